"""One Korean word for the dealer's turn-down (issue 10): the lessons and round two's
narrative say 엎다 ("딜러가 턴업을 엎습니다", "딜러가 엎은 클럽", lessons/ko-style.toml), and
the round-one decision and its button said 턴다운 ("패스(턴다운)", "턴다운합니다"). The button,
the explanation that refers to it and the lessons now say 엎다; the glossary alone glosses
it, 엎기(턴다운). Checked over every committed bank and every Korean lesson."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator, Mapping
from typing import Any

from tutor.course.curriculum import default_lessons_dir, load_lessons
from tutor.quiz.bank import load_catalogue
from tutor.web.explanation import explanation_texts
from tutor.web.labels import option_label
from tutor.web.text import _, in_language

CATALOGUE = load_catalogue()
ITEMS = [dict(i.data) for s in CATALOGUE for i in s.items]
BUTTON = "패스(엎기)"


def _korean(value: Any) -> Iterator[str]:
    """Every Korean string in an item: prompt, explanation, labels, notes."""
    if isinstance(value, Mapping):
        for key, inner in value.items():
            if key == "ko" and isinstance(inner, str):
                yield inner
            else:
                yield from _korean(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _korean(inner)


def _style_rule() -> re.Pattern[str]:
    style = tomllib.loads((default_lessons_dir() / "ko-style.toml").read_text(encoding="utf-8"))
    patterns = [r["pattern"] for r in style["ko_quiz"] if r.get("pattern") == "턴다운"]
    assert patterns, "ko-style.toml states the turn-down rule"
    return re.compile(patterns[0])


def test_no_quiz_text_says_tundown() -> None:
    rule = _style_rule()
    wrong = [
        item["id"] for item in ITEMS for text in _korean(item) if rule.search(text) is not None
    ]
    assert wrong == []


def test_the_dealer_s_button_and_its_explanation_say_the_same_word() -> None:
    seen = 0
    for item in ITEMS:
        if option_label(item, "pass", "en") != "Turn it down":
            continue
        seen += 1
        assert option_label(item, "pass", "ko") == BUTTON, item["id"]
        ko = explanation_texts(item)["ko"]
        if item["answer"] == ["pass"]:
            # The answer's sentence and its "최선: 패스(엎기)." say the button's words (패스,
            # 엎다), never another.
            assert f"최선: {BUTTON}." in ko, item["id"]
            assert re.search(r"엎(습니다|는|은)|패스합니다", ko.replace(BUTTON, "")), item["id"]
    assert seen > 50


def test_the_lessons_say_eopda_and_the_glossary_glosses_it() -> None:
    lessons = load_lessons("ko")
    assert lessons
    wrong = []
    for lesson in lessons:
        text = lesson.path.read_text(encoding="utf-8")
        if lesson.path.stem == "glossary":
            text = text.replace("엎기(턴다운)", "")
        if "턴다운" in text:
            wrong.append(lesson.path.name)
    assert wrong == []
    glossary = (default_lessons_dir() / "ko" / "glossary.md").read_text(encoding="utf-8")
    assert "| turn down | 엎기(턴다운) |" in glossary


def test_the_interface_and_the_play_page_say_eopda_too() -> None:
    """The play page's coach offered "패스(턴다운)" and asked "턴다운할까요?" after the quiz
    buttons had moved to 엎기: every Korean interface text says the one word."""
    from pathlib import Path

    from babel.messages.pofile import read_po

    import tutor
    from tutor.play import coach

    root = Path(tutor.__file__).parent
    for catalogue in root.glob("**/translations/ko/LC_MESSAGES/messages.po"):
        with catalogue.open("rb") as po:
            for message in read_po(po):
                texts = message.string if isinstance(message.string, tuple) else (message.string,)
                assert not any("턴다운" in (text or "") for text in texts), message.id
    source = Path(coach.__file__).read_text(encoding="utf-8")
    assert "턴다운" not in source
    with in_language("ko"):
        assert _("Turn it down") == "패스(엎기)"  # the coach's label (tutor.play.sayings)
