"""bid-auction's questions as facts (issue 28): the deal, the bidding so far (``bids.ask``'s
``BidsSoFar``, by compass seats), and what is asked of whom. Each fact checks itself against
the item's stored ``question``; the words are ``tutor.web.explanation.ask_bids``'s."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.bids.ask import BidsSoFar, stored_bidding


def _asked(item: Mapping[str, Any], kind: str, **fields: Any) -> str | None:
    """What is false of a question of type ``kind`` with these ``fields`` for ``item``."""
    q = item["question"]
    if q.get("type") != kind:
        return f"the question is {q.get('type')}, not {kind}"
    wrong = [name for name, value in fields.items() if q.get(name) != value]
    return f"the question's {', '.join(wrong)} differ" if wrong else None


@explanation_fact("ask/auction-dealer")
@dataclass(frozen=True)
class AuctionDealer:
    """Bid Euchre, and who deals (by compass)."""

    dealer: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        dealer = int(item["question"]["dealer"])
        return None if dealer == self.dealer else f"the dealer is seat {dealer}, not {self.dealer}"


@explanation_fact("ask/turn-to-bid")
@dataclass(frozen=True)
class TurnToBid:
    """Whose turn it is to bid: the seat asked about."""

    seat: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        asked = item["question"].get("asked")
        return None if asked == self.seat else f"seat {asked} is asked, not {self.seat}"


@explanation_fact("ask/may-equal")
@dataclass(frozen=True)
class MayEqual:
    seat: int
    tricks: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _asked(item, "may-equal", asked=self.seat, tricks=self.tricks)


@explanation_fact("ask/may-pass")
@dataclass(frozen=True)
class MayPass:
    seat: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _asked(item, "may-pass", asked=self.seat)


@explanation_fact("ask/lowest-bid")
@dataclass(frozen=True)
class LowestBid:
    seat: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _asked(item, "lowest-bid", asked=self.seat)


@explanation_fact("ask/who-declares")
@dataclass(frozen=True)
class WhoDeclares:
    def check(self, item: Mapping[str, Any]) -> str | None:
        return _asked(item, "declarer")


@explanation_fact("ask/winner-declares")
@dataclass(frozen=True)
class WinnerDeclares:
    """The contract the winner of the auction declares."""

    contract: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        contract = item["question"].get("contract")
        return None if contract == self.contract else f"the contract is {contract}"


@explanation_fact("ask/who-leads-first")
@dataclass(frozen=True)
class WhoLeadsFirst:
    def check(self, item: Mapping[str, Any]) -> str | None:
        return _asked(item, "first-lead")


@explanation_fact("ask/bidders-take")
@dataclass(frozen=True)
class BiddersTake:
    """How many of the six tricks the bidding side took."""

    tricks: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _asked(item, "score", maker_tricks=self.tricks)


@explanation_fact("ask/side-scores")
@dataclass(frozen=True)
class SideScores:
    """The question: what ``side`` ("north-south", "east-west") scores for the hand."""

    side: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _asked(item, "score", side=self.side)


def auction_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """bid-auction's question: the deal and the bidding, then what it asks."""
    q = item["question"]
    kind = str(q["type"])
    said: list[ExplanationFact] = [AuctionDealer(int(q["dealer"])), BidsSoFar(stored_bidding(q))]
    if kind in ("may-equal", "lowest-bid", "may-pass"):
        asked = int(q["asked"])
        said.append(TurnToBid(asked))
        if kind == "may-equal":
            said.append(MayEqual(asked, int(q["tricks"])))
        elif kind == "may-pass":
            said.append(MayPass(asked))
        else:
            said.append(LowestBid(asked))
        return said
    if kind == "declarer":
        return [*said, WhoDeclares()]
    said.append(WinnerDeclares(str(q["contract"])))
    if kind == "first-lead":
        return [*said, WhoLeadsFirst()]
    return [*said, BiddersTake(int(q["maker_tricks"])), SideScores(str(q["side"]))]
