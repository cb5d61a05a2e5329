"""Review and "practise" serve the learner's own game (the presets and house rules they
studied or were assigned), and items equally near come in an order of the learner's own,
never by item id (which put Bid and British items first)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import AuthActions
from tests.practice.practice_helpers import answer_quiz, field
from tutor.extensions import db
from tutor.models import Learner, LessonRead
from tutor.practice import games, serving
from tutor.practice.games import Game
from tutor.practice.item_progress import note_item_answered
from tutor.practice.serving import tie_key

STANDARD_LEFT_BOWER = "/quizzes/trick-winner-bowers/1"


@pytest.fixture
def app(real_app: Flask) -> Flask:
    return real_app


@contextmanager
def request_of(app: Flask) -> Iterator[None]:
    """A request context (the learner's games are kept per request, so one per ask)."""
    with app.test_request_context():
        yield


def new_learner(app: Flask) -> int:
    with app.app_context():
        learner = Learner()
        db.session.add(learner)
        db.session.commit()
        return int(learner.id)


def learner_of(app: Flask, client: FlaskClient) -> int:
    with client.session_transaction() as session:
        learner_id = session.get("learner_id")
    assert isinstance(learner_id, int)
    return learner_id


def served_by_practise(app: Flask, learner_id: int, skills: list[str], count: int) -> list[str]:
    """The items /me/practise serves one after another, each answered (marked) in turn."""
    served = []
    for _ in range(count):
        with request_of(app):
            placed = serving.practise_item(learner_id, skills)
            assert placed is not None
            served.append(placed.item.id)
            note_item_answered(learner_id, placed.quiz_set.id, placed.item.id, False)
            db.session.commit()
    return served


def variants(app: Flask, item_ids: list[str]) -> set[tuple[str, str]]:
    with request_of(app):
        index = serving.bank_index().by_id
        return {
            (index[i].item.variant, json.dumps(index[i].item.get("variant_options") or {}))
            for i in item_ids
        }


def test_a_learner_who_only_played_standard_practises_standard(
    app: Flask, client: FlaskClient
) -> None:
    # The first answer of a new visitor: a standard left-bower question.
    html = client.get(STANDARD_LEFT_BOWER).get_data(as_text=True)
    answer = field(html, "answer") if 'name="answer" value=' in html else "JD"
    assert answer_quiz(client, STANDARD_LEFT_BOWER, answer) == 200
    learner_id = learner_of(app, client)
    # The page itself serves a standard item.
    page = client.get("/me/practise").get_data(as_text=True)
    assert "/standard/" in field(page, "item_id")
    # And so do the next twelve, though Bid, British and three-hand items share the skills.
    served = served_by_practise(app, learner_id, ["left-bower"], 12)
    assert variants(app, served) == {("standard", "{}")}
    with request_of(app):
        skill = serving.bank_index().by_skill["left-bower"]
        assert {placed.item.variant for placed in skill} > {"standard", "british"}


def test_review_of_a_standard_skill_never_serves_another_game(app: Flask) -> None:
    learner_id = new_learner(app)
    with request_of(app):
        note_item_answered(learner_id, "trick-winner-bowers", "trick-winner/standard/1/1", False)
        db.session.commit()
    for skill in ("left-bower", "follow-suit", "game-over", "trump-order"):
        with request_of(app):
            placed = serving.fresh_item(learner_id, skill)
            assert placed is not None
            assert placed.item.variant == "standard", (skill, placed.item.id)
            assert not placed.item.get("variant_options")


def test_a_lesson_read_brings_its_preset_in(app: Flask) -> None:
    learner_id = new_learner(app)
    with request_of(app):
        assert games.learner_games(learner_id) == {Game("standard")}
        # The Benny is British only: a standard learner has no item of it.
        assert serving.fresh_item(learner_id, "joker") is None
    with app.app_context():
        db.session.add(LessonRead(learner_id=learner_id, slug="british-euchre", lang="en"))
        db.session.commit()
    with request_of(app):
        assert games.learner_games(learner_id) == {Game("british")}
        placed = serving.fresh_item(learner_id, "joker")
        assert placed is not None
        assert placed.item.variant == "british"


def test_a_class_assigns_its_house_rules(app: Flask, client: FlaskClient) -> None:
    from tutor.classes import services
    from tutor.models import User

    auth = AuthActions(client)
    auth.register("teacher", role="teacher")
    auth.logout()
    auth.register("pupil")
    with app.app_context():
        teacher = db.session.query(User).filter_by(username="teacher").one()
        pupil = db.session.query(User).filter_by(username="pupil").one()
        classroom = services.create_class(teacher, "Canadian", "standard", {"canadian_loner": True})
        services.add_student(classroom, pupil)
        learner = Learner(user_id=pupil.id)
        db.session.add(learner)
        db.session.commit()
        learner_id = learner.id
    canadian = Game.of("standard", {"canadian_loner": True})
    with request_of(app):
        assert games.learner_games(learner_id) == {canadian}
        # Since issue 30 the Canadian loner's own sets are facts and rule questions (what
        # it allows), no longer go-alone calls: who sits out is asked under it too.
        served = [
            placed.item
            for placed in serving.bank_index().by_skill["sits-out"]
            if games.fits(placed.item, frozenset({canadian}))
        ]
        # The class's own rule's items, and not the British or American ones.
        assert any(item.get("variant_options") == {"canadian_loner": True} for item in served)
        assert {item.variant for item in served} == {"standard"}
        own = serving.bank_index().by_skill["canadian-loner"]
        assert any(games.fits(placed.item, frozenset({canadian})) for placed in own)
        placed = serving.fresh_item(learner_id, "sits-out")
        assert placed is not None
        assert placed.item.variant == "standard"


def test_ties_come_in_each_learners_own_order_not_by_item_id(app: Flask) -> None:
    firsts = []
    for _ in range(12):
        learner_id = new_learner(app)
        with request_of(app):
            placed = serving.fresh_item(learner_id, "left-bower")
            assert placed is not None
            again = serving.fresh_item(learner_id, "left-bower")
            assert again is not None
            assert again.item.id == placed.item.id  # the learner's order is stable
            firsts.append(placed.item.id)
    assert len(set(firsts)) >= 4
    with request_of(app):
        standard = sorted(
            p.item_id
            for p in serving.bank_index().by_skill["left-bower"]
            if p.item.variant == "standard"
        )
    assert firsts.count(standard[0]) < len(firsts)


@settings(max_examples=50, deadline=None)
@given(
    st.lists(st.text(min_size=1, max_size=30), min_size=2, max_size=20, unique=True),
    st.integers(1, 10**6),
)
def test_the_learners_order_is_a_fixed_shuffle(item_ids: list[str], learner_id: int) -> None:
    order = sorted(item_ids, key=lambda item: tie_key(learner_id, item))
    assert sorted(order) == sorted(item_ids)
    assert order == sorted(item_ids, key=lambda item: tie_key(learner_id, item))
    assert tie_key(learner_id, item_ids[0]) != tie_key(learner_id + 1, item_ids[0])
