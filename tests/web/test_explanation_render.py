"""Explanations rendered from facts (tutor.web.explanation): the words in English and
Korean, the kept rendering, and the one reader every page goes through."""

from __future__ import annotations

import html
from typing import Any

from flask import Flask

from tests.web.quiz_forms import answer
from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds import legal_plays
from tutor.quiz.kinds.trick_winner import counter_fact, explanation_facts
from tutor.web.explanation import explanation_text, explanation_texts, render_explanation


def _explained(cards: str, trump: str = "D") -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": f"test/render/{cards}",
        "variant": "standard",
        "trump": trump,
        "no_trump": None,
        "trick": [{"seat": s, "card": c} for s, c in enumerate(cards.split())],
    }
    return {**item, "explanation_facts": facts_json(explanation_facts(item))}


def test_a_trick_reads_in_english_and_korean() -> None:
    texts = explanation_texts(_explained("AH JH KD 9S"))
    assert texts["en"].splitlines()[0] == "Diamonds are trump."
    assert texts["en"].splitlines()[1] == "A♥ was led, so hearts is the led suit."
    assert texts["en"].splitlines()[-1] == "J♥ wins the trick for East."
    assert texts["ko"].splitlines()[0] == "으뜸패는 다이아몬드입니다."
    assert texts["ko"].splitlines()[-1] == "J♥이 이겨서 동쪽이 트릭을 가져갑니다."


def test_the_counter_note_follows_the_position_with_its_particles() -> None:
    item = _explained("JS AS KD 9S")
    note = counter_fact(item, "left-bower")
    assert note is not None
    item["explanation_facts"] = facts_json([note, *explanation_facts(item)])
    # Stored first, read after the contract and the led suit (issue 30).
    assert explanation_text(item, "ko").splitlines()[2] == (
        "여기에는 바우어가 없습니다. 다이아몬드가 으뜸패일 때 바우어는 J♦, J♥ 두 장뿐이므로 "
        "J♠은 평범한 스페이드 카드입니다."
    )
    assert explanation_text(item, "en").splitlines()[:3] == [
        "Diamonds are trump.",
        "J♠ was led, so spades is the led suit.",
        "No bower here: with diamonds trump only J♦ and J♥ are bowers, so J♠ is a plain spade.",
    ]


def test_a_rendering_is_kept_per_item_and_refreshed_for_other_facts() -> None:
    item = _explained("AH JH KD 9S")
    first = render_explanation(item, "en")
    assert render_explanation(item, "en") is first
    other = {**item, "explanation_facts": facts_json(explanation_facts({**item, "trump": "H"}))}
    assert render_explanation({**other, "trump": "H"}, "en") != first


def test_prose_is_read_as_stored_with_english_as_the_fallback() -> None:
    item = {
        "id": "class/1/own/1",
        "explanation": {"en": "Lead trump.", "ko": "으뜸패를 리드하세요."},
    }
    assert render_explanation(item, "en") is None
    assert explanation_text(item, "ko") == "으뜸패를 리드하세요."
    assert explanation_text({"explanation": {"en": "Lead trump."}}, "ko") == "Lead trump."


def test_the_cards_that_would_renege_take_one_particle_after_the_last() -> None:
    item: dict[str, Any] = {
        "id": "test/render/legal",
        "variant": "standard",
        "trump": "D",
        "no_trump": None,
        "seat": 1,
        "hand": ["JH", "AH", "9S", "KD"],
        "trick": [{"seat": 0, "card": "QH"}],
    }
    item["explanation_facts"] = facts_json(legal_plays.explanation_facts(item))
    texts = explanation_texts(item)
    assert texts["en"].splitlines()[-1] == "Playing J♥, 9♠, K♦ would be a renege."
    # K♦ is read "다이아몬드 킹", so 을.
    assert texts["ko"].splitlines()[-1] == "J♥, 9♠, K♦을 내면 리니그(무늬 어기기)가 됩니다."


def test_an_answered_page_shows_the_explanation_rendered_in_its_language(real_app: Flask) -> None:
    item = load_catalogue()["trick-winner-basics"].items[0]
    for lang in ("en", "ko"):
        client = real_app.test_client()
        status, page = answer(client, f"/quizzes/trick-winner-basics/1?lang={lang}", item.answer[0])
        assert status == 200
        lines = explanation_texts(item.data)[lang].splitlines()
        assert len(lines) >= 3
        for line in lines:
            assert f"<li>{html.escape(line, quote=False)}</li>" in page, (lang, line)
