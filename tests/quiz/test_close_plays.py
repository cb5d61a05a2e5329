"""A card play the fresh deals prove by only a thin lead says so (issue 10 review: only the
Bid calling kinds had a "close" wording, so best-play items with a lead of a fifth of a
point were taught as clearly best). Over every stored best-play item and puzzle move."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from flask import Flask

from tutor.quiz.bank import load_catalogue
from tutor.quiz.kinds import puzzle
from tutor.quiz.kinds.best_play import CLOSE_PLAY, CLOSE_PLAY_BID, is_close_play
from tutor.quiz.kinds.best_play.fact_types import Close
from tutor.web.explanation import explanation_texts, render_fact
from tutor.web.text import in_language

CLOSE_EN = "It is close: "
CLOSE_KO = "이번에는 차이가 크지 않습니다"


def _plays() -> Iterator[tuple[str, bool, Mapping[str, Any]]]:
    """(id, whether Bid Euchre, the play's fields) for every proven card play stored."""
    for quiz_set in load_catalogue():
        for item in quiz_set.items:
            data = item.data
            bid = str(data.get("variant", "")).startswith("bid")
            if item.kind == "best-play":
                yield item.id, bid, data
            elif item.kind == "puzzle":
                # Each move read as the best-play item it was proven as (its position).
                for number, move in enumerate(puzzle.move_items(data), 1):
                    yield f"{item.id}#{number}", bid, move


PLAYS = list(_plays())


def test_there_are_plays_to_check() -> None:
    assert len(PLAYS) > 500


@pytest.mark.parametrize(("play_id", "bid", "play"), PLAYS, ids=[p[0] for p in PLAYS])
def test_a_thin_lead_reads_close_and_a_clear_one_does_not(
    play_id: str, bid: bool, play: Mapping[str, Any]
) -> None:
    confirm = play.get("confirm")
    assert confirm is not None, play_id
    explanation = explanation_texts(play)
    close = is_close_play(confirm, bid=bid)
    assert (CLOSE_EN in explanation["en"]) is close, (play_id, confirm)
    assert (CLOSE_KO in explanation["ko"]) is close, (play_id, confirm)
    if close:
        # The figures it quotes are the stored proof's.
        assert f"by {float(confirm['margin']):.2f} points a hand" in explanation["en"]
        assert f"the lead is at least {float(confirm['lower_bound']):.2f}" in explanation["en"]
        assert f"{float(confirm['lower_bound']):.2f}점뿐입니다" in explanation["ko"]


def test_the_close_rule_and_its_bid_scale() -> None:
    plain = {"margin": 0.3, "lower_bound": 0.21, "samples": 256}
    assert not is_close_play(plain, bid=False)
    assert is_close_play({**plain, "lower_bound": 0.19}, bid=False)
    assert is_close_play({**plain, "margin": 0.24}, bid=False)
    # A hand of Bid Euchre scores about twice a knock game's: so do its thresholds.
    assert is_close_play(plain, bid=True)
    assert not is_close_play({"margin": 0.6, "lower_bound": 0.45, "samples": 256}, bid=True)
    assert (2 * CLOSE_PLAY[0], 2 * CLOSE_PLAY[1]) == CLOSE_PLAY_BID
    assert not is_close_play(None, bid=False)


def test_the_close_sentence_names_the_cards_with_their_particles(app: Flask) -> None:
    fact = Close("QH", "AH", 0.34, 0.18)
    item = {"kind": "best-play", "variant": "standard", "seat": 0}
    with app.test_request_context():
        with in_language("en"):
            en = render_fact(fact, item, "en")
        with in_language("ko"):
            ko = render_fact(fact, item, "ko")
    assert en.startswith("It is close: the Q♥ leads the A♥ by 0.34 points a hand")
    assert "Q♥은 A♥보다 한 판 평균 0.34점 앞서고" in ko
    assert ko.endswith("그래도 Q♥이 조금이나마 더 나은 카드입니다.")
