"""tutor.web.signing makes itsdangerous's tokens, only more cheaply: stock itsdangerous,
Flask's session interface and Flask-WTF read ours, and ours read theirs."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask, g, session
from flask.sessions import SecureCookieSessionInterface
from flask_wtf.csrf import generate_csrf, validate_csrf
from hypothesis import given, settings
from hypothesis import strategies as st
from itsdangerous import BadSignature, Signer, URLSafeSerializer, URLSafeTimedSerializer
from wtforms import ValidationError

from tutor.web import signing
from tutor.web.cookies import RefreshDailySessionInterface

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=60,
)


@settings(max_examples=60, deadline=None)
@given(value=json_values, secret=st.text(min_size=1, max_size=20), salt=st.text(max_size=12))
def test_timed_tokens_are_read_both_ways(value: Any, secret: str, salt: str) -> None:
    ours = signing.Serializer(secret, salt=salt)
    stock = URLSafeTimedSerializer(secret, salt=salt)
    assert stock.loads(ours.dumps(value)) == value
    assert ours.loads(stock.dumps(value)) == value


@settings(max_examples=60, deadline=None)
@given(value=json_values, secret=st.text(min_size=1, max_size=20))
def test_untimed_tokens_are_the_same_bytes(value: Any, secret: str) -> None:
    ours = signing.UntimedSerializer(secret, salt="bower-drill")
    stock = URLSafeSerializer(secret, salt="bower-drill")
    token = ours.dumps(value)
    assert stock.loads(token) == value
    assert ours.loads(stock.dumps(value)) == value
    # Where itsdangerous would not compress, it makes exactly our token.
    stock_token = stock.dumps(value)
    if not stock_token.startswith("."):
        assert token == stock_token


@settings(max_examples=60, deadline=None)
@given(line=st.text(max_size=80), secret=st.text(min_size=1, max_size=20))
def test_signed_lines_are_itsdangerous_signers_own(line: str, secret: str) -> None:
    ours = signing.LineSigner(secret, salt="bower-drill-line")
    stock = Signer(secret, salt="bower-drill-line")
    token = ours.sign(line)
    assert token == stock.sign(line).decode("utf-8")
    assert ours.unsign(token) == line
    assert ours.unsign(stock.sign(line).decode("utf-8")) == line
    assert signing.LineSigner(secret + "x", salt="bower-drill-line").unsign(token) is None
    assert signing.LineSigner(secret, salt="bower-drill").unsign(token) is None
    assert ours.unsign(line + "x." + token.rpartition(".")[2]) is None


def test_a_signed_line_without_a_valid_signature_is_refused() -> None:
    ours = signing.LineSigner("k", salt="s")
    stock = Signer("k", salt="s")
    token = ours.sign("run~1~0~5~is-trump 24 H JD yes left-bower")
    for forged in ("", "no dot at all", token + "x", token[:-1], token.replace("~1~", "~2~")):
        assert ours.unsign(forged) is None, forged
        with pytest.raises(BadSignature):
            stock.unsign(forged)
    # A signature is read as itsdangerous reads it (its base64 decoding skips what is not
    # ASCII), so the two accept the same tokens.
    assert ours.unsign(token + "é") == stock.unsign(token + "é").decode("utf-8")


def test_short_payloads_skip_zlib_and_long_ones_keep_it() -> None:
    ours = signing.UntimedSerializer("k", salt="s")
    assert not ours.dumps({"run": 1, "n": 2, "best": 3}).startswith(".")
    long_value = {"cards": ["JH"] * 200}
    token = ours.dumps(long_value)
    assert token.startswith(".")  # compressed, as itsdangerous marks it
    assert token == URLSafeSerializer("k", salt="s").dumps(long_value)


def test_a_tampered_or_foreign_token_is_refused() -> None:
    ours = signing.Serializer("right-key", salt="quiz-answer")
    token = ours.dumps({"item": "x"})
    with pytest.raises(BadSignature):
        ours.loads(token[:-2] + ("AA" if not token.endswith("AA") else "BB"))
    with pytest.raises(BadSignature):
        signing.Serializer("wrong-key", salt="quiz-answer").loads(token)
    with pytest.raises(BadSignature):
        signing.Serializer("right-key", salt="other-salt").loads(token)


def test_kept_keys_do_not_mix_secrets() -> None:
    """The derived key is kept per secret and salt: a second secret signs differently."""
    first = signing.serializer("secret-one", "quiz-answer").dumps("v")
    second = signing.serializer("secret-two", "quiz-answer").dumps("v")
    assert first.split(".")[-1] != second.split(".")[-1]
    assert URLSafeTimedSerializer("secret-two", salt="quiz-answer").loads(second) == "v"
    with pytest.raises(BadSignature):
        URLSafeTimedSerializer("secret-one", salt="quiz-answer").loads(second)


def _session_app(interface: SecureCookieSessionInterface, fallbacks: list[str]) -> Flask:
    app = Flask(__name__)
    app.secret_key = "session-secret"
    app.config["SECRET_KEY_FALLBACKS"] = fallbacks
    app.session_interface = interface

    @app.get("/set")
    def set_value() -> str:
        session["learner"] = 7
        session["read"] = ["rules-basics", "bowers"]
        return "ok"

    @app.get("/get")
    def get_value() -> str:
        return f"{session.get('learner')}|{session.get('read')}"

    return app


@pytest.mark.parametrize(
    ("writer", "reader"),
    [
        (SecureCookieSessionInterface, RefreshDailySessionInterface),
        (RefreshDailySessionInterface, SecureCookieSessionInterface),
    ],
)
def test_session_cookies_are_flasks_own(writer: type, reader: type) -> None:
    write_app = _session_app(writer(), [])
    client = write_app.test_client()
    client.get("/set")
    cookie = client.get_cookie("session")
    assert cookie is not None
    read_app = _session_app(reader(), [])
    reader_client = read_app.test_client()
    reader_client.set_cookie("session", cookie.value)
    assert reader_client.get("/get").text == "7|['rules-basics', 'bowers']"


def test_a_session_signed_with_a_retired_key_still_opens() -> None:
    old = Flask(__name__)
    old.secret_key = "retired-secret"
    old.session_interface = RefreshDailySessionInterface()

    @old.get("/set")
    def set_value() -> str:
        session["learner"] = 3
        return "ok"

    client = old.test_client()
    client.get("/set")
    cookie = client.get_cookie("session")
    assert cookie is not None
    new = _session_app(RefreshDailySessionInterface(), ["retired-secret"])
    new_client = new.test_client()
    new_client.set_cookie("session", cookie.value)
    assert new_client.get("/get").text.startswith("3|")


def test_our_csrf_token_is_flask_wtfs() -> None:
    app = Flask(__name__)
    app.secret_key = "csrf-secret"
    with app.test_request_context("/"):
        token = signing.csrf_token()
        assert signing.csrf_token() == token  # once per request
        assert generate_csrf() == token  # Flask-WTF finds it where it keeps its own
        validate_csrf(token)
        raw = session["csrf_token"]
    with app.test_request_context("/"):
        session["csrf_token"] = raw
        validate_csrf(token)  # a later request of the same session accepts it
        g.pop("csrf_token", None)
        session["csrf_token"] = "another-session's-token"
        with pytest.raises(ValidationError):
            validate_csrf(token)


def test_csrf_token_honours_flask_wtfs_settings() -> None:
    app = Flask(__name__)
    app.secret_key = "app-secret"
    app.config["WTF_CSRF_SECRET_KEY"] = "csrf-only-secret"
    app.config["WTF_CSRF_FIELD_NAME"] = "form_token"
    with app.test_request_context("/"):
        token = signing.csrf_token()
        assert "form_token" in session
        assert g.form_token == token
        validate_csrf(token)
        with pytest.raises(BadSignature):
            URLSafeTimedSerializer("app-secret", salt="wtf-csrf-token").loads(token)


def _verdict(check: Any, data: str | None) -> str:
    """What a CSRF check says of ``data``: "ok" or its refusal's message."""
    try:
        check(data)
    except ValidationError as refused:
        return str(refused.args[0])
    return "ok"


@pytest.mark.parametrize(
    "config",
    [{}, {"WTF_CSRF_SECRET_KEY": "csrf-only-secret", "WTF_CSRF_FIELD_NAME": "form_token"}],
)
def test_our_csrf_check_says_what_flask_wtfs_says(config: dict[str, str]) -> None:
    app = Flask(__name__)
    app.secret_key = "app-secret"
    app.config.update(config)
    field = config.get("WTF_CSRF_FIELD_NAME", "csrf_token")
    stranger = URLSafeTimedSerializer("another-secret", salt="wtf-csrf-token").dumps("x")
    with app.test_request_context("/"):
        token = signing.csrf_token()
        raw = session[field]
        other = URLSafeTimedSerializer(
            config.get("WTF_CSRF_SECRET_KEY", "app-secret"), salt="wtf-csrf-token"
        ).dumps("another session's secret")
        cases = {
            token: "ok",
            token[:-2] + ("AA" if not token.endswith("AA") else "BB"): "The CSRF token is invalid.",
            stranger: "The CSRF token is invalid.",
            other: "The CSRF tokens do not match.",
            "": "The CSRF token is missing.",
        }
        for data, said in cases.items():
            assert _verdict(signing.check_csrf_token, data) == said
            assert _verdict(validate_csrf, data) == said
        assert _verdict(signing.check_csrf_token, None) == "The CSRF token is missing."
        del session[field]
        assert _verdict(signing.check_csrf_token, token) == "The CSRF session token is missing."
        assert _verdict(validate_csrf, token) == "The CSRF session token is missing."
        session[field] = raw
        app.config["WTF_CSRF_TIME_LIMIT"] = -1  # every token is too old
        assert _verdict(signing.check_csrf_token, token) == "The CSRF token has expired."
        assert _verdict(validate_csrf, token) == "The CSRF token has expired."


def test_the_apps_csrf_protection_checks_with_ours(app: Flask) -> None:
    from tutor.extensions import csrf

    assert csrf.check_token is signing.check_csrf_token
    client = app.test_client()
    assert client.post("/auth/login", data={"username": "x", "password": "y"}).status_code == 400
