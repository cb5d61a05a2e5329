"""CPU time of a quiz answer in one process: this checkout against another, and the anchor.

    python benchmarks/answer_write.py                  # before = main, after = this checkout
    python benchmarks/answer_write.py --before c7732ad --answers 400 --repeats 5 --json

Each run is a fresh process on a fresh SQLite database (the app's defaults: WAL,
synchronous=NORMAL) that answers one quiz set through the Flask test client, as htmx
does: GET the item page, then POST an answer with the page's CSRF token and answer token.
It times the POSTs alone and the GET+POST pairs with ``time.process_time`` over
``--answers`` answers (after a warm-up), anonymous and signed in. The runs alternate
before, after and the anchor (``benchmarks/anchor_app.py``, the minimal app of
``web.py``, driven the same way) ``--repeats`` times, so machine noise hits all three;
figures are medians. "before" is an export of ``--before`` (``git archive``).

Unlike ``web.py`` (gunicorn and wrk, wall clock and /proc CPU under load) this measures
the code path alone, steadily enough to compare two commits on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(__file__).resolve().parent
SECRET_KEY = "benchmark-answer-not-secret"  # noqa: S105  (signs cookies of a throwaway run)
PASSWORD = "Bench-marking-pass-9"  # noqa: S105  (a throwaway account on a temporary database)
FIELD = r'name="{}"[^>]*value="([^"]*)"'
WARM_UP = 30
MEASURES = ("write_ms", "post_ms", "pair_ms")


def field(html: str, name: str) -> str:
    match = re.search(FIELD.format(name), html)
    assert match, f"no {name} field on the page"
    return match.group(1)


class WriteClock:
    """CPU time spent inside one function (the answer's write path), wrapped in place."""

    def __init__(self) -> None:
        self.spent = 0.0

    def wrap(self, module: Any, name: str) -> None:
        inner = getattr(module, name)

        def timed_call(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            try:
                return inner(*args, **kwargs)
            finally:
                self.spent += time.process_time() - start

        setattr(module, name, timed_call)


def timed(
    answers: int, pairs: dict[str, Callable[[int], float]], writes: WriteClock | None = None
) -> dict[str, Any]:
    """CPU ms per POST, per GET+POST and (with ``writes``) in the write path over
    ``answers`` pairs of each identity, after warming them all up (``pair`` returns the
    POST's CPU seconds)."""
    for pair in pairs.values():
        for number in range(WARM_UP):
            pair(number)
    result: dict[str, Any] = {}
    for identity, pair in pairs.items():
        posts = 0.0
        if writes is not None:
            writes.spent = 0.0
        start = time.process_time()
        for number in range(answers):
            posts += pair(number)
        total = time.process_time() - start
        result[identity] = {"post_ms": posts / answers * 1000, "pair_ms": total / answers * 1000}
        if writes is not None:
            result[identity]["write_ms"] = writes.spent / answers * 1000
    return result


# -- the child processes -------------------------------------------------------------------


def child_ours(root: Path, set_id: str, items: int, answers: int) -> dict[str, Any]:
    sys.path.insert(0, str(root))
    from tutor import create_app
    from tutor.web import quizzes

    # The write path as both commits have it: record_attempt (the Attempt, the deck, the
    # ratings and the commit), called by the answer view through the module.
    writes = WriteClock()
    writes.wrap(quizzes, "record_attempt")

    folder = tempfile.mkdtemp(prefix="tutor-bench-answer-")
    app = create_app(
        {
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/tutor.sqlite",
            "SECRET_KEY": SECRET_KEY,
            "RATELIMIT_STORAGE_URI": "memory://",
            # The anonymous answers are counted (that cost is measured) but never refused.
            "ANONYMOUS_ANSWER_LIMIT": "1000000000 per minute",
        }
    )
    pairs: dict[str, Callable[[int], float]] = {}
    for identity in ("anonymous", "signed-in"):
        client = app.test_client()
        if identity == "signed-in":
            page = client.get("/auth/register").get_data(as_text=True)
            form = {"csrf_token": field(page, "csrf_token"), "username": "bench-learner"}
            form |= {"password": PASSWORD, "password2": PASSWORD, "role": "learner"}
            assert client.post("/auth/register", data=form).status_code == 302

        def pair(number: int, client: Any = client) -> float:
            url = f"/quizzes/{set_id}/{number % items + 1}"
            html = client.get(url).get_data(as_text=True)
            values = re.findall(FIELD.format("answer"), html)
            form = {name: field(html, name) for name in ("csrf_token", "token", "item_id")}
            form["answer"] = values[number % len(values)]  # right and wrong answers
            start = time.process_time()
            response = client.post(url, data=form, headers={"HX-Request": "true"})
            spent = time.process_time() - start
            assert response.status_code == 200, response.status_code
            return spent

        pairs[identity] = pair
    return timed(answers, pairs, writes)


def child_anchor(root: Path, set_id: str, items: int, answers: int) -> dict[str, Any]:
    folder = tempfile.mkdtemp(prefix="tutor-bench-anchor-")
    sys.path.insert(0, str(BENCH_DIR))
    from web import anchor_bank

    os.environ["ANCHOR_BANK"] = str(anchor_bank(set_id, Path(folder)))
    os.environ["ANCHOR_LESSON"] = str(next((root / "lessons" / "en").glob("*.md")))
    os.environ["ANCHOR_DB"] = f"{folder}/anchor.sqlite"
    from anchor_app import create_app

    client = create_app().test_client()

    def pair(number: int) -> float:
        url = f"/item/{number % items + 1}"
        html = client.get(url).get_data(as_text=True)
        values = re.findall(FIELD.format("answer"), html)
        form = {"token": field(html, "token"), "item_id": field(html, "item_id")}
        form["answer"] = values[number % len(values)]
        start = time.process_time()
        response = client.post(url, data=form)
        spent = time.process_time() - start
        assert response.status_code == 200, response.status_code
        return spent

    figures = timed(answers, {"anonymous": pair})["anonymous"]
    return {"anonymous": figures, "signed-in": figures}  # the anchor has no accounts


def run_child(which: str, root: Path, args: argparse.Namespace) -> dict[str, Any]:
    command = [sys.executable, __file__, "--child", which, "--root", str(root)]
    command += ["--set", args.set, "--items", str(args.items), "--answers", str(args.answers)]
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run(  # noqa: S603  (our own command line)
        command, env=env, cwd=root, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise click.ClickException(f"the {which} run failed:\n{done.stderr[-3000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def export(ref: str, folder: Path) -> Path:
    """``ref`` of this repository as plain files in ``folder``."""
    archive = subprocess.run(  # noqa: S603
        ["git", "-C", str(ROOT), "archive", ref],  # noqa: S607
        capture_output=True,
        check=True,
    )
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)  # noqa: S603, S607
    return folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", default="main", help="the commit to compare with")
    parser.add_argument("--answers", type=int, default=300, help="timed answers per run")
    parser.add_argument("--repeats", type=int, default=5, help="runs per figure (median)")
    parser.add_argument("--set", default="best-play-count-trumps", help="quiz set to answer")
    parser.add_argument("--items", type=int, default=3, help="answer its first N items in turn")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", choices=("ours", "anchor"), help=argparse.SUPPRESS)
    parser.add_argument("--root", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child = child_ours if args.child == "ours" else child_anchor
        print(json.dumps(child(args.root, args.set, args.items, args.answers)))
        return 0

    with tempfile.TemporaryDirectory(prefix="tutor-bench-before-") as folder:
        before_root = export(args.before, Path(folder))
        runs = [
            (name, which, root)
            for _ in range(args.repeats)
            for name, which, root in (
                ("before", "ours", before_root),
                ("after", "ours", ROOT),
                ("anchor", "anchor", ROOT),
            )
        ]
        results: dict[str, list[dict[str, Any]]] = {}
        with click.progressbar(
            runs,
            label=f"{args.answers} answers per run, before/after/anchor x {args.repeats}",
            file=sys.stderr,
            item_show_func=lambda run: run[0] if run else None,
        ) as bar:
            for name, which, root in bar:
                results.setdefault(name, []).append(run_child(which, root, args))

    report: dict[str, Any] = {
        "before": args.before,
        "answers": args.answers,
        "repeats": args.repeats,
        "set": args.set,
        "items": args.items,
    }
    for identity in ("anonymous", "signed-in"):
        figures: dict[str, Any] = {}
        for name, found in results.items():
            measures = ("post_ms", "pair_ms") if name == "anchor" else MEASURES
            for measure in measures:
                values = [run[identity][measure] for run in found]
                figures.setdefault(name, {})[measure] = round(statistics.median(values), 2)
                figures[name][measure + "_range"] = [round(min(values), 2), round(max(values), 2)]
        before, after, anchor = figures["before"], figures["after"], figures["anchor"]
        figures["write_speedup"] = round(before["write_ms"] / after["write_ms"], 2)
        figures["post_speedup"] = round(before["post_ms"] / after["post_ms"], 2)
        figures["pair_speedup"] = round(before["pair_ms"] / after["pair_ms"], 2)
        # The anchor's CPU per pair over ours: what web.py's cpu_ratio measures under load.
        figures["pair_vs_anchor_before"] = round(anchor["pair_ms"] / before["pair_ms"], 2)
        figures["pair_vs_anchor_after"] = round(anchor["pair_ms"] / after["pair_ms"], 2)
        report[identity] = figures
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(
            f"CPU ms, median of {args.repeats} runs of {args.answers} answers, before {args.before}"
        )
        print(
            "{:<10} {:>8} {:>8} {:>8} {:>8} {:>8}".format(
                "", "before", "after", "speedup", "anchor", ""
            )
        )
        for identity in ("anonymous", "signed-in"):
            f = report[identity]
            for measure, label in (
                ("write_ms", "write"),
                ("post_ms", "POST"),
                ("pair_ms", "GET+POST"),
            ):
                speedup = f[measure.replace("_ms", "_speedup")]
                anchor = f["anchor"].get(measure, "")
                print(
                    f"{identity:<10} {label:>8} {f['before'][measure]:>8} {f['after'][measure]:>8} "
                    f"{speedup:>7}x {anchor:>8}"
                )
    parts = []
    for identity in ("anonymous", "signed-in"):
        f = report[identity]
        parts.append(
            f"{identity} write path {f['before']['write_ms']} -> {f['after']['write_ms']} ms "
            f"({f['write_speedup']}x), POST {f['before']['post_ms']} -> {f['after']['post_ms']} ms "
            f"({f['post_speedup']}x), GET+POST at {f['pair_vs_anchor_before']}x -> "
            f"{f['pair_vs_anchor_after']}x the anchor's CPU"
        )
    click.echo("answer_write: " + "; ".join(parts), err=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
