"""The analysis queue's storage, with an end to what it keeps (``tutor.board.tasks``).

Every result (a look, the coach's evaluation of a decision, an engine player's move, a
teacher's proof) and every bookkeeping key beside it (who claimed a task, the most deals
asked of a position) is kept as the cache of its position, and the table adds one per
decision: kept forever, the SQLite file or Redis would grow without end. So each is kept
for ``ANALYSIS_RESULT_TTL_S`` seconds after it was written and then goes:

- SQLite: a side table holds when each key was written; a write prunes the keys older
  than the limit (and keys with no written time, left by an older version), at most once
  per ``prune_every`` seconds per process, so pruning costs nothing measurable per write.
  Only the consumers prune (``prune_on_write``): a prune of 100,000 rows takes about 1.8 s,
  which a web request (the claims it writes) must never wait for.
- Redis: the server expires each key itself (huey's ``RedisExpireStorage``; here every key
  expires, the claims and counts too, not only the results, and a key read to be dropped
  is deleted, as huey's plain Redis storage does).

A claim is written before its result, so it never outlives it: a position whose result is
gone is claimed and worked out again, never waited on forever. The clock is a parameter
so the tests move it instead of sleeping.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, ClassVar

from huey import Huey
from huey.storage import EmptyData, RedisExpireStorage, SqliteStorage

DAY_S = 24 * 60 * 60
Clock = Callable[[], float]


class ExpiringSqliteStorage(SqliteStorage):  # type: ignore[misc]
    """huey's SQLite storage whose keys go ``expire_time`` seconds after they are written."""

    table_written = (
        "create table if not exists kv_written ("
        "queue text not null, key text not null, written real not null, "
        "primary key(queue, key))"
    )
    index_written = (
        "create index if not exists kv_written_queue_written on kv_written (queue, written)"
    )
    # huey runs these when it opens the file (a list, as huey's own).
    ddl: ClassVar[list[str]] = [*SqliteStorage.ddl, table_written, index_written]

    def __init__(
        self,
        name: str = "huey",
        expire_time: float = DAY_S,
        prune_every: float | None = None,
        clock: Clock = time.time,
        prune_on_write: bool = True,
        **kwargs: Any,
    ) -> None:
        super().__init__(name, **kwargs)
        self.prune_on_write = prune_on_write
        self.expire_time = float(expire_time)
        self.prune_every = self.expire_time / 10 if prune_every is None else float(prune_every)
        self.clock = clock
        self.pruned_at = -float("inf")

    def put_data(self, key: str, value: Any, is_result: bool = False) -> None:
        self.prune_if_due()
        with self.db(commit=True) as cursor:
            cursor.execute(
                "insert or replace into kv (queue, key, value) values (?, ?, ?)",
                (self.name, key, self.to_blob(value)),
            )
            self._note_written(cursor, key)

    def put_if_empty(self, key: str, value: Any, ttl: float | None = None) -> bool:
        """As huey's, and the key is dated; ``ttl`` is the storage's own (``expire_time``)."""
        self.prune_if_due()
        try:
            with self.db(commit=True) as cursor:
                cursor.execute(
                    "insert or abort into kv (queue, key, value) values (?, ?, ?)",
                    (self.name, key, self.to_blob(value)),
                )
                self._note_written(cursor, key)
        except self.integrity_error:
            return False
        return True

    def pop_data(self, key: str) -> Any:
        found = super().pop_data(key)
        if found is not EmptyData:
            self.sql("delete from kv_written where queue = ? and key = ?", (self.name, key), True)
        return found

    def _note_written(self, cursor: Any, key: str) -> None:
        cursor.execute(
            "insert or replace into kv_written (queue, key, written) values (?, ?, ?)",
            (self.name, key, self.clock()),
        )

    def prune_if_due(self) -> None:
        if not self.prune_on_write:
            return
        now = self.clock()
        if now - self.pruned_at >= self.prune_every:
            self.prune(now)

    def prune(self, now: float | None = None) -> int:
        """Drop the keys written more than ``expire_time`` seconds ago; how many went."""
        now = self.clock() if now is None else now
        self.pruned_at = now
        cutoff = now - self.expire_time
        with self.db(commit=True) as cursor:
            cursor.execute(
                "delete from kv where queue = ? and key not in "
                "(select key from kv_written where queue = ? and written >= ?)",
                (self.name, self.name, cutoff),
            )
            gone = int(cursor.rowcount)
            cursor.execute(
                "delete from kv_written where queue = ? and written < ?", (self.name, cutoff)
            )
        return gone


class ExpiringRedisStorage(RedisExpireStorage):  # type: ignore[misc]
    """huey's expiring Redis storage with every key expiring, claims and counts too."""

    def put_data(self, key: str, value: Any, is_result: bool = False) -> None:
        super().put_data(key, value, is_result=True)

    def put_if_empty(self, key: str, value: Any, ttl: float | None = None) -> bool:
        return bool(super().put_if_empty(key, value, ttl or self._expire_time))

    def pop_data(self, key: str) -> Any:
        """Read and delete (huey's expiring storage only reads): a claim given back
        (``AnalysisQueue.release``) must go at once, or nobody could queue the position."""
        pipe = self.conn.pipeline()
        pipe.get(self.result_key(key))
        pipe.delete(self.result_key(key))
        found, _deleted = pipe.execute()
        return EmptyData if found is None else found


class ExpiringSqliteHuey(Huey):  # type: ignore[misc]
    storage_class = ExpiringSqliteStorage


class ExpiringRedisHuey(Huey):  # type: ignore[misc]
    storage_class = ExpiringRedisStorage
