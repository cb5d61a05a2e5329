"""The analysis queue: the board's longer looks run off the web workers (huey).

An analysis look (256, 512 or 1,024 deals) takes from a fraction of a second to many
seconds, so a web request only asks for it: the look is a huey task whose id is fixed by
the position, its deal stream and the number of deals, so every web worker (and every
machine) finds the same result, which stays as the cache of that position. The page polls
until it is there.

Storage: ``ANALYSIS_QUEUE_URL`` (``redis://…`` for RedisHuey when several machines serve);
by default SQLite in the instance folder (``instance/analysis-queue.sqlite``), consumed by
a thread that ``create_app`` starts itself, so ``flask --app tutor run`` alone serves it.
Tests run the tasks at once, in memory (huey's immediate mode).
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask, current_app
from huey import Huey, MemoryHuey, RedisHuey, SqliteHuey

from tutor.board.judging import Analyser, Analysis, decision_of
from tutor.board.service import AnalysisCache

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
        self.stopping = threading.Event()

    def stop(self) -> None:
        """End this queue's consumer threads (after the task they are on)."""
        self.stopping.set()

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
        task = self.task.s(dict(item), stream, samples)
        task.id = task_id
        self.huey.enqueue(task)
        return True


def make_huey(app: Flask) -> Huey:
    url = str(app.config.get("ANALYSIS_QUEUE_URL") or "")
    if app.testing and not url:
        return MemoryHuey("board", immediate=True)
    if url.startswith(("redis://", "rediss://", "unix://")):
        return RedisHuey("board", url=url)
    path = Path(url.removeprefix("sqlite:///")) if url else None
    filename = path or Path(app.instance_path) / "analysis-queue.sqlite"
    return SqliteHuey("board", filename=str(filename))


def init_queue(app: Flask) -> None:
    queue = AnalysisQueue(make_huey(app))
    app.extensions["board_queue"] = queue
    workers = int(app.config.get("ANALYSIS_QUEUE_WORKERS", 1))
    if not queue.huey.immediate and workers > 0:
        for number in range(workers):
            threading.Thread(
                target=_consume, args=(queue,), name=f"analysis-{number}", daemon=True
            ).start()


def _consume(queue: AnalysisQueue) -> None:
    """A consumer in a thread of the app's own process (huey's ``Consumer`` installs
    signal handlers, which only the main thread may do). A storage that is away (Redis
    restarting) is waited for, never the end of the thread."""
    wait = IDLE_POLL_S
    while not queue.stopping.is_set():
        try:
            task = queue.huey.dequeue()
            if task is not None:
                queue.huey.execute(task)
                wait = IDLE_POLL_S
                continue
        except Exception:
            log.exception("the analysis queue's storage failed; trying again")
            wait = min(MAX_WAIT_S, wait * 2)
        queue.stopping.wait(wait)


def queue() -> AnalysisQueue:
    found = current_app.extensions["board_queue"]
    if not isinstance(found, AnalysisQueue):
        raise RuntimeError("the analysis queue was not set up")
    return found
