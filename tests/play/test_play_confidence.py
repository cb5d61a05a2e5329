"""Grades with confidence, ties named as ties, and sampling that stops when it is sure."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from tutor.analysis.evaluate import Evaluation, evaluate
from tutor.analysis.heuristic import heuristic_action
from tutor.analysis.proof import lead_of
from tutor.analysis.sampling import item_rng
from tutor.engine import Deal
from tutor.korean import misplaced_particles
from tutor.play.coach import (
    BEST_LOSS,
    COACH_LOOKS,
    COACH_Z,
    INACCURACY_LOSS,
    THRESHOLDS,
    advise,
    coach_evaluation,
    grade,
    grade_for,
)
from tutor.play.confidence import sample_until, summarise
from tutor.play.sayings import advice_text


def first_seat_offer(hand: str, upcard: str) -> Deal:
    """Seat 0 speaks first in round one, the dealer (seat 3) an opponent."""
    others = {"9S TS JC QD KD": ["9H AS JS QS KS", "9C TC AC QC KC", "JH AD 9D TD QH"]}
    hands = [hand, *others.get(hand, ["9H TH 9S TS 9C", "QH KH TC JC 9D", "AH JD TD QD KD"])]
    return Deal("standard", hands, dealer=3, upcard=upcard)


def noisy_deals(difference: float, n: int, seed: int) -> list[dict[str, float]]:
    """Two options' values on ``n`` deals: 'order up' worth ``difference`` less on average,
    with a spread of about a point from deal to deal (as calls have)."""
    rng = random.Random(seed)
    deals = []
    for _ in range(n):
        base = rng.choice((-2.0, -1.0, 1.0, 2.0))
        deals.append({"pass": base, "order up": base - difference + rng.gauss(0.0, 1.0)})
    return deals


def test_a_small_difference_is_not_graded_as_if_known() -> None:
    """A true difference of 0.04 points, measured at 0.07 on 256 noisy deals (a Good by
    its mean): the interval reaches past zero, so the choice is as good as the best within
    what the deals can tell, and the review says so."""
    deal = first_seat_offer("AS AC AD KS QC", "JH")
    deals = noisy_deals(0.04, 256, seed=3)
    evaluation = summarise(deal, deals, "small", COACH_Z)
    loss = evaluation.values["pass"] - evaluation.values["order up"]
    assert BEST_LOSS < loss < 0.15
    low, high = evaluation.loss_bounds("order up")
    lead = lead_of([d["pass"] - d["order up"] for d in deals])
    assert low == pytest.approx(lead.mean - COACH_Z * lead.sd / math.sqrt(256))
    assert high == pytest.approx(lead.mean + COACH_Z * lead.sd / math.sqrt(256))
    assert low < 0 < high
    # Graded by its mean this would not be Best; by its lower bound it is.
    assert grade_for(loss) != "best"
    assert grade(evaluation, "order up") == "best"
    advice = advise(deal, evaluation, chosen="order up")
    assert "as good as the best within what the deals can tell" in advice_text(advice, deal, "en")
    assert "가릴 수 있는 범위 안에서는 최선과 같습니다" in advice_text(advice, deal, "ko")
    assert misplaced_particles(advice_text(advice, deal, "ko")) == []


def test_a_loss_is_graded_by_what_the_deals_prove_not_by_its_mean() -> None:
    evaluation = Evaluation(
        {"pass": 0.0, "order up": -0.9}, 256, {"pass": (0.0, 0.0), "order up": (0.3, 1.5)}
    )
    assert evaluation.loss("order up") == pytest.approx(0.9)
    assert grade(evaluation, "order up") == grade_for(0.3)
    assert grade(evaluation, "pass") == "best"
    # A decision stored before the intervals were kept is graded by its mean, as it was.
    legacy = Evaluation({"pass": 0.0, "order up": -0.9}, 80)
    assert grade(legacy, "order up") == grade_for(0.9)


def test_ordering_up_with_no_trump_at_all_is_a_mistake_where_the_numbers_say_so() -> None:
    """A♠ A♣ A♦ K♠ Q♣, first to speak, the J♥ turned for the other side: no heart at all.
    Ordering it up hands the right bower to an opponent and plays a trumpless hand."""
    deal = first_seat_offer("AS AC AD KS QC", "JH")
    evaluation = coach_evaluation(deal, "no-trump", None)
    assert evaluation.best == "pass"
    low, _high = evaluation.loss_bounds("order up")
    assert low >= INACCURACY_LOSS  # what the numbers show: a Mistake's loss at least, proven
    assert grade(evaluation, "order up") in ("mistake", "blunder")
    advice = advise(deal, evaluation, chosen="order up")
    # The best follows a calling principle; ordering up goes against it for nothing.
    assert advice.principle is not None
    assert "goes against that principle" in advice_text(advice, deal, "en")
    assert "원칙을 거스르면서" in advice_text(advice, deal, "ko")


def test_equal_cards_are_named_a_tie_and_broken_by_the_rules_of_thumb() -> None:
    """Following the A♣ with the 9♣ or the 10♣ (no club between them is left) is the same
    on every deal: the coach names the tie and picks the card the engine players play."""
    deal = Deal.at_play(
        "standard",
        ["9C TC QS KD", "KC JD 9S AH", "QC AD TS 9H", "AC KH JS TD"],
        trump="H",
        maker=1,
        dealer=0,
        leader=3,
        tricks_won=[0, 1, 0, 0],
    )
    deal.push("play AC")
    evaluation = coach_evaluation(deal, "tie", None)
    assert set(evaluation.tied()) == {"play 9C", "play TC"}
    assert evaluation.loss_bounds("play TC") == (0.0, 0.0)
    rule_of_thumb = str(heuristic_action(deal, item_rng("coach|tie", "tie")))
    assert evaluation.best == rule_of_thumb == "play 9C"
    # A tie is not the first legal option by accident: listed the other way round, the
    # same card is still named.
    assert evaluate(deal, samples=8, key="x").tied() == ["play 9C", "play TC"]
    advice = advise(deal, evaluation, chosen="play TC")
    assert "a tie" in advice_text(advice, deal, "en")
    assert "just as good" in advice_text(advice, deal, "en")
    assert "동점" in advice_text(advice, deal, "ko")
    assert grade(evaluation, "play TC") == "best"
    assert misplaced_particles(advice_text(advice, deal, "ko")) == []


def test_the_coach_stops_sampling_once_every_grade_is_clear() -> None:
    """A clear decision stops at an early look; each option's interval then holds no
    grade threshold, and the values are the first deals of the stream."""
    deal = Deal.at_play(
        "standard",
        ["JH 9C", "9S TS", "TC QC", "AS KS"],
        trump="H",
        maker=0,
        dealer=3,
        leader=0,
        tricks_won=[2, 1, 0, 0],
    )
    evaluation = coach_evaluation(deal, "clear", None)
    assert evaluation.samples == COACH_LOOKS[0]
    assert evaluation.best == "play JH"
    for low, high in evaluation.bounds.values():
        assert not any(low < t <= high for t in THRESHOLDS)
    fixed = evaluate(deal, samples=COACH_LOOKS[0], key="coach|clear")
    assert evaluation.values == pytest.approx(fixed.values)


def test_a_budget_stops_the_looks_and_settled_options_are_no_longer_played_out() -> None:
    deal = first_seat_offer("AS AC AD KS QC", "JH")
    evaluation = sample_until(
        deal, key="budget", scores=None, looks=(16, 32, 64, 128), z=2.0, thresholds=(0.0,),
        budget=200,
    )  # fmt: skip
    # 16 deals x 3 options = 48 playouts, then at most 200 in all: never the 128th deal.
    assert evaluation.samples < 128
    assert evaluation.best == "pass"


def scripted_draws(rng: random.Random, drawn: list[set[str]]) -> object:
    """``option_draws`` for three close, noisy options; ``drawn`` records each deal's."""

    def draws(
        _deal: Deal,
        *,
        key: str,
        scores: object,
        calling_model: object = None,
        hearing_budget: object = None,
        table: object = None,
        solve_named_plays: object = False,
        own_lean: object = 0.0,
    ) -> object:
        def draw(only: set[str] | None) -> dict[str, float]:
            names = ["pass", "order up", "order up alone"]
            live = [n for n in names if only is None or n in only]
            values = {n: rng.gauss((0.0, 0.1, 0.3)[names.index(n)], 1.5) for n in live}
            drawn.append(set(values))
            return values

        return draw

    return draws


def test_an_option_dropped_once_is_never_drawn_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Close, noisy options whose leader changes from look to look (as in a real Bid
    Euchre bidding and a standard discard that once failed): whatever is still drawn has
    a value on every deal, so the best is always paired deal by deal."""
    from tutor.play import confidence

    deal = first_seat_offer("AS AC AD KS QC", "JH")
    for seed in range(150):
        drawn: list[set[str]] = []
        monkeypatch.setattr(confidence, "option_draws", scripted_draws(random.Random(seed), drawn))
        evaluation = confidence.sample_until(
            deal, key=f"k{seed}", scores=None, looks=(4, 8, 16, 32, 64), z=1.0,
            thresholds=(0.0,),
        )  # fmt: skip
        assert all(later <= earlier for earlier, later in itertools.pairwise(drawn))
        assert evaluation.best in drawn[-1]


def budgeted_draws(heard: int, calls: list[object]) -> object:
    """``option_draws`` whose hearing sampler spends its budget after ``heard`` deals
    (uniform deals, ``calling_model`` None, never run out); ``calls`` records each reading."""
    from tutor.analysis.hearing import HearingBudgetSpent

    def draws(
        _deal: Deal,
        *,
        key: str,
        scores: object,
        calling_model: object = None,
        hearing_budget: object = None,
        table: object = None,
        solve_named_plays: object = False,
        own_lean: object = 0.0,
    ) -> object:
        calls.append(calling_model)
        count = 0

        def draw(only: set[str] | None) -> dict[str, float]:
            nonlocal count
            if calling_model is not None and count >= heard:
                raise HearingBudgetSpent("spent")
            count += 1
            # Close options, so no look settles them: only the budget stops the drawing.
            return {"pass": float(count % 2), "order up": float((count + 1) % 2)}

        return draw

    return draws


def test_a_spent_hearing_budget_judges_on_the_deals_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the first look, the expert decides on the heard deals it has (reading kept);
    before it, on uniform deals, and the evaluation says so."""
    from tutor.analysis.hearing import COUNT
    from tutor.play import confidence

    deal = first_seat_offer("AS AC AD KS QC", "JH")
    looks = (4, 8, 16, 32)
    readings: list[object] = []
    monkeypatch.setattr(confidence, "option_draws", budgeted_draws(11, readings))
    heard = confidence.sample_until(
        deal, key="k", scores=None, looks=looks, z=1.0, thresholds=(0.0,),
        calling_model=COUNT, hearing_budget=1,
    )  # fmt: skip
    assert (heard.samples, heard.reading) == (11, "count")
    assert readings == [COUNT]

    readings.clear()
    monkeypatch.setattr(confidence, "option_draws", budgeted_draws(3, readings))
    uniform = confidence.sample_until(
        deal, key="k", scores=None, looks=looks, z=1.0, thresholds=(0.0,),
        calling_model=COUNT, hearing_budget=1,
    )  # fmt: skip
    assert (uniform.samples, uniform.reading) == (32, "uniform")
    assert readings == [COUNT, None]


def test_an_engine_player_solves_only_the_cards_still_in_question() -> None:
    """In the play the expert draws the same deals whether or not it names the cards to
    solve, and a named card's value is the one a full draw gives it: a card known to be
    worse is no longer solved, nothing else changes."""
    from tutor.analysis.evaluate import option_draws
    from tutor.engine import Phase

    rng = random.Random(8)
    deal = Deal.new("bid", seed=8, dealer=0)
    while deal.phase is not Phase.PLAY or len(deal.legal_actions()) < 3:
        deal.push(heuristic_action(deal, rng))
    options = [str(a) for a in deal.legal_actions()]
    named = set(options[:2])
    full = option_draws(deal, key="named", scores=None)
    partial = option_draws(deal, key="named", scores=None, solve_named_plays=True)
    for _ in range(6):
        every, some = full(named), partial(named)
        assert set(every) == set(options)
        assert some == {option: every[option] for option in options if option in named}
