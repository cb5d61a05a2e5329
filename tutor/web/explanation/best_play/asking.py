"""The question of a best-play item (and a hand puzzle's setting) in words
(``tutor.quiz.kinds.best_play.asking``): the contract, who made it, who dealt, what became
of the turn-up, and which card is best. Sentences run on, one space apart
(``prompt_text``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.quiz.kinds.best_play.asking import (
    BestCard,
    Dealt,
    DefendsAlone,
    MadeTrump,
    PlayContract,
    TurnUp,
    WonBid,
)
from tutor.quiz.words import capital
from tutor.web.explanation.registry import renders
from tutor.web.text import _, p_
from tutor.web.words import Words


@renders(PlayContract)
def _contract(fact: PlayContract, item: Mapping[str, Any], lang: str) -> str:
    if fact.trump is not None:
        return capital(_("%(suit)s are trump.", suit=Words(item, lang).suit(fact.trump)))
    if fact.low:
        return _("No-trump low: the 9 is the strongest card of each suit and the ace the weakest.")
    return _("No-trump high: ace is best.")


@renders(MadeTrump)
def _made_trump(fact: MadeTrump, item: Mapping[str, Any], lang: str) -> str:
    who = Words(item, lang).player(fact.maker)
    if fact.alone:
        return capital(_("%(who)s made trump and went alone.", who=who))
    return capital(_("%(who)s made trump.", who=who))


@renders(WonBid)
def _won_bid(fact: WonBid, item: Mapping[str, Any], lang: str) -> str:
    who = Words(item, lang).player(fact.maker)
    return capital(_("%(who)s won the bid at %(bid)d.", who=who, bid=fact.bid))


@renders(DefendsAlone)
def _defends_alone(fact: DefendsAlone, item: Mapping[str, Any], lang: str) -> str:
    return capital(_("%(who)s defends alone.", who=Words(item, lang).player(fact.defender)))


@renders(Dealt)
def _dealt(fact: Dealt, item: Mapping[str, Any], lang: str) -> str:
    return capital(_("%(who)s dealt.", who=Words(item, lang).player(fact.dealer)))


@renders(TurnUp)
def _turn_up(fact: TurnUp, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    upcard = w.card(fact.upcard)
    if fact.how == "dead":
        return _(
            "The %(upcard)s turn-up is dead: the dealer's partner (%(who)s) went alone, so "
            "nobody took it and it stays out of play.",
            upcard=upcard,
            who=w.player(int(fact.seat or 0)),
        )
    if fact.how == "turned-down":
        # The Korean says who turned it down: you, or the dealer.
        context = "you dealt" if fact.seat == w.you else "another dealt"
        return p_(context, "The %(upcard)s turn-up was turned down.", upcard=upcard)
    if fact.how == "yours":
        return _took_it(fact, w, upcard)
    if fact.how == "dealer":
        return _("The dealer took the %(upcard)s turn-up.", upcard=upcard)
    who = w.player(int(fact.seat or 0))
    if fact.british:
        return capital(
            _(
                "%(who)s called and took the %(upcard)s turn-up (the caller takes it in this "
                "game).",
                who=who,
                upcard=upcard,
            )
        )
    return capital(_("%(who)s called and took the %(upcard)s turn-up.", who=who, upcard=upcard))


def _took_it(fact: TurnUp, w: Words, upcard: str) -> str:
    """You took the turn-up: with your discard where it is known, and in British Euchre
    why (the caller takes it)."""
    if fact.discard is not None:
        discard = w.card(fact.discard)
        if fact.british:
            return _(
                "You took the %(upcard)s turn-up (the caller takes it in this game) and "
                "discarded the %(discard)s.",
                upcard=upcard,
                discard=discard,
            )
        return _(
            "You took the %(upcard)s turn-up and discarded the %(discard)s.",
            upcard=upcard,
            discard=discard,
        )
    if fact.british:
        return _(
            "You took the %(upcard)s turn-up (the caller takes it in this game).", upcard=upcard
        )
    return _("You took the %(upcard)s turn-up.", upcard=upcard)


@renders(BestCard)
def _best_card(fact: BestCard, item: Mapping[str, Any], lang: str) -> str:
    if fact.on_lead:
        return _("You are on lead. Which card is best?")
    return _("It is your turn. Which card is best?")
