"""Helpers for the table's web tests: read the page's form fields, play like a browser."""

from __future__ import annotations

import re

from flask.testing import FlaskClient

from tests.conftest import csrf_token_from

HTMX = {"HX-Request": "true"}
GAME_URL = re.compile(r"/play/([A-Za-z0-9_-]{10,32})$")


def new_game(client: FlaskClient, preset: str = "standard", strength: str = "beginner") -> str:
    page = client.get("/play/").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(page), "preset": preset, "strength": strength}
    response = client.post("/play/", data=form)
    assert response.status_code == 303
    match = GAME_URL.search(response.headers["Location"])
    assert match, response.headers["Location"]
    return match.group(1)


def move_of(html: str) -> str:
    match = re.search(r'name="move" value="(\d+)"', html)
    assert match, "the page has no move counter"
    return match.group(1)


def choices(html: str) -> list[str]:
    return re.findall(r'name="action" value="([^"]+)"', html)


def act(client: FlaskClient, game: str, action: str, *, htmx: bool = False) -> tuple[int, str]:
    html = client.get(f"/play/{game}").get_data(as_text=True)
    form = {"csrf_token": csrf_token_from(html), "move": move_of(html), "action": action}
    response = client.post(f"/play/{game}/act", data=form, headers=HTMX if htmx else {})
    return response.status_code, response.get_data(as_text=True)


def play_hand(client: FlaskClient, game: str) -> int:
    """Play the current hand to its end without JavaScript, always the first choice."""
    for decisions in range(40):
        html = client.get(f"/play/{game}").get_data(as_text=True)
        options = choices(html)
        if not options:
            return decisions
        status, _body = act(client, game, options[0])
        assert status == 303
    raise AssertionError("the hand did not end")
