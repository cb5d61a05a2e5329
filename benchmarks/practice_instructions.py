"""Instructions per request under callgrind of ``practice.py``'s three pages, one learner.

    python benchmarks/practice_instructions.py           # a short report
    python benchmarks/practice_instructions.py --json    # {quiz, review, drill, ratios}

``practice.py`` times the quiz page, the review page and a drill answer with the clock, on
the shared machine; this counts their instructions (valgrind's callgrind, Debian package
``valgrind``), the same figure on a quiet machine and a busy one, so that two commits can
be compared while developing.

One process under callgrind makes the app and a learner as ``practice.py`` does (a drill
started, ``--history`` past answers, the same test client and requests: the quiz page of
the item the review serves, the review page, a right drill answer posted as htmx posts
it), makes ``--warm-up`` rounds of the three, then forks per page: one fork makes M
(``--requests``) requests and another 2M, each from the same rows (SQLite's backup of the
database as it was), and the difference of their totals ÷ M is one request, start-up and
warm-up cancelled out (as ``instructions.py`` does). The drill answer's figure has the
test's page reader (which finds the next question's right answer) taken off, counted the
same way in a fork of its own. The drill's questions are drawn from a fixed seed in every
fork, so both forks of a page ask the same questions.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import click

BENCH_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH_DIR))

from instructions import in_fork, per_request, restore, settle  # noqa: E402  (instructions.py)

JOBS = ("quiz", "review", "drill", "reader")
DRILL_SEED = 12


def child(args: argparse.Namespace) -> int:
    """Under callgrind: the learner, the warm-up, then two forks per job (M and 2M
    requests); each fork's pid goes to stdout, as callgrind names its file by it."""
    # benchmarks/practice.py of the checkout measured (it puts that checkout's root first
    # on the path, so the app imported is that checkout's too).
    sys.path.insert(0, str(Path(args.app_root) / "benchmarks"))
    import practice

    from tutor.extensions import db
    from tutor.practice import drill as drill_module
    from tutor.quiz import load_catalogue

    folder = Path(args.folder)
    app = practice.make_app(folder)
    client = app.test_client()
    drill = practice.Drill(client)
    read_page = drill.read
    pages: list[str] = []

    def keeping(html: str, url: str) -> Any:
        pages[:] = [html]  # the last drill page, for the reader's own job
        return read_page(html, url)

    drill.read = keeping
    practice.give_history(app, practice.learner_of(client), args.history, seed=0)
    served = practice.served_item_url(client, load_catalogue(practice.ROOT / "quizzes"))
    drill_module._rng.seed(DRILL_SEED)
    for _ in range(args.warm_up):
        practice.timed_get(client, "/review/")
        practice.timed_get(client, served)
        drill.answer()
    with app.app_context():
        db.session.remove()
        db.engine.dispose()
    database = folder / "bench.sqlite"
    settle(database)
    pristine = folder / "pristine.sqlite"
    shutil.copy(database, pristine)
    for job in JOBS:
        for count in (args.requests, 2 * args.requests):

            def work(job: str = job, count: int = count) -> None:
                restore(pristine, database)
                drill_module._rng.seed(DRILL_SEED)
                for _ in range(count):
                    if job == "quiz":
                        practice.timed_get(client, served)
                    elif job == "review":
                        practice.timed_get(client, "/review/")
                    elif job == "drill":
                        drill.answer()
                    else:
                        read_page(pages[0], drill.url)

            in_fork(job, count, work, job)
    return 0


def measure(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="tutor-bench-practice-instructions-") as name:
        folder = Path(name)
        command = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={folder}/callgrind.%p",
            str(Path(sys.executable).resolve()),
            str(Path(__file__).resolve()),
            "--child",
            f"--folder={folder}",
            f"--app-root={args.app_root}",
            f"--history={args.history}",
            f"--warm-up={args.warm_up}",
            f"--requests={args.requests}",
        ]
        per = per_request(
            command,
            args.app_root,
            args.requests,
            lambda pid: folder / f"callgrind.{pid}",
            "callgrind",
        )
    quiz, review, drill = per["quiz"], per["review"], per["drill"] - per["reader"]
    return {
        "quiz": quiz,
        "review": review,
        "drill": drill,
        "review_vs_quiz": round(review / quiz, 3),
        "drill_vs_quiz": round(drill / quiz, 3),
        "reader_taken_off": per["reader"],
        "history_answers": args.history,
        "warm_up": args.warm_up,
        "requests": args.requests,
        "app_root": str(args.app_root),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--history", type=int, default=100, help="past answers of the learner")
    parser.add_argument("--warm-up", type=int, default=30, help="rounds before measuring")
    parser.add_argument("--requests", type=int, default=20, help="M: measured requests")
    parser.add_argument(
        "--app-root",
        type=Path,
        default=BENCH_DIR.parent,
        help="the app from another checkout (e.g. an export of main, for before/after)",
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args)
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    args.app_root = args.app_root.resolve()
    click.echo("callgrind: the quiz page, the review page and a drill answer…", err=True)
    report = measure(args)
    line = (
        f"quiz page {report['quiz']:,}, review page {report['review']:,} "
        f"(x{report['review_vs_quiz']}), drill answer {report['drill']:,} "
        f"(x{report['drill_vs_quiz']}) instructions per request"
    )
    if args.json:
        print(json.dumps(report))
        click.echo(line, err=True)
    else:
        click.echo(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
