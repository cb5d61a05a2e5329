"""The analysis board in chromium, in English and Korean: set up a position with the
keyboard only (typing codes and the card picker), analyse it (a first estimate, then the
queue's looks until finished), share its link and open it again; axe on every state."""

from __future__ import annotations

import logging
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.conftest import make_config
from tests.e2e.test_page_quality import check
from tutor import create_app
from tutor.extensions import db

pytestmark = pytest.mark.browser

AXE = Path(__file__).parents[2] / ".ci" / "npm" / "node_modules" / "axe-core" / "axe.min.js"
WORDS = {"en-GB": ("Analysis board", "Tied for best"), "ko-KR": ("분석 보드", "공동 최선")}


@pytest.fixture(scope="module")
def board_url(tmp_path_factory: pytest.TempPathFactory, migrated_template: Path) -> Iterator[str]:
    from werkzeug.serving import make_server

    folder = tmp_path_factory.mktemp("board")
    database = folder / "board.sqlite"
    shutil.copyfile(migrated_template, database)
    # The real queue: SQLite and the consumer thread the app starts itself.
    app = create_app(
        make_config(
            database,
            RATELIMIT_ENABLED=False,
            ANALYSIS_QUEUE_URL=f"sqlite:///{folder / 'queue.sqlite'}",
        )
    )
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)
        app.extensions["board_queue"].stop()
        with app.app_context():
            db.session.remove()
            db.engine.dispose()


def axe_or_nothing() -> str | None:
    return AXE.read_text(encoding="utf-8") if AXE.exists() else None


def best_of(page: Page) -> list[str]:
    return page.locator('tr[data-best="yes"]').evaluate_all(
        "rows => rows.map(row => row.dataset.option)"
    )


@pytest.mark.parametrize("locale", ["en-GB", "ko-KR"])
def test_set_up_analyse_and_share_a_position_by_keyboard(
    chromium: Browser, board_url: str, locale: str
) -> None:
    context = chromium.new_context(locale=locale, bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(60_000)
    axe = axe_or_nothing()
    problems: list[str] = []
    title, tied = WORDS[locale]
    page.goto(f"{board_url}/analyse/")
    assert page.locator("h1").inner_text() == title
    if axe:
        check(page, axe, f"{locale} empty board", problems)

    # Keyboard only: type four cards into the hand, add the fifth with the card picker.
    hand = page.locator("#board-hand")
    hand.focus()
    page.keyboard.press("Control+A")
    page.keyboard.type("JH JD AH KS")
    page.locator('[data-card="9C"]').focus()
    page.keyboard.press("Enter")
    assert hand.input_value() == "JH JD AH KS 9C"
    page.locator("form#board-form button[type=submit]").focus()
    page.keyboard.press("Enter")

    # A first estimate, then the looks from the queue until the analysis is finished.
    page.locator("#board-analysis").wait_for()
    page.locator('#board-analysis[data-finished="yes"]').wait_for()
    assert set(best_of(page)) == {"JH", "JD", "AH"}
    assert page.locator('tr[data-option="JH"]').inner_text().count(tied) == 1
    assert int(page.locator("#board-analysis").get_attribute("data-samples") or 0) == 1024
    if axe:
        check(page, axe, f"{locale} finished analysis", problems)

    # Share: the link reproduces the board, in a fresh browser without JavaScript too.
    link = page.locator("a[data-share]").get_attribute("href")
    assert link is not None
    assert link.startswith("/analyse/?p=kbest-play_")
    shared_context = chromium.new_context(locale=locale, java_script_enabled=False)
    shared = shared_context.new_page()
    shared.set_default_timeout(60_000)
    shared.goto(f"{board_url}{link}")
    assert shared.locator("#board-hand").input_value() == "JH JD AH KS 9C"
    shared.locator("a", has_text="1024").first.click()
    assert set(best_of(shared)) == {"JH", "JD", "AH"}
    shared_context.close()

    # An impossible position: refused field by field, nothing analysed.
    hand.fill("JH JD AH KS")
    page.locator("form#board-form button[type=submit]").click()
    page.locator('[data-field-error="hand"]').wait_for()
    assert page.locator("#board-analysis").count() == 0
    assert page.locator("#board-hand").get_attribute("aria-invalid") == "true"
    if axe:
        check(page, axe, f"{locale} refused position", problems)
    context.close()
    assert not problems, "\n".join(problems)
