"""A lesson and the whole course checked: every example block replayed by the engine,
every card chip read, each language's course order, and the languages agreeing.

This module sits above ``curriculum`` (the files) and ``examples`` (the blocks), so that
neither of those needs the other's checks.
"""

from __future__ import annotations

from pathlib import Path

from tutor.course.curriculum import (
    CARD_CHIP,
    LANGS,
    Lesson,
    LessonBlockError,
    LessonError,
    example_blocks,
    load_lessons,
)
from tutor.course.examples import read_lesson_blocks
from tutor.engine import InvalidCardError, parse_card


def check_lesson(lesson: Lesson, *, stories: bool = True) -> list[LessonBlockError]:
    """Every problem in a lesson's example blocks and card chips (empty when all hold).

    Blocks are read as a whole (``tutor.course.examples``): deals replayed, claims checked, and,
    with ``stories``, consecutive stand-alone blocks checked against each other.
    """
    _, problems, story = read_lesson_blocks(
        list(example_blocks(lesson)), lesson.variant, lesson.path
    )
    if stories:
        problems = sorted([*problems, *story], key=lambda problem: problem.line)
    for match in CARD_CHIP.finditer(lesson.body):
        line = lesson.body_line + lesson.body.count("\n", 0, match.start())
        try:
            parse_card(match.group(1))
        except InvalidCardError as error:
            problems.append(LessonBlockError(str(error), path=lesson.path, line=line))
    return problems


def check_course(lessons_dir: Path | None = None) -> list[LessonError]:
    """Every problem in the whole course: each language's order, the languages agreeing
    lesson for lesson, and every lesson's example blocks and card chips."""
    problems: list[LessonError] = []
    by_lang = {lang: load_lessons(lang, lessons_dir) for lang in LANGS}
    for lang, lessons in by_lang.items():
        orders = [lesson.order for lesson in lessons]
        if orders != list(range(1, len(lessons) + 1)):
            problems.append(
                LessonError(f"{lang}: course order must run 1..{len(lessons)}, not {orders}")
            )
        for lesson in lessons:
            problems.extend(check_lesson(lesson))
    # A lesson written in one language only would leave the other language's learners
    # with a gap in the course (and a dead "next lesson" link).
    slugs = {lang: {lesson.slug for lesson in lessons} for lang, lessons in by_lang.items()}
    for lang in LANGS:
        for other in LANGS:
            for slug in sorted(slugs[lang] - slugs[other]):
                problems.append(LessonError(f"lesson {slug!r} exists in {lang} but not in {other}"))
    english = {lesson.slug: lesson for lesson in by_lang[LANGS[0]]}
    for lesson in by_lang[LANGS[1]]:
        twin = english.get(lesson.slug)
        if twin is not None and (twin.order, twin.quiz_sets) != (lesson.order, lesson.quiz_sets):
            problems.append(
                LessonError(f"{lesson.path}: order and quiz_sets must match {twin.path}")
            )
    return problems
