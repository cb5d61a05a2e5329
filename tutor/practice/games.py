"""The games a learner practises: the presets and house rules they have studied or been
assigned, so that review and "practise" serve items of their own game.

Studied: the presets of the lessons they read, the games of the quiz sets they answered
and of the games they played at the table. Assigned: their classes' house rules and the
games of the lessons and sets assigned to them. A learner who has done none of it yet is
taken to play standard Euchre.

An item is of a game when it is made for the game's preset and answered the same under
the game's house rules (``tutor.quiz.houserules.fits_rules``, as a class's quiz pages
decide it): a Bid Euchre item is never served to a learner of standard Euchre, nor one
made for the Canadian loner to a learner who has only seen the plain rules.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from flask import current_app, g
from sqlalchemy import bindparam, select

from tutor.engine import PRESET_NAMES, Variant
from tutor.extensions import db
from tutor.models import ItemProgress, Learner, LessonRead
from tutor.quiz import QuizItem, QuizSet
from tutor.quiz.houserules import fits_rules
from tutor.web import content
from tutor.web.database import DirectStatement

STANDARD = "standard"


@dataclass(frozen=True)
class Game:
    """A preset and the house rules on top of it (``Variant.replace`` options, sorted)."""

    preset: str
    options: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(preset: str, options: dict[str, Any] | None) -> Game:
        return Game(preset, tuple(sorted((options or {}).items())))

    @property
    def variant(self) -> Variant:
        return _variant(self)


@cache
def _variant(game: Game) -> Variant:
    base = Variant.preset(game.preset)
    return base.replace(**dict(game.options)) if game.options else base


def item_game(item: QuizItem) -> Game:
    options = item.get("variant_options")
    return Game.of(item.variant, options if isinstance(options, dict) else None)


@cache
def _fits(kind: str, made_for: Game, game: Game) -> bool:
    if made_for.preset != game.preset:
        return False
    try:
        return fits_rules(kind, made_for.variant, game.variant)
    except ValueError:  # pragma: no cover  (banks and classes hold possible variants only)
        return False


def fits(item: QuizItem, games: frozenset[Game]) -> bool:
    """Whether ``item`` is of one of ``games``."""
    made_for = item_game(item)
    return any(_fits(item.kind, made_for, game) for game in games)


_G_GAMES = "_tutor_learner_games"


def learner_games(learner_id: int | None) -> frozenset[Game]:
    """The learner's games (see the module's docstring), read once per request."""
    kept = g.get(_G_GAMES)
    if kept is not None and kept[0] == learner_id:
        return frozenset(kept[1])
    games = _read_games(learner_id) if learner_id is not None else set()
    found = frozenset(games) if games else frozenset({Game(STANDARD)})
    setattr(g, _G_GAMES, (learner_id, found))
    return found


# Asked on every review and practise page: built once, run below the ORM (``DirectStatement``).
_LESSONS_READ = DirectStatement(
    select(LessonRead.slug).where(LessonRead.learner_id == bindparam("learner_id"))
)
_SETS_ANSWERED = DirectStatement(
    select(ItemProgress.set_id).where(ItemProgress.learner_id == bindparam("learner_id")).distinct()
)
_OWNER = DirectStatement(select(Learner.user_id).where(Learner.id == bindparam("learner_id")))
_PLAYED: list[DirectStatement] = []


def _played() -> DirectStatement:
    if not _PLAYED:
        from tutor.play.models import PlayGame

        _PLAYED.append(
            DirectStatement(
                select(PlayGame.preset, PlayGame.options)
                .where(PlayGame.learner_id == bindparam("learner_id"))
                .distinct()
            )
        )
    return _PLAYED[0]


def _read_games(learner_id: int) -> set[Game]:
    params = {"learner_id": learner_id}
    games: set[Game] = set()
    slugs = {row[0] for row in _LESSONS_READ.rows(params)}
    set_ids = {row[0] for row in _SETS_ANSWERED.rows(params)}
    if "play.index" in current_app.view_functions:
        games |= {Game.of(preset, _options(text)) for preset, text in _played().rows(params)}
    owner = _OWNER.rows(params)
    user_id = owner[0][0] if owner else None
    if user_id is not None and "classes" in current_app.blueprints:
        games |= _assigned_games(user_id, slugs, set_ids)
    variants = _lesson_variants()
    games |= {Game(variants[slug]) for slug in slugs if slug in variants}
    catalogue = content.quiz_catalogue()
    for set_id in set_ids:
        if set_id in catalogue:
            games |= _set_games(catalogue[set_id])
    return {game for game in games if game.preset in PRESET_NAMES}


_lesson_variants_kept: dict[str, dict[str, str]] = {}


def _lesson_variants() -> dict[str, str]:
    """Each lesson's preset by slug (the lessons are files read once per process)."""
    key = str(current_app.config["LESSONS_DIR"])
    found = _lesson_variants_kept.get(key)
    if found is None:
        found = _lesson_variants_kept[key] = {
            lesson.slug: lesson.variant for lesson in content.course("en")
        }
    return found


def _assigned_games(user_id: int, slugs: set[str], set_ids: set[str]) -> set[Game]:
    """The user's classes' house rules; the lessons and sets assigned to them are added
    to ``slugs`` and ``set_ids``."""
    from tutor.classes import services
    from tutor.models import User

    user = db.session.get(User, user_id)
    if user is None:  # pragma: no cover  (the learner's row names an existing account)
        return set()
    games = {
        Game.of(classroom.variant_preset, _options(classroom.variant_options))
        for classroom in services.student_classes(user)
    }
    for assignment in services.assignments_for_student(user):
        for part in assignment.items:
            (slugs if part.kind == "lesson" else set_ids).add(part.ref)
    return games


def _options(text: str | None) -> dict[str, Any]:
    try:
        value = json.loads(text or "{}")
    except ValueError:
        return {}
    return dict(value) if isinstance(value, dict) else {}


_set_games_kept: dict[int, tuple[QuizSet, frozenset[Game]]] = {}


def _set_games(quiz_set: QuizSet) -> frozenset[Game]:
    kept = _set_games_kept.get(id(quiz_set))
    if kept is not None and kept[0] is quiz_set:
        return kept[1]
    found = frozenset(item_game(item) for item in quiz_set.items) or frozenset(
        {Game(quiz_set.variant)}
    )
    _set_games_kept[id(quiz_set)] = (quiz_set, found)
    return found
