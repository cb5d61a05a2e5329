"""Accounts, learners, quiz attempts and lessons read.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "user",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("username", sa.String(length=64), nullable=False),
        sa.Column("password_hash", sa.String(length=256), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("display_name", sa.String(length=100), nullable=False),
        sa.Column("is_managed", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_user")),
    )
    with op.batch_alter_table("user") as batch_op:
        batch_op.create_index(batch_op.f("ix_user_username"), ["username"], unique=True)

    op.create_table(
        "learner",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["user.id"], name=op.f("fk_learner_user_id_user"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_learner")),
        sa.UniqueConstraint("user_id", name=op.f("uq_learner_user_id")),
    )

    op.create_table(
        "attempt",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("set_id", sa.String(length=80), nullable=False),
        sa.Column("item_id", sa.String(length=160), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("themes", sa.String(length=400), nullable=False),
        sa.Column("answer", sa.Text(), nullable=False),
        sa.Column("correct", sa.Boolean(), nullable=False),
        sa.Column("mistake", sa.String(length=80), nullable=True),
        sa.Column("time_taken_ms", sa.Integer(), nullable=True),
        sa.Column("nonce", sa.String(length=64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_attempt_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_attempt")),
        sa.UniqueConstraint("nonce", name=op.f("uq_attempt_nonce")),
    )
    with op.batch_alter_table("attempt") as batch_op:
        batch_op.create_index(batch_op.f("ix_attempt_learner_id"), ["learner_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_attempt_set_id"), ["set_id"], unique=False)

    op.create_table(
        "lesson_read",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("learner_id", sa.Integer(), nullable=False),
        sa.Column("slug", sa.String(length=120), nullable=False),
        sa.Column("lang", sa.String(length=8), nullable=False),
        sa.Column("read_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["learner_id"],
            ["learner.id"],
            name=op.f("fk_lesson_read_learner_id_learner"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_lesson_read")),
        sa.UniqueConstraint("learner_id", "slug", name=op.f("uq_lesson_read_learner_id")),
    )
    with op.batch_alter_table("lesson_read") as batch_op:
        batch_op.create_index(batch_op.f("ix_lesson_read_learner_id"), ["learner_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("lesson_read") as batch_op:
        batch_op.drop_index(batch_op.f("ix_lesson_read_learner_id"))
    op.drop_table("lesson_read")
    with op.batch_alter_table("attempt") as batch_op:
        batch_op.drop_index(batch_op.f("ix_attempt_set_id"))
        batch_op.drop_index(batch_op.f("ix_attempt_learner_id"))
    op.drop_table("attempt")
    op.drop_table("learner")
    with op.batch_alter_table("user") as batch_op:
        batch_op.drop_index(batch_op.f("ix_user_username"))
    op.drop_table("user")
