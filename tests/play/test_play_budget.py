"""Issue 32 item 6: the engine's work for one client is budgeted (``ENGINE_BUDGET``).

A hint cost up to 2.5 s and a plain-form move against expert players up to 1.7 s,
anonymous and unlimited. Each now spends units of the client's budget (every engine
player's turns or a hint: 4, one paced turn: 1) before any work; over budget is a 429
page or fragment in the visitor's language that says when to come back.
"""

from __future__ import annotations

from typing import Any

from flask import Flask
from sqlalchemy import func, select

from tests.conftest import AuthActions, csrf_token_from
from tests.play.play_helpers import move_of, new_game
from tutor.extensions import db, limiter
from tutor.play.models import PlayDecision

HTMX = {"HX-Request": "true"}


def budgeted_app(app_factory: Any, budget: str) -> Flask:
    app: Flask = app_factory(ENGINE_BUDGET=budget)
    with app.app_context():
        limiter.reset()
    return app


def hint(client: Any, game: str, **extra: Any) -> Any:
    page = client.get(f"/play/{game}").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "move": move_of(page)}
    return client.post(f"/play/{game}/hint", data=form, **extra)


def test_hints_and_engine_turns_stop_at_the_clients_budget(app_factory: Any) -> None:
    app = budgeted_app(app_factory, "12 per 10 minutes")
    client = app.test_client()
    game = new_game(client)  # a plain form: every engine player's first turns, 4 units
    second = new_game(client)  # 8
    refused = hint(client, game)  # 12: still within; the view runs (200 or its own 409)
    assert refused.status_code in (200, 303, 409)
    over = hint(client, second)  # 16 > 12
    assert over.status_code == 429
    assert int(over.headers["Retry-After"]) > 0
    text = over.get_data(as_text=True)
    assert "The engine has thought a lot for you" in text
    assert "Try again in 10 min." in text
    assert text.count("<h1") == 1
    fragment = hint(client, second, headers=HTMX)
    assert fragment.status_code == 429
    assert "<html" not in fragment.get_data(as_text=True)
    korean = hint(client, second, query_string={"lang": "ko"})
    assert "엔진이 많이 계산했습니다" in korean.get_data(as_text=True)
    # Nothing was evaluated for the refused hints: at most the one decision of the first.
    with app.app_context():
        decisions = db.session.scalar(select(func.count(PlayDecision.id)))
    assert (decisions or 0) <= 1
    # Another account has its own budget, even on the same address.
    other = AuthActions(app.test_client())
    other.register("ada")
    assert new_game(other.client)


def test_a_paced_turn_costs_one_unit(app_factory: Any) -> None:
    app = budgeted_app(app_factory, "3 per 10 minutes")
    client = app.test_client()
    page = client.get("/play/").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "preset": "standard", "strength": "beginner"}
    # With the page's script (js=1) no engine player acts in the request: one unit each.
    for _ in range(3):
        assert client.post("/play/", data={**form, "js": "1"}).status_code == 303
    assert client.post("/play/", data={**form, "js": "1"}).status_code == 429
