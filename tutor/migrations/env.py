"""Alembic environment for Flask-Migrate: the app's engine and the models' metadata.

Logging is left as the app set it up (no ``fileConfig``): upgrading on start-up must not
silence the app's own loggers.
"""

from __future__ import annotations

import logging
from typing import Any

from alembic import context
from flask import current_app
from sqlalchemy import text

from tutor.web.database import MIGRATION_LOCK_KEY

config = context.config
logger = logging.getLogger("alembic.env")


def _engine() -> Any:
    return current_app.extensions["migrate"].db.engine


def _metadata() -> Any:
    return current_app.extensions["migrate"].db.metadata


config.set_main_option(
    "sqlalchemy.url", _engine().url.render_as_string(hide_password=False).replace("%", "%%")
)


def run_migrations_offline() -> None:
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=_metadata(),
        literal_binds=True,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def _skip_empty_autogenerate(_context: Any, _revision: Any, directives: list[Any]) -> None:
    # `flask db migrate` with no model change should not write an empty revision.
    if getattr(config.cmd_opts, "autogenerate", False) and directives[0].upgrade_ops.is_empty():
        directives[:] = []
        logger.info("No changes in schema detected.")


def run_migrations_online() -> None:
    configure_args = dict(current_app.extensions["migrate"].configure_args)
    configure_args.setdefault("process_revision_directives", _skip_empty_autogenerate)
    with _engine().connect() as connection:
        context.configure(connection=connection, target_metadata=_metadata(), **configure_args)
        with context.begin_transaction():
            if connection.dialect.name == "postgresql":
                # Processes starting together take turns, each reading the revision only
                # once the one before has committed; the lock ends with the transaction.
                connection.execute(
                    text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY}
                )
            context.run_migrations()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
