"""The coach: grade thresholds, grades that match the quiz judge, reasons in lesson words."""

from __future__ import annotations

import re

import pytest

from tutor.analysis.judge import PlayJudge
from tutor.analysis.seeing import play_view
from tutor.engine import Action, Deal
from tutor.korean import misplaced_particles
from tutor.play.coach import (
    BEST_LOSS,
    GOOD_LOSS,
    INACCURACY_LOSS,
    MISTAKE_LOSS,
    advise,
    coach_evaluation,
    grade,
    grade_for,
)
from tutor.play.sayings import action_label, advice_text
from tutor.web.text import in_language


@pytest.mark.parametrize(
    ("loss", "grade"),
    [
        (0.0, "best"),
        (BEST_LOSS, "best"),
        (0.06, "good"),
        (GOOD_LOSS - 0.001, "good"),
        (GOOD_LOSS, "inaccuracy"),
        (INACCURACY_LOSS - 0.001, "inaccuracy"),
        (INACCURACY_LOSS, "mistake"),
        (MISTAKE_LOSS - 0.001, "mistake"),
        (MISTAKE_LOSS, "blunder"),
        (3.0, "blunder"),
    ],
)
def test_grade_thresholds(loss: float, grade: str) -> None:
    assert grade_for(loss) == grade


def partner_ace_position() -> Deal:
    """Seat 0's partner (seat 2) led the A♣ and the right opponent followed; seat 0 has no
    club: trumping the partner's ace (the J♥) throws a trump away (S0-5)."""
    deal = Deal.at_play(
        "standard",
        ["JH QH 9S TS", "KC KS AD 9D", "AC QC AS QD", "9C TD JC KD"],
        trump="H",
        maker=0,
        dealer=0,
        leader=2,
        tricks_won=[1, 0, 0, 0],
    )
    deal.push("play AC")
    deal.push("play 9C")
    return deal


def test_the_coachs_values_are_the_quiz_judges_on_the_same_deals() -> None:
    deal = partner_ace_position()
    evaluation = coach_evaluation(deal, "fixed", None)
    judge = PlayJudge(play_view(deal.public_view(0)), "coach|fixed", "table")
    judgement = judge.extend(evaluation.samples)
    assert evaluation.samples == judgement.samples
    for card, value in judgement.evaluation.items():
        assert evaluation.values[f"play {card.code}"] == pytest.approx(value)
    best = max(judgement.evaluation.values())
    for card, value in judgement.evaluation.items():
        assert evaluation.loss(f"play {card.code}") == pytest.approx(best - value)


def test_trumping_partners_ace_is_graded_down_and_explained() -> None:
    deal = partner_ace_position()
    evaluation = coach_evaluation(deal, "fixed", None)
    assert evaluation.best != "play JH"
    assert grade(evaluation, "play JH") in ("inaccuracy", "mistake", "blunder")
    advice = advise(deal, evaluation, chosen="play JH")
    assert advice.principle == "S0-5"
    assert "partner" in advice_text(advice, deal, "en")
    assert "Yours" in advice_text(advice, deal, "en")
    assert misplaced_particles(advice_text(advice, deal, "ko")) == []


def test_a_round_one_hint_quotes_the_calling_lesson() -> None:
    """Four trumps with the left bower and an off ace, first to speak: go alone (A-9)."""
    deal = Deal(
        "standard",
        ["JD AH KH QH AS", "9S TS JS QS KS", "9C TC JC QC KC", "9H AC 9D TD QD"],
        dealer=3,
        upcard="TH",
    )
    evaluation = coach_evaluation(deal, "call", None)
    assert evaluation.best == "order up alone"
    assert evaluation.values["pass"] < evaluation.values["order up"]
    advice = advise(deal, evaluation, chosen="pass")
    assert advice.principle == "A-9"
    assert "go alone" in advice_text(advice, deal, "en")
    assert "혼자" in advice_text(advice, deal, "ko")


def test_labels_name_every_kind_of_action_in_both_languages() -> None:
    for text in ("pass", "order up alone", "take up", "name S alone", "go alone",
                 "defend alone", "bid 4", "declare ntl", "discard 9S", "play JH"):  # fmt: skip
        with in_language("en"):
            english = action_label(Action.parse(text), None, "en")
        with in_language("ko"):
            korean = action_label(Action.parse(text), None, "ko")
        assert english
        assert re.search("[\uac00-\ud7a3]", korean), korean
        assert english != korean


def test_a_call_hint_quotes_the_calling_lesson_only_where_its_words_fit_the_table() -> None:
    """The calling lessons' sentences are written for a dealer who takes the turn-up: where
    the caller takes it (British, P3), the same hand gets the value sentence, no principle."""
    from tutor.engine import Variant

    hands = ["JD AH KH QH AS", "9S TS JS QS KS", "9C TC JC QC KC", "9H AC 9D TD QD"]
    variant = Variant.preset("standard").replace(caller_takes_upcard=True)
    deal = Deal(variant, hands, dealer=3, upcard="TH")
    evaluation = coach_evaluation(deal, "call", None)
    advice = advise(deal, evaluation, chosen="pass")
    assert advice.principle is None
    assert advice_text(advice, deal, "en")
    assert advice_text(advice, deal, "ko")


def test_pick_it_up_is_explained_as_a_call_not_as_why_not_to_go_alone() -> None:
    """The dealer holds J♦ A♥ K♥ Q♥ A♠ under the 10♥ after three passes: picking it up
    with the partner is best, and the reason is the dealer's count (A-11), not A-9's
    comparison with a loner, which fits the same call."""
    from tutor.analysis.evaluate import Evaluation
    from tutor.engine import Deal

    deal = Deal(
        "standard",
        ["9S TS JS QS KS", "9C TC JC QC KC", "9H AC 9D TD QD", "JD AH KH QH AS"],
        dealer=3,
        upcard="TH",
    )
    for _ in range(3):
        deal.push(Action.parse("pass"))
    assert [str(a) for a in deal.legal_actions()] == ["pass", "take up", "take up alone"]
    evaluation = Evaluation({"pass": -0.4, "take up": 0.9, "take up alone": 0.3}, 80)
    advice = advise(deal, evaluation, chosen="pass")
    assert advice.principle == "A-11"
    assert "As dealer, count the turn-up as yours" in advice_text(advice, deal, "en")
    assert "alone" not in advice_text(advice, deal, "en").split("\n")[0]
    assert "혼자" not in advice_text(advice, deal, "ko").split("\n")[0]
    # Where going alone is best, A-9 still says why.
    alone = Evaluation({"pass": -0.4, "take up": 0.9, "take up alone": 1.3}, 80)
    assert advise(deal, alone, chosen="take up").principle in ("A-9", None)
