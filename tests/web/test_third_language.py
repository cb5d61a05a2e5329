"""A third language is a catalogue, not code (issue 28 item 2).

A pseudo-language is made at test time: every message of the package's catalogues (the
English msgids the Korean .po files translate) with its msgstr marked ``⟦…⟧``, compiled
into a temporary folder as Esperanto (``eo``: a locale Babel knows, which the app does
not ship). Added with ``tutor.catalogue.add_catalogues`` and no other change, it is served:
every kind's prompt, explanation and wrong-choice feedback, a lesson and the main pages
render in it without an error, and every sentence Python writes carries the marker (so no
English is left in code).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from flask import Flask

from tutor.catalogue import add_catalogues, languages, remove_catalogues
from tutor.course.curriculum import default_lessons_dir
from tutor.course.rendering import render_lesson
from tutor.quiz import default_quiz_dir, grade, load_catalogue
from tutor.quiz.feedback.card_play import card_feedback
from tutor.quiz.feedback.choices import wrong_choices
from tutor.web import content
from tutor.web.explanation import explanation_text, forget_rendered, option_label, prompt_text
from tutor.web.feedback import feedback_text, mistake_text

PSEUDO = "eo"
OPEN, CLOSE = "⟦", "⟧"
PACKAGE = Path(__file__).resolve().parents[2] / "tutor"
SOURCES = (
    PACKAGE / "translations" / "ko" / "LC_MESSAGES" / "messages.po",
    PACKAGE / "classes" / "translations" / "ko" / "LC_MESSAGES" / "messages.po",
)


def _marked(text: str) -> str:
    return f"{OPEN}{text}{CLOSE}"


def pseudo_catalogue(folder: Path) -> None:
    """Every message the Korean catalogues translate, its msgstr the marked English."""
    pseudo = Catalog(locale=PSEUDO, domain="messages")
    for source in SOURCES:
        with source.open("rb") as handle:
            for message in read_po(handle):
                if not message.id:
                    continue
                if isinstance(message.id, tuple | list):
                    string: Any = tuple(_marked(part) for part in message.id)
                else:
                    string = _marked(message.id)
                pseudo.add(message.id, string, context=message.context, flags=message.flags)
    target = folder / PSEUDO / "LC_MESSAGES"
    target.mkdir(parents=True)
    with (target / "messages.mo").open("wb") as handle:
        write_mo(handle, pseudo)


@pytest.fixture(scope="module")
def pseudo_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("pseudo-language")
    pseudo_catalogue(folder)
    return folder


@pytest.fixture
def pseudo_app(app_factory: Any, pseudo_folder: Path) -> Iterator[Flask]:
    add_catalogues(pseudo_folder)
    forget_rendered()
    try:
        yield app_factory(QUIZ_DIR=default_quiz_dir(), LESSONS_DIR=default_lessons_dir())
    finally:
        remove_catalogues(pseudo_folder)
        forget_rendered()


def _unmarked(text: str) -> list[str]:
    """The lines of ``text`` no catalogue message wrote a word of."""
    return [line for line in text.splitlines() if line.strip() and OPEN not in line]


def test_a_catalogue_alone_adds_a_language(pseudo_app: Flask) -> None:
    assert PSEUDO in languages()
    assert PSEUDO in pseudo_app.config["LANGUAGES"]


def test_every_kind_renders_in_the_pseudo_language(pseudo_app: Flask) -> None:
    kinds: dict[str, int] = {}
    for quiz_set in load_catalogue():
        for item in quiz_set.items[:2]:  # two items of every set: every kind, both cases
            with pseudo_app.test_request_context(f"/?lang={PSEUDO}"):
                said = [prompt_text(item.data, PSEUDO), explanation_text(item.data, PSEUDO)]
                said += [option_label(item.data, str(c), PSEUDO) or OPEN for c in item.choices]
                for as_item, choice in wrong_choices(item.data):
                    if item.kind == "puzzle":  # each move is answered on its own page
                        found = card_feedback(as_item, choice)
                        said.append(feedback_text(found, as_item, PSEUDO))
                    else:
                        mistake = grade(item, [choice]).mistake
                        said.append(mistake_text(mistake, item.data, PSEUDO) or OPEN)
            for text in said:
                assert _unmarked(text) == [], (quiz_set.id, item.id, text)
            kinds[item.kind] = kinds.get(item.kind, 0) + 1
    assert len(kinds) >= 20


def test_a_lesson_and_the_main_pages_are_served_in_it(pseudo_app: Flask) -> None:
    with pseudo_app.test_request_context(f"/?lang={PSEUDO}"):
        lesson = content.course(PSEUDO)[0]
        assert render_lesson(lesson, PSEUDO).html
    client = pseudo_app.test_client()
    for page in ("/", "/lessons/", f"/lessons/{lesson.slug}", "/quizzes/", "/analyse/", "/play/"):
        response = client.get(f"{page}?lang={PSEUDO}")
        assert response.status_code == 200, page
        html = response.get_data(as_text=True)
        assert f'lang="{PSEUDO}"' in html, page
        assert html.count(OPEN) > 5, page
    refused = client.post("/api/analyse", json={"lang": "fr"})
    assert refused.status_code == 422
    assert f'"{PSEUDO}"' in refused.get_json()["fields"]["lang"]
