"""puzzle: a hand played from one seat, with two to four decisions graded one by one.

A puzzle is a deal in progress seen from the learner's seat (the position before the
first decision) and a fixed line of play to the end of the hand. The other seats' cards
in the line are the double-dummy line of the generating deal (every seat plays the card
that is best with all hands in view; ties go to the card a sensible player would pick).
At each of the learner's turns the position, with every card played so far and the voids
shown, is judged as a best-play item is (``best_play.prove_position``: fresh independent
deals and the same 99% confirmation, ``tutor.analysis.proof``); a turn whose best card is
proven with a principle that fits becomes a *move* of the puzzle, and the line continues
with that card. A turn with no clear best (or one legal card) is played from the line for
the learner and shown as such.

Each move is checked again as a best-play item of its own: its id is the puzzle's id and
``@`` the number of cards played in the hand before it, which fixes its sampled deals.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from tutor.analysis.bidding import heard_auction
from tutor.analysis.deal import heuristic_card, make_trump
from tutor.analysis.hearing import CallingModel
from tutor.analysis.position import (
    Position,
    PositionError,
    position_fields,
    trick_to_json,
    view_from_item,
)
from tutor.analysis.solver import DoubleDummy, to_mask
from tutor.engine import Card, parse_card
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json, first_false_fact
from tutor.quiz.kinds import best_play
from tutor.quiz.kinds.base import (
    Item,
    ItemCheckError,
    Kind,
    Spec,
    base_item,
    require,
)
from tutor.quiz.kinds.best_play.asking import Asked, asks, setting_facts
from tutor.quiz.kinds.best_play.checking import HELD
from tutor.quiz.kinds.best_play.checking import reprove_heard as best_play_reprove_heard
from tutor.quiz.principles import Situation

KIND = "puzzle"
MIN_MOVES = 2
MAX_MOVES = 4
# The fields of a move that come from its best-play proof (the rest is the position).
MOVE_FIELDS = (
    "choices",
    "answer",
    "themes",
    "principle",
    "evaluation",
    "evaluation_unit",
    "samples",
    "confirm",
    "explanation_facts",
    # The reading of the calls the move was proven under (absent: uniform deals).
    "calling_model",
)


# -- the line of play -------------------------------------------------------------------------


def cards_played(position: Position) -> int:
    """Cards played in the hand so far (the number that names a move's proof stream)."""
    return len(position.played())


def move_id(puzzle_id: str, position: Position) -> str:
    return f"{puzzle_id}@{cards_played(position)}"


def line_card(position: Position, seat: int) -> Card:
    """The card the line plays for the player to act: double-dummy best for their side
    (tricks, every hand in view); among equals, the card a sensible player picks."""
    to_act = position.to_act()
    legal = position.legal(to_act)
    if len(legal) == 1:
        return legal[0]
    side = position.side(seat)
    solver = DoubleDummy(
        position.trump,
        maximizers=side,
        low=position.low,
        players=position.players,
        sitting_out=position.sitting_out,
    )
    trick = [(s, c.index) for s, c in position.trick]
    results = solver.evaluate([to_mask(h) for h in position.hands], position.leader(), trick)
    pick = max if to_act in side else min
    best = pick(results[c.index] for c in legal)
    equals = [c for c in legal if results[c.index] == best]
    # No noise: the generator is never drawn from, the pick is the heuristic's own.
    preferred = heuristic_card(position, random.Random(0), noise=0.0)  # noqa: S311
    return preferred if preferred in equals else equals[0]


@dataclass(frozen=True)
class Step:
    """One card of the line: who plays it, and (for a move) its best-play proof."""

    seat: int
    card: Card
    move: Item | None = None


def play_line(
    position: Position, seat: int, puzzle_id: str, base: Item, *, hold_uniform: bool = False
) -> list[Step]:
    """The hand played out from ``position``: the learner's proven moves (at most
    ``MAX_MOVES``), every other card from the double-dummy line. ``hold_uniform``: a move
    proven under a calling model is a move only if it is proven on uniform deals too."""
    steps: list[Step] = []
    moves = 0
    current = position
    while any(current.hands[s] for s in current.active):
        to_act = current.to_act()
        move = None
        if to_act == seat and moves < MAX_MOVES:
            move = best_play.prove_position(
                current,
                seat,
                {**base, "id": move_id(puzzle_id, current)},
                hold_uniform=hold_uniform,
            )
        card = parse_card(str(move["answer"][0])) if move is not None else line_card(current, seat)
        moves += move is not None
        steps.append(Step(to_act, card, move))
        current = current.play(card)
    return steps


# -- generation ---------------------------------------------------------------------------------


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    # Bid Euchre: the contract the count players' auction reaches, the auction kept (the
    # item's ``bids``), so the moves' proofs hear it (issue 33) and the prompt reads it.
    deal = heard_auction(variant, rng) if variant.is_bid else make_trump(variant, rng)
    seat = rng.choice(deal.active)
    item = base_item(spec, number)
    proof_base = {k: v for k, v in item.items() if k in ("variant", "variant_options")}
    proof_base["kind"] = best_play.KIND
    # A set that reads the calls (its ``calling_model`` option) proves every move under it.
    reading = best_play.set_reading(spec)
    if reading is not None:
        proof_base["calling_model"] = reading
    # ... and may keep only moves that hold under both readings (its ``hold_uniform``).
    both = reading is not None and bool(spec.options.get("hold_uniform"))
    steps = play_line(deal, seat, str(item["id"]), proof_base, hold_uniform=both)
    proven = [(at, step.move) for at, step in enumerate(steps) if step.move is not None]
    if len(proven) < MIN_MOVES:
        return None
    # The puzzle starts at its first decision: the cards before it are its history.
    start = proven[0][0]
    position = deal
    for step in steps[:start]:
        position = position.play(step.card)
    item.update(position_fields(position, seat))
    item["deal"] = [[c.code for c in hand] for hand in position.hands]
    item["line"] = trick_to_json([(step.seat, step.card) for step in steps[start:]])
    moves = []
    for at, move in proven:
        # Tagged as a best-play item is: S0-6 only where no card of the hand can win.
        quoted = move["principle"]
        if quoted is not None:
            quoted = best_play.quoted_principle(best_play.situation_from_item(move), str(quoted))
        move = {**move, "principle": quoted}
        try:
            # The move's explanation is stored as best-play's facts; a move whose sentences
            # are not all facts yet makes no puzzle.
            facts = move_facts(move)
        except ItemCheckError:
            return None
        fields = {f: move[f] for f in MOVE_FIELDS if f in move}
        moves.append({"at": at - start, **fields, "explanation_facts": facts})
    item["moves"] = moves
    readings = {move.get("calling_model") for move in moves}
    if len(readings) == 1 and None not in readings:
        item["calling_model"] = readings.pop()
    finish(item)
    try:
        # Every check but the replayed proofs: a line card of the learner's own that a
        # principle forbids, seen from a later move (1202/3's A♥ against S0-4), makes no
        # puzzle, as ``quizzes check`` would refuse it.
        check(item, prove=False)
    except (ItemCheckError, PositionError):
        return None
    return item


def move_facts(move_as_item: Mapping[str, Any]) -> list[dict[str, Any]]:
    """A move's explanation as best-play stores an item's (``ItemCheckError`` while one of
    its sentences has no fact yet)."""
    data = {k: v for k, v in move_as_item.items() if k not in ("explanation", "explanation_facts")}
    return facts_json(best_play.stored_facts_of(data))


def finish(item: Item) -> None:
    """The fields every puzzle derives from its moves: choices, answer, themes, prompt (its
    explanation is facts: ``explanation_facts``)."""
    moves = item["moves"]
    item["choices"] = list(moves[0]["choices"])
    item["answer"] = [str(move["answer"][0]) for move in moves]
    item["themes"] = sorted({t for move in moves for t in move["themes"]})
    # A move that takes its trick cheaply quotes no principle (None), as best-play items.
    item["principles"] = [move["principle"] for move in moves]
    item["prompt_facts"] = facts_json(prompt_facts(item))


# -- text ---------------------------------------------------------------------------------------


@explanation_fact("ask/play-the-hand")
@dataclass(frozen=True)
class PlayTheHand(Asked):
    """What a puzzle asks: play the hand from trick ``trick`` (from 1), with ``decisions``
    decisions to make."""

    trick: int
    decisions: int


@asks(KIND)
def prompt_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The hand's setting as best-play items state it, then what the puzzle asks."""
    view = view_from_item(_as_best_play(item, item))
    trick = len(view.position.history) + 1
    return [
        *setting_facts(Situation(view.position, view.seat)),
        PlayTheHand(trick, len(item["moves"])),
    ]


# -- the explanation: each decision's card and why -------------------------------------------


@explanation_fact("puzzle/decision")
@dataclass(frozen=True)
class Decision:
    """Decision ``number`` (from 1) of the puzzle is ``card``, and why: the move's own fact
    number ``reason`` (from 0) of its stored facts (``reason_index``)."""

    number: int
    card: str
    reason: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        moves = item.get("moves") or []
        if not 1 <= self.number <= len(moves):
            return f"the puzzle has no move {self.number}"
        move = moves[self.number - 1]
        if [self.card] != [str(a) for a in move["answer"]]:
            return f"move {self.number} is {move['answer'][0]}"
        reason = reason_index(move.get("explanation_facts") or [])
        return None if reason == self.reason else f"move {self.number}'s reason is fact {reason}"


def reason_index(facts: Sequence[Mapping[str, Any]]) -> int | None:
    """Which of a move's stored facts says why its card is best: the line quoting its
    principle (a fact with a quoted ``advice``), else, a move that takes its trick cheaply
    and quotes none, the fact before the sampled values (``best-play/value``)."""
    for index, fact in enumerate(facts):
        if fact.get("quote", "none") != "none" and fact.get("advice") is not None:
            return index
    names = [str(fact.get("fact")) for fact in facts]
    if "best-play/value" in names[1:]:
        return names.index("best-play/value") - 1
    return None


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """Each move's card and why, from the facts its moves store."""
    said: list[ExplanationFact] = []
    for number, move in enumerate(item["moves"], start=1):
        stored = move.get("explanation_facts")
        reason = None if stored is None else reason_index(stored)
        if reason is None:
            raise ItemCheckError(str(item.get("id")), f"move {number} says no reason as facts")
        said.append(Decision(number, str(move["answer"][0]), reason))
    return said


def with_move_facts(item: Mapping[str, Any]) -> Item:
    """The puzzle with every move's explanation as best-play's facts, from its position
    and proof alone (``flask quizzes facts``; nothing solved)."""
    moves = [
        {**{k: v for k, v in move.items() if k != "explanation"}, "explanation_facts": facts}
        for move, facts in zip(
            item["moves"], (move_facts(as_item) for as_item in move_items(item)), strict=True
        )
    ]
    return {**item, "moves": moves}


# -- the position at each step ------------------------------------------------------------------


def start_position(item: Mapping[str, Any]) -> Position:
    """The puzzle's position with every hand (``deal``), checked against the learner's view."""
    view = view_from_item(_as_best_play(item, item))
    deal = [[parse_card(str(c)) for c in hand] for hand in item["deal"]]
    seat = int(item["seat"])
    if sorted(deal[seat]) != sorted(view.position.hands[seat]):
        raise PositionError("the deal does not give the learner the puzzle's hand")
    position = replace(view.position, hands=deal)
    every = [c for hand in deal for c in hand] + position.played()
    for extra in (position.upcard, position.discard):
        if extra is not None and extra not in every:
            every.append(extra)
    if len(set(every)) != len(every):
        raise PositionError("a card appears twice in the deal")
    return position


def line_plays(item: Mapping[str, Any]) -> list[tuple[int, Card]]:
    return [(int(play["seat"]), parse_card(str(play["card"]))) for play in item["line"]]


def positions(item: Mapping[str, Any]) -> list[Position]:
    """The position before each card of the line (and after the last), every play checked
    legal (``PositionError`` otherwise)."""
    current = start_position(item)
    out = [current]
    for seat, card in line_plays(item):
        if current.to_act() != seat:
            raise PositionError(f"seat {seat} plays out of turn in the line")
        current = current.play(card)
        out.append(current)
    return out


def move_item(item: Mapping[str, Any], index: int, position: Position | None = None) -> Item:
    """Move ``index`` as the best-play item it was proven as."""
    move = item["moves"][index]
    if position is None:
        position = positions(item)[int(move["at"])]
    sub = _as_best_play(item, {})
    sub["id"] = move_id(str(item["id"]), position)
    sub.update(position_fields(position, int(item["seat"])))
    sub.update({f: move[f] for f in (*MOVE_FIELDS, "explanation") if f in move})
    return sub


def move_items(item: Mapping[str, Any]) -> list[Item]:
    """Every move as the best-play item it was proven as."""
    steps = positions(item)
    return [
        move_item(item, index, steps[int(move["at"])]) for index, move in enumerate(item["moves"])
    ]


def reworded(item: Mapping[str, Any]) -> Item:
    """The item with every move's explanation facts made again by today's best-play fact
    makers (a re-proof or ``flask quizzes facts``; nothing solved). A move's tag is the
    principle its text quotes (``best_play.quoted_principle``): S0-6 ("play low when you
    can't win") is no tag of a move whose card can win the trick."""
    moves = []
    for move, as_item in zip(item["moves"], move_items(item), strict=True):
        quoted = move["principle"]
        if quoted is not None:
            s = best_play.situation_from_item(as_item)
            quoted = best_play.quoted_principle(s, str(quoted))
        as_item = {**as_item, "principle": quoted}
        moves.append({**move, "principle": quoted, "explanation_facts": move_facts(as_item)})
    return {**item, "moves": moves, "principles": [move["principle"] for move in moves]}


def _as_best_play(item: Mapping[str, Any], fields: Mapping[str, Any]) -> Item:
    out: Item = {k: item[k] for k in ("variant", "variant_options") if k in item}
    out.update(fields)
    out["kind"] = best_play.KIND
    return out


# -- re-proof under a reading of the calls -------------------------------------------------------


@dataclass(frozen=True)
class HeardPuzzle:
    """A stored puzzle's moves re-proven under a calling model, each as the best-play item
    it was proven as (``best_play.checking.reprove_heard``: the banks' proof rule on the
    model's own confirming deals). ``item`` is the puzzle with every move's new proof and
    the model's name, only when every move holds (a move already proven under the model
    counts as held and keeps its proof)."""

    outcomes: tuple[str, ...]
    item: Item | None


def reprove_heard(item: Mapping[str, Any], model: CallingModel) -> HeardPuzzle:
    outcomes: list[str] = []
    moves: list[dict[str, Any]] = []
    for move, as_item in zip(item["moves"], move_items(item), strict=True):
        if move.get("calling_model") == model.name:
            outcomes.append(HELD)
            moves.append(dict(move))
            continue
        heard = best_play_reprove_heard(as_item, model)
        outcomes.append(heard.outcome)
        if heard.outcome == HELD:
            proven = heard.item(as_item, model)
            moves.append({**move, **{f: proven[f] for f in MOVE_FIELDS if f in proven}})
    if any(outcome != HELD for outcome in outcomes):
        return HeardPuzzle(tuple(outcomes), None)
    # The moves' facts (their sampled values) are made again from the new proofs.
    heard_item = reworded({**item, "moves": moves, "calling_model": model.name})
    return HeardPuzzle(tuple(outcomes), heard_item)


# -- checking -----------------------------------------------------------------------------------


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-prove: the line is legal and double-dummy for the other seats, there are two to
    four moves, each at one of the learner's turns and proven again as a best-play item,
    every other card is the double-dummy line's, and the derived fields match."""
    item_id = str(item["id"])
    try:
        steps = positions(item)
    except (PositionError, ValueError) as error:
        raise ItemCheckError(item_id, f"impossible line: {error}") from error
    seat = int(item["seat"])
    line = line_plays(item)
    require(not any(steps[-1].hands[s] for s in steps[-1].active), item, "the line ends the hand")
    moves = list(item["moves"])
    require(MIN_MOVES <= len(moves) <= MAX_MOVES, item, f"{len(moves)} moves")
    at = [int(move["at"]) for move in moves]
    require(at == sorted(set(at)) and at[0] == 0, item, "moves in order, the first at once")
    for number, index in enumerate(at):
        require(line[index][0] == seat, item, f"move {number + 1} is not the learner's turn")
        answer = str(moves[number]["answer"][0])
        require(line[index][1].code == answer, item, f"the line does not play move {number + 1}")
        as_item = move_item(item, number, steps[index])
        try:
            best_play.check(as_item, prove=prove)
        except ItemCheckError as error:
            raise ItemCheckError(item_id, f"move {number + 1}: {error.reason}") from error
        # The move's explanation is best-play's facts, made from its position and proof.
        stored = moves[number].get("explanation_facts")
        require(stored == move_facts(as_item), item, f"move {number + 1}: stale facts")
        false_fact = first_false_fact(as_item)
        require(false_fact is None, item, f"move {number + 1}: false fact {false_fact}")
    for index, (_, card) in enumerate(line):
        if index in at:
            continue
        # The learner's other turns had no proven best: the line plays for them too.
        expected = line_card(steps[index], seat)
        require(card == expected, item, f"card {index + 1} of the line is not double-dummy")
    # A puzzle names a calling model only when every move was proven under it.
    readings = {move.get("calling_model") for move in moves}
    if item.get("calling_model") is not None:
        require(readings == {item["calling_model"]}, item, "a move not proven under its model")
    derived = dict(item)
    finish(derived)
    for field in ("choices", "answer", "themes", "principles", "prompt_facts"):
        require(item.get(field) == derived[field], item, f"{field} is not what the moves give")


def first_try_score(results: Sequence[bool]) -> float:
    """The share of moves right at the first try (partial credit), 0.0-1.0."""
    if not results:
        raise ValueError("a puzzle has at least one move")
    return sum(1 for right in results if right) / len(results)


KIND_DEF = Kind(
    KIND, (), generate, check, engine_judged=True, facts=explanation_facts, prompt=prompt_facts
)
