"""What a stored bid-declare item's facts are made from again (``flask quizzes facts``);
bid-amount items' explanation facts are ``amount_facts``. The two kinds' definitions that
use them."""

from __future__ import annotations

import dataclasses
import random

from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds.base import Item, Spec
from tutor.quiz.kinds.bids.amount import BID_AMOUNT_DEF, LOWEST, generate_amount
from tutor.quiz.kinds.bids.amount_facts import amount_facts, counter_fact
from tutor.quiz.kinds.bids.ask import amount_prompt, declare_prompt
from tutor.quiz.kinds.bids.declare import (
    BID_DECLARE_DEF,
    LONG_SUIT,
    generate_declare,
)
from tutor.quiz.kinds.bids.declare_facts import counter_fact as declare_counter_fact
from tutor.quiz.kinds.bids.declare_facts import declare_facts

# The kinds' definitions here replace the ones imported (they gain the text builders).
__all__ = ["BID_AMOUNT_DEF", "BID_DECLARE_DEF"]


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
    item["prompt_facts"] = facts_json(amount_prompt(item))
    return item


# Registered last: the text builders and facts above are defined after the kinds.
BID_AMOUNT_DEF = dataclasses.replace(
    BID_AMOUNT_DEF,
    generate=generate_amount_with_facts,
    facts=amount_facts,
    counter_fact=counter_fact,
    prompt=amount_prompt,
    labels_in_catalogue=True,
)


def generate_declare_with_facts(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    """A bid-declare item with its explanation facts (a counter-example's note first)."""
    item = generate_declare(spec, number, theme, rng)
    if item is None:
        return None
    said = declare_facts(item)
    note = declare_counter_fact(item, LONG_SUIT) if item.get("counter_example") else None
    item["explanation_facts"] = facts_json(said if note is None else [note, *said])
    item["prompt_facts"] = facts_json(declare_prompt(item))
    return item


BID_DECLARE_DEF = dataclasses.replace(
    BID_DECLARE_DEF,
    generate=generate_declare_with_facts,
    facts=declare_facts,
    counter_fact=declare_counter_fact,
    prompt=declare_prompt,
    labels_in_catalogue=True,
)
