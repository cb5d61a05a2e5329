"""A game at the table: the engine's ``Game`` replayed from its setup and action log.

A game is stored as its setup (preset, house rules, seed, the bots' strength) and the
actions taken so far, hand by hand, as the engine's action text. Replaying them through
the engine rebuilds the exact position (the shuffles come from the seed), so a game
survives a reload, a restart or another device, and storing it after every action is one
small row update. ``moves`` counts every action of the game: the web form carries it, so
a replayed or stale form is refused.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from tutor.engine import Action, Deal, EngineError, Game, Variant
from tutor.play.bots import STRENGTHS, Decision, decide, table_reading

YOU = 0  # the human player's seat; the table draws it at the bottom


class TableError(ValueError):
    """An action the table refuses (not your turn, not legal, the hand is over…)."""


@dataclass(frozen=True)
class Setup:
    preset: str
    options: dict[str, Any]
    seed: int
    strength: str

    def variant(self) -> Variant:
        from tutor.classes.houserules import house_variant

        return house_variant(self.preset, self.options)

    def first_dealer(self, players: int) -> int:
        return random.Random(self.seed).randrange(players)  # noqa: S311 - games, not secrets


@dataclass
class TableGame:
    """The engine game and the hand in progress, rebuilt from ``log``."""

    setup: Setup
    log: list[list[str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.setup.strength not in STRENGTHS:
            raise TableError(f"unknown strength {self.setup.strength!r}")
        self.variant = self.setup.variant()
        players = self.variant.players
        self.game = Game(
            self.variant, dealer=self.setup.first_dealer(players), seed=self.setup.seed
        )
        self.deal: Deal | None = None
        self.hand_scores: list[list[int]] = []  # the game score before each hand
        for number, actions in enumerate(self.log):
            self._start(number)
            deal = self._current()
            for text in actions:
                deal.push(Action.parse(text))
            if deal.is_over:
                self.game.record(deal)

    def _start(self, number: int) -> None:
        self.hand_scores.append(list(self.game.scores))
        self.deal = self.game.new_deal()
        if number >= len(self.log):
            self.log.append([])

    def _current(self) -> Deal:
        if self.deal is None:
            raise TableError("no hand has been dealt")
        return self.deal

    # -- state ------------------------------------------------------------------------

    @property
    def moves(self) -> int:
        """Every action so far, and every new hand: the counter the forms carry."""
        return sum(len(actions) for actions in self.log) + len(self.log)

    @property
    def hand_number(self) -> int:
        return len(self.log)

    @property
    def over(self) -> bool:
        return self.game.is_over

    @property
    def hand_over(self) -> bool:
        return self.deal is not None and self.deal.is_over

    @property
    def your_turn(self) -> bool:
        return self.deal is not None and self.deal.to_act == YOU

    @property
    def scores(self) -> list[int]:
        return list(self.game.scores)

    def score_before_hand(self) -> list[int]:
        return self.hand_scores[-1] if self.hand_scores else [0] * self.game_sides

    @property
    def game_sides(self) -> int:
        return 2 if self.variant.players == 4 else 3

    # -- actions ----------------------------------------------------------------------

    def start_hand(self) -> Deal:
        """Deal the next hand (the first, or after the last one ended)."""
        if self.over:
            raise TableError("the game is over")
        if self.deal is not None and not self.deal.is_over:
            raise TableError("the hand is still being played")
        self._start(len(self.log))
        return self._current()

    def push(self, action: Action, *, seat: int) -> None:
        """``seat`` takes ``action``; refused (``TableError``) unless it is that seat's
        turn and the rules allow it. Nothing changes when it is refused."""
        deal = self._current()
        if deal.is_over:
            raise TableError("the hand is over")
        if deal.to_act != seat:
            raise TableError("it is not that seat's turn")
        try:
            deal.push(action)
        except EngineError as error:
            raise TableError(str(error)) from error
        self.log[-1].append(str(action))
        if deal.is_over:
            self.game.record(deal)

    def bot_key(self) -> str:
        return f"{self.setup.seed}|{self.hand_number}|{len(self.log[-1])}"

    def bot_decision(self) -> Decision:
        deal = self._current()
        # The bots read each other's calls by their strength, yours by the count.
        strengths = [None if seat == YOU else self.setup.strength for seat in range(deal.players)]
        return decide(
            deal,
            self.setup.strength,
            self.bot_key(),
            scores=self.score_before_hand(),
            calling_model=table_reading(strengths, deal.variant),
        )

    def run_bots(self) -> Iterator[tuple[int, Action]]:
        """Let the engine players act until it is your turn or the hand is over."""
        while self.deal is not None and not self.deal.is_over and self.deal.to_act != YOU:
            seat = self.deal.to_act or 0  # not None: the hand is not over
            action = self.bot_decision().action
            self.push(action, seat=seat)
            yield seat, action


def replay_hand(setup: Setup, log: Sequence[Sequence[str]], hand: int) -> Deal:
    """Hand ``hand`` (0-based) of a game from its start, with every action pushed."""
    table = TableGame(setup, [list(a) for a in log[: hand + 1]])
    return table._current()
