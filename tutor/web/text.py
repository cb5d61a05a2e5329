"""Typed, fast wrappers of Flask-Babel's gettext (it ships no type information).

Flask-Babel finds the request's translations afresh on every call (half a dozen context
lookups and a locale-to-string conversion), and a page makes a hundred or more calls. The
locale is chosen once per request (``tutor.web.i18n.select_locale``), so the catalogue is
looked up once per request, kept on ``g``, and every call after that is a dictionary
lookup. The templates' ``_``/``ngettext`` use the same path (``install_template_gettext``).

A Korean msgstr may mark a particle after a name in braces ("%(answer)s{을}"): the name is
passed bare and ``tutor.korean.fill_particles`` writes the form that fits it, so one name
takes whatever particle its sentence needs.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from babel.support import NullTranslations
from flask import Flask, g, has_app_context
from flask_babel import force_locale, get_translations

from tutor.korean import fill_particles
from tutor.quiz.catalogue import catalogue

_G_KEY = "_tutor_translations"


# Outside an app context (a test, a script), ``in_language`` reads the package's own
# catalogue from disk (``tutor.quiz.catalogue``): an explanation renders the same there
# as in the app.
_outside: list[NullTranslations] = []


def translations() -> NullTranslations:
    """The request's catalogue (both the app's and the classes' messages, merged)."""
    if not has_app_context():
        if _outside:
            return _outside[-1]
        null: NullTranslations = get_translations()  # Flask-Babel's: messages as written
        return null
    found: NullTranslations | None = g.get(_G_KEY)
    if found is None:
        found = get_translations()
        setattr(g, _G_KEY, found)
    return found


@contextmanager
def in_language(lang: str) -> Iterator[None]:
    """Look messages up in ``lang``'s catalogue, whatever the request's language: an export
    or a check writes both languages of one item in one context (outside an app context
    too, from the package's catalogue)."""
    if not has_app_context():
        _outside.append(catalogue(lang))
        try:
            yield
        finally:
            _outside.pop()
        return
    kept = g.pop(_G_KEY, None)
    try:
        with force_locale(lang):
            setattr(g, _G_KEY, get_translations())
            yield
    finally:
        g.pop(_G_KEY, None)
        if kept is not None:
            setattr(g, _G_KEY, kept)


def _(message: str, **variables: Any) -> str:
    text = str(translations().ugettext(message))
    return fill_particles(text % variables if variables else text)


def p_(context: str, message: str, **variables: Any) -> str:
    """A message whose words depend on where it stands (``msgctxt``): "North–South" as a
    side of the score is 남북 팀, on a button 남북."""
    text = str(translations().upgettext(context, message))
    return fill_particles(text % variables if variables else text)


def clauses(parts: Iterable[str]) -> str:
    """Clauses of one sentence, joined as the language writes them: English with
    semicolons; a Korean sentence takes no semicolon inside it, so the catalogue's
    separator (msgctxt "clauses") is a slash. Every learner-facing "; " list joins here."""
    return p_("clauses", "; ").join(parts)


def n_(singular: str, plural: str, number: int, **variables: Any) -> str:
    variables.setdefault("num", number)
    return fill_particles(str(translations().ungettext(singular, plural, number)) % variables)


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
