"""Classes, their teachers and students, assignments, their items and recipients.

Revision ID: classes_0001
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "classes_0001"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "classroom",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("join_code", sa.String(length=16), nullable=False),
        sa.Column("join_code_expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("joining_locked", sa.Boolean(), nullable=False),
        sa.Column("variant_preset", sa.String(length=20), nullable=False),
        sa.Column("variant_options", sa.Text(), nullable=False),
        sa.Column("announcement", sa.Text(), nullable=False),
        sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_classroom")),
    )
    with op.batch_alter_table("classroom", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_classroom_join_code"), ["join_code"], unique=True)

    op.create_table(
        "assignment",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("classroom_id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=120), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("due_on", sa.Date(), nullable=True),
        sa.Column("practice_theme", sa.String(length=80), nullable=True),
        sa.Column("for_everyone", sa.Boolean(), nullable=False),
        sa.Column("created_by", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["classroom_id"],
            ["classroom.id"],
            name=op.f("fk_assignment_classroom_id_classroom"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["created_by"],
            ["user.id"],
            name=op.f("fk_assignment_created_by_user"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_assignment")),
    )
    with op.batch_alter_table("assignment", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_assignment_classroom_id"), ["classroom_id"], unique=False
        )

    op.create_table(
        "classroom_student",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("classroom_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["classroom_id"],
            ["classroom.id"],
            name=op.f("fk_classroom_student_classroom_id_classroom"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["user.id"],
            name=op.f("fk_classroom_student_user_id_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_classroom_student")),
        sa.UniqueConstraint(
            "classroom_id", "user_id", name=op.f("uq_classroom_student_classroom_id")
        ),
    )
    with op.batch_alter_table("classroom_student", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_classroom_student_classroom_id"), ["classroom_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_classroom_student_user_id"), ["user_id"], unique=False)

    op.create_table(
        "classroom_teacher",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("classroom_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("added_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["classroom_id"],
            ["classroom.id"],
            name=op.f("fk_classroom_teacher_classroom_id_classroom"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["user.id"],
            name=op.f("fk_classroom_teacher_user_id_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_classroom_teacher")),
        sa.UniqueConstraint(
            "classroom_id", "user_id", name=op.f("uq_classroom_teacher_classroom_id")
        ),
    )
    with op.batch_alter_table("classroom_teacher", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_classroom_teacher_classroom_id"), ["classroom_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_classroom_teacher_user_id"), ["user_id"], unique=False)

    op.create_table(
        "assignment_item",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("assignment_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("ref", sa.String(length=120), nullable=False),
        sa.Column("goal_percent", sa.Integer(), nullable=True),
        sa.Column("goal_min_items", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["assignment_id"],
            ["assignment.id"],
            name=op.f("fk_assignment_item_assignment_id_assignment"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_assignment_item")),
    )
    with op.batch_alter_table("assignment_item", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_assignment_item_assignment_id"), ["assignment_id"], unique=False
        )

    op.create_table(
        "assignment_recipient",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("assignment_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["assignment_id"],
            ["assignment.id"],
            name=op.f("fk_assignment_recipient_assignment_id_assignment"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["user.id"],
            name=op.f("fk_assignment_recipient_user_id_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_assignment_recipient")),
        sa.UniqueConstraint(
            "assignment_id", "user_id", name=op.f("uq_assignment_recipient_assignment_id")
        ),
    )
    with op.batch_alter_table("assignment_recipient", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_assignment_recipient_assignment_id"), ["assignment_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_assignment_recipient_user_id"), ["user_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("assignment_recipient", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_assignment_recipient_user_id"))
        batch_op.drop_index(batch_op.f("ix_assignment_recipient_assignment_id"))

    op.drop_table("assignment_recipient")
    with op.batch_alter_table("assignment_item", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_assignment_item_assignment_id"))

    op.drop_table("assignment_item")
    with op.batch_alter_table("classroom_teacher", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_classroom_teacher_user_id"))
        batch_op.drop_index(batch_op.f("ix_classroom_teacher_classroom_id"))

    op.drop_table("classroom_teacher")
    with op.batch_alter_table("classroom_student", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_classroom_student_user_id"))
        batch_op.drop_index(batch_op.f("ix_classroom_student_classroom_id"))

    op.drop_table("classroom_student")
    with op.batch_alter_table("assignment", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_assignment_classroom_id"))

    op.drop_table("assignment")
    with op.batch_alter_table("classroom", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_classroom_join_code"))

    op.drop_table("classroom")
