"""The blocks a lesson's examples read into (``tutor.course.examples``), as the templates
and the checks use them: a declared deal, a whole-hand replay and its steps, a measured
table; and where a card is, in words for a message."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.course.curriculum import HandBlock, Play, TrickBlock, seat_letters
from tutor.engine import (
    Action,
    Card,
    Deal,
    Discard,
    GoAlone,
    HandScore,
    NameTrump,
    OrderUp,
    Suit,
    TakeUp,
    Variant,
)

SEAT_WORDS: dict[str, str] = {"N": "North", "E": "East", "S": "South", "W": "West"}


def seat_word(seat: int, variant: Variant) -> str:
    return SEAT_WORDS[seat_letters(variant)[seat]]


@dataclass(frozen=True)
class DealBlock:
    """A declared deal: enough to build a fresh engine ``Deal`` and replay its calls."""

    id: str
    variant: Variant
    hands: tuple[tuple[Card, ...], ...]
    dealer: int
    upcard: Card | None
    kitty: tuple[Card, ...] | None
    calls: tuple[tuple[int, Action], ...]
    pre_tricks: tuple[tuple[Play, ...], ...]
    # A mid-play start (no calls): trump, maker, lone maker, leader and tricks taken.
    at_play: bool
    trump: Suit | None
    low: bool
    maker: int | None
    alone: bool
    leader: int | None
    won: tuple[int, ...] | None
    show: bool
    caption: str
    line: int

    @property
    def seat_letters(self) -> tuple[str, ...]:
        return seat_letters(self.variant)

    def fresh(self) -> Deal:
        """A new engine deal at the start of this position (nothing replayed)."""
        if self.at_play:
            return Deal.at_play(
                self.variant,
                [list(hand) for hand in self.hands],
                trump=self.trump,
                low=self.low,
                maker=self.maker if self.maker is not None else 0,
                dealer=self.dealer,
                alone=self.alone,
                leader=self.leader,
                upcard=self.upcard,
                tricks_won=list(self.won) if self.won is not None else None,
            )
        return Deal(
            self.variant,
            [list(hand) for hand in self.hands],
            dealer=self.dealer,
            upcard=self.upcard,
            kitty=list(self.kitty) if self.kitty is not None else None,
        )


@dataclass(frozen=True)
class HandplayStep:
    """One step of a whole-hand replay, with the position after it."""

    kind: str  # "deal", "call", "discard", "trick", "score"
    caption: str
    seat: int | None
    action: Action | None  # the call or discard of a call step
    hands: tuple[tuple[Card, ...], ...]
    plays: tuple[Play, ...] = ()
    winner: int | None = None
    trick_number: int = 0
    side_tricks: tuple[int, ...] = ()


@dataclass(frozen=True)
class HandplayBlock:
    deal: DealBlock
    steps: tuple[HandplayStep, ...]
    trump: Suit | None
    maker: int
    alone: bool
    score: HandScore
    points: tuple[int, ...]  # per side
    next_dealer: int
    line: int

    upcard: Card | None
    upcard_taker: int | None
    discard: Card | None

    @property
    def variant(self) -> Variant:
        return self.deal.variant

    def call_kind(self, step: HandplayStep) -> str:
        """What a call step did, as a template key: pass, order-up, assist, take-up, name,
        go-alone, discard."""
        action = step.action
        if isinstance(action, Discard):
            return "discard"
        if isinstance(action, OrderUp):
            dealer = self.deal.dealer
            return (
                "assist"
                if self.variant.players == 4 and step.seat == (dealer + 2) % 4
                else "order-up"
            )
        if isinstance(action, TakeUp):
            return "take-up"
        if isinstance(action, NameTrump):
            return "name"
        if isinstance(action, GoAlone):
            return "go-alone"
        return "pass"

    def call_alone(self, step: HandplayStep) -> bool:
        return bool(getattr(step.action, "alone", False))

    @property
    def seat_letters(self) -> tuple[str, ...]:
        return self.deal.seat_letters


@dataclass(frozen=True)
class TableBlock:
    name: str
    line: int


LessonBlock = TrickBlock | HandBlock | DealBlock | HandplayBlock | TableBlock


# -- where a card is -------------------------------------------------------------------------


def where_is(deal: Deal, card: Card) -> str:
    """Where a card really is at this point, in words for an error message."""
    v = deal.variant
    for seat in range(v.players):
        if card in deal.hand(seat):
            return f"{seat_word(seat, v)} holds it"
    for number, trick in enumerate(deal.tricks, start=1):
        if card in trick.cards:
            return f"it was played in trick {number}"
    if card in (p.card for p in deal.trick):
        return "it was played to this trick already"
    if deal.discard == card:
        return "it was discarded"
    if deal.upcard == card:
        return "it is the turn-up" + (" (turned down)" if deal.turned_down else "")
    if card in deal.kitty:
        return "it is in the kitty, face down"
    return "nobody holds it"


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in cards) or "nothing"
