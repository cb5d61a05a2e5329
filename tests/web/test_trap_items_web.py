"""A trap counter-example on the web (issue 10): its note opens the explanation and, where
its answer follows no advice, the lesson link goes to the rule that does not apply there."""

from __future__ import annotations

import re
from html import unescape

import pytest
from flask import Flask

from tests.web.quiz_forms import answer
from tutor.engine import parse_card
from tutor.quiz import load_catalogue
from tutor.quiz.kinds import best_play

DEFENCE_LEAD = load_catalogue()["best-play-defence-lead"]


def _a5_trap() -> tuple[int, str, str]:
    """The first defender's trump lead once partner is out of trump: (number, answer, a
    side card the rule would lead)."""
    for number, item in enumerate(DEFENCE_LEAD.items, start=1):
        if (
            item.get("counter_theme") == "no-trump-lead-on-defence"
            and item.get("principle") is None
        ):
            s = best_play.situation_from_item(item.data)
            side = next(c for c in s.legal if not s.is_trump(c))
            return number, item.answer[0], side.code
    raise AssertionError("no A-5 trap in the bank")


def _card(code: str) -> str:
    return str(parse_card(code))


@pytest.mark.parametrize(
    ("lang", "note", "heading"),
    [
        (
            "en",
            "does not apply here: your partner has shown out of trump",
            "Don't lead trump on defence",
        ),
        ("ko", "원칙은 여기에는 해당하지 않습니다.파트너는 으뜸패를 따라 내지 못했으니", None),
    ],
)
def test_a_side_card_lead_is_wrong_and_the_note_says_why_the_rule_does_not_apply(
    real_app: Flask, lang: str, note: str, heading: str | None
) -> None:
    number, _, side = _a5_trap()
    client = real_app.test_client()
    status, html = answer(client, f"/quizzes/best-play-defence-lead/{number}?lang={lang}", side)
    assert status == 200
    assert 'data-result="incorrect"' in html
    # Sentences are elements of their own: read the text with the tags taken out.
    text = unescape(re.sub(r"<[^>]+>", "", html))
    # The slip compares the side card led with the answer's trump lead on the same
    # position (tutor/quiz/feedback): the trump versus side-card lead fact.
    slip = {
        "en": f"On defence you led a side card, the {_card(side)}; the answer leads a trump",
        "ko": f"수비하면서 다른 무늬 카드 {_card(side)}",
    }[lang]
    assert slip in text
    assert note in text
    link = re.search(r'class="lesson-link">[^<]*<a href="([^"]+)">([^<]+)</a>', html)
    assert link
    # A-5's section of the leading lesson, not a rule id.
    assert link.group(1).startswith("/lessons/strategy-leading#")
    if heading is not None:
        assert unescape(link.group(2)) == heading
    assert not re.search(r"\b(?:S0|A)-\d+\b", text)


def test_the_trump_lead_is_right(real_app: Flask) -> None:
    number, trump, _ = _a5_trap()
    status, html = answer(
        real_app.test_client(), f"/quizzes/best-play-defence-lead/{number}", trump
    )
    assert status == 200
    assert 'data-result="correct"' in html
