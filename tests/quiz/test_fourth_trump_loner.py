"""A-9 as the calling lesson measures it (lessons/tables/alone-top-trumps.json): the top
three trumps gain alone with a side ace or nothing but trumps beside them; with a fourth
trump and a small side card instead, alone (+1.43) came out no better than with partner
(+1.47), so that march is doubtful and the "Not alone" reason says so in both languages."""

from __future__ import annotations

import pytest

from tutor.engine import Suit, parse_cards
from tutor.quiz import principles
from tutor.quiz.kinds.calls.offer_facts import NotAlone
from tutor.web.explanation.offer import not_alone_words
from tutor.web.text import in_language
from tutor.web.words import Words


@pytest.mark.parametrize(
    ("hand", "marches"),
    [
        ("JS JC AS AH 9H", True),  # top three and a side ace
        ("JS JC AS KS AH", True),  # top three, a fourth trump and a side ace
        ("JS JC AS KS QS", True),  # five trumps
        ("JS KS QS TS AD", True),  # four trumps with a bower and a side ace
        ("JS JC AS KS 9H", False),  # top three and a fourth trump, no side ace
        ("JS JC AS 9H 9D", False),  # top three and two small side cards
        ("JS KS QS TS 9H", False),  # four trumps with a bower, no side ace
    ],
)
def test_a_lone_march_is_a_shape_that_gained_alone(hand: str, marches: bool) -> None:
    assert principles.marches_alone(parse_cards(hand), Suit.SPADES) is marches


def test_the_fourth_trump_hand_is_told_why_it_stays_with_partner() -> None:
    fact = NotAlone(
        "top-three-fourth", ("JS", "JC", "AS", "KS"), ("9H",), None, (), (), None, 3, 4, 1, 1
    )
    said = {}
    for lang in ("en", "ko"):
        with in_language(lang):
            said[lang] = not_alone_words(fact, Words({"variant": "standard"}, lang))
    en, ko = said["en"], said["ko"]
    assert "a fourth trump (K♠)" in en
    assert "no side ace" in en
    assert "9♥" in en
    assert "네 번째 으뜸패(K♠)" in ko
    assert "9♥가 트릭" in ko
