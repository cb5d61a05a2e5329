"""Issue 32 item 1: the item ratings that order everyone's sets cannot be poisoned.

An item's rating moves only on a learner's first answer to it, only for learners who are
signed in or long-lived visitors (a cookie-less visitor is a new learner per answer),
with the learner's rating bounded for the item's side of the game; anonymous answering
is rate-limited per address.

The item: tests/web/data's trick-winner-demo/1 (hearts trump: AD JD KD 9D; JD, the left
bower, wins), measured difficulty 1.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select, update

from tests.conftest import AuthActions
from tests.practice.practice_helpers import HTMX, answer_quiz, field
from tutor.extensions import db
from tutor.models import Learner, User
from tutor.practice import rating as glicko
from tutor.practice.deck import ITEM_GAME_RATING_SPAN
from tutor.practice.models import ItemRating, LearnerRating

URL = "/quizzes/trick-winner-demo/1"
ITEM = "trick-winner/standard/1/1"
WRONG, RIGHT = "AD", "JD"


def item_rating(app: Flask) -> tuple[float, int] | None:
    with app.app_context():
        row = db.session.get(ItemRating, ITEM)
        return None if row is None else (row.rating, row.games)


def test_a_hundred_cookie_less_visitors_do_not_move_the_rating(app: Flask) -> None:
    # The probe's attack: each visitor fetches the item and posts the same wrong answer,
    # then throws its cookie away. Before: 1500 -> about 2,325 with 100 games.
    for _ in range(100):
        assert answer_quiz(app.test_client(), URL, WRONG) == 200
    rated = item_rating(app)
    assert rated is None or rated[1] == 0


def test_only_a_learners_first_answer_rates_the_item(app: Flask, auth: AuthActions) -> None:
    auth.register("ada")
    client = auth.client
    assert answer_quiz(client, URL, WRONG) == 200
    first = item_rating(app)
    assert first is not None
    assert first[1] == 1
    for value in (WRONG, WRONG, RIGHT, WRONG):
        assert answer_quiz(client, URL, value) == 200
    assert item_rating(app) == first
    # The learner's own rating still moves with every answer (it serves /me/practise).
    with app.app_context():
        learner_games = db.session.scalars(select(LearnerRating.games)).one()
    assert learner_games == 5


def test_a_long_lived_visitor_counts_and_a_fresh_one_does_not(
    app: Flask, client: FlaskClient
) -> None:
    assert answer_quiz(client, URL, WRONG) == 200
    assert (item_rating(app) or (0.0, 0))[1] == 0
    with app.app_context():
        db.session.execute(update(Learner).values(created_at=datetime.now(UTC) - timedelta(days=2)))
        db.session.commit()
    other = "/quizzes/trick-winner-demo/2"
    choice = re.search(r'name="answer" value="([^"]+)"', client.get(other).get_data(as_text=True))
    assert choice is not None
    assert answer_quiz(client, other, choice.group(1)) == 200
    with app.app_context():
        games = db.session.scalars(select(ItemRating.games)).all()
    assert games == [1]


def test_one_learner_weighs_no_more_than_a_strong_ordinary_one(
    app: Flask, auth: AuthActions
) -> None:
    # A learner who pushed their own rating to 3,000 (answering easy items right) and then
    # misses on purpose moves the item as a learner at the cap would, no further.
    auth.register("ada")
    with app.app_context():
        user = db.session.scalars(select(User).where(User.username == "ada")).one()
        learner = Learner(user_id=user.id)
        db.session.add(learner)
        db.session.flush()
        learner_id = learner.id
        db.session.add(
            LearnerRating(learner_id=learner_id, rating=3000.0, rd=60.0, volatility=0.06, games=50)
        )
        db.session.commit()
    assert answer_quiz(auth.client, URL, WRONG) == 200
    capped = glicko.Glicko(glicko.START_RATING + ITEM_GAME_RATING_SPAN, 60.0, 0.06)
    _, expected = glicko.play(capped, glicko.item_start(1), False)
    rated = item_rating(app)
    assert rated is not None
    assert rated[0] == pytest.approx(expected.rating)
    # ... and the learner's own rating was played at its real value.
    with app.app_context():
        own = db.session.get(LearnerRating, learner_id)
        assert own is not None
        real, _ = glicko.play(glicko.Glicko(3000.0, 60.0, 0.06), glicko.item_start(1), False)
        assert own.rating == pytest.approx(real.rating)


def test_anonymous_answering_is_rate_limited_per_address(app_factory: object) -> None:
    app: Flask = app_factory(ANONYMOUS_ANSWER_LIMIT="3 per minute")  # type: ignore[operator]
    visitor = app.test_client()
    for _ in range(3):
        assert answer_quiz(visitor, URL, WRONG) == 200
    html = visitor.get(URL).get_data(as_text=True)
    form = {
        "csrf_token": field(html, "csrf_token"),
        "item_id": field(html, "item_id"),
        "token": field(html, "token"),
        "answer": WRONG,
    }
    refused = visitor.post(URL, data=form, headers=HTMX)
    assert refused.status_code == 429
    text = refused.get_data(as_text=True)
    assert "Too many answers from your network" in text
    assert "sign in" in text
    assert int(refused.headers["Retry-After"]) > 0
    korean = visitor.post(URL + "?lang=ko", data=form, headers=HTMX)
    assert korean.status_code == 429
    assert "답" in korean.get_data(as_text=True)
    # Another visitor on the same address waits too; a signed-in learner there does not.
    assert answer_quiz(app.test_client(), URL, WRONG) == 429
    learner = AuthActions(app.test_client())
    learner.register("ada")
    assert answer_quiz(learner.client, URL, WRONG) == 200
    with app.app_context():
        stored = db.session.scalars(select(Learner.id)).all()
    assert len(stored) == 2  # the visitor's learner and ada's; nothing for the refusals
