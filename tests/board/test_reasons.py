"""Refusals in Korean: ``POST /api/analyse`` answers its reasons in Korean when the body's
``lang`` or the Accept-Language header asks, and the board page in Korean shows them so. The
Korean comes from the message catalogue (the English reason is the message)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.board.test_api import LEAD_POSITION, post
from tutor.board.reasons import HANGUL, MESSAGES, UNKNOWN, is_known, translated
from tutor.korean import misplaced_particles
from tutor.web.text import _, in_language

# Impossible positions, one per kind of reason the board, the position checks and the
# engine give (the lead position: North leads, hearts trump, JH JD AH KS 9C).
IMPOSSIBLE: list[dict[str, Any]] = [
    {"hand": "JH JD AH KS"},
    {"hand": "JH JD AH KS KS"},
    {"hand": "JH JD AH KS ZZ"},
    {"seat": 4},
    {"variant": "martian"},
    {"trump": "X"},
    {"kind": "best-move"},
    {"upcard": "JH"},
    {"seat": 3, "dealer": 3, "discard": "JH"},
    {"history": [[{"seat": 0, "card": "QH"}, {"seat": 1, "card": "9H"}]]},
    {"trick": [{"seat": 1, "card": "AC"}]},
    {"samples": 5000},
    {"seed": ""},
    {"alone": "yes"},
    {"scores": [1]},
    {"history": "JH"},
    {"kind": "order-up", "hand": "AS 9H JH KH AH"},
    {"kind": "order-up", "hand": "AS 9H JH KH AH", "upcard": "AH"},
    {"kind": "bid-amount", "hand": "AS 9H JH KH AH"},
    {"kind": "discard", "seat": 1, "upcard": "9H", "hand": "JH JD AH KS 9C 9H"},
]


@pytest.mark.parametrize("change", IMPOSSIBLE)
def test_every_reason_is_a_known_sentence_and_comes_back_in_korean(
    client: FlaskClient, change: dict[str, Any]
) -> None:
    body = {**LEAD_POSITION, "samples": 16, **change}
    english = post(client, body)
    korean = post(client, {**body, "lang": "ko"})
    assert english.status_code == korean.status_code == 422
    said = english.get_json()
    assert said["error"] == "impossible position"
    assert korean.get_json()["error"] == "있을 수 없는 상황입니다."
    for field, reason in said["fields"].items():
        assert is_known(reason), reason
        in_ko = korean.get_json()["fields"][field]
        assert in_ko == translated(reason, "ko")
        assert HANGUL.search(in_ko), in_ko
        assert not misplaced_particles(in_ko), in_ko


def test_accept_language_asks_for_korean_and_a_lang_field_wins(client: FlaskClient) -> None:
    body = {**LEAD_POSITION, "hand": "JH JD AH KS", "samples": 16}
    header = {"Accept-Language": "ko-KR,ko;q=0.9,en;q=0.5"}
    in_ko = client.post("/api/analyse", json=body, headers=header).get_json()
    assert in_ko["fields"]["hand"] == "0번 자리는 4장이 아니라 5장을 들고 있어야 합니다."
    in_en = client.post("/api/analyse", json={**body, "lang": "en"}, headers=header).get_json()
    assert in_en["fields"]["hand"] == "seat 0 should hold 5 cards, not 4"
    malformed = client.post(
        "/api/analyse", data=b"{", content_type="application/json", headers=header
    )
    assert malformed.status_code == 400
    assert malformed.get_json()["error"].startswith("JSON을 읽을 수 없습니다")


def test_an_unknown_lang_is_refused_in_its_field(client: FlaskClient) -> None:
    response = post(client, {**LEAD_POSITION, "samples": 16, "lang": "fr"})
    assert response.status_code == 422
    assert response.get_json()["fields"] == {"lang": 'must be one of "en", "ko"'}


def test_cards_are_written_as_the_korean_pages_write_them() -> None:
    assert translated("JH is the turn-up, not in this player's hand", "ko") == (
        "턴업 카드(J♥)는 이 플레이어의 손패에 있을 수 없습니다."
    )
    assert translated("seat 2 showed out of 9C's suit but holds 9C", "ko") == (
        "2번 자리는 이 카드(9♣)의 무늬를 따라 내지 못했으니 이 카드(9♣)를 들고 있을 수 없습니다."
    )


def test_a_sentence_not_in_the_table_is_still_answered_in_korean() -> None:
    new = "a rule the engine added yesterday"
    assert not is_known(new)
    assert translated(new, "ko") == (
        "이 칸을 받아들일 수 없습니다. 엔진이 준 이유(영어): a rule the engine added yesterday"
    )
    # A reason the page already translated stays as it is.
    assert (
        translated("이 주소에서 분석을 너무 많이 요청했습니다.", "ko")
        == "이 주소에서 분석을 너무 많이 요청했습니다."
    )


def test_the_board_page_in_korean_gives_the_reason_in_korean(client: FlaskClient) -> None:
    page = client.get(
        "/analyse/?lang=ko&kind=best-play&variant=standard&seat=0&dealer=3"
        "&maker=0&trump=H&upcard=9H&upcard_taken=1&hand=JH+JD+AH+KS"
    )
    assert page.status_code == 422
    text = page.get_data(as_text=True)
    assert "0번 자리는 4장이 아니라 5장을 들고 있어야 합니다." in text
    assert "should hold" not in text


def test_every_reason_has_its_korean_in_the_catalogue() -> None:
    """A message the catalogue lacks would come back in English: each one is Korean, and
    its English (with sample values) is matched back to itself."""
    with in_language("ko"):
        for message in (*MESSAGES, UNKNOWN):
            assert HANGUL.search(_(message)), message
    assert is_known("seat 7 does not exist: seats are 0 to 3")
    assert translated("seat 7 does not exist: seats are 0 to 3", "ko") == (
        "7번 자리는 없습니다. 자리는 0번부터 3번까지입니다."
    )
    whole = translated("must be a whole number from -5 to 40", "ko")
    assert whole == "-5부터 40까지의 정수여야 합니다."


def test_a_card_named_twice_must_be_the_same_card() -> None:
    assert is_known("seat 2 showed out of 9C's suit but holds 9C")
    assert not is_known("seat 2 showed out of 9C's suit but holds 9D")
