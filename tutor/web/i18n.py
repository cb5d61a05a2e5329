"""Which language a page is in: ``?lang=``, then the session, then the browser.

``?lang=ko`` (the header's switch links) is remembered in the session, so it holds on the
next page without the parameter.
"""

from __future__ import annotations

from functools import lru_cache
from urllib.parse import urlencode

from babel import Locale
from flask import current_app, g, has_app_context, request, session
from flask_babel import get_locale

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ko": "한국어"}


def remember_requested_language() -> None:
    requested = request.args.get("lang")
    if requested in current_app.config["LANGUAGES"]:
        session["lang"] = requested


def select_locale() -> Locale:
    """The request's locale, for Flask-Babel: given as a ``Locale`` (made once per
    language), which Flask-Babel takes as it is instead of parsing a code per request."""
    languages: tuple[str, ...] = tuple(current_app.config["LANGUAGES"])
    requested = request.args.get("lang")
    if requested in languages:
        return _locale(str(requested))
    remembered = session.get("lang")
    if remembered in languages:
        return _locale(str(remembered))
    return _locale(request.accept_languages.best_match(languages) or languages[0])


@lru_cache(maxsize=16)
def _locale(code: str) -> Locale:
    return Locale.parse(code)


def current_lang() -> str:
    """The page's language code. Pages ask dozens of times (every card label does), and the
    locale is chosen once per request, so the answer is kept on ``g``."""
    if not has_app_context():
        return "en"
    lang: str | None = g.get("_tutor_lang")
    if lang is None:
        locale = get_locale()
        lang = locale.language if locale is not None else "en"
        g._tutor_lang = lang
    return lang


def switch_language_url(lang: str) -> str:
    """This page in another language: the same path and query with ``lang`` replaced."""
    args = [(key, value) for key, value in request.args.items(multi=True) if key != "lang"]
    args.append(("lang", lang))
    return f"{request.path}?{urlencode(args)}"
