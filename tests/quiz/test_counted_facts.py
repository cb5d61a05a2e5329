"""Reasons the position proves by counting are stated (issue 10, a strong player's review
of best-play-defence-lead #24, #41, #12): the last cards of a suit, which nobody can
follow; the highest card left of its suit, led; the one or two trumps still out; and an
outcome the cards out make certain. Over every stored best-play item and hand-puzzle
move."""

from __future__ import annotations

from typing import Any

import pytest

from tests.quiz.bank_items import bank_items, play_items
from tutor.engine import parse_card
from tutor.korean import card_ko
from tutor.quiz import principles
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import best_play

PLAY_ITEMS = list(play_items(load_catalogue()))


def _by_id(set_id: str, item_id: str) -> dict[str, Any]:
    return next(i for i in bank_items(set_id) if i["id"] == item_id)


def test_the_last_heart_makes_the_euchre_certain() -> None:
    """602/6 (#24): the K♥ is the last heart; only the K♣ can take it, and then the 10♣ is
    the last trump: the defenders take the trick they need however the cards lie."""
    s = best_play.situation_from_item(_by_id("best-play-defence-lead", "best-play/standard/602/6"))
    king, ten = parse_card("KH"), parse_card("TC")
    assert principles.nobody_follows(s, king)
    goal = principles.certain_goal(s, king)
    assert goal is not None
    assert goal.what == "euchre"
    assert principles.certain_goal(s, ten) is None


def test_the_one_trump_out_is_counted() -> None:
    """602/31 (#12): only the Q♥ is out against the 9♥, and the K♣ led is the top club."""
    s = best_play.situation_from_item(_by_id("best-play-defence-lead", "best-play/standard/602/31"))
    assert best_play.trumps_out_fact(s) == [parse_card("QH")]
    assert best_play.boss_lead_fact(s, parse_card("KC"))


def test_a_partner_who_may_hold_the_winner_is_no_certainty() -> None:
    """602/24: the 10♥ through the maker wins only where the partner holds a higher trump;
    a lead is certain only if it holds however every other player, the partner too, plays."""
    s = best_play.situation_from_item(_by_id("best-play-defence-lead", "best-play/standard/602/24"))
    assert principles.certain_goal(s, parse_card("TH")) is None
    assert principles.nobody_follows(s, parse_card("QD"))  # the last diamond


def test_the_last_club_is_said_of_a_rejected_lead_too() -> None:
    """602/47 (#41): the 10♣ is the last club out (the J♣ is a trump): nobody can follow it."""
    item = _by_id("best-play-defence-lead", "best-play/standard/602/47")
    s = best_play.situation_from_item(item)
    assert principles.nobody_follows(s, parse_card("TC"))
    assert not principles.nobody_follows(s, parse_card("KD"))
    assert "Nobody else holds a club" in item["explanation"]["en"]


def _unstated(item: dict[str, Any]) -> list[str]:
    s = best_play.situation_from_item(item)
    en, ko = item["explanation"]["en"], item["explanation"]["ko"]
    missing = []
    if s.on_lead:
        for card in s.legal:
            if not principles.nobody_follows(s, card):
                continue
            line_en = next((x for x in en.split("\n") if best_play.NOBODY_FOLLOWS[0] in x), "")
            line_ko = next((x for x in ko.split("\n") if best_play.NOBODY_FOLLOWS[1] in x), "")
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
        best_play.CERTAIN[0] in en and best_play.CERTAIN[1] in ko
    ):
        missing.append(f"the {answer} makes the outcome certain")
    return missing


@pytest.mark.parametrize("item", PLAY_ITEMS, ids=lambda item: str(item["id"]))
def test_every_counted_fact_is_stated(item: dict[str, Any]) -> None:
    assert _unstated(item) == []


def test_a_certainty_is_true_on_every_sampled_deal() -> None:
    """Each certainty a bank states: on every deal its proof sampled the answer reaches the
    goal (its value is the goal's points on every deal: the mean equals the top score)."""
    stated = [i for i in PLAY_ITEMS if best_play.CERTAIN[0] in i["explanation"]["en"]]
    assert stated
    for item in stated:
        s = best_play.situation_from_item(item)
        answer = parse_card(str(item["answer"][0]))
        goal = principles.certain_goal(s, answer)
        assert goal is not None, item["id"]
