"""A learner answers British and three-hand calling items by keyboard, in English and in
Korean, on the real committed banks: ordering with the British turn-up, the Benny turned up
(trump named blind, then alone or with the partner), three-hand order-up and the stuck
dealer."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import screenshot, serve
from tutor.course.curriculum import default_lessons_dir
from tutor.quiz.bank import default_quiz_dir

pytestmark = pytest.mark.browser

HANGUL = re.compile(r"[가-힣]")


def _items(set_id: str) -> list[dict[str, Any]]:
    bank = json.loads((default_quiz_dir() / f"{set_id}.json").read_text(encoding="utf-8"))
    return list(bank["items"])


def _number(set_id: str, wanted: Any, skip: int = 0) -> int:
    found = [n for n, item in enumerate(_items(set_id), start=1) if wanted(item)]
    return found[skip]


# (set, which item): an order-up where the British caller takes the turn-up, a Benny
# turned up, a three-hand order-up or pass, the stuck three-hand dealer.
POSITIONS = (
    ("british-calling", lambda item: "caller-takes-turn-up" in item["themes"]),
    ("british-calling", lambda item: bool(item.get("blind_trump"))),
    ("three-hand-calling", lambda item: item["round"] == 1),
    ("three-hand-calling", lambda item: item["round"] == 2),
)


@pytest.fixture
def real_server(tmp_path: Path, migrated_template: Path) -> Iterator[str]:
    yield from serve(
        tmp_path,
        migrated_template,
        QUIZ_DIR=default_quiz_dir(),
        LESSONS_DIR=default_lessons_dir(),
    )


def _answer_by_keyboard(page: Page, url: str, set_id: str, number: int) -> None:
    item = _items(set_id)[number - 1]
    key = str(item["choices"].index(item["answer"][0]) + 1)  # number keys follow the buttons
    page.goto(f"{url}/quizzes/{set_id}/{number}")
    expect(page.locator(f'.quiz-item[data-item="{item["id"]}"]')).to_be_visible()
    page.keyboard.press(key)
    result = page.locator('[data-result="correct"]')
    expect(result).to_be_visible()
    expect(result.locator(".explanation")).to_be_visible()
    expect(page.locator(".next-link")).to_be_focused()


def test_british_and_three_hand_calls_answered_by_keyboard_in_both_languages(
    real_server: str, page: Page
) -> None:
    for set_id, wanted in POSITIONS:
        _answer_by_keyboard(page, real_server, set_id, _number(set_id, wanted))
        expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator('[data-result="correct"] .explanation')).to_contain_text("Stuck as dealer")
    screenshot(page, "variant-calls-en")
    page.locator('.lang-switch a[data-lang="ko"]').click()
    expect(page.locator("html")).to_have_attribute("lang", "ko")
    for set_id, wanted in POSITIONS:
        _answer_by_keyboard(page, real_server, set_id, _number(set_id, wanted, skip=1))
        expect(page.locator("html")).to_have_attribute("lang", "ko")
        explanation = page.locator('[data-result="correct"] .explanation').inner_text()
        assert HANGUL.search(explanation), f"{set_id}: the explanation is not in Korean"
    screenshot(page, "variant-calls-ko")


def test_the_benny_item_tells_the_dealer_he_named_trump_before_looking(
    real_server: str, page: Page
) -> None:
    number = _number("british-calling", lambda item: bool(item.get("blind_trump")))
    page.goto(f"{real_server}/quizzes/british-calling/{number}?lang=en")
    expect(page.locator(".quiz-item")).to_contain_text("before looking at your hand")
    expect(page.get_by_role("button", name="Play with your partner")).to_be_visible()
    expect(page.get_by_role("button", name="Go alone")).to_be_visible()
    screenshot(page, "benny-turned-up")
