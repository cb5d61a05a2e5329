"""read-the-calls: what the calling tells you about the hands you cannot see.

The learner sits at the first lead of a hand whose calls they heard (every pass, the
order-up or the suit named) and answers what a strong player reads from them: in what
share of the deals consistent with the calls a seat holds two trumps or more, or which seat
most likely holds a key trump. The answer is a fact the checker recomputes: the share of
``SAMPLES`` deals of the unseen cards (drawn from the item's id), each weighed by how likely
every other seat was to make the calls it made under the calling model
(``tutor.analysis.hearing.hear``: our engine players' point count, misjudged and slipped).

An item is kept only where its answer is clear and taught by the calls: the share lies at
least ``CLEAR`` standard errors (by the effective sample size) inside its range, or the
likeliest seat leads the next by that much; and the same deals unweighted (the calls
unheard) put it in another range, or spread the card evenly, so the question cannot be
answered without reading the calls.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.deal import make_trump
from tutor.analysis.hearing import COUNT, Heard, hear, implied_calls
from tutor.analysis.position import PositionError, View, position_fields, view_from_item
from tutor.engine import (
    Call,
    Card,
    Rank,
    card_of,
    is_trump,
    left_bower,
    parse_card,
    right_bower,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import DIAGNOSERS, N_, Mistake
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    Kind,
    Spec,
    base_item,
    require,
)
from tutor.quiz.kinds.calls_heard_ask import heard_calls, prompt_facts

KIND = "read-the-calls"
THEMES = ("trumps-held", "card-holder")
# Uniform deals of the unseen cards, each weighed by the calls (importance weights).
SAMPLES = 4000
# Standard errors between the share and the edge of its range (or the runner-up seat).
CLEAR = 3.0
# Where the calls move a share: the unweighted deals put it in another range, or the
# likeliest seat's share rises this much above what an even spread gives it.
MOVED = 0.15
# The ranges a trumps-held answer names, as (code, low, high).
RANGES: tuple[tuple[str, float, float], ...] = (
    ("under-25", 0.0, 0.25),
    ("25-50", 0.25, 0.5),
    ("50-75", 0.5, 0.75),
    ("over-75", 0.75, 1.0),
)
UNDEALT = "undealt"
# Seats as offsets clockwise from the learner, as ``reading.RELATIVE_4`` names them.
SEAT_CODES = ("left", "partner", "right")


# A fact of the hands at the first lead, one hand per seat.
Holds = Callable[[Sequence[Sequence[Card]]], bool]


@dataclass(frozen=True)
class Shares:
    """A question's shares under the calls (``heard``) and over the same deals unweighted
    (``uniform``), by choice code, with the effective sample size of the weighted deals."""

    heard: dict[str, float]
    uniform: dict[str, float]
    effective_samples: float

    def as_json(self) -> dict[str, Any]:
        return {
            "heard": {k: round(v, 4) for k, v in self.heard.items()},
            "uniform": {k: round(v, 4) for k, v in self.uniform.items()},
            "effective_samples": round(self.effective_samples, 1),
        }


def _uniform_share(heard: Heard, holds: Holds) -> float:
    """The share of the same deals, every one counted alike: what the cards say with the
    calls unheard."""
    return sum(1 for hands in heard.at_lead if holds(hands)) / len(heard.at_lead)


def _range_of(share: float) -> str:
    for code, low, high in RANGES:
        if low <= share and (share < high or high == 1.0):
            return code
    raise ValueError(f"a share out of range: {share}")


def _error(share: float, samples: float) -> float:
    """The standard error of a weighted share with ``samples`` effective deals."""
    return math.sqrt(max(share * (1 - share), 1e-4) / max(samples, 1.0))


def _trumps_held(
    view: View, seat: int, at_least: int
) -> Callable[[Sequence[Sequence[Card]]], bool]:
    trump = view.position.trump
    if trump is None:
        raise ValueError("read-the-calls needs a trump suit")

    def holds(hands: Sequence[Sequence[Card]]) -> bool:
        return sum(1 for c in hands[seat] if is_trump(c, trump)) >= at_least

    return holds


def _holder(seat: int, card: Card) -> Holds:
    def holds(hands: Sequence[Sequence[Card]]) -> bool:
        return card in hands[seat]

    return holds


def _seat_of(code: str, you: int) -> int:
    return (you + 1 + SEAT_CODES.index(code)) % 4


def shares(heard: Heard, view: View, question: Mapping[str, Any]) -> Shares:
    """The question's shares over ``heard``'s deals, by choice code."""
    kind = str(question["type"])
    if kind == "trumps-held":
        holds = _trumps_held(view, int(question["subject"]), int(question["at_least"]))
        h, u = heard.share(holds), _uniform_share(heard, holds)
        return Shares({"held": h}, {"held": u}, heard.effective_samples)
    if kind == "card-holder":
        card = parse_card(str(question["card"]))
        by_heard: dict[str, float] = {}
        by_uniform: dict[str, float] = {}
        for code in SEAT_CODES:
            holds = _holder(_seat_of(code, view.seat), card)
            by_heard[code] = heard.share(holds)
            by_uniform[code] = _uniform_share(heard, holds)
        by_heard[UNDEALT] = max(0.0, 1 - sum(by_heard.values()))
        by_uniform[UNDEALT] = max(0.0, 1 - sum(by_uniform.values()))
        return Shares(by_heard, by_uniform, heard.effective_samples)
    raise ValueError(f"unknown read-the-calls question {kind!r}")


def answer_of(question: Mapping[str, Any], reading: Shares) -> str | None:
    """The answer the shares give, or None where it is not clear or the calls do not
    move it (the item is not kept)."""
    n = reading.effective_samples
    if question["type"] == "trumps-held":
        share, even = reading.heard["held"], reading.uniform["held"]
        code = _range_of(share)
        edges = [edge for _, low, high in RANGES for edge in (low, high) if 0 < edge < 1]
        if min(abs(share - edge) for edge in edges) < CLEAR * _error(share, n):
            return None
        return code if _range_of(even) != code else None
    ranked = sorted(reading.heard.items(), key=lambda kv: kv[1], reverse=True)
    (top, first), (_, second) = ranked[0], ranked[1]
    spread = math.sqrt(_error(first, n) ** 2 + _error(second, n) ** 2)
    if top == UNDEALT or first - second < CLEAR * spread:
        return None
    return top if first - reading.uniform[top] >= MOVED else None


def _calls(view: View) -> tuple[Call, ...]:
    calls = implied_calls(view)
    if calls is None:
        raise ValueError("these calls cannot be replayed")
    return calls


def _heard(item: Mapping[str, Any], view: View) -> Heard:
    """The item's deals: fixed by its id, so the checker draws the same ones."""
    rng = random.Random(f"{item['id']}/calls")  # noqa: S311 - a fixed stream, not a secret
    return hear(view, _calls(view), samples=SAMPLES, rng=rng, model=COUNT)


# -- generation ---------------------------------------------------------------------------


def _key_cards(view: View) -> list[Card]:
    """The trumps a card-holder question may ask about: the bowers and the ace, where the
    learner cannot see them (not in hand, not the turn-up, not their own discard)."""
    trump = view.position.trump
    if trump is None:
        return []
    ace = card_of(Rank.ACE, trump)
    seen = set(view.position.hands[view.seat]) | {view.position.upcard, view.position.discard}
    return [c for c in (right_bower(trump), left_bower(trump), ace) if c not in seen]


def _candidates(view: View) -> list[dict[str, Any]]:
    you = view.seat
    others = [s for s in range(4) if s != you]
    trumps_held = [
        {"type": "trumps-held", "subject": s, "at_least": k} for s in others for k in (1, 2, 3)
    ]
    holders = [{"type": "card-holder", "card": c.code} for c in _key_cards(view)]
    return trumps_held + holders


def _wanted(number: int, theme: str) -> str:
    """The answer item ``number`` looks for, so the answers spread over the choices (the
    themes take turns: odd numbers ask trumps held, even ones a card's holder)."""
    turn = (number - 1) // 2
    if theme == "trumps-held":
        return RANGES[turn % len(RANGES)][0]
    return SEAT_CODES[turn % len(SEAT_CODES)]


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    if variant.players != 4 or variant.is_bid:
        raise GenerationError("read-the-calls is for four players with a turn-up")
    theme = theme or THEMES[number % 2]
    position = make_trump(variant, rng, allow_alone=False)
    seat = rng.choice([s for s in range(4) if s != position.maker])
    item = base_item(spec, number)
    item.update(position_fields(position, seat))
    try:
        view = view_from_item(item)
        heard = _heard(item, view)
    except (PositionError, ValueError):
        return None
    if not heard.enough:
        return None
    wanted = _wanted(number, theme)
    fitting = []
    for question in _candidates(view):
        if question["type"] != theme:
            continue
        reading = shares(heard, view, question)
        if answer_of(question, reading) == wanted:
            fitting.append((question, reading))
    if not fitting:
        return None
    question, found = rng.choice(fitting)
    # The item states its shares rounded; its answer and words come from what it states.
    stored = found.as_json()
    reading = stored_shares({"reading": stored})
    if answer_of(question, reading) != wanted:
        return None
    item.update(
        {
            "question": question,
            "calling_model": COUNT.name,
            "reading": stored,
            "answer": [wanted],
            "themes": [theme],
        }
    )
    item.update(_choices(question))
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


def _choices(question: Mapping[str, Any]) -> dict[str, Any]:
    if question["type"] == "trumps-held":
        codes = [code for code, _, _ in RANGES]
    else:
        codes = [*SEAT_CODES, UNDEALT]
    return {"choices": codes}


# -- explanation facts -------------------------------------------------------------------
# The share with the calls unheard, the share with them heard, what moved it, and the
# answer (words: tutor.web.explanation.calls_heard). Seats are named as the learner sees
# them: "left", "partner", "right" (``SEAT_CODES``); a card's places add ``UNDEALT``.
PLACES = (*SEAT_CODES, UNDEALT)


def _seat_code(seat: int, you: int) -> str:
    return SEAT_CODES[(seat - you) % 4 - 1]


@explanation_fact("calls-trumps-held")
@dataclass(frozen=True)
class TrumpsHeldShares:
    """Over ``deals`` deals, ``subject`` holds ``at_least`` trumps or more in the share
    ``uniform`` of them with the calls unheard and ``heard`` with them weighed."""

    subject: str
    at_least: int
    uniform: float
    heard: float
    deals: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = _first_fact(item)
        return None if actual == self else f"the stored shares say {actual}"


@explanation_fact("calls-move-share")
@dataclass(frozen=True)
class CallsMoveShare:
    """How the calls move ``subject``'s share: ``case`` is "maker-raises" (the subject made
    trump), "passer-lowers" (the subject passed), or "raise" / "lower" (read together)."""

    subject: str
    case: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = explanation_facts(item)[1]
        return None if actual == self else f"the calls say {actual}"


@explanation_fact("calls-card-spread")
@dataclass(frozen=True)
class CardSpread:
    """Over ``deals`` deals, where ``card`` lies (shares by ``PLACES``) with the calls
    unheard (``uniform``) and weighed (``heard``)."""

    card: str
    uniform: tuple[float, ...]
    heard: tuple[float, ...]
    deals: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = _first_fact(item)
        return None if actual == self else f"the stored shares say {actual}"


@explanation_fact("calls-likeliest-holder")
@dataclass(frozen=True)
class LikeliestHolder:
    """The calls make ``holder`` the likeliest holder with ``share`` of the weighed deals;
    ``maker``: the holder made trump."""

    holder: str
    maker: bool
    share: float

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = explanation_facts(item)[1]
        return None if actual == self else f"the calls say {actual}"


@explanation_fact("calls-answer")
@dataclass(frozen=True)
class CallsAnswer:
    """The answer, named as the sentences name it (a seat or "undealt") or by its range."""

    choice: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        answer = [str(a) for a in item["answer"]]
        return None if answer == [self.choice] else f"the answer is {' '.join(answer)}"


def _first_fact(item: Mapping[str, Any]) -> ExplanationFact:
    return explanation_facts(item)[0]


def _passed(item: Mapping[str, Any], seat: int) -> bool:
    """``seat`` was heard passing (in either round, or turning the card down)."""
    passes = ("pass", "pass-again", "turn-down")
    return any(s == seat and what in passes for s, what, _ in heard_calls(item))


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored item says, from its position and stored shares."""
    view = view_from_item(item)
    you, maker = view.seat, view.position.maker
    question = item["question"]
    reading = stored_shares(item)
    answer = str(item["answer"][0])
    said: list[ExplanationFact]
    if question["type"] == "trumps-held":
        subject = int(question["subject"])
        code = _seat_code(subject, you)
        held, even = reading.heard["held"], reading.uniform["held"]
        raised = held > even
        if subject == maker and raised:
            case = "maker-raises"
        elif subject != maker and not raised and _passed(item, subject):
            # Only a seat heard passing lowers its own share by its pass; a seat that
            # never spoke (the call came first) is lowered by the calls read together.
            case = "passer-lowers"
        else:
            case = "raise" if raised else "lower"
        said = [
            TrumpsHeldShares(code, int(question["at_least"]), even, held, SAMPLES),
            CallsMoveShare(code, case),
        ]
    else:
        holder = _seat_of(answer, you)
        said = [
            CardSpread(
                str(question["card"]),
                tuple(reading.uniform[c] for c in PLACES),
                tuple(reading.heard[c] for c in PLACES),
                SAMPLES,
            ),
            LikeliestHolder(answer, holder == maker, reading.heard[answer]),
        ]
    return [*said, CallsAnswer(answer)]


# -- checking -----------------------------------------------------------------------------


def stored_shares(item: Mapping[str, Any]) -> Shares:
    reading = item["reading"]
    return Shares(
        {str(k): float(v) for k, v in reading["heard"].items()},
        {str(k): float(v) for k, v in reading["uniform"].items()},
        float(reading["effective_samples"]),
    )


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """The position and its calls are possible, the stored shares give the answer, and
    (``prove``) the item's deals give the stored shares again."""
    try:
        view = view_from_item(item)
        calls = _calls(view)
    except (PositionError, ValueError) as error:
        require(False, item, f"impossible position: {error}")
        return
    require(bool(calls), item, "no calls heard")
    require(item.get("calling_model") == COUNT.name, item, "the calling model")
    question = item["question"]
    require(item["themes"] == [question["type"]], item, "themes")
    reading = stored_shares(item)
    answer = answer_of(question, reading)
    require(answer is not None, item, "the stored shares give no clear answer")
    require(item["answer"] == [answer], item, f"the answer is {answer}")
    # The build shuffles the choices (``build.balance_choices``): the same ones, any order.
    require(sorted(item["choices"]) == sorted(_choices(question)["choices"]), item, "choices")
    if question["type"] == "card-holder":
        card = parse_card(str(question["card"]))
        require(card in _key_cards(view), item, "the card is one the learner cannot see")
    if prove:
        fresh = shares(_heard(item, view), view, question).as_json()
        require(fresh == item["reading"], item, f"the deals give {fresh}, not the stored shares")


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    if str(quiz_item.get("question", {}).get("type")) == "trumps-held":
        return Mistake(
            "read-the-calls",
            message=N_(
                "misread the calls: a player who makes trump usually holds several trumps, "
                "and one who passed usually holds few"
            ),
        )
    return Mistake(
        "read-the-calls",
        message=N_(
            "missed where the calls put the card: a seat that called likely holds the top "
            "trumps, and a seat that passed likely does not"
        ),
    )


KIND_DEF = Kind(
    KIND,
    THEMES,
    generate,
    check,
    facts=explanation_facts,
    prompt=prompt_facts,
    prompt_lines=True,
    labels_in_catalogue=True,
)
DIAGNOSERS[KIND] = diagnose

# Names the words module and the tests share.
__all__ = [
    "CLEAR",
    "KIND",
    "KIND_DEF",
    "RANGES",
    "SAMPLES",
    "SEAT_CODES",
    "THEMES",
    "UNDEALT",
    "Shares",
    "answer_of",
    "check",
    "generate",
    "shares",
    "stored_shares",
]
