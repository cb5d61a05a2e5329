"""The engine players' strength ladder in duplicate format, and their time per decision.

    python benchmarks/bots.py            # a table
    python benchmarks/bots.py --json     # ladder, intervals, deal counts, decision times

Duplicate: every seeded deal is played twice with the same cards, the two strengths
swapping seats (run 1: the stronger on seats 0 and 2; run 2: on 1 and 3), so the luck of
the cards cancels (three-hand: three runs, the stronger player in each seat once, against
two of the weaker). A deal's score for the stronger player is the mean, over the two runs,
of its side's points minus the other side's points for that one hand, at 0–0 (a
passed-out hand scores 0). The ladder holds when each step's mean is above zero with a
95% interval (normal, mean ± 1.96 · sd / √n) that excludes zero.

Deals are added in batches until both steps' intervals exclude zero (at least
``--min-deals``, 400 by default: a fixed first sample, so the run does not stop at the
first lucky crossing of zero) or the time budget (``--budget`` seconds of CPU, default 25
minutes for the whole run on one core) or ``--max-deals`` runs out, or the wall clock
passes ``--until`` (a Unix time: on a shared machine the CPU a run gets is unknown, and a
run that must report by a deadline stops after the deal in hand); the counts are
reported.

Time per decision: CPU time (``time.process_time``) of each expert decision that had a
choice (forced moves are not decisions): median, 90th and 99th percentile (targets 50 ms
and, at the 99th, 500 ms on one core). ``--preset all`` runs every preset in turn and
``--expert-only`` only the expert against club.

``--pair expert-uniform:club`` plays any one step (a ``-uniform`` player deals the unseen
cards as if the calls said nothing). ``--hearing`` plays the expert that hears the calls
(``tutor.analysis.hearing``, the default) against the same expert dealing the unseen
cards as if the calls said nothing (``expert-uniform``), and reports both players'
decision times. ``--table-reading`` has every player that hears read an expert seat's
calls with the expert's lean (``tutor.play.bots.table_reading``, as ``/play/`` does);
without it every seat is read by the count.

``--against FILE`` pairs each step's per-deal scores with those of an earlier ``--json``
run on the same seeds (e.g. before a change to the expert): the deals are the same and a
bot's decisions depend only on its view and the decision's key, so the deals the change
did not touch differ by exactly 0, and the paired gain's interval is far narrower than
either run's.

``--games`` plays whole games to the target from 0–0 instead of single hands at 0–0, so the
calls meet the scores a game reaches (at 8, at 9, the other side at 9): a "deal" is a game
in duplicate, its hands dealt from seeds ``game seed * 1000 + hand`` (the runs of a game get
the same cards hand by hand for as long as both last), the first deal left of seat ``game
seed`` modulo the players. A game's score is its mean result over the runs, +1 for the
stronger players' win and −1 for a loss (three-hand: −1/2 for a weaker player's win, so
equals score 0); its points a hand (the stronger side's points minus the others', over the
runs' hands) are reported too.

Where the points come from: a deal whose runs ended in the same contract (the same
maker seat, trump and loner) differs only by the play; any other deal by the calls (and
the play that followed). Each step reports the two kinds' share of its points per deal
(they add up to the mean) and how many deals each.
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
from tutor.engine import Deal, Game, Suit, Variant
from tutor.play.bots import STRENGTHS, decide, table_reading

LADDER = (("expert", "club"), ("club", "beginner"))
HEARING = (("expert", "expert-uniform"),)
# A player label: the strength, and whether it reads the calls (the ``-uniform`` suffix).
UNIFORM = "-uniform"
Z95 = 1.96
# A hand's contract: maker seat, trump (None: no trump or passed out), alone.
Contract = tuple[int | None, Suit | None, bool]


@dataclass
class Step:
    strong: str
    weak: str
    scores: list[float] = field(default_factory=list)
    # Per deal: True where the runs' contracts differed (the calls), False (the play).
    by_calls: list[bool] = field(default_factory=list)
    # Per deal: who made trump in each run (``maker_kind``), the runs in sorted order.
    kinds: list[str] = field(default_factory=list)
    # Whole games (``--games``): per game, the stronger side's points a hand minus the
    # others' over its runs, and the runs' hands.
    hand_points: list[float] = field(default_factory=list)
    hands: list[int] = field(default_factory=list)

    def breakdown(self) -> dict[str, Any]:
        """The calls' and the play's share of the points per deal (they add up to the
        mean), and the deals of each kind."""
        n = max(1, len(self.scores))
        calls = [s for s, c in zip(self.scores, self.by_calls, strict=True) if c]
        play = [s for s, c in zip(self.scores, self.by_calls, strict=True) if not c]
        by_kind: dict[str, list[float]] = {}
        for score, differed, kind in zip(self.scores, self.by_calls, self.kinds, strict=True):
            if differed:
                by_kind.setdefault(kind, []).append(score)
        return {
            "calls_deals": len(calls),
            "calls_points_per_deal": round(math.fsum(calls) / n, 3),
            "play_deals": len(play),
            "play_points_per_deal": round(math.fsum(play) / n, 3),
            # The calls' deals by who made trump in the runs (S: the stronger players'
            # side, W: the weaker's, -: passed out; "a": alone): deals, points per deal.
            "calls_by_maker": {
                kind: [len(scores), round(math.fsum(scores) / n, 3)]
                for kind, scores in sorted(by_kind.items())
            },
        }

    def game_fields(self) -> dict[str, Any]:
        """Whole games: the stronger side's points a hand minus the others' (the mean
        over games of each game's runs' points a hand, so every game weighs the same), its
        95% interval, and the hands played."""
        n = len(self.hand_points)
        mean = statistics.fmean(self.hand_points) if n else 0.0
        half = Z95 * statistics.stdev(self.hand_points) / math.sqrt(n) if n > 1 else math.inf
        return {
            "points_per_hand": round(mean, 3),
            "points_per_hand_ci95": [round(mean - half, 3), round(mean + half, 3)],
            "hands": sum(self.hands),
        }

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
    strong_seats: set[int],
    strong: str,
    weak: str,
    times: dict[str, list[float]],
    table: bool = False,
    game: Game | None = None,
) -> tuple[float, Contract, str]:
    """One hand of deal ``seed``: the stronger players' points minus the others' (in
    three-hand, the stronger player's points minus the mean of the other two's), and the
    contract, and who made it (``maker_kind``). ``times`` gathers each expert label's
    decision times. With ``game``, the hand is the game's next (its dealer, played at its
    score, its points recorded); without, a lone hand at 0–0."""
    if game is None:
        deal = Deal.new(variant, dealer=seed % variant.players, seed=seed)
        scores = [0] * deal.sides
    else:
        deal = Deal.new(variant, dealer=game.dealer, seed=seed)
        scores = list(game.scores)
    move = 0
    labels = [strong if seat in strong_seats else weak for seat in range(deal.players)]
    # The table's reading: by the count, or each seat by the strength playing it.
    strengths = [name.removesuffix(UNIFORM) for name in labels]
    heard = table_reading(strengths, variant) if table else COUNT
    while not deal.is_over:
        seat = deal.to_act or 0
        label = labels[seat]
        strength = label.removesuffix(UNIFORM)
        model = None if label.endswith(UNIFORM) else heard
        choice = len(deal.legal_actions()) > 1
        start = time.process_time()
        key = f"bench|{seed}|{min(strong_seats)}|{move}"
        decision = decide(deal, strength, key, scores=scores, calling_model=model)
        spent = time.process_time() - start
        if strength == "expert" and choice:
            times.setdefault(label, []).append(spent)
        deal.push(decision.action)
        move += 1
    if game is not None:
        game.record(deal)
    if deal.passed_out:
        return 0.0, (None, None, False), "-"
    contract = (deal.maker, deal.trump, deal.alone)
    maker = deal.maker_or_raise()
    kind = ("S" if maker in strong_seats else "W") + ("a" if deal.alone else "")
    points = deal.points()
    strong_sides = {deal.side_of(s) for s in strong_seats}
    mine = [points[side] for side in strong_sides]
    theirs = [points[side] for side in range(deal.sides) if side not in strong_sides]
    return float(statistics.fmean(mine) - statistics.fmean(theirs)), contract, kind


def seatings(variant: Variant) -> list[set[int]]:
    """The stronger players' seats in each run of a deal: every seat once over the runs."""
    if variant.players == 3:
        return [{0}, {1}, {2}]
    return [{0, 2}, {1, 3}]


def duplicate(
    variant: Variant, seed: int, step: Step, times: dict[str, list[float]], table: bool = False
) -> tuple[float, bool, str]:
    """The deal's mean score over its runs, whether the runs' contracts differed, and who
    made trump in the runs (e.g. "S/W": the stronger side in one run, the weaker in the
    other)."""
    runs = [
        play_hand(variant, seed, seats, step.strong, step.weak, times, table)
        for seats in seatings(variant)
    ]
    contracts = {contract for _, contract, _ in runs}
    kind = "/".join(sorted(kind for _, _, kind in runs))
    return statistics.fmean(score for score, _, _ in runs), len(contracts) > 1, kind


# A game's hands are dealt from seeds ``game seed * HANDS_A_GAME + hand``: the runs of a
# game get the same cards hand by hand for as long as both last.
HANDS_A_GAME = 1000


def play_game(
    variant: Variant,
    seed: int,
    strong_seats: set[int],
    strong: str,
    weak: str,
    times: dict[str, list[float]],
    table: bool = False,
) -> tuple[float, float, int]:
    """A whole game to the target from 0–0, the deal starting left of seat ``seed``
    modulo the players: 1 if the stronger players won it, else −1 (three-hand: 1 for the
    stronger player's win, −1/2 for a weaker player's, so that three runs with the
    stronger player in each seat sum to 0 between equals), the stronger side's points
    minus the others' summed over its hands (``play_hand``), and its hands."""
    game = Game(variant, dealer=seed % variant.players)
    margin = 0.0
    hands = 0
    while not game.is_over:
        if hands >= HANDS_A_GAME:
            raise RuntimeError(f"game {seed} has no winner after {hands} hands")
        hand_seed = seed * HANDS_A_GAME + hands
        score, _, _ = play_hand(variant, hand_seed, strong_seats, strong, weak, times, table, game)
        margin += score
        hands += 1
    # Partnerships: the winner is a side (seat modulo 2); three-hand: a seat.
    strong_sides = strong_seats if variant.players == 3 else {s % 2 for s in strong_seats}
    strong_won = game.winner in strong_sides
    lost = -0.5 if variant.players == 3 else -1.0
    return (1.0 if strong_won else lost), margin, hands


def duplicate_game(
    variant: Variant, seed: int, step: Step, times: dict[str, list[float]], table: bool = False
) -> tuple[float, float, int]:
    """A game in duplicate: its mean result over the runs, the stronger side's points a
    hand minus the others' over all the runs' hands, and the runs' hands."""
    runs = [
        play_game(variant, seed, seats, step.strong, step.weak, times, table)
        for seats in seatings(variant)
    ]
    hands = sum(h for _, _, h in runs)
    return statistics.fmean(r for r, _, _ in runs), math.fsum(m for _, m, _ in runs) / hands, hands


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
    ladder: tuple[tuple[str, str], ...] = LADDER,
    table: bool = False,
    games: bool = False,
    until: float | None = None,
) -> dict[str, Any]:
    variant = Variant.preset(preset)
    steps = [Step(strong, weak) for strong, weak in ladder]
    times: dict[str, list[float]] = {}
    started = time.process_time()
    next_seed = seed
    with click.progressbar(
        length=max_deals * len(steps),
        label=f"{preset}: duplicate deals ({', '.join(f'{a}/{b}' for a, b in ladder)})",
        file=sys.stderr,
    ) as bar:
        while True:
            open_steps = [s for s in steps if len(s.scores) < min_deals or not s.settled()]
            open_steps = [s for s in open_steps if len(s.scores) < max_deals]
            if not open_steps or time.process_time() - started > budget:
                break
            if until is not None and time.time() > until:
                break
            for _ in range(batch):
                if until is not None and time.time() > until:
                    break  # every step has played the same deals
                for step in open_steps:
                    if games:
                        score, per_hand, hands = duplicate_game(
                            variant, next_seed, step, times, table
                        )
                        step.hand_points.append(per_hand)
                        step.hands.append(hands)
                        by_calls, kind = False, "game"
                    else:
                        score, by_calls, kind = duplicate(variant, next_seed, step, times, table)
                    step.scores.append(score)
                    step.by_calls.append(by_calls)
                    step.kinds.append(kind)
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
                **(step.game_fields() if games else step.breakdown()),
                "scores": [round(score, 3) for score in step.scores],  # per deal, in order
            }
        )
    uniform = f"expert{UNIFORM}"
    return {
        "preset": preset,
        "games": games,
        "table_reading": table,
        "ladder": ladder,
        "holds": all(row["excludes_zero"] for row in ladder),
        **_time_fields("expert", times.get("expert", [])),
        **(_time_fields("expert_uniform", times[uniform]) if uniform in times else {}),
        "cpu_seconds": round(elapsed, 1),
    }


def _time_fields(prefix: str, times: list[float]) -> dict[str, Any]:
    """Decisions, median, 90th and 99th percentile of one player's decision times (ms)."""

    def ms(value: float) -> float | None:
        return round(value * 1000, 1) if times else None

    return {
        f"{prefix}_decisions": len(times),
        f"{prefix}_median_ms": ms(statistics.median(times)) if times else None,
        f"{prefix}_p90_ms": ms(percentile(times, 0.9)),
        f"{prefix}_p99_ms": ms(percentile(times, 0.99)),
    }


def paired_gain(before: list[float], after: list[float]) -> tuple[int, float, float, float, int]:
    """Deals, mean gain, 95% interval and deals changed, over the deals both runs played."""
    gains = [b - a for a, b in zip(before, after, strict=False)]
    n = len(gains)
    if n < 2:
        return n, math.nan, math.nan, math.nan, 0
    mean = statistics.fmean(gains)
    half = Z95 * statistics.stdev(gains) / math.sqrt(n)
    return n, mean, mean - half, mean + half, sum(1 for g in gains if g != 0)


def paired_summary(result: dict[str, Any], path: str) -> str:
    """Each step's paired gain over the earlier run in ``path`` (one preset's JSON or a
    list of them), for the steps and preset both runs played."""
    with open(path, encoding="utf-8") as file:
        earlier = json.load(file)
    runs = earlier if isinstance(earlier, list) else [earlier]
    lines = []
    for run_before in runs:
        if run_before["preset"] != result["preset"]:
            continue
        for row in result["ladder"]:
            for old in run_before["ladder"]:
                if (old["stronger"], old["weaker"]) != (row["stronger"], row["weaker"]):
                    continue
                n, mean, low, high, changed = paired_gain(old["scores"], row["scores"])
                lines.append(
                    f" · paired gain over {path}: {mean:+.3f} [{low:+.3f},{high:+.3f}] "
                    f"on {n} deals ({changed} changed)"
                )
    return "".join(lines)


def _summary(row: dict[str, Any]) -> str:
    head = (
        f"{row['stronger']}>{row['weaker']} {row['points_per_deal']:+.2f} "
        f"[{row['ci95'][0]:+.2f},{row['ci95'][1]:+.2f}] n={row['deals']}"
    )
    if "points_per_hand" in row:
        low, high = row["points_per_hand_ci95"]
        return (
            f"{head} games (won − lost a game), points a hand {row['points_per_hand']:+.3f} "
            f"[{low:+.3f},{high:+.3f}] over {row['hands']} hands"
        )
    return (
        f"{head} (calls {row['calls_points_per_deal']:+.2f} on {row['calls_deals']}, "
        f"play {row['play_points_per_deal']:+.2f} on {row['play_deals']})"
    )


PRESETS = ("standard", "cardgames", "american", "british", "three-hand", "bid")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--preset", default="standard", help="presets (a,b,…) or 'all'")
    parser.add_argument("--expert-only", action="store_true", help="only expert against club")
    parser.add_argument(
        "--hearing", action="store_true", help="the hearing expert against the uniform one"
    )
    parser.add_argument(
        "--table-reading",
        action="store_true",
        help="hearing players read an expert's calls with its lean (as /play/ does)",
    )
    parser.add_argument(
        "--pair",
        help="one step STRONG:WEAK, e.g. expert-uniform:club (a -uniform player hears nothing)",
    )
    parser.add_argument(
        "--games",
        action="store_true",
        help="whole games to the target from 0-0 (a deal: a game), so calls meet real scores",
    )
    parser.add_argument("--min-deals", type=int, default=400)
    parser.add_argument("--max-deals", type=int, default=2000)
    parser.add_argument("--batch", type=int, default=20)
    parser.add_argument("--budget", type=float, default=25 * 60, help="CPU seconds a preset")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", help="an earlier --json run on the same seeds: paired gain")
    parser.add_argument(
        "--until", type=float, help="a Unix time: add no deal after it (wall clock)"
    )
    args = parser.parse_args()
    ladder = HEARING if args.hearing else LADDER[:1] if args.expert_only else LADDER
    if args.pair:
        strong, weak = args.pair.split(":")
        if {strong, weak} - {*STRENGTHS, *(f"{s}{UNIFORM}" for s in STRENGTHS)}:
            parser.error(f"unknown players in --pair {args.pair!r}")
        ladder = ((strong, weak),)
    presets = PRESETS if args.preset == "all" else tuple(args.preset.split(","))
    results = []
    for preset in presets:
        result = run(
            preset,
            args.min_deals,
            args.max_deals,
            args.batch,
            args.budget,
            args.seed,
            ladder,
            args.table_reading,
            args.games,
            args.until,
        )
        results.append(result)
        summary = " · ".join(_summary(r) for r in result["ladder"])
        uniform_time = (
            f" · uniform expert median {result['expert_uniform_median_ms']} ms, "
            f"p99 {result['expert_uniform_p99_ms']} ms"
            if "expert_uniform_median_ms" in result
            else ""
        )
        if args.against:
            summary += paired_summary(result, args.against)
        verdict = "ladder holds" if result["holds"] else "ladder NOT shown"
        click.echo(
            f"{preset}: {verdict}: {summary} · expert median {result['expert_median_ms']} ms, "
            f"p90 {result['expert_p90_ms']} ms, p99 {result['expert_p99_ms']} ms"
            f"{uniform_time} · {result['cpu_seconds']} s CPU",
            err=True,
        )
    if args.json:
        print(json.dumps(results if len(results) > 1 else results[0], indent=2))
        return
    for result in results:
        for row in result["ladder"]:
            low, high = row["ci95"]
            print(
                f"{result['preset']:>10} {row['stronger']:>8} vs {row['weaker']:<8} "
                f"{row['points_per_deal']:+.3f} points/deal  95% [{low:+.3f}, {high:+.3f}]  "
                f"over {row['deals']} deals"
            )
        print(
            f"{result['preset']:>10} expert decision: median {result['expert_median_ms']} ms, "
            f"p90 {result['expert_p90_ms']} ms, p99 {result['expert_p99_ms']} ms over "
            f"{result['expert_decisions']} decisions"
        )


if __name__ == "__main__":
    main()
