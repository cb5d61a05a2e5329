"""The calling model's spread fitted to measured calls (``tutor.analysis.call_policy``)."""

from __future__ import annotations

import math
import random

import pytest

from tutor.analysis.call_policy import (
    BEGINNER_SCALE,
    Decided,
    fit_spread,
    made_probability,
)
from tutor.analysis.deal import ALONE_THRESHOLD


def test_a_call_at_its_threshold_is_an_even_chance_and_a_slip_keeps_every_call_possible() -> None:
    assert made_probability(10.5, 10.5, 0.0, 0.5, 0.0, 1 / 3) == pytest.approx(0.5)
    far_below = made_probability(2.0, 10.5, 0.0, 0.5, 0.02, 1 / 3)
    assert far_below == pytest.approx(0.02 / 3, abs=1e-6)
    assert made_probability(13.0, 10.5, 0.0, 0.5, 0.02, 1 / 3) > 0.97


def test_the_fit_finds_the_lean_and_scale_the_decisions_were_made_with() -> None:
    # Hands counting 7 to 13 go alone by a logistic of lean +1.0 and scale 0.3 (no slip).
    rng = random.Random(4)
    decided = []
    for _ in range(800):
        count = rng.uniform(7.0, 13.0)
        p = made_probability(count, ALONE_THRESHOLD, 1.0, 0.3, 0.0, 1 / 3)
        decided.append(Decided(count, rng.random() < p))
    leans = [round(0.1 * i, 1) for i in range(21)]
    scales = [round(0.05 * i, 2) for i in range(1, 21)]
    fit = fit_spread(decided, ALONE_THRESHOLD, choices=3, slip=0.0, leans=leans, scales=scales)
    assert fit.lean == pytest.approx(1.0, abs=0.15)
    assert fit.scale == pytest.approx(0.3, abs=0.1)


def test_a_hard_count_fits_the_narrowest_spread() -> None:
    # The club player: alone exactly from 10.5 (counts a quarter point apart, so any lean
    # that puts the even chance between 10.25 and 10.5 fits).
    decided = [Decided(c / 4, c / 4 >= ALONE_THRESHOLD) for c in range(28, 53)]
    fit = fit_spread(decided, ALONE_THRESHOLD, choices=3)
    assert fit.scale == 0.05
    assert 0.0 < fit.lean < 0.25


def test_the_beginners_spread_is_its_uniform_misjudgement_as_a_logistic() -> None:
    # Up to 0.8 points either way: standard deviation 0.8 / sqrt(3), a logistic's s * pi / sqrt(3).
    assert BEGINNER_SCALE * math.pi / math.sqrt(3) == pytest.approx(0.8 / math.sqrt(3))
