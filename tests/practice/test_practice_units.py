"""Scheduling (FSRS), rating (Glicko-2), mastery and the bower drill's questions, on fixed
clocks and fixed seeds."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import glicko2
import pytest
from fsrs import Card, Rating, State
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.engine import Suit, effective_suit, is_trump, parse_card, trick_winner
from tutor.practice.mastery import mastery
from tutor.practice.rating import (
    Glicko,
    item_after,
    item_start,
    learner_after,
    nearest,
    play,
)
from tutor.practice.scheduling import (
    LEECH_MISSES,
    SCHEDULER,
    SkillState,
    interval,
    rating_for,
    review,
    slow_after_ms,
)
from tutor.quiz.bower_drill import DECKS, DrillAnswerError, DrillQuestion, make_question

MONDAY = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def answered(*grades: Rating, start: datetime = MONDAY) -> tuple[SkillState, datetime]:
    """The skill after these answers, each given the moment the previous one fell due."""
    state, now = SkillState(), start
    for grade in grades:
        state = review(state, grade, now)
        assert state.due is not None
        now = state.due
    return state, now


def test_wrong_is_again_slow_right_is_hard_right_is_good() -> None:
    limit = slow_after_ms("trick-winner")
    assert rating_for(False, "trick-winner", 1_000) is Rating.Again
    assert rating_for(True, "trick-winner", limit + 1) is Rating.Hard
    assert rating_for(True, "trick-winner", limit) is Rating.Good
    assert rating_for(True, "trick-winner", None) is Rating.Good
    # Thinking over a best play may take longer than naming a trick's winner.
    assert slow_after_ms("best-play") > slow_after_ms("trick-winner")


def test_a_miss_comes_back_sooner_than_a_pass() -> None:
    base, now = answered(Rating.Good, Rating.Good)
    missed = review(base, Rating.Again, now)
    passed = review(base, Rating.Good, now)
    hard = review(base, Rating.Hard, now)
    assert missed.due is not None
    assert passed.due is not None
    assert hard.due is not None
    assert missed.due < hard.due <= passed.due
    assert missed.due - now <= timedelta(minutes=10)


def test_passes_space_the_reviews_out() -> None:
    gaps = []
    state, now = SkillState(), MONDAY
    for _ in range(5):
        state = review(state, Rating.Good, now)
        gap = interval(state)
        assert gap is not None
        gaps.append(gap)
        assert state.due is not None
        now = state.due
    assert gaps == sorted(gaps)
    assert gaps[-1] > timedelta(days=7)


def test_a_lapse_resets_to_relearning_and_counts_a_miss() -> None:
    learnt, now = answered(Rating.Good, Rating.Good, Rating.Good, Rating.Good)
    assert interval(learnt) is not None
    assert interval(learnt) > timedelta(days=5)
    lapsed = review(learnt, Rating.Again, now)
    assert lapsed.state == 3  # fsrs State.Relearning
    assert lapsed.misses == learnt.misses + 1
    assert interval(lapsed) is not None
    assert interval(lapsed) <= timedelta(minutes=10)
    # The relearnt card starts from a smaller interval than before the lapse.
    relearnt = review(lapsed, Rating.Good, lapsed.due or now)
    assert interval(relearnt) < interval(learnt)  # type: ignore[operator]


def test_eight_misses_make_a_leech() -> None:
    state, now = SkillState(), MONDAY
    for count in range(1, LEECH_MISSES + 1):
        state = review(state, Rating.Again, now)
        now += timedelta(hours=1)
        assert state.is_leech is (count >= LEECH_MISSES)


def test_same_answers_same_schedule() -> None:
    first, _ = answered(Rating.Good, Rating.Hard, Rating.Again, Rating.Good)
    second, _ = answered(Rating.Good, Rating.Hard, Rating.Again, Rating.Good)
    assert first == second


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from([Rating.Again, Rating.Hard, Rating.Good]), max_size=8))
def test_review_schedules_as_fsrs_does_on_its_own_card(grades: list[Rating]) -> None:
    """``review`` hands FSRS a card with a cheaper copy: each step lands where FSRS's
    own ``Card`` (copied the standard way) lands."""
    state, now = SkillState(), MONDAY
    for grade in grades:
        card = Card(
            card_id=1,
            state=State(state.state),
            step=state.step,
            stability=state.stability,
            difficulty=state.difficulty,
            due=state.due or now,
            last_review=state.last_review,
        )
        expected, _log = SCHEDULER.review_card(card, grade, review_datetime=now)
        state = review(state, grade, now)
        assert (state.state, state.step, state.stability, state.difficulty) == (
            int(expected.state),
            expected.step,
            expected.stability,
            expected.difficulty,
        )
        assert (state.due, state.last_review) == (expected.due, expected.last_review)
        assert state.due is not None
        now = state.due


ratings = st.builds(
    Glicko,
    st.floats(800, 2400),
    st.floats(45, 350),
    st.floats(0.03, 0.1),
)


@settings(max_examples=60, deadline=None)
@given(ratings, ratings, st.booleans())
def test_each_side_of_a_game_is_glicko2s_update_against_the_other(
    learner: Glicko, item: Glicko, correct: bool
) -> None:
    """The learner's and the item's new ratings, computed apart, are what glicko2 gives
    each player updated against the other's old rating; ``play`` gives both."""
    players = {}
    for name, me, other, score in (
        ("learner", learner, item, 1.0 if correct else 0.0),
        ("item", item, learner, 0.0 if correct else 1.0),
    ):
        player = glicko2.Player(rating=me.rating, rd=me.rd, vol=me.volatility)
        player.update_player([other.rating], [other.rd], [score])
        players[name] = Glicko(player.rating, max(45.0, player.rd), player.vol)
    assert learner_after(learner, item, correct) == players["learner"]
    assert item_after(learner, item, correct) == players["item"]
    assert play(learner, item, correct) == (players["learner"], players["item"])


def test_ratings_move_the_right_way() -> None:
    learner, item = Glicko(), item_start(3)
    after_win, item_after_loss = play(learner, item, correct=True)
    assert after_win.rating > learner.rating
    assert item_after_loss.rating < item.rating
    after_miss, item_after_win = play(learner, item, correct=False)
    assert after_miss.rating < learner.rating
    assert item_after_win.rating > item.rating
    # Both become surer of themselves.
    assert after_win.rd < learner.rd
    assert item_after_loss.rd < item.rd


def test_beating_a_hard_item_gains_more_than_beating_an_easy_one() -> None:
    learner = Glicko()
    hard, _ = play(learner, item_start(5), correct=True)
    easy, _ = play(learner, item_start(1), correct=True)
    assert hard.rating > easy.rating > learner.rating
    assert item_start(5).rating > item_start(3).rating > item_start(1).rating


def test_nearest_orders_by_distance() -> None:
    assert nearest(1500, {"a": 1800.0, "b": 1450.0, "c": 1520.0}) == ["c", "b", "a"]


def test_mastery_rises_and_falls_back() -> None:
    assert mastery([]).level == "new"
    assert mastery([False]).level == "attempted"
    assert mastery([True] * 5).level == "familiar"
    assert mastery([True] * 10).level == "proficient"
    assert mastery([True] * 20).level == "mastered"
    # Newest first: a bad recent run drops a mastered lesson back.
    assert mastery([False] * 5 + [True] * 40).level == "familiar"
    assert mastery([False] * 10 + [True] * 40).level == "attempted"


def test_drill_questions_know_the_left_bower_and_the_benny() -> None:
    left = DrillQuestion("follows", "24", Suit.HEARTS, (parse_card("JD"),), "H", "left-bower")
    assert left.check("H")
    assert not left.check("D")
    benny = DrillQuestion("is-trump", "benny", Suit.CLUBS, (parse_card("JO"),), "yes", "joker")
    assert benny.check("yes")
    with pytest.raises(DrillAnswerError):
        benny.check("maybe")
    pair = DrillQuestion(
        "higher", "24", Suit.SPADES, (parse_card("AS"), parse_card("JC")), "JC", "left-bower"
    )
    assert pair.check("jc")
    assert not pair.check("AS")
    assert "left bower" in DrillQuestion.from_json(pair.to_json()).explanation("en")


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), deck=st.sampled_from(sorted(DECKS)))
def test_every_drill_question_is_right_by_the_engine(seed: int, deck: str) -> None:
    question = make_question(deck, random.Random(seed))
    trump = question.trump
    pack = set(DECKS[deck].cards())
    assert set(question.cards) <= pack
    assert question.answer in question.choices
    if question.form == "is-trump":
        card = question.cards[0]
        assert question.answer == ("yes" if is_trump(card, trump) else "no")
    elif question.form == "follows":
        suit = effective_suit(question.cards[0], trump)
        assert suit is not None
        assert question.answer == suit.code
    else:
        first, second = question.cards
        # Whichever was led, the same card wins: the question never depends on the lead.
        winner = (first, second)[trick_winner([first, second], trump)]
        assert winner == (second, first)[trick_winner([second, first], trump)]
        assert question.answer == winner.code
    assert DrillQuestion.from_json(question.to_json()) == question


def test_the_drill_covers_every_trump_suit_form_and_deck() -> None:
    rng = random.Random(7)
    seen = {
        (q.deck, q.form, q.trump)
        for q in (make_question(d, rng) for d in DECKS for _ in range(300))
    }
    assert seen == {
        (d, f, s) for d in DECKS for f in ("is-trump", "higher", "follows") for s in Suit
    }
    jokers = [make_question("benny", rng) for _ in range(400)]
    assert any(parse_card("JO") in q.cards for q in jokers)
    sevens = [make_question("32", rng) for _ in range(400)]
    assert any(card.rank.label in ("7", "8") for q in sevens for card in q.cards)
