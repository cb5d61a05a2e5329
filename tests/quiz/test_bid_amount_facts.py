"""The bid-amount kind's explanation facts (issue 28 item 2): each holds on the auction,
figures and proof it was made from, and fails once one of its fields changes; the words
they render in both languages."""

from __future__ import annotations

import dataclasses
from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.bids import amount_facts as facts
from tutor.web.explanation import explanation_texts


def _item(
    bids: list[tuple[int, int | None]],
    evaluation: dict[str, float],
    outcomes: dict[str, tuple[int, int, int]],
    confirm: dict[str, float] | None = None,
) -> dict[str, Any]:
    """North (seat 0) deals and bids last, holding TS JS QS AS 9H JH (spades planned);
    ``outcomes``: (made, set, defended) of 256 deals for each option."""
    return {
        "id": "test/bid-amount",
        "kind": "bid-amount",
        "variant": "bid",
        "dealer": 0,
        "seat": 0,
        "hand": ["TS", "JS", "QS", "AS", "9H", "JH"],
        "bids": [{"seat": seat, "bid": bid} for seat, bid in bids],
        "plan": "S",
        "answer": [max(evaluation, key=lambda o: evaluation[o])],
        "samples": 256,
        "evaluation": evaluation,
        "bid_outcomes": {
            o: dict(zip(("made", "set", "defended"), row, strict=True))
            for o, row in outcomes.items()
        },
        "confirm": confirm,
    }


# East bids 3, South and West pass: North, the dealer, may take it at 3.
EQUAL = _item(
    [(1, 3), (2, None), (3, None)],
    {"3": 3.59, "4": 3.07, "5": 0.04, "6": -3.97, "pass": -1.84},
    {
        "3": (256, 0, 0),
        "4": (237, 19, 0),
        "5": (153, 103, 0),
        "6": (69, 187, 0),
        "pass": (0, 0, 256),
    },
    {"margin": 0.52, "lower_bound": 0.208, "samples": 256},
)


def _said(item: dict[str, Any], made: list[Any]) -> dict[str, str]:
    return explanation_texts({**item, "explanation_facts": facts_json(made)})


def test_the_dealer_may_equal_and_the_lowest_bid_is_never_set() -> None:
    made = facts.amount_facts(EQUAL)
    assert facts.AmountRule("dealer-equal", 3) in made
    assert facts.AmountFigures(256, "S", (("3", 256, 0, 0), ("4", 237, 19, 0))) in made
    close = facts.AmountClose("3", "4", 0.52, 0.208, 256, "never-set", 0, 19)
    assert close in made
    assert first_false_fact({**EQUAL, "explanation_facts": facts_json(made)}) is None
    assert facts.AmountRule("above-high", 3).check(EQUAL) is not None
    assert dataclasses.replace(close, runner_count=20).check(EQUAL) is not None
    said = _said(EQUAL, made)
    assert "As the dealer you may take the contract by equalling the high bid, 3." in said["en"]
    assert "bid 3 is never set, bid 4 is set in 7% of the deals." in said["en"]
    assert "3 비드는 한 번도 실패하지 않고, 4 비드는 7%의 배치에서 실패합니다." in said["ko"]
    assert "당신은 스페이드를 으뜸패로 정하며" in said["ko"]


def test_a_pass_beaten_is_said_with_the_defence_it_leaves() -> None:
    made = facts.amount_facts(EQUAL)
    passing = facts.PassCostsMore("3", "S", False, 0, 256, 256, 0, -1.84, 3.59)
    assert passing in made
    assert dataclasses.replace(passing, partners=True).check(EQUAL) is not None
    said = _said(EQUAL, [passing])
    assert said["en"] == (
        "Pass and your side defends in 100% of the deals, scoring only the tricks it takes "
        "against the contract: -1.84 for your side, against +3.59 for bid 3."
    )
    assert said["ko"].endswith("패스는 -1.84점, 3 비드는 +3.59점입니다.")


def test_a_higher_bid_that_keeps_the_opponents_out_is_a_counter_example() -> None:
    # North bids first on the dealer's (West's) left... here: South deals, you are West,
    # and North and East bid after you: a bid of 3 is taken away more often than 4.
    item = _item(
        [],
        {"3": 1.2, "4": 2.9, "pass": -1.0},
        {"3": (100, 20, 136), "4": (180, 40, 36), "pass": (0, 0, 256)},
    )
    item.update(dealer=2, seat=3)
    note = facts.counter_fact(item, "lowest-bid")
    assert note == facts.AmountCounterNote("3", True)
    assert facts.AmountCounterNote("3", False).check(item) is not None
    assert facts.counter_fact(item, "pass") is None
    made = facts.amount_facts(item)
    low = facts.LowBidLosesContract("3", "4", True, 136, 36, 20, 40)
    assert low in made
    assert dataclasses.replace(low, set_answer=41).check(item) is not None
    said = _said(item, [note, low])
    assert said["en"].startswith("The lesson “Bid Euchre: bidding and choosing the game” says")
    assert "the opponents after you take the contract away in 53% of the deals" in said["en"]
    assert "Keeping them out is worth more than the sets it adds" in said["en"]
    assert "가장 낮은 비드인 3으로는 모자랍니다." in said["ko"]


def test_the_dealer_forced_to_bid_loses_least_with_the_lowest_bid() -> None:
    # All three others passed: North, the dealer, must bid.
    item = _item(
        [(1, None), (2, None), (3, None)],
        {"3": -0.4, "4": -1.5, "5": -2.9, "6": -4.0},
        {"3": (120, 136, 0), "4": (80, 176, 0), "5": (30, 226, 0), "6": (5, 251, 0)},
    )
    made = facts.amount_facts(item)
    assert facts.AmountRule("dealer-forced", None) in made
    assert facts.EveryChoiceLoses("3") in made
    assert facts.EveryChoiceLoses("pass").check(item) is not None
    said = _said(item, [facts.EveryChoiceLoses("3")])
    assert (
        said["en"]
        == "Every bid loses points here on average, but you may not pass: bid 3 loses least."
    )
    assert said["ko"].endswith("가장 덜 잃는 3을 부릅니다.")
