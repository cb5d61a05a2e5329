"""What the calls told: a calling model, and deals of the unseen cards that hear the calls.

The uniform samplers (``tutor.analysis.sampling``, ``tutor.analysis.seeing``) deal the
unseen cards as if the calls said nothing. A strong player reads them: the maker holds
trumps, a lone hand is a lone hand, the seats that passed do not. Here each deal is weighed
by the likelihood of every call another seat actually made (passes included) under a
calling model, and deals are drawn in proportion to it.

The calling model (``CallingModel``) is our own engine players' policy, so the reading and
the players agree: the point count of ``tutor.analysis.heuristic.counted_call``
(``tutor.analysis.deal.hand_strength`` against ``CALL_THRESHOLD`` / ``ALONE_THRESHOLD``,
Bid Euchre's ``tutor.analysis.bidding.heuristic_bid``), its hard thresholds softened into a
likelihood: the count is misjudged by a logistic error of scale ``CALL_SCALE`` points (a
quarter of a trick; the beginner's misjudgement is up to 0.8 points either way), and with
probability ``SLIP`` a seat makes any legal call at random (a player we do not model),
so no call is ever impossible. The probability of a call is the share of the logistic
error's ``JITTER_STEPS`` quantiles at which the count makes it, mixed with the slip. A
dealer naming trump blind (E2) tells nothing; a discard nobody saw is read by the discard
rule (``tutor.analysis.deal.dealer_discard``) where the deal must place it.

Drawing is exact rejection sampling: a uniform deal is kept with probability equal to its
likelihood (every likelihood is at most 1), so the kept deals are independent draws from
the deals weighted by the calls, and the proof statistics need no change. In the play,
where most deals are refused, the chance is the likelihood over an envelope (the most any
deal consistent with the view can have, ``HearingSampler.envelope``): the same exact draws
in fewer tries. Where
``MAX_TRIES`` uniform deals in a row are all refused, ``HearingError`` says so: the
sampler never falls back to uniform deals silently. ``hear`` (for the analysis board)
weighs uniform deals instead and reports the effective sample size.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math
import random
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tutor.analysis.bidding import auction_of, bid_on_count, counted_tricks, partners_bid
from tutor.analysis.deal import dealer_discard
from tutor.analysis.heuristic import counted_calls
from tutor.analysis.position import Position, View
from tutor.analysis.sampling import DealSampler
from tutor.analysis.seeing import discard_choice, replay_calls, unseen_of
from tutor.engine import (
    Action,
    Bid,
    Call,
    Card,
    Deal,
    Declare,
    DefendAloneAction,
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    Phase,
    TakeUp,
    is_trump,
)

# One spread for every call, measured against our engine players (issue 33,
# ``tutor.analysis.call_policy``): for the rare lone call the club goes alone by the hard
# count, the beginner with a spread of about 0.25 points and the expert from about 9.2 with
# a spread of 0.65 (300 first-seat decisions, ``EXPERT_ALONE_CALLS``); 0.5 lies between.
# That about half the kept lone callers count under ``ALONE_THRESHOLD`` is the slip's doing,
# not the spread's: first to speak, a hand that counts 10.5 for the turn-up is about one in
# a hundred, and the slip reaches every hand (43% even with the club's hard count, 58% with
# this spread, 76% with the expert's own policy).
CALL_SCALE = 0.5
SLIP = 0.02
JITTER_STEPS = 16
# Uniform deals tried for one kept deal before the calls count as unreadable.
MAX_TRIES = 4000
# The play sampler works out its envelope (``HearingSampler.envelope``) once it has tried
# this many deals and kept fewer than one in ``ENVELOPE_ACCEPTANCE``, and only where the
# seats' possible hands number at most ``ENVELOPE_HANDS`` in all (late in a hand).
ENVELOPE_AFTER = 200
ENVELOPE_ACCEPTANCE = 10
ENVELOPE_HANDS = 3000
NEVER = sys.maxsize  # ``envelope_after`` of a sampler that keeps to plain rejection
# Below this effective sample size ``hear`` says its deals are too few to tell.
MIN_ESS = 30.0


# Call scripts kept for the process (a seat's calls are read the same way at every
# decision of a hand), and the per-hand likelihoods each may remember.
SCRIPT_CACHE_SIZE = 256
FACTOR_CACHE_SIZE = 50_000


class HearingError(ValueError):
    """No deal that explains the calls was found: the reading cannot be trusted."""


class HearingBudgetSpent(HearingError):
    """The sampler tried as many uniform deals as its budget allows (an engine player's
    bound on its time): the deals kept so far are all it has."""


def _logistic_quantiles(scale: float, steps: int) -> tuple[float, ...]:
    """Equally likely points of a logistic error of ``scale``: the midpoints of ``steps``
    equal slices of its distribution."""
    points = []
    for step in range(steps):
        share = (step + 0.5) / steps
        points.append(scale * math.log(share / (1 - share)))
    return tuple(points)


@dataclass(frozen=True)
class CallingModel:
    """How likely a hand is to make each call: the point count, misjudged and slipped.

    ``leans`` (one per seat, or empty: none) are points added to a seat's count before
    its thresholds: a seat whose player calls on less than the count (the expert engine
    player, ``tutor.play.bots.EXPERT_CALL_LEAN``) is read with a lean, so its call says
    less about its hand than a count player's would. ``slips`` (one per seat, or empty:
    ``slip`` for every seat) are the seats' own slips: a player whose calls the count
    often does not make (the expert's Bid Euchre bids) is read with a larger one, so a
    call against the count refuses fewer deals."""

    name: str = "count"
    scale: float = CALL_SCALE
    slip: float = SLIP
    steps: int = JITTER_STEPS
    leans: tuple[float, ...] = ()
    slips: tuple[float, ...] = ()
    jitters: tuple[float, ...] = field(init=False, repr=False, compare=False)
    seat_jitters: tuple[tuple[float, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        jitters = _logistic_quantiles(self.scale, self.steps)
        object.__setattr__(self, "jitters", jitters)
        leaning = tuple(tuple(j + lean for j in jitters) for lean in self.leans)
        object.__setattr__(self, "seat_jitters", leaning)

    def jitters_for(self, seat: int) -> tuple[float, ...]:
        """The count's misjudgements at ``seat``, its lean added."""
        return self.seat_jitters[seat] if seat < len(self.seat_jitters) else self.jitters

    def slip_for(self, seat: int) -> float:
        """The share of ``seat``'s calls made at random."""
        return self.slips[seat] if seat < len(self.slips) else self.slip

    def probability(self, deal: Deal, action: Action) -> float:
        """How likely the seat to act in ``deal`` (every hand known) is to make ``action``."""
        seat = deal.to_act
        if seat is None or deal.phase in (Phase.PLAY, Phase.OVER):
            raise ValueError("only calls are read")
        legal = tuple(deal.legal_actions())
        if deal.phase is Phase.DISCARD:
            if action not in legal:
                return 0.0
            floor = self.slip / len(legal)
            return floor + (1 - self.slip) * (action == discard_choice(deal))
        return self.call_probability(deal, seat, deal.hand(seat), action, legal)

    def call_probability(
        self,
        table: Deal,
        seat: int,
        hand: Sequence[Card],
        action: Action,
        legal: Sequence[Action],
    ) -> float:
        """How likely ``seat`` holding ``hand`` is to make ``action`` at ``table`` (whose
        phase, calls and contract are the ones that matter: its hands are not read)."""
        if action not in legal:
            return 0.0
        if len(legal) == 1:
            return 1.0
        if table.phase is Phase.BLIND_TRUMP:
            return 1.0 / len(legal)  # named before looking: says nothing of the hand
        if table.phase is Phase.BIDDING:
            # A bid depends on the hand only through its count of likely tricks: the share
            # of misjudgements that make the bid is remembered per count.
            counted = counted_tricks(hand, no_trump=table.variant.no_trump)
            partner = partners_bid(auction_of(table), seat)  # never equalled, as the players
            share = _bid_share(self.jitters_for(seat), counted, action, tuple(legal), partner)
        else:
            made = counted_calls(table, seat, hand, legal, self.jitters_for(seat)).count(action)
            share = made / len(self.jitters)
        slip = self.slip_for(seat)
        return slip / len(legal) + (1 - slip) * share

    def discard_probability(self, table: Deal, holding: Sequence[Card], discard: Card) -> float:
        """How likely the rules of thumb lay ``discard`` away from ``holding`` (the hand
        with the turn-up) at ``table``."""
        trump, upcard = table.trump, table.upcard
        if trump is None:
            raise ValueError("a discard needs trump")
        keep = upcard if table.variant.dealer_keeps_turnup else None
        legal = [c for c in holding if c != keep]
        if discard not in legal:
            return 0.0
        chosen = dealer_discard(legal, trump) == discard
        return self.slip / len(legal) + (1 - self.slip) * chosen


@functools.lru_cache(maxsize=4096)
def _bid_share(
    jitters: tuple[float, ...],
    counted: float,
    action: Action,
    legal: tuple[Action, ...],
    partner: int | None,
) -> float:
    """The share of ``jitters`` at which a hand counting ``counted`` tricks, its partner
    holding the high bid ``partner`` (None: not the partner's), bids ``action``
    (``tutor.analysis.bidding.bid_on_count``, as ``counted_calls`` bids)."""
    made = sum(
        bid_on_count(counted, legal, jitter, partners_bid=partner) == action for jitter in jitters
    )
    return made / len(jitters)


COUNT = CallingModel()


def leaning(
    leans: Sequence[float], base: CallingModel = COUNT, slips: Sequence[float] = ()
) -> CallingModel:
    """``base`` reading each seat with its lean (``CallingModel.leans``) and, given
    ``slips``, its own slip; ``base`` itself where no seat leans or slips otherwise. The
    name says the leans and slips: judges remember deals by it."""
    own_slips = tuple(slips) if any(s != base.slip for s in slips) else ()
    if not any(leans) and not own_slips:
        return base
    name = base.name
    if any(leans):
        name += "|leans=" + ",".join(f"{lean:g}" for lean in leans)
    if own_slips:
        name += "|slips=" + ",".join(f"{slip:g}" for slip in own_slips)
    return dataclasses.replace(base, name=name, leans=tuple(leans), slips=own_slips)


# The readings an item's ``calling_model`` field may name ("uniform": calls say nothing).
UNIFORM = "uniform"
READINGS: dict[str, CallingModel] = {COUNT.name: COUNT}


@dataclass(frozen=True)
class Hearing:
    """What a judge hears: the calls the seat heard, read by ``model``."""

    calls: tuple[Call, ...]
    model: CallingModel = COUNT
    # Uniform deals the sampler may try in all (None: no bound but ``MAX_TRIES`` a deal).
    budget: int | None = None
    # An engine player's deals: the play sampler may use its envelope (``HearingSampler``),
    # the same exact distribution in fewer tries but another stream of deals. A proof, the
    # coach and the board never do: their deals must replay a stored evaluation exactly.
    envelope: bool = False

    @property
    def name(self) -> str:
        """The reading as an item records it (``calling_model``)."""
        return self.model.name


def calls_likelihood(
    start: Deal,
    calls: Sequence[Call],
    listener: int,
    model: CallingModel,
    *,
    hidden_discard: Card | None = None,
    stop_below: float = 0.0,
) -> float:
    """The likelihood of the calls of every seat but ``listener`` on the full deal ``start``
    (nothing called yet). ``calls`` are the calls the listener heard: a discard by another
    seat is missing from them and is played as ``hidden_discard`` (its likelihood read by
    the discard rule), or the rule's own choice. Stops early (returning what it has) once
    the likelihood falls to ``stop_below`` or under: a rejection sampler needs no more."""
    deal = start.copy()
    weight = 1.0
    queue = list(calls)
    while queue or (deal.phase is Phase.DISCARD and deal.to_act != listener):
        seat = deal.to_act
        if seat is None:
            raise ValueError("more calls than the hand has")
        if deal.phase is Phase.DISCARD and seat != listener and not _discard_next(queue, seat):
            action: Action = (
                Discard(hidden_discard) if hidden_discard is not None else discard_choice(deal)
            )
        else:
            call = queue.pop(0)
            if call.seat != seat:
                raise ValueError("the calls are out of turn")
            action = call.action
        if seat != listener:
            weight *= model.probability(deal, action)
            if weight <= stop_below:
                return weight
        deal.push(action)
    return weight


def _discard_next(queue: Sequence[Call], seat: int) -> bool:
    return bool(queue) and queue[0].seat == seat and isinstance(queue[0].action, Discard)


@dataclass(frozen=True)
class _Heard:
    """One call another seat made, with the table as it stood (its hands are not read)."""

    action: Action
    table: Deal
    legal: tuple[Action, ...]
    exchanged: bool  # the seat had taken the turn-up and discarded before this call


class CallScript:
    """The calls the listener heard, replayed once on a reference deal. Each call's
    likelihood depends only on its maker's hand (the calls before it are fixed: they were
    heard), so a deal's likelihood is a product over seats of a factor of that seat's hand,
    computed once per hand and remembered: ``calls_likelihood`` without the replay."""

    def __init__(
        self, reference: Deal, calls: Sequence[Call], listener: int, model: CallingModel
    ) -> None:
        self.model = model
        self.heard: dict[int, list[_Heard]] = {}
        self.discarder: int | None = None
        self.discard_table: Deal | None = None
        self.upcard = reference.upcard
        deal = reference.copy()
        queue = list(calls)
        exchanged: set[int] = set()
        while queue or (deal.phase is Phase.DISCARD and deal.to_act != listener):
            seat = deal.to_act
            if seat is None:
                raise ValueError("more calls than the hand has")
            if deal.phase is Phase.DISCARD and seat != listener and not _discard_next(queue, seat):
                self.discarder, self.discard_table = seat, deal.copy()
                action: Action = discard_choice(deal)
                exchanged.add(seat)
            else:
                call = queue.pop(0)
                if call.seat != seat:
                    raise ValueError("the calls are out of turn")
                action = call.action
                if isinstance(action, Discard):
                    exchanged.add(seat)
                elif seat != listener:
                    legal = tuple(deal.legal_actions())
                    heard = _Heard(action, deal.copy(), legal, seat in exchanged)
                    self.heard.setdefault(seat, []).append(heard)
            deal.push(action)
        self.seats = sorted(
            {*self.heard, *([self.discarder] if self.discarder is not None else [])}
        )
        self._factors: dict[tuple[int, frozenset[Card], Card | None], float] = {}

    def factor(self, seat: int, dealt: Sequence[Card], discard: Card | None) -> float:
        """The likelihood of ``seat``'s calls (and unseen discard) holding ``dealt``."""
        key = (seat, frozenset(dealt), discard)
        cached = self._factors.get(key)
        if cached is not None:
            return cached
        weight = 1.0
        after = list(dealt)
        table = self.discard_table
        if seat == self.discarder and table is not None and self.upcard is not None:
            holding = [*dealt, self.upcard]
            if discard is None:  # the rule's own choice: every deal alike, nothing to weigh
                keep = self.upcard if table.variant.dealer_keeps_turnup else None
                trump = table.trump
                if trump is None:
                    raise ValueError("a discard needs trump")
                discard = dealer_discard([c for c in holding if c != keep], trump)
            else:
                weight *= self.model.discard_probability(table, holding, discard)
            after = [c for c in holding if c != discard]
        for heard in self.heard.get(seat, []):
            hand = after if heard.exchanged else dealt
            weight *= self.model.call_probability(
                heard.table, seat, hand, heard.action, heard.legal
            )
        if len(self._factors) >= FACTOR_CACHE_SIZE:
            self._factors.clear()  # a bound on memory; the factors are cheap to redo
        self._factors[key] = weight
        return weight

    def likelihood(
        self, dealt: Sequence[Sequence[Card]], discard: Card | None, stop_below: float = 0.0
    ) -> float:
        """The likelihood of every heard call on the hands as ``dealt``; stops early once
        it falls to ``stop_below`` or under."""
        weight = 1.0
        for seat in self.seats:
            weight *= self.factor(seat, dealt[seat], discard if seat == self.discarder else None)
            if weight <= stop_below:
                break
        return weight


_ScriptKey = tuple[object, ...]
_SCRIPTS: OrderedDict[_ScriptKey, CallScript] = OrderedDict()
_SCRIPTS_LOCK = threading.Lock()  # the web app's threads share the scripts


def call_script(
    reference: Deal, calls: Sequence[Call], listener: int, model: CallingModel
) -> CallScript:
    """The ``CallScript`` of these calls, kept for the process: its tables depend on the
    calls, the listener, the dealer and the turn-up, never on the reference deal's hands,
    so every decision of a hand shares one script and the likelihoods it remembers."""
    key: _ScriptKey = (
        reference.variant,
        reference.dealer,
        reference.upcard,
        tuple(calls),
        listener,
        model,
    )
    with _SCRIPTS_LOCK:
        script = _SCRIPTS.get(key)
        if script is not None:
            _SCRIPTS.move_to_end(key)
            return script
    try:
        script = CallScript(reference, calls, listener, model)
    except ValueError as error:
        raise HearingError(f"the calls heard cannot be replayed: {error}") from error
    with _SCRIPTS_LOCK:
        _SCRIPTS[key] = script
        if len(_SCRIPTS) > SCRIPT_CACHE_SIZE:
            _SCRIPTS.popitem(last=False)
    return script


def _spend(tries: int, budget: int | None) -> None:
    if budget is not None and tries >= budget:
        raise HearingBudgetSpent(f"{tries} uniform deals tried: the budget is spent")


class CallingHearer:
    """Before the play: ``seeing.sample_calling_deal``'s deals, drawn in proportion to the
    likelihood of the calls the other seats have made so far."""

    def __init__(
        self, deal: Deal, seat: int, model: CallingModel = COUNT, budget: int | None = None
    ) -> None:
        self.deal = deal
        self.seat = seat
        self.model = model
        self.budget = budget
        self.calls = deal.public_view(seat).calls
        self.script: CallScript | None = None
        self.unseen = unseen_of(deal, seat)
        self.tries = 0
        self.kept = 0

    def sample(self, rng: random.Random) -> Deal:
        for _ in range(MAX_TRIES):
            _spend(self.tries, self.budget)
            hands, kitty = self.unseen.deal(rng)
            if self.script is None:
                start = Deal(
                    self.deal.variant,
                    [list(h) for h in hands],
                    dealer=self.deal.dealer,
                    upcard=self.deal.upcard,
                    kitty=list(kitty),
                )
                self.script = call_script(start, self.calls, self.seat, self.model)
            self.tries += 1
            pick = rng.random()
            if pick < self.script.likelihood(hands, None, stop_below=pick):
                self.kept += 1
                return replay_calls(self.deal, self.seat, hands, kitty)
        raise HearingError(f"no deal in {MAX_TRIES} explains the calls heard")


def heard_calling_deal(
    deal: Deal, seat: int, rng: random.Random, model: CallingModel = COUNT
) -> Deal:
    """One deal of ``CallingHearer`` (use the class to draw many: it remembers)."""
    return CallingHearer(deal, seat, model).sample(rng)


class HearingSampler:
    """In the play: deals of the unseen cards (as ``DealSampler`` draws them) kept in
    proportion to the likelihood of the calls heard. ``sample`` has ``DealSampler``'s
    shape, so ``PlayJudge`` takes either."""

    def __init__(
        self,
        view: View,
        calls: Sequence[Call],
        model: CallingModel = COUNT,
        budget: int | None = None,
        envelope: bool = False,
    ) -> None:
        self.view = view
        self.calls = tuple(calls)
        self.model = model
        self.budget = budget
        self.uniform = DealSampler(view)
        position = view.position
        self.played: dict[int, list[Card]] = {s: [] for s in range(position.players)}
        for trick in [*position.history, position.trick]:
            for seat, card in trick:
                self.played[seat].append(card)
        self.tries = 0
        self.kept = 0
        self.script: CallScript | None = None
        # The most any consistent deal's likelihood can be (``envelope``); 1 until worked
        # out, and worked out only once deals are seen to be refused often.
        self.bound = 1.0
        self.bounded = False
        # Only for an engine player (``Hearing.envelope``): the envelope changes which
        # deals the stream keeps, and a stored proof must replay its own.
        self.envelope_after = ENVELOPE_AFTER if envelope else NEVER

    def weigh(
        self, hands: Sequence[Sequence[Card]], rng: random.Random, stop_below: float
    ) -> float:
        """The likelihood of the calls on one deal of the remaining hands (the cards out
        of play shared at random, see ``reconstruct``)."""
        dealt, discard = self.dealt(hands, rng)
        if not self.calls:
            return 1.0
        if self.script is None:
            try:
                start = self._start(dealt)
            except ValueError as error:
                raise HearingError(f"the calls heard cannot be replayed: {error}") from error
            self.script = call_script(start, self.calls, self.view.seat, self.model)
        return self.script.likelihood(dealt, discard, stop_below)

    def sample(self, rng: random.Random) -> list[list[Card]]:
        """Remaining hands, one per seat, as ``DealSampler.sample`` returns them.

        A uniform deal is kept with probability its likelihood over ``bound``, the most
        any deal consistent with the view can have (``envelope``): every deal's chance is
        scaled alike, so the kept deals are the same exact draws, found in fewer tries
        where every consistent deal explains the calls poorly (late in a hand whose calls
        the model thought unlikely: a slip, or a player it does not model)."""
        for _ in range(MAX_TRIES):
            _spend(self.tries, self.budget)
            if not self.bounded and self.tries >= self.envelope_after:
                if self.kept * ENVELOPE_ACCEPTANCE <= self.tries:
                    self.bound = self.envelope()
                self.bounded = True
            hands = self.uniform.sample(rng)
            self.tries += 1
            pick = rng.random() * self.bound
            if pick < self.weigh(hands, rng, pick):
                self.kept += 1
                return hands
        raise HearingError(f"no deal in {MAX_TRIES} explains the calls heard")

    def envelope(self) -> float:
        """An upper bound on the likelihood of the calls over the deals consistent with the
        view: the product, over the seats whose hand as dealt is their remaining cards and
        the cards they played (no turn-up taken, nothing out of play), of the most their
        calls' factor reaches over every hand they may hold (their shown voids kept, the
        other seats' holdings not: a bound, not the maximum). A seat with more hands to
        try than ``ENVELOPE_HANDS`` leaves (early in a hand) counts 1."""
        if self.script is None:
            # Any deal builds the script (it reads the calls, not the hands): one from a
            # stream of its own, so the sampler's stream is untouched.
            own = random.Random(0)  # noqa: S311 - a deal to read calls on, not a secret
            self.weigh(self.uniform.sample(own), own, 1.0)
        script = self.script
        if script is None:
            return 1.0  # nothing heard
        position = self.view.position
        uniform = self.uniform
        holder = position.upcard_holder if position.upcard_taken else None
        size = position.variant.hand_size
        choices: list[tuple[int, list[Card], list[Card], int]] = []
        for place, seat in enumerate(uniform.seats):
            need = uniform.capacity[place]
            known = uniform.known[seat]
            if seat not in script.seats or seat in (holder, script.discarder):
                continue
            if len(known) + need + len(self.played[seat]) != size:
                continue  # cards out of play complete this hand as dealt
            allowed = [
                card
                for group, cards in enumerate(uniform.groups)
                if uniform.allowed[group][place]
                for card in cards
            ]
            choices.append((seat, [*known, *self.played[seat]], allowed, need))
        # The seats with fewest hands to try first, up to ``ENVELOPE_HANDS`` in all: any
        # seat left out counts 1, which keeps the product a bound.
        choices.sort(key=lambda choice: math.comb(len(choice[2]), choice[3]))
        bound, tried = 1.0, 0
        for seat, fixed, allowed, need in choices:
            tried += math.comb(len(allowed), need)
            if tried > ENVELOPE_HANDS:
                break
            bound *= max(
                script.factor(seat, [*fixed, *held], None)
                for held in itertools.combinations(allowed, need)
            )
        return min(1.0, bound)

    def _start(self, dealt: list[list[Card]]) -> Deal:
        position = self.view.position
        used = {c for hand in dealt for c in hand}
        if position.upcard is not None:
            used.add(position.upcard)
        kitty = [c for c in position.variant.cards() if c not in used]
        return Deal(
            position.variant, dealt, dealer=position.dealer, upcard=position.upcard, kitty=kitty
        )

    def reconstruct(
        self, hands: Sequence[Sequence[Card]], rng: random.Random
    ) -> tuple[Deal, Card | None]:
        """The deal as it was dealt, from one deal of the remaining hands: each seat's
        cards played put back, the turn-up taken back from whoever took it, and the cards
        out of play (the kitty, another seat's discard, a lone player's partner's hand)
        shared at random, as every way to share them is equally likely given the view.
        Returns the deal and the discard the listener did not see (None if none)."""
        dealt, hidden = self.dealt(hands, rng)
        return self._start(dealt), hidden

    def dealt(
        self, hands: Sequence[Sequence[Card]], rng: random.Random
    ) -> tuple[list[list[Card]], Card | None]:
        """``reconstruct``'s hands as dealt (without building the deal), and the unseen
        discard."""
        position = self.view.position
        variant = position.variant
        listener = self.view.seat
        dealt = [[*hands[s], *self.played[s]] for s in range(position.players)]
        holder = position.upcard_holder if position.upcard_taken else None
        upcard = position.upcard
        in_hands = {c for hand in dealt for c in hand}
        if upcard is not None:
            in_hands.add(upcard)
        if holder == listener and position.discard is not None:
            in_hands.add(position.discard)
        out = [c for c in variant.cards() if c not in in_hands]
        rng.shuffle(out)
        hidden: Card | None = None
        if holder is not None and upcard is not None:
            dealt[holder] = [c for c in dealt[holder] if c != upcard]
            if holder == listener:
                if position.discard is not None:
                    dealt[holder].append(position.discard)
            else:
                hidden = out.pop()
                dealt[holder].append(hidden)
        for seat in range(position.players):
            need = variant.hand_size - len(dealt[seat])
            dealt[seat].extend(out[:need])
            out = out[need:]
        return dealt, hidden

    @property
    def effective_samples(self) -> float:
        """Kept deals are independent draws: each counts fully."""
        return float(self.kept)


# -- for the analysis board: weighted deals and what they tell -----------------------------


@dataclass(frozen=True)
class Heard:
    """Deals of the unseen cards (remaining hands per seat), each with its weight; the
    hands each seat held at the first lead (remaining plus played); the effective sample
    size; ``enough`` is False where the ESS is under ``MIN_ESS`` (too few to tell)."""

    hands: tuple[tuple[tuple[Card, ...], ...], ...]
    at_lead: tuple[tuple[tuple[Card, ...], ...], ...]
    weights: tuple[float, ...]
    effective_samples: float
    enough: bool

    def share(self, holds: Callable[[Sequence[Sequence[Card]]], bool]) -> float:
        """The weighted share of the deals whose hands at the lead satisfy ``holds``."""
        total = math.fsum(self.weights)
        if total <= 0:
            raise HearingError("no deal explains the calls heard")
        return (
            math.fsum(w for w, h in zip(self.weights, self.at_lead, strict=True) if holds(h))
            / total
        )


def hear(
    view: View,
    calls: Sequence[Call],
    *,
    samples: int,
    rng: random.Random,
    model: CallingModel = COUNT,
    min_ess: float = MIN_ESS,
) -> Heard:
    """``samples`` uniform deals of the unseen cards, each weighed by the likelihood of the
    calls heard (importance weights), with the effective sample size."""
    sampler = HearingSampler(view, calls, model)
    all_hands: list[tuple[tuple[Card, ...], ...]] = []
    at_lead: list[tuple[tuple[Card, ...], ...]] = []
    weights: list[float] = []
    for _ in range(samples):
        hands = sampler.uniform.sample(rng)
        weights.append(sampler.weigh(hands, rng, 0.0))
        all_hands.append(tuple(tuple(h) for h in hands))
        at_lead.append(tuple((*h, *sampler.played[s]) for s, h in enumerate(hands)))
    total = math.fsum(weights)
    squares = math.fsum(w * w for w in weights)
    ess = total * total / squares if squares > 0 else 0.0
    return Heard(tuple(all_hands), tuple(at_lead), tuple(weights), ess, ess >= min_ess)


def maker_trumps_at_least(view: View, count: int) -> Callable[[Sequence[Sequence[Card]]], bool]:
    """A fact to show: the maker held at least ``count`` trumps at the first lead."""
    position = view.position
    trump, maker = position.trump, position.maker
    if trump is None:
        raise ValueError("no trump in a no-trump contract")

    def holds(hands: Sequence[Sequence[Card]]) -> bool:
        return sum(1 for c in hands[maker] if is_trump(c, trump)) >= count

    return holds


# -- the calls a quiz position implies ----------------------------------------------------


def implied_calls(view: View) -> tuple[Call, ...] | None:
    """The calls a quiz position's contract implies, as its player heard them: in round one
    (trump is the turn-up's suit) every seat before the maker passed; otherwise every seat
    passed round one and the seats before the maker passed round two; a lone defender
    defended alone, the others passed the offer; in Bid Euchre, the auction the item records
    and the declarer's contract. None where the engine cannot replay such calls (a Bid
    Euchre item without its auction; a partner taking the lone hand; a turn-up the position
    leaves dead where the engine's rules give it to the caller)."""
    position = view.position
    variant = position.variant
    upcard = position.upcard
    if variant.is_bid:
        return _auction_calls(position)
    if upcard is None or position.trump is None:
        return None
    listener = view.seat
    own = [*position.hands[listener]]
    for trick in [*position.history, position.trick]:
        own.extend(card for seat, card in trick if seat == listener)
    holder = position.upcard_holder if position.upcard_taken else None
    if holder == listener:
        own = [c for c in own if c != upcard]
        if position.discard is not None:
            own.append(position.discard)
    rest = [c for c in variant.cards() if c not in own and c != upcard]
    hands: list[list[Card]] = []
    for seat in range(variant.players):
        if seat == listener:
            hands.append(own)
        else:
            hands.append(rest[: variant.hand_size])
            rest = rest[variant.hand_size :]
    try:
        deal = Deal(variant, hands, dealer=position.dealer, upcard=upcard, kitty=rest)
        return _replay_contract(deal, view)
    except ValueError:
        return None


def _auction_calls(position: Position) -> tuple[Call, ...] | None:
    """Bid Euchre: the recorded auction's bids and passes, then the declaration."""
    if not position.auction:
        return None
    calls = [
        Call(seat, Pass() if tricks is None else Bid(tricks)) for seat, tricks in position.auction
    ]
    calls.append(Call(position.maker, Declare(position.trump, low=position.low)))
    return tuple(calls)


def _replay_contract(deal: Deal, view: View) -> tuple[Call, ...] | None:
    position = view.position
    trump, maker, alone = position.trump, position.maker, position.alone
    if trump is None:
        return None
    round_one = position.upcard.suit if position.upcard is not None else None
    heard: list[Call] = []
    while deal.phase not in (Phase.PLAY, Phase.OVER):
        seat = deal.to_act
        if seat is None:
            return None
        legal = deal.legal_actions()
        phase = deal.phase
        action: Action = Pass()
        if phase is Phase.ROUND_ONE and seat == maker and trump is round_one:
            accepts = [a for a in legal if isinstance(a, OrderUp | TakeUp) and a.alone == alone]
            if not accepts:
                return None
            action = accepts[0]
        elif phase in (Phase.ROUND_TWO, Phase.BLIND_TRUMP) and seat == maker:
            action = NameTrump(trump, alone=alone) if phase is Phase.ROUND_TWO else NameTrump(trump)
        elif phase is Phase.DISCARD:
            if seat == view.seat and position.discard is not None:
                action = Discard(position.discard)
            else:
                deal.push(discard_choice(deal))
                continue  # another seat's discard is not heard
        elif phase is Phase.DEFEND_ALONE and seat == position.defender_alone:
            action = DefendAloneAction()
        if action not in legal:
            return None
        heard.append(Call(seat, action))
        deal.push(action)
    # A position the engine's rules would not reach (a turn-up left dead where the engine
    # has the caller take it) has no calls to hear.
    if deal.maker != maker or deal.trump is not trump:
        return None
    if deal.upcard_taken != position.upcard_taken:
        return None
    return tuple(heard)


def item_hearing(reading: str | None, view: View) -> Hearing | None:
    """The hearing an item's proof is made under: its ``calling_model`` field (absent or
    ``"uniform"``: none) applied to the calls its position implies."""
    if reading is None or reading == UNIFORM:
        return None
    model = READINGS.get(reading)
    if model is None:
        raise ValueError(f"unknown calling model {reading!r}: use one of {sorted(READINGS)}")
    calls = implied_calls(view)
    if calls is None:
        raise ValueError("this position's calls cannot be read (a Bid item without its auction)")
    return Hearing(calls, model)


def hears_others(calls: Sequence[Call], listener: int) -> bool:
    """Whether ``calls`` tell ``listener`` anything of the unseen cards: a call made by
    another seat (the listener's own calls weigh every deal alike)."""
    return any(call.seat != listener for call in calls)


def item_hears(reading: str | None, view: View) -> bool:
    """Whether an item's proof heard the calls: a ``calling_model`` other than uniform
    (``item_hearing``) with a call by another seat among the calls its position implies.
    An item that heard nothing was proven on uniform deals, and its words say so."""
    hearing = item_hearing(reading, view)
    return hearing is not None and hears_others(hearing.calls, view.seat)
