"""Every engine-judged call of the committed banks says how its deals were drawn (issue 33,
as the card plays do in test_heard_words.py): "each drawn as often as it would lead to the
calls made" exactly when its proof heard a call by another seat, the plain words
otherwise, in English and Korean."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from tutor.quiz import QuizSet, load_catalogue
from tutor.quiz.kinds.variant_calls.call import call_from_item
from tutor.web.explanation import explanation_text

CALLING_KINDS = (
    "order-up",
    "name-trump",
    "discard",
    "go-alone",
    "defend-alone",
    "three-hand-call",
    "british-call",
)
HEARD = {
    "en": "deals of the unseen cards, each drawn as often as it would lead to the calls made",
    "ko": "지금까지 나온 콜과 패스가 나올 확률에 비례하게 뽑아",
}
PLAIN = {"en": "deals of the unseen cards", "ko": "보이지 않는 카드를"}

CALL_SETS = [
    quiz_set
    for quiz_set in load_catalogue()
    if any(item.data.get("kind") in CALLING_KINDS for item in quiz_set.items)
]


def _someone_spoke_first(item: Mapping[str, Any]) -> bool:
    """Whether another seat called or passed before the learner's decision: the dealer's
    discard and a defence follow the maker's call, a round-two decision every round-one
    pass; in round one, anyone but the first to speak heard passes (a turned Benny's
    dealer decides at once, hearing nothing)."""
    kind = item["kind"]
    if kind in ("discard", "defend-alone"):
        return True
    if kind in ("three-hand-call", "british-call"):
        call = call_from_item(item)
        return not call.benny and (call.round == 2 or call.order()[0] != call.seat)
    return int(item["round"]) == 2 or (int(item["dealer"]) + 1) % 4 != int(item["seat"])


def _heard(item: Mapping[str, Any]) -> bool:
    return item.get("calling_model") not in (None, "uniform") and _someone_spoke_first(item)


@pytest.mark.parametrize("quiz_set", CALL_SETS, ids=lambda quiz_set: quiz_set.id)
def test_a_call_says_its_deals_heard_the_calls_exactly_when_they_did(quiz_set: QuizSet) -> None:
    items = [item.data for item in quiz_set.items if item.data.get("kind") in CALLING_KINDS]
    for item in items:
        heard = _heard(item)
        for lang in ("en", "ko"):
            text = explanation_text(item, lang)
            if PLAIN[lang] not in text and HEARD[lang] not in text:
                continue  # an explanation that states no deals (a counter-example's rule)
            assert (HEARD[lang] in text) == heard, (item["id"], lang, text)
            if not heard:
                assert PLAIN[lang] in text, (item["id"], lang, text)


def test_the_banks_hold_calls_of_both_readings_in_every_calling_kind_that_hears() -> None:
    items = [
        item.data
        for quiz_set in CALL_SETS
        for item in quiz_set.items
        if item.data.get("kind") in CALLING_KINDS
    ]
    heard_kinds = {item["kind"] for item in items if _heard(item)}
    assert heard_kinds == set(CALLING_KINDS)
    assert any(not _heard(item) for item in items)
