"""Each best-play fact added for the counter-example notes, the ties, the counts and the
leads (tutor.quiz.kinds.best_play.explaining, note_facts) holds on a position spelled in
card codes, and the same fact with one field changed fails naming that field. The
positions are bank items (their ids say which), without their stored explanation."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import pytest
from flask import Flask, g
from flask_babel import force_locale

from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds.best_play import text_from_item
from tutor.quiz.kinds.best_play.explaining import item_facts
from tutor.quiz.kinds.best_play.fact_types import (
    CashWinner,
    Certain,
    HighestLeft,
    HighestSide,
    HighestTrumpTie,
    LowestTie,
    NobodyFollows,
    ReadCards,
    TrumpCount,
    TrumpsOut,
    UnquotedLead,
)
from tutor.quiz.kinds.best_play.note_facts import (
    GivesWayToVoids,
    TrapCount,
    TrapDrawn,
    TrapLonerLater,
    TrapPartnerOut,
    TrapRuff,
)
from tutor.web.explanation import forget_rendered, render_explanation
from tutor.web.text import _G_KEY

# Hearts trump, my side made it; the right opponent (seat 0) has shown out of trump; I lead
# with A♠ Q♥ left and the K♥ still out: S0-1 gives way to reading the voids (601/42).
COUNTER_VOIDS: dict[str, Any] = {
    "kind": "best-play",
    "id": "best-play/standard/601/42",
    "variant": "standard",
    "seat": 1,
    "hand": ["AS", "QH"],
    "history": [
        [
            {"card": "JH", "seat": 1},
            {"card": "9H", "seat": 2},
            {"card": "9C", "seat": 3},
            {"card": "AH", "seat": 0},
        ],
        [
            {"card": "TH", "seat": 1},
            {"card": "JD", "seat": 2},
            {"card": "JC", "seat": 3},
            {"card": "9S", "seat": 0},
        ],
        [
            {"card": "TD", "seat": 2},
            {"card": "KS", "seat": 3},
            {"card": "TC", "seat": 0},
            {"card": "KD", "seat": 1},
        ],
    ],
    "trick": [],
    "trump": "H",
    "maker": 1,
    "dealer": 0,
    "alone": False,
    "upcard": "AH",
    "upcard_taken": True,
    "no_trump": None,
    "answer": ["AS"],
    "evaluation": {"AS": 1.0, "QH": 0.27},
    "evaluation_unit": "points",
    "samples": 256,
    "confirm": {"lower_bound": 0.508, "margin": 0.727, "samples": 256},
    "principle": "S0-7",
    "themes": ["read-the-cards"],
    "counter_example": True,
    "counter_theme": "lead-trump-as-maker",
    "choices": ["AS", "QH"],
    "counter_note": {
        "en": (
            "The usual advice — when your side made trump, lead a trump, normally "
            "your highest; if your partner is the maker, lead your highest trump "
            "even if it is only the 9 — gives way here to another: a player who "
            "fails to follow the led suit is certainly void in it. The right "
            "opponent has shown out of trump, so that player cannot trump your A♠. "
            "Your Q♥ ranks below the K♥ still out, so a trump lead would only lose "
            "to it."
        ),
        "ko": (
            "평소라면 '우리 팀이 으뜸패를 정했으면 으뜸패를, 보통은 가장 높은 것을 리드하고, "
            "파트너가 메이커면 가장 높은 으뜸패가 "
            "9라도 그 카드를 리드한다'는 원칙을 따르겠지만, 여기서는 '리드된 무늬를 따라 내지 "
            "못한 사람은 그 무늬가 확실히 없다'는 "
            "원칙이 우선합니다. 오른쪽 상대는 으뜸패를 따라 내지 못했으니 A♠를 자를 수 "
            "없습니다. Q♥은 아직 나오지 않은 K♥보다 "
            "낮아 으뜸패를 리드하면 그 카드에 질 뿐입니다."
        ),
    },
}

# Clubs trump, I am alone; only the A♣ is out against my J♠ Q♣ A♦: a trap of A-1 (606/17).
COUNT_TRAP: dict[str, Any] = {
    "kind": "best-play",
    "id": "best-play/standard/606/17",
    "variant": "standard",
    "seat": 1,
    "hand": ["JS", "QC", "AD"],
    "history": [
        [{"card": "QS", "seat": 2}, {"card": "AS", "seat": 0}, {"card": "TC", "seat": 1}],
        [{"card": "JC", "seat": 1}, {"card": "KC", "seat": 2}, {"card": "9C", "seat": 0}],
    ],
    "trick": [],
    "trump": "C",
    "maker": 1,
    "dealer": 1,
    "alone": True,
    "upcard": "TC",
    "upcard_taken": True,
    "discard": "9D",
    "no_trump": None,
    "answer": ["JS"],
    "evaluation": {"AD": 3.39, "JS": 4.0, "QC": 2.66},
    "evaluation_unit": "points",
    "samples": 256,
    "confirm": {"lower_bound": 0.404, "margin": 0.609, "samples": 256},
    "principle": "S0-1",
    "themes": ["lead-trump-as-maker"],
    "counter_example": True,
    "counter_theme": "count-trumps",
    "choices": ["JS", "QC", "AD"],
    "counter_note": {
        "en": (
            "The usual advice — count the trumps: when none is left outstanding (or "
            "all that are left are in your partner's or known hands), your off-suit "
            "winners are safe to cash — does not apply here: only one trump is "
            "still out, but an opponent may hold it."
        ),
        "ko": (
            "'으뜸패를 세어 보아 다른 사람에게 남은 으뜸패가 없으면(또는 남은 으뜸패가 모두 "
            "파트너에게 있거나 누구에게 있는지 알면) "
            "다른 무늬의 이기는 카드를 안심하고 낸다'는 원칙은 여기에는 해당하지 않습니다. "
            "남은 으뜸패는 한 장뿐이지만 상대에게 있을 수 "
            "있습니다."
        ),
    },
}

# Bid Euchre, clubs trump, my side won the bid; no opponent can hold a trump: a trap of
# S0-1, cash the A♦ and keep the K♣ (611/32).
BID_DRAWN: dict[str, Any] = {
    "kind": "best-play",
    "id": "best-play/bid/611/32",
    "variant": "bid",
    "seat": 1,
    "hand": ["KC", "JD", "QD", "AD"],
    "history": [
        [
            {"card": "JC", "seat": 1},
            {"card": "9C", "seat": 2},
            {"card": "9S", "seat": 3},
            {"card": "TC", "seat": 0},
        ],
        [
            {"card": "JS", "seat": 1},
            {"card": "QC", "seat": 2},
            {"card": "9H", "seat": 3},
            {"card": "AC", "seat": 0},
        ],
    ],
    "trick": [],
    "trump": "C",
    "maker": 1,
    "dealer": 2,
    "alone": False,
    "upcard": None,
    "upcard_taken": False,
    "bid": 4,
    "no_trump": None,
    "answer": ["AD"],
    "evaluation": {"AD": 5.44, "JD": 4.65, "KC": 5.0, "QD": 4.65},
    "evaluation_unit": "points",
    "samples": 256,
    "confirm": {"lower_bound": 0.297, "margin": 0.438, "samples": 256},
    "principle": "A-1",
    "themes": ["count-trumps", "cash-winners"],
    "counter_example": True,
    "counter_theme": "lead-trump-as-maker",
    "choices": ["KC", "JD", "QD", "AD"],
    "counter_note": {
        "en": (
            "The usual advice — lead a trump, normally your highest — does not "
            "apply here: no opponent can hold a trump any more, so a trump lead has "
            "nothing to draw; your K♣ can still take a trick later, even by "
            "trumping a suit you cannot follow, while the A♦ wins only on a diamond "
            "lead."
        ),
        "ko": (
            "'으뜸패를, 보통은 가장 높은 것을 리드한다'는 원칙은 여기에는 해당하지 않습니다. "
            "상대에게는 이제 으뜸패가 있을 수 없으니 "
            "으뜸패를 리드해도 뽑아낼 것이 없습니다. K♣은 나중에도, 따라 낼 수 없는 무늬가 "
            "리드되면 잘라서라도 트릭을 가져올 수 "
            "있지만, A♦는 다이아몬드가 리드될 때만 트릭을 가져옵니다."
        ),
    },
}

# Clubs trump, the right opponent (seat 0) alone has shown out of hearts: a trap of A-8,
# lead the K♥ (607/25).
LONER_LATER: dict[str, Any] = {
    "kind": "best-play",
    "id": "best-play/standard/607/25",
    "variant": "standard",
    "seat": 1,
    "hand": ["TS", "KH", "TD"],
    "history": [
        [{"card": "AH", "seat": 1}, {"card": "9S", "seat": 3}, {"card": "TC", "seat": 0}],
        [{"card": "QC", "seat": 0}, {"card": "AC", "seat": 1}, {"card": "9C", "seat": 3}],
    ],
    "trick": [],
    "trump": "C",
    "maker": 0,
    "dealer": 0,
    "alone": True,
    "upcard": "JC",
    "upcard_taken": True,
    "no_trump": None,
    "answer": ["KH"],
    "evaluation": {"KH": 0.25, "TD": -0.25, "TS": -0.2},
    "evaluation_unit": "points",
    "samples": 256,
    "confirm": {"lower_bound": 0.274, "margin": 0.457, "samples": 256},
    "principle": None,
    "themes": [],
    "counter_example": True,
    "counter_theme": "lead-against-loner",
    "choices": ["TS", "KH", "TD"],
    "counter_note": {
        "en": (
            "The usual advice — against a loner, prefer leading the next suit "
            "(trump's sister suit) — does not apply here: it is for the opening "
            "lead, and by now the cards played tell you more: the lone hand, the "
            "right opponent, has shown out of hearts, so to take your K♥ it must "
            "spend a trump."
        ),
        "ko": (
            "'혼자 하는 상대에게는 으뜸패의 자매 무늬를 먼저 리드한다'는 원칙은 여기에는 "
            "해당하지 않습니다. 이는 첫 리드 때의 "
            "이야기이고, 지금은 이미 나온 카드가 더 많은 것을 알려 줍니다. 혼자 하는 오른쪽 "
            "상대는 하트를 따라 내지 못했으니 K♥을 "
            "이기려면 으뜸패를 써야 합니다."
        ),
    },
}

# Bid Euchre, clubs trump, the other side won the bid: lead the A♠ (S0-2, 611/40).
BID_SIDE_ACE: dict[str, Any] = {
    "kind": "best-play",
    "id": "best-play/bid/611/40",
    "variant": "bid",
    "seat": 0,
    "hand": ["AS", "TC", "9H", "TH", "TD"],
    "history": [
        [
            {"card": "JS", "seat": 1},
            {"card": "9C", "seat": 2},
            {"card": "QC", "seat": 3},
            {"card": "JC", "seat": 0},
        ]
    ],
    "trick": [],
    "trump": "C",
    "maker": 1,
    "dealer": 0,
    "alone": False,
    "upcard": None,
    "upcard_taken": False,
    "bid": 3,
    "no_trump": None,
    "answer": ["AS"],
    "evaluation": {"9H": 2.13, "AS": 3.19, "TC": 1.35, "TD": 2.18, "TH": 2.13},
    "evaluation_unit": "points",
    "samples": 256,
    "confirm": {"lower_bound": 0.59, "margin": 1.004, "samples": 256},
    "principle": "S0-2",
    "themes": ["lead-off-ace-on-defence", "no-trump-lead-on-defence"],
    "choices": ["AS", "TC", "9H", "TH", "TD"],
}

# Spades trump, partner's A♣ is winning and I have no club: throw the Q♦, the lowest of
# the cards I can throw (S0-5's tie, 603/44).
LET_IT_RIDE: dict[str, Any] = {
    "kind": "best-play",
    "id": "best-play/standard/603/44",
    "variant": "standard",
    "seat": 1,
    "hand": ["JS", "JC", "KH", "AH", "QD"],
    "history": [],
    "trick": [{"card": "AC", "seat": 3}, {"card": "QC", "seat": 0}],
    "trump": "S",
    "maker": 1,
    "dealer": 2,
    "alone": False,
    "upcard": "AS",
    "upcard_taken": True,
    "no_trump": None,
    "answer": ["QD"],
    "evaluation": {"AH": 0.88, "JC": 0.45, "JS": 0.45, "KH": 0.88, "QD": 1.34},
    "evaluation_unit": "points",
    "samples": 256,
    "confirm": {"lower_bound": 0.305, "margin": 0.453, "samples": 256},
    "principle": "S0-5",
    "themes": ["dont-trump-partner-ace"],
    "choices": ["JS", "JC", "KH", "AH", "QD"],
}

# Diamonds trump, the K♠ led: the Q♦ ruffs it, a trap of "play low" (604/21).
RUFF_TRAP: dict[str, Any] = {
    "kind": "best-play",
    "id": "best-play/standard/604/21",
    "variant": "standard",
    "seat": 0,
    "hand": ["TC", "AC", "TH", "JD", "QD"],
    "history": [],
    "trick": [{"card": "KS", "seat": 3}],
    "trump": "D",
    "maker": 0,
    "dealer": 2,
    "alone": False,
    "upcard": "KD",
    "upcard_taken": True,
    "no_trump": None,
    "answer": ["QD"],
    "evaluation": {"AC": 0.11, "JD": 0.71, "QD": 1.34, "TC": 0.48, "TH": 0.92},
    "evaluation_unit": "points",
    "samples": 256,
    "confirm": {"lower_bound": 0.245, "margin": 0.426, "samples": 256},
    "principle": None,
    "themes": ["win-cheaply", "trump-or-discard"],
    "counter_example": True,
    "counter_theme": "play-low-when-cannot-win",
    "choices": ["TC", "AC", "TH", "JD", "QD"],
    "counter_note": {
        "en": (
            "The usual advice — when none of your legal cards beats the card "
            "winning the trick, play your lowest-ranked legal card — does not apply "
            "here: your Q♦ is a trump, and it beats the right opponent's K♠."
        ),
        "ko": (
            "'낼 수 있는 카드 가운데 지금 이기고 있는 카드를 이길 것이 없으면 가장 낮은 카드를 "
            "낸다'는 원칙은 여기에는 해당하지 "
            "않습니다. Q♦은 으뜸패라서 오른쪽 상대의 K♠을 이깁니다."
        ),
    },
}

# Clubs trump, my partner has shown out of trump: a trap of A-5, lead the J♣ (602/32).
PARTNER_OUT: dict[str, Any] = {
    "kind": "best-play",
    "id": "best-play/standard/602/32",
    "variant": "standard",
    "seat": 1,
    "hand": ["QS", "JC", "QH", "KD"],
    "history": [
        [
            {"card": "TC", "seat": 2},
            {"card": "TS", "seat": 3},
            {"card": "KC", "seat": 0},
            {"card": "AC", "seat": 1},
        ]
    ],
    "trick": [],
    "trump": "C",
    "maker": 2,
    "dealer": 1,
    "alone": False,
    "upcard": "QD",
    "upcard_taken": False,
    "no_trump": None,
    "answer": ["JC"],
    "evaluation": {"JC": 1.11, "KD": 0.08, "QH": 0.16, "QS": -0.14},
    "evaluation_unit": "points",
    "samples": 256,
    "confirm": {"lower_bound": 0.712, "margin": 0.949, "samples": 256},
    "principle": None,
    "themes": [],
    "counter_example": True,
    "counter_theme": "no-trump-lead-on-defence",
    "choices": ["QS", "JC", "QH", "KD"],
    "counter_note": {
        "en": (
            "The usual advice — on defence, avoid leading trump — does not apply "
            "here: your partner has shown out of trump, so a trump lead draws none "
            "of your partner's trumps."
        ),
        "ko": (
            "'수비할 때는 으뜸패 리드를 피한다'는 원칙은 여기에는 해당하지 않습니다. 파트너는 "
            "으뜸패를 따라 내지 못했으니, 으뜸패를 "
            "리드해도 뽑혀 나갈 파트너의 으뜸패가 없습니다."
        ),
    },
}

CASES = [
    (
        COUNTER_VOIDS,
        GivesWayToVoids("S0-1", "S0-7-void", (0,), "AS", "below", ("QH",), "KH"),
        "top",
        "AH",
    ),
    (COUNTER_VOIDS, TrumpsOut(("QH",), None, None, ("KH",), None, None), "out", ("KD",)),
    (COUNTER_VOIDS, ReadCards("none", None, "AS", "S", (0,), (), (), (2,)), "left", (0,)),
    (
        COUNTER_VOIDS,
        Certain("AS", True, False, 1, 2, "make", "makers", None, (), (), ()),
        "goal",
        "march",
    ),
    (COUNT_TRAP, TrapCount("A-1", (), (), True), "one_left", False),
    (COUNT_TRAP, HighestTrumpTie("JS", ("QC",)), "others", ("AD",)),
    (
        COUNT_TRAP,
        TrumpCount(7, ("JC", "KC", "TC", "9C"), ("JS", "QC"), None, False, ("AC",), ("AD",)),
        "rest",
        ("AC", "QC"),
    ),
    (BID_DRAWN, TrapDrawn("S0-1-lead", "AD", ("KC",), "D"), "suit", "H"),
    (BID_DRAWN, CashWinner("fits", "A-1", "AD", "D", "gone", None, False), "reason", "shown-out"),
    (
        BID_DRAWN,
        NobodyFollows("C", ("KC",), True, False, "wins", None, None, False),
        "out_of_play",
        True,
    ),
    (LONER_LATER, TrapLonerLater("A-8", "KH", 0, "H", True), "void", False),
    (LONER_LATER, UnquotedLead("KH", "loner-void", None), "lead", "only-trump"),
    (
        LONER_LATER,
        HighestLeft("KH", "H", None, "trumpable", (0,), "JC", True),
        "has_one",
        False,
    ),
    (
        BID_SIDE_ACE,
        HighestSide("fits", "S0-2", "AS", "S", (), (), True, "bidders", None),
        "makers",
        "makers",
    ),
    (LET_IT_RIDE, LowestTie("S0-5", "QD", ("AH", "KH")), "which", "other"),
    (RUFF_TRAP, TrapRuff("S0-6", "QD", "trump", 3, "KS"), "bower", "left"),
    (PARTNER_OUT, TrapPartnerOut("A-5"), "rule", "S0-1"),
]


@pytest.mark.parametrize(("item", "fact", "field", "wrong"), CASES)
def test_the_fact_holds_and_a_changed_field_fails(
    item: dict[str, Any], fact: Any, field: str, wrong: Any
) -> None:
    facts = item_facts(item)
    assert facts is not None
    assert fact in facts
    assert fact.check(item) is None
    right = getattr(fact, field)
    changed = dataclasses.replace(fact, **{field: wrong})
    assert changed.check(item) == f"{field} is {wrong!r}, but the position gives {right!r}"


@contextmanager
def _in(app: Flask, lang: str) -> Iterator[None]:
    with app.test_request_context(), force_locale(lang):
        g.pop(_G_KEY, None)
        yield


def _rendered(app: Flask, item: Mapping[str, Any], lang: str) -> str | None:
    forget_rendered()
    with _in(app, lang):
        return render_explanation(item, lang)


@pytest.mark.parametrize("item", [COUNTER_VOIDS, LONER_LATER, BID_DRAWN])
def test_a_counter_example_reads_as_its_note_and_explanation(
    app: Flask, item: dict[str, Any]
) -> None:
    facts = item_facts(item)
    assert facts is not None
    stored = {**item, "id": "", "explanation_facts": facts_json(facts)}
    prose = text_from_item(item)[1]
    for lang in ("en", "ko"):
        text = _rendered(app, stored, lang)
        assert text == prose[lang]
        assert text is not None
        assert text.split("\n")[0] == item["counter_note"][lang]


def test_a_certain_count_names_the_cards_as_sure_and_those_sure_of_fewer(app: Flask) -> None:
    # The banks have no such count yet: the clauses the prose (facts._certain_sentence)
    # adds after the outcome, one a card.
    fact = Certain("AS", True, False, 1, 2, "make", "makers", None, ("QH",), ("KD",), (1,))
    item = {**COUNTER_VOIDS, "id": "", "explanation_facts": facts_json([fact])}
    assert _rendered(app, item, "en") == (
        "Counting the cards out makes it certain: whatever the unseen cards and however "
        "everyone plays them, once you lead the A♠ your side takes at least 1 of the 2 tricks "
        "left, enough to make the hand; the Q♥ would make it just as certain, so the deals "
        "decide between them; the K♦ would reach it too, but is sure of only 1 trick."
    )
    assert _rendered(app, item, "ko") == (
        "나온 카드를 세어 보면 확실합니다. 보이지 않는 카드가 어떻게 놓여 있고 누가 어떻게 "
        "내든 A♠를 리드하면 우리 팀이 남은 두 트릭 가운데 적어도 한 트릭을 가져가 점수를 "
        "냅니다. Q♥을 내도 똑같이 확실하니, 어느 쪽이 나은지는 여러 배치를 계산해 보고 "
        "정합니다. K♦도 목표에는 닿지만 확실한 것은 한 트릭뿐입니다."
    )
