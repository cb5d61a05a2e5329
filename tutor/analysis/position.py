"""A hand in progress as quizzes see it: who holds what, the contract, and the tricks so far.

``Position`` is one moment of the play with every hand visible (the cards still held);
``position_fields`` turns it into the export fields of design.md as one seat sees it, and
``view_from_item`` reads those fields back (checking the record could have happened), so a
committed item can be re-proved from its JSON.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tutor.engine import (
    Card,
    Suit,
    Variant,
    effective_suit,
    legal_plays,
    parse_card,
    trick_winner,
)

Trick = list[tuple[int, Card]]
# Bid Euchre's auction as it was heard, from the dealer's left: (seat, tricks bid), or
# (seat, None) for a pass.
Bidding = tuple[tuple[int, int | None], ...]


class PositionError(ValueError):
    """An item's position is impossible: duplicate cards, wrong hand sizes, a renege…"""


@dataclass
class Position:
    """A moment in the play of a hand.

    ``hands`` holds every seat's remaining cards (the sitting-out partner's too, never
    played). ``history`` is the finished tricks, ``trick`` the one in progress.
    """

    variant: Variant
    trump: Suit | None
    low: bool
    dealer: int
    maker: int
    alone: bool
    hands: list[list[Card]]
    history: list[Trick] = field(default_factory=list)
    trick: Trick = field(default_factory=list)
    upcard: Card | None = None
    upcard_taken: bool = False
    discard: Card | None = None
    defender_alone: int | None = None
    bid: int | None = None
    # Bid Euchre: the whole auction (empty: not recorded), so a judge can hear it.
    auction: Bidding = ()

    @property
    def players(self) -> int:
        return self.variant.players

    @property
    def upcard_holder(self) -> int:
        """Who took the turn-up: the dealer, or the caller where the caller takes it (P3)."""
        return self.maker if self.variant.caller_takes_upcard else self.dealer

    def partner(self, seat: int) -> int | None:
        return None if self.players == 3 else (seat + 2) % 4

    @property
    def sitting_out(self) -> set[int]:
        out: set[int] = set()
        if self.players == 4:
            if self.alone:
                out.add((self.maker + 2) % 4)
            if self.defender_alone is not None:
                out.add((self.defender_alone + 2) % 4)
        return out

    @property
    def active(self) -> list[int]:
        out = self.sitting_out
        return [seat for seat in range(self.players) if seat not in out]

    def side(self, seat: int) -> frozenset[int]:
        """The seats that share ``seat``'s tricks (three-hand defenders are partners)."""
        if self.players == 3:
            if seat == self.maker:
                return frozenset({seat})
            return frozenset(s for s in range(3) if s != self.maker)
        return frozenset({seat, (seat + 2) % 4})

    def maker_side(self) -> frozenset[int]:
        return self.side(self.maker)

    def next_active(self, seat: int) -> int:
        out = self.sitting_out
        step = (seat + 1) % self.players
        while step in out:
            step = (step + 1) % self.players
        return step

    def first_leader(self) -> int:
        if self.variant.is_bid:
            return self.maker
        return self.next_active(self.dealer)

    def leader(self) -> int:
        """Who led (or leads) the current trick."""
        if self.trick:
            return self.trick[0][0]
        if self.history:
            last = self.history[-1]
            return last[trick_winner([c for _, c in last], self.trump, low=self.low)][0]
        return self.first_leader()

    def to_act(self) -> int:
        seat = self.leader()
        for _ in self.trick:
            seat = self.next_active(seat)
        return seat

    def led_card(self) -> Card | None:
        return self.trick[0][1] if self.trick else None

    def legal(self, seat: int | None = None) -> list[Card]:
        who = self.to_act() if seat is None else seat
        return legal_plays(self.hands[who], self.led_card(), self.trump)

    def tricks_won(self) -> dict[int, int]:
        won = dict.fromkeys(range(self.players), 0)
        for finished in self.history:
            winner = finished[trick_winner([c for _, c in finished], self.trump, low=self.low)][0]
            won[winner] += 1
        return won

    def play(self, card: Card) -> Position:
        """The position after the player to act plays ``card`` (a new object)."""
        seat = self.to_act()
        if card not in self.legal(seat):
            raise PositionError(f"{card} is not a legal play for seat {seat} here")
        hands = [list(h) for h in self.hands]
        hands[seat].remove(card)
        trick = [*self.trick, (seat, card)]
        history = list(self.history)
        if len(trick) == len(self.active):
            history.append(trick)
            trick = []
        return replace(self, hands=hands, history=history, trick=trick)

    def played(self) -> list[Card]:
        return [card for finished in self.history for _, card in finished] + [
            card for _, card in self.trick
        ]

    def voids(self) -> dict[int, set[Suit | None]]:
        """Suits each player has shown out of, by failing to follow (rules-spec S0-7)."""
        shown: dict[int, set[Suit | None]] = {seat: set() for seat in range(self.players)}
        for finished in [*self.history, self.trick]:
            if not finished:
                continue
            led = effective_suit(finished[0][1], self.trump)
            if led is None:
                continue
            for seat, card in finished[1:]:
                if effective_suit(card, self.trump) is not led:
                    shown[seat].add(led)
        return shown


def trick_to_json(trick: Sequence[tuple[int, Card]]) -> list[dict[str, Any]]:
    return [{"seat": seat, "card": card.code} for seat, card in trick]


def trick_from_json(raw: Any) -> Trick:
    return [(int(play["seat"]), parse_card(str(play["card"]))) for play in raw]


def bidding_to_json(auction: Bidding) -> list[dict[str, Any]]:
    """The auction as items store it (bid-amount's ``bids``): ``{"seat", "bid"}``, a pass's
    bid null."""
    return [{"seat": seat, "bid": tricks} for seat, tricks in auction]


def bidding_from_json(raw: Any) -> Bidding:
    return tuple(
        (int(call["seat"]), None if call.get("bid") is None else int(call["bid"])) for call in raw
    )


def contract_fields(trump: Suit | None, low: bool) -> dict[str, Any]:
    return {
        "trump": None if trump is None else trump.code,
        "no_trump": None if trump is not None else ("low" if low else "high"),
    }


def contract_from(item: Mapping[str, Any]) -> tuple[Suit | None, bool]:
    trump = item.get("trump")
    return (None if trump is None else Suit.parse(str(trump))), item.get("no_trump") == "low"


def position_fields(position: Position, seat: int) -> dict[str, Any]:
    """The design.md fields for ``position`` seen by ``seat``."""
    fields: dict[str, Any] = {
        **contract_fields(position.trump, position.low),
        "dealer": position.dealer,
        "maker": position.maker,
        "alone": position.alone,
        "seat": seat,
        "upcard": None if position.upcard is None else position.upcard.code,
        "upcard_taken": position.upcard_taken,
        "history": [trick_to_json(t) for t in position.history],
        "trick": trick_to_json(position.trick),
        "hand": [card.code for card in position.hands[seat]],
    }
    if position.defender_alone is not None:
        fields["defender_alone"] = position.defender_alone
    if position.bid is not None:
        fields["bid"] = position.bid
    if position.auction:
        fields["bids"] = bidding_to_json(position.auction)
    if seat == position.upcard_holder and position.discard is not None:
        fields["discard"] = position.discard.code
    won = position.tricks_won()
    if position.history:
        fields["tricks_won"] = [won[s] for s in range(position.players)]
    return fields


@dataclass(frozen=True)
class View:
    """What one seat knows, read back from an item: the input to sampling unseen cards."""

    variant: Variant
    position: Position  # hands of other seats are empty lists
    seat: int
    hand_sizes: list[int]


def item_variant(item: Mapping[str, Any]) -> Variant:
    """The rules an item is played under: its preset plus its ``variant_options``, if any."""
    variant = Variant.preset(str(item["variant"]))
    options = item.get("variant_options")
    if not options:
        return variant
    if not isinstance(options, Mapping):
        raise ValueError("variant_options must be an object of rule options")
    return variant.replace(**options)


def view_from_item(item: Mapping[str, Any]) -> View:
    """Rebuild the seat's view from an item's fields, checking it is a possible position."""
    variant = item_variant(item)
    trump, low = contract_from(item)
    seat = int(item["seat"])
    players = variant.players
    hand = [parse_card(str(c)) for c in item["hand"]]
    history = [trick_from_json(t) for t in item.get("history") or []]
    trick = trick_from_json(item.get("trick") or [])
    upcard_code = item.get("upcard")
    discard_code = item.get("discard")
    hands: list[list[Card]] = [[] for _ in range(players)]
    hands[seat] = hand
    position = Position(
        variant=variant,
        trump=trump,
        low=low,
        dealer=int(item["dealer"]),
        maker=int(item["maker"]),
        alone=bool(item.get("alone")),
        hands=hands,
        history=history,
        trick=trick,
        upcard=None if upcard_code is None else parse_card(str(upcard_code)),
        upcard_taken=bool(item.get("upcard_taken")),
        discard=None if discard_code is None else parse_card(str(discard_code)),
        defender_alone=item.get("defender_alone"),
        bid=item.get("bid"),
        auction=bidding_from_json(item.get("bids") or []) if variant.is_bid else (),
    )
    check_public_consistency(position, seat)
    if (
        item.get("trick") is not None
        and item.get("kind") == "best-play"
        and position.to_act() != seat
    ):
        raise PositionError(f"it is seat {position.to_act()}'s turn, not seat {seat}'s")
    sizes = _hand_sizes(position)
    if len(hand) != sizes[seat]:
        raise PositionError(f"seat {seat} should hold {sizes[seat]} cards, not {len(hand)}")
    return View(variant, position, seat, sizes)


def _hand_sizes(position: Position) -> list[int]:
    start = position.variant.hand_size
    sizes = []
    for seat in range(position.players):
        if seat in position.sitting_out:
            sizes.append(start)
            continue
        played = sum(1 for t in position.history for s, _ in t if s == seat)
        played += sum(1 for s, _ in position.trick if s == seat)
        sizes.append(start - played)
    return sizes


def check_public_consistency(position: Position, seat: int) -> None:
    """Raise ``PositionError`` if the public record could not have happened.

    Checks: every card in the pack and seen once; each finished trick has one card per
    active player in turn order, its winner leads next; nobody who showed out of a suit
    follows it later; the seat's own plays were legal given its hand.
    """
    deck = set(position.variant.cards())
    seen: list[Card] = list(position.hands[seat]) + position.played()
    if position.upcard is not None:
        seen.append(position.upcard)
    if position.discard is not None:
        seen.append(position.discard)
    for card in seen:
        if card not in deck:
            raise PositionError(f"{card} is not in the {position.variant.name} pack")
    own_and_played = list(position.hands[seat]) + position.played()
    if len(set(own_and_played)) != len(own_and_played):
        raise PositionError("a card appears twice")
    upcard_played = position.upcard is not None and position.upcard in position.played()
    if upcard_played and not position.upcard_taken:
        raise PositionError("the turned-down card cannot be played")
    active = position.active
    leader = position.first_leader()
    shown_out: dict[int, set[Suit | None]] = {s: set() for s in range(position.players)}
    for number, finished in enumerate([*position.history, position.trick]):
        is_current = number == len(position.history)
        if not is_current and len(finished) != len(active):
            raise PositionError(f"trick {number + 1} needs one card from each of {len(active)}")
        expected = leader
        led: Suit | None = None
        for index, (who, card) in enumerate(finished):
            if who != expected:
                raise PositionError(f"trick {number + 1}: seat {who} played out of turn")
            suit = effective_suit(card, position.trump)
            if suit is not None and suit in shown_out[who]:
                raise PositionError(f"seat {who} played a suit they had shown out of")
            if index == 0:
                led = suit
            elif led is not None and suit is not led:
                shown_out[who].add(led)
            if index > 0 and led is not None and suit is not led and who == seat:
                future = _later_cards(position, seat, number, index)
                if any(effective_suit(c, position.trump) is led for c in future):
                    raise PositionError(f"seat {seat} reneged in trick {number + 1}")
            expected = position.next_active(who)
        if finished and not is_current:
            cards = [c for _, c in finished]
            leader = finished[trick_winner(cards, position.trump, low=position.low)][0]
    if position.trick and position.trick[0][0] != leader:
        raise PositionError("the current trick was not led by the last winner")
    if position.auction:
        _check_auction(position)


def _check_auction(position: Position) -> None:
    """A recorded auction goes once round from the dealer's left, and its high bid (the
    last bid: each tops the one before, the dealer may equal it) is the contract's."""
    seats = [seat for seat, _ in position.auction]
    players = position.players
    if seats != [(position.dealer + 1 + i) % players for i in range(players)]:
        raise PositionError("the auction goes once round from the dealer's left")
    bids = [(tricks, seat) for seat, tricks in position.auction if tricks is not None]
    if not bids or bids[-1] != (position.bid, position.maker):
        raise PositionError("the auction's high bid is not the contract's")


def _later_cards(position: Position, seat: int, trick_number: int, index: int) -> list[Card]:
    """The cards ``seat`` still held after its play in that trick."""
    later = list(position.hands[seat])
    tricks = [*position.history, position.trick]
    for number in range(trick_number + 1, len(tricks)):
        later.extend(c for s, c in tricks[number] if s == seat)
    return later
