"""Lessons: the course path and one lesson page (which marks itself read)."""

from __future__ import annotations

from flask import Blueprint, abort, render_template
from flask.typing import ResponseReturnValue

from tutor.web import content, progress
from tutor.web.i18n import current_lang

bp = Blueprint("lessons", __name__, url_prefix="/lessons")


@bp.get("/")
def index() -> ResponseReturnValue:
    lang = current_lang()
    learner = progress.current_learner(create=False)
    read = progress.lessons_read(learner)
    lessons = content.course(lang)
    here = next((lesson.slug for lesson in lessons if lesson.slug not in read), None)
    return render_template(
        "lessons/index.html", levels=content.course_levels(lang), read=read, here=here
    )


@bp.get("/<slug>")
def lesson(slug: str) -> ResponseReturnValue:
    from tutor.rendering import render_lesson

    lang = current_lang()
    lessons = content.course(lang)
    position = next((i for i, lesson in enumerate(lessons) if lesson.slug == slug), None)
    if position is None:
        abort(404)
    this = lessons[position]
    rendered = render_lesson(this)
    learner = progress.learner_for_update()
    progress.mark_lesson_read(learner, this.slug, this.lang)
    catalogue = content.quiz_catalogue()
    quiz_sets = sorted(
        (catalogue[s] for s in this.quiz_sets if s in catalogue and catalogue[s].items),
        key=lambda quiz_set: quiz_set.level,  # easy to hard; stable within a level
    )
    return render_template(
        "lessons/lesson.html",
        lesson=this,
        rendered=rendered,
        previous=lessons[position - 1] if position > 0 else None,
        following=lessons[position + 1] if position + 1 < len(lessons) else None,
        quiz_sets=quiz_sets,
        untranslated=this.lang != lang,
    )
