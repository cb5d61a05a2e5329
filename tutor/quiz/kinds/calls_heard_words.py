"""The words of read-the-calls (``tutor.quiz.kinds.calls_heard``): the calls as the learner
heard them and the question, in English and Korean (the explanation is stored as facts:
its words are in ``tutor.web.explanation.calls_heard``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.position import View
from tutor.engine import Call, Discard, NameTrump, OrderUp, Pass, TakeUp, parse_card
from tutor.quiz.words import (
    capital,
    card_josa,
    card_ko,
    contract_en,
    contract_ko,
    josa,
    lines,
    seat_name,
    suit_en,
    suit_ko,
)

CHOICE_LABELS: dict[str, dict[str, str]] = {
    "under-25": {"en": "Under 25%", "ko": "25% 미만"},
    "25-50": {"en": "25% to 50%", "ko": "25%에서 50%"},
    "50-75": {"en": "50% to 75%", "ko": "50%에서 75%"},
    "over-75": {"en": "Over 75%", "ko": "75% 초과"},
    "left": {"en": "Left opponent", "ko": "왼쪽 상대"},
    "partner": {"en": "Partner", "ko": "파트너"},
    "right": {"en": "Right opponent", "ko": "오른쪽 상대"},
    "undealt": {"en": "Nobody: it was not dealt", "ko": "아무도 없음(나눠 주지 않은 카드)"},
}


def _who(seat: int, you: int, lang: str) -> str:
    return seat_name(seat, you, 4, lang)


def _call_sentence(call: Call, view: View, second_round: bool) -> tuple[str, str] | None:
    """One call as the learner heard it (en, ko); None for a discard nobody saw."""
    p, you = view.position, view.seat
    who_en, who_ko = capital(_who(call.seat, you, "en")), _who(call.seat, you, "ko")
    dealer = call.seat == p.dealer
    action = call.action
    if isinstance(action, Pass):
        if second_round:
            return f"{who_en} passed again.", f"{josa(who_ko, '은')} 또 패스했습니다."
        if dealer:
            return (
                f"{who_en} turned the card down.",
                f"{josa(who_ko, '은')} 턴업을 엎었습니다.",
            )
        return f"{who_en} passed.", f"{josa(who_ko, '은')} 패스했습니다."
    if isinstance(action, OrderUp):
        return f"{who_en} ordered it up.", f"{josa(who_ko, '이')} 오더업했습니다."
    if isinstance(action, TakeUp):
        return f"{who_en} picked it up.", f"{josa(who_ko, '이')} 턴업을 가져갔습니다."
    if isinstance(action, NameTrump):
        suit = action.suit
        return (
            f"{who_en} named {suit_en(suit)}.",
            f"{josa(who_ko, '이')} {josa(suit_ko(suit), '을')} 으뜸패로 정했습니다.",
        )
    if isinstance(action, Discard) and call.seat == you:
        return (
            f"You discarded the {action.card}.",
            f"당신은 {card_josa(action.card, '을')} 버렸습니다.",
        )
    return None


def calls_sentences(view: View, calls: Sequence[Call]) -> tuple[list[str], list[str]]:
    """The deal and every call heard, in order (en, ko sentences)."""
    p, you = view.position, view.seat
    up = p.upcard
    if up is None:
        raise ValueError("read-the-calls needs a turn-up")
    dealer_en, dealer_ko = _who(p.dealer, you, "en"), _who(p.dealer, you, "ko")
    en = [f"{capital(dealer_en)} dealt and turned up the {up}."]
    ko = [f"딜러는 {dealer_ko}이고, 턴업 카드는 {card_ko(up)}입니다."]
    if p.dealer == you:
        en = [f"You dealt and turned up the {up}."]
        ko = [f"당신이 딜러이고, 턴업 카드는 {card_ko(up)}입니다."]
    passes = 0
    for call in calls:
        sentence = _call_sentence(call, view, passes >= 4)
        if isinstance(call.action, Pass):
            passes += 1
        if sentence is not None:
            en.append(sentence[0])
            ko.append(sentence[1])
    return en, ko


def _at_least(count: int, lang: str) -> str:
    if lang == "en":
        return "at least one trump" if count == 1 else f"at least {count} trumps"
    return f"으뜸패를 {count}장 이상"


def prompt(view: View, calls: Sequence[Call], question: Mapping[str, Any]) -> dict[str, str]:
    p, you = view.position, view.seat
    en, ko = calls_sentences(view, calls)
    trump = p.trump
    en.append(contract_en(trump, False))
    ko.append(contract_ko(trump, False))
    if question["type"] == "trumps-held":
        subject = int(question["subject"])
        count = int(question["at_least"])
        en.append(
            f"Of the deals of the cards you cannot see that fit these calls, in what share "
            f"does {_who(subject, you, 'en')} hold {_at_least(count, 'en')} when play begins?"
        )
        ko.append(
            f"보이지 않는 카드를 이 부르기에 맞게 나눈 딜 가운데, 플레이가 시작될 때 "
            f"{josa(_who(subject, you, 'ko'), '이')} {_at_least(count, 'ko')} 쥐고 있는 딜은 "
            "얼마나 될까요?"
        )
    else:
        card = parse_card(str(question["card"]))
        en.append(f"Reading these calls, who most likely holds the {card}?")
        ko.append(f"이 부르기로 보면 {card_josa(card, '은')} 누가 쥐고 있을 가능성이 가장 클까요?")
    return {"en": lines(en), "ko": lines(ko)}
