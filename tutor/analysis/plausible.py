"""Is the play shown before a quiz position plausible? A strong player reading the tricks
so far must not meet a card no one would play.

The early tricks of a best-play position are played by simple heuristics with some random
cards for variety (``tutor.analysis.deal.heuristic_card``). A random card can be a blunder a
player of the position would notice at once: the maker, void in the led suit, throwing an
ace instead of trumping a trick the trump would win. ``history_problems`` names such plays,
judged from the player's own hand at the time. A generator passes every hand (it knows
them all); a committed item passes what its record shows of each hand (the cards played
later, the learner's hand, a turn-up its holder has not played), so a test over the banks
sees what a reader of the item can see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.analysis.position import Position
from tutor.engine import Card, Rank, Suit, card_power, effective_suit, is_trump, legal_plays


@dataclass(frozen=True)
class Blunder:
    """A card of the shown play no player would choose: trick ``trick`` (from 1)."""

    trick: int
    seat: int
    card: Card
    reason: str


def known_hands(position: Position, seat: int) -> list[list[Card]]:
    """What an item's record shows of each hand now: the learner's (``seat``) cards and a
    turn-up its holder took and has not played."""
    hands: list[list[Card]] = [[] for _ in range(position.players)]
    hands[seat] = list(position.hands[seat])
    up = position.upcard
    holder = position.upcard_holder
    if (
        up is not None
        and position.upcard_taken
        and up not in position.played()
        and up not in hands[holder]
    ):
        hands[holder].append(up)
    return hands


def history_problems(
    position: Position, hands: Sequence[Sequence[Card]], *, presume: bool = True
) -> list[Blunder]:
    """The implausible plays among the finished tricks and the trick in progress, each
    judged from the hand its player held then: ``hands`` (the cards each seat holds now,
    all of them or as many as are known) and the cards the seat played from then on.

    ``presume``: where a hand is only partly known, an off-suit ace discarded on a trick
    its player does not take is taken to be thrown with a low card to spare (a strong
    player keeps an ace). A puzzle's line is double-dummy play with every hand in view and
    shows no such guess; a generator checks both views, so its items pass the bank's."""
    plays = [
        (number, index, seat, card)
        for number, trick in enumerate([*position.history, position.trick])
        for index, (seat, card) in enumerate(trick)
    ]
    problems: list[Blunder] = []
    played: list[Card] = []
    for at, (number, index, seat, card) in enumerate(plays):
        later = [c for _, _, s, c in plays[at:] if s == seat]
        held = [*later, *(c for c in hands[seat] if c not in later)]
        trick = [*position.history, position.trick][number][:index]
        before = [c for _, _, s, c in plays[:at] if s == seat]
        # Cards the seat held then, if its whole hand is known (a generator's view).
        complete = len(held) >= position.variant.hand_size - number
        reason = _blunder(
            position, seat, card, held, trick, played, before, complete or not presume
        )
        if reason is not None:
            problems.append(Blunder(number + 1, seat, card, reason))
        played.append(card)
    return problems


def _blunder(
    p: Position,
    seat: int,
    card: Card,
    held: list[Card],
    trick: Sequence[tuple[int, Card]],
    played: Sequence[Card],
    before: Sequence[Card],
    complete: bool,
) -> str | None:
    if not trick:
        return None  # a lead: any card may be a plan
    trump, low = p.trump, p.low
    led = effective_suit(trick[0][1], trump)
    powers = [card_power(c, trump, led, low=low) for _, c in trick]
    best = max(range(len(trick)), key=powers.__getitem__)
    top = powers[best]
    opponent_winning = trick[best][0] not in p.side(seat)
    legal = legal_plays(held, trick[0][1], trump)
    # Cards the player cannot see: not played, not in the hand, not a turned-down card.
    gone = {*played, *held}
    if p.upcard is not None and not p.upcard_taken:
        gone.add(p.upcard)
    unseen = [c for c in p.variant.cards() if c not in gone]

    def power(c: Card) -> int:
        return card_power(c, trump, led, low=low)

    last = len(trick) == len(p.active) - 1
    followed = effective_suit(card, trump) is led
    void = not any(effective_suit(c, trump) is led for c in held)
    if power(card) > top:
        # It takes the trick for now; in last seat over a partner's sure trick, a card that
        # would have left the trick to partner keeps the winner for later.
        if last and not opponent_winning and any(power(c) <= top for c in legal):
            return "last to play, takes its partner's sure trick with a card it could keep"
        return None
    if last and opponent_winning and any(power(c) > top for c in legal if c != card):
        return "last to play, lets the opponents have a trick it could take"
    trumping = [c for c in legal if _trump(c, trump) and power(c) > top]
    discard = void and not _trump(card, trump)
    if discard and opponent_winning and trumping and seat in p.maker_side():
        return "on the makers' side and void, discards instead of trumping a trick it would win"
    if discard and opponent_winning and p.alone and seat == p.maker and not trumping:
        shown = [c for c in [*before, *held] if _trump(c, trump)]
        if len(shown) < 2:
            return "the lone hand, void, has shown at most one trump"
    lower = [
        c
        for c in legal
        if effective_suit(c, trump) is effective_suit(card, trump)
        and _rank_power(c, trump, low) < _rank_power(card, trump, low)
        and not _touching(c, card, unseen, trump, low)
    ]
    if lower:
        return "plays a higher card than needed on a trick it does not take"
    if not _boss(card, unseen, trump, low):
        return None
    if not followed and not _trump(card, trump) and opponent_winning and trumping:
        return "throws a winner where a trump would take the trick"
    cheaper = [
        c
        for c in legal
        if c != card
        and _key(c, trump, low) < _key(card, trump, low)
        and not _touching(c, card, unseen, trump, low)
    ]
    if cheaper:
        return "throws a winner on a trick it cannot take, with a lower card to play"
    if discard and not complete and card.rank is Rank.ACE and not low:
        # Its other cards are not shown: a strong player keeps an ace and throws a low card.
        return "sloughs an ace"
    return None


def _trump(card: Card, trump: Suit | None) -> bool:
    return trump is not None and is_trump(card, trump)


def _rank_power(card: Card, trump: Suit | None, low: bool) -> int:
    return card_power(card, trump, effective_suit(card, trump), low=low)


def _key(card: Card, trump: Suit | None, low: bool) -> tuple[int, int]:
    """Cheapest first: a plain card before a trump, then by rank in its suit."""
    return (1 if _trump(card, trump) else 0, _rank_power(card, trump, low))


def _boss(card: Card, unseen: Sequence[Card], trump: Suit | None, low: bool) -> bool:
    """The highest card of its suit the player cannot see beaten: a later winner."""
    suit = effective_suit(card, trump)
    if suit is None:
        return True  # the no-trump joker
    power = _rank_power(card, trump, low)
    return all(
        _rank_power(c, trump, low) < power for c in unseen if effective_suit(c, trump) is suit
    )


def _touching(a: Card, b: Card, unseen: Sequence[Card], trump: Suit | None, low: bool) -> bool:
    """Same suit with no card the player cannot see between them: worth the same later."""
    suit = effective_suit(a, trump)
    if suit is None or suit is not effective_suit(b, trump):
        return False
    lo, hi = sorted((_rank_power(a, trump, low), _rank_power(b, trump, low)))
    return not any(
        lo < _rank_power(c, trump, low) < hi for c in unseen if effective_suit(c, trump) is suit
    )
