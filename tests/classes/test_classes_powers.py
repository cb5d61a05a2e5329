"""Every teacher power over a student account, tried by everyone who might try it.

The world: Ms Park owns class A (Mr Cho co-teaches it) and made Kim's account there (login
cards); Ann registered herself and joined A. Mr Lee, a stranger who owns class S (Ms Yoo
co-teaches it), got both children to join S with its code. Mr Han teaches neither child.
Bo is Ann's and Kim's classmate in A. Each actor uses the class through which they could
reach the child: their own (A for Ms Park, Mr Cho, Bo and the children; S for Mr Lee and
Ms Yoo; A for Mr Han, who has no class with the child).

Only the teachers of the class that made an account may reset its password or rename it;
co-teachers cannot add co-teachers or archive; a class's export and student page show only
what the child did after joining it. Every refusal leaves the database as it was.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from classes_helpers import FAST_HASH, add_user, record_answer, sign_in
from flask.testing import FlaskClient
from sqlalchemy import func, select

from tutor.classes import services
from tutor.classes.models import Classroom, ClassStudent, ClassTeacher
from tutor.extensions import db
from tutor.models import LoginSession, User

TW = "trick-winner-bowers"
BEFORE_JOINING_ANSWER = "QS"  # Kim's answer before she joined S (and before A existed)
KIM_PASSWORD_FIELD = re.compile(r"data-password><code>([^<]+)</code>")


@pytest.fixture(autouse=True)
def cheap_hashes(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every case makes a login-card account; scrypt is slow on purpose.
    monkeypatch.setattr("tutor.passwords.HASH_METHOD", FAST_HASH)


@dataclass
class World:
    users: dict[str, User]
    classes: dict[str, Classroom]
    kim_password: str

    def id(self, name: str) -> int:
        return self.users[name].id


def make_world() -> World:
    users = {
        "owner": add_user("ms.park", "teacher", "Ms Park"),
        "co_teacher": add_user("mr.cho", "teacher", "Mr Cho"),
        "stranger": add_user("mr.lee", "teacher", "Mr Lee"),
        "stranger_co": add_user("ms.yoo", "teacher", "Ms Yoo"),
        "unrelated": add_user("mr.han", "teacher", "Mr Han"),
        "classmate": add_user("bo", name="Bo"),
        "ann": add_user("ann", name="Ann"),
    }
    a = services.create_class(users["owner"], "Class A", "standard", {})
    a2 = services.create_class(users["owner"], "Class A2", "standard", {})
    s = services.create_class(users["stranger"], "Class S", "standard", {})
    s2 = services.create_class(users["stranger"], "Class S2", "standard", {})
    co_own = services.create_class(users["co_teacher"], "Mr Cho's own", "standard", {})
    yoo_own = services.create_class(users["stranger_co"], "Ms Yoo's own", "standard", {})
    services.create_class(users["unrelated"], "Mr Han's", "standard", {})
    a.teachers.append(ClassTeacher(user_id=users["co_teacher"].id, role="co-teacher"))
    s.teachers.append(ClassTeacher(user_id=users["stranger_co"].id, role="co-teacher"))
    db.session.commit()
    (card,) = services.create_managed_students(a, ["Kim"])
    kim = db.session.scalar(select(User).where(User.username == card.username))
    assert kim is not None
    users["kim"] = kim
    services.add_student(a, users["ann"])
    services.add_student(a, users["classmate"])
    # Both children answered before they joined S: S must never see it.
    for child in (kim, users["ann"]):
        record_answer(
            child,
            "trick-winner/standard/1/1",
            False,
            set_id=TW,
            answer=BEFORE_JOINING_ANSWER,
            when=datetime.now(UTC) - timedelta(seconds=30),
        )
    for child in (kim, users["ann"]):
        services.add_student(s, child)
        membership = services.student_membership(s, child.id)
        assert membership is not None
        membership.joined_at = datetime.now(UTC) - timedelta(seconds=10)
    # ... and A's own membership began before that answer.
    for child in (kim, users["ann"]):
        membership = services.student_membership(a, child.id)
        assert membership is not None
        membership.joined_at = datetime.now(UTC) - timedelta(minutes=5)
    db.session.commit()
    classes = {"A": a, "A2": a2, "S": s, "S2": s2, "co_own": co_own, "yoo_own": yoo_own}
    return World(users, classes, card.password)


# The class each actor goes through, and the class they would move the child to.
VIA = {
    "owner": ("A", "A2"),
    "co_teacher": ("A", "co_own"),
    "stranger": ("S", "S2"),
    "stranger_co": ("S", "yoo_own"),
    "unrelated": ("A", "A2"),
    "classmate": ("A", "A2"),
    "self": ("A", "A2"),
    "visitor": ("A", "A2"),
}
ACTORS = tuple(VIA)

OK, FORBIDDEN, HIDDEN, SIGN_IN = "ok", "forbidden", "hidden", "sign-in"
# Per power: who may use it (everyone else: HIDDEN for a teacher outside every class of
# the child, FORBIDDEN for members without the right, SIGN_IN for a visitor).
MAY: dict[tuple[str, str], set[str]] = {
    ("reset", "kim"): {"owner", "co_teacher"},
    ("reset", "ann"): set(),  # she chose her own password: nobody resets it
    ("rename", "kim"): {"owner", "co_teacher"},
    ("rename", "ann"): set(),
    ("remove", "kim"): {"owner", "co_teacher", "stranger", "stranger_co"},
    ("remove", "ann"): {"owner", "co_teacher", "stranger", "stranger_co"},
    # Issue 32: a co-teacher cannot take a managed child into a class of their own.
    ("move", "kim"): {"owner", "stranger", "stranger_co"},
    ("move", "ann"): {"owner", "co_teacher", "stranger", "stranger_co"},
    ("archive", "kim"): {"owner", "stranger"},
    ("archive", "ann"): {"owner", "stranger"},
    ("export", "kim"): {"owner", "co_teacher", "stranger", "stranger_co"},
    ("export", "ann"): {"owner", "co_teacher", "stranger", "stranger_co"},
    ("student_page", "kim"): {"owner", "co_teacher", "stranger", "stranger_co", "self"},
    ("student_page", "ann"): {"owner", "co_teacher", "stranger", "stranger_co", "self"},
    ("add_co_teacher", "kim"): {"owner", "stranger"},
    ("add_co_teacher", "ann"): {"owner", "stranger"},
}
POWERS = sorted({power for power, _ in MAY})


def expected(power: str, target: str, actor: str) -> str:
    if actor == "visitor":
        return SIGN_IN
    if actor in MAY[(power, target)]:
        return OK
    if actor == "unrelated":
        return HIDDEN
    return FORBIDDEN


def request_for(
    world: World, power: str, target: str, actor: str
) -> tuple[str, str, dict[str, Any]]:
    via, move_to = VIA[actor]
    c = world.classes[via].id
    u = world.id(target)
    return {
        "reset": ("POST", f"/classes/{c}/students/{u}/password", {}),
        "rename": ("POST", f"/classes/{c}/students/{u}/name", {"name": "Mallory"}),
        "remove": ("POST", f"/classes/{c}/students/{u}/remove", {}),
        "move": (
            "POST",
            f"/classes/{c}/students/{u}/move",
            {"target": str(world.classes[move_to].id)},
        ),
        "archive": ("POST", f"/classes/{c}/archive", {}),
        "export": ("GET", f"/classes/{c}/export/attempts.csv", {}),
        "student_page": ("GET", f"/classes/{c}/students/{u}", {}),
        "add_co_teacher": ("POST", f"/classes/{c}/co-teachers", {"username": "mr.han"}),
    }[power]


def snapshot(world: World) -> tuple[object, ...]:
    db.session.expire_all()
    return (
        tuple(
            (u.id, u.password_hash, u.display_name)
            for u in db.session.scalars(select(User).order_by(User.id))
        ),
        tuple(
            (m.classroom_id, m.user_id, m.manages)
            for m in db.session.scalars(select(ClassStudent).order_by(ClassStudent.id))
        ),
        tuple(
            (t.classroom_id, t.user_id, t.role)
            for t in db.session.scalars(select(ClassTeacher).order_by(ClassTeacher.id))
        ),
        tuple(
            (c.id, c.archived_at)
            for c in db.session.scalars(select(Classroom).order_by(Classroom.id))
        ),
        db.session.scalar(select(func.count()).select_from(LoginSession)),
    )


def outcome(status: int, location: str) -> str:
    if status == 302 and "/auth/login" in location:
        return SIGN_IN
    if status in (200, 302):
        return OK
    return {403: FORBIDDEN, 404: HIDDEN}.get(status, f"status {status}")


CASES = [
    (power, target, actor) for power in POWERS for target in ("kim", "ann") for actor in ACTORS
]


@pytest.mark.parametrize(("power", "target", "actor"), CASES)
def test_teacher_power_over_a_student_account(
    client: FlaskClient, power: str, target: str, actor: str
) -> None:
    world = make_world()
    who = {"self": target, "visitor": None}.get(actor, actor)
    child = world.users[target]
    child_session = sessions_of(child)
    sign_in(client, None if who is None else world.users[who])
    before = snapshot(world)
    method, url, data = request_for(world, power, target, actor)
    response = client.open(url, method=method, data=data)
    got = outcome(response.status_code, response.headers.get("Location", ""))
    want = expected(power, target, actor)
    assert got == want, (power, target, actor, response.status_code)
    if want != OK:
        assert snapshot(world) == before, "a refused request changed something"
        return
    check_effect(world, power, target, actor, response.get_data(as_text=True), child_session)


def sessions_of(user: User) -> int:
    """Give ``user`` a signed-in device; the number of their login sessions."""
    from tutor.web import sessions

    sessions.start_session(user)
    return int(
        db.session.scalar(
            select(func.count()).select_from(LoginSession).where(LoginSession.user_id == user.id)
        )
        or 0
    )


def check_effect(
    world: World, power: str, target: str, actor: str, body: str, child_sessions: int
) -> None:
    db.session.expire_all()
    child = db.session.get(User, world.id(target))
    assert child is not None
    via, move_to = VIA[actor]
    if power == "reset":
        found = KIM_PASSWORD_FIELD.search(body)
        assert found is not None
        assert child.check_password(found.group(1))
        assert not child.check_password(world.kim_password)
        assert child_sessions == 1
        left = db.session.scalar(
            select(func.count()).select_from(LoginSession).where(LoginSession.user_id == child.id)
        )
        assert left == 0, "the child's other devices stay signed in after a reset"
    elif power == "rename":
        assert child.display_name == "Mallory"
    elif power == "remove":
        assert services.student_membership(world.classes[via], child.id) is None
    elif power == "move":
        source, target_class = world.classes[via], world.classes[move_to]
        db.session.refresh(source)
        db.session.refresh(target_class)
        assert services.student_membership(source, child.id) is None
        moved = services.student_membership(target_class, child.id)
        assert moved is not None
        # Management goes with a managed child out of the class that made the account,
        # and nowhere else: moving the child out of S gives Mr Lee no power over it.
        assert moved.manages == (via == "A" and target == "kim")
    elif power == "archive":
        assert world.classes[via].is_archived
    elif power == "export":
        rows = list(csv.DictReader(io.StringIO(body)))
        answers = [row["answer"] for row in rows if row["username"] == child.username]
        if via == "S":
            assert answers == [], "the stranger's export shows answers from before joining"
        else:
            assert answers == [BEFORE_JOINING_ANSWER]
    elif power == "student_page":
        answered = re.search(r"(\d+) right of (\d+)", body)
        assert answered is not None
        assert answered.group(2) == ("0" if via == "S" else "1")
    elif power == "add_co_teacher":
        assert any(t.user.username == "mr.han" for t in world.classes[via].teachers)


def test_matrix_covers_every_power_and_relationship() -> None:
    assert len(CASES) == len(POWERS) * 2 * len(ACTORS) == 128
    assert {expected(p, t, a) for p, t, a in CASES} == {OK, FORBIDDEN, HIDDEN, SIGN_IN}


def test_stranger_cannot_take_over_a_managed_account_through_a_join_code(
    client: FlaskClient,
) -> None:
    """The attack of issue 14: a stranger teacher has the child join their class, resets
    the password and signs in as the child. Now the reset is refused and the child's
    printed card still works."""
    world = make_world()
    kim, s = world.users["kim"], world.classes["S"]
    sign_in(client, world.users["stranger"])
    refused = client.post(f"/classes/{s.id}/students/{kim.id}/password")
    assert refused.status_code == 403
    assert "data-password" not in refused.get_data(as_text=True)
    # Moving the child to another of the stranger's classes gives no power either.
    moved = client.post(
        f"/classes/{s.id}/students/{kim.id}/move", data={"target": world.classes["S2"].id}
    )
    assert moved.status_code == 302
    again = client.post(f"/classes/{world.classes['S2'].id}/students/{kim.id}/password")
    assert again.status_code == 403
    sign_in(client, None)
    login = client.post(
        "/auth/login", data={"username": kim.username, "password": world.kim_password}
    )
    assert login.status_code == 302
    assert "/auth/login" not in login.headers["Location"]


def test_a_co_teacher_cannot_carry_a_managed_account_out_of_the_makers_classes(
    client: FlaskClient,
) -> None:
    """Issue 32's path: Mr Cho co-teaches A, moves Kim into his own class, adds Mr Han
    there, and Mr Han resets Kim's password; Ms Park's own reset then found no Kim. Now the
    move is refused, nothing changes, and Ms Park still manages Kim's account."""
    world = make_world()
    kim, a, co_own = world.users["kim"], world.classes["A"], world.classes["co_own"]
    sign_in(client, world.users["co_teacher"])
    before = snapshot(world)
    moved = client.post(f"/classes/{a.id}/students/{kim.id}/move", data={"target": co_own.id})
    assert moved.status_code == 403
    assert "teacher who owns this one" in moved.get_data(as_text=True)
    assert snapshot(world) == before
    client.post(f"/classes/{co_own.id}/co-teachers", data={"username": "mr.han"})
    sign_in(client, world.users["unrelated"])
    assert client.post(f"/classes/{co_own.id}/students/{kim.id}/password").status_code == 404
    sign_in(client, world.users["owner"])
    reset = client.post(f"/classes/{a.id}/students/{kim.id}/password")
    assert reset.status_code == 200
    assert KIM_PASSWORD_FIELD.search(reset.get_data(as_text=True)) is not None
    # The owner may still move Kim among her own classes, and manages her there.
    a2 = world.classes["A2"]
    assert (
        client.post(f"/classes/{a.id}/students/{kim.id}/move", data={"target": a2.id}).status_code
        == 302
    )
    assert client.post(f"/classes/{a2.id}/students/{kim.id}/password").status_code == 200


def test_the_managing_class_shows_reset_and_rename_only_for_its_own_accounts(
    client: FlaskClient,
) -> None:
    world = make_world()
    kim, ann = world.users["kim"], world.users["ann"]
    sign_in(client, world.users["owner"])
    html = client.get(f"/classes/{world.classes['A'].id}/").get_data(as_text=True)
    kim_row = html[html.index(f'data-student-id="{kim.id}"') :].split("</tr>")[0]
    ann_row = html[html.index(f'data-student-id="{ann.id}"') :].split("</tr>")[0]
    assert "/password" in kim_row
    assert "data-rename" in kim_row
    assert "/password" not in ann_row
    assert "data-rename" not in ann_row
    sign_in(client, world.users["stranger"])
    html = client.get(f"/classes/{world.classes['S'].id}/").get_data(as_text=True)
    assert "/password" not in html
    assert "data-rename" not in html
    # A co-teacher sees no form to add co-teachers; the owner does.
    sign_in(client, world.users["co_teacher"])
    html = client.get(f"/classes/{world.classes['A'].id}/").get_data(as_text=True)
    assert "/co-teachers" not in html


def test_only_the_class_that_made_an_account_manages_it(client: FlaskClient) -> None:
    world = make_world()
    kim = world.users["kim"]
    memberships = list(
        db.session.scalars(
            select(ClassStudent).where(ClassStudent.user_id == kim.id).order_by(ClassStudent.id)
        )
    )
    assert [(m.classroom_id, m.manages) for m in memberships] == [
        (world.classes["A"].id, True),
        (world.classes["S"].id, False),
    ]
