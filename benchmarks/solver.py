"""Double-dummy solver speed: our solver against plain minimax, fixed seeds, medians.

    python benchmarks/solver.py            # a table
    python benchmarks/solver.py --json     # {deal5_median_ms, deal6_median_ms,
                                           #  minimax_deal5_median_ms, speedup_vs_minimax}

Times are CPU time of this process (``time.process_time``), so other work on the machine
does not inflate them. Plain minimax needs seconds per full 5-card deal, so it is timed
on a few deals only (``--minimax-deals``); the speed-up is the median, over those same
deals, of minimax time divided by solver time.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Sequence

from tutor.analysis.solver import DoubleDummy, plain_minimax, to_mask
from tutor.engine import SUITS, Card, Variant


def random_deal(variant: Variant, rng: random.Random) -> tuple[list[list[Card]], int]:
    deck = list(variant.cards())
    rng.shuffle(deck)
    size = variant.hand_size
    hands = [deck[i * size : (i + 1) * size] for i in range(4)]
    return hands, rng.randrange(4)


def solve_ms(hands: Sequence[Sequence[Card]], trump_index: int, leader: int) -> float:
    start = time.process_time()
    solver = DoubleDummy(SUITS[trump_index], maximizers={0, 2})
    solver.solve([to_mask(h) for h in hands], leader)
    return (time.process_time() - start) * 1000


def minimax_ms(hands: Sequence[Sequence[Card]], trump_index: int, leader: int) -> float:
    start = time.process_time()
    plain_minimax(hands, leader, SUITS[trump_index], maximizers={0, 2})
    return (time.process_time() - start) * 1000


def run(deals5: int, deals6: int, minimax_deals: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    standard, bid = Variant.preset("standard"), Variant.preset("bid")
    five = [(*random_deal(standard, rng), rng.randrange(4)) for _ in range(deals5)]
    six = [(*random_deal(bid, rng), rng.randrange(4)) for _ in range(deals6)]
    deal5 = [solve_ms(h, t, lead) for h, lead, t in five]
    deal6 = [solve_ms(h, t, lead) for h, lead, t in six]
    ratios, slow = [], []
    for hands, lead, trump in five[:minimax_deals]:
        reference = minimax_ms(hands, trump, lead)
        ours = statistics.median(solve_ms(hands, trump, lead) for _ in range(5))
        slow.append(reference)
        ratios.append(reference / ours)
    return {
        "deal5_median_ms": round(statistics.median(deal5), 3),
        "deal6_median_ms": round(statistics.median(deal6), 3),
        "minimax_deal5_median_ms": round(statistics.median(slow), 1),
        "speedup_vs_minimax": round(statistics.median(ratios), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--deals", type=int, default=300, help="5-card deals to solve")
    parser.add_argument("--deals6", type=int, default=60, help="6-card Bid deals to solve")
    parser.add_argument("--minimax-deals", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    result = run(args.deals, args.deals6, args.minimax_deals, args.seed)
    if args.json:
        print(json.dumps(result))
        return
    print(f"{'full 5-card deal, solver':<34}{result['deal5_median_ms']:>10.3f} ms median")
    print(f"{'6-card Bid deal, solver':<34}{result['deal6_median_ms']:>10.3f} ms median")
    slow = result["minimax_deal5_median_ms"]
    print(f"{'full 5-card deal, plain minimax':<34}{slow:>10.1f} ms median")
    print(f"{'speed-up over plain minimax':<34}{result['speedup_vs_minimax']:>10.1f} x")


if __name__ == "__main__":
    main()
