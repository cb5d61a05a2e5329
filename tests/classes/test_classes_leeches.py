"""A class teacher sees their students' leeches (skills missed eight times), with the
lesson section to reread; nobody else sees them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from classes_helpers import School, sign_in
from flask.testing import FlaskClient

from tutor.extensions import db
from tutor.models import Learner, User
from tutor.practice.deck import Answer, note_answer
from tutor.practice.scheduling import LEECH_MISSES

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def miss(user: User, skill: str, times: int) -> None:
    learner = user.learner
    if learner is None:
        learner = Learner(user_id=user.id)
        db.session.add(learner)
        db.session.flush()
    for number in range(times):
        answer = Answer("trick-winner", (skill,), False, 2_000)
        note_answer(learner.id, answer, START + timedelta(minutes=number))
    db.session.commit()


def test_the_teacher_sees_leeches_on_the_class_and_student_pages(
    client: FlaskClient, school: School
) -> None:
    miss(school.ann, "left-bower", LEECH_MISSES)
    miss(school.bo, "left-bower", LEECH_MISSES - 1)  # one short: not a leech yet
    sign_in(client, school.teacher)
    html = client.get(f"/classes/{school.class_a.id}/").get_data(as_text=True)
    section = html[html.index('id="class-leeches-title"') :]
    assert f'data-leeches-of="{school.ann.id}"' in section
    assert f'data-leeches-of="{school.bo.id}"' not in section
    assert 'data-leech="left-bower"' in section
    student = client.get(f"/classes/{school.class_a.id}/students/{school.ann.id}")
    assert 'data-leech="left-bower"' in student.get_data(as_text=True)
    assert student.get_data(as_text=True).count("<h1") == 1


def test_leeches_stay_inside_the_class(client: FlaskClient, school: School) -> None:
    miss(school.cy, "joker", LEECH_MISSES)
    sign_in(client, school.teacher)  # Cy is in class B, not this teacher's
    html = client.get(f"/classes/{school.class_a.id}/").get_data(as_text=True)
    assert 'data-leech="joker"' not in html
    assert client.get(f"/classes/{school.class_b.id}/").status_code in (403, 404)
    sign_in(client, school.other_teacher)
    html = client.get(f"/classes/{school.class_b.id}/").get_data(as_text=True)
    assert f'data-leeches-of="{school.cy.id}"' in html
