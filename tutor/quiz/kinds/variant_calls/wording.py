"""The words of a British or three-hand call: the prompt and the reasons for each kind of answer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    PASS,
)
from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Suit,
    is_trump,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    text,
)
from tutor.quiz.kinds.calls import (
    alone_code,
    benny_ko,
    naming_action,
    naming_question,
    turned_down,
)
from tutor.quiz.kinds.variant_calls.call import (
    LONE_RULE_EN,
    LONE_RULE_KO,
    NUMBER_EN,
    NUMBER_KO,
    STAY_EN,
    STAY_KO,
    WITH_PARTNER,
    VariantCall,
    _high,
    _trumps,
    card_en,
    card_josa,
    card_ko,
    cards_ko,
    cards_text,
)
from tutor.quiz.kinds.variant_calls.themes import (
    _turned_down_bower,
    marches,
)
from tutor.quiz.words import (
    alone_no_more,
    capital,
    count_en,
    josa,
    lone_march_gain,
    made_points,
    made_tricks,
    march_points,
    points_en,
    seat_name,
    suit_en,
    suit_ko,
)


def choice_labels(call: VariantCall) -> dict[str, dict[str, str]]:
    """The course's words (lessons/en/glossary.md): whoever adds the turn-up to his own
    hand takes it up (the dealer, and under the British rule any caller); an opponent of
    the dealer who gives it to him orders it up."""
    dealer = call.role == 0
    takes = call.round == 1 and not call.benny and call.taker() == call.seat
    labels: dict[str, dict[str, str]] = {
        PASS: text("Turn it down", "패스(엎기)")
        if dealer and call.round == 1
        else text("Pass", "패스"),
        ORDER_UP: text("Take it up", "테이크업") if takes else text("Order it up", "오더업"),
        ALONE: (
            text("Go alone", "혼자 하기")
            if call.benny
            else text("Take it up and go alone", "테이크업하고 혼자 하기")
            if takes
            else text("Order it up and go alone", "오더업하고 혼자 하기")
        ),
        WITH_PARTNER: text("Play with your partner", "파트너와 함께 하기"),
    }
    for suit in SUITS:
        labels[suit.code] = text(f"Name {suit_en(suit)}", f"{suit_ko(suit)} 부르기")
        # As name-trump's "Name hearts and go alone" / "하트 부르고 혼자 하기".
        labels[alone_code(suit.code)] = text(
            f"Name {suit_en(suit)} and go alone", f"{suit_ko(suit)} 부르고 혼자 하기"
        )
    return {o: labels[o] for o in call.options()}


# -- text ---------------------------------------------------------------------------------------


def _seat(call: VariantCall, seat: int, lang: str) -> str:
    return seat_name(seat, call.seat, call.players, lang)


def _join(names: Sequence[str], lang: str) -> str:
    if lang == "ko":
        return f"{josa(names[0], '와')} {names[1]}" if len(names) == 2 else ", ".join(names)
    return ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1]


def _dealer_sentence(call: VariantCall) -> tuple[str, str]:
    if call.role == 0:
        return "You are the dealer.", "당신이 딜러입니다."
    first = call.role == 1
    en = f"The dealer is {_seat(call, call.dealer, 'en')}"
    ko = f"딜러는 {_seat(call, call.dealer, 'ko')}입니다."
    if first:
        return en + "; you speak first.", ko + " 당신이 가장 먼저 부를 차례입니다."
    if call.role == call.players - 1:
        return en + "; you speak just before the dealer.", ko + " 당신은 딜러 바로 앞 차례입니다."
    return en + ".", ko


def _passed_sentence(call: VariantCall, seats: Sequence[int], again: bool) -> tuple[str, str]:
    if not seats:
        return "", ""
    joined_en = _join([_seat(call, s, "en") for s in seats], "en")
    joined_ko = _join([_seat(call, s, "ko") for s in seats], "ko")
    subject_ko = josa(joined_ko, "은")
    if call.players == 3 and len(seats) == 2:
        joined_en, subject_ko = "both opponents", "두 상대 모두"
    again_en, again_ko = (" again" if again else ""), (" 다시" if again else "")
    return f"{capital(joined_en)} passed{again_en}.", f"{subject_ko}{again_ko} 패스했습니다."


def _rules_sentence(call: VariantCall) -> tuple[str, str]:
    if call.players == 3:
        return (
            "Three-hand Euchre: whoever makes trump plays alone against the other two.",
            "3인 유커입니다. 으뜸패를 정한 사람은 나머지 두 사람을 상대로 혼자 합니다.",
        )
    if call.takes_turned_down:
        return (
            "British Euchre: whoever names trump in round two takes the turned-down card into "
            "his own hand, and if everyone passes again the cards are redealt.",
            "영국식 유커입니다. 둘째 바퀴에서 으뜸패를 부른 사람이 딜러가 엎은 카드를 자기 "
            "손패로 가져오고, 모두 다시 패스하면 새로 돌립니다.",
        )
    if call.must_go_alone:
        return (
            "British Euchre: whoever accepts the turn-up takes it into his own hand, and as "
            "the dealer's partner you may accept it only by going alone.",
            "영국식 유커입니다. 턴업을 받는 사람이 그 카드를 자기 손패로 가져오고, 딜러의 "
            "파트너인 당신은 혼자 하기로만 받을 수 있습니다.",
        )
    return (
        "British Euchre: whoever accepts the turn-up takes it into his own hand.",
        "영국식 유커입니다. 턴업을 받는 사람이 그 카드를 자기 손패로 가져옵니다.",
    )


def prompt(call: VariantCall) -> dict[str, str]:
    if call.benny and call.named is not None:
        named = call.named
        en = (
            "British Euchre. The Benny (the joker) was turned up, so there is no first round: "
            "you, the dealer, had to name trump before looking at your hand, and you named "
            f"{suit_en(named)}. Now you take the Benny and look at your cards. You may still go "
            "alone until you discard. What do you do?"
        )
        ko = (
            "영국식 유커입니다. 턴업으로 베니(조커)가 나와서 첫 바퀴가 없습니다. 딜러인 "
            f"당신은 손패를 보기 전에 으뜸패를 불러야 했고, {josa(suit_ko(named), '을')} "
            "불렀습니다. 이제 베니를 가져오고 손패를 봅니다. 카드를 버리기 전까지는 혼자 하기를 "
            "선언할 수 있습니다. 어떻게 할까요?"
        )
        return text(en, ko)
    up = call.upcard
    parts: list[tuple[str, str]] = [_rules_sentence(call)]
    if call.round == 1:
        parts.append((f"The turn-up is the {up}.", f"턴업은 {card_ko(up)}입니다."))
        parts.append(_dealer_sentence(call))
        parts.append(_passed_sentence(call, call.passed_first(), again=False))
        parts.append(("What do you do?", "어떻게 할까요?"))
    else:
        parts.extend(turned_down(up, _dealer_sentence(call), call.role == 0))
        parts.append(_passed_sentence(call, call.passed_second(), again=True))
        if call.stuck:
            parts.append(
                (
                    "Under stick the dealer you may not pass: name a suit.",
                    "스틱 더 딜러 규칙이라 딜러인 당신은 패스할 수 없고 무늬를 불러야 합니다.",
                )
            )
        parts.append(naming_question(stuck=call.stuck, alone=call.offers_loners))
    en = " ".join(e for e, _ in parts if e)
    ko = " ".join(k for _, k in parts if k)
    return text(en, ko)


def _holding_sentence(call: VariantCall, trump: Suit) -> tuple[str, str]:
    held = call.holding()
    trumps = _trumps(held, trump)
    # "(with the 9♠)" only where the card taken is one of the trumps counted.
    takes = len(held) > len(call.hand) and call.upcard in trumps
    up_en = "the Benny" if call.benny else f"the {call.upcard}"
    with_en = f" (with {up_en})" if takes else ""
    with_ko = f" {josa(card_ko(call.upcard), '을')} 포함해" if takes else ""
    if not trumps:
        return "You would hold no trump at all.", "으뜸패가 한 장도 없습니다."
    return (
        f"With {suit_en(trump)} trump you would hold {count_en(len(trumps), 'trump')}"
        f"{with_en}: {cards_text(trumps)}.",
        f"{josa(suit_ko(trump), '이')} 으뜸패라면{with_ko} 으뜸패가 {len(trumps)}장입니다: "
        f"{cards_ko(trumps)}.",
    )


def _turn_up_sentence(call: VariantCall) -> tuple[str, str]:
    up = str(call.upcard)
    taken_ko = card_josa(call.upcard, "을")
    goes_ko = card_josa(call.upcard, "은")
    comes_ko = card_josa(call.upcard, "이")
    if call.players == 3:
        if call.role == 0:
            return (
                f"If you take up the {up}, you discard one card and play alone against both "
                "opponents.",
                f"테이크업하면 {taken_ko} 가져와 한 장을 버리고, 혼자서 두 상대와 맞섭니다.",
            )
        other = next(s for s in range(3) if s not in (call.seat, call.dealer))
        dealer_en, dealer_ko = _seat(call, call.dealer, "en"), _seat(call, call.dealer, "ko")
        other_en, other_ko = _seat(call, other, "en"), _seat(call, other, "ko")
        return (
            f"Ordering it up gives the {up} to the dealer, {dealer_en}, and you play alone "
            f"against the dealer and {other_en}.",
            f"오더업하면 {goes_ko} 딜러인 {dealer_ko}에게 가고, 당신은 혼자서 딜러와 "
            f"{other_ko}, 두 사람과 맞섭니다.",
        )
    if call.role == 0:
        return (
            f"You would take up the {up} and discard one card.",
            f"테이크업하면 {taken_ko} 가져와 한 장을 버립니다.",
        )
    return (
        f"Under the British rule the {up} would come to you, not to the dealer: count it as "
        "your own card. (In most rules elsewhere the dealer would take it.)",
        f"영국식 규칙에서는 {comes_ko} 딜러가 아니라 당신에게 옵니다. 당신 카드로 "
        "셉니다. (다른 곳의 규칙은 대부분 딜러가 가져갑니다.)",
    )


def _principle_text(
    call: VariantCall,
    principle: str,
    answer: str,
    themes: Sequence[str],
    *,
    rule_said: bool = False,
) -> tuple[str, str]:
    """The principle's sentence for the answer; ``rule_said``: the counter-example's note
    above it has stated A-9's lone hands already, so a loner's sentence does not again."""
    if call.benny:
        return _benny_text(call, answer)
    # Round two: the suit is chosen as with the partner; a suit named alone says why alone.
    code, alone = naming_action(answer) if call.round == 2 else (answer, False)
    if principle == "A-9":
        if alone:
            return _round_two_alone_text(call, Suit.parse(code))
        if call.must_go_alone:
            return _opposite_dealer_text(call, answer)
        if answer == ALONE:
            return _alone_text(call, call.offered, rule_said=rule_said)
        return (
            f"Consider going alone only with {LONE_RULE_EN}, and {STAY_EN}: "
            f"{alone_no_more(call.variant)}.",
            f"혼자 하기는 {LONE_RULE_KO}일 때만 생각하고, {STAY_KO}. "
            f"{alone_no_more(call.variant, 'ko')}습니다.",
        )
    if principle == "A-11":
        return _dealer_count_text(call, answer)
    if call.stuck:
        named = Suit.parse(code)
        trumps, high = _trumps(call.hand, named), _high(call.hand, named)
        rule_en = (
            "Stuck as dealer, you play the suit you name alone against both opponents: name "
            "the suit with the most trumps, and among those with as many, the most ranked ace "
            "or higher."
        )
        rule_ko = (
            "꼭 불러야 하는 딜러는 부른 무늬로 혼자서 두 상대와 맞섭니다. 으뜸패가 가장 많은 "
            "무늬를 부르고, 장수가 같으면 에이스 이상의 으뜸패가 더 많은 무늬를 부릅니다."
        )
        high_en = NUMBER_EN[len(high)] if high else "none"
        tied = stuck_ties(call, named)
        tail_en, tail_ko = "", ""
        if tied:
            tied_en = " and ".join(suit_en(s) for s in tied)
            tied_ko = _join([suit_ko(s) for s in tied], "ko")
            # The tie-breaks the suit sentences then apply, announced (review 6: 1102/20
            # decided on the right bower, a rule the text had not stated):
            # ``principles.HOLDING_EDGES`` after the two counts.
            tail_en = (
                f" {capital(tied_en)} would give you as many of both, so the counts do not "
                "decide: then the suit where you would hold the right bower, and after that "
                "the one with an off-suit ace beside its trumps."
            )
            tail_ko = (
                f" {tied_ko}도 두 장수가 똑같아서 장수로는 정할 수 없습니다. 그때는 라이트 "
                "바우어를 쥐게 되는 무늬를, 그래도 같으면 다른 무늬 에이스가 남는 무늬를 부릅니다."
            )
        return (
            f"{rule_en} {capital(suit_en(named))} give you {cards_text(trumps)} ({high_en} "
            f"ranked ace or higher).{tail_en}",
            f"{rule_ko} {josa(suit_ko(named), '을')} 부르면 으뜸패는 {cards_ko(trumps)}이고 "
            + (f"에이스 이상은 {len(high)}장입니다." if high else "에이스 이상은 없습니다.")
            + tail_ko,
        )
    if call.players == 3:
        return _three_hand_text(call, answer)
    if call.takes_turned_down:
        return _round_two_text(call, code)
    trump = call.offered
    high = _high(call.holding(), trump)
    up = call.upcard
    if answer == PASS:
        count = len(_trumps(call.holding(), trump))
        high_en = f"only the {card_en(high[0])} is" if high else "none is"
        return (
            "Call with two trumps ranked ace or higher, counting on your partner for one "
            f"trick, and count the turn-up you would take: with the {up} you hold "
            f"{count_en(count, 'trump')}, but {high_en} ranked ace or higher. That is not the "
            "two a call needs: pass.",
            "에이스 이상의 으뜸패가 두 장이면 파트너의 한 트릭을 믿고 부르고, 가져올 턴업도 "
            f"셉니다. {josa(card_ko(up), '을')} 더해도 으뜸패 {count}장 가운데 에이스 이상은 "
            + (f"{card_ko(high[0])}뿐입니다. " if high else "한 장도 없습니다. ")
            + "부르는 데 필요한 두 장이 안 되니 패스합니다.",
        )
    if up in high:
        return (
            "Call with two trumps ranked ace or higher, counting on your partner for one "
            f"trick; the turn-up you take counts among them: you hold {cards_text(high)}.",
            "에이스 이상의 으뜸패가 두 장이면 파트너의 한 트릭을 믿고 부릅니다. 당신이 "
            f"가져올 턴업도 그 두 장에 셉니다. {cards_ko(high)} "
            f"{NUMBER_KO[len(high)]} 장이 여기에 해당합니다.",
        )
    # The turn-up is no high trump: it is not among the two (review C6).
    return (
        "Call with two trumps ranked ace or higher, counting on your partner for one trick: "
        f"you hold {cards_text(high)}.",
        "에이스 이상의 으뜸패가 두 장이면 파트너의 한 트릭을 믿고 부릅니다. "
        f"{cards_ko(high)} {NUMBER_KO[len(high)]} 장이 여기에 해당합니다.",
    )


def _opposite_dealer_text(call: VariantCall, answer: str) -> tuple[str, str]:
    """A-9 opposite the British dealer, where the choice is a loner or a pass: said of the
    hand (a loner anywhere, a lone hand whose march is in doubt, or neither)."""
    trump = call.offered
    choice_en = (
        "Opposite the dealer you choose between a loner and a pass: a hand that would help "
        "your partner in another game is a pass here."
    )
    choice_ko = (
        "딜러 맞은편에서는 혼자 하기와 패스 가운데 고릅니다. 다른 게임이라면 파트너를 "
        "도울 손패도 여기서는 패스입니다."
    )
    if answer == PASS:
        lack_en, lack_ko = lone_lack(call, trump) or ("", "")
        return (
            f"{choice_en} Go alone only with a hand that can take the tricks itself: "
            f"{LONE_RULE_EN}, whose march alone is not in doubt; here {lack_en}.",
            f"{choice_ko} 혼자 하기는 혼자서 트릭을 가져올 손패, 곧 {LONE_RULE_KO}으로 혼자 "
            f"전승할 만할 때만 합니다. 여기서 {lack_ko}.",
        )
    what_en, what_ko = lone_text(call, trump)
    # The variant's own scoring: a lone march, and three or four tricks made alone.
    lone_march = march_points(call.variant, alone=True)
    made_alone = made_points(call.variant, alone=True)
    made_en, made_ko = made_tricks(call.variant), made_tricks(call.variant, "ko")
    if marches(call, trump):
        return (
            f"With {what_en}, go alone: your hand is among those to consider going alone "
            f"with — {LONE_RULE_EN} — and a lone march scores {points_en(lone_march)}.",
            f"{josa(what_ko, '이')} 있으니 혼자 합니다. {LONE_RULE_KO}이면 혼자 하기를 "
            f"생각하는데, 이 손패가 바로 그런 경우입니다. 혼자 전승하면 {lone_march}점입니다.",
        )
    lack = lone_lack(call, trump) or ("", "")
    facts = lone_facts(call, trump)
    count_en_, count_ko_ = ("four trumps", "으뜸패 네 장으로")
    if facts.top_three:
        benny = any(c.is_joker for c in facts.trumps)
        count_en_, count_ko_ = (
            ("the top three trumps", "가장 높은 으뜸패 세 장으로")
            if benny
            else ("both bowers and the ace", "양쪽 바우어와 에이스로")
        )
    return (
        f"A lone hand is {LONE_RULE_EN}, but {STAY_EN}. You would hold {what_en}: "
        f"{count_en_} make it a lone hand by the count, but {lack[0]}, "
        "so a march alone is in doubt, and elsewhere you would play it with your partner. "
        "Here you may take it up only alone; if you pass, your partner, the dealer, may "
        "still take it up and play it with you, but over the deals your loner scores more, "
        f"as {made_en} alone still score {points_en(made_alone)}, so go alone.",
        f"{LONE_RULE_KO}이면 혼자 하기를 생각하지만, {STAY_KO}. {josa(what_ko, '이')} 있어 "
        f"{count_ko_}는 "
        f"혼자 할 손패이지만, {lack[1]}. 그래서 혼자 전승하기는 불확실하고, 다른 자리라면 "
        "파트너와 함께 할 손패입니다. 여기서는 혼자 할 때만 테이크업할 수 있습니다. 패스하면 "
        "딜러인 파트너가 턴업을 테이크업해 함께 할 수도 있지만, 여러 배치를 계산해 보면 혼자 "
        f"하는 쪽이 점수가 더 많고, 혼자 {made_ko}만 가져와도 {made_alone}점이니 혼자 "
        "합니다.",
    )


def _and_cards(cards: Sequence[Card]) -> str:
    """ "the A♣", "the Q♣ and 9♣", "the K♠, 10♠ and 9♠" (after "the")."""
    names = [card_en(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _dealer_count_text(call: VariantCall, answer: str) -> tuple[str, str]:
    """A-11 for the three-hand dealer, with the count the turn-up gives him: the partnership
    game's three-trump take-up, read as three tricks of his own alone against two."""
    if call.players == 3:
        return _alone_dealer_count_text(call, answer)
    count = len(_trumps(call.holding(), call.offered))
    if answer == PASS:
        return (
            "Count the turn-up as part of your hand: taking it up is standard with three "
            f"trumps, and here it gives you only {NUMBER_EN[count]}.",
            "턴업을 손패로 셉니다. 턴업을 더해 으뜸패가 세 장이면 테이크업하는 것이 "
            f"정석인데, 여기서는 {NUMBER_KO[count]} 장뿐입니다.",
        )
    if count >= 3:
        return (
            "Count the turn-up as part of your hand, and your discard as a free improvement: "
            f"with {NUMBER_EN[count]} trumps after the take-up, taking it up is standard.",
            "턴업을 손패로 세고, 버릴 한 장은 덤으로 손패를 고치는 기회로 봅니다. 턴업을 "
            f"더해 으뜸패가 {NUMBER_KO[count]} 장이니 테이크업하는 것이 정석입니다.",
        )
    return (
        "Count the turn-up as part of your hand, and your discard as a free improvement: "
        f"{NUMBER_EN[count]} trumps are short of the standard three, so count the "
        "tricks they bring.",
        "턴업을 손패로 세고, 버릴 한 장은 덤으로 손패를 고치는 기회로 봅니다. 으뜸패 "
        f"{NUMBER_KO[count]} 장은 정석인 세 장에 못 미치니, 이 카드들로 따낼 트릭을 셉니다.",
    )


def _alone_dealer_count_text(call: VariantCall, answer: str) -> tuple[str, str]:
    trump = call.offered
    held = call.holding()
    trumps = _trumps(held, trump)
    high = _high(held, trump)
    count = len(trumps)
    # Alone against two, the three tricks of his own are said once, by ``_three_hand_text``
    # (review finding 6).
    intro_en = (
        "Count the turn-up as part of your hand, and your discard as a free improvement. In "
        "four-player Euchre three trumps counting the turn-up make taking it up standard, but "
        "alone against two it is the tricks of your own that count."
    )
    intro_ko = (
        "턴업을 손패로 세고, 버릴 한 장은 덤으로 손패를 고치는 기회로 봅니다. 4인 "
        "유커에서는 턴업을 더해 으뜸패가 세 장이면 테이크업하는 것이 정석이지만, 혼자서 두 "
        "상대와 맞설 때는 자기 손패로 따낼 트릭이 중요합니다."
    )
    if answer == PASS:
        return (
            f"{intro_en} Here the take-up gives you only {NUMBER_EN[count]} "
            f"{'trump' if count == 1 else 'trumps'}.",
            f"{intro_ko} 여기서는 턴업을 더해도 으뜸패가 {NUMBER_KO[count]} 장뿐입니다.",
        )
    if count >= 3 and len(high) >= 2:
        tricks_en, tricks_ko = _three_hand_text(call, answer)
        return (
            "Count the turn-up as part of your hand, and your discard as a free improvement: "
            "in four-player Euchre three trumps counting the turn-up make taking it up standard, "
            "but alone against two it is the tricks of your own that count. " + tricks_en,
            "턴업을 손패로 세고, 버릴 한 장은 덤으로 손패를 고치는 기회로 봅니다. 4인 "
            "유커에서는 턴업을 더해 으뜸패가 세 장이면 테이크업하는 것이 정석이지만, 혼자서 "
            "두 상대와 맞설 때는 자기 손패로 따낼 트릭이 중요합니다. " + tricks_ko,
        )
    if count < 3:
        return (
            f"{intro_en} Here the take-up gives you {NUMBER_EN[count]} trumps; count the "
            "tricks they bring.",
            f"{intro_ko} 여기서는 턴업을 더해 으뜸패가 {NUMBER_KO[count]} 장이니, 이 카드들로 "
            "따낼 트릭을 셉니다.",
        )
    likely = [*high, *principles.off_aces(held, trump)]
    lows = [c for c in trumps if c not in high]
    one = len(likely) == 1
    likely_en = f"{_the(likely)} {'is a likely trick' if one else 'are likely tricks'}"
    likely_ko = f"{josa(cards_ko(likely), '이')} 트릭이 될 만하고"
    return (
        f"{intro_en} Here the take-up gives you {NUMBER_EN[count]} trumps, only "
        f"{'one' if len(high) == 1 else 'none'} of them ranked ace or higher, so count "
        f"tricks, not trumps: {likely_en}, and with {_the(lows)} to ruff a side suit "
        "a third trick is within reach: take it up.",
        f"{intro_ko} 여기서는 턴업을 더해 으뜸패가 {NUMBER_KO[count]} 장이지만 에이스 이상은 "
        f"{'한 장뿐' if len(high) == 1 else '없으니'}"
        f"{'이니' if len(high) == 1 else ''}, 장수가 아니라 트릭을 셉니다. {likely_ko}, "
        f"{josa(cards_ko(lows), '으로')} 다른 무늬를 으뜸패로 따면 세 번째 트릭도 바라볼 수 "
        "있으니 테이크업합니다.",
    )


def _three_hand_text(call: VariantCall, answer: str) -> tuple[str, str]:
    """S0-3 for a maker alone against two: two high trumps and a third trick of his own,
    each reason said of the cards that give it (or are missing)."""
    trump = call.offered
    held = call.holding()
    high = _high(held, trump)
    trumps = _trumps(held, trump)
    aces = principles.off_aces(held, trump)
    dealer = call.role == 0
    intro_en = (
        "Alone against both opponents, the maker needs three tricks of the five from his own "
        "hand: two trumps ranked ace or higher, and a third trick from another trump or an "
        "off-suit ace."
    )
    intro_ko = (
        "혼자서 두 상대와 맞서는 메이커는 다섯 트릭 중 세 트릭을 자기 손패만으로 따내야 "
        "합니다. 에이스 이상의 으뜸패 두 장과, 세 번째 트릭이 될 또 다른 으뜸패나 "
        "다른 무늬 에이스가 필요합니다."
    )
    if answer == PASS:
        pass_en = "Turn it down." if dealer else "Pass."
        pass_ko = "턴업을 엎습니다." if dealer else "패스합니다."
        if len(high) >= 2:
            return (
                f"{intro_en} You hold two high trumps ({cards_text(high)}), but no third "
                f"trick of your own: no third trump and no off-suit ace. {pass_en}",
                f"{intro_ko} 에이스 이상의 으뜸패 두 장은 {josa(cards_ko(high), '로')} "
                "갖췄지만, 세 번째 트릭이 될 카드가 없습니다. 세 번째 으뜸패도, 다른 무늬 "
                "에이스도 없습니다. "
                f"{pass_ko}",
            )
        lows = [c for c in trumps if c not in high]
        if high:
            high_en = f"Here only the {card_en(high[0])} ranks ace or higher"
            high_ko = f"여기서는 에이스 이상의 으뜸패가 {card_ko(high[0])} 한 장뿐이고"
        else:
            high_en = "Here none of your trumps ranks ace or higher"
            high_ko = "여기서는 에이스 이상의 으뜸패가 한 장도 없고"
        likely = [*high, *aces]
        n = len(likely)
        if aces:
            side_en = (
                f", and with the {_and_cards(aces)} beside {'it' if high else 'them'} you can "
                f"count on {NUMBER_EN[n]} {'trick' if n == 1 else 'tricks'} at most"
            )
            side_ko = (
                f", 다른 무늬 {josa(cards_ko(aces), '과')} 함께 세어도 믿을 수 있는 트릭은 "
                f"많아야 {NUMBER_KO[n]} 개라"
            )
        elif high:
            side_en = (
                f", and you hold no off-suit ace: the {card_en(high[0])} is your one high trump"
            )
            side_ko = ", 다른 무늬 에이스도 없어"
        else:
            side_en = ", and you hold no off-suit ace: no trick you can count on"
            side_ko = ", 다른 무늬 에이스도 없어 믿을 수 있는 트릭이 하나도 없으니"
        count_en_, count_ko = "", ""
        if len(trumps) >= 3:
            count_en_ = " Counting trumps is not enough: " + (
                f"the {_and_cards(lows)} rank below the ace."
                if high
                else "all of them rank below the ace."
            )
            count_ko = " 으뜸패 장수만 세면 안 됩니다. " + (
                f"{josa(cards_ko(lows), '은')} 에이스보다 낮습니다."
                if high
                else "모두 에이스보다 낮습니다."
            )
        return (
            f"{intro_en} {high_en}{side_en}, short of the three you need.{count_en_} {pass_en}",
            f"{intro_ko} {high_ko}{side_ko} 필요한 세 트릭에 모자랍니다.{count_ko} {pass_ko}",
        )
    top = high[:2]
    act_en = "take it up" if dealer else "order it up"
    act_ko = "테이크업합니다" if dealer else "오더업합니다"
    top_three = list(_trumps(_deck_trumps(call), trump)[:3])
    if list(high[:3]) == top_three:
        # The third high trump is no card that "can" make the third trick: the top three
        # trumps are three sure tricks (review: 1102/34, J♣ J♠ A♣).
        en = (
            f"{intro_en} Here the {card_en(top_three[0])}, the {card_en(top_three[1])} and "
            f"the {card_en(top_three[2])} are the top three trumps, three sure tricks: "
            f"{act_en}."
        )
        ko = (
            f"{intro_ko} 여기서는 {josa(cards_ko(top_three), '이')} 가장 높은 으뜸패 세 "
            f"장이라 세 트릭이 확실하니 {act_ko}."
        )
    else:
        third_en, third_ko = third_trick_text(call)
        en = (
            f"{intro_en} Here {' and '.join(f'the {card_en(c)}' for c in top)} are two high "
            f"trumps, and {third_en}: {act_en}."
        )
        ko = (
            f"{intro_ko} 여기서는 {josa(cards_ko(top), '이')} 에이스 이상의 으뜸패 두 장이고, "
            f"{third_ko} 세 번째 트릭이 될 수 있으니 {act_ko}."
        )
    up = call.upcard
    if not dealer and _high([up], trump):
        first = up == _trumps(_deck_trumps(call), trump)[0]
        what_en = "the top trump" if first else "a high trump"
        what_ko = "가장 높은 으뜸패" if first else "높은 으뜸패"
        en += (
            f" Ordering up does give the dealer the {up}, {what_en}, but passing does not "
            "keep it from him: he may take it up himself and play alone against you two. "
            "Your hand is worth the call all the same."
        )
        ko += (
            f" 오더업하면 {what_ko}인 {card_josa(up, '이')} 딜러에게 가지만, 패스해도 "
            "딜러가 직접 테이크업해 두 사람을 상대로 혼자 할 수 있으니, 패스한다고 그 카드를 "
            "막을 수는 없습니다. 그래도 부를 만한 손패입니다."
        )
    return en, ko


def _round_two_text(call: VariantCall, answer: str) -> tuple[str, str]:
    """British round two: S0-3 with the turned-down card the caller takes counted."""
    up = call.upcard
    bower = _turned_down_bower(call)
    if answer == PASS:
        return (
            "Call with two trumps ranked ace or higher, counting the turned-down card you "
            "would take; no suit gives you that, so pass (if everyone passes, the cards "
            "are redealt).",
            "에이스 이상의 으뜸패가 두 장이면 부릅니다. 가져올 엎은 카드까지 세어도 그런 "
            "무늬가 없으니 패스합니다. (모두 패스하면 새로 돌립니다.)",
        )
    if bower is not None and answer == bower.code:
        return (
            f"Call with two trumps ranked ace or higher, counting on your partner for one "
            f"trick. The {up} you would take is the left bower of {suit_en(bower)}: "
            "counting it, you hold two high trumps.",
            f"에이스 이상의 으뜸패가 두 장이면 파트너의 한 트릭을 믿고 부릅니다. 가져올 "
            f"{card_josa(up, '은')} {suit_ko(bower)}의 레프트 바우어이고, 그것까지 세면 높은 "
            "으뜸패가 두 장입니다.",
        )
    named = Suit.parse(answer)
    high = _high(call.holding(), named)
    side_en = ", an off-suit ace" if up.rank is Rank.ACE else ""
    side_ko = " 다른 무늬 에이스로" if up.rank is Rank.ACE else " 다른 무늬 카드로"
    return (
        "Call with two trumps ranked ace or higher, counting on your partner for one trick: "
        f"{suit_en(named)} give you {cards_text(high)}. The {up} you would take comes to you "
        f"as a side card{side_en}, and you discard one card.",
        "에이스 이상의 으뜸패가 두 장이면 파트너의 한 트릭을 믿고 부릅니다. "
        f"{josa(suit_ko(named), '이')} 으뜸패라면 {cards_ko(high)} {NUMBER_KO[len(high)]} 장이 "
        "여기에 해당합니다. "
        f"가져올 {card_josa(up, '은')}{side_ko} 손패에 들어오고, 한 장을 버립니다.",
    )


def _alone_reason(call: VariantCall, answer: str, trump: Suit | None) -> tuple[str, str] | None:
    """Why the answer beats going alone, where going alone is a choice the principle's
    text did not weigh (an order-up or a pass beside the British dealer)."""
    if trump is None or call.lone_option(trump) not in call.options():
        return None
    if answer == ALONE or naming_action(answer)[1]:
        return None
    alone = call.decision(call.lone_option(trump))
    held = alone.holding(trump)
    trumps = _trumps(held, trump)
    lack = lone_lack(call, trump)
    if principles.lone_hand(held, trump) and lack is not None:
        what_en, what_ko = lone_text(call, trump)
        return (
            f"Not alone, though: with {LONE_RULE_EN} a loner is worth considering, but "
            f"{STAY_EN}. You would hold {what_en}, but {lack[0]}, and "
            f"{alone_no_more(call.variant)}.",
            f"그래도 혼자 하지는 않습니다. {LONE_RULE_KO}이면 혼자 하기를 생각하지만, "
            f"{STAY_KO}. {josa(what_ko, '이')} 있지만 {lack[1]}. "
            f"{alone_no_more(call.variant, 'ko')}습니다.",
        )
    held_en = f"only {cards_text(trumps)}" if trumps else "no trump"
    held_ko = f"으뜸패가 {cards_ko(trumps)}뿐이라" if trumps else "으뜸패가 없어"
    lead_en, lead_ko = (
        ("Going alone is further still", "혼자 하기는 더더욱 아닙니다")
        if answer == PASS
        else ("Not alone", "혼자 하지는 않습니다")
    )
    return (
        f"{lead_en}: a loner wants {LONE_RULE_EN}, and you would hold {held_en}.",
        f"{lead_ko}. 혼자 하려면 {LONE_RULE_KO}이어야 하는데, {held_ko} 거기에 못 미칩니다.",
    )


@dataclass(frozen=True)
class LoneFacts:
    """The cards a loner would play with (after the dealer's discard) read by A-9's one
    criterion: what they hold, and what keeps their march alone in doubt."""

    kept: tuple[Card, ...]
    discarded: Card | None
    trumps: tuple[Card, ...]
    top_three: bool  # both bowers with the Benny or the ace
    bower: bool  # a bower or the Benny among the trumps
    losers: tuple[Card, ...]  # small side cards (no ace, no trump)
    aces: tuple[Card, ...]
    by_count: bool  # principles.lone_hand: the top three or any four trumps
    marches: bool  # ... and a march alone not in doubt


def lone_facts(call: VariantCall, trump: Suit) -> LoneFacts:
    alone = call.decision(call.lone_option(trump))
    held = alone.holding(trump)
    kept = principles.kept_cards(alone, trump)
    discarded = next((c for c in held if c not in kept), None)
    trumps = _trumps(kept, trump)
    bowers = [c for c in trumps if not c.is_joker and c.rank is Rank.JACK]
    benny = any(c.is_joker for c in trumps)
    ace = any(not c.is_joker and c.rank is Rank.ACE for c in trumps)
    by_count = principles.lone_hand(held, trump)
    return LoneFacts(
        tuple(kept),
        discarded,
        tuple(trumps),
        len(bowers) == 2 and (benny or ace),
        benny or bool(bowers),
        tuple(c for c in kept if not is_trump(c, trump) and c.rank is not Rank.ACE),
        tuple(principles.off_aces(kept, trump)),
        by_count,
        by_count and not principles.lone_march_doubtful(kept, trump),
    )


def _the(cards: Sequence[Card]) -> str:
    return "the " + _and_cards(cards)


def lone_text(call: VariantCall, trump: Suit) -> tuple[str, str]:
    """The cards a loner plays with, named: the trumps (the top three said as such), what
    stands beside them, with the discard said."""
    facts = lone_facts(call, trump)
    trumps = list(facts.trumps)
    en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
    ko = f"으뜸패 {len(trumps)}장({cards_ko(trumps)})"
    side = [c for c in facts.kept if not is_trump(c, trump)]
    if facts.top_three and any(c.is_joker for c in trumps):
        # The Benny and both bowers are the top three: named as such (review finding 3).
        en = f"the top three trumps ({cards_text(trumps[:3])})"
        ko = f"가장 높은 으뜸패 세 장({cards_ko(trumps[:3])})"
        rest = trumps[3:]
        beside_en = [*rest, *side]
        beside_ko = ([f"으뜸패 {cards_ko(rest)}"] if rest else []) + (
            [f"다른 무늬 {cards_ko(side)}"] if side else []
        )
        if beside_en:
            en += f", beside them {_the(beside_en)}"
            ko += "에 " + (
                f"{josa(beside_ko[0], '과')} {beside_ko[1]}" if len(beside_ko) > 1 else beside_ko[0]
            )
    else:
        if facts.top_three:
            en += ", both bowers and the ace among them"
            ko = f"양쪽 바우어와 에이스를 포함한 {ko}"
        if side:
            en += f", beside them {_the(side)}"
            ko += f"과 다른 무늬 {cards_ko(side)}"
    if facts.discarded is not None:
        en += f", after discarding the {card_en(facts.discarded)}"
        ko = f"{card_josa(facts.discarded, '을')} 버리면 {ko}"
    return en, ko


def lone_lack(call: VariantCall, trump: Suit) -> tuple[str, str] | None:
    """What keeps the hand from A-9's loner (None: nothing; it marches alone)."""
    facts = lone_facts(call, trump)
    if facts.marches:
        return None
    n = len(facts.trumps)
    losers = list(facts.losers)
    if not facts.by_count:
        if not n:
            return "you would hold no trump at all", "으뜸패가 한 장도 없습니다"
        # The lone hands are stated beside this every time: said once (review: 1101/3).
        return (
            f"your {count_en(n, 'trump')} ({cards_text(list(facts.trumps))}) make no such hand",
            f"으뜸패 {n}장({cards_ko(list(facts.trumps))})으로는 어느 경우에도 해당하지 않습니다",
        )
    if facts.top_three:
        return (
            f"beside the top trumps {_the(losers)} would likely each lose a trick alone",
            f"다른 무늬 {josa(cards_ko(losers), '은')} 혼자서는 트릭을 잃기 쉽습니다",
        )
    # The trumps out against the loner first (what beats him), then a small fifth card.
    trumps = list(facts.trumps)
    dead = [facts.discarded] if facts.discarded is not None else []
    above, between = principles.higher_trumps_out(trumps, trump, call.variant.cards(), dead)
    out = [*above, *between]
    parts_en: list[str] = []
    parts_ko: list[str] = []
    if out:
        many = len(out) > 1
        each_en, each_ko = ("each ", "각각 ") if many else ("", "")
        out_ko = _join([benny_ko(c) for c in out], "ko")  # 베니와 J♣, not 베니, J♣
        if between:
            second = trumps[1]
            parts_en.append(
                f"the {_and_cards(out)} {'rank' if many else 'ranks'} above your "
                f"{card_en(second)} and can {each_en}take a trick from you"
            )
            parts_ko.append(
                f"{josa(out_ko, '은')} 당신의 {card_ko(second)}보다 높아 {each_ko}트릭을 "
                "가져갈 수 있"
            )
        else:
            parts_en.append(
                f"the {_and_cards(out)} {'outrank' if many else 'outranks'} every trump you "
                f"hold and can {each_en}take a trick from you"
            )
            parts_ko.append(
                f"{josa(out_ko, '은')} 당신의 어느 으뜸패보다도 높아 {each_ko}트릭을 가져갈 수 있"
            )
    if losers:
        card = losers[0]
        parts_en.append(f"your fifth card, the {card_en(card)}, is neither an ace nor a trump")
        parts_ko.append(f"다섯 번째 카드인 {josa(card_ko(card), '은')} 에이스도 으뜸패도 아닙")
    ko = _join_stems_ko(parts_ko)
    return ", and ".join(parts_en), ko


def _join_stems_ko(stems: Sequence[str]) -> str:
    """Korean clauses given as stems ("…수 있", "…아닙"), joined "…있고, …아닙니다"."""
    ends = {"있": ("있고", "있습니다"), "아닙": ("아니고", "아닙니다")}
    out = []
    for i, stem in enumerate(stems):
        key = next(k for k in ends if stem.endswith(k))
        form = ends[key][1] if i == len(stems) - 1 else ends[key][0]
        out.append(stem[: -len(key)] + form)
    return ", ".join(out)


def _round_two_alone_text(call: VariantCall, named: Suit) -> tuple[str, str]:
    """Why a suit named alone in round two (A-9), from the cards the caller plays with
    (the turned-down card taken, his discard made), and what a lone march scores (the
    variant's points), as ``_alone_text`` says it in round one."""
    return _lone_sentence(call, named, names_suit=True, said=False)


def _alone_text(call: VariantCall, trump: Suit, *, rule_said: bool = False) -> tuple[str, str]:
    """Round one's loner (A-9): the cards, the rule's lone hands unless a note above has
    said them (``rule_said``: they are stated once, as standard round one's are), and what
    a lone march scores."""
    return _lone_sentence(call, trump, names_suit=False, said=rule_said)


def _lone_sentence(
    call: VariantCall, trump: Suit, *, names_suit: bool, said: bool
) -> tuple[str, str]:
    """A loner's sentence; ``names_suit``: round two's, which names the suit it goes
    alone in."""
    what_en, what_ko = lone_text(call, trump)
    gain_en, gain_ko = lone_march_gain(call.variant), lone_march_gain(call.variant, "ko")
    action_en, action_ko = "go alone", "혼자 합니다"
    if names_suit:
        action_en = f"name {suit_en(trump)} and go alone"
        action_ko = f"{josa(suit_ko(trump), '을')} 부르고 혼자 합니다"
    if said:
        return (
            f"With {what_en}, {action_en}: {gain_en}.",
            f"{josa(what_ko, '이')} 있으니 {action_ko}. {gain_ko}.",
        )
    # The hand is one of the lone hands, said in one clause (review: 1101/24 read the
    # top three trumps twice, the hand's and the rule's).
    return (
        f"With {what_en}, {action_en}: your hand is among those to consider going alone "
        f"with — {LONE_RULE_EN} — and {gain_en}.",
        f"{josa(what_ko, '이')} 있으니 {action_ko}. {LONE_RULE_KO}이면 혼자 하기를 "
        f"생각하는데, 이 손패가 바로 그런 경우입니다. {gain_ko}.",
    )


def stuck_ties(call: VariantCall, named: Suit) -> list[Suit]:
    """The other nameable suits that would give the stuck dealer as many high trumps and as
    many trumps."""

    def weight(suit: Suit) -> tuple[int, int]:
        return len(_trumps(call.hand, suit)), len(_high(call.hand, suit))

    return [
        s
        for s in SUITS
        if s is not named and s is not call.upcard.suit and weight(s) >= weight(named)
    ]


def _deck_trumps(call: VariantCall) -> list[Card]:
    return [c for c in call.variant.cards() if is_trump(c, call.offered)]


def third_trick_cards(call: VariantCall) -> tuple[list[Card], list[Card]]:
    """The three-hand maker's own third trick: his trumps after the two highest, and his
    off-suit aces."""
    trump = call.offered
    held = call.holding()
    return _trumps(held, trump)[2:], principles.off_aces(held, trump)


def third_trick_text(call: VariantCall) -> tuple[str, str]:
    """The cards that make the third trick, named: "your 10♦ and 8♦, a third and a fourth
    trump" / "your A♣, an off-suit ace"."""
    extra, aces = third_trick_cards(call)
    ordinals_en = ["a third", "a fourth", "a fifth"]
    ordinals_ko = ["세 번째", "네 번째", "다섯 번째"]
    parts_en: list[str] = []
    parts_ko: list[str] = []
    if extra:
        n = len(extra)
        ordinals = " and ".join(ordinals_en[:n]) if n <= 2 else ", ".join(ordinals_en[:n])
        parts_en.append(f"your {' and '.join(str(c) for c in extra)} ({ordinals} trump)")
        parts_ko.append(f"{', '.join(ordinals_ko[:n])} 으뜸패인 {cards_ko(extra)}")
    if aces:
        many = len(aces) > 1
        parts_en.append(
            f"your {' and '.join(str(c) for c in aces)} "
            + ("(off-suit aces)" if many else "(an off-suit ace)")
        )
        parts_ko.append(f"다른 무늬 에이스인 {cards_ko(aces)}")
    # "can": a low third trump is a third trick only once the trumps above it are out
    # (a 7 is the lowest of eight); the sampled deals prove the call, not every hand.
    en = " and ".join(parts_en) + " can give you the third trick"
    ko_joined = parts_ko[0] if len(parts_ko) == 1 else f"{josa(parts_ko[0], '와')} {parts_ko[1]}"
    return en, josa(ko_joined, "이")


def _benny_text(call: VariantCall, answer: str) -> tuple[str, str]:
    named = call.named or Suit.SPADES
    blind_en = (
        f"Before you looked, naming {suit_en(named)} was worth exactly as much as naming any "
        "other suit: for every deal there is an equally likely deal with the suits swapped, "
        "where the other suit plays out the same. That is why the rule makes the dealer name "
        "trump first: he cannot choose his best suit, and the Benny is luck enough."
    )
    blind_ko = (
        f"손패를 보기 전에는 {josa(suit_ko(named), '을')} 부르든 다른 무늬를 부르든 가치가 "
        "똑같았습니다. 어떤 판이든 무늬만 서로 바꾼 판이 같은 확률로 나오고, 그 판에서 다른 "
        "무늬를 부르면 결과가 똑같습니다. 그래서 규칙은 딜러가 먼저 으뜸패를 부르게 "
        "합니다. 가장 좋은 무늬를 골라 부를 수 없게 하려는 것이고, 베니를 가져오는 "
        "것만으로도 충분한 행운입니다."
    )
    after_en = " Once you see the hand, decide alone or with your partner as after any call: "
    after_ko = " 손패를 본 뒤에는 다른 때처럼 혼자 할지 파트너와 함께 할지 정합니다. "
    if answer == ALONE:
        alone_en, alone_ko = _alone_text(call, named)
        lowered = alone_en[0].lower() + alone_en[1:]
        return blind_en + after_en + lowered, blind_ko + after_ko + alone_ko
    what_en, what_ko = lone_text(call, named)
    lack = lone_lack(call, named) or ("", "")
    facts = lone_facts(call, named)
    if not facts.by_count:
        # The hand and the lone hands each said once (review: 1101/3): "After discarding
        # the 10♣ you hold only 2 trumps (Benny, J♥) beside …, none of those hands".
        trumps = list(facts.trumps)
        side = [c for c in facts.kept if not is_trump(c, named)]
        held_en = "no trump"
        if trumps:
            held_en = f"only {count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
        if side:
            held_en += f" beside {_the(side)}"
        trumps_ko = ", ".join(benny_ko(c) for c in trumps)
        held_ko = f"으뜸패는 {len(trumps)}장({trumps_ko})뿐" if trumps else "으뜸패가 하나도 없"
        if side:
            held_ko += ("이고" if trumps else "고") + f", 다른 무늬는 {cards_ko(side)}입니다"
        else:
            held_ko += "입니다" if trumps else "습니다"
        lead_en, lead_ko = "You hold", ""
        if facts.discarded is not None:
            lead_en = f"After discarding the {card_en(facts.discarded)} you hold"
            lead_ko = f"{card_josa(facts.discarded, '을')} 버려도 "
        return (
            blind_en + after_en + f"with {LONE_RULE_EN} a loner is worth considering, but "
            f"{STAY_EN}. {lead_en} {held_en}, which makes no such hand; "
            f"{alone_no_more(call.variant)}, so play with your partner.",
            blind_ko + after_ko + f"{LONE_RULE_KO}이면 혼자 하기를 생각하지만, {STAY_KO}. "
            f"{lead_ko}{held_ko}. 어느 경우에도 해당하지 않습니다. "
            f"{alone_no_more(call.variant, 'ko')}으니 파트너와 함께 합니다.",
        )
    return (
        blind_en + after_en + f"with {LONE_RULE_EN} a loner is worth considering, but "
        f"{STAY_EN}. You hold {what_en}, but {lack[0]}; {alone_no_more(call.variant)}, so "
        "play with your partner.",
        blind_ko + after_ko + f"{LONE_RULE_KO}이면 혼자 하기를 생각하지만, {STAY_KO}. "
        f"{josa(what_ko, '이')} 있지만 {lack[1]}. {alone_no_more(call.variant, 'ko')}으니 "
        "파트너와 함께 합니다.",
    )
