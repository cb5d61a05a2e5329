"""Every engine-judged card play of the committed banks says how its deals were drawn
(issue 33): "each drawn as often as it would lead to the calls made" (the bids, in Bid
Euchre) exactly when its proof heard the calls, the plain words otherwise."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from tutor.analysis.hearing import implied_calls
from tutor.analysis.position import item_variant, view_from_item
from tutor.quiz import QuizSet, load_catalogue
from tutor.quiz.explaining import stored_facts
from tutor.quiz.kinds.best_play.fact_types import Value
from tutor.quiz.kinds.puzzle import move_items
from tutor.web.explanation import explanation_text

HEARD = {
    "en": "deals of the cards you cannot see, each drawn as often as it would lead to the ",
    "ko": "패스가 나올 확률에 비례하게 뽑아",
}
PLAIN = {"en": "deals of the cards you cannot see, ", "ko": "보이지 않는 카드의 배치"}
HEARD_WHAT = {
    ("en", False): "lead to the calls made, ",
    ("en", True): "lead to the bids made, ",
    ("ko", False): "지금까지 나온 콜과 패스가",
    ("ko", True): "지금까지 나온 비드와 패스가",
}

PLAY_SETS = [
    quiz_set
    for quiz_set in load_catalogue()
    if any(item.data.get("kind") in ("best-play", "puzzle") for item in quiz_set.items)
]


def _card_plays(quiz_set: QuizSet) -> list[Mapping[str, Any]]:
    """Each best-play item, and each hand puzzle's move as the item it was proven as."""
    plays: list[Mapping[str, Any]] = []
    for item in quiz_set.items:
        if item.data.get("kind") == "best-play":
            plays.append(item.data)
        elif item.data.get("kind") == "puzzle":
            plays.extend(move_items(item.data))
    return plays


def _heard(play: Mapping[str, Any]) -> bool:
    """The proof heard the calls: a calling model, and a call by another seat to hear."""
    if play.get("calling_model") in (None, "uniform"):
        return False
    view = view_from_item(play)
    calls = implied_calls(view) or ()
    return any(call.seat != view.seat for call in calls)


@pytest.mark.parametrize("quiz_set", PLAY_SETS, ids=lambda quiz_set: quiz_set.id)
def test_a_card_play_says_its_deals_heard_the_calls_exactly_when_they_did(
    quiz_set: QuizSet,
) -> None:
    plays = _card_plays(quiz_set)
    assert plays
    for play in plays:
        heard, bids = _heard(play), item_variant(play).is_bid
        values = [fact for fact in stored_facts(play) or () if isinstance(fact, Value)]
        for lang in ("en", "ko"):
            text = explanation_text(play, lang)
            if not values:
                assert PLAIN[lang] not in text, (play["id"], lang, text)
                continue  # a certain answer states no deals
            assert PLAIN[lang] in text, (play["id"], lang, text)
            assert (HEARD[lang] in text) == heard, (play["id"], lang, text)
            assert (HEARD_WHAT[lang, bids] in text) == heard, (play["id"], lang, text)


def test_the_banks_hold_card_plays_of_both_readings() -> None:
    plays = [play for quiz_set in PLAY_SETS for play in _card_plays(quiz_set)]
    heard = [play for play in plays if _heard(play)]
    assert heard
    assert len(heard) < len(plays)
    assert any(item_variant(play).is_bid for play in heard)
