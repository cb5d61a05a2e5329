"""A game: hands played to the target, the deal moving left, and who has won.

``game_winner`` is the pure decision the quiz asks about ("who has won?"):

>>> standard = Variant.preset("standard")
>>> game_winner(standard, (10, 9))
0
>>> game_winner(Variant.preset("cardgames"), (10, 9)) is None    # win by two (E11)
True
>>> game_winner(Variant.preset("three-hand"), (10, 10, 6)) is None  # tied leaders (P5)
True
>>> game_winner(Variant.preset("bid"), (33, 35), qualifying=0)     # E17g
0

``Game`` plays hands with any policy (a function from the ``Deal`` to an action):

>>> import random
>>> rng = random.Random(5)
>>> game = Game("standard", seed=5)
>>> winner = game.play(lambda deal: rng.choice(deal.legal_actions()))
>>> game.is_over, winner == game.winner, max(game.scores) >= 10
(True, True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutor.engine.actions import Action
from tutor.engine.deal import Deal
from tutor.engine.errors import EngineError
from tutor.engine.explain import Reason
from tutor.engine.scoring import HandScore
from tutor.engine.variant import Variant

__all__ = ["Game", "GameResult", "HandRecord", "game_result", "game_winner"]


@dataclass(frozen=True)
class GameResult:
    """The winner (a side, or a player in three-hand), or None to play on, and why."""

    winner: int | None
    reasons: tuple[Reason, ...]


def game_result(
    variant: Variant, scores: Sequence[int], *, qualifying: int | None = None
) -> GameResult:
    """Decide whether a game is won after a hand, from the scores at that moment.

    Partnerships: first side at or over the target (with ``win_by_two``, also two points
    ahead, E11). Three-hand: the strictly highest player at or over the target, two ahead
    of each other player with ``win_by_two`` (P5, E11). Bid Euchre: only ``qualifying``,
    the side that made its bid or set the bidders this hand, may win (E17g). Points past
    the target change nothing (E12).
    """
    sides = 2 if variant.players == 4 else 3
    if len(scores) != sides:
        raise EngineError(f"{variant.name} Euchre keeps {sides} scores, not {len(scores)}")
    target = variant.target

    def reason(key: str, who: int | None, rule: str) -> Reason:
        return Reason(key, rule, number=target, who=who, sides=sides)

    if variant.is_bid:
        if qualifying is None or qualifying not in range(sides):
            raise EngineError(
                "Bid Euchre: say which side made its bid or set the bidders this hand "
                "(qualifying=0 or 1); only that side can win (E17g)"
            )
        others = [
            reason("not-qualifying", side, "E17")
            for side in range(sides)
            if side != qualifying and scores[side] >= target
        ]
        if scores[qualifying] >= target:
            return GameResult(qualifying, (reason("target-reached", qualifying, "E17"), *others))
        return GameResult(None, (*others, reason("below-target", None, "2.5")))
    best = max(scores)
    if best < target:
        return GameResult(None, (reason("below-target", None, "2.1"),))
    leaders = [side for side, score in enumerate(scores) if score == best]
    if len(leaders) > 1:
        return GameResult(None, (reason("tie-at-target", None, "P5"),))
    leader = leaders[0]
    runner_up = max(score for side, score in enumerate(scores) if side != leader)
    if variant.win_by_two and best - runner_up < 2:
        return GameResult(None, (reason("not-two-ahead", leader, "E11"),))
    rule = "2.4" if sides == 3 else ("E11" if variant.win_by_two else "2.1")
    return GameResult(leader, (reason("target-reached", leader, rule),))


def game_winner(
    variant: Variant, scores: Sequence[int], *, qualifying: int | None = None
) -> int | None:
    """The side (or three-hand player) that has won, or None to play on."""
    return game_result(variant, scores, qualifying=qualifying).winner


@dataclass(frozen=True)
class HandRecord:
    """One finished hand of a game."""

    dealer: int
    points: tuple[int, ...]
    passed_out: bool
    score: HandScore | None
    deal: Deal


class Game:
    """Hands played to the target. The deal moves one seat left after every hand,
    passed-out hands included (rules-spec 1.3, E1)."""

    def __init__(
        self,
        variant: Variant | str,
        *,
        dealer: int = 0,
        seed: int | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.variant = Variant.preset(variant) if isinstance(variant, str) else variant
        if not 0 <= dealer < self.variant.players:
            raise EngineError(f"dealer must be a seat from 0 to {self.variant.players - 1}")
        self.dealer = dealer
        self._rng = rng if rng is not None else random.Random(seed)  # noqa: S311 - shuffling
        sides = 2 if self.variant.players == 4 else 3
        self.scores: list[int] = [0] * sides
        self.history: list[HandRecord] = []
        self.result: GameResult | None = None

    @property
    def winner(self) -> int | None:
        return self.result.winner if self.result else None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def new_deal(self) -> Deal:
        """Shuffle and deal the next hand for the current dealer."""
        if self.is_over:
            raise EngineError("the game is over")
        return Deal.new(self.variant, dealer=self.dealer, rng=self._rng)

    def record(self, deal: Deal) -> GameResult:
        """Add a finished hand's points, move the deal left and decide the game."""
        if self.is_over:
            raise EngineError("the game is over")
        if not deal.is_over:
            raise EngineError("the hand is not over yet")
        if deal.dealer != self.dealer or deal.variant != self.variant:
            raise EngineError("that hand does not belong to this game")
        self.dealer = (self.dealer + 1) % self.variant.players
        if deal.passed_out:
            self.history.append(HandRecord(deal.dealer, deal.points(), True, None, deal))
            self.result = GameResult(None, ())
            return self.result
        score = deal.score()
        points = deal.points()
        self.scores = [s + p for s, p in zip(self.scores, points, strict=True)]
        self.history.append(HandRecord(deal.dealer, points, False, score, deal))
        qualifying = None
        if self.variant.is_bid:
            maker_side = deal.side_of(deal.maker_or_raise())
            qualifying = maker_side if score.made else 1 - maker_side
        self.result = game_result(self.variant, self.scores, qualifying=qualifying)
        return self.result

    def play(self, policy: Callable[[Deal], Action], *, max_hands: int = 10_000) -> int:
        """Play hands with ``policy`` choosing every action until somebody wins."""
        for _ in range(max_hands):
            deal = self.new_deal()
            while not deal.is_over:
                deal.push(policy(deal))
            self.record(deal)
            if self.winner is not None:
                return self.winner
        raise EngineError(f"no winner after {max_hands} hands")
