"""One hand of Euchre from the deal to the score, with push/pop like a chess board.

A ``Deal`` holds the cards, the calling (turn-up rounds or the Bid Euchre auction), the
tricks and the score. Actions are pushed and popped; ``pop`` restores the state exactly,
so a solver can search and a quiz generator can replay a history.

>>> deal = Deal(Variant.preset("standard"),
...             ["JH JD AH KH QH", "9S TS JS QS KS", "9C TC JC QC KC", "AS AC AD KD QD"],
...             dealer=3, upcard="9H")
>>> deal.phase, deal.to_act
(<Phase.ROUND_ONE: 'round-one'>, 0)
>>> deal.push(Action.parse("order up alone"))
>>> deal.push(Action.parse("discard QD"))
>>> deal.trump, deal.maker, deal.alone, deal.active_seats
(<Suit.HEARTS: 'H'>, 0, True, (0, 1, 3))
>>> [c.code for c in deal.hand(3)], deal.discard      # the dealer took the 9♥
(['AS', 'AC', 'AD', 'KD', '9H'], parse_card('QD'))
>>> deal.to_act, [str(a) for a in deal.legal_actions()][:2]   # eldest leads
(0, ['play JH', 'play JD'])
>>> deal.push("play JH"); deal.push("play 9S")
>>> deal.push("play AC")
Traceback (most recent call last):
...
tutor.engine.errors.IllegalPlayError: you hold a heart, so you must follow hearts: play 9♥

Seats are 0–3 clockwise (0–2 in three-hand); partners sit opposite (seat + 2). The
rules are rules-spec §2.7. Where the spec leaves a choice, this module decides:

* P3 ``caller_takes_upcard`` (british): in round 1 whoever accepts the turn-up (the
  dealer included) adds it to his own hand and discards; in round 2 the caller adds the
  turned-down card and discards (``second_round_pickup`` gives only this round-2 half).
  A dealer's partner who must go alone (Canadian loner) therefore takes the card himself,
  as seed S1 says he may only by going alone.
* E3: whoever takes the turn-up may not discard that same card while
  ``dealer_keeps_turnup`` holds (round-2 pick-ups included).
* E4: when the player who would take the turn-up sits out behind a lone partner, there is
  no exchange and the turn-up is dead (``upcard_dead``), with or without the Canadian rule.
* E2: a turned joker skips round 1; the dealer names trump in ``BLIND_TRUMP`` (his own
  ``public_view`` shows no hand until then), takes the joker and may ``go alone`` until he
  discards.
* E5 ``partner_may_take_alone``: after the exchange the maker's partner may take the lone
  hand; he becomes ``maker`` and the original caller stays ``caller``.
* E6: defending alone is offered clockwise from the maker's left; the first taker wins.
* Three-hand: the maker faces two, nobody sits out and ``alone`` stays False.
* E14 ``renege_mode=teach``: any held card may be pushed; ``reneges`` lists the reneges
  and ``score()`` scores the penalty instead of the hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from types import UnionType
from typing import NamedTuple, TypeVar

from tutor.engine.actions import (
    Action,
    Bid,
    Declare,
    DefendAlone,
    Discard,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    TakeUp,
)
from tutor.engine.cards import SUITS, Card, Suit, parse_card, parse_cards
from tutor.engine.errors import EngineError, IllegalPlayError
from tutor.engine.illegal import illegal_reason
from tutor.engine.phase import Phase
from tutor.engine.ranking import effective_suit, legal_plays, trick_winner
from tutor.engine.scoring import HandScore, ScoreReason, score_hand
from tutor.engine.variant import DefendAlone as DefendAloneMode
from tutor.engine.variant import FirstLead, RenegeMode, Variant

__all__ = ["Call", "Deal", "Phase", "PlayedCard", "PublicView", "Renege", "Trick"]


class PlayedCard(NamedTuple):
    seat: int
    card: Card


class _PlayUndo(NamedTuple):
    seat: int
    position: int  # where the card sat in the hand, so pop puts it back there
    completed: bool


class Renege(NamedTuple):
    """A card played off suit while holding the led suit (E14, teach mode only)."""

    seat: int
    trick: int  # 0-based number of the trick
    card: Card
    led: Suit


class Call(NamedTuple):
    """One calling action (everything before the first lead) and who made it."""

    seat: int
    action: Action


@dataclass(frozen=True)
class Trick:
    """A finished trick: its cards in play order, who led and who won."""

    plays: tuple[PlayedCard, ...]
    winner: int

    @property
    def leader(self) -> int:
        return self.plays[0].seat

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.plays)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(p.seat for p in self.plays)

    @property
    def winning_card(self) -> Card:
        for play in self.plays:
            if play.seat == self.winner:
                return play.card
        raise AssertionError("the winner played to the trick")  # pragma: no cover


@dataclass(frozen=True)
class _Calling:
    """Everything fixed before the first lead. Immutable, so undo keeps the old one."""

    trump: Suit | None = None
    low: bool = False
    contract_fixed: bool = False
    caller: int | None = None
    maker: int | None = None
    alone: bool = False
    lone_defender: int | None = None
    upcard_taker: int | None = None
    upcard_dead: bool = False
    turned_down: bool = False
    blind: bool = False
    discard: Card | None = None
    bid: int | None = None
    calls: tuple[Call, ...] = ()
    passes: int = 0
    passed_out: bool = False


class _CallUndo(NamedTuple):
    calling: _Calling
    phase: Phase
    turn: int
    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class PublicView:
    """What one seat has seen: the information a fair player or solver may use.

    ``voids`` are the suits each seat has proven it lacks by failing to follow (hard facts,
    rules-spec S0-7). ``known`` holds cards certainly in another seat's hand: the taken
    turn-up until it is played. ``hand`` is empty for a dealer who must name trump before
    looking (E2).
    """

    seat: int
    variant: Variant
    dealer: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    upcard: Card | None
    upcard_taken: bool
    upcard_taker: int | None
    upcard_dead: bool
    turned_down: bool
    discard: Card | None
    calls: tuple[Call, ...]
    trump: Suit | None
    low: bool
    contract_fixed: bool
    maker: int | None
    alone: bool
    lone_defender: int | None
    bid: int | None
    active_seats: tuple[int, ...]
    tricks: tuple[Trick, ...]
    trick: tuple[PlayedCard, ...]
    tricks_won: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    voids: tuple[frozenset[Suit], ...]
    known: tuple[frozenset[Card], ...] = field(default=())

    def played_cards(self) -> frozenset[Card]:
        cards = [p.card for t in self.tricks for p in t.plays]
        cards.extend(p.card for p in self.trick)
        return frozenset(cards)

    def unseen(self) -> frozenset[Card]:
        """Cards whose place this seat cannot know: in other hands or buried in the kitty."""
        seen = set(self.hand) | self.played_cards()
        if self.upcard is not None:
            seen.add(self.upcard)
        if self.discard is not None:
            seen.add(self.discard)
        for cards in self.known:
            seen |= cards
        return frozenset(c for c in self.variant.cards() if c not in seen)


class Deal:
    """One hand, from the first call to the score. See the module docstring."""

    def __init__(
        self,
        variant: Variant | str,
        hands: Sequence[str | Sequence[Card | str]],
        *,
        dealer: int = 0,
        upcard: Card | str | None = None,
        kitty: Sequence[Card | str] | str | None = None,
    ) -> None:
        """Set up a freshly dealt position: every hand full, nothing called yet.

        ``kitty`` is the face-down rest (without the turn-up); by default, whatever of the
        pack nobody holds.
        """
        self.variant = Variant.preset(variant) if isinstance(variant, str) else variant
        v = self.variant
        self.dealer = _check_seat(dealer, v.players, "dealer")
        self._hands: list[list[Card]] = _read_hands(hands, v.players)
        for seat, hand in enumerate(self._hands):
            if len(hand) != v.hand_size:
                raise EngineError(
                    f"seat {seat} holds {len(hand)} cards: {v.name} deals {v.hand_size} each"
                )
        self.upcard: Card | None = _read_card(upcard) if upcard is not None else None
        if v.is_bid and self.upcard is not None:
            raise EngineError("Bid Euchre has no turn-up")
        if not v.is_bid and self.upcard is None:
            raise EngineError(f"{v.name} Euchre turns a card up: give the upcard")
        dealt = [c for hand in self._hands for c in hand]
        if self.upcard is not None:
            dealt.append(self.upcard)
        _check_cards(dealt, v)
        dealt_set = set(dealt)
        rest = [c for c in v.cards() if c not in dealt_set]
        if kitty is None:
            self.kitty: tuple[Card, ...] = tuple(rest)
        else:
            given = _read_card_list(kitty)
            _check_cards(dealt + given, v)
            if sorted(given) != sorted(rest):
                raise EngineError("the kitty must hold exactly the cards nobody was dealt")
            self.kitty = tuple(given)
        self.initial_hands: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in self._hands)
        self._c = _Calling()
        self._tricks: list[Trick] = []
        self._trick: list[PlayedCard] = []
        self._won = [0] * v.players
        self._stack: list[Action] = []
        self._undo: list[_PlayUndo | _CallUndo] = []
        self._next_active: tuple[int, ...] = ()
        self._n_active = v.players
        self._total_tricks = v.hand_size
        if v.is_bid:
            self.phase, self._turn = Phase.BIDDING, self._eldest()
        elif self.upcard is not None and self.upcard.is_joker:
            self.phase, self._turn = Phase.BLIND_TRUMP, self.dealer
        else:
            self.phase, self._turn = Phase.ROUND_ONE, self._eldest()

    # -- construction ----------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        variant: Variant | str,
        *,
        dealer: int = 0,
        seed: int | None = None,
        rng: random.Random | None = None,
    ) -> Deal:
        """Shuffle and deal. The same seed gives the same deal."""
        v = Variant.preset(variant) if isinstance(variant, str) else variant
        if rng is None:
            rng = random.Random(seed)  # noqa: S311 - card shuffling, not cryptography
        pack = list(v.cards())
        rng.shuffle(pack)
        n, size = v.players, v.hand_size
        # Hands go clockwise from the dealer's left; the packet pattern does not change
        # the distribution, so each seat gets a slice.
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(n):
            seat = (dealer + 1 + i) % n
            hands[seat] = pack[i * size : (i + 1) * size]
        rest = pack[n * size :]
        if v.is_bid:
            return cls(v, hands, dealer=dealer, kitty=rest)
        return cls(v, hands, dealer=dealer, upcard=rest[0], kitty=rest[1:])

    @classmethod
    def at_play(
        cls,
        variant: Variant | str,
        hands: Sequence[str | Sequence[Card | str]],
        *,
        trump: Suit | str | None,
        maker: int,
        dealer: int = 0,
        low: bool = False,
        alone: bool = False,
        lone_defender: int | None = None,
        bid: int | None = None,
        upcard: Card | str | None = None,
        upcard_taker: int | None = None,
        leader: int | None = None,
        tricks_won: Sequence[int] | None = None,
    ) -> Deal:
        """A position at the opening lead (or later): trump fixed, nothing yet in the trick.

        Hands of seats sitting out may be empty. Active hands must be the same size; when
        it is smaller than the variant's hand, ``tricks_won`` says who took the tricks
        already played. ``leader`` defaults to the variant's opening leader.
        """
        v = Variant.preset(variant) if isinstance(variant, str) else variant
        self = cls.__new__(cls)
        self.variant = v
        self.dealer = _check_seat(dealer, v.players, "dealer")
        self._hands = _read_hands(hands, v.players)
        self.upcard = _read_card(upcard) if upcard is not None else None
        trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
        if trump_suit is not None and low:
            raise EngineError("only a no-trump contract can be low")
        if trump_suit is None and not v.no_trump:
            raise EngineError(f"{v.name} Euchre has no no-trump contracts: give a trump suit")
        maker = _check_seat(maker, v.players, "maker")
        if lone_defender is not None:
            _check_seat(lone_defender, v.players, "lone_defender")
            if v.players == 4 and lone_defender % 2 == maker % 2:
                raise EngineError("the lone defender must sit on the defending side")
        if v.is_bid and bid is None:
            raise EngineError("Bid Euchre is played to a bid: give bid=3..6")
        if alone and not v.allow_alone:
            raise EngineError(f"{v.name} Euchre has no declared lone hands")
        if lone_defender is not None and (
            v.defend_alone is DefendAloneMode.OFF
            or (v.defend_alone is DefendAloneMode.VS_LONER_ONLY and not alone)
        ):
            raise EngineError(f"{v.name} Euchre does not allow that defender to play alone")
        self._c = _Calling(
            trump=trump_suit,
            low=low,
            contract_fixed=True,
            caller=maker,
            maker=maker,
            alone=alone,
            lone_defender=lone_defender,
            upcard_taker=upcard_taker,
            bid=bid,
        )
        active = self.active_seats
        sizes = {len(self._hands[s]) for s in active}
        if len(sizes) != 1 or 0 in sizes:
            raise EngineError("every active seat must hold the same number of cards (at least 1)")
        size = sizes.pop()
        if size > v.hand_size:
            raise EngineError(f"{v.name} hands hold at most {v.hand_size} cards")
        dealt = [c for hand in self._hands for c in hand]
        _check_cards(dealt + ([self.upcard] if self.upcard and upcard_taker is None else []), v)
        won = list(tricks_won) if tricks_won is not None else [0] * v.players
        if len(won) != v.players or sum(won) != v.hand_size - size or min(won) < 0:
            raise EngineError(
                f"tricks_won must count the {v.hand_size - size} tricks already played"
            )
        dealt_set = set(dealt)
        self.kitty = tuple(c for c in v.cards() if c not in dealt_set and c != self.upcard)
        self.initial_hands = tuple(tuple(h) for h in self._hands)
        self._tricks = []
        self._trick = []
        self._won = won
        self._stack = []
        self._undo = []
        self._total_tricks = size
        if leader is not None and _check_seat(leader, v.players, "leader") not in active:
            raise EngineError(f"seat {leader} sits out and cannot lead")
        self._enter_play(leader)
        return self

    def copy(self) -> Deal:
        """An independent copy with the same move stack."""
        other = Deal.__new__(Deal)
        other.__dict__.update(self.__dict__)
        other._hands = [list(h) for h in self._hands]
        other._tricks = list(self._tricks)
        other._trick = list(self._trick)
        other._won = list(self._won)
        other._stack = list(self._stack)
        other._undo = list(self._undo)
        return other

    # -- state -----------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.variant.players

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is, or None when the hand is over."""
        return None if self.phase is Phase.OVER else self._turn

    @property
    def trump(self) -> Suit | None:
        """The trump suit once fixed; None before that and in no-trump."""
        return self._c.trump

    @property
    def low(self) -> bool:
        """True in a no-trump low contract (9 best, ace worst)."""
        return self._c.low

    @property
    def contract_fixed(self) -> bool:
        return self._c.contract_fixed

    @property
    def caller(self) -> int | None:
        """Who fixed trump (ordered up, took up, named, declared)."""
        return self._c.caller

    @property
    def maker(self) -> int | None:
        """The seat leading the making side: the caller, or the partner who took the lone
        hand from him (E5)."""
        return self._c.maker

    @property
    def alone(self) -> bool:
        """A maker playing without partner. Three-hand makers face two by definition and
        nobody sits out, so this stays False there."""
        return self._c.alone

    @property
    def lone_defender(self) -> int | None:
        return self._c.lone_defender

    @property
    def defender_alone(self) -> bool:
        return self._c.lone_defender is not None

    @property
    def bid(self) -> int | None:
        """Bid Euchre: the winning bid."""
        return self._c.bid

    @property
    def declarer(self) -> int | None:
        """Bid Euchre: who won the auction (and names the contract)."""
        return self._c.caller if self.variant.is_bid else None

    @property
    def upcard_taker(self) -> int | None:
        """Who added the turn-up to his hand, if anyone."""
        return self._c.upcard_taker

    @property
    def upcard_taken(self) -> bool:
        return self._c.upcard_taker is not None

    @property
    def upcard_dead(self) -> bool:
        """E4: the dealer's partner went alone on it, so nobody took it."""
        return self._c.upcard_dead

    @property
    def turned_down(self) -> bool:
        return self._c.turned_down

    @property
    def discard(self) -> Card | None:
        """The card laid away by whoever took the turn-up (secret to the others)."""
        return self._c.discard

    @property
    def passed_out(self) -> bool:
        """Everybody passed twice with ``all_pass=redeal``: no score, the deal moves on."""
        return self._c.passed_out

    @property
    def calls(self) -> tuple[Call, ...]:
        """Every calling action in order (passes, orders, discards, bids, …)."""
        return self._c.calls

    @property
    def move_stack(self) -> tuple[Action, ...]:
        return tuple(self._stack)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(self._hands[seat])

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(h) for h in self._hands)

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.players == 4 else None

    def side_of(self, seat: int) -> int:
        """Side index: seats {0, 2} are side 0 and {1, 3} side 1; in three-hand, the seat."""
        return seat % 2 if self.players == 4 else seat

    @property
    def sides(self) -> int:
        return 2 if self.players == 4 else 3

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats taking part in play: partners of lone players sit out (E15)."""
        out = set()
        c = self._c
        if c.alone and c.maker is not None and self.players == 4:
            out.add((c.maker + 2) % 4)
        if c.lone_defender is not None and self.players == 4:
            out.add((c.lone_defender + 2) % 4)
        return tuple(s for s in range(self.players) if s not in out)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Finished tricks in order."""
        return tuple(self._tricks)

    @property
    def trick(self) -> tuple[PlayedCard, ...]:
        """The trick in progress (empty between tricks)."""
        return tuple(self._trick)

    @property
    def leader(self) -> int | None:
        """Who leads (or led) the current trick."""
        if self.phase is not Phase.PLAY:
            return None
        return self._trick[0].seat if self._trick else self._turn

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks taken by each seat."""
        return tuple(self._won)

    @property
    def side_tricks(self) -> tuple[int, ...]:
        """Tricks taken by each side (partnerships) or player (three-hand)."""
        if self.players == 3:
            return tuple(self._won)
        return (self._won[0] + self._won[2], self._won[1] + self._won[3])

    @property
    def maker_tricks(self) -> int:
        if self._c.maker is None:
            raise EngineError("nobody has made trump yet")
        return self.side_tricks[self.side_of(self._c.maker)]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def score(self) -> HandScore:
        """The finished hand's score (rules-spec scoring table)."""
        if self.phase is not Phase.OVER:
            raise EngineError("the hand is not over yet")
        if self._c.passed_out:
            raise EngineError("everybody passed: the hand is void and nobody scores (E1)")
        v = self.variant
        reneges = self.reneges
        if reneges:
            return self._renege_score(reneges[0])
        return score_hand(
            v,
            maker_tricks=self.maker_tricks,
            alone=self._c.alone and not v.is_three_hand,
            defender_alone=self._c.lone_defender is not None,
            bid=self._c.bid if v.is_bid else None,
        )

    @property
    def reneges(self) -> tuple[Renege, ...]:
        """Reneges so far, in order. Always empty unless ``renege_mode`` is teach (E14).

        Worked out from the tricks: a seat's holding at each play is its hand now plus
        every card it played from then on, so push/pop needs no extra record.
        """
        if self.variant.renege_mode is RenegeMode.BLOCK:
            return ()
        trump = self._c.trump
        tricks = [t.plays for t in self._tricks]
        if self._trick:
            tricks.append(tuple(self._trick))
        later: list[list[Card]] = [list(h) for h in self._hands]
        holdings: list[list[tuple[int, PlayedCard, frozenset[Card]]]] = []
        for number in range(len(tricks) - 1, -1, -1):
            row = []
            for play in reversed(tricks[number]):
                later[play.seat].append(play.card)
                row.append((number, play, frozenset(later[play.seat])))
            holdings.append(row[::-1])
        found = []
        for row in reversed(holdings):
            number, lead, _ = row[0]
            led = effective_suit(lead.card, trump)
            if led is None:
                continue
            for _, play, holding in row[1:]:
                if effective_suit(play.card, trump) is not led and any(
                    effective_suit(c, trump) is led for c in holding
                ):
                    found.append(Renege(play.seat, number, play.card, led))
        return tuple(found)

    def _renege_score(self, renege: Renege) -> HandScore:
        """E14 scheme (a): the other side scores 2 (4 with a lone hand in play), instead of
        the hand's own score."""
        v = self.variant
        lone = self._c.alone or self._c.lone_defender is not None
        points = v.renege_lone_points if lone else v.renege_points
        by_makers = self.side_of(renege.seat) == self.side_of(self.maker_or_raise())
        side = "defenders" if by_makers else "makers"
        reason = ScoreReason("renege", side, points, "E14", renege.trick + 1)
        if by_makers:
            return HandScore(0, points, made=False, march=False, reasons=(reason,))
        return HandScore(points, 0, made=True, march=False, reasons=(reason,))

    def points(self) -> tuple[int, ...]:
        """Points per side (partnerships) or per player (three-hand); zeros if passed out."""
        if self.phase is Phase.OVER and self._c.passed_out:
            return (0,) * self.sides
        score = self.score()
        maker_side = self.side_of(self.maker_or_raise())
        return tuple(
            score.makers if side == maker_side else score.defenders for side in range(self.sides)
        )

    def maker_or_raise(self) -> int:
        if self._c.maker is None:
            raise EngineError("nobody has made trump yet")
        return self._c.maker

    # -- legality --------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take, in a fixed order."""
        phase = self.phase
        if phase is Phase.PLAY:
            return [Play(c) for c in self._legal_cards()]
        if phase is Phase.OVER:
            return []
        return self._calling_actions()

    def legal_cards(self) -> list[Card]:
        """In play: the cards the player to act may play (hand order)."""
        if self.phase is not Phase.PLAY:
            return []
        return self._legal_cards()

    def _legal_cards(self) -> list[Card]:
        led = self._trick[0].card if self._trick else None
        return legal_plays(self._hands[self._turn], led, self._c.trump)

    def _calling_actions(self) -> list[Action]:
        v, c, seat, phase = self.variant, self._c, self._turn, self.phase
        alone_options = (False, True) if v.allow_alone else (False,)
        if phase is Phase.ROUND_ONE:
            if seat == self.dealer:
                return [Pass(), *(TakeUp(a) for a in alone_options)]
            if self._must_go_alone(seat):
                return [Pass(), OrderUp(alone=True)]
            return [Pass(), *(OrderUp(a) for a in alone_options)]
        if phase is Phase.ROUND_TWO:
            actions: list[Action] = [] if self._stuck(seat) else [Pass()]
            for suit in self._nameable_suits(seat):
                actions.extend(NameTrump(suit, a) for a in alone_options)
            return actions
        if phase is Phase.BLIND_TRUMP:
            return [NameTrump(suit) for suit in SUITS]
        if phase is Phase.DISCARD:
            actions = []
            if c.blind and v.allow_alone and not c.alone:
                actions.append(GoAlone())
            keep = self.upcard if v.dealer_keeps_turnup else None
            actions.extend(Discard(card) for card in self._hands[seat] if card != keep)
            return actions
        if phase is Phase.PARTNER_ALONE:
            return [Pass(), GoAlone()]
        if phase is Phase.DEFEND_ALONE:
            return [Pass(), DefendAlone()]
        if phase is Phase.BIDDING:
            high = c.bid
            if seat == self.dealer:
                lowest = 3 if high is None else high  # P4: the dealer may equal
                bids: list[Action] = [Bid(n) for n in range(lowest, v.hand_size + 1)]
                return bids if high is None else [Pass(), *bids]
            lowest = 3 if high is None else high + 1
            return [Pass(), *(Bid(n) for n in range(lowest, v.hand_size + 1))]
        if phase is Phase.DECLARE:
            contracts: list[Action] = [Declare(suit) for suit in SUITS]
            if v.no_trump:
                contracts += [Declare(None), Declare(None, low=True)]
            return contracts
        raise AssertionError(phase)  # pragma: no cover

    def _must_go_alone(self, seat: int) -> bool:
        """E4 Canadian loner: the dealer's partner may accept the turn-up only alone."""
        return self.variant.canadian_loner and self.players == 4 and seat == self.partner_of_dealer

    @property
    def partner_of_dealer(self) -> int | None:
        return (self.dealer + 2) % 4 if self.players == 4 else None

    def _stuck(self, seat: int) -> bool:
        return seat == self.dealer and self.variant.stick_the_dealer

    def _nameable_suits(self, seat: int) -> list[Suit]:
        barred = self._upcard().suit
        if self._stuck(seat) and self.variant.stick_dealer_may_name_turned_suit:
            barred = None
        return [s for s in SUITS if s is not barred]

    def is_legal(self, action: Action) -> bool:
        """Whether ``push`` accepts the action.

        In ``renege_mode=teach`` any held card may be played (the renege is recorded and
        scored, E14); ``legal_actions`` still lists only the cards the rules allow.
        """
        if self.phase is Phase.PLAY:
            if not isinstance(action, Play):
                return False
            if self.variant.renege_mode is RenegeMode.TEACH:
                return action.card in self._hands[self._turn]
            return action.card in self._legal_cards()
        return action in self.legal_actions()

    def why_illegal(self, action: Action) -> IllegalPlayError | None:
        """None if legal, else the error ``push`` would raise, with its learner reason."""
        if self.is_legal(action):
            return None
        reason, rule = illegal_reason(self, action)
        return IllegalPlayError(reason, rule=rule)

    # -- push and pop ----------------------------------------------------------------------

    def push(self, action: Action | str) -> None:
        """Make a move. Illegal moves raise ``IllegalPlayError`` and change nothing."""
        if isinstance(action, str):
            action = Action.parse(action)
        error = self.why_illegal(action)
        if error is not None:
            raise error
        if isinstance(action, Play):
            self._push_play(action.card)
        else:
            self._push_call(action)
        self._stack.append(action)

    def pop(self) -> Action:
        """Take back the last move, restoring the state exactly."""
        if not self._stack:
            raise EngineError("there is no move to take back")
        action = self._stack.pop()
        undo = self._undo.pop()
        if isinstance(undo, _PlayUndo):
            self._pop_play(undo)
        else:
            self._c, self.phase, self._turn = undo.calling, undo.phase, undo.turn
            self._hands = [list(h) for h in undo.hands]
            if undo.phase is not Phase.PLAY:
                self._next_active = ()
        return action

    def peek(self) -> Action | None:
        return self._stack[-1] if self._stack else None

    def _push_play(self, card: Card) -> None:
        seat = self._turn
        hand = self._hands[seat]
        index = hand.index(card)
        del hand[index]
        trick = self._trick
        trick.append(PlayedCard(seat, card))
        if len(trick) < self._n_active:
            self._turn = self._next_active[seat]
            self._undo.append(_PlayUndo(seat, index, False))
            return
        cards = [p.card for p in trick]
        winner = trick[trick_winner(cards, self._c.trump, low=self._c.low)].seat
        self._tricks.append(Trick(tuple(trick), winner))
        self._trick = []
        self._won[winner] += 1
        self._undo.append(_PlayUndo(seat, index, True))
        if len(self._tricks) >= self._total_tricks:
            self.phase = Phase.OVER
        self._turn = winner

    def _pop_play(self, undo: _PlayUndo) -> None:
        seat, index, completed = undo
        if completed:
            finished = self._tricks.pop()
            self._won[finished.winner] -= 1
            self._trick = list(finished.plays)
            self.phase = Phase.PLAY
        played = self._trick.pop()
        self._hands[seat].insert(index, played.card)
        self._turn = seat

    def _push_call(self, action: Action) -> None:
        self._undo.append(
            _CallUndo(self._c, self.phase, self._turn, tuple(tuple(h) for h in self._hands))
        )
        seat = self._turn
        self._c = replace(self._c, calls=(*self._c.calls, Call(seat, action)))
        phase = self.phase
        if phase is Phase.ROUND_ONE:
            self._round_one(seat, action)
        elif phase is Phase.ROUND_TWO:
            self._round_two(seat, action)
        elif phase is Phase.BLIND_TRUMP:
            action = _expect(action, NameTrump)
            # E2: trump is named unseen, then the dealer takes the joker and discards.
            self._c = replace(
                self._c, trump=action.suit, contract_fixed=True, caller=seat, maker=seat, blind=True
            )
            self._take_upcard(seat)
        elif phase is Phase.DISCARD:
            if isinstance(action, GoAlone):
                self._c = replace(self._c, alone=True)
            else:
                action = _expect(action, Discard)
                self._hands[seat].remove(action.card)
                self._c = replace(self._c, discard=action.card)
                self._after_trump()
        elif phase is Phase.PARTNER_ALONE:
            if isinstance(action, GoAlone):
                self._c = replace(self._c, maker=seat, alone=True)
            self._offer_defence()
        elif phase is Phase.DEFEND_ALONE:
            self._defend_alone(seat, action)
        elif phase is Phase.BIDDING:
            self._bidding(seat, action)
        elif phase is Phase.DECLARE:
            action = _expect(action, Declare)
            self._c = replace(self._c, trump=action.trump, low=action.low, contract_fixed=True)
            self._enter_play(seat)

    def _round_one(self, seat: int, action: Action) -> None:
        if isinstance(action, Pass):
            passes = self._c.passes + 1
            if passes == self.players:
                self._c = replace(self._c, passes=0, turned_down=True)
                self.phase, self._turn = Phase.ROUND_TWO, self._eldest()
            else:
                self._c = replace(self._c, passes=passes)
                self._turn = (seat + 1) % self.players
            return
        alone = _expect(action, OrderUp | TakeUp).alone
        self._c = replace(
            self._c,
            trump=self._upcard().suit,
            contract_fixed=True,
            caller=seat,
            maker=seat,
            alone=alone,
        )
        # P3: with caller_takes_upcard the caller (who always plays) takes the card and
        # discards; otherwise the dealer does. E4: a dealer sitting out behind his lone
        # partner makes no exchange and the turn-up is dead.
        taker = seat if self.variant.caller_takes_upcard else self.dealer
        if taker not in self.active_seats:
            self._c = replace(self._c, upcard_dead=True)
            self._after_trump()
        else:
            self._take_upcard(taker)

    def _round_two(self, seat: int, action: Action) -> None:
        if isinstance(action, Pass):
            passes = self._c.passes + 1
            if passes == self.players:  # E1 redeal: no score, the deal moves on
                self._c = replace(self._c, passes=passes, passed_out=True)
                self.phase = Phase.OVER
            else:
                self._c = replace(self._c, passes=passes)
                self._turn = (seat + 1) % self.players
            return
        action = _expect(action, NameTrump)
        self._c = replace(
            self._c,
            trump=action.suit,
            contract_fixed=True,
            caller=seat,
            maker=seat,
            alone=action.alone,
        )
        # P3/E9: only with the seed's British rule does the round-2 caller take the
        # turned-down card (and discard); by default nobody picks it up.
        if self.variant.round_two_pickup:
            self._take_upcard(seat)
        else:
            self._after_trump()

    def _upcard(self) -> Card:
        if self.upcard is None:
            raise EngineError("this hand has no turn-up")
        return self.upcard

    def _take_upcard(self, seat: int) -> None:
        self._hands[seat].append(self._upcard())
        self._c = replace(self._c, upcard_taker=seat)
        self.phase, self._turn = Phase.DISCARD, seat

    def _after_trump(self) -> None:
        v, c = self.variant, self._c
        if v.partner_may_take_alone and self.players == 4 and not c.alone:
            self.phase, self._turn = Phase.PARTNER_ALONE, (self.maker_or_raise() + 2) % 4
            return
        self._offer_defence()

    def _defenders_in_turn(self) -> list[int]:
        maker = self.maker_or_raise()
        seats = [(maker + i) % self.players for i in range(1, self.players)]
        return [s for s in seats if self.side_of(s) != self.side_of(maker)]

    def _offer_defence(self) -> None:
        mode = self.variant.defend_alone
        if self.players == 4 and (
            mode is DefendAloneMode.ANY or (mode is DefendAloneMode.VS_LONER_ONLY and self._c.alone)
        ):
            self._c = replace(self._c, passes=0)
            self.phase, self._turn = Phase.DEFEND_ALONE, self._defenders_in_turn()[0]
            return
        self._enter_play(None)

    def _defend_alone(self, seat: int, action: Action) -> None:
        if isinstance(action, DefendAlone):
            self._c = replace(self._c, lone_defender=seat)
            self._enter_play(None)
            return
        passes = self._c.passes + 1
        defenders = self._defenders_in_turn()
        if passes == len(defenders):
            self._enter_play(None)
        else:
            self._c = replace(self._c, passes=passes)
            self._turn = defenders[passes]

    def _bidding(self, seat: int, action: Action) -> None:
        if isinstance(action, Bid):
            self._c = replace(self._c, bid=action.tricks, caller=seat, maker=seat)
        if seat == self.dealer:
            self.phase, self._turn = Phase.DECLARE, self.maker_or_raise()
        else:
            self._turn = (seat + 1) % self.players

    def _enter_play(self, leader: int | None) -> None:
        active = self.active_seats
        n = self.players
        following = []
        for seat in range(n):
            nxt = (seat + 1) % n
            while nxt not in active:
                nxt = (nxt + 1) % n
            following.append(nxt)
        self._next_active = tuple(following)
        self._n_active = len(active)
        self.phase = Phase.PLAY
        self._turn = self._opening_leader() if leader is None else leader

    def _opening_leader(self) -> int:
        """E8: eldest active by default; with ``left_of_loner``, the lone maker's left."""
        c = self._c
        start = self._eldest()
        if self.variant.first_lead is FirstLead.LEFT_OF_LONER and c.alone and c.maker is not None:
            start = (c.maker + 1) % self.players
        if self.variant.first_lead is FirstLead.HIGH_BIDDER and c.maker is not None:
            start = c.maker
        active = self.active_seats
        while start not in active:
            start = (start + 1) % self.players
        return start

    def _eldest(self) -> int:
        return (self.dealer + 1) % self.players

    # -- what a seat knows -----------------------------------------------------------------

    def public_view(self, seat: int) -> PublicView:
        """The information ``seat`` has seen so far (see ``PublicView``)."""
        _check_seat(seat, self.players, "seat")
        c = self._c
        hidden = self.phase is Phase.BLIND_TRUMP and seat == self.dealer
        calls = tuple(
            call for call in c.calls if not (isinstance(call.action, Discard) and call.seat != seat)
        )
        played: set[Card] = {p.card for t in self._tricks for p in t.plays}
        played.update(p.card for p in self._trick)
        known: list[frozenset[Card]] = []
        for other in range(self.players):
            upcard_here = (
                other != seat
                and c.upcard_taker == other
                and self.upcard is not None
                and self.upcard not in played
                and self.upcard in self._hands[other]
            )
            known.append(frozenset([self.upcard]) if upcard_here and self.upcard else frozenset())
        return PublicView(
            seat=seat,
            variant=self.variant,
            dealer=self.dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=() if hidden else tuple(self._hands[seat]),
            upcard=self.upcard,
            upcard_taken=c.upcard_taker is not None,
            upcard_taker=c.upcard_taker,
            upcard_dead=c.upcard_dead,
            turned_down=c.turned_down,
            discard=c.discard if c.upcard_taker == seat else None,
            calls=calls,
            trump=c.trump,
            low=c.low,
            contract_fixed=c.contract_fixed,
            maker=c.maker,
            alone=c.alone,
            lone_defender=c.lone_defender,
            bid=c.bid,
            active_seats=self.active_seats,
            tricks=tuple(self._tricks),
            trick=tuple(self._trick),
            tricks_won=tuple(self._won),
            hand_sizes=tuple(len(h) for h in self._hands),
            voids=self.proven_voids(),
            known=tuple(known),
        )

    def proven_voids(self) -> tuple[frozenset[Suit], ...]:
        """Suits each seat has shown it lacks by not following (effective suits)."""
        voids: list[set[Suit]] = [set() for _ in range(self.players)]
        trump = self._c.trump
        plays = [t.plays for t in self._tricks]
        if self._trick:
            plays.append(tuple(self._trick))
        for trick in plays:
            led = effective_suit(trick[0].card, trump)
            if led is None:
                continue
            for play in trick[1:]:
                if effective_suit(play.card, trump) is not led:
                    voids[play.seat].add(led)
        return tuple(frozenset(v) for v in voids)

    # -- comparison ------------------------------------------------------------------------

    def _state(self) -> tuple[object, ...]:
        return (
            self.variant,
            self.dealer,
            self.upcard,
            self.kitty,
            self.initial_hands,
            self.phase,
            self.to_act,
            self._c,
            tuple(tuple(h) for h in self._hands),
            tuple(self._tricks),
            tuple(self._trick),
            tuple(self._won),
            tuple(self._stack),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return self._state() == other._state()

    __hash__ = None  # type: ignore[assignment]  # a Deal changes as moves are pushed

    def __repr__(self) -> str:
        hands = ", ".join(repr(" ".join(c.code for c in h)) for h in self.initial_hands)
        up = f", upcard={self.upcard.code!r}" if self.upcard else ""
        return f"<Deal {self.variant.name} dealer={self.dealer}{up} [{hands}] {self.phase.value}>"


_A = TypeVar("_A", bound=Action)


def _expect(action: Action, kind: type[_A] | UnionType) -> _A:
    if not isinstance(action, kind):
        raise TypeError(f"{action} is not a {kind}")  # pragma: no cover - checked as legal
    return action


def _check_seat(seat: int, players: int, what: str) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise EngineError(f"{what} must be a seat from 0 to {players - 1}, not {seat!r}")
    return seat


def _read_card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else parse_card(card)


def _read_card_list(cards: str | Sequence[Card | str] | Iterable[Card | str]) -> list[Card]:
    if isinstance(cards, str):
        return parse_cards(cards)
    return [_read_card(c) for c in cards]


def _read_hands(hands: Sequence[str | Sequence[Card | str]], players: int) -> list[list[Card]]:
    if len(hands) != players:
        raise EngineError(f"give one hand for each of the {players} seats")
    return [_read_card_list(h) for h in hands]


def _check_cards(cards: list[Card], variant: Variant) -> None:
    pack = variant.deck.card_set()
    seen: set[Card] = set()
    for card in cards:
        if card not in pack:
            raise EngineError(
                f"{card} is not in the {variant.deck.size}-card pack of {variant.name}"
            )
        if card in seen:
            raise EngineError(f"{card} appears twice: each card is in one place only")
        seen.add(card)
