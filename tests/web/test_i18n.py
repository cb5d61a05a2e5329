"""Languages: the browser's choice, ?lang= remembered, and a complete Korean catalogue."""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.catalog import Message
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po
from flask import Flask
from flask.testing import FlaskClient

from tutor.web.translate import extract_messages
from tutor.web.words import nth

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
        # Korean may name a value twice (a card with two particles), but never one the
        # English does not pass: it would not format. (Leaving one out: see below.)
        assert set(PLACEHOLDER.findall(str(message.string))) <= set(
            PLACEHOLDER.findall(str(message.id))
        ), message.id


def test_no_korean_message_puts_a_semicolon_inside_a_sentence() -> None:
    """Korean writes no semicolon inside a sentence (review 1: "…수비 0%; 5 비드: …"):
    clauses join through ``tutor.web.text.clauses``, whose Korean separator is a slash."""
    with_semicolon = []
    for po in (KO_PO, ROOT / "tutor/classes/translations/ko/LC_MESSAGES/messages.po"):
        with po.open("rb") as handle:
            for message in read_po(handle):
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                if message.id and any(";" in (string or "") for string in strings):
                    with_semicolon.append(message.id)
    assert with_semicolon == []


def test_learner_text_joins_its_clauses_through_the_catalogue() -> None:
    """A "; " written into the code would reach a Korean sentence untranslated: the words'
    modules join clauses with ``clauses`` (the catalogue's separator)."""
    joined_by_hand = [
        f"{path.relative_to(ROOT)}:{number}"
        for folder in ("tutor/web/explanation", "tutor/play", "tutor/classes")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if '"; ".join(' in line
    ]
    assert joined_by_hand == []


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


@functools.cache
def _catalogue_rules() -> list[tuple[re.Pattern[str], str]]:
    import tomllib

    style = tomllib.loads((ROOT / "lessons/ko-style.toml").read_text(encoding="utf-8"))
    return [
        (re.compile(re.escape(rule["text"]) if "text" in rule else rule["pattern"]), rule["why"])
        for rule in [*style["ko"], *style["ko_written"]]
    ]


def _off_terms(texts: list[str]) -> list[str]:
    rules = _catalogue_rules()
    return [f"{text!r} ({why})" for text in texts for regex, why in rules if regex.search(text)]


def test_the_korean_catalogues_use_the_course_terms() -> None:
    """The interface's Korean is read beside the lessons: held to lessons/ko-style.toml,
    as the lessons and the quiz text are (테이크업, not 집어 들다; 판, not 핸드 …), and with
    the lessons to `[[ko_written]]` (a trick is taken with 가져오다, never 따다)."""
    broken = []
    for po in (KO_PO, ROOT / "tutor/classes/translations/ko/LC_MESSAGES/messages.po"):
        with po.open("rb") as handle:
            catalogue = read_po(handle)
        for message in catalogue:
            texts = message.string if isinstance(message.string, tuple) else (message.string,)
            found = _off_terms([text for text in texts if text])
            broken += [f"{po.parent.parent.parent.name}: {line}" for line in found]
    assert broken == []


def test_the_catalogue_check_finds_a_trick_taken_with_tta_da() -> None:
    """The explanations said "지금까지 딴 트릭" and "%(tricks)s을 땄으니" while the course
    says 가져오다; winning the bid (비드를 따냈습니다) and following suit (따라 냅니다) are
    other verbs."""
    assert (
        len(_off_terms(["지금까지 딴 트릭: 당신 1, 수비 팀 2.", "두 트릭을 땄으니", "더 따야"]))
        == 3
    )
    # ... and the defending side is 수비 팀, never 수비 쪽.
    assert len(_off_terms(["지금까지 가져온 트릭: 당신 1, 수비 쪽 2."])) == 1
    assert (
        _off_terms(["우리 팀이 비드를 따냈습니다.", "하트를 따라 냅니다.", "지금까지 가져온 트릭"])
        == []
    )


def _raw_entries(path: Path) -> list[tuple[str | None, str]]:
    """Each entry's (msgctxt, msgid) as the file writes it: Babel's reader merges a repeated
    entry into one without a word, so duplicates are only seen in the text itself."""
    entries: list[tuple[str | None, str]] = []
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        fields: dict[str, str] = {}
        key = None
        for line in block.splitlines():
            found = re.match(r"(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) (\".*\")$", line)
            if found:
                key = found.group(1)
                fields[key] = found.group(2)[1:-1]
            elif line.startswith('"') and key is not None:
                fields[key] += line[1:-1]
        if fields.get("msgid"):
            entries.append((fields.get("msgctxt"), fields["msgid"]))
    return entries


def test_no_message_is_in_the_korean_catalogue_twice() -> None:
    entries = _raw_entries(KO_PO)
    assert len(entries) > 1000
    repeated = sorted({entry for entry in entries if entries.count(entry) > 1}, key=str)
    assert repeated == []


def test_a_repeated_entry_is_found(tmp_path: Path) -> None:
    po = tmp_path / "messages.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n\nmsgid "Lead %(answer)s."\nmsgstr "a"\n\n'
        'msgctxt "x"\nmsgid "Lead %(answer)s."\nmsgstr "b"\n\n'
        'msgid "Lead "\n"%(answer)s."\nmsgstr "c"\n',
        encoding="utf-8",
    )
    entries = _raw_entries(po)
    assert entries == [
        (None, "Lead %(answer)s."),
        ("x", "Lead %(answer)s."),
        (None, "Lead %(answer)s."),
    ]


def _dropped(message: Message) -> set[str]:
    """The English placeholders a Korean msgstr leaves out, less those a translator comment
    (``#.``) says are unused on purpose ("%(suits)s is deliberately unused: …")."""
    english = set(PLACEHOLDER.findall(str(message.id))) - {"%%"}
    korean = set(PLACEHOLDER.findall(str(message.string)))
    notes = " ".join(message.auto_comments)
    return {p for p in english - korean if f"{p} is deliberately unused" not in notes}


def test_no_korean_message_drops_what_the_english_says() -> None:
    # msgfmt --check refuses a dropped placeholder too: one that leaves out what its English
    # names (the card a winner beats, the card the others are compared with) says less.
    with KO_PO.open("rb") as handle:
        catalogue = read_po(handle)
    dropped = {
        str(m.id): sorted(_dropped(m)) for m in catalogue if m.id and not isinstance(m.id, tuple)
    }
    assert {key: value for key, value in dropped.items() if value} == {}


def test_a_dropped_placeholder_needs_a_note_saying_so() -> None:
    bare = Message("Compared with %(answer)s: %(clauses)s.", "나머지 선택지: %(clauses)s.")
    assert _dropped(bare) == {"%(answer)s"}
    noted = Message(
        bare.id, bare.string, auto_comments=["%(answer)s is deliberately unused: named before."]
    )
    assert _dropped(noted) == set()


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not installed")
def test_gnu_msgfmt_checks_the_korean_catalogue() -> None:
    msgfmt = shutil.which("msgfmt")
    assert msgfmt is not None
    result = subprocess.run(  # noqa: S603 (our own catalogue, a fixed command)
        [msgfmt, "--check", "-o", "/dev/null", str(KO_PO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr


def test_a_decision_is_counted_with_a_korean_ordinal_and_only_once() -> None:
    # The Korean reads "첫 번째 결정" (``ordinal``), never "1번째 결정"; the msgstr adds no
    # 번째 of its own, or the feedback would read "첫 번째번째 결정".
    assert (nth(1, "ko"), nth(4, "ko"), nth(11, "ko"), nth(1, "en")) == (
        "첫 번째",
        "네 번째",
        "11번째",
        "1",
    )
    with KO_PO.open("rb") as handle:
        catalogue = read_po(handle)
    decisions = {
        str(m.id): str(m.string) for m in catalogue if str(m.id).startswith("Decision %(n")
    }
    assert decisions["Decision %(number)s:"] == "%(number)s 결정:"
    assert all("번째" not in korean for korean in decisions.values()), decisions
