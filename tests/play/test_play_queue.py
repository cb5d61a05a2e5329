"""The table's engine work runs in the analysis queue, not in the web request (issue 29
item 4): the coach's evaluation (hint and grade) and an engine player's sampled move are
queue jobs named by the position; htmx polls a "thinking" table that posts the same form
again, a plain form waits (``ANALYSIS_WAIT_S``) and then offers a button; a poll pays no
budget. Here the queue is huey's in-memory one run by hand, so each test can look at the
request while the job is still waiting, then play the consumer."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from huey import MemoryHuey

from tests.conftest import csrf_token_from
from tests.play.play_helpers import HTMX, move_of, new_game
from tutor.board.tasks import AnalysisQueue
from tutor.extensions import db
from tutor.play import thinking, work
from tutor.play.models import PlayDecision, PlayGame
from tutor.play.table import YOU, Setup, TableGame


@pytest.fixture
def held_queue(app: Flask) -> AnalysisQueue:
    """The app's queue, holding its jobs until the test consumes them (``consume_all``)."""
    queue = AnalysisQueue(MemoryHuey("held", immediate=False))
    app.extensions["board_queue"] = queue
    return queue


def consume_all(queue: AnalysisQueue) -> int:
    done = 0
    while (task := queue.huey.dequeue()) is not None:
        queue.huey.execute(task)
        done += 1
    return done


def game_at_your_choice(client: FlaskClient, app: Flask) -> tuple[str, str]:
    """A game (beginner engine players, which never queue) waiting on a choice of yours."""
    for _ in range(12):
        game = new_game(client, strength="beginner")
        with app.app_context():
            table = db.session.get(PlayGame, game).table()  # type: ignore[union-attr]
        if table.your_turn and len(table.deal.legal_actions()) > 1:  # type: ignore[union-attr]
            return game, client.get(f"/play/{game}").get_data(as_text=True)
    raise AssertionError("no game came to a choice of yours")


def test_a_hint_is_worked_out_in_the_queue_while_the_table_polls(
    client: FlaskClient, app: Flask, held_queue: AnalysisQueue
) -> None:
    game, html = game_at_your_choice(client, app)
    form = {"csrf_token": csrf_token_from(html), "move": move_of(html)}
    first = client.post(f"/play/{game}/hint", data=form, headers=HTMX)
    assert first.status_code == 200
    body = first.get_data(as_text=True)
    # The table thinks and will post the same form again; nothing was evaluated here.
    assert "data-thinking" in body
    assert f'hx-post="/play/{game}/hint"' in body
    assert 'hx-trigger="load delay:1s, submit"' in body
    assert "<progress" in body
    assert held_queue.huey.pending_count() == 1
    again = client.post(f"/play/{game}/hint", data=form, headers=HTMX)
    assert "data-thinking" in again.get_data(as_text=True)
    assert held_queue.huey.pending_count() == 1  # asked once, whatever the polls
    with app.app_context():
        assert db.session.query(PlayDecision).filter_by(game_id=game).count() == 0
    assert consume_all(held_queue) == 1
    answered = client.post(f"/play/{game}/hint", data=form, headers=HTMX)
    assert "play-hint" in answered.get_data(as_text=True)
    with app.app_context():
        decision = db.session.query(PlayDecision).filter_by(game_id=game).one()
        assert decision.hinted
        assert decision.samples > 0


def test_without_javascript_a_choice_waits_then_offers_to_ask_again(
    app_factory: Any,
) -> None:
    app = app_factory(ANALYSIS_WAIT_S=0.05)
    queue = AnalysisQueue(MemoryHuey("held", immediate=False))
    app.extensions["board_queue"] = queue
    client = app.test_client()
    game, html = game_at_your_choice(client, app)
    options = [o for o in html.split('name="action" value="')[1:]]
    action = options[0].split('"')[0]
    form = {"csrf_token": csrf_token_from(html), "move": move_of(html), "action": action}
    waited = client.post(f"/play/{game}/act", data=form)
    assert waited.status_code == 200
    page = waited.get_data(as_text=True)
    assert page.count("<h1") == 1
    assert "Check again" in page
    assert f'name="action" value="{action}"' in page
    with app.app_context():
        assert db.session.get(PlayGame, game).table().your_turn  # type: ignore[union-attr]
    consume_all(queue)
    done = client.post(f"/play/{game}/act", data=form)
    assert done.status_code == 303
    with app.app_context():
        decision = db.session.query(PlayDecision).filter_by(game_id=game).one()
        assert decision.chosen == action
        assert decision.grade is not None


def club_table_at_a_sampled_move() -> TableGame:
    """A club game played (first legal choice for you, the club's own calls) until an
    engine player must choose a card with more than one legal: a move that samples."""
    for seed in range(20):
        table = TableGame(Setup("standard", {}, seed, "club"))
        table.start_hand()
        while table.deal is not None and not table.deal.is_over:
            deal = table.deal
            if deal.to_act != YOU and deal.phase.value == "play" and len(deal.legal_actions()) > 1:
                return table
            seat = deal.to_act or 0
            action = deal.legal_actions()[0] if seat == YOU else table.bot_decision().action
            table.push(action, seat=seat)
    raise AssertionError("no sampled move found")


def test_an_engine_players_sampled_move_is_a_queue_job(
    app: Flask, held_queue: AnalysisQueue
) -> None:
    table = club_table_at_a_sampled_move()
    expected = table.bot_decision().action
    with app.test_request_context():
        assert thinking.bot_action(table, cost=1, wait=0.0) is None
        assert held_queue.huey.pending_count() == 1
        consume_all(held_queue)
        assert thinking.bot_action(table, cost=1, wait=0.0) == expected
    key = work.job_key(thinking.BOT, work.setup_json(table.setup), table.log)
    assert held_queue.result(key) == str(expected)
