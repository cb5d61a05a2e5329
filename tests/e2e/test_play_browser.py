"""The table in a real browser, by keyboard alone: deal, ask the coach for a hint, play the
hand to its end with the number keys, and open the review; once more in Korean with
reduced motion (the engine players' actions then come all at once)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import screenshot, serve

pytestmark = pytest.mark.browser


@pytest.fixture
def server(tmp_path: Path, migrated_template: Path) -> Iterator[str]:
    yield from serve(tmp_path, migrated_template)


def play_by_keyboard(page: Page, *, hint_label: str) -> int:
    """Answer every decision with the 1 key (the first choice) until the hand is over;
    ask for a hint (H) at the first decision that has a choice. Returns the decisions."""
    game = page.locator("#play-game")
    hinted = False
    for decisions in range(60):
        page.wait_for_selector(
            "#play-game .choice:not(.not-choice), #play-game [data-review]", timeout=60_000
        )
        if page.locator("#play-game [data-review]").count():
            return decisions
        if not hinted and page.locator("#play-game .choice:not(.not-choice)").count() > 1:
            move = game.get_attribute("data-move")
            page.keyboard.press("h")
            hint = page.locator(".play-hint")
            expect(hint).to_be_visible(timeout=60_000)
            expect(hint).to_contain_text(hint_label)
            expect(game).to_have_attribute("data-move", move or "")
            hinted = True
        move = game.get_attribute("data-move")
        page.keyboard.press("1")
        expect(game).not_to_have_attribute("data-move", move or "", timeout=60_000)
    raise AssertionError("the hand did not end")


def deal_by_keyboard(page: Page, url: str, button: str) -> None:
    page.goto(url)
    deal = page.get_by_role("button", name=button)
    deal.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#play-game")).to_be_visible()
    page.wait_for_load_state("load")  # the keys need the page's scripts


def test_a_whole_hand_by_keyboard_with_a_hint_and_the_review(server: str, page: Page) -> None:
    deal_by_keyboard(page, f"{server}/play/", "Deal")
    expect(page.locator("h1")).to_have_count(1)
    decisions = play_by_keyboard(page, hint_label="The coach's hint")
    # A random deal: the hand was played out (its last trick shows its winner), or passed out.
    status = page.locator(".play-status")
    expect(status).to_contain_text(re.compile("Hand over|Everybody passed"))
    if "Hand over" in status.inner_text():
        expect(page.locator(".play-last")).to_contain_text("★")
    screenshot(page, "play-hand-over")
    page.keyboard.press("r")
    expect(page.locator("h1")).to_have_text("Review of hand 1")
    rows = page.locator(".review-row")
    assert rows.count() <= decisions
    if rows.count():
        expect(rows.first.locator(".grade-badge")).to_be_visible()
        expect(page.locator(".review-row", has_text="hint asked")).to_have_count(1)
    screenshot(page, "play-review")
    page.get_by_role("link", name="Replay the hand with every card shown").click()
    expect(page.locator("h1")).to_have_text("Replay of hand 1")
    page.wait_for_load_state("load")
    page.keyboard.press("ArrowRight")
    expect(page.locator(".replay-controls [role=status]")).to_contain_text("Step 1 of")


def test_the_table_in_korean_with_reduced_motion(server: str, chromium: Browser) -> None:
    context = chromium.new_context(
        viewport={"width": 1280, "height": 900}, locale="ko-KR", reduced_motion="reduce"
    )
    page = context.new_page()
    page.set_default_timeout(15_000)
    try:
        deal_by_keyboard(page, f"{server}/play/?lang=ko", "카드 돌리기")
        expect(page.locator("html")).to_have_attribute("lang", "ko")
        play_by_keyboard(page, hint_label="코치의 힌트")
        expect(page.locator(".play-status")).to_contain_text(re.compile("판 끝|모두 패스"))
        page.keyboard.press("r")
        expect(page.locator("h1")).to_have_text("1번째 판 복기")
        screenshot(page, "play-review-ko")
    finally:
        context.close()
