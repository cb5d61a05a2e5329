"""Words for a hand puzzle's explanation facts (``tutor.quiz.kinds.puzzle``): each decision's
card, and why, in the words of the move's own best-play fact."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.grammar import grammar
from tutor.quiz.explaining import from_json
from tutor.quiz.kinds.puzzle import MAX_MOVES, Decision, PlayTheHand, move_item
from tutor.quiz.words import ordinal
from tutor.web.explanation.registry import render_fact, renders
from tutor.web.text import _, p_
from tutor.web.words import Words


def _decision(number: int, card: str, reason: str) -> str:
    """One msgid a decision: the Korean reads an ordinal word (첫 번째, 두 번째...)."""
    if number == 1:
        return _("Decision 1: %(card)s. %(reason)s", card=card, reason=reason)
    if number == 2:
        return _("Decision 2: %(card)s. %(reason)s", card=card, reason=reason)
    if number == 3:
        return _("Decision 3: %(card)s. %(reason)s", card=card, reason=reason)
    if number == MAX_MOVES:
        return _("Decision 4: %(card)s. %(reason)s", card=card, reason=reason)
    raise ValueError(f"a puzzle has at most {MAX_MOVES} decisions")


@renders(Decision)
def decision(fact: Decision, item: Mapping[str, Any], lang: str) -> str:
    move = move_item(item, fact.number - 1)
    reason = render_fact(from_json(move["explanation_facts"][fact.reason]), move, lang)
    return _decision(fact.number, Words(item, lang).card(fact.card, "이"), reason)


@renders(PlayTheHand)
def play_the_hand(fact: PlayTheHand, item: Mapping[str, Any], lang: str) -> str:
    # Korean names the trick by an ordinal word ("첫 트릭", "두 번째 트릭"), English by its
    # number.
    if fact.trick == 1:
        trick = p_("trick number", "1")
    elif grammar(lang).counts_in_words:
        trick = ordinal(fact.trick, lang)
    else:
        trick = str(fact.trick)
    return _(
        "Play the hand from trick %(trick)s: you have %(decisions)d decisions to make; the "
        "other players' cards come as they are played.",
        trick=trick,
        decisions=fact.decisions,
    )
