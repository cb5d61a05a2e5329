"""A drill answer in one statement (``drill._answer_at_once``) against the answer read from
the run's row (``drill._answer_checked``): the same run, the same refusals, the same deck."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import bindparam, select, update
from sqlalchemy.exc import IntegrityError

from tests.conftest import TEST_PASSWORD, AuthActions, csrf_token_from
from tests.practice.practice_helpers import DrillPage, read_drill, start_drill
from tests.statements import statements_of
from tutor.extensions import db
from tutor.practice import drill
from tutor.practice.models import DrillRun, SkillCard
from tutor.quiz.bower_drill import DrillQuestion, make_question
from tutor.web.clock import FixedClock, as_utc
from tutor.web.database import DirectStatement

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(START)


@pytest.fixture
def app(app_factory: Any, clock: FixedClock) -> Flask:
    made: Flask = app_factory(CLOCK=clock)
    return made


def run_row(app: Flask, page: DrillPage) -> tuple[Any, ...]:
    with app.app_context():
        run = db.session.get(DrillRun, page.url.rsplit("/", 1)[1])
        assert run is not None
        return (run.answered, run.correct, run.streak, run.best_streak, run.over, run.number)


def misses(app: Flask) -> int:
    with app.app_context():
        return sum(card.misses for card in db.session.scalars(select(SkillCard)))


def without_question(app: Flask, token: str) -> str:
    """The token as the drill signed it before questions rode in it."""
    with app.test_request_context():
        payload = drill._read_token(token)
        assert payload is not None
        return str(drill._serializer().dumps({k: payload[k] for k in ("run", "n", "best")}))


def test_a_drill_answer_is_one_update_that_the_engines_listeners_see(
    app: Flask, client: FlaskClient
) -> None:
    page = start_drill(client, "endless-24")
    results: list[tuple[int, str]] = []
    seen = statements_of(app, lambda: results.append(page.post(client, page.right_answer)))
    status, html = results[0]
    assert status == 200
    assert 'data-streak="1"' in html
    on_runs = [s for s in seen if re.search(r"\bdrill_run\b", s)]
    assert len(on_runs) == 1, on_runs
    assert on_runs[0].lstrip().upper().startswith("UPDATE DRILL_RUN")
    assert "RETURNING" in on_runs[0].upper()
    assert run_row(app, page) == (1, 1, 1, 1, False, 2)


def test_a_token_without_its_question_is_answered_from_the_run(
    app: Flask, client: FlaskClient
) -> None:
    page = start_drill(client, "endless-32")
    status, html = page.post(client, page.right_answer, token=without_question(app, page.token))
    assert status == 200
    page = read_drill(html, page.url)
    status, html = page.post(client, page.wrong_answer, token=without_question(app, page.token))
    assert status == 200
    assert 'data-over="true"' in html
    assert run_row(app, page) == (2, 1, 0, 1, True, 3)
    assert misses(app) == 1


def as_json_token(app: Flask, token: str) -> str:
    """The token as the drill signed it while it was a JSON payload (with its question)."""
    with app.test_request_context():
        payload = drill._read_token(token)
        assert payload is not None
        return str(drill._serializer().dumps(payload))


def test_a_json_token_with_its_question_is_still_answered_in_one_statement(
    app: Flask, client: FlaskClient
) -> None:
    page = start_drill(client, "endless-24")
    assert page.token.count("~") == 4  # the signed line the drill writes now
    seen = statements_of(
        app, lambda: page.post(client, page.right_answer, token=as_json_token(app, page.token))
    )
    assert [s for s in seen if "drill_run" in s and s.lstrip().upper().startswith("UPDATE")]
    assert not [s for s in seen if "drill_run" in s and s.lstrip().upper().startswith("SELECT")]
    assert run_row(app, page) == (1, 1, 1, 1, False, 2)


@pytest.mark.parametrize(
    "forge",
    [
        lambda token: token.replace("~1~", "~2~", 1),  # another question number
        lambda token: token.rsplit(".", 1)[0] + ".AAAA",  # another signature
        lambda token: "x~1~0~0~" + token.split("~", 4)[4],  # another run
        lambda token: "~~~~" + token,
    ],
)
def test_a_forged_line_token_is_refused_and_stores_nothing(
    app: Flask, client: FlaskClient, forge: Any
) -> None:
    page = start_drill(client, "endless-24")
    status, html = page.post(client, page.right_answer, token=forge(page.token))
    assert status == 400, html
    assert run_row(app, page) == (0, 0, 0, 0, False, 1)


# One learner's moves: a right or wrong answer, a value that is no choice, a replay of the
# last form, a forged token, or the clock moving on (past a 60-second run's end or not).
MOVES = st.lists(
    st.sampled_from(["right", "wrong", "no-choice", "replay", "forged", "wait-10", "wait-61"]),
    min_size=1,
    max_size=12,
)


def play(app: Flask, clock: FixedClock, mode: str, moves: list[str], old_tokens: bool) -> Any:
    client = app.test_client()
    page = start_drill(client, mode)
    last: DrillPage | None = None
    statuses = []
    for move in moves:
        if move.startswith("wait-"):
            clock.advance(seconds=int(move.removeprefix("wait-")))
            continue
        shown = last if move == "replay" and last is not None else page
        token = without_question(app, shown.token) if old_tokens else shown.token
        if move == "forged":
            token = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
        value = {"right": shown.right_answer, "no-choice": "XX"}.get(move, shown.wrong_answer)
        status, html = shown.post(client, value, token=token)
        statuses.append(status)
        if status == 200 and 'data-over="true"' not in html:
            last, page = page, read_drill(html, page.url)
        elif status == 200:
            last = page  # the run is over: every later post finds it so
    return statuses, run_row(app, page)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(moves=MOVES, mode=st.sampled_from(["endless-benny", "sixty-24"]))
def test_one_statement_and_the_read_run_agree_move_for_move(
    app: Flask, clock: FixedClock, moves: list[str], mode: str
) -> None:
    started = clock()
    before = misses(app)
    fast = play(app, clock, mode, moves, old_tokens=False)
    fast_misses = misses(app) - before
    clock.moment = started
    read = play(app, clock, mode, moves, old_tokens=True)
    assert fast == read
    assert fast_misses == misses(app) - before - fast_misses


def test_a_signed_in_learner_answers_and_another_account_is_not_found(
    app: Flask, client: FlaskClient
) -> None:
    AuthActions(client).register("rowan", TEST_PASSWORD)
    page = start_drill(client, "endless-24")
    for _ in range(2):
        status, html = page.post(client, page.right_answer)
        assert status == 200
        page = read_drill(html, page.url)
    stranger = app.test_client()
    AuthActions(stranger).register("sasha", TEST_PASSWORD)
    mine = start_drill(stranger, "endless-24")
    data = {"csrf_token": mine.csrf_token, "token": page.token, "answer": page.right_answer}
    assert stranger.post(page.url, data=data).status_code == 404
    status, html = page.post(client, page.wrong_answer)
    assert status == 200
    assert run_row(app, page) == (3, 2, 0, 2, True, 4)
    assert misses(app) == 1


def test_a_run_begun_before_registering_goes_on_as_the_accounts(
    app: Flask, client: FlaskClient
) -> None:
    page = start_drill(client, "endless-24")
    status, html = page.post(client, page.right_answer)
    assert status == 200
    page = read_drill(html, page.url)
    AuthActions(client).register("tamsin", TEST_PASSWORD)
    # Signing in gives the browser a new CSRF token (issue 32): the run page, loaded again,
    # carries it; the run itself goes on.
    fresh = csrf_token_from(client.get(page.url).get_data(as_text=True))
    page = dataclasses.replace(page, csrf_token=fresh)
    status, html = page.post(client, page.right_answer)
    assert status == 200
    assert run_row(app, page) == (2, 2, 2, 2, False, 3)


def test_a_sixty_second_run_takes_no_answer_at_its_last_instant(
    app: Flask, client: FlaskClient, clock: FixedClock
) -> None:
    page = start_drill(client, "sixty-32")
    clock.advance(seconds=60)
    status, html = page.post(client, page.right_answer)
    assert status == 409
    assert "time is up" in html
    assert run_row(app, page) == (0, 0, 0, 0, False, 1)


def test_a_direct_statement_reads_and_writes_what_sqlalchemy_would(
    app: Flask, client: FlaskClient, clock: FixedClock
) -> None:
    page = start_drill(client, "sixty-24")
    run_id = page.url.rsplit("/", 1)[1]
    columns = (DrillRun.ends_at, DrillRun.over, DrillRun.asked_at, DrillRun.last_result)
    read = select(*columns).where(DrillRun.id == bindparam("run_id"))
    moved = clock() + timedelta(minutes=5)
    write = (
        update(DrillRun)
        .where(DrillRun.id == bindparam("run_id"))
        .values(asked_at=bindparam("moved"), over=True)
        .returning(*columns)
    )
    with app.test_request_context():
        assert DirectStatement(read).rows({"run_id": run_id}) == [
            tuple(row) for row in db.session.execute(read, {"run_id": run_id})
        ]
        assert DirectStatement(read).rows({"run_id": "none"}) == []
        returned = DirectStatement(write).rows({"run_id": run_id, "moved": moved})
        db.session.commit()
        stored = db.session.execute(read, {"run_id": run_id}).one()
    assert returned == [tuple(stored)]
    ends_at, over, asked_at, last_result = returned[0]
    assert (over, last_result) == (True, None)
    assert as_utc(asked_at) == moved
    assert as_utc(ends_at) == START + timedelta(seconds=60)


def test_a_statement_committed_on_its_own_is_stored_and_leaves_the_session_alone(
    app: Flask, client: FlaskClient, clock: FixedClock
) -> None:
    page = start_drill(client, "sixty-24")
    run_id = page.url.rsplit("/", 1)[1]
    read = select(DrillRun.number).where(DrillRun.id == bindparam("run_id"))
    write = (
        update(DrillRun)
        .where(DrillRun.id == bindparam("run_id"))
        .values(number=DrillRun.number + 1)
        .returning(DrillRun.number)
    )
    with app.test_request_context():
        # The session is in a transaction of its own (a read), as a signed-in request is.
        assert db.session.execute(read, {"run_id": run_id}).scalar_one() == 1
        assert DirectStatement(write).rows_committed({"run_id": run_id}) == [(2,)]
        assert db.session().in_transaction()
        db.session.rollback()  # the session's rollback cannot undo it: it was committed
    with app.app_context(), db.engine.connect() as other:
        assert other.execute(read, {"run_id": run_id}).scalar_one() == 2
    # A statement that fails is rolled back and raised as SQLAlchemy raises it.
    failing = update(DrillRun).where(DrillRun.id == bindparam("run_id")).values(mode=None)
    with app.test_request_context(), pytest.raises(IntegrityError):
        DirectStatement(failing).rows_committed({"run_id": run_id})
    with app.app_context(), db.engine.connect() as other:
        assert other.execute(read, {"run_id": run_id}).scalar_one() == 2


@given(seed=st.integers(0, 2**32 - 1), deck=st.sampled_from(["24", "32", "benny"]))
def test_a_question_in_its_short_line_is_the_same_question(seed: int, deck: str) -> None:
    question = make_question(deck, random.Random(seed))
    assert DrillQuestion.from_code(question.code()) == question
    assert DrillQuestion.from_json(question.to_json()) == question
    # What a run stores of a question and of an answer to it is json.dumps's text.
    assert question.stored() == json.dumps(question.to_json())
    for value in (*question.choices, question.answer.lower(), "", "no such", "é", '"'):
        for correct in (True, False):
            expected = {"correct": correct, "given": value, "question": question.to_json()}
            assert drill._last_result(correct, value, question) == json.dumps(expected)
    for lang in ("en", "ko"):
        assert question.explanation(lang)
