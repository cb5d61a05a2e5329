"""The measured strategy tables: the committed files still come from this code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flask import Flask

from tutor.course.tables import (
    CHECK_DEALS,
    DEALS,
    TABLE_NAMES,
    TEXTS,
    Tally,
    compute,
    inputs_fingerprint,
    load_table,
)


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
            if isinstance(value, dict) and "n" in value and value["n"] > 1:
                assert value["low"] <= value["mean"] <= value["high"]


def test_the_interval_is_the_normal_95_percent_one() -> None:
    tally = Tally()
    for value in (1.0, -2.0, 1.0, 1.0):
        tally.add(value)
    # mean 0.25, sample standard deviation 1.5, standard error 0.75, 1.96 × 0.75 = 1.47
    assert tally.summary() == {"n": 4, "mean": 0.25, "low": -1.22, "high": 1.72}
    assert Tally().summary()["mean"] is None


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
