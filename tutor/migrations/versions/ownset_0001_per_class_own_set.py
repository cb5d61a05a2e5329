"""Each class's own set under its own set id: answers stored under the shared set id
``own`` move to ``class/<id>/own``, read from their item ids (``class/<id>/own/<n>``), in
``attempt``, ``item_progress`` and ``puzzle_run``. No table changes shape.

Revision ID: ownset_0001
Revises: teacherq_0001
Create Date: 2026-12-07
"""

from __future__ import annotations

from collections.abc import Callable

import sqlalchemy as sa
from alembic import op

revision = "ownset_0001"
down_revision: str | None = "teacherq_0001"
branch_labels: str | None = None
depends_on: str | None = None

TABLES = ("attempt", "item_progress", "puzzle_run")


def _own_set_of(item_id: str) -> str | None:
    parts = item_id.split("/")
    if len(parts) == 4 and parts[0] == "class" and parts[2] == "own" and parts[1].isdigit():
        return f"class/{parts[1]}/own"
    return None


def _move(old: str, new_of: Callable[[str], str | None]) -> None:
    connection = op.get_bind()
    for table in TABLES:
        items = connection.execute(
            sa.text(f"SELECT DISTINCT item_id FROM {table} WHERE set_id = :old"),  # noqa: S608
            {"old": old},
        ).scalars()
        for item_id in list(items):
            new = new_of(item_id)
            if new is None:
                continue
            connection.execute(
                sa.text(
                    f"UPDATE {table} SET set_id = :new "  # noqa: S608
                    "WHERE set_id = :old AND item_id = :item"
                ),
                {"new": new, "old": old, "item": item_id},
            )


def upgrade() -> None:
    _move("own", _own_set_of)


def downgrade() -> None:
    connection = op.get_bind()
    for table in TABLES:
        connection.execute(
            sa.text(f"UPDATE {table} SET set_id = 'own' WHERE set_id LIKE 'class/%/own'")  # noqa: S608
        )
