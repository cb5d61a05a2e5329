"""Re-prove the committed engine-judged best-play items under the judge that hears the calls.

    PYTHONPATH=. python benchmarks/hearing.py [--deals 128] [--set best-play-british] [--json]

Nothing is written: the banks stay as they are. For each committed best-play item, the calls
its position implies (``tutor.analysis.hearing.implied_calls``: the seats before the maker
passed, the maker called, a lone defender defended) are read with the calling model
(``tutor.analysis.hearing.COUNT``), and the item's options are judged on ``--deals`` fresh
deals of its confirming stream drawn in proportion to the calls' likelihood. Per set:

* ``heard``: items whose calls could be read (Bid Euchre's auction is not in an item);
* ``changed``: the stored answer is no longer the best option;
* ``decided``: every option scores the same (the card no longer matters);
* ``thin``: the answer still leads, but by less than 0.10 point;
* ``held``: the answer leads and the one-sided 99% lower bound of its lead (the proof's
  statistics, ``tutor.analysis.proof``) is above zero: proven under both readings, as the
  bank already holds it under the uniform one.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import click

from tutor.analysis.hearing import COUNT, Hearing, HearingError, implied_calls
from tutor.analysis.judge import PlayJudge
from tutor.analysis.position import view_from_item
from tutor.analysis.proof import Z_FUTILITY, lead_of
from tutor.engine import Card, parse_card

BANKS = Path(__file__).resolve().parent.parent / "quizzes"
THIN = 0.10
TIE = 1e-9


def items_of(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    items: list[dict[str, Any]] = data["items"] if isinstance(data, dict) else data
    return [i for i in items if i.get("kind") == "best-play" and i.get("confirm")]


def reprove(item: dict[str, Any], deals: int) -> str:
    """``changed``, ``decided``, ``thin``, ``held`` or ``open`` under the hearing judge;
    ``unheard`` where no calls can be read, ``unexplained`` where no deal explains them."""
    view = view_from_item(item)
    calls = implied_calls(view)
    if calls is None:
        return "unheard"
    judge = PlayJudge(view, item["id"], "confirm", hearing=Hearing(calls, COUNT))
    answer: Card = parse_card(item["answer"][0])
    rows: list[dict[Card, float]] = []
    try:
        for _ in range(deals):
            rows.append(judge.draw())
    except HearingError:
        return "unexplained"
    means = {card: statistics.fmean(row[card] for row in rows) for card in rows[0]}
    if max(means.values()) - min(means.values()) <= TIE:
        return "decided"
    best = max(means.values())
    if means[answer] < best - TIE:
        return "changed"
    runner = max((c for c in means if c != answer), key=lambda c: means[c])
    lead = means[answer] - means[runner]
    if lead < THIN:
        return "thin"
    bound = lead_of([row[answer] - row[runner] for row in rows]).lower_bound(Z_FUTILITY)
    return "held" if bound > 0 else "open"


OUTCOMES = ("held", "open", "thin", "decided", "changed", "unexplained", "unheard")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=128)
    parser.add_argument("--set", dest="sets", action="append", help="a set name (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    paths = sorted(BANKS.glob("*.json"))
    if args.sets:
        paths = [p for p in paths if p.stem in args.sets]
    work = [(p.stem, item) for p in paths for item in items_of(p)]
    table: dict[str, dict[str, int]] = {}
    started = time.process_time()
    with click.progressbar(
        work, label="Re-proving under the hearing judge", file=sys.stderr
    ) as bar:
        for name, item in bar:
            outcome = reprove(item, args.deals)
            row = table.setdefault(name, dict.fromkeys(("items", *OUTCOMES), 0))
            row["items"] += 1
            row[outcome] += 1
    result = {
        "deals": args.deals,
        "cpu_seconds": round(time.process_time() - started, 1),
        "sets": table,
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print("| set | items | " + " | ".join(OUTCOMES) + " |")
    print("|---|---:|" + "---:|" * len(OUTCOMES))
    for name, row in table.items():
        cells = " | ".join(str(row[o]) for o in OUTCOMES)
        print(f"| {name} | {row['items']} | {cells} |")
    print(f"\n{args.deals} deals an item, {result['cpu_seconds']} s CPU", file=sys.stderr)


if __name__ == "__main__":
    main()
