"""Deals of the unseen cards that agree with everything one player has seen.

A player knows their own hand, every card played, the turn-up (in the hand of whoever took
it while unplayed: the dealer, or the caller where the caller takes it; in the kitty if
turned down), their own discard when they took it, and each opponent's shown voids
(rules-spec S0-7). Everything else is dealt at random among the other players' hands and
the cards out of play (the kitty and a lone player's partner's hand).
"""

from __future__ import annotations

import hashlib
import random

from tutor.engine import Card, Suit, effective_suit
from tutor.quiz.position import View


class SamplingError(ValueError):
    """No deal of the unseen cards fits what the player has seen."""


def item_rng(item_id: str, purpose: str = "") -> random.Random:
    """A random generator fixed by the item id, so a re-proof sees the very same deals."""
    digest = hashlib.sha256(f"{item_id}#{purpose}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))  # noqa: S311 - puzzles, not secrets


def sample_deal(view: View, rng: random.Random, *, attempts: int = 200) -> list[list[Card]]:
    """Full remaining hands, one per seat (a sitting-out partner's hand stays empty)."""
    position = view.position
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
    sitting_out = position.sitting_out
    need = {
        s: view.hand_sizes[s] - len(known[s])
        for s in range(players)
        if s != seat and s not in sitting_out
    }
    if any(n < 0 for n in need.values()) or sum(need.values()) > len(pool):
        raise SamplingError("the unseen cards cannot fill the other hands")
    for _ in range(attempts):
        dealt = _try_deal(pool, need, voids, position.trump, rng)
        if dealt is not None:
            hands = [sorted(known[s] + dealt.get(s, [])) for s in range(players)]
            for s in sitting_out:
                hands[s] = []
            return hands
    raise SamplingError("no deal of the unseen cards fits the shown voids")


def _try_deal(
    pool: list[Card],
    need: dict[int, int],
    voids: dict[int, set[Suit | None]],
    trump: Suit | None,
    rng: random.Random,
) -> dict[int, list[Card]] | None:
    cards = list(pool)
    rng.shuffle(cards)
    room = dict(need)
    hands: dict[int, list[Card]] = {s: [] for s in need}
    spare = len(cards) - sum(need.values())  # cards that go out of play
    seats = list(need)
    # Which seats may hold each card (those not shown void in its suit), worked out once.
    allowed: dict[Card, list[int]] = {}
    for card in cards:
        suit = effective_suit(card, trump)
        allowed[card] = [s for s in seats if suit not in voids[s]]

    # Cards only a few seats can hold are placed first so the deal rarely dead-ends.
    cards.sort(key=lambda c: len(allowed[c]))
    for card in cards:
        options = [s for s in allowed[card] if room[s] > 0]
        weights = [room[s] for s in options]
        total = sum(weights) + spare
        if total == 0:
            return None
        pick = rng.random() * total
        if pick >= sum(weights):
            spare -= 1
            continue
        for s, weight in zip(options, weights, strict=True):
            if pick < weight:
                hands[s].append(card)
                room[s] -= 1
                break
            pick -= weight
    if any(room.values()):
        return None
    return hands
