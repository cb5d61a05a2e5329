"""The dealer's discard (``Exchange``): judging it by playing the hand out, and the themes it
shows.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import (
    SAMPLES,
    CallJudgement,
    Contract,
    OptionJudge,
    Outcome,
    Table,
    play_out,
    sample_table,
)
from tutor.analysis.hearing import CallingModel, call_script
from tutor.analysis.position import item_variant
from tutor.analysis.proof import (
    Confirmation,
    confirm,
)
from tutor.analysis.sampling import SamplingError
from tutor.engine import (
    Call,
    Card,
    OrderUp,
    Pass,
    Rank,
    Suit,
    TakeUp,
    Variant,
    effective_suit,
    is_trump,
    parse_card,
)
from tutor.quiz.kinds.calls.basics import engine_deal
from tutor.quiz.symmetry import call_twins

# -- discard ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Exchange:
    """The dealer has taken the turn-up and must discard one of the original five."""

    variant: Variant
    dealer: int
    maker: int
    hand: list[Card]  # the five dealt cards
    upcard: Card

    @property
    def trump(self) -> Suit:
        return self.upcard.suit or Suit.SPADES


# Uniform deals tried for one deal kept by the likelihood of the calls heard.
HEARD_DEAL_TRIES = 4000


def heard_calls(exchange: Exchange) -> tuple[Call, ...]:
    """What the dealer heard before his discard: the passes up to the maker, and the
    maker's order-up (the dealer's own, after three passes)."""
    seats = [(exchange.dealer + i) % 4 for i in range(1, 5)]
    before = seats[: seats.index(exchange.maker)]
    take = TakeUp() if exchange.maker == exchange.dealer else OrderUp(alone=False)
    return (*(Call(s, Pass()) for s in before), Call(exchange.maker, take))


def exchange_judge(
    exchange: Exchange,
    item_id: str,
    stream: str = "samples",
    model: CallingModel | None = None,
) -> OptionJudge:
    """The discards played out on deals of the unseen cards: uniform (as the items were
    first proven: the calls say nothing) or (``model``) kept with probability the
    likelihood of the calls the dealer heard, exact rejection sampling as
    ``tutor.analysis.hearing`` draws them; never falling back to uniform."""
    contract = Contract(exchange.trump, exchange.maker, False, taken=True)
    calls = heard_calls(exchange)

    def deal(rng: random.Random) -> Table:
        for _ in range(HEARD_DEAL_TRIES):
            table = sample_table(
                exchange.variant,
                exchange.dealer,
                exchange.dealer,
                exchange.hand,
                exchange.upcard,
                rng,
            )
            if model is None:
                return table
            script = call_script(engine_deal(table), calls, exchange.dealer, model)
            pick = rng.random()
            if pick < script.likelihood(table.hands, None, stop_below=pick):
                return table
        raise SamplingError("no deal of the unseen cards explains the calls heard")

    def play(table: Table, option: str) -> Outcome:
        return play_out(table, contract, discard=parse_card(option))

    options = [c.code for c in exchange.hand]
    key = repr(exchange) if model is None else f"{exchange!r}|{model.name}"
    return OptionJudge(
        item_id, options, deal, play, exchange.dealer % 2, stream=stream, memory_key=key
    )


def judge_exchange(exchange: Exchange, item_id: str, samples: int = SAMPLES) -> CallJudgement:
    return exchange_judge(exchange, item_id).extend(samples)


def confirm_exchange(
    exchange: Exchange,
    item_id: str,
    answer: str,
    *,
    samples: int | None = None,
    model: CallingModel | None = None,
) -> Confirmation[str]:
    return confirm(
        exchange_judge(exchange, item_id, "confirm", model).draw, answer, samples=samples
    )


def _exchange_has_twin(exchange: Exchange, answer: str) -> bool:
    held = [*exchange.hand, exchange.upcard]
    twins = call_twins(held, [exchange.upcard], [c.code for c in exchange.hand])
    return any(answer in pair for pair in twins)


def _singleton(exchange: Exchange, card: Card) -> bool:
    suit = effective_suit(card, exchange.trump)
    if is_trump(card, exchange.trump):
        return False
    held = [*exchange.hand, exchange.upcard]
    return sum(1 for c in held if effective_suit(c, exchange.trump) is suit) == 1


def _discard_fits(exchange: Exchange, theme: str) -> bool:
    """A short-suit position: some plain card other than an ace is alone in its suit."""
    if theme != "short-suit":
        return True
    return any(_singleton(exchange, c) and c.rank is not Rank.ACE for c in exchange.hand)


def _lone_aces(exchange: Exchange) -> list[Card]:
    """Plain aces alone in their suit: discarding one makes a void, but loses an ace."""
    return [c for c in exchange.hand if _singleton(exchange, c) and c.rank is Rank.ACE]


def _discard_counter_fits(exchange: Exchange, theme: str) -> bool:
    """A position for a counter-example to short-suit: two plain cards or more, none below
    the ace alone in its suit. Either the only singletons are aces (keep aces: the rule
    gives way) or no suit is a singleton (no discard makes a void: the rule does not
    apply). Where a lower card is alone, A-4 itself says to throw it."""
    if theme != "short-suit":
        return False
    plain = [c for c in [*exchange.hand, exchange.upcard] if not is_trump(c, exchange.trump)]
    return len(plain) >= 2 and not _discard_fits(exchange, theme)


def _discard_rule_applies(exchange: Exchange, theme: str) -> bool:
    """Short-suit applies when a discard can make a void; here only an ace could do it."""
    return theme != "short-suit" or bool(_lone_aces(exchange))


def _discard_themes(exchange: Exchange, answer: Card) -> list[str]:
    trump = exchange.trump
    held = [*exchange.hand, exchange.upcard]
    non_trumps = [c for c in held if not is_trump(c, trump)]
    themes: list[str] = []
    keeps_trump = not is_trump(answer, trump) or not non_trumps
    keeps_ace = answer.rank is not Rank.ACE or all(c.rank is Rank.ACE for c in non_trumps)
    if keeps_trump and keeps_ace:
        themes.append("dealer-discard")
        if _singleton(exchange, answer):
            themes.append("short-suit")
    return themes


def exchange_from_item(item: Mapping[str, Any]) -> Exchange:
    return Exchange(
        item_variant(item),
        int(item["dealer"]),
        int(item["maker"]),
        [parse_card(str(c)) for c in item["choices"]],
        parse_card(str(item["upcard"])),
    )
