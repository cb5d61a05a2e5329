"""renege: spot the renege in a finished hand, and apply its penalty.

A whole hand is shown trick by trick. In most items one player failed to follow suit
while holding the led suit (proved later in the hand, when that player plays it); in
the rest everybody played fairly. The learner names the offender (or nobody), or says
what the hand scores once the renege is called: the other side scores 2 (4 with a lone
hand in play) instead of the hand's own score (rules-spec E14, scheme (a)).

The engine plays the hand in its teaching mode, which lets a renege through and records
it; the checker replays the record the same way and re-derives the answer.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import contract_fields, contract_from, item_variant, trick_to_json
from tutor.engine import (
    SUITS,
    Card,
    Deal,
    Play,
    Suit,
    Variant,
    effective_suit,
    is_left_bower,
    legal_plays,
    parse_card,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import DIAGNOSERS, N_, Mistake
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require
from tutor.quiz.kinds.rules_facts import AnswerIs, Contract, asked_otherwise

KIND = "renege"
THEMES = ("spot-renege", "renege-penalty")
NOBODY = "nobody"
SEAT_CODES = ("north", "east", "south", "west")
TEAM_CODES = ("north-south", "east-west")


def _teach(variant: Variant) -> Variant:
    return variant.replace(renege_mode="teach")


def replay(item: Mapping[str, Any]) -> Deal:
    """The hand replayed by the engine in teaching mode (reneges recorded, not refused)."""
    variant = _teach(item_variant(item))
    trump, _ = contract_from(item)
    history = [[(int(p["seat"]), parse_card(str(p["card"]))) for p in t] for t in item["history"]]
    hands: list[list[Card]] = [[] for _ in range(variant.players)]
    for trick in history:
        for seat, card in trick:
            hands[seat].append(card)
    deal = Deal.at_play(
        variant,
        hands,
        trump=trump,
        maker=int(item["maker"]),
        dealer=int(item["dealer"]),
        alone=bool(item.get("alone")),
    )
    for trick in history:
        for seat, card in trick:
            if deal.to_act != seat:
                raise ValueError(f"seat {seat} played out of turn")
            deal.push(Play(card))
    return deal


def _play_hand(
    variant: Variant, rng: random.Random, renege: bool
) -> tuple[Deal, int, int, bool] | None:
    """A whole hand at random with at most one renege. Returns the deal, the dealer, the
    maker and whether the maker went alone."""
    players = variant.players
    trump = rng.choice(SUITS)
    dealer = rng.randrange(players)
    maker = rng.randrange(players)
    alone = variant.allow_alone and rng.random() < 0.3
    pack = list(variant.cards())
    rng.shuffle(pack)
    size = variant.hand_size
    hands = [sorted(pack[i * size : (i + 1) * size]) for i in range(players)]
    if alone:
        hands[(maker + 2) % 4] = []
    deal = Deal.at_play(
        _teach(variant), hands, trump=trump, maker=maker, dealer=dealer, alone=alone
    )
    # The renege comes in one of the first tricks so the proof can follow.
    renege_trick = rng.randrange(size - 1) if renege else -1
    done = False
    while not deal.is_over:
        seat = deal.to_act
        if seat is None:
            return None
        hand = list(deal.hand(seat))
        trick = deal.trick
        led = trick[0].card if trick else None
        legal = legal_plays(hand, led, trump)
        offside = [c for c in hand if c not in legal]
        if not done and len(deal.tricks) == renege_trick and led is not None and offside:
            card = rng.choice(offside)
            done = True
        else:
            card = rng.choice(legal)
        deal.push(Play(card))
    if renege and not done:
        return None
    return deal, dealer, maker, alone


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    if variant.players != 4:
        return None
    kind = theme or rng.choice(THEMES)
    # About three in ten hands are fair: naming nobody has to be a real answer.
    renege = kind == "renege-penalty" or rng.random() < 0.7
    played = _play_hand(variant, rng, renege)
    if played is None:
        return None
    deal, dealer, maker, alone = played
    reneges = deal.reneges
    if len(reneges) != (1 if renege else 0):
        return None
    item = base_item(spec, number)
    trump = deal.trump
    assert_trump = trump if trump is not None else SUITS[0]
    item.update(contract_fields(assert_trump, False))
    item.update(
        {
            "dealer": dealer,
            "maker": maker,
            "alone": alone,
            "seat": None,
            "upcard": None,
            "upcard_taken": False,
            "history": [trick_to_json([(p.seat, p.card) for p in t.plays]) for t in deal.tricks],
            "trick": [],
            "hand": None,
            "themes": [kind],
        }
    )
    if kind == "spot-renege":
        answer = SEAT_CODES[reneges[0].seat] if reneges else NOBODY
        item["question"] = {"type": kind}
        codes = [*SEAT_CODES, NOBODY]
        item.update({"choices": codes, "answer": [answer]})
    else:
        side = rng.randrange(2)
        item["question"] = {"type": kind, "side": TEAM_CODES[side]}
        points = deal.points()[side]
        item.update({"choices": ["0", "1", "2", "4"], "answer": [str(points)]})
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


# -- the question's facts (words: tutor.web.explanation.rules) -----------------------------


@explanation_fact("ask/maker-of-the-hand")
@dataclass(frozen=True)
class MakerOfTheHand:
    """``seat`` made trump, going ``alone`` or not."""

    seat: int
    alone: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = (int(item["maker"]), bool(item.get("alone")))
        return None if actual == (self.seat, self.alone) else f"maker, alone: {actual}"


@explanation_fact("ask/who-reneged")
@dataclass(frozen=True)
class WhoReneged:
    """The question: the whole hand is shown; who, if anyone, failed to follow suit."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return asked_otherwise(item, "spot-renege")


@explanation_fact("ask/renege-points")
@dataclass(frozen=True)
class RenegePoints:
    """The question: a renege was caught; how many points ``side`` scores for the hand."""

    side: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return asked_otherwise(item, "renege-penalty", side=self.side)


def prompt_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The contract, who made it (and went alone), the question."""
    said: list[ExplanationFact] = [
        Contract(str(item["trump"])),
        MakerOfTheHand(int(item["maker"]), bool(item.get("alone"))),
    ]
    q = item["question"]
    said.append(WhoReneged() if q["type"] == "spot-renege" else RenegePoints(str(q["side"])))
    return said


# -- explanation facts -------------------------------------------------------------------
# No renege, or the renege, its proof and its penalty; then the answer (words:
# tutor.web.explanation.rules).


@explanation_fact("no-renege")
@dataclass(frozen=True)
class NoRenege:
    """Every player followed suit whenever they could."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        reneges = replay(item).reneges
        return None if not reneges else f"seat {reneges[0].seat} reneged"


@explanation_fact("renege-played")
@dataclass(frozen=True)
class RenegePlayed:
    """In ``trick`` (from 1) ``led`` was led and ``seat`` played ``card``, off suit."""

    trick: int
    led: str
    seat: int
    card: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        reneges = replay(item).reneges
        if not reneges:
            return "nobody reneged"
        r = reneges[0]
        actual = (r.trick + 1, r.led.code, r.seat, r.card.code)
        if actual != (self.trick, self.led, self.seat, self.card):
            return f"the renege is {actual}"
        return None


@explanation_fact("renege-proof")
@dataclass(frozen=True)
class RenegeProof:
    """The reneging ``seat`` still held ``card`` of the led suit and played it in
    ``trick`` (from 1): the proof a player at the table points to."""

    seat: int
    card: str
    trick: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        deal = replay(item)
        if not deal.reneges:
            return "nobody reneged"
        r = deal.reneges[0]
        trump, _ = contract_from(item)
        proof = _proof(deal, r.seat, r.trick, r.led, trump or SUITS[0])
        actual = None if proof is None else (r.seat, proof[1].code, proof[0])
        if actual != (self.seat, self.card, self.trick):
            return f"the proof is {actual}"
        return None


@explanation_fact("renege-left-bower")
@dataclass(frozen=True)
class RenegeLeftBower:
    """The withheld ``card`` is the left bower: of trump's suit, so it had to be played to
    the ``led`` trump lead."""

    card: str
    trump: str
    led: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        trump, _ = contract_from(item)
        if trump is None or trump.code != self.trump or self.led != self.trump:
            return f"trump is {None if trump is None else trump.code}, led {self.led}"
        if not is_left_bower(parse_card(self.card), trump):
            return f"{self.card} is not the left bower"
        return None


@explanation_fact("renege-penalty")
@dataclass(frozen=True)
class RenegePenalty:
    """The renege costs ``seat``'s side the hand: the other side scores ``points`` (more
    with a ``lone`` hand in play) instead of the hand's own score."""

    seat: int
    points: int
    lone: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        deal = replay(item)
        if not deal.reneges:
            return "nobody reneged"
        lone = bool(item.get("alone"))
        points = deal.variant.renege_lone_points if lone else deal.variant.renege_points
        actual = (deal.reneges[0].seat, points, lone)
        if actual != (self.seat, self.points, self.lone):
            return f"the penalty is {actual}"
        return None


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored hand says, from its replay alone."""
    deal = replay(item)
    trump, _ = contract_from(item)
    trump = trump or SUITS[0]
    said: list[ExplanationFact] = []
    if not deal.reneges:
        said.append(NoRenege())
    else:
        r = deal.reneges[0]
        said.append(RenegePlayed(r.trick + 1, r.led.code, r.seat, r.card.code))
        later = _proof(deal, r.seat, r.trick, r.led, trump)
        if later is not None:
            number, card = later
            said.append(RenegeProof(r.seat, card.code, number))
            if is_left_bower(card, trump):
                said.append(RenegeLeftBower(card.code, trump.code, r.led.code))
        lone = bool(item.get("alone"))
        points = deal.variant.renege_lone_points if lone else deal.variant.renege_points
        said.append(RenegePenalty(r.seat, points, lone))
    said.append(AnswerIs(str(item["answer"][0])))
    return said


def _proof(deal: Deal, seat: int, trick: int, suit: Suit, trump: Suit) -> tuple[int, Card] | None:
    """The later trick in which the reneging seat played a card of the suit it failed to
    follow: the proof a player at the table would point to."""
    for number, finished in enumerate(deal.tricks):
        if number <= trick:
            continue
        for play in finished.plays:
            if play.seat == seat and effective_suit(play.card, trump) is suit:
                return number + 1, play.card
    return None


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Replay the hand in the engine's teaching mode and re-derive the answer."""
    variant = item_variant(item)
    require(variant.players == 4, item, "renege items are four-handed")
    require(len(item["history"]) == variant.hand_size, item, "the whole hand is shown")
    deal = replay(item)
    require(deal.is_over, item, "the hand is not finished")
    reneges = deal.reneges
    require(len(reneges) <= 1, item, "at most one renege per hand")
    q = item["question"]
    if q["type"] == "spot-renege":
        answer = SEAT_CODES[reneges[0].seat] if reneges else NOBODY
    else:
        require(len(reneges) == 1, item, "a penalty question needs a renege")
        answer = str(deal.points()[TEAM_CODES.index(str(q["side"]))])
    require(item["answer"] == [answer], item, f"the answer is {answer}")
    require(answer in item["choices"], item, "the answer is not a choice")
    require(item["themes"] == [q["type"]], item, "themes")


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    q = quiz_item.get("question", {})
    if q.get("type") == "renege-penalty":
        return Mistake(
            "renege-penalty",
            message=N_(
                "a caught renege gives the other side 2 (4 with a lone hand) instead of the "
                "hand's score, and the offenders nothing"
            ),
        )
    if given and given[0] == NOBODY:
        return Mistake(
            "renege-missed",
            message=N_("missed a player who showed out of a suit and later played it"),
        )
    return Mistake(
        "renege-wrong-player",
        message=N_(
            "blamed a player who was void in the led suit (or a left bower that is a trump)"
        ),
    )


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
