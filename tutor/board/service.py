"""Running an analysis with a cache and a per-client budget of deals.

Every request for an analysis comes through ``analyse_position``: the same position, deal
stream and number of deals is answered from the cache (one process's, bounded), and a
client may ask for at most ``ANALYSIS_BUDGET`` deals in its window (a deal is what costs:
one double-dummy solve per option in the play, a played-out calling in the calls).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from flask import current_app
from limits import parse

from tutor.board.judging import Analyser, Analysis, decision_of, position_seed
from tutor.extensions import limiter

CACHE_ENTRIES = 512
CacheKey = tuple[str, str, int | None]  # position, deal stream, deals asked for


class AnalysisCache:
    """One app's finished analyses, the least recently used dropped first."""

    def __init__(self) -> None:
        self.entries: OrderedDict[CacheKey, Analysis] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: CacheKey) -> Analysis | None:
        with self.lock:
            found = self.entries.get(key)
            if found is not None:
                self.entries.move_to_end(key)
            return found

    def put(self, key: CacheKey, analysis: Analysis) -> None:
        with self.lock:
            self.entries[key] = analysis
            self.entries.move_to_end(key)
            while len(self.entries) > CACHE_ENTRIES:
                self.entries.popitem(last=False)


def cache() -> AnalysisCache:
    found = current_app.extensions.get("board_cache")
    if not isinstance(found, AnalysisCache):
        found = current_app.extensions["board_cache"] = AnalysisCache()
    return found


class BudgetSpent(Exception):
    """The client has asked for more deals than its budget allows in this window."""


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
    """The finished analysis of ``item`` (``FieldErrors`` if impossible): exactly
    ``samples`` deals, or the proof's looks up to 1,024 until one option is clearly best."""
    decision = decision_of(item)
    stream = seed or position_seed(item)
    key = (position_seed(item), stream, samples)
    found = cache().get(key)
    if found is not None:
        return found
    spend(client, samples or 1024)
    analyser = Analyser(decision, stream)
    analysis = analyser.extend(samples) if samples is not None else analyser.refine()
    cache().put(key, analysis)
    return analysis
