"""A class shows its students' work from the day each joined, and not other classes' work.

Ann practised the left bower on her own before she joined Mr Lee's class S, and she is
also in Ms Park's class A, which assigned that quiz set. Class S must not show, on any
page or export, what she did before joining it or what she did as class A's homework.
"""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime, timedelta

from classes_helpers import School, record_answer, sign_in
from flask.testing import FlaskClient

from tutor.classes import services
from tutor.classes.models import Classroom
from tutor.classes.progress import Goal
from tutor.extensions import db

TW = "trick-winner-bowers"
LP = "legal-plays-three-hand"
ITEM_1 = "trick-winner/standard/1/1"
ITEM_2 = "trick-winner/standard/1/2"
MISTAKE = "left-bower-as-printed-suit"


def assign(classroom: Classroom, teacher_id: int, set_id: str) -> None:
    teacher = next(t.user for t in classroom.teachers if t.user_id == teacher_id)
    services.create_assignment(
        classroom,
        teacher,
        title=f"Practise {set_id}",
        note="",
        due_on=None,
        items=[services.PlannedItem("quiz", set_id, Goal(50, 1))],
    )


def join_at(classroom: Classroom, school: School, when: datetime) -> None:
    services.add_student(classroom, school.ann)
    membership = services.student_membership(classroom, school.ann.id)
    assert membership is not None
    membership.joined_at = when
    db.session.commit()


def everything_class_shows(client: FlaskClient, classroom: Classroom, user_id: int) -> str:
    """The class's pages and exports about its students, as one text."""
    c = classroom.id
    parts = [
        client.get(f"/classes/{c}/students/{user_id}"),
        client.get(f"/classes/{c}/grid"),
        client.get(f"/classes/{c}/misconceptions"),
        client.get(f"/classes/{c}/export/attempts.csv"),
        client.get(f"/classes/{c}/export/grid.csv"),
    ]
    assert [p.status_code for p in parts] == [200] * 5
    return "\n".join(p.get_data(as_text=True) for p in parts)


def attempts_csv(client: FlaskClient, classroom: Classroom) -> list[dict[str, str]]:
    body = client.get(f"/classes/{classroom.id}/export/attempts.csv").get_data(as_text=True)
    return list(csv.DictReader(io.StringIO(body)))


def test_answers_from_before_joining_show_nowhere(client: FlaskClient, school: School) -> None:
    s = school.class_b  # Mr Lee's class
    assign(s, school.other_teacher.id, TW)
    week_ago = datetime.now(UTC) - timedelta(days=7)
    for n, item in enumerate((ITEM_1, ITEM_2, ITEM_1, ITEM_2, ITEM_1)):
        record_answer(
            school.ann, item, False, answer="AH", mistake=MISTAKE, when=week_ago + timedelta(n)
        )
    join_at(s, school, datetime.now(UTC) - timedelta(minutes=1))
    sign_in(client, school.other_teacher)
    shown = everything_class_shows(client, s, school.ann.id)
    assert attempts_csv(client, s) == []
    assert "0 right of 0" in shown  # the student page's answer count
    assert "<svg" not in shown  # no chart of earlier days
    assert MISTAKE not in shown  # no misconception from before
    assert "not yet" in shown  # last active
    assert 'data-status="not-started"' in shown
    # From joining on, her answers are the class's.
    record_answer(school.ann, ITEM_2, True, answer="JS")
    rows = attempts_csv(client, s)
    assert [(r["username"], r["item_id"], r["answer"]) for r in rows] == [("ann", ITEM_2, "JS")]
    student = client.get(f"/classes/{s.id}/students/{school.ann.id}").get_data(as_text=True)
    assert "1 right of 1" in student
    assert "<svg" in student


def test_another_classes_homework_stays_with_that_class(
    client: FlaskClient, school: School
) -> None:
    a, s = school.class_a, school.class_b
    assign(a, school.teacher.id, TW)  # Ms Park's homework
    assign(s, school.other_teacher.id, LP)  # Mr Lee set something else
    join_at(s, school, datetime.now(UTC) - timedelta(minutes=1))
    record_answer(school.ann, ITEM_1, False, answer="AH", mistake=MISTAKE)
    sign_in(client, school.other_teacher)
    shown = everything_class_shows(client, s, school.ann.id)
    assert attempts_csv(client, s) == []
    assert MISTAKE not in shown
    assert "0 right of 0" in shown
    # Class A, whose homework it was, sees it.
    sign_in(client, school.teacher)
    assert [r["answer"] for r in attempts_csv(client, a)] == ["AH"]
    # Once class S assigns the same set, the answer counts for both classes.
    assign(s, school.other_teacher.id, TW)
    sign_in(client, school.other_teacher)
    assert [r["answer"] for r in attempts_csv(client, s)] == ["AH"]


def test_practice_on_sets_no_other_class_assigned_counts_from_joining(
    client: FlaskClient, school: School
) -> None:
    """Free practice after joining is the class's to see (the misconception view works
    before any assignment); before joining it is not."""
    s = school.class_b
    record_answer(
        school.ann, ITEM_1, False, answer="AH", when=datetime.now(UTC) - timedelta(days=1)
    )
    join_at(s, school, datetime.now(UTC) - timedelta(minutes=1))
    record_answer(school.ann, ITEM_2, False, answer="QS", mistake=MISTAKE)
    sign_in(client, school.other_teacher)
    assert [r["answer"] for r in attempts_csv(client, s)] == ["QS"]
    misconceptions = client.get(f"/classes/{s.id}/misconceptions").get_data(as_text=True)
    assert "1 of 1 answer)" in misconceptions


def test_the_grid_counts_only_work_since_joining(client: FlaskClient, school: School) -> None:
    """An assignment set before a student joined counts from the day they joined."""
    s = school.class_b
    assign(s, school.other_teacher.id, TW)
    assignment = s.assignments[0]
    assignment.created_at = datetime.now(UTC) - timedelta(days=10)
    db.session.commit()
    record_answer(school.ann, ITEM_1, True, answer="JH", when=datetime.now(UTC) - timedelta(days=5))
    join_at(s, school, datetime.now(UTC) - timedelta(days=1))
    sign_in(client, school.other_teacher)
    grid = client.get(f"/classes/{s.id}/grid").get_data(as_text=True)
    ann_row = grid[grid.index("Ann") :].split("</tr>")[0]
    assert 'data-status="not-started"' in ann_row
