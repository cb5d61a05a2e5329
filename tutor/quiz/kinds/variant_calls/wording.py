"""What a British or three-hand call's explanation reads of the hand (its question is facts:
``variant_calls.ask``)."""

from __future__ import annotations

from dataclasses import dataclass

from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Suit,
    is_trump,
)
from tutor.quiz import principles
from tutor.quiz.kinds.variant_calls.call import (
    VariantCall,
    _high,
    _trumps,
)

# -- text ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LoneFacts:
    """The cards a loner would play with (after the dealer's discard) read by A-9's one
    criterion: what they hold, and what keeps their march alone in doubt."""

    kept: tuple[Card, ...]
    discarded: Card | None
    trumps: tuple[Card, ...]
    top_three: bool  # both bowers with the Benny or the ace
    bower: bool  # a bower or the Benny among the trumps
    losers: tuple[Card, ...]  # small side cards (no ace, no trump)
    aces: tuple[Card, ...]
    by_count: bool  # principles.lone_hand: the top three or any four trumps
    marches: bool  # ... and a march alone not in doubt


def lone_facts(call: VariantCall, trump: Suit) -> LoneFacts:
    alone = call.decision(call.lone_option(trump))
    held = alone.holding(trump)
    kept = principles.kept_cards(alone, trump)
    discarded = next((c for c in held if c not in kept), None)
    trumps = _trumps(kept, trump)
    bowers = [c for c in trumps if not c.is_joker and c.rank is Rank.JACK]
    benny = any(c.is_joker for c in trumps)
    ace = any(not c.is_joker and c.rank is Rank.ACE for c in trumps)
    by_count = principles.lone_hand(held, trump)
    return LoneFacts(
        tuple(kept),
        discarded,
        tuple(trumps),
        len(bowers) == 2 and (benny or ace),
        benny or bool(bowers),
        tuple(c for c in kept if not is_trump(c, trump) and c.rank is not Rank.ACE),
        tuple(principles.off_aces(kept, trump)),
        by_count,
        by_count and not principles.lone_march_doubtful(kept, trump),
    )


def stuck_ties(call: VariantCall, named: Suit) -> list[Suit]:
    """The other nameable suits that would give the stuck dealer as many high trumps and as
    many trumps."""

    def weight(suit: Suit) -> tuple[int, int]:
        return len(_trumps(call.hand, suit)), len(_high(call.hand, suit))

    return [
        s
        for s in SUITS
        if s is not named and s is not call.upcard.suit and weight(s) >= weight(named)
    ]


def _deck_trumps(call: VariantCall) -> list[Card]:
    return [c for c in call.variant.cards() if is_trump(c, call.offered)]


def third_trick_cards(call: VariantCall) -> tuple[list[Card], list[Card]]:
    """The three-hand maker's own third trick: his trumps after the two highest, and his
    off-suit aces."""
    trump = call.offered
    held = call.holding()
    return _trumps(held, trump)[2:], principles.off_aces(held, trump)
