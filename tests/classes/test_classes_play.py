"""'Play N hands at the table' in an assignment: the students' grades in the class grid,
the student's own summary, and the CSV."""

from __future__ import annotations

import csv
import io
import re

from classes_helpers import School, sign_in
from flask import Flask
from flask.testing import FlaskClient

from tutor.classes.models import Assignment
from tutor.extensions import db
from tutor.play.models import PlayDecision, PlayGame


def assign_play(client: FlaskClient, school: School, hands: int) -> Assignment:
    sign_in(client, school.teacher)
    response = client.post(
        f"/classes/{school.class_a.id}/assignments/new",
        data={
            "title": "Table time",
            "note": "",
            "play_hands": str(hands),
            "goal_percent": "80",
            "goal_min_items": "10",
        },
    )
    assert response.status_code == 302
    assignment = db.session.query(Assignment).filter_by(title="Table time").one()
    assert [(i.kind, i.ref) for i in assignment.items] == [("play", str(hands))]
    return assignment


def play_one_hand(client: FlaskClient, classroom_id: int) -> str:
    page = client.get(f"/play/?rules={classroom_id}").get_data(as_text=True)
    assert f'value="{classroom_id}" selected' in page
    response = client.post(
        "/play/", data={"preset": "standard", "rules": str(classroom_id), "strength": "beginner"}
    )
    assert response.status_code == 303
    game = response.headers["Location"].rsplit("/", 1)[1]
    for _ in range(40):
        html = client.get(f"/play/{game}").get_data(as_text=True)
        options = re.findall(r'name="action" value="([^"]+)"', html)
        if not options:
            return game
        move = re.search(r'name="move" value="(\d+)"', html)
        assert move
        posted = client.post(
            f"/play/{game}/act", data={"move": move.group(1), "action": options[-1]}
        )
        assert posted.status_code == 303
    raise AssertionError("the hand did not end")


def test_a_play_assignment_counts_hands_and_grades(
    app: Flask, client: FlaskClient, school: School
) -> None:
    assign_play(client, school, 1)
    student = app.test_client()
    sign_in(student, school.ann)
    game = play_one_hand(student, school.class_a.id)
    row = db.session.get(PlayGame, game)
    assert row is not None
    assert row.classroom_id == school.class_a.id
    assert row.hands_done == 1
    grades = [d.grade for d in db.session.query(PlayDecision).filter_by(game_id=game)]
    # The student's own assignment summary on the class page.
    home = student.get(f"/classes/{school.class_a.id}/").get_data(as_text=True)
    assert "Play 1 hand at the table" in home
    assert "Hands: 1" in home
    # The teacher's CSV: Ann done with her grades, Bo not started.
    sign_in(client, school.teacher)
    grid = client.get(f"/classes/{school.class_a.id}/grid").get_data(as_text=True)
    assert "Play 1 hand at the table" in grid
    assert "Hands: 1 · Best" in grid
    text = client.get(f"/classes/{school.class_a.id}/export/grid.csv").get_data(as_text=True)
    table = list(csv.reader(io.StringIO(text)))
    header, rows = table[0], {r[0]: r for r in table[1:]}
    name = "Table time / Play 1 hand at the table"
    assert header[2:] == [
        f"{name} status", f"{name} accuracy", f"{name} hands",
        *(f"{name} {g}" for g in ("best", "good", "inaccuracy", "mistake", "blunder")),
    ]  # fmt: skip
    ann, bo = rows["Ann"], rows["Bo"]
    assert ann[2] == "done"
    assert ann[4] == "1"
    counts = [int(v) for v in ann[5:10]]
    assert sum(counts) == len(grades)
    assert counts[0] == grades.count("best")
    assert bo[2] == "not-started"
    assert bo[4] == "0"


def test_only_members_play_under_a_class_rules(
    app: Flask, client: FlaskClient, school: School
) -> None:
    sign_in(client, school.dee)
    response = client.post(
        "/play/", data={"preset": "standard", "rules": str(school.class_a.id), "strength": "club"}
    )
    assert response.status_code == 400
    assert db.session.query(PlayGame).count() == 0
