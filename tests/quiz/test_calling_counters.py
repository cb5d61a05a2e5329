"""Counter-examples of the calling theme sets (discard, order-up, name-trump).

A counter-example either shows the set's rule giving way to a stronger principle, or is a
near miss where the rule does not apply; its note says which, and the checker holds the
note to the position. Positions are spelled in card codes.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tutor.engine import Variant, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import ItemCheckError, calls
from tutor.quiz.kinds.base import counter_note

STANDARD = Variant.preset("standard")
CATALOGUE = {s.id: s for s in load_catalogue()}


def _cards(codes: str) -> list[Any]:
    return [parse_card(code) for code in codes.split()]


def _counters(set_id: str) -> list[dict[str, Any]]:
    return [copy.deepcopy(i.data) for i in CATALOGUE[set_id].items if i.data.get("counter_example")]


def _exchange(hand: str, upcard: str) -> calls.Exchange:
    return calls.Exchange(STANDARD, 0, 1, _cards(hand), parse_card(upcard))


# -- the dealer's discard: "discard a singleton to make a void" -----------------------------


def test_a_lone_ace_is_kept_and_the_void_rule_gives_way() -> None:
    # Hearts trump (K♥ turned): the A♣ is the only club, the spades are 9♠ A♠.
    exchange = _exchange("9S AS AC 9H AH", "KH")
    assert calls._discard_counter_fits(exchange, "short-suit")
    assert calls._discard_rule_applies(exchange, "short-suit")
    assert calls._lone_aces(exchange) == [parse_card("AC")]


def test_without_a_singleton_no_discard_makes_a_void_and_the_rule_does_not_apply() -> None:
    # Spades trump (9♠ turned): four trumps and 9♣ A♣.
    exchange = _exchange("QS KS AS 9C AC", "9S")
    assert calls._discard_counter_fits(exchange, "short-suit")
    assert not calls._discard_rule_applies(exchange, "short-suit")


def test_a_low_singleton_is_never_a_counter_position() -> None:
    # The K♣ is alone: the dealer's-discard principle itself says to throw it.
    exchange = _exchange("KC 9H TH JD AD", "QD")
    assert not calls._discard_counter_fits(exchange, "short-suit")


@pytest.mark.parametrize("applies", [True, False])
def test_discard_counter_notes_match_their_positions(applies: bool) -> None:
    items = [
        i
        for i in _counters("discard-dealer")
        if (i["counter_note"]["en"].endswith("gives way here.")) is applies
    ]
    assert items, "the set has both kinds of counter-example"
    for item in items:
        exchange = calls._exchange_from_item(item)
        answer = parse_card(item["answer"][0])
        assert item["counter_theme"] == "short-suit"
        assert not calls._singleton(exchange, answer)
        assert item["counter_note"] == counter_note(
            calls.COUNTER_RULES["short-suit"], applies=applies
        )
        en, ko = item["explanation"]["en"], item["explanation"]["ko"]
        if applies:
            assert "an ace wins a trick of its own" in en
            assert "에이스는 그것만으로 트릭을 따는 카드" in ko
        else:
            assert "no discard makes a void" in en
            assert "어떤 카드를 버려도 보이드가 생기지 않습니다" in ko
        calls.check_discard(item, prove=False)
        forged = copy.deepcopy(item)
        forged["counter_note"] = counter_note(
            calls.COUNTER_RULES["short-suit"], applies=not applies
        )
        with pytest.raises(ItemCheckError, match="counter note"):
            calls.check_discard(forged, prove=False)


def test_a_lone_ace_counter_is_proven_on_fresh_deals() -> None:
    item = next(
        i
        for i in _counters("discard-dealer")
        if i["counter_note"]["en"].endswith("gives way here.")
    )
    calls.check_discard(item, prove=True)


def test_a_singleton_discard_relabelled_as_a_counter_fails_the_check() -> None:
    plain = next(
        copy.deepcopy(i.data)
        for i in CATALOGUE["discard-dealer"].items
        if "short-suit" in i.data["themes"]
    )
    plain["counter_example"] = True
    plain["counter_theme"] = "short-suit"
    plain["counter_note"] = counter_note(calls.COUNTER_RULES["short-suit"])
    with pytest.raises(ItemCheckError, match="follows its theme"):
        calls.check_discard(plain, prove=False)
