"""British round two offers each suit named alone, as name-trump does (issue 10: the
calling quiz's round two offered no loner, and a check found 1101/24 and 1101/20 taught a
suit with the partner where its loner scored more). Checked over every committed
british-call bank, one loop per test."""

from __future__ import annotations

from tutor.analysis.position import item_variant
from tutor.engine import DealerPartnerOrder, DefendAlone, Suit, Variant, parse_card
from tutor.quiz import principles
from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import facts_json
from tutor.quiz.feedback.calls import TrumpHolding, call_feedback
from tutor.quiz.kinds import calls, variant_calls
from tutor.quiz.kinds.variant_calls.facts import call_facts
from tutor.quiz.kinds.variant_calls.themes import _alone_unexplained
from tutor.web.explanation import explanation_texts, option_label, prompt_text

CATALOGUE = load_catalogue()
ROUND_TWO = [
    dict(i.data)
    for s in CATALOGUE
    for i in s.items
    if i.kind in (variant_calls.BRITISH_KIND, variant_calls.THREE_HAND_KIND)
    and int(i.get("round")) == 2
]
BRITISH = [i for i in ROUND_TWO if i["kind"] == variant_calls.BRITISH_KIND]


def test_every_suit_may_be_named_alone_where_loners_are_allowed() -> None:
    assert BRITISH
    for item in ROUND_TWO:
        variant = item_variant(item)
        suits = [c for c in item["choices"] if c != "pass" and not c.endswith("-alone")]
        alone = sorted(c for c in item["choices"] if c.endswith("-alone"))
        loners = variant.allow_alone and variant.players == 4
        expected = sorted(calls.alone_code(c) for c in suits) if loners else []
        assert alone == expected, item["id"]
        for code in alone:
            assert str(option_label(item, code, "en")).endswith("and go alone"), item["id"]
            assert str(option_label(item, code, "ko")).endswith("부르고 혼자 하기"), item["id"]
        if alone:
            assert "do you go alone?" in prompt_text(item, "en"), item["id"]
            assert "혼자 할까요?" in prompt_text(item, "ko"), item["id"]


def test_a_lone_march_is_never_taught_as_a_partnership_call() -> None:
    """No suit is taught with the partner where its loner is worth more, or on a lone hand
    (the item would not say why not alone); a loner says why, from its cards."""
    for item in BRITISH:
        answer = str(item["answer"][0])
        code, alone = calls.naming_action(answer)
        evaluation = item["evaluation"]
        call = variant_calls.call_from_item(item)
        if code != "pass" and not alone:
            assert evaluation[calls.alone_code(code)] < evaluation[answer], item["id"]
            trump = Suit.parse(code)
            held = call.decision(answer).holding(trump)
            assert not principles.lone_hand(held, trump), item["id"]
            assert "Not alone" in explanation_texts(item)["en"], item["id"]
            assert "혼자 하지는 않습니다" in explanation_texts(item)["ko"], item["id"]
        if alone:
            named = Suit.parse(code)
            assert variant_calls.marches(call, named), item["id"]
            assert principles.fits("A-9", call.decision(answer)), item["id"]
            assert f"name {calls.suit_en(named)} and go alone" in explanation_texts(item)["en"], (
                item["id"]
            )
            assert "a lone march scores 4 points instead of 2" in explanation_texts(item)["en"]
            assert "부르고 혼자 합니다" in explanation_texts(item)["ko"], item["id"]
            assert "혼자 전승하면 2점이 아니라 4점입니다" in explanation_texts(item)["ko"]
            assert "go-alone" in item["themes"], item["id"]
            assert item["confirm"]["lower_bound"] > 0, item["id"]


def test_the_reviewed_items_are_no_longer_taught_with_the_partner() -> None:
    """1101/24 (hearts +1.64, alone +2.28) and 1101/20 (clubs +1.37, alone +1.54): their
    positions, if still asked, no longer teach the partnership call over the loner."""
    for item in BRITISH:
        if item["id"] in ("british-call/british/1101/24", "british-call/british/1101/20"):
            answer = str(item["answer"][0])
            code, alone = calls.naming_action(answer)
            if code != "pass" and not alone:
                assert item["evaluation"][calls.alone_code(code)] < item["evaluation"][answer]


def _loner_position() -> variant_calls.VariantCall:
    """A British round-two caller with the Benny, both bowers of hearts and an ace (he
    takes the turned-down 9♠ and discards it): a lone hand whose march is not in doubt."""
    variant = Variant.preset("british")
    hand = tuple(parse_card(c) for c in ("JO", "JH", "JD", "AH", "AC"))
    return variant_calls.VariantCall(variant, 0, 1, hand, parse_card("9S"), 2)


def test_the_loner_is_offered_played_and_ruled_by_a9() -> None:
    call = _loner_position()
    options = call.options()
    assert sorted(options) == ["C", "C-alone", "D", "D-alone", "H", "H-alone", "pass"]
    assert variant_calls.marches(call, Suit.HEARTS)
    assert principles.fits("A-9", call.decision("H-alone"))
    assert not principles.fits("A-9", call.decision("H"))
    assert call.decision("H-alone").alone
    assert "go-alone" in variant_calls.themes_of(call, "H-alone")
    assert "round-two" in variant_calls.themes_of(call, "H-alone")
    assert _alone_unexplained(call, "H")
    assert not _alone_unexplained(call, "H-alone")
    judgement = variant_calls.judge_call(call, "test/british-loner", samples=16)
    assert judgement.best == "H-alone"
    # The Benny is held: no proof is quoted (tests/quiz/test_disputed_loners.py).
    proof = {"samples": 16, "margin": judgement.margin, "lower_bound": 0.0}
    item = {
        **variant_calls.item_position(call),
        "id": "test/british-loner",
        "kind": variant_calls.BRITISH_KIND,
        "variant": "british",
        "choices": options,
        "answer": [judgement.best],
        "principle": "A-9",
        "evaluation": {o: round(v, 2) for o, v in judgement.evaluation.items()},
        "samples": 16,
        "confirm": proof,
    }
    assert option_label(item, "H-alone", "en") == "Name hearts and go alone"
    assert option_label(item, "H-alone", "ko") == "하트 부르고 혼자 하기"
    text = explanation_texts({**item, "explanation_facts": facts_json(call_facts(item))})
    assert "Many strong players" not in text["en"]
    assert "name hearts and go alone: your hand is among those to consider" in text["en"]
    assert text["en"].count("name hearts and go alone") == 1


def test_a_loner_named_alone_is_proven_on_fresh_deals() -> None:
    loners = [i for i in BRITISH if str(i["answer"][0]).endswith("-alone")]
    for item in loners[:1]:
        variant_calls.BRITISH_DEF.check(item, prove=True)


def test_the_loner_mistakes_in_round_two() -> None:
    call = _loner_position()
    item = {
        "kind": variant_calls.BRITISH_KIND,
        "answer": ["H-alone"],
        "choices": call.options(),
        "themes": ["go-alone", "round-two"],
    }
    item["hand"] = [c.code for c in call.hand]
    missed = call_feedback(item, "H")
    assert missed.key == "missed-a-loner"
    # Both bowers and the Benny of hearts: the feedback states them, never "no trumps".
    assert TrumpHolding("H", ("JO", "JH", "JD", "AH"), None) in missed.facts
    plain = dict(item, answer=["H"], themes=["round-two"])
    over = call_feedback(plain, "H-alone")
    assert over.key == "alone-without-the-top-trumps"
    wrong = call_feedback(plain, "C-alone")
    assert wrong.key == "named-the-wrong-suit"
    assert TrumpHolding("C", ("JO", "AC"), None) in wrong.facts


def test_no_alone_choice_without_loners_or_partner() -> None:
    variant = Variant.preset("british").replace(
        allow_alone=False,
        defend_alone=DefendAlone.OFF,
        dealer_partner_order=DealerPartnerOrder.FREE,
    )
    hand = tuple(parse_card(c) for c in ("JH", "JD", "AH", "AC", "9D"))
    call = variant_calls.VariantCall(variant, 0, 1, hand, parse_card("9S"), 2)
    assert sorted(call.options()) == ["C", "D", "H", "pass"]
    three = Variant.preset("three-hand")
    stuck = variant_calls.VariantCall(three, 0, 0, hand, parse_card("9S"), 2)
    assert not any(o.endswith("-alone") for o in stuck.options())
