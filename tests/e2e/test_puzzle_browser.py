"""A learner solves hand puzzles by keyboard alone, in English and in Korean: number keys
pick a card, each verdict and the cards played since appear in place (htmx), one miss costs
its share of the score."""

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

SET_ID = "puzzle-standard"
HANGUL = re.compile(r"[가-힣]")


@pytest.fixture
def real_server(tmp_path: Path, migrated_template: Path) -> Iterator[str]:
    yield from serve(
        tmp_path,
        migrated_template,
        QUIZ_DIR=default_quiz_dir(),
        LESSONS_DIR=default_lessons_dir(),
    )


def _puzzles() -> list[dict[str, Any]]:
    bank = json.loads((default_quiz_dir() / f"{SET_ID}.json").read_text(encoding="utf-8"))
    return list(bank["items"])


def _key(move: dict[str, Any], card: str) -> str:
    """Number keys follow the legal cards as the hand shows them."""
    return str(list(move["choices"]).index(card) + 1)


def _solve(page: Page, url: str, number: int, *, miss_first: bool) -> dict[str, Any]:
    item = _puzzles()[number - 1]
    moves = item["moves"]
    page.goto(f"{url}/quizzes/{SET_ID}/{number}")
    expect(page.locator(f'.quiz-item[data-item="{item["id"]}"]')).to_be_visible()
    expect(page.locator("h1")).to_have_count(1)
    for index, move in enumerate(moves):
        answer = str(move["answer"][0])
        card = answer
        if index == 0 and miss_first:
            card = next(str(c) for c in move["choices"] if c != answer)
        expect(page.locator(f'.quiz-item[data-step="{index}"]')).to_be_visible()
        page.keyboard.press(_key(move, card))
        verdict = "incorrect" if card != answer else "correct"
        result = page.locator(f'[data-move="{index + 1}"][data-result="{verdict}"]')
        expect(result).to_be_visible()
        if index + 1 < len(moves):
            # The next decision's first card has the focus: the keys go on working.
            expect(page.locator(".answer-form .choice").first).to_be_focused()
            # The cards played since, each named in words, and the verdict's reason.
            expect(page.locator(".line-plays li").first).to_be_visible()
            if index == 0 and miss_first:
                expect(result.locator(".explanation")).to_be_visible()
                screenshot(page, "puzzle-step-en")
    right = len(moves) - (1 if miss_first else 0)
    expect(page.locator(f'[data-puzzle-result="{right}/{len(moves)}"]')).to_be_visible()
    expect(page.locator(".next-link")).to_be_focused()
    return item


def test_a_puzzle_solved_by_keyboard_in_english_and_korean(real_server: str, page: Page) -> None:
    item = _solve(page, real_server, 1, miss_first=True)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(".move-result").first).to_contain_text("Decision")
    expect(page.locator(".puzzle-result")).to_contain_text(
        f"{len(item['moves']) - 1} of {len(item['moves'])} decisions right"
    )
    screenshot(page, "puzzle-en")
    page.locator('.lang-switch a[data-lang="ko"]').click()
    expect(page.locator("html")).to_have_attribute("lang", "ko")
    _solve(page, real_server, 2, miss_first=False)
    expect(page.locator("html")).to_have_attribute("lang", "ko")
    summary = page.locator(".puzzle-result").inner_text()
    assert HANGUL.search(summary), "the puzzle's result is not in Korean"
    assert "첫 시도에 맞혔습니다" in summary
    screenshot(page, "puzzle-ko")
