"""How one language writes the things an explanation or a feedback sentence names: cards,
suits, seats, an item's labelled options, each with the Korean particle its sentence needs
(``tutor.korean``, the one particle rule). Words come from the message catalogue
(``tutor.web.text``), so the caller renders in the language it asks for.

A name passed bare into a sentence takes the particle its Korean msgstr marks in braces
("%(answer)s{을}", ``tutor.korean.fill_particles``); a name given a ``particle`` here
carries it already.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import Suit, parse_card
from tutor.grammar import grammar
from tutor.quiz.words import count_word, ordinal, seat_name
from tutor.web.labels import option_label
from tutor.web.text import _


def nth(number: int, lang: str) -> str:
    """A decision's place as its sentence names it: Korean reads an ordinal ("첫 번째
    결정", never "1번째"), English keeps the digit ("Decision 1")."""
    return ordinal(number, lang) if grammar(lang).counts_in_words else str(number)


class Words:
    """How one language writes an item's options: card names, call labels, suits, seats,
    counts, each with the particle its sentence needs (Korean) or as it is (English)."""

    def __init__(self, item: Mapping[str, Any], lang: str) -> None:
        self.item = item
        self.lang = lang
        self.grammar = grammar(lang)

    def card(self, code: str, particle: str = "") -> str:
        return self.grammar.particle(self.grammar.card(parse_card(code)), particle)

    def cards(self, codes: Sequence[str], particle: str = "") -> str:
        """Cards listed with commas; the particle (Korean) follows the last card."""
        names = ", ".join(self.card(code) for code in codes)
        return self.grammar.particle(names, particle)

    def also(self, code: str) -> str:
        """The card as the subject of "… too" (Korean 도, which never changes its form)."""
        return self.grammar.also(self.card(code))

    def option(self, code: str, particle: str = "") -> str:
        label = option_label(self.item, code, self.lang)
        if label is None:
            return self.card(code, particle)
        return self.grammar.quoted(label, particle)

    def suit(self, code: str, particle: str = "") -> str:
        names = {
            Suit.SPADES: _("spades"),
            Suit.HEARTS: _("hearts"),
            Suit.DIAMONDS: _("diamonds"),
            Suit.CLUBS: _("clubs"),
        }
        return self.grammar.particle(names[Suit.parse(code)], particle)

    def seat(self, seat: int, players: int, particle: str = "") -> str:
        """A seat by compass (seat 0 North, clockwise; three players: North, East, West)."""
        compass = (
            (_("North"), _("East"), _("South"), _("West"))
            if players == 4
            else (_("North"), _("East"), _("West"))
        )
        return self.grammar.particle(compass[seat], particle)

    @cached_property
    def you(self) -> int:
        """The seat of the player to act (the learner)."""
        return int(self.item["seat"])

    @cached_property
    def players(self) -> int:
        """How many play at the item's table (three or four)."""
        return item_variant(self.item).players

    def player(self, seat: int) -> str:
        """A seat as the learner sees it from theirs: "your partner", "왼쪽 상대"."""
        return seat_name(seat, self.you, self.players, self.lang)

    def players_named(self, seats: Iterable[int]) -> str:
        """Seats as the learner sees them: "your partner and the left opponent"."""
        return self.grammar.chain([self.player(seat) for seat in seats])

    def cards_listed(self, codes: Iterable[str], joint: str = "and") -> str:
        """ "Q♦, 10♦ and 9♦" (``joint`` "or": "K♦ or 9♦"); Korean lists them with commas."""
        return self.grammar.listing([self.card(code) for code in codes], joint)

    def suit_one(self, code: str) -> str:
        """One card's suit word: "a heart" in English; Korean has one word for both."""
        return {
            Suit.SPADES: _("spade"),
            Suit.HEARTS: _("heart"),
            Suit.DIAMONDS: _("diamond"),
            Suit.CLUBS: _("club"),
        }[Suit.parse(code)]

    def suits(self, codes: Iterable[str], joint: str = "and") -> str:
        """Suits joined each to the next: "hearts and spades" (``joint`` "or")."""
        return self.grammar.chain([self.suit(code) for code in codes], joint)

    def count(self, number: int) -> str:
        # Counts in Korean prose are read with native numbers, as the lessons write them.
        if self.grammar.counts_in_words and 1 <= number <= 6:
            return count_word(number, self.lang)
        return str(number)

    def tricks(self, number: int, more: bool = False) -> str:
        """ "2 tricks", "1 more trick"; Korean "두 트릭" (the sentence says 더)."""
        num = self.count(number)
        if more:
            if number == 1:
                return _("%(num)s more trick", num=num)
            return _("%(num)s more tricks", num=num)
        return _("%(num)s trick", num=num) if number == 1 else _("%(num)s tricks", num=num)

    def held(self, seat: int, code: str) -> str:
        """A card on the table and who played it: "the left opponent's J♠"."""
        return _("%(who)s's %(card)s", who=self.player(seat), card=self.card(code))

    def hands(self) -> str:
        """The context of a sentence that names a side: a team (팀) at four, a side (쪽)
        at three, where nobody has a team."""
        return "four-hand" if self.players == 4 else "three-hand"
