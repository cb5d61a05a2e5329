"""The package's compiled message catalogues, read from disk, for code that says a message
outside a request: the quiz layer's own sentence builders (``korean``), the course's
tables and the web's ``in_language`` outside an app context all read them here.

A learner's Korean lives in tutor/translations (issue 28 item 5); the web says a message
with ``tutor.web.text._``. The quiz layer still joins some texts into both languages
itself (best-play's prose, the calling kinds' counter rules): it reads the same compiled
catalogue, so no Korean sentence is kept in Python.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from babel.support import NullTranslations, Translations

from tutor.korean import fill_particles

_TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"


@cache
def catalogue(lang: str) -> NullTranslations:
    """``lang``'s compiled catalogue (English: the messages as written)."""
    loaded: NullTranslations = Translations.load(str(_TRANSLATIONS), [lang])
    return loaded


def korean(message: str) -> str:
    """``message``'s Korean msgstr, its particle marks (``{을}``) filled; a message the
    catalogue lacks is an error, never English passed off as Korean."""
    text = str(catalogue("ko").ugettext(message))
    if text == message:
        raise LookupError(f"no Korean for {message!r} in {_TRANSLATIONS}")
    return fill_particles(text)
