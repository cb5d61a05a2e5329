"""The questions of the calling kinds as facts (issue 28: banks store facts, not prose): the
position a caller is asked about (the turn-up, who deals, who passed, the score) and what
they are asked. Each fact checks itself against the item's stored position; the words are
``tutor.web.explanation.ask_calls``'s, from the catalogue.

order-up asks ``offer_prompt``; name-trump ``naming_prompt``; go-alone ``go_alone_prompt``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import item_variant
from tutor.quiz.explaining import ExplanationFact, explanation_fact


def seats_before(item: Mapping[str, Any]) -> list[int]:
    """The seats that speak before the item's seat in a round, in turn order (the dealer's
    left first; three players at three-hand Euchre)."""
    dealer, seat = int(item["dealer"]), int(item["seat"])
    players = item_variant(item).players
    order = [(dealer + i) % players for i in range(1, players + 1)]
    return order[: order.index(seat)]


@explanation_fact("ask/turn-up-card")
@dataclass(frozen=True)
class TurnUpIs:
    """The card turned up for round one."""

    card: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        upcard = item.get("upcard")
        return None if upcard == self.card else f"the turn-up is {upcard}, not {self.card}"


@explanation_fact("ask/dealer")
@dataclass(frozen=True)
class DealerIs:
    """Who deals, seen from the item's seat, and where that puts the seat in the calling
    (first, just before the dealer). ``turns``: the Korean words it as a calling turn."""

    dealer: int
    turns: bool = True

    def check(self, item: Mapping[str, Any]) -> str | None:
        dealer = int(item["dealer"])
        return None if dealer == self.dealer else f"the dealer is seat {dealer}, not {self.dealer}"


@explanation_fact("ask/passed")
@dataclass(frozen=True)
class TheyPassed:
    """The seats that passed before the item's seat in this round, in turn order; ``again``:
    round two, where they passed the turn-up too."""

    seats: tuple[int, ...]
    again: bool = False

    def check(self, item: Mapping[str, Any]) -> str | None:
        before = seats_before(item)
        if list(self.seats) != before:
            return f"the seats before the call are {before}, not {list(self.seats)}"
        if self.again != (int(item.get("round", 1)) == 2):
            return "only round two's passes are passes again"
        return None


@explanation_fact("ask/score")
@dataclass(frozen=True)
class ScoreIs:
    """The score, the caller's side first, and the game it is played to (``win_by_two``:
    the sentence says the target wins only two points ahead, rules-spec E11; a sentence
    that does not say it is still true of such a game)."""

    mine: int
    theirs: int
    target: int
    win_by_two: bool = False

    def check(self, item: Mapping[str, Any]) -> str | None:
        scores = item.get("scores")
        if scores is None:
            return "the item is played at no score"
        seat = int(item["seat"])
        variant = item_variant(item)
        stated = (self.mine, self.theirs, self.target)
        actual = (int(scores[seat % 2]), int(scores[1 - seat % 2]), variant.target)
        if stated != actual:
            return f"the score is {actual}, not {stated}"
        if self.win_by_two and not variant.win_by_two:
            return "the game is won at the target, not by two points"
        return None


@explanation_fact("ask/what-do-you-do")
@dataclass(frozen=True)
class WhatDoYouDo:
    """Round one's open question: pass, order it up, or go alone."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if int(item.get("round", 1)) == 1 else "round two asks which suit to name"


@explanation_fact("ask/turned-down")
@dataclass(frozen=True)
class TurnedDown:
    """Round two's opening: everyone passed the turn-up and the dealer turned it down
    (``you_deal``: one sentence, the learner being that dealer)."""

    card: str
    you_deal: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        if item.get("upcard") != self.card:
            return f"the turn-up is {item.get('upcard')}, not {self.card}"
        if self.you_deal != (int(item["seat"]) == int(item["dealer"])):
            return "whether the learner deals"
        return None


@explanation_fact("ask/stick-the-dealer")
@dataclass(frozen=True)
class StickTheDealer:
    """Stick the dealer is played: the dealer must name a suit if everyone passes
    (``stuck``: the learner is that dealer, now)."""

    stuck: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        if not item_variant(item).stick_the_dealer:
            return "stick the dealer is not played"
        if self.stuck != (int(item["seat"]) == int(item["dealer"])):
            return "only the dealer is stuck"
        return None


@explanation_fact("ask/name-or-pass")
@dataclass(frozen=True)
class NameOrPass:
    """Round two's question: which suit, or pass (``stuck``: no pass), and whether alone
    (``alone``: the variant allows loners)."""

    stuck: bool
    alone: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        variant = item_variant(item)
        stuck = variant.stick_the_dealer and int(item["seat"]) == int(item["dealer"])
        if self.stuck != stuck:
            return "whether the dealer is stuck"
        if self.alone and not variant.allow_alone:
            return "no loner may be called"
        return None


@explanation_fact("ask/you-call")
@dataclass(frozen=True)
class YouCall:
    """The learner made trump ``trump``: ordered up or picked up the turn-up in round one
    (the dealer taking it), named it in round two."""

    trump: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        if item.get("trump") != self.trump:
            return f"trump is {item.get('trump')}, not {self.trump}"
        if item.get("maker") != item.get("seat"):
            return "the learner did not make trump"
        return None


@explanation_fact("ask/go-alone")
@dataclass(frozen=True)
class DoYouGoAlone:
    """The maker's question: alone, or with the partner."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if item.get("maker") == item.get("seat") else "only the maker goes alone"


def score_fact(item: Mapping[str, Any], *, win_by_two: bool = True) -> list[ExplanationFact]:
    """The score sentence where the item is played at a score (none at 0-0 with no score);
    ``win_by_two``: it says a game won by two points as such."""
    scores: Sequence[int] | None = item.get("scores")
    if scores is None:
        return []
    seat = int(item["seat"])
    variant = item_variant(item)
    return [
        ScoreIs(
            int(scores[seat % 2]),
            int(scores[1 - seat % 2]),
            variant.target,
            win_by_two and variant.win_by_two,
        )
    ]


def passed_fact(item: Mapping[str, Any], *, again: bool) -> list[ExplanationFact]:
    before = seats_before(item)
    return [TheyPassed(tuple(before), again)] if before else []


def offer_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """order-up's question: the turn-up, who deals, who passed, the score; what to do."""
    return [
        TurnUpIs(str(item["upcard"])),
        DealerIs(int(item["dealer"])),
        *passed_fact(item, again=False),
        *score_fact(item),
        WhatDoYouDo(),
    ]


def naming_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """name-trump's question: the turn-up turned down, who deals, who passed again, stick
    the dealer where played; which suit (or pass), and whether alone."""
    variant = item_variant(item)
    you_deal = int(item["seat"]) == int(item["dealer"])
    stuck = variant.stick_the_dealer and you_deal
    return [
        TurnedDown(str(item["upcard"]), you_deal),
        *([] if you_deal else [DealerIs(int(item["dealer"]))]),
        *passed_fact(item, again=True),
        *([StickTheDealer(stuck)] if variant.stick_the_dealer else []),
        NameOrPass(stuck, variant.allow_alone),
    ]


def go_alone_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """go-alone's question: the turn-up (turned down in round two), who deals, who passed,
    the learner's call, the score (its game said as one to the target); alone or not."""
    round_two = int(item["round"]) == 2
    you_deal = int(item["seat"]) == int(item["dealer"])
    opening: list[ExplanationFact] = (
        [TurnedDown(str(item["upcard"]), you_deal)]
        if round_two
        else [TurnUpIs(str(item["upcard"]))]
    )
    if not (round_two and you_deal):
        opening.append(DealerIs(int(item["dealer"])))
    return [
        *opening,
        *passed_fact(item, again=round_two),
        YouCall(str(item["trump"])),
        *score_fact(item, win_by_two=False),
        DoYouGoAlone(),
    ]
