"""best-play counter rules: where an answer breaks its theme's rule for a stronger winner
(the notes that say why are facts: ``note_facts``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine import (
    Card,
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.kinds.best_play.themes import is_exception, principle_of
from tutor.quiz.principles import Situation

# "Win cheaply" gives way where a player still to act could beat the cheapest winner and
# not a stronger one (``principles.cheap_winner_threats``). §4 states no principle for it
# either way, so the item quotes none and its note says the position's fact. Its slots and
# those of trumping cheaply when void (the same rule with trumps) may find one.
SAFER_WINNER_THEME = "win-cheaply"
SAFER_WINNER_SLOTS = ("win-cheaply", "trump-or-discard")


def _may_give_way(s: Situation, theme: str | None) -> bool:
    """Cheap test before solving a counter slot: in one of winning cheaply, or of trumping
    when void with an opponent winning, no §4 principle can be why a card breaks the rule
    (S0-4 and S0-5 need partner winning, the rest a lead), so only a safer winner can."""
    if theme == "win-cheaply" or (theme == "trump-or-discard" and not s.partner_winning):
        return any(principles.cheap_winner_threats(s, c) for c in s.legal)
    return True


def _safer_winner(s: Situation, answer: Card, theme: str | None) -> bool:
    return (
        theme in SAFER_WINNER_SLOTS
        and is_exception(s, SAFER_WINNER_THEME)
        and bool(principles.cheap_winner_threats(s, answer))
    )


def safer_winner_item(s: Situation, item: Mapping[str, Any]) -> bool:
    """A stored counter-example of "win cheaply" whose answer is the safer winner (it
    quotes no principle and carries no theme that names one)."""
    answer = parse_card(str(item["answer"][0]))
    return (
        bool(item.get("counter_example"))
        and item.get("counter_theme") == SAFER_WINNER_THEME
        and item.get("principle") is None
        and principle_of(list(item["themes"]), None) is None
        and bool(principles.cheap_winner_threats(s, answer))
    )
