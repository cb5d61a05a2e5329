"""Sentences of round two's calls that British calling shares (the question, a holding's
edge, the conclusion). name-trump's question and explanation are facts (``ask``,
``naming_facts``), worded by ``tutor.web.explanation.ask_calls`` and ``.naming``."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine import (
    Card,
    Suit,
    is_right_bower,
)
from tutor.quiz import principles
from tutor.quiz.kinds.calls.basics import (
    _high_trumps,
    _trumps,
)
from tutor.quiz.words import (
    card_josa,
    card_ko,
    josa,
    suit_en,
    suit_ko,
)

# -- name-trump text ----------------------------------------------------------------------


def naming_question(*, stuck: bool, alone: bool) -> tuple[str, str]:
    """Round two's question: a stuck dealer must name a suit; anyone else may pass, so the
    question offers the pass rather than take a call for granted (review finding 2)."""
    if stuck:
        return (
            ("Which suit do you name, and do you go alone?", "어떤 무늬를 부를까요? 혼자 할까요?")
            if alone
            else ("Which suit do you name?", "어떤 무늬를 부를까요?")
        )
    return (
        (
            "Do you name a suit or pass? If you name a suit, do you go alone?",
            "무늬를 부를까요, 패스할까요? 부른다면 혼자 할까요?",
        )
        if alone
        else ("Do you name a suit or pass?", "무늬를 부를까요, 패스할까요?")
    )


_REVERSE_MINIMUM_EN = (
    "K\u20119 of the suit plus an off-suit ace, or stronger trumps in the ace's place"
)


_REVERSE_MINIMUM_KO = "그 무늬의 K과 9에 다른 무늬 에이스, 또는 에이스 대신 더 강한 으뜸패"


def benny_ko(card: Card) -> str:
    """A card in a Korean sentence, the joker by the glossary's name for it (베니)."""
    return "베니" if card.is_joker else card_ko(card)


def _edge_cards_ko(cards: Sequence[Card]) -> str:
    return ", ".join(benny_ko(c) for c in cards)


def _edge_cards_en(cards: Sequence[Card]) -> str:
    """Cards in an English list, the joker by its British name (the Benny)."""
    return ", ".join("Benny" if c.is_joker else str(c) for c in cards)


def conclude_named(sentence: tuple[str, str], named: Suit, stuck: bool) -> tuple[str, str]:
    """A sentence that weighs the named suit against another, with its conclusion said
    (issue 10: "...다이아몬드로는 2장뿐입니다" left "so name hearts" implied). ``stuck``:
    being stuck is the reason the suit is named at all, which holds only where it is below
    the minimum for naming it (``stuck_is_reason``): "…, so, stuck as dealer, you name
    hearts." / "… 그래서 패스할 수 없는 딜러는 하트를 부릅니다."; a suit the hand would
    name anyway, or the stuck dealer's most-trumps rule (which says "stuck" itself), ends
    plainly: "…, so name hearts." / "… 그래서 하트를 부릅니다." (review: 802/29, 802/27)."""
    en, ko = sentence
    suit = josa(suit_ko(named), "을")
    if stuck:
        return (
            f"{en.rstrip('.')}, so, stuck as dealer, you name {suit_en(named)}.",
            f"{ko} 그래서 패스할 수 없는 딜러는 {suit} 부릅니다.",
        )
    return f"{en.rstrip('.')}, so name {suit_en(named)}.", f"{ko} 그래서 {suit} 부릅니다."


def holding_edge_text(hand: Sequence[Card], named: Suit, other: Suit, edge: str) -> tuple[str, str]:
    """How naming ``named`` beats naming ``other`` on one tie-breaker
    (``principles.HOLDING_EDGES``), with the cards: the end of a sentence "..., but
    <named> give you ..." and its Korean "<named>을 부르면 ..."."""
    mine, theirs = _trumps(hand, named), _trumps(hand, other)
    if edge == "more-trumps":
        return (
            f"more trumps: {len(mine)} ({_edge_cards_en(mine)}) against {len(theirs) or 'none'}",
            f"으뜸패가 {_count_ko(mine)}이고, {_against_ko(other, len(theirs))}",
        )
    if edge == "right-bower":
        right = next(c for c in mine if is_right_bower(c, named))
        # The card is in the hand either way: what naming the suit changes is its rank.
        return (
            f"the {right} as the right bower",
            f"{card_josa(right, '이')} 라이트 바우어가 됩니다",
        )
    if edge == "more-high-trumps":
        high, other_high = _high_trumps(hand, named), _high_trumps(hand, other)
        return (
            f"more high trumps: {len(high)} ({_edge_cards_en(high)}) against "
            f"{len(other_high) or 'none'}",
            f"높은 으뜸패가 {_count_ko(high)}이고, {_against_ko(other, len(other_high))}",
        )
    # The first edge (HOLDING_EDGES order): as many trumps, as high, and an ace beside them.
    aces = principles.off_aces(hand, named)
    return (
        f"as many trumps and the {' and '.join(str(c) for c in aces)} as an off-suit ace besides",
        f"으뜸패 수는 같고 {josa(_edge_cards_ko(aces), '가')} 다른 무늬 에이스로 남습니다",
    )


def _count_ko(cards: Sequence[Card]) -> str:
    """Trumps counted as a Korean editor counts them (review of 802/30: "1장(J♣)으로 0장보다
    많습니다" read badly): "J♣ 한 장", else "5장(J♥, J♦, …)"."""
    if len(cards) == 1:
        return f"{_edge_cards_ko(cards)} 한 장"
    return f"{len(cards)}장({_edge_cards_ko(cards)})"


def _against_ko(other: Suit, count: int) -> str:
    """The rival suit's count beside it: "다이아몬드로는 2장뿐입니다" / "…한 장도 없습니다"."""
    with_other = f"{josa(suit_ko(other), '으로')}는"
    return f"{with_other} {count}장뿐입니다" if count else f"{with_other} 한 장도 없습니다"
