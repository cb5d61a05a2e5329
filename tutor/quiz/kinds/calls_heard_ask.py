"""The question of a read-the-calls item (``tutor.quiz.kinds.calls_heard``) as facts: the
deal and its turn-up, every call the learner heard, then what is asked. Their words are in
``tutor.web.explanation.calls_heard``; the prompt reads one line per fact."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.hearing import implied_calls
from tutor.analysis.position import view_from_item
from tutor.engine import Discard, NameTrump, OrderUp, Pass, TakeUp
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.rules_facts import Contract, asked_otherwise

# What a call heard was: a pass (in round two: "passed again"; the dealer's first pass turns
# the card down), an order-up, the dealer's pick-up, a suit named, your own discard.
HEARD = ("pass", "pass-again", "turn-down", "order-up", "take-up", "name", "discard")

Heard = tuple[int, str, str | None]


def heard_calls(item: Mapping[str, Any]) -> tuple[Heard, ...]:
    """Every call the learner heard, in order, as (seat, what, suit or card): the others'
    discards are unseen, so they are not heard."""
    view = view_from_item(item)
    calls = implied_calls(view)
    if calls is None:
        raise ValueError("these calls cannot be replayed")
    p, you = view.position, view.seat
    heard: list[Heard] = []
    passes = 0
    for call in calls:
        action = call.action
        if isinstance(action, Pass):
            what = "pass-again" if passes >= 4 else "turn-down" if call.seat == p.dealer else "pass"
            passes += 1
            heard.append((call.seat, what, None))
        elif isinstance(action, OrderUp):
            heard.append((call.seat, "order-up", None))
        elif isinstance(action, TakeUp):
            heard.append((call.seat, "take-up", None))
        elif isinstance(action, NameTrump):
            heard.append((call.seat, "name", action.suit.code))
        elif isinstance(action, Discard) and call.seat == you:
            heard.append((call.seat, "discard", action.card.code))
    return tuple(heard)


@explanation_fact("ask/dealt-turn-up")
@dataclass(frozen=True)
class DealtTurnUp:
    """``dealer`` dealt and turned up ``upcard``."""

    dealer: int
    upcard: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = (int(item["dealer"]), str(item["upcard"]))
        return None if actual == (self.dealer, self.upcard) else f"dealer, turn-up: {actual}"


@explanation_fact("ask/calls-heard")
@dataclass(frozen=True)
class CallsHeard:
    """The calls the learner heard, in order: (seat, what, suit or card) each."""

    calls: tuple[Heard, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        heard = heard_calls(item)
        return None if heard == self.calls else f"the calls heard are {heard}"


@explanation_fact("ask/share-holding-trumps")
@dataclass(frozen=True)
class AskShareHoldingTrumps:
    """The question: over the deals that fit the calls, in what share ``subject`` holds at
    least ``at_least`` trumps when play begins."""

    subject: int
    at_least: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        q = item["question"]
        asked = (q["type"], int(q.get("subject", -1)), int(q.get("at_least", -1)))
        if asked != ("trumps-held", self.subject, self.at_least):
            return f"the item asks {asked}"
        return None


@explanation_fact("ask/who-holds-card")
@dataclass(frozen=True)
class AskWhoHoldsCard:
    """The question: reading the calls, who most likely holds ``card``."""

    card: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return asked_otherwise(item, "card-holder", card=self.card)


def prompt_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The deal, the calls heard, the contract, the question."""
    q = item["question"]
    asked: ExplanationFact = (
        AskShareHoldingTrumps(int(q["subject"]), int(q["at_least"]))
        if q["type"] == "trumps-held"
        else AskWhoHoldsCard(str(q["card"]))
    )
    return [
        DealtTurnUp(int(item["dealer"]), str(item["upcard"])),
        CallsHeard(heard_calls(item)),
        Contract(str(item["trump"])),
        asked,
    ]
