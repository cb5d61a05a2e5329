"""name-trump's explanation facts (tutor.quiz.kinds.calls.naming_facts): each check holds on
the position it was made from and names what is false on another; the words they render
to (tutor.web.explanation.naming). Positions in card codes, then every kind of fact the
banks store against another item's fact of the same kind."""

from __future__ import annotations

from typing import Any

from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import facts_json, first_false_fact, from_json
from tutor.quiz.kinds.calls.naming import naming_from_item
from tutor.quiz.kinds.calls.naming_facts import (
    NamedTrumps,
    NamingReason,
    TurnedDownSuit,
    naming_facts,
)
from tutor.web.explanation import explanation_texts


def _naming(hand: str, upcard: str, answer: str, principle: str, seat: int) -> dict[str, Any]:
    """North deals and turned the ``upcard`` down; ``seat`` names in round two. The
    answer worth 1 point, every other choice nothing."""
    item: dict[str, Any] = {
        "id": f"test/name-trump/{hand}/{upcard}/{seat}",
        "kind": "name-trump",
        "variant": "standard",
        "dealer": 0,
        "seat": seat,
        "hand": hand.split(),
        "upcard": upcard,
        "round": 2,
        "answer": [answer],
        "principle": principle,
        "themes": [],
        "samples": 256,
        "confirm": {"samples": 256, "margin": 0.5, "lower_bound": 0.3},
    }
    naming = naming_from_item(item)
    item["choices"] = naming.options()
    item["evaluation"] = {o: 1.0 if o == answer else 0.0 for o in naming.options()}
    return {**item, "explanation_facts": facts_json(naming_facts(item))}


def test_next_left_of_the_dealer_counts_on_the_partners_bower() -> None:
    # Spades turned down (9♠); East holds J♣ A♣ 9♣ and the A♥: next is clubs, and the J♠
    # (the left bower) may be the partner's.
    item = _naming("JC AC 9C AH TD", "9S", "C", "A-2", seat=1)
    facts = naming_facts(item)
    assert facts[0] == TurnedDownSuit("S")
    assert facts[1] == NamingReason((("a2", "C", "S", "one", "JS", "left", ""),))
    assert NamedTrumps("C", ("JC", "AC", "9C")) in facts
    assert first_false_fact(item) is None
    assert TurnedDownSuit("H").check(item) is not None
    assert NamedTrumps("C", ("JC",)).check(item) is not None
    assert NamingReason((("a2", "C", "S", "both", "", "", ""),)).check(item) is not None
    en, ko = (explanation_texts(item)[lang].splitlines() for lang in ("en", "ko"))
    assert en[0] == "Spades were turned down and cannot be named."
    assert "so your partner is likelier to hold the J♠, the left bower." in en[1]
    assert "파트너가 J♠(레프트 바우어)를 가졌을 가능성이 큽니다." in ko[1]
    assert en[2] == "With clubs trump you hold J♣, A♣, 9♣."
    assert ko[2] == "클럽을 부르면 으뜸패는 J♣, A♣, 9♣입니다."


def test_no_suit_with_two_high_trumps_passes() -> None:
    # Clubs turned down (A♣); West holds nothing high in any suit.
    item = _naming("9S TS 9H TD QC", "AC", "pass", "S0-3", seat=3)
    assert naming_facts(item)[1] == NamingReason((("pass-two-high",),))
    assert first_false_fact(item) is None
    assert NamingReason((("nor-two-high",),)).check(item) is not None
    assert explanation_texts(item)["en"].splitlines()[1] == (
        "Name a suit only with two high trumps in it (the bowers or the ace); no suit gives "
        "you that, so pass."
    )
    assert explanation_texts(item)["en"].splitlines()[-1] == "Best: Pass."


def test_every_stored_kind_of_fact_holds_and_another_items_does_not() -> None:
    items = [
        i.data for s in load_catalogue() for i in s.items if i.data.get("kind") == "name-trump"
    ]
    first: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
    for item in items:
        for data in item["explanation_facts"]:
            first.setdefault(data["fact"], (item, data))
    assert len(first) >= 6
    for name, (item, data) in first.items():
        assert from_json(data).check(item) is None, name
        other = next(
            (
                d
                for i in items
                if i is not item
                for d in i["explanation_facts"]
                if d["fact"] == name and d != data
            ),
            None,
        )
        if other is not None:
            assert from_json(other).check(item) is not None, name
