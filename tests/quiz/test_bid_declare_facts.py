"""The bid-declare kind's explanation facts (issue 28 item 2): each holds on the hand,
auction, figures and proof it was made from, and fails once one of its fields changes; the
words they render in both languages."""

from __future__ import annotations

import dataclasses
from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.bids import declare_facts as facts
from tutor.web.explanation import explanation_texts


def _item(hand: list[str], evaluation: dict[str, float], **more: Any) -> dict[str, Any]:
    """North (seat 0) bid 5 on the dealer's (West's) left and the others passed; every
    contract made on 200 of 256 deals, 1,200 tricks, unless ``more`` says otherwise."""
    outcomes = {code: {"made": 200, "set": 56, "tricks": 1200} for code in evaluation}
    item: dict[str, Any] = {
        "id": "test/bid-declare",
        "kind": "bid-declare",
        "variant": "bid",
        "dealer": 3,
        "seat": 0,
        "bid": 5,
        "bids": [{"seat": 0, "bid": 5}, *({"seat": s, "bid": None} for s in (1, 2, 3))],
        "hand": hand,
        "answer": [max(evaluation, key=lambda code: evaluation[code])],
        "samples": 256,
        "evaluation": evaluation,
        "contract_outcomes": outcomes,
        "confirm": {"margin": 2.84, "lower_bound": 1.823, "samples": 256},
    }
    item.update(more)
    return item


# Diamonds or hearts: both bowers either way; the count cannot part them.
BOWERS = _item(
    ["QS", "JC", "AC", "JH", "JD", "AD"],
    {"C": -1.1, "D": 4.04, "H": 1.2, "NTH": -0.81, "NTL": -7.37, "S": -2.54},
)


def _said(item: dict[str, Any], made: list[Any]) -> dict[str, str]:
    return explanation_texts({**item, "explanation_facts": facts_json(made)})


def test_the_count_of_top_cards_and_losers_is_the_hands() -> None:
    made = facts.declare_facts(BOWERS)
    assert facts.ContractHand("D", ("JH", "JD", "AD"), ("JH", "JD")) in made
    count = facts.LoserCount(
        (
            ("D", ("AC", "JH", "JD", "AD"), (("QS", ("AS", "KS")), ("JC", ("KC", "QC")))),
            ("H", ("AC", "JH", "JD", "AD"), (("QS", ("AS", "KS")), ("JC", ("KC", "QC")))),
        )
    )
    assert count in made
    assert facts.LoserVerdict("tie", "D", (), True) in made
    assert facts.AgainstBid(4, 5, True) in made
    assert first_false_fact({**BOWERS, "explanation_facts": facts_json(made)}) is None
    assert facts.ContractHand("D", ("JD", "AD"), ("JD",)).check(BOWERS) is not None
    assert facts.LoserVerdict("fewest", "D", (), True).check(BOWERS) is not None
    assert facts.AgainstBid(4, 6, True).check(BOWERS) is not None
    said = _said(BOWERS, [count, facts.AgainstBid(4, 5, True)])
    assert "diamonds as trump, 4 top cards (A♣, J♥, J♦, A♦) and 2 side-suit losers" in said["en"]
    assert "(Q♠: A♠, K♠ out; J♣: K♣, Q♣ out)" in said["en"]
    assert "다이아몬드 으뜸패에서는 가장 센 카드가 A♣, J♥, J♦, A♦ 4장, " in said["ko"]
    assert "Q♠보다 센 카드 중 A♠, K♠이 밖에 있음" in said["ko"]
    assert "so at least 1 more trick must come from your partner" in said["en"]


def test_a_losing_declaration_and_a_close_one_are_said_so() -> None:
    losing = _item(
        ["QS", "JC", "AC", "JH", "JD", "AD"],
        {"C": -3.1, "D": -0.4, "H": -0.9, "NTH": -2.8, "NTL": -7.4, "S": -4.5},
        confirm={"margin": 0.5, "lower_bound": 0.21, "samples": 256},
        contract_outcomes={
            code: {"made": 120 if code == "D" else 100, "set": 0, "tricks": 1100}
            for code in ("C", "D", "H", "NTH", "NTL", "S")
        },
    )
    made = facts.declare_facts(losing)
    assert facts.EveryContractLoses("D") in made
    close = facts.DeclareClose("D", "H", 0.5, 0.21, 256, "made", 120, 100)
    assert close in made
    assert dataclasses.replace(close, why="tricks").check(losing) is not None
    assert facts.EveryContractLoses("D").check(BOWERS) is not None
    said = _said(losing, [facts.EveryContractLoses("D"), close])
    assert "you won the auction and must name one: diamonds as trump loses least." in said["en"]
    assert "다이아몬드를 으뜸패로 정하는 쪽이 가장 덜 잃습니다." in said["ko"]
    assert "diamonds as trump is made in 47% of the deals, hearts as trump in 39%." in said["en"]
    assert "다이아몬드 으뜸패는 47%, 하트 으뜸패는 39%의 배치에서 계약을 지킵니다." in said["ko"]


def test_a_trump_that_leaves_fewer_losers_than_the_long_bowered_suit_is_a_counter() -> None:
    # Clubs hold both bowers and four cards; spades leave fewer losers outside trump.
    item = _item(
        ["TS", "JS", "JC", "KC", "AC", "AH"],
        {"S": 3.0, "C": 1.0, "H": -1.0, "D": -2.0, "NTH": -3.0, "NTL": -4.0},
    )
    note = facts.counter_fact(item, "trump-long-suit")
    assert note == facts.DeclareCounterNote(("C",), "S")
    assert facts.counter_fact(item, "no-trump-high") is None
    assert facts.DeclareCounterNote(("C",), "H").check(item) is not None
    said = _said(item, [note])
    assert "Here the longest such suit is clubs, and as trump it leaves more losers" in said["en"]
    assert "가장 긴 클럽을 으뜸패로 하면 스페이드 으뜸패보다" in said["ko"]
