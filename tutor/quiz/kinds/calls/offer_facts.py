"""What an order-up item's explanation says, as facts made from its position and stored
data (issue 28 item 2; words: ``tutor.web.explanation.offer``).

Each sentence of the explanation is one fact holding the cards, counts and points it
states: the trump the turn-up makes and the trumps held, where the turn-up goes, the
principle's reason (S0-3's high trumps, A-9's lone hand or why not alone, A-11's dealer
count, A-10's score), the call against the pass, a round-two chance, a high turn-up given
away, the tie-breakers, the assist, a disputed loner, the expected points, the 0-0 call
and the answer; a counter-example opens with its note. Every fact's check makes the
item's facts again from its position and stored evaluation and finds it among them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from tutor.analysis.calling import ALONE, ORDER_UP, PASS, CallJudgement
from tutor.engine import SUITS, Card, Rank, Suit, is_left_bower, is_trump
from tutor.quiz import principles
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.calls.basics import (
    _CALL_THRESHOLDS,
    COUNTER_RULES,
    _high_trumps,
    _role,
    _trumps,
)
from tutor.quiz.kinds.calls.facts import COUNTER_NOTE_MAKERS, CounterRule, expected_points
from tutor.quiz.kinds.calls.naming import _reverse_k9_ace, _reverse_minimum, _trump_weight
from tutor.quiz.kinds.calls.offer import (
    Offer,
    _assists,
    _kept,
    _marches,
    _offer_call,
    _offer_note_applies,
    _score_matters,
    offer_from_item,
    partner_takes_turn_up,
    s03_high,
)
from tutor.quiz.kinds.lone.facts import lone_hand
from tutor.quiz.kinds.lone_dispute import DISPUTED_MAKERS, DisputedLoner, lacks_lone_top
from tutor.quiz.words import made_points, march_points


def _codes(cards: Sequence[Card]) -> tuple[str, ...]:
    return tuple(c.code for c in cards)


# Each calling kind whose explanation is these facts: its fact maker and its counter-note
# maker (order-up here, name-trump in ``naming_facts``).
CALL_FACT_MAKERS: dict[
    str,
    tuple[
        Callable[[Mapping[str, Any]], list[ExplanationFact]],
        Callable[[Mapping[str, Any], str], ExplanationFact | None],
    ],
] = {}


class MadeFact:
    """A fact of a calling explanation: true when the item's position makes it (its kind's
    facts made again, a counter-example's note among them)."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        makers = CALL_FACT_MAKERS.get(str(item["kind"]))
        if makers is None:
            return f"{item['kind']} items do not state {type(self).__name__}"
        facts, counter = makers
        made = facts(item)
        if item.get("counter_example"):
            note = counter(item, str(item.get("counter_theme")))
            made = [*made, *([note] if note is not None else [])]
        return None if self in made else f"the position does not say {self}"


_Made = MadeFact


@explanation_fact("turn-up-makes-trump", position=True)
@dataclass(frozen=True)
class TurnUpMakesTrump(_Made):
    trump: str


@explanation_fact("offer-trumps-held", position=True)
@dataclass(frozen=True)
class OfferTrumpsHeld(_Made):
    """The trumps the caller would hold (the dealer's: ``with_turn_up``), best first."""

    trumps: tuple[str, ...]
    with_turn_up: bool


@explanation_fact("turn-up-goes", position=True)
@dataclass(frozen=True)
class TurnUpGoes(_Made):
    """Where the turn-up goes if trump is made: the caller's ``role`` (0 the dealer, 1 his
    left, 2 his partner, 3 his right); ``canadian``: the dealer's partner accepts only
    alone; ``loner_allowed``: the variant allows going alone."""

    upcard: str
    role: int
    canadian: bool
    loner_allowed: bool


# -- the principle's reason ------------------------------------------------------------------


@explanation_fact("s03-count")
@dataclass(frozen=True)
class S03Count(_Made):
    """S0-3 (call with two high trumps) counted as ``s03_high`` counts: the caller's own
    ``high`` trumps (the dealer's with the turn-up), the side's count ``side``; the turn-up
    the partner the dealer takes (``partner_up``) or the dealer picks up (``dealer_up``)."""

    passes: bool
    high: tuple[str, ...]
    side: int
    upcard: str
    partner_up: bool
    dealer_up: bool
    dealer: bool
    trumps: int


def s03_count(offer: Offer, answer: str) -> S03Count:
    up = offer.upcard
    high = _high_trumps(offer.holding, offer.trump)
    side = s03_high(offer)
    return S03Count(
        answer == PASS,
        _codes(high),
        len(side),
        up.code,
        partner_takes_turn_up(offer) and up in side,
        offer.seat == offer.dealer and up in high,
        offer.seat == offer.dealer,
        len(_trumps(offer.holding, offer.trump)),
    )


@explanation_fact("canadian-pass-count")
@dataclass(frozen=True)
class CanadianPassCount(_Made):
    """A-9 under the Canadian loner, passing: the caller's ``high`` trumps and the turn-up
    his partner the dealer would take (``taken``: a high one) would or would not assist in
    American Euchre; here only a loner accepts."""

    high: tuple[str, ...]
    upcard: str
    taken: bool


@explanation_fact("offer-lone-march")
@dataclass(frozen=True)
class OfferLoneMarch(_Made):
    """A-9: go alone with this lone hand (``lone_hand``'s fields). ``case``: "march" (a
    lone march gains ``march_alone`` points over ``march_pair``), "canadian" (alone or
    nothing: ``made`` for ``made_from`` tricks or more, ``march_alone`` for all
    ``hand_size``) or "canadian-doubtful" (no march hand, alone or nothing: four trumps
    usually take ``made_from`` tricks, worth ``made``)."""

    trumps: tuple[str, ...]
    top_three: bool
    aces: tuple[str, ...]
    discard: str | None
    case: str
    march_alone: int
    march_pair: int
    made: int
    made_from: int
    made_to: int
    hand_size: int


def offer_lone_march(offer: Offer) -> OfferLoneMarch:
    v = offer.variant
    hand = lone_hand(offer.holding, offer.trump)
    case = "march"
    if offer.canadian:
        doubtful = principles.lone_march_doubtful(
            principles.kept_cards(_offer_call(offer, ALONE), offer.trump), offer.trump
        )
        case = "canadian-doubtful" if doubtful else "canadian"
    return OfferLoneMarch(
        hand.trumps,
        hand.top_three,
        hand.aces,
        hand.discard,
        case,
        march_points(v, alone=True),
        march_points(v, alone=False),
        made_points(v, alone=True),
        v.tricks_to_make,
        v.hand_size - 1,
        v.hand_size,
    )


@explanation_fact("not-alone")
@dataclass(frozen=True)
class NotAlone(_Made):
    """Why the partner and not a loner (A-9 as the course rules it), from the five cards a
    loner would keep: ``case`` "top-three-fourth" (the top three, a fourth trump, no side
    ace), "top-three" (the top three, two small side cards), "four" (four trumps, beaten by
    the trumps out: ``to_dealer`` the turn-up the opposing dealer takes above them all,
    ``above`` other trumps above the best, ``between`` trumps between the best and the
    second best, ``between_to_dealer``: the turn-up among those), or "short" (no lone
    hand). ``losers``: plain cards that can lose a trick alone. ``made_from`` to
    ``made_to`` tricks score ``made_alone`` alone, ``made_pair`` with the partner."""

    case: str
    trumps: tuple[str, ...]
    losers: tuple[str, ...]
    to_dealer: str | None
    above: tuple[str, ...]
    between: tuple[str, ...]
    between_to_dealer: str | None
    made_from: int
    made_to: int
    made_alone: int
    made_pair: int


def not_alone(offer: Offer) -> NotAlone | None:
    """None where the hand marches alone (the reason against the loner is not the hand)."""
    kept = _kept(offer)
    trump = offer.trump
    if principles.marches_alone(kept, trump):
        return None
    v = offer.variant
    scoring = (
        v.tricks_to_make,
        v.hand_size - 1,
        made_points(v, alone=True),
        made_points(v, alone=False),
    )
    trumps = principles.trumps_in(kept, trump)
    losers = _codes([c for c in kept if not is_trump(c, trump) and c.rank is not Rank.ACE])
    bowers = [c for c in trumps if c.rank is Rank.JACK]
    tops = len(bowers) == 2 and any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    if tops:
        case = "top-three-fourth" if len(trumps) >= 4 else "top-three"
        return NotAlone(case, _codes(trumps), losers, None, (), (), None, *scoring)
    if len(trumps) < 4:
        return NotAlone("short", _codes(trumps), (), None, (), (), None, *scoring)
    role = _role(offer.seat, offer.dealer)
    up = offer.upcard
    dead = [up] if role == 2 else []
    to_dealer = up if role in (1, 3) else None
    above, between = principles.higher_trumps_out(trumps, trump, v.cards(), dead)
    return NotAlone(
        "four",
        _codes(trumps),
        losers,
        to_dealer.code if to_dealer is not None and to_dealer in above else None,
        _codes([c for c in above if c != to_dealer]),
        _codes(between),
        to_dealer.code if to_dealer is not None and to_dealer in between else None,
        *scoring,
    )


@explanation_fact("dealer-turn-down")
@dataclass(frozen=True)
class DealerTurnDown(_Made):
    """A-11 below its threshold: even with the ``upcard`` the dealer holds only ``trumps``;
    a round-two ``suit`` he keeps the chance to name (None: none), its trumps ``held`` and
    the off-suit ``aces`` beside them where A-3's K-9-and-ace reading is the one met."""

    upcard: str
    trumps: tuple[str, ...]
    suit: str | None
    held: tuple[str, ...]
    aces: tuple[str, ...]


def dealer_turn_down(offer: Offer) -> DealerTurnDown:
    trumps = _trumps(offer.holding, offer.trump)
    later = [
        s
        for s in SUITS
        if s is not offer.trump
        and (
            len(_high_trumps(offer.hand, s)) >= 2
            or (s.color is not offer.trump.color and _reverse_minimum(offer.hand, s))
        )
    ]
    if not later:
        return DealerTurnDown(offer.upcard.code, _codes(trumps), None, (), ())

    def weight(s: Suit) -> tuple[bool, int, int]:
        count, high = _trump_weight(offer.hand, s)
        return s.color is not offer.trump.color, high, count

    suit = max(later, key=weight)
    aces = principles.off_aces(offer.hand, suit) if _reverse_k9_ace(offer.hand, suit) else []
    return DealerTurnDown(
        offer.upcard.code,
        _codes(trumps),
        suit.code,
        _codes(_trumps(offer.hand, suit)),
        _codes(aces),
    )


@explanation_fact("dealer-counts-turn-up")
@dataclass(frozen=True)
class DealerCountsTurnUp(_Made):
    """A-11: with the ``upcard`` the dealer holds ``trumps``, and the discard helps."""

    upcard: str
    trumps: tuple[str, ...]


@explanation_fact("game-point")
@dataclass(frozen=True)
class GamePoint(_Made):
    """A-10: what one hand does to the game at ``mine``-``theirs`` in a game to ``target``,
    and ``why`` it decides the call: "pass" (the euchre risks more), "loner-extra" (the
    loner's extra points count for less), "any-hand" (the opponents win with any hand they
    make) or "call"."""

    mine: int
    theirs: int
    target: int
    why: str


@explanation_fact("score-no-loner")
@dataclass(frozen=True)
class ScoreNoLoner(_Made):
    """A-10's no-loner clause: at ``mine`` the side needs only ``need`` points, which the
    partnership already scores; a lone hand by the cards (``lone_hand`` fields, or no
    ``trumps``) is said first."""

    mine: int
    need: int
    trumps: tuple[str, ...]
    top_three: bool
    aces: tuple[str, ...]
    discard: str | None


@explanation_fact("loner-at-score")
@dataclass(frozen=True)
class LonerAtScore(_Made):
    """A-10: the opponents need only ``need`` points, so a euchre costs no more, while a
    lone march still scores ``march``."""

    need: int
    march: int


@explanation_fact("opponents-near-game")
@dataclass(frozen=True)
class OpponentsNearGame(_Made):
    """A-10: the opponents are ``need`` points from the game."""

    need: int


def _game_point(offer: Offer, answer: str, neutral_best: str | None) -> ExplanationFact:
    scores = offer.scores or [0, 0]
    mine, theirs = scores[offer.seat % 2], scores[1 - offer.seat % 2]
    target = offer.variant.target
    high = _high_trumps(offer.holding, offer.trump)
    loner_at_love = neutral_best == ALONE or (neutral_best is None and len(high) >= 2)
    if answer == PASS or (answer == ORDER_UP and not (loner_at_love and mine >= target - 2)):
        if answer == PASS:
            why = "pass"
        elif neutral_best == ALONE:
            why = "loner-extra"
        elif theirs + 1 >= target:
            why = "any-hand"
        else:
            why = "call"
        return GamePoint(mine, theirs, target, why)
    if mine >= target - 2:
        hand = lone_hand(offer.holding, offer.trump) if _marches(offer) else None
        if hand is None:
            return ScoreNoLoner(mine, target - mine, (), False, (), None)
        return ScoreNoLoner(
            mine, target - mine, hand.trumps, hand.top_three, hand.aces, hand.discard
        )
    if answer == ALONE and theirs >= target - 2:
        return LonerAtScore(target - theirs, march_points(offer.variant, alone=True))
    return OpponentsNearGame(target - theirs)


def principle_facts(
    offer: Offer, principle: str, answer: str, neutral_best: str | None = None
) -> list[ExplanationFact]:
    """What the principle says about this hand, with its cards (the table's coach says it
    too: ``tutor.play.coach.CallReason``)."""
    trump = offer.trump
    if principle == "S0-3":
        return [s03_count(offer, answer)]
    if principle == "A-9" and offer.canadian and answer == PASS:
        up = offer.upcard
        taken = _role(offer.seat, offer.dealer) == 2 and bool(_high_trumps([up], trump))
        return [CanadianPassCount(_codes(_high_trumps(offer.holding, trump)), up.code, taken)]
    if principle == "A-9":
        if answer == ALONE:
            return [offer_lone_march(offer)]
        short = not_alone(offer)
        if short is None:  # pragma: no cover - A-9 passes up a loner only on a short hand
            raise ValueError("a lone hand: the reason against the loner is not the hand")
        return [short]
    trumps = _codes(_trumps(offer.holding, trump))
    if principle == "A-11" and answer == PASS:
        return [dealer_turn_down(offer)]
    if principle == "A-11":
        return [DealerCountsTurnUp(offer.upcard.code, trumps)]
    return [_game_point(offer, answer, neutral_best)]


# -- around the principle ------------------------------------------------------------------


@explanation_fact("why-call")
@dataclass(frozen=True)
class WhyCall(_Made):
    """Why the call beats the pass where A-9 speaks only of alone against the partner:
    ``case`` "dealer-three" (the dealer's trumps after the pick-up), "two-high" (two high
    trumps ``high``) or "trumps"; ``call`` and ``passing`` the two values."""

    dealer: bool
    case: str
    trumps: int
    high: tuple[str, ...]
    call: float
    passing: float


def why_call(offer: Offer, judgement: CallJudgement) -> WhyCall:
    trumps = _trumps(offer.holding, offer.trump)
    high = _high_trumps(offer.holding, offer.trump)
    dealer = offer.seat == offer.dealer
    case = "trumps"
    if dealer and len(trumps) >= 3:
        case = "dealer-three"
    elif len(high) >= 2:
        case = "two-high"
    ev = judgement.evaluation
    return WhyCall(dealer, case, len(trumps), _codes(high), ev[ORDER_UP], ev[PASS])


@explanation_fact("strong-pass")
@dataclass(frozen=True)
class StrongPass(_Made):
    """A loner whose pass is worth more than the plain call: the three values, and what a
    lone march scores."""

    passing: float
    call: float
    alone: float
    march: int


@explanation_fact("round-two-chance")
@dataclass(frozen=True)
class RoundTwoChance(_Made):
    """A round-one pass whose point is round two: ``suit`` could be named there with
    ``trumps`` (``high`` of them high); ``first``: the caller names first in round two."""

    upcard: str
    suit: str
    trumps: tuple[str, ...]
    high: int
    first: bool


def round_two_chance(offer: Offer) -> RoundTwoChance | None:
    if offer.seat == offer.dealer:
        return None
    scores = None
    if offer.scores is not None:
        scores = (offer.scores[offer.seat % 2], offer.scores[1 - offer.seat % 2])

    def naming(suit: Suit) -> principles.Call:
        return principles.Call(
            offer.dealer,
            offer.seat,
            tuple(offer.hand),
            offer.upcard,
            2,
            suit.code,
            scores=scores,
            target=offer.variant.target,
        )

    suits = [s for s in SUITS if s is not offer.trump and principles.fits("S0-3", naming(s))]
    if not suits:
        return None
    dealer_side = _role(offer.seat, offer.dealer) in (0, 2)

    def weight(s: Suit) -> tuple[int, bool, int]:
        count, high = _trump_weight(offer.hand, s)
        return high, (s.color is not offer.trump.color) is dealer_side, count

    suit = max(suits, key=weight)
    return RoundTwoChance(
        offer.upcard.code,
        suit.code,
        _codes(_trumps(offer.hand, suit)),
        len(_high_trumps(offer.hand, suit)),
        _role(offer.seat, offer.dealer) == 1,
    )


@explanation_fact("high-turn-up-given")
@dataclass(frozen=True)
class HighTurnUpGiven(_Made):
    """A call that hands the opposing dealer a high trump (``rank``: "right", "left" or
    "ace"): why it still beats the pass. ``alone``: the call is a loner; ``theirs_wins``:
    the opponents' score when any hand they make wins the game (None: it does not)."""

    upcard: str
    trump: str
    rank: str
    alone: bool
    theirs_wins: int | None
    value: float
    passing: float


def high_turn_up_given(offer: Offer, judgement: CallJudgement) -> HighTurnUpGiven | None:
    up = offer.upcard
    answer = judgement.best
    if _role(offer.seat, offer.dealer) not in (1, 3) or answer == PASS:
        return None
    if PASS not in judgement.evaluation or not _high_trumps([up], offer.trump):
        return None
    top = up == principles.trumps_in(offer.variant.cards(), offer.trump)[0]
    rank = "right" if top else ("left" if is_left_bower(up, offer.trump) else "ace")
    theirs_wins = None
    if offer.scores is not None:
        theirs = offer.scores[1 - offer.seat % 2]
        if theirs + 1 >= offer.variant.target:
            theirs_wins = theirs
    ev = judgement.evaluation
    return HighTurnUpGiven(
        up.code, offer.trump.code, rank, answer == ALONE, theirs_wins, ev[answer], ev[PASS]
    )


@explanation_fact("opponents-could-win")
@dataclass(frozen=True)
class OpponentsCouldWin(_Made):
    """A-10's second clause as a tie-breaker: the opponents at ``theirs`` could win the game
    this hand (``how``: "make", "march" or "loner"); ``euchre_wins``: a euchre of the call
    would give them the game too."""

    theirs: int
    how: str
    euchre_wins: bool


def _tie_facts(offer: Offer, tie: str, answer: str) -> list[ExplanationFact]:
    if tie == "A-9":
        return principle_facts(offer, "A-9", ALONE)
    if tie == "S0-3":
        return principle_facts(offer, "S0-3", PASS if answer == PASS else ORDER_UP)
    scores = offer.scores or [0, 0]
    theirs = scores[1 - offer.seat % 2]
    variant = offer.variant
    need = variant.target - theirs
    how = "make" if need <= 1 else ("march" if need <= variant.march_points else "loner")
    return [OpponentsCouldWin(theirs, how, need <= variant.euchre_points)]


def _offer_ties(offer: Offer, principle: str, answer: str) -> list[str]:
    chosen = _offer_call(offer, answer)
    calls = [_offer_call(offer, o) for o in offer.options()]
    ties: list[str] = []
    for rival in principles.rivals(principle, chosen, calls):
        tie = principles.tie_break(principle, chosen, rival)
        if tie is not None and tie not in ties and not (tie == "A-9" and answer == ORDER_UP):
            ties.append(tie)
    return ties


@explanation_fact("dealer-partner-assists")
@dataclass(frozen=True)
class DealerPartnerAssists(_Made):
    """The dealer's partner may order up and still play with the dealer (American)."""


@explanation_fact("best-at-love")
@dataclass(frozen=True)
class BestAtLove(_Made):
    """At 0-0 (proven, ``best_without_score``) ``option`` would be best; not at this score."""

    option: str


@explanation_fact("call-answer")
@dataclass(frozen=True)
class CallAnswer(_Made):
    """The item's answer, ``option``."""

    option: str


def _judgements(item: Mapping[str, Any]) -> tuple[CallJudgement, str]:
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    neutral = item.get("best_without_score")
    return judgement, str(neutral) if neutral is not None else judgement.best


def offer_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored order-up item says (``_offer_explanation``)."""
    offer = offer_from_item(item)
    judgement, neutral_best = _judgements(item)
    principle = str(item["principle"])
    answer = judgement.best
    trump = offer.trump
    trumps = _codes(_trumps(offer.holding, trump))
    said: list[ExplanationFact] = [
        TurnUpMakesTrump(trump.code),
        OfferTrumpsHeld(trumps, offer.seat == offer.dealer),
        TurnUpGoes(
            offer.upcard.code,
            _role(offer.seat, offer.dealer),
            offer.canadian,
            offer.variant.allow_alone,
        ),
        *principle_facts(offer, principle, answer, neutral_best),
    ]
    if answer == ORDER_UP and ALONE in offer.options() and principle != "A-9":
        short = not_alone(offer)
        if short is not None:
            said.append(short)
    if answer == ORDER_UP and PASS in judgement.evaluation and principle == "A-9":
        said.append(why_call(offer, judgement))
    ev = judgement.evaluation
    if answer == ALONE and ORDER_UP in ev and round(ev[PASS], 2) > round(ev[ORDER_UP], 2):
        said.append(StrongPass(ev[PASS], ev[ORDER_UP], ev[ALONE], offer.variant.lone_march_points))
    if answer == PASS:
        later = round_two_chance(offer)
        if later is not None:
            said.append(later)
    high_up = high_turn_up_given(offer, judgement)
    if high_up is not None:
        said.append(high_up)
    for tie in _offer_ties(offer, principle, answer):
        if tie == "S0-3" and neutral_best == PASS and answer != PASS:
            continue
        said += _tie_facts(offer, tie, answer)
    if _assists(offer) and answer == ORDER_UP and principle == "S0-3":
        said.append(DealerPartnerAssists())
    if answer == ALONE:
        disputed = offer_disputed_loner(item)
        if disputed is not None:
            said.append(disputed)
    said.append(expected_points(item, at_score=offer.scores is not None))
    if offer.scores is not None and neutral_best != answer:
        said.append(BestAtLove(neutral_best))
    said.append(CallAnswer(answer))
    return said


def offer_disputed_loner(item: Mapping[str, Any]) -> DisputedLoner | None:
    offer = offer_from_item(item)
    if str(item["answer"][0]) != ALONE or not lacks_lone_top(offer.holding, offer.trump):
        return None
    return DisputedLoner.of_proof(
        item["confirm"],
        benny_in_pack=offer.variant.joker,
        partner_call=ORDER_UP in offer.options(),
        other_choices=len(offer.options()) - 1,
    )


DISPUTED_MAKERS["order-up"] = offer_disputed_loner


# -- a counter-example's note --------------------------------------------------------------


@explanation_fact("call-rule-more-than-met", counter_note=True)
@dataclass(frozen=True)
class CallRuleMoreThanMet(_Made):
    """A loner against a call rule (``theme``): the rule more than met, giving way to A-9."""

    theme: str


@explanation_fact("s03-partner-short", counter_note=True)
@dataclass(frozen=True)
class S03PartnerShort(_Made):
    """S0-3 asks for more than the side holds, even with the ``upcard`` the partner takes."""

    theme: str
    upcard: str


@explanation_fact("loner-gives-way", counter_note=True)
@dataclass(frozen=True)
class LonerGivesWay(NotAlone):
    """A-9's first clause (``theme``) gives way to its second on a lone hand; a pass
    (``passes``) says why here with the ``NotAlone`` fields (an order-up says it in its
    own "Not alone" line)."""

    theme: str
    passes: bool


@explanation_fact("canadian-alone-or-pass", counter_note=True)
@dataclass(frozen=True)
class CanadianAloneOrPass(_Made):
    """Under the Canadian loner the assist rule does not apply: alone or pass, and alone."""

    theme: str


@explanation_fact("score-changes-nothing", counter_note=True)
@dataclass(frozen=True)
class ScoreChangesNothing(_Made):
    """Playing to the score, the call is the one at 0-0: ``case`` "far" (a loner far from
    the game), "pass" (the pass proven at 0-0 too) or "blocks" (calling blocks their loner,
    ``alone``: by going alone); at ``mine``-``theirs`` in a game to ``target``."""

    theme: str
    case: str
    mine: int
    theirs: int
    target: int
    alone: bool


def offer_counter_fact(item: Mapping[str, Any], theme: str) -> ExplanationFact | None:
    """The note of an order-up counter-example to ``theme`` (``_offer_counter_note``, or
    the usual rule giving way or not applying)."""
    if theme not in COUNTER_RULES:
        return None
    offer = offer_from_item(item)
    answer = str(item["answer"][0])
    note = _own_note(offer, theme, answer)
    if note is not None:
        return note
    return CounterRule(theme, _offer_note_applies(offer, theme, answer))


def _own_note(offer: Offer, theme: str, answer: str) -> ExplanationFact | None:
    rule = COUNTER_RULES[theme]
    if answer == ALONE and rule in _CALL_THRESHOLDS and theme != "canadian-pass":
        return CallRuleMoreThanMet(theme)
    up = offer.upcard
    if (
        answer == PASS
        and rule == principles.ADVICE["S0-3"]
        and partner_takes_turn_up(offer)
        and up in s03_high(offer)
        and not _offer_note_applies(offer, theme, answer)
    ):
        return S03PartnerShort(theme, up.code)
    if theme == "go-alone" and answer != ALONE:
        short = not_alone(offer)
        if short is None or not principles.lone_hand(offer.holding, offer.trump):
            return None
        return LonerGivesWay(**asdict(short), theme=theme, passes=answer == PASS)
    if theme == "canadian-pass" and answer == ALONE:
        return CanadianAloneOrPass(theme)
    if theme != "play-to-score" or offer.scores is None:
        return None
    target = offer.variant.target
    mine, theirs = offer.scores[offer.seat % 2], offer.scores[1 - offer.seat % 2]
    if answer == ALONE and not _score_matters(offer):
        return ScoreChangesNothing(theme, "far", mine, theirs, target, True)
    if answer == PASS:
        if not _score_matters(offer):
            return None
        return ScoreChangesNothing(theme, "pass", mine, theirs, target, False)
    if theirs < target - 4 or mine >= target - 2:
        return None
    return ScoreChangesNothing(theme, "blocks", mine, theirs, target, answer == ALONE)


COUNTER_NOTE_MAKERS["order-up"] = offer_counter_fact
CALL_FACT_MAKERS["order-up"] = (offer_facts, offer_counter_fact)


__all__ = [
    "offer_counter_fact",
    "offer_facts",
]
