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
    naming_question,
    turned_down,
)
from tutor.quiz.kinds.variant_calls.call import (
    WITH_PARTNER,
    VariantCall,
    _high,
    _trumps,
    card_ko,
)
from tutor.quiz.words import (
    capital,
    josa,
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
