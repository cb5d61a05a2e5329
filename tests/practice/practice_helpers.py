"""Helpers for the practice tests: answering bank items and drill questions like a browser."""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask.testing import FlaskClient

from tests.conftest import csrf_token_from
from tutor.engine import Suit, effective_suit, is_trump, parse_card, trick_winner

HTMX = {"HX-Request": "true"}


def field(html: str, name: str) -> str:
    match = re.search(rf'name="{name}" value="([^"]*)"', html)
    assert match, f"the form has no {name} field"
    return match.group(1)


def answer_quiz(client: FlaskClient, url: str, value: str) -> int:
    html = client.get(url).get_data(as_text=True)
    form = {
        "csrf_token": csrf_token_from(html),
        "item_id": field(html, "item_id"),
        "token": field(html, "token"),
        "answer": value,
    }
    return client.post(url, data=form, headers=HTMX).status_code


@dataclass(frozen=True)
class DrillPage:
    url: str
    csrf_token: str
    token: str
    form: str
    trump: Suit
    cards: tuple[str, ...]

    @property
    def right_answer(self) -> str:
        cards = [parse_card(code) for code in self.cards]
        if self.form == "is-trump":
            return "yes" if is_trump(cards[0], self.trump) else "no"
        if self.form == "follows":
            suit = effective_suit(cards[0], self.trump)
            assert suit is not None
            return suit.code
        return cards[trick_winner(cards, self.trump)].code

    @property
    def wrong_answer(self) -> str:
        if self.form == "is-trump":
            return "no" if self.right_answer == "yes" else "yes"
        if self.form == "follows":
            return next(s.code for s in Suit if s.code != self.right_answer)
        return next(code for code in self.cards if code != self.right_answer)

    def post(self, client: FlaskClient, value: str, **extra: str) -> tuple[int, str]:
        data = {"csrf_token": self.csrf_token, "token": self.token, "answer": value, **extra}
        response = client.post(self.url, data=data, headers=HTMX)
        return response.status_code, response.get_data(as_text=True)


def read_drill(html: str, url: str) -> DrillPage:
    question = re.search(r'data-form="([^"]+)" data-trump="(\w)" data-cards="([^"]+)"', html)
    assert question, "no drill question on the page"
    return DrillPage(
        url,
        csrf_token_from(html),
        field(html, "token"),
        question.group(1),
        Suit.parse(question.group(2)),
        tuple(question.group(3).split()),
    )


def start_drill(client: FlaskClient, mode: str) -> DrillPage:
    html = client.get("/drill/bowers").get_data(as_text=True)
    response = client.post(
        "/drill/bowers", data={"csrf_token": csrf_token_from(html), "mode": mode}
    )
    assert response.status_code == 303
    url = response.headers["Location"]
    return read_drill(client.get(url).get_data(as_text=True), url)
