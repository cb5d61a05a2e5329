"""A quiz item's position laid out for the page: who sits where, who dealt, who made trump.

The player to act sits at the bottom ("you"); without a player to act, seats keep their
compass names with seat 0 at North, as in the lessons.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from tutor.engine import Suit, parse_card, trick_winner
from tutor.quiz import QuizItem
from tutor.web.text import _

# Display positions clockwise from the bottom: the next player clockwise sits on the left.
POSITIONS_4 = ("bottom", "left", "top", "right")
POSITIONS_3 = ("bottom", "left", "right")
COMPASS_4 = ("top", "right", "bottom", "left")  # N E S W
COMPASS_3 = ("top", "right", "left")  # N E W
SENTENCE_END = re.compile(r"(?<=[.!?。])\s+")


@dataclass(frozen=True)
class SeatView:
    seat: int
    position: str  # bottom, left, top or right
    name: str
    is_dealer: bool
    is_maker: bool
    sits_out: bool
    played: str | None  # the card this seat put in the current trick
    play_order: int | None


@dataclass(frozen=True)
class FinishedTrick:
    plays: tuple[tuple[str, str], ...]  # (seat name, card code) in play order
    winner: int | None  # index into plays; None if the engine cannot say


@dataclass(frozen=True)
class PositionView:
    seats: tuple[SeatView, ...]
    trump: str | None
    no_trump: str | None  # "high" or "low" in Bid Euchre
    upcard: str | None
    upcard_taken: bool | None
    hand: tuple[str, ...]
    tricks_done: int
    alone: bool
    history: tuple[FinishedTrick, ...] = ()

    dealt: bool = False  # a dealer or maker is known: the seats mean something

    @property
    def has_table(self) -> bool:
        """Whether drawing the table says anything (a lone hand to rank does not need it)."""
        return (
            any(seat.played for seat in self.seats)
            or bool(self.upcard)
            or bool(self.history)
            or self.dealt
        )


def _seat_names(players: int, you: int | None) -> dict[int, str]:
    if you is None:
        compass = [_("North"), _("East"), _("South"), _("West")]
        if players == 3:
            compass = [_("North"), _("East"), _("West")]
        return dict(enumerate(compass))
    if players == 3:
        relative = [_("You"), _("Left opponent"), _("Right opponent")]
    else:
        relative = [_("You"), _("Left opponent"), _("Partner"), _("Right opponent")]
    return {(you + offset) % players: name for offset, name in enumerate(relative)}


def players_of(item: QuizItem) -> int:
    seats = [item.get("dealer"), item.get("maker"), item.get("seat")]
    seats += [play.get("seat") for play in item.get("trick") or []]
    for trick in item.get("history") or []:
        seats += [play.get("seat") for play in trick]
    three_hand = item.variant == "three-hand" or "three" in item.variant
    if three_hand and all(seat is None or seat < 3 for seat in seats):
        return 3
    return 4


def position_view(item: QuizItem) -> PositionView:
    players = players_of(item)
    you: int | None = item.get("seat")
    names = _seat_names(players, you)
    if you is None:
        layout = dict(enumerate(COMPASS_3 if players == 3 else COMPASS_4))
    else:
        positions = POSITIONS_3 if players == 3 else POSITIONS_4
        layout = {(you + offset) % players: pos for offset, pos in enumerate(positions)}
    trick: list[dict[str, Any]] = list(item.get("trick") or [])
    played = {play["seat"]: (str(play["card"]), order) for order, play in enumerate(trick, 1)}
    maker = item.get("maker")
    alone = bool(item.get("alone"))
    sitting_out = (maker + 2) % 4 if alone and maker is not None and players == 4 else None
    seats = tuple(
        SeatView(
            seat=seat,
            position=layout[seat],
            name=names[seat],
            is_dealer=item.get("dealer") == seat,
            is_maker=maker == seat,
            sits_out=seat == sitting_out,
            played=played[seat][0] if seat in played else None,
            play_order=played[seat][1] if seat in played else None,
        )
        for seat in range(players)
    )
    return PositionView(
        seats=seats,
        trump=item.get("trump"),
        no_trump=item.get("no_trump"),
        upcard=item.get("upcard"),
        upcard_taken=item.get("upcard_taken"),
        hand=tuple(str(card) for card in item.get("hand") or []),
        tricks_done=len(item.get("history") or []),
        alone=alone,
        history=tuple(_finished(trick, names, item) for trick in item.get("history") or []),
        dealt=item.get("dealer") is not None or maker is not None,
    )


def _finished(trick: list[dict[str, Any]], names: dict[int, str], item: QuizItem) -> FinishedTrick:
    plays = tuple((names.get(play["seat"], str(play["seat"])), str(play["card"])) for play in trick)
    try:
        trump = Suit.parse(item.get("trump")) if item.get("trump") else None
        cards = [parse_card(code) for _name, code in plays]
        winner: int | None = trick_winner(cards, trump, low=item.get("no_trump") == "low")
    except ValueError:
        winner = None
    return FinishedTrick(plays, winner)


def sentences(text: str) -> list[str]:
    """An explanation split into sentences, shown one per line."""
    return [part.strip() for part in SENTENCE_END.split(text) if part.strip()]
