"""Revocable login sessions, shared rate-limit counters, and the class managing an account.

- ``login_session``: one row per signed-in browser (see tutor.web.sessions). Sign-ins made
  before this revision carried the bare user id and end with it: everyone signs in again.
- ``rate_limit_counter``: the rate limiter's database storage (tutor.web.ratelimit).
- ``classroom_student.manages``: the class that made a teacher-made account. Existing
  managed accounts are given to their earliest membership, the one made with the account.

Revision ID: acct_0001
Revises: classes_0001
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "acct_0001"
down_revision: str | None = "classes_0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "login_session",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("secret_hash", sa.String(length=64), nullable=False),
        sa.Column("remember", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["user.id"],
            name=op.f("fk_login_session_user_id_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_session")),
        sa.UniqueConstraint("secret_hash", name=op.f("uq_login_session_secret_hash")),
    )
    with op.batch_alter_table("login_session", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_login_session_user_id"), ["user_id"], unique=False)

    op.create_table(
        "rate_limit_counter",
        sa.Column("key", sa.String(length=255), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("expires_at", sa.Float(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_rate_limit_counter")),
    )
    with op.batch_alter_table("rate_limit_counter", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_rate_limit_counter_expires_at"), ["expires_at"], unique=False
        )

    with op.batch_alter_table("classroom_student", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("manages", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    student = sa.table(
        "classroom_student",
        sa.column("id", sa.Integer()),
        sa.column("user_id", sa.Integer()),
        sa.column("manages", sa.Boolean()),
    )
    user = sa.table("user", sa.column("id", sa.Integer()), sa.column("is_managed", sa.Boolean()))
    first_membership = (
        sa.select(sa.func.min(student.c.id))
        .join(user, user.c.id == student.c.user_id)
        .where(user.c.is_managed.is_(True))
        .group_by(student.c.user_id)
    )
    op.execute(student.update().where(student.c.id.in_(first_membership)).values(manages=sa.true()))


def downgrade() -> None:
    with op.batch_alter_table("classroom_student", schema=None) as batch_op:
        batch_op.drop_column("manages")
    with op.batch_alter_table("rate_limit_counter", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rate_limit_counter_expires_at"))
    op.drop_table("rate_limit_counter")
    with op.batch_alter_table("login_session", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_login_session_user_id"))
    op.drop_table("login_session")
