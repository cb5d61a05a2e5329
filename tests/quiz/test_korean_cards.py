"""Korean text writes the joker as it is read (조커), never the English "Joker"."""

from __future__ import annotations

import pytest

from tutor.engine import parse_card
from tutor.engine.explain import Reason, describe
from tutor.quiz.bank import load_catalogue

CATALOGUE = load_catalogue()


def _korean_texts(data: dict[str, object]) -> list[str]:
    texts = []
    for field in ("prompt", "explanation", "counter_note"):
        value = data.get(field)
        if isinstance(value, dict) and isinstance(value.get("ko"), str):
            texts.append(value["ko"])
    return texts


@pytest.mark.parametrize("set_id", sorted(s.id for s in CATALOGUE))
def test_no_korean_text_of_a_bank_writes_joker_in_english(set_id: str) -> None:
    quiz_set = next(s for s in CATALOGUE if s.id == set_id)
    for item in quiz_set.items:
        for text in _korean_texts(item.data):
            assert "Joker" not in text, (item.id, text)


def test_the_engine_reason_lists_the_joker_in_korean() -> None:
    # British Euchre, diamonds led and trump: the Benny is a diamond and must follow.
    cards = (parse_card("JH"), parse_card("9D"), parse_card("JO"))
    reason = Reason("must-follow", "follow-suit", cards=cards, suit=parse_card("9D").suit)
    assert describe(reason, "ko").endswith("J♥, 9♦, 조커")
    assert describe(reason, "en").endswith("J♥, 9♦, Joker")
