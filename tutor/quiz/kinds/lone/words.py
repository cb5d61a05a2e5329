"""Wording of go-alone items: prompt, outcomes, counter note and explanation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.calling import (
    ALONE,
    CallJudgement,
)
from tutor.engine import Rank, is_trump
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    text,
)
from tutor.quiz.kinds.calls import lone_hand_text, turned_down
from tutor.quiz.kinds.calls.basics import (
    _dealer_sentence,
    _passed_sentence,
    _score_sentence,
    _seat,
    _sentences,
)
from tutor.quiz.kinds.lone.call import COUNTER_RULES, LABELS, OPTIONS, PARTNER, LoneCall, _kept
from tutor.quiz.kinds.lone_dispute import disputed_loner_text
from tutor.quiz.words import (
    alone_made_no_more,
    alone_no_more,
    capital,
    card_ko,
    cards_text,
    count_en,
    josa,
    lines,
    lone_euchre_loss,
    made_either_way,
    made_points,
    made_tricks,
    march_points,
    percent,
    points_en,
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


def _outcome_text(outcomes: Mapping[str, Mapping[str, int]], samples: int) -> tuple[str, str]:
    def part_en(option: str) -> str:
        # A share of none reads "never" (review 6: "march in 0% of them").
        c = outcomes[option]
        shares = [
            ("march", "march in", c["march"]),
            ("take three or four tricks", "take three or four tricks in", c["made"]),
            ("are euchred", "are euchred in", c["euchred"]),
        ]
        parts, of_them = [], " of them"
        for never, some, count in shares:
            if count == 0:
                parts.append(f"never {never}" if never != "are euchred" else "are never euchred")
            else:
                parts.append(f"{some} {percent(count, samples)}{of_them}")
                of_them = ""
        return f"{', '.join(parts[:-1])} and {parts[-1]}"

    def part_ko(option: str) -> str:
        c = outcomes[option]
        labels = (("전승", c["march"]), ("세 트릭이나 네 트릭", c["made"]), ("유커", c["euchred"]))
        return ", ".join(
            f"{label} {percent(count, samples, 'ko') if count else '없음'}"
            for label, count in labels
        )

    return (
        f"Played out on {samples} deals of the unseen cards: alone you {part_en(ALONE)}; "
        f"with your partner you {part_en(PARTNER)}.",
        f"보이지 않는 카드를 {samples}가지 방식으로 나눠 끝까지 쳐 보면, 혼자 할 때는 "
        f"{part_ko(ALONE)}이고, 파트너와 함께 할 때는 {part_ko(PARTNER)}입니다.",
    )


def lone_counter_note(theme: str, themes: Sequence[str]) -> dict[str, str]:
    """A counter-example's note: A-9's first clause gives way on this lone hand to what the
    spec says takes over, A-9's own second clause (the lone march is doubtful) or, when that
    is not the reason, A-10 (two points already win the game)."""
    rule_en, rule_ko = COUNTER_RULES[theme]
    if "march-doubtful" in themes:
        over_en, over_ko = principles.ADVICE["A-9-stay"]
        return text(
            f"The usual advice — {rule_en} — gives way here to the rest of it: {over_en}.",
            f"보통은 '{rule_ko}'는 원칙을 따르지만, 여기서는 같은 원칙의 뒷부분인 "
            f"'{over_ko}'가 우선합니다.",
        )
    over_en, over_ko = principles.ADVICE["A-10"]
    return text(
        f"The usual advice — {rule_en} — gives way here to another: {over_en}.",
        f"보통은 '{rule_ko}'는 원칙을 따르지만, 여기서는 '{over_ko}'는 원칙이 우선합니다.",
    )


def _counter_note_from_item(item: Mapping[str, Any]) -> dict[str, str]:
    return lone_counter_note(str(item["counter_theme"]), [str(t) for t in item["themes"]])


def _doubt_text(lone: LoneCall) -> tuple[str, str]:
    """Why a lone march is doubtful (A-9's second clause): plain losers, missing bowers."""
    kept = _kept(lone)
    trump = lone.trump
    losers = [c for c in kept if not is_trump(c, trump) and c.rank is not Rank.ACE]
    bowers = [c for c in kept if c.is_joker or (c.rank is Rank.JACK and is_trump(c, trump))]
    en = ["A lone hand must win every trick with its own cards."]
    ko = ["혼자 하면 자기 카드만으로 모든 트릭을 따야 합니다."]
    if losers:
        en.append(f"Your {cards_text(losers)} can lose a trick to a higher card.")
        ko.append(
            f"당신의 {josa(cards_text(losers), '은')} 더 높은 카드에 트릭을 내줄 수 있습니다."
        )
    if not bowers:
        en.append("You hold neither bower, and both can stand against you.")
        ko.append("바우어가 한 장도 없어서 두 바우어 모두 당신을 막을 수 있습니다.")
    en.append("With your partner, your partner could win that trick for you.")
    ko.append("파트너와 함께 하면 파트너가 그 트릭을 대신 가져올 수 있습니다.")
    return " ".join(en), " ".join(ko)


def _principle_text(
    lone: LoneCall, answer: str, principle: str, themes: Sequence[str], counter: bool
) -> tuple[str, str]:
    """The sentence that quotes the principle the answer follows: A-9 in the spec's words
    (``principles.ADVICE``), its second clause where the march is doubtful, or A-10."""
    trumps = principles.trumps_in(lone.holding, lone.trump)
    if principle == "A-10":
        mine = (lone.scores or [0, 0])[lone.seat % 2]
        need = lone.variant.target - mine
        enough_en = "three tricks" if need <= 1 else "a march"
        enough_ko = "세 트릭만 따도" if need <= 1 else "전승만 해도"
        return (
            f"Play to the score: your side needs only {count_en(need, 'point')}, which "
            f"{enough_en} with your partner already scores, so a loner's extra points are worth "
            "nothing while your partner's help still counts.",
            f"점수를 보고 판단합니다. 우리 팀은 {need}점만 더 있으면 되니 파트너와 함께 "
            f"{enough_ko} 충분합니다. 혼자 하기의 추가 점수는 의미가 없고, 파트너의 도움은 "
            "여전히 소중합니다.",
        )
    a9_en, a9_ko = principles.ADVICE["A-9"]
    # The variant's own scoring, never a figure written into the sentence (issue 10).
    v = lone.variant
    lone_march = march_points(v, alone=True)
    if answer == ALONE:
        what_en, what_ko = lone_hand_text(lone.holding, lone.trump)
        return (
            f"The advice is to {a9_en}, and you hold {what_en}. Here the lone march is likely "
            f"enough that its {lone_march} points are worth more than your partner's help.",
            f"{josa(what_ko, '이')} 있으니 '{a9_ko}'는 원칙에 해당합니다. 여기서는 혼자서도 "
            f"전승할 가능성이 충분해서, {lone_march}점이 파트너의 도움보다 값집니다.",
        )
    if "march-doubtful" in themes:
        what_en, what_ko = lone_hand_text(lone.holding, lone.trump)
        doubt_en, doubt_ko = _doubt_text(lone)
        made = made_points(v, alone=True)
        if made == made_points(v, alone=False):
            end_en = (
                f"{capital(made_tricks(v))} score {made} alone or not, so stay with your partner."
            )
            end_ko = (
                f"{josa(made_tricks(v, 'ko'), '은')} 혼자 하든 아니든 {made}점이니 파트너와 함께 "
                "합니다."
            )
        else:
            end_en = f"{capital(made_either_way(v))}, so stay with your partner."
            end_ko = f"{made_either_way(v, 'ko')}이니 파트너와 함께 합니다."
        if counter:  # its note has just quoted both clauses of A-9
            return (
                f"You hold {what_en}, but the lone march is doubtful. {doubt_en} {end_en}",
                f"당신에게는 {josa(what_ko, '이')} 있지만 혼자 전승하기는 불확실합니다. "
                f"{doubt_ko} {end_ko}",
            )
        stay_en, stay_ko = principles.ADVICE["A-9-stay"]
        return (
            f"The advice is to {a9_en}, and you hold {what_en}; the same advice says to "
            f"{stay_en}. {doubt_en} {end_en}",
            f"{josa(what_ko, '이')} 있으니 '{a9_ko}'는 원칙에 해당합니다. 하지만 같은 원칙은 "
            f"'{stay_ko}'고도 합니다. {doubt_ko} {end_ko}",
        )
    held_en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
    if alone_made_no_more(v):
        made = made_points(v, alone=True)
        score_en = f"Alone, {made_tricks(v)} score {made}, no more than with your partner"
        score_ko = (
            f"혼자 해서 {josa(made_tricks(v, 'ko'), '을')} 따도 파트너와 함께 할 때와 같은 "
            f"{made}점이니"
        )
    else:
        score_en, score_ko = capital(alone_no_more(v)), f"{alone_no_more(v, 'ko')}으니"
    # The advice and the hand come first whichever way the score reads (the conditional
    # once bound the whole English sentence, so a scoring where a made loner scored more
    # would have lost them).
    return (
        f"The advice is to {a9_en}, and this hand has neither: you hold {held_en}. "
        f"{score_en}, so play with your partner.",
        f"이 손패는 으뜸패 {len(trumps)}장({cards_text(trumps)})이라 '{a9_ko}'는 원칙에 해당하지 "
        f"않습니다. {score_ko} 파트너와 함께 합니다.",
    )


def _explanation(
    lone: LoneCall,
    judgement: CallJudgement,
    outcomes: Mapping[str, Mapping[str, int]],
    principle: str,
    themes: Sequence[str],
    confirm: Mapping[str, Any],
    *,
    counter: bool = False,
) -> dict[str, str]:
    trumps = principles.trumps_in(lone.holding, lone.trump)
    with_up_en = " (with the turn-up)" if lone.round == 1 and lone.role == 0 else ""
    with_up_ko = " 턴업을 포함해" if lone.round == 1 and lone.role == 0 else ""
    en = [
        f"{capital(suit_en(lone.trump))} are trump; you hold "
        f"{count_en(len(trumps), 'trump')}{with_up_en}: {cards_text(trumps)}.",
        f"Alone, a march scores {points_en(march_points(lone.variant, alone=True))} instead "
        f"of {march_points(lone.variant, alone=False)}; {made_either_way(lone.variant)}, and a "
        f"euchre gives the opponents {lone_euchre_loss(lone.variant)}. Your partner's cards "
        "leave the game.",
    ]
    ko = [
        f"으뜸패는 {suit_ko(lone.trump)}이고, 당신의 으뜸패는{with_up_ko} {len(trumps)}장입니다: "
        f"{cards_text(trumps)}.",
        f"혼자 하면 전승이 {march_points(lone.variant, alone=False)}점이 아니라 "
        f"{march_points(lone.variant, alone=True)}점입니다. {made_either_way(lone.variant, 'ko')}"
        f"이고, 유커를 당하면 상대가 {lone_euchre_loss(lone.variant)}점을 얻습니다. 파트너의 "
        "카드는 이번 판에서 빠집니다.",
    ]
    rule_en, rule_ko = _principle_text(lone, judgement.best, principle, themes, counter)
    en.append(rule_en)
    ko.append(rule_ko)
    if judgement.best == ALONE:
        disputed = disputed_loner_text(
            lone.holding,
            lone.trump,
            confirm,
            benny_in_pack=lone.variant.joker,
            partner_call=True,
            other_choices=len(OPTIONS) - 1,
            lone_outcome=outcomes[ALONE],
        )
        if disputed is not None:
            en.append(disputed[0])
            ko.append(disputed[1])
    out_en, out_ko = _outcome_text(outcomes, judgement.samples)
    en.append(out_en)
    ko.append(out_ko)
    at_score_en = " at this score" if lone.scores is not None else ""
    at_score_ko = " 이 점수에서" if lone.scores is not None else ""
    values_en = ", ".join(f"{LABELS[o]['en'].lower()} {v:+.2f}" for o, v in judgement.ranked())
    values_ko = ", ".join(f"{LABELS[o]['ko']} {v:+.2f}" for o, v in judgement.ranked())
    en.append(f"Expected points for your side{at_score_en}: {values_en}.")
    ko.append(f"우리 팀의 기대 점수는{at_score_ko} {values_ko}입니다.")
    en.append(f"Best: {LABELS[judgement.best]['en']}.")
    ko.append(f"최선: {LABELS[judgement.best]['ko']}.")
    return text(lines(en), lines(ko))
