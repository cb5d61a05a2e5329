"""Password hashing and the one rule for a new password (no Flask here).

Every form that sets a password checks it with ``weakness``: after NFKC normalisation and
with invisible characters removed it must keep at least ``MIN_LENGTH`` characters, not be
only blanks, not be on the common-password list shipped in ``tutor/data`` and not contain
the account's username. The password itself is stored and checked as typed.
"""

from __future__ import annotations

import enum
import functools
import gzip
import secrets
import unicodedata
from importlib import resources

from werkzeug.security import check_password_hash, generate_password_hash

MIN_LENGTH = 8
MAX_LENGTH = 128
HASH_METHOD = "scrypt"

# Characters that show nothing but are not format (Cf) characters: Hangul fillers and the
# blank braille pattern are letters or symbols to Unicode, yet look like nothing at all.
INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800")


class Weakness(enum.Enum):
    TOO_SHORT = "too-short"  # fewer than MIN_LENGTH characters once invisible ones are gone
    BLANK = "blank"  # only spaces and invisible characters
    COMMON = "common"
    HAS_USERNAME = "has-username"


def normalise(password: str) -> str:
    """NFKC, without format characters (zero-width spaces and joiners, BOM, …) or the
    other invisible ones in ``INVISIBLE``."""
    text = unicodedata.normalize("NFKC", password)
    return "".join(c for c in text if unicodedata.category(c) != "Cf" and c not in INVISIBLE)


@functools.cache
def common_passwords() -> frozenset[str]:
    """The shipped list (NFKC, casefolded, 8+ characters); see tutor/data/NOTICE-…"""
    data = resources.files("tutor").joinpath("data/common-passwords.txt.gz").read_bytes()
    return frozenset(gzip.decompress(data).decode("utf-8").split("\n")) - {""}


def weakness(password: str, username: str = "") -> Weakness | None:
    """Why ``password`` may not be used for the account ``username``, or None if it may."""
    visible = normalise(password)
    if not visible.strip():
        return Weakness.BLANK
    if len(visible) < MIN_LENGTH:
        return Weakness.TOO_SHORT
    folded = visible.strip().casefold()
    if folded in common_passwords():
        return Weakness.COMMON
    name = normalise(username).strip().casefold()
    if name and name in folded:
        return Weakness.HAS_USERNAME
    return None


def hash_password(password: str) -> str:
    return generate_password_hash(password, method=HASH_METHOD)


def verify(password_hash: str, password: str) -> bool:
    return check_password_hash(password_hash, password)


@functools.cache
def _nobodys_hash() -> str:
    return hash_password(secrets.token_urlsafe(16))


def verify_nobody(password: str) -> bool:
    """Spend the same work as checking a real account's password (always False), so a
    sign-in for a missing username takes as long as one with a wrong password."""
    verify(_nobodys_hash(), password)
    return False
