"""The one rule for new passwords, on every form that sets one, and sign-in timing.

Weak: on the common-password list (after NFKC and casefolding), containing the username,
or nothing but spaces and invisible characters once those are normalised away.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_wtf import FlaskForm
from sqlalchemy import select
from wtforms import PasswordField

from tests.conftest import TEST_PASSWORD, AuthActions, csrf_token_from
from tutor import passwords
from tutor.classes import forms as class_forms
from tutor.classes import services
from tutor.extensions import db
from tutor.models import User
from tutor.web import forms as web_forms

ZWSP = "\u200b"
WEAK = {
    "digits": ("12345678", passwords.Weakness.COMMON),
    "password": ("password", passwords.Weakness.COMMON),
    "shouting": ("PASSWORD", passwords.Weakness.COMMON),
    "full-width digits": ("１２３４５６７８", passwords.Weakness.COMMON),
    "hidden joiner": (f"pass{ZWSP}word", passwords.Weakness.COMMON),
    "iloveyou": ("iloveyou", passwords.Weakness.COMMON),
    "the username": ("adalovelace", passwords.Weakness.HAS_USERNAME),
    "containing it": ("AdaLovelace1815!", passwords.Weakness.HAS_USERNAME),
    "zero-width spaces": (ZWSP * 8, passwords.Weakness.BLANK),
    "spaces": (" " * 10, passwords.Weakness.BLANK),
    "hangul filler": ("\u3164" * 8, passwords.Weakness.BLANK),
    "byte-order marks": ("\ufeff" * 9, passwords.Weakness.BLANK),
    "short once visible": ("abc" + ZWSP * 6, passwords.Weakness.TOO_SHORT),
}
STRONG = ["trumps-and-bowers", "퀸 오브 하트가 이긴다", "Left bower leads 3x"]


@pytest.mark.parametrize(("password", "why"), WEAK.values(), ids=list(WEAK))
def test_weak_passwords_are_named(password: str, why: passwords.Weakness) -> None:
    assert passwords.weakness(password, "adalovelace") is why


@pytest.mark.parametrize("password", STRONG)
def test_good_passwords_pass(password: str) -> None:
    assert passwords.weakness(password, "adalovelace") is None


def test_the_common_password_list_is_shipped_and_sizeable() -> None:
    common = passwords.common_passwords()
    assert len(common) > 8000
    assert {"12345678", "password", "iloveyou", "qwertyuiop"} <= common
    assert all(len(word) >= passwords.MIN_LENGTH for word in common)


@pytest.mark.parametrize(("password", "why"), WEAK.values(), ids=list(WEAK))
def test_registering_refuses_a_weak_password(
    app: Flask, client: FlaskClient, auth: AuthActions, password: str, why: passwords.Weakness
) -> None:
    response = auth.register("adalovelace", password=password)
    assert response.status_code == 200
    assert 'class="field-error"' in response.get_data(as_text=True)
    with app.app_context():
        assert db.session.scalar(select(User.id)) is None


def test_joining_a_class_refuses_a_weak_password(app: Flask, client: FlaskClient) -> None:
    with app.app_context():
        teacher = User(username="ms.park", role="teacher")
        teacher.set_password(TEST_PASSWORD)
        db.session.add(teacher)
        db.session.commit()
        code = services.create_class(teacher, "Class 3B", "standard", {}).join_code
    for password in ("12345678", ZWSP * 8, "minji.kim-rocks"):
        page = client.get(f"/join?code={code}").get_data(as_text=True)
        response = client.post(
            "/join",
            data={
                "csrf_token": csrf_token_from(page),
                "code": code,
                "username": "minji.kim",
                "password": password,
            },
        )
        assert response.status_code == 422, password
    with app.app_context():
        assert db.session.scalar(select(User.id).where(User.username == "minji.kim")) is None


def test_changing_to_a_weak_password_is_refused(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("adalovelace")
    for password in ("password", "adalovelace", ZWSP * 8):
        page = client.get("/auth/account").get_data(as_text=True)
        response = client.post(
            "/auth/account",
            data={
                "csrf_token": csrf_token_from(page),
                "current_password": TEST_PASSWORD,
                "password": password,
                "password2": password,
            },
        )
        assert response.status_code == 422, password
    with app.app_context():
        ada = db.session.scalar(select(User).where(User.username == "adalovelace"))
        assert ada is not None
        assert ada.check_password(TEST_PASSWORD)


def _all_forms() -> list[type[FlaskForm]]:
    found: list[type[FlaskForm]] = []
    pending = list(FlaskForm.__subclasses__())
    while pending:
        form = pending.pop()
        found.append(form)
        pending.extend(form.__subclasses__())
    return [f for f in found if f.__module__ in (web_forms.__name__, class_forms.__name__)]


# Password fields that do not set a password: the one typed to sign in, the one typed to
# prove who you are, and the repeat (which must equal the checked one).
NOT_NEW = {("LoginForm", "password"), ("ChangePasswordForm", "current_password")}


def test_every_form_that_sets_a_password_uses_the_one_rule() -> None:
    checked = []
    for form in _all_forms():
        for name in dir(form):
            unbound: Any = getattr(form, name)
            if getattr(unbound, "field_class", None) is not PasswordField:
                continue
            if (form.__name__, name) in NOT_NEW or name == "password2":
                continue
            validators = unbound.kwargs.get("validators", [])
            assert any(isinstance(v, web_forms.StrongPassword) for v in validators), (
                form.__name__,
                name,
            )
            checked.append((form.__name__, name))
    assert {form for form, _ in checked} >= {
        "RegistrationForm",
        "JoinNewAccountForm",
        "ChangePasswordForm",
    }


def test_signing_in_runs_the_hash_even_for_a_missing_user(
    app: Flask, client: FlaskClient, auth: AuthActions, monkeypatch: pytest.MonkeyPatch
) -> None:
    auth.register("ada")
    auth.logout()
    checked: list[str] = []
    original = passwords.check_password_hash

    def spy(password_hash: str, password: str) -> bool:
        checked.append(password_hash.split(":", 1)[0])
        return original(password_hash, password)

    monkeypatch.setattr(passwords, "check_password_hash", spy)
    assert auth.login("nobody-at-all", "some-password-1").status_code == 401
    assert checked == ["scrypt"]
    assert auth.login("ada", "some-password-1").status_code == 401
    assert checked == ["scrypt", "scrypt"]
