"""Review of the calling changes, finding 1: a round-two prompt asks whether to go alone,
so every round-two partnership answer where a loner is offered says why not alone, in
both languages (name-trump as British round two and round one do)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

QUIZZES = Path(__file__).resolve().parents[2] / "quizzes"
ALONE = "-alone"


def _round_two_partnership() -> list[tuple[str, dict[str, object]]]:
    found = []
    for path in sorted(QUIZZES.glob("*.json")):
        bank = json.loads(path.read_text(encoding="utf-8"))
        for item in bank.get("items", []):
            if item.get("round") != 2 and item.get("kind") != "name-trump":
                continue
            answer = item.get("answer") or []
            if len(answer) != 1 or answer[0] == "pass" or str(answer[0]).endswith(ALONE):
                continue
            if f"{answer[0]}{ALONE}" not in item.get("choices", []):
                continue
            found.append((item["id"], item))
    return found


ITEMS = _round_two_partnership()


def test_the_banks_hold_such_items() -> None:
    assert len(ITEMS) > 20


@pytest.mark.parametrize("item", [i for _, i in ITEMS], ids=[n for n, _ in ITEMS])
def test_round_two_partnership_answer_says_why_not_alone(item: dict[str, object]) -> None:
    explanation = item["explanation"]
    assert isinstance(explanation, dict)
    assert "Not alone" in explanation["en"], explanation["en"]
    assert "혼자 하지는 않습니다" in explanation["ko"], explanation["ko"]
