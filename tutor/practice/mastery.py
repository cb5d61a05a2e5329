"""Mastery of a lesson from the learner's recent answers on its quiz sets.

Levels, judged on the last ``RECENT`` answers (so a level can fall back as well as rise):

- ``attempted``: at least one answer;
- ``familiar``: 5 answers or more, 60% or more of the recent ones right;
- ``proficient``: 10 or more, 80% or more right;
- ``mastered``: 20 or more, 90% or more right.

A skill's accuracy is shown only from ``MIN_ANSWERS`` answers on; below that the page
says there are too few answers to tell.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

RECENT = 20
MIN_ANSWERS = 5
LEVELS: tuple[tuple[str, int, float], ...] = (
    ("mastered", 20, 0.9),
    ("proficient", 10, 0.8),
    ("familiar", 5, 0.6),
)
LEVEL_ORDER: tuple[str, ...] = ("new", "attempted", "familiar", "proficient", "mastered")


@dataclass(frozen=True)
class Mastery:
    level: str
    answers: int
    recent: int
    recent_right: int

    @property
    def rank(self) -> int:
        return LEVEL_ORDER.index(self.level)


def mastery(results_newest_first: Sequence[bool]) -> Mastery:
    """The level for these answers (True = right), newest first."""
    answers = len(results_newest_first)
    recent = results_newest_first[:RECENT]
    right = sum(recent)
    if not answers:
        return Mastery("new", 0, 0, 0)
    for level, needed, share in LEVELS:
        if answers >= needed and right >= share * len(recent):
            return Mastery(level, answers, len(recent), right)
    return Mastery("attempted", answers, len(recent), right)
