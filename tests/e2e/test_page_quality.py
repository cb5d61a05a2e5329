"""Every page template through axe-core in chromium: light and dark, English and Korean.

axe-core is an npm package that ``.ci/run`` installs into ``.ci/npm`` (git-ignored); the
test injects it into each page (in a context that bypasses the Content-Security-Policy,
which rightly refuses foreign scripts) and fails on any serious or critical violation, on
a page without exactly one h1, without a meta description, or with a link that says only
"here" or "start" (what Lighthouse's SEO audit marks down). Without axe-core installed the
tests are skipped, and under ``CI=true`` they fail, so CI cannot pass without running them.
Two runs cover both schemes and both languages (light English, dark Korean) within CI's
time budget: colour contrast depends on the scheme, text and layout on the language.

The app serves the real lessons and quiz banks, so every quiz kind is seen before and
after answering, plus the account pages, a class as its teacher and as a student, and the
error pages.
"""

from __future__ import annotations

import logging
import os
import shutil
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page
from werkzeug.security import generate_password_hash
from werkzeug.serving import make_server

from tests.conftest import make_config
from tutor import create_app
from tutor.course.curriculum import default_lessons_dir
from tutor.extensions import db
from tutor.models import User
from tutor.quiz import default_quiz_dir
from tutor.web import content

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[2]
AXE = ROOT / ".ci" / "npm" / "node_modules" / "axe-core" / "axe.min.js"
PASSWORD = "bowers-and-trumps-9"
BLOCKING = ("serious", "critical")
# Link texts that say nothing out of context (Lighthouse's list, in both languages).
VAGUE_LINKS = {"click here", "here", "more", "read more", "learn more", "go", "start", "this"}
VAGUE_LINKS |= {"여기", "더 보기", "자세히", "시작", "이동"}


@dataclass(frozen=True)
class Site:
    url: str
    class_id: int
    student_id: int
    assignment_id: int
    item_paths: tuple[str, ...]  # the first item of one set of each kind
    lesson_path: str  # a lesson with trick and hand diagrams


@pytest.fixture(scope="module")
def axe_source() -> str:
    if not AXE.exists():
        message = f"axe-core is not installed at {AXE} (.ci/run installs it with npm)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    return AXE.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, migrated_template: Path) -> Iterator[Site]:
    from tutor.classes import services

    database = tmp_path_factory.mktemp("quality") / "quality.sqlite"
    shutil.copyfile(migrated_template, database)
    content.forget_loaded_content()
    app = create_app(
        make_config(
            database,
            QUIZ_DIR=default_quiz_dir(),
            LESSONS_DIR=default_lessons_dir(),
            RATELIMIT_ENABLED=False,
        )
    )
    cheap = generate_password_hash(PASSWORD, method="pbkdf2:sha256:1000")
    with app.app_context():
        teacher = User(username="ms.han", display_name="Ms Han", role="teacher")
        student = User(username="jun", display_name="Jun", role="learner")
        for user in (teacher, student):
            user.password_hash = cheap
            db.session.add(user)
        db.session.commit()
        classroom = services.create_class(teacher, "Class 5", "standard", {})
        services.add_student(classroom, student)
        sets = content.playable_sets()
        first_of_kind: dict[str, str] = {}
        for quiz_set in sets:
            first_of_kind.setdefault(quiz_set.kind, quiz_set.id)
        assignment = services.create_assignment(
            classroom,
            teacher,
            title="Week 1",
            note="Bowers first.",
            due_on=None,
            items=[
                services.PlannedItem("lesson", content.course("en")[0].slug),
                services.PlannedItem("quiz", sets[0].id),
            ],
        )
        ids = (classroom.id, student.id, assignment.id)
        slugs = [lesson.slug for lesson in content.course("en")]
        lesson = "following-suit" if "following-suit" in slugs else slugs[0]
        db.session.remove()
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield Site(
            f"http://127.0.0.1:{server.server_port}",
            *ids,
            item_paths=tuple(f"/quizzes/{set_id}/1" for set_id in first_of_kind.values()),
            lesson_path=f"/lessons/{lesson}",
        )
    finally:
        server.shutdown()
        thread.join(timeout=5)
        with app.app_context():
            db.session.remove()
            db.engine.dispose()
        content.forget_loaded_content()


def check(page: Page, axe_source: str, where: str, problems: list[str]) -> None:
    """Run axe on the page as it is now; note each blocking violation and a wrong h1 count."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=axe_source)
    result: dict[str, Any] = page.evaluate(
        "async () => await axe.run(document, {resultTypes: ['violations']})"
    )
    for violation in result["violations"]:
        if violation["impact"] in BLOCKING:
            targets = [" ".join(map(str, node["target"])) for node in violation["nodes"][:3]]
            problems.append(
                f"{where}: {violation['impact']} {violation['id']} ({violation['help']}) "
                f"at {', '.join(targets)}"
            )
    h1s = page.locator("h1").count()
    if h1s != 1:
        problems.append(f"{where}: {h1s} h1 elements, not one")
    descriptions: list[str] = page.evaluate(
        "() => [...document.querySelectorAll('meta[name=description]')].map(m => m.content)"
    )
    if len(descriptions) != 1 or not descriptions[0].strip():
        problems.append(f"{where}: meta descriptions {descriptions!r}, not one")
    for text in page.locator("a[href]").all_inner_texts():
        if " ".join(text.split()).strip(" →←").lower() in VAGUE_LINKS:
            problems.append(f"{where}: a link says only {text.strip()!r}")


def answer_on_page(page: Page) -> None:
    """Answer the item shown, whatever its form asks, as a person would with the mouse."""
    form = page.locator("form.answer-form")
    mode = form.get_attribute("data-mode")
    if mode in ("single", "puzzle"):  # a hand puzzle: its first decision
        form.locator('button[name="answer"]').first.click()
    elif mode == "multi":
        form.locator("label.check-choice").first.click()  # the card is the tick box's label
        form.locator("button.submit").click()
    else:  # order: pick every card of the pool in turn
        pool = form.locator(".pool-card")
        for index in range(pool.count()):
            pool.nth(index).click()
        form.locator("button.submit").click()
    page.locator("[data-result]").wait_for()


def sign_in(page: Page, base: str, username: str) -> None:
    page.goto(f"{base}/auth/login")
    page.locator('input[name="username"]').fill(username)
    page.locator('input[name="password"]').fill(PASSWORD)
    page.locator('form button[type="submit"], form input[type="submit"]').last.click()
    page.wait_for_load_state()


@pytest.mark.parametrize(
    ("scheme", "locale"),
    [("light", "en-GB"), ("dark", "ko-KR")],
)
def test_every_page_passes_axe_with_one_h1_and_a_description(
    chromium: Browser, site: Site, axe_source: str, scheme: str, locale: str
) -> None:
    context = chromium.new_context(
        viewport={"width": 1280, "height": 900},
        locale=locale,
        color_scheme=scheme,  # type: ignore[arg-type]
        bypass_csp=True,
    )
    page = context.new_page()
    page.set_default_timeout(20_000)
    problems: list[str] = []
    base = site.url
    label = f"[{scheme} {locale}]"

    def visit(path: str) -> None:
        response = page.goto(base + path)
        if response is None or response.status >= 500:
            problems.append(f"{label} {path}: HTTP {response.status if response else None}")
        check(page, axe_source, f"{label} {path}", problems)

    try:
        anonymous = ["/", "/lessons/", site.lesson_path, "/quizzes/"]
        anonymous += ["/auth/login", "/auth/register", "/join", "/no-such-page", "/quizzes/x/1"]
        # The analysis board: empty, a finished analysis, and a refused position.
        board = "/analyse/?p=kbest-play_vstandard_s0_d3_m0_tH_U9H_hJHJDAHKS9C"
        anonymous += ["/analyse/", f"{board}&full=1", "/analyse/?p=kbest-play_s0_d3_hJH"]
        for path in anonymous:
            visit(path)
        for path in site.item_paths:
            visit(path)
            answer_on_page(page)
            check(page, axe_source, f"{label} {path} answered", problems)

        sign_in(page, base, "ms.han")
        prefix = f"/classes/{site.class_id}"
        for path in (
            "/",
            "/auth/logout",
            "/classes/",
            "/classes/new",
            f"{prefix}/",
            f"{prefix}/grid",
            f"{prefix}/misconceptions",
            f"{prefix}/students/{site.student_id}",
            f"{prefix}/students/new",
            f"{prefix}/assignments/new",
            f"{prefix}/assignments/{site.assignment_id}",
        ):
            visit(path)
        # The login cards of two new managed students.
        page.goto(f"{base}{prefix}/students/new")
        page.locator('textarea[name="names"]').fill("Min\nSora")
        page.locator('form button[type="submit"]').last.click()
        page.wait_for_load_state()
        check(page, axe_source, f"{label} login cards", problems)
        context.clear_cookies()  # the login cards page is made for print: no header

        sign_in(page, base, "jun")
        for path in ("/", f"{prefix}/", f"{prefix}/assignments/{site.assignment_id}"):
            visit(path)
        class_item = f"{prefix}/quizzes/{site.item_paths[0].split('/')[2]}/1"
        visit(class_item)
        answer_on_page(page)
        check(page, axe_source, f"{label} {class_item} answered", problems)
    finally:
        context.close()
    assert not problems, "\n".join(problems)
