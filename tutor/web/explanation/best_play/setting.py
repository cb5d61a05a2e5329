"""The setting of a best-play explanation in words: the contract, the sides, what the
play so far shows (voids, turn-ups, tricks) and the card winning the trick."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.quiz.kinds.best_play.fact_types import (
    Contract,
    DeadTopTrump,
    HandMade,
    NoMarch,
    ShownOut,
    Side,
    StopsMarch,
    TricksSoFar,
    TrumpsOut,
    TrumpsYours,
    TurnUpHeld,
    WinningSoFar,
)
from tutor.quiz.words import capital
from tutor.web.explanation.registry import renders
from tutor.web.text import _, p_
from tutor.web.words import Words

# -- the setting ------------------------------------------------------------------------------


@renders(Contract)
def _contract(fact: Contract, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.trump is not None:
        return capital(_("%(suit)s are trump.", suit=w.suit(fact.trump)))
    if fact.low:
        return _("No-trump low: the 9 is the strongest card of each suit and the ace the weakest.")
    return _("No-trump high: ace is best.")


@renders(Side)
def _side(fact: Side, item: Mapping[str, Any], lang: str) -> str:
    return {
        "maker-alone": lambda: _("You are the maker, alone against the other two."),
        "against-lone-maker": lambda: _(
            "You and the other defender play together against the maker."
        ),
        "won-bid": lambda: _("Your side won the bid."),
        "defending-bid": lambda: _("The other side won the bid: you are defending."),
        "made": lambda: _("Your side made trump."),
        "defending": lambda: _("You are defending."),
    }[fact.side]()


@renders(DeadTopTrump)
def _dead_top(fact: DeadTopTrump, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "The %(upcard)s turn-up is dead, so the %(top)s is the highest trump in play.",
        upcard=w.card(fact.upcard),
        top=w.card(fact.top),
    )


@renders(ShownOut)
def _shown_out(fact: ShownOut, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    shown = w.suits(fact.suits)
    if fact.trump_first:
        trump = w.suit(fact.suits[0])
        shown = shown.replace(trump, _("%(suit)s (trump)", suit=trump), 1)
    # The Korean counts the suits ("두 무늬가 모두"); the English names them again.
    context = ("one suit", "two suits", "three suits")[len(fact.suits) - 1]
    return capital(
        p_(
            context,
            "%(who)s has shown out of %(shown)s: no %(suits)s are left in that hand.",
            who=w.player(fact.seat),
            shown=shown,
            suits=w.suits(fact.suits, "or"),
        )
    )


@renders(TurnUpHeld)
def _turn_up_held(fact: TurnUpHeld, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    who, upcard = w.player(fact.holder), w.card(fact.upcard)
    if fact.only:
        message = (
            "%(who)s still holds the %(upcard)s turn-up: it is the only trump left against you."
        )
        return capital(_(message, who=who, upcard=upcard))
    return capital(_("%(who)s still holds the %(upcard)s turn-up.", who=who, upcard=upcard))


@renders(TrumpsYours)
def _trumps_yours(fact: TrumpsYours, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _("Every trump still out is in your hand (%(trumps)s).", trumps=w.cards(fact.trumps))


@renders(TrumpsOut)
def _trumps_out(fact: TrumpsOut, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    ours: list[str] = []
    if fact.mine:
        ours.append(_("your %(cards)s", cards=w.cards_listed(fact.mine)))
    if fact.ours_up is not None and fact.ours_holder is not None:
        ours.append(_turn_up_holds(w, fact.ours_up, fact.ours_holder))
    # Two of yours are joined with "and" (Korean 와): the hand and partner's turn-up.
    yours = _("%(first)s and %(second)s", first=ours[0], second=ours[1]) if len(ours) > 1 else ""
    yours = yours or (ours[0] if ours else "")
    out = _("the %(cards)s", cards=w.cards_listed(fact.out)) if fact.out else ""
    if fact.their_up is not None and fact.their_holder is not None:
        held = _turn_up_holds(w, fact.their_up, fact.their_holder)
        out = _("%(first)s and %(second)s", first=out, second=held) if out else held
    count = len(fact.out) + (fact.their_up is not None)
    if yours and count == 1:
        return _(
            "Count the trumps: besides %(yours)s, only one is still out, %(out)s.",
            yours=yours,
            out=out,
        )
    if yours:
        return _(
            "Count the trumps: besides %(yours)s, only two are still out, %(out)s.",
            yours=yours,
            out=out,
        )
    if count == 1:
        return _("Count the trumps: only one is still out, %(out)s.", out=out)
    return _("Count the trumps: only two are still out, %(out)s.", out=out)


def _turn_up_holds(w: Words, upcard: str, holder: int) -> str:
    return _("the %(upcard)s turn-up %(who)s holds", upcard=w.card(upcard), who=w.player(holder))


@renders(TricksSoFar)
def _tricks_so_far(fact: TricksSoFar, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.lone_maker:
        return _(
            "Tricks so far: you %(mine)d, the defenders %(theirs)d.",
            mine=fact.mine,
            theirs=fact.theirs,
        )
    return p_(
        w.hands(),
        "Tricks so far: your side %(mine)d, the opponents %(theirs)d.",
        mine=fact.mine,
        theirs=fact.theirs,
    )


def _makers_key(makers: str, loner: int | None, w: Words) -> str:
    """Who the makers are, as the sentences name them: makers, maker (three-hand), you, or
    the lone hand's seat (left, right)."""
    if makers != "loner" or loner is None:
        return makers
    return "left" if (loner - w.you) % w.players == 1 else "right"


@renders(HandMade)
def _hand_made(fact: HandMade, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    tricks = w.tricks(fact.tricks)
    return {
        "makers": lambda: _(
            "The makers have %(tricks)s: the hand is made, and only taking all five (a march) "
            "scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
        "maker": lambda: _(
            "The maker has %(tricks)s: the hand is made, and only taking all five (a march) "
            "scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
        "you": lambda: _(
            "You have %(tricks)s: the hand is made, and only taking all five (a march) "
            "scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
        "left": lambda: _(
            "The left opponent has %(tricks)s: the hand is made, and only taking all five "
            "(a march) scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
        "right": lambda: _(
            "The right opponent has %(tricks)s: the hand is made, and only taking all five "
            "(a march) scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
    }[_makers_key(fact.makers, fact.loner, w)]()


@renders(NoMarch)
def _no_march(fact: NoMarch, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "defenders": w.tricks(fact.defenders_have),
        "need": w.tricks(fact.makers_need, more=True),
        "left": w.count(fact.defenders_need),
    }
    # The Korean says the march is out of reach (making) or stopped (defending).
    context = "making" if fact.you_make else "defending"
    messages = {
        "makers": "The defenders have %(defenders)s, so there is no march: the makers need "
        "%(need)s to score, the defenders %(left)s to euchre them.",
        "maker": "The defenders have %(defenders)s, so there is no march: the maker needs "
        "%(need)s to score, the defenders %(left)s to euchre the maker.",
        "you": "The defenders have %(defenders)s, so there is no march: you need "
        "%(need)s to score, the defenders %(left)s to euchre you.",
        "left": "The defenders have %(defenders)s, so there is no march: the left opponent "
        "needs %(need)s to score, the defenders %(left)s to euchre the lone hand.",
        "right": "The defenders have %(defenders)s, so there is no march: the right opponent "
        "needs %(need)s to score, the defenders %(left)s to euchre the lone hand.",
    }
    return p_(context, messages[_makers_key(fact.makers, fact.loner, w)], **values)


@renders(StopsMarch)
def _stops_march(fact: StopsMarch, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "loner": w.player(fact.loner),
        "answer": w.card(fact.answer),
        "march": fact.march_points,
    }
    if fact.loner_tricks == 0:
        message = (
            "Your %(answer)s wins this first trick for your side (%(loner)s has already "
            "played to it), and a single trick for the defence stops the march: a lone maker "
            "scores %(march)d points for all five tricks, only 1 for three or four."
        )
    else:
        message = (
            "Your side has no trick yet, and %(loner)s is playing for a march. Your "
            "%(answer)s wins this trick for your side (%(loner)s has already played to it), "
            "and a single trick for the defence stops the march: a lone maker scores "
            "%(march)d points for all five tricks, only 1 for three or four."
        )
    return capital(_(message, **values))


@renders(WinningSoFar)
def _winning(fact: WinningSoFar, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _("So far %(held)s is winning the trick.", held=w.held(fact.seat, fact.card))
