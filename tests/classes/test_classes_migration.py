"""The classes migration creates exactly the tables the models describe, and goes back."""

from __future__ import annotations

from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from classes_helpers import make_app
from flask_migrate import downgrade, upgrade
from sqlalchemy import inspect

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
