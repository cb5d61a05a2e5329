"""Item progress: per learner and item, answered and ever right, filled from the attempts.

Revision ID: progress_0001
Revises: puzzle_0001
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "progress_0001"
down_revision: str | None = "puzzle_0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "item_progress",
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("set_id", sa.String(length=80), nullable=False),
        sa.Column("item_id", sa.String(length=160), nullable=False),
        sa.Column("answered_right", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_item_progress_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("learner_id", "set_id", "item_id", name=op.f("pk_item_progress")),
    )
    attempt = sa.table(
        "attempt",
        sa.column("learner_id", sa.Integer()),
        sa.column("set_id", sa.String()),
        sa.column("item_id", sa.String()),
        sa.column("correct", sa.Boolean()),
    )
    progress = sa.table(
        "item_progress",
        sa.column("learner_id", sa.Integer()),
        sa.column("set_id", sa.String()),
        sa.column("item_id", sa.String()),
        sa.column("answered_right", sa.Boolean()),
    )
    ever_right = sa.func.max(sa.case((attempt.c.correct, 1), else_=0)) == 1
    op.execute(
        progress.insert().from_select(
            ["learner_id", "set_id", "item_id", "answered_right"],
            sa.select(
                attempt.c.learner_id, attempt.c.set_id, attempt.c.item_id, ever_right
            ).group_by(attempt.c.learner_id, attempt.c.set_id, attempt.c.item_id),
        )
    )


def downgrade() -> None:
    op.drop_table("item_progress")
