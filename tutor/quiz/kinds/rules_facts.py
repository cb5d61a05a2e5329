"""Explanation facts the rules kinds share (``tutor.quiz.explaining``): the contract a
position is played in, what a special card is in it. Words for them:
``tutor.web.explanation.rules``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import contract_from, item_variant
from tutor.engine import Suit, is_left_bower, is_right_bower, parse_card
from tutor.quiz.explaining import explanation_fact


def suit_code(suit: Suit | None) -> str | None:
    return None if suit is None else suit.code


@explanation_fact("contract", position=True)
@dataclass(frozen=True)
class Contract:
    """The contract: trump's suit letter, or no-trump (``trump`` None), high or ``low``."""

    trump: str | None
    low: bool = False

    def check(self, item: Mapping[str, Any]) -> str | None:
        trump, low = contract_from(item)
        if (suit_code(trump), low) != (self.trump, self.low):
            return f"the contract is trump {suit_code(trump)}, low {low}"
        return None

    @property
    def suit(self) -> Suit | None:
        return None if self.trump is None else Suit.parse(self.trump)


@explanation_fact("card-role")
@dataclass(frozen=True)
class CardRole:
    """What a special card is in this contract: the Benny (joker), the right bower or the
    left bower of ``trump``; ``benny``: the Benny is in the pack (the right bower is then
    the second trump)."""

    card: str
    trump: str
    benny: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        trump, _ = contract_from(item)
        if suit_code(trump) != self.trump:
            return f"trump is {suit_code(trump)}"
        if item_variant(item).joker != self.benny:
            return "the Benny is " + ("in" if self.benny is False else "not in") + " the pack"
        if self.role is None:
            return f"{self.card} is neither the Benny nor a bower"
        return None

    @property
    def role(self) -> str | None:
        """ "benny", "right-bower", "left-bower", or None for any other card."""
        card, trump = parse_card(self.card), Suit.parse(self.trump)
        if card.is_joker:
            return "benny"
        if is_right_bower(card, trump):
            return "right-bower"
        if is_left_bower(card, trump):
            return "left-bower"
        return None


@explanation_fact("answer-is")
@dataclass(frozen=True)
class AnswerIs:
    """The item's answer is ``choice`` (read by its label where the item has labels)."""

    choice: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        answer = [str(a) for a in item["answer"]]
        return None if answer == [self.choice] else f"the answer is {' '.join(answer)}"


@explanation_fact("ask/tricks-played")
@dataclass(frozen=True)
class TricksPlayed:
    """``count`` tricks of the hand are over (said only when one or more is)."""

    count: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        played = len(item.get("history") or [])
        return None if played == self.count else f"{played} tricks have been played"


def asked_otherwise(item: Mapping[str, Any], kind: str, **fields: Any) -> str | None:
    """What a question fact finds false: None when the item's stored ``question`` is of
    ``kind`` with these ``fields``, else what it asks instead."""
    question = item["question"]
    asked = (question["type"], *(question.get(name) for name in fields))
    return None if asked == (kind, *fields.values()) else f"the item asks {asked}"
