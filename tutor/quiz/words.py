"""The words quiz text is built from, in English and Korean.

Korean follows how card players talk (으뜸패, 라이트/레프트 바우어, 리드, 팔로우, 메이커,
수비, 유커, 마치, 혼자 하기, 오더업, 턴업, 딜러), not a word-for-word gloss.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tutor import korean
from tutor.engine import Card, Suit, suit_name
from tutor.korean import josa

SEAT_EN_4 = ("North", "East", "South", "West")
SEAT_KO_4 = ("북", "동", "남", "서")
SEAT_EN_3 = ("North", "East", "West")
SEAT_KO_3 = ("북", "동", "서")


def suit_en(suit: Suit) -> str:
    """The suit's name as quiz sentences use it: "hearts" (the engine's word, plural)."""
    return suit_name(suit, "en", plural=True)


def suit_ko(suit: Suit) -> str:
    return suit_name(suit, "ko")


def seat_en(seat: int, players: int = 4) -> str:
    return (SEAT_EN_4 if players == 4 else SEAT_EN_3)[seat]


def seat_ko(seat: int, players: int = 4) -> str:
    return (SEAT_KO_4 if players == 4 else SEAT_KO_3)[seat]


def cards_text(cards: Iterable[Card]) -> str:
    return ", ".join(str(card) for card in cards)


def contract_en(trump: Suit | None, low: bool) -> str:
    if trump is not None:
        return f"{suit_en(trump).capitalize()} are trump."
    return "No-trump low: 9 is best, ace is worst." if low else "No-trump high: ace is best."


def contract_ko(trump: Suit | None, low: bool) -> str:
    if trump is not None:
        return f"으뜸패는 {suit_ko(trump)}입니다."
    if low:
        return "노트럼프 로우입니다: 9가 가장 높고 에이스가 가장 낮습니다."
    return "노트럼프 하이입니다: 에이스가 가장 높습니다."


def lines(sentences: Sequence[str]) -> str:
    """An explanation is stored one sentence per line; the web shows one per line."""
    return "\n".join(sentence.strip() for sentence in sentences if sentence.strip())


def ko_topic(word: str) -> str:
    """The topic particle 은/는, chosen as the word is read aloud (tutor.korean)."""
    return josa(word, "은")


def ko_subject(word: str) -> str:
    return josa(word, "이")


def ko_object(word: str) -> str:
    return josa(word, "을")


def card_en(card: Card) -> str:
    return str(card)


def card_ko(card: Card) -> str:
    return korean.card_ko(card)
