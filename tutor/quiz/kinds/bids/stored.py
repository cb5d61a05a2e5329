"""The prompt, explanation and counter-example note written again from a stored bid-declare
item (``quizzes reword``); bid-amount items store their explanation as facts
(``amount_facts``, ``flask quizzes facts``). The two kinds' definitions that use them."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

from tutor.analysis.calling import CallJudgement
from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds.base import Item, Spec
from tutor.quiz.kinds.bids.amount import BID_AMOUNT_DEF, LOWEST, generate_amount
from tutor.quiz.kinds.bids.amount_facts import amount_facts, counter_fact
from tutor.quiz.kinds.bids.common import (
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
    return _declare_text_from_item(item)


def counter_note_from_item(item: Mapping[str, Any]) -> dict[str, str]:
    """The note today's builders write for a stored counter-example (``quizzes reword``)."""
    auction = auction_from_item(item)
    return declare_counter_note(auction.hand, str(item["answer"][0]))


def generate_amount_with_facts(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    """A bid-amount item with its explanation facts (a counter-example's note first)."""
    item = generate_amount(spec, number, theme, rng)
    if item is None:
        return None
    said = amount_facts(item)
    note = counter_fact(item, LOWEST) if item.get("counter_example") else None
    item["explanation_facts"] = facts_json(said if note is None else [note, *said])
    return item


# Registered last: the text builders and facts above are defined after the kinds.
BID_AMOUNT_DEF = dataclasses.replace(
    BID_AMOUNT_DEF,
    generate=generate_amount_with_facts,
    facts=amount_facts,
    counter_fact=counter_fact,
)
BID_DECLARE_DEF = dataclasses.replace(
    BID_DECLARE_DEF, text=text_from_item, stored_counter_note=counter_note_from_item
)
