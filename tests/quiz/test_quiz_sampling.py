"""Deals of the unseen cards respect what the player has seen."""

from __future__ import annotations

import random
from typing import Any

from tutor.engine import Suit, effective_suit, parse_card
from tutor.quiz.position import view_from_item
from tutor.quiz.sampling import item_rng, sample_deal


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
