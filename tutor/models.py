"""Who is learning and what they did: accounts, learners, attempts and lessons read.

A ``Learner`` is the owner of progress. Anonymous visitors get one tied to their signed
session cookie; registering or logging in attaches it to the ``User`` (merging with the
user's existing learner if there is one), so nothing done before signing up is lost.
"""

from __future__ import annotations

from datetime import UTC, datetime

from flask_login import UserMixin
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
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from tutor import passwords
from tutor.extensions import db

ROLES: tuple[str, ...] = ("learner", "teacher")


def utcnow() -> datetime:
    return datetime.now(UTC)


def is_teacher_role(role: str) -> bool:
    """Whether an account's role is a teacher's (``User`` and the signed-in ``Account``)."""
    return role == "teacher"


def account_name(display_name: str | None, username: str) -> str:
    """The name an account is shown by: its display name, else its username."""
    return display_name or username


class User(UserMixin, db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "user"
    # ``login_secret`` below is a plain attribute of the loaded object, not a column.
    __allow_unmapped__ = True

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    username: Mapped[str] = mapped_column(String(64), unique=True, index=True)
    password_hash: Mapped[str] = mapped_column(String(256))
    role: Mapped[str] = mapped_column(String(16), default="learner")
    display_name: Mapped[str] = mapped_column(String(100), default="")
    # Accounts a teacher created for students; the teacher may reset their password.
    is_managed: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    # Every signed-in page needs the account's learner: load it in the same query.
    learner: Mapped[Learner | None] = relationship(
        back_populates="user", uselist=False, lazy="joined"
    )

    # The secret of the login session this request runs under (see tutor.web.sessions).
    login_secret: str | None = None

    def get_id(self) -> str:
        """Flask-Login's alternative id: the login session's secret, never the bare user id,
        so deleting the session's row ends every copy of its cookies."""
        if self.login_secret is None:
            raise RuntimeError("sign in through tutor.web.sessions.sign_in")
        return self.login_secret

    def set_password(self, password: str) -> None:
        self.password_hash = passwords.hash_password(password)

    def check_password(self, password: str) -> bool:
        return passwords.verify(self.password_hash, password)

    @property
    def is_teacher(self) -> bool:
        return is_teacher_role(self.role)

    @property
    def name(self) -> str:
        return account_name(self.display_name, self.username)

    def __repr__(self) -> str:
        return f"<User {self.username!r} {self.role}>"


class Learner(db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "learner"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("user.id", ondelete="SET NULL"), unique=True, nullable=True
    )

    user: Mapped[User | None] = relationship(back_populates="learner")
    attempts: Mapped[list[Attempt]] = relationship(
        back_populates="learner", cascade="all, delete-orphan", order_by="Attempt.id"
    )
    lessons_read: Mapped[list[LessonRead]] = relationship(
        back_populates="learner", cascade="all, delete-orphan"
    )

    def __repr__(self) -> str:
        return f"<Learner {self.id} user={self.user_id}>"


class Attempt(db.Model):  # type: ignore[name-defined,misc]
    """One answer to one quiz item, stored whole or not at all."""

    __tablename__ = "attempt"
    # Read by learner and item (is this the learner's first answer to it?) and by learner
    # alone, which the index's first column serves (migration attempt_0001).
    __table_args__ = (Index("ix_attempt_learner_item", "learner_id", "item_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learner.id", ondelete="CASCADE"))
    set_id: Mapped[str] = mapped_column(String(80), index=True)
    item_id: Mapped[str] = mapped_column(String(160))
    kind: Mapped[str] = mapped_column(String(40))
    themes: Mapped[str] = mapped_column(String(400), default="")  # space-separated
    answer: Mapped[str] = mapped_column(Text)  # the submitted values, space-separated, in order
    correct: Mapped[bool] = mapped_column(Boolean)
    mistake: Mapped[str | None] = mapped_column(String(80), nullable=True)
    time_taken_ms: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # The render nonce the answer came with: a replayed form is refused, not counted twice.
    nonce: Mapped[str | None] = mapped_column(String(64), unique=True, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # Partial credit, 0.0-1.0: the share of a hand puzzle's moves right at the first try
    # (``correct`` is then whether all were). None for single-answer items.
    score: Mapped[float | None] = mapped_column(Float, nullable=True)

    learner: Mapped[Learner] = relationship(back_populates="attempts")

    @property
    def answer_values(self) -> list[str]:
        return self.answer.split()

    @property
    def theme_list(self) -> list[str]:
        return self.themes.split()

    def __repr__(self) -> str:
        verdict = "right" if self.correct else "wrong"
        return f"<Attempt {self.item_id} {self.answer!r} {verdict}>"


class ItemProgress(db.Model):  # type: ignore[name-defined,misc]
    """Whether a learner has answered an item and ever got it right: what the quiz pages
    ask on every view ("✓ n solved", which items were tried), kept beside the attempts so
    the answer is read from one row per item, however many times each was answered.

    Written with every attempt (``tutor.web.progress.note_item_answered``), moved with the
    attempts when learners merge; the migration that made it filled it from the attempts.
    """

    __tablename__ = "item_progress"

    learner_id: Mapped[int] = mapped_column(
        ForeignKey("learner.id", ondelete="CASCADE"), primary_key=True
    )
    set_id: Mapped[str] = mapped_column(String(80), primary_key=True)
    item_id: Mapped[str] = mapped_column(String(160), primary_key=True)
    answered_right: Mapped[bool] = mapped_column(Boolean)


class PuzzleRun(db.Model):  # type: ignore[name-defined,misc]
    """A hand puzzle being played: one row per render of it (its answer token's nonce),
    moved on one step per move posted. A move posted for any other step (a replay, a
    second tab, a double click) is refused and changes nothing; the last move stores the
    ``Attempt`` with the same nonce."""

    __tablename__ = "puzzle_run"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(
        ForeignKey("learner.id", ondelete="CASCADE"), index=True
    )
    set_id: Mapped[str] = mapped_column(String(80))
    item_id: Mapped[str] = mapped_column(String(160))
    nonce: Mapped[str] = mapped_column(String(64), unique=True)
    step: Mapped[int] = mapped_column(Integer, default=0)  # moves answered so far
    given: Mapped[str] = mapped_column(String(80), default="")  # the cards, space-separated
    results: Mapped[str] = mapped_column(String(16), default="")  # "1"/"0" per move
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    def __repr__(self) -> str:
        return f"<PuzzleRun {self.item_id} step {self.step} {self.results!r}>"


class LessonRead(db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "lesson_read"
    __table_args__ = (UniqueConstraint("learner_id", "slug"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(
        ForeignKey("learner.id", ondelete="CASCADE"), index=True
    )
    slug: Mapped[str] = mapped_column(String(120))
    lang: Mapped[str] = mapped_column(String(8))
    read_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    learner: Mapped[Learner] = relationship(back_populates="lessons_read")

    def __repr__(self) -> str:
        return f"<LessonRead {self.slug} by {self.learner_id}>"


class LoginSession(db.Model):  # type: ignore[name-defined,misc]
    """One signed-in browser: its session and remember cookies carry the secret whose hash
    is stored here. Signing out deletes the row, and with it every copy of the cookies."""

    __tablename__ = "login_session"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("user.id", ondelete="CASCADE"), index=True)
    secret_hash: Mapped[str] = mapped_column(String(64), unique=True)  # sha256, hex
    remember: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    user: Mapped[User] = relationship()

    def __repr__(self) -> str:
        return f"<LoginSession {self.id} of {self.user_id}>"


class RateLimitCounter(db.Model):  # type: ignore[name-defined,misc]
    """A fixed-window counter of the rate limiter's database storage (tutor.web.ratelimit),
    shared by every worker process that uses the same database."""

    __tablename__ = "rate_limit_counter"

    key: Mapped[str] = mapped_column(String(255), primary_key=True)
    count: Mapped[int] = mapped_column(Integer, default=0)
    # Seconds since the epoch, as the limits library counts time.
    expires_at: Mapped[float] = mapped_column(Float, index=True)
