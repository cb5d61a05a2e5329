"""Hand puzzles on the web: a whole puzzle move by move, a wrong move then the rest, and
replayed or forged move posts refused with nothing stored."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import func, select
from werkzeug.datastructures import MultiDict

from tests.web.quiz_forms import HTMX, AnswerForm, open_item
from tutor.engine import parse_card
from tutor.extensions import db
from tutor.models import Attempt, PuzzleRun
from tutor.practice.models import ItemRating, LearnerRating, SkillCard
from tutor.quiz import load_catalogue
from tutor.quiz.kinds.puzzle import move_item
from tutor.web.explanation import explanation_texts

PUZZLES = load_catalogue()["puzzle-standard"]


def _number(moves: int) -> int:
    """A puzzle of the set with at least ``moves`` decisions (1-based number)."""
    for number, item in enumerate(PUZZLES.items, start=1):
        if len(item.data["moves"]) >= moves:
            return number
    raise AssertionError(f"no puzzle with {moves} moves")


def _post(
    client: FlaskClient, form: AnswerForm, move: int, *cards: str, htmx: bool = True
) -> tuple[int, str]:
    fields = [*form.fields(*cards), ("move", str(move))]
    response = client.post(form.url, data=MultiDict(fields), headers=HTMX if htmx else {})
    return response.status_code, response.get_data(as_text=True)


def _stored(app: Flask) -> tuple[int, int]:
    with app.app_context():
        runs = db.session.scalar(select(func.count()).select_from(PuzzleRun))
        attempts = db.session.scalar(select(func.count()).select_from(Attempt))
    return int(runs or 0), int(attempts or 0)


def _wrong(move: dict[str, Any]) -> str:
    return next(str(c) for c in move["choices"] if c != move["answer"][0])


def test_a_whole_puzzle_played_right_scores_every_move(real_app: Flask) -> None:
    client = real_app.test_client()
    number = _number(3)
    item = PUZZLES.item(number)
    moves = item.data["moves"]
    url = f"/quizzes/puzzle-standard/{number}"
    page = client.get(url).get_data(as_text=True)
    assert page.count("<h1") == 1
    assert f"Decision 1 of {len(moves)}" in page
    # The hand is the answer form: one button per legal card, a key and a text label each.
    for key, code in enumerate(moves[0]["choices"], start=1):
        button = re.search(
            rf'name="answer" value="{code}"[^>]*data-key="{key}">(.*?)</button>', page, re.S
        )
        assert button, code
        label = re.search(r'class="visually-hidden">([^<]+)<', button.group(1))
        assert label, code
        assert " of " in label.group(1), code  # "ten of diamonds"
    form = open_item(client, url)
    for index, move in enumerate(moves):
        status, html = _post(client, form, index, move["answer"][0])
        assert status == 200, html
        assert f'data-move="{index + 1}"' in html
        assert 'data-result="correct"' in html
        assert "<html" not in html
        if index + 1 < len(moves):
            assert f"Decision {index + 2} of {len(moves)}" in html
            assert f'name="move" value="{index + 1}"' in html
            # The other seats' cards since this move, as they were played.
            assert "The play goes on" in html
    assert f'data-puzzle-result="{len(moves)}/{len(moves)}"' in html
    assert 'data-score="100"' in html
    with real_app.app_context():
        attempt = db.session.scalars(select(Attempt)).one()
        assert attempt.item_id == item.id
        assert attempt.kind == "puzzle"
        assert attempt.correct is True
        assert attempt.score == 1.0
        assert attempt.answer == " ".join(m["answer"][0] for m in moves)
        run = db.session.scalars(select(PuzzleRun)).one()
        assert run.step == len(moves)
        assert run.results == "1" * len(moves)


def test_a_wrong_move_shows_the_best_card_and_the_puzzle_goes_on_without_javascript(
    real_app: Flask,
) -> None:
    client = real_app.test_client()
    number = _number(2)
    item = PUZZLES.item(number)
    moves = item.data["moves"]
    url = f"/quizzes/puzzle-standard/{number}"
    form = open_item(client, url)
    status, html = _post(client, form, 0, _wrong(moves[0]), htmx=False)
    assert status == 200
    assert "<html" in html  # a plain form gets the whole page
    assert html.count("<h1") == 1
    assert 'data-result="incorrect"' in html
    assert "Decision 1: not the best card." in html
    best = str(parse_card(moves[0]["answer"][0]))
    assert "The best card" in html
    assert best in html
    assert "The slip" in html
    # The reason is the move's best-play explanation, principle and all.
    principle_line = explanation_texts(move_item(item.data, 0))["en"].split("\n")[-3]
    # The page shows one sentence per line: look for the principle's first sentence.
    first = principle_line.split(":")[0].split(". ")[0]
    assert first in html.replace("&#39;", "'")
    assert "The hand goes on with the best card." in html
    for index in range(1, len(moves)):
        status, html = _post(client, form, index, moves[index]["answer"][0], htmx=False)
        assert status == 200
    right = len(moves) - 1
    assert f'data-puzzle-result="{right}/{len(moves)}"' in html
    with real_app.app_context():
        attempt = db.session.scalars(select(Attempt)).one()
        assert attempt.correct is False
        assert attempt.score == pytest.approx(right / len(moves))
        assert attempt.answer.split()[0] == _wrong(moves[0])
        # The review deck: the missed move's skills are missed, the others' are not; the
        # puzzle plays one rating game.
        cards = {c.skill: c for c in db.session.scalars(select(SkillCard))}
        missed = set(moves[0]["themes"])
        assert missed
        assert {s for s, c in cards.items() if c.misses} == missed
        assert set(cards) == {t for m in moves for t in m["themes"]}
        # A visitor of a few seconds rates no item (issue 32); the learner's own rating
        # plays the one game.
        assert db.session.get(ItemRating, item.id) is None
        assert db.session.scalars(select(LearnerRating.games)).one() == 1


def test_a_replayed_move_is_refused_and_changes_nothing(real_app: Flask) -> None:
    client = real_app.test_client()
    item = PUZZLES.item(1)
    moves = item.data["moves"]
    form = open_item(client, "/quizzes/puzzle-standard/1")
    assert _post(client, form, 0, _wrong(moves[0]))[0] == 200
    # Posting move 1 again with the right card (to erase the miss) is refused.
    status, html = _post(client, form, 0, moves[0]["answer"][0])
    assert status == 409
    assert 'data-result="' not in html
    with real_app.app_context():
        run = db.session.scalars(select(PuzzleRun)).one()
        assert (run.step, run.results) == (1, "0")
    for index in range(1, len(moves)):
        assert _post(client, form, index, moves[index]["answer"][0])[0] == 200
    assert _stored(real_app) == (1, 1)
    # The last move replayed after the puzzle is done: refused, no second attempt.
    last = len(moves) - 1
    assert _post(client, form, last, moves[last]["answer"][0])[0] == 409
    assert _stored(real_app) == (1, 1)


@pytest.mark.parametrize(
    ("change", "status"),
    [
        ("skip-ahead", 409),
        ("no-such-move", 400),
        ("not-a-number", 400),
        ("not-a-choice", 400),
        ("two-cards", 400),
        ("not-a-card", 400),
        ("forged-token", 400),
        ("other-item-token", 400),
        ("other-item-id", 400),
        ("no-csrf", 400),
    ],
)
def test_a_forged_move_post_is_refused_and_stores_nothing(
    real_app: Flask, change: str, status: int
) -> None:
    client = real_app.test_client()
    item = PUZZLES.item(1)
    moves = item.data["moves"]
    form = open_item(client, "/quizzes/puzzle-standard/1")
    fields: dict[str, Any] = {
        "csrf_token": form.csrf_token,
        "item_id": form.item_id,
        "token": form.token,
        "move": "0",
        "answer": [moves[0]["answer"][0]],
    }
    if change == "skip-ahead":
        fields["move"] = "1"
        fields["answer"] = [moves[1]["answer"][0]]
    elif change == "no-such-move":
        fields["move"] = str(len(moves))
    elif change == "not-a-number":
        fields["move"] = "-1"
    elif change == "not-a-choice":
        held = {str(c) for c in item.data["hand"]}
        fields["answer"] = [next(c for c in ("9C", "TD", "QS", "KH", "AH") if c not in held)]
    elif change == "two-cards":
        fields["answer"] = list(moves[0]["choices"][:2])
    elif change == "not-a-card":
        fields["answer"] = ["ZZ"]
    elif change == "forged-token":
        fields["token"] = form.token[:-4] + "AAAA"
    elif change == "other-item-token":
        fields["token"] = open_item(client, "/quizzes/puzzle-standard/2").token
    elif change == "other-item-id":
        fields["item_id"] = PUZZLES.item(2).id
    elif change == "no-csrf":
        del fields["csrf_token"]
    data = MultiDict(
        [(k, v) for k, vs in fields.items() for v in ([vs] if isinstance(vs, str) else vs)]
    )
    response = client.post(form.url, data=data, headers=HTMX)
    assert response.status_code == status, response.get_data(as_text=True)
    assert 'data-result="' not in response.get_data(as_text=True)
    assert _stored(real_app) == (0, 0)


def test_another_learner_cannot_move_on_someone_elses_puzzle(real_app: Flask) -> None:
    owner = real_app.test_client()
    item = PUZZLES.item(1)
    moves = item.data["moves"]
    form = open_item(owner, "/quizzes/puzzle-standard/1")
    assert _post(owner, form, 0, moves[0]["answer"][0])[0] == 200
    intruder = real_app.test_client()
    theirs = open_item(intruder, "/quizzes/puzzle-standard/1")
    stolen = AnswerForm(form.url, theirs.csrf_token, form.item_id, form.token)
    # The owner's token is bound to the owner's session: refused before the run is read.
    assert _post(intruder, stolen, 1, moves[1]["answer"][0])[0] == 400
    with real_app.app_context():
        run = db.session.scalars(select(PuzzleRun)).one()
        assert run.step == 1
    assert _stored(real_app) == (1, 0)


def test_the_puzzle_speaks_korean(real_app: Flask) -> None:
    client = real_app.test_client()
    item = PUZZLES.item(1)
    moves = item.data["moves"]
    url = "/quizzes/puzzle-standard/1"
    page = client.get(f"{url}?lang=ko").get_data(as_text=True)
    assert f"결정 1/{len(moves)}" in page
    assert "어떤 카드가 가장 좋을까요?" in page
    form = open_item(client, url)
    status, html = _post(client, form, 0, _wrong(moves[0]))
    assert status == 200
    assert "첫 번째 결정: 가장 좋은 카드가 아닙니다." in html
    assert "1번째" not in html
    assert "가장 좋은 카드" in html
    assert "이어지는 플레이" in html
    assert explanation_texts(move_item(item.data, 0))["ko"].split("\n")[0] in html


def test_the_quiz_index_lists_hand_puzzles_after_best_play(real_app: Flask) -> None:
    html = real_app.test_client().get("/quizzes/").get_data(as_text=True)
    assert "Hand puzzles" in html
    assert html.index('id="kind-best-play"') < html.index('id="kind-puzzle"')
