"""Round two offers each suit named alone where the variant allows loners (issue 10, review
of 801/2, 802/25 and 802/29: the stuck dealer with five trumps wins a march on every deal,
and the kind taught "name hearts" because it offered no loner). Checked over every
committed name-trump bank, one loop per test."""

from __future__ import annotations

from tutor.analysis.position import item_variant
from tutor.engine import Suit, Variant, parse_card
from tutor.quiz import principles
from tutor.quiz.bank import load_catalogue
from tutor.quiz.feedback.calls import TrumpHolding, call_feedback
from tutor.quiz.kinds import calls
from tutor.quiz.kinds.calls.naming import naming_from_item
from tutor.web.explanation import explanation_texts
from tutor.web.labels import option_label

CATALOGUE = load_catalogue()
NAMING = [dict(i.data) for s in CATALOGUE for i in s.items if i.kind == calls.NAME_TRUMP_KIND]


def test_every_suit_may_be_named_alone_where_loners_are_allowed() -> None:
    assert NAMING
    for item in NAMING:
        variant = item_variant(item)
        suits = [c for c in item["choices"] if c != "pass" and not c.endswith("-alone")]
        alone = sorted(c for c in item["choices"] if c.endswith("-alone"))
        expected = sorted(calls.alone_code(c) for c in suits) if variant.allow_alone else []
        assert alone == expected, item["id"]
        for code in alone:
            assert str(option_label(item, code, "en")).endswith("and go alone"), item["id"]
            assert str(option_label(item, code, "ko")).endswith("부르고 혼자 하기"), item["id"]


def test_a_lone_march_is_never_taught_as_a_partnership_call() -> None:
    """No suit is taught with the partner where its loner is worth more, or on a lone hand
    (the item would not say why not alone); a loner says why, from its cards."""
    loners = 0
    for item in NAMING:
        answer = str(item["answer"][0])
        code, alone = calls.naming_action(answer)
        evaluation = item["evaluation"]
        if code != "pass" and not alone and calls.alone_code(code) in evaluation:
            assert evaluation[calls.alone_code(code)] < evaluation[answer], item["id"]
            naming = naming_from_item(item)
            assert not principles.lone_hand(naming.hand, Suit.parse(code)), item["id"]
        if alone:
            loners += 1
            assert (
                "and go alone: a lone march scores 4 points instead of 2"
                in (explanation_texts(item)["en"])
            ), item["id"]
            assert (
                "부르고 혼자 합니다. 혼자 전승하면 2점이 아니라 4점입니다"
                in (explanation_texts(item)["ko"])
            ), item["id"]
            assert item["confirm"]["lower_bound"] > 0, item["id"]
    assert loners >= 2  # issue 30: name-trump-stick's engine items became rule questions


def test_the_reviewed_stuck_dealers_go_alone() -> None:
    by_id = {item["id"]: item for item in NAMING}
    # 802/25 and 802/29 left with name-trump-stick's engine items (issue 30).
    for number, suit in (("801/2", "H"),):
        item = by_id[f"name-trump/standard/{number}"]
        assert item["answer"] == [calls.alone_code(suit)], number


def test_a_loner_named_alone_is_proven_on_fresh_deals() -> None:
    item = next(i for i in NAMING if str(i["answer"][0]).endswith("-alone"))
    calls.check_name_trump(item, prove=True)


def test_the_loner_mistakes_in_round_two() -> None:
    item = next(i for i in NAMING if str(i["answer"][0]).endswith("-alone"))
    code, _ = calls.naming_action(str(item["answer"][0]))
    missed = call_feedback(item, code)
    assert missed.key == "missed-a-loner"
    holding = next(f for f in missed.facts if isinstance(f, TrumpHolding))
    assert holding.suit == code
    assert holding.check(item) is None
    plain = next(
        i for i in NAMING if i["answer"][0] != "pass" and not str(i["answer"][0]).endswith("-alone")
    )
    over = call_feedback(plain, calls.alone_code(plain["answer"][0]))
    assert over.problem(plain) is None
    assert over.key == "alone-without-the-top-trumps"


def test_no_alone_choice_without_loners() -> None:
    variant = Variant.preset("standard").replace(allow_alone=False)
    naming = calls.Naming(variant, 0, 0, [], parse_card("9C"))
    assert naming.options() == ["S", "H", "D"]
