"""Engine players in three strengths. Each sees only its own seat's view.

* ``beginner``: the rules of thumb (``tutor.analysis.heuristic``) with human mistakes: a hand
  misjudged by up to a point or so when calling, and one card in five played at random.
* ``club``: calls by the rules of thumb without the beginner's misjudgements, and plays
  with the judge on few samples (``CLUB_SAMPLES`` deals of the unseen cards), so close
  plays come out noisy; points count the same at any score.
* ``expert``: the game score (points past what a side needs count for nothing, A-10),
  and deals drawn in looks until the best option's lead over every other has a 95% lower
  bound above zero (``tutor.play.confidence``): from 16 deals (most plays are clear
  there) up to ``EXPERT_PLAY_LOOKS``' last look in the play and, before it, up to
  ``EXPERT_CALL_PLAYOUTS`` playouts (a playout plays one option out on one deal); an
  option known to be worse is played out (in the play: solved) no more. A call's playouts
  are solved with every card visible and then read as such hands turn out at the table
  (``EXPERT_TABLE_PLAY``): solved, the defenders of a lone hand share one mind and never
  let a four-trick loner march; at the table they cannot see each other's cards. In a
  call's playouts every seat, the expert too, calls by the count (``EXPERT_KNOWS_ITS_CALLS``
  would make the expert's own later calls on its measured lean: no gain measured).
  At a score where its side needs 2 points or fewer it never goes or defends alone
  (A-10: a lone march scores no more there, and a partner's cards never cost tricks).

Both sampling strengths hear the table: the unseen cards are dealt in proportion to the
likelihood of the calls made (``tutor.analysis.hearing``), Bid Euchre's bids included. The
expert's hearing sampler may try ``EXPERT_HEARING_TRIES`` uniform deals per decision (calls
that few deals explain would otherwise cost seconds): past that it decides on the heard
deals kept, or, with fewer than its first look, on uniform deals (the evaluation says so).

Clear calls are not sampled: a hand far below the calling count (or far above it)
passes (or calls) by the count, which is where sampling would agree anyway, so the time
goes to the close decisions.

A bot's random choices come from the decision's ``key`` (game, hand, move, strength)
and never from the hidden cards, so its decisions are a function of its view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutor.analysis.deal import CALL_THRESHOLD, hand_strength
from tutor.analysis.evaluate import (
    TIE,
    Evaluation,
    SolvedKind,
    TablePlay,
    evaluate,
    table_shares,
)
from tutor.analysis.hearing import COUNT, CallingModel, leaning
from tutor.analysis.heuristic import heuristic_action
from tutor.analysis.sampling import item_rng
from tutor.engine import (
    Action,
    Deal,
    DefendAlone,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Phase,
    TakeUp,
    Variant,
)
from tutor.play.confidence import sample_until, tie_break, z_for

STRENGTHS: tuple[str, ...] = ("beginner", "club", "expert")
BEGINNER_NOISE = 0.2
CLUB_SAMPLES = 8
EXPERT_PLAY_LOOKS = (16, 32, 64, 128, 256)
EXPERT_CALL_LOOKS = (16, 32, 64, 128, 256, 512)
EXPERT_CALL_PLAYOUTS = 320
EXPERT_CONFIDENCE = 0.95
# Uniform deals the hearing sampler may try for one decision (a tenth to a third of a
# second where the calls are hard to explain: 16-50 us a try in Bid Euchre, measured);
# past it the decision rests on the deals kept.
EXPERT_HEARING_TRIES = 6000
# Round one: a hand this far below the calling count passes without sampling.
CLEAR_PASS_MARGIN = 2.5
# The expert calls on less than the count: measured on 379 round-one decisions of the
# first two seats (standard, seeds 5000-5399), it orders up a quarter of the hands that
# count about 4, 72% of those about 5 and 91% of those about 6 (the count's threshold):
# an even chance near 4.6. Players who hear an expert's call read it with this lean.
EXPERT_CALL_LEAN = 1.4
# Bid Euchre: the expert bids and declares as the count does only about 61% of the time
# (benchmarks/calling_fit.py), so its bids are read with the lean and the slip that fit
# them best (the count's own slip, 0.02, read them as far stronger evidence than they are).
EXPERT_BID_LEAN = 0.5
EXPERT_BID_SLIP = 0.3
# What lone hands solved double dummy turn out to at the table (benchmarks/table_tricks.py):
# standard hands played out by club players from the opening lead (seeds 50000-50249 as
# they were called, and 60000-60170 with every call counting 7.5 or more made alone: 119
# lone hands in all), by solved kind (alone, the maker's solved tricks): the tricks the
# maker took, and how many hands. A lone hand solved at four marched in 11 of 48.
# Partnerships were measured too (250 hands: solved at three, euchred in 9 of 61), but
# reading them so did not win points (benchmarks/README.md): they are read as solved.
TABLE_TRICKS: dict[SolvedKind, dict[int, int]] = {
    (True, 2): {1: 1, 2: 12, 3: 1, 4: 1},
    (True, 3): {2: 1, 3: 27, 4: 6, 5: 2},
    (True, 4): {3: 3, 4: 34, 5: 11},
    (True, 5): {5: 20},
}
# The expert values its calls' playouts as they turn out at the table, not as solved with
# every card visible (``tutor.analysis.evaluate.TablePlay``). None: as solved.
EXPERT_TABLE_PLAY: TablePlay | None = TablePlay(table_shares(TABLE_TRICKS))
# The expert's calls' playouts make its own later calls (round two after a pass, a lone
# hand, a bid) as it makes them, the count with its lean (``expert_lean``), not as a count
# player would: a pass in round one is worth what the expert will do with round two.
# Off: paired against the expert without it, +0.002 a deal, 95% [-0.019, +0.023], 308
# standard deals (8 changed; benchmarks/README.md), and the lean, measured in round one,
# names a round-two suit on the right bower and two side aces.
EXPERT_KNOWS_ITS_CALLS = False


@dataclass(frozen=True)
class Decision:
    action: Action
    evaluation: Evaluation | None  # None where the bot did not sample (a rule of thumb)


def samples_deals(deal: Deal, strength: str) -> bool:
    """Whether ``decide`` draws and solves deals here (seconds, for the analysis queue), or
    answers by a rule of thumb at once (a forced move, the beginner, a clear pass, the club
    player's calls): the same branches as ``decide``."""
    if len(deal.legal_actions()) == 1 or strength == "beginner" or _clear_pass(deal):
        return False
    return strength != "club" or deal.phase is Phase.PLAY


def decide(
    deal: Deal,
    strength: str,
    key: str,
    *,
    scores: Sequence[int] | None = None,
    calling_model: CallingModel | None = COUNT,
) -> Decision:
    """The action a bot of ``strength`` takes for the seat to act. The strengths that
    sample read the calls heard with ``calling_model`` (None: the calls say nothing)."""
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}")
    rng = item_rng(key, strength)
    legal = deal.legal_actions()
    if len(legal) == 1:
        return Decision(legal[0], None)
    if strength == "beginner":
        return Decision(heuristic_action(deal, rng, noise=BEGINNER_NOISE), None)
    if _clear_pass(deal):
        return Decision(Pass(), None)
    in_play = deal.phase is Phase.PLAY
    if strength == "club":
        if not in_play:
            # A club player calls by the count, without the beginner's misjudgements.
            return Decision(heuristic_action(deal, rng), None)
        evaluation = evaluate(
            deal, samples=CLUB_SAMPLES, key=f"{key}|club", calling_model=calling_model
        )
    else:
        evaluation = expert_evaluation(deal, f"{key}|expert", scores, calling_model)
        action = _pick(deal, evaluation, key)
        return Decision(_with_partner_at_the_score(deal, action, evaluation, scores), evaluation)
    return Decision(_pick(deal, evaluation, key), evaluation)


def table_reading(strengths: Sequence[str | None], variant: Variant | None = None) -> CallingModel:
    """The calling model for a table whose seats are played by ``strengths`` (None: a
    person, read by the count): an expert's calls are read with ``EXPERT_CALL_LEAN``, in
    Bid Euchre with ``EXPERT_BID_LEAN`` and ``EXPERT_BID_SLIP`` (its bids, measured)."""
    expert = [s == "expert" for s in strengths]
    if variant is not None and variant.is_bid:
        return leaning(
            [EXPERT_BID_LEAN if e else 0.0 for e in expert],
            slips=[EXPERT_BID_SLIP if e else COUNT.slip for e in expert],
        )
    return leaning([EXPERT_CALL_LEAN if e else 0.0 for e in expert])


def call_playouts(deal: Deal) -> int:
    """The expert's playouts for a call: a six-card hand (Bid Euchre) costs about 1.6
    times a five-card one to solve (measured), so it gets 3/4 of them (its calls have
    more options, and most of them are dropped after the first look)."""
    if deal.variant.hand_size > 5:
        return EXPERT_CALL_PLAYOUTS * 3 // 4
    return EXPERT_CALL_PLAYOUTS


def expert_evaluation(
    deal: Deal,
    key: str,
    scores: Sequence[int] | None,
    calling_model: CallingModel | None = COUNT,
) -> Evaluation:
    in_play = deal.phase is Phase.PLAY
    looks = EXPERT_PLAY_LOOKS if in_play else EXPERT_CALL_LOOKS
    return sample_until(
        deal,
        key=key,
        scores=scores,
        looks=looks,
        z=z_for(EXPERT_CONFIDENCE, 1),
        thresholds=(0.0,),
        budget=None if in_play else call_playouts(deal),
        calling_model=calling_model,
        hearing_budget=EXPERT_HEARING_TRIES,
        table=EXPERT_TABLE_PLAY,
        drop_settled_plays=True,
        own_lean=expert_lean(deal.variant) if EXPERT_KNOWS_ITS_CALLS else 0.0,
    )


def expert_lean(variant: Variant) -> float:
    """The points the expert's calls lean below the count (measured, see the constants)."""
    return EXPERT_BID_LEAN if variant.is_bid else EXPERT_CALL_LEAN


def _pick(deal: Deal, evaluation: Evaluation, key: str) -> Action:
    """The best action; among options that tie, the one the rules of thumb play.

    Solved deals often cannot tell two cards apart (with every card visible, a bower and a
    low trump may both win the trick), while a player at the table can: spending the low
    card keeps the bower. The rules of thumb break the tie the way the lessons teach
    (``tutor.play.confidence.tie_break``, which names the coach's best the same way).
    """
    legal = {str(a): a for a in deal.legal_actions()}
    if evaluation.named is not None:
        return legal[evaluation.named]
    top = evaluation.best_value
    tied = [a for a in legal if evaluation.values.get(a, -99.0) >= top - TIE]
    return legal[tie_break(deal, tied, key)] if tied else legal[evaluation.best]


def _with_partner_at_the_score(
    deal: Deal, action: Action, evaluation: Evaluation, scores: Sequence[int] | None
) -> Action:
    """A lone hand (or lone defence) turned back into its partnership form when the seat's
    side needs 2 points or fewer to win (A-10: no loner once your side has 8).

    There a lone march scores what a partnership march scores, and a partner's cards
    never cost tricks, so the lone hand cannot gain and may lose. The expert's sampling
    does not see that: it reads lone hands' playouts as they turn out at the table and
    partnerships' as solved (``EXPERT_TABLE_PLAY``), which makes a lone march look likelier
    than a partnership's; at 8-0 it went alone with J♦ A♥ K♥ Q♥ A♠ and the 10♥ turned.
    """
    seat = deal.to_act
    if scores is None or seat is None or deal.players != 4 or deal.variant.is_bid:
        return action
    if deal.variant.target - scores[deal.side_of(seat)] > 2:
        return action
    legal = deal.legal_actions()
    if isinstance(action, OrderUp | TakeUp | NameTrump) and action.alone:
        partnership = replace(action, alone=False)
        return partnership if partnership in legal else action
    if isinstance(action, DefendAlone | GoAlone):
        # The partnership form is the best of the other options (a pass, or the discard).
        others = [a for a in legal if not isinstance(a, DefendAlone | GoAlone)]
        if others:
            return max(others, key=lambda a: evaluation.values.get(str(a), -99.0))
    return action


def _clear_pass(deal: Deal) -> bool:
    """Round one or two with a hand far too weak to call, where passing is allowed."""
    if deal.phase not in (Phase.ROUND_ONE, Phase.ROUND_TWO) or Pass() not in deal.legal_actions():
        return False
    seat = deal.to_act
    upcard = deal.upcard
    if seat is None or upcard is None or upcard.suit is None:
        return False
    hand = list(deal.public_view(seat).hand)
    if deal.phase is Phase.ROUND_ONE:
        takes = seat == deal.dealer or deal.variant.caller_takes_upcard
        strength = hand_strength([*hand, upcard] if takes else hand, upcard.suit)
    else:
        strength = max(hand_strength(hand, a.suit) for a in _named(deal))
    return strength < CALL_THRESHOLD - CLEAR_PASS_MARGIN


def _named(deal: Deal) -> list[NameTrump]:
    return [a for a in deal.legal_actions() if isinstance(a, NameTrump)]


def random_rng(seed: int) -> random.Random:
    return random.Random(seed)  # noqa: S311 - games, not secrets
