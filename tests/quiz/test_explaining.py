"""The explanation facts' registry and JSON form (tutor.quiz.explaining)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest

from tutor.quiz.explaining import (
    explanation_fact,
    first_false_fact,
    from_json,
    stored_facts,
    to_json,
)


@explanation_fact("test-trump-is")
@dataclass(frozen=True)
class _TrumpIs:
    suit: str
    cards: tuple[str, ...] = ()

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if item.get("trump") == self.suit else f"trump is {item.get('trump')}"


def test_a_fact_round_trips_through_its_json_form() -> None:
    fact = _TrumpIs("H", ("JH", "JD"))
    data = to_json(fact)
    assert data == {"fact": "test-trump-is", "suit": "H", "cards": ["JH", "JD"]}
    assert from_json(data) == fact


def test_the_first_false_fact_is_named() -> None:
    item = {"trump": "S", "explanation_facts": [to_json(_TrumpIs("S")), to_json(_TrumpIs("H"))]}
    assert first_false_fact(item) == "test-trump-is: trump is S"
    assert first_false_fact({**item, "explanation_facts": item["explanation_facts"][:1]}) is None


def test_unknown_names_and_fields_are_refused_not_crashed() -> None:
    assert first_false_fact({"explanation_facts": [{"fact": "no-such"}]}) == (
        "unknown explanation fact 'no-such'"
    )
    with pytest.raises(ValueError, match="test-trump-is"):
        from_json({"fact": "test-trump-is", "colour": "red"})
    assert stored_facts({"explanation": {"en": "prose"}}) is None
