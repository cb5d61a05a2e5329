"""Helpers for the classes tests: an app on a temporary SQLite file migrated to head, with
a two-set quiz folder (`tests/classes/data`), and quick ways to make people and answers."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from flask import Flask, g, has_app_context
from flask.testing import FlaskClient
from werkzeug.security import generate_password_hash

from tutor import create_app
from tutor.classes import services
from tutor.classes.models import Classroom
from tutor.extensions import db
from tutor.models import Attempt, Learner, LessonRead, User
from tutor.practice.item_progress import note_item_answered
from tutor.web import content, sessions

DATA = Path(__file__).parent / "data"
# Cheap hashes: these fixtures make many accounts and scrypt is slow on purpose.
FAST_HASH = "pbkdf2:sha256:1000"


class FreshRequestClient(FlaskClient):
    """The fixtures hold one app context for the whole test (so models stay attached);
    each request must still start with a clean ``g``, as it does in production, or the
    signed-in user and the locale of the previous request would leak into the next."""

    def open(self, *args: Any, **kwargs: Any) -> Any:
        if has_app_context():
            for name in list(vars(g)):
                g.pop(name)
        return super().open(*args, **kwargs)


def make_app(database: Path, **config: Any) -> Flask:
    """An app on ``database`` (a copy of the session's migrated template, or a new file)."""
    content.forget_loaded_content()
    settings: dict[str, Any] = {
        "TESTING": True,
        "SECRET_KEY": "classes-tests",
        "SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}",
        "QUIZ_DIR": DATA,
        "WTF_CSRF_ENABLED": False,
        # Explicitly on: Limiter.init_app keeps the last app's setting for the next app.
        "RATELIMIT_ENABLED": True,
        "RATELIMIT_STORAGE_URI": "memory://",
    }
    settings.update(config)
    application = create_app(settings)
    application.test_client_class = FreshRequestClient
    return application


def add_user(
    username: str,
    role: str = "learner",
    name: str = "",
    password: str = "pw-12345678",  # noqa: S107
) -> User:
    user = User(
        username=username,
        role=role,
        display_name=name,
        password_hash=generate_password_hash(password, method=FAST_HASH),
    )
    db.session.add(user)
    db.session.commit()
    return user


def sign_in(client: FlaskClient, user: User | None) -> FlaskClient:
    """Sign ``user`` in on ``client`` as a real sign-in would: a new login session."""
    secret = sessions.start_session(user) if user is not None else None
    with client.session_transaction() as session:
        session.clear()
        if secret is not None:
            session["_user_id"] = secret
            session["_fresh"] = True
    return client


def record_answer(
    user: User,
    item_id: str,
    correct: bool,
    *,
    set_id: str = "trick-winner-bowers",
    kind: str = "trick-winner",
    themes: str = "left-bower",
    answer: str = "JH",
    mistake: str | None = None,
    when: datetime | None = None,
) -> Attempt:
    learner = user.learner
    if learner is None:
        learner = Learner(user_id=user.id)
        db.session.add(learner)
        db.session.flush()
    attempt = Attempt(
        learner_id=learner.id,
        set_id=set_id,
        item_id=item_id,
        kind=kind,
        themes=themes,
        answer=answer,
        correct=correct,
        mistake=mistake,
        created_at=when or datetime.now(UTC) + timedelta(seconds=1),
    )
    db.session.add(attempt)
    note_item_answered(learner.id, set_id, item_id, correct)
    db.session.commit()
    return attempt


def record_read(user: User, slug: str, when: datetime | None = None) -> None:
    learner = user.learner
    if learner is None:
        learner = Learner(user_id=user.id)
        db.session.add(learner)
        db.session.flush()
    db.session.add(
        LessonRead(learner_id=learner.id, slug=slug, lang="en", read_at=when or datetime.now(UTC))
    )
    db.session.commit()


@dataclass
class School:
    """Two teachers with a class each; Ann and Bo in class A, Cy in class B, Dee in none."""

    teacher: User
    other_teacher: User
    ann: User
    bo: User
    cy: User
    dee: User
    class_a: Classroom
    class_b: Classroom


def make_school() -> School:
    teacher = add_user("ms.park", "teacher", "Ms Park")
    other = add_user("mr.lee", "teacher", "Mr Lee")
    ann, bo, cy, dee = (
        add_user("ann", name="Ann"),
        add_user("bo", name="Bo"),
        add_user("cy", name="Cy"),
        add_user("dee", name="Dee"),
    )
    class_a = services.create_class(teacher, "Class A", "standard", {})
    class_b = services.create_class(other, "Class B", "standard", {})
    services.add_student(class_a, ann)
    services.add_student(class_a, bo)
    services.add_student(class_b, cy)
    return School(teacher, other, ann, bo, cy, dee, class_a, class_b)
