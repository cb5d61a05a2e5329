"""The fifth calling review, checked over every committed calling bank (one loop per test):

1. "so, stuck as dealer, you name diamonds" / "패스할 수 없는 딜러는 …" only where being
   stuck is the reason, the named suit below A-3's minimum (802/29 said it of a suit the
   hand names anyway), and "stuck as dealer" never twice in one paragraph (802/27);
2. the British lone hands stated once in a paragraph (1101/3: "…are neither the top three
   (the Benny and both bowers), nor …"; 1101/24: "…are the hands to consider going alone
   with");
3. round two's order: every suit weighed, then the conclusion, then the loner line
   (1101/24, 1101/16);
4. no "으뜸패면 으뜸패" (801/4), and ko-style.toml's pattern catches it;
5. the dealer's partner's "short of that minimum" ends with the conclusion (801/8);
6. the dealer in round one turns the card down, he does not "pass" (702/15)."""

from __future__ import annotations

import re
import tomllib
from typing import Any

from tutor.course.curriculum import default_lessons_dir
from tutor.engine import Suit, parse_cards, suit_name
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import calls, variant_calls
from tutor.quiz.kinds.calls.naming import _reverse_minimum
from tutor.quiz.words import josa, suit_en
from tutor.web.explanation import explanation_text, prompt_text

CATALOGUE = load_catalogue()
CALL_KINDS = (
    "name-trump",
    "order-up",
    variant_calls.BRITISH_KIND,
    variant_calls.THREE_HAND_KIND,
)
ITEMS: list[dict[str, Any]] = [
    dict(i.data) for s in CATALOGUE for i in s.items if i.kind in CALL_KINDS
]
ROUND_TWO = [
    i
    for i in ITEMS
    if i["kind"] != "order-up"
    and int(i.get("round") or 2) == 2
    and calls.naming_action(str(i["answer"][0]))[0] != "pass"
]


def _named(item: dict[str, Any]) -> Suit:
    return Suit.parse(calls.naming_action(str(item["answer"][0]))[0])


def _paragraphs(item: dict[str, Any], lang: str) -> list[str]:
    text: str = explanation_text(item, lang)
    return text.split("\n")


def test_stuck_is_the_reason_only_below_the_minimum() -> None:
    seen, wrong = 0, []
    for item in ITEMS:
        named_en = [p for p in _paragraphs(item, "en") if "so, stuck as dealer, you name" in p]
        named_ko = [p for p in _paragraphs(item, "ko") if "패스할 수 없는 딜러는" in p]
        if "그래서 무늬를 꼭 불러야 하는 딜러는" in explanation_text(item, "ko"):
            wrong.append((item["id"], "ko general-rule reading"))
        if bool(named_en) != bool(named_ko):
            wrong.append((item["id"], "en and ko disagree"))
        if not named_en:
            continue
        seen += 1
        hand = parse_cards(item["hand"])
        if item["principle"] != "A-3" or _reverse_minimum(hand, _named(item)):
            wrong.append((item["id"], "named anyway"))
    assert seen >= 3  # 801/10, 801/14, 801/26, 802/11
    assert wrong == []


def test_a_stuck_dealer_below_the_minimum_says_so() -> None:
    """The converse: a stuck dealer's suit below the minimum, concluded, gives the reason."""
    wrong = []
    for item in ROUND_TWO:
        if item["kind"] != "name-trump" or item["principle"] != "A-3":
            continue
        hand = parse_cards(item["hand"])
        named = _named(item)
        en = explanation_text(item, "en")
        if "You are stuck" not in prompt_text(item, "en") or _reverse_minimum(hand, named):
            continue
        if f"so, stuck as dealer, you name {suit_en(named)}." not in en:
            wrong.append(item["id"])
    assert wrong == []


def test_stuck_as_dealer_is_said_once_a_paragraph() -> None:
    wrong = []
    for item in ITEMS:
        for para in _paragraphs(item, "en"):
            if para.lower().count("stuck as dealer") > 1:
                wrong.append(item["id"])
        for para in _paragraphs(item, "ko"):
            if para.count("꼭 불러야 하는 딜러") + para.count("패스할 수 없는 딜러") > 1:
                wrong.append(item["id"])
    assert wrong == []


def test_the_british_lone_hands_are_stated_once() -> None:
    seen, wrong = 0, []
    for item in ITEMS:
        for para in _paragraphs(item, "en"):
            rule = para.count("the Benny and both bowers")
            seen += rule > 0
            if rule > 1 or "are the hands to consider going alone" in para:
                wrong.append((item["id"], para[:60]))
            if "are neither the top" in para:
                wrong.append((item["id"], para[:60]))
        for para in _paragraphs(item, "ko"):
            if para.count("베니와 양쪽 바우어") > 1 or "네 장도 아닙니다" in para:
                wrong.append((item["id"], para[:30]))
    assert seen >= 10
    assert wrong == []


_LONE_EN = re.compile(r"go alone|^Not alone|^Going alone")
_LONE_KO = re.compile(r"혼자 합니다|^혼자 하지는|^그래도 혼자|^혼자 하기는 더더욱")


def _order_problems(
    paras: list[str], conclusion: str, weighs: re.Pattern[str], lone: re.Pattern[str]
) -> str | None:
    at = [n for n, p in enumerate(paras) if conclusion in p]
    if not at:
        return None
    c = at[-1]
    if any(weighs.match(p) for p in paras[c + 1 :]):
        return "a suit weighed after the conclusion"
    if any(lone.search(p) for p in paras[1:c]):
        return "the loner line before the conclusion"
    return None


def test_round_two_weighs_every_suit_then_concludes_then_the_loner() -> None:
    seen, wrong = 0, []
    for item in ROUND_TWO:
        named = _named(item)
        suit_ko_ = josa(suit_name(named, "ko"), "을")
        others = [s for s in Suit if s is not named]
        weighs_en = re.compile(
            "(" + "|".join(suit_en(s).capitalize() for s in others) + ")"
            " (would give you|reach it|would reach)"
        )
        weighs_ko = re.compile(
            "(" + "|".join(suit_name(s, "ko") for s in others) + ")(를|을|도|은|는) (부르면|최소)"
        )
        en = _order_problems(
            _paragraphs(item, "en"), f"name {suit_en(named)}.", weighs_en, _LONE_EN
        )
        ko = _order_problems(_paragraphs(item, "ko"), f"{suit_ko_} 부릅니다.", weighs_ko, _LONE_KO)
        seen += any(f"name {suit_en(named)}." in p for p in _paragraphs(item, "en"))
        if en or ko:
            wrong.append((item["id"], en, ko))
    assert seen >= 20  # issue 30: name-trump-stick's engine items became rule questions
    assert wrong == []


def test_no_trump_said_twice_in_one_korean_clause() -> None:
    wrong = [i["id"] for i in ITEMS if "으뜸패면 으뜸패" in explanation_text(i, "ko")]
    assert wrong == []
    style = tomllib.loads((default_lessons_dir() / "ko-style.toml").read_text(encoding="utf-8"))
    patterns = [re.compile(rule["pattern"]) for rule in style["ko"] if "pattern" in rule]
    sample = "하트가 으뜸패면 으뜸패 2장(J♦, 10♥)에 다른 무늬 에이스가 없어"
    assert any(p.search(sample) for p in patterns)


def test_short_of_the_minimum_ends_with_the_conclusion() -> None:
    seen, wrong = 0, []
    for item in ROUND_TWO:
        named = _named(item)
        for para in _paragraphs(item, "en"):
            if "short of that minimum" not in para:
                continue
            seen += 1
            if not re.search(rf"(so name|you name) {suit_en(named)}\.", para):
                wrong.append((item["id"], "en"))
        for para in _paragraphs(item, "ko"):
            short = "최소 조건에 못 미칩니다" in para and "최소 조건에 못 미치지만" not in para
            if short and f"{josa(suit_name(named, 'ko'), '을')} 부릅니다." not in para:
                wrong.append((item["id"], "ko"))
    assert seen >= 5
    assert wrong == []


def test_the_dealer_turns_it_down_in_round_one() -> None:
    seen, wrong = 0, []
    for item in ITEMS:
        if item["kind"] == "name-trump" or int(item.get("round") or 2) != 1:
            continue
        if item["seat"] != item["dealer"]:
            continue
        if item["answer"][0] != "pass":
            continue
        seen += 1
        en, ko = explanation_text(item, "en"), explanation_text(item, "ko")
        if "so pass" in en or re.search(r"(니|고) 패스합니다", ko):
            wrong.append(item["id"])
    assert seen >= 10
    assert wrong == []


STRONG_REACH = re.compile(
    r"give you (\d) trumps \(([^)]*)\)(, (?:the (\S+) among them|(\w+) of them ranked ace or "
    r"higher))?: more trump than the K"
)


def test_a_suit_strong_enough_without_an_ace_says_which_holding_it_is() -> None:
    """801/8 "Clubs give you 3 trumps (A♣, Q♣, 9♣): more trump than the K-9 …" beside 801/10
    "Hearts give you 3 trumps (K♥, Q♥, 10♥): no off-suit ace, below that minimum": the
    reason must be the one that tells them apart (a bower or the ace among three, two
    ranked ace or higher, or four trumps)."""
    seen = 0
    for quiz_set in CATALOGUE:
        for item in quiz_set.items:
            for match in STRONG_REACH.finditer(explanation_text(item.data, "en")):
                seen += 1
                count, cards = int(match[1]), [c.strip() for c in match[2].split(",")]
                high = [c for c in cards if c[0] in "JA"]
                if match[4]:
                    assert match[4] == high[0], item.id
                    assert count >= 3, item.id
                elif match[5]:
                    assert len(high) >= 2, item.id
                else:
                    assert count >= 4, item.id
    assert seen >= 1  # issue 30: name-trump-stick's engine items became rule questions
