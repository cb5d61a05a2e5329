"""Signed values (the session cookie, the CSRF token, the answer token) in itsdangerous's
own format, made cheaper where itsdangerous spends time on every page.

Every page signs two values (the form's CSRF token and the answer token) and checks one
(the session cookie). itsdangerous derives the signing key afresh for every signature (an
HMAC of the salt) and tries to zlib-compress every payload, which for a payload of a few
dozen bytes never helps; the two together were most of a signature's cost. Here the
derived key is kept per (secret, salt, method) and short payloads are not offered to zlib.

The tokens are byte-for-byte what itsdangerous would make when it decides not to
compress, so a stock ``URLSafeTimedSerializer`` reads ours and ours reads its (Flask-WTF
checks our CSRF tokens with its own serializer; tests/web/test_signing.py checks both
ways).
"""

from __future__ import annotations

import hashlib
import hmac
import os
from typing import Any, TypeVar

from flask import current_app, g, session
from itsdangerous import (
    BadData,
    SignatureExpired,
    Signer,
    TimestampSigner,
    URLSafeSerializer,
    URLSafeTimedSerializer,
)
from itsdangerous.encoding import base64_decode, base64_encode
from itsdangerous.signer import HMACAlgorithm
from itsdangerous.url_safe import URLSafeSerializerMixin
from wtforms import ValidationError

# Payloads up to this many bytes of JSON go out uncompressed (zlib's header and checksum
# alone cost 6 bytes; below a few hundred bytes it rarely saves the byte it must).
COMPRESS_FROM_BYTES = 256

_S = TypeVar("_S", bound="_KeptMixin | LineSigner")

CSRF_SALT = "wtf-csrf-token"  # Flask-WTF's, so its validate_csrf reads our tokens

_derived: dict[tuple[bytes, bytes, str, Any], bytes] = {}


class OneShotHMAC(HMACAlgorithm):
    """itsdangerous's HMAC, computed by ``hmac.digest`` (OpenSSL in one call) rather than
    an ``hmac.HMAC`` object built around a Python digest function: the same bytes."""

    def __init__(self, digest_method: Any = None) -> None:
        super().__init__(digest_method)
        self.digest_name = str(self.digest_method().name)

    def get_signature(self, key: bytes, value: bytes) -> bytes:
        return hmac.digest(key, value, self.digest_name)


class _KeptKey(Signer):
    """A signer that derives each secret's key once per process and signs with
    ``OneShotHMAC`` (the same bytes as itsdangerous's own HMAC)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if type(self.algorithm) is HMACAlgorithm:
            self.algorithm = OneShotHMAC(self.digest_method)

    def derive_key(self, secret_key: str | bytes | None = None) -> bytes:
        secret = self.secret_keys[-1] if secret_key is None else _bytes(secret_key)
        key = (secret, self.salt, str(self.key_derivation), self.digest_method)
        found = _derived.get(key)
        if found is None:
            found = super().derive_key(secret)
            if len(_derived) >= 64:  # a handful of keys and salts live in one process
                _derived.clear()
            _derived[key] = found
        return found


class KeptKeySigner(_KeptKey):
    """An untimed signer with a kept key."""


class KeptKeyTimestampSigner(_KeptKey, TimestampSigner):
    """A timestamp signer with a kept key."""


class _KeptMixin(URLSafeSerializerMixin):
    """A kept signer per salt (a signer holds nothing but its settings) and no zlib for
    short payloads, over either of itsdangerous's URL-safe serializers."""

    def make_signer(self, salt: str | bytes | None = None) -> Any:
        signers: dict[Any, Signer] = self.__dict__.setdefault("_kept_signers", {})
        found = signers.get(salt)
        if found is None:
            found = signers[salt] = self.signer(
                self.secret_keys, salt=self.salt if salt is None else salt, **self.signer_kwargs
            )
        return found

    def dump_payload(self, obj: Any) -> bytes:
        data = _bytes(self.serializer.dumps(obj, **self.serializer_kwargs))
        if len(data) < COMPRESS_FROM_BYTES:
            return base64_encode(data)
        return super().dump_payload(obj)


class Serializer(_KeptMixin, URLSafeTimedSerializer):
    """``URLSafeTimedSerializer`` with a kept key, compressing long payloads only."""

    default_signer = KeptKeyTimestampSigner


class UntimedSerializer(_KeptMixin, URLSafeSerializer):
    """``URLSafeSerializer`` (no timestamp) with a kept key, compressing long payloads only."""

    default_signer = KeptKeySigner


_made: dict[tuple[type, Any, str], Any] = {}


def _kept(kind: type[_S], secret_key: str | bytes, salt: str) -> _S:
    """``kind(secret_key, salt=salt)`` (a serializer or a signer), made once per process."""
    key = (kind, secret_key, salt)
    found = _made.get(key)
    if found is None:
        if len(_made) >= 64:  # a handful of keys and salts live in one process
            _made.clear()
        found = _made[key] = kind(secret_key, salt=salt)
    made: _S = found
    return made


def serializer(secret_key: str | bytes, salt: str) -> Serializer:
    """The serializer for one secret and salt, made once per process."""
    return _kept(Serializer, secret_key, salt)


def untimed_serializer(secret_key: str | bytes, salt: str) -> UntimedSerializer:
    """An untimed serializer for one secret and salt, made once per process."""
    return _kept(UntimedSerializer, secret_key, salt)


class LineSigner:
    """A line of text and its signature, ``line.signature``, in itsdangerous's ``Signer``
    format (HMAC-SHA1 under the key it derives from the secret and salt, URL-safe base64
    without padding), so a stock ``Signer(secret, salt=salt)`` reads ours and ours its.

    Written out for the drill, which signs one line and reads one on every answer: the
    signer's layers (text to bytes and back, the kept key looked up per call, a loop over
    secrets, the comparison through two more calls) cost more than the HMAC itself."""

    def __init__(self, secret_key: str | bytes, salt: str) -> None:
        self._key = KeptKeySigner(secret_key, salt=salt).derive_key()

    def _signature(self, line: str) -> bytes:
        return hmac.digest(self._key, line.encode("utf-8"), "sha1")

    def sign(self, line: str) -> str:
        return f"{line}.{base64_encode(self._signature(line)).decode('ascii')}"

    def unsign(self, signed: str) -> str | None:
        """The line, or None if we did not sign it (the signature read as itsdangerous
        reads it, so the two accept the same tokens)."""
        line, dot, signature = signed.rpartition(".")
        if not dot:
            return None
        try:
            given = base64_decode(signature)
        except BadData:
            return None
        return line if hmac.compare_digest(given, self._signature(line)) else None


def line_signer(secret_key: str | bytes, salt: str) -> LineSigner:
    """The line signer for one secret and salt, made once per process."""
    return _kept(LineSigner, secret_key, salt)


def _csrf_field_name() -> str:
    return str(current_app.config.get("WTF_CSRF_FIELD_NAME") or "csrf_token")


def forget_csrf_token() -> None:
    """Drop this session's CSRF secret: the next page makes a new one, and a token shown
    before (at sign-in and sign-out, a token a page showed another identity) is refused."""
    field_name = _csrf_field_name()
    session.pop(field_name, None)
    g.pop(field_name, None)


def session_binding() -> str:
    """A short digest of this browser session's CSRF secret (made now if it has none), for
    tokens that must be spent in the session that fetched them (quiz answer tokens). The
    secret changes at sign-in and sign-out, so the binding does too."""
    field_name = _csrf_field_name()
    if not isinstance(session.get(field_name), str):
        g.pop(field_name, None)  # a token kept on ``g`` for another session's secret
        csrf_token()
    raw = str(session[field_name])
    return hashlib.sha256(b"session-binding:" + raw.encode("utf-8")).hexdigest()[:22]


def csrf_token() -> str:
    """The request's CSRF token, as Flask-WTF's ``generate_csrf`` makes it.

    The raw token lives in the session and the signed one on ``g`` under the same field
    name, exactly where Flask-WTF keeps them, so its ``generate_csrf`` (which the templates
    also reach as ``csrf_token()``) returns this one and its ``validate_csrf`` checks it.
    """
    config = current_app.config
    field_name = _csrf_field_name()
    found = g.get(field_name)
    if found is not None:
        return str(found)
    secret = config.get("WTF_CSRF_SECRET_KEY") or current_app.secret_key
    if not secret:
        raise RuntimeError("A secret key is required to use CSRF.")
    raw = session.get(field_name)
    if not isinstance(raw, str):
        raw = hashlib.sha1(os.urandom(64)).hexdigest()  # noqa: S324  (Flask-WTF's own token)
        session[field_name] = raw
    token = str(serializer(secret, CSRF_SALT).dumps(raw))
    setattr(g, field_name, token)
    return token


def check_csrf_token(data: str | None) -> None:
    """Flask-WTF's ``validate_csrf(data)``: the same settings, checks, order and messages
    (``ValidationError``), the signed token read by the serializer kept per secret
    rather than one made, and its key derived, for every POST."""
    config = current_app.config
    secret = config.get("WTF_CSRF_SECRET_KEY", current_app.secret_key)
    if secret is None:
        raise RuntimeError("A secret key is required to use CSRF.")
    field_name = config.get("WTF_CSRF_FIELD_NAME", "csrf_token")
    if field_name is None:
        raise RuntimeError("A field name is required to use CSRF.")
    time_limit = config.get("WTF_CSRF_TIME_LIMIT", 3600)
    if not data:
        raise ValidationError("The CSRF token is missing.")
    if field_name not in session:
        raise ValidationError("The CSRF session token is missing.")
    try:
        token = serializer(secret, CSRF_SALT).loads(data, max_age=time_limit)
    except SignatureExpired as error:
        raise ValidationError("The CSRF token has expired.") from error
    except BadData as error:
        raise ValidationError("The CSRF token is invalid.") from error
    if not hmac.compare_digest(session[field_name], token):
        raise ValidationError("The CSRF tokens do not match.")


def _bytes(value: str | bytes) -> bytes:
    return value.encode("utf-8") if isinstance(value, str) else value
