"""order-up, name-trump and discard: calling decisions judged by playing the hand out.

Each option is played out over sampled deals of the unseen cards (``tutor.analysis.calling``)
and valued in points for the caller's side; an item is published only when the best
option clears the second by ``MARGIN_POINTS`` and follows a principle of rules-spec §4.

The package (one module before issue 28): ``basics`` (what the kinds share), one position
module per kind judging it (``offer``, ``naming``, ``exchange``), the questions of
order-up, name-trump and go-alone as facts (``ask``, worded by
``tutor.web.explanation.ask_calls``), the explanation facts
(discard's ``facts``, worded by ``tutor.web.explanation.calls``; order-up's
``offer_facts`` and name-trump's ``naming_facts``, worded by ``tutor.web.explanation.offer``
and ``.naming``), their generation and checking (``order_up``, ``name_trump``,
``discard``), and here the three kinds and the stored-item readers (discard's text,
audit).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.calling import ALONE, ORDER_UP, PASS
from tutor.engine import SUITS, Suit
from tutor.quiz import principles
from tutor.quiz.kinds.base import Kind
from tutor.quiz.kinds.calls.ask import naming_prompt, offer_prompt
from tutor.quiz.kinds.calls.basics import (
    A11_THREE,
    ALONE_SUFFIX,
    COUNTER_RULES,
    DISCARD_KIND,
    NAME_TRUMP_KIND,
    ORDER_UP_KIND,
    PASSING_DEAL_TRIES,
    PRESCREEN,
    SELECTION_MARGIN,
    _require_stored,
    alone_code,
    item_model,
    naming_action,
)
from tutor.quiz.kinds.calls.discard import (
    check_discard,
    discard_prompt,
    generate_discard,
)
from tutor.quiz.kinds.calls.exchange import (
    Exchange,
    confirm_exchange,
    exchange_from_item,
    exchange_judge,
    judge_exchange,
)
from tutor.quiz.kinds.calls.facts import discard_counter_fact, discard_facts
from tutor.quiz.kinds.calls.name_trump import check_name_trump, generate_name_trump
from tutor.quiz.kinds.calls.naming import (
    _NAMING_PRINCIPLES,
    NAMING_SHAPES,
    Naming,
    confirm_naming,
    judge_naming,
    naming_from_item,
    naming_judge,
)
from tutor.quiz.kinds.calls.naming_facts import naming_counter_fact, naming_facts
from tutor.quiz.kinds.calls.offer import (
    _OFFER_PRINCIPLES,
    Offer,
    confirm_offer,
    judge_offer,
    offer_from_item,
    offer_judge,
    partner_takes_turn_up,
    s03_high,
)
from tutor.quiz.kinds.calls.offer_facts import offer_counter_fact, offer_facts
from tutor.quiz.kinds.calls.order_up import (
    COUNTER_ANSWERS_OPTION,
    GAME_POINT_SCORES,
    OPPONENTS_AT_GAME,
    SCORE_ANY_HAND,
    SCORE_PLAN_OPTION,
    SCORE_PLAN_SLACK,
    SCORE_PLANS,
    SEAT_CYCLE_OPTION,
    check_order_up,
    generate_order_up,
)
from tutor.quiz.words import cards_text, suit_en


def audit_order_up(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    """Each option's mean in points at the item's score over an independent audit stream
    (the earlier passes read as the item's proof read them: ``calling_model``)."""
    judge = offer_judge(offer_from_item(item), str(item["id"]), "audit", item_model(item))
    return judge.extend(deals).evaluation


def audit_name_trump(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    naming = naming_from_item(item)
    judge = naming_judge(naming, str(item["id"]), "audit", item_model(item))
    return judge.extend(deals).evaluation


def audit_discard(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    # The audit hears the calls as the item's proof did (its recorded calling model).
    exchange = exchange_from_item(item)
    judge = exchange_judge(exchange, str(item["id"]), "audit", item_model(item))
    return judge.extend(deals).evaluation


ORDER_UP_DEF = Kind(
    ORDER_UP_KIND,
    tuple(_OFFER_PRINCIPLES),
    generate_order_up,
    check_order_up,
    engine_judged=True,
    audit=audit_order_up,
    facts=offer_facts,
    counter_fact=offer_counter_fact,
    prompt=offer_prompt,
    labels_in_catalogue=True,
)


NAME_TRUMP_DEF = Kind(
    NAME_TRUMP_KIND,
    tuple(_NAMING_PRINCIPLES),
    generate_name_trump,
    check_name_trump,
    engine_judged=True,
    audit=audit_name_trump,
    facts=naming_facts,
    counter_fact=naming_counter_fact,
    prompt=naming_prompt,
    labels_in_catalogue=True,
)


DISCARD_DEF = Kind(
    DISCARD_KIND,
    ("dealer-discard", "short-suit"),
    generate_discard,
    check_discard,
    engine_judged=True,
    audit=audit_discard,
    facts=discard_facts,
    counter_fact=discard_counter_fact,
    prompt=discard_prompt,
)


# The names the rest of the code imports from here (the module was one file before the split);
# _require_stored is for variant_calls, which imports it from here.
__all__ = [
    "A11_THREE",
    "ALONE",
    "ALONE_SUFFIX",
    "COUNTER_ANSWERS_OPTION",
    "COUNTER_RULES",
    "DISCARD_DEF",
    "DISCARD_KIND",
    "GAME_POINT_SCORES",
    "NAME_TRUMP_DEF",
    "NAME_TRUMP_KIND",
    "NAMING_SHAPES",
    "OPPONENTS_AT_GAME",
    "ORDER_UP",
    "ORDER_UP_DEF",
    "ORDER_UP_KIND",
    "PASS",
    "PASSING_DEAL_TRIES",
    "PRESCREEN",
    "SCORE_ANY_HAND",
    "SCORE_PLANS",
    "SCORE_PLAN_OPTION",
    "SCORE_PLAN_SLACK",
    "SEAT_CYCLE_OPTION",
    "SELECTION_MARGIN",
    "SUITS",
    "Exchange",
    "Naming",
    "Offer",
    "Suit",
    "_require_stored",
    "alone_code",
    "audit_discard",
    "audit_name_trump",
    "audit_order_up",
    "cards_text",
    "check_discard",
    "check_name_trump",
    "check_order_up",
    "confirm_exchange",
    "confirm_naming",
    "confirm_offer",
    "generate_discard",
    "generate_name_trump",
    "generate_order_up",
    "judge_exchange",
    "judge_naming",
    "judge_offer",
    "naming_action",
    "partner_takes_turn_up",
    "principles",
    "s03_high",
    "suit_en",
]
