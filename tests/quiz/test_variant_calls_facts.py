"""The British and three-hand calls' explanation facts (tutor.quiz.kinds.variant_calls.facts
and british_facts): each holds on the position it was made from and is named false on
another; the words they render to (tutor.web.explanation.variant_calls, british_calls).
Positions in card codes."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from tests.quiz.bank_items import bank_items
from tutor.quiz.explaining import fact_name, facts_json, first_false_fact
from tutor.quiz.kinds.lone_dispute import DisputedLoner
from tutor.quiz.kinds.variant_calls.british_facts import (
    BennyNamedBlind,
    BritishCounterNote,
    BritishTurnUp,
    OppositeDealer,
    british_counter_fact,
    british_facts,
)
from tutor.quiz.kinds.variant_calls.facts import (
    BestCall,
    CallPoints,
    MakerAloneCall,
    MakerAlonePass,
    OtherSuitHolding,
    StuckDealerSuit,
    SuitEdge,
    ThreeHandTurnUp,
    TrumpHolding,
    TurnedDownSuit,
    VariantCounterNote,
    call_facts,
    counter_fact,
    three_hand_facts,
)
from tutor.web.explanation import counter_note_text, explanation_texts

_LABELS = {
    "pass": {"en": "Pass", "ko": "패스"},
    "order-up": {"en": "Order it up", "ko": "오더업"},
    "C": {"en": "Name clubs", "ko": "클럽 부르기"},
    "D": {"en": "Name diamonds", "ko": "다이아몬드 부르기"},
    "H": {"en": "Name hearts", "ko": "하트 부르기"},
}


def _item(
    hand: str, upcard: str, *, dealer: int, seat: int, round_: int, values: dict[str, float]
) -> dict[str, Any]:
    """A three-hand call at ``seat`` holding ``hand``; the best of ``values`` is the answer."""
    answer = max(values, key=lambda option: values[option])
    return {
        "id": f"test/three-hand/{hand}/{upcard}/{round_}",
        "kind": "three-hand-call",
        "variant": "three-hand",
        "dealer": dealer,
        "seat": seat,
        "hand": hand.split(),
        "upcard": upcard,
        "round": round_,
        "choices": list(values),
        "choice_labels": {o: _LABELS[o] for o in values},
        "answer": [answer],
        "principle": "S0-3",
        "evaluation": values,
        "samples": 256,
        "themes": [],
    }


def _with_facts(item: dict[str, Any]) -> dict[str, Any]:
    return {**item, "explanation_facts": facts_json(three_hand_facts(item))}


def test_an_order_up_with_a_third_trump_of_its_own() -> None:
    # Diamonds turned (10♦), West deals; South holds J♦ A♦ 7♦: two high trumps and a third.
    item = _item(
        "8S KS 7D JD AD", "TD", dealer=1, seat=2, round_=1, values={"order-up": 1.01, "pass": 0.33}
    )
    assert three_hand_facts(item) == [
        TrumpHolding("D", ("JD", "AD", "7D"), ""),
        ThreeHandTurnUp("TD", 2, 1, 0),
        MakerAloneCall((), ("JD", "AD"), ("7D",), (), False, "", False, False),
        CallPoints(256, (("order-up", 1.01), ("pass", 0.33)), 3),
        BestCall("order-up"),
    ]
    assert first_false_fact(_with_facts(item)) is None
    assert TrumpHolding("D", ("JD", "AD"), "").check(item) is not None
    assert MakerAloneCall((), ("JD", "AD"), ("KS",), (), False, "", False, False).check(item)
    assert BestCall("pass").check(item) == "the answer is order-up"
    texts = explanation_texts(_with_facts(item))
    assert (
        texts["en"]
        .splitlines()[2]
        .endswith(
            "Here the J♦ and the A♦ are two high trumps, and your 7♦ (a third trump) can give you "
            "the third trick: order it up."
        )
    )
    ko = texts["ko"].splitlines()[2]
    # One maker alone against two: 메이커, never a side (메이커 쪽, issue 30).
    assert ko.startswith("혼자서 두 상대와 맞서는 메이커는 ")
    assert ko.endswith(
        "여기서는 J♦, A♦가 에이스 이상의 으뜸패 두 장이고, 세 번째 으뜸패인 7♦이 세 번째 "
        "트릭이 될 수 있으니 오더업합니다."
    )


def test_a_pass_with_two_high_trumps_and_no_third_trick() -> None:
    # Hearts turned (K♥), North deals; West holds J♥ J♦ and nothing else: S0-3's two
    # high trumps, which with no partner do not decide (a counter-example).
    item = _item(
        "9S TS 9C QC JH", "KH", dealer=0, seat=2, round_=1, values={"pass": 0.61, "order-up": -1.9}
    )
    item = {**item, "hand": ["9S", "TS", "9C", "JD", "JH"], "counter_example": True}
    item["counter_theme"] = "two-high-trumps"
    assert MakerAlonePass(("JH", "JD"), (), (), 2, False) in three_hand_facts(item)
    note = counter_fact(item, "two-high-trumps")
    assert note == VariantCounterNote("two-high-trumps", "three-hand", (), 0)
    assert note.check(item) is None
    assert VariantCounterNote("two-high-trumps", "gives-way", (), 0).check(item) is not None
    assert MakerAlonePass(("JH",), (), (), 2, False).check(item) is not None
    stored = {**item, "explanation_facts": facts_json([note, *three_hand_facts(item)])}
    assert first_false_fact(stored) is None
    assert (counter_note_text(stored, "en") or "").endswith(
        "does not carry over to three-hand Euchre: there is no partner, so every trick must "
        "come from your own hand."
    )


def test_the_stuck_dealer_names_the_suit_with_the_right_bower() -> None:
    # Spades turned down; North deals and is stuck: hearts (J♥ 10♥) and clubs (J♠ K♣) tie
    # on both counts, and hearts hold the right bower.
    item = _item(
        "9S JS KC TH JH",
        "KS",
        dealer=0,
        seat=0,
        round_=2,
        values={"H": -0.75, "C": -1.65, "D": -1.82},
    )
    facts = three_hand_facts(item)
    assert facts[:5] == [
        TurnedDownSuit("S"),
        TrumpHolding("H", ("JH", "TH"), ""),
        StuckDealerSuit("H", ("JH", "TH"), 1, ("C",)),
        SuitEdge("C", ("JS", "KC"), "H", "right-bower", ("JH",), 0, False),
        OtherSuitHolding("D", ("JH",), 1, "H", True),
    ]
    assert first_false_fact(_with_facts(item)) is None
    assert StuckDealerSuit("H", ("JH", "TH"), 1, ()).check(item) is not None
    assert SuitEdge("C", ("JS", "KC"), "H", "more-trumps", ("JH",), 0, False).check(item)
    lines = explanation_texts(_with_facts(item))
    assert lines["en"].splitlines()[3] == (
        "Clubs would give you J♠, K♣, but hearts give you the J♥ as the right bower."
    )
    assert lines["ko"].splitlines()[4] == (
        "다이아몬드를 부르면 으뜸패는 J♥이고 에이스 이상은 1장입니다. 그래서 하트를 부릅니다."
    )


def test_no_three_hand_explanation_calls_the_maker_a_side() -> None:
    # Issue 30: one maker plays alone against two; Korean 메이커 쪽 reads as a team.
    items = bank_items("three-hand-calling")
    assert all("explanation_facts" in item and "explanation" not in item for item in items)
    for item in items:
        assert "메이커 쪽" not in explanation_texts(item)["ko"], item["id"]


# -- British ----------------------------------------------------------------------------------


_BRITISH_LABELS = {
    "pass": {"en": "Pass", "ko": "패스"},
    "alone": {"en": "Take it up and go alone", "ko": "테이크업하고 혼자 하기"},
    "with-partner": {"en": "Play with your partner", "ko": "파트너와 함께 하기"},
}


def _british(
    hand: str, upcard: str, *, dealer: int, seat: int, values: dict[str, float]
) -> dict[str, Any]:
    """A British round-one call at ``seat``; the best of ``values`` is the answer (A-9)."""
    answer = max(values, key=lambda option: values[option])
    return {
        "id": f"test/british/{hand}/{upcard}",
        "kind": "british-call",
        "variant": "british",
        "dealer": dealer,
        "seat": seat,
        "hand": hand.split(),
        "upcard": upcard,
        "round": 1,
        "choices": list(values),
        "choice_labels": {o: _BRITISH_LABELS[o] for o in values},
        "answer": [answer],
        "principle": "A-9",
        "evaluation": values,
        "samples": 256,
        "confirm": {"samples": 256, "margin": 0.64, "lower_bound": 0.34},
        "themes": [],
    }


def test_opposite_the_dealer_four_trumps_in_doubt_still_go_alone() -> None:
    # Spades turned (9♠), South deals; North (his partner) holds J♠ K♠ A♠ Q♥ 10♦ and may
    # accept the 9♠ only alone: four trumps, the Benny and J♣ out above the A♠.
    item = _british("JS KS AS QH TD", "9S", dealer=2, seat=0, values={"alone": 1.02, "pass": 0.38})
    facts = british_facts(item)
    assert facts[:2] == [
        TrumpHolding("S", ("JS", "AS", "KS", "9S"), "9S"),
        BritishTurnUp("9S", False),
    ]
    lone = facts[2]
    assert isinstance(lone, OppositeDealer)
    assert (lone.case, lone.lack, lone.out, lone.second, lone.loser, lone.discarded) == (
        "doubt",
        "outranked",
        ("JO", "JC"),
        "AS",
        "QH",
        "TD",
    )
    assert first_false_fact({**item, "explanation_facts": facts_json(facts)}) is None
    assert replace(lone, out=("JO",)).check(item) is not None
    assert replace(lone, case="marches").check(item) is not None
    assert BritishTurnUp("9S", True).check(item) is not None
    note = british_counter_fact(
        {**item, "counter_theme": "partner-must-go-alone"}, "partner-must-go-alone"
    )
    assert note == BritishCounterNote("partner-must-go-alone", "opposite-dealer", "", True)
    texts = explanation_texts({**item, "explanation_facts": facts_json(facts)})
    assert (
        "but the Benny and J♣ rank above your A♠ and can each take a trick from you, and your "
        "fifth card, the Q♥, is neither an ace nor a trump, so a march alone is in doubt"
    ) in texts["en"]
    assert (
        "베니와 J♣은 당신의 A♠보다 높아 각각 트릭을 가져갈 수 있고, 다섯 번째 카드인 Q♥은 "
        "에이스도 으뜸패도 아닙니다."
    ) in texts["ko"]


def test_the_benny_dealer_short_of_a_lone_hand_plays_with_his_partner() -> None:
    # The Benny turned: East deals, named spades blind, holds 9♠ Q♥ Q♦ K♦ A♦ and the Benny.
    item = {
        **_british(
            "9S QH QD KD AD JO",
            "JO",
            dealer=1,
            seat=1,
            values={"with-partner": 0.28, "alone": -0.78},
        ),
        "blind_trump": "S",
        "trump": "S",
        "maker": 1,
        "upcard_taken": True,
        "choice_labels": {
            "alone": {"en": "Go alone", "ko": "혼자 하기"},
            "with-partner": {"en": "Play with your partner", "ko": "파트너와 함께 하기"},
        },
    }
    facts = british_facts(item)
    benny = facts[1]
    assert isinstance(benny, BennyNamedBlind)
    assert (benny.named, benny.case, benny.trumps, benny.discarded) == (
        "S",
        "no-hand",
        ("JO", "9S"),
        "QH",
    )
    assert first_false_fact({**item, "explanation_facts": facts_json(facts)}) is None
    assert replace(benny, case="alone").check(item) is not None
    assert replace(benny, named="H").check(item) is not None
    ko = explanation_texts({**item, "explanation_facts": facts_json(facts)})["ko"].splitlines()[1]
    assert ko.endswith(
        "Q♥을 버려도 으뜸패는 2장(베니, 9♠)뿐이고, 다른 무늬는 Q♦, K♦, A♦입니다. 어느 경우에도 "
        "해당하지 않습니다. 혼자 세 트릭이나 네 트릭을 가져와도 파트너와 함께 할 때보다 점수가 "
        "많지 않으니 파트너와 함께 합니다."
    )


# Each fact class on a position where the explanation states it: true there, and false once
# one of its values is changed (hand, turn-up, dealer, seat, round, values, principle).
_STATED = [
    ("british", "9S JS QS QH JD", "AC", 0, 2, 1, {"alone": -1.93, "pass": -0.74}, "A-9",
     "every-choice-loses", {"case": "stuck"}),
    ("british", "TS JS AC JH JD", "9C", 2, 0, 1, {"alone": -1.2, "pass": -0.11}, "A-9",
     "variant-call/round-two-chance", {"first": True}),
    ("british", "JS QS TD QD AD", "JC", 1, 2, 1, {"alone": 0.23, "order-up": 0.57, "pass": -0.21},
     "S0-3", "british-call-rule", {"case": "plain"}),
    ("british", "JS QS TD QD AD", "JC", 1, 2, 1, {"alone": 0.23, "order-up": 0.57, "pass": -0.21},
     "S0-3", "variant-call/not-alone", {"held": ("JC",)}),
    ("british", "QS 9C JC AC QD", "9D", 1, 3, 2,
     {"C": 0.77, "C-alone": -0.04, "H": -1.18, "H-alone": -2.0, "S": -0.11, "S-alone": -1.47,
      "pass": -0.24}, "S0-3", "british-round-two", {"ace": True}),
    ("british", "QS 9C JC AC QD", "9D", 1, 3, 2,
     {"C": 0.77, "C-alone": -0.04, "H": -1.18, "H-alone": -2.0, "S": -0.11, "S-alone": -1.47,
      "pass": -0.24}, "S0-3", "other-suit-holding", {"high": 2}),
    ("british", "QS 9C JC AC QD", "9D", 1, 3, 2,
     {"C": 0.77, "C-alone": -0.04, "H": -1.18, "H-alone": -2.0, "S": -0.11, "S-alone": -1.47,
      "pass": -0.24}, "S0-3", "round-two-pass", {"suit": ""}),
    ("british", "AS TC JH JD JO", "AH", 0, 1, 1, {"alone": 4.0, "order-up": 2.0, "pass": 2.66},
     "A-9", "lone-goes", {"discarded": "AS"}),
    ("british", "AS TC JH JD JO", "AH", 0, 1, 1, {"alone": 4.0, "order-up": 2.0, "pass": 2.66},
     "A-9", "variant-call/strong-pass", {"march": 2}),
    ("british", "JS KS JC AH JO", "9D", 3, 3, 2,
     {"C": 1.4, "C-alone": 2.03, "H": 0.13, "H-alone": -1.31, "S": 1.93, "S-alone": 3.78,
      "pass": 0.0}, "A-9", "suit-edge", {"against": 3}),
    ("british", "JC KS QS TS AH", "9S", 0, 0, 1, {"alone": 1.5, "order-up": 1.0, "pass": 0.2},
     "A-9", "disputed-loner", {"margin": 0.6}),
    ("british", "9H TH QC KD 9D", "9S", 0, 1, 1, {"alone": -1.5, "order-up": -0.5, "pass": 0.2},
     "A-9", "lone-rule", {"made_alone": 2}),
    ("british", "JS AS KD QD 9H", "9S", 0, 0, 1, {"alone": -0.5, "order-up": 0.8, "pass": 0.2},
     "A-11", "dealer-count", {"case": "short"}),
    ("three-hand", "7S 9S JS 8D 9D", "AC", 2, 2, 1, {"order-up": -1.98, "pass": -0.58}, "A-11",
     "dealer-count-alone", {"count": 3}),
    ("three-hand", "7S 9S JS 8D 9D", "AC", 2, 2, 1, {"order-up": -1.98, "pass": -0.58}, "A-11",
     "stuck-later", {"suit": "D"}),
    ("three-hand", "JS JC QC 8H QH", "9C", 1, 0, 1, {"order-up": 0.73, "pass": 0.31}, "S0-3",
     "maker-alone-call", {"extra": ("8H",)}),
]  # fmt: skip


@pytest.mark.parametrize(
    (
        "variant",
        "hand",
        "upcard",
        "dealer",
        "seat",
        "round_",
        "values",
        "principle",
        "name",
        "changed",
    ),
    _STATED,
)
def test_each_fact_holds_where_stated_and_fails_when_changed(
    variant: str,
    hand: str,
    upcard: str,
    dealer: int,
    seat: int,
    round_: int,
    values: dict[str, float],
    principle: str,
    name: str,
    changed: dict[str, Any],
) -> None:
    item = {
        "id": f"test/{variant}/{hand}/{upcard}/{name}",
        "kind": f"{variant}-call",
        "variant": variant,
        "dealer": dealer,
        "seat": seat,
        "hand": hand.split(),
        "upcard": upcard,
        "round": round_,
        "choices": list(values),
        "answer": [max(values, key=lambda option: values[option])],
        "principle": principle,
        "evaluation": values,
        "samples": 256,
        "confirm": {"samples": 256, "margin": 0.5, "lower_bound": 0.2},
    }
    fact = next(f for f in call_facts(item) if fact_name(f) == name)
    assert fact.check(item) is None
    assert replace(fact, **changed).check(item) is not None


def test_a_british_loner_without_a_top_card_states_the_shared_disputed_loner() -> None:
    # Spades turned (9♠), North deals and orders it up alone: J♣ K♠ Q♠ 10♠ hold no J♠,
    # A♠ nor the Benny. The fact is every calling kind's DisputedLoner, made again by
    # DISPUTED_MAKERS["british-call"]; British calls count no lone outcomes.
    values = {"alone": 1.5, "order-up": 1.0, "pass": 0.2}
    item = {
        "id": "test/british/disputed",
        "kind": "british-call",
        "variant": "british",
        "dealer": 0,
        "seat": 0,
        "hand": ["JC", "KS", "QS", "TS", "AH"],
        "upcard": "9S",
        "round": 1,
        "choices": list(values),
        "choice_labels": {o: _LABELS.get(o, {"en": "Go alone", "ko": "혼자 하기"}) for o in values},
        "answer": ["alone"],
        "principle": "A-9",
        "evaluation": values,
        "samples": 256,
        "themes": [],
        "confirm": {"samples": 256, "margin": 0.5, "lower_bound": 0.2},
    }
    fact = DisputedLoner(True, True, 2, 256, 0.5, 0.2, 99, None, None)
    assert fact in british_facts(item)
    assert fact.check(item) is None
    assert replace(fact, other_choices=1).check(item) is not None
    texts = explanation_texts({**item, "explanation_facts": facts_json(british_facts(item))})
    assert (
        "without the right bower, the ace of trump or the Benny, and this hand holds none of "
        "them. The numbers favour it here: on 256 fresh deals of the unseen cards, going alone "
        "beat every other choice, the best call with your partner included: the nearest of "
        "them by +0.50 points a deal on average, and each by at least +0.20 at 99% confidence."
    ) in texts["en"]
    assert "alone you march" not in texts["en"]
    assert "이 손패에는 셋 다 없습니다" in texts["ko"]
    assert "가장 가까운 선택보다 한 판 평균 +0.50점 높고" in texts["ko"]


def test_a_dealer_with_six_trumps_names_each_beyond_the_top_two() -> None:
    # Clubs turned (J♣); the three-hand dealer holds K♣ 10♣ 8♣ A♣ Q♣: six trumps with the
    # turn-up, the J♣ and A♣ high, four more to make the third trick.
    item = _item(
        "KC TC 8C AC QC", "JC", dealer=0, seat=0, round_=1, values={"order-up": 1.5, "pass": -0.4}
    )
    item["principle"] = "A-11"
    call = next(f for f in three_hand_facts(item) if isinstance(f, MakerAloneCall))
    assert call.extra == ("KC", "QC", "TC", "8C")
    assert call.counted
    texts = explanation_texts(_with_facts(item))
    assert (
        "your K♣ and Q♣ and 10♣ and 8♣ (a third, a fourth, a fifth, a sixth trump) can give you"
        in texts["en"]
    )
    assert "세 번째, 네 번째, 다섯 번째, 여섯 번째 으뜸패인 K♣, Q♣, 10♣, 8♣" in texts["ko"]
