"""Misdeals (rules-spec E1): a fault in the deal itself, and what follows it.

A misdeal is a mistake in dealing: a player is dealt the wrong number of cards, or a card
is turned face up while dealing. The same dealer deals again and nobody scores (E1, [D]:
the engine's shuffled deals never misdeal, so this judges a deal told in words, as at a
real table). A hand that everybody passes is no misdeal: under the redeal rule it is
thrown in and the deal passes to the left; under stick the dealer the dealer must name a
suit (``Deal`` plays both out).

>>> from tutor.engine.variant import Variant
>>> after_deal(Variant.preset("standard"), [5, 6, 5, 5]).value
'same-dealer'
>>> after_deal(Variant.preset("standard"), [5, 5, 5, 5]).value
'play-on'
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from tutor.engine.errors import EngineError
from tutor.engine.variant import Variant


class AfterDeal(enum.Enum):
    """What a deal leads to before any call."""

    PLAY_ON = "play-on"
    SAME_DEALER = "same-dealer"


def is_misdeal(variant: Variant, hand_sizes: Sequence[int], *, card_exposed: bool = False) -> bool:
    """Whether a deal with these hand sizes (one per seat) is a misdeal."""
    if len(hand_sizes) != variant.players:
        raise EngineError(f"{variant.name} Euchre deals to {variant.players} players")
    if any(size < 0 for size in hand_sizes):
        raise EngineError("a hand cannot hold fewer than no cards")
    return card_exposed or any(size != variant.hand_size for size in hand_sizes)


def after_deal(
    variant: Variant, hand_sizes: Sequence[int], *, card_exposed: bool = False
) -> AfterDeal:
    """A misdeal is dealt again by the same dealer, and nobody scores; a good deal goes on
    to the calling."""
    if is_misdeal(variant, hand_sizes, card_exposed=card_exposed):
        return AfterDeal.SAME_DEALER
    return AfterDeal.PLAY_ON
