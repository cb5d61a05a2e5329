"""Grading answers and naming the misconception a wrong answer shows."""

from __future__ import annotations

from typing import Any

import pytest

import tutor.quiz.kinds  # noqa: F401 - registers the diagnosers
from tutor.quiz.bank import QuizItem
from tutor.quiz.grading import DIAGNOSERS, InvalidAnswerError, Mistake, grade
from tutor.quiz.kinds import KINDS
from tutor.web.feedback import mistake_text
from tutor.web.text import in_language


def _trick_item(trump: str, cards: list[str], answer: str, **extra: Any) -> QuizItem:
    return QuizItem(
        {
            "id": "trick-winner/standard/1/1",
            "kind": "trick-winner",
            "variant": "standard",
            "trump": trump,
            "no_trump": None,
            "trick": [{"seat": i, "card": c} for i, c in enumerate(cards)],
            "choices": cards,
            "answer": [answer],
            **extra,
        }
    )


def _told(mistake: Mistake | None, item: QuizItem, lang: str) -> str:
    """What the learner reads: the diagnoser's catalogue message, written out."""
    with in_language(lang):
        return mistake_text(mistake, item.data, lang) or ""


def test_every_kind_has_a_diagnoser() -> None:
    assert set(KINDS) <= set(DIAGNOSERS)


def test_left_bower_taken_for_a_spade() -> None:
    # Clubs trump, 9♠ led: J♠ is the left bower and wins; A♠ is only the best spade.
    item = _trick_item("C", ["9S", "JS", "AS", "TD"], "JS")
    result = grade(item, ["AS"])
    assert not result.correct
    assert result.mistake is not None
    assert result.mistake.key == "left-bower-as-printed-suit"
    assert _told(result.mistake, item, "en") == (
        "treated the left bower J♠ as a spade, not a trump"
    )
    assert "레프트 바우어" in _told(result.mistake, item, "ko")


def test_trump_beats_the_led_suit() -> None:
    item = _trick_item("H", ["QC", "TC", "KC", "9H"], "9H")
    assert grade(item, ["9H"]).correct
    mistake = grade(item, ["KC"]).mistake
    assert mistake is not None
    assert mistake.key == "trump-ignored"


def test_off_suit_card_cannot_win() -> None:
    item = _trick_item("H", ["QC", "TC", "KC", "AS"], "KC")
    mistake = grade(item, ["as"]).mistake  # lower case codes are accepted
    assert mistake is not None
    assert mistake.key == "off-suit-wins"


def test_a_card_that_is_not_a_choice_is_invalid() -> None:
    item = _trick_item("H", ["QC", "TC", "KC", "9H"], "9H")
    with pytest.raises(InvalidAnswerError):
        grade(item, ["AD"])


def _legal_item(trump: str, led: str, hand: list[str], answer: list[str]) -> QuizItem:
    return QuizItem(
        {
            "id": "legal-plays/standard/1/1",
            "kind": "legal-plays",
            "variant": "standard",
            "trump": trump,
            "no_trump": None,
            "trick": [{"seat": 1, "card": led}],
            "hand": hand,
            "choices": hand,
            "answer": answer,
        }
    )


def test_left_bower_must_follow_a_trump_lead() -> None:
    # Hearts trump, 10♥ led: the only "heart" is J♦, so it must be played.
    item = _legal_item("H", "TH", ["JD", "AC"], ["JD"])
    assert grade(item, ["JD"]).correct
    mistake = grade(item, ["AC"]).mistake
    assert mistake is not None
    assert mistake.key == "left-bower-as-printed-suit"


def test_void_in_diamonds_when_the_only_diamond_is_the_left_bower() -> None:
    item = _legal_item("H", "9D", ["JD", "AC", "9S"], ["JD", "AC", "9S"])
    assert grade(item, ["JD", "AC", "9S"]).correct
    mistake = grade(item, ["AC", "9S"]).mistake
    assert mistake is not None
    assert mistake.key == "left-bower-as-printed-suit"


def test_renege_is_named() -> None:
    item = _legal_item("S", "KH", ["QH", "AC", "9S"], ["QH"])
    mistake = grade(item, ["QH", "9S"]).mistake
    assert mistake is not None
    assert mistake.key == "renege"


def test_thinking_you_must_trump_when_void() -> None:
    item = _legal_item("S", "KH", ["JS", "AC", "9D"], ["JS", "AC", "9D"])
    mistake = grade(item, ["JS"]).mistake
    assert mistake is not None
    assert mistake.key == "must-trump-myth"


def test_bower_rank_left_above_right() -> None:
    item = QuizItem(
        {
            "id": "bower-rank/standard/1/1",
            "kind": "bower-rank",
            "variant": "standard",
            "trump": "H",
            "choices": ["AH", "JD", "JH", "9H"],
            "answer": ["JH", "JD", "AH", "9H"],
        }
    )
    assert grade(item, ["JH", "JD", "AH", "9H"]).correct
    mistake = grade(item, ["JD", "JH", "AH", "9H"]).mistake
    assert mistake is not None
    assert mistake.key == "left-above-right"
    with pytest.raises(InvalidAnswerError):
        grade(item, ["JH", "JD", "AH"])  # every card, in order


def test_effective_suit_of_the_left_bower() -> None:
    item = QuizItem(
        {
            "id": "effective-suit/standard/1/1",
            "kind": "effective-suit",
            "variant": "standard",
            "trump": "H",
            "card": "JD",
            "hand": ["JD", "9C", "AS", "KH", "TD"],
            "choices": ["S", "C", "H", "D"],
            "answer": ["H"],
        }
    )
    assert grade(item, ["H"]).correct
    mistake = grade(item, ["D"]).mistake
    assert mistake is not None
    assert mistake.key == "left-bower-as-printed-suit"
    assert _told(mistake, item, "ko") == "레프트 바우어를 다이아몬드로 보았습니다"


def test_lone_march_scored_as_two() -> None:
    item = QuizItem(
        {
            "id": "scoring/standard/1/1",
            "kind": "scoring",
            "variant": "standard",
            "maker": 1,
            "alone": True,
            "maker_tricks": 5,
            "ask": "makers",
            "choices": ["0", "1", "2", "4"],
            "answer": ["4"],
        }
    )
    assert grade(item, ["4"]).correct
    mistake = grade(item, ["2"]).mistake
    assert mistake is not None
    assert mistake.key == "lone-march-as-march"


def _bank_item(set_id: str, kind: str) -> QuizItem:
    from tutor.quiz.bank import load_catalogue

    quiz_set = load_catalogue()[set_id]
    assert quiz_set.kind == kind
    return quiz_set.items[0]


@pytest.mark.parametrize(
    ("set_id", "kind"),
    [
        ("best-play-partner-winning", "best-play"),
        ("order-up-basics", "order-up"),
        ("name-trump-next", "name-trump"),
        ("discard-dealer", "discard"),
    ],
)
def test_engine_judged_wrong_answers_get_a_mistake(set_id: str, kind: str) -> None:
    item = _bank_item(set_id, kind)
    assert grade(item, item.answer).correct
    wrong = next(c for c in item.choices if c not in item.answer)
    result = grade(item, [wrong])
    assert not result.correct
    assert result.mistake is not None
    # The choice compared with the answer, each fact true of the item.
    assert result.mistake.feedback is not None
    assert result.mistake.feedback.facts
    assert result.mistake.feedback.problem(item.data) is None


def test_a_wrong_answers_diagnosis_is_found_once_per_item_and_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Kept per item object and answer: a second grading of the same wrong answer does not
    # rebuild the position, another answer or another item (even with equal data) does.
    from tutor.quiz import grading

    calls: list[tuple[int, tuple[str, ...]]] = []

    def diagnoser(item: QuizItem, given: list[str]) -> grading.Mistake:
        calls.append((id(item), tuple(given)))
        return grading.Mistake("k", {"en": given[0], "ko": given[0]})

    monkeypatch.setitem(grading.DIAGNOSERS, "kept-diagnosis", diagnoser)
    monkeypatch.setattr(grading, "_diagnoses", {})
    data = {
        "id": "kd-1",
        "kind": "kept-diagnosis",
        "answer_mode": "single",
        "choices": ["AS", "KS", "QS"],
        "answer": ["AS"],
    }
    item, twin = QuizItem(dict(data)), QuizItem(dict(data))
    first = grading.grade(item, ["KS"])
    assert grading.grade(item, ["KS"]) == first
    assert first.mistake is not None
    assert first.mistake.text["en"] == "KS"
    assert grading.grade(item, ["QS"]).mistake == grading.Mistake("k", {"en": "QS", "ko": "QS"})
    grading.grade(twin, ["KS"])
    assert grading.grade(item, ["AS"]).mistake is None
    assert [given for _id, given in calls] == [("KS",), ("QS",), ("KS",)]
