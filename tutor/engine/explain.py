"""Explanations as data: why a card wins, why a card may (not) be played, why a score.

Each ``Reason`` names a case (``key``), the cards involved and the rules-spec section
(``rule``). ``describe(reason, lang)`` turns one into an English or Korean sentence; the
quiz and web layers call it rather than writing their own.

>>> from tutor.engine.cards import parse_cards
>>> reasons = explain_trick(parse_cards("9S JS AS TD"), Suit.CLUBS)
>>> [r.key for r in reasons]
['left-bower', 'trumped', 'beaten-by-trump', 'beaten-by-trump', 'off-suit']
>>> describe(reasons[0], "en")
'J♠ is the left bower and counts as a club'
>>> describe(reasons[0], "ko")
'J♠은 레프트 바우어로, 클럽으로 칩니다'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutor.engine.cards import Card, Rank, Suit
from tutor.engine.ranking import (
    card_power,
    effective_suit,
    is_left_bower,
    is_right_bower,
    trick_winner,
)
from tutor.engine.scoring import HandScore
from tutor.korean import card_ko, josa

__all__ = [
    "LANGS",
    "Reason",
    "card_label",
    "card_name",
    "describe",
    "explain_effective_suit",
    "explain_illegal_play",
    "explain_legal",
    "explain_score",
    "explain_trick",
    "suit_name",
]

LANGS = ("en", "ko")


@dataclass(frozen=True)
class Reason:
    """One rule at work. ``cards[0]`` is the card the reason is about; ``other`` the card
    it is compared with. ``suit`` is the suit concerned (led suit, followed suit);
    ``trump`` the contract's trump; ``number`` points or tricks; ``side`` "makers" or
    "defenders" for score reasons; ``who`` a side (or three-hand player) of ``sides``."""

    key: str
    rule: str
    cards: tuple[Card, ...] = ()
    suit: Suit | None = None
    trump: Suit | None = None
    low: bool = False
    number: int | None = None
    other: Card | None = None
    side: str | None = None
    who: int | None = None
    sides: int | None = None


# -- tricks ------------------------------------------------------------------------------


def explain_trick(cards: Sequence[Card], trump: Suit | None, *, low: bool = False) -> list[Reason]:
    """Why the winner wins and why each other card does not, in play order of the losers.

    The first reason is always about the winning card's status (a bower, the joker, a
    trump, the best of the led suit); then one reason per losing card.
    """
    winner_index = trick_winner(cards, trump, low=low)
    winner = cards[winner_index]
    led = effective_suit(cards[0], trump)
    reasons: list[Reason] = []
    if trump is None:
        reasons.append(Reason("no-trump-low" if low else "no-trump", "1.5", (), low=low))
    winner_is_trump = trump is not None and effective_suit(winner, trump) is trump
    if winner.is_joker and trump is not None:
        reasons.append(Reason("joker", "1.5", (winner,), trump=trump))
    elif is_right_bower(winner, trump):
        reasons.append(Reason("right-bower", "1.5", (winner,), trump=trump))
    elif is_left_bower(winner, trump):
        reasons.append(Reason("left-bower", "1.4", (winner,), trump=trump))
    if winner_is_trump and led is not trump:
        reasons.append(Reason("trumped", "1.6", (winner,), suit=led, trump=trump))
    elif winner_is_trump:
        reasons.append(Reason("highest-trump", "1.6", (winner,), trump=trump))
    else:
        reasons.append(Reason("highest-of-led", "1.6", (winner,), suit=led, trump=trump, low=low))
    for i, card in enumerate(cards):
        if i == winner_index:
            continue
        power = card_power(card, trump, led, low=low)
        if power == 0:
            reasons.append(Reason("off-suit", "1.6", (card,), suit=led, trump=trump, other=winner))
        elif trump is not None and effective_suit(card, trump) is trump:
            reasons.append(Reason("lower-trump", "1.5", (card,), trump=trump, other=winner))
        elif winner_is_trump:
            reasons.append(Reason("beaten-by-trump", "1.6", (card,), suit=led, other=winner))
        else:
            reasons.append(
                Reason("lower-card", "1.5", (card,), suit=led, trump=trump, low=low, other=winner)
            )
    return reasons


# -- legal plays -------------------------------------------------------------------------


def explain_legal(hand: Sequence[Card], led: Card | None, trump: Suit | None) -> list[Reason]:
    """Why these cards (and only these) may be played to a trick led by ``led``."""
    if led is None:
        return [Reason("lead-anything", "1.6", tuple(hand), trump=trump)]
    led_suit = effective_suit(led, trump)
    reasons: list[Reason] = []
    if is_left_bower(led, trump) or (led.is_joker and trump is not None):
        reasons.append(Reason("trump-lead", "E13", (led,), suit=led_suit, trump=trump))
    if led_suit is None:
        return [*reasons, Reason("void", "E7", tuple(hand), trump=trump)]
    follow = [c for c in hand if effective_suit(c, trump) is led_suit]
    for card in hand:
        if card.suit is led_suit and card not in follow:
            # The left bower printed in the led suit is a trump, not a card of that suit.
            reasons.append(Reason("left-bower-not-printed", "E13", (card,), card.suit, trump))
        elif card in follow and (is_left_bower(card, trump) or card.is_joker):
            reasons.append(Reason("counts-as-trump", "E13", (card,), led_suit, trump))
    if follow:
        reasons.append(Reason("must-follow", "1.6", tuple(follow), suit=led_suit, trump=trump))
    else:
        reasons.append(Reason("void", "1.6", tuple(hand), suit=led_suit, trump=trump))
        reasons.append(Reason("no-duty-to-trump", "1.6", (), suit=led_suit, trump=trump))
    return reasons


def explain_effective_suit(card: Card, trump: Suit | None) -> Reason:
    """Which suit ``card`` belongs to under this contract, and why (rules-spec 1.4)."""
    suit = effective_suit(card, trump)
    if suit is not None and suit is trump and card.suit is not trump:
        return Reason("counts-as-trump", "1.4", (card,), suit=suit, trump=trump)
    if suit is None:
        return Reason("joker-no-suit", "E7", (card,))
    return Reason("own-suit", "1.4", (card,), suit=suit, trump=trump)


def explain_illegal_play(
    hand: Sequence[Card], led: Card | None, trump: Suit | None, card: Card
) -> list[Reason]:
    """Why ``card`` may not be played to this trick (empty if it may), for any language.

    >>> from tutor.engine.cards import parse_card, parse_cards
    >>> reasons = explain_illegal_play(parse_cards("JD AC"), parse_card("TH"), Suit.HEARTS,
    ...                                parse_card("AC"))
    >>> [describe(r, "ko") for r in reasons]
    ['하트가 있으므로 무늬를 따라야 합니다: J♦', '하트가 으뜸패일 때 J♦은 하트입니다']
    """
    if card not in hand:
        return [Reason("not-held", "1.6", (card,))]
    reasons = explain_legal(hand, led, trump)
    must = [r for r in reasons if r.key == "must-follow"]
    if not must or card in must[0].cards:
        return []
    details = [
        r
        for r in reasons
        if r.key == "counts-as-trump" or (r.key == "left-bower-not-printed" and r.cards[0] == card)
    ]
    return [must[0], *details]


def article(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def explain_score(score: HandScore) -> list[Reason]:
    """The scoring rules a hand's points came from (one reason per side that scored)."""
    return [Reason(r.key, r.rule, number=r.points, side=r.side) for r in score.reasons]


# -- words -------------------------------------------------------------------------------

_SUIT_EN = {
    Suit.SPADES: "spade",
    Suit.CLUBS: "club",
    Suit.HEARTS: "heart",
    Suit.DIAMONDS: "diamond",
}
_SUIT_KO = {
    Suit.SPADES: "스페이드",
    Suit.CLUBS: "클럽",
    Suit.HEARTS: "하트",
    Suit.DIAMONDS: "다이아몬드",
}
_RANK_KO = {
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.JACK: "잭",
    Rank.QUEEN: "퀸",
    Rank.KING: "킹",
    Rank.ACE: "에이스",
}


def suit_name(suit: Suit, lang: str, *, plural: bool = False) -> str:
    """ "heart"/"hearts" in English; "하트" in Korean (no plural)."""
    if lang == "ko":
        return _SUIT_KO[suit]
    _check_lang(lang)
    return _SUIT_EN[suit] + ("s" if plural else "")


def card_name(card: Card, lang: str) -> str:
    """Spoken card name: "jack of diamonds", "다이아몬드 잭", "Benny (joker)"."""
    _check_lang(lang)
    if card.suit is None:
        return "베니(조커)" if lang == "ko" else "Benny (joker)"
    if lang == "ko":
        return f"{_SUIT_KO[card.suit]} {_RANK_KO[card.rank]}"
    return card.english


def card_label(
    card: Card, trump: Suit | None = None, *, low: bool = False, lang: str = "en"
) -> str:
    """An accessible label: the card's name and its role under this contract.

    >>> from tutor.engine.cards import parse_card
    >>> card_label(parse_card("JD"), Suit.HEARTS)
    'jack of diamonds, left bower'
    >>> card_label(parse_card("JD"), Suit.HEARTS, lang="ko")
    '다이아몬드 잭, 레프트 바우어'
    """
    name = card_name(card, lang)
    ko = lang == "ko"
    if trump is None:
        return name
    if card.is_joker:
        role = "가장 높은 으뜸패" if ko else "highest trump"
    elif is_right_bower(card, trump):
        role = "라이트 바우어" if ko else "right bower"
    elif is_left_bower(card, trump):
        role = "레프트 바우어" if ko else "left bower"
    elif card.suit is trump:
        role = "으뜸패" if ko else "trump"
    else:
        return name
    return f"{name}, {role}"


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"no explanations in {lang!r}: choose one of {', '.join(LANGS)}")


def _ro(word: str) -> str:
    return josa(word, "으로")


def describe(reason: Reason, lang: str = "en") -> str:
    """One sentence for a reason, in English ("en") or Korean ("ko")."""
    _check_lang(lang)
    template = (_KO if lang == "ko" else _EN).get(reason.key)
    if template is None:
        raise ValueError(f"no sentence for reason {reason.key!r}")
    return template(reason)


def _c(reason: Reason) -> str:
    return str(reason.cards[0]) if reason.cards else ""


def _kc(card: Card | None) -> str:
    """A card as written in a Korean sentence (the joker is the Benny, 베니)."""
    if card is None:
        return ""
    return "베니" if card.is_joker else str(card)


def _kc0(reason: Reason) -> str:
    return _kc(reason.cards[0]) if reason.cards else ""


def _s(suit: Suit | None, *, plural: bool = False) -> str:
    return suit_name(suit, "en", plural=plural) if suit else "the led suit"


def _k(suit: Suit | None) -> str:
    return _SUIT_KO[suit] if suit else "리드된 무늬"


def _cards(reason: Reason) -> str:
    return ", ".join(str(c) for c in reason.cards)


def _cards_ko(reason: Reason) -> str:
    return ", ".join(card_ko(c) for c in reason.cards)


def _points(n: int | None) -> str:
    return f"{n} point" + ("" if n in (1, -1) else "s")


def _highest_of_led_en(r: Reason) -> str:
    """The led suit's best card won. In no-trump nothing else could win (there is no trump
    to be played), and in no-trump low the best card is the lowest, not the highest."""
    if r.trump is not None:
        return f"{_c(r)} is the highest {_s(r.suit)} and no trump was played"
    if r.low:
        return (
            f"{_c(r)} is the lowest {_s(r.suit)} played, and in no-trump low the lowest card "
            "of the led suit wins"
        )
    return f"{_c(r)} is the highest {_s(r.suit)} played, and in no-trump only the led suit can win"


def _highest_of_led_ko(r: Reason) -> str:
    if r.trump is not None:
        return f"으뜸패가 나오지 않았고 {josa(_kc0(r), '이')} 리드된 {_k(r.suit)} 중 가장 높습니다"
    if r.low:
        return (
            f"노트럼프 로우에서는 리드된 무늬의 가장 낮은 카드가 이기며, "
            f"{josa(_kc0(r), '이')} 나온 {_k(r.suit)} 중 가장 낮습니다"
        )
    return (
        f"노트럼프에서는 리드된 무늬만 이길 수 있으며, {josa(_kc0(r), '이')} 나온 {_k(r.suit)} "
        "중 가장 높습니다"
    )


_SIDE_EN = {"makers": "the makers", "defenders": "the defenders", "": "the other side"}
_SIDE_KO = {"makers": "메이커 쪽", "defenders": "수비 팀", "": "상대 쪽"}


_EN: dict[str, Callable[[Reason], str]] = {
    "no-trump": lambda r: "no trump: jacks are plain cards and there are no bowers",
    "no-trump-low": lambda r: (
        "no-trump low: the 9 is the best card of each suit, the ace the worst"
    ),
    "joker": lambda r: "the Benny (joker) is the highest trump",
    "right-bower": lambda r: f"{_c(r)} is the right bower, the highest trump",
    "left-bower": lambda r: f"{_c(r)} is the left bower and counts as {article(_s(r.trump))}",
    "trumped": lambda r: f"{_c(r)} trumped the led {_s(r.suit)}",
    "highest-trump": lambda r: f"{_c(r)} is the highest trump played",
    "highest-of-led": lambda r: _highest_of_led_en(r),
    "off-suit": lambda r: f"{_c(r)} could not win: off suit",
    "lower-trump": lambda r: f"{_c(r)} is a lower trump than {r.other}",
    "beaten-by-trump": lambda r: f"{_c(r)} followed suit but {r.other} is a trump",
    "lower-card": lambda r: (
        f"{_c(r)} ranks above {r.other} in {_s(r.suit, plural=True)}, and in no-trump low "
        "the higher card loses"
        if r.low
        else f"{_c(r)} ranks below {r.other} in {_s(r.suit, plural=True)}"
    ),
    "lead-anything": lambda r: "you are on lead: you may lead any card",
    "not-held": lambda r: f"you do not hold {_c(r)}",
    "trump-lead": lambda r: f"{_c(r)} is a trump, so leading it leads {_s(r.trump, plural=True)}",
    "must-follow": lambda r: f"you hold {article(_s(r.suit))}, so you must follow: {_cards(r)}",
    "own-suit": lambda r: f"{_c(r)} is {article(_s(r.suit))}",
    "joker-no-suit": lambda r: (
        "in no-trump the joker has no suit: it can be played only when you cannot follow"
    ),
    "void": lambda r: f"you hold no {_s(r.suit, plural=True)}, so you may play any card",
    "no-duty-to-trump": lambda r: (
        "you need not trump or beat the winning card"
        if r.trump is not None
        else "you need not beat the winning card"
    ),
    "counts-as-trump": lambda r: (
        f"{_c(r)} is {article(_s(r.trump))} while {_s(r.trump, plural=True)} are trump"
    ),
    "left-bower-not-printed": lambda r: (
        f"{_c(r)} is not {article(_s(r.suit))}: it is the left bower, {article(_s(r.trump))}"
    ),
    "made": lambda r: f"the makers took {_tricks_of(r)}: {_points(r.number)}",
    "march": lambda r: f"the makers took every trick, a march: {_points(r.number)}",
    "lone-march": lambda r: f"the lone maker took every trick: {_points(r.number)}",
    "euchre": lambda r: f"the makers were euchred: the defenders score {_points(r.number)}",
    "lone-euchre": lambda r: f"the lone maker was euchred: the defenders score {_points(r.number)}",
    "lone-defender-euchre": lambda r: f"the lone defender euchred the makers: {_points(r.number)}",
    "bid-made": lambda r: f"the bidders made their bid and score their tricks: {_points(r.number)}",
    "bid-set": lambda r: f"the bidders were set and lose their bid: {_points(r.number)}",
    "defender-tricks": lambda r: f"the defenders score their tricks: {_points(r.number)}",
    "renege": lambda r: (
        f"a renege (a card off suit while holding the led suit): {_SIDE_EN[r.side or '']} "
        f"score {_points(r.number)} instead of the hand's score"
    ),
    "target-reached": lambda r: f"{_side_en(r)} reached the target of {r.number} and wins",
    "not-two-ahead": lambda r: (
        f"{_side_en(r)} has reached the target but is not two points ahead: play on"
    ),
    "tie-at-target": lambda r: "two players share the highest score at the target: play on",
    "not-qualifying": lambda r: (
        f"{_side_en(r)} has {r.number} but did not make or set the bid this hand, "
        "so it cannot win yet"
    ),
    "below-target": lambda r: f"nobody has reached the target of {r.number} yet",
}


def _tricks_of(r: Reason) -> str:
    return "3 or 4 tricks" if r.number == 1 else "enough tricks"


def _side_en(r: Reason) -> str:
    if r.who is None:
        return "nobody"
    if r.sides == 3:
        return f"player {r.who}"
    return f"team {r.who} (seats {r.who} and {r.who + 2})"


_KO: dict[str, Callable[[Reason], str]] = {
    "no-trump": lambda r: "노트럼프: 으뜸패도 바우어도 없고 잭은 보통 카드입니다",
    "no-trump-low": lambda r: "노트럼프 로우: 각 무늬에서 9가 가장 강하고 에이스가 가장 약합니다",
    "joker": lambda r: "베니(조커)는 가장 높은 으뜸패입니다",
    "right-bower": lambda r: f"{josa(_kc0(r), '은')} 라이트 바우어로, 가장 높은 으뜸패입니다",
    "left-bower": lambda r: f"{josa(_kc0(r), '은')} 레프트 바우어로, {_ro(_k(r.trump))} 칩니다",
    "trumped": lambda r: (
        f"{josa(_kc0(r), '이')} 리드된 {josa(_k(r.suit), '을')} 으뜸패로 이겼습니다"
    ),
    "highest-trump": lambda r: f"{josa(_kc0(r), '이')} 나온 으뜸패 중 가장 높습니다",
    "highest-of-led": lambda r: _highest_of_led_ko(r),
    "off-suit": lambda r: f"{josa(_kc0(r), '은')} 이길 수 없습니다: 다른 무늬입니다",
    "lower-trump": lambda r: f"{josa(_kc0(r), '은')} {_kc(r.other)}보다 낮은 으뜸패입니다",
    "beaten-by-trump": lambda r: (
        f"{josa(_kc0(r), '은')} 무늬를 따랐지만 {josa(_kc(r.other), '이')} 으뜸패입니다"
    ),
    "lower-card": lambda r: (
        f"{josa(_kc0(r), '은')} {_k(r.suit)}에서 {_kc(r.other)}보다 높아, 노트럼프 로우에서는 "
        "집니다"
        if r.low
        else f"{josa(_kc0(r), '은')} {_k(r.suit)}에서 {_kc(r.other)}보다 낮습니다"
    ),
    "lead-anything": lambda r: "리드할 차례이므로 어떤 카드든 낼 수 있습니다",
    "not-held": lambda r: f"{josa(_kc0(r), '은')} 가지고 있지 않은 카드입니다",
    "trump-lead": lambda r: f"{josa(_kc0(r), '은')} 으뜸패이므로 으뜸패를 리드한 것입니다",
    "must-follow": lambda r: (
        f"{josa(_k(r.suit), '이')} 있으므로 무늬를 따라야 합니다: {_cards_ko(r)}"
    ),
    "void": lambda r: f"{josa(_k(r.suit), '이')} 없으므로 어떤 카드든 낼 수 있습니다",
    "own-suit": lambda r: f"{josa(_kc0(r), '은')} {_k(r.suit)}입니다",
    "joker-no-suit": lambda r: (
        "노트럼프에서 조커는 무늬가 없어서 무늬를 따를 수 없을 때만 낼 수 있습니다"
    ),
    "no-duty-to-trump": lambda r: (
        "으뜸패를 내거나 이기는 카드를 낼 의무는 없습니다"
        if r.trump is not None
        else "이기는 카드를 낼 의무는 없습니다"
    ),
    "counts-as-trump": lambda r: (
        f"{josa(_k(r.trump), '이')} 으뜸패일 때 {josa(_kc0(r), '은')} {_k(r.trump)}입니다"
    ),
    "left-bower-not-printed": lambda r: (
        f"{josa(_kc0(r), '은')} {josa(_k(r.suit), '이')} 아닙니다: "
        f"레프트 바우어, 곧 {_k(r.trump)}입니다"
    ),
    "made": lambda r: f"메이커가 트릭 3~4개를 가져와서 {r.number}점을 얻습니다",
    "march": lambda r: f"메이커가 트릭을 모두 가져와서 전승: {r.number}점",
    "lone-march": lambda r: f"혼자 하기로 트릭을 모두 가져와서 {r.number}점",
    "euchre": lambda r: f"메이커가 유커를 당해 수비 팀이 {r.number}점을 얻습니다",
    "lone-euchre": lambda r: f"혼자 하던 메이커가 유커를 당해 수비 팀이 {r.number}점을 얻습니다",
    "lone-defender-euchre": lambda r: f"혼자 수비해서 유커를 만들어 {r.number}점을 얻습니다",
    "bid-made": lambda r: f"비드를 성공해서 가져온 트릭만큼 {r.number}점을 얻습니다",
    "bid-set": lambda r: f"비드에 실패해서 비드만큼 잃습니다: {r.number}점",
    "defender-tricks": lambda r: f"수비 팀은 가져온 트릭만큼 {r.number}점을 얻습니다",
    "renege": lambda r: (
        f"리니그(낼 수 있는 무늬를 따르지 않음): 그 판의 점수 대신 {_SIDE_KO[r.side or '']}이 "
        f"{r.number}점을 얻습니다"
    ),
    "target-reached": lambda r: f"{josa(_side_ko(r), '이')} 목표 {r.number}점에 닿아 이깁니다",
    "not-two-ahead": lambda r: (
        f"{josa(_side_ko(r), '이')} 목표에 닿았지만 2점 앞서지 않아 계속합니다"
    ),
    "tie-at-target": lambda r: "목표에 닿은 최고 점수가 같아 계속합니다",
    "not-qualifying": lambda r: (
        f"{josa(_side_ko(r), '은')} 이번 판에 비드를 성공하거나 막지 않아 아직 이길 수 없습니다"
    ),
    "below-target": lambda r: f"아직 아무도 목표 {r.number}점에 닿지 않았습니다",
}


def _side_ko(r: Reason) -> str:
    if r.who is None:
        return "아무도"
    if r.sides == 3:
        return f"{r.who}번 플레이어"
    return f"{r.who}팀({r.who}번과 {r.who + 2}번 자리)"
