"""Engine-judged answers: valued in points, proven on fresh deals, never a coin flip."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.analysis.judge import score_decided, side_points
from tutor.analysis.position import Position
from tutor.analysis.proof import LOOKS, MARGIN_POINTS, Z_ACCEPT, confirm, lead_of
from tutor.engine import Suit, Variant, parse_card, parse_cards
from tutor.quiz.symmetry import call_twins, card_twins

# -- the confidence rule ---------------------------------------------------------------


def _stream(values: list[dict[str, float]]) -> Any:
    deals = itertools.cycle(values)
    return lambda: next(deals)


def test_a_true_tie_is_rejected() -> None:
    # Two cards that score exactly the same on every deal: no lead at all.
    tie = _stream([{"AH": 1.0, "KH": 1.0}, {"AH": -2.0, "KH": -2.0}])
    verdict = confirm(tie, "AH")
    assert not verdict.proven
    assert verdict.margin == 0.0
    assert verdict.samples < LOOKS[0]  # given up early: it can never clear the margin


def test_a_clear_lead_is_kept_after_the_first_look() -> None:
    # The answer gains a point on half the deals: a lead of 0.5 with a tight bound.
    clear = _stream([{"AH": 1.0, "KH": 0.0}, {"AH": 1.0, "KH": 1.0}])
    verdict = confirm(clear, "AH")
    assert verdict.proven
    assert verdict.samples == LOOKS[0]
    assert verdict.margin == pytest.approx(0.5)
    assert MARGIN_POINTS <= verdict.lower_bound < verdict.margin
    assert verdict.fields() == {
        "samples": 256,
        "margin": 0.5,
        "lower_bound": round(verdict.lower_bound, 3),
    }


def test_a_lead_just_under_the_margin_is_not_proven() -> None:
    rng = random.Random(7)

    def draw() -> dict[str, float]:
        # True lead 0.10 points, under the 0.15 margin, with realistic noise.
        roll = rng.random()
        gain = 1.0 if roll < 0.3 else (-1.0 if roll < 0.5 else 0.0)
        return {"AH": gain, "KH": 0.0}

    assert not confirm(draw, "AH").proven


def test_a_worse_answer_is_rejected_on_fresh_deals() -> None:
    worse = _stream([{"AH": 0.0, "KH": 1.0}])
    verdict = confirm(worse, "AH")
    assert not verdict.proven
    assert "KH is better" in verdict.reason


def test_the_bound_shares_its_error_over_the_looks() -> None:
    lead = lead_of([1.0, 0.0] * 128)
    assert lead.samples == 256
    assert lead.lower_bound() == pytest.approx(0.5 - Z_ACCEPT * lead.sd / 16)
    assert Z_ACCEPT > 2.6  # 99% one-sided, split over three looks (Bonferroni)


def test_a_replay_judges_at_the_stored_count() -> None:
    clear = [{"AH": 1.0, "KH": 0.0}, {"AH": 1.0, "KH": 1.0}]
    first = confirm(_stream(clear), "AH")
    again = confirm(_stream(clear), "AH", samples=first.samples)
    assert again == first


@given(st.lists(st.integers(-4, 4), min_size=2, max_size=40))
def test_the_lower_bound_never_exceeds_the_mean(diffs: list[int]) -> None:
    lead = lead_of([float(d) for d in diffs])
    assert lead.lower_bound() <= lead.mean + 1e-9 <= lead.upper_bound() + 2e-9


# -- points, not tricks ----------------------------------------------------------------


def _position(variant: str = "standard", **changes: Any) -> Position:
    hands = [parse_cards(h) for h in ("9S TS", "9C TC", "AH KH", "9D TD")]
    base = Position(
        variant=Variant.preset(variant),
        trump=Suit.HEARTS,
        low=False,
        dealer=3,
        maker=0,
        alone=False,
        hands=hands,
    )
    return replace(base, **changes)


@pytest.mark.parametrize(
    ("variant", "changes", "seat", "expected"),
    [
        # Makers: 0–2 tricks euchred (−2), 3–4 make 1, a march 2; defenders see the mirror.
        ("standard", {}, 0, [-2, -2, -2, 1, 1, 2]),
        ("standard", {}, 1, [-2, -1, -1, 2, 2, 2]),
        # A lone maker: a march is 4.
        ("standard", {"alone": True}, 0, [-2, -2, -2, 1, 1, 4]),
        # A lone defender euchres for 4 (indexed by the defenders' own tricks).
        ("cardgames", {"defender_alone": 1}, 1, [-2, -1, -1, 4, 4, 4]),
        # Three-hand: the maker against each defender's points; a march is 3.
        ("three-hand", {"maker": 0}, 0, [-2, -2, -2, 1, 1, 3]),
        ("three-hand", {"maker": 0}, 1, [-3, -1, -1, 2, 2, 2]),
    ],
)
def test_trick_counts_convert_to_the_hands_points(
    variant: str, changes: dict[str, Any], seat: int, expected: list[int]
) -> None:
    position = _position(variant, **changes)
    if variant == "three-hand":
        position = replace(position, hands=position.hands[:3], dealer=2)
    assert side_points(position, seat) == [float(v) for v in expected]


def test_bid_euchre_values_a_made_or_set_bid() -> None:
    position = replace(_position("bid"), bid=4, hands=[[], [], [], []])
    values = side_points(position, 0)
    # The bidders score their tricks when they make 4, lose 4 when set; the others score
    # their own tricks either way.
    assert values == [-4 - 6, -4 - 5, -4 - 4, -4 - 3, 4 - 2, 5 - 1, 6 - 0]
    assert values == sorted(values)  # points rise with tricks: the solver's best is ours


@pytest.mark.parametrize("variant", ["standard", "cardgames", "three-hand", "british"])
def test_points_never_fall_as_tricks_rise(variant: str) -> None:
    position = _position(variant)
    if variant == "three-hand":
        position = replace(position, hands=position.hands[:3], dealer=2)
    for seat in range(position.players):
        values = side_points(position, seat)
        assert values == sorted(values)


def _trick(cards: str) -> list[tuple[int, Any]]:
    """A trick led by East (1), in play order."""
    return [((1 + i) % 4, card) for i, card in enumerate(parse_cards(cards))]


def test_a_hand_already_decided_is_rejected() -> None:
    # The defenders (East–West) hold three tricks: the makers are euchred whatever follows.
    tricks = [
        [
            (1, parse_card("AS")),
            (2, parse_card("9S")),
            (3, parse_card("KS")),
            (0, parse_card("QS")),
        ],
        [
            (1, parse_card("AC")),
            (2, parse_card("9C")),
            (3, parse_card("KC")),
            (0, parse_card("QC")),
        ],
        [
            (1, parse_card("AD")),
            (2, parse_card("9D")),
            (3, parse_card("KD")),
            (0, parse_card("QD")),
        ],
    ]
    hands = [parse_cards(h) for h in ("JH TH", "9H QH", "AH KH", "JD TD")]
    decided = _position(history=tricks, hands=hands)
    assert score_decided(decided, 2)
    assert score_decided(decided, 1)
    open_hand = _position(history=tricks[:2], hands=[[*h, parse_card("JS")] for h in hands])
    assert not score_decided(open_hand, 2)


# -- symmetric options -----------------------------------------------------------------


def test_naming_spades_or_clubs_with_neither_held_is_a_coin_flip() -> None:
    # Hearts turned down; a red hand: nothing tells the black suits apart.
    hand = parse_cards("9H TH QD KD AH")
    assert call_twins(hand, [parse_card("JH")], ["pass", "C", "S", "D"]) == [("C", "S")]
    # With the J♠ turned down, spades and clubs differ (the turn-up is known).
    assert call_twins(hand, [parse_card("JS")], ["pass", "C", "H", "D"]) == []
    # A club in hand makes them differ too.
    club = parse_cards("9H TH QD KD AC")
    assert call_twins(club, [parse_card("JH")], ["pass", "C", "S", "D"]) == []


def test_two_queens_of_the_other_colour_are_twins_when_nothing_tells_them_apart() -> None:
    hand = parse_cards("QS QC JH")
    position = _position(hands=[[], [], hand, []], trump=Suit.HEARTS)
    assert card_twins(position, 2, hand) == [("QC", "QS")]
    # Same colour as trump: the Q♦ has the left bower's suit, so it differs from the Q♠.
    red = parse_cards("QS QD JH")
    position = _position(hands=[[], [], red, []])
    assert card_twins(position, 2, red) == []
    # A spade seen in an earlier trick breaks the symmetry.
    trick = [
        (1, parse_card("AS")),
        (2, parse_card("9S")),
        (3, parse_card("KS")),
        (0, parse_card("TS")),
    ]
    seen = _position(hands=[[], [], hand, []], history=[trick])
    assert card_twins(seen, 2, hand) == []
