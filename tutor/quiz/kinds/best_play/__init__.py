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
which banks store instead of a prompt; issue 28), ``counters`` (the stronger winner an
answer may prefer), ``traps`` (positions where a rule looks right and does not apply),
``reading`` (what the position shows, as typed values), ``fact_types`` and ``note_facts``
(the explanation's facts and their checks), ``explaining`` (the facts an item's explanation
is made of, which banks store instead of prose; the catalogue words them),
``generation`` and ``checking``. No module writes words: they are the catalogue's
(``tutor.web.explanation.best_play``).
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
from tutor.quiz.kinds.best_play.counters import safer_winner_item
from tutor.quiz.kinds.best_play.explaining import item_facts, principle_facts
from tutor.quiz.kinds.best_play.generation import (
    generate,
    generate_curated,
    prove_position,
    set_reading,
)
from tutor.quiz.kinds.best_play.reading import (
    CLOSE_PLAY,
    CLOSE_PLAY_BID,
    boss_lead_fact,
    is_close_play,
    known_turn_up,
    partner_may_hold_trump,
    soft_reads,
    trumps_out_fact,
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
from tutor.quiz.kinds.best_play.traps import TRAPS, is_trap, is_trap_of, lesson_principle


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
    "CLOSE_PLAY",
    "CLOSE_PLAY_BID",
    "KIND",
    "KIND_DEF",
    "NONE_BEATS",
    "SHORTCUTS",
    "THEMES",
    "TRAPS",
    "boss_lead_fact",
    "check",
    "generate",
    "generate_curated",
    "is_close_play",
    "is_exception",
    "is_trap",
    "is_trap_of",
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
    "trumps_out_fact",
]
