"""Best-play generation speed: validated items per second on one core.

    python benchmarks/generate.py --json   # {best_play_items_per_s, ...}

Every item counted is published quality: its answer clears the second-best card by the
margin over at least 32 sampled deals, each solved exactly for every legal card. The
sets are the project's own standard best-play sets (their themes, their seeds), a few
items from each, generated in this one process; the time is this process's CPU time
(``time.process_time``), so other work on the machine does not count against it.
"""

from __future__ import annotations

import argparse
import json
import time

from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import generate_items, spec_for


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--per-set", type=int, default=6, help="items from each set")
    args = parser.parse_args()
    sets = [
        s
        for s in load_catalogue(with_items=False)
        if s.kind == "best-play" and s.variant == "standard" and not s.options.get("curated")
    ]
    start = time.process_time()
    items = []
    for quiz_set in sets:
        items.extend(generate_items(spec_for(quiz_set), args.per_set))
    elapsed = time.process_time() - start
    assert all(item["samples"] >= 32 for item in items)
    result = {
        "best_play_items_per_s": round(len(items) / elapsed, 2),
        "items": len(items),
        "seconds": round(elapsed, 2),
        "min_samples": min(item["samples"] for item in items),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['items']} validated best-play items in {result['seconds']} s: "
            f"{result['best_play_items_per_s']} items/s (>= {result['min_samples']} deals each)"
        )


if __name__ == "__main__":
    main()
