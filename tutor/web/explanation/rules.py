"""Words for the rules kinds' explanation facts (``tutor.quiz.kinds``: trick-winner and the
facts they share), one catalogue lookup a sentence; Korean particles through
``tutor.web.words``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine import Suit
from tutor.quiz.kinds.cardtext import reason_lines
from tutor.quiz.kinds.rules_facts import Contract
from tutor.quiz.kinds.trick_winner import (
    BennyAboveRight,
    NoBowerHere,
    TrickLed,
    TrickReasons,
    TrickTaken,
)
from tutor.web.explanation.registry import renders
from tutor.web.text import _
from tutor.web.words import Words


def _plain_suit(suit: str) -> str:
    """A card's suit after "a plain …" (singular in English)."""
    names = {
        Suit.SPADES: _("spade"),
        Suit.HEARTS: _("heart"),
        Suit.DIAMONDS: _("diamond"),
        Suit.CLUBS: _("club"),
    }
    return names[Suit.parse(suit)]


@renders(Contract)
def contract(fact: Contract, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.trump is not None:
        suit = w.suit(fact.trump)
        return _("%(suit)s are trump.", suit=suit if w.korean else suit.capitalize())
    if fact.low:
        return _("No-trump low: 9 is best, ace is worst.")
    return _("No-trump high: ace is best.")


@renders(TrickLed)
def trick_led(fact: TrickLed, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if item.get("trump") == fact.suit:
        return _("%(card)s was led: a trump lead.", card=w.card(fact.card, "이"))
    return _(
        "%(card)s was led, so %(suit)s is the led suit.",
        card=w.card(fact.card, "이"),
        suit=w.suit(fact.suit),
    )


# The engine's reason calls the right bower "the highest trump"; with the Benny in the pack
# it is the second.
_RIGHT_BOWER_TOP = {
    "en": ("the right bower, the highest trump.", "the right bower, the second trump."),
    "ko": ("라이트 바우어로, 가장 높은 으뜸패입니다.", "라이트 바우어로, 두 번째 으뜸패입니다."),
}


@renders(TrickReasons)
def trick_reasons(fact: TrickReasons, item: Mapping[str, Any], lang: str) -> str:
    """The engine's own sentences (``tutor.engine.describe``), one a reason."""
    reasons_en, reasons_ko = reason_lines(fact.reasons())
    said = reasons_ko if lang == "ko" else reasons_en
    if fact.benny:
        top, second = _RIGHT_BOWER_TOP["ko" if lang == "ko" else "en"]
        said = [line.replace(top, second) for line in said]
    return "\n".join(said)


@renders(BennyAboveRight)
def benny_above_right(fact: BennyAboveRight, item: Mapping[str, Any], lang: str) -> str:
    return _("With the Benny in the pack, the right bower is only the second trump.")


@renders(TrickTaken)
def trick_taken(fact: TrickTaken, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "%(card)s wins the trick for %(seat)s.",
        card=w.card(fact.card, "이"),
        seat=w.seat(fact.seat, fact.players, "이"),
    )


@renders(NoBowerHere)
def no_bower_here(fact: NoBowerHere, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    trump = Suit.parse(fact.trump)
    jack = fact.jack
    return _(
        "No bower here: with %(trump)s trump only %(right)s and %(left)s are bowers, so "
        "%(jack)s is a plain %(suit)s.",
        trump=w.suit(fact.trump, "이"),
        right=w.card(f"J{trump.code}"),
        left=w.card(f"J{trump.sister.code}"),
        jack=w.card(jack, "은"),
        suit=_plain_suit(jack[-1]),
    )
