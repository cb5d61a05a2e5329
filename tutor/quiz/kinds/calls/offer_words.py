"""Wording of order-up items: the prompt, and what a principle says about a hand for the
table's coach (``tutor.play.coach``). The explanation is facts (``offer_facts``), worded by
``tutor.web.explanation.offer``."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    PASS,
)
from tutor.engine import (
    SUITS,
    Card,
    Suit,
)
from tutor.quiz import principles
from tutor.quiz.kinds.calls.basics import (
    _high_trumps,
    _role,
    _trumps,
)
from tutor.quiz.kinds.calls.lone_words import _not_alone_text, lone_hand_text
from tutor.quiz.kinds.calls.naming import _reverse_minimum, _trump_weight
from tutor.quiz.kinds.calls.naming_words import _reverse_holding
from tutor.quiz.kinds.calls.offer import (
    Offer,
    _marches,
    _offer_call,
    partner_takes_turn_up,
    s03_high,
)
from tutor.quiz.words import (
    NUMBER_WORDS_EN,
    NUMBER_WORDS_KO,
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_text,
    count_en,
    josa,
    lone_march_gain,
    made_points,
    made_tricks,
    march_points,
    points_en,
    suit_en,
    suit_ko,
)

# A round-two chance for a player who does not name first.
ROUND_TWO_FIRST_KO = " 다만 당신보다 먼저 부르는 사람이 무늬를 정하면 그 기회는 없습니다."


# -- order-up text ------------------------------------------------------------------------


def _s03_text(offer: Offer, answer: str) -> tuple[str, str]:
    """S0-3 for this hand, counted as ``s03_high`` counts (review: one rule for every
    sentence), saying whose cards: yours, the turn-up you pick up as dealer, the turn-up
    your partner the dealer takes."""
    trump, up = offer.trump, offer.upcard
    high = _high_trumps(offer.holding, trump)  # the caller's own (the dealer's: with the turn-up)
    side = s03_high(offer)
    trumps = _trumps(offer.holding, trump)
    partner_up = partner_takes_turn_up(offer) and up in side
    dealer_up = offer.seat == offer.dealer and up in high
    high_en, high_ko = cards_text(high), cards_ko(high)
    if answer == PASS:
        own_en = count_en(len(high), "high trump") if high else "none"
        if partner_up:
            own_ko = f"당신에게는 {len(high)}장이고" if high else "당신에게는 없고"
            en = (
                f"Call with two high trumps (the bowers or the ace); you hold {own_en}, and "
                f"counting the {up} your partner takes, your side holds only {len(side)}, so "
                "pass."
            )
            ko = (
                f"높은 으뜸패(바우어나 에이스)가 두 장이면 부릅니다. {own_ko}, 파트너가 "
                f"가져갈 {card_josa(up, '을')} 더해도 우리 팀에 {len(side)}장뿐이니 패스합니다."
            )
        elif dealer_up:
            # The dealer's pass is his button's "Turn it down" / 패스(엎기) (review: 702/27).
            en = (
                f"Call with two high trumps (the bowers or the ace); counting the {up} you "
                f"pick up, you hold only {len(high)}, so turn it down."
            )
            ko = (
                "높은 으뜸패(바우어나 에이스)가 두 장이면 부릅니다. 테이크업할 "
                f"{card_josa(up, '을')} 더해도 당신에게 {len(high)}장뿐입니다. 그래서 턴업을 "
                "엎습니다."
            )
        elif offer.seat == offer.dealer:
            own_ko = f"당신에게는 {len(high)}장뿐입니다" if high else "당신에게는 없습니다"
            en = (
                f"Call with two high trumps (the bowers or the ace); you hold {own_en}, so "
                "turn it down."
            )
            ko = (
                f"높은 으뜸패(바우어나 에이스)가 두 장이면 부릅니다. {own_ko}. 그래서 턴업을 "
                "엎습니다."
            )
        else:
            own_ko = f"당신에게는 {len(high)}장뿐이니" if high else "당신에게는 없으니"
            en = f"Call with two high trumps (the bowers or the ace); you hold {own_en}, so pass."
            ko = f"높은 으뜸패(바우어나 에이스)가 두 장이면 부릅니다. {own_ko} 패스합니다."
        if len(trumps) >= 2 and offer.seat != offer.dealer:
            en += f" {capital(count_en(len(trumps), 'trump'))} without two high ones are too weak."
            ko += f" 높은 으뜸패 두 장 없이 으뜸패 {len(trumps)}장만으로는 약합니다."
        return en, ko
    if partner_up and len(high) < 2:
        return (
            "Count on your partner when you call: here your partner is the dealer and "
            f"takes the {up}, so with your {high_en} your side holds two high trumps.",
            "부를 때는 파트너의 도움을 셉니다. 여기서는 파트너가 딜러라서 "
            f"{card_josa(up, '을')} 가져가니, 당신의 {josa(high_ko, '과')} 함께 "
            "우리 팀에 높은 으뜸패가 두 장 있습니다.",
        )
    if dealer_up:
        return (
            f"Two high trumps make a call: counting the {up} you pick up, you hold "
            f"{high_en}, and your partner is good for a trick.",
            f"높은 으뜸패 두 장이면 부릅니다. 테이크업할 {card_josa(up, '을')} 더해 당신에게 "
            f"{josa(high_ko, '이')} 있고, 파트너가 한 트릭은 가져올 수 있습니다.",
        )
    return (
        f"Two high trumps make a call: you hold {high_en}, and your partner is good for a trick.",
        f"높은 으뜸패 두 장이면 부릅니다. 당신에게 {josa(high_ko, '이')} 있고, 파트너가 "
        "한 트릭은 가져올 수 있습니다.",
    )


def _offer_principle_text(
    offer: Offer, principle: str, answer: str, neutral_best: str | None = None
) -> tuple[str, str]:
    """What the principle says about this hand, with its cards (no rule id)."""
    trump = offer.trump
    holding = offer.holding
    high = _high_trumps(holding, trump)
    trumps = _trumps(holding, trump)
    high_en, high_ko = cards_text(high), cards_ko(high)
    if principle == "S0-3":
        return _s03_text(offer, answer)
    if principle == "A-9" and offer.canadian and answer == PASS:
        # S0-3's American count takes in the turn-up the partner, the dealer, would take
        # (review finding 5): said, and "could", as the count is a bar, not a verdict.
        up = offer.upcard
        taken = _role(offer.seat, offer.dealer) == 2 and bool(_high_trumps([up], trump))
        count = len(high) + (1 if taken else 0)
        had_en = f"{count_en(len(high), 'high trump')} ({high_en or '-'})"
        had_ko = f"높은 으뜸패 {len(high)}장({high_ko or '-'})"
        rest_en = (
            "the only way to accept is a loner, and without the top three trumps or four "
            "trumps a loner rarely marches: pass."
        )
        rest_ko = (
            "여기서는 혼자 하기로만 받을 수 있습니다. 가장 높은 으뜸패 세 장이나 으뜸패 네 "
            "장이 없으면 혼자서 전승하는 경우가 드무니 패스합니다."
        )
        if count >= 2:
            with_en = f" and the {up} your partner the dealer would take," if taken else ""
            with_ko = (
                f"{had_ko}에 딜러인 파트너가 가져갈 {card_ko(up)}까지 더하면"
                if taken
                else f"{josa(had_ko, '이')}면"
            )
            return (
                f"With {had_en}{with_en} you could assist in American Euchre, but here " + rest_en,
                f"{with_ko} 미국식 유커에서는 어시스트할 수도 있지만, " + rest_ko,
            )
        return (
            f"With {had_en} you would not assist even in American Euchre, and here " + rest_en,
            f"{josa(had_ko, '으로')}는 미국식 유커에서도 어시스트하기에 모자라고, " + rest_ko,
        )
    if principle == "A-9":
        if answer == ALONE:
            what_en, what_ko = lone_hand_text(holding, trump)
            # The variant's own scoring (issue 10): what a made or marched loner scores.
            v = offer.variant
            made, lone_march = made_points(v, alone=True), march_points(v, alone=True)
            made_en, made_ko = made_tricks(v), made_tricks(v, "ko")
            need_en, need_ko = NUMBER_WORDS_EN[v.tricks_to_make], NUMBER_WORDS_KO[v.tricks_to_make]
            all_en, all_ko = NUMBER_WORDS_EN[v.hand_size], NUMBER_WORDS_KO[v.hand_size]
            if offer.canadian and principles.lone_march_doubtful(
                principles.kept_cards(_offer_call(offer, ALONE), trump), trump
            ):
                return (
                    f"With {what_en} this is no march hand, but here it is alone or nothing: "
                    f"four trumps usually take {need_en} tricks, and {points_en(made)} alone "
                    "beats a pass.",
                    f"{josa(what_ko, '이')} 있어도 전승할 손패는 아니지만, 여기서는 혼자 하거나 "
                    f"패스하거나 둘 중 하나입니다. 으뜸패 네 장이면 대개 {need_ko} 트릭은 "
                    f"가져오니, 혼자 해서 {made}점을 내는 편이 패스보다 낫습니다.",
                )
            if offer.canadian:
                return (
                    f"With {what_en}, go alone: here it is alone or nothing, and a lone hand "
                    f"scores {made} for {made_en} and {lone_march} for all {all_en}.",
                    f"{josa(what_ko, '이')} 있으면 혼자 합니다. 여기서는 혼자 하거나 패스하거나 "
                    f"둘 중 하나이고, 혼자 해서 {josa(made_ko, '을')} 따면 {made}점, {all_ko} "
                    f"트릭을 모두 따면 {lone_march}점입니다.",
                )
            return (
                f"With {what_en}, go alone: {lone_march_gain(offer.variant)}.",
                f"{josa(what_ko, '이')} 있으면 혼자 합니다. "
                f"{lone_march_gain(offer.variant, 'ko')}.",
            )
        # A hand short of the course's lone march: say what stops it, from its cards.
        return _not_alone_text(offer)
    if principle == "A-11" and answer == PASS:
        return _dealer_turn_down_text(offer, trumps)
    if principle == "A-11":
        return (
            f"As dealer, count the turn-up as yours: with the {offer.upcard} you hold "
            f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)}), and your discard "
            "improves the hand once more.",
            f"딜러는 턴업을 자기 카드로 셉니다. {josa(card_ko(offer.upcard), '을')} 더하면 "
            f"으뜸패가 {len(trumps)}장({cards_ko(trumps)})이고, 한 장을 버려 손패를 한 번 "
            "더 다듬을 수 있습니다.",
        )
    scores = offer.scores or [0, 0]
    mine, theirs = scores[offer.seat % 2], scores[1 - offer.seat % 2]
    target = offer.variant.target
    # At 0-0 a loner: the score only takes the loner's extra points away (A-10's own case).
    loner_at_love = neutral_best == ALONE or (neutral_best is None and len(high) >= 2)
    if answer == PASS or (answer == ORDER_UP and not (loner_at_love and mine >= target - 2)):
        return _game_point_text(mine, theirs, target, answer, neutral_best)
    if mine >= target - 2:
        need = target - mine
        enough_en = (
            "three tricks with your partner already score it"
            if need <= 1
            else "a march with your partner already gives them"
        )
        enough_ko = (
            "파트너와 함께 세 트릭만 따도 충분하니"
            if need <= 1
            else "파트너와 함께 전승하면 충분하니"
        )
        by_hand_en, by_hand_ko = "", ""
        if _marches(offer):
            what_en, what_ko = lone_hand_text(holding, trump)
            by_hand_en = f"By the cards this is a loner ({what_en}). "
            by_hand_ko = f"카드만 보면 혼자 할 손패입니다({what_ko}). 하지만 "
        return (
            f"{by_hand_en}Play to the score: at {mine} your side needs only "
            f"{count_en(need, 'point')}; {enough_en}, so the loner's extra points are worth "
            "nothing, and going alone only raises the risk of falling short.",
            f"{by_hand_ko}점수를 보고 판단합니다. 우리 팀은 {mine}점이라 {need}점만 더 "
            f"있으면 되고, {enough_ko} 혼자 하기의 추가 점수는 의미가 없습니다. 혼자 하면 "
            "모자랄 위험만 커집니다.",
        )
    if answer == ALONE and theirs >= target - 2:
        return (
            f"Play to the score: the opponents need only {count_en(target - theirs, 'point')}, "
            "so a euchre costs you no more than that, while a lone march still scores "
            f"{march_points(offer.variant, alone=True)}: "
            "here the loner is worth its risk.",
            f"점수를 보고 판단합니다. 상대 팀은 {target - theirs}점만 더 있으면 되니 유커를 당해도 "
            "잃는 것은 그만큼뿐이고, 혼자 전승하면 그대로 "
            f"{march_points(offer.variant, alone=True)}점입니다. 여기서는 혼자 할 만합니다.",
        )
    return (
        f"Play to the score: the opponents are {count_en(target - theirs, 'point')} from the "
        "game, and what you call decides what they can still score this hand.",
        f"점수를 보고 판단합니다. 상대 팀은 게임까지 {target - theirs}점 남았고, 당신의 선택이 "
        "이번 판에서 상대가 얻을 수 있는 점수를 정합니다.",
    )


def _dealer_turn_down_text(offer: Offer, trumps: Sequence[Card]) -> tuple[str, str]:
    """A-11 below its threshold: two trumps counting the turn-up leave the call to the
    rest of the hand (fewer are too few); a suit with two high trumps is named if it can
    be called later. The table's coach quotes it for any dealer's turn-down."""
    up, up_ko = str(offer.upcard), card_ko(offer.upcard)
    en = (
        f"As dealer, count the turn-up as yours: even with the {up} you hold only "
        f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)}). Three trumps make picking "
        "up standard; "
    )
    ko = (
        f"딜러는 턴업을 자기 카드로 셉니다. {josa(up_ko, '을')} 더해도 으뜸패는 "
        f"{len(trumps)}장({cards_ko(trumps)})뿐입니다. 으뜸패가 세 장이면 테이크업하는 것이 "
        "정석이지만, "
    )
    if len(trumps) == 2:
        en += "with two, the rest of the hand decides, and here turning it down is worth more."
        ko += "두 장이면 나머지 카드에 달려 있고 여기서는 턴업을 엎는 편이 낫습니다."
    else:
        en += "with fewer than two, turn it down."
        ko += "두 장보다 적으면 턴업을 엎습니다."
    # Round two's suits: two high trumps (S0-3), or for the dealer a suit of the other
    # colour at A-3's minimum, which the dealer's side favours (review W4).
    later = [
        s
        for s in SUITS
        if s is not offer.trump
        and (
            len(_high_trumps(offer.hand, s)) >= 2
            or (s.color is not offer.trump.color and _reverse_minimum(offer.hand, s))
        )
    ]
    if later:

        def weight(s: Suit) -> tuple[bool, int, int]:
            trumps, high = _trump_weight(offer.hand, s)
            return s.color is not offer.trump.color, high, trumps

        suit = max(later, key=weight)
        held, held_ko = _reverse_holding(offer.hand, suit)
        en += f" You keep the chance to name {suit_en(suit)} in round two ({held})."
        ko += f" 둘째 바퀴에서 {josa(suit_ko(suit), '을')} 부를 기회도 남습니다({held_ko})."
    return en, ko


def _game_point_text(
    mine: int, theirs: int, target: int, answer: str, neutral_best: str | None = None
) -> tuple[str, str]:
    """What one hand does to the game at this score, and why that decides the call."""
    if mine + 1 >= target:
        make_en, make_ko = "one point wins your side the game", "1점이면 우리 팀이 게임을 이기고"
    elif mine + 2 >= target:
        make_en, make_ko = "a march wins your side the game", "전승하면 우리 팀이 게임을 이기고"
    else:
        make_en = f"your side needs {count_en(target - mine, 'point')}"
        make_ko = f"우리 팀은 {target - mine}점이 더 필요하고"
    if theirs + 2 >= target:
        euchre_en, euchre_ko = (
            "a euchre gives the opponents the game",
            "유커를 당하면 상대가 게임을 이깁니다",
        )
    else:
        euchre_en = f"a euchre gives the opponents 2 points ({theirs + 2})"
        euchre_ko = f"유커를 당하면 상대가 2점을 얻습니다({theirs + 2}점)"
    if answer == PASS:
        why_en = "Here the euchre risks more than the call can win: pass."
        why_ko = "여기서는 부를 때 얻을 것보다 유커의 위험이 더 크니 패스합니다."
    elif neutral_best == ALONE:
        why_en = "Here the loner's extra points count for less than your partner's help."
        why_ko = "여기서는 혼자 하기의 추가 점수보다 파트너의 도움이 더 중요합니다."
    elif theirs + 1 >= target:
        why_en = (
            "Here taking the call is worth more than leaving it to the opponents, who win "
            "the game with any hand they make."
        )
        why_ko = (
            "여기서는 상대에게 부를 기회를 넘기지 않는 편이 낫습니다. 상대는 어떤 판이든 "
            "이기기만 하면 게임을 이깁니다."
        )
    else:
        why_en = "Here taking the call is worth more than leaving it to the opponents."
        why_ko = "여기서는 상대에게 부를 기회를 넘기지 않는 편이 낫습니다."
    return (
        f"Play to the score ({mine}–{theirs} in a game to {target}): {make_en}, and "
        f"{euchre_en}. {why_en}",
        f"점수를 보고 판단합니다({target}점 게임에서 {mine}대 {theirs}). {make_ko}, {euchre_ko}. "
        f"{why_ko}",
    )
