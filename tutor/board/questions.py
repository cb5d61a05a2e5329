"""A teacher's own question: a board position turned into a quiz item, proven first.

The answer is *chosen* on the board's own deals of the position and *confirmed* on a fresh,
independent stream with the banks' rule (``tutor.analysis.proof.confirm``): its lead over
every other option must have a one-sided 99% lower bound of at least the margin. The deals
that chose it never prove it. Only a proven answer becomes an item; otherwise the refusal
says why, with the numbers (a near tie, or a decided hand where every option scores alike).

Cost: the choice looks at ``CHOOSING_DEALS`` deals and the confirmation at most at the
proof's last look (1,024 deals), stopping early at the proof's looks; no more is ever
drawn. It runs in the analysis queue's consumer (``verdict_json`` is the job, JSON in and
out), never in a web request; the request then makes the item (``question_of``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from tutor.analysis.proof import MARGIN_POINTS, Confirmation, confirm, item_fields
from tutor.board.judging import Decision, analyse, decision_of, position_seed

CHOOSING_DEALS = 256
# Two options whose means differ by less than this on every choosing deal score alike.
SAME_SCORE = 1e-9
# The position fields of the quiz item format (design.md) a question keeps.
POSITION_FIELDS: tuple[str, ...] = (
    "variant",
    "variant_options",
    "seat",
    "dealer",
    "hand",
    "trump",
    "upcard",
    "upcard_taken",
    "maker",
    "alone",
    "defender_alone",
    "discard",
    "history",
    "trick",
    "bid",
    "score",
)


@dataclass(frozen=True)
class Refusal:
    """Why a position cannot be published: ``reason`` is ``"decided"`` or ``"near-tie"``."""

    reason: str
    answer: str
    runner_up: str | None
    margin: float  # the answer's mean lead over the runner-up
    lower_bound: float  # the smallest one-sided 99% lower bound of its leads
    samples: int
    means: dict[str, float]


@dataclass(frozen=True)
class Proven:
    item: dict[str, Any]


def prove_question(
    position: Mapping[str, Any],
    *,
    item_id: str,
    prompt: Mapping[str, str],
    explanation: Mapping[str, str],
) -> Proven | Refusal:
    """The quiz item of ``position`` if its answer is proven, else why not.

    Raises ``FieldErrors`` (tutor.board.fields) for an impossible position."""
    return question_of(
        verdict_json(position), item_id=item_id, prompt=prompt, explanation=explanation
    )


def verdict_json(position: Mapping[str, Any]) -> dict[str, Any]:
    """The proof of ``position``'s answer as JSON, the analysis queue's job (it draws up to
    ``CHOOSING_DEALS`` + 1,024 deals): ``{"item": fields}`` with the item's fields but its
    id and words, or ``{"refusal": fields}``. ``FieldErrors`` for an impossible position."""
    decision = decision_of(position)
    seed = position_seed(position)
    choosing = decision.judge(f"{seed}:teacher-samples")
    deals = [choosing() for _ in range(1 if decision.exact else CHOOSING_DEALS)]
    chosen = analyse(decision, deals)
    answer = chosen.options[0].option
    if _all_alike(decision, deals):
        refusal = Refusal("decided", answer, None, 0.0, 0.0, len(deals), _means(chosen))
        return {"refusal": asdict(refusal)}
    proof = confirm(decision.judge(f"{seed}:teacher-confirm"), answer)
    if not proof.proven:
        return {"refusal": asdict(_refusal(proof))}
    item: dict[str, Any] = {"kind": decision.kind}
    item.update({name: position[name] for name in POSITION_FIELDS if name in position})
    item.update({"choices": list(decision.options), "answer": [answer]})
    item.update(item_fields(proof))
    return {"item": item}


def question_of(
    verdict: Mapping[str, Any],
    *,
    item_id: str,
    prompt: Mapping[str, str],
    explanation: Mapping[str, str],
) -> Proven | Refusal:
    """The verdict (``verdict_json``) as a question: the item with its id and words, or
    the refusal."""
    if "refusal" in verdict:
        return Refusal(**verdict["refusal"])
    item: dict[str, Any] = {"id": item_id, **verdict["item"]}
    item["prompt"] = dict(prompt)  # the teacher's words, in each language the form asks
    item["explanation"] = dict(explanation)
    return Proven(item)


def _all_alike(decision: Decision, deals: list[Mapping[str, float]]) -> bool:
    """Every option scores the same on every deal: the hand is decided whatever is chosen."""
    return all(
        max(deal[o] for o in decision.options) - min(deal[o] for o in decision.options)
        <= SAME_SCORE
        for deal in deals
    )


def _means(analysis: Any) -> dict[str, float]:
    return {v.option: round(v.points, 3) for v in analysis.options}


def _refusal(proof: Confirmation[str]) -> Refusal:
    lower = proof.lower_bound if math.isfinite(proof.lower_bound) else 0.0
    return Refusal(
        "near-tie",
        proof.answer,
        proof.runner_up,
        round(proof.margin, 3),
        round(lower, 3),
        proof.samples,
        {o: round(v, 3) for o, v in proof.means.items()},
    )


__all__ = [
    "CHOOSING_DEALS",
    "MARGIN_POINTS",
    "Proven",
    "Refusal",
    "prove_question",
    "question_of",
    "verdict_json",
]
