"""Whether an item's proof heard the calls (issue 33): one rule for every engine-judged
kind, so that its words say "each drawn as often as it would lead to the calls made"
exactly when its deals were drawn that way.

The rule (``tutor.analysis.hearing.hears_others``): a ``calling_model`` other than uniform
and, among the calls the proof replayed, one made by another seat (passes included; the
learner's own calls weigh every deal alike). A card play reads its calls from the
position (``item_hears``); a calling kind from the calls its judge hears before the
learner's decision, listed here per kind from the quiz layer's own functions."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tutor.analysis.hearing import UNIFORM, hears_others, item_hears
from tutor.analysis.position import view_from_item
from tutor.engine import Action, Call, NameTrump, OrderUp, Pass, TakeUp
from tutor.quiz.kinds.calls.basics import (
    DISCARD_KIND,
    NAME_TRUMP_KIND,
    ORDER_UP_KIND,
    heard_passes,
)
from tutor.quiz.kinds.calls.exchange import exchange_from_item
from tutor.quiz.kinds.calls.exchange import heard_calls as heard_before_discard
from tutor.quiz.kinds.calls.naming import naming_from_item
from tutor.quiz.kinds.calls.offer import offer_from_item
from tutor.quiz.kinds.defend import DEFEND_ALONE_KIND
from tutor.quiz.kinds.defend_facts import defence_from_item
from tutor.quiz.kinds.lone.call import GO_ALONE_KIND, lone_from_item
from tutor.quiz.kinds.variant_calls.call import (
    BRITISH_KIND,
    THREE_HAND_KIND,
    call_from_item,
)
from tutor.quiz.kinds.variant_calls.call import heard_passes as variant_passes_heard


def _order_up(item: Mapping[str, Any]) -> Sequence[Call]:
    offer = offer_from_item(item)
    return heard_passes(offer.dealer, offer.seat, 1, offer.earlier(), [])


def _name_trump(item: Mapping[str, Any]) -> Sequence[Call]:
    naming = naming_from_item(item)
    everyone_else = [s for s in range(4) if s != naming.seat]
    return heard_passes(naming.dealer, naming.seat, 2, everyone_else, naming.earlier())


def _go_alone(item: Mapping[str, Any]) -> Sequence[Call]:
    lone = lone_from_item(item)
    return heard_passes(
        lone.dealer, lone.seat, lone.round, lone.passed_first(), lone.passed_second()
    )


def _defend_alone(item: Mapping[str, Any]) -> Sequence[Call]:
    """Every pass before the maker's call, then that call (``defend._heard_calls``)."""
    defence = defence_from_item(item)
    made: Action
    if defence.round == 2:
        made = NameTrump(defence.trump, alone=defence.alone)
    elif defence.maker == defence.dealer:
        made = TakeUp(alone=defence.alone)
    else:
        made = OrderUp(alone=defence.alone)
    passes = [Call(seat, Pass()) for seat, _ in defence.spoke()]
    return (*passes, Call(defence.maker, made))


# The calls each calling kind's judge hears before the learner's decision.
_CALLS_HEARD: dict[str, Callable[[Mapping[str, Any]], Sequence[Call]]] = {
    ORDER_UP_KIND: _order_up,
    NAME_TRUMP_KIND: _name_trump,
    DISCARD_KIND: lambda item: heard_before_discard(exchange_from_item(item)),
    GO_ALONE_KIND: _go_alone,
    DEFEND_ALONE_KIND: _defend_alone,
    THREE_HAND_KIND: lambda item: variant_passes_heard(call_from_item(item)),
    BRITISH_KIND: lambda item: variant_passes_heard(call_from_item(item)),
}


def proof_heard(item: Mapping[str, Any]) -> bool:
    """Whether the item's deals were drawn by how likely they make the calls heard: its
    ``calling_model`` is not uniform and the proof heard a call by another seat."""
    reading = item.get("calling_model")
    if reading is None or reading == UNIFORM:
        return False
    calls_heard = _CALLS_HEARD.get(str(item.get("kind")))
    if calls_heard is None:  # a card play: the calls its position implies
        return item_hears(str(reading), view_from_item(item))
    return hears_others(calls_heard(item), int(item["seat"]))
