"""What a British or three-hand call's explanation weighs, beside its facts: a call that only
loses least (not built), and the round two a first-round pass keeps."""

from __future__ import annotations

from tutor.analysis.calling import (
    PASS,
)
from tutor.engine import (
    SUITS,
    Card,
    Suit,
)
from tutor.quiz import principles
from tutor.quiz.kinds.variant_calls.call import (
    VariantCall,
    _high,
    _trumps,
)


def losing_call(call: VariantCall, answer: str, value: float) -> bool:
    """A call that is best only as the least bad (every choice loses points) and that no
    rule forces: S0-3 and A-9 are reasons for a good call, so such an item is not built
    (F3). A pass that loses least, and a forced call (the stuck dealer, the Benny's makers),
    are built, and the text says every choice loses (``EveryChoiceLoses``)."""
    return value < 0 and not (answer == PASS or call.stuck or call.benny)


def round_two_fallback(call: VariantCall) -> Suit:
    """The suit the three-hand dealer who turns the card down would name when stuck in
    round two (S0-3 stuck: the most trumps, then the most high ones)."""
    turned = call.upcard.suit
    nameable = [s for s in SUITS if s is not turned]
    return max(nameable, key=lambda s: (len(_trumps(call.hand, s)), len(_high(call.hand, s))))


def round_two_chance(call: VariantCall) -> tuple[Suit, list[Card]] | None:
    """A round-one pass whose point is round two: the suit the player could name there if
    everyone passes the turn-up, by the same rule (S0-3, for a three-hand maker with his
    own third trick; under the British rule counting the turned-down card he would take),
    with the trumps it gives. None where no suit makes the call, or for the three-hand
    dealer (``StuckLater`` says what stick the dealer leaves him)."""
    if call.round != 1 or call.benny or (call.players == 3 and call.role == 0):
        return None
    later = VariantCall(call.variant, call.dealer, call.seat, call.hand, call.upcard, 2)
    suits = [
        s
        for s in SUITS
        if s is not call.upcard.suit and principles.fits("S0-3", later.decision(s.code))
    ]
    if not suits:
        return None

    def holding(suit: Suit) -> list[Card]:
        return later.decision(suit.code).holding(suit)

    best = max(suits, key=lambda s: (len(_high(holding(s), s)), len(_trumps(holding(s), s))))
    return best, _trumps(holding(best), best)


def unseparated(call: VariantCall, principle: str | None, answer: str) -> list[str]:
    """The choices the principle fits as well as the answer with nothing the item says to
    prefer the answer (``principles.unseparated``)."""
    chosen = call.decision(answer)
    others = principles.unseparated(principle, chosen, [call.decision(o) for o in call.options()])
    return [o for o in call.options() if call.decision(o) in others]
