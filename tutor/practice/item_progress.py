"""Which items a learner has answered, and whether right: one ``item_progress`` row per
learner and item, written with every stored answer.

It lives with practice because practice writes it with each answer (``deck.insert_attempt``);
the web pages read it and move it when a visitor's progress joins an account. Practice
never imports the web's learner code, so the imports point one way: web -> practice.
"""

from __future__ import annotations

from sqlalchemy import Connection, bindparam
from sqlalchemy.dialects import postgresql, sqlite

from tutor.extensions import db
from tutor.models import ItemProgress
from tutor.web.database import DirectStatement

_PROGRESS = ItemProgress.__table__
# "Answered; right if ever right", per dialect, made on first use.
_NOTE_ANSWERED: dict[str, DirectStatement] = {}
_PROGRESS_VALUES = ("learner_id", "set_id", "item_id", "answered_right")


def note_item_answered(
    learner_id: int,
    set_id: str,
    item_id: str,
    correct: bool,
    *,
    connection: Connection | None = None,
) -> None:
    """Record in ``item_progress`` that the learner answered the item (and whether right),
    in the session's transaction: call it with every attempt stored. Two answers to one
    item at the same moment both land: the row is inserted or updated in one statement.
    ``connection``: the session's, if the caller has it already."""
    if connection is None:
        connection = db.session.connection()
    dialect = connection.dialect.name
    statement = _NOTE_ANSWERED.get(dialect)
    if statement is None:
        dialect_insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        upsert = dialect_insert(_PROGRESS).values(
            {name: bindparam(name) for name in _PROGRESS_VALUES}
        )
        statement = DirectStatement(
            upsert.on_conflict_do_update(
                index_elements=[_PROGRESS.c.learner_id, _PROGRESS.c.set_id, _PROGRESS.c.item_id],
                set_={
                    "answered_right": _PROGRESS.c.answered_right | upsert.excluded.answered_right
                },
            )
        )
        _NOTE_ANSWERED[dialect] = statement
    values = {
        "learner_id": learner_id,
        "set_id": set_id,
        "item_id": item_id,
        "answered_right": bool(correct),
    }
    statement.rows(values, connection)
