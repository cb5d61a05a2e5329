"""A rule question as facts (issue 28): the rules in play (every house rule the answer hangs
on) and the question asked of the stored table, checked against the item's rules and
question; the choices' labels from the catalogue."""

from __future__ import annotations

from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.rule_question_facts import prompt_facts
from tutor.web.explanation import option_label, prompt_texts


def _item(question: dict[str, Any], **fields: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": f"t/{question['type']}",
        "kind": "rule-questions",
        "variant": "standard",
        "question": question,
        **fields,
    }
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


def _sits_out() -> dict[str, Any]:
    """West deals and picks up the K♣; East takes the hand alone."""
    return _item(
        {"caller": 3, "dealer": 3, "type": "partner-alone-sits-out", "upcard": "KC"},
        variant_options={"partner_may_take_alone": True},
        choices=["west", "east", "north", "south"],
        answer=["west"],
    )


def test_a_partner_takeover_reads_as_the_bank_wrote_it() -> None:
    assert prompt_texts(_sits_out()) == {
        "en": "Rules: standard Euchre (the maker's partner may take the hand alone). West "
        "deals. In round one West picks up the K♣; then East, West's partner, takes the hand "
        "to play it alone. Who sits out?",
        "ko": "규칙: 표준 유커(메이커의 파트너가 혼자 하기를 넘겨받을 수 있음). 서쪽이 "
        "딜러입니다. 첫 바퀴에서 서쪽이 턴업 K♣을 가져가기로 했습니다. 그러자 서쪽의 파트너 "
        "동쪽이 이 판을 넘겨받아 혼자 합니다. 쉬는 사람은?",
    }
    assert option_label(_sits_out(), "east", "ko") == "동쪽"


def test_a_stuck_dealer_weighs_two_suits_with_the_particles_they_need() -> None:
    q = {
        "dealer": 3,
        "hand": ["TH", "AC", "TS", "JH", "JS"],
        "suits": ["C", "S"],
        "type": "higher-trumps-suit",
        "upcard": "AH",
    }
    item = _item(q, choices=["C", "S"], answer=["S"])
    texts = prompt_texts(item)
    assert texts["en"].startswith("Rules: standard Euchre (stick the dealer). West deals;")
    assert (
        "West holds 10♥, A♣, 10♠, J♥ and J♠. Clubs or spades would give West 2 trumps"
        in (texts["en"])
    )
    assert "서쪽의 손패는 10♥, A♣, 10♠, J♥, J♠입니다. 클럽과 스페이드 중" in texts["ko"]
    assert option_label(item, "S", "en") == "♠ Spades"
    assert option_label(item, "C", "ko") == "♣ 클럽"


def test_a_false_question_fact_is_named() -> None:
    item = _sits_out()
    assert first_false_fact(item) is None
    item["question"] = {**item["question"], "type": "partner-may-take"}
    assert first_false_fact(item) == ("prompt ask/rule-question: the question is partner-may-take")
    item = _sits_out()
    item["variant_options"] = {}  # the house rule the question hangs on is gone
    assert str(first_false_fact(item)).startswith("prompt ask/house-rules: the rules are")
