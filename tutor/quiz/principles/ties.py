"""What may tell two choices apart when the principle fits both (``tie_break``), in the order a
quiz states it."""

from __future__ import annotations

from collections.abc import Iterable

from tutor.analysis.calling import ALONE, PASS
from tutor.engine import (
    Suit,
    effective_suit,
    is_right_bower,
)
from tutor.quiz.principles.checks import (
    covers_partner,
    fits,
    follows,
    rivals,
)
from tutor.quiz.principles.decisions import (
    Call,
    Decision,
    Play,
    high_trumps,
    off_aces,
    trumps_in,
)

# The clauses that may tell two choices apart when the principle fits both, in the order a
# quiz states them. Each is a reason a teacher gives ("lead your highest trump", "hearts
# give you the right bower"), stated by the item only where it is true of the position.
HOLDING_EDGES = ("more-trumps", "right-bower", "more-high-trumps", "off-ace")


def holding_profile(d: Call, trump: Suit) -> dict[str, int]:
    """What naming ``trump`` gives the caller, as the tie-breakers compare it."""
    held = d.holding(trump)
    return {
        "more-trumps": len(trumps_in(held, trump)),
        "right-bower": int(any(is_right_bower(c, trump) for c in held)),
        "more-high-trumps": len(high_trumps(held, trump)),
        "off-ace": len(off_aces(held, trump)),
    }


def holding_edges(answer: Call, rival: Call) -> list[str]:
    """The ways the answer's suit is stronger than the rival's, where it is nowhere weaker
    (a hand better one way and worse another is no clear reason): empty otherwise."""
    if answer.suit is None or rival.suit is None or answer.suit is rival.suit:
        return []
    mine = holding_profile(answer, answer.suit)
    theirs = holding_profile(rival, rival.suit)
    if any(mine[k] < theirs[k] for k in HOLDING_EDGES):
        return []
    return [k for k in HOLDING_EDGES if mine[k] > theirs[k]]


def tie_break(principle: str | None, answer: Decision, rival: Decision) -> str | None:
    """Why the answer and not ``rival``, where the principle fits both: the first of the
    principle's own clauses (or of another principle the item also states) that prefers the
    answer, or None when nothing the item may say tells them apart.

    - calls naming two suits: the named suit's holding (more trumps, the right bower, more
      high trumps, an off-suit ace), nowhere weaker;
    - a call alone or with the partner: A-9, which decides between them for any hand;
    - a call or a pass, under another principle (A-11's two-trump dealer): S0-3's two high
      trumps (and, for a three-hand maker, a third trick of his own);
    - ordering up or passing at a score where the opponents could win with a loner: A-10's
      second clause, order up to block it;
    - leading trump (S0-1): "normally my highest";
    - under partner (S0-4, S0-5) or unable to win (S0-6): the lowest card; S0-4's own
      exception: the trump that covers partner against a later overruff;
    - against a loner (A-8): trump's sister suit, the lead the rule prefers;
    - not leading trump (A-5, A-8): S0-2's highest off-suit card.
    """
    if isinstance(answer, Call) and isinstance(rival, Call):
        lone = answer.action == ALONE or answer.alone
        rival_lone = rival.action == ALONE or rival.alone
        if answer.suit is not None and answer.suit is rival.suit and lone != rival_lone:
            if principle != "A-9" and follows("A-9", answer) and not follows("A-9", rival):
                return "A-9"
            return None
        if answer.suit is not None and rival.suit is not None:
            edges = holding_edges(answer, rival)
            return edges[0] if edges else None
        if principle != "S0-3" and fits("S0-3", answer) and not fits("S0-3", rival):
            return "S0-3"
        if (
            principle == "A-10"
            and rival.action == PASS
            and answer.scores is not None
            and answer.scores[1] >= answer.target - 4
        ):
            return "A-10-block"
        return None
    if isinstance(answer, Play) and isinstance(rival, Play):
        s = answer.situation
        if principle == "S0-1" and s.is_trump(answer.card) and s.is_trump(rival.card):
            highest = max(s.low_key(c) for c in s.trumps())
            return "highest-trump" if s.low_key(answer.card) == highest else None
        if principle == "S0-4" and covers_partner(s, answer.card):
            return None if covers_partner(s, rival.card) else "cover-partner"
        if principle == "S0-4" and covers_partner(s, rival.card):
            return None  # the rule's exception would cover partner: "lowest" is no reason
        if principle in ("S0-4", "S0-5", "S0-6"):
            lowest = min(s.low_key(c) for c in s.legal if fits(principle, Play(s, c)))
            if s.low_key(answer.card) == lowest and s.low_key(rival.card) > lowest:
                return "lowest"
            return None
        if principle == "A-8" and s.trump is not None:
            sister = s.trump.sister
            mine, theirs = effective_suit(answer.card, s.trump), effective_suit(rival.card, s.trump)
            if mine is sister and theirs is not sister:
                return "sister-suit"  # "prefer leading the next suit"
        if principle in ("A-5", "A-8") and fits("S0-2", answer) and not fits("S0-2", rival):
            return "S0-2"
        return None
    return None


def unseparated(
    principle: str | None, answer: Decision, choices: Iterable[Decision]
) -> list[Decision]:
    """The choices the principle fits as well as the answer with no tie-breaker that prefers
    the answer: an item quoting the principle as the reason for its answer may have none."""
    return [
        r for r in rivals(principle, answer, choices) if tie_break(principle, answer, r) is None
    ]
