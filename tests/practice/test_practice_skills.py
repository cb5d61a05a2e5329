"""Every theme of the real banks is a named skill with a lesson section, in both languages."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote

from flask import Flask

from tutor.course.curriculum import load_lessons
from tutor.practice.skills import SKILLS
from tutor.quiz import load_catalogue
from tutor.quiz.bower_drill import DECKS, make_question

ROOT = Path(__file__).parents[2]


def test_every_bank_theme_and_drill_skill_is_a_named_skill() -> None:
    themes = {
        theme
        for quiz_set in load_catalogue(ROOT / "quizzes")
        for item in quiz_set.items
        for theme in item.themes
    }
    import random

    rng = random.Random(3)
    drill = {make_question(deck, rng).skill for deck in DECKS for _ in range(500)}
    assert themes | drill <= set(SKILLS)


def test_every_skill_names_a_section_of_its_lesson_in_both_languages() -> None:
    english = {lesson.slug: lesson for lesson in load_lessons("en", ROOT / "lessons")}
    korean = {lesson.slug: lesson for lesson in load_lessons("ko", ROOT / "lessons")}
    for skill in SKILLS.values():
        lesson = english[skill.lesson]
        headings = [line[3:].strip() for line in lesson.body.splitlines() if line.startswith("## ")]
        assert skill.heading in headings, skill
        korean_headings = [
            line for line in korean[skill.lesson].body.splitlines() if line.startswith("## ")
        ]
        assert len(korean_headings) == len(headings), skill.lesson


def test_the_reread_link_points_at_the_section(app_factory: object) -> None:
    app: Flask = app_factory(LESSONS_DIR=ROOT / "lessons", QUIZ_DIR=ROOT / "quizzes")  # type: ignore[operator]
    from tutor.practice.views import reread

    with app.test_request_context("/?lang=ko"):
        from flask import session

        session["lang"] = "ko"
        link = reread("left-bower")
    assert link is not None
    client = app.test_client()
    page = client.get(link.url.split("#")[0] + "?lang=ko").get_data(as_text=True)
    assert f'id="{unquote(link.url.split("#")[1])}"' in page
    assert link.section in page
