"""No peeking (issue 31 item 1): engine players and the coach decide from what the seat has
seen. Every card the seat has not seen (other hands, the kitty, another seat's discard, a
lone player's partner's hand, its own face-down hand when naming trump blind) is dealt again
and the decision, the values and the hint must stay the same, in every preset and phase."""

from __future__ import annotations

import random

import pytest

from tests.play.peeking import reshuffled
from tutor.analysis.evaluate import evaluate
from tutor.analysis.heuristic import heuristic_action
from tutor.engine import Deal, Pass, Phase
from tutor.play.bots import STRENGTHS, decide
from tutor.play.coach import advise

PRESETS = ("standard", "cardgames", "american", "british", "three-hand", "bid")
# The phases each preset must reach in the decisions below (the test is not vacuous).
KNOCK = {Phase.ROUND_ONE, Phase.ROUND_TWO, Phase.DISCARD, Phase.PLAY}
REQUIRED = {
    "standard": KNOCK,
    "cardgames": KNOCK,
    "american": KNOCK,
    "british": KNOCK | {Phase.BLIND_TRUMP},
    "three-hand": KNOCK,
    "bid": {Phase.BIDDING, Phase.DECLARE, Phase.PLAY},
}
HINT_SAMPLES = 12


def decision_points(preset: str) -> list[Deal]:
    """One position per (phase, early or late play) the rule-of-thumb players reach in
    eight or more deals of ``preset`` (until every required phase is reached); British
    with a joker turned, where the dealer names trump blind."""
    found: dict[tuple[Phase, bool], Deal] = {}
    seeds = list(range(40))
    if preset == "british":
        blind = next(
            s for s in range(200, 2000) if Deal.new(preset, seed=s).phase is Phase.BLIND_TRUMP
        )
        seeds.insert(0, blind)
    for number, seed in enumerate(seeds):
        if number >= 8 and REQUIRED[preset] <= {phase for phase, _ in found}:
            break
        rng = random.Random(seed)
        deal = Deal.new(preset, dealer=seed % 3, seed=seed)
        while not deal.is_over:
            if len(deal.legal_actions()) > 1:
                late = deal.phase is Phase.PLAY and len(deal.public_view(0).tricks) >= 2
                found.setdefault((deal.phase, late), deal.copy())
            # Every other deal passes the turn-up round, so round two is reached too.
            passing = (
                seed % 2 == 1 and deal.phase is Phase.ROUND_ONE and Pass() in deal.legal_actions()
            )
            deal.push(Pass() if passing else heuristic_action(deal, rng))
    return list(found.values())


@pytest.mark.parametrize("preset", PRESETS)
def test_no_decision_or_hint_reads_a_card_the_seat_has_not_seen(preset: str) -> None:
    points = decision_points(preset)
    checked: set[Phase] = set()
    for number, deal in enumerate(points):
        seat = deal.to_act
        assert seat is not None
        rng = random.Random(number)
        others = [d for d in (reshuffled(deal, seat, rng) for _ in range(2)) if d is not None]
        if not others:
            continue
        key = f"no-peek|{preset}|{number}"
        for strength in STRENGTHS:
            first = decide(deal, strength, key)
            for other in others:
                second = decide(other, strength, key)
                assert str(second.action) == str(first.action), (strength, deal.phase)
                if first.evaluation is not None:
                    assert second.evaluation is not None
                    assert second.evaluation.values == first.evaluation.values
        hint = advise(deal, evaluate(deal, samples=HINT_SAMPLES, key=key))
        for other in others:
            assert other.hands != deal.hands or other.kitty != deal.kitty
            again = advise(other, evaluate(other, samples=HINT_SAMPLES, key=key))
            assert (again.best, again.facts) == (hint.best, hint.facts), deal.phase
        checked.add(deal.phase)
    assert REQUIRED[preset] <= checked, REQUIRED[preset] - checked
