"""The words of bid-amount's and bid-declare's questions (``tutor.quiz.kinds.bids.ask``) and
of their buttons ("Bid 4", "♠ Spades"), from the catalogue."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.bidding import PASS, contract_of
from tutor.quiz.kinds.auction_ask import (
    AuctionDealer,
    BiddersTake,
    LowestBid,
    MayEqual,
    MayPass,
    SideScores,
    TurnToBid,
    WhoDeclares,
    WhoLeadsFirst,
    WinnerDeclares,
)
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
# bid-auction's seat choices, seat 0 first.
_SEATS = ("north", "east", "south", "west")


@renders(BiddingDealer)
def bidding_dealer(fact: BiddingDealer, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.dealer == w.you:
        return _("You are the dealer and bid last.")
    return _("The dealer is %(dealer)s.", dealer=w.player(fact.dealer))


def _name(seat: int, w: Words) -> str:
    """A bidder as the learner sees them ("the left opponent"), or by compass ("North")
    where the learner watches the auction rather than sits in it (bid-auction)."""
    return w.player(seat) if "seat" in w.item else w.seat(seat, 4)


def _call(seat: int, tricks: int | None, w: Words) -> str:
    """One call of the auction: "the left opponent bids 4", "you pass"."""
    if "seat" in w.item and seat == w.you:
        if tricks is None:
            return p_(_BIDDING, "you pass")
        return p_(_BIDDING, "you bid %(tricks)d", tricks=tricks)
    if tricks is None:
        return p_(_BIDDING, "%(seat)s passes", seat=_name(seat, w))
    return p_(_BIDDING, "%(seat)s bids %(tricks)d", seat=_name(seat, w), tricks=tricks)


@renders(BidsSoFar)
def bids_so_far(fact: BidsSoFar, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if not fact.bids:
        if "seat" in item and w.you == (int(item["dealer"]) + 1) % 4:
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


def _six_tricks(count: int) -> str:
    """ "all six tricks", "4 of the six tricks" (Korean: the object of 가져오다). One
    message a count: Korean counts both in native words, 여섯 트릭 가운데 다섯 트릭, never a
    digit after a native number (lessons/ko-style.toml)."""
    if count == 6:
        return _("all six tricks")
    return (
        _("1 of the six tricks"),
        _("2 of the six tricks"),
        _("3 of the six tricks"),
        _("4 of the six tricks"),
        _("5 of the six tricks"),
    )[count - 1]


@renders(WonAt)
def won_at(fact: WonAt, item: Mapping[str, Any], lang: str) -> str:
    tricks = _six_tricks(fact.bid)
    return _(
        "You won the contract at %(bid)d: your side must take %(tricks)s, and you lead the "
        "first trick.",
        bid=fact.bid,
        tricks=tricks,
    )


@renders(WhatDoYouDeclare)
def what_do_you_declare(fact: WhatDoYouDeclare, item: Mapping[str, Any], lang: str) -> str:
    return _("What do you declare: a trump suit, no-trump high or no-trump low?")


# -- bid-auction's questions -------------------------------------------------------------


@renders(AuctionDealer)
def auction_dealer(fact: AuctionDealer, item: Mapping[str, Any], lang: str) -> str:
    return _("Bid Euchre. %(dealer)s deals.", dealer=Words(item, lang).seat(fact.dealer, 4))


@renders(TurnToBid)
def turn_to_bid(fact: TurnToBid, item: Mapping[str, Any], lang: str) -> str:
    return _("It is %(seat)s's turn to bid.", seat=Words(item, lang).seat(fact.seat, 4))


@renders(MayEqual)
def may_equal(fact: MayEqual, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "May %(seat)s bid %(tricks)d, the same as the high bid?",
        seat=Words(item, lang).seat(fact.seat, 4),
        tricks=fact.tricks,
    )


@renders(MayPass)
def may_pass(fact: MayPass, item: Mapping[str, Any], lang: str) -> str:
    return _("May %(seat)s pass?", seat=Words(item, lang).seat(fact.seat, 4))


@renders(LowestBid)
def lowest_bid(fact: LowestBid, item: Mapping[str, Any], lang: str) -> str:
    return _("What is the lowest bid %(seat)s may make?", seat=Words(item, lang).seat(fact.seat, 4))


@renders(WhoDeclares)
def who_declares(fact: WhoDeclares, item: Mapping[str, Any], lang: str) -> str:
    # "Game" is the whole game to 32 elsewhere in the course: say "declares".
    return _("Who declares (names trump, no-trump high or no-trump low) and plays the contract?")


@renders(WinnerDeclares)
def winner_declares(fact: WinnerDeclares, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "The winner of the auction declares %(contract)s.",
        contract=contract_as(fact.contract, item, lang),
    )


@renders(WhoLeadsFirst)
def who_leads_first(fact: WhoLeadsFirst, item: Mapping[str, Any], lang: str) -> str:
    return _("Who leads the first trick?")


@renders(BiddersTake)
def bidders_take(fact: BiddersTake, item: Mapping[str, Any], lang: str) -> str:
    if fact.tricks == 0:
        return _("The bidding side takes none of the six tricks.")
    return _("The bidding side takes %(tricks)s.", tricks=_six_tricks(fact.tricks))


@renders(SideScores)
def side_scores(fact: SideScores, item: Mapping[str, Any], lang: str) -> str:
    side = p_("score", "North–South") if fact.side == "north-south" else p_("score", "East–West")
    return _("How many points does %(side)s score for this hand?", side=side)


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


@writes_labels("bid-auction")
def auction_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """Yes or no; the lowest bid's numbers (none: only a pass); a seat by compass."""
    kind = item["question"]["type"]
    if kind in ("may-equal", "may-pass"):
        return {"yes": _("Yes"), "no": _("No")}.get(code)
    if kind == "lowest-bid":
        return _("None: only pass") if code == PASS else code
    if kind in ("declarer", "first-lead") and code in _SEATS:
        return Words(item, lang).seat(_SEATS.index(code), 4)
    return None
