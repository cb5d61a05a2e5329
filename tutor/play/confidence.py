"""How sure a sampled evaluation is, and sampling on until it is sure enough.

``tutor.analysis.evaluate`` values every option on each sampled deal of the unseen cards.
Here those per-deal values are kept, so each option's loss against the best has an
interval, not just a mean: the best's paired lead over the option on the same deals,
``mean ± z · sd / √n`` (``tutor.analysis.proof.Lead``, the quizzes' statistics).

Deals are drawn in looks (e.g. 64, 128, … 1,024) and the drawing stops at the first look
where what the caller needs is clear (``sample_until``): the coach, every option's grade
(``tutor.play.coach``); the expert, its best option's lead over every other. The 1%
(coach) error is shared among the looks (Bonferroni), as the quiz proofs share theirs, so
stopping at the first clear look keeps the stated confidence.

Options that tie (the same mean over the same deals, e.g. the K and the Q of a suit when
the cards between them are gone) are named as a tie, and the best among them is the one
the rules of thumb play (``tutor.analysis.heuristic``), as an engine player breaks the tie:
a player at the table can tell apart what solved deals cannot (spend the low trump, keep
the bower).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import replace
from statistics import NormalDist

from tutor.analysis.evaluate import TIE, Evaluation, TablePlay, option_draws
from tutor.analysis.hearing import CallingModel, HearingBudgetSpent, HearingError
from tutor.analysis.heuristic import heuristic_action
from tutor.analysis.proof import lead_of
from tutor.analysis.sampling import item_rng
from tutor.engine import Deal


def z_for(confidence: float, looks: int) -> float:
    """The one-sided z of ``confidence``, its error shared over ``looks`` looks."""
    return NormalDist().inv_cdf(1 - (1 - confidence) / max(1, looks))


def summarise(deal: Deal, deals: Sequence[Mapping[str, float]], key: str, z: float) -> Evaluation:
    """Means, each option's loss interval against the best, and the best named among ties.

    An option no longer drawn (``sample_until``'s settled ones) is judged on the deals
    that valued it, paired with the best's values on the same deals.
    """
    if not deals:
        raise ValueError("an evaluation needs at least one deal")
    order = list(deals[0])
    n = len(deals)
    means = {o: math.fsum(d[o] for d in deals if o in d) / _count(deals, o) for o in order}
    top = max(means[o] for o in order if o in deals[-1])
    tied = [o for o in order if o in deals[-1] and means[o] >= top - TIE]
    named = tie_break(deal, tied, key)
    bounds: dict[str, tuple[float, float]] = {}
    for option in order:
        lead = lead_of([d[named] - d[option] for d in deals if option in d])
        if lead.sd == 0.0 or n < 2:
            bounds[option] = (max(0.0, lead.mean), max(0.0, lead.mean))
            continue
        half = z * lead.sd / math.sqrt(lead.samples)
        bounds[option] = (lead.mean - half, lead.mean + half)
    return Evaluation(means, n, bounds, named)


def _count(deals: Sequence[Mapping[str, float]], option: str) -> int:
    return sum(1 for d in deals if option in d)


def tie_break(deal: Deal, tied: Sequence[str], key: str) -> str:
    """Among actions worth the same, the one the rules of thumb take (else the first)."""
    if len(tied) == 1:
        return tied[0]
    preferred = str(heuristic_action(deal, item_rng(key, "tie")))
    return preferred if preferred in tied else tied[0]


def sample_until(
    deal: Deal,
    *,
    key: str,
    scores: Sequence[int] | None,
    looks: Sequence[int],
    z: float,
    thresholds: Sequence[float],
    budget: int | None = None,
    calling_model: CallingModel | None = None,
    hearing_budget: int | None = None,
    table: TablePlay | None = None,
    drop_settled_plays: bool = False,
    own_lean: float = 0.0,
) -> Evaluation:
    """Draw deals look by look until every option is settled or the last look is reached.

    ``calling_model`` deals the unseen cards in proportion to the calls heard
    (``tutor.analysis.hearing``); where no deal explains the calls, the deals are uniform
    again and the evaluation's ``reading`` says so. ``hearing_budget`` bounds the uniform
    deals the hearing sampler may try (an engine player's time): once it is spent the
    evaluation rests on the deals kept so far, or, with fewer than the first look's, on
    uniform deals (the calls read too rarely to tell within the budget).

    An option is settled when its loss interval holds none of ``thresholds``: the coach's
    grade boundaries (its grade is known), or for an engine player 0 (it is known to be
    worse than the best, or ties with it). A settled option is played out no more (before
    the play each option is a playout of its own), so the deals go to the options still
    in question; in the play the same holds with ``drop_settled_plays`` (an engine
    player's choice: the coach grades every card on every deal). With ``budget``, no look
    is begun that could take the option values drawn (before the play: the playouts) past
    it. ``table`` reads the calls' solved playouts as they turn out at the table
    (``tutor.analysis.evaluate.TablePlay``). ``own_lean``: the seat's own later calls in
    the calls' playouts are the count's with this lean (``tutor.analysis.evaluate.playout``).
    """
    if not looks:
        raise ValueError("at least one look")
    if calling_model is not None:
        try:
            heard = _sample_looks(
                deal,
                key,
                scores,
                looks,
                z,
                thresholds,
                budget,
                calling_model,
                hearing_budget,
                table,
                drop_settled_plays,
                own_lean,
            )
            return replace(heard, reading=calling_model.name)
        except HearingError:
            pass  # no deal explains the calls: the uniform reading
    return _sample_looks(
        deal,
        key,
        scores,
        looks,
        z,
        thresholds,
        budget,
        None,
        None,
        table,
        drop_settled_plays,
        own_lean,
    )


def _sample_looks(
    deal: Deal,
    key: str,
    scores: Sequence[int] | None,
    looks: Sequence[int],
    z: float,
    thresholds: Sequence[float],
    budget: int | None,
    calling_model: CallingModel | None,
    hearing_budget: int | None = None,
    table: TablePlay | None = None,
    drop_settled_plays: bool = False,
    own_lean: float = 0.0,
) -> Evaluation:
    draw = option_draws(
        deal,
        key=key,
        scores=scores,
        calling_model=calling_model,
        hearing_budget=hearing_budget,
        table=table,
        solve_named_plays=drop_settled_plays,
        own_lean=own_lean,
    )
    deals: list[dict[str, float]] = []
    live: set[str] | None = None
    spent = 0
    for index, look in enumerate(looks):
        try:
            while len(deals) < look:
                deals.append(draw(live))
                spent += len(deals[-1])
        except HearingBudgetSpent:
            if len(deals) < looks[0]:
                raise  # too few deals to judge by: the caller reads the calls as uniform
            return summarise(deal, deals, key, z)
        evaluation = summarise(deal, deals, key, z)
        unsettled = {
            option
            for option, (low, high) in evaluation.bounds.items()
            if _straddles(low, high, thresholds)
        }
        if not unsettled or index == len(looks) - 1:
            return evaluation
        # Only ever fewer: every option still drawn has a value on every deal so far, so
        # the best is always paired with the options on the deals that valued them.
        live = (unsettled | {evaluation.best}) & (set(evaluation.values) if live is None else live)
        if budget is not None and spent + (looks[index + 1] - look) * len(live) > budget:
            return evaluation
    raise ValueError("the looks must be increasing")


def _straddles(low: float, high: float, thresholds: Sequence[float]) -> bool:
    return any(low < threshold <= high for threshold in thresholds)
