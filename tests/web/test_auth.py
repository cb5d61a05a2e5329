"""Accounts: registering, signing in and out, rate limiting, and progress that is kept."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select

from tests.conftest import TEST_PASSWORD, AuthActions, csrf_token_from
from tests.web.quiz_forms import answer
from tutor.extensions import db
from tutor.models import Attempt, Learner, LessonRead, User

TRICK = "/quizzes/trick-winner-demo/1"


def user(app: Flask, username: str) -> User:
    with app.app_context():
        found = db.session.scalar(select(User).where(User.username == username))
        assert found is not None
        db.session.expunge(found)
        return found


def test_register_makes_a_learner_account_with_an_scrypt_hash(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    response = auth.register("ada", display_name="Ada")
    assert response.status_code == 302
    ada = user(app, "ada")
    assert ada.role == "learner"
    assert ada.display_name == "Ada"
    assert ada.password_hash.startswith("scrypt:")
    assert ada.check_password(TEST_PASSWORD)
    assert not ada.check_password("wrong")
    home = client.get("/").get_data(as_text=True)
    assert "Ada" in home
    assert "Sign out" in home


def test_register_as_teacher(app: Flask, auth: AuthActions) -> None:
    auth.register("grace", role="teacher")
    assert user(app, "grace").is_teacher


def test_register_refuses_a_taken_name_and_a_short_password(
    client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    auth.logout()
    again = auth.register("ada")
    assert again.status_code == 200
    assert "That username is taken." in again.get_data(as_text=True)
    short = auth.register("bob", password="short")
    assert short.status_code == 200
    assert "between 8 and 128 characters" in short.get_data(as_text=True)


def test_register_and_login_need_the_csrf_token(client: FlaskClient) -> None:
    form = {"username": "ada", "password": TEST_PASSWORD, "password2": TEST_PASSWORD}
    assert client.post("/auth/register", data=form).status_code == 400
    assert client.post("/auth/login", data=form).status_code == 400


def test_login_logout(client: FlaskClient, auth: AuthActions) -> None:
    auth.register("ada")
    auth.logout()
    assert "Sign in" in client.get("/").get_data(as_text=True)
    response = auth.login("ada")
    assert response.status_code == 302
    assert "Sign out" in client.get("/").get_data(as_text=True)


def test_wrong_password_is_refused(client: FlaskClient, auth: AuthActions) -> None:
    auth.register("ada")
    auth.logout()
    response = auth.login("ada", "not-the-password")
    assert response.status_code == 401
    assert "Wrong username or password." in response.get_data(as_text=True)


def test_logout_needs_a_post(client: FlaskClient, auth: AuthActions) -> None:
    auth.register("ada")
    page = client.get("/auth/logout")
    assert page.status_code == 200
    assert "Sign out" in client.get("/").get_data(as_text=True)  # still signed in
    auth.logout()
    assert "Sign in" in client.get("/").get_data(as_text=True)


def test_login_is_rate_limited(app_factory: object) -> None:
    app = app_factory(LOGIN_RATE_LIMIT="3 per minute")  # type: ignore[operator]
    client = app.test_client()
    auth = AuthActions(client)
    codes = [auth.login("nobody", "x" * 10).status_code for _ in range(4)]
    assert codes == [401, 401, 401, 429]
    assert "Too many tries" in auth.login("nobody", "x" * 10).get_data(as_text=True)


def test_next_only_goes_to_this_site(client: FlaskClient, auth: AuthActions) -> None:
    auth.register("ada")
    auth.logout()
    page = client.get("/auth/login").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "username": "ada", "password": TEST_PASSWORD}
    outside = client.post("/auth/login?next=https://evil.example/", data=form)
    assert outside.headers["Location"] == "/"
    auth.logout()
    page = client.get("/auth/login").get_data(as_text=True)
    form["csrf_token"] = csrf_token_from(page)
    inside = client.post("/auth/login?next=/lessons/", data=form)
    assert inside.headers["Location"] == "/lessons/"


def test_session_cookie_is_httponly_and_samesite_lax(client: FlaskClient) -> None:
    response = client.get("/lessons/demo-basics")  # makes a learner, so sets the session
    cookie = response.headers["Set-Cookie"]
    assert "HttpOnly" in cookie
    assert "SameSite=Lax" in cookie


def test_registering_keeps_anonymous_progress(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    client.get("/lessons/demo-basics")
    answer(client, TRICK, "JD")
    auth.register("ada")
    with app.app_context():
        ada = db.session.scalar(select(User).where(User.username == "ada"))
        assert ada is not None
        assert ada.learner is not None
        assert [a.answer for a in ada.learner.attempts] == ["JD"]
        assert [r.slug for r in ada.learner.lessons_read] == ["demo-basics"]
        assert db.session.scalar(select(db.func.count(Learner.id))) == 1
    home = client.get("/").get_data(as_text=True)
    assert 'data-set="trick-winner-demo"' in home  # accuracy table


def test_logging_in_merges_a_visitors_progress_into_the_account(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    client.get("/lessons/demo-basics")
    answer(client, TRICK, "AD")
    auth.logout()
    # Signed out, on the same browser: a new anonymous learner.
    client.get("/lessons/demo-basics")
    client.get("/lessons/demo-bowers")
    answer(client, TRICK, "JD")
    auth.login("ada")
    with app.app_context():
        learners = list(db.session.scalars(select(Learner)))
        assert len(learners) == 1
        assert learners[0].user_id is not None
        answers = sorted(a.answer for a in db.session.scalars(select(Attempt)))
        assert answers == ["AD", "JD"]
        slugs = sorted(r.slug for r in db.session.scalars(select(LessonRead)))
        assert slugs == ["demo-basics", "demo-bowers"]


def test_signing_out_does_not_leave_the_account_progress_to_the_next_visitor(
    client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    client.get("/lessons/demo-basics")
    auth.logout()
    course = client.get("/lessons/").get_data(as_text=True)
    assert 'class="lesson-entry read"' not in course
