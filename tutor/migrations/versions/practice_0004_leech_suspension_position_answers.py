"""Leeches are suspended from review until the learner brings them back, and each answer
to a position saved from the table is stored with its answer form's one-time nonce.

``skill_card.suspended``: set when a miss makes a skill a leech (and again every half of
the threshold after), cleared by the learner on ``/me/``. ``play_position_answer``: one row
per answer to a saved position; its unique nonce refuses a replayed or refreshed form.

Revision ID: practice_0004
Revises: play_0002
Create Date: 2026-12-07
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "practice_0004"
down_revision: str | None = "play_0002"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("skill_card", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("suspended", sa.Boolean(), nullable=False, server_default=sa.false())
        )

    op.create_table(
        "play_position_answer",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("position_id", sa.Integer(), nullable=False),
        sa.Column("nonce", sa.String(length=64), nullable=False),
        sa.Column("chosen", sa.String(length=40), nullable=False),
        sa.Column("grade", sa.String(length=16), nullable=False),
        sa.Column("time_taken_ms", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["position_id"],
            ["play_position.id"],
            name=op.f("fk_play_position_answer_position_id_play_position"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_play_position_answer")),
        sa.UniqueConstraint("nonce", name=op.f("uq_play_position_answer_nonce")),
    )
    with op.batch_alter_table("play_position_answer", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_play_position_answer_position_id"), ["position_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("play_position_answer", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_play_position_answer_position_id"))
    op.drop_table("play_position_answer")
    with op.batch_alter_table("skill_card", schema=None) as batch_op:
        batch_op.drop_column("suspended")
