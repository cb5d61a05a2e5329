"""What each language's sentences need beyond their catalogue's words: the one place that
knows a language by its code (issue 28 item 2: a third language is a catalogue, not code).

A sentence's words come from the message catalogue (``tutor.catalogue``,
``tutor.web.text``); what is left is grammar the catalogue cannot hold, because it depends
on the word a placeholder is filled with or on how a list is built:

- a particle after a name (Korean: ``tutor.korean``, the one particle rule; other
  languages attach nothing);
- the capital at a sentence start, a label lower-cased inside an English sentence;
- how an item's option is quoted, how a list of names is joined;
- whether counts and ordinals are read as words (Korean "첫 번째") or digits, and the
  head-final order in which a count follows the cards it counts (Korean "J♣, J♠ 두 장").

Code asks ``grammar(lang)`` and never compares ``lang`` with a code
(tests/test_no_language_branches.py). A language with a catalogue and no profile here gets
``Grammar``: digits, no particles, capitals at a sentence start, lists joined by the
catalogue's own "and"/"or".

>>> grammar("ko").particle("J♦", "이"), grammar("en").particle("J♦", "이")
('J♦이', 'J♦')
>>> grammar("en").listing(["Q♦", "10♦", "9♦"]), grammar("ko").listing(["Q♦", "10♦"], particle="을")
('Q♦, 10♦ and 9♦', 'Q♦, 10♦을')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from tutor.catalogue import N_, SOURCE_LANGUAGE, languages, say
from tutor.korean import card_ko, josa, pick

if TYPE_CHECKING:  # the engine imports this module: no import of it at run time
    from tutor.engine.cards import Card

__all__ = ["SOURCE_LANGUAGE", "Grammar", "grammar", "is_source", "languages"]

# How a list of names ends, by its joint ("A, B and C", "K♦ or 9♦").
_LAST = {"and": N_("%(names)s and %(last)s"), "or": N_("%(names)s or %(last)s")}


class Grammar:
    """A language with no rule of its own beyond its catalogue."""

    # Counts and ordinals in prose are read as words ("두 트릭", "첫 번째 결정"), not digits.
    counts_in_words = False
    # Head-final order: a count follows the cards it counts ("J♣, J♠ 두 장"), a sentence
    # names the suit it counts by before the number ("다이아몬드로는 2장뿐").
    head_final = False
    quotes = ("“", "”")
    # An article stands before a name where the catalogue's sentence cannot put it
    # ("The Benny was led.", but "J♦ was led.").
    articles = False
    # A clause that ends a sentence joins it (", so name hearts.") rather than following it
    # as a sentence of its own.
    joins_clauses = True

    def __init__(self, code: str) -> None:
        self.code = code

    def card(self, card: Card) -> str:
        """A card as a sentence writes it ("J♦", "10♣")."""
        return str(card)

    def particle(self, word: str, particle: str) -> str:
        """``word`` as a sentence writes it before its particle ``particle`` (Korean
        "은", "이", …): as it is, in a language without particles."""
        return word

    def particle_after(self, word: str, particle: str) -> str:
        """Only the particle that fits after ``word`` (nothing, without particles)."""
        return self.particle(word, particle)[len(word) :]

    def lower_start(self, text: str) -> str:
        """A label's first letter inside a sentence ("Order up" in "…: order up loses least")."""
        return text

    def also(self, word: str) -> str:
        """``word`` as the subject of "… too" (Korean 도); as it is elsewhere."""
        return word

    def capital(self, text: str) -> str:
        """The sentence-start form: "your partner" -> "Your partner"."""
        return text[:1].upper() + text[1:]

    def in_sentence(self, label: str) -> str:
        """A choice's label ("Order it up") inside a sentence."""
        return label

    def quoted(self, label: str, particle: str = "") -> str:
        """An option's label quoted, with its particle where the language has them."""
        opening, closing = self.quotes
        return f"{opening}{label}{closing}"

    def listing(self, names: Sequence[str], joint: str = "and", particle: str = "") -> str:
        """Names as a list in a sentence ("Q♦, 10♦ and 9♦"; ``joint`` "or": "K♦ or 9♦")."""
        if len(names) < 2:
            return self.particle("".join(names), particle) if names else ""
        joined = say(self.code, _LAST[joint], names=", ".join(names[:-1]), last=names[-1])
        return self.particle(joined, particle)

    def joined(self, names: Sequence[str]) -> str:
        """A few names each joined to the next by "and" ("A♥ and K♠")."""
        return self.chain(names)

    def chain(self, names: Sequence[str], joint: str = "and") -> str:
        """Names joined each to the next ("your partner and the left opponent"; three:
        "A and B and C")."""
        if not names:
            return ""
        joined = names[0]
        for name in names[1:]:
            joined = say(self.code, _LAST[joint], names=joined, last=name)
        return joined


class English(Grammar):
    """The language the messages are written in."""

    articles = True

    def in_sentence(self, label: str) -> str:
        return label.lower()

    def lower_start(self, text: str) -> str:
        return text[:1].lower() + text[1:]


class Korean(Grammar):
    """Particles by ``tutor.korean``; lists with commas; no capitals; ordinal words."""

    counts_in_words = True
    head_final = True
    quotes = ("‘", "’")
    joins_clauses = False

    def card(self, card: Card) -> str:
        return card_ko(card)  # the joker by the course's name for it, 베니

    def particle(self, word: str, particle: str) -> str:
        return josa(word, particle) if particle else word

    def also(self, word: str) -> str:
        return word + "도"

    def capital(self, text: str) -> str:
        return text

    def quoted(self, label: str, particle: str = "") -> str:
        opening, closing = self.quotes
        return f"{opening}{label}{closing}" + (pick(label, particle) if particle else "")

    def listing(self, names: Sequence[str], joint: str = "and", particle: str = "") -> str:
        # Korean lists with commas whatever the joint; the particle follows the last name.
        return self.particle(", ".join(names), particle)

    def joined(self, names: Sequence[str]) -> str:
        return ", ".join(names)

    def chain(self, names: Sequence[str], joint: str = "and") -> str:
        # Korean joins with 와/과 whatever the joint (the sentence says "or" itself).
        return "".join(josa(name, "와") + " " for name in names[:-1]) + "".join(names[-1:])


_PROFILES: dict[str, type[Grammar]] = {SOURCE_LANGUAGE: English, "ko": Korean}


@cache
def grammar(lang: str) -> Grammar:
    """``lang``'s grammar: its profile here, else the plain ``Grammar``."""
    return _PROFILES.get(lang, Grammar)(lang)


def is_source(lang: str) -> bool:
    """Whether ``lang`` is the language the messages are written in (no catalogue)."""
    return lang == SOURCE_LANGUAGE
