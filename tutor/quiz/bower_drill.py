"""The bower drill: quick questions made and checked by the engine on the fly.

Three forms, asked under any trump suit:

- ``is-trump``: "Is this card a trump?" (answers ``yes`` / ``no``);
- ``higher``: "Which of these two is higher?" (answers a card code). Only pairs whose order
  does not depend on which was led: two trumps, a trump and a plain card, or two cards of
  one plain suit;
- ``follows``: "Which suit does it follow?" (answers a suit code; the left bower and the
  Benny follow trump).

Decks: ``24`` (9 to ace), ``32`` (7 to ace) and ``benny`` (24 and the joker). The answer is
worked out with ``effective_suit`` and ``trick_winner`` when the question is made, and each
question carries the skill (quiz theme) a miss should send to the review deck.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Any, NamedTuple

from tutor.engine import (
    SUITS,
    Card,
    Suit,
    Variant,
    describe,
    effective_suit,
    explain_effective_suit,
    explain_trick,
    is_left_bower,
    is_right_bower,
    is_trump,
    parse_card,
    trick_winner,
)

FORMS: tuple[str, ...] = ("is-trump", "higher", "follows")
DECKS: dict[str, Variant] = {
    "24": Variant.preset("standard"),
    "32": Variant.preset("standard").replace(deck=32),
    "benny": Variant.preset("standard").replace(joker=True),
}
YES, NO = "yes", "no"


class DrillAnswerError(ValueError):
    """The posted value is not one of the question's choices."""


# A named tuple: every drill answer makes two (the question answered, read back from its
# token, and the next one), and a frozen dataclass sets each field through a call.
class DrillQuestion(NamedTuple):
    form: str
    deck: str
    trump: Suit
    cards: tuple[Card, ...]
    answer: str
    skill: str

    @property
    def choices(self) -> tuple[str, ...]:
        if self.form == "is-trump":
            return (YES, NO)
        if self.form == "higher":
            return tuple(card.code for card in self.cards)
        return tuple(suit.code for suit in SUITS)

    def check(self, value: str) -> bool:
        """Whether ``value`` is right; ``DrillAnswerError`` if it is not a choice at all."""
        given = value.strip()
        if self.form == "higher":
            given = given.upper()
        if given not in self.choices:
            raise DrillAnswerError(value)
        return given == self.answer

    def explanation(self, lang: str) -> str:
        return _explanation(self.form == "higher", self.cards, self.trump, lang)

    def to_json(self) -> dict[str, Any]:
        return {
            "form": self.form,
            "deck": self.deck,
            "trump": self.trump.code,
            "cards": [card.code for card in self.cards],
            "answer": self.answer,
            "skill": self.skill,
        }

    def stored(self) -> str:
        """``json.dumps(self.to_json())``, written out: each part is a code of letters,
        digits and hyphens, which JSON writes as it is (a drill answer stores two
        questions, and ``json.dumps`` costs several times what building the text does)."""
        cards = ", ".join(f'"{card.code}"' for card in self.cards)
        return (
            f'{{"form": "{self.form}", "deck": "{self.deck}", "trump": "{self.trump.code}", '
            f'"cards": [{cards}], "answer": "{self.answer}", "skill": "{self.skill}"}}'
        )

    def code(self) -> str:
        """The question in one short line (the drill's signed token carries it): its
        parts hold no spaces."""
        cards = ",".join(card.code for card in self.cards)
        return f"{self.form} {self.deck} {self.trump.code} {cards} {self.answer} {self.skill}"

    @classmethod
    def from_code(cls, text: str) -> DrillQuestion:
        form, deck, trump, cards, answer, skill = text.split(" ")
        return cls(form, deck, Suit.parse(trump), _cards(cards), answer, skill)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> DrillQuestion:
        return cls(
            form=str(data["form"]),
            deck=str(data["deck"]),
            trump=Suit.parse(str(data["trump"])),
            cards=tuple(parse_card(str(code)) for code in data["cards"]),
            answer=str(data["answer"]),
            skill=str(data["skill"]),
        )


@lru_cache(maxsize=4096)
def _cards(codes: str) -> tuple[Card, ...]:
    return tuple(parse_card(code) for code in codes.split(","))


# Every drill answer explains the question just answered; the explanation depends only on
# the cards, the trump and the language (about 4,300 questions per language in all).
@lru_cache(maxsize=16384)
def _explanation(higher: bool, cards: tuple[Card, ...], trump: Suit, lang: str) -> str:
    if higher:
        reasons = explain_trick(list(cards), trump)
        return " ".join(describe(reason, lang) + "." for reason in reasons[:2])
    return describe(explain_effective_suit(cards[0], trump), lang) + "."


@lru_cache(maxsize=16)
def _pack(deck: str) -> tuple[Card, ...]:
    return tuple(DECKS[deck].cards())


@lru_cache(maxsize=64)
def _tricky(deck: str, trump: Suit) -> tuple[Card, ...]:
    # Every drill answer draws from these: worked out once per deck and trump.
    return tuple(
        card
        for card in _pack(deck)
        if card.is_joker or (card.suit is not None and card.suit.color is trump.color)
    )


def _tricky_card(deck: str, trump: Suit, rng: random.Random) -> Card:
    """Half the time a card that fools people: a jack, the joker, or a card of trump's
    colour; otherwise any card of the pack."""
    return rng.choice(_tricky(deck, trump) if rng.random() < 0.5 else _pack(deck))


def _skill(cards: tuple[Card, ...], trump: Suit, form: str) -> str:
    if any(card.is_joker for card in cards):
        return "joker"
    if any(is_left_bower(card, trump) for card in cards):
        return "left-bower"
    if form != "higher":
        return "effective-suit"
    if any(is_right_bower(card, trump) for card in cards):
        return "right-bower"
    trumps = sum(is_trump(card, trump) for card in cards)
    return {2: "trump-order", 1: "trump-beats-led-suit"}.get(trumps, "highest-of-led-suit")


def _pair(deck: str, trump: Suit, rng: random.Random) -> tuple[Card, Card]:
    while True:
        first = _tricky_card(deck, trump, rng)
        second = _tricky_card(deck, trump, rng)
        if first == second:
            continue
        suits = (effective_suit(first, trump), effective_suit(second, trump))
        if trump in suits or suits[0] is suits[1]:
            return first, second


def make_question(deck: str, rng: random.Random, form: str | None = None) -> DrillQuestion:
    """A new question for ``deck`` ("24", "32" or "benny"), answer worked out by the engine."""
    trump = rng.choice(SUITS)
    chosen = form or rng.choice(FORMS)
    if chosen == "higher":
        first, second = _pair(deck, trump, rng)
        winner = trick_winner([first, second], trump)
        if winner != 1 - trick_winner([second, first], trump):  # pragma: no cover
            raise AssertionError(f"{first} and {second} rank by which was led")
        cards: tuple[Card, ...] = (first, second)
        answer = cards[winner].code
    else:
        card = _tricky_card(deck, trump, rng)
        cards = (card,)
        if chosen == "is-trump":
            answer = YES if is_trump(card, trump) else NO
        else:
            suit = effective_suit(card, trump)
            if suit is None:  # pragma: no cover  (only in no-trump, never drilled)
                raise AssertionError("the joker has no suit without trump")
            answer = suit.code
    return DrillQuestion(chosen, deck, trump, cards, answer, _skill(cards, trump, chosen))
