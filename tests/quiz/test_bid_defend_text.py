"""The reasons the bidding and lone-defence explanations give, over every stored item of
bid-amount, bid-declare, bid-auction and defend-alone-* (review findings F5, F7, F9, F10,
F11, F14, F15, F16, F17): each states why the answer beats the other choices, in the
course's words, and claims nothing the figures or the score do not bear out."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tutor.engine import Variant, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import first_false_fact
from tutor.quiz.kinds import bids, defend_facts
from tutor.web.explanation import explanation_texts, prompt_text, prompt_texts

CATALOGUE = load_catalogue()


def _items(*set_ids: str) -> list[dict[str, Any]]:
    """The items with their explanation as the learner reads it (facts rendered)."""
    items = [dict(item.data) for set_id in set_ids for item in CATALOGUE[set_id].items]
    for item in items:
        if "explanation_facts" in item:
            item["explanation"] = explanation_texts(item)
    return items


AMOUNT = _items("bid-amount")
DECLARE = _items("bid-declare")
AUCTION = _items("bid-auction")
DEFEND = _items("defend-alone-british", "defend-alone-cardgames")
ids = {"ids": lambda item: str(item["id"])}


@pytest.mark.parametrize("item", AMOUNT + DECLARE + DEFEND, **ids)
def test_play_outs_say_every_card_was_seen(item: dict[str, Any]) -> None:
    texts = explanation_texts(item)
    en, ko = texts["en"], texts["ko"]
    assert "solved exactly" not in en
    assert "정확히 풂" not in ko
    assert "every card seen" in en
    assert "모든 카드를 보" in ko


@pytest.mark.parametrize("item", AMOUNT, **ids)
def test_a_bid_over_a_pass_says_why(item: dict[str, Any]) -> None:
    en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
    answer = item["answer"][0]
    partner = (int(item["seat"]) + 2) % 4
    high_bidder = next(
        (int(c["seat"]) for c in reversed(item["bids"]) if c.get("bid") is not None), None
    )
    if answer != "pass" and "pass" in item["choices"]:
        assert "Pass and your side" in en or "Passing leaves your partner's contract" in en
    if high_bidder == partner and answer != "pass" and int(item["seat"]) == int(item["dealer"]):
        # Taking the contract from partner is said in so many words (F7).
        assert "your partner's" in en
        assert "파트너가 불렀습니다" in ko
    if all(float(v) < 0 for v in item["evaluation"].values()):
        # A losing hand is taught as the least bad choice, not a sound bid (F11).
        assert "Every choice loses points here" in en
    # The later bidders who take a contract away are opponents (the lesson's own words,
    # quoted in a counter-example's note, say "players").
    lesson = "just enough that the players after you are unlikely to outbid you"
    assert "players after you" not in en.replace(lesson, "")
    assert "뒤의 사람이" not in ko
    assert "으뜸패로 할 생각" not in prompt_text(item, "ko")


@pytest.mark.parametrize("item", DECLARE, **ids)
def test_a_declare_counter_example_names_the_losers(item: dict[str, Any]) -> None:
    hand = [parse_card(c) for c in item["hand"]]
    answer = item["answer"][0]
    if item.get("counter_example"):
        assert bids.declare_reason_holds(Variant.preset("bid"), hand, answer)
        assert "Count the losers" in explanation_texts(item)["en"]
    ko = explanation_texts(item)["ko"]
    # One top card is the best "of its suit", not "of each suit" (F16).
    for match in re.finditer(r"에서는 (\S+)[이가] 각 무늬에서", ko):
        pytest.fail(f"'각 무늬에서' after one card: {match.group(0)}")
    assert "가운데 6개" not in prompt_text(item, "ko")
    assert "6 of the six" not in prompt_text(item, "en")


def test_the_loser_count_reads_the_hand_as_the_reviewer_did() -> None:
    bid = Variant.preset("bid")
    hand = [parse_card(c) for c in ("TS", "JS", "JC", "KC", "AC", "AH")]
    assert bids.losers(bid, hand, "S") == []
    assert [str(c) for c in bids.losers(bid, hand, "C")] == ["10♠"]
    # 9♦ J♦ Q♦ K♦ A♦ in no-trump low: only the 10♦ is out, and it falls under the 9♦.
    low = [parse_card(c) for c in ("9C", "9D", "JD", "QD", "KD", "AD")]
    assert bids.losers(bid, low, "NTL") == []
    assert [str(c) for c in bids.losers(bid, low, "D")] == ["9♣"]


@pytest.mark.parametrize("item", AUCTION, **ids)
def test_the_auction_is_told_in_the_course_words(item: dict[str, Any]) -> None:
    en, ko = prompt_text(item, "en"), prompt_text(item, "ko")
    if len(item.get("bids") or ()) == 4:
        assert "so far" not in en
        assert "지금까지" not in ko
    assert "names the game" not in en
    assert "게임(" not in ko
    assert not re.search(r"\b[06] of the six", en)
    assert not re.search(r"가운데 [06]개", ko)
    assert "으뜸패를 선언" not in ko
    assert "의 것이라" not in explanation_texts(item)["ko"]


def test_bid_made_items_do_not_always_take_all_six() -> None:
    made = [i for i in AUCTION if i["themes"] == ["bid-made"]]
    all_six = [i for i in made if "takes all six tricks" in prompt_text(i, "en")]
    assert made
    assert 2 * len(all_six) <= len(made)


@pytest.mark.parametrize("item", DEFEND, **ids)
def test_defend_alone_reasons_fit_the_score(item: dict[str, Any]) -> None:
    d = defend_facts.defence_from_item(item)
    texts = explanation_texts(item)
    en, ko = texts["en"], texts["ko"]
    # The verdict fact recomputes the reason from the counts and the score.
    assert first_false_fact(item) is None
    lone, pair = defend_facts._euchre_points(d)
    if defend_facts.euchre_wins_game(d, pair):
        assert "any euchre wins you the game" in en
    elif defend_facts.euchre_wins_game(d, lone):
        assert "a lone euchre" in en
    prompt = prompt_texts(item)
    assert "부르기" not in prompt["ko"]
    assert "수비 가운데" not in prompt["ko"]
    assert not re.search(r"\d%에서 (세 트릭|유커)", ko)
    assert "나눠 끝까지" not in ko
    if "must play alone" in prompt["en"]:
        assert "In this game a dealer's partner who orders up must play alone." in prompt["en"]
    if d.scores is not None and d.variant.win_by_two:
        assert "won by two" in prompt["en"]
