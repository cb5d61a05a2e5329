"""Where a class goes wrong: error rate per quiz theme, the items most missed, the mistakes.

Pure functions over ``AttemptRecord``s; the views turn mistake keys into sentences.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from tutor.classes.progress import AttemptRecord

# A student "misses" a theme when at least this share of their answers on it were wrong
# (and at least one was): one slip in twenty is not a misconception worth a practice set.
MISS_RATE_PERCENT = 30


@dataclass(frozen=True)
class MissedItem:
    item_id: str
    set_id: str
    attempts: int
    wrong: int


@dataclass(frozen=True)
class MistakeCount:
    key: str
    count: int
    # One wrong answer that showed it, so the view can ask the grader for the sentence.
    example_item_id: str
    example_answer: str


@dataclass
class ThemeStat:
    theme: str
    attempts: int = 0
    wrong: int = 0
    students_missing: list[int] = field(default_factory=list)
    most_missed: list[MissedItem] = field(default_factory=list)
    mistakes: list[MistakeCount] = field(default_factory=list)

    @property
    def error_percent(self) -> int:
        return round(100 * self.wrong / self.attempts) if self.attempts else 0


def theme_stats(
    attempts: Iterable[AttemptRecord], *, top_items: int = 3, top_mistakes: int = 3
) -> list[ThemeStat]:
    """Every theme the class has answered, highest error rate first (then most answers)."""
    per_theme: dict[str, list[AttemptRecord]] = {}
    for attempt in attempts:
        for theme in dict.fromkeys(attempt.themes):
            per_theme.setdefault(theme, []).append(attempt)
    stats = [_one_theme(theme, rows, top_items, top_mistakes) for theme, rows in per_theme.items()]
    return sorted(stats, key=lambda s: (-s.error_percent, -s.attempts, s.theme))


def _one_theme(
    theme: str, attempts: list[AttemptRecord], top_items: int, top_mistakes: int
) -> ThemeStat:
    stat = ThemeStat(theme, attempts=len(attempts), wrong=sum(not a.correct for a in attempts))
    stat.students_missing = students_missing(attempts)
    per_item: dict[str, list[AttemptRecord]] = {}
    for attempt in attempts:
        per_item.setdefault(attempt.item_id, []).append(attempt)
    missed = [
        MissedItem(item_id, rows[0].set_id, len(rows), sum(not a.correct for a in rows))
        for item_id, rows in per_item.items()
    ]
    missed = [m for m in missed if m.wrong]
    missed.sort(key=lambda m: (-m.wrong, -m.attempts, m.item_id))
    stat.most_missed = missed[:top_items]
    counts: Counter[str] = Counter()
    example: dict[str, AttemptRecord] = {}
    for attempt in attempts:
        if not attempt.correct and attempt.mistake:
            counts[attempt.mistake] += 1
            example.setdefault(attempt.mistake, attempt)
    stat.mistakes = [
        MistakeCount(key, count, example[key].item_id, example[key].answer)
        for key, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:top_mistakes]
    ]
    return stat


def students_missing(attempts: Iterable[AttemptRecord]) -> list[int]:
    """Users whose own error rate on these answers reaches MISS_RATE_PERCENT, sorted."""
    answered: Counter[int] = Counter()
    wrong: Counter[int] = Counter()
    for attempt in attempts:
        answered[attempt.user_id] += 1
        wrong[attempt.user_id] += not attempt.correct
    return sorted(
        user
        for user, total in answered.items()
        if wrong[user] and 100 * wrong[user] >= MISS_RATE_PERCENT * total
    )
