"""The quiz kinds: each has a generator, a checker and a diagnoser (registered on import)."""

from __future__ import annotations

# Card plays and calls are graded by comparing the choice with the answer; importing the
# module registers them (after the kinds above, whose positions it reads).
from tutor.quiz.feedback import choices as _feedback_choices  # noqa: F401
from tutor.quiz.kinds import (
    auction,
    best_play,
    bids,
    calls,
    card_order,
    defend,
    legal_plays,
    lone,
    puzzle,
    reading,
    renege,
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
        reading.KIND_DEF,
        renege.KIND_DEF,
        variant_calls.BRITISH_DEF,
        variant_calls.THREE_HAND_DEF,
        puzzle.KIND_DEF,
    )
}

__all__ = ["KINDS", "Item", "ItemCheckError", "Kind", "Spec"]
