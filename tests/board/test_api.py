"""POST /api/analyse: every option valued in points with an interval, the best, 422 with a
reason per field for impossible positions, 400 for malformed JSON, never a 500."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.board.bank_items import (
    engine_judged_items,
    one_item_per_kind,
    one_item_per_set,
    posted_position,
)

# North, first to lead, holds the top three trumps (hearts) and two small side cards.
LEAD_POSITION: dict[str, Any] = {
    "kind": "best-play",
    "variant": "standard",
    "trump": "H",
    "dealer": 3,
    "maker": 0,
    "seat": 0,
    "upcard": "9H",
    "upcard_taken": True,
    "hand": "JH JD AH KS 9C",
    "history": [],
    "trick": [],
}


def post(client: FlaskClient, body: Any) -> Any:
    return client.post("/api/analyse", json=body)


def test_a_lead_is_valued_in_points_with_bounds(client: FlaskClient) -> None:
    response = post(client, {**LEAD_POSITION, "samples": 256})
    assert response.status_code == 200
    answer = response.get_json()
    assert answer["samples"] == 256
    options = {o["option"]: o for o in answer["options"]}
    assert set(options) == {"JH", "JD", "AH", "KS", "9C"}
    for value in options.values():
        assert value["low"] <= value["points"] <= value["high"]
    points = [o["points"] for o in answer["options"]]
    assert points == sorted(points, reverse=True)
    assert answer["options"][0]["option"] in answer["best"]
    # Any of the top three trumps draws the rest and marches as often; leading a side
    # card first gives the defenders a chance to ruff: clearly worse on 256 deals.
    assert set(answer["best"]) <= {"JH", "JD", "AH"}
    assert {"KS", "9C"}.isdisjoint(answer["best"])


def test_the_same_position_gets_the_same_deals(client: FlaskClient) -> None:
    first = post(client, {**LEAD_POSITION, "samples": 32}).get_json()
    again = post(client, {**LEAD_POSITION, "hand": ["jh", "JD", "AH", "KS", "9C"], "samples": 32})
    assert again.get_json() == first


@pytest.mark.parametrize("item", one_item_per_kind(), ids=lambda item: item["kind"])
def test_a_bank_item_of_each_kind_ranks_its_proven_answer_first(
    client: FlaskClient, item: dict[str, Any]
) -> None:
    assert_ranks_answer_first(client, item)


@pytest.mark.parametrize("item", one_item_per_set(), ids=lambda item: item["id"])
def test_a_bank_item_of_each_set_ranks_its_proven_answer_first(
    client: FlaskClient, item: dict[str, Any]
) -> None:
    assert_ranks_answer_first(client, item)


@pytest.mark.slow
@pytest.mark.parametrize("item", engine_judged_items(), ids=lambda item: item["id"])
def test_every_bank_item_ranks_its_proven_answer_first(
    client: FlaskClient, item: dict[str, Any]
) -> None:
    assert_ranks_answer_first(client, item)


def assert_ranks_answer_first(client: FlaskClient, item: dict[str, Any]) -> None:
    """The item's proof drew its deals from the confirming stream of its id: posting the
    position with that seed and the proof's count replays them, so the ranking is the
    proof's own (and the stored evaluation is reproduced to the cent)."""
    body = {**posted_position(item), "seed": item["id"], "samples": item["samples"]}
    response = post(client, body)
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    assert answer["best"] == item["answer"]
    assert answer["options"][0]["option"] == item["answer"][0]
    assert sorted(o["option"] for o in answer["options"]) == sorted(item["choices"])
    # The API rounds to 3 places, the bank to 2.
    valued = {o["option"]: o["points"] for o in answer["options"]}
    assert valued == pytest.approx(item["evaluation"], abs=0.0051)
    assert answer["proven"] is True


@pytest.mark.parametrize(
    ("change", "field", "reason"),
    [
        ({"hand": "JH JD AH KS"}, "hand", "should hold 5 cards"),
        ({"hand": "JH JD AH KS KS"}, "hand", "twice"),
        ({"hand": "JH JD AH KS ZZ"}, "hand", "ZZ"),
        ({"seat": 4}, "seat", "does not exist"),
        ({"dealer": -1}, "dealer", "does not exist"),
        ({"variant": "martian"}, "variant", "martian"),
        ({"trump": "X"}, "trump", "X"),
        ({"kind": "best-move"}, "kind", "best-play"),
        ({"upcard": "JH"}, "hand", "is the turn-up"),
        ({"seat": 3, "dealer": 3, "discard": "JH"}, "hand", "was discarded"),
        (
            {"history": [[{"seat": 0, "card": "QH"}, {"seat": 1, "card": "9H"}]]},
            "history",
            "needs one card from each",
        ),
        (
            {
                "hand": "JH JD AH KS",
                "history": [
                    [
                        {"seat": 0, "card": "9C"},
                        {"seat": 1, "card": "TC"},
                        {"seat": 2, "card": "QC"},
                        {"seat": 3, "card": "AD"},
                    ]
                ],
                "trick": [{"seat": 2, "card": "AC"}, {"seat": 3, "card": "KC"}],
            },
            "trick",
            "seat 3 played a suit they had shown out of",
        ),
        ({"trick": [{"seat": 1, "card": "AC"}]}, "trick", "out of turn"),
        ({"samples": 5000}, "samples", "1 to 1024"),
        ({"seed": ""}, "seed", "at most"),
    ],
)
def test_an_impossible_position_is_422_with_the_field_and_reason(
    client: FlaskClient, change: dict[str, Any], field: str, reason: str
) -> None:
    response = post(client, {**LEAD_POSITION, "samples": 16, **change})
    assert response.status_code == 422
    fields = response.get_json()["fields"]
    assert field in fields, fields
    assert reason in fields[field]


def test_a_renege_in_the_players_own_plays_is_refused(client: FlaskClient) -> None:
    # North threw the A♦ on a club lead while still holding the 9♣: a renege.
    body = {
        **LEAD_POSITION,
        "seat": 0,
        "dealer": 2,
        "hand": "JH JD AH 9C",
        "history": [
            [
                {"seat": 3, "card": "TC"},
                {"seat": 0, "card": "AD"},
                {"seat": 1, "card": "QC"},
                {"seat": 2, "card": "KC"},
            ]
        ],
    }
    response = post(client, body)
    assert response.status_code == 422
    assert "reneged" in response.get_json()["fields"]["history"]


def test_a_calling_decision_checks_its_own_fields(client: FlaskClient) -> None:
    order_up = {"kind": "order-up", "variant": "standard", "dealer": 2, "seat": 3}
    missing = post(client, {**order_up, "hand": "AS 9H JH KH AH"}).get_json()
    assert "upcard" in missing["fields"]
    clash = post(client, {**order_up, "hand": "AS 9H JH KH AH", "upcard": "AH"})
    assert clash.status_code == 422
    assert "upcard" in clash.get_json()["fields"]
    bid_rules = post(client, {**order_up, "variant": "bid", "hand": "AS 9H JH KH AH QH"})
    assert bid_rules.status_code == 422
    assert "variant" in bid_rules.get_json()["fields"]


@pytest.mark.parametrize(
    "raw", [b"{", b"[1, 2]", b'"hand"', b"\xff\xfe", b'{"hand": ["JH"' + b"]" * 5000]
)
def test_malformed_json_is_400(client: FlaskClient, raw: bytes) -> None:
    response = client.post("/api/analyse", data=raw, content_type="application/json")
    assert response.status_code == 400
    assert "error" in response.get_json()


def test_a_body_that_is_not_json_is_refused(client: FlaskClient) -> None:
    response = client.post("/api/analyse", data={"hand": "JH"})
    assert response.status_code == 415


@pytest.mark.parametrize(
    "junk",
    [
        {"hand": 5},
        {"hand": [None]},
        {"history": "JH"},
        {"history": [[{"seat": "x", "card": "JH"}]]},
        {"trick": [5]},
        {"variant_options": {"target": "eleven"}},
        {"variant_options": {"no_such_rule": True}},
        {"scores": [1]},
        {"alone": "yes"},
        {"seat": True},
        {"bids": [{"seat": 9}]},
    ],
)
def test_junk_fields_are_422_never_500(client: FlaskClient, junk: dict[str, Any]) -> None:
    response = post(client, {**LEAD_POSITION, "samples": 16, **junk})
    assert response.status_code == 422, response.get_data(as_text=True)
    assert response.get_json()["fields"]


def test_the_budget_of_deals_per_address_runs_out(app_factory: Any) -> None:
    app = app_factory(ANALYSIS_BUDGET="100 per 10 minutes")
    client = app.test_client()
    assert post(client, {**LEAD_POSITION, "samples": 64}).status_code == 200
    other = {**LEAD_POSITION, "hand": "JH JD AH KS TC"}
    assert post(client, {**other, "samples": 32}).status_code == 200
    spent = post(client, {**LEAD_POSITION, "hand": "JH JD AH KS QC", "samples": 16})
    assert spent.status_code == 429
    assert "error" in spent.get_json()
    # Deals already drawn for a position cost nothing again.
    assert post(client, {**LEAD_POSITION, "samples": 64}).status_code == 200
    assert post(client, {**other, "samples": 16}).status_code == 200


# After three trump tricks North (seat 0) leads from 9♣ 10♣; West (seat 3) holds both
# clubs above them. Every hand entered: the double-dummy answer of this one deal.
ENDING: dict[str, Any] = {
    "kind": "best-play",
    "variant": "standard",
    "trump": "H",
    "dealer": 3,
    "maker": 0,
    "seat": 0,
    "upcard": "9H",
    "upcard_taken": True,
    "hand": "9C TC",
    "history": [
        [
            {"seat": 0, "card": "JH"},
            {"seat": 1, "card": "9S"},
            {"seat": 2, "card": "9D"},
            {"seat": 3, "card": "9H"},
        ],
        [
            {"seat": 0, "card": "JD"},
            {"seat": 1, "card": "TS"},
            {"seat": 2, "card": "TD"},
            {"seat": 3, "card": "QH"},
        ],
        [
            {"seat": 0, "card": "AH"},
            {"seat": 1, "card": "QS"},
            {"seat": 2, "card": "QD"},
            {"seat": 3, "card": "QC"},
        ],
    ],
    "hands": ["9C TC", "KS AS", "KD AD", "KC AC"],
}


def test_show_all_hands_gives_the_double_dummy_answer(client: FlaskClient) -> None:
    answer = post(client, ENDING).get_json()
    assert answer["exact"] is True
    assert answer["samples"] == 1
    assert answer["finished"] is True
    # Three tricks made whatever North leads: one point, both clubs tied.
    assert {o["option"]: o["points"] for o in answer["options"]} == {"9C": 1.0, "TC": 1.0}
    assert sorted(answer["best"]) == ["9C", "TC"]
    assert all(o["low"] == o["high"] == o["points"] for o in answer["options"])


@pytest.mark.parametrize(
    ("hands", "reason"),
    [
        (["9C TC", "KS AS", "KD AD", "KC KS"], "two places"),
        (["9C TC", "KS AS", "KD AD", "KC KH"], "showed out"),
        (["9C KC", "KS AS", "KD AD", "TC AC"], "player's hand"),
        (["9C TC", "KS AS", "KD AD", "KC"], "should hold 2"),
        (["9C TC", "KS AS", "KD AD"], "one per seat"),
    ],
)
def test_show_all_hands_refuses_hands_that_cannot_be(
    client: FlaskClient, hands: list[str], reason: str
) -> None:
    response = post(client, {**ENDING, "hands": hands})
    assert response.status_code == 422
    assert reason in response.get_json()["fields"]["hands"]


FIELD_NAMES = [
    "kind", "variant", "variant_options", "seat", "dealer", "maker", "hand", "trump",
    "no_trump", "upcard", "upcard_taken", "alone", "defender_alone", "discard", "history",
    "trick", "bid", "bids", "round", "scores", "score", "dealt", "blind_trump", "hands",
]  # fmt: skip
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 40)
    | st.sampled_from(["JH", "9C", "H", "standard", "bid", "order-up", "x", "", "JO", "NTH"]),
    lambda inner: (
        st.lists(inner, max_size=6)
        | st.dictionaries(
            st.sampled_from(["seat", "card", "bid", "target", "joker"]), inner, max_size=3
        )
    ),
    max_leaves=12,
)


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(changes=st.dictionaries(st.sampled_from(FIELD_NAMES), JSON_VALUES, max_size=5))
def test_any_json_gets_an_answer_or_a_reason_never_a_500(
    app_factory: Any, changes: dict[str, Any]
) -> None:
    client = shared_client(app_factory)
    response = post(client, {**LEAD_POSITION, "samples": 4, **changes})
    assert response.status_code in (200, 422), response.get_data(as_text=True)
    if response.status_code == 422:
        assert response.get_json()["fields"]


_clients: dict[int, FlaskClient] = {}


def shared_client(app_factory: Any) -> FlaskClient:
    """One app for the whole property run (a fresh app per example would dominate it)."""
    key = id(app_factory)
    if key not in _clients:
        _clients.clear()
        _clients[key] = app_factory(RATELIMIT_ENABLED=False).test_client()
    return _clients[key]


def test_the_calling_model_is_read_from_the_body_and_refused_when_unknown(
    client: FlaskClient,
) -> None:
    """Issue 33: a position posted with ``calling_model: "count"`` is judged on deals that
    hear the calls (another stream than the uniform one); an unknown model is a 422."""
    item = next(i for i in engine_judged_items() if i.get("calling_model") == "count")
    body = {**posted_position(item), "seed": item["id"], "samples": 32}
    heard = post(client, body)
    uniform = post(client, {**body, "calling_model": "uniform"})
    assert heard.status_code == uniform.status_code == 200
    assert heard.get_json()["options"] != uniform.get_json()["options"]
    refused = post(client, {**body, "calling_model": "psychic"})
    assert refused.status_code == 422
    assert "calling_model" in refused.get_json()["fields"]
