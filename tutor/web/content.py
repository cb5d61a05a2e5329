"""The lessons and quiz sets the app serves, loaded once per process from the configured
folders (``LESSONS_DIR``, ``QUIZ_DIR``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from flask import current_app

from tutor.course.curriculum import LEVELS, Lesson, load_lessons
from tutor.grammar import SOURCE_LANGUAGE, is_source
from tutor.quiz import Catalogue, QuizSet, load_catalogue

_catalogues: dict[Path, Catalogue] = {}
_courses: dict[tuple[Path, str], tuple[Lesson, ...]] = {}


def quiz_catalogue() -> Catalogue:
    folder: Path = current_app.config["QUIZ_DIR"]
    if folder not in _catalogues:
        _catalogues[folder] = load_catalogue(folder)
    return _catalogues[folder]


def playable_sets() -> list[QuizSet]:
    """Sets whose bank has items (a set defined but not generated yet is not offered)."""
    return [quiz_set for quiz_set in quiz_catalogue() if quiz_set.items]


def _lessons_in(lang: str) -> tuple[Lesson, ...]:
    folder: Path = current_app.config["LESSONS_DIR"]
    key = (folder, lang)
    if key not in _courses:
        _courses[key] = tuple(load_lessons(lang, folder)) if (folder / lang).is_dir() else ()
    return _courses[key]


def course(lang: str) -> list[Lesson]:
    """The course in ``lang``, in order; a lesson not yet translated appears in English."""
    english = {lesson.slug: lesson for lesson in _lessons_in(SOURCE_LANGUAGE)}
    source = is_source(lang)
    translated = {} if source else {lesson.slug: lesson for lesson in _lessons_in(lang)}
    merged = {**english, **translated}
    return sorted(merged.values(), key=lambda lesson: (lesson.order, lesson.slug))


def find_lesson(slug: str, lang: str) -> Lesson | None:
    return next((lesson for lesson in course(lang) if lesson.slug == slug), None)


@dataclass(frozen=True)
class Level:
    name: str
    lessons: tuple[Lesson, ...]


def course_levels(lang: str) -> list[Level]:
    lessons = course(lang)
    return [
        Level(level, tuple(lesson for lesson in lessons if lesson.level == level))
        for level in LEVELS
        if any(lesson.level == level for lesson in lessons)
    ]


def forget_loaded_content() -> None:
    """Drop the per-process caches (tests that rewrite the folders call this)."""
    _catalogues.clear()
    _courses.clear()
