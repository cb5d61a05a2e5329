"""Languages: the browser's choice, ?lang= remembered, and a complete Korean catalogue."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po
from flask import Flask
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
        # Korean may name a value twice (a card with two particles) or leave out one the
        # English needs (best-play's "Compared with %(answer)s:" is "나머지 선택지:"), but
        # never one the English does not pass: it would not format.
        assert set(PLACEHOLDER.findall(str(message.string))) <= set(
            PLACEHOLDER.findall(str(message.id))
        ), message.id


def test_the_compiled_catalogue_matches_the_po_file() -> None:
    with KO_PO.open("rb") as handle:
        po = {(m.context, m.id): m.string for m in read_po(handle) if m.id}
    with KO_MO.open("rb") as handle:
        mo = {(m.context, m.id): m.string for m in read_mo(handle) if m.id}
    assert mo == po


def test_the_catalogue_holds_every_message_in_the_code(tmp_path: Path) -> None:
    pot = tmp_path / "messages.pot"
    extract_messages(pot)
    with pot.open("rb") as handle:
        wanted = {m.id for m in read_po(handle) if m.id}
    with KO_PO.open("rb") as handle:
        have = {m.id for m in read_po(handle) if m.id}
    assert wanted - have == set(), "run `flask --app tutor translate update` and translate"


def _labels(html: str) -> list[str]:
    return re.findall(r'aria-label="([^"]+)"', html)


def test_cached_card_labels_follow_the_locale_back_and_forth(client: FlaskClient) -> None:
    # Card labels are cached per (language, card, trump, contract) in the process: the same
    # page asked in turn in each language must still get each language's own labels.
    lesson = "/lessons/demo-bowers"
    for _ in range(2):
        english = client.get(f"{lesson}?lang=en").get_data(as_text=True)
        korean = client.get(f"{lesson}?lang=ko").get_data(as_text=True)
        assert "jack of diamonds, left bower" in _labels(english)
        assert "jack of hearts, right bower" in _labels(english)
        assert "다이아몬드 잭, 레프트 바우어" in _labels(korean)
        assert not any("bower" in label for label in _labels(korean))
        assert not any("바우어" in label for label in _labels(english))
    item = "/quizzes/trick-winner-demo/1"
    english = _labels(client.get(f"{item}?lang=en").get_data(as_text=True))
    korean = _labels(client.get(f"{item}?lang=ko").get_data(as_text=True))
    # Before the answer no label names a bower (hearts trump: JD would be the left one).
    assert {"ace of diamonds", "jack of diamonds", "king of diamonds"} <= set(english)
    assert {"다이아몬드 에이스", "다이아몬드 잭", "다이아몬드 킹"} <= set(korean)
    assert "jack of diamonds, left bower" not in english


def test_card_labels_name_the_role_under_the_trump(app: Flask) -> None:
    from tutor.engine import Suit, parse_card
    from tutor.web.cards import card_face, suit_name

    cases = [
        ("JD", Suit.HEARTS, "jack of diamonds, left bower", "다이아몬드 잭, 레프트 바우어"),
        ("JH", Suit.HEARTS, "jack of hearts, right bower", "하트 잭, 라이트 바우어"),
        ("AH", Suit.HEARTS, "ace of hearts, trump", "하트 에이스, 으뜸패"),
        ("JD", Suit.SPADES, "jack of diamonds", "다이아몬드 잭"),
        ("TC", None, "ten of clubs", "클럽 10"),
    ]
    for lang in ("en", "ko", "en"):
        with app.test_request_context(f"/?lang={lang}"):
            for code, trump, english, korean in cases:
                face = card_face(code, trump)
                assert face.label == (korean if lang == "ko" else english), (lang, code)
                assert card_face(parse_card(code), trump) == face
            assert suit_name(Suit.HEARTS) == ("하트" if lang == "ko" else "hearts")
    with app.test_request_context("/?lang=en"):
        assert card_face("JD", "H").bower == "left"
        assert card_face("JD", None).bower is None


class _AnyValue(dict[str, object]):
    def __missing__(self, key: str) -> object:
        return 1  # fits %(name)s and %(name)d alike


def test_every_korean_message_formats_where_its_english_does() -> None:
    # Templates format every message (Jinja's newstyle gettext: ``text % variables``), so
    # a lone "%" in a translation, like "정답률(%)", is a 500 on the page that shows it.
    classes_po = ROOT / "tutor/classes/translations/ko/LC_MESSAGES/messages.po"
    for path in (KO_PO, classes_po):
        with path.open("rb") as handle:
            catalogue = read_po(handle)
        for message in catalogue:
            if not message.id:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for english in ids:
                str(english) % _AnyValue()  # the English formats
            for korean in strings:
                try:
                    str(korean) % _AnyValue()
                except (ValueError, TypeError) as error:
                    message_id = ids[0]
                    raise AssertionError(f"{message_id!r} -> {korean!r}: {error}") from None


def test_the_korean_catalogues_use_the_course_terms() -> None:
    """The interface's Korean is read beside the lessons: held to lessons/ko-style.toml,
    as the lessons and the quiz text are (테이크업, not 집어 들다; 판, not 핸드 …)."""
    import tomllib

    style = tomllib.loads((ROOT / "lessons/ko-style.toml").read_text(encoding="utf-8"))
    rules = [
        (re.compile(re.escape(rule["text"]) if "text" in rule else rule["pattern"]), rule["why"])
        for rule in style["ko"]
    ]
    broken = []
    for po in (KO_PO, ROOT / "tutor/classes/translations/ko/LC_MESSAGES/messages.po"):
        with po.open("rb") as handle:
            catalogue = read_po(handle)
        for message in catalogue:
            texts = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in texts:
                for regex, why in rules:
                    if text and regex.search(text):
                        broken.append(f"{po.parent.parent.parent.name}: {text!r} ({why})")
    assert broken == []
