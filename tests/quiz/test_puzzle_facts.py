"""A hand puzzle's explanation facts (tutor.quiz.kinds.puzzle): each decision names its
move's card and the move's own best-play fact that says why; a changed one is false. And
best-play's "partner already wins" with the turn-up nobody took among the higher trumps."""

from __future__ import annotations

from typing import Any

from tests.quiz.puzzle_positions import PARTNER_WINS_TURN_UP_OUT
from tutor.quiz import load_catalogue
from tutor.quiz.explaining import first_false_fact, stored_facts
from tutor.quiz.kinds.best_play.fact_types import PartnerWinsTurnUpOut
from tutor.quiz.kinds.puzzle import Decision, explanation_facts, move_item, with_move_facts
from tutor.web.explanation import explanation_texts

PUZZLES = load_catalogue()["puzzle-standard"]


def _puzzle(item_id: str) -> dict[str, Any]:
    return dict(next(item.data for item in PUZZLES.items if item.id == item_id))


def test_each_decision_is_its_moves_card_and_the_fact_that_says_why() -> None:
    # You hold Q♥ 10♦ J♦ A♦ with hearts trump, alone: lead the J♦, then cash the A♦.
    item = _puzzle("puzzle/standard/1201/29")
    assert item["hand"] == ["QH", "TD", "JD", "AD"]
    assert explanation_facts(item) == [Decision(1, "JD", 4), Decision(2, "AD", 7)]
    assert first_false_fact(item) is None
    assert Decision(1, "AD", 4).check(item) == "move 1 is JD"
    assert Decision(2, "AD", 6).check(item) == "move 2's reason is fact 7"
    assert Decision(3, "TD", 0).check(item) == "the puzzle has no move 3"
    en = explanation_texts(item)["en"].split("\n")
    assert en[0].startswith("Decision 1: J♦. The usual advice — when your side made trump")
    assert (
        explanation_texts(item)["ko"]
        .split("\n")[1]
        .startswith("두 번째 결정: A♦가 가장 좋습니다. '리드된 무늬를 따라 내지 못한 사람은")
    )


def test_partner_wins_when_the_higher_trumps_are_yours_or_turned_down() -> None:
    # Diamonds trump, the J♥ turn-up turned down; partner's A♦ leads the trick and you
    # hold A♠ J♣ K♥ 9♦ J♦: only your J♦ and the dead J♥ could beat it.
    # Move 1 of puzzle/standard/1201/6 as first built (no committed item states this fact).
    move = PARTNER_WINS_TURN_UP_OUT
    assert move["hand"] == ["AS", "JC", "KH", "9D", "JD"]
    fact = next(f for f in stored_facts(move) or () if isinstance(f, PartnerWinsTurnUpOut))
    assert fact == PartnerWinsTurnUpOut("fits", "S0-4", 2, "AD", "9D", ("JD",), "JH", "JD", True)
    assert fact.check(move) is None
    assert (
        PartnerWinsTurnUpOut("fits", "S0-4", 2, "AD", "9D", ("JD",), "QD", "JD", True).check(move)
        == "gone is 'QD', but the position gives 'JH'"
    )
    said = explanation_texts(move)
    assert (
        "Your partner's A♦ already wins the trick: no trump still to come beats it (the J♦ is "
        "yours and the J♥ turn-up is out of play). You must follow with a trump anyway: play "
        "9♦ and keep the J♦ for later."
    ) in said["en"]
    assert (
        "더 높은 으뜸패는 나올 수 없습니다. J♦은 당신 손에 있고 턴업 J♥은 이번 판에 쓰이지 "
        "않습니다. 어차피 으뜸패를 내야 하니 9♦를 내고 J♦은 나중을 위해 아낍니다."
    ) in said["ko"]


def test_a_puzzle_that_stores_prose_gets_the_facts_its_moves_read_as() -> None:
    # `quizzes facts` migrates a puzzle stored before facts: its moves' prose goes, and the
    # facts made from each move's position render as that prose did.
    item = _puzzle("puzzle/standard/1201/29")
    prose = {k: v for k, v in item.items() if k != "explanation_facts"}
    prose["moves"] = [
        {
            **{k: v for k, v in move.items() if k != "explanation_facts"},
            "explanation": explanation_texts(move_item(item, index)),
        }
        for index, move in enumerate(item["moves"])
    ]
    migrated = with_move_facts(prose)
    assert migrated["moves"] == item["moves"]
    assert explanation_facts(migrated) == explanation_facts(item)
