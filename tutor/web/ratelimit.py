"""Rate limits that several worker processes share, per address and per account.

The counters live where ``RATELIMIT_STORAGE_URI`` says: ``database://`` (the default) keeps
them in the app's own database (table ``rate_limit_counter``), so every gunicorn worker
and every machine on that database counts together; ``redis://…`` or any other storage
Flask-Limiter knows works too, and ``memory://`` is for tests and a single process.

Signing in is limited three ways (``LOGIN_*`` settings, see the README):

- every sign-in POST per address (cheap flood protection, counts everything);
- wrong passwords per account at an address, and more slowly per account everywhere:
  after too many, that account refuses sign-ins from there for a while, and the refused
  tries are not checked and not counted anywhere else;
- wrong passwords per address, higher: guessing across many accounts from one place;
- tries from a browser that signed in to the account before count only per that browser
  and account (``known_device``): an attacker's guesses never lock the owner's devices.

Each try is counted before its password is checked (``take``, one atomic increment), so
simultaneous tries cannot all pass. An attacker who hammers one pupil's account locks only
that account for new browsers at that address; the other pupils keep signing in.
Accounts made per address are limited too (registering and joining a class with a new
account share one count).
"""

from __future__ import annotations

import hashlib
import itertools
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import Any

from flask import Flask, current_app, request
from flask.globals import request_ctx
from limits import RateLimitItem, parse
from limits.storage import Storage
from sqlalchemy import Connection, Float, Integer, String, bindparam, case, delete, func, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import SQLAlchemyError

from tutor.extensions import db, limiter
from tutor.models import RateLimitCounter
from tutor.web.database import DirectStatement

MAX_KEY_LENGTH = 255
# Expired counters are deleted every this many increments (per process).
CLEANUP_EVERY = 200


# Every limit of ours counts POSTs only (sign-in, joining, and the counts kept by hand
# below); a GET, HEAD or OPTIONS request can never hit one, so Flask-Limiter is told to skip
# them before it resolves any limit (that resolving was a measurable share of every page
# view). tests/web/test_ratelimits.py checks that every declared limit is POST-only.
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
# Where Flask-Limiter keeps a request's limiter context (``Limiter.context``) on Flask's
# request context, made by the first look at it.
LIMITER_CONTEXT = "_limiter_request_context"


@limiter.request_filter
def _safe_methods_are_never_limited() -> bool:
    return request.method in SAFE_METHODS


def check_unsafe_methods_only(app: Flask) -> None:
    """Run Flask-Limiter's per-request hooks for POSTs (and other writes) only.

    The request filter above already exempts page views, but only after the check has
    resolved the endpoint's limits and exemption scopes; this skips the check itself. Its
    after-request hook (limit headers, deductions that depend on the response) and its
    teardown (which resets what the check noted) read only what a check or a limit
    decorator noted in the request's limiter context, but each makes that context first:
    they run only where one was made (``_when_counted``), which a page view and a write
    to a view without limits (an answer) never make.
    """
    hooks = app.before_request_funcs.setdefault(None, [])
    check = limiter._check_request_limit
    if check not in hooks:  # limits turned off (RATELIMIT_ENABLED): no check to narrow
        return

    def check_writes() -> None:
        if request.method not in SAFE_METHODS and checked_before_the_view(request.endpoint):
            check()

    hooks[hooks.index(check)] = check_writes
    after = app.after_request_funcs.setdefault(None, [])
    teardown = app.teardown_request_funcs.setdefault(None, [])
    for funcs in (after, teardown):
        ours = [f for f in funcs if _is_limiters(f)]
        if len(ours) != 1:  # pragma: no cover  (Flask-Limiter registers one of each)
            raise RuntimeError(f"expected one Flask-Limiter hook, found {len(ours)}")
        funcs[funcs.index(ours[0])] = _when_counted(ours[0])


def checked_before_the_view(endpoint: str | None) -> bool:
    """Whether Flask-Limiter's before-request check has any limit to count for a write to
    ``endpoint``. A view's own ``@limiter.limit`` is counted by its decorator when the view
    runs; before the view the check counts only application, default, blueprint, meta and
    (storage down) fallback limits, and limits of callables hinted for the endpoint. We
    declare none of those, and where none is declared the check only resolves and
    evaluates nothing: a fifth of an answer POST's fixed work. Read from Flask-Limiter's
    registries on every write, so a limit declared later (a deployment's
    ``RATELIMIT_DEFAULT``) is checked again."""
    manager = limiter.limit_manager
    return bool(
        manager._application_limits
        or manager._default_limits
        or manager._blueprint_limits
        or limiter._meta_limits
        or limiter._in_memory_fallback
        or manager.has_hints(endpoint or "")
    )


def _is_limiters(hook: Any) -> bool:
    """Whether ``hook`` is one of Flask-Limiter's own request hooks (its after-request hook
    is a ``functools.partial`` of a private method, its teardown a bound method)."""
    target = getattr(hook, "func", hook)
    owner = getattr(hook, "__self__", None) or next(iter(getattr(hook, "args", ())), None)
    return owner is limiter and getattr(target, "__module__", "").startswith("flask_limiter")


def _when_counted(hook: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``hook`` where this request made Flask-Limiter's context (its before-request check
    ran, or a view's limit decorator counted); elsewhere the response (or error) passes
    through untouched. Without a context the hook would make an empty one and then find
    no limit to put in headers, no deduction that depends on the response, and nothing
    to reset."""

    @wraps(hook)
    def when_counted(value: Any) -> Any:
        if not hasattr(request_ctx, LIMITER_CONTEXT):
            return value
        return hook(value)

    return when_counted


def client_address() -> str:
    """The client's address: the socket's peer, or the X-Forwarded-For entry that
    ``PROXY_FIX_X_FOR`` trusts (werkzeug's ProxyFix rewrites ``remote_addr`` then)."""
    return request.remote_addr or "unknown"


# Limits by their text ("300 per 10 minutes"): the settings name a handful, and an
# anonymous answer's budget was parsed afresh (a regular expression) on every answer.
_parsed: dict[str, RateLimitItem] = {}


def parsed_limit(text: str) -> RateLimitItem:
    """``limits.parse(text)``, kept per text (a limit item is never changed once made)."""
    found = _parsed.get(text)
    if found is None:
        found = _parsed[text] = parse(text)
    return found


def _item(config_key: str) -> RateLimitItem:
    return parsed_limit(str(current_app.config[config_key]))


def window_minutes(config_key: str) -> int:
    """The length of a limit's window in whole minutes (at least 1), for messages."""
    return max(1, round(_item(config_key).get_expiry() / 60))


def allowed(config_key: str, *identifiers: str) -> bool:
    """Whether the limit named by ``config_key`` has room left for ``identifiers``."""
    if not limiter.enabled:
        return True
    return bool(limiter.limiter.test(_item(config_key), config_key, *identifiers))


def count(config_key: str, *identifiers: str) -> None:
    if limiter.enabled:
        limiter.limiter.hit(_item(config_key), config_key, *identifiers)


def take(config_key: str, *identifiers: str) -> bool:
    """Count one try now and say whether it was within the limit: one atomic increment,
    so simultaneous tries cannot all pass a check made before any of them counted."""
    if not limiter.enabled:
        return True
    return bool(limiter.limiter.hit(_item(config_key), config_key, *identifiers))


def give_back(config_key: str, *identifiers: str) -> None:
    """Undo one ``take`` (a try that turned out not to count here)."""
    if limiter.enabled:
        limiter.limiter.hit(_item(config_key), config_key, *identifiers, cost=-1)


def forget(config_key: str, *identifiers: str) -> None:
    if limiter.enabled:
        limiter.limiter.clear(_item(config_key), config_key, *identifiers)


def account_key(username: str) -> str:
    # One counter per account whatever the case or width the name was typed in.
    return hashlib.sha256(username.strip().casefold().encode("utf-8")).hexdigest()


_COUNTERS = RateLimitCounter.__table__


def _increment(insert: Any) -> DirectStatement:
    """One counter's upsert: ``amount`` more, or ``amount`` afresh in a new window once the
    old one has ended; it returns the count. Built once per dialect's ``insert`` and run on
    the DBAPI cursor (an anonymous answer spends a budget on every POST, and building this
    statement and its cache key cost more than running it)."""
    table = _COUNTERS
    expired = table.c.expires_at <= bindparam("now", type_=Float)
    amount = bindparam("amount", type_=Integer)
    until = bindparam("until", type_=Float)
    return DirectStatement(
        insert(table)
        .values(key=bindparam("key", type_=String), count=amount, expires_at=until)
        .on_conflict_do_update(
            index_elements=[table.c.key],
            set_={
                "count": case((expired, amount), else_=table.c.count + amount),
                "expires_at": case((expired, until), else_=table.c.expires_at),
            },
        )
        .returning(table.c.count)
    )


# By whether the engine is PostgreSQL's (else SQLite's, the only other one we run on).
_INCREMENT_ON = {True: _increment(postgresql.insert), False: _increment(sqlite.insert)}


# A pooled connection the request lends the counters' increments (``counters_on``).
_lent_connection: ContextVar[Connection | None] = ContextVar("lent_connection", default=None)


@contextmanager
def counters_on(connection: Connection) -> Iterator[None]:
    """While this lasts, ``DatabaseStorage`` increments counters on ``connection`` (which
    must have no transaction going), each still in a transaction of its own committed at
    once: an anonymous answer spends its budget on the connection its answer then uses,
    instead of checking out a second one from the pool (``quizzes.record_attempt``)."""
    token = _lent_connection.set(connection)
    try:
        yield
    finally:
        _lent_connection.reset(token)


class DatabaseStorage(Storage):
    """A fixed-window counter storage for Flask-Limiter in the app's own database.

    Each increment is one upsert in its own short transaction, committed at once, on a
    connection of its own (not the request's session; one lent by ``counters_on`` where
    the request has it), so the counts are shared by every process at once.
    """

    STORAGE_SCHEME = ["database"]  # noqa: RUF012  (the limits library's own contract)
    _increments = itertools.count(1)

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **_: Any) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions)

    @property
    def base_exceptions(self) -> type[Exception] | tuple[type[Exception], ...]:
        return SQLAlchemyError

    @staticmethod
    def _key(key: str) -> str:
        if len(key) <= MAX_KEY_LENGTH:
            return key
        return "sha256:" + hashlib.sha256(key.encode("utf-8")).hexdigest()

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        now = time.time()
        increment = _INCREMENT_ON[db.engine.dialect.name == "postgresql"]
        params = {"key": self._key(key), "amount": amount, "now": now, "until": now + expiry}
        lent = _lent_connection.get()
        if lent is not None:
            with lent.begin():
                counted = increment.rows(params, lent)[0][0]
        else:
            counted = increment.rows_committed(params)[0][0]
        if next(self._increments) % CLEANUP_EVERY == 0:
            with db.engine.begin() as connection:
                connection.execute(delete(_COUNTERS).where(_COUNTERS.c.expires_at <= now))
        return int(counted)

    def _row(self, key: str) -> tuple[int, float] | None:
        table = RateLimitCounter.__table__
        with db.engine.connect() as connection:
            row = connection.execute(
                select(table.c.count, table.c.expires_at).where(
                    table.c.key == self._key(key), table.c.expires_at > time.time()
                )
            ).first()
        return None if row is None else (int(row[0]), float(row[1]))

    def get(self, key: str) -> int:
        row = self._row(key)
        return 0 if row is None else row[0]

    def get_expiry(self, key: str) -> float:
        row = self._row(key)
        return time.time() if row is None else row[1]

    def check(self) -> bool:
        try:
            with db.engine.connect() as connection:
                connection.execute(select(func.count()).select_from(RateLimitCounter.__table__))
        except SQLAlchemyError:
            return False
        return True

    def reset(self) -> int | None:
        with db.engine.begin() as connection:
            result = connection.execute(delete(RateLimitCounter.__table__))
        return int(result.rowcount or 0)

    def clear(self, key: str) -> None:
        table = RateLimitCounter.__table__
        with db.engine.begin() as connection:
            connection.execute(delete(table).where(table.c.key == self._key(key)))
