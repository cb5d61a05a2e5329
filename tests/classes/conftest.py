"""Fixtures for the classes tests (helpers live in classes_helpers.py)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from classes_helpers import School, make_app, make_school
from flask import Flask
from flask.testing import FlaskClient

from tutor.extensions import db, limiter
from tutor.web import content


@pytest.fixture
def app(tmp_path: Path, migrated_template: Path) -> Iterator[Flask]:
    # migrated_template (tests/conftest.py): the database migrated once per session.
    database = tmp_path / "classes.sqlite"
    shutil.copyfile(migrated_template, database)
    application = make_app(database)
    with application.app_context():
        limiter.reset()
        yield application
        db.session.remove()
        db.engine.dispose()
    content.forget_loaded_content()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def school(app: Flask) -> School:
    return make_school()
