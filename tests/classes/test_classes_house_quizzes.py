"""A class's quiz pages: assigned rules sets shown, graded and recorded under house rules."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from classes_helpers import School, add_user, make_app, sign_in
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select
from werkzeug.datastructures import MultiDict

from tutor.classes import reports, services
from tutor.classes.models import Classroom
from tutor.classes.progress import CellStatus, Goal
from tutor.extensions import db, limiter
from tutor.models import Attempt
from tutor.quiz import QuizSet
from tutor.web import content

TW = "trick-winner-bowers"
LP = "legal-plays-three-hand"
HTMX = {"HX-Request": "true"}
RULES = {"canadian_loner": True, "deck": 32, "joker": True}


def joker_class(school: School, *, sets: tuple[str, ...] = (TW,)) -> Classroom:
    """Ms Park's second class plays with the Benny on 32 cards; Ann is in it too."""
    classroom = services.create_class(school.teacher, "Benny Club", "standard", dict(RULES))
    services.add_student(classroom, school.ann)
    services.create_assignment(
        classroom,
        school.teacher,
        title="Benny week",
        note="",
        due_on=None,
        items=[services.PlannedItem("quiz", s, Goal(50, 2)) for s in sets],
    )
    return classroom


def derived_set(classroom: Classroom, set_id: str = TW) -> QuizSet:
    found = reports.class_quiz_set(classroom, content.quiz_catalogue()[set_id])
    assert found is not None
    return found


def url(classroom: Classroom, number: int | None = None, set_id: str = TW) -> str:
    base = f"/classes/{classroom.id}/quizzes/{set_id}/"
    return base if number is None else f"{base}{number}"


def form_fields(html: str, *answers: str, drop: str = "") -> MultiDict[str, str]:
    fields = []
    for name in ("csrf_token", "item_id", "token"):
        match = re.search(rf'name="{name}" value="([^"]*)"', html)
        assert match, f"no {name} field"
        if name != drop:
            fields.append((name, match.group(1)))
    return MultiDict(fields + [("answer", a) for a in answers])


def post_answer(
    client: FlaskClient, target: str, *answers: str, htmx: bool = True, drop: str = ""
) -> tuple[int, str]:
    shown = client.get(target)
    assert shown.status_code == 200
    fields = form_fields(shown.get_data(as_text=True), *answers, drop=drop)
    response = client.post(target, data=fields, headers=HTMX if htmx else {})
    return response.status_code, response.get_data(as_text=True)


def attempts() -> list[Attempt]:
    return list(db.session.scalars(select(Attempt).order_by(Attempt.id)))


def test_a_member_sees_the_items_under_the_house_rules(client: FlaskClient, school: School) -> None:
    classroom = joker_class(school)
    quiz_set = derived_set(classroom)
    sign_in(client, school.ann)
    html = client.get(url(classroom, 1)).get_data(as_text=True)
    first = quiz_set.items[0]
    assert first.id.startswith("trick-winner/standard+joker+deck32/1/")
    assert f'data-item="{first.id}"' in html
    assert "House rules of Benny Club:" in html
    assert "33 cards" in html
    assert "<button" in html
    assert 'name="answer"' in html
    # The set's next item is served on the class's pages too.
    assert f'data-item="{first.id}"' in client.get(url(classroom)).get_data(as_text=True)
    # The assignment links there and says the questions follow the house rules.
    summary = client.get(f"/classes/{classroom.id}/").get_data(as_text=True)
    assert f'href="{url(classroom)}"' in summary
    assert "Shown under this class's house rules." in summary


def test_answers_are_graded_and_recorded_with_the_house_rule_ids(
    app: Flask, client: FlaskClient, school: School
) -> None:
    classroom = joker_class(school)
    quiz_set = derived_set(classroom)
    sign_in(client, school.ann)
    first, second = quiz_set.items[0], quiz_set.items[1]
    status, html = post_answer(client, url(classroom, 1), *first.answer)
    assert status == 200
    assert 'data-result="correct"' in html
    assert "<html" not in html
    wrong = next(c for c in second.choices if c not in second.answer)
    status, html = post_answer(client, url(classroom, 2), wrong, htmx=False)
    assert status == 200
    assert 'data-result="incorrect"' in html
    assert "<html" in html
    assert "House rules of Benny Club:" in html
    assert f'href="{url(classroom)}"' in html  # the next question stays on the class's pages
    recorded = attempts()
    assert [(a.set_id, a.item_id, a.correct) for a in recorded] == [
        (TW, first.id, True),
        (TW, second.id, False),
    ]
    assert recorded[1].answer == wrong
    # The teacher's grid counts them for the assignment (the set id is the set's own).
    grid = reports.class_grid(classroom, "en")
    (row,) = grid.rows
    (cell,) = row.cells
    assert (cell.status, cell.answered, cell.correct) == (CellStatus.DONE, 2, 1)
    sign_in(client, school.teacher)
    page = client.get(f"/classes/{classroom.id}/grid").get_data(as_text=True)
    assert "50% right (1/2)" in page


def test_misconceptions_name_the_house_rule_items(client: FlaskClient, school: School) -> None:
    classroom = joker_class(school)
    quiz_set = derived_set(classroom)
    sign_in(client, school.ann)
    item = quiz_set.items[0]
    wrong = next(c for c in item.choices if c not in item.answer)
    assert post_answer(client, url(classroom, 1), wrong)[0] == 200
    sign_in(client, school.teacher)
    html = client.get(f"/classes/{classroom.id}/misconceptions").get_data(as_text=True)
    assert url(classroom, 1) in html


def test_only_the_class_may_open_its_quiz_pages(client: FlaskClient, school: School) -> None:
    classroom = joker_class(school)
    target = url(classroom, 1)
    assert client.get(target).status_code == 302  # signed out: to the sign-in page
    for outsider in (school.dee, school.cy, school.bo, school.other_teacher):
        sign_in(client, outsider)
        assert client.get(target).status_code == 404
        assert client.post(target, data={"answer": "JH"}).status_code == 404
    sign_in(client, school.teacher)
    assert client.get(target).status_code == 200
    sign_in(client, school.ann)
    assert client.get(url(classroom, 1, LP)).status_code == 404  # not assigned here
    assert attempts() == []


@pytest.mark.parametrize("path", ["0", "99", "x", "../1"])
def test_bad_item_numbers_are_404(client: FlaskClient, school: School, path: str) -> None:
    classroom = joker_class(school)
    sign_in(client, school.ann)
    assert client.get(url(classroom) + path).status_code == 404
    assert client.get(f"/classes/{classroom.id}/quizzes/no-such-set/1").status_code == 404
    assert client.get(f"/classes/999/quizzes/{TW}/1").status_code == 404


def test_bad_answers_are_400_and_record_nothing(client: FlaskClient, school: School) -> None:
    classroom = joker_class(school)
    sign_in(client, school.ann)
    target = url(classroom, 1)
    status, html = post_answer(client, target, "ZZ")
    assert status == 400
    status, _ = post_answer(client, target, "2C")  # a card, but not one of the choices
    assert status == 400
    status, html = post_answer(client, target, "JH", drop="token")
    assert status == 400
    assert "token" in html
    status, html = post_answer(client, target, htmx=False)
    assert status == 400
    assert "House rules of Benny Club:" in html
    # An answer form for the committed item is for another question here.
    shown = client.get(target).get_data(as_text=True)
    fields = form_fields(shown, "JH")
    fields.setlist("item_id", ["trick-winner/standard/1/1"])
    assert client.post(target, data=fields, headers=HTMX).status_code == 400
    assert attempts() == []


def test_a_replayed_form_is_refused(client: FlaskClient, school: School) -> None:
    classroom = joker_class(school)
    item = derived_set(classroom).items[0]
    sign_in(client, school.ann)
    target = url(classroom, 1)
    fields = form_fields(client.get(target).get_data(as_text=True), *item.answer)
    assert client.post(target, data=fields, headers=HTMX).status_code == 200
    assert client.post(target, data=fields, headers=HTMX).status_code == 400
    assert len(attempts()) == 1


def test_sets_that_keep_their_own_items_go_to_the_quiz_pages(
    client: FlaskClient, school: School
) -> None:
    services.create_assignment(
        school.class_a,
        school.teacher,
        title="Plain",
        note="",
        due_on=None,
        items=[services.PlannedItem("quiz", TW, Goal(50, 2))],
    )
    sign_in(client, school.ann)
    response = client.get(url(school.class_a, 2))
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/quizzes/{TW}/2")
    assert client.get(url(school.class_a)).headers["Location"].endswith(f"/quizzes/{TW}/")
    summary = client.get(f"/classes/{school.class_a.id}/").get_data(as_text=True)
    assert f'href="/quizzes/{TW}/"' in summary


@pytest.fixture
def csrf_app(tmp_path: Path, migrated_template: Path) -> Iterator[Flask]:
    database = tmp_path / "csrf.sqlite"
    shutil.copyfile(migrated_template, database)
    application = make_app(database, WTF_CSRF_ENABLED=True)
    with application.app_context():
        limiter.reset()
        yield application
        db.session.remove()
        db.engine.dispose()
    content.forget_loaded_content()


def test_csrf_is_enforced_on_the_class_quiz_pages(csrf_app: Flask) -> None:
    client = csrf_app.test_client()
    teacher = add_user("t.kim", "teacher", "Ms Kim")
    student = add_user("sol", name="Sol")
    classroom = services.create_class(teacher, "Benny Club", "standard", dict(RULES))
    services.add_student(classroom, student)
    services.create_assignment(
        classroom,
        teacher,
        title="Benny week",
        note="",
        due_on=None,
        items=[services.PlannedItem("quiz", TW, Goal(50, 2))],
    )
    item = derived_set(classroom).items[0]
    sign_in(client, student)
    target = url(classroom, 1)
    status, html = post_answer(client, target, *item.answer, drop="csrf_token")
    assert status == 400
    assert "<html" not in html
    assert attempts() == []
    status, html = post_answer(client, target, *item.answer)
    assert status == 200
    assert 'data-result="correct"' in html
    assert len(attempts()) == 1


def test_the_class_serves_its_items_in_their_rating_order(
    client: FlaskClient, school: School
) -> None:
    from tutor.practice.models import ItemRating

    classroom = joker_class(school)
    quiz_set = derived_set(classroom)
    last = len(quiz_set.items)
    easiest = quiz_set.items[last - 1]
    # Learners found the last item of the house-rules bank the easiest, over 40 answers.
    db.session.add(ItemRating(item_id=easiest.id, rating=700.0, rd=70.0, volatility=0.06, games=40))
    db.session.commit()
    sign_in(client, school.ann)
    html = client.get(url(classroom)).get_data(as_text=True)
    assert f'data-item="{easiest.id}"' in html
    assert f"Question 1 of {last}" in html
    assert "Difficulty 1 of 5, from 40 learners&#39; answers" in html
    page = client.get(url(classroom, 1)).get_data(as_text=True)
    assert f"Question 2 of {last}" in page
    assert "estimated" in page
