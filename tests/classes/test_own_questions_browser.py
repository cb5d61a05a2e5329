"""In chromium: a teacher opens a position on the analysis board, publishes it as a
question of the class's own set (htmx posts the form; the proof runs in the analysis
queue), assigns that set; a student answers it, and the teacher's grid shows it done
(issue 29 item 6).

The class, its student and both sign-ins are made on the server before the browser starts
(signing in, making a class and joining are the classes' own browser test's story), and
the position comes in the board's URL: the browser spends its page loads on the story
this test tells.
"""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from classes_helpers import add_user, make_app, sign_in
from werkzeug.serving import make_server

from tutor.classes import services
from tutor.extensions import db

playwright_api = pytest.importorskip("playwright.sync_api")

# North's round-one call as the board's position string (tutor/board/codec.py): first to
# speak, with both bowers, A♥ K♥ and A♠ over a 9♥.
MONSTER = "korder-up_vstandard_s0_d3_u9H_hJHJDAHKHAS"


@dataclass(frozen=True)
class Classroom:
    base: str
    class_id: int
    teacher_cookie: str
    student_cookie: str


@pytest.fixture
def classroom(tmp_path: Path, migrated_template: Path) -> Iterator[Classroom]:
    """Ms Park's class "Loners" with Ji-woo in it, served on a free port; each signed in
    by a login session cookie made as a real sign-in makes it."""
    database = tmp_path / "browser.sqlite"
    shutil.copyfile(migrated_template, database)
    app = make_app(database, WTF_CSRF_ENABLED=True)
    with app.app_context():
        teacher = add_user("ms.park", "teacher", "Ms Park")
        student = add_user("jiwoo", name="Ji-woo")
        made = services.create_class(teacher, "Loners", "standard", {})
        services.add_student(made, student)
        cookies = []
        for user in (teacher, student):
            client = sign_in(app.test_client(), user)
            cookie = client.get_cookie(app.config["SESSION_COOKIE_NAME"])
            assert cookie is not None
            cookies.append(cookie.value)
        class_id = made.id
        db.session.remove()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_port}"
        yield Classroom(base, class_id, cookies[0], cookies[1])
    finally:
        server.shutdown()
        thread.join(timeout=5)
        with app.app_context():
            db.engine.dispose()


@pytest.mark.browser
def test_a_board_position_becomes_an_assigned_question_a_student_answers(
    classroom: Classroom, chromium: Any
) -> None:
    expect = playwright_api.expect
    base, class_id = classroom.base, classroom.class_id
    class_url = f"{base}/classes/{class_id}"
    contexts = [chromium.new_context(), chromium.new_context()]
    try:
        for context, cookie in zip(
            contexts, (classroom.teacher_cookie, classroom.student_cookie), strict=True
        ):
            context.add_cookies([{"name": "session", "value": cookie, "url": base}])
        teacher, student = (context.new_page() for context in contexts)
        for page in (teacher, student):
            page.set_default_timeout(60_000)

        # The board, with the position in its URL; it links the class's teacher to a
        # question of the class.
        teacher.goto(f"{base}/analyse/?p={MONSTER}")
        teacher.locator("#board-analysis").wait_for()
        teacher.click(f"[data-question-for='{class_id}']")

        # The position string came along; the teacher writes the question and publishes
        # (htmx posts the form, the proof runs in the queue, the page goes to the set).
        assert teacher.locator("input[name=position]").input_value() == MONSTER
        expect(teacher.locator("form[hx-post] #question-progress")).to_be_attached()
        teacher.fill("textarea[name=prompt_en]", "North, first to speak: what do you call?")
        teacher.fill("textarea[name=prompt_ko]", "북쪽이 먼저 말합니다. 무엇을 부를까요?")
        teacher.fill("textarea[name=explanation_en]", "Both bowers and three more: go alone.")
        teacher.fill("textarea[name=explanation_ko]", "두 바우어와 석 장이면 혼자 합니다.")
        teacher.click("input[type=submit][name=submit]")
        expect(teacher).to_have_url(f"{class_url}/quizzes/own/")
        expect(teacher.locator("main")).to_contain_text("North, first to speak")

        # The class's own set is on the assignment form, first.
        teacher.goto(f"{class_url}/assignments/new")
        own = teacher.locator("input[name=quiz_sets]").first
        expect(own).to_have_attribute("value", f"class/{class_id}/own")
        own.check()
        teacher.fill("input[name=title]", "Our loners")
        teacher.fill("input[name=goal_percent]", "100")
        teacher.fill("input[name=goal_min_items]", "1")
        teacher.click("input[type=submit][name=submit]")
        expect(teacher.locator("h1")).to_have_text("Our loners")

        # The student opens the assignment from the class page and answers the question.
        student.goto(f"{class_url}/")
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
