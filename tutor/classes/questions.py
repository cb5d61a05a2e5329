"""A class's own set: the questions its teachers made from board positions.

A question is proven before it is stored (``tutor.board.questions``) and judged under the
class's house rules: the position's variant is replaced by the class's before proving, so
an item is never stored for rules the class does not play. The own set is served like any
set on the class's quiz pages, at ``/classes/<id>/quizzes/own/``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlalchemy import select

from tutor.board.fields import read_position
from tutor.board.questions import Proven, Refusal, prove_question
from tutor.classes.houserules import options_from_json
from tutor.classes.models import ClassQuestion, Classroom
from tutor.extensions import db
from tutor.models import User
from tutor.quiz import QuizItem, QuizSet

OWN_SET = "own"


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


def publish(
    classroom: Classroom,
    author: User,
    position: Mapping[str, Any],
    prompt: Mapping[str, str],
    explanation: Mapping[str, str],
) -> Proven | Refusal:
    """Prove ``position``'s answer under the class's rules and store the item if proven;
    nothing is stored otherwise. ``FieldErrors`` for an impossible position."""
    number = len(questions_of(classroom)) + 1
    outcome = prove_question(
        read_position(under_house_rules(classroom, position)),
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


def own_set(classroom: Classroom, title: Mapping[str, str]) -> QuizSet | None:
    """The class's own set, or None while it has no question."""
    items = questions_of(classroom)
    if not items:
        return None
    return QuizSet(
        id=OWN_SET,
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
