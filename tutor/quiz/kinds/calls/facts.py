"""What a calling item's explanation says, as facts recomputed from its position and stored
evaluation (issue 28 item 2; words: ``tutor.web.explanation.calls``).

Converted so far: discard (the dealer's discard rule, the void a discard makes or the lone
aces it keeps, the card the hand needs least, each discard's expected points, the answer)
and the counter-example's note shared by the calling kinds (the rule that gives way or
does not apply).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.engine import card_power, effective_suit, parse_card
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.calls.basics import COUNTER_RULES
from tutor.quiz.kinds.calls.exchange import (
    _discard_rule_applies,
    _discard_themes,
    _lone_aces,
    _singleton,
    exchange_from_item,
)


def _answer(item: Mapping[str, Any]) -> str:
    return str(item["answer"][0])


# -- shared by the calling kinds -------------------------------------------------------------


@explanation_fact("calls-counter-rule", counter_note=True)
@dataclass(frozen=True)
class CounterRule:
    """The advice a counter-example's ``theme`` names (``COUNTER_RULES``) gives way here
    (``applies``), or its condition does not hold for this hand."""

    theme: str
    applies: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        if item.get("counter_theme") != self.theme or self.theme not in COUNTER_RULES:
            return f"the item counters {item.get('counter_theme')!r}"
        # Each calling kind that converts says when its rule applies (discard here, the
        # others through ``COUNTER_NOTE_MAKERS``).
        maker = COUNTER_NOTE_MAKERS.get(str(item["kind"]))
        if maker is not None:
            made = maker(item, self.theme)
            return None if made == self else f"the note is {made}"
        if item["kind"] != "discard":
            return f"no counter note of {item['kind']} is a fact yet"
        applies = _discard_rule_applies(exchange_from_item(item), self.theme)
        if applies != self.applies:
            return "the rule " + ("applies" if applies else "does not apply")
        return None


# A converted calling kind's counter note made from the item and its theme (order-up's
# ``offer_counter_fact``), for ``CounterRule.check``.
COUNTER_NOTE_MAKERS: dict[str, Callable[[Mapping[str, Any], str], ExplanationFact | None]] = {}


@explanation_fact("expected-points")
@dataclass(frozen=True)
class ExpectedPoints:
    """Each option's mean in points for the caller's side over ``samples`` played-out
    deals, best first (equal values in the order of their codes); ``at_score``: each
    side's points counted only up to what it needs for the game."""

    samples: int
    points: tuple[tuple[str, float], ...]
    at_score: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = expected_points(item, at_score=self.at_score)
        return None if actual == self else f"the stored evaluation says {actual}"


def expected_points(item: Mapping[str, Any], *, at_score: bool = False) -> ExpectedPoints:
    # As stored (two decimals), the same order whether written when generated or again.
    ranked = sorted(
        ((str(o), float(v)) for o, v in item["evaluation"].items()),
        key=lambda pair: (-round(pair[1], 2), pair[0]),
    )
    return ExpectedPoints(int(item["samples"]), tuple(ranked), at_score)


# -- discard ----------------------------------------------------------------------------------


@explanation_fact("dealers-discard-rule")
@dataclass(frozen=True)
class DealersDiscardRule:
    """The answer keeps the dealer's rule: no trump thrown while a plain card is held, no
    ace while a plain card below an ace is."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        themes = _discard_themes(exchange_from_item(item), parse_card(_answer(item)))
        return None if "dealer-discard" in themes else "the answer breaks the dealer's rule"


@explanation_fact("discard-makes-void")
@dataclass(frozen=True)
class DiscardMakesVoid:
    """The answer ``card`` is the only card of ``suit`` the dealer holds."""

    card: str
    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        exchange = exchange_from_item(item)
        card = parse_card(self.card)
        if self.card != _answer(item) or card not in exchange.hand:
            return f"{self.card} is not the answer"
        suit = effective_suit(card, exchange.trump)
        if suit is None or suit.code != self.suit or not _singleton(exchange, card):
            return f"{self.card} is not alone in {self.suit}"
        return None


@explanation_fact("lone-aces-kept")
@dataclass(frozen=True)
class LoneAcesKept:
    """The plain ``aces`` alone in their suits: throwing one makes a void but loses an ace
    (the first one's ``suit``, said when there is one)."""

    aces: tuple[str, ...]
    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lone_aces_kept(item)
        return None if actual == self else f"the lone aces are {actual}"


def lone_aces_kept(item: Mapping[str, Any]) -> LoneAcesKept | None:
    exchange = exchange_from_item(item)
    aces = _lone_aces(exchange)
    if not aces:
        return None
    suit = effective_suit(aces[0], exchange.trump) or exchange.trump
    return LoneAcesKept(tuple(c.code for c in aces), suit.code)


@explanation_fact("no-singleton")
@dataclass(frozen=True)
class NoSingleton:
    """No side suit of the dealer's five holds just one card: no discard makes a void."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        exchange = exchange_from_item(item)
        alone = [c.code for c in exchange.hand if _singleton(exchange, c)]
        return None if not alone else f"{', '.join(alone)} alone in its suit"


@explanation_fact("lowest-of-suit")
@dataclass(frozen=True)
class LowestOfSuit:
    """The answer ``card`` is the lowest of the dealer's cards of ``suit`` (``held``, in the
    hand's order)."""

    card: str
    suit: str
    held: tuple[str, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lowest_of_suit(item)
        if actual != self:
            return f"the answer's suit holds {actual}"
        exchange = exchange_from_item(item)
        trump, led = exchange.trump, effective_suit(parse_card(self.card), exchange.trump)
        powers = {code: card_power(parse_card(code), trump, led) for code in self.held}
        if powers[self.card] != min(powers.values()):
            return f"{self.card} is not the lowest of {', '.join(self.held)}"
        return None


def lowest_of_suit(item: Mapping[str, Any]) -> LowestOfSuit:
    exchange = exchange_from_item(item)
    trump = exchange.trump
    answer = parse_card(_answer(item))
    suit = effective_suit(answer, trump) or trump
    held = [*exchange.hand, exchange.upcard]
    same = tuple(c.code for c in held if effective_suit(c, trump) is suit)
    return LowestOfSuit(answer.code, suit.code, same)


@explanation_fact("discard-answer")
@dataclass(frozen=True)
class DiscardAnswer:
    """Discard ``card``: the item's answer."""

    card: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if self.card == _answer(item) else f"the answer is {_answer(item)}"


def discard_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored discard says, from its position and evaluation."""
    exchange = exchange_from_item(item)
    answer = parse_card(_answer(item))
    said: list[ExplanationFact] = [DealersDiscardRule()]
    if "short-suit" in item["themes"]:
        suit = effective_suit(answer, exchange.trump) or exchange.trump
        said.append(DiscardMakesVoid(answer.code, suit.code))
    else:
        aces = lone_aces_kept(item)
        if aces is not None:
            said.append(aces)
        elif not any(_singleton(exchange, c) for c in exchange.hand):
            said.append(NoSingleton())
        said.append(lowest_of_suit(item))
    said += [expected_points(item), DiscardAnswer(answer.code)]
    return said


def discard_counter_fact(item: Mapping[str, Any], rule: str) -> ExplanationFact | None:
    """The note of a discard counter-example to ``rule``: the set's theme gives way (only
    lone aces could make a void) or does not apply (no discard makes one)."""
    if rule not in COUNTER_RULES:
        return None
    exchange = exchange_from_item(item)
    themes = _discard_themes(exchange, parse_card(_answer(item)))
    if rule in themes:
        return None
    return CounterRule(rule, _discard_rule_applies(exchange, rule))


__all__ = [
    "CounterRule",
    "DealersDiscardRule",
    "DiscardAnswer",
    "DiscardMakesVoid",
    "ExpectedPoints",
    "LoneAcesKept",
    "LowestOfSuit",
    "NoSingleton",
    "discard_counter_fact",
    "discard_facts",
    "expected_points",
]
