"""What a three-hand call's explanation says, as facts made from the stored position and
evaluation (issue 28 item 2; words: ``tutor.web.explanation.variant_calls``).

Every fact checks itself by making the item's facts again (``call_facts``): a fact holds
when the item's position and stored evaluation still say it (as bid-declare's facts do).
The facts both variants share live here with three-hand's own; British Euchre's own are
``british_facts``.

The maker plays alone against the other two (rules-spec 2.4): the words say "the maker",
never a side of makers (issue 30: Korean 메이커, not 메이커 쪽).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import PASS, CallJudgement
from tutor.engine import Card, Rank, Suit, is_right_bower, is_trump
from tutor.quiz import principles
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.calls import alone_code, naming_action
from tutor.quiz.kinds.variant_calls.call import (
    VariantCall,
    _high,
    _trumps,
    call_from_item,
)
from tutor.quiz.kinds.variant_calls.explanation import (
    round_two_chance,
    round_two_fallback,
)
from tutor.quiz.kinds.variant_calls.themes import COUNTER_RULES, themes_of
from tutor.quiz.kinds.variant_calls.wording import stuck_ties, third_trick_cards


def _codes(cards: Sequence[Card]) -> tuple[str, ...]:
    return tuple(c.code for c in cards)


# Each variant's fact maker by its number of players: three-hand's here, British's
# registered by ``british_facts`` (which builds on this module's shared facts).
_MAKERS: dict[int, Callable[[Mapping[str, Any]], list[ExplanationFact]]] = {}


def register_maker(
    players: int, maker: Callable[[Mapping[str, Any]], list[ExplanationFact]]
) -> None:
    _MAKERS[players] = maker


def call_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What a stored British or three-hand call's explanation says."""
    return _MAKERS[call_from_item(item).players](item)


def _holds(fact: object, item: Mapping[str, Any]) -> str | None:
    if fact in call_facts(item):
        return None
    return "the stored position and evaluation say otherwise"


# -- the counter-example's note -----------------------------------------------------------


@explanation_fact("variant-counter-note", counter_note=True)
@dataclass(frozen=True)
class VariantCounterNote:
    """The advice a counter-example's ``theme`` names, and why it does not decide here:
    ``case`` "three-hand" (no partner to count on), "turn-down-pass" (three trumps are not
    three tricks alone: ``high`` the one high trump, if any), "short-take-up" (the take-up
    gives only ``count`` trumps), or "gives-way"."""

    theme: str
    case: str
    high: tuple[str, ...]
    count: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        theme = str(item.get("counter_theme"))
        return None if counter_fact(item, theme) == self else "not the item's note"


def counter_fact(item: Mapping[str, Any], theme: str) -> VariantCounterNote | None:
    """The note of a three-hand counter-example to ``theme`` (``themes.counter_note_for``)."""
    if theme not in COUNTER_RULES:
        return None
    call = call_from_item(item)
    answer = str(item["answer"][0])
    if theme == "two-high-trumps" and call.players == 3:
        return VariantCounterNote(theme, "three-hand", (), 0)
    if theme == "dealer-turn-down":
        held = call.holding()
        count = len(_trumps(held, call.offered))
        if answer == PASS:
            return VariantCounterNote(
                theme, "turn-down-pass", _codes(_high(held, call.offered)[:1]), count
            )
        return VariantCounterNote(theme, "short-take-up", (), count)
    return VariantCounterNote(theme, "gives-way", (), 0)


# -- the position ---------------------------------------------------------------------------


@explanation_fact("variant-call/turned-down-suit")
@dataclass(frozen=True)
class TurnedDownSuit:
    """Round two: the turned-down ``suit`` cannot be named."""

    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("trump-holding", position=True)
@dataclass(frozen=True)
class TrumpHolding:
    """With ``trump`` as trump the caller would hold ``trumps`` (``taken``: the turn-up
    among them, taken into his hand, or "")."""

    trump: str
    trumps: tuple[str, ...]
    taken: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("three-hand-turn-up", position=True)
@dataclass(frozen=True)
class ThreeHandTurnUp:
    """Where the turn-up ``card`` goes: the dealer (``dealer_seat``) takes it up, and the
    maker plays alone against the two others (``other_seat``: the third player, when the
    caller is not the dealer; -1 when he is)."""

    card: str
    seat: int
    dealer_seat: int
    other_seat: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


# -- the principle's sentence ---------------------------------------------------------------


@explanation_fact("stuck-dealer-suit")
@dataclass(frozen=True)
class StuckDealerSuit:
    """Stuck as dealer: the ``named`` suit gives ``trumps`` (``high`` of them ace or
    higher); ``tied``: the other suits with as many of both."""

    named: str
    trumps: tuple[str, ...]
    high: int
    tied: tuple[str, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("maker-alone-pass")
@dataclass(frozen=True)
class MakerAlonePass:
    """Alone against two, no three tricks of his own: the ``high`` trumps, the off-suit
    ``aces``, the ``lows`` (trumps below the ace), ``trumps`` counted; ``dealer``: his pass
    turns the card down."""

    high: tuple[str, ...]
    aces: tuple[str, ...]
    lows: tuple[str, ...]
    trumps: int
    dealer: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("maker-alone-call")
@dataclass(frozen=True)
class MakerAloneCall:
    """Alone against two with three tricks of his own: the ``top_three`` trumps (three sure
    tricks), or the ``top`` two high trumps and the ``extra`` trumps and off-suit ``aces``
    that can make the third; ``dealer``: he takes it up; ``upcard``: a high turn-up an
    order-up gives the dealer ("" if none), ``top_card``: it is the top trump;
    ``counted``: the dealer's count of the turn-up opens the sentence (A-11)."""

    top_three: tuple[str, ...]
    top: tuple[str, ...]
    extra: tuple[str, ...]
    aces: tuple[str, ...]
    dealer: bool
    upcard: str
    top_card: bool
    counted: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("dealer-count-alone")
@dataclass(frozen=True)
class DealerCountAlone:
    """A-11 for the three-hand dealer: the take-up gives ``count`` trumps (``high`` of them
    ace or higher); ``case`` "pass", "short" (fewer than three: count their tricks) or
    "tricks" (the ``likely`` tricks and the ``lows`` to ruff with make a third)."""

    case: str
    count: int
    high: int
    likely: tuple[str, ...]
    lows: tuple[str, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


# -- the other choices ------------------------------------------------------------------------


@explanation_fact("suit-edge")
@dataclass(frozen=True)
class SuitEdge:
    """``other`` would give ``held``, but ``named`` wins on ``edge``
    (``principles.HOLDING_EDGES``): ``cards`` (its trumps, high trumps, right bower or
    off-suit aces) ``against`` the other's count; ``concludes``: the last suit weighed,
    so the named suit is said."""

    other: str
    held: tuple[str, ...]
    named: str
    edge: str
    cards: tuple[str, ...]
    against: int
    concludes: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("other-suit-holding")
@dataclass(frozen=True)
class OtherSuitHolding:
    """Naming ``suit`` would give ``trumps`` (``high`` of them ace or higher);
    ``concludes``: the last suit weighed, so the ``named`` suit is said."""

    suit: str
    trumps: tuple[str, ...]
    high: int
    named: str
    concludes: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("round-two-pass")
@dataclass(frozen=True)
class RoundTwoPass:
    """Round two's pass: it hands the call on (``suit``: the answer's, with two high
    trumps), or ends the calling when the caller deals (``suit`` "")."""

    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("variant-call/round-two-chance")
@dataclass(frozen=True)
class RoundTwoChance:
    """A round-one pass keeps round two: if everyone passes the ``upcard``, ``suit`` could
    be named with ``trumps`` (``high`` of them ace or higher); ``takes``: the turn-up among
    them, taken; ``first``: nobody names a suit before him."""

    upcard: str
    suit: str
    trumps: tuple[str, ...]
    high: int
    takes: bool
    first: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("stuck-later")
@dataclass(frozen=True)
class StuckLater:
    """The three-hand dealer who turns the card down is stuck in round two: his best
    ``suit`` would give ``trumps`` (``high`` of them ace or higher; ``bowers``: both
    bowers)."""

    suit: str
    trumps: tuple[str, ...]
    high: int
    bowers: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("every-choice-loses")
@dataclass(frozen=True)
class EveryChoiceLoses:
    """Every choice loses points; the answer loses least: ``case`` "stuck" (a suit must be
    named), "turn-down" (even counting round two), "benny" (the Benny made the dealer's
    side the makers) or "pass"."""

    case: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("call-points")
@dataclass(frozen=True)
class CallPoints:
    """Each option's value over ``samples`` played-out deals, best first; ``players`` 3:
    the caller's points minus the average of his two opponents'."""

    samples: int
    points: tuple[tuple[str, float], ...]
    players: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("best-call")
@dataclass(frozen=True)
class BestCall:
    """The answer."""

    answer: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = str(item["answer"][0])
        return None if actual == self.answer else f"the answer is {actual}"


# -- making the facts -------------------------------------------------------------------------


def _principle_fact(call: VariantCall, principle: str, answer: str) -> ExplanationFact:
    """The principle's sentence (three-hand: the stuck dealer, A-11, S0-3 alone against two)."""
    code = naming_action(answer)[0] if call.round == 2 else answer
    if principle == "A-11":
        return _dealer_count_fact(call, answer)
    if call.stuck:
        named = Suit.parse(code)
        trumps, high = _trumps(call.hand, named), _high(call.hand, named)
        tied = tuple(s.code for s in stuck_ties(call, named))
        return StuckDealerSuit(named.code, _codes(trumps), len(high), tied)
    if call.players != 3:
        raise ValueError("British calls store prose")
    return _maker_alone_fact(call, answer, counted=False)


def _maker_alone_fact(call: VariantCall, answer: str, *, counted: bool) -> ExplanationFact:
    """S0-3 for a maker alone against two : two high trumps and a third trick of his own."""
    trump = call.offered
    held = call.holding()
    high, trumps = _high(held, trump), _trumps(held, trump)
    aces = principles.off_aces(held, trump)
    dealer = call.role == 0
    if answer == PASS:
        lows = [c for c in trumps if c not in high]
        return MakerAlonePass(_codes(high), _codes(aces), _codes(lows), len(trumps), dealer)
    deck = _trumps([c for c in call.variant.cards() if is_trump(c, trump)], trump)
    top_three = deck[:3]
    extra, side_aces = third_trick_cards(call)
    up = call.upcard
    gives = not dealer and bool(_high([up], trump))
    if list(high[:3]) == top_three:
        return MakerAloneCall(
            _codes(top_three),
            (),
            (),
            (),
            dealer,
            up.code if gives else "",
            gives and up == deck[0],
            counted,
        )
    return MakerAloneCall(
        (),
        _codes(high[:2]),
        _codes(extra),
        _codes(side_aces),
        dealer,
        up.code if gives else "",
        gives and up == deck[0],
        counted,
    )


def _dealer_count_fact(call: VariantCall, answer: str) -> ExplanationFact:
    """A-11 for the three-hand dealer : the count the turn-up gives, read as tricks of his own."""
    if call.players != 3:
        raise ValueError("British calls store prose")
    trump = call.offered
    held = call.holding()
    trumps, high = _trumps(held, trump), _high(held, trump)
    count = len(trumps)
    if answer == PASS:
        return DealerCountAlone("pass", count, len(high), (), ())
    if count >= 3 and len(high) >= 2:
        return _maker_alone_fact(call, answer, counted=True)
    if count < 3:
        return DealerCountAlone("short", count, len(high), (), ())
    likely = [*high, *principles.off_aces(held, trump)]
    lows = [c for c in trumps if c not in high]
    return DealerCountAlone("tricks", count, len(high), _codes(likely), _codes(lows))


def _edge_fact(hand: Sequence[Card], named: Suit, other: Suit, edge: str) -> SuitEdge:
    mine, theirs = _trumps(hand, named), _trumps(hand, other)
    held = _codes(_trumps(hand, other))
    if edge == "more-trumps":
        return SuitEdge(other.code, held, named.code, edge, _codes(mine), len(theirs), False)
    if edge == "right-bower":
        right = next(c for c in mine if is_right_bower(c, named))
        return SuitEdge(other.code, held, named.code, edge, (right.code,), 0, False)
    if edge == "more-high-trumps":
        high, other_high = _high(hand, named), _high(hand, other)
        return SuitEdge(other.code, held, named.code, edge, _codes(high), len(other_high), False)
    aces = principles.off_aces(hand, named)
    return SuitEdge(other.code, held, named.code, edge, _codes(aces), 0, False)


def tie_facts(
    call: VariantCall,
    principle: str,
    answer: str,
    principle_fact: Callable[[VariantCall, str, str], ExplanationFact] | None = None,
    lone_tag: str = "rule",
) -> list[tuple[str, ExplanationFact]]:
    """Why the answer and not the other choices its principle fits too (each tie-breaker once,
    ``principles.tie_break``), tagged "suit", ``lone_tag`` (A-9; British: "lone") or "rule"
    (S0-3). ``principle_fact`` words a principle's tie-break (British calls have their own)."""
    if principle_fact is None:
        principle_fact = _principle_fact
    chosen = call.decision(answer)
    said: list[str] = []
    compared: set[str] = set()
    out: list[tuple[str, ExplanationFact]] = []
    code = naming_action(answer)[0] if call.round == 2 else answer
    for option in call.options():
        rival = call.decision(option)
        if option == answer or not principles.fits(principle, rival):
            continue
        tie = principles.tie_break(principle, chosen, rival)
        if tie is None or (tie in said and tie in ("S0-3", "A-9")):
            continue
        if tie in ("S0-3", "A-9"):
            said.append(tie)
            tag = lone_tag if tie == "A-9" else "rule"
            out.append((tag, principle_fact(call, tie, answer)))
            continue
        rival_code = naming_action(option)[0]
        if rival_code in compared:
            continue
        compared.add(rival_code)
        said.append(tie)
        named, other = Suit.parse(code), Suit.parse(rival_code)
        out.append(("suit", _edge_fact(chosen.holding(named), named, other, tie)))
    return out


def _other_choice_facts(
    call: VariantCall, principle: str, answer: str
) -> tuple[list[ExplanationFact], list[ExplanationFact]]:
    """Round two: every offered choice the principle and its tie-breakers did not weigh (each
    other suit, then the pass)."""
    if call.round != 2 or call.benny:
        return [], []
    chosen = call.decision(answer)
    code = naming_action(answer)[0]
    out: list[ExplanationFact] = []
    passes: list[ExplanationFact] = []
    for option in call.options():
        rival_code, rival_alone = naming_action(option)
        if option in (answer, PASS) or rival_alone or rival_code == code:
            continue
        rival = call.decision(option)
        if principles.fits(principle, rival) and principles.tie_break(principle, chosen, rival):
            continue
        alone_rival = alone_code(option)
        if alone_rival in call.options():
            lone = call.decision(alone_rival)
            if principles.fits(principle, lone) and principles.tie_break(principle, chosen, lone):
                continue
        suit = Suit.parse(option)
        held = call.decision(suit.code).holding(suit)
        trumps, high = _trumps(held, suit), _high(held, suit)
        out.append(OtherSuitHolding(suit.code, _codes(trumps), len(high), code, False))
    if PASS in call.options() and answer != PASS:
        later = call.order()[call.order().index(call.seat) + 1 :]
        passes.append(RoundTwoPass(code if later else ""))
    return out, passes


def _concluded(fact: ExplanationFact) -> ExplanationFact:
    if isinstance(fact, SuitEdge):
        return SuitEdge(
            fact.other, fact.held, fact.named, fact.edge, fact.cards, fact.against, True
        )
    if isinstance(fact, OtherSuitHolding):
        return OtherSuitHolding(fact.suit, fact.trumps, fact.high, fact.named, True)
    raise TypeError(f"{type(fact).__name__} weighs no suit")


def round_two_chance_fact(reading: CallReading) -> RoundTwoChance | None:
    """What a round-one pass keeps for round two, where the answer passes and keeps any."""
    call = reading.call
    chance = round_two_chance(call) if reading.answer == PASS else None
    if chance is None:
        return None
    suit, trumps = chance
    high = _high(trumps, suit)
    first = call.order().index(call.seat) == 0
    takes = call.variant.round_two_pickup and call.upcard in trumps
    return RoundTwoChance(call.upcard.code, suit.code, _codes(trumps), len(high), takes, first)


def _stuck_later_fact(call: VariantCall) -> StuckLater:
    suit = round_two_fallback(call)
    trumps, high = _trumps(call.hand, suit), _high(call.hand, suit)
    bowers = len(high) == 2 and all(not c.is_joker and c.rank is Rank.JACK for c in high)
    return StuckLater(suit.code, _codes(trumps), len(high), bowers)


def _losing_fact(call: VariantCall, judgement: CallJudgement) -> EveryChoiceLoses | None:
    if judgement.evaluation[judgement.best] >= 0:
        return None
    if call.stuck:
        return EveryChoiceLoses("stuck")
    if call.players == 3 and call.role == 0 and call.round == 1:
        return EveryChoiceLoses("turn-down")
    return EveryChoiceLoses("pass")


def call_points(item: Mapping[str, Any], players: int) -> CallPoints:
    # Equal values by option name: the same order whether the values come from a proof or
    # from the stored item.
    ranked = sorted(
        ((str(o), float(v)) for o, v in item["evaluation"].items()),
        key=lambda pair: (-pair[1], pair[0]),
    )
    return CallPoints(int(item["samples"]), tuple(ranked), players)


@dataclass(frozen=True)
class CallReading:
    """What both variants' makers read from a stored call: its position, stored values,
    answer and principle; ``code`` the answer's suit (round one: the answer itself),
    ``alone`` whether a round-two answer goes alone, ``trump`` the suit the answer would
    make (None for a round-two pass)."""

    call: VariantCall
    judgement: CallJudgement
    answer: str
    principle: str
    code: str
    alone: bool
    trump: Suit | None


def read_call(item: Mapping[str, Any]) -> CallReading:
    call = call_from_item(item)
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    answer = str(item["answer"][0])
    code, alone = naming_action(answer) if call.round == 2 else (answer, False)
    trump: Suit | None = call.offered if call.round == 1 else None
    if call.round == 2 and answer != PASS:
        trump = Suit.parse(code)
    themes_of(call, answer)  # the themes the position fits (the check holds them)
    return CallReading(call, judgement, answer, str(item["principle"]), code, alone, trump)


def holding_facts(reading: CallReading) -> list[ExplanationFact]:
    """Both variants open on the position: round two's turned-down suit, then the trumps
    the answer's suit would give."""
    call, trump = reading.call, reading.trump
    said: list[ExplanationFact] = []
    if call.round == 2:
        said.append(TurnedDownSuit((call.upcard.suit or Suit.SPADES).code))
    if trump is not None:
        held = call.holding()
        trumps = _trumps(held, trump)
        takes = len(held) > len(call.hand) and call.upcard in trumps
        said.append(TrumpHolding(trump.code, _codes(trumps), call.upcard.code if takes else ""))
    return said


def weighed_facts(
    reading: CallReading, suits: list[ExplanationFact]
) -> tuple[list[ExplanationFact], list[ExplanationFact]]:
    """The suits weighed (the tie-breakers' ``suits``, then every other suit offered; the
    last one names the answer's suit) and round two's pass."""
    other_suits, passes = _other_choice_facts(reading.call, reading.principle, reading.answer)
    weighed = [*suits, *other_suits]
    if suits and reading.answer != PASS:
        weighed[-1] = _concluded(weighed[-1])
    return weighed, passes


def closing_facts(item: Mapping[str, Any], reading: CallReading) -> list[ExplanationFact]:
    """Both variants close on every choice's value and the answer."""
    return [call_points(item, reading.call.players), BestCall(reading.answer)]


def three_hand_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What a stored three-hand call's explanation says (the principle, the suits weighed,
    the pass, round two, a losing call), from its position and stored evaluation."""
    reading = read_call(item)
    call, answer, principle = reading.call, reading.answer, reading.principle
    if call.players != 3:
        raise ValueError("British calls store prose")
    said = holding_facts(reading)
    if call.round == 1:
        if call.role == 0:
            said.append(ThreeHandTurnUp(call.upcard.code, call.seat, call.dealer, -1))
        else:
            other = next(s for s in range(3) if s not in (call.seat, call.dealer))
            said.append(ThreeHandTurnUp(call.upcard.code, call.seat, call.dealer, other))
    tagged = tie_facts(call, principle, answer)
    rules = [_principle_fact(call, principle, answer)]
    rules += [fact for tag, fact in tagged if tag == "rule"]
    weighed, passes = weighed_facts(reading, [fact for tag, fact in tagged if tag == "suit"])
    said += [*rules, *weighed, *passes]
    chance = round_two_chance_fact(reading)
    if chance is not None:
        said.append(chance)
    if call.role == 0 and call.round == 1 and answer == PASS:
        said.append(_stuck_later_fact(call))
    losing = _losing_fact(call, reading.judgement)
    if losing is not None:
        said.append(losing)
    return said + closing_facts(item, reading)


register_maker(3, three_hand_facts)


__all__ = [
    "BestCall",
    "CallPoints",
    "CallReading",
    "DealerCountAlone",
    "EveryChoiceLoses",
    "MakerAloneCall",
    "MakerAlonePass",
    "OtherSuitHolding",
    "RoundTwoChance",
    "RoundTwoPass",
    "StuckDealerSuit",
    "StuckLater",
    "SuitEdge",
    "ThreeHandTurnUp",
    "TrumpHolding",
    "TurnedDownSuit",
    "VariantCounterNote",
    "call_facts",
    "call_points",
    "closing_facts",
    "counter_fact",
    "holding_facts",
    "read_call",
    "register_maker",
    "round_two_chance_fact",
    "three_hand_facts",
    "weighed_facts",
]
