"""Issue 33: every engine-judged item of a Bid Euchre set stores the auction it was proven
under, and was proven hearing it.

A Bid Euchre position without its auction is judged on deals that read nothing into who
bid what: puzzle-bid's proofs were, and replaying the count players' bids on its dealt
hands reached the stored contract for only 5 of its 30 puzzles. So, over the committed
banks: every such item (and every move of a puzzle) records ``bids`` and a calling model;
where an item records every hand (a puzzle's deal, a best-play item's ``hidden_hands``),
the count players bidding those hands make exactly the stored auction, and the high
bidder holds the contract at the stored bid (a puzzle, whose contract is never named by
hand, in the suit the count players' declarer names too).
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tutor.analysis.bidding import auction_of, heuristic_declare, table_bid
from tutor.analysis.hearing import READINGS
from tutor.analysis.judge import confirm_play
from tutor.analysis.position import (
    bidding_from_json,
    contract_from,
    item_variant,
    view_from_item,
)
from tutor.board import codec
from tutor.board.fields import read_position
from tutor.board.links import board_link
from tutor.engine import Card, Deal, Phase, Variant, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import KINDS, puzzle

CATALOGUE = load_catalogue()
BID_SETS = [
    s
    for s in CATALOGUE
    if s.kind in KINDS
    and KINDS[s.kind].engine_judged
    and Variant.preset(s.variant).replace(**s.rules_options).is_bid
]
BID_ITEMS = [item.data for s in BID_SETS for item in s.items]


def _ids(item: dict[str, Any]) -> str:
    return str(item["id"])


def test_the_bid_sets_are_the_four_engine_judged_ones() -> None:
    assert {s.id for s in BID_SETS} >= {"best-play-bid", "bid-amount", "bid-declare", "puzzle-bid"}


@pytest.mark.parametrize("item", BID_ITEMS, ids=_ids)
def test_a_bid_item_stores_the_auction_and_the_model_it_was_proven_under(
    item: dict[str, Any],
) -> None:
    bids = item.get("bids")
    assert isinstance(bids, list), "no auction stored"
    # Empty only where nobody has bid yet: a bid asked of the first to speak.
    first_to_speak = int(item["seat"]) == (int(item["dealer"]) + 1) % 4
    assert bids or (first_to_speak and item["kind"] == "bid-amount"), "no auction stored"
    assert item.get("calling_model") in READINGS, "not proven hearing the auction"
    for move in item.get("moves") or []:
        # A puzzle's moves are best-play items: each proven under the puzzle's model.
        assert move.get("calling_model") == item["calling_model"]
    for as_item in puzzle.move_items(item) if item["kind"] == puzzle.KIND else []:
        assert as_item["bids"] == item["bids"]


def dealt_hands(item: dict[str, Any]) -> list[list[Card]] | None:
    """Every seat's hand as dealt, where the item records them all (None otherwise): a
    puzzle's ``deal`` or a best-play item's ``hidden_hands`` and hand, with each seat's
    cards played so far."""
    if item["kind"] == puzzle.KIND:
        held = [list(hand) for hand in puzzle.start_position(item).hands]
    elif item.get("hidden_hands") is not None:
        held = [[parse_card(str(c)) for c in hand] for hand in item["hidden_hands"]]
        held[int(item["seat"])] = [parse_card(str(c)) for c in item["hand"]]
    else:
        return None
    for trick in [*(item.get("history") or []), item.get("trick") or []]:
        for play in trick:
            held[int(play["seat"])].append(parse_card(str(play["card"])))
    return held


def count_players_auction(variant: Variant, dealer: int, hands: list[list[Card]]) -> Deal:
    """The auction as the count players bid these hands (``bidding.heard_auction``)."""
    deal = Deal(variant, [list(h) for h in hands], dealer=dealer)
    while deal.phase is Phase.BIDDING:
        deal.push(table_bid(deal))
    return deal


DEALT = [item for item in BID_ITEMS if dealt_hands(item) is not None]


def test_every_puzzle_and_best_play_bid_item_records_its_deal() -> None:
    kinds = {str(item["kind"]) for item in DEALT}
    assert kinds == {"puzzle", "best-play"}


@pytest.mark.parametrize("item", DEALT, ids=_ids)
def test_the_count_players_bidding_the_dealt_hands_make_the_stored_auction(
    item: dict[str, Any],
) -> None:
    variant = item_variant(item)
    hands = dealt_hands(item)
    assert hands is not None
    assert all(len(hand) == variant.hand_size for hand in hands)
    deal = count_players_auction(variant, int(item["dealer"]), hands)
    assert auction_of(deal) == bidding_from_json(item["bids"])
    assert (deal.maker_or_raise(), deal.bid) == (int(item["maker"]), int(item["bid"]))
    if item["kind"] == puzzle.KIND:
        declared = heuristic_declare(deal.hand(deal.maker_or_raise()), deal.legal_actions())
        assert (declared.trump, declared.low) == contract_from(item)


PUZZLE_BID = [item.data for item in CATALOGUE["puzzle-bid"].items]


def test_the_board_hears_a_puzzle_move_as_it_was_proven(app: Flask) -> None:
    """A move's position on the analysis board carries the auction and the model, so the
    board's analysis replays the move's proof."""
    item = PUZZLE_BID[0]
    for index in range(len(item["moves"])):
        move = puzzle.move_item(item, index)
        with app.test_request_context():
            link = board_link(move)
        assert link is not None
        fields = codec.decode(link.split("?p=", 1)[1])
        assert fields["calling_model"] == item["calling_model"]
        assert read_position(fields)["bids"] == item["bids"]


def test_puzzle_bid_moves_hold_on_uniform_deals_too() -> None:
    """The set's ``hold_uniform``: a move proven hearing the auction is a move only where
    its card is proven on uniform deals as well (five puzzles of the bank, every move)."""
    assert CATALOGUE["puzzle-bid"].options.get("hold_uniform") is True
    for item in PUZZLE_BID[::6]:
        for move in puzzle.move_items(item):
            answer = parse_card(str(move["answer"][0]))
            assert move["calling_model"] == "count"
            assert confirm_play(view_from_item(move), str(move["id"]), answer).proven, move["id"]
