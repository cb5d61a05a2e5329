"""The committed banks' items as the tests over every bank read them."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tutor.quiz.bank import QuizSet, default_quiz_dir
from tutor.quiz.kinds import best_play, puzzle
from tutor.web.explanation import explanation_texts


def play_items(catalogue: list[QuizSet] | Any) -> Iterator[dict[str, Any]]:
    """Every stored best-play item and every hand puzzle's move, as a best-play item."""
    for quiz_set in catalogue:
        for item in quiz_set.items:
            if item.kind == best_play.KIND:
                yield dict(item.data)
            elif item.kind == puzzle.KIND:
                yield from puzzle.move_items(item.data)


def bank_items(set_id: str) -> list[dict[str, Any]]:
    """A committed bank's items as stored (JSON), by set id."""
    bank = json.loads((default_quiz_dir() / f"{set_id}.json").read_text(encoding="utf-8"))
    items: list[dict[str, Any]] = bank["items"]
    return items


def explained_items(set_id: str) -> list[dict[str, Any]]:
    """A committed bank's items with ``explanation`` as the learner reads it: an item that
    stores facts gets them rendered, in both languages."""
    items = bank_items(set_id)
    for item in items:
        if "explanation_facts" in item:
            item["explanation"] = explanation_texts(item)
    return items


def item_before_rebuild(item_id: str) -> dict[str, Any]:
    """A best-play item as committed before it was made again (issue 30: its shown plays
    broke a play principle with every hand known), kept for the tests that read its
    position: ``items_before_rebuild.json``, by item id."""
    path = Path(__file__).with_name("items_before_rebuild.json")
    items: dict[str, dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return items[item_id]
