"""``item_progress`` says what the attempts say: per learner and item, answered and ever
right. It is written with every answer, moved when a visitor's learner merges into an
account's, and filled from the attempts by its migration; the quiz pages read their
"✓ n solved" from it."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from flask import Flask
from flask_migrate import downgrade, upgrade
from sqlalchemy import func, select, text

from tests.conftest import TEST_PASSWORD, AuthActions, make_config
from tests.practice.test_answer_writes import LEGAL_1, TRICK_1, TRICK_2, answer, repeatable
from tutor import create_app
from tutor.extensions import db
from tutor.models import Attempt, ItemProgress

# Each demo item with a right and a wrong answer (card codes).
ANSWERS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    TRICK_1: (("JD",), ("AD",)),  # the left bower wins; the ace does not
    TRICK_2: (("9S",), ("QC",)),  # a trump beats the led suit
    LEGAL_1: (("JD", "TH"), ("JD",)),  # both legal cards, not one
}


def derived_from_attempts(app: Flask) -> set[tuple[int, str, str, bool]]:
    with app.app_context():
        found = db.session.execute(
            select(
                Attempt.learner_id,
                Attempt.set_id,
                Attempt.item_id,
                func.max(Attempt.correct.cast(db.Integer)),
            ).group_by(Attempt.learner_id, Attempt.set_id, Attempt.item_id)
        ).all()
    return {(lid, set_id, item_id, bool(right)) for lid, set_id, item_id, right in found}


def stored_progress(app: Flask) -> set[tuple[int, str, str, bool]]:
    with app.app_context():
        found = db.session.execute(
            select(
                ItemProgress.learner_id,
                ItemProgress.set_id,
                ItemProgress.item_id,
                ItemProgress.answered_right,
            )
        ).all()
    return {(lid, set_id, item_id, bool(right)) for lid, set_id, item_id, right in found}


def solved_shown(client: Any, url: str) -> int:
    html = client.get(url).get_data(as_text=True)
    found = re.search(r"✓ (\d+) solved", html)
    return int(found.group(1)) if found else 0


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_item_progress_follows_the_attempts_through_a_merge(app: Flask, seed: int) -> None:
    rng = random.Random(seed)
    with repeatable(app) as clock:
        visitor = app.test_client()
        account = app.test_client()
        assert AuthActions(account).register("ann", TEST_PASSWORD).status_code == 302
        for _ in range(12):
            who = rng.choice((visitor, account))
            url = rng.choice(list(ANSWERS))
            right, wrong = ANSWERS[url]
            answer(who, clock, url, *(right if rng.random() < 0.4 else wrong))
            clock.advance(minutes=5)
            assert stored_progress(app) == derived_from_attempts(app)
        # The visitor signs in: their learner's answers join the account's.
        AuthActions(account).logout()
        assert AuthActions(visitor).login("ann", TEST_PASSWORD).status_code == 302
        assert stored_progress(app) == derived_from_attempts(app)
        learners = {row[0] for row in stored_progress(app)}
        assert len(learners) <= 1  # nothing is left on the merged visitor
        # The pages count what the attempts count.
        for url in (TRICK_1, LEGAL_1):
            set_id = url.split("/")[2]
            right_items = {
                row[2] for row in derived_from_attempts(app) if row[1] == set_id and row[3]
            }
            assert solved_shown(visitor, url) == len(right_items)


def test_a_right_answer_is_never_undone_by_a_later_miss(app: Flask) -> None:
    with repeatable(app) as clock:
        visitor = app.test_client()
        answer(visitor, clock, TRICK_1, "JD")
        answer(visitor, clock, TRICK_1, "AD")
        assert {row[3] for row in stored_progress(app)} == {True}
        assert solved_shown(visitor, TRICK_2) == 1


def test_the_migration_fills_item_progress_from_the_attempts(tmp_path: Path) -> None:
    app = create_app(make_config(tmp_path / "fresh.sqlite"))
    with app.app_context():
        with db.engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection), db.metadata)
        assert [d for d in differences if "item_progress" in repr(d)] == []
        directory = app.extensions["migrate"].directory
        downgrade(directory=directory, revision="puzzle_0001")
        db.session.execute(
            text("INSERT INTO learner (id, created_at) VALUES (1, '2026-01-01'), (2, '2026-01-01')")
        )
        answers = [
            (1, "s", "s-1", 0),
            (1, "s", "s-1", 1),
            (1, "s", "s-1", 0),
            (1, "s", "s-2", 0),
            (1, "t", "t-1", 1),
            (2, "s", "s-1", 0),
        ]
        for number, (learner_id, set_id, item_id, correct) in enumerate(answers):
            db.session.execute(
                text(
                    "INSERT INTO attempt (learner_id, set_id, item_id, kind, themes, answer, "
                    "correct, created_at, nonce) VALUES (:l, :s, :i, 'k', '', 'x', :c, "
                    "'2026-01-01', :n)"
                ),
                {"l": learner_id, "s": set_id, "i": item_id, "c": correct, "n": f"n{number}"},
            )
        db.session.commit()
        upgrade(directory=directory)
        assert stored_progress(app) == {
            (1, "s", "s-1", True),
            (1, "s", "s-2", False),
            (1, "t", "t-1", True),
            (2, "s", "s-1", False),
        }
        db.session.remove()
        db.engine.dispose()
