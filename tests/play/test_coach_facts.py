"""The coach's facts: each recomputes itself from the position and the evaluation (holds),
and a fact with a changed value, option or card is caught (fails); the words are the
catalogue's in both languages (``tutor.play.sayings``)."""

from __future__ import annotations

import dataclasses

from tutor.analysis.evaluate import Evaluation
from tutor.engine import Action, Deal, parse_card
from tutor.korean import misplaced_particles
from tutor.play.coach import (
    AgainstPrinciple,
    BestValue,
    CallReason,
    ChoiceLoses,
    ChoiceTies,
    ChoiceWithinBest,
    KeepTrumpsAndAces,
    PrincipleReason,
    TiedWithBest,
    advise,
)
from tutor.play.sayings import advice_text
from tutor.quiz.kinds.best_play.fact_types import HighestSide
from tutor.quiz.kinds.calls.offer_facts import DealerCountsTurnUp

HANDS = ["9S TS JS QS KS", "9C TC JC QC KC", "9H AC 9D TD QD", "JD AH KH QH AS"]


def dealer_after_three_passes() -> Deal:
    """The dealer (West) holds J♦ A♥ K♥ Q♥ A♠ under the 10♥ after three passes."""
    deal = Deal("standard", HANDS, dealer=3, upcard="TH")
    for _ in range(3):
        deal.push(Action.parse("pass"))
    return deal


# Pass loses 1.3 points, proven at least 1.0 (a Blunder); take up alone ties nothing.
CLEAR = Evaluation(
    {"pass": -0.4, "take up": 0.9, "take up alone": 0.3},
    80,
    bounds={"pass": (1.0, 1.6), "take up": (0.0, 0.0), "take up alone": (0.3, 0.9)},
)


def test_each_fact_of_a_graded_call_holds_and_a_changed_one_fails() -> None:
    deal = dealer_after_three_passes()
    advice = advise(deal, CLEAR, chosen="pass")
    kinds = [type(fact) for fact in advice.facts]
    assert kinds == [CallReason, BestValue, ChoiceLoses, AgainstPrinciple]
    assert advice.problems(deal, CLEAR) == []
    reason, value, loses, against = advice.facts
    assert value == BestValue("take up", 0.9, 80)
    assert loses == ChoiceLoses("pass", -0.4, CLEAR.loss("pass"), 1.0)
    assert against == AgainstPrinciple("A-11", "pass")
    assert BestValue("take up", 0.8, 80).check(deal, CLEAR) is not None
    assert BestValue("pass", -0.4, 80).check(deal, CLEAR) is not None
    assert dataclasses.replace(loses, low=0.5).check(deal, CLEAR) is not None
    assert ChoiceTies("pass", -0.4).check(deal, CLEAR) is not None
    assert ChoiceWithinBest("pass", -0.4, 1.0, 1.6).check(deal, CLEAR) is not None
    assert AgainstPrinciple("A-11", "take up alone").check(deal, CLEAR) is not None
    assert dataclasses.replace(reason, principle="A-9").check(deal, CLEAR) is not None


def test_a_tie_and_a_choice_within_the_best_are_facts_too() -> None:
    deal = dealer_after_three_passes()
    tied = Evaluation(
        {"pass": -0.4, "take up": 0.9, "take up alone": 0.9},
        80,
        bounds={"pass": (0.02, 1.6), "take up": (0.0, 0.0), "take up alone": (0.0, 0.0)},
    )
    advice = advise(deal, tied, chosen="take up alone")
    assert TiedWithBest("take up", ("take up alone",)) in advice.facts
    assert ChoiceTies("take up alone", 0.9) in advice.facts
    assert advice.problems(deal, tied) == []
    assert TiedWithBest("take up", ("pass",)).check(deal, tied) is not None
    within = advise(deal, tied, chosen="pass")
    assert ChoiceWithinBest("pass", -0.4, 0.02, 1.6) in within.facts
    assert within.problems(deal, tied) == []
    english = advice_text(advice, deal, "en")
    korean = advice_text(advice, deal, "ko")
    assert "“Pick it up and go alone”: worth exactly as much, a tie" in english
    assert "‘테이크업하고 혼자 하기’도 기대 점수가 똑같습니다." in korean
    assert "‘테이크업’을 고릅니다." in korean
    assert "이 배치들로 가릴 수 있는 범위 안에서는 최선과 같습니다" in advice_text(
        within, deal, "ko"
    )


def test_the_dealers_discard_names_its_card_with_the_right_particle() -> None:
    """West deals and holds J♦ A♥ K♥ Q♥ 9♣ under the 10♥; North orders it up. Keeping
    trumps and aces, the dealer throws the lone 9♣ (A-4); throwing J♦ breaks it."""
    hands = ["9S TS JS QS KS", "TC JC QC KC AC", "9H AD 9D TD QD", "JD AH KH QH 9C"]
    deal = Deal("standard", hands, dealer=3, upcard="TH")
    deal.push(Action.parse("order up"))
    for _ in range(3):
        if str(deal.legal_actions()[0]).startswith("discard"):
            break
        deal.push(Action.parse("pass"))
    options = [str(a) for a in deal.legal_actions()]
    evaluation = Evaluation({a: (0.9 if a == "discard 9C" else 0.2) for a in options}, 40)
    advice = advise(deal, evaluation)
    assert advice.facts[0] == KeepTrumpsAndAces(parse_card("9C"))
    assert advice.problems(deal, evaluation) == []
    assert KeepTrumpsAndAces(parse_card("JD")).check(deal, evaluation) is not None
    korean = advice_text(advice, deal, "ko").split("\n")[0]
    assert korean.endswith("여기서는 9♣가 그 카드입니다.")
    assert misplaced_particles(korean) == []
    assert advice_text(advice, deal, "en").split("\n")[0].endswith("Here that is the 9♣.")


def test_the_calling_reason_is_the_quiz_explanations_fact_worded_from_the_catalogue() -> None:
    # West deals J♦ A♥ K♥ Q♥ A♠ under the 10♥: with the turn-up, four trumps.
    deal = dealer_after_three_passes()
    reason = advise(deal, CLEAR).facts[0]
    assert isinstance(reason, CallReason)
    assert (reason.principle, reason.round) == ("A-11", 1)
    assert reason.facts == (DealerCountsTurnUp("TH", ("JD", "AH", "KH", "QH", "TH")),)
    english = advice_text(advise(deal, CLEAR), deal, "en").splitlines()[0]
    korean = advice_text(advise(deal, CLEAR), deal, "ko").splitlines()[0]
    assert english == (
        "As dealer, count the turn-up as yours: with the 10♥ you hold 5 trumps (J♦, A♥, K♥, "
        "Q♥, 10♥), and your discard improves the hand once more."
    )
    assert korean.startswith("딜러는 턴업을 자기 카드로 셉니다. 10♥을 더하면 으뜸패가 5장")
    assert misplaced_particles(korean) == []
    # Another hand's count is not this one's reason.
    other = dataclasses.replace(reason, facts=(DealerCountsTurnUp("TH", ("JD", "TH")),))
    assert other.check(deal, CLEAR) == "the reason here is A-11"
    assert dataclasses.replace(reason, round=2).check(deal, CLEAR) is not None


def test_a_card_plays_reason_is_the_explanations_facts_in_both_languages() -> None:
    """South leads against hearts with A♠ 9♠ 10♣ 9♦ 10♦: S0-2's line is the best-play fact
    (no prose of its own), worded through the catalogue; a changed fact is caught."""
    deal = Deal.at_play(
        "standard",
        ["AS 9S TC 9D TD", "JH JD AH KH 9C", "KS QS AC KC QC", "9H TH AD KD QD"],
        trump="H",
        maker=1,
        dealer=3,
        upcard="QH",
        upcard_taker=3,
    )
    legal = [str(action) for action in deal.legal_actions()]
    evaluation = Evaluation({a: 1.0 if a == "play AS" else -0.5 for a in legal}, 100)
    advice = advise(deal, evaluation, chosen="play TC")
    reason = advice.facts[0]
    assert isinstance(reason, PrincipleReason)
    assert reason.principle == "S0-2"
    assert [type(fact) for fact in reason.facts] == [HighestSide]
    assert advice.problems(deal, evaluation) == []
    assert dataclasses.replace(reason, principle="A-5").check(deal, evaluation) is not None
    english, korean = advice_text(advice, deal, "en"), advice_text(advice, deal, "ko")
    assert english.startswith(
        "The usual advice — on defence, lead your highest non-trump card, preferably an "
        "off-suit ace — fits here. A♠ is your highest card outside trump"
    )
    assert korean.startswith("'수비할 때는 으뜸패가 아닌 카드 가운데 가장 높은 것을")
    assert "A♠는 당신 손패에서 으뜸패가 아닌 가장 높은 카드" in korean
    assert misplaced_particles(korean) == []


def test_the_coach_says_its_deals_heard_the_calls_only_when_they_did() -> None:
    """Issue 33: deals drawn by a calling model that heard another seat's call are said so;
    uniform deals, or a model with no call to hear, keep the plain words."""
    heard = dataclasses.replace(CLEAR, reading="count")
    deal = dealer_after_three_passes()  # North, East and South passed: the dealer heard them
    advice = advise(deal, heard)
    assert BestValue("take up", 0.9, 80, heard=True) in advice.facts
    assert advice.problems(deal, heard) == []
    assert BestValue("take up", 0.9, 80).check(deal, heard) is not None
    assert BestValue("take up", 0.9, 80, heard=True).check(deal, CLEAR) is not None
    english = advice_text(advice, deal, "en").splitlines()
    assert (
        "Over 80 deals of the cards you cannot see, each drawn as often as it would lead to "
        "the calls so far, “Pick it up” is worth +0.90 points to your side on average."
    ) in english
    korean = advice_text(advice, deal, "ko")
    heard = "보이지 않는 카드의 배치 80가지를 지금까지 나온 콜과 패스가 나올 확률에 비례하게 뽑아"
    assert heard in korean
    plain = advice_text(advise(deal, CLEAR), deal, "en")
    assert "Over 80 deals of the cards you cannot see, “Pick it up” is worth" in plain
    assert "as often as" not in plain


def test_the_first_seat_to_call_has_heard_nothing() -> None:
    # North, first to speak over the 10♥ turn-up (West deals), holds 9♠ 10♠ J♠ Q♠ K♠.
    deal = Deal("standard", HANDS, dealer=3, upcard="TH")
    heard = Evaluation({"pass": 0.2, "order up": -0.5}, 80, reading="count")
    advice = advise(deal, heard)
    assert BestValue("pass", 0.2, 80, heard=False) in advice.facts
    assert advice.problems(deal, heard) == []
    assert "as often as" not in advice_text(advice, deal, "en")
    assert "확률에 비례하게" not in advice_text(advice, deal, "ko")


def test_in_bid_euchre_the_coach_says_its_deals_heard_the_bids() -> None:
    # North won the bidding at 3 with K♠ K♦ Q♥ J♣ 10♦ 9♠; the others passed. North declares.
    hands = ["KS KD QH JC TD 9S", "AH KH JH TH 9H AS", "AC KC QC TC 9C QS", "AD QD JD 9D JS TS"]
    deal = Deal("bid", hands, dealer=3)
    while deal.to_act is not None and deal.phase.name == "BIDDING":
        deal.push(Action.parse("bid 3" if deal.to_act == 0 else "pass"))
    options = [str(action) for action in deal.legal_actions()]
    values = {option: -1.0 for option in options} | {options[0]: 0.5}
    heard = Evaluation(values, 64, reading="count")
    advice = advise(deal, heard)
    assert BestValue(options[0], 0.5, 64, heard=True) in advice.facts
    assert advice.problems(deal, heard) == []
    assert "each drawn as often as it would lead to the bids so far" in advice_text(
        advice, deal, "en"
    )
    heard = "지금까지 나온 비드와 패스가 나올 확률에 비례하게 뽑아"
    assert heard in advice_text(advice, deal, "ko")
