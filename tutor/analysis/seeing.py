"""What one seat at the table may know, in the shapes the quiz layer reads.

An engine ``Deal`` knows every card; a player (and so a bot, or the coach judging the
player) may use only ``Deal.public_view(seat)``. This module turns that view into the
quiz layer's ``View`` (for ``DealSampler`` and ``PlayJudge`` during the play) and, before
the play, deals the unseen cards at random for the calling judge. Nothing here reads a
hand other than the seat's own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.analysis.deal import dealer_discard
from tutor.analysis.position import Position, View
from tutor.engine import Card, Deal, Discard, Phase, PublicView


@dataclass
class TablePosition(Position):
    """A quiz ``Position`` that takes the turn-up's holder and the opening leader from the
    engine instead of working them out: the engine knows them in every variant (a
    partner who took the lone hand from the caller, a left-of-loner first lead, the blind
    joker), where the quiz's rule of thumb covers the positions quizzes generate."""

    holder: int | None = None
    opening_leader: int | None = None

    @property
    def upcard_holder(self) -> int:
        if self.holder is not None:
            return self.holder
        return self.maker if self.variant.caller_takes_upcard else self.dealer

    def first_leader(self) -> int:
        if self.opening_leader is not None:
            return self.opening_leader
        return super().first_leader()


def play_view(view: PublicView) -> View:
    """The quiz ``View`` of a seat during the play: its hand, the tricks, the contract."""
    if view.phase not in (Phase.PLAY, Phase.OVER) or view.maker is None:
        raise ValueError("the play has not started")
    players = view.variant.players
    hands: list[list[Card]] = [[] for _ in range(players)]
    hands[view.seat] = list(view.hand)
    history = [[(p.seat, p.card) for p in trick.plays] for trick in view.tricks]
    first = view.tricks[0].leader if view.tricks else None
    if first is None and view.trick:
        first = view.trick[0].seat
    position = TablePosition(
        variant=view.variant,
        trump=view.trump,
        low=view.low,
        dealer=view.dealer,
        maker=view.maker,
        alone=view.alone,
        hands=hands,
        history=history,
        trick=[(p.seat, p.card) for p in view.trick],
        upcard=view.upcard,
        upcard_taken=view.upcard_taken,
        discard=view.discard,
        defender_alone=view.lone_defender,
        bid=view.bid,
        holder=view.upcard_taker,
        opening_leader=first if first is not None else view.to_act,
    )
    return View(view.variant, position, view.seat, list(view.hand_sizes))


def sample_calling_deal(deal: Deal, seat: int, rng: random.Random) -> Deal:
    """Before the play: a deal the seat cannot tell from ``deal``, with the same calls.

    The cards the seat has not seen are shuffled uniformly among the other hands and the
    kitty: its own dealt hand stays unless it has not looked at it (a dealer naming trump
    blind), and so does the turn-up. The calls are replayed, a discard by another seat (a
    card the seat never saw) replaced by the card the rules of thumb discard from the
    sampled hand. The calls are not read as evidence here: ``tutor.analysis.hearing``
    weights these deals by the calls heard.
    """
    hands, kitty = unseen_dealt(deal, seat, rng)
    return replay_calls(deal, seat, hands, kitty)


def unseen_dealt(deal: Deal, seat: int, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Before the play: the hands as dealt and the kitty, the cards ``seat`` has not seen
    shuffled uniformly among the other hands and the kitty (see ``sample_calling_deal``)."""
    return unseen_of(deal, seat).deal(rng)


@dataclass(frozen=True)
class Unseen:
    """Before the play, what ``seat`` holds and the cards it has not seen: a sampler
    drawing thousands of deals for one decision works them out once (``unseen_of``)."""

    players: int
    hand_size: int
    seat: int
    own: tuple[Card, ...] | None  # None: a blind dealer has not looked at its hand
    pool: tuple[Card, ...]

    def deal(self, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
        """The hands as dealt and the kitty: the pool shuffled uniformly among the other
        hands (and the seat's own, unlooked) and the kitty."""
        pool = list(self.pool)
        rng.shuffle(pool)
        hands: list[list[Card]] = []
        size = self.hand_size
        for other in range(self.players):
            if other == self.seat and self.own is not None:
                hands.append(list(self.own))
            else:
                hands.append(pool[:size])
                pool = pool[size:]
        return hands, pool


def unseen_of(deal: Deal, seat: int) -> Unseen:
    """What ``seat`` has and has not seen before the play (see ``unseen_dealt``)."""
    if deal.phase is Phase.PLAY or deal.phase is Phase.OVER:
        raise ValueError("sample_calling_deal is for the calling; use play_view in the play")
    variant = deal.variant
    # A dealer naming trump blind (E2) has seen none of their own cards: they are dealt
    # at random with the rest, so the decision cannot depend on them.
    looked = bool(deal.public_view(seat).hand)
    own = list(deal.initial_hands[seat]) if looked else []
    seen = set(own)
    if deal.upcard is not None:
        seen.add(deal.upcard)
    pool = tuple(c for c in variant.cards() if c not in seen)
    return Unseen(variant.players, variant.hand_size, seat, tuple(own) if looked else None, pool)


def replay_calls(deal: Deal, seat: int, hands: list[list[Card]], kitty: list[Card]) -> Deal:
    """``deal``'s calls replayed on the dealt ``hands`` and ``kitty``; another seat's
    discard (unseen by ``seat``) replaced by the rules of thumb's discard."""
    sample = Deal(deal.variant, hands, dealer=deal.dealer, upcard=deal.upcard, kitty=kitty)
    for call in deal.calls:
        action = call.action
        if isinstance(action, Discard) and call.seat != seat:
            action = discard_choice(sample)
        sample.push(action)
    return sample


def discard_choice(deal: Deal) -> Discard:
    """The discard the lessons teach (A-4, ``tutor.analysis.deal.dealer_discard``) among the
    cards the rules let go (E3: not the turn-up where the dealer must keep it)."""
    seat = deal.to_act
    trump = deal.trump
    legal = [a.card for a in deal.legal_actions() if isinstance(a, Discard)]
    if seat is None or trump is None or not legal:
        raise ValueError("nobody is discarding")
    return Discard(dealer_discard(legal, trump))
