"""Items generated from random seeds hold up when checked independently of the generator.

The checks here use only the engine's primitives (not the quiz position code): every card
once, hand sizes that match the trick number, turn order, nobody following a suit they
showed out of, choices that are the legal plays, answers among the choices.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tutor.analysis.proof import MARGIN_POINTS
from tutor.engine import (
    Card,
    Suit,
    Variant,
    effective_suit,
    legal_plays,
    parse_card,
    trick_winner,
)
from tutor.quiz.build import check_item, generate_items
from tutor.quiz.kinds import Spec

RULES_KINDS = ["trick-winner", "legal-plays", "bower-rank", "effective-suit", "scoring"]
VARIANTS = ["standard", "cardgames", "british", "three-hand", "bid"]


def _trump(item: dict[str, Any]) -> Suit | None:
    return None if item.get("trump") is None else Suit.parse(item["trump"])


def _plays(raw: list[dict[str, Any]]) -> list[tuple[int, Card]]:
    return [(int(p["seat"]), parse_card(p["card"])) for p in raw]


def assert_position_consistent(item: dict[str, Any]) -> None:
    variant = Variant.preset(item["variant"])
    trump = _trump(item)
    low = item.get("no_trump") == "low"
    history = [_plays(t) for t in item.get("history") or []]
    trick = _plays(item.get("trick") or [])
    hand = [parse_card(c) for c in item.get("hand") or []]
    seen = hand + [c for t in history for _, c in t] + [c for _, c in trick]
    assert len(seen) == len(set(seen)), "a card appears twice"
    assert all(c in variant.cards() for c in seen), "a card outside the pack"
    if item["kind"] == "best-play":
        seat = item["seat"]
        played_by_seat = sum(1 for t in [*history, trick] for s, _ in t if s == seat)
        assert len(hand) == variant.hand_size - played_by_seat, "hand size vs trick number"
        shown_out: dict[int, set[Suit | None]] = {}
        for number, plays in enumerate([*history, trick]):
            if not plays:
                continue
            led = effective_suit(plays[0][1], trump)
            for who, card in plays[1:]:
                suit = effective_suit(card, trump)
                assert not (suit is led and led in shown_out.get(who, set())), "followed after void"
                if suit is not led:
                    shown_out.setdefault(who, set()).add(led)
            if number < len(history):
                winner = plays[trick_winner([c for _, c in plays], trump, low=low)][0]
                following = [*history, trick][number + 1]
                if following:
                    assert following[0][0] == winner, "the trick winner leads next"
        led_card = trick[0][1] if trick else None
        legal = legal_plays(hand, led_card, trump)
        assert item["choices"] == [c.code for c in legal], "choices are the legal plays"
        for suit in shown_out.get(seat, set()):
            assert all(effective_suit(c, trump) is not suit for c in hand), "void then holding"
    assert set(item["answer"]) <= set(item["choices"])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(1, 10**6),
    kind=st.sampled_from(RULES_KINDS),
    variant=st.sampled_from(VARIANTS),
)
def test_rules_items_from_any_seed_check_out(seed: int, kind: str, variant: str) -> None:
    for item in generate_items(Spec(kind=kind, variant=variant, seed=seed), 3):
        assert_position_consistent(item)
        check_item(item)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(1, 10**6), variant=st.sampled_from(["standard", "three-hand"]))
# Proven with a mean lead of 0.23 points (lower bound 0.157): a lead under the old 0.25
# trick margin that the 99% bound still clears.
@example(seed=325, variant="standard")
def test_best_play_items_from_any_seed_are_proven(seed: int, variant: str) -> None:
    (item,) = generate_items(Spec(kind="best-play", variant=variant, seed=seed), 1)
    assert_position_consistent(item)
    check_item(item)
    # Proven means the one-sided 99% lower bound of the answer's lead over every other
    # option clears the margin (tutor.analysis.proof); the mean lead is at least that bound.
    assert item["confirm"]["lower_bound"] >= MARGIN_POINTS
    ranked = sorted(item["evaluation"].values(), reverse=True)
    assert ranked[0] - ranked[1] >= item["confirm"]["lower_bound"] - 0.01  # stored to 2 places
    # Every item quotes its principle, but one that wins its trick cheaply (no §4 principle
    # says so: the deals show it, review finding N9).
    from tutor.quiz.kinds import best_play

    assert item["principle"] or best_play.principle_of(item["themes"], None) == "S0-6"
