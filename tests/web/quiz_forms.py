"""Reading an item page's answer form the way a browser would, for the web tests."""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask.testing import FlaskClient
from werkzeug.datastructures import MultiDict

HTMX = {"HX-Request": "true"}


@dataclass(frozen=True)
class AnswerForm:
    url: str
    csrf_token: str
    item_id: str
    token: str

    def fields(self, *answers: str) -> list[tuple[str, str]]:
        fields = [
            ("csrf_token", self.csrf_token),
            ("item_id", self.item_id),
            ("token", self.token),
        ]
        return fields + [("answer", answer) for answer in answers]


def _field(html: str, name: str) -> str:
    match = re.search(rf'name="{name}" value="([^"]*)"', html)
    assert match, f"the form has no {name} field"
    return match.group(1)


def open_item(client: FlaskClient, url: str) -> AnswerForm:
    response = client.get(url)
    assert response.status_code == 200, response.get_data(as_text=True)
    html = response.get_data(as_text=True)
    return AnswerForm(
        url, _field(html, "csrf_token"), _field(html, "item_id"), _field(html, "token")
    )


def answer(client: FlaskClient, url: str, *answers: str, htmx: bool = True) -> tuple[int, str]:
    form = open_item(client, url)
    response = client.post(url, data=MultiDict(form.fields(*answers)), headers=HTMX if htmx else {})
    return response.status_code, response.get_data(as_text=True)
