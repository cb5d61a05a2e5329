"""Bid Euchre's auction and contracts, judged in points on sampled deals.

The engine (``tutor.engine.Deal``) runs the auction: which bids are legal (higher than the
high bid, the dealer may equal it, the dealer must bid when all three passed: rules-spec
2.5 and ruling P4), who declares and who leads. The other players bid and declare by the
rule of thumb the table's engine players use (``heuristic_bid``, ``heuristic_declare``:
the likely tricks of the hand's best contract, never equalling the partner's bid:
``bid_on_count``); the play is solved exactly and scored by the variant (a made bid
scores each side its tricks, a set costs the bidders their bid).

A deal of the unseen cards is drawn uniformly among the deals in which every other player
would have made the very calls the player has seen (rejection sampling): a pass says the
passer's hand is weak, a bid of 5 that it is strong. The player's own calls are not
evidence about the others.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from tutor.analysis import draws
from tutor.analysis.calling import CallJudgement
from tutor.analysis.deal import deal_cards, hand_strength
from tutor.analysis.position import Position
from tutor.analysis.sampling import SamplingError, item_rng
from tutor.analysis.solver import DoubleDummy, to_mask
from tutor.engine import (
    SUITS,
    Action,
    Bid,
    Card,
    Deal,
    Declare,
    Pass,
    Phase,
    Rank,
    Suit,
    Variant,
    score_hand,
)

PASS = "pass"  # noqa: S105 - a call, not a password
NT_HIGH = "NTH"
NT_LOW = "NTL"
CONTRACTS = (*(s.code for s in SUITS), NT_HIGH, NT_LOW)
# Deals of the unseen cards tried before a position counts as impossible.
AUCTION_DEAL_TRIES = 6000

# One call of the auction: (seat, tricks bid), or (seat, None) for a pass.
Call = tuple[int, int | None]


def contract_of(code: str) -> tuple[Suit | None, bool]:
    """``"H"`` -> (hearts, False); ``"NTH"`` -> (None, False); ``"NTL"`` -> (None, True)."""
    if code == NT_HIGH:
        return None, False
    if code == NT_LOW:
        return None, True
    return Suit.parse(code), False


def declare_action(code: str) -> Declare:
    trump, low = contract_of(code)
    return Declare(trump, low=low)


def call_action(tricks: int | None) -> Action:
    return Pass() if tricks is None else Bid(tricks)


# -- the rule of thumb (the table's engine players bid and declare by it) ----------------


# Each contract code's trump and whether it plays low, parsed once: the hearing sampler
# counts bidders' hands by the thousand (``tutor.analysis.hearing``).
_CONTRACTS_OF = {code: contract_of(code) for code in CONTRACTS}


def bid_tricks(hand: Sequence[Card], code: str) -> float:
    """Likely tricks for a contract: the calling point count halved; in no-trump, count the
    top cards (aces high, nines low) and the seconds behind them."""
    trump, low = _CONTRACTS_OF.get(code) or contract_of(code)
    if trump is not None:
        return hand_strength(hand, trump) / 2
    top = Rank.NINE if low else Rank.ACE
    second = Rank.TEN if low else Rank.KING
    return sum(1.0 if c.rank is top else 0.4 if c.rank is second else 0.0 for c in hand)


def counted_contract(hand: Sequence[Card], contracts: Sequence[str] = CONTRACTS) -> str:
    """The contract the hand counts most tricks in (first in ``contracts`` on a tie)."""
    return max(contracts, key=lambda code: (bid_tricks(hand, code), -contracts.index(code)))


def counted_tricks(hand: Sequence[Card], *, no_trump: bool = True) -> float:
    """The likely tricks of the hand's best contract (no-trump ones only where allowed):
    what ``heuristic_bid`` bids on."""
    contracts = CONTRACTS if no_trump else CONTRACTS[:4]
    return max(bid_tricks(hand, code) for code in contracts)


def heuristic_bid(
    hand: Sequence[Card],
    legal: Sequence[Action],
    *,
    partners_bid: int | None,
    no_trump: bool = True,
    jitter: float = 0.0,
) -> Action:
    """Bid the whole tricks the best contract counts, if that is legal (and over a
    partner's high bid, ``partners_bid``, only a higher bid); else pass, or (the dealer
    after three passes) the lowest bid."""
    counted = counted_tricks(hand, no_trump=no_trump)
    return bid_on_count(counted, legal, jitter, partners_bid=partners_bid)


def table_bid(deal: Deal) -> Action:
    """``heuristic_bid`` for the seat to bid in ``deal``: the count players' bid."""
    bidder = deal.to_act
    if bidder is None or deal.phase is not Phase.BIDDING:
        raise ValueError("nobody is to bid")
    return heuristic_bid(
        deal.hand(bidder),
        deal.legal_actions(),
        partners_bid=partners_bid(auction_of(deal), bidder),
        no_trump=deal.variant.no_trump,
    )


def partners_bid(calls: Sequence[Call], seat: int) -> int | None:
    """The high bid among ``calls`` if ``seat``'s partner made it, else None."""
    high: Call | None = None
    for call in calls:
        if call[1] is not None:
            high = call
    if high is None or high[0] != (seat + 2) % 4:
        return None
    return high[1]


def partner_equalled(calls: Sequence[Call]) -> int | None:
    """The first seat in ``calls`` that bid exactly its own partner's high bid (which only
    the dealer may, P4), or None. The count players never do (``bid_on_count``), and a
    stored auction that shows it teaches what no strong player does (issue 30)."""
    high: Call | None = None
    for call in calls:
        seat, tricks = call
        if tricks is None:
            continue
        if high is not None and high[1] == tricks and high[0] == (seat + 2) % 4:
            return seat
        high = call
    return None


def bid_on_count(
    counted: float,
    legal: Sequence[Action],
    jitter: float = 0.0,
    *,
    partners_bid: int | None,
) -> Action:
    """``heuristic_bid`` for a hand that counts ``counted`` likely tricks, the count
    misjudged by ``jitter`` points (half as many tricks). The hearing reads a bid at many
    misjudgements of one count by this same function (``tutor.analysis.hearing``), so
    the players and the reading agree.

    Over its own partner's high bid (``partners_bid``) a player bids only where its count
    clears that bid. The dealer's equal bid (rules-spec P4) exists to take the contract
    from the opponents: equalling the partner's bid gains the side nothing (the contract
    is the side's already) and only moves it to the other hand, so a strong player never
    does it. A bid strictly over the partner's says this hand counts more tricks than the
    partner's does, so its contract is likely the side's better one: worth the larger
    risk of a set."""
    # Rounded first: a count summed in another card order must not fall to the next trick.
    tricks = int(round(counted + jitter / 2, 6))
    floor = 0 if partners_bid is None else partners_bid  # a bid must be over this
    bids = [a for a in legal if isinstance(a, Bid) and floor < a.tricks <= tricks]
    if bids:
        return max(bids, key=lambda a: a.tricks)
    if Pass() in legal:  # over a partner's bid a pass is always legal
        return Pass()
    return min((a for a in legal if isinstance(a, Bid)), key=lambda a: a.tricks)


def heuristic_declare(hand: Sequence[Card], legal: Sequence[Action]) -> Declare:
    declares = [a for a in legal if isinstance(a, Declare)]
    return max(declares, key=lambda a: bid_tricks(hand, a.code))


# -- what the player has seen -------------------------------------------------------------


@dataclass(frozen=True)
class Auction:
    """``seat`` holds ``hand`` and has seen ``calls`` (from the dealer's left, in order).

    For a bid, ``calls`` are those before ``seat``'s turn; for a declaration, the whole
    auction, which ``seat`` won.
    """

    variant: Variant
    dealer: int
    seat: int
    hand: tuple[Card, ...]
    calls: tuple[Call, ...]

    def high(self) -> tuple[int | None, int | None]:
        """The high bid so far and its bidder (None, None: nobody bid yet)."""
        high: int | None = None
        bidder: int | None = None
        for seat, tricks in self.calls:
            if tricks is not None:
                high, bidder = tricks, seat
        return high, bidder

    def fresh_deal(self, hands: Sequence[Sequence[Card]]) -> Deal:
        return Deal(self.variant, [list(h) for h in hands], dealer=self.dealer)

    def replay(self, hands: Sequence[Sequence[Card]]) -> Deal | None:
        """The auction on these hands, or None where another player's rule of thumb would
        not have made the call seen."""
        deal = self.fresh_deal(hands)
        for seat, tricks in self.calls:
            action = call_action(tricks)
            if deal.to_act != seat:
                raise ValueError(f"seat {seat} is not next to bid")
            if seat != self.seat and table_bid(deal) != action:
                return None
            deal.push(action)
        return deal

    def legal_calls(self) -> list[list[Action]]:
        """The engine's legal calls at each call of the auction (they depend on the calls
        before, not on the cards)."""
        own = set(self.hand)
        rest = [c for c in self.variant.cards() if c not in own]
        hands = [list(self.hand) if s == self.seat else [] for s in range(4)]
        for seat in range(4):
            if seat != self.seat:
                hands[seat], rest = rest[:6], rest[6:]
        deal = self.fresh_deal(hands)
        legal: list[list[Action]] = []
        for seat, tricks in self.calls:
            if deal.to_act != seat:
                raise ValueError(f"seat {seat} is not next to bid")
            legal.append(deal.legal_actions())
            deal.push(call_action(tricks))
        return legal

    def sample(self, rng: random.Random) -> Deal:
        """A deal of the unseen cards on which the others would have called as they did,
        with the auction replayed by the engine (uniform over such deals)."""
        own = sorted(self.hand)
        pool = [c for c in self.variant.cards() if c not in set(own)]
        size = self.variant.hand_size
        legal = self._legal_calls()
        partners = [partners_bid(self.calls[:i], seat) for i, (seat, _) in enumerate(self.calls)]
        no_trump = self.variant.no_trump
        others = [s for s in range(4) if s != self.seat]
        for _ in range(AUCTION_DEAL_TRIES):
            rng.shuffle(pool)
            hands: list[list[Card]] = [own, own, own, own]
            for index, other in enumerate(others):
                hands[other] = sorted(pool[index * size : (index + 1) * size])
            if all(
                seat == self.seat
                or heuristic_bid(hands[seat], legal[i], partners_bid=partners[i], no_trump=no_trump)
                == call_action(tricks)
                for i, (seat, tricks) in enumerate(self.calls)
            ):
                deal = self.replay(hands)
                if deal is None:  # pragma: no cover - the check above is the replay's
                    raise AssertionError("the auction did not replay")
                return deal
        raise SamplingError("no deal of the unseen cards fits the bids seen")

    def _legal_calls(self) -> list[list[Action]]:
        key = (self.variant, self.dealer, self.seat, self.hand, self.calls)
        found = _LEGAL_CALLS.get(key)
        if found is None:
            found = self.legal_calls()
            if len(_LEGAL_CALLS) > 256:
                _LEGAL_CALLS.clear()
            _LEGAL_CALLS[key] = found
        return found


_LEGAL_CALLS: dict[tuple[object, ...], list[list[Action]]] = {}


def auction_of(deal: Deal) -> tuple[Call, ...]:
    """The calls of a deal's auction so far."""
    calls: list[Call] = []
    for call in deal.calls:
        if isinstance(call.action, Bid):
            calls.append((call.seat, call.action.tricks))
        elif isinstance(call.action, Pass):
            calls.append((call.seat, None))
    return tuple(calls)


def auction_until(deal: Deal, seat: int) -> Deal:
    """Let every player bid by the rule of thumb until it is ``seat``'s turn (or the
    auction is over)."""
    while deal.phase is Phase.BIDDING and deal.to_act != seat:
        deal.push(table_bid(deal))
    return deal


def heard_auction(variant: Variant, rng: random.Random, *, dealer: int | None = None) -> Position:
    """A Bid Euchre contract as the table's engine players reach it: deal, let every seat
    bid by the rule of thumb (``heuristic_bid``: the count players' bids, which the hearing
    reads with ``tutor.analysis.hearing.COUNT``) and the winner declare by it
    (``heuristic_declare``). The position keeps the auction, so a judge can hear the bids."""
    seat_of_dealer = rng.randrange(variant.players) if dealer is None else dealer
    hands, _ = deal_cards(variant, rng)
    deal = Deal(variant, [list(h) for h in hands], dealer=seat_of_dealer)
    while deal.phase is Phase.BIDDING:
        deal.push(table_bid(deal))  # as the hearing counts the bid (``counted_calls``)
    maker = deal.maker_or_raise()
    declared = heuristic_declare(deal.hand(maker), deal.legal_actions())
    auction = auction_of(deal)
    high = [tricks for _, tricks in auction if tricks is not None][-1]
    return Position(
        variant, declared.trump, declared.low, seat_of_dealer, maker, False,
        [list(h) for h in hands], bid=high, auction=auction,
    )  # fmt: skip


# -- playing a contract out -------------------------------------------------------------


@functools.lru_cache(maxsize=16)
def contract_solver(code: str, makers: frozenset[int]) -> DoubleDummy:
    """One solver per contract and side, reused deal after deal (its table holds only true
    bounds, so values do not depend on what it solved before)."""
    trump, low = contract_of(code)
    return DoubleDummy(trump, maximizers=makers, low=low)


@dataclass(frozen=True)
class Outcome:
    """A played-out hand: the declaring seat, its bid, the makers' tricks and the points
    each team scored (seats 0/2, seats 1/3)."""

    declarer: int
    bid: int
    tricks: int
    points: tuple[int, int]

    def value(self, team: int) -> float:
        return float(self.points[team] - self.points[1 - team])


def play_contract(deal: Deal, code: str) -> Outcome:
    """``deal`` is at the declaration: declare ``code`` and solve the play exactly from the
    declarer's opening lead."""
    deal = deal.copy()
    deal.push(declare_action(code))
    declarer = deal.maker_or_raise()
    bid = deal.bid
    leader = deal.to_act
    if bid is None or leader is None:
        raise ValueError("the auction has not ended in a contract")
    makers = frozenset({declarer, (declarer + 2) % 4})
    solver = contract_solver(code, makers)
    tricks = solver.solve([to_mask(deal.hand(s)) for s in range(4)], leader)
    score = score_hand(deal.variant, maker_tricks=tricks, bid=bid)
    points = [0, 0]
    points[declarer % 2] = score.makers
    points[1 - declarer % 2] = score.defenders
    return Outcome(declarer, bid, tricks, (points[0], points[1]))


def finish_auction(deal: Deal, seat: int, plan: str) -> Outcome:
    """The rest of the auction by the rule of thumb, the declaration (``plan`` if ``seat``
    declares), then the play solved."""
    deal = deal.copy()
    while deal.phase is Phase.BIDDING:
        deal.push(table_bid(deal))
    declarer = deal.maker_or_raise()
    code = (
        plan
        if declarer == seat
        else heuristic_declare(deal.hand(declarer), deal.legal_actions()).code
    )
    return play_contract(deal, code)


# -- judging options on one stream of deals -------------------------------------------------

OptionPlayer = Callable[[Deal, str], Outcome]


class BidJudge:
    """Plays every option out on one sampled deal after another, from a named stream of the
    item (``"samples"`` chooses positions, ``"confirm"`` proves them: ``tutor.analysis.proof``).
    Deal ``k`` of a stream is the same however the sampling is staged."""

    def __init__(
        self,
        auction: Auction,
        item_id: str,
        options: Sequence[str],
        play_option: OptionPlayer,
        *,
        stream: str = "samples",
        sample: Callable[[random.Random], Deal] | None = None,
        reading: str | None = None,
    ) -> None:
        """``sample`` draws the deals (default: ``auction.sample``, the bids seen read by
        the rule of thumb's hard cut); ``reading`` names another sampler's reading of the
        bids, so its deals are remembered apart."""
        self.auction = auction
        self.sample = auction.sample if sample is None else sample
        self.rng = item_rng(item_id, stream)
        self.memory_key = f"bid|{item_id}|{stream}|{auction!r}|{tuple(options)}"
        if reading is not None:
            self.memory_key += f"|{reading}"
        self.options = list(options)
        self.play_option = play_option
        self.team = auction.seat % 2
        self.outcomes: list[dict[str, Outcome]] = []

    def draw_outcomes(self) -> dict[str, Outcome]:
        deal = self.sample(self.rng)
        index = len(self.outcomes)
        remembered = draws.recall(self.memory_key, index)
        if remembered is not None:
            results = {
                o: Outcome(int(r[0]), int(r[1]), int(r[2]), (int(r[3][0]), int(r[3][1])))
                for o, r in remembered.items()
            }
        else:
            results = {option: self.play_option(deal, option) for option in self.options}
            draws.remember(
                self.memory_key,
                index,
                {o: (r.declarer, r.bid, r.tricks, r.points) for o, r in results.items()},
            )
        self.outcomes.append(results)
        return results

    def draw(self) -> dict[str, float]:
        """One more deal: each option's value in points for the player's side."""
        return {o: r.value(self.team) for o, r in self.draw_outcomes().items()}

    def extend(self, samples: int) -> CallJudgement:
        while len(self.outcomes) < samples:
            self.draw_outcomes()
        return judgement_of(self.outcomes, self.team)


def judgement_of(outcomes: Sequence[Mapping[str, Outcome]], team: int) -> CallJudgement:
    options = list(outcomes[0]) if outcomes else []
    count = max(1, len(outcomes))
    return CallJudgement(
        {o: sum(r[o].value(team) for r in outcomes) / count for o in options}, len(outcomes)
    )
