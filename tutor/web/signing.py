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
from typing import Any

from flask import current_app, g, session
from itsdangerous import Signer, TimestampSigner, URLSafeSerializer, URLSafeTimedSerializer
from itsdangerous.encoding import base64_encode
from itsdangerous.signer import HMACAlgorithm

# Payloads up to this many bytes of JSON go out uncompressed (zlib's header and checksum
# alone cost 6 bytes; below a few hundred bytes it rarely saves the byte it must).
COMPRESS_FROM_BYTES = 256

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


def _kept_key(signer: Signer, secret_key: str | bytes | None) -> bytes:
    secret = signer.secret_keys[-1] if secret_key is None else _bytes(secret_key)
    key = (secret, signer.salt, str(signer.key_derivation), signer.digest_method)
    found = _derived.get(key)
    if found is None:
        found = Signer.derive_key(signer, secret)
        if len(_derived) >= 64:  # a handful of keys and salts live in one process
            _derived.clear()
        _derived[key] = found
    return found


def _one_shot(signer: Signer) -> None:
    if type(signer.algorithm) is HMACAlgorithm:
        signer.algorithm = OneShotHMAC(signer.digest_method)


class KeptKeySigner(Signer):
    """A signer that derives each secret's key once per process."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _one_shot(self)

    def derive_key(self, secret_key: str | bytes | None = None) -> bytes:
        return _kept_key(self, secret_key)


class KeptKeyTimestampSigner(TimestampSigner):
    """A timestamp signer that derives each secret's key once per process."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _one_shot(self)

    def derive_key(self, secret_key: str | bytes | None = None) -> bytes:
        return _kept_key(self, secret_key)


def _kept_signer(serializer: URLSafeSerializer | URLSafeTimedSerializer, salt: Any) -> Any:
    # A signer holds nothing but its settings, so one per salt serves every call.
    signers: dict[Any, Any] = serializer.__dict__.setdefault("_kept_signers", {})
    found = signers.get(salt)
    if found is None:
        found = signers[salt] = serializer.signer(
            serializer.secret_keys,
            salt=serializer.salt if salt is None else salt,
            **serializer.signer_kwargs,
        )
    return found


def _dump_short(serializer: URLSafeSerializer | URLSafeTimedSerializer, obj: Any) -> bytes | None:
    data = _bytes(serializer.serializer.dumps(obj, **serializer.serializer_kwargs))
    return base64_encode(data) if len(data) < COMPRESS_FROM_BYTES else None


class Serializer(URLSafeTimedSerializer):
    """``URLSafeTimedSerializer`` with a kept key, compressing long payloads only."""

    default_signer = KeptKeyTimestampSigner

    def make_signer(self, salt: str | bytes | None = None) -> TimestampSigner:
        signer: TimestampSigner = _kept_signer(self, salt)
        return signer

    def dump_payload(self, obj: Any) -> bytes:
        return _dump_short(self, obj) or super().dump_payload(obj)


class UntimedSerializer(URLSafeSerializer):
    """``URLSafeSerializer`` (no timestamp) with a kept key, compressing long payloads only."""

    default_signer = KeptKeySigner

    def make_signer(self, salt: str | bytes | None = None) -> Signer:
        signer: Signer = _kept_signer(self, salt)
        return signer

    def dump_payload(self, obj: Any) -> bytes:
        return _dump_short(self, obj) or super().dump_payload(obj)


_serializers: dict[tuple[Any, ...], Serializer] = {}
_untimed: dict[tuple[Any, ...], UntimedSerializer] = {}


def serializer(secret_key: str | bytes, salt: str) -> Serializer:
    """The serializer for one secret and salt, made once per process."""
    key = (secret_key, salt)
    found = _serializers.get(key)
    if found is None:
        found = Serializer(secret_key, salt=salt)
        if len(_serializers) >= 64:
            _serializers.clear()
        _serializers[key] = found
    return found


def untimed_serializer(secret_key: str | bytes, salt: str) -> UntimedSerializer:
    """An untimed serializer for one secret and salt, made once per process."""
    key = (secret_key, salt)
    found = _untimed.get(key)
    if found is None:
        found = UntimedSerializer(secret_key, salt=salt)
        if len(_untimed) >= 64:
            _untimed.clear()
        _untimed[key] = found
    return found


def csrf_token() -> str:
    """The request's CSRF token, as Flask-WTF's ``generate_csrf`` makes it.

    The raw token lives in the session and the signed one on ``g`` under the same field
    name, exactly where Flask-WTF keeps them, so its ``generate_csrf`` (which the templates
    also reach as ``csrf_token()``) returns this one and its ``validate_csrf`` checks it.
    """
    config = current_app.config
    field_name = str(config.get("WTF_CSRF_FIELD_NAME") or "csrf_token")
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


def _bytes(value: str | bytes) -> bytes:
    return value.encode("utf-8") if isinstance(value, str) else value
