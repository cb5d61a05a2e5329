"""bid-amount's and bid-declare's questions as facts (issue 28): made from the stored
auction, checked against it, rendered through the catalogue; their buttons' words too."""

from __future__ import annotations

from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.auction_ask import LowestBid, MayPass, auction_prompt
from tutor.quiz.kinds.bids.ask import (
    BidsSoFar,
    MustBid,
    WillDeclare,
    WonAt,
    amount_prompt,
    declare_prompt,
)
from tutor.web.explanation import option_label, prompt_texts


def _auction(kind: str, bids: list[tuple[int, int | None]], **more: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": f"t/{kind}",
        "kind": kind,
        "variant": "bid",
        "seat": 3,
        "dealer": 3,
        "hand": ["9S", "JS", "KS", "TC", "JC", "QC"],
        "bids": [{"seat": seat, "bid": bid} for seat, bid in bids],
        **more,
    }
    return item


def test_a_dealer_after_three_passes_must_bid() -> None:
    item = _auction("bid-amount", [(0, None), (1, None), (2, None)], plan="S")
    item["choices"] = ["3", "4", "5", "6"]
    facts = amount_prompt(item)
    assert MustBid() in facts
    item["prompt_facts"] = facts_json(facts)
    assert prompt_texts(item) == {
        "en": "You are the dealer and bid last. The bidding so far, from the dealer's left: "
        "the left opponent passes, your partner passes, the right opponent passes. All three "
        "others passed, so you must bid. If you win the contract you will declare spades as "
        "trump. What do you bid?",
        "ko": "당신이 딜러이고 마지막에 비드합니다. 딜러 왼쪽부터 지금까지의 비드: 왼쪽 상대 "
        "패스, 파트너 패스, 오른쪽 상대 패스. 다른 세 사람이 모두 패스했으니 당신은 반드시 "
        "비드해야 합니다. 계약을 따내면 스페이드를 으뜸패로 정할 생각입니다. 얼마를 비드할까요?",
    }
    assert first_false_fact(item) is None
    assert option_label(item, "4", "ko") == "4 비드"
    assert option_label(item, "pass", "en") == "Pass"
    # A bid before the dealer's turn: nobody must bid, and the plan is the item's.
    bid = {**item, "bids": [{"seat": 0, "bid": 4}, {"seat": 1, "bid": None}]}
    assert MustBid().check(bid) == "only a dealer after three passes must bid"
    assert WillDeclare("NTH").check(item) == "the plan is S, not NTH"
    assert BidsSoFar(((0, None),)).check(item) is not None


def test_the_winner_of_the_auction_declares() -> None:
    # The dealer equals the left opponent's 4 and wins the contract.
    bids = [(0, 4), (1, None), (2, None), (3, 4)]
    item = _auction("bid-declare", bids, choices=["S", "H", "NTH", "NTL"])
    facts = declare_prompt(item)
    assert WonAt(4) in facts
    item["prompt_facts"] = facts_json(facts)
    texts = prompt_texts(item)
    assert texts["en"] == (
        "You are the dealer and bid last. The bidding, from the dealer's left: the left "
        "opponent bids 4, your partner passes, the right opponent passes, you bid 4. You won "
        "the contract at 4: your side must take 4 of the six tricks, and you lead the first "
        "trick. What do you declare: a trump suit, no-trump high or no-trump low?"
    )
    won = "당신이 4로 계약을 따냈습니다. 우리 팀은 여섯 트릭 가운데 네 트릭을 가져와야"
    assert won in texts["ko"]
    assert first_false_fact(item) is None
    assert WonAt(5).check(item) == "the winning bid is 4, not 5"
    assert WonAt(4).check({**item, "seat": 0}) == "the learner did not win the auction"
    assert option_label(item, "S", "en") == "♠ Spades"
    assert option_label(item, "H", "ko") == "♥ 하트"
    assert option_label(item, "NTL", "ko") == "노트럼프 로우"


def test_an_auction_question_names_the_seats_by_compass() -> None:
    # South deals; West bids 4, North passes, East bids 5: may South, the dealer, pass?
    bids = [{"seat": 3, "bid": 4}, {"seat": 0, "bid": None}, {"seat": 1, "bid": 5}]
    question = {"dealer": 2, "bids": bids, "asked": 2, "type": "may-pass"}
    item: dict[str, Any] = {
        "id": "t/auction",
        "kind": "bid-auction",
        "variant": "bid",
        "dealer": 2,
        "bids": bids,
        "question": question,
        "choices": ["yes", "no"],
    }
    facts = auction_prompt(item)
    assert MayPass(2) in facts
    item["prompt_facts"] = facts_json(facts)
    assert prompt_texts(item) == {
        "en": "Bid Euchre. South deals. The bidding so far, from the dealer's left: West bids "
        "4, North passes, East bids 5. It is South's turn to bid. May South pass?",
        "ko": "비드 유커. 남쪽이 딜러입니다. 딜러 왼쪽부터 지금까지의 비드: 서쪽 4 비드, 북쪽 "
        "패스, 동쪽 5 비드. 이제 남쪽 차례입니다. 남쪽은 패스할 수 있을까요?",
    }
    assert first_false_fact(item) is None
    assert MayPass(1).check(item) == "the question's asked differ"
    assert LowestBid(2).check(item) == "the question is may-pass, not lowest-bid"
    assert option_label(item, "no", "ko") == "아니요"
    lowest = {**item, "question": {**question, "type": "lowest-bid"}}
    assert option_label(lowest, "pass", "en") == "None: only pass"
    assert option_label(lowest, "5", "ko") == "5"
    declarer = {**item, "question": {**question, "type": "declarer"}}
    assert option_label(declarer, "west", "ko") == "서쪽"
