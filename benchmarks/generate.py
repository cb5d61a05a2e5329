"""Engine-judged generation speed: proven items per second on one core.

    python benchmarks/generate.py                 # a short report
    python benchmarks/generate.py --json          # one JSON object
    python benchmarks/generate.py --full-build    # also time a whole `quizzes build` (long)

Every item counted is publishable: chosen on its selection deals, then proven on at least
256 fresh deals (``tutor.analysis.proof``: the 99% lower bound of its lead in points over every
other option clears the margin), free of suit-symmetric twins and of decided scores, and
following a principle of rules-spec §4. Figures, fixed seeds, one process:

* ``best_play_items_per_s``: what ``flask quizzes export --kind best-play`` produces
  (standard variant, any theme);
* ``themed_sets_items_per_s``: a few items from each standard best-play set (counter-
  examples included), whose rarer themes reject more candidates;
* ``calls_items_per_s``: a few items of each calling set (order-up, name-trump, discard),
  where every option of every deal plays a whole hand out;
* ``selection_only_items_per_s`` and ``confirmation_cost_ratio``: the same export run with
  the confirming stage switched off, in the same run — what the proof costs.

Times are this process's CPU time (``time.process_time``), so other work on the machine
does not count against them. Medians over ``--repeat`` runs.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from unittest import mock

import click

from tutor.analysis.position import View
from tutor.analysis.proof import Confirmation
from tutor.engine import Card
from tutor.quiz.bank import default_quiz_dir, load_catalogue
from tutor.quiz.build import generate_items, spec_for
from tutor.quiz.kinds import Spec

ENGINE_KINDS = ("best-play", "order-up", "name-trump", "discard")


def _rate(specs: list[tuple[Spec, int]], bar: Callable[[int], None]) -> tuple[int, float]:
    start = time.process_time()
    made = 0
    for spec, count in specs:
        made += len(generate_items(spec, count, progress=bar))
    return made, time.process_time() - start


def _unconfirmed(view: View, item_id: str, answer: Card, **_: object) -> Confirmation[Card]:
    """The confirming stage switched off (``confirm_play``'s signature): every chosen answer
    counts as proven, with its selection deals standing in for the proof."""
    del item_id
    means = {card: float(card == answer) for card in view.position.legal(view.seat)}
    return Confirmation(answer, True, 0, means, None, 0.0, 0.0, "not confirmed")


def _full_build() -> tuple[float, float]:
    """Seconds of wall time and of CPU time (the build process's own, so other work on the
    machine does not count) for a whole `quizzes build` of a copy of the set definitions."""
    with tempfile.TemporaryDirectory() as folder:
        for toml in default_quiz_dir().glob("*.toml"):
            shutil.copy(toml, folder)
        start = time.perf_counter()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(  # noqa: S603 - our own CLI, fixed arguments
            [
                sys.executable,
                "-m",
                "flask",
                "--app",
                "tutor",
                "quizzes",
                "build",
                "--quiz-dir",
                folder,
            ],
            check=True,
        )
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        return time.perf_counter() - start, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--count", type=int, default=30, help="items for the export figure")
    parser.add_argument("--per-set", type=int, default=3, help="items from each themed set")
    parser.add_argument("--repeat", type=int, default=3, help="runs; medians are reported")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--full-build", action="store_true", help="also time a whole build")
    args = parser.parse_args()
    catalogue = load_catalogue(with_items=False)
    export = [(Spec(kind="best-play", variant="standard", seed=args.seed), args.count)]
    themed = [
        (spec_for(s), args.per_set)
        for s in catalogue
        if s.kind == "best-play" and s.variant == "standard" and not s.options.get("curated")
    ]
    calls = [(spec_for(s), 1) for s in catalogue if s.kind in ENGINE_KINDS[1:]]
    runs: dict[str, list[float]] = {"export": [], "themed": [], "calls": [], "selection": []}
    per_run = args.count * 2 + args.per_set * len(themed) + len(calls)
    label = "Generating proven items (best-play, themed sets, calls, selection only)"
    with click.progressbar(length=per_run * args.repeat, label=label, file=sys.stderr) as bar:
        for _ in range(args.repeat):
            for name, specs in (("export", export), ("themed", themed), ("calls", calls)):
                made, seconds = _rate(specs, bar.update)
                runs[name].append(made / seconds)
            with mock.patch("tutor.quiz.kinds.best_play.generation.confirm_play", _unconfirmed):
                made, seconds = _rate(export, bar.update)
            runs["selection"].append(made / seconds)
    median = {name: statistics.median(rates) for name, rates in runs.items()}
    result: dict[str, float | int] = {
        "best_play_items_per_s": round(median["export"], 2),
        "themed_sets_items_per_s": round(median["themed"], 2),
        "calls_items_per_s": round(median["calls"], 3),
        "selection_only_items_per_s": round(median["selection"], 2),
        "confirmation_cost_ratio": round(median["selection"] / median["export"], 2),
        "repeats": args.repeat,
    }
    if args.full_build:
        wall, cpu = _full_build()
        result["full_build_seconds"] = round(wall, 1)
        result["full_build_cpu_seconds"] = round(cpu, 1)
    if args.json:
        print(json.dumps(result))
        return
    print(
        f"best-play {result['best_play_items_per_s']} proven items/s "
        f"(themed sets {result['themed_sets_items_per_s']}, calls {result['calls_items_per_s']}; "
        f"the proof costs {result['confirmation_cost_ratio']}x selection alone)"
    )


if __name__ == "__main__":
    main()
