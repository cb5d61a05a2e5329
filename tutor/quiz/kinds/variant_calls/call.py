"""A British or three-hand call position (``VariantCall``), read from and written to an item, its
sampled deals and the engine's judgement of its options; the card words the kinds share."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    PASS,
    SAMPLES,
    CallJudgement,
    Contract,
    OptionJudge,
    Outcome,
    Table,
    play_out,
    rest_of_calling,
    round_one_call,
    round_two_call,
    sample_table,
    team_value,
)
from tutor.analysis.hearing import CallingModel, call_script
from tutor.analysis.position import item_variant
from tutor.analysis.proof import (
    Confirmation,
    confirm,
)
from tutor.analysis.sampling import SamplingError, item_rng
from tutor.engine import (
    SUITS,
    Call,
    Card,
    Pass,
    Suit,
    Variant,
    card_power,
    is_trump,
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.kinds.calls import (
    alone_code,
    naming_action,
)
from tutor.quiz.kinds.calls.basics import engine_deal


def cards_text(cards: Sequence[Card]) -> str:
    return ", ".join(card_en(c) for c in cards)


BRITISH_KIND = "british-call"


THREE_HAND_KIND = "three-hand-call"


WITH_PARTNER = "with-partner"


# Rejection sampling of deals where the earlier players would have passed.
PASSING_DEAL_TRIES = 4000


# A position is asked only if the earlier passes are plausible: at least this share of the
# deals of the unseen cards has every earlier player passing. (A rarer one is a position
# nobody meets, and its long audit streams would run out of passing deals.)
PLAUSIBLE_PASSES = 0.02


PLAUSIBILITY_DEALS = 300


# -- the position -------------------------------------------------------------------------


@dataclass(frozen=True)
class VariantCall:
    """A calling decision. ``round`` 1: the turn-up is offered; 2: it was turned down;
    ``named`` set: the Benny was turned up and the dealer named ``named`` blind (E2)."""

    variant: Variant
    dealer: int
    seat: int
    hand: tuple[Card, ...]  # the five dealt cards
    upcard: Card
    round: int
    named: Suit | None = None

    @property
    def players(self) -> int:
        return self.variant.players

    @property
    def role(self) -> int:
        """0 the dealer, 1 his left (eldest), then clockwise."""
        return (self.seat - self.dealer) % self.players

    @property
    def benny(self) -> bool:
        return self.named is not None

    @property
    def must_go_alone(self) -> bool:
        """British (E4): the dealer's partner accepts the turn-up only by going alone."""
        return (
            self.players == 4 and self.variant.canadian_loner and self.round == 1 and self.role == 2
        )

    @property
    def stuck(self) -> bool:
        return self.round == 2 and self.role == 0 and self.variant.stick_the_dealer

    @property
    def offers_loners(self) -> bool:
        """Round two offers each suit named alone (four players, loners allowed)."""
        return self.round == 2 and self.players == 4 and self.variant.allow_alone

    def lone_option(self, trump: Suit) -> str:
        """The choice that plays ``trump`` alone: round one's loner, round two's suit named
        alone."""
        return alone_code(trump.code) if self.round == 2 else ALONE

    @property
    def side(self) -> int:
        """Whose points the call is valued for: a team, or in three-hand the seat."""
        return self.seat if self.players == 3 else self.seat % 2

    @property
    def offered(self) -> Suit:
        """The suit a round-one call makes trump (the Benny's case: the named suit)."""
        if self.named is not None:
            return self.named
        return self.upcard.suit or Suit.SPADES

    def taker(self) -> int:
        """Who adds the turn-up to his hand if it is accepted in round one."""
        if self.benny or not self.variant.caller_takes_upcard:
            return self.dealer
        return self.seat

    @property
    def takes_turned_down(self) -> bool:
        """British (P3, E9): the round-two caller adds the turned-down card to his hand."""
        return self.round == 2 and self.variant.round_two_pickup

    def holding(self) -> list[Card]:
        """The cards the caller would play with before discarding."""
        if (self.round == 1 and self.taker() == self.seat) or self.takes_turned_down:
            return [*self.hand, self.upcard]
        return list(self.hand)

    def options(self) -> list[str]:
        if self.benny:
            # Alone first: the buttons are shuffled by item id from this order, and with
            # the partner first the rebuilt British bank had the first button right in 19
            # of 30 items (the set-design rule allows 18).
            return [ALONE, WITH_PARTNER]
        if self.round == 2:
            # Each suit, and where loners are allowed each suit named alone ("H-alone", as
            # name-trump offers them: issue 10, review of 1101/24 and 1101/20, where a
            # lone march was worth more than the suit taught with the partner). The
            # three-hand maker always plays alone, so he has no such choice.
            suits = [s.code for s in SUITS if s is not self.upcard.suit]
            if self.offers_loners:
                suits += [alone_code(code) for code in suits]
            return suits if self.stuck else [PASS, *suits]
        if self.players == 3:
            return [PASS, ORDER_UP]
        if self.must_go_alone:
            return [PASS, ALONE]
        return [PASS, ORDER_UP, ALONE]

    def order(self) -> list[int]:
        return [(self.dealer + i) % self.players for i in range(1, self.players + 1)]

    def passed_first(self) -> list[int]:
        """Who passed the turn-up before this decision (nobody under a turned Benny)."""
        if self.benny:
            return []
        order = self.order()
        if self.round == 2:
            return [s for s in order if s != self.seat]
        return order[: order.index(self.seat)]

    def passed_second(self) -> list[int]:
        if self.round != 2:
            return []
        order = self.order()
        return order[: order.index(self.seat)]

    def decision(self, option: str) -> principles.Call:
        """The principle checks' view of choosing ``option``."""
        if self.benny and self.named is not None:
            return principles.Call(
                self.dealer,
                self.seat,
                self.hand,
                self.upcard,
                2,
                self.named.code,
                alone=option == ALONE,
                caller_takes=True,
            )
        action, alone = naming_action(option) if self.round == 2 else (option, False)
        return principles.Call(
            self.dealer,
            self.seat,
            self.hand,
            self.upcard,
            self.round,
            action,
            stuck=self.stuck,
            alone=alone,
            target=self.variant.target,
            canadian_loner=self.variant.canadian_loner,
            players=self.players,
            caller_takes=(self.variant.caller_takes_upcard and self.round == 1)
            or self.takes_turned_down,
        )


def _trumps(cards: Sequence[Card], trump: Suit) -> list[Card]:
    held = [c for c in cards if is_trump(c, trump)]
    return sorted(held, key=lambda c: -card_power(c, trump, trump))


def _high(cards: Sequence[Card], trump: Suit) -> list[Card]:
    return principles.high_trumps(cards, trump)


# -- playing the options out -----------------------------------------------------------------


def _deal(call: VariantCall, model: CallingModel | None = None) -> Callable[[random.Random], Table]:
    """Deals of the unseen cards that fit the earlier passes: without ``model`` (as the
    items were first proven) a deal is kept only where every seat that passed would pass
    by our engine players' call; with it, kept with probability the likelihood of those
    passes under the model (exact rejection sampling, as ``calls.basics._dealer`` hears
    the standard game's passes). No deal fits: raises, never falls back to uniform."""
    first, second = call.passed_first(), call.passed_second()
    heard = heard_passes(call)

    def deal(rng: random.Random) -> Table:
        for _ in range(PASSING_DEAL_TRIES):
            table = sample_table(call.variant, call.dealer, call.seat, call.hand, call.upcard, rng)
            if model is None:
                if all(round_one_call(table, s) is None for s in first) and all(
                    round_two_call(table, s) is None for s in second
                ):
                    return table
                continue
            script = call_script(engine_deal(table), heard, call.seat, model)
            if not script.seats:
                return table  # nothing heard: every deal alike
            pick = rng.random()
            if pick < script.likelihood(table.hands, None, stop_below=pick):
                return table
        raise SamplingError("no deal of the unseen cards fits the earlier passes")

    return deal


def heard_passes(call: VariantCall) -> tuple[Call, ...]:
    """The passes ``call.seat`` heard before its call, in turn order (three or four seats),
    its own round-one pass included in round two. Under a turned Benny the dealer decides
    at once on his own blind naming, which tells nothing (E2): nothing heard."""
    if call.benny:
        return ()
    order = call.order()
    before = order[: order.index(call.seat)]
    first = order if call.round == 2 else before
    second = before if call.round == 2 else []
    return tuple(Call(s, Pass()) for s in [*first, *second])


def plausible(call: VariantCall, item_id: str) -> bool:
    """Whether the earlier passes leave enough deals of the unseen cards (a fixed stream)."""
    first, second = call.passed_first(), call.passed_second()
    if not first and not second:
        return True
    rng = item_rng(item_id, "plausible")
    passing = 0
    for _ in range(PLAUSIBILITY_DEALS):
        table = sample_table(call.variant, call.dealer, call.seat, call.hand, call.upcard, rng)
        if all(round_one_call(table, s) is None for s in first) and all(
            round_two_call(table, s) is None for s in second
        ):
            passing += 1
    return passing >= PLAUSIBLE_PASSES * PLAUSIBILITY_DEALS


def _player(call: VariantCall) -> Callable[[Table, str], Outcome]:
    sides = 2 if call.players == 4 else 3

    def play(table: Table, option: str) -> Outcome:
        if option == PASS:
            contract = rest_of_calling(table, call.seat, call.round)
            return Outcome(None, (0,) * sides) if contract is None else play_out(table, contract)
        alone = option == ALONE and call.players == 4
        if call.round == 2:
            pickup = call.variant.round_two_pickup
            code, alone = naming_action(option)
            suit = Suit.parse(code)
            taker = call.seat if pickup else None
            return play_out(table, Contract(suit, call.seat, alone, taken=pickup, taker=taker))
        taker = call.taker()
        # E4 without the British rule: the dealer sits out behind a lone partner and the
        # turn-up is dead. With it (and under a turned Benny) the taker always plays.
        dead = alone and taker == (call.seat + 2) % 4
        contract = Contract(call.offered, call.seat, alone, taken=not dead, taker=taker)
        return play_out(table, contract)

    return play


def call_judge(
    call: VariantCall,
    item_id: str,
    stream: str = "samples",
    model: CallingModel | None = None,
) -> OptionJudge:
    # Deals under a model are other deals: remembered apart.
    key = repr(call) if model is None else f"{call!r}|{model.name}"
    return OptionJudge(
        item_id,
        call.options(),
        _deal(call, model),
        _player(call),
        call.side,
        target=call.variant.target,
        stream=stream,
        memory_key=key,
    )


def judge_call(call: VariantCall, item_id: str, samples: int = SAMPLES) -> CallJudgement:
    return call_judge(call, item_id).extend(samples)


def confirm_call(
    call: VariantCall,
    item_id: str,
    answer: str,
    *,
    samples: int | None = None,
    model: CallingModel | None = None,
) -> Confirmation[str]:
    """Prove ``answer`` on the independent confirming stream (``tutor.analysis.proof``),
    the earlier passes read by our players' calls or (``model``) heard under it."""
    return confirm(call_judge(call, item_id, "confirm", model).draw, answer, samples=samples)


def benny_suits_are_equal(
    variant: Variant, dealer: int, rng: random.Random, deals: int = 8
) -> bool:
    """E2: before the dealer looks, naming any suit is worth exactly what naming another
    is. A swap of the suits that keeps every suit's sister its sister (♠↔♥ with ♣↔♦, or
    ♠↔♣ with ♥↔♦) maps each deal onto an equally likely deal; each sampled deal is played
    with a suit named and its image with the image suit named, and the points agree deal by
    deal (the solver is exact), so over all deals every suit is worth the same."""
    joker = next(c for c in variant.cards() if c.is_joker)
    spades, hearts, clubs, diamonds = Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS
    swaps = (
        {spades: hearts, hearts: spades, clubs: diamonds, diamonds: clubs},
        {spades: clubs, clubs: spades, hearts: diamonds, diamonds: hearts},
    )
    size = variant.hand_size
    for _ in range(deals):
        pool = [c for c in variant.cards() if not c.is_joker]
        rng.shuffle(pool)
        hands = [sorted(pool[i * size : (i + 1) * size]) for i in range(4)]
        table = Table(variant, dealer, hands, joker)
        for mirror in swaps:
            image = [sorted(_swapped(c, mirror) for c in hand) for hand in hands]
            mirrored = Table(variant, dealer, image, joker)
            for suit in SUITS:
                for alone in (False, True):
                    named = Contract(suit, dealer, alone, taken=True)
                    other = Contract(mirror[suit], dealer, alone, taken=True)
                    if _best_discard(table, named) != _best_discard(mirrored, other):
                        return False
    return True


def _best_discard(table: Table, contract: Contract) -> tuple[int, ...]:
    """The points when the dealer lays away the card best for his side. (The simulation's
    discard heuristic breaks ties between equal-looking suits by suit order, which is not
    a rule of the game, so the symmetry is shown with the discard a player would choose.)"""
    dealer = table.dealer
    results = [play_out(table, contract, discard=card).points for card in table.hands[dealer]]
    return max(results, key=lambda points: team_value(Outcome(None, points), dealer % 2, None, 0))


def _swapped(card: Card, mirror: Mapping[Suit, Suit]) -> Card:
    if card.suit is None:
        return card
    return parse_card(card.code[:-1] + mirror[card.suit].code)


# -- item fields -------------------------------------------------------------------------------


def item_position(call: VariantCall) -> dict[str, Any]:
    """The design.md position fields; a turned Benny adds ``blind_trump`` (the suit the
    dealer named before looking), the Benny already in his hand."""
    fields: dict[str, Any] = {
        "trump": None,
        "no_trump": None,
        "dealer": call.dealer,
        "maker": None,
        "alone": False,
        "seat": call.seat,
        "upcard": call.upcard.code,
        "upcard_taken": False,
        "history": [],
        "trick": [],
        "hand": [c.code for c in call.hand],
        "round": call.round,
    }
    if call.named is not None:
        fields.update(
            {
                "trump": call.named.code,
                "maker": call.dealer,
                "upcard_taken": True,
                "blind_trump": call.named.code,
                "hand": [c.code for c in sorted([*call.hand, call.upcard])],
            }
        )
    return fields


def call_from_item(item: Mapping[str, Any]) -> VariantCall:
    variant = item_variant(item)
    upcard = parse_card(str(item["upcard"]))
    hand = [parse_card(str(c)) for c in item["hand"]]
    blind = item.get("blind_trump")
    named = None if blind is None else Suit.parse(str(blind))
    if named is not None:
        hand = [c for c in hand if c != upcard]
    return VariantCall(
        variant,
        int(item["dealer"]),
        int(item["seat"]),
        tuple(hand),
        upcard,
        int(item["round"]),
        named,
    )


def card_en(card: Card) -> str:
    return "Benny" if card.is_joker else str(card)
