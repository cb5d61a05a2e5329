"""Practice in a real browser: a miss comes back in Review as a fresh item once the clock
passes its due time; the bower drill by keyboard alone to a streak of ten."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import screenshot, serve
from tutor.engine import Suit, effective_suit, is_trump, parse_card, trick_winner
from tutor.web.clock import FixedClock

pytestmark = pytest.mark.browser


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.fixture
def clocked_server(tmp_path: Path, migrated_template: Path, clock: FixedClock) -> Iterator[str]:
    """The app on a free port, its clock in the test's hands (config ``CLOCK``)."""
    yield from serve(tmp_path, migrated_template, CLOCK=clock)


def test_a_miss_comes_back_in_review_as_a_fresh_item(
    clocked_server: str, page: Page, clock: FixedClock
) -> None:
    page.goto(f"{clocked_server}/quizzes/trick-winner-demo/1")
    page.locator('button[value="AD"]').click()  # the left bower JD wins: a miss
    expect(page.locator('[data-result="incorrect"]')).to_be_visible()

    page.get_by_role("link", name="Review", exact=True).click()
    expect(page.locator('[data-review="done"]')).to_contain_text("The left bower")

    clock.advance(minutes=15)  # past the relearning step
    page.reload()
    panel = page.locator("#review-panel")
    expect(panel.locator(".item-count")).to_contain_text("The left bower")
    item = panel.locator(".quiz-item")
    # A fresh position of the same skill: the legal-plays item, not the trick just missed.
    expect(item).to_have_attribute("data-item", "legal-plays/standard/1/1")
    for code in ("JD", "TH"):
        item.locator(".check-choice", has=page.locator(f'input[value="{code}"]')).click()
    item.get_by_role("button", name="Check").click()
    expect(item.locator('[data-result="correct"]')).to_be_visible()
    screenshot(page, "practice-review-answered")

    page.locator(".next-link").click()
    expect(page.locator('#review-panel [data-review="done"]')).to_be_visible()


def right_key(form: str, trump: str, cards: list[str]) -> str:
    suit = Suit.parse(trump)
    parsed = [parse_card(code) for code in cards]
    if form == "is-trump":
        return "t" if is_trump(parsed[0], suit) else "f"
    if form == "follows":
        follows = effective_suit(parsed[0], suit)
        assert follows is not None
        return follows.code.lower()
    return "ArrowLeft" if trick_winner(parsed, suit) == 0 else "ArrowRight"


def test_the_bower_drill_by_keyboard_alone_to_a_streak_of_ten(
    clocked_server: str, page: Page
) -> None:
    page.goto(f"{clocked_server}/drill/bowers")
    start = page.locator('button[name="mode"][value="endless-benny"]')
    start.focus()
    page.keyboard.press("Enter")
    run = page.locator("#drill-run")
    for streak in range(1, 11):
        question = run.locator(".drill-question")
        expect(question).to_be_visible()
        form = question.get_attribute("data-form") or ""
        trump = question.get_attribute("data-trump") or ""
        cards = (question.get_attribute("data-cards") or "").split()
        page.keyboard.press(right_key(form, trump, cards))
        expect(page.locator("#drill-run")).to_have_attribute("data-streak", str(streak))
        expect(page.locator('#drill-run [data-result="correct"]')).to_be_visible()
    expect(page.locator("#drill-run .streak strong")).to_have_text("10")
    screenshot(page, "practice-drill-streak-10")
    # A miss ends the endless run and shows the summary with the personal best.
    question = run.locator(".drill-question")
    form = question.get_attribute("data-form") or ""
    trump = question.get_attribute("data-trump") or ""
    cards = (question.get_attribute("data-cards") or "").split()
    right = right_key(form, trump, cards)
    wrong = {"t": "f", "f": "t", "ArrowLeft": "ArrowRight", "ArrowRight": "ArrowLeft"}.get(
        right, "s" if right != "s" else "h"
    )
    page.keyboard.press(wrong)
    expect(page.locator('#drill-run [data-drill="over"]')).to_contain_text("10")
    expect(page.locator(".new-best")).to_be_visible()
