"""The words of read-the-calls (``tutor.quiz.kinds.calls_heard``): the calls as the learner
heard them, the question, and the shares that answer it, in English and Korean."""

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
    percent,
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
# The seat codes of a card-holder question, as offsets clockwise from the learner.
_OFFSETS = {"left": 1, "partner": 2, "right": 3}
# The places a card may be, inside a sentence.
_PLACES: dict[str, dict[str, str]] = {
    "left": {"en": "the left opponent", "ko": "왼쪽 상대"},
    "partner": {"en": "your partner", "ko": "파트너"},
    "right": {"en": "the right opponent", "ko": "오른쪽 상대"},
    "undealt": {"en": "not dealt", "ko": "나눠 주지 않은 카드"},
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


def _pct(share: float, lang: str) -> str:
    return percent(round(share * 1000), 1000, lang)


_WEIGHED_EN = (
    "Weighing each deal by how likely every other player was to make the calls they made "
    "(our calling model: the point count our engine players call by, with room for a "
    "misjudged hand)"
)
_WEIGHED_KO = (
    "다른 사람들이 실제로 한 부르기를 할 가능성(우리 엔진 플레이어가 부를 때 쓰는 점수 "
    "계산에, 패를 잘못 읽을 여지를 둔 부르기 모델)으로 딜마다 무게를 주면"
)


def explanation(
    view: View,
    question: Mapping[str, Any],
    heard: Mapping[str, float],
    uniform: Mapping[str, float],
    deals: int,
    answer: str,
) -> dict[str, str]:
    """Why the answer: the share with the calls unheard, the share with them heard, and
    what moved it (en, ko)."""
    p, you = view.position, view.seat
    # A seat inside a sentence is named as the sentences name it, not as its button.
    label = _PLACES.get(answer) or CHOICE_LABELS[answer]
    deals_en = f"over {deals:,} deals"
    deals_ko = f"딜 {deals:,}개 기준"
    if question["type"] == "trumps-held":
        subject = int(question["subject"])
        count = int(question["at_least"])
        who_en, who_ko = _who(subject, you, "en"), _who(subject, you, "ko")
        held, even = heard["held"], uniform["held"]
        en = [
            f"Dealt at random, with the calls unheard, {who_en} would hold "
            f"{_at_least(count, 'en')} in {_pct(even, 'en')} of the deals.",
            f"{_WEIGHED_EN}, the share is {_pct(held, 'en')} ({deals_en}).",
        ]
        ko = [
            f"부르기를 듣지 않고 카드를 아무렇게나 나누면 {josa(who_ko, '이')} "
            f"{_at_least(count, 'ko')} 쥐는 딜은 {_pct(even, 'ko')}입니다.",
            f"{_WEIGHED_KO} 그 비율은 {_pct(held, 'ko')}입니다({deals_ko}).",
        ]
        raised = held > even
        if subject == p.maker and raised:
            en.append(
                f"{capital(who_en)} made trump, and a player who makes trump usually holds "
                "several trumps: the call raises the share."
            )
            ko.append(
                f"{josa(who_ko, '이')} 으뜸패를 정했고, 으뜸패를 정하는 사람은 대개 으뜸패를 "
                "여러 장 쥐고 있습니다. 그래서 부르기가 비율을 올립니다."
            )
        elif subject != p.maker and not raised:
            en.append(
                f"{capital(who_en)} passed, and a player who passes seldom holds enough "
                "trumps to call: the pass lowers the share."
            )
            ko.append(
                f"{josa(who_ko, '은')} 패스했고, 패스하는 사람은 부를 만큼 으뜸패를 쥔 "
                "경우가 드뭅니다. 그래서 패스가 비율을 낮춥니다."
            )
        else:
            moved_en = "raise" if raised else "lower"
            moved_ko = "올립니다" if raised else "낮춥니다"
            en.append(f"Read together, the calls {moved_en} the share.")
            ko.append(f"부르기를 모두 읽으면 비율을 {moved_ko}.")
    else:
        card = parse_card(str(question["card"]))
        places = [*_OFFSETS, "undealt"]
        spread_en = ", ".join(f"{_PLACES[c]['en']} {_pct(uniform[c], 'en')}" for c in places)
        spread_ko = ", ".join(f"{_PLACES[c]['ko']} {_pct(uniform[c], 'ko')}" for c in places)
        read_en = ", ".join(f"{_PLACES[c]['en']} {_pct(heard[c], 'en')}" for c in places)
        read_ko = ", ".join(f"{_PLACES[c]['ko']} {_pct(heard[c], 'ko')}" for c in places)
        en = [
            f"Dealt at random, with the calls unheard, the {card} would be anywhere you "
            f"cannot see: {spread_en}.",
            f"{_WEIGHED_EN}: {read_en} ({deals_en}).",
        ]
        ko = [
            f"부르기를 듣지 않고 카드를 아무렇게나 나누면 {card_josa(card, '은')} 보이지 "
            f"않는 어디에나 있을 수 있습니다: {spread_ko}.",
            f"{_WEIGHED_KO}: {read_ko}({deals_ko}).",
        ]
        holder = (you + _OFFSETS[answer]) % 4
        holder_en, holder_ko = _who(holder, you, "en"), _who(holder, you, "ko")
        if holder == p.maker:
            en.append(
                f"{capital(holder_en)} made trump, and a player who makes trump usually "
                "holds the high trumps."
            )
            ko.append(
                f"{josa(holder_ko, '이')} 으뜸패를 정했고, 으뜸패를 정하는 사람은 대개 높은 "
                "으뜸패를 쥐고 있습니다."
            )
        else:
            en.append(
                f"The calls make {holder_en} the likeliest holder: "
                f"{_pct(heard[answer], 'en')} of the weighted deals put it there, more than "
                "any other place."
            )
            ko.append(
                f"부르기로 보면 {josa(holder_ko, '이')} 가장 유력합니다. 무게를 준 딜의 "
                f"{_pct(heard[answer], 'ko')}에서 그 자리에 있어, 다른 어느 곳보다 많습니다."
            )
    en.append(f"Answer: {label['en']}.")
    ko.append(f"답: {label['ko']}.")
    return {"en": lines(en), "ko": lines(ko)}
