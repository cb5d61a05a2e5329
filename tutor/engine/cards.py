"""Cards, suits and ranks: small immutable values with a parser and a code.

>>> parse_card("jh") == parse_card("J♥")
True
>>> parse_card("10H").code
'TH'
>>> str(parse_card("TD"))
'10♦'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tutor.engine.errors import InvalidCardError


class Color(enum.Enum):
    BLACK = "black"
    RED = "red"


class Suit(enum.Enum):
    """The four suits. ``value`` is the one-letter code used in card codes."""

    SPADES = "S"
    CLUBS = "C"
    HEARTS = "H"
    DIAMONDS = "D"

    @property
    def code(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def color(self) -> Color:
        return Color.BLACK if self in (Suit.SPADES, Suit.CLUBS) else Color.RED

    @property
    def sister(self) -> Suit:
        """The other suit of the same colour ("next"); its jack is the left bower."""
        return _SISTER[self]

    @property
    def english(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse "H", "h", "♥", "hearts" into a suit; raise ``ValueError`` otherwise."""
        key = text.strip().lower()
        suit = _SUIT_WORDS.get(key)
        if suit is None:
            raise ValueError(f"{text!r} is not a suit: use S, C, H or D (or ♠ ♣ ♥ ♦)")
        return suit

    def __str__(self) -> str:
        return self.symbol


SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)

_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦"}
_SISTER = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}
_SUIT_WORDS: dict[str, Suit] = {}
for _suit in SUITS:
    for _word in (_suit.value.lower(), _suit.name.lower(), _suit.name.lower()[:-1]):
        _SUIT_WORDS[_word] = _suit
    _SUIT_WORDS[_SUIT_SYMBOLS[_suit]] = _suit
# Outline symbols are common in pasted text.
_SUIT_WORDS.update({"♤": Suit.SPADES, "♧": Suit.CLUBS, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS})


class Rank(enum.IntEnum):
    """Printed ranks; the joker (Benny) is a rank of its own with no suit."""

    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def code(self) -> str:
        return _RANK_CODES[self]

    @property
    def label(self) -> str:
        """How the rank is printed on a card: "10", "J", "A"."""
        return "10" if self is Rank.TEN else _RANK_CODES[self]

    @property
    def english(self) -> str:
        return _RANK_WORDS[self]


_RANK_CODES = {
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.JOKER: "JO",
}
_RANK_WORDS = {
    Rank.SEVEN: "seven",
    Rank.EIGHT: "eight",
    Rank.NINE: "nine",
    Rank.TEN: "ten",
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.ACE: "ace",
    Rank.JOKER: "joker",
}
_RANK_PARSE = {
    "7": Rank.SEVEN,
    "8": Rank.EIGHT,
    "9": Rank.NINE,
    "T": Rank.TEN,
    "10": Rank.TEN,
    "J": Rank.JACK,
    "Q": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
}


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card. ``suit`` is None only for the joker.

    ``index`` is a small stable integer (0–32) the solver uses for bit sets.
    """

    rank: Rank
    suit: Suit | None
    index: int

    JOKER: ClassVar[Card]

    @property
    def is_joker(self) -> bool:
        return self.rank is Rank.JOKER

    @property
    def code(self) -> str:
        """The two-character code: "JH", "TH", "7C"; "JO" for the joker."""
        if self.suit is None:
            return "JO"
        return _RANK_CODES[self.rank] + self.suit.value

    @property
    def english(self) -> str:
        """Spoken name for screen readers: "jack of diamonds"."""
        if self.suit is None:
            return "Benny (joker)"
        return f"{_RANK_WORDS[self.rank]} of {self.suit.english}"

    def __str__(self) -> str:
        if self.suit is None:
            # The course names the joker the Benny (lessons/en/british-euchre.md), and so
            # does every sentence built from a card; a chip still shows the card's face.
            return "Benny"
        return self.rank.label + _SUIT_SYMBOLS[self.suit]

    def __repr__(self) -> str:
        return f"parse_card({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    # Cards are interned, one object per card, and sit in sets and dicts in the solver's
    # inner loops: the index alone identifies a card and hashes fast.
    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Card):
            return NotImplemented
        return self.index == other.index

    def __hash__(self) -> int:
        return self.index


def _build_cards() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    index = 0
    for suit in SUITS:
        for rank in (
            Rank.SEVEN,
            Rank.EIGHT,
            Rank.NINE,
            Rank.TEN,
            Rank.JACK,
            Rank.QUEEN,
            Rank.KING,
            Rank.ACE,
        ):
            card = Card(rank, suit, index)
            cards[card.code] = card
            index += 1
    cards["JO"] = Card(Rank.JOKER, None, index)
    return cards


_CARDS: dict[str, Card] = _build_cards()
Card.JOKER = _CARDS["JO"]
JOKER: Card = Card.JOKER
ALL_CARDS: tuple[Card, ...] = tuple(sorted(_CARDS.values(), key=lambda c: c.index))


def card_of(rank: Rank, suit: Suit | None) -> Card:
    """The interned card of that rank and suit."""
    if rank is Rank.JOKER or suit is None:
        return JOKER
    return _CARDS[_RANK_CODES[rank] + suit.value]


def parse_card(text: str) -> Card:
    """Parse a card: "JH", "jh", "J♥", "10H", "TH", "JO", "Joker".

    Raises ``InvalidCardError`` naming the text for anything else.
    """
    if not isinstance(text, str):
        raise InvalidCardError(repr(text))
    raw = text.strip()
    key = raw.upper()
    if key in ("JO", "JOKER", "BENNY", "🃏", "JK"):
        return JOKER
    if len(key) < 2:
        raise InvalidCardError(text)
    suit_part = key[-1]
    rank_part = key[:-1]
    suit = _SUIT_WORDS.get(suit_part.lower())
    rank = _RANK_PARSE.get(rank_part)
    if suit is None or rank is None:
        raise InvalidCardError(text)
    return _CARDS[_RANK_CODES[rank] + suit.value]


def parse_cards(text: str | list[str] | tuple[str, ...]) -> list[Card]:
    """Parse several cards: "JH AD 9C" (spaces or commas) or a list of codes."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_card(part) for part in parts]


def cards_code(cards: list[Card] | tuple[Card, ...]) -> str:
    """Codes joined by spaces, the inverse of ``parse_cards``."""
    return " ".join(card.code for card in cards)
