"""Skill cards: an index of the leeches alone (missed 8 times or more), per learner.

The review page counts the learner's leeches on every view (``deck.review_head``); without
this index the database read every card of the learner to count them. An answer to a
skill that is not a leech changes nothing in it.

Revision ID: practice_0003
Revises: practice_0002
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "practice_0003"
down_revision: str | None = "practice_0002"
branch_labels: str | None = None
depends_on: str | None = None

# tutor.practice.scheduling.LEECH_MISSES when this was written; the review page's query
# states the condition as the models do (tutor.practice.models.LEECHES).
LEECHES = "misses >= 8"


def upgrade() -> None:
    op.create_index(
        "ix_skill_card_leeches",
        "skill_card",
        ["learner_id", "misses"],
        unique=False,
        sqlite_where=sa.text(LEECHES),
        postgresql_where=sa.text(LEECHES),
    )


def downgrade() -> None:
    op.drop_index("ix_skill_card_leeches", table_name="skill_card")
