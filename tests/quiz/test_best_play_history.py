"""The tricks shown before a best-play position are plausible play: no player, as far as
the record shows their hand, throws away a winner (a strong player's review found the
maker, void in clubs, sloughing the A♦ while holding the J♥ turn-up that would have taken
the trick: best-play/standard/602/8)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tutor.engine import Variant
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import best_play, puzzle
from tutor.quiz.plausible import history_problems, known_hands
from tutor.quiz.position import view_from_item

CATALOGUE = load_catalogue()


def _play_items() -> Iterator[dict[str, Any]]:
    for quiz_set in CATALOGUE:
        for item in quiz_set.items:
            if item.kind == best_play.KIND:
                yield dict(item.data)
            elif item.kind == puzzle.KIND:
                yield from puzzle.move_items(item.data)


PLAY_ITEMS = list(_play_items())


def _blunders(item: dict[str, Any]) -> list[str]:
    view = view_from_item(item)
    found = history_problems(view.position, known_hands(view.position, view.seat))
    return [f"{item['id']} trick {b.trick}: seat {b.seat} {b.card}: {b.reason}" for b in found]


def test_no_stored_history_shows_a_card_no_player_would_choose() -> None:
    assert [line for item in PLAY_ITEMS for line in _blunders(item)] == []


def _item(history: list[list[tuple[int, str]]], hand: list[str], **fields: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": "best-play/standard/0/1",
        "kind": "best-play",
        "variant": "standard",
        "trump": "H",
        "no_trump": None,
        "dealer": 2,
        "maker": 2,
        "alone": False,
        "seat": 3,
        "upcard": "JH",
        "upcard_taken": True,
        "history": [[{"seat": s, "card": c} for s, c in trick] for trick in history],
        "trick": [],
        "hand": hand,
    }
    item.update(fields)
    return item


def test_the_maker_sloughing_an_ace_instead_of_trumping_is_caught() -> None:
    # 602/8 as built before: the maker (seat 2) took the J♥ and, void in clubs, threw the A♦
    # on the Q♣ it could trump.
    item = _item(
        [
            [(3, "AC"), (0, "9C"), (1, "TS"), (2, "KC")],
            [(3, "QC"), (0, "9S"), (1, "JS"), (2, "AD")],
        ],
        ["TH", "QH", "9D"],
    )
    assert _blunders(item) == [
        "best-play/standard/0/1 trick 2: seat 2 A♦: throws a winner where a trump would "
        "take the trick"
    ]


def test_a_boss_thrown_under_a_lost_trick_with_a_low_card_to_spare_is_caught() -> None:
    # Seat 1 follows the trumped K♠ with the A♠ and plays the 9♠ later: the 9♠ would do.
    item = _item(
        [
            [(3, "KS"), (0, "9H"), (1, "AS"), (2, "TS")],
            [(0, "AD"), (1, "9S"), (2, "9D"), (3, "TD")],
        ],
        ["KH", "QC", "9C"],
        seat=0,
    )
    assert [line.split(": ", 2)[2] for line in _blunders(item)] == [
        "throws a winner on a trick it cannot take, with a lower card to play"
    ]


def test_declining_a_sure_trick_in_last_seat_is_caught() -> None:
    # Last to play to the opponent's K♣, you (seat 2) hold the A♣ and duck with the 10♣.
    item = _item(
        [
            [(3, "KC"), (0, "9C"), (1, "QC"), (2, "TC")],
            [(3, "9D"), (0, "QD"), (1, "KD"), (2, "AD")],
        ],
        ["JH", "9S", "AC"],
        seat=2,
    )
    assert [line.split(": ", 2)[2] for line in _blunders(item)] == [
        "last to play, declines a trick it wins by following suit"
    ]


def test_ordinary_play_passes() -> None:
    # Play low under partner's ace, draw trump, win with the right bower, discard low.
    item = _item(
        [
            [(3, "KC"), (0, "AC"), (1, "9C"), (2, "TC")],
            [(0, "QH"), (1, "KH"), (2, "JH"), (3, "9S")],
        ],
        ["AS", "QC", "9D"],
        seat=2,
    )
    assert _blunders(item) == []


@pytest.mark.parametrize("seed", range(40))
def test_what_a_record_shows_is_caught_by_the_generator_that_sees_every_hand(seed: int) -> None:
    # The generator refuses a position with any blunder it sees (every hand); a committed
    # item is checked on what its record shows. Seeing more cards never hides a blunder
    # the record shows, so a generated item always passes the bank's check.
    rng = random.Random(seed)
    position = best_play.random_position(Variant.preset("standard"), "win-cheaply", rng)
    seen = history_problems(position, known_hands(position, position.to_act()))
    every = history_problems(position, position.hands)
    assert {(b.trick, b.seat, b.card) for b in seen} <= {(b.trick, b.seat, b.card) for b in every}
