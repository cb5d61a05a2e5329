"""Euchre Tutor: the Flask application factory.

``flask --app tutor run`` serves a ready app: the SQLite database in the instance folder is
created and migrated to the newest revision on first start, and the lesson and quiz
folders are found beside the package (a checkout) or inside it (an installed wheel).
"""

from __future__ import annotations

import importlib
import os
import secrets
from collections.abc import Mapping
from datetime import timedelta
from pathlib import Path
from typing import Any

from flask import Flask

PACKAGE_DIR = Path(__file__).resolve().parent


def _templates_dir() -> Path:
    # A checkout keeps templates/ at the top level; hatchling packs it into tutor/templates.
    for candidate in (PACKAGE_DIR.parent / "templates", PACKAGE_DIR / "templates"):
        if candidate.is_dir():
            return candidate
    raise RuntimeError("no templates/ folder beside or inside the tutor package")


def _secret_key(instance_path: Path) -> str:
    """SECRET_KEY from the environment, else one made once and kept in the instance folder.

    Several processes or machines must share one key: set SECRET_KEY for them.
    """
    from_env = os.environ.get("SECRET_KEY")
    if from_env:
        return from_env
    key_file = instance_path / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_hex(32), encoding="utf-8")
        key_file.chmod(0o600)
    return key_file.read_text(encoding="utf-8").strip()


def database_url(instance_path: Path) -> str:
    """``DATABASE_URL`` (e.g. postgresql+psycopg://…), else SQLite in the instance folder."""
    return os.environ.get("DATABASE_URL") or f"sqlite:///{instance_path / 'tutor.sqlite'}"


def _int_env(name: str) -> int:
    value = os.environ.get(name, "").strip()
    if not value:
        return 0
    if not value.isdigit():
        raise RuntimeError(f"{name} must be a whole number, not {value!r}")
    return int(value)


def _default_config(app: Flask) -> dict[str, Any]:
    from tutor.catalogue import catalogue_folders, languages
    from tutor.course.curriculum import default_lessons_dir
    from tutor.quiz import default_quiz_dir

    instance = Path(app.instance_path)
    return {
        "SECRET_KEY": _secret_key(instance),
        "SQLALCHEMY_DATABASE_URI": database_url(instance),
        "QUIZ_DIR": default_quiz_dir(),
        "LESSONS_DIR": default_lessons_dir(),
        # English and every language with a catalogue (tutor.catalogue.languages).
        "LANGUAGES": languages(),
        "BABEL_DEFAULT_LOCALE": "en",
        # The package's and the classes part's (and any a test adds); Flask-Babel merges them.
        "BABEL_TRANSLATION_DIRECTORIES": ";".join(str(f) for f in catalogue_folders()),
        "SESSION_COOKIE_HTTPONLY": True,
        # Behind HTTPS set SESSION_COOKIE_SECURE=1 so the cookies never travel in clear.
        "SESSION_COOKIE_SECURE": os.environ.get("SESSION_COOKIE_SECURE") == "1",
        "REMEMBER_COOKIE_SECURE": os.environ.get("SESSION_COOKIE_SECURE") == "1",
        "SESSION_COOKIE_SAMESITE": "Lax",
        "REMEMBER_COOKIE_HTTPONLY": True,
        "REMEMBER_COOKIE_SAMESITE": "Lax",
        # Flask-Login's default is a year; a remembered sign-in also ends server-side then.
        "REMEMBER_COOKIE_DURATION": timedelta(days=30),
        # Stated, not inherited: Flask-Limiter's one limiter object would otherwise keep the
        # last app's setting (an app that turned limits off would leave them off).
        "RATELIMIT_ENABLED": True,
        # database://: counters in the app's database, shared by every worker (README).
        "RATELIMIT_STORAGE_URI": os.environ.get("RATELIMIT_STORAGE_URI", "database://"),
        # Sign-in POSTs per address, whatever their outcome: room for a class of 30.
        "LOGIN_RATE_LIMIT": "60 per minute",
        # Wrong passwords per account (then that account only waits) and per address.
        # (per account and address, then per account everywhere, slower), per address, and
        # per account from a browser that signed in to it before (tutor/web/known_device.py).
        "LOGIN_ACCOUNT_LIMIT": "10 per 15 minutes",
        "LOGIN_ACCOUNT_WIDE_LIMIT": "50 per hour",
        "LOGIN_ADDRESS_LIMIT": "100 per 15 minutes",
        "LOGIN_DEVICE_LIMIT": "10 per 15 minutes",
        # Registration POSTs per address: the form says whether a username is taken.
        "REGISTER_RATE_LIMIT": "30 per 10 minutes",
        # Join POSTs per address, and accounts made per address (register and join share it).
        "JOIN_RATE_LIMIT": "60 per minute",
        "ACCOUNT_CREATION_LIMIT": "60 per hour",
        # The analysis board (tutor/board): analysis POSTs per address, and the deals they
        # may ask for (a full analysis is up to 1,024): two each for a class of 30.
        "ANALYSE_RATE_LIMIT": "120 per minute",
        "ANALYSIS_BUDGET": "61440 per 10 minutes",
        # How long a request that must answer at once (the JSON API, a plain form: the board
        # and the table without JavaScript) waits on the analysis queue; then it says the
        # work is still running (202 from the API, a page that asks again).
        "ANALYSIS_WAIT_S": 20.0,
        # How long the analysis queue keeps a result (and its bookkeeping) before it goes,
        # so its SQLite file or Redis stays bounded (tutor/board/storage.py).
        "ANALYSIS_RESULT_TTL_S": 24 * 60 * 60,
        # Costly requests per client (account, else address): units of engine work (a hint
        # or a turn of every engine player 4, one engine player's turn 1), announcement
        # saves, and quiz answers from visitors who are not signed in (tutor/web/budget.py).
        "ENGINE_BUDGET": "600 per 10 minutes",
        "ANNOUNCEMENT_SAVE_LIMIT": "30 per hour",
        "ANONYMOUS_ANSWER_LIMIT": "300 per 10 minutes",
        # A visitor's answers rate items once its learner is this old (tutor/practice/deck.py).
        "ITEM_RATING_VISITOR_AGE": timedelta(days=1),
        # Behind a reverse proxy: how many X-Forwarded-For (and X-Forwarded-Proto) hops to
        # trust. 0 (the default) trusts none, so a client cannot pick its own address.
        "PROXY_FIX_X_FOR": _int_env("PROXY_FIX_X_FOR"),
        "PROXY_FIX_X_PROTO": _int_env("PROXY_FIX_X_PROTO"),
        # The site's address as users reach it, for links that leave the site (join links
        # and login cards); never taken from the request's Host header.
        "PUBLIC_BASE_URL": os.environ.get("PUBLIC_BASE_URL", ""),
        # A form post bigger than this is refused before any view reads it.
        "MAX_FORM_MEMORY_SIZE": 16 * 1024,
        "MAX_CONTENT_LENGTH": 64 * 1024,
        "AUTO_MIGRATE": True,
        # SQLite only: NORMAL keeps every commit through a killed process, FULL also
        # through a power cut, at an fsync per commit (tutor/web/database.py).
        "SQLITE_SYNCHRONOUS": os.environ.get("SQLITE_SYNCHRONOUS", "NORMAL"),
    }


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    from tutor.web.request_class import TutorFlask

    # Flask with our request and response classes (tutor/web/request_class.py): less work
    # per request for a form body, the headers sent, the sync check of hooks and views.
    app = TutorFlask(
        __name__,
        instance_relative_config=True,
        template_folder=str(_templates_dir()),
        static_folder="static",
    )
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    app.config.from_mapping(_default_config(app))
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    app.config["QUIZ_DIR"] = Path(app.config["QUIZ_DIR"])
    app.config["LESSONS_DIR"] = Path(app.config["LESSONS_DIR"])

    _trust_proxy_headers(app)
    from tutor.web.guards import install_guards

    install_guards(app)  # before the extensions (CSRF reads the form) and the routes
    _init_extensions(app)
    _register_blueprints(app)
    _register_cli(app)

    if app.config["AUTO_MIGRATE"]:
        from tutor.web.database import upgrade_to_head

        upgrade_to_head(app)
    return app


def _trust_proxy_headers(app: Flask) -> None:
    """Only when configured: a client's own X-Forwarded-For would otherwise choose the
    address its rate limits count against."""
    x_for = int(app.config["PROXY_FIX_X_FOR"])
    x_proto = int(app.config["PROXY_FIX_X_PROTO"])
    if x_for or x_proto:
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=x_for, x_proto=x_proto, x_host=0, x_port=0, x_prefix=0
        )


def _init_extensions(app: Flask) -> None:
    from tutor import models  # noqa: F401  (the models must be known before migrations run)
    from tutor.extensions import babel, csrf, db, htmx, limiter, login_manager, migrate
    from tutor.practice import models as practice_models  # noqa: F401
    from tutor.web import ratelimit, signing  # ratelimit registers the database:// storage
    from tutor.web.database import configure_connections
    from tutor.web.i18n import select_locale

    db.init_app(app)
    migrate.init_app(app, db, directory=str(PACKAGE_DIR / "migrations"))
    csrf.init_app(app)
    # Every POST's token checked as Flask-WTF checks it, with a serializer kept per secret.
    csrf.check_token = signing.check_csrf_token
    # The templates' csrf_token() makes the same token as Flask-WTF's, more cheaply.
    app.jinja_env.globals["csrf_token"] = signing.csrf_token
    babel.init_app(app, locale_selector=select_locale)
    htmx.init_app(app)
    limiter.init_app(app)
    ratelimit.check_unsafe_methods_only(app)
    login_manager.init_app(app)
    configure_connections(app)


def _register_blueprints(app: Flask) -> None:
    from tutor import practice
    from tutor.web import init_web

    init_web(app)
    practice.init_app(app)
    from tutor import play

    play.init_app(app)
    from tutor import board

    board.init_app(app)
    classes = _optional_module("tutor.classes")
    if classes is not None:
        app.register_blueprint(classes.bp)
        classes.init_app(app)


def _register_cli(app: Flask) -> None:
    from tutor.web.translate import translate

    app.cli.add_command(translate)
    for module_name, group_name in (
        ("tutor.cli.engine", "engine"),
        ("tutor.cli.quizzes", "quizzes"),
        ("tutor.cli.lessons", "lessons"),
    ):
        module = _optional_module(module_name)
        if module is not None:
            app.cli.add_command(getattr(module, group_name))


def _optional_module(name: str) -> Any:
    """Import a part another engineer is still writing; None while it is not there yet.

    Only the module's own absence is tolerated: an import error inside it still raises.
    """
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        parts = name.split(".")
        missing = {".".join(parts[: i + 1]) for i in range(len(parts))}
        if error.name in missing:
            return None
        raise
