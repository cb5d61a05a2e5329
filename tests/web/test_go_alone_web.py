"""Going alone on the web: the two buttons, the mistake a wrong one names, a refused value."""

from __future__ import annotations

import re

from flask import Flask

from tests.web.quiz_forms import answer
from tutor.quiz import load_catalogue

GO_ALONE = load_catalogue()["go-alone"]


def _number(answer_value: str, counter: bool) -> int:
    for number, item in enumerate(GO_ALONE.items, start=1):
        if item.answer == [answer_value] and bool(item.get("counter_example")) == counter:
            return number
    raise AssertionError(f"no {answer_value} item (counter={counter}) in the bank")


def test_the_item_offers_alone_and_with_partner_in_both_languages(real_app: Flask) -> None:
    client = real_app.test_client()
    html = client.get("/quizzes/go-alone/1?lang=en").get_data(as_text=True)
    assert 'value="alone"' in html
    assert 'value="with-partner"' in html
    assert "Play with your partner" in html
    korean = client.get("/quizzes/go-alone/1?lang=ko").get_data(as_text=True)
    assert "파트너와 함께 하기" in korean
    assert "혼자 하기" in korean


def test_a_loner_on_a_doubtful_hand_is_named_as_the_mistake(real_app: Flask) -> None:
    client = real_app.test_client()
    url = f"/quizzes/go-alone/{_number('with-partner', counter=True)}"
    status, html = answer(client, url, "alone")
    assert status == 200
    assert 'data-result="incorrect"' in html
    assert "The slip" in html
    assert "“Go alone”: on 256 deals the makers marched" in html
    # The counter-example's note and the tallies from the confirming deals are shown.
    assert "gives way here" in html
    assert "Played out on 256 deals" in html
    assert re.search(r"are (never euchred|euchred in \d+%)", html)


def test_an_answer_that_is_not_a_choice_is_refused(real_app: Flask) -> None:
    client = real_app.test_client()
    status, html = answer(client, "/quizzes/go-alone/1", "order-up")
    assert status == 400
    assert 'data-result="' not in html
