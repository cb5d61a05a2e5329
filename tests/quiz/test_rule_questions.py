"""rule-questions (issue 30): what the rules in play allow and score, each answer worked out
by the engine under the item's rules, positions spelled in card codes."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.engine import EngineError, Variant
from tutor.engine.misdeal import AfterDeal, after_deal, is_misdeal
from tutor.quiz.bank import QuizItem, load_catalogue
from tutor.quiz.build import check_item, spec_for
from tutor.quiz.grading import grade
from tutor.quiz.kinds import KINDS, ItemCheckError
from tutor.quiz.kinds.rule_answers import answer_of
from tutor.quiz.kinds.rule_questions import applies, schedule
from tutor.web.explanation import option_label, prompt_text
from tutor.web.feedback import mistake_text
from tutor.web.text import in_language

STANDARD = Variant.preset("standard")
CANADIAN = STANDARD.replace(canadian_loner=True)
LONE_EUCHRE_FOUR = STANDARD.replace(lone_euchre_points=4)
PARTNER_TAKES = STANDARD.replace(partner_may_take_alone=True)
SEVEN_CARDS = STANDARD.replace(seven_card_32=True)
THREE_HAND_24 = Variant.preset("three-hand").replace(deck=24)
REDEAL = STANDARD.replace(stick_the_dealer=False)

CATALOGUE = load_catalogue()
RULE_SETS = [s.id for s in CATALOGUE if s.kind == "rule-questions"]


def _ask(variant: Variant, kind: str, **question: Any) -> str:
    return answer_of(variant, {"type": kind, **question})


# -- the Canadian loner ---------------------------------------------------------------------


def test_the_canadian_loner_binds_only_the_dealers_partner_in_round_one() -> None:
    # North (0) deals and turns up the 9♥; South (2) is the dealer's partner.
    turn = {"dealer": 0, "upcard": "9H"}
    assert _ask(CANADIAN, "round-one-calls", seat=2, **turn) == "pass-or-lone-hand"
    assert _ask(CANADIAN, "round-one-calls", seat=1, **turn) == "pass-or-accept"
    assert _ask(CANADIAN, "round-one-calls", seat=0, **turn) == "pass-or-accept"  # the dealer
    assert _ask(STANDARD, "round-one-calls", seat=2, **turn) == "pass-or-accept"
    # Round two is as usual: South names spades with partner; hearts were turned down.
    assert _ask(CANADIAN, "round-two-partner", seat=2, suit="S", **turn) == "yes"
    assert _ask(CANADIAN, "round-two-partner", seat=2, suit="H", **turn) == "no"


def test_a_lone_hand_scores_by_the_rules_in_play() -> None:
    euchred = {"dealer": 0, "maker": 2, "alone": True, "tricks": 2, "ask": "defenders"}
    assert _ask(CANADIAN, "hand-points", **euchred) == "2"
    assert _ask(LONE_EUCHRE_FOUR, "hand-points", **euchred) == "4"
    assert _ask(LONE_EUCHRE_FOUR, "hand-points", **{**euchred, "alone": False}) == "2"
    march = {**euchred, "tricks": 5, "ask": "makers"}
    assert _ask(LONE_EUCHRE_FOUR, "hand-points", **march) == "4"
    assert _ask(LONE_EUCHRE_FOUR, "hand-points", **{**march, "tricks": 4}) == "1"


# -- the stuck dealer ----------------------------------------------------------------------


def test_the_stuck_dealer_may_not_pass_nor_name_the_turned_down_suit() -> None:
    turn = {"dealer": 3, "upcard": "QD"}
    assert _ask(STANDARD, "stuck-barred-suit", **turn) == "D"
    assert _ask(STANDARD, "stuck-may-pass", seat=3, **turn) == "no"
    assert _ask(STANDARD, "stuck-may-pass", seat=1, **turn) == "yes"


def test_the_left_bower_counts_in_the_trump_suit() -> None:
    # Clubs turned down. Printed, diamonds and spades hold two each; with diamonds trump
    # the J♥ is the left bower, so diamonds give three.
    hand = ["JH", "9D", "TD", "AS", "KS"]
    assert _ask(STANDARD, "most-trumps-suit", dealer=0, upcard="9C", hand=hand) == "D"
    # Hearts (J♦, A♥) and clubs (9♣, Q♣) tie at two: no single answer, so no question.
    with pytest.raises(EngineError, match="as many trumps"):
        _ask(
            STANDARD, "most-trumps-suit", dealer=0, upcard="TS", hand=["JD", "AH", "9C", "QC", "KS"]
        )


def test_on_a_tie_the_higher_trumps_are_found_by_the_trump_order() -> None:
    # Hearts turned down. Clubs: J♠ (left bower) and A♣; spades: J♠ (right bower) and 10♠.
    hand = ["JS", "AC", "TS", "9H", "KD"]
    tie = {"dealer": 1, "upcard": "AH", "hand": hand}
    assert _ask(STANDARD, "higher-trumps-suit", suits=["C", "S"], **tie) == "S"
    with pytest.raises(EngineError, match="as many trumps"):
        _ask(STANDARD, "higher-trumps-suit", suits=["C", "D"], **tie)


# -- the score ----------------------------------------------------------------------------


def test_a_hand_ends_the_game_only_at_the_target() -> None:
    make = {"maker": 0, "alone": False, "tricks": 3}
    assert _ask(STANDARD, "make-wins-game", scores=[9, 3], ask_side=0, **make) == "yes"
    assert _ask(STANDARD, "make-wins-game", scores=[8, 3], ask_side=0, **make) == "no"
    # East-West are euchred at 8-2: two points win North-South the game.
    euchre = {"maker": 1, "alone": False, "tricks": 2, "scores": [8, 2]}
    assert _ask(STANDARD, "make-wins-game", ask_side=0, **euchre) == "yes"
    assert _ask(STANDARD, "make-wins-game", ask_side=1, **euchre) == "no"


def test_what_a_loner_adds_to_a_sure_march_depends_on_the_score() -> None:
    march = {"maker": 0, "tricks": 5}
    assert _ask(STANDARD, "loner-adds", scores=[8, 0], **march) == "nothing"
    assert _ask(STANDARD, "loner-adds", scores=[6, 9], **march) == "the-game"
    assert _ask(STANDARD, "loner-adds", scores=[3, 0], **march) == "two-points"


# -- house rules and other games --------------------------------------------------------


def test_only_the_makers_partner_may_take_the_hand_alone_and_the_maker_sits_out() -> None:
    # North deals the 9♥, East orders it up; West is East's partner.
    call = {"dealer": 0, "upcard": "9H", "caller": 1, "alone": False}
    assert _ask(PARTNER_TAKES, "partner-may-take", seat=3, **call) == "yes"
    assert _ask(PARTNER_TAKES, "partner-may-take", seat=2, **call) == "no"  # a defender
    assert _ask(PARTNER_TAKES, "partner-may-take", seat=3, **{**call, "alone": True}) == "no"
    assert _ask(STANDARD, "partner-may-take", seat=3, **call) == "no"
    assert _ask(PARTNER_TAKES, "partner-alone-sits-out", **call) == "east"


def test_the_pack_and_the_tricks_of_three_hand_24_and_seven_cards_from_32() -> None:
    assert _ask(THREE_HAND_24, "kitty") == "9"
    assert _ask(THREE_HAND_24, "trump-count", trump="S") == "7"
    assert _ask(THREE_HAND_24, "in-the-pack", card="8C") == "no"
    assert _ask(THREE_HAND_24, "in-the-pack", card="9C") == "yes"
    euchre = {"maker": 1, "tricks": 2, "ask": "defenders"}
    assert _ask(THREE_HAND_24, "hand-points", **euchre) == "2"  # to each defender
    assert _ask(THREE_HAND_24, "hand-points", **{**euchre, "tricks": 5, "ask": "makers"}) == "3"
    assert _ask(SEVEN_CARDS, "kitty") == "4"
    assert _ask(SEVEN_CARDS, "tricks-to-make") == "4"
    assert _ask(SEVEN_CARDS, "trump-count", trump="H") == "9"
    seven = {"maker": 0, "alone": False, "ask": "makers"}
    assert _ask(SEVEN_CARDS, "hand-points", tricks=6, **seven) == "1"
    assert _ask(SEVEN_CARDS, "hand-points", tricks=7, **seven) == "2"


def test_a_misdeal_is_dealt_again_by_the_same_dealer_and_a_passed_hand_is_none() -> None:
    assert is_misdeal(STANDARD, [5, 6, 5, 5])
    assert is_misdeal(STANDARD, [5, 5, 5, 5], card_exposed=True)
    assert not is_misdeal(SEVEN_CARDS, [7, 7, 7, 7])
    assert after_deal(THREE_HAND_24, [5, 5, 4]) is AfterDeal.SAME_DEALER
    with pytest.raises(EngineError, match="deals to 4 players"):
        is_misdeal(STANDARD, [5, 5, 5])
    assert _ask(REDEAL, "after-deal", dealer=0, fault="too-few", seat=2) == "same-dealer"
    assert _ask(REDEAL, "after-deal", dealer=0, fault="exposed", seat=1) == "same-dealer"
    assert _ask(REDEAL, "after-deal", dealer=0, fault="packets", packets=[3, 2]) == "play-on"
    passed = {"dealer": 0, "fault": "all-pass", "upcard": "KS"}
    assert _ask(REDEAL, "after-deal", **passed) == "next-dealer"
    assert _ask(STANDARD, "after-deal", **passed) == "dealer-names"


# -- items, their checker and their feedback ---------------------------------------------


def test_a_set_walks_its_questions_and_drops_one_with_no_form_left() -> None:
    assert schedule(["kitty", "hand-points", "hand-points"], 5) == [
        "kitty",
        "hand-points",
        "hand-points",
        "hand-points",
        "hand-points",
    ]


def test_the_checker_catches_a_forged_answer_and_stale_words() -> None:
    item = copy.deepcopy(CATALOGUE["order-up-canadian"].items[0].data)
    check_item(item)
    wrong = next(c for c in item["choices"] if c not in item["answer"])
    with pytest.raises(ItemCheckError, match="the answer is"):
        check_item({**item, "answer": [wrong]})
    # The explanation is facts: one that does not hold here fails, and so does prose.
    forged = [{"fact": "rule-q/rule", "rule": "any-other-suit"}, *item["explanation_facts"]]
    with pytest.raises(ItemCheckError, match="false explanation fact rule-q/rule"):
        check_item({**item, "explanation_facts": forged})
    prose = {k: v for k, v in item.items() if k != "explanation_facts"}
    with pytest.raises(ItemCheckError, match="stores prose"):
        check_item({**prose, "explanation": {"en": "Trust me.", "ko": "믿으세요."}})
    # The same question under other rules has another answer: the rules are the item's.
    stuck = copy.deepcopy(CATALOGUE["name-trump-stick"].items[0].data)
    check_item(stuck)
    with pytest.raises(ItemCheckError):
        check_item({**stuck, "variant_options": {"stick_the_dealer": False}})


@pytest.mark.parametrize("set_id", RULE_SETS)
def test_every_wrong_choice_is_told_what_it_missed_in_both_languages(set_id: str) -> None:
    item = CATALOGUE[set_id].items[0]
    wrong = next(c for c in item.choices if c not in item.answer)
    verdict = grade(item, [wrong])
    assert not verdict.correct
    assert verdict.mistake is not None
    for lang in ("en", "ko"):
        with in_language(lang):
            told = mistake_text(verdict.mistake, item.data, lang)
        assert told
        assert "%(" not in told
    assert grade(item, list(item.answer)).correct
    for choice in item.choices:
        if not choice.isdigit():  # every option but a number has words in both languages
            assert option_label(item.data, choice, "en")
            assert option_label(item.data, choice, "ko")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(set_index=st.integers(0, len(RULE_SETS) - 1), seed=st.integers(0, 10_000))
def test_generated_items_pass_their_own_check(set_index: int, seed: int) -> None:
    spec = spec_for(CATALOGUE[RULE_SETS[set_index]])
    kind = KINDS["rule-questions"]
    rng = random.Random(seed)
    for number in (1, 2, 3):
        item = kind.generate(spec, number, None, rng)
        if item is not None:
            check_item(item)
            assert prompt_text(item, "en").startswith("Rules: ")
            assert prompt_text(item, "ko").startswith("규칙: ")
            assert QuizItem(item).answer[0] in item["choices"]


def test_a_question_is_asked_only_under_rules_that_have_it() -> None:
    assert applies(CANADIAN, "round-one-calls")
    assert not applies(STANDARD, "round-one-calls")  # no Canadian loner to ask about
    assert not applies(STANDARD, "partner-may-take")
    assert not applies(REDEAL, "stuck-barred-suit")  # nobody is stuck
    assert not applies(Variant.preset("bid"), "after-deal")  # no turn-up to pass
    canadian = copy.deepcopy(CATALOGUE["order-up-canadian"].items[0].data)
    del canadian["variant_options"]
    with pytest.raises(ItemCheckError, match="does not fit these rules"):
        check_item(canadian)


def test_the_misdeal_set_tells_a_misdeal_a_passed_hand_and_a_good_deal_in_turn() -> None:
    faults = [item.data["question"]["fault"] for item in CATALOGUE["rules-misdeal"].items]
    misdeals = [f for f in faults if f in ("too-many", "too-few", "exposed")]
    assert len(misdeals) == 6
    assert faults.count("all-pass") == 3
    assert faults.count("packets") == 3
