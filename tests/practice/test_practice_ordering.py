"""Item ratings feed a set's difficulty order: trusted ratings reorder, thin ones do not.

Fixed data: measured difficulties (1 = 1200 points ... 5 = 2100) and stored Glicko-2
ratings written straight into ``item_rating``, then the order the pages serve.
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import csrf_token_from
from tests.practice.practice_helpers import HTMX, answer_quiz, field
from tutor.extensions import db
from tutor.practice.models import ItemRating
from tutor.practice.ordering import (
    MAX_TRUSTED_RD,
    MIN_RATED_GAMES,
    ItemLevel,
    StoredRating,
    order_items,
)
from tutor.practice.rating import bank_rating

CLASS_DATA = Path(__file__).parent.parent / "classes" / "data"
SET = "trick-winner-bowers"  # three items, all measured difficulty 1
ITEM = "trick-winner/standard/1/{}"


def trusted(rating: float) -> StoredRating:
    return StoredRating(rating, rd=80.0, games=40)


# -- the rule, on fixed numbers ------------------------------------------------------------


def test_no_ratings_keep_the_measured_order() -> None:
    numbers, levels = order_items([1, 1, 2, 3, 3], {})
    assert numbers == (1, 2, 3, 4, 5)
    assert [levels[n].rated for n in numbers] == [False] * 5
    assert [levels[n].level for n in numbers] == [1, 1, 2, 3, 3]


def test_trusted_ratings_move_items_among_the_measured_ones() -> None:
    # Item 5 (measured 3) proved easier than anything measured; item 1 (measured 1) harder
    # than every measured 3.
    numbers, levels = order_items([1, 1, 2, 3, 3], {5: trusted(1100.0), 1: trusted(1700.0)})
    assert numbers == (5, 2, 3, 4, 1)
    assert (levels[5].rated, levels[5].answers, levels[5].level) == (True, 40, 1)
    assert (levels[1].level, levels[2].rated) == (4, False)


def test_too_few_answers_or_a_wide_deviation_keep_the_measured_place() -> None:
    few = StoredRating(1100.0, rd=80.0, games=MIN_RATED_GAMES - 1)
    wide = StoredRating(1100.0, rd=MAX_TRUSTED_RD + 1, games=200)
    numbers, levels = order_items([1, 1, 2, 3, 3], {4: few, 5: wide, 3: trusted(1300.0)})
    assert numbers == (1, 2, 3, 4, 5)  # 3 is trusted but 1300 sits between 1200 and 1350
    assert levels[4] == ItemLevel(bank_rating(3), 0)
    assert not levels[5].rated
    assert levels[3].rated


def test_a_trusted_tie_goes_by_bank_number() -> None:
    numbers, _ = order_items([1, 2, 2], {3: trusted(bank_rating(1))})
    assert numbers == (1, 3, 2)


@given(
    st.lists(st.integers(1, 5), min_size=1, max_size=30).flatmap(
        lambda difficulties: st.tuples(
            st.just(difficulties),
            st.dictionaries(
                st.integers(1, len(difficulties)),
                st.builds(
                    StoredRating,
                    st.floats(600, 2400),
                    st.floats(45, 350),
                    st.integers(0, 60),
                ),
            ),
        )
    )
)
def test_order_properties(case: tuple[list[int], dict[int, StoredRating]]) -> None:
    difficulties, stored = case
    numbers, levels = order_items(difficulties, stored)
    assert sorted(numbers) == list(range(1, len(difficulties) + 1))
    moved = {n for n, rating in stored.items() if rating.trusted}
    # Untrusted items keep the bank's order among themselves, even in an unsorted bank;
    # trusted ones follow their ratings.
    assert [n for n in numbers if n not in moved] == sorted(set(numbers) - moved)
    in_order = [stored[n].rating for n in numbers if n in moved]
    assert in_order == sorted(in_order)
    assert {n for n in numbers if levels[n].rated} == moved
    if not moved:
        assert numbers == tuple(range(1, len(difficulties) + 1))


# -- where the order is used ---------------------------------------------------------------


@pytest.fixture
def ordered_app(app_factory: Any) -> Flask:
    made: Flask = app_factory(QUIZ_DIR=CLASS_DATA, ITEM_ORDER_TTL_S=0)
    return made


def rate(app: Flask, item_id: str, rating: float, games: int, rd: float = 80.0) -> None:
    with app.app_context():
        db.session.merge(
            ItemRating(item_id=item_id, rating=rating, rd=rd, volatility=0.06, games=games)
        )
        db.session.commit()


def answer_of(app: Flask, number: int) -> str:
    from tutor.web import content

    with app.test_request_context():
        return content.quiz_catalogue()[SET].items[number - 1].answer[0]


def shown(client: FlaskClient, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return response.get_data(as_text=True)


def test_the_set_serves_and_numbers_items_in_rating_order(ordered_app: Flask) -> None:
    client = ordered_app.test_client()
    html = shown(client, f"/quizzes/{SET}/")
    assert f'data-item="{ITEM.format(1)}"' in html  # nobody has answered: the bank's order
    assert "Question 1 of 3" in html
    assert "Difficulty 1 of 5, estimated" in html
    assert 'data-level-source="measured"' in html
    # Item 3 proves easy over 40 answers; item 2 looks easy after 5, which is not enough.
    rate(ordered_app, ITEM.format(3), 1000.0, 40)
    rate(ordered_app, ITEM.format(2), 900.0, 5, rd=220.0)
    html = shown(client, f"/quizzes/{SET}/")
    assert f'data-item="{ITEM.format(3)}"' in html
    assert "Question 1 of 3" in html
    assert "Difficulty 1 of 5, from 40 learners&#39; answers" in html
    assert 'data-level-source="ratings"' in html
    # The URL keeps naming the item by its bank number; the page says where it stands.
    assert "Question 2 of 3" in shown(client, f"/quizzes/{SET}/1")
    page = shown(client, f"/quizzes/{SET}/2")
    assert "Question 3 of 3" in page
    assert "Difficulty 1 of 5, estimated" in page
    korean = shown(client, f"/quizzes/{SET}/3?lang=ko")
    assert "난이도 1/5(학습자 답 40개로 매김)" in korean
    # Answering the first in order moves the learner on to the next in order.
    assert answer_quiz(client, f"/quizzes/{SET}/3", answer_of(ordered_app, 3)) == 200
    assert f'data-item="{ITEM.format(1)}"' in shown(client, f"/quizzes/{SET}/")


def test_the_done_page_starts_again_at_the_easiest(ordered_app: Flask) -> None:
    rate(ordered_app, ITEM.format(2), 1000.0, 40)
    client = ordered_app.test_client()
    for number in (1, 2, 3):
        assert (
            answer_quiz(client, f"/quizzes/{SET}/{number}", answer_of(ordered_app, number)) == 200
        )
    html = shown(client, f"/quizzes/{SET}/")
    assert 'data-result="done"' in html
    assert f'href="/quizzes/{SET}/2"' in html


def test_practise_uses_trusted_ratings_only(app: Flask, client: FlaskClient) -> None:
    # tests/web/data: the items measured 2 (1350 points) sit nearest a new learner's 1500,
    # and best-play/standard/1/1 comes first of them by id.
    trick = "trick-winner/standard/1/1"  # measured 1: 1200 points
    rate(app, trick, 1500.0, 8, rd=200.0)
    html = shown(client, "/me/practise")
    assert field(html, "item_id") == "best-play/standard/1/1"
    assert "Difficulty 2 of 5, estimated" in html
    fresh = app.test_client()
    rate(app, trick, 1500.0, 40)
    app.config["ITEM_ORDER_TTL_S"] = 0
    html = shown(fresh, "/me/practise")
    assert field(html, "item_id") == trick
    assert "Difficulty 3 of 5, from 40 learners&#39; answers" in html
    assert shown(fresh, "/me/practise").count("<h1") == 1
    fragment = fresh.get("/me/practise", headers=HTMX).get_data(as_text=True)
    assert "from 40 learners" in fragment


def test_practise_names_the_seats_in_the_pages_language(client: FlaskClient) -> None:
    # The table's seat names come from the quiz words in the page's language, as on the
    # quiz pages (they were English on the Korean review and practise pages).
    korean = shown(client, "/me/practise?lang=ko&skill=left-bower")
    assert any(word in korean for word in ("당신", "파트너", "북쪽", "남쪽"))
    assert "Your partner" not in korean
    assert "Left opponent" not in korean


def test_practise_pages_use_the_quiz_pages_fragments_unchanged(
    app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The position and the choices come from the quiz pages' per-process fragments: the
    # page must be the one rendered without them, before and after answering.
    from tests.web.test_quizzes import _without_tokens
    from tutor.web import quizzes

    url = "/me/practise?skill=left-bower"
    cached = [shown(client, url) for _ in range(2)]
    form = {
        "csrf_token": csrf_token_from(cached[0]),
        "set": field(cached[0], "set"),
        "item_id": field(cached[0], "item_id"),
        "token": field(cached[0], "token"),
        "answer": "AD",
    }
    answered = client.post(url, data=form).get_data(as_text=True)
    assert 'data-answered="true"' in answered
    monkeypatch.setattr(quizzes, "fragment", lambda *args: None)
    visitor = app.test_client()  # has answered nothing: served the same item
    fresh = shown(visitor, url)
    assert field(fresh, "item_id") == form["item_id"]
    assert _without_tokens(fresh) == _without_tokens(cached[0]) == _without_tokens(cached[1])
    form |= {"csrf_token": csrf_token_from(fresh), "token": field(fresh, "token")}
    again = visitor.post(url, data=form).get_data(as_text=True)
    assert _without_tokens(again) == _without_tokens(answered)


def test_a_skill_is_matched_literally_in_the_last_answered_query(app: Flask) -> None:
    # "_" and "%" are LIKE wildcards: a skill name holding them must match only itself.
    from datetime import UTC, datetime

    from tutor.models import Attempt, Learner
    from tutor.practice.serving import _last_answered

    with app.app_context():
        learner = Learner()
        db.session.add(learner)
        db.session.flush()
        for number, themes in enumerate(("a_b", "axb", "50%", "500")):
            db.session.add(
                Attempt(
                    learner_id=learner.id,
                    set_id="s",
                    item_id=f"i{number}",
                    kind="k",
                    themes=themes,
                    answer="x",
                    correct=True,
                    created_at=datetime(2026, 3, 2, tzinfo=UTC),
                )
            )
        db.session.commit()
        ids = ["i0", "i1", "i2", "i3"]
        assert set(_last_answered(learner.id, ids, "a_b")) == {"i0"}
        assert set(_last_answered(learner.id, ids, "50%")) == {"i2"}


def test_a_review_serves_unseen_items_first_then_the_one_answered_longest_ago(
    app: Flask,
) -> None:
    # Whether an item was answered is read from item_progress by its set and id: an answer
    # to the same item id in another set does not make it seen; once every candidate is
    # seen, the attempts' times choose the one answered longest ago.
    from datetime import UTC, datetime

    from tutor.models import Attempt, Learner
    from tutor.practice import serving
    from tutor.practice.item_progress import note_item_answered

    with app.app_context():
        index = serving.bank_index()
        # Any three items will do (the tests' banks are small); no skill narrows the times.
        skill = None
        first, second, third = list(index.by_id.values())[:3]
        learner = Learner()
        db.session.add(learner)
        db.session.flush()

        def answered(placed: serving.Placed, day: int, set_id: str | None = None) -> None:
            set_id = set_id or placed.quiz_set.id
            db.session.add(
                Attempt(
                    learner_id=learner.id,
                    set_id=set_id,
                    item_id=placed.item_id,
                    kind=placed.item.kind,
                    themes=" ".join(placed.item.themes),
                    answer="x",
                    correct=False,
                    created_at=datetime(2026, 3, day, tzinfo=UTC),
                )
            )
            note_item_answered(learner.id, set_id, placed.item_id, False)

        trio = (first, second, third)
        answered(first, 3)
        answered(second, 1, set_id="another-set")
        assert serving._seen(learner.id, trio) == {first.item_id}
        assert serving._choose(learner.id, trio, skill) in (second, third)
        answered(second, 2)
        answered(third, 4)
        db.session.commit()
        assert serving._seen(learner.id, trio) == {p.item_id for p in trio}
        # Answered on 3, 2 (and 1 elsewhere) and 4 March: the second is the longest ago.
        assert serving._choose(learner.id, trio, skill) == second


BANK_RATINGS = [bank_rating(difficulty) for difficulty in range(1, 6)]


@settings(max_examples=300, deadline=None)
@given(
    ratings=st.lists(st.sampled_from(BANK_RATINGS), min_size=1, max_size=80),
    seen=st.sets(st.integers(0, 79)),
    # Exactly between two ratings (two groups as near) as well as anywhere.
    target=st.one_of(
        st.sampled_from([(a + b) / 2 for a, b in pairwise(BANK_RATINGS)]),
        st.sampled_from(BANK_RATINGS),
        st.floats(800, 2500),
    ),
    learner_id=st.one_of(st.none(), st.integers(1, 10**9)),
)
def test_the_shortlist_is_the_nearest_unseen_by_bank_rating_then_the_learners_order(
    ratings: list[float], seen: set[int], target: float, learner_id: int | None
) -> None:
    from tutor.practice import serving

    sets: list[Any] = [SimpleNamespace(id=f"set-{n}") for n in range(3)]
    item: Any = None
    candidates = tuple(
        # Item ids in another order than the candidates'.
        serving.Placed(sets[n % 3], n + 1, item, f"item-{(n * 37) % 101:03d}", rating)
        for n, rating in enumerate(ratings)
    )
    seen_ids = {candidates[n].item_id for n in seen if n < len(candidates)}
    unseen = [placed for placed in candidates if placed.item_id not in seen_ids]
    expected = sorted(
        unseen,
        key=lambda p: (abs(p.bank_rating - target), serving.tie_key(learner_id, p.item_id)),
    )
    asked = serving._candidates_of(candidates)
    assert serving._nearest(asked, seen_ids, target, learner_id) == expected[: serving.SHORTLIST]
