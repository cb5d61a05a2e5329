"""The reasons best-play items give fit their positions, read from the cards still out
(a strong player's review: 607/36, 602/26, 607/32, 603/49), over every stored item."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.quiz.bank_items import play_items
from tutor.analysis.position import view_from_item
from tutor.engine import parse_card
from tutor.quiz import principles
from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import spec_for
from tutor.quiz.kinds import best_play
from tutor.web.explanation import explanation_texts

CATALOGUE = load_catalogue()


PLAY_ITEMS = list(play_items(CATALOGUE))


def _item(history: list[list[tuple[int, str]]], hand: list[str], **fields: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": "best-play/standard/0/1",
        "kind": "best-play",
        "variant": "standard",
        "no_trump": None,
        "alone": False,
        "trick": [],
        "history": [[{"seat": s, "card": c} for s, c in trick] for trick in history],
        "hand": hand,
    }
    item.update(fields)
    return item


def _play(item: dict[str, Any], card: str) -> principles.Play:
    return principles.Play(best_play.situation_from_item(item), parse_card(card))


# -- leading through the maker is about a trump the partner may beat ------------------


def test_a_top_trump_led_through_the_maker_is_not_a_lead_through_the_maker() -> None:
    # 607/36 as built before: clubs trump, the maker on your left; your K♣ is the highest
    # trump left (only the Q♣ is out), so nobody beats the maker's trump after it.
    item = _item(
        [
            [(3, "KH"), (0, "9C"), (1, "JH"), (2, "TH")],
            [(0, "JS"), (1, "TC"), (2, "AC"), (3, "JC")],
        ],
        ["QS", "KC", "9H"],
        trump="C", dealer=2, maker=0, seat=3, upcard="9S", upcard_taken=False,
    )  # fmt: skip
    assert principles.holds("A-7", _play(item, "KC"))
    assert not principles.fits("A-7", _play(item, "KC"))
    assert principles.through_maker_trumps(*_args(item, "KC")) == ([], [])


def _args(item: dict[str, Any], card: str) -> tuple[principles.Situation, Any]:
    return best_play.situation_from_item(item), parse_card(card)


def test_a_small_trump_led_through_the_maker_names_what_partner_may_beat_it_with() -> None:
    # Hearts trump, the maker on your left; partner took the 9♥ turn-up. Your 10♥ may be
    # taken by the maker, and partner, playing after, may hold a higher trump.
    item = _item(
        [
            [(1, "AD"), (2, "KD"), (3, "9D"), (0, "JS")],
            [(1, "KC"), (2, "AC"), (3, "9C"), (0, "QC")],
        ],
        ["9S", "AS", "TH"],
        trump="H", dealer=0, maker=3, seat=2, upcard="9H", upcard_taken=True,
    )  # fmt: skip
    takes, beats = principles.through_maker_trumps(*_args(item, "TH"))
    assert [str(c) for c in takes] == ["J♦", "A♥", "K♥", "Q♥"]  # the J♥ nobody tops
    assert [str(c) for c in beats] == ["J♥", "J♦", "A♥", "K♥"]
    assert principles.fits("A-7", _play(item, "TH"))


def test_every_lead_through_the_maker_is_one_partner_may_beat() -> None:
    # The banks hold no A-7 item since the curated one's history was found implausible
    # (bestplay-findings-2 §1); the rule stays for any a build finds.
    quoted = [item for item in PLAY_ITEMS if item.get("principle") == "A-7"]
    for item in quoted:
        takes, beats = principles.through_maker_trumps(*_args(item, item["answer"][0]))
        assert takes, item["id"]
        assert beats, item["id"]
        assert "still out" in explanation_texts(item)["en"], item["id"]
        assert "partner, who can then beat" not in explanation_texts(item)["en"]


# -- don't lead trump, where leading it would help the makers --------------------------


def test_a_partner_out_of_trump_has_no_trumps_for_the_makers_to_draw() -> None:
    # 602/26 as built before: spades trump; your partner has shown out of spades, the only
    # trump you cannot see is the J♣. "It only helps the makers draw trumps" fits nothing.
    item = _item(
        [
            [(0, "JS"), (1, "9S"), (2, "AH"), (3, "QS")],
            [(0, "TS"), (1, "KS"), (2, "AD"), (3, "QC")],
            [(1, "AC"), (2, "KC"), (3, "9D"), (0, "TD")],
        ],
        ["AS", "JH"],
        trump="S", dealer=3, maker=0, seat=1, upcard="QD", upcard_taken=False,
    )  # fmt: skip
    assert not principles.holds("A-5", _play(item, "JH"))
    assert not best_play.THEMES["no-trump-lead-on-defence"].fits(
        best_play.situation_from_item(item)
    )


def test_every_quoted_no_trump_lead_has_a_partner_and_an_opponent_who_may_hold_trump() -> None:
    for item in PLAY_ITEMS:
        if item.get("principle") != "A-5":
            continue
        s = best_play.situation_from_item(item)
        voids = s.position.voids()
        partners = [x for x in s.side if x != s.seat and x in s.position.active]
        assert s.trumps_against(), item["id"]
        assert not partners or any(s.trump not in voids[x] for x in partners), item["id"]


# -- against a loner ------------------------------------------------------------------------

# The sets whose every item is a lone hand (``lone_hands`` in their options), whatever
# themes they drill (best-play-against-loner's no longer include A-8's).
LONER_SETS = [
    s.id for s in CATALOGUE if s.kind == "best-play" and spec_for(s).options.get("lone_hands")
]
assert LONER_SETS


@pytest.mark.parametrize("set_id", LONER_SETS)
def test_every_item_of_a_set_about_loners_is_a_lone_hand(set_id: str) -> None:
    items = CATALOGUE[set_id].items
    assert [item.id for item in items if not item.data.get("alone")] == []


@pytest.mark.parametrize("set_id", LONER_SETS)
def test_a_set_about_defending_a_loner_asks_the_defenders_only(set_id: str) -> None:
    # The review of the redesign: 607/2 and 607/28 put you in the loner's own seat.
    items = CATALOGUE[set_id].items
    assert [item.id for item in items if item.data["maker"] == item.data["seat"]] == []


def test_the_loner_sets_counter_examples_trump_the_lone_hands_winner() -> None:
    # Issue 33: every item of best-play-against-loner is proven on deals that hear the
    # calls (the lone maker holds a lone hand), and its counter-examples are S0-6's trap
    # there: the lone hand wins with a plain card, you cannot follow, and a trump of yours
    # takes the trick (the one that stops the march).
    items = [item.data for item in CATALOGUE["best-play-against-loner"].items]
    assert {item.get("calling_model") for item in items} == {"count"}
    counters = [item for item in items if item.get("counter_example")]
    assert len(counters) == 17
    for item in counters:
        s = best_play.situation_from_item(item)
        answer = parse_card(str(item["answer"][0]))
        assert item["counter_theme"] == "play-low-when-cannot-win", item["id"]
        assert s.winner_card is not None, item["id"]
        assert not s.is_trump(s.winner_card), item["id"]
        assert not s.partner_winning, item["id"]
        assert s.is_trump(answer), item["id"]
        assert s.beats_winner(answer), item["id"]
        assert best_play.is_trap(s, item), item["id"]


def test_a_set_asking_for_three_choices_offers_three() -> None:
    asked = 0
    for quiz_set in CATALOGUE:
        least = int(spec_for(quiz_set).options.get("min_choices") or 0)
        if quiz_set.kind != "best-play" or not least:
            continue
        asked += 1
        short = [i.id for i in quiz_set.items if len(i.data["choices"]) < least]
        assert short == [], quiz_set.id
    assert asked >= 1


def test_a_loner_is_named_not_called_the_makers() -> None:
    # 607/32 as built before: "before the makers can trump that suit" against one player.
    wrong = []
    for item in PLAY_ITEMS:
        view = view_from_item(item)
        p = view.position
        if not p.alone or p.players != 4 or view.seat in p.maker_side():
            continue
        if re.search(r"\bthe makers\b", explanation_texts(item)["en"]):
            wrong.append(item["id"])
    assert wrong == []


# -- card lists -----------------------------------------------------------------------------

CARD = r"(?:10|[2-9TJQKA])[♠♣♥♦]"


def _unparenthesised(text: str) -> str:
    return re.sub(r"\([^)]*\)", "", text)


def test_card_lists_in_sentences_end_with_and_or_or() -> None:
    # 603/49 as built before: "keep the Q♦ and the 10♦ and the 9♦"; elsewhere "your K♠, A♠,
    # A♥ can still be trumped". English lists read "Q♦, 10♦ and 9♦" (words.cards_list);
    # inventories in parentheses keep their commas.
    bad = []
    for item in PLAY_ITEMS:
        en = explanation_texts(item)["en"]
        polysyndeton = re.search(rf"the {CARD} and the {CARD} and", en)
        bare = re.search(rf"{CARD}, {CARD}(?!,| and | or )", _unparenthesised(en))
        if polysyndeton or bare:
            bad.append(item["id"])
    assert bad == []
