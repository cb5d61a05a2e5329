"""Shared fixtures for the web and browser tests: an app on a temp database, with the small
quiz bank and lessons under tests/web/data (the real folders are used where a test says so).

The database is migrated once per session into a template file, which each test copies:
every test starts from a fresh, migrated database without paying for the migration.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner

from tutor import create_app
from tutor.course.curriculum import default_lessons_dir
from tutor.extensions import db, limiter
from tutor.quiz import default_quiz_dir
from tutor.web.content import forget_loaded_content

DATA = Path(__file__).parent / "web" / "data"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
TEST_QUIZ_DIR = DATA / "quizzes"
TEST_LESSONS_DIR = DATA / "lessons"


def make_config(database: Path, **overrides: Any) -> dict[str, Any]:
    return {
        "TESTING": True,
        "SECRET_KEY": "test-secret-key",
        "SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}",
        "QUIZ_DIR": TEST_QUIZ_DIR,
        "LESSONS_DIR": TEST_LESSONS_DIR,
        "RATELIMIT_STORAGE_URI": "memory://",
        **overrides,
    }


@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    """Debian's chromium driven by Playwright, one per test process: every browser test
    (tests/e2e, tests/classes) shares it. Two sync Playwright instances in one process
    cannot coexist (the second finds the first's event loop running), which test files
    running one after the other in a pytest-xdist worker would otherwise do."""
    if not CHROMIUM.exists():
        pytest.skip("Debian chromium is not installed (.ci/run installs it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def migrated_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    database = tmp_path_factory.mktemp("template") / "template.sqlite"
    app = create_app(make_config(database))
    with app.app_context():
        db.engine.dispose()  # closing checkpoints the WAL into the main file
    return database


@pytest.fixture
def app_factory(tmp_path: Path, migrated_template: Path) -> Iterator[Any]:
    """Make apps on a fresh copy of the migrated database: ``app_factory(**config)``."""
    made: list[Flask] = []

    def factory(**overrides: Any) -> Flask:
        database = tmp_path / f"tutor-{len(made)}.sqlite"
        shutil.copyfile(migrated_template, database)
        app = create_app(make_config(database, **overrides))
        made.append(app)
        return app

    yield factory
    for app in made:
        with app.app_context():
            db.session.remove()
            db.engine.dispose()
    forget_loaded_content()


@pytest.fixture
def real_app(app_factory: Any) -> Flask:
    """An app serving the project's own quiz banks and lessons."""
    flask_app: Flask = app_factory(QUIZ_DIR=default_quiz_dir(), LESSONS_DIR=default_lessons_dir())
    return flask_app


@pytest.fixture
def app(app_factory: Any) -> Flask:
    # CSRF stays on: the tests post the token like a browser does.
    flask_app: Flask = app_factory()
    with flask_app.app_context():
        limiter.reset()
    return flask_app


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def runner(app: Flask) -> FlaskCliRunner:
    return app.test_cli_runner()


CSRF_FIELD = re.compile(r'name="csrf_token"[^>]*value="([^"]+)"')
TEST_PASSWORD = "trumps-and-bowers"
TOKEN_FIELD = re.compile(r'name="token" value="([^"]+)"')


def csrf_token_from(html: str) -> str:
    match = CSRF_FIELD.search(html)
    assert match, "the page has no csrf_token field"
    return match.group(1)


class AuthActions:
    def __init__(self, client: FlaskClient) -> None:
        self.client = client

    def register(self, username: str = "ada", password: str = TEST_PASSWORD, **extra: str) -> Any:
        page = self.client.get("/auth/register").get_data(as_text=True)
        form = {
            "csrf_token": csrf_token_from(page),
            "username": username,
            "password": password,
            "password2": password,
            "role": extra.pop("role", "learner"),
            **extra,
        }
        return self.client.post("/auth/register", data=form)

    def login(self, username: str = "ada", password: str = TEST_PASSWORD) -> Any:
        page = self.client.get("/auth/login").get_data(as_text=True)
        form = {"csrf_token": csrf_token_from(page), "username": username, "password": password}
        return self.client.post("/auth/login", data=form)

    def logout(self) -> Any:
        page = self.client.get("/auth/logout").get_data(as_text=True)
        return self.client.post("/auth/logout", data={"csrf_token": csrf_token_from(page)})


@pytest.fixture
def auth(client: FlaskClient) -> AuthActions:
    return AuthActions(client)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--run-slow",
        action="store_true",
        help="also run the tests marked slow (e.g. every bank item posted to /api/analyse, "
        "about 25 minutes); CI runs a sample of the same checks instead",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--run-slow"):
        return
    skip = pytest.mark.skip(reason="slow: run with --run-slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
