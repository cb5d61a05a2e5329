"""bid-amount: pass, or which bid? Its themes, judge, generation, prompt, explanation and check."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.bidding import (
    PASS,
    Auction,
    BidJudge,
    OptionPlayer,
    Outcome,
    call_action,
    counted_contract,
    finish_auction,
)
from tutor.analysis.hearing import CallingModel
from tutor.analysis.proof import (
    MARGIN_POINTS,
    Confirmation,
    confirm,
    item_fields,
    replay_problem,
)
from tutor.analysis.sampling import SamplingError
from tutor.engine import (
    Bid,
    Deal,
    Pass,
)
from tutor.quiz.kinds.base import (
    Item,
    ItemCheckError,
    Kind,
    Spec,
    base_item,
    require,
)
from tutor.quiz.kinds.bids.common import (
    BID_AMOUNT_KIND,
    NO_PRINCIPLE,
    PRESCREEN,
    SELECTION_MARGIN,
    SELECTION_SAMPLES,
    _auction_fields,
    _points,
    _random_auction,
    _require_bid,
    _require_hand,
    _require_stored,
    auction_from_item,
    engine_auction,
    heard_auction_sample,
)
from tutor.quiz.kinds.calls.basics import item_model, reprove_stored

# == bid-amount ===============================================================================

LOWEST = "lowest-bid"


AMOUNT_THEMES = (LOWEST, "outbid", "pass", "dealer-equal", "forced-bid")


# The theme whose rule (the lesson's words, quoted by the counter-example's note fact)
# a counter-example gives way to.
AMOUNT_COUNTER_RULES = (LOWEST,)


def _after_you(auction: Auction) -> str:
    """The opponents still to bid after the player, as the English names them."""
    seats = [(auction.seat + k) % 4 for k in range(1, (auction.dealer - auction.seat) % 4 + 1)]
    them = [x for x in seats if x % 2 != auction.seat % 2]
    return "the opponent after you" if len(them) == 1 else "the opponents after you"


def amount_options(auction: Auction) -> list[str]:
    """The engine's legal calls for the player, in auction order: pass, then the bids."""
    legal = engine_auction(auction).legal_actions()
    options = [PASS] if Pass() in legal else []
    options += [str(a.tricks) for a in legal if isinstance(a, Bid)]
    return options


def _amount_player(auction: Auction, plan: str) -> OptionPlayer:
    def play(deal: Deal, option: str) -> Outcome:
        deal = deal.copy()
        deal.push(call_action(None if option == PASS else int(option)))
        return finish_auction(deal, auction.seat, plan)

    return play


def amount_judge(
    auction: Auction, item_id: str, stream: str = "samples", model: CallingModel | None = None
) -> BidJudge:
    """The calls played out on deals that fit the bids seen: cut by the rule of thumb, or
    (``model``) heard through the calling model's likelihood."""
    plan = counted_contract(auction.hand)
    return BidJudge(
        auction,
        item_id,
        amount_options(auction),
        _amount_player(auction, plan),
        stream=stream,
        sample=None if model is None else heard_auction_sample(auction, model),
        reading=None if model is None else model.name,
    )


def amount_tally(outcomes: Sequence[Mapping[str, Outcome]], seat: int) -> dict[str, dict[str, int]]:
    """Per option: how often the player's side made its contract, was set, or defended
    the other side's contract."""
    counts: dict[str, dict[str, int]] = {}
    for results in outcomes:
        for option, outcome in results.items():
            row = counts.setdefault(option, {"made": 0, "set": 0, "defended": 0})
            if outcome.declarer % 2 != seat % 2:
                row["defended"] += 1
            elif outcome.tricks >= outcome.bid:
                row["made"] += 1
            else:
                row["set"] += 1
    return counts


def confirm_amount(
    auction: Auction,
    item_id: str,
    answer: str,
    *,
    samples: int | None = None,
    model: CallingModel | None = None,
) -> tuple[Confirmation[str], dict[str, dict[str, int]]]:
    judge = amount_judge(auction, item_id, "confirm", model)
    proof = confirm(judge.draw, answer, samples=samples)
    return proof, amount_tally(judge.outcomes[: proof.samples], auction.seat)


def amount_themes(auction: Auction, answer: str) -> list[str]:
    options = amount_options(auction)
    bids = [o for o in options if o != PASS]
    themes: list[str] = []
    if answer == PASS:
        themes.append("pass")
    elif answer == bids[0]:
        themes.append(LOWEST)
    else:
        themes.append("outbid")
    high, _ = auction.high()
    if auction.seat == auction.dealer and answer != PASS:
        if high is None:
            themes.append("forced-bid")
        elif int(answer) == high:
            themes.append("dealer-equal")
    return themes


def losing_bid(options: Sequence[str], answer: str, value: float) -> bool:
    """A bid that is best only as the least bad (its expected points, the best of all the
    choices, are negative) where passing is allowed: such an item is not built, and the
    check refuses it. The play-outs, with every card seen, flatter the declarer, and both
    ways in the bid's favour: your own contract when you bid, the opponents' when you pass;
    a bid that still loses points is no bid to teach. A pass that loses least is built, and
    so is the dealer's forced bid when all three others passed (no pass to choose): the
    text says every choice loses (``losing_text``)."""
    return answer != PASS and PASS in options and value < 0


def _amount_fits(auction: Auction) -> bool:
    """A question about how many to bid: at least two bids to choose from."""
    return sum(1 for o in amount_options(auction) if o != PASS) >= 2


def generate_amount(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    _require_bid(variant, BID_AMOUNT_KIND)
    counter = theme is not None and spec.is_theme_counter(number)
    auction = _random_auction(variant, rng, declarer=False)
    if auction is None or not _amount_fits(auction):
        return None
    wanted = "outbid" if counter else theme
    item_id = spec.item_id(number)
    try:
        judge = amount_judge(auction, item_id)
        glance = judge.extend(PRESCREEN)
        if glance.margin < MARGIN_POINTS:
            return None
        if wanted is not None and wanted not in amount_themes(auction, glance.best):
            return None
        judgement = judge.extend(SELECTION_SAMPLES)
        answer = judgement.best
        themes = amount_themes(auction, answer)
        if judgement.margin < SELECTION_MARGIN:
            return None
        if wanted is not None and wanted not in themes:
            return None
        proof, outcomes = confirm_amount(auction, item_id, answer)
    except SamplingError:
        return None
    options = amount_options(auction)
    # Judged on the proven means, the figures the item stores and the check reads.
    if not proof.proven or losing_bid(options, answer, proof.means[answer]):
        return None
    plan = counted_contract(auction.hand)
    item = base_item(spec, number)
    item.update(_auction_fields(auction))
    item.update(
        {
            "plan": plan,
            "choices": options,
            "answer": [answer],
            "themes": themes,
            "principle": NO_PRINCIPLE,
            **item_fields(proof),
            "bid_outcomes": outcomes,
        }
    )
    if counter:  # its note is the first of its facts (``bids.stored``)
        item["counter_example"] = True
        item["counter_theme"] = LOWEST
    return item


def check_amount(item: Mapping[str, Any], *, prove: bool = True) -> None:
    auction = auction_from_item(item)
    _require_bid(auction.variant, BID_AMOUNT_KIND)
    _require_hand(item, auction)
    try:
        options = amount_options(auction)
    except ValueError as error:
        raise ItemCheckError(
            str(item["id"]), f"the bids are not a legal auction: {error}"
        ) from error
    require(list(item["choices"]) == options, item, "choices: the engine's legal calls")
    require(item.get("plan") == counted_contract(auction.hand), item, "the planned contract")
    _require_stored(item)
    answer = str(item["answer"][0])
    value = float(item["evaluation"][answer])
    require(
        not losing_bid(options, answer, value),
        item,
        f"every choice loses points and the answer is bid {answer} ({_points(value)}) where "
        "passing is allowed: play-outs with every card seen flatter the declarer, your "
        "contract when you bid and the opponents' when you pass, so a losing bid is not "
        "taught as best",
    )
    themes = amount_themes(auction, answer)
    require(set(item["themes"]) == set(themes), item, "themes")
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if countered is not None:
        require(countered == LOWEST and "outbid" in themes, item, "a counter-example outbids")
    outcomes = item.get("bid_outcomes")
    require(isinstance(outcomes, Mapping), item, "bid_outcomes missing")
    if countered is not None and isinstance(outcomes, Mapping):
        lowest = next(o for o in options if o != PASS)
        require(
            outcomes[lowest]["defended"] > outcomes[answer]["defended"],
            item,
            "the note says the minimum loses the contract to the opponents more often",
        )
    if prove:
        proof, counted = confirm_amount(
            auction,
            str(item["id"]),
            answer,
            samples=int(item["samples"]),
            model=item_model(item),
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")
        require(counted == outcomes, item, "bid_outcomes differ from the confirming deals")


def audit_amount(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    auction = auction_from_item(item)
    judge = amount_judge(auction, str(item["id"]), "audit", item_model(item))
    return judge.extend(deals).evaluation


def reprove_amount(
    item: Mapping[str, Any], model: CallingModel
) -> tuple[str, dict[str, Any] | None]:
    """Prove a stored answer afresh (the banks' proof rule) on deals that hear the bids
    under ``model``. Returns the outcome and, where it holds and the item still passes its
    check (a counter-example's note reads the tally), the item with the new proof, tally
    and ``calling_model`` (its facts still to be made afresh)."""
    auction = auction_from_item(item)
    answer = str(item["answer"][0])

    def confirm() -> tuple[Confirmation[str], dict[str, Any]]:
        proof, counted = confirm_amount(auction, str(item["id"]), answer, model=model)
        return proof, {"bid_outcomes": counted}

    return reprove_stored(item, model, confirm, lambda heard: check_amount(heard, prove=False))


BID_AMOUNT_DEF = Kind(
    BID_AMOUNT_KIND,
    AMOUNT_THEMES,
    generate_amount,
    check_amount,
    engine_judged=True,
    audit=audit_amount,
)
