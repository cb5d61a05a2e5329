"""Typed, fast wrappers of Flask-Babel's gettext (it ships no type information).

Flask-Babel finds the request's translations afresh on every call (half a dozen context
lookups and a locale-to-string conversion), and a page makes a hundred or more calls. The
locale is chosen once per request (``tutor.web.i18n.select_locale``), so the catalogue is
looked up once per request, kept on ``g``, and every call after that is a dictionary
lookup. The templates' ``_``/``ngettext`` use the same path (``install_template_gettext``).
"""

from __future__ import annotations

from typing import Any

from babel.support import NullTranslations
from flask import Flask, g, has_app_context
from flask_babel import get_translations

_G_KEY = "_tutor_translations"


def translations() -> NullTranslations:
    """The request's catalogue (both the app's and the classes' messages, merged)."""
    if not has_app_context():
        null: NullTranslations = get_translations()  # Flask-Babel's: messages as written
        return null
    found: NullTranslations | None = g.get(_G_KEY)
    if found is None:
        found = get_translations()
        setattr(g, _G_KEY, found)
    return found


def _(message: str, **variables: Any) -> str:
    text = str(translations().ugettext(message))
    return text % variables if variables else text


def n_(singular: str, plural: str, number: int, **variables: Any) -> str:
    variables.setdefault("num", number)
    return str(translations().ungettext(singular, plural, number)) % variables


def install_template_gettext(app: Flask) -> None:
    """Point the templates' gettext at the per-request catalogue (Flask-Babel installs its
    slower lookup in ``babel.init_app``; this replaces it, with the same meaning)."""
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=lambda s: translations().ugettext(s),
        ngettext=lambda s, p, n: translations().ungettext(s, p, n),
        pgettext=lambda c, s: translations().upgettext(c, s),
        npgettext=lambda c, s, p, n: translations().unpgettext(c, s, p, n),
        newstyle=True,
    )
