"""An answer's write path stores exactly what the ORM path before it stored (issue 14).

The same answers — right, wrong, slow, a new skill, a known skill, both in one answer, a
new item, a rated item, a replay, a second learner, a drill miss — go through the app's
path and through the old ORM path (``orm_write_path``, the code of commit c7732ad), each
on a fresh database with the same clock and the same nonces, and every row they touch
must come out the same. ``tests/web/test_postgres.py`` runs the same on PostgreSQL.

And the write path's promises: a failure half-way leaves nothing stored, a replay stores
nothing, and practice rows are inserted only when missing.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import event, func, select

from tests.conftest import TEST_PASSWORD, AuthActions, csrf_token_from
from tests.practice import orm_write_path
from tests.practice.practice_helpers import HTMX, field, start_drill
from tests.statements import statements_of
from tutor.extensions import db, limiter
from tutor.models import Attempt, Learner, RateLimitCounter
from tutor.practice import deck, drill, rating
from tutor.practice.deck import Answer
from tutor.practice.models import DrillRun, ItemRating, LearnerRating, SkillCard
from tutor.web import answer_token, quizzes
from tutor.web.clock import FixedClock

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
TRICK_1 = "/quizzes/trick-winner-demo/1"  # left-bower; answer JD
TRICK_2 = "/quizzes/trick-winner-demo/2"  # trump-beats-led; answer 9S
LEGAL_1 = "/quizzes/legal-plays-demo/1"  # follow-suit, left-bower; answer JD TH
SCORING_1 = "/quizzes/scoring-demo/1"  # march; answer 2

# What the write path touches; the learner's created_at is the wall clock (left out).
TABLES: dict[str, Any] = {
    "learner": Learner,
    "attempt": Attempt,
    "skill_card": SkillCard,
    "learner_rating": LearnerRating,
    "item_rating": ItemRating,
    "drill_run": DrillRun,
}
LEFT_OUT = {("learner", "created_at")}

Rows = dict[str, list[dict[str, Any]]]


@contextmanager
def old_write_path(use_it: bool) -> Iterator[None]:
    """Answers go through the ORM path of commit c7732ad while this lasts (if ``use_it``)."""
    with pytest.MonkeyPatch.context() as patch:
        if use_it:
            patch.setattr(quizzes, "record_attempt", orm_write_path.record_attempt)
            patch.setattr(deck, "note_answer", orm_write_path.note_answer)
            patch.setattr(drill, "note_answer", orm_write_path.note_answer)
        yield


@contextmanager
def repeatable(app: Flask) -> Iterator[FixedClock]:
    """The same clock, nonces, drill run ids and drill questions on every run."""
    clock = FixedClock(START)
    app.config["CLOCK"] = clock
    # Every visitor's answers rate items here (issue 32 counts only long-lived ones by
    # default), so both paths exercise the item's rating.
    app.config["ITEM_RATING_VISITOR_AGE"] = timedelta(0)
    numbers = itertools.count(1)

    def token(_size: int = 16) -> str:
        return f"nonce-{next(numbers):04d}"

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(answer_token, "secrets", SimpleNamespace(token_urlsafe=token))
        patch.setattr(drill, "secrets", SimpleNamespace(token_urlsafe=token))
        patch.setattr(drill, "_rng", random.Random(14))
        yield clock


def form_of(client: FlaskClient, url: str) -> dict[str, str]:
    html = client.get(url).get_data(as_text=True)
    return {
        "csrf_token": csrf_token_from(html),
        "item_id": field(html, "item_id"),
        "token": field(html, "token"),
    }


def post(client: FlaskClient, url: str, form: dict[str, str], *values: str) -> int:
    data: dict[str, Any] = {**form, "answer": list(values)}
    return client.post(url, data=data, headers=HTMX).status_code


def answer(
    client: FlaskClient, clock: FixedClock, url: str, *values: str, seconds: float = 3
) -> dict[str, str]:
    """GET the item, think ``seconds``, POST the answer (200); the form, for a replay."""
    form = form_of(client, url)
    clock.advance(seconds=seconds)
    assert post(client, url, form, *values) == 200
    return form


def answer_sequence(app: Flask) -> None:
    with repeatable(app) as clock:
        visitor = app.test_client()
        answer(visitor, clock, TRICK_1, "JD")  # new learner, skill, item, ratings
        clock.advance(minutes=10)
        answer(visitor, clock, TRICK_1, "AD")  # wrong: known skill, rated item
        clock.advance(hours=1)
        # Right but slow; follow-suit is new, left-bower known; a new item.
        slow = answer(visitor, clock, LEGAL_1, "JD", "TH", seconds=300)
        assert post(visitor, LEGAL_1, slow, "JD", "TH") == 400  # the replay stores nothing
        clock.advance(days=1)
        answer(visitor, clock, TRICK_2, "QC")  # wrong, a new skill
        account = app.test_client()
        assert AuthActions(account).register("ann", TEST_PASSWORD).status_code == 302
        answer(account, clock, TRICK_1, "JD")  # a rated item, a new learner's first game
        answer(account, clock, SCORING_1, "2")
        clock.advance(days=3)
        answer(visitor, clock, LEGAL_1, "JD")  # wrong after days: the cards lapse
        page = start_drill(visitor, "endless-24")
        clock.advance(seconds=2)
        status, _html = page.post(visitor, page.wrong_answer)  # a drill miss: no item
        assert status == 200
        clock.advance(days=4)
        answer(account, clock, TRICK_1, "JD", seconds=40)  # right but slow for its kind
        answer(visitor, clock, TRICK_1, "JD")


def stored_rows(app: Flask) -> Rows:
    rows: Rows = {}
    with app.app_context():
        for name, model in TABLES.items():
            table = model.__table__
            columns = [c for c in table.columns if (name, c.name) not in LEFT_OUT]
            order = list(table.primary_key.columns)
            found = db.session.execute(select(*columns).order_by(*order)).all()
            rows[name] = [dict(row._mapping) for row in found]
    return rows


def stored_after_answers(app: Flask, *, old_path: bool) -> Rows:
    with old_write_path(old_path):
        answer_sequence(app)
    return stored_rows(app)


def assert_same_rows(new: Rows, old: Rows) -> None:
    for name in TABLES:
        assert new[name] == old[name], name
    # The sequence did what it says: nine answers stored (the replay not), cards reviewed
    # and missed, ratings played more than once, a drill miss without an item.
    assert len(new["attempt"]) == 9
    assert len({row["nonce"] for row in new["attempt"]}) == 9
    assert {row["time_taken_ms"] for row in new["attempt"]} == {3_000, 40_000, 300_000}
    assert len(new["learner_rating"]) == 2
    games = {row["item_id"]: row["games"] for row in new["item_rating"]}
    # One game per learner and item (issue 32): five answers to it from two learners.
    assert games["trick-winner/standard/1/1"] == 2
    assert games["legal-plays/standard/1/1"] == 1
    assert max(row["misses"] for row in new["skill_card"]) >= 2
    assert max(row["reviews"] for row in new["skill_card"]) >= 4
    assert len(new["drill_run"]) == 1


def test_the_write_path_stores_what_the_orm_path_stored(app_factory: Any) -> None:
    new = stored_after_answers(app_factory(), old_path=False)
    old = stored_after_answers(app_factory(), old_path=True)
    assert_same_rows(new, old)


# -- note_answer called directly, several times in one transaction (as a puzzle does) ------


def direct_answers(app: Flask) -> Rows:
    """Answers in one transaction per step, some repeating a skill or an item inside it."""
    app.config["ITEM_RATING_VISITOR_AGE"] = timedelta(0)
    with app.app_context():
        ann, bo = Learner(), Learner()
        db.session.add_all([ann, bo])
        db.session.commit()
        moment = START
        steps: list[list[tuple[int, Answer]]] = [
            [(ann.id, Answer("best-play", ("lead-trump", "lead-trump"), True, 1_000, "i/1", 5))],
            [
                (ann.id, Answer("best-play", ("lead-trump",), False, 2_000)),
                (ann.id, Answer("best-play", ("lead-trump", "count-trumps"), True, 9_000)),
                (ann.id, Answer("puzzle", (), False, 200_000, "i/1", 5)),
            ],
            [(bo.id, Answer("bower-drill", ("left-bower",), False, 500))],
            [(bo.id, Answer("best-play", ("count-trumps",), True, 60_000, "i/1", 5))],
            [(bo.id, Answer("scoring", (), True, 1_000, "i/2", 1))],
            [(ann.id, Answer("best-play", ("count-trumps", "lead-trump"), True, 3_000, "i/2"))],
        ]
        for number, step in enumerate(steps):
            moment += timedelta(hours=5 * number, minutes=1)
            for learner_id, given in step:
                deck.note_answer(learner_id, given, moment)
            db.session.commit()
    return stored_rows(app)


def test_note_answer_called_directly_stores_what_the_orm_path_stored(app_factory: Any) -> None:
    new = direct_answers(app_factory())
    with old_write_path(True):
        old = direct_answers(app_factory())
    for name in TABLES:
        assert new[name] == old[name], name
    assert len(new["skill_card"]) == 4
    assert len(new["item_rating"]) == 2


# -- the transaction ------------------------------------------------------------------------


def test_a_failure_half_way_stores_nothing(app: Flask) -> None:
    with repeatable(app) as clock:
        client = app.test_client()
        answer(client, clock, LEGAL_1, "JD", "TH")
        before = stored_rows(app)
        form = form_of(client, LEGAL_1)
        with pytest.MonkeyPatch.context() as patch:
            # The attempt and the skill cards are written by now; the game fails.
            patch.setattr(rating, "learner_after", _fail)
            with pytest.raises(RuntimeError, match="half-way"):
                post(client, LEGAL_1, form, "JD")
        assert stored_rows(app) == before
        # The form was not used up: the same answer goes through once the failure is gone.
        assert post(client, LEGAL_1, form, "JD") == 200
        after = stored_rows(app)
    assert len(after["attempt"]) == 2
    assert {row["reviews"] for row in after["skill_card"]} == {2}


def _fail(*_args: Any) -> Any:
    raise RuntimeError("the rating failed half-way")


def test_known_rows_are_updated_without_an_insert_and_new_ones_inserted_once(
    app: Flask,
) -> None:
    with repeatable(app) as clock:
        client = app.test_client()
        answer(client, clock, TRICK_1, "JD")
        known = statements_of(app, lambda: answer(client, clock, TRICK_1, "JD"))
        mixed = statements_of(app, lambda: answer(client, clock, LEGAL_1, "JD", "TH"))
    # Rows already there are only updated (the item's progress row by its upsert)...
    assert [s.split(" (")[0] for s in known if s.startswith("INSERT")] == [
        "INSERT INTO attempt",
        "INSERT INTO item_progress",
    ]
    assert all(
        "ON CONFLICT (learner_id, set_id, item_id) DO UPDATE" in s
        for s in known
        if s.startswith("INSERT INTO item_progress")
    )
    updated = {s.split()[1] for s in known if s.startswith("UPDATE")}
    # A second answer to the item rates the learner only (issue 32: first answers only).
    assert updated == {"skill_card", "learner_rating"}
    # ...and missing ones (a new skill, a new item) inserted, "on conflict do nothing".
    inserts = [s.split(" (")[0] for s in mixed if s.startswith("INSERT")]
    assert sorted(inserts) == [
        "INSERT INTO attempt",
        "INSERT INTO item_progress",
        "INSERT INTO item_rating",
        "INSERT INTO skill_card",
    ]
    assert all(
        "ON CONFLICT DO NOTHING" in s for s in mixed if s.startswith("INSERT INTO skill_card")
    )
    assert all(
        "ON CONFLICT DO NOTHING" in s for s in mixed if s.startswith("INSERT INTO item_rating")
    )


def statement_heads(statements: list[str]) -> list[str]:
    """Each statement as its verb and table (``SELECT skill_card``, ``UPDATE item_rating``)."""
    heads = []
    for statement in statements:
        words = statement.split()
        if words[0] == "SELECT":
            # The first table read (a count over a subquery names the subquery's).
            tables = [words[n + 1] for n, word in enumerate(words[:-1]) if word == "FROM"]
            table = next(name for name in tables if not name.startswith("("))
        elif words[0] == "INSERT":
            table = words[2]
        else:
            table = words[1]
        heads.append(f"{words[0]} {table.strip(chr(34))}")
    return heads


# A known answer (learner, skill cards, ratings and item progress all there): whose learner
# it is (a visitor's owner, or the signed-in account with its session), the attempt, the
# item's progress, the cards read and updated, both ratings read and updated, and the
# solved count the page shows, and one commit.
ANSWER_STATEMENTS = [
    "INSERT attempt",
    "INSERT item_progress",
    "SELECT skill_card",
    "UPDATE skill_card",
    "SELECT learner_rating",
    # Issue 32: the item's rating, and whether this is the learner's first answer to it
    # (it is not: only the learner's rating moves). Whether the learner's answers rate
    # items is known without reading its row again: the account's, or the visitor's row
    # as its owner check read it.
    "SELECT item_rating",
    "SELECT attempt",
    "UPDATE learner_rating",
    "SELECT item_progress",
]


@pytest.mark.parametrize("signed_in", [False, True])
def test_a_known_answer_runs_no_more_statements_than_these(app: Flask, signed_in: bool) -> None:
    with app.app_context():
        engine = db.engine
    commits: list[object] = []
    # Statements run through SQLAlchemy's execution layer (an execution context), not on
    # the cursor directly (``DirectStatement``).
    layered: list[str] = []

    # Every statement and commit in order: the solved count is read before the commit.
    timeline: list[str] = []

    def note_commit(connection: object) -> None:
        commits.append(connection)
        timeline.append("COMMIT")

    def note_context(
        _conn: Any, _cursor: Any, statement: str, _params: Any, context: Any, _many: Any
    ) -> None:
        timeline.append(statement)
        if context is not None:
            layered.append(statement)

    event.listen(engine, "commit", note_commit)
    event.listen(engine, "before_cursor_execute", note_context)
    try:
        with repeatable(app) as clock:
            client = app.test_client()
            if signed_in:
                assert AuthActions(client).register("ann", TEST_PASSWORD).status_code == 302
            answer(client, clock, LEGAL_1, "JD", "TH")  # two skills: the cards' executemany
            form = form_of(client, LEGAL_1)
            commits.clear()
            layered.clear()
            timeline.clear()
            seen = statements_of(app, lambda: post(client, LEGAL_1, form, "JD"))
            assert len(commits) == 1
            # Nothing after the commit: a read there would begin a transaction of its own.
            assert timeline[-1] == "COMMIT"
            answered_through_the_layer = list(layered)
            replayed = statements_of(app, lambda: post(client, LEGAL_1, form, "JD"))
    finally:
        event.remove(engine, "commit", note_commit)
        event.remove(engine, "before_cursor_execute", note_context)
    # The signed-in account is read with its login session in one statement on the cursor
    # (tutor.web.sessions.Account, not an ORM object): the session's commit expires
    # nothing of it, so the page does not read it again.
    whose = "SELECT login_session" if signed_in else "SELECT learner"
    expected = [whose, *ANSWER_STATEMENTS]
    assert statement_heads(seen) == expected
    # Nothing goes through the execution layer, the account's load included.
    assert statement_heads(answered_through_the_layer) == []
    # A replay stops at the attempt's insert, and commits nothing.
    assert statement_heads(replayed) == [whose, "INSERT attempt"]
    assert len(commits) == 1
    with app.app_context():
        assert db.session.query(Attempt).count() == 2


def test_a_visitors_budget_and_answer_share_one_connection_each_committed(
    app_factory: Any,
) -> None:
    """A visitor's answer spends the anonymous budget and stores the answer on one pooled
    connection (one checkout, no ORM session made), the budget committed in a transaction
    of its own before the answer's work: a replayed answer, stored nowhere, still counts,
    as a refused one."""
    app = app_factory(RATELIMIT_STORAGE_URI="database://", ANONYMOUS_ANSWER_LIMIT="3 per hour")
    with app.app_context():
        engine = db.engine
        limiter.reset()
    timeline: list[str] = []
    checkouts: list[object] = []

    def note_statement(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        timeline.append(statement_heads([statement])[0])

    def note_commit(_connection: object) -> None:
        timeline.append("COMMIT")

    def note_checkout(*_args: object) -> None:
        checkouts.append(_args)

    def counted() -> int:
        with app.app_context():
            return int(db.session.scalar(select(RateLimitCounter.count)) or 0)

    @app.teardown_request
    def note_session(_error: BaseException | None) -> None:
        # Flask-SQLAlchemy removes the request's ORM session after this, if it made one.
        if db.session.registry.has():
            timeline.append("orm session")

    with repeatable(app) as clock:
        visitor = app.test_client()
        answer(visitor, clock, LEGAL_1, "JD", "TH")  # the visitor's learner is made
        form = form_of(visitor, LEGAL_1)
        timeline.clear()
        event.listen(engine, "before_cursor_execute", note_statement)
        event.listen(engine, "commit", note_commit)
        event.listen(engine, "checkout", note_checkout)
        try:
            assert post(visitor, LEGAL_1, form, "JD") == 200
            assert len(checkouts) == 1
            assert timeline == [
                "INSERT rate_limit_counter",
                "COMMIT",
                "SELECT learner",
                *ANSWER_STATEMENTS,
                "COMMIT",
            ]
            timeline.clear()
            assert post(visitor, LEGAL_1, form, "JD") == 400  # the replay
            assert timeline == [
                "INSERT rate_limit_counter",
                "COMMIT",
                "SELECT learner",
                "INSERT attempt",
            ]
        finally:
            event.remove(engine, "before_cursor_execute", note_statement)
            event.remove(engine, "commit", note_commit)
            event.remove(engine, "checkout", note_checkout)
        assert counted() == 3
        # The fourth is over the budget: refused before anything is stored, and counted.
        assert post(visitor, LEGAL_1, form_of(visitor, LEGAL_1), "JD") == 429
        assert counted() == 4
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Attempt)) == 2
