"""How often a hand at a given point count makes a call: the calling model's spread fitted
to the engine players' measured calls (``benchmarks/calling_policy.py``).

The calling model (``tutor.analysis.hearing.CallingModel``) reads a call as the point count
(``tutor.analysis.deal.hand_strength``) against the call's threshold, misjudged by a
logistic error of scale ``CALL_SCALE``, and slipped with probability ``SLIP``: a hand
counting ``c`` makes a call of threshold ``t`` with probability

    slip * share + (1 - slip) * logistic((c + lean - t) / scale)

where ``share`` is the part of the legal calls that make it (a slip picks any at random).
``fit_spread`` finds the lean and scale under which measured decisions are likeliest.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass

# The beginner engine player misjudges its count by a uniform error of up to 0.8 points
# either way (``tutor.analysis.heuristic``: ``noise`` 0.2 times 4): a standard deviation of
# 0.8 / sqrt(3) points, which a logistic error matches at scale sd * sqrt(3) / pi: 0.8 / pi.
BEGINNER_SCALE = 0.8 / math.pi

# The leans and scales ``fit_spread`` tries: a lean of up to three points either way (the
# expert's round-one lean is 1.4), a scale from a twentieth of a point to three points.
LEANS = tuple(round(-3.0 + 0.1 * i, 1) for i in range(61))
SCALES = tuple(round(0.05 * i, 2) for i in range(1, 61))


@dataclass(frozen=True)
class Decided:
    """One measured decision: the hand's point count for the call, and whether it made it."""

    count: float
    made: bool


@dataclass(frozen=True)
class Spread:
    """The lean and scale of a fitted call, and the log-likelihood of the decisions."""

    lean: float
    scale: float
    log_likelihood: float


def made_probability(
    count: float, threshold: float, lean: float, scale: float, slip: float, share: float
) -> float:
    """How likely a hand counting ``count`` is to make a call of ``threshold``."""
    z = (count + lean - threshold) / scale
    logistic = 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0
    return slip * share + (1 - slip) * logistic


def log_likelihood(
    decided: Sequence[Decided],
    threshold: float,
    lean: float,
    scale: float,
    slip: float,
    share: float,
) -> float:
    total = 0.0
    for row in decided:
        p = made_probability(row.count, threshold, lean, scale, slip, share)
        # Without a slip a decision the spread calls impossible has likelihood 0.
        total += math.log(max(p if row.made else 1.0 - p, sys.float_info.min))
    return total


def fit_spread(
    decided: Sequence[Decided],
    threshold: float,
    *,
    choices: int,
    makes: int = 1,
    slip: float = 0.02,
    leans: Sequence[float] = LEANS,
    scales: Sequence[float] = SCALES,
) -> Spread:
    """The lean and scale (from ``leans`` and ``scales``) under which ``decided`` are
    likeliest, with the model's ``slip`` spread over ``choices`` legal calls of which
    ``makes`` make the call."""
    if not decided:
        raise ValueError("no decisions to fit")
    share = makes / choices
    fits = (
        Spread(lean, scale, log_likelihood(decided, threshold, lean, scale, slip, share))
        for lean in leans
        for scale in scales
    )
    return max(fits, key=lambda fit: fit.log_likelihood)


# The expert engine player's lone calls, measured (``benchmarks/calling_policy.py --deals
# 300 --calls alone``, seeds from 70000): first to speak in round one (standard, nothing
# heard yet), the hand's point count for the turn-up rounded to the half point, and how
# many of the hands at that count it ordered up alone, of how many. It goes alone from
# about 9.2 (lean +1.3 on ``ALONE_THRESHOLD``) with a spread of 0.65 points (fitted on the
# hands' own counts; 0.7 on this half-point table).
EXPERT_ALONE_CALLS: dict[float, tuple[int, int]] = {
    7.0: (1, 32),
    7.5: (5, 65),
    8.0: (10, 51),
    8.5: (14, 46),
    9.0: (9, 32),
    9.5: (20, 29),
    10.0: (12, 15),
    10.5: (13, 16),
    11.0: (5, 5),
    11.5: (3, 3),
    12.0: (1, 1),
    12.5: (3, 3),
    13.0: (2, 2),
}


def decisions(table: dict[float, tuple[int, int]]) -> list[Decided]:
    """A measured table (count: (made, of)) as one decision per hand."""
    rows: list[Decided] = []
    for count, (made, of) in table.items():
        rows.extend(Decided(count, True) for _ in range(made))
        rows.extend(Decided(count, False) for _ in range(of - made))
    return rows
