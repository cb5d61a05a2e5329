"""The rules kinds' explanation facts: each check holds on the position it was made from
and names what is false on a forged one (tutor.quiz.kinds.*, tutor.quiz.explaining)."""

from __future__ import annotations

import dataclasses
from typing import Any

from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds import (
    auction,
    card_order,
    legal_plays,
    reading,
    renege,
    scoring,
    suit_member,
    table_facts,
)
from tutor.quiz.kinds.rules_facts import AnswerIs, CardRole, Contract
from tutor.quiz.kinds.trick_winner import (
    BennyAboveRight,
    NoBowerHere,
    TrickLed,
    TrickReasons,
    TrickTaken,
    counter_fact,
    explanation_facts,
)


def _trick(cards: str, *, trump: str | None = "D", variant: str = "standard") -> dict[str, Any]:
    """A finished trick led by North (seat 0), clockwise."""
    return {
        "id": f"test/{cards}",
        "variant": variant,
        "trump": trump,
        "no_trump": None if trump else "high",
        "trick": [{"seat": s, "card": c} for s, c in enumerate(cards.split())],
    }


def test_a_trick_with_the_left_bower_says_what_the_engine_sees() -> None:
    item = _trick("AH JH KD 9S")  # J♥ is the left bower with diamonds trump
    assert explanation_facts(item) == [
        Contract("D"),
        TrickLed("AH", "H"),
        TrickReasons(("AH", "JH", "KD", "9S"), "D", False, False),
        TrickTaken("JH", 1, 4),
    ]
    assert (
        first_false_fact({**item, "explanation_facts": facts_json(explanation_facts(item))}) is None
    )


def test_each_trick_fact_names_what_is_false_on_another_trick() -> None:
    item = _trick("AH JH KD 9S")
    assert Contract("H").check(item) == "the contract is trump D, low False"
    assert TrickLed("AH", "D").check(item) == "the trick opens with AH, led suit H"
    assert TrickReasons(("AH", "KD", "JH", "9S"), "D", False, False).check(item) is not None
    assert TrickReasons(("AH", "JH", "KD", "9S"), "D", False, True).check(item) == (
        "the Benny is not in the pack"
    )
    assert TrickTaken("KD", 2, 4).check(item) == "JH wins for seat 1 of 4"
    assert TrickTaken("JH", 1, 3).check(item) is not None


def test_the_benny_note_holds_only_for_a_right_bower_in_a_benny_pack() -> None:
    item = _trick("JD 9D KD AD", variant="british")  # the Benny is in the British pack
    facts = explanation_facts(item)
    assert BennyAboveRight("JD") in facts
    assert BennyAboveRight("JD").check(item) is None
    assert BennyAboveRight("JH").check(item) == "JH is no right bower under a Benny"
    assert BennyAboveRight("JD").check(_trick("JD 9D KD AD")) is not None


def test_a_counter_example_opens_with_the_plain_jack() -> None:
    item = _trick("JS AS KD 9S")  # diamonds trump: J♠ is a plain spade
    note = counter_fact(item, "left-bower")
    assert note == NoBowerHere("D", "JS")
    assert note.check(item) is None
    assert dataclasses.replace(note, jack="AS").check(item) == "AS is no jack of the trick"
    assert note.check(_trick("JS JD KD 9S")) == "a bower is in the trick"
    assert counter_fact(_trick("JH AS KD 9S"), "left-bower") is None  # J♥ is a bower
    assert counter_fact(item, "trump-beats-led-suit") is None


def _to_play(hand: str, led: str, trump: str = "D") -> dict[str, Any]:
    """You (seat 1) to play after North (seat 0) led ``led``."""
    return {
        "id": f"test/{hand}/{led}",
        "variant": "standard",
        "trump": trump,
        "no_trump": None,
        "seat": 1,
        "hand": hand.split(),
        "trick": [{"seat": 0, "card": led}],
    }


def test_the_left_bower_is_no_heart_when_hearts_are_led() -> None:
    item = _to_play("JH AH 9S KD", "QH")  # diamonds trump: J♥ is a diamond
    facts = legal_plays.explanation_facts(item)
    assert facts[0] == Contract("D")
    assert facts[1] == legal_plays.LegalReasons(("JH", "AH", "9S", "KD"), "QH", "D")
    assert facts[2] == legal_plays.RenegeCards(("JH", "9S", "KD"))
    assert all(fact.check(item) is None for fact in facts)
    assert legal_plays.RenegeCards(("9S", "KD")).check(item) == (
        "the cards you may not play are ('JH', '9S', 'KD')"
    )
    assert legal_plays.LegalReasons(("JH", "AH", "9S", "KD"), "QH", "H").check(item) is not None


def test_the_left_bower_counter_notes_hold_only_where_they_say() -> None:
    without = _to_play("AH 9S KD TC", "QH")
    assert legal_plays.counter_fact(without, "left-bower-trap") == legal_plays.LeftBowerNotHeld(
        "JH"
    )
    assert legal_plays.LeftBowerNotHeld("JH").check(without) is None
    assert legal_plays.LeftBowerNotHeld("JH").check(_to_play("JH 9S KD TC", "QH")) == (
        "you hold JH"
    )
    spades = _to_play("JH 9S KD TC", "QS")
    note = legal_plays.counter_fact(spades, "left-bower-trap")
    assert note == legal_plays.LeftBowerJustTrump("JH", "S")
    assert note.check(spades) is None
    assert note.check(_to_play("JH 9S KD TC", "QH")) == "the led suit is H"
    assert legal_plays.counter_fact(_to_play("JH 9S KD TC", "QH"), "left-bower-trap") is None


def _ranked(cards: str, trump: str = "H", variant: str = "standard") -> dict[str, Any]:
    return {"id": f"test/{cards}", "variant": variant, "trump": trump, "choices": cards.split()}


def test_trumps_in_order_name_the_bowers_and_the_pack() -> None:
    item = _ranked("AH JD 9H JH")
    facts = card_order.bower_rank_facts(item)
    assert facts == [
        Contract("H"),
        CardRole("JH", "H", False),
        CardRole("JD", "H", False),
        card_order.TrumpOrder(("JH", "JD", "AH", "KH", "QH", "TH", "9H")),
        card_order.RankedOrder(("JH", "JD", "AH", "9H")),
    ]
    assert all(fact.check(item) is None for fact in facts)
    assert card_order.RankedOrder(("JD", "JH", "AH", "9H")).check(item) is not None
    assert CardRole("AH", "H", False).check(item) == "AH is neither the Benny nor a bower"
    assert CardRole("JH", "H", True).check(item) == "the Benny is not in the pack"
    assert card_order.ShortPackLowRanks().check(item) == "the pack has no 8s and 7s"


def test_the_suit_of_a_card_says_how_it_belongs() -> None:
    item = {**_ranked("S H D C"), "card": "JD"}
    facts = card_order.effective_suit_facts(item)
    assert facts[-1] == card_order.SuitOfCard("JD", "H", "left-bower")
    assert facts[-1].check(item) is None
    assert card_order.SuitOfCard("JD", "D", "printed").check(item) == "JD belongs to H (left-bower)"
    assert card_order.SuitOfCard("JD", "H", "left-bower").check({**item, "card": "JC"}) is not None


def test_which_card_is_of_a_suit_explains_the_answer_and_the_traps() -> None:
    # Hearts trump, which is a diamond? J♦ is printed a diamond but is a heart.
    item = {**_ranked("JD QD AS KC"), "ask": "member", "ask_suit": "D", "answer": ["QD"]}
    facts = suit_member.member_facts(item)
    assert facts == [
        Contract("H"),
        suit_member.MemberWhy("QD", "D", "printed"),
        suit_member.MemberWhy("JD", "H", "left-bower"),
        suit_member.MemberAnswer("QD", "D"),
    ]
    assert all(fact.check(item) is None for fact in facts)
    assert suit_member.MemberWhy("JD", "D", "printed").check(item) == "JD belongs to H (left-bower)"
    assert suit_member.MemberAnswer("JD", "D").check(item) == "the offered cards of D are ['QD']"


def _renege_items() -> list[dict[str, Any]]:
    return [dict(item.data) for item in load_catalogue()["renege-standard"].items]


def test_a_renege_is_named_with_its_proof_and_penalty() -> None:
    items = _renege_items()
    caught = next(i for i in items if i["question"]["type"] == "renege-penalty")
    facts = renege.explanation_facts(caught)
    played = next(f for f in facts if isinstance(f, renege.RenegePlayed))
    penalty = next(f for f in facts if isinstance(f, renege.RenegePenalty))
    assert all(fact.check(caught) is None for fact in facts)
    assert dataclasses.replace(played, seat=(played.seat + 1) % 4).check(caught) is not None
    assert dataclasses.replace(penalty, points=penalty.points + 1).check(caught) is not None
    assert renege.NoRenege().check(caught) == f"seat {played.seat} reneged"
    assert AnswerIs("0").check({"answer": ["2"]}) == "the answer is 2"


def test_a_fair_hand_says_so_and_nothing_else_holds_of_it() -> None:
    fair = next(i for i in _renege_items() if i["answer"] == ["nobody"])
    assert renege.explanation_facts(fair) == [renege.NoRenege(), AnswerIs("nobody")]
    assert renege.RenegePlayed(1, "S", 0, "AH").check(fair) == "nobody reneged"
    assert renege.RenegePenalty(0, 2, False).check(fair) == "nobody reneged"


def _scored(tricks: int, **fields: Any) -> dict[str, Any]:
    """North (seat 0) made hearts and took ``tricks``; ``fields`` add to the item."""
    return {
        "id": f"test/scoring/{tricks}",
        "variant": "standard",
        "trump": "H",
        "maker": 0,
        "alone": False,
        "maker_tricks": tricks,
        **fields,
    }


def test_a_euchre_scores_two_for_the_defenders_and_nothing_for_the_makers() -> None:
    item = _scored(2, ask="makers", answer=["0"])
    facts = scoring.explanation_facts(item)
    assert facts == [
        scoring.HandScored("four-hand", 2, 3, 5, None, False, False, False, False, 0, 2),
        scoring.SideScoresNothing(makers=True),
        scoring.PointsAnswer(0),
    ]
    assert all(fact.check(item) is None for fact in facts)
    assert dataclasses.replace(facts[0], defenders=1).check(item) is not None
    assert scoring.SideScoresNothing(makers=False).check(item) == (
        "the question asks about the makers"
    )
    assert scoring.PointsAnswer(2).check(item) == "the answer is ['0']"


def test_a_lone_march_near_the_target_wins_the_game_either_way() -> None:
    item = _scored(5, alone=True, scores=[8, 3], scores_after=[12, 3], ask_side="north-south")
    facts = scoring.explanation_facts(item)
    assert scoring.ScoreSum("north-south", 8, 4, 12) in facts
    assert scoring.LonerWorth(2, 2, 4) in facts
    assert all(fact.check(item) is None for fact in facts)
    assert scoring.LonerWorth(3, 2, 4).check(item) is not None
    assert (
        scoring.ScoreSum("east-west", 3, 0, 3).check(item) == "the question asks about north-south"
    )


def test_a_game_counter_example_names_the_scores_after_the_hand() -> None:
    item = _scored(3, scores=[5, 6], scores_after=[6, 6], answer=["play-on"])
    note = scoring.counter_fact(item, "game-over")
    assert note == scoring.NobodyReachesTarget(10, (6, 6))
    assert note.check(item) is None
    assert scoring.NobodyReachesTarget(10, (6, 7)).check(item) == (
        "the scores after the hand are (6, 6)"
    )
    assert scoring.counter_fact({**item, "scores_after": [10, 6]}, "game-over") is None
    assert scoring.GameWon("north-south").check(item) == "the winner is None"


def test_a_table_rule_holds_only_under_the_rules_that_say_it() -> None:
    question = {"type": "trump-count", "trump": "S"}
    item = {"variant": "standard", "question": question, "answer": ["7"]}
    facts = table_facts.explanation_facts(item)
    assert facts == [table_facts.TableRule("trump-count", (5, 7), "S"), AnswerIs("7")]
    assert facts[0].check(item) is None
    british = {**item, "variant": "british", "answer": ["8"]}
    assert table_facts.explanation_facts(british)[0] == table_facts.TableRule(
        "trump-count-benny", (5, 8), "S"
    )
    assert facts[0].check(british) == "these rules say ['trump-count-benny']"
    assert table_facts.TableRule("stick-the-dealer").check(item) is not None


def _read(theme: str) -> dict[str, Any]:
    items = load_catalogue()["read-the-play"].items
    return dict(next(i.data for i in items if i.data["question"]["type"] == theme))


def test_reading_the_play_states_what_the_record_shows() -> None:
    for theme in ("trumps-out", "void-in-suit", "where-is-card"):
        item = _read(theme)
        facts = reading.explanation_facts(item)
        assert facts[0] == Contract(item["trump"])
        assert all(fact.check(item) is None for fact in facts), theme
    counted = reading.trumps_counted(reading._record(_read("trumps-out")))
    item = _read("trumps-out")
    assert dataclasses.replace(counted, out=counted.out + 1).check(item) is not None
    assert reading.CardStillOut(item["hand"][0]).check(item) == f"{item['hand'][0]} has been seen"
    assert reading.LeftBowerAmongTrumps("AS").check(item) == "AS is not the left bower"


def _auction(bids: list[int | None], question: dict[str, Any]) -> dict[str, Any]:
    """East (seat 1) deals; the calls start on the dealer's left, South."""
    calls = [{"seat": (2 + i) % 4, "bid": bid} for i, bid in enumerate(bids)]
    return {
        "id": "test/auction",
        "variant": "bid",
        "question": {"dealer": 1, "bids": calls, **question},
    }


def test_only_the_dealer_may_equal_the_high_bid() -> None:
    # South 3, West 4, North passes: East, the dealer, may take it at 4.
    item = _auction([3, 4, None], {"type": "may-equal", "asked": 1})
    assert auction.explanation_facts(item) == [auction.BidderOptions("dealer-may-equal", 1, 4)]
    assert auction.BidderOptions("must-go-higher", 1, 4).check(item) is not None
    north = _auction([3, 4], {"type": "may-equal", "asked": 0})
    assert auction.bidder_options(north) == auction.BidderOptions("must-go-higher", 0, 4)


def test_a_set_bid_loses_the_bid_and_the_others_keep_their_tricks() -> None:
    # South 3, West 4, North and East pass: West declares at 4 and takes 2 of 6.
    item = _auction([3, 4, None, None], {"type": "score", "maker_tricks": 2})
    facts = auction.explanation_facts(item)
    assert facts == [auction.Declarer(3, 4, False), auction.BidScored("east-west", 4, 2, 6, -4, 4)]
    assert all(fact.check(item) is None for fact in facts)
    assert auction.Declarer(2, 4, False).check(item) is not None
    assert auction.BidScored("east-west", 4, 2, 6, -4, 2).check(item) is not None
