"""Lone calls strong players would dispute (issue 30): the one fact every calling kind
adds when its proven answer goes alone without the right bower, the ace of trump or (in a
pack with one) the Benny.

Many strong players would not go alone without one of those cards, so such an answer must
say why the numbers favour it here. The numbers are the item's own proof (``confirm``,
tutor.analysis.proof): on the confirming deals going alone leads the nearest other choice
by ``margin`` points a deal on average (the smallest mean lead), and each other choice by
at least ``lower_bound`` at 99% confidence (the smallest one-sided lower bound). Where a
kind counts lone outcomes on those deals (go-alone's ``lone_outcomes``), the march and
euchre shares are added.

Only the fact lives here (its words are the catalogue's, ``tutor.web.explanation.lone``);
each kind decides which cards the caller holds (with the turn-up where the caller takes it)
and makes the fact from its proof (``DISPUTED_MAKERS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.proof import CONFIDENCE
from tutor.engine import Card, Rank, Suit, is_right_bower
from tutor.quiz.explaining import explanation_fact


def lacks_lone_top(cards: Sequence[Card], trump: Suit) -> bool:
    """Neither the right bower, the ace of trump nor the Benny among ``cards``."""
    return not any(
        card.is_joker
        or is_right_bower(card, trump)
        or (card.rank is Rank.ACE and card.suit is trump)
        for card in cards
    )


# Each kind whose explanation is facts: the item's disputed loner made from its position
# and proof (None where there is none), for ``DisputedLoner.check``.
DISPUTED_MAKERS: dict[str, Callable[[Mapping[str, Any]], DisputedLoner | None]] = {}


@explanation_fact("disputed-loner")
@dataclass(frozen=True)
class DisputedLoner:
    """A proven loner without the right bower, the ace of trump or (``benny_in_pack``) the
    Benny, which many strong players would not call: on the proof's ``samples`` deals it led
    the nearest other choice by ``margin`` points and each of the ``other_choices`` by at
    least ``lower_bound`` at ``confidence`` percent; ``partner_call``: playing with the
    partner was a choice. ``march`` and ``euchred``: the loner's outcomes on those deals
    (None where the kind does not count them)."""

    benny_in_pack: bool
    partner_call: bool
    other_choices: int
    samples: int
    margin: float
    lower_bound: float
    confidence: int
    march: int | None
    euchred: int | None

    @classmethod
    def of_proof(
        cls,
        confirm: Mapping[str, Any],
        *,
        benny_in_pack: bool,
        partner_call: bool,
        other_choices: int,
        outcome: Mapping[str, Any] | None = None,
    ) -> DisputedLoner:
        """The fact read from an item's proof (``confirm``) and, where the kind counts them,
        the loner's ``outcome`` on the same deals (``march``, ``euchred``)."""
        return cls(
            benny_in_pack,
            partner_call,
            other_choices,
            int(confirm["samples"]),
            float(confirm["margin"]),
            float(confirm["lower_bound"]),
            round(100 * CONFIDENCE),
            None if outcome is None else int(outcome["march"]),
            None if outcome is None else int(outcome["euchred"]),
        )

    def check(self, item: Mapping[str, Any]) -> str | None:
        maker = DISPUTED_MAKERS.get(str(item["kind"]))
        if maker is None:
            return f"no disputed loner of {item['kind']} is a fact yet"
        actual = maker(item)
        return None if actual == self else f"the proof says {actual}"
