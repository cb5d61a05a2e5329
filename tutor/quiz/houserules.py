"""A quiz set under a class's house rules: the same set, its items regenerated.

The rules kinds (trick-winner, legal-plays, bower-rank, effective-suit, scoring) are made
in milliseconds and their answers follow from card play and scoring alone, so a set of
theirs can be derived for any house rules: same kind, themes, seed and count, generated
under the class's variant. Engine-judged kinds (best-play and the calling kinds) simulate
many deals per item and stay on their committed banks.

Themes that cannot occur under the house rules (no-trump outside Bid, the Benny without
the joker…) are dropped; a set left with none is not derived.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from tutor.engine import Variant
from tutor.quiz.bank import QuizItem, QuizSet
from tutor.quiz.build import generate_items
from tutor.quiz.kinds.base import GenerationError, Item, Spec

# Which rules a quiz kind's answers depend on. A set made for another preset still "plays
# under the class's house rules" when these agree: who wins a trick does not care whether
# the dealer is stuck, but whether to order up does.
_CARD_PLAY = ("deck", "players", "trump_selection", "no_trump")
_TRUMP_MAKING = (
    *_CARD_PLAY,
    "all_pass",
    "dealer_partner_order",
    "caller_takes_upcard",
    "allow_alone",
    "dealer_keeps_turnup",
    "stick_dealer_may_name_turned_suit",
)
_SCORING = (
    "players",
    "trump_selection",
    "hand_size",
    "allow_alone",
    "defend_alone",
    "euchre_points",
    "march_points",
    "lone_march_points",
    "lone_euchre_points",
    "lone_defender_euchre_points",
    "target",
    "win_by_two",
)
_TABLE_FACTS = (
    *_TRUMP_MAKING,
    "hand_size",
    "first_lead",
    "defend_alone",
    "target",
    "win_by_two",
)
_RENEGE = (*_CARD_PLAY, "hand_size", "allow_alone", "renege_points", "renege_lone_points")
RULES_BY_KIND: dict[str, tuple[str, ...]] = {
    "trick-winner": _CARD_PLAY,
    "legal-plays": _CARD_PLAY,
    "bower-rank": _CARD_PLAY,
    "effective-suit": _CARD_PLAY,
    "best-play": _CARD_PLAY,
    "puzzle": _CARD_PLAY,  # each move is a best-play item
    "order-up": _TRUMP_MAKING,
    "name-trump": _TRUMP_MAKING,
    "discard": _TRUMP_MAKING,
    "go-alone": _TRUMP_MAKING,
    # The answer weighs the lone defence's score against the partnership's, at the target.
    "defend-alone": (
        *_TRUMP_MAKING,
        "first_lead",
        "defend_alone",
        "euchre_points",
        "march_points",
        "lone_march_points",
        "lone_euchre_points",
        "lone_defender_euchre_points",
        "target",
        "win_by_two",
    ),
    "scoring": _SCORING,
    "table-facts": _TABLE_FACTS,
    "read-the-play": (*_CARD_PLAY, "hand_size"),
    "renege": _RENEGE,
}

# Kinds whose items are regenerated under house rules (fast, no sampled judgement).
DERIVABLE_KINDS: frozenset[str] = frozenset(
    (
        "trick-winner",
        "legal-plays",
        "bower-rank",
        "effective-suit",
        "scoring",
        "table-facts",
        "read-the-play",
        "renege",
    )
)

# Scoring themes whose answers depend on the target: game situations and the running score.
_GAME_THEMES = frozenset(
    ("game-over", "win-by-two", "bid-win-rule", "three-hand-tie", "score-after", "loner-worth")
)


# Finished hands score the same whatever the target: only game situations depend on it.
_HAND_SCORING = tuple(f for f in _SCORING if f not in ("target", "win_by_two"))


def fits_rules(kind: str, made_for: Variant, house: Variant, *, game: bool = True) -> bool:
    """Whether items made under ``made_for`` are answered the same under ``house``
    (``game=False``: a scoring set of finished hands only, which ignores the target)."""
    fields = _HAND_SCORING if kind == "scoring" and not game else RULES_BY_KIND.get(kind)
    if fields is None:
        return dataclasses.replace(made_for, name=house.name) == house
    return all(getattr(made_for, name) == getattr(house, name) for name in fields)


def _four_hand(v: Variant) -> bool:
    return v.players == 4 and not v.is_bid


def _lone_defence(v: Variant) -> bool:
    mode = v.defend_alone.value
    return _four_hand(v) and mode != "off" and (v.allow_alone or mode == "any")


# Whether a theme can occur under a variant at all; themes not listed always can.
_CARD_THEMES: dict[str, Callable[[Variant], bool]] = {
    "joker": lambda v: v.joker,
    "no-trump-high": lambda v: v.is_bid and v.no_trump,
    "no-trump-low": lambda v: v.is_bid and v.no_trump,
    "lone-hand": _four_hand,
    "32-card": lambda v: v.deck.low_ranks,
}
_HAND_THEMES: dict[str, Callable[[Variant], bool]] = {
    "made": lambda v: not v.is_bid,
    "march": _four_hand,
    "euchre": _four_hand,
    "lone-made": lambda v: _four_hand(v) and v.allow_alone,
    "lone-march": lambda v: _four_hand(v) and v.allow_alone,
    "lone-euchre": lambda v: _four_hand(v) and v.allow_alone,
    "lone-defender-euchre": _lone_defence,
    "bid-made": lambda v: v.is_bid,
    "bid-set": lambda v: v.is_bid,
    "march-three": lambda v: v.is_three_hand,
    "euchre-each-defender": lambda v: v.is_three_hand,
}
_GAME_THEME_RULES: dict[str, Callable[[Variant], bool]] = {
    "game-over": lambda v: True,
    "win-by-two": lambda v: v.win_by_two and not v.is_three_hand,
    "bid-win-rule": lambda v: v.is_bid,
    "three-hand-tie": lambda v: v.is_three_hand,
    # A game item is tagged with the hand's march only outside Bid and three-hand.
    "march": _four_hand,
    "lone-march": lambda v: _four_hand(v) and v.allow_alone,
    "score-after": lambda v: True,
    "loner-worth": lambda v: _four_hand(v) and v.allow_alone,
}


def theme_occurs(kind: str, theme: str, variant: Variant, *, game: bool = False) -> bool:
    """Whether items of ``kind`` can show ``theme`` under ``variant`` (``game``: scoring's
    game situations rather than finished hands)."""
    if kind == "scoring":
        table = _GAME_THEME_RULES if game else _HAND_THEMES
        rule = table.get(theme)
        return rule is not None and rule(variant)
    rule = _CARD_THEMES.get(theme)
    return rule is None or rule(variant)


def relevant_options(
    kind: str, preset: str, options: Mapping[str, Any], *, game: bool = True
) -> dict[str, Any]:
    """The house options that change what ``kind``'s answers depend on, in a stable order.

    >>> relevant_options("trick-winner", "standard", {"canadian_loner": True, "joker": True})
    {'joker': True}
    """
    base = Variant.preset(preset)
    fields = _HAND_SCORING if kind == "scoring" and not game else RULES_BY_KIND.get(kind, ())
    kept: dict[str, Any] = {}
    for key in sorted(options):
        try:
            changed = base.replace(**{key: options[key]})
        except ValueError:  # only possible with another option: keep it
            kept[key] = options[key]
            continue
        if any(getattr(changed, f) != getattr(base, f) for f in fields):
            kept[key] = options[key]
    house = base.replace(**dict(options))
    if kept and not fits_rules(kind, base.replace(**kept), house, game=game):
        return dict(sorted(options.items()))  # options that only matter together
    return kept


def house_rules_spec(quiz_set: QuizSet, preset: str, options: Mapping[str, Any]) -> Spec | None:
    """The spec that makes ``quiz_set`` under the house rules, or None when its committed
    items are what a class with these rules gets: they already fit, the kind is judged by
    simulation, the rules are impossible, or none of the set's themes can occur."""
    if quiz_set.kind not in DERIVABLE_KINDS:
        return None
    try:
        house = Variant.preset(preset).replace(**dict(options))
        made_for = Variant.preset(quiz_set.variant)
    except ValueError:
        return None
    game = quiz_set.kind == "scoring" and any(t in _GAME_THEMES for t in quiz_set.themes)
    if fits_rules(quiz_set.kind, made_for, house, game=game):
        return None
    themes = tuple(t for t in quiz_set.themes if theme_occurs(quiz_set.kind, t, house, game=game))
    if quiz_set.themes and not themes:
        return None
    if game and not _GAME_THEMES & set(themes):
        return None
    return Spec(
        kind=quiz_set.kind,
        variant=preset,
        seed=quiz_set.seed,
        themes=themes,
        difficulty=quiz_set.difficulty,
        options=dict(quiz_set.options),
        rules_options=relevant_options(quiz_set.kind, preset, options, game=game),
        rule=quiz_set.rule if quiz_set.rule in themes else None,
    )


def house_rules_set(quiz_set: QuizSet, preset: str, options: Mapping[str, Any]) -> QuizSet | None:
    """``quiz_set`` with its items made under the house rules (same id, kind, seed and
    count), or None when the committed items stand (see ``house_rules_spec``).

    Items are generated once per process for each set and rules.
    """
    spec = house_rules_spec(quiz_set, preset, options)
    if spec is None:
        return None
    items = _generated(_spec_key(spec), quiz_set.count)
    if items is None:
        return None
    return dataclasses.replace(
        quiz_set,
        variant=spec.variant,
        themes=spec.themes,
        items=tuple(QuizItem(item) for item in items),
    )


_SpecKey = tuple[str, str, int, tuple[str, ...], int, str, str, str | None]


def _spec_key(spec: Spec) -> _SpecKey:
    return (
        spec.kind,
        spec.variant,
        spec.seed,
        spec.themes,
        spec.difficulty,
        json.dumps(dict(spec.options), sort_keys=True),
        json.dumps(dict(spec.rules_options)),
        spec.rule,
    )


@lru_cache(maxsize=256)
def _generated(key: _SpecKey, count: int) -> tuple[Item, ...] | None:
    """The items, or None when the rules leave too few distinct positions for the set."""
    kind, variant, seed, themes, difficulty, options, rules_options, rule = key
    spec = Spec(
        kind=kind,
        variant=variant,
        seed=seed,
        themes=themes,
        difficulty=difficulty,
        options=json.loads(options),
        rules_options=json.loads(rules_options),
        rule=rule,
    )
    try:
        return tuple(generate_items(spec, count))
    except GenerationError:
        return None
