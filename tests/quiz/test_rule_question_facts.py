"""The rule questions' explanation facts (tutor.quiz.kinds.rule_question_facts): each holds
on the question it was made from, a changed one names what is false, and the words read as
the reviewed English and Korean."""

from __future__ import annotations

from typing import Any

from tutor.analysis.position import item_variant
from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.rule_answers import answer_of
from tutor.quiz.kinds.rule_question_facts import (
    HandScores,
    KittyCount,
    LeftBowerCounts,
    MakerSitsOut,
    MostTrumps,
    RuleStatement,
    ScoresAfter,
    TrumpsBySuit,
    TrumpsInPack,
    TurnedDownBarred,
    WrongCardCount,
    question_facts,
)
from tutor.quiz.kinds.rules_facts import AnswerIs
from tutor.web.explanation.registry import explanation_text


def _item(question: dict[str, Any], **options: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": f"test/{sorted(question.items())}/{sorted(options.items())}",
        "kind": "rule-questions",
        "variant": "three-hand" if options.pop("three", False) else "standard",
        "question": question,
    }
    if options:
        item["variant_options"] = options
    item["answer"] = [answer_of(item_variant(item), question)]
    item["explanation_facts"] = facts_json(question_facts(item))
    return item


def test_a_stuck_dealer_counts_the_left_bower_with_its_trump_suit() -> None:
    # 9♠ turned down: spades are barred; J♦ is the left bower when hearts are trump.
    item = _item(
        {
            "type": "most-trumps-suit",
            "dealer": 0,
            "upcard": "9S",
            "hand": ["JH", "JD", "AH", "KS", "9C"],
        }
    )
    assert item["answer"] == ["H"]
    assert question_facts(item) == [
        TurnedDownBarred("S", stuck=True),
        TrumpsBySuit(("C", "H", "D"), (("9C",), ("JH", "JD", "AH"), ("JH", "JD"))),
        LeftBowerCounts("JD", "H"),
        MostTrumps("H"),
        AnswerIs("H"),
    ]
    assert first_false_fact(item) is None
    assert MostTrumps("D").check(item) == "the question gives MostTrumps(suit='H')"
    assert LeftBowerCounts("JH", "H").check(item) is not None
    assert TurnedDownBarred("H", stuck=True).check(item) is not None
    assert RuleStatement("any-other-suit").check(item) == "the question states no rule-q/rule"
    assert RuleStatement("deal-again").check(item) == "no rule 'deal-again'"
    assert explanation_text(item, "en").split("\n")[1:3] == [
        "Trumps in each suit: clubs 1 (9♣); hearts 3 (J♥, J♦ and A♥); diamonds 2 (J♥ and J♦).",
        "The J♦ is the left bower when hearts are trump: it counts as one of them, not as one "
        "of its printed suit.",
    ]
    assert explanation_text(item, "ko").split("\n")[1:3] == [
        "무늬별 으뜸패: 클럽 1장(9♣) / 하트 3장(J♥, J♦, A♥) / 다이아몬드 2장(J♥, J♦).",
        "하트가 으뜸패면 J♦은 레프트 바우어라서, 찍힌 무늬가 아니라 으뜸패로 셉니다.",
    ]


def test_a_lone_euchre_worth_four_is_scored_by_the_house_rule() -> None:
    item = _item(
        {
            "type": "hand-points",
            "dealer": 1,
            "maker": 0,
            "alone": True,
            "tricks": 2,
            "ask": "defenders",
        },
        lone_euchre_points=4,
    )
    assert item["answer"] == ["4"]
    scored = question_facts(item)[0]
    assert scored == HandScores(2, 5, 3, True, False, 0, 4, False, False, usual_euchre=2)
    assert scored.check(item) is None
    assert HandScores(2, 5, 3, True, False, 0, 2, False, False, None).check(item) is not None
    assert explanation_text(item, "en").split("\n")[0] == (
        "Fewer than 3 tricks: the lone maker is euchred, and under this house rule that gives "
        "the defenders 4, not 2."
    )


def test_the_dealer_who_picked_up_is_not_said_to_have_ordered_up() -> None:
    item = _item(
        {"type": "partner-alone-sits-out", "dealer": 3, "caller": 3, "upcard": "KC"},
        partner_may_take_alone=True,
    )
    assert question_facts(item)[0] == MakerSitsOut(3, picked_up=True)
    assert MakerSitsOut(3, picked_up=False).check(item) is not None
    en, ko = explanation_text(item, "en"), explanation_text(item, "ko")
    assert "West, who picked up the turn-up, then lays the cards down" in en
    assert "턴업을 가져간 서쪽은 카드를 내려놓고 쉽니다" in ko
    assert "ordered up" not in en


def test_a_deal_fault_and_the_pack_numbers_hold_only_as_dealt() -> None:
    fault = _item(
        {"type": "after-deal", "dealer": 1, "fault": "too-many", "seat": 0},
        stick_the_dealer=False,
    )
    assert question_facts(fault)[0] == WrongCardCount(0, 5, 6)
    assert WrongCardCount(0, 5, 4).check(fault) is not None
    assert explanation_text(fault, "ko").split("\n")[0] == (
        "모두 5장씩 받아야 하는데 북쪽이 6장이니 미스딜입니다."
    )
    kitty = _item({"type": "kitty"}, three=True, deck=24)
    assert question_facts(kitty)[0] == KittyCount(24, 3, 5, 9)
    assert KittyCount(24, 3, 5, 8).check(kitty) == "24 - 15 is not 8"
    trumps = _item({"type": "trump-count", "trump": "H"}, three=True, deck=24)
    assert question_facts(trumps)[0] == TrumpsInPack("H", 5, 7)
    assert TrumpsInPack("H", 5, 8).check(trumps) == "5 and two bowers are not 8 trumps"
    # With the Benny in the pack the sentence would leave it out: it is no such fact.
    benny = {**trumps, "variant": "standard", "variant_options": {"joker": True}}
    assert TrumpsInPack("H", 5, 7).check(benny) is not None


def test_the_score_after_a_euchre_at_eight() -> None:
    item = _item(
        {
            "type": "make-wins-game",
            "scores": [8, 6],
            "maker": 1,
            "alone": False,
            "tricks": 0,
            "ask_side": 0,
        }
    )
    assert item["answer"] == ["yes"]
    assert ScoresAfter((10, 6)) in question_facts(item)
    assert ScoresAfter((9, 6)).check(item) is not None
    assert explanation_text(item, "en").split("\n")[1:4] == [
        "After the hand: North–South 10, East–West 6.",
        "North–South reach 10 and win the game.",
        "At 8 a euchre of the makers ends the game for the defenders.",
    ]
