"""The app's clock: ``datetime.now(UTC)``, or the callable in the ``CLOCK`` config.

Tests that need "a day later" (a review falling due, a drill minute running out) set
``CLOCK`` to a callable they can move forward; everything time-dependent in practice,
review and the answer tokens reads the time here.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from flask import current_app, has_app_context


def now() -> datetime:
    """The current time in UTC (timezone-aware)."""
    clock: Callable[[], datetime] | None = (
        current_app.config.get("CLOCK") if has_app_context() else None
    )
    moment = clock() if clock is not None else datetime.now(UTC)
    return as_utc(moment)


def now_ms() -> int:
    """``now()`` in milliseconds since the epoch: read from the system clock directly
    when no ``CLOCK`` is set (every quiz page stamps its answer token with it), without
    making an aware datetime and converting it back."""
    clock: Callable[[], datetime] | None = (
        current_app.config.get("CLOCK") if has_app_context() else None
    )
    if clock is None:
        return time.time_ns() // 1_000_000
    return int(as_utc(clock()).timestamp() * 1000)


def as_utc(moment: datetime) -> datetime:
    """SQLite hands datetimes back without a zone; everything is stored in UTC."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


class FixedClock:
    """A clock for tests: stands still until moved (``clock.advance(minutes=2)``)."""

    def __init__(self, start: datetime) -> None:
        self.moment = as_utc(start)

    def __call__(self) -> datetime:
        return self.moment

    def advance(self, **delta: float) -> None:
        self.moment += timedelta(**delta)
