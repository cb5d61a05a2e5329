"""A round-two sentence that weighs the named suit against another says its conclusion, in
both languages, and the stuck dealer's "must name a suit" is part of that conclusion, not a
remark beside the minimum (issue 10, 801/2, 802/25, 802/29: "…하트를 부르면 으뜸패가
5장(…)이고, 다이아몬드로는 2장뿐입니다" with no "그래서 하트를 부릅니다", and a free-standing
"딜러는 무늬를 꼭 불러야 합니다" / ", and the dealer must name a suit"). Checked over every
committed calling bank, one loop per test."""

from __future__ import annotations

from tutor.engine import Suit, suit_name
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import calls, variant_calls
from tutor.quiz.words import josa, suit_en
from tutor.web.explanation import explanation_texts

CATALOGUE = load_catalogue()
KINDS = ("name-trump", variant_calls.BRITISH_KIND, variant_calls.THREE_HAND_KIND)
NAMED = [
    dict(i.data)
    for s in CATALOGUE
    for i in s.items
    if i.kind in KINDS
    and int(i.get("round") or 2) == 2
    and calls.naming_action(str(i.answer[0]))[0] != "pass"
]


def _suit(item: dict[str, object]) -> Suit:
    return Suit.parse(calls.naming_action(str(item["answer"][0]))[0])  # type: ignore[index]


def test_a_comparison_of_suits_says_which_is_named() -> None:
    seen = 0
    wrong = []
    for item in NAMED:
        suit = _suit(item)
        en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
        compares_en = f", but {suit_en(suit)} give you " in en
        compares_ko = f"하지만 {josa(suit_name(suit, 'ko'), '을')} 부르면" in ko or (
            "채우지만(" in ko and f"{josa(suit_name(suit, 'ko'), '을')} 부르면 으뜸패가" in ko
        )
        if not (compares_en or compares_ko):
            continue
        seen += 1
        said_en = f"so name {suit_en(suit)}." in en or f"you name {suit_en(suit)}." in en
        said_ko = f"그래서 {josa(suit_name(suit, 'ko'), '을')} 부릅니다." in ko or (
            f"딜러는 {josa(suit_name(suit, 'ko'), '을')} 부릅니다." in ko
        )
        if not (said_en and said_ko):
            wrong.append(item["id"])
    assert seen >= 10  # issue 30: name-trump-stick's engine items became rule questions
    assert wrong == []


def test_the_stuck_dealer_remark_is_part_of_the_conclusion() -> None:
    wrong = []
    for item in NAMED:
        en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
        if ", and the dealer must name a suit" in en or "딜러는 무늬를 꼭 불러야 합니다." in ko:
            wrong.append(item["id"])
    assert wrong == []


def test_the_reviewed_items_conclude() -> None:
    wanted = {
        "name-trump/standard/801/2": ("hearts", "하트를"),
    }
    found = {i["id"]: i for i in NAMED if i["id"] in wanted}
    assert set(found) == set(wanted)
    for item_id, (suit, suit_object) in wanted.items():
        explanation = explanation_texts(found[item_id])
        # Suits the hand names anyway: the plain conclusion, being stuck is no reason
        # (review 5: test_calling_review5).
        assert f", so name {suit}." in explanation["en"]
        assert "stuck as dealer, you name" not in explanation["en"]
        assert f"그래서 {suit_object} 부릅니다." in explanation["ko"]
        assert "딜러는 무늬를 꼭" not in explanation["ko"]
