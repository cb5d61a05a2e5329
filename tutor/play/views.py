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
from dataclasses import dataclass
from typing import Any

from flask import Blueprint, abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_login import current_user
from sqlalchemy import select, update

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
from tutor.play import coach
from tutor.play.bots import STRENGTHS
from tutor.play.evaluate import Evaluation
from tutor.play.layout import events, last_trick, phase_key, position_view, seat_names
from tutor.play.models import PlayDecision, PlayGame, PlayPosition
from tutor.play.table import YOU, Setup, TableGame
from tutor.practice.scheduling import SkillState, review
from tutor.web import budget, clock, progress
from tutor.web.cards import card_label
from tutor.web.clock import as_utc
from tutor.web.i18n import current_lang
from tutor.web.text import _

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
        "blind-trump": _("A joker was turned: as the dealer, name trump before you look."),
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


def _run_bots(game: PlayGame, table: TableGame, *, all_of_them: bool) -> bool:
    """Let the engine players act (one, or until it is your turn), saving after each."""
    while table.deal is not None and not table.deal.is_over and not table.your_turn:
        before = table.moves
        seat = table.deal.to_act or 0
        table.push(table.bot_decision().action, seat=seat)
        if not _save(game, table, before):
            return False
        if not all_of_them:
            break
    return True


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
            why = "; ".join(describe(r, current_lang()) for r in reasons)
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
    )


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
        _run_bots(game, table, all_of_them=True)
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
@budget.engine_work(_turns_cost)
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
        decision = _decision(record, table, create=True)
        values = decision.values()
        if str(action) in values:
            loss = max(0.0, max(values.values()) - values[str(action)])
            decision.chosen = str(action)
            decision.loss = round(loss, 4)
            decision.grade = coach.grade_for(loss)
    table.push(action, seat=YOU)
    if not _save(record, table, move):
        return _stale()
    if not wants_fragment():
        _run_bots(record, table, all_of_them=True)
    return _respond(record, table)


@bp.post("/<game_id>/step")
@budget.engine_work(_turns_cost)
def step(game_id: str) -> ResponseReturnValue:
    """The engine players' turn: one action (``all``: until it is yours)."""
    record = _own_game(game_id)
    table = record.table()
    move = _read_move()
    if move is None:
        return _refuse(_("The form is missing the game's move number."), 400)
    if move != table.moves:
        return _stale()
    if table.deal is None or table.deal.is_over or table.your_turn:
        return _refuse(_("It is not the engine players' turn."), 409)
    all_of_them = request.form.get("all") == "1" or not wants_fragment()
    if not _run_bots(record, table, all_of_them=all_of_them):
        return _stale()
    return _respond(record, table)


@bp.post("/<game_id>/next")
@budget.engine_work(_turns_cost)
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
        _run_bots(record, table, all_of_them=True)
    return _respond(record, table)


@bp.post("/<game_id>/hint")
@budget.engine_work(budget.HINT_COST)
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
        return _refuse(_("There is only one thing you can do here."), 409)
    decision = _decision(record, table, create=True)
    decision.hinted = True
    db.session.commit()
    return _respond(record, table)


# -- decisions and the coach ---------------------------------------------------------------


def _decision(record: PlayGame, table: TableGame, *, create: bool) -> PlayDecision:
    """The coach's judgement of the decision now in front of you (made once, then kept)."""
    hand = table.hand_number - 1
    move = len(table.log[-1])
    found = db.session.scalars(
        select(PlayDecision).where(
            PlayDecision.game_id == record.id,
            PlayDecision.hand == hand,
            PlayDecision.move == move,
        )
    ).first()
    if found is not None or not create:
        if found is None:
            abort(404)
        return found
    deal = table.deal
    if deal is None:
        abort(409)
    evaluation = coach.coach_evaluation(
        deal, f"{record.seed}|{hand}|{move}", table.score_before_hand()
    )
    advice = coach.advise(deal, evaluation)
    decision = PlayDecision(
        game_id=record.id,
        hand=hand,
        move=move,
        phase=deal.phase.value,
        option_values=json.dumps(evaluation.rounded()),
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


def _deal_at(record: PlayGame, hand: int, move: int) -> Deal:
    log = json.loads(record.log)
    table = TableGame(record.setup(), [list(a) for a in log[:hand]] + [log[hand][:move]])
    if table.deal is None:
        abort(404)
    return table.deal


def _explain(deal: Deal, decision: PlayDecision) -> tuple[list[str], Any]:
    evaluation = Evaluation(decision.values(), decision.samples)
    advice = coach.advise(deal, evaluation, chosen=decision.chosen)
    lang = current_lang()
    return advice.text[lang].split("\n"), lesson_link(advice.principle, advice.themes)


# -- the template context ------------------------------------------------------------------


def _game_context(record: PlayGame, table: TableGame) -> dict[str, Any]:
    lang = current_lang()
    deal = table.deal
    context: dict[str, Any] = {
        "record": record,
        "table": table,
        "move": table.moves,
        "preset_label": preset_labels().get(record.preset, record.preset),
        "strength_label": strength_labels().get(record.strength, record.strength),
        "names": seat_names(table.variant.players, lang),
        "grades": grade_labels(),
    }
    if deal is None:
        return context
    happened = events(deal, table.log[-1], lang)
    yours = [i for i, event in enumerate(happened) if event.yours]
    context.update(
        deal=deal,
        position=position_view(deal, lang),
        last=last_trick(deal, lang),
        recent=happened[yours[-1] if yours else 0 :],
        your_turn=table.your_turn,
        bots_pending=not deal.is_over and not table.your_turn,
        prompt=prompts().get(phase_key(deal), "") if table.your_turn else "",
        choices=_choices(deal) if table.your_turn else [],
        hint=_hint(record, table) if table.your_turn else None,
        tricks=_tricks(deal),
        score=_score(table),
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
        label = coach.action_label(action, deal)[lang]
        # A card's button says the card in words, as every card on the site does.
        if isinstance(action, Play):
            label = _("Play the %(card)s", card=card_label(action.card))
        elif isinstance(action, Discard):
            label = _("Discard the %(card)s", card=card_label(action.card))
        out.append(Choice(str(action), label, card, number if number <= 9 else None))
    return out


def _hint(record: PlayGame, table: TableGame) -> dict[str, Any] | None:
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
        "best": coach.action_label(best, table.deal)[current_lang()],
        "lines": lines,
        "lesson": lesson,
    }


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
                coach.action_label(Action.parse(decision.chosen or "pass"), at)[lang],
                coach.action_label(Action.parse(decision.best), at)[lang],
                decision.grade or "best",
                lines,
                lesson,
                position_view(at, lang),
                decision.id in saved,
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


@bp.route("/positions/<int:position_id>", methods=["GET", "POST"])
def position(position_id: int) -> ResponseReturnValue:
    item, decision, record = _own_position(position_id)
    deal = _deal_at(record, decision.hand, decision.move)
    lang = current_lang()
    values = decision.values()
    verdict: dict[str, Any] | None = None
    if request.method == "POST":
        chosen = request.form.get("action", "")[:40]
        if chosen not in values:
            return _refuse(_("That is not one of the choices."), 400)
        loss = max(0.0, max(values.values()) - values[chosen])
        grade = coach.grade_for(loss)
        from tutor.practice.scheduling import rating_for

        right = grade in ("best", "good")
        now = clock.now()
        state: SkillState = review(item.as_state(), rating_for(right, "best-play", None), now)
        item.store(state)
        db.session.commit()
        shown = PlayDecision(
            option_values=decision.option_values,
            samples=decision.samples,
            best=decision.best,
            chosen=chosen,
        )
        lines, lesson = _explain(deal, shown)
        verdict = {
            "grade": grade,
            "right": right,
            "chosen": coach.action_label(Action.parse(chosen), deal)[lang],
            "best": coach.action_label(Action.parse(decision.best), deal)[lang],
            "lines": lines,
            "lesson": lesson,
            "due": item.due,
        }
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
    )
