"""Why an action is illegal, in a sentence a learner can act on (``Deal.why_illegal``).

The deal asks this module when ``push`` refuses an action; it builds on the explanations
of ``tutor.engine.explain`` and knows the deal only as a type, so the deal can import it
without an import circle.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tutor.engine.actions import Bid, Discard, NameTrump, OrderUp, Play, TakeUp
from tutor.engine.cards import Card, Suit
from tutor.engine.explain import article, describe, explain_legal, suit_name
from tutor.engine.phase import Phase

if TYPE_CHECKING:
    from tutor.engine.actions import Action
    from tutor.engine.deal import Deal


def illegal_reason(deal: Deal, action: Action) -> tuple[str, str | None]:
    """A learner-readable sentence (English) and the rule for an illegal action."""
    if deal.phase is Phase.OVER:
        return "the hand is over: nothing more can be played", None
    if not isinstance(action, Play) or deal.phase is not Phase.PLAY:
        return _illegal_call(deal, action)
    card = action.card
    seat = deal.to_act if deal.to_act is not None else 0
    hand = deal.hand(seat)
    if card not in hand:
        return f"you do not hold {card}", None
    led = deal.trick[0].card
    trump = deal.trump
    reasons = explain_legal(hand, led, trump)
    must = next(r for r in reasons if r.key == "must-follow")
    led_suit = must.suit or Suit.SPADES  # must-follow always names the led suit
    text = (
        f"you hold {article(suit_name(led_suit, 'en'))}, so you must follow "
        f"{suit_name(led_suit, 'en', plural=True)}"
    )
    details = [
        describe(r, "en")
        for r in reasons
        if r.key == "counts-as-trump" or (r.key == "left-bower-not-printed" and r.cards[0] == card)
    ]
    if not details:
        text += f": play {_or(must.cards)}"
    return "; ".join([text, *details]), "1.6"


def _illegal_call(deal: Deal, action: Action) -> tuple[str, str | None]:
    v = deal.variant
    seat = deal.to_act
    phase = deal.phase
    options = ", ".join(f"'{a}'" for a in deal.legal_actions())
    if isinstance(action, NameTrump) and phase is Phase.ROUND_TWO:
        if deal.upcard is not None and action.suit is deal.upcard.suit:
            return (
                f"{suit_name(action.suit, 'en', plural=True)} were turned down, "
                "so they cannot be trump this hand",
                "2.1",
            )
        if action.alone and not v.allow_alone:
            return f"{v.name} Euchre has no lone hands", "2.0"
    if isinstance(action, OrderUp | TakeUp) and phase is Phase.ROUND_ONE:
        if isinstance(action, OrderUp) and seat == deal.dealer:
            return "the dealer takes up rather than orders up: say 'take up'", "1.7"
        if isinstance(action, TakeUp) and seat != deal.dealer:
            return "only the dealer takes up; the others order up", "1.7"
        if not action.alone and seat == deal.partner_of_dealer and v.canadian_loner:
            return (
                "the dealer's partner may order up only by going alone (Canadian loner)",
                "E4",
            )
        if action.alone and not v.allow_alone:
            return f"{v.name} Euchre has no lone hands", "2.0"
    if phase is Phase.ROUND_TWO and action.__class__.__name__ == "Pass":
        return "stick the dealer: the dealer must name a suit", "E1"
    if isinstance(action, Discard) and phase is Phase.DISCARD:
        if action.card == deal.upcard:
            return "the turn-up stays in the hand: discard another card", "E3"
        return f"you do not hold {action.card}", "E3"
    if isinstance(action, Bid) and phase is Phase.BIDDING:
        high = deal.bid
        if not 3 <= action.tricks <= v.hand_size:
            return f"a bid is 3 to {v.hand_size} tricks", "2.5"
        if high is not None:
            if seat == deal.dealer:
                return f"the dealer must bid at least {high} (equal is allowed)", "P4"
            return f"a bid must be higher than {high}", "2.5"
    if phase is Phase.BIDDING and seat == deal.dealer and deal.bid is None:
        return "everybody passed, so the dealer must bid", "E17"
    return f"that is not possible now ({phase.value}); you may {options}", None


def _or(cards: Sequence[Card]) -> str:
    names = [str(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


# -- scores ------------------------------------------------------------------------------
