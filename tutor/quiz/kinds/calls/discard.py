"""Generating, checking and wording discard items."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.calling import (
    CallJudgement,
)
from tutor.analysis.deal import CALL_THRESHOLD, hand_strength
from tutor.analysis.proof import (
    MARGIN_POINTS,
    item_fields,
    replay_problem,
)
from tutor.engine import (
    effective_suit,
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    Item,
    Spec,
    base_item,
    mark_counter,
    require,
    text,
)
from tutor.quiz.kinds.calls.basics import (
    COUNTER_RULES,
    PRESCREEN,
    SELECTION_MARGIN,
    _check_hand,
    _confirmed,
    _evaluation_text,
    _require_counter,
    _require_modelled,
    _require_principle,
    _require_stored,
    _seat,
)
from tutor.quiz.kinds.calls.exchange import (
    Exchange,
    _discard_counter_fits,
    _discard_rule_applies,
    _discard_themes,
    _exchange_has_twin,
    _lone_aces,
    _singleton,
    confirm_exchange,
    exchange_from_item,
    judge_exchange,
)
from tutor.quiz.words import (
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_text,
    josa,
    lines,
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
    labels = {c.code: {"en": f"Discard {c}", "ko": f"{card_ko(c)} 버리기"} for c in hand}
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
            "explanation": _discard_explanation(exchange, _confirmed(proof), themes, labels),
        }
    )
    if counter and theme is not None:
        applies = _discard_rule_applies(exchange, theme)
        mark_counter(item, theme, COUNTER_RULES[theme], applies=applies)
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
        item,
        lambda theme: _discard_counter_fits(exchange, theme) and theme not in themes,
        lambda theme: _discard_rule_applies(exchange, theme),
    )
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


def _discard_explanation(
    exchange: Exchange,
    judgement: CallJudgement,
    themes: Sequence[str],
    labels: Mapping[str, Mapping[str, str]],
) -> dict[str, str]:
    answer = parse_card(judgement.best)
    trump = exchange.trump
    held = [*exchange.hand, exchange.upcard]
    en = ["The dealer's discard: never a trump while you hold a plain card, and keep your aces."]
    ko = ["딜러가 버릴 때는 일반 카드가 있는 한 으뜸패를 버리지 않고, 에이스는 지킵니다."]
    suit = effective_suit(answer, trump) or trump
    if "short-suit" in themes:
        en.append(
            f"Throwing the {answer}, your only {suit_en(suit)[:-1]}, leaves you void: you can "
            f"trump {suit_en(suit)} at once."
        )
        ko.append(
            f"{card_josa(answer, '은')} 당신의 유일한 {suit_ko(suit)} 카드라 버리면 그 무늬가 "
            f"비어서, {josa(suit_ko(suit), '이')} 나오면 바로 으뜸패로 자를 수 있습니다."
        )
    else:
        lone_aces = _lone_aces(exchange)
        if len(lone_aces) == 1:
            ace = lone_aces[0]
            ace_suit = effective_suit(ace, trump) or trump
            en.append(
                f"Your only {suit_en(ace_suit)[:-1]} is the {ace}: throwing it would make a "
                "void, but an ace wins a trick of its own, so keep it."
            )
            ko.append(
                f"{josa(suit_ko(ace_suit), '은')} {card_ko(ace)}뿐이라 버리면 보이드가 되지만, "
                "에이스는 그것만으로 트릭을 따는 카드이니 남겨 둡니다."
            )
        elif lone_aces:
            aces = cards_ko(lone_aces)
            aces_en = f"{cards_text(lone_aces[:-1])} and {lone_aces[-1]}"
            en.append(
                f"Your {aces_en} are each alone in their suit: throwing any of them would "
                "make a void, but an ace wins a trick of its own, so keep them."
            )
            ko.append(
                f"{josa(aces, '은')} 각각 그 무늬의 유일한 카드라 버리면 보이드가 되지만, "
                "에이스는 그것만으로 트릭을 따는 카드이니 남겨 둡니다."
            )
        elif not any(_singleton(exchange, c) for c in exchange.hand):
            en.append("No side suit has just one card here, so no discard makes a void.")
            ko.append("카드가 한 장뿐인 무늬가 없어서 어떤 카드를 버려도 보이드가 생기지 않습니다.")
        same = [c for c in held if effective_suit(c, trump) is suit]
        en.append(
            f"The {answer} is the lowest of your {suit_en(suit)} ({cards_text(same)}) and the "
            "card your hand needs least."
        )
        ko.append(
            f"{card_josa(answer, '은')} 당신의 {suit_ko(suit)}({cards_ko(same)}) 중 가장 "
            "낮고, 손패에서 가장 덜 필요한 카드입니다."
        )
    eval_en, eval_ko = _evaluation_text(judgement, labels)
    en.append(eval_en)
    ko.append(eval_ko)
    en.append(f"Discard the {answer}.")
    ko.append(f"{card_josa(answer, '을')} 버리세요.")
    return text(lines(en), lines(ko))
