"""Generating and checking discard items, and their prompt (the explanation is facts:
``tutor.quiz.kinds.calls.facts``)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.deal import CALL_THRESHOLD, hand_strength
from tutor.analysis.hearing import CallingModel
from tutor.analysis.proof import (
    MARGIN_POINTS,
    item_fields,
    replay_problem,
)
from tutor.engine import (
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.explaining import ExplanationFact, counter_note_fact, explanation_fact, facts_json
from tutor.quiz.kinds.base import (
    Item,
    Spec,
    base_item,
    require,
)
from tutor.quiz.kinds.calls.basics import (
    PRESCREEN,
    SELECTION_MARGIN,
    _check_hand,
    _require_counter,
    _require_modelled,
    _require_principle,
    _require_stored,
    item_model,
    reprove_stored,
)
from tutor.quiz.kinds.calls.exchange import (
    Exchange,
    _discard_counter_fits,
    _discard_themes,
    _exchange_has_twin,
    confirm_exchange,
    exchange_from_item,
    judge_exchange,
)
from tutor.quiz.kinds.calls.facts import discard_counter_fact, discard_facts


def generate_discard(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    _require_modelled(variant, "discard")
    dealer = rng.randrange(4)
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    upcard = deck[0]
    hand = sorted(deck[1:6])
    trump = upcard.suit
    if trump is None:
        return None
    maker = dealer if rng.random() < 0.5 else (dealer + rng.choice((1, 2, 3))) % 4
    if maker == dealer and hand_strength([*hand, upcard], trump) < CALL_THRESHOLD - 1:
        return None
    exchange = Exchange(variant, dealer, maker, hand, upcard)
    counter = theme is not None and spec.is_theme_counter(number)
    if counter and not _discard_counter_fits(exchange, str(theme)):
        return None
    item_id = spec.item_id(number)
    glance = judge_exchange(exchange, item_id, PRESCREEN)
    if glance.margin < MARGIN_POINTS:
        return None
    glance_themes = _discard_themes(exchange, parse_card(glance.best))
    if theme is not None and (theme in glance_themes) is counter:
        return None
    judgement = judge_exchange(exchange, item_id)
    answer = parse_card(judgement.best)
    themes = _discard_themes(exchange, answer)
    if judgement.margin < SELECTION_MARGIN or "dealer-discard" not in themes:
        return None
    if theme is not None and (theme in themes) is counter:
        return None
    if _exchange_has_twin(exchange, answer.code):
        return None
    if not principles.fits("A-4", principles.DealerDiscard(tuple(hand), upcard, answer)):
        return None
    discards = [principles.DealerDiscard(tuple(hand), upcard, c) for c in [*hand, upcard]]
    if not principles.decides("A-4", discards):
        return None
    if principles.unseparated(
        "A-4", principles.DealerDiscard(tuple(hand), upcard, answer), discards
    ):
        return None  # two discards A-4 allows alike: it cannot say which
    proof = confirm_exchange(exchange, item_id, answer.code)
    if not proof.proven:
        return None
    item = base_item(spec, number)
    item.update(
        {
            "trump": trump.code,
            "no_trump": None,
            "dealer": dealer,
            "maker": maker,
            "alone": False,
            "seat": dealer,
            "upcard": upcard.code,
            "upcard_taken": True,
            "history": [],
            "trick": [],
            "hand": [c.code for c in sorted([*hand, upcard])],
            "round": 1,
            "choices": [c.code for c in hand],
            "answer": [answer.code],
            "themes": themes,
            "principle": "A-4",
            **item_fields(proof),
        }
    )
    item["prompt_facts"] = facts_json(discard_prompt(item))
    # The explanation is facts (words: tutor.web.explanation.calls); a counter-example's
    # note opens them.
    facts = discard_facts(item)
    if counter and theme is not None:
        item["counter_example"] = True
        item["counter_theme"] = theme
        note = discard_counter_fact(item, theme)
        if note is None:
            return None
        facts = [note, *facts]
    item["explanation_facts"] = facts_json(facts)
    return item


def check_discard(item: Mapping[str, Any], *, prove: bool = True) -> None:
    exchange = exchange_from_item(item)
    held = [parse_card(str(c)) for c in item["hand"]]
    _check_hand(item, held, exchange.variant)
    require(
        sorted(held) == sorted([*exchange.hand, exchange.upcard]), item, "hand = five + turn-up"
    )
    _require_stored(item)
    answer = parse_card(str(item["answer"][0]))
    _require_principle(
        item,
        lambda code: principles.DealerDiscard(
            tuple(exchange.hand), exchange.upcard, parse_card(code)
        ),
    )
    require(set(item["themes"]) <= set(_discard_themes(exchange, answer)), item, "themes")
    require(not _exchange_has_twin(exchange, answer.code), item, "another card is worth the same")
    themes = _discard_themes(exchange, answer)
    _require_counter(
        item, lambda theme: _discard_counter_fits(exchange, theme) and theme not in themes
    )
    if item.get("counter_example"):
        note = discard_counter_fact(item, str(item["counter_theme"]))
        require(counter_note_fact(item) == note, item, "the counter note says why")
    if prove:
        proof = confirm_exchange(
            exchange,
            str(item["id"]),
            answer.code,
            samples=int(item["samples"]),
            model=item_model(item),
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")


def reprove_discard(
    item: Mapping[str, Any], model: CallingModel
) -> tuple[str, dict[str, Any] | None]:
    """Prove a stored discard afresh (the banks' proof rule) on deals that hear the passes
    and the order-up under ``model``. Returns the outcome and, where it holds, the item with
    the new proof and ``calling_model`` (its facts still to be made afresh)."""
    exchange = exchange_from_item(item)
    answer = str(item["answer"][0])
    return reprove_stored(
        item,
        model,
        lambda: (confirm_exchange(exchange, str(item["id"]), answer, model=model), {}),
    )


# -- the question's facts (words: tutor.web.explanation.calls) ------------------------------


@explanation_fact("ask/dealer-adds-turn-up")
@dataclass(frozen=True)
class DealerAddsTurnUp:
    """You deal and add the turn-up ``upcard`` to your hand, trump ``trump``: picked up
    yourself (``maker`` is you) or ordered up by ``maker``; the question is your discard."""

    maker: int
    upcard: str
    trump: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = (int(item["maker"]), str(item["upcard"]), str(item["trump"]))
        if actual != (self.maker, self.upcard, self.trump):
            return f"maker, turn-up, trump: {actual}"
        if not item.get("upcard_taken") or item.get("seat") != item.get("dealer"):
            return "you are not the dealer who took the turn-up"
        return None


def discard_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The pick-up (or the order-up) and the question."""
    return [DealerAddsTurnUp(int(item["maker"]), str(item["upcard"]), str(item["trump"]))]
