"""Explanations as data, and the English and Korean sentences made from them."""

import re

import pytest

from tutor.engine import (
    Deal,
    Play,
    Suit,
    Variant,
    card_label,
    describe,
    explain_legal,
    explain_trick,
    parse_card,
    parse_cards,
    score_hand,
)
from tutor.engine.explain import (
    _SENTENCES,
    Reason,
    explain_effective_suit,
    explain_illegal_play,
    explain_score,
)

CARD = parse_card


def keys(reasons: list[Reason]) -> list[str]:
    return [r.key for r in reasons]


def test_every_reason_has_english_and_korean() -> None:
    """Each reason's sentence is a catalogue message with its own Korean (never the English
    passed off as Korean)."""
    sample = Reason(
        "x",
        "1.6",
        (CARD("JD"),),
        Suit.DIAMONDS,
        Suit.HEARTS,
        number=2,
        other=CARD("JH"),
        side="makers",
        who=0,
        sides=2,
    )
    for key in _SENTENCES:
        reason = Reason(
            key,
            sample.rule,
            sample.cards,
            sample.suit,
            sample.trump,
            number=2,
            other=sample.other,
            side="makers",
            who=0,
            sides=2,
        )
        english, korean = describe(reason, "en"), describe(reason, "ko")
        assert english
        assert korean != english
        assert not re.search("[A-Za-z]{3}", korean), korean
    with pytest.raises(ValueError, match="'fr'"):
        describe(sample, "fr")
    with pytest.raises(ValueError, match="no sentence"):
        describe(sample, "en")


def test_left_bower_trap_explained() -> None:
    reasons = explain_trick(parse_cards("9S JS AS TD"), Suit.CLUBS)
    assert keys(reasons) == [
        "left-bower",
        "trumped",
        "beaten-by-trump",
        "beaten-by-trump",
        "off-suit",
    ]
    assert [r.rule for r in reasons[:2]] == ["1.4", "1.6"]
    assert describe(reasons[1], "en") == "J♠ trumped the led spade"
    assert describe(reasons[1], "ko") == "J♠이 리드된 스페이드를 으뜸패로 이겼습니다"
    assert describe(reasons[3], "en") == "A♠ followed suit but J♠ is a trump"
    assert describe(reasons[4], "en") == "10♦ could not win: off suit"
    assert describe(reasons[4], "ko") == "10♦은 이길 수 없습니다: 다른 무늬입니다"


def test_trump_trick_and_plain_trick_reasons() -> None:
    reasons = explain_trick(parse_cards("QC TC KC 9H"), Suit.HEARTS)
    assert keys(reasons) == ["trumped", "beaten-by-trump", "beaten-by-trump", "beaten-by-trump"]
    assert describe(reasons[0], "en") == "9♥ trumped the led club"
    plain = explain_trick(parse_cards("QC TC KC 9C"), Suit.HEARTS)
    assert keys(plain) == ["highest-of-led", "lower-card", "lower-card", "lower-card"]
    assert describe(plain[0], "en") == "K♣ is the highest club and no trump was played"
    assert describe(plain[1], "en") == "Q♣ ranks below K♣ in clubs"
    trumps = explain_trick(parse_cards("AH JH JD"), Suit.HEARTS)
    assert keys(trumps) == ["right-bower", "highest-trump", "lower-trump", "lower-trump"]
    assert describe(trumps[0], "ko") == "J♥은 라이트 바우어로, 가장 높은 으뜸패입니다"
    assert describe(trumps[3], "en") == "J♦ is a lower trump than J♥"


def test_joker_and_no_trump_reasons() -> None:
    joker = explain_trick(parse_cards("AS JO"), Suit.SPADES)
    assert keys(joker)[0] == "joker"
    assert describe(joker[0], "ko") == "베니(조커)는 가장 높은 으뜸패입니다"
    low = explain_trick(parse_cards("AS 9S"), None, low=True)
    assert keys(low) == ["no-trump-low", "highest-of-led", "lower-card"]
    assert "9" in describe(low[0], "en")


def test_legal_play_reasons() -> None:
    lead = explain_legal(parse_cards("JD AC"), None, Suit.HEARTS)
    assert keys(lead) == ["lead-anything"]
    follow = explain_legal(parse_cards("JD AC"), CARD("TH"), Suit.HEARTS)
    assert keys(follow) == ["counts-as-trump", "must-follow"]
    assert describe(follow[0], "en") == "J♦ is a heart while hearts are trump"
    assert describe(follow[1], "en") == "you hold a heart, so you must follow: J♦"
    assert describe(follow[1], "ko") == "하트가 있으므로 무늬를 따라야 합니다: J♦"
    void = explain_legal(parse_cards("JD AC 9S"), CARD("QD"), Suit.HEARTS)
    assert keys(void) == ["left-bower-not-printed", "void", "no-duty-to-trump"]
    assert describe(void[0], "en") == "J♦ is not a diamond: it is the left bower, a heart"
    assert describe(void[1], "en") == "you hold no diamonds, so you may play any card"
    assert describe(void[0], "ko") == "J♦은 다이아몬드가 아닙니다: 레프트 바우어, 곧 하트입니다"
    left_led = explain_legal(parse_cards("9D AH"), CARD("JD"), Suit.HEARTS)
    assert keys(left_led) == ["trump-lead", "must-follow"]
    assert left_led[-1].cards == (CARD("AH"),)


def test_score_reasons() -> None:
    march = explain_score(score_hand(Variant.preset("standard"), maker_tricks=5, alone=True))
    assert [(r.key, r.number, r.side) for r in march] == [("lone-march", 4, "makers")]
    assert describe(march[0], "en") == "the lone maker took every trick: 4 points"
    assert describe(march[0], "ko") == "혼자 하기로 트릭을 모두 가져와서 4점"
    euchre = explain_score(score_hand(Variant.preset("standard"), maker_tricks=2))
    assert describe(euchre[0], "ko") == "메이커가 유커를 당해 수비 팀이 2점을 얻습니다"
    setback = explain_score(score_hand(Variant.preset("bid"), maker_tricks=3, bid=4))
    assert [(r.key, r.number) for r in setback] == [("bid-set", -4), ("defender-tricks", 3)]


@pytest.mark.parametrize(
    ("card", "trump", "en", "ko"),
    [
        ("JD", Suit.HEARTS, "jack of diamonds, left bower", "다이아몬드 잭, 레프트 바우어"),
        ("JH", Suit.HEARTS, "jack of hearts, right bower", "하트 잭, 라이트 바우어"),
        ("AH", Suit.HEARTS, "ace of hearts, trump", "하트 에이스, 으뜸패"),
        ("TS", Suit.HEARTS, "ten of spades", "스페이드 10"),
        ("JD", None, "jack of diamonds", "다이아몬드 잭"),
        ("JO", Suit.CLUBS, "Benny (joker), highest trump", "베니(조커), 가장 높은 으뜸패"),
    ],
)
def test_card_labels(card: str, trump: Suit | None, en: str, ko: str) -> None:
    assert card_label(CARD(card), trump) == en
    assert card_label(CARD(card), trump, lang="ko") == ko


def test_illegal_play_reason_carries_rule() -> None:
    deal = Deal.at_play(
        "standard",
        ["JD AC", "9H 9S", "TH TS", "KH KS"],
        trump="H",
        maker=1,
        leader=1,
        tricks_won=[1, 1, 1, 0],
    )
    deal.push("play 9H")
    deal.push("play TH")
    deal.push("play KH")
    error = deal.why_illegal(Play(CARD("AC")))
    assert error is not None
    assert error.rule == "1.6"
    assert "J♦ is a heart while hearts are trump" in str(error)


@pytest.mark.parametrize(
    ("card", "trump", "key", "en"),
    [
        ("JD", Suit.HEARTS, "counts-as-trump", "J♦ is a heart while hearts are trump"),
        ("JD", Suit.SPADES, "own-suit", "J♦ is a diamond"),
        ("JD", None, "own-suit", "J♦ is a diamond"),
        ("JO", Suit.CLUBS, "counts-as-trump", "Benny is a club while clubs are trump"),
    ],
)
def test_effective_suit_reason(card: str, trump: Suit | None, key: str, en: str) -> None:
    reason = explain_effective_suit(CARD(card), trump)
    assert reason.key == key
    assert describe(reason, "en") == en
    assert describe(reason, "ko")
    assert explain_effective_suit(CARD("JO"), None).rule == "E7"


def test_explain_illegal_play_in_both_languages() -> None:
    hand = parse_cards("9D TD JD AS")
    reasons = explain_illegal_play(hand, CARD("KD"), Suit.HEARTS, CARD("JD"))
    assert [r.key for r in reasons] == ["must-follow", "left-bower-not-printed"]
    assert describe(reasons[0], "en") == "you hold a diamond, so you must follow: 9♦, 10♦"
    assert describe(reasons[1], "ko") == "J♦은 다이아몬드가 아닙니다: 레프트 바우어, 곧 하트입니다"
    assert explain_illegal_play(hand, CARD("KD"), Suit.HEARTS, CARD("9D")) == []
    assert explain_illegal_play(hand, None, Suit.HEARTS, CARD("AS")) == []
    missing = explain_illegal_play(hand, CARD("KD"), Suit.HEARTS, CARD("QH"))
    assert describe(missing[0], "ko") == "Q♥은 가지고 있지 않은 카드입니다"


@pytest.mark.parametrize("key", ["target-reached", "not-two-ahead", "not-qualifying"])
def test_a_sentence_about_a_side_needs_the_side(key: str) -> None:
    """The game's reasons always name the side (``game_result``); one without it is
    refused, never said as "nobody reached the target and wins" (Korean "아무도가 …")."""
    assert describe(Reason(key, "2.1", number=10, who=1, sides=2), "ko").startswith("1팀")
    with pytest.raises(ValueError, match="names a side"):
        describe(Reason(key, "2.1", number=10, who=None, sides=2), "ko")
