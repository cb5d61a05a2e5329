"""What a finished hand scores (rules-spec §2.1–2.5, E6, E17): the one place it lives.

>>> standard = Variant.preset("standard")
>>> score_hand(standard, maker_tricks=5, alone=True).makers
4
>>> score_hand(Variant.preset("bid"), maker_tricks=3, bid=4)
HandScore(makers=-4, defenders=3, made=False, march=False)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tutor.engine.errors import EngineError
from tutor.engine.variant import DefendAlone, Variant


@dataclass(frozen=True)
class ScoreReason:
    """One rule that gave points. ``key`` names the case for the explanation text.

    keys: "made" (3–4 tricks), "march", "lone-march", "euchre", "lone-euchre",
    "lone-defender-euchre", "bid-made", "bid-set", "defender-tricks", and "renege" (E14,
    teach mode: the penalty that replaces the hand's score).
    ``side`` is "makers" or "defenders"; ``rule`` is the rules-spec section.
    """

    key: str
    side: str
    points: int
    rule: str
    tricks: int


@dataclass(frozen=True)
class HandScore:
    """Points for the making side and for the defenders.

    Three-hand: ``defenders`` is what EACH defender scores. Bid Euchre: ``makers`` is the
    bidding team's points (negative when set), ``defenders`` the other team's tricks.
    ``made`` is True when the makers reached their contract (3 tricks, or the bid).
    """

    makers: int
    defenders: int
    made: bool
    march: bool
    reasons: tuple[ScoreReason, ...] = field(repr=False, default=())

    @property
    def euchred(self) -> bool:
        """The makers fell short: a euchre in knock Euchre, a set in Bid Euchre."""
        return not self.made


def score_hand(
    variant: Variant,
    *,
    maker_tricks: int,
    alone: bool = False,
    defender_alone: bool = False,
    bid: int | None = None,
) -> HandScore:
    """Score one finished hand from the makers' trick count.

    ``alone``: the maker played alone; ``defender_alone``: a defender played alone against
    them; ``bid``: the contract in Bid Euchre (3–6). Impossible inputs raise ``ValueError``.
    """
    if isinstance(maker_tricks, bool) or not isinstance(maker_tricks, int):
        raise EngineError("maker_tricks must be a whole number of tricks")
    if not 0 <= maker_tricks <= variant.hand_size:
        raise EngineError(
            f"the makers cannot take {maker_tricks} tricks: a hand has {variant.hand_size}"
        )
    if variant.is_bid:
        if alone or defender_alone:
            raise EngineError("Bid Euchre has no lone hands (rules-spec 2.5)")
        return _score_bid(variant, maker_tricks, bid)
    if bid is not None:
        raise EngineError(f"{variant.name} Euchre has no bids: leave bid out")
    return _score_knock(variant, maker_tricks, alone, defender_alone)


def _score_knock(
    variant: Variant, maker_tricks: int, alone: bool, defender_alone: bool
) -> HandScore:
    three_hand = variant.is_three_hand
    if three_hand:
        if defender_alone:
            raise EngineError("three-hand Euchre has no partners, so nobody defends alone")
        # The maker always plays alone in three-hand; the march is worth march_points (3).
        alone = False
    elif alone and not variant.allow_alone:
        raise EngineError(f"{variant.name} Euchre does not allow going alone")
    if defender_alone:
        if variant.defend_alone is DefendAlone.OFF:
            raise EngineError(f"{variant.name} Euchre does not allow defending alone")
        if variant.defend_alone is DefendAlone.VS_LONER_ONLY and not alone:
            raise EngineError(
                f"in {variant.name} Euchre a defender may go alone only against a loner"
            )
    section = "2.4" if three_hand else "2.1"
    if maker_tricks >= variant.tricks_to_make:
        if maker_tricks == variant.hand_size:
            if alone:
                key, points = "lone-march", variant.lone_march_points
            else:
                key, points = "march", variant.march_points
            reason = ScoreReason(key, "makers", points, section, maker_tricks)
            return HandScore(points, 0, made=True, march=True, reasons=(reason,))
        reason = ScoreReason("made", "makers", 1, section, maker_tricks)
        return HandScore(1, 0, made=True, march=False, reasons=(reason,))
    if defender_alone:
        key, points, rule = "lone-defender-euchre", variant.lone_defender_euchre_points, "E6"
    elif alone:
        key, points, rule = "lone-euchre", variant.lone_euchre_points, "P2"
    else:
        key, points, rule = "euchre", variant.euchre_points, section
    reason = ScoreReason(key, "defenders", points, rule, variant.hand_size - maker_tricks)
    return HandScore(0, points, made=False, march=False, reasons=(reason,))


def _score_bid(variant: Variant, maker_tricks: int, bid: int | None) -> HandScore:
    if bid is None:
        raise EngineError("Bid Euchre is scored against the bid: pass bid=3..6")
    if isinstance(bid, bool) or not isinstance(bid, int) or not 3 <= bid <= variant.hand_size:
        raise EngineError(f"a bid is 3 to {variant.hand_size} tricks, not {bid!r}")
    defender_tricks = variant.hand_size - maker_tricks
    defenders = ScoreReason("defender-tricks", "defenders", defender_tricks, "E17", defender_tricks)
    if maker_tricks >= bid:
        made = ScoreReason("bid-made", "makers", maker_tricks, "2.5", maker_tricks)
        return HandScore(
            maker_tricks,
            defender_tricks,
            made=True,
            march=maker_tricks == variant.hand_size,
            reasons=(made, defenders),
        )
    setback = ScoreReason("bid-set", "makers", -bid, "E17", maker_tricks)
    return HandScore(-bid, defender_tricks, made=False, march=False, reasons=(setback, defenders))
