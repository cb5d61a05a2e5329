"""Bid Euchre's count players never take their own partner's contract at the same level,
and the hearing reads their bids by that same rule (issues 30 and 33)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.analysis.bidding import (
    Call,
    auction_of,
    bid_on_count,
    counted_tricks,
    heuristic_bid,
    partner_equalled,
    partners_bid,
    table_bid,
)
from tutor.analysis.hearing import COUNT, CallingModel
from tutor.engine import Action, Bid, Card, Deal, Pass, Variant, parse_card
from tutor.quiz.build import stored_auction_problem
from tutor.quiz.kinds.auction import _random_calls

BID = Variant.preset("bid")
# North (0) deals, East (1) bids first; South (2) is the dealer's partner.
DEALER = 0
# J♠ A♠ 9♠ with Q♥ 9♦ 10♣: 3.3 likely tricks in spades, a bid of 3.
DEALER_HAND = [parse_card(c) for c in ("JS", "AS", "9S", "QH", "9D", "TC")]
PARTNER_BIDS_3: tuple[Call, ...] = ((1, None), (2, 3), (3, None))
OPPONENT_BIDS_3: tuple[Call, ...] = ((1, 3), (2, None), (3, None))
# A model that never misjudges nor slips: it makes exactly the players' own bid.
SHARP = CallingModel(name="sharp", scale=1e-9, slip=0.0)


def _table(calls: tuple[Call, ...]) -> Deal:
    """The auction up to the dealer's bid, the dealer holding ``DEALER_HAND``."""
    rest = [c for c in BID.cards() if c not in DEALER_HAND]
    hands: list[list[Card]] = [list(DEALER_HAND), rest[:6], rest[6:12], rest[12:18]]
    deal = Deal(BID, hands, dealer=DEALER)
    for _, tricks in calls:
        deal.push(Pass() if tricks is None else Bid(tricks))
    assert deal.to_act == DEALER
    return deal


def test_the_dealer_does_not_equal_its_partners_bid_but_takes_an_opponents() -> None:
    assert counted_tricks(DEALER_HAND) == pytest.approx(3.3)
    partner = _table(PARTNER_BIDS_3)
    opponent = _table(OPPONENT_BIDS_3)
    # The engine offers the dealer's equal bid (P4) in both auctions ...
    assert Bid(3) in partner.legal_actions()
    assert Bid(3) in opponent.legal_actions()
    # ... and the count player uses it only to take the contract from the opponents.
    assert partners_bid(auction_of(partner), DEALER) == 3
    assert partners_bid(auction_of(opponent), DEALER) is None
    assert table_bid(partner) == Pass()
    assert table_bid(opponent) == Bid(3)


def test_over_a_partners_bid_only_a_count_that_clears_it_raises() -> None:
    legal: list[Action] = [Pass(), Bid(3), Bid(4), Bid(5), Bid(6)]  # the dealer over a 3
    assert bid_on_count(3.9, legal, partners_bid=3) == Pass()
    assert bid_on_count(4.0, legal, partners_bid=3) == Bid(4)
    assert bid_on_count(5.2, legal, partners_bid=3) == Bid(5)
    assert bid_on_count(3.9, legal, partners_bid=None) == Bid(3)
    # A partner's 6 leaves nothing over it: the dealer passes even with six tricks.
    assert bid_on_count(6.0, [Pass(), Bid(6)], partners_bid=6) == Pass()
    # Three passes: the dealer must still bid (no partner's bid to respect).
    assert bid_on_count(1.0, [Bid(3), Bid(4), Bid(5), Bid(6)], partners_bid=None) == Bid(3)


def test_the_hearing_reads_the_dealers_pass_by_the_same_rule() -> None:
    """A pass by this dealer is what it does over its partner's 3 (all but the
    misjudgements that count it 4 or more), while over an opponent's 3 it passes only where
    the count is misjudged under 3. Its equal bid over the partner is a slip."""
    partner, opponent = _table(PARTNER_BIDS_3), _table(OPPONENT_BIDS_3)
    over_partner = COUNT.probability(partner, Pass())
    over_opponent = COUNT.probability(opponent, Pass())
    assert over_partner > 0.6
    assert over_opponent < 0.35
    assert over_partner > over_opponent + 0.4
    legal = partner.legal_actions()
    assert COUNT.probability(partner, Bid(3)) == pytest.approx(COUNT.slip / len(legal))
    assert COUNT.probability(opponent, Bid(3)) > 0.5
    # Each is the share of the count's misjudgements at which the player passes.
    for table, partner_bid in ((partner, 3), (opponent, None)):
        acts = table.legal_actions()
        passes = sum(
            heuristic_bid(DEALER_HAND, acts, partners_bid=partner_bid, jitter=j) == Pass()
            for j in COUNT.jitters
        )
        expected = COUNT.slip / len(acts) + (1 - COUNT.slip) * passes / len(COUNT.jitters)
        assert COUNT.probability(table, Pass()) == pytest.approx(expected)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 3), st.integers(0, 100_000), st.lists(st.integers(0, 9), min_size=4))
def test_the_players_and_the_hearing_agree_on_random_auctions(
    dealer: int, seed: int, picks: list[int]
) -> None:
    """On random auctions (calls chosen at random among the legal ones), every seat's bid
    by the count players is the one call a hearing without misjudgement or slip expects,
    and the counting model's likelihoods are the share of misjudgements behind each call."""
    deal = Deal.new(BID, dealer=dealer, rng=random.Random(seed))
    for pick in picks[:4]:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions()
        bid = table_bid(deal)
        assert SHARP.probability(deal, bid) == 1.0
        partner_bid = partners_bid(auction_of(deal), seat)
        hand = deal.hand(seat)
        for action in legal:
            made = sum(
                heuristic_bid(hand, legal, partners_bid=partner_bid, jitter=j) == action
                for j in COUNT.jitters
            )
            expected = COUNT.slip / len(legal) + (1 - COUNT.slip) * made / len(COUNT.jitters)
            assert COUNT.probability(deal, action) == pytest.approx(expected)
        # Never the partner's own bid again.
        if partner_bid is not None:
            assert bid != Bid(partner_bid)
        deal.push(legal[pick % len(legal)])


def test_a_stored_auction_that_equals_a_partners_bid_is_caught() -> None:
    # South (2) bids 3 and the dealer North (0) equals it: the shape of issue 30's items.
    equalled: tuple[Call, ...] = ((1, None), (2, 3), (3, None), (0, 3))
    assert partner_equalled(equalled) == 0
    assert partner_equalled((*OPPONENT_BIDS_3, (0, 3))) is None  # the dealer's privilege
    assert partner_equalled((*PARTNER_BIDS_3, (0, 4))) is None  # a raise over partner
    item = {"bids": [{"seat": s, "bid": t} for s, t in equalled]}
    problem = stored_auction_problem(item)
    assert problem is not None
    assert "seat 0 equalling its own partner's high bid" in problem
    assert stored_auction_problem({"bids": [{"seat": 1, "bid": 3}, {"seat": 2, "bid": 4}]}) is None


def test_the_rules_quizs_random_auctions_never_equal_a_partner() -> None:
    """bid-auction draws its auctions at random among the legal calls: every stored auction
    must pass ``quizzes check``, so the dealer's equal bid over its partner is never drawn
    (it is drawn over an opponent)."""
    over_opponent = 0
    for seed in range(300):
        rng = random.Random(seed)
        deal = _random_calls(BID, rng.randrange(4), rng, None)
        calls = auction_of(deal)
        assert partner_equalled(calls) is None, calls
        _, last = calls[-1]
        over_opponent += last is not None and any(t == last for _, t in calls[:-1])
    assert over_opponent > 0
