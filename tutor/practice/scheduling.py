"""Spaced review of skills with FSRS (the maintained ``fsrs`` package does the scheduling).

Every skill (a quiz theme such as ``left-bower``) a learner has met is one FSRS card.
Each answer rates it:

- wrong -> ``Again`` (a lapse: the card goes back to short relearning steps);
- right, but slow -> ``Hard``;
- right -> ``Good``.

"Slow" is measured on the server: the answer token carries the moment the item was
served, signed, and the time to the answer is compared with ``SLOW_AFTER_MS`` for the
item's kind (thinking about a best play takes longer than naming a trump). Time beyond the
token's cap counts as slow, never as fast.

No Flask and no database here: callers pass the stored card state and the moment, so the
tests run on a fixed clock.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from fsrs import Card, Rating, Scheduler, State

# How long a right answer may take before it counts as slow (milliseconds, per quiz kind).
SLOW_AFTER_MS: dict[str, int] = {
    "bower-drill": 4_000,
    "effective-suit": 10_000,
    "trick-winner": 15_000,
    "bower-rank": 25_000,
    "legal-plays": 25_000,
    "scoring": 20_000,
    "game": 20_000,
    "order-up": 30_000,
    "name-trump": 30_000,
    "discard": 30_000,
    "go-alone": 30_000,
    "british-call": 30_000,
    "three-hand-call": 30_000,
    "defend-alone": 30_000,
    "best-play": 45_000,
    # A hand puzzle is timed from its first view to its last move: 45 s per decision.
    "puzzle": 135_000,
}
DEFAULT_SLOW_AFTER_MS = 25_000
# A skill missed this many times is a leech: more reviews alone will not fix it.
LEECH_MISSES = 8
# A leech brought back into review is suspended again after this many more misses (as Anki
# does: half the threshold).
LEECH_AGAIN_AFTER = LEECH_MISSES // 2

# No fuzz: the same answers at the same moments give the same due dates (and tests).
SCHEDULER = Scheduler(enable_fuzzing=False)


def slow_after_ms(kind: str) -> int:
    return SLOW_AFTER_MS.get(kind, DEFAULT_SLOW_AFTER_MS)


def rating_for(correct: bool, kind: str, time_taken_ms: int | None) -> Rating:
    """Wrong is Again; right after more than the kind's slow limit is Hard; else Good."""
    if not correct:
        return Rating.Again
    if time_taken_ms is not None and time_taken_ms > slow_after_ms(kind):
        return Rating.Hard
    return Rating.Good


@dataclass(frozen=True)
class SkillState:
    """What is stored for one skill card (the columns of ``SkillCard``)."""

    state: int = int(State.Learning)
    step: int | None = 0
    stability: float | None = None
    difficulty: float | None = None
    due: datetime | None = None
    last_review: datetime | None = None
    reviews: int = 0
    misses: int = 0

    @property
    def is_leech(self) -> bool:
        return self.misses >= LEECH_MISSES

    @property
    def is_new(self) -> bool:
        return self.reviews == 0


def suspends(misses_before: int, misses_after: int) -> bool:
    """Whether the miss that took a skill from ``misses_before`` to ``misses_after`` misses
    suspends it: the one that makes it a leech, then every ``LEECH_AGAIN_AFTER`` more.

    >>> [n for n in range(1, 17) if suspends(n - 1, n)]
    [8, 12, 16]
    """
    if misses_after <= misses_before or misses_after < LEECH_MISSES:
        return False
    return (misses_after - LEECH_MISSES) % LEECH_AGAIN_AFTER == 0


class _ReviewedCard(Card):
    """A card made for one review. FSRS copies the card it is given before changing it
    (``copy.copy``, through ``__reduce_ex__`` and ``copyreg``: a tenth of a review's
    work); this copy is the same shallow copy of its fields, made directly."""

    def __copy__(self) -> _ReviewedCard:
        copied = object.__new__(_ReviewedCard)
        copied.__dict__.update(self.__dict__)
        return copied


def _card(skill: SkillState, now: datetime) -> Card:
    return _ReviewedCard(
        card_id=1,  # FSRS wants an id; ours is the database row
        state=State(skill.state),
        step=skill.step,
        stability=skill.stability,
        difficulty=skill.difficulty,
        due=skill.due or now,
        last_review=skill.last_review,
    )


def review(skill: SkillState, rating: Rating, now: datetime) -> SkillState:
    """The skill's state after one answer rated ``rating`` at ``now`` (UTC, aware)."""
    card, _log = SCHEDULER.review_card(_card(skill, now), rating, review_datetime=now)
    return replace(
        skill,
        state=int(card.state),
        step=card.step,
        stability=card.stability,
        difficulty=card.difficulty,
        due=card.due,
        last_review=card.last_review,
        reviews=skill.reviews + 1,
        misses=skill.misses + (rating == Rating.Again),
    )


def interval(skill: SkillState) -> timedelta | None:
    """Time from the last answer to the next review (None before any answer)."""
    if skill.due is None or skill.last_review is None:
        return None
    return skill.due - skill.last_review
