"""Skill cards: the learner-and-due index also holds the skill, misses and reviews.

The review page reads one row of the deck (``tutor.practice.deck.review_head``): the card
due soonest, ties by skill, and how many cards are due and are leeches. With the index on
(learner, due) alone SQLite read every due card to sort them by skill and every card of
the learner to count its leeches; with the skill, misses and reviews in the index, it
reads the first entry and counts from the index. Every answer changes a card's due date,
so every answer rewrites the card's entry in this index either way.

Revision ID: practice_0002
Revises: progress_0001
Create Date: 2026-12-06
"""

from __future__ import annotations

from alembic import op

revision = "practice_0002"
down_revision: str | None = "progress_0001"
branch_labels: str | None = None
depends_on: str | None = None

HEAD_COLUMNS = ["learner_id", "due", "skill", "misses", "reviews"]


def upgrade() -> None:
    with op.batch_alter_table("skill_card", schema=None) as batch_op:
        batch_op.drop_index("ix_skill_card_learner_due")
        batch_op.create_index("ix_skill_card_learner_due", HEAD_COLUMNS, unique=False)


def downgrade() -> None:
    with op.batch_alter_table("skill_card", schema=None) as batch_op:
        batch_op.drop_index("ix_skill_card_learner_due")
        batch_op.create_index("ix_skill_card_learner_due", ["learner_id", "due"], unique=False)
