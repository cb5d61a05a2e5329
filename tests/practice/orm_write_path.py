"""The answer's write path as it was before the Core rewrite (commit c7732ad), kept verbatim
as the reference: ``record_attempt`` (tutor/web/quizzes.py) and ``note_answer``
(tutor/practice/deck.py), reading and writing ORM objects through the unit of work.

``tests/practice/test_answer_writes.py`` runs the same answers through it and through the
app's own path and requires the same rows. Do not "improve" this file: its worth is that
it is the old code.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, func, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError

from tutor.extensions import db
from tutor.models import Attempt
from tutor.practice import deck
from tutor.practice import rating as glicko
from tutor.practice.deck import Answer
from tutor.practice.models import ItemRating, LearnerRating, SkillCard
from tutor.practice.scheduling import rating_for, review
from tutor.quiz import Grade, QuizItem, QuizSet
from tutor.web import answer_token, clock, progress


def _insert_missing(model: Any, rows: list[dict[str, Any]]) -> None:
    if not rows:
        return
    dialect = db.session.get_bind().dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    db.session.execute(insert(model.__table__).on_conflict_do_nothing(), rows)


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


def _first_answer(learner_id: int, item_id: str) -> bool:
    """Issue 32's rule on top of c7732ad's path (the tests count every visitor, config
    ``ITEM_RATING_VISITOR_AGE`` = 0): only a learner's first answer rates the item."""
    earlier = db.session.scalar(
        select(func.count(Attempt.id)).where(
            Attempt.learner_id == learner_id, Attempt.item_id == item_id
        )
    )
    return int(earlier or 0) <= 1


def _locked(statement: Any, params: dict[str, Any], model: Any, row: dict[str, Any]) -> Any:
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
    new_learner, _ = glicko.play(learner.as_glicko(), item.as_glicko(), correct)
    if _first_answer(learner_id, item_id):
        span = deck.ITEM_GAME_RATING_SPAN
        held = learner.as_glicko()
        capped = glicko.Glicko(
            min(max(held.rating, glicko.START_RATING - span), glicko.START_RATING + span),
            held.rd,
            held.volatility,
        )
        _, new_item = glicko.play(capped, item.as_glicko(), correct)
        item.store_glicko(new_item)
        item.games += 1
    learner.store_glicko(new_learner)
    learner.games += 1


def record_attempt(
    quiz_set: QuizSet,
    item: QuizItem,
    verdict: Grade,
    token: answer_token.AnswerToken,
    *,
    read_solved: bool = False,  # the page reads its solved count itself, after the commit
) -> bool:
    learner = progress.learner_for_update()
    time_taken_ms = token.time_taken_ms()
    now = clock.now()
    attempt = Attempt(
        learner_id=learner.id,
        set_id=quiz_set.id,
        item_id=item.id,
        kind=item.kind,
        themes=" ".join(item.themes),
        answer=" ".join(verdict.given),
        correct=verdict.correct,
        mistake=verdict.mistake.key if verdict.mistake else None,
        time_taken_ms=time_taken_ms,
        nonce=token.nonce,
        created_at=now,
    )
    try:
        db.session.add(attempt)
        db.session.flush()  # a replayed nonce fails here, before the deck is touched
        answer = Answer(
            item.kind,
            tuple(item.themes),
            verdict.correct,
            time_taken_ms,
            item_id=item.id,
            difficulty=item.difficulty,
        )
        note_answer(learner.id, answer, now)
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return False
    return True
