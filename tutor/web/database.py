"""Database set-up the app does by itself: SQLite pragmas and migrating to head on start."""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask_migrate import upgrade  # type: ignore[import-untyped]
from sqlalchemy import event

from tutor.extensions import db

SQLITE_BUSY_TIMEOUT_MS = 5000


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets readers go on while one writer commits; the busy timeout makes a second
    # writer wait for the lock instead of failing at once with "database is locked".
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def enable_sqlite_pragmas(app: Flask) -> None:
    with app.app_context():
        engine = db.engine
        if engine.dialect.name == "sqlite":
            event.listen(engine, "connect", _sqlite_pragmas)


def upgrade_to_head(app: Flask) -> None:
    """Create or migrate the database to the newest revision (a no-op when it is there)."""
    with app.app_context():
        upgrade(directory=app.extensions["migrate"].directory)
