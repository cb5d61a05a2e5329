"""How often the engine players make each call at a given point count: the calling model's
spread measured (``tutor.analysis.call_policy``).

    PYTHONPATH=. python benchmarks/calling_policy.py --deals 400 [--seed 70000] [--json]

The calling model (``tutor.analysis.hearing.CallingModel``) reads a call as the point count
(``hand_strength`` against ``CALL_THRESHOLD`` / ``ALONE_THRESHOLD``) misjudged by a logistic
error of scale ``CALL_SCALE``. Here the expert engine player (``tutor.play.bots``), which
calls by playing the options out, makes the calls the model reads, on hands whose count
lies near each threshold:

* ``order``: first to speak in round one (standard, nothing heard yet), counts 2 to 9:
  does it call (order up, alone or not) or pass?
* ``alone``: the same seat, counts 7 to 13: does it order up alone?
* ``defend``: cardgames, first to speak ordered up alone; the defender on its left, whose
  trump count is 2 to 13: does it defend alone?

Deals are drawn by seed and kept only where the deciding hand's count is in the window
(rejection on the count alone, so the hands are uniform given their count). Prints per
call the decisions by count (rounded to the half point) and the logistic that fits them
best (``fit_spread``: the lean and scale of largest likelihood, the model's slip kept),
with the count model's and the beginner's own spread beside it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from collections.abc import Callable

import click

from tutor.analysis.call_policy import BEGINNER_SCALE, Decided, fit_spread
from tutor.analysis.deal import ALONE_THRESHOLD, CALL_THRESHOLD, hand_strength
from tutor.analysis.hearing import CALL_SCALE, COUNT
from tutor.analysis.seeing import discard_choice
from tutor.engine import Deal, OrderUp, Pass, Phase, Variant
from tutor.play.bots import decide

WINDOWS = {"order": (2.0, 9.0), "alone": (7.0, 13.0), "defend": (2.0, 13.0)}
THRESHOLDS = {"order": CALL_THRESHOLD, "alone": ALONE_THRESHOLD, "defend": ALONE_THRESHOLD}
# The legal calls a slip picks among (``SLIP`` / this many): pass, order up, alone; pass or
# defend alone.
CHOICES = {"order": 3, "alone": 3, "defend": 2}
# Of those, the calls that make it (order up, alone or not, both count as a call).
MAKES = {"order": 2, "alone": 1, "defend": 1}


def _round_one(variant: Variant, seed: int) -> tuple[Deal, float]:
    deal = Deal.new(variant, dealer=0, seed=seed)
    upcard = deal.upcard
    if upcard is None or upcard.suit is None:
        return deal, -99.0
    return deal, hand_strength(deal.public_view(1).hand, upcard.suit)


def order_or_alone(seed: int) -> tuple[float, str]:
    """Seat 1's count for the turn-up and the expert's call: pass, order, alone."""
    deal, count = _round_one(Variant.preset("standard"), seed)
    action = decide(deal, "expert", f"policy|{seed}", calling_model=COUNT).action
    if isinstance(action, OrderUp):
        return count, "alone" if action.alone else "order"
    return count, "pass"


def defend(seed: int) -> tuple[float, str] | None:
    """Cardgames: seat 1 orders up alone; seat 2's trump count and its answer."""
    deal = Deal.new(Variant.preset("cardgames"), dealer=0, seed=seed)
    upcard = deal.upcard
    if upcard is None or upcard.suit is None:
        return None
    count = hand_strength(deal.public_view(2).hand, upcard.suit)
    if not WINDOWS["defend"][0] <= count <= WINDOWS["defend"][1]:
        return None
    deal.push(OrderUp(alone=True))
    while deal.phase is Phase.DISCARD:
        deal.push(discard_choice(deal))
    if deal.phase is not Phase.DEFEND_ALONE or deal.to_act != 2:
        return None
    action = decide(deal, "expert", f"policy-defend|{seed}", calling_model=COUNT).action
    return count, "pass" if action == Pass() else "defend"


def measure(call: str, seed: int, deals: int) -> list[Decided]:
    low, high = WINDOWS[call]
    found: list[Decided] = []
    decide_one: Callable[[int], tuple[float, str] | None]
    if call == "defend":
        decide_one = defend
    else:

        def decide_one(s: int) -> tuple[float, str] | None:
            _deal, count = _round_one(Variant.preset("standard"), s)
            return order_or_alone(s) if low <= count <= high else None

    with click.progressbar(length=deals, label=call, file=sys.stderr) as bar:
        while len(found) < deals:
            seed += 1
            decided = decide_one(seed)
            if decided is None:
                continue
            count, action = decided
            made = action != "pass" if call == "order" else action in ("alone", "defend")
            found.append(Decided(count, made))
            bar.update(1)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=400, help="decisions per call")
    parser.add_argument("--seed", type=int, default=70000)
    parser.add_argument("--calls", default="order,alone,defend")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report: dict[str, object] = {}
    for offset, call in enumerate(args.calls.split(",")):
        found = measure(call, args.seed + 1_000_000 * offset, args.deals)
        table: dict[float, Counter[bool]] = defaultdict(Counter)
        for row in found:
            table[round(row.count * 2) / 2][row.made] += 1
        fitting = {"choices": CHOICES[call], "makes": MAKES[call]}
        fit = fit_spread(found, THRESHOLDS[call], **fitting)
        as_count = fit_spread(
            found, THRESHOLDS[call], leans=(0.0,), scales=(CALL_SCALE,), **fitting
        )
        report[call] = {
            "decisions": len(found),
            "by_count": {str(k): [table[k][True], sum(table[k].values())] for k in sorted(table)},
            "lean": fit.lean,
            "scale": fit.scale,
            "log_likelihood": round(fit.log_likelihood, 2),
            "count_model_log_likelihood": round(as_count.log_likelihood, 2),
        }
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for call, row in report.items():
        assert isinstance(row, dict)
        print(f"## {call} (threshold {THRESHOLDS[call]}): {row['decisions']} decisions")
        print("| count | made | of |")
        print("|---:|---:|---:|")
        for count, (made, total) in row["by_count"].items():
            print(f"| {count} | {made} | {total} |")
        print(
            f"fit: lean {row['lean']:+.2f}, scale {row['scale']:.2f} "
            f"(log-likelihood {row['log_likelihood']}; the count model's scale {CALL_SCALE} "
            f"without lean: {row['count_model_log_likelihood']}; the beginner's spread is "
            f"about {BEGINNER_SCALE:.2f})"
        )


if __name__ == "__main__":
    main()
