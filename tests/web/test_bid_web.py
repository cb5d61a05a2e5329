"""Bid Euchre's bidding quizzes on the web: the item page, a right and a wrong answer with
the slip it names, both languages, and a value that is not a choice refused."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.quiz_forms import answer
from tutor.quiz import load_catalogue
from tutor.web.explanation import explanation_texts

CATALOGUE = load_catalogue()
BID_SETS = ("bid-amount", "bid-declare", "bid-auction")


@pytest.mark.parametrize("set_id", BID_SETS)
def test_the_item_page_shows_the_bids_and_a_button_per_choice(real_app: Flask, set_id: str) -> None:
    client = real_app.test_client()
    item = CATALOGUE[set_id].items[0]
    html = client.get(f"/quizzes/{set_id}/1?lang=en").get_data(as_text=True)
    assert "<h1" in html
    for choice in item.choices:
        assert f'name="answer" value="{choice}"' in html
    if item.get("bids"):
        # "so far" only while the auction is open (F15): a finished one is "The bidding".
        assert "The bidding" in html
    korean = client.get(f"/quizzes/{set_id}/1?lang=ko").get_data(as_text=True)
    if item.get("bids"):
        assert "딜러 왼쪽부터" in korean


@pytest.mark.parametrize("set_id", BID_SETS)
def test_the_right_answer_is_right_and_explained(real_app: Flask, set_id: str) -> None:
    client = real_app.test_client()
    item = CATALOGUE[set_id].items[0]
    status, html = answer(client, f"/quizzes/{set_id}/1", item.answer[0])
    assert status == 200
    assert 'data-result="correct"' in html
    said = explanation_texts(item.data)["en"]
    assert said.splitlines()[0][:40] in html.replace("&#39;", "'")


def test_an_overbid_is_named_as_the_slip(real_app: Flask) -> None:
    quiz_set = CATALOGUE["bid-amount"]

    def below_top(item_choices: list[str], right: str) -> bool:
        bids = [c for c in item_choices if c != "pass"]
        return right in bids and right != bids[-1]

    number = next(
        n
        for n, item in enumerate(quiz_set.items, start=1)
        if below_top(list(item.choices), item.answer[0])
    )
    bids = [c for c in quiz_set.items[number - 1].choices if c != "pass"]
    client = real_app.test_client()
    status, html = answer(client, f"/quizzes/bid-amount/{number}?lang=en", bids[-1])
    assert status == 200
    assert 'data-result="incorrect"' in html
    # The overbid compared with the answer on the item's confirming deals.
    evaluation = quiz_set.items[number - 1].data["evaluation"]
    right = quiz_set.items[number - 1].answer[0]
    high, best = f"{evaluation[bids[-1]]:+.2f}", f"{evaluation[right]:+.2f}"
    assert f"{high} points with “Bid {bids[-1]}” and {best} with “Bid {right}”" in html


def test_a_declaration_that_is_not_a_contract_is_refused(real_app: Flask) -> None:
    client = real_app.test_client()
    status, html = answer(client, "/quizzes/bid-declare/1", "NT")
    assert status == 400
    assert 'data-result="' not in html
