"""The quiz index lists each kind's sets easy to hard, with their level, in both languages."""

from __future__ import annotations

import re
from typing import Any

from tutor.course.curriculum import default_lessons_dir
from tutor.quiz.bank import default_quiz_dir, load_catalogue


def test_the_index_lists_sets_by_level(app_factory: Any) -> None:
    app = app_factory(QUIZ_DIR=default_quiz_dir(), LESSONS_DIR=default_lessons_dir())
    client = app.test_client()
    catalogue = load_catalogue()
    html = client.get("/quizzes/").get_data(as_text=True)
    for group in re.findall(r'<section class="set-group".*?</section>', html, re.S):
        ids = re.findall(r'data-set="([^"]+)"', group)
        # Easy before hard within each game: the standard game first, then its house
        # rules, then the other games (QuizSet.teaching_order, issue 30).
        order = [catalogue[set_id].teaching_order for set_id in ids]
        assert order == sorted(order), ids
    scoring = catalogue["scoring-standard"]
    assert f"Level {scoring.level} of 5" in html
    korean = client.get("/quizzes/?lang=ko").get_data(as_text=True)
    assert f"난이도 {scoring.level}/5" in korean
