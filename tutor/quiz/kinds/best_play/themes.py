"""best-play themes: which positions suit a theme, which answers follow it, and the
positions dealt for them (the facts of a position the other parts share)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from tutor.analysis.bidding import heard_auction
from tutor.analysis.deal import make_trump, play_until
from tutor.analysis.position import Position, view_from_item
from tutor.engine import (
    Card,
    Rank,
    Suit,
    Variant,
    card_power,
    effective_suit,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    Spec,
)
from tutor.quiz.principles import Situation
from tutor.quiz.symmetry import card_twins

KIND = "best-play"


# -- themes: (is the position right for it?, does the answer follow it?) -----------------


@dataclass(frozen=True)
class Theme:
    principle: str | None
    position: Callable[[Situation], bool]
    follows: Callable[[Situation, Card], bool]

    def fits(self, s: Situation) -> bool:
        """The position is of the theme's sort and its rule decides something: a rule that
        every legal card keeps teaches nothing ("against a loner, don't lead trump" to a
        leader holding no trump; "play your lowest" between two aces) and cannot be why
        the answer is best. Context themes (the Benny, no-trump) name no rule."""
        if not self.position(s):
            return False
        return self.principle is None or any(not self.follows(s, c) for c in s.legal)

    def applies(self, s: Situation) -> bool:
        """The theme's rule speaks here: its position, and its principle's own condition
        ("cash your winners" only once the trumps against you are counted out, A-1). A
        counter-example where it does not says so, not that the rule gives way."""
        if not self.fits(s):
            return False
        return self.principle is None or any(
            principles.holds(self.principle, principles.Play(s, c)) for c in s.legal
        )


def _trumps(s: Situation) -> list[Card]:
    return [c for c in s.legal if s.is_trump(c)]


def _plain(s: Situation) -> list[Card]:
    return [c for c in s.legal if not s.is_trump(c)]


def _lead_trump_fits(s: Situation) -> bool:
    return s.on_lead and s.makers and bool(_trumps(s)) and bool(_plain(s)) and s.trumps_against()


def _defence_lead_fits(s: Situation) -> bool:
    return s.on_lead and not s.makers and bool(_plain(s))


def _off_ace(s: Situation, card: Card) -> bool:
    return not s.is_trump(card) and card.rank is Rank.ACE and not s.low


def _overtrump_fits(s: Situation) -> bool:
    """Partner is winning with a trump and I could spend a high trump on the trick."""
    winner = s.winner_card
    if winner is None or not s.partner_winning or not s.is_trump(winner):
        return False
    can_overtrump = any(s.beats_winner(c) for c in s.legal)
    return can_overtrump and any(not s.beats_winner(c) for c in s.legal)


def _cover_fits(s: Situation) -> bool:
    """S0-4's exception: partner's trump could still be beaten by an opponent to play after
    me, and I hold a trump that nothing left can beat."""
    return _overtrump_fits(s) and any(principles.covers_partner(s, c) for c in s.legal)


def _partner_ace_fits(s: Situation) -> bool:
    winner = s.winner_card
    if winner is None or not s.partner_winning or s.is_trump(winner) or winner.rank is not Rank.ACE:
        return False
    return (
        s.led is not None
        and not any(effective_suit(c, s.trump) is s.led for c in s.hand)
        and bool(_trumps(s))
        and bool(_plain(s))
    )


def _cannot_win_fits(s: Situation) -> bool:
    """No card of mine beats the trick's winner (an opponent's, or partner's unbeatable one)."""
    if s.winner_card is None or len(s.legal) < 2:
        return False
    return not any(s.beats_winner(c) for c in s.legal)


def _lowest(s: Situation, card: Card) -> bool:
    return s.low_key(card) == min(s.low_key(c) for c in s.legal)


def _win_cheaply_fits(s: Situation) -> bool:
    if s.winner_card is None or s.partner_winning:
        return False
    return sum(1 for c in s.legal if s.beats_winner(c)) >= 2


def _cheapest_winner(s: Situation, card: Card) -> bool:
    winners = [c for c in s.legal if s.beats_winner(c)]
    return card in winners and s._power(card) == min(s._power(c) for c in winners)


def _void_fits(s: Situation) -> bool:
    return (
        s.led is not None
        and not any(effective_suit(c, s.trump) is s.led for c in s.hand)
        and bool(_trumps(s))
        and bool(_plain(s))
    )


def _void_follows(s: Situation, card: Card) -> bool:
    if s.partner_winning:
        return not s.is_trump(card)
    return (s.is_trump(card) and _cheapest_winner(s, card)) or (
        not s.is_trump(card) and not any(s.beats_winner(c) for c in _trumps(s))
    )


def _cash_fits(s: Situation) -> bool:
    return s.on_lead and any(s.is_boss(c) and not s.is_trump(c) for c in s.legal)


def _count_fits(s: Situation) -> bool:
    return _cash_fits(s) and s.trump is not None and not s.trumps_against()


def _boss_plain(s: Situation, card: Card) -> bool:
    return not s.is_trump(card) and s.is_boss(card)


def _loner_fits(s: Situation) -> bool:
    """On lead against a loner who may still hold a trump (A-8): once the lone hand has
    none, there is nothing to make it spend."""
    p = s.position
    return s.on_lead and not s.makers and p.alone and p.players == 4 and s.trumps_against()


def _no_trump_lead_fits(s: Situation) -> bool:
    """Defending on lead with a trump, where leading it would help the makers (A-5): an
    opponent may hold a trump, and a partner may hold one to lose."""
    if not (_defence_lead_fits(s) and bool(_trumps(s)) and s.trumps_against()):
        return False
    p = s.position
    voids = p.voids()
    partners = [x for x in s.side if x != s.seat and x in p.active]
    return not partners or any(p.trump not in voids[x] for x in partners)


def _short_suit_fits(s: Situation) -> bool:
    p = s.position
    if not s.on_lead or p.trump is None or s.makers:
        return False
    trump_led = any(effective_suit(t[0][1], p.trump) is p.trump for t in p.history)
    aces = [c for c in s.legal if _off_ace(s, c)]
    short = {p.trump.sister}
    if p.upcard is not None and p.upcard.suit is not None and p.upcard.suit is not p.trump:
        short.add(p.upcard.suit)
    return (
        not trump_led
        and any(c.suit in short for c in aces)
        and any(c.suit not in short for c in aces)
    )


def _green_ace(s: Situation, card: Card) -> bool:
    p = s.position
    if not _off_ace(s, card) or p.trump is None:
        return False
    return card.suit is not p.trump.sister and card.suit is not (
        p.upcard.suit if p.upcard else None
    )


def _through_maker_fits(s: Situation) -> bool:
    """Defending on lead with the maker (a partnership's calling hand) next to play, on my
    left, and a choice between a trump and a plain card (A-7)."""
    p = s.position
    return (
        _defence_lead_fits(s)
        and p.players == 4
        and not p.alone
        and p.next_active(s.seat) == p.maker
        and bool(_trumps(s))
        and p.trump not in p.voids()[(s.seat + 2) % 4]  # partner can still beat the maker
    )


def _read_fits(s: Situation) -> bool:
    p = s.position
    if p.trump is None or not s.on_lead:
        return False
    voids = p.voids()
    opponents = [x for x in p.active if x not in s.side]
    return any(p.trump in voids[x] for x in opponents) and _cash_fits(s)


THEMES: dict[str, Theme] = {
    "lead-trump-as-maker": Theme("S0-1", _lead_trump_fits, lambda s, c: s.is_trump(c)),
    "lead-off-ace-on-defence": Theme(
        "S0-2", lambda s: _defence_lead_fits(s) and any(_off_ace(s, c) for c in s.legal), _off_ace
    ),
    "dont-overtrump-partner": Theme("S0-4", _overtrump_fits, lambda s, c: not s.beats_winner(c)),
    "cover-partner": Theme("S0-4", _cover_fits, principles.covers_partner),
    "dont-trump-partner-ace": Theme("S0-5", _partner_ace_fits, lambda s, c: not s.is_trump(c)),
    "play-low-when-cannot-win": Theme("S0-6", _cannot_win_fits, _lowest),
    "win-cheaply": Theme("S0-6", _win_cheaply_fits, _cheapest_winner),
    "trump-or-discard": Theme("S0-6", _void_fits, _void_follows),
    "read-the-cards": Theme("S0-7", _read_fits, _boss_plain),
    "count-trumps": Theme("A-1", _count_fits, _boss_plain),
    "cash-winners": Theme("A-1", _cash_fits, _boss_plain),
    "no-trump-lead-on-defence": Theme("A-5", _no_trump_lead_fits, lambda s, c: not s.is_trump(c)),
    "avoid-short-suit-lead": Theme("A-6", _short_suit_fits, _green_ace),
    "lead-through-maker": Theme("A-7", _through_maker_fits, lambda s, c: s.is_trump(c)),
    "lead-against-loner": Theme("A-8", _loner_fits, lambda s, c: not s.is_trump(c)),
    "joker": Theme(None, lambda s: any(c.is_joker for c in s.hand), lambda s, c: True),
    "no-trump-high": Theme(None, lambda s: s.trump is None and not s.low, lambda s, c: True),
    "no-trump-low": Theme(None, lambda s: s.trump is None and s.low, lambda s, c: True),
}


def themes_of(s: Situation, answer: Card) -> list[str]:
    """The themes the position and the answer show; a theme with a principle is tagged only
    where that principle fits (its condition holds and the answer is what it recommends)."""
    play = principles.Play(s, answer)
    return [
        name
        for name, theme in THEMES.items()
        if theme.fits(s)
        and theme.follows(s, answer)
        and (theme.principle is None or principles.fits(theme.principle, play))
    ]


def principle_of(themes: list[str], wanted: str | None) -> str | None:
    """The §4 principle the item teaches: the wanted theme's, else the first one tagged."""
    if wanted is not None and THEMES[wanted].principle is not None and wanted in themes:
        return THEMES[wanted].principle
    for name in themes:
        if THEMES[name].principle is not None:
            return THEMES[name].principle
    return None


def quoted_principle(s: Situation, principle: str | None) -> str | None:
    """The principle an item is tagged with: the one that chose it, except S0-6 where a card
    of yours can win the trick. S0-6 (rules-spec §4.1) speaks only where none can ("play
    low when you can't win"); winning with the weakest card that does it is a trick
    technique the lessons teach but §4 does not state, so such an item quotes no principle
    and its text says what the deals show (review finding N9)."""
    if principle == "S0-6" and any(s.beats_winner(c) for c in s.legal):
        return None
    return principle


# -- random positions for a theme ----------------------------------------------------------

_LEAD_THEMES = {
    "lead-trump-as-maker",
    "lead-off-ace-on-defence",
    "no-trump-lead-on-defence",
    "count-trumps",
    "cash-winners",
    "lead-against-loner",
    "read-the-cards",
    "avoid-short-suit-lead",
    "lead-through-maker",
}


# Tricks already played before a lead of these themes (five-card hands). Leads down to
# two cards are cheap to solve and often clear; against a loner, an opening lead seldom is
# (openings stay, with the cheap test of ``_promising``).
_LEAD_TRICKS: dict[str, tuple[int, ...]] = {
    "lead-trump-as-maker": (0, 1, 1, 2, 2, 3),
    "lead-off-ace-on-defence": (0, 1, 1, 2, 2, 3),
    "no-trump-lead-on-defence": (0, 1, 1, 2, 2, 3),
    # A-8 speaks at the opening lead, which the deals almost never prove (1 of 2,406
    # lone-hand openings holding an off-suit ace): its set asks a trick or more in, where
    # a lead is a trap of it (``_loner_later_cue``).
    "lead-against-loner": (1, 1, 2, 2),
}


def random_position(
    variant: Variant,
    theme: str | None,
    rng: random.Random,
    *,
    lone: bool = False,
    early: bool = False,
    counter: bool = False,
) -> Position:
    """A contract and a few tricks of heuristic play; ``lone``: a lone maker (a set about
    defending against a loner asks it of every item, its counter-examples too); ``early``:
    a five-card lead at most one trick in (a choice among three cards or more, where the
    highest and the lowest card offered are not the only ones); ``counter``: a counter
    slot's position (the Bid Euchre declarer's side leads a trick or three in, where it
    may cash a side ace first; its plain items are the opening lead)."""
    # Bid Euchre: the auction as the engine players bid it, kept so the judge hears it.
    position = heard_auction(variant, rng) if variant.is_bid else make_trump(variant, rng)
    if variant.is_bid and theme in ("no-trump-high", "no-trump-low"):
        # The calling heuristic seldom picks no-trump; the declarer simply names it here.
        position = replace(position, trump=None, low=theme == "no-trump-low")
    loner_wanted = (lone or theme == "lead-against-loner") and variant.players == 4
    if loner_wanted and not position.alone and position.maker != (position.dealer + 2) % 4:
        position = replace(position, alone=True)
    size = variant.hand_size
    active = len(position.active)
    if theme in _LEAD_THEMES:
        # Mostly a trick or two in: full-hand leads rarely have one clearly best card.
        if size == 5 and early:
            tricks = rng.choice((0, 1, 1))
        elif size == 5:
            tricks = rng.choice(_LEAD_TRICKS.get(theme or "", (0, 1, 1, 2, 2)))
        elif variant.is_bid and theme == "lead-trump-as-maker" and counter:
            tricks = rng.randrange(1, 4)
        elif variant.is_bid and theme == "lead-trump-as-maker":
            # The declarer leads the first trick (rules-spec 2.5): the opening lead.
            tricks = 0
        elif variant.is_bid:
            tricks = rng.randrange(1, size - 2)  # the defenders lead from trick two on
        else:
            tricks = rng.randrange(0, size - 2)
        if theme == "avoid-short-suit-lead":
            tricks = 0
        if theme in ("count-trumps", "read-the-cards"):
            tricks = rng.randrange(2, size - 1)
        in_trick = 0
    else:
        tricks = rng.randrange(0, size - 1)
        in_trick = rng.randrange(1, active)
    return play_until(position, rng, tricks=tricks, cards_in_trick=in_trick)


# -- shortcuts: a choice a learner can pick without reading the position ----------------------
# The highest or lowest card offered, of all, of the trumps or of the other cards, by
# effective rank in the item's trump (a trump above every plain card, then rank in its suit;
# a card tied for the top is a pick too, so two aces both count as "the highest").
SHORTCUTS = (
    "highest",
    "lowest",
    "highest-trump",
    "lowest-trump",
    "highest-plain",
    "lowest-plain",
)


def shortcut_picks(s: Situation, rule: str) -> list[Card]:
    """The cards ``rule`` picks among the legal cards (empty where it is not defined)."""
    cards = list(s.legal)
    if rule.endswith("-trump"):
        cards = [c for c in cards if s.is_trump(c)]
    elif rule.endswith("-plain"):
        cards = [c for c in cards if not s.is_trump(c)]
    if not cards:
        return []
    keys = [s.low_key(c) for c in cards]
    best = max(keys) if rule.startswith("highest") else min(keys)
    return [c for c, k in zip(cards, keys, strict=True) if k == best]


def shortcuts_giving(s: Situation, answer: Card) -> list[str]:
    """The shortcut rules that pick ``answer``: a learner applying one gets the item right."""
    return [rule for rule in SHORTCUTS if answer in shortcut_picks(s, rule)]


def shortcut_slot(spec: Spec, number: int) -> tuple[list[str], str | None] | None:
    """A set's items that must not be answered by its shortcut rules: ``[options.shortcuts]``
    lists the item ``numbers`` (chosen away from its counter-example slots), the ``rules``
    none of which may pick the answer, and optionally the ``themes`` those items are drawn
    from in turn (default: the slot's own theme), ``side = "defence"`` (the defenders'
    positions only) and ``early`` (leads at most a trick in)."""
    option = spec.options.get("shortcuts")
    if not isinstance(option, Mapping):
        return None
    numbers = [int(n) for n in option.get("numbers") or ()]
    if number not in numbers:
        return None
    rules = [str(r) for r in option.get("rules") or ()]
    themes = [str(t) for t in option.get("themes") or ()]
    theme = themes[numbers.index(number) % len(themes)] if themes else None
    return rules, theme


def _slot_side(spec: Spec) -> str | None:
    """``side = "defence"`` in ``[options.shortcuts]``: those items are the defenders'."""
    option = spec.options.get("shortcuts")
    return str(option.get("side")) if isinstance(option, Mapping) and option.get("side") else None


def _may_break(s: Situation, theme: str | None, rules: list[str]) -> bool:
    """Cheap test before solving: some card the theme's rule allows is picked by none of
    ``rules`` (a plain item's answer follows its theme)."""
    allowed = [c for c in s.legal if theme is None or THEMES[theme].follows(s, c)]
    picked = {c for rule in rules for c in shortcut_picks(s, rule)}
    return any(c not in picked for c in allowed)


# -- facts of a position the generator, the traps and the words share ----------------------


def is_exception(s: Situation, theme: str) -> bool:
    """Whether a position is one where ``theme``'s rule speaks, so that an answer breaking it
    is an exception to it: the theme's position and its principle's own condition ("cash
    your winners" only once the trumps are counted out, A-1; "the shown voids make it safe"
    only when every opponent has shown out of trump, S0-7). Elsewhere the rule does not
    apply, and an answer that breaks it is no counter-example (review finding N7)."""
    if not THEMES[theme].applies(s):
        return False
    if theme == "read-the-cards":
        voids = s.position.voids()
        return all(s.position.trump in voids[x] for x in s.opponents())
    return True


def _next_suit(s: Situation, card: Card) -> bool:
    """A card of trump's sister suit: the lead A-8's words prefer."""
    p = s.position
    return p.trump is not None and effective_suit(card, p.trump) is p.trump.sister


def _promoted(s: Situation, card: Card) -> bool:
    """The highest card left of its suit because higher ones were played (a king once the
    ace has gone): what the tricks told. An ace was highest before any card fell."""
    suit = effective_suit(card, s.trump)
    return suit is not None and s.is_boss(card) and card != _suit_top(s, suit)


def _suit_top(s: Situation, suit: Suit) -> Card:
    """The card of ``suit`` that ranks highest in the pack (the ace of a plain suit; the 9
    in no-trump low)."""
    return max(
        (c for c in s.position.variant.cards() if effective_suit(c, s.trump) is suit),
        key=lambda c: card_power(c, s.trump, suit, low=s.low),
    )


def _loner_void(s: Situation, card: Card) -> bool:
    """The lone hand has shown out of ``card``'s suit."""
    p = s.position
    suit = effective_suit(card, p.trump)
    return p.maker is not None and suit is not None and suit in p.voids()[p.maker]


def rival_principle(s: Situation, theme: str, themes: Sequence[str]) -> str | None:
    """The principle a counter-example's answer follows instead of ``theme``'s rule: the
    first principle of the answer's other themes that none of the cards the rule would
    play keeps (one they keep as well cannot be why the answer beats them: A-5's "don't
    lead trump" is no reason for a king over a next-suit queen against a loner)."""
    rule = THEMES[theme]
    kept = [c for c in s.legal if rule.follows(s, c)]
    for name in themes:
        principle = THEMES[name].principle
        if name == theme or principle is None:
            continue
        if not any(principles.fits(principle, principles.Play(s, c)) for c in kept):
            return principle
    return None


def _has_twin(situation: Situation, answer: Card) -> bool:
    """Whether another choice is worth exactly as much by a renaming of suits."""
    twins = card_twins(situation.position, situation.seat, situation.legal)
    return any(answer.code in pair for pair in twins)


def _promising(s: Situation, theme: str) -> bool:
    """Cheap tests before any deal is solved: skip positions of a theme that (counted over
    hundreds of candidates) almost never have one clearly best card."""
    opening = not s.position.history
    bosses = sum(1 for c in s.legal if _boss_plain(s, c))
    if theme == "lead-off-ace-on-defence":
        # Two winners to cash (0 clear in 53); an opening lead holding no trump (0 in 20).
        return bosses < 2 and (not opening or bool(_trumps(s)))
    if theme == "no-trump-lead-on-defence":
        if opening:
            # No off-suit ace to lead instead (0 in 36), or two trumps (0 in 28).
            return any(_off_ace(s, c) for c in s.legal) and len(_trumps(s)) < 2
        # One trick in with no winner to lead (0 in 80).
        return bosses > 0 or len(s.position.history) > 1
    if theme in ("lead-against-loner", "lead-trump-as-maker") and opening:
        # Clear openings against a loner were nearly all off-suit aces; a maker's opening
        # trump lead without an off-suit ace behind it was never clear (0 in 35).
        return any(_off_ace(s, c) for c in s.legal)
    return True


def situation_from_item(item: Mapping[str, Any]) -> Situation:
    view = view_from_item(item)
    return Situation(view.position, view.seat)
