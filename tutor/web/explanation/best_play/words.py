"""How a best-play explanation names cards, seats, suits and counts in each language, and
the catalogue lookups that write the Korean particles after them."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import Suit, parse_card
from tutor.korean import PARTICLES, card_ko, josa, pick
from tutor.quiz.principles.advice import ADVICE
from tutor.quiz.words import seat_name
from tutor.web.text import _, translations

# Counts in Korean prose are read with native numbers, as the lessons write them.
_KO_COUNTS = ("한", "두", "세", "네", "다섯", "여섯")
_PARTICLE = re.compile(r"\{(" + "|".join(PARTICLES) + r")\}")


def _particles(text: str) -> str:
    """Each "{을}" after a name becomes the form that fits it ("J♠을", "Q♥를")."""
    while (found := _PARTICLE.search(text)) is not None:
        before = text[: found.start()]
        text = before + pick(before, found.group(1)) + text[found.end() :]
    return text


def t_(message: str, **variables: Any) -> str:
    return _particles(_(message, **variables))


def p_(context: str, message: str, **variables: Any) -> str:
    """A sentence whose English is one and whose Korean is two, told apart by context."""
    text = str(translations().upgettext(context, message))
    return _particles(text % variables if variables else text)


class Words:
    """How one language names an item's cards, seats, suits and counts (bare: the Korean
    sentence marks the particle)."""

    def __init__(self, item: Mapping[str, Any], lang: str) -> None:
        self.korean = lang == "ko"
        self.lang = lang
        self.you = int(item["seat"])
        self.players = item_variant(item).players

    def card(self, code: str) -> str:
        card = parse_card(code)
        return card_ko(card) if self.korean else str(card)

    def cards(self, codes: Iterable[str], joint: str = "and") -> str:
        """ "Q♦, 10♦ and 9♦" (``joint`` "or": "K♦ or 9♦"); Korean lists them with commas."""
        names = [self.card(c) for c in codes]
        if self.korean or len(names) < 2:
            return ", ".join(names)
        return f"{', '.join(names[:-1])} {joint} {names[-1]}"

    def cards_text(self, codes: Iterable[str]) -> str:
        """Cards in a parenthesis, with commas in both languages."""
        return ", ".join(self.card(c) for c in codes)

    def seat(self, seat: int) -> str:
        return seat_name(seat, self.you, self.players, self.lang)

    def seats(self, seats: Iterable[int]) -> str:
        names = [self.seat(x) for x in seats]
        if not self.korean:
            return " and ".join(names)
        return "".join(josa(n, "와") + " " for n in names[:-1]) + names[-1]

    def suit(self, code: str) -> str:
        return {
            Suit.SPADES: _("spades"),
            Suit.HEARTS: _("hearts"),
            Suit.DIAMONDS: _("diamonds"),
            Suit.CLUBS: _("clubs"),
        }[Suit.parse(code)]

    def suit_one(self, code: str) -> str:
        """One card's suit word: "a heart" in English; Korean has one word for both."""
        return {
            Suit.SPADES: _("spade"),
            Suit.HEARTS: _("heart"),
            Suit.DIAMONDS: _("diamond"),
            Suit.CLUBS: _("club"),
        }[Suit.parse(code)]

    def suits(self, codes: Iterable[str], joint: str = " and ") -> str:
        names = [self.suit(c) for c in codes]
        if not self.korean:
            return joint.join(names)
        return "".join(josa(n, "와") + " " for n in names[:-1]) + names[-1]

    def count(self, number: int) -> str:
        if self.korean and 1 <= number <= len(_KO_COUNTS):
            return _KO_COUNTS[number - 1]
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
        return _("%(who)s's %(card)s", who=self.seat(seat), card=self.card(code))

    def hands(self) -> str:
        """The context of a sentence that names a side: a team (팀) at four, a side (쪽)
        at three, where nobody has a team."""
        return "four-hand" if self.players == 4 else "three-hand"


def makers_led(makers: str, loner: int | None, w: Words) -> str:
    """The side a defender leads against: the makers, the bidders, the three-hand maker or
    the lone hand by seat."""
    if makers == "loner" and loner is not None:
        return w.seat(loner)
    return {"makers": _("the makers"), "maker": _("the maker"), "bidders": _("the bidders")}[makers]


def quoted(quote: str, advice: str | None, line: str) -> str:
    """The principle line: the advice quoted as fitting, then what it means here."""
    if quote == "none" or advice is None:
        return line
    words = _(ADVICE[advice][0])
    if quote == "bid":
        said = t_(
            "The usual advice — %(advice)s — is for the side that made trump: here that is "
            "your side, which won the bid.",
            advice=words,
        )
    elif quote == "rest":
        said = t_(
            "The usual advice — %(advice)s — gives way here to the rest of it: %(exception)s.",
            advice=words,
            exception=_(ADVICE["S0-4-except"][0]),
        )
    elif quote == "three-hand":
        said = t_(
            "The usual advice — %(advice)s — is for the side that made trump: here that is "
            "you, the maker, alone against the other two.",
            advice=words,
        )
    else:
        said = t_("The usual advice — %(advice)s — fits here.", advice=words)
    return f"{said} {line}"
