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

import math
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace

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
    """Each legal action (by its text) and its average value in points over ``samples``.

    ``bounds`` (where the deals were kept, ``tutor.play.confidence``) holds each action's
    loss against the best as an interval (low, high); ``named`` is the best as the engine
    players name it among actions that tie (the rules of thumb break the tie).
    """

    values: dict[str, float]
    samples: int
    bounds: dict[str, tuple[float, float]] = field(default_factory=dict)
    named: str | None = None
    # The calling model the deals were drawn under ("uniform": calls say nothing). A
    # hearing evaluation whose calls no deal explains falls back to "uniform" and says so.
    reading: str = "uniform"

    def ranked(self) -> list[tuple[str, float]]:
        order = list(self.values)
        return sorted(self.values.items(), key=lambda pair: (-pair[1], order.index(pair[0])))

    @property
    def best(self) -> str:
        if self.named is not None and self.named in self.values:
            return self.named
        return self.ranked()[0][0]

    @property
    def best_value(self) -> float:
        return self.ranked()[0][1]

    def loss(self, action: str) -> float:
        """Expected points ``action`` gives away against the best action (0 or more): with
        intervals, the centre of its interval, the mean of the paired differences on the
        deals that valued it."""
        if action in self.bounds:
            low, high = self.bounds[action]
            return max(0.0, (low + high) / 2)
        return max(0.0, self.best_value - self.values[action])

    def loss_bounds(self, action: str) -> tuple[float, float]:
        """The interval of ``action``'s loss; without kept deals, the mean loss alone."""
        if action in self.bounds:
            return self.bounds[action]
        loss = self.loss(action)
        return loss, loss

    def tied(self) -> list[str]:
        """The actions worth exactly what the best is worth over these deals (best first)."""
        top = self.values[self.best]
        ties = [a for a, v in self.values.items() if abs(v - top) <= TIE and a != self.best]
        return [self.best, *ties]

    def rounded(self) -> dict[str, float]:
        return {action: round(value, 3) for action, value in self.values.items()}


# Values this close (in points) are a tie.
TIE = 1e-9


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
    unseen cards as if the calls said nothing. Calls no deal explains fall back to that
    uniform reading, and the evaluation's ``reading`` says which one was used.
    """
    if calling_model is not None:
        try:
            draw = option_draws(deal, key=key, scores=scores, calling_model=calling_model)
            return replace(_average(draw, samples), reading=calling_model.name)
        except HearingError:
            pass  # no deal explains the calls: the uniform reading, and it says so
    return _average(option_draws(deal, key=key, scores=scores), samples)


def _average(
    draw: Callable[[Collection[str] | None], dict[str, float]], samples: int
) -> Evaluation:
    deals = [draw(None) for _ in range(samples)]
    if not deals:
        raise ValueError("an evaluation needs at least one deal")
    count = len(deals)
    return Evaluation({a: sum(d[a] for d in deals) / count for a in deals[0]}, count)


def option_draws(
    deal: Deal,
    *,
    key: str,
    scores: Sequence[int] | None = None,
    calling_model: CallingModel | None = None,
    hearing_budget: int | None = None,
    table: TablePlay | None = None,
    solve_named_plays: bool = False,
    own_lean: float = 0.0,
) -> Callable[[Collection[str] | None], dict[str, float]]:
    """One deal at a time of the seat's unseen cards: every legal action's value on it
    (or, before the play, only the actions named: each is a playout of its own).

    The same ``key`` gives the same stream of deals, so ``evaluate`` with n samples is the
    average of the first n draws (``tutor.play.confidence`` draws on until it is sure).
    ``hearing_budget`` bounds the uniform deals the hearing sampler tries in all: past it
    a draw raises ``HearingBudgetSpent``. ``table`` reads the calls' solved playouts as
    they turn out at the table (``TablePlay``); the play's own values are solved as they are.
    In the play every card is solved on each deal, or with ``solve_named_plays`` only the
    cards named (an engine player's: a card known to be worse is solved no more).
    ``own_lean``: the seat's own later calls in a playout (a pass now, a suit named in
    round two) are the count's with this lean, as the seat itself will call (``playout``).
    """
    seat = deal.to_act
    if seat is None:
        raise ValueError("the hand is over")
    order = [str(a) for a in deal.legal_actions()]
    if deal.phase is Phase.PLAY:
        public = deal.public_view(seat)
        view = play_view(public)
        hearing = (
            Hearing(public.calls, calling_model, hearing_budget, envelope=solve_named_plays)
            if calling_model is not None
            else None
        )
        judge = PlayJudge(view, key, "table", hearing=hearing)
        if scores is not None:
            judge.points = _points_by_tricks(view.position, deal, seat, scores)

        def draw_play(only: Collection[str] | None = None) -> dict[str, float]:
            named = None
            if solve_named_plays and only is not None:
                named = [card for card in judge.legal if str(Play(card)) in only]
            values = {str(Play(card)): value for card, value in judge.draw(named).items()}
            return {a: values[a] for a in order if a in values}

        return draw_play
    options = deal.legal_actions()
    rng = item_rng(key, "table-calls")
    hearer = (
        CallingHearer(deal, seat, calling_model, hearing_budget)
        if calling_model is not None
        else None
    )

    def draw_call(only: Collection[str] | None = None) -> dict[str, float]:
        sample = sample_calling_deal(deal, seat, rng) if hearer is None else hearer.sample(rng)
        return {
            str(option): playout(sample, option, seat, scores, table, own_lean)
            for option in options
            if only is None or str(option) in only
        }

    return draw_call


def playout(
    sample: Deal,
    option: Action,
    seat: int,
    scores: Sequence[int] | None,
    table: TablePlay | None = None,
    own_lean: float = 0.0,
) -> float:
    """``option`` on a full deal, the rest of the calling by rule of thumb, the play solved
    (with ``table``, the solved tricks read as they turn out at the table).

    ``own_lean`` is added to ``seat``'s count for its own later calls: a player who calls
    on less than the count (the expert engine player) values a pass in round one by what
    it will really do in round two, not by what a count player would."""
    deal = sample.copy()
    deal.push(option)
    rng = item_rng(repr(sample), str(option))
    while not deal.is_over and deal.phase is not Phase.PLAY:
        lean = own_lean if deal.to_act == seat else 0.0
        deal.push(heuristic_action(deal, rng, lean=lean))
    if deal.passed_out:
        return 0.0
    tricks = solved_maker_tricks(deal)
    if table is not None and not _lone_march_counts(deal, scores):
        table = None
    outcomes = table.outcomes(deal, tricks) if table is not None else ((tricks, 1.0),)
    return math.fsum(
        share * side_value(deal, seat, points_of(deal, taken), scores) for taken, share in outcomes
    )


def _lone_march_counts(deal: Deal, scores: Sequence[int] | None) -> bool:
    """Whether a lone march may score more than a partnership's at this game score: not
    where the makers need 2 points or fewer (A-10). There the lone hands' table reading
    (likelier marches than solved) would favour going alone for nothing: a partner's cards
    never cost tricks, and partnerships are read as solved."""
    if scores is None or deal.variant.is_bid or deal.players != 4:
        return True
    return deal.variant.target - scores[deal.side_of(deal.maker_or_raise())] > 2


# A contract kind's solved tricks: (alone, the makers' tricks with every card visible).
SolvedKind = tuple[bool, int]
# The makers' tricks at the table and their shares.
Outcomes = tuple[tuple[int, float], ...]


@dataclass(frozen=True)
class TablePlay:
    """How a hand solved double dummy turns out when nobody sees the others' cards.

    With every card visible both sides play as if they shared one mind: the two defenders
    of a lone hand always keep the right guard, partners never discard each other's
    winners. At the table they cannot see each other's hands, so a lone hand solved at
    four tricks sometimes marches and a partnership solved at three is sometimes euchred.
    ``shares`` maps a solved kind to the tricks the makers take at the table and their
    shares, measured by playing the hands out (``tutor.play.bots`` says where); a kind not
    listed turns out as solved. It applies to four-handed games of five-card hands, where
    it was measured.
    """

    shares: Mapping[SolvedKind, Outcomes]

    def outcomes(self, deal: Deal, tricks: int) -> Outcomes:
        """The makers' tricks at the table and their shares, from the solved ``tricks``."""
        v = deal.variant
        if deal.players != 4 or v.hand_size != 5 or v.is_bid:
            return ((tricks, 1.0),)
        return self.shares.get((deal.alone, tricks), ((tricks, 1.0),))


def table_shares(counts: Mapping[SolvedKind, Mapping[int, int]]) -> dict[SolvedKind, Outcomes]:
    """Measured hands (solved kind -> the tricks taken at the table -> hands) as shares."""
    shares: dict[SolvedKind, Outcomes] = {}
    for kind, taken in counts.items():
        total = sum(taken.values())
        shares[kind] = tuple((tricks, hands / total) for tricks, hands in sorted(taken.items()))
    return shares


def solved_points(deal: Deal) -> tuple[int, ...]:
    """The hand's points per side with every card visible, from the opening lead."""
    return points_of(deal, solved_maker_tricks(deal))


def solved_maker_tricks(deal: Deal) -> int:
    """The makers' tricks with every card visible, from the opening lead."""
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
    return solver.solve(masks, leader)


def points_of(deal: Deal, maker_tricks: int) -> tuple[int, ...]:
    """The hand's points per side when the makers take ``maker_tricks``."""
    score = score_hand(
        deal.variant,
        maker_tricks=maker_tricks,
        alone=deal.alone and not deal.variant.is_three_hand,
        defender_alone=deal.defender_alone,
        bid=deal.bid if deal.variant.is_bid else None,
    )
    maker_side = deal.side_of(deal.maker_or_raise())
    return tuple(
        score.makers if side == maker_side else score.defenders for side in range(deal.sides)
    )
