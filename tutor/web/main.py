"""Home page (continue where you left off) and the health check."""

from __future__ import annotations

from flask import Blueprint, jsonify, render_template
from flask.typing import ResponseReturnValue
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from tutor.course.curriculum import Lesson
from tutor.extensions import db
from tutor.quiz import QuizSet
from tutor.web import content, progress
from tutor.web.i18n import current_lang

bp = Blueprint("main", __name__)


@bp.get("/")
def index() -> ResponseReturnValue:
    learner = progress.current_learner(create=False)
    lang = current_lang()
    lessons = content.course(lang)
    read = progress.lessons_read(learner)
    next_lesson = next((lesson for lesson in lessons if lesson.slug not in read), None)
    sets = content.playable_sets()
    by_set = progress.set_progress(learner, (quiz_set.id for quiz_set in sets))
    next_set = next(
        (s for s in _in_course_order(sets, lessons) if by_set[s.id].items_right < len(s.items)),
        None,
    )
    return render_template(
        "main/index.html",
        levels=content.course_levels(lang),
        read=read,
        next_lesson=next_lesson,
        next_set=next_set,
        sets=sets,
        by_set=by_set,
        tried=[s for s in sets if by_set[s.id].attempts],
        lang=lang,
    )


@bp.get("/healthz")
def healthz() -> ResponseReturnValue:
    try:
        db.session.execute(text("SELECT 1"))
    except SQLAlchemyError as error:
        db.session.rollback()
        return jsonify(status="error", error=f"database unreachable: {type(error).__name__}"), 503
    return jsonify(status="ok")


def _in_course_order(sets: list[QuizSet], lessons: list[Lesson]) -> list[QuizSet]:
    """The sets in the order the course's lessons offer them (easy to hard within a
    lesson), then the rest by level."""
    by_id = {quiz_set.id: quiz_set for quiz_set in sets}
    ids = [
        set_id
        for lesson in lessons
        for set_id in sorted(
            (s for s in lesson.quiz_sets if s in by_id), key=lambda s: by_id[s].level
        )
    ]
    rest = sorted(by_id, key=lambda s: (by_id[s].level, s))
    return [by_id[set_id] for set_id in dict.fromkeys([*ids, *rest])]
