"""The questions of bid-amount and bid-declare as facts (issue 28): who deals, the bidding so
far, what the bidder plans or has won, and what they are asked. Each fact checks itself
against the item's stored auction; the words are ``tutor.web.explanation.ask_bids``'s."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.quiz.explaining import ExplanationFact, explanation_fact

# One call of the auction: (seat, tricks bid, or None for a pass).
Bidding = tuple[tuple[int, int | None], ...]


def stored_bidding(item: Mapping[str, Any]) -> Bidding:
    return tuple(
        (int(call["seat"]), None if call.get("bid") is None else int(call["bid"]))
        for call in item["bids"]
    )


def _high_bid(item: Mapping[str, Any]) -> tuple[int | None, int | None]:
    """(the high bid so far, its bidder), or (None, None) where everyone passed: the last
    bid, as each bid tops the one before (the dealer may equal it: ``Auction.high``)."""
    high: tuple[int | None, int | None] = (None, None)
    for seat, tricks in stored_bidding(item):
        if tricks is not None:
            high = (tricks, seat)
    return high


@explanation_fact("ask/bid-dealer")
@dataclass(frozen=True)
class BiddingDealer:
    """Who deals, seen from the bidder (the dealer bids last)."""

    dealer: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        dealer = int(item["dealer"])
        return None if dealer == self.dealer else f"the dealer is seat {dealer}, not {self.dealer}"


@explanation_fact("ask/bids-so-far")
@dataclass(frozen=True)
class BidsSoFar:
    """The auction so far, from the dealer's left (all four: it is over)."""

    bids: Bidding

    def check(self, item: Mapping[str, Any]) -> str | None:
        stored = stored_bidding(item)
        return None if stored == self.bids else f"the bidding is {stored}, not {self.bids}"


@explanation_fact("ask/must-bid")
@dataclass(frozen=True)
class MustBid:
    """The dealer after three passes may not pass."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        if int(item["seat"]) != int(item["dealer"]) or _high_bid(item)[0] is not None:
            return "only a dealer after three passes must bid"
        return None


@explanation_fact("ask/will-declare")
@dataclass(frozen=True)
class WillDeclare:
    """The contract the bidder will declare on winning the auction (the item's plan)."""

    plan: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        plan = item.get("plan")
        return None if plan == self.plan else f"the plan is {plan}, not {self.plan}"


@explanation_fact("ask/what-do-you-bid")
@dataclass(frozen=True)
class WhatDoYouBid:
    def check(self, item: Mapping[str, Any]) -> str | None:
        return None


@explanation_fact("ask/won-at")
@dataclass(frozen=True)
class WonAt:
    """The bidder won the auction at ``bid`` tricks and leads the first trick."""

    bid: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        high, bidder = _high_bid(item)
        if bidder != int(item["seat"]):
            return "the learner did not win the auction"
        return None if high == self.bid else f"the winning bid is {high}, not {self.bid}"


@explanation_fact("ask/what-do-you-declare")
@dataclass(frozen=True)
class WhatDoYouDeclare:
    def check(self, item: Mapping[str, Any]) -> str | None:
        return None


def amount_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """bid-amount's question: the dealer, the bidding, a forced bid, the plan; how much."""
    forced = int(item["seat"]) == int(item["dealer"]) and _high_bid(item)[0] is None
    return [
        BiddingDealer(int(item["dealer"])),
        BidsSoFar(stored_bidding(item)),
        *([MustBid()] if forced else []),
        WillDeclare(str(item["plan"])),
        WhatDoYouBid(),
    ]


def declare_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """bid-declare's question: the dealer, the bidding, the won bid; which contract."""
    high, _bidder = _high_bid(item)
    if high is None:
        raise ValueError("nobody won the auction")
    return [
        BiddingDealer(int(item["dealer"])),
        BidsSoFar(stored_bidding(item)),
        WonAt(high),
        WhatDoYouDeclare(),
    ]
