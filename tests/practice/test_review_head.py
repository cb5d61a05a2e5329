"""The review page's one-row read of the deck (``deck.review_head``) says what the whole
deck says: the soonest due skill (ties in the learner's own order), how many skills are
due, how many are leeches, and the learner's rating; and in the same row whose the
learner is, so the review page serves a visitor's deck only while that learner is still
the visitor's."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import delete

from tutor.extensions import db
from tutor.models import Learner
from tutor.practice import deck
from tutor.practice.deck import tie_key
from tutor.practice.models import LearnerRating, SkillCard
from tutor.practice.rating import START_RATING
from tutor.practice.scheduling import LEECH_MISSES

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SKILLS = ("left-bower", "right-bower", "follow-suit", "bower-drill-24", "lead-trump", "benny")

cards = st.dictionaries(
    st.sampled_from(SKILLS),
    st.tuples(
        # Due from an hour ago to an hour ahead, to the minute: equal times happen.
        st.integers(min_value=-60, max_value=60),
        st.integers(min_value=0, max_value=LEECH_MISSES + 2),
    ),
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(cards=cards, rating=st.one_of(st.none(), st.floats(min_value=800, max_value=2400)))
def test_review_head_agrees_with_the_whole_deck(
    app: Flask, cards: dict[str, tuple[int, int]], rating: float | None
) -> None:
    with app.app_context():
        learner = Learner()
        db.session.add(learner)
        db.session.flush()
        for skill, (minutes, misses) in cards.items():
            db.session.add(
                SkillCard(
                    learner_id=learner.id,
                    skill=skill,
                    due=NOW + timedelta(minutes=minutes),
                    state=1,
                    step=0,
                    misses=misses,
                    reviews=misses,
                )
            )
        if rating is not None:
            db.session.add(LearnerRating(learner_id=learner.id, rating=rating))
        db.session.commit()

        whole, stored = deck.deck_and_rating(learner.id)
        head = deck.review_head(learner.id, NOW)
        due = [card for card in whole if card.due <= NOW]
        first = due[0] if due else None
        expected: dict[str, Any] = {"first": first, "rating": START_RATING}
        if first is not None:
            expected |= {
                "due_count": len(due),
                "leech_count": sum(card.misses >= LEECH_MISSES for card in whole),
                "rating": stored,
            }
        assert head.first == expected["first"]
        assert head.rating == expected["rating"]
        assert head.exists
        assert head.owner_user_id is None
        assert head.positions_due == 0
        if first is not None:
            assert head.due_count == expected["due_count"]
            assert head.leech_count == expected["leech_count"]

        db.session.execute(delete(SkillCard).where(SkillCard.learner_id == learner.id))
        db.session.execute(delete(LearnerRating).where(LearnerRating.learner_id == learner.id))
        db.session.commit()


def test_a_learner_that_is_not_there_or_is_an_accounts_is_told_apart(app: Flask) -> None:
    from tutor.models import User

    with app.app_context():
        assert not deck.review_head(10_000, NOW).exists
        user = User(username="owner", password_hash="x")
        learner = Learner(user=user)
        db.session.add_all([user, learner])
        db.session.commit()
        head = deck.review_head(learner.id, NOW, with_positions=True)
        assert head.exists
        assert head.owner_user_id == user.id
        assert head.first is None


def test_a_visitor_whose_learner_joined_an_account_sees_no_deck(app_factory: Any) -> None:
    """The review page trusts the session's learner id only as far as the row it reads:
    once that learner is an account's, the old cookie serves nothing of it."""
    from tests.practice.practice_helpers import answer_quiz
    from tutor.models import User
    from tutor.web.clock import FixedClock

    clock = FixedClock(NOW)
    app = app_factory(CLOCK=clock)
    visitor = app.test_client()
    assert answer_quiz(visitor, "/quizzes/trick-winner-demo/1", "AD") == 200  # a miss
    clock.advance(minutes=11)
    assert "Review: The left bower" in visitor.get("/review/").get_data(as_text=True)
    with visitor.session_transaction() as session:
        learner_id = session["learner_id"]
    with app.app_context():
        user = User(username="taker", password_hash="x")
        db.session.add(user)
        db.session.flush()
        db.session.get(Learner, learner_id).user_id = user.id
        db.session.commit()
    page = visitor.get("/review/").get_data(as_text=True)
    assert "The left bower" not in page
    assert 'data-review="empty"' in page


# Skills of every preset's items: Bid, British (the Benny), three-hand, standard.
TIED = ("bid-made", "benny", "three-hand-tie", "left-bower", "lead-trump", "win-cheaply")


def _tied_deck(app: Flask) -> int:
    """A learner whose six skills, one per kind of game, fell due at the same moment."""
    with app.app_context():
        learner = Learner()
        db.session.add(learner)
        db.session.flush()
        for skill in TIED:
            db.session.add(SkillCard(learner_id=learner.id, skill=skill, due=NOW, state=1, step=0))
        db.session.commit()
        return learner.id


def test_skills_due_at_the_same_moment_come_in_the_learners_own_order(app: Flask) -> None:
    """Never by name (which puts Bid and the Benny first): each learner's seeded order,
    the same on the review's one-row read and on the whole deck."""
    firsts = []
    for _ in range(8):
        learner_id = _tied_deck(app)
        with app.app_context():
            head = deck.review_head(learner_id, NOW)
            whole = deck.deck(learner_id)
            again = deck.review_head(learner_id, NOW)
        expected = sorted(TIED, key=lambda skill: tie_key(learner_id, skill))
        assert [card.skill for card in whole] == expected
        assert head.first is not None
        assert again.first is not None
        assert head.first.skill == again.first.skill == expected[0]
        assert head.due_count == len(TIED)
        firsts.append(head.first.skill)
    # Eight learners do not all start on the alphabetically first skill.
    assert firsts.count(min(TIED)) < len(firsts)
    assert len(set(firsts)) >= 3
