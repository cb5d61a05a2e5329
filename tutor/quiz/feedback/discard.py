"""Feedback on the dealer's discard after taking the turn-up: the card thrown compared with
the answer — whether it is a trump, and which of the two leaves a void in its suit."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.engine import Rank, Suit, effective_suit, is_trump, parse_card
from tutor.quiz.feedback.facts import Fact, Feedback, points_cost


@dataclass(frozen=True)
class DiscardComparison:
    """The chosen discard and the answer in the dealer's six cards (the five dealt and the
    turn-up, trump ``trump``): whether the chosen card is a trump, and how many cards of
    each one's suit stay in the hand once it is thrown (0: a void)."""

    chosen: str
    answer: str
    trump: str
    chosen_trump: bool
    chosen_suit_left: int
    answer_suit_left: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        fresh = discard_comparison(item, self.chosen)
        return None if fresh == self else f"the hand gives {fresh}"


def discard_comparison(item: Mapping[str, Any], chosen: str) -> DiscardComparison:
    upcard = parse_card(str(item["upcard"]))
    trump = Suit.parse(str(item["trump"]))
    held = [*(parse_card(str(c)) for c in item["choices"]), upcard]
    answer = str(item["answer"][0])

    def left(code: str) -> int:
        card = parse_card(code)
        suit = effective_suit(card, trump)
        return sum(1 for c in held if c != card and effective_suit(c, trump) is suit)

    return DiscardComparison(
        chosen,
        answer,
        trump.code,
        is_trump(parse_card(chosen), trump),
        left(chosen),
        left(answer),
    )


def _key(fact: DiscardComparison) -> str:
    """The mistake key the classes' reports count (the keys of the old diagnoser)."""
    if fact.chosen_trump:
        return "discarded-a-trump"
    if parse_card(fact.chosen).rank is Rank.ACE:
        return "discarded-an-ace"
    if fact.answer_suit_left == 0 and fact.chosen_suit_left > 0:
        return "missed-a-void"
    return "discarded-a-useful-card"


def discard_feedback(item: Mapping[str, Any], chosen: str) -> Feedback:
    chosen = parse_card(chosen).code
    comparison = discard_comparison(item, chosen)
    facts: list[Fact] = [comparison]
    cost = points_cost(item, chosen, comparison.answer)
    if cost is not None:
        facts.append(cost)
    return Feedback(_key(comparison), chosen, comparison.answer, tuple(facts))
