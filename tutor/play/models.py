"""What coached play stores: games (setup and action log), graded decisions, and the
positions a learner asked to try again (personal items in their review deck).

Everything hangs off the ``Learner``, like practice: an anonymous visitor's games are
the session learner's, and go with them when they register (``merge_learners``).
"""

from __future__ import annotations

import json
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
    bindparam,
    select,
)
from sqlalchemy.orm import Mapped, mapped_column

from tutor.analysis.evaluate import Evaluation
from tutor.extensions import db
from tutor.models import utcnow
from tutor.play.table import Setup, TableGame
from tutor.practice.models import Scheduled


class PlayGame(db.Model):  # type: ignore[name-defined,misc]
    """One game at the table: its setup and every action so far, as engine text."""

    __tablename__ = "play_game"
    __table_args__ = (Index("ix_play_game_learner_updated", "learner_id", "updated_at"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learner.id", ondelete="CASCADE"))
    # Played under this class's house rules (and counted in its assignments).
    classroom_id: Mapped[int | None] = mapped_column(
        ForeignKey("classroom.id", ondelete="SET NULL"), nullable=True, index=True
    )
    preset: Mapped[str] = mapped_column(String(20))
    options: Mapped[str] = mapped_column(Text, default="{}")  # house rules, JSON
    strength: Mapped[str] = mapped_column(String(16))
    seed: Mapped[int] = mapped_column(Integer)
    log: Mapped[str] = mapped_column(Text, default="[]")  # [[action text, …] per hand]
    moves: Mapped[int] = mapped_column(Integer, default=0)  # the forms' action counter
    hands_done: Mapped[int] = mapped_column(Integer, default=0)
    over: Mapped[bool] = mapped_column(Boolean, default=False)
    scores: Mapped[str] = mapped_column(String(40), default="[]")  # JSON, per side
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    def setup(self) -> Setup:
        options: dict[str, Any] = json.loads(self.options or "{}")
        return Setup(self.preset, options, self.seed, self.strength)

    def table(self) -> TableGame:
        return TableGame(self.setup(), json.loads(self.log or "[]"))

    def store(self, table: TableGame, now: datetime) -> None:
        """Save the table's state (call after every action, then commit)."""
        self.log = json.dumps(table.log)
        self.moves = table.moves
        self.hands_done = len(table.game.history)
        self.over = table.over
        self.scores = json.dumps(table.scores)
        self.updated_at = now

    @property
    def score_list(self) -> list[int]:
        value = json.loads(self.scores or "[]")
        return [int(v) for v in value] if isinstance(value, list) else []


class PlayDecision(db.Model):  # type: ignore[name-defined,misc]
    """One of the player's decisions with a choice: every option's value, the coach's best,
    what was chosen, and its grade. Made when a hint is asked, or when the player acts."""

    __tablename__ = "play_decision"
    __table_args__ = (UniqueConstraint("game_id", "hand", "move"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("play_game.id", ondelete="CASCADE"), index=True)
    hand: Mapped[int] = mapped_column(Integer)  # 0-based hand of the game
    move: Mapped[int] = mapped_column(Integer)  # actions of the hand before this one
    phase: Mapped[str] = mapped_column(String(20))
    option_values: Mapped[str] = mapped_column(Text)  # JSON {action text: points}
    # JSON {action text: [low, high]}: each option's loss against the best, its interval
    # on the same deals (``tutor.play.confidence``); None on decisions made before it.
    loss_bounds: Mapped[str | None] = mapped_column(Text, nullable=True)
    samples: Mapped[int] = mapped_column(Integer)
    best: Mapped[str] = mapped_column(String(40))
    principle: Mapped[str | None] = mapped_column(String(8), nullable=True)
    chosen: Mapped[str | None] = mapped_column(String(40), nullable=True)
    loss: Mapped[float | None] = mapped_column(Float, nullable=True)
    grade: Mapped[str | None] = mapped_column(String(12), nullable=True)
    hinted: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    def values(self) -> dict[str, float]:
        raw = json.loads(self.option_values or "{}")
        return {str(k): float(v) for k, v in raw.items()} if isinstance(raw, dict) else {}

    def bounds(self) -> dict[str, tuple[float, float]]:
        raw = json.loads(self.loss_bounds or "{}")
        if not isinstance(raw, dict):
            return {}
        return {str(k): (float(v[0]), float(v[1])) for k, v in raw.items()}

    def evaluation(self) -> Evaluation:
        """The coach's evaluation as stored: values, loss intervals and the named best."""
        return Evaluation(self.values(), self.samples, self.bounds(), self.best)


class PlayPosition(Scheduled, db.Model):  # type: ignore[name-defined,misc]
    """A decision the learner asked to try again: a personal item in their review deck,
    scheduled with the deck's FSRS like a skill card."""

    __tablename__ = "play_position"
    __table_args__ = (
        UniqueConstraint("learner_id", "decision_id"),
        Index("ix_play_position_learner_due", "learner_id", "due"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learner.id", ondelete="CASCADE"))
    decision_id: Mapped[int] = mapped_column(
        ForeignKey("play_decision.id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class PlayPositionAnswer(db.Model):  # type: ignore[name-defined,misc]
    """One answer to a saved position, stored with its form's one-time nonce: a replayed
    or refreshed form finds its nonce taken and is refused (409), so it is never counted
    as a second review."""

    __tablename__ = "play_position_answer"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    position_id: Mapped[int] = mapped_column(
        ForeignKey("play_position.id", ondelete="CASCADE"), index=True
    )
    nonce: Mapped[str] = mapped_column(String(64), unique=True)
    chosen: Mapped[str] = mapped_column(String(40))
    grade: Mapped[str] = mapped_column(String(16))
    time_taken_ms: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


def merge_learners(visitor_id: int, keeper_id: int) -> None:
    """A visitor who signs in keeps their games and personal positions (one each: a
    position both learners saved stays the account's). Adds to the session."""
    for game in db.session.scalars(select(PlayGame).where(PlayGame.learner_id == visitor_id)):
        game.learner_id = keeper_id
    kept = set(
        db.session.scalars(
            select(PlayPosition.decision_id).where(PlayPosition.learner_id == keeper_id)
        )
    )
    for item in db.session.scalars(
        select(PlayPosition).where(PlayPosition.learner_id == visitor_id)
    ):
        if item.decision_id in kept:
            db.session.delete(item)
        else:
            item.learner_id = keeper_id
    db.session.flush()


# Asked by every review page: built once.
_DUE_POSITIONS = (
    select(PlayPosition.id)
    .where(PlayPosition.learner_id == bindparam("learner_id"), PlayPosition.due <= bindparam("now"))
    .order_by(PlayPosition.due)
)


def due_positions(learner_id: int, now: datetime) -> list[int]:
    """The ids of the learner's positions from the table that are due for another try,
    soonest first (the review deck lists them beside its skills)."""
    from tutor.web.database import rows

    return list(rows(_DUE_POSITIONS, {"learner_id": learner_id, "now": now}).scalars())
