"""What the engine players' decisions lose, as the coach measures it: the grades' scale.

    python benchmarks/grades.py                 # a table
    python benchmarks/grades.py --json          # quantiles per strength and phase

Seeded deals of a preset are played at 0–0 by club players (seats 0 and 2) against
expert players (seats 1 and 3), one hand per deal, as ``benchmarks/bots.py`` deals them.
At every decision with a choice, the coach evaluates the position from the acting
seat's view (``tutor.play.coach.coach_evaluation``: deals drawn until every option's
grade is clear, at most 1,024) and records what the player's action loses against the
best: the mean loss and its 99% lower bound. Reported per strength, for the calling
(everything before the first lead) and the play: how many decisions, the share whose
loss is proven (lower bound above 0), and quantiles of the mean loss over the proven
ones. ``--by-kind`` also reports, per strength and kind of decision (round one, round two,
discard, lone calls, bids; lead, follow, ruff or throw off), the points the decisions
lose per deal in all (the sum of the mean losses over the deals played, both seats of the
side): where a strength gives away points against the coach's slow reference. The
coach's thresholds (``tutor/play/coach.py``) are set from these figures;
``benchmarks/README.md`` has the last run and how the thresholds follow from it.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import click

from tutor.engine import Deal, Phase, Variant, effective_suit
from tutor.play.bots import decide
from tutor.play.coach import coach_evaluation

QUANTILES = (0.5, 0.75, 0.9, 0.99)
STRENGTH_OF_SIDE = ("club", "expert")


@dataclass
class Losses:
    decisions: int = 0
    proven: list[float] = field(default_factory=list)  # mean losses with a bound above 0
    lower: list[float] = field(default_factory=list)  # their lower bounds
    total: float = 0.0  # every decision's mean loss, proven or not

    def add(self, loss: float, low: float) -> None:
        self.decisions += 1
        self.total += loss
        if low > 0:
            self.proven.append(loss)
            self.lower.append(low)


def quantile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return math.nan
    index = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


def decision_kind(deal: Deal) -> str:
    """The kind of the decision to take: the calling's phase, or in the play whether the
    seat leads, follows suit, or cannot (ruffs or throws off)."""
    if deal.phase is not Phase.PLAY:
        return deal.phase.value
    seat = deal.to_act
    trick = deal.trick
    if seat is None or not trick:
        return "lead"
    led = effective_suit(trick[0].card, deal.trump)
    hand = deal.hand(seat)
    return "follow" if any(effective_suit(c, deal.trump) == led for c in hand) else "ruff-or-off"


def play_deal(
    variant: Variant,
    seed: int,
    table: dict[tuple[str, str], Losses],
    kinds: dict[tuple[str, str], Losses] | None = None,
) -> None:
    deal = Deal.new(variant, dealer=seed % variant.players, seed=seed)
    move = 0
    while not deal.is_over:
        seat = deal.to_act or 0
        strength = STRENGTH_OF_SIDE[deal.side_of(seat) % 2]
        decision = decide(deal, strength, f"grades|{seed}|{move}", scores=[0] * deal.sides)
        if len(deal.legal_actions()) > 1:
            evaluation = coach_evaluation(deal, f"grades|{seed}|{move}", [0] * deal.sides)
            chosen = str(decision.action)
            phase = "play" if deal.phase is Phase.PLAY else "calling"
            low, _high = evaluation.loss_bounds(chosen)
            table[(strength, phase)].add(evaluation.loss(chosen), low)
            if kinds is not None:
                kind = kinds.setdefault((strength, decision_kind(deal)), Losses())
                kind.add(evaluation.loss(chosen), low)
        deal.push(decision.action)
        move += 1


def run(preset: str, deals: int, seed: int, budget: float, by_kind: bool = False) -> dict[str, Any]:
    variant = Variant.preset(preset)
    table = {(s, p): Losses() for s in STRENGTH_OF_SIDE for p in ("calling", "play")}
    kinds: dict[tuple[str, str], Losses] | None = {} if by_kind else None
    started = time.process_time()
    played = 0
    with click.progressbar(length=deals, label="Deals graded by the coach", file=sys.stderr) as bar:
        for number in range(deals):
            if time.process_time() - started > budget:
                break
            play_deal(variant, seed + number, table, kinds)
            played += 1
            bar.update(1)
    rows = []
    for (strength, phase), losses in table.items():
        rows.append(
            {
                "strength": strength,
                "phase": phase,
                "decisions": losses.decisions,
                "proven": len(losses.proven),
                "proven_share": round(len(losses.proven) / max(1, losses.decisions), 3),
                "loss_quantiles": {str(q): round(quantile(losses.proven, q), 3) for q in QUANTILES},
                "lower_bound_quantiles": {
                    str(q): round(quantile(losses.lower, q), 3) for q in QUANTILES
                },
            }
        )
    by_kinds = [
        {
            "strength": strength,
            "kind": kind,
            "decisions": losses.decisions,
            "proven": len(losses.proven),
            "points_lost_per_deal": round(losses.total / max(1, played), 3),
            "mean_loss": round(losses.total / max(1, losses.decisions), 3),
        }
        for (strength, kind), losses in sorted((kinds or {}).items())
    ]
    return {
        "preset": preset,
        "deals": played,
        "rows": rows,
        **({"kinds": by_kinds} if by_kind else {}),
        "cpu_seconds": round(time.process_time() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=5001)
    parser.add_argument("--budget", type=float, default=15 * 60, help="CPU seconds")
    parser.add_argument(
        "--by-kind", action="store_true", help="points lost per deal by kind of decision"
    )
    args = parser.parse_args()
    result = run(args.preset, args.deals, args.seed, args.budget, args.by_kind)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for row in result["rows"]:
            q = row["loss_quantiles"]
            print(
                f"{row['strength']:>6} {row['phase']:<7} {row['decisions']:>4} decisions, "
                f"{row['proven']:>4} proven losses; median {q['0.5']}, 75% {q['0.75']}, "
                f"90% {q['0.9']}, 99% {q['0.99']}"
            )
        for row in result.get("kinds", []):
            print(
                f"{row['strength']:>6} {row['kind']:<13} {row['decisions']:>4} decisions, "
                f"{row['proven']:>3} proven; {row['points_lost_per_deal']:+.3f} points a deal "
                f"(mean {row['mean_loss']:.3f} a decision)"
            )
    summary = " · ".join(
        f"{r['strength']} {r['phase']}: {r['proven']}/{r['decisions']} lose, "
        f"median {r['loss_quantiles']['0.5']}, 90% {r['loss_quantiles']['0.9']}"
        for r in result["rows"]
    )
    click.echo(
        f"{result['preset']}, {result['deals']} deals: {summary} · {result['cpu_seconds']} s CPU",
        err=True,
    )


if __name__ == "__main__":
    main()
