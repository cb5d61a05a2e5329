"""The engine players' strength ladder in duplicate format, and their time per decision.

    python benchmarks/bots.py            # a table
    python benchmarks/bots.py --json     # ladder, intervals, deal counts, decision times

Duplicate: every seeded deal is played twice with the same cards, the two strengths
swapping seats (run 1: the stronger on seats 0 and 2; run 2: on 1 and 3), so the luck of
the cards cancels. A deal's score for the stronger player is the mean, over the two runs,
of its side's points minus the other side's points for that one hand, at 0–0 (a
passed-out hand scores 0). The ladder holds when each step's mean is above zero with a
95% interval (normal, mean ± 1.96 · sd / √n) that excludes zero.

Deals are added in batches until both steps' intervals exclude zero (at least
``--min-deals``, 400 by default: a fixed first sample, so the run does not stop at the
first lucky crossing of zero) or the time budget (``--budget`` seconds of CPU, default 25
minutes for the whole run on one core) or ``--max-deals`` runs out; the counts are
reported.

Time per decision: CPU time (``time.process_time``) of each expert decision that had a
choice (forced moves are not decisions), median and 90th percentile.

``--hearing`` plays the expert that hears the calls (``tutor.analysis.hearing``, the
default) against the same expert dealing the unseen cards as if the calls said nothing
(``expert-uniform``), and reports both players' decision times.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import click

from tutor.analysis.hearing import COUNT
from tutor.engine import Deal, Variant
from tutor.play.bots import decide

LADDER = (("expert", "club"), ("club", "beginner"))
HEARING = (("expert", "expert-uniform"),)
# A player label: the strength, and whether it reads the calls (the ``-uniform`` suffix).
UNIFORM = "-uniform"
Z95 = 1.96


@dataclass
class Step:
    strong: str
    weak: str
    scores: list[float] = field(default_factory=list)

    def interval(self) -> tuple[float, float, float]:
        n = len(self.scores)
        mean = statistics.fmean(self.scores) if n else 0.0
        sd = statistics.stdev(self.scores) if n > 1 else math.inf
        half = Z95 * sd / math.sqrt(n) if n > 1 else math.inf
        return mean, mean - half, mean + half

    def settled(self) -> bool:
        return self.interval()[1] > 0


def play_hand(
    variant: Variant,
    seed: int,
    strong_side: int,
    strong: str,
    weak: str,
    times: list[float],
    uniform_times: list[float],
) -> float:
    """One hand of deal ``seed``: the stronger side's points minus the other side's."""
    deal = Deal.new(variant, dealer=seed % variant.players, seed=seed)
    move = 0
    while not deal.is_over:
        seat = deal.to_act or 0
        label = strong if deal.side_of(seat) == strong_side else weak
        strength = label.removesuffix(UNIFORM)
        model = None if label.endswith(UNIFORM) else COUNT
        choice = len(deal.legal_actions()) > 1
        start = time.process_time()
        key = f"bench|{seed}|{strong_side}|{move}"
        decision = decide(deal, strength, key, scores=[0, 0], calling_model=model)
        spent = time.process_time() - start
        if strength == "expert" and choice:
            (uniform_times if label.endswith(UNIFORM) else times).append(spent)
        deal.push(decision.action)
        move += 1
    if deal.passed_out:
        return 0.0
    points = deal.points()
    return float(points[strong_side] - points[1 - strong_side])


def duplicate(
    variant: Variant, seed: int, step: Step, times: list[float], uniform_times: list[float]
) -> float:
    first = play_hand(variant, seed, 0, step.strong, step.weak, times, uniform_times)
    second = play_hand(variant, seed, 1, step.strong, step.weak, times, uniform_times)
    return (first + second) / 2


def _line(step: Step) -> str:
    mean, low, high = step.interval()
    return f"{step.strong}>{step.weak} {mean:+.3f} [{low:+.3f},{high:+.3f}] n={len(step.scores)}"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return math.nan
    index = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


def run(
    preset: str,
    min_deals: int,
    max_deals: int,
    batch: int,
    budget: float,
    seed: int,
    hearing: bool = False,
) -> dict[str, Any]:
    variant = Variant.preset(preset)
    steps = [Step(strong, weak) for strong, weak in (HEARING if hearing else LADDER)]
    times: list[float] = []
    uniform_times: list[float] = []
    started = time.process_time()
    next_seed = seed
    with click.progressbar(
        length=max_deals * len(steps),
        label="Duplicate deals (" + ", ".join(f"{s.strong}/{s.weak}" for s in steps) + ")",
        file=sys.stderr,
    ) as bar:
        while True:
            open_steps = [s for s in steps if len(s.scores) < min_deals or not s.settled()]
            open_steps = [s for s in open_steps if len(s.scores) < max_deals]
            if not open_steps or time.process_time() - started > budget:
                break
            for _ in range(batch):
                for step in open_steps:
                    step.scores.append(duplicate(variant, next_seed, step, times, uniform_times))
                    bar.update(1)
                next_seed += 1
            if not sys.stderr.isatty():  # a log file sees no bar: one line per batch
                click.echo(" · ".join(_line(s) for s in steps), err=True)
    elapsed = time.process_time() - started
    ladder = []
    for step in steps:
        mean, low, high = step.interval()
        ladder.append(
            {
                "stronger": step.strong,
                "weaker": step.weak,
                "deals": len(step.scores),
                "points_per_deal": round(mean, 3),
                "ci95": [round(low, 3), round(high, 3)],
                "excludes_zero": low > 0,
            }
        )
    return {
        "preset": preset,
        "ladder": ladder,
        "holds": all(row["excludes_zero"] for row in ladder),
        "expert_decisions": len(times),
        "expert_median_ms": round(statistics.median(times) * 1000, 1) if times else None,
        "expert_p90_ms": round(percentile(times, 0.9) * 1000, 1) if times else None,
        "cpu_seconds": round(elapsed, 1),
        **(_time_fields("uniform_", uniform_times) if hearing else {}),
    }


def _time_fields(prefix: str, times: list[float]) -> dict[str, Any]:
    return {
        f"expert_{prefix}decisions": len(times),
        f"expert_{prefix}median_ms": round(statistics.median(times) * 1000, 1) if times else None,
        f"expert_{prefix}p90_ms": round(percentile(times, 0.9) * 1000, 1) if times else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--min-deals", type=int, default=400)
    parser.add_argument("--max-deals", type=int, default=2000)
    parser.add_argument("--batch", type=int, default=20)
    parser.add_argument("--budget", type=float, default=25 * 60, help="CPU seconds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--hearing", action="store_true", help="the hearing expert against the uniform one"
    )
    args = parser.parse_args()
    result = run(
        args.preset,
        args.min_deals,
        args.max_deals,
        args.batch,
        args.budget,
        args.seed,
        args.hearing,
    )
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for row in result["ladder"]:
            low, high = row["ci95"]
            print(
                f"{row['stronger']:>8} vs {row['weaker']:<8} {row['points_per_deal']:+.3f} "
                f"points/deal  95% [{low:+.3f}, {high:+.3f}]  over {row['deals']} deals"
            )
        print(
            f"expert decision: median {result['expert_median_ms']} ms, "
            f"p90 {result['expert_p90_ms']} ms over {result['expert_decisions']} decisions"
        )
        if args.hearing:
            print(
                f"uniform expert decision: median {result['expert_uniform_median_ms']} ms, "
                f"p90 {result['expert_uniform_p90_ms']} ms"
            )
    summary = " · ".join(
        f"{r['stronger']}>{r['weaker']} {r['points_per_deal']:+.2f} "
        f"[{r['ci95'][0]:+.2f},{r['ci95'][1]:+.2f}] n={r['deals']}"
        for r in result["ladder"]
    )
    verdict = "ladder holds" if result["holds"] else "ladder NOT shown"
    click.echo(
        f"{verdict}: {summary} · expert median {result['expert_median_ms']} ms, "
        f"p90 {result['expert_p90_ms']} ms · {result['cpu_seconds']} s CPU",
        err=True,
    )


if __name__ == "__main__":
    main()
