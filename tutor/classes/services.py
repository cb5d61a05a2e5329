"""Class and assignment operations on the database; views call these, never the reverse.

Each operation that changes data commits once at its end, or raises before anything is
flushed, so a refused request leaves nothing stored half-way.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.exc import IntegrityError

from tutor.classes.announcements import render_announcement
from tutor.classes.houserules import house_variant, options_from_json, options_to_json
from tutor.classes.joincodes import new_join_code
from tutor.classes.models import (
    Assignment,
    AssignmentItem,
    AssignmentRecipient,
    Classroom,
    ClassStudent,
    ClassTeacher,
)
from tutor.classes.passwords import new_managed_password, username_stem
from tutor.classes.progress import AttemptRecord, Column, Goal, PlayRecord, Student, as_utc
from tutor.classes.questions import own_set_class, own_title
from tutor.engine import Variant
from tutor.extensions import db
from tutor.models import Attempt, Learner, LessonRead, User
from tutor.web.i18n import current_lang
from tutor.web.sessions import end_all_sessions

JOIN_CODE_DAYS = 60
DEFAULT_GOAL = Goal(accuracy_percent=80, min_items=10)


def now() -> datetime:
    return datetime.now(UTC)


# -- who may see what ----------------------------------------------------------------------


def is_teacher_of(classroom: Classroom, user: User) -> bool:
    return any(t.user_id == user.id for t in classroom.teachers)


def is_student_of(classroom: Classroom, user: User) -> bool:
    return any(s.user_id == user.id for s in classroom.students)


def teacher_classes(user: User) -> list[Classroom]:
    """The classes ``user`` owns or co-teaches, newest first."""
    return list(
        db.session.scalars(
            select(Classroom)
            .join(ClassTeacher, ClassTeacher.classroom_id == Classroom.id)
            .where(ClassTeacher.user_id == user.id)
            .order_by(Classroom.id.desc())
        )
    )


def student_classes(user: User) -> list[Classroom]:
    return list(
        db.session.scalars(
            select(Classroom)
            .join(ClassStudent, ClassStudent.classroom_id == Classroom.id)
            .where(ClassStudent.user_id == user.id, Classroom.archived_at.is_(None))
            .order_by(Classroom.id)
        )
    )


def class_variant(classroom: Classroom) -> Variant:
    return house_variant(classroom.variant_preset, options_from_json(classroom.variant_options))


# -- classes -------------------------------------------------------------------------------


def _unused_join_code() -> str:
    while True:
        code = new_join_code()
        taken = db.session.scalar(select(Classroom.id).where(Classroom.join_code == code))
        if taken is None:
            return code


def create_class(owner: User, name: str, preset: str, options: dict[str, Any]) -> Classroom:
    """A new class owned by ``owner``; ValueError (the engine's words) for impossible rules."""
    house_variant(preset, options)
    classroom = Classroom(
        name=name,
        variant_preset=preset,
        variant_options=options_to_json(options),
        join_code=_unused_join_code(),
        join_code_expires_at=now() + timedelta(days=JOIN_CODE_DAYS),
    )
    classroom.teachers.append(ClassTeacher(user_id=owner.id, role="owner"))
    db.session.add(classroom)
    db.session.commit()
    return classroom


def renew_join_code(classroom: Classroom) -> None:
    """A new code (the old one stops working) valid for another JOIN_CODE_DAYS."""
    classroom.join_code = _unused_join_code()
    classroom.join_code_expires_at = now() + timedelta(days=JOIN_CODE_DAYS)
    db.session.commit()


def set_joining_locked(classroom: Classroom, locked: bool) -> None:
    classroom.joining_locked = locked
    db.session.commit()


def set_archived(classroom: Classroom, archived: bool) -> None:
    classroom.archived_at = now() if archived else None
    db.session.commit()


def set_announcement(classroom: Classroom, markdown_text: str) -> None:
    classroom.announcement = markdown_text
    classroom.announcement_html = render_announcement(markdown_text)
    db.session.commit()


class JoinOutcome(enum.Enum):
    JOINED = "joined"
    ALREADY_MEMBER = "already"
    UNKNOWN_CODE = "unknown"
    LOCKED = "locked"
    EXPIRED = "expired"
    ARCHIVED = "archived"
    TEACHER = "teacher"


def find_class_by_code(code: str) -> Classroom | None:
    return db.session.scalar(select(Classroom).where(Classroom.join_code == code))


def check_join(classroom: Classroom | None, user: User | None) -> JoinOutcome | None:
    """Why ``user`` (None: a new account) may not join, or None when they may."""
    if classroom is None:
        return JoinOutcome.UNKNOWN_CODE
    if user is not None and is_teacher_of(classroom, user):
        return JoinOutcome.TEACHER
    if user is not None and is_student_of(classroom, user):
        return JoinOutcome.ALREADY_MEMBER
    if classroom.is_archived:
        return JoinOutcome.ARCHIVED
    if classroom.joining_locked:
        return JoinOutcome.LOCKED
    expires = classroom.join_code_expires_at
    if expires is not None and as_utc(expires) <= now():
        return JoinOutcome.EXPIRED
    return None


def add_student(classroom: Classroom, user: User) -> bool:
    """Put ``user`` in the class; False when a simultaneous request already did."""
    membership = ClassStudent(user_id=user.id)
    classroom.students.append(membership)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return False
    return True


def join_with_new_account(
    classroom: Classroom, username: str, display_name: str, password: str
) -> User | None:
    """Make a learner account and put it in the class, in one transaction; None when the
    username was taken meanwhile (nothing is stored then)."""
    user = User(username=username, display_name=display_name, role="learner")
    user.set_password(password)
    db.session.add(user)
    try:
        db.session.flush()
        classroom.students.append(ClassStudent(user_id=user.id))
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return None
    return user


def student_membership(classroom: Classroom, user_id: int) -> ClassStudent | None:
    return next((s for s in classroom.students if s.user_id == user_id), None)


def remove_student(classroom: Classroom, membership: ClassStudent) -> None:
    classroom.students.remove(membership)
    _forget_recipient(classroom, membership.user_id)
    db.session.commit()


def owner_ids(classroom: Classroom) -> set[int]:
    return {t.user_id for t in classroom.teachers if t.role == "owner"}


def may_take_managed_account(classroom: Classroom, target: Classroom) -> bool:
    """Whether a teacher-made account managed by ``classroom`` may move to ``target``:
    only among the classes of the teacher who owns ``classroom`` (issue 32: a co-teacher
    moved a child into a class of their own, added a teacher there, and that teacher reset
    the child's password). So the account stays under its maker's control on every move."""
    return owner_ids(target) == owner_ids(classroom)


def move_student(classroom: Classroom, membership: ClassStudent, target: Classroom) -> bool:
    """Move to ``target``; False (and nothing changed) when already there."""
    if student_membership(target, membership.user_id) is not None:
        return False
    user_id = membership.user_id
    manages = membership.manages
    classroom.students.remove(membership)
    _forget_recipient(classroom, user_id)
    # The class the student moves to takes over a teacher-made account; it shows the
    # student's work from the move on, like any class from the day a student joins.
    target.students.append(ClassStudent(user_id=user_id, manages=manages))
    db.session.commit()
    return True


def _forget_recipient(classroom: Classroom, user_id: int) -> None:
    for assignment in classroom.assignments:
        for recipient in list(assignment.recipients):
            if recipient.user_id == user_id:
                assignment.recipients.remove(recipient)


class CoTeacherRefusal(enum.Enum):
    NO_SUCH_TEACHER = "no-such-teacher"
    ALREADY = "already"


def add_co_teacher(classroom: Classroom, username: str) -> CoTeacherRefusal | None:
    user = db.session.scalar(select(User).where(User.username == username))
    if user is None or not user.is_teacher:
        return CoTeacherRefusal.NO_SUCH_TEACHER
    if is_teacher_of(classroom, user):
        return CoTeacherRefusal.ALREADY
    classroom.teachers.append(ClassTeacher(user_id=user.id, role="co-teacher"))
    db.session.commit()
    return None


@dataclass(frozen=True)
class LoginCard:
    display_name: str
    username: str
    password: str


def create_managed_students(classroom: Classroom, names: Sequence[str]) -> list[LoginCard]:
    """Accounts for students without e-mail, put in the class; the passwords are shown once."""
    cards: list[LoginCard] = []
    taken = _usernames_like([username_stem(name) for name in names])
    for name in names:
        username = _free_username(username_stem(name), taken)
        taken.add(username)
        password = new_managed_password()
        user = User(username=username, display_name=name, role="learner", is_managed=True)
        user.set_password(password)
        db.session.add(user)
        db.session.flush()
        classroom.students.append(ClassStudent(user_id=user.id, manages=True))
        cards.append(LoginCard(name, username, password))
    try:
        db.session.commit()
    except IntegrityError:
        # Another request took one of the names between our check and the commit.
        db.session.rollback()
        raise
    return cards


def reset_managed_password(user: User) -> LoginCard:
    """A new password for a teacher-made account (a child who lost their card); every
    device signed in with the old one is signed out."""
    password = new_managed_password()
    user.set_password(password)
    end_all_sessions(user)
    db.session.commit()
    return LoginCard(user.name, user.username, password)


def rename_managed_student(user: User, display_name: str) -> None:
    user.display_name = display_name
    db.session.commit()


def _usernames_like(stems: Iterable[str]) -> set[str]:
    conditions = [User.username.like(f"{stem}%") for stem in set(stems)]
    return set(db.session.scalars(select(User.username).where(or_(*conditions))))


def _free_username(stem: str, taken: set[str]) -> str:
    number = 1
    while f"{stem}{number}" in taken:
        number += 1
    return f"{stem}{number}"


# -- assignments ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PlannedItem:
    kind: str  # "lesson" | "quiz" | "play" (ref: the number of hands)
    ref: str
    goal: Goal | None = None


def create_assignment(
    classroom: Classroom,
    creator: User,
    *,
    title: str,
    note: str,
    due_on: date | None,
    items: Sequence[PlannedItem],
    practice_theme: str | None = None,
    recipients: Sequence[int] | None = None,
) -> Assignment:
    assignment = Assignment(
        title=title,
        note=note,
        due_on=due_on,
        practice_theme=practice_theme,
        for_everyone=recipients is None,
        created_by=creator.id,
    )
    for position, planned in enumerate(items):
        goal = planned.goal if planned.kind == "quiz" else None
        assignment.items.append(
            AssignmentItem(
                position=position,
                kind=planned.kind,
                ref=planned.ref,
                goal_percent=goal.accuracy_percent if goal else None,
                goal_min_items=goal.min_items if goal else None,
            )
        )
    for user_id in recipients or ():
        assignment.recipients.append(AssignmentRecipient(user_id=user_id))
    classroom.assignments.append(assignment)
    db.session.commit()
    return assignment


def update_item(
    assignment: Assignment, item: AssignmentItem, *, goal: Goal | None, move: int
) -> None:
    """Change a quiz item's goal and/or move it ``move`` places (clamped to the list)."""
    if goal is not None and item.kind == "quiz":
        item.goal_percent = goal.accuracy_percent
        item.goal_min_items = goal.min_items
    if move:
        items = list(assignment.items)
        index = items.index(item)
        target = max(0, min(len(items) - 1, index + move))
        items.insert(target, items.pop(index))
        for position, each in enumerate(items):
            each.position = position
    db.session.commit()


def delete_assignment(assignment: Assignment) -> None:
    db.session.delete(assignment)
    db.session.commit()


def assignment_for(assignment: Assignment, user_id: int) -> bool:
    return assignment.for_everyone or any(r.user_id == user_id for r in assignment.recipients)


def item_goal(item: AssignmentItem) -> Goal | None:
    if item.kind != "quiz":
        return None
    return Goal(
        item.goal_percent or DEFAULT_GOAL.accuracy_percent,
        item.goal_min_items or DEFAULT_GOAL.min_items,
    )


def columns_of(
    assignments: Iterable[Assignment], titles: dict[tuple[str, str], str]
) -> list[Column]:
    """Grid columns for every item of ``assignments``; ``titles`` maps (kind, ref) to a title."""
    columns = []
    for assignment in assignments:
        recipients = (
            None if assignment.for_everyone else frozenset(r.user_id for r in assignment.recipients)
        )
        for item in assignment.items:
            columns.append(
                Column(
                    key=f"{assignment.id}-{item.id}",
                    kind=item.kind,
                    ref=item.ref,
                    title=item_title(item.kind, item.ref, titles),
                    goal=item_goal(item),
                    since=assignment.created_at,
                    recipients=recipients,
                )
            )
    return columns


MAX_PLAY_HANDS = 50


def item_title(kind: str, ref: str, titles: dict[tuple[str, str], str]) -> str:
    """An item's title in the page's language; a "play" item says how many hands."""
    if kind == "play":
        from flask_babel import ngettext

        hands = int(ref) if ref.isdigit() else 1
        title: str = ngettext(
            "Play %(num)d hand at the table", "Play %(num)d hands at the table", hands
        )
        return title
    if kind == "quiz" and own_set_class(ref) is not None:
        return own_title(current_lang())
    return titles.get((kind, ref), ref)


def class_play_records(
    classroom: Classroom, user_ids: Sequence[int] | None = None
) -> list[PlayRecord]:
    """Games the class's students played under its house rules since they joined, with
    the coach's grades of their decisions."""
    from tutor.play.models import PlayDecision, PlayGame

    joined = joined_at(classroom)
    members = sorted(joined if user_ids is None else set(user_ids) & set(joined))
    if not members:
        return []
    games = db.session.execute(
        select(PlayGame.id, Learner.user_id, PlayGame.created_at, PlayGame.hands_done)
        .join(Learner, Learner.id == PlayGame.learner_id)
        .where(PlayGame.classroom_id == classroom.id, Learner.user_id.in_(members))
    ).all()
    game_ids = [row[0] for row in games]
    grades: dict[str, list[str]] = {}
    if game_ids:
        for game_id, grade in db.session.execute(
            select(PlayDecision.game_id, PlayDecision.grade).where(
                PlayDecision.game_id.in_(game_ids), PlayDecision.grade.is_not(None)
            )
        ):
            grades.setdefault(game_id, []).append(str(grade))
    return [
        PlayRecord(user_id, as_utc(created), hands, tuple(grades.get(game_id, ())))
        for game_id, user_id, created, hands in games
        if user_id is not None and as_utc(created) >= as_utc(joined[user_id])
    ]


def class_students(classroom: Classroom) -> list[Student]:
    members = sorted(classroom.students, key=lambda s: (s.user.name.casefold(), s.user_id))
    return [Student(m.user_id, m.user.name) for m in members]


def assignments_for_student(user: User) -> list[Assignment]:
    """What ``user`` has to do, across their (unarchived) classes, soonest due first."""
    found = [
        assignment
        for classroom in student_classes(user)
        for assignment in classroom.assignments
        if assignment_for(assignment, user.id)
    ]
    return sorted(found, key=lambda a: (a.due_on is None, a.due_on or date.max, a.id))


# -- what students did ---------------------------------------------------------------------


def attempt_records(
    user_ids: Sequence[int], set_ids: Sequence[str] | None = None
) -> list[AttemptRecord]:
    if not user_ids:
        return []
    # Plain columns, not Attempt objects: a class's reports read thousands of rows, and
    # building ORM objects for them was most of a teacher page's time.
    query = (
        select(
            Learner.user_id,
            Attempt.set_id,
            Attempt.item_id,
            Attempt.themes,
            Attempt.answer,
            Attempt.correct,
            Attempt.mistake,
            Attempt.created_at,
        )
        .join(Learner, Learner.id == Attempt.learner_id)
        .where(Learner.user_id.in_(user_ids))
        .order_by(Attempt.created_at, Attempt.id)
    )
    if set_ids is not None:
        query = query.where(Attempt.set_id.in_(list(set_ids)))
    return [
        AttemptRecord(
            user_id=int(user_id or 0),
            set_id=set_id,
            item_id=item_id,
            themes=tuple(themes.split()),
            answer=answer,
            correct=bool(correct),
            mistake=mistake,
            created_at=as_utc(created_at),
        )
        for user_id, set_id, item_id, themes, answer, correct, mistake, created_at in (
            db.session.execute(query).all()
        )
    ]


@dataclass(frozen=True)
class ReadRecord:
    user_id: int
    slug: str
    lang: str
    read_at: datetime


def lesson_reads(user_ids: Sequence[int]) -> list[ReadRecord]:
    if not user_ids:
        return []
    query = (
        select(LessonRead, Learner.user_id)
        .join(Learner, Learner.id == LessonRead.learner_id)
        .where(Learner.user_id.in_(user_ids))
        .order_by(LessonRead.read_at)
    )
    return [
        ReadRecord(int(user_id or 0), read.slug, read.lang, as_utc(read.read_at))
        for read, user_id in db.session.execute(query).all()
    ]


# -- what a class may see ------------------------------------------------------------------
# A class sees its students' answers from the moment each joined, except on quiz sets that
# only their other classes assigned: not what a child did before (a stranger teacher could
# otherwise get a child to join and export everything), nor another class's homework.


def assigned_refs(classroom: Classroom, kind: str) -> set[str]:
    """The quiz set ids (``kind="quiz"``) or lesson slugs the class has assigned."""
    return {i.ref for a in classroom.assignments for i in a.items if i.kind == kind}


def joined_at(classroom: Classroom) -> dict[int, datetime]:
    return {m.user_id: as_utc(m.joined_at) for m in classroom.students}


def _other_classes_sets(classroom: Classroom, user_ids: Sequence[int]) -> dict[int, set[str]]:
    """Per student, the quiz sets their other classes assigned and this one did not."""
    rows = db.session.execute(
        select(ClassStudent.user_id, AssignmentItem.ref)
        .join(Assignment, Assignment.classroom_id == ClassStudent.classroom_id)
        .join(AssignmentItem, AssignmentItem.assignment_id == Assignment.id)
        .where(
            ClassStudent.user_id.in_(list(user_ids)),
            ClassStudent.classroom_id != classroom.id,
            AssignmentItem.kind == "quiz",
        )
    )
    ours = assigned_refs(classroom, "quiz")
    others: dict[int, set[str]] = {}
    for user_id, ref in rows:
        if ref not in ours:
            others.setdefault(user_id, set()).add(ref)
    return others


def class_attempt_records(
    classroom: Classroom,
    user_ids: Sequence[int] | None = None,
    set_ids: Sequence[str] | None = None,
) -> list[AttemptRecord]:
    """This class's view of its students' answers: since each joined, and not on the
    sets only their other classes assigned."""
    joined = joined_at(classroom)
    members = sorted(joined if user_ids is None else set(user_ids) & set(joined))
    if not members:
        return []
    others = _other_classes_sets(classroom, members)
    return [
        record
        for record in attempt_records(members, set_ids)
        if record.created_at >= joined[record.user_id]
        and record.set_id not in others.get(record.user_id, ())
    ]


def class_lesson_reads(
    classroom: Classroom, user_ids: Sequence[int] | None = None
) -> list[ReadRecord]:
    """Its students' lesson reads since joining, and of the lessons it assigned whenever
    they were read: a lesson read before joining still counts as done (reading it again
    changes nothing), but the student page does not say when."""
    joined = joined_at(classroom)
    members = sorted(joined if user_ids is None else set(user_ids) & set(joined))
    lessons = assigned_refs(classroom, "lesson")
    return [
        read
        for read in lesson_reads(members)
        if read.read_at >= joined[read.user_id] or read.slug in lessons
    ]
