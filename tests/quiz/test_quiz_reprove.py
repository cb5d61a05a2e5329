"""`flask quizzes reprove`: committed best-play items re-proven under the calls heard."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tutor.analysis.hearing import COUNT
from tutor.analysis.proof import Confirmation
from tutor.cli import quizzes as quizzes_cli
from tutor.engine import Card, parse_card
from tutor.quiz import principles
from tutor.quiz.bank import default_quiz_dir, load_catalogue
from tutor.quiz.build import check_item, generate_item, spec_for
from tutor.quiz.explaining import first_false_fact
from tutor.quiz.kinds import KINDS, puzzle
from tutor.quiz.kinds.base import GenerationError, ItemCheckError, Spec
from tutor.quiz.kinds.best_play.checking import (
    CHANGED,
    DECIDED,
    HELD,
    OPEN,
    THIN,
    HeardProof,
    _reproof_outcome,
)
from tutor.quiz.kinds.best_play.generation import set_reading
from tutor.web.explanation import prompt_texts

LONER = "best-play-against-loner"


def _proof(
    means: dict[str, float], answer: str, *, proven: bool, margin: float
) -> Confirmation[Card]:
    cards = {parse_card(c): v for c, v in means.items()}
    runner_up = max((c for c in cards if c.code != answer), key=lambda c: cards[c])
    return Confirmation(
        parse_card(answer), proven, 256, cards, runner_up, margin, 0.2 if proven else 0.0, "x"
    )


def test_a_reproof_names_what_became_of_the_answer() -> None:
    # Q♦ stored as best over 9♣ and A♥ (J♠ trump): the outcome is read from the fresh means.
    assert _reproof_outcome(_proof({"QD": 1.0, "9C": 0.6}, "QD", proven=True, margin=0.4)) == HELD
    decided = {"QD": 2.0, "9C": 2.0, "AH": 2.0}
    assert _reproof_outcome(_proof(decided, "QD", proven=False, margin=0.0)) == DECIDED
    beaten = {"QD": 0.5, "9C": 0.9, "AH": 0.1}
    assert _reproof_outcome(_proof(beaten, "QD", proven=False, margin=-0.4)) == CHANGED
    thin = {"QD": 1.05, "9C": 1.0, "AH": 0.2}
    assert _reproof_outcome(_proof(thin, "QD", proven=False, margin=0.05)) == THIN
    unclear = {"QD": 1.3, "9C": 1.0, "AH": 0.2}
    assert _reproof_outcome(_proof(unclear, "QD", proven=False, margin=0.3)) == OPEN


def test_only_a_held_answer_is_stored() -> None:
    proof = _proof({"QD": 2.0, "9C": 2.0}, "QD", proven=False, margin=0.0)
    with pytest.raises(ValueError, match="decided"):
        HeardProof(DECIDED, proof).item({"id": "x"}, COUNT)


def test_a_set_naming_an_unknown_calling_model_is_refused() -> None:
    assert (
        set_reading(
            Spec(kind="best-play", variant="standard", seed=1, options={"calling_model": "count"})
        )
        == "count"
    )
    assert set_reading(Spec(kind="best-play", variant="standard", seed=1)) is None
    with pytest.raises(GenerationError, match="unknown calling_model 'psychic'"):
        set_reading(
            Spec(kind="best-play", variant="standard", seed=1, options={"calling_model": "psychic"})
        )


def _uniform_bank(folder: Path) -> list[dict[str, Any]]:
    """The committed loner bank copied into ``folder`` as if never re-proven."""
    shutil.copy(default_quiz_dir() / f"{LONER}.toml", folder / f"{LONER}.toml")
    bank = json.loads((default_quiz_dir() / f"{LONER}.json").read_text(encoding="utf-8"))
    for item in bank["items"]:
        item.pop("calling_model", None)
    (folder / f"{LONER}.json").write_text(json.dumps(bank), encoding="utf-8")
    items: list[dict[str, Any]] = bank["items"]
    return items


def test_reprove_rewrites_the_items_that_hold_and_reports_the_rest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    items = _uniform_bank(tmp_path)
    first = items[0]
    answer = first["answer"][0]
    # The heard deals (stubbed: solving them is the slow test's job) lead by 0.5 point.
    means = {c: (1.5 if c == answer else 1.0 - 0.1 * n) for n, c in enumerate(first["choices"])}
    held = _proof(means, answer, proven=True, margin=0.5)
    decided = _proof(dict.fromkeys(first["choices"], 2.0), answer, proven=False, margin=0.0)

    def reprove(item: dict[str, Any], model: object) -> HeardProof:
        return HeardProof(HELD, held) if item["id"] == first["id"] else HeardProof(DECIDED, decided)

    monkeypatch.setattr(quizzes_cli, "reprove_heard", reprove)
    args = ["reprove", "--quiz-dir", str(tmp_path), "--set", LONER]
    dry = CliRunner().invoke(quizzes_cli.quizzes, [*args, "--dry-run"])
    assert dry.exit_code == 0, dry.output
    assert f"| {LONER} | 50 | 0 | 1 | 0 | 0 | 49 | 0 | 0 | 0 |" in dry.output
    assert "1 of 50 items hold under count (nothing written)" in dry.output
    assert json.loads((tmp_path / f"{LONER}.json").read_text())["items"] == items

    result = CliRunner().invoke(quizzes_cli.quizzes, args)
    assert result.exit_code == 0, result.output
    assert "1 of 50 items hold under count and were rewritten" in result.output
    # The 49 decided ones are named for `build --number`, which makes them afresh.
    number = int(first["id"].rsplit("/", 1)[1])
    again = [f"--number {n}" for n in range(1, 51) if n != number]
    assert f"quizzes build --set {LONER} {' '.join(again)}" in result.output
    written = {i["id"]: i for i in json.loads((tmp_path / f"{LONER}.json").read_text())["items"]}
    stored = written[first["id"]]
    assert stored["calling_model"] == "count"
    assert stored["evaluation"] == {c: round(v, 2) for c, v in means.items()}
    assert stored["confirm"] == {"samples": 256, "margin": 0.5, "lower_bound": 0.2}
    # best-play stores facts, its question's and its explanation's, made afresh: they hold.
    assert "prompt" not in stored
    assert "counter_note" not in stored
    assert first_false_fact(stored) is None
    assert prompt_texts(stored)["en"].endswith("Which card is best?")
    check_item(stored, prove=False)  # every check but the replay, which the slow test runs
    assert all("calling_model" not in i for i in written.values() if i["id"] != first["id"])


@pytest.mark.slow
def test_a_rewritten_loner_item_replays_under_the_count_model() -> None:
    # The loner bank's items proven under the count model replay on their heard confirming
    # deals (the reading's own stream) and give the stored numbers; the first is checked.
    bank = json.loads((default_quiz_dir() / f"{LONER}.json").read_text(encoding="utf-8"))
    heard = [i for i in bank["items"] if i.get("calling_model") == "count"]
    assert len(heard) >= 11
    check_item(heard[0], prove=True)
    # Replayed with the calls read as saying nothing, the stored numbers are not found.
    uniform = {k: v for k, v in heard[0].items() if k != "calling_model"}
    with pytest.raises(ItemCheckError, match=r"differs|not proven"):
        check_item(uniform, prove=True)


@pytest.mark.slow
def test_a_set_naming_the_count_model_makes_its_items_under_it() -> None:
    # best-play-against-loner names calling_model = "count": item 3 (play low under a trick
    # the lone hand wins) is chosen and proven on heard deals, and `check` replays it so.
    quiz_set = load_catalogue(None, with_items=False)[LONER]
    spec = spec_for(quiz_set)
    assert spec.options["calling_model"] == "count"
    item = generate_item(KINDS["best-play"], spec, 3, set())
    assert item["calling_model"] == "count"
    # The generator records what the other seats hold, and ``check`` holds their shown
    # plays to every play principle by it.
    hidden = item[principles.HIDDEN_HANDS]
    assert hidden[item["seat"]] == []
    assert sum(len(hand) for hand in hidden) >= len(item["hand"])
    check_item(item, prove=True)


# -- hand puzzles: re-proven move by move -----------------------------------------------------

PUZZLES = "puzzle-standard"


def _uniform_puzzles(folder: Path) -> list[dict[str, Any]]:
    """The committed standard puzzles copied into ``folder`` as if never re-proven."""
    shutil.copy(default_quiz_dir() / f"{PUZZLES}.toml", folder / f"{PUZZLES}.toml")
    bank = json.loads((default_quiz_dir() / f"{PUZZLES}.json").read_text(encoding="utf-8"))
    for item in bank["items"]:
        item.pop("calling_model", None)
        for move in item["moves"]:
            move.pop("calling_model", None)
    (folder / f"{PUZZLES}.json").write_text(json.dumps(bank), encoding="utf-8")
    items: list[dict[str, Any]] = bank["items"]
    return items


def test_reprove_stores_a_puzzle_under_the_model_only_when_every_move_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    items = _uniform_puzzles(tmp_path)
    first = items[0]

    # Stubbed heard proofs: every move of the first puzzle leads by half a point; in the
    # others the first move (re-proven first) holds and every later one is beaten.
    seen: set[str] = set()

    def reprove(move: dict[str, Any], model: object) -> HeardProof:
        puzzle_id = move["id"].split("@")[0]
        first_move = puzzle_id not in seen
        seen.add(puzzle_id)
        answer = move["answer"][0]
        means = {c: (1.5 if c == answer else 1.0 - 0.1 * n) for n, c in enumerate(move["choices"])}
        if puzzle_id == first["id"] or first_move:
            return HeardProof(HELD, _proof(means, answer, proven=True, margin=0.5))
        beaten = {c: 2.0 - v for c, v in means.items()}
        return HeardProof(CHANGED, _proof(beaten, answer, proven=False, margin=-0.5))

    monkeypatch.setattr(puzzle, "best_play_reprove_heard", reprove)
    moves = sum(len(i["moves"]) for i in items)
    held = len(first["moves"]) + len(items) - 1
    row = f"| {PUZZLES} | 32 | 0 | 1 | {moves} | {held} | 0 | 0 | 0 | {moves - held} | 0 | 0 |"
    args = ["reprove", "--quiz-dir", str(tmp_path), "--set", PUZZLES]
    dry = CliRunner().invoke(quizzes_cli.quizzes, [*args, "--dry-run"])
    assert dry.exit_code == 0, dry.output
    assert row in dry.output
    assert "1 of 32 puzzles hold under count (nothing written)" in dry.output
    assert json.loads((tmp_path / f"{PUZZLES}.json").read_text())["items"] == items

    seen.clear()
    result = CliRunner().invoke(quizzes_cli.quizzes, args)
    assert result.exit_code == 0, result.output
    assert "1 of 32 puzzles hold under count and were rewritten" in result.output
    number = int(first["id"].rsplit("/", 1)[1])
    again = " ".join(f"--number {n}" for n in range(1, 33) if n != number)
    assert f"quizzes build --set {PUZZLES} {again}" in result.output
    written = {i["id"]: i for i in json.loads((tmp_path / f"{PUZZLES}.json").read_text())["items"]}
    stored = written[first["id"]]
    assert stored["calling_model"] == "count"
    assert [m["calling_model"] for m in stored["moves"]] == ["count"] * len(first["moves"])
    assert stored["moves"][0]["confirm"] == {"samples": 256, "margin": 0.5, "lower_bound": 0.2}
    # The moves' facts say the new numbers; every check but the replay holds.
    check_item(stored, prove=False)
    assert stored["moves"][0]["explanation_facts"] != first["moves"][0]["explanation_facts"]
    assert all("calling_model" not in i for i in written.values() if i["id"] != first["id"])


def test_a_puzzle_names_a_model_only_its_moves_were_proven_under() -> None:
    bank = load_catalogue(None, with_items=True)[PUZZLES]
    heard = next(i.data for i in bank.items if i.data.get("calling_model") == "count")
    assert {m["calling_model"] for m in heard["moves"]} == {"count"}
    check_item(heard, prove=False)
    # One move stored as proven on uniform deals: the puzzle may not name the model.
    moves = [{k: v for k, v in heard["moves"][0].items() if k != "calling_model"}]
    mixed = {**heard, "moves": moves + heard["moves"][1:]}
    with pytest.raises(ItemCheckError, match="a move not proven under its model"):
        check_item(mixed, prove=False)


@pytest.mark.slow
def test_a_heard_puzzle_replays_every_move_under_the_count_model() -> None:
    # Each move replays on its own heard confirming deals (the reading's stream) and gives
    # the stored numbers; read as saying nothing, the calls give other numbers.
    bank = load_catalogue(None, with_items=True)[PUZZLES]
    heard = next(i.data for i in bank.items if i.data.get("calling_model") == "count")
    check_item(heard, prove=True)
    move = puzzle.move_items(heard)[0]
    with pytest.raises(ItemCheckError, match=r"differs|not proven"):
        check_item({k: v for k, v in move.items() if k != "calling_model"}, prove=True)


@pytest.mark.slow
def test_a_puzzle_set_naming_the_count_model_makes_its_puzzles_under_it() -> None:
    # puzzle-three-hand names calling_model = "count": puzzle 23, made afresh when its
    # move 1 changed under the count model, is generated again move for move as committed.
    quiz_set = load_catalogue(None, with_items=True)["puzzle-three-hand"]
    spec = spec_for(quiz_set)
    assert spec.options["calling_model"] == "count"
    item = generate_item(KINDS["puzzle"], spec, 23, set())
    assert item["calling_model"] == "count"
    assert {m["calling_model"] for m in item["moves"]} == {"count"}
    committed = next(i.data for i in quiz_set.items if i.id == item["id"])
    # The bank rates its difficulty; the rest is the generator's.
    assert {k: v for k, v in committed.items() if k != "difficulty"} == {
        k: v for k, v in item.items() if k != "difficulty"
    }
