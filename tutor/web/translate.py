"""``flask translate``: extract, update and compile the message catalogues.

Runs Babel's own command line in-process, so no ``pybabel`` executable is needed.
"""

from __future__ import annotations

from pathlib import Path

import click
from babel.messages.frontend import CommandLineInterface

PACKAGE_DIR = Path(__file__).resolve().parent.parent
PROJECT_DIR = PACKAGE_DIR.parent
TRANSLATIONS = PACKAGE_DIR / "translations"
POT = PROJECT_DIR / "messages.pot"


def _pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])  # type: ignore[no-untyped-call]


def extract_messages(pot: Path = POT) -> None:
    """Every translatable message of ours into ``pot`` (the classes part has its own)."""
    _pybabel(
        "extract",
        "-F",
        str(PROJECT_DIR / "babel.cfg"),
        "-k",
        "_l",
        "--no-location",
        "--sort-output",
        # The classes part keeps its own catalogue in tutor/classes/translations.
        "--ignore-dirs",
        "classes tests .* ._ __pycache__ build dist",
        "-o",
        str(pot),
        str(PROJECT_DIR),  # babel.cfg picks tutor/**.py and templates/**.html from here
    )


@click.group()
def translate() -> None:
    """Translation and localisation commands (run in a checkout)."""


@translate.command()
def update() -> None:
    """Extract new messages and merge them into every language's .po file."""
    extract_messages()
    try:
        _pybabel("update", "-i", str(POT), "-d", str(TRANSLATIONS), "--no-fuzzy-matching")
    finally:
        POT.unlink(missing_ok=True)


@translate.command()
@click.argument("lang")
def init(lang: str) -> None:
    """Start a catalogue for a new language."""
    extract_messages()
    try:
        _pybabel("init", "-i", str(POT), "-d", str(TRANSLATIONS), "-l", lang)
    finally:
        POT.unlink(missing_ok=True)


@translate.command(name="compile")
def compile_catalogues() -> None:
    """Compile every .po file into the .mo the app reads."""
    _pybabel("compile", "-d", str(TRANSLATIONS))
