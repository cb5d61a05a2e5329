"""The explanation of a British or three-hand call: the answer's reason, the other choices, ties
and losing calls."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    PASS,
    CallJudgement,
)
from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Suit,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    text,
    with_counter_note,
)
from tutor.quiz.kinds.calls import (
    ROUND_TWO_FIRST_KO,
    alone_code,
    conclude_named,
    holding_edge_text,
    naming_action,
)
from tutor.quiz.kinds.lone_dispute import disputed_loner_text
from tutor.quiz.kinds.variant_calls.call import (
    NUMBER_EN,
    WITH_PARTNER,
    VariantCall,
    _high,
    _trumps,
    call_from_item,
    card_en,
    card_josa,
    card_ko,
    cards_ko,
    cards_text,
)
from tutor.quiz.kinds.variant_calls.themes import (
    _note_states_lone_rule,
    counter_note_for,
    themes_of,
)
from tutor.quiz.kinds.variant_calls.wording import (
    _alone_reason,
    _holding_sentence,
    _principle_text,
    _round_two_alone_text,
    _turn_up_sentence,
    choice_labels,
    prompt,
)
from tutor.quiz.words import (
    capital,
    josa,
    lines,
    suit_en,
    suit_ko,
)


def losing_call(call: VariantCall, answer: str, value: float) -> bool:
    """A call that is best only as the least bad (every choice loses points) and that no
    rule forces: S0-3 and A-9 are reasons for a good call, so such an item is not built
    (F3). A pass that loses least, and a forced call (the stuck dealer, the Benny's makers),
    are built, and the text says every choice loses (``losing_text``)."""
    return value < 0 and not (answer == PASS or call.stuck or call.benny)


def losing_text(
    call: VariantCall, judgement: CallJudgement, labels: Mapping[str, Mapping[str, str]]
) -> tuple[str, str] | None:
    """When every choice loses points: say so, and why the answer is still best."""
    answer = judgement.best
    if judgement.evaluation[answer] >= 0:
        return None
    if call.stuck:
        return (
            "Every suit loses points here on average, but you may not pass: name the suit "
            "that loses least.",
            "여기서는 어느 무늬를 불러도 평균적으로 점수를 잃지만, 패스할 수 없으니 가장 덜 "
            "잃는 무늬를 부릅니다.",
        )
    if call.benny:
        label_en, label_ko = labels[answer]["en"], labels[answer]["ko"]
        return (
            "Every choice loses points here, but the Benny has already made your side the "
            f"makers: {label_en[0].lower() + label_en[1:]} loses least.",
            "여기서는 무엇을 골라도 점수를 잃지만, 베니 때문에 우리 팀이 이미 메이커입니다. "
            f"{josa(label_ko, '이')} 가장 덜 잃습니다.",
        )
    if call.players == 3 and call.role == 0 and call.round == 1:
        return (
            "Every choice loses points here. Turning it down loses least, even counting the "
            "suit you must name in round two if both opponents pass again.",
            "여기서는 무엇을 골라도 점수를 잃습니다. 두 상대가 둘째 바퀴에서도 패스해 당신이 "
            "무늬를 꼭 불러야 하는 경우까지 따져도 턴업을 엎는 쪽이 가장 덜 잃습니다.",
        )
    return (
        "Every choice loses points here. Passing loses least: what the opponents score after "
        "your pass costs less, on average, than a call of your own would.",
        "여기서는 무엇을 골라도 점수를 잃습니다. 패스가 가장 덜 잃습니다. 패스한 뒤 상대가 "
        "얻는 점수가 평균적으로 직접 불러서 잃는 점수보다 적기 때문입니다.",
    )


def round_two_fallback(call: VariantCall) -> Suit:
    """The suit the three-hand dealer who turns the card down would name when stuck in
    round two (S0-3 stuck: the most trumps, then the most high ones)."""
    turned = call.upcard.suit
    nameable = [s for s in SUITS if s is not turned]
    return max(nameable, key=lambda s: (len(_trumps(call.hand, s)), len(_high(call.hand, s))))


def stuck_later_text(call: VariantCall) -> tuple[str, str]:
    """A three-hand dealer's turn-down: stick the dealer makes him name a suit in round two,
    and the text says which and with what."""
    suit = round_two_fallback(call)
    trumps = _trumps(call.hand, suit)
    high = _high(call.hand, suit)
    if not trumps:
        held_en, held_ko = "no trump in any other suit", "다른 어느 무늬로도 으뜸패가 없습니다"
        return (
            "If you turn it down and both opponents pass again, stick the dealer makes you "
            f"name a suit in round two, and you would hold {held_en}.",
            "턴업을 엎은 뒤 두 상대가 둘째 바퀴에서도 패스하면 스틱 더 딜러 규칙에 따라 "
            f"무늬를 꼭 불러야 하는데, {held_ko}.",
        )
    high_en = (
        f", {NUMBER_EN[len(high)] if high else 'none'} of them ranked ace or higher"
        if len(trumps) > 1
        else ""
    )
    held_ko = f"으뜸패는 {cards_ko(trumps)}입니다."
    if len(trumps) > 1:
        held_ko = (
            f"으뜸패는 {cards_ko(trumps)}이고 그중 에이스 이상은 {len(high)}장입니다."
            if high
            else f"으뜸패는 {cards_ko(trumps)}이고 에이스 이상은 없습니다."
        )
    if len(high) == 2 and all(not c.is_joker and c.rank is Rank.JACK for c in high):
        high_en = ", both bowers"
        held_ko = f"으뜸패는 {josa(cards_ko(trumps), '로')} 양쪽 바우어가 있습니다."
    return (
        "If you turn it down and both opponents pass again, stick the dealer makes you name a "
        f"suit in round two: your best would be {suit_en(suit)}, with {cards_text(trumps)}"
        f"{high_en}.",
        "턴업을 엎은 뒤 두 상대가 둘째 바퀴에서도 패스하면 스틱 더 딜러 규칙에 따라 무늬를 꼭 "
        f"불러야 합니다. 가장 나은 무늬는 {josa(suit_ko(suit), '로')}, {held_ko}",
    )


def round_two_chance(call: VariantCall) -> tuple[Suit, list[Card]] | None:
    """A round-one pass whose point is round two: the suit the player could name there if
    everyone passes the turn-up, by the same rule (S0-3, for a three-hand maker with his
    own third trick; under the British rule counting the turned-down card he would take),
    with the trumps it gives. None where no suit makes the call, or for the three-hand
    dealer (``stuck_later_text`` says what stick the dealer leaves him)."""
    if call.round != 1 or call.benny or (call.players == 3 and call.role == 0):
        return None
    later = VariantCall(call.variant, call.dealer, call.seat, call.hand, call.upcard, 2)
    suits = [
        s
        for s in SUITS
        if s is not call.upcard.suit and principles.fits("S0-3", later.decision(s.code))
    ]
    if not suits:
        return None

    def holding(suit: Suit) -> list[Card]:
        return later.decision(suit.code).holding(suit)

    best = max(suits, key=lambda s: (len(_high(holding(s), s)), len(_trumps(holding(s), s))))
    return best, _trumps(holding(best), best)


def round_two_text(call: VariantCall) -> tuple[str, str] | None:
    """What a round-one pass keeps for round two (``round_two_chance``), said with who may
    name a suit first."""
    chance = round_two_chance(call)
    if chance is None:
        return None
    suit, trumps = chance
    high = _high(trumps, suit)
    up_en, up_ko = card_en(call.upcard), card_josa(call.upcard, "을")
    order = call.order()
    first = order.index(call.seat) == 0
    before_en = "" if first else ", unless a player before you names a suit first"
    before_ko = ROUND_TWO_FIRST_KO if not first else ""
    takes = call.variant.round_two_pickup and call.upcard in trumps
    takes_en = f" (with the {up_en} you would take)" if takes else ""
    takes_ko = f"(가져올 {card_ko(call.upcard)} 포함)" if takes else ""
    return (
        f"Passing keeps round two open: if everyone passes the {up_en}, you can name "
        f"{suit_en(suit)} there, with {cards_text(trumps)}{takes_en}, "
        f"{'both' if len(high) == len(trumps) == 2 else NUMBER_EN[len(high)] + ' of them'} "
        f"ranked ace or higher{before_en}.",
        f"패스하면 둘째 바퀴가 남습니다. 모두 {up_ko} 패스하면 둘째 바퀴에서 "
        f"{josa(suit_ko(suit), '을')} 부를 수 있고, 그때 으뜸패는 "
        f"{cards_ko(trumps)}{takes_ko}{josa(cards_ko(trumps), '로')[len(cards_ko(trumps)) :]} "
        f"에이스 이상이 {len(high)}장입니다.{before_ko}",
    )


def strong_pass_text(call: VariantCall, judgement: CallJudgement) -> tuple[str, str] | None:
    """A loner whose pass is worth more than the call with the partner: why, and that only
    the loner beats the pass."""
    ev = judgement.evaluation
    if judgement.best != ALONE or ORDER_UP not in ev or PASS not in ev:
        return None
    if round(ev[PASS], 2) <= round(ev[ORDER_UP], 2):
        return None
    takes = call.taker() == call.seat
    call_en = "taking it up" if takes else "ordering it up"
    call_ko = "테이크업" if takes else "오더업"
    chance = round_two_chance(call)
    why_en, why_ko = "these cards also defend well", "이 카드는 수비에도 강합니다"
    if chance is not None:
        why_en += (
            f", and if everyone passes you can name {suit_en(chance[0])} in round two "
            f"({cards_text(chance[1])})"
        )
        why_ko = (
            f"이 카드는 수비에도 강하고, 모두 패스하면 둘째 바퀴에서 "
            f"{josa(suit_ko(chance[0]), '을')} 부를 수 있습니다({cards_ko(chance[1])})"
        )
    # The lone march's worth is the variant's (British and house rules may change it).
    march = call.variant.lone_march_points
    return (
        f"Passing is worth more here than {call_en} with your partner "
        f"({ev[PASS]:+.2f} against {ev[ORDER_UP]:+.2f}): {why_en}. Only the loner, whose "
        f"march scores {march}, is worth more ({ev[ALONE]:+.2f}).",
        f"여기서는 파트너와 함께 {call_ko}하는 것보다 패스가 낫습니다({ev[PASS]:+.2f} 대 "
        f"{ev[ORDER_UP]:+.2f}). {why_ko}. 그보다 나은 것은 전승하면 {march}점인 혼자 하기"
        f"뿐입니다({ev[ALONE]:+.2f}).",
    )


def _evaluation_text(
    call: VariantCall, judgement: CallJudgement, labels: Mapping[str, Mapping[str, str]]
) -> tuple[str, str]:
    # Equal values by option name: the same order whether the values come from a proof or
    # from the stored item (whose keys are written sorted).
    ranked = sorted(judgement.evaluation.items(), key=lambda pair: (-pair[1], pair[0]))
    parts_en = ", ".join(f"{labels[o]['en']} {v:+.2f}" for o, v in ranked)
    parts_ko = ", ".join(f"{labels[o]['ko']} {v:+.2f}" for o, v in ranked)
    if call.players == 3:
        return (
            f"Playing out {judgement.samples} deals of the unseen cards, your expected points "
            f"minus the average of your opponents' are: {parts_en}.",
            f"보이지 않는 카드를 {judgement.samples}가지 방식으로 나눠 끝까지 쳐 보면 당신의 기대 "
            f"점수에서 상대들 점수의 평균을 뺀 값은 {parts_ko}입니다.",
        )
    return (
        f"Playing out {judgement.samples} deals of the unseen cards, the expected points for "
        f"your side are: {parts_en}.",
        f"보이지 않는 카드를 {judgement.samples}가지 방식으로 나눠 끝까지 쳐 보면 우리 팀 기대 "
        f"점수는 {parts_ko}입니다.",
    )


def unseparated(call: VariantCall, principle: str | None, answer: str) -> list[str]:
    """The choices the principle fits as well as the answer with nothing the item says to
    prefer the answer (``principles.unseparated``)."""
    chosen = call.decision(answer)
    others = principles.unseparated(principle, chosen, [call.decision(o) for o in call.options()])
    return [o for o in call.options() if call.decision(o) in others]


def _tie_text(
    call: VariantCall, principle: str, answer: str, themes: Sequence[str]
) -> list[tuple[str, tuple[str, str]]]:
    """Why the answer and not the other choices its principle fits too: each tie-breaker
    (``principles.tie_break``) said once, with the cards, each sentence tagged with what it
    weighs: "suit" (another suit against the answer's, its conclusion said by the caller
    after every suit is weighed), "lone" (A-9) or "rule" (S0-3)."""
    chosen = call.decision(answer)
    said: list[str] = []
    compared: set[str] = set()  # round two: the other suits said, alone or not
    out: list[tuple[str, tuple[str, str]]] = []
    code = naming_action(answer)[0] if call.round == 2 else answer
    for option in call.options():
        rival = call.decision(option)
        if option == answer or not principles.fits(principle, rival):
            continue
        tie = principles.tie_break(principle, chosen, rival)
        if tie is None or (tie in said and tie in ("S0-3", "A-9")):
            continue
        if tie in ("S0-3", "A-9"):
            said.append(tie)
            out.append(
                ("lone" if tie == "A-9" else "rule", _principle_text(call, tie, answer, themes))
            )
            continue
        rival_code = naming_action(option)[0]
        if rival_code in compared:
            continue
        compared.add(rival_code)
        said.append(tie)
        named, other = Suit.parse(code), Suit.parse(rival_code)
        hand = chosen.holding(named)
        edge_en, edge_ko = holding_edge_text(hand, named, other, tie)
        held = _trumps(hand, other)
        held_en = cards_text(held) if held else "no trump"
        held_ko = f"으뜸패는 {cards_ko(held)}입니다" if held else "으뜸패가 없습니다"
        out.append(
            (
                "suit",
                (
                    f"{capital(suit_en(other))} would give you {held_en}, but {suit_en(named)} "
                    f"give you {edge_en}.",
                    f"{josa(suit_ko(other), '을')} 부르면 {held_ko}. 하지만 "
                    f"{josa(suit_ko(named), '을')} 부르면 {edge_ko}.",
                ),
            )
        )
    return out


def _suit_holding_text(call: VariantCall, suit: Suit) -> tuple[str, str]:
    """ "hearts would give you only the J♣ and K♠ (one ranked ace or higher)"."""
    held = call.decision(suit.code).holding(suit)
    trumps, high = _trumps(held, suit), _high(held, suit)
    if not trumps:
        return (
            f"{capital(suit_en(suit))} would give you no trump",
            f"{josa(suit_ko(suit), '을')} 부르면 으뜸패가 없습니다",
        )
    many = len(high)
    high_en = "none" if not many else NUMBER_EN[many]
    return (
        f"{capital(suit_en(suit))} would give you {cards_text(trumps)} ({high_en} ranked ace "
        "or higher)",
        f"{josa(suit_ko(suit), '을')} 부르면 으뜸패는 {cards_ko(trumps)}이고 에이스 이상은 "
        + (f"{many}장입니다" if many else "없습니다"),
    )


def other_choices_text(call: VariantCall, principle: str, answer: str) -> list[tuple[str, str]]:
    """Round two: a line for every offered choice the principle's text and its tie-breakers
    did not weigh (each other suit, and the pass)."""
    suits, passes = _other_choice_parts(call, principle, answer)
    return [*suits, *passes]


def _other_choice_parts(
    call: VariantCall, principle: str, answer: str
) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """``other_choices_text``'s lines, the other suits' and the pass's apart."""
    if call.round != 2 or call.benny:
        return [], []
    chosen = call.decision(answer)
    code = naming_action(answer)[0]
    out: list[tuple[str, str]] = []
    passes: list[tuple[str, str]] = []
    for option in call.options():
        rival_code, rival_alone = naming_action(option)
        # Each other suit once: a suit named alone holds what it holds with the partner,
        # and the answer's own suit alone or not is A-9's (``_tie_text``, ``_alone_reason``).
        if option in (answer, PASS) or rival_alone or rival_code == code:
            continue
        rival = call.decision(option)
        if principles.fits(principle, rival) and principles.tie_break(principle, chosen, rival):
            continue  # said by _tie_text
        alone_rival = alone_code(option)
        if alone_rival in call.options():
            lone = call.decision(alone_rival)
            if principles.fits(principle, lone) and principles.tie_break(principle, chosen, lone):
                continue  # said by _tie_text, of the suit named alone
        en, ko = _suit_holding_text(call, Suit.parse(option))
        out.append((en + ".", ko + "."))
    if PASS in call.options() and answer != PASS:
        later = [s for s in call.order()[call.order().index(call.seat) + 1 :]]
        if later:
            passes.append(
                (
                    "Passing hands the call to the players after you, and if everyone passes "
                    f"the cards are redealt; with two high trumps in {suit_en(Suit.parse(code))}"
                    ", your own call is worth more.",
                    "패스하면 부를 차례가 다음 사람들에게 넘어가고, 모두 패스하면 새로 "
                    f"돌립니다. {suit_ko(Suit.parse(code))}에 높은 으뜸패가 두 장 "
                    "있으니 직접 부르는 편이 낫습니다.",
                )
            )
        else:
            passes.append(
                (
                    "Passing as the dealer ends the calling: the cards are redealt and nobody "
                    "scores, while your call is worth points.",
                    "딜러가 패스하면 부르기가 끝나 새로 돌리고 아무도 점수를 얻지 못합니다. "
                    "직접 부르면 점수를 기대할 수 있습니다.",
                )
            )
    return out, passes


def _weighs_alone(call: VariantCall, principle: str, answer: str) -> bool:
    """Whether the principle's text (or a tie-breaker's) already says why the answer and
    not the loner, or the loner and not the answer: A-9's texts do."""
    if principle == "A-9":
        return True
    chosen = call.decision(answer)
    return any(
        principles.tie_break(principle, chosen, call.decision(o)) == "A-9"
        for o in call.options()
        if o != answer and principles.fits(principle, call.decision(o))
    )


def explanation(
    call: VariantCall,
    judgement: CallJudgement,
    principle: str,
    labels: Mapping[str, Mapping[str, str]],
    confirm: Mapping[str, Any],
    counter_theme: str | None = None,
) -> dict[str, str]:
    """The item's explanation; ``confirm``: the item's proof, which a lone call without
    the right bower, the ace or the Benny quotes (``lone_dispute``); ``counter_theme``: the
    counter-example's theme, whose note opens the text (``counter_note_for``), so what the
    note says is not said again."""
    answer = judgement.best
    themes = themes_of(call, answer)
    en: list[str] = []
    ko: list[str] = []
    trump: Suit | None = call.offered if call.round == 1 else None
    code, alone = naming_action(answer) if call.round == 2 else (answer, False)
    if call.round == 2 and answer != PASS:
        trump = Suit.parse(code)
    if call.round == 2:
        turned = call.upcard.suit or Suit.SPADES
        en.append(f"{capital(suit_en(turned))} were turned down and cannot be named.")
        ko.append(f"딜러가 엎은 {josa(suit_ko(turned), '은')} 부를 수 없습니다.")
    if trump is not None:
        held_en, held_ko = _holding_sentence(call, trump)
        en.append(held_en)
        ko.append(held_ko)
    if call.round == 1 and not call.benny:
        goes_en, goes_ko = _turn_up_sentence(call)
        en.append(goes_en)
        ko.append(goes_ko)
    rule_en, rule_ko = _principle_text(
        call, principle, answer, themes, rule_said=_note_states_lone_rule(counter_theme, answer)
    )
    # Round two's order, as the name-trump banks say it (review: 1101/24, 1101/16): the
    # rule, every candidate suit weighed, the conclusion after the last of them, then the
    # loner line, then the pass.
    tagged = _tie_text(call, principle, answer, themes)
    rule_is_lone = call.round == 2 and alone and principle == "A-9" and not call.benny
    rules = [] if rule_is_lone else [(rule_en, rule_ko)]
    suits = [line for kind, line in tagged if kind == "suit"]
    lone = [(rule_en, rule_ko)] if rule_is_lone else []
    if call.round == 2:
        rules += [line for kind, line in tagged if kind == "rule"]
        lone += [line for kind, line in tagged if kind == "lone" and line not in lone]
    else:
        rules += [line for kind, line in tagged if kind != "suit"]
    if alone and trump is not None:
        # A suit named alone says why alone, whichever tie-breaker says it.
        lone_line = _round_two_alone_text(call, trump)
        if lone_line not in lone and lone_line not in rules:
            lone.append(lone_line)
    if not _weighs_alone(call, principle, answer):
        reason = _alone_reason(call, answer, trump)
        if reason is not None:
            lone.append(reason)
    other_suits, passes = _other_choice_parts(call, principle, answer)
    weighed = [*suits, *other_suits]
    if suits and answer != PASS:
        # The comparison's conclusion said (issue 10), once, after the last suit weighed;
        # stuck or not, plainly: the stuck dealer's rule says "stuck" itself.
        weighed[-1] = conclude_named(weighed[-1], Suit.parse(code), False)
    if trump is not None and (alone or answer == ALONE):
        # The call with the partner: round two's suit named plainly; round one's order-up,
        # or under a turned Benny the dealer's choice to play with the partner. British
        # opposite the dealer has none (``must_go_alone``): it is not among the options.
        partner = code if call.round == 2 else (WITH_PARTNER if call.benny else ORDER_UP)
        disputed = disputed_loner_text(
            call.holding(),
            trump,
            confirm,
            benny_in_pack=call.variant.joker,
            partner_call=partner in call.options(),
            other_choices=len(call.options()) - 1,
        )
        if disputed is not None:
            lone.append(disputed)
    for line_en, line_ko in [*rules, *weighed, *lone, *passes]:
        en.append(line_en)
        ko.append(line_ko)
    if answer == PASS:
        chance = round_two_text(call)
        if chance is not None:
            en.append(chance[0])
            ko.append(chance[1])
    strong = strong_pass_text(call, judgement)
    if strong is not None:
        en.append(strong[0])
        ko.append(strong[1])
    if call.players == 3 and call.role == 0 and call.round == 1 and answer == PASS:
        later_en, later_ko = stuck_later_text(call)
        en.append(later_en)
        ko.append(later_ko)
    losing = losing_text(call, judgement, labels)
    if losing is not None:
        en.append(losing[0])
        ko.append(losing[1])
    eval_en, eval_ko = _evaluation_text(call, judgement, labels)
    en.append(eval_en)
    ko.append(eval_ko)
    en.append(f"Best: {labels[answer]['en']}.")
    ko.append(f"최선: {labels[answer]['ko']}.")
    return text(lines(en), lines(ko))


def text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """The prompt and explanation the builders write for a stored item (no play-out)."""
    call = call_from_item(item)
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    labels = choice_labels(call)
    countered = item.get("counter_theme") if item.get("counter_example") else None
    return prompt(call), with_counter_note(
        item,
        explanation(
            call,
            judgement,
            str(item["principle"]),
            labels,
            item["confirm"],
            None if countered is None else str(countered),
        ),
    )


def counter_note_from_item(item: Mapping[str, Any]) -> dict[str, str]:
    """A stored counter-example's note as the builders write it now (``quizzes reword``)."""
    call = call_from_item(item)
    return counter_note_for(call, str(item["counter_theme"]), str(item["answer"][0]))
