"""Strategy tables measured with our own engine, for the lessons' ```table blocks.

Each table comes from deals drawn from one fixed seed. Every decision is played out the
way ``tutor.analysis.calling`` judges calls: the later calls by the heuristics of
``tutor.analysis.deal``, the play by the double-dummy solver, the hand scored with
``score_hand``. A value is the caller's side's points minus the other side's for that
hand ("net points"); each cell gives the mean over its deals and a 95% interval (mean ±
1.96 standard errors, a normal approximation; a cell whose deals all scored the same takes
the exact binomial bound instead, ``constant_interval``, so no interval is a point).

The deals come from one random stream, so the first ``CHECK_DEALS`` deals give the same
numbers whatever the full count: the committed file keeps those first numbers under
``check``, and the course test recomputes them (fast) to prove that the committed table
still comes from this code.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tutor.analysis.bidding import CONTRACTS, contract_of
from tutor.analysis.bidding import contract_solver as bid_contract_solver
from tutor.analysis.calling import (
    Contract,
    Table,
    play_out,
    rest_of_calling,
    round_one_call,
    round_two_call,
    team_value,
)
from tutor.analysis.deal import deal_cards, dealer_discard, hand_strength, heuristic_card
from tutor.analysis.position import Position
from tutor.analysis.solver import to_mask
from tutor.course.curriculum import default_lessons_dir
from tutor.course.table_words import NOTES, SEAT_LABELS, TEXTS, THREE_HAND_SEATS
from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Suit,
    Variant,
    card_of,
    effective_suit,
    is_left_bower,
    is_right_bower,
    left_bower,
    score_hand,
    trick_winner,
)
from tutor.quiz.catalogue import catalogue
from tutor.quiz.kinds.puzzle import line_card

TABLE_NAMES: tuple[str, ...] = (
    "order-up-by-trumps",
    "next-vs-reverse",
    "alone-by-shape",
    "side-aces",
    "alone-top-trumps",
    "three-hand-calls",
    "seven-card-calls",
    "bid-sure-tricks",
    "three-hand-round-two",
    "three-hand-24-calls",
    "three-hand-24-round-two",
    "seven-card-round-two",
    "defending-alone",
)
SEED = 20261201
DEALS: dict[str, int] = {
    "order-up-by-trumps": 1500,
    "next-vs-reverse": 8000,
    "alone-by-shape": 2000,
    "side-aces": 3000,
    "alone-top-trumps": 20000,
    "three-hand-calls": 60000,
    "seven-card-calls": 12000,
    "bid-sure-tricks": 12000,
    "three-hand-round-two": 40000,
    "three-hand-24-calls": 30000,
    "three-hand-24-round-two": 40000,
    "seven-card-round-two": 24000,
    "defending-alone": 160000,
}
# The variant each table is dealt in: a preset and options on it (the standard game unless
# named here).
SEVEN_CARDS: dict[str, object] = {"seven_card_32": True}
VARIANTS: dict[str, tuple[str, dict[str, object]]] = {
    "three-hand-calls": ("three-hand", {}),
    "seven-card-calls": ("standard", SEVEN_CARDS),
    "bid-sure-tricks": ("bid", {}),
    "three-hand-round-two": ("three-hand", {}),
    "three-hand-24-calls": ("three-hand", {"deck": 24}),
    "three-hand-24-round-two": ("three-hand", {"deck": 24}),
    "seven-card-round-two": ("standard", SEVEN_CARDS),
    "defending-alone": ("cardgames", {}),
}
# The tables of round one and of round two in the games measured apart from the standard one.
ROUND_ONE = ("three-hand-calls", "three-hand-24-calls", "seven-card-calls")
ROUND_TWO = ("three-hand-round-two", "three-hand-24-round-two", "seven-card-round-two")
CHECK_DEALS = 40  # the prefix the course test recomputes (a few seconds per table)
DEALER = 3  # seats relative to the dealer; the eldest (seat 1) is seat 0
Z95 = 1.96
# A cell of fewer deals shows no figure, only its count: the normal interval is no guide
# below this, and one deal is an anecdote.
MIN_CELL = 20


def tables_dir() -> Path:
    return default_lessons_dir() / "tables"


# -- statistics ------------------------------------------------------------------------------


@dataclass
class Tally:
    """The values of one cell, and the least and most a single value can be (the interval
    is cut there: no mean can lie outside what one hand can score)."""

    bounds: tuple[float, float]
    values: list[float] = field(default_factory=list)

    def add(self, value: float) -> None:
        self.values.append(value)

    def summary(self) -> dict[str, Any]:
        """Count, mean and 95% interval; only the count below ``MIN_CELL`` values.

        A cell whose deals all scored the same has no spread for the normal interval to
        measure, yet its next deal may score otherwise: its interval is the exact binomial
        one (Clopper-Pearson) on the share of deals that score anything else, 0 of n seen,
        stretched to the cell's bounds (``constant_interval``)."""
        n = len(self.values)
        if n < MIN_CELL:
            return {"n": n, "mean": None, "low": None, "high": None}
        mean = sum(self.values) / n
        least, most = self.bounds
        if all(value == self.values[0] for value in self.values):
            low, high = constant_interval(self.values[0], n, self.bounds)
        else:
            variance = sum((v - mean) ** 2 for v in self.values) / (n - 1)
            half = Z95 * math.sqrt(variance / n)
            low, high = max(mean - half, least), min(mean + half, most)
        return {"n": n, "mean": round(mean, 2), "low": round(low, 2), "high": round(high, 2)}


def constant_interval(value: float, n: int, bounds: tuple[float, float]) -> tuple[float, float]:
    """The 95% interval of a mean whose ``n`` deals all scored ``value``: the share of deals
    that score otherwise may be as high as ``1 - 0.025 ** (1 / n)`` (the exact two-sided
    binomial bound for 0 of n), each of them scoring as far as the cell's bounds allow."""
    least, most = bounds
    if not (math.isfinite(least) and math.isfinite(most)):
        raise ValueError("a constant cell needs finite bounds for its interval")
    share = 1 - ((1 - 0.95) / 2) ** (1 / n)
    return value - share * (value - least), value + share * (most - value)


# A cell no deal reached: it shows only its count, 0, so its bounds are never read.
NO_DEALS = Tally((0.0, 0.0))


def net_bounds(variant: Variant, alone: bool | None) -> tuple[float, float]:
    """The least and most net points one hand can give a side: as the makers with partner
    (``alone`` False) or alone (True), or either side making anything (None: a pass)."""
    nets = [
        score.makers - score.defenders
        for lone in ((False, True) if alone is None else (alone,))
        for tricks in range(variant.hand_size + 1)
        for score in [score_hand(variant, maker_tricks=tricks, alone=lone)]
    ]
    if alone is None:
        widest = max(abs(net) for net in nets)
        return (-widest, widest)
    return (min(nets), max(nets))


BIDS = (3, 4, 5, 6)  # Bid Euchre's bids


def bid_bounds(variant: Variant, bid: int) -> tuple[float, float]:
    """The least and most net points a contract of ``bid`` can give the bidders."""
    nets = [
        score.makers - score.defenders
        for tricks in range(variant.hand_size + 1)
        for score in [score_hand(variant, maker_tricks=tricks, bid=bid)]
    ]
    return (min(nets), max(nets))


def trumps_held(hand: list[Card], trump: Suit) -> int:
    return sum(1 for card in hand if effective_suit(card, trump) is trump)


def off_aces(hand: list[Card], trump: Suit) -> int:
    return sum(1 for card in hand if card.rank.name == "ACE" and card.suit is not trump)


def table_variant(name: str) -> Variant:
    """The game a table's deals are dealt in."""
    preset, options = VARIANTS.get(name, ("standard", {}))
    variant = Variant.preset(preset)
    return variant.replace(**options) if options else variant


def _deals(seed: int, purpose: str) -> Iterator[Table]:
    """The deals of one table; the dealer is the last seat (in Bid Euchre, with no turn-up,
    the first card of an empty rest is no card: ``_bid_sure_tricks`` never reads it)."""
    digest = hashlib.sha256(f"{seed}#{purpose}".encode()).digest()
    rng = random.Random(int.from_bytes(digest[:8], "big"))  # noqa: S311 - sampling, not secrets
    variant = table_variant(purpose)
    while True:
        hands, rest = deal_cards(variant, rng)
        upcard = rest[0] if rest else hands[0][0]
        yield Table(variant, variant.players - 1, hands, upcard)


def _net(table: Table, contract: Contract | None, team: int) -> float:
    if contract is None:
        return 0.0
    return team_value(play_out(table, contract), team, None, 10)


# -- counting a hand's tricks the way the variant lessons do ---------------------------------

_TRUMP_RUN = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
_HIGH_RUN = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE)


def _run(hand: Sequence[Card], order: Sequence[Card]) -> int:
    """How many of ``order`` the hand holds in an unbroken run from its top."""
    count = 0
    for card in order:
        if card not in hand:
            break
        count += 1
    return count


def sure_tricks(hand: Sequence[Card], trump: Suit | None, *, low: bool = False) -> int:
    """The tricks a hand takes on its own, as the three-hand and bidding lessons count them:
    with a trump suit, its trumps in an unbroken run from the right bower down (the left
    bower counts behind the right, the ace behind both) and its side aces; in no-trump, each
    suit's unbroken run from its best card (the ace, or the 9 in no-trump low)."""
    if trump is None:
        order = tuple(reversed(_HIGH_RUN)) if low else _HIGH_RUN
        return sum(_run(hand, [card_of(rank, suit) for rank in order]) for suit in SUITS)
    side_aces = sum(
        1 for c in hand if c.rank is Rank.ACE and c.suit is not None and c.suit is not trump
    )
    return trump_run(hand, trump) + side_aces


def trump_run(hand: Sequence[Card], trump: Suit) -> int:
    """The hand's trumps in an unbroken run from the right bower down (the left bower
    behind it, then the ace): the trump tricks it takes whatever the others hold."""
    trumps = [card_of(Rank.JACK, trump), card_of(Rank.JACK, trump.sister)]
    trumps += [card_of(rank, trump) for rank in _TRUMP_RUN]
    return _run(hand, trumps)


def best_sure_contract(hand: Sequence[Card]) -> tuple[str, int]:
    """The Bid Euchre contract (``tutor.analysis.bidding``'s code) in which the hand counts
    the most sure tricks, and that count; the first of ``CONTRACTS`` on a tie."""
    counts = []
    for code in CONTRACTS:
        trump, low = contract_of(code)
        counts.append((sure_tricks(hand, trump, low=low), -CONTRACTS.index(code), code))
    sure, _, code = max(counts)
    return code, sure


def best_sure_tricks(hand: Sequence[Card]) -> int:
    """A Bid Euchre hand's sure tricks in the contract that gives it the most."""
    return best_sure_contract(hand)[1]


def high_trumps(hand: Sequence[Card], trump: Suit) -> int:
    """S0-3's high trumps held: the bowers and the ace of trump."""
    return sum(
        1
        for c in hand
        if is_right_bower(c, trump)
        or is_left_bower(c, trump)
        or (c.suit is trump and c.rank is Rank.ACE)
    )


# -- the measurements ------------------------------------------------------------------------


# How a measure counts a hand for a trump suit (trumps held, the top-trump run, high trumps).
CountHeld = Callable[[list[Card], Suit], int]


def _order_up(
    table: Table,
    tallies: dict[tuple[int, int], tuple[Tally, Tally]],
    count: CountHeld = trumps_held,
    most: int = 5,
) -> None:
    """Each seat in turn, if everyone before it passed (by the heuristics): order up vs pass,
    by the seat's ``count`` of its hand (trumps held unless told; the dealer counts the
    turn-up), up to ``most``."""
    trump = table.upcard.suit
    if trump is None:
        return
    for seat in table.order():
        hand = table.hands[seat] + ([table.upcard] if seat == table.dealer else [])
        key = (table.order().index(seat), min(count(hand, trump), most))
        order, passing = tallies.setdefault(
            key,
            (Tally(net_bounds(table.variant, False)), Tally(net_bounds(table.variant, None))),
        )
        team = seat if table.variant.players == 3 else seat % 2  # three-hand: a seat alone
        order.add(_net(table, Contract(trump, seat, False, taken=True), team))
        passing.add(_net(table, rest_of_calling(table, seat, 1), team))
        if round_one_call(table, seat) is not None:
            return  # this seat would have called: the later seats never decide


def best_round_two_suit(hand: list[Card], options: Sequence[Suit], count: CountHeld) -> Suit:
    """The suit a seat names in round two: the most ``count`` among ``options``, the
    stronger hand (the calling heuristics' measure) on a tie."""
    return max(options, key=lambda suit: (count(hand, suit), hand_strength(hand, suit)))


def _name_or_pass(
    table: Table,
    tallies: dict[tuple[int, int], tuple[Tally, Tally]],
    count: CountHeld,
    most: int,
) -> None:
    """Round two, on deals where every seat would pass round one (by the heuristics): each
    seat in turn, if the seats before it would pass round two as well, names its best suit
    (``best_round_two_suit``) vs pass, by its ``count`` of that suit, up to ``most``. A
    dealer stuck under stick the dealer has no pass and is not counted."""
    turned = table.upcard.suit
    if turned is None or any(round_one_call(table, s) is not None for s in table.order()):
        return
    variant = table.variant
    options = [suit for suit in SUITS if suit is not turned]
    for position, seat in enumerate(table.order()):
        if seat == table.dealer and variant.stick_the_dealer:
            return
        hand = table.hands[seat]
        suit = best_round_two_suit(hand, options, count)
        named, passing = tallies.setdefault(
            (position, min(count(hand, suit), most)),
            (Tally(net_bounds(variant, False)), Tally(net_bounds(variant, None))),
        )
        team = seat if variant.players == 3 else seat % 2  # three-hand: a seat alone
        named.add(_net(table, Contract(suit, seat, False, taken=False), team))
        passing.add(_net(table, rest_of_calling(table, seat, 2), team))
        if round_two_call(table, seat) is not None:
            return  # this seat would have named a suit: the later seats never decide


def heuristic_contract(table: Table) -> Contract | None:
    """The contract the calling heuristics make on a deal (None: all pass twice)."""
    for call in (round_one_call, round_two_call):
        for seat in table.order():
            contract = call(table, seat)
            if contract is not None:
                return contract
    return None


def hand_in_play(table: Table, contract: Contract, seat: int) -> list[Card]:
    """``seat``'s five cards once the turn-up is exchanged (as ``play_out`` exchanges)."""
    hand = list(table.hands[seat])
    taker = table.dealer if contract.taker is None else contract.taker
    if contract.taken and seat == taker:
        hand.append(table.upcard)
        hand.remove(dealer_discard(hand, contract.trump))
    return hand


def defence_sure_tricks(hand: Sequence[Card], trump: Suit) -> int:
    """A defender's sure tricks as a strong player counts them: only the trump run from the
    right bower down (``trump_run``). A side ace is no sure trick on defence: the maker chose
    trump and is the one likely to be short in a side suit, ready to trump it."""
    return trump_run(hand, trump)


def right_trump_ace(hand: Sequence[Card], trump: Suit) -> bool:
    """The defending lesson's example hand: the right bower, exactly one lower trump (not
    the left bower, which would make two sure tricks) and one or more side aces. Its sure
    tricks on defence: one, the right bower."""
    trumps = [card for card in hand if effective_suit(card, trump) is trump]
    return (
        len(trumps) == 2
        and any(is_right_bower(card, trump) for card in trumps)
        and not any(is_left_bower(card, trump) for card in trumps)
        and off_aces(list(hand), trump) >= 1
    )


def defence_bounds(variant: Variant, maker_alone: bool, lone_defence: bool) -> tuple[float, float]:
    """The least and most net points one hand can give the defenders."""
    nets = [
        score.defenders - score.makers
        for tricks in range(variant.hand_size + 1)
        for score in [
            score_hand(variant, maker_tricks=tricks, alone=maker_alone, defender_alone=lone_defence)
        ]
    ]
    return (min(nets), max(nets))


# The defending table's hands: sure tricks on defence (``defence_sure_tricks``: the trump run
# from the right bower down) 0 to 3 or more, and the lesson's example, which overlaps the row
# of one.
DEFENCE_HANDS = (0, 1, 2, 3, "example")


def _defend_alone(
    table: Table, tallies: dict[tuple[bool, int, int | str], tuple[Tally, Tally]]
) -> None:
    """The contract the calling heuristics make (a loner or with partner): each defender in
    turn defends alone (its partner sits out) vs with its partner, by its hand's sure
    tricks in trump (and the lesson's example hand)."""
    contract = heuristic_contract(table)
    if contract is None:
        return
    variant, trump = table.variant, contract.trump
    # Both defenders are one side: defending together is one play for them both.
    together = _net(table, contract, (contract.maker + 1) % 2)
    for side, defender in enumerate(((contract.maker + 1) % 4, (contract.maker + 3) % 4)):
        hand = hand_in_play(table, contract, defender)
        kinds: list[int | str] = [min(defence_sure_tricks(hand, trump), 3)]
        if right_trump_ace(hand, trump):
            kinds.append("example")
        lone = _net(table, replace(contract, lone_defender=defender), defender % 2)
        for kind in kinds:
            alone, partner = tallies.setdefault(
                (not contract.alone, side, kind),
                (
                    Tally(defence_bounds(variant, contract.alone, True)),
                    Tally(defence_bounds(variant, contract.alone, False)),
                ),
            )
            alone.add(lone)
            partner.add(together)


def _bid_sure_tricks(table: Table, tallies: dict[tuple[int, int], Tally]) -> None:
    """Every seat declares the contract in which it counts the most sure tricks (a trump
    suit, no-trump high or low; ``best_sure_contract``) and leads, with partner; the play is
    solved once and scored at each bid from 3 to 6 (a made bid scores each side its tricks,
    a set costs the bidders their bid)."""
    variant = table.variant
    for seat in range(variant.players):
        code, sure = best_sure_contract(table.hands[seat])
        makers = frozenset({seat, (seat + 2) % 4})
        solver = bid_contract_solver(code, makers)
        tricks = solver.solve([to_mask(hand) for hand in table.hands], seat)
        for bid in BIDS:
            score = score_hand(variant, maker_tricks=tricks, bid=bid)
            tally = tallies.setdefault((sure, bid), Tally(bid_bounds(variant, bid)))
            tally.add(float(score.makers - score.defenders))


def _next_vs_reverse(table: Table, tallies: dict[tuple[int, str, int], Tally]) -> None:
    """When all four pass round one: each seat in turn names next, or a reverse-next suit,
    with partner (as if the seats before it had passed round two as well)."""
    turned = table.upcard.suit
    if turned is None or any(round_one_call(table, s) is not None for s in table.order()):
        return
    next_suit = left_bower(turned).suit
    for position, seat in enumerate(table.order()):
        hand = table.hands[seat]
        for suit in SUITS:
            if suit is turned:
                continue
            kind = "next" if suit is next_suit else "reverse"
            count = trumps_held(hand, suit)
            if count == 0:
                continue
            tally = tallies.setdefault(
                (position, kind, min(count, 4)), Tally(net_bounds(table.variant, False))
            )
            tally.add(_net(table, Contract(suit, seat, False, taken=False), seat % 2))


def _alone_by_shape(table: Table, tallies: dict[tuple[int, int], tuple[Tally, Tally]]) -> None:
    """Every seat and suit with three or more trumps: name it alone vs with the partner."""
    for seat in range(4):
        hand = table.hands[seat]
        for suit in SUITS:
            count = trumps_held(hand, suit)
            if count < 3:
                continue
            key = (count, min(off_aces(hand, suit), 2))
            alone, partner = tallies.setdefault(
                key,
                (Tally(net_bounds(table.variant, True)), Tally(net_bounds(table.variant, False))),
            )
            team = seat % 2
            alone.add(_net(table, Contract(suit, seat, True, taken=False), team))
            partner.add(_net(table, Contract(suit, seat, False, taken=False), team))


# The loner shapes the calling lesson names, each hand in exactly one (None: none of them).
LONER_SHAPES: tuple[str, ...] = (
    "top-three-side-ace",
    "top-three-fourth-trump",
    "top-three-fourth-trump-side-ace",
    "four-with-bower-side-ace",
    "four-with-bower-no-ace",
    "four-low-no-ace",
    "five-trumps",
)


def loner_shape(hand: list[Card], trump: Suit) -> str | None:
    """Which of ``LONER_SHAPES`` a five-card hand is with ``trump`` named."""
    trumps = [card for card in hand if effective_suit(card, trump) is trump]
    aces = off_aces(hand, trump)
    right = any(card.rank is Rank.JACK and card.suit is trump for card in trumps)
    left = left_bower(trump) in trumps
    ace = any(card.rank is Rank.ACE and card.suit is trump for card in trumps)
    if len(trumps) == 5:
        return "five-trumps"
    if right and left and ace:
        if len(trumps) == 3:
            return "top-three-side-ace" if aces else None
        return "top-three-fourth-trump-side-ace" if aces else "top-three-fourth-trump"
    if len(trumps) == 4 and (right or left):
        return "four-with-bower-side-ace" if aces else "four-with-bower-no-ace"
    if len(trumps) == 4 and not aces:
        # "Any four trumps" of the usual advice, at its weakest: no bower, no side ace.
        return "four-low-no-ace"
    return None


def _alone_top_trumps(table: Table, tallies: dict[str, tuple[Tally, Tally]]) -> None:
    """Every seat and suit whose hand is one of ``LONER_SHAPES``: named alone vs with the
    partner, as in ``_alone_by_shape``."""
    for seat in range(4):
        hand = table.hands[seat]
        for suit in SUITS:
            shape = loner_shape(hand, suit)
            if shape is None:
                continue
            alone, partner = tallies.setdefault(
                shape,
                (Tally(net_bounds(table.variant, True)), Tally(net_bounds(table.variant, False))),
            )
            team = seat % 2
            alone.add(_net(table, Contract(suit, seat, True, taken=False), team))
            partner.add(_net(table, Contract(suit, seat, False, taken=False), team))


def _side_aces(table: Table, engine: Tally, rules: Tally) -> None:
    """The hand the calling heuristics make in round one (with partner), played out twice:
    by the engine (double dummy, ``engine``) and by our rules of thumb, each player seeing
    only its own hand (``heuristic_card``, ``rules``). For each off-suit ace in the hands,
    1 if it took a trick, else 0."""
    contract = None
    for seat in table.order():
        contract = round_one_call(table, seat)
        if contract is not None:
            break
    if contract is None or contract.alone:
        return
    trump = contract.trump
    hands = [list(hand) for hand in table.hands]
    taken = [*hands[table.dealer], table.upcard]
    taken.remove(dealer_discard(taken, trump))
    hands[table.dealer] = taken
    position = Position(
        table.variant,
        trump,
        False,
        table.dealer,
        contract.maker,
        False,
        hands,
        upcard=table.upcard,
        upcard_taken=True,
    )
    aces = [
        card
        for hand in hands
        for card in hand
        if card.rank is Rank.ACE and effective_suit(card, trump) is not trump
    ]
    for tally, player in ((engine, _engine_card), (rules, _rule_of_thumb_card)):
        played = position
        while any(played.hands):
            played = played.play(player(played))
        winners = set()
        for trick in played.history:
            cards = [card for _, card in trick]
            winners.add(cards[trick_winner(cards, trump)])
        for ace in aces:
            tally.add(1.0 if ace in winners else 0.0)


def _engine_card(position: Position) -> Card:
    return line_card(position, position.to_act())


def _rule_of_thumb_card(position: Position) -> Card:
    # No noise: the rules' own card (the generator is never drawn from for a choice).
    return heuristic_card(position, random.Random(0), noise=0.0)  # noqa: S311


# -- tables as data --------------------------------------------------------------------------


def compute(
    name: str, deals: int, *, progress: Callable[[int], None] | None = None
) -> dict[str, Any]:
    """One table from the first ``deals`` deals of its fixed stream."""
    stream = _deals(SEED, name)
    if name == "order-up-by-trumps":
        order_tallies: dict[tuple[int, int], tuple[Tally, Tally]] = {}
        for _ in range(deals):
            _order_up(next(stream), order_tallies)
            if progress:
                progress(1)
        rows = [
            {
                "seat": SEAT_LABELS[seat],
                "trumps": trumps,
                "order": order.summary(),
                "pass": passing.summary(),
            }
            for (seat, trumps), (order, passing) in sorted(order_tallies.items())
            if trumps >= 1
        ]
    elif name == "next-vs-reverse":
        next_tallies: dict[tuple[int, str, int], Tally] = {}
        for _ in range(deals):
            _next_vs_reverse(next(stream), next_tallies)
            if progress:
                progress(1)
        rows = [
            {
                "seat": SEAT_LABELS[seat],
                "trumps": trumps,
                "next": next_tallies.get((seat, "next", trumps), NO_DEALS).summary(),
                "reverse": next_tallies.get((seat, "reverse", trumps), NO_DEALS).summary(),
            }
            for seat in range(4)
            for trumps in range(1, 5)
        ]
    elif name == "alone-by-shape":
        alone_tallies: dict[tuple[int, int], tuple[Tally, Tally]] = {}
        for _ in range(deals):
            _alone_by_shape(next(stream), alone_tallies)
            if progress:
                progress(1)
        rows = [
            {
                "trumps": trumps,
                "aces": aces,
                "alone": alone.summary(),
                "partner": partner.summary(),
            }
            for (trumps, aces), (alone, partner) in sorted(alone_tallies.items())
        ]
    elif name == "alone-top-trumps":
        shape_tallies: dict[str, tuple[Tally, Tally]] = {}
        for _ in range(deals):
            _alone_top_trumps(next(stream), shape_tallies)
            if progress:
                progress(1)
        empty = (NO_DEALS, NO_DEALS)
        rows = [
            {
                "shape": TEXTS["alone-top-trumps"]["shapes"][shape],
                "alone": shape_tallies.get(shape, empty)[0].summary(),
                "partner": shape_tallies.get(shape, empty)[1].summary(),
            }
            for shape in LONER_SHAPES
        ]
    elif name in ROUND_ONE or name in ROUND_TWO:
        call_tallies: dict[tuple[int, int], tuple[Tally, Tally]] = {}
        three = table_variant(name).players == 3
        count = trump_run if three else high_trumps
        measure = _order_up if name in ROUND_ONE else _name_or_pass
        for _ in range(deals):
            measure(next(stream), call_tallies, count, 3)
            if progress:
                progress(1)
        labels = THREE_HAND_SEATS if three else SEAT_LABELS
        call = "order" if name in ROUND_ONE else "name"
        rows = [
            {
                "seat": labels[seat],
                "held": held,
                call: order.summary(),
                "pass": passing.summary(),
            }
            for (seat, held), (order, passing) in sorted(call_tallies.items())
        ]
    elif name == "defending-alone":
        defence_tallies: dict[tuple[bool, int, int | str], tuple[Tally, Tally]] = {}
        for _ in range(deals):
            _defend_alone(next(stream), defence_tallies)
            if progress:
                progress(1)
        words = TEXTS["defending-alone"]
        empty = (NO_DEALS, NO_DEALS)
        rows = [
            {
                "maker": words["makers"][with_partner],
                "seat": words["seats"][side],
                "hand": words["hands"][DEFENCE_HANDS.index(kind)],
                "alone": defence_tallies.get((with_partner, side, kind), empty)[0].summary(),
                "partner": defence_tallies.get((with_partner, side, kind), empty)[1].summary(),
            }
            for with_partner in (False, True)
            for side in (0, 1)
            for kind in DEFENCE_HANDS
        ]
    elif name == "bid-sure-tricks":
        bid_tallies: dict[tuple[int, int], Tally] = {}
        for _ in range(deals):
            _bid_sure_tricks(next(stream), bid_tallies)
            if progress:
                progress(1)
        counts = sorted({sure for sure, _ in bid_tallies})
        rows = [
            {
                "sure": sure,
                **{f"bid{bid}": bid_tallies[(sure, bid)].summary() for bid in BIDS},
            }
            for sure in counts
        ]
    elif name == "side-aces":
        engine, rules = Tally((0.0, 1.0)), Tally((0.0, 1.0))
        for _ in range(deals):
            _side_aces(next(stream), engine, rules)
            if progress:
                progress(1)
        rows = [
            {"aces": TEXTS["side-aces"]["row"], "won": engine.summary(), "rules": rules.summary()}
        ]
    else:
        raise ValueError(f"no table {name!r}: use one of {', '.join(TABLE_NAMES)}")
    return {"deals": deals, "rows": rows}


def build(
    name: str, deals: int, *, progress: Callable[[int], None] | None = None
) -> dict[str, Any]:
    """The whole file: the table, its prefix check, the inputs' fingerprint (the words are
    the catalogue's: ``table_in``)."""
    check = compute(name, CHECK_DEALS)
    full = compute(name, deals, progress=progress)
    return {
        "name": name,
        "seed": SEED,
        "inputs": inputs_fingerprint(name, deals),
        "deals": full["deals"],
        "rows": full["rows"],
        "check": check,
    }


def inputs_fingerprint(name: str, deals: int) -> str:
    """What the numbers depend on besides the code: the name, seed and counts."""
    text = json.dumps([name, SEED, deals, CHECK_DEALS, DEALER, MIN_CELL], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def write(name: str, data: dict[str, Any], folder: Path | None = None) -> Path:
    path = (folder or tables_dir()) / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


def load_table(name: str, folder: Path | None = None) -> dict[str, Any]:
    if name not in TABLE_NAMES:
        raise ValueError(f"no table {name!r}")
    path = (folder or tables_dir()) / f"{name}.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


# -- the words around the numbers (``tutor.course.table_words``) -------------------------------


def say(message: str, lang: str, **values: object) -> str:
    """``message`` in ``lang``, its ``%(name)s`` values filled (every message is formatted,
    as the templates do, so a literal percent sign is written ``%%``)."""
    return str(catalogue(lang).ugettext(message)) % values


def table_in(table: dict[str, Any], lang: str) -> dict[str, Any]:
    """A bank table with its words in ``lang``: title, method, column headings and the
    rows' labels (a row's label is the one text value in it; numbers stay numbers)."""
    words = TEXTS[table["name"]]
    return {
        **table,
        "title": say(words["title"], lang),
        "method": say(words["method"], lang),
        "columns": [
            {"key": column["key"], "label": say(column["label"], lang)}
            for column in words["columns"]
        ],
        "rows": [
            {
                key: say(value, lang) if isinstance(value, str) else value
                for key, value in row.items()
            }
            for row in table["rows"]
        ],
    }


def _cells(table: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for row in table["rows"]:
        for value in row.values():
            if isinstance(value, dict) and "n" in value:
                yield value


# The tables whose points are not the standard game's (the "bounds" note's figures).
GAME_BOUNDS = (
    "three-hand-calls",
    "three-hand-24-calls",
    "three-hand-round-two",
    "three-hand-24-round-two",
    "bid-sure-tricks",
    "defending-alone",
)


def table_notes(table: dict[str, Any], lang: str, folder: Path | None = None) -> list[str]:
    """The notes printed under a measured table: cells too small to show (if any), where
    the intervals stop (net-point tables), how a cell whose deals all scored the same gets
    its interval, and the double-dummy caveat with the measured
    share of off-suit aces that win a trick."""
    notes: list[str] = []
    if any(cell["n"] and cell["mean"] is None for cell in _cells(table)):
        notes.append(say(NOTES["few"], lang, min=MIN_CELL))
    if table["name"] in GAME_BOUNDS:
        notes.append(say(NOTES["bounds-game"], lang))  # other points than the standard game's
    elif table["name"] != "side-aces":
        notes.append(say(NOTES["bounds"], lang))
    notes.append(say(NOTES["constant"], lang))  # every table: any cell may be constant
    aces = load_table("side-aces", folder)
    won = aces["rows"][0]["won"]
    notes.append(
        say(
            NOTES["double-dummy"],
            lang,
            share=round(100 * won["mean"]),
            rules=round(100 * aces["rows"][0]["rules"]["mean"]),
            aces=f"{won['n']:,}",
            deals=f"{aces['deals']:,}",
        )
    )
    return notes
