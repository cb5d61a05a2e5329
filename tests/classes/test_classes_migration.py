"""The classes migration creates exactly the tables the models describe, and goes back."""

from __future__ import annotations

from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from classes_helpers import make_app
from flask_migrate import downgrade, upgrade
from sqlalchemy import inspect, text

from tutor.extensions import db

CLASS_TABLES = {
    "classroom",
    "classroom_teacher",
    "classroom_student",
    "assignment",
    "assignment_item",
    "assignment_recipient",
}


def test_migrated_schema_matches_the_models_and_downgrades(tmp_path: Path) -> None:
    app = make_app(tmp_path / "fresh.sqlite")  # a new file: every migration runs
    with app.app_context():
        with db.engine.connect() as connection:
            context = MigrationContext.configure(connection)
            differences = compare_metadata(context, db.metadata)
        ours = [d for d in differences if CLASS_TABLES & set(map(str, _tables_in(d)))]
        assert ours == []
        directory = app.extensions["migrate"].directory
        downgrade(directory=directory, revision="0001")
        assert not CLASS_TABLES & set(inspect(db.engine).get_table_names())
        upgrade(directory=directory)
        assert set(inspect(db.engine).get_table_names()) >= CLASS_TABLES
        db.session.remove()
        db.engine.dispose()


def _tables_in(difference: object) -> list[object]:
    """Table names mentioned by one autogenerate difference (a tuple or a list of them)."""
    if isinstance(difference, list):
        return [name for part in difference for name in _tables_in(part)]
    names: list[object] = []
    for part in difference if isinstance(difference, tuple) else ():
        table = getattr(part, "table", None)
        if table is not None:
            names.append(table.name)
        elif hasattr(part, "name") and hasattr(part, "columns"):
            names.append(part.name)
        elif isinstance(part, str):
            names.append(part)
    return names


ACCOUNT_TABLES = {"login_session", "rate_limit_counter"}


def test_accounts_migration_gives_managed_accounts_to_their_first_class(tmp_path: Path) -> None:
    """acct_0001 on data made before it: a teacher-made account that later joined a
    stranger's class is managed by the class that made it (its earliest membership)."""
    app = make_app(tmp_path / "fresh.sqlite")
    with app.app_context():
        directory = app.extensions["migrate"].directory
        with db.engine.connect() as connection:
            context = MigrationContext.configure(connection)
            differences = compare_metadata(context, db.metadata)
        ours = [
            d
            for d in differences
            if (ACCOUNT_TABLES | {"classroom_student"}) & set(map(str, _tables_in(d)))
        ]
        assert ours == []
        downgrade(directory=directory, revision="classes_0001")
        assert not ACCOUNT_TABLES & set(inspect(db.engine).get_table_names())
        with db.engine.begin() as connection:
            connection.execute(
                text(
                    "INSERT INTO user (id, username, password_hash, role, display_name,"
                    " is_managed, created_at) VALUES"
                    " (1, 'ms.park', 'x', 'teacher', '', 0, '2026-11-01'),"
                    " (2, 'mr.lee', 'x', 'teacher', '', 0, '2026-11-01'),"
                    " (3, 'kim1', 'x', 'learner', 'Kim', 1, '2026-11-02'),"
                    " (4, 'ann', 'x', 'learner', 'Ann', 0, '2026-11-02')"
                )
            )
            for class_id in (1, 2):
                connection.execute(
                    text(
                        "INSERT INTO classroom (id, name, join_code, joining_locked,"
                        " variant_preset, variant_options, announcement, created_at)"
                        " VALUES (:id, :name, :code, 0, 'standard', '{}', '', '2026-11-01')"
                    ),
                    {"id": class_id, "name": f"C{class_id}", "code": f"CODE000{class_id}"},
                )
            connection.execute(
                text(
                    "INSERT INTO classroom_student (id, classroom_id, user_id, joined_at) VALUES"
                    " (1, 1, 3, '2026-11-02'), (2, 2, 3, '2026-11-20'),"
                    " (3, 1, 4, '2026-11-03'), (4, 2, 4, '2026-11-21')"
                )
            )
        upgrade(directory=directory)
        with db.engine.connect() as connection:
            rows = connection.execute(
                text("SELECT id, manages FROM classroom_student ORDER BY id")
            ).all()
        assert [(row[0], bool(row[1])) for row in rows] == [
            (1, True),
            (2, False),
            (3, False),
            (4, False),
        ]
        db.session.remove()
        db.engine.dispose()


def test_own_set_answers_move_to_their_class_set(tmp_path: Path) -> None:
    """ownset_0001: answers stored under the shared set id "own" move to class/<id>/own,
    read from the item id; other sets' answers stay."""
    app = make_app(tmp_path / "fresh.sqlite")
    with app.app_context():
        directory = app.extensions["migrate"].directory
        downgrade(directory=directory, revision="teacherq_0001")
        with db.engine.begin() as connection:
            connection.execute(
                text("INSERT INTO learner (id, created_at) VALUES (1, '2026-12-01')")
            )
            for number, (set_id, item_id) in enumerate(
                [("own", "class/7/own/2"), ("own", "class/9/own/1"), ("bowers", "bowers-3")],
                start=1,
            ):
                connection.execute(
                    text(
                        "INSERT INTO attempt (id, learner_id, set_id, item_id, kind, themes,"
                        " answer, correct, created_at) VALUES"
                        " (:id, 1, :set, :item, 'order-up', '', 'alone', 1, '2026-12-01')"
                    ),
                    {"id": number, "set": set_id, "item": item_id},
                )
                connection.execute(
                    text(
                        "INSERT INTO item_progress (learner_id, set_id, item_id, answered_right)"
                        " VALUES (1, :set, :item, 1)"
                    ),
                    {"set": set_id, "item": item_id},
                )
        upgrade(directory=directory)
        moved = {
            table: sorted(
                tuple(row)
                for row in db.session.execute(text(f"SELECT set_id, item_id FROM {table}"))  # noqa: S608
            )
            for table in ("attempt", "item_progress")
        }
        expected = [
            ("bowers", "bowers-3"),
            ("class/7/own", "class/7/own/2"),
            ("class/9/own", "class/9/own/1"),
        ]
        assert moved == {"attempt": expected, "item_progress": expected}
        db.session.remove()
        db.engine.dispose()
