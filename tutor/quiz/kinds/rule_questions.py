"""rule-questions: what the rules in play allow and what they score, asked of one seat.

Issue 30 found three calling sets that one surface rule answered, because the strategy
principle each drilled was the answer the engine proved every time: the Canadian loner's
"alone or pass", the stuck dealer's "most trumps" and "two high trumps at the score". Those
sets now ask what those rules themselves say, and the same kind asks the house rules no
other item asked: a lone euchre worth 4, the maker's partner taking the lone hand,
three-hand Euchre on 24 cards and seven cards each from 32.

Every answer is worked out by the engine under the item's rules (``answer_of``): the calls
a seat may make are the deal's legal actions, points are ``score_hand`` and a won game is
``game_winner``, a trump is ``is_trump`` and the higher of two cards ``trump_order``. The
checker works each answer out again the same way, so a house rule that changes the fact
changes the answer. The answers are worked out in ``rule_answers``; the question and the
explanation are facts (``rule_question_facts``), rendered by
``tutor.web.explanation.rule_question_prompts`` and ``tutor.web.explanation.rule_questions``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import SUITS, Card, EngineError, Suit, Variant
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import facts_json
from tutor.quiz.grading import DIAGNOSERS, Mistake
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require
from tutor.quiz.kinds.rule_answers import (
    DEAL_FAULTS,
    QUESTIONS,
    answer_of,
    card_of,
    nameable_suits,
    seat_codes,
    trumps_in,
    turned_suit,
)
from tutor.quiz.kinds.rule_question_facts import prompt_facts, question_facts
from tutor.quiz.kinds.rule_words import MISTAKES

KIND = "rule-questions"
THEMES = QUESTIONS

# -- which questions a set asks -------------------------------------------------------------

# How many distinct forms a question has where it is few (the rest: as many as the seats,
# cards and scores allow). A set walks its themes round by round and drops a theme once its
# forms are used up, so no question is asked twice.
CAPACITY: dict[str, int] = {"kitty": 1, "trump-count": 1, "tricks-to-make": 1, "in-the-pack": 4}


def schedule(themes: Sequence[str], count: int) -> list[str]:
    """The question of each item: the set's themes in turn (a theme listed twice comes up
    twice as often), each kept while it still has a form not asked yet."""
    order: list[str] = []
    used: dict[str, int] = {}
    while len(order) < count:
        added = False
        for theme in themes:
            if used.get(theme, 0) < CAPACITY.get(theme, count):
                used[theme] = used.get(theme, 0) + 1
                order.append(theme)
                added = True
        if not added:
            break
    return order[:count]


def applies(variant: Variant, kind: str) -> bool:
    """Whether these rules can ask the question: the Canadian loner's and the partner's
    take-over need their house rule, the stuck dealer's stick the dealer, the score's a
    four-handed game with loners; Bid Euchre has no turn-up to ask about."""
    if variant.is_bid:
        return kind in ("trump-count", "in-the-pack")
    if kind in ("round-one-calls", "round-two-partner"):
        return variant.canadian_loner
    if kind in ("partner-may-take", "partner-alone-sits-out"):
        return variant.partner_may_take_alone
    if kind in ("stuck-may-pass", "stuck-barred-suit", "most-trumps-suit", "higher-trumps-suit"):
        return variant.stick_the_dealer and variant.players == 4
    if kind in ("make-wins-game", "loner-adds"):
        return variant.players == 4 and variant.allow_alone and variant.hand_size == 5
    return True


# -- drawing a question ---------------------------------------------------------------------


def _upcard(variant: Variant, rng: random.Random) -> Card:
    return rng.choice([c for c in variant.cards() if not c.is_joker])


def _stuck_hand(variant: Variant, upcard: Card, rng: random.Random) -> list[Card]:
    pack = [c for c in variant.cards() if c != upcard]
    return rng.sample(pack, variant.hand_size)


def _draw(
    variant: Variant, kind: str, rng: random.Random, deal_step: str | None = None
) -> dict[str, Any] | None:
    """A question of ``kind``; ``deal_step`` is what an ``after-deal`` question tells (a
    misdeal, a passed hand or a good deal), from the set's ``deal_plan``."""
    n = variant.players
    dealer = rng.randrange(n)
    partner = (dealer + 2) % n
    upcard = _upcard(variant, rng)
    q: dict[str, Any] = {"type": kind, "dealer": dealer, "upcard": upcard.code}
    if kind == "round-one-calls":
        others = [s for s in range(n) if s != partner]
        q["seat"] = partner if rng.random() < 0.5 else rng.choice(others)
    elif kind == "round-two-partner":
        q["seat"] = partner
        turned = rng.random() < 0.35
        suit = turned_suit(q)
        q["suit"] = suit.code if turned else rng.choice([s for s in SUITS if s is not suit]).code
    elif kind == "hand-points":
        return _draw_hand(variant, dealer, rng)
    elif kind == "stuck-may-pass":
        q["seat"] = dealer if rng.random() < 0.5 else (dealer + rng.randrange(1, n)) % n
    elif kind in ("most-trumps-suit", "higher-trumps-suit"):
        hand = _stuck_hand(variant, upcard, rng)
        q["hand"] = [c.code for c in hand]
        if kind == "higher-trumps-suit":
            nameable = [s for s in SUITS if s is not upcard.suit]
            pairs = [
                (a, b)
                for i, a in enumerate(nameable)
                for b in nameable[i + 1 :]
                if len(trumps_in(hand, a)) == len(trumps_in(hand, b)) >= 2
            ]
            if not pairs:
                return None
            pair = list(rng.choice(pairs))
            rng.shuffle(pair)
            q["suits"] = [s.code for s in pair]
        elif rng.random() < 0.5 and not _bower_decides(variant, q):
            return None  # half of them where the left bower changes the count
    elif kind in ("make-wins-game", "loner-adds"):
        return _draw_score(variant, kind, rng)
    elif kind in ("partner-may-take", "partner-alone-sits-out"):
        caller = rng.randrange(n)
        q["caller"] = caller
        if kind == "partner-may-take":
            q["alone"] = rng.random() < 0.25
            opponent = (caller + rng.choice((1, 3))) % n
            q["seat"] = opponent if rng.random() < 0.3 else (caller + 2) % n
    elif kind == "after-deal":
        # Only what the question tells: the turn-up of a hand everybody passed, the seat
        # of a faulty hand.
        fault = deal_step or rng.choice(("all-pass", "packets", "fault"))
        if fault == "all-pass":
            q["fault"] = fault
        elif fault == "packets":
            del q["upcard"]
            first = rng.choice((2, 3))
            q.update(fault=fault, packets=[first, variant.hand_size - first])
        else:
            del q["upcard"]
            q.update(fault=rng.choice(DEAL_FAULTS[:3]), seat=rng.randrange(n))
    elif kind in ("kitty", "tricks-to-make"):
        return {"type": kind}
    elif kind == "trump-count":
        return {"type": kind, "trump": rng.choice(SUITS).code}
    elif kind == "in-the-pack":
        # The 7s and 8s are the cards a 24-card pack leaves out.
        ranks = ("7", "8", "9", "Q")
        return {"type": kind, "card": rng.choice(ranks) + rng.choice(SUITS).code}
    return q


def _bower_decides(variant: Variant, q: Mapping[str, Any]) -> bool:
    """Whether the suit with the most trumps is not the one with the most printed cards:
    the left bower, counted in its printed suit, would mislead."""
    hand = [card_of(c) for c in q["hand"]]
    nameable = nameable_suits(variant, q)
    printed = {s: sum(1 for c in hand if c.suit is s) for s in nameable}
    trumps = {s: len(trumps_in(hand, s)) for s in nameable}
    return max(printed, key=lambda s: (printed[s], s.code)) != max(
        trumps, key=lambda s: (trumps[s], s.code)
    )


def _draw_hand(variant: Variant, dealer: int, rng: random.Random) -> dict[str, Any]:
    n = variant.players
    if variant.canadian_loner:
        maker, alone = (dealer + 2) % n, True  # the dealer's partner who orders up
    else:
        maker = rng.randrange(n)
        alone = variant.allow_alone and n == 4 and rng.random() < 0.7
    size = variant.hand_size
    need = variant.tricks_to_make
    # Euchres, makes and marches in about equal numbers.
    band = rng.randrange(3)
    tricks = rng.randrange(need) if band == 0 else rng.randrange(need, size) if band == 1 else size
    made = tricks >= need
    ask = "makers" if (made if rng.random() < 0.8 else not made) else "defenders"
    return {
        "type": "hand-points",
        "dealer": dealer,
        "maker": maker,
        "alone": alone,
        "tricks": tricks,
        "ask": ask,
    }


def _draw_score(variant: Variant, kind: str, rng: random.Random) -> dict[str, Any]:
    target = variant.target
    maker = rng.randrange(4)
    side = maker % 2
    scores = [0, 0]
    if kind == "loner-adds":
        band = rng.randrange(3)  # nothing, the game, two points: in turn by chance
        low, high = [(target - 2, target - 1), (target - 4, target - 3), (0, target - 5)][band]
        scores[side] = rng.randint(low, high)
        scores[1 - side] = rng.randint(0, target - 1)
        return {"type": kind, "scores": scores, "maker": maker, "tricks": variant.hand_size}
    scores = [rng.randint(target - 4, target - 1), rng.randint(target - 4, target - 1)]
    tricks = rng.choice((0, 1, 2, 3, 4, 5))
    return {
        "type": kind,
        "scores": scores,
        "maker": maker,
        "alone": False,
        "tricks": tricks,
        "ask_side": rng.randrange(2),
    }


# -- choices ----------------------------------------------------------------------------------


def _numbers(answer: int, rng: random.Random, low: int = 0) -> list[str]:
    start = max(low, answer - rng.randrange(4))
    return [str(n) for n in range(start, start + 4)]


# The options of the questions that are not a number, a suit or yes-or-no (their words:
# tutor.web.explanation.rule_question_prompts).
YES_NO = ("yes", "no")
OPTIONS: dict[str, tuple[str, ...]] = {
    # The calls a seat may make with the turn-up still offered (round one).
    "round-one-calls": ("pass-or-lone-hand", "pass-or-accept", "pass-only"),
    # What going alone adds to a sure march at a score.
    "loner-adds": ("nothing", "the-game", "two-points"),
    # What a deal's fault (or a passed hand) makes of it.
    "after-deal": ("same-dealer", "next-dealer", "dealer-names", "play-on"),
}


def _choices(variant: Variant, q: Mapping[str, Any], answer: str, rng: random.Random) -> Item:
    kind = str(q["type"])
    if kind == "hand-points":
        if variant.is_three_hand:
            return {"choices": ["0", "1", "2", "3"]}
        return {"choices": ["0", "1", "2", "4"]}
    if kind in ("kitty", "trump-count", "tricks-to-make"):
        return {"choices": _numbers(int(answer), rng, low=2)}
    if kind == "stuck-barred-suit":
        return {"choices": [s.code for s in SUITS]}
    if kind == "most-trumps-suit":
        return {"choices": [s.code for s in nameable_suits(variant, q)]}
    if kind == "higher-trumps-suit":
        return {"choices": [str(s) for s in q["suits"]]}
    if kind == "partner-alone-sits-out":
        return {"choices": list(seat_codes(variant))}
    return {"choices": list(OPTIONS.get(kind) or YES_NO)}


# -- themes ------------------------------------------------------------------------------------


def item_themes(variant: Variant, q: Mapping[str, Any], answer: str) -> list[str]:
    """The question, then the traps in it (``tutor.quiz.difficulty`` weighs them): the left
    bower counted in its printed suit, a rule of the Canadian loner, what a loner is worth
    at the score, a lone march."""
    kind = str(q["type"])
    traps: list[str] = []
    if kind in ("most-trumps-suit", "higher-trumps-suit") and _left_bower_counts(q, answer):
        traps.append("left-bower")
    if variant.canadian_loner and (
        answer == "pass-or-lone-hand" or (kind == "round-two-partner" and answer == "yes")
    ):
        traps.append("canadian-loner")
    if kind == "loner-adds":
        traps.append("loner-worth")
    if kind == "make-wins-game":
        traps.append("score-after")
    if kind == "hand-points" and q.get("alone") and int(q["tricks"]) == variant.hand_size:
        traps.append("lone-march")
    return [kind, *traps]


def item_principle(q: Mapping[str, Any]) -> str | None:
    """The strategy principle a question measures, for the page's lesson link: what a
    loner adds at the score is A-10's (at 8, no loner: a march with partner already wins).
    The other questions ask rules, not advice."""
    return "A-10" if q["type"] == "loner-adds" else None


def _left_bower_counts(q: Mapping[str, Any], answer: str) -> bool:
    """The hand holds a left bower among the trumps the question weighs: of the answer's
    suit, or of either suit of a tie."""
    hand = [card_of(c) for c in q["hand"]]
    suits = [Suit.parse(str(s)) for s in q.get("suits") or [answer]]
    return any(c.rank.name == "JACK" and c.suit is s.sister for c in hand for s in suits)


# -- kind entry points --------------------------------------------------------------------------


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    asked = [t for t in spec.themes or QUESTIONS if applies(variant, t)]
    order = schedule(asked, number)
    if len(order) < number:
        return None
    kind = order[number - 1]
    # A set may plan what its after-deal questions tell, item by item (``deal_plan``).
    plan = [str(step) for step in spec.options.get("deal_plan") or ()]
    q = _draw(variant, kind, rng, plan[(number - 1) % len(plan)] if plan else None)
    if q is None:
        return None
    try:
        answer = answer_of(variant, q)
    except EngineError:
        return None  # a question these rules cannot ask (two suits tie…)
    item = base_item(spec, number)
    item.update(
        {
            "question": q,
            "answer": [answer],
            "themes": item_themes(variant, q, answer),
        }
    )
    principle = item_principle(q)
    if principle is not None:
        item["principle"] = principle
    item.update(_choices(variant, q, answer, rng))
    if answer not in item["choices"]:
        return None
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Work the answer out again with the engine under the item's rules (the question's and
    the explanation's facts are checked by ``quizzes check``: ``first_false_fact``)."""
    variant = item_variant(item)
    q = item["question"]
    require(isinstance(q, Mapping) and q.get("type") in QUESTIONS, item, "unknown question")
    require(applies(variant, str(q["type"])), item, "the question does not fit these rules")
    try:
        answer = answer_of(variant, q)
    except EngineError as error:
        raise ValueError(f"the engine refuses the question: {error}") from error
    require(item["answer"] == [answer], item, f"the answer is {answer}")
    require(answer in item["choices"], item, "the answer is not a choice")
    require(len(set(item["choices"])) == len(item["choices"]), item, "a choice repeats")
    require(item["themes"] == item_themes(variant, q, answer), item, "themes")
    require(item.get("principle") == item_principle(q), item, "the principle")


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    kind = str(quiz_item.get("question", {}).get("type", "kitty"))
    return Mistake(f"rules-{kind}", message=MISTAKES.get(kind, MISTAKES["kitty"]))


KIND_DEF = Kind(
    KIND,
    THEMES,
    generate,
    check,
    facts=question_facts,
    prompt=prompt_facts,
    labels_in_catalogue=True,
)
DIAGNOSERS[KIND] = diagnose
