"""The app factory, health check, every page answering, and the CLI groups."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import inspect

from tests.conftest import csrf_token_from, make_config
from tutor import create_app, database_url
from tutor.extensions import db

PAGES = [
    "/",
    "/lessons/",
    "/lessons/demo-basics",
    "/lessons/demo-bowers",
    "/quizzes/",
    "/quizzes/trick-winner-demo/",
    "/quizzes/trick-winner-demo/1",
    "/quizzes/legal-plays-demo/1",
    "/quizzes/bower-rank-demo/1",
    "/quizzes/scoring-demo/1",
    "/auth/register",
    "/auth/login",
    "/auth/logout",
]


@pytest.mark.parametrize("url", PAGES)
def test_every_page_answers_in_both_languages(client: FlaskClient, url: str) -> None:
    for lang in ("en", "ko"):
        response = client.get(f"{url}?lang={lang}")
        assert response.status_code == 200, url
        html = response.get_data(as_text=True)
        assert f'<html lang="{lang}">' in html
        assert """hx-headers='{"X-CSRFToken": \"""" in html
        assert "/static/htmx-2.0.11.min.js" in html


def test_static_files_are_served(client: FlaskClient) -> None:
    for name in ("style.css", "tutor.js", "htmx-2.0.11.min.js"):
        response = client.get(f"/static/{name}")
        assert response.status_code == 200
        response.close()
    htmx = (Path(__file__).parents[2] / "tutor/static/htmx-2.0.11.min.js").read_text()
    assert 'version:"2.0.11"' in htmx.replace(" ", "")


def test_healthz_ok(client: FlaskClient) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.get_json() == {"status": "ok"}


def test_healthz_503_when_the_database_is_unreachable(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-folder" / "tutor.sqlite"
    app = create_app(make_config(missing, AUTO_MIGRATE=False))
    response = app.test_client().get("/healthz")
    assert response.status_code == 503
    body = response.get_json()
    assert body["status"] == "error"
    assert "database unreachable" in body["error"]
    with app.app_context():
        db.engine.dispose()


def test_first_start_creates_and_migrates_the_database(tmp_path: Path) -> None:
    database = tmp_path / "fresh.sqlite"
    app = create_app(make_config(database))
    assert database.exists()
    with app.app_context():
        tables = set(inspect(db.engine).get_table_names())
        journal = db.session.execute(db.text("PRAGMA journal_mode")).scalar()
        busy_timeout = db.session.execute(db.text("PRAGMA busy_timeout")).scalar()
        db.session.remove()
        db.engine.dispose()
    assert {"user", "learner", "attempt", "lesson_read", "alembic_version"} <= tables
    assert journal == "wal"
    assert busy_timeout == 5000


def test_default_config_uses_the_instance_folder_and_database_url(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setenv("SECRET_KEY", "from-env")
    app = create_app({"AUTO_MIGRATE": False, "TESTING": True})
    assert (
        app.config["SQLALCHEMY_DATABASE_URI"]
        == f"sqlite:///{Path(app.instance_path) / 'tutor.sqlite'}"
    )
    assert app.config["SECRET_KEY"] == "from-env"
    assert app.config["SESSION_COOKIE_SAMESITE"] == "Lax"
    assert app.config["SESSION_COOKIE_HTTPONLY"] is True
    assert app.config["SESSION_COOKIE_SECURE"] is False
    monkeypatch.setenv("SESSION_COOKIE_SECURE", "1")
    assert create_app({"AUTO_MIGRATE": False, "TESTING": True}).config["SESSION_COOKIE_SECURE"]
    assert "classes/translations" in app.config["BABEL_TRANSLATION_DIRECTORIES"]
    monkeypatch.setenv("DATABASE_URL", "postgresql+psycopg://tutor@db.example/tutor")
    assert database_url(tmp_path) == "postgresql+psycopg://tutor@db.example/tutor"


def test_quiz_and_lesson_folders_come_from_config(app: Flask) -> None:
    assert app.config["QUIZ_DIR"].name == "quizzes"
    assert "tests" in app.config["QUIZ_DIR"].parts
    assert "tests" in app.config["LESSONS_DIR"].parts


def test_cli_groups_are_registered(app: Flask) -> None:
    commands: dict[str, Any] = app.cli.list_commands(None)  # type: ignore[arg-type, assignment]
    assert "translate" in commands
    for optional in ("engine", "quizzes"):
        module = Path(__file__).parents[2] / "tutor" / "cli" / f"{optional}.py"
        if module.exists():
            assert optional in commands


def test_translate_cli_compiles(runner: Any) -> None:
    result = runner.invoke(args=["translate", "--help"])
    assert result.exit_code == 0
    for command in ("update", "init", "compile"):
        assert command in result.output


def test_unknown_page_is_a_404_page(client: FlaskClient) -> None:
    response = client.get("/no/such/page")
    assert response.status_code == 404
    html = response.get_data(as_text=True)
    assert "<html" in html
    assert "There is no such page." in html


def test_home_continues_with_the_next_lesson_and_its_quiz(client: FlaskClient) -> None:
    from tests.web.quiz_forms import answer

    home = client.get("/").get_data(as_text=True)
    assert 'href="/lessons/demo-basics" data-continue="lesson"' in home
    # demo-basics offers scoring-demo first in the course.
    assert 'href="/quizzes/scoring-demo/" data-continue="quiz"' in home
    client.get("/lessons/demo-basics")
    answer(client, "/quizzes/scoring-demo/1", "2")
    home = client.get("/").get_data(as_text=True)
    assert 'href="/lessons/demo-bowers" data-continue="lesson"' in home
    assert 'href="/quizzes/trick-winner-demo/" data-continue="quiz"' in home
    assert '<tr data-set="scoring-demo">' in home
    assert "100%" in home


def test_at_head_before_and_after_migrating(tmp_path: Path) -> None:
    from tutor.web.database import at_head, upgrade_to_head

    app = create_app(make_config(tmp_path / "empty.sqlite", AUTO_MIGRATE=False))
    assert not at_head(app)
    upgrade_to_head(app)
    assert at_head(app)
    upgrade_to_head(app)  # again: nothing to do
    assert at_head(app)
    with app.app_context():
        db.engine.dispose()


def test_processes_starting_together_all_come_up(tmp_path: Path) -> None:
    import subprocess
    import sys

    database = tmp_path / "shared.sqlite"
    script = (
        "import sys; from tutor import create_app; "
        "app = create_app({'SQLALCHEMY_DATABASE_URI': sys.argv[1], 'SECRET_KEY': 'x'}); "
        "print(app.test_client().get('/healthz').get_json()['status'])"
    )
    starts = [
        subprocess.Popen(  # noqa: S603  (our own interpreter and script)
            [sys.executable, "-c", script, f"sqlite:///{database}"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    for process in starts:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
        assert out.strip() == "ok"


def test_pages_carry_safety_headers(client: FlaskClient) -> None:
    response = client.get("/")
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["Referrer-Policy"] == "same-origin"


def test_a_nul_character_in_a_field_is_a_400_before_any_query(client: FlaskClient) -> None:
    # PostgreSQL text cannot hold NUL (tests/web/test_postgres.py); every database refuses it.
    page = client.get("/auth/login").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "username": "a\x00b", "password": "x" * 10}
    assert client.post("/auth/login", data=form).status_code == 400
    assert client.get("/lessons/?lang=\x00").status_code == 400
