"""The leech panel in a real browser: eight misses suspend a skill, /me/ lists it, and the
learner brings it back into review by keyboard alone."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import screenshot, serve
from tutor.practice.scheduling import LEECH_MISSES
from tutor.web.clock import FixedClock

pytestmark = pytest.mark.browser


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.fixture
def clocked_server(tmp_path: Path, migrated_template: Path, clock: FixedClock) -> Iterator[str]:
    yield from serve(tmp_path, migrated_template, CLOCK=clock)


def test_a_leech_is_suspended_listed_and_brought_back(
    clocked_server: str, page: Page, clock: FixedClock
) -> None:
    for _ in range(LEECH_MISSES):
        page.goto(f"{clocked_server}/quizzes/trick-winner-demo/1")
        page.locator('button[value="AD"]').click()  # the left bower JD wins: a miss
        expect(page.locator('[data-result="incorrect"]')).to_be_visible()
        clock.advance(minutes=1)
    # The eighth miss suspended it: past any due time, review does not serve it.
    clock.advance(days=2)
    page.goto(f"{clocked_server}/review/")
    expect(page.locator('#review-panel [data-review="done"]')).to_be_visible()

    page.goto(f"{clocked_server}/me/")
    panel = page.locator("[data-leech-panel]")
    leech = panel.locator('[data-leech="left-bower"]')
    expect(leech).to_have_attribute("data-suspended", "true")
    expect(leech).to_contain_text("suspended: not in your reviews")
    screenshot(page, "practice-leech-suspended")

    # By keyboard alone: the button's accessible name says which skill it brings back.
    button = leech.get_by_role("button", name="Back into review")
    expect(button).to_contain_text("The left bower")
    button.focus()
    page.keyboard.press("Enter")
    expect(page.locator('[data-resumed="left-bower"]')).to_contain_text(
        "The left bower is back in your reviews, due now."
    )
    expect(page.locator('[data-leech="left-bower"]')).not_to_have_attribute(
        "data-suspended", "true"
    )
    expect(page.locator('[data-leech="left-bower"]')).to_contain_text("in your reviews: now")
    assert page.locator("h1").count() == 1

    page.locator('[data-resumed="left-bower"] a').click()
    expect(page.locator("#review-panel .item-count")).to_contain_text("The left bower")
