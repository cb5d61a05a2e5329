"""Whatever a form sends as answers, the quiz page says right, wrong or what is wrong:
it never fails, and it records exactly the answers it judged."""

from __future__ import annotations

from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select
from werkzeug.datastructures import MultiDict

from tests.web.quiz_forms import HTMX, open_item
from tutor.engine import parse_card
from tutor.extensions import db
from tutor.models import Attempt

LEGAL = "/quizzes/legal-plays-demo/1"  # hearts led, hand JD AD KS TH 9C: JD and TH are legal
CARDS_AND_NOISE = st.sampled_from(["JD", "AD", "KS", "TH", "9C", "jd", "10H", "J♦", "JO", "ZZ", ""])
ANSWERS = st.lists(st.one_of(CARDS_AND_NOISE, st.text(max_size=50)), max_size=14)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(answers=ANSWERS)
def test_any_answer_form_is_judged_or_refused_never_a_server_error(
    app: Flask, answers: list[str]
) -> None:
    client = app.test_client()
    with app.app_context():
        before = db.session.scalar(select(func.count(Attempt.id)))
    form = open_item(client, LEGAL)
    response = client.post(LEGAL, data=MultiDict(form.fields(*answers)), headers=HTMX)
    html = response.get_data(as_text=True)
    with app.app_context():
        after = db.session.scalar(select(func.count(Attempt.id)))
    if response.status_code == 200:
        assert 'data-result="correct"' in html or 'data-result="incorrect"' in html
        assert after == (before or 0) + 1
        correct = 'data-result="correct"' in html
        given_cards = {parse_card(a).code for a in answers if a.strip()}
        assert correct == (given_cards == {"JD", "TH"})
    else:
        assert response.status_code == 400
        assert 'role="alert"' in html
        assert after == before
