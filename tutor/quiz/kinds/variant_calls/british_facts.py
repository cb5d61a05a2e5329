"""What a British call's explanation says, as facts made from the stored position, evaluation
and proof (words: ``tutor.web.explanation.british_calls``). The facts both variants share
(the trumps held, the other suits, the values, the answer) are ``facts``'; these are
British Euchre's own: the turn-up the caller takes, the Benny named blind, the loner A-9
weighs (opposite the dealer only alone), round two's turned-down card taken.

Every fact checks itself by making the item's facts again (``facts.call_facts``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import ALONE, ORDER_UP, PASS, CallJudgement
from tutor.engine import Rank, Suit, is_trump
from tutor.quiz import principles
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.calls import naming_action
from tutor.quiz.kinds.lone_dispute import DISPUTED_MAKERS, DisputedLoner, lacks_lone_top
from tutor.quiz.kinds.variant_calls.call import (
    WITH_PARTNER,
    VariantCall,
    _high,
    _trumps,
    call_from_item,
)
from tutor.quiz.kinds.variant_calls.explanation import round_two_chance
from tutor.quiz.kinds.variant_calls.facts import (
    CallReading,
    EveryChoiceLoses,
    OtherSuitHolding,
    _codes,
    _holds,
    closing_facts,
    holding_facts,
    read_call,
    register_maker,
    round_two_chance_fact,
    tie_facts,
    weighed_facts,
)
from tutor.quiz.kinds.variant_calls.themes import (
    COUNTER_RULES,
    _note_states_lone_rule,
    _turned_down_bower,
    marches,
)
from tutor.quiz.kinds.variant_calls.wording import lone_facts
from tutor.quiz.words import made_points, march_points


@dataclass(frozen=True)
class LoneHand:
    """The cards a loner plays with (after the discard) and what keeps its march alone in
    doubt (``lack``: "" none, "no-trump", "no-hand" (not a lone hand by the count),
    "top-losers" (the top three beside small ``losers``), "outranked" (the ``out`` trumps
    rank above the ``second`` trump held, or above all with ``second`` "", and ``loser``:
    a small fifth card, or "")); the variant's scoring (a march and a made hand, alone and
    with the partner; ``made_low``-``made_high`` tricks make it)."""

    trumps: tuple[str, ...]
    side: tuple[str, ...]
    discarded: str
    top_three: bool
    by_count: bool
    lack: str
    out: tuple[str, ...]
    second: str
    loser: str
    losers: tuple[str, ...]
    march_alone: int
    march_pair: int
    made_alone: int
    made_pair: int
    made_low: int
    made_high: int


def _lone_hand(call: VariantCall, trump: Suit) -> LoneHand:
    facts = lone_facts(call, trump)
    trumps = list(facts.trumps)
    side = [c for c in facts.kept if not is_trump(c, trump)]
    lack, second, loser = "", "", ""
    out: tuple[str, ...] = ()
    if not facts.marches:
        if not facts.by_count:
            lack = "no-hand" if trumps else "no-trump"
        elif facts.top_three:
            lack = "top-losers"
        else:
            lack = "outranked"
            dead = [facts.discarded] if facts.discarded is not None else []
            above, between = principles.higher_trumps_out(trumps, trump, call.variant.cards(), dead)
            out = _codes([*above, *between])
            second = trumps[1].code if between else ""
            loser = facts.losers[0].code if facts.losers else ""
    variant = call.variant
    return LoneHand(
        _codes(trumps),
        _codes(side),
        facts.discarded.code if facts.discarded is not None else "",
        facts.top_three,
        facts.by_count,
        lack,
        out,
        second,
        loser,
        _codes(facts.losers),
        march_points(variant, alone=True),
        march_points(variant, alone=False),
        made_points(variant, alone=True),
        made_points(variant, alone=False),
        variant.tricks_to_make,
        variant.hand_size - 1,
    )


# -- the position ---------------------------------------------------------------------------


@explanation_fact("british-turn-up", position=True)
@dataclass(frozen=True)
class BritishTurnUp:
    """Round one: the turn-up ``card`` the caller takes up (``dealer``) or that comes to him
    under the British rule."""

    card: str
    dealer: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


# -- the principle's sentence ---------------------------------------------------------------


@explanation_fact("british-call-rule")
@dataclass(frozen=True)
class BritishCallRule:
    """S0-3 in round one with the turn-up the caller takes: ``case`` "pass" (``count``
    trumps, ``high`` short of two), "up-high" (the turn-up among the ``high`` trumps) or
    "plain"."""

    case: str
    upcard: str
    high: tuple[str, ...]
    count: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("british-round-two")
@dataclass(frozen=True)
class BritishRoundTwo:
    """S0-3 in British round two, counting the turned-down ``upcard`` taken: ``case``
    "pass", "bower" (it becomes the left bower of ``suit``) or "named" (``suit`` gives the
    ``high`` trumps; ``ace``: the card taken is an off-suit ace)."""

    case: str
    upcard: str
    suit: str
    high: tuple[str, ...]
    ace: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("dealer-count")
@dataclass(frozen=True)
class DealerCount:
    """A-11 for the dealer with a partner: the take-up gives ``count`` trumps; ``case``
    "pass", "standard" (three or more) or "short"."""

    case: str
    count: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("lone-goes")
@dataclass(frozen=True)
class LoneGoes(LoneHand):
    """A-9: with ``LoneHand``'s cards, go alone (``suit`` named in round two, or "");
    ``said``: a note above has stated the lone hands already."""

    suit: str
    said: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("opposite-dealer")
@dataclass(frozen=True)
class OppositeDealer(LoneHand):
    """A-9 opposite the British dealer, where the choice is a loner or a pass: ``case``
    "pass" (the hand lacks a march alone), "marches" or "doubt" (a lone hand by the count
    whose march is in doubt, played alone all the same)."""

    case: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("lone-rule")
@dataclass(frozen=True)
class LoneRule(LoneHand):
    """A-9 stated where the answer is not a loner and no hand is read against it."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("benny-named-blind")
@dataclass(frozen=True)
class BennyNamedBlind(LoneHand):
    """The Benny turned up: ``named`` was named blind, worth what any suit is; then alone
    or with the partner by A-9 (``case`` "alone", "no-hand" or "doubt")."""

    named: str
    case: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("variant-call/not-alone")
@dataclass(frozen=True)
class NotAlone(LoneHand):
    """Why the answer and not the loner offered beside it: a lone hand in doubt (``case``
    "doubt") or too few trumps (``case`` "short": ``held`` all the trumps); ``passes``: the
    answer is a pass (going alone is further still)."""

    case: str
    held: tuple[str, ...]
    passes: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("variant-call/strong-pass")
@dataclass(frozen=True)
class StrongPass:
    """A loner whose pass is worth more than the call with the partner: the values of the
    pass, the call (``takes``: taking it up) and the loner, whose march scores ``march``;
    ``suit``/``trumps``: the round-two call the pass keeps, if any."""

    takes: bool
    pass_value: float
    call_value: float
    alone_value: float
    march: int
    suit: str
    trumps: tuple[str, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _holds(self, item)


@explanation_fact("british-counter-note", counter_note=True)
@dataclass(frozen=True)
class BritishCounterNote:
    """A British counter-example's note: ``case`` "more-than-met" (the hand goes alone with
    the ``upcard`` it takes), "opposite-dealer" (no partner opposite the dealer; ``alone``:
    the hand goes alone, else passes) or "gives-way"."""

    theme: str
    case: str
    upcard: str
    alone: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        theme = str(item.get("counter_theme"))
        return None if british_counter_fact(item, theme) == self else "not the item's note"


def british_counter_fact(item: Mapping[str, Any], theme: str) -> BritishCounterNote | None:
    """The note of a British counter-example to ``theme`` (``themes.counter_note_for``)."""
    if theme not in COUNTER_RULES:
        return None
    call = call_from_item(item)
    answer = str(item["answer"][0])
    if theme == "caller-takes-turn-up" and answer == ALONE:
        return BritishCounterNote(theme, "more-than-met", call.upcard.code, True)
    if theme == "partner-must-go-alone":
        return BritishCounterNote(theme, "opposite-dealer", "", answer == ALONE)
    return BritishCounterNote(theme, "gives-way", "", False)


# -- making the facts -------------------------------------------------------------------------


def _lone_fields(call: VariantCall, trump: Suit) -> dict[str, Any]:
    hand = _lone_hand(call, trump)
    return {name: getattr(hand, name) for name in LoneHand.__dataclass_fields__}


def _principle_fact(
    call: VariantCall, principle: str, answer: str, *, rule_said: bool = False
) -> ExplanationFact:
    """The principle's sentence: the Benny's, A-9's, A-11's or S0-3's, as the position reads."""
    if call.benny:
        named = call.named or Suit.SPADES
        fields = _lone_fields(call, named)
        if answer == ALONE:
            case = "alone"
        elif not fields["by_count"]:
            case = "no-hand"
        else:
            case = "doubt"
        return BennyNamedBlind(**fields, named=named.code, case=case)
    code, alone = naming_action(answer) if call.round == 2 else (answer, False)
    if principle == "A-9":
        if alone:
            trump = Suit.parse(code)
            return LoneGoes(**_lone_fields(call, trump), suit=trump.code, said=False)
        if call.must_go_alone:
            fields = _lone_fields(call, call.offered)
            if answer == PASS:
                case = "pass"
            else:
                case = "marches" if marches(call, call.offered) else "doubt"
            return OppositeDealer(**fields, case=case)
        if answer == ALONE:
            return LoneGoes(**_lone_fields(call, call.offered), suit="", said=rule_said)
        return LoneRule(**_lone_fields(call, call.offered))
    if principle == "A-11":
        count = len(_trumps(call.holding(), call.offered))
        if answer == PASS:
            return DealerCount("pass", count)
        return DealerCount("standard" if count >= 3 else "short", count)
    if call.takes_turned_down:
        up = call.upcard
        bower = _turned_down_bower(call)
        if answer == PASS:
            return BritishRoundTwo("pass", up.code, "", (), False)
        if bower is not None and code == bower.code:
            return BritishRoundTwo("bower", up.code, bower.code, (), False)
        named = Suit.parse(code)
        high = _high(call.holding(), named)
        return BritishRoundTwo("named", up.code, named.code, _codes(high), up.rank is Rank.ACE)
    trump = call.offered
    high = _high(call.holding(), trump)
    if answer == PASS:
        count = len(_trumps(call.holding(), trump))
        return BritishCallRule("pass", call.upcard.code, _codes(high), count)
    case = "up-high" if call.upcard in high else "plain"
    return BritishCallRule(case, call.upcard.code, _codes(high), 0)


def _weighs_alone(call: VariantCall, principle: str, answer: str) -> bool:
    if principle == "A-9":
        return True
    chosen = call.decision(answer)
    return any(
        principles.tie_break(principle, chosen, call.decision(o)) == "A-9"
        for o in call.options()
        if o != answer and principles.fits(principle, call.decision(o))
    )


def _not_alone_fact(call: VariantCall, answer: str, trump: Suit | None) -> NotAlone | None:
    """Why the answer beats going alone, where going alone is a choice the principle's
    sentence did not weigh."""
    if trump is None or call.lone_option(trump) not in call.options():
        return None
    if answer == ALONE or naming_action(answer)[1]:
        return None
    alone = call.decision(call.lone_option(trump))
    held = alone.holding(trump)
    fields = _lone_fields(call, trump)
    doubt = principles.lone_hand(held, trump) and fields["lack"] != ""
    trumps = _codes(_trumps(held, trump))
    return NotAlone(
        **fields, case="doubt" if doubt else "short", held=trumps, passes=answer == PASS
    )


def _strong_pass_fact(call: VariantCall, judgement: CallJudgement) -> StrongPass | None:
    ev = judgement.evaluation
    if judgement.best != ALONE or ORDER_UP not in ev or PASS not in ev:
        return None
    if round(ev[PASS], 2) <= round(ev[ORDER_UP], 2):
        return None
    chance = round_two_chance(call)
    suit, trumps = ("", ()) if chance is None else (chance[0].code, _codes(chance[1]))
    return StrongPass(
        call.taker() == call.seat,
        ev[PASS],
        ev[ORDER_UP],
        ev[ALONE],
        call.variant.lone_march_points,
        suit,
        trumps,
    )


def _disputed_loner(reading: CallReading, confirm: Mapping[str, Any]) -> DisputedLoner | None:
    """The answer's loner when it lacks the right bower, the ace of trump and the Benny, with
    the item's proof (``confirm``); None when the answer is no loner or holds one of them."""
    call, trump = reading.call, reading.trump
    if trump is None or not (reading.alone or reading.answer == ALONE):
        return None
    if not lacks_lone_top(call.holding(), trump):
        return None
    # The call with the partner the loner was weighed against: round two's own suit.
    partner = reading.code if call.round == 2 else (WITH_PARTNER if call.benny else ORDER_UP)
    # No British call counts the loner's outcomes: the sentence gives the margins only.
    return DisputedLoner.of_proof(
        confirm,
        benny_in_pack=call.variant.joker,
        partner_call=partner in call.options(),
        other_choices=len(call.options()) - 1,
    )


def british_disputed_loner(item: Mapping[str, Any]) -> DisputedLoner | None:
    """The British call's disputed loner (``DisputedLoner.check``)."""
    return _disputed_loner(read_call(item), item["confirm"])


DISPUTED_MAKERS["british-call"] = british_disputed_loner


def british_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What a stored British call's explanation says (the principle, the suits weighed,
    the loner, the pass), from its position, stored evaluation and proof."""
    reading = read_call(item)
    call, answer, principle = reading.call, reading.answer, reading.principle
    alone, trump = reading.alone, reading.trump
    countered = item.get("counter_theme") if item.get("counter_example") else None
    said = holding_facts(reading)
    if call.round == 1 and not call.benny:
        said.append(BritishTurnUp(call.upcard.code, call.role == 0))
    rule_said = _note_states_lone_rule(None if countered is None else str(countered), answer)
    rule = _principle_fact(call, principle, answer, rule_said=rule_said)
    tagged = tie_facts(call, principle, answer, _principle_fact, lone_tag="lone")
    rule_is_lone = call.round == 2 and alone and principle == "A-9" and not call.benny
    rules: list[ExplanationFact] = [] if rule_is_lone else [rule]
    lone: list[ExplanationFact] = [rule] if rule_is_lone else []
    if call.round == 2:
        rules += [fact for tag, fact in tagged if tag == "rule"]
        lone += [fact for tag, fact in tagged if tag == "lone" and fact not in lone]
    else:
        rules += [fact for tag, fact in tagged if tag != "suit"]
    if alone and trump is not None:
        lone_line = LoneGoes(**_lone_fields(call, trump), suit=trump.code, said=False)
        if lone_line not in lone and lone_line not in rules:
            lone.append(lone_line)
    if not _weighs_alone(call, principle, answer):
        reason = _not_alone_fact(call, answer, trump)
        if reason is not None:
            lone.append(reason)
    weighed, passes = weighed_facts(reading, [fact for tag, fact in tagged if tag == "suit"])
    disputed = _disputed_loner(reading, item["confirm"])
    if disputed is not None:
        lone.append(disputed)
    said += [*rules, *weighed, *lone, *passes]
    chance = round_two_chance_fact(reading)
    if chance is not None:
        said.append(chance)
    strong = _strong_pass_fact(call, reading.judgement)
    if strong is not None:
        said.append(strong)
    # British values have no stuck dealer nor three-hand turn-down: the pass or the Benny.
    if reading.judgement.evaluation[answer] < 0:
        said.append(EveryChoiceLoses("benny" if call.benny else "pass"))
    return said + closing_facts(item, reading)


register_maker(4, british_facts)


__all__ = [
    "BennyNamedBlind",
    "BritishCallRule",
    "BritishCounterNote",
    "BritishRoundTwo",
    "BritishTurnUp",
    "DealerCount",
    "LoneGoes",
    "LoneHand",
    "LoneRule",
    "NotAlone",
    "OppositeDealer",
    "OtherSuitHolding",
    "StrongPass",
    "british_counter_fact",
    "british_facts",
]
