"""Coached play: games (setup and action log), graded decisions, positions to try again.

Revision ID: play_0001
Revises: practice_0001
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "play_0001"
down_revision: str | None = "practice_0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "play_game",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("classroom_id", sa.Integer(), nullable=True),
        sa.Column("preset", sa.String(length=20), nullable=False),
        sa.Column("options", sa.Text(), nullable=False),
        sa.Column("strength", sa.String(length=16), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("log", sa.Text(), nullable=False),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("hands_done", sa.Integer(), nullable=False),
        sa.Column("over", sa.Boolean(), nullable=False),
        sa.Column("scores", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_play_game_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["classroom_id"],
            ["classroom.id"],
            name=op.f("fk_play_game_classroom_id_classroom"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_play_game")),
    )
    with op.batch_alter_table("play_game", schema=None) as batch_op:
        batch_op.create_index(
            "ix_play_game_learner_updated", ["learner_id", "updated_at"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_play_game_classroom_id"), ["classroom_id"], unique=False
        )

    op.create_table(
        "play_decision",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("hand", sa.Integer(), nullable=False),
        sa.Column("move", sa.Integer(), nullable=False),
        sa.Column("phase", sa.String(length=20), nullable=False),
        sa.Column("option_values", sa.Text(), nullable=False),
        sa.Column("samples", sa.Integer(), nullable=False),
        sa.Column("best", sa.String(length=40), nullable=False),
        sa.Column("principle", sa.String(length=8), nullable=True),
        sa.Column("chosen", sa.String(length=40), nullable=True),
        sa.Column("loss", sa.Float(), nullable=True),
        sa.Column("grade", sa.String(length=12), nullable=True),
        sa.Column("hinted", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["play_game.id"],
            name=op.f("fk_play_decision_game_id_play_game"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_play_decision")),
        sa.UniqueConstraint("game_id", "hand", "move", name=op.f("uq_play_decision_game_id")),
    )
    with op.batch_alter_table("play_decision", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_play_decision_game_id"), ["game_id"], unique=False)

    op.create_table(
        "play_position",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("decision_id", sa.Integer(), nullable=False),
        sa.Column("state", sa.Integer(), nullable=False),
        sa.Column("step", sa.Integer(), nullable=True),
        sa.Column("stability", sa.Float(), nullable=True),
        sa.Column("difficulty", sa.Float(), nullable=True),
        sa.Column("due", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_review", sa.DateTime(timezone=True), nullable=True),
        sa.Column("reviews", sa.Integer(), nullable=False),
        sa.Column("misses", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_play_position_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["decision_id"],
            ["play_decision.id"],
            name=op.f("fk_play_position_decision_id_play_decision"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_play_position")),
        sa.UniqueConstraint("learner_id", "decision_id", name=op.f("uq_play_position_learner_id")),
    )
    with op.batch_alter_table("play_position", schema=None) as batch_op:
        batch_op.create_index("ix_play_position_learner_due", ["learner_id", "due"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_play_position_decision_id"), ["decision_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("play_position", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_play_position_decision_id"))
        batch_op.drop_index("ix_play_position_learner_due")
    op.drop_table("play_position")
    with op.batch_alter_table("play_decision", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_play_decision_game_id"))
    op.drop_table("play_decision")
    with op.batch_alter_table("play_game", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_play_game_classroom_id"))
        batch_op.drop_index("ix_play_game_learner_updated")
    op.drop_table("play_game")
