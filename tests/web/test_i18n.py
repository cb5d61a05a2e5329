"""Languages: the browser's choice, ?lang= remembered, and a complete Korean catalogue."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po
from flask.testing import FlaskClient

from tutor.web.translate import extract_messages

ROOT = Path(__file__).parents[2]
KO_PO = ROOT / "tutor/translations/ko/LC_MESSAGES/messages.po"
KO_MO = KO_PO.with_suffix(".mo")
PLACEHOLDER = re.compile(r"%\(\w+\)s|%%")


def test_the_browser_language_is_followed(client: FlaskClient) -> None:
    korean = client.get("/", headers={"Accept-Language": "ko-KR,ko;q=0.9,en;q=0.5"})
    assert '<html lang="ko">' in korean.get_data(as_text=True)
    assert "레슨" in korean.get_data(as_text=True)
    english = client.get("/", headers={"Accept-Language": "fr, en;q=0.5"})
    assert '<html lang="en">' in english.get_data(as_text=True)


def test_lang_parameter_overrides_and_is_remembered(client: FlaskClient) -> None:
    english_browser = {"Accept-Language": "en"}
    client.get("/?lang=ko", headers=english_browser)
    later = client.get("/quizzes/", headers=english_browser).get_data(as_text=True)
    assert '<html lang="ko">' in later
    assert "퀴즈" in later
    client.get("/?lang=en", headers=english_browser)
    assert '<html lang="en">' in client.get("/quizzes/").get_data(as_text=True)


def test_unknown_lang_parameter_is_ignored(client: FlaskClient) -> None:
    html = client.get("/?lang=xx", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert '<html lang="en">' in html


def test_the_header_switch_keeps_the_page_and_its_query(client: FlaskClient) -> None:
    html = client.get("/quizzes/trick-winner-demo/1?x=1").get_data(as_text=True)
    assert 'href="/quizzes/trick-winner-demo/1?x=1&amp;lang=ko"' in html
    korean = client.get("/quizzes/trick-winner-demo/1?lang=ko").get_data(as_text=True)
    assert 'href="/quizzes/trick-winner-demo/1?lang=en"' in korean


def test_quiz_text_and_card_labels_are_korean(client: FlaskClient) -> None:
    html = client.get("/quizzes/trick-winner-demo/1?lang=ko").get_data(as_text=True)
    assert "하트가 트럼프입니다." in html
    assert 'aria-label="다이아몬드 잭"' in html
    lesson = client.get("/lessons/demo-bowers?lang=ko").get_data(as_text=True)
    assert 'aria-label="다이아몬드 잭, 레프트 바우어"' in lesson
    assert "트럼프" in html


def test_every_message_has_a_korean_translation() -> None:
    with KO_PO.open("rb") as handle:
        catalogue = read_po(handle)
    messages = [message for message in catalogue if message.id]
    assert len(messages) > 100
    for message in messages:
        assert message.string, f"no Korean for {message.id!r}"
        assert "fuzzy" not in message.flags, message.id
        assert sorted(PLACEHOLDER.findall(str(message.id))) == sorted(
            PLACEHOLDER.findall(str(message.string))
        ), message.id


def test_the_compiled_catalogue_matches_the_po_file() -> None:
    with KO_PO.open("rb") as handle:
        po = {m.id: m.string for m in read_po(handle) if m.id}
    with KO_MO.open("rb") as handle:
        mo = {m.id: m.string for m in read_mo(handle) if m.id}
    assert mo == po


def test_the_catalogue_holds_every_message_in_the_code(tmp_path: Path) -> None:
    pot = tmp_path / "messages.pot"
    extract_messages(pot)
    with pot.open("rb") as handle:
        wanted = {m.id for m in read_po(handle) if m.id}
    with KO_PO.open("rb") as handle:
        have = {m.id for m in read_po(handle) if m.id}
    assert wanted - have == set(), "run `flask --app tutor translate update` and translate"
