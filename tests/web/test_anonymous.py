"""Looking is not acting: anonymous page views store nothing; the first answer (or an
account) makes the visitor's learner, and what they read before comes along."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select

from tests.conftest import AuthActions
from tests.web.quiz_forms import answer
from tests.web.world import World, WriteCounter, all_pages, build_world, row_counts
from tutor.extensions import db
from tutor.models import Learner, LessonRead, User

TRICK = "/quizzes/trick-winner-demo/1"


@pytest.fixture
def world(app: Flask) -> Iterator[World]:
    with app.app_context():
        yield build_world(app)
        db.session.remove()


def test_a_crawler_without_cookies_leaves_the_database_unchanged(world: World) -> None:
    before = row_counts(world.app)
    writes = WriteCounter(world.app)
    crawler = world.app.test_client(use_cookies=False)
    pages = list(all_pages(world))
    assert len(pages) >= 20
    try:
        for _rule, url in pages:
            for query in ("", "?lang=ko", "?lang=en"):
                for method in ("GET", "HEAD"):
                    response = crawler.open(url + query, method=method)
                    assert response.status_code < 500, url
                    response.close()
        # Every lesson and every quiz item too, not only the first of each.
        for slug in world.lesson_slugs:
            assert crawler.get(f"/lessons/{slug}").status_code == 200
        for set_id in world.set_ids:
            assert crawler.get(f"/quizzes/{set_id}/").status_code == 200
            assert crawler.get(f"/quizzes/{set_id}/1").status_code == 200
    finally:
        writes.close()
    assert writes.committed == 0
    assert row_counts(world.app) == before


def course(client: FlaskClient) -> str:
    return client.get("/lessons/").get_data(as_text=True)


def test_a_visitor_who_only_reads_sees_their_progress_without_a_learner(
    app: Flask, client: FlaskClient
) -> None:
    client.get("/lessons/demo-basics")
    with app.app_context():
        assert db.session.scalars(select(Learner)).all() == []
        assert db.session.scalars(select(LessonRead)).all() == []
    assert 'class="lesson-entry read" data-slug="demo-basics"' in course(client)
    assert 'class="lesson-entry here" data-slug="demo-bowers"' in course(client)


def test_the_first_answer_makes_the_learner_and_keeps_the_lessons_read(
    app: Flask, client: FlaskClient
) -> None:
    client.get("/lessons/demo-basics")
    client.get("/lessons/demo-bowers?lang=ko")
    status, _html = answer(client, TRICK, "JD")
    assert status == 200
    with app.app_context():
        (learner,) = db.session.scalars(select(Learner)).all()
        assert learner.user_id is None
        assert sorted((r.slug, r.lang) for r in learner.lessons_read) == [
            ("demo-basics", "en"),
            ("demo-bowers", "ko"),
        ]
        assert [a.answer for a in learner.attempts] == ["JD"]
    # From now on the visitor has progress in the database: a new lesson is stored at once.
    client.get("/lessons/demo-strategy")
    with app.app_context():
        slugs = {r.slug for r in db.session.scalars(select(LessonRead))}
    assert slugs == {"demo-basics", "demo-bowers", "demo-strategy"}
    assert 'class="lesson-entry read" data-slug="demo-strategy"' in course(client)


def test_registering_keeps_lessons_read_before_any_answer(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    client.get("/lessons/demo-basics")
    auth.register("ada")
    with app.app_context():
        ada = db.session.scalar(select(User).where(User.username == "ada"))
        assert ada is not None
        assert ada.learner is not None
        assert [r.slug for r in ada.learner.lessons_read] == ["demo-basics"]
    assert 'class="lesson-entry read" data-slug="demo-basics"' in course(client)


def test_signing_in_merges_lessons_read_before_any_answer(
    app: Flask, client: FlaskClient, auth: AuthActions
) -> None:
    auth.register("ada")
    client.get("/lessons/demo-basics")
    auth.logout()
    client.get("/lessons/demo-basics")
    client.get("/lessons/demo-bowers")
    auth.login("ada")
    with app.app_context():
        reads = sorted(r.slug for r in db.session.scalars(select(LessonRead)))
        assert reads == ["demo-basics", "demo-bowers"]
        assert len(db.session.scalars(select(Learner)).all()) == 1


def test_a_forged_reads_cookie_is_ignored(app: Flask, client: FlaskClient) -> None:
    with client.session_transaction() as session:
        session["lessons_read"] = [["demo-basics"], "x", [1, 2], ["demo-bowers", "en"]]
    html = course(client)
    assert 'class="lesson-entry read" data-slug="demo-bowers"' in html
    assert 'class="lesson-entry read" data-slug="demo-basics"' not in html
