"""What a go-alone item's explanation says, as facts recomputed from its position and stored
data (issue 28 item 2; words: ``tutor.web.explanation.lone``).

The trumps the caller holds, what a loner scores in this variant, the principle's reason
for this hand (A-9: a lone hand likely to march, a lone hand whose march is doubtful, no
lone hand; A-10: two points already win), a loner strong players would dispute, how each
choice ended on the confirming deals, the expected points and the answer; a
counter-example opens with the note that says what takes over from A-9's first clause.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import ALONE
from tutor.analysis.deal import dealer_discard
from tutor.engine import Card, Rank, Suit, Variant, is_left_bower, is_right_bower, is_trump
from tutor.quiz import principles
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.lone.call import (
    COUNTER_RULES,
    OPTIONS,
    PARTNER,
    LoneCall,
    _kept,
    lone_from_item,
)
from tutor.quiz.kinds.lone_dispute import DISPUTED_MAKERS, DisputedLoner, lacks_lone_top
from tutor.quiz.words import lone_euchre_loss, made_points, march_points


def _answer(item: Mapping[str, Any]) -> str:
    return str(item["answer"][0])


def _codes(cards: list[Card] | tuple[Card, ...]) -> tuple[str, ...]:
    return tuple(c.code for c in cards)


@explanation_fact("lone-trumps-held", position=True)
@dataclass(frozen=True)
class LoneTrumpsHeld:
    """``trump`` is trump and the caller holds ``trumps`` (the dealer's counting the
    turn-up picked up in round one: ``with_turn_up``)."""

    trump: str
    trumps: tuple[str, ...]
    with_turn_up: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lone_trumps_held(lone_from_item(item))
        return None if actual == self else f"the caller holds {actual}"


def lone_trumps_held(lone: LoneCall) -> LoneTrumpsHeld:
    trumps = principles.trumps_in(lone.holding, lone.trump)
    return LoneTrumpsHeld(lone.trump.code, _codes(trumps), lone.round == 1 and lone.role == 0)


@explanation_fact("loner-scoring")
@dataclass(frozen=True)
class LonerScoring:
    """What the variant scores the makers: a march alone (``march_alone``) and with the
    partner (``march_pair``); ``made_from`` to ``made_to`` tricks alone (``made_alone``) and
    with the partner (``made_pair``); the opponents' points for euchring a loner
    (``euchre``)."""

    march_alone: int
    march_pair: int
    made_from: int
    made_to: int
    made_alone: int
    made_pair: int
    euchre: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = loner_scoring(lone_from_item(item).variant)
        return None if actual == self else f"the variant scores {actual}"


def loner_scoring(variant: Variant) -> LonerScoring:
    return LonerScoring(
        march_points(variant, alone=True),
        march_points(variant, alone=False),
        variant.tricks_to_make,
        variant.hand_size - 1,
        made_points(variant, alone=True),
        made_points(variant, alone=False),
        lone_euchre_loss(variant),
    )


# -- the principle's reason ----------------------------------------------------------------


@explanation_fact("two-points-win")
@dataclass(frozen=True)
class TwoPointsWin:
    """A-10: the caller's side needs only ``need`` points (three tricks with the partner
    score one, a march two), so a loner's extra points are worth nothing."""

    need: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        lone = lone_from_item(item)
        if item.get("principle") != "A-10" or lone.scores is None:
            return "the item does not play to the score (A-10)"
        need = lone.variant.target - lone.scores[lone.seat % 2]
        if need != self.need or not 1 <= need <= 2:
            return f"the side needs {need} points"
        return None


@dataclass(frozen=True)
class LoneHand:
    """A lone hand as the lessons name it: the top three trumps (``top_three``) or the
    trumps held (``trumps``, best first), the plain aces beside them, and the dealer's
    discard left out (None: no discard)."""

    trumps: tuple[str, ...]
    top_three: bool
    aces: tuple[str, ...]
    discard: str | None


def lone_hand(holding: list[Card], trump: Suit) -> LoneHand:
    kept = holding
    discard = None
    if len(holding) > 5:
        thrown = dealer_discard(holding, trump)
        kept = [c for c in holding if c != thrown]
        discard = thrown.code
    trumps = principles.trumps_in(kept, trump)
    bowers = [c for c in trumps if is_right_bower(c, trump) or is_left_bower(c, trump)]
    top_three = len(bowers) == 2 and any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    return LoneHand(_codes(trumps), top_three, _codes(principles.off_aces(kept, trump)), discard)


@explanation_fact("lone-march-likely")
@dataclass(frozen=True)
class LoneMarchLikely:
    """A-9 fits and is followed: the caller holds a lone hand (``trumps``, ``top_three``,
    ``aces``, ``discard``: ``LoneHand``) and the march alone, worth ``march`` points, is
    likely enough to go alone."""

    trumps: tuple[str, ...]
    top_three: bool
    aces: tuple[str, ...]
    discard: str | None
    march: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        lone = lone_from_item(item)
        if _answer(item) != ALONE or not principles.lone_hand(lone.holding, lone.trump):
            return "the answer is no loner on a lone hand"
        hand = lone_hand(lone.holding, lone.trump)
        actual = LoneMarchLikely(*_hand_fields(hand), march_points(lone.variant, alone=True))
        return None if actual == self else f"the hand says {actual}"


def _hand_fields(hand: LoneHand) -> tuple[tuple[str, ...], bool, tuple[str, ...], str | None]:
    return hand.trumps, hand.top_three, hand.aces, hand.discard


@explanation_fact("lone-march-doubtful")
@dataclass(frozen=True)
class LoneMarchDoubtful:
    """A-9's second clause: a lone hand (``LoneHand``'s fields) whose march is doubtful, as
    its plain ``losers`` can lose a trick and, with ``no_bower``, both bowers stand against
    it; ``made_from`` to ``made_to`` tricks score ``made_alone`` alone, ``made_pair`` with
    the partner. ``after_note``: a counter-example's note has quoted A-9 already."""

    trumps: tuple[str, ...]
    top_three: bool
    aces: tuple[str, ...]
    discard: str | None
    losers: tuple[str, ...]
    no_bower: bool
    made_from: int
    made_to: int
    made_alone: int
    made_pair: int
    after_note: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        lone = lone_from_item(item)
        lone_hand = principles.lone_hand(lone.holding, lone.trump)
        doubtful = principles.lone_march_doubtful(_kept(lone), lone.trump)
        if _answer(item) != PARTNER or not (lone_hand and doubtful):
            return "the lone march is not in doubt here"
        actual = lone_march_doubtful(item)
        return None if actual == self else f"the hand says {actual}"


def lone_march_doubtful(item: Mapping[str, Any]) -> LoneMarchDoubtful:
    lone = lone_from_item(item)
    trump = lone.trump
    kept = _kept(lone)
    losers = [c for c in kept if not is_trump(c, trump) and c.rank is not Rank.ACE]
    bowers = [c for c in kept if c.is_joker or (c.rank is Rank.JACK and is_trump(c, trump))]
    scoring = loner_scoring(lone.variant)
    return LoneMarchDoubtful(
        *_hand_fields(lone_hand(lone.holding, trump)),
        _codes(losers),
        not bowers,
        scoring.made_from,
        scoring.made_to,
        scoring.made_alone,
        scoring.made_pair,
        bool(item.get("counter_example")),
    )


@explanation_fact("no-lone-hand")
@dataclass(frozen=True)
class NoLoneHand:
    """A-9 does not fit: the caller holds only ``trumps`` (neither the top three nor four),
    and ``made_from`` to ``made_to`` tricks alone score ``made_alone``, with the partner
    ``made_pair``."""

    trumps: tuple[str, ...]
    made_from: int
    made_to: int
    made_alone: int
    made_pair: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        lone = lone_from_item(item)
        if principles.lone_hand(lone.holding, lone.trump):
            return "the hand is a lone hand"
        actual = no_lone_hand(lone)
        return None if actual == self else f"the hand says {actual}"


def no_lone_hand(lone: LoneCall) -> NoLoneHand:
    scoring = loner_scoring(lone.variant)
    trumps = _codes(principles.trumps_in(lone.holding, lone.trump))
    return NoLoneHand(
        trumps, scoring.made_from, scoring.made_to, scoring.made_alone, scoring.made_pair
    )


def principle_fact(item: Mapping[str, Any]) -> ExplanationFact:
    """The sentence that quotes the principle the answer follows."""
    lone = lone_from_item(item)
    if item["principle"] == "A-10":
        scores = lone.scores or [0, 0]
        return TwoPointsWin(lone.variant.target - scores[lone.seat % 2])
    if _answer(item) == ALONE:
        hand = lone_hand(lone.holding, lone.trump)
        return LoneMarchLikely(*_hand_fields(hand), march_points(lone.variant, alone=True))
    if "march-doubtful" in item["themes"]:
        return lone_march_doubtful(item)
    return no_lone_hand(lone)


# -- the numbers -----------------------------------------------------------------------------


def disputed_loner(item: Mapping[str, Any]) -> DisputedLoner | None:
    """The go-alone item's disputed loner, or None when its answer is no loner or the hand
    holds a top card (nothing to dispute)."""
    lone = lone_from_item(item)
    if _answer(item) != ALONE or not lacks_lone_top(lone.holding, lone.trump):
        return None
    return DisputedLoner.of_proof(
        item["confirm"],
        benny_in_pack=lone.variant.joker,
        partner_call=True,
        other_choices=len(OPTIONS) - 1,
        outcome=item["lone_outcomes"][ALONE],
    )


DISPUTED_MAKERS["go-alone"] = disputed_loner


@explanation_fact("lone-outcomes")
@dataclass(frozen=True)
class LoneOutcomesSaid:
    """How each choice ended for the makers on the ``samples`` confirming deals (stored as
    ``lone_outcomes``): marches, three or four tricks, euchres; alone, then together."""

    samples: int
    alone_march: int
    alone_made: int
    alone_euchred: int
    pair_march: int
    pair_made: int
    pair_euchred: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lone_outcomes_said(item)
        return None if actual == self else f"the stored outcomes are {actual}"


def lone_outcomes_said(item: Mapping[str, Any]) -> LoneOutcomesSaid:
    alone, pair = item["lone_outcomes"][ALONE], item["lone_outcomes"][PARTNER]
    return LoneOutcomesSaid(
        int(item["samples"]),
        int(alone["march"]),
        int(alone["made"]),
        int(alone["euchred"]),
        int(pair["march"]),
        int(pair["made"]),
        int(pair["euchred"]),
    )


@explanation_fact("lone-values")
@dataclass(frozen=True)
class LoneValues:
    """Each choice's expected points for the caller's side, best first (``at_score``: each
    side's points counted only up to what it needs for the game), and the answer."""

    values: tuple[tuple[str, float], ...]
    best: str
    at_score: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lone_values(item)
        return None if actual == self else f"the stored evaluation says {actual}"


def lone_values(item: Mapping[str, Any]) -> LoneValues:
    # As the judgement ranks them: best first, equal values in their stored order.
    stored = [(str(o), float(v)) for o, v in item["evaluation"].items()]
    ranked = tuple(sorted(stored, key=lambda pair: -pair[1]))
    return LoneValues(ranked, _answer(item), item.get("scores") is not None)


@explanation_fact("lone-counter-note", counter_note=True)
@dataclass(frozen=True)
class LoneCounterNote:
    """A counter-example's note: A-9's first clause (the set's ``theme``) gives way on this
    lone hand to ``over``: A-9's own second clause (``A-9-stay``, the march is doubtful) or
    A-10 (two points already win the game)."""

    theme: str
    over: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lone_counter_fact(item, str(item.get("counter_theme")))
        return None if actual == self else f"the note is {actual}"


def lone_counter_fact(item: Mapping[str, Any], theme: str) -> LoneCounterNote | None:
    """The note of a counter-example to ``theme`` (A-9's first clause): only a lone hand
    that plays with the partner counters it, its march doubtful or two points winning."""
    themes = item["themes"]
    if theme not in COUNTER_RULES or theme in themes:
        return None
    if "march-doubtful" in themes:
        return LoneCounterNote(theme, "A-9-stay")
    if "play-to-score" in themes:
        return LoneCounterNote(theme, "A-10")
    return None


def lone_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored go-alone item says, from its position and data."""
    lone = lone_from_item(item)
    said: list[ExplanationFact] = [
        lone_trumps_held(lone),
        loner_scoring(lone.variant),
        principle_fact(item),
    ]
    disputed = disputed_loner(item)
    if disputed is not None:
        said.append(disputed)
    said += [lone_outcomes_said(item), lone_values(item)]
    return said


__all__ = [
    "DisputedLoner",
    "LoneCounterNote",
    "LoneHand",
    "LoneMarchDoubtful",
    "LoneMarchLikely",
    "LoneOutcomesSaid",
    "LoneTrumpsHeld",
    "LoneValues",
    "LonerScoring",
    "NoLoneHand",
    "TwoPointsWin",
    "lone_counter_fact",
    "lone_facts",
    "lone_hand",
]
