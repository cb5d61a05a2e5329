"""The order a set's items are served in: easy to hard, without a pattern to learn.

A set sorted by difficulty alone runs the items that follow its rule first and its
counter-examples last (a counter-example is harder), so a learner answers "alone" twenty
times in a row and never has to decide whether the rule applies. ``spread`` keeps the
easy-to-hard order in broad strokes (an item is never more than one level below one
served before it) while no answer and no button position is right more than ``MAX_RUN``
times in a row and counter-examples come at an even pace through the set.

The bank build orders items with it, and the pages re-apply it when learners' ratings
move items, so both keep the same rules; ``run_problems`` is the check both are held to.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

MAX_RUN = 3

# How much a choice of next item is held against: a broken run outweighs everything, an
# even pace of counter-examples outweighs serving the easiest item first.
_RUN_COST = 100.0
_PACE_COST = 10.0
# Counter-examples may run this many ahead of or behind an even pace: exact pacing
# would make a beat of its own (rule, exception, rule, exception).
_PACE_SLACK = 1.5
_LEVEL_COST = 1.0
_SCARCITY_COST = 20.0
_DOMINANT_SHARE = 0.6


@dataclass(frozen=True)
class Step:
    """What the learner could learn from an item's place: its level, its answer (None
    where a set's answer is not one value, as in legal plays), the right button's
    position (None likewise) and whether it is a counter-example to the set's rule."""

    level: int
    answer: str | None = None
    button: int | None = None
    counter: bool = False
    # Breaks ties between equally good next items: a hash of the item's id, so the
    # order within a level follows no pattern (generation order put every counter-example
    # last, which an even pace then turns into a steady beat), yet the same items always
    # come out in the same order.
    shuffle: str = ""


def _run_length(order: Sequence[Step], value: object, attribute: str) -> int:
    """How long the run ending the order would be with one more step of ``value``."""
    if value is None:
        return 0
    length = 1
    for step in reversed(order):
        if getattr(step, attribute) != value:
            break
        length += 1
    return length


def _dominance_after(left: Counter[Any], value: object) -> float:
    """How far one value would hold more than ``_DOMINANT_SHARE`` of what is left after
    an item of ``value`` is taken: past that share, runs of it become hard to avoid
    later on. Zero below it, so where nothing dominates the choice stays free."""
    if value is None:
        return 0.0
    rest = sum(left.values()) - 1
    if rest <= MAX_RUN:
        return 0.0  # too few left to make a run the run cost cannot stop
    most = max(
        (count - (1 if key == value else 0) for key, count in left.items() if key is not None),
        default=0,
    )
    return max(0.0, most / rest - _DOMINANT_SHARE)


def spread(steps: Sequence[Step]) -> list[int]:
    """Indices of ``steps`` in serving order (see the module's docstring).

    Greedy: each place takes, among the items at most one level above the easiest one
    left, the one that breaks no run, keeps counter-examples on pace and is easiest, the
    ``shuffle`` keys (then the index) breaking ties. Deterministic, and a fixed point:
    spreading an order it made returns that order unchanged (each choice depends only on
    what was placed before it), so the pages can re-apply it to a built bank.
    """
    total_counters = sum(1 for step in steps if step.counter)
    remaining = sorted(range(len(steps)), key=lambda i: (steps[i].level, i))
    placed: list[Step] = []
    order: list[int] = []
    counters_placed = 0
    while remaining:
        floor = steps[remaining[0]].level
        # Spending an answer (or button) the rest of the set has little of can leave a
        # tail of the common one that must run: see _dominance_after.
        answers_left = Counter(steps[i].answer for i in remaining)
        buttons_left = Counter(steps[i].button for i in remaining)
        due = (len(order) + 1) * total_counters / len(steps) if steps else 0.0
        costs: list[tuple[float, str, int]] = []
        for i in remaining:
            step = steps[i]
            if step.level > floor + 1:
                break  # sorted by level: nothing further is in reach
            cost = _LEVEL_COST * (step.level - floor)
            cost += _SCARCITY_COST * _dominance_after(answers_left, step.answer)
            cost += _SCARCITY_COST * _dominance_after(buttons_left, step.button)
            if _run_length(placed, step.answer, "answer") > MAX_RUN:
                cost += _RUN_COST
            if _run_length(placed, step.button, "button") > MAX_RUN:
                cost += _RUN_COST
            if total_counters:
                after = counters_placed + (1 if step.counter else 0)
                cost += _PACE_COST * max(0.0, abs(after - due) - _PACE_SLACK)
            costs.append((cost, step.shuffle, i))
        chosen = min(costs)[2]  # the easiest item left is always in reach
        remaining.remove(chosen)
        order.append(chosen)
        placed.append(steps[chosen])
        counters_placed += 1 if steps[chosen].counter else 0
    return order


def run_problems(steps: Sequence[Step]) -> list[str]:
    """Where an order breaks the rules ``spread`` keeps, in words (empty when it keeps
    them): runs of one answer or button, a level falling back by more than one, and
    counter-examples bunched so that a third of the set has none of its share."""
    problems: list[str] = []
    for attribute, what in (("answer", "answer"), ("button", "button")):
        run_value: object = None
        run = 0
        for place, step in enumerate(steps, start=1):
            value = getattr(step, attribute)
            run = run + 1 if value is not None and value == run_value else 1
            run_value = value
            if value is not None and run == MAX_RUN + 1:
                problems.append(
                    f"{what} {value!r} is right more than {MAX_RUN} times in a row "
                    f"(from item {place - MAX_RUN})"
                )
    highest = 0
    for place, step in enumerate(steps, start=1):
        if step.level < highest - 1:
            problems.append(f"item {place} is level {step.level} after a level {highest}")
        highest = max(highest, step.level)
    counters = [place for place, step in enumerate(steps) if step.counter]
    n = len(steps)
    if len(counters) >= 3:
        for third in range(3):
            low, high = third * n / 3, (third + 1) * n / 3
            wanted = len(counters) * (high - low) / n
            held = sum(1 for place in counters if low <= place < high)
            if held < wanted / 2:
                problems.append(
                    f"counter-examples bunched: {held} in items {int(low) + 1}-{int(high)} "
                    f"({wanted:.0f} would be even)"
                )
    return problems


def item_steps(items: Sequence[Mapping[str, Any]], mode: str) -> list[Step]:
    """Each item's ``Step``: answer and button where the set asks for one value and more
    than one value is ever right (a set whose every answer is the same card has no
    pattern to hide), the stored difficulty as the level."""
    single = mode == "single"
    if single:
        values = {str(item["answer"][0]) for item in items if item.get("answer")}
        single = len(values) > 1
    steps: list[Step] = []
    for item in items:
        answer: str | None = None
        button: int | None = None
        if single and item.get("answer"):
            answer = str(item["answer"][0])
            choices = [str(choice) for choice in item.get("choices") or []]
            button = choices.index(answer) + 1 if answer in choices else None
        steps.append(
            Step(
                level=int(item.get("difficulty", 1)),
                answer=answer,
                button=button,
                counter=bool(item.get("counter_example")),
                shuffle=hashlib.sha256(str(item.get("id")).encode()).hexdigest()[:12],
            )
        )
    return steps
