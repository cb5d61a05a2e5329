"""Generating and checking discard items, and their prompt (the explanation is facts:
``tutor.quiz.kinds.calls.facts``)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tutor.analysis.deal import CALL_THRESHOLD, hand_strength
from tutor.analysis.proof import (
    MARGIN_POINTS,
    item_fields,
    replay_problem,
)
from tutor.engine import (
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.explaining import counter_note_fact, facts_json
from tutor.quiz.kinds.base import (
    Item,
    Spec,
    base_item,
    require,
    text,
)
from tutor.quiz.kinds.calls.basics import (
    PRESCREEN,
    SELECTION_MARGIN,
    _check_hand,
    _require_counter,
    _require_modelled,
    _require_principle,
    _require_stored,
    _seat,
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
from tutor.quiz.words import (
    capital,
    card_josa,
    josa,
    suit_en,
    suit_ko,
)


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
            "prompt": _discard_prompt(exchange),
        }
    )
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
            exchange, str(item["id"]), answer.code, samples=int(item["samples"])
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")


# -- discard text -------------------------------------------------------------------------


def _discard_prompt(exchange: Exchange) -> dict[str, str]:
    up, trump = exchange.upcard, exchange.trump
    if exchange.maker == exchange.dealer:
        took_en = f"You are the dealer and picked up the {up}: {suit_en(trump)} are trump."
        took_ko = (
            f"당신은 딜러이고 {card_josa(up, '을')} 테이크업했습니다. 으뜸패는 "
            f"{suit_ko(trump)}입니다."
        )
    else:
        maker_en = _seat(exchange.maker, exchange.dealer, "en")
        maker_ko = _seat(exchange.maker, exchange.dealer, "ko")
        took_en = (
            f"{capital(maker_en)} ordered up the {up}, so you, the dealer, add it to your "
            f"hand: {suit_en(trump)} are trump."
        )
        took_ko = (
            f"{josa(maker_ko, '이')} {card_josa(up, '을')} 오더업해서 딜러인 당신이 손패에 "
            f"더합니다. 으뜸패는 {suit_ko(trump)}입니다."
        )
    return text(
        f"{took_en} Which card do you discard?",
        f"{took_ko} 어떤 카드를 버릴까요?",
    )
