"""Wording of go-alone items' prompt (the explanation is facts: ``tutor.quiz.kinds.lone.facts``,
worded by ``tutor.web.explanation.lone``)."""

from __future__ import annotations

from tutor.quiz.kinds.base import (
    text,
)
from tutor.quiz.kinds.calls import turned_down
from tutor.quiz.kinds.calls.basics import (
    _dealer_sentence,
    _passed_sentence,
    _score_sentence,
    _seat,
    _sentences,
)
from tutor.quiz.kinds.lone.call import LoneCall
from tutor.quiz.words import (
    card_ko,
    josa,
    suit_en,
    suit_ko,
)

# -- text -----------------------------------------------------------------------------------


def _call_sentence(lone: LoneCall) -> tuple[str, str]:
    up, up_ko = str(lone.upcard), card_ko(lone.upcard)
    trump_en, trump_ko = suit_en(lone.trump), suit_ko(lone.trump)
    if lone.round == 2:
        return (
            f"You name {trump_en}: {trump_en} are trump.",
            f"당신이 {josa(trump_ko, '을')} 부릅니다. 으뜸패는 {trump_ko}입니다.",
        )
    if lone.role == 0:
        return (
            f"You pick up the {up}: {trump_en} are trump, and you will discard one card.",
            f"당신이 {josa(up_ko, '을')} 테이크업합니다. 으뜸패는 {trump_ko}이고, 한 장을 "
            "버리게 됩니다.",
        )
    if lone.role == 2:
        return (
            f"You order up the {up}: {trump_en} are trump. If you play together, your "
            f"partner, the dealer, takes the {up}; if you go alone, your partner sits out and "
            f"the {up} is dead.",
            f"당신이 {josa(up_ko, '을')} 오더업합니다. 으뜸패는 {trump_ko}입니다. 함께 하면 "
            f"딜러인 파트너가 {josa(up_ko, '을')} 가져가고, 혼자 하면 파트너는 쉬고 "
            f"{josa(up_ko, '은')} 죽은 카드가 됩니다.",
        )
    dealer_en, dealer_ko = _seat(lone.dealer, lone.seat, "en"), _seat(lone.dealer, lone.seat, "ko")
    return (
        f"You order up the {up}: {trump_en} are trump, and the dealer, {dealer_en}, takes "
        f"the {up}.",
        f"당신이 {josa(up_ko, '을')} 오더업합니다. 으뜸패는 {trump_ko}이고, 딜러인 "
        f"{josa(dealer_ko, '이')} {josa(up_ko, '을')} 가져갑니다.",
    )


def _prompt(lone: LoneCall) -> dict[str, str]:
    up = lone.upcard
    parts: list[tuple[str, str]] = []
    if lone.round == 1:
        parts.append((f"The turn-up is {up}.", f"턴업은 {card_ko(up)}입니다."))
    dealer = _dealer_sentence(lone.dealer, lone.seat, turns=True)
    if lone.round == 1:
        parts.append(dealer)
    else:
        parts.extend(turned_down(up, dealer, lone.dealer == lone.seat))
    passed = lone.passed_second() if lone.round == 2 else lone.passed_first()
    parts.append(_passed_sentence(passed, lone.seat, again=lone.round == 2))
    parts.append(_call_sentence(lone))
    parts.append(_score_sentence(lone.scores, lone.seat, lone.variant.target))
    parts.append(("Do you go alone?", "혼자 할까요?"))
    en, ko = _sentences(parts)
    return text(en, ko)
