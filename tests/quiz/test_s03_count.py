"""S0-3 is counted one way in every sentence (issue 10 review: 701/16 counted the partner's
J♠ toward two high trumps while 701/18's note spoke of "this hand" only): the high trumps of
the caller's side that the caller can see, his own (the dealer's with the turn-up he picks
up) and the turn-up his partner the dealer takes (``calls.s03_high``, as
``principles._call_strength``). Every count an order-up item states is checked against it,
over every committed bank, one loop per test."""

from __future__ import annotations

import re
from typing import Any

from tutor.engine import Variant, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import calls
from tutor.quiz.kinds.calls.basics import _high_trumps
from tutor.quiz.kinds.calls.offer import _offer_fits, _offer_themes, offer_from_item
from tutor.web.explanation import explanation_texts

CATALOGUE = load_catalogue()
OFFERS = [dict(i.data) for s in CATALOGUE for i in s.items if i.kind == calls.ORDER_UP_KIND]
NUMBER = {"none": 0, "1 high trump": 1, "2 high trumps": 2, "3 high trumps": 3}


def _counts(item: dict[str, Any]) -> tuple[int, int]:
    offer = offer_from_item(item)
    own = len(_high_trumps(offer.holding, offer.trump))
    return own, len(calls.s03_high(offer))


def test_every_stated_s03_count_is_the_side_count() -> None:
    stated = 0
    for item in OFFERS:
        en = explanation_texts(item)["en"]
        own, side = _counts(item)
        offer = offer_from_item(item)
        partner_up = calls.partner_takes_turn_up(offer) and offer.upcard in calls.s03_high(offer)
        m = re.search(
            r"you hold (none|\d high trumps?), and counting the (\S+) your partner takes, "
            r"your side holds only (\d)",
            en,
        )
        if m:
            stated += 1
            assert (NUMBER[m[1]], int(m[3])) == (own, side), item["id"]
            assert partner_up, item["id"]
            assert parse_card(m[2]) == offer.upcard, item["id"]
            assert side < 2, item["id"]
        m = re.search(r"ace\); you hold (none|\d high trumps?), so pass", en)
        if m:
            stated += 1
            # Only where no turn-up is counted: the side's count is the hand's own.
            assert NUMBER[m[1]] == own == side, item["id"]
            assert not partner_up, item["id"]
        m = re.search(r"counting the (\S+) you pick up, you hold only (\d)", en)
        if m:
            stated += 1
            assert item["seat"] == item["dealer"], item["id"]
            assert int(m[2]) == own == side, item["id"]
        if "so with your" in en and "your side holds two high trumps" in en:
            stated += 1
            assert partner_up, item["id"]
            assert side == 2, item["id"]
        m = re.search(
            r"Two high trumps make a call: (?:counting the \S+ you pick up, )?"
            r"you hold ([^,]+(?:, [^,]+)*?), and your partner",
            en,
        )
        if m:
            stated += 1
            assert len(m[1].split(", ")) == own >= 2, item["id"]
    assert stated >= 20


def test_the_themes_count_as_s03_does() -> None:
    """The two-high-trumps theme (a call on two), its near miss (a pass short of two) and
    their counter-examples read the same count the sentences state."""
    for item in OFFERS:
        _own, side = _counts(item)
        if "two-high-trumps" in item["themes"]:
            assert side >= 2, item["id"]
        if "short-of-two-high" in item["themes"]:
            assert side < 2, item["id"]
        if item.get("counter_theme") == "two-high-trumps":
            assert side < 2 or item["answer"] == ["alone"], item["id"]


def test_a_note_short_of_s03_says_whose_cards() -> None:
    for item in OFFERS:
        note = (item.get("counter_note") or {}).get("en", "")
        if "asks for more than" not in note or "two trumps ranked ace" not in note:
            continue
        offer = offer_from_item(item)
        partner_up = calls.partner_takes_turn_up(offer) and offer.upcard in calls.s03_high(offer)
        if partner_up:
            assert f"your side holds, even counting the {offer.upcard}" in note, item["id"]
        else:
            assert "this hand holds" in note, item["id"]


def test_701_16_is_two_high_trumps_counted_with_the_partner() -> None:
    offer = calls.Offer(
        Variant.preset("standard"),
        3,
        1,
        [parse_card(c) for c in ("QS", "KS", "AS", "JD", "QD")],
        parse_card("JS"),
        None,
    )
    assert [str(c) for c in calls.s03_high(offer)] == ["A♠", "J♠"]
    assert "two-high-trumps" in _offer_themes(offer, calls.ORDER_UP, calls.ORDER_UP)
    assert _offer_fits(offer, "two-high-trumps")
