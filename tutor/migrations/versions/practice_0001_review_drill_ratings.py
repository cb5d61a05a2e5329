"""Practice: the spaced review deck (a card per skill), Glicko-2 ratings, bower drill runs.

Revision ID: practice_0001
Revises: harden_0001
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "practice_0001"
down_revision: str | None = "harden_0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "skill_card",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("skill", sa.String(length=80), nullable=False),
        sa.Column("state", sa.Integer(), nullable=False),
        sa.Column("step", sa.Integer(), nullable=True),
        sa.Column("stability", sa.Float(), nullable=True),
        sa.Column("difficulty", sa.Float(), nullable=True),
        sa.Column("due", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_review", sa.DateTime(timezone=True), nullable=True),
        sa.Column("reviews", sa.Integer(), nullable=False),
        sa.Column("misses", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_skill_card_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_skill_card")),
        sa.UniqueConstraint("learner_id", "skill", name=op.f("uq_skill_card_learner_id")),
    )
    with op.batch_alter_table("skill_card", schema=None) as batch_op:
        batch_op.create_index("ix_skill_card_learner_due", ["learner_id", "due"], unique=False)

    op.create_table(
        "learner_rating",
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("rd", sa.Float(), nullable=False),
        sa.Column("volatility", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_learner_rating_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("learner_id", name=op.f("pk_learner_rating")),
    )
    op.create_table(
        "item_rating",
        sa.Column("item_id", sa.String(length=160), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("rd", sa.Float(), nullable=False),
        sa.Column("volatility", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("item_id", name=op.f("pk_item_rating")),
    )
    op.create_table(
        "drill_run",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("mode", sa.String(length=24), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ends_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("answered", sa.Integer(), nullable=False),
        sa.Column("correct", sa.Integer(), nullable=False),
        sa.Column("streak", sa.Integer(), nullable=False),
        sa.Column("best_streak", sa.Integer(), nullable=False),
        sa.Column("over", sa.Boolean(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),
        sa.Column("asked_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_result", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_drill_run_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_drill_run")),
    )
    with op.batch_alter_table("drill_run", schema=None) as batch_op:
        batch_op.create_index("ix_drill_run_learner_mode", ["learner_id", "mode"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("drill_run", schema=None) as batch_op:
        batch_op.drop_index("ix_drill_run_learner_mode")
    op.drop_table("drill_run")
    op.drop_table("item_rating")
    op.drop_table("learner_rating")
    with op.batch_alter_table("skill_card", schema=None) as batch_op:
        batch_op.drop_index("ix_skill_card_learner_due")
    op.drop_table("skill_card")
