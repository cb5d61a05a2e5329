"""The quiz layer's prose builders read a message's Korean from the catalogue
(``tutor.quiz.catalogue.translated``), particles filled, and never fall back to English."""

from __future__ import annotations

import re

import pytest

from tutor.quiz import principles
from tutor.quiz.catalogue import translated
from tutor.quiz.kinds.curated import POSITIONS

HANGUL = re.compile(r"[\uac00-\ud7a3]")


def test_an_advice_is_read_from_the_catalogue() -> None:
    assert principles.ADVICE_MESSAGES["A-5"] == "on defence, avoid leading trump"
    assert principles.ADVICE["A-5"] == "on defence, avoid leading trump"
    korean = principles.advice_in(principles.ADVICE["A-5"], "ko")
    assert korean == "수비할 때는 으뜸패 리드를 피한다"


def test_every_advice_has_its_korean() -> None:
    for key, advice in principles.ADVICE.items():
        assert advice == principles.ADVICE_MESSAGES[key]
        assert HANGUL.search(principles.advice_in(advice, "ko")), key


def test_a_curated_reason_has_its_card_particles_filled() -> None:
    # Position 3: A♣ (에이스) takes 는, K♦ and K♥ (킹) take 을.
    assert POSITIONS[2].why_in("en") == (
        "Partner's A♣ is the highest club and your right opponent has followed: throw the "
        "K♦ and keep the right bower and the K♥ for the tricks only trumps can win."
    )
    assert POSITIONS[2].why_in("ko") == (
        "파트너의 A♣는 가장 높은 클럽이고 오른쪽 상대도 클럽을 냈습니다. K♦을 버리고, "
        "으뜸패로만 이길 수 있는 트릭을 위해 라이트 바우어와 K♥을 남겨 둡니다."
    )


def test_a_message_missing_from_the_catalogue_is_an_error_not_english() -> None:
    with pytest.raises(LookupError, match="no ko message"):
        translated("ko", "lead the J♠ because the moon is full")
    assert translated("en", "lead the J♠ because the moon is full").startswith("lead")
