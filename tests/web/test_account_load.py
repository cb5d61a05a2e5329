"""The signed-in user of a request is a plain ``Account`` read in one statement.

- A signed-in page runs exactly one statement for the account (the login session's
  expiry, the user's columns and the learner's id together), and a quiz item page none
  besides; a lesson already read is checked with one read and nothing written.
- A revoked or expired session signs nobody in, at once.
- The account's fields are the user's, its id for Flask-Login is the session's secret,
  and code that needs the ORM ``User`` or ``Learner`` loads it by id.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_login import current_user
from sqlalchemy import select, update

from tests.conftest import TEST_PASSWORD, AuthActions
from tests.statements import recorded_statements
from tutor.extensions import db
from tutor.models import Learner, LessonRead, LoginSession, User
from tutor.web import progress, sessions

LESSON = "/lessons/demo-basics"
ITEM = "/quizzes/trick-winner-demo/1"


def test_a_signed_in_item_page_runs_one_statement_the_accounts(
    app: Flask, client: FlaskClient
) -> None:
    AuthActions(client).register("quinn", TEST_PASSWORD)
    client.get(ITEM)
    with recorded_statements(app) as (statements, commits):
        page = client.get(ITEM)
    assert page.status_code == 200
    assert "quinn" in page.get_data(as_text=True)
    assert len(statements) == 1, statements
    (account,) = statements
    assert "FROM login_session JOIN" in account
    assert "LEFT OUTER JOIN learner" in account
    assert commits == []


def test_a_lesson_read_before_is_one_read_and_no_write(app: Flask, client: FlaskClient) -> None:
    AuthActions(client).register("quinn", TEST_PASSWORD)
    with recorded_statements(app) as (statements, commits):
        assert client.get(LESSON).status_code == 200  # the first read is stored
    assert any(s.startswith("INSERT INTO lesson_read") for s in statements)
    assert commits
    with recorded_statements(app) as (statements, commits):
        assert client.get(LESSON).status_code == 200
    assert len(statements) == 2, statements
    assert "login_session" in statements[0]
    assert statements[1].startswith("SELECT lesson_read.id FROM lesson_read")
    assert commits == []
    with app.app_context():
        reads = db.session.scalars(select(LessonRead.slug)).all()
    assert reads == ["demo-basics"]


def test_a_signed_out_or_expired_session_signs_nobody_in(app: Flask, client: FlaskClient) -> None:
    auth = AuthActions(client)
    auth.register("quinn", TEST_PASSWORD)
    assert "quinn" in client.get(ITEM).get_data(as_text=True)
    # Expired: the row is still there, its time is up.
    with app.app_context():
        db.session.execute(
            update(LoginSession).values(expires_at=datetime.now(UTC) - timedelta(seconds=1))
        )
        db.session.commit()
    assert "quinn" not in client.get(ITEM).get_data(as_text=True)
    assert client.get("/auth/account").status_code == 302

    # Revoked: a copy of the cookie stops working as soon as its row is gone.
    auth.login("quinn", TEST_PASSWORD)
    assert "quinn" in client.get(ITEM).get_data(as_text=True)
    cookie = client.get_cookie("session")
    assert cookie is not None
    with app.app_context():
        user = db.session.scalar(select(User).where(User.username == "quinn"))
        assert user is not None
        assert sessions.end_all_sessions(user) == 1
        db.session.commit()
    client.set_cookie("session", cookie.value)
    assert "quinn" not in client.get(ITEM).get_data(as_text=True)


def test_the_account_carries_the_users_fields_and_its_secret(app: Flask) -> None:
    with app.app_context():
        user = User(username="tess", role="teacher", display_name="Ms Tess", is_managed=True)
        user.set_password(TEST_PASSWORD)
        db.session.add(user)
        db.session.flush()
        learner = Learner(user_id=user.id)
        db.session.add(learner)
        db.session.commit()
        user_id, learner_id = user.id, learner.id
        with app.test_request_context():
            secret = sessions.start_session(user)
            db.session.expunge_all()
            account = sessions.load_user(secret)
            assert isinstance(account, sessions.Account)
            assert not isinstance(account, User)
            assert (account.id, account.username, account.role) == (user_id, "tess", "teacher")
            assert (account.display_name, account.is_managed) == ("Ms Tess", True)
            assert account.learner_id == learner_id
            assert account.login_secret == secret
            assert account.get_id() == secret
            assert account.is_authenticated
            assert account.is_active
            assert not account.is_anonymous
            assert account.is_teacher
            assert account.name == "Ms Tess"
            # The ORM rows, when needed, by id.
            assert account.user().id == user_id
            assert account.user().login_secret == secret
            assert account.learner is not None
            assert account.learner.id == learner_id
            # A secret that is not one of ours signs nobody in.
            assert sessions.load_user("x" + secret) is None
            assert sessions.load_user("") is None


def test_an_account_without_a_learner_gets_one_on_first_need(app: Flask) -> None:
    with app.app_context():
        user = User(username="newt", role="learner")
        user.set_password(TEST_PASSWORD)
        db.session.add(user)
        db.session.commit()
        with app.test_request_context():
            sessions.sign_in(user)
            account = current_user._get_current_object()
            assert isinstance(account, sessions.Account)
            assert account.learner_id is None
            assert account.name == "newt"
            assert progress.current_learner_id() is None
            assert progress.current_learner(create=False) is None
            made = progress.current_learner(create=True)
            assert made is not None
            assert made.user_id == user.id
            assert account.learner_id == made.id
            assert progress.learner_id_for_update() == made.id
            reloaded = sessions.load_user(account.login_secret)
            assert reloaded is not None
            assert reloaded.learner_id == made.id


def test_a_signed_in_headers_language_links_are_this_pages(client: FlaskClient) -> None:
    AuthActions(client).register("quinn", TEST_PASSWORD)
    for query, link in (
        ("", f"{ITEM}?lang=ko"),
        ("?y=2", f"{ITEM}?y=2&amp;lang=ko"),
        ("?y=3&lang=en", f"{ITEM}?y=3&amp;lang=ko"),
        ("", f"{ITEM}?lang=ko"),
    ):
        page = client.get(ITEM + query).get_data(as_text=True)
        assert f'href="{link}" hreflang="ko"' in page, query
        assert "quinn" in page
    lesson = client.get(LESSON + "?y=2").get_data(as_text=True)
    assert f'href="{LESSON}?y=2&amp;lang=ko" hreflang="ko"' in lesson


def test_an_account_deleted_during_its_request_is_a_401_not_a_500(app: Flask) -> None:
    from werkzeug.exceptions import Unauthorized

    with app.app_context():
        user = User(username="gone")
        user.set_password(TEST_PASSWORD)
        db.session.add(user)
        db.session.commit()
        with app.test_request_context():
            account = sessions.load_user(sessions.start_session(user))
            assert isinstance(account, sessions.Account)
            db.session.delete(db.session.get(User, account.id))
            db.session.commit()
            db.session.expunge_all()
            with pytest.raises(Unauthorized, match="no longer exists"):
                account.user()
