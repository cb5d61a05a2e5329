"""Coached play: each graded decision keeps every option's loss interval (issue 31).

Revision ID: play_0002
Revises: practice_0003
Create Date: 2026-12-07
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "play_0002"
down_revision: str | None = "practice_0003"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("play_decision") as batch:
        batch.add_column(sa.Column("loss_bounds", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("play_decision") as batch:
        batch.drop_column("loss_bounds")
