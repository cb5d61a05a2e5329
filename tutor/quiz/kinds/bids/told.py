"""What the bid-amount and bid-declare explanations both say and how both check it: the
facts of a race between calls (the values, the best call, every call losing, a close
call), read from the item's stored judgement and outcomes.

Each kind registers its own fact names (``amount_facts``, ``declare_facts``): banks store
those names, so the shared shapes here are bases, not facts of their own.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import CallJudgement
from tutor.quiz.kinds.bids.common import is_close


class Restated(ABC):
    """A fact that holds while the item, its facts made again, still says it."""

    @abstractmethod
    def restate(self, item: Mapping[str, Any]) -> Sequence[object]:
        """The item's facts, made again from what it stores."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if self in self.restate(item) else "the stored figures say otherwise"


@dataclass(frozen=True)
class OptionValues:
    """Each call's expected points less the opponents', best first."""

    values: tuple[tuple[str, float], ...]


@dataclass(frozen=True)
class BestOption:
    """The call the deals favour."""

    answer: str


@dataclass(frozen=True)
class EveryOptionLoses:
    """Every call loses points; the ``answer`` loses least."""

    answer: str


@dataclass(frozen=True)
class CloseCall:
    """A thin lead of ``answer`` over ``runner``: the proof's ``margin``, ``bound`` and
    ``deals``, and ``why`` (a word of the kind's own) with the two counts it quotes."""

    answer: str
    runner: str
    margin: float
    bound: float
    deals: int
    why: str
    answer_count: int
    runner_count: int


def judgement_of(item: Mapping[str, Any]) -> CallJudgement:
    """The stored values of each call over the stored number of deals."""
    values = {str(call): float(value) for call, value in item["evaluation"].items()}
    return CallJudgement(values, int(item["samples"]))


def outcomes_of(item: Mapping[str, Any], key: str) -> dict[str, dict[str, int]]:
    """The stored counts of each call's deals ("made", "set", ...) under ``key``."""
    return {
        str(call): {name: int(count) for name, count in row.items()}
        for call, row in item[key].items()
    }


def close_proof(item: Mapping[str, Any]) -> tuple[float, float, int] | None:
    """The stored proof's margin, lower bound and deals where its lead is thin, else None."""
    confirm = item.get("confirm")
    if confirm is None or not is_close(confirm):
        return None
    return float(confirm["margin"]), float(confirm["lower_bound"]), int(confirm["samples"])
