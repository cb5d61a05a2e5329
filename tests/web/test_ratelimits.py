"""Rate limits: shared by every worker, per account and per address, fair to a school.

A "worker" here is a second app made on the same database file: its limiter starts with a
new storage object, as a new gunicorn worker process would, so only counts kept in the
shared store survive.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import func, select, update

from tests.conftest import TEST_PASSWORD, AuthActions, csrf_token_from, make_config
from tutor import create_app
from tutor.classes import services
from tutor.extensions import db, limiter
from tutor.models import RateLimitCounter, User
from tutor.web.ratelimit import DatabaseStorage, parsed_limit

SHARED = {"RATELIMIT_STORAGE_URI": "database://", "RATELIMIT_ENABLED": True}


@pytest.fixture(autouse=True)
def cheap_hashes(monkeypatch: pytest.MonkeyPatch) -> None:
    # These tests make and sign in dozens of accounts; scrypt is slow on purpose.
    monkeypatch.setattr("tutor.passwords.HASH_METHOD", "pbkdf2:sha256:1000")


def second_worker(app: Flask, **overrides: Any) -> Flask:
    """Another process's app on the same database (a fresh limiter storage)."""
    database = Path(app.config["SQLALCHEMY_DATABASE_URI"].removeprefix("sqlite:///"))
    return create_app(make_config(database, **SHARED, **overrides))


def login(client: FlaskClient, username: str, password: str, **headers: str) -> int:
    page = client.get("/auth/login").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "username": username, "password": password}
    return client.post("/auth/login", data=form, headers=headers).status_code


def make_user(app: Flask, username: str, password: str = TEST_PASSWORD) -> None:
    with app.app_context():
        user = User(username=username)
        user.set_password(password)
        db.session.add(user)
        db.session.commit()


def test_wrong_passwords_are_counted_across_workers(app_factory: Any) -> None:
    limits = {"LOGIN_ACCOUNT_LIMIT": "3 per 15 minutes"}
    first = app_factory(**SHARED, **limits)
    with first.app_context():
        limiter.reset()
    make_user(first, "ada")
    assert login(first.test_client(), "ada", "wrong-guess-1") == 401
    assert login(first.test_client(), "ada", "wrong-guess-2") == 401
    other = second_worker(first, **limits)
    assert login(other.test_client(), "ada", "wrong-guess-3") == 401
    # The fourth try, on either worker, even with the right password, waits.
    assert login(other.test_client(), "ada", TEST_PASSWORD) == 429
    third = second_worker(first, **limits)
    assert login(third.test_client(), "ada", TEST_PASSWORD) == 429


def test_the_per_address_limit_is_shared_by_workers(app_factory: Any) -> None:
    limits = {"LOGIN_RATE_LIMIT": "4 per minute"}
    first = app_factory(**SHARED, **limits)
    with first.app_context():
        limiter.reset()
    codes = [login(first.test_client(), f"nobody{n}", "x" * 10) for n in range(2)]
    other = second_worker(first, **limits)
    codes += [login(other.test_client(), f"nobody{n}", "x" * 10) for n in range(2, 5)]
    assert codes == [401, 401, 401, 401, 429]


def test_a_school_behind_one_address_joins_and_signs_in_despite_an_attacker(
    app_factory: Any,
) -> None:
    """30 pupils behind the school's one address, with the default limits: all join with
    new accounts and sign in with their own passwords while someone on the same address
    hammers one pupil's account. Only that account waits."""
    app = app_factory(**SHARED)
    with app.app_context():
        limiter.reset()
        teacher = User(username="ms.park", role="teacher")
        teacher.set_password(TEST_PASSWORD)
        db.session.add(teacher)
        db.session.commit()
        code = services.create_class(teacher, "Class 3B", "standard", {}).join_code
    pupils = [(f"pupil{n:02d}", f"bower-lead-{n:02d}-tricks") for n in range(30)]
    for username, password in pupils:
        browser = app.test_client()
        page = browser.get(f"/join?code={code}").get_data(as_text=True)
        joined = browser.post(
            "/join",
            data={
                "csrf_token": csrf_token_from(page),
                "code": code,
                "username": username,
                "password": password,
            },
        )
        assert joined.status_code == 302, (username, joined.status_code)
    attacker = app.test_client()
    guesses = [login(attacker, "pupil07", f"guess-{n:03d}-xyz") for n in range(20)]
    assert guesses == [401] * 10 + [429] * 10
    signed_in = [
        login(app.test_client(), username, password)
        for username, password in pupils
        if username != "pupil07"
    ]
    assert signed_in == [302] * 29
    # The attacked account itself waits out the window, right password or not.
    assert login(app.test_client(), "pupil07", "bower-lead-07-tricks") == 429


def test_too_many_wrong_passwords_from_one_address_stop_guessing_there(
    app_factory: Any,
) -> None:
    """Guessing across many accounts from one address hits the per-address limit."""
    app = app_factory(**SHARED, LOGIN_ADDRESS_LIMIT="5 per 15 minutes")
    with app.app_context():
        limiter.reset()
    make_user(app, "ada")
    codes = [login(app.test_client(), f"someone{n}", "x" * 10) for n in range(6)]
    assert codes == [401] * 5 + [429]
    assert login(app.test_client(), "ada", TEST_PASSWORD) == 429


def test_a_right_password_clears_the_accounts_wrong_tries(app_factory: Any) -> None:
    app = app_factory(**SHARED, LOGIN_ACCOUNT_LIMIT="3 per 15 minutes")
    with app.app_context():
        limiter.reset()
    make_user(app, "ada")
    assert login(app.test_client(), "ada", "typo-1-xxxx") == 401
    assert login(app.test_client(), "ada", "typo-2-xxxx") == 401
    assert login(app.test_client(), "ada", TEST_PASSWORD) == 302
    assert login(app.test_client(), "ada", "typo-3-xxxx") == 401
    assert login(app.test_client(), "ada", "typo-4-xxxx") == 401
    assert login(app.test_client(), "ada", TEST_PASSWORD) == 302


def test_making_accounts_is_limited_per_address(app_factory: Any) -> None:
    app = app_factory(**SHARED, ACCOUNT_CREATION_LIMIT="3 per hour")
    with app.app_context():
        limiter.reset()
    codes = []
    for n in range(4):
        browser = app.test_client()
        codes.append(AuthActions(browser).register(f"newcomer{n}").status_code)
    assert codes == [302, 302, 302, 429]
    with app.app_context():
        usernames = set(db.session.scalars(select(User.username)))
    assert "newcomer3" not in usernames
    # Joining a class with a new account counts against the same limit.
    with app.app_context():
        teacher = User(username="ms.park", role="teacher")
        teacher.set_password(TEST_PASSWORD)
        db.session.add(teacher)
        db.session.commit()
        code = services.create_class(teacher, "Class 3B", "standard", {}).join_code
    browser = app.test_client()
    page = browser.get(f"/join?code={code}").get_data(as_text=True)
    joined = browser.post(
        "/join",
        data={
            "csrf_token": csrf_token_from(page),
            "code": code,
            "username": "newcomer4",
            "password": "bower-lead-tricks",
        },
    )
    assert joined.status_code == 429
    with app.app_context():
        assert db.session.scalar(select(User.id).where(User.username == "newcomer4")) is None


def forwarded(address: str) -> dict[str, str]:
    return {"X-Forwarded-For": address}


def test_forwarded_for_is_trusted_only_when_configured(app_factory: Any) -> None:
    plain = app_factory(**SHARED, LOGIN_RATE_LIMIT="2 per minute")
    with plain.app_context():
        limiter.reset()
    # Unconfigured, a client cannot pick a new address for each try.
    codes = [
        login(plain.test_client(), "nobody", "x" * 10, **forwarded(f"203.0.113.{n}"))
        for n in range(3)
    ]
    assert codes == [401, 401, 429]
    proxied = app_factory(**SHARED, LOGIN_RATE_LIMIT="2 per minute", PROXY_FIX_X_FOR=1)
    with proxied.app_context():
        limiter.reset()
    # Behind one trusted proxy, the address it reports is the client's.
    spread = [
        login(
            proxied.test_client(), f"nobody{n}", "x" * 10, **{"X-Forwarded-For": f"198.51.100.{n}"}
        )
        for n in range(3)
    ]
    assert spread == [401, 401, 401]
    same = [
        login(proxied.test_client(), f"else{n}", "x" * 10, **forwarded("198.51.100.9"))
        for n in range(3)
    ]
    assert same == [401, 401, 429]


def test_database_storage_counts_in_fixed_windows(app: Flask) -> None:
    storage = DatabaseStorage("database://")
    with app.app_context():
        storage.reset()
        assert storage.get("k") == 0
        assert storage.incr("k", 60) == 1
        assert storage.incr("k", 60, amount=2) == 3
        assert storage.get("k") == 3
        assert storage.get_expiry("k") > 0
        assert storage.check()
        # A window that has passed starts again from the new hit.
        db.session.execute(update(RateLimitCounter).values(expires_at=0.0))
        db.session.commit()
        assert storage.get("k") == 0
        assert storage.incr("k", 60) == 1
        # ...and its window is a new one, from now.
        assert time.time() + 55 < storage.get_expiry("k") <= time.time() + 60
        long_key = "x" * 1000
        assert storage.incr(long_key, 60) == 1
        assert storage.get(long_key) == 1
        storage.clear("k")
        assert storage.get("k") == 0
        assert storage.reset() == 1
        assert db.session.scalar(select(func.count()).select_from(RateLimitCounter)) == 0


def test_a_locked_account_says_so_and_for_how_long(app_factory: Any) -> None:
    app = app_factory(**SHARED, LOGIN_ACCOUNT_LIMIT="1 per 15 minutes")
    with app.app_context():
        limiter.reset()
    make_user(app, "ada")
    assert login(app.test_client(), "ada", "typo-1-xxxx") == 401
    browser = app.test_client()
    page = browser.get("/auth/login?lang=ko").get_data(as_text=True)
    response = browser.post(
        "/auth/login",
        data={"csrf_token": csrf_token_from(page), "username": "ada", "password": TEST_PASSWORD},
    )
    assert response.status_code == 429
    assert "15분 뒤에 다시 시도하세요" in response.get_data(as_text=True)
    assert 'name="username"' in response.get_data(as_text=True)  # the form is still there


def test_an_app_without_limits_does_not_turn_them_off_for_the_next(app_factory: Any) -> None:
    app_factory(RATELIMIT_ENABLED=False)
    assert not limiter.enabled
    app_factory()
    assert limiter.enabled


# -- issue 32 item 5: no lockout switch, an atomic count, a limited register form ---------


def test_simultaneous_wrong_passwords_get_exactly_the_limits_checks(
    app_factory: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The probe: 24 wrong passwords at once got 11 checks against a limit of 10.
    import threading

    from tutor import passwords

    app = app_factory(**SHARED)
    with app.app_context():
        limiter.reset()
    make_user(app, "ada")
    checks: list[int] = []
    lock = threading.Lock()
    real_check = User.check_password

    def counted(self: User, password: str) -> bool:
        with lock:
            checks.append(1)
        return real_check(self, password)

    monkeypatch.setattr(User, "check_password", counted)
    monkeypatch.setattr(passwords, "verify_nobody", lambda password: False)
    forms = []
    for _ in range(24):
        browser = app.test_client()
        page = browser.get("/auth/login").get_data(as_text=True)
        forms.append((browser, csrf_token_from(page)))
    start = threading.Barrier(24)
    codes: list[int] = []

    def guess(browser: FlaskClient, token: str, n: int) -> None:
        start.wait()
        form = {"csrf_token": token, "username": "ada", "password": f"wrong-guess-{n:02d}"}
        code = browser.post("/auth/login", data=form).status_code
        with lock:
            codes.append(code)

    threads = [threading.Thread(target=guess, args=(*forms[n], n)) for n in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(codes) == [401] * 10 + [429] * 14
    assert len(checks) == 10


def test_an_attacker_cannot_lock_the_owner_out_of_their_own_browser(app_factory: Any) -> None:
    app = app_factory(**SHARED)
    with app.app_context():
        limiter.reset()
    make_user(app, "ada")
    owner = app.test_client()
    assert login(owner, "ada", TEST_PASSWORD) == 302  # the owner's browser now knows ada
    owner.post(
        "/auth/logout",
        data={"csrf_token": csrf_token_from(owner.get("/auth/logout").get_data(as_text=True))},
    )
    attacker = app.test_client()
    guesses = [login(attacker, "ada", f"guess-{n:03d}-xyz") for n in range(15)]
    assert guesses == [401] * 10 + [429] * 5
    # A new browser at the same address waits; the owner's own browser signs in.
    assert login(app.test_client(), "ada", TEST_PASSWORD) == 429
    assert login(owner, "ada", TEST_PASSWORD) == 302


def test_a_whole_school_address_is_not_closed_to_known_browsers(app_factory: Any) -> None:
    app = app_factory(**SHARED, LOGIN_ADDRESS_LIMIT="5 per 15 minutes")
    with app.app_context():
        limiter.reset()
    make_user(app, "ada")
    pupil = app.test_client()
    assert login(pupil, "ada", TEST_PASSWORD) == 302
    pupil.post(
        "/auth/logout",
        data={"csrf_token": csrf_token_from(pupil.get("/auth/logout").get_data(as_text=True))},
    )
    # 100 wrong passwords from the school's address used to close it for every pupil.
    assert [login(app.test_client(), f"someone{n}", "x" * 10) for n in range(6)] == [401] * 5 + [
        429
    ]
    assert login(pupil, "ada", TEST_PASSWORD) == 302


def test_a_forged_known_device_cookie_is_a_stranger(app_factory: Any) -> None:
    app = app_factory(**SHARED, LOGIN_ACCOUNT_LIMIT="2 per 15 minutes")
    with app.app_context():
        limiter.reset()
    make_user(app, "ada")
    attacker = app.test_client()
    attacker.set_cookie("known_device", "eyJkZXZpY2UiOiJ4In0.forged.signature")
    assert [login(attacker, "ada", f"guess-{n}-xyzxyz") for n in range(3)] == [401, 401, 429]


def test_probing_usernames_on_the_register_form_is_limited(app_factory: Any) -> None:
    # The form says "That username is taken"; 150 probes took 8 s with no limit.
    app = app_factory(**SHARED, REGISTER_RATE_LIMIT="5 per 10 minutes")
    with app.app_context():
        limiter.reset()
    make_user(app, "kim.park")
    browser = app.test_client()
    token = csrf_token_from(browser.get("/auth/register").get_data(as_text=True))
    codes = []
    for n in range(7):
        form = {"csrf_token": token, "username": f"kim.park{n or ''}", "password": "x"}
        codes.append(browser.post("/auth/register", data=form).status_code)
    assert codes[:5] == [200] * 5
    assert codes[5:] == [429, 429]


def test_a_limit_text_is_parsed_once_into_the_same_limit() -> None:
    kept = parsed_limit("300 per 10 minutes")
    assert kept is parsed_limit("300 per 10 minutes")
    assert (kept.amount, kept.get_expiry()) == (300, 600)
    assert parsed_limit("5 per minute").get_expiry() == 60
