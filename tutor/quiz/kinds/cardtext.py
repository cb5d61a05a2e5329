"""Sentences about single cards that several kinds share, in any language of the catalogue."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.catalogue import N_, messages, say
from tutor.engine import Card, Reason, Suit, describe, effective_suit, is_left_bower, is_right_bower
from tutor.engine.explain import written_card


def role(card: Card, trump: Suit | None, lang: str, *, joker_deck: bool = False) -> str:
    """What the card is in this contract: "the right bower", "a trump", "a plain spade"."""
    if card.is_joker:
        return say(lang, N_("the Benny (joker), the highest trump"))
    if card.suit is None:
        return say(lang, N_("a card"))
    suit = messages(lang).gettext(_SUIT[card.suit])
    if trump is None:
        return messages(lang).pgettext("card of a suit", "a %(suit)s") % {"suit": suit}
    if is_right_bower(card, trump):
        if joker_deck:
            return say(lang, N_("the right bower, the highest trump after the Benny"))
        return say(lang, N_("the right bower, the highest trump"))
    if is_left_bower(card, trump):
        return say(
            lang,
            N_("the left bower: a %(trump)s, not a %(sister)s"),
            trump=messages(lang).gettext(_SUIT[trump]),
            sister=messages(lang).gettext(_SUIT[trump.sister]),
        )
    if effective_suit(card, trump) is trump:
        return say(lang, N_("a trump"))
    return say(lang, N_("a plain %(suit)s"), suit=suit)


# The suit's name alone, as the catalogue spells it ("heart"; Korean 하트).
_SUIT = {
    Suit.SPADES: N_("spade"),
    Suit.CLUBS: N_("club"),
    Suit.HEARTS: N_("heart"),
    Suit.DIAMONDS: N_("diamond"),
}


def is_sentence(card: Card, trump: Suit | None, lang: str, *, joker_deck: bool = False) -> str:
    """ "J♦ is the left bower: a heart, not a diamond."."""
    if card.is_joker:  # named once, with the joker as its gloss
        return say(lang, N_("The Benny (the joker) is the highest trump."))
    return say(
        lang,
        N_("%(card)s is %(role)s."),
        card=written_card(card, lang),
        role=role(card, trump, lang, joker_deck=joker_deck),
    )


def reason_lines(reasons: Sequence[Reason], lang: str) -> list[str]:
    """The engine's own reasons (``tutor.engine.explain``) as sentences in ``lang``."""
    return [_sentence(describe(r, lang)) for r in reasons]


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
