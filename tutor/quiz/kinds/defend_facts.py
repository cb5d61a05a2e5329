"""defend-alone's position and what its explanation says (``tutor.quiz.kinds.defend``
generates, judges and checks the items; words: ``tutor.web.explanation.defend``).

``Defence`` is the position read from an item: who made which trump, alone or not, and the
first defender's hand. What a euchre or a made hand scores and how the counts of the
confirming deals (``lone_outcomes``) compare are read here, because both the explanation
facts and the kind's themes weigh them. Each fact is made from the stored position, counts
and evaluation alone (nothing played out); its check makes it again and compares.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import CallJudgement, Contract
from tutor.analysis.position import item_variant
from tutor.engine import Card, Suit, Variant, card_power, is_trump, parse_card
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.words import made_points

DEFEND_ALONE = "defend-alone"
TOGETHER = "defend-together"
OPTIONS = (DEFEND_ALONE, TOGETHER)

# Rules-spec §4 states no advice on defending alone, so the set's default is what its deals
# measured, and a counter-example's note says so, never calling it "the usual advice".
COUNTER_RULES = ("defend-together",)


@dataclass(frozen=True)
class Defence:
    """``maker`` has made ``trump`` (alone or not) in round one or two; the defender
    ``seat``, on the maker's left, is the first to be offered to defend alone."""

    variant: Variant
    dealer: int
    maker: int
    alone: bool  # the maker plays alone
    hand: list[Card]  # the defender's five cards
    upcard: Card
    round: int
    trump: Suit
    scores: list[int] | None = None

    @property
    def seat(self) -> int:
        return (self.maker + 1) % 4

    @property
    def taker(self) -> int | None:
        """Who took the turn-up into a hand: the caller where the caller takes it (P3, and
        in round two where the turned-down card is picked up), else the dealer in round one
        unless he sits out behind his lone partner (E4: the card is dead); nobody after it
        is turned down."""
        variant = self.variant
        if self.round == 2:
            return self.maker if variant.round_two_pickup else None
        if variant.caller_takes_upcard:
            return self.maker
        if self.alone and self.maker == (self.dealer + 2) % 4:
            return None
        return self.dealer

    def order(self) -> list[int]:
        return [(self.dealer + i) % 4 for i in range(1, 5)]

    def spoke(self) -> list[tuple[int, int]]:
        """(seat, round) of every pass before the call, in order."""
        order = self.order()
        if self.round == 1:
            return [(s, 1) for s in order[: order.index(self.maker)]]
        return [(s, 1) for s in order] + [(s, 2) for s in order[: order.index(self.maker)]]

    def contract(self, lone_defender: bool) -> Contract:
        taker = self.taker
        return Contract(
            self.trump,
            self.maker,
            self.alone,
            taken=taker is not None,
            taker=taker,
            lone_defender=self.seat if lone_defender else None,
        )


def defence_from_item(item: Mapping[str, Any]) -> Defence:
    scores = item.get("scores")
    return Defence(
        item_variant(item),
        int(item["dealer"]),
        int(item["maker"]),
        bool(item["alone"]),
        [parse_card(str(c)) for c in item["hand"]],
        parse_card(str(item["upcard"])),
        int(item["round"]),
        Suit.parse(str(item["trump"])),
        None if scores is None else [int(s) for s in scores],
    )


# -- what the confirming deals counted ------------------------------------------------------


def euchre_share(outcomes: Mapping[str, Mapping[str, int]], option: str) -> float:
    """The share of deals on which the makers were euchred under ``option``."""
    counts = outcomes[option]
    return counts["euchred"] / max(1, sum(counts.values()))


def _euchre_points(defence: Defence) -> tuple[int, int]:
    """What a euchre scores: defending alone, and defending together (P2, E6)."""
    v = defence.variant
    return v.lone_defender_euchre_points, v.lone_euchre_points if defence.alone else v.euchre_points


def _worth_alone(defence: Defence, outcomes: Mapping[str, Mapping[str, int]]) -> bool:
    """The set's rule holds: the lone defence's euchres, at 4 points, add up to at least
    the partnership's at 2 (alone euchres at least half as often)."""
    lone, pair = _euchre_points(defence)
    alone = lone * euchre_share(outcomes, DEFEND_ALONE)
    return alone > 0 and alone >= pair * euchre_share(outcomes, TOGETHER)


def _maker_points(
    defence: Defence, outcomes: Mapping[str, Mapping[str, int]], option: str
) -> float:
    """The makers' average points per deal under ``option``: 1 for three or four tricks,
    the march's points for five."""
    v = defence.variant
    march = v.lone_march_points if defence.alone else v.march_points
    counts = outcomes[option]
    return (counts["made"] + march * counts["march"]) / max(1, sum(counts.values()))


def euchre_wins_game(defence: Defence, points: int) -> bool:
    """A euchre worth ``points`` ends the game for the defenders at the item's score (at or
    past the target, two clear where the game is won by two)."""
    if defence.scores is None:
        return False
    ours, theirs = defence.scores[defence.seat % 2], defence.scores[1 - defence.seat % 2]
    reached = ours + points >= defence.variant.target
    return reached and (not defence.variant.win_by_two or ours + points - theirs >= 2)


def _less_than_half(outcomes: Mapping[str, Mapping[str, int]]) -> bool:
    """The lone defence euchres less than half as often as the partnership (counts)."""
    return 2 * outcomes[DEFEND_ALONE]["euchred"] < outcomes[TOGETHER]["euchred"]


# -- explanation facts ------------------------------------------------------------------------
# What the explanation says, from the position and the stored counts alone (words:
# tutor.web.explanation.defend). Each fact's check makes the fact again and compares.


def _outcomes_of(item: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    return {o: {r: int(n) for r, n in item["lone_outcomes"][o].items()} for o in OPTIONS}


@explanation_fact("lone-euchre-worth-more", counter_note=True)
@dataclass(frozen=True)
class LoneEuchreWorthMore:
    """A counter-example's note: defending alone, a euchre scores ``alone`` points instead of
    ``together`` (the scoring rule, E6, in the variant's points), and the deals show that
    worth more than the partner's help. No rule of play is claimed."""

    alone: int
    together: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lone_euchre_worth_more(item)
        return None if actual == self else f"the note is {actual}"


def lone_euchre_worth_more(item: Mapping[str, Any]) -> LoneEuchreWorthMore | None:
    if [str(a) for a in item["answer"]] != [DEFEND_ALONE]:
        return None
    variant = item_variant(item)
    return LoneEuchreWorthMore(variant.lone_defender_euchre_points, variant.euchre_points)


def counter_fact(item: Mapping[str, Any], rule: str) -> LoneEuchreWorthMore | None:
    """The note of a lone defence proven worth more, a counter-example to ``rule``."""
    return lone_euchre_worth_more(item) if rule in COUNTER_RULES else None


@explanation_fact("defender-trumps", position=True)
@dataclass(frozen=True)
class DefenderTrumps:
    """``trump`` was made (by a lone maker when ``alone``); the defender holds ``trumps``,
    highest first."""

    trump: str
    alone: bool
    trumps: tuple[str, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = defender_trumps(item)
        return None if actual == self else f"the hand holds {actual}"


def defender_trumps(item: Mapping[str, Any]) -> DefenderTrumps:
    defence = defence_from_item(item)
    trump = defence.trump
    held = sorted(
        (c for c in defence.hand if is_trump(c, trump)), key=lambda c: -card_power(c, trump, trump)
    )
    return DefenderTrumps(trump.code, defence.alone, tuple(c.code for c in held))


@explanation_fact("lone-defence-scoring")
@dataclass(frozen=True)
class LoneDefenceScoring:
    """What the hand scores: ``lone`` for a lone defender's three tricks; else the makers'
    ``made`` for ``made_from`` to ``made_to`` tricks and ``march`` for a march; ``pair`` for
    a partnership euchre (the variant's own scoring, issue 10)."""

    lone: int
    made: int
    made_from: int
    made_to: int
    march: int
    pair: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lone_defence_scoring(item)
        return None if actual == self else f"the variant scores {actual}"


def lone_defence_scoring(item: Mapping[str, Any]) -> LoneDefenceScoring:
    defence = defence_from_item(item)
    v = defence.variant
    pair = v.lone_euchre_points if defence.alone else v.euchre_points
    march = v.lone_march_points if defence.alone else v.march_points
    made = made_points(v, alone=defence.alone)
    return LoneDefenceScoring(
        v.lone_defender_euchre_points, made, v.tricks_to_make, v.hand_size - 1, march, pair
    )


@explanation_fact("defence-outcomes")
@dataclass(frozen=True)
class DefenceOutcomes:
    """On ``samples`` confirming deals: how often each defence took three tricks (alone) or
    euchred the makers (together), and how often the makers marched."""

    samples: int
    alone_euchred: int
    alone_march: int
    pair_euchred: int
    pair_march: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = defence_outcomes(item)
        return None if actual == self else f"the stored counts are {actual}"


def defence_outcomes(item: Mapping[str, Any]) -> DefenceOutcomes:
    outcomes = _outcomes_of(item)
    alone, pair = outcomes[DEFEND_ALONE], outcomes[TOGETHER]
    return DefenceOutcomes(
        int(item["samples"]), alone["euchred"], alone["march"], pair["euchred"], pair["march"]
    )


@explanation_fact("points-needed")
@dataclass(frozen=True)
class PointsNeeded:
    """At a score where one hand can end the game, your side needs ``ours`` and the makers
    ``theirs``: points beyond that count for nothing (``team_value`` caps them)."""

    ours: int
    theirs: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = points_needed(defence_from_item(item))
        return None if actual == self else f"the score says {actual}"


def points_needed(defence: Defence) -> PointsNeeded | None:
    if defence.scores is None:
        return None
    target = defence.variant.target
    ours, theirs = defence.scores[defence.seat % 2], defence.scores[1 - defence.seat % 2]
    need_ours, need_theirs = target - ours, target - theirs
    biggest = max(defence.variant.lone_defender_euchre_points, defence.variant.lone_march_points)
    if min(need_ours, need_theirs) >= biggest:
        return None
    return PointsNeeded(need_ours, need_theirs)


# The verdict's cases: "any-euchre-wins" (any euchre ends the game: only how often counts),
# "alone-worth-more", "march-decides" (euchres rare either way, the lone defence lets the
# makers march), "alone-never" (no deal gave the lone defence its points), "alone-rarer"
# (the lone euchres, ``often`` times rarer, are worth less), "falls-short" (the lone
# euchres are worth as much, but the makers score more where it falls short).
VERDICTS = (
    "any-euchre-wins",
    "alone-worth-more",
    "march-decides",
    "alone-never",
    "alone-rarer",
    "falls-short",
)


@explanation_fact("defence-verdict")
@dataclass(frozen=True)
class DefenceVerdict:
    """Why ``answer`` is worth more, by ``case`` (see VERDICTS), with a lone euchre worth
    ``lone`` and a partnership one ``pair``. ``lone_wins_game``: at this score a lone euchre
    wins the game and a partnership one does not. ``often``: the largest n up to 10 with n
    times the lone euchres short of the partnership's (1: not even twice). ``march_too``: the
    lone defence also lets the makers march on at least a twentieth more of the deals.
    ``alone_cost``/``pair_cost``: the makers' average points a hand (falls-short only).
    ``capped``: the score caps what a euchre is worth."""

    case: str
    answer: str
    lone: int
    pair: int
    lone_wins_game: bool
    often: int
    march_too: bool
    alone_cost: float
    pair_cost: float
    capped: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = defence_verdict(item)
        return None if actual == self else f"the counts say {actual}"


def how_often(outcomes: Mapping[str, Mapping[str, int]]) -> int:
    """How the lone defence's euchres compare with the partnership's, from the counts
    (review 6: "less than half as often" for 5% against 60%): the largest n up to 10 with n
    times the lone euchres still short of the partnership's; 1 where not even twice."""
    lone, pair = outcomes[DEFEND_ALONE]["euchred"], outcomes[TOGETHER]["euchred"]
    n = min(10, -(-pair // lone) - 1) if lone else 10
    return max(1, n)


def defence_verdict(item: Mapping[str, Any]) -> DefenceVerdict:
    defence = defence_from_item(item)
    outcomes = _outcomes_of(item)
    answer = str(item["answer"][0])
    lone, pair = _euchre_points(defence)
    total = sum(outcomes[DEFEND_ALONE].values())
    alone_euchred, pair_euchred = outcomes[DEFEND_ALONE]["euchred"], outcomes[TOGETHER]["euchred"]
    march_alone, march_pair = outcomes[DEFEND_ALONE]["march"], outcomes[TOGETHER]["march"]
    ends = euchre_wins_game(defence, lone) and not euchre_wins_game(defence, pair)
    capped = points_needed(defence) is not None

    def verdict(case: str, **rest: Any) -> DefenceVerdict:
        fields: dict[str, Any] = {
            "often": 0,
            "march_too": False,
            "alone_cost": 0.0,
            "pair_cost": 0.0,
            "capped": False,
        }
        fields.update(rest)
        return DefenceVerdict(case, answer, lone, pair, ends, **fields)

    if euchre_wins_game(defence, pair) and (answer == TOGETHER) != (alone_euchred > pair_euchred):
        # Any euchre ends the game: 4 points are worth no more than 2, only how often counts.
        return verdict("any-euchre-wins")
    if answer == DEFEND_ALONE:
        return verdict("alone-worth-more")
    if not _worth_alone(defence, outcomes):
        rare = 20 * max(alone_euchred, pair_euchred) < total
        if march_alone > march_pair and (rare or not _less_than_half(outcomes)):
            return verdict("march-decides")
        # A further reason only when it is one: a few deals' difference is none.
        march_too = 20 * (march_alone - march_pair) >= total
        if alone_euchred == 0:
            return verdict("alone-never", march_too=march_too)
        return verdict("alone-rarer", often=how_often(outcomes), march_too=march_too)
    return verdict(
        "falls-short",
        alone_cost=_maker_points(defence, outcomes, DEFEND_ALONE),
        pair_cost=_maker_points(defence, outcomes, TOGETHER),
        capped=capped,
    )


@explanation_fact("defence-values")
@dataclass(frozen=True)
class DefenceValues:
    """The expected points of each option, best first (``capped``: at a score that caps
    them), and the ``best`` option."""

    values: tuple[tuple[str, float], ...]
    best: str
    capped: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = defence_values(item)
        return None if actual == self else f"the evaluation says {actual}"


def defence_values(item: Mapping[str, Any]) -> DefenceValues:
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    capped = points_needed(defence_from_item(item)) is not None
    return DefenceValues(tuple(judgement.ranked()), judgement.best, capped)


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored defend-alone item says, from its position, counts
    and evaluation (nothing played out)."""
    said: list[ExplanationFact] = [
        defender_trumps(item),
        lone_defence_scoring(item),
        defence_outcomes(item),
    ]
    needed = points_needed(defence_from_item(item))
    if needed is not None:
        said.append(needed)
    said.extend([defence_verdict(item), defence_values(item)])
    return said
