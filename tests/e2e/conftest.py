"""Browser tests: the app served on a free localhost port, driven by Debian's chromium.

The server runs in a background thread on a fresh copy of the migrated test database, with
the small test bank and lessons. Screenshots go to test-artifacts/ (git-ignored).
"""

from __future__ import annotations

import logging
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from werkzeug.serving import make_server

from tests.conftest import make_config
from tutor import create_app
from tutor.extensions import db

ARTIFACTS = Path(__file__).parents[2] / "test-artifacts"
# The machine is shared: give a busy CI box time before calling a page broken.
expect.set_options(timeout=15_000)


def serve(tmp_path: Path, migrated_template: Path, **config: Any) -> Iterator[str]:
    """The app on a fresh copy of the migrated database, served on a free localhost port in
    a background thread; yields its base URL and stops it afterwards. ``config`` goes to
    ``make_config`` (real banks or lessons, a test clock…)."""
    database = tmp_path / "browser.sqlite"
    shutil.copyfile(migrated_template, database)
    app = create_app(make_config(database, **config))
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)
    with app.app_context():
        db.session.remove()
        db.engine.dispose()


@pytest.fixture
def live_server(tmp_path: Path, migrated_template: Path) -> Iterator[str]:
    yield from serve(tmp_path, migrated_template)


@pytest.fixture
def page(chromium: Browser) -> Iterator[Page]:
    context = chromium.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    tab = context.new_page()
    tab.set_default_timeout(15_000)
    # Whatever the Content-Security-Policy refuses (an inline style, a handler, a script)
    # shows in the console: no test may end with such a message.
    refused: list[str] = []
    tab.on(
        "console",
        lambda message: (
            refused.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    yield tab
    context.close()
    assert refused == [], "the Content-Security-Policy refused something on the page"


def screenshot(page: Page, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


# Werkzeug's development server, which serves the app to the browser here, leaves a static
# file's stream unclosed when the browser drops the connection mid-download (a page that
# navigates on before its favicon arrives); the interpreter then reports the file as an
# unraisable ResourceWarning at some later garbage collection. The test harness's server,
# not the app: the app under gunicorn closes its responses.
_DROPPED_STATIC_FILE = (
    r"ignore:Exception ignored in. <_io\.FileIO name='[^']*/tutor/static/"
    ":pytest.PytestUnraisableExceptionWarning"
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/e2e/" in item.nodeid.replace("\\", "/") or item.nodeid.startswith("e2e/"):
            item.add_marker(pytest.mark.filterwarnings(_DROPPED_STATIC_FILE))
