"""Class announcements keep their rendered, cleaned HTML (rendered once when saved).

Existing announcements are rendered here, so no page has to render Markdown on a view.

Revision ID: harden_0001
Revises: acct_0001
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tutor.classes.announcements import render_announcement

revision = "harden_0001"
down_revision: str | None = "acct_0001"
branch_labels: str | None = None
depends_on: str | None = None

classroom = sa.table(
    "classroom",
    sa.column("id", sa.Integer()),
    sa.column("announcement", sa.Text()),
    sa.column("announcement_html", sa.Text()),
)


def upgrade() -> None:
    op.add_column(
        "classroom",
        sa.Column("announcement_html", sa.Text(), nullable=False, server_default=""),
    )
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(classroom.c.id, classroom.c.announcement).where(classroom.c.announcement != "")
    ).all()
    for class_id, text in rows:
        connection.execute(
            classroom.update()
            .where(classroom.c.id == class_id)
            .values(announcement_html=render_announcement(text))
        )
    # The empty server default stays: dropping it would make SQLite rebuild the classroom
    # table, and with foreign keys on, that deletes every class membership (cascade).


def downgrade() -> None:
    with op.batch_alter_table("classroom") as batch:
        batch.drop_column("announcement_html")
