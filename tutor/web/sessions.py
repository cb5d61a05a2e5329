"""Revocable sign-ins: every signed-in browser is a ``LoginSession`` row.

Flask-Login keeps whatever ``User.get_id()`` returns in the session cookie and in the
remember cookie. Ours returns a random per-sign-in secret (its SHA-256 is stored), never
the user id, so:

- signing out deletes the row: a copy of the session cookie or of the remember cookie made
  before then no longer signs anyone in;
- "sign out everywhere" and every password change or reset delete all of a user's rows;
- every sign-in makes a new secret, so the remember cookie changes on every sign-in.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import UTC, datetime, timedelta

from flask import current_app
from flask_login import current_user, login_user, logout_user
from sqlalchemy import bindparam, delete, select

from tutor.extensions import db
from tutor.models import LoginSession, User

# token_urlsafe(32) gives 43 characters; anything much longer is not one of ours.
MAX_SECRET_LENGTH = 100


def _hash(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def _now() -> datetime:
    return datetime.now(UTC)


def _as_utc(moment: datetime) -> datetime:
    # SQLite hands datetimes back without a zone; they are stored in UTC.
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment


def _lifetime(remember: bool) -> timedelta:
    config = current_app.config
    value = config["REMEMBER_COOKIE_DURATION"] if remember else config["PERMANENT_SESSION_LIFETIME"]
    return value if isinstance(value, timedelta) else timedelta(seconds=int(value))


def start_session(user: User, *, remember: bool = False) -> str:
    """Store a new login session for ``user`` (committed) and give back its secret."""
    secret = secrets.token_urlsafe(32)
    # The user's sessions that ran out go now, so the table does not grow for ever.
    db.session.execute(
        delete(LoginSession).where(
            LoginSession.user_id == user.id, LoginSession.expires_at <= _now()
        )
    )
    db.session.add(
        LoginSession(
            user_id=user.id,
            secret_hash=_hash(secret),
            remember=remember,
            expires_at=_now() + _lifetime(remember),
        )
    )
    db.session.commit()
    return secret


def sign_in(user: User, *, remember: bool = False) -> None:
    """Sign ``user`` in on this browser under a new login session (so with a new secret
    in its session cookie and, when remembered, a new remember cookie)."""
    user.login_secret = start_session(user, remember=remember)
    login_user(user, remember=remember, duration=_lifetime(True) if remember else None)


# One query for the login session's expiry, its user and the user's learner (every
# signed-in page needs all three; the learner is the user's eager relationship), built
# once: building it and working out its cache key cost as much as running it, on every
# signed-in request. The session row itself is not made an object: only its expiry is read.
_LOAD_SESSION = (
    select(User, LoginSession.expires_at)
    .join(LoginSession, LoginSession.user_id == User.id)
    .where(LoginSession.secret_hash == bindparam("secret_hash"))
)


def load_user(secret: str) -> User | None:
    """Flask-Login's user loader: the user whose live login session has this secret."""
    if not secret or len(secret) > MAX_SECRET_LENGTH or not secret.isascii():
        return None
    found = db.session.execute(_LOAD_SESSION, {"secret_hash": _hash(secret)}).first()
    if found is None:
        return None
    user, expires_at = found
    if _as_utc(expires_at) <= _now():
        return None
    user.login_secret = secret
    return user


def _current_row() -> LoginSession | None:
    if not current_user.is_authenticated:
        return None
    secret = current_user._get_current_object().login_secret
    if secret is None:
        return None
    found: LoginSession | None = db.session.scalar(
        select(LoginSession).where(LoginSession.secret_hash == _hash(secret))
    )
    return found


def sign_out() -> None:
    """End this browser's login session: its cookies, wherever copied, stop working."""
    row = _current_row()
    if row is not None:
        db.session.delete(row)
        db.session.commit()
    logout_user()


def end_all_sessions(user: User) -> int:
    """End every login session of ``user`` (on every device); how many there were.

    The caller commits (a password change commits the new hash and this together).
    """
    result = db.session.execute(delete(LoginSession).where(LoginSession.user_id == user.id))
    return int(getattr(result, "rowcount", 0) or 0)


def sign_out_everywhere() -> None:
    user: User = current_user._get_current_object()
    end_all_sessions(user)
    db.session.commit()
    logout_user()


def restart_session_after_password_change(user: User) -> None:
    """After the user changed their own password: every other session ends, and this
    browser continues under a new secret (so a copy of its old cookies is dead too)."""
    row = _current_row()
    remember = row.remember if row is not None else False
    end_all_sessions(user)
    db.session.commit()
    sign_in(user, remember=remember)
