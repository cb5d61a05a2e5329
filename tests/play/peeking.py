"""Deals a seat cannot tell apart: every card it has not seen dealt again at random."""

from __future__ import annotations

import random

from tutor.analysis.seeing import discard_choice
from tutor.engine import Card, Deal, Discard

RESHUFFLE_TRIES = 400


def reshuffled(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
    """The same calls and plays with EVERY card ``seat`` has not seen dealt again.

    The cards the seat has seen stay where they are: its own hand if it has looked at it
    (a dealer naming trump blind has not), the turn-up, and each card another seat has
    played (in that seat's hand). Everything else (the other hands, the kitty, another
    seat's discard, the seat's own face-down hand) is shuffled and dealt again; another
    seat's discard is replayed as the discard the rules of thumb choose. A deal whose
    replay breaks a rule or shows the seat anything new is redrawn; None if none of
    ``RESHUFFLE_TRIES`` draws fits (the caller skips the case, and says how many it ran).
    """
    view = deal.public_view(seat)
    variant = deal.variant
    looked = bool(view.hand) or deal.is_over
    played: dict[int, set[Card]] = {s: set() for s in range(deal.players)}
    for trick in view.tricks:
        for play in trick.plays:
            played[play.seat].add(play.card)
    for play in view.trick:
        played[play.seat].add(play.card)
    fixed: list[list[Card]] = []
    for place in range(deal.players):
        if place == seat and looked:
            fixed.append(list(deal.initial_hands[place]))
        else:
            fixed.append([c for c in deal.initial_hands[place] if c in played[place]])
    kept = {c for cards in fixed for c in cards}
    if deal.upcard is not None:
        kept.add(deal.upcard)
    free = [c for c in variant.cards() if c not in kept]
    for _ in range(RESHUFFLE_TRIES):
        rng.shuffle(free)
        hands: list[list[Card]] = []
        start = 0
        for place in range(deal.players):
            need = variant.hand_size - len(fixed[place])
            hands.append(fixed[place] + free[start : start + need])
            start += need
        kitty = free[start:]
        other = Deal(variant, hands, dealer=deal.dealer, upcard=deal.upcard, kitty=kitty)
        if _replayed(deal, other, seat) and other.public_view(seat) == view:
            return other
    return None


def _replayed(deal: Deal, other: Deal, seat: int) -> bool:
    """Push ``deal``'s moves onto ``other``; False where ``other``'s cards break a rule."""
    try:
        for mover, action in zip(_movers(deal), deal.move_stack, strict=True):
            if isinstance(action, Discard) and mover != seat:
                action = discard_choice(other)
            other.push(action)
    except ValueError:  # IllegalPlayError and every EngineError among them
        return False
    return True


def _movers(deal: Deal) -> list[int]:
    """Who made each move of ``deal``'s stack, found by replaying it on a copy."""
    replay = Deal(
        deal.variant,
        [list(h) for h in deal.initial_hands],
        dealer=deal.dealer,
        upcard=deal.upcard,
        kitty=list(deal.kitty),
    )
    movers: list[int] = []
    for action in deal.move_stack:
        mover = replay.to_act
        assert mover is not None
        movers.append(mover)
        replay.push(action)
    return movers
