"""The analysis queue: the board's longer looks run off the web workers (huey).

An analysis look (256, 512 or 1,024 deals) takes from a fraction of a second to many
seconds, so a web request only asks for it: the look is a huey task whose id is fixed by
the position, its deal stream and the number of deals, so every web worker (and every
machine) finds the same result, which stays as the cache of that position. The page polls
until it is there.

Storage: ``ANALYSIS_QUEUE_URL`` (``redis://…`` for RedisHuey when several machines serve);
by default SQLite in the instance folder (``instance/analysis-queue.sqlite``), consumed by
a process the app starts itself with the first look it queues, so ``flask --app tutor
run`` alone serves it.
Tests run the tasks at once, in memory (huey's immediate mode).
"""

from __future__ import annotations

import hashlib
import logging
import multiprocessing
import multiprocessing.process
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask, current_app
from huey import Huey, MemoryHuey, RedisHuey, SqliteHuey

from tutor.board.judging import Analyser, Analysis, AnalysisCache, decision_of

IDLE_POLL_S = 0.1
MAX_WAIT_S = 10.0
log = logging.getLogger(__name__)
# The deals a consumer drew, per position and stream: a later look extends them.
_drawn = AnalysisCache()


def run_look(item: Mapping[str, Any], stream: str, samples: int) -> dict[str, Any]:
    """The task: ``samples`` deals of ``item`` on ``stream``, as the API's JSON."""
    decision = decision_of(item)
    analyser = _drawn.analyser(
        (repr(sorted(item.items())), stream), lambda: Analyser(decision, stream)
    )
    with analyser.lock:
        analyser.extend(samples)
        return Analysis.of_deals(decision, analyser.deals[:samples]).as_json()


class AnalysisQueue:
    """One app's queue: ask for a look, find its result."""

    def __init__(self, huey: Huey) -> None:
        self.huey = huey
        self.task = huey.task(name="board.look")(run_look)
        self.consumers = Consumers()

    def stop(self) -> None:
        """End the consumer processes this app started."""
        self.consumers.stop()

    @staticmethod
    def task_id(position: str, stream: str, samples: int) -> str:
        digest = hashlib.sha256(f"{position}|{stream}|{samples}".encode()).hexdigest()
        return f"look-{digest[:32]}"

    def result(self, task_id: str) -> dict[str, Any] | None:
        found = self.huey.result(task_id, preserve=True)
        return found if isinstance(found, dict) else None

    def ask(self, task_id: str, item: Mapping[str, Any], stream: str, samples: int) -> bool:
        """Queue the look unless it is queued already; whether this call queued it."""
        if not self.huey.put_if_empty(f"queued-{task_id}", True):
            return False
        self.consumers.ensure_started()
        task = self.task.s(dict(item), stream, samples)
        task.id = task_id
        self.huey.enqueue(task)
        return True


def queue_location(app: Flask) -> str:
    """Where the queue lives: a redis:// URL, or an SQLite file ("" in tests: memory)."""
    url = str(app.config.get("ANALYSIS_QUEUE_URL") or "")
    if url.startswith(("redis://", "rediss://", "unix://")):
        return url
    if url:
        return url.removeprefix("sqlite:///")
    if app.testing:
        return ""
    return str(Path(app.instance_path) / "analysis-queue.sqlite")


def huey_at(location: str) -> Huey:
    if not location:
        return MemoryHuey("board", immediate=True)
    if location.startswith(("redis://", "rediss://", "unix://")):
        return RedisHuey("board", url=location)
    return SqliteHuey("board", filename=location)


class Consumers:
    """The consumer processes of an app (each solves one look at a time), started with the
    first look it queues, so a command such as ``flask quizzes build`` starts none."""

    def __init__(self) -> None:
        self.processes: list[multiprocessing.process.BaseProcess] = []
        self.location = ""
        self.workers = 0
        self.lock = threading.Lock()

    def plan(self, location: str, workers: int) -> None:
        self.location, self.workers = location, workers

    def ensure_started(self) -> None:
        with self.lock:
            self.processes = [p for p in self.processes if p.is_alive()]
            # Processes, not threads: a look is pure Python for seconds, and in the web
            # process's threads it would hold the interpreter lock against the pages
            # (measured: the lesson page served 0.3x as fast while 30 looks ran on a
            # thread). "spawn" starts them clean (no copy of the app's connections); they
            # die with the app.
            spawn = multiprocessing.get_context("spawn")
            while len(self.processes) < self.workers:
                process = spawn.Process(
                    target=consume,
                    args=(self.location,),
                    name=f"analysis-{len(self.processes)}",
                    daemon=True,
                )
                process.start()
                self.processes.append(process)

    def stop(self) -> None:
        with self.lock:
            self.workers = 0
            for process in self.processes:
                process.terminate()
                process.join(timeout=5)
            self.processes = []


def init_queue(app: Flask) -> None:
    location = queue_location(app)
    queue = AnalysisQueue(huey_at(location))
    workers = int(app.config.get("ANALYSIS_QUEUE_WORKERS", 1))
    if not queue.huey.immediate and workers > 0:
        queue.consumers.plan(location, workers)
    app.extensions["board_queue"] = queue


def consume(location: str) -> None:
    """A consumer process: take looks from the queue at ``location`` and solve them (huey's
    own ``Consumer`` would also handle signals and restarts, which the app's lifetime does
    here). A storage that is away (Redis restarting) is waited for."""
    queue = AnalysisQueue(huey_at(location))
    wait = IDLE_POLL_S
    while True:
        try:
            task = queue.huey.dequeue()
            if task is not None:
                queue.huey.execute(task)
                wait = IDLE_POLL_S
                continue
        except Exception:
            log.exception("the analysis queue's storage failed; trying again")
            wait = min(MAX_WAIT_S, wait * 2)
        time.sleep(wait)


def queue() -> AnalysisQueue:
    found = current_app.extensions["board_queue"]
    if not isinstance(found, AnalysisQueue):
        raise RuntimeError("the analysis queue was not set up")
    return found
