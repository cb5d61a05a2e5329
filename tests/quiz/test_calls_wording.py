"""Wording of the order-up, name-trump and discard kinds (tutor/quiz/kinds/calls/): the
course's Korean terms, Korean card names, what a reverse-next call gives, and a score
sentence that says when a game must be won by two."""

from __future__ import annotations

import random

import pytest

from tutor.engine import Suit, Variant, parse_card, suit_name
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import calls
from tutor.quiz.kinds.base import GenerationError, Spec
from tutor.quiz.kinds.calls.ask import ScoreIs
from tutor.quiz.kinds.calls.basics import _trumps
from tutor.quiz.kinds.calls.naming import (
    _has_naming_shape,
    _naming_shape,
    _trump_weight,
    naming_from_item,
)
from tutor.quiz.kinds.lone.facts import lone_hand
from tutor.web.explanation import explanation_text, option_label, prompt_text
from tutor.web.explanation.ask_calls import score_is
from tutor.web.explanation.lone import lone_hand_words
from tutor.web.text import in_language
from tutor.web.words import Words

CATALOGUE = load_catalogue()
STANDARD = Variant.preset("standard")
CALL_SETS = [s.id for s in CATALOGUE if s.kind in ("order-up", "name-trump", "discard")]


@pytest.mark.parametrize("set_id", CALL_SETS)
def test_korean_uses_the_glossary_terms(set_id: str) -> None:
    """The dealer's acceptance is 테이크업 (the glossary's "take up"), not 집어 들다; the
    rounds are 첫 바퀴/둘째 바퀴, not 라운드."""
    for item in CATALOGUE[set_id].items:
        data = item.data
        texts = [prompt_text(data, "ko"), explanation_text(data, "ko")]
        texts += [option_label(data, code, "ko") or "" for code in data["choices"]]
        for ko in texts:
            assert not any(word in ko for word in ("집어 들", "집어 든", "라운드")), item.id


def test_the_dealer_takes_it_up() -> None:
    dealer = {"kind": "order-up", "seat": 0, "dealer": 0}
    assert option_label(dealer, calls.ORDER_UP, "ko") == "테이크업"
    assert option_label(dealer, calls.ALONE, "ko") == "테이크업하고 혼자 하기"
    assert option_label(dealer, calls.PASS, "en") == "Turn it down"
    assert option_label({**dealer, "seat": 1}, calls.ORDER_UP, "ko") == "오더업"


def test_korean_names_cards_with_the_korean_helper() -> None:
    # The joker is the Benny, 베니 in Korean: the lone hand's words name it through Words.
    holding = [parse_card(c) for c in ("JO", "JS", "JC", "AH", "AD")]
    hand = lone_hand(holding, Suit.SPADES)
    said = {}
    for lang in ("en", "ko"):
        with in_language(lang):
            words = Words({"variant": "british"}, lang)
            said[lang] = lone_hand_words(hand.trumps, hand.top_three, hand.aces, None, words)
    en, ko = said["en"], said["ko"]
    assert "Benny" in en
    assert "베니" in ko
    assert "Benny" not in ko


def test_a_reverse_next_call_says_what_the_suit_gives() -> None:
    """801/20 (made afresh under the count model, issue 33): clubs named from the dealer's
    side after diamonds were turned down; the explanation says what clubs give against the
    minimum, not only the choice."""
    item = next(i for i in CATALOGUE["name-trump-next"].items if i.id.endswith("/801/20"))
    assert item.answer == ["C"]
    en, ko = explanation_text(item.data, "en"), explanation_text(item.data, "ko")
    assert "Clubs give you 3 trumps (J♣, A♣, 10♣) and the A♠ as an off-suit ace" in en
    assert "클럽을 부르면 으뜸패 3장(J♣, A♣, 10♣)에 다른 무늬 에이스 A♠가 있어" in ko
    for data in (i.data for i in CATALOGUE["name-trump-next"].items):
        if data["principle"] == "A-3":
            named = calls.suit_en(Suit.parse(calls.naming_action(data["answer"][0])[0]))
            assert f"{named} give you" in explanation_text(data, "en").lower(), data["id"]


def test_the_score_sentence_says_win_by_two() -> None:
    def said(fact: ScoreIs) -> tuple[str, str]:
        words = []
        for lang in ("en", "ko"):
            with in_language(lang):
                words.append(score_is(fact, {}, lang))
        return words[0], words[1]

    plain = said(ScoreIs(9, 8, 10))
    by_two = said(ScoreIs(9, 8, 10, win_by_two=True))
    assert "won by two" not in plain[0]
    assert by_two[0].endswith("in a game to 10 that must be won by two points.")
    assert "2점 이상 앞서야" in by_two[1]


def test_no_score_item_is_made_under_win_by_two() -> None:
    # The simulation counts a game won at the target: play to the score is not offered.
    spec = Spec(kind="order-up", variant="cardgames", seed=1, themes=("play-to-score",))
    with pytest.raises(GenerationError, match="win by two"):
        calls.generate_order_up(spec, 1, "play-to-score", random.Random(1))


def test_reverse_next_over_a_heavier_next_suit_says_why_not_the_count() -> None:
    """Issue 10 (branch callshort): where reverse next is named though the turned-down
    colour's suit holds more trumps, or as many with more high ones, the explanation names
    that suit with its cards and both deals' values, before the comparison concludes, in
    English and Korean; the count it states is true."""
    seen = 0
    for quiz_set in CATALOGUE:
        for item in quiz_set.items:
            data = item.data
            en, ko = explanation_text(data, "en"), explanation_text(data, "ko")
            if "the colour of the turned-down" not in en:
                assert "리버스 넥스트는 다른 색 무늬를 우선합니다. 계산해 봐도" not in ko, item.id
                continue
            seen += 1
            naming = naming_from_item(data)
            turned = naming.upcard.suit
            assert turned is not None
            named = Suit.parse(calls.naming_action(data["answer"][0])[0])
            same = turned.sister
            assert named.color is not turned.color, item.id
            mine, theirs = (
                _trump_weight(naming.hand, named),
                _trump_weight(naming.hand, same),
            )
            assert theirs > mine, item.id
            more = "more trumps" if theirs[0] > mine[0] else "as many trumps, more of them high"
            held = calls.cards_text(_trumps(naming.hand, same))
            assert f"would give you {more} ({held}), but reverse next favours" in en, item.id
            value, other = data["evaluation"][data["answer"][0]], data["evaluation"][same.code]
            assert value > other, item.id
            assert f"{calls.suit_en(named)} {value:+.2f}, {calls.suit_en(same)} {other:+.2f}." in en
            assert (
                f"{suit_name(named, 'ko')} {value:+.2f}, {suit_name(same, 'ko')} {other:+.2f}."
                in ko
            )
            assert "같은 색이고, 리버스 넥스트는 다른 색 무늬를 우선합니다." in ko, item.id
    assert seen >= 5


def test_a_reverse_over_next_shape_is_the_partners_other_colour_against_a_heavier_next() -> None:
    hand = [parse_card(c) for c in ("TS", "KS", "AS", "9H", "JH")]
    # Clubs turned down: hearts (J♥ 9♥ and the A♠) reach A-3's minimum, spades hold more.
    partner = calls.Naming(STANDARD, 0, 2, hand, parse_card("9C"))
    assert _has_naming_shape(partner, "reverse-over-next")
    left = calls.Naming(STANDARD, 0, 1, hand, parse_card("9C"))
    assert not _has_naming_shape(left, "reverse-over-next")
    # Diamonds turned down: spades (A♠ K♠ 10♠) reach the minimum, and hearts, now the
    # next suit, hold fewer trumps.
    assert not _has_naming_shape(
        calls.Naming(STANDARD, 0, 2, hand, parse_card("9D")), "reverse-over-next"
    )
    spec = Spec(
        kind="name-trump",
        variant="standard",
        seed=1,
        themes=("call-next", "reverse-next"),
        options={"deal_shape": {"reverse-next": ["", "reverse-over-next"]}},
    )
    assert _naming_shape(spec, 2, "reverse-next") is None
    assert _naming_shape(spec, 4, "reverse-next") == "reverse-over-next"
    assert _naming_shape(spec, 3, "call-next") is None
    with pytest.raises(GenerationError):
        _naming_shape(
            Spec(
                kind="name-trump",
                variant="standard",
                seed=1,
                themes=("reverse-next",),
                options={"deal_shape": {"reverse-next": ["no-such-shape"]}},
            ),
            1,
            "reverse-next",
        )
