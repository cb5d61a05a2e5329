"""British and three-hand calling: the simulation plays their rules, the principles read
them, and the committed items hold (positions in card codes)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.quiz.lone_rule import LONE_RULE_EN, LONE_RULE_KO
from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    PASS,
    Contract,
    Outcome,
    Table,
    play_out,
    round_one_call,
    team_value,
)
from tutor.engine import SUITS, Suit, Variant, parse_card, parse_cards
from tutor.quiz import principles
from tutor.quiz.bank import QuizItem, default_quiz_dir
from tutor.quiz.grading import DIAGNOSERS
from tutor.quiz.kinds import KINDS, ItemCheckError, Spec
from tutor.quiz.kinds.variant_calls import (
    WITH_PARTNER,
    VariantCall,
    benny_suits_are_equal,
    call_from_item,
    card_en,
    confirm_call,
    item_position,
    losing_call,
    plausible,
    stuck_ties,
    themes_of,
    third_trick_cards,
)
from tutor.quiz.words import suit_en
from tutor.web.explanation import explanation_texts, option_label, prompt_text

BRITISH = Variant.preset("british")
THREE = Variant.preset("three-hand")


def _bank(set_id: str) -> list[dict[str, Any]]:
    data = json.loads((default_quiz_dir() / f"{set_id}.json").read_text(encoding="utf-8"))
    return list(data["items"])


def _table(variant: Variant, dealer: int, hands: list[str], upcard: str) -> Table:
    return Table(variant, dealer, [parse_cards(h) for h in hands], parse_card(upcard))


# -- the simulation --------------------------------------------------------------------------


def test_three_hand_maker_plays_alone_against_two_and_scores_for_himself() -> None:
    # Seat 1 holds the top five hearts: a march, 3 points to him alone.
    table = _table(THREE, 0, ["9C TC JC QC KC", "JH JD AH KH QH", "9S TS JS QS KS"], "7H")
    outcome = play_out(table, Contract(Suit.HEARTS, 1, False, taken=True))
    assert outcome.points == (0, 3, 0)
    # The same maker with nothing: euchred, each defender scores 2.
    weak = play_out(table, Contract(Suit.SPADES, 1, False, taken=False))
    assert weak.points == (2, 0, 2)
    # Valued for a seat: its points minus the average of the other two.
    assert team_value(outcome, 1, None, 10) == 3.0
    assert team_value(weak, 0, None, 10) == 1.0
    assert team_value(weak, 1, None, 10) == -2.0


def test_british_caller_takes_the_turn_up_into_his_own_hand() -> None:
    # Seat 1 orders the J♥ up: in British Euchre it joins his hand (the right bower), and
    # with it he holds the top trumps; the dealer (seat 0) keeps his five.
    hands = ["AS KS QS AC KC", "JD AH KH QH 9C", "9S TS JS QS 9D", "TC JC QC TD KD"]
    hands[2] = "9S TS JS TH 9D"
    table = _table(BRITISH, 0, hands, "JH")
    taken = play_out(table, Contract(Suit.HEARTS, 1, True, taken=True, taker=1))
    assert taken.points == (0, 4)  # the lone march: the J♥ came to him
    by_dealer = play_out(table, Contract(Suit.HEARTS, 1, True, taken=True, taker=0))
    assert by_dealer.points[1] < 4  # had the dealer taken it, the right bower beats him


def test_the_heuristic_british_caller_counts_the_turn_up_he_would_take() -> None:
    hands = ["9C TC QC KC AC", "JD AH 9S TS 9D", "QS KS AS TD QD", "9H TH JC JS KD"]
    table = _table(BRITISH, 0, hands, "JH")
    contract = round_one_call(table, 1)
    assert contract is not None
    assert contract.taker == 1
    standard = _table(Variant.preset("standard"), 0, hands, "JH")
    assert round_one_call(standard, 1) is None  # the J♥ would go to the opposing dealer


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(SUITS), st.integers(0, 2))
def test_three_hand_values_sum_to_nothing_over_the_seats(
    rng: random.Random, trump: Suit, maker: int
) -> None:
    pack = list(THREE.cards())
    rng.shuffle(pack)
    table = Table(THREE, 0, [sorted(pack[i * 5 : i * 5 + 5]) for i in range(3)], pack[15])
    outcome = play_out(table, Contract(trump, maker, False, taken=True))
    assert sum(outcome.points) in (1, 3, 4)  # a make, a march, or 2 to each defender
    assert sum(team_value(outcome, seat, None, 10) for seat in range(3)) == pytest.approx(0)
    assert team_value(outcome, maker, None, 10) in (1.0, 3.0, -2.0)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 3), st.integers(0, 1000))
def test_before_the_dealer_looks_every_suit_is_worth_the_same(dealer: int, seed: int) -> None:
    assert benny_suits_are_equal(BRITISH, dealer, random.Random(seed), deals=2)


def test_a_scores_cap_counts_points_a_side_cannot_use_for_nothing() -> None:
    outcome = Outcome(None, (3, 0, 0))
    assert team_value(outcome, 0, [9, 0, 0], 10) == 1.0


# -- the principles under these rules --------------------------------------------------------


def _three_hand_offer(hand: str, upcard: str, action: str) -> principles.Call:
    return principles.Call(0, 1, tuple(parse_cards(hand)), parse_card(upcard), 1, action, players=3)


def test_three_hand_two_high_trumps_call_only_with_a_third_trick() -> None:
    # J♦ A♦ and nothing else: no partner to take the third trick, so S0-3 says pass.
    assert principles.fits("S0-3", _three_hand_offer("QS 8C 8H JD AD", "9D", PASS))
    assert not principles.fits("S0-3", _three_hand_offer("QS 8C 8H JD AD", "9D", ORDER_UP))
    # A third trump (or an off-suit ace) is the third trick: order it up.
    assert principles.fits("S0-3", _three_hand_offer("QS 8C TD JD AD", "9D", ORDER_UP))
    assert principles.fits("S0-3", _three_hand_offer("AS 8C 8H JD AD", "9D", ORDER_UP))
    # Four players: the same two high trumps call, counting on the partner.
    four = principles.Call(
        0, 1, tuple(parse_cards("QS 8C 8H JD AD")), parse_card("9D"), 1, ORDER_UP
    )
    assert principles.fits("S0-3", four)


def test_a_british_caller_counts_the_turn_up_as_a_high_trump() -> None:
    hand = tuple(parse_cards("JD 9C TC QS KS"))
    british = principles.Call(0, 1, hand, parse_card("AH"), 1, ORDER_UP, caller_takes=True)
    assert principles.fits("S0-3", british)  # J♦ and the A♥ he takes
    standard = principles.Call(0, 1, hand, parse_card("AH"), 1, ORDER_UP)
    assert not principles.fits("S0-3", standard)


def test_the_benny_and_both_bowers_are_the_top_three_trumps() -> None:
    assert principles.lone_hand(parse_cards("JO JH JD 9S TC"), Suit.HEARTS)
    assert principles.lone_hand(parse_cards("JH JD AH 9S TC"), Suit.HEARTS)
    assert not principles.lone_hand(parse_cards("JO JH AH 9S TC"), Suit.HEARTS)


# -- positions and choices -------------------------------------------------------------------


def test_choices_follow_each_seat_under_each_rule() -> None:
    hand = tuple(parse_cards("9C TC QC KC AC"))
    up = parse_card("9H")
    assert VariantCall(BRITISH, 0, 1, hand, up, 1).options() == [PASS, ORDER_UP, ALONE]
    assert VariantCall(BRITISH, 0, 2, hand, up, 1).options() == [PASS, ALONE]  # E4
    benny = VariantCall(BRITISH, 0, 0, hand, parse_card("JO"), 1, Suit.HEARTS)
    assert benny.options() == [ALONE, WITH_PARTNER]
    three = tuple(parse_cards("9C TC QC KC AC"))
    assert VariantCall(THREE, 0, 1, three, up, 1).options() == [PASS, ORDER_UP]
    assert VariantCall(THREE, 0, 0, three, up, 2).options() == ["S", "C", "D"]  # stuck
    assert VariantCall(THREE, 0, 2, three, up, 2).options() == [PASS, "S", "C", "D"]


def test_a_benny_position_round_trips_through_the_item_fields() -> None:
    call = VariantCall(
        BRITISH, 2, 2, tuple(parse_cards("9S QH QD KD AD")), parse_card("JO"), 1, Suit.SPADES
    )
    fields = item_position(call)
    assert (fields["blind_trump"], fields["maker"], fields["upcard_taken"]) == ("S", 2, True)
    assert sorted(fields["hand"]) == sorted(["9S", "QH", "QD", "KD", "AD", "JO"])
    assert call_from_item({**fields, "variant": "british"}) == call


def test_the_generators_refuse_other_rules() -> None:
    spec = Spec("british-call", "standard", 1, themes=("benny-up",))
    with pytest.raises(Exception, match="British"):
        KINDS["british-call"].generate(spec, 1, "benny-up", random.Random(1))


# -- the committed banks ---------------------------------------------------------------------


@pytest.mark.parametrize("set_id", ["british-calling", "three-hand-calling"])
def test_every_committed_item_holds_its_checks(set_id: str) -> None:
    for item in _bank(set_id):
        KINDS[item["kind"]].check(item, prove=False)


BANKS = ["british-calling", "three-hand-calling"]


def _items(set_id: str) -> list[tuple[dict[str, Any], VariantCall]]:
    return [(item, call_from_item(item)) for item in _bank(set_id)]


@pytest.mark.parametrize("set_id", BANKS)
def test_a_call_that_only_loses_least_is_said_to_lose(set_id: str) -> None:
    """F3: where every choice loses points the explanation says so and gives the reason
    the answer still loses least (a pass; a call the rules force), and no unforced call
    that loses points is taught with S0-3's or A-9's reasons for a good call."""
    for item, call in _items(set_id):
        answer = item["answer"][0]
        value = item["evaluation"][answer]
        assert not losing_call(call, answer, value), item["id"]
        says = "loses least" in explanation_texts(item)["en"]
        assert says == (value < 0), item["id"]
        assert ("가장 덜 잃" in explanation_texts(item)["ko"]) == (value < 0), item["id"]


def test_a_losing_call_no_rule_forces_is_refused_by_the_check() -> None:
    item = next(i for i in _bank("british-calling") if i["answer"] == [ORDER_UP])
    losing = copy.deepcopy(item)
    losing["evaluation"] = {o: -1.0 - n for n, o in enumerate([ORDER_UP, PASS, ALONE])}
    with pytest.raises(ItemCheckError, match="every choice loses points"):
        KINDS[losing["kind"]].check(losing, prove=False)


def test_british_lone_reasons_are_the_course_rule() -> None:
    """F6: every A-9 reason (a loner, a pass opposite the dealer, the Benny's partner)
    states A-9 whole, the count and the doubt about a march alone, never "any four trumps"
    as if the count were enough."""
    for item, _call in _items("british-calling"):
        en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
        assert "any four trumps" not in en
        assert "top three trumps or four trumps" not in en
        assert "으뜸패 세 장이나 으뜸패 네 장" not in ko
        if item["principle"] == "A-9":
            assert LONE_RULE_EN in en, item["id"]
            assert LONE_RULE_KO in ko, item["id"]


def test_a_british_pass_beside_the_dealer_counts_the_turn_up() -> None:
    """F2: a pass from beside the dealer counts the turn-up the caller would take and
    names the one high trump it leaves (or none); an order-up names its two or more."""
    passes = 0
    for item, call in _items("british-calling"):
        if call.role not in (1, 3) or call.round != 1:
            continue
        en = explanation_texts(item)["en"]
        high = principles.high_trumps(call.holding(), call.offered)
        if item["answer"] == [PASS]:
            passes += 1
            assert len(high) <= 1, item["id"]
            said = f"only the {card_en(high[0])} is" if high else "none is"
            assert f"count the turn-up you would take: with the {call.upcard}" in en
            assert f"but {said} ranked ace or higher" in en, item["id"]
        elif item["answer"] == [ORDER_UP]:
            assert len(high) >= 2, item["id"]
            held = ", ".join(card_en(c) for c in high)
            assert f"you hold {held}." in en, item["id"]
    assert passes >= 3


def test_three_hand_calls_name_their_third_trick() -> None:
    """F12: an order-up alone against two names the cards that make its third trick, and
    says so when ordering up hands the dealer a high trump."""
    for item, call in _items("three-hand-calling"):
        if item["answer"] != [ORDER_UP] or call.role == 0:
            continue
        en = explanation_texts(item)["en"]
        extra, aces = third_trick_cards(call)
        assert extra or aces, item["id"]
        for card in [*extra, *aces]:
            assert f"your {card}" in en or f" and {card}" in en, (item["id"], str(card))
        assert "a third trump or an off-suit ace" not in en
        high_up = principles.high_trumps([call.upcard], call.offered)
        assert (f"does give the dealer the {call.upcard}" in en) == bool(high_up), item["id"]


def test_the_stuck_dealer_says_when_the_count_ties() -> None:
    """F8: a tie is said only where it is true, and names the other suit (review 2: every
    other suit's holding is said, test_variant_calls_review2)."""
    for item, call in _items("three-hand-calling"):
        if not call.stuck:
            continue
        named = Suit.parse(item["answer"][0])
        ties = stuck_ties(call, named)
        en = explanation_texts(item)["en"]
        assert ("would give you as many" in en) == bool(ties), item["id"]
        for suit in ties:
            assert suit_en(suit) in en.lower(), item["id"]


@pytest.mark.parametrize("set_id", BANKS)
def test_korean_uses_the_course_terms(set_id: str) -> None:
    """F18: 첫 바퀴/둘째 바퀴 (not 라운드) and 테이크업 (not 집어 들다), as the lessons and
    the glossary write them."""
    for item in _bank(set_id):
        texts = [prompt_text(item, "ko"), explanation_texts(item)["ko"]]
        texts += [option_label(item, code, "ko") or "" for code in item["choices"]]
        for ko in texts:
            assert not any(word in ko for word in ("라운드", "집어 들", "집어 듭")), item["id"]


def test_the_british_bank_asks_every_british_call() -> None:
    items = _bank("british-calling")
    assert any(item.get("blind_trump") for item in items)  # the Benny turned up
    assert any(item["seat"] == (item["dealer"] + 2) % 4 for item in items)  # must go alone
    answers = {a for item in items for a in item["answer"]}
    assert answers >= {PASS, ORDER_UP, ALONE, WITH_PARTNER}
    assert any(item["round"] == 2 and item["answer"] != [PASS] for item in items)  # round two


def test_british_round_two_caller_takes_the_turned_down_jack_as_left_bower() -> None:
    # J♠ turned down; naming clubs brings it to the caller as the left bower: with the A♣
    # that is two high trumps (S0-3). But everyone passing a turned jack that the caller
    # would take is rare, so the position fails the plausibility gate.
    call = VariantCall(BRITISH, 3, 0, tuple(parse_cards("9S KC AC QH QD")), parse_card("JS"), 2)
    # Each suit alone too, as round two offers where loners are allowed (issue 10).
    assert call.options() == [PASS, "C", "H", "D", "C-alone", "H-alone", "D-alone"]
    assert parse_card("JS") in call.holding()
    assert "take-turned-down" in themes_of(call, "C")
    assert principles.fits("S0-3", call.decision("C"))
    assert not principles.fits("S0-3", call.decision(PASS))
    assert not plausible(call, "british-call/test/1")


def test_the_three_hand_bank_has_passes_calls_and_the_stuck_dealer() -> None:
    items = _bank("three-hand-calling")
    answers = {item["answer"][0] for item in items}
    assert {PASS, ORDER_UP} <= answers
    assert any(item["round"] == 2 and item["seat"] == item["dealer"] for item in items)


def test_a_replayed_proof_matches_and_a_changed_answer_fails() -> None:
    item = _bank("british-calling")[0]
    KINDS["british-call"].check(item)  # replays the confirming deals
    wrong = copy.deepcopy(item)
    wrong["answer"] = [next(c for c in wrong["choices"] if c != item["answer"][0])]
    with pytest.raises(ItemCheckError):
        KINDS["british-call"].check(wrong, prove=False)


@pytest.mark.parametrize(
    ("set_id", "kind", "note"),
    [
        ("british-calling", "british-call", "british-counter-note"),
        ("three-hand-calling", "three-hand-call", "variant-counter-note"),
    ],
)
def test_a_counter_example_without_its_note_fails(set_id: str, kind: str, note: str) -> None:
    # A counter-example's note is its first fact: dropped, the check names it.
    item = next(i for i in _bank(set_id) if i.get("counter_example"))
    assert item["explanation_facts"][0]["fact"] == note
    broken = copy.deepcopy(item)
    del broken["explanation_facts"][0]
    with pytest.raises(ItemCheckError, match="counter note"):
        KINDS[kind].check(broken, prove=False)


def test_a_proof_on_fresh_deals_rejects_a_losing_answer() -> None:
    item = next(i for i in _bank("three-hand-calling") if i["answer"] == [PASS])
    call = call_from_item(item)
    assert not confirm_call(call, item["id"], ORDER_UP).proven


def test_each_slip_is_named_by_what_the_learner_overlooked() -> None:
    three = [QuizItem(i) for i in _bank("three-hand-calling")]
    no_third = next(i for i in three if "no-third-trick" in i.themes)
    slip = DIAGNOSERS["three-hand-call"](no_third, [ORDER_UP])
    assert slip is not None
    assert slip.key == "counted-on-a-partner"
    british = [QuizItem(i) for i in _bank("british-calling")]
    order = next(i for i in british if "caller-takes-turn-up" in i.themes)
    slip = DIAGNOSERS["british-call"](order, [PASS])
    assert slip is not None
    assert slip.key == "did-not-count-the-turn-up"
    benny = next(i for i in british if i.get("blind_trump") and i.answer == [WITH_PARTNER])
    slip = DIAGNOSERS["british-call"](benny, [ALONE])
    assert slip is not None
    assert slip.key == "alone-without-the-top-trumps"


def test_the_engine_asks_the_dealer_to_name_trump_before_looking_e2() -> None:
    """E2 in a joker deck without partners (three-hand + joker): no first round, the
    dealer names trump unseen, takes the Benny and discards; he has no loner to declare."""
    from tutor.engine import Deal, NameTrump, Phase

    variant = THREE.replace(joker=True)
    hands = ["9S TS JS QS KS", "9H TH JH QH KH", "9C TC JC QC KC"]
    deal = Deal(variant, hands, dealer=1, upcard="JO")
    assert deal.phase is Phase.BLIND_TRUMP
    assert deal.public_view(1).hand == ()
    assert deal.legal_actions() == [NameTrump(s) for s in SUITS]
    deal.push("name H")
    assert (deal.maker, deal.upcard_taker) == (1, 1)
    assert [str(a) for a in deal.legal_actions()] == [
        "discard 9H",
        "discard TH",
        "discard JH",
        "discard QH",
        "discard KH",
    ]
    deal.push("discard 9H")
    assert deal.phase is Phase.PLAY
    assert deal.to_act == 2  # eldest leads
