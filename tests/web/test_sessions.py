"""Sign-ins can be revoked: every old cookie, replayed, signs nobody in.

Each test copies cookies the way a thief would (from a shared computer or a stolen
backup) and replays them on another client after the event that must end them: signing
out, signing out everywhere, changing the password, a teacher's reset.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select, update

from tests.conftest import TEST_PASSWORD, AuthActions, csrf_token_from
from tutor.classes import services
from tutor.extensions import db
from tutor.models import LoginSession, User

REMEMBER = "remember_token"


def signed_in(client: FlaskClient) -> bool:
    return "Sign out" in client.get("/").get_data(as_text=True)


def cookie(client: FlaskClient, name: str) -> str:
    found = client.get_cookie(name)
    assert found is not None, f"no {name} cookie"
    return found.value


def replay(app: Flask, **cookies: str) -> FlaskClient:
    """A new browser that has only the given cookies."""
    thief = app.test_client()
    for name, value in cookies.items():
        thief.set_cookie(name, value)
    return thief


def login(client: FlaskClient, username: str, password: str, remember: bool = False) -> None:
    page = client.get("/auth/login").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "username": username, "password": password}
    if remember:
        form["remember_me"] = "y"
    response = client.post("/auth/login", data=form)
    assert response.status_code == 302, response.get_data(as_text=True)


def test_a_session_cookie_copied_before_signing_out_is_dead_after(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    copied = cookie(client, "session")
    assert signed_in(replay(app, session=copied))
    auth.logout()
    assert not signed_in(client)
    assert not signed_in(replay(app, session=copied))


def test_a_remember_cookie_is_dead_after_signing_out(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    auth.logout()
    login(client, "ada", TEST_PASSWORD, remember=True)
    remembered = cookie(client, REMEMBER)
    assert signed_in(replay(app, **{REMEMBER: remembered}))
    auth.logout()
    assert not signed_in(replay(app, **{REMEMBER: remembered}))


def test_every_sign_in_makes_a_new_remember_cookie(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    auth.logout()
    values = []
    for _ in range(2):
        browser = app.test_client()
        login(browser, "ada", TEST_PASSWORD, remember=True)
        values.append(cookie(browser, REMEMBER))
    assert values[0] != values[1]
    assert "|" in values[0]
    assert not values[0].startswith("1|"), "the remember cookie is the bare user id"
    # Two devices each stay signed in: a new sign-in does not end the other one.
    assert all(signed_in(replay(app, **{REMEMBER: value})) for value in values)


def test_sign_out_everywhere_ends_every_device(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    auth.logout()
    phone = app.test_client()
    login(phone, "ada", TEST_PASSWORD, remember=True)
    laptop_session = cookie(phone, "session")
    phone_remember = cookie(phone, REMEMBER)
    login(client, "ada", TEST_PASSWORD)
    # A POST with its CSRF token, from the account page.
    assert client.post("/auth/logout-everywhere").status_code == 400
    assert signed_in(phone)
    page = client.get("/auth/account").get_data(as_text=True)
    assert "Sign out everywhere" in page
    response = client.post("/auth/logout-everywhere", data={"csrf_token": csrf_token_from(page)})
    assert response.status_code == 302
    assert not signed_in(client)
    assert not signed_in(phone)
    assert not signed_in(replay(app, session=laptop_session))
    assert not signed_in(replay(app, **{REMEMBER: phone_remember}))


def test_changing_the_password_ends_the_other_devices_and_keeps_this_one(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    auth.logout()
    other = app.test_client()
    login(other, "ada", TEST_PASSWORD, remember=True)
    other_remember = cookie(other, REMEMBER)
    login(client, "ada", TEST_PASSWORD, remember=True)
    old_session, old_remember = cookie(client, "session"), cookie(client, REMEMBER)
    page = client.get("/auth/account").get_data(as_text=True)
    response = client.post(
        "/auth/account",
        data={
            "csrf_token": csrf_token_from(page),
            "current_password": TEST_PASSWORD,
            "password": "a-fresh-bower-lead",
            "password2": "a-fresh-bower-lead",
        },
    )
    assert response.status_code == 302
    assert signed_in(client)
    assert cookie(client, REMEMBER) != old_remember
    for stale in (
        {"session": old_session},
        {REMEMBER: old_remember},
        {REMEMBER: other_remember},
    ):
        assert not signed_in(replay(app, **stale)), stale
    assert not signed_in(other)
    with app.app_context():
        ada = db.session.scalar(select(User).where(User.username == "ada"))
        assert ada is not None
        assert ada.check_password("a-fresh-bower-lead")


def test_changing_the_password_needs_the_current_one(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    page = client.get("/auth/account").get_data(as_text=True)
    response = client.post(
        "/auth/account",
        data={
            "csrf_token": csrf_token_from(page),
            "current_password": "not-my-password",
            "password": "a-fresh-bower-lead",
            "password2": "a-fresh-bower-lead",
        },
    )
    assert response.status_code == 422
    assert "That is not your current password." in response.get_data(as_text=True)
    with app.app_context():
        ada = db.session.scalar(select(User).where(User.username == "ada"))
        assert ada is not None
        assert ada.check_password(TEST_PASSWORD)


def test_the_account_page_needs_a_sign_in(client: FlaskClient) -> None:
    response = client.get("/auth/account")
    assert response.status_code == 302
    assert "/auth/login" in response.headers["Location"]
    assert client.post("/auth/logout-everywhere").status_code in (302, 400)


def test_a_teachers_password_reset_ends_the_childs_sessions(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    with app.app_context():
        teacher = User(username="ms.park", role="teacher")
        teacher.set_password(TEST_PASSWORD)
        db.session.add(teacher)
        db.session.commit()
        classroom = services.create_class(teacher, "Class A", "standard", {})
        (card,) = services.create_managed_students(classroom, ["Kim"])
        class_id, kim_id = (
            classroom.id,
            db.session.scalar(select(User.id).where(User.username == card.username)),
        )
    child = app.test_client()
    login(child, card.username, card.password, remember=True)
    child_session, child_remember = cookie(child, "session"), cookie(child, REMEMBER)
    login(client, "ms.park", TEST_PASSWORD)
    page = client.get(f"/classes/{class_id}/").get_data(as_text=True)
    response = client.post(
        f"/classes/{class_id}/students/{kim_id}/password",
        data={"csrf_token": csrf_token_from(page)},
    )
    assert response.status_code == 200
    new_password = re.search(r"data-password><code>([^<]+)</code>", response.get_data(as_text=True))
    assert new_password is not None
    assert not signed_in(child)
    assert not signed_in(replay(app, session=child_session))
    assert not signed_in(replay(app, **{REMEMBER: child_remember}))
    login(app.test_client(), card.username, new_password.group(1))


def test_an_expired_session_signs_nobody_in(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    with app.app_context():
        db.session.execute(
            update(LoginSession).values(expires_at=datetime.now(UTC) - timedelta(seconds=1))
        )
        db.session.commit()
    assert not signed_in(client)


def test_a_cookie_with_the_bare_user_id_signs_nobody_in(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    """What every session and remember cookie held before: the user id."""
    auth.register("ada")
    auth.logout()
    with client.session_transaction() as session:
        session["_user_id"] = "1"
        session["_fresh"] = True
    assert not signed_in(client)


@pytest.mark.parametrize(
    "value",
    ["1|é", "1|\u00e9\u00e9", "é|abc", "1|" + "ä" * 40, "|", "1", "x" * 3000],
    ids=["issue", "two", "payload", "long-digest", "bar", "bare-id", "long"],
)
@pytest.mark.parametrize("path", ["/", "/lessons/", "/auth/login", "/quizzes/", "/classes/"])
def test_an_unreadable_remember_cookie_is_no_500(app: Flask, value: str, path: str) -> None:
    browser = app.test_client()
    response = browser.get(path, headers={"Cookie": f"{REMEMBER}={value}"})
    assert response.status_code in (200, 302)
    assert not signed_in(replay(app, **{REMEMBER: value}))
