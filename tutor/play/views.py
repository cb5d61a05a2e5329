"""The table (``/play/``): new games, decisions by form, the engine players' turns, hints,
the review of each hand, its replay, and the positions a learner saved to try again.

Every POST carries the game's action counter (``move``): a form from before the game moved
on (a second tab, a replayed request, a double click) is refused with 409 and changes
nothing, and the counter is checked again when the row is written, so two requests racing
cannot both act. Only the game's learner may see or touch it (404 for anyone else).

Without JavaScript every decision is a plain form: the engine players then act at once
and the page lists what they did. With htmx the table swaps in place and the engine
players' actions come one request at a time at a readable pace (``play.js``), or all at
once for a reader who prefers reduced motion.
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass
from typing import Any

from flask import Blueprint, abort, redirect, render_template, request, session, url_for
from flask.typing import ResponseReturnValue
from flask_login import current_user
from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from tutor.board.links import deal_link
from tutor.board.service import wait_limit
from tutor.engine import (
    PRESET_NAMES,
    Action,
    Deal,
    Discard,
    InvalidActionError,
    Phase,
    Play,
)
from tutor.extensions import db
from tutor.play import coach, thinking
from tutor.play.bots import STRENGTHS
from tutor.play.layout import events, last_trick, phase_key, position_view, seat_names
from tutor.play.models import PlayDecision, PlayGame, PlayPosition, PlayPositionAnswer
from tutor.play.sayings import action_label, advice_lines
from tutor.play.table import YOU, Setup, TableGame
from tutor.practice.scheduling import review, slow_after_ms
from tutor.web import answer_token, budget, clock, progress
from tutor.web.cards import card_label
from tutor.web.clock import as_utc
from tutor.web.i18n import current_lang
from tutor.web.text import _, clauses

bp = Blueprint("play", __name__, url_prefix="/play")

MAX_GAMES_LISTED = 20
ID_LENGTH = 22  # secrets.token_urlsafe(16)


def wants_fragment() -> bool:
    from tutor.web.quizzes import wants_fragment as quiz_wants_fragment

    return quiz_wants_fragment()


def _turns_cost() -> int:
    """The engine work a request asks for (``tutor.web.budget``): every engine player's
    turns at once (a plain form, or htmx's ``all``), or one turn (htmx's paced step)."""
    every_turn = request.form.get("all") == "1" or not wants_fragment()
    return budget.EVERY_TURN_COST if every_turn else 1


def _new_game_cost() -> int:
    return budget.EVERY_TURN_COST if request.form.get("js") != "1" else 1


def _refuse(message: str, status: int) -> ResponseReturnValue:
    """A refused request: say why, change nothing."""
    db.session.rollback()
    template = "_error.html" if wants_fragment() else "error.html"
    return render_template(template, code=status, message=message, path=request.path), status


# -- labels --------------------------------------------------------------------------------


def preset_labels() -> dict[str, str]:
    return {
        "standard": _("Standard Euchre"),
        "cardgames": _("Euchre as cardgames.io plays it"),
        "american": _("American Euchre"),
        "british": _("British Euchre (with the Benny)"),
        "three-hand": _("Three-hand Euchre (cutthroat)"),
        "bid": _("Bid Euchre"),
    }


def strength_labels() -> dict[str, str]:
    return {
        "beginner": _("Beginner: plays by rules of thumb and makes mistakes"),
        "club": _("Club player: thinks about a few deals"),
        "expert": _("Expert: thinks about many deals and the score"),
    }


def grade_labels() -> dict[str, str]:
    return {
        "best": _("Best"),
        "good": _("Good"),
        "inaccuracy": _("Inaccuracy"),
        "mistake": _("Mistake"),
        "blunder": _("Blunder"),
    }


def prompts() -> dict[str, str]:
    return {
        "round-one": _("The card is turned up. Order it up, or pass?"),
        "round-one-dealer": _("You are the dealer. Pick up the turned card, or turn it down?"),
        "round-two": _("The turned card was turned down. Name a trump suit, or pass?"),
        "blind-trump": _("The Benny was turned up: as the dealer, name trump before you look."),
        "discard": _("You took the turned card: discard one card face down."),
        "partner-alone": _("Your partner made trump. Take the hand alone, or pass?"),
        "defend-alone": _("The makers are playing. Defend alone, or pass?"),
        "bidding": _("How many tricks will you bid?"),
        "declare": _("You won the bidding: declare the contract."),
        "play": _("Your turn: play a card."),
    }


# -- loading a game ------------------------------------------------------------------------


def _own_game(game_id: str) -> PlayGame:
    """The game, if this visitor's learner owns it; 404 for anyone else."""
    learner = progress.current_learner(create=False)
    if learner is None or len(game_id) > 32:
        abort(404)
    game = db.session.get(PlayGame, game_id)
    if game is None or game.learner_id != learner.id:
        abort(404)
    return game


def _classes_for_user() -> list[Any]:
    if not current_user.is_authenticated:
        return []
    from tutor.classes import services

    user = current_user.user()  # the User row (tutor.web.sessions.Account.user)
    seen: dict[int, Any] = {}
    for classroom in [*services.student_classes(user), *services.teacher_classes(user)]:
        if classroom.archived_at is None:
            seen.setdefault(classroom.id, classroom)
    return list(seen.values())


def _save(game: PlayGame, table: TableGame, before: int) -> bool:
    """Write the table if nobody moved the game on since ``before``; False if they did."""
    now = clock.now()
    result = db.session.execute(
        update(PlayGame)
        .where(PlayGame.id == game.id, PlayGame.moves == before)
        .values(
            log=json.dumps(table.log),
            moves=table.moves,
            hands_done=len(table.game.history),
            over=table.over,
            scores=json.dumps(table.scores),
            updated_at=now,
        )
        .execution_options(synchronize_session=False)
    )
    if result.rowcount != 1:  # type: ignore[attr-defined]
        db.session.rollback()
        return False
    db.session.commit()
    db.session.refresh(game)
    return True


# The session's setting: play the learner's forced moves for them (the default) or not.
FORCED_KEY = "play_forced_by_hand"


def plays_forced_moves() -> bool:
    return session.get(FORCED_KEY) is not True


def _forced(table: TableGame) -> Action | None:
    """Your only legal action, when it is your turn and you have no choice."""
    deal = table.deal
    if deal is None or deal.is_over or not table.your_turn:
        return None
    legal = deal.legal_actions()
    return legal[0] if len(legal) == 1 else None


def _auto_forced(table: TableGame) -> Action | None:
    """The forced action the table plays for you (``plays_forced_moves``), if any."""
    return _forced(table) if plays_forced_moves() else None


def _run_bots(game: PlayGame, table: TableGame, *, all_of_them: bool, wait: float) -> str:
    """Let the engine players act (one, or until it is your turn), saving after each; a
    forced move of yours is played for you on the way, unless you turned that off. Their
    moves come from the analysis queue (``thinking``), waited for up to ``wait`` seconds in
    all: ``"done"``, ``"stale"`` (the game moved on) or ``"thinking"`` (ask again)."""
    deadline = time.monotonic() + wait
    while table.deal is not None and not table.deal.is_over:
        forced = _auto_forced(table)
        if table.your_turn and forced is None:
            break
        before = table.moves
        seat = table.deal.to_act or 0
        left = max(0.0, deadline - time.monotonic())
        action = forced or thinking.bot_action(table, cost=_turns_cost(), wait=left)
        if action is None:
            return "thinking"
        table.push(action, seat=seat)
        if not _save(game, table, before):
            return "stale"
        if not all_of_them:
            break
    return "done"


def _wait_limit() -> float:
    """How long this request may wait on the engine: briefly under htmx (the table then
    polls), longer for a plain form, which has no other way to get the answer."""
    return thinking.HTMX_WAIT_S if wants_fragment() else wait_limit()


def _thinking(
    record: PlayGame, table: TableGame, endpoint: str, **fields: str
) -> ResponseReturnValue:
    """The coach is still weighing the decision this request needs (a hint, or the grade
    of the choice posted): a table that asks again (htmx: the same form posted again after
    a second; without JavaScript: a button). The engine players' turns need no page of
    their own: the table's step form asks again."""
    context = {
        "record": record,
        "action_url": url_for(endpoint, game_id=record.id),
        "fields": {"move": str(table.moves), **fields},
        "what": _("The coach is weighing every choice…"),
    }
    if wants_fragment():
        return render_template("play/_thinking.html", **context)
    return render_template("play/thinking.html", **context)


def points_lost(values: dict[str, float], chosen: str) -> float:
    """What ``chosen`` gives away against the best, rounded once to the hundredths the
    review shows: the grade is given on the very number the learner reads."""
    return round(max(0.0, max(values.values()) - values[chosen]), 2)


def _read_move() -> int | None:
    raw = request.form.get("move", "")
    return int(raw) if raw.isdigit() and len(raw) < 9 else None


def _illegal_message(deal: Deal, action: Action) -> str:
    """Why the rules refuse the action, in the page's language (the engine's reasons)."""
    from tutor.engine import describe, explain_illegal_play

    if isinstance(action, Play):
        led = deal.trick[0].card if deal.trick else None
        reasons = explain_illegal_play(deal.hand(YOU), led, deal.trump, action.card)
        if reasons:
            why = clauses(describe(r, current_lang()) for r in reasons)
            return _("The rules do not allow that card here: %(why)s", why=why)
    return _("That choice is not open to you here.")


def _stale() -> ResponseReturnValue:
    return _refuse(
        _("This form is out of date: the game has moved on since. Reload the table."), 409
    )


# -- pages ---------------------------------------------------------------------------------


@bp.get("/")
def index() -> ResponseReturnValue:
    learner = progress.current_learner(create=False)
    games: list[PlayGame] = []
    due: list[PlayPosition] = []
    if learner is not None:
        games = list(
            db.session.scalars(
                select(PlayGame)
                .where(PlayGame.learner_id == learner.id)
                .order_by(PlayGame.updated_at.desc())
                .limit(MAX_GAMES_LISTED)
            )
        )
        due = list(
            db.session.scalars(
                select(PlayPosition)
                .where(PlayPosition.learner_id == learner.id)
                .order_by(PlayPosition.due)
            )
        )
    return render_template(
        "play/index.html",
        games=games,
        positions=[(item, as_utc(item.due) <= clock.now()) for item in due],
        presets=preset_labels(),
        strengths=strength_labels(),
        classes=_classes_for_user(),
        form=request.args,
        plays_forced=plays_forced_moves(),
    )


@bp.post("/settings")
def settings() -> ResponseReturnValue:
    """The table's settings, kept in the session: whether forced moves play themselves."""
    chosen = request.form.getlist("forced")
    if not chosen or any(value not in ("0", "1") for value in chosen):
        return _refuse(_("That is not a setting of the table."), 400)
    session[FORCED_KEY] = "1" not in chosen
    return redirect(url_for("play.index", _anchor="play-settings-title"), code=303)


@bp.post("/")
@budget.engine_work(_new_game_cost)
def new_game() -> ResponseReturnValue:
    preset = request.form.get("preset", "")
    strength = request.form.get("strength", "")
    rules = request.form.get("rules", "")
    if strength not in STRENGTHS:
        return _refuse(_("Choose how strong the engine players are."), 400)
    classroom_id: int | None = None
    options: dict[str, Any] = {}
    if rules:
        classroom = next((c for c in _classes_for_user() if str(c.id) == rules), None)
        if classroom is None:
            return _refuse(_("You can only play under the house rules of your own classes."), 400)
        from tutor.classes.houserules import options_from_json

        preset = classroom.variant_preset
        options = options_from_json(classroom.variant_options)
        classroom_id = classroom.id
    elif preset not in PRESET_NAMES:
        return _refuse(_("Choose one of the games on the list."), 400)
    setup = Setup(preset, options, secrets.randbelow(2**31), strength)
    try:
        table = TableGame(setup)
    except ValueError:
        return _refuse(_("Those house rules cannot be played at the table."), 400)
    table.start_hand()
    learner = progress.learner_for_update()
    game = PlayGame(
        id=secrets.token_urlsafe(16),
        learner_id=learner.id,
        classroom_id=classroom_id,
        preset=preset,
        options=json.dumps(options, sort_keys=True),
        strength=strength,
        seed=setup.seed,
        log="[]",
        moves=0,
        hands_done=0,
        over=False,
        scores="[]",
        created_at=clock.now(),
        updated_at=clock.now(),
    )
    db.session.add(game)
    db.session.commit()
    _save(game, table, 0)
    # With the page's script (``js``), the engine players' first turns are paced on the
    # table; a plain form gets them all at once.
    if request.form.get("js") != "1":
        _run_bots(game, table, all_of_them=True, wait=wait_limit())
    return redirect(url_for("play.game", game_id=game.id), code=303)


@bp.get("/<game_id>")
def game(game_id: str) -> ResponseReturnValue:
    record = _own_game(game_id)
    table = record.table()
    context = _game_context(record, table)
    if wants_fragment():
        return render_template("play/_game.html", **context)
    return render_template("play/game.html", **context)


def _respond(record: PlayGame, table: TableGame) -> ResponseReturnValue:
    if wants_fragment():
        return render_template("play/_game.html", **_game_context(record, table))
    return redirect(url_for("play.game", game_id=record.id), code=303)


@bp.post("/<game_id>/act")
def act(game_id: str) -> ResponseReturnValue:
    record = _own_game(game_id)
    table = record.table()
    move = _read_move()
    if move is None:
        return _refuse(_("The form is missing the game's move number."), 400)
    if move != table.moves:
        return _stale()
    deal = table.deal
    if deal is None or deal.is_over or not table.your_turn:
        return _refuse(_("It is not your turn."), 409)
    try:
        action = Action.parse(request.form.get("action", "")[:40])
    except InvalidActionError:
        return _refuse(_("That is not an action at the table."), 400)
    if isinstance(action, Play | Discard) and action.card not in deal.hand(YOU):
        return _refuse(_("You do not hold that card."), 422)
    if deal.why_illegal(action) is not None:
        return _refuse(_illegal_message(deal, action), 422)
    if len(deal.legal_actions()) > 1:
        decision = _decision(record, table, cost=_turns_cost())
        if decision is None:
            return _thinking(record, table, "play.act", action=str(action))
        evaluation = decision.evaluation()
        if str(action) in evaluation.values:
            decision.chosen = str(action)
            # The review shows the mean loss rounded once; the grade is the lower bound's
            # (coach.grade), so a loss the deals cannot tell from nothing is not graded.
            decision.loss = points_lost(evaluation.values, str(action))
            decision.grade = coach.grade(evaluation, str(action))
    table.push(action, seat=YOU)
    if not _save(record, table, move):
        return _stale()
    if not wants_fragment():
        # Whatever the engine players have not decided within the wait, the page's
        # Continue button asks for again.
        _run_bots(record, table, all_of_them=True, wait=wait_limit())
    return _respond(record, table)


@bp.post("/<game_id>/step")
def step(game_id: str) -> ResponseReturnValue:
    """The engine players' turn: one action (``all``: until it is yours)."""
    record = _own_game(game_id)
    table = record.table()
    move = _read_move()
    if move is None:
        return _refuse(_("The form is missing the game's move number."), 400)
    if move != table.moves:
        return _stale()
    if (
        table.deal is None
        or table.deal.is_over
        or (table.your_turn and _auto_forced(table) is None)
    ):
        return _refuse(_("It is not the engine players' turn."), 409)
    all_of_them = request.form.get("all") == "1" or not wants_fragment()
    # "thinking" needs nothing of its own: the table still shows the engine players'
    # turn, whose form (paced by play.js, or the Continue button) asks again.
    if _run_bots(record, table, all_of_them=all_of_them, wait=_wait_limit()) == "stale":
        return _stale()
    return _respond(record, table)


@bp.post("/<game_id>/next")
def next_hand(game_id: str) -> ResponseReturnValue:
    record = _own_game(game_id)
    table = record.table()
    move = _read_move()
    if move is None:
        return _refuse(_("The form is missing the game's move number."), 400)
    if move != table.moves:
        return _stale()
    if table.over or not table.hand_over:
        return _refuse(_("The hand is not over yet."), 409)
    table.start_hand()
    if not _save(record, table, move):
        return _stale()
    if not wants_fragment():
        _run_bots(record, table, all_of_them=True, wait=wait_limit())
    return _respond(record, table)


@bp.post("/<game_id>/hint")
def hint(game_id: str) -> ResponseReturnValue:
    record = _own_game(game_id)
    table = record.table()
    move = _read_move()
    if move is None:
        return _refuse(_("The form is missing the game's move number."), 400)
    if move != table.moves:
        return _stale()
    deal = table.deal
    if deal is None or deal.is_over or not table.your_turn:
        return _refuse(_("A hint is for your own turn."), 409)
    if len(deal.legal_actions()) < 2:
        return _respond(record, table)  # the table says the move is forced (``_hint``)
    decision = _decision(record, table, cost=budget.HINT_COST)
    if decision is None:
        return _thinking(record, table, "play.hint")
    decision.hinted = True
    db.session.commit()
    return _respond(record, table)


# -- decisions and the coach ---------------------------------------------------------------


def _decision(record: PlayGame, table: TableGame, *, cost: int) -> PlayDecision | None:
    """The coach's judgement of the decision now in front of you (made once, then kept);
    None while the analysis queue is still working it out (``cost``: the request's units
    of engine budget, paid if this request queues the work)."""
    hand = table.hand_number - 1
    move = len(table.log[-1])
    found = db.session.scalars(
        select(PlayDecision).where(
            PlayDecision.game_id == record.id,
            PlayDecision.hand == hand,
            PlayDecision.move == move,
        )
    ).first()
    if found is not None:
        return found
    deal = table.deal
    if deal is None:
        abort(409)
    evaluation = thinking.coach_evaluation(table, cost=cost, wait=_wait_limit())
    if evaluation is None:
        return None
    advice = coach.advise(deal, evaluation)
    decision = PlayDecision(
        game_id=record.id,
        hand=hand,
        move=move,
        phase=deal.phase.value,
        option_values=json.dumps(evaluation.rounded()),
        loss_bounds=json.dumps(
            {a: [round(low, 3), round(high, 3)] for a, (low, high) in evaluation.bounds.items()}
        ),
        samples=evaluation.samples,
        best=evaluation.best,
        principle=advice.principle,
        hinted=False,
        created_at=clock.now(),
    )
    db.session.add(decision)
    db.session.flush()
    return decision


def lesson_link(principle: str | None, themes: tuple[str, ...] = ()) -> Any:
    from tutor.web.position import principle_link

    return principle_link(principle, themes, current_lang())


@dataclass(frozen=True)
class ReviewRow:
    decision: PlayDecision
    number: int
    prompt: str
    chosen: str
    best: str
    grade: str
    explanation: list[str]
    lesson: Any
    table: Any  # the PositionView at that moment
    saved: bool
    analyse_url: str | None = None  # the analysis board's link to this decision


def _deal_at(record: PlayGame, hand: int, move: int) -> Deal:
    log = json.loads(record.log)
    table = TableGame(record.setup(), [list(a) for a in log[:hand]] + [log[hand][:move]])
    if table.deal is None:
        abort(404)
    return table.deal


def _explain(deal: Deal, decision: PlayDecision) -> tuple[list[str], Any]:
    advice = coach.advise(deal, decision.evaluation(), chosen=decision.chosen)
    lang = current_lang()
    return advice_lines(advice, deal, lang), lesson_link(advice.principle, advice.themes)


# -- the template context ------------------------------------------------------------------


def _game_context(record: PlayGame, table: TableGame) -> dict[str, Any]:
    lang = current_lang()
    deal = table.deal
    context: dict[str, Any] = {
        "record": record,
        "table": table,
        "move": table.moves,
        "preset_label": game_heading(record),
        "strength_label": strength_labels().get(record.strength, record.strength),
        "names": seat_names(table.variant.players, lang),
        "grades": grade_labels(),
    }
    if deal is None:
        return context
    happened = events(deal, table.log[-1], lang)
    yours = [i for i, event in enumerate(happened) if event.yours]
    # A forced move the table plays for you is the engine players' turn, as it were.
    your_turn = table.your_turn and _auto_forced(table) is None
    names = context["names"]
    context.update(
        deal=deal,
        position=position_view(deal, lang),
        last=last_trick(deal, lang),
        recent=happened[yours[-1] if yours else 0 :],
        your_turn=your_turn,
        bots_pending=not deal.is_over and not your_turn,
        prompt=prompts().get(phase_key(deal), "") if your_turn else "",
        choices=_choices(deal) if your_turn else [],
        hint=_hint(record, table) if your_turn else None,
        tricks=_tricks(deal),
        score=_score(table),
        # Three players: every player's score and tricks, not yours against the best other.
        each=_each_player(table, names) if deal.players == 3 else None,
        result=_result(deal) if deal.is_over else None,
        winner=_winner(table) if table.over else None,
    )
    return context


@dataclass(frozen=True)
class Choice:
    value: str
    label: str
    card: str | None  # a card to draw (a play or a discard)
    key: int | None  # the number key that picks it


def _choices(deal: Deal) -> list[Choice]:
    lang = current_lang()
    legal = deal.legal_actions()
    out: list[Choice] = []
    for number, action in enumerate(legal, start=1):
        card = action.card.code if isinstance(action, Play | Discard) else None
        label = action_label(action, deal, lang)
        # A card's button says the card in words, as every card on the site does.
        if isinstance(action, Play):
            label = _("Play the %(card)s", card=card_label(action.card))
        elif isinstance(action, Discard):
            label = _("Discard the %(card)s", card=card_label(action.card))
        out.append(Choice(str(action), label, card, number if number <= 9 else None))
    return out


def _hint(record: PlayGame, table: TableGame) -> dict[str, Any] | None:
    forced = _forced(table)
    if forced is not None and table.deal is not None:
        return {
            "best": action_label(forced, table.deal, current_lang()),
            "lines": [_("This move is forced: the rules leave you nothing else to do.")],
            "lesson": None,
            "forced": True,
        }
    hand = table.hand_number - 1
    move = len(table.log[-1])
    decision = db.session.scalars(
        select(PlayDecision).where(
            PlayDecision.game_id == record.id,
            PlayDecision.hand == hand,
            PlayDecision.move == move,
            PlayDecision.hinted.is_(True),
        )
    ).first()
    if decision is None or table.deal is None:
        return None
    lines, lesson = _explain(table.deal, decision)
    best = Action.parse(decision.best)
    return {
        "best": action_label(best, table.deal, current_lang()),
        "lines": lines,
        "lesson": lesson,
    }


def _each_player(table: TableGame, names: dict[int, str]) -> dict[str, str]:
    """Three-hand lines: each player's game score, tricks this hand and last hand's points."""
    deal = table.deal
    scores = table.scores
    lines = {"score": ", ".join(f"{names[seat]} {scores[seat]}" for seat in range(3))}
    if deal is not None:
        won = deal.tricks_won
        lines["tricks"] = ", ".join(f"{names[seat]} {won[seat]}" for seat in range(3))
        if deal.is_over and not deal.passed_out:
            points = deal.points()
            lines["points"] = ", ".join(f"{names[seat]} {points[seat]}" for seat in range(3))
    return lines


def game_heading(record: PlayGame) -> str:
    """The game's heading: the preset, or for a class's house rules the class's name."""
    label = preset_labels().get(record.preset, record.preset)
    if record.classroom_id is None or not _classes_installed():
        return label
    from tutor.classes.models import Classroom

    classroom = db.session.get(Classroom, record.classroom_id)
    if classroom is None:
        return label
    return _("House rules of %(name)s (%(preset)s)", name=classroom.name, preset=label)


def _classes_installed() -> bool:
    from flask import current_app

    return "classes" in current_app.blueprints


def _tricks(deal: Deal) -> tuple[int, int]:
    won = deal.tricks_won
    if deal.players == 4:
        return won[YOU] + won[(YOU + 2) % 4], won[(YOU + 1) % 4] + won[(YOU + 3) % 4]
    return won[YOU], sum(won) - won[YOU]


def _score(table: TableGame) -> tuple[int, int, int]:
    scores = table.scores
    if len(scores) == 2:
        return scores[YOU % 2], scores[1 - YOU % 2], table.variant.target
    return scores[YOU], max(s for i, s in enumerate(scores) if i != YOU), table.variant.target


def _result(deal: Deal) -> dict[str, Any]:
    if deal.passed_out:
        return {"passed_out": True, "ours": 0, "theirs": 0}
    points = deal.points()
    side = deal.side_of(YOU)
    theirs = max(p for i, p in enumerate(points) if i != side)
    return {"passed_out": False, "ours": points[side], "theirs": theirs}


def _winner(table: TableGame) -> str:
    winner = table.game.winner
    if winner is None:
        return ""
    if table.variant.players == 4:
        return "you" if winner == YOU % 2 else "them"
    return "you" if winner == YOU else "them"


# -- the review of a hand ------------------------------------------------------------------


@bp.get("/<game_id>/hands/<int:number>")
def hand_review(game_id: str, number: int) -> ResponseReturnValue:
    record = _own_game(game_id)
    log = json.loads(record.log)
    index = number - 1
    if not 0 <= index < len(log):
        abort(404)
    table = TableGame(record.setup(), [list(a) for a in log[: index + 1]])
    deal = table.deal
    if deal is None or not deal.is_over:
        abort(404)  # a hand is reviewed once it is over: until then its cards are hidden
    learner_id = record.learner_id
    decisions = list(
        db.session.scalars(
            select(PlayDecision)
            .where(PlayDecision.game_id == record.id, PlayDecision.hand == index)
            .where(PlayDecision.chosen.is_not(None))
            .order_by(PlayDecision.move)
        )
    )
    saved = set(
        db.session.scalars(
            select(PlayPosition.decision_id).where(PlayPosition.learner_id == learner_id)
        )
    )
    lang = current_lang()
    rows = []
    for n, decision in enumerate(decisions, start=1):
        at = _deal_at(record, index, decision.move)
        lines, lesson = _explain(at, decision)
        rows.append(
            ReviewRow(
                decision,
                n,
                prompts().get(phase_key(at), ""),
                action_label(Action.parse(decision.chosen or "pass"), at, lang),
                action_label(Action.parse(decision.best), at, lang),
                decision.grade or "best",
                lines,
                lesson,
                position_view(at, lang),
                decision.id in saved,
                deal_link(at, record.preset, record.setup().options),
            )
        )
    return render_template(
        "play/review.html",
        record=record,
        number=number,
        rows=rows,
        grades=grade_labels(),
        result=_result(deal),
        hands=len(log),
    )


@bp.get("/<game_id>/hands/<int:number>/replay")
def replay(game_id: str, number: int) -> ResponseReturnValue:
    """The hand step by step with every hand shown (``?step=N``)."""
    record = _own_game(game_id)
    log = json.loads(record.log)
    index = number - 1
    if not 0 <= index < len(log):
        abort(404)
    full = TableGame(record.setup(), [list(a) for a in log[: index + 1]]).deal
    if full is None or not full.is_over:
        abort(404)
    actions = log[index]
    step_raw = request.args.get("step", "0")
    if not step_raw.isdigit() or int(step_raw) > len(actions):
        abort(404)
    at = int(step_raw)
    deal = _deal_at(record, index, at)
    lang = current_lang()
    names = {s: n for s, n in enumerate(_compass_names(deal.players, lang))}
    hands = [
        {"name": names[s], "cards": [c.code for c in deal.hand(s)], "seat": s}
        for s in range(deal.players)
    ]
    happened = events(full, actions, lang)
    return render_template(
        "play/replay.html",
        record=record,
        number=number,
        step=at,
        steps=len(actions),
        hands=hands,
        position=position_view(deal, lang, seat=None),
        done=happened[:at],
        last=last_trick(deal, lang),
        trump=deal.trump.code if deal.trump else None,
    )


def _compass_names(players: int, lang: str) -> list[str]:
    from tutor.quiz.words import seat_label as label

    return [
        label(s, None, players, lang) + (" — " + (_("you")) if s == YOU else "")
        for s in range(players)
    ]


# -- positions to try again ----------------------------------------------------------------


@bp.post("/decisions/<int:decision_id>/again")
def try_again(decision_id: int) -> ResponseReturnValue:
    decision = db.session.get(PlayDecision, decision_id)
    if decision is None:
        abort(404)
    record = _own_game(decision.game_id)
    if decision.chosen is None:
        abort(404)
    exists = db.session.scalars(
        select(PlayPosition).where(
            PlayPosition.learner_id == record.learner_id,
            PlayPosition.decision_id == decision.id,
        )
    ).first()
    if exists is None:
        db.session.add(
            PlayPosition(
                learner_id=record.learner_id,
                decision_id=decision.id,
                state=1,
                step=0,
                due=clock.now(),
                reviews=0,
                misses=0,
                created_at=clock.now(),
            )
        )
        db.session.commit()
    url = url_for("play.hand_review", game_id=record.id, number=decision.hand + 1)
    return redirect(url + f"#decision-{decision.id}", code=303)


def _own_position(position_id: int) -> tuple[PlayPosition, PlayDecision, PlayGame]:
    learner = progress.current_learner(create=False)
    item = db.session.get(PlayPosition, position_id)
    if item is None or learner is None or item.learner_id != learner.id:
        abort(404)
    decision = db.session.get(PlayDecision, item.decision_id)
    if decision is None:
        abort(404)
    record = db.session.get(PlayGame, decision.game_id)
    if record is None:
        abort(404)
    return item, decision, record


def _position_token_key(position_id: int) -> str:
    """What a saved position's answer token names (``answer_token``: the item shown)."""
    return f"play-position/{position_id}"


@bp.route("/positions/<int:position_id>", methods=["GET", "POST"])
def position(position_id: int) -> ResponseReturnValue:
    item, decision, record = _own_position(position_id)
    deal = _deal_at(record, decision.hand, decision.move)
    lang = current_lang()
    values = decision.values()
    verdict: dict[str, Any] | None = None
    if request.method == "POST":
        chosen = request.form.get("action", "")[:40]
        try:
            token = answer_token.read(request.form.get("token"), _position_token_key(item.id))
        except answer_token.AnswerTokenError as error:
            return _refuse(str(error), 400)
        if chosen not in values:
            return _refuse(_("That is not one of the choices."), 400)
        verdict = _answer_position(item, decision, deal, chosen, token)
        if verdict is None:
            return _refuse(_("You already answered this position. Load it again to retry."), 409)
    return render_template(
        "play/position.html",
        item=item,
        record=record,
        deal=deal,
        position=position_view(deal, lang),
        prompt=prompts().get(phase_key(deal), ""),
        choices=_choices(deal),
        verdict=verdict,
        grades=grade_labels(),
        phase=deal.phase is Phase.PLAY,
        token=answer_token.issue(_position_token_key(item.id)) if verdict is None else "",
    )


def _answer_position(
    item: PlayPosition,
    decision: PlayDecision,
    deal: Deal,
    chosen: str,
    token: answer_token.AnswerToken,
) -> dict[str, Any] | None:
    """Grade and store one answer to a saved position, its review with it, in one
    transaction; None (and nothing stored) if the form's token was used already."""
    from tutor.practice.scheduling import rating_for
    from tutor.practice.views import Schedule, next_review_line

    grade = coach.grade(decision.evaluation(), chosen)
    right = grade in ("best", "good")
    now = clock.now()
    # Timed as a quiz of the same decision: a card to play, else a call.
    kind = "best-play" if deal.phase is Phase.PLAY else "order-up"
    taken = token.time_taken_ms()
    rating = rating_for(right, kind, taken)
    db.session.add(
        PlayPositionAnswer(
            position_id=item.id,
            nonce=token.nonce,
            chosen=chosen,
            grade=grade,
            time_taken_ms=taken,
            created_at=now,
        )
    )
    item.store(review(item.as_state(), rating, now))
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return None
    shown = PlayDecision(
        option_values=decision.option_values,
        loss_bounds=decision.loss_bounds,
        samples=decision.samples,
        best=decision.best,
        chosen=chosen,
    )
    lines, lesson = _explain(deal, shown)
    lang = current_lang()
    slow = right and taken > slow_after_ms(kind)  # so rated Hard (``rating_for``)
    due = as_utc(item.due)
    return {
        "grade": grade,
        "right": right,
        "chosen": action_label(Action.parse(chosen), deal, lang),
        "best": action_label(Action.parse(decision.best), deal, lang),
        "lines": lines,
        "lesson": lesson,
        "due": due,
        "schedule": Schedule(
            slow,
            slow_after_ms(kind) // 1000,
            [next_review_line(_("This position"), due, now)],
            [],
        ),
    }
