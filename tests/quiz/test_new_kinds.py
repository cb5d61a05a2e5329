"""The rules kinds of issue 10: table-facts, read-the-play, renege, and the running score.

Facts are asserted with seats by name and cards by code, against what the engine works
out under each preset and house rule; every generated item re-proves with its checker,
and a tampered one is caught.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.engine import Variant
from tutor.quiz.build import check_item
from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds import KINDS, ItemCheckError, Spec
from tutor.quiz.kinds.reading import _record
from tutor.quiz.kinds.reading import answer_of as read_answer
from tutor.quiz.kinds.reading import prompt_facts as reading_prompt_facts
from tutor.quiz.kinds.renege import replay
from tutor.quiz.kinds.table_facts import answer_of, schedule
from tutor.web.explanation import explanation_texts, prompt_text

STANDARD = Variant.preset("standard")
NORTH, EAST, SOUTH, WEST = range(4)


@pytest.mark.parametrize(
    ("variant", "trumps", "undealt"),
    [
        (STANDARD, "7", "4"),
        (Variant.preset("british"), "8", "5"),
        (Variant.preset("three-hand"), "9", "17"),
        (STANDARD.replace(deck=32), "9", "12"),
        (STANDARD.replace(joker=True), "8", "5"),
        (Variant.preset("bid"), "7", "0"),
    ],
)
def test_trumps_and_undealt_cards_per_pack(variant: Variant, trumps: str, undealt: str) -> None:
    assert answer_of(variant, {"type": "trump-count", "trump": "H"}) == trumps
    assert answer_of(variant, {"type": "kitty"}) == undealt


def test_who_leads_first_with_lone_hands_and_the_lead_switch() -> None:
    # North deals, East goes alone: West sits out, East (eldest) leads.
    q: dict[str, Any] = {"type": "first-lead", "dealer": NORTH, "maker": EAST, "alone": True}
    assert answer_of(STANDARD, q) == "east"
    # West goes alone: East (eldest) sits out, so South leads; with the lead switch the
    # player on the loner's left (North) leads.
    q = {"type": "first-lead", "dealer": NORTH, "maker": WEST, "alone": True}
    assert answer_of(STANDARD, q) == "south"
    assert answer_of(STANDARD.replace(first_lead="left_of_loner"), q) == "north"
    # cardgames: South alone, East defends alone: North and West sit out; East leads.
    q = {"type": "first-lead", "dealer": NORTH, "maker": SOUTH, "alone": True, "defender": EAST}
    assert answer_of(Variant.preset("cardgames"), q) == "east"
    # Bid Euchre: the declarer leads, whoever dealt.
    q = {"type": "first-lead", "dealer": NORTH, "maker": WEST}
    assert answer_of(Variant.preset("bid"), q) == "west"


def test_who_sits_out_and_who_takes_the_turn_up() -> None:
    partner_orders = {"dealer": NORTH, "caller": SOUTH, "alone": False}
    assert answer_of(STANDARD, {"type": "sits-out", **partner_orders}) == "nobody"
    assert answer_of(Variant.preset("american"), {"type": "sits-out", **partner_orders}) == (
        "nobody"
    )
    # British (and the Canadian loner option): the dealer's partner can only go alone.
    british = Variant.preset("british")
    assert answer_of(british, {"type": "sits-out", **partner_orders}) == "north"
    canadian = STANDARD.replace(canadian_loner=True)
    assert answer_of(canadian, {"type": "sits-out", **partner_orders}) == "north"
    lone = {"type": "sits-out", "dealer": NORTH, "caller": EAST, "alone": True}
    assert answer_of(STANDARD, lone) == "west"
    three = {"type": "sits-out", "dealer": NORTH, "caller": EAST, "alone": False}
    assert answer_of(Variant.preset("three-hand"), three) == "nobody"
    east_orders = {"type": "turnup-taker", "dealer": NORTH, "caller": EAST, "alone": False}
    assert answer_of(STANDARD, east_orders) == "north"  # the dealer takes it
    assert answer_of(british, east_orders) == "east"  # the caller takes it (P3)
    keep = {"type": "discard-turnup", "dealer": NORTH, "caller": EAST, "alone": False}
    assert answer_of(STANDARD, keep) == "no"
    assert answer_of(STANDARD.replace(dealer_keeps_turnup=False), keep) == "yes"


def test_all_pass_defending_alone_target_and_the_auction() -> None:
    everybody_passes = {"type": "all-pass", "dealer": NORTH}
    assert answer_of(STANDARD, everybody_passes) == "dealer-names"
    assert answer_of(Variant.preset("cardgames"), everybody_passes) == "redeal"
    assert answer_of(Variant.preset("three-hand"), everybody_passes) == "dealer-names"
    together = {"type": "defend-alone", "dealer": NORTH, "maker": SOUTH, "defender": EAST}
    assert answer_of(STANDARD, {**together, "alone": True}) == "no"
    assert answer_of(Variant.preset("cardgames"), {**together, "alone": False}) == "yes"
    assert answer_of(Variant.preset("british"), {**together, "alone": False}) == "no"
    assert answer_of(Variant.preset("british"), {**together, "alone": True}) == "yes"
    assert answer_of(Variant.preset("british"), {"type": "target"}) == "11"
    assert answer_of(STANDARD.replace(target_score=5), {"type": "target"}) == "5"
    bid = Variant.preset("bid")
    equal = {"type": "bid-dealer-equal", "dealer": NORTH, "bidder": EAST, "bid": 4}
    assert answer_of(bid, equal) == "yes"
    assert answer_of(bid, {"type": "bid-forced", "dealer": NORTH}) == "no"


def test_a_set_never_asks_a_one_form_question_twice() -> None:
    order = schedule(("kitty", "first-lead", "target"), 6)
    assert order == ["kitty", "first-lead", "target", "first-lead", "first-lead", "first-lead"]


def _reading_item() -> dict[str, Any]:
    # Spades trump. North leads A♣; East shows out with J♣ (the left bower, a spade).
    return {
        "id": "read-the-play/standard/1/1",
        "kind": "read-the-play",
        "variant": "standard",
        "trump": "S",
        "no_trump": None,
        "dealer": WEST,
        "maker": EAST,
        "alone": False,
        "seat": SOUTH,
        "upcard": None,
        "upcard_taken": False,
        "history": [
            [
                {"seat": NORTH, "card": "AC"},
                {"seat": EAST, "card": "JC"},
                {"seat": SOUTH, "card": "9C"},
                {"seat": WEST, "card": "KC"},
            ]
        ],
        "trick": [],
        "hand": ["JS", "AS", "KH", "QD"],
        "question": {"type": "void-in-suit", "suit": "C"},
        "choices": ["left", "partner", "right", "nobody"],
        "answer": ["right"],
        "themes": ["void-in-suit"],
    }


def test_reading_the_record() -> None:
    item = _reading_item()
    item["prompt_facts"] = facts_json(reading_prompt_facts(item))
    record = _record(item)
    # East (South's right-hand opponent: play goes clockwise, so West, who plays after
    # South, sits on the left) showed out of clubs with the left bower.
    assert read_answer(record, {"type": "void-in-suit", "suit": "C"}) == "right"
    assert read_answer(record, {"type": "void-in-suit", "suit": "H"}) == "nobody"
    # 7 spades: J♣ played, J♠ and A♠ held: 4 still out.
    assert read_answer(record, {"type": "trumps-out"}) == "4"
    assert read_answer(record, {"type": "where-is-card", "card": "JC"}) == "right"
    assert read_answer(record, {"type": "where-is-card", "card": "KC"}) == "left"
    assert read_answer(record, {"type": "where-is-card", "card": "JD"}) == "unseen"
    check_item(item)
    wrong = {**copy.deepcopy(item), "answer": ["nobody"]}
    with pytest.raises(ItemCheckError):
        check_item(wrong)
    # East cannot show out of clubs and then lead one.
    impossible = copy.deepcopy(item)
    impossible["history"].append(
        [
            {"seat": EAST, "card": "QC"},
            {"seat": SOUTH, "card": "AS"},
            {"seat": WEST, "card": "TC"},
            {"seat": NORTH, "card": "9D"},
        ]
    )
    impossible["hand"] = ["JS", "KH", "QD"]
    with pytest.raises(ItemCheckError):
        check_item(impossible)


def _generated(kind: str, variant: str, seed: int, theme: str | None = None) -> dict[str, Any]:
    spec = Spec(kind=kind, variant=variant, seed=seed, themes=(theme,) if theme else ())
    generate = KINDS[kind].generate
    rng = random.Random(seed)
    for _ in range(500):
        item = generate(spec, 1, theme, rng)
        if item is not None:
            return item
    raise AssertionError(f"no {kind} item for seed {seed}")


def test_a_renege_is_replayed_by_the_engine_and_priced() -> None:
    item = _generated("renege", "standard", 5, "renege-penalty")
    deal = replay(item)
    (renege,) = deal.reneges
    # The offending seat played off suit while still holding the led suit.
    later = [
        play.card
        for trick in deal.tricks[renege.trick + 1 :]
        for play in trick.plays
        if play.seat == renege.seat
    ]
    assert any(card for card in later)
    offenders = renege.seat % 2
    points = deal.points()
    assert points[offenders] == 0
    assert points[1 - offenders] == (4 if item["alone"] else 2)
    check_item(item)
    tampered = copy.deepcopy(item)
    tampered["answer"] = ["1"]
    with pytest.raises(ItemCheckError):
        check_item(tampered)


SEEDS = st.integers(min_value=0, max_value=10_000)
CASES = [
    ("table-facts", "standard"),
    ("table-facts", "british"),
    ("table-facts", "three-hand"),
    ("table-facts", "bid"),
    ("read-the-play", "standard"),
    ("read-the-play", "three-hand"),
    ("renege", "standard"),
    ("scoring", "standard"),
]


@pytest.mark.parametrize(("kind", "variant"), CASES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_every_generated_item_re_proves(kind: str, variant: str, seed: int) -> None:
    theme = "score-after" if kind == "scoring" else None
    item = _generated(kind, variant, seed, theme)
    check_item(item)
    assert item["answer"][0] in item["choices"]
    assert prompt_text(item, "en")
    assert prompt_text(item, "ko")
    explained = explanation_texts(item)
    assert explained["en"]
    assert explained["ko"]
    tampered = copy.deepcopy(item)
    tampered["answer"] = [next(c for c in item["choices"] if c != item["answer"][0])]
    with pytest.raises(ItemCheckError):
        check_item(tampered)


def test_the_loner_note_follows_the_score() -> None:
    spec = Spec(kind="scoring", variant="standard", seed=3, themes=("loner-worth",))
    notes = set()
    for seed in range(200):
        item = KINDS["scoring"].generate(spec, 1, "loner-worth", random.Random(seed))
        if item is None:
            continue
        check_item(item)
        before = item["scores"][int(item["maker"]) % 2]
        text = explanation_texts(item)["en"]
        if 10 - before <= 2:
            assert "going alone gained nothing" in text
        elif 10 - before <= 4:
            assert "only the lone march (4) wins the game" in text
        else:
            assert "simply counts double" in text
        notes.add(text.splitlines()[-1].split(" ")[0])
    assert notes == {"They", "Far"}


def test_table_facts_follow_a_class_house_rules() -> None:
    from tutor.quiz.bank import load_catalogue
    from tutor.quiz.houserules import house_rules_set

    committed = load_catalogue()["table-facts-standard"]
    house = house_rules_set(committed, "standard", {"target_score": 15, "canadian_loner": True})
    assert house is not None
    assert all("canadian-loner" in item.id for item in house.items)
    by_question = {item.get("question")["type"]: item for item in house.items}
    assert by_question["target"].answer == ["15"]
    for item in house.items:
        check_item(item.data)
        q = item.get("question")
        if q["type"] == "sits-out" and q["caller"] == (q["dealer"] + 2) % 4:
            assert item.answer == [("north", "east", "south", "west")[q["dealer"]]]
