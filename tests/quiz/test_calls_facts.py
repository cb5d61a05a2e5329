"""The calling kinds' explanation facts (tutor.quiz.kinds.calls.facts): each check holds on
the position it was made from and names what is false on another; the words they render
to (tutor.web.explanation.calls). Positions in card codes."""

from __future__ import annotations

from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.calls.facts import (
    CounterRule,
    DealersDiscardRule,
    DiscardAnswer,
    DiscardMakesVoid,
    ExpectedPoints,
    LoneAcesKept,
    LowestOfSuit,
    NoSingleton,
    discard_counter_fact,
    discard_facts,
)
from tutor.web.explanation import explanation_texts


def _discard(hand: str, upcard: str, answer: str, *themes: str, **more: Any) -> dict[str, Any]:
    """North deals and takes ``upcard``; East ordered it up. Every discard worth 0 but the
    answer's 1 point."""
    five = hand.split()
    return {
        "id": f"test/discard/{hand}/{upcard}",
        "kind": "discard",
        "variant": "standard",
        "dealer": 0,
        "maker": 1,
        "upcard": upcard,
        "choices": five,
        "hand": [*five, upcard],
        "answer": [answer],
        "themes": ["dealer-discard", *themes],
        "evaluation": {c: 1.0 if c == answer else 0.0 for c in five},
        "samples": 256,
        **more,
    }


def test_a_low_singleton_thrown_makes_a_void() -> None:
    # Hearts trump (K♥ turned): the K♣ is the only club.
    item = _discard("9S AS KC 9H AH", "KH", "KC", "short-suit")
    points = (("KC", 1.0), ("9H", 0.0), ("9S", 0.0), ("AH", 0.0), ("AS", 0.0))
    assert discard_facts(item) == [
        DealersDiscardRule(),
        DiscardMakesVoid("KC", "C"),
        ExpectedPoints(256, points, False),
        DiscardAnswer("KC"),
    ]
    assert first_false_fact({**item, "explanation_facts": facts_json(discard_facts(item))}) is None
    assert DiscardMakesVoid("9S", "S").check(item) == "9S is not the answer"
    assert DiscardMakesVoid("KC", "S").check(item) == "KC is not alone in S"
    assert DiscardAnswer("9S").check(item) == "the answer is KC"
    assert ExpectedPoints(512, points, False).check(item) is not None
    # Throwing the 9♥ (a trump) while plain cards are held breaks the dealer's rule.
    assert DealersDiscardRule().check({**item, "answer": ["9H"]}) == (
        "the answer breaks the dealer's rule"
    )


def test_a_lone_ace_is_kept_and_the_lowest_spade_goes() -> None:
    # Hearts trump (K♥ turned): the A♣ is alone in clubs, the spades are 9♠ A♠.
    item = _discard("9S AS AC 9H AH", "KH", "9S")
    facts = discard_facts(item)
    assert facts[1:3] == [LoneAcesKept(("AC",), "C"), LowestOfSuit("9S", "S", ("9S", "AS"))]
    assert first_false_fact({**item, "explanation_facts": facts_json(facts)}) is None
    assert LoneAcesKept(("AC", "AS"), "C").check(item) is not None
    assert LowestOfSuit("AS", "S", ("9S", "AS")).check(item) is not None
    assert NoSingleton().check(item) == "AC alone in its suit"
    # A forged answer that is not the lowest of its suit is named.
    assert LowestOfSuit("AS", "S", ("9S", "AS")).check({**item, "answer": ["AS"]}) == (
        "AS is not the lowest of 9S, AS"
    )
    texts = explanation_texts({**item, "explanation_facts": facts_json(facts)})
    assert texts["en"].splitlines()[1:3] == [
        "Your only club is the A♣: throwing it would make a void, but an ace wins a trick of "
        "its own, so keep it.",
        "The 9♠ is the lowest of your spades (9♠, A♠) and the card your hand needs least.",
    ]
    assert texts["ko"].splitlines()[1:3] == [
        "클럽은 A♣뿐이라 버리면 보이드가 되지만, 에이스는 그것만으로 트릭을 가져오는 카드이니 "
        "남겨 둡니다.",
        "9♠는 당신의 스페이드(9♠, A♠) 중 가장 낮고, 손패에서 가장 덜 필요한 카드입니다.",
    ]
    assert texts["ko"].splitlines()[-1] == "9♠를 버리세요."


def test_without_a_singleton_the_void_rule_does_not_apply() -> None:
    # Spades trump (9♠ turned): four trumps and 9♣ A♣; a counter-example to short-suit.
    item = _discard("QS KS AS 9C AC", "9S", "9C", counter_example=True, counter_theme="short-suit")
    note = discard_counter_fact(item, "short-suit")
    assert note == CounterRule("short-suit", False)
    assert NoSingleton().check(item) is None
    assert CounterRule("short-suit", True).check(item) == "the rule does not apply"
    assert CounterRule("dealer-discard", False).check(item) == "the item counters 'short-suit'"
    # A position where a low card is alone: short-suit decides it, no counter note.
    assert discard_counter_fact(_discard("9S AS KC 9H AH", "KH", "KC"), "short-suit") is None
    texts = explanation_texts({**item, "explanation_facts": facts_json([note])})
    assert texts["en"] == (
        "The usual advice — first choice: discard a singleton to create a void — asks for "
        "more than this hand holds."
    )
    assert texts["ko"] == (
        "'먼저 카드가 하나뿐인 무늬에서 그 카드를 버려 보이드를 만든다'는 원칙의 조건에 이 "
        "손패는 못 미칩니다."
    )
