"""Teachers' classes through the Flask test client: create, join, manage, refuse."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from classes_helpers import School, add_user, make_app, sign_in
from flask.testing import FlaskClient
from sqlalchemy import func, select

from tutor.classes.models import Classroom, ClassStudent, ClassTeacher
from tutor.extensions import db, limiter
from tutor.models import Attempt, Learner, User


def count(model: type) -> int:
    return int(db.session.scalar(select(func.count()).select_from(model)) or 0)


def page(response) -> str:  # type: ignore[no-untyped-def]
    return response.get_data(as_text=True)


# -- creating a class ----------------------------------------------------------------------


def test_teacher_creates_a_class_with_house_rules_and_gets_a_join_code(
    client: FlaskClient,
) -> None:
    teacher = add_user("ms.park", "teacher", "Ms Park")
    sign_in(client, teacher)
    response = client.post(
        "/classes/new",
        data={"name": "Year 5 Euchre", "preset": "standard", "canadian_loner": "yes"},
    )
    assert response.status_code == 302
    classroom = db.session.scalars(select(Classroom)).one()
    assert response.headers["Location"].endswith(f"/classes/{classroom.id}/")
    assert classroom.variant_options == '{"canadian_loner": true}'
    html = page(client.get(f"/classes/{classroom.id}/"))
    assert f'data-join-code="{classroom.join_code}"' in html
    assert f"/join?code={classroom.join_code}" in html
    assert f'href="/classes/{classroom.id}/assignments/new"' in html
    assert f'href="/classes/{classroom.id}/export/grid.csv"' in html
    assert "Canadian loner</dt><dd>yes" in html


def test_impossible_house_rules_show_the_engine_message_and_store_nothing(
    client: FlaskClient,
) -> None:
    sign_in(client, add_user("ms.park", "teacher"))
    response = client.post(
        "/classes/new",
        data={"name": "Cutthroat club", "preset": "three-hand", "canadian_loner": "yes"},
    )
    assert response.status_code == 422
    assert "the Canadian loner needs a dealer&#39;s partner" in page(response)
    response = client.post(
        "/classes/new", data={"name": "Bid club", "preset": "bid", "joker": "yes"}
    )
    assert response.status_code == 422
    assert "joker cannot be used with no-trump" in page(response)
    assert count(Classroom) == 0


@pytest.mark.parametrize(
    "form",
    [
        {"name": "", "preset": "standard"},
        {"name": "x" * 121, "preset": "standard"},
        {"name": "Club", "preset": "pinochle"},
        {"name": "Club", "preset": "standard", "target_score": "999"},
        {"name": "Club", "preset": "standard", "deck": "52"},
    ],
)
def test_bad_class_forms_are_422(client: FlaskClient, form: dict[str, str]) -> None:
    sign_in(client, add_user("ms.park", "teacher"))
    assert client.post("/classes/new", data=form).status_code == 422
    assert count(Classroom) == 0


def test_learners_cannot_create_classes(client: FlaskClient) -> None:
    sign_in(client, add_user("ann"))
    assert client.get("/classes/new").status_code == 403
    assert (
        client.post("/classes/new", data={"name": "Mine", "preset": "standard"}).status_code == 403
    )
    assert count(Classroom) == 0


# -- joining -------------------------------------------------------------------------------


def test_signed_in_student_joins_with_a_code_typed_loosely(
    client: FlaskClient, school: School
) -> None:
    code = school.class_a.join_code
    sign_in(client, school.dee)
    loose = f" {code[:4].lower()}-{code[4:].lower()} "
    response = client.post("/join", data={"code": loose})
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/classes/{school.class_a.id}/")
    assert any(s.user_id == school.dee.id for s in school.class_a.students)
    again = client.post("/join", data={"code": code}, follow_redirects=True)
    assert "You are already in this class." in page(again)
    assert count(ClassStudent) == 4


def test_join_page_prefills_the_code_from_the_link(client: FlaskClient, school: School) -> None:
    code = school.class_a.join_code
    html = page(client.get(f"/join?code={code}"))
    assert f'value="{code}"' in html
    assert 'name="username"' in html  # a visitor can make an account on the spot


def test_visitor_makes_an_account_while_joining_and_keeps_their_practice(
    client: FlaskClient, school: School
) -> None:
    visitor = Learner()
    db.session.add(visitor)
    db.session.commit()
    db.session.add(
        Attempt(
            learner_id=visitor.id,
            set_id="trick-winner-bowers",
            item_id="trick-winner/standard/1/1",
            kind="trick-winner",
            themes="left-bower",
            answer="JH",
            correct=True,
        )
    )
    db.session.commit()
    with client.session_transaction() as session:
        session["learner_id"] = visitor.id
    response = client.post(
        "/join",
        data={
            "code": school.class_a.join_code,
            "username": "eve",
            "display_name": "Eve",
            "password": "a-long-password",
        },
    )
    assert response.status_code == 302
    eve = db.session.scalars(select(User).where(User.username == "eve")).one()
    assert eve.role == "learner"
    assert eve.check_password("a-long-password")
    assert any(s.user_id == eve.id for s in school.class_a.students)
    assert eve.learner is not None
    assert [a.item_id for a in eve.learner.attempts] == ["trick-winner/standard/1/1"]
    home = page(client.get(f"/classes/{school.class_a.id}/"))
    assert "Class A" in home


def test_new_account_with_a_taken_username_stores_nothing(
    client: FlaskClient, school: School
) -> None:
    users_before = count(User)
    response = client.post(
        "/join",
        data={"code": school.class_a.join_code, "username": "ann", "password": "a-long-password"},
    )
    assert response.status_code == 422
    assert "That username is taken." in page(response)
    assert count(User) == users_before
    assert count(ClassStudent) == 3


@pytest.mark.parametrize(
    ("setup", "status", "message"),
    [
        ("unknown", 404, "No class has that code"),
        ("malformed", 422, "A join code has 8 letters and digits"),
        ("locked", 403, "not taking new students right now"),
        ("expired", 410, "This join code has expired"),
        ("archived", 410, "This class has been archived"),
        ("teacher", 403, "Teacher accounts do not join classes"),
    ],
)
def test_joins_that_cannot_happen_say_why(
    client: FlaskClient, school: School, setup: str, status: int, message: str
) -> None:
    classroom = school.class_a
    code = classroom.join_code
    joiner = school.dee
    if setup == "unknown":
        code = "ABCDEFGH" if code != "ABCDEFGH" else "HGFEDCBA"
    elif setup == "malformed":
        code = "OI0-1"
    elif setup == "locked":
        classroom.joining_locked = True
    elif setup == "expired":
        classroom.join_code_expires_at = datetime.now(UTC) - timedelta(minutes=1)
    elif setup == "archived":
        classroom.archived_at = datetime.now(UTC)
    elif setup == "teacher":
        joiner = school.other_teacher
    db.session.commit()
    sign_in(client, joiner)
    response = client.post("/join", data={"code": code})
    assert response.status_code == status
    assert message in page(response)
    assert count(ClassStudent) == 3


def test_join_is_rate_limited(tmp_path: Path) -> None:
    app = make_app(
        tmp_path / "limited.sqlite", RATELIMIT_ENABLED=True, JOIN_RATE_LIMIT="3 per minute"
    )
    with app.app_context():
        limiter.reset()
    client = app.test_client()
    statuses = [client.post("/join", data={"code": f"ABCDEFG{n}"}).status_code for n in "2345"]
    assert statuses == [404, 404, 404, 429]


# -- managing a class ----------------------------------------------------------------------


def test_lock_unlock_and_renew_the_join_code(client: FlaskClient, school: School) -> None:
    sign_in(client, school.teacher)
    class_id = school.class_a.id
    client.post(f"/classes/{class_id}/lock")
    assert db.session.get(Classroom, class_id).joining_locked
    client.post(f"/classes/{class_id}/unlock")
    assert not db.session.get(Classroom, class_id).joining_locked
    old_code = school.class_a.join_code
    client.post(f"/classes/{class_id}/code")
    new_code = db.session.get(Classroom, class_id).join_code
    assert new_code != old_code
    sign_in(client, school.dee)
    assert client.post("/join", data={"code": old_code}).status_code == 404
    assert client.post("/join", data={"code": new_code}).status_code == 302


def test_remove_and_move_students(client: FlaskClient, school: School) -> None:
    teacher = school.teacher
    second = Classroom(name="Class A2", join_code="ZZZZZZZ2")
    second.teachers.append(ClassTeacher(user_id=teacher.id, role="owner"))
    db.session.add(second)
    db.session.commit()
    sign_in(client, teacher)
    a = school.class_a.id
    assert (
        client.post(
            f"/classes/{a}/students/{school.ann.id}/move", data={"target": second.id}
        ).status_code
        == 302
    )
    assert [s.user_id for s in second.students] == [school.ann.id]
    # Another teacher's class is not a choice: refused, nothing moved.
    response = client.post(
        f"/classes/{a}/students/{school.bo.id}/move", data={"target": school.class_b.id}
    )
    assert response.status_code == 422
    assert [s.user_id for s in school.class_b.students] == [school.cy.id]
    assert client.post(f"/classes/{a}/students/{school.bo.id}/remove").status_code == 302
    assert db.session.get(Classroom, a).students == []
    assert client.post(f"/classes/{a}/students/{school.cy.id}/remove").status_code == 404


def test_co_teacher_sees_the_class_but_only_the_owner_archives(
    client: FlaskClient, school: School
) -> None:
    a = school.class_a.id
    sign_in(client, school.teacher)
    assert client.post(f"/classes/{a}/co-teachers", data={"username": "nobody"}).status_code == 422
    assert client.post(f"/classes/{a}/co-teachers", data={"username": "ann"}).status_code == 422
    assert client.post(f"/classes/{a}/co-teachers", data={"username": "mr.lee"}).status_code == 302
    assert client.post(f"/classes/{a}/co-teachers", data={"username": "mr.lee"}).status_code == 422
    sign_in(client, school.other_teacher)
    assert "Class A" in page(client.get("/classes/"))
    assert client.get(f"/classes/{a}/grid").status_code == 200
    assert client.post(f"/classes/{a}/archive").status_code == 403
    sign_in(client, school.teacher)
    assert client.post(f"/classes/{a}/archive").status_code == 302
    assert db.session.get(Classroom, a).is_archived
    assert client.get(f"/classes/{a}/assignments/new").status_code == 409
    # Archived classes vanish for their students.
    sign_in(client, school.ann)
    assert client.get(f"/classes/{a}/").status_code == 404
    sign_in(client, school.teacher)
    client.post(f"/classes/{a}/archive")
    assert not db.session.get(Classroom, a).is_archived


def test_bulk_managed_accounts_print_login_cards_that_work(
    client: FlaskClient, school: School
) -> None:
    sign_in(client, school.teacher)
    a = school.class_a.id
    response = client.post(
        f"/classes/{a}/students/new", data={"names": "Min-ji Kim\n\n김서연\nAnn\n"}
    )
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-store"
    html = page(response)
    cards = re.findall(
        r"data-username>([^<]+)</dd>.*?data-password><code>([^<]+)</code>", html, re.S
    )
    assert [u for u, _ in cards] == ["minji.kim1", "student1", "ann1"]
    for username, password in cards:
        user = db.session.scalars(select(User).where(User.username == username)).one()
        assert user.is_managed
        assert user.role == "learner"
        assert user.check_password(password)
        assert any(s.user_id == user.id for s in school.class_a.students)
    assert "김서연" in html


@pytest.mark.parametrize("names", ["", "\n \n", "\n".join(f"kid {n}" for n in range(61)), "x" * 61])
def test_bulk_accounts_refuse_bad_lists_and_store_nothing(
    client: FlaskClient, school: School, names: str
) -> None:
    sign_in(client, school.teacher)
    users = count(User)
    assert (
        client.post(f"/classes/{school.class_a.id}/students/new", data={"names": names}).status_code
        == 422
    )
    assert count(User) == users


def test_announcement_markdown_is_sanitised_and_names_escaped(
    client: FlaskClient, school: School
) -> None:
    sign_in(client, school.teacher)
    a = school.class_a.id
    school.class_a.name = "<script>alert(1)</script>"
    db.session.commit()
    markdown = "**Tournament** on Friday <script>alert(2)</script> <img src=x onerror=alert(3)>"
    client.post(f"/classes/{a}/announcement", data={"announcement": markdown})
    sign_in(client, school.ann)
    html = page(client.get(f"/classes/{a}/"))
    assert "<strong>Tournament</strong>" in html
    assert "<script>alert" not in html
    assert "onerror" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_teacher_gives_a_managed_student_a_new_password(
    client: FlaskClient, school: School
) -> None:
    sign_in(client, school.teacher)
    a = school.class_a.id
    client.post(f"/classes/{a}/students/new", data={"names": "Kim Ha-eun"})
    kid = db.session.scalars(select(User).where(User.username == "kim.haeun1")).one()
    response = client.post(f"/classes/{a}/students/{kid.id}/password")
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-store"
    password = re.search(r"data-password><code>([^<]+)</code>", page(response))
    assert password is not None
    assert kid.check_password(password.group(1))
    # Accounts the students made themselves are theirs alone.
    refused = client.post(f"/classes/{a}/students/{school.ann.id}/password")
    assert refused.status_code == 403
    assert school.ann.check_password("pw-12345678")


def test_assignment_titles_and_notes_are_escaped_everywhere(
    client: FlaskClient, school: School
) -> None:
    from tutor.classes import services

    title = '<img src=x onerror="alert(1)">'
    note = "<script>alert(2)</script> & **not markdown**"
    assignment = services.create_assignment(
        school.class_a,
        school.teacher,
        title=title,
        note=note,
        due_on=None,
        items=[services.PlannedItem("lesson", "trump-and-bowers")],
    )
    a = school.class_a.id
    pages = []
    sign_in(client, school.teacher)
    pages += [client.get(f"/classes/{a}/"), client.get(f"/classes/{a}/grid")]
    pages.append(client.get(f"/classes/{a}/assignments/{assignment.id}"))
    sign_in(client, school.ann)
    pages += [client.get("/"), client.get(f"/classes/{a}/")]
    pages.append(client.get(f"/classes/{a}/assignments/{assignment.id}"))
    for response in pages:
        html = page(response)
        assert response.status_code == 200
        assert "<img src=x" not in html
        assert "<script>alert(2)" not in html
    assert "&lt;img src=x onerror=&#34;alert(1)&#34;&gt;" in page(pages[-1])
    assert "&lt;script&gt;alert(2)&lt;/script&gt; &amp; **not markdown**" in page(pages[-1])


def test_class_pages_bring_their_own_stylesheet(client: FlaskClient, school: School) -> None:
    sign_in(client, school.teacher)
    html = page(client.get(f"/classes/{school.class_a.id}/"))
    assert 'href="/classes/static/classes.css"' in html
    sign_in(client, None)  # the join page is public, and so is its stylesheet
    assert 'href="/classes/static/classes.css"' in page(client.get("/join"))
    with client.get("/classes/static/classes.css") as css:
        assert css.status_code == 200
        assert ".cell-done" in page(css)


def test_simultaneous_joins_store_one_membership(school: School) -> None:
    from tutor.classes import services

    # The view checked "not a member yet" before another request got there first.
    assert services.add_student(school.class_a, school.ann) is False
    assert count(ClassStudent) == 3
    assert services.join_with_new_account(school.class_a, "bo", "Bo two", "long-password") is None
    assert count(ClassStudent) == 3
    assert count(User) == 6
    assert services.add_student(school.class_a, school.dee) is True
    assert count(ClassStudent) == 4
