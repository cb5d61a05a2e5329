"""bid-declare: which contract (a trump suit, no-trump high, no-trump low)? Its themes, judge,
generation, prompt, explanation and check."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.bidding import (
    CONTRACTS,
    NT_HIGH,
    NT_LOW,
    Auction,
    BidJudge,
    OptionPlayer,
    Outcome,
    contract_of,
    play_contract,
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
    SUITS,
    Card,
    Deal,
    Declare,
    Phase,
    Rank,
    Suit,
    Variant,
    card_power,
    effective_suit,
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
    BID_DECLARE_KIND,
    NO_PRINCIPLE,
    PRESCREEN,
    SELECTION_MARGIN,
    SELECTION_SAMPLES,
    _auction_fields,
    _random_auction,
    _require_bid,
    _require_hand,
    _require_stored,
    auction_from_item,
    engine_auction,
    heard_auction_sample,
)
from tutor.quiz.kinds.calls.basics import item_model, reprove_stored

# == bid-declare ==============================================================================

LONG_SUIT = "trump-long-suit"


DECLARE_THEMES = (LONG_SUIT, "other-suit", "no-trump-high", "no-trump-low")


# The theme whose rule (the lesson's words, quoted by the counter-example's note fact)
# a counter-example gives way to.
DECLARE_COUNTER_RULES = (LONG_SUIT,)


def suit_length(hand: Sequence[Card], suit: Suit) -> int:
    """Cards of ``suit`` with ``suit`` as trump: the left bower counts, its own suit's jack
    does not."""
    return sum(1 for c in hand if effective_suit(c, suit) is suit)


def bowers(hand: Sequence[Card], suit: Suit) -> list[Card]:
    return [c for c in hand if c.rank is Rank.JACK and effective_suit(c, suit) is suit]


def long_bower_suits(hand: Sequence[Card]) -> list[Suit]:
    """The longest suits (3 cards or more, with the left bower) that hold a bower: the
    suits the lesson's words would make trump (bid-euchre-bidding, "Choosing trump")."""
    held = [s for s in SUITS if bowers(hand, s) and suit_length(hand, s) >= 3]
    if not held:
        return []
    longest = max(suit_length(hand, s) for s in held)
    return [s for s in held if suit_length(hand, s) == longest]


def losers(variant: Variant, hand: Sequence[Card], code: str) -> list[Card]:
    """The non-trump cards of ``hand`` that more unseen cards of their suit outrank than the
    player's own cards do, under contract ``code``: cards the other hands can beat in their
    own suit however the player plays it (a trump is left out: it can still win by trumping).
    Everything but the hand is unseen when the declarer names the contract."""
    trump, low = contract_of(code)
    out: list[Card] = []
    for card in hand:
        suit = effective_suit(card, trump)
        if suit is None or suit is trump:
            continue
        power = card_power(card, trump, suit, low=low)

        def above(cards: Sequence[Card], suit: Suit = suit, power: int = power) -> int:
            return sum(
                1
                for c in cards
                if effective_suit(c, trump) is suit and card_power(c, trump, suit, low=low) > power
            )

        unseen = [c for c in variant.cards() if c not in hand]
        if above(unseen) > above(hand):
            out.append(card)
    return sorted(out, key=lambda c: c.index)


def higher_out(variant: Variant, hand: Sequence[Card], code: str, card: Card) -> list[Card]:
    """The unseen cards of ``card``'s suit that outrank it under contract ``code``."""
    trump, low = contract_of(code)
    suit = effective_suit(card, trump)
    power = card_power(card, trump, suit, low=low)
    return sorted(
        (
            c
            for c in variant.cards()
            if c not in hand
            and effective_suit(c, trump) is suit
            and card_power(c, trump, suit, low=low) > power
        ),
        key=lambda c: -card_power(c, trump, suit, low=low),
    )


def declare_reason_holds(variant: Variant, hand: Sequence[Card], answer: str) -> bool:
    """A counter-example's stated reason: the answer leaves fewer losers than every suit
    the lesson's words would make trump (``long_bower_suits``)."""
    mine = len(losers(variant, hand, answer))
    return all(mine < len(losers(variant, hand, s.code)) for s in long_bower_suits(hand))


def declare_themes(hand: Sequence[Card], answer: str) -> list[str]:
    if answer == NT_HIGH:
        return ["no-trump-high"]
    if answer == NT_LOW:
        return ["no-trump-low"]
    suit = Suit.parse(answer)
    return [LONG_SUIT] if suit in long_bower_suits(hand) else ["other-suit"]


def _declare_player() -> OptionPlayer:
    def play(deal: Deal, option: str) -> Outcome:
        return play_contract(deal, option)

    return play


def declare_judge(
    auction: Auction, item_id: str, stream: str = "samples", model: CallingModel | None = None
) -> BidJudge:
    """The contracts played out on deals that fit the bids seen: cut by the rule of thumb,
    or (``model``) heard through the calling model's likelihood."""
    return BidJudge(
        auction,
        item_id,
        list(CONTRACTS),
        _declare_player(),
        stream=stream,
        sample=None if model is None else heard_auction_sample(auction, model),
        reading=None if model is None else model.name,
    )


def declare_tally(outcomes: Sequence[Mapping[str, Outcome]]) -> dict[str, dict[str, int]]:
    """Per contract: deals made, deals set, and the declaring side's tricks in all."""
    counts: dict[str, dict[str, int]] = {}
    for results in outcomes:
        for option, outcome in results.items():
            row = counts.setdefault(option, {"made": 0, "set": 0, "tricks": 0})
            row["made" if outcome.tricks >= outcome.bid else "set"] += 1
            row["tricks"] += outcome.tricks
    return counts


def confirm_declare(
    auction: Auction,
    item_id: str,
    answer: str,
    *,
    samples: int | None = None,
    model: CallingModel | None = None,
) -> tuple[Confirmation[str], dict[str, dict[str, int]]]:
    judge = declare_judge(auction, item_id, "confirm", model)
    proof = confirm(judge.draw, answer, samples=samples)
    return proof, declare_tally(judge.outcomes[: proof.samples])


def _won_bid(auction: Auction) -> int:
    high, bidder = auction.high()
    if high is None or bidder != auction.seat:
        raise ValueError("the player did not win the auction")
    return high


def generate_declare(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    _require_bid(variant, BID_DECLARE_KIND)
    counter = theme is not None and spec.is_theme_counter(number)
    auction = _random_auction(variant, rng, declarer=True)
    if auction is None:
        return None
    hand = auction.hand
    fits = bool(long_bower_suits(hand))
    if theme == LONG_SUIT and not fits:
        return None
    item_id = spec.item_id(number)

    def wanted(answer: str) -> bool:
        themes = declare_themes(hand, answer)
        if counter:
            # A counter-example must be explained: it leaves fewer losers than the lesson's suit.
            return LONG_SUIT not in themes and declare_reason_holds(variant, hand, answer)
        if fits and LONG_SUIT not in themes:
            return False  # a rule that gives way is a counter-example, asked for as one
        return theme is None or theme in themes

    try:
        judge = declare_judge(auction, item_id)
        glance = judge.extend(PRESCREEN)
        if glance.margin < MARGIN_POINTS or not wanted(glance.best):
            return None
        judgement = judge.extend(SELECTION_SAMPLES)
        answer = judgement.best
        if judgement.margin < SELECTION_MARGIN or not wanted(answer):
            return None
        proof, outcomes = confirm_declare(auction, item_id, answer)
    except SamplingError:
        return None
    if not proof.proven:
        return None
    item = base_item(spec, number)
    item.update(_auction_fields(auction))
    item["maker"] = auction.seat
    item["bid"] = _won_bid(auction)
    item.update(
        {
            "choices": list(CONTRACTS),
            "answer": [answer],
            "themes": declare_themes(hand, answer),
            "principle": NO_PRINCIPLE,
            **item_fields(proof),
            "contract_outcomes": outcomes,
        }
    )
    if counter:  # its note is the first of its facts (``bids.stored``)
        item["counter_example"] = True
        item["counter_theme"] = LONG_SUIT
    return item


def top_cards(variant: Variant, hand: Sequence[Card], code: str) -> list[Card]:
    """The cards of ``hand`` that no unseen card of their suit outranks under contract
    ``code`` (a top trump, a plain suit's best card left): the tricks a declarer counts
    first. Everything but the hand is unseen when the declarer names the contract."""
    return sorted(
        (c for c in hand if not higher_out(variant, hand, code, c)),
        key=lambda c: c.index,
    )


def check_declare(item: Mapping[str, Any], *, prove: bool = True) -> None:
    auction = auction_from_item(item)
    _require_bid(auction.variant, BID_DECLARE_KIND)
    _require_hand(item, auction)
    try:
        deal = engine_auction(auction)
    except ValueError as error:
        raise ItemCheckError(
            str(item["id"]), f"the bids are not a legal auction: {error}"
        ) from error
    require(
        deal.phase is Phase.DECLARE and deal.to_act == auction.seat,
        item,
        "the auction is over and the player declares",
    )
    require(item.get("bid") == deal.bid, item, "the contract's bid")
    require(sorted(item["choices"]) == sorted(CONTRACTS), item, "choices: every contract")
    legal = sorted(a.code for a in deal.legal_actions() if isinstance(a, Declare))
    require(legal == sorted(CONTRACTS), item, "the engine's contracts")
    _require_stored(item)
    answer = str(item["answer"][0])
    themes = declare_themes(auction.hand, answer)
    require(list(item["themes"]) == themes, item, "themes")
    fits = bool(long_bower_suits(auction.hand))
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if fits and LONG_SUIT not in themes:
        require(countered == LONG_SUIT, item, "a rule that gives way is marked a counter-example")
        require(
            declare_reason_holds(auction.variant, auction.hand, answer),
            item,
            "the counter-example leaves no fewer losers than the advice's suit: no stated reason",
        )
    else:
        require(countered is None, item, "only a long bowered suit not chosen is a counter-example")
    outcomes = item.get("contract_outcomes")
    require(isinstance(outcomes, Mapping), item, "contract_outcomes missing")
    if prove:
        proof, counted = confirm_declare(
            auction,
            str(item["id"]),
            answer,
            samples=int(item["samples"]),
            model=item_model(item),
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")
        require(counted == outcomes, item, "contract_outcomes differ from the confirming deals")


def audit_declare(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    auction = auction_from_item(item)
    judge = declare_judge(auction, str(item["id"]), "audit", item_model(item))
    return judge.extend(deals).evaluation


def reprove_declare(
    item: Mapping[str, Any], model: CallingModel
) -> tuple[str, dict[str, Any] | None]:
    """Prove a stored answer afresh (the banks' proof rule) on deals that hear the bids
    under ``model``. Returns the outcome and, where it holds and the item still passes its
    check (a counter-example's note reads the tally), the item with the new proof, tally
    and ``calling_model`` (its facts still to be made afresh)."""
    auction = auction_from_item(item)
    answer = str(item["answer"][0])

    def confirm() -> tuple[Confirmation[str], dict[str, Any]]:
        proof, counted = confirm_declare(auction, str(item["id"]), answer, model=model)
        return proof, {"contract_outcomes": counted}

    return reprove_stored(item, model, confirm, lambda heard: check_declare(heard, prove=False))


BID_DECLARE_DEF = Kind(
    BID_DECLARE_KIND,
    DECLARE_THEMES,
    generate_declare,
    check_declare,
    engine_judged=True,
    audit=audit_declare,
)
