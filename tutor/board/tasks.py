"""The analysis queue: the engine's evaluations run off the web workers (huey).

An analysis look (32 to 1,024 deals), the coach's evaluation of a decision at the table
and an engine player's move take from a fraction of a second to seconds, so a web request
only asks for them: each is a huey task whose id is fixed by its position (for a look: the
position, its deal stream and the number of deals; at the table: the game's setup and
action log, ``tutor.play.work.job_key``; for a teacher's question: the position under the
class's rules), so every web worker (and every machine) finds the
same result, which stays as the cache of that position. A page polls until it is there
(htmx); a plain form or the JSON API waits for it up to a timeout (``wait``), but the work
itself always runs in a consumer.

Storage: ``ANALYSIS_QUEUE_URL`` (``redis://…`` for RedisHuey when several machines serve);
by default SQLite in the instance folder (``instance/analysis-queue.sqlite``), consumed by
a process the app starts itself with the first look it queues, so ``flask --app tutor
run`` alone serves it.
Tests run the tasks at once, in memory (huey's immediate mode).

Nothing is kept for ever: results and the keys beside them go ``ANALYSIS_RESULT_TTL_S``
seconds (a day by default) after they were written (``tutor.board.storage``); the consumer's
drawn deals are a bounded LRU (``AnalysisCache``), the calls' facts a bounded ``lru_cache``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import multiprocessing
import multiprocessing.process
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask, current_app
from huey import Huey, MemoryHuey

from tutor.analysis.proof import LOOKS
from tutor.board.judging import Analyser, Analysis, AnalysisCache, decision_of
from tutor.board.questions import verdict_json
from tutor.board.storage import DAY_S, ExpiringRedisHuey, ExpiringSqliteHuey
from tutor.board.told import calls_told
from tutor.play import work

IDLE_POLL_S = 0.05  # an idle consumer looks for work this often (seconds)
MAX_WAIT_S = 10.0
# How often a request waiting on a result looks for it (seconds, growing to the last).
RESULT_POLLS_S = (0.01, 0.02, 0.05)
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
        answer = Analysis.of_deals(decision, analyser.deals[:samples]).as_json()
    # What the calls told (``tutor.board.told``, half a second): the same for every look
    # of a position, so worked out once per consumer, and not for the first estimate.
    answer["told"] = told_of(json.dumps(item, sort_keys=True)) if samples >= LOOKS[0] else None
    return answer


@functools.lru_cache(maxsize=256)
def told_of(item_json: str) -> dict[str, Any] | None:
    return calls_told(json.loads(item_json))


class AnalysisQueue:
    """One app's queue: ask for a look or a job at the table, find its result."""

    def __init__(self, huey: Huey) -> None:
        self.huey = huey
        self.task = huey.task(name="board.look")(run_look)
        self.coach = huey.task(name="play.coach")(work.coach_job)
        self.bot = huey.task(name="play.bot")(work.bot_job)
        self.proof = huey.task(name="class.question")(verdict_json)
        self.consumers = Consumers()

    def stop(self) -> None:
        """End the consumer processes this app started."""
        self.consumers.stop()

    @staticmethod
    def task_id(position: str, stream: str, samples: int) -> str:
        digest = hashlib.sha256(f"{position}|{stream}|{samples}".encode()).hexdigest()
        return f"look-{digest[:32]}"

    def result(self, task_id: str) -> Any:
        """The task's result (kept as the position's cache), or None while there is none."""
        return self.huey.result(task_id, preserve=True)

    def claim(self, task_id: str) -> bool:
        """Whether this caller is the first to ask for ``task_id`` (and so must queue it
        and pay for it); ``release`` gives the claim back when it cannot."""
        return bool(self.huey.put_if_empty(f"queued-{task_id}", True))

    def deals_asked(self, position: str, stream: str) -> int:
        """The most deals any look at this position and stream has asked for so far."""
        found = self.huey.get(f"asked-{self.task_id(position, stream, 0)}", peek=True)
        return found if isinstance(found, int) else 0

    def note_asked(self, position: str, stream: str, samples: int) -> None:
        if samples > self.deals_asked(position, stream):
            self.huey.put(f"asked-{self.task_id(position, stream, 0)}", samples)

    def release(self, task_id: str) -> None:
        self.huey.get(f"queued-{task_id}")

    def enqueue(self, task_id: str, task: Any, *args: Any) -> None:
        """Queue ``task(*args)`` under ``task_id`` (claimed first, ``claim``)."""
        self.consumers.ensure_started()
        signature = task.s(*args)
        signature.id = task_id
        self.huey.enqueue(signature)

    def ask(self, task_id: str, item: Mapping[str, Any], stream: str, samples: int) -> bool:
        """Queue the look unless it is queued already; whether this call queued it."""
        if not self.claim(task_id):
            return False
        self.enqueue(task_id, self.task, dict(item), stream, samples)
        return True

    def wait(self, task_id: str, timeout: float) -> Any:
        """The task's result, waiting up to ``timeout`` seconds for it; None if not yet.
        Only this request waits: the work runs in a consumer (this app's are started if
        they are not running: another process may have queued the task)."""
        if timeout > 0:
            self.consumers.ensure_started()
        deadline = time.monotonic() + timeout
        polls = iter(RESULT_POLLS_S)
        pause = RESULT_POLLS_S[0]
        while True:
            found = self.result(task_id)
            if found is not None:
                return found
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            pause = next(polls, pause)
            time.sleep(min(pause, left))


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


def huey_at(location: str, keep_s: float = DAY_S, *, consumer: bool = False) -> Huey:
    """The queue at ``location``, keeping what it stores for ``keep_s`` seconds; only a
    ``consumer`` prunes an SQLite queue (the web side's writes never wait for a prune)."""
    if not location:
        return MemoryHuey("board", immediate=True)
    if location.startswith(("redis://", "rediss://", "unix://")):
        return ExpiringRedisHuey("board", url=location, expire_time=max(1, round(keep_s)))
    return ExpiringSqliteHuey(
        "board", filename=location, expire_time=keep_s, prune_on_write=consumer
    )


class Consumers:
    """The consumer processes of an app (each solves one look at a time), started with the
    first look it queues, so a command such as ``flask quizzes build`` starts none."""

    def __init__(self) -> None:
        self.processes: list[multiprocessing.process.BaseProcess] = []
        self.location = ""
        self.keep_s = float(DAY_S)
        self.workers = 0
        self.lock = threading.Lock()

    def plan(self, location: str, workers: int, keep_s: float) -> None:
        self.location, self.workers, self.keep_s = location, workers, keep_s

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
                    args=(self.location, self.keep_s),
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
    keep_s = float(app.config.get("ANALYSIS_RESULT_TTL_S", DAY_S))
    queue = AnalysisQueue(huey_at(location, keep_s))
    workers = int(app.config.get("ANALYSIS_QUEUE_WORKERS", 1))
    if not queue.huey.immediate and workers > 0:
        queue.consumers.plan(location, workers, keep_s)
    app.extensions["board_queue"] = queue


def consume(location: str, keep_s: float = DAY_S) -> None:
    """A consumer process: take looks from the queue at ``location`` and solve them (huey's
    own ``Consumer`` would also handle signals and restarts, which the app's lifetime does
    here). A storage that is away (Redis restarting) is waited for."""
    queue = AnalysisQueue(huey_at(location, keep_s, consumer=True))
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
