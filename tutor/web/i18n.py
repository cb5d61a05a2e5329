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

from tutor.catalogue import SOURCE_LANGUAGE, languages, messages


def language_names() -> dict[str, str]:
    """Each language (``tutor.catalogue.languages``) by its own name, as its own catalogue
    writes it ("English", 한국어): the language switcher's links."""
    return _names(languages())


@lru_cache(maxsize=4)
def _names(codes: tuple[str, ...]) -> dict[str, str]:
    return {code: messages(code).pgettext("this language's own name", "English") for code in codes}


# The browser's choice among our languages, by its Accept-Language header as sent: a few
# dozen distinct headers make up nearly every request, and parsing and matching one costs
# more than a page's other locale work together. Headers are the client's to choose, so
# the number kept is bounded.
_best_matches: dict[tuple[str | None, tuple[str, ...]], str | None] = {}
MAX_KEPT_MATCHES = 1024


def _requested_lang() -> str | None:
    """``?lang=``. Asked as ``in`` first: ``MultiDict.get`` of a missing key raises and
    catches a ``BadRequestKeyError`` (an HTTP exception), and nearly every request lacks it."""
    args = request.args
    return args.get("lang") if "lang" in args else None


def remember_requested_language() -> None:
    requested = _requested_lang()
    if requested in current_app.config["LANGUAGES"]:
        session["lang"] = requested


def _browser_lang(languages: tuple[str, ...]) -> str | None:
    # The header Werkzeug's ``request.accept_languages`` parses, read from the environ.
    header: str | None = request.environ.get("HTTP_ACCEPT_LANGUAGE")
    key = (header, languages)
    if key in _best_matches:
        return _best_matches[key]
    best = request.accept_languages.best_match(languages)
    if len(_best_matches) >= MAX_KEPT_MATCHES:
        _best_matches.clear()
    _best_matches[key] = best
    return best


def select_locale() -> Locale:
    """The request's locale, for Flask-Babel: given as a ``Locale`` (made once per
    language), which Flask-Babel takes as it is instead of parsing a code per request."""
    languages: tuple[str, ...] = tuple(current_app.config["LANGUAGES"])
    requested = _requested_lang()
    if requested in languages:
        return _locale(str(requested))
    remembered = session.get("lang")
    if remembered in languages:
        return _locale(str(remembered))
    return _locale(_browser_lang(languages) or languages[0])


@lru_cache(maxsize=16)
def _locale(code: str) -> Locale:
    return Locale.parse(code)


def current_lang() -> str:
    """The page's language code. Pages ask dozens of times (every card label does), and the
    locale is chosen once per request, so the answer is kept on ``g``."""
    if not has_app_context():
        return SOURCE_LANGUAGE
    lang: str | None = g.get("_tutor_lang")
    if lang is None:
        locale = get_locale()
        lang = locale.language if locale is not None else SOURCE_LANGUAGE
        g._tutor_lang = lang
    return lang


def switch_language_url(lang: str) -> str:
    """This page in another language: the same path and query with ``lang`` replaced."""
    args = [(key, value) for key, value in request.args.items(multi=True) if key != "lang"]
    args.append(("lang", lang))
    return f"{request.path}?{urlencode(args)}"
