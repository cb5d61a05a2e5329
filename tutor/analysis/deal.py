"""Random deals that reach a real position: deal, make trump, play a few tricks.

The bidding and early play use simple, human-like heuristics (a point count for calling,
"win cheaply, else play low" for following). They only have to produce plausible
positions; whether an answer is right is always decided by the solver.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence

from tutor.analysis.position import Position
from tutor.engine import (
    ALL_CARDS,
    SUITS,
    Card,
    Rank,
    Suit,
    Variant,
    card_power,
    effective_suit,
    is_trump,
)

# Calling strength in "points": roughly two points per likely trick.
_TRUMP_POINTS = {Rank.JACK: 0.0, Rank.ACE: 2.0, Rank.KING: 1.6, Rank.QUEEN: 1.3}
CALL_THRESHOLD = 6.0
ALONE_THRESHOLD = 10.5


def hand_strength(hand: Sequence[Card], trump: Suit) -> float:
    """A point count for calling ``trump`` with ``hand`` (bowers 3 and 2.7, aces 1.2 …)."""
    table, side_suits = _strength_table(trump)
    points = 0.0
    trumps = 0
    held = 0  # effective suits held, one bit each
    for card in hand:
        suit_bit, is_trump_card, value = table[card.index]
        held |= suit_bit
        if is_trump_card:
            trumps += 1
        points += value
    voids = sum(1 for bit in side_suits if not held & bit)
    return points + 0.4 * trumps * voids + (0.6 if trumps >= 3 else 0.0)


@functools.lru_cache(maxsize=8)
def _strength_table(
    trump: Suit,
) -> tuple[tuple[tuple[int, bool, float], ...], tuple[int, ...]]:
    """By card index: the card's effective suit (as a bit), whether it is a trump, and its
    points with ``trump``; and the bits of the side suits. The calling simulations count
    hands by the thousand, so no enum is hashed per card."""
    bits = {suit: 1 << number for number, suit in enumerate(SUITS)}
    table: list[tuple[int, bool, float]] = []
    for card in ALL_CARDS:
        suit = effective_suit(card, trump)
        if suit is trump:
            if card.is_joker:
                value = 3.3
            elif card.rank is Rank.JACK:
                value = 3.0 if card.suit is trump else 2.7
            else:
                value = _TRUMP_POINTS.get(card.rank, 1.0)
        else:
            value = 1.2 if card.rank is Rank.ACE else 0.0
        table.append((bits[suit] if suit is not None else 1 << 4, suit is trump, value))
    side = tuple(bits[s] for s in SUITS if s is not trump)
    return tuple(table), side


def dealer_discard(hand: Sequence[Card], trump: Suit) -> Card:
    """The dealer's discard after taking the turn-up (rules-spec A-4).

    Never a trump while a non-trump is left; keep aces; prefer making a void with a
    singleton, else throw the lowest card of the longest side suit.
    """
    side = [c for c in hand if not is_trump(c, trump)]
    if not side:
        return min(hand, key=lambda c: card_power(c, trump, trump))
    non_aces = [c for c in side if c.rank is not Rank.ACE] or side
    by_suit: dict[Suit | None, list[Card]] = {}
    for card in side:
        by_suit.setdefault(effective_suit(card, trump), []).append(card)
    singletons = [c for c in non_aces if len(by_suit[effective_suit(c, trump)]) == 1]
    if singletons:
        return min(
            singletons, key=lambda c: (c.suit is not None and c.suit.color == trump.color, c.rank)
        )
    return min(non_aces, key=lambda c: (-len(by_suit[effective_suit(c, trump)]), c.rank))


def deal_cards(variant: Variant, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Shuffle and deal: the hands, then the rest (kitty; its first card is the turn-up)."""
    deck = list(variant.cards())
    rng.shuffle(deck)
    size = variant.hand_size
    hands = [sorted(deck[i * size : (i + 1) * size]) for i in range(variant.players)]
    return hands, deck[variant.players * size :]


def make_trump(
    variant: Variant, rng: random.Random, *, dealer: int | None = None, allow_alone: bool = True
) -> Position:
    """Deal and settle the contract with the calling heuristics; redeal if all pass."""
    while True:
        seat_of_dealer = rng.randrange(variant.players) if dealer is None else dealer
        hands, rest = deal_cards(variant, rng)
        if variant.is_bid:
            return _bid_contract(variant, rng, hands, seat_of_dealer)
        position = _knock_contract(variant, hands, rest, seat_of_dealer, allow_alone)
        if position is not None:
            return position


def _knock_contract(
    variant: Variant,
    hands: list[list[Card]],
    rest: list[Card],
    dealer: int,
    allow_alone: bool,
) -> Position | None:
    players = variant.players
    upcard = rest[0]
    order = [(dealer + i) % players for i in range(1, players + 1)]
    if upcard.is_joker or upcard.suit is None:
        return None  # the Benny turn-up (E2) is taught in lessons, not generated here
    turned = upcard.suit
    caller_takes = variant.caller_takes_upcard  # British (ruling P3): the caller takes it
    for seat in order:
        holder = seat if caller_takes else dealer
        hand = hands[seat] + ([upcard] if seat == holder else [])
        strength = hand_strength(hand, turned)
        if strength < CALL_THRESHOLD:
            continue
        alone = _wants_alone(variant, strength, allow_alone)
        canadian = players == 4 and seat == (dealer + 2) % 4 and variant.canadian_loner
        alone = alone or canadian
        # A lone dealer's partner leaves the turn-up dead (E4).
        taken = not (alone and players == 4 and seat == (dealer + 2) % 4)
        new_hands, discard = _exchange(hands, holder, upcard, turned) if taken else (hands, None)
        return Position(
            variant, turned, False, dealer, seat, alone, [list(h) for h in new_hands],
            upcard=upcard, upcard_taken=taken, discard=discard,
        )  # fmt: skip
    for seat in order:
        best = max(
            (s for s in SUITS if s is not turned), key=lambda s: hand_strength(hands[seat], s)
        )
        strength = hand_strength(hands[seat], best)
        forced = seat == dealer and variant.stick_the_dealer
        if strength < CALL_THRESHOLD and not forced:
            continue
        alone = _wants_alone(variant, strength, allow_alone)
        # Only where the caller takes the turn-up does anyone pick it up in round two.
        new_hands, discard = _exchange(hands, seat, upcard, best) if caller_takes else (hands, None)
        return Position(
            variant, best, False, dealer, seat, alone, [list(h) for h in new_hands],
            upcard=upcard, upcard_taken=caller_takes, discard=discard,
        )  # fmt: skip
    return None


def _exchange(
    hands: list[list[Card]], holder: int, upcard: Card, trump: Suit
) -> tuple[list[list[Card]], Card]:
    """``holder`` adds the turn-up and discards one card (A-4)."""
    new_hands = [list(h) for h in hands]
    full = [*new_hands[holder], upcard]
    discard = dealer_discard(full, trump)
    full.remove(discard)
    new_hands[holder] = sorted(full)
    return new_hands, discard


def _wants_alone(variant: Variant, strength: float, allow_alone: bool) -> bool:
    return (
        allow_alone
        and variant.allow_alone
        and variant.players == 4
        and (strength >= ALONE_THRESHOLD)
    )


def _bid_contract(
    variant: Variant, rng: random.Random, hands: list[list[Card]], dealer: int
) -> Position:
    best_contract: tuple[Suit | None, bool] = (Suit.SPADES, False)
    best_seat, best_score = dealer, -1.0
    for seat in range(4):
        for trump in (*SUITS, None, None):
            low = trump is None and best_score >= 0 and rng.random() < 0.5
            score = _bid_strength(hands[seat], trump, low) + rng.random()
            if score > best_score:
                best_seat, best_contract, best_score = seat, (trump, low), score
    trump, low = best_contract
    bid = max(3, min(6, int(best_score / 2.5)))
    return Position(variant, trump, low, dealer, best_seat, False, hands, bid=bid)


def _bid_strength(hand: Sequence[Card], trump: Suit | None, low: bool) -> float:
    if trump is not None:
        return hand_strength(hand, trump)
    top = Rank.NINE if low else Rank.ACE
    second = Rank.TEN if low else Rank.KING
    return sum(2.0 if c.rank is top else 0.8 if c.rank is second else 0.0 for c in hand)


# -- early play --------------------------------------------------------------------------


def heuristic_card(position: Position, rng: random.Random, *, noise: float = 0.25) -> Card:
    """A plausible card for the player to act: lead high, win cheaply, else play low."""
    legal = position.legal()
    if len(legal) == 1 or rng.random() < noise:
        return rng.choice(legal)
    trump, low = position.trump, position.low
    seat = position.to_act()
    if not position.trick:
        makers = seat in position.maker_side()
        trumps = [c for c in legal if trump is not None and is_trump(c, trump)]
        if makers and trumps:
            return max(trumps, key=lambda c: card_power(c, trump, trump))
        side = [c for c in legal if c not in trumps] or legal
        return max(side, key=lambda c: card_power(c, trump, effective_suit(c, trump), low=low))
    led = effective_suit(position.trick[0][1], trump)
    cards = [c for _, c in position.trick]
    powers = [card_power(c, trump, led, low=low) for c in cards]
    best = max(range(len(cards)), key=powers.__getitem__)
    partner_winning = position.trick[best][0] in position.side(seat)
    beats = [c for c in legal if card_power(c, trump, led, low=low) > powers[best]]
    if beats and not partner_winning:
        return min(beats, key=lambda c: card_power(c, trump, led, low=low))
    return min(legal, key=lambda c: (card_power(c, trump, led, low=low), _plain_rank(c, low)))


def _plain_rank(card: Card, low: bool) -> int:
    rank = int(card.rank)
    return -rank if low else rank


def play_until(
    position: Position, rng: random.Random, *, tricks: int, cards_in_trick: int
) -> Position:
    """Play heuristic cards until ``tricks`` are finished and ``cards_in_trick`` more are down."""
    current = position
    while len(current.history) < tricks or len(current.trick) < cards_in_trick:
        current = current.play(heuristic_card(current, rng))
    return current
