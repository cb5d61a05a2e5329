"""A bid is never taught as best when every choice loses points (bid-amount, review of the
double-dummy figures): the play-outs see every card and flatter the declarer, your own
contract when you bid and the opponents' when you pass, so a bid that still loses is not a
bid to teach. A pass that loses least is taught, in words for a pass, and so is the
dealer's forced bid when all three others passed; a declarer who must name a contract is
told that every contract loses.

Positions are spelled in card codes (North, seat 0, deals; East bids first).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tutor.analysis.bidding import PASS, Auction
from tutor.engine import Variant, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import check_item
from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds import ItemCheckError, bids
from tutor.quiz.kinds.bids.amount_facts import EveryChoiceLoses, amount_facts
from tutor.quiz.kinds.bids.declare_facts import declare_facts
from tutor.web.explanation import explanation_texts

BID = Variant.preset("bid")
CATALOGUE = load_catalogue()
AMOUNT = [dict(item.data) for item in CATALOGUE["bid-amount"].items]
DECLARE = [dict(item.data) for item in CATALOGUE["bid-declare"].items]
ids = {"ids": lambda item: str(item["id"])}


def cards(*codes: str) -> tuple[Any, ...]:
    return tuple(parse_card(c) for c in codes)


def _all_negative(item: dict[str, Any]) -> bool:
    return all(float(v) < 0 for v in item["evaluation"].values())


def _losing(item: dict[str, Any]) -> dict[str, Any]:
    """``item`` with every evaluation moved below zero and the answer still best (the lead
    over the runner-up, which the stored proof records, is kept)."""
    forged = copy.deepcopy(item)
    top = max(float(v) for v in forged["evaluation"].values())
    forged["evaluation"] = {
        k: round(float(v) - top - 0.5, 2) for k, v in item["evaluation"].items()
    }
    return forged


def _reworded(item: dict[str, Any]) -> dict[str, Any]:
    """``item`` with its explanation facts made again from its (forged) figures."""
    return {**item, "explanation_facts": facts_json(declare_facts(item))}


def test_the_checker_refuses_a_losing_bid_where_a_pass_is_allowed() -> None:
    stored = next(
        i for i in AMOUNT if i["answer"] != [PASS] and PASS in i["choices"] and not _all_negative(i)
    )
    check_item(stored, prove=False)
    forged = _losing(stored)
    with pytest.raises(ItemCheckError) as caught:
        check_item(forged, prove=False)
    answer = stored["answer"][0]
    value = forged["evaluation"][answer]
    assert f"every choice loses points and the answer is bid {answer} ({value:+.2f})" in str(
        caught.value
    )
    assert "where passing is allowed" in str(caught.value)


def test_the_checker_takes_a_losing_pass_worded_for_a_pass() -> None:
    stored = next(i for i in AMOUNT if i["answer"] == [PASS] and not _all_negative(i))
    forged = _losing(stored)
    # Its stored facts quote the old figures: refused until its facts are made again.
    with pytest.raises(ItemCheckError, match="false explanation fact"):
        check_item(forged, prove=False)
    reworded = {**forged, "explanation_facts": facts_json(amount_facts(forged))}
    check_item(reworded, prove=False)
    said = explanation_texts(reworded)
    en, ko = said["en"], said["ko"]
    assert "Every choice loses points here, and passing loses least" in en
    assert "sound bid" not in en
    assert "패스가 가장 덜 잃습니다" in ko
    assert "좋은 비드" not in ko


def test_only_an_unforced_bid_that_loses_is_refused() -> None:
    hand = cards("9S", "TS", "QS", "KS", "JC", "AC")
    # East bids 4, South and West pass: North, the dealer, may pass or take it at 4.
    free = bids.amount_options(Auction(BID, 0, 0, hand, ((1, 4), (2, None), (3, None))))
    assert free == [PASS, "4", "5", "6"]
    assert bids.losing_bid(free, "4", -0.2)
    assert not bids.losing_bid(free, "4", 0.2)
    assert not bids.losing_bid(free, PASS, -0.2)
    # All three others passed: the dealer must bid (E17b), so the least bad bid is the answer.
    forced = bids.amount_options(Auction(BID, 0, 0, hand, ((1, None), (2, None), (3, None))))
    assert forced == ["3", "4", "5", "6"]
    assert not bids.losing_bid(forced, "3", -0.2)
    facts = facts_json([EveryChoiceLoses("3")])
    said = explanation_texts({"id": "test/forced-bid", "explanation_facts": facts})
    en, ko = said["en"], said["ko"]
    assert "you may not pass: bid 3 loses least" in en
    assert "패스할 수 없으니 가장 덜 잃는 3을 부릅니다" in ko


@pytest.mark.parametrize("item", AMOUNT, **ids)
def test_no_stored_bid_answer_loses_every_way(item: dict[str, Any]) -> None:
    said = explanation_texts(item)
    en, ko = said["en"], said["ko"]
    answer = item["answer"][0]
    if answer != PASS:
        assert not (PASS in item["choices"] and _all_negative(item)), (
            f"bid {answer} is best with every choice losing points"
        )
        if _all_negative(item):  # the dealer's forced bid: no pass to choose
            assert "you may not pass" in en
    else:
        assert "sound bid" not in en
        assert "좋은 비드" not in ko
        if _all_negative(item):
            assert "passing loses least" in en
    assert "not a sound bid" not in en


def test_a_declarer_who_must_name_a_losing_contract_is_told_so() -> None:
    stored = next(i for i in DECLARE if not _all_negative(i))
    forged = _losing(stored)
    # Its stored facts quote the old figures: refused until its facts are made again.
    with pytest.raises(ItemCheckError, match="false explanation fact"):
        check_item(forged, prove=False)
    reworded = _reworded(forged)
    check_item(reworded, prove=False)
    said = explanation_texts(reworded)
    assert "Every contract loses points here on average" in said["en"]
    assert "must name one" in said["en"]
    assert "가장 덜 잃습니다" in said["ko"]
