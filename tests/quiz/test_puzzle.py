"""Hand puzzles (kind ``puzzle``): the line of play, each move's proof, partial credit.

Positions are spelled in card codes. The committed set is re-checked (the line is legal and
double-dummy for the other seats; each move is the best-play item it was proven as), and
tampering with a line, a move or a derived field is caught.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.analysis.deal import make_trump
from tutor.analysis.position import Position, PositionError
from tutor.analysis.solver import DoubleDummy, to_mask
from tutor.engine import Suit, Variant, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import check_item
from tutor.quiz.design import set_stats
from tutor.quiz.difficulty import measure
from tutor.quiz.kinds import ItemCheckError, best_play, puzzle
from tutor.quiz.words import ordinal
from tutor.web.explanation import explanation_texts, prompt_text

STANDARD = Variant.preset("standard")
CATALOGUE = load_catalogue()
PUZZLE_SETS = [s for s in CATALOGUE if s.kind == "puzzle"]
PUZZLES = [item.data for item in CATALOGUE["puzzle-standard"].items]
EVERY_PUZZLE = [item.data for s in PUZZLE_SETS for item in s.items]


def cards(*codes: str) -> list[Any]:
    return [parse_card(c) for c in codes]


def _position(hands: list[str], trick: list[tuple[int, str]], maker: int = 0) -> Position:
    return Position(
        variant=STANDARD,
        trump=Suit.HEARTS,
        low=False,
        dealer=3,
        maker=maker,
        alone=False,
        hands=[cards(*h.split()) for h in hands],
        trick=[(seat, parse_card(code)) for seat, code in trick],
    )


# -- the line ------------------------------------------------------------------------------


def test_the_line_ruffs_when_the_ruff_wins_a_trick() -> None:
    # Hearts trump; seat 0 (the learner) led A♣ and the next two followed; seat 3, an
    # opponent void in clubs, holds 9♥ K♦. Ruffing takes this trick (J♥ takes the last);
    # throwing K♦ gives the learner's side both tricks.
    position = _position(["JH", "QD", "KS", "9H KD"], [(0, "AC"), (1, "9C"), (2, "TC")])
    assert puzzle.line_card(position, seat=0) == parse_card("9H")


def test_the_line_plays_low_among_equal_losers() -> None:
    # North (seat 1) cannot beat A♠ either way: the line keeps K♠ and plays 9♠.
    position = _position(["JH", "KS 9S", "QS", "TS"], [(0, "AS")])
    assert puzzle.line_card(position, seat=0) == parse_card("9S")


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), seat_pick=st.integers(0, 3))
def test_a_double_dummy_line_is_legal_and_reaches_the_double_dummy_result(
    seed: int, seat_pick: int
) -> None:
    rng = random.Random(seed)
    deal = make_trump(STANDARD, rng)
    seat = deal.active[seat_pick % len(deal.active)]
    side = deal.side(seat)
    solver = DoubleDummy(
        deal.trump, maximizers=side, players=4, sitting_out=deal.sitting_out, low=deal.low
    )
    expected = solver.solve([to_mask(h) for h in deal.hands], deal.leader())
    current = deal
    while any(current.hands[s] for s in current.active):
        card = puzzle.line_card(current, seat)
        assert card in current.legal()  # Position.play would raise on a renege as well
        current = current.play(card)
    won = current.tricks_won()
    assert sum(won[s] for s in side) == expected


# -- partial credit -------------------------------------------------------------------------


def test_the_score_is_the_share_of_first_tries_right() -> None:
    assert puzzle.first_try_score([True, False]) == 0.5
    assert puzzle.first_try_score([True, True, False]) == pytest.approx(2 / 3)
    assert puzzle.first_try_score([False, False, False, False]) == 0.0
    assert puzzle.first_try_score([True, True]) == 1.0
    with pytest.raises(ValueError, match="at least one move"):
        puzzle.first_try_score([])


@given(st.lists(st.booleans(), min_size=1, max_size=4))
def test_partial_credit_counts_each_move_once(results: list[bool]) -> None:
    score = puzzle.first_try_score(results)
    assert 0.0 <= score <= 1.0
    assert score * len(results) == pytest.approx(sum(results))
    assert (score == 1.0) == all(results)


# -- the committed set ----------------------------------------------------------------------


@pytest.mark.parametrize("set_id", [s.id for s in PUZZLE_SETS])
def test_each_set_has_thirty_puzzles_of_two_to_four_moves_easy_to_hard(set_id: str) -> None:
    puzzles = [item.data for item in CATALOGUE[set_id].items]
    assert len(puzzles) >= 30
    assert all(puzzle.MIN_MOVES <= len(p["moves"]) <= puzzle.MAX_MOVES for p in puzzles)
    levels = [int(p["difficulty"]) for p in puzzles]
    assert levels == sorted(levels)
    assert all(p["difficulty"] == measure(p) for p in puzzles)
    assert len(set(levels)) >= 2


def test_the_sets_cover_three_presets_and_some_longer_hands() -> None:
    assert {s.variant for s in PUZZLE_SETS} >= {"standard", "bid", "three-hand"}
    assert any(len(p["moves"]) >= 3 for p in EVERY_PUZZLE)
    # Defending, not only making: some puzzles are played from a defender's seat.
    assert any(int(p["seat"]) not in _maker_side(p) for p in EVERY_PUZZLE)


def _maker_side(item: dict[str, Any]) -> set[int]:
    return set(puzzle.start_position(item).maker_side())


@pytest.mark.parametrize("number", range(len(EVERY_PUZZLE)))
def test_each_committed_puzzle_holds_without_the_replay(number: int) -> None:
    item = EVERY_PUZZLE[number]
    check_item(item, prove=False)
    steps = puzzle.positions(item)
    line = puzzle.line_plays(item)
    seat = int(item["seat"])
    for move in item["moves"]:
        at = int(move["at"])
        assert line[at][0] == seat
        assert line[at][1].code == move["answer"][0]
        assert move["answer"][0] in move["choices"]
        # What the learner has seen at that point: every card played in the line so far.
        before = steps[at]
        shown = set(before.played())
        assert all(card in shown for _, card in line[:at])
        proven = puzzle.move_item(item, item["moves"].index(move), before)
        assert proven["history"] == [
            [{"seat": s, "card": c.code} for s, c in t] for t in before.history
        ]
        assert proven["confirm"]["lower_bound"] >= 0.15


@pytest.mark.parametrize("set_id", [s.id for s in PUZZLE_SETS])
def test_each_move_of_a_committed_puzzle_is_proven_again_on_its_confirming_deals(
    set_id: str,
) -> None:
    item = CATALOGUE[set_id].items[-1].data  # the hardest
    for index in range(len(item["moves"])):
        best_play.check(puzzle.move_item(item, index), prove=True)


def test_a_move_proof_uses_the_cards_seen_at_that_point() -> None:
    item = PUZZLES[0]
    last = puzzle.move_item(item, len(item["moves"]) - 1)
    first = puzzle.move_item(item, 0)
    assert len(last["history"]) + len(last["trick"]) > 0
    assert last["id"] != first["id"]
    assert last["id"].startswith(item["id"] + "@")
    # The learner's view: the hand at that point, not the whole deal.
    assert len(last["hand"]) < len(first["hand"]) or last["trick"] != first["trick"]
    assert "deal" not in last


def _tampered(change: Any) -> dict[str, Any]:
    item = copy.deepcopy(PUZZLES[0])
    change(item)
    return item


def test_an_illegal_card_in_the_line_is_caught() -> None:
    def renege(item: dict[str, Any]) -> None:
        # Someone plays a card from another hand: not theirs to play.
        first, other = item["line"][1], item["line"][2]
        first["card"], other["card"] = other["card"], first["card"]

    with pytest.raises(ItemCheckError):
        check_item(_tampered(renege), prove=False)


def test_a_wrong_move_answer_is_caught() -> None:
    def swap(item: dict[str, Any]) -> None:
        move = item["moves"][0]
        move["answer"] = [next(c for c in move["choices"] if c != move["answer"][0])]

    with pytest.raises(ItemCheckError):
        check_item(_tampered(swap), prove=False)


def test_a_line_card_that_is_not_double_dummy_is_caught() -> None:
    item = copy.deepcopy(PUZZLES[0])
    steps = puzzle.positions(item)
    moves_at = {int(m["at"]) for m in item["moves"]}
    for index, play in enumerate(item["line"]):
        position = steps[index]
        legal = position.legal()
        if index in moves_at or len(legal) < 2:
            continue
        other = next(c for c in legal if c.code != play["card"])
        expected = puzzle.line_card(position, int(item["seat"]))
        if other == expected:
            continue
        item["line"] = item["line"][: index + 1]
        item["line"][index]["card"] = other.code
        break
    else:
        pytest.skip("no free choice in this line")
    with pytest.raises(ItemCheckError):
        check_item(item, prove=False)


def test_a_derived_field_that_differs_from_the_moves_is_caught() -> None:
    def reword(item: dict[str, Any]) -> None:
        item["answer"] = list(reversed(item["answer"]))

    with pytest.raises(ItemCheckError, match="answer"):
        check_item(_tampered(reword), prove=False)


def test_a_deal_that_does_not_hold_the_learner_hand_is_caught() -> None:
    item = copy.deepcopy(PUZZLES[0])
    seat = int(item["seat"])
    other = (seat + 1) % 4
    item["deal"][seat], item["deal"][other] = item["deal"][other], item["deal"][seat]
    with pytest.raises(PositionError):
        puzzle.start_position(item)
    with pytest.raises(ItemCheckError):
        check_item(item, prove=False)


def test_set_design_counts_every_move_as_a_question() -> None:
    stats = set_stats(CATALOGUE["puzzle-standard"])
    moves = sum(len(p["moves"]) for p in PUZZLES)
    assert sum(stats.answers.values()) == moves
    assert sum(stats.positions.values()) == moves
    assert stats.mode == "puzzle"


def test_the_prompt_and_summary_quote_each_move_in_both_languages() -> None:
    item = PUZZLES[0]
    assert f"{len(item['moves'])} decisions" in prompt_text(item, "en")
    assert f"결정할 차례가 {len(item['moves'])}번" in prompt_text(item, "ko")
    for number, move in enumerate(item["moves"], start=1):
        card = str(parse_card(move["answer"][0]))
        assert f"Decision {number}: {card}." in explanation_texts(item)["en"]
        assert f"{ordinal(number, 'ko')} 결정: {card}" in explanation_texts(item)["ko"]


def test_a_wrong_move_is_compared_as_a_best_play_item_is() -> None:
    from tutor.quiz.bank import QuizItem
    from tutor.quiz.feedback.card_play import card_feedback
    from tutor.quiz.feedback.choices import PuzzleMove
    from tutor.quiz.grading import DIAGNOSERS

    item = PUZZLES[0]
    moves = item["moves"]
    wrong = next(c for c in moves[0]["choices"] if c != moves[0]["answer"][0])
    given = [wrong, *[m["answer"][0] for m in moves[1:]]]
    mistake = DIAGNOSERS["puzzle"](QuizItem(item), given)
    assert mistake is not None
    single = card_feedback(puzzle.move_item(item, 0), wrong)
    assert mistake.key == single.key
    assert mistake.feedback is not None
    assert mistake.feedback.facts == (PuzzleMove(1, single),)
    assert mistake.feedback.facts[0].check(item) is None
    assert DIAGNOSERS["puzzle"](QuizItem(item), list(item["answer"])) is None
