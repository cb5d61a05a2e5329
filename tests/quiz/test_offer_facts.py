"""order-up's explanation facts (tutor.quiz.kinds.calls.offer_facts): each check holds on
the position it was made from and names what is false on another; the words they render
to (tutor.web.explanation.offer). Positions in card codes, then every kind of fact the
banks store against another item's fact of the same kind."""

from __future__ import annotations

from typing import Any

from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import facts_json, first_false_fact, from_json
from tutor.quiz.kinds.calls.facts import CounterRule
from tutor.quiz.kinds.calls.offer import offer_from_item
from tutor.quiz.kinds.calls.offer_facts import (
    CallAnswer,
    CallRuleMoreThanMet,
    DealerTurnDown,
    NotAlone,
    OfferLoneMarch,
    OfferTrumpsHeld,
    S03Count,
    TurnUpGoes,
    TurnUpMakesTrump,
    offer_counter_fact,
    offer_facts,
)
from tutor.web.explanation import counter_note_text, explanation_texts


def _offer(hand: str, upcard: str, answer: str, principle: str, **more: Any) -> dict[str, Any]:
    """North deals; ``seat`` (East unless given) is asked about the ``upcard``. The answer
    worth 1 point, every other call nothing."""
    item: dict[str, Any] = {
        "id": f"test/order-up/{hand}/{upcard}/{more.get('seat', 1)}",
        "kind": "order-up",
        "variant": "standard",
        "dealer": 0,
        "seat": 1,
        "hand": hand.split(),
        "upcard": upcard,
        "round": 1,
        "answer": [answer],
        "principle": principle,
        "themes": [],
        "samples": 256,
        "confirm": {"samples": 256, "margin": 0.5, "lower_bound": 0.3},
        **more,
    }
    offer = offer_from_item(item)
    item["choices"] = offer.options()
    item["evaluation"] = {o: 1.0 if o == answer else 0.0 for o in offer.options()}
    facts = offer_facts(item)
    if item.get("counter_example"):
        facts = [offer_counter_fact(item, str(item["counter_theme"])), *facts]
    return {**item, "explanation_facts": facts_json(facts)}


def test_two_high_trumps_order_up_with_the_partner() -> None:
    # Hearts turned (9♥) to North; East holds J♥ J♦: two high trumps, no lone hand.
    item = _offer("JH JD 9S TC QC", "9H", "order-up", "S0-3")
    facts = offer_facts(item)
    assert facts[:5] == [
        TurnUpMakesTrump("H"),
        OfferTrumpsHeld(("JH", "JD"), False),
        TurnUpGoes("9H", 1, False, True),
        S03Count(False, ("JH", "JD"), 2, "9H", False, False, False, 2),
        NotAlone("short", ("JH", "JD"), (), None, (), (), None, 3, 4, 1, 1),
    ]
    assert facts[-1] == CallAnswer("order-up")
    assert first_false_fact(item) is None
    assert TurnUpGoes("9H", 3, False, True).check(item) is not None
    assert S03Count(True, ("JH", "JD"), 2, "9H", False, False, False, 2).check(item) is not None
    assert OfferTrumpsHeld(("JH",), False).check(item) is not None
    en, ko = (explanation_texts(item)[lang].splitlines() for lang in ("en", "ko"))
    assert en[2] == "The 9♥ would go to the dealer, the right opponent: one more trump against you."
    assert ko[2] == "9♥는 딜러인 오른쪽 상대에게 갑니다. 상대 팀 으뜸패가 한 장 늘어납니다."
    assert (
        en[3]
        == "Two high trumps make a call: you hold J♥, J♦, and your partner is good for a trick."
    )
    assert en[4].startswith("Not alone: the advice is to consider going alone")
    assert en[-1] == "Best: Order it up."


def test_the_dealer_turns_down_two_trumps() -> None:
    # North deals and holds J♠ beside the A♣ turned: two clubs counting the turn-up.
    item = _offer("JS 9S TD KD QH", "AC", "pass", "A-11", seat=0)
    facts = offer_facts(item)
    turn_down = next(f for f in facts if isinstance(f, DealerTurnDown))
    assert turn_down.trumps == ("JS", "AC")
    assert first_false_fact(item) is None
    assert DealerTurnDown("AC", ("AC",), None, (), ()).check(item) is not None
    en = explanation_texts(item)["en"]
    assert "even with the A♣ you hold only 2 trumps (J♠, A♣)" in en
    assert "with two, the rest of the hand decides" in en
    assert explanation_texts(item)["en"].splitlines()[-1] == "Best: Turn it down."


def test_a_lone_march_goes_alone() -> None:
    # Hearts turned (9♥): J♥ J♦ A♥ K♥ and the A♠ march alone.
    item = _offer("JH JD AH KH AS", "9H", "alone", "A-9")
    march = OfferLoneMarch(("JH", "JD", "AH", "KH"), True, ("AS",), None, "march", 4, 2, 1, 3, 4, 5)
    assert march in offer_facts(item)
    assert first_false_fact(item) is None
    forged = OfferLoneMarch(
        ("JH", "JD", "AH", "KH"), True, ("AS",), None, "canadian", 4, 2, 1, 3, 4, 5
    )
    assert forged.check(item) is not None
    texts = explanation_texts(item)
    assert (
        "With the top three trumps (J♥, J♦, A♥) and the K♥ too, with the A♠ on the side, go "
        "alone: a lone march scores 4 points instead of 2." in texts["en"]
    )
    assert "혼자 전승하면 2점이 아니라 4점입니다." in texts["ko"]


def test_a_loner_more_than_meets_a_call_rule() -> None:
    item = _offer(
        "JH JD AH KH AS",
        "9H",
        "alone",
        "A-9",
        counter_example=True,
        counter_theme="two-high-trumps",
    )
    assert offer_counter_fact(item, "two-high-trumps") == CallRuleMoreThanMet("two-high-trumps")
    assert first_false_fact(item) is None
    assert CounterRule("two-high-trumps", True).check(item) is not None
    assert "is more than met here" in (counter_note_text(item, "en") or "")


def test_every_stored_kind_of_fact_holds_and_another_items_does_not() -> None:
    items = [i.data for s in load_catalogue() for i in s.items if i.data.get("kind") == "order-up"]
    first: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
    for item in items:
        for data in item["explanation_facts"]:
            first.setdefault(data["fact"], (item, data))
    assert len(first) >= 15
    for name, (item, data) in first.items():
        assert from_json(data).check(item) is None, name
        other = next(
            (
                d
                for i in items
                if i is not item
                for d in i["explanation_facts"]
                if d["fact"] == name and {k: v for k, v in d.items()} != data
            ),
            None,
        )
        if other is not None:
            assert from_json(other).check(item) is not None, name
