"""The package's compiled message catalogues, read from disk, for code that says a message
outside a request: the engine's reasons and card names (``say``), the quiz layer's own
sentence builders (``say``, ``translated``), the course's tables and the web's
``in_language`` outside an app context all read them here. It sits beside
``tutor.korean``, under the engine, so that every layer has the one loader.

A learner's Korean lives in tutor/translations (issue 28 item 5); the web says a message
with ``tutor.web.text._``. The quiz layer keeps each text as one message (an advice, a
counter rule, a curated position's reason) and says it in a language through the same
compiled catalogue, so no Korean sentence, and no (English, Korean) pair, is kept in Python.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from babel.support import NullTranslations, Translations

from tutor.korean import fill_particles

_TRANSLATIONS = Path(__file__).resolve().parent / "translations"
# The folders catalogues are read from: the package's own, then any a test adds
# (``add_catalogues``: a pseudo-language proves a third language needs no code).
# The classes part keeps its own messages (tutor/classes/catalogue.py): merged after the
# package's, as Flask-Babel merges them for a page (``BABEL_TRANSLATION_DIRECTORIES``).
_FOLDERS: list[Path] = [_TRANSLATIONS, _TRANSLATIONS.parent / "classes" / "translations"]
# The language the messages are written in: it needs no catalogue.
SOURCE_LANGUAGE = "en"


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue where it is written; it is looked up where the
    language is known (``say``)."""
    return message


@cache
def languages() -> tuple[str, ...]:
    """Every language the app speaks: English (the messages as written), then each language
    with a compiled catalogue (``<folder>/<code>/LC_MESSAGES/messages.mo``), by code. The one
    list the pages, the language switcher, the API and the exports read."""
    found = {
        path.parent.parent.name
        for folder in _FOLDERS
        for path in folder.glob("*/LC_MESSAGES/messages.mo")
    }
    return (SOURCE_LANGUAGE, *sorted(found - {SOURCE_LANGUAGE}))


def shipped_languages() -> tuple[str, ...]:
    """English and each language the package ships a catalogue for (a set's title and
    description are written in each)."""
    return tuple(
        code
        for code in languages()
        if code == SOURCE_LANGUAGE
        or any((f / code / "LC_MESSAGES" / "messages.mo").is_file() for f in _FOLDERS[:2])
    )


def catalogue_folders() -> tuple[Path, ...]:
    return tuple(_FOLDERS)


def add_catalogues(folder: Path) -> None:
    """Read catalogues from ``folder`` too (a language the package does not ship)."""
    if folder not in _FOLDERS:
        _FOLDERS.append(folder)
    forget_catalogues()


def remove_catalogues(folder: Path) -> None:
    if folder in _FOLDERS[2:]:
        _FOLDERS.remove(folder)
    forget_catalogues()


def forget_catalogues() -> None:
    languages.cache_clear()
    catalogue.cache_clear()
    messages.cache_clear()


@cache
def catalogue(lang: str) -> NullTranslations:
    """``lang``'s compiled catalogues, merged (English: the messages as written)."""
    loaded: NullTranslations = Translations.load(str(_TRANSLATIONS), [lang])
    for folder in _FOLDERS[1:]:
        if (folder / lang / "LC_MESSAGES" / "messages.mo").is_file():
            more = Translations.load(str(folder), [lang])
            if isinstance(loaded, Translations) and isinstance(more, Translations):
                loaded.merge(more)
            else:
                loaded = more
    return loaded


class Messages:
    """One language's catalogue, typed: ``messages(lang).pgettext("seat", "you")`` (the call
    names are gettext's, so ``translate update`` still finds the messages written so)."""

    def __init__(self, translations: NullTranslations) -> None:
        self._translations = translations

    def gettext(self, message: str) -> str:
        return str(self._translations.ugettext(message))

    def pgettext(self, context: str, message: str) -> str:
        return str(self._translations.upgettext(context, message))


@cache
def messages(lang: str) -> Messages:
    """``lang``'s catalogue for looking names up (``Messages``)."""
    return Messages(catalogue(lang))


def translated(lang: str, message: str) -> str:
    """``message``'s msgstr in ``lang``, its particle marks (``{을}``) filled; a message a
    shipped language's catalogue lacks is an error, never English passed off as that
    language (a language a test adds may leave messages out: ``say`` falls back)."""
    text = str(catalogue(lang).ugettext(message))
    if text == message and lang != SOURCE_LANGUAGE:
        raise LookupError(f"no {lang} message for {message!r} in {_TRANSLATIONS}")
    return fill_particles(text)


def say(lang: str, message: str, **values: Any) -> str:
    """``message`` in ``lang`` (English: as written), ``values`` filled in and the Korean
    particles marked after them (``%(card)s{은}``) fitted to what fills them."""
    text = str(catalogue(lang).ugettext(message))
    return fill_particles(text % values if values else text)
