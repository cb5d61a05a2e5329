"""Classes, their teachers and students, and assignments of lessons and quiz sets."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import (
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship
from sqlalchemy.sql import false

from tutor.extensions import db
from tutor.models import User, utcnow

TEACHER_ROLES: tuple[str, ...] = ("owner", "co-teacher")
ITEM_KINDS: tuple[str, ...] = ("lesson", "quiz")


class Classroom(db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "classroom"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    join_code: Mapped[str] = mapped_column(String(16), unique=True, index=True)
    join_code_expires_at: Mapped[datetime | None] = mapped_column(
        DateTime(timezone=True), nullable=True
    )
    joining_locked: Mapped[bool] = mapped_column(Boolean, default=False)
    variant_preset: Mapped[str] = mapped_column(String(20), default="standard")
    variant_options: Mapped[str] = mapped_column(Text, default="{}")  # JSON for Variant.replace
    announcement: Mapped[str] = mapped_column(Text, default="")  # the teacher's Markdown
    # Rendered and cleaned once when saved (tutor.classes.announcements): views show this.
    announcement_html: Mapped[str] = mapped_column(Text, default="", server_default="")
    archived_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    teachers: Mapped[list[ClassTeacher]] = relationship(
        back_populates="classroom", cascade="all, delete-orphan"
    )
    students: Mapped[list[ClassStudent]] = relationship(
        back_populates="classroom", cascade="all, delete-orphan"
    )
    assignments: Mapped[list[Assignment]] = relationship(
        back_populates="classroom", cascade="all, delete-orphan", order_by="Assignment.id"
    )

    @property
    def is_archived(self) -> bool:
        return self.archived_at is not None

    def __repr__(self) -> str:
        return f"<Classroom {self.id} {self.name!r}>"


class ClassTeacher(db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "classroom_teacher"
    __table_args__ = (UniqueConstraint("classroom_id", "user_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    classroom_id: Mapped[int] = mapped_column(
        ForeignKey("classroom.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[int] = mapped_column(ForeignKey("user.id", ondelete="CASCADE"), index=True)
    role: Mapped[str] = mapped_column(String(16), default="owner")
    added_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    classroom: Mapped[Classroom] = relationship(back_populates="teachers")
    user: Mapped[User] = relationship()


class ClassStudent(db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "classroom_student"
    __table_args__ = (UniqueConstraint("classroom_id", "user_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    classroom_id: Mapped[int] = mapped_column(
        ForeignKey("classroom.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[int] = mapped_column(ForeignKey("user.id", ondelete="CASCADE"), index=True)
    # The class shows the student's work from this moment on, never what came before.
    joined_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # This class made the account (login cards): only its teachers may reset the
    # password or rename the student. At most one membership of a user has it.
    manages: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())

    classroom: Mapped[Classroom] = relationship(back_populates="students")
    # A class's pages list every student by name: one query for them all, not one each.
    user: Mapped[User] = relationship(lazy="joined")


class Assignment(db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "assignment"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    classroom_id: Mapped[int] = mapped_column(
        ForeignKey("classroom.id", ondelete="CASCADE"), index=True
    )
    title: Mapped[str] = mapped_column(String(120))
    note: Mapped[str] = mapped_column(Text, default="")  # plain text, escaped on render
    due_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    # A practice assignment made from the misconception view names its theme and is set
    # only for the students who miss it; an ordinary one is for the whole class.
    practice_theme: Mapped[str | None] = mapped_column(String(80), nullable=True)
    for_everyone: Mapped[bool] = mapped_column(Boolean, default=True)
    created_by: Mapped[int | None] = mapped_column(
        ForeignKey("user.id", ondelete="SET NULL"), nullable=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    classroom: Mapped[Classroom] = relationship(back_populates="assignments")
    items: Mapped[list[AssignmentItem]] = relationship(
        back_populates="assignment",
        cascade="all, delete-orphan",
        order_by="AssignmentItem.position",
    )
    recipients: Mapped[list[AssignmentRecipient]] = relationship(
        back_populates="assignment", cascade="all, delete-orphan"
    )


class AssignmentItem(db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "assignment_item"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    assignment_id: Mapped[int] = mapped_column(
        ForeignKey("assignment.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(10))  # "lesson" | "quiz"
    ref: Mapped[str] = mapped_column(String(120))  # lesson slug or quiz set id
    goal_percent: Mapped[int | None] = mapped_column(Integer, nullable=True)
    goal_min_items: Mapped[int | None] = mapped_column(Integer, nullable=True)

    assignment: Mapped[Assignment] = relationship(back_populates="items")


class AssignmentRecipient(db.Model):  # type: ignore[name-defined,misc]
    __tablename__ = "assignment_recipient"
    __table_args__ = (UniqueConstraint("assignment_id", "user_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    assignment_id: Mapped[int] = mapped_column(
        ForeignKey("assignment.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[int] = mapped_column(ForeignKey("user.id", ondelete="CASCADE"), index=True)

    assignment: Mapped[Assignment] = relationship(back_populates="recipients")


class ClassQuestion(db.Model):  # type: ignore[name-defined,misc]
    """A teacher's own question: a quiz item in the item format, published only once its
    answer was proven (tutor.board.questions); the class's own set holds them in order."""

    __tablename__ = "class_question"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    classroom_id: Mapped[int] = mapped_column(
        ForeignKey("classroom.id", ondelete="CASCADE"), index=True
    )
    created_by: Mapped[int | None] = mapped_column(
        ForeignKey("user.id", ondelete="SET NULL"), nullable=True
    )
    item_json: Mapped[str] = mapped_column(Text)  # the item, as design.md spells it
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
