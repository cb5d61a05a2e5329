"""`quizzes audit` re-judges an engine-judged calling item on fresh deals that hear the
calls as its proof did: each calling kind's audit hands its judge the item's model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tutor.quiz.kinds import calls
from tutor.quiz.kinds.calls.basics import item_model

BANKS = Path(__file__).resolve().parents[2] / "quizzes"


def _first_item(set_name: str) -> dict[str, Any]:
    bank = json.loads((BANKS / f"{set_name}.json").read_text(encoding="utf-8"))
    item: dict[str, Any] = bank["items"][0]
    return item


@pytest.mark.parametrize(
    ("set_name", "judge_name", "audit"),
    [
        ("discard-dealer", "exchange_judge", calls.audit_discard),
        ("order-up-dealer", "offer_judge", calls.audit_order_up),
        ("name-trump-next", "naming_judge", calls.audit_name_trump),
    ],
)
def test_a_calling_audit_hears_the_calls_its_item_was_proven_under(
    monkeypatch: pytest.MonkeyPatch, set_name: str, judge_name: str, audit: Any
) -> None:
    item = _first_item(set_name)
    assert item["calling_model"] == "count"
    heard: list[object] = []

    class Stop(Exception):
        pass

    def judge(*args: object, **kwargs: object) -> object:
        heard.append(args[3] if len(args) > 3 else kwargs.get("model"))
        raise Stop

    monkeypatch.setattr(calls, judge_name, judge)
    with pytest.raises(Stop):
        audit(item, 16)
    assert heard == [item_model(item)]
    assert heard[0] is not None
