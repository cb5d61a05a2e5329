"""The deals in words: the sampled values, the rejected cards, a close lead, the move."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine.cards import parse_card
from tutor.quiz.kinds.best_play.fact_types import (
    Certain,
    Close,
    Play,
    Rejected,
    Value,
)
from tutor.quiz.kinds.best_play.themes import situation_from_item
from tutor.web.explanation.best_play.phrases import makers_led
from tutor.web.explanation.heard import proof_heard
from tutor.web.explanation.registry import renders
from tutor.web.text import _, p_
from tutor.web.words import Words

# -- the deals --------------------------------------------------------------------------------


def _number(value: float, unit: str) -> str:
    return f"{value:+.2f}" if unit == "points" else f"{value:.2f}"


@renders(Certain)
def _certain(fact: Certain, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.sure >= fact.left and fact.left == 1:
        share = _("the last trick")
    elif fact.sure >= fact.left and fact.left == 2:
        share = _("both tricks left")
    elif fact.sure >= fact.left:
        share = _("all %(left)s tricks left", left=w.count(fact.left))
    else:
        share = _(
            "at least %(sure)s of the %(left)s tricks left",
            sure=w.count(fact.sure),
            left=w.count(fact.left),
        )
    outcome = {
        "euchre": lambda: _("enough to euchre %(who)s", who=makers_led(fact.makers, fact.loner, w)),
        "make": lambda: _("enough to make the hand"),
        "march": lambda: p_("certain", "a march"),
        "set": lambda: _("enough to set the bidders"),
        "bid": lambda: _("enough to make your bid"),
    }[fact.goal]()
    also = (
        [
            _(
                "the %(cards)s would make it just as certain, so the deals decide between them",
                cards=w.cards_listed(fact.same, joint="or"),
            )
        ]
        if fact.same
        else []
    )
    also += [
        _(
            "the %(card)s would reach it too, but is sure of only %(tricks)s",
            card=w.card(card),
            tricks=w.tricks(sure),
        )
        for card, sure in zip(fact.fewer, fact.fewer_sure, strict=True)
    ]
    who = _("you take") if fact.alone else p_(w.hands(), "your side takes")
    message = (
        "Counting the cards out makes it certain: whatever the unseen cards and however "
        "everyone plays them, once you %(verb)s the %(answer)s %(who)s %(share)s, "
        "%(outcome)s%(also)s."
    )
    return _(
        message,
        verb=p_("certain", "lead") if fact.lead else p_("certain", "play"),
        answer=w.card(fact.answer),
        who=who,
        share=share,
        outcome=outcome,
        also="".join(_("; ") + clause for clause in also),
    )


@renders(Value)
def _value(fact: Value, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "deals": fact.deals,
        "answer": w.card(fact.answer),
        "value": _number(fact.answer_value, fact.unit),
        "second": w.card(fact.second),
        "second_value": _number(fact.second_value, fact.unit),
    }
    if proof_heard(item):
        return _heard_value(fact, w, item_variant(item).is_bid, values)
    if fact.unit == "points" and fact.alone:
        return _(
            "Over %(deals)d deals of the cards you cannot see, %(answer)s gives you "
            "%(value)s expected points; the next best, %(second)s, %(second_value)s.",
            **values,
        )
    if fact.unit == "points":
        return p_(
            w.hands(),
            "Over %(deals)d deals of the cards you cannot see, %(answer)s gives your side "
            "%(value)s expected points; the next best, %(second)s, %(second_value)s.",
            **values,
        )
    if fact.alone:
        return _(
            "Over %(deals)d deals of the cards you cannot see, %(answer)s averages "
            "%(value)s tricks for you; the next best, %(second)s, %(second_value)s.",
            **values,
        )
    return p_(
        w.hands(),
        "Over %(deals)d deals of the cards you cannot see, %(answer)s averages %(value)s "
        "tricks for your side; the next best, %(second)s, %(second_value)s.",
        **values,
    )


def _heard_value(fact: Value, w: Words, bids: bool, values: dict[str, Any]) -> str:
    """``Value`` over deals heard (issue 33): each drawn as often as it would lead to the
    calls made (in Bid Euchre, the bids), as the Bid call kinds say of theirs."""
    if fact.unit == "points" and fact.alone:
        if bids:
            return _(
                "Over %(deals)d deals of the cards you cannot see, each drawn as often as it "
                "would lead to the bids made, %(answer)s gives you %(value)s expected points; "
                "the next best, %(second)s, %(second_value)s.",
                **values,
            )
        return _(
            "Over %(deals)d deals of the cards you cannot see, each drawn as often as it "
            "would lead to the calls made, %(answer)s gives you %(value)s expected points; "
            "the next best, %(second)s, %(second_value)s.",
            **values,
        )
    if fact.unit == "points":
        if bids:
            return p_(
                w.hands(),
                "Over %(deals)d deals of the cards you cannot see, each drawn as often as it "
                "would lead to the bids made, %(answer)s gives your side %(value)s expected "
                "points; the next best, %(second)s, %(second_value)s.",
                **values,
            )
        return p_(
            w.hands(),
            "Over %(deals)d deals of the cards you cannot see, each drawn as often as it "
            "would lead to the calls made, %(answer)s gives your side %(value)s expected "
            "points; the next best, %(second)s, %(second_value)s.",
            **values,
        )
    if fact.alone:
        if bids:
            return _(
                "Over %(deals)d deals of the cards you cannot see, each drawn as often as it "
                "would lead to the bids made, %(answer)s averages %(value)s tricks for you; "
                "the next best, %(second)s, %(second_value)s.",
                **values,
            )
        return _(
            "Over %(deals)d deals of the cards you cannot see, each drawn as often as it "
            "would lead to the calls made, %(answer)s averages %(value)s tricks for you; the "
            "next best, %(second)s, %(second_value)s.",
            **values,
        )
    if bids:
        return p_(
            w.hands(),
            "Over %(deals)d deals of the cards you cannot see, each drawn as often as it "
            "would lead to the bids made, %(answer)s averages %(value)s tricks for your side; "
            "the next best, %(second)s, %(second_value)s.",
            **values,
        )
    return p_(
        w.hands(),
        "Over %(deals)d deals of the cards you cannot see, each drawn as often as it would "
        "lead to the calls made, %(answer)s averages %(value)s tricks for your side; the "
        "next best, %(second)s, %(second_value)s.",
        **values,
    )


def _clause(reason: str, card: str, helps: str, answer: str, held: str) -> str:
    """What one rejected card does (``explain._rejected_clause``), a clause of its own
    (``held``: the card winning the trick so far and who played it)."""
    if reason == "helps-draw":
        return _("leading the %(card)s helps %(who)s draw trumps", card=card, who=helps)
    return {
        "leaves-trumps-out": lambda: _(
            "the %(card)s leaves the opponents' trumps out to ruff it", card=card
        ),
        "scores-less": lambda: _("the %(card)s scores less over the deals", card=card),
        "overtakes-partner": lambda: _(
            "the %(card)s overtakes your partner's winning card", card=card
        ),
        # Said only when the card is a trump over partner's plain card (``_said_reason``).
        "trumps-partner": lambda: _("the %(card)s trumps your partner's winning card", card=card),
        "gives-up": lambda: _("the %(card)s gives up the trick", card=card),
        "spends-stronger": lambda: _(
            "the %(card)s spends a stronger card on this trick", card=card
        ),
        # Issue 30 (607/7): what it beats and with what, not "beats it".
        "beats-stronger": lambda: _(
            "the %(card)s also beats %(held)s, but spends a stronger card than the %(answer)s",
            card=card,
            held=held,
            answer=answer,
        ),
        "may-be-beaten": lambda: _(
            "the %(card)s may be beaten by an opponent still to play", card=card
        ),
        "spends-trump": lambda: _("the %(card)s spends a trump", card=card),
    }[reason]()


def _held_so_far(item: Mapping[str, Any], w: Words) -> str:
    """The card winning the trick in progress and who played it ("" with none on the
    table), as the WinningSoFar line names it."""
    s = situation_from_item(item)
    if s.winner_card is None or s.winner_seat is None:
        return ""
    return w.held(s.winner_seat, s.winner_card.code)


def _said_reason(item: Mapping[str, Any], card: str, reason: str) -> str:
    """The stored reason, or the words for its case: a card over partner's winning card
    is a trump over a plain card (Korean 으뜸패로 자릅니다) or a higher card (넘어섭니다)."""
    if reason != "overtakes-partner":
        return reason
    s = situation_from_item(item)
    winner = s.winner_card
    if winner is not None and s.is_trump(parse_card(card)) and not s.is_trump(winner):
        return "trumps-partner"
    return reason


@renders(Rejected)
def _rejected(fact: Rejected, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.helps is not None:
        helps = w.player(fact.helps)
    elif item_variant(item).is_bid:
        helps = _("the bidders")
    elif w.players == 3:
        helps = _("the maker")
    else:
        helps = _("the makers")
    answer = w.card(fact.answer)
    held = _held_so_far(item, w) if "beats-stronger" in fact.reasons else ""
    clauses = [
        _(
            "%(clause)s (%(value)s)",
            clause=_clause(_said_reason(item, card, reason), w.card(card), helps, answer, held),
            value=_number(value, fact.unit),
        )
        for card, reason, value in zip(fact.cards, fact.reasons, fact.values, strict=True)
    ]
    # Each Korean clause is a whole sentence: a full stop between them.
    return _(
        "Compared with %(answer)s: %(clauses)s.",
        answer=answer,
        clauses=_("; ").join(clauses),
    )


@renders(Close)
def _close(fact: Close, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "It is close: the %(answer)s leads the %(runner)s by %(margin)s points a hand on "
        "average, and with 99%% confidence the lead is at least %(bound)s. The %(answer)s is "
        "the better card, but not by much.",
        answer=w.card(fact.answer),
        runner=w.card(fact.runner),
        margin=f"{fact.margin:.2f}",
        bound=f"{fact.bound:.2f}",
    )


@renders(Play)
def _play(fact: Play, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _("Play %(answer)s.", answer=w.card(fact.answer))
