"""Facts the cards out prove: outcomes no deal of the unseen cards and no play of them can change,
counted over every consistent deal."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from tutor.analysis.position import View
from tutor.analysis.sampling import DealSampler, SamplingError
from tutor.engine import (
    Card,
    effective_suit,
    legal_plays,
    trick_winner,
)
from tutor.quiz.principles.checks import (
    out_of_play,
)
from tutor.quiz.principles.decisions import (
    Situation,
)

# -- facts the cards out prove ----------------------------------------------------------
# A reason a strong player gives by counting: the last card of a suit, an outcome no deal
# of the unseen cards and no play of them can change. Explanations state them where they
# hold (``tutor.quiz.kinds.best_play``), and a test over every bank holds them to it.

# Deals enumerated at most for a certainty; more, and the fact is not claimed.
SURE_DEALS_LIMIT = 40_000


def nobody_follows(s: Situation, card: Card) -> bool:
    """On lead, no other player can follow ``card``: every other card of its effective suit
    has been played or is known to be out of play (a turned-down turn-up, my discard); a
    card another player is known to hold (a taken turn-up) still follows."""
    if not s.on_lead:
        return False
    suit = effective_suit(card, s.trump)
    if suit is None:
        return False
    gone = set(out_of_play(s))
    return not any(
        effective_suit(c, s.trump) is suit and c not in gone for c in s.unplayed_elsewhere
    )


@dataclass(frozen=True)
class Goal:
    """The next score change my side can still reach: ``tricks`` in all, and what it is."""

    tricks: int
    what: str  # "euchre", "make", "march", "set" (a Bid Euchre contract), "bid"


def side_goal(s: Situation) -> Goal | None:
    """The trick total at which my side's score changes next, if it is still to reach:
    defenders the euchre (three tricks; in Bid Euchre one more than the bidders may lose),
    makers the contract, or the march once the contract is made and no trick lost."""
    p = s.position
    total = p.variant.hand_size
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    theirs = sum(won.values()) - mine
    if p.variant.is_bid:
        bid = int(p.bid or 0)
        if s.makers:
            return Goal(bid, "bid") if mine < bid else None
        return Goal(total - bid + 1, "set") if mine < total - bid + 1 else None
    if not s.makers:
        return Goal(3, "euchre") if mine < 3 else None
    if mine < 3:
        return Goal(3, "make")
    return Goal(total, "march") if theirs == 0 else None


def _consistent_deals(sampler: DealSampler) -> list[list[list[Card]]] | None:
    """Every deal of the unseen cards the sampler could draw (its whole sample space), or
    None where there are more than ``SURE_DEALS_LIMIT``."""
    p = sampler.view.position
    if sampler.count() > SURE_DEALS_LIMIT:
        return None
    places = len(sampler.seats) + 1
    deals: list[list[list[Card]]] = []

    def deal(group: int, capacity: tuple[int, ...], held: list[list[Card]]) -> None:
        if group == len(sampler.groups):
            if not any(capacity):
                deals.append(held)
            return
        share(group, 0, list(sampler.groups[group]), capacity, held)

    def share(
        group: int, place: int, cards: list[Card], capacity: tuple[int, ...], held: list[list[Card]]
    ) -> None:
        if place == places - 1:
            if len(cards) <= capacity[place]:
                rest = (*capacity[:place], capacity[place] - len(cards))
                deal(group + 1, rest, held)
            return
        room = capacity[place] if sampler.allowed[group][place] else 0
        for k in range(min(room, len(cards)) + 1):
            for chosen in combinations(cards, k):
                left = [c for c in cards if c not in chosen]
                now = [list(h) for h in held]
                now[place].extend(chosen)
                cap = (*capacity[:place], capacity[place] - k, *capacity[place + 1 :])
                share(group, place + 1, left, cap, now)

    deal(0, sampler.capacity, [[] for _ in range(places - 1)])
    out: list[list[list[Card]]] = []
    for held in deals:
        hands = [list(sampler.known[x]) for x in range(p.players)]
        for place, x in enumerate(sampler.seats):
            hands[x] = sorted(hands[x] + held[place])
        for x in sampler.sitting_out:
            hands[x] = []
        out.append(hands)
    return out


def _fewest_tricks(s: Situation, card: Card, hands: list[list[Card]]) -> int:
    """The fewest tricks my side takes from this trick on after I play ``card`` in this
    deal, every other player (my partner too) playing to keep it low."""
    p = s.position
    active = p.active
    size = len(active)

    def after(seat: int) -> int:
        step = (seat + 1) % p.players
        while step not in active:
            step = (step + 1) % p.players
        return step

    def fewest(held: list[list[Card]], lead: int, current: list[tuple[int, Card]]) -> int:
        if len(current) == size:
            cards = [c for _, c in current]
            winner = current[trick_winner(cards, p.trump, low=p.low)][0]
            won = 1 if winner in s.side else 0
            return won if not held[winner] else won + fewest(held, winner, [])
        seat = lead
        for _ in current:
            seat = after(seat)
        led = current[0][1] if current else None
        best = 99
        for option in legal_plays(held[seat], led, p.trump):
            rest = [list(h) for h in held]
            rest[seat].remove(option)
            best = min(best, fewest(rest, lead, [*current, (seat, option)]))
        return best

    held = [list(h) for h in hands]
    held[s.seat] = [c for c in s.hand if c != card]
    return fewest(held, p.leader(), [*p.trick, (s.seat, card)])


def sure_of(s: Situation, card: Card, tricks: int) -> bool | None:
    """Whether my side takes at least ``tricks`` more tricks after I play ``card`` over
    every deal of the unseen cards consistent with what I have seen and every way all the
    other players play, my partner's too: what counting the cards out guarantees. None
    where that cannot be counted: I would still have a choice after this card (more than
    one card left; a later choice of mine could depend on what I see), or the deals are
    too many."""
    p = s.position
    if len(s.hand) > 2 or card not in s.legal:
        return None
    played = [x for t in p.history for x, _ in t] + [x for x, _ in p.trick]
    sizes = [p.variant.hand_size - played.count(x) for x in range(p.players)]
    try:
        sampler = DealSampler(View(p.variant, p, s.seat, sizes))
    except SamplingError:
        return None
    # A few deals first: most positions fail on one of them, before any counting.
    rng = random.Random(len(s.unplayed_elsewhere))  # noqa: S311 - a search order, not a secret
    for _ in range(12):
        if _fewest_tricks(s, card, sampler.sample(rng)) < tricks:
            return False
    deals = _consistent_deals(sampler)
    if deals is None:
        return None
    return all(_fewest_tricks(s, card, hands) >= tricks for hands in deals)


def certain_goal(s: Situation, card: Card) -> Goal | None:
    """The goal (``side_goal``) that playing ``card`` reaches whatever the unseen cards and
    however they are played (``sure_of``), if any."""
    goal = side_goal(s)
    if goal is None:
        return None
    p = s.position
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    return goal if sure_of(s, card, goal.tricks - mine) else None


def certain_tricks(s: Situation, card: Card, least: int = 1) -> int:
    """The most tricks my side is sure of (``sure_of``) after I play ``card``, counting up
    from ``least``: 0 where not even that many are certain (or cannot be counted)."""
    left = s.position.variant.hand_size - len(s.position.history)
    best = 0
    for tricks in range(max(1, least), left + 1):
        if not sure_of(s, card, tricks):
            break
        best = tricks
    return best
