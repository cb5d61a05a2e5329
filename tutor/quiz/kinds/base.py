"""What every quiz kind provides: a generator, a checker and its diagnoser.

A generator makes item number ``n`` of a spec from a random generator fixed by the item
id; it returns ``None`` to reject a candidate (the builder then tries again). A checker
re-proves a committed item from scratch and raises ``ItemCheckError`` when it no longer
holds.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from tutor.catalogue import N_, say, shipped_languages
from tutor.engine import Variant
from tutor.quiz.explaining import ExplanationFact

Item = dict[str, Any]


class ItemCheckError(ValueError):
    """A committed item is wrong or impossible; the message says why."""

    def __init__(self, item_id: str, reason: str) -> None:
        self.item_id = item_id
        self.reason = reason
        super().__init__(f"{item_id}: {reason}")


class GenerationError(RuntimeError):
    """A kind could not produce an item for a spec (a theme that never occurs…)."""


# House-rule options in the order their labels appear in an item id, and how they read.
_OPTION_ORDER = (
    "joker",
    "deck",
    "target_score",
    "win_by_two",
    "defend_alone",
    "canadian_loner",
    "stick_the_dealer",
    "first_lead",
)


def rules_label(options: Mapping[str, Any]) -> str:
    """A short, stable name for rule options, e.g. ``joker+deck32+target15``.

    >>> rules_label({"deck": 32, "joker": True})
    'joker+deck32'
    """
    order = {name: index for index, name in enumerate(_OPTION_ORDER)}
    parts = []
    for key in sorted(options, key=lambda k: (order.get(k, len(order)), k)):
        value = options[key]
        name = key.replace("_score", "").replace("_", "-")
        if key == "first_lead":
            parts.append(f"lead-{str(value).replace('_', '-')}")  # lead-left-of-loner
        elif isinstance(value, bool):
            parts.append(name if value else f"no-{name}")
        else:
            parts.append(f"{name}{value}")
    return "+".join(parts)


@dataclass(frozen=True)
class Spec:
    """What to generate: a kind on a variant, optionally limited to some themes.

    ``options`` are generator flags (``curated``…); ``rules_options`` are house rules on
    top of the preset, as ``Variant.replace`` takes them (items then carry them in
    ``variant_options`` and their ids name them: ``trick-winner/standard+joker/102/3``).
    """

    kind: str
    variant: str
    seed: int
    themes: tuple[str, ...] = ()
    difficulty: int = 1
    options: Mapping[str, Any] = field(default_factory=dict)
    rules_options: Mapping[str, Any] = field(default_factory=dict)
    # The rule a theme set drills: some items are then counter-examples (see is_counter).
    rule: str | None = None

    def is_counter(self, number: int) -> bool:
        """Whether item ``number`` of a theme set is a counter-example: three in ten (items
        3, 6 and 9 of every ten), so the learner keeps deciding whether the rule applies."""
        return self.rule is not None and number % 10 in (3, 6, 9)

    @property
    def variant_label(self) -> str:
        if not self.rules_options:
            return self.variant
        return f"{self.variant}+{rules_label(self.rules_options)}"

    def item_id(self, number: int) -> str:
        return f"{self.kind}/{self.variant_label}/{self.seed}/{number}"

    def theme_for(self, number: int) -> str | None:
        """Themes take turns so every theme of a set is covered; a theme the set pins to
        item numbers of its own (``numbered_themes = {theme = [51, 53]}``: items added to a
        bank without moving the themes of those before them) takes just those."""
        for theme, numbers in (self.options.get("numbered_themes") or {}).items():
            if number in numbers:
                return str(theme)
        cycle = self._taking_turns()
        if not cycle:
            return None
        return cycle[(number - 1) % len(cycle)]

    def _taking_turns(self) -> tuple[str, ...]:
        """The themes that take turns: those not pinned to numbers (``theme_for``)."""
        pinned = self.options.get("numbered_themes") or {}
        return tuple(theme for theme in self.themes if theme not in pinned)

    def is_theme_counter(self, number: int) -> bool:
        """Whether item ``number`` is a counter-example of its theme: the position fits the
        theme's rule, but the best answer does not follow it (a stronger reason wins).

        A set asks for them in its options: ``counter_share = 0.4`` spreads that share of
        the items evenly over the set; ``counter_every = k`` makes every k-th item of each
        theme a counter-example (a table ``{theme = k}`` sets k per theme);
        ``counter_places = [1]`` makes the items of those places in the themes' turn
        counter-examples (a theme listed twice, counter-examples at one of its places only).
        ``counter_themes`` limits them to some of the set's themes.
        """
        theme = self.theme_for(number)
        allowed = self.options.get("counter_themes") or self.themes
        if theme is None or theme not in allowed:
            return False
        places = [int(p) for p in self.options.get("counter_places") or ()]
        cycle = self._taking_turns()
        if places and theme in cycle:
            return (number - 1) % len(cycle) + 1 in places
        share = float(self.options.get("counter_share") or 0)
        if share > 0:
            return math.floor(number * share) > math.floor((number - 1) * share)
        every_option = self.options.get("counter_every") or 0
        if isinstance(every_option, Mapping):  # per theme: {"pass-weak" = 3, ...}
            every = int(every_option.get(theme) or 0)
        else:
            every = int(every_option)
        turns = max(1, len(self._taking_turns()))
        return every > 0 and ((number - 1) // turns + 1) % every == 0

    def without_counters(self) -> Spec:
        return replace(
            self,
            options={**self.options, "counter_every": 0, "counter_share": 0, "counter_places": []},
        )

    @property
    def rules(self) -> Variant:
        variant = Variant.preset(self.variant)
        return variant.replace(**self.rules_options) if self.rules_options else variant


Generator = Callable[[Spec, int, str | None, random.Random], Item | None]
Auditor = Callable[[Mapping[str, Any], int], dict[str, float]]
# Kinds whose explanations are facts: what the explanation of a stored item says, made
# from its position and stored data alone (no words, nothing judged again).
FactMaker = Callable[[Mapping[str, Any]], list[ExplanationFact]]
# ... and the fact that opens a counter-example to the set's rule, or None when the rule
# decides the item after all.
CounterFact = Callable[[Mapping[str, Any], str], ExplanationFact | None]


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
    # Engine-judged kinds: each option's mean in points over ``deals`` deals of an audit
    # stream that neither chose nor proved the item (``flask quizzes audit``).
    audit: Auditor | None = None
    # Kinds converted to explanation facts (issue 28): their items store
    # ``explanation_facts``, never ``explanation`` prose (``flask quizzes facts``).
    facts: FactMaker | None = None
    counter_fact: CounterFact | None = None
    # Kinds whose questions are facts too (issue 28): the facts an item's prompt is
    # rendered from, made from its stored position and data; its items store
    # ``prompt_facts``, never ``prompt`` prose (``flask quizzes facts`` migrates a bank).
    prompt: FactMaker | None = None
    # Its prompt reads one line per fact (the calls heard, one per line), not one paragraph.
    prompt_lines: bool = False
    # The kind's choice labels come from the catalogue (``tutor.web.explanation``'s
    # ``option_label``), so its items store no ``choice_labels`` prose.
    labels_in_catalogue: bool = False


def base_item(spec: Spec, number: int) -> Item:
    item: Item = {
        "id": spec.item_id(number),
        "kind": spec.kind,
        "variant": spec.variant,
        "difficulty": spec.difficulty,
    }
    if spec.rules_options:
        item["variant_options"] = dict(spec.rules_options)
    return item


def counter_note(rule: str, *, applies: bool = True) -> dict[str, str]:
    """The note that opens a counter-example's explanation, in each shipped language: the
    usual rule (an ``ADVICE`` message) gives way to a stronger one here, or
    (``applies=False``) its condition does not hold."""
    if applies:
        note = N_("The usual advice — %(rule)s — gives way here.")
    else:
        # Not "does not apply": the explanation below goes on to measure the hand by the
        # same advice (one high trump where it asks for two), so the note says the hand
        # falls short of it, which stays true beside that sentence; and it ends on the
        # shortfall, not on the advice's verb ("— call with two trumps …" read as an order
        # on a pass).
        note = N_("The usual advice — %(rule)s — asks for more than this hand holds.")
    return {lang: say(lang, note, rule=say(lang, rule)) for lang in shipped_languages()}


def require(condition: bool, item: Mapping[str, Any], reason: str) -> None:
    if not condition:
        raise ItemCheckError(str(item.get("id", "?")), reason)
