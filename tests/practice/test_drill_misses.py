"""A skill missed in the bower drill shows the drill's questions and the answers given on
``/me/`` (a skill the drill alone practises has no bank item to replay)."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select

from tests.practice.practice_helpers import DrillPage, read_drill, start_drill
from tutor.extensions import db
from tutor.practice.models import DrillMiss
from tutor.practice.skills import skill_name
from tutor.web.clock import FixedClock

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture
def app(app_factory: Any) -> Flask:
    made: Flask = app_factory(CLOCK=FixedClock(START))
    return made


def miss(client: FlaskClient, page: DrillPage) -> DrillPage:
    status, html = page.post(client, page.wrong_answer)
    assert status == 200
    assert 'data-result="incorrect"' in html
    return read_drill(html, page.url)


def stored(app: Flask) -> list[tuple[str, str, str]]:
    with app.app_context():
        rows = db.session.execute(
            select(DrillMiss.skill, DrillMiss.question, DrillMiss.given).order_by(DrillMiss.id)
        )
        return [tuple(row) for row in rows]  # type: ignore[misc]


def test_a_sixty_second_drill_miss_is_shown_with_the_answer_given(
    app: Flask, client: FlaskClient
) -> None:
    page = start_drill(client, "sixty-24")
    asked = page
    page = miss(client, page)
    status, _ = page.post(client, page.right_answer)  # a right answer is not kept
    assert status == 200
    (row,) = stored(app)
    skill, code, given = row
    form, deck, trump, cards, answer, skill_in_code = code.split(" ")
    assert (form, deck, trump, skill_in_code) == (asked.form, "24", asked.trump.code, skill)
    assert cards.split(",") == list(asked.cards)
    assert (given, answer) == (asked.wrong_answer, asked.right_answer)

    page_html = client.get("/me/").get_data(as_text=True)
    with app.test_request_context("/"):
        name = skill_name(skill)
    section = page_html[page_html.index('id="misses-title"') :]
    assert f"<h3>{name}</h3>" in section
    assert "No misses in the last 30 days." not in section
    entry = re.search(rf'<li data-drill-miss="{re.escape(code)}">(.*?)</li>', section, re.S)
    assert entry is not None
    assert "Your answer:" in entry.group(1)
    for card in asked.cards:
        assert f'data-card="{card}"' in entry.group(1)

    korean = client.get("/me/?lang=ko").get_data(as_text=True)
    assert "내 답:" in korean
    assert "바우어 드릴에서 틀린 문제:" in korean


def test_a_question_missed_twice_is_listed_once_and_only_for_its_learner(
    app: Flask, client: FlaskClient
) -> None:
    page = start_drill(client, "sixty-24")
    miss(client, page)
    ((skill, code, given),) = stored(app)
    with app.app_context():
        learner_id = db.session.scalars(select(DrillMiss.learner_id)).one()
        # The same question missed again later, and an older drill's unreadable line.
        later = datetime(2026, 3, 2, 9, 1, tzinfo=UTC)
        db.session.add(
            DrillMiss(
                learner_id=learner_id, skill=skill, question=code, given=given, created_at=later
            )
        )
        db.session.add(DrillMiss(learner_id=learner_id, skill=skill, question="old", given="x"))
        db.session.commit()
    html = client.get("/me/").get_data(as_text=True)
    assert re.findall(r'data-drill-miss="([^"]+)"', html) == [code]
    other = app.test_client()
    assert "data-drill-miss" not in other.get("/me/").get_data(as_text=True)
