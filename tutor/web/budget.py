"""Budgets for costly requests, per client, in the shared rate-limit storage (issue 32).

Some requests make the server think for a second or more (the coach's hint, the engine
players' turns, rendering an announcement's Markdown) or move data everyone sees (an
anonymous quiz answer). Each client gets a budget per window for them: the account when
signed in, else the address (``ratelimit.client_address``). The counts live where every
other limit does (``RATELIMIT_STORAGE_URI``), so they hold across workers and machines.

A request is counted *before* its work, with one atomic increment that also says whether
the budget still had room (``limits``' fixed window ``hit``): racing requests cannot both
slip under the limit. Over budget: ``OverBudget``, a 429 page or htmx fragment in the
visitor's language that says when to try again, with a ``Retry-After`` header.

The engine's evaluations run in the analysis queue (``tutor.board.tasks``, issue 29): a
request that queues new engine work pays for it once (``spend_engine_once``), and a request
that only finds work already done (a poll, the same position asked again) pays nothing.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from functools import wraps
from typing import ParamSpec, TypeVar

from flask import current_app, g
from flask_login import current_user
from werkzeug.exceptions import TooManyRequests

from tutor.extensions import limiter
from tutor.web import ratelimit
from tutor.web.text import _

# Units of ``ENGINE_BUDGET``: one engine player's turn is 1; every engine player's turns in
# one request (a plain form: up to 1.7 s against experts) and the coach's hint (up to 2.5 s)
# are worth several.
EVERY_TURN_COST = 4
HINT_COST = 4

P = ParamSpec("P")
R = TypeVar("R")


class OverBudget(TooManyRequests):
    """A 429 whose message (``description``) and ``retry_after`` (seconds) are ours."""

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(description=message, retry_after=retry_after)
        self.seconds = retry_after


def client_key() -> str:
    """Whom a budget belongs to: the signed-in account, else the address."""
    if current_user.is_authenticated:
        return f"account:{current_user.id}"
    return f"address:{ratelimit.client_address()}"


def spend(config_key: str, key: str, cost: int = 1) -> int | None:
    """Count ``cost`` against the budget named by ``config_key`` for ``key``: None when it
    had room, else the seconds until the window ends (the spend is refused)."""
    if not limiter.enabled or cost <= 0:
        return None
    item = ratelimit.parsed_limit(str(current_app.config[config_key]))
    if limiter.limiter.hit(item, config_key, key, cost=cost):
        return None
    reset_at, _remaining = limiter.limiter.get_window_stats(item, config_key, key)
    return max(1, math.ceil(reset_at - time.time()))


def minutes_text(seconds: int) -> int:
    return max(1, math.ceil(seconds / 60))


def refuse_engine_work(seconds: int) -> OverBudget:
    return OverBudget(
        _(
            "The engine has thought a lot for you in the last few minutes. "
            "Try again in %(minutes)d min.",
            minutes=minutes_text(seconds),
        ),
        seconds,
    )


def engine_work(cost: int | Callable[[], int]) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """A view that makes the engine think: it spends ``cost`` units (a number, or a
    callable that reads the request) of the client's ``ENGINE_BUDGET`` first."""

    def decorate(view: Callable[P, R]) -> Callable[P, R]:
        @wraps(view)
        def limited(*args: P.args, **kwargs: P.kwargs) -> R:
            spend_engine_once(cost() if callable(cost) else cost)
            return view(*args, **kwargs)

        return limited

    return decorate


def spend_engine_once(units: int) -> None:
    """Spend ``units`` of the client's ``ENGINE_BUDGET`` for this request, the first time
    it asks for engine work (later asks in the same request are paid for); ``OverBudget``
    when spent."""
    if g.get("engine_work_paid"):
        return
    wait = spend("ENGINE_BUDGET", client_key(), units)
    if wait is not None:
        raise refuse_engine_work(wait)
    g.engine_work_paid = True


def spend_on_anonymous_answer() -> None:
    """An answer from a visitor who is not signed in counts against the address's
    ``ANONYMOUS_ANSWER_LIMIT`` (signed-in learners are not limited here)."""
    if current_user.is_authenticated:
        return
    wait = spend("ANONYMOUS_ANSWER_LIMIT", f"address:{ratelimit.client_address()}")
    if wait is not None:
        raise OverBudget(
            _(
                "Too many answers from your network without signing in. "
                "Try again in %(minutes)d min, or sign in to go on now.",
                minutes=minutes_text(wait),
            ),
            wait,
        )


def spend_on_announcement() -> None:
    """An announcement save renders Markdown: ``ANNOUNCEMENT_SAVE_LIMIT`` per account."""
    wait = spend("ANNOUNCEMENT_SAVE_LIMIT", client_key())
    if wait is not None:
        raise OverBudget(
            _(
                "You have saved announcements many times in a short while. "
                "Try again in %(minutes)d min.",
                minutes=minutes_text(wait),
            ),
            wait,
        )
