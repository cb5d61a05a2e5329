"""When an engine-judged answer counts as proven: a clear lead on fresh, independent deals.

A candidate position is *chosen* on one stream of sampled deals (the ``"samples"`` stream
of its item id). The deals that chose it cannot also prove it — a lead found by looking at
many positions is partly luck (the winner's curse) — so its answer is then *confirmed* on
an independent stream (``"confirm"``), deal by deal:

- every deal gives every option a value in points, so each other option gives a paired
  difference ``answer − option`` per deal;
- the answer is proven when, for every other option, the one-sided lower confidence
  bound of the mean difference is at least ``MARGIN_POINTS``; the bound is
  ``mean − z·sd/√n`` with ``z`` for 99% confidence shared over the looks (Bonferroni), so
  stopping at the first look that succeeds keeps the 99% guarantee;
- looks come at 256, 512 and 1,024 deals; before that (and at each look) the test stops
  early as soon as even the upper bound of some option's difference is below the margin,
  or the answer is no longer the best on the fresh deals (it cannot pass any more).

A re-proof replays the same stream to the stored number of deals and must find the very
same numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any, Generic, TypeVar

Option = TypeVar("Option", bound=Hashable)

MARGIN_POINTS = 0.15
CONFIDENCE = 0.99
# Acceptance looks: the 1% error is shared among them (Bonferroni).
LOOKS = (256, 512, 1024)
# Futility looks: giving up early never makes a wrong answer pass, so these are free.
FUTILITY_LOOKS = (32, 64, 128, 256, 384, 512, 768, 1024)
Z_ACCEPT = NormalDist().inv_cdf(1 - (1 - CONFIDENCE) / len(LOOKS))
Z_FUTILITY = NormalDist().inv_cdf(CONFIDENCE)


@dataclass(frozen=True)
class Lead:
    """The answer's paired lead over one other option on the confirming deals."""

    mean: float
    sd: float
    samples: int

    def lower_bound(self, z: float = Z_ACCEPT) -> float:
        return self.mean - z * self.sd / math.sqrt(self.samples)

    def upper_bound(self, z: float = Z_FUTILITY) -> float:
        return self.mean + z * self.sd / math.sqrt(self.samples)


def lead_of(differences: Sequence[float]) -> Lead:
    n = len(differences)
    if n == 0:
        return Lead(0.0, 0.0, 0)
    mean = math.fsum(differences) / n
    if n < 2:
        return Lead(mean, 0.0, n)
    variance = math.fsum((d - mean) ** 2 for d in differences) / (n - 1)
    return Lead(mean, math.sqrt(variance), n)


@dataclass(frozen=True)
class Confirmation(Generic[Option]):
    """The verdict on an answer, with what the item stores about it."""

    answer: Option
    proven: bool
    samples: int
    means: dict[Option, float]
    runner_up: Option | None
    margin: float  # mean lead over the runner-up
    lower_bound: float  # the smallest lower bound over all other options
    reason: str

    def fields(self) -> dict[str, float | int]:
        """The item's ``confirm`` field (design.md)."""
        return {
            "samples": self.samples,
            "margin": round(self.margin, 3),
            "lower_bound": round(self.lower_bound, 3),
        }


def confirm(
    draw: Callable[[], Mapping[Option, float]],
    answer: Option,
    *,
    margin: float = MARGIN_POINTS,
    samples: int | None = None,
) -> Confirmation[Option]:
    """Draw deals from the confirming stream until ``answer`` is proven or cannot be.

    ``draw`` returns one deal's value of every option, in points for the player's side.
    ``samples`` replays exactly that many deals (a re-proof) and judges at that count.
    """
    deals: list[Mapping[Option, float]] = []
    looks = (samples,) if samples is not None else FUTILITY_LOOKS
    verdict: Confirmation[Option] | None = None
    for look in looks:
        while len(deals) < look:
            deals.append(draw())
        verdict = _judge(deals, answer, margin, final=samples is not None or look == looks[-1])
        if verdict is not None:
            return verdict
    raise AssertionError("the last look always decides")  # pragma: no cover


def _judge(
    deals: Sequence[Mapping[Option, float]], answer: Option, margin: float, *, final: bool
) -> Confirmation[Option] | None:
    n = len(deals)
    options = list(deals[0])
    means = {o: math.fsum(d[o] for d in deals) / n for o in options}
    others = [o for o in options if o != answer]
    leads = {o: lead_of([d[answer] - d[o] for d in deals]) for o in others}
    if not leads:
        return Confirmation(answer, False, n, means, None, 0.0, 0.0, "only one option")
    runner_up = min(others, key=lambda o: (leads[o].mean, options.index(o)))
    lower = min(lead.lower_bound() for lead in leads.values())

    def verdict(proven: bool, reason: str) -> Confirmation[Option]:
        return Confirmation(
            answer, proven, n, means, runner_up, leads[runner_up].mean, lower, reason
        )

    best = max(options, key=lambda o: (means[o], -options.index(o)))
    if means[best] > means[answer]:
        return verdict(False, f"on fresh deals {best} is better")
    hopeless = [o for o, lead in leads.items() if lead.upper_bound() < margin]
    if hopeless:
        return verdict(False, f"the lead over {hopeless[0]} is below the margin")
    if n >= LOOKS[0] and n in LOOKS and lower >= margin:
        return verdict(True, "proven")
    if final:
        if lower >= margin and n >= LOOKS[0]:
            return verdict(True, "proven")
        return verdict(False, "the lead is not clear at the last look")
    return None


def _code(option: object) -> str:
    code = getattr(option, "code", None)
    return code if isinstance(code, str) else str(option)


def item_fields(proof: Confirmation[Option]) -> dict[str, Any]:
    """The fields an engine-judged item stores about its proof (design.md)."""
    return {
        "evaluation": {_code(o): round(v, 2) for o, v in proof.means.items()},
        "evaluation_unit": "points",
        "samples": proof.samples,
        "confirm": proof.fields(),
    }


def claim_problem(item: Mapping[str, Any]) -> str | None:
    """What is wrong with an item's stored proof, without re-proving it (None: nothing)."""
    claim = item.get("confirm")
    if item.get("evaluation_unit") != "points":
        return "the evaluation is not in points"
    if not isinstance(claim, Mapping):
        return "no confirmation on fresh deals"
    if int(item.get("samples", -1)) != int(claim.get("samples", -2)):
        return "samples differ from the confirmation"
    if int(claim["samples"]) < LOOKS[0]:
        return f"fewer than {LOOKS[0]} confirming deals"
    if float(claim.get("lower_bound", 0)) < MARGIN_POINTS:
        return f"the stored lower bound is under the margin of {MARGIN_POINTS} points"
    return None


def replay_problem(item: Mapping[str, Any], proof: Confirmation[Option]) -> str | None:
    """What differs between an item's stored proof and a replay of its confirming deals."""
    if not proof.proven:
        return f"not proven on the confirming deals: {proof.reason}"
    fields = item_fields(proof)
    if fields["evaluation"] != dict(item["evaluation"]):
        return "the evaluation differs"
    if fields["confirm"] != dict(item["confirm"]):
        return "the confirmation differs"
    return None
