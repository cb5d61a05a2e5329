"""What a bid-amount item's explanation says, as facts made from the stored auction,
figures and proof (words: ``tutor.web.explanation.bid_amount``). Every fact checks itself
by making the item's facts again: a fact holds when the item still says it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.bidding import PASS, Auction
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.bids.amount import AMOUNT_COUNTER_RULES, _after_you, amount_options
from tutor.quiz.kinds.bids.common import auction_from_item
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
from tutor.quiz.words import rounds_to_nothing


class _Said(Restated):
    def restate(self, item: Mapping[str, Any]) -> Sequence[object]:
        return amount_facts(item)


@explanation_fact("bid-amount-counter-note", counter_note=True)
@dataclass(frozen=True)
class AmountCounterNote:
    """The lesson's rule names this case itself: the minimum, ``lowest``, is not enough, for
    the opponents after you (``several``: more than one) take the contract away from it."""

    lowest: str
    several: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if amount_counter_note(item) == self else "not the lowest bid's note"


def amount_counter_note(item: Mapping[str, Any]) -> AmountCounterNote:
    auction = auction_from_item(item)
    lowest = next(o for o in amount_options(auction) if o != PASS)
    return AmountCounterNote(lowest, _after_you(auction) != "the opponent after you")


def counter_fact(item: Mapping[str, Any], rule: str) -> AmountCounterNote | None:
    """A bid above the minimum proven better, the counter-example to the lowest-bid rule."""
    if rule not in AMOUNT_COUNTER_RULES or str(item["answer"][0]) == PASS:
        return None
    note = amount_counter_note(item)
    return None if note.lowest == str(item["answer"][0]) else note


def side_can_defend(auction: Auction, option: str) -> bool:
    """Whether the player's side may end up defending after ``option``: not when the
    dealer, bidding last, bids (the contract is the dealer's) or passes on the partner's
    high bid (the contract stays with the partner)."""
    if auction.seat != auction.dealer:
        return True
    _, bidder = auction.high()
    return option == PASS and bidder != (auction.seat + 2) % 4


def side_can_declare(auction: Auction, option: str) -> bool:
    """Whether the player's side may end up with the contract after ``option``: not when
    the dealer passes on an opponent's high bid."""
    if auction.seat != auction.dealer or option != PASS:
        return True
    _, bidder = auction.high()
    return bidder == (auction.seat + 2) % 4


@explanation_fact("bid-scoring")
@dataclass(frozen=True)
class BidScoring(_Said):
    """A made bid scores every trick; a set bid costs the whole bid."""


@explanation_fact("bid-amount-rule")
@dataclass(frozen=True)
class AmountRule(_Said):
    """What the auction lets you bid: ``case`` is "dealer-forced", "dealer-equal-partner",
    "dealer-equal", "above-high" or "first-bid"; ``high`` the high bid."""

    case: str
    high: int | None


@explanation_fact("bid-amount-figures")
@dataclass(frozen=True)
class AmountFigures(_Said):
    """The two best options' share of ``samples`` deals made, set and defended, with the
    contract you would declare (``plan``)."""

    samples: int
    plan: str
    rows: tuple[tuple[str, int, int, int], ...]


@explanation_fact("bid-amount-values")
@dataclass(frozen=True)
class AmountValues(_Said, OptionValues):
    """Each option's expected points less the opponents', best first."""


@explanation_fact("bid-every-choice-loses")
@dataclass(frozen=True)
class EveryChoiceLoses(_Said, EveryOptionLoses):
    """Every choice loses points: the ``answer`` (a pass, or the dealer's forced bid)
    loses least."""


@explanation_fact("bid-low-loses-contract")
@dataclass(frozen=True)
class LowBidLosesContract(_Said):
    """Bid ``lowest`` and the opponents after you (``several``) take the contract away on
    ``lost_low`` deals, against ``lost_answer`` for the ``answer``; sets of each."""

    lowest: str
    answer: str
    several: bool
    lost_low: int
    lost_answer: int
    set_low: int
    set_answer: int


@explanation_fact("bid-pass-costs-more")
@dataclass(frozen=True)
class PassCostsMore(_Said):
    """Why bidding ``answer`` beats a pass: after it your ``partners``' contract (made on
    ``pass_made`` deals) or your defence (``pass_defended``); the bid made on ``bid_made``,
    set on ``bid_set``; the two values."""

    answer: str
    plan: str
    partners: bool
    pass_made: int
    pass_defended: int
    bid_made: int
    bid_set: int
    value_pass: float
    value_bid: float


@explanation_fact("bid-lowest-set")
@dataclass(frozen=True)
class LowestBidSet(_Said):
    """The pass: bid ``lowest`` and your side is set on ``sets`` deals, losing the bid;
    ``value_pass``: the pass's value, whose sign says whether passing loses less or gains."""

    lowest: str
    sets: int
    value_pass: float


@explanation_fact("bid-small-gain")
@dataclass(frozen=True)
class SmallGain(_Said):
    """The ``answer`` gains little (``value``), but every other choice loses points;
    ``passing``: the pass's value where the answer is a bid."""

    answer: str
    value: float
    passing: float | None


# Why the answer wins a close race: "pass-defends", "runner-set" (the runner-up, a bid, is
# set where the answer passes), "never-set", "rarely-set", "set-less", "taken-less" or "".
@explanation_fact("bid-amount-close")
@dataclass(frozen=True)
class AmountClose(_Said, CloseCall):
    """A thin lead of ``answer`` over ``runner`` (``CloseCall``), ``why`` as above."""


@explanation_fact("bid-amount-best")
@dataclass(frozen=True)
class AmountBest(_Said, BestOption):
    """The best bid (or the pass)."""


SMALL_GAIN = 0.5


def _close(
    item: Mapping[str, Any], answer: str, runner: str, outcomes: Mapping[str, Mapping[str, int]]
) -> AmountClose | None:
    proof = close_proof(item)
    if proof is None:
        return None
    samples = int(item["samples"])
    a, r = outcomes[answer], outcomes[runner]
    why, counts = "", (0, 0)
    if runner == PASS:
        why, counts = "pass-defends", (0, r["defended"])
    elif answer == PASS:
        why, counts = "runner-set", (0, r["set"])
    elif a["set"] < r["set"] and a["set"] == 0:
        why, counts = "never-set", (0, r["set"])
    elif a["set"] < r["set"] and rounds_to_nothing(a["set"], samples):
        why, counts = "rarely-set", (a["set"], r["set"])
    elif a["set"] < r["set"]:
        why, counts = "set-less", (a["set"], r["set"])
    elif a["defended"] < r["defended"]:
        why, counts = "taken-less", (a["defended"], r["defended"])
    return AmountClose(answer, runner, *proof, why, *counts)


def amount_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored bid-amount item says, from its auction, figures and
    proof (nothing played out)."""
    auction = auction_from_item(item)
    plan = str(item["plan"])
    judgement = judgement_of(item)
    outcomes = outcomes_of(item, "bid_outcomes")
    answer, samples = judgement.best, judgement.samples
    high, bidder = auction.high()
    partner = (auction.seat + 2) % 4
    said: list[ExplanationFact] = [BidScoring()]
    if auction.seat == auction.dealer:
        if high is None:
            said.append(AmountRule("dealer-forced", None))
        elif bidder == partner:
            said.append(AmountRule("dealer-equal-partner", high))
        else:
            said.append(AmountRule("dealer-equal", high))
    elif high is not None:
        said.append(AmountRule("above-high", high))
    else:
        said.append(AmountRule("first-bid", None))
    ranked = [o for o, _ in judgement.ranked()]
    rows = tuple(
        (o, outcomes[o]["made"], outcomes[o]["set"], outcomes[o]["defended"]) for o in ranked[:2]
    )
    said.append(AmountFigures(samples, plan, rows))
    said.append(AmountValues(tuple(judgement.ranked())))
    if all(v < 0 for v in judgement.evaluation.values()):
        said.append(EveryChoiceLoses(answer))
    bids = [o for o in ranked if o != PASS]
    lowest = min(bids, key=int) if bids else None
    several = _after_you(auction) != "the opponent after you"
    if answer != PASS and lowest is not None and lowest != answer:
        low, ans = outcomes[lowest], outcomes[answer]
        if low["defended"] > ans["defended"]:
            said.append(
                LowBidLosesContract(
                    lowest,
                    answer,
                    several,
                    low["defended"],
                    ans["defended"],
                    low["set"],
                    ans["set"],
                )
            )
    if answer != PASS and PASS in outcomes and PASS in judgement.evaluation:
        passed, bid = outcomes[PASS], outcomes[answer]
        said.append(
            PassCostsMore(
                answer,
                plan,
                bidder == partner,
                passed["made"],
                passed["defended"],
                bid["made"],
                bid["set"],
                judgement.evaluation[PASS],
                judgement.evaluation[answer],
            )
        )
    if answer == PASS and lowest is not None:
        said.append(LowestBidSet(lowest, outcomes[lowest]["set"], judgement.evaluation[PASS]))
    value = judgement.evaluation[answer]
    others = [v for o, v in judgement.evaluation.items() if o != answer]
    if 0 <= value < SMALL_GAIN and others and all(v < 0 for v in others):
        passing = judgement.evaluation.get(PASS) if answer != PASS else None
        said.append(SmallGain(answer, value, passing))
    if len(ranked) > 1:
        close = _close(item, answer, ranked[1], outcomes)
        if close is not None:
            said.append(close)
    said.append(AmountBest(answer))
    return said
