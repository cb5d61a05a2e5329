"""Assignments, the students' view of them, and the teacher's grid, misconceptions,
per-student page and CSV exports, through the Flask test client."""

from __future__ import annotations

import csv
import io
import re
from datetime import UTC, datetime, timedelta

import pytest
from classes_helpers import School, record_answer, record_read, sign_in
from flask.testing import FlaskClient
from sqlalchemy import func, select

from tutor.classes import services
from tutor.classes.models import Assignment, AssignmentItem
from tutor.classes.progress import Goal
from tutor.extensions import db
from tutor.web import content

TW = "trick-winner-bowers"
LP = "legal-plays-three-hand"
ITEM_1 = "trick-winner/standard/1/1"  # ♦ trump: JH (left bower) beats AH
ITEM_2 = "trick-winner/standard/1/2"
ITEM_3 = "trick-winner/standard/1/3"


def page(response) -> str:  # type: ignore[no-untyped-def]
    return response.get_data(as_text=True)


def assignment_count() -> int:
    return int(db.session.scalar(select(func.count()).select_from(Assignment)) or 0)


BOWERS_GOAL = Goal(60, 2)


def bowers_assignment(school: School, *, goal: Goal = BOWERS_GOAL) -> Assignment:
    return services.create_assignment(
        school.class_a,
        school.teacher,
        title="Bowers week",
        note="Read first, then practise.",
        due_on=datetime.now(UTC).date() + timedelta(days=3),
        items=[
            services.PlannedItem("lesson", "trump-and-bowers"),
            services.PlannedItem("quiz", TW, goal),
        ],
    )


# -- making assignments --------------------------------------------------------------------


def test_teacher_creates_an_assignment_of_lessons_and_sets_with_goals(
    client: FlaskClient, school: School
) -> None:
    sign_in(client, school.teacher)
    a = school.class_a.id
    form = page(client.get(f"/classes/{a}/assignments/new"))
    # The class plays standard: the standard set is offered before the three-hand one.
    assert form.index(f'data-set="{TW}"') < form.index(f'data-set="{LP}"')
    due = (datetime.now(UTC).date() + timedelta(days=5)).isoformat()
    response = client.post(
        f"/classes/{a}/assignments/new",
        data={
            "title": "Bowers week",
            "note": "Be kind to the left bower",
            "due_on": due,
            "lessons": ["trump-and-bowers", "trump-order"],
            "quiz_sets": [TW, LP],
            "goal_percent": "90",
            "goal_min_items": "3",
        },
    )
    assert response.status_code == 302
    assignment = db.session.scalars(select(Assignment)).one()
    assert [(i.kind, i.ref, i.goal_percent, i.goal_min_items) for i in assignment.items] == [
        ("lesson", "trump-and-bowers", None, None),
        ("lesson", "trump-order", None, None),
        ("quiz", TW, 90, 3),
        ("quiz", LP, 90, 3),
    ]
    html = page(client.get(response.headers["Location"]))
    assert "Bowers week" in html
    # The three-hand set's rules kind is shown under the class's own rules, on its pages.
    assert "Shown under this class's house rules." in html
    assert f'href="/classes/{a}/quizzes/{LP}/"' in html
    assert "Stick the dealer</dt><dd>yes" in html


@pytest.mark.parametrize(
    ("change", "status"),
    [
        ({"quiz_sets": ["no-such-set"]}, 422),
        ({"lessons": ["<script>"]}, 422),
        ({"quiz_sets": [], "lessons": []}, 422),
        ({"title": ""}, 422),
        ({"due_on": "2001-01-01"}, 422),
        ({"due_on": "not a date"}, 422),
        ({"goal_percent": "140"}, 422),
        ({"goal_min_items": "0"}, 422),
    ],
)
def test_bad_assignment_forms_are_refused_and_nothing_is_stored(
    client: FlaskClient, school: School, change: dict[str, object], status: int
) -> None:
    sign_in(client, school.teacher)
    data: dict[str, object] = {
        "title": "Week 1",
        "lessons": ["trump-and-bowers"],
        "quiz_sets": [TW],
        "goal_percent": "80",
        "goal_min_items": "10",
    }
    data.update(change)
    response = client.post(f"/classes/{school.class_a.id}/assignments/new", data=data)
    assert response.status_code == status
    assert assignment_count() == 0


def test_teacher_changes_a_goal_and_the_order(client: FlaskClient, school: School) -> None:
    assignment = bowers_assignment(school)
    _lesson, quiz = assignment.items
    sign_in(client, school.teacher)
    base = f"/classes/{school.class_a.id}/assignments/{assignment.id}/items"
    client.post(
        f"{base}/{quiz.id}", data={"goal_percent": "75", "goal_min_items": "2", "move": "0"}
    )
    assert (quiz.goal_percent, quiz.goal_min_items) == (75, 2)
    client.post(f"{base}/{quiz.id}", data={"move": "-1"})
    assert [i.ref for i in sorted(assignment.items, key=lambda i: i.position)] == [
        TW,
        "trump-and-bowers",
    ]
    assert client.post(f"{base}/{quiz.id}", data={"move": "7"}).status_code == 422
    assert client.post(f"{base}/{quiz.id}", data={"goal_percent": "0"}).status_code == 422
    assert client.post(f"{base}/999", data={"move": "1"}).status_code == 404


# -- the student's side --------------------------------------------------------------------


def test_student_sees_assignments_on_home_with_progress_and_due_date(
    client: FlaskClient, school: School
) -> None:
    assignment = bowers_assignment(school)
    record_read(school.ann, "trump-and-bowers")
    record_answer(school.ann, ITEM_1, True)
    sign_in(client, school.ann)
    home = page(client.get("/"))
    assert "data-home-assignments" in home
    assert "Bowers week" in home
    assert "1 of 2 done" in home
    assert "due " in home
    detail = page(client.get(f"/classes/{school.class_a.id}/assignments/{assignment.id}"))
    assert 'data-status="done"' in detail
    assert "in progress" in detail
    assert "100% right (1/1)" in detail
    assert "Goal: 60% right over at least 2 items" in detail
    assert 'href="/quizzes/trick-winner-bowers/"' in detail
    assert 'href="/lessons/trump-and-bowers"' in detail
    # Another class's student sees nothing of it.
    sign_in(client, school.cy)
    assert "Bowers week" not in page(client.get("/"))


def test_answers_given_before_the_assignment_do_not_count(
    client: FlaskClient, school: School
) -> None:
    record_answer(school.ann, ITEM_1, True, when=datetime.now(UTC) - timedelta(days=2))
    assignment = bowers_assignment(school)
    sign_in(client, school.ann)
    detail = page(client.get(f"/classes/{school.class_a.id}/assignments/{assignment.id}"))
    assert "0 of 2 done" in detail
    assert 'data-status="in-progress"' not in detail


# -- the grid ------------------------------------------------------------------------------


def grid_rows(html: str) -> list[str]:
    return re.findall(r'<tr data-student="([^"]+)"', html)


def test_grid_shows_status_in_words_and_puts_the_furthest_behind_first(
    client: FlaskClient, school: School
) -> None:
    bowers_assignment(school)
    record_read(school.ann, "trump-and-bowers")
    record_answer(school.ann, ITEM_1, True)
    record_answer(school.ann, ITEM_2, True)
    record_answer(school.bo, ITEM_1, False, answer="AH")
    sign_in(client, school.teacher)
    html = page(client.get(f"/classes/{school.class_a.id}/grid"))
    assert grid_rows(html) == ["Bo", "Ann"]
    ann_row = html[html.index('data-student="Ann"') :]
    ann_row = ann_row[: ann_row.index("</tr>")]
    assert ann_row.count(">done<") == 2
    assert "100% right (2/2)" in ann_row
    bo_row = html[html.index('data-student="Bo"') :]
    bo_row = bo_row[: bo_row.index("</tr>")]
    assert "not started" in bo_row
    assert "in progress" in bo_row
    assert "0% right (0/1)" in bo_row
    by_name = page(client.get(f"/classes/{school.class_a.id}/grid?sort=name"))
    assert grid_rows(by_name) == ["Ann", "Bo"]
    by_quiz = page(client.get(f"/classes/{school.class_a.id}/grid?sort=col-1"))
    assert grid_rows(by_quiz) == ["Bo", "Ann"]
    assert 'data-column="1" aria-sort="ascending"' in by_quiz
    fragment = client.get(
        f"/classes/{school.class_a.id}/grid?sort=ahead", headers={"HX-Request": "true"}
    )
    assert "<html" not in page(fragment)
    assert grid_rows(page(fragment)) == ["Ann", "Bo"]
    restored = client.get(
        f"/classes/{school.class_a.id}/grid?sort=ahead",
        headers={"HX-Request": "true", "HX-History-Restore-Request": "true"},
    )
    assert "<html" in page(restored)
    assert client.get(f"/classes/{school.class_a.id}/grid?sort=evil").status_code == 400
    assert client.get(f"/classes/{school.class_a.id}/grid?sort=col-99").status_code == 400


# -- misconceptions and practice -----------------------------------------------------------


def seed_bower_mistakes(school: School) -> None:
    record_answer(school.ann, ITEM_1, False, answer="AH", mistake="left-bower-as-printed-suit")
    record_answer(school.ann, ITEM_3, True, answer="JD")
    record_answer(school.bo, ITEM_1, True)
    record_answer(school.bo, ITEM_3, True, answer="JD")
    record_answer(school.ann, ITEM_2, True, answer="JS", themes="right-bower")
    # Cy is in another class: never counted here.
    record_answer(school.cy, ITEM_1, False, answer="AH", mistake="left-bower-as-printed-suit")


def test_misconception_view_ranks_themes_and_names_the_mistake(
    client: FlaskClient, school: School
) -> None:
    seed_bower_mistakes(school)
    sign_in(client, school.teacher)
    html = page(client.get(f"/classes/{school.class_a.id}/misconceptions"))
    left = html[html.index('data-theme="left-bower"') :]
    assert html.index('data-theme="left-bower"') < html.index('data-theme="right-bower"')
    assert 'data-error-rate="25"' in left
    assert "1 of 4 answers" in left
    assert "Diamonds are trump. Which card wins this trick?" in left
    assert f'href="/quizzes/{TW}/1"' in left
    assert 'data-mistake="left-bower-as-printed-suit"' in left
    assert "Students who miss it: Ann" in left
    # Cy's name is nowhere on the page (the random CSRF tokens may hold any two letters).
    without_tokens = re.sub(r'value="[^"]*"|"X-CSRFToken": "[^"]*"', "", html)
    assert "Cy" not in without_tokens


def test_mistake_sentence_comes_from_the_grader(
    client: FlaskClient, school: School, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tutor.quiz import DIAGNOSERS, Mistake, QuizItem

    def diagnose(item: QuizItem, given: list[str]) -> Mistake | None:
        if given == ["AH"] and item.answer == ["JH"]:
            return Mistake(
                "left-bower-as-printed-suit",
                {
                    "en": "treated the left bower as a heart",
                    "ko": "왼쪽 바우어를 하트로 보았습니다",
                },
            )
        return None

    monkeypatch.setitem(DIAGNOSERS, "trick-winner", diagnose)
    seed_bower_mistakes(school)
    sign_in(client, school.teacher)
    html = page(client.get(f"/classes/{school.class_a.id}/misconceptions"))
    assert "treated the left bower as a heart — 1 time" in html
    korean = page(client.get(f"/classes/{school.class_a.id}/misconceptions?lang=ko"))
    assert "왼쪽 바우어를 하트로 보았습니다" in korean


def test_one_click_practice_goes_to_the_students_who_miss_the_theme(
    client: FlaskClient, school: School
) -> None:
    seed_bower_mistakes(school)
    sign_in(client, school.teacher)
    a = school.class_a.id
    response = client.post(f"/classes/{a}/misconceptions/practice", data={"theme": "left-bower"})
    assert response.status_code == 302
    practice = db.session.scalars(select(Assignment)).one()
    assert practice.practice_theme == "left-bower"
    assert [r.user_id for r in practice.recipients] == [school.ann.id]
    assert [(i.ref, i.goal_percent, i.goal_min_items) for i in practice.items] == [(TW, 80, 3)]
    sign_in(client, school.ann)
    assert "Practice: left-bower" in page(client.get("/"))
    sign_in(client, school.bo)
    assert "Practice: left-bower" not in page(client.get("/"))
    assert client.get(f"/classes/{a}/assignments/{practice.id}").status_code == 404
    sign_in(client, school.teacher)
    assert (
        client.post(f"/classes/{a}/misconceptions/practice", data={"theme": "nope"}).status_code
        == 404
    )
    # Everyone got right-bower right: nobody to practise it.
    assert (
        client.post(
            f"/classes/{a}/misconceptions/practice", data={"theme": "right-bower"}
        ).status_code
        == 422
    )
    assert client.post(f"/classes/{a}/misconceptions/practice", data={}).status_code == 400
    assert db.session.scalar(select(func.count()).select_from(AssignmentItem)) == 1


# -- one student ---------------------------------------------------------------------------


def test_student_page_shows_lessons_chart_and_last_active(
    client: FlaskClient, school: School
) -> None:
    bowers_assignment(school)
    monday = datetime(2026, 11, 23, 10, tzinfo=UTC)
    # Ann joined the Sunday before: the class sees her work from then on.
    membership = services.student_membership(school.class_a, school.ann.id)
    assert membership is not None
    membership.joined_at = monday - timedelta(days=1)
    db.session.commit()
    record_read(school.ann, "trump-and-bowers", when=monday)
    record_answer(school.ann, ITEM_1, False, answer="AH", when=monday)
    record_answer(school.ann, ITEM_3, True, answer="JD", when=monday + timedelta(days=1))
    sign_in(client, school.teacher)
    html = page(client.get(f"/classes/{school.class_a.id}/students/{school.ann.id}"))
    assert 'data-lesson="trump-and-bowers"' in html
    assert "<svg" in html
    assert 'role="img"' in html
    table = html[html.index("data-theme-table") :]
    assert "0/1" in table
    assert "1/1" in table
    assert "1/2" in table  # left-bower over both days
    assert "Nov 24, 2026" in html  # last active
    # A student may look at their own page, not a classmate's.
    sign_in(client, school.ann)
    assert client.get(f"/classes/{school.class_a.id}/students/{school.ann.id}").status_code == 200
    assert client.get(f"/classes/{school.class_a.id}/students/{school.bo.id}").status_code == 403
    sign_in(client, school.teacher)
    assert client.get(f"/classes/{school.class_a.id}/students/{school.cy.id}").status_code == 404


# -- CSV -----------------------------------------------------------------------------------


def test_csv_exports_of_grid_and_raw_answers(client: FlaskClient, school: School) -> None:
    bowers_assignment(school)
    school.bo.display_name = "=HYPERLINK(evil)"
    db.session.commit()
    record_answer(school.ann, ITEM_1, True)
    record_answer(school.bo, ITEM_1, False, answer="AH", mistake="left-bower-as-printed-suit")
    sign_in(client, school.teacher)
    response = client.get(f"/classes/{school.class_a.id}/export/grid.csv")
    assert response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(page(response))))
    lesson = content.find_lesson("trump-and-bowers", "en")
    assert lesson is not None
    assert rows[0][:4] == [
        "student",
        "percent_done",
        f"Bowers week / {lesson.title} status",
        f"Bowers week / {lesson.title} accuracy",
    ]
    by_name = {row[0]: row for row in rows[1:]}
    assert by_name["Ann"][4:] == ["in-progress", "100"]
    assert "'=HYPERLINK(evil)" in by_name
    raw = list(
        csv.reader(
            io.StringIO(page(client.get(f"/classes/{school.class_a.id}/export/attempts.csv")))
        )
    )
    assert raw[0][:4] == ["student", "username", "set_id", "item_id"]
    assert sorted((r[1], r[5], r[6], r[7]) for r in raw[1:]) == [
        ("ann", "JH", "yes", ""),
        ("bo", "AH", "no", "left-bower-as-printed-suit"),
    ]
