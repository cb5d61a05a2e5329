"""Deals of the unseen cards respect what the player has seen."""

from __future__ import annotations

import random
from typing import Any

from tutor.analysis.position import view_from_item
from tutor.analysis.sampling import item_rng, sample_deal
from tutor.engine import Suit, effective_suit, parse_card


def _position() -> dict[str, Any]:
    # Hearts trump; West (3) dealt and took the 9♥. North led A♠ and West, out of spades,
    # trumped with 10♥. West led A♣ and North showed out of clubs with 9♦. South (2),
    # holding Q♣, is to play.
    return {
        "id": "best-play/standard/1/1",
        "kind": "best-play",
        "variant": "standard",
        "trump": "H",
        "no_trump": None,
        "dealer": 3,
        "maker": 3,
        "alone": False,
        "seat": 2,
        "upcard": "9H",
        "upcard_taken": True,
        "history": [
            [
                {"seat": 0, "card": "AS"},
                {"seat": 1, "card": "9S"},
                {"seat": 2, "card": "KS"},
                {"seat": 3, "card": "TH"},
            ]
        ],
        "trick": [{"seat": 3, "card": "AC"}, {"seat": 0, "card": "9D"}, {"seat": 1, "card": "TC"}],
        "hand": ["JH", "QC", "KD", "AD"],
    }


def test_sampled_deals_keep_shown_voids_and_the_known_turn_up() -> None:
    view = view_from_item(_position())
    rng = item_rng("best-play/standard/1/1", "test")
    for _ in range(200):
        hands = sample_deal(view, rng)
        assert [c.code for c in hands[2]] == ["QC", "JH", "KD", "AD"]
        # West (3) took the 9♥ and has not played it: it is in West's hand.
        assert parse_card("9H") in hands[3]
        # North (0) showed out of clubs in the current trick.
        assert all(effective_suit(c, Suit.HEARTS) is not Suit.CLUBS for c in hands[0])
        # West showed out of spades in the first trick.
        assert all(effective_suit(c, Suit.HEARTS) is not Suit.SPADES for c in hands[3])
        sizes = [len(h) for h in hands]
        assert sizes == [3, 3, 4, 3]
        everything = [c for h in hands for c in h]
        assert len(everything) == len(set(everything))


def test_the_same_item_id_gives_the_same_deals() -> None:
    view = view_from_item(_position())
    first = [sample_deal(view, item_rng("x/1", "samples")) for _ in range(3)]
    again = [sample_deal(view, item_rng("x/1", "samples")) for _ in range(3)]
    assert first == again
    other = sample_deal(view, random.Random(99))
    assert other[2] == first[0][2]


def _exact_deals(view: Any) -> list[dict[int, frozenset[Any]]]:
    """Every consistent deal, enumerated by brute force (independently of the sampler)."""
    from itertools import combinations

    from tutor.analysis.sampling import DealSampler

    sampler = DealSampler(view)
    position = view.position
    voids = position.voids()
    trump = position.trump
    pool = sorted(c for group in sampler.groups for c in group)
    seats = sampler.seats
    need = sampler.capacity[: len(seats)]
    deals: list[dict[int, frozenset[Any]]] = []

    def fill(index: int, left: list[Any], chosen: dict[int, frozenset[Any]]) -> None:
        if index == len(seats):
            deals.append(dict(chosen))
            return
        seat = seats[index]
        for hand in combinations(left, need[index]):
            if any(effective_suit(c, trump) in voids[seat] for c in hand):
                continue
            rest = [c for c in left if c not in hand]
            fill(index + 1, rest, {**chosen, seat: frozenset(hand)})

    fill(0, pool, {})
    return deals


def test_the_sampler_counts_every_consistent_deal() -> None:
    from tutor.analysis.sampling import DealSampler

    view = view_from_item(_position())
    assert DealSampler(view).count() == len(_exact_deals(view))


def test_card_frequencies_match_exact_enumeration() -> None:
    """Uniform over consistent deals: each card's chance to be in each hand is exact.

    Two seats are constrained here (North void in clubs, West in spades), the case where
    dealing card by card is biased.
    """
    from tutor.analysis.sampling import DealSampler

    view = view_from_item(_position())
    deals = _exact_deals(view)
    sampler = DealSampler(view)
    exact: dict[tuple[int, Any], float] = {}
    for deal in deals:
        for seat, hand in deal.items():
            for card in hand:
                exact[seat, card] = exact.get((seat, card), 0) + 1 / len(deals)
    rng = random.Random(2026)
    runs = 20_000
    seen: dict[tuple[int, Any], int] = {}
    for _ in range(runs):
        hands = sampler.sample(rng)
        for seat in sampler.seats:
            for card in hands[seat]:
                if card in view.position.hands[2] or card == parse_card("9H"):
                    continue
                seen[seat, card] = seen.get((seat, card), 0) + 1
    assert set(seen) <= set(exact)
    for key, p in exact.items():
        freq = seen.get(key, 0) / runs
        sigma = (p * (1 - p) / runs) ** 0.5
        assert abs(freq - p) <= 4.5 * sigma + 1e-9, (key, freq, p)
