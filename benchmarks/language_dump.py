"""Everything the app writes in each language, to one text file: for diffing before and
after a change that must not alter a word (issue 28 item 2: the per-language branches
moved into ``tutor.grammar``; the dump before and after was byte-identical).

For every committed item: its prompt, explanation, counter-example note, each choice's
label and every wrong choice's feedback (as the answer page says it); each lesson's
rendered HTML; the board's reasons for every message it knows; and the main pages
(request tokens blanked), in every language given.

    PYTHONPATH=$PWD python3 benchmarks/language_dump.py --out /tmp/dump-before.txt
    PYTHONPATH=$PWD python3 benchmarks/language_dump.py --out /tmp/dump-after.txt --lang ko
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

import click

from tutor import create_app
from tutor.board.reasons import MESSAGES, reason_in
from tutor.course.curriculum import default_lessons_dir
from tutor.course.rendering import render_lesson
from tutor.quiz import grade, load_catalogue
from tutor.quiz.bank import default_quiz_dir
from tutor.quiz.feedback.card_play import card_feedback
from tutor.quiz.feedback.choices import wrong_choices
from tutor.web import content
from tutor.web.explanation import counter_note_text, explanation_text, option_label, prompt_text
from tutor.web.feedback import feedback_text, mistake_text

# Per-request values a page carries (its CSRF token, its script nonce).
_TOKENS = re.compile(r'(name="(?:csrf_token|token)"[^>]*value="|nonce="|"X-CSRFToken": ")[^"]*')
PAGES = (
    "/",
    "/lessons/",
    "/quizzes/",
    "/quizzes/order-up-basics/",
    "/quizzes/order-up-basics/1",
    "/quizzes/best-play-bid/1",
    "/analyse/",
    "/play/",
    "/drill/bowers",
)
# Values for the board's messages' placeholders, so each reason reads as a sentence.
_VALUES = {
    "card": "JH",
    "seat": "2",
    "turn": "1",
    "size": "5",
    "held": "4",
    "n": "3",
    "languages": '"en", "ko"',
}


def _items(langs: tuple[str, ...]) -> Iterator[str]:
    app = _app()
    for quiz_set in load_catalogue():
        for item in quiz_set.items:
            for lang in langs:
                with app.test_request_context(f"/?lang={lang}"):
                    prompt = prompt_text(item.data, lang)
                    yield f"== {quiz_set.id}/{item.id} {lang} prompt\n{prompt}"
                    yield f"-- explanation\n{explanation_text(item.data, lang)}"
                    yield f"-- note\n{counter_note_text(item.data, lang)}"
                    for code in item.choices:
                        yield f"-- label {code}: {option_label(item.data, str(code), lang)}"
                    for as_item, choice in wrong_choices(item.data):
                        if item.kind == "puzzle":  # each move is answered on its own page
                            said = feedback_text(card_feedback(as_item, choice), as_item, lang)
                        else:
                            said = mistake_text(grade(item, [choice]).mistake, item.data, lang)
                        yield f"-- feedback {choice}\n{said}"


_made: list[object] = []


def _app():  # type: ignore[no-untyped-def]
    if not _made:
        folder = Path(tempfile.mkdtemp(prefix="language-dump-"))
        _made.append(
            create_app(
                {
                    "TESTING": True,
                    "SECRET_KEY": "dump",
                    "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'dump.sqlite'}",
                    "QUIZ_DIR": default_quiz_dir(),
                    "LESSONS_DIR": default_lessons_dir(),
                    "RATELIMIT_STORAGE_URI": "memory://",
                }
            )
        )
    return _made[0]


def _lessons(langs: tuple[str, ...]) -> Iterator[str]:
    app = _app()
    for lang in langs:
        with app.test_request_context(f"/?lang={lang}"):
            for lesson in content.course(lang):
                yield f"== lesson {lesson.slug} {lang}\n{render_lesson(lesson, lang).html}"


def _board(langs: tuple[str, ...]) -> Iterator[str]:
    app = _app()
    for lang in langs:
        with app.test_request_context(f"/?lang={lang}"):
            for message in MESSAGES:
                values = {
                    name: _VALUES.get(name, "7") for name in re.findall(r"%\((\w+)\)", message)
                }
                reason = message % values if values else message
                yield f"== board {lang} {reason}\n{reason_in(lang, reason)}"


def _pages(langs: tuple[str, ...]) -> Iterator[str]:
    client = _app().test_client()  # type: ignore[attr-defined]
    for lang in langs:
        for page in PAGES:
            response = client.get(f"{page}?lang={lang}")
            text = _TOKENS.sub(r"\1", response.get_data(as_text=True))
            yield f"== page {page} {lang} {response.status_code}\n{text}"


@click.command()
@click.option("--out", type=click.Path(path_type=Path), required=True)
@click.option("--lang", "langs", multiple=True, default=("en", "ko"), show_default=True)
def main(out: Path, langs: tuple[str, ...]) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as dump:
        for part in (_items, _lessons, _board, _pages):
            for block in part(langs):
                dump.write(block + "\n")
    click.echo(f"wrote {out} ({out.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
