"""The stuck dealer's comparison with the reverse-next suit (name-trump's "stuck-reverse"
reason) in Korean: every particle after a card or a suit takes the form the word is read
with (tutor.korean): "A♦로" and "8♣로" but "Q♦으로"; "하트로도" but "클럽으로도" (the
msgstr once wrote 로 after every suit, "클럽로도")."""

from __future__ import annotations

import pytest

from tutor.korean import misplaced_particles
from tutor.quiz.kinds.calls.naming_facts import NamingReason
from tutor.web.explanation.naming import naming_reason
from tutor.web.text import in_language


def _korean(named: str, other: str, why: str, named_cards: str) -> str:
    """The comparison in Korean: ``other`` reaches the minimum with K♠ 9♠ and the A♥, but
    ``named`` (holding ``named_cards``) wins on ``why``."""
    part = ("stuck-reverse", other, named, why, "KS 9S", "AH", named_cards, "2", "3")
    with in_language("ko"):
        return naming_reason(NamingReason((part,)), {"variant": "standard"}, "ko")


@pytest.mark.parametrize(
    ("named", "other", "cards", "said"),
    [
        ("D", "H", "JD QD", "J♦, Q♦으로"),  # 퀸: 으로
        ("H", "D", "JH AD", "J♥, A♦로"),  # 에이스: 로
        ("C", "S", "JC 8C", "J♣, 8♣로"),  # 팔, ㄹ: 로
        ("S", "C", "JS KS", "J♠, K♠으로"),  # 킹: 으로
    ],
)
def test_more_trumps_take_the_particle_of_their_last_card(
    named: str, other: str, cards: str, said: str
) -> None:
    text = _korean(named, other, "more", cards)
    assert f"쪽이 {said} " in text
    assert misplaced_particles(text) == []


@pytest.mark.parametrize(
    ("named", "said"),
    [("C", "클럽으로도"), ("S", "스페이드로도"), ("H", "하트로도"), ("D", "다이아몬드로도")],
)
def test_as_many_trumps_take_the_particle_of_the_suit(named: str, said: str) -> None:
    other = {"C": "S", "S": "C", "H": "D", "D": "H"}[named]
    text = _korean(named, other, "same", "JC AC")
    assert f", {said} 으뜸패가 같은 수만큼 있습니다" in text
    assert "클럽로" not in text
