"""Every committed bank item is re-proved by its kind's checker; tampering is caught."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import check_item
from tutor.quiz.kinds import KINDS, ItemCheckError

CATALOGUE = load_catalogue()
SIMPLE_SETS = [s.id for s in CATALOGUE if s.kind in KINDS and not KINDS[s.kind].engine_judged]


@pytest.mark.parametrize("set_id", SIMPLE_SETS)
def test_every_item_of_a_rules_set_holds(set_id: str) -> None:
    quiz_set = CATALOGUE[set_id]
    assert len(quiz_set.items) == quiz_set.count
    ids = [item.id for item in quiz_set.items]
    assert len(set(ids)) == len(ids)
    for number, item in enumerate(quiz_set.items, start=1):
        assert item.id == f"{quiz_set.kind}/{quiz_set.variant}/{quiz_set.seed}/{number}"
        check_item(item.data)
        assert set(item.answer) <= set(item.choices)
        assert item.prompt("en")
        assert item.prompt("ko")
        assert item.explanation("en")
        assert item.explanation("ko")


def test_every_theme_of_a_set_is_covered() -> None:
    for quiz_set in CATALOGUE:
        if quiz_set.kind not in KINDS or KINDS[quiz_set.kind].engine_judged:
            continue
        tagged = {theme for item in quiz_set.items for theme in item.themes}
        assert set(quiz_set.themes) <= tagged, quiz_set.id


def _first_item(set_id: str) -> dict[str, Any]:
    return copy.deepcopy(dict(CATALOGUE[set_id].items[0].data))


def test_checker_rejects_a_wrong_trick_winner() -> None:
    item = _first_item("trick-winner-bowers")
    wrong = next(c for c in item["choices"] if c != item["answer"][0])
    item["answer"] = [wrong]
    with pytest.raises(ItemCheckError, match="the winner is"):
        check_item(item)


def test_checker_rejects_a_duplicated_card() -> None:
    item = _first_item("trick-winner-basics")
    item["trick"][1]["card"] = item["trick"][0]["card"]
    with pytest.raises(ItemCheckError):
        check_item(item)


def test_checker_rejects_a_legal_plays_answer_with_a_renege() -> None:
    item = _first_item("legal-plays-left-bower")
    item["answer"] = list(item["choices"])
    if item["answer"] == CATALOGUE["legal-plays-left-bower"].items[0].answer:
        item["answer"] = item["answer"][:1]
    with pytest.raises(ItemCheckError, match="legal cards differ"):
        check_item(item)


def test_checker_rejects_a_wrong_score() -> None:
    item = _first_item("scoring-standard")
    item["answer"] = ["4" if item["answer"] != ["4"] else "1"]
    with pytest.raises(ItemCheckError):
        check_item(item)


def test_checker_names_an_unknown_kind() -> None:
    item = _first_item("bower-rank-24")
    item["kind"] = "no-such-kind"
    with pytest.raises(ItemCheckError, match="unknown kind"):
        check_item(item)
