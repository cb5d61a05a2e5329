"""The prompt, explanation and counter-example note written again from a stored bid item
(``quizzes reword``), and the two kinds' definitions that use them."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tutor.analysis.calling import CallJudgement
from tutor.quiz.kinds.bids.amount import (
    BID_AMOUNT_DEF,
    _amount_text_from_item,
    amount_counter_note,
)
from tutor.quiz.kinds.bids.common import (
    BID_DECLARE_KIND,
    _with_note,
    auction_from_item,
)
from tutor.quiz.kinds.bids.declare import (
    BID_DECLARE_DEF,
    declare_counter_note,
    declare_explanation,
    declare_prompt,
)

# The kinds' definitions here replace the ones imported (they gain the text builders).
__all__ = ["BID_AMOUNT_DEF", "BID_DECLARE_DEF", "counter_note_from_item", "text_from_item"]


def _declare_text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    auction = auction_from_item(item)
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    explanation = declare_explanation(
        auction, judgement, item["contract_outcomes"], item.get("confirm")
    )
    return declare_prompt(auction), _with_note(item, explanation)


def text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """The prompt and explanation written again from a stored item (nothing played out)."""
    if item["kind"] == BID_DECLARE_KIND:
        return _declare_text_from_item(item)
    return _amount_text_from_item(item)


def counter_note_from_item(item: Mapping[str, Any]) -> dict[str, str]:
    """The note today's builders write for a stored counter-example (``quizzes reword``)."""
    auction = auction_from_item(item)
    if item["kind"] == BID_DECLARE_KIND:
        return declare_counter_note(auction.hand, str(item["answer"][0]))
    return amount_counter_note(auction)


# Registered last: the text builders above are defined after the kinds.
BID_AMOUNT_DEF = dataclasses.replace(
    BID_AMOUNT_DEF, text=text_from_item, stored_counter_note=counter_note_from_item
)
BID_DECLARE_DEF = dataclasses.replace(
    BID_DECLARE_DEF, text=text_from_item, stored_counter_note=counter_note_from_item
)
