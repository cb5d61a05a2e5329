"""In chromium: a teacher sets up a position on the analysis board, publishes it as a
question of the class's own set, assigns that set; a student joins, answers it, and the
teacher's grid shows it done (issue 29 item 6)."""

from __future__ import annotations

from typing import Any

import pytest
from test_classes_browser import live_server, teacher_makes_a_class

playwright_api = pytest.importorskip("playwright.sync_api")

__all__ = ["live_server"]  # the fixture, served here as in the classes' other browser tests


@pytest.mark.browser
def test_a_board_position_becomes_an_assigned_question_a_student_answers(
    live_server: str, chromium: Any
) -> None:
    expect = playwright_api.expect
    contexts = [chromium.new_context(), chromium.new_context()]
    try:
        teacher, student = (context.new_page() for context in contexts)
        for page in (teacher, student):
            page.set_default_timeout(60_000)
        base = live_server
        teacher_makes_a_class(teacher, base, "Loners")
        join_code = teacher.locator("[data-join-code]").get_attribute("data-join-code")
        class_url = teacher.url.rstrip("/")
        class_id = class_url.rsplit("/", 1)[1]

        # On the board: North, first to speak, with both bowers, A♥ K♥ and A♠ over a 9♥.
        teacher.goto(f"{base}/analyse/")
        teacher.select_option("#board-kind", "order-up")
        teacher.select_option("#board-seat", "0")
        teacher.select_option("#board-dealer", "3")
        teacher.fill("#board-upcard", "9H")
        teacher.fill("#board-hand", "JH JD AH KH AS")
        teacher.locator("form#board-form button[type=submit]").click()
        teacher.locator("#board-analysis").wait_for()
        teacher.click(f"[data-question-for='{class_id}']")

        # The position string came along; the teacher writes the question and publishes.
        assert teacher.locator("input[name=position]").input_value().startswith("korder-up")
        teacher.fill("textarea[name=prompt_en]", "North, first to speak: what do you call?")
        teacher.fill("textarea[name=prompt_ko]", "북쪽이 먼저 말합니다. 무엇을 부를까요?")
        teacher.fill("textarea[name=explanation_en]", "Both bowers and three more: go alone.")
        teacher.fill("textarea[name=explanation_ko]", "두 바우어와 석 장이면 혼자 합니다.")
        teacher.click("input[type=submit][name=submit]")
        expect(teacher.locator("main")).to_contain_text("North, first to speak")

        # The class's own set is on the assignment form, first.
        teacher.goto(f"{class_url}/")
        teacher.click("[data-new-assignment]")
        teacher.fill("input[name=title]", "Our loners")
        own = teacher.locator(f"input[name=quiz_sets][value='class/{class_id}/own']")
        own.check()
        teacher.fill("input[name=goal_percent]", "100")
        teacher.fill("input[name=goal_min_items]", "1")
        teacher.click("input[type=submit][name=submit]")
        expect(teacher.locator("h1")).to_have_text("Our loners")

        # A student joins, opens the assignment and answers the class's question.
        student.goto(f"{base}/join?code={join_code}")
        student.fill("input[name=username]", "jiwoo")
        student.fill("input[name=display_name]", "Ji-woo")
        student.fill("input[name=password]", "a-long-password")
        student.click("input[type=submit][name=submit]")
        student.click("text=Our loners")
        student.click("text=Our own questions")
        expect(student.locator("main")).to_contain_text("North, first to speak")
        student.click("button[name=answer][value=alone]")
        expect(student.locator("[data-result]")).to_have_attribute("data-result", "correct")

        # The teacher's grid: done.
        teacher.goto(f"{class_url}/grid")
        row = teacher.locator("tr[data-student='Ji-woo']")
        expect(row).to_contain_text("done")
    finally:
        for context in contexts:
            context.close()
