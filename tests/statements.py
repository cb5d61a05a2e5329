"""What SQL a request runs: the statements the engine's listeners see (each on one line)
and the commits made, for tests that count a page's or an answer's work."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from flask import Flask
from sqlalchemy import event

from tutor.extensions import db


@contextmanager
def recorded_statements(app: Flask) -> Iterator[tuple[list[str], list[str]]]:
    """The statements run, and the commits made, inside the block."""
    statements: list[str] = []
    commits: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(" ".join(statement.split()))

    def committed(*_args: Any) -> None:
        commits.append("commit")

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", note)
    event.listen(engine, "commit", committed)
    try:
        yield statements, commits
    finally:
        event.remove(engine, "before_cursor_execute", note)
        event.remove(engine, "commit", committed)


def statements_of(app: Flask, action: Callable[[], object]) -> list[str]:
    """The statements ``action`` runs."""
    with recorded_statements(app) as (statements, _commits):
        action()
    return statements
