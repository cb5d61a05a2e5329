"""The measured tables of the calling lesson in a real browser, in English and Korean: a
cell of too few deals reads as a dash with its count, and every table carries its notes
(the double-dummy caveat with the measured share of side aces)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import serve
from tutor.course.curriculum import default_lessons_dir
from tutor.course.tables import load_table


@pytest.fixture
def course_server(tmp_path: Path, migrated_template: Path) -> Iterator[str]:
    yield from serve(tmp_path, migrated_template, LESSONS_DIR=default_lessons_dir())


@pytest.mark.parametrize(
    ("lang", "caveat"),
    [("en", "The engine plays every deal double dummy"), ("ko", "엔진은 모든 딜을 더블 더미로")],
)
def test_the_calling_lessons_tables_show_dashes_and_the_caveat(
    course_server: str, page: Page, lang: str, caveat: str
) -> None:
    page.goto(f"{course_server}/lessons/strategy-calling?lang={lang}")
    expect(page.locator("h1")).to_have_count(1)
    tables = page.locator("figure.measured")
    expect(tables).to_have_count(3)
    share = f"{round(100 * load_table('side-aces')['rows'][0]['won']['mean'])}%"
    for index in range(3):
        notes = tables.nth(index).locator(".table-note")
        expect(notes.last).to_be_visible()
        expect(notes.last).to_contain_text(caveat)
        expect(notes.last).to_contain_text(share)
    # The 5-trump row of alone-by-shape has 15 deals: a dash and its count, no figure.
    shape = tables.nth(2)
    dashes = shape.locator("td.num", has_text="—")
    expect(dashes).to_have_count(2)
    expect(dashes.first).to_contain_text("n=15")
    expect(shape.locator(".table-note").first).to_contain_text("20")
