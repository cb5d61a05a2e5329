"""Wording of the order-up, name-trump and discard kinds (tutor/quiz/kinds/calls.py): the
course's Korean terms, Korean card names, what a reverse-next call gives, and a score
sentence that says when a game must be won by two."""

from __future__ import annotations

import random

import pytest

from tutor.engine import Suit, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import calls
from tutor.quiz.kinds.base import GenerationError, Spec

CATALOGUE = load_catalogue()
CALL_SETS = [s.id for s in CATALOGUE if s.kind in ("order-up", "name-trump", "discard")]


@pytest.mark.parametrize("set_id", CALL_SETS)
def test_korean_uses_the_glossary_terms(set_id: str) -> None:
    """The dealer's acceptance is 테이크업 (the glossary's "take up"), not 집어 들다; the
    rounds are 첫 바퀴/둘째 바퀴, not 라운드."""
    for item in CATALOGUE[set_id].items:
        data = item.data
        texts = [data["prompt"]["ko"], data["explanation"]["ko"]]
        texts += [label["ko"] for label in (data.get("choice_labels") or {}).values()]
        for ko in texts:
            assert not any(word in ko for word in ("집어 들", "집어 든", "라운드")), item.id


def test_the_dealer_takes_it_up() -> None:
    assert calls.DEALER_LABELS[calls.ORDER_UP]["ko"] == "테이크업"
    assert calls.DEALER_LABELS[calls.ALONE]["ko"] == "테이크업하고 혼자 하기"


def test_korean_names_cards_with_the_korean_helper() -> None:
    # The joker reads 조커 in Korean, "Joker" in English: the Korean text uses cards_ko.
    trump = Suit.SPADES
    holding = [parse_card(c) for c in ("JO", "JS", "JC", "AH", "AD")]
    en, ko = calls.lone_hand_text(holding, trump)
    assert "Joker" in en
    assert "조커" in ko
    assert "Joker" not in ko


def test_a_reverse_next_call_says_what_the_suit_gives() -> None:
    """801/20: diamonds named by the stuck dealer after spades were turned down; the
    explanation says what diamonds give against the minimum, not only the choice."""
    item = next(i for i in CATALOGUE["name-trump-next"].items if i.id.endswith("/801/20"))
    assert item.answer == ["D"]
    en, ko = item.data["explanation"]["en"], item.data["explanation"]["ko"]
    assert "Diamonds give you 3 trumps (J♥, 10♦, 9♦) and the A♥ as an off-suit ace" in en
    assert "다이아몬드를 부르면 으뜸패 3장(J♥, 10♦, 9♦)에 다른 무늬 에이스 A♥가 있어" in ko
    for data in (i.data for i in CATALOGUE["name-trump-next"].items):
        if data["principle"] == "A-3":
            named = calls.suit_en(Suit.parse(calls.naming_action(data["answer"][0])[0]))
            assert f"{named} give you" in data["explanation"]["en"].lower(), data["id"]


def test_the_score_sentence_says_win_by_two() -> None:
    plain = calls._score_sentence([9, 8], 0, 10)
    by_two = calls._score_sentence([9, 8], 0, 10, win_by_two=True)
    assert "won by two" not in plain[0]
    assert by_two[0].endswith("in a game to 10 that must be won by two points.")
    assert "2점 이상 앞서야" in by_two[1]


def test_no_score_item_is_made_under_win_by_two() -> None:
    # The simulation counts a game won at the target: play to the score is not offered.
    spec = Spec(kind="order-up", variant="cardgames", seed=1, themes=("play-to-score",))
    with pytest.raises(GenerationError, match="win by two"):
        calls.generate_order_up(spec, 1, "play-to-score", random.Random(1))
