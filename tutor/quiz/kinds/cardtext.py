"""Sentences about single cards that several kinds share (en + ko)."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine import Card, Reason, Suit, describe, effective_suit, is_left_bower, is_right_bower
from tutor.quiz.words import card_ko, ko_subject, ko_topic, suit_en, suit_ko


def role_en(card: Card, trump: Suit | None, *, joker_deck: bool = False) -> str:
    """What the card is in this contract: "the right bower", "a trump", "a plain spade"."""
    if card.is_joker:
        return "the Benny (joker), the highest trump"
    if trump is None:
        return f"a {suit_en(card.suit)[:-1]}" if card.suit else "a card"
    if is_right_bower(card, trump):
        if joker_deck:
            return "the right bower, the highest trump after the Benny"
        return "the right bower, the highest trump"
    if is_left_bower(card, trump):
        return f"the left bower: a {suit_en(trump)[:-1]}, not a {suit_en(trump.sister)[:-1]}"
    if effective_suit(card, trump) is trump:
        return "a trump"
    return f"a plain {suit_en(card.suit)[:-1]}" if card.suit else "a card"


def role_ko(card: Card, trump: Suit | None, *, joker_deck: bool = False) -> str:
    if card.is_joker:
        return "베니(조커), 가장 높은 으뜸패"
    if trump is None:
        return f"{suit_ko(card.suit)} 카드" if card.suit else "카드"
    if is_right_bower(card, trump):
        if joker_deck:
            return "라이트 바우어, 베니 다음으로 높은 으뜸패"
        return "라이트 바우어, 가장 높은 으뜸패"
    if is_left_bower(card, trump):
        return f"레프트 바우어: {ko_subject(suit_ko(trump.sister))} 아니라 {suit_ko(trump)}(으뜸패)"
    if effective_suit(card, trump) is trump:
        return "으뜸패"
    return f"{suit_ko(card.suit)} 카드(으뜸패 아님)" if card.suit else "카드"


def is_sentence_en(card: Card, trump: Suit | None, *, joker_deck: bool = False) -> str:
    if card.is_joker:  # named once, with the joker as its gloss
        return "The Benny (the joker) is the highest trump."
    return f"{card} is {role_en(card, trump, joker_deck=joker_deck)}."


def is_sentence_ko(card: Card, trump: Suit | None, *, joker_deck: bool = False) -> str:
    if card.is_joker:  # named once, with the joker as its gloss
        return "베니(조커)는 가장 높은 으뜸패입니다."
    return f"{ko_topic(card_ko(card))} {role_ko(card, trump, joker_deck=joker_deck)}입니다."


def reason_lines(reasons: Sequence[Reason]) -> tuple[list[str], list[str]]:
    """The engine's own reasons (``tutor.engine.explain``) as sentences, en and ko."""
    en = [_sentence(describe(r, "en")) for r in reasons]
    ko = [_sentence(describe(r, "ko")) for r in reasons]
    return en, ko


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
