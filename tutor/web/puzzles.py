"""Hand puzzles on the quiz pages: one decision at a time, each its own POST.

A puzzle's page shows the table before its first decision with the learner's hand as the
answer form. Each move posts the card, the answer token (as every quiz item's form) and
the move's number; the verdict comes back with the proven best card and its reason, then
the cards of the line played up to the learner's next decision (or the end of the hand).

Each render of a puzzle is one ``PuzzleRun``, keyed by its token's nonce and moved on one
step per move posted: a move posted for any other step (a replayed form, a second tab, a
double click, a forged step number) is refused with 409 and stores nothing, and the step
is checked again when the row is written, so two racing posts cannot both count. The last
move stores the ``Attempt`` (same nonce), with ``score`` = the share of moves right at the
first try.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from flask import request
from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from tutor.analysis.position import Position, position_fields
from tutor.engine import InvalidCardError, parse_card, trick_winner
from tutor.extensions import db
from tutor.grammar import grammar
from tutor.models import Attempt, PuzzleRun
from tutor.practice.item_progress import note_item_answered
from tutor.quiz import QuizItem, QuizSet
from tutor.quiz.feedback.choices import move_feedback
from tutor.quiz.kinds import puzzle
from tutor.quiz.words import seat_label
from tutor.web import answer_token, budget, clock, progress
from tutor.web.cards import is_card_code
from tutor.web.explanation import explanation_text
from tutor.web.feedback import feedback_text
from tutor.web.position import LessonLink, PositionView, position_view, principle_link, sentences
from tutor.web.text import _

MAX_MOVE_FIELD = 2  # digits of the move number a form may carry


@dataclass(frozen=True)
class LinePlay:
    """A card of the line as the page shows it happen."""

    name: str  # the seat, as the table names it
    code: str
    yours: bool
    # One of your turns that is no decision of the puzzle: the line played it for you,
    # "forced" (your only legal card) or "unclear" (no card proven best).
    played_for_you: str | None
    # On the last card of a trick: who took it, as a sentence ("Your partner takes the
    # trick."), its Korean particle from tutor.korean.
    trick_taken: str | None


@dataclass(frozen=True)
class MoveResult:
    number: int  # 1-based
    correct: bool
    given: str
    best: str
    explanation: list[str]
    mistake: str | None
    lesson_link: LessonLink | None


@dataclass(frozen=True)
class PuzzleStep:
    step: int  # the move to answer next (0-based); ``total`` once the hand is played out
    total: int
    position: PositionView
    hand: tuple[str, ...]
    choices: tuple[str, ...]
    result: MoveResult | None = None
    plays: tuple[LinePlay, ...] = ()
    right: int = 0  # moves right at the first try so far

    @property
    def finished(self) -> bool:
        return self.step >= self.total

    @property
    def percent(self) -> int:
        return round(100 * self.right / self.total)


class MoveRefused(Exception):
    """A move form that cannot count: what to say, and the status."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


# -- the item at a step -------------------------------------------------------------------------


def _positions(item: QuizItem) -> list[Position]:
    return puzzle.positions(item.data)


def step_data(item: QuizItem, position: Position) -> dict[str, Any]:
    """The item's fields as they stand at ``position`` (the table, the hand, the tricks)."""
    data = dict(item.data)
    data.update(position_fields(position, int(item.data["seat"])))
    return data


def step_view(
    item: QuizItem,
    step: int,
    lang: str,
    *,
    result: MoveResult | None = None,
    right: int = 0,
) -> PuzzleStep:
    moves = item.data["moves"]
    steps = _positions(item)
    total = len(moves)
    if step < total:
        at = int(moves[step]["at"])
        choices = tuple(str(c) for c in moves[step]["choices"])
    else:
        at = len(steps) - 1
        choices = ()
    data = step_data(item, steps[at])
    plays: tuple[LinePlay, ...] = ()
    if step > 0:
        since = int(moves[step - 1]["at"])
        plays = tuple(_line_plays(item, steps, since, at, lang))
    return PuzzleStep(
        step=step,
        total=total,
        position=position_view(QuizItem(data), lang),
        hand=tuple(str(c) for c in data["hand"]),
        choices=choices,
        result=result,
        plays=plays,
        right=right,
    )


def _line_plays(
    item: QuizItem, steps: Sequence[Position], start: int, stop: int, lang: str
) -> list[LinePlay]:
    """The line's cards from ``start`` (the move just answered, its best card) to ``stop``."""
    seat = int(item.data["seat"])
    players = steps[0].players
    moves_at = {int(move["at"]) for move in item.data["moves"]}
    line = puzzle.line_plays(item.data)
    out = []
    for index in range(start, stop):
        who, card = line[index]
        after = steps[index + 1]
        taken = None
        if len(after.history) > len(steps[index].history):
            finished = after.history[-1]
            winner = finished[trick_winner([c for _, c in finished], after.trump, low=after.low)]
            taken = _trick_taken(winner[0], seat, players, lang)
        for_you = None
        if who == seat and index not in moves_at:
            for_you = "forced" if len(steps[index].legal(seat)) == 1 else "unclear"
        out.append(
            LinePlay(
                name=seat_label(who, seat, players, lang),
                code=card.code,
                yours=who == seat,
                played_for_you=for_you,
                trick_taken=taken,
            )
        )
    return out


def _trick_taken(winner: int, seat: int, players: int, lang: str) -> str:
    if winner == seat:
        return _("You take the trick.")
    if players == 4 and (winner - seat) % 4 == 2:
        # The learner's side takes a trick with 가져오다, another seat with 가져가다
        # (lessons/ko-style.toml).
        return _("Your partner takes the trick.")
    name = seat_label(winner, seat, players, lang)
    return _(
        "%(who)s takes the trick.", who=grammar(lang).particle(grammar(lang).capital(name), "이")
    )


def move_result(item: QuizItem, index: int, given: str, lang: str) -> MoveResult:
    move = item.data["moves"][index]
    best = str(move["answer"][0])
    correct = given == best
    mistake = None
    if not correct:
        found = move_feedback(item.data, index, given)
        mistake = feedback_text(found, puzzle.move_item(item.data, index), lang) or None
    principle = move.get("principle")
    return MoveResult(
        number=index + 1,
        correct=correct,
        given=given,
        best=best,
        # A move stores its explanation as best-play's facts, read on its own position.
        explanation=sentences(explanation_text(puzzle.move_item(item.data, index), lang)),
        mistake=mistake,
        lesson_link=principle_link(
            principle if isinstance(principle, str) else None, list(move["themes"]), lang
        ),
    )


# -- a posted move ------------------------------------------------------------------------------


def read_move(item: QuizItem) -> tuple[int, str, answer_token.AnswerToken]:
    """The posted move's number, card and token, or ``MoveRefused`` saying what is wrong."""
    raw = request.form.get("move", "0").strip()
    moves: Sequence[Mapping[str, Any]] = item.data["moves"]
    if not raw.isdigit() or len(raw) > MAX_MOVE_FIELD or int(raw) >= len(moves):
        raise MoveRefused(_("This form names a decision the puzzle does not have."))
    step = int(raw)
    try:
        token = answer_token.read(request.form.get("token"), item.id)
    except answer_token.AnswerTokenError as error:
        raise MoveRefused(str(error)) from None
    values = [v.strip() for v in request.form.getlist("answer") if v.strip()]
    if len(values) != 1:
        raise MoveRefused(_("Pick exactly one card for this decision."))
    if len(values[0]) > 8 or not is_card_code(values[0]):
        raise MoveRefused(_("That is not a card."))
    try:
        code = parse_card(values[0]).code
    except InvalidCardError:
        raise MoveRefused(_("That is not a card.")) from None
    if code not in [str(c) for c in moves[step]["choices"]]:
        raise MoveRefused(_("That card is not one you may play here."))
    return step, code, token


def skill_verdicts(
    moves: Sequence[Mapping[str, Any]], firsts: Sequence[bool]
) -> list[tuple[tuple[str, ...], bool]]:
    """The review deck's verdicts for a finished puzzle: a skill (theme) is right when every
    move that showed it was right at the first try. (themes right, True), (themes missed,
    False), either left out when empty.

    >>> skill_verdicts([{"themes": ["a", "b"]}, {"themes": ["b"]}], [True, False])
    [(('a',), True), (('b',), False)]
    """
    verdict: dict[str, bool] = {}
    for move, right in zip(moves, firsts, strict=True):
        for theme in move["themes"]:
            verdict[str(theme)] = verdict.get(str(theme), True) and right
    out = []
    for wanted in (True, False):
        themes = tuple(t for t, right in verdict.items() if right is wanted)
        if themes:
            out.append((themes, wanted))
    return out


def stale() -> MoveRefused:
    return MoveRefused(
        _("This decision was already answered, or the form is out of date. Load the puzzle again."),
        409,
    )


def record_move(
    quiz_set: QuizSet, item: QuizItem, step: int, code: str, token: answer_token.AnswerToken
) -> str:
    """Store the move (and, after the last one, the attempt); the first-try results so far
    as "1"/"0" per move. ``MoveRefused`` (409, nothing stored) for a step already taken."""
    from tutor.practice.deck import Answer, note_answer

    budget.spend_on_anonymous_answer()
    moves = item.data["moves"]
    right = code == str(moves[step]["answer"][0])
    learner = progress.learner_for_update()
    now = clock.now()
    try:
        if step == 0:
            run = PuzzleRun(
                learner_id=learner.id,
                set_id=quiz_set.id,
                item_id=item.id,
                nonce=token.nonce,
                step=1,
                given=code,
                results="1" if right else "0",
                created_at=now,
            )
            db.session.add(run)
            db.session.flush()  # a replayed first move fails here (the nonce is taken)
            given, results = run.given, run.results
        else:
            found = db.session.scalars(
                select(PuzzleRun).where(
                    PuzzleRun.nonce == token.nonce,
                    PuzzleRun.learner_id == learner.id,
                    PuzzleRun.item_id == item.id,
                )
            ).first()
            if found is None or found.step != step:
                raise stale()
            given = f"{found.given} {code}"
            results = found.results + ("1" if right else "0")
            # Checked again as the row is written: of two racing posts, one moves it on.
            moved = db.session.execute(
                update(PuzzleRun)
                .where(PuzzleRun.id == found.id, PuzzleRun.step == step)
                .values(step=step + 1, given=given, results=results)
                .execution_options(synchronize_session=False)
            )
            if getattr(moved, "rowcount", 0) != 1:
                raise stale()
        if len(results) == len(moves):
            firsts = [r == "1" for r in results]
            all_right = all(firsts)
            attempt = Attempt(
                learner_id=learner.id,
                set_id=quiz_set.id,
                item_id=item.id,
                kind=item.kind,
                themes=" ".join(item.themes),
                answer=given,
                correct=all_right,
                score=puzzle.first_try_score(firsts),
                mistake=None if all_right else "puzzle-move",
                time_taken_ms=token.time_taken_ms(),
                nonce=token.nonce,
                created_at=now,
            )
            db.session.add(attempt)
            db.session.flush()
            note_item_answered(learner.id, quiz_set.id, item.id, all_right)
            for themes, right in skill_verdicts(moves, firsts):
                # Skills as the moves showed them; the puzzle's rating game comes below.
                answer = Answer(item.kind, themes, right, token.time_taken_ms())
                note_answer(learner.id, answer, now)
            game = Answer(
                item.kind,
                (),
                all_right,
                token.time_taken_ms(),
                item_id=item.id,
                difficulty=item.difficulty,
            )
            note_answer(learner.id, game, now)
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        raise stale() from None
    except MoveRefused:
        db.session.rollback()
        raise
    return results


def sentences_by_line(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]
