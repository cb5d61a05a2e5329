"""The app against the project's real lessons and quiz banks (not the small test bank)."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient
from markupsafe import escape

from tests.web.quiz_forms import answer
from tutor.course.curriculum import load_lessons
from tutor.quiz import QuizSet, load_catalogue
from tutor.web.explanation import prompt_text

REAL_SETS = [quiz_set for quiz_set in load_catalogue() if quiz_set.items]


@pytest.mark.skipif(not REAL_SETS, reason="no quiz bank has been generated yet")
def test_every_real_set_answers_right_and_wrong(real_app: Flask) -> None:
    client = real_app.test_client()
    for quiz_set in REAL_SETS:
        _check_first_item(client, quiz_set)


def _check_first_item(client: FlaskClient, quiz_set: QuizSet) -> None:
    url = f"/quizzes/{quiz_set.id}/1"
    item = quiz_set.items[0]
    for lang in ("en", "ko"):
        page = client.get(f"{url}?lang={lang}")
        assert page.status_code == 200, (quiz_set.id, lang)
        assert str(escape(prompt_text(item.data, lang))) in page.get_data(as_text=True), quiz_set.id
    # A hand puzzle takes one card per post: its first decision's.
    given = item.answer[:1] if item.answer_mode == "puzzle" else item.answer
    status, html = answer(client, url, *given)
    assert status == 200, (quiz_set.id, html)
    assert 'data-result="correct"' in html, quiz_set.id
    wrong = [choice for choice in item.choices if choice not in item.answer]
    if item.answer_mode in ("single", "puzzle") and wrong:
        status, html = answer(client, url, wrong[0])
        assert status == 200, (quiz_set.id, html)
        assert 'data-result="incorrect"' in html, quiz_set.id


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_real_lesson_page_answers(real_app: Flask, lang: str) -> None:
    client = real_app.test_client()
    lessons = load_lessons(lang)
    assert lessons
    for lesson in lessons:
        response = client.get(f"/lessons/{lesson.slug}?lang={lang}")
        assert response.status_code == 200, lesson.slug
        assert str(escape(lesson.title)) in response.get_data(as_text=True)
    course = client.get(f"/lessons/?lang={lang}").get_data(as_text=True)
    assert course.count('class="lesson-entry read"') == len(lessons)
