"""`flask quizzes reprove --again`: items already under the model are proven afresh too,
for a model whose players changed (the count players' Bid policy, issue 30)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tutor.analysis.hearing import COUNT
from tutor.cli import quizzes as quizzes_cli
from tutor.quiz.bank import default_quiz_dir
from tutor.quiz.kinds.best_play.checking import CHANGED, HELD
from tutor.quiz.kinds.bids.common import BID_AMOUNT_KIND

AMOUNT = "bid-amount"


def test_again_reproves_the_items_already_under_the_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(default_quiz_dir() / f"{AMOUNT}.toml", tmp_path / f"{AMOUNT}.toml")
    shutil.copy(default_quiz_dir() / f"{AMOUNT}.json", tmp_path / f"{AMOUNT}.json")
    bank = json.loads((tmp_path / f"{AMOUNT}.json").read_text(encoding="utf-8"))
    assert all(i["calling_model"] == COUNT.name for i in bank["items"])
    first = bank["items"][0]
    seen: list[str] = []

    def reprove(item: dict[str, Any], model: object) -> tuple[str, dict[str, Any] | None]:
        # Stubbed (solving is `quizzes check`'s job): the first item's answer changed.
        seen.append(item["id"])
        return (CHANGED, None) if item["id"] == first["id"] else (HELD, dict(item))

    monkeypatch.setitem(quizzes_cli.CALL_REPROOFS, BID_AMOUNT_KIND, reprove)
    args = ["reprove", "--quiz-dir", str(tmp_path), "--set", AMOUNT, "--dry-run"]
    plain = CliRunner().invoke(quizzes_cli.quizzes, args)
    assert plain.exit_code == 0, plain.output
    assert f"{AMOUNT}: 24 items, 24 already; \n" in plain.output
    assert seen == []
    again = CliRunner().invoke(quizzes_cli.quizzes, [*args, "--again"])
    assert again.exit_code == 0, again.output
    assert f"{AMOUNT}: 24 items, 24 already; 1 changed, 23 held" in again.output
    assert f"left under the hard cut: {first['id']} (changed)" in again.output
    assert sorted(seen) == sorted(i["id"] for i in bank["items"])
