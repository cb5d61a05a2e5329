"""Explanation facts the rules kinds share (``tutor.quiz.explaining``): the contract a
position is played in. Words for them: ``tutor.web.explanation.rules``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import contract_from
from tutor.engine import Suit
from tutor.quiz.explaining import explanation_fact


def suit_code(suit: Suit | None) -> str | None:
    return None if suit is None else suit.code


@explanation_fact("contract")
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
