"""Issue 30: where the engine found a rule of thumb almost never decides, the lessons that
teach it say so in a player's words, in both languages, and the coverage table says what
was measured, so that no lesson promises a case the engine never finds.

The numbers are the engine's: against a lone hand that the calls make real (the judge that
hears the calls, tutor/analysis/hearing.py), 1 of about 300 opening leads proved decisive
(quizzes/best-play-against-loner.toml: no item asks the opening lead); a dealer's discard of
an ace or a trump proved better in 0 of 313 random hands (quizzes/discard-dealer.toml asks
only the void and the kept ace); no lead through the maker (A-7) proved best on fresh
deals, nor a call made to block the opponents' winning loner (A-10; lessons/COVERAGE.md)."""

from __future__ import annotations

import re

import pytest

from tutor.course.curriculum import default_lessons_dir

LESSONS = default_lessons_dir()

# (lesson, the measured figure, a phrase saying what it means) per language.
MEASURED = {
    "en": [
        (
            "strategy-against-loner",
            "once in\nabout three hundred positions",
            "rarely changes the result",
        ),
        ("a-loner-hand", "once in about three hundred positions", "the usual story"),
        ("strategy-dealer", "313", "never once proved better"),
        ("strategy-leading", "none proved better", "table wisdom rather than a measured rule"),
        (
            "strategy-score",
            "never proved a\nblocking call better than a pass",
            "table wisdom, not a measured rule",
        ),
    ],
    "ko": [
        (
            "strategy-against-loner",
            "약 300개의 포지션 가운데\n한 번뿐",
            "결과를 바꾸는 일이 드뭅니다",
        ),
        ("a-loner-hand", "약 300개의\n포지션 가운데 한 번뿐", "대개 그렇습니다"),
        ("strategy-dealer", "313", "한 번도 없었습니다"),
        ("strategy-leading", "낫다고 증명된\n경우는 없었습니다", "측정된 규칙이라기보다"),
        ("strategy-score", "증명한 적이 한 번도 없고", "측정된 규칙이 아니라"),
    ],
}


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("lang", sorted(MEASURED))
def test_the_lessons_say_how_rarely_the_engine_found_the_exception(lang: str) -> None:
    for slug, figure, meaning in MEASURED[lang]:
        text = _flat((LESSONS / lang / f"{slug}.md").read_text(encoding="utf-8"))
        assert _flat(figure) in text, (lang, slug, figure)
        assert _flat(meaning) in text, (lang, slug, meaning)


def test_the_coverage_rows_of_a4_and_a8_say_what_was_measured() -> None:
    rows = {
        line.split("|")[1].strip().split()[0]: line
        for line in (LESSONS / "COVERAGE.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("| A-")
    }
    assert "1 of about 300 positions" in rows["A-8"]
    assert "0 of 313" in rows["A-4"]
