"""Play polish a player notices: forced moves play themselves (a setting, on by default),
a hint on a forced move says so, three-hand lines show every score, a house-rules game is
headed with its class, and a loss is rounded once."""

from __future__ import annotations

import re

from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import AuthActions, csrf_token_from
from tests.play.play_helpers import HTMX, act, choices, move_of, new_game
from tutor.extensions import db
from tutor.play.coach import grade_for
from tutor.play.models import PlayGame
from tutor.play.views import points_lost


def table_of(app: Flask, game: str) -> PlayGame:
    with app.app_context():
        row = db.session.get(PlayGame, game)
        assert row is not None
        db.session.expunge(row)
        return row


def set_forced(client: FlaskClient, on: bool) -> None:
    page = client.get("/play/").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "forced": ["0", "1"] if on else ["0"]}
    assert client.post("/play/settings", data=form).status_code == 303


def test_a_loss_is_rounded_once_and_graded_as_shown() -> None:
    values = {"play JH": 1.0, "play 9S": 0.948, "play AC": 0.7449}
    assert points_lost(values, "play 9S") == 0.05
    assert grade_for(points_lost(values, "play 9S")) == "best"  # 0.052 read as 0.05: Best
    assert points_lost(values, "play AC") == 0.26
    assert points_lost(values, "play JH") == 0.0


def test_forced_moves_play_themselves_by_default(client: FlaskClient, app: Flask) -> None:
    assert "data-forced-setting checked" not in client.get("/play/").get_data(as_text=True)
    page = client.get("/play/").get_data(as_text=True)
    assert re.search(r'value="1" checked data-forced-setting', page)
    game = new_game(client)
    # Always the first choice, plain forms: the hand ends without the page ever offering
    # a single choice (the last trick's card, at least, is forced and played for you).
    for _ in range(40):
        html = client.get(f"/play/{game}").get_data(as_text=True)
        options = choices(html)
        if not options:
            break
        assert len(options) > 1, "a forced move was left to the player"
        assert act(client, game, options[0])[0] == 303
    assert table_of(app, game).table().hand_over


def test_with_the_setting_off_a_forced_move_waits_and_its_hint_says_forced(
    client: FlaskClient, app: Flask
) -> None:
    set_forced(client, on=False)
    assert "data-forced-setting>" in client.get("/play/").get_data(as_text=True)
    bad = {"csrf_token": csrf_token_from(client.get("/play/").get_data(as_text=True))}
    assert client.post("/play/settings", data={**bad, "forced": "2"}).status_code == 400
    assert client.post("/play/settings", data=bad).status_code == 400
    for _attempt in range(5):
        game = new_game(client)
        for _ in range(40):
            html = client.get(f"/play/{game}").get_data(as_text=True)
            options = choices(html)
            if len(options) <= 1:
                break
            assert act(client, game, options[0])[0] == 303
        if len(options) == 1:
            break
    else:
        raise AssertionError("no forced move in five hands")
    # The table shows the forced move as such, without asking the coach.
    assert "This move is forced: the rules leave you nothing else to do." in html
    # Asking for a hint is no error: the table answers with the same note.
    form = {"csrf_token": csrf_token_from(html), "move": move_of(html)}
    response = client.post(f"/play/{game}/hint", data=form, headers=HTMX)
    assert response.status_code == 200
    assert "Forced" in response.get_data(as_text=True)
    assert act(client, game, options[0])[0] == 303


def test_three_hand_lines_show_all_three_scores(client: FlaskClient) -> None:
    game = new_game(client, preset="three-hand")
    html = client.get(f"/play/{game}").get_data(as_text=True)
    line = re.search(r'<p class="play-score" data-scores="3">([^<]*)</p>', html)
    assert line, "no three-player score line"
    assert line.group(1).count(" 0") == 3
    assert "the opponents" not in line.group(1)
    korean = client.get(f"/play/{game}?lang=ko").get_data(as_text=True)
    assert 'data-scores="3"' in korean


def test_a_house_rules_game_is_headed_with_its_class(client: FlaskClient, app: Flask) -> None:
    from tutor.classes import services
    from tutor.models import User

    auth = AuthActions(client)
    auth.register("teacher", role="teacher")
    auth.logout()
    auth.register("pupil")
    with app.app_context():
        teacher = db.session.query(User).filter_by(username="teacher").one()
        pupil = db.session.query(User).filter_by(username="pupil").one()
        classroom = services.create_class(teacher, "Maple Club", "standard", {"target_score": 5})
        services.add_student(classroom, pupil)
        class_id = classroom.id
    page = client.get("/play/").get_data(as_text=True)
    form = {
        "csrf_token": csrf_token_from(page),
        "preset": "standard",
        "rules": str(class_id),
        "strength": "beginner",
    }
    response = client.post("/play/", data=form)
    assert response.status_code == 303
    html = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "<h1>House rules of Maple Club (Standard Euchre)</h1>" in html
    korean = client.get(response.headers["Location"] + "?lang=ko").get_data(as_text=True)
    assert "<h1>Maple Club의 하우스 룰(표준 유커)</h1>" in korean
