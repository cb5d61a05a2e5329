"""Calling sets that plan their seats and their counter-examples' answers (issue 10): the
order-up generator seats the caller in turn and asks each seat's counter-examples for a
pass and a call in turn, so that no seat gives the answer away (design.seat_problems)."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.quiz.principle_said import offer_said
from tutor.engine import Variant, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.design import seat_answers, seat_problems
from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds import calls
from tutor.quiz.kinds.base import Spec
from tutor.quiz.kinds.calls.basics import _trumps
from tutor.quiz.kinds.calls.offer import (
    _offer_counter_fits,
    _offer_rule_applies,
)
from tutor.quiz.kinds.calls.offer_facts import offer_counter_fact
from tutor.quiz.kinds.calls.order_up import _high_card, _planned, _random_offer
from tutor.web.explanation import explanation_texts

CATALOGUE = load_catalogue()
STANDARD = Variant.preset("standard")


def _note(offer: calls.Offer, answer: str) -> dict[str, str]:
    """The counter note of a go-alone counter-example at ``offer`` answered ``answer``."""
    item = {
        "id": f"test/order-up/note/{answer}",
        "kind": "order-up",
        "variant": "standard",
        "dealer": offer.dealer,
        "seat": offer.seat,
        "hand": [c.code for c in offer.hand],
        "upcard": offer.upcard.code,
        "answer": [answer],
        "themes": [],
    }
    fact = offer_counter_fact(item, "go-alone")
    assert fact is not None
    return explanation_texts({**item, "explanation_facts": facts_json([fact])})


def _spec(**options: object) -> Spec:
    return Spec(
        kind="order-up",
        variant="standard",
        seed=1,
        themes=("go-alone",),
        options={"counter_share": 0.4, **options},
    )


def test_a_seat_cycle_asks_every_seat_and_alternates_each_seats_counter_answers() -> None:
    spec = _spec(seat_cycle=True, counter_answers=["pass", "order-up"])
    plans = {n: _planned(spec, n, spec.is_theme_counter(n)) for n in range(1, 41)}
    assert Counter(role for role, _ in plans.values()) == {0: 10, 1: 10, 2: 10, 3: 10}
    for role in range(4):
        wanted = [w for n, (r, w) in sorted(plans.items()) if r == role and w is not None]
        assert wanted == ["pass", "order-up", "pass", "order-up"], role
    # Plain items have no planned answer.
    assert all(w is None for n, (_, w) in plans.items() if not spec.is_theme_counter(n))


def test_counters_only_take_the_seats_in_turn() -> None:
    spec = _spec(seat_cycle="counters", counter_answers=["pass", "alone"])
    counters = [n for n in range(1, 26) if spec.is_theme_counter(n)]
    plans = [_planned(spec, n, True) for n in counters]
    assert [role for role, _ in plans] == [0, 1, 2, 3, 0, 1, 2, 3, 0, 1]
    assert [w for _, w in plans] == ["pass"] * 4 + ["alone"] * 4 + ["pass"] * 2
    assert _planned(spec, 1, False) == (None, None)  # plain items keep their seats
    assert _planned(_spec(), 3, True) == (None, None)  # an unplanned set


def test_a_go_alone_counter_example_is_a_hand_a9_would_trigger_on() -> None:
    # Dealer's left with Q♥ 10♥ (hearts turned): nobody would think of a loner, so it is
    # no counter-example to "go alone with the top three trumps or any four trumps".
    offer = calls.Offer(
        STANDARD, 0, 1, [parse_card(c) for c in ("QS", "9C", "TH", "QH", "AD")],
        parse_card("JH"), None,
    )  # fmt: skip
    assert not _offer_counter_fits(offer, "go-alone")
    # Four trumps without a bower: A-9's trigger holds, and the rule gives way.
    four = calls.Offer(
        STANDARD, 0, 1, [parse_card(c) for c in ("AH", "KH", "QH", "9H", "KS")],
        parse_card("TH"), None,
    )  # fmt: skip
    assert _offer_counter_fits(four, "go-alone")
    assert _offer_rule_applies(four, "go-alone")
    note = _note(four, calls.ORDER_UP)
    gives_way = (
        "The usual advice — consider going alone with the top three trumps (right, left, "
        "ace) or four trumps, though four trumps with no side ace seldom gain by it — "
        "gives way here to the rest of it: stay with your "
        "partner when three tricks look safe but a march alone is doubtful."
    )
    assert note["en"] == gives_way  # the order-up's own "Not alone" line says why
    # A pass says why in the note: the trumps that beat the loner first, then the side card.
    passed = _note(four, calls.PASS)
    assert passed["en"] == (
        f"{gives_way} You hold 4 trumps (A♥, K♥, Q♥, 9♥), but the J♥ and J♦ outrank every "
        "trump you hold and can each take a trick from you. Your K♠ can lose a trick alone too."
    )


@pytest.mark.parametrize("set_id", ["order-up-alone"])
def test_every_seat_passes_and_calls(set_id: str) -> None:
    quiz_set = CATALOGUE[set_id]
    items = [item.data for item in quiz_set.items]
    assert seat_problems(items, quiz_set.kind) == []
    for seat, answers in seat_answers(items, quiz_set.kind).items():
        assert answers.get("pass", 0) >= 1, seat
        assert sum(n for a, n in answers.items() if a != "pass") >= 1, seat


def test_four_trumps_that_are_no_lone_hand_say_what_stops_the_loner() -> None:
    # Four trumps with both bowers, but the 9♣ can lose a trick alone: with the partner.
    offer = calls.Offer(
        STANDARD, 3, 0, [parse_card(c) for c in ("9C", "JH", "9D", "JD", "QD")],
        parse_card("TD"), None,
    )  # fmt: skip
    en, ko = offer_said(offer, "A-9", calls.ORDER_UP)
    assert "Without the top three trumps or four trumps" not in en
    assert en.startswith("Not alone: you hold 4 trumps (J♦, J♥, Q♦, 9♦), but your 9♣ can lose")
    assert "9♣" in ko


def test_a_set_may_ask_for_a_high_or_a_low_turn_up_and_other_sets_deal_as_before() -> None:
    """``deal_turn_up`` (issue 10): 1 turns up a bower or the ace, 0 a low card, by moving
    the first such card of the shuffled pack up; a set without it draws the very same
    offers, so its committed items rebuild unchanged."""
    import random

    for seed in range(40):
        plain = _random_offer(STANDARD, "two-high-trumps", random.Random(seed), role=1)
        same = _random_offer(STANDARD, "two-high-trumps", random.Random(seed), role=1, turn_up=None)
        assert plain == same
        for wanted in (0, 1):
            offer = _random_offer(
                STANDARD,
                "two-high-trumps",
                random.Random(seed),
                role=1,
                counts=[2],
                high=[1],
                turn_up=[wanted],
            )
            if offer is None:
                continue  # the pack had no high trump left for the hand: the slot retries
            assert _high_card(offer.upcard) is bool(wanted), (seed, offer.upcard)
            assert offer.upcard not in offer.hand
            assert len(_trumps(offer.hand, offer.trump)) == 2


CANADIAN = STANDARD.replace(canadian_loner=True)


def test_the_canadian_dealers_partner_could_assist_with_the_turn_up_the_dealer_takes() -> None:
    """Issue 30 (finding 5 of the calling review, whose test read a retired bank): under the
    Canadian loner the dealer's partner who passes is told the American count, and that
    count takes in the turn-up the dealer would take: J♠ 9♠ K♥ Q♦ 9♣ with the A♠ turned
    is two high trumps, so "could assist", never "would assist" (the count is a bar)."""
    # North deals; South, North's partner, holds the right bower and the A♠ goes to North.
    hand = [parse_card(c) for c in ("JS", "9S", "KH", "QD", "9C")]
    offer = calls.Offer(CANADIAN, 0, 2, hand, parse_card("AS"), None)
    assert offer.canadian
    assert offer.options() == [calls.PASS, calls.ALONE]
    en, ko = offer_said(offer, "A-9", calls.PASS)
    assert en.startswith(
        "With 1 high trump (J♠) and the A♠ your partner the dealer would take, you could "
        "assist in American Euchre, but here the only way to accept is a loner"
    )
    assert "you would assist" not in en
    assert "딜러인 파트너가 가져갈 A♠까지 더하면 미국식 유커에서는 어시스트할 수도" in ko
    # A low turn-up adds nothing: one high trump would not assist even in American Euchre.
    low = calls.Offer(CANADIAN, 0, 2, hand, parse_card("TS"), None)
    en, ko = offer_said(low, "A-9", calls.PASS)
    assert en.startswith("With 1 high trump (J♠) you would not assist even in American Euchre")
    assert "미국식 유커에서도 어시스트하기에 모자라고" in ko
    # Without the house rule the dealer's partner may order up and play with the dealer.
    american = calls.Offer(STANDARD, 0, 2, hand, parse_card("AS"), None)
    assert not american.canadian
    assert calls.ORDER_UP in american.options()
