"""A class's house rules: an engine preset plus options, checked by the engine itself."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from tutor.engine import PRESET_NAMES, Variant
from tutor.quiz.houserules import fits_rules

# The options a teacher may set on top of a preset, as `Variant.replace` understands them.
BOOLEAN_OPTIONS: tuple[str, ...] = (
    "stick_the_dealer",
    "canadian_loner",
    "joker",
    "win_by_two",
    "defend_alone",
)
DECK_SIZES: tuple[int, ...] = (24, 32)
MIN_TARGET, MAX_TARGET = 5, 50


def house_variant(preset: str, options: Mapping[str, Any]) -> Variant:
    """The class's variant; raises ValueError (the engine's message) when impossible.

    >>> house_variant("standard", {"canadian_loner": True}).canadian_loner
    True
    """
    if preset not in PRESET_NAMES:
        raise ValueError(f"unknown preset {preset!r}")
    base = Variant.preset(preset)
    return base.replace(**dict(options)) if options else base


def options_to_json(options: Mapping[str, Any]) -> str:
    return json.dumps(dict(options), sort_keys=True)


def options_from_json(text: str | None) -> dict[str, Any]:
    if not text:
        return {}
    value = json.loads(text)
    return dict(value) if isinstance(value, dict) else {}


def rule_lines(variant: Variant) -> list[tuple[str, str]]:
    """The facts a student needs, as (rule, value) keys for the template to translate."""
    return [
        ("preset", variant.name),
        ("deck", str(variant.deck.size)),
        ("target", str(variant.target)),
        ("stick_the_dealer", "yes" if variant.stick_the_dealer else "no"),
        ("canadian_loner", "yes" if variant.canadian_loner else "no"),
        ("win_by_two", "yes" if variant.win_by_two else "no"),
        ("defend_alone", variant.defend_alone.value),
    ]


def fits_house_rules(kind: str, set_preset: str, house: Variant) -> bool:
    """Whether a quiz set made for ``set_preset`` is answered the same under ``house``.

    >>> standard = Variant.preset("standard")
    >>> fits_house_rules("trick-winner", "cardgames", standard)
    True
    >>> fits_house_rules("scoring", "cardgames", standard)
    False
    """
    try:
        made_for = Variant.preset(set_preset)
    except ValueError:
        return False
    return fits_rules(kind, made_for, house)
