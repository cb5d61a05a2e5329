"""What a lone hand scores is said from the variant's own scoring (engine.score_hand), never
a figure written into a sentence (issue 10: "three or four tricks alone score 1" is right
for the five-card knock games, and every committed variant scores a lone 3-4 as 1, but the
seven-card game needs four of seven, and a house rule may change the points). Every
committed bank's figures are checked against its variant, and the sentences are built for
variants whose scoring differs."""

from __future__ import annotations

import re

from tutor.analysis.position import item_variant
from tutor.engine import Suit, Variant, score_hand
from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds.calls.offer_facts import NotAlone, StrongPass, offer_facts
from tutor.quiz.kinds.variant_calls.facts import call_facts
from tutor.quiz.words import (
    alone_no_more,
    lone_march_gain,
    made_either_way,
    made_points,
    made_tricks,
    march_points,
)
from tutor.web.explanation import explanation_texts
from tutor.web.explanation.offer import not_alone_words
from tutor.web.feedback import mistake_text
from tutor.web.text import in_language
from tutor.web.words import Words

CATALOGUE = load_catalogue()
ITEMS = [dict(i.data) for s in CATALOGUE for i in s.items]
MADE = r"([a-z]+ (?:or|to) [a-z]+ tricks) alone (?:still )?score (\d+)"
KNOCK_LONERS = [
    i
    for i in ITEMS
    if i["kind"] in ("order-up", "name-trump", "go-alone", "british-call", "defend-alone")
]


def test_every_stated_lone_figure_is_the_variant_s() -> None:
    checked = 0
    wrong = []
    for item in KNOCK_LONERS:
        variant = item_variant(item)
        en = explanation_texts(item)["en"]
        for lone, pair in re.findall(r"a lone march scores (\d+) points instead of (\d+)", en):
            checked += 1
            if (int(lone), int(pair)) != (
                march_points(variant, alone=True),
                march_points(variant, alone=False),
            ):
                wrong.append((item["id"], "march", lone, pair))
        made = re.findall(MADE, en, re.I)
        for tricks, points in made:
            checked += 1
            if tricks.lower() != made_tricks(variant) or int(points) != made_points(
                variant, alone=True
            ):
                wrong.append((item["id"], "made", tricks, points))
    assert checked > 50
    assert wrong == []


def test_the_seven_card_game_counts_four_to_six_tricks() -> None:
    seven = Variant.preset("standard").replace(seven_card_32=True)
    assert seven.tricks_to_make == 4
    assert made_tricks(seven) == "four to six tricks"
    assert made_tricks(seven, "ko") == "네 트릭에서 여섯 트릭"
    assert alone_no_more(seven) == "four to six tricks alone score no more than with your partner"
    standard = Variant.preset("standard")
    assert made_either_way(standard) == "three or four tricks score 1 either way"
    assert lone_march_gain(standard) == "a lone march scores 4 points instead of 2"
    assert lone_march_gain(standard, "ko") == "혼자 전승하면 2점이 아니라 4점입니다"


def test_the_sentences_follow_a_variant_with_other_points() -> None:
    """A house rule's lone march of 5: the loner sentences say 5, not 4."""
    variant = Variant.preset("british").replace(lone_march_points=5)
    assert score_hand(variant, maker_tricks=5, alone=True).makers == 5
    assert lone_march_gain(variant) == "a lone march scores 5 points instead of 2"
    en, ko = _not_alone_said(variant)
    assert "Three or four tricks alone score 1, no more than with your partner" in en
    assert "혼자 세 트릭이나 네 트릭을 가져와도 파트너와 함께 할 때와 같은 1점이고" in ko
    seven = Variant.preset("standard").replace(seven_card_32=True)
    en, ko = _not_alone_said(seven)
    assert "Four to six tricks alone score 1" in en
    assert "혼자 네 트릭에서 여섯 트릭을 가져와도" in ko


def _not_alone_said(variant: Variant) -> tuple[str, str]:
    """The "Not alone" sentence for two trumps (J♠, Q♠) under ``variant``'s scoring, as
    ``offer_facts.not_alone`` reads it from the variant (issue 10: no figure written in)."""
    scoring = (
        variant.tricks_to_make,
        variant.hand_size - 1,
        made_points(variant, alone=True),
        made_points(variant, alone=False),
    )
    fact = NotAlone("short", ("JS", "QS"), (), None, (), (), None, *scoring)
    said = []
    for lang in ("en", "ko"):
        with in_language(lang):
            said.append(not_alone_words(fact, Words({"variant": "standard"}, lang)))
    return said[0], said[1]


def _under_house_rule(item_id: str) -> dict[str, str]:
    """An item's explanation made again under a lone march worth 5."""
    item = next(i for i in ITEMS if i["id"] == item_id)
    house = dict(item, variant_options={"lone_march_points": 5}, id=f"{item_id}/house")
    return explanation_texts({**house, "explanation_facts": facts_json(call_facts(house))})


def test_a_british_loner_sentence_takes_its_points_from_the_variant() -> None:
    texts = _under_house_rule("british-call/british/1101/24")
    assert "name spades and go alone" in texts["en"]
    assert "a lone march scores 5 points instead of 2." in texts["en"]
    assert "혼자 전승하면 2점이 아니라 5점입니다." in texts["ko"]


def test_the_strong_pass_sentence_says_the_variants_lone_march() -> None:
    # "Only the loner, whose march scores 4, is worth more" was written for every variant.
    from tutor.analysis.calling import CallJudgement
    from tutor.engine import parse_card

    judgement = CallJudgement({"alone": 1.2, "pass": 0.4, "order-up": 0.1}, 256)
    hand = [parse_card(c) for c in ("JS", "JC", "AS", "KS", "AH")]
    item = {
        "id": "test/order-up/strong-pass/five",
        "kind": "order-up",
        "variant": "standard",
        "variant_options": {"lone_march_points": 5},
        "dealer": 0,
        "seat": 1,
        "hand": [c.code for c in hand],
        "upcard": "9S",
        "answer": ["alone"],
        "principle": "A-9",
        "themes": [],
        "choices": ["pass", "order-up", "alone"],
        "evaluation": judgement.evaluation,
        "samples": 256,
        "confirm": {"samples": 256, "margin": 0.8, "lower_bound": 0.5},
    }
    strong = next(f for f in offer_facts(item) if isinstance(f, StrongPass))
    assert strong == StrongPass(0.4, 0.1, 1.2, 5)
    texts = explanation_texts({**item, "explanation_facts": facts_json([strong])})
    en, ko = texts["en"], texts["ko"]
    assert "whose march scores 5, is worth more (+1.20)" in en
    assert "전승하면 5점인 혼자 하기뿐입니다" in ko
    # British 1101/25: its pass is worth more than the take-up with the partner.
    british = _under_house_rule("british-call/british/1101/25")
    assert "whose march scores 5, is worth more" in british["en"]
    assert "전승하면 5점인 혼자 하기뿐입니다" in british["ko"]


def test_the_scoring_kind_and_the_lone_defence_note_say_a_house_rules_points() -> None:
    """Issue 10 (left open last stop): the scoring kind's explanations and slips and the
    defend-alone note wrote "4", "2" and "3" into their sentences. Under a house rule of a
    lone march of 5, a euchre of 3 and a lone defender's euchre of 6 (a three-hand march
    of 4), every figure is the hand's own."""
    from tutor.quiz.bank import QuizItem
    from tutor.quiz.kinds import defend_facts, scoring

    house = Variant.preset("cardgames").replace(
        lone_march_points=5, euchre_points=3, lone_defender_euchre_points=6
    )
    options = {"lone_march_points": 5, "euchre_points": 3, "lone_defender_euchre_points": 6}

    def said(hand: scoring.Hand, variant: str, options: dict[str, int]) -> dict[str, str]:
        item = {
            "id": f"scoring/{variant}/{hand.maker_tricks}/{hand.alone}/{hand.defender_alone}",
            "variant": variant,
            "variant_options": options,
            **scoring._finished_hand_fields(hand),
        }
        facts = facts_json([scoring.hand_score(item)])
        return explanation_texts({**item, "explanation_facts": facts})

    march = scoring.Hand(house, 0, 5, alone=True, trump=Suit.HEARTS)
    explained = said(march, "cardgames", options)
    assert "A lone maker who takes all five tricks scores 5." in explained["en"]
    assert "혼자 하기로 다섯 트릭을 모두 가져오면 5점입니다." in explained["ko"]
    lone_defence = scoring.Hand(house, 0, 2, alone=True, defender_alone=1, trump=Suit.HEARTS)
    assert (
        "A lone defender who euchres the makers scores 6."
        in said(lone_defence, "cardgames", options)["en"]
    )

    def slip(hand: scoring.Hand, given: int) -> str:
        item = {
            "id": "scoring/house/1",
            "kind": "scoring",
            "variant": "cardgames",
            "variant_options": options,
            **scoring._finished_hand_fields(hand),
            "answer": ["0"],
            "choices": ["0"],
        }
        mistake = scoring.diagnose(QuizItem(item), [str(given)])
        assert mistake is not None
        with in_language("en"):
            return str(mistake_text(mistake, item, "en"))

    assert slip(march, 2) == "scored a lone march like a partnership march (it is 5)"
    assert slip(lone_defence, 3) == "a lone defender's euchre scores 6"
    three = Variant.preset("three-hand").replace(march_points=4)
    explained = said(
        scoring.Hand(three, 0, 5, trump=Suit.SPADES), "three-hand", {"march_points": 4}
    )
    assert "The maker took every trick: a march, worth 4 in three-hand Euchre." in explained["en"]
    lone_defence_item = {
        "id": "defend-alone/house/1",
        "variant": "cardgames",
        "variant_options": options,
        "answer": ["defend-alone"],
    }
    note_fact = defend_facts.lone_euchre_worth_more(lone_defence_item)
    assert note_fact == defend_facts.LoneEuchreWorthMore(house.lone_defender_euchre_points, 3)
    note = explanation_texts({**lone_defence_item, "explanation_facts": facts_json([note_fact])})
    assert note["en"].startswith("Defending alone, a euchre scores 6 points instead of 3;")
    assert "3점 대신 6점을" in note["ko"]
