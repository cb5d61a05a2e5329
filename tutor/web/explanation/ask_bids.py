"""The words of bid-amount's and bid-declare's questions (``tutor.quiz.kinds.bids.ask``) and
of their buttons ("Bid 4", "♠ Spades"), from the catalogue."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.bidding import PASS, contract_of
from tutor.quiz.kinds.bids.ask import (
    BiddingDealer,
    BidsSoFar,
    MustBid,
    WhatDoYouBid,
    WhatDoYouDeclare,
    WillDeclare,
    WonAt,
)
from tutor.web.explanation.bid_amount import contract_as
from tutor.web.explanation.registry import renders
from tutor.web.labels import writes_labels
from tutor.web.text import _, p_
from tutor.web.words import Words

_BIDDING = "bidding"


@renders(BiddingDealer)
def bidding_dealer(fact: BiddingDealer, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.dealer == w.you:
        return _("You are the dealer and bid last.")
    return _("The dealer is %(dealer)s.", dealer=w.player(fact.dealer))


def _call(seat: int, tricks: int | None, w: Words) -> str:
    """One call of the auction: "the left opponent bids 4", "you pass"."""
    if seat == w.you:
        if tricks is None:
            return p_(_BIDDING, "you pass")
        return p_(_BIDDING, "you bid %(tricks)d", tricks=tricks)
    if tricks is None:
        return p_(_BIDDING, "%(seat)s passes", seat=w.player(seat))
    return p_(_BIDDING, "%(seat)s bids %(tricks)d", seat=w.player(seat), tricks=tricks)


@renders(BidsSoFar)
def bids_so_far(fact: BidsSoFar, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if not fact.bids:
        if w.you == (int(item["dealer"]) + 1) % 4:
            return _("You bid first, on the dealer's left.")
        return _("Nobody has bid yet.")
    calls = ", ".join(_call(seat, tricks, w) for seat, tricks in fact.bids)
    if len(fact.bids) >= 4:
        # Once round (rules-spec 2.5): all four have spoken and the auction is over.
        return _("The bidding, from the dealer's left: %(calls)s.", calls=calls)
    return _("The bidding so far, from the dealer's left: %(calls)s.", calls=calls)


@renders(MustBid)
def must_bid(fact: MustBid, item: Mapping[str, Any], lang: str) -> str:
    return _("All three others passed, so you must bid.")


@renders(WillDeclare)
def will_declare(fact: WillDeclare, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "If you win the contract you will declare %(contract)s.",
        contract=contract_as(fact.plan, item, lang),
    )


@renders(WhatDoYouBid)
def what_do_you_bid(fact: WhatDoYouBid, item: Mapping[str, Any], lang: str) -> str:
    return _("What do you bid?")


@renders(WonAt)
def won_at(fact: WonAt, item: Mapping[str, Any], lang: str) -> str:
    if fact.bid == 6:
        tricks = _("all six tricks")
    else:
        tricks = _("%(count)d of the six tricks", count=fact.bid)
    return _(
        "You won the contract at %(bid)d: your side must take %(tricks)s, and you lead the "
        "first trick.",
        bid=fact.bid,
        tricks=tricks,
    )


@renders(WhatDoYouDeclare)
def what_do_you_declare(fact: WhatDoYouDeclare, item: Mapping[str, Any], lang: str) -> str:
    return _("What do you declare: a trump suit, no-trump high or no-trump low?")


# -- the buttons ------------------------------------------------------------------------


@writes_labels("bid-amount")
def bid_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    if code == PASS:
        return _("Pass")
    return _("Bid %(n)s", n=code) if code.isdigit() else None


@writes_labels("bid-declare")
def contract_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """A contract as its button names it: "♠ Spades", "No-trump high"."""
    try:
        trump, low = contract_of(code)
    except ValueError:
        return None
    if trump is None:
        return _("No-trump low") if low else _("No-trump high")
    name = Words(item, lang).suit(trump.code)
    return f"{trump.symbol} {name[:1].upper()}{name[1:]}"
