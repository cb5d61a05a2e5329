"""How one language writes the things an explanation or a feedback sentence names: cards,
suits, seats, an item's labelled options, each with the Korean particle its sentence needs
(``tutor.korean``, the one particle rule). Words come from the message catalogue
(``tutor.web.text``), so the caller renders in the language it asks for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.engine import Suit, parse_card
from tutor.korean import card_ko, josa, pick
from tutor.web.text import _


class Words:
    """How one language writes an item's options: card names, call labels, suits, each
    with the particle its sentence needs (Korean) or as it is (English)."""

    def __init__(self, item: Mapping[str, Any], lang: str) -> None:
        self.item = item
        self.korean = lang == "ko"
        self.lang = lang

    def card(self, code: str, particle: str = "") -> str:
        card = parse_card(code)
        if not self.korean:
            return str(card)
        name = card_ko(card)
        return josa(name, particle) if particle else name

    def cards(self, codes: Sequence[str], particle: str = "") -> str:
        """Cards listed with commas; in Korean the particle follows the last card."""
        names = ", ".join(self.card(code) for code in codes)
        return josa(names, particle) if self.korean and particle else names

    def also(self, code: str) -> str:
        """The card with Korean 도 ("too"), which never changes its form."""
        return self.card(code) + "도" if self.korean else self.card(code)

    def option(self, code: str, particle: str = "") -> str:
        labels = (self.item.get("choice_labels") or {}).get(code)
        if labels is None:
            return self.card(code, particle)
        label = str(labels.get(self.lang) or labels.get("en"))
        if not self.korean:
            return f"“{label}”"
        return f"‘{label}’" + (pick(label, particle) if particle else "")

    def suit(self, code: str, particle: str = "") -> str:
        names = {
            Suit.SPADES: _("spades"),
            Suit.HEARTS: _("hearts"),
            Suit.DIAMONDS: _("diamonds"),
            Suit.CLUBS: _("clubs"),
        }
        name = names[Suit.parse(code)]
        return josa(name, particle) if self.korean and particle else name

    def seat(self, seat: int, players: int, particle: str = "") -> str:
        """A seat by compass (seat 0 North, clockwise; three players: North, East, West)."""
        compass = (
            (_("North"), _("East"), _("South"), _("West"))
            if players == 4
            else (_("North"), _("East"), _("West"))
        )
        name = compass[seat]
        return josa(name, particle) if self.korean and particle else name
