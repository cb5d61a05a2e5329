"""What a strong player found in best-play-against-loner (issue 30): the ruff's stakes
unsaid, one winning trump in 16 of 17 ruffs, histories no strong player would make, a
counter-example's note read before its position, and the wording of 607/7 and 607/25."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

import pytest
from flask import Flask, g
from flask_babel import force_locale

from tests.quiz.bank_items import play_items
from tutor.analysis.plausible import known_hands
from tutor.analysis.position import Position, contract_from, view_from_item
from tutor.course import examples
from tutor.engine import Suit, Variant, effective_suit, parse_card, parse_cards, trick_winner
from tutor.quiz import principles
from tutor.quiz.bank import default_quiz_dir, load_catalogue
from tutor.quiz.build import spec_for
from tutor.quiz.explaining import reading_order, stored_facts
from tutor.quiz.kinds.best_play import generation
from tutor.quiz.kinds.best_play.explaining import item_facts
from tutor.quiz.kinds.best_play.fact_types import (
    Contract,
    Side,
    StopsMarch,
    TricksSoFar,
    WinningSoFar,
)
from tutor.quiz.kinds.best_play.note_facts import TrapRuff
from tutor.quiz.principles import BrokenPlay, history_breaks
from tutor.web.explanation import forget_rendered, render_explanation
from tutor.web.text import _G_KEY


@cache
def _loner_items() -> dict[str, dict[str, Any]]:
    path = default_quiz_dir() / "best-play-against-loner.json"
    items = json.loads(path.read_text(encoding="utf-8"))["items"]
    return {str(item["id"]).rsplit("/", 1)[1]: item for item in items}


@contextmanager
def _in(app: Flask, lang: str) -> Iterator[None]:
    with app.test_request_context(), force_locale(lang):
        g.pop(_G_KEY, None)
        yield


def _lines(app: Flask, item: dict[str, Any], lang: str) -> list[str]:
    forget_rendered()
    with _in(app, lang):
        return (render_explanation(item, lang) or "").split("\n")


def _item(history: list[list[tuple[int, str]]], **fields: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": "best-play/standard/0/1",
        "kind": "best-play",
        "variant": "standard",
        "no_trump": None,
        "alone": True,
        "history": [[{"seat": s, "card": c} for s, c in trick] for trick in history],
    }
    item.update(fields)
    return item


def _breaks(item: dict[str, Any]) -> list[BrokenPlay]:
    view = view_from_item(item)
    # A puzzle's line is double-dummy play: only its whole hands are judged.
    presume = not str(item["id"]).startswith("puzzle/")
    return history_breaks(view.position, known_hands(view.position, view.seat), presume=presume)


# -- 3. histories a strong player would make ---------------------------------------------------


def test_an_opening_trump_lead_against_a_loner_breaks_a8() -> None:
    # 607/10 as built before: you (seat 1) opened the Q♥ from Q♥ 9♥ holding the A♦ into the
    # left opponent's loner (hearts trump).
    item = _item(
        [[(1, "QH"), (2, "JH"), (3, "KH")]],
        trump="H",
        dealer=3,
        maker=2,
        seat=1,
        upcard="KH",
        upcard_taken=True,
        trick=[{"seat": 2, "card": "KS"}, {"seat": 3, "card": "TS"}],
        hand=["QC", "9H", "TD", "AD"],
    )
    assert _breaks(item) == [BrokenPlay(1, 1, parse_card("QH"), ("A-8",))]


def test_an_ace_thrown_under_a_ruffed_trick_breaks_s06() -> None:
    # 607/16 as built before: the loner (seat 1) ruffed the K♠ and you (seat 2), holding
    # the A♠ and the Q♠, followed with the ace.
    item = _item(
        [[(0, "KS"), (1, "QC"), (2, "AS")], [(1, "JC"), (2, "TC"), (0, "9D")]],
        trump="C",
        dealer=2,
        maker=1,
        seat=2,
        upcard="KC",
        upcard_taken=True,
        discard="9H",
        trick=[{"seat": 1, "card": "AH"}],
        hand=["QS", "KC", "KD"],
    )
    assert _breaks(item) == [BrokenPlay(1, 2, parse_card("AS"), ("S0-6",))]


def test_a_partners_opening_lead_away_from_the_sister_suit_it_held_breaks_a8() -> None:
    # 607/15 as built before: diamonds trump, the dealer (seat 0) alone; your partner
    # (seat 1) opened the Q♠ and shows the 9♥ (trump's sister suit) on trick 3. Its hand is
    # known only in part, which is enough for A-8, and only for A-8.
    item = _item(
        [[(1, "QS"), (3, "AS"), (0, "KD")], [(0, "JD"), (1, "TD"), (3, "9C")]],
        trump="D",
        dealer=0,
        maker=0,
        seat=3,
        upcard="AD",
        upcard_taken=True,
        trick=[{"seat": 0, "card": "AD"}, {"seat": 1, "card": "9H"}],
        hand=["KC", "TH", "AH"],
    )
    assert _breaks(item) == [BrokenPlay(1, 1, parse_card("QS"), ("A-8",))]


def test_following_with_the_lowest_card_breaks_nothing() -> None:
    # The same trick with the Q♠ under the ruff and the A♠ kept.
    item = _item(
        [[(0, "KS"), (1, "QC"), (2, "QS")], [(1, "JC"), (2, "TC"), (0, "9D")]],
        trump="C",
        dealer=2,
        maker=1,
        seat=2,
        upcard="KC",
        upcard_taken=True,
        discard="9H",
        trick=[{"seat": 1, "card": "AH"}],
        hand=["AS", "KC", "KD"],
    )
    assert _breaks(item) == []


def test_the_lessons_and_the_best_play_banks_use_one_play_rule() -> None:
    assert examples.broken_principles is principles.broken_principles
    assert principles.PLAY_PRINCIPLES == ("S0-4", "S0-5", "S0-6", "A-8")


def test_no_committed_best_play_history_breaks_a_play_principle() -> None:
    found = [(item["id"], [str(b) for b in _breaks(item)]) for item in play_items(load_catalogue())]
    assert [(item_id, broken) for item_id, broken in found if broken] == []


# -- 2. the lowest of several winning trumps ---------------------------------------------------


def _winning_trumps(item: dict[str, Any]) -> list[str]:
    view = view_from_item(item)
    s = principles.Situation(view.position, view.seat)
    return [c.code for c in s.legal if s.is_trump(c) and s.beats_winner(c)]


def test_a_third_of_the_ruffs_choose_the_lowest_of_several_winning_trumps() -> None:
    ruffs = [
        item
        for item in _loner_items().values()
        if any(isinstance(f, TrapRuff) for f in stored_facts(item) or ())
    ]
    several = [item for item in ruffs if len(_winning_trumps(item)) >= 2]
    # That a third of them choose is the set-design rule's (``quizzes stats``:
    # tutor.quiz.design.ruff_problems); here, that each choice is the lowest winner.
    assert len(ruffs) >= 15
    assert several
    for item in several:
        view = view_from_item(item)
        s = principles.Situation(view.position, view.seat)
        lowest = min((parse_card(c) for c in _winning_trumps(item)), key=s.low_key)
        assert item["answer"] == [lowest.code], item["id"]


# -- 1. why the ruff matters -------------------------------------------------------------------


def test_taking_the_loners_first_trick_says_it_stops_the_march() -> None:
    item = _loner_items()["25"]  # J♦ (left bower) over the loner's A♦, hearts trump
    assert StopsMarch(loner=2, loner_tricks=0, answer="JD", march_points=4) in (
        item_facts(item) or ()
    )


def _stops_march_by_hand(item: dict[str, Any]) -> bool:
    """Recomputed here from the trick: the defence has no trick, the loner's card wins the
    trick so far and the answer beats it."""
    suit, _ = contract_from(item)
    assert suit is not None
    maker = int(item["maker"])
    seat = int(item["seat"])
    won = view_from_item(item).position.tricks_won()
    if won[seat] or won[(seat + 2) % 4] or not item["trick"]:
        return False
    cards = [parse_card(p["card"]) for p in item["trick"]]
    seats = [int(p["seat"]) for p in item["trick"]]
    if seats[trick_winner(cards, suit)] != maker:
        return False
    answer = parse_card(item["answer"][0])
    assert effective_suit(answer, suit) is not None
    return trick_winner([*cards, answer], suit) == len(cards)


def test_every_against_loner_item_says_it_where_it_holds_and_only_there() -> None:
    for item in _loner_items().values():
        stored = [f for f in stored_facts(item) or () if isinstance(f, StopsMarch)]
        assert bool(stored) == _stops_march_by_hand(item), item["id"]
        assert all(f.check(item) is None for f in stored)


def test_the_march_line_reads_in_both_languages(app: Flask) -> None:
    first = _loner_items()["25"]
    assert (
        "Your J♦ wins this first trick for your side (the right opponent has already played "
        "to it), and a single trick for the defence stops the march: a lone maker scores 4 "
        "points for all five tricks, only 1 for three or four."
    ) in _lines(app, first, "en")
    assert any(
        line.startswith("J♦을 내면 이 첫 트릭은 우리 팀이 가져옵니다")
        and "혼자 하는 상대는 다섯 트릭을 모두 가져오면 4점이지만" in line
        for line in _lines(app, first, "ko")
    )
    later = _loner_items()["7"]  # the loner has both tricks so far
    assert any(
        line.startswith("Your side has no trick yet, and the right opponent is playing for a")
        for line in _lines(app, later, "en")
    )


# -- 4. the position first, then why the usual advice gives way --------------------------------


def test_a_counter_examples_note_is_read_after_the_position() -> None:
    note = TrapRuff(rule="S0-6", winner_seat=0, winner="AD", answer="9S", bower="trump")
    contract, side = Contract("S", False), Side("defending")
    tricks, winning = TricksSoFar(0, 1, False), WinningSoFar(0, "AD")
    stored: list[Any] = [note, contract, side, tricks, winning, StopsMarch(0, 1, "9S", 4)]
    assert reading_order(stored) == (contract, side, tricks, winning, note, stored[5])
    # No note: the order stays.
    assert reading_order(stored[1:]) == tuple(stored[1:])


def test_every_counter_example_states_its_position_before_its_note(app: Flask) -> None:
    item = _loner_items()["7"]
    lines = _lines(app, item, "en")
    note = next(i for i, line in enumerate(lines) if line.startswith("The usual advice"))
    assert lines[:note] == [
        "Clubs are trump.",
        "You are defending.",
        "The right opponent has shown out of diamonds: no diamonds are left in that hand.",
        "Tricks so far: your side 0, the opponents 2.",
        "So far the right opponent's A♥ is winning the trick.",
    ]


# -- 5. wording ------------------------------------------------------------------------------


def test_a_stronger_winner_says_what_it_beats_and_what_it_spends_more_than(app: Flask) -> None:
    item = _loner_items()["7"]  # K♣ and J♠ both beat the loner's A♥
    assert any(
        "the J♠ also beats the right opponent's A♥, but spends a stronger card than the K♣" in line
        for line in _lines(app, item, "en")
    )
    assert any(
        "J♠으로도 오른쪽 상대의 A♥를 이기지만, K♣보다 강한 카드를 씁니다" in line
        for line in _lines(app, item, "ko")
    )


def test_the_left_bower_note_reads_as_korean(app: Flask) -> None:
    lines = _lines(app, _loner_items()["25"], "ko")
    assert any("J♦은 레프트 바우어, 곧 으뜸패라서 오른쪽 상대의 A♦를 이깁니다." in x for x in lines)
    assert not any("으뜸패로 치고" in x or "내니 가져옵니다" in x for x in lines)


# -- generation rejects a history that breaks a play principle ---------------------------------


def _dealt(opening: str, kept: str, follow: str, partner_kept: str) -> Position:
    """Hearts trump, the left opponent (seat 2) alone on the dealer's K♥; you (seat 1)
    opened ``opening`` and hold ``kept``; your partner followed with ``follow`` and holds
    ``partner_kept`` with the 10♠ and the J♦; the loner leads the K♠ to trick 2."""
    hands = {
        0: "QS JC KD QD 9D",  # the loner's partner, out of the hand
        1: f"QC 9H TD {kept}",
        2: "AH AS AC",
        3: f"{partner_kept} TS JD",
    }
    return Position(
        variant=Variant.preset("standard"),
        trump=Suit.HEARTS,
        low=False,
        dealer=3,
        maker=2,
        alone=True,
        hands=[parse_cards(hands[seat]) for seat in range(4)],
        history=[[(1, parse_card(opening)), (2, parse_card("JH")), (3, parse_card(follow))]],
        trick=[(2, parse_card("KS")), (3, parse_card("9S"))],
        upcard=parse_card("KH"),
        upcard_taken=True,
    )


class _Reached(Exception):
    """Generation went on past the history to judge the position."""


def _generate(monkeypatch: pytest.MonkeyPatch, position: Position) -> Any:
    quiz_set = next(s for s in load_catalogue() if s.id == "best-play-against-loner")
    monkeypatch.setattr(generation, "random_position", lambda *args, **kwargs: position)
    monkeypatch.setattr(generation, "history_problems", lambda *args, **kwargs: [])

    def reached(*args: Any) -> None:
        raise _Reached

    monkeypatch.setattr(generation, "Situation", reached)
    return generation.generate(spec_for(quiz_set), 2, None, random.Random(1))


def test_generation_rejects_an_opening_trump_lead_against_the_loner(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    breaking = _dealt("QH", "AD", "KH", "9C")
    assert history_breaks(breaking, breaking.hands) == [
        BrokenPlay(1, 1, parse_card("QH"), ("A-8",))
    ]
    assert _generate(monkeypatch, breaking) is None
    # The A♦ opening (trump's sister suit) is a lead the lessons teach: generation goes on.
    sound = _dealt("AD", "QH", "9C", "KH")
    assert history_breaks(sound, sound.hands) == []
    with pytest.raises(_Reached):
        _generate(monkeypatch, sound)
