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
from tutor.quiz.grading import DIAGNOSERS, N_, Mistake
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require
from tutor.quiz.kinds.rules_facts import AnswerIs

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


YES_NO = ("yes", "no")
# What may happen when everybody passes (labels: tutor.web.explanation.table_questions).
ALL_PASS_OUTCOMES = ("redeal", "dealer-names", "turned-suit")


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


# -- drawing a question and its choices ---------------------------------------------------


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
        return {"choices": list(ALL_PASS_OUTCOMES)}
    if kind in ("discard-turnup", "defend-alone", "bid-dealer-equal", "bid-forced"):
        return {"choices": list(YES_NO)}
    codes = list(_seat_codes(n))
    if kind in ("sits-out", "turnup-taker"):
        codes.append(NOBODY)
    return {"choices": codes}


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
    item.update({"question": q, "answer": [answer], "themes": [kind]})
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item["prompt_facts"] = facts_json(prompt_facts(item))
    item.update(_choices(variant, q, answer, rng))
    if answer not in item["choices"]:
        return None
    return item


# -- the question's facts ----------------------------------------------------------------
# The rules in play and the question asked (issue 28: words in
# tutor.web.explanation.table_questions).


@explanation_fact("ask/table-rules")
@dataclass(frozen=True)
class TableRules:
    """The rules in play as the learner is told them: the ``preset`` and the house rules on
    top of it that these questions depend on (the target is left out: it is asked):
    ``benny``, a ``pack_32``, the player ``left_of_loner`` leads, the ``canadian_loner``."""

    preset: str
    benny: bool = False
    pack_32: bool = False
    left_of_loner: bool = False
    canadian_loner: bool = False

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = table_rules(item_variant(item))
        return None if actual == self else f"the rules are {actual}"


def table_rules(variant: Variant) -> TableRules:
    base = Variant.preset(variant.name)
    changed_deck = variant.deck != base.deck
    return TableRules(
        variant.name,
        benny=changed_deck and variant.joker and not base.joker,
        pack_32=changed_deck and variant.deck.low_ranks and not base.deck.low_ranks,
        left_of_loner=variant.first_lead != base.first_lead
        and variant.first_lead.value == "left_of_loner",
        canadian_loner=variant.canadian_loner and not base.canadian_loner,
    )


@explanation_fact("ask/table-question")
@dataclass(frozen=True)
class TableQuestion:
    """The question asked (``question``: its type) and the table it is asked at: the
    ``dealer``, the ``maker`` or ``bidder`` (with its ``bid``), the ``caller`` of the
    turn-up, a lone ``defender``, whether the maker or caller goes ``alone``, a Bid Euchre
    ``no_trump`` contract, the ``trump`` whose cards are counted."""

    question: str
    dealer: int | None = None
    maker: int | None = None
    caller: int | None = None
    defender: int | None = None
    bidder: int | None = None
    bid: int | None = None
    alone: bool = False
    no_trump: bool = False
    trump: str | None = None

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = table_question(item["question"])
        return None if actual == self else f"the question is {actual}"


def table_question(q: Mapping[str, Any]) -> TableQuestion:
    def seat(key: str) -> int | None:
        return None if q.get(key) is None else int(q[key])

    return TableQuestion(
        str(q["type"]),
        dealer=seat("dealer"),
        maker=seat("maker"),
        caller=seat("caller"),
        defender=seat("defender"),
        bidder=seat("bidder"),
        bid=seat("bid"),
        alone=bool(q.get("alone")),
        no_trump=bool(q.get("no_trump")),
        trump=None if q.get("trump") is None else str(q["trump"]),
    )


def prompt_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The question's facts: the rules in play, then the question."""
    return [table_rules(item_variant(item)), table_question(item["question"])]


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


_MISTAKES: dict[str, str] = {
    "trump-count": N_(
        "forgot a bower or counted the jack of trump twice (7 trumps, 8 with the Benny)"
    ),
    "kitty": N_("miscounted the cards left after the deal"),
    "target": N_("misremembered the target score"),
    "all-pass": N_("mixed up stick-the-dealer and a redeal"),
    "first-lead": N_("forgot who leads when a player sits out"),
    "sits-out": N_("forgot who sits out with a lone hand"),
    "turnup-taker": N_("forgot who takes the turn-up"),
    "discard-turnup": N_("forgot whether the turn-up itself may be discarded"),
    "defend-alone": N_("forgot when these rules allow defending alone"),
    "bid-dealer-equal": N_("forgot the dealer's privilege to take the contract at an equal bid"),
    "bid-forced": N_("forgot that the dealer must bid when everybody else passed"),
}


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    kind = str(quiz_item.get("question", {}).get("type", "trump-count"))
    return Mistake(f"table-{kind}", message=_MISTAKES.get(kind, _MISTAKES["trump-count"]))


KIND_DEF = Kind(
    KIND,
    THEMES,
    generate,
    check,
    facts=explanation_facts,
    prompt=prompt_facts,
    labels_in_catalogue=True,
)
DIAGNOSERS[KIND] = diagnose
