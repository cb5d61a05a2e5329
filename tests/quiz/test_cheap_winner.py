"""When "win as cheaply as you can" gives way: a player still to act could beat the cheapest
winner with an unseen card, but not a stronger winner of yours (``principles.beaters``,
``principles.cheap_winner_threats``).

Positions are spelled in card codes; seat 2 is "you", seat 0 your partner, seat 3 the left
opponent (playing after you) and seat 1 the right opponent.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from flask import Flask

from tutor.analysis.position import view_from_item
from tutor.engine import parse_card
from tutor.quiz import principles
from tutor.quiz.kinds import ItemCheckError, best_play
from tutor.quiz.kinds.best_play.generation import _fits_item
from tutor.quiz.kinds.best_play.note_facts import SaferWinnerNote, _safer_winner_fact
from tutor.quiz.principles import Situation
from tutor.web.explanation import counter_note_text, render_fact
from tutor.web.text import in_language

# Hearts trump. Your partner's J♥ drew a round of trumps in which the left opponent showed
# out (the 9♣); now your partner leads the 9♠ and the right opponent's 10♠ is winning.
TRUMP_ROUND = [[(0, "JH"), (1, "9H"), (2, "TH"), (3, "9C")]]
SPADES = [(0, "9S"), (1, "TS")]


def situation(
    hand: list[str],
    *,
    trick: list[tuple[int, str]] = SPADES,
    history: list[list[tuple[int, str]]] = TRUMP_ROUND,
    trump: str = "H",
    dealer: int = 3,
    maker: int = 0,
    upcard: str = "9D",
    upcard_taken: bool = False,
    discard: str | None = None,
) -> Situation:
    item: dict[str, Any] = {
        "kind": "best-play",
        "variant": "standard",
        "trump": trump,
        "no_trump": None,
        "dealer": dealer,
        "maker": maker,
        "alone": False,
        "seat": 2,
        "upcard": upcard,
        "upcard_taken": upcard_taken,
        "history": [[{"seat": s, "card": c} for s, c in t] for t in history],
        "trick": [{"seat": s, "card": c} for s, c in trick],
        "hand": hand,
    }
    if discard is not None:
        item["discard"] = discard
    view = view_from_item(item)
    return Situation(view.position, view.seat)


def codes(cards: list[Any]) -> list[str]:
    return [c.code for c in cards]


def test_the_ace_is_safe_where_the_king_or_queen_could_beat_your_jack() -> None:
    # The left opponent, still to play, has shown out of trump (no ruff), but may hold the
    # K♠ or Q♠, either of which beats your J♠ and neither your A♠.
    s = situation(["JS", "AS", "KD", "QD"])
    assert principles.cheapest_winner(s) == parse_card("JS")
    assert codes(principles.beaters(s, parse_card("JS"))) == ["KS", "QS"]
    assert principles.beaters(s, parse_card("AS")) == []
    assert codes(principles.cheap_winner_threats(s, parse_card("AS"))) == ["KS", "QS"]
    # The cheapest winner itself, a card that does not win, or a card of another suit: no case.
    assert principles.cheap_winner_threats(s, parse_card("JS")) == []
    assert principles.cheap_winner_threats(s, parse_card("KD")) == []


def test_no_case_where_the_stronger_winner_could_be_ruffed_too() -> None:
    # The left opponent has not shown out of trump: any trump still out beats the A♠ too.
    history = [[(0, "AC"), (1, "9C"), (2, "TC"), (3, "KC")]]
    s = situation(["JS", "AS", "KD", "QD"], history=history)
    assert "JD" in codes(principles.beaters(s, parse_card("AS")))  # the left bower ruffs
    assert principles.cheap_winner_threats(s, parse_card("AS")) == []


def test_a_player_shown_out_of_a_suit_beats_nothing_with_it() -> None:
    # The left opponent threw a club on the spade lead; the right opponent's Q♠ won, and
    # the right opponent leads the 10♥ (trump) now.
    history = [[(0, "9S"), (1, "QS"), (2, "TS"), (3, "9C")]]
    s = situation(["JH", "QH", "AS", "QD"], history=history, trick=[(1, "TH")])
    assert not principles.may_play(s, 3, parse_card("KS"))  # shown out of spades
    assert principles.may_play(s, 3, parse_card("AH"))  # not of trump
    assert codes(principles.beaters(s, parse_card("QH"))) == ["JD", "AH", "KH"]


def test_cards_out_of_play_are_never_threats() -> None:
    # The K♠ turned up and was turned down: only the Q♠ can beat your J♠.
    s = situation(["JS", "AS", "KD", "QD"], upcard="KS")
    assert codes(principles.cheap_winner_threats(s, parse_card("AS"))) == ["QS"]
    # You dealt, took the 9♦ and threw the Q♠ away: the K♠ is the only threat left.
    s = situation(
        ["JS", "AS", "KD", "9D"],
        dealer=2,
        maker=2,
        upcard_taken=True,
        discard="QS",
        history=[[(3, "9H"), (0, "QH"), (1, "AH"), (2, "TH")]],  # the right opponent won
        trick=[(1, "TS")],
    )
    spades = [c for c in codes(principles.beaters(s, parse_card("JS"))) if c.endswith("S")]
    assert spades == ["KS"]


def test_a_turn_up_counts_only_in_the_hand_of_an_opponent_still_to_play() -> None:
    # Hearts trump, the K♥ turned up. The right opponent won the club trick and leads the
    # 10♥; you hold the Q♥ and J♥, the left opponent is still to play.
    trick = [(1, "TH")]
    hand = ["QH", "JH", "KD", "QD"]
    # The right opponent dealt and took it, and has played here: no threat.
    history = [[(2, "TC"), (3, "QC"), (0, "9C"), (1, "AC")]]
    s = situation(hand, history=history, trick=trick, dealer=1, upcard="KH", upcard_taken=True)
    assert codes(principles.cheap_winner_threats(s, parse_card("JH"))) == ["JD", "AH"]
    # The left opponent took it and plays after you: it is a threat.
    history = [[(0, "9C"), (1, "AC"), (2, "TC"), (3, "QC")]]
    s = situation(hand, history=history, trick=trick, dealer=3, upcard="KH", upcard_taken=True)
    assert codes(principles.cheap_winner_threats(s, parse_card("JH"))) == ["JD", "AH", "KH"]


def test_a_partner_still_to_play_is_no_threat() -> None:
    # The right opponent leads the 10♥ into you; your partner plays last.
    history = [[(0, "9C"), (1, "AC"), (2, "TC"), (3, "QC")]]
    s = situation(["QH", "JH", "KD", "QD"], history=history, trick=[(1, "TH")])
    assert principles.still_to_play(s) == [3, 0]
    assert principles.may_play(s, 3, parse_card("AH"))
    assert not principles.may_play(s, 0, parse_card("AH"))
    assert not principles.may_play(s, 3, parse_card("9D"))  # the turned-down turn-up


# -- the counter-examples of best-play-win-cheaply ----------------------------------------


def _safer_winners() -> list[dict[str, Any]]:
    from tutor.quiz.bank import load_catalogue

    quiz_set = {s.id: s for s in load_catalogue()}["best-play-win-cheaply"]
    return [
        copy.deepcopy(item.data)
        for item in quiz_set.items
        if best_play.safer_winner_item(best_play.situation_from_item(item.data), item.data)
    ]


def test_the_set_has_its_share_of_safer_winners_each_saying_who_could_beat_the_cheap_one() -> None:
    items = _safer_winners()
    assert 10 <= len(items) <= 20  # 20-40% of 50
    for item in items:
        s = best_play.situation_from_item(item)
        answer = parse_card(item["answer"][0])
        cheap = principles.cheapest_winner(s)
        assert cheap is not None
        assert cheap != answer
        assert cheap.code in item["choices"]
        assert principles.beaters(s, answer) == []
        threats = principles.cheap_winner_threats(s, answer)
        # The note is the first line of its explanation (the first of its facts).
        note = {lang: counter_note_text(item, lang) or "" for lang in ("en", "ko")}
        # The position's fact, never a principle it does not have.
        assert f"could beat your {cheap} with " in note["en"], item["id"]
        assert all(str(c) in note["en"] and str(c) in note["ko"] for c in threats), item["id"]
        assert "advice" not in note["en"], item["id"]
        assert "원칙" not in note["ko"], item["id"]
        assert item["principle"] is None, item["id"]
        assert item["themes"] == [], item["id"]
        assert item["counter_theme"] == "win-cheaply"
        best_play.check(item, prove=False)


def test_a_safer_winner_must_keep_its_fact_and_quote_no_principle() -> None:
    item = _safer_winners()[0]
    # A note that says only "the usual play gives way here", not who could beat it.
    generic = copy.deepcopy(item)
    generic["explanation_facts"][0] = {
        "fact": "calls-counter-rule",
        "theme": "win-cheaply",
        "applies": True,
    }
    with pytest.raises(ItemCheckError, match="counter note"):
        best_play.check(generic, prove=False)
    quoting = copy.deepcopy(item)
    quoting["principle"] = "S0-6"
    with pytest.raises(ItemCheckError):
        best_play.check(quoting, prove=False)
    plain = copy.deepcopy(item)
    for key in ("counter_example", "counter_theme"):
        del plain[key]
    with pytest.raises(ItemCheckError):
        best_play.check(plain, prove=False)


def test_only_a_counter_slot_of_winning_cheaply_takes_a_safer_winner(app: Flask) -> None:
    s = situation(["JS", "AS", "KD", "QD"])
    ace = parse_card("AS")
    assert _fits_item(s, ace, "win-cheaply", counter=True)
    assert not _fits_item(s, ace, "win-cheaply", counter=False)
    assert not _fits_item(s, parse_card("JS"), "win-cheaply", counter=True)
    fact = _safer_winner_fact(s, ace, principles.cheap_winner_threats(s, ace))
    assert fact == SaferWinnerNote((3,), "JS", "AS", None, None, ("KS", "QS"), True)
    item = {"kind": "best-play", "variant": "standard", "seat": s.seat}
    note = {}
    for lang in ("en", "ko"):
        with app.test_request_context(), in_language(lang):
            note[lang] = render_fact(fact, item, lang)
    assert note["en"] == (
        "The usual play — taking the trick with the lowest card that wins it — gives way "
        "here: the left opponent, still to play, could beat your J♠ with the K♠ or Q♠, "
        "which are still out, but not your A♠."
    )
    assert note["ko"] == (
        "보통 하는 플레이(이기는 카드 중 가장 낮은 카드로 트릭을 가져오기)가 여기서는 통하지 "
        "않습니다. 아직 낼 왼쪽 상대는 아직 나오지 않은 K♠, Q♠ 중 하나로 J♠을 이길 수 "
        "있지만 A♠는 이길 수 없습니다."
    )


def test_a_stronger_winner_counter_example_still_practises_and_links_win_cheaply() -> None:
    """Its answer follows no theme and quotes no principle, so the review deck, the class
    reports and the lesson link read the rule it is the exception to: without it a miss
    fed no skill and the answer page linked no lesson."""
    from tutor.quiz.bank import load_catalogue
    from tutor.quiz.principles import THEME_SECTIONS, lesson_section

    quiz_set = next(s for s in load_catalogue() if s.id == "best-play-win-cheaply")
    counters = [i for i in quiz_set.items if i.data.get("counter_example") and not i.data["themes"]]
    assert counters
    for item in counters:
        assert item.themes == ["win-cheaply"], item.id
        assert lesson_section(item.get("principle"), item.themes) == THEME_SECTIONS["win-cheaply"]
