"""What practice stores: a spaced-review card per skill, Glicko-2 ratings, drill runs.

All of it hangs off the ``Learner``, so an anonymous visitor's deck, rating and personal
bests go with them when they register (``merge_learners``).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    false,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from tutor.extensions import db
from tutor.models import utcnow
from tutor.practice.rating import START_RATING, START_RD, START_VOLATILITY, Glicko
from tutor.practice.scheduling import LEECH_MISSES, SkillState


class Scheduled:
    """The FSRS state of a review card (``tutor.practice.scheduling.SkillState``), kept by
    every row the review deck schedules: a skill card, a position tried again at the table."""

    state: Mapped[int] = mapped_column(Integer, default=1)
    step: Mapped[int | None] = mapped_column(Integer, nullable=True)
    stability: Mapped[float | None] = mapped_column(Float, nullable=True)
    difficulty: Mapped[float | None] = mapped_column(Float, nullable=True)
    due: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_review: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    reviews: Mapped[int] = mapped_column(Integer, default=0)
    misses: Mapped[int] = mapped_column(Integer, default=0)

    def as_state(self) -> SkillState:
        return skill_state(self)

    def store(self, state: SkillState) -> None:
        self.state = state.state
        self.step = state.step
        self.stability = state.stability
        self.difficulty = state.difficulty
        if state.due is not None:
            self.due = state.due
        self.last_review = state.last_review
        self.reviews = state.reviews
        self.misses = state.misses


def skill_state(stored: Any) -> SkillState:
    """The FSRS state of a stored review card: a ``Scheduled`` row, or a result row read
    with the same column names (the answer's write path reads plain rows)."""
    from tutor.web.clock import as_utc

    return SkillState(
        state=stored.state,
        step=stored.step,
        stability=stored.stability,
        difficulty=stored.difficulty,
        due=as_utc(stored.due) if stored.due else None,
        last_review=as_utc(stored.last_review) if stored.last_review else None,
        reviews=stored.reviews,
        misses=stored.misses,
    )


# The condition a query must state as it is for the database to use the leeches' index.
LEECHES = f"misses >= {LEECH_MISSES}"


class SkillCard(Scheduled, db.Model):  # type: ignore[name-defined,misc]
    """One skill in one learner's review deck (the FSRS card state)."""

    __tablename__ = "skill_card"
    __table_args__ = (
        UniqueConstraint("learner_id", "skill"),
        # The review page's one-row read of the deck (``deck.review_head``): the card due
        # soonest, ties by skill, and the due and leech counts, all from this index.
        Index("ix_skill_card_learner_due", "learner_id", "due", "skill", "misses", "reviews"),
        # The leeches alone (``deck.review_head`` counts them on every review page): an
        # answer to a skill that is not one changes nothing in this index.
        Index(
            "ix_skill_card_leeches",
            "learner_id",
            "misses",
            sqlite_where=text(LEECHES),
            postgresql_where=text(LEECHES),
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learner.id", ondelete="CASCADE"))
    skill: Mapped[str] = mapped_column(String(80))
    # A leech is taken out of review (``scheduling.suspends``) until the learner brings it
    # back from ``/me/``, as Anki suspends one: more reviews alone would not fix it.
    suspended: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())

    def __repr__(self) -> str:
        return f"<SkillCard {self.skill} learner={self.learner_id} due={self.due}>"


class _Rated:
    rating: Mapped[float]
    rd: Mapped[float]
    volatility: Mapped[float]

    def as_glicko(self) -> Glicko:
        return Glicko(self.rating, self.rd, self.volatility)

    def store_glicko(self, glicko: Glicko) -> None:
        self.rating, self.rd, self.volatility = glicko.rating, glicko.rd, glicko.volatility


class LearnerRating(_Rated, db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "learner_rating"

    learner_id: Mapped[int] = mapped_column(
        ForeignKey("learner.id", ondelete="CASCADE"), primary_key=True
    )
    rating: Mapped[float] = mapped_column(Float, default=START_RATING)
    rd: Mapped[float] = mapped_column(Float, default=START_RD)
    volatility: Mapped[float] = mapped_column(Float, default=START_VOLATILITY)
    games: Mapped[int] = mapped_column(Integer, default=0)


class ItemRating(_Rated, db.Model):  # type: ignore[name-defined,misc]
    """A quiz item's difficulty as learners found it (shared by everyone)."""

    __tablename__ = "item_rating"

    item_id: Mapped[str] = mapped_column(String(160), primary_key=True)
    rating: Mapped[float] = mapped_column(Float, default=START_RATING)
    rd: Mapped[float] = mapped_column(Float, default=START_RD)
    volatility: Mapped[float] = mapped_column(Float, default=START_VOLATILITY)
    games: Mapped[int] = mapped_column(Integer, default=0)


class DrillRun(db.Model):  # type: ignore[name-defined,misc]
    """One run of the bower drill: its mode, counters and the question being asked."""

    __tablename__ = "drill_run"
    __table_args__ = (Index("ix_drill_run_learner_mode", "learner_id", "mode"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learner.id", ondelete="CASCADE"))
    mode: Mapped[str] = mapped_column(String(24))  # "<timing>-<deck>", e.g. "timed-24"
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    ends_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    answered: Mapped[int] = mapped_column(Integer, default=0)
    correct: Mapped[int] = mapped_column(Integer, default=0)
    streak: Mapped[int] = mapped_column(Integer, default=0)
    best_streak: Mapped[int] = mapped_column(Integer, default=0)
    over: Mapped[bool] = mapped_column(Boolean, default=False)
    number: Mapped[int] = mapped_column(Integer, default=1)  # the question being asked
    question: Mapped[str] = mapped_column(Text)  # JSON of the current question
    asked_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_result: Mapped[str | None] = mapped_column(Text, nullable=True)  # JSON

    def __repr__(self) -> str:
        return f"<DrillRun {self.mode} streak={self.streak} best={self.best_streak}>"


class DrillMiss(db.Model):  # type: ignore[name-defined,misc]
    """A bower-drill question the learner missed, with the answer given: ``/me/`` lists a
    skill's drill misses under it (a skill the drill alone practises has no bank item to
    replay, and a missed drill question is gone from the run's page at the next one)."""

    __tablename__ = "drill_miss"
    __table_args__ = (Index("ix_drill_miss_learner_created", "learner_id", "created_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learner.id", ondelete="CASCADE"))
    skill: Mapped[str] = mapped_column(String(80))
    question: Mapped[str] = mapped_column(String(120))  # ``DrillQuestion.code()``
    given: Mapped[str] = mapped_column(String(16))  # the choice posted (it was one)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
