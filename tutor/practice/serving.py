"""Bank items for practice: the items of each skill, a fresh one for a review, one near the
learner's level for "practise", and the context the shared item template needs.

A review must not show the position just answered: it takes an item of the skill the
learner has never answered if there is one (the one rated nearest their level), else the
one they answered longest ago, and never the last one while the skill has another.

Both draw only from the learner's own games (``tutor.practice.games``: the presets and
house rules they studied or were assigned), and items equally near are taken in an order
of the learner's own (``tie_key``), never by item id: ids sort Bid and British first.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import bindparam, func, select

from tutor.models import Attempt, ItemProgress
from tutor.practice import deck, games, ordering
from tutor.practice.deck import tie_key
from tutor.practice.rating import bank_rating
from tutor.quiz import Catalogue, QuizItem, QuizSet
from tutor.web import answer_token, content, pages
from tutor.web.clock import as_utc
from tutor.web.database import DirectStatement
from tutor.web.i18n import current_lang


@dataclass(frozen=True)
class Placed:
    """A bank item and where it lives: ``/quizzes/<set>/<number>``."""

    quiz_set: QuizSet
    number: int
    item: QuizItem
    item_id: str
    bank_rating: float  # the rating its bank difficulty stands for


@dataclass(frozen=True)
class BankIndex:
    by_id: dict[str, Placed]
    by_skill: dict[str, tuple[Placed, ...]]


_indices: dict[int, tuple[Catalogue, BankIndex]] = {}


def bank_index() -> BankIndex:
    """Every playable item by id and by skill (theme), built once per loaded catalogue."""
    catalogue = content.quiz_catalogue()
    cached = _indices.get(id(catalogue))
    if cached is not None and cached[0] is catalogue:
        return cached[1]
    by_id: dict[str, Placed] = {}
    by_skill: dict[str, list[Placed]] = {}
    for quiz_set in catalogue:
        for number, item in enumerate(quiz_set.items, start=1):
            if item.id in by_id:
                continue
            placed = Placed(quiz_set, number, item, item.id, bank_rating(item.difficulty))
            by_id[item.id] = placed
            if item.answer_mode == "puzzle":
                continue  # a hand puzzle is played move by move on its own page, not here
            for theme in dict.fromkeys(item.themes):
                by_skill.setdefault(theme, []).append(placed)
    index = BankIndex(by_id, {skill: tuple(items) for skill, items in by_skill.items()})
    _indices[id(catalogue)] = (catalogue, index)
    return index


def find(set_id: str, item_id: str) -> Placed | None:
    placed = bank_index().by_id.get(item_id)
    return placed if placed is not None and placed.quiz_set.id == set_id else None


_LONG_AGO = datetime.min.replace(tzinfo=UTC)

# Stored ratings are looked up for this many unseen items, the nearest by bank difficulty.
SHORTLIST = 24


# Every review and practise page asks: built once (building a statement costs about as
# much as running one this small).
# Run below SQLAlchemy's execution layer (``DirectStatement``): a review page's few small
# reads cost more there than in SQLite.
_LAST_ANSWERED = DirectStatement(
    select(Attempt.item_id, func.max(Attempt.created_at))
    .where(Attempt.learner_id == bindparam("learner_id"))
    .group_by(Attempt.item_id)
)
_LAST_ANSWERED_SKILL = DirectStatement(
    select(Attempt.item_id, func.max(Attempt.created_at))
    .where(
        Attempt.learner_id == bindparam("learner_id"),
        # The skill is escaped for LIKE by ``_like_escaped`` ("/" escapes).
        Attempt.themes.contains(bindparam("skill"), escape="/"),
    )
    .group_by(Attempt.item_id)
)


# Which of a learner's candidates they have answered at all: one row per item in
# ``item_progress`` (its key starts with the learner and the set), so this reads only the
# candidates' sets, where the attempts would need a scan of every answer the learner gave.
_PROGRESS = ItemProgress.__table__
# One statement per number of sets, with a bound value per set: an "expanding" IN list
# would be rendered into the SQL afresh on every execution.
_ITEMS_SEEN: dict[int, DirectStatement] = {}


def _items_seen(sets: int) -> DirectStatement:
    statement = _ITEMS_SEEN.get(sets)
    if statement is None:
        statement = _ITEMS_SEEN[sets] = DirectStatement(
            select(_PROGRESS.c.set_id, _PROGRESS.c.item_id).where(
                _PROGRESS.c.learner_id == bindparam("learner_id"),
                _PROGRESS.c.set_id.in_([bindparam(f"set_{n}") for n in range(sets)]),
            )
        )
    return statement


@dataclass(frozen=True)
class _Candidates:
    """What a query for a tuple of candidates asks: their (set, item) pairs and sets; and
    the candidates grouped by bank rating, each group in item-id order (``_nearest``)."""

    candidates: tuple[Placed, ...]  # kept, so that no other tuple can take its id
    wanted: frozenset[tuple[str, str]]
    params: dict[str, str]  # the sets, as the statement's bound values
    by_rating: tuple[tuple[float, tuple[Placed, ...]], ...]


# A skill's candidates are one tuple of the bank index (``BankIndex.by_skill``).
_candidates: dict[int, _Candidates] = {}


def _candidates_of(candidates: tuple[Placed, ...]) -> _Candidates:
    found = _candidates.get(id(candidates))
    if found is not None and found.candidates is candidates:
        return found
    wanted = frozenset((placed.quiz_set.id, placed.item_id) for placed in candidates)
    set_ids = sorted({set_id for set_id, _item_id in wanted})
    params = {f"set_{n}": set_id for n, set_id in enumerate(set_ids)}
    groups: dict[float, list[Placed]] = {}
    for placed in candidates:
        groups.setdefault(placed.bank_rating, []).append(placed)
    by_rating = tuple(
        (rating, tuple(sorted(group, key=_item_id))) for rating, group in groups.items()
    )
    if len(_candidates) > 1024:
        _candidates.clear()
    found = _candidates[id(candidates)] = _Candidates(candidates, wanted, params, by_rating)
    return found


def _item_id(placed: Placed) -> str:
    return placed.item_id


def _nearest(
    asked: _Candidates, seen: set[str], target: float, learner_id: int | None
) -> list[Placed]:
    """The ``SHORTLIST`` candidates not in ``seen`` nearest ``target`` by bank rating, ties
    in the learner's order (``tie_key``), without ordering every unseen candidate of the
    skill (a review's skill has dozens, some hundreds). A bank rating stands for a
    difficulty, so there are a handful of groups: they are taken nearest first, groups as
    near as each other together."""
    groups = sorted(asked.by_rating, key=lambda group: abs(group[0] - target))
    shortlist: list[Placed] = []
    start = 0
    while start < len(groups) and len(shortlist) < SHORTLIST:
        distance = abs(groups[start][0] - target)
        end = start + 1
        while end < len(groups) and abs(groups[end][0] - target) == distance:
            end += 1
        unseen = [
            placed
            for _rating, group in groups[start:end]
            for placed in group
            if placed.item_id not in seen
        ]
        unseen.sort(key=lambda placed: tie_key(learner_id, placed.item_id))
        shortlist.extend(unseen[: SHORTLIST - len(shortlist)])
        start = end
    return shortlist


def _seen(learner_id: int | None, candidates: tuple[Placed, ...]) -> set[str]:
    """The candidates' item ids the learner has answered (by ``item_progress``)."""
    if learner_id is None or not candidates:
        return set()
    asked = _candidates_of(candidates)
    statement = _items_seen(len(asked.params))
    found = statement.rows({"learner_id": learner_id, **asked.params})
    wanted = asked.wanted
    return {item_id for set_id, item_id in found if (set_id, item_id) in wanted}


def _like_escaped(text: str) -> str:
    return text.replace("/", "//").replace("%", "/%").replace("_", "/_")


def _last_answered(
    learner_id: int | None, item_ids: list[str], skill: str | None
) -> dict[str, datetime]:
    if learner_id is None or not item_ids:
        return {}
    # The learner's answers (narrowed to the skill's when there is one), then those among
    # the candidates: cheaper than a long IN list of a skill's hundreds of items.
    wanted = set(item_ids)
    if skill is None:
        found = _LAST_ANSWERED.rows({"learner_id": learner_id})
    else:
        params = {"learner_id": learner_id, "skill": _like_escaped(skill)}
        found = _LAST_ANSWERED_SKILL.rows(params)
    # SQLite gives the times back without their zone (they are stored in UTC).
    return {item_id: as_utc(moment) for item_id, moment in found if item_id in wanted}


def _choose(
    learner_id: int | None,
    candidates: tuple[Placed, ...],
    skill: str | None = None,
    level: float | None = None,
) -> Placed | None:
    """Never answered and nearest the learner's level; else the one answered longest ago."""
    if not candidates:
        return None
    seen = _seen(learner_id, candidates)
    if seen.issuperset(placed.item_id for placed in candidates):
        # Only now are the times wanted: the attempts say when each was answered last.
        last = _last_answered(learner_id, [placed.item_id for placed in candidates], skill)
        return min(
            candidates,
            key=lambda placed: (
                last.get(placed.item_id, _LONG_AGO),
                tie_key(learner_id, placed.item_id),
            ),
        )
    target = level if level is not None else deck.learner_rating(learner_id).rating
    # Nearest by bank difficulty first (no query), then by the level the sets' order uses:
    # a trusted rating where learners' answers give one (``tutor.practice.ordering``).
    shortlist = _nearest(_candidates_of(candidates), seen, target, learner_id)

    # Each set's order is looked up once (a shortlist often spans several sets).
    orders = ordering.set_orders(
        {placed.quiz_set.id: placed.quiz_set for placed in shortlist}.values()
    )
    if not any(order.rated for order in orders.values()):
        # No item of these sets has a trusted rating: each one's level is its bank
        # rating, which the shortlist is already in order of.
        return shortlist[0]

    def distance(placed: Placed) -> tuple[float, bytes]:
        order = orders[placed.quiz_set.id]
        return abs(_level_in(order, placed).rating - target), tie_key(learner_id, placed.item_id)

    return min(shortlist, key=distance)


def level_of(placed: Placed) -> ordering.ItemLevel:
    """The item's level as its set's order has it (ratings read at most once a minute)."""
    return _level_in(ordering.set_order(placed.quiz_set), placed)


def _level_in(order: ordering.SetOrder, placed: Placed) -> ordering.ItemLevel:
    found = order.level(placed.number)
    return found if found is not None else ordering.ItemLevel(placed.bank_rating, 0)


def has_items(skill: str) -> bool:
    return bool(bank_index().by_skill.get(skill))


# A skill's items of some games, kept with the skill's tuple they were taken from (so the
# candidates' own cache, by the tuple's id, keeps working across requests).
_of_games: dict[tuple[int, frozenset[games.Game]], tuple[tuple[Placed, ...], tuple[Placed, ...]]]
_of_games = {}


def _items_of_games(items: tuple[Placed, ...], wanted: frozenset[games.Game]) -> tuple[Placed, ...]:
    """The items of ``wanted`` among ``items``."""
    key = (id(items), wanted)
    kept = _of_games.get(key)
    if kept is not None and kept[0] is items:
        return kept[1]
    chosen = tuple(placed for placed in items if games.fits(placed.item, wanted))
    if len(_of_games) > 4096:
        _of_games.clear()
    _of_games[key] = (items, chosen)
    return chosen


def fresh_item(learner_id: int | None, skill: str, level: float | None = None) -> Placed | None:
    """An item of ``skill`` of the learner's games for a review (None if the banks have
    none); ``level`` is the learner's rating when the caller has it already."""
    items = _items_of_games(bank_index().by_skill.get(skill, ()), games.learner_games(learner_id))
    return _choose(learner_id, items, skill, level)


def practise_item(learner_id: int | None, skills: list[str]) -> Placed | None:
    """An item of the learner's games near their level among ``skills`` (every skill if
    empty)."""
    index = bank_index()
    wanted = games.learner_games(learner_id)
    pool: dict[str, Placed] = {}
    for skill in skills or list(index.by_skill):
        for placed in _items_of_games(index.by_skill.get(skill, ()), wanted):
            pool.setdefault(placed.item.id, placed)
    return _choose(learner_id, tuple(pool.values()))


def item_context(
    placed: Placed, action: str, *, kept: bool = False, **extra: Any
) -> dict[str, Any]:
    """What ``quizzes/_item.html`` needs to show ``placed`` with its form posting to
    ``action`` (the same pieces the quiz pages use); ``kept``: a placeholder for the
    answer token, for a page ``tutor.web.pages`` keeps."""
    from tutor.web.explanation import prompt_text
    from tutor.web.position import cached_position_view
    from tutor.web.quizzes import choices_of, fragment, hand_choices, history_open

    lang = current_lang()
    item = placed.item
    choices = choices_of(item, lang)
    context = {
        "quiz_set": placed.quiz_set,
        "number": placed.number,
        "item": item,
        "lang": lang,
        "prompt": prompt_text(item.data, lang),
        "choices": choices,
        "hand_choices": hand_choices(item, choices),
        "asked_card": item.get("card"),
        # The seats named in the page's language, as on the quiz pages.
        "position": cached_position_view(item, lang),
        "action": action,
        "token": pages.placeholder("token") if kept else answer_token.issue(item.id),
        "solved": None,
        "retry_url": None,
        "history_open": history_open(item),
        **ordering.level_context(level_of(placed)),
        **extra,
    }
    # The same per-process fragments as the quiz pages (the position and the choices are
    # most of an item page's work); an answered item replaces the position's.
    quiz_set = placed.quiz_set
    context["position_html"] = fragment("quizzes/_position.html", quiz_set, item, context)
    context["choices_html"] = fragment("quizzes/_choices.html", quiz_set, item, context)
    return context


def difficulty_order(quiz_set: QuizSet) -> list[int]:
    """The set's item numbers in the order it serves them, easiest first (see
    ``tutor.practice.ordering``: trusted ratings, else the measured difficulty)."""
    return list(ordering.set_order(quiz_set).numbers)
