"""Judging a card play from one player's view, in points: solve many deals of the unseen cards.

Each sampled deal (uniform over the deals the player cannot tell apart, see
``tutor.analysis.sampling``) is solved exactly (double dummy) for every legal card. The solver
counts tricks for the player's side; points rise with tricks, so the best line in tricks is
the best line in points, and each deal's trick count converts exactly to the hand's points
under the variant's scoring: the value of a card on a deal is the points the player's side
scores minus the points the other side scores (1 / 2 / 4, a euchre's 2, a lone defender's
4, three-hand's points to each defender, Bid Euchre's make or set). A fourth trick that
scores nothing is worth nothing.

The deals are fixed by the item id and a stream name: ``"samples"`` chooses positions,
``"confirm"`` proves them (``tutor.analysis.proof``), so a re-proof sees the very same deals.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from tutor.analysis import draws
from tutor.analysis.hearing import Hearing, HearingSampler
from tutor.analysis.position import Position, View
from tutor.analysis.proof import Confirmation, confirm
from tutor.analysis.sampling import DealSampler, item_rng
from tutor.analysis.solver import DoubleDummy, Play, to_mask
from tutor.engine import Card, HandScore, score_hand

SELECTION_SAMPLES = 32


@dataclass(frozen=True)
class Judgement:
    """Each option's average value in points over ``samples`` deals."""

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


def hand_scores(position: Position, seat: int) -> list[HandScore]:
    """The hand's score by the final trick count of ``seat``'s side (index = tricks)."""
    makers = position.maker in position.side(seat)
    size = position.variant.hand_size
    return [
        score_hand(
            position.variant,
            maker_tricks=tricks if makers else size - tricks,
            alone=position.alone,
            defender_alone=position.defender_alone is not None,
            bid=position.bid,
        )
        for tricks in range(size + 1)
    ]


def side_points(position: Position, seat: int) -> list[float]:
    """The hand's value for ``seat``'s side by the side's final trick count (index = tricks).

    Points the side scores minus points the other side scores; in three-hand a defender's
    points are each defender's, set against the maker's.
    """
    makers = position.maker in position.side(seat)
    return [
        float(score.makers - score.defenders if makers else score.defenders - score.makers)
        for score in hand_scores(position, seat)
    ]


def score_decided(position: Position, seat: int) -> bool:
    """Whether no play can change the hand's points any more (e.g. the defenders already
    hold the three tricks that euchre the makers)."""
    won = position.tricks_won()
    already = sum(won[s] for s in position.side(seat))
    left = position.variant.hand_size - len(position.history)
    values = side_points(position, seat)[already : already + left + 1]
    return len(set(values)) == 1


class PlayJudge:
    """Solves sampled deals one after another, so a candidate can be dropped early.

    Deal ``k`` of a stream is the same however the sampling is staged, so a judgement grown
    in stages equals ``judge_play`` with the same number of samples (which is what checkers
    use).
    """

    def __init__(
        self,
        view: View,
        item_id: str,
        stream: str = "samples",
        *,
        hearing: Hearing | None = None,
    ) -> None:
        position = view.position
        if hearing is not None and not hearing.calls:
            hearing = None  # nothing heard (a position set up at the play): uniform deals
        reading = f"|heard:{hearing.model.name}" if hearing is not None else ""
        self.memory_key = f"play|{item_id}|{stream}|{_fingerprint(view)}{reading}"
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
        self.points = side_points(position, view.seat)
        self.leader = position.leader()
        self.trick: list[Play] = [(s, c.index) for s, c in position.trick]
        # The calling model is explicit: None reads the calls as saying nothing (uniform
        # deals); a ``Hearing`` draws deals in proportion to the calls' likelihood.
        self.hearing = hearing
        self.sampler: DealSampler | HearingSampler = (
            DealSampler(view)
            if hearing is None
            else HearingSampler(
                view, hearing.calls, hearing.model, hearing.budget, envelope=hearing.envelope
            )
        )
        # A reading of the calls has its own stream: an item re-proven under it is proven
        # on deals independent of the ones that chose and proved it under another.
        self.rng = item_rng(item_id, f"{stream}{reading}")
        self.legal = position.legal(view.seat)
        self.totals = dict.fromkeys(self.legal, 0.0)
        self.samples = 0

    def draw(self, only: Collection[Card] | None = None) -> dict[Card, float]:
        """One more deal: every legal card's value in points for the player's side; with
        ``only``, the values of those cards alone (an engine player no longer solves a card
        known to be worse, ``tutor.play.confidence``): the deal drawn is the same, but such
        a draw is not remembered and its other cards' totals are left as they were."""
        hands = self.sampler.sample(self.rng)
        if only is not None:
            wanted = [card for card in self.legal if card in only]
            results = self.solver.evaluate(
                [to_mask(h) for h in hands], self.leader, self.trick, to_mask(wanted)
            )
            values = {card: self.points[self.already + results[card.index]] for card in wanted}
            for card, value in values.items():
                self.totals[card] += value
            self.samples += 1
            return values
        remembered = draws.recall(self.memory_key, self.samples)
        if remembered is not None:
            values = {card: float(remembered[card.code]) for card in self.legal}
        else:
            results = self.solver.evaluate([to_mask(h) for h in hands], self.leader, self.trick)
            values = {card: self.points[self.already + results[card.index]] for card in self.legal}
            draws.remember(self.memory_key, self.samples, {c.code: v for c, v in values.items()})
        for card, value in values.items():
            self.totals[card] += value
        self.samples += 1
        return values

    def extend(self, samples: int) -> Judgement:
        """Solve deals until ``samples`` have been seen; the judgement so far."""
        while self.samples < samples:
            self.draw()
        return self.judgement()

    def judgement(self) -> Judgement:
        count = max(1, self.samples)
        return Judgement({c: t / count for c, t in self.totals.items()}, self.samples)


def _fingerprint(view: View) -> str:
    """Everything the seat knows, as text: the position a memory of deals belongs to."""
    p = view.position
    return repr(
        (
            p.variant,
            p.trump,
            p.low,
            p.dealer,
            p.maker,
            p.alone,
            view.seat,
            p.hands[view.seat],
            p.history,
            p.trick,
            p.upcard,
            p.upcard_taken,
            p.discard,
            p.defender_alone,
            p.bid,
        )
    ) + (repr(p.auction) if p.auction else "")  # an auction heard is part of the position


def judge_play(
    view: View,
    item_id: str,
    *,
    samples: int = SELECTION_SAMPLES,
    hearing: Hearing | None = None,
) -> Judgement:
    """Average value in points of each legal card for ``view.seat`` on the selection deals."""
    return PlayJudge(view, item_id, hearing=hearing).extend(samples)


def confirm_play(
    view: View,
    item_id: str,
    answer: Card,
    *,
    samples: int | None = None,
    hearing: Hearing | None = None,
) -> Confirmation[Card]:
    """Prove ``answer`` on the independent confirming deals (``tutor.analysis.proof``)."""
    judge = PlayJudge(view, item_id, "confirm", hearing=hearing)
    return confirm(judge.draw, answer, samples=samples)
