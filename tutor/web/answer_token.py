"""The signed token an item's answer form carries.

It says which item was shown and when (so the time taken is measured from render to
answer without trusting the browser's clock), plus a one-time nonce: an attempt stores its
nonce under a unique constraint, so a replayed form is refused instead of counted twice.
It is bound to the browser session that fetched the question (``signing.session_binding``):
tokens collected in many sessions cannot be spent from one, and signing in or out (which
starts a new CSRF secret) retires the tokens shown before.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from flask import current_app
from itsdangerous import BadSignature, SignatureExpired

from tutor.web import clock, signing
from tutor.web.text import _

SALT = "quiz-answer"
MAX_AGE_S = 24 * 60 * 60
# Time on one item beyond this is someone who walked away, not thinking time.
MAX_THINKING_MS = 30 * 60 * 1000


class AnswerTokenError(ValueError):
    """The form's token is missing, forged, stale or for another item."""


@dataclass(frozen=True)
class AnswerToken:
    item_id: str
    nonce: str
    rendered_ms: int

    def time_taken_ms(self, now_ms: int | None = None) -> int:
        elapsed = (now_ms if now_ms is not None else _now_ms()) - self.rendered_ms
        return max(0, min(elapsed, MAX_THINKING_MS))


def _now_ms() -> int:
    return clock.now_ms()


def _serializer() -> signing.Serializer:
    # Made once per key: every quiz page issues a token and every answer reads one.
    return signing.serializer(current_app.config["SECRET_KEY"], SALT)


def issue(item_id: str) -> str:
    payload = {
        "item": item_id,
        "nonce": secrets.token_urlsafe(16),
        "t": _now_ms(),
        "session": signing.session_binding(),
    }
    return str(_serializer().dumps(payload))


def read(token: str | None, item_id: str) -> AnswerToken:
    if not token:
        raise AnswerTokenError(_("The form is missing its question token; reload the question."))
    try:
        payload = _serializer().loads(token, max_age=MAX_AGE_S)
    except SignatureExpired:
        raise AnswerTokenError(_("This question was shown too long ago; reload it.")) from None
    except BadSignature:
        raise AnswerTokenError(_("The question token is not valid; reload the question.")) from None
    if not isinstance(payload, dict) or payload.get("item") != item_id:
        raise AnswerTokenError(_("This answer was for another question."))
    if payload.get("session") != signing.session_binding():
        raise AnswerTokenError(_("This question was opened in another browser session; reload it."))
    return AnswerToken(str(payload["item"]), str(payload["nonce"]), int(payload["t"]))
