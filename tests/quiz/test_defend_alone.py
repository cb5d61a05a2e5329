"""Defending alone (issue 10): the engine's rule, the play-out that judges it, the sampler
that respects what the defender saw, and the committed banks' items and their checks.

Positions are spelled in card codes. Seats: with dealer 0, seat 1 is eldest (dealer's
left), 2 the dealer's partner, 3 the dealer's right; partners sit opposite.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.analysis.calling import Outcome, Table, play_out
from tutor.analysis.deal import dealer_discard
from tutor.analysis.solver import DoubleDummy, to_mask
from tutor.engine import (
    Deal,
    OrderUp,
    Phase,
    Suit,
    TakeUp,
    Variant,
    parse_card,
    parse_cards,
    score_hand,
)
from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import check_item
from tutor.quiz.kinds import ItemCheckError
from tutor.quiz.kinds.base import GenerationError, Spec
from tutor.quiz.kinds.defend import (
    DEFEND_ALONE_KIND,
    _dealer,
    _random_defence,
    _themes,
    fits_the_calling,
    generate_defend_alone,
)
from tutor.quiz.kinds.defend_facts import (
    DEFEND_ALONE,
    OPTIONS,
    TOGETHER,
    Defence,
    _worth_alone,
)
from tutor.quiz.kinds.lone import tally
from tutor.web.explanation import counter_note_text, explanation_texts, prompt_texts

CARDGAMES = Variant.preset("cardgames")
BRITISH = Variant.preset("british")
HEARTS = Suit.HEARTS
CATALOGUE = load_catalogue()
SETS = ("defend-alone-cardgames", "defend-alone-british")


def cards(text: str) -> list[Any]:
    return list(parse_cards(text))


def _items(set_id: str) -> list[dict[str, Any]]:
    return [copy.deepcopy(dict(item.data)) for item in CATALOGUE[set_id].items]


# -- the engine's rule (rules-spec E6) ----------------------------------------------------


def test_british_lone_defender_who_takes_three_tricks_scores_four_in_a_played_hand() -> None:
    # Dealer North (0). West (3) orders up the 9♥ alone; British: West takes the 9♥ and
    # discards. North, on West's left, defends alone with J♥ J♦ A♥ and the black aces:
    # South (2) and East (1) sit out, and West leads (E8: first active seat from eldest).
    hands = ["JH JD AH AS AC", "9S TS JS QS KS", "9C TC JC QC KC", "KH QH TH AD KD"]
    deal = Deal(BRITISH, hands, dealer=0, upcard="9H")
    for move in ("pass", "pass", "order up alone", "discard KD"):
        deal.push(move)
    assert deal.phase is Phase.DEFEND_ALONE
    assert deal.to_act == 0
    deal.push("defend alone")
    assert deal.active_seats == (0, 3)
    assert deal.to_act == 3
    for west, north in (("KH", "AH"), ("QH", "JD"), ("TH", "JH"), ("9H", "AS"), ("AD", "AC")):
        if deal.to_act == 3:
            deal.push(f"play {west}")
            deal.push(f"play {north}")
        else:
            deal.push(f"play {north}")
            deal.push(f"play {west}")
    assert deal.phase is Phase.OVER
    assert deal.maker_tricks == 2  # West ruffs the A♠ and cashes the A♦
    assert deal.points() == (4, 0)


def test_a_lone_defence_that_falls_short_lets_the_makers_score_as_usual() -> None:
    # E6: fewer than three tricks for the lone defender: 1 for three or four, 4 for a lone
    # march, and against partners (cardgames) 1 or 2.
    for tricks, alone, makers in ((3, True, 1), (5, True, 4), (4, False, 1), (5, False, 2)):
        score = score_hand(CARDGAMES, maker_tricks=tricks, alone=alone, defender_alone=True)
        assert (score.makers, score.defenders) == (makers, 0)
    assert score_hand(CARDGAMES, maker_tricks=2, defender_alone=True).defenders == 4
    assert score_hand(CARDGAMES, maker_tricks=2).defenders == 2


# -- the position and its play-out --------------------------------------------------------


def test_who_takes_the_turn_up_and_who_spoke() -> None:
    hand = cards("JH JD AH AS AC")
    # Cardgames, dealer North: East orders up; the dealer takes the 9♥; South asked first.
    east = Defence(CARDGAMES, 0, 1, False, hand, parse_card("9H"), 1, HEARTS)
    assert (east.seat, east.taker, east.spoke()) == (2, 0, [])
    # South (the dealer's partner) orders up alone: the dealer sits out, the 9♥ is dead.
    south = Defence(CARDGAMES, 0, 2, True, hand, parse_card("9S"), 1, Suit.SPADES)
    assert south.taker is None
    assert south.spoke() == [(1, 1)]
    # British: the caller takes the turn-up in round one and round two alike (P3).
    west = Defence(BRITISH, 0, 3, True, hand, parse_card("9S"), 1, Suit.SPADES)
    assert west.taker == 3
    named = Defence(BRITISH, 0, 2, True, hand, parse_card("9S"), 2, HEARTS)
    assert named.taker == 2
    assert named.spoke() == [(1, 1), (2, 1), (3, 1), (0, 1), (1, 2)]
    # Cardgames round two: nobody picks up the turned-down card.
    assert Defence(CARDGAMES, 0, 2, False, hand, parse_card("9S"), 2, HEARTS).taker is None


def test_play_out_with_a_lone_defender_scores_four_and_sits_the_partner_out() -> None:
    # Dealer North (0) takes the 9♥ that East (1) ordered up; South (2) holds the top three
    # hearts and two aces: alone South takes at least three tricks (4 points); together
    # the side euchres the makers (2).
    hands = [cards("9S TS QD KD TD"), cards("KH QH TH AD 9D"), cards("JH JD AH AS AC"),
             cards("JS QS KS JC QC")]  # fmt: skip
    table = Table(CARDGAMES, 0, hands, parse_card("9H"))
    defence = Defence(CARDGAMES, 0, 1, False, hands[2], parse_card("9H"), 1, HEARTS)
    assert play_out(table, defence.contract(True)).points == (4, 0)
    assert play_out(table, defence.contract(False)).points == (2, 0)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), british=st.booleans(), alone=st.booleans())
def test_play_out_follows_the_engine_for_a_lone_defence(
    seed: int, british: bool, alone: bool
) -> None:
    """The engine's own hand (who takes the turn-up, who sits out, who leads, the score)
    and play_out agree on every deal: the solver plays both from the same seats."""
    variant = BRITISH if british else CARDGAMES
    alone = alone or british
    rng = random.Random(seed)
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    upcard = deck[0]
    rest = [c for c in variant.cards() if c != upcard]
    rng.shuffle(rest)
    hands = [sorted(rest[i * 5 : (i + 1) * 5]) for i in range(4)]
    dealer, maker = rng.randrange(4), rng.randrange(4)
    trump = upcard.suit
    assert trump is not None
    alone = alone or (british and maker == (dealer + 2) % 4)
    defence = Defence(variant, dealer, maker, alone, hands[(maker + 1) % 4], upcard, 1, trump)
    outcome = play_out(Table(variant, dealer, hands, upcard), defence.contract(True))

    deal = Deal(variant, [[c.code for c in h] for h in hands], dealer=dealer, upcard=upcard)
    while deal.to_act != maker:
        deal.push("pass")
    calls = [a for a in deal.legal_actions() if isinstance(a, OrderUp | TakeUp)]
    deal.push(next(a for a in calls if a.alone == alone))
    if deal.phase is Phase.DISCARD:
        held = [*hands[deal.to_act], upcard]  # as play_out holds it
        deal.push(f"discard {dealer_discard(held, trump).code}")
    assert deal.phase is Phase.DEFEND_ALONE
    assert deal.to_act == defence.seat
    deal.push("defend alone")
    makers = {maker, (maker + 2) % 4}
    out = {s for s in range(4) if s not in deal.active_seats}
    solver = DoubleDummy(trump, maximizers=makers, sitting_out=out)
    masks = [0 if s in out else to_mask(deal.hand(s)) for s in range(4)]
    tricks = solver.solve(masks, deal.to_act)
    score = score_hand(variant, maker_tricks=tricks, alone=alone, defender_alone=True)
    expected = [0, 0]
    expected[maker % 2], expected[1 - maker % 2] = score.makers, score.defenders
    assert outcome.points == tuple(expected)


# -- sampling what the defender has not seen ---------------------------------------------


def test_a_deal_where_an_earlier_player_would_have_called_is_refused() -> None:
    # Dealer North (0); East (1) passed the 9♥ and South (2), the dealer's partner, ordered
    # it up alone (the dealer sits out). West (3) is asked first. A deal that gives East
    # both red bowers does not fit East's pass.
    defence = Defence(CARDGAMES, 0, 2, True, cards("9S TS QD KD AC"), parse_card("9H"), 1,
                      HEARTS)  # fmt: skip
    assert (defence.seat, defence.taker, defence.spoke()) == (3, None, [(1, 1)])
    maker = cards("AH KH QH TH AD")  # 10.9 points: a lone call
    bowers = Table(CARDGAMES, 0, [cards("JS QS KS QC KC"), cards("JH JD 9C TC JC"), maker,
                                  defence.hand], parse_card("9H"))  # fmt: skip
    assert not fits_the_calling(defence, bowers)
    weak = Table(CARDGAMES, 0, [cards("JH JD KS QC KC"), cards("9C TC JC JS QS"), maker,
                                defence.hand], parse_card("9H"))  # fmt: skip
    assert fits_the_calling(defence, weak)
    # The maker's hand is a lone hand: it does not fit a call with the partner.
    together = Defence(CARDGAMES, 0, 2, False, defence.hand, parse_card("9H"), 1, HEARTS)
    assert not fits_the_calling(together, weak)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), british=st.booleans())
def test_every_sampled_deal_keeps_what_the_defender_saw(seed: int, british: bool) -> None:
    variant = BRITISH if british else CARDGAMES
    defence = None
    rng = random.Random(seed)
    while defence is None:
        defence = _random_defence(variant, rng)
    try:
        table = _dealer(defence)(random.Random(seed + 1))
    except ValueError:  # a call that (almost) no deal fits: the generator drops it
        return
    assert table.hands[defence.seat] == sorted(defence.hand)
    dealt = [c for hand in table.hands for c in hand]
    assert len(dealt) == len(set(dealt)) == 20
    assert defence.upcard not in dealt
    assert all(len(hand) == 5 for hand in table.hands)
    assert fits_the_calling(defence, table)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), british=st.booleans(), counter=st.booleans())
def test_generated_positions_are_ones_the_rules_allow(
    seed: int, british: bool, counter: bool
) -> None:
    variant = BRITISH if british else CARDGAMES
    defence = _random_defence(variant, random.Random(seed), counter)
    if defence is None:
        return
    assert defence.seat == (defence.maker + 1) % 4
    assert defence.taker != defence.seat
    assert defence.upcard not in defence.hand
    assert defence.upcard.suit is not None
    if british:
        assert defence.alone  # vs_loner_only: the question exists only against a loner
    if defence.scores is not None and variant.win_by_two:
        assert max(defence.scores) <= 5  # no hand can reach a cap under win by two


def test_variants_without_a_lone_defence_are_refused() -> None:
    spec = Spec(DEFEND_ALONE_KIND, "standard", 1)
    with pytest.raises(GenerationError, match="defend alone"):
        generate_defend_alone(spec, 1, None, random.Random(1))


# -- themes, the rule's counter-examples and the mistakes --------------------------------


def _outcomes(alone_euchred: int, together_euchred: int, march: int = 0) -> dict[str, Any]:
    def counts(euchred: int) -> dict[str, int]:
        return {"march": march, "made": 100 - euchred - march, "euchred": euchred}

    return {DEFEND_ALONE: counts(alone_euchred), TOGETHER: counts(together_euchred)}


def test_themes_weigh_four_points_against_two() -> None:
    defence = Defence(CARDGAMES, 0, 1, True, cards("JH JD AH AS AC"), parse_card("9H"), 1,
                      HEARTS)  # fmt: skip
    assert _themes(defence, DEFEND_ALONE, _outcomes(60, 90)) == ["defend-alone"]
    # Alone 30% against 90% together: 1.2 points of euchres against 1.8.
    assert not _worth_alone(defence, _outcomes(30, 90))
    assert _themes(defence, TOGETHER, _outcomes(30, 90)) == ["defend-together"]
    # Alone 50% against 90%: the euchres alone are worth as much (2.0 against 1.8); a
    # partner answer there means the hands the lone defence falls short cost more.
    assert _worth_alone(defence, _outcomes(50, 90))
    assert _themes(defence, TOGETHER, _outcomes(50, 90)) == [
        "defend-together",
        "lone-defence-costs",
    ]
    assert not _worth_alone(defence, _outcomes(0, 0))


def test_tally_counts_the_makers_results_under_each_defence() -> None:
    # Makers are team 1 (seats 1 and 3): 4 to team 0 = a lone defender's euchre.
    deals = [
        {DEFEND_ALONE: Outcome(None, (4, 0)), TOGETHER: Outcome(None, (2, 0))},
        {DEFEND_ALONE: Outcome(None, (0, 4)), TOGETHER: Outcome(None, (0, 1))},
    ]
    assert tally(deals, 1, OPTIONS) == {
        DEFEND_ALONE: {"march": 1, "made": 0, "euchred": 1},
        TOGETHER: {"march": 0, "made": 1, "euchred": 1},
    }


# -- the committed banks --------------------------------------------------------------------


@pytest.mark.parametrize("set_id", SETS)
def test_bank_items_pass_their_checks_and_mix_both_answers(set_id: str) -> None:
    items = _items(set_id)
    assert {item["answer"][0] for item in items} == set(OPTIONS)
    for item in items:
        check_item(item, prove=False)
        assert item["seat"] == (item["maker"] + 1) % 4
        assert sum(item["lone_outcomes"][DEFEND_ALONE].values()) == item["samples"]
        assert prompt_texts(item)["en"].endswith("Do you defend alone?")
        assert "explanation" not in item  # stored as facts, rendered when shown
        assert "Expected points for your side" in explanation_texts(item)["en"]
    if set_id == "defend-alone-british":
        assert all(item["alone"] for item in items)
    else:
        assert {bool(item["alone"]) for item in items} == {True, False}


def test_one_item_is_proven_again_on_its_confirming_deals() -> None:
    item = _items("defend-alone-british")[0]
    check_item(item, prove=True)


def test_tampered_items_are_caught() -> None:
    item = _items("defend-alone-cardgames")[0]
    flipped = copy.deepcopy(item)
    flipped["answer"] = [TOGETHER if item["answer"] == [DEFEND_ALONE] else DEFEND_ALONE]
    with pytest.raises(ItemCheckError):
        check_item(flipped, prove=False)
    seat = copy.deepcopy(item)
    seat["seat"] = (item["maker"] + 3) % 4
    with pytest.raises(ItemCheckError, match="maker's left"):
        check_item(seat, prove=False)
    quoted = copy.deepcopy(item)
    quoted["principle"] = "A-9"  # §4 has no principle for defending alone
    with pytest.raises(ItemCheckError, match="principle"):
        check_item(quoted, prove=False)
    counts = copy.deepcopy(item)
    counts["lone_outcomes"][DEFEND_ALONE]["made"] += 1
    with pytest.raises(ItemCheckError, match="lone_outcomes"):
        check_item(counts, prove=False)
    partners = copy.deepcopy(_items("defend-alone-british")[0])
    partners["alone"] = False
    with pytest.raises(ItemCheckError):
        check_item(partners, prove=False)
    counter = copy.deepcopy(
        next(i for i in _items("defend-alone-cardgames") if i.get("counter_example"))
    )
    check_item(counter, prove=False)
    counter["explanation_facts"][0]["together"] = 3  # a euchre scores 2 here
    with pytest.raises(ItemCheckError, match="note"):
        check_item(counter, prove=False)


def test_counter_examples_are_proven_lone_defences_that_say_why() -> None:
    for set_id in SETS:
        items = _items(set_id)
        counters = [i for i in items if i.get("counter_example")]
        assert 0.2 <= len(counters) / len(items) <= 0.4, set_id
        for item in counters:
            assert item["themes"] == ["defend-alone"]
            assert item["answer"] == [DEFEND_ALONE]
            assert item["counter_theme"] == "defend-together"
            # §4 states no advice on defending alone: the note names the trade-off the
            # scoring gives (E6) and leaves the figures to the deals; it talks about the
            # game, not about the set ("Most positions in this set…" named no reason).
            said = explanation_texts(item)
            note_en = counter_note_text(item, "en") or ""
            assert note_en.startswith("Defending alone, a euchre scores 4 points instead of 2")
            assert said["en"].split("\n")[1] == note_en  # after the defender's trumps
            assert "this set" not in said["en"]
            assert "세트" not in said["ko"]
            assert "advice" not in said["en"]
            opening = "Defend alone: alone you take three or more tricks on"
            assert opening in said["en"]
            assert "혼자 수비합니다." in said["ko"]
        for item in items:
            if not item.get("counter_example"):
                assert item["answer"] == [TOGETHER]
                assert item["themes"][0] == "defend-together"


def test_each_wrong_answer_gets_the_two_defences_compared() -> None:
    from tutor.quiz.bank import QuizItem
    from tutor.quiz.grading import grade

    for set_id in SETS:
        for data in _items(set_id):
            item = QuizItem(data)
            wrong = [c for c in item.choices if c not in item.answer]
            mistake = grade(item, wrong).mistake
            assert mistake is not None
            assert mistake.feedback is not None
            # The two defences compared on the confirming deals, each fact true of the item.
            assert mistake.feedback.problem(data) is None
            assert {type(f).__name__ for f in mistake.feedback.facts} == {
                "LoneOutcomes",
                "PointsCost",
            }


def _reference_strength(hand: list[Any], trump: Suit) -> float:
    """The calling point count as first written, card by card (tutor.analysis.deal)."""
    from tutor.engine import SUITS, Rank, effective_suit

    points, trumps, held = 0.0, 0, set()
    for card in hand:
        suit = effective_suit(card, trump)
        held.add(suit)
        if suit is trump:
            trumps += 1
            if card.is_joker:
                points += 3.3
            elif card.rank is Rank.JACK:
                points += 3.0 if card.suit is trump else 2.7
            else:
                points += {Rank.ACE: 2.0, Rank.KING: 1.6, Rank.QUEEN: 1.3}.get(card.rank, 1.0)
        elif card.rank is Rank.ACE:
            points += 1.2
    voids = sum(1 for s in SUITS if s not in held and s is not trump)
    return points + 0.4 * trumps * voids + (0.6 if trumps >= 3 else 0.0)


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    size=st.integers(1, 7),
    deck=st.sampled_from(["standard", "british", "32"]),
)
def test_hand_strength_from_its_table_counts_as_card_by_card(
    seed: int, size: int, deck: str
) -> None:
    from tutor.analysis.deal import hand_strength
    from tutor.engine import SUITS

    variant = Variant.preset("standard").replace(deck=32) if deck == "32" else Variant.preset(deck)
    rng = random.Random(seed)
    hand = rng.sample(list(variant.cards()), size)
    trump = rng.choice(SUITS)
    assert hand_strength(hand, trump) == _reference_strength(hand, trump)


def test_the_deal_found_at_seed_167603_keeps_what_the_defender_saw() -> None:
    """The maker's hand was once judged as drawn and kept sorted: the calling heuristics'
    float sums tied spades and hearts one way round and not the other."""
    found = test_every_sampled_deal_keeps_what_the_defender_saw.hypothesis.inner_test  # type: ignore[attr-defined]
    found(167603, False)
