"""The quiz kinds: each has a generator and a checker. A wrong answer is diagnosed by the
rules kinds' own diagnosers, and for card plays, calls, discards and bids by comparing the
choice with the answer (``tutor.quiz.feedback``); both register on import."""

from __future__ import annotations

# Importing it registers the feedback from comparison in grading.DIAGNOSERS (it reads the
# kinds' modules, not this package's names, so the import order does not matter).
from tutor.quiz.feedback import choices as _feedback_choices  # noqa: F401
from tutor.quiz.kinds import (
    auction,
    best_play,
    bids,
    calls,
    calls_heard,
    card_order,
    defend,
    legal_plays,
    lone,
    puzzle,
    reading,
    renege,
    rule_questions,
    scoring,
    table_facts,
    trick_winner,
    variant_calls,
)
from tutor.quiz.kinds.base import Item, ItemCheckError, Kind, Spec

KINDS: dict[str, Kind] = {
    kind.name: kind
    for kind in (
        trick_winner.KIND_DEF,
        legal_plays.KIND_DEF,
        card_order.BOWER_RANK_KIND,
        card_order.EFFECTIVE_SUIT_KIND,
        scoring.KIND_DEF,
        best_play.KIND_DEF,
        calls.ORDER_UP_DEF,
        calls.NAME_TRUMP_DEF,
        calls.DISCARD_DEF,
        lone.GO_ALONE_DEF,
        bids.BID_AMOUNT_DEF,
        bids.BID_DECLARE_DEF,
        auction.KIND_DEF,
        defend.DEFEND_ALONE_DEF,
        table_facts.KIND_DEF,
        rule_questions.KIND_DEF,
        reading.KIND_DEF,
        calls_heard.KIND_DEF,
        renege.KIND_DEF,
        variant_calls.BRITISH_DEF,
        variant_calls.THREE_HAND_DEF,
        puzzle.KIND_DEF,
    )
}

__all__ = ["KINDS", "Item", "ItemCheckError", "Kind", "Spec"]
