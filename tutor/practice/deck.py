"""The review deck and the ratings in the database: every answer goes through ``note_answer``.

``note_answer`` adds its changes to the session without committing, so the caller stores
the answer and what it did to the deck and the ratings in one transaction (or nothing).
Rows another request may be making at the same moment (a learner's first card for a skill,
an item's first rating) are inserted with "on conflict do nothing" first, then updated.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, NamedTuple

from flask import current_app
from fsrs import Rating
from sqlalchemy import (
    Connection,
    Insert,
    Select,
    Table,
    bindparam,
    delete,
    func,
    insert,
    literal,
    select,
    text,
    true,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite

from tutor.extensions import db
from tutor.models import Attempt, Learner
from tutor.practice import rating as glicko
from tutor.practice.item_progress import note_item_answered
from tutor.practice.models import (
    LEECHES,
    DrillMiss,
    DrillRun,
    ItemRating,
    LearnerRating,
    SkillCard,
    skill_state,
)
from tutor.practice.scheduling import LEECH_MISSES, rating_for, review, suspends
from tutor.web.clock import as_utc
from tutor.web.database import DirectStatement


@dataclass(frozen=True)
class Answer:
    """One answer as practice sees it: which skills, right or not, how long it took."""

    kind: str
    themes: tuple[str, ...]
    correct: bool
    time_taken_ms: int | None
    item_id: str | None = None  # a bank item (rated); None for a drill question
    difficulty: int = 3


# The answer's writes are Core statements on the tables, built once per process, with the
# values as bound parameters: reading ORM objects and writing them back through the unit
# of work (identity map, change tracking, flush) cost most of an answer's CPU. Only the
# columns an update needs are read, and every read that precedes a write locks its rows
# (FOR UPDATE on PostgreSQL; on SQLite the caller's own first write, the attempt, drill
# run or puzzle run, already holds the database's write lock), so two answers never both
# read the same old values.
_ATTEMPT: Table = Attempt.__table__
_CARD: Table = SkillCard.__table__
_LEARNER_RATING: Table = LearnerRating.__table__
_ITEM_RATING: Table = ItemRating.__table__

# Run below SQLAlchemy's execution layer (``DirectStatement``): each is one parameter set
# and its SQL the same on every answer, so what the layer adds per statement (execution
# context, cache lookup, result object) is most of what it costs.
_ATTEMPT_COLUMNS = tuple(column.name for column in _ATTEMPT.c if column.name != "id")
# ``inline``: without PostgreSQL's implicit ``RETURNING id`` (nothing reads the new id).
_INSERT_ATTEMPT = DirectStatement(
    insert(_ATTEMPT).values({name: bindparam(name) for name in _ATTEMPT_COLUMNS}).inline()
)
_INSERT_ATTEMPT_ANY = insert(_ATTEMPT)


class _CardRow(NamedTuple):
    """A skill card as the answer reads it (``skill_state`` reads these names)."""

    id: int
    skill: str
    state: int
    step: int | None
    stability: float | None
    difficulty: float | None
    due: datetime
    last_review: datetime | None
    reviews: int
    misses: int
    suspended: bool


_CARD_COLUMNS = tuple(_CARD.c[name] for name in _CardRow._fields)
# The learner's cards of the answer's skills, locked; one statement per number of skills
# (an expanding IN is compiled per execution), made on first use.
_SKILL_CARDS: dict[int, DirectStatement] = {}


def _skill_cards(count: int) -> DirectStatement:
    statement = _SKILL_CARDS.get(count)
    if statement is None:
        statement = _SKILL_CARDS[count] = DirectStatement(
            select(*_CARD_COLUMNS)
            .where(
                _CARD.c.learner_id == bindparam("learner_id"),
                _CARD.c.skill.in_([bindparam(f"skill_{n}") for n in range(count)]),
            )
            .with_for_update()
        )
    return statement


# Bound names differ from the column names: those are the SET clause's own.
_STORE_CARD = DirectStatement(
    update(_CARD)
    .where(_CARD.c.id == bindparam("card_id"))
    .values(
        state=bindparam("new_state"),
        step=bindparam("new_step"),
        stability=bindparam("new_stability"),
        difficulty=bindparam("new_difficulty"),
        due=bindparam("new_due"),
        last_review=bindparam("new_last_review"),
        reviews=bindparam("new_reviews"),
        misses=bindparam("new_misses"),
        suspended=bindparam("new_suspended"),
    )
)


@dataclass(frozen=True)
class _RatingRows:
    """A rating table with its locked read of one row by key and that row's update."""

    table: Table
    read: DirectStatement  # rating, rd, volatility, games
    store: DirectStatement


def _rating_rows(table: Table, key: str) -> _RatingRows:
    return _RatingRows(
        table,
        DirectStatement(
            select(table.c.rating, table.c.rd, table.c.volatility, table.c.games)
            .where(table.c[key] == bindparam("key"))
            .with_for_update()
        ),
        DirectStatement(
            update(table)
            .where(table.c[key] == bindparam("key"))
            .values(
                rating=bindparam("new_rating"),
                rd=bindparam("new_rd"),
                volatility=bindparam("new_volatility"),
                games=bindparam("new_games"),
            )
        ),
    )


_LEARNER_RATINGS = _rating_rows(_LEARNER_RATING, "learner_id")
_ITEM_RATINGS = _rating_rows(_ITEM_RATING, "item_id")

# "Insert unless there" per table and dialect, made on first use.
_INSERTS_MISSING: dict[tuple[str, str], Insert] = {}


def _insert_missing(connection: Connection, table: Table, rows: list[dict[str, Any]]) -> None:
    """Insert the rows another request may be inserting at the same moment: one that is
    there already is left alone (the caller reads it again, locked)."""
    dialect = connection.dialect.name
    statement = _INSERTS_MISSING.get((table.name, dialect))
    if statement is None:
        dialect_insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        statement = dialect_insert(table).on_conflict_do_nothing()
        _INSERTS_MISSING[(table.name, dialect)] = statement
    # The rows go as parameters (executemany), not in the statement, so the statement is
    # compiled once per process whatever the rows.
    connection.execute(statement, rows)


def insert_attempt(values: dict[str, Any], connection: Connection | None = None) -> None:
    """Insert an answer's ``Attempt`` row (every column given) in the session's
    transaction (``connection``: the session's, if the caller has it). A replayed nonce
    raises ``IntegrityError`` here: call it before ``note_answer``, so a replay never
    reaches the deck."""
    if connection is None:
        connection = db.session.connection()
    if len(values) == len(_ATTEMPT_COLUMNS) and all(name in values for name in _ATTEMPT_COLUMNS):
        _INSERT_ATTEMPT.rows(values, connection)
    else:  # pragma: no cover  (a caller leaving columns to their defaults)
        connection.execute(_INSERT_ATTEMPT_ANY, values)
    note_item_answered(
        values["learner_id"],
        values["set_id"],
        values["item_id"],
        values["correct"],
        connection=connection,
    )


class LearnerRow(NamedTuple):
    """What of the learner's row decides whether its answers rate items (``_rates_items``):
    the account it belongs to, and when it was made."""

    user_id: int | None
    created_at: datetime | None


def note_answer(
    learner_id: int,
    answer: Answer,
    now: datetime,
    connection: Connection | None = None,
    *,
    learner_row: LearnerRow | None = None,
) -> None:
    """Rate each of the answer's skills in the learner's deck and, for a bank item, play
    one Glicko-2 game between learner and item. Writes in the session's transaction; does
    not commit, so the caller stores the answer and all this together or not at all.

    Rows are read (locked) first and only the missing ones inserted, then read again: an
    answer to known skills and rated items writes no insert at all. The statements go to
    the session's connection without an autoflush: a caller that has added ORM objects
    this must follow (the puzzle's attempt) flushes them first. ``connection``: the
    session's, if the caller has it already. ``learner_row``: the learner's owner and age,
    if the caller has read them in this transaction (the learner's row is not read again).
    """
    if connection is None:
        connection = db.session.connection()
    skills = list(dict.fromkeys(answer.themes))
    if skills:
        read = _skill_cards(len(skills))
        params: dict[str, Any] = {f"skill_{n}": skill for n, skill in enumerate(skills)}
        params["learner_id"] = learner_id
        cards = [_CardRow(*row) for row in read.rows(params, connection)]
        missing = set(skills) - {card.skill for card in cards}
        if missing:
            new_cards = [
                {"learner_id": learner_id, "skill": s, "due": now, "state": 1, "step": 0}
                for s in skills
                if s in missing
            ]
            _insert_missing(connection, _CARD, new_cards)
            cards = [_CardRow(*row) for row in read.rows(params, connection)]
        grade = rating_for(answer.correct, answer.kind, answer.time_taken_ms)
        stored = []
        for card in cards:
            new = review(skill_state(card), grade, now)
            stored.append(
                {
                    "card_id": card.id,
                    "new_state": new.state,
                    "new_step": new.step,
                    "new_stability": new.stability,
                    "new_difficulty": new.difficulty,
                    # As ``Scheduled.store``: a state without a due date keeps the old one.
                    "new_due": new.due if new.due is not None else card.due,
                    "new_last_review": new.last_review,
                    "new_reviews": new.reviews,
                    "new_misses": new.misses,
                    "new_suspended": bool(card.suspended) or suspends(card.misses, new.misses),
                }
            )
        if stored:  # always, once the missing cards are in; an empty executemany fails
            _STORE_CARD.run_many(stored, connection)
    if answer.item_id is not None:
        counted = _rates_items(connection, learner_id, now, learner_row)
        _play(connection, learner_id, answer.item_id, answer.difficulty, answer.correct, counted)


def _locked_rating(
    connection: Connection, rows: _RatingRows, key: object, row: dict[str, Any]
) -> tuple[Any, ...]:
    """The rating row of ``key`` (locked): rating, rd, volatility and games, inserted
    first as ``row`` if it is not there."""
    found = rows.read.rows({"key": key}, connection)
    if found:
        return found[0]
    _insert_missing(connection, rows.table, [row])
    (inserted,) = rows.read.rows({"key": key}, connection)
    return inserted


# Item ratings order everyone's sets (``tutor.practice.ordering``), so only answers that
# stand for a distinct, real learner move them (issue 32): a learner's first answer to the
# item, from an account or from a visitor whose learner is older than
# ``ITEM_RATING_VISITOR_AGE`` (a visitor who drops its cookie is a new learner each time),
# and for the item's side of the game the learner's rating is held within this many points
# of the start, so a learner who inflated their own rating cannot drag an item far.
ITEM_GAME_RATING_SPAN = 400.0

_LEARNER_ROW: Table = Learner.__table__
_RATES_ITEMS = DirectStatement(
    select(_LEARNER_ROW.c.user_id, _LEARNER_ROW.c.created_at).where(
        _LEARNER_ROW.c.id == bindparam("learner_id")
    )
)
# Read after the item's rating row is locked: a second answer racing the first waits for
# it, and then sees its attempt (PostgreSQL's read committed; SQLite serialises writers).
# Whether there is more than one is all that is asked, so at most two are counted: a
# learner who has answered an item a thousand times made this read scan them all.
_FIRST_TWO_ANSWERS = (
    select(_ATTEMPT.c.id)
    .where(_ATTEMPT.c.learner_id == bindparam("learner_id"))
    .where(_ATTEMPT.c.item_id == bindparam("item_id"))
    .limit(2)
    .subquery()
)
_ANSWERS_TO_ITEM = DirectStatement(select(func.count()).select_from(_FIRST_TWO_ANSWERS))


def _visitor_age() -> timedelta:
    value = current_app.config.get("ITEM_RATING_VISITOR_AGE", timedelta(days=1))
    return value if isinstance(value, timedelta) else timedelta(seconds=int(value))


def _rates_items(
    connection: Connection, learner_id: int, now: datetime, known: LearnerRow | None
) -> bool:
    """Whether this learner's answers may rate items: an account's, or a visitor's
    learner made at least ``ITEM_RATING_VISITOR_AGE`` ago (its row read unless
    ``known``)."""
    if known is None:
        found = _RATES_ITEMS.rows({"learner_id": learner_id}, connection)
        if not found:
            return False
        known = LearnerRow(*found[0])
    user_id, created_at = known
    age = _visitor_age()
    if user_id is not None or age <= timedelta(0):  # 0: every visitor's answers count
        return True
    return created_at is not None and as_utc(created_at) <= now - age


def _first_answer(connection: Connection, learner_id: int, item_id: str) -> bool:
    """Whether the attempt being stored is the learner's only one to this item (a caller
    that stores no attempt, none at all, counts as a first answer too)."""
    params = {"learner_id": learner_id, "item_id": item_id}
    (count,) = _ANSWERS_TO_ITEM.rows(params, connection)[0]
    return int(count) <= 1


def _capped(learner: glicko.Glicko) -> glicko.Glicko:
    low = glicko.START_RATING - ITEM_GAME_RATING_SPAN
    high = glicko.START_RATING + ITEM_GAME_RATING_SPAN
    return glicko.Glicko(min(max(learner.rating, low), high), learner.rd, learner.volatility)


def _play(
    connection: Connection,
    learner_id: int,
    item_id: str,
    difficulty: int,
    correct: bool,
    counted: bool,
) -> None:
    """One Glicko-2 game: the learner's rating always moves; the item's only for a
    counted answer (``counted``: the learner rates items, see ``ITEM_GAME_RATING_SPAN``)."""
    learner = _locked_rating(connection, _LEARNER_RATINGS, learner_id, {"learner_id": learner_id})
    learner_before = glicko.Glicko(learner[0], learner[1], learner[2])
    start = glicko.item_start(difficulty)
    if counted:
        item = _locked_rating(
            connection, _ITEM_RATINGS, item_id, {"item_id": item_id, "rating": start.rating}
        )
        item_before = glicko.Glicko(item[0], item[1], item[2])
        counted = _first_answer(connection, learner_id, item_id)
    else:
        item_before = start
        found = _ITEM_RATINGS.read.rows({"key": item_id}, connection)
        if found:
            item_before = glicko.Glicko(found[0][0], found[0][1], found[0][2])
    new_learner = glicko.learner_after(learner_before, item_before, correct)
    _LEARNER_RATINGS.store.rows(_rating_values(learner_id, new_learner, learner), connection)
    if counted:
        new_item = glicko.item_after(_capped(learner_before), item_before, correct)
        _ITEM_RATINGS.store.rows(_rating_values(item_id, new_item, item), connection)


def _rating_values(key: object, new: glicko.Glicko, old: tuple[Any, ...]) -> dict[str, Any]:
    """The update's parameters: the new rating, one game more than the locked row had
    (``old``: its rating, rd, volatility and games)."""
    return {
        "key": key,
        "new_rating": new.rating,
        "new_rd": new.rd,
        "new_volatility": new.volatility,
        "new_games": old[3] + 1,
    }


# A named tuple: every review page makes one, and a frozen dataclass sets each field
# through a call.
class DeckEntry(NamedTuple):
    """What the pages show of a skill card (read without loading the whole row)."""

    skill: str
    due: datetime
    misses: int
    reviews: int
    suspended: bool = False  # a leech out of review until the learner brings it back


def tie_key(learner_id: int | None, name: str) -> bytes:
    """Where a skill (or a bank item, by its id) goes among those due at the same moment
    or equally near the learner's level: a hash of the name keyed by the learner, so each
    learner has an order of their own (the same on every page and process) and no preset
    or kind comes first because of its name (ids and skills sort Bid and British first)."""
    seed = f"practice-order/{learner_id or 0}".encode()
    return hashlib.blake2b(name.encode(), digest_size=8, key=seed).digest()


def deck(learner_id: int | None) -> list[DeckEntry]:
    """Every skill card of the learner, soonest due first (ties in ``tie_key`` order)."""
    return deck_and_rating(learner_id)[0]


_DECK_AND_RATING = (
    select(
        SkillCard.skill,
        SkillCard.due,
        SkillCard.misses,
        SkillCard.reviews,
        SkillCard.suspended,
        select(LearnerRating.rating)
        .where(LearnerRating.learner_id == bindparam("learner_id"))
        .scalar_subquery(),
    )
    .where(SkillCard.learner_id == bindparam("learner_id"))
    .order_by(SkillCard.due)
)


def deck_and_rating(learner_id: int | None) -> tuple[list[DeckEntry], float]:
    """The deck and the learner's rating, in one query (the review page needs both)."""
    if learner_id is None:
        return [], glicko.START_RATING
    rows = db.session.execute(_DECK_AND_RATING, {"learner_id": learner_id}).all()
    entries = [DeckEntry(row[0], as_utc(row[1]), row[2], row[3], bool(row[4])) for row in rows]
    # Cards due at the same moment in the learner's own order, as the review serves them.
    entries.sort(key=lambda entry: (entry.due, tie_key(learner_id, entry.skill)))
    stored = rows[0][5] if rows else None
    return entries, float(stored) if stored is not None else glicko.START_RATING


# A named tuple: every review page makes one, and a frozen dataclass sets each field
# through a call.
class ReviewHead(NamedTuple):
    """What the review page needs when it serves an item: the skill due soonest (ties in
    the learner's ``tie_key`` order; ``None``: nothing is due; a suspended leech never
    is), how many skills are due and how many are leeches, the learner's rating, and,
    read in the same row, whose the learner is and how many of its positions from the
    table are due.

    ``exists`` is False when there is no such learner; ``owner_user_id`` is the account
    it is attached to (None for a visitor's own)."""

    first: DeckEntry | None
    due_count: int
    leech_count: int
    rating: float
    exists: bool = False
    owner_user_id: int | None = None
    positions_due: int = 0


def _count_where(*conditions: Any) -> Any:
    return (
        select(func.count())
        .where(SkillCard.learner_id == bindparam("learner_id"), *conditions)
        .scalar_subquery()
    )


def _review_head_statement(with_positions: bool) -> Select[Any]:
    """One row per learner (none if there is no such learner), whatever the deck's size:
    the review page reads its whole deck only when it has no item to serve (then it says
    what is due next, and in which drill). The soonest due card is joined in (nothing
    joined: nothing is due), with the counts, the rating, the learner's owner and, when
    the table is served, how many of its positions are due."""
    from tutor.models import Learner
    from tutor.play.models import PlayPosition

    learner = Learner.__table__
    soonest = (
        select(func.min(SkillCard.due))
        .where(
            SkillCard.learner_id == bindparam("learner_id"),
            SkillCard.due <= bindparam("now"),
            SkillCard.suspended.is_(False),
        )
        .scalar_subquery()
    )
    # Every card due at that moment (a first answer makes several at once): the caller
    # takes the first in the learner's own order (``tie_key``), never the first by name.
    head = (
        select(SkillCard.skill, SkillCard.due, SkillCard.misses, SkillCard.reviews)
        .where(
            SkillCard.learner_id == bindparam("learner_id"),
            SkillCard.due == soonest,
            SkillCard.suspended.is_(False),
        )
        .subquery()
    )
    positions: Any = literal(0)
    if with_positions:
        positions = (
            select(func.count())
            .where(
                PlayPosition.learner_id == bindparam("learner_id"),
                PlayPosition.due <= bindparam("now"),
            )
            .scalar_subquery()
        )
    return (
        select(
            head.c.skill,
            head.c.due,
            head.c.misses,
            head.c.reviews,
            _count_where(SkillCard.due <= bindparam("now"), SkillCard.suspended.is_(False)),
            # As the leeches' index states it (a bound value could be any number).
            _count_where(text(LEECHES)),
            select(LearnerRating.rating)
            .where(LearnerRating.learner_id == bindparam("learner_id"))
            .scalar_subquery(),
            learner.c.user_id,
            positions,
        )
        .select_from(learner.outerjoin(head, true()))
        .where(learner.c.id == bindparam("learner_id"))
    )


# Asked by every review page: built once per shape.
_REVIEW_HEADS: dict[bool, DirectStatement] = {}


def review_head(
    learner_id: int | None, now: datetime, *, with_positions: bool = False
) -> ReviewHead:
    """See ``ReviewHead``: one query, as ``deck_and_rating`` would give it from every row
    (``with_positions``: count the learner's due positions from the table too)."""
    if learner_id is None:
        return ReviewHead(None, 0, 0, glicko.START_RATING)
    statement = _REVIEW_HEADS.get(with_positions)
    if statement is None:
        statement = _REVIEW_HEADS[with_positions] = DirectStatement(
            _review_head_statement(with_positions)
        )
    head = statement.rows({"learner_id": learner_id, "now": now})
    # One row per card due soonest (all with the same counts), or one with no card.
    found = min(head, key=lambda row: tie_key(learner_id, row[0] or ""), default=None)
    if found is None:
        return ReviewHead(None, 0, 0, glicko.START_RATING)
    skill, due, misses, reviews, due_count, leech_count, rating, owner, positions = tuple(found)
    first = DeckEntry(skill, as_utc(due), misses, reviews) if skill is not None else None
    return ReviewHead(
        first,
        int(due_count) if first is not None else 0,
        int(leech_count) if first is not None else 0,
        float(rating) if rating is not None and first is not None else glicko.START_RATING,
        exists=True,
        owner_user_id=owner,
        positions_due=int(positions or 0),
    )


def learner_rating(learner_id: int | None) -> glicko.Glicko:
    if learner_id is None:
        return glicko.Glicko()
    row = db.session.execute(
        select(LearnerRating.rating, LearnerRating.rd, LearnerRating.volatility).where(
            LearnerRating.learner_id == learner_id
        )
    ).first()
    return glicko.Glicko(*row) if row is not None else glicko.Glicko()


def leeches_of(learner_ids: Iterable[int]) -> dict[int, list[SkillCard]]:
    """Each learner's leeches (skills missed ``LEECH_MISSES`` times or more)."""
    wanted = list(learner_ids)
    result: dict[int, list[SkillCard]] = {learner_id: [] for learner_id in wanted}
    if not wanted:
        return result
    for card in db.session.scalars(
        select(SkillCard)
        .where(SkillCard.learner_id.in_(wanted), SkillCard.misses >= LEECH_MISSES)
        .order_by(SkillCard.misses.desc(), SkillCard.skill)
    ):
        result[card.learner_id].append(card)
    return result


def merge_learners(visitor_id: int, keeper_id: int) -> None:
    """Move a visitor's practice to the account's learner before the visitor is deleted.

    A skill both have keeps the card reviewed most recently (its schedule is the current
    one) with the misses of both; the account keeps its rating if it has one; drill runs
    (and so personal bests) and drill misses all move. Adds to the session; the caller commits.
    """
    keeper_cards = {
        card.skill: card
        for card in db.session.scalars(select(SkillCard).where(SkillCard.learner_id == keeper_id))
    }
    for card in db.session.scalars(select(SkillCard).where(SkillCard.learner_id == visitor_id)):
        mine = keeper_cards.get(card.skill)
        if mine is None:
            card.learner_id = keeper_id
            continue
        newer = _newer(card, mine)
        misses = card.misses + mine.misses
        reviews = card.reviews + mine.reviews
        if newer is card:
            mine.store(card.as_state())
        mine.misses, mine.reviews = misses, reviews
        mine.suspended = mine.suspended or card.suspended
        db.session.delete(card)
    if db.session.get(LearnerRating, keeper_id) is None:
        visitor_rating = db.session.get(LearnerRating, visitor_id)
        if visitor_rating is not None:
            db.session.add(
                LearnerRating(
                    learner_id=keeper_id,
                    rating=visitor_rating.rating,
                    rd=visitor_rating.rd,
                    volatility=visitor_rating.volatility,
                    games=visitor_rating.games,
                )
            )
    db.session.execute(delete(LearnerRating).where(LearnerRating.learner_id == visitor_id))
    for run in db.session.scalars(select(DrillRun).where(DrillRun.learner_id == visitor_id)):
        run.learner_id = keeper_id
    db.session.execute(
        update(DrillMiss).where(DrillMiss.learner_id == visitor_id).values(learner_id=keeper_id)
    )
    db.session.flush()


def _newer(a: SkillCard, b: SkillCard) -> SkillCard:
    if a.last_review is None:
        return b
    if b.last_review is None:
        return a
    return a if as_utc(a.last_review) >= as_utc(b.last_review) else b


def resume_leech(learner_id: int, skill: str, now: datetime) -> bool:
    """Bring a suspended leech back into the learner's review, due now (its misses stay:
    ``scheduling.suspends`` takes it out again after a few more). False, and nothing
    changed, if the learner has no such suspended skill."""
    result = db.session.execute(
        update(SkillCard)
        .where(
            SkillCard.learner_id == learner_id,
            SkillCard.skill == skill,
            SkillCard.suspended.is_(True),
        )
        .values(suspended=False, due=now)
    )
    resumed = bool(getattr(result, "rowcount", 0))
    db.session.commit()
    return resumed


class AnswerOutcome(NamedTuple):
    """What an answer just stored did to the deck, for its verdict: whether it was right
    but slow (so rated Hard), and each of its skills' cards as they are now."""

    slow: bool
    skills: list[DeckEntry]


def answer_outcome(learner_id: int, nonce: str, themes: Iterable[str]) -> AnswerOutcome:
    """The outcome of the answer stored with ``nonce`` (its time is the stored one, so
    "slow" is what rated it), with the cards of ``themes`` in the learner's deck."""
    stored = db.session.execute(
        select(Attempt.kind, Attempt.correct, Attempt.time_taken_ms).where(
            Attempt.nonce == nonce, Attempt.learner_id == learner_id
        )
    ).first()
    slow = False
    if stored is not None:
        kind, correct, taken = stored
        slow = bool(correct) and rating_for(True, kind, taken) == Rating.Hard
    skills = list(dict.fromkeys(themes))
    rows = db.session.execute(
        select(
            SkillCard.skill, SkillCard.due, SkillCard.misses, SkillCard.reviews, SkillCard.suspended
        ).where(SkillCard.learner_id == learner_id, SkillCard.skill.in_(skills))
    ).all()
    by_skill = {
        row[0]: DeckEntry(row[0], as_utc(row[1]), row[2], row[3], bool(row[4])) for row in rows
    }
    return AnswerOutcome(slow, [by_skill[skill] for skill in skills if skill in by_skill])
