"""Browsers an account has signed in from: the sign-in limits treat them apart (issue 32).

Ten wrong passwords used to lock an account for everyone, and 100 from one address a whole
school: an attacker held a lockout switch. Now a browser where an account signed in with
the right password keeps a signed cookie naming that account (a digest, never the name)
and a random id of its own. Its sign-ins to that account count only against
``LOGIN_DEVICE_LIMIT`` for that browser and account, not against the account-and-address
or the address limits that strangers' guesses fill, so the owner's own device passes the
wall the attacker built. The cookie proves nothing about the password (it still has to be
right); it only says whose guesses to count where.
"""

from __future__ import annotations

import secrets
from typing import Any

from flask import current_app, request
from itsdangerous import BadSignature
from werkzeug.wrappers import Response

from tutor.web import signing

COOKIE = "known_device"
SALT = "known-device"
MAX_ACCOUNTS = 10  # the accounts remembered per browser (a shared family computer)
MAX_AGE_S = 365 * 24 * 60 * 60


def _serializer() -> signing.Serializer:
    return signing.serializer(current_app.config["SECRET_KEY"], SALT)


def _read() -> dict[str, Any] | None:
    raw = request.cookies.get(COOKIE)
    if not raw or len(raw) > 2000:
        return None
    try:
        payload = _serializer().loads(raw, max_age=MAX_AGE_S)
    except BadSignature:
        return None
    if (
        not isinstance(payload, dict)
        or not isinstance(payload.get("device"), str)
        or not isinstance(payload.get("accounts"), list)
    ):
        return None
    return payload


def device_for(account_key: str) -> str | None:
    """This browser's id when it has signed in to the account before, else None."""
    payload = _read()
    if payload is None or account_key[:16] not in payload["accounts"]:
        return None
    return str(payload["device"])


def remember(response: Response, account_key: str) -> None:
    """After a right password: this browser now knows the account."""
    payload = _read() or {"device": secrets.token_urlsafe(12), "accounts": []}
    accounts = [key for key in payload["accounts"] if key != account_key[:16]]
    accounts = [account_key[:16], *accounts][:MAX_ACCOUNTS]
    response.set_cookie(
        COOKIE,
        _serializer().dumps({"device": payload["device"], "accounts": accounts}),
        max_age=MAX_AGE_S,
        httponly=True,
        samesite="Lax",
        secure=bool(current_app.config.get("SESSION_COOKIE_SECURE")),
    )
