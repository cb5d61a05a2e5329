"""Analyses through the analysis queue, with a per-client budget of deals.

Every analysis is a look of the queue (``tutor.board.tasks``): ``samples`` deals of one
position on one deal stream, solved in a consumer, kept as that position's cache. A web
request asks for it and then either waits for it up to a timeout (the JSON API and the
plain form) or lets the page poll (htmx). A client may have at most ``ANALYSIS_BUDGET``
deals queued in its window (a deal is what costs: one double-dummy solve per option in the
play, a played-out calling per option in the calls); a look already asked for by anyone
costs nothing again, and a longer look only its deals beyond the longest asked before.
A teacher's question is proven through the queue too (``proof_json``).
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Mapping
from typing import Any

from flask import current_app

from tutor.analysis.proof import LOOKS
from tutor.board.judging import Analysis, decision_of, position_seed
from tutor.board.questions import CHOOSING_DEALS
from tutor.board.tasks import AnalysisQueue, queue
from tutor.extensions import limiter
from tutor.web.ratelimit import parsed_limit

# An htmx request waits this long on the queue before it shows its progress and polls.
FRAGMENT_WAIT_S = 0.5


class BudgetSpent(Exception):
    """The client has asked for more deals than its budget allows in this window."""


def spend(client: str, deals: int) -> None:
    """Count ``deals`` against ``client``'s budget, or raise ``BudgetSpent``."""
    if not limiter.enabled or deals <= 0:
        return
    item = parsed_limit(str(current_app.config["ANALYSIS_BUDGET"]))
    if not limiter.limiter.hit(item, "analysis-budget", client, cost=deals):
        raise BudgetSpent()


def wait_limit() -> float:
    """How long a request waiting on the queue may wait (``ANALYSIS_WAIT_S``)."""
    return float(current_app.config["ANALYSIS_WAIT_S"])


def look_json(
    item: Mapping[str, Any], *, client: str, samples: int, wait: float, stream: str | None = None
) -> dict[str, Any] | None:
    """One look at ``item`` (``FieldErrors`` if impossible): ``samples`` deals on
    ``stream`` (the position's own by default), as the API's JSON with ``told``; asked of
    the queue if nobody has yet (charging the client), then waited for up to ``wait``
    seconds. None: not ready yet (ask again)."""
    position = position_seed(item)
    stream = stream or position
    task_id = AnalysisQueue.task_id(position, stream, samples)
    analyses = queue()
    found = analyses.result(task_id)
    if found is not None:
        return dict(found)
    decision_of(item)  # an impossible position is refused now, not in the queue
    if analyses.claim(task_id):
        try:
            # The consumer extends the deals it drew for the position: only new ones cost.
            spend(client, samples - analyses.deals_asked(position, stream))
        except BudgetSpent:
            analyses.release(task_id)
            raise
        analyses.note_asked(position, stream, samples)
        analyses.enqueue(task_id, analyses.task, dict(item), stream, samples)
    found = analyses.wait(task_id, wait)
    return None if found is None else dict(found)


def full_json(
    item: Mapping[str, Any], *, client: str, wait: float, stream: str | None = None
) -> dict[str, Any] | None:
    """The proof's looks one after another (256, 512, 1,024 deals) until one option is
    clearly best, waiting up to ``wait`` seconds in all; None if that was not enough."""
    deadline = time.monotonic() + wait
    found: dict[str, Any] | None = None
    for samples in LOOKS:
        left = max(0.0, deadline - time.monotonic())
        found = look_json(item, client=client, samples=samples, wait=left, stream=stream)
        if found is None or Analysis.from_json(found).finished:
            return found
    return found


def look(item: Mapping[str, Any], *, client: str, samples: int) -> Analysis | None:
    """One of the proof's looks at ``item`` for the page's polling: the analysis if it is
    ready, else None (it has been asked for; ask again shortly)."""
    found = look_json(item, client=client, samples=samples, wait=0.0)
    return None if found is None else Analysis.from_json(found)


def proof_json(position: Mapping[str, Any], *, client: str, wait: float) -> dict[str, Any] | None:
    """The proof of a teacher's question (``tutor.board.questions.verdict_json``) of
    ``position`` (read, and under the class's rules): asked of the queue if nobody has yet,
    charging the client the most a proof can draw, then waited for up to ``wait`` seconds.
    None: not ready yet (ask again: a repeat costs nothing)."""
    text = json.dumps(position, sort_keys=True)
    task_id = f"question-{hashlib.sha256(text.encode()).hexdigest()[:32]}"
    proofs = queue()
    found = proofs.result(task_id)
    if found is not None:
        return dict(found)
    decision_of(position)  # an impossible position is refused now, not in the queue
    if proofs.claim(task_id):
        try:
            spend(client, CHOOSING_DEALS + LOOKS[-1])
        except BudgetSpent:
            proofs.release(task_id)
            raise
        proofs.enqueue(task_id, proofs.proof, dict(position))
    found = proofs.wait(task_id, wait)
    return None if found is None else dict(found)
