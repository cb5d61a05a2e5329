"""This part's own message catalogue: `tutor/classes/translations/<lang>/LC_MESSAGES/`.

The core's `flask translate` leaves `classes/` folders alone, so this part keeps its
strings apart: ``flask classes-translate update`` extracts them from `tutor/classes` and
`templates/classes` and merges them into each .po file; ``compile`` writes the .mo files
the app reads (Flask-Babel merges them with the core's catalogue).
"""

from __future__ import annotations

from pathlib import Path

import click
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

PART_DIR = Path(__file__).resolve().parent
TRANSLATIONS_DIR = PART_DIR / "translations"
# Each language this part has a catalogue for (tutor/classes/translations/<code>/).
LANGUAGES: tuple[str, ...] = tuple(
    sorted(path.parent.parent.name for path in TRANSLATIONS_DIR.glob("*/LC_MESSAGES/messages.po"))
)
KEYWORDS = {**DEFAULT_KEYWORDS, "_l": None, "lazy_gettext": None}


def templates_dir() -> Path:
    for candidate in (PART_DIR.parent.parent / "templates", PART_DIR.parent / "templates"):
        if (candidate / "classes").is_dir():
            return candidate / "classes"
    raise FileNotFoundError("no templates/classes folder beside or inside the tutor package")


def extract_messages() -> Catalog:
    """Every translatable string of this part, as a template catalogue."""
    catalog = Catalog(project="euchre-tutor classes")
    sources = [
        (PART_DIR, [("**.py", "python")]),
        (templates_dir(), [("**.html", "jinja2.ext:babel_extract")]),
    ]
    for folder, method_map in sources:
        for filename, lineno, message, comments, context in extract_from_dir(
            str(folder), method_map, keywords=KEYWORDS
        ):
            catalog.add(
                message, None, [(filename, lineno)], auto_comments=comments, context=context
            )
    return catalog


def po_path(lang: str) -> Path:
    return TRANSLATIONS_DIR / lang / "LC_MESSAGES" / "messages.po"


def read_catalogue(lang: str) -> Catalog:
    with po_path(lang).open("rb") as handle:
        return read_po(handle, locale=lang)


@click.group(name="classes-translate")
def translate() -> None:
    """The classes part's message catalogue."""


@translate.command()
def update() -> None:
    """Merge newly extracted strings into every language's .po file."""
    template = extract_messages()
    for lang in LANGUAGES:
        path = po_path(lang)
        if path.exists():
            catalog = read_catalogue(lang)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, project="euchre-tutor classes")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.fuzzy = False
        with path.open("wb") as handle:
            write_po(handle, catalog, omit_header=False, no_location=True, sort_output=True)
        click.echo(f"{path}: {sum(1 for m in catalog if m.id and not m.string)} untranslated")


@translate.command(name="compile")
def compile_catalogues() -> None:
    """Write the .mo file beside each .po file."""
    for lang in LANGUAGES:
        catalog = read_catalogue(lang)
        with po_path(lang).with_suffix(".mo").open("wb") as handle:
            write_mo(handle, catalog)
        click.echo(f"compiled {lang}")
