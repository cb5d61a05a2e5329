"""Lessons: the course path and one lesson page (which marks itself read: in the database
for someone with an account or progress, in the session cookie for a first-time visitor)."""

from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template, request
from flask.typing import ResponseReturnValue
from markupsafe import Markup

from tutor.course.curriculum import Lesson
from tutor.quiz import Catalogue
from tutor.web import chrome, content, pages, progress
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


# A lesson page's article (everything but the site's header and footer) by app, mount path,
# language and lesson: it depends on nothing else (the lesson, its rendered Markdown, its
# quiz sets and neighbours in the course), so it is rendered once per process. Each entry
# keeps its lesson and catalogue, so a reloaded course is rendered afresh.
_articles: dict[tuple[object, ...], tuple[Lesson, Catalogue, Markup]] = {}
MAX_CACHED_ARTICLES = 1024


@bp.get("/<slug>")
def lesson(slug: str) -> ResponseReturnValue:
    lang = current_lang()
    lessons = content.course(lang)
    position = next((i for i, lesson in enumerate(lessons) if lesson.slug == slug), None)
    if position is None:
        abort(404)
    this = lessons[position]
    progress.record_lesson_read(this.slug, this.lang)
    if not pages.enabled():
        return render_template(
            "lessons/lesson.html", lesson=this, article=article_html(lessons, position, lang)
        )

    # The whole page depends on the lesson and the language only (the article's own key):
    # kept per process, with this request's CSRF token and site header.
    def render() -> str:
        return render_template(
            "lessons/lesson.html",
            lesson=this,
            article=article_html(lessons, position, lang),
            **pages.template_overrides(),
        )

    owners = (this, content.quiz_catalogue())
    return pages.kept_page(("lesson", lang), owners, render, chrome.common_slots())


def article_html(lessons: list[Lesson], position: int, lang: str) -> Markup:
    from tutor.course.rendering import render_lesson

    this = lessons[position]
    catalogue = content.quiz_catalogue()
    key = (id(current_app._get_current_object()), request.script_root, lang, id(this))  # type: ignore[attr-defined]
    cached = _articles.get(key)
    if cached is not None and cached[0] is this and cached[1] is catalogue:
        return cached[2]
    quiz_sets = sorted(
        (catalogue[s] for s in this.quiz_sets if s in catalogue and catalogue[s].items),
        key=lambda quiz_set: quiz_set.level,  # easy to hard; stable within a level
    )
    html = Markup(  # noqa: S704  (an autoescaped template)
        render_template(
            "lessons/_article.html",
            lesson=this,
            rendered=render_lesson(this, lang),
            previous=lessons[position - 1] if position > 0 else None,
            following=lessons[position + 1] if position + 1 < len(lessons) else None,
            quiz_sets=quiz_sets,
            untranslated=this.lang != lang,
        )
    )
    if len(_articles) >= MAX_CACHED_ARTICLES:
        _articles.clear()
    _articles[key] = (this, catalogue, html)
    return html
