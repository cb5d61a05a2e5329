"""A class's own set: the questions its teachers made from board positions.

A question is proven before it is stored (``tutor.board.questions``, in the analysis
queue's consumer: ``tutor.board.service.proof_json``) and judged under the class's house
rules: the position's variant is replaced by the class's before proving, so
an item is never stored for rules the class does not play. The own set is served like any
set on the class's quiz pages, at ``/classes/<id>/quizzes/own/``.

Each class's own set has its own set id, ``class/<id>/own`` (``own_set_id``): the answers
to it are stored under that id, so a student of two classes has separate progress in each
class's questions, and an assignment item names the set by it. The pages' address keeps
the short segment ``own`` (``OWN_SET``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from tutor.board.fields import read_position
from tutor.board.questions import Proven, Refusal, question_of
from tutor.catalogue import N_, languages, messages
from tutor.classes.houserules import options_from_json
from tutor.classes.models import ClassQuestion, Classroom
from tutor.extensions import db
from tutor.models import User
from tutor.quiz import QuizItem, QuizSet
from tutor.quiz.build import position_key

OWN_SET = "own"  # the set's segment in the class's quiz addresses


def own_set_id(classroom_id: int) -> str:
    """The id the class's own set is stored and assigned under."""
    return f"class/{classroom_id}/own"


def own_set_class(set_id: str) -> int | None:
    """The class whose own set ``set_id`` is, or None for any other set."""
    parts = set_id.split("/")
    if len(parts) == 3 and parts[0] == "class" and parts[2] == OWN_SET and parts[1].isdigit():
        return int(parts[1])
    return None


def own_title(lang: str) -> str:
    """The class's own set's title, from the catalogue (this part's messages are merged into
    it: ``tutor.catalogue``); a language without one reads the English."""
    return messages(lang).gettext(N_("Our own questions"))


def under_house_rules(classroom: Classroom, position: Mapping[str, Any]) -> dict[str, Any]:
    """``position`` played by the class's rules (its preset and rule options), as the
    player saw it."""
    options = options_from_json(classroom.variant_options)
    # A student sees only their own cards: "show all hands" would prove a double-dummy
    # answer the question cannot ask, so every question is judged from the seat's view.
    ruled = {name: value for name, value in position.items() if name != "hands"}
    ruled["variant"] = classroom.variant_preset
    ruled["variant_options"] = dict(options) if options else None
    return ruled


def asked_position(classroom: Classroom, position: Mapping[str, Any]) -> dict[str, Any]:
    """The position whose answer is proven: read, under the class's rules.
    ``FieldErrors`` for an impossible position."""
    return read_position(under_house_rules(classroom, position))


@dataclass(frozen=True)
class AlreadyAsked:
    """The position is already the class's question ``number`` (1-based): a second post of
    the same position (a double click, a refresh, a second teacher) adds nothing."""

    number: int


def publish(
    classroom: Classroom,
    author: User,
    verdict: Mapping[str, Any],
    prompt: Mapping[str, str],
    explanation: Mapping[str, str],
) -> Proven | Refusal | AlreadyAsked:
    """The proof's verdict on an ``asked_position`` (``tutor.board.questions.verdict_json``,
    worked out by the analysis queue) made the class's next question and stored if proven;
    nothing is stored otherwise, nor when the class already asks the same position."""
    asked = questions_of(classroom)
    if "item" in verdict:
        for number, item in enumerate(asked, start=1):
            # The banks' own rule for a repeat: a shuffled hand asks the same question.
            if position_key(verdict["item"]) == position_key(item):
                return AlreadyAsked(number)
    number = len(asked) + 1
    outcome = question_of(
        verdict,
        item_id=f"class/{classroom.id}/own/{number}",
        prompt=prompt,
        explanation=explanation,
    )
    if isinstance(outcome, Proven):
        db.session.add(
            ClassQuestion(
                classroom_id=classroom.id,
                created_by=author.id,
                item_json=json.dumps(outcome.item, sort_keys=True),
            )
        )
        db.session.commit()
    return outcome


def questions_of(classroom: Classroom) -> list[dict[str, Any]]:
    rows = db.session.scalars(
        select(ClassQuestion)
        .where(ClassQuestion.classroom_id == classroom.id)
        .order_by(ClassQuestion.id)
    )
    return [dict(json.loads(row.item_json)) for row in rows]


def own_set(classroom: Classroom, title: Mapping[str, str] | None = None) -> QuizSet | None:
    """The class's own set (titled in every language), or None while it has no question."""
    items = questions_of(classroom)
    if not items:
        return None
    if title is None:
        title = {lang: own_title(lang) for lang in languages()}
    return QuizSet(
        id=own_set_id(classroom.id),
        kind=str(items[0]["kind"]),
        variant=classroom.variant_preset,
        title=dict(title),
        description=dict(title),
        themes=(),
        count=len(items),
        seed=0,
        difficulty=3,
        lessons=(),
        items=tuple(QuizItem(item) for item in items),
    )
