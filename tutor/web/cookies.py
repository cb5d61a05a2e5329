"""The session cookie is written when the session changed, or once a day to keep a
lasting (permanent) session alive, not on every response.

Flask's default (``SESSION_REFRESH_EACH_REQUEST``) signs and sends a permanent session's
cookie again with every response, so that it expires a month after the last visit rather
than a month after it was made. A visitor's learner and lessons read live in a permanent
session, so every page they opened paid for serialising and signing the whole cookie, and
sent it back. ``RefreshDailySessionInterface`` keeps the meaning (a month after the last
visit, to the day) and skips the rewrite while the cookie was signed less than
``SESSION_REFRESH_AFTER`` ago (one day by default). Nothing about who may do what depends
on this: the cookie is still signed, and a modified session is always written.

A cookie this process has opened before is the same signed text: its data is kept (by the
exact value, for the serializer that checked it), so the next request that sends it skips
the signature check and the JSON, but not the age check. A changed or forged cookie is a
different text and is checked in full.
"""

from __future__ import annotations

import copy
import time
from datetime import timedelta
from typing import Any

from flask import Flask, Request, Response
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from itsdangerous import BadSignature
from werkzeug.datastructures import Headers

from tutor.web.signing import Serializer

DEFAULT_REFRESH_AFTER = timedelta(days=1)


# Opened cookies kept per process: at most this many, each at most this long.
_KEPT_COOKIES = 4096
_KEPT_COOKIE_LENGTH = 1024


def _copied(data: dict[str, Any]) -> dict[str, Any]:
    """A session's data that a request may change without changing the kept data: a
    view may change a list or dict inside the session in place."""
    if all(not isinstance(v, (dict, list, set)) for v in data.values()):
        return dict(data)
    return copy.deepcopy(data)


class DatedSession(SecureCookieSession):
    """A cookie session that knows when its cookie was signed (None: no cookie yet)."""

    signed_at: float | None = None


class RefreshDailySessionInterface(SecureCookieSessionInterface):
    session_class = DatedSession

    def __init__(self) -> None:
        self._serializers: dict[tuple[object, ...], Serializer] = {}
        # cookie value -> (the serializer that checked it, its data, when it was signed)
        self._opened: dict[str, tuple[Serializer, dict[str, Any], int]] = {}

    def get_signing_serializer(self, app: Flask) -> Serializer | None:
        """Flask's serializer (the same keys, salt, tags and signature), made once per
        secret key instead of twice per request, with ``tutor.web.signing``'s kept key."""
        if not app.secret_key:
            return None
        fallbacks = tuple(app.config.get("SECRET_KEY_FALLBACKS") or ())
        key = (app.secret_key, fallbacks)
        found = self._serializers.get(key)
        if found is None:
            found = Serializer(
                [*fallbacks, app.secret_key],  # itsdangerous signs with the last
                salt=self.salt,
                serializer=self.serializer,
                signer_kwargs={
                    "key_derivation": self.key_derivation,
                    "digest_method": self.digest_method,
                },
            )
            self._serializers[key] = found
        return found

    def open_session(self, app: Flask, request: Request) -> DatedSession | None:
        serializer = self.get_signing_serializer(app)
        if serializer is None:
            return None
        value = request.cookies.get(self.get_cookie_name(app))
        if not value:
            return self.session_class()
        max_age = int(app.permanent_session_lifetime.total_seconds())
        kept = self._opened.get(value)
        if kept is not None and kept[0] is serializer:
            _serializer, data, stamp = kept
            # itsdangerous's own age check: too old, or signed in the future, is refused.
            if not 0 <= int(time.time()) - stamp <= max_age:
                return self.session_class()
            return self._session(_copied(data), stamp)
        try:
            data, signed_at = serializer.loads(value, max_age=max_age, return_timestamp=True)
        except BadSignature:
            return self.session_class()
        stamp = int(signed_at.timestamp())
        if isinstance(data, dict) and len(value) <= _KEPT_COOKIE_LENGTH:
            if len(self._opened) >= _KEPT_COOKIES:
                self._opened.clear()
            self._opened[value] = (serializer, _copied(data), stamp)
        return self._session(data, stamp)

    def _session(self, data: dict[str, Any], stamp: int) -> DatedSession:
        session = self.session_class(data)
        session.signed_at = float(stamp)
        return session

    def save_session(self, app: Flask, session: Any, response: Response) -> None:
        """Flask's, with a short way out for the usual case, a session that sends no
        cookie: Flask works out the cookie's seven settings from the config before it
        asks, and adds ``Vary: Cookie`` by parsing and rewriting the header."""
        if session.modified or self.should_set_cookie(app, session):
            super().save_session(app, session, response)
            return
        if session.accessed:  # the page depends on the cookie, even unchanged
            vary_on_cookie(response.headers)

    def should_set_cookie(self, app: Flask, session: Any) -> bool:
        if bool(session.modified):
            return True
        if not (session.permanent and app.config["SESSION_REFRESH_EACH_REQUEST"]):
            return False
        signed_at: float | None = getattr(session, "signed_at", None)
        if signed_at is None:
            return True
        after = app.config.get("SESSION_REFRESH_AFTER", DEFAULT_REFRESH_AFTER)
        seconds = after.total_seconds() if isinstance(after, timedelta) else float(after)
        return time.time() - signed_at >= seconds


def vary_on_cookie(headers: Headers) -> None:
    """Add ``Cookie`` to ``Vary`` unless it is named there (as ``response.vary.add``)."""
    existing = headers.get("Vary")
    if not existing:
        headers["Vary"] = "Cookie"
    elif "cookie" not in {value.strip().lower() for value in existing.split(",")}:
        headers["Vary"] = f"{existing}, Cookie"
