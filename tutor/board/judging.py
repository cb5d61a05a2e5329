"""A position's decision and every option's value in points, from the player's view.

``decision_of`` turns the posted fields into the decision the quiz kind of the same name
asks, built with that kind's own judge (``PlayJudge`` for card play, the calling and
bidding playouts for calls), so the board values a position exactly as the banks do.
``Analyser`` draws deals from the judge's confirming stream one at a time and states each
option's mean with its interval, and which options are tied for best, with the proof's
statistics (``tutor.analysis.proof``). ``judge_stream`` is the one place that picks the
judge: switching to another sampler later is a change here.
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.bidding import CONTRACTS
from tutor.analysis.hearing import READINGS, UNIFORM, CallingModel, item_hearing, item_hears
from tutor.analysis.judge import PlayJudge
from tutor.analysis.position import (
    Position,
    PositionError,
    View,
    check_public_consistency,
    contract_from,
    item_variant,
    trick_from_json,
    view_from_item,
)
from tutor.analysis.proof import LOOKS, MARGIN_POINTS, Z_ACCEPT, lead_of
from tutor.board.fields import FieldErrors
from tutor.engine import Card, Phase, Variant, effective_suit, parse_card

# The quiz kinds' own builders, by their public names: the board builds each judge exactly
# as the kind does (one place per judge).
from tutor.quiz.kinds import bids, calls, defend, defend_facts, lone, variant_calls
from tutor.quiz.kinds.bids.amount import amount_judge
from tutor.quiz.kinds.bids.common import auction_from_item, engine_auction
from tutor.quiz.kinds.bids.declare import declare_judge
from tutor.quiz.kinds.calls.exchange import exchange_from_item, exchange_judge
from tutor.quiz.kinds.calls.naming import naming_from_item, naming_judge
from tutor.quiz.kinds.calls.offer import offer_from_item, offer_judge
from tutor.quiz.kinds.lone import call as lone_call
from tutor.quiz.kinds.variant_calls.call import call_judge as variant_call_judge

Draw = Callable[[], Mapping[str, float]]
# The deals a first estimate and a full analysis look at.
FIRST_ESTIMATE = 32
FULL = LOOKS[-1]
STREAM = "confirm"  # the quizzes' proving stream: a bank item's seed replays its proof


@dataclass(frozen=True)
class Decision:
    """What the player chooses between, and how to draw deals valuing every option."""

    kind: str
    options: list[str]  # option codes as an item's choices spell them
    judge: Callable[[str], Draw]  # seed -> one more deal's value of every option
    exact: bool = False  # every hand is known: one deal, solved double dummy


@dataclass(frozen=True)
class OptionValue:
    option: str
    points: float  # mean over the deals, in points for the player's side
    low: float  # the mean's 99% confidence interval (the proof's z)
    high: float


@dataclass(frozen=True)
class Analysis:
    kind: str
    options: list[OptionValue]  # best first
    best: list[str]  # every option tied for best within what the deals can tell
    samples: int
    exact: bool = False  # the double-dummy answer of one known deal

    @property
    def proven(self) -> bool:
        """One best option, clear by the banks' rule at one of the proof's looks."""
        return len(self.best) == 1 and (self.exact or self.samples in LOOKS)

    @property
    def finished(self) -> bool:
        return self.exact or self.proven or self.samples >= FULL

    @classmethod
    def of_deals(cls, decision: Decision, deals: Sequence[Mapping[str, float]]) -> Analysis:
        return analyse(decision, deals)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Analysis:
        options = [
            OptionValue(
                str(o["option"]),
                float(o["points"]),
                -math.inf if o["low"] is None else float(o["low"]),
                math.inf if o["high"] is None else float(o["high"]),
            )
            for o in data["options"]
        ]
        best = [str(b) for b in data["best"]]
        return cls(str(data["kind"]), options, best, int(data["samples"]), bool(data.get("exact")))

    def as_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "options": [
                {
                    "option": o.option,
                    "points": round(o.points, 3),
                    # One deal gives no interval: null, never a non-JSON infinity.
                    "low": round(o.low, 3) if math.isfinite(o.low) else None,
                    "high": round(o.high, 3) if math.isfinite(o.high) else None,
                }
                for o in self.options
            ],
            "best": list(self.best),
            "samples": self.samples,
            "exact": self.exact,
            "proven": self.proven,
            "finished": self.finished,
        }


def position_seed(item: Mapping[str, Any]) -> str:
    """The default deal stream of a position: fixed by what the player sees, so the same
    position always gets the same deals (and the same answer)."""
    text = json.dumps(item, sort_keys=True, separators=(",", ":"))
    return "board/" + hashlib.sha256(text.encode()).hexdigest()[:24]


class Analyser:
    """Deals drawn one at a time; the analysis after any number of them."""

    def __init__(self, decision: Decision, seed: str) -> None:
        self.decision = decision
        self.draw = decision.judge(seed)
        self.deals: list[Mapping[str, float]] = []
        self.lock = threading.Lock()  # one request at a time draws this stream's deals

    def cost_to_refine(self, limit: int = FULL) -> int:
        """The most new deals ``refine`` may draw."""
        if self.analysis().proven:
            return 0
        return max(0, limit - len(self.deals))

    def extend(self, samples: int) -> Analysis:
        if self.decision.exact:
            samples = min(samples, 1)  # the one known deal: solving it again adds nothing
        while len(self.deals) < samples:
            self.deals.append(self.draw())
        return self.analysis()

    def refine(self, limit: int = FULL) -> Analysis:
        """Deals up to the proof's looks, stopping at the first look with one clear best."""
        analysis = self.analysis()
        for look in LOOKS:
            if look > limit or analysis.finished:
                break
            analysis = self.extend(look)
        return analysis

    def analysis(self) -> Analysis:
        return analyse(self.decision, self.deals)


CACHE_ENTRIES = 128
CacheKey = tuple[str, str]  # the position, the deal stream


class AnalysisCache:
    """One app's analysers with the deals they drew, the least recently used dropped first."""

    def __init__(self) -> None:
        self.entries: OrderedDict[CacheKey, Analyser] = OrderedDict()
        self.lock = threading.Lock()

    def analyser(self, key: CacheKey, make: Any) -> Analyser:
        with self.lock:
            found = self.entries.get(key)
            if found is None:
                found = self.entries[key] = make()
            self.entries.move_to_end(key)
            while len(self.entries) > CACHE_ENTRIES:
                self.entries.popitem(last=False)
            return found


def analyse(decision: Decision, deals: Sequence[Mapping[str, float]]) -> Analysis:
    n = len(deals)
    options = decision.options
    if n == 0:
        values = [OptionValue(o, 0.0, -math.inf, math.inf) for o in options]
        return Analysis(decision.kind, values, list(options), 0)
    values = []
    for option in options:
        spread = lead_of([deal[option] for deal in deals])
        half = Z_ACCEPT * spread.sd / math.sqrt(n) if n > 1 else math.inf
        values.append(OptionValue(option, spread.mean, spread.mean - half, spread.mean + half))
    ranked = sorted(values, key=lambda v: (-v.points, options.index(v.option)))
    top = ranked[0].option
    if decision.exact:
        values = [OptionValue(v.option, v.points, v.points, v.points) for v in ranked]
        best = [v.option for v in values if v.points == values[0].points]
        return Analysis(decision.kind, values, best, n, exact=True)
    best = [
        o
        for o in options
        if o == top
        or n < 2
        or lead_of([d[top] - d[o] for d in deals]).lower_bound() < MARGIN_POINTS
    ]
    return Analysis(decision.kind, ranked, best, n)


def _clearly_behind(deals: Sequence[Mapping[str, float]], top: str, option: str) -> bool:
    """The banks' rule: ``top``'s paired lead over ``option`` has a lower bound of at least
    the margin (at the proof's confidence)."""
    return lead_of([d[top] - d[option] for d in deals]).lower_bound() >= MARGIN_POINTS


def judge_stream(decision_kind: str, make: Callable[[str, str], Any]) -> Callable[[str], Draw]:
    """The judge of a decision on the stream named by ``seed`` (the one switch point)."""

    def judge(seed: str) -> Draw:
        draw: Draw = make(seed, STREAM).draw
        return draw

    return judge


# -- positions, kind by kind -------------------------------------------------------------


def decision_of(item: Mapping[str, Any]) -> Decision:
    """The decision asked of ``item["seat"]`` in ``item``; ``FieldErrors`` if impossible."""
    kind = str(item["kind"])
    variant = item_variant(item)
    try:
        decision = _BUILDERS[kind](item, variant)
    except FieldErrors:
        raise
    except (ValueError, KeyError) as error:
        raise FieldErrors({"position": _reason(error)}) from error
    if not decision.options:
        raise FieldErrors({"position": "the player has no choice to make here"})
    return decision


def _reason(error: BaseException) -> str:
    if isinstance(error, KeyError):
        return f"the field {error.args[0]} is needed for this decision"
    return str(error)


def _need(item: Mapping[str, Any], *names: str) -> None:
    missing = {n: "is needed for this decision" for n in names if item.get(n) is None}
    if missing:
        raise FieldErrors(missing)


def _cards_of(item: Mapping[str, Any], name: str) -> list[Card]:
    return [parse_card(code) for code in item[name]]


def _check_dealt(
    item: Mapping[str, Any], variant: Variant, *, size: int, name: str = "hand"
) -> None:
    """A hand of ``size`` cards from the pack, none twice, and not the turn-up."""
    cards = _cards_of(item, name)
    pack = set(variant.cards())
    errors: dict[str, str] = {}
    outside = [c for c in cards if c not in pack]
    if outside:
        errors[name] = f"{outside[0]} is not in the {variant.name} pack"
    elif len(set(cards)) != len(cards):
        errors[name] = "a card appears twice"
    elif len(cards) != size:
        errors[name] = f"the player should hold {size} cards, not {len(cards)}"
    upcard = item.get("upcard")
    if upcard is not None and parse_card(upcard) not in pack:
        errors["upcard"] = f"{parse_card(upcard)} is not in the {variant.name} pack"
    elif upcard is not None and parse_card(upcard) in cards and name != "hand6":
        errors["upcard"] = "the turn-up is also in the player's hand"
    if errors:
        raise FieldErrors(errors)


def _four_player_knock(variant: Variant) -> None:
    if variant.players != 4 or variant.is_bid or variant.joker or variant.caller_takes_upcard:
        raise FieldErrors(
            {
                "variant": "this decision is judged for four-player Euchre with the dealer "
                "taking the turn-up (standard, cardgames, american)"
            }
        )


def _best_play(item: Mapping[str, Any], variant: Variant) -> Decision:
    _need(item, "maker")
    if item.get("trump") is None and not variant.no_trump:
        raise FieldErrors({"trump": "a trump suit is needed (or no_trump where the rules allow)"})
    fields = {**item, "history": item.get("history") or [], "trick": item.get("trick") or []}
    _check_stages(fields)
    try:
        view = view_from_item(fields)
    except PositionError as error:
        text = str(error)
        field = "seat" if "turn" in text else "hand"
        raise FieldErrors({field: text}) from error
    legal = view.position.legal(view.seat)
    known = None if item.get("hands") is None else _all_hands(item, view)
    # The calls heard (issue 33): the item format's ``calling_model``; absent or "uniform",
    # deals are uniform over what the seat has seen, as the API has always answered.
    reading = item.get("calling_model")
    try:
        hearing = None if known is not None else item_hearing(_reading(reading), view)
    except ValueError as error:
        raise FieldErrors({"calling_model": str(error)}) from error

    def make(seed: str, stream: str) -> Any:
        judge = PlayJudge(view, seed, stream, hearing=hearing)
        if known is not None:
            judge.sampler = _KnownDeal(known)  # type: ignore[assignment]
        return _PlayDraws(judge)

    return Decision(
        "best-play", [c.code for c in legal], judge_stream("best-play", make), known is not None
    )


def judge_hears(item: Mapping[str, Any]) -> bool:
    """Whether the board's judge of this card play draws its deals as often as each would
    lead to the calls heard (issue 33): a ``calling_model`` other than uniform, no hands
    shown, and a call by another seat to hear. The page's words say so."""
    reading = item.get("calling_model")
    if item.get("kind") != "best-play" or item.get("hands") is not None:
        return False
    if reading is None or reading == UNIFORM:
        return False
    fields = {**item, "history": item.get("history") or [], "trick": item.get("trick") or []}
    try:
        return item_hears(_reading(reading), view_from_item(fields))
    except ValueError:
        return False  # a position the judge refuses: no values to describe


def _calls_model(item: Mapping[str, Any]) -> CallingModel | None:
    """The calling kinds' reading of the earlier calls: the item's ``calling_model``
    (absent or "uniform": only deals where the seats that passed are under the count, as
    items made before it were proven)."""
    try:
        reading = _reading(item.get("calling_model"))
    except ValueError as error:
        raise FieldErrors({"calling_model": str(error)}) from error
    if reading is None or reading == UNIFORM:
        return None
    model = READINGS.get(reading)
    if model is None:
        choices = ", ".join([UNIFORM, *sorted(READINGS)])
        raise FieldErrors({"calling_model": f"must be one of: {choices}"})
    return model


def _reading(reading: object) -> str | None:
    if reading is None or isinstance(reading, str):
        return reading
    raise ValueError("the calling model is named by a string (uniform or count)")


class _KnownDeal:
    """ "Show all hands": the sampler of a position whose every hand was entered."""

    def __init__(self, hands: list[list[Card]]) -> None:
        self.hands = hands

    def sample(self, rng: Any) -> list[list[Card]]:
        return [list(hand) for hand in self.hands]


def _all_hands(item: Mapping[str, Any], view: View) -> list[list[Card]]:
    """Every seat's remaining cards as entered, checked against everything public."""
    position = view.position
    entered = [[parse_card(code) for code in hand] for hand in item["hands"]]

    def refuse(reason: str) -> FieldErrors:
        return FieldErrors({"hands": reason})

    if len(entered) != position.players:
        raise refuse(f"one hand per seat: {position.players}")
    if sorted(entered[view.seat]) != sorted(position.hands[view.seat]):
        raise refuse(f"seat {view.seat}'s hand must be the player's hand")
    hands = [[] if s in position.sitting_out else entered[s] for s in range(position.players)]
    seen = [c for hand in hands for c in hand] + position.played()
    if position.discard is not None:
        seen.append(position.discard)
    taken = position.upcard_taken and position.upcard is not None
    if position.upcard is not None and not taken:
        seen.append(position.upcard)
    if len(set(seen)) != len(seen):
        raise refuse("a card is in two places")
    pack = set(position.variant.cards())
    if any(c not in pack for c in seen):
        raise refuse(f"a card is not in the {position.variant.name} pack")
    holder = position.upcard_holder
    upcard = position.upcard
    if taken and upcard is not None and upcard not in seen and holder not in position.sitting_out:
        raise refuse(f"seat {holder} took the turn-up {upcard} and has not played it")
    voids = position.voids()
    for seat in position.active:
        if len(hands[seat]) != view.hand_sizes[seat]:
            raise refuse(f"seat {seat} should hold {view.hand_sizes[seat]} cards")
        for card in hands[seat]:
            if effective_suit(card, position.trump) in voids[seat]:
                raise refuse(f"seat {seat} showed out of {card}'s suit but holds {card}")
    return hands


class _PlayDraws:
    """A card judge's deals keyed by card code, like the calling judges' options."""

    def __init__(self, judge: PlayJudge) -> None:
        self.judge = judge

    def draw(self) -> dict[str, float]:
        return {card.code: value for card, value in self.judge.draw().items()}


def _check_stages(item: Mapping[str, Any]) -> None:
    """The engine's consistency checks, told apart by what was added: the hand and the
    turn-up alone, then the finished tricks, then the current one."""
    base = {**item, "history": [], "trick": []}
    stages = (
        ("hand", base),
        ("history", {**base, "history": item["history"]}),
        ("trick", item),
    )
    for field, fields in stages:
        try:
            position = _public_position(fields)
            check_public_consistency(position, int(item["seat"]))
            _check_kitty(position, int(item["seat"]))
        except PositionError as error:
            raise FieldErrors({field: str(error)}) from error


def _check_kitty(position: Position, seat: int) -> None:
    """The turn-up and the player's discard, which the engine's check counts only once it
    is played: neither may also sit in the player's hand (unless the player took it)."""
    hand = position.hands[seat]
    upcard = position.upcard
    took = position.upcard_taken and seat == position.upcard_holder
    if upcard is not None and upcard in hand and not took:
        raise PositionError(f"{upcard} is the turn-up, not in this player's hand")
    if position.discard is not None and position.discard in [*hand, *position.played()]:
        raise PositionError(f"{position.discard} was discarded: it cannot be held or played")


def _public_position(item: Mapping[str, Any]) -> Position:
    """``view_from_item``'s position, without its checks of whose turn and hand sizes."""
    variant = item_variant(item)
    trump, low = contract_from(item)
    hands: list[list[Card]] = [[] for _ in range(variant.players)]
    hands[int(item["seat"])] = _cards_of(item, "hand")
    upcard = item.get("upcard")
    discard = item.get("discard")
    return Position(
        variant=variant,
        trump=trump,
        low=low,
        dealer=int(item["dealer"]),
        maker=int(item["maker"]),
        alone=bool(item.get("alone")),
        hands=hands,
        history=[trick_from_json(t) for t in item["history"]],
        trick=trick_from_json(item["trick"]),
        upcard=None if upcard is None else parse_card(upcard),
        upcard_taken=bool(item.get("upcard_taken")),
        discard=None if discard is None else parse_card(discard),
        defender_alone=item.get("defender_alone"),
        bid=item.get("bid"),
    )


def _order_up(item: Mapping[str, Any], variant: Variant) -> Decision:
    _four_player_knock(variant)
    _need(item, "upcard")
    _check_dealt(item, variant, size=variant.hand_size)
    offer = offer_from_item(item)
    model = _calls_model(item)
    return Decision(
        "order-up",
        offer.options(),
        judge_stream("order-up", lambda seed, stream: offer_judge(offer, seed, stream, model)),
    )


def _name_trump(item: Mapping[str, Any], variant: Variant) -> Decision:
    _four_player_knock(variant)
    _need(item, "upcard")
    _check_dealt(item, variant, size=variant.hand_size)
    naming = naming_from_item(item)
    model = _calls_model(item)
    return Decision(
        "name-trump",
        naming.options(),
        judge_stream(
            "name-trump",
            lambda seed, stream: naming_judge(naming, seed, stream, model),
        ),
    )


def _discard(item: Mapping[str, Any], variant: Variant) -> Decision:
    """The dealer has taken the turn-up: ``hand`` is the six cards, the turn-up among them;
    the options are the five dealt cards (as the discard items ask)."""
    _four_player_knock(variant)
    _need(item, "upcard", "maker")
    if item["seat"] != item["dealer"]:
        raise FieldErrors({"seat": "only the dealer discards after taking the turn-up"})
    upcard = parse_card(item["upcard"])
    _check_dealt({**item, "hand6": item["hand"]}, variant, size=variant.hand_size + 1, name="hand6")
    if upcard not in _cards_of(item, "hand"):
        raise FieldErrors({"hand": "the dealer's six cards include the turn-up"})
    dealt = [c.code for c in _cards_of(item, "hand") if c != upcard]
    exchange = exchange_from_item({**item, "choices": dealt})
    model = _calls_model(item)
    return Decision(
        "discard",
        dealt,
        judge_stream("discard", lambda seed, stream: exchange_judge(exchange, seed, stream, model)),
    )


def _go_alone(item: Mapping[str, Any], variant: Variant) -> Decision:
    _four_player_knock(variant)
    _need(item, "upcard", "trump", "round")
    fields = {**item, "dealt": item.get("dealt") or item["hand"]}
    _check_dealt(fields, variant, size=variant.hand_size, name="dealt")
    call = lone_call.lone_from_item(fields)
    model = _calls_model(item)
    return Decision(
        "go-alone",
        list(lone.OPTIONS),
        judge_stream(
            "go-alone", lambda seed, stream: lone_call.lone_judge(call, seed, stream, model)
        ),
    )


def _defend_alone(item: Mapping[str, Any], variant: Variant) -> Decision:
    _need(item, "upcard", "trump", "round", "maker")
    if variant.players != 4 or variant.is_bid:
        raise FieldErrors({"variant": "defending alone is judged for four-player Euchre"})
    _check_dealt(item, variant, size=variant.hand_size)
    defence = defend_facts.defence_from_item({**item, "alone": bool(item.get("alone"))})
    model = _calls_model(item)
    if defence.seat != item["seat"]:
        raise FieldErrors(
            {"seat": f"the first defender asked is seat {defence.seat}, on the maker's left"}
        )
    return Decision(
        "defend-alone",
        list(defend_facts.OPTIONS),
        judge_stream(
            "defend-alone",
            lambda seed, stream: defend.defence_judge(defence, seed, stream, model),
        ),
    )


def _bid(kind: str) -> Callable[[Mapping[str, Any], Variant], Decision]:
    def build(item: Mapping[str, Any], variant: Variant) -> Decision:
        if not variant.is_bid:
            raise FieldErrors({"variant": "bidding is judged for Bid Euchre (the bid preset)"})
        _check_dealt(item, variant, size=variant.hand_size)
        auction = auction_from_item({**item, "bids": item.get("bids") or []})
        try:
            legal = engine_auction(auction)
        except ValueError as error:
            raise FieldErrors({"bids": str(error)}) from error
        if kind == "bid-amount":
            if legal.to_act != auction.seat:
                raise FieldErrors({"bids": f"it is seat {legal.to_act}'s turn to bid"})
            options = bids.amount_options(auction)
            make = amount_judge
        else:
            bidder = auction.high()[1]
            if legal.phase is Phase.BIDDING or bidder != auction.seat:
                raise FieldErrors({"bids": "the player must have won the finished auction"})
            options = list(CONTRACTS)
            make = declare_judge
        model = _calls_model(item)
        return Decision(kind, options, judge_stream(kind, lambda s, t: make(auction, s, t, model)))

    return build


def _variant_call(kind: str) -> Callable[[Mapping[str, Any], Variant], Decision]:
    def build(item: Mapping[str, Any], variant: Variant) -> Decision:
        _need(item, "upcard", "round")
        british = variant.caller_takes_upcard and variant.joker and variant.players == 4
        if kind == variant_calls.BRITISH_KIND and not british:
            raise FieldErrors({"variant": "british-call is for British Euchre"})
        if kind == variant_calls.THREE_HAND_KIND and variant.players != 3:
            raise FieldErrors({"variant": "three-hand-call is for three-hand Euchre"})
        size = variant.hand_size + (1 if item.get("blind_trump") else 0)
        _check_dealt({**item, "hand6": item["hand"]}, variant, size=size, name="hand6")
        call = variant_calls.call_from_item(item)
        model = _calls_model(item)
        return Decision(
            kind,
            call.options(),
            judge_stream(kind, lambda seed, stream: variant_call_judge(call, seed, stream, model)),
        )

    return build


_BUILDERS: dict[str, Callable[[Mapping[str, Any], Variant], Decision]] = {
    "best-play": _best_play,
    calls.ORDER_UP_KIND: _order_up,
    calls.NAME_TRUMP_KIND: _name_trump,
    calls.DISCARD_KIND: _discard,
    "go-alone": _go_alone,
    "defend-alone": _defend_alone,
    "bid-amount": _bid("bid-amount"),
    "bid-declare": _bid("bid-declare"),
    variant_calls.BRITISH_KIND: _variant_call(variant_calls.BRITISH_KIND),
    variant_calls.THREE_HAND_KIND: _variant_call(variant_calls.THREE_HAND_KIND),
}
