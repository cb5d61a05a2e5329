"""bid-auction: Bid Euchre's auction rules on a real auction, worked out by the engine.

Each item shows an auction (from the dealer's left, each player once) and asks what the
rules say next: may this player bid the same as the high bid (only the dealer may, ruling
P4), the lowest bid a player may make, may the dealer pass (not when the other three all
passed: the forced dealer bid, rules-spec E17b), who declares, who leads the first trick
(the declarer, 2.5), and what a made or set bid scores (E17e-f). The engine's ``Deal``
plays the calls, so the answer is what the engine allows; the checker plays them again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.bidding import (
    CONTRACTS,
    PASS,
    Call,
    auction_of,
    call_action,
    declare_action,
    partners_bid,
)
from tutor.analysis.position import item_variant
from tutor.engine import (
    Bid,
    Deal,
    EngineError,
    Pass,
    Phase,
    Variant,
    score_hand,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import DIAGNOSERS, N_, Mistake
from tutor.quiz.kinds.auction_ask import auction_prompt
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    Kind,
    Spec,
    base_item,
    require,
)

KIND = "bid-auction"
SEATS = ("north", "east", "south", "west")
THEMES = (
    "dealer-equal",
    "higher-bid",
    "forced-bid",
    "dealer-may-pass",
    "declarer",
    "first-lead",
    "bid-made",
    "bid-set",
)
SIDES = ("north-south", "east-west")


def _side_of(seat: int) -> str:
    return SIDES[seat % 2]


def _dummy_deal(variant: Variant, dealer: int) -> Deal:
    """The cards do not change what the auction allows: a fixed deal keeps checks exact."""
    pack = list(variant.cards())
    return Deal(variant, [pack[i * 6 : (i + 1) * 6] for i in range(4)], dealer=dealer)


def replay(variant: Variant, dealer: int, calls: Sequence[Call]) -> Deal:
    """The auction as the engine plays it; an illegal call raises ``EngineError``."""
    deal = _dummy_deal(variant, dealer)
    for seat, tricks in calls:
        if deal.to_act != seat:
            raise EngineError(f"seat {seat} is not next to bid")
        deal.push(call_action(tricks))
    return deal


def answer_of(variant: Variant, q: Mapping[str, Any]) -> str:
    """The answer to question ``q`` under the engine's rules."""
    dealer = int(q["dealer"])
    calls = [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
    deal = replay(variant, dealer, calls)
    kind = str(q["type"])
    if kind in ("may-equal", "lowest-bid", "may-pass"):
        if deal.phase is not Phase.BIDDING:
            raise EngineError("the auction is over")
        legal = deal.legal_actions()
        bids = sorted(a.tricks for a in legal if isinstance(a, Bid))
        if kind == "may-equal":
            return "yes" if Bid(int(q["tricks"])) in legal else "no"
        if kind == "may-pass":
            return "yes" if Pass() in legal else "no"
        return str(bids[0]) if bids else PASS
    if deal.phase is not Phase.DECLARE:
        raise EngineError("the auction is not over")
    declarer = deal.maker_or_raise()
    if kind == "declarer":
        return SEATS[declarer]
    deal.push(declare_action(str(q["contract"])))
    if kind == "first-lead":
        return SEATS[int(deal.to_act or 0)]
    if kind == "score":
        bid = deal.bid
        score = score_hand(variant, maker_tricks=int(q["maker_tricks"]), bid=bid)
        asked = str(q["side"])
        return str(score.makers if asked == _side_of(declarer) else score.defenders)
    raise ValueError(f"unknown bid-auction question {kind!r}")


# -- drawing an auction ---------------------------------------------------------------------


def _random_calls(variant: Variant, dealer: int, rng: random.Random, until: int | None) -> Deal:
    """Calls at random among the legal ones (passes half the time), up to ``until``'s turn
    (None: the whole auction); never the dealer's equal bid over its own partner, legal but
    what no strong player does (``quizzes check`` refuses it in a stored auction)."""
    deal = _dummy_deal(variant, dealer)
    while deal.phase is Phase.BIDDING and deal.to_act != until:
        legal = deal.legal_actions()
        seat = deal.to_act
        partner = None if seat is None else partners_bid(auction_of(deal), seat)
        bids = [a for a in legal if isinstance(a, Bid) and a != Bid(partner or 0)]
        if Pass() in legal and (rng.random() < 0.5 or not bids):
            deal.push(Pass())
        else:
            # Low bids are the common ones.
            weights = [4, 3, 2, 1][: len(bids)]
            deal.push(rng.choices(bids, weights=weights)[0])
    return deal


def _calls(deal: Deal) -> list[dict[str, int | None]]:
    calls: list[dict[str, int | None]] = []
    for call in deal.calls:
        if isinstance(call.action, Bid):
            calls.append({"seat": call.seat, "bid": call.action.tricks})
        elif isinstance(call.action, Pass):
            calls.append({"seat": call.seat, "bid": None})
    return calls


def _high(deal: Deal) -> int | None:
    return deal.bid


def _draw(variant: Variant, theme: str, rng: random.Random) -> dict[str, Any] | None:
    dealer = rng.randrange(4)
    q: dict[str, Any] = {"dealer": dealer}
    if theme in ("dealer-equal", "higher-bid", "forced-bid", "dealer-may-pass"):
        asked = dealer if theme != "higher-bid" else (dealer + rng.randrange(2, 4)) % 4
        deal = _random_calls(variant, dealer, rng, asked)
        high = _high(deal)
        if theme == "forced-bid" and high is not None:
            return None
        if theme in ("dealer-equal", "higher-bid", "dealer-may-pass") and high is None:
            return None
        q["asked"] = asked
        q["bids"] = _calls(deal)
        if theme == "forced-bid":
            q["type"] = rng.choice(("may-pass", "lowest-bid"))
        elif theme == "dealer-may-pass":
            q["type"] = "may-pass"
        else:
            q["type"] = rng.choice(("may-equal", "lowest-bid"))
            q["tricks"] = high
        return q
    deal = _random_calls(variant, dealer, rng, None)
    q["bids"] = _calls(deal)
    declarer = deal.maker_or_raise()
    if theme == "declarer":
        q["type"] = "declarer"
        return q
    q["contract"] = rng.choice(CONTRACTS)
    if theme == "first-lead":
        q["type"] = "first-lead"
        return q
    bid = int(deal.bid or 3)
    made = theme == "bid-made"
    q["type"] = "score"
    if made and bid < 6 and rng.random() < 0.7:
        # Mostly short of all six: "6" must not become the answer by habit.
        q["maker_tricks"] = rng.randint(bid, 5)
    else:
        q["maker_tricks"] = rng.randint(bid, 6) if made else rng.randint(0, bid - 1)
    q["side"] = rng.choice(SIDES) if rng.random() < 0.4 else _side_of(declarer)
    return q


def _choices(q: Mapping[str, Any], answer: str, rng: random.Random) -> Item:
    kind = str(q["type"])
    if kind in ("may-equal", "may-pass"):
        return {"choices": ["yes", "no"]}
    if kind == "lowest-bid":
        return {"choices": [PASS, "3", "4", "5", "6"]}
    if kind in ("declarer", "first-lead"):
        return {"choices": list(SEATS)}
    value = int(answer)
    bid = int(q["bid_of"])
    tricks = int(q["maker_tricks"])
    candidates = {value, tricks, 6 - tricks, -bid, bid, value + 1, value - 1}
    others = sorted(c for c in candidates if c != value)
    rng.shuffle(others)
    numbers = sorted([value, *others[:3]])
    return {"choices": [str(n) for n in numbers]}


# -- explanation facts -------------------------------------------------------------------
# What the rules let the asked player do, or who declares and what the bid scores (words:
# tutor.web.explanation.auction).


def _replayed(item: Mapping[str, Any]) -> tuple[Variant, Mapping[str, Any], Deal]:
    variant = item_variant(item)
    q = item["question"]
    calls = [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
    return variant, q, replay(variant, int(q["dealer"]), calls)


@explanation_fact("bidder-options")
@dataclass(frozen=True)
class BidderOptions:
    """What the asked ``seat`` may call over the ``high`` bid: ``case`` is
    "forced-dealer" (the other three passed), "dealer-may-equal", "nobody-bid" or
    "must-go-higher"."""

    case: str
    seat: int
    high: int | None

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = bidder_options(item)
        return None if actual == self else f"the rules say {actual}"


def bidder_options(item: Mapping[str, Any]) -> BidderOptions:
    _, q, deal = _replayed(item)
    asked, dealer, high = int(q["asked"]), int(q["dealer"]), deal.bid
    if asked == dealer:
        return BidderOptions("forced-dealer" if high is None else "dealer-may-equal", asked, high)
    return BidderOptions("nobody-bid" if high is None else "must-go-higher", asked, high)


@explanation_fact("declarer")
@dataclass(frozen=True)
class Declarer:
    """``seat`` declares on the ``high`` bid; ``equalled``: the dealer took it by equalling."""

    seat: int
    high: int
    equalled: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = declarer(item)
        return None if actual == self else f"the declarer is {actual}"


def declarer(item: Mapping[str, Any]) -> Declarer:
    _, q, deal = _replayed(item)
    dealer = int(q["dealer"])
    calls = [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
    last_seat, last_bid = calls[-1]
    equalled = (
        last_seat == dealer and last_bid is not None and any(t == last_bid for _, t in calls[:-1])
    )
    return Declarer(deal.maker_or_raise(), int(deal.bid or 3), equalled)


@explanation_fact("declarer-leads")
@dataclass(frozen=True)
class DeclarerLeads:
    """In Bid Euchre the declarer leads the first trick."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if item_variant(item).is_bid else "not Bid Euchre"


@explanation_fact("bid-scored")
@dataclass(frozen=True)
class BidScored:
    """The declaring ``side`` bid ``high`` and took ``tricks`` of ``hand_size``: the sides
    score ``makers`` and ``defenders``."""

    side: str
    high: int
    tricks: int
    hand_size: int
    makers: int
    defenders: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = bid_scored(item)
        return None if actual == self else f"the hand scores {actual}"


def bid_scored(item: Mapping[str, Any]) -> BidScored:
    variant, q, deal = _replayed(item)
    tricks = int(q["maker_tricks"])
    high = int(deal.bid or 3)
    score = score_hand(variant, maker_tricks=tricks, bid=high)
    side = _side_of(deal.maker_or_raise())
    return BidScored(side, high, tricks, variant.hand_size, score.makers, score.defenders)


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored auction says, from the auction alone."""
    kind = str(item["question"]["type"])
    if kind in ("may-equal", "lowest-bid", "may-pass"):
        return [bidder_options(item)]
    said: list[ExplanationFact] = [declarer(item)]
    if kind == "first-lead":
        said.append(DeclarerLeads())
    elif kind == "score":
        said.append(bid_scored(item))
    return said


# -- kind entry points ----------------------------------------------------------------------


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    if not variant.is_bid:
        raise GenerationError(f"bid-auction items are Bid Euchre's, not {variant.name}")
    chosen = theme or rng.choice(THEMES)
    q = _draw(variant, chosen, rng)
    if q is None:
        return None
    try:
        answer = answer_of(variant, q)
    except EngineError:
        return None
    if q["type"] == "score":
        deal = replay(
            variant, int(q["dealer"]), [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
        )
        q["bid_of"] = int(deal.bid or 3)
    item = base_item(spec, number)
    item.update(
        {
            "trump": None,
            "no_trump": None,
            "dealer": int(q["dealer"]),
            "bids": q["bids"],
            "question": q,
            "answer": [answer],
            "themes": [chosen],
        }
    )
    # The question is facts too (words: tutor.web.explanation.ask_bids), as are the
    # choices' words.
    item["prompt_facts"] = facts_json(auction_prompt(item))
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item.update(_choices(q, answer, rng))
    if answer not in item["choices"]:
        return None
    return item


def _theme_holds(variant: Variant, q: Mapping[str, Any], theme: str) -> bool:
    """The item's theme says what its auction is (the engine's view of it)."""
    dealer = int(q["dealer"])
    calls = [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
    deal = replay(variant, dealer, calls)
    if theme in ("dealer-equal", "forced-bid", "dealer-may-pass"):
        if q.get("asked") != dealer:
            return False
        return (deal.bid is None) == (theme == "forced-bid")
    if theme == "higher-bid":
        return q.get("asked") != dealer and deal.bid is not None
    if theme in ("bid-made", "bid-set"):
        made = int(q["maker_tricks"]) >= int(deal.bid or 3)
        return made == (theme == "bid-made")
    return theme in ("declarer", "first-lead")


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Play the auction again with the engine and re-derive the answer."""
    variant = item_variant(item)
    require(variant.is_bid, item, "Bid Euchre only")
    q = item["question"]
    require(isinstance(q, Mapping), item, "question")
    require(list(item["bids"]) == list(q["bids"]), item, "the bids shown are the question's")
    try:
        answer = answer_of(variant, q)
    except EngineError as error:
        raise ValueError(f"the engine refuses the auction: {error}") from error
    require(item["answer"] == [answer], item, f"the answer is {answer}")
    require(answer in item["choices"], item, "the answer is not a choice")
    require(len(set(item["choices"])) == len(item["choices"]), item, "a choice repeats")
    themes = list(item["themes"])
    require(len(themes) == 1 and themes[0] in THEMES, item, "themes")
    require(_theme_holds(variant, q, themes[0]), item, f"not a {themes[0]} question")


# A wrong answer's words by theme: catalogue messages (the Korean is in tutor/translations).
_MISTAKES: dict[str, str] = {
    "dealer-equal": N_(
        "forgot the dealer's privilege: the dealer may take the contract at an equal bid"
    ),
    "higher-bid": N_("let a player other than the dealer equal the high bid: only the dealer may"),
    "forced-bid": N_("forgot that the dealer must bid when the other three passed"),
    "dealer-may-pass": N_("thought the dealer must bid although someone already bid"),
    "declarer": N_("missed who holds the high bid (the dealer wins it by equalling)"),
    "first-lead": N_("let the dealer's left lead: in Bid Euchre the declarer leads first"),
    "bid-made": N_("scored the bid instead of the tricks: a made bid scores each side its tricks"),
    "bid-set": N_(
        "scored a set bid wrongly: the bidders lose their bid, the others score their tricks"
    ),
}


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    theme = str((quiz_item.themes or ["declarer"])[0])
    return Mistake(f"bid-auction-{theme}", message=_MISTAKES.get(theme, _MISTAKES["declarer"]))


KIND_DEF = Kind(
    KIND,
    THEMES,
    generate,
    check,
    facts=explanation_facts,
    prompt=auction_prompt,
    labels_in_catalogue=True,
)
DIAGNOSERS[KIND] = diagnose
