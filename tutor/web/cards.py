"""How a card looks on a page: rank, suit symbol, colour class and a spoken label.

Every card carries its suit as a symbol and in words (``aria-label``), never by colour
alone, and the label names a bower when the trump makes the card one.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import Flask
from markupsafe import Markup

from tutor.engine import (
    Card,
    InvalidCardError,
    Rank,
    Suit,
    is_left_bower,
    is_right_bower,
    parse_card,
)
from tutor.web.text import _


def suit_name(suit: Suit) -> str:
    names = {
        Suit.SPADES: _("spades"),
        Suit.CLUBS: _("clubs"),
        Suit.HEARTS: _("hearts"),
        Suit.DIAMONDS: _("diamonds"),
    }
    return names[suit]


def rank_name(rank: Rank) -> str:
    names = {
        Rank.SEVEN: _("seven"),
        Rank.EIGHT: _("eight"),
        Rank.NINE: _("nine"),
        Rank.TEN: _("ten"),
        Rank.JACK: _("jack"),
        Rank.QUEEN: _("queen"),
        Rank.KING: _("king"),
        Rank.ACE: _("ace"),
        Rank.JOKER: _("joker"),
    }
    return names[rank]


def card_label(card: Card, trump: Suit | None = None) -> str:
    """ "jack of diamonds", or "jack of diamonds, left bower" with hearts trump."""
    if card.suit is None:
        return _("joker (Benny)")
    label = _("%(rank)s of %(suit)s", rank=rank_name(card.rank), suit=suit_name(card.suit))
    if is_right_bower(card, trump):
        return _("%(card)s, right bower", card=label)
    if is_left_bower(card, trump):
        return _("%(card)s, left bower", card=label)
    return label


@dataclass(frozen=True)
class CardFace:
    code: str
    rank: str  # as printed: "10", "J", "A"; "Jo" for the joker
    symbol: str  # "♥"; "★" for the joker
    suit: str  # the suit's code in lower case ("h"), "joker" for the joker
    colour: str  # "red" or "black"
    label: str
    bower: str | None  # "right", "left" or None

    @property
    def short(self) -> str:
        return "Joker" if self.suit == "joker" else f"{self.rank}{self.symbol}"


def card_face(code: str | Card, trump: Suit | str | None = None) -> CardFace:
    card = code if isinstance(code, Card) else parse_card(code)
    trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
    bower = None
    if is_right_bower(card, trump_suit):
        bower = "right"
    elif is_left_bower(card, trump_suit):
        bower = "left"
    if card.suit is None:
        return CardFace(card.code, "Jo", "★", "joker", "black", card_label(card), None)
    return CardFace(
        code=card.code,
        rank=card.rank.label,
        symbol=card.suit.symbol,
        suit=card.suit.code.lower(),
        colour=card.suit.color.value,
        label=card_label(card, trump_suit),
        bower=bower,
    )


def is_card_code(value: str) -> bool:
    try:
        parse_card(value)
    except InvalidCardError:
        return False
    return True


def suit_face(code: str) -> Markup:
    """A suit named by symbol and word, e.g. for the trump indicator."""
    suit = Suit.parse(code)
    return Markup('<span class="suit suit-{}" aria-hidden="true">{}</span> {}').format(
        suit.code.lower(), suit.symbol, suit_name(suit)
    )


def register_template_helpers(app: Flask) -> None:
    app.jinja_env.globals.update(
        card_face=card_face, suit_face=suit_face, suit_name=suit_name, is_card_code=is_card_code
    )
