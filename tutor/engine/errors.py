"""Engine errors: all are ``ValueError`` subclasses with a message a person can act on."""

from __future__ import annotations


class EngineError(ValueError):
    """Base class for every error the rules engine raises on bad input."""


class InvalidCardError(EngineError):
    """The text does not name a card ("that is not a card")."""

    def __init__(self, text: str) -> None:
        self.text = text
        super().__init__(
            f"{text!r} is not a card: write a rank (9 10 J Q K A, or 7 8 on 32 cards) and a "
            "suit (S C H D or ♠ ♣ ♥ ♦), like 'JH' or '10♦'; 'JO' is the Benny"
        )


class IllegalPlayError(EngineError):
    """The action is well formed but the rules forbid it here ("that play is illegal").

    ``reason`` is the learner-readable sentence; ``rule`` names the rules-spec section.
    """

    def __init__(self, reason: str, *, rule: str | None = None) -> None:
        self.reason = reason
        self.rule = rule
        super().__init__(reason)


class VariantError(EngineError):
    """An impossible combination of variant options."""


class InvalidActionError(EngineError):
    """The text does not name an action at all ("that is not a move")."""

    def __init__(self, text: str, hint: str | None = None) -> None:
        self.text = text
        message = (
            f"{text!r} is not an action: write e.g. 'pass', 'order up', 'take up alone', "
            "'discard 9C', 'name H', 'go alone', 'defend alone', 'bid 4', 'declare NTL', "
            "'play JH'"
        )
        if hint:
            message = f"{text!r} is not an action: {hint}"
        super().__init__(message)
