"""The words of the rule questions (``tutor.quiz.kinds.rule_questions``), English and
Korean: the rules line, each question, the choices' labels and what a wrong choice missed.
The answers come from ``rule_answers``; why an answer holds is facts
(``rule_question_facts``), worded in the catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor import korean
from tutor.engine import SUITS, Suit, Variant
from tutor.quiz.kinds.rule_answers import (
    card_of,
    seat_codes,
    trumps_in,
)
from tutor.quiz.words import (
    cards_ko,
    cards_list,
    ko_object,
    ko_subject,
    ko_topic,
    suit_en,
    suit_ko,
)

SEAT_EN = {"north": "North", "east": "East", "south": "South", "west": "West"}
SEAT_KO = {"north": "북쪽", "east": "동쪽", "south": "남쪽", "west": "서쪽"}
SIDE_EN = ("North–South", "East–West")
SIDE_KO = ("남북 팀", "동서 팀")

# The calls a seat may make with the turn-up still offered (round one).
CALLS_LABELS = {
    "pass-or-lone-hand": {
        "en": "Pass, or accept the turn-up only by going alone",
        "ko": "패스하거나, 혼자 하기로만 턴업을 받을 수 있음",
    },
    "pass-or-accept": {
        "en": "Pass, or accept the turn-up with partner or alone",
        "ko": "패스하거나, 파트너와 함께 또는 혼자 턴업을 받을 수 있음",
    },
    "pass-only": {"en": "Only pass", "ko": "패스만 할 수 있음"},
}
# What going alone adds to a sure march at a score (``loner-adds``).
LONER_LABELS = {
    "nothing": {
        "en": "Nothing: a march with partner already wins the game",
        "ko": "없음: 파트너와 함께 한 전승으로도 게임을 이김",
    },
    "the-game": {
        "en": "The game: only the lone march reaches the target",
        "ko": "게임: 혼자 한 전승만 목표 점수에 닿음",
    },
    "two-points": {
        "en": "Two more points, and the game is not over yet",
        "ko": "2점 더, 아직 게임은 끝나지 않음",
    },
}
DEAL_LABELS = {
    "same-dealer": {
        "en": "A misdeal: the same dealer deals again, and nobody scores",
        "ko": "미스딜: 같은 딜러가 다시 딜하고 점수는 없음",
    },
    "next-dealer": {
        "en": "No misdeal: the hand is thrown in and the next player deals",
        "ko": "미스딜이 아님: 그 판은 무효, 다음 사람이 딜",
    },
    "dealer-names": {
        "en": "No misdeal: the dealer must name trump",
        "ko": "미스딜이 아님: 딜러가 으뜸패를 정해야 함",
    },
    "play-on": {"en": "No misdeal: play goes on", "ko": "미스딜이 아님: 그대로 진행"},
}
YES_NO = {"yes": {"en": "Yes", "ko": "예"}, "no": {"en": "No", "ko": "아니요"}}


def seat_words(variant: Variant, seat: int) -> tuple[str, str]:
    code = seat_codes(variant)[seat]
    return SEAT_EN[code], SEAT_KO[code]


def side_words(seat: int) -> tuple[str, str]:
    return SIDE_EN[seat % 2], SIDE_KO[seat % 2]


# -- the questions in words ------------------------------------------------------------------

PRESET_WORDS: dict[str, tuple[str, str]] = {
    "standard": ("standard Euchre", "표준 유커"),
    "cardgames": ("Euchre as cardgames.io plays it", "cardgames.io 방식 유커"),
    "american": ("American Euchre", "미국식 유커"),
    "british": ("British Euchre", "영국식 유커"),
    "three-hand": ("three-hand Euchre", "3인 유커"),
    "bid": ("Bid Euchre", "비드 유커"),
}
STUCK = ("stuck-may-pass", "stuck-barred-suit", "most-trumps-suit", "higher-trumps-suit")


def rules_line(variant: Variant, kind: str) -> tuple[str, str]:
    """The rules in play, as the learner is told them: every house rule the answer hangs on."""
    en, ko = PRESET_WORDS.get(variant.name, (variant.name, variant.name))
    extra: list[tuple[str, str]] = []
    if variant.is_three_hand and not variant.deck.low_ranks:
        extra.append(("24-card pack", "24장 덱"))
    if variant.seven_card_32:
        extra.append(("32 cards, seven each", "32장 덱, 한 사람에 7장"))
    if variant.canadian_loner:
        extra.append(
            (
                "Canadian loner: the dealer's partner may accept the turn-up only by going alone",
                "캐나디안 로너: 딜러의 파트너는 혼자 하기로만 턴업을 받을 수 있음",
            )
        )
    if variant.all_pass != Variant.preset(variant.name).all_pass:
        if variant.stick_the_dealer:
            extra.append(("stick the dealer", "스틱 더 딜러"))
        else:
            extra.append(("a hand everybody passes is dealt again", "모두 패스하면 다시 딜"))
    elif kind in STUCK and variant.stick_the_dealer:
        extra.append(("stick the dealer", "스틱 더 딜러"))
    if variant.lone_euchre_points != Variant.preset(variant.name).lone_euchre_points:
        n = variant.lone_euchre_points
        extra.append(
            (
                f"a lone maker who is euchred gives the defenders {n}",
                f"혼자 한 메이커가 유커되면 수비 팀이 {n}점",
            )
        )
    if variant.partner_may_take_alone:
        extra.append(
            (
                "the maker's partner may take the hand alone",
                "메이커의 파트너가 혼자 하기를 넘겨받을 수 있음",
            )
        )
    if extra:
        en += " (" + "; ".join(e for e, _ in extra) + ")"
        ko += "(" + "; ".join(k for _, k in extra) + ")"
    return f"Rules: {en}.", f"규칙: {ko}."


def _before(variant: Variant, dealer: int, seat: int, round_two: bool) -> tuple[str, str]:
    """Who passed before ``seat`` in this round ("" when ``seat`` speaks first)."""
    n = variant.players
    if not round_two and seat == (dealer + 1) % n:
        return "", ""
    s_en, s_ko = seat_words(variant, seat)
    if round_two and seat == (dealer + 1) % n:
        return "", ""
    return (
        f"Everybody before {s_en} passes. ",
        f"{s_ko} 앞의 사람은 모두 패스했습니다. ",
    )


def _hand_words(q: Mapping[str, Any]) -> tuple[str, str]:
    hand = [card_of(c) for c in q["hand"]]
    return cards_list(hand), cards_ko(hand)


def _suit_words(code: str) -> tuple[str, str]:
    suit = Suit.parse(code)
    return suit_en(suit), suit_ko(suit)


def question_text(variant: Variant, q: Mapping[str, Any]) -> tuple[str, str]:
    kind = str(q["type"])
    if kind == "kitty":
        return (
            "After the deal, how many cards are not in anyone's hand (the turn-up included)?",
            "딜이 끝나면 누구의 손패에도 없는 카드는 몇 장일까요(턴업 포함)?",
        )
    if kind == "trump-count":
        s_en, s_ko = _suit_words(str(q["trump"]))
        return (
            f"{s_en.capitalize()} are trump. How many cards in the pack are trumps?",
            f"{ko_subject(s_ko)} 으뜸패입니다. 덱에서 으뜸패는 모두 몇 장일까요?",
        )
    if kind == "tricks-to-make":
        return (
            "How many tricks must the makers take so that they are not euchred?",
            "메이커가 유커되지 않으려면 몇 트릭을 따야 할까요?",
        )
    if kind == "in-the-pack":
        card = card_of(str(q["card"]))
        return (
            f"Is the {card} in the pack?",
            f"{korean.card_josa(card, '이')} 덱에 들어 있을까요?",
        )
    if kind in ("make-wins-game", "loner-adds"):
        return _score_text(variant, q)
    if kind == "after-deal":
        return _deal_text(variant, q)
    if kind == "hand-points":
        return _hand_text(variant, q)
    dealer = int(q["dealer"])
    d_en, d_ko = seat_words(variant, dealer)
    card = card_of(str(q["upcard"]))
    if kind == "round-one-calls":
        seat = int(q["seat"])
        s_en, s_ko = seat_words(variant, seat)
        b_en, b_ko = _before(variant, dealer, seat, False)
        return (
            f"{d_en} deals and turns up the {card}. {b_en}In round one, what may {s_en} do?",
            f"{ko_subject(d_ko)} 딜러이고 턴업은 {card}입니다. {b_ko}"
            f"첫 바퀴에서 {ko_topic(s_ko)} 무엇을 할 수 있을까요?",
        )
    passed_en = f"{d_en} deals; everybody passes in round one and the {card} is turned down. "
    passed_ko = (
        f"{ko_subject(d_ko)} 딜러입니다. 첫 바퀴는 모두 패스했고 "
        f"{korean.card_josa(card, '은')} 엎어졌습니다. "
    )
    if kind in ("round-two-partner", "stuck-may-pass"):
        seat = int(q["seat"])
        s_en, s_ko = seat_words(variant, seat)
        b_en, b_ko = _before(variant, dealer, seat, True)
        if b_en:
            b_en, b_ko = "In round two, " + b_en[0].lower() + b_en[1:], "둘째 바퀴에서 " + b_ko
        if kind == "stuck-may-pass":
            return (
                f"{passed_en}{b_en}May {s_en} pass in round two?",
                f"{passed_ko}{b_ko}{ko_topic(s_ko)} 둘째 바퀴에서 패스할 수 있을까요?",
            )
        t_en, t_ko = _suit_words(str(q["suit"]))
        return (
            f"{passed_en}{b_en}May {s_en} name {t_en} and play with partner?",
            f"{passed_ko}{b_ko}{ko_topic(s_ko)} {ko_object(t_ko)} 으뜸패로 정하고 "
            "파트너와 함께 할 수 있을까요?",
        )
    stuck_en = f"{passed_en}In round two the other three pass, so {d_en} must name trump. "
    stuck_ko = (
        f"{passed_ko}둘째 바퀴에서 나머지 세 명이 패스해서 "
        f"{ko_topic(d_ko)} 으뜸패를 정해야 합니다. "
    )
    if kind == "stuck-barred-suit":
        return (
            f"{stuck_en}Which suit may {d_en} not name?",
            f"{stuck_ko}{ko_subject(d_ko)} 정할 수 없는 무늬는?",
        )
    h_en, h_ko = _hand_words(q) if "hand" in q else ("", "")
    if kind == "most-trumps-suit":
        return (
            f"{stuck_en}{d_en} holds {h_en}. Which suit would give {d_en} the most trumps?",
            f"{stuck_ko}{d_ko}의 손패는 {h_ko}입니다. 어느 무늬로 정해야 으뜸패가 가장 많을까요?",
        )
    if kind == "higher-trumps-suit":
        a, b = (Suit.parse(str(s)) for s in q["suits"])
        hand = [card_of(c) for c in q["hand"]]
        count = len(trumps_in(hand, a))
        return (
            f"{stuck_en}{d_en} holds {h_en}. {suit_en(a).capitalize()} or {suit_en(b)} would "
            f"give {d_en} {count} trumps either way. With which of the two is {d_en}'s "
            "best trump the stronger card?",
            f"{stuck_ko}{d_ko}의 손패는 {h_ko}입니다. "
            f"{korean.josa(suit_ko(a), '와')} {suit_ko(b)} 중 어느 쪽으로 정해도 "
            f"으뜸패는 {count}장입니다. "
            "둘 중 어느 무늬로 해야 가장 높은 으뜸패가 더 셀까요?",
        )
    caller = int(q["caller"])
    c_en, c_ko = seat_words(variant, caller)
    taken_en = "picks up" if caller == dealer else "orders up"
    turnup_ko = f"턴업 {korean.card_josa(card, '을')}"
    taken_ko = f"{turnup_ko} 가져가기로 했" if caller == dealer else f"{turnup_ko} 오더업했"
    if kind == "partner-may-take":
        s_en, s_ko = seat_words(variant, int(q["seat"]))
        alone_en = " and goes alone" if q.get("alone") else ""
        alone_ko = "고 혼자 하기를 선언했" if q.get("alone") else ""
        return (
            f"{d_en} deals. In round one {c_en} {taken_en} the {card}{alone_en}. "
            f"Before the first lead, may {s_en} take the hand and play it alone?",
            f"{ko_subject(d_ko)} 딜러입니다. 첫 바퀴에서 {ko_subject(c_ko)} {taken_ko}"
            f"{alone_ko}습니다. 첫 리드 전에 {ko_topic(s_ko)} "
            "이 판을 넘겨받아 혼자 할 수 있을까요?",
        )
    if kind == "partner-alone-sits-out":
        p_en, p_ko = seat_words(variant, (caller + 2) % 4)
        return (
            f"{d_en} deals. In round one {c_en} {taken_en} the {card}; then {p_en}, "
            f"{c_en}'s partner, takes the hand to play it alone. Who sits out?",
            f"{ko_subject(d_ko)} 딜러입니다. 첫 바퀴에서 {ko_subject(c_ko)} {taken_ko}습니다. "
            f"그러자 {c_ko}의 파트너 {ko_subject(p_ko)} 이 판을 넘겨받아 혼자 합니다. "
            "쉬는 사람은?",
        )
    raise ValueError(kind)


def _deal_text(variant: Variant, q: Mapping[str, Any]) -> tuple[str, str]:
    d_en, d_ko = seat_words(variant, int(q["dealer"]))
    fault = str(q["fault"])
    ask = ("What happens?", "어떻게 될까요?")
    if fault == "all-pass":
        card = card_of(str(q["upcard"]))
        return (
            f"{d_en} deals and turns up the {card}; everybody passes in both rounds. {ask[0]}",
            f"{ko_subject(d_ko)} 딜러이고 턴업은 {card}입니다. 두 바퀴 모두 전원이 "
            f"패스했습니다. {ask[1]}",
        )
    if fault == "packets":
        first, second = (int(n) for n in q["packets"])
        return (
            f"{d_en} deals each player {first} cards, then {second} more, and turns up the "
            f"next card. {ask[0]}",
            f"{ko_subject(d_ko)} 한 사람에 {first}장씩, 이어서 {second}장씩 더 나눠 주고 "
            f"다음 카드를 턴업했습니다. {ask[1]}",
        )
    s_en, s_ko = seat_words(variant, int(q["seat"]))
    if fault == "exposed":
        return (
            f"{d_en} deals, and a card on its way to {s_en} is turned face up. {ask[0]}",
            f"{ko_subject(d_ko)} 딜하는 도중에 {s_ko}에게 가는 카드 한 장이 앞면으로 "
            f"드러났습니다. {ask[1]}",
        )
    held = variant.hand_size + (1 if fault == "too-many" else -1)
    return (
        f"{d_en} deals. Before anyone calls, {s_en} finds {held} cards in hand. {ask[0]}",
        f"{ko_subject(d_ko)} 딜했습니다. 아무도 부르기 전에 {ko_topic(s_ko)} 자기 손패가 "
        f"{held}장인 것을 알았습니다. {ask[1]}",
    )


def _scores_words(q: Mapping[str, Any]) -> tuple[str, str]:
    a, b = (int(s) for s in q["scores"])
    return (
        f"{SIDE_EN[0]} {a}, {SIDE_EN[1]} {b}",
        f"{SIDE_KO[0]} {a}점, {SIDE_KO[1]} {b}점",
    )


def _score_text(variant: Variant, q: Mapping[str, Any]) -> tuple[str, str]:
    maker = int(q["maker"])
    m_en, m_ko = seat_words(variant, maker)
    side_en, side_ko = side_words(maker)
    s_en, s_ko = _scores_words(q)
    head_en = f"Game to {variant.target}. The score: {s_en}. "
    head_ko = f"{variant.target}점 게임입니다. 점수는 {s_ko}입니다. "
    if q["type"] == "loner-adds":
        return (
            f"{head_en}{m_en} makes trump with a hand sure to take all five tricks. "
            "What does going alone add to a march with partner?",
            f"{head_ko}{ko_subject(m_ko)} 다섯 트릭을 모두 딸 것이 확실한 손패로 으뜸패를 "
            "정합니다. 파트너와 함께 하는 전승과 비교해 혼자 하기는 무엇을 더해 줄까요?",
        )
    tricks = int(q["tricks"])
    ask_en, ask_ko = SIDE_EN[int(q["ask_side"])], SIDE_KO[int(q["ask_side"])]
    return (
        f"{head_en}{m_en} makes trump and plays with partner; {side_en} take {tricks} of "
        f"{variant.hand_size} tricks. Does {ask_en} win the game with this hand?",
        f"{head_ko}{ko_subject(m_ko)} 으뜸패를 정하고 파트너와 함께 합니다. "
        f"{ko_topic(side_ko)} {variant.hand_size}트릭 중 {tricks}트릭을 땄습니다. "
        f"이 판으로 {ko_subject(ask_ko)} 게임에서 이길까요?",
    )


def _asked_side(variant: Variant, q: Mapping[str, Any]) -> tuple[str, str]:
    makers = q["ask"] == "makers"
    if variant.is_three_hand:
        return ("the maker", "메이커") if makers else ("each defender", "수비자 각자")
    side = int(q["maker"]) % 2 if makers else 1 - int(q["maker"]) % 2
    return SIDE_EN[side], SIDE_KO[side]


def _hand_text(variant: Variant, q: Mapping[str, Any]) -> tuple[str, str]:
    maker = int(q["maker"])
    m_en, m_ko = seat_words(variant, maker)
    tricks, size = int(q["tricks"]), variant.hand_size
    ask_en, ask_ko = _asked_side(variant, q)
    if variant.canadian_loner:
        d_en, d_ko = seat_words(variant, int(q["dealer"]))
        story_en = (
            f"{d_en} deals. {m_en}, the dealer's partner, orders up the turn-up: under these "
            f"rules that is a lone hand. {m_en} takes {tricks} of {size} tricks."
        )
        story_ko = (
            f"{ko_subject(d_ko)} 딜러입니다. 딜러의 파트너 {ko_subject(m_ko)} 턴업을 "
            f"오더업했고, 이 규칙에서는 혼자 하기가 됩니다. {ko_subject(m_ko)} "
            f"{size}트릭 중 {tricks}트릭을 땄습니다."
        )
    elif variant.is_three_hand:
        story_en = (
            f"{m_en} makes trump and plays against the other two; "
            f"{m_en} takes {tricks} of {size} tricks."
        )
        story_ko = (
            f"{ko_subject(m_ko)} 으뜸패를 정하고 나머지 두 명을 상대합니다. "
            f"{ko_subject(m_ko)} {size}트릭 중 {tricks}트릭을 땄습니다."
        )
    else:
        side_en, side_ko = side_words(maker)
        alone = bool(q.get("alone"))
        story_en = (
            f"{m_en} makes trump"
            + (" and goes alone" if alone else "")
            + "; "
            + (f"{m_en} takes" if alone else f"{side_en} take")
            + f" {tricks} of {size} tricks."
        )
        story_ko = (
            f"{ko_subject(m_ko)} 으뜸패를 정했"
            + ("고 혼자 하기를 했" if alone else "")
            + "습니다. "
            + (ko_subject(m_ko) if alone else ko_topic(side_ko))
            + f" {size}트릭 중 {tricks}트릭을 땄습니다."
        )
    return (
        f"{story_en} How many points does {ask_en} score?",
        f"{story_ko} {ko_topic(ask_ko)} 몇 점을 얻을까요?",
    )


def suit_label(suit: Suit) -> dict[str, str]:
    return {
        "en": f"{suit.symbol} {suit_en(suit).capitalize()}",
        "ko": f"{suit.symbol} {suit_ko(suit)}",
    }


def labels(variant: Variant, q: Mapping[str, Any]) -> dict[str, dict[str, str]]:
    kind = str(q["type"])
    if kind == "round-one-calls":
        return CALLS_LABELS
    if kind == "loner-adds":
        return LONER_LABELS
    if kind == "after-deal":
        return DEAL_LABELS
    if kind in ("stuck-barred-suit", "most-trumps-suit", "higher-trumps-suit"):
        return {s.code: suit_label(s) for s in SUITS}
    if kind == "partner-alone-sits-out":
        return {c: {"en": SEAT_EN[c], "ko": SEAT_KO[c]} for c in seat_codes(variant)}
    if kind in ("hand-points", "kitty", "trump-count", "tricks-to-make"):
        return {}
    return YES_NO


MISTAKES: dict[str, tuple[str, str]] = {
    "round-one-calls": (
        "mixed up whom the Canadian loner binds: only the dealer's partner, only in round one",
        "캐나디안 로너가 누구에게 적용되는지 헷갈렸습니다. "
        "딜러의 파트너에게만, 첫 바퀴에만 적용됩니다",
    ),
    "round-two-partner": (
        "forgot that the Canadian loner ends with round one, and that the turned-down suit "
        "is barred in round two",
        "캐나디안 로너는 첫 바퀴로 끝나고, "
        "둘째 바퀴에서는 엎어진 무늬를 정할 수 없다는 것을 놓쳤습니다",
    ),
    "hand-points": (
        "misscored the hand: count the tricks against what the makers need, then see who "
        "went alone",
        "점수를 잘못 셌습니다. 메이커에게 필요한 트릭 수와 비교하고, 누가 혼자 했는지 보세요",
    ),
    "stuck-may-pass": (
        "mixed up who is stuck: only the dealer, and only when the other three passed",
        "누가 꼭 불러야 하는지 헷갈렸습니다. 나머지 세 명이 패스했을 때의 딜러뿐입니다",
    ),
    "stuck-barred-suit": (
        "forgot that the turned-down suit is barred in round two, even for a stuck dealer",
        "엎어진 무늬는 둘째 바퀴에서, 꼭 불러야 하는 딜러도 정할 수 없다는 것을 놓쳤습니다",
    ),
    "most-trumps-suit": (
        "miscounted the trumps: the left bower belongs to the trump suit, and the turned-down "
        "suit cannot be named",
        "으뜸패를 잘못 셌습니다. 레프트 바우어는 으뜸패 무늬에 속하고, "
        "엎어진 무늬는 정할 수 없습니다",
    ),
    "higher-trumps-suit": (
        "misranked the trumps: the right bower, then the left, then the ace",
        "으뜸패 순위를 헷갈렸습니다. 라이트 바우어, 레프트 바우어, 에이스 순입니다",
    ),
    "make-wins-game": (
        "misscored the hand or the target: add the points the hand gives, then compare",
        "판의 점수나 목표 점수를 잘못 봤습니다. 이번 판 점수를 더한 뒤 비교하세요",
    ),
    "loner-adds": (
        "forgot what each side still needs: a march with partner is 2, a lone march 4",
        "각 팀에 몇 점이 더 필요한지 놓쳤습니다. "
        "파트너와 함께 한 전승은 2점, 혼자 한 전승은 4점입니다",
    ),
    "partner-may-take": (
        "mixed up who may take a hand alone under this house rule: the maker's partner only",
        "이 하우스 룰에서 판을 넘겨받아 혼자 할 수 있는 사람을 헷갈렸습니다. "
        "메이커의 파트너뿐입니다",
    ),
    "partner-alone-sits-out": (
        "forgot that the partner who takes the hand alone plays it, and the maker sits out",
        "판을 넘겨받은 파트너가 혼자 하고 메이커가 쉰다는 것을 놓쳤습니다",
    ),
    "kitty": ("miscounted the cards left after the deal", "딜 후 남는 카드 수를 잘못 셌습니다"),
    "trump-count": (
        "forgot a bower or a rank of this pack",
        "바우어나 이 덱의 카드를 빼먹었습니다",
    ),
    "tricks-to-make": (
        "forgot how many tricks a hand of this size needs",
        "이 장수의 판에서 몇 트릭이 필요한지 놓쳤습니다",
    ),
    "after-deal": (
        "mixed up a misdeal (a fault in the deal: the same dealer deals again) with a hand "
        "everybody passed",
        "미스딜(딜 자체의 잘못: 같은 딜러가 다시 딜)과 전원 패스를 헷갈렸습니다",
    ),
    "in-the-pack": (
        "forgot which ranks this pack holds",
        "이 덱에 어떤 카드가 들어 있는지 놓쳤습니다",
    ),
}
