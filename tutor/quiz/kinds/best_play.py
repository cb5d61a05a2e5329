"""best-play: a position mid-hand from one player's view; pick the best card.

The answer is proved by the solver over many deals of the cards this player cannot see
(``tutor.analysis.judge``); an item is published only when the best card beats the second
best by a clear margin, and only when the answer follows a strategy principle of
rules-spec §4 that fits the position (``tutor.quiz.principles``), which the explanation
explains with the position's own cards. Themes are tagged by one small predicate per
theme over the position and the answer. One answer quotes no principle: winning a trick
with your weakest card that does it, a technique the lessons teach that §4 does not state
(S0-6 is for tricks you cannot win); its text says what the deals show
(``quoted_principle``). Nor does its counter-example, a stronger winner where a player
still to act could beat the cheapest one (``principles.cheap_winner_threats``): its note
says that fact of the position.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from tutor.analysis.deal import make_trump, play_until
from tutor.analysis.hearing import item_hearing
from tutor.analysis.judge import (
    SELECTION_SAMPLES,
    Judgement,
    PlayJudge,
    confirm_play,
    judge_play,
    score_decided,
)
from tutor.analysis.plausible import history_problems, known_hands
from tutor.analysis.position import Position, View, position_fields, view_from_item
from tutor.analysis.proof import (
    MARGIN_POINTS,
    Confirmation,
    claim_problem,
    item_fields,
    replay_problem,
)
from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Suit,
    Variant,
    card_power,
    effective_suit,
    is_left_bower,
    parse_card,
    suit_name,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    ItemCheckError,
    Kind,
    Spec,
    base_item,
    mark_counter,
    require,
    text,
    with_counter_note,
)
from tutor.quiz.kinds.curated import POSITIONS
from tutor.quiz.principles import Situation, short_suits
from tutor.quiz.symmetry import card_twins
from tutor.quiz.words import (
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    cards_text,
    contract_en,
    contract_ko,
    count_en,
    josa,
    lines,
    seat_name,
    suit_en,
    suit_ko,
)

KIND = "best-play"
# (deals seen, margin needed so far): a candidate must look clear early to be finished.
# Only the confirming deals prove an answer (tutor.analysis.proof); these choose candidates.
STAGES = ((4, MARGIN_POINTS), (12, MARGIN_POINTS), (SELECTION_SAMPLES, 1.5 * MARGIN_POINTS))
# Hand-written positions get more selection deals: they are few and their leads small.
CURATED_SAMPLES = 96


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


# -- generation ---------------------------------------------------------------------------

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
    position = make_trump(variant, rng)
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


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    if spec.options.get("curated"):
        return generate_curated(spec, number)
    variant = spec.rules
    counter = theme is not None and spec.is_theme_counter(number)
    slot = None if counter else shortcut_slot(spec, number)
    if slot is not None and slot[1] is not None:
        theme = slot[1]
    near = _near_miss_theme(spec, theme) if counter else None
    if theme is not None and near is not None and rng.random() < NEAR_MISS_SHARE:
        return _near_miss(spec, number, theme, near, rng)
    lone = bool(spec.options.get("lone_hands"))
    early = slot is not None and bool((spec.options.get("shortcuts") or {}).get("early"))
    position = random_position(variant, theme, rng, lone=lone, early=early, counter=counter)
    if lone and not position.alone:
        return None
    seat = position.to_act()
    if history_problems(position, position.hands) or history_problems(
        position, known_hands(position, seat)
    ):
        return None  # the tricks shown hold a card no player would choose
    situation = Situation(position, seat)
    # A set may ask for three cards or more to choose from: between two, one is often a
    # card nobody would throw (a bower under a trick it cannot win).
    if len(situation.legal) < int(spec.options.get("min_choices") or 2):
        return None
    if spec.options.get("side") == "defence" and situation.makers:
        return None  # a set about defending asks the defenders only
    # A counter slot also takes a trap of its rule (``trap_fact``), which does not fit it.
    trap = counter and theme is not None and _trap_candidate(situation, trap_rule(theme))
    if theme is not None and not THEMES[theme].fits(situation) and not trap:
        return None
    if theme is not None and not counter and not _promising(situation, theme):
        return None
    if counter and not trap and not _may_give_way(situation, theme):
        return None
    if slot is not None and not _may_break(situation, theme, slot[0]):
        return None
    if slot is not None and _slot_side(spec) == "defence" and situation.makers:
        return None  # a defence set's shortcut items defend too
    item = base_item(spec, number)
    fields = position_fields(position, seat)
    item.update(fields)
    view = view_from_item({**item, "hand": fields["hand"]})
    if score_decided(position, seat):
        return None  # nothing left to play for: every card scores the same
    # Look at a few deals first and give up early: most candidates have no clear answer.
    judge = PlayJudge(view, str(item["id"]))
    for stage, margin in STAGES:
        glance = judge.extend(stage)
        if glance.margin < margin:
            return None
        if trap and theme is not None:
            if trap_fact(situation, trap_rule(theme), glance.best) is None:
                return None
        elif not _fits_item(situation, glance.best, theme, counter):
            return None
    answer = glance.best
    if slot is not None and set(shortcuts_giving(situation, answer)) & set(slot[0]):
        return None  # a slot that must break the set's shortcuts
    if _has_twin(situation, answer):
        return None
    themes = themes_of(situation, answer)
    if counter and not trap and theme is not None:
        # The rule gives way: to a principle its own cards do not keep.
        principle = rival_principle(situation, theme, themes)
    else:
        principle = principle_of(themes, None if counter else theme)
    safer = counter and principle is None and _safer_winner(situation, answer, theme)
    # A trap's answer may follow no §4 advice (a defender's trump lead): its note says why
    # the rule does not apply, its text what the lead does, and the deals the rest.
    unquoted = trap and theme is not None and TRAPS[trap_rule(theme)].unquoted
    if principle is None and not safer and not unquoted:
        return None
    if principle is not None and not principles.fits(principle, principles.Play(situation, answer)):
        return None
    if unseparated(situation, principle, answer):
        return None
    proof = confirm_play(view, str(item["id"]), answer)
    if not proof.proven:
        return None
    item.update(
        {
            "choices": [c.code for c in situation.legal],
            "answer": [answer.code],
            "themes": themes,
            "principle": quoted_principle(situation, principle),
            **item_fields(proof),
            "prompt": prompt(situation),
        }
    )
    # A safer winner found in a trumping slot is still the exception to winning cheaply.
    counter_of = SAFER_WINNER_THEME if safer else theme
    if trap and theme is not None:
        counter_of = trap_rule(theme)
    countered = counter and counter_of is not None and is_exception(situation, counter_of)
    if counter and not (countered or trap):
        # Neither an exception nor a trap: the slot looks on (it takes a plain item only
        # once its counter attempts are spent, ``build.generate_item``).
        return None
    item["explanation"] = _proven_explanation(
        situation, proof, principle, themes, item, quote=not countered
    )
    if (countered or trap) and counter_of is not None:
        # A counter slot's item whose rule neither gives way nor sets a trap is plain.
        mark_counter(
            item,
            counter_of,
            counter_rule(counter_of, variant.players, bid=variant.is_bid),
            note=counter_note_of(situation, counter_of, principle, answer),
        )
    return item


def _trap_candidate(s: Situation, theme: str) -> bool:
    """Cheap test before solving: the position could be a trap of ``theme``'s rule for
    some card the rule would not play (``trap_fact`` decides on the proven answer)."""
    trap = TRAPS.get(theme)
    if trap is None or is_exception(s, theme):
        return False
    rule = THEMES[theme]
    literal = [c for c in s.legal if trap.plays(s, rule, c)]
    return bool(literal) and any(trap.cue(s, c) and c not in literal for c in s.legal)


def prove_position(position: Position, seat: int, item: Item) -> Item | None:
    """``item`` completed as a best-play item of ``position`` (``seat`` to act) when its best
    card is proven exactly as a generated item's is (selection stages, a principle that
    fits, the confirming deals); None when no card is clearly best.

    ``item`` holds the id (which fixes the sampled deals), kind, variant and rule options;
    hand puzzles (``tutor.quiz.kinds.puzzle``) prove each of their moves through this.
    """
    situation = Situation(position, seat)
    if len(situation.legal) < 2 or score_decided(position, seat):
        return None
    item = {**item, **position_fields(position, seat)}
    view = view_from_item({**item, "kind": KIND})
    judge = PlayJudge(view, str(item["id"]))
    for stage, margin in STAGES:
        glance = judge.extend(stage)
        if glance.margin < margin or not _teaches(situation, glance.best, None):
            return None
    answer = glance.best
    if _has_twin(situation, answer):
        return None
    themes = themes_of(situation, answer)
    principle = principle_of(themes, None)
    if principle is None or not principles.fits(principle, principles.Play(situation, answer)):
        return None
    if unseparated(situation, principle, answer):
        return None
    proof = confirm_play(view, str(item["id"]), answer)
    if not proof.proven:
        return None
    item.update(
        {
            "choices": [c.code for c in situation.legal],
            "answer": [answer.code],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
            "prompt": prompt(situation),
        }
    )
    item["explanation"] = _proven_explanation(situation, proof, principle, themes, item)
    return item


# A theme set's counter-examples are positions of the rule's own sort (its trigger holds)
# where the best card departs from it for a stronger principle's sake: S0-4's own exception,
# a maker who cashes a winner the shown voids make safe instead of leading trump (S0-7), a
# winner held back while trumps are still out (S0-1); or traps of it (below). A near miss,
# where the rule's question does not come up at all (you are not on lead, you win by
# following suit, you hold no ace), is no exception to it and is never marked as one
# (review finding N7). A set may still ask for near items in its counter slots
# (``counter_near``): this share of a slot's attempts look for an item of the named
# neighbouring theme, a counter-example where it is a trap of the slot's rule and a plain
# item otherwise, so a slot where no real exception is found is filled from a theme the
# learner must tell apart.
NEAR_MISS_SHARE = 0.5


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
    condition, given the proven answer; ``fact``: why the condition fails, as the note
    says it (en, ko), a clause that ends the note's sentence."""

    cue: Callable[[Situation, Card], bool]
    fact: Callable[[Situation, Card], tuple[str, str]]
    # The answer may follow no §4 advice: the note's fact and the lead's own sentences
    # (``_unquoted_lead_sentences``) say why it is played.
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


def _ruff_fact(s: Situation, answer: Card) -> tuple[str, str]:
    held_en, held_ko = _winner_text(s)
    if answer.is_joker:
        # The card is named as the cards are (조커); the note glosses it as the Benny.
        return (
            f"your {answer} is the Benny, the highest trump, and it beats {held_en}",
            f"{card_ko(answer)}(베니)는 가장 높은 으뜸패라서 {josa(held_ko, '을')} 이깁니다.",
        )
    if is_left_bower(answer, s.trump):
        return (
            f"your {answer} is the left bower, a trump, and it beats {held_en}",
            f"{card_josa(answer, '은')} 레프트 바우어라서 으뜸패로 치고, "
            f"{josa(held_ko, '을')} 이깁니다.",
        )
    return (
        f"your {answer} is a trump, and it beats {held_en}",
        f"{card_josa(answer, '은')} 으뜸패라서 {josa(held_ko, '을')} 이깁니다.",
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


def _count_fact(s: Situation, answer: Card) -> tuple[str, str]:
    """Who may still hold a trump (the shown voids read, S0-7). The explanation's count of
    the trumps (``_trump_count``, ``_trumps_out_sentence``) names them and the winners
    they could ruff, so the note does not."""
    p = s.position
    out = [x for x in s.opponents() if p.trump in p.voids()[x]]
    may = [x for x in s.opponents() if x not in out]
    if out and may:
        one = len(out) == 1
        return (
            f"{_names(out, s, 'en')} {'has' if one else 'have'} shown out of trump, but "
            f"{_names(may, s, 'en')} may still hold a trump",
            f"{josa(_names(out, s, 'ko'), '은')} 으뜸패를 따라 내지 못했지만 "
            f"{_names(may, s, 'ko')}에게는 아직 으뜸패가 있을 수 있습니다.",
        )
    if len(s.unseen_trumps()) == 1:
        return (
            "only one trump is still out, but an opponent may hold it",
            "남은 으뜸패는 한 장뿐이지만 상대에게 있을 수 있습니다.",
        )
    return (
        "an opponent may still hold a trump",
        "상대에게 아직 으뜸패가 있을 수 있습니다.",
    )


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


def _drawn_fact(s: Situation, answer: Card) -> tuple[str, str]:
    # Why the side card first (the expert review's finding 12: two sure winners, and no word
    # on the order): the trump stays a trick for later, even by trumping a suit you cannot
    # follow, while a side winner takes one only on a lead of its suit.
    trumps = sorted(_trumps(s), key=s._power, reverse=True)
    suit = effective_suit(answer, s.trump)
    if not trumps or suit is None or not s.is_boss(answer):
        return (
            "no opponent can hold a trump any more, so a trump lead has nothing to draw",
            "상대에게는 이제 으뜸패가 있을 수 없으니 으뜸패를 리드해도 뽑아낼 것이 없습니다.",
        )
    one = len(trumps) == 1
    held_en, held_ko = cards_list(trumps), cards_ko(trumps)
    return (
        f"no opponent can hold a trump any more, so a trump lead has nothing to draw; your "
        f"{held_en} can still take {'a trick' if one else 'tricks'} later, even by trumping "
        f"a suit you cannot follow, while the {answer} wins only on a "
        f"{suit_name(suit, 'en')} lead",
        "상대에게는 이제 으뜸패가 있을 수 없으니 으뜸패를 리드해도 뽑아낼 것이 없습니다. "
        f"{josa(held_ko, '은')} 나중에도, 따라 낼 수 없는 무늬가 리드되면 잘라서라도 "
        f"트릭을 가져올 수 있지만, {card_josa(answer, '은')} {josa(suit_ko(suit), '이')} "
        "리드될 때만 트릭을 가져옵니다.",
    )


def _next_suit(s: Situation, card: Card) -> bool:
    """A card of trump's sister suit: the lead A-8's words prefer."""
    p = s.position
    return p.trump is not None and effective_suit(card, p.trump) is p.trump.sister


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


def _loner_later_fact(s: Situation, answer: Card) -> tuple[str, str]:
    p = s.position
    assert p.maker is not None  # noqa: S101 - the cue holds
    assert p.trump is not None  # noqa: S101
    suit = effective_suit(answer, p.trump)
    assert suit is not None  # noqa: S101 - a side card
    a = str(answer)
    if _loner_void(s, answer):
        who_en, who_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
        detail_en = (
            f"the lone hand, {who_en}, has shown out of {suit_en(suit)}, so to take your {a} "
            "it must spend a trump"
        )
        detail_ko = (
            f"혼자 하는 {josa(who_ko, '은')} {josa(suit_ko(suit), '를')} 따라 내지 못했으니 "
            f"{card_josa(answer, '을')} 이기려면 으뜸패를 써야 합니다."
        )
    else:
        detail_en = (
            f"your {a} is the highest {suit_name(suit, 'en')} left, so only a trump can take it"
        )
        detail_ko = (
            f"{card_josa(answer, '은')} 남은 {suit_ko(suit)} 가운데 가장 높으니 이 카드를 "
            "이기려면 으뜸패로 잘라야 합니다."
        )
    return (
        f"it is for the opening lead, and by now the cards played tell you more: {detail_en}",
        f"이는 첫 리드 때의 이야기이고, 지금은 이미 나온 카드가 더 많은 것을 알려 줍니다. "
        f"{detail_ko}",
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


def _partner_out_fact(s: Situation, answer: Card) -> tuple[str, str]:
    return (
        "your partner has shown out of trump, so a trump lead draws none of your partner's trumps",
        "파트너는 으뜸패를 따라 내지 못했으니, 으뜸패를 리드해도 뽑혀 나갈 파트너의 으뜸패가 "
        "없습니다.",
    )


TRAPS: dict[str, Trap] = {
    "play-low-when-cannot-win": Trap(_ruff_cue, _ruff_fact),
    "count-trumps": Trap(_count_cue, _count_fact),
    "lead-trump-as-maker": Trap(_drawn_cue, _drawn_fact),
    "lead-against-loner": Trap(
        _loner_later_cue, _loner_later_fact, unquoted=True, literal=_next_suit
    ),
    "no-trump-lead-on-defence": Trap(_partner_out_cue, _partner_out_fact, unquoted=True),
}
# A counter slot of these themes looks for a trap of the rule they serve: cashing a winner
# (and cashing the one the shown voids leave safe) waits on A-1's count of the trumps.
TRAP_RULE = {"cash-winners": "count-trumps", "read-the-cards": "count-trumps"}


def trap_rule(theme: str) -> str:
    """The rule a trap found in a counter slot of ``theme`` is a trap of."""
    return TRAP_RULE.get(theme, theme)


def trap_fact(s: Situation, theme: str, answer: Card) -> tuple[str, str] | None:
    """Why ``theme``'s rule does not apply to a position that looks like its own (en, ko),
    when ``answer`` makes the position a trap of it: the rule does not apply here
    (``is_exception`` is False), the cards it would play are on offer, none of them is the
    answer, and (for "play low") none of them takes the trick the answer takes."""
    trap = TRAPS.get(theme)
    if trap is None or is_exception(s, theme):
        return None
    rule = THEMES[theme]
    literal = [c for c in s.legal if trap.plays(s, rule, c)]
    if not literal or answer in literal or not trap.cue(s, answer):
        return None
    if theme == "play-low-when-cannot-win" and any(s.beats_winner(c) for c in literal):
        return None
    return trap.fact(s, answer)


# The words every trap's note says: its rule does not apply here (tests and ``check`` read
# them; a note that gives way never says them).
DOES_NOT_APPLY = ("does not apply here: ", "여기에는 해당하지 않습니다")


def trap_note(s: Situation, theme: str, answer: Card) -> dict[str, str]:
    """The note a trap opens with: the rule in the spec's words, and the fact of the
    position that keeps it from applying."""
    fact = trap_fact(s, theme, answer)
    if fact is None:
        raise ValueError(f"the position is no trap of {theme}")
    fact_en, fact_ko = fact
    rule_en, rule_ko = counter_rule(theme, s.position.players, bid=s.position.variant.is_bid)
    return text(
        f"The usual advice — {rule_en} — {DOES_NOT_APPLY[0]}{fact_en}.",
        f"'{rule_ko}'는 원칙은 {DOES_NOT_APPLY[1]}. {fact_ko}",
    )


def is_trap(s: Situation, item: Mapping[str, Any]) -> bool:
    """A stored counter-example of the trap sort: its rule does not apply to a position
    that looks like its own (``trap_fact``)."""
    if not item.get("counter_example"):
        return False
    answer = parse_card(str(item["answer"][0]))
    return trap_fact(s, str(item["counter_theme"]), answer) is not None


def lesson_principle(item: Mapping[str, Any]) -> str | None:
    """The principle whose lesson section an item links to: the one it quotes, or for a
    trap whose answer follows no advice (``Trap.unquoted``), that of the rule which does
    not apply there. None otherwise (a cheap win links its theme's section)."""
    principle = item.get("principle")
    if principle is not None:
        return str(principle)
    # Only a trap's note says its rule does not apply (``check`` holds every other
    # counter-example's note to naming what it gives way to).
    note = str((item.get("counter_note") or {}).get("en", ""))
    countered = str(item.get("counter_theme"))
    trap = TRAPS.get(countered)
    if not item.get("counter_example") or trap is None or not trap.unquoted:
        return None
    return THEMES[countered].principle if DOES_NOT_APPLY[0] in note else None


def counter_note_of(
    s: Situation, theme: str, principle: str | None, answer: Card
) -> dict[str, str]:
    """The note of a counter-example of ``theme``: a trap's (the rule does not apply here)
    or, where the rule applies, why it gives way (``best_counter_note``)."""
    if trap_fact(s, theme, answer) is not None:
        return trap_note(s, theme, answer)
    return best_counter_note(s, theme, principle, answer)


def _near_miss_theme(spec: Spec, theme: str | None) -> str | None:
    near = spec.options.get("counter_near") or {}
    return None if theme is None else near.get(theme)


def _near_miss(spec: Spec, number: int, theme: str, near: str, rng: random.Random) -> Item | None:
    """An item of theme ``near`` whose position does not fit ``theme``: a counter-example
    where the position is a trap of ``theme``'s rule (``trap_fact``), else a plain item (a
    near miss is no exception to the rule, N7)."""
    plain = spec.without_counters()
    plain = replace(plain, options={**plain.options, "shortcuts": None})
    item = generate(plain, number, near, rng)
    if item is None:
        return None
    s = situation_from_item(item)
    # A rule that every choice keeps is no near miss ("don't lead trump" without a trump).
    if THEMES[theme].fits(s) or all(THEMES[theme].follows(s, c) for c in s.legal):
        return None
    answer = parse_card(str(item["answer"][0]))
    rule = trap_rule(theme)
    if trap_fact(s, rule, answer) is not None:
        # The near item is a trap of the slot's rule: a counter-example where it does not
        # apply. Its own explanation (quoting the principle its answer follows) stays.
        variant = spec.rules
        mark_counter(
            item,
            rule,
            counter_rule(rule, variant.players, bid=variant.is_bid),
            note=trap_note(s, rule, answer),
        )
    return item


def _fits_item(situation: Situation, answer: Card, theme: str | None, counter: bool) -> bool:
    """A plain item's answer follows its theme; a counter-example's answer breaks the
    theme's rule for another principle's sake, or wins with a safer card than the cheapest
    winner (``_safer_winner``)."""
    if not counter or theme is None:
        return _teaches(situation, answer, theme)
    if THEMES[theme].follows(situation, answer):
        return False
    if rival_principle(situation, theme, themes_of(situation, answer)) is not None:
        return True
    return _safer_winner(situation, answer, theme)


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


# "Win cheaply" gives way where a player still to act could beat the cheapest winner and
# not a stronger one (``principles.cheap_winner_threats``). §4 states no principle for it
# either way, so the item quotes none and its note says the position's fact. Its slots and
# those of trumping cheaply when void (the same rule with trumps) may find one.
SAFER_WINNER_THEME = "win-cheaply"
SAFER_WINNER_SLOTS = ("win-cheaply", "trump-or-discard")


def _may_give_way(s: Situation, theme: str | None) -> bool:
    """Cheap test before solving a counter slot: in one of winning cheaply, or of trumping
    when void with an opponent winning, no §4 principle can be why a card breaks the rule
    (S0-4 and S0-5 need partner winning, the rest a lead), so only a safer winner can."""
    if theme == "win-cheaply" or (theme == "trump-or-discard" and not s.partner_winning):
        return any(principles.cheap_winner_threats(s, c) for c in s.legal)
    return True


def _safer_winner(s: Situation, answer: Card, theme: str | None) -> bool:
    return (
        theme in SAFER_WINNER_SLOTS
        and is_exception(s, SAFER_WINNER_THEME)
        and bool(principles.cheap_winner_threats(s, answer))
    )


def safer_winner_item(s: Situation, item: Mapping[str, Any]) -> bool:
    """A stored counter-example of "win cheaply" whose answer is the safer winner (it
    quotes no principle and carries no theme that names one)."""
    answer = parse_card(str(item["answer"][0]))
    return (
        bool(item.get("counter_example"))
        and item.get("counter_theme") == SAFER_WINNER_THEME
        and item.get("principle") is None
        and principle_of(list(item["themes"]), None) is None
        and bool(principles.cheap_winner_threats(s, answer))
    )


# The rule each theme teaches, as a counter-example names it when it gives way: the §4
# advice in the spec's own words (``principles.ADVICE``). Themes §4 states no advice for
# (winning a trick cheaply, trumping or discarding, cashing a winner) are in ``NON_SPEC_RULES``
# and are never called advice.
COUNTER_RULES: dict[str, tuple[str, str]] = {
    "lead-trump-as-maker": principles.ADVICE["S0-1"],
    "lead-off-ace-on-defence": principles.ADVICE["S0-2"],
    "dont-overtrump-partner": principles.ADVICE["S0-4"],
    "dont-trump-partner-ace": principles.ADVICE["S0-5"],
    "play-low-when-cannot-win": principles.ADVICE["S0-6"],
    "count-trumps": principles.ADVICE["A-1"],
    "no-trump-lead-on-defence": principles.ADVICE["A-5"],
    "avoid-short-suit-lead": principles.ADVICE["A-6"],
    "lead-through-maker": principles.ADVICE["A-7"],
    "lead-against-loner": principles.ADVICE["A-8"],
}
# What the answer of these themes does, said as a play and not as advice (§4 has none).
NON_SPEC_RULES: dict[str, tuple[str, str]] = {
    "win-cheaply": (
        "taking the trick with the lowest card that wins it",
        "이기는 카드 중 가장 낮은 카드로 트릭을 가져오기",
    ),
    "trump-or-discard": (
        "trumping or discarding when you cannot follow suit",
        "무늬를 따라 낼 수 없을 때 으뜸패로 자르거나 카드를 버리기",
    ),
    "read-the-cards": (
        "leading the winner that the shown voids leave safe",
        "드러난 보이드로 안전해진 이기는 카드를 리드하기",
    ),
    "cash-winners": (
        "leading a card nobody can beat",
        "아무도 이길 수 없는 카드를 리드하기",
    ),
}
# The lead into the quote of the principle a counter-example's answer follows (test
# tests/quiz/test_banner_advice.py reads what follows it as the spec's words).
ANOTHER = "another: "
# S0-6 speaks only where no card of yours can win (rules-spec §4.1): an answer that takes
# the trick follows no §4 advice, and the note says what it does.
WIN_CHEAPLY_NAME = NON_SPEC_RULES["win-cheaply"]
# S0-4 names its own exception: the note says so instead of naming another principle.
OWN_EXCEPTION = "names this exception itself"


def soft_reads(s: Situation) -> dict[int, Card]:
    """S0-7's second half: an opponent not yet shown out of trump who spent a high trump
    that could not win "probably holds no lower trump". Only where every trump still
    unseen ranks below that card does the read say they hold none (British 608/37: the
    A♠ spent says nothing of the Benny above it). By seat, the card spent."""
    if s.trump is None:
        return {}
    voids = s.position.voids()
    spent = principles.spent_high_trumps(s.position)
    unseen = s.unseen_trumps()
    return {
        x: card
        for x, card in spent.items()
        if x in s.opponents()
        and s.trump not in voids[x]
        and all(s._power(c) < s._power(card) for c in unseen)
    }


def advice(s: Situation, principle: str) -> tuple[str, str]:
    """The spec's words an item quotes for ``principle``: S0-7's first half only, where no
    opponent's spent high trump is read (``soft_reads``, the second half)."""
    if principle == "S0-7" and not soft_reads(s):
        return principles.ADVICE["S0-7-void"]
    return principles.ADVICE[principle]


def principle_name(s: Situation, principle: str | None, answer: Card) -> tuple[str, str]:
    """The principle a counter-example's answer follows, as its note names it: the spec's
    words after "another: ", or, where §4 states nothing, what the answer does."""
    if principle is None or (principle == "S0-6" and s.beats_winner(answer)):
        return WIN_CHEAPLY_NAME
    en, ko = advice(s, principle)
    return ANOTHER + en, ko


def _gives_way(s: Situation, theme: str, principle: str | None, answer: Card) -> tuple[str, str]:
    """The note's opening: the theme's rule gives way here to the principle the answer
    follows, both in the spec's words where §4 states them."""
    rule_en, rule_ko = counter_rule(theme, s.position.players, bid=s.position.variant.is_bid)
    name_en, name_ko = principle_name(s, principle, answer)
    spec_rule = theme in COUNTER_RULES
    spec_name = name_en.startswith(ANOTHER)
    if spec_rule:
        en = f"The usual advice — {rule_en} — gives way here to {name_en}"
        # 평소라면: S0-1's own words say 보통은 ("normally your highest"); a supposition,
        # so 따르겠지만. One rule over another 우선합니다 (앞서다 is the verb of a lead).
        ko = f"평소라면 '{rule_ko}'는 원칙을 따르겠지만, 여기서는 "
    else:
        # No §4 advice to quote: what the theme's answer does, said as a play.
        en = f"{capital(rule_en)} gives way here to {name_en}"
        ko = f"여기서는 {rule_ko}보다 "
    ko += f"'{name_ko}'는 원칙이 우선합니다." if spec_name else f"{name_ko}가 우선합니다."
    return en, ko


def _draw_clause(s: Situation) -> tuple[str, str]:
    """Why a maker who reads a void cashes first instead of drawing the trump still out
    (where one opponent is out of trump, a count-the-trumps trap draws it instead): the
    maker's trumps cannot draw a higher one, or the maker's top trump is a trick whenever
    it is led. Empty when neither is so."""
    mine = sorted(_trumps(s), key=s._power, reverse=True)
    out = sorted(s.unseen_trumps(), key=s._power, reverse=True)
    if not mine or not out:
        return "", ""
    if s._power(mine[0]) < s._power(out[0]):
        one = len(mine) == 1
        return (
            f" Your {cards_list(mine)} {'ranks' if one else 'rank'} below the {out[0]} still "
            f"out, so a trump lead would only lose to it.",
            f" {josa(cards_ko(mine), '은')} 아직 나오지 않은 {card_ko(out[0])}보다 낮아 "
            "으뜸패를 리드하면 그 카드에 질 뿐입니다.",
        )
    return (
        f" Your {mine[0]} is the highest trump left and takes a trick whenever you lead it.",
        f" {card_josa(mine[0], '은')} 남은 으뜸패 가운데 가장 높아 언제 리드해도 트릭을 "
        "가져옵니다.",
    )


def best_counter_note(
    s: Situation, theme: str, principle: str | None, answer: Card
) -> dict[str, str]:
    """The note a counter-example of ``theme`` opens with: the rule gives way here, to
    which principle and why in this position (S0-4's own exception; the shown voids that
    make a winner safe from a trump, S0-7; the maker who plays right after you, A-7; the
    cheapest winner a player still to act could beat, where no principle is quoted). Only
    a position where the rule applies is a counter-example (``is_exception``)."""
    rule_en, rule_ko = counter_rule(theme, s.position.players, bid=s.position.variant.is_bid)
    if theme == SAFER_WINNER_THEME and principle is None:
        threats = principles.cheap_winner_threats(s, answer)
        if threats:
            return _safer_winner_note(s, answer, threats, rule_en)
    if theme == "dont-overtrump-partner" and principles.partner_threats(s):
        except_en, except_ko = principles.ADVICE["S0-4-except"]
        return text(
            f"The usual advice — {rule_en} — {OWN_EXCEPTION}: {except_en}. Here a player "
            "still to act could beat your partner's trump and your card stops it.",
            f"'{rule_ko}'는 원칙에는 스스로 정한 예외가 있습니다. '{except_ko}'고도 합니다. "
            "여기서는 아직 낼 사람이 파트너의 으뜸패를 이길 수 있고 당신의 카드로 그것을 "
            "막을 수 있습니다.",
        )
    start_en, start_ko = _gives_way(s, theme, principle, answer)
    p = s.position
    if principle == "S0-7" and p.trump is not None:
        out = [x for x in s.opponents() if p.trump in p.voids()[x]]
        if out:
            one = len(out) == 1
            who_en, who_ko = _names(out, s, "en"), _names(out, s, "ko")
            draw_en, draw_ko = _draw_clause(s) if theme == "lead-trump-as-maker" else ("", "")
            return text(
                f"{start_en}. {capital(who_en)} {'has' if one else 'have'} shown out of trump, "
                f"so {'that player cannot' if one else 'neither can'} trump your {answer}."
                + draw_en,
                f"{start_ko} {josa(who_ko, '은')} 으뜸패를 따라 내지 못했으니 "
                + ("" if one else "두 사람 모두 ")
                + f"{card_josa(answer, '을')} 자를 수 없습니다."
                + draw_ko,
            )
    if principle == "A-7" and p.maker is not None:
        maker_en, maker_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
        return text(
            f"{start_en}. {capital(maker_en)}, the maker, plays right after you, and your "
            "partner plays after the maker.",
            # Two subjects side by side take the same 은/는; 그다음 is one word.
            f"{start_ko} 메이커인 {josa(maker_ko, '은')} 당신 바로 다음에, 파트너는 그다음에 "
            "냅니다.",
        )
    return text(f"{start_en}.", start_ko)


# What the note says in place of a principle: the position's fact (``_safer_winner_note``).
SAFER_WINNER_LEAD = "gives way here: "


def _safer_winner_note(
    s: Situation, answer: Card, threats: list[Card], rule_en: str
) -> dict[str, str]:
    """The cheapest winner a player still to act could beat, and the answer none can: said
    as the position's fact, since §4 has no principle for it to give way to."""
    cheap = principles.cheapest_winner(s)
    if cheap is None:
        raise ValueError("no card of yours wins the trick")
    p = s.position
    later = principles.still_to_play(s)
    who = [x for x in later if any(principles.may_play(s, x, c) for c in threats)]
    who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
    # A turn-up an opponent took is known to be in that hand, not merely still out.
    up = p.upcard if p.upcard_taken and p.upcard in threats else None
    rest = [c for c in threats if c != up]
    with_en: list[str] = []
    with_ko: list[str] = []
    if up is not None:
        mine = who == [p.upcard_holder]
        with_en.append(
            f"the {up} turn-up "
            + ("that player took" if mine else f"{_name(p.upcard_holder, s, 'en')} took")
        )
        took_ko = "자기가" if mine else josa(_name(p.upcard_holder, s, "ko"), "이")
        with_ko.append(f"{took_ko} 가져간 턴업 {card_ko(up)}")
    if rest:
        with_en.append(
            f"the {cards_list(rest, joint='or')}, which {'is' if len(rest) == 1 else 'are'} "
            "still out"
        )
        with_ko.append(f"아직 나오지 않은 {cards_ko(rest)}")
    means_ko = " ".join([josa(w, "이나") for w in with_ko[:-1]] + with_ko[-1:])
    means_ko += " 중 하나" if len(threats) > 1 else ""
    return text(
        f"The usual play — {rule_en} — {SAFER_WINNER_LEAD}{who_en}, still to play, could beat "
        f"your {cheap} with {', or with '.join(with_en)}, but not your {answer}.",
        "보통은 이기는 카드 중 가장 낮은 카드로 트릭을 가져오지만, 여기서는 다릅니다. "
        f"아직 낼 {josa(who_ko, '은')} {josa(means_ko, '으로')} {card_josa(cheap, '을')} 이길 수 "
        f"있지만 {card_josa(answer, '은')} 이길 수 없습니다.",
    )


def counter_rule(theme: str, players: int, *, bid: bool = False) -> tuple[str, str]:
    """The rule a counter-example of ``theme`` names: the spec's words (S0-1 by its
    recommendation alone where the text has no side or no maker: three-hand, rules-spec
    2.4, and Bid Euchre), else what the theme's answer does."""
    # Bid Euchre's text says the bidders, never the maker (S0-1 names "the maker").
    if theme == "lead-trump-as-maker" and (players == 3 or bid):
        return principles.ADVICE["S0-1-lead"]
    if theme in COUNTER_RULES:
        return COUNTER_RULES[theme]
    return NON_SPEC_RULES[theme]


def _has_twin(situation: Situation, answer: Card) -> bool:
    """Whether another choice is worth exactly as much by a renaming of suits."""
    twins = card_twins(situation.position, situation.seat, situation.legal)
    return any(answer.code in pair for pair in twins)


def _confirmed(proof: Confirmation[Card]) -> Judgement:
    """The confirming deals' averages, which the explanation quotes."""
    return Judgement(dict(proof.means), proof.samples)


def _proven_explanation(
    situation: Situation,
    proof: Confirmation[Card],
    principle: str | None,
    themes: list[str],
    item: Mapping[str, Any],
    *,
    why: tuple[str, str] | None = None,
    quote: bool = True,
) -> dict[str, str]:
    """``explain`` for an item just proven: the confirming deals' figures and its stored
    proof (``item["confirm"]``), as ``text_from_item`` reads them back."""
    return explain(
        situation,
        _confirmed(proof),
        principle,
        themes,
        why,
        _unit(item),
        quote=quote,
        confirm=item.get("confirm"),
    )


def generate_curated(spec: Spec, number: int) -> Item:
    """Item ``number`` of the hand-written positions, proven like a generated one."""
    if not 1 <= number <= len(POSITIONS):
        raise GenerationError(f"there are only {len(POSITIONS)} curated positions")
    curated = POSITIONS[number - 1]
    item = base_item(spec, number)
    item.update(curated.item_fields())
    view = view_from_item(item)
    situation = Situation(view.position, view.seat)
    judgement = judge_play(view, str(item["id"]), samples=CURATED_SAMPLES)
    answer = judgement.best
    themes = themes_of(situation, answer)
    principle = principle_of(themes, curated.theme)
    proof = confirm_play(view, str(item["id"]), answer)
    if answer.code != curated.expected or not proof.proven or principle is None:
        raise GenerationError(
            f"{item['id']}: the engine does not prove {curated.expected} "
            f"(best {answer.code}, {proof.reason}, lower bound {proof.lower_bound:.2f} "
            f"after {proof.samples} deals): {curated.note}"
        )
    if _has_twin(situation, answer) or score_decided(view.position, view.seat):
        raise GenerationError(f"{item['id']}: the answer cannot be told apart: {curated.note}")
    if not principles.fits(principle, principles.Play(situation, answer)):
        raise GenerationError(f"{item['id']}: {answer.code} does not follow {principle}")
    others = unseparated(situation, principle, answer)
    if others:
        raise GenerationError(
            f"{item['id']}: {principle} fits {cards_text(others)} as well as {answer.code}, "
            f"and nothing the item says prefers the answer: {curated.note}"
        )
    if curated.theme is not None and curated.theme not in themes:
        raise GenerationError(f"{item['id']}: not a {curated.theme} position: {curated.note}")
    item.update(
        {
            "choices": [c.code for c in situation.legal],
            "answer": [answer.code],
            "themes": themes,
            "principle": quoted_principle(situation, principle),
            **item_fields(proof),
            "prompt": prompt(situation),
            # The seed's strategy section (S0-x) or the further principles of §4.2 (A-x).
            "source": "S0" if principle.startswith("S0") else "4.2",
        }
    )
    item["explanation"] = _proven_explanation(
        situation,
        proof,
        principle,
        themes,
        item,
        why=curated.why_text(),
        quote=curated.counter_of is None,
    )
    if curated.counter_of is not None:
        if not is_exception(situation, curated.counter_of) or curated.counter_of in themes:
            raise GenerationError(f"{item['id']}: not a counter-example: {curated.note}")
        mark_counter(
            item,
            curated.counter_of,
            counter_rule(
                curated.counter_of,
                situation.position.players,
                bid=situation.position.variant.is_bid,
            ),
            note=best_counter_note(situation, curated.counter_of, principle, answer),
        )
    return item


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


def _teaches(situation: Situation, answer: Card, theme: str | None) -> bool:
    themes = themes_of(situation, answer)
    if theme is not None and theme not in themes:
        return False
    return principle_of(themes, theme) is not None


# -- text -----------------------------------------------------------------------------------
# Seats are named as the player to act sees them (``words.seat_name``), the same words the
# table shows. Principles are quoted only where they fit (``principles.fits``); the web links
# to the lesson section that teaches them, so no rule id appears here.


def _name(seat: int, s: Situation, lang: str) -> str:
    return seat_name(seat, s.seat, s.position.players, lang)


def _names(seats: list[int], s: Situation, lang: str) -> str:
    names = [_name(seat, s, lang) for seat in seats]
    if lang == "en":
        return " and ".join(names)
    return "".join(josa(n, "와") + " " for n in names[:-1]) + names[-1]


def _suits(suits: list[Suit], lang: str, joint: str = " and ") -> str:
    if lang == "en":
        return joint.join(suit_en(x) for x in suits)
    return "".join(josa(suit_ko(x), "와") + " " for x in suits[:-1]) + suit_ko(suits[-1])


def _contract(p: Position) -> tuple[str, str]:
    if p.trump is None and p.low:
        return (
            "No-trump low: the 9 is the strongest card of each suit and the ace the weakest.",
            "노트럼프 로우입니다: 무늬마다 9가 가장 강하고 에이스가 가장 약합니다.",
        )
    return contract_en(p.trump, p.low), contract_ko(p.trump, p.low)


def _turn_up(s: Situation) -> tuple[str, str] | None:
    """Who took the turn-up (the dealer, or the caller in British Euchre), the player's own
    discard, or that the turn-up is dead or was turned down."""
    p = s.position
    up = p.upcard
    if up is None or p.variant.is_bid:
        return None
    if not p.upcard_taken:
        if p.trump is not None and up.suit is p.trump:
            dealer_partner = _name((p.dealer + 2) % 4, s, "en")
            dealer_partner_ko = _name((p.dealer + 2) % 4, s, "ko")
            if p.maker == s.seat:
                dealer_partner, dealer_partner_ko = "you", "당신"
            return (
                f"The {up} turn-up is dead: the dealer's partner ({dealer_partner}) went alone, "
                "so nobody took it and it stays out of play.",
                f"턴업 {card_josa(up, '은')} 죽은 카드입니다. 딜러의 파트너인 "
                f"{josa(dealer_partner_ko, '이')} 혼자 하기로 해서 아무도 가져가지 않았고, "
                "이번 판에는 쓰이지 않습니다.",
            )
        dealer_ko = "당신이" if p.dealer == s.seat else "딜러가"
        return (
            f"The {up} turn-up was turned down.",
            f"{dealer_ko} 턴업 {josa(card_ko(up), '을')} 엎었습니다.",
        )
    holder = p.upcard_holder
    british = p.variant.caller_takes_upcard
    why_en = " (the caller takes it in this game)" if british else ""
    # Korean puts the aside after the sentence, as its own sentence: no parenthesis.
    why_ko = " 이 게임에서는 부른 사람이 턴업을 가져갑니다." if british else ""
    if holder == s.seat:
        discard = p.discard
        thrown_en = f" and discarded the {discard}" if discard is not None else ""
        thrown_ko = f" {josa(card_ko(discard), '을')} 버렸습니다" if discard is not None else ""
        if discard is not None:
            return (
                f"You took the {up} turn-up{why_en}{thrown_en}.",
                f"당신이 턴업 {josa(card_ko(up), '을')} 가져가고{thrown_ko}.{why_ko}",
            )
        return (
            f"You took the {up} turn-up{why_en}.",
            f"당신이 턴업 {josa(card_ko(up), '을')} 가져갔습니다.{why_ko}",
        )
    holder_en, holder_ko = _name(holder, s, "en"), _name(holder, s, "ko")
    if holder == p.dealer:
        return (
            f"The dealer took the {up} turn-up.",
            f"딜러가 턴업 {card_josa(up, '을')} 가져갔습니다.",
        )
    return (
        f"{capital(holder_en)} called and took the {up} turn-up{why_en}.",
        f"{josa(holder_ko, '이')} 불러서 턴업 {card_josa(up, '을')} 가져갔습니다.{why_ko}",
    )


def prompt(s: Situation) -> dict[str, str]:
    en, ko = setting(s)
    if s.on_lead:
        en.append("You are on lead. Which card is best?")
        ko.append("당신이 리드할 차례입니다. 어떤 카드가 가장 좋을까요?")
    else:
        en.append("It is your turn. Which card is best?")
        ko.append("당신 차례입니다. 어떤 카드가 가장 좋을까요?")
    return text(" ".join(en), " ".join(ko))


def setting(s: Situation) -> tuple[list[str], list[str]]:
    """The hand's setting as the player to act is told it (en, ko sentences): the
    contract, who made it (or won the bid), who dealt and what became of the turn-up."""
    p = s.position
    maker_en, maker_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
    contract_line = _contract(p)
    en = [contract_line[0]]
    ko = [contract_line[1]]
    if p.variant.is_bid:
        en.append(f"{capital(maker_en)} won the bid at {p.bid}.")
        ko.append(f"{josa(maker_ko, '이')} {p.bid}트릭 비드를 따냈습니다.")
    else:
        alone_en = " and went alone" if p.alone else ""
        alone_ko = " 혼자 하기로" if p.alone else ""
        en.append(f"{capital(maker_en)} made trump{alone_en}.")
        ko.append(f"{josa(maker_ko, '이')}{alone_ko} 으뜸패를 정했습니다.")
        if p.defender_alone is not None:
            lone_en, lone_ko = _name(p.defender_alone, s, "en"), _name(p.defender_alone, s, "ko")
            en.append(f"{capital(lone_en)} defends alone.")
            ko.append(f"{josa(lone_ko, '이')} 혼자 수비합니다.")
    if not p.variant.is_bid:
        dealer_en, dealer_ko = _name(p.dealer, s, "en"), _name(p.dealer, s, "ko")
        en.append(f"{capital(dealer_en)} dealt.")
        ko.append(f"딜러는 {dealer_ko}입니다.")
    turn_up = _turn_up(s)
    if turn_up is not None:
        en.append(turn_up[0])
        ko.append(turn_up[1])
    return en, ko


def _side_sentence(s: Situation) -> tuple[str, str]:
    p = s.position
    if p.players == 3:
        if s.makers:
            return (
                "You are the maker, alone against the other two.",
                "당신이 메이커이고, 혼자서 두 사람을 상대합니다.",
            )
        return (
            "You and the other defender play together against the maker.",
            "당신과 다른 수비자가 함께 메이커를 상대합니다.",
        )
    if p.variant.is_bid:
        if s.makers:
            return "Your side won the bid.", "우리 팀이 비드를 따냈습니다."
        return (
            "The other side won the bid: you are defending.",
            "상대 팀이 비드를 따냈고, 당신은 수비 팀입니다.",
        )
    if s.makers:
        return "Your side made trump.", "우리 팀이 으뜸패를 정했습니다."
    return "You are defending.", "당신은 수비 팀입니다."


def _dead_top_trump(s: Situation) -> tuple[str, str] | None:
    """A dead turn-up above every trump in play: name the trump that is top instead."""
    p = s.position
    up = p.upcard
    if up is None or p.trump is None or p.upcard_taken or not s.is_trump(up):
        return None
    in_play = [c for c in [*s.unplayed_elsewhere, *s.hand] if c != up and s.is_trump(c)]
    if not in_play:
        return None
    top = max(in_play, key=lambda c: card_power(c, p.trump, p.trump))
    if card_power(up, p.trump, p.trump) < card_power(top, p.trump, p.trump):
        return None
    return (
        f"The {up} turn-up is dead, so the {top} is the highest trump in play.",
        f"턴업 {card_josa(up, '이')} 죽은 카드이니 쓰일 수 있는 가장 높은 으뜸패는 "
        f"{card_ko(top)}입니다.",
    )


def _shown_out(s: Situation) -> list[tuple[str, str]]:
    """Who has shown out of what (a hard fact: they failed to follow)."""
    p = s.position
    voids = p.voids()
    out: list[tuple[str, str]] = []
    for seat in p.active:
        if seat == s.seat:
            continue
        # Trump first, marked as such: "spades (trump) and diamonds".
        suits = sorted((x for x in SUITS if x in voids[seat]), key=lambda x: x is not p.trump)
        if not suits:
            continue
        name_en, name_ko = _name(seat, s, "en"), _name(seat, s, "ko")
        shown_en = _suits(suits, "en")
        shown_ko = _suits(suits, "ko")
        if p.trump in suits:
            shown_en = shown_en.replace(suit_en(p.trump), f"{suit_en(p.trump)} (trump)", 1)
            shown_ko = shown_ko.replace(suit_ko(p.trump), f"{suit_ko(p.trump)}(으뜸패)", 1)
        none_ko = "그 무늬가" if len(suits) == 1 else f"{_count_ko(len(suits))} 무늬가 모두"
        out.append(
            (
                f"{capital(name_en)} has shown out of {shown_en}: "
                f"no {_suits(suits, 'en', ' or ')} are left in that hand.",
                # Who first, and the suits named once (review: the subject came last,
                # after the suits, and they were said twice).
                f"{josa(name_ko, '은')} {josa(shown_ko, '이')} 리드됐을 때 따라 내지 "
                f"못했으니 {none_ko} 없습니다.",
            )
        )
    return out


_KO_COUNTS = ("한", "두", "세", "네", "다섯", "여섯")


def _team_ko(s: Situation) -> str:
    """A side in Korean: 팀, as the lessons write it; in three-hand nobody has a team (the
    maker plays alone against two), so 쪽."""
    return "팀" if s.position.players == 4 else "쪽"


def _count_ko(number: int) -> str:
    """A count of tricks in Korean prose, read with native numbers as the lessons write
    them: "세 트릭", "두 트릭" (the score line keeps its digits)."""
    return _KO_COUNTS[number - 1] if 1 <= number <= len(_KO_COUNTS) else str(number)


def _known_trumps(s: Situation) -> list[tuple[str, str]]:
    """Hard facts about the trumps still out: a turn-up an opponent took and has not
    played (named, and "the only trump left against you" when it is), or that every trump
    still out is in your hand."""
    p = s.position
    if p.trump is None or p.variant.is_bid:
        return []
    out = s.unseen_trumps()
    up = p.upcard
    if (
        up is not None
        and p.upcard_taken
        and s.is_trump(up)
        and up in out
        and p.upcard_holder not in s.side
        and p.upcard_holder in p.active
    ):
        holder_en, holder_ko = _name(p.upcard_holder, s, "en"), _name(p.upcard_holder, s, "ko")
        if out == [up]:
            return [
                (
                    f"{capital(holder_en)} still holds the {up} turn-up: it is the only trump "
                    "left against you.",
                    f"{josa(holder_ko, '은')} 아직 턴업 {card_josa(up, '을')} 가지고 있고, "
                    "이것이 상대에게 남은 유일한 으뜸패입니다.",
                )
            ]
        return [
            (
                f"{capital(holder_en)} still holds the {up} turn-up.",
                f"{josa(holder_ko, '은')} 아직 턴업 {card_josa(up, '을')} 가지고 있습니다.",
            )
        ]
    mine = [c for c in s.hand if s.is_trump(c)]
    elsewhere = [
        c for c in s.unplayed_elsewhere if s.is_trump(c) and not (c == up and not p.upcard_taken)
    ]
    if mine and not elsewhere and s.position.history:
        return [
            (
                f"Every trump still out is in your hand ({cards_text(mine)}).",
                f"남은 으뜸패는 모두 당신 손에 있습니다({cards_ko(mine)}).",
            )
        ]
    return []


# The count of the trumps still out, said where a lead is to be chosen (A-1).
TRUMPS_OUT = ("Count the trumps: ", "으뜸패를 세어 보면 ")
TRUMPS_OUT_MAX = 2


def trumps_out_fact(s: Situation) -> list[Card]:
    """The trumps still out (``Situation.unseen_trumps``) where a strong player's count of
    them bears on the lead: on lead after the first trick, one or two left."""
    p = s.position
    if p.trump is None or p.variant.is_bid or not s.on_lead or not p.history:
        return []
    gone = set(principles.out_of_play(s))
    out = principles.trumps_in([c for c in s.unseen_trumps() if c not in gone], p.trump)
    return out if 1 <= len(out) <= TRUMPS_OUT_MAX else []


def known_turn_up(s: Situation) -> tuple[Card, int] | None:
    """A trump turn-up taken and not yet played by another player of the hand (partner or
    opponent): a trump known to be in that hand, and no unseen card."""
    p = s.position
    up = p.upcard
    if (
        up is None
        or not p.upcard_taken
        or p.upcard_holder is None
        or not s.is_trump(up)
        or up in p.played()
        or p.upcard_holder == s.seat
        or p.upcard_holder not in p.active
    ):
        return None
    return up, p.upcard_holder


def _trumps_out_sentence(s: Situation) -> tuple[str, str] | None:
    """The count of the trumps not in your hand (``trumps_out_fact``): every unplayed one
    is named, a known one with the hand that holds it (a turn-up your partner took besides
    yours, one an opponent took among those still out), never left out silently."""
    out = trumps_out_fact(s)
    if not out or s.position.trump is None:
        return None
    mine = principles.trumps_in(s.hand, s.position.trump)
    known = known_turn_up(s)
    ours_en: list[str] = [cards_list(mine)] if mine else []
    ours_ko: list[str] = [cards_ko(mine)] if mine else []
    out_en = [str(c) for c in out]
    out_ko = [card_ko(c) for c in out]
    if known is not None:
        up, holder = known
        holder_en, holder_ko = _name(holder, s, "en"), _name(holder, s, "ko")
        if holder in s.side:
            ours_en.append(f"the {up} turn-up {holder_en} holds")
            ours_ko.append(f"{josa(holder_ko, '이')} 가진 턴업 {card_ko(up)}")
        elif up in out:
            # The known one last, so that its holder reads as holding that card alone.
            at = out.index(up)
            del out_en[at], out_ko[at]
            out_en.append(f"the {up} turn-up {holder_en} holds")
            out_ko.append(f"{josa(holder_ko, '이')} 가진 턴업 {card_ko(up)}")
    yours_en = f"besides your {' and '.join(ours_en)}, " if ours_en else ""
    yours_ko = (
        f"당신의 {' '.join(josa(x, '와') for x in ours_ko[:-1])} {ours_ko[-1]} 말고 ".replace(
            "당신의  ", "당신의 "
        )
        if ours_ko
        else ""
    )
    if not mine and ours_ko:
        yours_ko = yours_ko.replace("당신의 ", "", 1)
        yours_en = yours_en.replace("besides your ", "besides ", 1)
    number_en, number_ko = ("one is", "한 장") if len(out) == 1 else ("two are", "두 장")
    out_en = [x if x.startswith("the ") else f"the {x}" for x in out_en]
    if len(out_en) == 2 and not out_en[1].endswith("holds"):
        out_en[1] = out_en[1][4:]  # "the J♦ and K♦"
    listed_en = " and ".join(out_en)
    held_out = len(out_ko) == 2 and out_ko[1].startswith(("왼쪽", "오른쪽"))
    listed_ko = f"{josa(out_ko[0], '와')} {out_ko[1]}" if held_out else ", ".join(out_ko)
    return (
        f"{TRUMPS_OUT[0]}{yours_en}only {number_en} still out, {listed_en}.",
        f"{TRUMPS_OUT[1]}{yours_ko}아직 나오지 않은 으뜸패는 {listed_ko} {number_ko}뿐입니다.",
    )


def _tricks(s: Situation) -> list[tuple[str, str]]:
    """Tricks won so far, and what the remaining tricks are worth in points."""
    p = s.position
    if not p.history:
        return []
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    theirs = sum(won.values()) - mine
    # Three-hand: the maker plays alone (rules-spec 2.4), so one maker and no "side" of his.
    lone_maker = p.players == 3
    team = _team_ko(s)
    if lone_maker and s.makers:
        so_far = (
            f"Tricks so far: you {mine}, the defenders {theirs}.",
            f"지금까지 딴 트릭: 당신 {mine}, 수비 쪽 {theirs}.",
        )
    else:
        so_far = (
            f"Tricks so far: your side {mine}, the opponents {theirs}.",
            f"지금까지 딴 트릭: 우리 {team} {mine}, 상대 {team} {theirs}.",
        )
    sentences = [so_far]
    if p.variant.is_bid:
        return sentences
    makers = mine if s.makers else theirs
    defenders = theirs if s.makers else mine
    need = 3
    makers_en, has, need_s = (
        ("The maker", "has", "needs") if lone_maker else ("The makers", "have", "need")
    )
    # The lessons' words: a side is a 팀 (메이커 팀, 수비 팀; in three-hand the lone maker
    # and 수비 쪽), and the makers 유커를 당하다, the glossary's verb (not 유커시키다).
    makers_ko = "메이커" if lone_maker else "메이커 팀"
    them_en = "euchre the maker" if lone_maker else "euchre them"
    if p.alone and p.players == 4:
        # A loner: one player, named as the table names them.
        loner_en, loner_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
        you = p.maker == s.seat
        makers_en, has, need_s = (
            capital(loner_en),
            ("have" if you else "has"),
            ("need" if you else "needs"),
        )
        makers_ko = loner_ko
        them_en = "euchre you" if you else "euchre the lone hand"
    if defenders == 0 and makers >= need:
        sentences.append(
            (
                f"{capital(makers_en)} {has} {count_en(makers, 'trick')}: the hand is made, "
                "and only "
                "taking all five (a march) scores more. A fourth trick on its own adds nothing.",
                f"{josa(makers_ko, '이')} {_count_ko(makers)} 트릭을 땄으니 이번 판은 이미 "
                "성공입니다. 점수가 더 늘어나는 것은 다섯 트릭을 모두 따는 전승뿐이고, 네 번째 "
                "트릭만으로는 달라지는 것이 없습니다.",
            )
        )
    elif 1 <= defenders < need and makers < need:
        # Said of the side that is euchred, so the sentence cannot read as the defenders'
        # own euchre; the march is stopped (defending) or out of reach (making).
        march_ko = "전승은 할 수 없습니다." if s.makers else "전승은 이미 막았습니다."
        sentences.append(
            (
                f"The defenders have {count_en(defenders, 'trick')}, so there is no march: "
                f"{makers_en.lower()} {need_s} "
                f"{count_en(need - makers, 'more trick', 'more tricks')} to score, "
                f"the defenders {need - defenders} to {them_en}.",
                f"{josa(f'수비 {team}', '이')} {_count_ko(defenders)} 트릭을 땄으니 "
                f"{march_ko} {josa(makers_ko, '은')} {_count_ko(need - makers)} 트릭을 더 "
                f"따야 점수를 내고, {josa(f'수비 {team}', '이')} "
                f"{_count_ko(need - defenders)} 트릭을 더 따면 {josa(makers_ko, '이')} "
                "유커를 당합니다.",
            )
        )
    return sentences


def _makers(s: Situation) -> tuple[str, str]:
    """The side that made the contract: the makers (메이커), in Bid Euchre the bidders
    (계약 팀), as the Bid Euchre lessons call them."""
    if s.position.variant.is_bid:
        return "bidders", "계약 팀"
    if s.position.players == 3:
        return "maker", "메이커"
    return "makers", "메이커"


def _opponents_words(s: Situation) -> tuple[str, str]:
    """The side a defender plays against, as a sentence names it: the makers, or against a
    loner the one player by seat ("the right opponent")."""
    p = s.position
    if p.alone and p.players == 4 and not s.makers:
        return _name(p.maker, s, "en"), _name(p.maker, s, "ko")
    makers_en, makers_ko = _makers(s)
    return f"the {makers_en}", makers_ko


def _single_maker(s: Situation) -> bool:
    """The side a defender plays against is one player: a loner, or the three-hand maker."""
    p = s.position
    return p.players == 3 or (p.alone and p.players == 4)


def partner_may_hold_trump(s: Situation) -> bool:
    """A partner in play who has not shown out of trump: the only trumps a defender's trump
    lead could draw for the makers besides the leader's own (A-5's reason)."""
    p = s.position
    voids = p.voids()
    partners = [x for x in s.side if x != s.seat and x in p.active]
    return any(p.trump not in voids[x] for x in partners)


def _winner_text(s: Situation) -> tuple[str, str]:
    seat = s.winner_seat if s.winner_seat is not None else s.seat
    card = s.winner_card
    if card is None:
        raise ValueError("no trick in progress")
    who_en, who_ko = _name(seat, s, "en"), _name(seat, s, "ko")
    return f"{who_en}'s {card}", f"{who_ko}의 {card_ko(card)}"


def _principle_sentences(
    principle: str | None, s: Situation, answer: Card, *, quote: bool = True
) -> tuple[str, str]:
    """The principle in the spec's words (``principles.ADVICE``), then what it means here
    with the position's own cards (no rule id). S0-6 is quoted only where none of your
    cards can win (``quoted_principle``); a card that takes the trick follows no §4 advice
    and its sentences say what the position and the deals show. With no principle at all,
    the answer is a winner safer than the cheapest (``_safer_winner_sentences``)."""
    if principle is None and s.on_lead:
        return _unquoted_lead_sentences(s, answer)
    if principle is None:
        return _safer_winner_sentences(s, answer)
    en, ko = _position_sentences(principle, s, answer, quote=quote)
    quoted = _quote(principle, s, answer) if quote else None
    if quoted is None:
        return en, ko
    return f"{quoted[0]} {en}", f"{quoted[1]} {ko}"


def _quote(principle: str, s: Situation, answer: Card) -> tuple[str, str] | None:
    """The sentence quoting the principle the answer follows, in the spec's words."""
    if quoted_principle(s, principle) is None or principle not in principles.ADVICE:
        return None
    en, ko = advice(s, principle)
    if principle == "S0-4" and s.beats_winner(answer):
        except_en, except_ko = principles.ADVICE["S0-4-except"]
        return (
            f"The usual advice — {en} — gives way here to the rest of it: {except_en}.",
            f"보통은 '{ko}'는 원칙을 따르지만, 여기서는 같은 원칙의 뒷부분인 '{except_ko}'가 "
            "우선합니다.",
        )
    p = s.position
    bid = p.variant.is_bid
    if principle == "S0-1" and bid:
        # Bid Euchre says the bidders, not the maker: the recommendation, said of them.
        lead_en, lead_ko = principles.ADVICE["S0-1-lead"]
        return (
            f"The usual advice — {lead_en} — is for the side that made trump: here that is "
            "your side, which won the bid.",
            f"'{lead_ko}'는 원칙은 으뜸패를 정한 쪽에 해당합니다. 여기서는 계약을 따낸 "
            "우리 팀이 그쪽입니다.",
        )
    if principle == "S0-1" and p.players == 3:
        # The three-hand maker has no side: the recommendation, said of the maker alone.
        lead_en, lead_ko = principles.ADVICE["S0-1-lead"]
        return (
            f"The usual advice — {lead_en} — is for the side that made trump: here that is "
            "you, the maker, alone against the other two.",
            f"'{lead_ko}'는 원칙은 으뜸패를 정한 쪽에 해당합니다. 여기서는 다른 두 사람을 "
            "상대로 혼자 하는 메이커인 당신이 그쪽입니다.",
        )
    sister = p.trump.sister if p.trump is not None else None
    if principle == "A-8" and sister is not None and not _next_suit(s, answer):
        held = [c for c in s.legal if _next_suit(s, c)]
        if held:
            return (
                f"The usual advice — {en} — gives way here: the deals favour {answer} over "
                f"your {cards_list(held)}.",
                f"보통은 '{ko}'는 원칙을 따르지만, 여기서는 여러 배치를 계산해 보면 "
                f"{cards_ko(held)}보다 {josa(card_ko(answer), '이')} 낫습니다.",
            )
        return (
            f"The usual advice — {en} — cannot be followed here: you hold no {suit_en(sister)}.",
            f"'{ko}'는 원칙이 있지만, 당신에게는 {josa(suit_ko(sister), '이')} 없습니다.",
        )
    return (f"The usual advice — {en} — fits here.", f"'{ko}'는 원칙이 여기에 해당합니다.")


def _unquoted_lead_sentences(s: Situation, answer: Card) -> tuple[str, str]:
    """A trap's lead that follows no §4 advice: a defender's trump lead (A-5's trap) or a
    side card against a loner a trick or more in (A-8's)."""
    if s.is_trump(answer):
        return _trump_lead_sentences(s, answer)
    return _loner_lead_sentences(s, answer)


def _loner_lead_sentences(s: Situation, answer: Card) -> tuple[str, str]:
    """What a side-card lead against a loner does, a trick or more in (a trap of A-8, whose
    note says why the next suit is not the question): the lone hand must trump it, or it
    is the highest of its suit left (``_boss_sentence`` or the last cards' sentence)."""
    p = s.position
    if p.maker is None or not _loner_void(s, answer):
        boss = _boss_sentence(s, answer, [])
        if boss is not None:
            return boss
        suit = effective_suit(answer, p.trump)
        if suit is None or not s.is_boss(answer):
            raise ValueError("a side-card lead against a loner that follows no principle")
        return (
            f"No {suit_name(suit, 'en')} left can beat your {answer}: only a trump can take it.",
            f"남은 {suit_ko(suit)} 가운데 {card_josa(answer, '을')} 이길 카드는 없으니, "
            "이기려면 으뜸패로 잘라야 합니다.",
        )
    # The note names the void; this says what a lead into it does.
    return (
        "A suit the lone hand cannot follow makes it trump or give the trick up.",
        "혼자 하는 사람이 따라 낼 수 없는 무늬를 리드하면, 그 사람은 으뜸패로 자르거나 "
        "트릭을 내줘야 합니다.",
    )


def _trump_lead_sentences(s: Situation, answer: Card) -> tuple[str, str]:
    """A defender's lead of the highest trump left that follows no §4 advice (a trap of
    A-5, whose note says why the rule does not apply): what the lead does."""
    if not s.is_trump(answer):
        raise ValueError("a lead that follows no principle is a trump lead here")
    return (
        f"Your {answer} is the highest trump left: it takes the trick, and each "
        "opponent who still holds a trump must follow with one.",
        f"{card_josa(answer, '은')} 아직 나오지 않은 으뜸패 가운데 가장 높으니 이 트릭을 "
        "가져오고, 으뜸패가 남아 있는 상대는 모두 으뜸패를 따라 내야 합니다.",
    )


def _safer_winner_sentences(s: Situation, answer: Card) -> tuple[str, str]:
    """A stronger winner than the cheapest: it makes the trick sure (the counter note says
    who could beat the cheaper one), which the deals value over keeping it."""
    held_en, held_ko = _winner_text(s)
    winners = sorted((c for c in s.legal if s.beats_winner(c)), key=s._power)
    a = str(answer)
    return (
        f"Your {cards_list(winners)} {'both' if len(winners) == 2 else 'all'} beat {held_en}. "
        f"The {a} makes the trick sure, and over the deals that is worth more than keeping "
        "it for a later trick.",
        f"{josa(cards_ko(winners), '이')} 모두 {josa(held_ko, '을')} 이깁니다. "
        f"{card_josa(answer, '으로')} 이기면 이 트릭은 확실히 가져오고, 여러 배치를 계산해 "
        f"보면 그 편이 {card_josa(answer, '을')} 나중 트릭을 위해 아끼는 것보다 낫습니다.",
    )


def _position_sentences(
    principle: str, s: Situation, answer: Card, *, quote: bool = True
) -> tuple[str, str]:
    """What the principle means here, with the position's own cards."""
    p = s.position
    a, ak = str(answer), card_ko(answer)
    if principle == "S0-1":
        partner_called = p.maker != s.seat and p.maker in s.side
        # "Even if it is small" only of a small trump that a trump still out beats: not of a
        # bower, the joker or the ace, nor of the 10 once every higher trump is gone.
        small = (
            answer.rank is not None
            and answer.rank < Rank.ACE
            and answer.rank is not Rank.JACK
            and any(s._power(c) > s._power(answer) for c in s.unseen_trumps())
        )
        extra_en = (
            f" Your partner called, so lead your highest trump, {a}"
            + (", even if it is small." if small else ".")
            if partner_called
            else ""
        )
        extra_ko = (
            f" 파트너가 불렀으니 {'작더라도 ' if small else ''}가장 높은 으뜸패인 "
            f"{josa(ak, '을')} 리드합니다."
            if partner_called
            else ""
        )
        # Three-hand: the maker plays alone, there is no side (rules-spec 2.4). The Korean
        # leaves out who made trump: the side sentence and the quote just said it.
        made_en = "You made trump" if p.players == 3 else "Your side made trump"
        return (
            f"{made_en} and the opponents may still hold trumps: a trump lead draws "
            f"them.{extra_en}",
            f"으뜸패를 리드해 상대에게 아직 남아 있을지 모르는 으뜸패를 뽑아냅니다.{extra_ko}",
        )
    makers_en, makers_ko = _opponents_words(s)
    if principle == "S0-2":
        return _highest_side_sentences(s, answer, makers_en, makers_ko)
    if principle in ("S0-4", "S0-5"):
        held_en, held_ko = _winner_text(s)
        spend = [c for c in s.legal if s.is_trump(c) and s.beats_winner(c)]
        spend_en = f" Playing the {spend[0]} would spend a trump for nothing." if spend else ""
        spend_ko = f" {card_josa(spend[0], '을')} 내면 으뜸패를 헛되이 씁니다." if spend else ""
        if principle == "S0-4" and s.beats_winner(answer):
            return _cover_sentences(s, answer, held_en, held_ko)
        if principle == "S0-4" and spend and principles.partner_safe(s) is None:
            # Partner's trump may still be beaten: never say it "already wins".
            return _threat_sentences(s, answer, spend, held_en, held_ko)
        if principle == "S0-4" and spend and s.led is not None and s.led is s.trump:
            # Partner led trump: every choice is a trump, so the point is which one to keep.
            safe_en, safe_ko = _safe_sentences(s)
            return (
                f"{capital(held_en)} already wins the trick: {safe_en}. You must follow with "
                f"a trump anyway: play {a} and keep the {spend[0]} for later.",
                f"{josa(held_ko, '이')} 이미 트릭을 이기고 있습니다. {safe_ko}. 어차피 으뜸패를 "
                f"내야 하니 {josa(ak, '을')} 내고 {card_josa(spend[0], '은')} 나중을 위해 "
                "아낍니다.",
            )
        if principle == "S0-4":
            safe_en, safe_ko = _safe_sentences(s)
            return (
                f"{capital(held_en)} already wins the trick: {safe_en}.{spend_en}",
                f"{josa(held_ko, '이')} 이미 트릭을 이기고 있습니다. {safe_ko}.{spend_ko}",
            )
        led = s.led or Suit.SPADES
        return (
            f"You have no {suit_en(led)}, but {held_en} is winning: let it ride and throw {a}.",
            f"당신에게 {josa(suit_ko(led), '이')} 없지만 "
            f"{josa(held_ko, '이')} 이기고 있으니 그대로 두고 {josa(ak, '을')} 버립니다.",
        )
    if principle == "S0-6":
        held_en, held_ko = _winner_text(s)
        winners = [c for c in s.legal if s.beats_winner(c)]
        who, over = _overtakers(s, answer)
        if len(winners) == 1 and who:
            who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
            verb = "ruff" if s.is_trump(answer) and s.led is not s.trump else "play"
            verb_ko = (
                f"{card_josa(answer, '으로')} 자르고"
                if verb == "ruff"
                else f"{card_josa(answer, '을')} 내고"
            )
            return (
                f"Only {a} beats {held_en} so far: {verb} it, and make {who_en}, still to "
                f"play, overtake it if they can ({cards_list(over, joint='or')}).",
                f"지금까지 {josa(held_ko, '을')} 이기는 카드는 {ak}뿐입니다. "
                f"{verb_ko}, 아직 낼 {josa(who_ko, '이')} "
                f"이기려면 더 높은 카드({cards_ko(over)})를 쓰게 만듭니다.",
            )
        # Playing last, there is nobody still to play to speak of.
        last = not principles.still_to_play(s)
        if len(winners) == 1:
            after_en = "you play last" if last else "nobody still to play can beat it"
            after_ko = (
                "당신이 마지막으로 내니" if last else "아직 낼 사람 중 이를 이길 사람이 없으니"
            )
            return (
                f"You can win this trick: {a} is your only card that beats {held_en}, and "
                f"{after_en}, so take it.",
                f"이 트릭은 이길 수 있습니다. {josa(held_ko, '을')} 이기는 카드는 "
                f"{ak}뿐이고 {after_ko} 가져옵니다.",
            )
        if winners and who:
            who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
            stronger = [c for c in winners if c != answer]
            keep_en, keep_ko = cards_list(stronger), cards_ko(stronger)
            return (
                f"{a} is your weakest card that beats {held_en}. "
                f"{capital(who_en)}, still to play, may beat it "
                f"({_over_text(s, over, 'en')}); the {keep_en} would be safer on this trick, "
                "but the deals favour keeping "
                f"{'it' if len(stronger) == 1 else 'them'} for the tricks to come.",
                f"{josa(ak, '은')} {held_ko}보다 센 카드 가운데 가장 약한 카드입니다. "
                f"뒤에 낼 {josa(who_ko, '이')} 이 카드를 이길 수 있어"
                f"({_over_text(s, over, 'ko')}) 이 트릭만 보면 {josa(keep_ko, '이')} 더 "
                f"안전하지만, 여러 배치를 계산해 보면 {josa(keep_ko, '은')} 남은 트릭을 위해 "
                "아끼는 편이 낫습니다.",
            )
        if winners and answer in winners:
            # Several cards win and nobody still to play can overtake: the cheapest one.
            stronger = [c for c in winners if c != answer]
            keep_en, keep_ko = cards_list(stronger), cards_ko(stronger)
            if last:
                return (
                    f"You can win this trick, and you play last: {a} is your weakest card "
                    f"that beats {held_en}, so win with it and keep the {keep_en} for the "
                    "tricks to come.",
                    # 이기다 once a sentence (review: four in two sentences).
                    f"이 트릭은 딸 수 있고, 당신이 마지막으로 냅니다. "
                    f"{held_ko}보다 센 카드 가운데 가장 약한 "
                    f"{card_josa(answer, '으로')} 트릭을 가져오고, {josa(keep_ko, '은')} 남은 "
                    "트릭을 위해 아낍니다.",
                )
            return (
                f"You can win this trick, and nobody still to play can beat {a}: it is your "
                f"weakest card that beats {held_en}, so win with it and keep the {keep_en} "
                "for the tricks to come.",
                f"이 트릭은 딸 수 있고, 아직 낼 사람 가운데 {josa(ak, '을')} 이길 사람은 "
                f"없습니다. {held_ko}보다 센 카드 가운데 가장 약한 "
                f"{card_josa(answer, '으로')} 트릭을 가져오고, {josa(keep_ko, '은')} 남은 "
                "트릭을 위해 아낍니다.",
            )
        # S0-6's "lowest-ranked" card. Not "weakest": a king highest in its suit is still
        # the lowest beside an ace (review of 607/13); in no-trump low the ace is weakest.
        low_en, high_en = ("weakest", "stronger") if s.low else ("lowest", "higher")
        low_ko, high_ko = ("가장 약한", "더 강한") if s.low else ("가장 낮은", "더 높은")
        if winners:
            # A card would win, but giving the trick up scores more over the deals.
            return (
                f"You could win this trick ({cards_list(winners, joint='or')} beats "
                f"{held_en}), but over the deals winning it costs more than it brings: play "
                f"your {low_en} card, {a}, and keep the {high_en} ones for later tricks.",
                f"이길 카드({cards_ko(winners)})가 있지만, 여러 배치를 계산해 보면 이 트릭을 "
                f"이기는 쪽이 점수가 더 적습니다. {low_ko} 카드인 {josa(ak, '을')} 내고, "
                f"{high_ko} 카드는 나중 트릭을 위해 아낍니다.",
            )
        if s.trump is None and s.void_in_led():
            # A no-trump discard: "weakest" across suits is no reason; which card is kept is.
            return _no_trump_discard(s, answer, held_en, held_ko)
        weakest = [c for c in s.legal if s.low_key(c) == s.low_key(answer)]
        if len(weakest) > 1:
            tied = cards_text(weakest)
            return (
                f"None of your cards beats {held_en}: play any of your {low_en} cards ({tied}) "
                f"and keep the {high_en} ones for later tricks. Of these, the deals favour {a}.",
                f"{josa(held_ko, '을')} 이길 카드가 없으니 {low_ko} 카드({tied}) 중 하나를 내고 "
                f"{high_ko} 카드는 나중 트릭을 위해 아낍니다. "
                f"그중에서는 {josa(ak, '이')} 낫습니다.",
            )
        winning = s.winner_card
        if s.partner_winning and winning is not None and not _overtakers(s, winning)[0]:
            return (
                f"{capital(held_en)} already wins the trick: nobody still to play can beat it. "
                f"Play your {low_en} card, {a}, and keep the {high_en} ones for later tricks.",
                f"{josa(held_ko, '이')} 이미 트릭을 이기고 있습니다. 아직 낼 사람 중 이를 이길 "
                f"사람이 없습니다. {low_ko} 카드인 {josa(ak, '을')} 내고, {high_ko} 카드는 나중 "
                "트릭을 위해 아낍니다.",
            )
        return (
            f"None of your cards beats {held_en}: play your {low_en} card, {a}, and keep the "
            f"{high_en} ones for later tricks.",
            f"{josa(held_ko, '을')} 이길 카드가 없으니 {low_ko} 카드인 {josa(ak, '을')} 내고, "
            f"{high_ko} 카드는 나중 트릭을 위해 아낍니다.",
        )
    suit = effective_suit(answer, p.trump) or Suit.SPADES
    if principle == "S0-7":
        return _read_sentences(s, answer, suit)
    if principle == "A-1":
        against_en, against_ko, have = "the opponents", "상대", "have"
        if p.alone and p.players == 4 and not s.makers:
            against_en, against_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
            have = "has"
        if not s.unseen_trumps():
            lone = p.players == 3 and s.makers
            why_en = "every trump is played or " + ("in your hand" if lone else "on your side")
            # One sentence, the reason and what follows (not '…있습니다. 그러니 …').
            why_ko = (
                "으뜸패는 모두 나왔거나 "
                + ("당신 손에 있으니" if lone else f"우리 {_team_ko(s)}에 있으니")
                + f" {against_ko}에게는 으뜸패가 없습니다"
            )
        else:
            why_en = f"{against_en} {have} shown out of trump"
            why_ko = f"{josa(against_ko, '은')} 으뜸패를 따라 내지 못했으니 으뜸패가 전혀 없습니다"
        return (
            f"Here {why_en}, so {against_en} {have} none. {a} is the highest "
            f"{suit_en(suit)[:-1]} left and nobody can trump it: cash it while you have the lead.",
            f"{why_ko}. {josa(ak, '은')} 남은 {suit_ko(suit)} 중 가장 높고 아무도 자를 수 "
            "없으니, 지금 리드합니다.",
        )
    if principle == "A-5":
        return (
            f"Lead {a}.",
            f"{josa(ak, '을')} 리드합니다.",
        )
    if principle == "A-6":
        short = sorted(short_suits(p), key=SUITS.index)
        # Trump's sister suit lost its jack to trump: five cards of 24, seven of 32.
        sister_size = (8 if p.variant.deck.low_ranks else 6) - 1
        turned_down = p.trump is not None and any(x is not p.trump.sister for x in short)
        if turned_down:
            why_en = (
                f"trump's sister suit has only {sister_size} cards and the turned-down suit "
                "lost a card"
            )
            why_ko = (
                f"으뜸패의 자매 무늬는 {sister_size}장뿐이고 딜러가 엎은 무늬는 한 장이 빠져 있어"
            )
        else:
            why_en = f"trump's sister suit has only {sister_size} cards"
            why_ko = f"으뜸패의 자매 무늬는 {sister_size}장뿐이라"
        # Opponents already shown out of a short suit decide it: a shown void, not odds.
        voids = p.voids()
        shown = [
            (c, [x for x in s.opponents() if c.suit in voids[x]])
            for c in s.legal
            if _off_ace(s, c) and c.suit in short and c != answer
        ]
        shown = [(c, who) for c, who in shown if who]
        if shown:
            ace, who = shown[0]
            suit_of = ace.suit or Suit.SPADES
            both = len(who) == len(s.opponents())
            who_en = "Both opponents have" if both else f"{capital(_names(who, s, 'en'))} has"
            who_ko = "두 상대 모두" if both else josa(_names(who, s, "ko"), "이")
            return (
                f"{who_en} shown out of {suit_en(suit_of)}, so your {ace} will be trumped by "
                f"any trump they hold. Lead {a}.",
                f"{who_ko} {josa(suit_ko(suit_of), '이')} 없음을 보였으니 {card_josa(ace, '은')} "
                f"으뜸패가 있는 상대에게 잘립니다. {josa(ak, '을')} 리드합니다.",
            )
        return (
            f"The short suits here are {_suits(short, 'en')}: {why_en}, so they are ruffed "
            f"more often. Lead {a}.",
            f"여기서 짧은 무늬는 {_suits(short, 'ko')}입니다. {why_ko}, 이런 무늬는 더 자주 "
            "잘립니다. "
            f"{josa(ak, '을')} 리드합니다.",
        )
    if principle == "A-7":
        # A counter-example's note already says A-5 gives way here: no second time.
        return _through_maker_sentences(s, answer, contrast=quote)
    maker_en, maker_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
    sister = p.trump.sister if p.trump is not None else None
    if sister is not None and effective_suit(answer, p.trump) is sister:
        side_en = f" ({suit_en(sister)}, trump's sister suit)"
        side_ko = f"으뜸패의 자매 무늬인 {suit_ko(sister)}에서 "
    else:
        side_en = side_ko = ""
    return (
        f"{capital(maker_en)} is playing alone: lead {a}{side_en}.",
        f"{josa(maker_ko, '이')} 혼자 하고 있습니다. {side_ko}{josa(ak, '을')} 리드합니다.",
    )


def _highest_side_sentences(
    s: Situation, answer: Card, makers_en: str, makers_ko: str
) -> tuple[str, str]:
    """S0-2's card as the position shows it: who may still beat it, and how. A higher card
    counts only where an opponent may hold it (not one every opponent has shown out of its
    suit, nor one only the partner can hold); an opponent who has shown out of the suit
    can only trump it, and the lead is then for making that player spend a trump."""
    a, ak = str(answer), card_ko(answer)
    p = s.position
    suit = effective_suit(answer, s.trump)
    voids = p.voids()
    following = [x for x in s.opponents() if suit not in voids[x]]
    higher = _higher_out(s, answer) if following else []
    if p.upcard_taken and p.upcard in higher and p.upcard_holder not in s.opponents():
        higher.remove(p.upcard)  # the turn-up is in a partner's hand
    trumping = s.trump is not None and s.trumps_against()
    # Opponents who have shown out of the suit and may still hold a trump.
    out = [x for x in s.opponents() if suit in voids[x] and p.trump not in voids[x]]
    mine_en = f"{a} is your highest card outside trump"
    stem_ko = f"{josa(ak, '은')} 당신 손패에서 으뜸패가 아닌 가장 높은 카드"
    mine_ko = f"{stem_ko}입니다."
    if out and trumping and suit is not None:
        one = len(out) == 1
        who_en, who_ko = _names(out, s, "en"), _names(out, s, "ko")
        if len(out) == 2:
            who_en, who_ko = "both opponents", "두 상대 모두"
        return (
            f"{mine_en}; {who_en} {'has' if one else 'have'} shown out of "
            f"{suit_en(suit)}, so only a trump can take it"
            + (f" (or the {cards_list(higher, joint='or')})." if higher else "."),
            f"{mine_ko} {who_ko if len(out) == 2 else josa(who_ko, '은')} "
            f"{josa(suit_ko(suit), '을')} 따라 내지 못했으니 "
            + (
                f"{josa(cards_ko(higher), '이나')} 으뜸패가 아니면 이 카드를 이길 수 없습니다."
                if higher
                else "으뜸패로만 이 카드를 이길 수 있습니다."
            ),
        )
    trumps_verb = "trumps" if _single_maker(s) else "trump"
    if higher:
        several = len(higher) > 1
        over_ko = (
            f"{cards_ko(higher)} 가운데 어느 것도 그 위에 나오지 않고"
            if several
            else f"{josa(cards_ko(higher), '이')} 그 위에 나오지 않고"
        )
        return (
            f"{mine_en}; it wins unless the {cards_list(higher, joint='or')} is played over it"
            + (f" or {makers_en} {trumps_verb} the suit." if trumping else "."),
            f"{mine_ko} {over_ko}"
            + (f" {josa(makers_ko, '이')} 그 무늬를 자르지도 않으면" if trumping else "")
            + " 트릭을 땁니다.",
        )
    if not trumping:
        return (
            f"{mine_en}, and no opponent can beat it.",
            f"{stem_ko}이고, 이 카드를 이길 수 있는 상대는 없습니다.",
        )
    return (
        f"{mine_en} and can take a trick before {makers_en} can trump that suit.",
        f"{stem_ko}이고, {josa(makers_ko, '이')} 그 무늬를 자르기 전에 트릭을 딸 수 있습니다.",
    )


def _higher_out(s: Situation, card: Card) -> list[Card]:
    """Unseen cards of ``card``'s suit that rank above it: a led king is no sure winner
    while the ace is out."""
    suit = effective_suit(card, s.trump)
    p = s.position

    def rank(c: Card) -> int:
        return card_power(c, s.trump, suit, low=s.low)

    return sorted(
        (
            c
            for c in s.unplayed_elsewhere
            if effective_suit(c, s.trump) is suit
            and rank(c) > rank(card)
            and not (c == p.upcard and not p.upcard_taken)
        ),
        key=rank,
        reverse=True,
    )


def _overtakers(s: Situation, card: Card) -> tuple[list[int], list[Card]]:
    """The opponents still to play to this trick who may beat ``card`` and the unseen cards
    that would: a card of the led suit from one who has not shown out of it, a trump from
    one who has not shown out of trump (a turn-up only from the player who took it)."""
    p = s.position
    voids = p.voids()
    cards = [c for c in s.unplayed_elsewhere if s._power(c) > s._power(card)]
    who: list[int] = []
    over: list[Card] = []
    for x in principles.still_to_play(s):
        if x in s.side:
            continue
        mine = []
        for c in cards:
            if c == p.upcard and (not p.upcard_taken or p.upcard_holder != x):
                continue
            if effective_suit(c, s.trump) in voids[x]:
                continue
            mine.append(c)
        if mine:
            who.append(x)
            over += [c for c in mine if c not in over]
    return who, sorted(over, key=s._power, reverse=True)


def _over_text(s: Situation, over: list[Card], lang: str) -> str:
    """The cards that may beat the answer, a taken turn-up named as known."""
    p = s.position
    up = p.upcard if p.upcard_taken and p.upcard in over else None
    rest = [c for c in over if c != up]
    if lang == "en":
        parts = [f"{_name(p.upcard_holder, s, 'en')} holds the {up} turn-up"] if up else []
        if rest:
            parts.append(f"the {cards_list(rest, joint='or')} is still out")
        return "; ".join(parts)
    parts_ko = (
        [f"{josa(_name(p.upcard_holder, s, 'ko'), '이')} 턴업 {card_josa(up, '을')} 가지고 있고"]
        if up
        else []
    )
    if rest:
        parts_ko.append(f"{josa(cards_ko(rest), '이')} 아직 나오지 않았습니다")
    text_ = " ".join(parts_ko)
    return text_[: -len("있고")] + "있습니다" if text_.endswith("있고") else text_


def _through_maker_sentences(
    s: Situation, answer: Card, *, contrast: bool = True
) -> tuple[str, str]:
    """A-7 with the cards still out: the maker, next to play, may take the trump led with a
    higher one, and the partner, playing after the maker, may hold one higher still."""
    p = s.position
    maker_en, maker_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
    takes, beats = principles.through_maker_trumps(s, answer)
    if not takes:
        raise ValueError("A-7: nothing the maker may hold is topped by a trump partner may hold")
    # The trumps the partner may beat the maker's with: no card known elsewhere (a turn-up
    # the maker or the other opponent holds, 602/24) is one the partner may hold.
    higher = sorted(beats, key=s._power, reverse=True)
    # The turn-up the partner took is no card "still out": it is known to be in that hand.
    up = p.upcard
    partners = (s.seat + 2) % 4
    known = up if up in higher and p.upcard_taken and p.upcard_holder == partners else None
    out = [c for c in higher if c != known]
    a = str(answer)
    a5_en, a5_ko = principles.ADVICE["A-5"]
    verb = "is" if len(out) == 1 else "are"
    held_en = f", and your partner holds the {known} turned up" if known is not None else ""
    out_en = f"the {cards_list(out)} {verb} still out{held_en}" if out else held_en[6:]
    # 턴업 is the card's name, and a hand 가지고 있다 (as the other turn-up sentences say).
    held_ko = f" 파트너는 턴업 {josa(card_ko(known), '을')} 가지고 있습니다." if known else ""
    out_ko = (
        f"파트너가 가졌을 수 있는 더 높은 으뜸패 {josa(cards_ko(out), '이')} 아직 나오지 "
        "않았습니다."
        if out
        else ""
    )
    en = (
        f"{capital(maker_en)} made trump and plays right after you: {maker_en} must play to "
        f"your {a} before your partner, who sees the maker's card and can beat it with a "
        f"higher trump ({out_en})."
    )
    ko = (
        f"{josa(maker_ko, '이')} 으뜸패를 정했고 당신 바로 다음 차례입니다. 으뜸패를 리드하면 "
        f"{josa(maker_ko, '이')} 파트너보다 먼저 {card_ko(answer)}에 카드를 내야 하고, "
        "파트너는 메이커의 카드를 보고 더 높은 으뜸패로 이길 수도 있습니다. "
        f"{' '.join(part for part in (out_ko, held_ko.strip()) if part)}"
    )
    if not contrast:
        return en, ko.rstrip()
    return (
        f"{en} Here, over the deals, this comes before the other advice — {a5_en}.",
        f"{ko} 여러 배치를 계산해 보면 여기서는 '{a5_ko}'는 원칙보다 이쪽이 낫습니다.",
    )


def _no_trump_discard(s: Situation, answer: Card, held_en: str, held_ko: str) -> tuple[str, str]:
    """No trump, no card of the led suit, nothing that wins: what the discard keeps."""
    led = s.led or Suit.SPADES
    kept = [c for c in s.legal if c != answer]
    bosses = [c for c in kept if s.is_boss(c)]
    a = str(answer)
    start_en = f"You have no {suit_en(led)} and none of your cards beats {held_en}"
    start_ko = f"{josa(suit_ko(led), '이')} 없고 {josa(held_ko, '을')} 이길 카드도 없습니다"
    if bosses and not s.is_boss(answer):
        boss = bosses[0]
        suit = effective_suit(boss, s.trump) or Suit.SPADES
        return (
            f"{start_en}: throw {a} and keep the {boss}, the highest {suit_en(suit)[:-1]} left, "
            "which can still win a later trick.",
            f"{start_ko}. {card_josa(answer, '을')} 버리고, 남은 {suit_ko(suit)} 중 가장 높아 "
            f"나중 트릭을 딸 수 있는 {card_josa(boss, '은')} 남겨 둡니다.",
        )
    return (
        f"{start_en}: throw {a} and keep {cards_list(kept)} for the tricks to come.",
        f"{start_ko}. {card_josa(answer, '을')} 버리고 {josa(cards_ko(kept), '은')} 남은 "
        "트릭을 위해 남겨 둡니다.",
    )


def _safe_sentences(s: Situation) -> tuple[str, str]:
    """Why nothing still to come can beat partner's winning trump (the read, not only the
    claim), as the player sees it (``principles.partner_safe``)."""
    p = s.position
    why = principles.partner_safe(s)
    if why == "last":
        return "you are the last to play", "당신이 이 트릭의 마지막 차례입니다"
    after = principles.still_to_play(s)
    who_en, who_ko = _names(after, s, "en"), _names(after, s, "ko")
    if why == "void":
        has = "has" if len(after) == 1 else "have"
        return (
            f"{who_en}, still to play, {has} shown out of trump",
            f"당신 다음에 낼 {josa(who_ko, '은')} 앞서 으뜸패를 따라 내지 못했으니 "
            "으뜸패가 없습니다",
        )
    winner = s.winner_card
    if winner is None or why != "none-out":
        raise ValueError("partner's trump may still be beaten")
    played = set(p.played())
    higher = sorted(
        (
            c
            for c in p.variant.cards()
            if s.is_trump(c) and c not in played and s.beats_winner(c) and c not in p.trick
        ),
        key=s._power,
        reverse=True,
    )
    if not higher:
        return "it is the highest trump left", "남은 으뜸패 가운데 가장 높습니다"
    mine = [c for c in higher if c in s.hand]
    gone = [c for c in higher if c in principles.out_of_play(s)]
    rest = [c for c in higher if c not in mine and c not in gone]
    parts_en: list[str] = []
    parts_ko: list[str] = []
    if mine:
        verb = "is" if len(mine) == 1 else "are"
        parts_en.append(f"the {cards_list(mine)} {verb} yours")
        parts_ko.append(f"{josa(cards_ko(mine), '은')} 당신 손에 있고")
    for c in gone:
        parts_en.append(f"the {c} turn-up is out of play")
        parts_ko.append(f"턴업 {card_josa(c, '은')} 이번 판에 쓰이지 않고")
    if rest:
        # A turn-up taken by a player who has already played to this trick.
        holder_en = _name(p.upcard_holder, s, "en")
        holder_ko = _name(p.upcard_holder, s, "ko")
        parts_en.append(f"the {cards_text(rest)} turn-up is with {holder_en}, who has played")
        parts_ko.append(f"턴업 {card_josa(rest[0], '은')} 이미 카드를 낸 {holder_ko}에게 있고")
    return (
        "no trump still to come beats it (" + " and ".join(parts_en) + ")",
        "더 높은 으뜸패는 나올 수 없습니다. " + _join_ko(parts_ko),
    )


def _join_ko(parts: list[str]) -> str:
    """Korean clauses ending in 고, the last one closed: "…에 있고 …쓰이지 않습니다"."""
    text_ = " ".join(parts)
    if text_.endswith("있고"):
        return text_[: -len("있고")] + "있습니다"
    return text_[: -len("않고")] + "않습니다"


def _threat_sentences(
    s: Situation, answer: Card, spend: list[Card], held_en: str, held_ko: str
) -> tuple[str, str]:
    """Partner is winning with a trump that a player still to act may beat, and the answer
    plays under it: say what the higher trump would do, never that partner "already wins"."""
    threats = principles.partner_threats(s)
    who = principles.overruffers(s)
    who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
    best = max(spend, key=s._power)
    a = str(answer)
    if all(s._power(t) > s._power(best) for t in threats):
        one = len(threats) == 1
        verb = "is" if one else "are"
        it_en = "it" if one else "one of them"
        it_ko = "그 카드가" if one else "그중 하나가"
        return (
            f"The {cards_list(threats)} {verb} still out and {who_en} plays after you. If "
            f"{who_en} holds {it_en}, your {best} would lose to it anyway; if not, {held_en} "
            f"wins the trick as it is. Either way the {best} gains nothing here: play {a} and "
            f"keep the {best} for later.",
            f"{josa(cards_ko(threats), '이')} 아직 나오지 않았고 {josa(who_ko, '이')} 당신 "
            f"다음에 냅니다. {who_ko}에게 {it_ko} 있으면 {card_ko(best)}도 어차피 지고, 없으면 "
            f"{josa(held_ko, '이')} 그대로 이깁니다. 어느 쪽이든 {card_josa(best, '을')} 내서 "
            f"얻는 것이 없으니 {card_josa(answer, '을')} 내고 {card_josa(best, '은')} 나중을 "
            "위해 아낍니다.",
        )
    return (
        f"{capital(held_en)} is winning, but {who_en}, still to play, may hold a higher trump "
        f"({cards_list(threats, joint='or')}). Over the deals, keeping your {best} for a "
        "later trick is "
        f"worth more than overtrumping with it: play {a}.",
        f"{josa(held_ko, '이')} 이기고 있지만 아직 낼 {who_ko}에게 더 높은 으뜸패"
        f"({cards_ko(threats)})가 있을 수 있습니다. 그래도 여러 배치를 풀어 보면 "
        f"{card_josa(best, '으로')} 덮기보다 나중 트릭을 위해 아끼는 편이 낫습니다. "
        f"{card_josa(answer, '을')} 내세요.",
    )


def _cover_sentences(s: Situation, answer: Card, held_en: str, held_ko: str) -> tuple[str, str]:
    """S0-4's exception: who may still beat partner's trump, and with what."""
    p = s.position
    threats = principles.partner_threats(s)
    who = principles.overruffers(s)
    # A turn-up the dealer took and still holds is no guess: say so.
    known = p.upcard if p.upcard_taken and p.upcard in threats else None
    maybe = [c for c in threats if c != known]
    who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
    if known is not None:
        holder_en, holder_ko = _name(p.upcard_holder, s, "en"), _name(p.upcard_holder, s, "ko")
        threat_en = f"{holder_en}, still to play, holds the {known} turn-up" + (
            f" and may hold more ({cards_list(maybe)})" if maybe else ""
        )
        holds_ko = f"아직 카드를 내지 않은 {josa(holder_ko, '이')} 턴업 {card_josa(known, '을')}"
        threat_ko = (
            f"{holds_ko} 가지고 있고, 다른 으뜸패({cards_ko(maybe)})도 있을 수 있습니다."
            if maybe
            else f"{holds_ko} 가지고 있습니다."
        )
    else:
        higher = cards_list(maybe, joint="or")
        threat_en = f"{who_en}, still to play, may hold a higher trump ({higher})"
        threat_ko = (
            f"아직 카드를 내지 않은 {who_ko}에게 더 높은 으뜸패({cards_ko(maybe)})가 있을 수 "
            "있습니다."
        )
    return (
        f"{held_en[0].upper()}{held_en[1:]} is winning, but {threat_en}. Overtrump with "
        f"{answer}: no card left can beat it, so the trick stays yours.",
        f"{josa(held_ko, '이')} 이기고 있지만 {threat_ko} {card_josa(answer, '으로')} 덮으세요. "
        f"남은 카드 중 이보다 높은 카드가 없으니 트릭은 우리 {_team_ko(s)}이 가져갑니다.",
    )


def _read_sentences(s: Situation, answer: Card, suit: Suit) -> tuple[str, str]:
    """Read the cards: who has shown out of trump (a fact), who spent a high trump that
    could not win (probably their last), and so who could still trump the winner."""
    p = s.position
    trump = p.trump or Suit.SPADES
    voids = p.voids()
    opponents = s.opponents()
    out = [x for x in opponents if trump in voids[x]]
    spent = soft_reads(s)
    read = [x for x in opponents if x not in out and x in spent]
    left = [x for x in opponents if x not in out and x not in read]
    a, ak = str(answer), card_ko(answer)
    en = [f"Read the cards: {_names(out, s, 'en')} showed out of trump."]
    ko = [f"카드를 읽습니다. {josa(_names(out, s, 'ko'), '은')} 으뜸패를 따라 내지 못했습니다."]
    for x in read:
        card = spent[x]
        name_en, name_ko = _name(x, s, "en"), _name(x, s, "ko")
        en.append(
            f"{capital(name_en)} spent the {card} on a trump lead it could not win: most "
            "likely their last trump."
        )
        ko.append(
            f"{josa(name_ko, '은')} 이길 수 없는 으뜸패 리드에 {card_josa(card, '을')} 냈으니 "
            "아마 마지막 으뜸패였을 것입니다."
        )
    suit_word_en = suit_en(suit)[:-1]
    if left:
        # Not "cash": a card one opponent may still trump is no sure trick (expert review,
        # British 608/18).
        en.append(
            f"Only {_names(left, s, 'en')} could still trump {a}, the highest {suit_word_en} "
            "left: lead it now."
        )
        ko.append(
            f"남은 {suit_ko(suit)} 중 가장 높은 {josa(ak, '을')} 자를 수 있는 사람은 "
            f"{_names(left, s, 'ko')}뿐이니 지금 냅니다."
        )
    elif read:
        # Resting on a spent high trump (a soft read, S0-7): likely, not certain.
        en.append(
            f"Most likely nobody is left to trump {a}, the highest {suit_word_en} left: "
            "cash it now."
        )
        ko.append(
            f"남은 {suit_ko(suit)} 중 가장 높은 {josa(ak, '을')} 자를 사람은 아마 없을 "
            "것이니 지금 냅니다."
        )
    else:
        en.append(f"Nobody is left to trump {a}, the highest {suit_word_en} left: cash it now.")
        ko.append(
            f"남은 {suit_ko(suit)} 중 가장 높은 {josa(ak, '을')} 자를 사람이 없으니 지금 냅니다."
        )
    return " ".join(en), " ".join(ko)


# The words the facts below open with: a test holds every bank to them (tests/quiz).
NOBODY_FOLLOWS = ("Nobody else holds ", "이제 당신만 가지고 있습니다")
CERTAIN = ("Counting the cards out makes it certain", "나온 카드를 세어 보면 확실합니다")


def _turn_up_against(s: Situation, said: Sequence[str] = ()) -> tuple[str, str]:
    """A trump an opponent is known to hold (the turn-up taken and not yet played), as a
    clause for a lead only a trump can take: that opponent can take it. Where an earlier
    sentence (``said``) already says who holds the turn-up, the clause does not repeat the
    card (602/47): that opponent "has one"."""
    p = s.position
    up = p.upcard
    if (
        up is None
        or not p.upcard_taken
        or not s.is_trump(up)
        or up in p.played()
        or p.upcard_holder in s.side
        or p.upcard_holder not in p.active
    ):
        return "", ""
    holder_en, holder_ko = _name(p.upcard_holder, s, "en"), _name(p.upcard_holder, s, "ko")
    if _turn_up_said(up, said):
        return (
            f", and {holder_en} has one",
            f" {josa(holder_ko, '은')} 으뜸패가 있어 자를 수 있습니다.",
        )
    return (
        f", and {holder_en} holds the {up} turn-up",
        f" {josa(holder_ko, '은')} 턴업 {card_josa(up, '을')} 가지고 있습니다.",
    )


def _turn_up_said(up: Card, said: Sequence[str]) -> bool:
    """Whether a sentence already says who holds the ``up`` turn-up."""
    return any(f"holds the {up} turn-up" in x or f"{up} turn-up " in x for x in said)


def _turn_up_once(
    s: Situation, sentences: list[tuple[str, str]], known: list[tuple[str, str]], note: str = ""
) -> list[tuple[str, str]]:
    """Who holds a taken turn-up, said once (602/47, 602/24): the opening fact is dropped
    where a later sentence (a trump count, a threat to the trick) says it in its place."""
    turn_up = known_turn_up(s)
    if turn_up is None or not known or turn_up[1] in s.side:
        return sentences
    up = turn_up[0]
    later = [note, *(en for en, _ in sentences if not any(en == k for k, _ in known))]
    if not _turn_up_said(up, later):
        return sentences
    return [x for x in sentences if x not in known]


def _void_trumpers(s: Situation, suit: Suit, said: Sequence[str]) -> tuple[str, str]:
    """Who can trump the highest card left of ``suit`` (607/16): the opponents shown out of
    the suit and not of trump; the one known to hold a trump (a taken turn-up) "has one"."""
    p = s.position
    voids = p.voids()
    who = [x for x in s.opponents() if suit in voids[x] and s.trump not in voids[x]]
    if not who:
        return "", ""
    up = p.upcard
    known = (
        p.upcard_holder
        if up is not None
        and p.upcard_taken
        and s.is_trump(up)
        and up not in p.played()
        and p.upcard_holder in who
        else None
    )
    word_en, word_ko = suit_name(suit, "en"), suit_ko(suit)
    names_en, names_ko = _names(who, s, "en"), _names(who, s, "ko")
    out_en = f"out of {word_en}s" if not word_en.endswith("s") else f"out of {word_en}"
    if known is not None and up is not None and len(who) == 1:
        turn_up = _turn_up_said(up, said)
        has_en = "has one" if turn_up else f"holds the {up} turn-up"
        return (
            f", and {names_en}, {out_en}, {has_en}",
            f" {josa(word_ko, '이')} 없는 {josa(names_ko, '은')} 으뜸패가 있어 자를 수 있습니다."
            if turn_up
            else f" {josa(word_ko, '이')} 없는 {josa(names_ko, '은')} 턴업 "
            f"{card_josa(up, '을')} 가지고 있어 자를 수 있습니다.",
        )
    return (
        f", which {names_en}, {out_en}, may do",
        f" {josa(word_ko, '이')} 없는 {josa(names_ko, '은')} 으뜸패가 있으면 자를 수 있습니다.",
    )


def _nobody_follows_sentences(s: Situation, said: Sequence[str] = ()) -> list[tuple[str, str]]:
    """On lead, each suit of the legal cards that no other player can follow
    (``principles.nobody_follows``): the last cards of their suit, which only a trump can
    take, or which win outright where no opponent can hold a trump (or nothing is trump)."""
    by_suit: dict[Suit, list[Card]] = {}
    for card in s.legal:
        if principles.nobody_follows(s, card):
            suit = effective_suit(card, s.trump)
            if suit is not None:
                by_suit.setdefault(suit, []).append(card)
    gone = set(principles.out_of_play(s))
    sentences: list[tuple[str, str]] = []
    for suit, cards in by_suit.items():
        cards = sorted(cards, key=s.low_key, reverse=True)
        trump = s.is_trump(cards[0])
        word_en = "trump" if trump else suit_name(suit, "en")
        word_ko = "으뜸패" if trump else suit_ko(suit)
        out = any(
            c in gone and effective_suit(c, s.trump) is suit for c in s.position.variant.cards()
        )
        others_en = f"every other {word_en} has been played" + (" or is out of play" if out else "")
        others_ko = f"나머지 {josa(word_ko, '은')} 모두 나왔" + (
            "거나 이번 판에 쓰이지 않습니다" if out else "습니다"
        )
        these_en = cards_list(cards, joint="or")
        these_ko = josa(cards_ko(cards), "을")
        single = len(cards) == 1
        each_en, each_ko = ("it wins", "") if single else ("each wins", "어느 것이든 ")
        it_en = "it" if single else "them"
        opening_en = f"{NOBODY_FOLLOWS[0]}a {word_en} ({others_en})"
        opening_ko = f"{josa(word_ko, '은')} {NOBODY_FOLLOWS[1]}({others_ko})"
        if trump:
            sentences.append(
                (
                    f"{opening_en}: nobody can follow the {these_en} or beat {it_en}; "
                    f"{each_en} the trick when led.",
                    f"{opening_ko}. {each_ko}{these_ko} 리드하면 따라 낼 사람도, 이길 카드도 "
                    "없습니다.",
                )
            )
        elif s.trump is not None and s.trumps_against():
            held_en, held_ko = _turn_up_against(s, said)
            sentences.append(
                (
                    f"{opening_en}, so nobody can follow the {these_en}: only a trump can "
                    f"take {it_en}{held_en}.",
                    f"{opening_ko}. {these_ko} 리드하면 아무도 {josa(word_ko, '를')} "
                    "따라 낼 수 없으니 "
                    f"{'이 카드를' if single else '이 카드들을'} 이기려면 "
                    f"으뜸패로 잘라야 합니다.{held_ko}",
                )
            )
        else:
            no_trump_en = "" if s.trump is None else ", and no opponent can hold a trump"
            no_trump_ko = "" if s.trump is None else " 상대에게 남은 으뜸패도 없으니"
            sentences.append(
                (
                    f"{opening_en}, so nobody can follow the {these_en}{no_trump_en}: "
                    f"{each_en} the trick when led.",
                    f"{opening_ko}. {these_ko} 리드하면 아무도 {josa(word_ko, '를')} "
                    f"따라 낼 수 없고{no_trump_ko} "
                    f"{each_ko}트릭을 가져옵니다.",
                )
            )
    return sentences


BOSS = ("is the highest ", "가운데 가장 높습니다")
BOSS_LISTED = 3  # the lower cards still out, named up to this many


def boss_lead_fact(s: Situation, answer: Card) -> bool:
    """The answer is a lead of the highest card left of a plain suit that others may still
    follow (``Situation.is_boss``; the last cards of a suit have their own sentence), not
    its suit's top card (an ace) and with no higher one of its suit in the hand."""
    suit = effective_suit(answer, s.trump)
    if not s.on_lead or suit is None or s.is_trump(answer) or not s.is_boss(answer):
        return False
    # Where nothing of its suit ranks above it anyway (an ace), its being highest is no news.
    top = _suit_top(s, suit)
    power = card_power(answer, s.trump, suit, low=s.low)
    higher_held = any(
        effective_suit(c, s.trump) is suit and card_power(c, s.trump, suit, low=s.low) > power
        for c in s.hand
    )
    return answer != top and not higher_held and not principles.nobody_follows(s, answer)


def _boss_sentence(s: Situation, answer: Card, said: list[str]) -> tuple[str, str] | None:
    """Why the led card wins unless trumped: nothing higher of its suit is still out. Not
    where the text already calls it the highest (S0-2's sentence, a cash)."""
    a = str(answer)
    if not boss_lead_fact(s, answer) or any(a in x and "highest" in x for x in said):
        return None
    suit = effective_suit(answer, s.trump)
    if suit is None:
        return None
    gone = set(principles.out_of_play(s))
    lower = sorted(
        (c for c in s.unplayed_elsewhere if effective_suit(c, s.trump) is suit and c not in gone),
        key=s.low_key,
        reverse=True,
    )
    word_en, word_ko = suit_name(suit, "en"), suit_ko(suit)
    if len(lower) <= BOSS_LISTED:
        out_en = f"only the {cards_list(lower)} {'is' if len(lower) == 1 else 'are'} still out"
        out_ko = f"아직 나오지 않은 {josa(word_ko, '은')} {cards_ko(lower)}뿐입니다"
    else:
        out_en = f"every higher {word_en} has been played"
        out_ko = f"더 높은 {josa(word_ko, '은')} 모두 나왔습니다"
    if s.trump is not None and s.trumps_against():
        who_en, who_ko = _void_trumpers(s, suit, said)
        end_en, end_ko = (
            f"only a trump can take it{who_en}",
            "다른 사람이 이 카드를 이기려면 으뜸패로 잘라야 합니다"
            + (f".{who_ko.rstrip('.')}" if who_ko else ""),
        )
    elif s.trump is not None:
        end_en = "no opponent can hold a trump, so it wins the trick"
        end_ko = "상대에게 남은 으뜸패도 없으니 트릭을 가져옵니다"
    else:
        end_en, end_ko = "it wins the trick", "트릭을 가져옵니다"
    return (
        f"The {a} {BOSS[0]}{word_en} left ({out_en}): {end_en}.",
        f"{card_josa(answer, '은')} 남은 {word_ko} {BOSS[1]}({out_ko}). {end_ko}.",
    )


def _certain_sentence(s: Situation, answer: Card) -> tuple[str, str] | None:
    """Where counting the cards out proves the answer reaches the side's next score
    (``principles.certain_goal``): whatever the unseen cards and however they are played."""
    goal = principles.certain_goal(s, answer)
    if goal is None:
        return None
    p = s.position
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    left = p.variant.hand_size - len(p.history)
    need = goal.tricks - mine
    # The largest number the count makes certain, not merely the goal's (1202/23: the 10♥
    # takes both tricks left in every deal, where the goal needs one).
    sure = max(need, principles.certain_tricks(s, answer, need))
    lone = p.players == 3 and s.makers
    who_en, who_ko = (
        ("you take", "당신이") if lone else ("your side takes", f"우리 {_team_ko(s)}이")
    )
    if sure >= left:
        share_en = {1: "the last trick", 2: "both tricks left"}.get(left, f"all {left} tricks left")
        # Numbers as the English says them: none for the last trick or both.
        share_ko = {1: "마지막 트릭을", 2: "남은 트릭을 모두"}.get(
            left, f"남은 {_count_ko(left)} 트릭을 모두"
        )
    else:
        share_en = f"at least {sure} of the {left} tricks left"
        share_ko = f"남은 {_count_ko(left)} 트릭 가운데 적어도 {_count_ko(sure)} 트릭을"
    opp_en, opp_ko = _opponents_words(s)
    outcome_en, outcome_ko = {
        "euchre": (f"enough to euchre {opp_en}", f"{josa(opp_ko, '은')} 유커를 당합니다"),
        "make": ("enough to make the hand", "점수를 냅니다"),
        "march": ("a march", "전승을 거둡니다"),
        "set": ("enough to set the bidders", "계약 팀을 실패시킵니다"),
        "bid": ("enough to make your bid", "계약을 지킵니다"),
    }[goal.what]
    verb_en, verb_ko = ("lead", "리드하면") if s.on_lead else ("play", "내면")
    # Another card that reaches the goal as surely: "just as certain" only where the count
    # makes it sure of as many tricks; one sure of fewer is said to be.
    also = [c for c in s.legal if c != answer and principles.certain_goal(s, c) == goal]
    counts = {c: max(need, principles.certain_tricks(s, c, need)) for c in also}
    same = [c for c in also if counts[c] >= sure]
    fewer = [c for c in also if counts[c] < sure]
    also_en = also_ko = ""
    if same:
        also_en = (
            f"; the {cards_list(same, joint='or')} would make it just as certain, "
            "so the deals decide between them"
        )
        also_ko = (
            f" {josa(cards_ko(same), '을')} 내도 똑같이 확실하니, 어느 쪽이 나은지는 여러 "
            "배치를 계산해 보고 정합니다."
        )
    for c in fewer:
        also_en += (
            f"; the {c} would reach it too, but is sure of only {count_en(counts[c], 'trick')}"
        )
        also_ko += (
            f" {card_ko(c)}도 목표에는 닿지만 확실한 것은 {_count_ko(counts[c])} 트릭뿐입니다."
        )
    return (
        f"{CERTAIN[0]}: whatever the unseen cards and however everyone plays them, "
        f"once you {verb_en} the {answer} {who_en} {share_en}, {outcome_en}{also_en}.",
        f"{CERTAIN[1]}. 보이지 않는 카드가 어떻게 놓여 있고 누가 어떻게 내든 "
        f"{card_josa(answer, '을')} {verb_ko} {who_ko} {share_ko} 가져가 {outcome_ko}.{also_ko}",
    )


def _unit(item: Mapping[str, Any]) -> str:
    return "points" if item.get("evaluation_unit") == "points" else "tricks"


def _value_sentence(
    judgement: Judgement, unit: str, alone: bool = False, team: str = "팀"
) -> tuple[str, str]:
    """The sampled values; ``alone``: the three-hand maker, who has no side; ``team``: the
    Korean word for a side (쪽 in three-hand, where nobody has a team)."""
    answer = judgement.best
    side_en, side_ko = ("you", "당신의") if alone else ("your side", f"우리 {team}")
    ranked = judgement.ranked()
    best_value = ranked[0][1]
    second, second_value = ranked[1]
    deals = judgement.samples
    if unit == "points":
        return (
            f"Over {deals} deals of the cards you cannot see, {answer} gives {side_en} "
            f"{best_value:+.2f} expected points; the next best, {second}, {second_value:+.2f}.",
            # The score is the side's, when it plays the card (not the card's).
            f"보이지 않는 카드의 배치 {deals}가지를 계산해 보면 {card_josa(answer, '을')} 낼 때 "
            f"{side_ko} 기대 점수는 {best_value:+.2f}점이고, 다음으로 좋은 "
            f"{card_josa(second, '은')} {second_value:+.2f}점입니다.",
        )
    return (
        f"Over {deals} deals of the cards you cannot see, {answer} averages "
        f"{best_value:.2f} tricks for {side_en}; the next best, {second}, {second_value:.2f}.",
        f"보이지 않는 카드의 배치 {deals}가지를 계산해 보면 {card_josa(answer, '을')} 낼 때 "
        f"{'당신이' if alone else f'우리 {team}이'} 따는 트릭은 평균 {best_value:.2f}트릭이고, "
        f"다음으로 좋은 {card_josa(second, '은')} {second_value:.2f}트릭입니다.",
    )


def _rejected_clause(s: Situation, answer: Card, card: Card) -> tuple[str, str]:
    """What one rejected choice does that the answer does not (en, ko), as the position
    shows it: a trump led on defence, a trick given up, partner's trick overtaken, a
    higher winner spent, a trump spent on a trick it need not win."""
    c, ck = str(card), card_ko(card)
    if s.on_lead:
        if (
            s.is_trump(card)
            and not s.makers
            and not s.is_trump(answer)
            and partner_may_hold_trump(s)
        ):
            opp_en, opp_ko = _opponents_words(s)
            return f"leading the {c} helps {opp_en} draw trumps", (
                f"{josa(ck, '을')} 리드하면 {josa(opp_ko, '이')} 으뜸패를 뽑아내도록 돕습니다"
            )
        if not s.is_trump(card) and s.is_trump(answer) and s.makers:
            # The leader leaves the trumps out, not the card: said of the lead.
            return f"the {c} leaves the opponents' trumps out to ruff it", (
                f"{josa(ck, '을')} 리드하면 상대의 으뜸패가 남아 있어 잘릴 수 있습니다"
            )
        return (
            f"the {c} scores less over the deals",
            f"{josa(ck, '은')} 여러 배치에서 평균 점수가 더 낮습니다",
        )
    if s.partner_winning and s.beats_winner(card):
        return f"the {c} overtakes your partner's winning card", (
            f"{josa(ck, '은')} 이기고 있는 파트너의 카드를 덮어씁니다"
        )
    if s.beats_winner(answer) and not s.beats_winner(card):
        return f"the {c} gives up the trick", f"{josa(ck, '은')} 트릭을 내줍니다"
    if s.beats_winner(card) and not s.beats_winner(answer):
        return f"the {c} spends a stronger card on this trick", (
            f"{josa(ck, '은')} 이 트릭에 더 강한 카드를 씁니다"
        )
    if s.beats_winner(card) and s._power(card) > s._power(answer):
        # The card is the stronger one: it wins too, at a higher price.
        return f"the {c} beats it with a stronger card", (
            f"{josa(ck, '으로')}도 이기지만 더 강한 카드를 씁니다"
        )
    if (
        s.beats_winner(card)
        and principles.cheap_winner_threats(s, answer)
        and principles.beaters(s, card)
    ):
        # A taken turn-up among the threats is not "still out": the threat is who plays next.
        return f"the {c} may be beaten by an opponent still to play", (
            f"{josa(ck, '은')} 아직 낼 상대에게 질 수 있습니다"
        )
    if s.is_trump(card) and not s.is_trump(answer):
        return f"the {c} spends a trump", f"{josa(ck, '은')} 으뜸패를 씁니다"
    return (
        f"the {c} scores less over the deals",
        f"{josa(ck, '은')} 여러 배치에서 평균 점수가 더 낮습니다",
    )


def _rejected_sentence(s: Situation, judgement: Judgement, unit: str) -> tuple[str, str] | None:
    """Why the answer beats each other choice: one clause per card, with its value."""
    answer = judgement.best
    ranked = judgement.ranked()[1:]
    if not ranked:
        return None
    fmt = "{:+.2f}" if unit == "points" else "{:.2f}"
    en: list[str] = []
    ko: list[str] = []
    for card, value in ranked:
        clause_en, clause_ko = _rejected_clause(s, answer, card)
        en.append(f"{clause_en} ({fmt.format(value)})")
        ko.append(f"{clause_ko}({fmt.format(value)})")
    return (
        f"Compared with {answer}: " + "; ".join(en) + ".",
        # Each clause is a whole 합니다 sentence: a full stop between them, not the English
        # semicolon turned comma.
        "나머지 선택지: " + ". ".join(ko) + ".",
    )


# A proven lead is called close in the text when its mean is under this many points a
# hand, or its one-sided 99% bound (what the fresh deals are sure of) under the second
# figure: right, but no big edge (issue 10 review: only the Bid calling kinds said so).
# Every proven lead is at least MARGIN_POINTS (0.15) sure; a hand of Bid Euchre scores
# about twice what a hand of the knock games does, so its thresholds are twice as high.
CLOSE_PLAY = (0.25, 0.2)
CLOSE_PLAY_BID = (0.5, 0.4)


def is_close_play(confirm: Mapping[str, Any] | None, *, bid: bool) -> bool:
    """Whether a card play's stored proof (``confirm``) leads the runner-up only thinly."""
    if confirm is None:
        return False
    margin, bound = CLOSE_PLAY_BID if bid else CLOSE_PLAY
    return float(confirm["margin"]) < margin or float(confirm["lower_bound"]) < bound


def close_play_sentence(
    judgement: Judgement, confirm: Mapping[str, Any] | None, *, bid: bool
) -> tuple[str, str] | None:
    """The close wording (``is_close_play``): the lead over the runner-up and how small the
    fresh deals say it may be, so a thin edge is not taught as a clear one."""
    if not is_close_play(confirm, bid=bid) or confirm is None:
        return None
    runner = judgement.runner_up
    if runner is None:
        return None
    answer = judgement.best
    margin, bound = float(confirm["margin"]), float(confirm["lower_bound"])
    return (
        f"It is close: the {answer} leads the {runner} by {margin:.2f} points a hand "
        f"on average, and with 99% confidence the lead is at least {bound:.2f}. "
        f"The {answer} is the better card, but not by much.",
        f"이번에는 차이가 크지 않습니다. {card_josa(answer, '은')} {card_ko(runner)}보다 "
        f"한 판 평균 {margin:.2f}점 앞서고, 99% 신뢰도로 장담할 수 있는 "
        # 'but not by much' without a third 차이: 조금이나마.
        f"차이는 {bound:.2f}점뿐입니다. 그래도 {card_josa(answer, '이')} 조금이나마 더 나은 "
        "카드입니다.",
    )


def explain(
    s: Situation,
    judgement: Judgement,
    principle: str | None,
    themes: list[str],
    why: tuple[str, str] | None = None,
    unit: str = "points",
    *,
    quote: bool = True,
    note: str = "",
    confirm: Mapping[str, Any] | None = None,
) -> dict[str, str]:
    """The explanation; ``quote=False`` for a counter-example, whose note (opening the
    explanation, ``note`` its English) already quotes the advice that gives way and the one
    that wins;
    ``principle`` None for a winner safer than the cheapest, which follows none;
    ``confirm``, the item's stored proof, makes a thin lead read as close."""
    p = s.position
    answer = judgement.best
    sentences = [_contract(p), _side_sentence(s)]
    dead = _dead_top_trump(s)
    if dead is not None:
        sentences.append(dead)
    sentences += _shown_out(s)
    known = _known_trumps(s)
    sentences += known
    counted = principle == "S0-1" and _trump_count(s) is not None
    # Not where the turn-up sentence already names every trump out, or S0-1's count does.
    named = all(any(str(c) in en for en, _ in known) for c in trumps_out_fact(s))
    out = None if (known and named) or counted else _trumps_out_sentence(s)
    if out is not None:
        sentences.append(out)
    sentences += _tricks(s)
    if s.winner_card is not None:
        held_en, held_ko = _winner_text(s)
        sentences.append(
            (
                f"So far {held_en} is winning the trick.",
                f"지금은 {josa(held_ko, '이')} 트릭을 이기고 있습니다.",
            )
        )
    sentences.append(_principle_sentences(principle, s, answer, quote=quote))
    sentences += _tie_sentences(s, principle, answer)
    count = _trump_count(s) if principle == "S0-1" else None
    if count is not None:
        sentences.append(count)
    if why is not None:
        sentences.append(why)
    sentences = _turn_up_once(s, sentences, known, note)
    if s.on_lead:
        boss = _boss_sentence(s, answer, [en for en, _ in sentences])
        if boss is not None:
            sentences.append(boss)
        sentences += _nobody_follows_sentences(s, [en for en, _ in sentences])
    certain = _certain_sentence(s, answer)
    if certain is not None:
        sentences.append(certain)
    sentences.append(
        _value_sentence(judgement, unit, alone=p.players == 3 and s.makers, team=_team_ko(s))
    )
    rejected = _rejected_sentence(s, judgement, unit)
    if rejected is not None:
        sentences.append(rejected)
    close = (
        close_play_sentence(judgement, confirm, bid=p.variant.is_bid) if unit == "points" else None
    )
    if close is not None:
        sentences.append(close)
    sentences.append((f"Play {answer}.", f"{card_josa(answer, '을')} 내세요."))
    return text(lines([en for en, _ in sentences]), lines([ko for _, ko in sentences]))


# -- checking -------------------------------------------------------------------------------


def unseparated(s: Situation, principle: str | None, answer: Card) -> list[Card]:
    """The legal cards the principle fits as well as the answer, with no tie-breaker that
    prefers the answer (``principles.unseparated``)."""
    plays = [principles.Play(s, c) for c in s.legal]
    chosen = next(p for p in plays if p.card == answer)
    return [p.card for p in principles.unseparated(principle, chosen, plays)]  # type: ignore[union-attr]


def trump_count(s: Situation) -> tuple[list[Card], list[Card], Card | None, list[Card]]:
    """A-1's count as the player makes it: the trumps played, those in hand, a turn-up
    known to be out of the opponents' hands (dead, or taken by my side), and the rest,
    which an opponent may hold."""
    p = s.position
    if p.trump is None:
        return [], [], None, []
    played = principles.trumps_in([c for c in p.played() if s.is_trump(c)], p.trump)
    mine = principles.trumps_in(s.hand, p.trump)
    up = p.upcard
    known = (
        up
        if up is not None
        and s.is_trump(up)
        and up not in played
        and up not in s.hand
        and (not p.upcard_taken or p.upcard_holder in s.side)
        else None
    )
    return played, mine, known, principles.trumps_in(s.unseen_trumps(), p.trump)


def _trump_count(s: Situation) -> tuple[str, str] | None:
    """Why not cash a winner yet: counted, the trumps are not all out (A-1). Said where the
    answer leads trump while a plain winner waits in the hand."""
    winners = [c for c in s.legal if not s.is_trump(c) and s.is_boss(c)]
    if not winners or not s.on_lead or not s.trumps_against():
        return None
    played, mine, known, rest = trump_count(s)
    total = len([c for c in s.position.variant.cards() if s.is_trump(c)])
    played_en = (
        "none has been played" if not played else f"{len(played)} played ({cards_text(played)})"
    )
    played_ko = "나온 것은 없고" if not played else f"{len(played)}장({cards_ko(played)})이 나왔고"
    known_en = known_ko = ""
    if known is not None and not s.position.upcard_taken:
        known_en = f"; the {known} turn-up is out of play"
        known_ko = f" 턴업 {card_josa(known, '은')} 이번 판에 쓰이지 않습니다."
    elif known is not None:
        known_en = f"; your partner took the {known} turn-up"
        known_ko = f" 턴업 {card_josa(known, '은')} 파트너가 가져갔습니다."
    win_en, win_ko = cards_list(winners), cards_ko(winners)
    return (
        f"Count the trumps: of the {total}, {played_en}, and you hold {len(mine)} "
        f"({cards_text(mine)}){known_en}. That leaves {len(rest)} ({cards_text(rest)}) an "
        f"opponent may hold, so your {win_en} can still be trumped.",
        f"으뜸패를 셉니다. {total}장 중 {played_ko} 당신에게 {len(mine)}장({cards_ko(mine)})이 "
        f"있습니다.{known_ko} 남은 {len(rest)}장({cards_ko(rest)})은 상대에게 있을 수 있으니 "
        f"{josa(win_ko, '은')} 아직 잘릴 수 있습니다.",
    )


def _tie_sentences(s: Situation, principle: str | None, answer: Card) -> list[tuple[str, str]]:
    """Why the answer and not the other cards the principle fits as well: each tie-breaker
    (``principles.tie_break``) once, with the cards it sets aside."""
    plays = [principles.Play(s, c) for c in s.legal]
    chosen = next(p for p in plays if p.card == answer)
    by_tie: dict[str, list[Card]] = {}
    for rival in principles.rivals(principle, chosen, plays):
        tie = principles.tie_break(principle, chosen, rival)
        if tie is not None and isinstance(rival, principles.Play):
            by_tie.setdefault(tie, []).append(rival.card)
    a, ak = str(answer), card_ko(answer)
    partner_called = s.position.maker != s.seat and s.position.maker in s.side
    sentences: list[tuple[str, str]] = []
    for tie, cards in by_tie.items():
        cards = sorted(cards, key=s.low_key, reverse=True)
        others_ko = cards_ko(cards)
        if tie == "highest-trump" and not partner_called:
            rather = "the " + cards_list(cards, joint="or")
            sentences.append(
                (
                    f"Lead your highest trump, {a}, rather than {rather}.",
                    f"{others_ko} 대신 가장 높은 으뜸패인 {josa(ak, '을')} 리드합니다.",
                )
            )
        elif tie == "lowest":
            which_en, which_ko = {
                "S0-4": (
                    "the cards that leave the trick to your partner",
                    "파트너에게 트릭을 맡기는 카드",
                ),
                "S0-5": ("the cards you can throw", "버릴 수 있는 카드"),
            }.get(principle or "", ("these cards", "이런 카드"))
            sentences.append(
                (
                    f"Of {which_en}, {a} is the lowest: keep "
                    f"the {cards_list(cards)} for later tricks.",
                    f"{which_ko} 중 {josa(ak, '이')} 가장 낮으니 "
                    f"{josa(others_ko, '은')} 나중 트릭을 위해 남깁니다.",
                )
            )
        elif tie == "S0-2":
            sentences.append(_principle_sentences("S0-2", s, answer))
    return sentences


def situation_from_item(item: Mapping[str, Any]) -> Situation:
    view = view_from_item(item)
    return Situation(view.position, view.seat)


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-prove: the position is possible, the choices are the legal cards, the answer
    follows its themes, and (``prove``) the same sampled deals give the same evaluation
    with the answer clear of the rest."""
    item_id = str(item["id"])
    try:
        view = view_from_item(item)
    except ValueError as error:
        raise ItemCheckError(item_id, f"impossible position: {error}") from error
    s = Situation(view.position, view.seat)
    require(item["choices"] == [c.code for c in s.legal], item, "choices are the legal cards")
    answer = parse_card(str(item["answer"][0]))
    for theme in item["themes"]:
        spec = THEMES[theme]
        require(spec.position(s) and spec.follows(s, answer), item, f"theme {theme} does not hold")
        require(spec.fits(s), item, f"every legal card keeps theme {theme}: it decides nothing")
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if countered is not None:
        # The rule gives way (a position of its own sort, and an answer that departs from
        # it), or the position is a trap of it (it looks like the rule's own and offers the
        # rule's card, but the rule's condition fails). A near miss is neither (N7).
        rule = THEMES[str(countered)]
        near = (
            f"{countered}'s rule does not apply here and the position is no trap of it: a near "
            "miss is no counter-example"
        )
        trap = trap_fact(s, str(countered), answer) is not None
        require(is_exception(s, str(countered)) or trap, item, near)
        # A trap's answer departs from the rule's own words (``trap_fact``), which may be
        # narrower than its theme's (A-8's next suit).
        require(trap or not rule.follows(s, answer), item, f"the answer follows {countered}")
        note = counter_note_of(s, str(countered), _stored_principle(item), answer)
        require(item.get("counter_note") == note, item, "the counter note says why")
    unprincipled = (
        item.get("principle") is None and principle_of(list(item["themes"]), None) is None
    )
    unquoted_trap = is_trap(s, item) and TRAPS[str(countered)].unquoted
    if safer_winner_item(s, item) or (unprincipled and unquoted_trap):
        # No principle to follow: the counter fields above and the proof below carry it.
        _check_rest(item, view, s, answer, prove=prove)
        return
    require(principle_of(list(item["themes"]), None) is not None, item, "no principle")
    quoted = item.get("principle")
    # S0-6 is quoted only where no card can win (N9); a best-play item (or a puzzle's move)
    # winning its trick cheaply quotes none and rests on the deals.
    principle = quoted
    technique = principle_of(list(item["themes"]), None)
    if quoted is None:
        require(
            technique == "S0-6" and quoted_principle(s, technique) is None,
            item,
            "no principle quoted, but the item is no trick taken cheaply",
        )
        principle = technique
    require(
        quoted_principle(s, str(principle)) == quoted,
        item,
        f"quotes {quoted} where a card can win the trick: S0-6 is for tricks you cannot win",
    )
    require(
        principles.fits(principle, principles.Play(s, answer)),
        item,
        f"the answer does not follow the principle it quotes ({principle})",
    )
    others = unseparated(s, principle if isinstance(principle, str) else None, answer)
    require(
        not others,
        item,
        f"{principle} fits {cards_text(others)} as well as the answer, and nothing the item "
        "says prefers the answer",
    )
    _check_rest(item, view, s, answer, prove=prove)


def _stored_principle(item: Mapping[str, Any]) -> str | None:
    principle = item.get("principle")
    return None if principle is None else str(principle)


def _check_rest(
    item: Mapping[str, Any], view: View, s: Situation, answer: Card, *, prove: bool
) -> None:
    """What every best-play item must show whatever it quotes: the stored evaluation, no
    twin, the history a player would choose, a true text and (``prove``) the same proof."""
    item_id = str(item["id"])
    stored = Judgement({parse_card(k): float(v) for k, v in item["evaluation"].items()}, 0)
    require(sorted(item["evaluation"]) == sorted(item["choices"]), item, "evaluation keys")
    require(stored.best == answer, item, "the answer is not the best evaluation")
    require(not _has_twin(s, answer), item, "another card is worth the same by symmetry")
    require(not score_decided(view.position, view.seat), item, "the score is already decided")
    problem = claim_problem(item)
    require(problem is None, item, problem or "")
    # A puzzle's moves follow its double-dummy line (tutor.quiz.kinds.puzzle): no guesses.
    presume = not item_id.startswith("puzzle/")
    blunders = history_problems(
        view.position, known_hands(view.position, view.seat), presume=presume
    )
    require(
        not blunders,
        item,
        "; ".join(f"trick {b.trick}: seat {b.seat} plays {b.card}: {b.reason}" for b in blunders),
    )
    problem = text_problem(s, item)
    require(problem is None, item, problem or "")
    if not prove:
        return
    # An item proven under a reading of the calls (``calling_model``) is re-proven under it.
    hearing = item_hearing(item.get("calling_model"), view)
    proof = confirm_play(view, item_id, answer, samples=int(item["samples"]), hearing=hearing)
    problem = replay_problem(item, proof)
    require(problem is None, item, problem or "")


# A defender's trump lead "helps the makers draw trumps" only when it can draw a partner's.
DRAW_TRUMPS = "draw trumps ("
# One player (a loner, the three-hand maker, an opponent) with a plural verb.
SINGULAR_PLURAL = re.compile(
    r"\b(?:the (?:left|right) opponent|the maker|the lone hand) (?:trump the|have|need) "
)
# Sentences that say a near miss's rule does not come up: no counter-example says them but
# a trap, whose note says why its rule does not apply (``DOES_NOT_APPLY``).
NEAR_MISS_WORDS = ("is not the question here", "does not apply here", "does not settle it")


def _counter_note_problem(s: Situation, item: Mapping[str, Any]) -> str | None:
    """A counter-example's note must say which principle the rule gives way to (the one the
    answer follows, not the rule's own) or that it is the rule's own exception, or, for a
    trap, why the rule does not apply; a near miss's "is not the question here" marks no
    exception (review finding N7)."""
    if not item.get("counter_example"):
        return None
    note = str((item.get("counter_note") or {}).get("en", ""))
    answer = parse_card(str(item["answer"][0]))
    if is_trap(s, item):
        # A trap says its rule does not apply here, and the fact that keeps it out.
        fact = trap_fact(s, str(item["counter_theme"]), answer)
        said = fact is not None and DOES_NOT_APPLY[0] + fact[0] in note
        if not said:
            return "a trap's note does not say why its rule does not apply"
        # A-1's trap says only who may hold a trump: the count below names them.
        counted = TRUMPS_OUT[0] in str((item.get("explanation") or {}).get("en", ""))
        if item["counter_theme"] == "count-trumps" and not counted:
            return "a trap of A-1 whose explanation does not count the trumps"
        return None
    if any(words in note for words in NEAR_MISS_WORDS):
        return "a counter-example whose note says the rule does not come up: a near miss"
    if safer_winner_item(s, item):
        # No principle to name: the note says who could beat the cheaper winner.
        cheap = principles.cheapest_winner(s)
        said = SAFER_WINNER_LEAD in note and f"could beat your {cheap} with " in note
        return None if said else "the counter note does not say who could beat the cheap winner"
    principle = _stored_principle(item)
    countered = THEMES.get(str(item.get("counter_theme")))
    own = countered is not None and principle is not None and countered.principle == principle
    if own:
        return None if OWN_EXCEPTION in note else "a counter-example of its own principle"
    name_en = principle_name(s, principle, answer)[0]
    if f"gives way here to {name_en}" not in note:
        return f"the counter note does not name the principle the answer follows ({principle})"
    return None


def _named_card_problem(s: Situation, en: str) -> str | None:
    """A card the text gives to a named player ("the left opponent's A♥", "X spent the J♦")
    must be the one that player played."""
    p = s.position
    for seat in range(p.players):
        if seat == s.seat:
            continue
        name = _name(seat, s, "en")
        trick = [c for x, c in p.trick if x == seat]
        spent = [c for t in p.history for x, c in t if x == seat]
        for pattern, cards in ((f"{name}'s ", trick), (f"{capital(name)} spent the ", spent)):
            for found in re.finditer(re.escape(pattern) + r"(\S+?)[ ,.:;)]", en):
                try:
                    card = parse_card(found.group(1))
                except ValueError:
                    continue
                if card not in cards:
                    return f"says {name} played the {card}, but that player did not"
    return None


# The claim that partner's card wins whatever comes next, in each language.
ALREADY_WINS = ("already wins the trick", "이미 트릭을 이기고 있습니다")
NONE_BEATS = ("None of your cards beats", "이길 카드가 없으니")


def text_problem(s: Situation, item: Mapping[str, Any]) -> str | None:
    """A stated fact of the explanation that the position does not bear out, as the player
    sees it (None when every checked claim holds)."""
    explanation = item.get("explanation") or {}
    en, ko = str(explanation.get("en", "")), str(explanation.get("ko", ""))
    winner = s.winner_card
    safe = principles.partner_safe(s) is not None or (
        s.partner_winning and winner is not None and not _overtakers(s, winner)[0]
    )
    if (ALREADY_WINS[0] in en or ALREADY_WINS[1] in ko) and not safe:
        return "says partner's card already wins, but a player still to act may beat it"
    if (NONE_BEATS[0] in en or NONE_BEATS[1] in ko) and any(map(s.beats_winner, s.legal)):
        return "says none of your cards beats the winning card, but one of them does"
    if DRAW_TRUMPS in en and not partner_may_hold_trump(s):
        return "says a trump lead helps the makers draw trumps, but no partner may hold one"
    agreement = SINGULAR_PLURAL.search(en)
    if agreement is not None:
        return f"a singular subject with a plural verb: {agreement.group(0)!r}"
    named = _named_card_problem(s, en)
    if named is not None:
        return named
    principle = item.get("principle")
    problem = _counter_note_problem(s, item)
    if problem is not None:
        return problem
    if principle == "S0-6":
        # The lesson section the item links to must teach what the answer does: win the
        # trick cheaply, or play low under a trick it cannot win.
        answer = parse_card(str(item["answer"][0]))
        section = principles.lesson_section(principle, list(item.get("themes") or ()))
        takes = section == principles.THEME_SECTIONS["win-cheaply"]
        if takes != s.beats_winner(answer):
            heading = section.heading if section is not None else "none"
            return f"the answer {'does not take' if takes else 'takes'} the trick: {heading}"
    return None


def audit(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    """Each choice's mean in points over ``deals`` deals of the independent audit stream."""
    judge = PlayJudge(view_from_item(item), str(item["id"]), "audit")
    return {card.code: value for card, value in judge.extend(deals).evaluation.items()}


def counter_note_from_item(item: Mapping[str, Any]) -> dict[str, str]:
    """The note a stored counter-example opens with, as ``check`` requires it: the rule
    gives way here, to which principle and why, or (a trap) why it does not apply."""
    s = situation_from_item(item)
    answer = parse_card(str(item["answer"][0]))
    return counter_note_of(s, str(item["counter_theme"]), _stored_principle(item), answer)


def text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """The prompt and explanation the text builders write for a stored item (its position,
    answer and evaluation), without solving anything: for checking the text itself."""
    s = situation_from_item(item)
    judgement = Judgement(
        {parse_card(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    why = None
    if item.get("source") is not None:
        number = int(str(item["id"]).rsplit("/", 1)[1])
        if 1 <= number <= len(POSITIONS):
            why = POSITIONS[number - 1].why_text()
    # None only for a winner safer than the cheapest (``safer_winner_item``).
    principle = _stored_principle(item) or principle_of(list(item["themes"]), None)
    explanation = explain(
        s,
        judgement,
        principle,
        list(item["themes"]),
        why,
        _unit(item),
        # A trap's note names the rule that does not apply; the body still quotes the
        # principle the answer follows.
        quote=not item.get("counter_example") or is_trap(s, item),
        note=str((item.get("counter_note") or {}).get("en", "")),
        confirm=item.get("confirm"),
    )
    return prompt(s), with_counter_note(item, explanation)


KIND_DEF = Kind(
    KIND,
    tuple(THEMES),
    generate,
    check,
    engine_judged=True,
    audit=audit,
    text=text_from_item,
    stored_counter_note=counter_note_from_item,
)


# What the principle says about a position, for the table's coach (``tutor.play.coach``).
principle_text = _principle_sentences
