"""What a bid-declare item's explanation says, as facts made from the stored hand, auction,
figures and proof (words: ``tutor.web.explanation.bid_declare``). Every fact checks itself
by making the item's facts again: a fact holds when the item still says it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.bidding import contract_of
from tutor.engine import Rank, effective_suit
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.bids.common import auction_from_item
from tutor.quiz.kinds.bids.declare import (
    DECLARE_COUNTER_RULES,
    _won_bid,
    bowers,
    higher_out,
    long_bower_suits,
    losers,
    top_cards,
)
from tutor.quiz.kinds.bids.told import (
    BestOption,
    CloseCall,
    EveryOptionLoses,
    OptionValues,
    Restated,
    close_proof,
    judgement_of,
    outcomes_of,
)


class _Said(Restated):
    def restate(self, item: Mapping[str, Any]) -> Sequence[object]:
        return declare_facts(item)


def _codes(cards: Any) -> tuple[str, ...]:
    return tuple(c.code for c in cards)


@explanation_fact("bid-declare-counter-note", counter_note=True)
@dataclass(frozen=True)
class DeclareCounterNote:
    """The lesson's rule (a long suit with bowers as trump) gives way: the ``longest`` such
    suits leave more losers outside trump than the ``answer``."""

    longest: tuple[str, ...]
    answer: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if counter_fact(item, "trump-long-suit") == self else "not the note"


def counter_fact(item: Mapping[str, Any], rule: str) -> DeclareCounterNote | None:
    if rule not in DECLARE_COUNTER_RULES:
        return None
    hand = auction_from_item(item).hand
    longest = tuple(s.code for s in long_bower_suits(hand))
    answer = str(item["answer"][0])
    return DeclareCounterNote(longest, answer) if longest and answer not in longest else None


@explanation_fact("bid-declare-scoring")
@dataclass(frozen=True)
class DeclareScoring(_Said):
    """Made, each side scores its tricks; set (fewer than ``bid``), your side loses ``bid``."""

    bid: int


@explanation_fact("bid-contract-hand")
@dataclass(frozen=True)
class ContractHand(_Said):
    """Under contract ``code`` you hold ``cards``: the trumps (``bowers`` among them), or in
    no-trump the top cards of their suits (9s low, aces high)."""

    code: str
    cards: tuple[str, ...]
    bowers: tuple[str, ...]


@explanation_fact("bid-loser-count")
@dataclass(frozen=True)
class LoserCount(_Said):
    """For each contract (``code``): its top cards and its losers, each with the higher
    cards of its suit that are out."""

    rows: tuple[tuple[str, tuple[str, ...], tuple[tuple[str, tuple[str, ...]], ...]], ...]


@explanation_fact("bid-loser-verdict")
@dataclass(frozen=True)
class LoserVerdict(_Said):
    """What the count says: "fewest" (the ``answer`` leaves the fewest losers), "tie", or
    "misleads" (``fewer`` contracts leave fewer, yet the deals favour the answer);
    ``side``: a trump contract is among them (the losers are outside trump)."""

    case: str
    answer: str
    fewer: tuple[str, ...]
    side: bool


@explanation_fact("bid-against-bid")
@dataclass(frozen=True)
class AgainstBid(_Said):
    """The answer's ``tops`` set against the ``bid``; ``ruffable``: a trump contract."""

    tops: int
    bid: int
    ruffable: bool


@explanation_fact("bid-declare-figures")
@dataclass(frozen=True)
class DeclareFigures(_Said):
    """The three best contracts' deals made and tricks taken on ``samples`` deals."""

    samples: int
    rows: tuple[tuple[str, int, int], ...]


@explanation_fact("bid-declare-values")
@dataclass(frozen=True)
class DeclareValues(_Said, OptionValues):
    """Each contract's expected points less the opponents', best first."""


@explanation_fact("bid-every-contract-loses")
@dataclass(frozen=True)
class EveryContractLoses(_Said, EveryOptionLoses):
    """Every contract loses points, but the declarer must name one: ``answer`` least."""


@explanation_fact("bid-declare-close")
@dataclass(frozen=True)
class DeclareClose(_Said, CloseCall):
    """A thin lead of ``answer`` over ``runner`` (``CloseCall``); ``why``: "made" (made
    more often) or "tricks" (more tricks a hand) or "", with the two counts."""


@explanation_fact("bid-declare-best")
@dataclass(frozen=True)
class DeclareBest(_Said, BestOption):
    """The best contract."""


def contract_hand(item: Mapping[str, Any], code: str) -> ContractHand:
    hand = auction_from_item(item).hand
    trump, low = contract_of(code)
    if trump is not None:
        held = sorted((c for c in hand if effective_suit(c, trump) is trump), key=lambda c: c.index)
        return ContractHand(code, _codes(held), _codes(bowers(hand, trump)))
    top = Rank.NINE if low else Rank.ACE
    return ContractHand(code, _codes(c for c in hand if c.rank is top), ())


def declare_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored bid-declare item says, from its hand, auction,
    figures and proof (nothing played out)."""
    auction = auction_from_item(item)
    variant, hand = auction.variant, auction.hand
    bid = _won_bid(auction)
    judgement = judgement_of(item)
    outcomes = outcomes_of(item, "contract_outcomes")
    answer, samples = judgement.best, judgement.samples
    said: list[ExplanationFact] = [DeclareScoring(bid), contract_hand(item, answer)]
    runner = judgement.ranked()[1][0]
    if runner != answer:
        said.append(contract_hand(item, runner))
    longest = [x.code for x in long_bower_suits(hand)]
    others = [code for code in longest if code != answer]
    if not others or answer in longest:
        others = [runner]
    codes = [answer, *[c for c in others if c != answer]]
    said.append(
        LoserCount(
            tuple(
                (
                    code,
                    _codes(top_cards(variant, hand, code)),
                    tuple(
                        (c.code, _codes(higher_out(variant, hand, code, c)))
                        for c in losers(variant, hand, code)
                    ),
                )
                for code in codes
            )
        )
    )
    mine = len(losers(variant, hand, answer))
    theirs = [len(losers(variant, hand, code)) for code in codes[1:]]
    side = any(contract_of(code)[0] is not None for code in codes)
    if theirs and all(mine < n for n in theirs):
        said.append(LoserVerdict("fewest", answer, (), side))
    elif theirs and all(mine == n for n in theirs):
        said.append(LoserVerdict("tie", answer, (), side))
    elif theirs:
        fewer = tuple(code for code, n in zip(codes[1:], theirs, strict=True) if n < mine)
        if fewer:
            said.append(LoserVerdict("misleads", answer, fewer, side))
    tops = len(top_cards(variant, hand, answer))
    said.append(AgainstBid(tops, bid, contract_of(answer)[0] is not None))
    shown = [o for o, _ in judgement.ranked()[:3]]
    said.append(
        DeclareFigures(
            samples, tuple((o, outcomes[o]["made"], outcomes[o]["tricks"]) for o in shown)
        )
    )
    said.append(DeclareValues(tuple(judgement.ranked())))
    if judgement.evaluation[answer] < 0:
        said.append(EveryContractLoses(answer))
    proof = close_proof(item)
    if proof is not None:
        a, r = outcomes[answer], outcomes[runner]
        why, counts = "", (0, 0)
        if a["made"] > r["made"]:
            why, counts = "made", (a["made"], r["made"])
        elif a["tricks"] > r["tricks"]:
            why, counts = "tricks", (a["tricks"], r["tricks"])
        said.append(DeclareClose(answer, runner, *proof, why, *counts))
    said.append(DeclareBest(answer))
    return said
