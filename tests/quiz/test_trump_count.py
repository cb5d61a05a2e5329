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

CATALOGUE = load_catalogue()


def _item(set_id: str, item_id: str) -> Mapping[str, Any]:
    return next(i.data for i in CATALOGUE[set_id].items if i.data["id"] == item_id)


@pytest.mark.parametrize("number", [8, 26])
def test_the_trump_count_in_the_text_is_the_positions(number: int) -> None:
    item = _item("best-play-count-trumps", f"best-play/standard/606/{number}")
    s = best_play.situation_from_item(item)
    played = [c["card"] for t in item["history"] for c in t if s.is_trump(parse_card(c["card"]))]
    held = [c for c in item["hand"] if s.is_trump(parse_card(c))]
    up = parse_card(item["upcard"])
    dead = s.is_trump(up) and not item["upcard_taken"]
    left = 7 - len(played) - len(held) - dead
    en, ko = item["explanation"]["en"], item["explanation"]["ko"]
    assert f"you hold {len(held)} (" in en
    assert f"That leaves {left} (" in en
    assert f"남은 {left}장(" in ko
    assert ("none has been played" in en) == (not played)
    assert ("out of play" in en) == dead
    # Trumps are out against you, so the rule of the set does not apply: a trap of it.
    assert item["counter_theme"] == "count-trumps"
    assert en.startswith("The usual advice — count the trumps: ")
    note_en, _, _ = en.partition("\n")
    note_ko, _, _ = ko.partition("\n")
    assert "— does not apply here: " in note_en
    assert note_en.endswith("may still hold a trump.")
    assert "'는 원칙은 여기에 해당하지 않습니다. " in note_ko
    assert note_ko.endswith("아직 으뜸패가 있을 수 있습니다.")


def test_a_dead_turn_up_is_not_counted_against_you() -> None:
    # 606/8: the dealer's partner went alone, so the 9♠ turn-up is out of play.
    s = best_play.situation_from_item(_item("best-play-count-trumps", "best-play/standard/606/8"))
    assert parse_card("9S") not in s.unseen_trumps()
    assert len(s.unseen_trumps()) == 3


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
            note = item["counter_note"]["en"]
            if s.trumps_against():
                traps += 1
                assert best_play.is_trap(s, item), item["id"]
                assert best_play.DOES_NOT_APPLY[0] in note, item["id"]
                assert "gives way" not in note, item["id"]
                assert "may still hold a trump" in note, item["id"]
            else:
                assert best_play.is_exception(s, str(item["counter_theme"])), item["id"]
    assert traps >= 10
