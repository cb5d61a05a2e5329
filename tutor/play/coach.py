"""The coach: the best action and why, and a grade for every decision the player makes.

Every option is valued with ``tutor.analysis.evaluate`` from the player's own view, at the
game score, on deals drawn in looks of 64, 128, 256, 512 and 1,024 until every option's
grade is clear (``tutor.play.confidence``); a call's lone hands are valued as they turn out
at the table, as the expert values them (``tutor.play.bots.EXPERT_TABLE_PLAY``). An
option's loss is the best's paired lead over it on the same deals, with a 99% interval
whose 1% error is shared among the looks, as the quiz proofs share theirs
(``tutor.analysis.proof``). A decision is graded by the lower bound of its loss: a grade
worse than Best only where the deals prove at least that threshold's loss; otherwise the
choice is as good as the best within what the deals can tell, and the review says so.

============  ==============================================
grade         loss the deals prove (lower bound), in points
============  ==============================================
Best          at most ``BEST_LOSS`` (0.05)
Good          less than ``GOOD_LOSS`` (0.15)
Inaccuracy    less than ``INACCURACY_LOSS`` (0.3)
Mistake       less than ``MISTAKE_LOSS`` (0.9)
Blunder       0.9 points or more
============  ==============================================

The scale is Euchre's, measured (``benchmarks/grades.py``, standard, 30 deals of club
players against experts at 0-0, every decision with a choice graded by this coach; the
figures are in ``benchmarks/README.md``): the expert's decisions lost nothing provable in
247 of 248 (the other proved 0.02 at least, Best); the club player's proven losses had a
median of 0.17 in the play and 0.28 in the calling, and a 90th percentile of 0.50 and
0.98. So Good is a loss under the club player's typical slip in the play, Inaccuracy one
under its typical slip in the calling, Mistake anything up to its worst tenth, and a
Blunder gives away most of a hand's worth (a hand is worth 1, 2 or 4, a euchre swings 3).
Ordering up with no trump at all proved 0.25 to 0.77 points lost on the three first-seat
positions tried: a Mistake on two, an Inaccuracy on the third. Only decisions with a
choice are graded (a forced play is not a decision).

The reason is the one the lessons teach: the rules-spec §4 principle that fits the
position and the best action (``tutor.quiz.principles``), in the quiz explanations' own
words (``tutor.quiz.kinds.best_play`` and ``calls``), with the lesson section to reread;
a choice that goes against it and proves a loss is told so. Actions that tie with the
best are named as a tie, broken by the rules of thumb as the engine players break it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.analysis.calling import ALONE, ORDER_UP, PASS
from tutor.analysis.evaluate import Evaluation
from tutor.analysis.hearing import COUNT, UNIFORM, hears_others
from tutor.analysis.proof import CONFIDENCE
from tutor.analysis.seeing import play_view
from tutor.engine import (
    Action,
    Card,
    Deal,
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    Phase,
    Play,
    TakeUp,
)
from tutor.play.bots import EXPERT_TABLE_PLAY
from tutor.play.confidence import sample_until, z_for
from tutor.quiz import principles
from tutor.quiz.explaining import ExplanationFact

# Deals are drawn in looks until every option's grade is clear (or 1,024 deals); the 1%
# error of the 99% bounds is shared among the looks, as the quiz proofs share theirs.
COACH_LOOKS = (64, 128, 256, 512, 1024)
COACH_Z = z_for(CONFIDENCE, len(COACH_LOOKS))
# Calibrated on measured losses: see the docstring and benchmarks/README.md.
BEST_LOSS = 0.05
GOOD_LOSS = 0.15
INACCURACY_LOSS = 0.3
MISTAKE_LOSS = 0.9
THRESHOLDS = (BEST_LOSS, GOOD_LOSS, INACCURACY_LOSS, MISTAKE_LOSS)
GRADES: tuple[str, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")


def grade(evaluation: Evaluation, action: str) -> str:
    """The grade of choosing ``action``: by the lower bound of its loss, so a loss the deals
    cannot tell from nothing (or from a smaller one) is not graded as if known."""
    return grade_for(evaluation.loss_bounds(action)[0])


def grade_for(loss: float) -> str:
    """The grade of a decision known to lose at least ``loss`` expected points."""
    if loss <= BEST_LOSS:
        return "best"
    if loss < GOOD_LOSS:
        return "good"
    if loss < INACCURACY_LOSS:
        return "inaccuracy"
    if loss < MISTAKE_LOSS:
        return "mistake"
    return "blunder"


def coach_evaluation(deal: Deal, key: str, scores: Sequence[int] | None) -> Evaluation:
    """Every option's value and loss interval, on deals drawn until each grade is clear."""
    return sample_until(
        deal,
        key=f"coach|{key}",
        scores=scores,
        looks=COACH_LOOKS,
        z=COACH_Z,
        thresholds=THRESHOLDS,
        # The coach hears the calls as the engine players do (``tutor.analysis.hearing``).
        calling_model=COUNT,
        # and values a call's lone hands as they turn out at the table, as the expert
        # does: solved, the two defenders share one mind and never let a loner march.
        table=EXPERT_TABLE_PLAY,
    )


# -- what the coach says: typed facts ------------------------------------------------------
# Each fact holds the values it states and no words; ``tutor.play.sayings`` renders it
# through the message catalogue in the page's language. ``check`` recomputes the fact from
# the position and the evaluation and returns what is false about it (None: it holds).


@dataclass(frozen=True)
class BestValue:
    """Over ``samples`` deals of the unseen cards, ``best`` is worth ``value`` points;
    ``heard``: the deals were drawn as often as they would lead to the calls heard."""

    best: str
    value: float
    samples: int
    heard: bool = False

    def check(self, deal: Deal, evaluation: Evaluation) -> str | None:
        if evaluation.best != self.best:
            return f"the best is {evaluation.best}, not {self.best}"
        if evaluation.values[self.best] != self.value or evaluation.samples != self.samples:
            return f"{self.best} is worth {evaluation.values[self.best]} on {evaluation.samples}"
        if heard_calls(deal, evaluation) != self.heard:
            said = "heard the calls" if self.heard else "were uniform"
            return f"the deals are said to have {said}, read {evaluation.reading}"
        return None


def heard_calls(deal: Deal, evaluation: Evaluation) -> bool:
    """Whether ``evaluation``'s deals were drawn by a calling model that heard a call by
    another seat (the coach hears; with nothing to hear, or no deal that explains the
    calls, its deals are uniform)."""
    seat = deal.to_act
    if evaluation.reading == UNIFORM or seat is None:
        return False
    return hears_others(deal.public_view(seat).calls, seat)


@dataclass(frozen=True)
class TiedWithBest:
    """``others`` are worth exactly what ``best`` is; the rules of thumb chose ``best``."""

    best: str
    others: tuple[str, ...]

    def check(self, deal: Deal, evaluation: Evaluation) -> str | None:
        tied = tuple(a for a in evaluation.tied() if a != self.best)
        if evaluation.best != self.best or tied != self.others or not tied:
            return f"the options tied with {evaluation.best} are {tied}"
        return None


@dataclass(frozen=True)
class ChoiceTies:
    """The player's ``chosen`` is worth exactly as much as the best (``worth``)."""

    chosen: str
    worth: float

    def check(self, deal: Deal, evaluation: Evaluation) -> str | None:
        if self.chosen == evaluation.best or self.chosen not in evaluation.tied():
            return f"{self.chosen} does not tie with the best"
        return _worth_problem(evaluation, self.chosen, self.worth)


@dataclass(frozen=True)
class ChoiceWithinBest:
    """``chosen`` (``worth``) may lose from ``low`` to ``high`` points: graded Best."""

    chosen: str
    worth: float
    low: float
    high: float

    def check(self, deal: Deal, evaluation: Evaluation) -> str | None:
        if self.chosen in evaluation.tied() or grade(evaluation, self.chosen) != "best":
            return f"{self.chosen} is not a Best-graded choice short of a tie"
        low, high = evaluation.loss_bounds(self.chosen)
        if (self.low, self.high) != (max(0.0, low), high):
            return f"{self.chosen} loses {max(0.0, low)} to {high}"
        return _worth_problem(evaluation, self.chosen, self.worth)


@dataclass(frozen=True)
class ChoiceLoses:
    """``chosen`` (``worth``) is ``loss`` points behind the best, at least ``low`` proven."""

    chosen: str
    worth: float
    loss: float
    low: float

    def check(self, deal: Deal, evaluation: Evaluation) -> str | None:
        if grade(evaluation, self.chosen) == "best":
            return f"{self.chosen} proves no loss beyond Best"
        low = evaluation.loss_bounds(self.chosen)[0]
        if (self.loss, self.low) != (evaluation.loss(self.chosen), low):
            return f"{self.chosen} loses {evaluation.loss(self.chosen)}, at least {low}"
        return _worth_problem(evaluation, self.chosen, self.worth)


@dataclass(frozen=True)
class AgainstPrinciple:
    """``chosen`` goes against ``principle``, which the best follows, and proves a loss."""

    principle: str
    chosen: str

    def check(self, deal: Deal, evaluation: Evaluation) -> str | None:
        seat = deal.to_act
        legal = {str(a): a for a in deal.legal_actions()}
        if seat is None or self.chosen not in legal or grade(evaluation, self.chosen) == "best":
            return f"{self.chosen} is no graded loss here"
        if not _breaks(deal, seat, self.principle, legal[self.chosen]):
            return f"{self.chosen} does not go against {self.principle}"
        return None


@dataclass(frozen=True)
class KeepTrumpsAndAces:
    """The dealer's discard (rules-spec A-4): keep trumps and aces, throw ``card``."""

    card: Card

    def check(self, deal: Deal, evaluation: Evaluation) -> str | None:
        upcard = deal.upcard
        seat = deal.to_act
        if upcard is None or seat is None or deal.phase is not Phase.DISCARD:
            return "no dealer's discard to make"
        dealt = tuple(c for c in deal.public_view(seat).hand if c != upcard)
        if not principles.fits("A-4", principles.DealerDiscard(dealt, upcard, self.card)):
            return f"discarding {self.card} does not follow A-4"
        return None


@dataclass(frozen=True)
class CallReason:
    """The calling lesson's reason for the best call, as the quiz explanations state it:
    their facts about this hand (``offer_facts.principle_facts`` in round one,
    ``naming_facts.naming_principle_facts`` in round two), worded through the catalogue
    (``tutor.play.sayings``)."""

    principle: str
    round: int
    facts: tuple[ExplanationFact, ...]

    def check(self, deal: Deal, evaluation: Evaluation) -> str | None:
        seat = deal.to_act
        legal = {str(a): a for a in deal.legal_actions()}
        if seat is None or evaluation.best not in legal:
            return "no decision to explain"
        principle, _themes, reason = _reason(deal, seat, legal[evaluation.best])
        if principle != self.principle or reason != self:
            return f"the reason here is {principle}"
        return None


@dataclass(frozen=True)
class PrincipleReason:
    """The lesson's reason for the best card, as the quiz explanations state it: the facts
    of the principle's line (``best_play.principle_facts``), worded through the catalogue
    (``tutor.play.sayings``)."""

    principle: str
    facts: tuple[ExplanationFact, ...]

    def check(self, deal: Deal, evaluation: Evaluation) -> str | None:
        seat = deal.to_act
        legal = {str(a): a for a in deal.legal_actions()}
        if seat is None or evaluation.best not in legal:
            return "no decision to explain"
        principle, _themes, reason = _reason(deal, seat, legal[evaluation.best])
        if principle != self.principle or reason != self:
            return f"the reason here is {principle}"
        return None


CoachFact = (
    BestValue
    | TiedWithBest
    | ChoiceTies
    | ChoiceWithinBest
    | ChoiceLoses
    | AgainstPrinciple
    | KeepTrumpsAndAces
    | CallReason
    | PrincipleReason
)


def _worth_problem(evaluation: Evaluation, chosen: str, worth: float) -> str | None:
    if evaluation.values[chosen] != worth:
        return f"{chosen} is worth {evaluation.values[chosen]}, not {worth}"
    return None


@dataclass(frozen=True)
class Advice:
    """The best action, what the coach says of it (facts, in the order read), and the
    principle behind it."""

    best: str
    facts: tuple[CoachFact, ...]
    principle: str | None
    themes: tuple[str, ...]

    def problems(self, deal: Deal, evaluation: Evaluation) -> list[str]:
        """What is false about the advice for this position and evaluation."""
        return [
            f"{type(fact).__name__}: {problem}"
            for fact in self.facts
            if (problem := fact.check(deal, evaluation)) is not None
        ]


def advise(deal: Deal, evaluation: Evaluation, chosen: str | None = None) -> Advice:
    """Why the best action is best here; with ``chosen``, how much the choice lost and,
    where it lost for certain and breaks the principle the best follows, that it does."""
    seat = deal.to_act
    if seat is None:
        raise ValueError("the hand is over")
    legal = {str(a): a for a in deal.legal_actions()}
    best = legal[evaluation.best]
    principle, themes, reason = _reason(deal, seat, best)
    facts: list[CoachFact] = []
    if reason is not None:
        facts.append(reason)
    facts.append(
        BestValue(
            str(best),
            evaluation.values[str(best)],
            evaluation.samples,
            heard_calls(deal, evaluation),
        )
    )
    others = tuple(a for a in evaluation.tied() if a != str(best))
    if others:
        facts.append(TiedWithBest(str(best), others))
    if chosen is not None and chosen != str(best) and chosen in legal:
        facts.append(_choice_fact(evaluation, chosen))
        if (
            principle is not None
            and reason is not None
            and grade(evaluation, chosen) != "best"
            and _breaks(deal, seat, principle, legal[chosen])
        ):
            facts.append(AgainstPrinciple(principle, chosen))
    return Advice(str(best), tuple(facts), principle, themes)


def _choice_fact(evaluation: Evaluation, chosen: str) -> CoachFact:
    """What the player's own choice is worth, and how sure the deals are of its loss."""
    worth = evaluation.values[chosen]
    low, high = evaluation.loss_bounds(chosen)
    if chosen in evaluation.tied():
        return ChoiceTies(chosen, worth)
    if grade(evaluation, chosen) == "best":
        return ChoiceWithinBest(chosen, worth, max(0.0, low), high)
    return ChoiceLoses(chosen, worth, evaluation.loss(chosen), low)


# -- the lesson behind the best action ----------------------------------------------------

_CALL_PRINCIPLES_ONE = ("A-10", "A-9", "A-11", "S0-3")
_CALL_PRINCIPLES_TWO = ("A-2", "A-3", "S0-3")


def _reason(
    deal: Deal, seat: int, best: Action
) -> tuple[str | None, tuple[str, ...], PrincipleReason | KeepTrumpsAndAces | CallReason | None]:
    """(principle, themes, sentence) for the best action, where a principle fits it."""
    try:
        if deal.phase is Phase.PLAY and isinstance(best, Play):
            return _play_reason(deal, seat, best)
        if deal.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO) and _partnership_calls(deal):
            return _call_reason(deal, seat, best)
        if deal.phase is Phase.DISCARD and isinstance(best, Discard):
            return _discard_reason(deal, seat, best)
    except (KeyError, TypeError, ValueError):
        # A principle's words are written for the positions quizzes teach; where one does
        # not apply to an unusual table (a joker, a house rule), the value sentence stands.
        return None, (), None
    return None, (), None


def _play_reason(
    deal: Deal, seat: int, best: Play
) -> tuple[str | None, tuple[str, ...], PrincipleReason | None]:
    from tutor.quiz.kinds import best_play
    from tutor.quiz.kinds.best_play.fact_types import Unconverted

    view = play_view(deal.public_view(seat))
    situation = principles.Situation(view.position, seat)
    themes = best_play.themes_of(situation, best.card)
    principle = best_play.principle_of(themes, None)
    if principle is None:
        return None, tuple(themes), None
    try:
        facts = best_play.principle_facts(principle, situation, best.card)
    except Unconverted:
        return principle, tuple(themes), None  # a line no explanation says: the value stands
    return principle, tuple(themes), PrincipleReason(principle, facts)


def _partnership_calls(deal: Deal) -> bool:
    """Whether the calling principles' sentences (written for four players with partners,
    where the dealer takes the turn-up) describe this table: not three-hand (no partner),
    not a table where the caller takes the card (British), not with a joker turned up."""
    variant = deal.variant
    return deal.players == 4 and not variant.round_two_pickup and not variant.joker


def _call_code(action: Action) -> str:
    if isinstance(action, Pass):
        return PASS
    if isinstance(action, OrderUp | TakeUp):
        return ALONE if action.alone else ORDER_UP
    if isinstance(action, NameTrump):
        return action.suit.code
    raise ValueError(str(action))


def _call_of(deal: Deal, seat: int, action: Action) -> principles.Call | None:
    """The call as the calling principles read it (None: a call they do not judge)."""
    upcard = deal.upcard
    if upcard is None or upcard.suit is None:
        return None
    round_number = 1 if deal.phase is Phase.ROUND_ONE else 2
    if round_number == 2 and isinstance(action, NameTrump) and action.alone:
        return None
    stuck = round_number == 2 and seat == deal.dealer and deal.variant.stick_the_dealer
    return principles.Call(
        deal.dealer,
        seat,
        tuple(deal.public_view(seat).hand),
        upcard,
        round_number,
        _call_code(action),
        stuck=stuck,
        target=deal.variant.target,
        canadian_loner=deal.variant.canadian_loner,
    )


def _call_reason(
    deal: Deal, seat: int, best: Action
) -> tuple[str | None, tuple[str, ...], CallReason | None]:
    from tutor.quiz.kinds import calls
    from tutor.quiz.kinds.calls.naming_facts import naming_principle_facts
    from tutor.quiz.kinds.calls.offer_facts import principle_facts

    call = _call_of(deal, seat, best)
    if call is None:
        return None, (), None
    hand, upcard, code = call.hand, call.upcard, call.action
    candidates: tuple[str, ...] = _CALL_PRINCIPLES_ONE if call.round == 1 else _CALL_PRINCIPLES_TWO
    if code != ALONE:
        # A call with the partner ("Pick it up", "Order it up") is explained by why to call,
        # not by A-9's why not to go alone, which also fits it: A-9 only where nothing else does.
        candidates = tuple(sorted(candidates, key=lambda principle: principle == "A-9"))
    for principle in candidates:
        if principle == "A-10":
            continue  # the score sentence needs the quiz's score fields; the value says it
        if principles.fits(principle, call):
            if call.round == 1:
                offer = calls.Offer(deal.variant, deal.dealer, seat, list(hand), upcard, None)
                facts = principle_facts(offer, principle, code)
            else:
                naming = calls.Naming(deal.variant, deal.dealer, seat, list(hand), upcard)
                facts = naming_principle_facts(naming, principle, code)
            return principle, (), CallReason(principle, call.round, tuple(facts))
    return None, (), None


def _breaks(deal: Deal, seat: int, principle: str, chosen: Action) -> bool:
    """Whether ``chosen`` goes against ``principle`` where the best action follows it."""
    decision: principles.Decision | None = None
    try:
        if deal.phase is Phase.PLAY and isinstance(chosen, Play):
            view = play_view(deal.public_view(seat))
            decision = principles.Play(principles.Situation(view.position, seat), chosen.card)
        elif deal.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO) and _partnership_calls(deal):
            decision = _call_of(deal, seat, chosen)
        elif deal.phase is Phase.DISCARD and isinstance(chosen, Discard):
            upcard = deal.upcard
            if upcard is not None:
                dealt = tuple(c for c in deal.public_view(seat).hand if c != upcard)
                decision = principles.DealerDiscard(dealt, upcard, chosen.card)
        return decision is not None and not principles.fits(principle, decision)
    except (KeyError, TypeError, ValueError):
        return False


def _discard_reason(
    deal: Deal, seat: int, best: Discard
) -> tuple[str | None, tuple[str, ...], KeepTrumpsAndAces | None]:
    upcard = deal.upcard
    trump = deal.trump
    if upcard is None or trump is None:
        return None, (), None
    dealt = tuple(c for c in deal.public_view(seat).hand if c != upcard)
    if len(dealt) != deal.variant.hand_size:
        return None, (), None
    if not principles.fits("A-4", principles.DealerDiscard(dealt, upcard, best.card)):
        return None, (), None
    return "A-4", (), KeepTrumpsAndAces(best.card)
