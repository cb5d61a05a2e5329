"""The note that opens a best-play counter-example's explanation, as facts: the rule gives
way here to another principle (and why, in this position), or, for a trap, the rule does
not apply here and the fact of the position that keeps it out (``traps``).

A rule or a principle is named by its key in ``principles.ADVICE`` (the spec's words); a
note that names a play §4 states no advice for has no fact yet (``Unconverted``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tutor.engine import Card, effective_suit, is_left_bower, parse_card
from tutor.quiz import principles
from tutor.quiz.explaining import explanation_fact
from tutor.quiz.kinds.best_play.counters import SAFER_WINNER_THEME
from tutor.quiz.kinds.best_play.fact_types import Checked, Unconverted
from tutor.quiz.kinds.best_play.reading import soft_reads
from tutor.quiz.kinds.best_play.themes import _loner_void, _trumps
from tutor.quiz.kinds.best_play.traps import is_trap_of
from tutor.quiz.principles import Situation

# The principle each theme's rule is (rules-spec §4), as ``principles.ADVICE`` keys it.
THEME_ADVICE = {
    "lead-trump-as-maker": "S0-1",
    "lead-off-ace-on-defence": "S0-2",
    "dont-overtrump-partner": "S0-4",
    "dont-trump-partner-ace": "S0-5",
    "play-low-when-cannot-win": "S0-6",
    "count-trumps": "A-1",
    "no-trump-lead-on-defence": "A-5",
    "avoid-short-suit-lead": "A-6",
    "lead-through-maker": "A-7",
    "lead-against-loner": "A-8",
}


@explanation_fact("best-play/gives-way-to-voids", counter_note=True)
@dataclasses.dataclass(frozen=True)
class GivesWayToVoids(Checked):
    """The rule (``rule``, an advice key) gives way to S0-7 (``name``): the opponents shown
    out of trump (``out``) cannot trump the answer. For a maker who could lead trump,
    ``draw`` says why not: "below" (your ``mine`` rank below the ``top`` still out) or
    "top" (your highest, ``mine[0]``, is a trick whenever led)."""

    rule: str
    name: str
    out: tuple[int, ...]
    answer: str
    draw: str | None
    mine: tuple[str, ...]
    top: str | None


@explanation_fact("best-play/own-exception", counter_note=True)
@dataclasses.dataclass(frozen=True)
class OwnException(Checked):
    """S0-4 names its own exception: a player still to act could beat partner's trump and
    the answer stops it."""

    rule: str
    exception: str


# Why a trap's rule does not apply (``traps.TRAPS``): the answer trumps the trick (its
# ``bower``: "joker", "left" or "trump"), who may still hold a trump, no trump left to draw,
# a loner's lead past the opening, or a partner out of trump.
BOWERS = ("joker", "left", "trump")


@explanation_fact("best-play/trap-ruff", counter_note=True)
@dataclasses.dataclass(frozen=True)
class TrapRuff(Checked):
    """ "Play low when you cannot win" does not apply: the answer, a trump, beats the card
    winning the trick."""

    rule: str
    answer: str
    bower: str
    winner_seat: int
    winner: str


@explanation_fact("best-play/trap-count", counter_note=True)
@dataclasses.dataclass(frozen=True)
class TrapCount(Checked):
    """A-1 does not apply: the opponents shown out of trump (``out``) and those who may
    still hold one (``may``), or (``one_left``) one trump is still out."""

    rule: str
    out: tuple[int, ...]
    may: tuple[int, ...]
    one_left: bool


@explanation_fact("best-play/trap-drawn", counter_note=True)
@dataclasses.dataclass(frozen=True)
class TrapDrawn(Checked):
    """S0-1 does not apply: no opponent can hold a trump; your ``trumps`` stay tricks for
    later while the answer wins only on a lead of its ``suit`` (empty: said alone)."""

    rule: str
    answer: str
    trumps: tuple[str, ...]
    suit: str | None


@explanation_fact("best-play/trap-loner-later", counter_note=True)
@dataclasses.dataclass(frozen=True)
class TrapLonerLater(Checked):
    """A-8 is for the opening lead: the lone hand (``loner``) has shown out of the answer's
    ``suit`` (``void``), or the answer is the highest of its suit left."""

    rule: str
    answer: str
    loner: int
    suit: str
    void: bool


@explanation_fact("best-play/trap-partner-out", counter_note=True)
@dataclasses.dataclass(frozen=True)
class TrapPartnerOut(Checked):
    """A-5 does not apply: your partner has shown out of trump."""

    rule: str


@explanation_fact("best-play/safer-winner-note", counter_note=True)
@dataclasses.dataclass(frozen=True)
class SaferWinnerNote(Checked):
    """ "Win cheaply" gives way: players still to act (``who``) could beat your ``cheap``
    winner with a turn-up one of them took (``upcard``, ``holder``) or cards still out
    (``rest``), but not the answer. ``several``: more than one card threatens it."""

    who: tuple[int, ...]
    cheap: str
    answer: str
    upcard: str | None
    holder: int | None
    rest: tuple[str, ...]
    several: bool


@explanation_fact("best-play/gives-way-through-maker", counter_note=True)
@dataclasses.dataclass(frozen=True)
class GivesWayThroughMaker(Checked):
    """The rule (``rule``) gives way to A-7 (``name``): the ``maker`` plays right after you
    and your partner after the maker."""

    rule: str
    name: str
    maker: int


def _rule_key(s: Situation, theme: str) -> str:
    """The advice key of the rule a counter-example of ``theme`` names: S0-1 by its
    recommendation alone where there is no side or no maker (three-hand, Bid Euchre)."""
    p = s.position
    key = THEME_ADVICE.get(theme)
    if theme == "lead-trump-as-maker" and (p.players == 3 or p.variant.is_bid):
        key = "S0-1-lead"
    if key is None:
        raise Unconverted(f"a note naming a play §4 has no advice for ({theme})")
    return key


def _name_key(s: Situation, principle: str | None, answer: Card) -> str:
    """The advice key of the principle the answer follows (S0-7 by its first half where no
    spent trump is read, ``soft_reads``)."""
    if principle is None or (principle == "S0-6" and s.beats_winner(answer)):
        raise Unconverted("a note naming what the answer does, not a principle")
    key = "S0-7-void" if principle == "S0-7" and not soft_reads(s) else principle
    if key not in principles.ADVICE:
        raise Unconverted(f"a note naming {principle}, which §4 states no advice for")
    return key


def _trap_facts(s: Situation, theme: str, answer: Card) -> Any:
    rule = _rule_key(s, theme)
    p = s.position
    if theme == "play-low-when-cannot-win":
        winner = s.winner_card
        if winner is None:
            raise ValueError("no trick in progress")
        bower = (
            "joker" if answer.is_joker else "left" if is_left_bower(answer, s.trump) else "trump"
        )
        seat = s.winner_seat if s.winner_seat is not None else s.seat
        return TrapRuff(rule, answer.code, bower, seat, winner.code)
    if theme == "count-trumps":
        out = [x for x in s.opponents() if p.trump in p.voids()[x]]
        may = [x for x in s.opponents() if x not in out]
        if out and may:
            return TrapCount(rule, tuple(out), tuple(may), False)
        return TrapCount(rule, (), (), len(s.unseen_trumps()) == 1)
    if theme == "lead-trump-as-maker":
        trumps = sorted(_trumps(s), key=s._power, reverse=True)
        suit = effective_suit(answer, s.trump)
        if not trumps or suit is None or not s.is_boss(answer):
            return TrapDrawn(rule, answer.code, (), None)
        return TrapDrawn(rule, answer.code, tuple(c.code for c in trumps), suit.value)
    if theme == "lead-against-loner":
        suit = effective_suit(answer, p.trump)
        if p.maker is None or suit is None:
            raise ValueError("a loner's lead with no maker or the joker")
        return TrapLonerLater(rule, answer.code, p.maker, suit.value, _loner_void(s, answer))
    if theme == "no-trump-lead-on-defence":
        return TrapPartnerOut(rule)
    raise Unconverted(f"a trap of {theme}")


def _safer_winner_fact(s: Situation, answer: Card, threats: list[Card]) -> SaferWinnerNote:
    """Win cheaply gives way: who still to play could beat the cheapest winner, and with
    what (a turn-up one of them took, cards still out)."""
    cheap = principles.cheapest_winner(s)
    if cheap is None:
        raise ValueError("no card of yours wins the trick")
    p = s.position
    later = principles.still_to_play(s)
    who = [x for x in later if any(principles.may_play(s, x, c) for c in threats)]
    up = p.upcard if p.upcard_taken and p.upcard in threats else None
    return SaferWinnerNote(
        tuple(who),
        cheap.code,
        answer.code,
        None if up is None else up.code,
        None if up is None else p.upcard_holder,
        tuple(c.code for c in threats if c != up),
        len(threats) > 1,
    )


def note_fact(s: Situation, item: Mapping[str, Any]) -> Any:
    """The fact of a counter-example's note, made from its position, or
    ``Unconverted`` where the note has no fact yet."""
    theme = str(item["counter_theme"])
    principle = None if item.get("principle") is None else str(item["principle"])
    answer = parse_card(str(item["answer"][0]))
    if is_trap_of(s, theme, answer):
        return _trap_facts(s, theme, answer)
    if theme == SAFER_WINNER_THEME and principle is None:
        threats = principles.cheap_winner_threats(s, answer)
        if threats:
            return _safer_winner_fact(s, answer, threats)
    rule = _rule_key(s, theme)
    if theme == "dont-overtrump-partner" and principles.partner_threats(s):
        return OwnException(rule, "S0-4-except")
    name = _name_key(s, principle, answer)
    p = s.position
    if principle == "S0-7" and p.trump is not None:
        out = [x for x in s.opponents() if p.trump in p.voids()[x]]
        if out:
            draw: str | None = None
            mine = sorted(_trumps(s), key=s._power, reverse=True)
            top = sorted(s.unseen_trumps(), key=s._power, reverse=True)
            said: tuple[str, ...] = ()
            top_out: str | None = None
            if theme == "lead-trump-as-maker" and mine and top:
                if s._power(mine[0]) < s._power(top[0]):
                    draw, said, top_out = "below", tuple(c.code for c in mine), top[0].code
                else:
                    draw, said = "top", (mine[0].code,)
            return GivesWayToVoids(rule, name, tuple(out), answer.code, draw, said, top_out)
    if principle == "A-7" and p.maker is not None:
        return GivesWayThroughMaker(rule, name, p.maker)
    raise Unconverted(f"the note of a counter-example giving way to {principle}")
