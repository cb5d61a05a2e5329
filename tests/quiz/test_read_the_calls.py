"""read-the-calls (issue 30, "what the calling tells you"): a share of the deals that fit
the calls, weighed by the calling model, answered as a range or as the likeliest holder;
kept only where the answer is clear and the calls moved it."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest

from tutor.analysis.hearing import hear, implied_calls
from tutor.analysis.position import view_from_item
from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds import ItemCheckError
from tutor.quiz.kinds.calls_heard import (
    CallsAnswer,
    CallsMoveShare,
    CardSpread,
    LikeliestHolder,
    Shares,
    TrumpsHeldShares,
    answer_of,
    check,
    explanation_facts,
    shares,
)
from tutor.quiz.kinds.calls_heard_ask import AskWhoHoldsCard, CallsHeard, heard_calls, prompt_facts
from tutor.web.explanation import explanation_texts, prompt_texts

# The dealer (seat 3, your right) turns up the 9♠; you (seat 0) pass with no spade and the
# left opponent (seat 1) orders it up, then the dealer takes the 9♠ for one of his cards.
ORDERED_UP: dict[str, Any] = {
    "id": "read-the-calls/standard/1/1",
    "kind": "read-the-calls",
    "variant": "standard",
    "trump": "S",
    "no_trump": None,
    "dealer": 3,
    "maker": 1,
    "alone": False,
    "seat": 0,
    "upcard": "9S",
    "upcard_taken": True,
    "history": [],
    "trick": [],
    "hand": ["9C", "TC", "QH", "KD", "AD"],
}


def test_a_share_is_answered_only_clear_of_its_range_edges() -> None:
    assert answer_of({"type": "trumps-held"}, Shares({"held": 0.40}, {"held": 0.62}, 900)) == (
        "25-50"
    )
    # Two points from 50% with 300 effective deals: within three standard errors.
    assert answer_of({"type": "trumps-held"}, Shares({"held": 0.48}, {"held": 0.20}, 300)) is None


def test_a_share_the_calls_do_not_move_out_of_its_range_is_no_question() -> None:
    assert answer_of({"type": "trumps-held"}, Shares({"held": 0.90}, {"held": 0.80}, 900)) is None


def test_the_likeliest_holder_must_lead_clearly_and_be_read_from_the_calls() -> None:
    even = {"left": 0.28, "partner": 0.28, "right": 0.28, "undealt": 0.16}
    clear = {"left": 0.55, "partner": 0.2, "right": 0.15, "undealt": 0.1}
    close = {"left": 0.36, "partner": 0.33, "right": 0.2, "undealt": 0.11}
    assert answer_of({"type": "card-holder"}, Shares(clear, even, 600)) == "left"
    assert answer_of({"type": "card-holder"}, Shares(close, even, 600)) is None
    assert answer_of({"type": "card-holder"}, Shares(clear, clear, 600)) is None


def test_the_prompt_tells_the_calls_in_order_in_both_languages() -> None:
    item = {**ORDERED_UP, "question": {"type": "trumps-held", "subject": 1, "at_least": 2}}
    item["prompt_facts"] = facts_json(prompt_facts(item))
    words = prompt_texts(item)
    assert words["en"] == (
        "The right opponent dealt and turned up the 9♠.\nYou passed.\n"
        "The left opponent ordered it up.\nSpades are trump.\n"
        "Of the deals of the cards you cannot see that fit these calls, in what share does "
        "the left opponent hold at least 2 trumps when play begins?"
    )
    assert "당신은 패스했습니다.\n왼쪽 상대가 오더업했습니다." in words["ko"]
    assert first_false_fact(item) is None


def test_a_question_fact_that_misstates_the_calls_is_caught() -> None:
    item = {**ORDERED_UP, "question": {"type": "card-holder", "card": "JS"}}
    # The left opponent ordered it up; a fact saying they passed is false.
    item["prompt_facts"] = facts_json(
        [CallsHeard(((0, "pass", None), (1, "pass", None))), AskWhoHoldsCard("JS")]
    )
    problem = first_false_fact(item)
    assert problem is not None
    assert problem.startswith(
        "prompt ask/calls-heard: the calls heard are ((0, 'pass', None), (1, 'order-up', None)"
    )


def test_an_order_up_raises_the_makers_trump_share_over_the_uniform_deal() -> None:
    view = view_from_item(ORDERED_UP)
    calls = implied_calls(view)
    assert calls is not None
    heard = hear(view, calls, samples=600, rng=random.Random(7))
    reading = shares(heard, view, {"type": "trumps-held", "subject": 1, "at_least": 2})
    assert reading.heard["held"] > reading.uniform["held"] + 0.2


BANK = [item.data for item in load_catalogue()["read-the-calls"].items]
PASSES = ("pass", "pass-again", "turn-down")


def test_the_bank_spreads_its_answers_over_the_choices() -> None:
    answers = Counter(item["answer"][0] for item in BANK)
    assert len(answers) >= 6
    assert max(answers.values()) <= 0.6 * len(BANK)


@pytest.mark.parametrize("item", BANK[:1], ids=lambda item: str(item["id"]))
def test_the_checker_rejects_an_answer_the_shares_do_not_give(item: dict[str, Any]) -> None:
    wrong = next(c for c in item["choices"] if c != item["answer"][0])
    with pytest.raises(ItemCheckError):
        check({**item, "answer": [wrong]}, prove=False)


def test_every_item_says_what_the_calls_moved() -> None:
    for item in BANK:
        assert item["calling_model"] == "count"
        assert "explanation" not in item
        assert first_false_fact(item) is None
        texts = explanation_texts(item)
        assert "with the calls unheard" in texts["en"]
        assert "부르기를 듣지 않고" in texts["ko"]


def _asked(question: dict[str, Any], reading: dict[str, Any], answer: str) -> dict[str, Any]:
    """``ORDERED_UP`` asked ``question``, with stored shares and answer."""
    item = {**ORDERED_UP, "question": question, "reading": reading, "answer": [answer]}
    return {**item, "explanation_facts": facts_json(explanation_facts(item))}


def test_the_makers_trumps_read_from_the_order_up() -> None:
    # The left opponent ordered up: 80% of the weighed deals give them 2 trumps or more.
    item = _asked(
        {"type": "trumps-held", "subject": 1, "at_least": 2},
        {"heard": {"held": 0.8}, "uniform": {"held": 0.4}, "effective_samples": 900.0},
        "over-75",
    )
    assert explanation_facts(item) == [
        TrumpsHeldShares("left", 2, 0.4, 0.8, 4000),
        CallsMoveShare("left", "maker-raises"),
        CallsAnswer("over-75"),
    ]
    assert first_false_fact(item) is None
    assert CallsMoveShare("left", "passer-lowers").check(item) is not None
    assert TrumpsHeldShares("partner", 2, 0.4, 0.8, 4000).check(item) is not None
    assert CallsAnswer("50-75").check(item) == "the answer is over-75"
    en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
    assert en.splitlines()[0] == (
        "Dealt at random, with the calls unheard, the left opponent would hold at least 2 "
        "trumps in 40% of the deals."
    )
    assert en.splitlines()[2] == (
        "The left opponent made trump, and a player who makes trump usually holds several "
        "trumps: the call raises the share."
    )
    assert ko.splitlines()[0] == (
        "부르기를 듣지 않고 카드를 아무렇게나 나누면 왼쪽 상대가 으뜸패를 2장 이상 쥐는 딜은 "
        "40%입니다."
    )


def test_the_right_bower_read_where_the_weighed_deals_put_it() -> None:
    # The J♠ is the right bower: the maker (left opponent) holds it in 60% of the deals.
    item = _asked(
        {"type": "card-holder", "card": "JS"},
        {
            "heard": {"left": 0.6, "partner": 0.2, "right": 0.195, "undealt": 0.005},
            "uniform": {"left": 0.25, "partner": 0.25, "right": 0.25, "undealt": 0.25},
            "effective_samples": 900.0,
        },
        "left",
    )
    assert explanation_facts(item)[1:] == [LikeliestHolder("left", True, 0.6), CallsAnswer("left")]
    assert first_false_fact(item) is None
    assert LikeliestHolder("partner", False, 0.2).check(item) is not None
    spread = explanation_facts(item)[0]
    assert isinstance(spread, CardSpread)
    assert spread.check(item) is None
    assert dataclasses.replace(spread, card="JC").check(item) is not None
    en = explanation_texts(item)["en"].splitlines()
    assert en[1].endswith(
        "the left opponent 60%, your partner 20%, the right opponent 20%, not dealt under 1% "
        "(over 4,000 deals)."
    )
    assert en[-1] == "Answer: the left opponent."
    assert explanation_texts(item)["ko"].splitlines()[-1] == "정답: 왼쪽 상대."


def test_only_a_seat_heard_passing_is_said_to_lower_its_share_by_its_pass() -> None:
    # 1701/13: you dealt, the left opponent passed, your partner ordered up; the right
    # opponent never spoke, so no pass of theirs lowers their share: the calls do.
    item = next(i for i in BANK if i["id"] == "read-the-calls/standard/1701/13")
    assert item["question"]["subject"] == 1
    assert all(seat != 1 for seat, _, _ in heard_calls(item))
    moved = explanation_facts(item)[1]
    assert isinstance(moved, CallsMoveShare)
    assert moved.case == "lower"
    assert "passed" not in explanation_texts(item)["en"]
    for stored in BANK:
        for fact in explanation_facts(stored):
            if isinstance(fact, CallsMoveShare) and fact.case == "passer-lowers":
                subject = int(stored["question"]["subject"])
                assert any(
                    s == subject
                    for s, what, _ in heard_calls(stored)
                    if "pass" in what or what == "turn-down"
                ), stored["id"]
