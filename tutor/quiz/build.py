"""Building banks: generate a set's items deterministically, and re-prove committed ones.

Item ``n`` of a spec is drawn from a random generator fixed by its id and an attempt
number, so the same arguments always give the same items. A candidate the kind rejects,
or one that repeats an earlier position of the set, is simply retried.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from tutor.quiz.bank import QuizSet, write_bank
from tutor.quiz.kinds import KINDS, Item, ItemCheckError, Spec
from tutor.quiz.kinds.base import GenerationError
from tutor.quiz.sampling import item_rng

MAX_ATTEMPTS = 5000
# A counter-example is looked for this many times before the item becomes a plain one.
COUNTER_ATTEMPTS = 300

# Fields that make two items "the same question" (a repeat is retried).
_POSITION_FIELDS = (
    "variant",
    "trump",
    "no_trump",
    "history",
    "trick",
    "hand",
    "upcard",
    "dealer",
    "seat",
    "maker",
    "alone",
    "maker_tricks",
    "card",
    "scores",
    "bid",
    "ask",
    "defender_alone",
)


def spec_for(quiz_set: QuizSet) -> Spec:
    return Spec(
        kind=quiz_set.kind,
        variant=quiz_set.variant,
        seed=quiz_set.seed,
        themes=quiz_set.themes,
        difficulty=quiz_set.difficulty,
        options=dict(quiz_set.options),
    )


def position_key(item: Mapping[str, Any]) -> str:
    return json.dumps([item.get(f) for f in _POSITION_FIELDS], sort_keys=True)


def generate_items(
    spec: Spec, count: int, *, progress: Callable[[int], None] | None = None
) -> list[Item]:
    """``count`` items of ``spec``, numbered from 1; deterministic."""
    return list(iter_items(spec, count, progress=progress))


def iter_items(
    spec: Spec, count: int, *, progress: Callable[[int], None] | None = None
) -> Iterator[Item]:
    kind = KINDS.get(spec.kind)
    if kind is None:
        raise GenerationError(f"unknown quiz kind {spec.kind!r}: one of {', '.join(KINDS)}")
    seen: set[str] = set()
    for number in range(1, count + 1):
        theme = spec.theme_for(number)
        item_id = spec.item_id(number)
        for attempt in range(MAX_ATTEMPTS):
            rng = item_rng(item_id, f"generate/{attempt}")
            wanted = spec if attempt < COUNTER_ATTEMPTS else spec.without_counters()
            item = kind.generate(wanted, number, theme, rng)
            if item is None:
                continue
            key = position_key(item)
            if key in seen:
                continue
            seen.add(key)
            break
        else:
            raise GenerationError(
                f"{item_id}: no item with theme {theme!r} after {MAX_ATTEMPTS} tries"
            )
        if progress is not None:
            progress(1)
        yield item


def check_item(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-prove one committed item with the engine; ``ItemCheckError`` if it fails.

    ``prove=False`` checks everything but the sampled judgement of engine-judged kinds
    (position, legality, themes, and that the stored evaluation backs the answer).
    """
    kind = KINDS.get(str(item.get("kind")))
    if kind is None:
        raise ItemCheckError(str(item.get("id")), f"unknown kind {item.get('kind')!r}")
    try:
        kind.check(item, prove=prove)
    except ItemCheckError:
        raise
    except (ValueError, KeyError, TypeError, IndexError) as error:
        raise ItemCheckError(str(item.get("id")), f"malformed item: {error!r}") from error


def build_set(quiz_set: QuizSet, *, progress: Callable[[int], None] | None = None) -> int:
    """Generate and write one set's bank; returns the number of items."""
    items = generate_items(spec_for(quiz_set), quiz_set.count, progress=progress)
    write_bank(quiz_set, items)
    return len(items)
