"""Hand puzzles: an attempt's partial credit, and the moves of a puzzle being played.

Revision ID: puzzle_0001
Revises: play_0001
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "puzzle_0001"
down_revision: str | None = "play_0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("attempt", schema=None) as batch_op:
        batch_op.add_column(sa.Column("score", sa.Float(), nullable=True))

    op.create_table(
        "puzzle_run",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("set_id", sa.String(length=80), nullable=False),
        sa.Column("item_id", sa.String(length=160), nullable=False),
        sa.Column("nonce", sa.String(length=64), nullable=False),
        sa.Column("step", sa.Integer(), nullable=False),
        sa.Column("given", sa.String(length=80), nullable=False),
        sa.Column("results", sa.String(length=16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_puzzle_run_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_puzzle_run")),
        sa.UniqueConstraint("nonce", name=op.f("uq_puzzle_run_nonce")),
    )
    with op.batch_alter_table("puzzle_run", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_puzzle_run_learner_id"), ["learner_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("puzzle_run", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_puzzle_run_learner_id"))
    op.drop_table("puzzle_run")
    with op.batch_alter_table("attempt", schema=None) as batch_op:
        batch_op.drop_column("score")
