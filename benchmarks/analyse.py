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
process the app starts): lesson-page requests per second from 4 client threads, first
alone (the baseline of the same run), then while 30 clients each ask for a full analysis of
their own position through the page's polling URL. Reported: both rates and their ratio.
"""

from __future__ import annotations

import argparse
import json
import logging
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

from tutor.curriculum import default_lessons_dir

from tests.board.bank_items import engine_judged_items, posted_position
from tutor import create_app
from tutor.board import codec
from tutor.board.fields import read_position
from tutor.board.judging import FIRST_ESTIMATE, Analyser, decision_of
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


def pages_per_second(base: str, seconds: float) -> float:
    done = [0] * PAGE_CLIENTS
    stop = time.monotonic() + seconds

    def client(number: int) -> None:
        while time.monotonic() < stop:
            fetch(f"{base}/lessons/")
            done[number] += 1

    threads = [threading.Thread(target=client, args=(n,)) for n in range(PAGE_CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sum(done) / seconds


def load_test(seconds: float) -> dict[str, float]:
    from werkzeug.serving import make_server

    folder = Path(tempfile.mkdtemp(prefix="board-bench-"))
    try:
        app = create_app(
            {
                "SECRET_KEY": "bench",
                "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'bench.sqlite'}",
                "QUIZ_DIR": default_quiz_dir(),
                "LESSONS_DIR": default_lessons_dir(),
                "RATELIMIT_ENABLED": False,
                "ANALYSIS_QUEUE_URL": f"sqlite:///{folder / 'queue.sqlite'}",
            }
        )
        logging.getLogger("werkzeug").setLevel(logging.ERROR)
        server = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_port}"
        fetch(f"{base}/lessons/")  # warm
        alone = pages_per_second(base, seconds)
        busy = threading.Event()
        finished = [0]
        looks = [0]

        side_cards = ["9C", "TC", "QC", "KC", "AC", "9D", "TD", "QD", "KD", "AD"]
        side_cards += ["9S", "TS", "QS", "KS", "AS"]
        pairs = [(a, b) for n, a in enumerate(side_cards) for b in side_cards[n + 1 :]]

        def analyse(number: int) -> None:
            # Each client its own position: seat 0 on lead with the top three hearts and
            # two side cards of its own.
            item = {
                "kind": "best-play",
                "variant": "standard",
                "seat": 0,
                "dealer": 3,
                "maker": 0,
                "trump": "H",
                "upcard": "9H",
                "upcard_taken": True,
                "hand": ["JH", "JD", "AH", *pairs[number]],
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
                    finished[0] += 1
                    return
                look *= 2

        busy.set()
        clients = [threading.Thread(target=analyse, args=(n,)) for n in range(CLIENTS)]
        for client in clients:
            client.start()
        time.sleep(1.0)
        loaded = pages_per_second(base, seconds)
        busy.clear()
        for client in clients:
            client.join()
        app.extensions["board_queue"].stop()
        server.shutdown()
        return {
            "pages_per_second_alone": round(alone, 1),
            "pages_per_second_with_30_analyses": round(loaded, 1),
            "ratio": round(loaded / alone, 2),
            "looks_solved_meanwhile": looks[0],
            "analyses_finished_meanwhile": finished[0],
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--load-seconds", type=float, default=5.0)
    args = parser.parse_args()
    report: dict[str, Any] = {
        name: time_analyses(item, args.repeats) for name, item in positions().items()
    }
    report["load"] = load_test(args.load_seconds)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for name, figures in report.items():
        print(name, figures)


if __name__ == "__main__":
    main()
