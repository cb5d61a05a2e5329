"""Join codes: short enough to read off a whiteboard, too many to guess.

Eight characters of a 31-letter alphabet without look-alikes (no 0/O, 1/I/L) give
31**8 ≈ 8.5e11 codes; with `/join` rate-limited, guessing one is hopeless.
"""

from __future__ import annotations

import secrets

JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
JOIN_CODE_LENGTH = 8


def new_join_code() -> str:
    """A fresh random join code, e.g. ``"K7QX3MPA"``."""
    return "".join(secrets.choice(JOIN_CODE_ALPHABET) for _ in range(JOIN_CODE_LENGTH))


def normalise_join_code(text: str) -> str | None:
    """The code as stored, forgiving case, spaces and dashes; None if it cannot be a code.

    >>> normalise_join_code(" k7qx-3mpa ")
    'K7QX3MPA'
    >>> normalise_join_code("K7QX3MP0") is None
    True
    """
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != JOIN_CODE_LENGTH or any(ch not in JOIN_CODE_ALPHABET for ch in code):
        return None
    return code


def display_join_code(code: str) -> str:
    """Grouped in fours for reading aloud: ``"K7QX-3MPA"``."""
    return f"{code[:4]}-{code[4:]}"
