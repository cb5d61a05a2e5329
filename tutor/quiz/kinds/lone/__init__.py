"""go-alone: the maker has called; alone or with the partner? Judged in points.

A loner is worth more only through the march: five tricks alone score 4 instead of 2,
while three or four tricks score 1 either way, and the partner's cards leave the game
(a trick the partner would have won is lost, and a euchre comes easier). Each option is
played out over sampled deals of the unseen cards (``tutor.analysis.calling``): the earlier
players' passes are respected, the play is solved exactly and scored by the variant, so
the item states how often each option marches, makes and is euchred on the confirming
deals (``lone_outcomes``), and the answer is proven there (``tutor.analysis.proof``).

Counter-examples are lone hands (the top three trumps, or four trumps) where playing with
the partner is proven better: a plain loser or a missing bower makes the lone march
doubtful (rules-spec A-9, second clause), or two points already win the game (A-10).

The package (one module before issue 28): ``call`` (the position and its judging),
``generate`` (generation and checking), ``facts`` (what the explanation says; worded by
``tutor.web.explanation.lone``), and here the kind and its audit. The question is facts
(``calls.ask.go_alone_prompt``), as are the buttons' words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.quiz.kinds.base import Kind
from tutor.quiz.kinds.calls.ask import go_alone_prompt
from tutor.quiz.kinds.calls.basics import item_model
from tutor.quiz.kinds.lone.call import (
    COUNTER_RULES,
    GO_ALONE_KIND,
    OPTIONS,
    PARTNER,
    RESULTS,
    THEMES,
    WORTH_CALLING,
    LoneCall,
    confirm_lone,
    judge_lone,
    lone_from_item,
    lone_judge,
    reprove_go_alone,
    tally,
)
from tutor.quiz.kinds.lone.facts import lone_counter_fact, lone_facts
from tutor.quiz.kinds.lone.generate import DEAL_OPTIONS, Shape, check_go_alone, generate_go_alone


def audit_go_alone(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    # The passes read as the item's proof read them (``calling_model``).
    judge = lone_judge(lone_from_item(item), str(item["id"]), "audit", item_model(item))
    return judge.extend(deals).evaluation


GO_ALONE_DEF = Kind(
    GO_ALONE_KIND,
    THEMES,
    generate_go_alone,
    check_go_alone,
    engine_judged=True,
    audit=audit_go_alone,
    facts=lone_facts,
    counter_fact=lone_counter_fact,
    prompt=go_alone_prompt,
    labels_in_catalogue=True,
)

# The names the rest of the code imports from here (the module was one file before the split).
__all__ = [
    "COUNTER_RULES",
    "DEAL_OPTIONS",
    "GO_ALONE_DEF",
    "GO_ALONE_KIND",
    "OPTIONS",
    "PARTNER",
    "RESULTS",
    "THEMES",
    "WORTH_CALLING",
    "LoneCall",
    "Shape",
    "audit_go_alone",
    "check_go_alone",
    "confirm_lone",
    "generate_go_alone",
    "judge_lone",
    "lone_counter_fact",
    "lone_facts",
    "reprove_go_alone",
    "tally",
]
