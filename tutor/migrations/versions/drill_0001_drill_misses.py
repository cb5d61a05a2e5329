"""Bower-drill misses per question: ``drill_miss`` keeps each question a learner missed in
the drill and the answer given, so ``/me/`` can show a skill's drill answers (a skill only
the drill practises has no bank item to replay).

Revision ID: drill_0001
Revises: ownset_0001
Create Date: 2026-12-07
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "drill_0001"
down_revision: str | None = "ownset_0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "drill_miss",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("skill", sa.String(length=80), nullable=False),
        sa.Column("question", sa.String(length=120), nullable=False),
        sa.Column("given", sa.String(length=16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_drill_miss_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_drill_miss")),
    )
    with op.batch_alter_table("drill_miss", schema=None) as batch_op:
        batch_op.create_index(
            "ix_drill_miss_learner_created", ["learner_id", "created_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("drill_miss", schema=None) as batch_op:
        batch_op.drop_index("ix_drill_miss_learner_created")
    op.drop_table("drill_miss")
