"""Every legal action's value in expected points, from one seat's view: bots and coach.

In the play, this is the quiz judge itself (``tutor.analysis.judge.PlayJudge``): deals of the
unseen cards consistent with the seat's view, each solved double dummy, tricks turned into
points. Before the play (calling, going alone, discarding, bidding), each sampled deal
(``tutor.analysis.seeing.sample_calling_deal``) is played out for every option: the rest of
the calling by the rules of thumb (``tutor.analysis.heuristic``), then the play solved exactly,
as ``tutor.analysis.calling`` does for the quiz's calling items, but for any variant, since
the engine runs the calling.

A value is the points the seat's side scores minus the points the other side scores (in
three-hand: a defender against the maker, the maker against each defender). With
``scores`` (the game score) each side's points count only up to what it still needs to
win, which is playing to the score (rules-spec A-10).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.analysis.hearing import CallingHearer, CallingModel, Hearing, HearingError
from tutor.analysis.heuristic import heuristic_action
from tutor.analysis.judge import PlayJudge, hand_scores
from tutor.analysis.position import Position
from tutor.analysis.sampling import item_rng
from tutor.analysis.seeing import play_view, sample_calling_deal
from tutor.analysis.solver import DoubleDummy, to_mask
from tutor.engine import Action, Deal, Phase, Play, score_hand


@dataclass(frozen=True)
class Evaluation:
    """Each legal action (by its text) and its average value in points over ``samples``."""

    values: dict[str, float]
    samples: int
    # The calling model the deals were drawn under ("uniform": calls say nothing). A
    # hearing evaluation whose calls no deal explains falls back to "uniform" and says so.
    reading: str = "uniform"

    def ranked(self) -> list[tuple[str, float]]:
        order = list(self.values)
        return sorted(self.values.items(), key=lambda pair: (-pair[1], order.index(pair[0])))

    @property
    def best(self) -> str:
        return self.ranked()[0][0]

    @property
    def best_value(self) -> float:
        return self.ranked()[0][1]

    def loss(self, action: str) -> float:
        """Expected points ``action`` gives away against the best action (0 or more)."""
        return max(0.0, self.best_value - self.values[action])

    def rounded(self) -> dict[str, float]:
        return {action: round(value, 3) for action, value in self.values.items()}


def _capped(points: int, score: int, target: int) -> int:
    return min(points, max(0, target - score))


def side_value(
    deal: Deal, seat: int, points: Sequence[int], scores: Sequence[int] | None = None
) -> float:
    """The value of a hand's points (one entry per side) for ``seat``'s side."""
    target = deal.variant.target
    capped = list(points)
    if scores is not None and not deal.variant.is_bid:
        capped = [_capped(p, s, target) for p, s in zip(points, scores, strict=True)]
    mine = deal.side_of(seat)
    if deal.players == 3:
        maker = deal.maker_or_raise()
        other = maker if seat != maker else next(s for s in range(3) if s != maker)
        return float(capped[mine] - capped[other])
    return float(capped[mine] - capped[1 - mine])


def _points_by_tricks(
    position: Position, deal: Deal, seat: int, scores: Sequence[int] | None
) -> list[float]:
    """``PlayJudge.points`` (the side's value by its final trick count), at the score."""
    maker_side = deal.side_of(deal.maker_or_raise())
    values = []
    for score in hand_scores(position, seat):
        points = [
            score.makers if side == maker_side else score.defenders for side in range(deal.sides)
        ]
        values.append(side_value(deal, seat, points, scores))
    return values


def evaluate(
    deal: Deal,
    *,
    samples: int,
    key: str,
    scores: Sequence[int] | None = None,
    calling_model: CallingModel | None = None,
) -> Evaluation:
    """Value every legal action of the seat to act, from that seat's view only.

    ``key`` names the decision (a game, a hand, a move): the deals drawn depend on it and on
    the seat's view alone, so two deals the seat cannot tell apart get the same evaluation.
    ``calling_model`` reads the calls heard (``tutor.analysis.hearing``); None deals the
    unseen cards as if the calls said nothing.
    """
    seat = deal.to_act
    if seat is None:
        raise ValueError("the hand is over")
    if calling_model is not None:
        try:
            return _evaluate(deal, seat, samples, key, scores, calling_model)
        except HearingError:
            pass  # no deal explains the calls: the uniform reading, and it says so
    return _evaluate(deal, seat, samples, key, scores, None)


def _evaluate(
    deal: Deal,
    seat: int,
    samples: int,
    key: str,
    scores: Sequence[int] | None,
    model: CallingModel | None,
) -> Evaluation:
    if deal.phase is Phase.PLAY:
        return _evaluate_play(deal, seat, samples, key, scores, model)
    return _evaluate_call(deal, seat, samples, key, scores, model)


def _evaluate_play(
    deal: Deal,
    seat: int,
    samples: int,
    key: str,
    scores: Sequence[int] | None,
    model: CallingModel | None,
) -> Evaluation:
    public = deal.public_view(seat)
    view = play_view(public)
    hearing = Hearing(public.calls, model) if model is not None else None
    judge = PlayJudge(view, key, "table", hearing=hearing)
    if scores is not None:
        judge.points = _points_by_tricks(view.position, deal, seat, scores)
    judgement = judge.extend(samples)
    values = {str(Play(card)): value for card, value in judgement.evaluation.items()}
    order = [str(a) for a in deal.legal_actions()]
    return Evaluation(
        {a: values[a] for a in order if a in values}, judgement.samples, _reading(model)
    )


def _evaluate_call(
    deal: Deal,
    seat: int,
    samples: int,
    key: str,
    scores: Sequence[int] | None,
    model: CallingModel | None,
) -> Evaluation:
    options = deal.legal_actions()
    totals = dict.fromkeys((str(a) for a in options), 0.0)
    rng = item_rng(key, "table-calls")
    hearer = CallingHearer(deal, seat, model) if model is not None else None
    for _ in range(samples):
        sample = sample_calling_deal(deal, seat, rng) if hearer is None else hearer.sample(rng)
        for option in options:
            totals[str(option)] += playout(sample, option, seat, scores)
    count = max(1, samples)
    return Evaluation({a: t / count for a, t in totals.items()}, samples, _reading(model))


def _reading(model: CallingModel | None) -> str:
    return "uniform" if model is None else model.name


def playout(sample: Deal, option: Action, seat: int, scores: Sequence[int] | None) -> float:
    """``option`` on a full deal, the rest of the calling by rule of thumb, the play solved."""
    deal = sample.copy()
    deal.push(option)
    rng = item_rng(repr(sample), str(option))
    while not deal.is_over and deal.phase is not Phase.PLAY:
        deal.push(heuristic_action(deal, rng))
    if deal.passed_out:
        return 0.0
    return side_value(deal, seat, solved_points(deal), scores)


def solved_points(deal: Deal) -> tuple[int, ...]:
    """The hand's points per side with every card visible, from the opening lead."""
    maker = deal.maker_or_raise()
    makers = [s for s in range(deal.players) if deal.side_of(s) == deal.side_of(maker)]
    active = set(deal.active_seats)
    solver = DoubleDummy(
        deal.trump,
        maximizers=makers,
        low=deal.low,
        players=deal.players,
        sitting_out=[s for s in range(deal.players) if s not in active],
    )
    leader = deal.to_act
    if leader is None:
        raise ValueError("the hand is over")
    masks = [to_mask(deal.hand(s)) if s in active else 0 for s in range(deal.players)]
    maker_tricks = solver.solve(masks, leader)
    score = score_hand(
        deal.variant,
        maker_tricks=maker_tricks,
        alone=deal.alone and not deal.variant.is_three_hand,
        defender_alone=deal.defender_alone,
        bid=deal.bid if deal.variant.is_bid else None,
    )
    maker_side = deal.side_of(maker)
    return tuple(
        score.makers if side == maker_side else score.defenders for side in range(deal.sides)
    )
