"""What the calls told (issue 33 item 3 on the board): after another seat made trump, the
board says how often the maker holds at least two (three) trumps in the deals that fit the
calls, against the same deals read as if the calls said nothing, in English and Korean."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tutor.board import codec
from tutor.board.fields import read_position
from tutor.board.judging import judge_hears
from tutor.board.told import calls_told

HTMX = {"HX-Request": "true"}
# North (seat 0), first to speak after West dealt, ordered up the 9♥ and led the J♥;
# East (seat 1) is to play from K♥ A♦ K♠ 9♣ Q♦.
AFTER_ORDER_UP: dict[str, Any] = {
    "kind": "best-play",
    "variant": "standard",
    "seat": 1,
    "dealer": 3,
    "maker": 0,
    "trump": "H",
    "upcard": "9H",
    "upcard_taken": True,
    "hand": "KH AD KS 9C QD",
    "trick": [{"seat": 0, "card": "JH"}],
}


def test_a_seat_that_ordered_up_holds_trumps() -> None:
    told = calls_told(read_position(AFTER_ORDER_UP))
    assert told is not None
    assert told["enough"]
    assert told["effective_samples"] < told["deals"]
    two, three = told["facts"]
    assert (two["seat"], two["count"], three["count"]) == (0, 2, 3)
    # North shows the J♥ and ordered up: two trumps or more is near certain once the call
    # is heard, far less so over deals that ignore it.
    assert two["share"] > 0.9
    assert two["share"] > two["uniform"] + 0.15
    assert three["share"] > three["uniform"]
    assert 0 <= three["share"] <= two["share"] <= 1


def test_no_calls_to_tell_of_for_the_makers_own_hand_or_a_call() -> None:
    own = {**AFTER_ORDER_UP, "seat": 0, "hand": "JH AH KS 9C QD", "trick": []}
    assert calls_told(read_position(own)) is None
    call = {"kind": "order-up", "seat": 1, "dealer": 3, "upcard": "9H", "hand": "KH AD KS 9C QD"}
    assert calls_told(read_position(call)) is None


def test_the_api_and_the_board_say_what_the_calls_told(client: FlaskClient) -> None:
    first = client.post("/api/analyse", json={**AFTER_ORDER_UP, "samples": 32}).get_json()
    assert first["told"] is None  # not for the first estimate: it must be fast
    look = client.post("/api/analyse", json={**AFTER_ORDER_UP, "samples": 256}).get_json()
    assert look["told"] == calls_told(read_position(AFTER_ORDER_UP))
    position = codec.encode(read_position(AFTER_ORDER_UP))
    share = round(100 * look["told"]["facts"][0]["share"])
    uniform = round(100 * look["told"]["facts"][0]["uniform"])
    english = client.get(f"/analyse/refine?p={position}&n=256", headers=HTMX)
    assert (
        f"The maker (seat 0) holds at least 2 trumps in {share}% of the deals that fit the "
        f"calls; {uniform}% if the calls told nothing."
    ) in english.get_data(as_text=True)
    korean = client.get(f"/analyse/refine?p={position}&n=256&lang=ko", headers=HTMX)
    assert (
        f"메이커(0번 자리)가 으뜸패를 2장 이상 든 경우는 콜에 맞는 배치의 {share}%입니다. "
        f"콜을 무시하면 {uniform}%입니다."
    ) in korean.get_data(as_text=True)


def test_the_board_says_its_deals_heard_the_calls_only_when_they_did() -> None:
    """Issue 33: East heard North order up; North itself, first to speak, heard nothing."""
    heard = read_position({**AFTER_ORDER_UP, "calling_model": "count"})
    assert judge_hears(heard)
    assert not judge_hears(read_position(AFTER_ORDER_UP))
    assert not judge_hears(read_position({**AFTER_ORDER_UP, "calling_model": "uniform"}))
    own = {**AFTER_ORDER_UP, "seat": 0, "hand": "JH AH KS 9C QD", "trick": []}
    assert not judge_hears(read_position({**own, "calling_model": "count"}))


def test_the_board_page_names_the_heard_deals(client: FlaskClient) -> None:
    heard = codec.encode(read_position({**AFTER_ORDER_UP, "calling_model": "count"}))
    plain = codec.encode(read_position(AFTER_ORDER_UP))
    said = "Each deal of the unseen cards is drawn as often as it would lead to the calls made"
    english = client.get(f"/analyse/refine?p={heard}&n=32", headers=HTMX)
    assert said in english.get_data(as_text=True)
    korean = client.get(f"/analyse/refine?p={heard}&n=32&lang=ko", headers=HTMX)
    korean_said = "지금까지 나온 콜과 패스(비드 유커에서는 비드와 패스)가 나올 확률에 비례하게"
    assert korean_said in korean.get_data(as_text=True)
    uniform = client.get(f"/analyse/refine?p={plain}&n=32", headers=HTMX)
    assert uniform.status_code == 200
    assert said not in uniform.get_data(as_text=True)
