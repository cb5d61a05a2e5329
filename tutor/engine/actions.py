"""What a player can do during a hand: small frozen values with a parse/str pair.

>>> Action.parse("play JH")
Play(card=parse_card('JH'))
>>> str(Action.parse("order up alone"))
'order up alone'
>>> Action.parse("declare ntl") == Declare(None, low=True)
True

Malformed text raises ``InvalidActionError``; whether an action is *legal* is the
``Deal``'s business (``IllegalPlayError``).
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.engine.cards import Card, Suit, parse_card
from tutor.engine.errors import InvalidActionError, InvalidCardError

__all__ = [
    "Action",
    "Bid",
    "Declare",
    "DefendAlone",
    "Discard",
    "GoAlone",
    "NameTrump",
    "OrderUp",
    "Pass",
    "Play",
    "TakeUp",
]


class Action:
    """Base class of every action; ``Action.parse(str(action)) == action``."""

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> Action:
        """Read an action from its text form, e.g. "pass", "name H alone", "play 10♦"."""
        if not isinstance(text, str):
            raise InvalidActionError(repr(text))
        words = text.strip().lower().split()
        if not words:
            raise InvalidActionError(text)
        try:
            return _parse_words(words, text)
        except InvalidCardError as error:
            raise InvalidActionError(text, f"{error.text!r} is not a card") from None


def _alone_suffix(words: list[str], text: str) -> bool:
    if not words:
        return False
    if words == ["alone"]:
        return True
    raise InvalidActionError(text)


def _parse_words(words: list[str], text: str) -> Action:
    head, rest = words[0], words[1:]
    if head == "pass" and not rest:
        return Pass()
    if head == "order" and rest[:1] == ["up"]:
        return OrderUp(alone=_alone_suffix(rest[1:], text))
    if head == "assist":  # the dealer's partner ordering up (rules-spec 1.7)
        return OrderUp(alone=_alone_suffix(rest, text))
    if head in ("take", "pick") and rest[:1] == ["up"]:
        return TakeUp(alone=_alone_suffix(rest[1:], text))
    if head in ("go", "going") and rest == ["alone"]:
        return GoAlone()
    if head in ("defend", "defending") and rest == ["alone"]:
        return DefendAlone()
    if head == "discard" and len(rest) == 1:
        return Discard(parse_card(rest[0]))
    if head == "play" and len(rest) == 1:
        return Play(parse_card(rest[0]))
    if head in ("name", "call") and rest:
        try:
            suit = Suit.parse(rest[0])
        except ValueError:
            raise InvalidActionError(text, f"{rest[0]!r} is not a suit (S C H D)") from None
        return NameTrump(suit, alone=_alone_suffix(rest[1:], text))
    if head == "bid" and len(rest) == 1:
        if not rest[0].isdigit():
            raise InvalidActionError(text, "a bid is a number of tricks, like 'bid 4'")
        return Bid(int(rest[0]))
    if head == "declare" and len(rest) == 1:
        return _parse_declare(rest[0], text)
    raise InvalidActionError(text)


_NO_TRUMP_WORDS = {
    "nt": False,
    "nth": False,
    "nt-high": False,
    "high": False,
    "ntl": True,
    "nt-low": True,
    "low": True,
}


def _parse_declare(word: str, text: str) -> Declare:
    if word in _NO_TRUMP_WORDS:
        return Declare(None, low=_NO_TRUMP_WORDS[word])
    try:
        return Declare(Suit.parse(word))
    except ValueError:
        raise InvalidActionError(
            text, f"{word!r} is not a contract: name a suit (S C H D), NTH or NTL"
        ) from None


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline: in either calling round, a bid, going or defending alone."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class OrderUp(Action):
    """Round 1, a player other than the dealer accepts the turn-up's suit as trump.

    From an opponent of the dealer this is "ordering up"; from the dealer's partner it is
    "assisting" (rules-spec 1.7). ``alone`` declares a lone hand.
    """

    alone: bool = False

    def __str__(self) -> str:
        return "order up alone" if self.alone else "order up"


@dataclass(frozen=True, slots=True)
class TakeUp(Action):
    """Round 1, the dealer accepts the turn-up's suit and takes the card."""

    alone: bool = False

    def __str__(self) -> str:
        return "take up alone" if self.alone else "take up"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """The player who took the turn-up lays one card face down."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card.code}"


@dataclass(frozen=True, slots=True)
class NameTrump(Action):
    """Round 2 (or the dealer under a turned-up joker, E2): name the trump suit."""

    suit: Suit
    alone: bool = False

    def __str__(self) -> str:
        return f"name {self.suit.code}" + (" alone" if self.alone else "")


@dataclass(frozen=True, slots=True)
class GoAlone(Action):
    """Declare a lone hand after trump is fixed.

    Used by the dealer who named trump blind under a turned-up joker (E2: he may go alone
    until he discards) and by the maker's partner taking the lone hand (E5).
    """

    def __str__(self) -> str:
        return "go alone"


@dataclass(frozen=True, slots=True)
class DefendAlone(Action):
    """A defender plays alone against the makers (E6); the partner sits out."""

    def __str__(self) -> str:
        return "defend alone"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Bid Euchre: contract to take at least ``tricks`` tricks (3–6)."""

    tricks: int

    def __str__(self) -> str:
        return f"bid {self.tricks}"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Bid Euchre: the declarer names trump, or no-trump (``trump=None``) high or low."""

    trump: Suit | None
    low: bool = False

    def __post_init__(self) -> None:
        if self.low and self.trump is not None:
            raise InvalidActionError(
                f"declare {self.trump.code} low", "only a no-trump contract can be low"
            )

    @property
    def code(self) -> str:
        if self.trump is not None:
            return self.trump.code
        return "NTL" if self.low else "NTH"

    def __str__(self) -> str:
        return f"declare {self.code}"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card to the current trick."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card.code}"
