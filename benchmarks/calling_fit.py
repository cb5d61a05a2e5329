"""How well the calling model reads the engine players' own calls: lean and slip, fitted.

    python benchmarks/calling_fit.py --preset bid --deals 100 --seed 5000

Plays seeded hands (expert on seats 0 and 2 against club on 1 and 3, then the seats
swapped, as ``bots.py`` plays a duplicate deal) and keeps every call a player made with a
choice (bids, declarations; in the knock games the round-one and round-two calls), with
every hand known. Then, for each strength, the log-likelihood of its calls under the
calling model (``tutor.analysis.hearing.CallingModel``) over a grid of leans (points
added to the count) and slips (the share of calls made at random), and the pair that fits
best: the reading an engine player should give that strength's calls. ``--json`` prints
the grid.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import replace

import click

from tutor.analysis.hearing import COUNT
from tutor.engine import Action, Deal, Phase, Variant
from tutor.play.bots import decide

LEANS = (-0.5, 0.0, 0.25, 0.5, 0.75, 1.0, 1.4)
SLIPS = (0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5)
CALLS = (Phase.ROUND_ONE, Phase.ROUND_TWO, Phase.BIDDING, Phase.DECLARE)

# One call: the table before it (every hand known), the caller, the call and the choices.
Call = tuple[Deal, int, Action, tuple[Action, ...]]


def hand_calls(variant: Variant, seed: int, expert_seats: set[int]) -> dict[str, list[Call]]:
    """Every call with a choice in one hand, by the strength that made it."""
    deal = Deal.new(variant, dealer=seed % variant.players, seed=seed)
    calls: dict[str, list[Call]] = {"expert": [], "club": []}
    move = 0
    while not deal.is_over:
        seat = deal.to_act or 0
        strength = "expert" if seat in expert_seats else "club"
        legal = tuple(deal.legal_actions())
        key = f"fit|{seed}|{min(expert_seats)}|{move}"
        action = decide(deal, strength, key, scores=[0] * deal.sides).action
        if deal.phase in CALLS and len(legal) > 1:
            calls[strength].append((deal.copy(), seat, action, legal))
        deal.push(action)
        move += 1
    return calls


def log_likelihood(calls: list[Call], lean: float, slip: float) -> float:
    model = replace(COUNT, slip=slip, leans=(lean,) * 4)
    return math.fsum(
        math.log(model.call_probability(table, seat, table.hand(seat), action, legal))
        for table, seat, action, legal in calls
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="bid")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    variant = Variant.preset(args.preset)
    calls: dict[str, list[Call]] = {"expert": [], "club": []}
    with click.progressbar(range(args.deals), label="hands", file=sys.stderr) as bar:
        for index in bar:
            for seats in ({0, 2}, {1, 3}):
                for strength, made in hand_calls(variant, args.seed + index, seats).items():
                    calls[strength].extend(made)
    results = {}
    for strength, made in calls.items():
        grid = {
            f"{lean:g}|{slip:g}": round(log_likelihood(made, lean, slip), 1)
            for lean in LEANS
            for slip in SLIPS
        }
        best = max(grid, key=lambda cell: grid[cell])
        lean, slip = (float(part) for part in best.split("|"))
        count = [c for c in made if c[2] == _count_call(c)]
        results[strength] = {
            "calls": len(made),
            "as_the_count": len(count),
            "best_lean": lean,
            "best_slip": slip,
            "best_log_likelihood": grid[best],
            "count_log_likelihood": grid[f"0|{COUNT.slip:g}"],
            "grid": grid,
        }
        click.echo(
            f"{args.preset} {strength}: {len(made)} calls, {len(count)} as the count makes "
            f"them; best lean {lean:g}, slip {slip:g} (log-likelihood {grid[best]}, the count "
            f"at lean 0 and slip {COUNT.slip:g}: {grid[f'0|{COUNT.slip:g}']})",
            err=True,
        )
    if args.json:
        print(json.dumps(results, indent=2))


def _count_call(call: Call) -> Action:
    """The call the count makes without misjudgement: the model's likeliest at lean 0."""
    table, seat, _action, legal = call
    model = replace(COUNT, slip=0.0, scale=1e-9, steps=1)
    return max(legal, key=lambda a: model.call_probability(table, seat, table.hand(seat), a, legal))


if __name__ == "__main__":
    main()
