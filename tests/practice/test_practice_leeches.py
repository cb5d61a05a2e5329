"""Leeches leave review until the learner brings them back; a review's verdict says when
each skill comes back and whether a right answer was slow (so rated Hard)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select

from tests.conftest import AuthActions, csrf_token_from
from tests.practice.practice_helpers import HTMX, answer_quiz, field
from tutor.extensions import db
from tutor.practice.models import SkillCard
from tutor.practice.scheduling import LEECH_AGAIN_AFTER, LEECH_MISSES, suspends
from tutor.web.clock import FixedClock

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
TRICK_1 = "/quizzes/trick-winner-demo/1"  # themes: left-bower; the answer is JD, AD is wrong


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(START)


@pytest.fixture
def app(app_factory: Any, clock: FixedClock) -> Flask:
    made: Flask = app_factory(CLOCK=clock)
    return made


def card(app: Flask, skill: str = "left-bower") -> SkillCard:
    with app.app_context():
        found = db.session.scalars(select(SkillCard).where(SkillCard.skill == skill)).one()
        db.session.expunge_all()
    return found


def miss(client: FlaskClient, clock: FixedClock, times: int) -> None:
    for _ in range(times):
        assert answer_quiz(client, TRICK_1, "AD") == 200
        clock.advance(minutes=1)


# The left bower's items in the test banks: (a right answer, a wrong one).
ANSWERS = {
    "trick-winner/standard/1/1": (["JD"], ["AD"]),
    "legal-plays/standard/1/1": (["JD", "TH"], ["JD"]),
}


def review_answer(client: FlaskClient, *, right: bool, wait: timedelta = timedelta()) -> str:
    """Answer the item the review page serves (after ``wait`` on the page): the verdict."""
    html = client.get("/review/").get_data(as_text=True)
    assert 'data-review="empty"' not in html
    assert 'data-review="done"' not in html
    answer = ANSWERS[field(html, "item_id")][0 if right else 1]
    form: dict[str, Any] = {
        "csrf_token": csrf_token_from(html),
        "set": field(html, "set"),
        "item_id": field(html, "item_id"),
        "token": field(html, "token"),
        "answer": answer,
    }
    clock = client.application.config["CLOCK"]
    clock.advance(seconds=wait.total_seconds())
    response = client.post("/review/", data=form, headers=HTMX)
    assert response.status_code == 200
    return response.get_data(as_text=True)


def test_a_leech_is_suspended_at_the_threshold_and_again_every_half_of_it() -> None:
    assert [n for n in range(1, 25) if suspends(n - 1, n)] == [8, 12, 16, 20, 24]
    assert LEECH_AGAIN_AFTER == LEECH_MISSES // 2
    assert not suspends(8, 8)  # a right answer to a leech suspends nothing


def test_eight_misses_take_a_skill_out_of_review_until_it_is_brought_back(
    app: Flask, client: FlaskClient, clock: FixedClock
) -> None:
    miss(client, clock, LEECH_MISSES - 1)
    assert not card(app).suspended
    # The miss that makes it a leech, in review, says so in its verdict.
    clock.advance(minutes=20)  # the relearning step is over: the skill is due
    verdict = review_answer(client, right=False)
    assert card(app).misses == LEECH_MISSES
    assert card(app).suspended
    assert "The left bower is now a leech: it leaves your reviews" in verdict
    # However long it waits, review never serves it: only follow-suit (the legal-plays
    # item's other skill) is due.
    clock.advance(days=30)
    waiting = client.get("/review/").get_data(as_text=True)
    assert "Review: Following suit · skills due: 1" in waiting
    # /me/ lists it as suspended, with a form to bring it back.
    me = client.get("/me/").get_data(as_text=True)
    panel = me[me.index("data-leech-panel") :]
    assert 'data-leech="left-bower" data-suspended="true"' in panel
    assert "suspended: not in your reviews" in panel
    assert 'action="/me/leeches/resume"' in panel
    token = csrf_token_from(me)
    # No CSRF token: refused, nothing changes.
    assert client.post("/me/leeches/resume", data={"skill": "left-bower"}).status_code == 400
    # Another learner (a visitor, then an account) cannot bring back someone else's leech.
    stranger = app.test_client()
    stranger_page = stranger.get(TRICK_1).get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(stranger_page), "skill": "left-bower"}
    assert stranger.post("/me/leeches/resume", data=form).status_code == 404
    AuthActions(stranger).register("grace")
    form["csrf_token"] = csrf_token_from(stranger.get(TRICK_1).get_data(as_text=True))
    assert stranger.post("/me/leeches/resume", data=form).status_code == 404
    # Not a suspended skill of the learner's: 404.
    for skill in ("follow-suit", "", "x" * 500):
        data = {"csrf_token": token, "skill": skill}
        assert client.post("/me/leeches/resume", data=data).status_code == 404
    assert card(app).suspended
    # The owner brings it back: due now, served by review, misses kept.
    response = client.post("/me/leeches/resume", data={"csrf_token": token, "skill": "left-bower"})
    assert response.status_code == 303
    assert response.headers["Location"].startswith("/me/?resumed=left-bower")
    back = client.get(response.headers["Location"]).get_data(as_text=True)
    assert 'data-resumed="left-bower"' in back
    assert "The left bower is back in your reviews, due now." in back
    resumed = card(app)
    assert not resumed.suspended
    assert resumed.misses == LEECH_MISSES
    assert resumed.due.replace(tzinfo=UTC) == clock()
    assert "skills due: 2" in client.get("/review/").get_data(as_text=True)
    # A second post finds nothing suspended: 404, nothing changes.
    again = {"csrf_token": token, "skill": "left-bower"}
    assert client.post("/me/leeches/resume", data=again).status_code == 404
    # Four more misses suspend it again.
    miss(client, clock, LEECH_AGAIN_AFTER - 1)
    assert not card(app).suspended
    miss(client, clock, 1)
    assert card(app).suspended


def test_a_suspended_leech_is_not_practised_either(
    app: Flask, client: FlaskClient, clock: FixedClock
) -> None:
    miss(client, clock, LEECH_MISSES)
    assert card(app).suspended
    assert answer_quiz(client, "/quizzes/best-play-demo/1", "AC") == 200
    served = {field(client.get("/me/practise").get_data(as_text=True), "item_id") for _ in range(4)}
    assert served == {"best-play/standard/1/1"}  # its skill, not the left bower's items


def test_a_review_verdict_says_when_the_skill_comes_back(
    app: Flask, client: FlaskClient, clock: FixedClock
) -> None:
    miss(client, clock, 1)
    clock.advance(minutes=20)
    verdict = review_answer(client, right=True)
    assert 'data-result="correct"' in verdict
    assert "Right, but slow" not in verdict
    due = card(app).due.replace(tzinfo=UTC)
    assert due > clock()
    # In words and as a date, from the card as stored.
    assert "The left bower: next review in " in verdict
    assert f"{due:%B} {due.day}, {due.year}" in verdict


def test_a_slow_right_review_answer_says_right_but_slow_in_both_languages(
    app: Flask, client: FlaskClient, clock: FixedClock
) -> None:
    miss(client, clock, 1)
    clock.advance(minutes=20)
    verdict = review_answer(client, right=True, wait=timedelta(minutes=2))
    assert 'data-slow="true"' in verdict
    assert "Right, but slow." in verdict
    assert "more than " in verdict
    korean = app.test_client()
    korean.get("/?lang=ko")
    miss(korean, clock, 1)
    clock.advance(minutes=20)
    verdict = review_answer(korean, right=True, wait=timedelta(minutes=2))
    assert "맞았지만 느렸습니다." in verdict
    assert "다음 복습" in verdict
    assert "Right, but slow" not in verdict
    assert "next review" not in verdict


def test_the_migration_matches_the_models_and_goes_down_and_up(app: Flask) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from flask_migrate import downgrade, upgrade
    from sqlalchemy import inspect

    def shape() -> tuple[bool, bool]:
        tables = set(inspect(db.engine).get_table_names())
        columns = {c["name"] for c in inspect(db.engine).get_columns("skill_card")}
        return "play_position_answer" in tables, "suspended" in columns

    with app.app_context():
        with db.engine.connect() as connection:
            assert compare_metadata(MigrationContext.configure(connection), db.metadata) == []
        assert shape() == (True, True)
        directory = app.extensions["migrate"].directory
        downgrade(directory=directory, revision="play_0002")
        assert shape() == (False, False)
        upgrade(directory=directory)
        assert shape() == (True, True)
        db.session.remove()
        db.engine.dispose()
