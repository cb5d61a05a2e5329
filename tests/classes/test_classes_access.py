"""Who may open what: every class URL walked as each role, and as strangers.

A stranger (not a teacher or student of the class) gets 404, so a class's existence is
not confirmed; a student on a teacher's page gets 403; a visitor is sent to sign in. No
refusal ever shows the class's name or its students.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from classes_helpers import School, make_app, record_answer, sign_in
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import func, select

from tutor.classes import services
from tutor.classes.models import (
    Assignment,
    AssignmentItem,
    Classroom,
    ClassStudent,
    ClassTeacher,
)
from tutor.classes.progress import Goal
from tutor.extensions import db
from tutor.models import User


def secret_school(school: School) -> dict[str, Any]:
    """Class A renamed to something no refusal may reveal, with an assignment and answers."""
    school.class_a.name = "Secret Society of Bowers"
    school.ann.display_name = "Annabel Secretname"
    school.ann.is_managed = True
    # Class A made Ann's account (login cards), so its teachers manage it.
    services.student_membership(school.class_a, school.ann.id).manages = True  # type: ignore[union-attr]
    db.session.commit()
    assignment = services.create_assignment(
        school.class_a,
        school.teacher,
        title="Hidden homework",
        note="",
        due_on=None,
        items=[services.PlannedItem("quiz", "trick-winner-bowers", Goal(80, 1))],
    )
    record_answer(school.ann, "trick-winner/standard/1/1", False, answer="AH")
    return {
        "c": school.class_a.id,
        "a": assignment.id,
        "i": assignment.items[0].id,
        "s": school.ann.id,
    }


NEW_ASSIGNMENT = {
    "title": "x",
    "quiz_sets": "trick-winner-bowers",
    "goal_percent": "80",
    "goal_min_items": "1",
}
# (method, url, data, who may use it): "teacher" pages refuse students with 403.
URLS: list[tuple[str, str, dict[str, str], str]] = [
    ("GET", "/classes/{c}/", {}, "member"),
    ("GET", "/classes/{c}/grid", {}, "teacher"),
    ("GET", "/classes/{c}/misconceptions", {}, "teacher"),
    ("GET", "/classes/{c}/export/grid.csv", {}, "teacher"),
    ("GET", "/classes/{c}/export/attempts.csv", {}, "teacher"),
    ("GET", "/classes/{c}/students/new", {}, "teacher"),
    ("GET", "/classes/{c}/students/{s}", {}, "self"),
    ("GET", "/classes/{c}/assignments/new", {}, "teacher"),
    ("GET", "/classes/{c}/assignments/{a}", {}, "member"),
    ("POST", "/classes/{c}/lock", {}, "teacher"),
    ("POST", "/classes/{c}/unlock", {}, "teacher"),
    ("POST", "/classes/{c}/code", {}, "teacher"),
    ("POST", "/classes/{c}/archive", {}, "teacher"),
    ("POST", "/classes/{c}/announcement", {"announcement": "hi"}, "teacher"),
    ("POST", "/classes/{c}/co-teachers", {"username": "dee"}, "teacher"),
    ("POST", "/classes/{c}/students/{s}/remove", {}, "teacher"),
    ("POST", "/classes/{c}/students/{s}/move", {"target": "1"}, "teacher"),
    ("POST", "/classes/{c}/students/{s}/password", {}, "teacher"),
    ("POST", "/classes/{c}/students/{s}/name", {"name": "Mallory"}, "teacher"),
    ("POST", "/classes/{c}/students/new", {"names": "Mallory"}, "teacher"),
    ("POST", "/classes/{c}/misconceptions/practice", {"theme": "left-bower"}, "teacher"),
    (
        "POST",
        "/classes/{c}/assignments/new",
        {
            "title": "x",
            "quiz_sets": "trick-winner-bowers",
            "goal_percent": "80",
            "goal_min_items": "1",
        },
        "teacher",
    ),
    ("POST", "/classes/{c}/assignments/{a}/items/{i}", {"move": "0"}, "teacher"),
    ("POST", "/classes/{c}/assignments/{a}/delete", {}, "teacher"),
]
SECRETS = ("Secret Society of Bowers", "Annabel Secretname", "Hidden homework")


def snapshot() -> tuple[object, ...]:
    """Everything a refused request could have changed."""
    db.session.expire_all()
    counts = [
        int(db.session.scalar(select(func.count()).select_from(model)) or 0)
        for model in (Classroom, ClassStudent, ClassTeacher, Assignment, AssignmentItem, User)
    ]
    ann = db.session.get(User, 3)
    assert ann is not None
    classroom = db.session.get(Classroom, 1)
    assert classroom is not None
    item = db.session.get(AssignmentItem, 1)
    return (
        *counts,
        classroom.joining_locked,
        classroom.join_code,
        classroom.archived_at,
        classroom.announcement,
        item.position if item else None,
        ann.password_hash,
        ann.display_name,
    )


@pytest.mark.parametrize(("method", "url", "data", "allowed"), URLS)
def test_every_class_url_refuses_outsiders_and_students(
    client: FlaskClient,
    school: School,
    method: str,
    url: str,
    data: dict[str, str],
    allowed: str,
) -> None:
    ids = secret_school(school)
    before = snapshot()
    path = url.format(**ids)
    for who in ("other_teacher", "cy", "dee", "bo", "visitor"):
        sign_in(client, None if who == "visitor" else getattr(school, who))
        response = client.open(path, method=method, data=data)
        body = response.get_data(as_text=True)
        if who == "visitor":
            expected = 302
            assert "/auth/login" in response.headers["Location"]
        elif who == "bo":
            # A classmate may see the class and its work, not the teacher's pages.
            expected = 200 if allowed == "member" else 403
        else:
            expected = 404
        assert response.status_code == expected, (who, path)
        if expected != 200:
            for secret in SECRETS:
                assert secret not in body, (who, path)
        assert snapshot() == before, (who, path)


@pytest.mark.parametrize(("method", "url", "data", "allowed"), URLS)
def test_the_teacher_may_use_every_class_url(
    client: FlaskClient, school: School, method: str, url: str, data: dict[str, str], allowed: str
) -> None:
    ids = secret_school(school)
    sign_in(client, school.teacher)
    response = client.open(url.format(**ids), method=method, data=data)
    # 302 after a change; 422 where the sample data is (rightly) not acceptable here.
    assert response.status_code in (200, 302, 422), (url, response.status_code)
    assert response.status_code != 500


def test_unknown_ids_are_404(client: FlaskClient, school: School) -> None:
    ids = secret_school(school)
    sign_in(client, school.teacher)
    for path in (
        "/classes/999/",
        f"/classes/{ids['c']}/assignments/999",
        f"/classes/{school.class_b.id}/assignments/{ids['a']}",
        f"/classes/{ids['c']}/students/{school.cy.id}",
        "/classes/abc/",
    ):
        assert client.get(path).status_code == 404, path


def test_another_teachers_assignment_is_not_reachable_through_my_class(
    client: FlaskClient, school: School
) -> None:
    ids = secret_school(school)
    sign_in(client, school.other_teacher)
    mine = school.class_b.id
    response = client.get(f"/classes/{mine}/assignments/{ids['a']}")
    assert response.status_code == 404
    response = client.post(f"/classes/{mine}/assignments/{ids['a']}/delete")
    assert response.status_code == 404
    assert db.session.get(Assignment, ids["a"]) is not None


def test_every_post_needs_a_csrf_token(tmp_path: Path, migrated_template: Path) -> None:
    import shutil

    database = tmp_path / "csrf.sqlite"
    shutil.copyfile(migrated_template, database)
    app: Flask = make_app(database, WTF_CSRF_ENABLED=True)
    with app.app_context():
        from classes_helpers import make_school

        school = make_school()
        ids = secret_school(school)
        client = app.test_client()
        sign_in(client, school.teacher)
        before = snapshot()
        for method, url, data, _allowed in URLS:
            if method == "POST":
                response = client.post(url.format(**ids), data=data)
                assert response.status_code == 400, url
        response = client.post("/join", data={"code": school.class_a.join_code})
        assert response.status_code == 400
        assert snapshot() == before
        db.session.remove()


def test_class_lists_show_only_ones_own_classes(client: FlaskClient, school: School) -> None:
    secret_school(school)
    sign_in(client, school.other_teacher)
    listing = client.get("/classes/").get_data(as_text=True)
    assert "Class B" in listing
    assert "Secret Society of Bowers" not in listing
    sign_in(client, school.cy)
    listing = client.get("/classes/").get_data(as_text=True)
    assert "Class B" in listing
    assert "Secret Society of Bowers" not in listing
    home = client.get("/").get_data(as_text=True)
    assert "Hidden homework" not in home
    sign_in(client, school.bo)
    assert "Hidden homework" in client.get("/").get_data(as_text=True)
