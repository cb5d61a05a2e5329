"""The strategy principles of rules-spec §4 as small checks over a position.

Each principle answers two questions for a decision: does its condition hold here (so a
quiz may quote it), and is the action what it recommends (so an item whose best action
contradicts the principle it would teach is not built). ``fits(principle, decision)`` is
both at once; ``holds`` and ``follows`` apart.

A decision is a card play (``Play``: a ``Situation`` and the card), a call in round one or
two (``Call``) or the dealer's discard (``DealerDiscard``). Only what the acting player
knows is used: their hand, the cards played, the turn-up, the calls and the score.

``LESSON_SECTIONS`` names the lesson section that teaches each principle, so learner text
never shows a rule id: the web links to the section instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TypeVar

from tutor.analysis.calling import ALONE, ORDER_UP, PASS
from tutor.analysis.deal import dealer_discard
from tutor.analysis.position import Position, View
from tutor.analysis.sampling import DealSampler, SamplingError
from tutor.engine import (
    Card,
    Rank,
    Suit,
    card_power,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
    legal_plays,
    trick_winner,
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


# -- the principles -------------------------------------------------------------------------


@dataclass(frozen=True)
class Principle:
    holds: Callable[[Decision], bool]
    follows: Callable[[Decision], bool]


_D = TypeVar("_D", Play, Call, DealerDiscard)


def _need(decision: Decision, kind: type[_D]) -> _D:
    """A principle's recommendation is asked only of the decisions it is about."""
    if not isinstance(decision, kind):
        raise TypeError(f"this principle does not judge a {type(decision).__name__}")
    return decision


def _play(decision: Decision) -> Situation | None:
    return decision.situation if isinstance(decision, Play) else None


def _s01_holds(d: Decision) -> bool:
    s = _play(d)
    return s is not None and s.on_lead and s.makers and bool(s.trumps()) and s.trumps_against()


def _s01_follows(d: Decision) -> bool:
    """A trump; my highest when partner is the maker (even if it is only the 9)."""
    d = _need(d, Play)
    s = d.situation
    if not s.is_trump(d.card):
        return False
    if s.position.maker != s.seat and s.position.maker in s.side:
        return s.low_key(d.card) == max(s.low_key(c) for c in s.trumps())
    return True


def _defending_lead(s: Situation | None) -> bool:
    return s is not None and s.on_lead and not s.makers and bool(s.plain())


def _s02_holds(d: Decision) -> bool:
    return _defending_lead(_play(d))


def _s02_follows(d: Decision) -> bool:
    """My highest non-trump, an off-suit ace if I have one."""
    d = _need(d, Play)
    s = d.situation
    if s.is_trump(d.card) or s.low:
        return False
    return d.card.rank is max(c.rank for c in s.plain())


def _s03_holds(d: Decision) -> bool:
    return isinstance(d, Call) and not (d.round == 2 and d.action == PASS and d.stuck)


def _s03_follows(d: Decision) -> bool:
    """Call with two trumps ace or higher (counting a turn-up the partner takes), else pass;
    stuck, name the suit with the most trumps."""
    d = _need(d, Call)
    if d.stuck:
        return _most_trumps(d)
    if d.action == PASS:
        if d.round == 1:
            trump = d.upcard.suit
            return trump is not None and not _s03_calls(d, trump)
        return not any(_s03_calls(d, s) for s in _nameable(d))
    suit = d.suit
    return suit is not None and _call_strength(d, suit) >= 2 and _third_trick(d, suit)


def _s03_calls(d: Call, trump: Suit) -> bool:
    return _call_strength(d, trump) >= 2 and _third_trick(d, trump)


def _third_trick(d: Call, trump: Suit) -> bool:
    """S0-3 counts on partner for one trick; a three-hand maker has no partner, so the
    third trick must be in the hand: a third trump or an off-suit ace."""
    if d.players == 4:
        return True
    holding = d.holding(trump)
    return len(trumps_in(holding, trump)) >= 3 or bool(off_aces(holding, trump))


def _call_strength(d: Call, trump: Suit) -> int:
    high = len(high_trumps(d.holding(trump), trump))
    partner_takes = d.round == 1 and d.role == 2 and d.players == 4 and not d.caller_takes
    if partner_takes and high_trumps([d.upcard], trump):
        high += 1
    return high


def _nameable(d: Call) -> list[Suit]:
    return [s for s in Suit if s is not d.upcard.suit]


def _most_trumps(d: Call) -> bool:
    """The named suit holds at least as many trumps as any other nameable suit, and no
    fewer high ones among those with as many."""
    suit = d.suit
    if suit is None:
        return False

    def weight(s: Suit) -> tuple[int, int]:
        return len(trumps_in(d.hand, s)), len(high_trumps(d.hand, s))

    return all(weight(suit) >= weight(other) for other in _nameable(d))


def _s04_holds(d: Decision) -> bool:
    """Partner wins with a trump and I could overtrump, or play under it."""
    s = _play(d)
    if s is None or s.winner_card is None or not s.partner_winning:
        return False
    if not s.is_trump(s.winner_card):
        return False
    return any(s.beats_winner(c) for c in s.legal) and any(not s.beats_winner(c) for c in s.legal)


def still_to_play(s: Situation) -> list[int]:
    """The seats that play to this trick after me, in order."""
    p = s.position
    seats = []
    seat = s.seat
    for _ in range(len(p.active) - len(p.trick) - 1):
        seat = p.next_active(seat)
        seats.append(seat)
    return seats


def overruffers(s: Situation) -> list[int]:
    """Opponents still to play to this trick who have not shown out of trump."""
    voids = s.position.voids()
    return [x for x in still_to_play(s) if x not in s.side and s.trump not in voids[x]]


def partner_threats(s: Situation) -> list[Card]:
    """Trumps that could still beat partner's winning trump, strongest first: unseen trumps
    above it, where an opponent still to play to this trick has not shown out of trump
    (S0-4's exception). A turn-up taken by an opponent who has already played here is no
    threat."""
    winner = s.winner_card
    if winner is None or not s.partner_winning or not s.is_trump(winner):
        return []
    threatening = overruffers(s)
    if not threatening:
        return []
    p = s.position
    gone = out_of_play(s)
    threats = [
        c
        for c in s.unseen_trumps()
        if s.beats_winner(c)
        and c not in gone
        and not (p.upcard_taken and c == p.upcard and p.upcard_holder not in threatening)
    ]
    return sorted(threats, key=s._power, reverse=True)  # strongest first


def out_of_play(s: Situation) -> list[Card]:
    """Unplayed cards the player knows nobody holds: a turn-up nobody took (turned down, or
    dead under a dealer's partner's loner) and the player's own discard."""
    p = s.position
    gone = []
    if p.upcard is not None and not p.upcard_taken:
        gone.append(p.upcard)
    if p.discard is not None and p.upcard_taken and p.upcard_holder == s.seat:
        gone.append(p.discard)
    return gone


def beaters(s: Situation, card: Card) -> list[Card]:
    """Unseen cards that could beat ``card`` if I played it to this trick, strongest first:
    for all I know, an opponent still to play holds each, one who has not shown out of the
    suit it needs (trump for a ruff, the led suit otherwise; ``overruffers`` for trumps).
    Cards out of play are none, and a turn-up an opponent took counts only if that
    opponent is still to play here."""
    seen = _Seen.of(s)  # once for every card and seat asked about
    later = still_to_play(s)
    found = [
        c
        for c in s.unplayed_elsewhere
        if s._power(c) > s._power(card) and any(seen.may_play(x, c) for x in later)
    ]
    return sorted(found, key=s._power, reverse=True)


def may_play(s: Situation, seat: int, card: Card) -> bool:
    """Whether ``seat``, still to play to this trick, may be an opponent holding the unseen
    ``card`` for all I know: not on my side, not shown out of the suit the card is of
    (trump, for a trump: ``overruffers``), the card not out of play, and a turn-up that was
    taken only in the hand that took it."""
    return _Seen.of(s).may_play(seat, card)


@dataclass(frozen=True)
class _Seen:
    """What ``may_play`` reads of a position, found once per question rather than once
    per card and seat: the cards out of play, the shown voids, who can still ruff."""

    s: Situation
    gone: frozenset[Card]
    unseen: frozenset[Card]
    voids: dict[int, set[Suit | None]]
    ruffers: frozenset[int]

    @classmethod
    def of(cls, s: Situation) -> _Seen:
        return cls(
            s,
            frozenset(out_of_play(s)),
            frozenset(s.unplayed_elsewhere),
            s.position.voids(),
            frozenset(overruffers(s)),
        )

    def may_play(self, seat: int, card: Card) -> bool:
        s, p = self.s, self.s.position
        if seat in s.side or card in self.gone or card not in self.unseen:
            return False
        if p.upcard_taken and card == p.upcard and seat != p.upcard_holder:
            return False
        if s.is_trump(card):
            return seat in self.ruffers
        return effective_suit(card, s.trump) not in self.voids[seat]


def cheapest_winner(s: Situation) -> Card | None:
    """My weakest legal card that beats the trick's winner (None if none does)."""
    winners = [c for c in s.legal if s.beats_winner(c)]
    return min(winners, key=s._power) if winners else None


def cheap_winner_threats(s: Situation, answer: Card) -> list[Card]:
    """Why win with ``answer`` and not the cheapest card that wins: the unseen cards a
    player still to act could beat the cheapest winner with (``beaters``), where nothing
    out can beat ``answer``, a stronger card of mine that also beats an opponent's winning
    card. Empty when that is not the case: the cheap winner is safe, or ``answer`` is no
    stronger winner, or it could be beaten too."""
    cheap = cheapest_winner(s)
    if cheap is None or s.partner_winning or answer == cheap or not s.beats_winner(answer):
        return []
    if beaters(s, answer):
        return []
    return beaters(s, cheap)


def partner_safe(s: Situation) -> str | None:
    """Why partner's winning trump cannot be beaten by a card still to come, as the player
    sees it: "last" (nobody plays after me), "void" (everyone after me has shown out of
    trump), "none-out" (no higher trump is unplayed outside my hand, counting the known
    dead turn-up and my discard out); None when a player still to act may beat it."""
    winner = s.winner_card
    if winner is None or not s.partner_winning or not s.is_trump(winner):
        return None
    if not still_to_play(s):
        return "last"
    if not overruffers(s):
        return "void"
    if partner_threats(s):
        return None
    return "none-out"


def covers_partner(s: Situation, card: Card) -> bool:
    """Overtrumping partner with ``card`` stops an overruff: an opponent still to play may
    beat partner's trump, and nothing left out can beat ``card``."""
    return (
        s.is_trump(card) and s.beats_winner(card) and s.is_boss(card) and bool(partner_threats(s))
    )


def _s04_follows(d: Decision) -> bool:
    # Play under partner; overtrump only to stop a later opponent beating partner, with a
    # trump nothing can beat (rules-spec S0-4, "needlessly").
    d = _need(d, Play)
    return not d.situation.beats_winner(d.card) or covers_partner(d.situation, d.card)


def _s05_holds(d: Decision) -> bool:
    s = _play(d)
    if s is None or s.winner_card is None or not s.partner_winning:
        return False
    if s.is_trump(s.winner_card) or s.winner_card.rank is not Rank.ACE:
        return False
    return s.void_in_led() and bool(s.trumps()) and bool(s.plain())


def _s05_follows(d: Decision) -> bool:
    d = _need(d, Play)
    return not d.situation.is_trump(d.card)


def _s06_holds(d: Decision) -> bool:
    """A trick in progress and a choice of cards: either none of mine beats the winner
    (play the weakest), or an opponent is winning and I can beat it (win cheaply)."""
    s = _play(d)
    if s is None or s.winner_card is None or len(s.legal) < 2:
        return False
    winners = [c for c in s.legal if s.beats_winner(c)]
    return not winners or not s.partner_winning


def _s06_follows(d: Decision) -> bool:
    d = _need(d, Play)
    s = d.situation
    winners = [c for c in s.legal if s.beats_winner(c)]
    if not winners:
        return s.low_key(d.card) == min(s.low_key(c) for c in s.legal)
    return d.card in winners and s._power(d.card) == min(s._power(c) for c in winners)


def _s07_holds(d: Decision) -> bool:
    """On lead with a winner in a plain suit, and an opponent has shown out of trump."""
    s = _play(d)
    if s is None or s.trump is None or not s.on_lead or not s.unseen_trumps():
        return False
    voids = s.position.voids()
    shown_out = any(s.trump in voids[x] for x in s.opponents())
    return shown_out and any(not s.is_trump(c) and s.is_boss(c) for c in s.legal)


def spent_high_trumps(p: Position) -> dict[int, Card]:
    """Who followed a trump lead with a high trump (a bower, the ace or the Benny) that
    could not win: most likely their last trump (S0-7's soft read), by seat."""
    spent: dict[int, Card] = {}
    trump = p.trump
    if trump is None:
        return spent
    for finished in p.history:
        if effective_suit(finished[0][1], trump) is not trump:
            continue
        best = max(card_power(c, trump, trump) for _, c in finished)
        for seat, card in finished[1:]:
            high = card.is_joker or card.rank in (Rank.JACK, Rank.ACE)
            if is_trump(card, trump) and high and card_power(card, trump, trump) < best:
                spent[seat] = card
    return spent


def _cashes_boss(d: Decision) -> bool:
    d = _need(d, Play)
    s = d.situation
    return not s.is_trump(d.card) and s.is_boss(d.card)


def _a01_holds(d: Decision) -> bool:
    """On lead holding a plain winner, and no opponent can hold a trump any more."""
    s = _play(d)
    if s is None or s.trump is None or not s.on_lead or s.trumps_against():
        return False
    return any(not s.is_trump(c) and s.is_boss(c) for c in s.legal)


def _a02_holds(d: Decision) -> bool:
    return isinstance(d, Call) and d.round == 2 and d.role == 1


def _a02_follows(d: Decision) -> bool:
    """Next, with two trumps including a bower plus an off-suit ace, or three trumps."""
    d = _need(d, Call)
    suit = d.suit
    turned = d.upcard.suit
    if suit is None or turned is None or suit is not turned.sister:
        return False
    return _next_strength(d.hand, suit)


def _next_strength(hand: Sequence[Card], suit: Suit) -> bool:
    trumps = trumps_in(hand, suit)
    bower = any(is_right_bower(c, suit) or is_left_bower(c, suit) for c in trumps)
    return len(trumps) >= 3 or (len(trumps) >= 2 and bower and bool(off_aces(hand, suit)))


def _a03_holds(d: Decision) -> bool:
    return isinstance(d, Call) and d.round == 2 and d.role in (0, 2)


def _a03_follows(d: Decision) -> bool:
    """A suit of the other colour, with at least two trumps and an off-suit ace (K-9 and
    an ace is the minimum), or three trumps."""
    d = _need(d, Call)
    suit = d.suit
    turned = d.upcard.suit
    if suit is None or turned is None or suit.color is turned.color:
        return False
    trumps = trumps_in(d.hand, suit)
    if d.stuck and not _most_trumps(d):
        return False
    return len(trumps) >= 3 or (len(trumps) >= 2 and bool(off_aces(d.hand, suit)))


def _a04_holds(d: Decision) -> bool:
    return isinstance(d, DealerDiscard)


def _a04_follows(d: Decision) -> bool:
    """Never a trump while a plain card is left; keep aces; make a void if a card can go
    that way, else throw the lowest card of its suit."""
    d = _need(d, DealerDiscard)
    trump = d.upcard.suit
    if trump is None:
        return False
    held = [*d.hand, d.upcard]
    plain = [c for c in held if not is_trump(c, trump)]
    if is_trump(d.card, trump):
        return not plain
    if d.card.rank is Rank.ACE and any(c.rank is not Rank.ACE for c in plain):
        return False
    suit = effective_suit(d.card, trump)
    same = [c for c in held if effective_suit(c, trump) is suit]
    if len(same) == 1:
        return True
    singletons = [
        c
        for c in plain
        if c.rank is not Rank.ACE
        and sum(1 for x in held if effective_suit(x, trump) is effective_suit(c, trump)) == 1
    ]
    if singletons:
        return False
    return all(c.rank >= d.card.rank for c in same)


def _a05_holds(d: Decision) -> bool:
    """Defending on lead with a trump and a plain card; not the exception (eldest with
    three trumps after the dealer took up). The reason, that a trump lead draws the
    partner's trumps for the makers, needs a trump an opponent may hold and a partner who
    may hold one (a lone defender has none to lose)."""
    s = _play(d)
    if not _defending_lead(s) or s is None or not s.trumps() or not s.trumps_against():
        return False
    p = s.position
    voids = p.voids()
    partners = [x for x in s.side if x != s.seat and x in p.active]
    if partners and all(p.trump in voids[x] for x in partners):
        return False
    eldest = s.seat == p.next_active(p.dealer)
    exception = eldest and not p.history and p.upcard_taken and len(s.trumps()) >= 3
    return not exception


def _not_trump(d: Decision) -> bool:
    d = _need(d, Play)
    return not d.situation.is_trump(d.card)


def short_suits(p: Position) -> set[Suit]:
    """The next suit (five cards in a 24-card pack) and the turned-down suit (one lost)."""
    if p.trump is None:
        return set()
    short = {p.trump.sister}
    if p.upcard is not None and p.upcard.suit is not None and p.upcard.suit is not p.trump:
        short.add(p.upcard.suit)
    return short


def _a06_holds(d: Decision) -> bool:
    s = _play(d)
    if not _defending_lead(s) or s is None or s.trump is None or s.low:
        return False
    p = s.position
    trump_led = any(effective_suit(t[0][1], p.trump) is p.trump for t in p.history)
    aces = off_aces(s.legal, s.trump)
    short = short_suits(p)
    return (
        not trump_led
        and any(c.suit in short for c in aces)
        and any(c.suit not in short for c in aces)
    )


def _a06_follows(d: Decision) -> bool:
    d = _need(d, Play)
    s = d.situation
    trump = s.trump
    if trump is None or d.card.rank is not Rank.ACE or s.is_trump(d.card):
        return False
    return d.card.suit not in short_suits(s.position)


def _a07_holds(d: Decision) -> bool:
    """Defending on lead, the maker (with a partner) plays next, on my left."""
    s = _play(d)
    if not _defending_lead(s) or s is None or not s.trumps():
        return False
    p = s.position
    right_turned = p.upcard is not None and is_right_bower(p.upcard, p.trump)
    # The lead makes the maker play before my partner, who can then beat the maker's trump:
    # a partner who has shown out of trump has nothing to beat it with, and a maker who
    # has shown out has no trump to beat.
    voids = p.voids()
    partner_has_trump = p.trump not in voids[(s.seat + 2) % 4]
    return (
        p.players == 4
        and not p.alone
        and p.next_active(s.seat) == p.maker
        and not right_turned
        and partner_has_trump
        and p.trump not in voids[p.maker]
    )


def through_maker_trumps(s: Situation, card: Card) -> tuple[list[Card], list[Card]]:
    """A-7's reason for leading ``card`` through the maker, read from the cards still out:
    the trumps above ``card`` the maker may hold (to take the lead) and, for each, the
    higher ones my partner may hold (to beat it). Empty when the reason is idle: nothing
    out beats ``card``, or nothing out could beat the maker's trump in partner's hand."""
    p = s.position
    if p.trump is None or not s.is_trump(card):
        return [], []
    unseen = s.unseen_trumps()
    up = p.upcard if p.upcard_taken and p.upcard in unseen else None
    holder = p.upcard_holder if up is not None else None
    power = s._power
    maker_may = [c for c in unseen if power(c) > power(card) and (c != up or holder == p.maker)]
    partner_may = [c for c in unseen if c != up]
    taken = p.upcard
    held = taken is not None and p.upcard_taken and taken not in p.played()
    if held and taken is not None and p.upcard_holder == (s.seat + 2) % 4 and s.is_trump(taken):
        partner_may.append(taken)  # the turn-up my partner took and still holds
    takes = [m for m in maker_may if any(power(t) > power(m) for t in partner_may)]
    if not takes:
        return [], []
    beats = [t for t in partner_may if power(t) > min(power(m) for m in takes)]
    return sorted(takes, key=power, reverse=True), sorted(beats, key=power, reverse=True)


def _a07_follows(d: Decision) -> bool:
    """A trump the maker may take with a trump my partner may then beat (the cards still
    out say so): a trump nothing can beat, or a maker whose trumps partner cannot top,
    is no lead through the maker."""
    d = _need(d, Play)
    return bool(through_maker_trumps(d.situation, d.card)[0])


def _a08_holds(d: Decision) -> bool:
    """Defending the opening lead against a loner who may still hold a trump (rules-spec
    §4.2: "I (or partner) lead first"). A trick or more in, the cards played say more than
    the advice does (the expert review of issue 10's against-loner counters)."""
    s = _play(d)
    return (
        s is not None
        and s.on_lead
        and not s.position.history
        and not s.makers
        and s.position.alone
        and s.position.players == 4
        and bool(s.plain())
        and s.trumps_against()
    )


def _a09_holds(d: Decision) -> bool:
    return isinstance(d, Call) and (
        d.action in (ALONE, ORDER_UP) or (d.round == 2 and d.action != PASS) or _canadian_choice(d)
    )


def _canadian_choice(d: Call) -> bool:
    """Under the Canadian loner the dealer's partner accepts the turn-up only alone, so a
    pass there is A-9's choice between a loner and nothing."""
    return d.canadian_loner and d.round == 1 and d.role == 2


def lone_hand(cards: Sequence[Card], trump: Suit) -> bool:
    """A hand A-9 would play alone: the top three trumps (the bowers and the ace, or with
    the Benny the Benny and the bowers), or any four trumps."""
    trumps = trumps_in(cards, trump)
    tops = {c for c in trumps if is_right_bower(c, trump) or is_left_bower(c, trump)}
    ace = any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    benny = any(c.is_joker for c in trumps)
    return (len(tops) == 2 and (ace or benny)) or len(trumps) >= 4


def lone_march_doubtful(cards: Sequence[Card], trump: Suit) -> bool:
    """A-9's second clause, "stay with partner when ... a march alone is doubtful", as the
    course states it (strategy-calling, "When to go alone", and its measured table): a lone
    march is likely with the top three trumps and at most one small side card, or with four
    trumps including a bower (or the Benny) and nothing but an ace beside them; any other
    hand has a card that usually loses a trick alone, or both bowers against it."""
    trumps = trumps_in(cards, trump)
    plain_losers = [c for c in cards if not is_trump(c, trump) and c.rank is not Rank.ACE]
    tops = {c for c in trumps if is_right_bower(c, trump) or is_left_bower(c, trump)}
    ace = any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    if len(tops) == 2 and (ace or any(c.is_joker for c in trumps)):
        # The top three trumps: both bowers with the ace, or in a Benny pack with the Benny.
        return len(plain_losers) > 1
    bower = any(c.is_joker or is_right_bower(c, trump) or is_left_bower(c, trump) for c in trumps)
    return len(trumps) < 4 or not bower or bool(plain_losers)


def marches_alone(kept: Sequence[Card], trump: Suit) -> bool:
    """A-9 as the course rules it: the five cards the caller plays with are a lone hand
    (the top three trumps, or four trumps) whose march alone is not in doubt. The one
    lone-hand criterion every calling kind and its texts derive from."""
    return lone_hand(kept, trump) and not lone_march_doubtful(kept, trump)


def higher_trumps_out(
    kept: Sequence[Card], trump: Suit, pack: Iterable[Card], dead: Iterable[Card] = ()
) -> tuple[list[Card], list[Card]]:
    """The trumps a lone hand does not hold that can take a trick from it, strongest first:
    those above its best trump (any of them wins a trick for the side holding it), and
    those between its best and its second best (the best trump draws one trump a round, so
    such a trump held beside another takes a trick). ``dead`` are out of play (a turn-up
    nobody takes)."""
    held = trumps_in(kept, trump)
    if not held:
        return [], []
    gone = set(kept) | set(dead)
    out = trumps_in([c for c in pack if c not in gone], trump)

    def power(card: Card) -> int:
        return card_power(card, trump, trump)

    above = [c for c in out if power(c) > power(held[0])]
    second = power(held[1]) if len(held) > 1 else power(held[0])
    between = [c for c in out if power(held[0]) > power(c) > second]
    return above, between


def kept_cards(d: Call, trump: Suit) -> list[Card]:
    """The five cards the caller plays with: a dealer who picks up discards one (A-4)."""
    holding = d.holding(trump)
    if len(holding) > len(d.hand):
        holding.remove(dealer_discard(holding, trump))
    return holding


def _a09_follows(d: Decision) -> bool:
    """Alone only with a lone hand; with the partner unless the hand is a lone hand whose
    march alone is not in doubt."""
    d = _need(d, Call)
    suit = d.suit
    if suit is None and _canadian_choice(d) and d.upcard.suit is not None:
        suit = d.upcard.suit  # the pass: no loner here
    if suit is None:
        return False
    lone = d.action == ALONE or d.alone
    strong = lone_hand(d.holding(suit), suit)
    if _canadian_choice(d):
        # The doubtful-march clause weighs a loner against a partnership call, which the
        # Canadian loner does not offer here: a lone hand's 1 point for three or four
        # tricks is still more than a pass.
        return strong if lone else not strong
    # Exactly one of alone and with the partner follows A-9 for any hand, so the principle
    # always decides between them.
    marches = marches_alone(kept_cards(d, suit), suit)
    return marches if lone else not marches


def _a10_holds(d: Decision) -> bool:
    """The score matters: my side is two points from the game, or the opponents are one
    lone march (4) from it."""
    if not isinstance(d, Call) or d.scores is None:
        return False
    mine, theirs = d.scores
    return mine >= d.target - 2 or theirs >= d.target - 4


def _a10_follows(d: Decision) -> bool:
    """No loner when two points already win the game."""
    d = _need(d, Call)
    lone = d.action == ALONE or d.alone
    return d.scores is None or not (d.scores[0] >= d.target - 2 and lone)


def _a11_holds(d: Decision) -> bool:
    return isinstance(d, Call) and d.round == 1 and d.role == 0


def _a11_follows(d: Decision) -> bool:
    """Pick up with two trumps or more counting the turn-up; with three it is standard."""
    d = _need(d, Call)
    trump = d.upcard.suit
    if trump is None:
        return False
    trumps = len(trumps_in(d.holding(trump), trump))
    if d.action == PASS:
        return trumps < 3
    return trumps >= 2


PRINCIPLES: dict[str, Principle] = {
    "S0-1": Principle(_s01_holds, _s01_follows),
    "S0-2": Principle(_s02_holds, _s02_follows),
    "S0-3": Principle(_s03_holds, _s03_follows),
    "S0-4": Principle(_s04_holds, _s04_follows),
    "S0-5": Principle(_s05_holds, _s05_follows),
    "S0-6": Principle(_s06_holds, _s06_follows),
    "S0-7": Principle(_s07_holds, _cashes_boss),
    "A-1": Principle(_a01_holds, _cashes_boss),
    "A-2": Principle(_a02_holds, _a02_follows),
    "A-3": Principle(_a03_holds, _a03_follows),
    "A-4": Principle(_a04_holds, _a04_follows),
    "A-5": Principle(_a05_holds, _not_trump),
    "A-6": Principle(_a06_holds, _a06_follows),
    "A-7": Principle(_a07_holds, _a07_follows),
    "A-8": Principle(_a08_holds, _not_trump),
    "A-9": Principle(_a09_holds, _a09_follows),
    "A-10": Principle(_a10_holds, _a10_follows),
    "A-11": Principle(_a11_holds, _a11_follows),
}


def holds(principle: str, decision: Decision) -> bool:
    """Does the principle's condition hold in this position (may a quiz quote it)?"""
    return PRINCIPLES[principle].holds(decision)


def follows(principle: str, decision: Decision) -> bool:
    """Is the action what the principle recommends? (Only meaningful where it holds.)"""
    return PRINCIPLES[principle].follows(decision)


def fits(principle: str | None, decision: Decision) -> bool:
    """The principle applies here and the action is the one it recommends."""
    if principle is None or principle not in PRINCIPLES:
        return False
    if not (holds(principle, decision) and follows(principle, decision)):
        return False
    # Going alone is A-9's call whatever else the item teaches (the dealer's pick-up, the
    # score): a hand A-9 would not play alone is never taught as a loner.
    lone = isinstance(decision, Call) and (decision.action == ALONE or decision.alone)
    if isinstance(decision, Call) and lone and principle != "A-9":
        return follows("A-9", decision)
    return True


def decides(principle: str | None, choices: Iterable[Decision]) -> bool:
    """Some choice does not follow the principle: one that every choice keeps cannot be why
    the answer is best, so an item may not quote it."""
    return any(not fits(principle, choice) for choice in choices)


def rivals(principle: str | None, answer: Decision, choices: Iterable[Decision]) -> list[Decision]:
    """The other choices the principle recommends as well: on its own it cannot say why the
    answer beats them."""
    return [c for c in choices if c != answer and fits(principle, c)]


# The clauses that may tell two choices apart when the principle fits both, in the order a
# quiz states them. Each is a reason a teacher gives ("lead your highest trump", "hearts
# give you the right bower"), stated by the item only where it is true of the position.
HOLDING_EDGES = ("more-trumps", "right-bower", "more-high-trumps", "off-ace")


def holding_profile(d: Call, trump: Suit) -> dict[str, int]:
    """What naming ``trump`` gives the caller, as the tie-breakers compare it."""
    held = d.holding(trump)
    return {
        "more-trumps": len(trumps_in(held, trump)),
        "right-bower": int(any(is_right_bower(c, trump) for c in held)),
        "more-high-trumps": len(high_trumps(held, trump)),
        "off-ace": len(off_aces(held, trump)),
    }


def holding_edges(answer: Call, rival: Call) -> list[str]:
    """The ways the answer's suit is stronger than the rival's, where it is nowhere weaker
    (a hand better one way and worse another is no clear reason): empty otherwise."""
    if answer.suit is None or rival.suit is None or answer.suit is rival.suit:
        return []
    mine = holding_profile(answer, answer.suit)
    theirs = holding_profile(rival, rival.suit)
    if any(mine[k] < theirs[k] for k in HOLDING_EDGES):
        return []
    return [k for k in HOLDING_EDGES if mine[k] > theirs[k]]


def tie_break(principle: str | None, answer: Decision, rival: Decision) -> str | None:
    """Why the answer and not ``rival``, where the principle fits both: the first of the
    principle's own clauses (or of another principle the item also states) that prefers the
    answer, or None when nothing the item may say tells them apart.

    - calls naming two suits: the named suit's holding (more trumps, the right bower, more
      high trumps, an off-suit ace), nowhere weaker;
    - a call alone or with the partner: A-9, which decides between them for any hand;
    - a call or a pass, under another principle (A-11's two-trump dealer): S0-3's two high
      trumps (and, for a three-hand maker, a third trick of his own);
    - ordering up or passing at a score where the opponents could win with a loner: A-10's
      second clause, order up to block it;
    - leading trump (S0-1): "normally my highest";
    - under partner (S0-4, S0-5) or unable to win (S0-6): the lowest card; S0-4's own
      exception: the trump that covers partner against a later overruff;
    - against a loner (A-8): trump's sister suit, the lead the rule prefers;
    - not leading trump (A-5, A-8): S0-2's highest off-suit card.
    """
    if isinstance(answer, Call) and isinstance(rival, Call):
        lone = answer.action == ALONE or answer.alone
        rival_lone = rival.action == ALONE or rival.alone
        if answer.suit is not None and answer.suit is rival.suit and lone != rival_lone:
            if principle != "A-9" and follows("A-9", answer) and not follows("A-9", rival):
                return "A-9"
            return None
        if answer.suit is not None and rival.suit is not None:
            edges = holding_edges(answer, rival)
            return edges[0] if edges else None
        if principle != "S0-3" and fits("S0-3", answer) and not fits("S0-3", rival):
            return "S0-3"
        if (
            principle == "A-10"
            and rival.action == PASS
            and answer.scores is not None
            and answer.scores[1] >= answer.target - 4
        ):
            return "A-10-block"
        return None
    if isinstance(answer, Play) and isinstance(rival, Play):
        s = answer.situation
        if principle == "S0-1" and s.is_trump(answer.card) and s.is_trump(rival.card):
            highest = max(s.low_key(c) for c in s.trumps())
            return "highest-trump" if s.low_key(answer.card) == highest else None
        if principle == "S0-4" and covers_partner(s, answer.card):
            return None if covers_partner(s, rival.card) else "cover-partner"
        if principle == "S0-4" and covers_partner(s, rival.card):
            return None  # the rule's exception would cover partner: "lowest" is no reason
        if principle in ("S0-4", "S0-5", "S0-6"):
            lowest = min(s.low_key(c) for c in s.legal if fits(principle, Play(s, c)))
            if s.low_key(answer.card) == lowest and s.low_key(rival.card) > lowest:
                return "lowest"
            return None
        if principle == "A-8" and s.trump is not None:
            sister = s.trump.sister
            mine, theirs = effective_suit(answer.card, s.trump), effective_suit(rival.card, s.trump)
            if mine is sister and theirs is not sister:
                return "sister-suit"  # "prefer leading the next suit"
        if principle in ("A-5", "A-8") and fits("S0-2", answer) and not fits("S0-2", rival):
            return "S0-2"
        return None
    return None


def unseparated(
    principle: str | None, answer: Decision, choices: Iterable[Decision]
) -> list[Decision]:
    """The choices the principle fits as well as the answer with no tie-breaker that prefers
    the answer: an item quoting the principle as the reason for its answer may have none."""
    return [
        r for r in rivals(principle, answer, choices) if tie_break(principle, answer, r) is None
    ]


# -- the advice a text may quote --------------------------------------------------------------

# The recommendations of rules-spec §4 as a counter-example's banner quotes them ("The usual
# advice — ... — gives way here"): the spec's own words, said to the learner ("you" for
# "I"), with the course's Korean. A banner quotes one of these and nothing else, so no
# "usual advice" is one the course made up (tests/quiz/test_banner_advice.py reads every
# bank's notes and principle sentences). Keyed by principle id; a second clause of the same
# row carries a suffix. The card-play rows are here for best-play's notes to quote.
ADVICE: dict[str, tuple[str, str]] = {
    # S0-1: "Lead a trump — normally my highest; if partner is the maker, lead my highest
    # trump even if it is only the 9", on lead when my side made trump. 9뿐이라도 also read
    # as "even holding only the 9": the 9 is the highest trump held.
    "S0-1": (
        "when your side made trump, lead a trump, normally your highest; if your partner is "
        "the maker, lead your highest trump even if it is only the 9",
        "우리 팀이 으뜸패를 정했으면 으뜸패를, 보통은 가장 높은 것을 리드하고, 파트너가 "
        "메이커면 가장 높은 으뜸패가 9라도 그 카드를 리드한다",
    ),
    # S0-1's recommendation alone ("Lead a trump — normally my highest"), for three-hand,
    # where the maker plays alone and has no side or partner (rules-spec 2.4).
    "S0-1-lead": (
        "lead a trump, normally your highest",
        "으뜸패를, 보통은 가장 높은 것을 리드한다",
    ),
    # S0-2: "Lead my highest non-trump card, preferably an off-suit ace", opponents made trump.
    "S0-2": (
        "on defence, lead your highest non-trump card, preferably an off-suit ace",
        "수비할 때는 으뜸패가 아닌 카드 가운데 가장 높은 것을, 되도록 다른 무늬 에이스를 리드한다",
    ),
    # S0-3: "call if I hold ≥2 trumps ranked ace or higher in X (e.g. a bower + ace),
    # counting on partner for one trick".
    "S0-3": (
        "call with two trumps ranked ace or higher, counting on your partner for one trick",
        "에이스 이상의 으뜸패가 두 장이면 파트너가 한 트릭은 가져온다고 보고 부른다",
    ),
    # S0-4: "Play my lowest legal card; overtrump only if a player still to act could beat
    # partner and I can stop it, or if following trump leaves no lower trump", partner
    # winning with a trump (its name: "Don't overtrump partner needlessly").
    "S0-4": (
        "when your partner is winning the trick with a trump, don't overtrump needlessly: "
        "play your lowest legal card",
        "파트너가 으뜸패로 트릭을 이기고 있으면 괜히 더 높은 으뜸패를 내지 말고 낼 수 있는 "
        "가장 낮은 카드를 낸다",
    ),
    "S0-4-except": (
        "overtrump only if a player still to act could beat your partner and you can stop it, "
        "or if following trump leaves you no lower trump",
        "아직 낼 사람이 파트너를 이길 수 있고 당신이 그것을 막을 수 있을 때, 또는 으뜸패를 "
        "따라 내야 하는데 더 낮은 으뜸패가 없을 때만 더 높은 으뜸패를 낸다",
    ),
    # S0-5: "Discard (preferably a useless low card) rather than trump", partner's plain ace
    # winning and I am void in its suit.
    "S0-5": (
        "when your partner's ace is winning and you are void in its suit, discard (preferably "
        "a useless low card) rather than trump",
        "파트너의 에이스가 이기고 있는데 그 무늬가 없으면 으뜸패로 자르지 말고 카드를 "
        "버린다(되도록 쓸모없는 낮은 카드)",
    ),
    # S0-6: "Play my lowest-ranked legal card", no legal card beats the winning card.
    "S0-6": (
        "when none of your legal cards beats the card winning the trick, play your "
        "lowest-ranked legal card",
        "낼 수 있는 카드 가운데 지금 이기고 있는 카드를 이길 것이 없으면 가장 낮은 카드를 낸다",
    ),
    # S0-7: "failing to follow ⇒ certain void in that suit; spending a high trump that cannot
    # win ⇒ probably holds no lower trump".
    "S0-7": (
        "a player who fails to follow the led suit is certainly void in it; a player who "
        "spends a high trump that cannot win probably holds no lower trump",
        "리드된 무늬를 따라 내지 못한 사람은 그 무늬가 확실히 없고, 이길 수 없는 높은 "
        "으뜸패를 쓴 사람은 아마 더 낮은 으뜸패가 없다",
    ),
    # Its first half alone, for an item that reads only a void (the expert review: quote
    # the half the item uses; the second is quoted where a spent high trump is read).
    "S0-7-void": (
        "a player who fails to follow the led suit is certainly void in it",
        "리드된 무늬를 따라 내지 못한 사람은 그 무늬가 확실히 없다",
    ),
    # A-1: "When outstanding == 0 (or all are in partner's/known hands), my off-suit winners
    # are safe to cash" (its name: "Count trump"). "Outstanding" is every trump outside
    # your hand, the partner's too (the bracket's "or" needs it), so 다른 사람에게, not 상대에게;
    # 밖에 남은 read as the particle 밖에 after 세어.
    "A-1": (
        "count the trumps: when none is left outstanding (or all that are left are in your "
        "partner's or known hands), your off-suit winners are safe to cash",
        "으뜸패를 세어 보아 다른 사람에게 남은 으뜸패가 없으면(또는 남은 으뜸패가 모두 "
        "파트너에게 있거나 누구에게 있는지 알면) 다른 무늬의 이기는 카드를 안심하고 낸다",
    ),
    # A-2: "Lower the calling threshold for next(U) (e.g. 2 trumps incl. a bower plus an off
    # ace, or 3 trumps)", round two, eldest.
    "A-2": (
        "left of the dealer, lower the calling threshold for next (two trumps including a "
        "bower plus an off-suit ace, or three trumps)",
        "딜러 왼쪽 자리에서는 넥스트를 부르는 기준을 낮춘다(바우어가 낀 으뜸패 두 장과 다른 "
        "무늬 에이스, 또는 으뜸패 세 장)",
    ),
    # A-3: "Favour a suit of the opposite colour to U; minimal standard holding K-9 of that
    # suit plus an off ace", round two, the dealer's side.
    "A-3": (
        "on the dealer's side, favour a suit of the opposite colour; the minimal holding is "
        "K\u20119 of that suit plus an off-suit ace",
        "딜러 쪽 자리에서는 엎은 카드와 다른 색 무늬를 우선하고, 그 무늬의 K과 9에 다른 "
        "무늬 에이스만 있어도 부를 만하다",
    ),
    # "first choice: discard a singleton to create a void".
    "A-4": (
        "first choice: discard a singleton to create a void",
        "먼저 카드가 하나뿐인 무늬에서 그 카드를 버려 보이드를 만든다",
    ),
    # A-5: "Avoid leading trump. Exception: I am seat 1, the dealer took up, and I hold 3
    # trumps → a middle trump lead is often best", on lead, opponents made trump.
    "A-5": ("on defence, avoid leading trump", "수비할 때는 으뜸패 리드를 피한다"),
    "A-5-except": (
        "left of the dealer, when the dealer took up and you hold three trumps, a middle "
        "trump lead is often best",
        "딜러 왼쪽 자리에서 딜러가 테이크업했고 으뜸패가 세 장이면 중간 으뜸패를 리드하는 "
        "것이 좋을 때가 많다",
    ),
    # "Prefer a green-suit ace", on lead early (before a round of trump) and considering
    # an ace of next(T) or of the turned-down suit.
    "A-6": (
        "early, before a round of trump, prefer a green-suit ace to an ace of trump's sister "
        "suit or of the turned-down suit",
        "으뜸패가 한 바퀴 돌기 전에는 으뜸패의 자매 무늬나 엎은 카드의 무늬보다 다른 색 "
        "무늬 에이스를 리드한다",
    ),
    # "Prefer a lead that makes the strong hand play before my partner", defending.
    "A-7": (
        "prefer a lead that makes the strong hand play before your partner",
        "강한 손패를 쥔 쪽이 파트너보다 먼저 내도록 리드한다",
    ),
    # "Prefer leading the next suit", an opponent alone and my side to lead.
    # The Korean course says 자매 무늬 here and keeps 넥스트 for round two's suit
    # (lessons/ko-style.md), so the quote does not equate the two.
    "A-8": (
        "against a loner, prefer leading the next suit (trump's sister suit)",
        "혼자 하는 상대에게는 으뜸패의 자매 무늬를 먼저 리드한다",
    ),
    # A-9: "Consider going alone with the top three trumps (right, left, ace), or with any
    # four trumps; stay with partner when three tricks look safe but a march alone is
    # doubtful".
    "A-9": (
        "consider going alone with the top three trumps (right, left, ace), or with any four "
        "trumps",
        "가장 높은 으뜸패 세 장(라이트 바우어, 레프트 바우어, 에이스)이나 으뜸패 네 장이 있으면 "
        "혼자 하기를 생각한다",
    ),
    "A-9-stay": (
        "stay with your partner when three tricks look safe but a march alone is doubtful",
        "세 트릭은 안전해 보여도 혼자 전승하기가 불확실하면 파트너와 함께 한다",
    ),
    # A-10's name: "Play to the score".
    "A-10": ("play to the score", "점수를 보고 판단한다"),
    # A-11: "Count the turn-up as part of my hand and one discard as a free improvement;
    # with three trumps after pick-up, taking up is standard".
    "A-11": (
        "count the turn-up as part of your hand and one discard as a free improvement",
        "턴업을 손패로 세고, 버릴 한 장은 덤으로 손패를 고치는 기회로 본다",
    ),
    "A-11-three": (
        # One verb for the dealer's call in a text (review 6: "after the pick-up, taking
        # up" in one sentence); the kinds whose button reads "Pick it up" say so
        # (``calls.A11_THREE``).
        "with three trumps counting the turn-up, taking up is standard",
        "턴업을 더해 으뜸패가 세 장 이상이면 으레 테이크업한다",
    ),
    # The same clause where the dealer's button reads "Pick it up" (the standard kinds).
    "A-11-pick": (
        "with three trumps counting the turn-up, picking up is standard",
        "턴업을 더해 으뜸패가 세 장 이상이면 으레 테이크업한다",
    ),
}


# -- where each principle is taught -----------------------------------------------------------


@dataclass(frozen=True)
class LessonSection:
    """The ``number``-th section (level-2 heading) of lesson ``slug``, in every language;
    ``heading`` is its English title, which a test checks, so a reordered lesson is seen."""

    slug: str
    number: int
    heading: str


# As lessons/COVERAGE.md lists them.
LESSON_SECTIONS: dict[str, LessonSection] = {
    "S0-1": LessonSection("strategy-leading", 1, "Lead trump when your side made it"),
    "S0-2": LessonSection("strategy-leading", 2, "On defence: lead your best off-suit card"),
    "S0-3": LessonSection("strategy-calling", 1, "Two high trumps"),
    "S0-4": LessonSection("strategy-partner", 1, "Don't overtrump your partner"),
    "S0-5": LessonSection("strategy-partner", 3, "Don't trump your partner's ace"),
    "S0-6": LessonSection("strategy-play-low", 1, "Can't win? Play low"),
    "S0-7": LessonSection("strategy-reading-cards", 1, "Watch who does not follow"),
    "A-1": LessonSection("strategy-reading-cards", 3, "Count the trumps"),
    "A-2": LessonSection("strategy-next", 1, "Next: the same colour"),
    "A-3": LessonSection("strategy-next", 2, "Reverse next: the other colour"),
    "A-4": LessonSection("strategy-dealer", 2, "Never discard a trump, keep aces"),
    "A-5": LessonSection("strategy-leading", 3, "Don't lead trump on defence"),
    "A-6": LessonSection("strategy-leading", 4, "Beware of short suits early"),
    "A-7": LessonSection("strategy-leading", 5, "Leading through the strong hand"),
    "A-8": LessonSection("strategy-against-loner", 1, "Lead trump's sister suit"),
    "A-9": LessonSection("strategy-calling", 4, "When to go alone"),
    "A-10": LessonSection("strategy-score", 1, "At 8: no loner"),
    "A-11": LessonSection("strategy-dealer", 1, "Count the turn-up as yours"),
}
# Themes taught by another section of their principle's lesson: winning cheaply (S0-6
# both ways) and overtrumping to cover partner (S0-4's exception).
THEME_SECTIONS: dict[str, LessonSection] = {
    "win-cheaply": LessonSection("strategy-play-low", 2, "Can win? Win cheaply"),
    "cover-partner": LessonSection("strategy-partner", 2, "When overtrumping is right"),
}


# A variant's own lesson teaches the principle as that game changes it: the three-hand
# maker has no partner, so S0-3's partner's trick and A-11's three-trump take-up are
# taught there as three tricks of his own (its items carry the theme "alone-against-two").
VARIANT_SECTIONS: dict[str, LessonSection] = {
    "alone-against-two": LessonSection(
        "three-hand-strategy", 1, "Calling: three tricks of your own"
    ),
}


def _takes_the_trick(themes: Sequence[str]) -> bool:
    """A trump-or-discard move that does not play low under a trick it cannot win takes
    the trick: it is taught with "win cheaply"."""
    return "trump-or-discard" in themes and "play-low-when-cannot-win" not in themes


def _theme_section(themes: Sequence[str]) -> LessonSection | None:
    if _takes_the_trick(themes):
        return THEME_SECTIONS["win-cheaply"]
    return next((THEME_SECTIONS[t] for t in themes if t in THEME_SECTIONS), None)


def lesson_section(principle: str | None, themes: Sequence[str] = ()) -> LessonSection | None:
    """The lesson section that teaches an item's principle as its themes show it; with no
    principle (the spec states none for winning a trick cheaply), the section its theme
    has, where the course teaches one."""
    if principle is None:
        return _theme_section(themes)
    if principle not in LESSON_SECTIONS:
        return None
    if principle in ("S0-3", "A-11"):
        for theme in themes:
            if theme in VARIANT_SECTIONS:
                return VARIANT_SECTIONS[theme]
    section = LESSON_SECTIONS[principle]
    # An S0-6 item whose move takes the trick is taught with "win cheaply" too.
    if principle == "S0-6" and _takes_the_trick(themes):
        return THEME_SECTIONS["win-cheaply"]
    for theme in themes:
        special = THEME_SECTIONS.get(theme)
        if special is not None and special.slug == section.slug:
            return special
    return section


# -- facts the cards out prove ----------------------------------------------------------
# A reason a strong player gives by counting: the last card of a suit, an outcome no deal
# of the unseen cards and no play of them can change. Explanations state them where they
# hold (``tutor.quiz.kinds.best_play``), and a test over every bank holds them to it.

# Deals enumerated at most for a certainty; more, and the fact is not claimed.
SURE_DEALS_LIMIT = 40_000


def nobody_follows(s: Situation, card: Card) -> bool:
    """On lead, no other player can follow ``card``: every other card of its effective suit
    has been played or is known to be out of play (a turned-down turn-up, my discard); a
    card another player is known to hold (a taken turn-up) still follows."""
    if not s.on_lead:
        return False
    suit = effective_suit(card, s.trump)
    if suit is None:
        return False
    gone = set(out_of_play(s))
    return not any(
        effective_suit(c, s.trump) is suit and c not in gone for c in s.unplayed_elsewhere
    )


@dataclass(frozen=True)
class Goal:
    """The next score change my side can still reach: ``tricks`` in all, and what it is."""

    tricks: int
    what: str  # "euchre", "make", "march", "set" (a Bid Euchre contract), "bid"


def side_goal(s: Situation) -> Goal | None:
    """The trick total at which my side's score changes next, if it is still to reach:
    defenders the euchre (three tricks; in Bid Euchre one more than the bidders may lose),
    makers the contract, or the march once the contract is made and no trick lost."""
    p = s.position
    total = p.variant.hand_size
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    theirs = sum(won.values()) - mine
    if p.variant.is_bid:
        bid = int(p.bid or 0)
        if s.makers:
            return Goal(bid, "bid") if mine < bid else None
        return Goal(total - bid + 1, "set") if mine < total - bid + 1 else None
    if not s.makers:
        return Goal(3, "euchre") if mine < 3 else None
    if mine < 3:
        return Goal(3, "make")
    return Goal(total, "march") if theirs == 0 else None


def _consistent_deals(sampler: DealSampler) -> list[list[list[Card]]] | None:
    """Every deal of the unseen cards the sampler could draw (its whole sample space), or
    None where there are more than ``SURE_DEALS_LIMIT``."""
    p = sampler.view.position
    if sampler.count() > SURE_DEALS_LIMIT:
        return None
    places = len(sampler.seats) + 1
    deals: list[list[list[Card]]] = []

    def deal(group: int, capacity: tuple[int, ...], held: list[list[Card]]) -> None:
        if group == len(sampler.groups):
            if not any(capacity):
                deals.append(held)
            return
        share(group, 0, list(sampler.groups[group]), capacity, held)

    def share(
        group: int, place: int, cards: list[Card], capacity: tuple[int, ...], held: list[list[Card]]
    ) -> None:
        if place == places - 1:
            if len(cards) <= capacity[place]:
                rest = (*capacity[:place], capacity[place] - len(cards))
                deal(group + 1, rest, held)
            return
        room = capacity[place] if sampler.allowed[group][place] else 0
        for k in range(min(room, len(cards)) + 1):
            for chosen in combinations(cards, k):
                left = [c for c in cards if c not in chosen]
                now = [list(h) for h in held]
                now[place].extend(chosen)
                cap = (*capacity[:place], capacity[place] - k, *capacity[place + 1 :])
                share(group, place + 1, left, cap, now)

    deal(0, sampler.capacity, [[] for _ in range(places - 1)])
    out: list[list[list[Card]]] = []
    for held in deals:
        hands = [list(sampler.known[x]) for x in range(p.players)]
        for place, x in enumerate(sampler.seats):
            hands[x] = sorted(hands[x] + held[place])
        for x in sampler.sitting_out:
            hands[x] = []
        out.append(hands)
    return out


def _fewest_tricks(s: Situation, card: Card, hands: list[list[Card]]) -> int:
    """The fewest tricks my side takes from this trick on after I play ``card`` in this
    deal, every other player (my partner too) playing to keep it low."""
    p = s.position
    active = p.active
    size = len(active)

    def after(seat: int) -> int:
        step = (seat + 1) % p.players
        while step not in active:
            step = (step + 1) % p.players
        return step

    def fewest(held: list[list[Card]], lead: int, current: list[tuple[int, Card]]) -> int:
        if len(current) == size:
            cards = [c for _, c in current]
            winner = current[trick_winner(cards, p.trump, low=p.low)][0]
            won = 1 if winner in s.side else 0
            return won if not held[winner] else won + fewest(held, winner, [])
        seat = lead
        for _ in current:
            seat = after(seat)
        led = current[0][1] if current else None
        best = 99
        for option in legal_plays(held[seat], led, p.trump):
            rest = [list(h) for h in held]
            rest[seat].remove(option)
            best = min(best, fewest(rest, lead, [*current, (seat, option)]))
        return best

    held = [list(h) for h in hands]
    held[s.seat] = [c for c in s.hand if c != card]
    return fewest(held, p.leader(), [*p.trick, (s.seat, card)])


def sure_of(s: Situation, card: Card, tricks: int) -> bool | None:
    """Whether my side takes at least ``tricks`` more tricks after I play ``card`` over
    every deal of the unseen cards consistent with what I have seen and every way all the
    other players play, my partner's too: what counting the cards out guarantees. None
    where that cannot be counted: I would still have a choice after this card (more than
    one card left; a later choice of mine could depend on what I see), or the deals are
    too many."""
    p = s.position
    if len(s.hand) > 2 or card not in s.legal:
        return None
    played = [x for t in p.history for x, _ in t] + [x for x, _ in p.trick]
    sizes = [p.variant.hand_size - played.count(x) for x in range(p.players)]
    try:
        sampler = DealSampler(View(p.variant, p, s.seat, sizes))
    except SamplingError:
        return None
    # A few deals first: most positions fail on one of them, before any counting.
    rng = random.Random(len(s.unplayed_elsewhere))  # noqa: S311 - a search order, not a secret
    for _ in range(12):
        if _fewest_tricks(s, card, sampler.sample(rng)) < tricks:
            return False
    deals = _consistent_deals(sampler)
    if deals is None:
        return None
    return all(_fewest_tricks(s, card, hands) >= tricks for hands in deals)


def certain_goal(s: Situation, card: Card) -> Goal | None:
    """The goal (``side_goal``) that playing ``card`` reaches whatever the unseen cards and
    however they are played (``sure_of``), if any."""
    goal = side_goal(s)
    if goal is None:
        return None
    p = s.position
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    return goal if sure_of(s, card, goal.tricks - mine) else None


def certain_tricks(s: Situation, card: Card, least: int = 1) -> int:
    """The most tricks my side is sure of (``sure_of``) after I play ``card``, counting up
    from ``least``: 0 where not even that many are certain (or cannot be counted)."""
    left = s.position.variant.hand_size - len(s.position.history)
    best = 0
    for tricks in range(max(1, least), left + 1):
        if not sure_of(s, card, tricks):
            break
        best = tricks
    return best
