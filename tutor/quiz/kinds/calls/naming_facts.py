"""What a name-trump item's explanation says, as facts made from its position and stored
data (issue 28 item 2; words: ``tutor.web.explanation.naming``).

The turned-down suit; the reason line (``NamingReason``): the principle for this hand
(A-2's next, A-3's reverse next and whether the named suit reaches its minimum, S0-3's two
high trumps or the stuck dealer's most trumps), the turned-down colour's suit a count of
trumps would name, each rival suit weighed and the conclusion; the trumps the named suit
gives; a loner's lone hand or why not alone; a disputed loner; the expected points and
the answer. Every fact's check makes the item's facts again and finds it among them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import PASS, CallJudgement
from tutor.engine import SUITS, Card, Rank, Suit, is_right_bower, is_trump, left_bower, right_bower
from tutor.quiz import principles
from tutor.quiz.explaining import ExplanationFact, explanation_fact
from tutor.quiz.kinds.calls.basics import (
    COUNTER_RULES,
    _high_trumps,
    _trumps,
    alone_code,
    naming_action,
)
from tutor.quiz.kinds.calls.facts import COUNTER_NOTE_MAKERS, CounterRule, expected_points
from tutor.quiz.kinds.calls.naming import (
    Naming,
    _naming_call,
    _naming_rule_applies,
    _reverse_k9_ace,
    _reverse_minimum,
    _reverse_strong,
    _reverse_suits,
    _trump_weight,
    naming_from_item,
)
from tutor.quiz.kinds.calls.offer_facts import CALL_FACT_MAKERS, CallAnswer, MadeFact, NotAlone
from tutor.quiz.kinds.lone.facts import lone_hand
from tutor.quiz.kinds.lone_dispute import DISPUTED_MAKERS, DisputedLoner, lacks_lone_top
from tutor.quiz.words import made_points

Part = tuple[str, ...]


def _csv(cards: Sequence[Card]) -> str:
    return " ".join(c.code for c in cards)


@explanation_fact("turned-down-suit", position=True)
@dataclass(frozen=True)
class TurnedDownSuit(MadeFact):
    suit: str


@explanation_fact("naming-reason")
@dataclass(frozen=True)
class NamingReason(MadeFact):
    """The reason line, one part a sentence (or a conclusion "so" that ends the sentence
    before it): each part its kind and its cards, suits and counts as strings."""

    parts: tuple[Part, ...]


@explanation_fact("named-trumps")
@dataclass(frozen=True)
class NamedTrumps(MadeFact):
    suit: str
    trumps: tuple[str, ...]


def _partner_bowers(naming: Naming, named: Suit) -> Part:
    bowers = [c for c in (right_bower(named), left_bower(named)) if c not in naming.hand]
    buried = naming.upcard if naming.upcard in bowers else None
    left = [c for c in bowers if c != buried]
    if len(left) == 2:
        return ("both", "", "", "")
    buried_code = buried.code if buried is not None else ""
    if not left:
        return ("none", "", "", buried_code)
    bower = left[0]
    which = "right" if bower == right_bower(named) else "left"
    return ("one", bower.code, which, buried_code)


def _reverse_reached(naming: Naming, named: Suit) -> Part:
    trumps = _trumps(naming.hand, named)
    aces = principles.off_aces(naming.hand, named)
    if _reverse_k9_ace(naming.hand, named):
        return ("reach-k9-ace", named.code, _csv(trumps), _csv(aces))
    if _reverse_strong(naming.hand, named):
        return ("reach-strong", named.code, _csv(trumps), _csv(_high_trumps(naming.hand, named)))
    return ("reach-below", named.code, _csv(trumps), _csv(aces))


def _principle_parts(naming: Naming, principle: str, answer: str) -> list[Part]:
    turned = naming.upcard.suit or Suit.SPADES
    if principle == "A-2":
        named = turned.sister
        return [("a2", named.code, turned.code, *_partner_bowers(naming, named))]
    if principle == "A-3":
        parts: list[Part] = [("a3", turned.code)]
        if answer != PASS:
            parts.append(_reverse_reached(naming, Suit.parse(answer)))
        return parts
    if answer == PASS:
        lowered = _lowered_bar(naming)
        if lowered is not None:
            return [lowered, ("nor-two-high",)]
        return [("pass-two-high",)]
    named = Suit.parse(answer)
    parts = [("stuck-most", named.code, str(len(_trumps(naming.hand, named))))]
    if naming.stuck and named.color is turned.color:
        reverse = _reverse_suits(naming)
        if not reverse:
            parts.append(("stuck-no-reverse",))
        else:
            other = max(reverse, key=lambda s: _trump_weight(naming.hand, s))
            ours, theirs = _trump_weight(naming.hand, named), _trump_weight(naming.hand, other)
            why = "more" if ours[0] > theirs[0] else ("higher" if ours[1] > theirs[1] else "same")
            aces = principles.off_aces(naming.hand, other)
            parts.append(
                (
                    "stuck-reverse",
                    other.code,
                    named.code,
                    why,
                    _csv(_trumps(naming.hand, other)),
                    _csv(aces) if _reverse_k9_ace(naming.hand, other) else "",
                    _csv(_trumps(naming.hand, named)),
                    str(theirs[0]),
                    str(ours[0]),
                )
            )
    return parts


def naming_principle_facts(naming: Naming, principle: str, answer: str) -> list[ExplanationFact]:
    """What the principle says about this hand, with its cards: the reason line without the
    rival suits (the table's coach says it; ``tutor.play.coach``)."""
    return [NamingReason(tuple(_principle_parts(naming, principle, answer)))]


def _lowered_bar(naming: Naming) -> Part | None:
    turned = naming.upcard.suit
    if turned is None or naming.stuck:
        return None
    role = (naming.seat - naming.dealer) % naming.variant.players
    if role == 1:
        nxt = turned.sister
        if principles.fits("A-2", _naming_call(naming, nxt.code)):
            return None
        return ("lowered-next", nxt.code, _csv(_trumps(naming.hand, nxt)))
    if role == 2 and not _reverse_suits(naming):
        return ("lowered-reverse",)
    return None


def _callable(naming: Naming) -> list[Suit]:
    return [s for s in SUITS if s is not naming.upcard.suit]


def _stuck_is_reason(naming: Naming, principle: str, named: Suit) -> bool:
    return naming.stuck and principle == "A-3" and not _reverse_minimum(naming.hand, named)


def _edge(hand: Sequence[Card], named: Suit, other: Suit, edge: str) -> Part:
    mine, theirs = _trumps(hand, named), _trumps(hand, other)
    if edge == "more-trumps":
        return ("more-trumps", _csv(mine), str(len(theirs)), other.code)
    if edge == "right-bower":
        right = next(c for c in mine if is_right_bower(c, named))
        return ("right-bower", right.code)
    if edge == "more-high-trumps":
        high, other_high = _high_trumps(hand, named), _high_trumps(hand, other)
        return ("more-high-trumps", _csv(high), str(len(other_high)), other.code)
    return ("ace-besides", _csv(principles.off_aces(hand, named)))


def _short_of_reverse(hand: Sequence[Card], suit: Suit) -> Part:
    trumps = _trumps(hand, suit)
    aces = "1" if principles.off_aces(hand, suit) else "0"
    return ("short", suit.code, _csv(trumps), aces)


def _rival_parts(naming: Naming, principle: str, answer: str) -> tuple[list[Part], bool]:
    if answer == PASS or naming.upcard.suit is None:
        return [], False
    turned = naming.upcard.suit
    named = Suit.parse(answer)
    hand = naming.hand
    if principle == "A-3":
        close = [s for s in _callable(naming) if s is not named and s.color is not turned.color]
    elif principle == "S0-3" and naming.stuck:
        count = len(_trumps(hand, named))
        close = [s for s in _callable(naming) if s is not named and len(_trumps(hand, s)) == count]
    else:
        return [], False
    parts: list[Part] = []
    last: int | None = None
    answer_call = _naming_call(naming, answer)
    for other in close:
        rival = _naming_call(naming, other.code)
        if principle == "A-3" and not _reverse_minimum(hand, other):
            parts.append(_short_of_reverse(hand, other))
            continue
        edge = principles.tie_break(principle, answer_call, rival)
        if edge is None and naming.stuck:
            mine, theirs = _trump_weight(hand, named), _trump_weight(hand, other)
            if mine[0] > theirs[0]:
                edge = "more-trumps"
            elif mine[0] == theirs[0] and mine[1] > theirs[1]:
                edge = "more-high-trumps"
        if edge is None:
            continue
        said = _edge(hand, named, other, edge)
        if principle == "A-3":
            both = "1" if _reverse_minimum(hand, named) else "0"
            aces = principles.off_aces(hand, other) if _reverse_k9_ace(hand, other) else []
            parts.append(
                (
                    "reach-edge",
                    other.code,
                    named.code,
                    both,
                    _csv(_trumps(hand, other)),
                    _csv(aces),
                    *said,
                )
            )
        else:
            parts.append(("many-edge", other.code, named.code, _csv(_trumps(hand, other)), *said))
        last = len(parts) - 1
    if last is None and parts:
        last = len(parts) - 1
    if last is not None:
        stuck = "1" if _stuck_is_reason(naming, principle, named) else "0"
        parts.insert(last + 1, ("so", named.code, stuck))
    return parts, last is not None


def _same_colour(
    naming: Naming, judgement: CallJudgement, principle: str, code: str
) -> Part | None:
    turned = naming.upcard.suit
    if principle != "A-3" or code == PASS or turned is None:
        return None
    named, same = Suit.parse(code), turned.sister
    mine, theirs = _trump_weight(naming.hand, named), _trump_weight(naming.hand, same)
    if named.color is turned.color or theirs <= mine or same.code not in judgement.evaluation:
        return None
    more = "more" if theirs[0] > mine[0] else "as-many"
    value = round(judgement.evaluation[judgement.best], 2)
    other = round(judgement.evaluation[same.code], 2)
    held = _csv(_trumps(naming.hand, same))
    return (
        "same",
        same.code,
        turned.code,
        named.code,
        more,
        held,
        f"{value:+.2f}",
        f"{other:+.2f}",
    )


def naming_not_alone(naming: Naming, named: Suit) -> NotAlone | None:
    """Why the partner and not a loner on a named suit (A-9, as round one says it): the
    dealt five, the turned-down card out of play, no turn-up going to the dealer; None
    where no loner is offered or the hand marches alone."""
    if alone_code(named.code) not in naming.options():
        return None
    kept = naming.hand
    if principles.marches_alone(kept, named):
        return None
    v = naming.variant
    scoring = (
        v.tricks_to_make,
        v.hand_size - 1,
        made_points(v, alone=True),
        made_points(v, alone=False),
    )
    trumps = principles.trumps_in(kept, named)
    codes = tuple(c.code for c in trumps)
    losers = tuple(c.code for c in kept if not is_trump(c, named) and c.rank is not Rank.ACE)
    bowers = [c for c in trumps if c.rank is Rank.JACK]
    tops = len(bowers) == 2 and any(c.rank is Rank.ACE and c.suit is named for c in trumps)
    if tops:
        case = "top-three-fourth" if len(trumps) >= 4 else "top-three"
        return NotAlone(case, codes, losers, None, (), (), None, *scoring)
    if len(trumps) < 4:
        return NotAlone("short", codes, (), None, (), (), None, *scoring)
    above, between = principles.higher_trumps_out(trumps, named, v.cards(), [naming.upcard])
    return NotAlone(
        "four",
        codes,
        losers,
        None,
        tuple(c.code for c in above),
        tuple(c.code for c in between),
        None,
        *scoring,
    )


@explanation_fact("named-alone")
@dataclass(frozen=True)
class NamedAlone(MadeFact):
    """A-9: name ``suit`` and go alone with this lone hand (``lone_hand``'s fields); a lone
    march scores ``lone`` points instead of ``march``."""

    suit: str
    trumps: tuple[str, ...]
    top_three: bool
    aces: tuple[str, ...]
    discard: str | None
    lone: int
    march: int


def naming_disputed_loner(item: Mapping[str, Any]) -> DisputedLoner | None:
    naming = naming_from_item(item)
    code, alone = naming_action(str(item["answer"][0]))
    if not alone or not lacks_lone_top(naming.hand, Suit.parse(code)):
        return None
    return DisputedLoner.of_proof(
        item["confirm"],
        benny_in_pack=naming.variant.joker,
        partner_call=code in naming.options(),
        other_choices=len(naming.options()) - 1,
    )


DISPUTED_MAKERS["name-trump"] = naming_disputed_loner


def naming_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored name-trump item says (``_naming_explanation``)."""
    naming = naming_from_item(item)
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    principle = str(item["principle"])
    turned = naming.upcard.suit or Suit.SPADES
    code, alone = naming_action(judgement.best)
    parts = _principle_parts(naming, principle, code)
    rivals, concluded = _rival_parts(naming, principle, code)
    if naming.stuck and principle == "A-3" and code != PASS and not concluded:
        named = Suit.parse(code)
        parts.append(("so", named.code, "1" if _stuck_is_reason(naming, principle, named) else "0"))
    same = _same_colour(naming, judgement, principle, code)
    if same is not None:
        parts.append(same)
    said: list[ExplanationFact] = [TurnedDownSuit(turned.code), NamingReason(tuple(parts + rivals))]
    if code != PASS and principle != "A-3":
        trumps = _trumps(naming.hand, Suit.parse(code))
        if trumps:
            said.append(NamedTrumps(code, tuple(c.code for c in trumps)))
    if alone:
        hand = lone_hand(naming.hand, Suit.parse(code))
        v = naming.variant
        said.append(
            NamedAlone(
                code,
                hand.trumps,
                hand.top_three,
                hand.aces,
                hand.discard,
                v.lone_march_points,
                v.march_points,
            )
        )
        disputed = naming_disputed_loner(item)
        if disputed is not None:
            said.append(disputed)
    elif code != PASS:
        short = naming_not_alone(naming, Suit.parse(code))
        if short is not None:
            said.append(short)
    said += [expected_points(item), CallAnswer(judgement.best)]
    return said


def naming_counter_fact(item: Mapping[str, Any], theme: str) -> ExplanationFact | None:
    """The note of a name-trump counter-example: its rule gives way, or does not apply."""
    if theme not in COUNTER_RULES:
        return None
    return CounterRule(theme, _naming_rule_applies(naming_from_item(item), theme))


COUNTER_NOTE_MAKERS["name-trump"] = naming_counter_fact
CALL_FACT_MAKERS["name-trump"] = (naming_facts, naming_counter_fact)


__all__ = ["naming_counter_fact", "naming_facts"]
