"""Adaptive difficulty: a Glicko-2 rating for each learner and each quiz item.

Every answer is a game between the learner and the item, the way lichess rates puzzles:
a right answer is a win for the learner and a loss for the item. The maintained
``glicko2`` package does the arithmetic; this module only maps our stored numbers in and
out, and seeds an unplayed item's rating from its bank difficulty (1 = easy ... 5 = hard).
"""

from __future__ import annotations

from dataclasses import dataclass

import glicko2

START_RATING = 1500.0
START_RD = 350.0
START_VOLATILITY = 0.06
# Bank difficulty 3 is the middle; each step either way is worth this many points.
POINTS_PER_DIFFICULTY = 150.0
# Deviations never shrink below this, so a rating keeps learning from new answers.
MIN_RD = 45.0


@dataclass(frozen=True)
class Glicko:
    rating: float = START_RATING
    rd: float = START_RD
    volatility: float = START_VOLATILITY

    def _player(self) -> glicko2.Player:
        return glicko2.Player(rating=self.rating, rd=self.rd, vol=self.volatility)

    @staticmethod
    def _of(player: glicko2.Player) -> Glicko:
        return Glicko(float(player.rating), max(MIN_RD, float(player.rd)), float(player.vol))


def bank_rating(difficulty: int) -> float:
    """The rating a bank difficulty stands for, before anyone has answered the item."""
    return START_RATING + (difficulty - 3) * POINTS_PER_DIFFICULTY


def item_start(difficulty: int) -> Glicko:
    """An unplayed item: rated from its bank difficulty, with a wide deviation."""
    return Glicko(rating=bank_rating(difficulty))


def play(learner: Glicko, item: Glicko, correct: bool) -> tuple[Glicko, Glicko]:
    """Both ratings after one answer (each updated against the other's old rating)."""
    return learner_after(learner, item, correct), item_after(learner, item, correct)


def learner_after(learner: Glicko, item: Glicko, correct: bool) -> Glicko:
    """``play``'s learner side alone (the two sides are computed apart: an answer that
    does not move the item's rating needs only this one)."""
    player = learner._player()
    player.update_player([item.rating], [item.rd], [1.0 if correct else 0.0])
    return Glicko._of(player)


def item_after(learner: Glicko, item: Glicko, correct: bool) -> Glicko:
    """``play``'s item side alone."""
    player = item._player()
    player.update_player([learner.rating], [learner.rd], [0.0 if correct else 1.0])
    return Glicko._of(player)


def nearest(target: float, ratings: dict[str, float]) -> list[str]:
    """Keys ordered by how close their rating is to ``target`` (ties by key)."""
    return sorted(ratings, key=lambda key: (abs(ratings[key] - target), key))
