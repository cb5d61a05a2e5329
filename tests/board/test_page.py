"""The board page /analyse/: set up by form fields or the position string, a finished
analysis without JavaScript, a first estimate and the proof's looks with htmx, refusals
field by field (never a 500), the codec's round trip."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.board.bank_items import engine_judged_items, posted_position
from tutor.board import codec
from tutor.board.fields import read_position

SETUP = {
    "kind": "best-play",
    "variant": "standard",
    "seat": "0",
    "dealer": "3",
    "maker": "0",
    "trump": "H",
    "upcard": "9H",
    "upcard_taken": "1",
    "hand": "JH JD AH KS 9C",
}
POSITION = "kbest-play_vstandard_s0_d3_m0_tH_U9H_hJHJDAHKS9C"
HTMX = {"HX-Request": "true"}


def rows(html: str) -> dict[str, str]:
    """Each option's row: its code and verdict cell."""
    found = re.findall(r'<tr data-option="(\w+)"(.*?)</tr>', html, re.S)
    return {code: body for code, body in found}


def test_the_empty_board_shows_an_example_to_start_from(client: FlaskClient) -> None:
    html = client.get("/analyse/").get_data(as_text=True)
    assert html.count("<h1") == 1
    assert 'value="JH JD AH KS 9C"' in html
    assert "board-analysis" not in html


def test_the_plain_form_returns_the_finished_analysis(client: FlaskClient) -> None:
    response = client.get("/analyse/", query_string={**SETUP, "full": "1"})
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert 'data-finished="yes"' in html
    options = rows(html)
    assert set(options) == {"JH", "JD", "AH", "KS", "9C"}
    # The top three trumps are tied for best; leading a side card is behind, in words too.
    for card in ("JH", "JD", "AH"):
        assert 'data-best="yes"' in options[card]
        assert "Tied for best" in options[card]
    assert "Behind the best" in options["9C"]
    assert f'href="/analyse/?p={POSITION}"' in html


def test_a_shared_link_reproduces_the_board(client: FlaskClient) -> None:
    from_form = client.get("/analyse/", query_string={**SETUP, "full": "1"}).get_data(True)
    shared = client.get(f"/analyse/?p={POSITION}&full=1").get_data(as_text=True)
    assert rows(shared) == rows(from_form)
    assert 'value="JH JD AH KS 9C"' in shared


def test_with_htmx_a_first_estimate_then_the_proofs_looks(client: FlaskClient) -> None:
    first = client.get("/analyse/", query_string={**SETUP, "full": "1"}, headers=HTMX)
    html = first.get_data(as_text=True)
    assert 'data-samples="32"' in html
    assert 'data-status="estimate"' in html
    step = re.search(r'hx-get="(/analyse/refine\?[^"]+)"', html)
    assert step is not None
    seen = []
    url = step.group(1).replace("&amp;", "&")
    while url:
        fragment = client.get(url, headers=HTMX).get_data(as_text=True)
        assert "<html" not in fragment
        seen.append(int(re.search(r'data-samples="(\d+)"', fragment).group(1)))  # type: ignore[union-attr]
        following = re.search(r'hx-get="(/analyse/refine\?[^"]+)"', fragment)
        url = following.group(1).replace("&amp;", "&") if following else ""
    assert seen == [256, 512, 1024]
    assert 'data-finished="yes"' in fragment


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"hand": "JH JD AH KS"}, "hand"),
        ({"hand": "JH JD AH KS ZZ"}, "hand"),
        ({"trick": "1 AS"}, "trick"),
        ({"trick": "1: AS"}, "trick"),
        ({"history": "0: 9C TC QC"}, "history"),
        ({"seat": "7"}, "seat"),
        ({"scores": "three four"}, "scores"),
        ({"kind": "order-up", "upcard": ""}, "upcard"),
    ],
)
def test_an_impossible_setup_is_refused_field_by_field(
    client: FlaskClient, change: dict[str, str], field: str
) -> None:
    response = client.get("/analyse/", query_string={**SETUP, **change, "full": "1"})
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert f'data-field-error="{field}"' in html
    assert f'id="board-{field}-error"' in html
    assert "board-analysis" not in html


@pytest.mark.parametrize(
    "string",
    ["x", "k", "hJ", "s99", "p9JH", "vmartian_s0", "kbest-play_otarget.x_s0", "c0" + "JH" * 300],
)
def test_a_broken_position_string_is_422(client: FlaskClient, string: str) -> None:
    assert client.get("/analyse/", query_string={"p": string}).status_code == 422


# 32 is the first estimate's look (polled while it waits in the queue); 33 is no look.
@pytest.mark.parametrize("n", ["33", "7", "", "1024x"])
def test_refine_only_at_the_proofs_looks(client: FlaskClient, n: str) -> None:
    response = client.get("/analyse/refine", query_string={"p": POSITION, "n": n})
    assert response.status_code == 422


def test_the_board_speaks_korean(client: FlaskClient) -> None:
    html = client.get(f"/analyse/?p={POSITION}&full=1", headers={"Accept-Language": "ko"}).get_data(
        as_text=True
    )
    assert '<html lang="ko">' in html
    assert "분석" in html
    assert "Analysis board" not in html


@pytest.mark.parametrize("item", engine_judged_items()[::50], ids=lambda item: item["id"])
def test_the_position_string_keeps_a_bank_items_position(item: dict[str, Any]) -> None:
    fields = read_position(posted_position(item))
    assert read_position(codec.decode(codec.encode(fields))) == fields


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="kvsdmaDtuUxzhgpcrbBno0123456789.-_SHDCJQKAT9", max_size=60))
def test_no_string_breaks_the_decoder(text: str) -> None:
    try:
        fields = read_position(codec.decode(text))
    except ValueError:
        return
    assert read_position(codec.decode(codec.encode(fields))) == fields


def test_a_card_play_quotes_the_rule_that_fits_with_its_lesson(real_app: Any) -> None:
    client = real_app.test_client()
    html = client.get(f"/analyse/?p={POSITION}&full=1").get_data(as_text=True)
    reasons = dict(re.findall(r'<li data-reason="(\w+)">(.*?)</li>', html, re.S))
    # Leading trump when your side made it: the quizzes' own sentence and lesson link.
    assert {"JH", "JD", "AH"} <= set(reasons)
    assert "lead a trump" in reasons["JH"]
    assert 'href="/lessons/' in reasons["JH"]
    assert "9C" not in reasons


def test_show_all_hands_on_the_board(client: FlaskClient) -> None:
    form = {
        **SETUP,
        "hand": "9C TC",
        "history": "0: JH 9S 9D 9H\n0: JD TS TD QH\n0: AH QS QD QC",
        "hands": "0: 9C TC\n1: KS AS\n2: KD AD\n3: KC AC",
    }
    html = client.get("/analyse/", query_string={**form, "full": "1"}).get_data(as_text=True)
    assert 'data-status="exact"' in html
    assert 'data-samples="1"' in html
    assert set(rows(html)) == {"9C", "TC"}
    link = re.search(r'href="/analyse/\?p=([^"]+)" data-share', html)
    assert link is not None
    assert "_H3KCAC" in link.group(1)
    shared = client.get(f"/analyse/?p={link.group(1)}").get_data(as_text=True)
    assert 'data-status="exact"' in shared
    assert "3: KC AC" in shared


def test_a_classes_house_rules_apply_and_travel_in_the_link(app: Any, auth: Any) -> None:
    from tutor.classes import services
    from tutor.extensions import db
    from tutor.models import User

    auth.register("ms.han", role="teacher")
    with app.app_context():
        teacher = db.session.query(User).filter_by(username="ms.han").one()
        classroom = services.create_class(teacher, "Class 5", "standard", {"target": 5})
        class_id = classroom.id
    client = auth.client
    form = {**SETUP, "rules": str(class_id), "full": "1"}
    page = client.get("/analyse/").get_data(as_text=True)
    assert "The rules of Class 5" in page
    html = client.get("/analyse/", query_string=form).get_data(as_text=True)
    link = re.search(r'href="/analyse/\?p=([^"]+)" data-share', html)
    assert link is not None
    assert "_otarget.5" in link.group(1)
    # Someone else's class: refused, nothing analysed.
    auth.logout()
    refused = client.get("/analyse/", query_string=form)
    assert refused.status_code == 422
    assert 'data-field-error="rules"' in refused.get_data(as_text=True)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.sampled_from(
            [
                "kbest-play",
                "korder-up",
                "kname-trump",
                "kdiscard",
                "kbid-amount",
                "vbid",
                "vthree-hand",
                "vbritish",
                "s0",
                "s2",
                "d1",
                "d3",
                "m0",
                "m1",
                "a",
                "D2",
                "tH",
                "tNL",
                "U9H",
                "uJS",
                "xQD",
                "hJHJDAHKS9C",
                "h9CTC",
                "hASKH",
                "p0JH9S9D9H",
                "p1TCADQCKC",
                "c2AS",
                "r1",
                "r2",
                "b5",
                "B04",
                "B1-",
                "n3.4",
                "H19SKS",
                "zS",
            ]
        ),
        max_size=10,
    )
)
def test_any_position_string_gets_a_page_never_a_500(segments: list[str]) -> None:
    client = _page_client()
    response = client.get("/analyse/", query_string={"p": "_".join(segments), "full": "0"})
    assert response.status_code in (200, 422, 429)


_page_clients: list[FlaskClient] = []


def _page_client() -> FlaskClient:
    """One app for the whole property run, made on a database of its own."""
    if not _page_clients:
        import tempfile
        from pathlib import Path

        from tests.conftest import make_config
        from tutor import create_app

        folder = Path(tempfile.mkdtemp(prefix="board-fuzz-"))
        app = create_app(make_config(folder / "fuzz.sqlite", RATELIMIT_ENABLED=False))
        _page_clients.append(app.test_client())
    return _page_clients[0]
