"""The Flask extensions, created unbound here and bound to an app in ``create_app``.

Other modules import these names (``from tutor.extensions import db``) so that models and
blueprints never need the app object itself.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from flask import current_app, g, request, session
from flask_babel import Babel
from flask_htmx import HTMX
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_login import LoginManager
from flask_login.utils import _create_identifier
from flask_migrate import Migrate  # type: ignore[import-untyped]
from flask_sqlalchemy import SQLAlchemy
from flask_wtf.csrf import CSRFProtect, same_origin, validate_csrf
from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase
from wtforms import ValidationError

# Named constraints keep batch migrations on SQLite able to drop and recreate them.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


# Flask-WTF's own logger: a refused token is logged where it always was.
_csrf_log = logging.getLogger("flask_wtf.csrf")


class TutorCSRFProtect(CSRFProtect):  # type: ignore[misc]
    """Flask-WTF's CSRF protection, its ``protect`` as it is but for the token's check,
    which is ``check_token``: Flask-WTF's ``validate_csrf`` until ``create_app`` gives it
    ``tutor.web.signing.check_csrf_token``, the same checks and messages through a
    serializer made once per secret (``validate_csrf`` builds one and derives its key on
    every POST: a tenth of an answer's work before the view)."""

    check_token: Callable[[str | None], None] = staticmethod(validate_csrf)

    def protect(self, apply_exemptions: bool = False) -> None:
        if apply_exemptions:
            if not request.endpoint:
                return
            if self._is_exempt():
                return
        if request.method not in current_app.config["WTF_CSRF_METHODS"]:
            return
        try:
            self.check_token(self._get_csrf_token())
        except ValidationError as error:
            _csrf_log.info(error.args[0])
            self._error_response(error.args[0])
        if request.is_secure and current_app.config["WTF_CSRF_SSL_STRICT"]:
            if not request.referrer:
                self._error_response("The referrer header is missing.")
            good_referrer = f"https://{request.host}/"
            if not same_origin(request.referrer, good_referrer):
                self._error_response("The referrer does not match the host.")
        g.csrf_valid = True  # marks the request as checked, as Flask-WTF does


db = SQLAlchemy(model_class=Base)
migrate = Migrate(render_as_batch=True)
csrf = TutorCSRFProtect()
babel = Babel()
htmx = HTMX()


class TutorLoginManager(LoginManager):  # type: ignore[misc]
    """Flask-Login's manager, hardened against a remember cookie it cannot read, with its
    session identifier kept per client.

    Flask-Login compares the cookie's digest with ``hmac.compare_digest``, which raises
    TypeError on a non-ASCII string (``remember_token=1|é`` was a 500 on every page).
    Such a cookie signs nobody in and is deleted with the response.

    Its session protection hashes the client's address and browser (SHA-512) on every
    request that carries a session, a visitor's too; the same three request values
    always give the same identifier, so it is worked out once per process for them.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._session_identifier_generator = kept_session_identifier

    def _load_user_from_remember_cookie(self, cookie: str) -> object:
        if not cookie.isascii():
            session["_remember"] = "clear"
            return None
        return super()._load_user_from_remember_cookie(cookie)


# Session identifiers by (X-Forwarded-For, socket address, User-Agent): every input of
# Flask-Login's ``_create_identifier``. A browser's strings are short; a client sending a
# long one is hashed every time instead of kept.
_identifiers: dict[tuple[str | None, str | None, str | None], str] = {}
_KEPT_IDENTIFIERS = 4096
_KEPT_INPUT_LENGTH = 512


def kept_session_identifier() -> str:
    """Flask-Login's session identifier for this request, kept per client."""
    environ = request.environ
    key = (
        environ.get("HTTP_X_FORWARDED_FOR"),
        environ.get("REMOTE_ADDR"),
        environ.get("HTTP_USER_AGENT"),
    )
    found = _identifiers.get(key)
    if found is None:
        found = str(_create_identifier())
        if sum(len(part or "") for part in key) <= _KEPT_INPUT_LENGTH:
            if len(_identifiers) >= _KEPT_IDENTIFIERS:
                _identifiers.clear()
            _identifiers[key] = found
    return found


login_manager = TutorLoginManager()
# Storage comes from RATELIMIT_STORAGE_URI (memory:// unless configured otherwise).
limiter = Limiter(key_func=get_remote_address)
