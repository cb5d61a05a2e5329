"""A small school on one app for the tests that sweep every route: a teacher with a class,
an assignment (a lesson and a quiz set), a student who joined, a managed student, and a
way to fill any route's path parameters with ids that exist.

Sign-in goes through Flask-Login's own test client (``user.get_id()``), so these tests
follow whatever identity the session carries.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from flask import Flask, g, has_app_context
from flask.testing import FlaskClient
from flask_login import FlaskLoginClient
from itsdangerous import URLSafeTimedSerializer
from sqlalchemy import event, func, select
from werkzeug.routing import Rule
from werkzeug.security import generate_password_hash

from tutor.classes import services
from tutor.classes.models import Assignment, Classroom
from tutor.extensions import db
from tutor.models import User
from tutor.web import content, sessions

# Cheap hashes: scrypt is slow on purpose and these accounts are made for every module.
FAST_HASH = "pbkdf2:sha256:1000"
PASSWORD = "trumps-and-bowers"
IDENTITIES = ("anonymous", "learner", "teacher")
# A CSRF secret put into every client's session, and the form token that matches it.
CSRF_RAW = "f" * 40
ARGUMENT = re.compile(r"<(?:([a-z]+)(?:\([^)]*\))?:)?([a-z_]+)>")


class WorldClient(FlaskLoginClient):
    """Signs in with Flask-Login's own test client; each request starts with a clean ``g``
    as in production (the tests hold one app context, and Flask reuses it, so the
    previous request's user would otherwise leak into the next)."""

    def open(self, *args: Any, **kwargs: Any) -> Any:
        if has_app_context():
            for name in list(vars(g)):
                g.pop(name)
        return super().open(*args, **kwargs)


@dataclass
class World:
    app: Flask
    teacher_id: int
    student_id: int
    managed_id: int
    class_id: int
    assignment_id: int
    item_id: int
    set_ids: list[str]
    lesson_slugs: list[str]
    csrf_token: str = ""
    user_ids: dict[str, int] = field(default_factory=dict)

    def client(self, who: str, *, csrf: bool = True) -> FlaskClient:
        """A new client signed in as ``who`` (one of IDENTITIES), with a known CSRF secret."""
        user = db.session.get(User, self.user_ids[who]) if who in self.user_ids else None
        client = self.app.test_client()
        # A real sign-in: a login session row and its secret in the cookie (tutor.web.sessions).
        secret = sessions.start_session(user) if user is not None else None
        with client.session_transaction() as session:
            if secret is not None:
                session["_user_id"] = secret
                session["_fresh"] = True
            if csrf:
                session["csrf_token"] = CSRF_RAW
        return client

    def valid_args(self, rule: Rule) -> dict[str, Any]:
        """Path parameters naming things that exist (the teacher's class, its student…)."""
        values: dict[str, Any] = {
            "class_id": self.class_id,
            "user_id": self.student_id,
            "assignment_id": self.assignment_id,
            "item_id": self.item_id,
            "set_id": self.set_ids[0],
            "number": 1,
            "slug": self.lesson_slugs[0],
            "filename": "style.css",
        }
        return {name: values.get(name, 1) for name in rule.arguments}


def app_rules(app: Flask) -> list[Rule]:
    return sorted(app.url_map.iter_rules(), key=lambda rule: rule.rule)


def converters_of(rule: Rule) -> dict[str, str]:
    """Each path parameter's converter name (``int``, ``default``, ``path``)."""
    return {name: kind or "default" for kind, name in ARGUMENT.findall(rule.rule)}


def fill(rule: Rule, values: dict[str, str]) -> str:
    """The rule's path with each ``<…>`` replaced by the (already URL-safe) text given."""

    def replace(match: re.Match[str]) -> str:
        return values[match.group(2)]

    return ARGUMENT.sub(replace, rule.rule)


def methods_of(rule: Rule) -> list[str]:
    return sorted((rule.methods or set()) - {"HEAD", "OPTIONS"})


def build_world(app: Flask) -> World:
    """Make the school on ``app``'s (fresh) database; call inside an app context."""
    app.test_client_class = WorldClient

    def user(username: str, role: str = "learner", managed: bool = False) -> User:
        made = User(
            username=username,
            role=role,
            display_name=username.title(),
            is_managed=managed,
            password_hash=generate_password_hash(PASSWORD, method=FAST_HASH),
        )
        db.session.add(made)
        db.session.commit()
        return made

    teacher = user("ms.park", "teacher")
    student = user("ann")
    managed = user("kid.one", managed=True)
    classroom: Classroom = services.create_class(teacher, "Class A", "standard", {})
    services.add_student(classroom, student)
    services.add_student(classroom, managed)
    # The class made this login-card account, so its teachers manage it (acct's rule).
    membership = next(m for m in classroom.students if m.user_id == managed.id)
    membership.manages = True
    db.session.commit()
    set_ids = [quiz_set.id for quiz_set in content.playable_sets()]
    slugs = [lesson.slug for lesson in content.course("en")]
    assignment: Assignment = services.create_assignment(
        classroom,
        teacher,
        title="Bowers",
        note="Read, then practise.",
        due_on=date(2030, 1, 1),
        items=[
            services.PlannedItem("lesson", slugs[0]),
            services.PlannedItem("quiz", set_ids[0]),
        ],
    )
    serializer = URLSafeTimedSerializer(app.config["SECRET_KEY"], salt="wtf-csrf-token")
    world = World(
        app=app,
        teacher_id=teacher.id,
        student_id=student.id,
        managed_id=managed.id,
        class_id=classroom.id,
        assignment_id=assignment.id,
        item_id=assignment.items[0].id,
        set_ids=set_ids,
        lesson_slugs=slugs,
        csrf_token=str(serializer.dumps(CSRF_RAW)),
        user_ids={"learner": student.id, "teacher": teacher.id},
    )
    return world


def all_pages(world: World) -> Iterator[tuple[Rule, str]]:
    """Every GET route with existing ids filled in (static files left out)."""
    for rule in app_rules(world.app):
        if "GET" not in (rule.methods or set()) or rule.endpoint.endswith("static"):
            continue
        args = {name: str(value) for name, value in world.valid_args(rule).items()}
        yield rule, fill(rule, args)


DML = re.compile(r"^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+[\"`]?(\w+)", re.IGNORECASE)


class WriteCounter:
    """Counts transactions that committed an INSERT, UPDATE or DELETE on the app's engine,
    and which tables they wrote (a write rolled back does not count: nothing was stored)."""

    def __init__(self, app: Flask) -> None:
        with app.app_context():
            self.engine = db.engine
        self.committed = 0
        self.tables: set[str] = set()
        event.listen(self.engine, "before_cursor_execute", self._statement)
        event.listen(self.engine, "commit", self._commit)
        event.listen(self.engine, "rollback", self._rollback)

    def _statement(self, conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        match = DML.match(statement)
        if match:
            conn.info.setdefault("wrote", set()).add(match.group(1).lower())

    def _commit(self, conn: Any) -> None:
        wrote = conn.info.pop("wrote", None)
        if wrote:
            self.committed += 1
            self.tables |= wrote

    def _rollback(self, conn: Any) -> None:
        conn.info.pop("wrote", None)

    def close(self) -> None:
        event.remove(self.engine, "before_cursor_execute", self._statement)
        event.remove(self.engine, "commit", self._commit)
        event.remove(self.engine, "rollback", self._rollback)


def row_counts(app: Flask) -> dict[str, int]:
    with app.app_context():
        return {
            table.name: int(
                db.session.execute(select(func.count()).select_from(table)).scalar_one()
            )
            for table in db.metadata.sorted_tables
        }
