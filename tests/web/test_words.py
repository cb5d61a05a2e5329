"""The one ``Words``: how an explanation names seats, cards and counts in each language, with
the particle a sentence asks for in code or marks in its Korean msgstr."""

from __future__ import annotations

from tutor.web.text import in_language
from tutor.web.words import Words

# South (seat 2) to act at a four-hand table: North is the partner, West the left opponent.
ITEM = {"seat": 2, "variant": "standard", "choices": ["JH", "JD", "AH", "KS", "9C"]}


def test_seats_are_named_from_the_learner_s_seat() -> None:
    with in_language("en"):
        words = Words(ITEM, "en")
        assert words.player(0) == "your partner"
        assert words.players_named([0, 3]) == "your partner and the left opponent"
        assert words.seat(0, 4) == "North"  # by compass, as before
    with in_language("ko"):
        words = Words(ITEM, "ko")
        assert words.players_named([1, 3]) == "오른쪽 상대와 왼쪽 상대"


def test_cards_are_listed_as_a_sentence_or_with_commas() -> None:
    with in_language("en"):
        words = Words(ITEM, "en")
        assert words.cards_listed(["JH", "AH", "9C"]) == "J♥, A♥ and 9♣"
        assert words.cards_listed(["KS", "9C"], joint="or") == "K♠ or 9♣"
        assert words.cards(["KS", "9C"]) == "K♠, 9♣"
    with in_language("ko"):
        words = Words(ITEM, "ko")
        assert words.cards_listed(["JH", "AH", "9C"]) == "J♥, A♥, 9♣"
        assert words.cards(["JH", "9C"], "을") == "J♥, 9♣를"
        assert (words.count(2), words.count(9)) == ("두", "9")
