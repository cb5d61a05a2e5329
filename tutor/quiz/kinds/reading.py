"""read-the-play: count and read the cards over a hand played so far.

The learner sees their hand and the finished tricks of a real hand (every card played
legally) and answers what a good player keeps track of: how many trumps are still out,
who has shown out of a suit (a left bower played to a lead of its printed suit shows
out of that suit), and where a key card went. Answers are worked out from the record
with the engine's suit and trump rules; the checker re-proves that the record could
have happened and re-derives the answer.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.deal import deal_cards
from tutor.analysis.position import (
    Position,
    PositionError,
    contract_fields,
    contract_from,
    item_variant,
    trick_to_json,
    view_from_item,
)
from tutor.engine import (
    SUITS,
    Card,
    Suit,
    Variant,
    effective_suit,
    is_left_bower,
    is_trump,
    left_bower,
    parse_card,
    right_bower,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import DIAGNOSERS, N_, Mistake
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require
from tutor.quiz.kinds.rules_facts import Contract, TricksPlayed, asked_otherwise

KIND = "read-the-play"
THEMES = ("trumps-out", "void-in-suit", "where-is-card")
NOBODY = "nobody"
UNSEEN = "unseen"

# Seats as the page names them, counted clockwise from the learner.
RELATIVE_4 = ("you", "left", "partner", "right")
RELATIVE_3 = ("you", "left", "right")


def relative(seat: int, you: int, players: int) -> str:
    return (RELATIVE_4 if players == 4 else RELATIVE_3)[(seat - you) % players]


def _others(players: int) -> list[str]:
    return list(RELATIVE_4[1:] if players == 4 else RELATIVE_3[1:])


class Record:
    """The learner's view: the contract, their hand and the finished tricks."""

    def __init__(
        self,
        variant: Variant,
        trump: Suit,
        seat: int,
        hand: list[Card],
        history: list[list[tuple[int, Card]]],
    ) -> None:
        self.variant = variant
        self.trump = trump
        self.seat = seat
        self.hand = hand
        self.history = history
        self.players = variant.players

    def played(self) -> list[tuple[int, int, Card]]:
        """(trick number from 1, seat, card) for every card played."""
        return [
            (number, seat, card)
            for number, trick in enumerate(self.history, start=1)
            for seat, card in trick
        ]

    def trumps_out(self) -> int:
        seen = {card for _, _, card in self.played()} | set(self.hand)
        return sum(1 for c in self.variant.cards() if is_trump(c, self.trump) and c not in seen)

    def shown_out(self, suit: Suit) -> dict[int, tuple[int, Card]]:
        """Seats that failed to follow a lead of ``suit``: the first trick and card."""
        shown: dict[int, tuple[int, Card]] = {}
        for number, trick in enumerate(self.history, start=1):
            if effective_suit(trick[0][1], self.trump) is not suit:
                continue
            for seat, card in trick[1:]:
                if effective_suit(card, self.trump) is not suit and seat not in shown:
                    shown[seat] = (number, card)
        return shown

    def where(self, card: Card) -> tuple[int, int] | None:
        """(trick number, seat) where ``card`` was played, or None."""
        for number, seat, played in self.played():
            if played == card:
                return number, seat
        return None


def _record(item: Mapping[str, Any]) -> Record:
    variant = item_variant(item)
    trump, _ = contract_from(item)
    if trump is None:
        raise ValueError("read-the-play needs a trump suit")
    history = [
        [(int(play["seat"]), parse_card(str(play["card"]))) for play in trick]
        for trick in item["history"]
    ]
    hand = [parse_card(str(c)) for c in item["hand"]]
    return Record(variant, trump, int(item["seat"]), hand, history)


def answer_of(record: Record, question: Mapping[str, Any]) -> str:
    kind = str(question["type"])
    if kind == "trumps-out":
        return str(record.trumps_out())
    if kind == "void-in-suit":
        shown = record.shown_out(Suit.parse(str(question["suit"])))
        others = [s for s in shown if s != record.seat]
        if len(others) > 1:
            raise ValueError("more than one player has shown out: the question needs one")
        return relative(others[0], record.seat, record.players) if others else NOBODY
    if kind == "where-is-card":
        found = record.where(parse_card(str(question["card"])))
        return UNSEEN if found is None else relative(found[1], record.seat, record.players)
    raise ValueError(f"unknown read-the-play question {kind!r}")


# -- generation ---------------------------------------------------------------------------


def _play_out(variant: Variant, rng: random.Random) -> tuple[Position, int]:
    trump = rng.choice(SUITS)
    hands, _ = deal_cards(variant, rng)
    players = variant.players
    dealer = rng.randrange(players)
    maker = rng.randrange(players)
    position = Position(variant, trump, False, dealer, maker, False, [list(h) for h in hands])
    tricks = rng.randint(2, variant.hand_size - 1)
    for _ in range(tricks * players):
        position = position.play(rng.choice(position.legal()))
    return position, rng.randrange(players)


def _question(record: Record, theme: str, rng: random.Random) -> dict[str, Any] | None:
    if theme == "trumps-out":
        return {"type": theme}
    if theme == "void-in-suit":
        suits = [
            s
            for s in SUITS
            if any(effective_suit(t[0][1], record.trump) is s for t in record.history)
        ]
        if not suits:
            return None
        return {"type": theme, "suit": rng.choice(suits).code}
    trump = record.trump
    key_cards = [
        right_bower(trump),
        left_bower(trump),
        *(c for c in record.variant.cards() if c.suit is trump and c.rank.name == "ACE"),
    ]
    pool = [c for c in key_cards if c not in record.hand]
    if rng.random() < 0.4:
        pool = [c for c in record.variant.cards() if c not in record.hand and not c.is_joker]
    return {"type": theme, "card": rng.choice(pool).code}


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    position, seat = _play_out(variant, rng)
    trump = position.trump
    if trump is None:
        return None
    record = Record(variant, trump, seat, sorted(position.hands[seat]), position.history)
    kind = theme or rng.choice(THEMES)
    question = _question(record, kind, rng)
    if question is None:
        return None
    try:
        answer = answer_of(record, question)
    except ValueError:
        return None
    item = base_item(spec, number)
    item.update(contract_fields(record.trump, False))
    item.update(
        {
            "dealer": position.dealer,
            "maker": position.maker,
            "alone": False,
            "seat": seat,
            "upcard": None,
            "upcard_taken": False,
            "history": [trick_to_json(t) for t in position.history],
            "trick": [],
            "hand": [c.code for c in record.hand],
            "question": question,
            "answer": [answer],
            "themes": [kind],
        }
    )
    item.update(_choices(record, question, answer, rng))
    if answer not in item["choices"]:
        return None
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


def _choices(record: Record, question: Mapping[str, Any], answer: str, rng: random.Random) -> Item:
    kind = question["type"]
    if kind == "trumps-out":
        value = int(answer)
        start = max(0, value - rng.randrange(4))
        return {"choices": [str(n) for n in range(start, start + 4)]}
    extra = NOBODY if kind == "void-in-suit" else UNSEEN
    codes = [*_others(record.players), extra]
    return {"choices": codes}


# -- the question's facts (words: tutor.web.explanation.rules) -----------------------------


@explanation_fact("ask/trumps-still-out")
@dataclass(frozen=True)
class AskTrumpsStillOut:
    """The question: how many trumps are neither played nor in your hand."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return asked_otherwise(item, "trumps-out")


@explanation_fact("ask/who-is-void")
@dataclass(frozen=True)
class AskWhoIsVoid:
    """The question: who has shown out of ``suit``."""

    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return asked_otherwise(item, "void-in-suit", suit=self.suit)


@explanation_fact("ask/who-played-card")
@dataclass(frozen=True)
class AskWhoPlayedCard:
    """The question: who played ``card`` (if anyone has)."""

    card: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        return asked_otherwise(item, "where-is-card", card=self.card)


def prompt_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The contract, the tricks over, the question."""
    q = item["question"]
    asked: ExplanationFact
    if q["type"] == "trumps-out":
        asked = AskTrumpsStillOut()
    elif q["type"] == "void-in-suit":
        asked = AskWhoIsVoid(str(q["suit"]))
    else:
        asked = AskWhoPlayedCard(str(q["card"]))
    return [Contract(str(item["trump"])), TricksPlayed(len(item["history"])), asked]


# -- explanation facts -------------------------------------------------------------------
# The contract, then the count of trumps, who showed out of the suit, or where the card went
# (words: tutor.web.explanation.rules). Seats are named from the learner's (``relative``).


def _trump_cards(cards: list[Card], trump: Suit) -> tuple[str, ...]:
    return tuple(c.code for c in cards if is_trump(c, trump))


@explanation_fact("trumps-counted")
@dataclass(frozen=True)
class TrumpsCounted:
    """Of the pack's ``total`` trumps, ``played`` have been played and ``mine`` are in the
    learner's hand: ``out`` are still out."""

    total: int
    played: tuple[str, ...]
    mine: tuple[str, ...]
    out: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = trumps_counted(_record(item))
        return None if actual == self else f"the count is {actual}"


def trumps_counted(record: Record) -> TrumpsCounted:
    trump = record.trump
    played = _trump_cards([c for _, _, c in record.played()], trump)
    mine = _trump_cards(record.hand, trump)
    total = sum(1 for c in record.variant.cards() if is_trump(c, trump))
    return TrumpsCounted(total, played, mine, record.trumps_out())


@explanation_fact("everybody-followed")
@dataclass(frozen=True)
class EverybodyFollowed:
    """Every lead of ``suit`` was followed by everybody else."""

    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        record = _record(item)
        shown = [s for s in record.shown_out(Suit.parse(self.suit)) if s != record.seat]
        return None if not shown else f"seat {shown[0]} showed out"


@explanation_fact("shown-out")
@dataclass(frozen=True)
class ShownOut:
    """In ``trick`` ``suit`` was led and ``who`` (seen from the learner) played ``card``,
    not of that suit: that hand has none left."""

    trick: int
    suit: str
    who: str
    card: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        record = _record(item)
        shown = record.shown_out(Suit.parse(self.suit))
        said = {
            (relative(seat, record.seat, record.players), number, card.code)
            for seat, (number, card) in shown.items()
            if seat != record.seat
        }
        return None if (self.who, self.trick, self.card) in said else f"who showed out: {said}"


@explanation_fact("left-bower-no-follow")
@dataclass(frozen=True)
class LeftBowerNoFollow:
    """``card``, played to a lead of its printed ``suit``, is the left bower: a trump."""

    card: str
    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        card = parse_card(self.card)
        if not is_left_bower(card, _record(item).trump) or card.suit is not Suit.parse(self.suit):
            return f"{self.card} is no left bower printed in {self.suit}"
        return None


@explanation_fact("card-still-out")
@dataclass(frozen=True)
class CardStillOut:
    """``card`` has not been played and is not in the learner's hand."""

    card: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        record = _record(item)
        card = parse_card(self.card)
        if record.where(card) is not None or card in record.hand:
            return f"{self.card} has been seen"
        return None


@explanation_fact("card-played-by")
@dataclass(frozen=True)
class CardPlayedBy:
    """``who`` (seen from the learner) played ``card`` in ``trick``."""

    card: str
    who: str
    trick: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        record = _record(item)
        found = record.where(parse_card(self.card))
        actual = (
            None if found is None else (relative(found[1], record.seat, record.players), found[0])
        )
        return None if actual == (self.who, self.trick) else f"{self.card} was played: {actual}"


@explanation_fact("left-bower-among-trumps")
@dataclass(frozen=True)
class LeftBowerAmongTrumps:
    """``card`` is the left bower: look for it among the trumps."""

    card: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        if not is_left_bower(parse_card(self.card), _record(item).trump):
            return f"{self.card} is not the left bower"
        return None


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored record says, from the record alone."""
    record = _record(item)
    question = item["question"]
    kind = question["type"]
    trump = record.trump
    said: list[ExplanationFact] = [Contract(trump.code)]
    if kind == "trumps-out":
        said.append(trumps_counted(record))
        return said
    if kind == "void-in-suit":
        suit = Suit.parse(str(question["suit"]))
        shown = {s: v for s, v in record.shown_out(suit).items() if s != record.seat}
        if not shown:
            said.append(EverybodyFollowed(suit.code))
        for seat, (number, card) in shown.items():
            who = relative(seat, record.seat, record.players)
            said.append(ShownOut(number, suit.code, who, card.code))
            if is_left_bower(card, trump) and card.suit is suit:
                said.append(LeftBowerNoFollow(card.code, suit.code))
        return said
    card = parse_card(str(question["card"]))
    found = record.where(card)
    if found is None:
        said.append(CardStillOut(card.code))
    else:
        number, seat = found
        said.append(CardPlayedBy(card.code, relative(seat, record.seat, record.players), number))
    if is_left_bower(card, trump):
        said.append(LeftBowerAmongTrumps(card.code))
    return said


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """The record could have happened, and the answer follows from it."""
    try:
        view_from_item(item)
    except PositionError as error:
        require(False, item, f"impossible record: {error}")
    record = _record(item)
    answer = answer_of(record, item["question"])
    require(item["answer"] == [answer], item, f"the answer is {answer}")
    require(answer in item["choices"], item, "the answer is not a choice")
    require(item["themes"] == [item["question"]["type"]], item, "themes")


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    kind = str(quiz_item.get("question", {}).get("type"))
    if kind == "trumps-out":
        return Mistake(
            "count-trumps",
            message=N_("miscounted the trumps: count both bowers, the ones played and your own"),
        )
    if kind == "void-in-suit":
        return Mistake(
            "read-voids",
            message=N_(
                "missed who failed to follow suit (a left bower does not follow its printed suit)"
            ),
        )
    return Mistake("track-cards", message=N_("lost track of who played the card"))


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
