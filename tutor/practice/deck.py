"""The review deck and the ratings in the database: every answer goes through ``note_answer``.

``note_answer`` adds its changes to the session without committing, so the caller stores
the answer and what it did to the deck and the ratings in one transaction (or nothing).
Rows another request may be making at the same moment (a learner's first card for a skill,
an item's first rating) are inserted with "on conflict do nothing" first, then updated.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, delete, func, select
from sqlalchemy.dialects import postgresql, sqlite

from tutor.extensions import db
from tutor.practice import rating as glicko
from tutor.practice.models import DrillRun, ItemRating, LearnerRating, SkillCard
from tutor.practice.scheduling import LEECH_MISSES, rating_for, review
from tutor.web.clock import as_utc
from tutor.web.database import rows


def _insert_missing(model: Any, rows: list[dict[str, Any]]) -> None:
    if not rows:
        return
    dialect = db.session.get_bind().dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    # The rows go as parameters, not in the statement: one statement per model whatever
    # the rows, compiled once per process (a statement holding its VALUES is compiled
    # again on every answer, a large share of an answer's cost).
    db.session.execute(insert(model.__table__).on_conflict_do_nothing(), rows)


@dataclass(frozen=True)
class Answer:
    """One answer as practice sees it: which skills, right or not, how long it took."""

    kind: str
    themes: tuple[str, ...]
    correct: bool
    time_taken_ms: int | None
    item_id: str | None = None  # a bank item (rated); None for a drill question
    difficulty: int = 3


# Every answer runs these: built once (building a statement and its cache key costs about
# as much as running one this small).
_SKILL_CARDS = (
    select(SkillCard)
    .where(
        SkillCard.learner_id == bindparam("learner_id"),
        SkillCard.skill.in_(bindparam("skills", expanding=True)),
    )
    .with_for_update()
)
_LEARNER_RATING = (
    select(LearnerRating)
    .where(LearnerRating.learner_id == bindparam("learner_id"))
    .with_for_update()
)
_ITEM_RATING = (
    select(ItemRating).where(ItemRating.item_id == bindparam("item_id")).with_for_update()
)


def note_answer(learner_id: int, answer: Answer, now: datetime) -> None:
    """Rate each of the answer's skills in the learner's deck and, for a bank item, play
    one Glicko-2 game between learner and item. Adds to the session; does not commit.

    Rows are read (locked) first and only the missing ones inserted, then read again: an
    answer to known skills and rated items writes no insert at all.
    """
    skills = list(dict.fromkeys(answer.themes))
    if skills:
        params = {"learner_id": learner_id, "skills": skills}
        cards = list(db.session.scalars(_SKILL_CARDS, params))
        missing = set(skills) - {card.skill for card in cards}
        if missing:
            _insert_missing(
                SkillCard,
                [
                    {"learner_id": learner_id, "skill": s, "due": now, "state": 1, "step": 0}
                    for s in skills
                    if s in missing
                ],
            )
            cards = list(db.session.scalars(_SKILL_CARDS, params))
        grade = rating_for(answer.correct, answer.kind, answer.time_taken_ms)
        for card in cards:
            card.store(review(card.as_state(), grade, now))
    if answer.item_id is not None:
        _play(learner_id, answer.item_id, answer.difficulty, answer.correct)


def _locked(statement: Any, params: dict[str, Any], model: Any, row: dict[str, Any]) -> Any:
    """The row ``statement`` finds (locked), inserted first if it is not there yet."""
    found = db.session.scalars(statement, params).one_or_none()
    if found is not None:
        return found
    _insert_missing(model, [row])
    return db.session.scalars(statement, params).one()


def _play(learner_id: int, item_id: str, difficulty: int, correct: bool) -> None:
    start = glicko.item_start(difficulty)
    learner = _locked(
        _LEARNER_RATING, {"learner_id": learner_id}, LearnerRating, {"learner_id": learner_id}
    )
    item = _locked(
        _ITEM_RATING,
        {"item_id": item_id},
        ItemRating,
        {"item_id": item_id, "rating": start.rating},
    )
    new_learner, new_item = glicko.play(learner.as_glicko(), item.as_glicko(), correct)
    learner.store_glicko(new_learner)
    item.store_glicko(new_item)
    learner.games += 1
    item.games += 1


@dataclass(frozen=True)
class DeckEntry:
    """What the pages show of a skill card (read without loading the whole row)."""

    skill: str
    due: datetime
    misses: int
    reviews: int


def deck(learner_id: int | None) -> list[DeckEntry]:
    """Every skill card of the learner, soonest due first."""
    return deck_and_rating(learner_id)[0]


_DECK_AND_RATING = (
    select(
        SkillCard.skill,
        SkillCard.due,
        SkillCard.misses,
        SkillCard.reviews,
        select(LearnerRating.rating)
        .where(LearnerRating.learner_id == bindparam("learner_id"))
        .scalar_subquery(),
    )
    .where(SkillCard.learner_id == bindparam("learner_id"))
    .order_by(SkillCard.due, SkillCard.skill)
)


def deck_and_rating(learner_id: int | None) -> tuple[list[DeckEntry], float]:
    """The deck and the learner's rating, in one query (the review page needs both)."""
    if learner_id is None:
        return [], glicko.START_RATING
    rows = db.session.execute(_DECK_AND_RATING, {"learner_id": learner_id}).all()
    entries = [DeckEntry(row[0], as_utc(row[1]), row[2], row[3]) for row in rows]
    stored = rows[0][4] if rows else None
    return entries, float(stored) if stored is not None else glicko.START_RATING


@dataclass(frozen=True)
class ReviewHead:
    """What the review page needs when it serves an item: the skill due soonest (ties by
    name; ``None``: nothing is due), how many skills are due and how many are leeches,
    and the learner's rating."""

    first: DeckEntry | None
    due_count: int
    leech_count: int
    rating: float


def _count_where(condition: Any) -> Any:
    return (
        select(func.count())
        .where(SkillCard.learner_id == bindparam("learner_id"), condition)
        .scalar_subquery()
    )


# One row (or none) whatever the deck's size: the review page reads its whole deck only
# when it has no item to serve (then it says what is due next, and in which drill).
_REVIEW_HEAD = (
    select(
        SkillCard.skill,
        SkillCard.due,
        SkillCard.misses,
        SkillCard.reviews,
        _count_where(SkillCard.due <= bindparam("now")),
        _count_where(SkillCard.misses >= LEECH_MISSES),
        select(LearnerRating.rating)
        .where(LearnerRating.learner_id == bindparam("learner_id"))
        .scalar_subquery(),
    )
    .where(SkillCard.learner_id == bindparam("learner_id"), SkillCard.due <= bindparam("now"))
    .order_by(SkillCard.due, SkillCard.skill)
    .limit(1)
)


def review_head(learner_id: int | None, now: datetime) -> ReviewHead:
    """See ``ReviewHead``: one query, as ``deck_and_rating`` would give it from every row."""
    if learner_id is None:
        return ReviewHead(None, 0, 0, glicko.START_RATING)
    found = rows(_REVIEW_HEAD, {"learner_id": learner_id, "now": now}).first()
    if found is None:
        return ReviewHead(None, 0, 0, glicko.START_RATING)
    skill, due, misses, reviews, due_count, leech_count, rating = tuple(found)
    return ReviewHead(
        DeckEntry(skill, as_utc(due), misses, reviews),
        due_count,
        leech_count,
        float(rating) if rating is not None else glicko.START_RATING,
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
    (and so personal bests) all move. Adds to the session; the caller commits.
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
    db.session.flush()


def _newer(a: SkillCard, b: SkillCard) -> SkillCard:
    if a.last_review is None:
        return b
    if b.last_review is None:
        return a
    return a if as_utc(a.last_review) >= as_utc(b.last_review) else b
