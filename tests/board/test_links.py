""" "Analyse this position": from an answered quiz item and from a coached-play hand review,
the link reproduces the item's (or the table's) position on the board."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask

from tests.board.bank_items import engine_judged_items, posted_position
from tutor.board import codec
from tutor.board.fields import read_position
from tutor.board.links import deal_fields, item_link
from tutor.engine import Deal, Variant, parse_card

LINK = re.compile(r'href="(/analyse/\?p=[^"]+)" data-analyse')


@pytest.mark.parametrize("item", engine_judged_items()[::40], ids=lambda item: item["id"])
def test_every_engine_judged_item_links_to_its_own_position(
    app: Flask, item: dict[str, Any]
) -> None:
    with app.test_request_context():
        link = item_link(item)
    assert link is not None
    string = link.split("?p=", 1)[1]
    assert read_position(codec.decode(string)) == read_position(posted_position(item))


def test_an_answered_item_page_links_to_the_board(real_app: Flask) -> None:
    real_client = real_app.test_client()
    page = real_client.get("/quizzes/best-play-lead-trump/1").get_data(as_text=True)
    assert not LINK.search(page)  # not before answering: the board would give it away
    token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', page)
    item_token = re.search(r'name="token" value="([^"]+)"', page)
    answer = re.search(r'name="answer" value="(\w+)"', page)
    assert token
    assert item_token
    assert answer
    form = {
        "csrf_token": token.group(1),
        "token": item_token.group(1),
        "answer": answer.group(1),
    }
    form.update(dict(re.findall(r'type="hidden" name="(item_id)" value="([^"]+)"', page)))
    answered = real_client.post("/quizzes/best-play-lead-trump/1", data=form)
    html = answered.get_data(as_text=True)
    link = LINK.search(html)
    assert link is not None, html[:2000]
    board = real_client.get(link.group(1).replace("&amp;", "&") + "&full=1")
    assert board.status_code == 200
    assert "board-analysis" in board.get_data(as_text=True)


def test_a_table_decision_becomes_board_fields() -> None:
    variant = Variant.preset("standard")
    deck = [c.code for c in variant.cards()]
    hands = [[parse_card(code) for code in deck[i * 5 : i * 5 + 5]] for i in range(4)]
    deal = Deal(variant, hands, dealer=0, upcard=parse_card(deck[20]))
    fields = deal_fields(deal, "standard", {})
    assert fields is not None
    assert fields["kind"] == "order-up"
    assert fields["seat"] == 1
    assert fields["hand"] == deck[5:10]
    assert fields["upcard"] == deck[20]


def test_a_coached_hand_review_links_each_judgeable_decision(app: Flask) -> None:
    from tests.play.play_helpers import new_game, play_hand

    client = app.test_client()
    auth_page = client.get("/play/")
    assert auth_page.status_code == 200
    game = new_game(client)
    play_hand(client, game)
    review = client.get(f"/play/{game}/hands/1").get_data(as_text=True)
    decisions = review.count('class="review-row')
    links = LINK.findall(review)
    assert decisions > 0
    # Card plays and the two calling rounds of standard Euchre are all judgeable.
    assert links
    for link in links[:2]:
        string = link.split("?p=", 1)[1].replace("&amp;", "&")
        assert read_position(codec.decode(string))["kind"] in (
            "best-play",
            "order-up",
            "name-trump",
        )
        assert client.get(link.replace("&amp;", "&")).status_code == 200
