"""The tricks shown before a best-play position are plausible play: no player, as far as
the record shows their hand, throws away a winner (a strong player's review found the
maker, void in clubs, sloughing the A♦ while holding the J♥ turn-up that would have taken
the trick: best-play/standard/602/8)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.quiz.bank_items import play_items
from tutor.analysis.plausible import history_problems, known_hands
from tutor.analysis.position import view_from_item
from tutor.engine import Variant
from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import best_play

CATALOGUE = load_catalogue()


PLAY_ITEMS = list(play_items(CATALOGUE))


def _blunders(item: dict[str, Any]) -> list[str]:
    view = view_from_item(item)
    # A puzzle's line is double-dummy play (tutor.quiz.kinds.puzzle): no guess about unseen
    # cards, as best_play.check reads it.
    presume = not str(item["id"]).startswith("puzzle/")
    found = history_problems(view.position, known_hands(view.position, view.seat), presume=presume)
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
        "best-play/standard/0/1 trick 2: seat 2 A♦: last to play, lets the opponents have a "
        "trick it could take"
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
        "plays a higher card than needed on a trick it does not take"
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
        "last to play, lets the opponents have a trick it could take"
    ]


def _reasons(item: dict[str, Any]) -> list[str]:
    return [line.split(": ", 2)[2] for line in _blunders(item)]


# The second review (review/bestplay-findings-2.md §1) found each of these in the banks.


def test_discarding_in_last_seat_instead_of_a_sure_ruff_is_caught() -> None:
    # 607/48: last to play to the loner's 10♣ ruff of partner's A♦, you (seat 2) threw the
    # 10♥ while holding the Q♣, which overruffs for sure.
    item = _item(
        [[(0, "AD"), (1, "TC"), (2, "TH")]],
        ["JS", "QS", "QC", "AH"],
        trump="C",
        dealer=2,
        maker=1,
        alone=True,
        seat=2,
        upcard="9D",
        upcard_taken=False,
        trick=[{"seat": 1, "card": "JC"}],
    )
    assert _reasons(item) == ["last to play, lets the opponents have a trick it could take"]


def test_overtrumping_partners_sure_trick_in_last_seat_is_caught() -> None:
    # 601/31: partner's 10♠ ruff wins and you, last, overtrump with the J♣ holding the 9♣.
    item = _item(
        [
            [(3, "AD"), (0, "TD"), (1, "JD"), (2, "9D")],
            [(3, "QD"), (0, "9S"), (1, "QS"), (2, "TH")],
            [(1, "AH"), (2, "TS"), (3, "9H"), (0, "JC")],
        ],
        ["JS", "9C"],
        trump="S",
        dealer=2,
        maker=0,
        seat=0,
        upcard="JH",
        upcard_taken=False,
    )
    assert _reasons(item) == [
        "last to play, takes its partner's sure trick with a card it could keep"
    ]


def test_the_makers_side_discarding_instead_of_ruffing_is_caught() -> None:
    # 602/23: the maker, holding the J♦ turn-up and void in spades, threw the K♥ on the A♠.
    item = _item(
        [
            [(2, "QC"), (3, "9C"), (0, "AC"), (1, "KC")],
            [(0, "AS"), (1, "KH"), (2, "TH"), (3, "QS")],
        ],
        ["TS", "9D", "KD"],
        trump="D",
        dealer=1,
        maker=1,
        seat=0,
        upcard="JD",
        upcard_taken=True,
    )
    assert _reasons(item) == [
        "on the makers' side and void, discards instead of trumping a trick it would win"
    ]


def test_a_loner_showing_out_with_at_most_one_trump_is_caught() -> None:
    # 607/13: the loner, void in hearts, threw the 10♠ on the A♥ having shown no trump.
    item = _item(
        [
            [(1, "AC"), (2, "TC"), (3, "9C")],
            [(1, "AH"), (2, "TS"), (3, "QH")],
        ],
        ["JC", "TD", "KD"],
        trump="D",
        dealer=3,
        maker=2,
        alone=True,
        seat=1,
        upcard="9D",
        upcard_taken=True,
    )
    assert _reasons(item) == ["the lone hand, void, has shown at most one trump"]


def test_a_higher_discard_than_needed_is_caught() -> None:
    # 607/21: on partner's winning A♦ you threw the K♥ and kept the 10♥ and 9♥.
    item = _item(
        [[(3, "AD"), (1, "KH"), (2, "TC")]],
        ["JS", "9C", "9H", "TH"],
        trump="C",
        dealer=2,
        maker=2,
        alone=True,
        seat=1,
        upcard="QC",
        upcard_taken=True,
        trick=[{"seat": 2, "card": "JC"}, {"seat": 3, "card": "AC"}],
    )
    assert _reasons(item) == ["plays a higher card than needed on a trick it does not take"]


def test_an_ace_sloughed_from_an_unseen_hand_is_caught() -> None:
    # 602/41: the maker's partner, its other cards unseen, threw the A♥ on a trump lead.
    item = _item(
        [
            [(1, "9D"), (2, "TD"), (3, "9S"), (0, "QD")],
            [(0, "JC"), (1, "JS"), (2, "9C"), (3, "TC")],
            [(0, "KC"), (1, "JD"), (2, "AH"), (3, "AC")],
        ],
        ["QS", "AS"],
        trump="C",
        dealer=0,
        maker=0,
        seat=3,
        upcard="JC",
        upcard_taken=True,
    )
    assert _reasons(item) == ["sloughs an ace"]


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
    # The one guess about unseen cards (an ace sloughed from a hand the record does not
    # show) is left out: the generator checks the record's view as well (best_play.generate).
    seen = history_problems(position, known_hands(position, position.to_act()), presume=False)
    every = history_problems(position, position.hands)
    assert {(b.trick, b.seat, b.card) for b in seen} <= {(b.trick, b.seat, b.card) for b in every}
