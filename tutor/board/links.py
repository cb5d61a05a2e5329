""" "Analyse this position": the board's link for a quiz item and for a coached-play decision.

A link is made only where the board can judge the position as the item or the table had
it; otherwise there is no link (never a link to a refusal).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import url_for

from tutor.analysis.position import position_fields
from tutor.analysis.seeing import play_view
from tutor.board import codec
from tutor.board.fields import KINDS, FieldErrors, read_position
from tutor.board.judging import decision_of
from tutor.engine import Deal, Phase

POSITION_FIELDS = frozenset(
    {
        "kind", "variant", "variant_options", "seat", "dealer", "maker", "defender_alone",
        "hand", "dealt", "upcard", "discard", "trump", "no_trump", "alone", "upcard_taken",
        "history", "trick", "bid", "round", "scores", "bids", "blind_trump", "calling_model",
    }
)  # fmt: skip


def board_link(fields: Mapping[str, Any]) -> str | None:
    """The board's URL for a position given as item fields (None: the board cannot judge it)."""
    if fields.get("kind") not in KINDS:
        return None
    try:
        item = read_position({k: v for k, v in fields.items() if k in POSITION_FIELDS})
        decision_of(item)
    except (FieldErrors, ValueError):
        return None
    return url_for("board.board", p=codec.encode(item))


def item_link(quiz_item: Any) -> str | None:
    """The link for a quiz item (a ``QuizItem`` or its fields); puzzles have none yet."""
    data = getattr(quiz_item, "data", quiz_item)
    if not isinstance(data, Mapping) or str(data.get("id", "")).startswith("puzzle/"):
        return None
    return board_link(data)


def deal_fields(deal: Deal, preset: str, options: Mapping[str, Any]) -> dict[str, Any] | None:
    """Item fields of the decision the seat to act faces in ``deal``, as that seat sees it:
    a card to play, a round-one call or a round-two naming (None for the other phases)."""
    seat = deal.to_act
    if seat is None:
        return None
    rules: dict[str, Any] = {"variant": preset}
    if options:
        rules["variant_options"] = dict(options)
    if deal.phase is Phase.PLAY:
        view = play_view(deal.public_view(seat))
        return {**rules, "kind": "best-play", **position_fields(view.position, seat)}
    kinds = {Phase.ROUND_ONE: "order-up", Phase.ROUND_TWO: "name-trump"}
    if deal.phase not in kinds or deal.upcard is None:
        return None
    return {
        **rules,
        "kind": kinds[deal.phase],
        "seat": seat,
        "dealer": deal.dealer,
        "hand": [card.code for card in deal.hand(seat)],
        "upcard": deal.upcard.code,
    }


def deal_link(deal: Deal, preset: str, options: Mapping[str, Any]) -> str | None:
    fields = deal_fields(deal, preset, options)
    return None if fields is None else board_link(fields)
