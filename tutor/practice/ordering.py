"""The order a set's items are served in, easiest first: learners' ratings where they are
trustworthy, the measured difficulty everywhere else.

Every bank is stored easiest first by its measured difficulty (``tutor.quiz.difficulty``:
measured from the item, pulled towards first-try accuracy by ``flask quizzes calibrate``).
Every answer also plays a Glicko-2 game between learner and item (``tutor.practice.rating``),
so an item answered often carries a rating of how hard learners actually found it.

An item's rating is *trusted* once it rests on at least ``MIN_RATED_GAMES`` rated answers
and its rating deviation has fallen to ``MAX_TRUSTED_RD`` or below (about 20 answers from
learners of ordinary spread; a rating from three answers still moves by hundreds of points
with the next one). ``order_items`` then:

- keeps every untrusted item in its bank (measured) order, relative to the others;
- places each trusted item by its rating among them, the measured difficulty of an
  untrusted item standing for the rating it would have (``bank_rating``: difficulty 3 is
  1500, each step 150 points), so an item learners found easy moves ahead of measured-easy
  items and one they found hard moves back;
- breaks ties by bank number, so with no trusted rating the order is the bank's;
- spreads an order that trusted ratings moved as the build spreads a bank (no answer
  right more than three times in a row, counter-examples at an even pace), so learners'
  ratings cannot bring back a pattern the bank was built without.

Item URLs keep their bank number (``/quizzes/<set>/<n>`` names one item for good); the
order decides which item a set serves next, the "Question k of N" a learner sees, and
where "go through it again" starts. Quiz pages, class assignments and practise read it
through ``set_order``, which also says on the page whether an item's
difficulty comes from learners' answers or is still the measured estimate.

Ratings are read from the database at most once per ``ORDER_TTL_S`` seconds per set and
process (config ``ITEM_ORDER_TTL_S``): a rating needs dozens of answers to move an item,
so a minute-old order is as good as a fresh one, and the busiest pages skip the query.
"""

from __future__ import annotations

import dataclasses
import heapq
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from flask import current_app, has_app_context
from sqlalchemy import Engine, select

from tutor.extensions import db
from tutor.practice.models import ItemRating
from tutor.practice.rating import POINTS_PER_DIFFICULTY, START_RATING, bank_rating
from tutor.quiz import QuizSet
from tutor.quiz.sequence import Step, item_steps, spread
from tutor.web.text import _

MIN_RATED_GAMES = 20
MAX_TRUSTED_RD = 110.0
ORDER_TTL_S = 60.0


@dataclass(frozen=True)
class StoredRating:
    """An item's stored Glicko-2 rating and how much stands behind it."""

    rating: float
    rd: float
    games: int

    @property
    def trusted(self) -> bool:
        return self.games >= MIN_RATED_GAMES and self.rd <= MAX_TRUSTED_RD


@dataclass(frozen=True)
class ItemLevel:
    """Where an item sits on the difficulty scale and what puts it there."""

    rating: float  # what the order uses: the trusted rating, else the measured difficulty's
    answers: int  # the rated answers behind it; 0 while the measured difficulty stands

    @property
    def rated(self) -> bool:
        return self.answers > 0

    @property
    def level(self) -> int:
        """The rating on the bank's 1-5 difficulty scale."""
        steps = round((self.rating - START_RATING) / POINTS_PER_DIFFICULTY)
        return max(1, min(5, 3 + steps))


def order_items(
    difficulties: Sequence[int],
    stored: Mapping[int, StoredRating],
    steps: Sequence[Step] | None = None,
) -> tuple[tuple[int, ...], dict[int, ItemLevel]]:
    """Bank numbers (1-based) easiest first, and each item's level.

    ``difficulties`` are the items' measured difficulties in bank order; ``stored`` the
    ratings of some of them by bank number. Only trusted ratings move an item. With the
    items' ``steps`` (answers, buttons, counter-examples, in bank order), an order that
    trusted ratings moved is spread again, so ratings cannot bring back a run of one
    answer (``tutor.quiz.sequence``); the bank's own order is already spread and stays.
    """
    levels: dict[int, ItemLevel] = {}
    untrusted: list[tuple[float, int]] = []
    trusted: list[tuple[float, int]] = []
    for number, difficulty in enumerate(difficulties, start=1):
        rating = stored.get(number)
        if rating is not None and rating.trusted:
            levels[number] = ItemLevel(rating.rating, rating.games)
            trusted.append((rating.rating, number))
        else:
            levels[number] = ItemLevel(bank_rating(difficulty), 0)
            untrusted.append((bank_rating(difficulty), number))
    # A merge keeps the untrusted items exactly in bank order, even where a bank's stored
    # order and its difficulties disagree; trusted items slot in by rating.
    numbers = tuple(number for _, number in heapq.merge(untrusted, sorted(trusted)))
    if steps is not None and trusted:
        # Within a level, ties go to the ratings' order rather than the bank's shuffle.
        moved = [
            dataclasses.replace(
                steps[number - 1], level=levels[number].level, shuffle=f"{place:06d}"
            )
            for place, number in enumerate(numbers)
        ]
        numbers = tuple(numbers[i] for i in spread(moved))
    return numbers, levels


@dataclass(frozen=True)
class SetOrder:
    numbers: tuple[int, ...]  # bank numbers, easiest first
    levels: Mapping[int, ItemLevel]
    positions: Mapping[int, int]  # bank number -> place in the order, from 1

    @cached_property
    def rated(self) -> int:
        """How many items learners' answers have placed (counted once: an order is kept
        for a minute and a review page asks of each set it serves from)."""
        return sum(1 for level in self.levels.values() if level.rated)

    def position(self, number: int) -> int:
        return self.positions.get(number, number)

    def level(self, number: int) -> ItemLevel | None:
        return self.levels.get(number)


def stored_ratings(item_ids: Iterable[str]) -> dict[str, StoredRating]:
    wanted = list(dict.fromkeys(item_ids))
    if not wanted:
        return {}
    rows = db.session.execute(
        select(ItemRating.item_id, ItemRating.rating, ItemRating.rd, ItemRating.games).where(
            ItemRating.item_id.in_(wanted)
        )
    )
    return {item_id: StoredRating(rating, rd, games) for item_id, rating, rd, games in rows}


# By (id(engine), set id, id(items)); each entry keeps its engine and set, so no other
# database or bank can take those ids while it is here.
_orders: dict[tuple[int, str, int], tuple[Engine, QuizSet, float, SetOrder]] = {}


def _ttl() -> float:
    if has_app_context():
        return float(current_app.config.get("ITEM_ORDER_TTL_S", ORDER_TTL_S))
    return ORDER_TTL_S


def set_order(quiz_set: QuizSet) -> SetOrder:
    """The set's serving order (see the module's docstring), read at most once a minute."""
    return _set_order(quiz_set, db.engine, time.monotonic(), _ttl)


def set_orders(quiz_sets: Iterable[QuizSet]) -> dict[str, SetOrder]:
    """``set_order`` of each set, by set id (a review weighs items of several sets: the
    engine and the time-to-live, each a lookup through the app, are found once)."""
    engine, now, ttl = db.engine, time.monotonic(), _ttl()
    return {quiz_set.id: _set_order(quiz_set, engine, now, lambda: ttl) for quiz_set in quiz_sets}


def _set_order(quiz_set: QuizSet, engine: Engine, now: float, ttl: Callable[[], float]) -> SetOrder:
    key = (id(engine), quiz_set.id, id(quiz_set.items))
    cached = _orders.get(key)
    if (
        cached is not None
        and cached[0] is engine
        and cached[1].items is quiz_set.items
        and now - cached[2] < ttl()
    ):
        return cached[3]
    items = quiz_set.items
    found = stored_ratings(item.id for item in items)
    by_number = {
        number: found[item.id] for number, item in enumerate(items, start=1) if item.id in found
    }
    numbers, levels = order_items(
        [item.difficulty for item in items],
        by_number,
        item_steps([item.data for item in items], quiz_set.answer_mode),
    )
    order = SetOrder(
        numbers, levels, {number: place for place, number in enumerate(numbers, start=1)}
    )
    if len(_orders) > 1024:
        _orders.clear()
    _orders[key] = (engine, quiz_set, now, order)
    return order


def level_context(level: ItemLevel | None) -> dict[str, Any]:
    """What ``quizzes/_item.html`` says of the item's difficulty and where it comes from."""
    if level is None:
        return {"level_line": "", "level_rated": False}
    if level.rated:
        line = _(
            "Difficulty %(level)s of 5, from %(n)s learners' answers",
            level=level.level,
            n=level.answers,
        )
    else:
        line = _("Difficulty %(level)s of 5, estimated", level=level.level)
    return {"level_line": line, "level_rated": level.rated}
