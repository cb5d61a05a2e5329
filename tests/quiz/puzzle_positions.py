"""A hand puzzle's move kept as the best-play item it was proven as, for tests of facts no
committed item states any more: move 1 of puzzle/standard/1201/6 as built on uniform deals
(the puzzle was made afresh under the count model, issue 33). Diamonds trump, the J♥ turn-up
turned down; partner's A♦ leads the trick and you hold A♠ J♣ K♥ 9♦ J♦."""

from __future__ import annotations

from typing import Any

# Every field as ``puzzle.move_item`` gave it from the stored puzzle.
PARTNER_WINS_TURN_UP_OUT: dict[str, Any] = {
    "alone": False,
    "answer": ["9D"],
    "choices": ["9D", "JD"],
    "confirm": {"lower_bound": 0.154, "margin": 0.277, "samples": 256},
    "dealer": 1,
    "evaluation": {"9D": 1.4, "JD": 1.12},
    "evaluation_unit": "points",
    "explanation_facts": [
        {"fact": "best-play/contract", "low": False, "trump": "D"},
        {"fact": "best-play/side", "side": "made"},
        {"fact": "best-play/shown-out", "seat": 3, "suits": ["D"], "trump_first": True},
        {"card": "AD", "fact": "best-play/winning-so-far", "seat": 2},
        {
            "advice": "S0-4",
            "answer": "9D",
            "fact": "best-play/partner-wins-turn-up-out",
            "gone": "JH",
            "mine": ["JD"],
            "must_follow": True,
            "quote": "fits",
            "spend": "JD",
            "winner": "AD",
            "winner_seat": 2,
        },
        {
            "alone": False,
            "answer": "9D",
            "answer_value": 1.4,
            "deals": 256,
            "fact": "best-play/value",
            "second": "JD",
            "second_value": 1.12,
            "unit": "points",
        },
        {
            "answer": "9D",
            "cards": ["JD"],
            "fact": "best-play/rejected",
            "helps": None,
            "reasons": ["overtakes-partner"],
            "unit": "points",
            "values": [1.12],
        },
        {
            "answer": "9D",
            "bound": 0.154,
            "fact": "best-play/close",
            "margin": 0.277,
            "runner": "JD",
        },
        {"answer": "9D", "fact": "best-play/play"},
    ],
    "hand": ["AS", "JC", "KH", "9D", "JD"],
    "history": [],
    "id": "puzzle/standard/1201/6@2",
    "kind": "best-play",
    "maker": 2,
    "no_trump": None,
    "principle": "S0-4",
    "samples": 256,
    "seat": 0,
    "themes": ["dont-overtrump-partner"],
    "trick": [{"card": "AD", "seat": 2}, {"card": "9C", "seat": 3}],
    "trump": "D",
    "upcard": "JH",
    "upcard_taken": False,
    "variant": "standard",
}
