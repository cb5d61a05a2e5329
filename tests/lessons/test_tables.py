"""The measured strategy tables: the committed files still come from this code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flask import Flask

from tutor.course.tables import (
    CHECK_DEALS,
    DEALS,
    MIN_CELL,
    TABLE_NAMES,
    TEXTS,
    Tally,
    compute,
    inputs_fingerprint,
    load_table,
    net_bounds,
    table_notes,
)
from tutor.engine import Variant


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_the_committed_table_matches_a_fresh_computation(name: str) -> None:
    """The first CHECK_DEALS deals of the fixed stream give the same numbers as the
    committed file's check section (the full table is those deals and more of the same
    stream), and the file was made with today's seed, counts and words."""
    committed = load_table(name)
    assert committed["inputs"] == inputs_fingerprint(name, DEALS[name])
    assert committed["deals"] == DEALS[name]
    assert compute(name, CHECK_DEALS) == committed["check"]
    for key in ("title", "method", "columns"):
        assert committed[key] == TEXTS[name][key]


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_every_cell_has_a_count_a_mean_and_an_interval_around_it(name: str) -> None:
    table = load_table(name)
    keys = [column["key"] for column in table["columns"]]
    assert table["rows"]
    for row in table["rows"]:
        assert list(row) == keys
        for value in row.values():
            if isinstance(value, dict) and "n" in value and value["n"] >= MIN_CELL:
                assert value["low"] <= value["mean"] <= value["high"]


def test_the_interval_is_the_normal_95_percent_one() -> None:
    tally = Tally()
    for value in (1.0, -2.0, 1.0, 1.0) * 5:
        tally.add(value)
    # mean 0.25; sample variance 33.75 / 19 = 1.776, standard error sqrt(1.776 / 20) =
    # 0.298, and 1.96 × 0.298 = 0.584
    assert tally.summary() == {"n": 20, "mean": 0.25, "low": -0.33, "high": 0.83}
    assert Tally().summary()["mean"] is None


def test_a_cell_under_the_minimum_shows_its_count_and_no_figure() -> None:
    one = Tally()
    one.add(4.0)
    assert one.summary() == {"n": 1, "mean": None, "low": None, "high": None}
    few = Tally()
    for value in [1.0, 2.0] * ((MIN_CELL - 1) // 2) + [1.0] * ((MIN_CELL - 1) % 2):
        few.add(value)
    assert few.summary()["n"] == MIN_CELL - 1
    assert few.summary()["mean"] is None
    few.add(2.0)
    assert few.summary()["mean"] is not None


def test_an_interval_stops_at_the_points_one_hand_can_score() -> None:
    standard = Variant.preset("standard")
    assert net_bounds(standard, False) == (-2, 2)
    assert net_bounds(standard, True) == (-2, 4)
    assert net_bounds(standard, None) == (-4, 4)
    marches = Tally(net_bounds(standard, True))
    for value in [4.0] * 19 + [1.0]:
        marches.add(value)
    summary = marches.summary()
    assert summary["mean"] == 3.85
    assert summary["high"] == 4.0  # the plain interval would reach 4.16
    assert summary["low"] < summary["mean"]


# The least and most one value of each kind of cell can be (see ``net_bounds``).
COLUMN_BOUNDS = {
    "order": (-2, 2),
    "next": (-2, 2),
    "reverse": (-2, 2),
    "partner": (-2, 2),
    "alone": (-2, 4),
    "pass": (-4, 4),
    "won": (0, 1),
}


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_no_committed_cell_shows_a_figure_from_too_few_deals_or_beyond_the_possible(
    name: str,
) -> None:
    table = load_table(name)
    shown = 0
    for row in table["rows"]:
        for key, value in row.items():
            if not (isinstance(value, dict) and "n" in value):
                continue
            if value["n"] < MIN_CELL:
                assert value["mean"] is value["low"] is value["high"] is None
                continue
            least, most = COLUMN_BOUNDS[key]
            assert least <= value["low"] <= value["mean"] <= value["high"] <= most
            shown += 1
    assert shown


def test_every_table_gets_the_double_dummy_caveat_with_the_measured_share() -> None:
    won = load_table("side-aces")["rows"][0]["won"]
    assert won["n"] >= 1000
    # Measured: 3,000 deals of the fixed stream, 5,280 off-suit aces, 41% took a trick
    # (interval 39% to 42%) in the engine's double-dummy play.
    assert 0.3 < won["mean"] < 0.5
    share = f"{round(100 * won['mean'])}%"
    for name in TABLE_NAMES:
        for lang in ("en", "ko"):
            notes = table_notes(load_table(name), lang)
            assert any(share in note for note in notes)
            assert any(("double dummy" if lang == "en" else "더블 더미") in note for note in notes)
    few = table_notes(load_table("alone-by-shape"), "en")
    assert few[0].startswith(f"—: fewer than {MIN_CELL} deals in the cell")
    assert not any(n.startswith("—") for n in table_notes(load_table("next-vs-reverse"), "en"))


def test_the_cli_writes_verifies_and_summarises(app: Flask, tmp_path: Path) -> None:
    runner = app.test_cli_runner()
    result = runner.invoke(
        args=[
            "lessons",
            "tables",
            "--name",
            "next-vs-reverse",
            "--deals",
            "60",
            "--out",
            str(tmp_path),
        ]
    )
    assert result.exit_code == 0, result.output
    assert result.output.strip().splitlines()[-1] == "wrote 1 tables from 60 deals"
    data = json.loads((tmp_path / "next-vs-reverse.json").read_text(encoding="utf-8"))
    assert data["deals"] == 60
    assert data["check"] == compute("next-vs-reverse", CHECK_DEALS)
    verify = runner.invoke(
        args=["lessons", "tables", "--name", "next-vs-reverse", "--verify", "--out", str(tmp_path)]
    )
    assert verify.exit_code == 0
    assert "verified 1 tables, 0 out of date" in verify.output
    data["check"]["rows"][0]["next"]["mean"] = 9.99
    (tmp_path / "next-vs-reverse.json").write_text(json.dumps(data), encoding="utf-8")
    stale = runner.invoke(
        args=["lessons", "tables", "--name", "next-vs-reverse", "--verify", "--out", str(tmp_path)]
    )
    assert stale.exit_code == 1
    assert "next-vs-reverse: the committed table does not match this code" in stale.output
