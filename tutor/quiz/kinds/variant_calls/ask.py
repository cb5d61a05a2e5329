"""The questions of British and three-hand calls as facts (issue 28): the house rules that
make the call different, then the calling kinds' openings (``calls.ask``), or, under a turned
Benny, the dealer's blind call. Worded by ``tutor.web.explanation.ask_variants``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.calls.ask import (
    DealerIs,
    NameOrPass,
    TheyPassed,
    TurnedDown,
    WhatDoYouDo,
)
from tutor.quiz.kinds.variant_calls.call import VariantCall, call_from_item

# What the rules sentence says: three-hand's lone maker; the British round-two caller who
# takes the turned-down card; the British dealer's partner who accepts only alone; the
# British caller who takes the turn-up.
RULE_CASES = ("three-hand", "round-two-pickup", "must-go-alone", "takes-up")


def rule_case(call: VariantCall) -> str:
    if call.players == 3:
        return "three-hand"
    if call.takes_turned_down:
        return "round-two-pickup"
    if call.must_go_alone:
        return "must-go-alone"
    return "takes-up"


@explanation_fact("ask/variant-rules")
@dataclass(frozen=True)
class VariantRules:
    """The rules that make this call differ from the standard game's (``RULE_CASES``)."""

    case: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        case = rule_case(call_from_item(item))
        return None if case == self.case else f"the rules case is {case}, not {self.case}"


@explanation_fact("ask/the-turn-up")
@dataclass(frozen=True)
class TheTurnUp:
    """The card turned up ("The turn-up is the K♦.")."""

    card: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        upcard = item.get("upcard")
        return None if upcard == self.card else f"the turn-up is {upcard}, not {self.card}"


@explanation_fact("ask/stuck-dealer")
@dataclass(frozen=True)
class StuckDealer:
    """Under stick the dealer the learner, dealing, may not pass in round two."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if call_from_item(item).stuck else "the learner is not a stuck dealer"


@explanation_fact("ask/benny-named")
@dataclass(frozen=True)
class BennyNamed:
    """The Benny was turned up: the dealer named ``suit`` blind and now sees the hand."""

    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        named = item.get("blind_trump")
        return None if named == self.suit else f"the blind call is {named}, not {self.suit}"


def variant_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """A British or three-hand call's question."""
    call = call_from_item(item)
    if call.benny and call.named is not None:
        return [BennyNamed(call.named.code)]
    said: list[ExplanationFact] = [VariantRules(rule_case(call))]
    up = call.upcard.code
    if call.round == 1:
        passed = call.passed_first()
        said += [TheTurnUp(up), DealerIs(call.dealer)]
        said += [TheyPassed(tuple(passed), False)] if passed else []
        return [*said, WhatDoYouDo()]
    said.append(TurnedDown(up, call.role == 0))
    if call.role != 0:
        said.append(DealerIs(call.dealer))
    passed = call.passed_second()
    said += [TheyPassed(tuple(passed), True)] if passed else []
    said += [StuckDealer()] if call.stuck else []
    return [*said, NameOrPass(call.stuck, call.offers_loners)]
