"""The rules of thumb a beginner plays by, and the other players in a judge's playouts.

Every decision reads only the acting seat's ``PublicView``. Calling counts the hand with
the quiz layer's point count (``tutor.quiz.deal.hand_strength``: about two points a
likely trick); play is ``tutor.quiz.deal.heuristic_card`` ("lead high, win cheaply, else
play low"). ``noise`` makes the human mistakes: a point count that misjudges the hand by
up to ``noise`` * 4 points, and with probability ``noise`` a card played at random.
"""

from __future__ import annotations

import random

from tutor.engine import (
    SUITS,
    Action,
    Bid,
    Card,
    Deal,
    Declare,
    DefendAloneAction,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Phase,
    Play,
    Rank,
    Suit,
    TakeUp,
)
from tutor.play.seeing import discard_choice, play_view
from tutor.quiz.deal import ALONE_THRESHOLD, CALL_THRESHOLD, hand_strength, heuristic_card


def heuristic_action(deal: Deal, rng: random.Random, *, noise: float = 0.0) -> Action:
    """The rule-of-thumb action for the seat to act (``noise`` 0: no mistakes)."""
    seat = deal.to_act
    if seat is None:
        raise ValueError("the hand is over")
    legal = deal.legal_actions()
    if len(legal) == 1:
        return legal[0]
    view = deal.public_view(seat)
    phase = deal.phase
    jitter = (rng.random() * 2 - 1) * 4 * noise if noise else 0.0
    if phase is Phase.PLAY:
        card = heuristic_card(play_view(view).position, rng, noise=noise)
        return Play(card)
    hand = list(view.hand)
    if phase is Phase.ROUND_ONE:
        upcard = deal.upcard
        if upcard is None or upcard.suit is None:  # a turned joker skips round one (E2)
            raise ValueError("round one needs a turned suit")
        takes = seat == deal.dealer or deal.variant.caller_takes_upcard
        holding = [*hand, upcard] if takes else hand
        strength = hand_strength(holding, upcard.suit) + jitter
        return _accept(legal, strength)
    if phase is Phase.ROUND_TWO:
        named = [a for a in legal if isinstance(a, NameTrump)]
        best = max(named, key=lambda a: hand_strength(hand, a.suit))
        strength = hand_strength(hand, best.suit) + jitter
        if strength < CALL_THRESHOLD and Pass() in legal:
            return Pass()
        alone = NameTrump(best.suit, alone=True)
        return alone if strength >= ALONE_THRESHOLD and alone in legal else best
    if phase is Phase.BLIND_TRUMP:
        return NameTrump(SUITS[rng.randrange(len(SUITS))])
    if phase is Phase.DISCARD:
        return discard_choice(deal)
    trump = deal.trump
    if phase in (Phase.PARTNER_ALONE, Phase.DEFEND_ALONE):
        strength = (hand_strength(hand, trump) if trump is not None else 0.0) + jitter
        if strength >= ALONE_THRESHOLD:
            return GoAlone() if phase is Phase.PARTNER_ALONE else DefendAloneAction()
        return Pass()
    if phase is Phase.BIDDING:
        tricks = int(max(_bid_strength(hand, c) for c in _contracts(deal)) + jitter / 2)
        bids = [a for a in legal if isinstance(a, Bid) and a.tricks <= tricks]
        if bids:
            return max(bids, key=lambda a: a.tricks)
        if Pass() in legal:
            return Pass()
        return min((a for a in legal if isinstance(a, Bid)), key=lambda a: a.tricks)
    if phase is Phase.DECLARE:
        declares = [a for a in legal if isinstance(a, Declare)]
        return max(declares, key=lambda a: _bid_strength(hand, (a.trump, a.low)))
    raise ValueError(f"no rule of thumb for {phase}")  # pragma: no cover


def _accept(legal: list[Action], strength: float) -> Action:
    if strength < CALL_THRESHOLD:
        return Pass()
    accepts = [a for a in legal if isinstance(a, OrderUp | TakeUp)]
    plain = [a for a in accepts if not a.alone]
    lone = [a for a in accepts if a.alone]
    if lone and (strength >= ALONE_THRESHOLD or not plain):
        # A must-go-alone seat (Canadian loner) accepts only with a clearly strong hand.
        if plain or strength >= CALL_THRESHOLD + 2:
            return lone[0]
        return Pass()
    return plain[0] if plain else Pass()


def _contracts(deal: Deal) -> list[tuple[Suit | None, bool]]:
    contracts: list[tuple[Suit | None, bool]] = [(s, False) for s in SUITS]
    if deal.variant.no_trump:
        contracts += [(None, False), (None, True)]
    return contracts


def _bid_strength(hand: list[Card], contract: tuple[Suit | None, bool]) -> float:
    """Likely tricks for a contract: the point count halved; in no-trump, count the top
    cards (aces high, nines low) and the seconds behind them."""
    trump, low = contract
    if trump is not None:
        return hand_strength(hand, trump) / 2
    top = Rank.NINE if low else Rank.ACE
    second = Rank.TEN if low else Rank.KING
    return sum(1.0 if c.rank is top else 0.4 if c.rank is second else 0.0 for c in hand)
