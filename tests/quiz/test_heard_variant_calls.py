"""British and three-hand calls and the dealer's discard hear the calls before them
(issue 33): the passes (and the order-up a discard follows) read through the calling
model's likelihood."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tutor.analysis.bidding import Auction, auction_of, counted_tricks
from tutor.analysis.calling import Table, sample_table
from tutor.analysis.hearing import COUNT, call_script
from tutor.cli import quizzes as quizzes_cli
from tutor.engine import Call, Card, OrderUp, Pass, Suit, TakeUp, Variant, is_trump, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds.bids.common import heard_auction_sample
from tutor.quiz.kinds.calls.basics import engine_deal
from tutor.quiz.kinds.calls.exchange import Exchange, exchange_judge, heard_calls
from tutor.quiz.kinds.variant_calls.call import VariantCall, heard_passes
from tutor.web.explanation import explanation_text

STANDARD = Variant.preset("standard")
THREE_HAND = Variant.preset("three-hand")
BRITISH = Variant.preset("british")
BID = Variant.preset("bid")


def _cards(codes: str) -> tuple[Card, ...]:
    return tuple(parse_card(c) for c in codes.split())


def test_a_three_hand_round_two_call_hears_every_round_one_pass_and_the_seats_before() -> None:
    # Dealer 0 of three; seat 2 names trump: 1, 2, 0 passed the turn-up, then 1 passed again.
    call = VariantCall(THREE_HAND, 0, 2, _cards("9S TS JS QS KS"), parse_card("AD"), round=2)
    assert [c.seat for c in heard_passes(call)] == [1, 2, 0, 1]
    assert set(call.passed_first()) == {1, 0}
    assert call.passed_second() == [1]


def test_a_british_round_one_call_hears_the_seats_before_it() -> None:
    call = VariantCall(BRITISH, 3, 2, _cards("9S TS JS QS KS"), parse_card("AD"), round=1)
    assert heard_passes(call) == (Call(0, Pass()), Call(1, Pass()))


def test_under_a_turned_benny_the_dealer_hears_nothing() -> None:
    # E2: the Benny turned up, the dealer named clubs blind and now says alone or not.
    benny = next(c for c in BRITISH.cards() if c.is_joker)
    call = VariantCall(BRITISH, 1, 1, _cards("9S TS JS QS KS"), benny, round=1, named=Suit.CLUBS)
    assert heard_passes(call) == ()
    assert call.passed_first() == []


def test_the_dealer_discarding_heard_the_passes_and_who_took_the_turn_up() -> None:
    hand, upcard = list(_cards("9S TS JS QS KC")), parse_card("AS")
    own = Exchange(STANDARD, 0, 0, hand, upcard)
    assert heard_calls(own) == (
        Call(1, Pass()),
        Call(2, Pass()),
        Call(3, Pass()),
        Call(0, TakeUp()),
    )
    partner = Exchange(STANDARD, 0, 2, hand, upcard)
    assert heard_calls(partner) == (Call(1, Pass()), Call(2, OrderUp(alone=False)))


def test_the_partner_who_ordered_up_is_read_as_holding_trumps() -> None:
    # Dealer 0 took the A♠ on partner 2's order-up: a partner with J♠ J♣ K♠ is far likelier
    # than one holding no spade at all.
    hand, upcard = list(_cards("9S TS 9H TH KC")), parse_card("AS")
    exchange = Exchange(STANDARD, 0, 2, hand, upcard)
    table = sample_table(STANDARD, 0, 0, hand, upcard, random.Random(3))
    script = call_script(engine_deal(table), heard_calls(exchange), 0, COUNT)
    trumps, none = _cards("JS JC KS AH AD"), _cards("9C TC QC 9D QD")
    assert script.factor(2, trumps, None) > 10 * script.factor(2, none, None)


def test_the_heard_discard_deals_give_the_maker_more_trumps() -> None:
    hand, upcard = list(_cards("9S TS 9H TH KC")), parse_card("AS")
    exchange = Exchange(STANDARD, 0, 2, hand, upcard)
    heard = exchange_judge(exchange, "t", model=COUNT).deal_table
    uniform = exchange_judge(exchange, "t").deal_table

    def partner_trumps(deal_of: Callable[[random.Random], Table]) -> int:
        rng = random.Random(11)
        total = 0
        for _ in range(60):
            table = deal_of(rng)
            total += sum(1 for c in table.hands[2] if is_trump(c, Suit.SPADES))
        return total

    assert partner_trumps(heard) > partner_trumps(uniform) + 30


def test_reprove_reads_british_three_hand_and_discard_items() -> None:
    assert {"british-call", "three-hand-call", "discard"} <= set(quizzes_cli.CALL_REPROOFS)


def test_the_heard_bid_deals_give_the_opening_bidder_a_bidding_hand() -> None:
    # Bid Euchre, dealer 3, seat 3 to bid after seat 0 bid four and seats 1 and 2 passed.
    auction = Auction(BID, 3, 3, _cards("9S JS KS TC JC QC"), ((0, 4), (1, None), (2, None)))
    sample = heard_auction_sample(auction, COUNT)
    rng = random.Random(7)
    deals = [sample(rng) for _ in range(40)]
    for deal in deals:  # the auction replayed: seat 3 to bid, over seat 0's four
        assert deal.to_act == 3
        assert auction_of(deal) == auction.calls
    # Heard, seat 0 mostly holds what a four-bid counts; uniform hands seldom do.
    heard = sum(counted_tricks(deal.hand(0)) >= 4 for deal in deals)
    unseen = [c for c in BID.cards() if c not in auction.hand]
    uniform = sum(counted_tricks(rng.sample(unseen, 6)) >= 4 for _ in range(40))
    assert heard >= 30
    assert uniform <= heard - 15


def test_reprove_reads_the_bid_items() -> None:
    assert {"bid-amount", "bid-declare"} <= set(quizzes_cli.CALL_REPROOFS)


def _bank(set_id: str) -> list[dict[str, Any]]:
    return [
        dict(item.data) for bank in load_catalogue() if bank.id == set_id for item in bank.items
    ]


@pytest.mark.parametrize(
    ("set_id", "heard", "cut"),
    [
        (
            "bid-amount",
            (
                "each drawn as often as it would lead to the bids so far",
                "비드와 패스가 나올 확률에 비례하게",
            ),
            ("that fit the bids so far", "지금까지의 비드와 맞는"),
        ),
        (
            "bid-declare",
            (
                "each drawn as often as it would lead to the bidding",
                "비드와 패스가 나올 확률에 비례하게",
            ),
            ("that fit the bidding", "비드와 맞는"),
        ),
    ],
)
def test_a_bid_explanation_says_how_its_deals_heard_the_bids(
    set_id: str, heard: tuple[str, str], cut: tuple[str, str]
) -> None:
    """Deals proven under a calling model are drawn by the likelihood of the bids (issue 33):
    the figures' sentence says so, and says "fit" only for deals cut by the bids."""
    items = _bank(set_id)
    assert items
    assert all(item.get("calling_model") == COUNT.name for item in items)
    item = items[0]
    for lang, heard_words, cut_words in zip(("en", "ko"), heard, cut, strict=True):
        said = explanation_text(item, lang)
        assert heard_words in said
        assert cut_words not in said
        # Renderings are kept per item id: the unheard copy is another item.
        unheard = {k: v for k, v in item.items() if k != "calling_model"}
        unheard["id"] = f"{item['id']}-unheard"
        assert cut_words in explanation_text(unheard, lang)
