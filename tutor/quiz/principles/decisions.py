"""The decisions a principle is checked against: a card play (``Play``: a ``Situation`` and the
card), a call (``Call``) or the dealer's discard (``DealerDiscard``), and the holding counts
they share."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.analysis.calling import PASS
from tutor.analysis.position import Position
from tutor.engine import (
    Card,
    Rank,
    Suit,
    card_power,
    effective_suit,
    is_trump,
)

# -- a card play ----------------------------------------------------------------------------


class Situation:
    """The facts of a position as the player to act sees them."""

    def __init__(self, position: Position, seat: int) -> None:
        self.position = position
        self.seat = seat
        self.trump = position.trump
        self.low = position.low
        self.hand = position.hands[seat]
        self.legal = position.legal(seat)
        self.on_lead = not position.trick
        self.side = position.side(seat)
        self.makers = seat in position.maker_side()
        self.winner_seat: int | None = None
        self.winner_card: Card | None = None
        self.led: Suit | None = None
        if position.trick:
            cards = [c for _, c in position.trick]
            self.led = effective_suit(cards[0], self.trump)
            powers = [self._power(c) for c in cards]
            best = max(range(len(cards)), key=powers.__getitem__)
            self.winner_seat, self.winner_card = position.trick[best]
        played = set(position.played())
        self.unplayed_elsewhere = [
            c for c in position.variant.cards() if c not in played and c not in self.hand
        ]

    def _power(self, card: Card) -> int:
        return card_power(card, self.trump, self.led, low=self.low)

    def is_trump(self, card: Card) -> bool:
        return self.trump is not None and is_trump(card, self.trump)

    @property
    def partner_winning(self) -> bool:
        return self.winner_seat is not None and self.winner_seat in self.side

    def beats_winner(self, card: Card) -> bool:
        return self.winner_card is not None and self._power(card) > self._power(self.winner_card)

    def is_boss(self, card: Card) -> bool:
        """Highest card still out in its suit (no unseen card of that suit ranks above it)."""
        suit = effective_suit(card, self.trump)
        power = card_power(card, self.trump, suit, low=self.low)
        return all(
            card_power(other, self.trump, suit, low=self.low) < power
            for other in self.unplayed_elsewhere
            if effective_suit(other, self.trump) is suit
        )

    def opponents(self) -> list[int]:
        return [s for s in self.position.active if s not in self.side]

    def unseen_trumps(self) -> list[Card]:
        """Trumps not played and not in my hand, less a turn-up my own side took up or that
        nobody took (dead when the dealer's partner went alone: it is out of play)."""
        if self.trump is None:
            return []
        unseen = [c for c in self.unplayed_elsewhere if self.is_trump(c)]
        p = self.position
        if p.upcard in unseen and (not p.upcard_taken or p.upcard_holder in self.side):
            unseen.remove(p.upcard)
        return unseen

    def trumps_against(self) -> bool:
        """Could an opponent still hold a trump? (Count them, and read shown voids, A-1/S0-7.)"""
        if not self.unseen_trumps():
            return False
        voids = self.position.voids()
        return any(self.trump not in voids[s] for s in self.opponents())

    def low_key(self, card: Card) -> tuple[int, int]:
        """Cheapest first: plain before trump, then by rank within the suit."""
        suit = effective_suit(card, self.trump)
        return (1 if self.is_trump(card) else 0, card_power(card, self.trump, suit, low=self.low))

    def trumps(self) -> list[Card]:
        return [c for c in self.legal if self.is_trump(c)]

    def plain(self) -> list[Card]:
        return [c for c in self.legal if not self.is_trump(c)]

    def void_in_led(self) -> bool:
        return self.led is not None and not any(
            effective_suit(c, self.trump) is self.led for c in self.hand
        )


@dataclass(frozen=True)
class Play:
    situation: Situation
    card: Card


# -- a call ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Call:
    """Round one (order up, pick up, go alone, pass) or two (name a suit, pass).

    ``upcard`` is the turn-up (turned down in round two); ``action`` is PASS, ORDER_UP,
    ALONE or a suit code; ``scores`` are (my side, the opponents) where the item shows them.
    """

    dealer: int
    seat: int
    hand: tuple[Card, ...]
    upcard: Card
    round: int
    action: str
    stuck: bool = False
    scores: tuple[int, int] | None = None
    target: int = 10
    canadian_loner: bool = False
    # The maker has called and says whether they play alone (the go-alone kind): any
    # call, in round two a suit code, with or without the loner.
    alone: bool = False
    # Three-hand (rules-spec 2.4): no partner, the maker always plays against two.
    players: int = 4
    # British (P3, E9): the caller takes the turn-up (round one) or the turned-down card
    # (round two) into his own hand; the dealer naming trump under a turned Benny (E2)
    # takes the Benny.
    caller_takes: bool = False

    @property
    def role(self) -> int:
        """0 dealer, 1 left of the dealer (eldest), 2 the dealer's partner (three-hand: the
        dealer's right), 3 right of it."""
        return (self.seat - self.dealer) % self.players

    @property
    def suit(self) -> Suit | None:
        """The suit the action would make trump (None for a pass)."""
        if self.action == PASS:
            return None
        if self.round == 1:
            return self.upcard.suit
        return Suit.parse(self.action)

    def holding(self, trump: Suit) -> list[Card]:
        """The dealer counts the turn-up as part of the hand in round one (A-11); so does
        any British caller, who takes it himself (P3)."""
        if self.caller_takes or (self.round == 1 and self.seat == self.dealer):
            return [*self.hand, self.upcard]
        return list(self.hand)


@dataclass(frozen=True)
class DealerDiscard:
    hand: tuple[Card, ...]  # the five dealt cards
    upcard: Card
    card: Card


Decision = Play | Call | DealerDiscard


def trumps_in(cards: Sequence[Card], trump: Suit) -> list[Card]:
    """The trumps among ``cards``, highest first."""
    held = [c for c in cards if is_trump(c, trump)]
    return sorted(held, key=lambda c: -card_power(c, trump, trump))


def high_trumps(cards: Sequence[Card], trump: Suit) -> list[Card]:
    """Trumps ranked ace or higher (the bowers, the ace, the Benny)."""
    return [
        c
        for c in trumps_in(cards, trump)
        if c.is_joker or c.rank is Rank.JACK or c.rank is Rank.ACE
    ]


def off_aces(cards: Sequence[Card], trump: Suit) -> list[Card]:
    return [c for c in cards if c.rank is Rank.ACE and not is_trump(c, trump)]
