"""Issue 30: Bid Euchre's best play asks no-trump contracts too, high and low (most
declared contracts of bid-declare are no-trump); items added to a bank take theme
numbers of their own, leaving the themes of the items before them where they were."""

from __future__ import annotations

from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds.base import Spec
from tutor.web.explanation import explanation_texts

BID = [item.data for item in load_catalogue()["best-play-bid"].items]


def test_pinned_themes_take_their_numbers_and_leave_the_others_turns() -> None:
    spec = Spec(
        "best-play",
        "bid",
        1,
        themes=("lead-trump-as-maker", "win-cheaply", "no-trump-low"),
        options={"numbered_themes": {"no-trump-low": [5, 6]}},
    )
    assert [spec.theme_for(n) for n in range(1, 8)] == [
        "lead-trump-as-maker",
        "win-cheaply",
        "lead-trump-as-maker",
        "win-cheaply",
        "no-trump-low",
        "no-trump-low",
        "lead-trump-as-maker",
    ]


def test_best_play_bid_plays_no_trump_high_and_low() -> None:
    high = [item for item in BID if "no-trump-high" in item["themes"]]
    low = [item for item in BID if "no-trump-low" in item["themes"]]
    assert len(high) >= 4
    assert len(low) >= 4
    for item in high + low:
        assert item["trump"] is None, item["id"]
        assert item["principle"] is not None, item["id"]
    for item in low:
        assert item["no_trump"] == "low", item["id"]
        assert "the 9 is the strongest card of each suit" in explanation_texts(item)["en"]
    for item in high:
        assert item["no_trump"] == "high", item["id"]
        assert "No-trump high: ace is best." in explanation_texts(item)["en"]
