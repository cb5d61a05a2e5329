"""Card ranking and trick rules (rules-spec §1.4–1.6): the one place they live.

``trump`` is a ``Suit`` for a suit contract or ``None`` for no-trump; ``low=True`` is
no-trump low (9 best, ace worst). The solver calls ``trick_winner`` and ``legal_plays``
millions of times, so both work from precomputed tables and allocate little.

>>> from tutor.engine.cards import parse_card, parse_cards
>>> trick_winner(parse_cards("9S JS AS TD"), Suit.CLUBS)   # J♠ is the left bower
1
>>> [c.code for c in legal_plays(parse_cards("JD AC"), parse_card("TH"), Suit.HEARTS)]
['JD']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tutor.engine.cards import ALL_CARDS, SUITS, Card, Rank, Suit, card_of
from tutor.engine.variant import Deck, Variant

__all__ = [
    "card_power",
    "effective_suit",
    "is_left_bower",
    "is_right_bower",
    "is_trump",
    "left_bower",
    "legal_plays",
    "plain_order",
    "right_bower",
    "trick_winner",
    "trump_order",
]

# Strength of a card that belongs to the trump suit. Anything not trump scores below 100,
# so a single comparison decides between trump and the led suit.
_JOKER_POWER = 300
_RIGHT_POWER = 250
_LEFT_POWER = 240
_TRUMP_BASE = 200  # + printed rank (7..14)
_NO_TRUMP_JOKER_POWER = 400


def right_bower(trump: Suit) -> Card:
    """The jack of the trump suit."""
    return card_of(Rank.JACK, trump)


def left_bower(trump: Suit) -> Card:
    """The jack of the other suit of the same colour; it is a trump for every purpose."""
    return card_of(Rank.JACK, trump.sister)


def is_right_bower(card: Card, trump: Suit | None) -> bool:
    return trump is not None and card.rank is Rank.JACK and card.suit is trump


def is_left_bower(card: Card, trump: Suit | None) -> bool:
    return trump is not None and card.rank is Rank.JACK and card.suit is trump.sister


def _effective(card: Card, trump: Suit | None) -> Suit | None:
    if card.suit is None:  # the joker
        return trump
    if trump is not None and card.rank is Rank.JACK and card.suit is trump.sister:
        return trump
    return card.suit


# (card index, trump) -> effective suit; trump None = no-trump.
_EFFECTIVE: dict[Suit | None, tuple[Suit | None, ...]] = {
    trump: tuple(_effective(card, trump) for card in ALL_CARDS) for trump in (*SUITS, None)
}


def effective_suit(card: Card, trump: Suit | None) -> Suit | None:
    """The suit a card belongs to for leading, following, voids and winning.

    The left bower and the joker belong to the trump suit. In no-trump the joker has no
    suit (``None``; rules-spec E7).
    """
    return _EFFECTIVE[trump][card.index]


def is_trump(card: Card, trump: Suit | None) -> bool:
    return trump is not None and _EFFECTIVE[trump][card.index] is trump


def _trump_power(card: Card, trump: Suit) -> int:
    if card.suit is None:
        return _JOKER_POWER
    if card.rank is Rank.JACK:
        if card.suit is trump:
            return _RIGHT_POWER
        if card.suit is trump.sister:
            return _LEFT_POWER
    if card.suit is trump:
        return _TRUMP_BASE + int(card.rank)
    return 0


# (trump) -> card index -> power as a trump (0 if the card is not a trump).
_TRUMP_POWER: dict[Suit, tuple[int, ...]] = {
    trump: tuple(_trump_power(card, trump) for card in ALL_CARDS) for trump in SUITS
}
_HIGH_POWER: tuple[int, ...] = tuple(
    _NO_TRUMP_JOKER_POWER if c.is_joker else int(c.rank) for c in ALL_CARDS
)
_LOW_POWER: tuple[int, ...] = tuple(
    _NO_TRUMP_JOKER_POWER if c.is_joker else 20 - int(c.rank) for c in ALL_CARDS
)


def card_power(card: Card, trump: Suit | None, led: Suit | None, *, low: bool = False) -> int:
    """How strongly ``card`` competes in a trick whose led (effective) suit is ``led``.

    0 means the card cannot win (off suit, not trump). Higher beats lower.
    """
    index = card.index
    if trump is not None:
        power = _TRUMP_POWER[trump][index]
        if power:
            return power
        return int(card.rank) if card.suit is led else 0
    if card.suit is None:
        return _NO_TRUMP_JOKER_POWER
    if card.suit is not led:
        return 0
    return _LOW_POWER[index] if low else _HIGH_POWER[index]


# (low, trump, led suit) -> card index -> card_power: one tuple lookup per card in the
# hot loop instead of a function call.
_POWER: dict[bool, dict[Suit | None, dict[Suit | None, tuple[int, ...]]]] = {
    low: {
        trump: {
            led: tuple(card_power(card, trump, led, low=low) for card in ALL_CARDS)
            for led in (*SUITS, None)
        }
        for trump in (*SUITS, None)
    }
    for low in (False, True)
}


def trick_winner(cards: Sequence[Card], trump: Suit | None, *, low: bool = False) -> int:
    """Index, in play order, of the card that wins the trick.

    The highest trump wins; without a trump, the highest card of the led suit. Off-suit
    cards never win. ``low=True`` ranks no-trump low (9 high, ace low).
    """
    if not cards:
        raise ValueError("a trick needs at least one card")
    power = _POWER[low][trump][_EFFECTIVE[trump][cards[0].index]]
    best_index = 0
    best_power = power[cards[0].index]
    for i in range(1, len(cards)):
        strength = power[cards[i].index]
        if strength > best_power:
            best_index, best_power = i, strength
    return best_index


def legal_plays(hand: Sequence[Card], led: Card | None, trump: Suit | None) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick whose first card is ``led``.

    You must follow the led card's effective suit if you can; otherwise anything goes.
    There is no duty to trump or to beat. Keeps hand order. In no-trump the joker may
    only be played when you cannot follow (rules-spec E7).
    """
    if led is None:
        return list(hand)
    table = _EFFECTIVE[trump]
    led_suit = table[led.index]
    if led_suit is None:  # the joker led in no-trump: nothing to follow
        return list(hand)
    follow = [card for card in hand if table[card.index] is led_suit]
    return follow if follow else list(hand)


def trump_order(trump: Suit, variant: Variant | Deck | None = None) -> list[Card]:
    """Every trump, highest first: joker, right bower, left bower, A, K, Q, 10, 9 (8, 7).

    >>> [c.code for c in trump_order(Suit.HEARTS)]
    ['JH', 'JD', 'AH', 'KH', 'QH', 'TH', '9H']
    """
    deck = _deck_of(variant)
    cards = [c for c in deck.cards() if _TRUMP_POWER[trump][c.index]]
    return sorted(cards, key=lambda c: -_TRUMP_POWER[trump][c.index])


def plain_order(
    suit: Suit,
    trump: Suit | None,
    variant: Variant | Deck | None = None,
    *,
    low: bool = False,
) -> list[Card]:
    """The cards of a non-trump suit, highest first; the left bower is not among them."""
    if suit is trump:
        raise ValueError(f"{suit.english} is trump: use trump_order")
    deck = _deck_of(variant)
    cards = [c for c in deck.cards() if _EFFECTIVE[trump][c.index] is suit]
    return sorted(cards, key=lambda c: int(c.rank) if low else -int(c.rank))


def _deck_of(variant: Variant | Deck | None) -> Deck:
    if variant is None:
        return Deck.D24
    if isinstance(variant, Deck):
        return variant
    return variant.deck


def suit_counts(trump: Suit, variant: Variant | Deck | None = None) -> dict[Suit, int]:
    """How many cards each suit holds once trump is fixed: 7 / 5 / 6 / 6 on 24 cards."""
    deck = _deck_of(variant)
    counts = dict.fromkeys(SUITS, 0)
    for card in deck.cards():
        suit = _EFFECTIVE[trump][card.index]
        if suit is not None:
            counts[suit] += 1
    return counts


def highest(cards: Iterable[Card], trump: Suit | None, led: Suit | None) -> Card | None:
    """The strongest of ``cards`` in a trick led in ``led``, or None if none could win."""
    best: Card | None = None
    best_power = 0
    for card in cards:
        power = card_power(card, trump, led)
        if power > best_power:
            best, best_power = card, power
    return best
