"""table-facts: the facts of the table a player needs before a card is played.

How many trumps there are, how many cards stay undealt, who leads first (with lone hands
and lone defenders), who sits out, who takes the turn-up and whether it may be thrown
away, what happens when everybody passes, who may defend alone, how many points win,
and Bid Euchre's auction. Every answer is worked out by the engine playing the calls
out (``Deal``) under the item's rules, so a preset or house rule that changes the fact
changes the answer, and the checker re-derives it the same way.

Each question has a small number of distinct forms (there is one kitty size per rules),
so a set walks through its themes round by round, dropping a theme once its forms are
used up: no question is asked twice.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import (
    SUITS,
    Bid,
    Deal,
    Discard,
    EngineError,
    OrderUp,
    Pass,
    Suit,
    TakeUp,
    Variant,
    game_winner,
    is_trump,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import DIAGNOSERS, Mistake
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require, text
from tutor.quiz.kinds.rules_facts import AnswerIs
from tutor.quiz.words import (
    ko_object,
    ko_subject,
    ko_topic,
    seat_en,
    seat_ko,
    suit_en,
    suit_ko,
)

KIND = "table-facts"
NOBODY = "nobody"
SEAT_CODES_4 = ("north", "east", "south", "west")
SEAT_CODES_3 = ("north", "east", "west")

# How many distinct forms each question has (None: as many as the seats allow).
CAPACITY: dict[str, int | None] = {
    "trump-count": 1,
    "kitty": 1,
    "target": 1,
    "all-pass": 1,
    "first-lead": None,
    "sits-out": None,
    "turnup-taker": None,
    "discard-turnup": None,
    "defend-alone": None,
    "bid-dealer-equal": None,
    "bid-forced": 1,
}
THEMES = tuple(CAPACITY)


def _seat_codes(players: int) -> tuple[str, ...]:
    return SEAT_CODES_4 if players == 4 else SEAT_CODES_3


def _seat_labels(players: int) -> dict[str, dict[str, str]]:
    labels = {
        code: {"en": seat_en(seat, players), "ko": seat_ko(seat, players)}
        for seat, code in enumerate(_seat_codes(players))
    }
    labels[NOBODY] = {"en": "Nobody", "ko": "아무도 없음"}
    return labels


YES_NO = {"yes": {"en": "Yes", "ko": "예"}, "no": {"en": "No", "ko": "아니요"}}
ALL_PASS_LABELS = {
    "redeal": {
        "en": "The hand is thrown in and the next player deals",
        "ko": "무효, 다음 사람이 딜",
    },
    "dealer-names": {"en": "The dealer must name trump", "ko": "딜러가 으뜸패를 정해야 함"},
    "turned-suit": {
        "en": "The turned-down suit becomes trump",
        "ko": "딜러가 엎은 턴업의 무늬가 으뜸패가 됨",
    },
}


def schedule(themes: tuple[str, ...], count: int) -> list[str]:
    """The theme of each item: round by round through the set's themes, each kept only
    while it still has a form not asked yet."""
    order: list[str] = []
    rounds = 0
    while len(order) < count:
        added = False
        for theme in themes:
            capacity = CAPACITY[theme]
            if capacity is None or rounds < capacity:
                order.append(theme)
                added = True
        if not added:
            break
        rounds += 1
    return order[:count]


# -- the engine plays the calls -----------------------------------------------------------


def _deal(variant: Variant, dealer: int) -> Deal:
    # The cards do not matter to these facts: a fixed deal keeps checks reproducible.
    return Deal.new(variant, dealer=dealer, seed=dealer + 1)


def _order_up(variant: Variant, dealer: int, caller: int, alone: bool) -> Deal:
    """Everybody passes round one until ``caller``, who accepts the turn-up."""
    deal = _deal(variant, dealer)
    while deal.to_act != caller:
        deal.push(Pass())
    legal = deal.legal_actions()
    wanted = [a for a in legal if isinstance(a, OrderUp | TakeUp) and a.alone == alone]
    # The Canadian loner: the dealer's partner can accept only alone.
    forced = [a for a in legal if isinstance(a, OrderUp | TakeUp)]
    if not wanted and not forced:
        raise EngineError("this player cannot accept the turn-up")
    deal.push(wanted[0] if wanted else forced[0])
    return deal


def _dummy_hands(variant: Variant) -> list[list[str]]:
    pack = [c.code for c in variant.cards()]
    size = variant.hand_size
    return [pack[i * size : (i + 1) * size] for i in range(variant.players)]


def answer_of(variant: Variant, q: Mapping[str, Any]) -> str:
    """The answer to question ``q`` under ``variant``, worked out by the engine."""
    kind = str(q["type"])
    codes = _seat_codes(variant.players)
    if kind == "trump-count":
        trump = Suit.parse(str(q["trump"]))
        return str(sum(1 for card in variant.cards() if is_trump(card, trump)))
    if kind == "kitty":
        deal = _deal(variant, 0)
        return str(len(deal.kitty) + (1 if deal.upcard is not None else 0))
    if kind == "target":
        target = variant.target
        if variant.is_bid:
            return str(target)
        level = [0] * (3 if variant.is_three_hand else 2)
        wins = game_winner(variant, [target, *level[1:]]) == 0
        short = game_winner(variant, [target - 1, *level[1:]]) is None
        if not (wins and short):
            raise EngineError("the target does not decide the game on its own here")
        return str(target)
    if kind == "all-pass":
        deal = _deal(variant, int(q["dealer"]))
        while deal.phase.name != "OVER" and Pass() in deal.legal_actions():
            deal.push(Pass())
        if deal.phase.name == "OVER":
            return "redeal"
        return "dealer-names"
    if kind == "first-lead":
        contract: Suit | None = None if variant.is_bid and q.get("no_trump") else SUITS[0]
        deal = Deal.at_play(
            variant,
            _dummy_hands(variant),
            trump=contract,
            maker=int(q["maker"]),
            dealer=int(q["dealer"]),
            alone=bool(q.get("alone")),
            lone_defender=q.get("defender"),
            bid=3 if variant.is_bid else None,
        )
        return codes[int(deal.to_act or 0)]
    if kind == "sits-out":
        deal = _order_up(variant, int(q["dealer"]), int(q["caller"]), bool(q["alone"]))
        out = [s for s in range(variant.players) if s not in deal.active_seats]
        return codes[out[0]] if out else NOBODY
    if kind == "turnup-taker":
        deal = _order_up(variant, int(q["dealer"]), int(q["caller"]), False)
        taker = deal.upcard_taker
        return NOBODY if taker is None or deal.upcard_dead else codes[taker]
    if kind == "discard-turnup":
        deal = _order_up(variant, int(q["dealer"]), int(q["caller"]), False)
        upcard = deal.upcard
        may = any(isinstance(a, Discard) and a.card == upcard for a in deal.legal_actions())
        return "yes" if may else "no"
    if kind == "defend-alone":
        try:
            Deal.at_play(
                variant,
                _dummy_hands(variant),
                trump=SUITS[0],
                maker=int(q["maker"]),
                dealer=int(q["dealer"]),
                alone=bool(q["alone"]),
                lone_defender=int(q["defender"]),
            )
        except EngineError:
            return "no"
        return "yes"
    if kind == "bid-dealer-equal":
        dealer, bidder, high = int(q["dealer"]), int(q["bidder"]), int(q["bid"])
        deal = _deal(variant, dealer)
        while deal.to_act != dealer:
            deal.push(Bid(high) if deal.to_act == bidder else Pass())
        return "yes" if Bid(high) in deal.legal_actions() else "no"
    if kind == "bid-forced":
        deal = _deal(variant, int(q["dealer"]))
        while deal.to_act != int(q["dealer"]):
            deal.push(Pass())
        return "yes" if Pass() in deal.legal_actions() else "no"
    raise ValueError(f"unknown table-facts question {kind!r}")


def _applies(variant: Variant, kind: str) -> bool:
    if kind in ("bid-dealer-equal", "bid-forced"):
        return variant.is_bid
    if kind in ("sits-out", "turnup-taker", "discard-turnup", "all-pass"):
        return not variant.is_bid
    if kind == "defend-alone":
        return variant.players == 4 and not variant.is_bid
    return True


# -- the questions in words ----------------------------------------------------------------


def _numbers(answer: int, rng: random.Random, low: int = 0) -> list[str]:
    start = max(low, answer - rng.randrange(4))
    return [str(n) for n in range(start, start + 4)]


def _draw(variant: Variant, kind: str, rng: random.Random) -> dict[str, Any]:
    n = variant.players
    dealer = rng.randrange(n)
    if kind == "trump-count":
        return {"type": kind, "trump": rng.choice(SUITS).code}
    if kind in ("kitty", "target"):
        return {"type": kind}
    if kind in ("all-pass", "bid-forced"):
        return {"type": kind, "dealer": 0}
    if kind == "first-lead":
        maker = rng.randrange(n)
        q: dict[str, Any] = {"type": kind, "dealer": dealer, "maker": maker}
        if variant.allow_alone and not variant.is_three_hand and rng.random() < 0.6:
            q["alone"] = True
        if n == 4 and variant.defend_alone.value != "off" and rng.random() < 0.4:
            q["defender"] = (maker + rng.choice((1, 3))) % 4
        if variant.is_bid and rng.random() < 0.3:
            q["no_trump"] = True
        return q
    if kind in ("sits-out", "turnup-taker", "discard-turnup"):
        caller = rng.randrange(n)
        partner_of_dealer = (dealer + 2) % 4 if n == 4 else None
        if kind == "discard-turnup" and variant.canadian_loner and caller == partner_of_dealer:
            caller = dealer  # with the Canadian loner nobody takes the card: not this question
        elif rng.random() < 0.4 and partner_of_dealer is not None:
            caller = partner_of_dealer  # the seat the Canadian loner is about
        alone = kind == "sits-out" and variant.allow_alone and rng.random() < 0.5
        return {"type": kind, "dealer": dealer, "caller": caller, "alone": alone}
    if kind == "defend-alone":
        maker = rng.randrange(4)
        return {
            "type": kind,
            "dealer": dealer,
            "maker": maker,
            "alone": rng.random() < 0.5,
            "defender": (maker + rng.choice((1, 3))) % 4,
        }
    if kind == "bid-dealer-equal":
        bidder = (dealer + rng.randrange(1, 4)) % 4
        return {"type": kind, "dealer": dealer, "bidder": bidder, "bid": rng.randint(3, 6)}
    raise ValueError(kind)


def _choices(variant: Variant, q: Mapping[str, Any], answer: str, rng: random.Random) -> Item:
    kind = str(q["type"])
    n = variant.players
    if kind in ("trump-count", "kitty", "target"):
        return {"choices": _numbers(int(answer), rng, low=0 if kind == "kitty" else 5)}
    if kind == "all-pass":
        return {"choices": list(ALL_PASS_LABELS), "choice_labels": ALL_PASS_LABELS}
    if kind in ("discard-turnup", "defend-alone", "bid-dealer-equal", "bid-forced"):
        return {"choices": list(YES_NO), "choice_labels": YES_NO}
    labels = _seat_labels(n)
    codes = list(_seat_codes(n))
    if kind in ("sits-out", "turnup-taker"):
        codes.append(NOBODY)
    return {"choices": codes, "choice_labels": {c: labels[c] for c in codes}}


def _who(seat: int, n: int) -> tuple[str, str]:
    return seat_en(seat, n), seat_ko(seat, n)


def question_text(variant: Variant, q: Mapping[str, Any]) -> tuple[str, str]:
    kind = str(q["type"])
    n = variant.players
    if kind == "trump-count":
        trump = Suit.parse(str(q["trump"]))
        return (
            f"{suit_en(trump).capitalize()} are trump. How many cards in the pack are trumps?",
            f"{ko_subject(suit_ko(trump))} 으뜸패입니다. 덱에서 으뜸패는 모두 몇 장일까요?",
        )
    if kind == "kitty":
        return (
            "After the deal, how many cards are not in anyone's hand (the turn-up included)?",
            "딜이 끝나면 누구의 손패에도 없는 카드는 몇 장일까요(턴업 포함)?",
        )
    if kind == "target":
        return ("How many points win the game?", "몇 점을 내면 게임에서 이길까요?")
    if kind == "all-pass":
        return (
            "Everybody passes in both rounds, the dealer too if allowed. What happens?",
            "두 바퀴 모두 전원이 패스합니다(딜러도 패스할 수 있다면). 어떻게 될까요?",
        )
    if kind == "bid-forced":
        d_en, d_ko = _who(int(q["dealer"]), n)
        return (
            f"{d_en} deals and the other three pass. May {d_en} pass too?",
            f"{ko_subject(d_ko)} 딜러이고 나머지 세 명이 패스했습니다. "
            f"{ko_topic(d_ko)} 패스해도 될까요?",
        )
    if kind == "bid-dealer-equal":
        d_en, d_ko = _who(int(q["dealer"]), n)
        b_en, b_ko = _who(int(q["bidder"]), n)
        bid = int(q["bid"])
        return (
            f"{d_en} deals. {b_en} bids {bid}, the others pass. "
            f"May {d_en} take the contract by also bidding {bid}?",
            f"{ko_subject(d_ko)} 딜러입니다. {ko_subject(b_ko)} {ko_object(str(bid))} 비드하고 "
            f"나머지는 패스했습니다. {ko_topic(d_ko)} 똑같이 {ko_object(str(bid))} 비드해서 "
            "계약을 가져올 수 있을까요?",
        )
    d_en, d_ko = _who(int(q["dealer"]), n)
    if kind == "first-lead":
        m_en, m_ko = _who(int(q["maker"]), n)
        if variant.is_bid:
            contract_en = f"{m_en} wins the bidding"
            contract_ko = f"{ko_subject(m_ko)} 비드를 따냈"
            if q.get("no_trump"):
                contract_en += " and declares no-trump"
                contract_ko += "고 노트럼프를 선언했"
        else:
            contract_en = f"{m_en} makes trump" + (" and goes alone" if q.get("alone") else "")
            contract_ko = f"{ko_subject(m_ko)} 으뜸패를 정했" + (
                "고 혼자 하기를 했" if q.get("alone") else ""
            )
        en = f"{d_en} deals. {contract_en}."
        ko = f"{ko_subject(d_ko)} 딜러입니다. {contract_ko}습니다."
        if q.get("defender") is not None:
            x_en, x_ko = _who(int(q["defender"]), n)
            en += f" {x_en} defends alone."
            ko += f" {ko_subject(x_ko)} 혼자 수비합니다."
        return en + " Who leads the first trick?", ko + " 첫 트릭은 누가 리드할까요?"
    if kind == "defend-alone":
        m_en, m_ko = _who(int(q["maker"]), n)
        x_en, x_ko = _who(int(q["defender"]), n)
        if q["alone"]:
            made_en, made_ko = " and goes alone", "으뜸패를 정하고 혼자 하기를 했습니다"
        else:
            made_en, made_ko = " and plays with partner", "으뜸패를 정하고 파트너와 함께 합니다"
        return (
            f"{d_en} deals. {m_en} makes trump{made_en}. May {x_en} defend alone?",
            f"{ko_subject(d_ko)} 딜러입니다. {ko_subject(m_ko)} {made_ko}. "
            f"{ko_topic(x_ko)} 혼자 수비할 수 있을까요?",
        )
    c_en, c_ko = _who(int(q["caller"]), n)
    caller_is_dealer = int(q["caller"]) == int(q["dealer"])
    accept_en = "picks up the turn-up" if caller_is_dealer else "orders up the turn-up"
    alone_en = " and goes alone" if q.get("alone") else ""
    if caller_is_dealer:
        accept_ko = (
            "턴업을 가져가기로 하고 혼자 하기를 선언했습니다"
            if q.get("alone")
            else ("턴업을 가져가기로 했습니다")
        )
    else:
        accept_ko = (
            "턴업을 오더업하고 혼자 하기를 선언했습니다"
            if q.get("alone")
            else ("턴업을 오더업했습니다")
        )
    opening_en = f"{d_en} deals. In round one {c_en} {accept_en}{alone_en}."
    opening_ko = f"{ko_subject(d_ko)} 딜러입니다. 첫 바퀴에서 {ko_subject(c_ko)} {accept_ko}."
    if kind == "sits-out":
        return opening_en + " Who sits out this hand?", opening_ko + " 이번 판에서 쉬는 사람은?"
    if kind == "turnup-taker":
        return (
            opening_en + " Who adds the turn-up to their hand?",
            opening_ko + " 턴업을 손패에 넣는 사람은?",
        )
    if kind == "discard-turnup":
        return (
            opening_en + " May whoever takes the turn-up throw that very card away as the discard?",
            opening_ko + " 턴업을 가져간 사람이 바로 그 카드를 버려도 될까요?",
        )
    raise ValueError(kind)


# -- explanation facts -------------------------------------------------------------------
# Each rule the answer follows from, by a stable name with the numbers it states, then the
# answer (words: tutor.web.explanation.rules).


@explanation_fact("table-rule")
@dataclass(frozen=True)
class TableRule:
    """A rule of the table these rules play by, named by ``rule`` (``rules_said``), with
    the ``numbers`` and the ``suit`` it states."""

    rule: str
    numbers: tuple[int, ...] = ()
    suit: str | None = None

    def check(self, item: Mapping[str, Any]) -> str | None:
        said = rules_said(item_variant(item), item["question"], str(item["answer"][0]))
        return None if self in said else f"these rules say {[r.rule for r in said]}"


def rules_said(variant: Variant, q: Mapping[str, Any], answer: str) -> list[TableRule]:
    """The rules that give ``answer`` to question ``q`` under ``variant``, in order."""
    kind = str(q["type"])
    n = variant.players
    said: list[TableRule] = []
    if kind == "trump-count":
        trump = Suit.parse(str(q["trump"]))
        plain = sum(1 for c in variant.cards() if c.suit is trump) - 1
        name = "trump-count-benny" if variant.joker else "trump-count"
        said.append(TableRule(name, (plain, int(answer)), trump.code))
        if variant.deck.low_ranks:
            said.append(TableRule("short-pack-low-trumps"))
    elif kind == "kitty":
        size, hand = variant.deck.size, variant.hand_size
        said.append(TableRule("kitty", (size, n, hand, n * hand, int(answer))))
    elif kind == "target":
        said.append(TableRule("target", (int(answer),)))
        if variant.is_bid:
            said.append(TableRule("bid-win-condition"))
    elif kind == "all-pass":
        said.append(TableRule("all-pass-redeal" if answer == "redeal" else "stick-the-dealer"))
        said.append(TableRule("turned-down-suit"))
    elif kind == "first-lead":
        if variant.is_bid:
            said.append(TableRule("first-lead-bid"))
        elif variant.first_lead.value == "left_of_loner" and q.get("alone"):
            said.append(TableRule("first-lead-left-of-loner"))
        else:
            said.append(TableRule("first-lead-dealer-left"))
        if q.get("alone") or q.get("defender") is not None:
            said.append(TableRule("lone-partner-never-plays"))
    elif kind in ("sits-out", "turnup-taker", "discard-turnup"):
        dealer = int(q["dealer"])
        caller = int(q["caller"])
        canadian = variant.canadian_loner and n == 4 and caller == (dealer + 2) % 4
        if canadian and kind == "sits-out":
            said.append(TableRule("canadian-dealer-sits-out"))
        elif kind == "sits-out":
            if variant.is_three_hand:
                said.append(TableRule("three-hand-nobody-sits-out"))
            elif q.get("alone"):
                said.append(TableRule("lone-partner-sits-out"))
            else:
                said.append(TableRule("all-four-play"))
        elif kind == "turnup-taker":
            if canadian:
                said.append(TableRule("canadian-order-up-is-alone"))
            if answer == NOBODY:
                said.append(TableRule("turnup-out-of-play"))
            elif variant.caller_takes_upcard:
                said.append(TableRule("caller-takes-turnup"))
            else:
                said.append(TableRule("dealer-takes-turnup"))
        else:
            said.append(TableRule("turnup-no-discard" if answer == "no" else "turnup-discard"))
    elif kind == "defend-alone":
        mode = variant.defend_alone.value
        said.append(
            TableRule(
                "no-defend-alone"
                if mode == "off"
                else "defend-alone-any"
                if mode == "any"
                else "defend-alone-against-loner"
            )
        )
    elif kind == "bid-dealer-equal":
        said.append(TableRule("bid-dealer-equal"))
    elif kind == "bid-forced":
        said.append(TableRule("bid-forced"))
    return said


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The rules that give the stored answer, then the answer."""
    answer = str(item["answer"][0])
    said: list[ExplanationFact] = [*rules_said(item_variant(item), item["question"], answer)]
    said.append(AnswerIs(answer))
    return said


# -- kind entry points ----------------------------------------------------------------------


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    themes = tuple(t for t in spec.themes if _applies(variant, t)) or tuple(
        t for t in THEMES if _applies(variant, t)
    )
    order = schedule(themes, number)
    if len(order) < number:
        return None
    kind = order[number - 1]
    q = _draw(variant, kind, rng)
    try:
        answer = answer_of(variant, q)
    except EngineError:
        return None  # e.g. a call these rules do not allow
    item = base_item(spec, number)
    en, ko = question_text(variant, q)
    item.update(
        {
            "question": q,
            "answer": [answer],
            "themes": [kind],
            "prompt": text(f"{rules_line(variant)[0]} {en}", f"{rules_line(variant)[1]} {ko}"),
        }
    )
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item.update(_choices(variant, q, answer, rng))
    if answer not in item["choices"]:
        return None
    return item


PRESET_NAMES: dict[str, tuple[str, str]] = {
    "standard": ("standard Euchre", "표준 유커"),
    "cardgames": ("Euchre as cardgames.io plays it", "cardgames.io 방식 유커"),
    "american": ("American Euchre", "미국식 유커"),
    "british": ("British Euchre", "영국식 유커"),
    "three-hand": ("three-hand Euchre", "3인 유커"),
    "bid": ("Bid Euchre", "비드 유커"),
}


def rules_line(variant: Variant) -> tuple[str, str]:
    """The rules in play, as the learner is told them: the preset and any house rule on
    top that these questions depend on (the target is left out: it is asked)."""
    en, ko = PRESET_NAMES.get(variant.name, (variant.name, variant.name))
    extra_en: list[str] = []
    extra_ko: list[str] = []
    base = Variant.preset(variant.name)
    if variant.deck != base.deck:
        if variant.joker and not base.joker:
            extra_en.append("with the Benny")
            extra_ko.append("베니 포함")
        if variant.deck.low_ranks and not base.deck.low_ranks:
            extra_en.append("32-card pack")
            extra_ko.append("32장 덱")
    if variant.first_lead != base.first_lead and variant.first_lead.value == "left_of_loner":
        extra_en.append("the player left of a lone maker leads")
        extra_ko.append("혼자 하는 메이커의 왼쪽 사람이 리드")
    if variant.canadian_loner != base.canadian_loner and variant.canadian_loner:
        extra_en.append("Canadian loner")
        extra_ko.append("딜러의 파트너는 혼자만 오더업 가능")
    if extra_en:
        en += " (" + ", ".join(extra_en) + ")"
        ko += "(" + ", ".join(extra_ko) + ")"
    return f"Rules: {en}.", f"규칙: {ko}."


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-derive the fact with the engine under the item's rules."""
    variant = item_variant(item)
    q = item["question"]
    require(isinstance(q, Mapping) and q.get("type") in CAPACITY, item, "unknown question")
    require(_applies(variant, str(q["type"])), item, "the question does not apply to these rules")
    try:
        answer = answer_of(variant, q)
    except EngineError as error:
        raise ValueError(f"the engine refuses the question: {error}") from error
    require(item["answer"] == [answer], item, f"the answer is {answer}")
    require(answer in item["choices"], item, "the answer is not a choice")
    require(len(set(item["choices"])) == len(item["choices"]), item, "a choice repeats")
    require(item["themes"] == [q["type"]], item, "themes")


_MISTAKES: dict[str, tuple[str, str]] = {
    "trump-count": (
        "forgot a bower or counted the jack of trump twice (7 trumps, 8 with the Benny)",
        "바우어를 빼먹었거나 으뜸패 잭을 두 번 셌습니다(으뜸패 7장, 베니가 있으면 8장)",
    ),
    "kitty": ("miscounted the cards left after the deal", "딜 후 남는 카드 수를 잘못 셌습니다"),
    "target": ("misremembered the target score", "목표 점수를 잘못 기억했습니다"),
    "all-pass": (
        "mixed up stick-the-dealer and a redeal",
        "스틱 더 딜러와 재딜을 헷갈렸습니다",
    ),
    "first-lead": (
        "forgot who leads when a player sits out",
        "쉬는 사람이 있을 때 누가 리드하는지 놓쳤습니다",
    ),
    "sits-out": (
        "forgot who sits out with a lone hand",
        "혼자 하기에서 누가 쉬는지 놓쳤습니다",
    ),
    "turnup-taker": ("forgot who takes the turn-up", "턴업을 누가 가져가는지 놓쳤습니다"),
    "discard-turnup": (
        "forgot whether the turn-up itself may be discarded",
        "턴업 자체를 버릴 수 있는지 놓쳤습니다",
    ),
    "defend-alone": (
        "forgot when these rules allow defending alone",
        "이 규칙에서 혼자 수비할 수 있는 때를 놓쳤습니다",
    ),
    "bid-dealer-equal": (
        "forgot the dealer's privilege to take the contract at an equal bid",
        "딜러가 같은 비드로 계약을 가져올 수 있다는 것을 놓쳤습니다",
    ),
    "bid-forced": (
        "forgot that the dealer must bid when everybody else passed",
        "모두 패스하면 딜러가 비드해야 한다는 것을 놓쳤습니다",
    ),
}


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    kind = str(quiz_item.get("question", {}).get("type", "trump-count"))
    en, ko = _MISTAKES.get(kind, _MISTAKES["trump-count"])
    return Mistake(f"table-{kind}", text(en, ko))


KIND_DEF = Kind(KIND, THEMES, generate, check, facts=explanation_facts)
DIAGNOSERS[KIND] = diagnose
