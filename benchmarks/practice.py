"""Practice under load: the review page and a bower-drill answer next to a quiz page.

    python benchmarks/practice.py           # a short report
    python benchmarks/practice.py --json    # {quiz_page_ms, review_page_ms, drill_answer_ms, ...}
    python benchmarks/practice.py --repeats 5   # medians of five whole runs (default 3)

One temporary SQLite database with the project's real banks and lessons, and ``--processes``
learners, each in its own process with its own app (as behind gunicorn's workers). Each
learner has a history (answers over the banks, a review deck with skills due) and a
running endless drill; they then go through rounds of "quiz page, review page, drill
answer" in step, so all are measured under the same load.

The quiz page measured is the page of the very item the review page shows that learner
(the review only adds choosing it), in alternating order; a quiz page of any set is
reported too. Reported: the median milliseconds of each over every round, and the review
page and drill answer as ratios of the quiz page (the target is at most 1.2); the whole run
is repeated (``--repeats``) and each figure is the median of the runs'.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import queue
import random
import re
import shutil
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import click
from flask import Flask
from flask.testing import FlaskClient

# The drill reuses the tests' page reader (tests.practice): the project root comes first on
# the path, wherever the script is started from (a site-packages "tests" must not win).
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tutor import create_app
from tutor.extensions import db
from tutor.models import Attempt
from tutor.practice.deck import Answer, note_answer
from tutor.practice.item_progress import note_item_answered
from tutor.quiz import load_catalogue

ROOT = Path(__file__).resolve().parents[1]
TARGET_RATIO = 1.2
TOKEN = re.compile(r'name="token" value="([^"]+)"')
CSRF = re.compile(r'name="csrf_token"[^>]*value="([^"]+)"')
QUESTION = re.compile(r'data-form="([^"]+)" data-trump="(\w)" data-cards="([^"]+)"')


def make_app(folder: Path) -> Flask:
    return create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "benchmark",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'bench.sqlite'}",
            "QUIZ_DIR": ROOT / "quizzes",
            "LESSONS_DIR": ROOT / "lessons",
            "WTF_CSRF_ENABLED": False,
            "RATELIMIT_ENABLED": False,
        }
    )


def give_history(app: Flask, learner_id: int, answers: int, seed: int) -> None:
    """``answers`` recorded answers over the real banks, a quarter wrong, over 30 days."""
    rng = random.Random(seed)
    items = [(s.id, item) for s in load_catalogue(ROOT / "quizzes") for item in s.items]
    start = datetime.now(UTC) - timedelta(days=30)
    with app.app_context():
        for number in range(answers):
            set_id, item = rng.choice(items)
            correct = rng.random() > 0.25
            moment = start + timedelta(minutes=number * 30 * 24 * 60 // answers)
            db.session.add(
                Attempt(
                    learner_id=learner_id,
                    set_id=set_id,
                    item_id=item.id,
                    kind=item.kind,
                    themes=" ".join(item.themes),
                    answer="x",
                    correct=correct,
                    created_at=moment,
                )
            )
            note_item_answered(learner_id, set_id, item.id, correct)
            answer = Answer(item.kind, tuple(item.themes), correct, 5000, item.id, item.difficulty)
            note_answer(learner_id, answer, moment)
        db.session.commit()


def learner_of(client: FlaskClient) -> int:
    with client.session_transaction() as session:
        return int(session["learner_id"])


class Drill:
    """A running endless drill that answers right (so it never ends)."""

    def __init__(self, client: FlaskClient) -> None:
        from tests.practice.practice_helpers import read_drill  # the tests' page reader

        self.client = client
        self.read = read_drill
        response = client.post("/drill/bowers", data={"mode": "endless-24"})
        self.url = response.headers["Location"]
        self.page = read_drill(client.get(self.url).get_data(as_text=True), self.url)

    def answer(self) -> tuple[float, float]:
        started, cpu_started = time.perf_counter(), time.thread_time()
        # As the drill page posts it: htmx swaps the run's fragment in place.
        response = self.client.post(
            self.url,
            data={"token": self.page.token, "answer": self.page.right_answer},
            headers={"HX-Request": "true"},
        )
        elapsed, cpu = time.perf_counter() - started, time.thread_time() - cpu_started
        assert response.status_code == 200, response.status_code
        self.page = self.read(response.get_data(as_text=True), self.url)
        return elapsed, cpu


def served_item_url(client: FlaskClient, catalogue: Any) -> str:
    """The quiz page of the item the review page serves this learner."""
    html = client.get("/review/").get_data(as_text=True)
    set_match = re.search(r'name="set" value="([^"]+)"', html)
    item_match = re.search(r'data-item="([^"]+)"', html)
    assert set_match, "the review page serves no item"
    assert item_match, "the review page serves no item"
    items = catalogue[set_match.group(1)].items
    number = next(n for n, item in enumerate(items, 1) if item.id == item_match.group(1))
    return f"/quizzes/{set_match.group(1)}/{number}"


def timed_get(client: FlaskClient, url: str) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one GET (see ``run`` for why both)."""
    started, cpu_started = time.perf_counter(), time.thread_time()
    response = client.get(url)
    elapsed, cpu = time.perf_counter() - started, time.thread_time() - cpu_started
    assert response.status_code == 200, (url, response.status_code)
    return elapsed, cpu


def learner_process(
    index: int,
    folder: Path,
    rounds: int,
    history: int,
    barrier: Any,
    setup_lock: Any,
    results: Any,
) -> None:
    """One learner in its own process (as behind gunicorn's worker processes): set up a
    history and a drill, then go through the rounds in step with the others."""
    catalogue = load_catalogue(ROOT / "quizzes")
    quiz_urls = [f"/quizzes/{s.id}/{n}" for s in catalogue for n in (1, 2, 3) if len(s.items) >= n]
    with setup_lock:  # one long history-writing transaction at a time
        app = make_app(folder)
        client = app.test_client()
        # Starting a drill is the learner's first real action: it makes the learner (an
        # anonymous page view stores nothing).
        drill = Drill(client)
        give_history(app, learner_of(client), history, seed=index)
        for url in ("/review/", "/me/", quiz_urls[0]):  # warm the caches
            timed_get(client, url)
        served = served_item_url(client, catalogue)
    rng = random.Random(index)
    barrier.wait()
    for number in range(rounds):
        barrier.wait()
        if number % 2:
            quiz = timed_get(client, served)
            review = timed_get(client, "/review/")
        else:
            review = timed_get(client, "/review/")
            quiz = timed_get(client, served)
        any_quiz = timed_get(client, rng.choice(quiz_urls))
        answer = drill.answer()
        timed = {"quiz": quiz, "any_quiz": any_quiz, "review": review, "drill": answer}
        results.put(
            {name: wall for name, (wall, _cpu) in timed.items()}
            | {f"{name}_cpu": cpu for name, (_wall, cpu) in timed.items()}
        )
    with app.app_context():
        db.session.remove()
        db.engine.dispose()


def run(workers: int, rounds: int, history: int) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="practice-bench-"))
    names = ("quiz", "any_quiz", "review", "drill")
    times: dict[str, list[float]] = {n: [] for n in (*names, *(f"{n}_cpu" for n in names))}
    try:
        app = make_app(folder)  # creates and migrates the database once
        with app.app_context():
            db.engine.dispose()
        context = multiprocessing.get_context("fork")
        barrier = context.Barrier(workers)
        setup_lock = context.Lock()
        results = context.Queue()
        processes = [
            context.Process(
                target=learner_process,
                args=(i, folder, rounds, history, barrier, setup_lock, results),
            )
            for i in range(workers)
        ]
        click.echo(
            f"Setting up {workers} learners (answer histories, review decks, drills)…", err=True
        )
        for process in processes:
            process.start()
        with click.progressbar(
            length=workers * rounds,
            label="Quiz page, review page, drill answer",
            file=sys.stderr,
        ) as bar:
            collected = 0
            while collected < workers * rounds:
                try:
                    result = results.get(timeout=5)
                except queue.Empty:
                    # A learner that died would leave the others waiting at the barrier.
                    failed = [p.exitcode for p in processes if p.exitcode not in (None, 0)]
                    if failed:
                        for process in processes:
                            process.terminate()
                        raise RuntimeError(
                            f"a learner process failed (exit code {failed[0]})"
                        ) from None
                    continue
                for name, value in result.items():
                    times[name].append(value)
                collected += 1
                bar.update(1)
        for process in processes:
            process.join(timeout=60)
            if process.exitcode != 0:
                raise RuntimeError(f"a learner process failed (exit code {process.exitcode})")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    medians = {name: statistics.median(values) * 1000 for name, values in times.items()}
    review_ratio = medians["review"] / medians["quiz"]
    drill_ratio = medians["drill"] / medians["quiz"]
    review_cpu_ratio = medians["review_cpu"] / medians["quiz_cpu"]
    drill_cpu_ratio = medians["drill_cpu"] / medians["quiz_cpu"]
    return {
        "quiz_page_ms": round(medians["quiz"], 2),
        "any_quiz_page_ms": round(medians["any_quiz"], 2),
        "review_page_ms": round(medians["review"], 2),
        "drill_answer_ms": round(medians["drill"], 2),
        "review_vs_quiz": round(review_ratio, 3),
        "drill_vs_quiz": round(drill_ratio, 3),
        "cpu_ms": {name: round(medians[f"{name}_cpu"], 2) for name in names},
        "review_vs_quiz_cpu": round(review_cpu_ratio, 3),
        "drill_vs_quiz_cpu": round(drill_cpu_ratio, 3),
        "load_average": round(os.getloadavg()[0], 2),
        "target_ratio": TARGET_RATIO,
        "within_target": review_ratio <= TARGET_RATIO and drill_ratio <= TARGET_RATIO,
        "processes": workers,
        "rounds": rounds,
        "requests": 4 * workers * rounds,
        "history_answers": history,
    }


def combined(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Several whole runs as one result: each figure the median of the runs' (a run's
    ratios move by several hundredths from one run to the next on the same machine), the
    runs themselves under ``runs``."""
    if len(runs) == 1:
        return runs[0] | {"runs": runs}
    ratios = ("review_vs_quiz", "drill_vs_quiz", "review_vs_quiz_cpu", "drill_vs_quiz_cpu")
    times = ("quiz_page_ms", "any_quiz_page_ms", "review_page_ms", "drill_answer_ms")
    result: dict[str, Any] = {
        name: round(statistics.median(r[name] for r in runs), 3) for name in (*ratios, *times)
    }
    result["cpu_ms"] = {
        name: round(statistics.median(r["cpu_ms"][name] for r in runs), 2)
        for name in runs[0]["cpu_ms"]
    }
    result |= {
        "load_average": round(os.getloadavg()[0], 2),
        "target_ratio": TARGET_RATIO,
        "within_target": result["review_vs_quiz"] <= TARGET_RATIO
        and result["drill_vs_quiz"] <= TARGET_RATIO,
        "processes": runs[0]["processes"],
        "rounds": runs[0]["rounds"],
        "requests": sum(r["requests"] for r in runs),
        "history_answers": runs[0]["history_answers"],
        "runs": runs,
    }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--processes", type=int, default=4, help="learners at the same time")
    parser.add_argument("--rounds", type=int, default=40, help="rounds per learner")
    parser.add_argument("--history", type=int, default=400, help="past answers per learner")
    parser.add_argument(
        "--repeats", type=int, default=3, help="whole runs; the ratios are their medians"
    )
    args = parser.parse_args()
    runs = []
    for number in range(1, args.repeats + 1):
        click.echo(f"Run {number} of {args.repeats}", err=True)
        runs.append(run(args.processes, args.rounds, args.history))
    result = combined(runs)
    verdict = "within" if result["within_target"] else "OVER"
    summary = (
        f"quiz page (same item) {result['quiz_page_ms']} ms, "
        f"review page {result['review_page_ms']} ms "
        f"(x{result['review_vs_quiz']}), drill answer {result['drill_answer_ms']} ms "
        f"(x{result['drill_vs_quiz']}): {verdict} the x{TARGET_RATIO} target, "
        f"medians of {len(runs)} runs over {result['requests']} requests"
    )
    if args.json:
        print(json.dumps(result))
        click.echo(summary, err=True)
        return
    click.echo(summary)


if __name__ == "__main__":
    main()
