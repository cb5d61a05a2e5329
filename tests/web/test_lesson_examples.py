"""The second edition's blocks on a page: the whole-hand step-through, deal diagrams and
measured tables, in English and Korean, with no inline script or style."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask import Flask

from tutor.course.curriculum import LessonBlockError, default_lessons_dir, load_lesson
from tutor.course.rendering import render_markdown
from tutor.course.table_words import NOTES
from tutor.course.tables import load_table, say

FRONT = (
    "---\nslug: t\ntitle: T\norder: 1\nlevel: beginner\nvariant: standard\n"
    "summary: s\nquiz_sets: trick-winner-basics\n---\n"
)


def render(app: Flask, path: Path, lang: str) -> str:
    with app.test_request_context(f"/?lang={lang}"):
        return str(render_markdown(load_lesson(path, lang), lang).html)


@pytest.fixture
def course_app(app_factory: object) -> Flask:
    made: Flask = app_factory(LESSONS_DIR=default_lessons_dir())  # type: ignore[operator]
    return made


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_worked_hand_page_lists_every_step_with_labelled_cards(
    course_app: Flask, lang: str
) -> None:
    page = course_app.test_client().get(f"/lessons/a-full-hand?lang={lang}")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert html.count("<h1") == 1
    steps = re.findall(r'<li class="handplay-step step-(\w+)"', html)
    assert steps == ["deal", "call", "call", "call", "discard"] + ["trick"] * 5 + ["score"]
    assert 'aria-live="polite"' in html
    assert re.search(r'<div class="handplay-controls" data-controls hidden>', html)
    # A strict content security policy: no style attributes, no inline scripts.
    body = html.split('<div class="lesson-body">', 1)[1].split("</article>", 1)[0]
    assert "style=" not in body
    assert "<script" not in body
    cards = re.findall(r'<span class="card [^"]*" role="img" aria-label="([^"]+)"', body)
    assert len(cards) > 60
    assert all(cards)


def test_the_score_step_comes_from_the_engine(course_app: Flask) -> None:
    html = course_app.test_client().get("/lessons/a-full-hand?lang=en").get_data(as_text=True)
    score = re.search(r'<li class="handplay-step step-score".*?</li>', html, re.S)
    assert score
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", score.group(0)))
    assert "Tricks: North–South 4, East–West 1." in text
    assert "Points: North–South 1, East–West 0" in text
    assert "next dealer: North" in text


@pytest.mark.parametrize(
    ("lang", "heading", "method"),
    [
        ("en", "Next: net points", "Random deals from a fixed seed"),
        ("ko", "넥스트: 순득점", "고정 시드로 뽑은 무작위 딜"),
    ],
)
def test_a_table_block_renders_the_measured_table_with_its_method(
    app: Flask, tmp_path: Path, lang: str, heading: str, method: str
) -> None:
    path = tmp_path / lang / "t.md"
    path.parent.mkdir()
    path.write_text(FRONT + "## Numbers\n\n```table\nname: next-vs-reverse\n```\n", "utf-8")
    html = render(app, path, lang)
    table = load_table("next-vs-reverse")
    assert f'<th scope="col">{heading}</th>' in html
    assert method in html
    first = table["rows"][0]["next"]
    assert f"{first['mean']:+.2f}" in html
    assert f"n={first['n']}" in html
    assert html.count("<tr>") == len(table["rows"]) + 1


def test_an_unknown_table_is_a_block_error(app: Flask, tmp_path: Path) -> None:
    path = tmp_path / "en" / "t.md"
    path.parent.mkdir()
    path.write_text(FRONT + "```table\nname: nonsense\n```\n", "utf-8")
    with pytest.raises(LessonBlockError, match="'name: nonsense' is no measured table"):
        render(app, path, "en")


@pytest.mark.parametrize(("lang", "label"), [("en", "a mistake"), ("ko", "실수")])
def test_a_play_marked_as_a_mistake_says_so_in_words(
    course_app: Flask, tmp_path: Path, lang: str, label: str
) -> None:
    # The a-loner-hand deal: East's A♦ lead is the mistake the text is about.
    body = (
        "```deal\nid: d\ndealer: N\nturn-up: QS\nN: JS JC AS AH 9D\nE: AD KS KD 9H QC\n"
        "S: 9S 9C TC TH JH\nW: TD TS QD KH AC\nkitty: KC QH JD\n"
        "calls: E pass, S pass, W pass, N take up alone, N discard 9D\nshow: none\n```\n\n"
        "```trick\ndeal: d\nplays: E:AD? W:TD N:QS\ncaption: c\n```\n"
    )
    (tmp_path / lang).mkdir()
    path = tmp_path / lang / "t.md"
    path.write_text(FRONT + body, encoding="utf-8")
    html = render(course_app, path, lang)
    assert html.count(f'<span class="mistake-badge">{label}</span>') == 1
    items = re.findall(r"<li[^>]*>(.*?)</li>", html, re.S)
    marked = [item for item in items if f"({label})" in item]
    assert len(marked) == 1
    assert marked[0].startswith(("East: ", "동쪽: "))


@pytest.mark.parametrize(
    ("lang", "few", "caveat"),
    [
        ("en", "—: fewer than 20 deals in the cell", "The engine plays every deal double dummy"),
        ("ko", "—: 그 칸의 딜이 20개보다 적어", "엔진은 모든 딜을 더블 더미로 칩니다"),
    ],
)
def test_a_small_cell_shows_a_dash_and_every_table_the_double_dummy_caveat(
    app: Flask, tmp_path: Path, lang: str, few: str, caveat: str
) -> None:
    path = tmp_path / lang / "t.md"
    path.parent.mkdir()
    path.write_text(FRONT + "## Numbers\n\n```table\nname: alone-by-shape\n```\n", "utf-8")
    html = render(app, path, lang)
    small = [
        cell
        for row in load_table("alone-by-shape")["rows"]
        for cell in (row["alone"], row["partner"])
        if cell["mean"] is None
    ]
    assert small
    cells = re.findall(r'<td class="num">(.*?)</td>', html, re.S)
    dashes = [cell for cell in cells if cell.startswith("—")]
    assert len(dashes) == len(small)
    assert all(f'<span class="count">n={cell["n"]}</span>' in html for cell in small)
    notes = re.findall(r'<p class="table-note">(.*?)</p>', html, re.S)
    # The cells too small to show, where intervals stop, how a constant cell's interval is
    # made (a note on the method, as the bounds are), then the double-dummy caveat.
    assert len(notes) == 4
    assert notes[0].startswith(few)
    assert notes[3].startswith(caveat)
    assert "41%" in notes[3]
    assert say(NOTES["constant"], lang) in notes[2]
