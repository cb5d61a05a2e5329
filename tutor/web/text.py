"""Typed wrappers of Flask-Babel's gettext (it ships no type information)."""

from __future__ import annotations

from typing import Any

from flask_babel import gettext, ngettext


def _(message: str, **variables: Any) -> str:
    return str(gettext(message, **variables))


def n_(singular: str, plural: str, number: int, **variables: Any) -> str:
    return str(ngettext(singular, plural, number, **variables))
