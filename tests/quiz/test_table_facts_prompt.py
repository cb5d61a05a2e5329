"""The table-facts kind's questions as facts (issue 28): the rules in play and the question,
checked against the stored rules and question; the choices' labels from the catalogue."""

from __future__ import annotations

from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.table_facts import prompt_facts
from tutor.web.explanation import option_label, prompt_texts


def _item(variant: str, question: dict[str, Any], **fields: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": f"t/{question['type']}",
        "kind": "table-facts",
        "variant": variant,
        "question": question,
        **fields,
    }
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


def test_a_canadian_loner_question_names_the_house_rule() -> None:
    q = {"type": "sits-out", "dealer": 3, "caller": 1, "alone": True}
    item = _item(
        "standard",
        q,
        variant_options={"canadian_loner": True},
        choices=["north", "east", "south", "west", "nobody"],
        answer=["west"],
    )
    assert prompt_texts(item) == {
        "en": "Rules: standard Euchre (Canadian loner). West deals. In round one East orders "
        "up the turn-up and goes alone. Who sits out this hand?",
        "ko": "규칙: 표준 유커(딜러의 파트너는 혼자만 오더업 가능). 서쪽이 딜러입니다. 첫 "
        "바퀴에서 동쪽이 턴업을 오더업하고 혼자 하기를 선언했습니다. 이번 판에서 쉬는 사람은?",
    }
    assert option_label(item, "nobody", "ko") == "아무도 없음"
    assert option_label(item, "south", "en") == "South"


def test_a_bid_question_fits_korean_particles_to_the_numbers() -> None:
    q = {"type": "bid-dealer-equal", "dealer": 2, "bidder": 0, "bid": 5}
    item = _item("bid", q, choices=["yes", "no"], answer=["yes"])
    texts = prompt_texts(item)
    assert texts["en"] == (
        "Rules: Bid Euchre. South deals. North bids 5, the others pass. May South take the "
        "contract by also bidding 5?"
    )
    assert "북쪽이 5를 비드하고" in texts["ko"]
    assert "남쪽은 똑같이 5를 비드해서" in texts["ko"]
    assert option_label(item, "no", "ko") == "아니요"


def test_a_false_question_fact_is_named() -> None:
    item = _item("standard", {"type": "trump-count", "trump": "S"}, choices=["7"], answer=["7"])
    assert prompt_texts(item)["en"] == (
        "Rules: standard Euchre. Spades are trump. How many cards in the pack are trumps?"
    )
    assert first_false_fact(item) is None
    item["question"] = {"type": "trump-count", "trump": "H"}
    assert str(first_false_fact(item)).startswith("prompt ask/table-question: the question is")
    item = _item("standard", {"type": "kitty"}, choices=["4"], answer=["4"])
    item["variant"] = "british"
    assert str(first_false_fact(item)).startswith("prompt ask/table-rules: the rules are")
