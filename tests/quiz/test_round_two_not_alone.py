"""Review of the calling changes, finding 1: a round-two prompt asks whether to go alone,
so every round-two partnership answer where a loner is offered says why not alone, in
both languages (name-trump as British round two and round one do)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutor.web.explanation import explanation_texts, prompt_texts

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
    explanation = explanation_texts(item)
    assert isinstance(explanation, dict)
    assert "Not alone" in explanation["en"], explanation["en"]
    assert "혼자 하지는 않습니다" in explanation["ko"], explanation["ko"]


def _round_two_items() -> list[dict[str, object]]:
    items = []
    for path in sorted(QUIZZES.glob("*.json")):
        bank = json.loads(path.read_text(encoding="utf-8"))
        items += [
            i
            for i in bank.get("items", [])
            if (i.get("round") == 2 or i.get("kind") == "name-trump")
            and set(i.get("choices", [])) & {"S", "H", "D", "C"}  # a suit is named
        ]
    return items


def test_round_two_prompt_offers_the_pass_where_pass_is_a_choice() -> None:
    """Finding 2: "Which suit do you name" takes a call for granted; it is kept for a
    stuck dealer only."""
    items = _round_two_items()
    assert items
    for item in items:
        prompt = prompt_texts(item)
        assert isinstance(prompt, dict)
        can_pass = "pass" in item["choices"]  # type: ignore[operator]
        assert ("or pass?" in prompt["en"] or "or pass, " in prompt["en"]) == can_pass, item["id"]
        assert ("패스할까요?" in prompt["ko"]) == can_pass, item["id"]
        assert ("Which suit do you name" in prompt["en"]) != can_pass, item["id"]


def _explanations() -> list[tuple[str, dict[str, str]]]:
    found = []
    for path in sorted(QUIZZES.glob("*.json")):
        bank = json.loads(path.read_text(encoding="utf-8"))
        found += [
            (i["id"], explanation_texts(i)) for i in bank.get("items", []) if "explanation" in i
        ]
    return found


def test_the_lone_hand_rule_is_what_to_consider_and_the_top_three_are_named() -> None:
    """Finding 3: A-9 names hands to consider going alone with, not hands that "make a
    lone hand"; the Benny and both bowers are the top three trumps, named as such."""
    for item_id, explanation in _explanations():
        assert "four trumps make a lone hand" not in explanation["en"], item_id
        assert "both bowers among them" not in explanation["en"], item_id
        assert "양쪽 바우어가 낀" not in explanation["ko"], item_id


def test_round_two_loners_read_as_round_one_loners() -> None:
    """Finding 4: a British round-two loner is ruled by A-9 or says, as round one's
    loners do, that the call rule is more than met."""
    bank = json.loads((QUIZZES / "british-calling.json").read_text(encoding="utf-8"))
    loners = [
        i
        for i in bank["items"]
        if i.get("round") == 2 and len(i["answer"]) == 1 and i["answer"][0].endswith(ALONE)
    ]
    assert loners
    for item in loners:
        if item["principle"] != "A-9":
            assert "is more than met here" in explanation_texts(item)["en"], item["id"]
            assert "넉넉히 넘습니다" in explanation_texts(item)["ko"], item["id"]


def test_three_hand_says_the_three_tricks_once_and_turns_down() -> None:
    """Finding 6: the maker's three tricks of his own are said once, as three of the five;
    the turn-down is 엎다, as the item's button "패스(엎기)" says (lessons/ko-style.toml)."""
    bank = json.loads((QUIZZES / "three-hand-calling.json").read_text(encoding="utf-8"))
    for item in bank["items"]:
        en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
        assert "턴다운" not in ko, item["id"]
        assert "세 트릭을 모두" not in ko, item["id"]
        assert en.count("three tricks of the five") <= 1, item["id"]
        assert ko.count("다섯 트릭 중 세 트릭") <= 1, item["id"]
