"""How a card looks on a page: rank, suit symbol, colour class and a spoken label.

Every card carries its suit as a symbol and in words (``aria-label``), never by colour
alone, and the label names a bower when the trump makes the card one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from flask import Flask
from markupsafe import Markup

from tutor.engine import (
    Card,
    InvalidCardError,
    Suit,
    is_left_bower,
    is_right_bower,
    parse_card,
)
from tutor.engine import card_label as engine_card_label
from tutor.engine import suit_name as engine_suit_name
from tutor.web.i18n import current_lang
from tutor.web.text import _


def suit_name(suit: Suit) -> str:
    """ "hearts" or "하트", in the page's language (the engine's words)."""
    return engine_suit_name(suit, current_lang(), plural=True)


def card_label(card: Card, trump: Suit | None = None, *, low: bool = False) -> str:
    """The engine's accessible label in the page's language: "jack of diamonds", or "jack
    of diamonds, left bower" with hearts trump."""
    return _label(current_lang(), card, trump, low)


@lru_cache(maxsize=4096)
def _label(lang: str, card: Card, trump: Suit | None, low: bool) -> str:
    # A quiz page shows dozens of cards; a label depends on these four things only, so it
    # is worked out once per process instead of once per card per page.
    return engine_card_label(card, trump, low=low, lang=lang)


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


def card_face(code: str | Card, trump: Suit | str | None = None, *, low: bool = False) -> CardFace:
    """How ``code`` looks under ``trump`` (None: no trump named, so no bower is shown)."""
    return _face(current_lang(), code, trump, low)


@lru_cache(maxsize=8192)
def _face(lang: str, code: str | Card, trump: Suit | str | None, low: bool) -> CardFace:
    card = code if isinstance(code, Card) else parse_card(code)
    trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
    label = _label(lang, card, trump_suit, low)
    if card.suit is None:
        return CardFace(card.code, "Jo", "★", "joker", "black", label, None)
    bower = None
    if is_right_bower(card, trump_suit):
        bower = "right"
    elif is_left_bower(card, trump_suit):
        bower = "left"
    return CardFace(
        code=card.code,
        rank=card.rank.label,
        symbol=card.suit.symbol,
        suit=card.suit.code.lower(),
        colour=card.suit.color.value,
        label=label,
        bower=bower,
    )


def is_card_code(value: str) -> bool:
    try:
        parse_card(value)
    except InvalidCardError:
        return False
    return True


def suit_face(code: str, lang: str | None = None) -> Markup:
    """A suit named by symbol and word, e.g. for the trump indicator; in ``lang``, by
    default the request's language."""
    return _suit_face(lang or current_lang(), code)


@lru_cache(maxsize=64)
def _suit_face(lang: str, code: str) -> Markup:
    suit = Suit.parse(code)
    return Markup('<span class="suit suit-{}" aria-hidden="true">{}</span> {}').format(
        suit.code.lower(), suit.symbol, engine_suit_name(suit, lang, plural=True)
    )


# -- card markup -------------------------------------------------------------------------
# A quiz page shows up to fifty cards. As Jinja macros each cost a dozen context lookups and
# escapes; their markup depends only on (language, card, trump, classes), so it is built
# here once per process and reused. Every card shows rank and suit symbol and names itself
# in words (aria-label or visually hidden text).

_CARD = Markup(
    '<span class="card card-{colour} suit-{suit}{bower} {extra}" role="img" aria-label="{label}"'
    ' data-card="{code}">\n{inner}\n</span>'
)
_CORNER = Markup(
    '<span class="corner" aria-hidden="true"><span class="rank">{rank}</span>'
    '<span class="pip">{symbol}</span></span>\n'
    '<span class="face-pip" aria-hidden="true">{symbol}</span>'
)
_BOWER_TAG = Markup('\n<span class="bower-tag" aria-hidden="true">{}</span>')
_HIDDEN_LABEL = Markup('\n<span class="visually-hidden">{}</span>')
_CHIP = Markup(
    '<span class="chip chip-{colour} chip-{suit}" role="img" aria-label="{label}">{short}</span>'
)


def card(code: str | Card, trump: Suit | str | None = None, extra_class: str = "") -> Markup:
    """A whole card face, named by its aria-label."""
    return _card(current_lang(), code, trump, extra_class)


def card_inner(code: str | Card, trump: Suit | str | None = None) -> Markup:
    """A card face's insides for a control that is the card (an answer button): the label
    is visually hidden text, so the control's accessible name is the card's name."""
    return _card_inner(current_lang(), code, trump)


def chip(code: str | Card, trump: Suit | str | None = None) -> Markup:
    """A card in running text: "J♦", named by its aria-label."""
    face = card_face(code, trump)
    return _CHIP.format(colour=face.colour, suit=face.suit, label=face.label, short=face.short)


def _corner(lang: str, face: CardFace) -> Markup:
    inner = _CORNER.format(rank=face.rank, symbol=face.symbol)
    if face.bower:
        inner += _BOWER_TAG.format(_bower_words(lang)[face.bower])
    return inner


@lru_cache(maxsize=8)
def _bower_words(lang: str) -> dict[str, str]:
    # Called only while ``lang`` is the request's language, so ``_`` answers in it.
    return {"right": _("right bower"), "left": _("left bower")}


@lru_cache(maxsize=8192)
def _card(lang: str, code: str | Card, trump: Suit | str | None, extra: str) -> Markup:
    face = _face(lang, code, trump, False)
    return _CARD.format(
        colour=face.colour,
        suit=face.suit,
        bower=f" bower-{face.bower}" if face.bower else "",
        extra=extra,
        label=face.label,
        code=face.code,
        inner=_corner(lang, face),
    )


@lru_cache(maxsize=8192)
def _card_inner(lang: str, code: str | Card, trump: Suit | str | None) -> Markup:
    face = _face(lang, code, trump, False)
    return _corner(lang, face) + _HIDDEN_LABEL.format(face.label)


def register_template_helpers(app: Flask) -> None:
    app.jinja_env.globals.update(
        card_face=card_face,
        suit_face=suit_face,
        suit_name=suit_name,
        is_card_code=is_card_code,
        card=card,
        card_inner=card_inner,
        chip=chip,
    )
