"""A learner answers one item of each new kind by keyboard, in English and Korean, on the
real committed banks (table facts, reading the play, reneges, the running score; going
alone after a call, the Canadian loner, calls at a game-deciding score)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import screenshot, serve
from tutor.course.curriculum import default_lessons_dir
from tutor.quiz.bank import default_quiz_dir

pytestmark = pytest.mark.browser

# One set per new kind (scoring-after-hand holds the score-after and loner-worth items).
NEW_KIND_SETS = (
    "table-facts-british",
    "read-the-play",
    "read-the-calls",
    "renege-standard",
    "scoring-after-hand",
    "go-alone",
    "defend-alone-cardgames",
    "defend-alone-british",
    "order-up-canadian",
    "order-up-score",
)
HANGUL = re.compile(r"[가-힣]")


@pytest.fixture
def real_server(tmp_path: Path, migrated_template: Path) -> Iterator[str]:
    yield from serve(
        tmp_path,
        migrated_template,
        QUIZ_DIR=default_quiz_dir(),
        LESSONS_DIR=default_lessons_dir(),
    )


def _key_for_answer(set_id: str, number: int) -> tuple[str, str]:
    """The number key that picks item ``number``'s answer (keys follow the buttons), and
    the item id."""
    bank = json.loads((default_quiz_dir() / f"{set_id}.json").read_text(encoding="utf-8"))
    item = bank["items"][number - 1]
    return str(item["choices"].index(item["answer"][0]) + 1), str(item["id"])


def _answer_by_keyboard(page: Page, url: str, set_id: str, number: int) -> None:
    key, item_id = _key_for_answer(set_id, number)
    page.goto(f"{url}/quizzes/{set_id}/{number}")
    expect(page.locator(f'.quiz-item[data-item="{item_id}"]')).to_be_visible()
    page.keyboard.press(key)
    result = page.locator('[data-result="correct"]')
    expect(result).to_be_visible()
    expect(result.locator(".explanation")).to_be_visible()
    expect(page.locator(".next-link")).to_be_focused()


def test_each_new_kind_answered_by_keyboard_in_english_and_korean(
    real_server: str, page: Page
) -> None:
    for set_id in NEW_KIND_SETS:
        _answer_by_keyboard(page, real_server, set_id, 1)
        expect(page.locator("html")).to_have_attribute("lang", "en")
    screenshot(page, "new-kind-en")
    page.locator('.lang-switch a[data-lang="ko"]').click()
    expect(page.locator("html")).to_have_attribute("lang", "ko")
    for set_id in NEW_KIND_SETS:
        _answer_by_keyboard(page, real_server, set_id, 2)
        expect(page.locator("html")).to_have_attribute("lang", "ko")
        explanation = page.locator('[data-result="correct"] .explanation').inner_text()
        assert HANGUL.search(explanation), f"{set_id}: the explanation is not in Korean"
    screenshot(page, "new-kind-ko")
