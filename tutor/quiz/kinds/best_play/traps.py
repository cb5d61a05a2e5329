"""best-play traps: positions where a theme's rule looks right and does not apply (the
notes that say why are facts: ``note_facts``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.engine import (
    Card,
    parse_card,
)
from tutor.quiz.kinds.best_play.themes import (
    THEMES,
    Theme,
    _cash_fits,
    _defence_lead_fits,
    _loner_void,
    _next_suit,
    _promoted,
    _trumps,
    is_exception,
    situation_from_item,
)
from tutor.quiz.principles import Situation

# -- traps: counter-examples where the rule does not apply ---------------------------------
# Issue 10 asks a theme set for counter-examples "where its rule does not apply or gives
# way to a stronger one". ``is_exception`` is the second sort. The first is a trap: the
# position shows what a learner applying the rule keys on and offers the very card the
# rule would play, but a condition the rule itself names fails here, so that card is wrong
# and only checking the condition shows it (the trumps are not all out yet, A-1; a trump
# of yours beats the trick, S0-6). A near miss where the rule's question does not come up
# at all (you are not on lead, you hold no ace) is neither, and is served plain (N7).


@dataclass(frozen=True)
class Trap:
    """``cue``: the position looks like the rule's own to a learner who does not check its
    condition, given the proven answer (why the condition fails is the note's fact,
    ``note_facts``)."""

    cue: Callable[[Situation, Card], bool]
    # The answer may follow no §4 advice: the note's fact and the lead's own fact
    # (``UnquotedLead``) say why it is played.
    unquoted: bool = False
    # The cards the rule's own words would play, where they are narrower than its theme's
    # (A-8 says "the next suit"; its theme keeps any side card): None for the theme's.
    literal: Callable[[Situation, Card], bool] | None = None

    def plays(self, s: Situation, rule: Theme, card: Card) -> bool:
        """Would the rule, read literally, play ``card`` here?"""
        return (self.literal or rule.follows)(s, card)


def _ruff_cue(s: Situation, answer: Card) -> bool:
    """An opponent wins with a plain card and the answer takes the trick with a trump (a
    ruff, or the left bower on a lead of another suit): "I cannot win" is wrong."""
    winner = s.winner_card
    return (
        s.trump is not None
        and winner is not None
        and not s.partner_winning
        and not s.is_trump(winner)
        and s.is_trump(answer)
        and s.beats_winner(answer)
    )


def _count_cue(s: Situation, answer: Card) -> bool:
    """On lead with a winner nobody can beat in its own suit while an opponent may still
    hold a trump to ruff it, and the count looks nearly done: an opponent has shown out of
    trump, or one trump alone is still out (with three or four out and nobody void, the
    rule is nowhere near, and the position is no trap of it)."""
    if s.trump is None or not _cash_fits(s) or not s.trumps_against():
        return False
    p = s.position
    shown_out = any(p.trump in p.voids()[x] for x in s.opponents())
    return shown_out or len(s.unseen_trumps()) == 1


def _drawn_cue(s: Situation, answer: Card) -> bool:
    """The makers on lead with a trump to lead, but no opponent can hold one any more."""
    return (
        s.on_lead
        and s.makers
        and bool(_trumps(s))
        and not s.is_trump(answer)
        and s.trump is not None
        and not s.trumps_against()
    )


def _loner_later_cue(s: Situation, answer: Card) -> bool:
    """A lead against a loner a trick or more in, where the answer is a side card the
    tricks played speak for: the lone hand has shown out of its suit, or it is the highest
    card of its suit left. A-8 ("prefer the next suit") is advice for the opening lead
    (rules-spec §4.2, "I (or partner) lead first"); by now the cards played tell more."""
    p = s.position
    return (
        s.on_lead
        and bool(p.history)
        and not s.makers
        and p.alone
        and p.players == 4
        and p.maker is not None
        and p.trump is not None
        and s.trumps_against()
        and not s.is_trump(answer)
        and not _next_suit(s, answer)
        and (_loner_void(s, answer) or _promoted(s, answer))
    )


def _partner_out_cue(s: Situation, answer: Card) -> bool:
    """A defender's lead of the highest trump left where every partner has shown out of
    trump: A-5's reason, that a trump lead draws the partner's trumps for the makers, is
    gone."""
    p = s.position
    partners = [x for x in s.side if x != s.seat and x in p.active]
    return (
        _defence_lead_fits(s)
        and s.trump is not None
        and s.is_trump(answer)
        # The highest trump left: a sure trick that draws a trump from each opponent
        # holding one, which is what makes the lead right once A-5's reason is gone.
        and s.is_boss(answer)
        and s.trumps_against()
        and bool(partners)
        and all(p.trump in p.voids()[x] for x in partners)
    )


TRAPS: dict[str, Trap] = {
    "play-low-when-cannot-win": Trap(_ruff_cue),
    "count-trumps": Trap(_count_cue),
    "lead-trump-as-maker": Trap(_drawn_cue),
    "lead-against-loner": Trap(_loner_later_cue, unquoted=True, literal=_next_suit),
    "no-trump-lead-on-defence": Trap(_partner_out_cue, unquoted=True),
}
# A counter slot of these themes looks for a trap of the rule they serve: cashing a winner
# (and cashing the one the shown voids leave safe) waits on A-1's count of the trumps.
TRAP_RULE = {"cash-winners": "count-trumps", "read-the-cards": "count-trumps"}


def trap_rule(theme: str) -> str:
    """The rule a trap found in a counter slot of ``theme`` is a trap of."""
    return TRAP_RULE.get(theme, theme)


def is_trap_of(s: Situation, theme: str, answer: Card) -> bool:
    """Whether ``answer`` makes the position a trap of ``theme``'s rule: it looks like the
    rule's own, but the rule does not apply here (``is_exception`` is False), the cards it
    would play are on offer, none of them is the answer, and (for "play low") none of them
    takes the trick the answer takes."""
    trap = TRAPS.get(theme)
    if trap is None or is_exception(s, theme):
        return False
    rule = THEMES[theme]
    literal = [c for c in s.legal if trap.plays(s, rule, c)]
    if not literal or answer in literal or not trap.cue(s, answer):
        return False
    # "Play low" is no trap where a card it would play takes the trick too.
    return theme != "play-low-when-cannot-win" or not any(s.beats_winner(c) for c in literal)


def is_trap(s: Situation, item: Mapping[str, Any]) -> bool:
    """A stored counter-example of the trap sort: its rule does not apply to a position
    that looks like its own (``is_trap_of``)."""
    if not item.get("counter_example"):
        return False
    answer = parse_card(str(item["answer"][0]))
    return is_trap_of(s, str(item["counter_theme"]), answer)


def lesson_principle(item: Mapping[str, Any]) -> str | None:
    """The principle whose lesson section an item links to: the one it quotes, or for a
    trap whose answer follows no advice (``Trap.unquoted``), that of the rule which does
    not apply there. None otherwise (a cheap win links its theme's section)."""
    principle = item.get("principle")
    if principle is not None:
        return str(principle)
    # Only a trap's note says its rule does not apply (every other counter-example's note
    # names what it gives way to).
    countered = str(item.get("counter_theme"))
    trap = TRAPS.get(countered)
    if not item.get("counter_example") or trap is None or not trap.unquoted:
        return None
    return THEMES[countered].principle if is_trap(situation_from_item(item), item) else None
