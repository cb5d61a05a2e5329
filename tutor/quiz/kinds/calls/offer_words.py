"""Wording of order-up items: prompt, principle, counter note and explanation."""

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
    Suit,
    is_left_bower,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    more_than_met_note,
    text,
)
from tutor.quiz.kinds.calls.basics import (
    _CALL_THRESHOLDS,
    COUNTER_RULES,
    _dealer_sentence,
    _evaluation_text,
    _high_trumps,
    _passed_sentence,
    _points,
    _role,
    _score_sentence,
    _seat,
    _sentences,
    _trumps,
)
from tutor.quiz.kinds.calls.lone_words import _loner_shortfall, _not_alone_text, lone_hand_text
from tutor.quiz.kinds.calls.naming import _reverse_minimum, _trump_weight
from tutor.quiz.kinds.calls.naming_words import _reverse_holding
from tutor.quiz.kinds.calls.offer import (
    Offer,
    _assists,
    _marches,
    _offer_call,
    _offer_note_applies,
    _score_matters,
    partner_takes_turn_up,
    s03_high,
)
from tutor.quiz.kinds.lone_dispute import disputed_loner_text
from tutor.quiz.words import (
    NUMBER_WORDS_EN,
    NUMBER_WORDS_KO,
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    cards_text,
    count_en,
    josa,
    lines,
    lone_march_gain,
    made_points,
    made_tricks,
    march_points,
    points_en,
    suit_en,
    suit_ko,
)


def _offer_counter_note(offer: Offer, theme: str, answer: str) -> dict[str, str] | None:
    """Playing to the score, a counter-example whose call is the one at 0-0: where the
    opponents could win the game with a loner (A-10's second clause), the score does
    matter, and the note says what the position shows: any call, alone or not, takes the
    call from them, and the no-loner clause starts only at 8. A pass at a score where one
    hand can decide the game says the score changes nothing (the pass is proven at 0-0
    too). A loner against a call rule (two high trumps, the dealer's three trumps) is that
    rule more than met, giving way upward to A-9. Elsewhere the usual note."""
    if answer == ALONE and COUNTER_RULES[theme] in _CALL_THRESHOLDS and theme != "canadian-pass":
        return more_than_met_note(COUNTER_RULES[theme], principles.ADVICE["A-9"])
    up = offer.upcard
    if (
        answer == PASS
        and COUNTER_RULES[theme] == principles.ADVICE["S0-3"]
        and partner_takes_turn_up(offer)
        and up in s03_high(offer)
        and not _offer_note_applies(offer, theme, answer)
    ):
        # S0-3 counts the side's high trumps with the turn-up the dealer takes (``s03_high``):
        # the note says whose cards fall short, as the explanation's count does.
        rule_en, rule_ko = COUNTER_RULES[theme]
        return text(
            f"The usual advice — {rule_en} — asks for more than your side holds, even "
            f"counting the {up} your partner takes.",
            f"파트너가 가져갈 {card_josa(up, '을')} 더해도 우리 팀은 '{rule_ko}'는 원칙의 "
            "조건에 못 미칩니다.",
        )
    if theme == "go-alone" and answer != ALONE:
        shortfall = _loner_shortfall(offer)
        if shortfall is None or not principles.lone_hand(offer.holding, offer.trump):
            return None
        rule_en, rule_ko = COUNTER_RULES[theme]
        stay_en, stay_ko = principles.ADVICE["A-9-stay"]
        en = f"The usual advice — {rule_en} — gives way here to the rest of it: {stay_en}."
        ko = (
            f"보통은 '{rule_ko}'는 원칙을 따르지만, 여기서는 같은 원칙의 뒷부분인 "
            f"'{stay_ko}'가 우선합니다."
        )
        if answer == PASS:  # an order-up says why not alone in its own "Not alone" line
            en += f" {capital(shortfall[0])}."
            ko += f" {shortfall[1]}."
        return text(en, ko)
    if theme == "canadian-pass" and answer == ALONE:
        rule_en, rule_ko = COUNTER_RULES[theme]
        return text(
            f"The usual advice — {rule_en} — does not apply opposite the dealer here: under "
            "the Canadian loner you may accept the turn-up only by going alone, so no partner "
            "plays with you. The choice is a loner or a pass, and this hand goes alone.",
            f"'{rule_ko}'는 원칙은 여기서 딜러의 파트너 자리에 맞지 않습니다. 캐나디안 로너 "
            "규칙에서는 혼자 하기로만 턴업을 받을 수 있어 함께 칠 파트너가 없습니다. 혼자 "
            "하거나 패스하거나 둘 중 하나이고, 이 손패라면 혼자 합니다.",
        )
    if theme != "play-to-score" or offer.scores is None:
        return None
    target = offer.variant.target
    mine, theirs = offer.scores[offer.seat % 2], offer.scores[1 - offer.seat % 2]
    if answer == ALONE and not _score_matters(offer):
        return text(
            f"Playing to the score changes nothing here: the opponents, at {theirs}, cannot "
            f"reach {target} even with a loner, and your side, at {mine}, is short of the "
            f"{target - 2} points where a loner no longer pays.",
            "점수를 보고 판단해도 여기서는 달라지는 것이 없습니다. "
            f"상대 팀은 {theirs}점이라 혼자 해서 전승해도 {target}점에 못 미치고, "
            f"우리 팀은 {mine}점이라 혼자 하기가 의미 없어지는 {target - 2}점에 이르지 "
            "않았습니다.",
        )
    if answer == PASS:
        if not _score_matters(offer):
            return None
        return text(
            f"The score does not change this call: at {mine}–{theirs} one hand can decide "
            "the game, but passing is best at 0–0 as well.",
            f"여기서는 점수가 판단을 바꾸지 않습니다. 지금 점수({mine}대 {theirs})에서는 이번 "
            "판이 게임을 가를 수 있지만, 0대 0이어도 패스가 가장 좋습니다.",
        )
    if theirs < target - 4 or mine >= target - 2:
        return None
    how_en = "going alone" if answer == ALONE else "ordering up"
    how_ko = "혼자 해도" if answer == ALONE else "오더업해도"
    same_en = (
        "as surely as ordering up with your partner"
        if answer == ALONE
        else "as surely as a loner would"
    )
    same_ko = "파트너와 함께 오더업할 때처럼" if answer == ALONE else "혼자 할 때처럼"
    return text(
        f"The score matters here: the opponents, at {theirs}, could win the game with a "
        "loner this hand, and calling takes that chance from them. It does not change the "
        f"call, though: {how_en} blocks their loner {same_en}, and your side, at {mine}, "
        f"has not reached the {target - 2} points where a loner no longer pays.",
        f"여기서는 점수가 중요합니다. 상대 팀은 {theirs}점이라 이번 판에 혼자 해서 전승하면 "
        "게임을 이기는데, 우리가 부르면 그 기회가 없어집니다. 그래도 판단은 바뀌지 "
        f"않습니다. {how_ko} {same_ko} 상대의 혼자 하기를 막고, 우리 팀은 {mine}점이라 "
        f"혼자 하기가 의미 없어지는 {target - 2}점에 이르지 않았습니다.",
    )


def _why_call_text(offer: Offer, judgement: CallJudgement) -> tuple[str, str]:
    """Why the order-up beats the pass, where the item's principle speaks only of alone
    versus the partner: the hand's own reason for a call, and the two values."""
    trump = offer.trump
    holding = offer.holding
    trumps = _trumps(holding, trump)
    high = _high_trumps(holding, trump)
    order, passing = judgement.evaluation[ORDER_UP], judgement.evaluation[PASS]
    verb_en = "Picking it up" if offer.seat == offer.dealer else "Ordering up"
    verb_ko = "테이크업이" if offer.seat == offer.dealer else "오더업이"
    values_en = f"({_points(order)} against {_points(passing)})"
    values_ko = f"({_points(order)} 대 {_points(passing)})"
    if offer.seat == offer.dealer and len(trumps) >= 3:
        return (
            f"{verb_en} beats turning it down {values_en}: as dealer with "
            f"{count_en(len(trumps), 'trump')} after the pick-up, picking it up is standard.",
            f"{verb_ko} 턴업을 엎는 것보다 낫습니다{values_ko}. 딜러가 테이크업 후 으뜸패가 "
            f"{len(trumps)}장이면 테이크업하는 것이 정석입니다.",
        )
    if len(high) >= 2:
        return (
            f"{verb_en} beats passing {values_en}: two high trumps ({cards_text(high)}) and "
            "your partner's help make three tricks likely.",
            f"{verb_ko} 패스보다 낫습니다{values_ko}. 높은 으뜸패 두 장({cards_ko(high)})에 "
            "파트너의 도움이면 세 트릭을 딸 가능성이 큽니다.",
        )
    return (
        f"{verb_en} beats passing {values_en}: {count_en(len(trumps), 'trump')} with your "
        "partner's help should take three tricks.",
        f"{verb_ko} 패스보다 낫습니다{values_ko}. 으뜸패 {len(trumps)}장에 파트너의 도움이면 "
        "세 트릭은 딸 만합니다.",
    )


def _high_turn_up_text(offer: Offer, judgement: CallJudgement) -> tuple[str, str] | None:
    """A call that hands the opposing dealer a high trump (a bower or the ace): why it still
    beats the pass, which does not keep the card from them (the dealer may take it up
    himself, and the opponents then make trump with it)."""
    up = offer.upcard
    answer = judgement.best
    if _role(offer.seat, offer.dealer) not in (1, 3) or answer == PASS:
        return None
    if PASS not in judgement.evaluation or not _high_trumps([up], offer.trump):
        return None
    top = up == principles.trumps_in(offer.variant.cards(), offer.trump)[0]
    what_en, what_ko = "the ace of trumps", "으뜸패 에이스"
    if top:
        what_en, what_ko = "the right bower, the top trump", "가장 높은 으뜸패인 라이트 바우어"
    elif is_left_bower(up, offer.trump):
        what_en, what_ko = "the left bower", "레프트 바우어"
    costs_en = "a sure trick for them" if top else "a trick they may take"
    costs_ko = "상대가 반드시 가져갈 트릭 하나" if top else "상대가 가져갈 수 있는 트릭 하나"
    call_en = "Going alone" if answer == ALONE else "Ordering up"
    call_ko = "혼자 하면" if answer == ALONE else "오더업하면"
    game_en, game_ko = "", ""
    if offer.scores is not None:
        theirs = offer.scores[1 - offer.seat % 2]
        if theirs + 1 >= offer.variant.target:
            game_en = f", and at {theirs} any hand they make wins them the game"
            game_ko = (
                f" 상대 팀은 {theirs}점이라 이번 판에 으뜸패를 정해 이기기만 하면 게임을 이깁니다."
            )
    ev = judgement.evaluation
    values_en = f"({_points(ev[answer])} against {_points(ev[PASS])})"
    values_ko = f"({_points(ev[answer])} 대 {_points(ev[PASS])})"
    return (
        f"{call_en} gives the dealer the {up}, {what_en}: {costs_en}. Passing does not keep "
        f"it from them: the dealer may take it up himself and make {suit_en(offer.trump)} "
        f"trump against you{game_en}. Your call is worth more than the pass all the same "
        f"{values_en}.",
        f"{call_ko} {what_ko} {josa(card_ko(up), '이')} 딜러에게 가서 {costs_ko}가 됩니다. "
        "패스해도 그 카드는 상대 차지가 될 수 있습니다. 딜러가 직접 테이크업해서 "
        f"{josa(suit_ko(offer.trump), '을')} 으뜸패로 정할 수 있기 때문입니다.{game_ko} "
        f"그래도 직접 부르는 편이 패스보다 낫습니다{values_ko}.",
    )


# A round-two chance for a player who does not name first.
ROUND_TWO_FIRST_KO = " 다만 당신보다 먼저 부르는 사람이 무늬를 정하면 그 기회는 없습니다."


def _round_two_text(offer: Offer) -> tuple[str, str] | None:
    """A round-one pass whose point is round two: a suit the player could name there, if
    everyone passes the turn-up, with the two high trumps S0-3 asks for (the dealer's own
    turn-down says it in ``_dealer_turn_down_text``)."""
    if offer.seat == offer.dealer:
        return None
    scores = None
    if offer.scores is not None:
        scores = (offer.scores[offer.seat % 2], offer.scores[1 - offer.seat % 2])

    def naming(suit: Suit) -> principles.Call:
        return principles.Call(
            offer.dealer,
            offer.seat,
            tuple(offer.hand),
            offer.upcard,
            2,
            suit.code,
            scores=scores,
            target=offer.variant.target,
        )

    suits = [s for s in SUITS if s is not offer.trump and principles.fits("S0-3", naming(s))]
    if not suits:
        return None
    # Between suits as strong, the seat's own round-two colour (rules-spec ): next
    # beside the dealer, reverse next on the dealer's side (review W4: the dealer's partner
    # was sent to next with a reverse-next suit as strong in hand).
    dealer_side = _role(offer.seat, offer.dealer) in (0, 2)

    def weight(s: Suit) -> tuple[int, bool, int]:
        trumps, high = _trump_weight(offer.hand, s)
        return high, (s.color is not offer.trump.color) is dealer_side, trumps

    suit = max(suits, key=weight)
    trumps = _trumps(offer.hand, suit)
    high = _high_trumps(offer.hand, suit)
    first = _role(offer.seat, offer.dealer) == 1
    before_en = "" if first else ", unless a player before you names a suit first"
    before_ko = ROUND_TWO_FIRST_KO if not first else ""
    return (
        f"Passing keeps round two open: if everyone passes the {offer.upcard}, you can name "
        f"{suit_en(suit)} there, holding {cards_list(trumps)} ({_high_count_en(trumps, high)})"
        f"{before_en}.",
        f"패스하면 둘째 바퀴가 남습니다. 모두 {card_josa(offer.upcard, '을')} 패스하면 둘째 "
        f"바퀴에서 {josa(suit_ko(suit), '을')} 부를 수 있고, {_round_two_holding_ko(trumps, high)}"
        f"{before_ko}",
    )


def _round_two_holding_ko(trumps: Sequence[Card], high: Sequence[Card]) -> str:
    """The trumps round two would give, for the pass sentence above: "그때 으뜸패 J♣, J♠,
    A♣ 3장이 모두 높은 으뜸패입니다" when every one is high (not "그중 … 3장"), else how
    many of them are."""
    if len(trumps) >= 2 and len(high) == len(trumps):
        return f"그때 으뜸패 {cards_ko(trumps)} {len(trumps)}장이 모두 높은 으뜸패입니다."
    count = f"{len(trumps)}장이고, " if len(trumps) >= 4 and len(high) < len(trumps) else ""
    of_them = f"그중 높은 으뜸패가 {len(high)}장입니다." if high else "그중 높은 으뜸패는 없습니다."
    return f"그때 으뜸패는 {josa(cards_ko(trumps), '로')} {count}{of_them}"


def _high_count_en(trumps: Sequence[Card], high: Sequence[Card]) -> str:
    """ "two high trumps" when every trump is high, else "two of them high trumps"."""
    words = ("no", "one", "two", "three", "four", "five")
    noun = "high trump" if len(high) == 1 else "high trumps"
    if len(high) == len(trumps):
        return f"{'both' if len(high) == 2 else words[len(high)]} {noun}"
    if len(trumps) >= 4:
        # Four or five trumps are a lone hand's count: say it, not only the high ones.
        return f"{count_en(len(trumps), 'trump')}, {words[len(high)]} of them high"
    return f"{words[len(high)]} of them {noun}"


def _strong_pass_text(offer: Offer, judgement: CallJudgement) -> tuple[str, str]:
    """A loner whose pass is worth more than the plain order-up: why alone beats it. The
    lone march's worth is the variant's (a house rule may change it)."""
    ev = judgement.evaluation
    march = offer.variant.lone_march_points
    return (
        f"Passing is worth more than ordering up with your partner here ({_points(ev[PASS])} "
        f"against {_points(ev[ORDER_UP])}): these cards also defend well. Only the loner, "
        f"whose march scores {march}, is worth more ({_points(ev[ALONE])}).",
        f"여기서는 파트너와 함께 오더업하는 것보다 패스가 낫습니다({_points(ev[PASS])} 대 "
        f"{_points(ev[ORDER_UP])}). 이 카드는 수비에도 강합니다. 그보다 나은 것은 전승하면 "
        f"{march}점인 혼자 하기뿐입니다({_points(ev[ALONE])}).",
    )


# -- order-up text ------------------------------------------------------------------------


def _offer_prompt(offer: Offer) -> dict[str, str]:
    en, ko = _sentences(
        [
            (f"The turn-up is {offer.upcard}.", f"턴업은 {card_ko(offer.upcard)}입니다."),
            _dealer_sentence(offer.dealer, offer.seat, turns=True),
            _passed_sentence(offer.earlier(), offer.seat, again=False),
            _score_sentence(
                offer.scores,
                offer.seat,
                offer.variant.target,
                win_by_two=offer.variant.win_by_two,
            ),
            ("What do you do?", "어떻게 할까요?"),
        ]
    )
    return text(en, ko)


def _turn_up_goes(offer: Offer) -> tuple[str, str]:
    """Where the turn-up goes if trump is made: the dealer adds it to their hand."""
    up, up_ko = str(offer.upcard), card_ko(offer.upcard)
    role = _role(offer.seat, offer.dealer)
    if role == 0:
        return (
            f"You would pick up the {up} and discard one card.",
            f"테이크업하면 당신이 {josa(up_ko, '을')} 가져오고 한 장을 버립니다.",
        )
    dealer_en, dealer_ko = (
        _seat(offer.dealer, offer.seat, "en"),
        _seat(offer.dealer, offer.seat, "ko"),
    )
    if offer.canadian:
        return (
            "Under the Canadian loner rule you may accept the turn-up only by going alone: "
            f"your partner, the dealer, then sits out, and the {up} is dead (nobody takes it).",
            "캐나디안 로너 규칙에서는 혼자 하기로만 턴업을 받을 수 있습니다. 그러면 딜러인 "
            f"파트너는 쉬고, {josa(up_ko, '은')} 아무도 가져가지 않는 죽은 카드가 됩니다.",
        )
    if role == 2:
        en = f"The {up} would go to the dealer, your partner: one more trump on your side."
        ko = f"{josa(up_ko, '은')} 딜러인 파트너에게 갑니다. 우리 팀 으뜸패가 한 장 늘어납니다."
        if offer.variant.allow_alone:
            en += f" (If you go alone, the dealer sits out and the {up} is dead.)"
            ko += f" (혼자 하면 딜러가 쉬고 {josa(up_ko, '은')} 죽은 카드가 됩니다.)"
        return en, ko
    return (
        f"The {up} would go to the dealer, {dealer_en}: one more trump against you.",
        f"{josa(up_ko, '은')} 딜러인 {dealer_ko}에게 갑니다. 상대 팀 으뜸패가 한 장 늘어납니다.",
    )


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


def _offer_ties(offer: Offer, principle: str, answer: str) -> list[str]:
    """The tie-breakers (``principles.tie_break``) that pick the answer over the other
    calls its principle fits, each once; A-9 against ordering up with the partner is
    already said by ``_not_alone_text``."""
    chosen = _offer_call(offer, answer)
    calls = [_offer_call(offer, o) for o in offer.options()]
    ties: list[str] = []
    for rival in principles.rivals(principle, chosen, calls):
        tie = principles.tie_break(principle, chosen, rival)
        if tie is not None and tie not in ties and not (tie == "A-9" and answer == ORDER_UP):
            ties.append(tie)
    return ties


def _offer_tie_text(offer: Offer, tie: str, answer: str) -> tuple[str, str]:
    if tie == "A-9":
        return _offer_principle_text(offer, "A-9", ALONE)
    if tie == "S0-3":
        return _offer_principle_text(offer, "S0-3", PASS if answer == PASS else ORDER_UP)
    # A-10's second clause: the opponents could win the game this hand. What they need
    # decides how: any make (1 point), a march (2) or only a loner (4).
    scores = offer.scores or [0, 0]
    theirs = scores[1 - offer.seat % 2]
    variant = offer.variant
    need = variant.target - theirs
    if need <= 1:  # a make scores 1 (tutor.engine.scoring)
        how_en, how_ko = "with any call they make", "으뜸패를 정해 이기기만 해도"
    elif need <= variant.march_points:
        how_en, how_ko = "with a march", "전승하면"
    else:
        how_en, how_ko = "with a loner", "혼자 해서 전승하면"
    en = (
        f"The opponents, at {theirs}, could win the game {how_en} this hand; calling "
        "takes the call from them"
    )
    ko = (
        f"상대 팀은 {theirs}점이라 이번 판에 {how_ko} 게임을 이깁니다. "
        "우리가 부르면 그 기회를 가져옵니다"
    )
    if need <= variant.euchre_points:
        en += ", though a euchre of our call would give them the game too."
        ko += ". 다만 우리가 유커를 당해도 상대가 게임을 이깁니다."
    else:
        en += " and blocks it."
        ko += "."
    return en, ko


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


def _offer_explanation(
    offer: Offer,
    judgement: CallJudgement,
    neutral: CallJudgement,
    principle: str,
    labels: Mapping[str, Mapping[str, str]],
    confirm: Mapping[str, Any],
) -> dict[str, str]:
    trump = offer.trump
    trumps = _trumps(offer.holding, trump)
    en = [f"Accepting the turn-up makes {suit_en(trump)} trump."]
    ko = [f"턴업을 받으면 {josa(suit_ko(trump), '이')} 으뜸패가 됩니다."]
    with_up_en = " (with the turn-up)" if offer.seat == offer.dealer else ""
    with_up_ko = " 턴업을 포함해" if offer.seat == offer.dealer else ""
    if trumps:
        en.append(
            f"You would hold {count_en(len(trumps), 'trump')}{with_up_en}: {cards_text(trumps)}."
        )
        ko.append(f"으뜸패는{with_up_ko} {len(trumps)}장입니다: {cards_ko(trumps)}.")
    else:
        en.append("You would hold no trump at all.")
        ko.append("으뜸패가 한 장도 없습니다.")
    goes_en, goes_ko = _turn_up_goes(offer)
    en.append(goes_en)
    ko.append(goes_ko)
    rule_en, rule_ko = _offer_principle_text(offer, principle, judgement.best, neutral.best)
    en.append(rule_en)
    ko.append(rule_ko)
    if (
        judgement.best == ORDER_UP
        and ALONE in offer.options()
        and principle != "A-9"
        and not _marches(offer)
    ):
        # The hand's reason against the loner; a lone hand the score keeps from going
        # alone is explained by the score alone (A-10's text).
        not_alone_en, not_alone_ko = _not_alone_text(offer)
        en.append(not_alone_en)
        ko.append(not_alone_ko)
    if judgement.best == ORDER_UP and PASS in judgement.evaluation and principle == "A-9":
        # A-9 weighs alone against the partner: why the call beats the pass, too.
        call_en, call_ko = _why_call_text(offer, judgement)
        en.append(call_en)
        ko.append(call_ko)
    if (
        judgement.best == ALONE
        and ORDER_UP in judgement.evaluation
        and round(judgement.evaluation[PASS], 2) > round(judgement.evaluation[ORDER_UP], 2)
    ):
        pass_en, pass_ko = _strong_pass_text(offer, judgement)
        en.append(pass_en)
        ko.append(pass_ko)
    if judgement.best == PASS:
        later = _round_two_text(offer)
        if later is not None:
            en.append(later[0])
            ko.append(later[1])
    high_up = _high_turn_up_text(offer, judgement)
    if high_up is not None:
        en.append(high_up[0])
        ko.append(high_up[1])
    for tie in _offer_ties(offer, principle, judgement.best):
        if tie == "S0-3" and neutral.best == PASS and judgement.best != PASS:
            # At 0-0 this hand passes (proven): "two high trumps make a call" would read
            # as a 0-0 reason; the score's own reason, said above, is why it calls here.
            continue
        tie_en, tie_ko = _offer_tie_text(offer, tie, judgement.best)
        en.append(tie_en)
        ko.append(tie_ko)
    if _assists(offer) and judgement.best == ORDER_UP and principle == "S0-3":
        en.append(
            "As the dealer's partner you may assist: order it up and still play with the "
            "dealer. (In British Euchre, and under the Canadian loner house rule, you could "
            "accept it only by going alone.)"
        )
        ko.append(
            "딜러의 파트너도 어시스트할 수 있습니다. 오더업하고도 딜러와 함께 칩니다. "
            "(영국식 유커나 캐나디안 로너 하우스 룰이라면 혼자 하기로만 받을 수 있습니다.)"
        )
    if judgement.best == ALONE:
        disputed = disputed_loner_text(
            offer.holding,
            trump,
            confirm,
            benny_in_pack=offer.variant.joker,
            partner_call=ORDER_UP in offer.options(),
            other_choices=len(offer.options()) - 1,
        )
        if disputed is not None:
            en.append(disputed[0])
            ko.append(disputed[1])
    eval_en, eval_ko = _evaluation_text(judgement, labels, at_score=offer.scores is not None)
    en.append(eval_en)
    ko.append(eval_ko)
    if offer.scores is not None and neutral.best != judgement.best:
        at_love_en = labels[neutral.best]["en"].lower()
        at_love_ko = labels[neutral.best]["ko"]
        en.append(
            f"Without a score to play to (at 0–0), {at_love_en} would be best; at this score "
            "it is not, which is the point of this question."
        )
        ko.append(
            f"점수를 생각하지 않는다면(0대 0) {josa(at_love_ko, '이')} 가장 좋지만, 이 점수에서는 "
            "그렇지 않습니다. 이 문제의 핵심이 바로 그것입니다."
        )
    best = labels[judgement.best]
    en.append(f"Best: {best['en']}.")
    ko.append(f"최선: {best['ko']}.")
    return text(lines(en), lines(ko))
