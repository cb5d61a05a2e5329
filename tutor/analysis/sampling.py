"""Deals of the unseen cards that agree with everything one player has seen.

A player knows their own hand, every card played, the turn-up (in the hand of whoever took
it while unplayed: the dealer, or the caller where the caller takes it; in the kitty if
turned down), their own discard when they took it, and each opponent's shown voids
(rules-spec S0-7). Everything else is dealt at random among the other players' hands and
the cards out of play (the kitty and a lone player's partner's hand).
"""

from __future__ import annotations

import bisect
import functools
import hashlib
import math
import random

from tutor.analysis.position import View
from tutor.engine import SUITS, Card, Suit, effective_suit

# Running totals of deals per split, and each split's (counts per place, capacity left).
_DrawTable = tuple[list[int], list[tuple[tuple[int, ...], tuple[int, ...]]]]


class SamplingError(ValueError):
    """No deal of the unseen cards fits what the player has seen."""


def item_rng(item_id: str, purpose: str = "") -> random.Random:
    """A random generator fixed by the item id, so a re-proof sees the very same deals."""
    digest = hashlib.sha256(f"{item_id}#{purpose}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))  # noqa: S311 - puzzles, not secrets


class DealSampler:
    """Deals of the unseen cards, each equally likely among those consistent with the view.

    The unseen cards are grouped by effective suit; a seat shown void in a suit may hold no
    card of that group, and the cards out of play (kitty, a lone player's partner) may hold
    any. The number of ways to finish the deal is counted exactly, group by group, over how
    many cards of each group go to each place; a deal is drawn by choosing those counts
    with probability proportional to the ways they leave, then shuffling each group into
    its places. Every consistent deal is therefore equally likely (unlike dealing card by
    card, which over-weights deals where constrained seats fill early).
    """

    def __init__(self, view: View) -> None:
        position = view.position
        self.view = view
        seat = view.seat
        players = position.players
        known: dict[int, list[Card]] = {s: [] for s in range(players)}
        known[seat] = list(position.hands[seat])
        played = set(position.played())
        out_known: set[Card] = set()
        upcard = position.upcard
        if upcard is not None:
            holder = position.upcard_holder
            if position.upcard_taken and upcard not in played and seat != holder:
                if holder not in position.sitting_out:
                    known[holder].append(upcard)
            elif not position.upcard_taken:
                out_known.add(upcard)
        if seat == position.upcard_holder and position.discard is not None:
            out_known.add(position.discard)
        seen = played | out_known | {c for cards in known.values() for c in cards}
        pool = [c for c in view.variant.cards() if c not in seen]
        voids = position.voids()
        self.known = known
        self.sitting_out = position.sitting_out
        # Places: the seats still to be dealt to, then "out of play" (index len(seats)).
        self.seats = [s for s in range(players) if s != seat and s not in self.sitting_out]
        need = [view.hand_sizes[s] - len(known[s]) for s in self.seats]
        if any(n < 0 for n in need) or sum(need) > len(pool):
            raise SamplingError("the unseen cards cannot fill the other hands")
        self.capacity = (*need, len(pool) - sum(need))
        groups: dict[Suit | None, list[Card]] = {}
        for card in pool:
            groups.setdefault(effective_suit(card, position.trump), []).append(card)
        self.groups: list[list[Card]] = []
        self.allowed: list[tuple[bool, ...]] = []
        for suit, cards in sorted(groups.items(), key=lambda pair: _group_order(pair[0])):
            self.groups.append(sorted(cards))
            self.allowed.append((*(suit not in voids[s] for s in self.seats), True))
        self._ways: dict[tuple[int, tuple[int, ...]], int] = {}
        # (group, capacity) -> running totals of each split's deals, and the splits: a draw
        # is then one bisection instead of re-enumerating the compositions every deal.
        self._draws: dict[tuple[int, tuple[int, ...]], _DrawTable] = {}
        if self.ways(0, self.capacity) == 0:
            raise SamplingError("no deal of the unseen cards fits the shown voids")

    def ways(self, group: int, capacity: tuple[int, ...]) -> int:
        """How many ways groups ``group``… can fill ``capacity`` exactly."""
        if group == len(self.groups):
            return 1 if not any(capacity) else 0
        key = (group, capacity)
        cached = self._ways.get(key)
        if cached is None:
            cached = sum(
                weight * self.ways(group + 1, rest)
                for weight, _, rest in self._splits(group, capacity)
            )
            self._ways[key] = cached
        return cached

    def _splits(
        self, group: int, capacity: tuple[int, ...]
    ) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
        """Each way to share the group's cards among the places: (orderings, counts, rest)."""
        limits = tuple(c if a else 0 for c, a in zip(capacity, self.allowed[group], strict=True))
        return [
            (orderings, counts, tuple(c - k for c, k in zip(capacity, counts, strict=True)))
            for orderings, counts in _shares(len(self.groups[group]), limits)
        ]

    def count(self) -> int:
        """The number of consistent deals (the sample space)."""
        return self.ways(0, self.capacity)

    def _draw_table(self, group: int, capacity: tuple[int, ...]) -> _DrawTable:
        key = (group, capacity)
        table = self._draws.get(key)
        if table is None:
            running: list[int] = []
            splits: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
            total = 0
            for weight, counts, rest in self._splits(group, capacity):
                share = weight * self.ways(group + 1, rest)
                if share:
                    total += share
                    running.append(total)
                    splits.append((counts, rest))
            table = self._draws[key] = (running, splits)
        return table

    def sample(self, rng: random.Random) -> list[list[Card]]:
        """Full remaining hands, one per seat (a sitting-out partner's hand stays empty)."""
        players = self.view.position.players
        dealt: dict[int, list[Card]] = {s: [] for s in self.seats}
        capacity = self.capacity
        for group in range(len(self.groups)):
            running, splits = self._draw_table(group, capacity)
            # The first split whose running total passes the pick: each split is chosen in
            # proportion to the deals it leaves.
            counts, rest = splits[bisect.bisect_right(running, rng.randrange(running[-1]))]
            cards = list(self.groups[group])
            rng.shuffle(cards)
            start = 0
            for place, number in enumerate(counts[: len(self.seats)]):
                dealt[self.seats[place]].extend(cards[start : start + number])
                start += number
            capacity = rest
        hands = [sorted(self.known[s] + dealt.get(s, [])) for s in range(players)]
        for s in self.sitting_out:
            hands[s] = []
        return hands


def _group_order(suit: Suit | None) -> int:
    return -1 if suit is None else SUITS.index(suit)


@functools.lru_cache(maxsize=4096)
def _shares(size: int, limits: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Each way to deal ``size`` cards with at most ``limits[i]`` to place ``i``: the counts,
    and how many orderings of the cards give them. Shared by every sampler (the same
    group sizes and capacities recur across positions)."""
    return tuple((_multinomial(size, counts), counts) for counts in _compositions(size, limits))


def _compositions(total: int, limits: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way to write ``total`` as a sum of parts, part ``i`` at most ``limits[i]``."""
    if not limits:
        return [()] if total == 0 else []
    first, rest = limits[0], limits[1:]
    room = sum(rest)
    out: list[tuple[int, ...]] = []
    for k in range(max(0, total - room), min(first, total) + 1):
        out.extend((k, *tail) for tail in _compositions(total - k, rest))
    return out


def _multinomial(total: int, counts: tuple[int, ...]) -> int:
    result = 1
    remaining = total
    for k in counts:
        result *= math.comb(remaining, k)
        remaining -= k
    return result


def sample_deal(view: View, rng: random.Random) -> list[list[Card]]:
    """One deal of the unseen cards, uniform over those consistent with ``view``."""
    return DealSampler(view).sample(rng)
