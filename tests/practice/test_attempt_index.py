"""The attempts' (learner, item) index: migrated, matching the models, and used by the
question every answer asks (is this the learner's first answer to the item?)."""

from __future__ import annotations

from flask import Flask
from sqlalchemy import inspect, text

from tutor.extensions import db


def _attempt_indexes() -> dict[str, list[str]]:
    return {
        index["name"]: list(index["column_names"])
        for index in inspect(db.engine).get_indexes("attempt")
        if index["name"]
    }


def test_the_first_answer_check_reads_the_learner_item_index(app: Flask) -> None:
    with app.app_context():
        assert _attempt_indexes()["ix_attempt_learner_item"] == ["learner_id", "item_id"]
        with db.engine.connect() as connection:
            plan = connection.execute(
                text(
                    "EXPLAIN QUERY PLAN SELECT count(*) FROM (SELECT id FROM attempt "
                    "WHERE learner_id = 7 AND item_id = 'trick-winner/standard/101/1' LIMIT 2)"
                )
            ).all()
        details = " ".join(str(row[-1]) for row in plan)
        assert "INDEX ix_attempt_learner_item (learner_id=? AND item_id=?)" in details


def test_the_index_migration_matches_the_models_and_goes_down_and_up(app: Flask) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from flask_migrate import downgrade, upgrade

    with app.app_context():
        with db.engine.connect() as connection:
            assert compare_metadata(MigrationContext.configure(connection), db.metadata) == []
        directory = app.extensions["migrate"].directory
        downgrade(directory=directory, revision="drill_0001")
        assert _attempt_indexes().get("ix_attempt_learner_id") == ["learner_id"]
        assert "ix_attempt_learner_item" not in _attempt_indexes()
        upgrade(directory=directory)
        assert _attempt_indexes()["ix_attempt_learner_item"] == ["learner_id", "item_id"]
        assert "ix_attempt_learner_id" not in _attempt_indexes()
        db.session.remove()
        db.engine.dispose()
