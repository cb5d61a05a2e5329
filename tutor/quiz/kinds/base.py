"""What every quiz kind provides: a generator, a checker and its diagnoser.

A generator makes item number ``n`` of a spec from a random generator fixed by the item
id; it returns ``None`` to reject a candidate (the builder then tries again). A checker
re-proves a committed item from scratch and raises ``ItemCheckError`` when it no longer
holds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from tutor.engine import Variant

Item = dict[str, Any]


class ItemCheckError(ValueError):
    """A committed item is wrong or impossible; the message says why."""

    def __init__(self, item_id: str, reason: str) -> None:
        self.item_id = item_id
        self.reason = reason
        super().__init__(f"{item_id}: {reason}")


class GenerationError(RuntimeError):
    """A kind could not produce an item for a spec (a theme that never occurs…)."""


@dataclass(frozen=True)
class Spec:
    """What to generate: a kind on a variant, optionally limited to some themes."""

    kind: str
    variant: str
    seed: int
    themes: tuple[str, ...] = ()
    difficulty: int = 1
    options: Mapping[str, Any] = field(default_factory=dict)

    def item_id(self, number: int) -> str:
        return f"{self.kind}/{self.variant}/{self.seed}/{number}"

    def theme_for(self, number: int) -> str | None:
        """Themes take turns so every theme of a set is covered."""
        if not self.themes:
            return None
        return self.themes[(number - 1) % len(self.themes)]

    @property
    def rules(self) -> Variant:
        return Variant.preset(self.variant)


Generator = Callable[[Spec, int, str | None, random.Random], Item | None]


class Checker(Protocol):
    """Re-prove an item; ``prove=False`` skips the (slow) sampled judgement, if any."""

    def __call__(self, item: Mapping[str, Any], *, prove: bool = True) -> None: ...


@dataclass(frozen=True)
class Kind:
    name: str
    themes: tuple[str, ...]
    generate: Generator
    check: Checker
    engine_judged: bool = False


def base_item(spec: Spec, number: int) -> Item:
    return {
        "id": spec.item_id(number),
        "kind": spec.kind,
        "variant": spec.variant,
        "difficulty": spec.difficulty,
    }


def require(condition: bool, item: Mapping[str, Any], reason: str) -> None:
    if not condition:
        raise ItemCheckError(str(item.get("id", "?")), reason)


def text(en: str, ko: str) -> dict[str, str]:
    return {"en": en, "ko": ko}
