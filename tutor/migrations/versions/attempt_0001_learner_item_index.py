"""Attempts: one index on (learner, item) in place of the index on the learner alone.

Whether an answer is the learner's first to an item (``deck._ANSWERS_TO_ITEM``, asked on
every answer) and an item's attempts by one learner are read by learner *and* item; with
the learner's index alone the database walked every attempt of the learner to find the
item's. The composite index serves every read by the learner alone too (its first column),
so the old one is dropped and an answer still writes one index for the learner.

Revision ID: attempt_0001
Revises: drill_0001
Create Date: 2026-12-08
"""

from __future__ import annotations

from alembic import op

revision = "attempt_0001"
down_revision: str | None = "drill_0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("attempt", schema=None) as batch_op:
        batch_op.create_index("ix_attempt_learner_item", ["learner_id", "item_id"], unique=False)
        batch_op.drop_index("ix_attempt_learner_id")


def downgrade() -> None:
    with op.batch_alter_table("attempt", schema=None) as batch_op:
        batch_op.create_index("ix_attempt_learner_id", ["learner_id"], unique=False)
        batch_op.drop_index("ix_attempt_learner_item")
