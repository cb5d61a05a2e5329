"""best-play: a position mid-hand from one player's view; pick the best card.

The answer is proved by the solver over many deals of the cards this player cannot see
(``tutor.analysis.judge``); an item is published only when the best card beats the second
best by a clear margin, and only when the answer follows a strategy principle of
rules-spec §4 that fits the position (``tutor.quiz.principles``), which the explanation
explains with the position's own cards. Themes are tagged by one small predicate per
theme over the position and the answer. One answer quotes no principle: winning a trick
with your weakest card that does it, a technique the lessons teach that §4 does not state
(S0-6 is for tricks you cannot win); its text says what the deals show
(``quoted_principle``). Nor does its counter-example, a stronger winner where a player
still to act could beat the cheapest one (``principles.cheap_winner_threats``): its note
says that fact of the position.

The kind's parts, each importing only those listed before it: ``themes`` (the theme
predicates and the facts of a position they share), ``asking`` (the question as facts,
which banks store instead of a prompt; issue 28), ``describe`` (the names and counts),
``counters`` (the rules an answer breaks or gives way to, and their notes), ``facts``
(sentences that count the cards out), ``traps``, ``sentences`` (what the quoted principle
says here), ``explain``, ``generation``, ``checking`` and ``explaining`` (the explanation
as typed facts, which banks store instead of prose; issue 28).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.quiz.explaining import ExplanationFact
from tutor.quiz.kinds.base import ItemCheckError, Kind
from tutor.quiz.kinds.best_play.asking import best_play_prompt
from tutor.quiz.kinds.best_play.checking import (
    ALREADY_WINS,
    NONE_BEATS,
    audit,
    check,
    text_problem,
)
from tutor.quiz.kinds.best_play.counters import (
    COUNTER_RULES,
    advice,
    best_counter_note,
    counter_rule,
    safer_winner_item,
    soft_reads,
)
from tutor.quiz.kinds.best_play.describe import (
    TRUMPS_OUT,
    known_turn_up,
    partner_may_hold_trump,
    trumps_out_fact,
)
from tutor.quiz.kinds.best_play.explain import (
    CLOSE_PLAY,
    CLOSE_PLAY_BID,
    close_play_sentence,
    is_close_play,
)
from tutor.quiz.kinds.best_play.explaining import item_facts, principle_facts
from tutor.quiz.kinds.best_play.facts import BOSS, CERTAIN, NOBODY_FOLLOWS, boss_lead_fact
from tutor.quiz.kinds.best_play.generation import (
    generate,
    generate_curated,
    prove_position,
    set_reading,
)
from tutor.quiz.kinds.best_play.themes import (
    KIND,
    SHORTCUTS,
    THEMES,
    is_exception,
    principle_of,
    quoted_principle,
    random_position,
    shortcut_picks,
    shortcut_slot,
    shortcuts_giving,
    situation_from_item,
    themes_of,
)
from tutor.quiz.kinds.best_play.traps import (
    DOES_NOT_APPLY,
    TRAPS,
    is_trap,
    lesson_principle,
    trap_fact,
)


def stored_facts_of(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The facts a best-play item's explanation is stored as (a counter-example's note
    among them); ``ItemCheckError`` while one of its sentences has no fact."""
    facts = item_facts(item)
    if facts is None:
        raise ItemCheckError(str(item.get("id")), "a sentence of its explanation has no fact yet")
    return list(facts)


KIND_DEF = Kind(
    KIND,
    tuple(THEMES),
    generate,
    check,
    engine_judged=True,
    audit=audit,
    facts=stored_facts_of,
    prompt=best_play_prompt,
)

# The names the rest of the code imports from here.
__all__ = [
    "ALREADY_WINS",
    "BOSS",
    "CERTAIN",
    "CLOSE_PLAY",
    "CLOSE_PLAY_BID",
    "COUNTER_RULES",
    "DOES_NOT_APPLY",
    "KIND",
    "KIND_DEF",
    "NOBODY_FOLLOWS",
    "NONE_BEATS",
    "SHORTCUTS",
    "THEMES",
    "TRAPS",
    "TRUMPS_OUT",
    "advice",
    "best_counter_note",
    "boss_lead_fact",
    "check",
    "close_play_sentence",
    "counter_rule",
    "generate",
    "generate_curated",
    "is_close_play",
    "is_exception",
    "is_trap",
    "item_facts",
    "known_turn_up",
    "lesson_principle",
    "partner_may_hold_trump",
    "principle_facts",
    "principle_of",
    "prove_position",
    "quoted_principle",
    "random_position",
    "safer_winner_item",
    "set_reading",
    "shortcut_picks",
    "shortcut_slot",
    "shortcuts_giving",
    "situation_from_item",
    "soft_reads",
    "text_problem",
    "themes_of",
    "trap_fact",
    "trumps_out_fact",
]
