"""A reason given for a quiz answer picks the answer over every other choice.

An item quotes a principle as why its answer is best. Where the principle fits another
choice as well (two suits of the other colour for reverse next, two trumps to lead, two
cards to throw under partner), the item must state a tie-breaker the position supports
(``principles.tie_break``), or it is not built: the generators and ``quizzes check``
(``principles.unseparated``) hold every bank to it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pytest

from tutor.engine import parse_card
from tutor.quiz import principles
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import ItemCheckError, best_play, calls, puzzle, variant_calls
from tutor.quiz.kinds.calls.naming import _naming_call, naming_from_item
from tutor.quiz.kinds.calls.offer import _offer_call, offer_from_item
from tutor.web.explanation import explanation_texts

CATALOGUE = load_catalogue()


def _decisions(item: Mapping[str, Any]) -> Callable[[str], principles.Decision] | None:
    kind = item["kind"]
    if kind == "order-up":
        offer = offer_from_item(item)
        return lambda c: _offer_call(offer, c)
    if kind == "name-trump":
        naming = naming_from_item(item)
        return lambda c: _naming_call(naming, c)
    if kind in ("british-call", "three-hand-call"):
        return variant_calls.call_from_item(item).decision
    if kind == "best-play":
        s = best_play.situation_from_item(item)
        return lambda c: principles.Play(s, parse_card(c))
    return None


def _judged() -> Iterator[Mapping[str, Any]]:
    for quiz_set in CATALOGUE:
        for item in quiz_set.items:
            if item.kind == "puzzle":
                yield from puzzle.move_items(item.data)
            else:
                yield item.data


def _item(set_id: str, item_id: str) -> Mapping[str, Any]:
    return next(i.data for i in CATALOGUE[set_id].items if i.data["id"] == item_id)


def test_every_quoted_principle_separates_the_answer_from_every_choice() -> None:
    loose = []
    for item in _judged():
        decision = _decisions(item)
        if decision is None or not item.get("principle"):
            continue
        answer = decision(str(item["answer"][0]))
        choices = [decision(str(c)) for c in item["choices"]]
        if principles.unseparated(item["principle"], answer, choices):
            loose.append(item["id"])
    assert loose == []


def _reverse_next(hand: tuple[str, ...], action: str) -> principles.Call:
    cards = tuple(parse_card(c) for c in hand)
    return principles.Call(1, 3, cards, parse_card("QS"), 2, action)


def test_reverse_next_names_the_right_bower_between_two_red_suits() -> None:
    # The old 801/16: J♥ A♥ 10♥ A♦ 10♦, spades turned down; hearts and diamonds both reach
    # A-3's minimum, and only the right bower tells them apart.
    hand = ("TH", "JH", "AH", "TD", "AD")
    hearts, diamonds = _reverse_next(hand, "H"), _reverse_next(hand, "D")
    assert principles.fits("A-3", hearts)
    assert principles.fits("A-3", diamonds)
    assert principles.tie_break("A-3", hearts, diamonds) == "right-bower"
    assert principles.tie_break("A-3", diamonds, hearts) is None


def test_a_suit_better_one_way_and_worse_another_is_no_reason() -> None:
    # Hearts: J♥ A♥ 10♥, no off-suit ace; diamonds: J♥ Q♦ with the A♥ beside them.
    hand = ("TH", "JH", "AH", "QD", "9S")
    hearts, diamonds = _reverse_next(hand, "H"), _reverse_next(hand, "D")
    assert principles.holding_edges(hearts, diamonds) == []
    assert principles.unseparated("A-3", hearts, [hearts, diamonds]) == [diamonds]


def test_the_checker_refuses_a_reason_that_fits_another_choice_too() -> None:
    item = copy.deepcopy(dict(_item("name-trump-next", "name-trump/standard/801/16")))
    item.update({"dealer": 1, "seat": 3, "upcard": "QS", "hand": ["TH", "JH", "AH", "TD", "AD"]})
    item.update({"answer": ["D"], "principle": "A-3", "themes": ["reverse-next"]})
    # Each suit alone too, as round two offers where loners are allowed.
    item["choices"] = ["C", "pass", "D", "H", "C-alone", "D-alone", "H-alone"]
    item.pop("counter_example", None)
    item.pop("counter_theme", None)
    item.pop("counter_note", None)
    item["evaluation"] = {"C": -1.0, "D": 1.5, "H": 1.2, "pass": 0.1}
    item["evaluation"].update({"C-alone": -2.0, "D-alone": -0.5, "H-alone": -0.6})
    with pytest.raises(ItemCheckError, match="A-3 fits H as well as the answer"):
        calls.check_name_trump(item, prove=False)


def test_reverse_next_says_why_not_the_other_suit_of_that_colour() -> None:
    for item in CATALOGUE["name-trump-next"].items:
        if item.data.get("principle") != "A-3":
            continue
        naming = naming_from_item(item.data)
        turned = naming.upcard.suit
        assert turned is not None
        named = calls.Suit.parse(calls.naming_action(str(item.answer[0]))[0])
        others = [
            s for s in calls.SUITS if s not in (turned, named) and s.color is not turned.color
        ]
        for other in others:
            en = explanation_texts(item.data)["en"]
            name = calls.suit_en(other).capitalize()
            assert f"{name} would give you" in en or f"{name} reach it as well" in en, item.id


def test_lead_trump_names_the_highest_when_two_trumps_are_offered() -> None:
    # Every S0-1 lead of the highest of two or more trumps offered names it, and the rest.
    seen = 0
    for quiz_set in load_catalogue():
        if quiz_set.kind != best_play.KIND:
            continue
        for entry in quiz_set.items:
            item = entry.data
            s = best_play.situation_from_item(item)
            answer = parse_card(str(item["answer"][0]))
            trumps = [c for c in s.legal if s.is_trump(c)]
            if item.get("principle") != "S0-1" or len(trumps) < 2 or not s.is_trump(answer):
                continue
            if max(trumps, key=s.low_key) != answer:
                continue
            seen += 1
            en = explanation_texts(item)["en"]
            named = f"Lead your highest trump, {answer}, rather than the "
            # Where the partner called, S0-1's second clause says it: "lead your highest
            # trump, A♣" (with no list of the rest).
            partner = f"Your partner called, so lead your highest trump, {answer}."
            assert named in en or partner in en, item["id"]
    assert seen >= 10


def test_play_to_the_score_blocks_a_loner_only_where_one_would_win_the_game() -> None:
    # One high trump (the A♠): S0-3 would pass, so only A-10's second clause can prefer
    # ordering up, and only when the opponents are one loner (4 points) from the game.
    hand = tuple(parse_card(c) for c in ("AS", "9S", "KH", "QD", "9C"))

    def call(action: str, theirs: int) -> principles.Call:
        return principles.Call(0, 1, hand, parse_card("TS"), 1, action, scores=(3, theirs))

    assert principles.tie_break("A-10", call("order-up", 7), call("pass", 7)) == "A-10-block"
    assert principles.tie_break("A-10", call("order-up", 5), call("pass", 5)) is None
