"""Double-dummy solver: the exact result of a hand with every card visible.

Hands are bit sets over ``Card.index`` (0–32). The search is alpha-beta over single card
plays, with a transposition table keyed at trick boundaries (bounds, not just exact
values, so narrow windows stay useful) and equivalent-card pruning: two cards of one
player that are adjacent in their suit's order, with no live card of anyone else between
them, always produce the same result, so only one of them is searched.

>>> from tutor.engine import Suit, parse_cards
>>> deal = [parse_cards(h) for h in ("JH AH", "JD 9S", "KH AS", "TH KS")]
>>> solver = DoubleDummy(Suit.HEARTS, maximizers={0, 2})
>>> solver.solve([to_mask(h) for h in deal], leader=0)
2

``plain_minimax`` is the reference: the same game searched without any pruning, using the
engine's own ``legal_plays`` and ``trick_winner``; the tests check the two agree.

The search itself also exists compiled (``tutor/analysis/_dd.c``, built when the package is
installed): the same algorithm over the same rule tables, which this module builds and
hands to it, so the rules stay here. ``DoubleDummy`` uses it when it is built, unless
``compiled=False``; the tests check both searches give the same results.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from tutor.engine import (
    ALL_CARDS,
    SUITS,
    Card,
    Suit,
    card_power,
    effective_suit,
    legal_plays,
    trick_winner,
)

try:
    from tutor.analysis import _dd
except ImportError:  # not built: the Python search below gives the same results, slower
    _dd = None  # type: ignore[assignment]

__all__ = [
    "COMPILED",
    "DoubleDummy",
    "Play",
    "from_mask",
    "plain_minimax",
    "to_mask",
]

# Suit ids in the solver: the four suits by SUITS index, and 4 for the joker in no-trump
# (a one-card suit of its own, rules-spec E7).
_JOKER_SUIT_ID = 4

Play = tuple[int, int]  # (seat, card index)

# Whether the compiled search is available.
COMPILED = _dd is not None


def to_mask(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def from_mask(mask: int) -> list[Card]:
    cards = []
    while mask:
        low = mask & -mask
        cards.append(ALL_CARDS[low.bit_length() - 1])
        mask ^= low
    return cards


@dataclass(frozen=True)
class _Tables:
    suit_of: tuple[int, ...]  # card index -> suit id
    suit_mask: tuple[int, ...]  # suit id -> cards of that effective suit
    power: tuple[tuple[int, ...], ...]  # led suit id -> card index -> power (0 = cannot win)
    order: tuple[tuple[int, ...], ...]  # suit id -> card indexes, strongest first
    # (suit id, my cards, live cards of the suit) -> one card per run of equivalent cards;
    # filled as the search meets them and shared by every solver of the same contract.
    runs: dict[tuple[int, int, int], tuple[int, ...]]


@lru_cache(maxsize=16)
def _tables(trump: Suit | None, low: bool) -> _Tables:
    suit_of: list[int] = []
    for card in ALL_CARDS:
        suit = effective_suit(card, trump)
        suit_of.append(_JOKER_SUIT_ID if suit is None else SUITS.index(suit))
    suit_mask = [0] * 5
    for card in ALL_CARDS:
        suit_mask[suit_of[card.index]] |= 1 << card.index
    power: list[tuple[int, ...]] = []
    for led_id in range(5):
        led = SUITS[led_id] if led_id < 4 else None
        power.append(tuple(card_power(card, trump, led, low=low) for card in ALL_CARDS))
    order = []
    for suit_id in range(5):
        members = [c.index for c in ALL_CARDS if suit_of[c.index] == suit_id]
        # Within its own effective suit a card's power when that suit is led ranks it.
        members.sort(key=lambda index: -power[suit_id][index])
        order.append(tuple(members))
    return _Tables(tuple(suit_of), tuple(suit_mask), tuple(power), tuple(order), {})


class DoubleDummy:
    """Exact play of one contract. ``maximizers`` are the seats whose tricks are counted.

    ``players`` is 3 or 4; ``sitting_out`` holds the partner of a lone player (and of a
    lone defender), who is skipped. One solver may be reused for many positions of the
    same contract: its transposition table only ever holds true bounds.
    """

    def __init__(
        self,
        trump: Suit | None,
        *,
        maximizers: Iterable[int],
        low: bool = False,
        players: int = 4,
        sitting_out: Iterable[int] = (),
        compiled: bool = True,
    ) -> None:
        tables = _tables(trump, low)
        self._suit_of = tables.suit_of
        self._suit_mask = tables.suit_mask
        self._power = tables.power
        self._order = tables.order
        out = set(sitting_out)
        active = [seat for seat in range(players) if seat not in out]
        self.players = players
        self.active: tuple[int, ...] = tuple(active)
        self._next = [0] * players
        for seat in range(players):
            step = (seat + 1) % players
            while step in out:
                step = (step + 1) % players
            self._next[seat] = step
        maxing = set(maximizers)
        self._max = [seat in maxing for seat in range(players)]
        self._tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self._runs = tables.runs
        trump_id = SUITS.index(trump) if trump is not None else -1
        self._lead_strength = tuple(
            (1000 if tables.suit_of[i] == trump_id else 0) + tables.power[tables.suit_of[i]][i]
            for i in range(len(ALL_CARDS))
        )
        self._nodes = 0
        self._compiled: _dd.Search | None = None
        if compiled and _dd is not None:
            self._compiled = _dd.Search(
                players=players,
                trick_size=len(active),
                suit_of=tables.suit_of,
                suit_mask=tables.suit_mask,
                power=tables.power,
                order=tables.order,
                next_seat=self._next,
                maxing=self._max,
                lead_strength=self._lead_strength,
            )

    @property
    def nodes(self) -> int:
        """Positions searched so far (either search counts the same way)."""
        return self._compiled.nodes if self._compiled is not None else self._nodes

    # -- public ---------------------------------------------------------------------------

    def solve(self, hands: Sequence[int], leader: int, trick: Sequence[Play] = ()) -> int:
        """Tricks the maximizing side takes from here on, the current trick included.

        ``hands`` are the cards still held (bit sets, one per seat); ``trick`` the cards
        already played to the current trick, in order, starting with ``leader``.
        """
        return self._solve_from(list(hands), leader, trick, -1, 99)

    def evaluate(
        self, hands: Sequence[int], leader: int, trick: Sequence[Play] = (), only: int = -1
    ) -> dict[int, int]:
        """The exact result of each legal card for the player to act (card index -> tricks);
        with ``only`` (a card mask), of the legal cards in it and their equivalents."""
        seat = self._to_act(leader, trick)
        hand = hands[seat]
        legal = self._legal(hand, trick)
        live = 0
        for held in hands:
            live |= held
        for _, index in trick:
            live |= 1 << index
        results: dict[int, int] = {}
        # Equivalent cards score the same: solve one card of each run, copy to the rest.
        for run in self._runs_in(legal, live):
            if not any(only >> index & 1 for index in run):
                continue
            after = list(hands)
            after[seat] = hand ^ (1 << run[0])
            value = self._solve_from(after, leader, [*trick, (seat, run[0])], -1, 99)
            for index in run:
                results[index] = value
        return results

    def legal_mask(self, hand: int, trick: Sequence[Play]) -> int:
        return self._legal(hand, trick)

    # -- search -----------------------------------------------------------------------------

    def _to_act(self, leader: int, trick: Sequence[Play]) -> int:
        seat = leader
        for _ in trick:
            seat = self._next[seat]
        return seat

    def _legal(self, hand: int, trick: Sequence[Play]) -> int:
        if not trick:
            return hand
        led = self._suit_of[trick[0][1]]
        if led == _JOKER_SUIT_ID:
            return hand
        follow = hand & self._suit_mask[led]
        return follow or hand

    def _solve_from(
        self, hands: list[int], leader: int, trick: Sequence[Play], alpha: int, beta: int
    ) -> int:
        if self._compiled is not None:
            return self._compiled.solve_from(tuple(hands), leader, tuple(trick), alpha, beta)
        trick_size = len(self.active)
        if len(trick) > trick_size:
            raise ValueError("a trick has one card from each active player")
        if not trick:
            return self._from_lead(tuple(hands), leader, alpha, beta)
        led = self._suit_of[trick[0][1]]
        power = self._power[led]
        best_seat, best_power = trick[0][0], power[trick[0][1]]
        live = 0
        for held in hands:
            live |= held
        for seat, index in trick:
            live |= 1 << index
            if power[index] > best_power:
                best_seat, best_power = seat, power[index]
        if len(trick) == trick_size:
            won = 1 if self._max[best_seat] else 0
            return won + self._from_lead(tuple(hands), best_seat, alpha - won, beta - won)
        seat = self._to_act(leader, trick)
        remaining = trick_size - len(trick) - 1
        return self._play(hands, seat, led, best_seat, best_power, live, remaining, alpha, beta)

    def _from_lead(self, hands: tuple[int, ...], leader: int, alpha: int, beta: int) -> int:
        left = hands[leader].bit_count()
        if left == 0:
            return 0
        if left == 1:
            return self._last_trick(hands, leader)
        key = (*hands, leader)
        lower, upper = self._tt.get(key, (0, left))
        if lower >= beta or lower == upper:
            return lower
        if upper <= alpha:
            return upper
        window_alpha = max(alpha, lower)
        window_beta = min(beta, upper)
        live = 0
        for held in hands:
            live |= held
        value = self._play(
            list(hands),
            leader,
            -1,
            leader,
            0,
            live,
            len(self.active) - 1,
            window_alpha,
            window_beta,
        )
        if value <= window_alpha:
            upper = value
        elif value >= window_beta:
            lower = value
        else:
            lower = upper = value
        self._tt[key] = (lower, upper)
        return value

    def _last_trick(self, hands: tuple[int, ...], leader: int) -> int:
        self._nodes += 1
        first = hands[leader].bit_length() - 1
        led = self._suit_of[first]
        power = self._power[led]
        best_seat, best_power = leader, power[first]
        seat = self._next[leader]
        while seat != leader:
            index = hands[seat].bit_length() - 1
            if power[index] > best_power:
                best_seat, best_power = seat, power[index]
            seat = self._next[seat]
        return 1 if self._max[best_seat] else 0

    def _play(
        self,
        hands: list[int],
        seat: int,
        led: int,
        best_seat: int,
        best_power: int,
        live: int,
        remaining: int,
        alpha: int,
        beta: int,
    ) -> int:
        # ``live``: every card still held or already in this trick. It does not change
        # while the trick is played, so it is computed once per trick.
        self._nodes += 1
        hand = hands[seat]
        max_side = self._max
        maximizing = max_side[seat]
        follow = 0 if led < 0 or led == _JOKER_SUIT_ID else hand & self._suit_mask[led]
        if follow:
            # Following suit: only that suit's runs matter.
            suit_live = live & self._suit_mask[led]
            key = (led, follow, suit_live)
            runs = self._runs.get(key)
            if runs is None:
                runs = self._runs[key] = self._runs_of(led, follow, live)
            candidates: Sequence[int] = runs
        elif led < 0:
            candidates = self._lead_order(self._representatives(hand, live))
        else:
            candidates = self._representatives(hand, live)
        if led >= 0 and len(candidates) > 1:
            side_winning = max_side[best_seat] == maximizing
            candidates = self._follow_order(
                candidates, led, best_power, side_winning, one_suit=bool(follow)
            )
        best = -1 if maximizing else 99
        next_seat = self._next[seat]
        powers = self._power
        suit_of = self._suit_of
        led_power = powers[led] if led >= 0 else None
        for index in candidates:
            hands[seat] = hand ^ (1 << index)
            if led_power is None:
                card_led = suit_of[index]
                winner, top = seat, powers[card_led][index]
            else:
                card_led = led
                power = led_power[index]
                winner, top = (seat, power) if power > best_power else (best_seat, best_power)
            if remaining:
                value = self._play(
                    hands, next_seat, card_led, winner, top, live, remaining - 1, alpha, beta
                )
            elif max_side[winner]:
                value = 1 + self._from_lead(tuple(hands), winner, alpha - 1, beta - 1)
            else:
                value = self._from_lead(tuple(hands), winner, alpha, beta)
            hands[seat] = hand
            if maximizing:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            elif value < best:
                best = value
                if best < beta:
                    beta = best
                    if alpha >= beta:
                        break
        return best

    def _lead_order(self, candidates: list[int]) -> list[int]:
        # Lead trumps first, then each suit's best card: the cards that win tricks.
        strength = self._lead_strength
        return sorted(candidates, key=strength.__getitem__, reverse=True)

    def _follow_order(
        self,
        candidates: Sequence[int],
        led: int,
        best_power: int,
        side_winning: bool,
        *,
        one_suit: bool = False,
    ) -> list[int]:
        # Good first guesses make alpha-beta cut early: when my side already holds the
        # trick, play low; otherwise win as cheaply as possible, else play low. Cards of
        # one suit arrive strongest first, so reversing them is already "cheapest first".
        power = self._power[led]
        rising = (
            list(reversed(candidates)) if one_suit else sorted(candidates, key=power.__getitem__)
        )
        if side_winning:
            return rising
        winners = [i for i in rising if power[i] > best_power]
        losers = [i for i in reversed(candidates) if power[i] <= best_power]
        return winners + losers

    def _representatives(self, legal: int, live: int) -> list[int]:
        """One card per run of equivalent cards, strongest first within each suit."""
        chosen: list[int] = []
        cache = self._runs
        for suit_id in range(5):
            suit_mask = self._suit_mask[suit_id]
            mine = legal & suit_mask
            if not mine:
                continue
            key = (suit_id, mine, live & suit_mask)
            runs = cache.get(key)
            if runs is None:
                runs = cache[key] = self._runs_of(suit_id, mine, live)
            chosen.extend(runs)
        return chosen

    def _runs_in(self, legal: int, live: int) -> list[list[int]]:
        """Every legal card, grouped into runs of equivalent cards."""
        runs: list[list[int]] = []
        for suit_id in range(5):
            mine = legal & self._suit_mask[suit_id]
            if not mine:
                continue
            current: list[int] | None = None
            for index in self._order[suit_id]:
                bit = 1 << index
                if mine & bit:
                    if current is None:
                        current = []
                        runs.append(current)
                    current.append(index)
                elif live & bit:
                    current = None
        return runs

    def _runs_of(self, suit_id: int, mine: int, live: int) -> tuple[int, ...]:
        found: list[int] = []
        in_run = False
        for index in self._order[suit_id]:
            bit = 1 << index
            if mine & bit:
                if not in_run:
                    found.append(index)
                    in_run = True
            elif live & bit:
                in_run = False
        return tuple(found)


def plain_minimax(
    hands: Sequence[Sequence[Card]],
    leader: int,
    trump: Suit | None,
    *,
    maximizers: Iterable[int],
    low: bool = False,
    sitting_out: Iterable[int] = (),
    trick: Sequence[tuple[int, Card]] = (),
) -> int:
    """The same result as ``DoubleDummy.solve`` by brute force: every legal card, no pruning.

    Deliberately naive (it is the yardstick for the solver's speed and correctness).
    """
    players = len(hands)
    out = set(sitting_out)
    maxing = set(maximizers)
    active = [seat for seat in range(players) if seat not in out]

    def next_seat(seat: int) -> int:
        step = (seat + 1) % players
        while step in out:
            step = (step + 1) % players
        return step

    def search(held: list[list[Card]], lead: int, current: list[tuple[int, Card]]) -> int:
        if len(current) == len(active):
            cards = [card for _, card in current]
            winner = current[trick_winner(cards, trump, low=low)][0]
            won = 1 if winner in maxing else 0
            if not held[winner]:
                return won
            return won + search(held, winner, [])
        seat = lead
        for _ in current:
            seat = next_seat(seat)
        led = current[0][1] if current else None
        results = []
        for card in legal_plays(held[seat], led, trump):
            rest = [list(h) for h in held]
            rest[seat].remove(card)
            results.append(search(rest, lead, [*current, (seat, card)]))
        return max(results) if seat in maxing else min(results)

    return search([list(h) for h in hands], leader, list(trick))
