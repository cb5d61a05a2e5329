"""A learner in a real browser: lessons, quizzes by mouse and keyboard, Korean, progress."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import screenshot

pytestmark = pytest.mark.browser


def mark_page(page: Page) -> None:
    """Tag the loaded document; the tag survives htmx swaps but not a page load."""
    page.evaluate("window.__sameDocument = true")


def same_document(page: Page) -> bool:
    return bool(page.evaluate("window.__sameDocument === true"))


def test_lesson_shows_a_trick_diagram_and_marks_itself_read(live_server: str, page: Page) -> None:
    page.goto(f"{live_server}/lessons/demo-bowers")
    trick = page.locator("figure.trick")
    expect(trick).to_be_visible()
    winner = trick.locator(".seat.winner")
    expect(winner).to_have_attribute("data-seat", "E")
    expect(winner.locator(".win-badge")).to_have_text("★ wins")
    expect(winner.locator(".card")).to_have_attribute("aria-label", "jack of diamonds, left bower")
    expect(page.locator(".hand-diagram .fan-card.legal")).to_have_count(2)
    page.goto(f"{live_server}/lessons/")
    expect(page.locator('[data-slug="demo-bowers"]')).to_have_class("lesson-entry read")


def test_try_it_loads_the_first_item_in_place(live_server: str, page: Page) -> None:
    page.goto(f"{live_server}/lessons/demo-bowers")
    mark_page(page)
    page.locator("#try-trick-winner-demo a.button").click()
    item = page.locator("#try-trick-winner-demo .quiz-item")
    expect(item).to_be_visible()
    item.locator('button[value="JD"]').click()
    expect(item.locator('[data-result="correct"]')).to_be_visible()
    assert same_document(page)
    assert page.url.endswith("/lessons/demo-bowers")


def test_answer_by_mouse_wrong_then_right(live_server: str, page: Page) -> None:
    page.goto(f"{live_server}/quizzes/trick-winner-demo/1")
    mark_page(page)
    page.locator('button[value="AD"]').click()
    result = page.locator('[data-result="incorrect"]')
    expect(result).to_be_visible()
    expect(result.locator(".explanation li")).to_have_count(2)
    expect(page.locator('.seat.winner [data-card="JD"]')).to_be_visible()  # the answer, shown
    assert same_document(page)  # swapped in by htmx, no page load
    page.get_by_role("link", name="Try this one again").click()
    page.locator('button[value="JD"]').click()
    expect(page.locator('[data-result="correct"]')).to_be_visible()
    assert same_document(page)
    page.get_by_role("link", name="Next question →").click()
    expect(page.locator('.quiz-item[data-item="trick-winner/standard/1/2"]')).to_be_visible()


def test_answer_by_keyboard(live_server: str, page: Page) -> None:
    page.goto(f"{live_server}/quizzes/trick-winner-demo/1")
    mark_page(page)
    page.keyboard.press("2")  # the second choice: JD
    expect(page.locator('[data-result="correct"]')).to_be_visible()
    expect(page.locator(".next-link")).to_be_focused()
    page.keyboard.press("Enter")  # follows "next question"
    expect(page.locator('.quiz-item[data-item="trick-winner/standard/1/2"]')).to_be_visible()
    expect(page.locator('button[value="QC"]')).to_be_focused()  # the new question is ready
    page.keyboard.press("1")  # QC, wrong: the nine of spades trumps
    expect(page.locator('[data-result="incorrect"]')).to_be_visible()
    assert same_document(page)


def test_multi_answer_by_keyboard(live_server: str, page: Page) -> None:
    page.goto(f"{live_server}/quizzes/legal-plays-demo/1")
    page.keyboard.press("1")  # JD
    page.keyboard.press("4")  # TH
    expect(page.locator('input[value="JD"]')).to_be_checked()
    expect(page.locator('input[value="TH"]')).to_be_checked()
    page.keyboard.press("Enter")
    expect(page.locator('[data-result="correct"]')).to_be_visible()


def test_ordering_by_clicks_and_keys(live_server: str, page: Page) -> None:
    page.goto(f"{live_server}/quizzes/bower-rank-demo/1")
    pool = page.locator(".order-pool")
    expect(pool).to_be_visible()  # JavaScript shows the click-to-order pool
    pool.locator('[data-value="JC"]').click()
    # The pool lists the choices as the item gives them: AC JS JC KC.
    page.keyboard.press("2")  # JS
    page.keyboard.press("1")  # AC
    page.keyboard.press("Backspace")  # take AC back
    expect(pool.locator('[data-value="AC"]')).to_be_enabled()
    pool.locator('[data-value="AC"]').click()
    expect(pool.locator('[data-value="AC"] .placed')).to_have_text("#3")
    page.keyboard.press("4")  # KC
    values = page.locator(".order-slots select").evaluate_all("els => els.map(e => e.value)")
    assert values == ["JC", "JS", "AC", "KC"]
    page.keyboard.press("Enter")
    expect(page.locator('[data-result="correct"]')).to_be_visible()


def test_a_refused_answer_shows_its_message_in_place(live_server: str, page: Page) -> None:
    page.goto(f"{live_server}/quizzes/trick-winner-demo/1")
    mark_page(page)
    page.evaluate("document.querySelector('input[name=token]').value = 'forged'")
    page.locator('button[value="JD"]').click()
    error = page.locator(".quiz-errors [role=alert]")
    expect(error).to_contain_text("not valid")
    expect(page.locator('button[value="JD"]')).to_be_visible()  # the question stays
    assert same_document(page)


def test_switch_to_korean_and_progress_is_kept(live_server: str, page: Page) -> None:
    page.goto(f"{live_server}/lessons/demo-basics")
    page.goto(f"{live_server}/quizzes/trick-winner-demo/1")
    page.locator('button[value="JD"]').click()
    expect(page.locator('[data-result="correct"]')).to_be_visible()
    page.locator('.lang-switch a[data-lang="ko"]').click()
    expect(page.locator("html")).to_have_attribute("lang", "ko")
    page.goto(f"{live_server}/")
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "ko")
    expect(page.locator("h1")).to_contain_text("한 트릭씩")
    row = page.locator('table.accuracy tr[data-set="trick-winner-demo"]')
    expect(row).to_contain_text("100%")
    expect(page.locator('[data-slug="demo-basics"]')).to_have_class("lesson-entry read")
    expect(page.locator('[data-continue="lesson"]')).to_contain_text("트럼프와 바우어")


@pytest.mark.parametrize("width", [375, 1280])
def test_screenshots(live_server: str, page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    pages = {
        "home": "/",
        "lesson": "/lessons/demo-bowers",
        "lesson-ko": "/lessons/demo-bowers?lang=ko",
        "quiz": "/quizzes/legal-plays-demo/1?lang=en",
        "quiz-order": "/quizzes/bower-rank-demo/1",
    }
    for name, path in pages.items():
        page.goto(f"{live_server}{path}")
        shot = screenshot(page, f"{name}-{width}")
        assert shot.stat().st_size > 5_000
        # Nothing wider than the screen: a phone never scrolls sideways.
        overflow = page.evaluate("document.documentElement.scrollWidth")
        assert overflow <= width, f"{name} is {overflow}px wide at {width}px"
    page.goto(f"{live_server}/quizzes/trick-winner-demo/1")
    page.locator('button[value="AD"]').click()
    expect(page.locator('[data-result="incorrect"]')).to_be_visible()
    screenshot(page, f"quiz-answered-{width}")
