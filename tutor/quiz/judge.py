"""Judging a card play from one player's view: solve many deals of the unseen cards.

Each sampled deal is solved exactly (double dummy) for every legal card; a card's
evaluation is its average over the deals, in tricks for the player's side over the whole
hand (tricks already won included). The sampled deals are fixed by the item id, so a
re-proof sees the very same deals and must find the very same numbers.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.engine import Card
from tutor.quiz.position import View
from tutor.quiz.sampling import item_rng, sample_deal
from tutor.quiz.solver import DoubleDummy, Play, to_mask

SAMPLES = 32
MARGIN_TRICKS = 0.25


@dataclass(frozen=True)
class Judgement:
    evaluation: dict[Card, float]
    samples: int

    def ranked(self) -> list[tuple[Card, float]]:
        return sorted(self.evaluation.items(), key=lambda pair: (-pair[1], pair[0].index))

    @property
    def best(self) -> Card:
        return self.ranked()[0][0]

    @property
    def margin(self) -> float:
        ranked = self.ranked()
        if len(ranked) < 2:
            return 0.0
        return ranked[0][1] - ranked[1][1]

    @property
    def runner_up(self) -> Card | None:
        ranked = self.ranked()
        return ranked[1][0] if len(ranked) > 1 else None

    def rounded(self) -> dict[str, float]:
        return {card.code: round(value, 2) for card, value in self.evaluation.items()}


class PlayJudge:
    """Solves sampled deals one after another, so a candidate can be dropped early.

    Deal ``k`` is the same however the sampling is staged, so a judgement grown in stages
    equals ``judge_play`` with the same number of samples (which is what checkers use).
    """

    def __init__(self, view: View, item_id: str) -> None:
        position = view.position
        self.view = view
        side = position.side(view.seat)
        self.solver = DoubleDummy(
            position.trump,
            maximizers=side,
            low=position.low,
            players=position.players,
            sitting_out=position.sitting_out,
        )
        won = position.tricks_won()
        self.already = sum(won[s] for s in side)
        self.leader = position.leader()
        self.trick: list[Play] = [(s, c.index) for s, c in position.trick]
        self.rng = item_rng(item_id, "samples")
        self.legal = position.legal(view.seat)
        self.totals = dict.fromkeys(self.legal, 0.0)
        self.samples = 0

    def extend(self, samples: int) -> Judgement:
        """Solve deals until ``samples`` have been seen; the judgement so far."""
        while self.samples < samples:
            hands = sample_deal(self.view, self.rng)
            results = self.solver.evaluate([to_mask(h) for h in hands], self.leader, self.trick)
            for card in self.legal:
                self.totals[card] += results[card.index]
            self.samples += 1
        return self.judgement()

    def judgement(self) -> Judgement:
        count = max(1, self.samples)
        evaluation = {c: self.already + t / count for c, t in self.totals.items()}
        return Judgement(evaluation, self.samples)


def judge_play(view: View, item_id: str, *, samples: int = SAMPLES) -> Judgement:
    """Average double-dummy result of each legal card for ``view.seat``."""
    return PlayJudge(view, item_id).extend(samples)
