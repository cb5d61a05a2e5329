"""Lesson rendering (card chips, trick and hand diagrams, sanitising) and the lesson pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select

from tests.conftest import AuthActions
from tutor.course.curriculum import LessonBlockError, load_lesson, load_lessons
from tutor.course.rendering import render_markdown
from tutor.extensions import db
from tutor.models import LessonRead

DATA = Path(__file__).parent / "data" / "lessons"


def rendered(app: Flask, slug: str, lang: str = "en") -> str:
    lesson = load_lesson(DATA / lang / f"{slug}.md", lang)
    with app.test_request_context("/"):
        return str(render_markdown(lesson, "en").html)


CHIP = re.compile(r'<span ([^>]*class="chip [^"]*"[^>]*)>([^<]*)</span>')


def chips(html: str) -> list[tuple[str, str]]:
    """(shown text, spoken label) of every card chip, whatever the attribute order."""
    found = []
    for attributes, text in CHIP.findall(html):
        label = re.search(r'aria-label="([^"]+)"', attributes)
        assert label, "a chip without a spoken label"
        found.append((text, label.group(1)))
    return found


def test_card_chips_name_the_card_and_the_bower_where_the_example_makes_one(app: Flask) -> None:
    html = rendered(app, "demo-bowers")
    labels = [label for text, label in chips(html) if text == "J♦"]
    # Before any example the trump is unknown; after the hearts-trump trick it is the left
    # bower; a new section without an example starts unknown again.
    assert labels == [
        "jack of diamonds",
        "jack of diamonds, left bower",
        "jack of diamonds",
    ]
    assert ("J♥", "jack of hearts, right bower") in chips(html)


def test_trick_block_draws_the_table_with_the_winner_marked_in_words(app: Flask) -> None:
    html = rendered(app, "demo-bowers")
    trick = re.search(r'<figure class="diagram trick".*?</figure>', html, re.S)
    assert trick
    figure = trick.group(0)
    assert 'data-winner="JD"' in figure
    seats = re.findall(r'data-seat="([NESW])"', figure)
    assert seats == ["N", "E", "S", "W"]
    east = re.search(r'<div class="seat seat-e winner" data-seat="E">.*?</div>', figure, re.S)
    assert east
    assert 'data-card="JD"' in east.group(0)
    assert "wins" in east.group(0)
    assert "played 2." in east.group(0)
    # The play list says the order and the winner for screen readers and without CSS.
    assert "East: jack of diamonds, left bower — <strong>wins the trick</strong>" in figure
    assert "so it trumps the ace" in figure


def test_hand_block_fans_the_cards_and_marks_the_legal_ones(app: Flask) -> None:
    html = rendered(app, "demo-bowers")
    hand = re.search(r'<figure class="diagram hand-diagram">.*?</figure>', html, re.S)
    assert hand
    entries = re.findall(
        r'<li class="fan-card fan-i\d fan-n\d (legal|not-legal)".*?data-card="(\w+)"',
        hand.group(0),
        re.S,
    )
    assert entries == [
        ("legal", "JD"),
        ("not-legal", "AD"),
        ("not-legal", "KS"),
        ("legal", "TH"),
        ("not-legal", "9C"),
    ]
    assert "✓ legal" in hand.group(0)
    assert "✗ not legal" in hand.group(0)


def test_markdown_html_is_sanitised_but_our_diagrams_survive(app: Flask) -> None:
    html = rendered(app, "demo-basics")
    assert "<script" not in html
    assert "onclick" not in html
    assert "javascript:" not in html
    assert "A paragraph with" in html
    assert chips(html) == [("A♠", "ace of spades")]


def test_a_wrong_block_raises_with_the_file_and_line(app: Flask, tmp_path: Path) -> None:
    bad = tmp_path / "bad-trick.md"
    bad.write_text(
        "---\nslug: bad-trick\ntitle: Bad\norder: 1\nlevel: beginner\nvariant: standard\n"
        "summary: s\nquiz_sets:\n---\nIntro.\n\n```trick\ntrump: H\n"
        "plays: N:AD E:JD S:KD W:9D\nwinner: AD\n```\n",
        encoding="utf-8",
    )
    lesson = load_lesson(bad, "en")
    with app.test_request_context("/"), pytest.raises(LessonBlockError) as raised:
        render_markdown(lesson, "en")
    assert str(bad) in str(raised.value)
    assert raised.value.line == 13
    assert "engine says J♦ wins" in str(raised.value)


def test_every_real_lesson_renders(app: Flask) -> None:
    for lang in ("en", "ko"):
        for lesson in load_lessons(lang):
            with app.test_request_context(f"/?lang={lang}"):
                html = str(render_markdown(lesson, lang).html)
            assert "EUCHRE" not in html, lesson.path  # no marker left behind
            assert "```trick" not in html, lesson.path
            assert "```hand" not in html, lesson.path


def test_lesson_page_has_toc_pager_and_try_it(client: FlaskClient) -> None:
    html = client.get("/lessons/demo-bowers").get_data(as_text=True)
    assert '<nav class="toc"' in html
    assert '<a href="#a-trick-with-the-left-bower">A trick with the left bower</a>' in html
    assert 'id="a-trick-with-the-left-bower"' in html
    assert 'rel="prev" href="/lessons/demo-basics"' in html
    assert 'rel="next" href="/lessons/demo-strategy"' in html
    assert 'hx-get="/quizzes/trick-winner-demo/"' in html
    assert 'hx-get="/quizzes/bower-rank-demo/"' in html
    assert "no-such-set" not in html  # a listed set that does not exist is left out


def test_reading_a_lesson_marks_it_read_once(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    client.get("/lessons/demo-basics")
    client.get("/lessons/demo-basics")
    with app.app_context():
        reads = list(db.session.scalars(select(LessonRead)))
    assert [(r.slug, r.lang) for r in reads] == [("demo-basics", "en")]
    course = client.get("/lessons/").get_data(as_text=True)
    basics = re.search(r'<li class="lesson-entry read" data-slug="demo-basics">', course)
    assert basics
    assert re.search(r'<li class="lesson-entry here" data-slug="demo-bowers">', course)
    assert "you are here" in course


def test_lesson_list_groups_the_course_by_level(client: FlaskClient) -> None:
    html = client.get("/lessons/").get_data(as_text=True)
    assert html.index("Beginner") < html.index("demo-basics") < html.index("demo-bowers")
    assert html.index("demo-bowers") < html.index("Intermediate") < html.index("demo-strategy")


def test_korean_lessons_and_english_fallback(client: FlaskClient) -> None:
    korean = client.get("/lessons/demo-bowers?lang=ko").get_data(as_text=True)
    assert "트럼프와 바우어" in korean
    assert 'lang="ko"' in korean
    fallback = client.get("/lessons/demo-strategy").get_data(as_text=True)  # still Korean UI
    assert "Playing low" in fallback
    assert 'class="note"' in fallback


def test_unknown_lesson_is_404(client: FlaskClient) -> None:
    assert client.get("/lessons/no-such-lesson").status_code == 404


def test_toc_titles_are_escaped_once(app: Flask, tmp_path: Path) -> None:
    from tutor.course.rendering import render_markdown as render

    path = tmp_path / "dealers-partner.md"
    path.write_text(
        "---\nslug: dealers-partner\ntitle: T\norder: 1\nlevel: beginner\nvariant: standard\n"
        "summary: s\nquiz_sets:\n---\n## The dealer's partner & <i>you</i>\n\nText.\n",
        encoding="utf-8",
    )
    with app.test_request_context("/"):
        toc = render(load_lesson(path, "en"), "en").toc
    assert [entry.title for entry in toc] == ["The dealer's partner & you"]
