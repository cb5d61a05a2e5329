"""Words for the bid-auction kind's explanation facts (``tutor.quiz.kinds.auction``): what
the asked player may call, who declares, what the bid scores. Korean particles after seats,
sides and bids through ``tutor.korean``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.grammar import grammar
from tutor.quiz.kinds.auction import BidderOptions, BidScored, Declarer, DeclarerLeads
from tutor.web.explanation.registry import renders
from tutor.web.text import _, p_
from tutor.web.words import Words


def _with(word: str, particle: str, lang: str) -> str:
    """``word`` with its Korean particle (as read aloud: 4와, 5를); English as it is."""
    return grammar(lang).particle(word, particle)


def _side(code: str) -> str:
    return {"north-south": p_("score", "North–South"), "east-west": p_("score", "East–West")}[code]


def _tricks(number: int) -> str:
    """ "1 trick", "4 tricks" (Korean: 1트릭, 4트릭)."""
    return _("1 trick") if number == 1 else _("%(num)d tricks", num=number)


@renders(BidderOptions)
def bidder_options(fact: BidderOptions, item: Mapping[str, Any], lang: str) -> str:
    seat = Words(item, lang).seat(fact.seat, 4, "은")
    if fact.case == "forced-dealer":
        return _(
            "All three others passed, so the dealer may not pass: the dealer must bid, and 3 is "
            "the lowest bid."
        )
    if fact.case == "dealer-may-equal":
        return _(
            "%(seat)s is the dealer, who bids last and may take the contract by equalling the "
            "high bid, %(high)s, or pass.",
            seat=seat,
            high=_with(str(fact.high), "와", lang),
        )
    if fact.case == "nobody-bid":
        return _("Nobody has bid yet: any bid from 3 to 6 is allowed, or a pass.")
    said = _(
        "%(seat)s is not the dealer, so a bid must be higher than the high bid, %(high)d; only "
        "the dealer may equal it.",
        seat=seat,
        high=fact.high or 0,
    )
    if fact.high == 6:
        return f"{said}\n{_('Nothing is higher than 6, so a pass is the only call.')}"
    return said


@renders(Declarer)
def declarer(fact: Declarer, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.equalled:
        return _(
            "The dealer, %(seat)s, equalled the high bid of %(high)s: the dealer's privilege, so "
            "the dealer takes the contract.",
            seat=w.seat(fact.seat, 4, "이"),
            high=_with(str(fact.high), "와", lang),
        )
    return _(
        "The high bid, %(high)s, is %(seat)s's: %(declarer)s declares.",
        high=_with(str(fact.high), "을", lang),
        seat=w.seat(fact.seat, 4, "이"),
        declarer=w.seat(fact.seat, 4),
    )


@renders(DeclarerLeads)
def declarer_leads(fact: DeclarerLeads, item: Mapping[str, Any], lang: str) -> str:
    return _("In Bid Euchre the declarer leads the first trick, not the dealer's left.")


@renders(BidScored)
def bid_scored(fact: BidScored, item: Mapping[str, Any], lang: str) -> str:
    side = _side(fact.side)
    other = _side("east-west" if fact.side == "north-south" else "north-south")
    if fact.tricks >= fact.high:
        return _(
            "%(side)s bid %(high)s and took %(tricks)d: made, so each side scores one point per "
            "trick: %(side_name)s %(makers)+d, %(other_name)s %(defenders)+d.",
            side=_with(side, "이", lang),
            high=_with(str(fact.high), "을", lang),
            tricks=fact.tricks,
            side_name=side,
            makers=fact.makers,
            other_name=other,
            defenders=fact.defenders,
        )
    if not fact.tricks:  # Korean says 한 트릭도 못 가져와, never 0트릭만
        return _(
            "%(side)s bid %(high)s but took no trick: set, so %(loser)s loses %(lost)d and "
            "%(other)s still scores its %(theirs)s: %(side_name)s %(makers)+d, %(other_name)s "
            "%(defenders)+d.",
            side=_with(side, "이", lang),
            high=_with(str(fact.high), "을", lang),
            loser=_with(side, "은", lang),
            lost=fact.high,
            other=_with(other, "은", lang),
            theirs=_tricks(fact.hand_size - fact.tricks),
            side_name=side,
            makers=fact.makers,
            other_name=other,
            defenders=fact.defenders,
        )
    return _(
        "%(side)s bid %(high)s but took only %(took)s: set, so %(loser)s loses %(lost)d and "
        "%(other)s still scores its %(theirs)s: %(side_name)s %(makers)+d, %(other_name)s "
        "%(defenders)+d.",
        side=_with(side, "이", lang),
        high=_with(str(fact.high), "을", lang),
        took=_tricks(fact.tricks),
        loser=_with(side, "은", lang),
        lost=fact.high,
        other=_with(other, "은", lang),
        theirs=_tricks(fact.hand_size - fact.tricks),
        side_name=side,
        makers=fact.makers,
        other_name=other,
        defenders=fact.defenders,
    )
