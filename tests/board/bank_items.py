"""The committed engine-judged items of every bank, and each one's position as a client
would post it: the quiz item fields without the answer or anything derived from it."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from tutor.quiz import default_quiz_dir

# What an item stores about its question and answer rather than its position.
NOT_POSITION = frozenset(
    {
        "id", "answer", "choices", "choice_labels", "prompt", "explanation", "explanation_facts",
        "evaluation", "evaluation_unit", "samples", "confirm", "themes", "difficulty", "principle",
        "facts",
        "counter_note", "counter_theme", "lone_outcomes", "bid_outcomes", "contract_outcomes",
        "neutral", "best_without_score", "tricks_won", "plan", "stuck", "target",
    }
)  # fmt: skip


@cache
def engine_judged_items() -> tuple[dict[str, Any], ...]:
    found = []
    for path in sorted(default_quiz_dir().glob("*.json")):
        bank = json.loads(path.read_text(encoding="utf-8"))
        items = bank["items"] if isinstance(bank, dict) else bank
        found += [item for item in items if "confirm" in item]
    return tuple(found)


def posted_position(item: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in item.items() if name not in NOT_POSITION}


def one_item_per_kind() -> list[dict[str, Any]]:
    first: dict[str, dict[str, Any]] = {}
    for item in engine_judged_items():
        first.setdefault(item["kind"], item)
    return list(first.values())


def one_item_per_set() -> list[dict[str, Any]]:
    """The first engine-judged item of every bank: CI's sample of the every-item check."""
    first: dict[str, dict[str, Any]] = {}
    for item in engine_judged_items():
        bank = "/".join(str(item["id"]).split("/")[:3])  # kind/variant/seed names the set
        first.setdefault(bank, item)
    return list(first.values())
