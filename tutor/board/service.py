"""Running an analysis with a cache and a per-client budget of deals.

Every analysis comes through ``analyse_position``. The deals drawn for a position (per
deal stream) are kept, so a first estimate grows into the full analysis without drawing
its first deals again, and the same position asked again costs nothing. A client may ask
for at most ``ANALYSIS_BUDGET`` new deals in its window (a deal is what costs: one
double-dummy solve per option in the play, a played-out calling per option in the calls).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import current_app
from limits import parse

from tutor.board.judging import (
    Analyser,
    Analysis,
    AnalysisCache,
    analyse,
    decision_of,
    position_seed,
)
from tutor.extensions import limiter


class BudgetSpent(Exception):
    """The client has asked for more deals than its budget allows in this window."""


def cache() -> AnalysisCache:
    found = current_app.extensions.get("board_cache")
    if not isinstance(found, AnalysisCache):
        found = current_app.extensions["board_cache"] = AnalysisCache()
    return found


def spend(client: str, deals: int) -> None:
    """Count ``deals`` against ``client``'s budget, or raise ``BudgetSpent``."""
    if not limiter.enabled or deals <= 0:
        return
    item = parse(str(current_app.config["ANALYSIS_BUDGET"]))
    if not limiter.limiter.hit(item, "analysis-budget", client, cost=deals):
        raise BudgetSpent()


def analyse_position(
    item: Mapping[str, Any], *, client: str, seed: str | None = None, samples: int | None = None
) -> Analysis:
    """The analysis of ``item`` (``FieldErrors`` if impossible) on exactly ``samples``
    deals, or (None) on the proof's looks up to 1,024 until one option is clearly best."""
    decision = decision_of(item)
    stream = seed or position_seed(item)
    analyser = cache().analyser((position_seed(item), stream), lambda: Analyser(decision, stream))
    with analyser.lock:
        if samples is not None:
            spend(client, samples - len(analyser.deals))
            analyser.extend(samples)
            return analyse(decision, analyser.deals[:samples])
        spend(client, analyser.cost_to_refine())
        return analyser.refine()


def look(item: Mapping[str, Any], *, client: str, samples: int) -> Analysis | None:
    """One of the proof's looks at ``item``, from the analysis queue: the analysis if it is
    ready, else None (it has been asked for; ask again shortly)."""
    from tutor.board.tasks import AnalysisQueue, queue

    position = position_seed(item)
    task_id = AnalysisQueue.task_id(position, position, samples)
    analyses = queue()
    found = analyses.result(task_id)
    if found is None:
        decision_of(item)  # an impossible position is refused now, not in the queue
        spend(client, samples)
        analyses.ask(task_id, item, position, samples)
        found = analyses.result(task_id)  # at once where the queue runs immediately
    return None if found is None else Analysis.from_json(found)
