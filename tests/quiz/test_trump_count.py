"""Counting the trumps (A-1) as the position shows it: what is counted in the text equals
the item's own played cards, hand and turn-up, and "cash your winners" does not apply while
trumps are still out against you: such an item is a trap of the rule, whose note says it
does not apply and why, never that it gives way (review N7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from tutor.engine import parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import best_play
from tutor.web.explanation import counter_note_text, explanation_texts

CATALOGUE = load_catalogue()


def _item(set_id: str, item_id: str) -> Mapping[str, Any]:
    return next(i.data for i in CATALOGUE[set_id].items if i.data["id"] == item_id)


COUNTED = [
    item.data
    for quiz_set in CATALOGUE
    if quiz_set.kind == best_play.KIND and quiz_set.variant == "standard"
    for item in quiz_set.items
    if "Count the trumps: of the 7, " in explanation_texts(item.data)["en"]
]


@pytest.mark.parametrize("item", COUNTED, ids=lambda item: str(item["id"]))
def test_the_trump_count_in_the_text_is_the_positions(item: Mapping[str, Any]) -> None:
    s = best_play.situation_from_item(item)
    played = [c["card"] for t in item["history"] for c in t if s.is_trump(parse_card(c["card"]))]
    held = [c for c in item["hand"] if s.is_trump(parse_card(c))]
    up = parse_card(item["upcard"])
    dead = s.is_trump(up) and not item["upcard_taken"]
    # A trump turn-up your partner took and has not played is known to be in its hand.
    partner = (item["seat"] + 2) % 4
    with_partner = (
        s.is_trump(up)
        and item["upcard_taken"]
        and item["dealer"] == partner
        and up.code not in played
        and all(c["card"] != up.code for c in item["trick"])
    )
    left = 7 - len(played) - len(held) - dead - with_partner
    en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
    assert f"you hold {len(held)} (" in en
    assert f"That leaves {left} (" in en or "That leaves none" in en
    assert f"남은 {left}장(" in ko or left == 0
    assert ("none has been played" in en) == (not played)
    assert ("out of play" in en) == dead
    assert (f"your partner took the {up} turn-up" in en) == with_partner


def test_the_counted_items_include_count_traps_and_a_dead_turn_up() -> None:
    assert len(COUNTED) >= 30
    traps = [i for i in COUNTED if i.get("counter_theme") == "count-trumps"]
    assert len(traps) >= 10
    for item in traps:
        # Trumps are out against you, so the rule of the set does not apply: a trap of it.
        note_en = counter_note_text(item, "en") or ""
        note_ko = counter_note_text(item, "ko") or ""
        assert note_en.startswith("The usual advice — count the trumps: ")
        assert "— does not apply here: " in note_en
        assert note_en.endswith(("may still hold a trump.", "but an opponent may hold it."))
        assert "'는 원칙은 여기에는 해당하지 않습니다. " in note_ko
        assert note_ko.endswith("있을 수 있습니다.")
    assert any("out of play" in explanation_texts(i)["en"] for i in COUNTED)


def test_a_dead_turn_up_is_not_counted_against_you() -> None:
    # 601/1: clubs trump, the 9♣ turn-up was turned down in round one and is out of play;
    # of the trumps you do not hold, only the A♣ is still out.
    item = _item("best-play-lead-trump", "best-play/standard/601/1")
    s = best_play.situation_from_item(item)
    assert item["upcard"] == "9C"
    assert not item["upcard_taken"]
    assert parse_card("9C") not in s.unseen_trumps()
    assert s.unseen_trumps() == [parse_card("AC")]


def test_a_cash_counter_example_with_trumps_out_is_a_trap_that_says_so() -> None:
    """With a trump still out against you, cashing is no exception to A-1 but its trap:
    the note says the rule does not apply (and who may hold the trump), never that it
    gives way. Without one out, the rule applies and only gives way."""
    traps = 0
    for quiz_set in CATALOGUE:
        for entry in quiz_set.items:
            item = entry.data
            if item.get("counter_theme") not in ("cash-winners", "count-trumps"):
                continue
            s = best_play.situation_from_item(item)
            note = counter_note_text(item, "en") or ""
            if s.trumps_against():
                traps += 1
                assert best_play.is_trap(s, item), item["id"]
                assert "does not apply here: " in note, item["id"]
                assert "gives way" not in note, item["id"]
                assert note.endswith(("may still hold a trump.", "may hold it.")), item["id"]
            else:
                assert best_play.is_exception(s, str(item["counter_theme"])), item["id"]
    assert traps >= 10
