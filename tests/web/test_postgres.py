"""PostgreSQL as the app's database: the first start migrates a fresh database to head,
the schema matches the models, and the main flows work through the Flask test client.

The tests run against the server named by ``TEST_DATABASE_URL`` (``.ci/run`` starts a
throwaway one), e.g. ``postgresql+psycopg://postgres@127.0.0.1:5432/postgres``. This
module makes a fresh database of its own there and drops it at the end. Without
``TEST_DATABASE_URL`` the tests are skipped, except under CI (``CI=true``), where that
is a failure: CI must never pass without having run them.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import Engine, create_engine, func, inspect, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import NullPool

from tests.conftest import TEST_PASSWORD, AuthActions, csrf_token_from, make_config
from tests.play import test_play_web
from tests.practice import test_answer_writes, test_drill_answer_path, test_practice_web
from tests.web import test_app, test_auth, test_lessons, test_quizzes, test_ratelimits
from tests.web.quiz_forms import answer
from tutor import create_app
from tutor.classes import services
from tutor.classes.models import Classroom, ClassStudent
from tutor.extensions import db, limiter
from tutor.models import Attempt, LessonRead, User
from tutor.web.clock import FixedClock
from tutor.web.content import forget_loaded_content
from tutor.web.database import MIGRATION_LOCK_KEY, at_head

pytestmark = pytest.mark.postgres

NO_SERVER = (
    "TEST_DATABASE_URL is not set, so there is no PostgreSQL server to test against "
    "(bash .ci/run starts a throwaway one)"
)
TRICK = "/quizzes/trick-winner-demo/1"  # hearts trump: the left bower JD wins
WARM_UP, WARM_UP_ANSWERS = "/quizzes/legal-plays-demo/1", ("JD", "TH")
SERVER_TZ = "America/Chicago"


def _under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"true", "1", "yes"}


def _server_url() -> str:
    url = os.environ.get("TEST_DATABASE_URL", "").strip()
    if not url:
        if _under_ci():
            pytest.fail(f"{NO_SERVER}; under CI the PostgreSQL tests must run", pytrace=False)
        pytest.skip(NO_SERVER)
    return url


def test_ci_gives_the_postgres_tests_a_server() -> None:
    """A plain failure (not a setup error) when CI runs without TEST_DATABASE_URL."""
    assert make_url(_server_url()).get_backend_name() == "postgresql"


# -- databases -----------------------------------------------------------------------------


class Databases:
    """Fresh databases on the test server, each dropped at the end."""

    def __init__(self, server_url: str) -> None:
        self.server = make_url(server_url)
        self.admin: Engine = create_engine(
            self.server, isolation_level="AUTOCOMMIT", poolclass=NullPool
        )
        self.made: list[str] = []

    def create(self) -> str:
        name = f"tutor_test_{uuid.uuid4().hex[:12]}"
        with self.admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
            # A server far from UTC: the app must not depend on the server's time zone.
            connection.execute(text(f"ALTER DATABASE \"{name}\" SET timezone TO '{SERVER_TZ}'"))
        self.made.append(name)
        return self.server.set(database=name).render_as_string(hide_password=False)

    def drop_all(self) -> None:
        with self.admin.connect() as connection:
            for name in self.made:
                connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        self.admin.dispose()


@pytest.fixture(scope="module")
def databases() -> Iterator[Databases]:
    made = Databases(_server_url())
    yield made
    made.drop_all()


@pytest.fixture(scope="module")
def pg_database_url(databases: Databases) -> str:
    """This module's database, migrated to head by the first app started on it."""
    url = databases.create()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DATABASE_URL", url)
        app = create_app(postgres_config())
    _dispose(app)
    return url


def postgres_config(**overrides: Any) -> dict[str, Any]:
    """The web tests' settings, the database left to DATABASE_URL as in production."""
    config = make_config(Path("unused.sqlite"), **overrides)
    del config["SQLALCHEMY_DATABASE_URI"]
    return config


def _dispose(app: Flask) -> None:
    with app.app_context():
        db.session.remove()
        db.engine.dispose()


@pytest.fixture
def app(pg_database_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[Flask]:
    """Overrides tests/conftest.py's ``app`` here, so ``client`` and ``auth`` use it: an
    app on this module's PostgreSQL database, emptied again after each test."""
    monkeypatch.setenv("DATABASE_URL", pg_database_url)
    flask_app = create_app(postgres_config())
    with flask_app.app_context():
        limiter.reset()
    yield flask_app
    _dispose(flask_app)
    forget_loaded_content()
    tables = ", ".join(f'"{table.name}"' for table in db.metadata.sorted_tables)
    engine = create_engine(pg_database_url, poolclass=NullPool)
    with engine.begin() as connection:
        connection.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
    engine.dispose()


# -- migrations and schema -----------------------------------------------------------------


def test_database_url_selects_postgres_and_the_first_start_migrates_to_head(app: Flask) -> None:
    with app.app_context():
        assert db.engine.dialect.name == "postgresql"
        assert db.engine.dialect.driver == "psycopg"
        tables = set(inspect(db.engine).get_table_names())
        current = set(db.session.scalars(text("SELECT version_num FROM alembic_version")))
        migrate_state = app.extensions["migrate"]
        config = migrate_state.migrate.get_config(migrate_state.directory)
        scripts = ScriptDirectory.from_config(config)
    assert at_head(app)
    assert current == set(scripts.get_heads()) == {"attempt_0001"}
    assert {s.revision for s in scripts.walk_revisions()} == {
        "0001",
        "classes_0001",
        "acct_0001",
        "harden_0001",
        "practice_0001",
        "play_0001",
        "puzzle_0001",
        "progress_0001",
        "practice_0002",
        "practice_0003",
        "play_0002",
        "practice_0004",
        "teacherq_0001",
        "ownset_0001",
        "drill_0001",
        "attempt_0001",
    }
    assert {"user", "learner", "attempt", "lesson_read", "classroom", "assignment"} <= tables
    assert "item_progress" in tables
    assert {"skill_card", "learner_rating", "item_rating", "drill_run"} <= tables
    assert {"play_game", "play_decision", "play_position", "play_position_answer"} <= tables
    assert "suspended" in {c["name"] for c in inspect_columns(app, "skill_card")}
    assert "puzzle_run" in tables
    assert "class_question" in tables
    assert "drill_miss" in tables
    columns = {c["name"] for c in inspect_columns(app, "attempt")}
    assert "score" in columns
    # An answer asks whether it is the learner's first to the item: one index on both.
    with app.app_context():
        attempt_indexes = {i["name"]: i for i in inspect(db.engine).get_indexes("attempt")}
    assert attempt_indexes["ix_attempt_learner_item"]["column_names"] == ["learner_id", "item_id"]
    assert "ix_attempt_learner_id" not in attempt_indexes
    # The review page's indexes, the leeches' one partial on PostgreSQL too.
    with app.app_context():
        indexes = {i["name"]: i for i in inspect(db.engine).get_indexes("skill_card")}
    assert indexes["ix_skill_card_learner_due"]["column_names"] == [
        "learner_id",
        "due",
        "skill",
        "misses",
        "reviews",
    ]
    assert indexes["ix_skill_card_leeches"]["column_names"] == ["learner_id", "misses"]
    assert "misses >= 8" in str(indexes["ix_skill_card_leeches"]["dialect_options"])


def inspect_columns(app: Flask, table: str) -> list[dict[str, Any]]:
    with app.app_context():
        return list(inspect(db.engine).get_columns(table))


def test_autogenerate_finds_no_difference_between_models_and_schema(app: Flask) -> None:
    with app.app_context(), db.engine.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "compare_server_default": True}
        )
        assert compare_metadata(context, db.metadata) == []


def test_timestamps_come_back_in_utc_whatever_the_servers_time_zone(
    app: Flask, client: FlaskClient, pg_database_url: str
) -> None:
    plain = create_engine(pg_database_url, poolclass=NullPool)
    with plain.connect() as connection:
        assert connection.scalar(text("SHOW TIME ZONE")) == SERVER_TZ
    plain.dispose()
    answer(client, TRICK, "JD")
    with app.app_context():
        assert db.session.scalar(text("SHOW TIME ZONE")) == "UTC"
        attempt = db.session.scalars(select(Attempt)).one()
        assert attempt.created_at.utcoffset() is not None
        assert attempt.created_at.utcoffset().total_seconds() == 0
        assert attempt.correct is True


# -- the main flows, reusing the web tests (they run here on PostgreSQL) ---------------------

test_healthz_ok = test_app.test_healthz_ok
test_home_continues_with_the_next_lesson_and_its_quiz = (
    test_app.test_home_continues_with_the_next_lesson_and_its_quiz
)
test_login_logout = test_auth.test_login_logout
test_register_refuses_a_taken_name_and_a_short_password = (
    test_auth.test_register_refuses_a_taken_name_and_a_short_password
)
test_registering_keeps_anonymous_progress = test_auth.test_registering_keeps_anonymous_progress
test_logging_in_merges_a_visitors_progress_into_the_account = (
    test_auth.test_logging_in_merges_a_visitors_progress_into_the_account
)
test_right_answer_by_htmx_is_a_fragment_marked_correct = (
    test_quizzes.test_right_answer_by_htmx_is_a_fragment_marked_correct
)
test_a_replayed_form_is_refused_and_counted_once = (
    test_quizzes.test_a_replayed_form_is_refused_and_counted_once
)
test_next_item_is_the_first_not_tried_then_the_first_not_right = (
    test_quizzes.test_next_item_is_the_first_not_tried_then_the_first_not_right
)
test_reading_a_lesson_marks_it_read_once = test_lessons.test_reading_a_lesson_marks_it_read_once


@pytest.fixture
def clock(app: Flask) -> FixedClock:
    """The practice tests move the app's clock (its ``CLOCK`` setting)."""
    moved = FixedClock(test_practice_web.START)
    app.config["CLOCK"] = moved
    return moved


test_a_miss_is_due_within_minutes_and_served_as_a_fresh_item = (
    test_practice_web.test_a_miss_is_due_within_minutes_and_served_as_a_fresh_item
)
test_review_refuses_bad_input_and_records_nothing = (
    test_practice_web.test_review_refuses_bad_input_and_records_nothing
)
test_the_dashboard_is_honest_about_few_answers = (
    test_practice_web.test_the_dashboard_is_honest_about_few_answers
)
test_the_drill_counts_a_streak_and_keeps_a_best = (
    test_practice_web.test_the_drill_counts_a_streak_and_keeps_a_best
)
test_a_drill_answer_after_the_minute_is_refused = (
    test_practice_web.test_a_drill_answer_after_the_minute_is_refused
)
test_forged_and_replayed_drill_answers_are_refused = (
    test_practice_web.test_forged_and_replayed_drill_answers_are_refused
)
test_merging_into_an_account_keeps_both_decks = (
    test_practice_web.test_merging_into_an_account_keeps_both_decks
)
# The drill's one-statement answer (RETURNING, the owner subqueries, the type converters).
test_a_drill_answer_is_one_update_that_the_engines_listeners_see = (
    test_drill_answer_path.test_a_drill_answer_is_one_update_that_the_engines_listeners_see
)
test_a_token_without_its_question_is_answered_from_the_run = (
    test_drill_answer_path.test_a_token_without_its_question_is_answered_from_the_run
)
test_a_signed_in_learner_answers_and_another_account_is_not_found = (
    test_drill_answer_path.test_a_signed_in_learner_answers_and_another_account_is_not_found
)
test_a_run_begun_before_registering_goes_on_as_the_accounts = (
    test_drill_answer_path.test_a_run_begun_before_registering_goes_on_as_the_accounts
)
test_a_sixty_second_run_takes_no_answer_at_its_last_instant = (
    test_drill_answer_path.test_a_sixty_second_run_takes_no_answer_at_its_last_instant
)
test_a_direct_statement_reads_and_writes_what_sqlalchemy_would = (
    test_drill_answer_path.test_a_direct_statement_reads_and_writes_what_sqlalchemy_would
)

# The table (/play/): a whole hand, stale and illegal forms, the restart, personal items.
test_a_whole_hand_at_the_table_then_its_review = (
    test_play_web.test_a_whole_hand_without_javascript_then_its_review
)
test_table_stale_illegal_and_foreign_actions_change_nothing = (
    test_play_web.test_stale_illegal_and_foreign_actions_change_nothing
)
test_a_table_hint_is_recorded = test_play_web.test_a_hint_is_recorded_and_shows_the_best_action
test_a_position_to_try_again_is_a_personal_review_item = (
    test_play_web.test_try_this_position_again_makes_a_personal_review_item
)


def test_a_hand_puzzle_move_by_move_on_postgres(
    app: Flask, pg_database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A whole puzzle (attempt.score, puzzle_run), then a replayed move refused: the step
    checked again as the row is written, on PostgreSQL's transactions."""
    from tests.web import test_puzzle_web
    from tutor.course.curriculum import default_lessons_dir
    from tutor.quiz.bank import default_quiz_dir

    monkeypatch.setenv("DATABASE_URL", pg_database_url)
    real = create_app(
        postgres_config(QUIZ_DIR=default_quiz_dir(), LESSONS_DIR=default_lessons_dir())
    )
    try:
        test_puzzle_web.test_a_whole_puzzle_played_right_scores_every_move(real)
        with real.app_context():
            db.session.execute(text("TRUNCATE attempt, puzzle_run RESTART IDENTITY CASCADE"))
            db.session.commit()
        test_puzzle_web.test_a_replayed_move_is_refused_and_changes_nothing(real)
    finally:
        _dispose(real)


def _empty_tables(database_url: str) -> None:
    tables = ", ".join(f'"{table.name}"' for table in db.metadata.sorted_tables)
    engine = create_engine(database_url, poolclass=NullPool)
    with engine.begin() as connection:
        connection.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
    engine.dispose()


def test_the_answer_write_path_stores_what_the_orm_path_stored_on_postgres(
    app: Flask, pg_database_url: str
) -> None:
    """tests/practice/test_answer_writes.py's sequences on PostgreSQL: through the app's
    write path, then (the tables emptied) through the old ORM path, the same rows."""
    writes = test_answer_writes
    new = writes.stored_after_answers(app, old_path=False)
    _empty_tables(pg_database_url)
    old = writes.stored_after_answers(app, old_path=True)
    writes.assert_same_rows(new, old)
    _empty_tables(pg_database_url)
    new = writes.direct_answers(app)
    _empty_tables(pg_database_url)
    with writes.old_write_path(True):
        old = writes.direct_answers(app)
    assert new == old


test_a_failure_half_way_through_an_answer_stores_nothing = (
    test_answer_writes.test_a_failure_half_way_stores_nothing
)
test_an_answer_inserts_practice_rows_only_when_missing = (
    test_answer_writes.test_known_rows_are_updated_without_an_insert_and_new_ones_inserted_once
)


def _race_two_answers(app: Flask, database_url: str, url: str, given: str, hold: str) -> list[int]:
    """Two learners post ``given`` to ``url`` while another transaction runs ``hold`` (a
    row lock, or an uncommitted insert); it ends once both requests wait on it. Their
    statuses."""
    import threading

    from tests.practice.practice_helpers import HTMX, field

    # Only a learner's first answer to an item rates it, and a visitor's only once its
    # learner is old enough (issue 32): these visitors count at once, each warms up on
    # another item (its learner, card and rating exist), and a third opens item 1's row.
    app.config["ITEM_RATING_VISITOR_AGE"] = timedelta(0)
    answer(app.test_client(), TRICK, "JD")
    clients = [app.test_client(), app.test_client()]
    forms = []
    for client in clients:
        answer(client, WARM_UP, *WARM_UP_ANSWERS)
        html = client.get(url).get_data(as_text=True)
        forms.append(
            {
                "csrf_token": csrf_token_from(html),
                "item_id": field(html, "item_id"),
                "token": field(html, "token"),
                "answer": given,
            }
        )
    statuses: list[int] = []
    engine = create_engine(database_url, poolclass=NullPool)
    watcher = engine.connect().execution_options(isolation_level="AUTOCOMMIT")
    with engine.connect() as holder:
        holder.execute(text(hold))
        threads = [
            threading.Thread(
                target=lambda c=client, f=form: statuses.append(
                    c.post(url, data=f, headers=HTMX).status_code
                )
            )
            for client, form in zip(clients, forms, strict=True)
        ]
        for thread in threads:
            thread.start()
        # Both requests wait on the holder's lock (up to 10 s). Watched from a connection
        # of its own: a transaction sees pg_stat_activity as it was on its first look.
        waiting = 0
        for _ in range(200):
            waiting = watcher.execute(
                text(
                    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                    " AND wait_event_type = 'Lock'"
                )
            ).scalar_one()
            if waiting >= 2:
                break
            time.sleep(0.05)
        holder.commit()
    for thread in threads:
        thread.join(timeout=30)
    watcher.close()
    engine.dispose()
    assert waiting == 2
    return statuses


def _games(app: Flask, item_id: str) -> int:
    from tutor.practice.models import ItemRating

    with app.app_context():
        return int(
            db.session.execute(
                select(ItemRating.games).where(ItemRating.item_id == item_id)
            ).scalar_one()
        )


def test_two_answers_to_one_item_at_once_both_count(app: Flask, pg_database_url: str) -> None:
    """The item's rating row is locked before it is read: of two answers at once, the
    second reads what the first wrote (no lost game)."""
    item = "trick-winner/standard/1/1"
    statuses = _race_two_answers(
        app,
        pg_database_url,
        TRICK,
        "JD",
        "SELECT games FROM item_rating WHERE item_id = 'trick-winner/standard/1/1' FOR UPDATE",
    )
    assert statuses == [200, 200]
    assert _games(app, item) == 3  # the opener's answer, two racing first answers


def test_two_first_answers_to_a_new_item_at_once_both_count(
    app: Flask, pg_database_url: str
) -> None:
    """An item's first rating row, inserted by another transaction meanwhile: both
    answers' inserts do nothing ("on conflict do nothing"), then both update the row."""
    item = "trick-winner/standard/1/2"
    statuses = _race_two_answers(
        app,
        pg_database_url,
        "/quizzes/trick-winner-demo/2",
        "9S",
        "INSERT INTO item_rating (item_id, rating, rd, volatility, games) "
        "VALUES ('trick-winner/standard/1/2', 1200, 350, 0.06, 7)",
    )
    assert statuses == [200, 200]
    assert _games(app, item) == 9


def test_a_game_survives_a_restart_on_postgres(
    app: Flask, client: FlaskClient, pg_database_url: str
) -> None:
    from tests.play.play_helpers import new_game
    from tutor.play.models import PlayGame

    game = new_game(client)
    with app.app_context():
        saved = db.session.get(PlayGame, game)
        assert saved is not None
        log, moves = saved.log, saved.moves
    restarted = create_app(postgres_config())
    with restarted.app_context():
        row = db.session.get(PlayGame, game)
        assert row is not None
        assert (row.log, row.moves) == (log, moves)
        assert row.table().moves == moves
    _dispose(restarted)


def test_a_lesson_read_again_elsewhere_meanwhile_is_not_an_error(app: Flask) -> None:
    """The parallel-request path: the row appears after the check, the insert is refused,
    the session rolls back and stays usable (PostgreSQL aborts the whole transaction)."""
    from tutor.models import Learner
    from tutor.web import progress

    with app.test_request_context():
        learner = Learner()
        db.session.add(learner)
        db.session.commit()
        db.session.add(LessonRead(learner_id=learner.id, slug="demo-basics", lang="en"))
        db.session.commit()
        # The existence check runs before the other request's row is there.
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(type(db.session), "scalar", lambda *_args, **_kwargs: None)
            progress.mark_lesson_read(learner, "demo-basics", "en")
        reads = db.session.scalar(select(func.count(LessonRead.id)))
        assert reads == 1


def test_text_with_a_nul_character_is_refused_not_a_server_error(
    client: FlaskClient, auth: AuthActions
) -> None:
    # PostgreSQL text cannot hold NUL: such input must be a 400, not a database error.
    assert auth.register("ada\x00").status_code == 400
    assert auth.login("ada\x00").status_code == 400
    assert client.get("/quizzes/?lang=k\x00o").status_code == 400


# -- classes -------------------------------------------------------------------------------


def test_teacher_creates_a_class_and_a_student_joins(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    assert auth.register("ms.park", role="teacher").status_code == 302
    form = csrf_token_from(client.get("/classes/new").get_data(as_text=True))
    created = client.post(
        "/classes/new",
        data={"csrf_token": form, "name": "Year 5 Euchre", "preset": "standard"},
    )
    assert created.status_code == 302
    with app.app_context():
        classroom = db.session.scalars(select(Classroom)).one()
        class_id, code = classroom.id, classroom.join_code
        assert classroom.joining_locked is False
    assert created.headers["Location"].endswith(f"/classes/{class_id}/")
    auth.logout()

    # A visitor practises, then makes an account and joins; the practice comes along to
    # the account, but the class sees only what she does from joining on.
    answer(client, TRICK, "AD")
    assert auth.register("ann").status_code == 302
    page = client.get(f"/join?code={code}").get_data(as_text=True)
    joined = client.post("/join", data={"csrf_token": csrf_token_from(page), "code": code})
    assert joined.status_code == 302
    assert joined.headers["Location"].endswith(f"/classes/{class_id}/")
    again = client.post(
        "/join", data={"csrf_token": csrf_token_from(page), "code": code}, follow_redirects=True
    )
    assert "You are already in this class." in again.get_data(as_text=True)
    with app.app_context():
        ann = db.session.scalars(select(User).where(User.username == "ann")).one()
        members = list(db.session.scalars(select(ClassStudent.user_id)))
        assert members == [ann.id]
        # A simultaneous second join hits the unique constraint: refused, session usable.
        assert services.add_student(db.session.get(Classroom, class_id), ann) is False
        assert db.session.scalar(select(func.count(ClassStudent.id))) == 1
    answer(client, TRICK, "JD")
    auth.logout()

    # The teacher sees the student and the answer in the class views and the export.
    auth.login("ms.park")
    show = client.get(f"/classes/{class_id}/")
    assert show.status_code == 200
    assert "ann" in show.get_data(as_text=True)
    assert client.get(f"/classes/{class_id}/grid").status_code == 200
    export = client.get(f"/classes/{class_id}/export/attempts.csv")
    assert export.status_code == 200
    answers = [line.split(",")[5] for line in export.get_data(as_text=True).splitlines()[1:]]
    assert answers == ["JD"]


def test_rate_limit_counters_live_in_postgres(app: Flask) -> None:
    """The database:// storage's upsert on PostgreSQL, and the sign-in limits through it."""
    test_ratelimits.test_database_storage_counts_in_fixed_windows(app)


def test_wrong_passwords_counted_in_postgres_lock_only_that_account(
    pg_database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DATABASE_URL", pg_database_url)
    settings = {"RATELIMIT_STORAGE_URI": "database://", "LOGIN_ACCOUNT_LIMIT": "2 per hour"}
    app = create_app(postgres_config(**settings))
    try:
        with app.app_context():
            limiter.reset()
        test_ratelimits.make_user(app, "ada")
        test_ratelimits.make_user(app, "bea")
        codes = [test_ratelimits.login(app.test_client(), "ada", "x" * 10) for _ in range(3)]
        assert codes == [401, 401, 429]
        # Another worker on the same database sees the count; Bea is not affected.
        other = create_app(postgres_config(**settings))
        assert test_ratelimits.login(other.test_client(), "ada", TEST_PASSWORD) == 429
        assert test_ratelimits.login(other.test_client(), "bea", TEST_PASSWORD) == 302
        _dispose(other)
    finally:
        _dispose(app)
        engine = create_engine(pg_database_url, poolclass=NullPool)
        tables = ", ".join(f'"{table.name}"' for table in db.metadata.sorted_tables)
        with engine.begin() as connection:
            connection.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
        engine.dispose()


# -- several processes starting at once ------------------------------------------------------

START_SCRIPT = (
    "import sys; from tutor import create_app; "
    "app = create_app({'SQLALCHEMY_DATABASE_URI': sys.argv[1], 'SECRET_KEY': 'x'}); "
    "print(app.test_client().get('/healthz').get_json()['status'])"
)


def _start(url: str) -> subprocess.Popen[str]:
    return subprocess.Popen(  # noqa: S603  (our own interpreter and script)
        [sys.executable, "-c", START_SCRIPT, url],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_processes_starting_together_on_a_fresh_database_all_come_up(
    databases: Databases,
) -> None:
    url = databases.create()
    starts = [_start(url) for _ in range(3)]
    for process in starts:
        out, err = process.communicate(timeout=180)
        assert process.returncode == 0, err
        assert out.strip() == "ok"
        assert "Traceback" not in err


WAITING_FOR_ADVISORY_LOCKS = (
    "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
    " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
)


def test_migrating_waits_for_the_advisory_lock(databases: Databases) -> None:
    url = databases.create()
    holder = create_engine(url, poolclass=NullPool)
    with holder.connect() as connection:
        connection.execute(text("SELECT pg_advisory_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
        connection.commit()
        process = _start(url)
        try:
            deadline = time.monotonic() + 120
            waiting = 0
            while waiting == 0 and process.poll() is None and time.monotonic() < deadline:
                time.sleep(0.2)
                waiting = connection.scalar(text(WAITING_FOR_ADVISORY_LOCKS))
            assert waiting == 1, "the starting process did not wait for the migration lock"
            assert "alembic_version" not in inspect(connection).get_table_names()
        finally:
            connection.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": MIGRATION_LOCK_KEY})
            connection.commit()
        out, err = process.communicate(timeout=180)
    holder.dispose()
    assert process.returncode == 0, err
    assert out.strip() == "ok"
