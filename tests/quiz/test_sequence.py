"""The serving order of a set (tutor/quiz/sequence.py): easy to hard in broad strokes, no
answer or button right more than three times in a row, counter-examples at an even pace.

Before it, a bank sorted by difficulty served order-up-alone's 24 "alone" items first and
its 16 counter-examples last: a learner answered "alone" 24 times running.
"""

from __future__ import annotations

import dataclasses
import itertools

from hypothesis import given
from hypothesis import strategies as st

from tutor.practice.ordering import StoredRating, order_items
from tutor.practice.rating import bank_rating
from tutor.quiz.sequence import MAX_RUN, Step, item_steps, run_problems, spread


def _order_up(number: int, answer: str, level: int, *, counter: bool) -> dict[str, object]:
    """An order-up item as the bank stores it, reduced to what its place depends on."""
    choices = ["order-up", "alone", "pass"]
    return {
        "id": f"order-up/standard/1/{number}",
        "kind": "order-up",
        "hand": ["JH", "JD", "AH", "KH", "AS"] if answer == "alone" else ["JH", "QH", "9S"],
        "choices": choices,
        "answer": [answer],
        "difficulty": level,
        "counter_example": counter,
    }


def _alone_set() -> list[dict[str, object]]:
    # The shape that went wrong: the rule's 24 items at level 2, generated first, and 16
    # counter-examples (order up or pass), a level harder, generated last.
    rule = [_order_up(n, "alone", 2, counter=False) for n in range(1, 25)]
    counters = [
        _order_up(n, "order-up" if n % 2 else "pass", 3, counter=True) for n in range(25, 41)
    ]
    return rule + counters


def test_sorting_by_difficulty_alone_made_a_run_of_24_and_spread_breaks_it() -> None:
    items = _alone_set()
    steps = item_steps(items, "single")
    assert any("'alone' is right more than 3 times" in p for p in run_problems(steps))
    assert any("counter-examples bunched" in p for p in run_problems(steps))
    ordered = [steps[i] for i in spread(steps)]
    assert run_problems(ordered) == []
    answers = [step.answer for step in ordered]
    assert "alone alone alone alone" not in " ".join(str(a) for a in answers)
    # Every third of the set holds counter-examples.
    thirds = [ordered[0:13], ordered[13:27], ordered[27:40]]
    assert all(sum(step.counter for step in third) >= 3 for third in thirds)


def test_a_level_may_fall_back_by_one_but_not_by_two() -> None:
    assert run_problems([Step(2), Step(3), Step(2)]) == []
    assert run_problems([Step(1), Step(3), Step(1)]) == ["item 3 is level 1 after a level 3"]


def test_a_run_of_one_button_is_caught_even_with_different_answers() -> None:
    steps = [Step(1, answer=card, button=2) for card in ("JH", "JD", "AH", "KH")]
    assert run_problems(steps) == ["button 2 is right more than 3 times in a row (from item 1)"]


def test_legal_plays_and_puzzles_have_no_answer_to_run() -> None:
    item = {"id": "legal-plays/standard/1/1", "choices": ["9S", "TS"], "answer": ["9S", "TS"]}
    assert item_steps([item, item], "multi")[0].answer is None
    # A set whose every answer is one value has no pattern to hide: nothing is tracked.
    same = [_order_up(n, "alone", 2, counter=False) for n in range(1, 6)]
    assert {step.answer for step in item_steps(same, "single")} == {None}


steps_strategy = st.lists(
    st.builds(
        Step,
        level=st.integers(1, 5),
        answer=st.sampled_from(["alone", "order-up", "pass", None]),
        button=st.sampled_from([1, 2, 3, None]),
        counter=st.booleans(),
        shuffle=st.text("0123456789abcdef", min_size=4, max_size=4),
    ),
    max_size=40,
)


@given(steps_strategy)
def test_spread_is_a_permutation_that_never_falls_back_more_than_a_level(
    steps: list[Step],
) -> None:
    order = spread(steps)
    assert sorted(order) == list(range(len(steps)))
    highest = 0
    for i in order:
        assert steps[i].level >= highest - 1
        highest = max(highest, steps[i].level)


@given(steps_strategy)
def test_spread_is_a_fixed_point_so_pages_can_reapply_it_to_a_bank(steps: list[Step]) -> None:
    ordered = [steps[i] for i in spread(steps)]
    assert spread(ordered) == list(range(len(ordered)))


@given(st.lists(st.sampled_from(["JH", "JD", "AH"]), min_size=12, max_size=40))
def test_a_set_of_one_level_with_no_dominant_answer_never_runs(answers: list[str]) -> None:
    # Three values, none more than half: some order without a run of four always exists.
    if max(answers.count(a) for a in set(answers)) * 2 > len(answers):
        return
    steps = [Step(2, answer=a, shuffle=f"{n:04x}") for n, a in enumerate(answers)]
    ordered = [steps[i] for i in spread(steps)]
    run = longest = 1
    for before, after in itertools.pairwise(ordered):
        run = run + 1 if before.answer == after.answer else 1
        longest = max(longest, run)
    assert longest <= MAX_RUN


def test_trusted_ratings_cannot_bring_back_a_run() -> None:
    items = _alone_set()
    steps = item_steps(items, "single")
    bank = [items[i] for i in spread(steps)]
    bank_steps = item_steps(bank, "single")
    difficulties = [int(str(item["difficulty"])) for item in bank]
    # Without trusted ratings the bank's order stands as it is.
    numbers, _ = order_items(difficulties, {}, bank_steps)
    assert numbers == tuple(range(1, 41))
    # Learners found every counter-example a little harder than measured (still level 3):
    # sorting by rating alone would serve the 24 "alone" items first, in a row. The
    # served order is spread again.
    harder = {
        number: StoredRating(bank_rating(3) + 60.0, rd=80.0, games=40)
        for number, item in enumerate(bank, start=1)
        if item["counter_example"]
    }
    by_rating, _ = order_items(difficulties, harder)
    assert [bank[n - 1]["answer"] for n in by_rating[:24]] == [["alone"]] * 24
    numbers, levels = order_items(difficulties, harder, bank_steps)
    served = [dataclasses.replace(bank_steps[n - 1], level=levels[n].level) for n in numbers]
    assert sorted(numbers) == list(range(1, 41))
    assert run_problems(served) == []
