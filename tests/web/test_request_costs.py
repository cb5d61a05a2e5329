"""The per-request work that was cut for speed keeps every promise it made.

- The session cookie is written when the session changed, and a lasting visitor's cookie
  at most once a day (``tutor.web.cookies``), still signed, still refreshed.
- Page views (GET) skip the rate limiter: every limit we declare counts POSTs only, so
  a GET can never hit one; the POST limits still bite.
- A signed-in page loads the login session, the user and the learner in one query, and a
  revoked session still signs nobody in.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any

import pytest
from flask import Flask
from flask.globals import request_ctx
from flask.testing import FlaskClient
from flask_login.utils import _create_identifier
from sqlalchemy import event, select, update

from tests.conftest import TEST_PASSWORD, AuthActions, csrf_token_from
from tests.practice.practice_helpers import answer_quiz
from tutor.extensions import db, kept_session_identifier, limiter
from tutor.models import Learner, User
from tutor.web.ratelimit import checked_before_the_view

LESSON = "/lessons/demo-basics"
ITEM = "/quizzes/trick-winner-demo/1"


def session_cookie(response: Any) -> str | None:
    found = [c for c in response.headers.getlist("Set-Cookie") if c.startswith("session=")]
    return found[0] if found else None


def test_an_unchanged_session_is_not_sent_again(client: FlaskClient) -> None:
    first = client.get(ITEM)
    assert session_cookie(first) is not None  # the CSRF token is new: written
    client.get(ITEM)  # Flask-Login's session protection marks the session "not fresh" once
    assert session_cookie(client.get(ITEM)) is None
    # Answering makes the visitor's learner (a permanent session): written once...
    assert answer_quiz(client, ITEM, "JD") == 200
    assert client.get_cookie("session") is not None
    # ...then left alone while nothing changes.
    assert session_cookie(client.get(ITEM)) is None
    assert session_cookie(client.get("/")) is None


def test_a_lasting_session_is_still_refreshed_once_it_is_old(app_factory: Any) -> None:
    app = app_factory(SESSION_REFRESH_AFTER=timedelta(0))
    client = app.test_client()
    assert answer_quiz(client, ITEM, "JD") == 200
    refreshed = session_cookie(client.get(ITEM))
    assert refreshed is not None
    assert "Expires=" in refreshed  # a permanent session's cookie keeps its lifetime


def test_a_forged_session_cookie_is_a_fresh_session(client: FlaskClient) -> None:
    assert answer_quiz(client, ITEM, "JD") == 200
    cookie = client.get_cookie("session")
    assert cookie is not None
    client.set_cookie("session", cookie.value[:-3] + "AAA")
    html = client.get("/me/").get_data(as_text=True)
    assert "1 answer" not in html
    assert session_cookie(client.get(ITEM)) is not None  # a new session, with a new token


def test_every_declared_rate_limit_counts_posts_only(app: Flask) -> None:
    # Flask-Limiter's registry of decorated limits (private, but the only list there is).
    declared = [
        limit for limits in limiter.limit_manager._decorated_limits.values() for limit in limits
    ]
    assert declared, "the sign-in and join limits are declared"
    for limit in declared:
        assert limit.methods is not None
        assert {method.upper() for method in limit.methods} == {"POST"}
    assert not limiter.limit_manager._default_limits
    assert not limiter.limit_manager._application_limits


def test_page_views_are_never_limited_but_sign_in_posts_are(app_factory: Any) -> None:
    app = app_factory(RATELIMIT_STORAGE_URI="memory://", LOGIN_RATE_LIMIT="3 per minute")
    with app.app_context():
        limiter.reset()
    client = app.test_client()
    for _ in range(10):
        assert client.get("/auth/login").status_code == 200
    page = client.get("/auth/login").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "username": "nobody", "password": "x" * 12}
    statuses = [client.post("/auth/login", data=form).status_code for _ in range(5)]
    assert 429 in statuses
    assert statuses[:3].count(429) == 0


def test_a_page_view_never_makes_the_limiters_request_context(app_factory: Any) -> None:
    """Flask-Limiter's hooks (check, headers, teardown) run for writes only: a page view
    leaves no limiter state on its request, a sign-in POST still makes and uses it."""
    app = app_factory(RATELIMIT_STORAGE_URI="memory://")
    client = app.test_client()
    with client:
        assert client.get(ITEM).status_code == 200
        assert not hasattr(request_ctx._get_current_object(), "_limiter_request_context")
        page = client.get("/auth/login").get_data(as_text=True)
        form = {"csrf_token": csrf_token_from(page), "username": "nobody", "password": "x" * 12}
        assert client.post("/auth/login", data=form).status_code == 401
        assert hasattr(request_ctx._get_current_object(), "_limiter_request_context")


def test_an_answer_makes_no_limiter_context_and_a_limited_post_keeps_its_headers(
    app_factory: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Flask-Limiter's after-request hook and teardown run only where the request made its
    limiter context: an answer POST (no limit of Flask-Limiter's own counts it) makes
    none, while a sign-in POST, whose limit its decorator counts, still gets the limit's
    headers from the after-request hook."""
    app = app_factory(RATELIMIT_STORAGE_URI="memory://")
    # The limiter is one object for every app and reads RATELIMIT_HEADERS_ENABLED once.
    monkeypatch.setattr(limiter, "_headers_enabled", True)
    with app.app_context():
        limiter.reset()
    client = app.test_client()
    with client:
        page = client.get(ITEM).get_data(as_text=True)
        fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', page))
        assert client.post(ITEM, data={**fields, "answer": "JD"}).status_code == 200
        assert not hasattr(request_ctx._get_current_object(), "_limiter_request_context")
        page = client.get("/auth/login").get_data(as_text=True)
        form = {"csrf_token": csrf_token_from(page), "username": "nobody", "password": "x" * 12}
        refused = client.post("/auth/login", data=form)
    assert refused.status_code == 401
    assert refused.headers["X-RateLimit-Limit"].isdigit()
    assert refused.headers["X-RateLimit-Remaining"].isdigit()


def test_a_write_skips_the_limiters_check_only_while_it_has_nothing_to_count(
    app_factory: Any,
) -> None:
    """An answer POST runs Flask-Limiter's before-request check only when a limit it counts
    is declared: with a deployment's ``RATELIMIT_DEFAULT`` the third answer is refused."""
    app = app_factory(RATELIMIT_STORAGE_URI="memory://")
    with app.test_request_context(ITEM, method="POST"):
        assert not checked_before_the_view("quizzes.item")
    assert [answer_quiz(app.test_client(), ITEM, "JD") for _ in range(3)] == [200] * 3
    try:
        limited = app_factory(RATELIMIT_STORAGE_URI="memory://", RATELIMIT_DEFAULT="2 per hour")
        with limited.app_context():
            limiter.reset()
        assert checked_before_the_view("quizzes.item")
        client = limited.test_client()
        assert [answer_quiz(client, ITEM, "JD") for _ in range(3)] == [200, 200, 429]
        assert client.get(ITEM).status_code == 200  # page views are never limited
    finally:
        # The limiter is one object for every app: take the default away again.
        limiter.limit_manager.set_default_limits([])


def test_a_signed_in_page_loads_its_user_in_one_query(app: Flask, client: FlaskClient) -> None:
    AuthActions(client).register("quinn", TEST_PASSWORD)
    client.get(LESSON)  # the account's learner exists and the lesson is read from here on
    statements: list[str] = []

    def note(*args: Any) -> None:
        statements.append(str(args[2]))

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", note)
    try:
        assert client.get(LESSON).status_code == 200
    finally:
        event.remove(engine, "before_cursor_execute", note)
    loads = [s for s in statements if "login_session" in s]
    assert len(loads) == 1
    # The user and its learner come in the same statement as the session's expiry.
    assert re.search(r'(FROM|JOIN) "?user"?\b', loads[0])
    assert re.search(r"JOIN learner\b", loads[0])
    # ...and no other statement loads the user again.
    assert not any(s.lstrip().startswith("SELECT user.") for s in statements if s not in loads)
    # Signing out still ends that session: a copy of the cookie signs nobody in.
    cookie = client.get_cookie("session")
    assert cookie is not None
    copied = cookie.value
    AuthActions(client).logout()
    client.set_cookie("session", copied)
    assert "quinn" not in client.get("/").get_data(as_text=True)


def synchronous(app: Flask) -> int:
    with app.app_context(), db.engine.connect() as connection:
        return int(connection.exec_driver_sql("PRAGMA synchronous").scalar_one())


def test_sqlite_syncs_at_checkpoints_unless_told_to_sync_every_commit(app_factory: Any) -> None:
    assert synchronous(app_factory()) == 1  # NORMAL: survives a killed process
    assert synchronous(app_factory(SQLITE_SYNCHRONOUS="full")) == 2


def test_an_unknown_synchronous_mode_stops_the_start(app_factory: Any) -> None:
    with pytest.raises(RuntimeError, match="SQLITE_SYNCHRONOUS"):
        app_factory(SQLITE_SYNCHRONOUS="sometimes")


# -- the header, rendered once per language, section and account ---------------------------


def header_of(html: str) -> str:
    return html[html.index('<header class="site-header">') : html.index("</header>")]


def test_the_kept_header_follows_section_language_account_and_path(app: Flask) -> None:
    ann, bob = app.test_client(), app.test_client()
    AuthActions(ann).register("ann-h", TEST_PASSWORD)
    AuthActions(bob).register("bob-h", TEST_PASSWORD, role="teacher")
    quiz = header_of(ann.get(ITEM + "?x=<b>&y=1").get_data(as_text=True))
    assert "ann-h" in quiz
    assert "bob-h" not in quiz
    assert 'href="/quizzes/" aria-current="page"' in quiz
    assert 'href="/lessons/" aria-current' not in quiz
    assert "/classes/" not in quiz  # a learner has no classes link
    # This page's own path and query, escaped, in the language switch.
    assert 'href="/quizzes/trick-winner-demo/1?x=%3Cb%3E&amp;y=1&amp;lang=ko"' in quiz
    lesson = header_of(bob.get(LESSON).get_data(as_text=True))
    assert "bob-h" in lesson
    assert "ann-h" not in lesson
    assert 'href="/lessons/" aria-current="page"' in lesson
    assert 'href="/classes/"' in lesson  # a teacher's classes link
    korean = header_of(ann.get(ITEM + "?lang=ko").get_data(as_text=True))
    assert 'aria-current="true" lang="ko"' in korean
    assert "@@" not in quiz + lesson + korean  # every placeholder filled in
    anonymous = header_of(app.test_client().get(ITEM).get_data(as_text=True))
    assert "ann-h" not in anonymous
    assert "/auth/login" in anonymous


def test_the_kept_headers_sign_out_form_carries_this_sessions_token(app: Flask) -> None:
    client = app.test_client()
    AuthActions(client).register("cass-h", TEST_PASSWORD)
    header = header_of(client.get(ITEM).get_data(as_text=True))
    token = csrf_token_from(header)
    assert client.post("/auth/logout", data={"csrf_token": token}).status_code in (302, 303)
    assert "cass-h" not in client.get(ITEM).get_data(as_text=True)
    other = app.test_client()
    AuthActions(other).register("dan-h", TEST_PASSWORD)
    assert csrf_token_from(header_of(other.get(ITEM).get_data(as_text=True))) != token


def article_of(html: str) -> str:
    return html[html.index('<article class="lesson"') : html.index("</article>")]


def test_a_kept_lesson_article_is_the_one_of_its_language(client: FlaskClient) -> None:
    english = article_of(client.get(LESSON).get_data(as_text=True))
    assert article_of(client.get(LESSON).get_data(as_text=True)) == english
    korean = article_of(client.get(LESSON + "?lang=ko").get_data(as_text=True))
    assert english != korean
    assert '<article class="lesson" lang="en">' in english
    assert 'href="/lessons/"' in english  # the crumbs and pager are part of it
    assert "@@" not in english + korean


def test_a_session_cookie_opened_before_is_the_same_session_and_still_checked(
    app_factory: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cookie seen before skips its signature check (tutor.web.cookies), but not its age,
    its secret or the copy a request may change."""
    import time as time_module

    from flask import session

    app = app_factory(PERMANENT_SESSION_LIFETIME=timedelta(days=2))
    interface = app.session_interface
    with app.test_request_context():
        session["reads"] = ["demo-basics"]
        session["learner_id"] = 7
        response = app.response_class()
        interface.save_session(app, session, response)
        value = response.headers["Set-Cookie"].split(";")[0].split("=", 1)[1]

    def opened(at: float | None = None) -> Any:
        if at is not None:
            monkeypatch.setattr(time_module, "time", lambda: at)
        with app.test_request_context(headers={"Cookie": f"session={value}"}):
            return interface.open_session(app, flask_request())

    first = opened()
    assert dict(first) == {"reads": ["demo-basics"], "learner_id": 7}
    first["reads"].append("changed-in-place")  # a view changing a list in place
    again = opened()
    assert dict(again) == {"reads": ["demo-basics"], "learner_id": 7}
    assert again.signed_at == first.signed_at
    again["reads"].append("changed-in-place")  # the kept copy is not the one handed out
    assert dict(opened())["reads"] == ["demo-basics"]
    # Its age is still checked: two days and a minute after signing it is a fresh session.
    assert dict(opened(again.signed_at + timedelta(days=2, minutes=1).total_seconds())) == {}
    assert dict(opened(again.signed_at - 60)) == {}  # signed "in the future"
    monkeypatch.undo()
    # Another secret key does not read the kept cookie.
    app.secret_key = "another-secret-key"
    assert dict(opened()) == {}


def flask_request() -> Any:
    from flask import request

    return request._get_current_object()  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"User-Agent": "Mozilla/5.0 (X11; Linux x86_64)"},
        {"User-Agent": "caf\u00e9 browser", "X-Forwarded-For": "203.0.113.7, 10.0.0.1"},
        {"X-Forwarded-For": " 198.51.100.2 "},
        {"User-Agent": "x" * 2000},
    ],
)
def test_the_kept_session_identifier_is_flask_logins(app: Flask, headers: dict[str, str]) -> None:
    for _ in range(2):  # worked out, then kept (or, for a long header, worked out again)
        with app.test_request_context(
            "/", headers=headers, environ_base={"REMOTE_ADDR": "192.0.2.1"}
        ):
            assert kept_session_identifier() == _create_identifier()


def test_a_kept_identifier_is_not_another_clients(app: Flask) -> None:
    seen = set()
    for address, agent in [("192.0.2.1", "a"), ("192.0.2.2", "a"), ("192.0.2.1", "b")]:
        environ = {"REMOTE_ADDR": address}
        with app.test_request_context("/", headers={"User-Agent": agent}, environ_base=environ):
            seen.add(kept_session_identifier())
    assert len(seen) == 3


def test_an_unchanged_session_still_varies_on_the_cookie(client: FlaskClient) -> None:
    client.get(ITEM)
    client.get(ITEM)
    response = client.get(ITEM)
    assert session_cookie(response) is None
    vary = [value.strip() for value in response.headers["Vary"].split(",")]
    assert vary == ["HX-Request", "HX-History-Restore-Request", "Cookie"]


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"HX-Request": "true"},
        {"HX-Request": "false"},
        {"HX-Request": "true", "HX-History-Restore-Request": "true"},
        {"HX-History-Restore-Request": "true"},
        {"HX-Request": "true", "HX-History-Restore-Request": "no"},
    ],
)
def test_a_fragment_is_wanted_as_flask_htmx_says(app: Flask, headers: dict[str, str]) -> None:
    from tutor.extensions import htmx
    from tutor.web.quizzes import wants_fragment

    with app.test_request_context("/quizzes/", headers=headers):
        assert wants_fragment() == (bool(htmx) and not htmx.history_restore_request)


def test_a_visitors_item_page_reads_on_a_connection_it_gives_back(app: Flask) -> None:
    """A visitor's quiz page reads its learner and solved items in one statement on a
    pooled connection of its own, given back at once: no ORM session is made, none
    begins a transaction (nor ends one at teardown), and the page counts what the
    visitor solved."""
    seen: list[str] = []

    @app.teardown_request
    def note_session(_error: BaseException | None) -> None:
        # Flask-SQLAlchemy removes the request's ORM session after this, if it made one.
        if db.session.registry.has():
            seen.append("orm session")

    client = app.test_client()
    assert answer_quiz(client, ITEM, "JD") == 200  # right: the visitor's learner is made
    seen.clear()
    with app.app_context():
        engine = db.engine

    def note(name: str) -> Any:
        def noted(*_args: Any) -> None:
            seen.append(name)

        return noted

    listeners = [
        ("checkout", note("checkout")),
        ("begin", note("begin")),
        ("commit", note("commit")),
        ("before_cursor_execute", note("statement")),
        ("checkin", note("checkin")),
    ]
    for name, listener in listeners:
        event.listen(engine, name, listener)
    try:
        html = client.get(ITEM).get_data(as_text=True)
    finally:
        for name, listener in listeners:
            event.remove(engine, name, listener)
    assert seen == ["checkout", "statement", "checkin"]
    assert "✓ 1 solved" in html
    # A visitor whose learner has since joined an account is no longer that learner.
    assert AuthActions(app.test_client()).register("ann", TEST_PASSWORD).status_code == 302
    with app.app_context():
        ann = db.session.scalar(select(User.id).where(User.username == "ann"))
        db.session.execute(update(Learner).where(Learner.user_id.is_(None)).values(user_id=ann))
        db.session.commit()
    assert "✓ 1 solved" not in client.get(ITEM).get_data(as_text=True)
