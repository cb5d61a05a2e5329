"""The worked hand (lessons/*/a-full-hand.md) stepped through by keyboard, in English and
Korean, and read without JavaScript as a list of every step."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import screenshot, serve
from tutor.course.curriculum import default_lessons_dir

STEPS = 11  # the deal, three calls, the discard, five tricks, the score


@pytest.fixture
def course_server(tmp_path: Path, migrated_template: Path) -> Iterator[str]:
    """The app with the real course (the worked hand is a real lesson)."""
    yield from serve(tmp_path, migrated_template, LESSONS_DIR=default_lessons_dir())


def visible_step(page: Page) -> str:
    shown = page.locator(".handplay-step:visible")
    expect(shown).to_have_count(1)
    return shown.get_attribute("data-step") or ""


def tab_to(page: Page, selector: str, limit: int = 80) -> None:
    """Press Tab until the element matching ``selector`` has the focus, as a keyboard user."""
    target = page.locator(selector)
    for _ in range(limit):
        page.keyboard.press("Tab")
        if target.evaluate("element => element === document.activeElement"):
            return
    raise AssertionError(f"Tab never reached {selector}")


@pytest.mark.parametrize(
    ("lang", "status_2", "last_words"),
    [
        ("en", "Step 2 of 11: North: passes", "Points: North–South 1, East–West 0"),
        ("ko", "11단계 중 2단계: 북쪽: 패스", "점수: 북쪽–남쪽 1, 동쪽–서쪽 0"),
    ],
)
def test_step_through_the_worked_hand_by_keyboard(
    course_server: str, page: Page, lang: str, status_2: str, last_words: str
) -> None:
    page.goto(f"{course_server}/lessons/a-full-hand?lang={lang}")
    expect(page.locator("h1")).to_have_count(1)
    box = page.locator("[data-handplay]")
    expect(box.locator("[data-controls]")).to_be_visible()
    assert visible_step(page) == "1"
    expect(box.locator("[data-back]")).to_be_disabled()

    tab_to(page, "[data-next]")
    page.keyboard.press("ArrowRight")
    assert visible_step(page) == "2"
    expect(box.locator("[data-status]")).to_have_text(re.compile("^" + re.escape(status_2)))
    assert "step=2" in page.url

    page.keyboard.press("n")
    page.keyboard.press("n")
    page.keyboard.press("n")  # the discard
    assert visible_step(page) == "5"
    expect(page.locator(".handplay-step:visible .step-title")).to_contain_text("Q")
    page.keyboard.press("p")
    assert visible_step(page) == "4"
    page.keyboard.press("Enter")  # the focused Next button
    page.keyboard.press("ArrowRight")  # trick 1: West's right bower wins
    assert visible_step(page) == "6"
    trick = page.locator(".handplay-step:visible .handplay-trick li")
    expect(trick).to_have_count(4)
    expect(trick.nth(3)).to_have_class(re.compile("winner"))
    expect(trick.nth(3).locator(".card")).to_have_attribute("data-card", "JH")

    for _ in range(STEPS):
        page.keyboard.press("ArrowRight")
    assert visible_step(page) == str(STEPS)
    expect(box.locator("[data-next]")).to_be_disabled()
    expect(page.locator(".handplay-step:visible .handplay-points")).to_contain_text(last_words)
    # The focus stays in the widget when Next is disabled at the end, so Back still works.
    page.keyboard.press("ArrowLeft")
    assert visible_step(page) == str(STEPS - 1)
    screenshot(page, f"handplay-{lang}")


def test_a_step_in_the_address_opens_that_step(course_server: str, page: Page) -> None:
    page.goto(f"{course_server}/lessons/a-full-hand?lang=en&step=6")
    assert visible_step(page) == "6"
    expect(page.locator("[data-status]")).to_contain_text("Step 6 of 11: Trick 1")


def test_without_javascript_every_step_is_listed(course_server: str, chromium: Browser) -> None:
    context = chromium.new_context(java_script_enabled=False, locale="en-GB")
    page = context.new_page()
    try:
        page.goto(f"{course_server}/lessons/a-full-hand?lang=en")
        expect(page.locator(".handplay-step:visible")).to_have_count(STEPS)
        expect(page.locator("[data-controls]")).to_be_hidden()
        # Every card in the step-through says what it is in words.
        labels = page.locator(".handplay .card").evaluate_all(
            "cards => cards.map(c => c.getAttribute('aria-label'))"
        )
        assert labels
        assert all(labels)
        assert "jack of hearts, right bower" in labels
    finally:
        context.close()
