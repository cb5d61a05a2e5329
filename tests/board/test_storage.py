"""The analysis queue keeps nothing for ever (tutor/board/storage.py): a result, its claim
and the count of deals asked of a position go a set time after they were written, so the
SQLite file (or Redis) stays bounded however many decisions the tables ask about. The
clock is a fake one that the tests move; nothing sleeps."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from tests.board.test_queue import redis_url
from tutor.board.storage import ExpiringRedisHuey, ExpiringSqliteHuey
from tutor.board.tasks import AnalysisQueue, huey_at

__all__ = ["redis_url"]  # the fixture, from the queue's tests

POSITION = "kbest-play_vstandard_s0_d3_m0_tH_U9H_hJHJDAHKS9C"
KEEP_S = 3600.0


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def sqlite_queue(path: Path, clock: FakeClock, **options: Any) -> AnalysisQueue:
    huey = ExpiringSqliteHuey(
        "board", filename=str(path), expire_time=KEEP_S, clock=clock, **options
    )
    return AnalysisQueue(huey)


def rows(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        return int(connection.execute("select count(*) from kv").fetchone()[0])


def test_a_result_and_its_claim_go_after_the_keeping_time(tmp_path: Path) -> None:
    clock = FakeClock()
    queue = sqlite_queue(tmp_path / "queue.sqlite", clock, prune_every=0)
    task_id = AnalysisQueue.task_id(POSITION, POSITION, 256)
    assert queue.claim(task_id)
    queue.note_asked(POSITION, POSITION, 256)
    queue.huey.put_result(task_id, {"samples": 256})
    clock.now += KEEP_S - 1
    queue.huey.put("another", 1)  # a write prunes: nothing is old enough yet
    assert queue.result(task_id) == {"samples": 256}
    assert not queue.claim(task_id)
    assert queue.deals_asked(POSITION, POSITION) == 256
    clock.now += 2
    queue.huey.put("another", 2)
    assert queue.result(task_id) is None
    assert queue.deals_asked(POSITION, POSITION) == 0
    # The position is claimed (and so worked out) again, not waited on for ever.
    assert queue.claim(task_id)


def test_the_table_s_stream_of_decisions_keeps_the_file_bounded(tmp_path: Path) -> None:
    """One result per decision, for four keeping times: about a keeping time's worth stays."""
    clock = FakeClock()
    path = tmp_path / "queue.sqlite"
    queue = sqlite_queue(path, clock)  # prunes at most once per tenth of the keeping time
    per_hour = 20
    for decision in range(4 * per_hour):
        clock.now += KEEP_S / per_hour
        queue.huey.put_result(f"play.coach-{decision}", {"values": {"pass": 0.5}})
    assert per_hour <= rows(path) <= per_hour * 1.1 + 1
    assert queue.result(f"play.coach-{4 * per_hour - 1}") is not None
    assert queue.result("play.coach-0") is None


def test_keys_an_older_version_left_undated_go_at_the_first_prune(tmp_path: Path) -> None:
    path = tmp_path / "queue.sqlite"
    clock = FakeClock()
    queue = sqlite_queue(path, clock, prune_every=KEEP_S)
    with sqlite3.connect(path) as connection:
        connection.execute("insert into kv values ('board', 'look-old', x'00')")
    queue.huey.put_result("look-new", 1)  # the first write of a process prunes
    assert queue.result("look-new") == 1
    assert rows(path) == 1


def test_a_result_read_and_dropped_leaves_no_date_behind(tmp_path: Path) -> None:
    path = tmp_path / "queue.sqlite"
    queue = sqlite_queue(path, FakeClock())
    queue.huey.put_result("look-once", 1)
    assert queue.huey.get("look-once") == 1
    with sqlite3.connect(path) as connection:
        assert connection.execute("select count(*) from kv_written").fetchone()[0] == 0


def test_over_redis_every_key_expires_on_the_server(redis_url: str) -> None:
    queue = AnalysisQueue(ExpiringRedisHuey("board", url=redis_url, expire_time=600))
    task_id = AnalysisQueue.task_id(POSITION, POSITION, 64)
    assert queue.claim(task_id)
    queue.note_asked(POSITION, POSITION, 64)
    queue.huey.put_result(task_id, {"samples": 64})
    connection = queue.huey.storage.conn
    keys = connection.keys("huey.r.board.*")
    assert len(keys) == 3
    assert all(0 < connection.ttl(key) <= 600 for key in keys)
    assert queue.result(task_id) == {"samples": 64}
    # A claim given back (the client's budget was spent) goes at once, not in ten minutes.
    other = AnalysisQueue.task_id(POSITION, POSITION, 128)
    assert queue.claim(other)
    queue.release(other)
    assert queue.claim(other)


def test_only_the_consumer_side_prunes(tmp_path: Path) -> None:
    """The web side's writes (claims, counts) never pay for a prune; the consumer's do."""
    path = tmp_path / "queue.sqlite"
    web_queue = AnalysisQueue(huey_at(str(path), KEEP_S))
    consumer_queue = AnalysisQueue(huey_at(str(path), KEEP_S, consumer=True))
    with sqlite3.connect(path) as connection:
        connection.execute("insert into kv values ('board', 'look-old', x'00')")
    assert web_queue.claim(AnalysisQueue.task_id(POSITION, POSITION, 64))
    web_queue.huey.put_result("look-web", 1)
    assert rows(path) == 3  # the undated old key is still there
    consumer_queue.huey.put_result("look-consumer", 1)
    assert rows(path) == 3  # the old key went; the consumer's result came
    assert consumer_queue.result("look-consumer") == 1
