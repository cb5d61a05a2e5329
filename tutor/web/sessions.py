"""Revocable sign-ins: every signed-in browser is a ``LoginSession`` row.

Flask-Login keeps whatever ``User.get_id()`` returns in the session cookie and in the
remember cookie. Ours returns a random per-sign-in secret (its SHA-256 is stored), never
the user id, so:

- signing out deletes the row: a copy of the session cookie or of the remember cookie made
  before then no longer signs anyone in;
- "sign out everywhere" and every password change or reset delete all of a user's rows;
- every sign-in makes a new secret, so the remember cookie changes on every sign-in.

The signed-in user of a request (Flask-Login's ``current_user``) is an ``Account``: the
few columns every page needs (id, username, role, display name, whether managed, the
learner's id) and the session's secret, read with the login session's expiry in one
statement on the DBAPI cursor. It is not an ORM object: loading the ``User`` and its
``Learner`` through the ORM cost about a third of a signed-in page. Code that needs the
``User`` itself (the account page, classes) loads it by id (``Account.user``).
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import UTC, datetime, timedelta
from typing import Protocol

from flask import abort, current_app
from flask_login import current_user, login_user, logout_user
from sqlalchemy import bindparam, delete, select

from tutor.extensions import db
from tutor.models import Learner, LoginSession, User, account_name, is_teacher_role
from tutor.web import signing
from tutor.web.database import DirectStatement

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


class Account:
    """The signed-in user of a request, as Flask-Login's ``current_user`` (not an ORM
    object: see the module's docstring)."""

    __slots__ = (
        "display_name",
        "id",
        "is_managed",
        "learner_id",
        "login_secret",
        "role",
        "username",
    )

    # Flask-Login's user interface (what ``UserMixin`` gives the ``User``).
    is_authenticated = True
    is_active = True
    is_anonymous = False

    def __init__(
        self,
        *,
        id: int,
        username: str,
        role: str,
        display_name: str,
        is_managed: bool,
        learner_id: int | None,
        login_secret: str,
    ) -> None:
        self.id = id
        self.username = username
        self.role = role
        self.display_name = display_name
        self.is_managed = is_managed
        self.learner_id = learner_id
        self.login_secret = login_secret

    @classmethod
    def of(cls, user: User, secret: str) -> Account:
        """The account of a loaded ``user`` signed in under ``secret``."""
        learner = user.learner
        return cls(
            id=user.id,
            username=user.username,
            role=user.role,
            display_name=user.display_name or "",
            is_managed=bool(user.is_managed),
            learner_id=learner.id if learner is not None else None,
            login_secret=secret,
        )

    def get_id(self) -> str:
        """Flask-Login's alternative id: the login session's secret (as ``User.get_id``)."""
        return self.login_secret

    @property
    def is_teacher(self) -> bool:
        return is_teacher_role(self.role)

    @property
    def name(self) -> str:
        return account_name(self.display_name, self.username)

    def user(self) -> User:
        """The account's ``User`` row (from the session's identity map once loaded)."""
        user = db.session.get(User, self.id)
        if user is None:
            # Deleted since this request read its session: the next request is signed
            # out (the session's row went with it); this one says so, not a 500.
            abort(401, description="This account no longer exists; sign in again.")
        user.login_secret = self.login_secret
        return user

    @property
    def learner(self) -> Learner | None:
        """The account's ``Learner`` row, loaded now (most callers need only its id)."""
        if self.learner_id is None:
            return None
        return db.session.get(Learner, self.learner_id)

    def __repr__(self) -> str:
        return f"<Account {self.username!r} {self.role}>"


class _HasId(Protocol):
    @property
    def id(self) -> int: ...


def sign_in(user: User, *, remember: bool = False) -> None:
    """Sign ``user`` in on this browser under a new login session (so with a new secret
    in its session cookie and, when remembered, a new remember cookie)."""
    secret = start_session(user, remember=remember)
    signing.forget_csrf_token()  # a page shown before signing in cannot post as this user
    user.login_secret = secret
    account = Account.of(user, secret)
    login_user(account, remember=remember, duration=_lifetime(True) if remember else None)


# One statement for the login session's expiry, its user's columns and the user's
# learner's id (every signed-in page needs them), on the DBAPI cursor (``DirectStatement``):
# the ORM's load of the User and its joined Learner, with the execution layer around it,
# cost several times the query itself.
_USERS = User.__table__
_LEARNERS = Learner.__table__
_SESSIONS = LoginSession.__table__
_LOAD_ACCOUNT = DirectStatement(
    select(
        _USERS.c.id,
        _USERS.c.username,
        _USERS.c.role,
        _USERS.c.display_name,
        _USERS.c.is_managed,
        _LEARNERS.c.id.label("learner_id"),
        _SESSIONS.c.expires_at,
    )
    .select_from(
        _SESSIONS.join(_USERS, _USERS.c.id == _SESSIONS.c.user_id).outerjoin(
            _LEARNERS, _LEARNERS.c.user_id == _USERS.c.id
        )
    )
    .where(_SESSIONS.c.secret_hash == bindparam("secret_hash"))
)


def load_user(secret: str) -> Account | None:
    """Flask-Login's user loader: the account whose live login session has this secret."""
    if not secret or len(secret) > MAX_SECRET_LENGTH or not secret.isascii():
        return None
    found = _LOAD_ACCOUNT.rows({"secret_hash": _hash(secret)})
    if not found:
        return None
    user_id, username, role, display_name, is_managed, learner_id, expires_at = found[0]
    if _as_utc(expires_at) <= _now():
        return None
    return Account(
        id=user_id,
        username=username,
        role=role,
        display_name=display_name or "",
        is_managed=bool(is_managed),
        learner_id=learner_id,
        login_secret=secret,
    )


def _current_row() -> LoginSession | None:
    if not current_user.is_authenticated:
        return None
    secret: str | None = current_user.login_secret
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
    signing.forget_csrf_token()


def end_all_sessions(user: _HasId) -> int:
    """End every login session of ``user`` (on every device); how many there were.

    The caller commits (a password change commits the new hash and this together).
    """
    result = db.session.execute(delete(LoginSession).where(LoginSession.user_id == user.id))
    return int(getattr(result, "rowcount", 0) or 0)


def sign_out_everywhere() -> None:
    end_all_sessions(current_user)
    db.session.commit()
    logout_user()
    signing.forget_csrf_token()


def restart_session_after_password_change(user: User) -> None:
    """After the user changed their own password: every other session ends, and this
    browser continues under a new secret (so a copy of its old cookies is dead too)."""
    row = _current_row()
    remember = row.remember if row is not None else False
    end_all_sessions(user)
    db.session.commit()
    sign_in(user, remember=remember)
