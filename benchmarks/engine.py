"""How fast the rules engine is: calls per second, as ratios to a naive baseline.

    python benchmarks/engine.py            # a table
    python benchmarks/engine.py --json     # one JSON object

Each figure is the median of several runs. The baseline is a plain reference
implementation of the same rules (effective suit and rank worked out card by card, as
the rules-spec pseudocode reads), timed in the same process on the same inputs, so the
ratios mean something on any machine. "full hand" deals a standard hand and plays it
to the score with random legal moves through ``Deal`` (calling rounds, push, score);
its baseline plays a hand with the naive functions and no calling or bookkeeping.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from tutor.engine import (
    SUITS,
    Card,
    Deal,
    Rank,
    Suit,
    Variant,
    legal_plays,
    trick_winner,
)

# -- the naive reference --------------------------------------------------------------


def naive_effective_suit(card: Card, trump: Suit | None) -> Suit | None:
    if card.is_joker:
        return trump
    if (
        trump is not None
        and card.rank == Rank.JACK
        and card.suit is not None
        and card.suit.color == trump.color
        and card.suit != trump
    ):
        return trump
    return card.suit


def naive_strength(card: Card, trump: Suit | None, low: bool) -> int:
    if card.is_joker:
        return 100
    if trump is not None and naive_effective_suit(card, trump) == trump:
        if card.rank == Rank.JACK:
            return 99 if card.suit == trump else 98
        return 50 + int(card.rank)
    return 30 - int(card.rank) if low else int(card.rank)


def naive_trick_winner(cards: Sequence[Card], trump: Suit | None, low: bool = False) -> int:
    led = naive_effective_suit(cards[0], trump)

    def power(card: Card) -> int:
        suit = naive_effective_suit(card, trump)
        if card.is_joker:
            return 1000
        if trump is not None and suit == trump:
            return 500 + naive_strength(card, trump, low)
        if suit == led:
            return 100 + naive_strength(card, trump, low)
        return 0

    return max(range(len(cards)), key=lambda i: power(cards[i]))


def naive_legal_plays(hand: Sequence[Card], led: Card | None, trump: Suit | None) -> list[Card]:
    if led is None:
        return list(hand)
    led_suit = naive_effective_suit(led, trump)
    follow = [c for c in hand if naive_effective_suit(c, trump) == led_suit]
    return follow or list(hand)


def naive_hand(rng: random.Random, pack: list[Card]) -> int:
    cards = pack[:]
    rng.shuffle(cards)
    hands = [cards[i * 5 : i * 5 + 5] for i in range(4)]
    trump = rng.choice(SUITS)
    leader = 1
    taken = [0, 0, 0, 0]
    for _ in range(5):
        trick: list[Card] = []
        seats = [(leader + i) % 4 for i in range(4)]
        for seat in seats:
            choices = naive_legal_plays(hands[seat], trick[0] if trick else None, trump)
            card = rng.choice(choices)
            hands[seat].remove(card)
            trick.append(card)
        leader = seats[naive_trick_winner(trick, trump)]
        taken[leader] += 1
    return taken[0] + taken[2]


# -- measurement ----------------------------------------------------------------------


def rate(run: Callable[[], int], repeats: int) -> float:
    """Median calls per second of ``run`` (which returns how many calls it made)."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        calls = run()
        rates.append(calls / (time.perf_counter() - start))
    return statistics.median(rates)


def measure(repeats: int = 7, size: int = 4000, hands: int = 200) -> dict[str, object]:
    rng = random.Random(2026)
    pack = list(Variant.preset("british").cards())
    tricks = []
    for _ in range(size):
        cards = rng.sample(pack, 4)
        trump = rng.choice([*SUITS, None])
        tricks.append((cards, trump, trump is None and rng.random() < 0.5))
    situations = []
    for _ in range(size):
        cards = rng.sample(pack, 6)
        situations.append((cards[1:], cards[0] if rng.random() < 0.8 else None, rng.choice(SUITS)))
    for cards, trump, low in tricks:  # same answers, or the comparison means nothing
        assert trick_winner(cards, trump, low=low) == naive_trick_winner(cards, trump, low)
    for hand, led, trump in situations:
        assert legal_plays(hand, led, trump) == naive_legal_plays(hand, led, trump)

    def engine_tricks() -> int:
        for cards, trump, low in tricks:
            trick_winner(cards, trump, low=low)
        return size

    def naive_tricks() -> int:
        for cards, trump, low in tricks:
            naive_trick_winner(cards, trump, low)
        return size

    def engine_legal() -> int:
        for hand, led, trump in situations:
            legal_plays(hand, led, trump)
        return size

    def naive_legal() -> int:
        for hand, led, trump in situations:
            naive_legal_plays(hand, led, trump)
        return size

    standard = Variant.preset("standard")
    hand_rng = random.Random(7)
    pack24 = list(standard.cards())

    def engine_hands() -> int:
        for i in range(hands):
            deal = Deal.new(standard, dealer=i % 4, rng=hand_rng)
            while not deal.is_over:
                deal.push(hand_rng.choice(deal.legal_actions()))
            if not deal.passed_out:
                deal.score()
        return hands

    def naive_hands() -> int:
        for _ in range(hands):
            naive_hand(hand_rng, pack24)
        return hands

    def push_pop() -> int:
        deal = Deal.new(standard, seed=11)
        while deal.phase.value != "play":
            deal.push(deal.legal_actions()[1 if deal.phase.value == "round-one" else 0])
        calls = 0
        for _ in range(size // 4):
            for action in deal.legal_actions():
                deal.push(action)
                deal.pop()
                calls += 1
        return calls

    results: dict[str, object] = {}
    for name, fast, slow in (
        ("trick_winner", engine_tricks, naive_tricks),
        ("legal_plays", engine_legal, naive_legal),
        ("full_hand", engine_hands, naive_hands),
    ):
        engine_rate, naive_rate = rate(fast, repeats), rate(slow, repeats)
        results[name] = {
            "calls_per_second": round(engine_rate),
            "baseline_calls_per_second": round(naive_rate),
            "ratio": round(engine_rate / naive_rate, 2),
        }
    results["push_pop"] = {"calls_per_second": round(rate(push_pop, repeats))}
    results["repeats"] = repeats
    results["python"] = sys.version.split()[0]
    return results


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--repeats", type=int, default=7, help="runs per figure (median)")
    args = parser.parse_args(argv)
    results = measure(repeats=args.repeats)
    if args.json:
        print(json.dumps(results, sort_keys=True))
        return
    for name, figures in results.items():
        if isinstance(figures, dict):
            parts = [f"{key}={value}" for key, value in figures.items()]
            print(f"{name:14} " + "  ".join(parts))


if __name__ == "__main__":
    main()
