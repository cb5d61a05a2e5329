"""The question of a best-play item (and of a hand puzzle) as facts (issue 28: banks store
facts, not prose): the hand's setting as the player to act is told it (the contract, who
made it or won the bid, who defends alone, who dealt, what became of the turn-up), then
what is asked. ``tutor.web.explanation.best_play.asking`` writes them.

Each fact's ``check`` makes the item's question facts again from its stored position (the
maker its kind registered with ``asks``) and requires the same fact, field for field.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.best_play.themes import KIND, situation_from_item
from tutor.quiz.kinds.bids.ask import BidsSoFar
from tutor.quiz.principles import Situation

PromptMaker = Callable[[Mapping[str, Any]], list[ExplanationFact]]
# kind name -> the function that makes an item's question facts (best-play, puzzle).
_MAKERS: dict[str, PromptMaker] = {}


def asks(kind: str) -> Callable[[PromptMaker], PromptMaker]:
    """Register the function that makes the question facts of ``kind``'s items, which every
    question fact's check recomputes."""

    def register(maker: PromptMaker) -> PromptMaker:
        _MAKERS[kind] = maker
        return maker

    return register


class Asked:
    """A question fact whose check makes the item's question again and finds itself in it."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        maker = _MAKERS.get(str(item.get("kind")))
        if maker is None:
            return f"no question facts for kind {item.get('kind')!r}"
        try:
            made = maker(item)
        except (ValueError, KeyError) as error:
            return f"the position cannot be read: {error}"
        if self in made:
            return None
        same_kind = [f for f in made if type(f) is type(self)]
        if not same_kind:
            return "the position gives no such sentence"
        for field in dataclasses.fields(self):  # type: ignore[arg-type]
            mine, theirs = getattr(self, field.name), getattr(same_kind[0], field.name)
            if mine != theirs:
                return f"{field.name} is {mine!r}, but the position gives {theirs!r}"
        return "the position gives this fact in another place"


@explanation_fact("ask/play-contract")
@dataclasses.dataclass(frozen=True)
class PlayContract(Asked):
    """What is trump (a suit letter), or no trump, high or low."""

    trump: str | None
    low: bool


@explanation_fact("ask/made-trump")
@dataclasses.dataclass(frozen=True)
class MadeTrump(Asked):
    """Who made trump, and whether alone."""

    maker: int
    alone: bool


@explanation_fact("ask/won-bid")
@dataclasses.dataclass(frozen=True)
class WonBid(Asked):
    """Bid Euchre: who won the bid, at how many tricks."""

    maker: int
    bid: int


@explanation_fact("ask/defends-alone")
@dataclasses.dataclass(frozen=True)
class DefendsAlone(Asked):
    """A defender who plays alone."""

    defender: int


@explanation_fact("ask/dealt")
@dataclasses.dataclass(frozen=True)
class Dealt(Asked):
    """Who dealt."""

    dealer: int


# What became of the turn-up, as the question says it.
TURN_UPS = ("dead", "turned-down", "yours", "dealer", "caller")


@explanation_fact("ask/turn-up")
@dataclasses.dataclass(frozen=True)
class TurnUp(Asked):
    """What became of the turn-up (one of ``TURN_UPS``): dead (the dealer's partner,
    ``seat``, went alone), turned down (by the dealer, ``seat``), taken by you (and your
    ``discard``, if known), by the dealer, or by a caller (``seat``). ``british``: the caller
    takes the turn-up in this game, which the sentence says."""

    how: str
    upcard: str
    seat: int | None
    discard: str | None
    british: bool


@explanation_fact("ask/best-card")
@dataclasses.dataclass(frozen=True)
class BestCard(Asked):
    """The question itself: which card is best, on lead or not."""

    on_lead: bool


def _turn_up(s: Situation) -> TurnUp | None:
    p = s.position
    up = p.upcard
    if up is None or p.variant.is_bid:
        return None
    british = p.variant.caller_takes_upcard
    if not p.upcard_taken:
        if p.trump is not None and up.suit is p.trump:
            # Nobody took a trump turn-up: the dealer's partner went alone.
            partner = s.seat if p.maker == s.seat else (p.dealer + 2) % 4
            return TurnUp("dead", up.code, partner, None, False)
        return TurnUp("turned-down", up.code, p.dealer, None, False)
    holder = p.upcard_holder
    if holder == s.seat:
        discard = p.discard.code if p.discard is not None else None
        return TurnUp("yours", up.code, holder, discard, british)
    if holder == p.dealer:
        return TurnUp("dealer", up.code, holder, None, False)
    return TurnUp("caller", up.code, holder, None, british)


def setting_facts(s: Situation) -> list[ExplanationFact]:
    """The hand's setting as the player to act is told it: the contract, who made it (or
    won the bid), who defends alone, who dealt and what became of the turn-up."""
    p = s.position
    facts: list[ExplanationFact] = [
        PlayContract(p.trump.code if p.trump is not None else None, bool(p.low))
    ]
    if p.variant.is_bid:
        if p.auction:
            # The auction read in order (bid-amount's words), for the learner to hear it too.
            facts.extend([Dealt(p.dealer), BidsSoFar(p.auction)])
        facts.append(WonBid(p.maker, int(p.bid or 0)))
    else:
        facts.append(MadeTrump(p.maker, bool(p.alone)))
        if p.defender_alone is not None:
            facts.append(DefendsAlone(p.defender_alone))
        facts.append(Dealt(p.dealer))
    turn_up = _turn_up(s)
    if turn_up is not None:
        facts.append(turn_up)
    return facts


def best_play_prompt_of(s: Situation) -> list[ExplanationFact]:
    """A best-play item's question: the setting, then which card is best."""
    return [*setting_facts(s), BestCard(s.on_lead)]


@asks(KIND)
def best_play_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The question facts of a stored best-play item, made from its position."""
    return best_play_prompt_of(situation_from_item(item))
