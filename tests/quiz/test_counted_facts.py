"""Reasons the position proves by counting are stated (issue 10, a strong player's review
of best-play-defence-lead #24, #41, #12): the last cards of a suit, which nobody can
follow; the highest card left of its suit, led; the one or two trumps still out; and an
outcome the cards out make certain. Over every stored best-play item and hand-puzzle
move."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.quiz.bank_items import bank_items, item_before_rebuild, play_items
from tutor.engine import effective_suit, parse_card
from tutor.korean import card_ko
from tutor.quiz import principles
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import best_play
from tutor.quiz.principles import Situation
from tutor.quiz.words import seat_name
from tutor.web.explanation import explanation_texts

PLAY_ITEMS = list(play_items(load_catalogue()))
# The words the counted facts open with, in the catalogue's English and Korean.
NOBODY_FOLLOWS = ("Nobody else holds ", "이제 당신만 가지고 있습니다")
CERTAIN = ("Counting the cards out makes it certain", "나온 카드를 세어 보면 확실합니다")
TRUMPS_OUT = "Count the trumps: "
BOSS = "is the highest "


def _name(seat: int, s: Situation, lang: str) -> str:
    return seat_name(seat, s.seat, s.position.players, lang)


def _by_id(set_id: str, item_id: str) -> dict[str, Any]:
    return next(i for i in bank_items(set_id) if i["id"] == item_id)


def test_the_last_heart_makes_the_euchre_certain() -> None:
    """602/6 (#24, as built before issue 30 made it again): the K♥ is the last heart; only
    the K♣ can take it, and then the 10♣ is the last trump: the defenders take the trick
    they need however the cards lie."""
    s = best_play.situation_from_item(item_before_rebuild("best-play/standard/602/6"))
    king, ten = parse_card("KH"), parse_card("TC")
    assert principles.nobody_follows(s, king)
    goal = principles.certain_goal(s, king)
    assert goal is not None
    assert goal.what == "euchre"
    assert principles.certain_goal(s, ten) is None


def test_the_one_trump_out_is_counted() -> None:
    """602/31 (#12, as built before issue 30 made it again): only the Q♥ is out against the
    9♥, and the K♣ led is the top club."""
    s = best_play.situation_from_item(item_before_rebuild("best-play/standard/602/31"))
    assert best_play.trumps_out_fact(s) == [parse_card("QH")]
    assert best_play.boss_lead_fact(s, parse_card("KC"))


def test_a_partner_who_may_hold_the_winner_is_no_certainty() -> None:
    """602/24: the 10♥ through the maker wins only where the partner holds a higher trump;
    a lead is certain only if it holds however every other player, the partner too, plays."""
    s = best_play.situation_from_item(_by_id("best-play-defence-lead", "best-play/standard/602/24"))
    assert principles.certain_goal(s, parse_card("TH")) is None
    assert principles.nobody_follows(s, parse_card("QD"))  # the last diamond


def _rejected_last_cards(item: dict[str, Any]) -> list[str]:
    """The rejected leads of an item that are the last cards of their suit out."""
    s = best_play.situation_from_item(item)
    if not s.on_lead:
        return []
    answer = parse_card(str(item["answer"][0]))
    return [str(c) for c in s.legal if c != answer and principles.nobody_follows(s, c)]


def test_the_last_card_is_said_of_a_rejected_lead_too() -> None:
    """602/47 as built before (#41): the 10♣, not the answer, was the last club out (the J♣
    a trump), and the explanation said nobody can follow it. Found by that property: a
    rejected lead that is the last card of its suit, beside one that is not."""
    found = [
        (item, cards)
        for item in PLAY_ITEMS
        if (cards := _rejected_last_cards(item))
        and len(cards) < len(best_play.situation_from_item(item).legal) - 1
    ]
    assert found
    for item, cards in found:
        en = explanation_texts(item)["en"]
        line = next(x for x in en.split("\n") if NOBODY_FOLLOWS[0] in x)
        assert all(card.replace("T", "10") in line for card in cards), item["id"]


def _unstated(item: dict[str, Any]) -> list[str]:
    s = best_play.situation_from_item(item)
    en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
    missing = []
    if s.on_lead:
        for card in s.legal:
            if not principles.nobody_follows(s, card):
                continue
            line_en = next((x for x in en.split("\n") if NOBODY_FOLLOWS[0] in x), "")
            line_ko = next((x for x in ko.split("\n") if NOBODY_FOLLOWS[1] in x), "")
            if str(card) not in line_en or card_ko(card) not in line_ko:
                missing.append(f"nobody can follow the {card}")
    answer = parse_card(str(item["answer"][0]))
    out = best_play.trumps_out_fact(s)
    counted = [x for x in en.split("\n") if "Count the trumps" in x or "turn-up" in x]
    if out and not all(any(str(c) in x for x in counted) for c in out):
        missing.append(f"the trumps still out, {out}")
    if best_play.boss_lead_fact(s, answer) and not any(
        str(answer) in x and "highest" in x for x in en.split("\n")
    ):
        missing.append(f"the {answer} is the highest of its suit left")
    if principles.certain_goal(s, answer) is not None and not (
        CERTAIN[0] in en and CERTAIN[1] in ko
    ):
        missing.append(f"the {answer} makes the outcome certain")
    return missing


@pytest.mark.parametrize("item", PLAY_ITEMS, ids=lambda item: str(item["id"]))
def test_every_counted_fact_is_stated(item: dict[str, Any]) -> None:
    assert _unstated(item) == []


def test_a_certainty_is_true_on_every_sampled_deal() -> None:
    """Each certainty a bank states: on every deal its proof sampled the answer reaches the
    goal (its value is the goal's points on every deal: the mean equals the top score)."""
    stated = [i for i in PLAY_ITEMS if CERTAIN[0] in explanation_texts(i)["en"]]
    assert stated
    for item in stated:
        s = best_play.situation_from_item(item)
        answer = parse_card(str(item["answer"][0]))
        goal = principles.certain_goal(s, answer)
        assert goal is not None, item["id"]


# -- the second review (today's sentences re-read by a strong player and a Korean editor) --

CARD = re.compile(r"(?:10|[2-9JQKA])[♠♣♥♦]|Benny")


def _lines(item: dict[str, Any], lang: str) -> list[str]:
    return str(explanation_texts(item)[lang]).split("\n")


@pytest.mark.parametrize("item", PLAY_ITEMS, ids=lambda item: str(item["id"]))
def test_a_trump_count_names_every_trump_not_in_hand(item: dict[str, Any]) -> None:
    """606/40, 606/33, 611/10, 601/21: a turn-up the partner holds was left out of "only one
    is still out" while an opponent's is counted in. The count names every unplayed trump,
    yours and the known ones besides, and says who holds a known one."""
    s = best_play.situation_from_item(item)
    gone = set(principles.out_of_play(s))
    for line in _lines(item, "en"):
        if not line.startswith(TRUMPS_OUT) or "Count the trumps: of the" in line:
            continue
        unplayed = {c for c in [*s.hand, *s.unplayed_elsewhere] if s.is_trump(c) and c not in gone}
        named = set(CARD.findall(line))
        assert named == {str(c) for c in unplayed}, line
        still = line.split("still out", 1)[1]
        count = 1 if "only one is" in line else 2
        known = best_play.known_turn_up(s)
        mentioned = len(CARD.findall(still))
        assert mentioned == count, line
        if known is not None:
            up, holder = known
            assert f"{up} turn-up {_name(holder, s, 'en')} holds" in line


@pytest.mark.parametrize("item", PLAY_ITEMS, ids=lambda item: str(item["id"]))
def test_a_partner_may_hold_no_card_known_elsewhere(item: dict[str, Any]) -> None:
    """602/24: partner "may beat it with a higher trump (the J♥, A♥ and K♥ are still out)"
    while the left opponent holds the K♥ turn-up: a card known elsewhere is no card partner
    may hold."""
    s = best_play.situation_from_item(item)
    known = best_play.known_turn_up(s)
    if known is None or known[1] in s.side:
        return
    for line in _lines(item, "en"):
        if "may beat it with a higher trump (" in line:
            listed = line.split("may beat it with a higher trump (", 1)[1].split(")")[0]
            assert str(known[0]) not in listed, line
    for line in _lines(item, "ko"):
        if "파트너가 가졌을 수 있는" in line:
            listed = line.split("파트너가 가졌을 수 있는", 1)[1].split("나오지")[0]
            assert card_ko(known[0]) not in listed, line


CERTAIN_SHARE = re.compile(r"takes? (at least (\d+) of the (\d+) tricks left|both|all|the last)")


@pytest.mark.parametrize(
    "item",
    [i for i in PLAY_ITEMS if CERTAIN[0] in explanation_texts(i)["en"]],
    ids=lambda item: str(item["id"]),
)
def test_a_certainty_states_its_largest_count(item: dict[str, Any]) -> None:
    """1202/23 move 2: "at least 1 of the 2 tricks left; the K♠ would make it just as
    certain" where the 10♥ takes both in every deal and the K♠ only one: the sentence
    states the most tricks the count makes certain, and "just as certain" only of a card
    sure of as many."""
    s = best_play.situation_from_item(item)
    answer = parse_card(str(item["answer"][0]))
    line = next(x for x in _lines(item, "en") if CERTAIN[0] in x)
    match = CERTAIN_SHARE.search(line)
    assert match is not None, line
    left = s.position.variant.hand_size - len(s.position.history)
    said = int(match[2]) if match[2] else left
    sure = principles.certain_tricks(s, answer)
    assert said == sure, line
    if "just as certain" in line:
        rivals = line.split("; the ", 1)[1].split(" would make it just as certain")[0]
        for token in CARD.findall(rivals):
            rival = parse_card(token.replace("10", "T"))
            assert principles.certain_tricks(s, rival) >= sure, line


@pytest.mark.parametrize("item", PLAY_ITEMS, ids=lambda item: str(item["id"]))
def test_korean_follows_a_suit_not_a_card(item: dict[str, Any]) -> None:
    """602/6 and every last card of its suit: "아무도 K♥을 따라 낼 수 없으니" follows a card;
    in Korean one follows the suit ("K♥을 리드하면 아무도 하트를 따라 낼 수 없으니")."""
    ko = str(explanation_texts(item)["ko"])
    assert not re.search(r"[♠♣♥♦][을를] 따라 낼", ko)


@pytest.mark.parametrize("item", PLAY_ITEMS, ids=lambda item: str(item["id"]))
def test_a_turn_up_holder_is_said_once(item: dict[str, Any]) -> None:
    """602/47, 602/24: "the right opponent holds the K♠ turn-up" twice in one explanation."""
    s = best_play.situation_from_item(item)
    known = best_play.known_turn_up(s)
    if known is None:
        return
    up = known[0]
    en, ko = str(explanation_texts(item)["en"]), str(explanation_texts(item)["ko"])
    once = en.count(f"holds the {up} turn-up") <= 1 and ko.count(f"턴업 {card_ko(up)}") <= 1
    assert once, en


@pytest.mark.parametrize("item", PLAY_ITEMS, ids=lambda item: str(item["id"]))
def test_only_a_trump_says_who_can_trump(item: dict[str, Any]) -> None:
    """607/16: "The K♣ is the highest club left ...: only a trump can take it" while the
    loner is known void in clubs: the sentence names the opponents out of the suit."""
    s = best_play.situation_from_item(item)
    voids = s.position.voids()
    for line in _lines(item, "en"):
        if BOSS not in line or "only a trump can take it" not in line:
            continue
        card = parse_card(CARD.findall(line)[0].replace("10", "T"))
        suit = effective_suit(card, s.trump)
        for x in s.opponents():
            if suit in voids[x] and s.trump not in voids[x]:
                assert _name(x, s, "en") in line.split("only a trump", 1)[1], line
