"""go-alone's explanation facts (tutor.quiz.kinds.lone.facts): each check holds on the
position it was made from and names what is false on another; the words they render to
(tutor.web.explanation.lone). Positions in card codes."""

from __future__ import annotations

from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact, to_json
from tutor.quiz.kinds.lone.facts import (
    DisputedLoner,
    LoneCounterNote,
    LoneMarchDoubtful,
    LoneMarchLikely,
    LoneOutcomesSaid,
    LonerScoring,
    LoneTrumpsHeld,
    LoneValues,
    NoLoneHand,
    TwoPointsWin,
    lone_counter_fact,
    lone_facts,
)
from tutor.web.explanation import explanation_texts

A9_EN = (
    "consider going alone with the top three trumps (right, left, ace) or four trumps, though "
    "four trumps with no side ace seldom gain by it"
)


def _lone(
    dealt: str,
    upcard: str,
    answer: str,
    *themes: str,
    seat: int = 1,
    principle: str = "A-9",
    **more: Any,
) -> dict[str, Any]:
    """North deals; ``seat`` ordered up ``upcard`` in round one. The answer worth 1.2
    points, the other choice 0.4."""
    other = "with-partner" if answer == "alone" else "alone"
    item: dict[str, Any] = {
        "id": f"test/go-alone/{dealt}/{upcard}/{seat}/{more.get('scores')}",
        "kind": "go-alone",
        "variant": "standard",
        "dealer": 0,
        "seat": seat,
        "dealt": dealt.split(),
        "upcard": upcard,
        "round": 1,
        "trump": upcard[-1],
        "choices": ["alone", "with-partner"],
        "answer": [answer],
        "themes": list(themes),
        "principle": principle,
        "evaluation": {answer: 1.2, other: 0.4},
        "samples": 256,
        "confirm": {"samples": 256, "margin": 0.4, "lower_bound": 0.21},
        "lone_outcomes": {
            "alone": {"march": 100, "made": 140, "euchred": 16},
            "with-partner": {"march": 60, "made": 190, "euchred": 6},
        },
        **more,
    }
    facts = lone_facts(item)
    if item.get("counter_example"):
        note = lone_counter_fact(item, str(item["counter_theme"]))
        assert note is not None
        facts = [note, *facts]
    return {**item, "explanation_facts": facts_json(facts)}


def test_a_top_three_loner_is_a_likely_march() -> None:
    # Hearts trump (9♥ turned to North, East ordered it up): J♥ J♦ A♥ K♥ and the A♠.
    item = _lone("JH JD AH KH AS", "9H", "alone", "go-alone")
    trumps = ("JH", "JD", "AH", "KH")
    assert lone_facts(item)[:3] == [
        LoneTrumpsHeld("H", trumps, False),
        LonerScoring(4, 2, 3, 4, 1, 1, 2),
        LoneMarchLikely(trumps, True, ("AS",), None, 4),
    ]
    assert first_false_fact(item) is None
    assert LoneTrumpsHeld("H", trumps, True).check(item) is not None
    assert LoneMarchLikely(trumps, True, (), None, 4).check(item) is not None
    assert NoLoneHand(trumps, 3, 4, 1, 1).check(item) == "the hand is a lone hand"
    assert LonerScoring(4, 2, 3, 4, 2, 1, 2).check(item) is not None
    texts = explanation_texts(item)
    assert texts["en"].splitlines()[2] == (
        f"The advice is to {A9_EN}, and you hold the top three trumps (J♥, J♦, A♥) and the "
        "K♥ too, with the A♠ on the side. Here the lone march is likely enough that its 4 "
        "points are worth more than your partner's help."
    )
    assert texts["en"].splitlines()[-1] == "Best: Go alone."
    assert texts["ko"].splitlines()[0] == (
        "으뜸패는 하트이고, 당신의 으뜸패는 4장입니다: J♥, J♦, A♥, K♥."
    )
    assert texts["ko"].splitlines()[-1] == "최선: 혼자 하기."


def test_two_trumps_are_no_lone_hand() -> None:
    # Diamonds trump (A♦ turned): J♦ J♥ are two trumps; the answer plays with the partner.
    item = _lone("9S AS JH QC JD", "AD", "with-partner", "stay-with-partner")
    assert lone_facts(item)[2] == NoLoneHand(("JD", "JH"), 3, 4, 1, 1)
    assert first_false_fact(item) is None
    assert NoLoneHand(("JD",), 3, 4, 1, 1).check(item) is not None
    doubtful = LoneMarchDoubtful(("JD", "JH"), False, (), None, (), False, 3, 4, 1, 1, False)
    assert doubtful.check(item) == "the lone march is not in doubt here"
    assert LoneOutcomesSaid(256, 99, 141, 16, 60, 190, 6).check(item) is not None
    assert LoneValues((("with-partner", 1.2), ("alone", 0.4)), "alone", False).check(item)
    texts = explanation_texts(item)
    # With partner 60, 190 and 6 of 256: 24% + 74% + 2%, adding up to 100 (largest remainder).
    assert texts["en"].splitlines()[1:4] == [
        "Alone, a march scores 4 points instead of 2; three or four tricks score 1 either "
        "way, and a euchre gives the opponents 2. Your partner's cards leave the game.",
        f"The advice is to {A9_EN}, and this hand has neither: you hold 2 trumps (J♦, J♥). "
        "Alone, three or four tricks score 1, no more than with your partner, so play with "
        "your partner.",
        "Played out on 256 deals of the unseen cards: alone you march in 39% of them, take "
        "three or four tricks in 55% and are euchred in 6%; with your partner you march in "
        "24% of them, take three or four tricks in 74% and are euchred in 2%.",
    ]
    assert texts["ko"].splitlines()[4] == (
        "우리 팀의 기대 점수는 파트너와 함께 하기 +1.20, 혼자 하기 +0.40입니다."
    )


def test_a_loner_without_a_top_trump_is_disputed() -> None:
    # North deals and picks up the 9♦: J♥ K♦ Q♦ 9♦ (no J♦, no A♦) and the A♠; the K♥ goes.
    item = _lone("JH KD QD KH AS", "9D", "alone", "go-alone", seat=0)
    facts = lone_facts(item)
    assert facts[0] == LoneTrumpsHeld("D", ("JH", "KD", "QD", "9D"), True)
    assert facts[2] == LoneMarchLikely(("JH", "KD", "QD", "9D"), False, ("AS",), "KH", 4)
    assert facts[3] == DisputedLoner(False, True, 1, 256, 0.4, 0.21, 99, 100, 16)
    assert first_false_fact(item) is None
    assert DisputedLoner(True, True, 1, 256, 0.4, 0.21, 99, 100, 16).check(item) is not None
    texts = explanation_texts(item)
    assert texts["en"].splitlines()[3] == (
        "Many strong players would not go alone without the right bower or the ace of trump, "
        "and this hand holds neither. The numbers favour it here: on 256 fresh deals of the "
        "unseen cards, going alone beat playing with your partner by +0.40 points a deal on "
        "average, and by at least +0.21 at 99% confidence; alone you march in 39% of those "
        "deals and are euchred in 6%."
    )
    assert "K♥을 버리고 나서도 으뜸패 4장(J♥, K♦, Q♦, 9♦)에 다른 무늬 A♠가 있으니" in texts["ko"]


def test_a_doubtful_march_counters_the_loner_advice() -> None:
    # Clubs trump (9♣ turned): J♣ J♠ A♣ and two small hearts: the top three, two losers.
    item = _lone(
        "JC JS AC 9H TH",
        "9C",
        "with-partner",
        "march-doubtful",
        counter_example=True,
        counter_theme="go-alone",
    )
    note = LoneCounterNote("go-alone", "A-9-stay")
    assert item["explanation_facts"][0] == to_json(note)
    doubtful = LoneMarchDoubtful(
        ("JC", "JS", "AC"), True, (), None, ("9H", "TH"), False, 3, 4, 1, 1, True
    )
    assert lone_facts(item)[2] == doubtful
    assert first_false_fact(item) is None
    assert LoneCounterNote("go-alone", "A-10").check(item) is not None
    assert lone_counter_fact({**item, "themes": ["stay-with-partner"]}, "go-alone") is None
    texts = explanation_texts(item)
    # The position first (issue 30), then the note.
    assert (
        texts["en"]
        .splitlines()[1]
        .startswith(f"The usual advice — {A9_EN} — gives way here to the rest")
    )
    assert texts["en"].splitlines()[3] == (
        "You hold the top three trumps (J♣, J♠, A♣), but the lone march is doubtful. A lone "
        "hand must win every trick with its own cards. Your 9♥, 10♥ can lose a trick to a "
        "higher card. With your partner, your partner could win that trick for you. Three or "
        "four tricks score 1 alone or not, so stay with your partner."
    )


def test_two_points_win_at_eight() -> None:
    # East (seat 1) at 8: a march with the partner already wins the game.
    item = _lone(
        "JH JD AH KH 9S",
        "9H",
        "with-partner",
        "play-to-score",
        principle="A-10",
        scores=[3, 8],
        target=10,
    )
    assert lone_facts(item)[2] == TwoPointsWin(2)
    assert first_false_fact(item) is None
    assert TwoPointsWin(1).check(item) == "the side needs 2 points"
    assert TwoPointsWin(2).check({**item, "principle": "A-9"}) is not None
    texts = explanation_texts(item)
    assert (
        texts["en"]
        .splitlines()[2]
        .startswith(
            "Play to the score: your side needs only 2 points, which a march with your partner"
        )
    )
    assert texts["en"].splitlines()[-2].startswith("Expected points for your side at this score:")
    assert texts["ko"].splitlines()[2].startswith("점수를 보고 판단합니다. 우리 팀은 2점만")
