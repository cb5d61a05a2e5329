"""Counter-examples of the calling theme sets (discard, order-up, name-trump).

A counter-example either shows the set's rule giving way to a stronger principle, or is a
near miss where the rule does not apply; its note says which, and the checker holds the
note to the position. Positions are spelled in card codes.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests.quiz.principle_said import naming_said, offer_said
from tutor.engine import Variant, parse_card
from tutor.quiz import principles
from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import counter_note_fact, first_false_fact
from tutor.quiz.kinds import ItemCheckError, calls
from tutor.quiz.kinds.base import counter_note
from tutor.quiz.kinds.calls.basics import _high_trumps, _trumps
from tutor.quiz.kinds.calls.exchange import (
    _discard_counter_fits,
    _discard_rule_applies,
    _lone_aces,
    _singleton,
    exchange_from_item,
)
from tutor.quiz.kinds.calls.facts import CounterRule
from tutor.quiz.kinds.calls.naming import (
    _naming_counter_fits,
    _naming_rule_applies,
    _reverse_minimum,
    _reverse_suits,
    naming_from_item,
)
from tutor.quiz.kinds.calls.offer import (
    _offer_call,
    _offer_counter_fits,
    _offer_fits,
    _offer_note_applies,
    _offer_rule_applies,
    _offer_themes,
    offer_from_item,
)
from tutor.quiz.kinds.calls.offer_facts import (
    CallRuleMoreThanMet,
    S03PartnerShort,
    offer_counter_fact,
)
from tutor.web.explanation import counter_note_text, explanation_text, explanation_texts

STANDARD = Variant.preset("standard")
CATALOGUE = {s.id: s for s in load_catalogue()}


def _cards(codes: str) -> list[Any]:
    return [parse_card(code) for code in codes.split()]


def _counters(set_id: str) -> list[dict[str, Any]]:
    return [copy.deepcopy(i.data) for i in CATALOGUE[set_id].items if i.data.get("counter_example")]


def _exchange(hand: str, upcard: str) -> calls.Exchange:
    return calls.Exchange(STANDARD, 0, 1, _cards(hand), parse_card(upcard))


# -- the dealer's discard: "discard a singleton to make a void" -----------------------------


def test_a_lone_ace_is_kept_and_the_void_rule_gives_way() -> None:
    # Hearts trump (K♥ turned): the A♣ is the only club, the spades are 9♠ A♠.
    exchange = _exchange("9S AS AC 9H AH", "KH")
    assert _discard_counter_fits(exchange, "short-suit")
    assert _discard_rule_applies(exchange, "short-suit")
    assert _lone_aces(exchange) == [parse_card("AC")]


def test_without_a_singleton_no_discard_makes_a_void_and_the_rule_does_not_apply() -> None:
    # Spades trump (9♠ turned): four trumps and 9♣ A♣.
    exchange = _exchange("QS KS AS 9C AC", "9S")
    assert _discard_counter_fits(exchange, "short-suit")
    assert not _discard_rule_applies(exchange, "short-suit")


def test_a_low_singleton_is_never_a_counter_position() -> None:
    # The K♣ is alone: the dealer's-discard principle itself says to throw it.
    exchange = _exchange("KC 9H TH JD AD", "QD")
    assert not _discard_counter_fits(exchange, "short-suit")


def _discard_note(item: dict[str, Any]) -> CounterRule:
    note = counter_note_fact(item)
    assert isinstance(note, CounterRule), item["id"]
    return note


@pytest.mark.parametrize("applies", [True, False])
def test_discard_counter_notes_match_their_positions(applies: bool) -> None:
    items = [i for i in _counters("discard-dealer") if _discard_note(i).applies is applies]
    assert items, "the set has both kinds of counter-example"
    for item in items:
        exchange = exchange_from_item(item)
        answer = parse_card(item["answer"][0])
        assert item["counter_theme"] == "short-suit"
        assert not _singleton(exchange, answer)
        assert _discard_note(item) == CounterRule("short-suit", applies)
        explanation = explanation_texts(item)
        en, ko = explanation["en"], explanation["ko"]
        note_en = counter_note(calls.COUNTER_RULES["short-suit"], applies=applies)["en"]
        assert counter_note_text(item, "en") == note_en
        assert note_en in en.splitlines()
        if applies:
            assert "an ace wins a trick of its own" in en
            assert "에이스는 그것만으로 트릭을 가져오는 카드" in ko
        else:
            assert "no discard makes a void" in en
            assert "어떤 카드를 버려도 보이드가 생기지 않습니다" in ko
        calls.check_discard(item, prove=False)
        forged = copy.deepcopy(item)
        forged["explanation_facts"][0]["applies"] = not applies
        with pytest.raises(ItemCheckError, match="counter note"):
            calls.check_discard(forged, prove=False)
        assert first_false_fact(forged) == "calls-counter-rule: the rule " + (
            "applies" if applies else "does not apply"
        )


def test_a_lone_ace_counter_is_proven_on_fresh_deals() -> None:
    item = next(i for i in _counters("discard-dealer") if _discard_note(i).applies)
    calls.check_discard(item, prove=True)


def test_a_singleton_discard_relabelled_as_a_counter_fails_the_check() -> None:
    plain = next(
        copy.deepcopy(i.data)
        for i in CATALOGUE["discard-dealer"].items
        if "short-suit" in i.data["themes"]
    )
    plain["counter_example"] = True
    plain["counter_theme"] = "short-suit"
    plain["counter_note"] = counter_note(calls.COUNTER_RULES["short-suit"])
    with pytest.raises(ItemCheckError, match="follows its theme"):
        calls.check_discard(plain, prove=False)


# -- order up: "as the dealer, pick it up" and "order up with two high trumps" --------------


def _offer(hand: str, upcard: str, *, dealer: int = 0, seat: int = 0) -> calls.Offer:
    return calls.Offer(STANDARD, dealer, seat, _cards(hand), parse_card(upcard), None)


def test_a_dealer_with_two_trumps_is_below_the_pick_up_threshold() -> None:
    # 10♥ turned to the dealer: with it, J♦ and 10♥ are the only trumps (two), and the
    # black jacks are a round-two hand.
    two = _offer("JS KS JC KC JD", "TH")
    assert _offer_counter_fits(two, "dealer-pick-up")
    assert not _offer_rule_applies(two, "dealer-pick-up")
    assert _offer_themes(two, calls.PASS, calls.PASS) == ["short-of-two-high"]
    # With the 9♥ as well, three trumps: picking up is standard, the rule applies.
    three = _offer("JS KS 9H KC JD", "TH")
    assert _offer_rule_applies(three, "dealer-pick-up")


def test_dealer_turn_downs_are_near_misses_with_their_note() -> None:
    items = _counters("order-up-dealer")
    assert len(items) >= 0.2 * len(CATALOGUE["order-up-dealer"].items)
    rule = calls.COUNTER_RULES["dealer-pick-up"]
    for item in items:
        offer = offer_from_item(item)
        assert item["answer"] == [calls.PASS]
        assert offer.seat == offer.dealer
        assert len(_trumps(offer.holding, offer.trump)) == 2
        assert len(_high_trumps(offer.holding, offer.trump)) < 2
        assert counter_note_fact(item) == CounterRule("dealer-pick-up", False)
        assert counter_note_text(item, "en") == counter_note(rule, applies=False)["en"]
        assert counter_note_text(item, "ko") == counter_note(rule, applies=False)["ko"]
        assert item["principle"] == "A-11"
        assert "Three trumps make picking up standard; with two" in explanation_texts(item)["en"]
        assert "두 장이면 나머지 카드에 달려 있고" in explanation_texts(item)["ko"]
        calls.check_order_up(item, prove=False)
        forged = copy.deepcopy(item)
        forged["explanation_facts"][0]["applies"] = True
        with pytest.raises(ItemCheckError, match="counter note"):
            calls.check_order_up(forged, prove=False)


def test_a_dealer_turn_down_names_the_suit_left_for_round_two() -> None:
    # 10♥ turned: J♦ 10♥ are the trumps; both black jacks make spades (or clubs) later.
    offer = _offer("JS KS JC KC JD", "TH")
    call = _offer_call(offer, calls.PASS)
    assert calls.principles.fits("A-11", call)
    en, ko = offer_said(offer, "A-11", calls.PASS)
    assert "even with the 10♥ you hold only 2 trumps (J♦, 10♥)" in en
    assert en.endswith("You keep the chance to name spades in round two (J♠, J♣, K♠).")
    assert ko.endswith("둘째 바퀴에서 스페이드를 부를 기회도 남습니다(J♠, J♣, K♠).")
    # Nothing to name later: the sentence is left out.
    en, _ = offer_said(_offer("9S TS QC KH TD", "9H"), "A-11", calls.PASS)
    assert "round two" not in en
    # A black suit at reverse next's minimum is one the dealer may name later, and
    # the dealer's side favours it over next with as many high trumps (review W4).
    en, _ = offer_said(_offer("9S TS JC KH TD", "9H"), "A-11", calls.PASS)
    assert en.endswith("You keep the chance to name spades in round two (J♣, 10♠, 9♠).")
    en, _ = offer_said(_offer("JS AS JH KH KD", "QC"), "A-11", calls.PASS)
    assert en.endswith("You keep the chance to name hearts in round two (J♥, K♥ with the A♠).")
    # The table's coach quotes A-11 for any dealer's turn-down: one trump is too few.
    en, ko = offer_said(_offer("9S TS QC KD TD", "9H"), "A-11", calls.PASS)
    assert "you hold only 1 trump (9♥)" in en
    assert en.endswith("with fewer than two, turn it down.")
    assert ko.endswith("두 장보다 적으면 턴업을 엎습니다.")


def test_a_dealer_turn_down_is_proven_on_fresh_deals() -> None:
    calls.check_order_up(_counters("order-up-dealer")[0], prove=True)


def test_trumps_without_two_high_ones_are_a_near_miss_of_two_high_trumps() -> None:
    # First to speak, K♦ turned: 10♦ 9♦ are trumps, neither high.
    near = _offer("KS QC KH 9D TD", "KD", dealer=0, seat=1)
    assert not _offer_fits(near, "two-high-trumps")
    assert _offer_counter_fits(near, "two-high-trumps")
    assert not _offer_rule_applies(near, "two-high-trumps")
    assert _offer_themes(near, calls.PASS, calls.PASS) == ["short-of-two-high"]
    en, ko = offer_said(near, "S0-3", calls.PASS)
    assert en.endswith("you hold none, so pass. 2 trumps without two high ones are too weak.")
    assert "높은 으뜸패 두 장 없이 으뜸패 2장만으로는 약합니다" in ko
    # One trump and no high one is pass-weak's ground, not a near miss of the call.
    weak = _offer("KS QC KH 9D AC", "KD", dealer=0, seat=1)
    assert not _offer_counter_fits(weak, "two-high-trumps")


def test_order_up_basics_mixes_near_misses_and_rules_that_give_way() -> None:
    items = _counters("order-up-basics")
    assert len(items) >= 0.2 * len(CATALOGUE["order-up-basics"].items)
    notes = set()
    for item in items:
        theme = item["counter_theme"]
        offer = offer_from_item(item)
        answer = item["answer"][0]
        applies = _offer_note_applies(offer, theme, answer)
        note = counter_note_fact(item)
        assert note == offer_counter_fact(item, theme)
        said = counter_note_text(item, "en") or ""
        if answer == calls.ALONE:  # the call rule more than met: it gives way upward
            assert note == CallRuleMoreThanMet(theme)
            assert "is more than met here" in said
        else:
            assert note == CounterRule(theme, applies) or isinstance(note, S03PartnerShort)
        notes.add((theme, applies))
        calls.check_order_up(item, prove=False)
    assert ("two-high-trumps", True) in notes  # a loner beats the plain order-up
    assert ("two-high-trumps", False) in notes  # the borderline pass


def test_a_call_below_two_high_trumps_is_the_rule_giving_way() -> None:
    """S0-3 is a threshold both ways: a call on one high trump (the dealer's turn-up
    counted, or three trumps for the dealer) breaks it, so its note says the rule gives
    way; a pass on one high trump only falls short of it. Either note said "does not
    meet" before, and an order-up then read as the rule not applying (review C1, C5)."""
    items = {i["id"]: i for i in _counters("order-up-basics")}
    # 701/16 (one high trump beside the J♠ the partner takes) is no longer one: S0-3 counts
    # the side's high trumps with that turn-up, two, so the call follows the rule (review).
    calls_below = [i for i in items.values() if i["answer"] == ["order-up"]]
    assert calls_below
    for item in calls_below:
        offer = offer_from_item(item)
        assert len(calls.s03_high(offer)) < 2, item["id"]
        assert "gives way here" in (counter_note_text(item, "en") or ""), item["id"]
    passes = [i for i in items.values() if i["answer"] == ["pass"]]
    assert passes
    for item in passes:
        note = counter_note_text(item, "en") or ""
        assert "asks for more than this hand holds" in note or (
            "asks for more than your side holds" in note
        ), item["id"]


# -- the stuck dealer: "on the dealer's side, call a suit of the other colour" ---------------


def _stuck(hand: str, upcard: str) -> calls.Naming:
    return calls.Naming(STANDARD, 0, 0, _cards(hand), parse_card(upcard))


def test_no_suit_of_the_other_colour_reaches_reverse_next() -> None:
    # Hearts turned down: clubs hold J♣ 9♣ (no off-suit ace), spades only the J♣.
    naming = _stuck("9C JC 9D TD JD", "TH")
    assert naming.stuck
    assert _reverse_suits(naming) == []
    assert not _naming_rule_applies(naming, "reverse-next")
    assert _naming_counter_fits(naming, "reverse-next", "D")
    assert not _naming_counter_fits(naming, "reverse-next", "C")  # follows the rule


def test_reverse_next_gives_way_to_more_trumps_in_the_turned_down_colour() -> None:
    # Hearts turned down: A♠ K♠ with the A♦ reach reverse next; A♦ 10♦ 9♦ are three.
    naming = _stuck("KS AS 9D TD AD", "KH")
    assert [s.code for s in _reverse_suits(naming)] == ["S"]
    assert _naming_rule_applies(naming, "reverse-next")
    assert _naming_counter_fits(naming, "reverse-next", "D")
    en, ko = naming_said(naming, "S0-3", "D")
    assert "Spades would reach the reverse-next minimum (A♠, K♠ with the A♦)" in en
    # What is true: more trumps, not stronger ones (review 6).
    assert "but you hold more trumps in diamonds (A♦, 10♦, 9♦) than in spades (2)" in en
    assert "스페이드도 리버스 넥스트의 최소 조건은 채우지만(A♠, K♠에 다른 무늬 에이스 A♦)" in ko


def test_a_tie_with_a_reverse_next_suit_is_no_counter_example() -> None:
    # Hearts turned down: A♠ K♠ and A♦ K♦ are the same strength; nothing beats the rule.
    naming = _stuck("KS AS 9C KD AD", "QH")
    assert _naming_rule_applies(naming, "reverse-next")
    assert not _naming_counter_fits(naming, "reverse-next", "D")


def test_reverse_next_counter_examples_carry_the_note_the_checker_holds_them_to() -> None:
    # The round-two set's reverse-next counter-examples (name-trump-stick drilled them until
    # issue 30 made it a rule-questions set: what the stuck dealer may name).
    items = [
        i
        for i in _counters("name-trump-next")
        if i.get("counter_theme") == "reverse-next" and i["answer"] != [calls.PASS]
    ]
    assert items
    rule = calls.COUNTER_RULES["reverse-next"]
    for item in items:
        naming = naming_from_item(item)
        turned = naming.upcard.suit
        assert turned is not None
        assert calls.Suit.parse(item["answer"][0]).color is turned.color
        applies = _naming_rule_applies(naming, "reverse-next")
        assert counter_note_fact(item) == CounterRule("reverse-next", applies)
        note = counter_note_text(item, "en")
        assert note == counter_note(rule, applies=applies)["en"]
        calls.check_name_trump(item, prove=False)
        forged = copy.deepcopy(item)
        forged["explanation_facts"][0]["applies"] = not applies
        with pytest.raises(ItemCheckError, match="counter note"):
            calls.check_name_trump(forged, prove=False)


def test_counter_every_may_be_set_per_theme() -> None:
    from tutor.quiz.kinds import Spec

    spec = Spec(
        kind="order-up",
        variant="standard",
        seed=1,
        themes=("two-high-trumps", "pass-weak", "dealer-partner-assists"),
        options={"counter_every": {"two-high-trumps": 2, "dealer-partner-assists": 3}},
    )
    counters = [n for n in range(1, 31) if spec.is_theme_counter(n)]
    assert counters == [4, 9, 10, 16, 18, 22, 27, 28]
    assert {spec.theme_for(n) for n in counters} == {"two-high-trumps", "dealer-partner-assists"}
    assert not any(spec.without_counters().is_theme_counter(n) for n in range(1, 31))


def test_counter_places_pick_one_turn_of_a_theme_listed_twice() -> None:
    # best-play-against-loner: S0-6 takes the first and third places of each turn, and only
    # the first place's items are its counter-examples (traps against the lone hand).
    from tutor.quiz.kinds import Spec

    spec = Spec(
        kind="best-play",
        variant="standard",
        seed=1,
        themes=("play-low-when-cannot-win", "lead-off-ace-on-defence", "play-low-when-cannot-win"),
        options={"counter_themes": ["play-low-when-cannot-win"], "counter_places": [1]},
    )
    counters = [n for n in range(1, 13) if spec.is_theme_counter(n)]
    assert counters == [1, 4, 7, 10]
    assert [spec.theme_for(n) for n in (3, 6)] == ["play-low-when-cannot-win"] * 2
    assert not any(spec.without_counters().is_theme_counter(n) for n in range(1, 13))


def test_the_three_trumps_theme_is_named_for_three_or_more() -> None:
    # The theme id stays "three-trumps" (stored items, exports); its hands hold three trumps
    # or more counting the turn-up, and its rule says so in both languages.
    quiz_set = load_catalogue()["order-up-dealer"]
    counts = set()
    for item in quiz_set.items:
        if "three-trumps" in item.data["themes"]:
            offer = offer_from_item(item.data)
            counts.add(len(_trumps(offer.holding, offer.trump)))
    assert counts
    assert min(counts) >= 3
    assert max(counts) > 3  # four, five or six trumps come up too
    rule_en = calls.COUNTER_RULES["three-trumps"]
    rule_ko = principles.advice_in(rule_en, "ko")
    # A-11's clause in the spec's words, with this kind's verb: three trumps counting the
    # turn-up make picking it up standard.
    assert rule_en == calls.A11_THREE
    assert rule_en == principles.ADVICE["A-11-three"].replace("taking", "picking")
    assert "three trumps" in rule_en
    assert "세 장 이상" in rule_ko


# -- reverse next: one minimum, the advice's own words -----------------------------------

# A-3 as the banner quotes it: "minimal standard holding K-9 of that suit plus an off ace",
# a floor of strength: K-9 or better with an off-suit ace, or trumps that outweigh the ace
# they lack (two high trumps, three with a bower or the ace, four). Spelled out here by
# rank, apart from the kind's code, so the two readings are compared.
_HIGH_ENOUGH = {"J", "A", "K"}


def _literal_reverse_minimum(hand: list[Any], suit: Any) -> bool:
    from tutor.engine import is_trump

    trumps = [c for c in hand if is_trump(c, suit)]
    high = [c for c in trumps if c.rank.code in ("J", "A")]
    off_aces = [c for c in hand if not is_trump(c, suit) and c.rank.code == "A"]
    k9_ace = len(trumps) >= 2 and any(c.rank.code in _HIGH_ENOUGH for c in trumps)
    strong = len(high) >= 2 or (len(trumps) >= 3 and bool(high)) or len(trumps) >= 4
    return (k9_ace and bool(off_aces)) or strong


@pytest.mark.parametrize(
    ("hand", "suit", "reaches"),
    [
        ("KS 9S AD TC QH", "S", True),  # the spec's own minimum
        ("QS 9S AD TC QH", "S", False),  # two trumps and an ace, but no K or better
        ("QS TS 9S TC QH", "S", False),  # three low trumps, no off-suit ace
        ("KS QS TS TC QH", "S", False),  # K-Q-10 and no ace: below it (review W1)
        ("JC 9S AH TC QH", "S", True),  # the left bower tops it
        ("KS AS QS 9D TH", "S", True),  # three trumps with the ace: no off ace needed
        ("JH QH KH AH JD", "H", True),  # the top five trumps are no "short" holding
        ("JH AH 9C TC QS", "H", True),  # the right bower and the ace: two high trumps
        ("KS TS 9S QS TC", "S", True),  # four trumps
    ],
)
def test_the_reverse_next_minimum_is_k9_and_an_off_suit_ace_or_better(
    hand: str, suit: str, reaches: bool
) -> None:
    from tutor.engine import Suit

    cards = _cards(hand)
    assert _reverse_minimum(cards, Suit.parse(suit)) is reaches
    assert _literal_reverse_minimum(cards, Suit.parse(suit)) is reaches


def test_every_stored_sentence_about_the_reverse_next_minimum_reads_it_as_the_advice() -> None:
    """An item quoted A-3's K-9 in its banner and then said no suit reached "the
    reverse-next minimum (two trumps and an off-suit ace, or three trumps)": two minimums in
    one explanation. Every naming item's claim is held to the advice's words."""
    from tutor.engine import SUITS, Suit

    a3_en = principles.ADVICE["A-3"]
    seen = 0
    for quiz_set in CATALOGUE.values():
        for stored in quiz_set.items:
            item = stored.data
            explanation = explanation_text(item, "en")
            if "minimum" not in explanation or "hand" not in item or "upcard" not in item:
                continue
            hand = _cards(" ".join(item["hand"]))
            turned = parse_card(str(item["upcard"])).suit
            if turned is None:
                continue
            others = [s for s in SUITS if s.color is not turned.color]
            if "No suit of the other colour reaches the reverse-next minimum" in explanation:
                seen += 1
                assert "(K\u20119 of the suit plus an off-suit ace, or stronger" in explanation
                assert not any(_literal_reverse_minimum(hand, s) for s in others), item["id"]
            for suit in others:
                name = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}[suit.code]
                if f"{name} would reach the reverse-next minimum" in explanation:
                    seen += 1
                    assert _literal_reverse_minimum(hand, suit), item["id"]
            answer = str(item["answer"][0])
            if item.get("principle") == "A-3" and answer in "SHDC" and len(answer) == 1:
                reached = _literal_reverse_minimum(hand, Suit.parse(answer))
                assert ("below that minimum, but" in explanation) is not reached, item["id"]
                assert "short of those words" not in explanation, item["id"]
                assert a3_en in explanation, item["id"]
    assert seen >= 5
