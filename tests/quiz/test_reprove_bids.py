"""Re-proving a stored Bid item (``quizzes reprove``) through the one re-proof step,
``calls.basics.reprove_stored``: it holds and comes back unchanged, and an item whose
re-proof holds but fails its own check (a counter-example's note reads the tally) is
"unchecked", not stored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tutor.analysis.hearing import COUNT
from tutor.quiz.kinds.base import ItemCheckError
from tutor.quiz.kinds.bids import amount, declare
from tutor.quiz.kinds.calls.basics import HELD, UNCHECKED

BANKS = Path(__file__).resolve().parents[2] / "quizzes"

CASES = [
    ("bid-amount", amount, "check_amount", amount.reprove_amount),
    ("bid-declare", declare, "check_declare", declare.reprove_declare),
]


def _first_item(set_name: str) -> dict[str, Any]:
    item: dict[str, Any] = json.loads((BANKS / f"{set_name}.json").read_text("utf-8"))["items"][0]
    return item


@pytest.mark.parametrize(("set_name", "module", "check", "reprove"), CASES)
def test_a_stored_bid_item_reproves_unchanged(
    set_name: str, module: Any, check: str, reprove: Any
) -> None:
    item = _first_item(set_name)
    assert reprove(item, COUNT) == (HELD, item)


@pytest.mark.parametrize(("set_name", "module", "check", "reprove"), CASES)
def test_a_reproof_its_check_refuses_is_unchecked(
    monkeypatch: pytest.MonkeyPatch, set_name: str, module: Any, check: str, reprove: Any
) -> None:
    item = _first_item(set_name)
    checked: list[bool] = []

    def refuse(heard: dict[str, Any], *, prove: bool = True) -> None:
        checked.append(prove)
        raise ItemCheckError(str(heard["id"]), "the note no longer reads the tally")

    monkeypatch.setattr(module, check, refuse)
    assert reprove(item, COUNT) == (UNCHECKED, None)
    assert checked == [False]  # checked without replaying the proof it just made
