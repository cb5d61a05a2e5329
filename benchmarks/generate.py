"""Best-play generation speed: validated items per second on one core.

    python benchmarks/generate.py           # a short report
    python benchmarks/generate.py --json    # {best_play_items_per_s, themed_sets_items_per_s, ...}

Every item counted is publishable: its answer clears the second-best card by the margin
over at least 32 sampled deals (each solved exactly for every legal card) and follows a
principle of rules-spec §4. Two figures, fixed seeds, one process:

* ``best_play_items_per_s``: what ``flask quizzes export --kind best-play`` produces
  (standard variant, any theme);
* ``themed_sets_items_per_s``: a few items from each of the project's standard best-play
  sets, whose rarer themes (a lead against a loner, …) reject more candidates.

Times are this process's CPU time (``time.process_time``), so other work on the machine
does not count against them.
"""

from __future__ import annotations

import argparse
import json
import time

from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import generate_items, spec_for
from tutor.quiz.kinds import Item, Spec


def _timed(specs: list[tuple[Spec, int]]) -> tuple[list[Item], float]:
    start = time.process_time()
    items: list[Item] = []
    for spec, count in specs:
        items.extend(generate_items(spec, count))
    return items, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--count", type=int, default=60, help="items for the export figure")
    parser.add_argument("--per-set", type=int, default=6, help="items from each themed set")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    export_spec = Spec(kind="best-play", variant="standard", seed=args.seed)
    free, free_s = _timed([(export_spec, args.count)])
    sets = [
        spec_for(s)
        for s in load_catalogue(with_items=False)
        if s.kind == "best-play" and s.variant == "standard" and not s.options.get("curated")
    ]
    themed, themed_s = _timed([(spec, args.per_set) for spec in sets])
    everything = free + themed
    assert all(item["samples"] >= 32 for item in everything)
    result = {
        "best_play_items_per_s": round(len(free) / free_s, 2),
        "themed_sets_items_per_s": round(len(themed) / themed_s, 2),
        "items": len(everything),
        "cpu_seconds": round(free_s + themed_s, 2),
        "min_samples": min(item["samples"] for item in everything),
    }
    if args.json:
        print(json.dumps(result))
        return
    print(f"export (any theme):  {result['best_play_items_per_s']} items/s")
    print(f"themed sets:         {result['themed_sets_items_per_s']} items/s")
    print(f"{result['items']} items, >= {result['min_samples']} deals each")


if __name__ == "__main__":
    main()
