"""The learner behind a request, and what they have done so far.

Progress belongs to a ``Learner``. A visitor who has not signed in gets one on their first
real action (an answer), its id kept in the signed session cookie; signing in or
registering hands that learner's progress to the account (``adopt_session_learner``).

Looking is not acting: a visitor without a learner who opens lessons has them remembered
in the session cookie only (``READ_KEY``), and they move into the database with the
visitor's first answer or account. So a crawler, which never answers, stores nothing.

Which items a learner has answered is practice's (``tutor.practice.item_progress``, written
with every stored answer): this module reads and moves it, and practice never imports this
one, so the imports point one way, web -> practice.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from flask import g, session
from flask_login import current_user
from sqlalchemy import Connection, Integer, bindparam, cast, delete, func, select
from sqlalchemy.exc import IntegrityError

from tutor.extensions import db
from tutor.models import Attempt, ItemProgress, Learner, LessonRead, User
from tutor.practice.deck import LearnerRow, merge_learners
from tutor.practice.item_progress import note_item_answered
from tutor.web.database import DirectStatement, rows

SESSION_KEY = "learner_id"
# Lessons a visitor without a learner has opened: [[slug, lang], …] in the session cookie.
READ_KEY = "lessons_read"
MAX_SESSION_READS = 200


def current_learner(create: bool = True) -> Learner | None:
    """The Learner for this request; made (and remembered) on first need if ``create``."""
    learner = _current_learner(create)
    _remember_learner_id(learner.id if learner is not None else None)
    return learner


def _current_learner(create: bool) -> Learner | None:
    if current_user.is_authenticated:
        # The signed-in account (tutor.web.sessions.Account) carries its learner's id.
        account = current_user._get_current_object()
        if account.learner_id is not None:
            found: Learner | None = db.session.get(Learner, account.learner_id)
            return found
        if not create:
            return None
        made = Learner(user_id=account.id)
        db.session.add(made)
        db.session.commit()
        account.learner_id = made.id
        return made
    learner_id = session.get(SESSION_KEY)
    if isinstance(learner_id, int):
        learner = db.session.get(Learner, learner_id)
        # A learner since attached to an account is that account's, not this visitor's.
        if learner is not None and learner.user_id is None:
            return learner
    if not create:
        return None
    learner = Learner()
    db.session.add(learner)
    db.session.flush()
    for slug, lang in _session_reads(pop=True):
        db.session.add(LessonRead(learner_id=learner.id, slug=slug, lang=lang))
    db.session.commit()
    session[SESSION_KEY] = learner.id
    session.permanent = True
    return learner


# The learner's id, kept for the rest of the request under the identity it was found for
# (the signed-in session's secret, or the visitor's learner id in the cookie): after a
# commit the Learner row is expired, and reading its id again would cost a query. A
# request that signs in or out changes the identity, so the id is looked up afresh.
_G_LEARNER = "_tutor_learner_id"


def _identity() -> tuple[str, object]:
    return _who()[0]


def _who() -> tuple[tuple[str, object], Any]:
    """This request's identity (as ``_identity`` names it) and its signed-in account
    (``tutor.web.sessions.Account``; None for a visitor): Flask-Login's ``current_user``
    asked once, where each of its attributes read through the proxy asks again."""
    user = current_user._get_current_object()
    if user.is_authenticated:
        return ("user", user.get_id()), user
    return ("visitor", session.get(SESSION_KEY)), None


def _remember_learner_id(learner_id: int | None) -> None:
    setattr(g, _G_LEARNER, (_identity(), learner_id))


# Asked by every review page and answer of a visitor: built once, on the table (a plain
# row, without the ORM's per-statement work, about half the cost of a query this small).
_LEARNER_TABLE = Learner.__table__
_LEARNER_OWNER = DirectStatement(
    select(_LEARNER_TABLE.c.user_id, _LEARNER_TABLE.c.created_at).where(
        _LEARNER_TABLE.c.id == bindparam("learner_id")
    )
)
# A visitor's learner row as ``current_learner_id`` read it: (identity, LearnerRow).
_G_LEARNER_ROW = "_tutor_learner_row"


def current_learner_id(connection: Connection | None = None) -> int | None:
    """``current_learner(create=False)``'s id, looked up once per request and identity
    (``connection``: where to read a visitor's owner, if not on the session's)."""
    identity, account = _who()
    kept = g.get(_G_LEARNER)
    if kept is not None and kept[0] == identity:
        return int(kept[1]) if kept[1] is not None else None
    if account is None:
        # A visitor's id needs only its row's owner (one attached to an account since is
        # that account's), not the whole Learner.
        found: int | None = None
        learner_id = identity[1]
        if isinstance(learner_id, int):
            owner = _LEARNER_OWNER.rows({"learner_id": learner_id}, connection)
            found = learner_id if owner and owner[0][0] is None else None
            if found is not None:
                setattr(g, _G_LEARNER_ROW, (identity, LearnerRow(*owner[0])))
        setattr(g, _G_LEARNER, (identity, found))
        return found
    # The signed-in account was read with its learner's id: no query.
    signed_in: int | None = account.learner_id
    setattr(g, _G_LEARNER, (identity, signed_in))
    return signed_in


@dataclass(frozen=True)
class Claim:
    """The learner a request claims before any query (``claim``), and who claims it."""

    learner_id: int | None
    user_id: int | None  # the signed-in account's id; None for a visitor
    identity: tuple[str, object]  # as ``_identity`` names it

    def confirm(self, exists: bool, owner_user_id: int | None) -> int | None:
        """The claimed learner if it exists and is this request's, by the owner its row
        names (as ``is_own_learner`` would say); kept for the rest of the request (as
        ``current_learner_id`` keeps it), so later asks cost no query."""
        learner_id = self.learner_id
        if learner_id is not None and exists:
            if self.user_id is not None:
                owned = owner_user_id is not None and owner_user_id == self.user_id
            else:  # a visitor's learner since attached to an account is that account's
                owned = owner_user_id is None
            if not owned:
                learner_id = None
        else:
            learner_id = None
        setattr(g, _G_LEARNER, (self.identity, learner_id))
        return learner_id


def claim() -> Claim:
    """The learner this request claims before any query: the signed-in account's (loaded
    with it, so already its own) or the visitor's id from the signed session cookie,
    which the caller confirms (``Claim.confirm``) by the owner it reads. Who is signed in
    is asked once (a page that reads a row of the learner's asks no more)."""
    identity, account = _who()
    if account is not None:
        return Claim(current_learner_id(), int(account.id), identity)
    learner_id = identity[1]
    claimed = learner_id if isinstance(learner_id, int) else None
    return Claim(claimed, None, identity)


def is_own_learner(learner_id: int, owner_user_id: int | None) -> bool:
    """Whether the learner ``learner_id`` (whose row names ``owner_user_id`` as its
    account) is this request's, as ``current_learner_id`` would find it, without reading
    the learner again: a caller that reads a row of the learner's joins the owner to it."""
    if current_user.is_authenticated:
        return owner_user_id is not None and owner_user_id == current_user.id
    # A visitor's learner since attached to an account is that account's.
    return owner_user_id is None and session.get(SESSION_KEY) == learner_id


def learner_for_update() -> Learner:
    """The request's learner, made now if this visitor has none yet."""
    learner = current_learner(create=True)
    if learner is None:  # pragma: no cover  (create=True always gives one)
        raise RuntimeError("no learner could be made for this request")
    return learner


def learner_id_for_update(connection: Connection | None = None) -> int:
    """``learner_for_update()``'s id, without loading the Learner where the request knows
    it: kept for the request, the signed-in account's (loaded with it), or a visitor's
    checked by its owner column alone (read on ``connection`` if given). Made now, through
    the session, if this visitor has none yet."""
    learner_id = current_learner_id(connection)
    if learner_id is not None:
        return learner_id
    return learner_for_update().id


def known_learner_row() -> LearnerRow | None:
    """The owner and age of ``current_learner_id()``'s row where this request knows them
    without a query: a signed-in account's learner is the account's; a visitor's row as
    its owner check read it. None if not known (``note_answer`` reads the row then)."""
    identity, account = _who()
    if account is not None:
        # The account's learner (loaded with the account): its age does not matter.
        return LearnerRow(int(account.id), None)
    kept = g.get(_G_LEARNER_ROW)
    if kept is not None and kept[0] == identity:
        row: LearnerRow = kept[1]
        return row
    return None


def adopt_session_learner(user: User) -> None:
    """Give the anonymous visitor's progress to ``user`` (merging if they already have some)."""
    _adopt_session_learner(user)
    reads = _session_reads(pop=True)
    if reads:
        if user.learner is None:
            user.learner = Learner()
            db.session.flush()
        for slug, lang in reads:
            mark_lesson_read(user.learner, slug, lang)


def _adopt_session_learner(user: User) -> None:
    learner_id = session.pop(SESSION_KEY, None)
    visitor = db.session.get(Learner, learner_id) if isinstance(learner_id, int) else None
    if visitor is None or visitor.user_id is not None:
        return
    if user.learner is None:
        visitor.user = user
        db.session.commit()
        return
    keeper = user.learner
    for attempt in list(visitor.attempts):
        attempt.learner = keeper
    move_item_progress(visitor.id, keeper.id)
    already_read = {read.slug for read in keeper.lessons_read}
    for read in list(visitor.lessons_read):
        if read.slug not in already_read:
            read.learner = keeper
    merge_learners(visitor.id, keeper.id)
    from tutor.play.models import merge_learners as merge_play

    merge_play(visitor.id, keeper.id)
    # What is left on the visitor (lessons the account had read too) goes with it.
    db.session.delete(visitor)
    db.session.commit()


# Asked on every lesson page of a learner: one row read on the DBAPI cursor, and nothing
# written (nor committed) when the lesson was read before, as it mostly was.
_LESSON_READS = LessonRead.__table__
_LESSON_READ = DirectStatement(
    select(_LESSON_READS.c.id).where(
        _LESSON_READS.c.learner_id == bindparam("learner_id"),
        _LESSON_READS.c.slug == bindparam("slug"),
    )
)


def mark_lesson_read(learner: Learner | int, slug: str, lang: str) -> None:
    learner_id = learner.id if isinstance(learner, Learner) else learner
    if _LESSON_READ.rows({"learner_id": learner_id, "slug": slug}):
        return
    db.session.add(LessonRead(learner_id=learner_id, slug=slug, lang=lang))
    try:
        db.session.commit()
    except IntegrityError:  # the same learner read it in a parallel request
        db.session.rollback()


def record_lesson_read(slug: str, lang: str) -> None:
    """The lesson was shown: remember it as read, in the database only for someone who
    has an account or has already acted (see the module's docstring)."""
    if current_user.is_authenticated:
        learner_id = current_learner_id()
        if learner_id is None:
            learner_id = learner_id_for_update()
        mark_lesson_read(learner_id, slug, lang)
        return
    learner = current_learner(create=False)
    if learner is not None:
        mark_lesson_read(learner, slug, lang)
        return
    reads = _session_reads()
    if slug not in {read_slug for read_slug, _lang in reads} and len(reads) < MAX_SESSION_READS:
        session[READ_KEY] = [[read_slug, read_lang] for read_slug, read_lang in reads] + [
            [slug, lang]
        ]
        session.permanent = True


def _session_reads(*, pop: bool = False) -> list[tuple[str, str]]:
    """The [slug, lang] pairs kept in the cookie (anything malformed in it is ignored)."""
    stored = session.pop(READ_KEY, None) if pop else session.get(READ_KEY)
    if not isinstance(stored, list):
        return []
    return [
        (pair[0], pair[1])
        for pair in stored[:MAX_SESSION_READS]
        if isinstance(pair, list)
        and len(pair) == 2
        and isinstance(pair[0], str)
        and isinstance(pair[1], str)
        and 0 < len(pair[0]) <= 120  # the columns' sizes (LessonRead.slug, .lang)
        and 0 < len(pair[1]) <= 8
    ]


def lessons_read(learner: Learner | None) -> set[str]:
    """Slugs read by ``learner``, and by this visitor in the session if not signed in."""
    read: set[str] = set()
    if not current_user.is_authenticated:
        read = {slug for slug, _lang in _session_reads()}
    if learner is None:
        return read
    return read | set(
        db.session.scalars(select(LessonRead.slug).where(LessonRead.learner_id == learner.id))
    )


@dataclass(frozen=True)
class SetProgress:
    """How one learner has done on one quiz set."""

    set_id: str
    attempts: int
    correct: int
    items_answered: int  # distinct items with at least one attempt
    items_right: int  # distinct items answered right at least once

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.attempts if self.attempts else None

    @property
    def percent(self) -> int | None:
        accuracy = self.accuracy
        return None if accuracy is None else round(accuracy * 100)


def set_progress(learner: Learner | None, set_ids: Iterable[str]) -> dict[str, SetProgress]:
    """Per-set counts for ``set_ids`` (sets never tried get zeros)."""
    wanted = list(set_ids)
    result = {set_id: SetProgress(set_id, 0, 0, 0, 0) for set_id in wanted}
    if learner is None or not wanted:
        return result
    rows = db.session.execute(
        select(
            Attempt.set_id,
            func.count(Attempt.id),
            func.sum(cast(Attempt.correct, Integer)),
            func.count(func.distinct(Attempt.item_id)),
        )
        .where(Attempt.learner_id == learner.id, Attempt.set_id.in_(wanted))
        .group_by(Attempt.set_id)
    )
    right: dict[str, int] = {
        set_id: count
        for set_id, count in db.session.execute(
            select(Attempt.set_id, func.count(func.distinct(Attempt.item_id)))
            .where(
                Attempt.learner_id == learner.id,
                Attempt.set_id.in_(wanted),
                Attempt.correct.is_(True),
            )
            .group_by(Attempt.set_id)
        )
    }
    for set_id, attempts, correct, answered in rows:
        result[set_id] = SetProgress(
            set_id, attempts, int(correct or 0), answered, int(right.get(set_id, 0))
        )
    return result


def _learner_id(learner: Learner | int | None) -> int | None:
    return learner.id if isinstance(learner, Learner) else learner


# Asked on every quiz page: built once (building a statement costs about as much as
# running one this small). One row per item the learner answered, however many times.
_PROGRESS = ItemProgress.__table__
_ITEMS_TRIED_SELECT = select(_PROGRESS.c.item_id).where(
    _PROGRESS.c.learner_id == bindparam("learner_id"), _PROGRESS.c.set_id == bindparam("set_id")
)
_ITEMS_TRIED = DirectStatement(_ITEMS_TRIED_SELECT)
_ITEMS_RIGHT = DirectStatement(_ITEMS_TRIED_SELECT.where(_PROGRESS.c.answered_right.is_(True)))


def move_item_progress(visitor_id: int, keeper_id: int) -> None:
    """A merge: the visitor's item progress joins the keeper's (right if either was)."""
    found = rows(
        select(_PROGRESS.c.set_id, _PROGRESS.c.item_id, _PROGRESS.c.answered_right).where(
            _PROGRESS.c.learner_id == visitor_id
        )
    ).all()
    for set_id, item_id, answered_right in found:
        note_item_answered(keeper_id, set_id, item_id, bool(answered_right))
    db.session.connection().execute(delete(_PROGRESS).where(_PROGRESS.c.learner_id == visitor_id))


def items_answered_right(
    learner: Learner | int | None, set_id: str, connection: Connection | None = None
) -> set[str]:
    """Items of the set answered right at least once (by a Learner or a learner id).
    ``connection``: the session's, where the caller has it (as ``DirectStatement.rows``)."""
    learner_id = _learner_id(learner)
    if learner_id is None:
        return set()
    params = {"learner_id": learner_id, "set_id": set_id}
    return {row[0] for row in _ITEMS_RIGHT.rows(params, connection)}


# The learner's owner with the set's right items, in one row per item (one row with no
# item when there is none): a visitor's quiz page confirms its claimed learner and reads
# what it solved in one statement instead of two.
_OWNER_AND_ITEMS_RIGHT = DirectStatement(
    select(_LEARNER_TABLE.c.user_id, _PROGRESS.c.item_id)
    .select_from(_LEARNER_TABLE)
    .outerjoin(
        _PROGRESS,
        (_PROGRESS.c.learner_id == _LEARNER_TABLE.c.id)
        & (_PROGRESS.c.set_id == bindparam("set_id"))
        & _PROGRESS.c.answered_right.is_(True),
    )
    .where(_LEARNER_TABLE.c.id == bindparam("learner_id"))
)


def my_items_answered_right(set_id: str) -> set[str]:
    """``items_answered_right(current_learner_id(), set_id)``: a visitor's learner not yet
    confirmed in this request is confirmed by the owner read with the items (``claim``)."""
    kept = g.get(_G_LEARNER)
    if kept is not None and kept[0] == _identity():
        return items_answered_right(kept[1], set_id)
    claimed = claim()
    if claimed.learner_id is None or claimed.user_id is not None:
        return items_answered_right(claimed.learner_id, set_id)
    # Mostly the page's only read: on a connection of its own (``rows_apart``).
    found = _OWNER_AND_ITEMS_RIGHT.rows_apart({"learner_id": claimed.learner_id, "set_id": set_id})
    if claimed.confirm(bool(found), found[0][0] if found else None) is None:
        return set()
    return {item_id for _, item_id in found if item_id is not None}


def items_attempted(learner: Learner | int | None, set_id: str) -> set[str]:
    learner_id = _learner_id(learner)
    if learner_id is None:
        return set()
    params = {"learner_id": learner_id, "set_id": set_id}
    return {row[0] for row in _ITEMS_TRIED.rows(params)}
