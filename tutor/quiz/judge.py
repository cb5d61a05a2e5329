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


def judge_play(view: View, item_id: str, *, samples: int = SAMPLES) -> Judgement:
    """Average double-dummy result of each legal card for ``view.seat``."""
    position = view.position
    seat = view.seat
    side = position.side(seat)
    solver = DoubleDummy(
        position.trump,
        maximizers=side,
        low=position.low,
        players=position.players,
        sitting_out=position.sitting_out,
    )
    won = position.tricks_won()
    already = sum(won[s] for s in side)
    leader = position.leader()
    trick: list[Play] = [(s, c.index) for s, c in position.trick]
    rng = item_rng(item_id, "samples")
    legal = position.legal(seat)
    totals = dict.fromkeys(legal, 0.0)
    for _ in range(samples):
        hands = sample_deal(view, rng)
        masks = [to_mask(h) for h in hands]
        results = solver.evaluate(masks, leader, trick)
        for card in legal:
            totals[card] += results[card.index]
    evaluation = {card: already + total / samples for card, total in totals.items()}
    return Judgement(evaluation, samples)
