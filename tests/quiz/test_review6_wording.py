"""Review 6 (issue 10): wording classes in the stored quiz texts, checked over every bank
item, each as its finding named it."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.quiz.principle_said import naming_said
from tutor.engine import Variant, parse_card
from tutor.quiz.bank import default_quiz_dir
from tutor.quiz.kinds import calls
from tutor.quiz.kinds.defend_facts import how_often
from tutor.web.explanation import explanation_texts
from tutor.web.explanation.defend import often_words
from tutor.web.text import in_language


def _items() -> Iterator[dict[str, Any]]:
    for path in sorted(default_quiz_dir().glob("*.json")):
        bank = json.loads(path.read_text(encoding="utf-8"))
        for item in bank["items"]:
            # An item that stores facts is read as the learner reads it, rendered.
            if "explanation_facts" in item:
                item["explanation"] = explanation_texts(item)
            yield item


ITEMS = list(_items())


def _texts(item: dict[str, Any], lang: str) -> str:
    return "\n".join(str((item.get(f) or {}).get(lang, "")) for f in ("prompt", "explanation"))


# Phrases no stored text may hold, by finding.
FORBIDDEN = {
    "en": [
        # 1: a longer suit is not a stronger one.
        (r"your trumps are stronger in", "finding 1"),
        # 4
        (r"(?:, | are )none of those hands", "finding 4"),
        # 5
        (r"never earned", "finding 5"),
        # 8: a share of none says so.
        (r"\bon 0% of them", "finding 8"),
        # 8, in the go-alone figure line too ("alone you march in 0% of them").
        (r"\b(?:march|tricks|euchred) in 0%", "finding 8"),
        # The lone defence needs three tricks or more, not exactly three.
        (r"you take three tricks on", "three or more"),
        # 11
        (r"it is turned down\. You are the dealer\.", "finding 11"),
    ],
    "ko": [
        # 2
        (r"으뜸패(?:라)?면 (?:에이스 이상의 )?으뜸패는", "finding 2"),
        # 3
        (r"가운데 하나로, 혼자 하기를 생각할 손패", "finding 3"),
        # 7: what you hold is 당신에게는 N장, not 당신은 N장.
        (r"당신은 (?:\d+|한|두|세|네|다섯) ?장", "finding 7"),
        # 8
        (r"(?<![\d.])0%의 판", "finding 8"),
        (r"(?<!메이커 )(?:전승|트릭|유커) 0%", "finding 8"),
        (r"혼자서 세 트릭을 가져오", "three or more"),
        # 11
        (r"딜러가 엎었습니다\. 당신이 딜러입니다\.", "finding 11"),
    ],
}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_stored_text_holds_a_reviewed_phrase(lang: str) -> None:
    found = [
        (item["id"], why, pattern)
        for item in ITEMS
        for pattern, why in FORBIDDEN[lang]
        if re.search(pattern, _texts(item, lang))
    ]
    assert not found, found[:10]


def test_the_stuck_dealers_comparison_says_what_is_true() -> None:
    # Finding 1: "you hold more trumps in diamonds (A♦, 10♦, 9♦) than in spades (2)".
    pattern = re.compile(r"you hold more trumps in \w+ \(([^)]*)\) than in \w+ \((\d+)\)")
    # The banks' stuck dealers left with name-trump-stick's engine items (issue 30), so a
    # stuck dealer of 802/24's kind is written afresh beside whatever the banks still hold.
    stuck = calls.Naming(
        Variant.preset("standard"), 0, 0, [parse_card(c) for c in ("KS", "AS", "9D", "TD", "AD")],
        parse_card("KH"),
    )  # fmt: skip
    texts = [explanation_texts(item)["en"] for item in ITEMS]
    texts.append(naming_said(stuck, "S0-3", "D")[0])
    seen = 0
    for text in texts:
        for held, other in pattern.findall(text):
            seen += 1
            assert len(held.split(", ")) > int(other), text
    assert seen


def test_the_dealer_take_up_has_one_verb_per_text() -> None:
    # Finding 6: "after the pick-up, taking up is standard" beside "Pick it up".
    pick = re.compile(r"\bpick(?:s|ed|ing)?(?: it)? up\b|\bpick-up\b", re.IGNORECASE)
    take = re.compile(r"\btak(?:e|es|ing|en)(?: it)? up\b|\btake-up\b", re.IGNORECASE)
    mixed = [
        item["id"]
        for item in ITEMS
        if pick.search(_texts(item, "en")) and take.search(_texts(item, "en"))
    ]
    assert not mixed, mixed[:10]


def test_a_zero_share_reads_as_none() -> None:
    # Finding 8: "0%" only where no deal did it (``percent`` says "under 1%" otherwise).
    for item in ITEMS:
        outcomes = item.get("lone_outcomes")
        if item["kind"] != "defend-alone" or not outcomes:
            continue
        en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
        if outcomes["defend-alone"]["euchred"] == 0:
            assert "defending alone never took three or more tricks" in en, item["id"]
            assert "세 트릭 이상을 가져온 판이 한 판도 없었고" in ko, item["id"]
        if outcomes["defend-together"]["euchred"] == 0:
            assert "with your partner you never euchred the makers" in en, item["id"]


def test_how_often_the_lone_defence_euchres_matches_the_counts() -> None:
    # Finding 9: "less than half as often" for 3 euchres against 72.
    claim = re.compile(r"less than (?:half|an? \w+) as often")
    seen = 0
    for item in ITEMS:
        outcomes = item.get("lone_outcomes")
        if item["kind"] != "defend-alone" or not outcomes:
            continue
        for said in claim.findall(explanation_texts(item)["en"]):
            seen += 1
            lone = outcomes["defend-alone"]["euchred"]
            pair = outcomes["defend-together"]["euchred"]
            with in_language("en"):
                assert said == often_words(how_often(outcomes)), item["id"]
            n = {"half": 2, "a third": 3, "a quarter": 4, "a fifth": 5, "a tenth": 10}.get(
                said.removeprefix("less than ").removesuffix(" as often")
            )
            if n is not None:
                assert n * lone < pair, item["id"]
    assert seen


@pytest.mark.parametrize(
    ("lone", "pair", "en", "ko"),
    [
        (32, 84, "less than half as often", "절반도 안 됩니다"),
        (3, 72, "less than a tenth as often", "10분의 1도 안 됩니다"),
        (10, 31, "less than a third as often", "3분의 1도 안 됩니다"),
        (10, 30, "less than half as often", "절반도 안 됩니다"),
        (10, 41, "less than a quarter as often", "4분의 1도 안 됩니다"),
    ],
)
def test_how_often_is_the_tightest_true_fraction(lone: int, pair: int, en: str, ko: str) -> None:
    outcomes = {"defend-alone": {"euchred": lone}, "defend-together": {"euchred": pair}}
    for lang, words in (("en", en), ("ko", ko)):
        with in_language(lang):
            assert often_words(how_often(outcomes)) == words


def test_the_stuck_tie_breaks_are_announced_before_they_apply() -> None:
    # Finding 10: 1102/20 chose hearts for the right bower after announcing only the counts.
    rule = "the most ranked ace or higher"
    edges = (" as the right bower", " as an off-suit ace besides")
    seen = 0
    for item in ITEMS:
        en = explanation_texts(item)["en"]
        if rule not in en or not any(edge in en for edge in edges):
            continue
        seen += 1
        start = en.index(rule)
        announced = en.find("the suit where you would hold the right bower", start)
        assert announced != -1, item["id"]
        assert announced < min(en.find(e) for e in edges if e in en), item["id"]
    assert seen  # 1102/20
