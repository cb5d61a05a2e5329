"""What a wrong answer is told, as small typed facts that recompute themselves.

A fact holds the values it states (cards, options, points) and no words: the web layer
renders it through the message catalogue when the page is shown (``tutor.web.feedback``).
``check(item)`` recomputes the fact from the item's position and stored evaluation and
returns what is false about it, or None when it holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

# Stored evaluations are rounded to hundredths; a fact's numbers are those values.
_EPSILON = 1e-9


class Fact(Protocol):
    def check(self, item: Mapping[str, Any]) -> str | None: ...


@dataclass(frozen=True)
class Feedback:
    """What one wrong choice is told: a mistake key (the classes' misconception reports
    count them) and the facts, in the order they are read."""

    key: str
    chosen: str
    answer: str
    facts: tuple[Fact, ...]

    def problem(self, item: Mapping[str, Any]) -> str | None:
        """The first false thing about this feedback for ``item``, or None."""
        answer = [str(a) for a in item["answer"]]
        if self.answer not in answer:
            return f"names {self.answer} as the answer; the item's answer is {answer}"
        if self.chosen in answer or self.chosen not in item["choices"]:
            return f"{self.chosen} is not a wrong choice of this item"
        for fact in self.facts:
            for side in ("chosen", "answer"):
                if getattr(fact, side, getattr(self, side)) != getattr(self, side):
                    return f"{type(fact).__name__} is about another {side} option"
            try:
                problem = fact.check(item)
            except ValueError as error:  # a card or suit code the fact cannot hold
                problem = str(error)
            if problem is not None:
                return f"{type(fact).__name__}: {problem}"
        return None


def stored_points(item: Mapping[str, Any], option: str) -> float | None:
    evaluation = item.get("evaluation")
    if not evaluation or option not in evaluation:
        return None
    return float(evaluation[option])


@dataclass(frozen=True)
class PointsCost:
    """The chosen option scores less than the answer over the item's confirming deals:
    ``chosen_points`` against ``answer_points`` (means per deal, in ``unit``: "points" or
    "tricks"), on ``samples`` deals; ``bound`` is the proof's one-sided 99% lower bound on
    the answer's lead over every other option (so over this one too), where proven."""

    chosen: str
    answer: str
    chosen_points: float
    answer_points: float
    unit: str
    samples: int
    bound: float | None

    @property
    def cost(self) -> float:
        return self.answer_points - self.chosen_points

    def check(self, item: Mapping[str, Any]) -> str | None:
        fresh = points_cost(item, self.chosen, self.answer)
        if fresh != self:
            return f"the stored evaluation gives {fresh}, not {self}"
        if self.cost <= _EPSILON:
            return f"{self.chosen} does not score less than {self.answer}"
        return None


def points_cost(item: Mapping[str, Any], chosen: str, answer: str) -> PointsCost | None:
    """The cost of ``chosen`` against ``answer`` from the item's stored evaluation (no new
    deals), or None for an item that the engine does not judge."""
    chosen_points, answer_points = stored_points(item, chosen), stored_points(item, answer)
    if chosen_points is None or answer_points is None:
        return None
    confirm = item.get("confirm") or {}
    bound = confirm.get("lower_bound")
    return PointsCost(
        chosen,
        answer,
        chosen_points,
        answer_points,
        str(item.get("evaluation_unit") or "tricks"),
        int(confirm.get("samples") or item.get("samples") or 0),
        None if bound is None else float(bound),
    )
