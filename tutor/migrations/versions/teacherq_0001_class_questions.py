"""Teachers' own questions: ``class_question`` holds each published item of a class's own
set (the quiz item format as JSON), proven before it is stored.

Revision ID: teacherq_0001
Revises: practice_0004
Create Date: 2026-12-07
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "teacherq_0001"
down_revision: str | None = "practice_0004"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "class_question",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("classroom_id", sa.Integer(), nullable=False),
        sa.Column("created_by", sa.Integer(), nullable=True),
        sa.Column("item_json", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["classroom_id"],
            ["classroom.id"],
            name=op.f("fk_class_question_classroom_id_classroom"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["created_by"],
            ["user.id"],
            name=op.f("fk_class_question_created_by_user"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_class_question")),
    )
    with op.batch_alter_table("class_question", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_class_question_classroom_id"), ["classroom_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("class_question", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_class_question_classroom_id"))
    op.drop_table("class_question")
