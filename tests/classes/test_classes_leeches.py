"""A class teacher sees their students' leeches (skills missed eight times), with the
lesson section to reread; nobody else sees them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from classes_helpers import School, record_answer, sign_in
from flask.testing import FlaskClient

from tutor.classes import services
from tutor.extensions import db
from tutor.models import User
from tutor.practice.deck import Answer, note_answer
from tutor.practice.scheduling import LEECH_MISSES

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def miss(user: User, skill: str, times: int, *, when: datetime | None = None) -> None:
    """``times`` wrong answers on ``skill``: stored (what a class may see since its
    students joined) and played into the deck (what makes a leech)."""
    moment = when or datetime.now(UTC) + timedelta(seconds=1)
    for number in range(times):
        record_answer(
            user,
            f"trick-winner/standard/1/{number + 1}",
            False,
            themes=skill,
            when=moment + timedelta(seconds=number),
        )
    learner = user.learner
    assert learner is not None
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


def test_misses_from_before_joining_the_class_are_not_shown(
    client: FlaskClient, school: School
) -> None:
    # Issue 32 item 4: the leech panel showed misses from before a student joined, which
    # the class's attempts.csv (rightly) does not.
    membership = services.student_membership(school.class_a, school.ann.id)
    assert membership is not None
    joined = datetime.now(UTC)
    membership.joined_at = joined
    db.session.commit()
    miss(school.ann, "left-bower", LEECH_MISSES, when=joined - timedelta(days=3))
    sign_in(client, school.teacher)
    html = client.get(f"/classes/{school.class_a.id}/").get_data(as_text=True)
    assert f'data-leeches-of="{school.ann.id}"' not in html
    student = client.get(f"/classes/{school.class_a.id}/students/{school.ann.id}")
    assert 'data-leech="left-bower"' not in student.get_data(as_text=True)
    # Misses in the class's time count, and only they are counted.
    miss(school.ann, "left-bower", LEECH_MISSES, when=joined + timedelta(minutes=1))
    html = client.get(f"/classes/{school.class_a.id}/").get_data(as_text=True)
    assert f'data-leeches-of="{school.ann.id}"' in html
    assert f"misses: {LEECH_MISSES})" in html
    assert f"misses: {2 * LEECH_MISSES})" not in html
