"""A best-play counter-example's note in words (``best_play.note_facts``): the rule gives
way here, or (a trap) does not apply; and the lead of a trap that follows no advice."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.quiz.kinds.best_play.fact_types import SaferWinner, UnquotedLead
from tutor.quiz.kinds.best_play.note_facts import (
    GivesWayThroughMaker,
    GivesWayToVoids,
    OwnException,
    SaferWinnerNote,
    TrapCount,
    TrapDrawn,
    TrapLonerLater,
    TrapPartnerOut,
    TrapRuff,
)
from tutor.quiz.principles.advice import ADVICE_MESSAGES
from tutor.quiz.words import capital
from tutor.web.explanation.registry import renders
from tutor.web.text import _, p_
from tutor.web.words import Words


def _advice(key: str) -> str:
    return _(ADVICE_MESSAGES[key])


@renders(GivesWayToVoids)
def _gives_way_to_voids(fact: GivesWayToVoids, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    said = [
        _(
            "The usual advice — %(rule)s — gives way here to another: %(name)s.",
            rule=_advice(fact.rule),
            name=_advice(fact.name),
        )
    ]
    values = {"who": w.players_named(fact.out), "answer": w.card(fact.answer)}
    if len(fact.out) == 1:
        message = "%(who)s has shown out of trump, so that player cannot trump your %(answer)s."
    else:
        message = "%(who)s have shown out of trump, so neither can trump your %(answer)s."
    said.append(capital(_(message, **values)))
    if fact.draw == "below" and fact.top is not None:
        mine = {"mine": w.cards_listed(fact.mine), "top": w.card(fact.top)}
        if len(fact.mine) == 1:
            message = (
                "Your %(mine)s ranks below the %(top)s still out, so a trump lead would only "
                "lose to it."
            )
        else:
            message = (
                "Your %(mine)s rank below the %(top)s still out, so a trump lead would only "
                "lose to it."
            )
        said.append(_(message, **mine))
    elif fact.draw == "top":
        said.append(
            _(
                "Your %(mine)s is the highest trump left and takes a trick whenever you lead it.",
                mine=w.card(fact.mine[0]),
            )
        )
    return " ".join(said)


@renders(GivesWayThroughMaker)
def _gives_way_through_maker(fact: GivesWayThroughMaker, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    start = _(
        "The usual advice — %(rule)s — gives way here to another: %(name)s.",
        rule=_advice(fact.rule),
        name=_advice(fact.name),
    )
    after = _(
        "%(maker)s, the maker, plays right after you, and your partner plays after the maker.",
        maker=w.player(fact.maker),
    )
    return f"{start} {capital(after)}"


@renders(OwnException)
def _own_exception(fact: OwnException, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "The usual advice — %(rule)s — names this exception itself: %(exception)s. Here a "
        "player still to act could beat your partner's trump and your card stops it.",
        rule=_advice(fact.rule),
        exception=_advice(fact.exception),
    )


@renders(SaferWinnerNote)
def _safer_winner_note(fact: SaferWinnerNote, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    means: list[str] = []
    if fact.upcard is not None and fact.holder is not None:
        if fact.who == (fact.holder,):
            means.append(_("the %(upcard)s turn-up that player took", upcard=w.card(fact.upcard)))
        else:
            means.append(
                _(
                    "the %(upcard)s turn-up %(holder)s took",
                    upcard=w.card(fact.upcard),
                    holder=w.player(fact.holder),
                )
            )
    if len(fact.rest) == 1:
        means.append(_("the %(cards)s, which is still out", cards=w.cards_listed(fact.rest)))
    elif fact.rest:
        means.append(
            _("the %(cards)s, which are still out", cards=w.cards_listed(fact.rest, joint="or"))
        )
    # The Korean says "one of them" of several cards ("… 중 하나로").
    return p_(
        "several cards" if fact.several else "one card",
        "The usual play — %(rule)s — gives way here: %(who)s, still to play, could beat your "
        "%(cheap)s with %(means)s, but not your %(answer)s.",
        rule=_("taking the trick with the lowest card that wins it"),
        who=w.players_named(fact.who),
        cheap=w.card(fact.cheap),
        means=_(", or with ").join(means),
        answer=w.card(fact.answer),
    )


@renders(SaferWinner)
def _safer_winner(fact: SaferWinner, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "winners": w.cards_listed(fact.winners),
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
    }
    if len(fact.winners) == 2:
        message = (
            "Your %(winners)s both beat %(held)s. The %(answer)s makes the trick sure, and over "
            "the deals that is worth more than keeping it for a later trick."
        )
    else:
        message = (
            "Your %(winners)s all beat %(held)s. The %(answer)s makes the trick sure, and over "
            "the deals that is worth more than keeping it for a later trick."
        )
    return _(message, **values)


@renders(TrapRuff)
def _trap_ruff(fact: TrapRuff, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "rule": _advice(fact.rule),
        "answer": w.card(fact.answer),
        "held": w.held(fact.winner_seat, fact.winner),
    }
    return {
        "joker": lambda: _(
            "The usual advice — %(rule)s — does not apply here: your %(answer)s is the Benny, "
            "the highest trump, and it beats %(held)s.",
            **values,
        ),
        "left": lambda: _(
            "The usual advice — %(rule)s — does not apply here: your %(answer)s is the left "
            "bower, a trump, and it beats %(held)s.",
            **values,
        ),
        "trump": lambda: _(
            "The usual advice — %(rule)s — does not apply here: your %(answer)s is a trump, "
            "and it beats %(held)s.",
            **values,
        ),
    }[fact.bower]()


@renders(TrapCount)
def _trap_count(fact: TrapCount, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    rule = _advice(fact.rule)
    if fact.out and len(fact.out) == 1:
        return _(
            "The usual advice — %(rule)s — does not apply here: %(out)s has shown out of "
            "trump, but %(may)s may still hold a trump.",
            rule=rule,
            out=w.players_named(fact.out),
            may=w.players_named(fact.may),
        )
    if fact.out:
        return _(
            "The usual advice — %(rule)s — does not apply here: %(out)s have shown out of "
            "trump, but %(may)s may still hold a trump.",
            rule=rule,
            out=w.players_named(fact.out),
            may=w.players_named(fact.may),
        )
    if fact.one_left:
        return _(
            "The usual advice — %(rule)s — does not apply here: only one trump is still out, "
            "but an opponent may hold it.",
            rule=rule,
        )
    return _(
        "The usual advice — %(rule)s — does not apply here: an opponent may still hold a trump.",
        rule=rule,
    )


@renders(TrapDrawn)
def _trap_drawn(fact: TrapDrawn, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    rule = _advice(fact.rule)
    if not fact.trumps or fact.suit is None:
        return _(
            "The usual advice — %(rule)s — does not apply here: no opponent can hold a trump "
            "any more, so a trump lead has nothing to draw.",
            rule=rule,
        )
    values = {
        "rule": rule,
        "trumps": w.cards_listed(fact.trumps),
        "answer": w.card(fact.answer),
        "suit": w.suit_one(fact.suit),
    }
    if len(fact.trumps) == 1:
        message = (
            "The usual advice — %(rule)s — does not apply here: no opponent can hold a trump "
            "any more, so a trump lead has nothing to draw; your %(trumps)s can still take a "
            "trick later, even by trumping a suit you cannot follow, while the %(answer)s wins "
            "only on a %(suit)s lead."
        )
    else:
        message = (
            "The usual advice — %(rule)s — does not apply here: no opponent can hold a trump "
            "any more, so a trump lead has nothing to draw; your %(trumps)s can still take "
            "tricks later, even by trumping a suit you cannot follow, while the %(answer)s "
            "wins only on a %(suit)s lead."
        )
    return _(message, **values)


@renders(TrapLonerLater)
def _trap_loner_later(fact: TrapLonerLater, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"rule": _advice(fact.rule), "answer": w.card(fact.answer)}
    if fact.void:
        return _(
            "The usual advice — %(rule)s — does not apply here: it is for the opening lead, "
            "and by now the cards played tell you more: the lone hand, %(who)s, has shown out "
            "of %(suits)s, so to take your %(answer)s it must spend a trump.",
            who=w.player(fact.loner),
            suits=w.suit(fact.suit),
            **values,
        )
    return _(
        "The usual advice — %(rule)s — does not apply here: it is for the opening lead, and "
        "by now the cards played tell you more: your %(answer)s is the highest %(suit)s left, "
        "so only a trump can take it.",
        suit=w.suit_one(fact.suit),
        **values,
    )


@renders(TrapPartnerOut)
def _trap_partner_out(fact: TrapPartnerOut, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "The usual advice — %(rule)s — does not apply here: your partner has shown out of "
        "trump, so a trump lead draws none of your partner's trumps.",
        rule=_advice(fact.rule),
    )


@renders(UnquotedLead)
def _unquoted_lead(fact: UnquotedLead, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.lead == "top-trump":
        return _(
            "Your %(answer)s is the highest trump left: it takes the trick, and each opponent "
            "who still holds a trump must follow with one.",
            answer=w.card(fact.answer),
        )
    if fact.lead == "loner-void" or fact.suit is None:
        return _("A suit the lone hand cannot follow makes it trump or give the trick up.")
    return _(
        "No %(suit)s left can beat your %(answer)s: only a trump can take it.",
        suit=w.suit_one(fact.suit),
        answer=w.card(fact.answer),
    )
