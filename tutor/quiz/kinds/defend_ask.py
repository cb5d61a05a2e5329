"""defend-alone's question as facts (issue 28): the calling as the defender saw it (the
turn-up, who deals, who passed before the maker, the maker's call and who takes the turn-up),
the score, the house rule on defending alone, and the question. Worded by
``tutor.web.explanation.ask_calls``; the openings are the calling kinds' (``calls.ask``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import DefendAlone
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.calls.ask import DealerIs, TurnedDown, TurnUpIs, score_fact


def _before_maker(item: Mapping[str, Any]) -> list[int]:
    dealer, maker = int(item["dealer"]), int(item["maker"])
    order = [(dealer + i) % 4 for i in range(1, 5)]
    return order[: order.index(maker)]


@explanation_fact("ask/passed-before-call")
@dataclass(frozen=True)
class PassedBeforeCall:
    """The seats that passed before the maker called, in turn order (``again``: round
    two's passes, after everyone passed the turn-up)."""

    seats: tuple[int, ...]
    again: bool = False

    def check(self, item: Mapping[str, Any]) -> str | None:
        before = _before_maker(item)
        if list(self.seats) != before:
            return f"the seats before the maker are {before}, not {list(self.seats)}"
        if self.again != (int(item["round"]) == 2):
            return "only round two's passes are passes again"
        return None


@explanation_fact("ask/they-call")
@dataclass(frozen=True)
class TheyCall:
    """The maker's call (alone or not) and what becomes of the turn-up: who takes it, or
    that it is dead behind a lone dealer's partner."""

    maker: int
    trump: str
    alone: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        stored = (int(item["maker"]), str(item["trump"]), bool(item["alone"]))
        stated = (self.maker, self.trump, self.alone)
        return None if stored == stated else f"the call is {stored}, not {stated}"


@explanation_fact("ask/won-by-two")
@dataclass(frozen=True)
class WonByTwo:
    """The game must be won by two points (rules-spec E11)."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if item_variant(item).win_by_two else "the game is won at the target"


@explanation_fact("ask/defend-alone-rule")
@dataclass(frozen=True)
class DefendAloneRule:
    """When a defender may defend alone here: against a lone maker only, or any call."""

    vs_loner_only: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        rule = item_variant(item).defend_alone
        if rule is DefendAlone.OFF:
            return "nobody may defend alone"
        if self.vs_loner_only != (rule is DefendAlone.VS_LONER_ONLY):
            return f"the rule is {rule.name}"
        return None


@explanation_fact("ask/defend-alone")
@dataclass(frozen=True)
class DoYouDefendAlone:
    """The question put first to the defender on the maker's left."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        first = (int(item["maker"]) + 1) % 4
        return None if int(item["seat"]) == first else "the maker's left is asked first"


def defend_alone_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """defend-alone's question: the calling up to the maker's call, the score, the rule on
    defending alone, and whether to."""
    round_two = int(item["round"]) == 2
    you_deal = int(item["seat"]) == int(item["dealer"])
    opening: list[ExplanationFact] = (
        [TurnedDown(str(item["upcard"]), you_deal)]
        if round_two
        else [TurnUpIs(str(item["upcard"]))]
    )
    if not (round_two and you_deal):
        opening.append(DealerIs(int(item["dealer"]), turns=False))
    before = _before_maker(item)
    variant = item_variant(item)
    scored = item.get("scores") is not None
    return [
        *opening,
        *([PassedBeforeCall(tuple(before), round_two)] if before else []),
        TheyCall(int(item["maker"]), str(item["trump"]), bool(item["alone"])),
        *score_fact(item, win_by_two=False),
        *([WonByTwo()] if scored and variant.win_by_two else []),
        DefendAloneRule(variant.defend_alone is DefendAlone.VS_LONER_ONLY),
        DoYouDefendAlone(),
    ]
