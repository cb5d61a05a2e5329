"""The joker is named one way in every quiz text, the course's: the Benny, 베니
(lessons/*/british-euchre.md, the glossary). "Joker" and 조커 appear only as its gloss in
parentheses, "the Benny (joker)", "베니(조커)" (issue 30: the calling explanations said
"Benny" while the feedback and best-play-british said "Joker")."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

import pytest

from tutor.engine import parse_card
from tutor.engine.explain import Reason, describe
from tutor.quiz.bank import load_catalogue
from tutor.web.explanation import explanation_texts

CATALOGUE = load_catalogue()
# The joker named bare: "Joker", "the joker", 조커; not the gloss "(joker)", "(조커)".
JOKER_EN = re.compile(r"(?<!\()\b(?:the )?joker\b(?!\))", re.IGNORECASE)
JOKER_KO = re.compile(r"(?<!\()조커(?!\))")


def _stored_texts(data: Mapping[str, Any], lang: str) -> list[str]:
    texts = []
    for field in ("prompt", "explanation", "counter_note"):
        value = data.get(field)
        if isinstance(value, dict) and isinstance(value.get(lang), str):
            texts.append(value[lang])
    labels = data.get("choice_labels") or {}
    texts += [str(label[lang]) for label in labels.values() if lang in label]
    return texts


def joker_named_bare(data: Mapping[str, Any]) -> list[str]:
    """Each text of an item, stored or rendered, that names the joker other than the Benny."""
    rendered = explanation_texts(dict(data))
    found = []
    for lang, rule in (("en", JOKER_EN), ("ko", JOKER_KO)):
        for text in [*_stored_texts(data, lang), rendered[lang]]:
            match = rule.search(text)
            if match:
                found.append(f"{data['id']} {lang}: {match.group(0)!r} in {text[:90]!r}")
    return found


JOKER_SETS = sorted(
    s.id for s in CATALOGUE if any('"JO"' in json.dumps(dict(i.data)) for i in s.items)
)


@pytest.mark.parametrize("set_id", JOKER_SETS)
def test_every_quiz_text_names_the_joker_the_benny(set_id: str) -> None:
    quiz_set = next(s for s in CATALOGUE if s.id == set_id)
    found = [line for item in quiz_set.items for line in joker_named_bare(item.data)]
    assert found == []


def test_the_sets_with_the_joker_are_the_british_and_joker_sets() -> None:
    assert {"best-play-british", "legal-plays-joker", "trick-winner-british"} <= set(JOKER_SETS)


def test_the_check_finds_the_joker_named_bare_but_not_its_gloss() -> None:
    item = {
        "id": "t/1",
        "kind": "table-facts",
        "prompt": {"en": "Joker was led.", "ko": "조커가 리드되었습니다."},
        "counter_note": {"en": "The Benny (joker) wins.", "ko": "베니(조커)가 이깁니다."},
    }
    found = joker_named_bare(item)
    assert [line.split(":")[0] for line in found] == ["t/1 en", "t/1 ko"]


def test_the_engine_reason_lists_the_joker_as_the_benny() -> None:
    # British Euchre, diamonds led and trump: the Benny is a diamond and must follow.
    cards = (parse_card("JH"), parse_card("9D"), parse_card("JO"))
    reason = Reason("must-follow", "follow-suit", cards=cards, suit=parse_card("9D").suit)
    assert describe(reason, "ko").endswith("J♥, 9♦, 베니")
    assert describe(reason, "en").endswith("J♥, 9♦, Benny")


def test_the_catalogues_name_the_joker_the_same_way_in_both_languages() -> None:
    """Each interface message names the card in Korean as its English does: 베니 where it
    says the Benny, 조커 where it says joker (a gloss in both, "the Benny (joker)")."""
    from pathlib import Path

    from babel.messages.pofile import read_po

    import tutor

    root = Path(tutor.__file__).parent
    differ = []
    for path in root.glob("**/translations/ko/LC_MESSAGES/messages.po"):
        with path.open("rb") as handle:
            catalogue = read_po(handle)
        for message in catalogue:
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            english = " ".join(str(text) for text in ids).lower()
            korean = " ".join(str(text or "") for text in strings)
            if ("benny" in english) != ("베니" in korean) or ("joker" in english) != (
                "조커" in korean
            ):
                differ.append(english[:80])
    assert differ == []
