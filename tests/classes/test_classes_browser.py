"""In a real browser: a teacher sets up a class and an assignment, a student joins and
answers, and the teacher's grid, misconception view and CSV show it.

Debian's chromium through Playwright; the app is served from a thread on a free port with
a temporary database and this part's two-set quiz folder.
"""

from __future__ import annotations

import csv
import io
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from classes_helpers import add_user, make_app
from werkzeug.serving import make_server

from tutor.extensions import db

playwright_api = pytest.importorskip("playwright.sync_api")

PASSWORD = "trumps-and-bowers"


@pytest.fixture
def live_server(tmp_path: Path, migrated_template: Path) -> Iterator[str]:
    database = tmp_path / "browser.sqlite"
    shutil.copyfile(migrated_template, database)
    app = make_app(database, WTF_CSRF_ENABLED=True)
    with app.app_context():
        add_user("ms.park", "teacher", "Ms Park", password=PASSWORD)
        db.session.remove()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)
        with app.app_context():
            db.engine.dispose()


@pytest.mark.browser
def test_teacher_class_student_answer_grid_misconceptions_csv(
    live_server: str, tmp_path: Path, chromium: Any
) -> None:
    contexts = [chromium.new_context(accept_downloads=True), chromium.new_context()]
    try:
        teacher, student = (context.new_page() for context in contexts)
        refused = watch_csp(teacher) + watch_csp(student)
        run_the_story(live_server, teacher, student, tmp_path)
        assert refused == [], "the Content-Security-Policy refused something"
    finally:
        for context in contexts:
            context.close()


def watch_csp(page) -> list[str]:  # type: ignore[no-untyped-def]
    """Every console message in which the browser refused something under the CSP."""
    refused: list[str] = []

    def on_console(message) -> None:  # type: ignore[no-untyped-def]
        if "Content Security Policy" in message.text or "Refused to" in message.text:
            refused.append(message.text)

    page.on("console", on_console)
    return refused


@pytest.mark.browser
def test_login_cards_print_by_a_button_from_our_own_script(live_server: str, chromium: Any) -> None:
    expect = playwright_api.expect
    context = chromium.new_context()
    try:
        teacher = context.new_page()
        teacher.set_default_timeout(15_000)
        messages: list[str] = []
        teacher.on("console", lambda message: messages.append(message.text))
        teacher_makes_a_class(teacher, live_server, "Cards")
        expect(teacher.locator("[data-join-code]")).to_be_visible()
        teacher.goto(teacher.url.rstrip("/") + "/students/new")
        teacher.fill("textarea[name=names]", "Kim Ha-eun\nPark Ji-ho")
        teacher.click("input[type=submit][name=submit]")
        expect(teacher.locator("[data-login-card]")).to_have_count(2)
        # Our script shows the button (it does nothing without one) and prints on click.
        button = teacher.get_by_role("button", name="Print")
        expect(button).to_be_visible()
        teacher.evaluate("window.print = () => { document.body.dataset.printed = 'yes'; }")
        button.click()
        expect(teacher.locator("body")).to_have_attribute("data-printed", "yes")
        assert not [m for m in messages if "Content Security Policy" in m], messages
    finally:
        context.close()


def teacher_makes_a_class(teacher, base: str, name: str) -> None:  # type: ignore[no-untyped-def]
    """Ms Park signs in by the login form and makes a standard class called ``name``."""
    teacher.goto(f"{base}/auth/login")
    teacher.fill("input[name=username]", "ms.park")
    teacher.fill("input[name=password]", PASSWORD)
    teacher.click("main input[type=submit]")
    teacher.goto(f"{base}/classes/new")
    teacher.fill("input[name=name]", name)
    teacher.select_option("select[name=preset]", "standard")
    teacher.click("input[type=submit][name=submit]")


def run_the_story(base: str, teacher, student, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    expect = playwright_api.expect

    # The teacher signs in and makes a class.
    teacher_makes_a_class(teacher, base, "Bowers & Co <5B>")
    code_element = teacher.locator("[data-join-code]")
    expect(code_element).to_be_visible()
    join_code = code_element.get_attribute("data-join-code")
    assert join_code is not None
    assert len(join_code) == 8
    expect(teacher.locator("h1")).to_contain_text("Bowers & Co <5B>")

    # ... and an assignment of one quiz set, done after one right answer.
    teacher.click("[data-new-assignment]")
    teacher.fill("input[name=title]", "Left bower week")
    teacher.check("input[name=quiz_sets][value=trick-winner-bowers]")
    teacher.fill("input[name=goal_percent]", "100")
    teacher.fill("input[name=goal_min_items]", "1")
    teacher.click("input[type=submit][name=submit]")
    expect(teacher.locator("h1")).to_have_text("Left bower week")

    # A student follows the join link and makes an account on the spot.
    student.goto(f"{base}/join?code={join_code}")
    student.fill("input[name=username]", "minji")
    student.fill("input[name=display_name]", "Min-ji")
    student.fill("input[name=password]", "a-long-password")
    student.click("input[type=submit][name=submit]")
    expect(student.locator("h1")).to_contain_text("Bowers & Co <5B>")

    # Home shows the assignment; the student answers its first question wrongly.
    student.goto(f"{base}/")
    home_assignments = student.locator("[data-home-assignments]")
    expect(home_assignments).to_contain_text("Left bower week")
    expect(home_assignments).to_contain_text("0 of 1 done")
    student.goto(f"{base}/quizzes/trick-winner-bowers/1")
    student.click("button[name=answer][value=AH]")
    expect(student.locator("[data-result]")).to_have_attribute("data-result", "incorrect")

    # The teacher's grid shows the attempt, in words.
    teacher.goto(f"{base}/classes/")
    teacher.click("text=Bowers & Co <5B>")
    teacher.click("text=Progress grid")
    row = teacher.locator("tr[data-student='Min-ji']")
    expect(row).to_contain_text("in progress")
    expect(row).to_contain_text("0% right (0/1)")

    # The misconception view puts the left bower first, all wrong.
    teacher.click("text=Back to the class")
    teacher.click("text=Misconceptions")
    theme = teacher.locator("[data-theme='left-bower']")
    expect(theme).to_contain_text("100% wrong")
    expect(theme).to_contain_text("Min-ji")
    # The grader named the mistake behind the wrong answer (AH over the left bower).
    expect(theme.locator("[data-mistake]")).to_contain_text("left bower")

    # The grid downloads as CSV.
    teacher.click("text=Back to the class")
    with teacher.expect_download() as download_info:
        teacher.click("[data-export=grid]")
    saved = tmp_path / "grid.csv"
    download_info.value.save_as(saved)
    rows = list(csv.reader(io.StringIO(saved.read_text(encoding="utf-8"))))
    assert rows[0][0] == "student"
    assert rows[1][:2] == ["Min-ji", "50"]
    assert rows[1][2:] == ["in-progress", "0"]
