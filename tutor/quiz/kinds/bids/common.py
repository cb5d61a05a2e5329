"""What bid-amount and bid-declare share: the bids and contracts in words, the auction read from
an item, and the close-call sentence."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tutor.analysis.bidding import (
    AUCTION_DEAL_TRIES,
    Auction,
    Call,
    auction_of,
    auction_until,
    call_action,
    contract_of,
)
from tutor.analysis.calling import CallJudgement
from tutor.analysis.hearing import CallingModel, call_script
from tutor.analysis.position import item_variant
from tutor.analysis.proof import (
    MARGIN_POINTS,
    claim_problem,
)
from tutor.analysis.sampling import SamplingError
from tutor.catalogue import messages
from tutor.engine import Call as TableCall
from tutor.engine import (
    Card,
    Deal,
    Variant,
    parse_card,
    suit_name,
)
from tutor.quiz.kinds.base import (
    GenerationError,
    require,
)

BID_AMOUNT_KIND = "bid-amount"


BID_DECLARE_KIND = "bid-declare"


BID_AUCTION_KIND = "bid-auction"


PRESCREEN = 8


# Rules-spec §4 has no principle about bidding or declaring in Bid Euchre: the items say
# so (``"principle": null``) and explain by the scoring (2.5) and the proven figures.
NO_PRINCIPLE = None


SELECTION_SAMPLES = 32


SELECTION_MARGIN = 1.5 * MARGIN_POINTS


def _require_bid(variant: Variant, kind: str) -> None:
    if not variant.is_bid:
        raise GenerationError(f"{kind} items are Bid Euchre's; not {variant.name}")


# -- shared words ----------------------------------------------------------------------------


def contract_words(code: str, lang: str) -> str:
    """A contract by name: "spades as trump", "no-trump low" (the bid-declare words)."""
    trump, low = contract_of(code)
    t = messages(lang)
    if trump is not None:
        return t.pgettext("bid-declare", "%(suit)s as trump") % {
            "suit": suit_name(trump, lang, plural=True)
        }
    if low:
        return t.pgettext("bid-declare", "no-trump low")
    return t.pgettext("bid-declare", "no-trump high")


def _points(value: float) -> str:
    return f"{value:+.2f}"


def _calls_from_item(item: Mapping[str, Any]) -> tuple[Call, ...]:
    calls: list[Call] = []
    for call in item["bids"]:
        tricks = call.get("bid")
        calls.append((int(call["seat"]), None if tricks is None else int(tricks)))
    return tuple(calls)


def _calls_field(calls: Sequence[Call]) -> list[dict[str, int | None]]:
    return [{"seat": seat, "bid": tricks} for seat, tricks in calls]


def engine_auction(auction: Auction) -> Deal:
    """The auction as the engine holds it (the other hands do not change what is legal)."""
    own = set(auction.hand)
    rest = [c for c in auction.variant.cards() if c not in own]
    hands: list[list[Card]] = []
    for seat in range(4):
        if seat == auction.seat:
            hands.append(list(auction.hand))
        else:
            hands.append(rest[:6])
            rest = rest[6:]
    deal = auction.fresh_deal(hands)
    for seat, tricks in auction.calls:
        if deal.to_act != seat:
            raise ValueError(f"seat {seat} is not next to bid")
        deal.push(call_action(tricks))
    return deal


def heard_auction_sample(auction: Auction, model: CallingModel) -> Callable[[random.Random], Deal]:
    """Deals of the unseen cards drawn in proportion to the likelihood of the bids and
    passes ``auction.seat`` heard under ``model`` (exact rejection sampling, as
    ``tutor.analysis.hearing`` draws), the auction then replayed: the soft reading of the
    bids where ``Auction.sample`` cuts at the rule of thumb. Never falls back to uniform."""
    calls = tuple(TableCall(seat, call_action(tricks)) for seat, tricks in auction.calls)
    own = sorted(auction.hand)
    pool = [c for c in auction.variant.cards() if c not in set(own)]
    size = auction.variant.hand_size
    others = [s for s in range(4) if s != auction.seat]

    def sample(rng: random.Random) -> Deal:
        for _ in range(AUCTION_DEAL_TRIES):
            rng.shuffle(pool)
            hands: list[list[Card]] = [own, own, own, own]
            for index, other in enumerate(others):
                hands[other] = sorted(pool[index * size : (index + 1) * size])
            deal = auction.fresh_deal(hands)
            script = call_script(deal, calls, auction.seat, model)
            pick = rng.random()
            if pick < script.likelihood(hands, None, stop_below=pick):
                for call in calls:
                    deal.push(call.action)
                return deal
        raise SamplingError("no deal of the unseen cards explains the bids heard")

    return sample


def auction_from_item(item: Mapping[str, Any]) -> Auction:
    return Auction(
        item_variant(item),
        int(item["dealer"]),
        int(item["seat"]),
        tuple(parse_card(str(c)) for c in item["hand"]),
        _calls_from_item(item),
    )


def _require_stored(item: Mapping[str, Any]) -> None:
    require(
        "principle" in item and item["principle"] is NO_PRINCIPLE,
        item,
        "no §4 principle covers Bid Euchre's bidding: principle must be null",
    )
    stored = CallJudgement({str(k): float(v) for k, v in item["evaluation"].items()}, 0)
    require(sorted(stored.evaluation) == sorted(item["choices"]), item, "evaluation keys")
    require(item["answer"] == [stored.best], item, "the answer is not the best evaluation")
    problem = claim_problem(item)
    require(problem is None, item, problem or "")


def _require_hand(item: Mapping[str, Any], auction: Auction) -> None:
    hand = list(auction.hand)
    require(len(hand) == 6 and len(set(hand)) == 6, item, "six different cards")
    require(all(c in auction.variant.cards() for c in hand), item, "a card is not in the pack")
    require(0 <= auction.dealer < 4 and 0 <= auction.seat < 4, item, "seats 0-3")


# Rules-spec §4 states no advice on Bid Euchre's bidding, so a counter-example's note cites
# the bidding lesson in its own words (tests check them against lessons/<lang>/) and says
# what the deals show here; it never calls a rule "the usual advice".
def _random_auction(variant: Variant, rng: random.Random, *, declarer: bool) -> Auction | None:
    dealer = rng.randrange(4)
    seat = rng.randrange(4)
    deal = Deal.new(variant, dealer=dealer, rng=rng)
    if declarer:
        auction_until(deal, -1)  # everybody bids by the rule of thumb
        if deal.maker != seat:
            return None
    else:
        auction_until(deal, seat)
    return Auction(variant, dealer, seat, tuple(sorted(deal.hand(seat))), auction_of(deal))


def _auction_fields(auction: Auction) -> dict[str, Any]:
    return {
        "trump": None,
        "no_trump": None,
        "dealer": auction.dealer,
        "seat": auction.seat,
        "maker": None,
        "history": [],
        "trick": [],
        "hand": [c.code for c in auction.hand],
        "bids": _calls_field(auction.calls),
    }


# A proven lead under this many points a hand is called close in the text: it is right,
# but the learner should not take it for a big edge (issue 10, thin bid margins).
CLOSE_MARGIN = 1.0


# ... or whose proven one-sided 99% bound is under this many: a lead the deals are not
# sure of beyond half a point is close too, whatever its mean.
CLOSE_BOUND = 0.5


def is_close(confirm: Mapping[str, Any] | None) -> bool:
    """Whether a stored proof's lead over the runner-up is thin: its mean under
    ``CLOSE_MARGIN`` or its lower bound under ``CLOSE_BOUND``."""
    return confirm is not None and (
        float(confirm["margin"]) < CLOSE_MARGIN or float(confirm["lower_bound"]) < CLOSE_BOUND
    )
