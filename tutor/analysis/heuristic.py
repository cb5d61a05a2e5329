"""The rules of thumb a beginner plays by, and the other players in a judge's playouts.

Every decision reads only the acting seat's ``PublicView``. Calling counts the hand with
the quiz layer's point count (``tutor.analysis.deal.hand_strength``: about two points a
likely trick); play is ``tutor.analysis.deal.heuristic_card`` ("lead high, win cheaply, else
play low"); Bid Euchre's bids and declarations are ``tutor.analysis.bidding``'s, so the
bidding quizzes sample the same players. ``noise`` makes the human mistakes: a point count
that misjudges the hand by up to ``noise`` * 4 points, and with probability ``noise`` a
card played at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutor.analysis.bidding import (
    auction_of,
    bid_on_count,
    counted_tricks,
    heuristic_declare,
    partners_bid,
)
from tutor.analysis.deal import ALONE_THRESHOLD, CALL_THRESHOLD, hand_strength, heuristic_card
from tutor.analysis.seeing import discard_choice, play_view
from tutor.engine import (
    SUITS,
    Action,
    Card,
    Deal,
    DefendAloneAction,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Phase,
    Play,
    PublicView,
    TakeUp,
)


def heuristic_action(
    deal: Deal, rng: random.Random, *, noise: float = 0.0, lean: float = 0.0
) -> Action:
    """The rule-of-thumb action for the seat to act (``noise`` 0: no mistakes); ``lean``
    points are added to the hand's count before the calling thresholds (a player who calls
    on less than the count, as ``tutor.analysis.hearing.CallingModel.leans`` reads one)."""
    seat = deal.to_act
    if seat is None:
        raise ValueError("the hand is over")
    legal = deal.legal_actions()
    if len(legal) == 1:
        return legal[0]
    view = deal.public_view(seat)
    phase = deal.phase
    jitter = lean + ((rng.random() * 2 - 1) * 4 * noise if noise else 0.0)
    if phase is Phase.PLAY:
        card = heuristic_card(play_view(view).position, rng, noise=noise)
        return Play(card)
    if phase is Phase.BLIND_TRUMP:
        return NameTrump(SUITS[rng.randrange(len(SUITS))])
    return counted_call(deal, view, legal, jitter)


def counted_call(deal: Deal, view: PublicView, legal: list[Action], jitter: float) -> Action:
    """The call the point count makes for the seat to act (any phase before the play but
    the blind naming), the count misjudged by ``jitter`` points."""
    if deal.phase is Phase.DISCARD:
        return discard_choice(deal)
    return counted_calls(deal, view.seat, view.hand, legal, (jitter,))[0]


def counted_calls(
    deal: Deal,
    seat: int,
    hand: Sequence[Card],
    legal: Sequence[Action],
    jitters: Sequence[float],
) -> list[Action]:
    """The count's call for ``seat`` holding ``hand`` in ``deal``'s calling phase (not the
    discard), at each misjudgement in ``jitters``: the hand is counted once.
    ``tutor.analysis.hearing`` reads calls by this same function, so the table's players
    and the reading agree."""
    phase = deal.phase
    if phase is Phase.ROUND_ONE:
        upcard = deal.upcard
        if upcard is None or upcard.suit is None:  # a turned joker skips round one (E2)
            raise ValueError("round one needs a turned suit")
        takes = seat == deal.dealer or deal.variant.caller_takes_upcard
        holding = [*hand, upcard] if takes else hand
        count = hand_strength(holding, upcard.suit)
        return [_accept(legal, count + jitter) for jitter in jitters]
    if phase is Phase.ROUND_TWO:
        named = [a for a in legal if isinstance(a, NameTrump)]
        counts = {a.suit: hand_strength(hand, a.suit) for a in named}
        best = max(named, key=lambda a: counts[a.suit])
        alone = NameTrump(best.suit, alone=True)
        calls: list[Action] = []
        for jitter in jitters:
            strength = counts[best.suit] + jitter
            if strength < CALL_THRESHOLD and Pass() in legal:
                calls.append(Pass())
            else:
                calls.append(alone if strength >= ALONE_THRESHOLD and alone in legal else best)
        return calls
    trump = deal.trump
    if phase in (Phase.PARTNER_ALONE, Phase.DEFEND_ALONE):
        count = hand_strength(hand, trump) if trump is not None else 0.0
        lone = GoAlone() if phase is Phase.PARTNER_ALONE else DefendAloneAction()
        return [lone if count + jitter >= ALONE_THRESHOLD else Pass() for jitter in jitters]
    if phase is Phase.BIDDING:
        counted = counted_tricks(hand, no_trump=deal.variant.no_trump)  # once, not per jitter
        partner = partners_bid(auction_of(deal), seat)
        return [bid_on_count(counted, legal, j, partners_bid=partner) for j in jitters]
    if phase is Phase.DECLARE:
        return [heuristic_declare(hand, legal)] * len(jitters)
    raise ValueError(f"no rule of thumb for {phase}")  # pragma: no cover


def _accept(legal: Sequence[Action], strength: float) -> Action:
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
