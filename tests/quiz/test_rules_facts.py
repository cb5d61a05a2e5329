"""The rules kinds' explanation facts: each check holds on the position it was made from
and names what is false on a forged one (tutor.quiz.kinds.*, tutor.quiz.explaining)."""

from __future__ import annotations

import dataclasses
from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.rules_facts import Contract
from tutor.quiz.kinds.trick_winner import (
    BennyAboveRight,
    NoBowerHere,
    TrickLed,
    TrickReasons,
    TrickTaken,
    counter_fact,
    explanation_facts,
)


def _trick(cards: str, *, trump: str | None = "D", variant: str = "standard") -> dict[str, Any]:
    """A finished trick led by North (seat 0), clockwise."""
    return {
        "id": f"test/{cards}",
        "variant": variant,
        "trump": trump,
        "no_trump": None if trump else "high",
        "trick": [{"seat": s, "card": c} for s, c in enumerate(cards.split())],
    }


def test_a_trick_with_the_left_bower_says_what_the_engine_sees() -> None:
    item = _trick("AH JH KD 9S")  # J♥ is the left bower with diamonds trump
    assert explanation_facts(item) == [
        Contract("D"),
        TrickLed("AH", "H"),
        TrickReasons(("AH", "JH", "KD", "9S"), "D", False, False),
        TrickTaken("JH", 1, 4),
    ]
    assert (
        first_false_fact({**item, "explanation_facts": facts_json(explanation_facts(item))}) is None
    )


def test_each_trick_fact_names_what_is_false_on_another_trick() -> None:
    item = _trick("AH JH KD 9S")
    assert Contract("H").check(item) == "the contract is trump D, low False"
    assert TrickLed("AH", "D").check(item) == "the trick opens with AH, led suit H"
    assert TrickReasons(("AH", "KD", "JH", "9S"), "D", False, False).check(item) is not None
    assert TrickReasons(("AH", "JH", "KD", "9S"), "D", False, True).check(item) == (
        "the Benny is not in the pack"
    )
    assert TrickTaken("KD", 2, 4).check(item) == "JH wins for seat 1 of 4"
    assert TrickTaken("JH", 1, 3).check(item) is not None


def test_the_benny_note_holds_only_for_a_right_bower_in_a_benny_pack() -> None:
    item = _trick("JD 9D KD AD", variant="british")  # the Benny is in the British pack
    facts = explanation_facts(item)
    assert BennyAboveRight("JD") in facts
    assert BennyAboveRight("JD").check(item) is None
    assert BennyAboveRight("JH").check(item) == "JH is no right bower under a Benny"
    assert BennyAboveRight("JD").check(_trick("JD 9D KD AD")) is not None


def test_a_counter_example_opens_with_the_plain_jack() -> None:
    item = _trick("JS AS KD 9S")  # diamonds trump: J♠ is a plain spade
    note = counter_fact(item, "left-bower")
    assert note == NoBowerHere("D", "JS")
    assert note.check(item) is None
    assert dataclasses.replace(note, jack="AS").check(item) == "AS is no jack of the trick"
    assert note.check(_trick("JS JD KD 9S")) == "a bower is in the trick"
    assert counter_fact(_trick("JH AS KD 9S"), "left-bower") is None  # J♥ is a bower
    assert counter_fact(item, "trump-beats-led-suit") is None
