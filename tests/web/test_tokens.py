"""Issue 32 item 7: the CSRF token changes at sign-in and sign-out, and a quiz answer
token is good only in the browser session that fetched the question."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import func, select
from werkzeug.datastructures import MultiDict

from tests.conftest import AuthActions, csrf_token_from
from tests.web.quiz_forms import HTMX, open_item
from tutor.extensions import db
from tutor.models import Attempt

TRICK = "/quizzes/trick-winner-demo/1"  # hearts trump: AD JD KD 9D, the left bower JD wins


def _token(client: FlaskClient, url: str = "/auth/login") -> str:
    return csrf_token_from(client.get(url).get_data(as_text=True))


def _attempts(app: Flask) -> int:
    with app.app_context():
        return int(db.session.scalar(select(func.count(Attempt.id))) or 0)


def test_the_csrf_token_changes_at_registration_and_sign_in(
    client: FlaskClient, auth: AuthActions
) -> None:
    before = _token(client)
    assert auth.register("ada").status_code == 302
    after_register = _token(client, "/auth/logout")
    assert after_register != before
    # The token a page showed before signing in no longer passes: here, signing out.
    stale = client.post("/auth/logout", data={"csrf_token": before})
    assert stale.status_code == 400
    assert "did not come from this site" in stale.get_data(as_text=True)
    assert auth.logout().status_code == 302
    before_login = _token(client)
    assert auth.login("ada").status_code == 302
    assert _token(client, "/auth/logout") != before_login
    assert client.post("/auth/logout", data={"csrf_token": before_login}).status_code == 400


def test_the_csrf_token_changes_at_sign_out(client: FlaskClient, auth: AuthActions) -> None:
    auth.register("ada")
    signed_in = _token(client, "/auth/logout")
    assert client.post("/auth/logout", data={"csrf_token": signed_in}).status_code == 302
    assert _token(client) != signed_in
    # The signed-in page's token does not sign the next person in on this browser.
    form = {"csrf_token": signed_in, "username": "ada", "password": "trumps-and-bowers"}
    assert client.post("/auth/login", data=form).status_code == 400


def test_signing_out_everywhere_changes_the_csrf_token(
    client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    signed_in = _token(client, "/auth/account")
    response = client.post("/auth/logout-everywhere", data={"csrf_token": signed_in})
    assert response.status_code == 302
    assert _token(client) != signed_in


def test_an_answer_token_from_another_session_is_refused(app: Flask) -> None:
    fetcher, poster = app.test_client(), app.test_client()
    fetched = open_item(fetcher, TRICK)
    own = open_item(poster, TRICK)
    # The poster's own CSRF token with the fetcher's answer token: a token collected in
    # one session and spent in another (the rating poisoning's shape) stores nothing.
    fields = [(k, own.csrf_token if k == "csrf_token" else v) for k, v in fetched.fields("AD")]
    response = poster.post(TRICK, data=MultiDict(fields), headers=HTMX)
    assert response.status_code == 400
    assert "another browser session" in response.get_data(as_text=True)
    assert _attempts(app) == 0
    # The same token in the session that fetched it is counted.
    response = fetcher.post(TRICK, data=MultiDict(fetched.fields("AD")), headers=HTMX)
    assert response.status_code == 200
    assert _attempts(app) == 1


def test_an_answer_token_fetched_before_signing_in_is_refused_after(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    # Signing in starts a new session: a question shown before it is reloaded, not
    # answered with the old session's token.
    fetched = open_item(client, TRICK)
    auth.register("ada")
    own = open_item(client, TRICK)
    fields = [(k, own.csrf_token if k == "csrf_token" else v) for k, v in fetched.fields("AD")]
    response = client.post(TRICK, data=MultiDict(fields), headers=HTMX)
    assert response.status_code == 400
    assert _attempts(app) == 0
