"""A table position laid out for the page, from the player's seat: the quiz table's
``PositionView`` (so the quiz templates draw it), the last trick, and what happened since.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutor.catalogue import N_, messages, say
from tutor.engine import Action, Deal, Phase, Play, trick_winner
from tutor.play.sayings import action_label
from tutor.play.table import YOU
from tutor.quiz.words import seat_label
from tutor.web.position import (
    COMPASS_3,
    COMPASS_4,
    POSITIONS_3,
    POSITIONS_4,
    FinishedTrick,
    PositionView,
    SeatView,
)


def seat_names(players: int, lang: str) -> dict[int, str]:
    return {seat: seat_label(seat, YOU, players, lang) for seat in range(players)}


def position_view(deal: Deal, lang: str, *, seat: int | None = YOU) -> PositionView:
    """The table as ``seat`` sees it (None: every seat by compass, for the replay)."""
    players = deal.players
    names = (
        seat_names(players, lang)
        if seat is not None
        else {s: seat_label(s, None, players, lang) for s in range(players)}
    )
    if seat is None:
        layout = dict(enumerate(COMPASS_3 if players == 3 else COMPASS_4))
    else:
        positions = POSITIONS_3 if players == 3 else POSITIONS_4
        layout = {(seat + offset) % players: pos for offset, pos in enumerate(positions)}
    played = {p.seat: (p.card.code, order) for order, p in enumerate(deal.trick, 1)}
    active = set(deal.active_seats)
    seats = tuple(
        SeatView(
            seat=s,
            position=layout[s],
            name=names[s],
            is_dealer=deal.dealer == s,
            is_maker=deal.maker == s,
            sits_out=s not in active,
            played=played[s][0] if s in played else None,
            play_order=played[s][1] if s in played else None,
        )
        for s in range(players)
    )
    history = tuple(
        FinishedTrick(
            tuple((names[p.seat], p.card.code) for p in trick.plays),
            trick.plays.index(next(p for p in trick.plays if p.seat == trick.winner)),
        )
        for trick in deal.tricks
    )
    view_seat = YOU if seat is None else seat
    return PositionView(
        seats=seats,
        trump=deal.trump.code if deal.trump else None,
        no_trump=_no_trump(deal),
        upcard=deal.upcard.code if deal.upcard else None,
        upcard_taken=deal.upcard_taken,
        hand=tuple(c.code for c in deal.public_view(view_seat).hand) if seat is not None else (),
        tricks_done=len(deal.tricks),
        alone=deal.alone,
        history=history,
        dealt=True,
        **_turn_up(deal, names, seat),
    )


def _no_trump(deal: Deal) -> str | None:
    if not deal.contract_fixed or deal.trump is not None:
        return None
    return "low" if deal.low else "high"


def _turn_up(deal: Deal, names: dict[int, str], seat: int | None) -> dict[str, Any]:
    if deal.upcard is None:
        return {}
    if deal.upcard_taken:
        holder = deal.upcard_taker
        if seat is not None and holder == seat:
            discard = deal.discard.code if deal.discard else None
            return {"upcard_state": "yours", "discard": discard}
        by_caller = holder is not None and holder != deal.dealer
        return {
            "upcard_state": "taken",
            "upcard_holder": names[holder] if by_caller and holder is not None else None,
        }
    if deal.upcard_dead:
        return {"upcard_state": "dead"}
    if deal.turned_down or deal.contract_fixed:
        return {"upcard_state": "turned down"}
    return {}


@dataclass(frozen=True)
class Event:
    """One action at the table, as the log under the table says it."""

    seat: int
    who: str
    what: str
    card: str | None  # the card played or discarded (a chip), if any
    yours: bool


def events(deal: Deal, actions: list[str], lang: str, since: int = 0) -> list[Event]:
    """The actions from index ``since`` on, by seat, replayed on a fresh copy of the deal
    (a discard by another seat is never shown: it is face down)."""
    replay = Deal(
        deal.variant,
        [list(h) for h in deal.initial_hands],
        dealer=deal.dealer,
        upcard=deal.upcard,
        kitty=list(deal.kitty),
    )
    names = seat_names(deal.players, lang)
    out: list[Event] = []
    for index, text in enumerate(actions):
        seat = replay.to_act
        if seat is None:
            break
        action = Action.parse(text)
        if index >= since:
            out.append(_event(replay, seat, action, names, lang))
        replay.push(action)
    return out


def _event(deal: Deal, seat: int, action: Action, names: dict[int, str], lang: str) -> Event:
    from tutor.engine import Discard

    card = None
    what = action_label(action, deal, lang)
    # A card is shown as a chip after the words, so the words do not repeat it.
    if isinstance(action, Play):
        card = action.card.code
        what = ""  # "North: J♠" says it
    if isinstance(action, Discard):
        if seat != YOU:
            what = say(lang, N_("discards a card face down"))
        else:
            card = action.card.code
            what = messages(lang).pgettext("your discard", "discard")
    return Event(seat, names[seat], what, card, seat == YOU)


def last_trick(deal: Deal, lang: str) -> FinishedTrick | None:
    if not deal.tricks:
        return None
    names = seat_names(deal.players, lang)
    trick = deal.tricks[-1]
    cards = [p.card for p in trick.plays]
    winner = trick_winner(cards, deal.trump, low=deal.low)
    return FinishedTrick(tuple((names[p.seat], p.card.code) for p in trick.plays), winner)


def phase_key(deal: Deal) -> str:
    """What the player is asked, as a short key the template words."""
    phase = deal.phase
    if phase is Phase.ROUND_ONE:
        return "round-one-dealer" if deal.to_act == deal.dealer else "round-one"
    return str(phase.value)
