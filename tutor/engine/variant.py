"""Variants as parameter sets (rules-spec §2): presets and options that combine.

>>> v = Variant.preset("standard").replace(joker=True, target=11)
>>> v.joker, v.trump_count, v.target
(True, 8, 11)
>>> Variant.preset("bid").replace(joker=True)
Traceback (most recent call last):
...
tutor.engine.errors.VariantError: the joker cannot be used with no-trump contracts ...
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import Any

from tutor.engine.cards import ALL_CARDS, JOKER, Card, Rank
from tutor.engine.errors import VariantError


class Deck(enum.Enum):
    """The packs of rules-spec §1.2."""

    D24 = "D24"
    D25 = "D25"
    D32 = "D32"
    D33 = "D33"

    @property
    def has_joker(self) -> bool:
        return self in (Deck.D25, Deck.D33)

    @property
    def low_ranks(self) -> bool:
        """True when the 7s and 8s are in the pack."""
        return self in (Deck.D32, Deck.D33)

    @property
    def size(self) -> int:
        return {Deck.D24: 24, Deck.D25: 25, Deck.D32: 32, Deck.D33: 33}[self]

    def cards(self) -> tuple[Card, ...]:
        """Every card of the pack in a fixed order (suit by suit, low to high, joker last)."""
        return _PACKS[self]

    def card_set(self) -> frozenset[Card]:
        return _PACK_SETS[self]


def _build_pack(deck: Deck) -> tuple[Card, ...]:
    lowest = Rank.SEVEN if deck.low_ranks else Rank.NINE
    pack = [c for c in ALL_CARDS if not c.is_joker and c.rank >= lowest]
    if deck.has_joker:
        pack.append(JOKER)
    return tuple(pack)


_PACKS: dict[Deck, tuple[Card, ...]] = {deck: _build_pack(deck) for deck in Deck}
_PACK_SETS: dict[Deck, frozenset[Card]] = {deck: frozenset(_PACKS[deck]) for deck in Deck}


class TrumpSelection(enum.Enum):
    TURNUP_TWO_ROUNDS = "turnup_two_rounds"
    BIDDING = "bidding"


class AllPass(enum.Enum):
    REDEAL = "redeal"
    STICK_DEALER = "stick_dealer"


class DealerPartnerOrder(enum.Enum):
    FREE = "free"
    MUST_GO_ALONE = "must_go_alone"


class DefendAlone(enum.Enum):
    OFF = "off"
    VS_LONER_ONLY = "vs_loner_only"
    ANY = "any"


class FirstLead(enum.Enum):
    ELDEST_ACTIVE = "eldest_active"
    LEFT_OF_LONER = "left_of_loner"
    HIGH_BIDDER = "high_bidder"


class RenegeMode(enum.Enum):
    BLOCK = "block"
    TEACH = "teach"


PRESET_NAMES: tuple[str, ...] = (
    "standard",
    "cardgames",
    "american",
    "british",
    "three-hand",
    "bid",
)
_PRESET_ALIASES = {
    "three_hand": "three-hand",
    "threehand": "three-hand",
    "cutthroat": "three-hand",
    "bid6": "bid",
    "bid-euchre": "bid",
    "knock": "standard",
}


@dataclass(frozen=True)
class Variant:
    """Every rule parameter of rules-spec §2.0. Build one with ``Variant.preset(name)``."""

    name: str = "standard"
    players: int = 4
    deck: Deck = Deck.D24
    hand_size: int = 5
    trump_selection: TrumpSelection = TrumpSelection.TURNUP_TWO_ROUNDS
    all_pass: AllPass = AllPass.STICK_DEALER
    stick_dealer_may_name_turned_suit: bool = False
    dealer_partner_order: DealerPartnerOrder = DealerPartnerOrder.FREE
    allow_alone: bool = True
    partner_may_take_alone: bool = False
    defend_alone: DefendAlone = DefendAlone.OFF
    lone_euchre_points: int = 2
    lone_defender_euchre_points: int = 4
    euchre_points: int = 2
    march_points: int = 2
    lone_march_points: int = 4
    first_lead: FirstLead = FirstLead.ELDEST_ACTIVE
    target: int = 10
    win_by_two: bool = False
    dealer_keeps_turnup: bool = True
    renege_mode: RenegeMode = RenegeMode.BLOCK
    renege_points: int = 2
    renege_lone_points: int = 4
    # P3: the caller, not the dealer, takes the turn-up in round 1, and the round-2 caller
    # takes the turned-down card. second_round_pickup alone gives only the round-2 half
    # (E9, non-standard); see nonstandard_rules.
    caller_takes_upcard: bool = False
    second_round_pickup: bool = False
    no_trump: bool = False

    # -- construction -------------------------------------------------------------------

    @classmethod
    def preset(cls, name: str) -> Variant:
        """One of "standard" "cardgames" "american" "british" "three-hand" "bid"."""
        key = name.strip().lower()
        key = _PRESET_ALIASES.get(key, key)
        if key not in _PRESETS:
            raise VariantError(f"unknown variant {name!r}: choose one of {', '.join(PRESET_NAMES)}")
        return _PRESETS[key]

    def replace(self, **options: Any) -> Variant:
        """A new variant with these options; impossible combinations raise ``ValueError``.

        Besides every field name, friendly options are understood: ``joker=True``,
        ``canadian_loner=True``, ``deck=32`` (or ``cards=32``), ``stick_the_dealer=True``,
        ``target_score=11``, ``defend_alone=True`` (any defender) or a mode name.
        """
        changes: dict[str, Any] = {}
        joker: bool | None = None
        low_ranks: bool | None = None
        for key, value in options.items():
            if key == "joker":
                joker = bool(value)
            elif key in ("cards", "deck_size", "thirty_two_cards", "deck_32", "deck32") or (
                key == "deck" and not isinstance(value, Deck) and not _is_deck_name(value)
            ):
                low_ranks = _parse_deck_size(key, value)
            elif key == "deck":
                changes["deck"] = value if isinstance(value, Deck) else Deck(str(value).upper())
            elif key == "canadian_loner":
                changes["dealer_partner_order"] = (
                    DealerPartnerOrder.MUST_GO_ALONE if value else DealerPartnerOrder.FREE
                )
            elif key in ("stick_the_dealer", "stick_dealer"):
                changes["all_pass"] = AllPass.STICK_DEALER if value else AllPass.REDEAL
            elif key == "target_score":
                changes["target"] = value
            elif key == "seven_card_32":
                # Seven cards each needs the 7s and 8s: four packets of seven from 32 cards.
                changes["hand_size"] = 7 if value else 5
                if value:
                    low_ranks = True
            elif key == "defend_alone" and isinstance(value, bool):
                changes["defend_alone"] = DefendAlone.ANY if value else DefendAlone.OFF
            elif key in _FIELD_TYPES:
                changes[key] = _coerce(key, value)
            else:
                raise VariantError(f"unknown variant option {key!r}")
        deck = changes.get("deck", self.deck)
        if joker is not None or low_ranks is not None:
            has_joker = deck.has_joker if joker is None else joker
            low = deck.low_ranks if low_ranks is None else low_ranks
            deck = {
                (False, False): Deck.D24,
                (True, False): Deck.D25,
                (False, True): Deck.D32,
                (True, True): Deck.D33,
            }[(has_joker, low)]
            changes["deck"] = deck
        variant = dataclasses.replace(self, **changes)
        variant.validate()
        return variant

    def validate(self) -> None:
        """Raise ``VariantError`` (a ``ValueError``) for an impossible combination."""
        if self.players not in (3, 4):
            raise VariantError("Euchre is played by 3 or 4 players")
        if self.target < 1:
            raise VariantError("the target score must be a positive number of points")
        if self.no_trump and self.deck.has_joker:
            raise VariantError(
                "the joker cannot be used with no-trump contracts (ruling P7): "
                "in no-trump it would have no suit to belong to"
            )
        if self.is_bid:
            self._validate_bid()
            return
        if self.hand_size not in (5, 7):
            raise VariantError("knock Euchre deals 5 cards each (7 only with the 32-card deck)")
        if self.hand_size == 7 and (self.players != 4 or not self.deck.low_ranks):
            raise VariantError("7 cards each needs the 32-card deck and four players")
        if self.players == 3:
            if self.dealer_partner_order is DealerPartnerOrder.MUST_GO_ALONE:
                raise VariantError(
                    "the Canadian loner needs a dealer's partner: three-hand Euchre has none"
                )
            if self.defend_alone is not DefendAlone.OFF:
                raise VariantError(
                    "three-hand Euchre has no partners, so nobody can defend alone (E16)"
                )
            if self.partner_may_take_alone:
                raise VariantError("three-hand Euchre has no partners to take a lone hand")
        if not self.allow_alone and self.defend_alone is DefendAlone.VS_LONER_ONLY:
            raise VariantError("defending alone against a loner needs loners to be allowed")
        if not self.allow_alone and self.canadian_loner:
            raise VariantError(
                "the Canadian loner makes the dealer's partner go alone, so loners must be allowed"
            )
        if self.partner_may_take_alone and not self.allow_alone:
            raise VariantError("the partner can take the lone hand only if loners are allowed")
        if self.stick_dealer_may_name_turned_suit and self.all_pass is AllPass.REDEAL:
            raise VariantError("naming the turned-down suit is a stick-the-dealer option")
        if self.first_lead is FirstLead.HIGH_BIDDER:
            raise VariantError("the high bidder leads only in Bid Euchre")

    def _validate_bid(self) -> None:
        if self.deck is not Deck.D24:
            raise VariantError(
                "Bid Euchre is played with the 24-card deck only: no joker, no 7s and 8s"
            )
        if self.players != 4 or self.hand_size != 6:
            raise VariantError("Bid Euchre deals 6 cards to each of four players")
        if self.dealer_partner_order is not DealerPartnerOrder.FREE:
            raise VariantError("Bid Euchre has no turn-up, so the Canadian loner cannot apply")
        if self.defend_alone is not DefendAlone.OFF:
            raise VariantError("Bid Euchre has no lone hands, so nobody can defend alone")
        if self.win_by_two:
            raise VariantError("Bid Euchre has its own win rule (E11): win by two does not apply")
        if self.caller_takes_upcard or self.second_round_pickup:
            raise VariantError("Bid Euchre has no turn-up, so nobody can take it")
        if self.partner_may_take_alone:
            raise VariantError("Bid Euchre has no lone hands, so nobody can take one")
        if self.first_lead is not FirstLead.HIGH_BIDDER:
            raise VariantError("in Bid Euchre the declarer leads (rules-spec 2.5)")

    # -- derived facts --------------------------------------------------------------------

    @property
    def seven_card_32(self) -> bool:
        """Seven cards each from the 32-card pack: makers need 4 of 7 (rules-spec 2.6)."""
        return self.hand_size == 7

    @property
    def round_two_pickup(self) -> bool:
        """Whether the round-2 caller takes the turned-down card (P3 / E9)."""
        return self.caller_takes_upcard or self.second_round_pickup

    @property
    def is_bid(self) -> bool:
        return self.trump_selection is TrumpSelection.BIDDING

    @property
    def is_three_hand(self) -> bool:
        return self.players == 3

    @property
    def joker(self) -> bool:
        return self.deck.has_joker

    @property
    def canadian_loner(self) -> bool:
        return self.dealer_partner_order is DealerPartnerOrder.MUST_GO_ALONE

    @property
    def stick_the_dealer(self) -> bool:
        return self.all_pass is AllPass.STICK_DEALER or self.is_three_hand

    @property
    def trump_count(self) -> int:
        """How many cards are trumps in a suit contract: 7, 8, 9 or 10 (rules-spec §1.5)."""
        return {Deck.D24: 7, Deck.D25: 8, Deck.D32: 9, Deck.D33: 10}[self.deck]

    @property
    def tricks_to_make(self) -> int:
        return 4 if self.hand_size == 7 else 3

    @property
    def kitty_size(self) -> int:
        return 0 if self.is_bid else self.deck.size - self.players * self.hand_size

    def cards(self) -> tuple[Card, ...]:
        return self.deck.cards()

    def describe(self) -> str:
        """A short English description of the options on top of the preset."""
        parts = [self.name]
        base = Variant.preset(self.name) if self.name in _PRESETS else None
        if base is not None and base.deck != self.deck:
            parts.append(f"{self.deck.size} cards")
        if base is not None and base.target != self.target:
            parts.append(f"to {self.target}")
        if base is not None and base.canadian_loner != self.canadian_loner:
            parts.append("Canadian loner" if self.canadian_loner else "no Canadian loner")
        if base is not None and base.all_pass != self.all_pass:
            parts.append("stick the dealer" if self.stick_the_dealer else "redeal")
        if base is not None and base.win_by_two != self.win_by_two:
            parts.append("win by two" if self.win_by_two else "no win by two")
        if base is not None and base.defend_alone != self.defend_alone:
            parts.append(f"defend alone: {self.defend_alone.value}")
        if base is not None and base.hand_size != self.hand_size:
            parts.append(f"{self.hand_size} cards each")
        if base is not None and base.round_two_pickup != self.round_two_pickup:
            parts.append(
                "round-2 caller takes the turned-down card"
                if self.round_two_pickup
                else "nobody takes the turned-down card"
            )
        return ", ".join(parts)

    @property
    def nonstandard_rules(self) -> tuple[str, ...]:
        """Rules on which this variant follows a seed against most rule books (P3, E9),
        for lessons to say plainly where sources differ."""
        notes = []
        if self.caller_takes_upcard:
            notes.append(
                "the player who orders up takes the turn-up and discards (seed S1); most "
                "rule books have the dealer take it"
            )
        if self.round_two_pickup:
            notes.append(
                "the round-2 caller takes the turned-down card and discards (seed S1); "
                "most rule books let nobody take it after it is turned down"
            )
        return tuple(notes)


def _is_deck_name(value: object) -> bool:
    return isinstance(value, str) and value.upper() in Deck.__members__


def _parse_deck_size(key: str, value: object) -> bool:
    if isinstance(value, bool):
        return value
    if value in (32, "32", 33, "33"):
        return True
    if value in (24, "24", 25, "25"):
        return False
    raise VariantError(f"{key}={value!r}: the deck has 24 or 32 cards (plus the joker option)")


_FIELD_TYPES: dict[str, Any] = {f.name: f.type for f in dataclasses.fields(Variant)}
_ENUM_FIELDS: dict[str, type[enum.Enum]] = {
    "deck": Deck,
    "trump_selection": TrumpSelection,
    "all_pass": AllPass,
    "dealer_partner_order": DealerPartnerOrder,
    "defend_alone": DefendAlone,
    "first_lead": FirstLead,
    "renege_mode": RenegeMode,
}
_INT_FIELDS = {
    "players",
    "hand_size",
    "lone_euchre_points",
    "lone_defender_euchre_points",
    "euchre_points",
    "march_points",
    "lone_march_points",
    "target",
    "renege_points",
    "renege_lone_points",
}


def _coerce(key: str, value: Any) -> Any:
    if key in _ENUM_FIELDS:
        enum_type = _ENUM_FIELDS[key]
        if isinstance(value, enum_type):
            return value
        try:
            return enum_type(value)
        except ValueError:
            choices = ", ".join(str(m.value) for m in enum_type)
            raise VariantError(f"{key}={value!r}: choose one of {choices}") from None
    if key in _INT_FIELDS:
        if isinstance(value, bool) or not isinstance(value, int):
            raise VariantError(f"{key}={value!r}: a whole number is needed")
        return value
    if key == "name":
        return str(value)
    if not isinstance(value, bool):
        raise VariantError(f"{key}={value!r}: True or False is needed")
    return value


_STANDARD = Variant()
_PRESETS: dict[str, Variant] = {
    # S0 + S4: stick the dealer, loners, no defending alone, to 10.
    "standard": _STANDARD,
    # S3 (cardgames.io): redeal, anyone may defend alone, win by two.
    "cardgames": dataclasses.replace(
        _STANDARD,
        name="cardgames",
        all_pass=AllPass.REDEAL,
        defend_alone=DefendAlone.ANY,
        win_by_two=True,
    ),
    # S1 (rules-spec 2.2): the North-American game, identical to standard; the dealer's
    # partner who orders up plays with the dealer.
    "american": dataclasses.replace(_STANDARD, name="american"),
    # S1: Benny, 11 points, dealer's partner must go alone, caller takes the turn-up (P3).
    "british": dataclasses.replace(
        _STANDARD,
        name="british",
        deck=Deck.D25,
        all_pass=AllPass.REDEAL,
        dealer_partner_order=DealerPartnerOrder.MUST_GO_ALONE,
        defend_alone=DefendAlone.VS_LONER_ONLY,
        target=11,
        caller_takes_upcard=True,
    ),
    # S2: cutthroat on 32 cards; the maker is always alone.
    "three-hand": dataclasses.replace(
        _STANDARD,
        name="three-hand",
        players=3,
        deck=Deck.D32,
        all_pass=AllPass.STICK_DEALER,
        allow_alone=False,
        march_points=3,
        euchre_points=2,
    ),
    # S4: six cards, auction 3-6, no-trump high and low, to 32.
    "bid": dataclasses.replace(
        _STANDARD,
        name="bid",
        hand_size=6,
        trump_selection=TrumpSelection.BIDDING,
        allow_alone=False,
        first_lead=FirstLead.HIGH_BIDDER,
        target=32,
        no_trump=True,
    ),
}
for _variant in _PRESETS.values():
    _variant.validate()
