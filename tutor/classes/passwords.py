"""Usernames and passwords for managed (teacher-made) student accounts."""

from __future__ import annotations

import re
import secrets
import unicodedata

from tutor.classes.joincodes import JOIN_CODE_ALPHABET

MANAGED_PASSWORD_LENGTH = 10
MAX_BULK_NAMES = 60
MAX_NAME_LENGTH = 60


def new_managed_password() -> str:
    """Ten characters without look-alikes: ~50 bits, easy for a child to copy from a card."""
    alphabet = JOIN_CODE_ALPHABET.lower()
    return "".join(secrets.choice(alphabet) for _ in range(MANAGED_PASSWORD_LENGTH))


def username_stem(display_name: str) -> str:
    """An ASCII login stem from a display name; Korean or other scripts fall back to "student".

    >>> username_stem("Min-ji Kim")
    'minji.kim'
    >>> username_stem("김민지")
    'student'
    """
    ascii_name = (
        unicodedata.normalize("NFKD", display_name).encode("ascii", "ignore").decode().lower()
    )
    words = [re.sub(r"[^a-z0-9]", "", word) for word in ascii_name.split()]
    stem = ".".join(word for word in words if word)[:20].strip(".")
    return stem or "student"


def parse_bulk_names(text: str) -> list[str]:
    """One student per non-blank line, inner spaces collapsed (limits are checked by the form)."""
    names = [" ".join(line.split()) for line in text.splitlines()]
    return [name for name in names if name]
