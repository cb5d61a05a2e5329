"""Lone calls strong players would dispute (issue 30): a proven "go alone" without the right
bower, the ace of trump or the Benny says so, and says why the numbers favour it here with
the item's own proof (``confirm``). The fact's words (``DisputedLoner``, rendered through
the catalogue) and who is disputed by positions in card codes; the banks by every committed
calling item whose answer goes alone."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tutor.analysis.position import item_variant
from tutor.engine import SUITS, Suit, Variant, parse_card, parse_cards
from tutor.quiz.kinds.lone_dispute import DisputedLoner, lacks_lone_top
from tutor.web.explanation import explanation_texts
from tutor.web.explanation.lone import disputed_loner
from tutor.web.text import in_language

QUIZZES = Path(__file__).resolve().parents[2] / "quizzes"
CONFIRM = {"samples": 256, "margin": 0.719, "lower_bound": 0.55}
OPENING_EN = "Many strong players would not go alone without the right bower or the ace of trump"
OPENING_KO = "많은 상급자는 라이트 바우어나 으뜸패 에이스가 없으면 혼자 하지 않는데"


def _items() -> Iterator[dict[str, Any]]:
    for path in sorted(QUIZZES.glob("*.json")):
        yield from json.loads(path.read_text(encoding="utf-8"))["items"]


def _lone_call_holding(item: dict[str, Any]) -> tuple[list[Any], Suit] | None:
    """The cards a lone caller plays with (the turn-up counted where the caller takes it)
    and the trump, read from the item's own fields; None unless the answer is a lone call
    (defending alone is no call)."""
    answer = str(item["answer"][0])
    if "alone" not in answer or item["kind"] == "defend-alone":
        return None
    variant = item_variant(item)
    upcard = parse_card(str(item["upcard"]))
    cards = parse_cards([str(c) for c in item.get("dealt") or item["hand"]])
    if item.get("trump") is not None:
        trump = Suit.parse(str(item["trump"]))
    elif int(item["round"]) == 2:
        trump = Suit.parse(answer.split("-")[0])
    else:
        assert upcard.suit is not None
        trump = upcard.suit
    if int(item["round"]) == 1:
        caller_takes = upcard.is_joker or variant.caller_takes_upcard
        taker = int(item["dealer"]) if not caller_takes or upcard.is_joker else int(item["seat"])
        takes = taker == int(item["seat"])
    else:
        takes = variant.round_two_pickup
    if takes and upcard not in cards:
        cards.append(upcard)
    return cards, trump


def test_every_banked_loner_without_the_right_or_the_ace_says_why_with_its_proof() -> None:
    disputed, undisputed = [], []
    for item in _items():
        held = _lone_call_holding(item)
        if held is None:
            continue
        cards, trump = held
        en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
        if not lacks_lone_top(cards, trump):
            undisputed.append(item["id"])
            assert "Many strong players" not in en, item["id"]
            assert "많은 상급자" not in ko, item["id"]
            continue
        disputed.append(item["id"])
        confirm = item["confirm"]
        assert OPENING_EN in en, item["id"]
        assert OPENING_KO in ko, item["id"]
        samples = int(confirm["samples"])
        margin = f"{float(confirm['margin']):+.2f}"
        bound = f"{float(confirm['lower_bound']):+.2f}"
        assert f"on {samples} fresh deals" in en, item["id"]
        assert f"by {margin} points a deal on average" in en, item["id"]
        assert f"by at least {bound} at 99% confidence" in en, item["id"]
        assert f"새로 {samples}가지 방식으로" in ko, item["id"]
        assert f"한 판 평균 {margin}점" in ko, item["id"]
        assert f"적어도 {bound}점" in ko, item["id"]
        outcomes = item.get("lone_outcomes")
        if outcomes is not None:  # the kind counts lone outcomes: their shares are said
            march = round(100 * outcomes["alone"]["march"] / samples)
            euchred = round(100 * outcomes["alone"]["euchred"] / samples)
            assert f"alone you march in {march}% of those deals" in en, item["id"]
            # A loner never euchred on the confirming deals says so in words.
            euchre = f"are euchred in {euchred}%" if euchred else "are never euchred"
            assert euchre in en, item["id"]
    # Issue 30 found these by hand (order-up-dealer/6 among them): every one is covered
    # (two more left with order-up-canadian's and order-up-score's engine items).
    assert len(disputed) >= 9
    assert "order-up/standard/702/12" in disputed
    assert "go-alone/standard/1201/29" in disputed
    assert undisputed  # the claim is not written on every loner


def _said(
    *,
    partner_call: bool = True,
    other_choices: int = 2,
    benny_in_pack: bool = False,
    outcome: dict[str, int] | None = None,
) -> tuple[str, str]:
    """The disputed-loner sentence (English, Korean) for ``CONFIRM`` as the page words it."""
    fact = DisputedLoner.of_proof(
        CONFIRM,
        benny_in_pack=benny_in_pack,
        partner_call=partner_call,
        other_choices=other_choices,
        outcome=outcome,
    )
    words = []
    for lang in ("en", "ko"):
        with in_language(lang):
            words.append(disputed_loner(fact, {}, lang))
    return words[0], words[1]


def test_the_sentence_quotes_the_proof_for_a_dealer_who_picks_up_the_left() -> None:
    # Order-up-dealer/702/12's shape: the dealer picks up 10♠ with J♣ and K♠, no J♠ or A♠.
    assert lacks_lone_top(parse_cards("9S KS JC JH AD TS"), Suit.SPADES)
    en, ko = _said()
    assert en.startswith(OPENING_EN + ", and this hand holds neither.")
    assert "on 256 fresh deals of the unseen cards" in en
    assert "the best call with your partner included" in en
    assert "the nearest of them by +0.72 points a deal on average" in en
    assert "each by at least +0.55 at 99% confidence." in en
    assert ko.startswith(OPENING_KO + ", 이 손패에는 둘 다 없습니다.")
    assert "한 판 평균 +0.72점" in ko
    assert "99% 신뢰도로 적어도 +0.55점" in ko


def test_one_rival_is_named_and_shares_are_said() -> None:
    assert lacks_lone_top(parse_cards("AS JH KH 9D KD QD"), Suit.DIAMONDS)
    en, ko = _said(other_choices=1, outcome={"march": 84, "made": 167, "euchred": 5})
    assert "going alone beat playing with your partner by +0.72 points a deal on average" in en
    assert en.endswith("alone you march in 33% of those deals and are euchred in 2%.")
    assert "파트너와 함께 하기를 한 판 평균 +0.72점 앞섰고" in ko
    assert ko.endswith("혼자 하면 그 딜의 33%에서 전승하고 2%에서 유커를 당합니다.")
    canadian, _ = _said(partner_call=False, other_choices=1)
    assert "going alone beat the pass by +0.72" in canadian
    never, never_ko = _said(other_choices=1, outcome={"march": 0, "made": 256, "euchred": 0})
    assert never.endswith("alone you never march and are never euchred.")
    assert never_ko.endswith("혼자 하면 전승은 없고 유커도 없습니다.")


def test_the_right_the_ace_or_the_benny_leaves_nothing_to_dispute() -> None:
    assert not lacks_lone_top(parse_cards("JH TH QH KH 9S"), Suit.HEARTS)  # the right bower
    assert not lacks_lone_top(parse_cards("AH TH QH KH JD"), Suit.HEARTS)  # the ace
    assert not lacks_lone_top(parse_cards("JO TH QH KH JD"), Suit.HEARTS)  # the Benny
    # The left bower is not the right: J♦ under hearts is disputed.
    assert lacks_lone_top(parse_cards("9H TH QH KH JD"), Suit.HEARTS)
    en, ko = _said(benny_in_pack=True)
    assert "the right bower, the ace of trump or the Benny" in en
    assert "none of them" in en
    assert "라이트 바우어나 으뜸패 에이스나 베니가 없으면" in ko
    assert "셋 다 없습니다" in ko


STANDARD = Variant.preset("standard")


@given(
    st.lists(st.sampled_from(STANDARD.cards()), min_size=5, max_size=6, unique=True),
    st.sampled_from(SUITS),
)
def test_disputed_exactly_when_the_hand_lacks_the_right_and_the_ace(
    cards: list[Any], trump: Suit
) -> None:
    codes = {c.code for c in cards}
    has_top = f"J{trump.code}" in codes or f"A{trump.code}" in codes
    assert lacks_lone_top(cards, trump) is not has_top
