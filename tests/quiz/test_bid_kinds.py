"""Bid Euchre's bidding kinds: how many to bid, what to declare, and the auction's rules.

Positions are spelled in card codes. The engine's auction is the reference for what is
legal; the sampler deals only hands on which the other players would have made the bids
seen; the committed banks replay their proofs and a tampered item is caught.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.analysis.bidding import (
    PASS,
    Auction,
    auction_of,
    auction_until,
    bid_tricks,
    call_action,
    counted_contract,
    heuristic_bid,
    play_contract,
    table_bid,
)
from tutor.engine import Bid, Deal, Pass, Suit, Variant, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import check_item
from tutor.quiz.kinds import ItemCheckError
from tutor.quiz.kinds.auction import answer_of
from tutor.quiz.kinds.bids import (
    amount_options,
    amount_themes,
    declare_themes,
    long_bower_suits,
)

BID = Variant.preset("bid")
CATALOGUE = load_catalogue()


def cards(*codes: str) -> tuple[Any, ...]:
    return tuple(parse_card(c) for c in codes)


def auction(seat: int, hand: tuple[Any, ...], calls: tuple[tuple[int, int | None], ...]) -> Auction:
    return Auction(BID, 0, seat, hand, calls)  # North (seat 0) deals; East bids first


HAND = cards("9S", "TS", "QS", "KS", "JC", "AC")


def test_only_the_dealer_may_equal_the_high_bid() -> None:
    # East bids 4, South passes: West (not the dealer) must go higher, North (the dealer)
    # may take the contract at 4.
    assert amount_options(auction(3, HAND, ((1, 4), (2, None)))) == [PASS, "5", "6"]
    west_passed = ((1, 4), (2, None), (3, None))
    assert amount_options(auction(0, HAND, west_passed)) == [PASS, "4", "5", "6"]


def test_the_dealer_must_bid_when_the_other_three_passed() -> None:
    passed = ((1, None), (2, None), (3, None))
    assert amount_options(auction(0, HAND, passed)) == ["3", "4", "5", "6"]


def test_a_player_facing_six_may_only_pass() -> None:
    assert amount_options(auction(2, HAND, ((1, 6),))) == [PASS]


def test_the_rule_of_thumb_counts_tricks_in_the_best_contract() -> None:
    # Five spades with the left bower J♣ and the A♣: spades count most.
    assert counted_contract(HAND) == "S"
    assert bid_tricks(HAND, "S") > bid_tricks(HAND, "NTH")
    nines = cards("9S", "9H", "9D", "TS", "TH", "AC")
    assert counted_contract(nines) == "NTL"
    legal = [Pass(), Bid(3), Bid(4), Bid(5), Bid(6)]
    weak = cards("9S", "TH", "QD", "KC", "9C", "TD")
    assert heuristic_bid(weak, legal, partners_bid=None) == Pass()
    assert heuristic_bid(HAND, legal, partners_bid=None) == Bid(int(bid_tricks(HAND, "S")))


def test_a_pass_seen_rules_out_a_hand_that_would_have_bid() -> None:
    # East passed; a deal that gives East J♥ J♦ A♥ K♥ Q♥ A♠ (a hand that bids) cannot be it.
    seen = auction(2, HAND, ((1, None),))
    strong_east = cards("JH", "JD", "AH", "KH", "QH", "AS")
    rest = [c for c in BID.cards() if c not in set(HAND) | set(strong_east)]
    hands = [rest[:6], list(strong_east), list(HAND), rest[6:12]]
    assert seen.replay(hands) is None
    weak_east = cards("9H", "TD", "QC", "KD", "9C", "TH")
    rest = [c for c in BID.cards() if c not in set(HAND) | set(weak_east)]
    assert seen.replay([rest[:6], list(weak_east), list(HAND), rest[6:12]]) is not None


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 3), st.integers(0, 3), st.integers(0, 10_000))
def test_every_sampled_deal_repeats_the_bids_seen(dealer: int, seat: int, seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal.new(BID, dealer=dealer, rng=rng)
    auction_until(deal, seat)
    seen = Auction(BID, dealer, seat, tuple(sorted(deal.hand(seat))), auction_of(deal))
    for _ in range(3):
        sample = seen.sample(rng)
        assert sorted(sample.hand(seat)) == sorted(seen.hand)
        assert auction_of(sample) == seen.calls
        # Replayed on the sampled hands, every other player's rule of thumb makes the very
        # call the player saw.
        replay = Deal(BID, [list(sample.hand(s)) for s in range(4)], dealer=dealer)
        for other, tricks in seen.calls:
            if other != seat:
                assert table_bid(replay) == call_action(tricks)
            replay.push(call_action(tricks))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 3), st.lists(st.integers(0, 4), min_size=4, max_size=4))
def test_legal_calls_follow_the_rules_spec(dealer: int, picks: list[int]) -> None:
    """Rules-spec 2.5: a non-dealer bids strictly higher (or passes); the dealer may equal
    the high bid, and must bid at least 3 when the three others passed."""
    calls: list[tuple[int, int | None]] = []
    high: int | None = None
    for offset, pick in enumerate(picks[:3], start=1):
        seat = (dealer + offset) % 4
        lowest = 3 if high is None else high + 1
        tricks = None if pick == 0 or lowest + pick - 1 > 6 else lowest + pick - 1
        calls.append((seat, tricks))
        high = tricks if tricks is not None else high
    seen = Auction(BID, dealer, dealer, HAND, tuple(calls))
    options = amount_options(seen)
    if high is None:
        assert options == ["3", "4", "5", "6"]
    else:
        assert options == [PASS, *(str(n) for n in range(high, 7))]
    question = {"type": "may-pass", "dealer": dealer, "asked": dealer}
    question["bids"] = [{"seat": s, "bid": t} for s, t in calls]
    assert answer_of(BID, question) == ("no" if high is None else "yes")


def test_themes_name_what_the_answer_does() -> None:
    facing_four = auction(0, HAND, ((1, 4), (2, None), (3, None)))
    assert amount_themes(facing_four, "4") == ["lowest-bid", "dealer-equal"]
    assert amount_themes(facing_four, "5") == ["outbid"]
    assert amount_themes(facing_four, PASS) == ["pass"]
    forced = auction(0, HAND, ((1, None), (2, None), (3, None)))
    assert amount_themes(forced, "3") == ["lowest-bid", "forced-bid"]


def test_a_long_suit_counts_its_left_bower() -> None:
    # J♦ is a heart when hearts are trump: four hearts with a bower.
    hand = cards("JD", "9H", "TH", "QH", "KD", "AS")
    assert long_bower_suits(hand) == [Suit.HEARTS]
    assert declare_themes(hand, "H") == ["trump-long-suit"]
    assert declare_themes(hand, "D") == ["other-suit"]
    assert declare_themes(hand, "NTL") == ["no-trump-low"]
    assert long_bower_suits(cards("9S", "TH", "QD", "KC", "9C", "TD")) == []


def test_a_played_out_contract_scores_by_the_bid() -> None:
    # North holds every top spade and declares spades at 6: all six tricks, +6.
    north = cards("JS", "JC", "AS", "KS", "QS", "TS")
    rest = [c for c in BID.cards() if c not in set(north)]
    deal = Deal(BID, [list(north), rest[:6], rest[6:12], rest[12:18]], dealer=3)
    for action in (Bid(6), Pass(), Pass(), Pass()):
        deal.push(action)
    outcome = play_contract(deal, "S")
    assert (outcome.declarer, outcome.bid, outcome.tricks) == (0, 6, 6)
    assert outcome.points == (6, 0)
    # The same hand in no-trump low holds no 9 or 10 but the T♠: it is set.
    low = play_contract(deal, "NTL")
    assert low.tricks < 6
    assert low.points[0] == -6


@pytest.mark.parametrize("set_id", ["bid-amount", "bid-declare", "bid-auction"])
def test_committed_bid_banks_hold(set_id: str) -> None:
    quiz_set = CATALOGUE[set_id]
    assert quiz_set.items
    for item in quiz_set.items:
        check_item(item.data, prove=False)
    # One engine-judged item replayed on its confirming deals.
    check_item(quiz_set.items[0].data, prove=True)


@pytest.mark.parametrize("set_id", ["bid-amount", "bid-declare"])
def test_a_tampered_bid_item_is_caught(set_id: str) -> None:
    item = copy.deepcopy(CATALOGUE[set_id].items[0].data)
    wrong = next(c for c in item["choices"] if c != item["answer"][0])
    item["answer"] = [wrong]
    with pytest.raises(ItemCheckError):
        check_item(item, prove=False)
    moved = copy.deepcopy(CATALOGUE[set_id].items[0].data)
    moved["bids"] = [{"seat": 3, "bid": 9}]
    with pytest.raises(ItemCheckError):
        check_item(moved, prove=False)


def test_a_tampered_auction_answer_is_caught() -> None:
    item = copy.deepcopy(CATALOGUE["bid-auction"].items[0].data)
    item["answer"] = [next(c for c in item["choices"] if c != item["answer"][0])]
    with pytest.raises(ItemCheckError):
        check_item(item)


def _question(kind: str, **fields: Any) -> dict[str, Any]:
    # Rules-spec 3.1's vector: North deals; East 3, South passes, West 4, North 4 (equal).
    calls = [(1, 3), (2, None), (3, 4), (0, 4)]
    bids = [{"seat": s, "bid": t} for s, t in calls]
    return {"type": kind, "dealer": 0, "bids": bids, **fields}


def test_the_auction_answers_follow_the_rules_spec_vectors() -> None:
    assert answer_of(BID, _question("declarer")) == "north"  # the dealer's equal bid wins
    assert answer_of(BID, _question("first-lead", contract="NTL")) == "north"  # declarer leads
    made = _question("score", contract="H", maker_tricks=4, side="north-south")
    assert answer_of(BID, made) == "4"
    assert answer_of(BID, {**made, "side": "east-west"}) == "2"
    set_bid = _question("score", contract="H", maker_tricks=3, side="north-south")
    assert answer_of(BID, set_bid) == "-4"
    assert answer_of(BID, {**set_bid, "side": "east-west"}) == "3"
    # West (not the dealer) facing East's 3 may not bid 3; North, the dealer, may equal 4.
    west = {"type": "may-equal", "dealer": 0, "asked": 3, "tricks": 3}
    west["bids"] = [{"seat": 1, "bid": 3}, {"seat": 2, "bid": None}]
    assert answer_of(BID, west) == "no"
    north = {"type": "may-equal", "dealer": 0, "asked": 0, "tricks": 4}
    north["bids"] = [{"seat": 1, "bid": 3}, {"seat": 2, "bid": None}, {"seat": 3, "bid": 4}]
    assert answer_of(BID, north) == "yes"
    assert answer_of(BID, {**north, "type": "lowest-bid"}) == "4"
    six = {"type": "lowest-bid", "dealer": 0, "asked": 2, "bids": [{"seat": 1, "bid": 6}]}
    assert answer_of(BID, six) == PASS  # nothing is higher than 6 (E17a)
