"""The analysis board: how fast a first estimate and a full analysis come, and what 30
analyses at once cost the other pages.

    python benchmarks/analyse.py            # a short report
    python benchmarks/analyse.py --json     # the figures as JSON
    python benchmarks/analyse.py --repeats 9 --load-seconds 10

Three positions from the committed banks: a round-one call (order-up), a mid-hand card
play (best-play with tricks played) and a Bid Euchre bid (bid-amount). Each is analysed on
fresh deal streams (a new seed per repeat, so nothing is cached), in this one process (one
core): the first estimate (32 deals) and the full analysis (the proof's looks up to 1,024
deals, stopping at the first look with one clear best). Reported: median and p90 in
milliseconds, and the full analysis as a ratio of the first estimate.

Then a real server (werkzeug, threaded) with the embedded queue (SQLite, one consumer
process the app starts), where every analysis runs since issue 29 item 4:

- the same three positions through ``POST /api/analyse`` (a fresh deal stream per repeat:
  the request waits on the queue): the first estimate (``samples: 32``) and the full
  analysis (no ``samples``), median and p90 in milliseconds;
- other pages under load: a lesson and a quiz item, requests per second from 4 client
  threads, alone (the baseline, in the same run) and while 30 clients each ask for a full
  analysis of their own position through the page's polling URL (as htmx does), alternating
  ``--repeats`` times; medians of the rates, and their ratio.
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from tests.board.bank_items import engine_judged_items, posted_position
from tutor import create_app
from tutor.board import codec
from tutor.board.fields import read_position
from tutor.board.judging import FIRST_ESTIMATE, Analyser, decision_of
from tutor.course.curriculum import default_lessons_dir
from tutor.quiz import default_quiz_dir

CLIENTS = 30
PAGE_CLIENTS = 4


def positions() -> dict[str, dict[str, Any]]:
    items = engine_judged_items()
    call = next(i for i in items if i["kind"] == "order-up" and i["variant"] == "standard")
    play = next(i for i in items if i["kind"] == "best-play" and len(i.get("history") or []) >= 2)
    bid = next(i for i in items if i["kind"] == "bid-amount")
    return {
        name: read_position(posted_position(item))
        for name, item in (("round-one call", call), ("mid-hand play", play), ("Bid bid", bid))
    }


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def time_analyses(item: dict[str, Any], repeats: int) -> dict[str, float]:
    decision = decision_of(item)
    Analyser(decision, "bench-warm").extend(FIRST_ESTIMATE)  # imports and tables, once
    first, full, deals = [], [], []
    for repeat in range(repeats):
        start = time.perf_counter()
        Analyser(decision, f"bench-first/{repeat}").extend(FIRST_ESTIMATE)
        first.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        analysis = Analyser(decision, f"bench-full/{repeat}").refine()
        full.append((time.perf_counter() - start) * 1000)
        deals.append(analysis.samples)
    return {
        "first_median_ms": round(statistics.median(first), 1),
        "first_p90_ms": round(percentile(first, 0.9), 1),
        "full_median_ms": round(statistics.median(full), 1),
        "full_p90_ms": round(percentile(full, 0.9), 1),
        "full_over_first": round(statistics.median(full) / statistics.median(first), 1),
        "full_deals_median": statistics.median(deals),
    }


def fetch(url: str) -> str:
    with urllib.request.urlopen(url, timeout=120) as response:  # noqa: S310 - our server
        return str(response.read().decode())


def post_json(url: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(  # noqa: S310 - our server
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=120) as response:  # noqa: S310
        answer: dict[str, Any] = json.loads(response.read().decode())
        return answer


def requests_per_second(url: str, seconds: float) -> float:
    done = [0] * PAGE_CLIENTS
    stop = time.monotonic() + seconds

    def client(number: int) -> None:
        while time.monotonic() < stop:
            fetch(url)
            done[number] += 1

    threads = [threading.Thread(target=client, args=(n,)) for n in range(PAGE_CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sum(done) / seconds


def first_link(html: str, prefix: str) -> str:
    found = re.search(rf'href="({re.escape(prefix)}[^"/]+/?)"', html)
    if found is None:
        raise SystemExit(f"no link under {prefix} on the page")
    return found.group(1)


def served_app(folder: Path) -> tuple[Any, Any, str]:
    from werkzeug.serving import make_server

    app = create_app(
        {
            "SECRET_KEY": "bench",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'bench.sqlite'}",
            "QUIZ_DIR": default_quiz_dir(),
            "LESSONS_DIR": default_lessons_dir(),
            "RATELIMIT_ENABLED": False,
            "ANALYSIS_QUEUE_URL": f"sqlite:///{folder / 'queue.sqlite'}",
            "ANALYSIS_WAIT_S": 120.0,
        }
    )
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return app, server, f"http://127.0.0.1:{server.server_port}"


def time_through_queue(base: str, item: dict[str, Any], repeats: int) -> dict[str, float]:
    """The API's answer times, the work in the queue's consumer: fresh streams each time."""
    post_json(f"{base}/api/analyse", {**item, "seed": "bench-warm", "samples": FIRST_ESTIMATE})
    first, full = [], []
    for repeat in range(repeats):
        start = time.perf_counter()
        body = {**item, "seed": f"bench-api-first/{repeat}", "samples": FIRST_ESTIMATE}
        post_json(f"{base}/api/analyse", body)
        first.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        post_json(f"{base}/api/analyse", {**item, "seed": f"bench-api-full/{repeat}"})
        full.append((time.perf_counter() - start) * 1000)
    return {
        "first_median_ms": round(statistics.median(first), 1),
        "first_p90_ms": round(percentile(first, 0.9), 1),
        "full_median_ms": round(statistics.median(full), 1),
        "full_p90_ms": round(percentile(full, 0.9), 1),
    }


SIDE_CARDS = ["9C", "TC", "QC", "KC", "AC", "9D", "TD", "QD", "KD", "AD", "9S", "TS", "QS"]
SIDE_CARDS += ["KS", "AS"]
PAIRS = [(a, b) for n, a in enumerate(SIDE_CARDS) for b in SIDE_CARDS[n + 1 :]]


def run_analyses(base: str, numbers: range, busy: threading.Event, looks: list[int]) -> None:
    """Each client its own position, new to the queue: seat 0 on lead with the top three
    hearts and two side cards of its own, polled as the page polls."""

    def analyse(number: int) -> None:
        item = {
            "kind": "best-play",
            "variant": "standard",
            "seat": 0,
            "dealer": 3,
            "maker": 0,
            "trump": "H",
            "upcard": "9H",
            "upcard_taken": True,
            "hand": ["JH", "JD", "AH", *PAIRS[number % len(PAIRS)]],
            "score": [number // len(PAIRS), 0],  # past the pairs: another position still
        }
        string = codec.encode(read_position(item))
        look = 256
        while busy.is_set():
            html = fetch(f"{base}/analyse/refine?p={string}&n={look}")
            if "data-pending" in html:
                time.sleep(1.0)  # as the page polls
                continue
            looks[0] += 1
            if 'data-finished="yes"' in html or look == 1024:
                return
            look *= 2

    for number in numbers:
        threading.Thread(target=analyse, args=(number,), daemon=True).start()


def load_test(base: str, seconds: float, repeats: int) -> dict[str, Any]:
    lesson = first_link(fetch(f"{base}/lessons/"), "/lessons/")
    quiz_set = first_link(fetch(f"{base}/quizzes/"), "/quizzes/")
    pages = {"lesson": f"{base}{lesson}", "quiz item": f"{base}{quiz_set.rstrip('/')}/1"}
    for url in pages.values():
        fetch(url)  # warm
    alone: dict[str, list[float]] = {name: [] for name in pages}
    loaded: dict[str, list[float]] = {name: [] for name in pages}
    looks = [0]
    for repeat in range(repeats):
        for name, url in pages.items():
            alone[name].append(requests_per_second(url, seconds))
        busy = threading.Event()
        busy.set()
        run_analyses(base, range(repeat * CLIENTS, (repeat + 1) * CLIENTS), busy, looks)
        time.sleep(1.0)
        for name, url in pages.items():
            loaded[name].append(requests_per_second(url, seconds))
        busy.clear()
        time.sleep(2.0)  # the pollers stop; what is queued drains meanwhile
    report: dict[str, Any] = {}
    for name in pages:
        idle, busy_rate = statistics.median(alone[name]), statistics.median(loaded[name])
        report[name] = {
            "per_second_alone": round(idle, 1),
            "per_second_with_30_analyses": round(busy_rate, 1),
            "ratio": round(busy_rate / idle, 2),
        }
    report["looks_solved_meanwhile"] = looks[0]
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--load-seconds", type=float, default=5.0)
    parser.add_argument("--load-repeats", type=int, default=3)
    args = parser.parse_args()
    items = positions()
    report: dict[str, Any] = {
        "in one process": {name: time_analyses(item, args.repeats) for name, item in items.items()}
    }
    folder = Path(tempfile.mkdtemp(prefix="board-bench-"))
    app, server = None, None
    try:
        app, server, base = served_app(folder)
        report["through the queue (API)"] = {
            name: time_through_queue(base, item, args.repeats) for name, item in items.items()
        }
        report["pages while 30 analyses run"] = load_test(
            base, args.load_seconds, args.load_repeats
        )
    finally:
        if app is not None:
            app.extensions["board_queue"].stop()
        if server is not None:
            server.shutdown()
        shutil.rmtree(folder, ignore_errors=True)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for part, figures in report.items():
        print(part)
        for name, values in figures.items():
            print(" ", name, values)


if __name__ == "__main__":
    main()
