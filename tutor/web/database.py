"""Database set-up the app does by itself: per-connection settings for SQLite (pragmas) and
PostgreSQL (UTC session time zone), and migrating to head on start."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from flask import Flask
from flask_migrate import upgrade  # type: ignore[import-untyped]
from sqlalchemy import Connection, CursorResult, Executable, event
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.sql.elements import ClauseElement

from tutor.extensions import db

SQLITE_BUSY_TIMEOUT_MS = 5000
# pg_advisory_xact_lock key held while migrating (tutor/migrations/env.py): processes that
# start together on one PostgreSQL database migrate one after the other.
MIGRATION_LOCK_KEY = 0x4555_4348_5245  # "EUCHRE"


# SQLite's ``synchronous`` under WAL: NORMAL (the default here) syncs the log at each
# checkpoint rather than at each commit. A commit then survives the app being killed
# (``kill -9``: nothing acknowledged is lost, the database never corrupts) but the last
# commits before a power cut or an operating-system crash may roll back. FULL also
# survives those, at one fsync per commit (4-5 ms on this machine's disk, more than the
# rest of an answer's work). ``SQLITE_SYNCHRONOUS`` chooses.
SQLITE_SYNCHRONOUS_MODES = ("OFF", "NORMAL", "FULL", "EXTRA")


def _sqlite_pragmas_for(synchronous: str) -> Any:
    def pragmas(dbapi_connection: Any, _record: Any) -> None:
        # WAL lets readers go on while one writer commits; the busy timeout makes a second
        # writer wait for the lock instead of failing at once with "database is locked".
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={synchronous}")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    return pragmas


def _postgres_settings(dbapi_connection: Any, _record: Any) -> None:
    # Timestamps come back in UTC whatever the server's own TimeZone setting is.
    cursor = dbapi_connection.cursor()
    cursor.execute("SET TIME ZONE 'UTC'")
    cursor.close()
    dbapi_connection.commit()  # psycopg opened a transaction; leave the connection idle


def rows(
    statement: Executable, params: dict[str, Any] | None = None
) -> CursorResult[*tuple[Any, ...]]:
    """Run a Core select on the session's connection, in its transaction, without going
    through the ORM session's execution layer: that layer costs as much again as the
    small reads every page makes (the learner, the deck, the last answers).

    It does not flush the session first, so it is for reads of columns (not entities)
    made before the request changes anything.
    """
    return db.session.connection().execute(statement, params or {})


def session_in_transaction() -> bool:
    """Whether this request's ORM session has begun a transaction, asked without making
    the session: a request that never needs it (a visitor's quiz page and answer) then
    makes none, and its teardown has none to close."""
    return bool(db.session.registry.has() and db.session().in_transaction())


def configure_connections(app: Flask) -> None:
    """Settings every new connection gets; only the engine's own dialect's are applied."""
    with app.app_context():
        engine = db.engine
        if engine.dialect.name == "sqlite":
            synchronous = str(app.config.get("SQLITE_SYNCHRONOUS", "NORMAL")).upper()
            if synchronous not in SQLITE_SYNCHRONOUS_MODES:
                raise RuntimeError(
                    f"SQLITE_SYNCHRONOUS must be one of {', '.join(SQLITE_SYNCHRONOUS_MODES)}"
                )
            event.listen(engine, "connect", _sqlite_pragmas_for(synchronous))
        elif engine.dialect.name == "postgresql":
            event.listen(engine, "connect", _postgres_settings)


def at_head(app: Flask) -> bool:
    """Whether the database is at the newest migration revision."""
    migrate_state = app.extensions["migrate"]
    with app.app_context():
        config = migrate_state.migrate.get_config(migrate_state.directory)
        heads = set(ScriptDirectory.from_config(config).get_heads())
        with db.engine.connect() as connection:
            current = set(MigrationContext.configure(connection).get_current_heads())
    return current == heads


def upgrade_to_head(app: Flask, *, attempts: int = 5, pause_s: float = 1.0) -> None:
    """Create or migrate the database to the newest revision (a no-op when it is there).

    Several processes may start at once (gunicorn workers, several machines). On
    PostgreSQL they take turns (an advisory lock held by the migration transaction, see
    ``tutor/migrations/env.py``) and the later ones find the database at head. On SQLite
    one of them migrates and the others may fail part-way on tables it just made: such a
    process waits and checks again instead of failing to boot.
    """
    for attempt in range(1, attempts + 1):
        try:
            with app.app_context():
                upgrade(directory=app.extensions["migrate"].directory)
            return
        except SQLAlchemyError:
            with app.app_context():
                db.session.remove()
            if at_head(app):
                return
            if attempt == attempts:
                raise
            time.sleep(pause_s)


@dataclass(frozen=True)
class _Compiled:
    sql: str
    positional: tuple[str, ...] | None  # the parameters' order, or None for named ones
    defaults: dict[str, Any]  # values of the statement's own literals (``number + 1``)
    binds: tuple[tuple[str, Any], ...]  # parameters with a type that converts them
    columns: tuple[Any, ...]  # the returned columns
    # Per returned column, its type's converter or None, found at the first run that
    # returns rows: a converter may depend on the type the cursor names (PostgreSQL's
    # numbers), as it does in SQLAlchemy's own result.
    results: list[tuple[Any, ...]]


def _dialect_key(dialect: Any) -> tuple[str, str, str]:
    return (dialect.name, dialect.driver, dialect.paramstyle)


class DirectStatement:
    """A Core statement run straight on the DBAPI cursor of the session's connection, in
    the session's transaction.

    SQLAlchemy's execution layer (execution context, compiled-cache lookup, result
    object) costs several times what SQLite takes to run a one-row statement; a request
    that runs only one or two such statements (a drill answer) spends much of its time
    there. Here the statement is compiled once per dialect and its parameters and
    returned columns converted by the column types' own processors, so what is stored
    and read is exactly what ``Connection.execute`` would store and read; the engine's
    ``before_cursor_execute``/``after_cursor_execute`` listeners still see it.
    """

    def __init__(self, statement: ClauseElement) -> None:
        self.statement = statement
        # Per dialect and driver: psycopg and psycopg2 take their parameters differently.
        self._compiled: dict[tuple[str, str, str], _Compiled] = {}

    def _compile(self, dialect: Any) -> _Compiled:
        compiled: Any = self.statement.compile(dialect=dialect)
        if getattr(compiled, "implicit_returning", None):
            # Rows this statement does not name would come back (an insert's new primary
            # key, on PostgreSQL): make it ``.inline()`` or ask for them with ``returning``.
            raise ValueError(f"{compiled.string!r} returns columns it does not name")
        binds = tuple(
            (name, processor)
            for name, bind in compiled.binds.items()
            if (processor := bind.type.dialect_impl(dialect).bind_processor(dialect))
        )
        columns = tuple(getattr(self.statement, "exported_columns", ()))
        found = self._compiled[_dialect_key(dialect)] = _Compiled(
            sql=compiled.string,
            positional=tuple(compiled.positiontup) if compiled.positional else None,
            defaults={
                name: bind.value
                for name, bind in compiled.binds.items()
                if not bind.required and bind.callable is None
            },
            binds=binds,
            columns=columns,
            results=[],
        )
        return found

    def _parameters(self, compiled: _Compiled, params: dict[str, Any]) -> Any:
        values = compiled.defaults | params
        for name, processor in compiled.binds:
            values[name] = processor(values[name])
        if compiled.positional is None:
            return values
        return tuple(values[name] for name in compiled.positional)

    def rows(
        self, params: dict[str, Any], connection: Connection | None = None
    ) -> list[tuple[Any, ...]]:
        """Run it with ``params`` and return the rows it returns (none for a plain
        update), each value converted as its column's type converts it. ``connection``:
        the session's connection (``db.session.connection()``) where the caller has it
        already, in the transaction it is in now; asking the session again costs more
        than converting the parameters."""
        if connection is None:
            connection = db.session.connection()
        dialect = connection.dialect
        compiled = self._compiled.get(_dialect_key(dialect)) or self._compile(dialect)
        parameters = self._parameters(compiled, params)
        description, fetched = _run(connection, compiled.sql, parameters, many=False)
        if not fetched:
            return []
        if not compiled.results:
            compiled.results.append(
                tuple(
                    column.type.dialect_impl(dialect).result_processor(dialect, entry[1])
                    for column, entry in zip(compiled.columns, description, strict=True)
                )
            )
        processors = compiled.results[0]
        return [
            tuple(
                processor(value) if processor is not None else value
                for processor, value in zip(processors, row, strict=True)
            )
            for row in fetched
        ]

    def rows_committed(self, params: dict[str, Any]) -> list[tuple[Any, ...]]:
        """Run it as a transaction of its own, on a pooled connection of its own, commit,
        and return its rows (as ``rows``); rolled back if it fails.

        For a request whose one write is this statement and whose reads need not see it
        in the session's transaction (a right drill answer): the session's transaction
        (begun, committed and closed around one statement) costs more than the statement.
        The session's own transaction, if it has one, is left as it is."""
        # ``begin`` explicitly: the statement runs on the DBAPI cursor, which does not
        # autobegin the connection, and a commit of a connection never begun does nothing.
        with db.engine.connect() as connection, connection.begin():
            return self.rows(params, connection)

    def rows_apart(self, params: dict[str, Any]) -> list[tuple[Any, ...]]:
        """``rows`` for a read that may be all a request asks of the database (a visitor's
        quiz page): where the session has begun no transaction, on a pooled connection
        checked out for this read and given back at once (the pool rolls it back), not
        in a session transaction begun for it and ended at the request's teardown. Where
        the session has one going, in it (``rows``), so a request never holds two."""
        if session_in_transaction():
            return self.rows(params)
        with db.engine.connect() as connection:
            return self.rows(params, connection)

    def run_many(self, params: list[dict[str, Any]], connection: Connection | None = None) -> None:
        """Run a statement that returns nothing once per parameter set in ``params``
        (the DBAPI's ``executemany``, as ``Connection.execute`` runs an update given a
        list): for one set, a plain execute. ``connection`` as for ``rows``."""
        if connection is None:
            connection = db.session.connection()
        dialect = connection.dialect
        compiled = self._compiled.get(_dialect_key(dialect)) or self._compile(dialect)
        if len(params) == 1:
            _run(connection, compiled.sql, self._parameters(compiled, params[0]), many=False)
            return
        sets = [self._parameters(compiled, one) for one in params]
        _run(connection, compiled.sql, sets, many=True)


def _run(
    connection: Connection, sql: str, parameters: Any, *, many: bool
) -> tuple[Any, Sequence[Any]]:
    """``sql`` on a new cursor of ``connection``'s DBAPI connection, with the engine's
    cursor listeners around it; a DBAPI error is raised as ``Connection.execute`` raises
    it (wrapped in SQLAlchemy's exception, ``handle_error`` listeners told, the connection
    invalidated on a disconnect). The cursor's description and the rows it returned."""
    dispatch = connection.dispatch
    cursor = connection.connection.cursor()
    try:
        try:
            if dispatch.before_cursor_execute:
                dispatch.before_cursor_execute(connection, cursor, sql, parameters, None, many)
            if many:
                cursor.executemany(sql, parameters)
            else:
                cursor.execute(sql, parameters)
            if dispatch.after_cursor_execute:
                dispatch.after_cursor_execute(connection, cursor, sql, parameters, None, many)
            description = cursor.description
            return description, cursor.fetchall() if description is not None else []
        except connection.dialect.loaded_dbapi.Error as error:
            connection._handle_dbapi_exception(error, sql, parameters, cursor, None)
    finally:
        cursor.close()
