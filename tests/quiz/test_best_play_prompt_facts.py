"""best-play and hand-puzzle questions as facts (issue 28): the setting and the question are
``ask/`` facts made from the stored position (``tutor.quiz.kinds.best_play.asking``), each
checked against it, rendered through the catalogue."""

from __future__ import annotations

import copy
from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.best_play import situation_from_item
from tutor.quiz.kinds.best_play.asking import (
    BestCard,
    Dealt,
    MadeTrump,
    PlayContract,
    TurnUp,
    WonBid,
    best_play_prompt,
    best_play_prompt_of,
)
from tutor.quiz.kinds.bids.ask import BidsSoFar
from tutor.quiz.kinds.puzzle import PlayTheHand
from tutor.quiz.kinds.puzzle import prompt_facts as puzzle_prompt
from tutor.web.explanation import prompt_texts

# best-play/standard/601/45: you dealt, took the K♠ turn-up and threw the 9♦; two tricks in.
ON_LEAD: dict[str, Any] = {
    "id": "best-play/standard/601/45",
    "kind": "best-play",
    "variant": "standard",
    "seat": 1,
    "dealer": 1,
    "maker": 1,
    "alone": False,
    "trump": "S",
    "no_trump": None,
    "upcard": "KS",
    "upcard_taken": True,
    "discard": "9D",
    "hand": ["KS", "QC", "AC"],
    "history": [
        [
            {"card": "KH", "seat": 2},
            {"card": "9H", "seat": 3},
            {"card": "JH", "seat": 0},
            {"card": "QS", "seat": 1},
        ],
        [
            {"card": "JC", "seat": 1},
            {"card": "9C", "seat": 2},
            {"card": "9S", "seat": 3},
            {"card": "QD", "seat": 0},
        ],
    ],
    "trick": [],
    "tricks_won": [0, 2, 0, 0],
    "choices": ["KS", "QC", "AC"],
}
# best-play/british/608/1: the left opponent called clubs and, in British Euchre, took the
# K♣ turn-up; you follow to the A♣ with J♣ 9♣.
BRITISH: dict[str, Any] = {
    "id": "best-play/british/608/1",
    "kind": "best-play",
    "variant": "british",
    "seat": 1,
    "dealer": 1,
    "maker": 2,
    "alone": False,
    "trump": "C",
    "no_trump": None,
    "upcard": "KC",
    "upcard_taken": True,
    "hand": ["9C", "JC", "TH", "QH", "KH"],
    "history": [],
    "trick": [{"card": "AC", "seat": 2}, {"card": "JS", "seat": 3}, {"card": "JO", "seat": 0}],
    "choices": ["9C", "JC"],
}


def _asked(item: dict[str, Any]) -> dict[str, Any]:
    return {**item, "prompt_facts": facts_json(best_play_prompt(item))}


def test_a_position_on_lead_asks_in_both_languages() -> None:
    item = _asked(ON_LEAD)
    assert best_play_prompt(item) == [
        PlayContract("S", False),
        MadeTrump(1, False),
        Dealt(1),
        TurnUp("yours", "KS", 1, "9D", False),
        BestCard(True),
    ]
    assert prompt_texts(item) == {
        "en": "Spades are trump. You made trump. You dealt. You took the K♠ turn-up and "
        "discarded the 9♦. You are on lead. Which card is best?",
        "ko": "으뜸패는 스페이드입니다. 당신이 으뜸패를 정했습니다. 딜러는 당신입니다. 당신이 "
        "턴업 K♠을 가져가고 9♦를 버렸습니다. 당신이 리드할 차례입니다. 어떤 카드가 가장 "
        "좋을까요?",
    }
    assert first_false_fact(item) is None


def test_a_british_caller_takes_the_turn_up_and_the_question_says_why() -> None:
    item = _asked(BRITISH)
    assert prompt_texts(item) == {
        "en": "Clubs are trump. The left opponent made trump. You dealt. The left opponent "
        "called and took the K♣ turn-up (the caller takes it in this game). It is your turn. "
        "Which card is best?",
        "ko": "으뜸패는 클럽입니다. 왼쪽 상대가 으뜸패를 정했습니다. 딜러는 당신입니다. 왼쪽 "
        "상대가 불러서 턴업 K♣을 가져갔습니다. 이 게임에서는 부른 사람이 턴업을 가져갑니다. "
        "당신 차례입니다. 어떤 카드가 가장 좋을까요?",
    }
    assert first_false_fact(item) is None


def test_a_false_question_fact_is_named() -> None:
    item = _asked(ON_LEAD)
    wrong = copy.deepcopy(item)
    wrong["prompt_facts"][2] = {"fact": "ask/dealt", "dealer": 3}
    assert first_false_fact(wrong) == "prompt ask/dealt: dealer is 3, but the position gives 1"
    # The 9♦ was not your discard: the 9♣ claim is caught, field by field.
    wrong = copy.deepcopy(item)
    wrong["prompt_facts"][3]["discard"] = "9C"
    assert first_false_fact(wrong) == (
        "prompt ask/turn-up: discard is '9C', but the position gives '9D'"
    )
    # Not on lead: the question would tell you it is your turn to follow.
    wrong = copy.deepcopy(item)
    wrong["prompt_facts"][4] = {"fact": "ask/best-card", "on_lead": False}
    assert first_false_fact(wrong) == (
        "prompt ask/best-card: on_lead is False, but the position gives True"
    )
    # A lone hand the position does not have.
    wrong = copy.deepcopy(item)
    wrong["prompt_facts"].append({"fact": "ask/defends-alone", "defender": 0})
    assert (
        first_false_fact(wrong) == "prompt ask/defends-alone: the position gives no such sentence"
    )


def test_a_turn_up_turned_down_says_who_turned_it_down() -> None:
    # North dealt and turned the 9♥ down; East (you) named diamonds in round two.
    item = {
        **BRITISH,
        "id": "t/turned-down",
        "variant": "standard",
        "dealer": 0,
        "maker": 1,
        "trump": "D",
        "upcard": "9H",
        "upcard_taken": False,
        "hand": ["JD", "AD", "TH", "QH", "KH"],
        "trick": [],
        "choices": ["JD", "AD", "TH", "QH", "KH"],
    }
    facts = best_play_prompt_of(situation_from_item(item))
    assert TurnUp("turned-down", "9H", 0, None, False) in facts
    texts = prompt_texts({**item, "prompt_facts": facts_json(facts)})
    assert "The 9♥ turn-up was turned down." in texts["en"]
    assert "딜러가 턴업 9♥를 엎었습니다." in texts["ko"]
    # Had you dealt, the Korean says you turned it down (South leads the 9♠, West and North
    # follow).
    spades = [{"card": c, "seat": seat} for c, seat in (("9S", 2), ("TS", 3), ("KS", 0))]
    mine = {**item, "id": "t/turned-down-mine", "dealer": 1, "trick": spades}
    facts = best_play_prompt_of(situation_from_item(mine))
    texts = prompt_texts({**mine, "prompt_facts": facts_json(facts)})
    assert "당신이 턴업 9♥를 엎었습니다." in texts["ko"]


# puzzle/standard/1201/21, its deal and line cut to what the question reads: diamonds by you
# (East), the K♣ turned down by South; West led the K♦ and North the 10♦.
PUZZLE: dict[str, Any] = {
    "id": "puzzle/standard/1201/21",
    "kind": "puzzle",
    "variant": "standard",
    "seat": 1,
    "dealer": 2,
    "maker": 1,
    "alone": False,
    "trump": "D",
    "no_trump": None,
    "upcard": "KC",
    "upcard_taken": False,
    "hand": ["QS", "AS", "9C", "9D", "JD"],
    "history": [],
    "trick": [{"card": "KD", "seat": 3}, {"card": "TD", "seat": 0}],
    "moves": [{}, {}],
}


def test_a_puzzle_asks_to_play_the_hand_from_its_trick() -> None:
    facts = puzzle_prompt(PUZZLE)
    assert facts[-1] == PlayTheHand(1, 2)
    item = {**PUZZLE, "prompt_facts": facts_json(facts)}
    assert prompt_texts(item) == {
        "en": "Diamonds are trump. You made trump. The left opponent dealt. The K♣ turn-up was "
        "turned down. Play the hand from trick 1: you have 2 decisions to make; the other "
        "players' cards come as they are played.",
        "ko": "으뜸패는 다이아몬드입니다. 당신이 으뜸패를 정했습니다. 딜러는 왼쪽 상대입니다. "
        "딜러가 턴업 K♣을 엎었습니다. 첫 트릭부터 이 판을 끝까지 플레이합니다. 당신이 결정할 "
        "차례가 2번 있고, 다른 사람의 카드는 나오는 대로 보여 줍니다.",
    }
    wrong = {
        **item,
        "prompt_facts": [*item["prompt_facts"][:-1], facts_json([PlayTheHand(2, 2)])[0]],
    }
    assert (
        first_false_fact(wrong) == "prompt ask/play-the-hand: trick is 2, but the position gives 1"
    )


# best-play/bid/611/1 as built for issue 33: the auction is part of the position.
BID: dict[str, Any] = {
    "id": "best-play/bid/611/1",
    "kind": "best-play",
    "variant": "bid",
    "seat": 1,
    "dealer": 2,
    "maker": 1,
    "bid": 4,
    "bids": [
        {"seat": 3, "bid": None},
        {"seat": 0, "bid": 3},
        {"seat": 1, "bid": 4},
        {"seat": 2, "bid": None},
    ],
    "alone": False,
    "trump": "S",
    "no_trump": None,
    "upcard": None,
    "upcard_taken": False,
    "hand": ["JS", "KS", "AS", "AC", "TH", "JD"],
    "history": [],
    "trick": [],
    "choices": ["JS", "KS", "AS", "AC", "TH", "JD"],
}


def test_a_bid_euchre_question_reads_the_auction_in_order() -> None:
    item = _asked(BID)
    assert best_play_prompt(item) == [
        PlayContract("S", False),
        Dealt(2),
        BidsSoFar(((3, None), (0, 3), (1, 4), (2, None))),
        WonBid(1, 4),
        BestCard(True),
    ]
    assert prompt_texts(item)["en"] == (
        "Spades are trump. The left opponent dealt. The bidding, from the dealer's left: your "
        "partner passes, the right opponent bids 3, you bid 4, the left opponent passes. You "
        "won the bid at 4. You are on lead. Which card is best?"
    )
    assert (
        "딜러 왼쪽부터 비드: 파트너 패스, 오른쪽 상대 3 비드, 당신 4 비드"
        in prompt_texts(item)["ko"]
    )
    assert first_false_fact(item) is None
    # A bidding the position does not have is named.
    wrong = copy.deepcopy(item)
    wrong["prompt_facts"][2]["bids"][1] = [0, None]
    assert first_false_fact(wrong) is not None
    # Without its auction the question says only who won the bid.
    unheard = {k: v for k, v in BID.items() if k != "bids"}
    assert [type(f) for f in best_play_prompt(unheard)] == [PlayContract, WonBid, BestCard]
