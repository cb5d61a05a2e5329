"""Judging a call (order up, go alone, name a suit, the dealer's discard) in points.

For each sampled deal of the cards the caller cannot see, every option is played out:
the rest of the calling by the heuristics of ``tutor.analysis.deal`` and the play by the
double-dummy solver. An option's evaluation is its average in points for the caller's
side (points the opponents score count against it). With a score and a target, points
beyond what a side needs to win count for nothing, which is what "playing to the score"
(rules-spec A-10) means.

Four-player Euchre values an option for the caller's team; three-hand (rules-spec 2.4, the
maker always alone against two) for the caller's seat, as its points minus the average of
the two opponents' (each defender scores on a euchre). The British rule that the caller
takes the turn-up (P3) is played as the engine plays it: in round one whoever accepts the
turn-up adds it to his own hand, in round two the caller adds the turned-down card.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutor.analysis import draws
from tutor.analysis.deal import ALONE_THRESHOLD, CALL_THRESHOLD, dealer_discard, hand_strength
from tutor.analysis.sampling import item_rng
from tutor.analysis.solver import DoubleDummy, to_mask
from tutor.engine import SUITS, Card, Suit, Variant, score_hand

PASS = "pass"  # noqa: S105 - a call, not a password
ORDER_UP = "order-up"
ALONE = "alone"
SAMPLES = 32  # selection deals; tutor.analysis.proof confirms on fresh ones
# A three-hand maker must take three tricks alone against two: the heuristic players call
# only with about a trick more than a four-player caller who counts on a partner.
THREE_HAND_CALL_THRESHOLD = 8.0


def call_threshold(variant: Variant) -> float:
    """The hand strength at which the heuristic players call under ``variant``."""
    return THREE_HAND_CALL_THRESHOLD if variant.players == 3 else CALL_THRESHOLD


@dataclass(frozen=True)
class Contract:
    trump: Suit
    maker: int
    alone: bool
    taken: bool  # the turn-up was taken into a hand (by ``taker``)
    # Who took it: None is the dealer; the caller under the British rule (P3, E9).
    taker: int | None = None
    # A defender playing alone (rules-spec E6): their partner sits out too.
    lone_defender: int | None = None


@dataclass(frozen=True)
class Outcome:
    """A played-out hand: who made what, and the points each team scored."""

    contract: Contract | None
    # Four players: team of seats 0/2, team of seats 1/3; three-hand: seats 0, 1, 2.
    points: tuple[int, ...]


@dataclass
class Table:
    """A full deal before (or during) the calling, as one sample of the unseen cards."""

    variant: Variant
    dealer: int
    hands: list[list[Card]]
    upcard: Card

    def order(self) -> list[int]:
        players = self.variant.players
        return [(self.dealer + i) % players for i in range(1, players + 1)]


@functools.lru_cache(maxsize=8)
def contract_solver(
    trump: Suit, makers: frozenset[int], sitting_out: frozenset[int], players: int = 4
) -> DoubleDummy:
    """One solver per contract, reused deal after deal: its transposition table holds only
    true bounds, so the values are the same, and the compiled search's table (about 5 MB)
    is not allocated again for every deal and option."""
    return DoubleDummy(trump, maximizers=makers, sitting_out=sitting_out, players=players)


def play_out(table: Table, contract: Contract, discard: Card | None = None) -> Outcome:
    """Exchange (if the turn-up was taken), then solve the play exactly."""
    hands = [list(h) for h in table.hands]
    dealer = table.dealer
    players = table.variant.players
    if contract.taken:
        taker = dealer if contract.taker is None else contract.taker
        full = [*hands[taker], table.upcard]
        thrown = discard if discard is not None else dealer_discard(full, contract.trump)
        full.remove(thrown)
        hands[taker] = full
    if players == 3:
        # Three-hand: the maker against the other two, nobody sits out (rules-spec 2.4).
        sitting_out: frozenset[int] = frozenset()
        makers = frozenset({contract.maker})
    else:
        out = {(contract.maker + 2) % 4} if contract.alone else set()
        if contract.lone_defender is not None:
            out.add((contract.lone_defender + 2) % 4)
        sitting_out = frozenset(out)
        makers = frozenset({contract.maker, (contract.maker + 2) % 4})
    solver = contract_solver(contract.trump, makers, sitting_out, players)
    masks = [0 if s in sitting_out else to_mask(h) for s, h in enumerate(hands)]
    leader = (dealer + 1) % players
    while leader in sitting_out:
        leader = (leader + 1) % players
    tricks = solver.solve(masks, leader)
    alone = contract.alone and players == 4
    score = score_hand(
        table.variant,
        maker_tricks=tricks,
        alone=alone,
        defender_alone=contract.lone_defender is not None,
    )
    if players == 3:
        seats = [score.defenders] * 3
        seats[contract.maker] = score.makers
        return Outcome(contract, tuple(seats))
    maker_team = contract.maker % 2
    points = [0, 0]
    points[maker_team] = score.makers
    points[1 - maker_team] = score.defenders
    return Outcome(contract, (points[0], points[1]))


def _call_round_one(table: Table, seat: int) -> Contract | None:
    trump = table.upcard.suit
    if trump is None:
        return None
    variant = table.variant
    taker = seat if variant.caller_takes_upcard else table.dealer
    hand = table.hands[seat] + ([table.upcard] if seat == taker else [])
    strength = hand_strength(hand, trump)
    if strength < call_threshold(variant):
        return None
    if variant.players == 3:
        # The maker always plays alone against two; the turn-up goes to its taker.
        return Contract(trump, seat, False, taken=True, taker=taker)
    alone = strength >= ALONE_THRESHOLD
    partner_of_dealer = seat == (table.dealer + 2) % 4
    if partner_of_dealer and variant.canadian_loner:
        alone = True
    dead = alone and partner_of_dealer and not variant.caller_takes_upcard
    return Contract(trump, seat, alone, taken=not dead, taker=taker)


def round_one_call(table: Table, seat: int) -> Contract | None:
    """The heuristic round-one call of ``seat`` (None: pass)."""
    return _call_round_one(table, seat)


def _call_round_two(table: Table, seat: int) -> Contract | None:
    barred = table.upcard.suit
    options = [s for s in SUITS if s is not barred]
    best = max(options, key=lambda s: hand_strength(table.hands[seat], s))
    strength = hand_strength(table.hands[seat], best)
    forced = seat == table.dealer and table.variant.stick_the_dealer
    if strength < call_threshold(table.variant) and not forced:
        return None
    alone = strength >= ALONE_THRESHOLD and table.variant.players == 4
    # P3/E9 (British): the round-two caller adds the turned-down card and discards.
    pickup = table.variant.round_two_pickup
    return Contract(best, seat, alone, taken=pickup, taker=seat if pickup else None)


def round_two_call(table: Table, seat: int) -> Contract | None:
    """The heuristic round-two call of ``seat`` (None: pass)."""
    return _call_round_two(table, seat)


def rest_of_calling(table: Table, after: int, round_number: int) -> Contract | None:
    """The heuristic calls of everyone after seat ``after`` (and round two if needed)."""
    order = table.order()
    start = order.index(after) + 1
    if round_number == 1:
        for seat in order[start:]:
            contract = _call_round_one(table, seat)
            if contract is not None:
                return contract
        start = 0
    for seat in order[start:]:
        contract = _call_round_two(table, seat)
        if contract is not None:
            return contract
    return None


def team_value(outcome: Outcome, team: int, scores: Sequence[int] | None, target: int) -> float:
    """Points for ``team`` minus the opponents', each capped at what the side needs.

    ``team`` is a side: a team of four-player Euchre, a seat of three-hand, where the two
    opponents' points count at their average (either of them may be the one to beat).
    """
    points = list(outcome.points)
    if scores is not None:
        points = [min(p, max(0, target - s)) for p, s in zip(points, scores, strict=True)]
    others = [p for side, p in enumerate(points) if side != team]
    return float(points[team] - sum(others) / len(others))


def sample_table(
    variant: Variant,
    dealer: int,
    seat: int,
    hand: Sequence[Card],
    upcard: Card,
    rng: random.Random,
) -> Table:
    """The caller's hand as given; the other hands dealt from the cards unseen."""
    known = {*hand, upcard}
    pool = [c for c in variant.cards() if c not in known]
    rng.shuffle(pool)
    hands: list[list[Card]] = []
    size = variant.hand_size
    for other in range(variant.players):
        if other == seat:
            hands.append(sorted(hand))
        else:
            hands.append(sorted(pool[:size]))
            pool = pool[size:]
    return Table(variant, dealer, hands, upcard)


@dataclass(frozen=True)
class CallJudgement:
    evaluation: dict[str, float]
    samples: int

    def ranked(self) -> list[tuple[str, float]]:
        return sorted(self.evaluation.items(), key=lambda pair: -pair[1])

    @property
    def best(self) -> str:
        return self.ranked()[0][0]

    @property
    def margin(self) -> float:
        ranked = self.ranked()
        return ranked[0][1] - ranked[1][1] if len(ranked) > 1 else 0.0

    def rounded(self) -> dict[str, float]:
        return {option: round(value, 2) for option, value in self.evaluation.items()}


OptionPlayer = Callable[[Table, str], Outcome]


class OptionJudge:
    """Plays every option out on one sampled deal after another, from a named stream.

    ``"samples"`` chooses positions and ``"confirm"`` proves them (``tutor.analysis.proof``);
    deal ``k`` of a stream is the same however the sampling is staged.
    """

    def __init__(
        self,
        item_id: str,
        options: Sequence[str],
        deal_table: Callable[[random.Random], Table],
        play_option: OptionPlayer,
        team: int,
        *,
        scores: Sequence[int] | None = None,
        target: int = 10,
        stream: str = "samples",
        memory_key: str | None = None,
    ) -> None:
        self.rng = item_rng(item_id, stream)
        # Set by callers that can name the position: then a build may reuse solved deals.
        self.memory_key = None if memory_key is None else f"call|{item_id}|{stream}|{memory_key}"
        self.options = list(options)
        self.deal_table = deal_table
        self.play_option = play_option
        self.team = team
        self.scores = scores
        self.target = target
        self.outcomes: list[dict[str, Outcome]] = []

    def draw_outcomes(self) -> dict[str, Outcome]:
        table = self.deal_table(self.rng)
        index = len(self.outcomes)
        remembered = None if self.memory_key is None else draws.recall(self.memory_key, index)
        if remembered is not None:
            results = {o: Outcome(None, tuple(int(x) for x in p)) for o, p in remembered.items()}
        else:
            results = {option: self.play_option(table, option) for option in self.options}
            if self.memory_key is not None:
                draws.remember(self.memory_key, index, {o: r.points for o, r in results.items()})
        self.outcomes.append(results)
        return results

    def draw(self) -> dict[str, float]:
        """One more deal: each option's value at the item's score."""
        results = self.draw_outcomes()
        return {o: team_value(r, self.team, self.scores, self.target) for o, r in results.items()}

    def draw_neutral(self) -> dict[str, float]:
        """One more deal: each option's value at 0–0 (the hand's points alone)."""
        results = self.draw_outcomes()
        return {o: team_value(r, self.team, None, self.target) for o, r in results.items()}

    def extend(self, samples: int) -> CallJudgement:
        while len(self.outcomes) < samples:
            self.draw_outcomes()
        return rejudge(self.outcomes, self.team, self.scores, self.target)


def judge_options(
    item_id: str,
    options: Sequence[str],
    deal_table: Callable[[random.Random], Table],
    play_option: OptionPlayer,
    team: int,
    *,
    scores: Sequence[int] | None = None,
    target: int = 10,
    samples: int = SAMPLES,
) -> tuple[CallJudgement, list[dict[str, Outcome]]]:
    """Average value of each option over ``samples`` selection deals fixed by the item id."""
    judge = OptionJudge(
        item_id, options, deal_table, play_option, team, scores=scores, target=target
    )
    judgement = judge.extend(samples)
    return judgement, judge.outcomes


def rejudge(
    outcomes: list[dict[str, Outcome]], team: int, scores: Sequence[int] | None, target: int
) -> CallJudgement:
    """The same played-out deals valued at another score."""
    options = list(outcomes[0]) if outcomes else []
    totals = dict.fromkeys(options, 0.0)
    for results in outcomes:
        for option, outcome in results.items():
            totals[option] += team_value(outcome, team, scores, target)
    count = max(1, len(outcomes))
    return CallJudgement({o: t / count for o, t in totals.items()}, len(outcomes))
