"""The bower drill (``/drill/bowers``): quick engine-made questions, a streak and a best.

Modes: a 60-second run, or an endless run that ends at the first miss; each over the
24-card deck, the 32-card deck, or 24 cards with the Benny. The run lives in the database
(``DrillRun``) with the question being asked, so the server alone decides what is right:

- the form carries a signed token naming the run and the question number; a forged token
  or a value that is not one of the question's choices is a 400;
- an answer to a question already answered (a replayed form) is a 409;
- an answer after the minute is up is a 409;

and in each of those cases nothing is recorded. A miss also rates the question's skill
``Again`` in the learner's review deck.
"""

from __future__ import annotations

import json
import random
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_htmx import make_response as htmx_response
from itsdangerous import BadSignature, URLSafeSerializer
from sqlalchemy import bindparam, func, select, update

from tutor.extensions import db
from tutor.practice.deck import Answer, note_answer
from tutor.practice.models import DrillRun
from tutor.quiz.bower_drill import DrillAnswerError, DrillQuestion, make_question
from tutor.web import clock, pages, progress
from tutor.web.clock import as_utc
from tutor.web.i18n import current_lang
from tutor.web.text import _

bp = Blueprint("drill", __name__, url_prefix="/drill")

RUN_SECONDS = 60
TIMINGS: tuple[str, ...] = ("sixty", "endless")
DECK_NAMES: tuple[str, ...] = ("24", "32", "benny")
MODES: tuple[str, ...] = tuple(f"{timing}-{deck}" for timing in TIMINGS for deck in DECK_NAMES)
_rng = random.SystemRandom()


def mode_label(mode: str) -> str:
    return _mode_labels(current_lang())[mode]


@lru_cache(maxsize=8)
def _mode_labels(lang: str) -> dict[str, str]:
    # Called only while ``lang`` is the request's language, so ``_`` answers in it; every
    # drill page names its mode.
    timings = {"sixty": _("60 seconds"), "endless": _("Endless (until a miss)")}
    decks = {"24": _("24 cards"), "32": _("32 cards"), "benny": _("24 cards + Benny")}
    return {
        f"{timing}-{deck}": f"{timings[timing]} · {decks[deck]}"
        for timing in TIMINGS
        for deck in DECK_NAMES
    }


@bp.app_template_global("drill_mode_label")
def _drill_mode_label(mode: str) -> str:
    return mode_label(mode)


def _serializer() -> URLSafeSerializer:
    return _serializer_for(current_app.config["SECRET_KEY"])


@lru_cache(maxsize=8)
def _serializer_for(secret_key: str | bytes) -> URLSafeSerializer:
    # Made once per key: every drill page signs a token and every answer reads one.
    return URLSafeSerializer(secret_key, salt="bower-drill")


def _token(run: DrillRun, best_before: int) -> str:
    # The personal best from other runs rides along (signed): it does not change during
    # a run, so an answer need not ask the database for it again.
    return str(_serializer().dumps({"run": run.id, "n": run.number, "best": best_before}))


# Asked on every drill page and answer: built once (building a statement costs about as
# much as running one this small).
_BESTS = (
    select(DrillRun.mode, func.max(DrillRun.best_streak))
    .where(DrillRun.learner_id == bindparam("learner_id"), DrillRun.id != bindparam("exclude"))
    .group_by(DrillRun.mode)
)


_ANSWER_VALUES = (
    "answered",
    "correct",
    "streak",
    "best_streak",
    "over",
    "number",
    "question",
    "asked_at",
    "last_result",
)
_ANSWER_ONCE = (
    update(DrillRun)
    .where(
        DrillRun.id == bindparam("run_id"),
        DrillRun.number == bindparam("expected"),
        DrillRun.over.is_(False),
    )
    .values({name: bindparam(name) for name in _ANSWER_VALUES})
    .execution_options(synchronize_session=False)
)


def _bests(learner_id: int | None, exclude: str | None = None) -> dict[str, int]:
    if learner_id is None:
        return {}
    # No run has an empty id, so "" excludes none.
    rows = db.session.execute(_BESTS, {"learner_id": learner_id, "exclude": exclude or ""})
    return {mode: int(best or 0) for mode, best in rows}


def _is_over(run: DrillRun, now: datetime) -> bool:
    return run.over or (run.ends_at is not None and now >= as_utc(run.ends_at))


@dataclass(frozen=True)
class RunView:
    run: DrillRun
    question: DrillQuestion
    over: bool
    seconds_left: int | None
    token: str
    last: dict[str, Any] | None
    last_explanation: str
    best_before: int


def _view(run: DrillRun, now: datetime, best_before: int | None = None) -> RunView:
    if best_before is None:
        best_before = _bests(run.learner_id, exclude=run.id).get(run.mode, 0)
    question = DrillQuestion.from_json(json.loads(run.question))
    last = json.loads(run.last_result) if run.last_result else None
    explanation = ""
    if last is not None:
        explanation = DrillQuestion.from_json(last["question"]).explanation(current_lang())
    seconds_left = None
    if run.ends_at is not None:
        seconds_left = max(0, int((as_utc(run.ends_at) - now).total_seconds()))
    return RunView(
        run=run,
        question=question,
        over=_is_over(run, now),
        seconds_left=seconds_left,
        token=_token(run, best_before),
        last=last,
        last_explanation=explanation,
        best_before=best_before,
    )


def _render_run(run: DrillRun, best_before: int | None = None) -> str:
    view = _view(run, clock.now(), best_before)
    if _wants_fragment():
        return render_template("drill/_run.html", view=view)
    if pages.enabled():
        # The page around the run is the same for every run in a language.
        return pages.kept_layout("drill/run.html", (), view=view)
    return render_template("drill/run.html", view=view)


def _wants_fragment() -> bool:
    from tutor.web.quizzes import wants_fragment

    return wants_fragment()


@bp.get("/bowers")
def bowers() -> ResponseReturnValue:
    learner = progress.current_learner(create=False)
    return render_template(
        "drill/bowers.html",
        modes=MODES,
        bests=_bests(learner.id if learner else None),
        seconds=RUN_SECONDS,
    )


@bp.post("/bowers")
def start() -> ResponseReturnValue:
    mode = request.form.get("mode", "")
    if mode not in MODES:
        abort(400)
    timing, deck = mode.split("-", 1)
    learner = progress.learner_for_update()
    now = clock.now()
    run = DrillRun(
        id=secrets.token_urlsafe(16),
        learner_id=learner.id,
        mode=mode,
        started_at=now,
        ends_at=now + timedelta(seconds=RUN_SECONDS) if timing == "sixty" else None,
        answered=0,
        correct=0,
        streak=0,
        best_streak=0,
        over=False,
        number=1,
        question=json.dumps(make_question(deck, _rng).to_json()),
        asked_at=now,
    )
    db.session.add(run)
    db.session.commit()
    url = url_for("drill.run", run_id=run.id)
    if _wants_fragment():
        response = htmx_response(_render_run(run), push_url=url)
        return response  # type: ignore[no-any-return]
    return redirect(url, code=303)


def _own_run(run_id: str) -> DrillRun:
    learner_id = progress.current_learner_id()
    run = db.session.get(DrillRun, run_id) if len(run_id) <= 32 else None
    if run is None or learner_id is None or run.learner_id != learner_id:
        abort(404)
    return run


@bp.get("/bowers/<run_id>")
def run(run_id: str) -> ResponseReturnValue:
    return _render_run(_own_run(run_id))


def _refuse(message: str, status: int) -> ResponseReturnValue:
    """A bad drill answer: say what is wrong, record nothing."""
    template = "_error.html" if _wants_fragment() else "error.html"
    return render_template(template, code=status, message=message, path=request.path), status


@bp.post("/bowers/<run_id>")
def answer(run_id: str) -> ResponseReturnValue:
    run = _own_run(run_id)
    now = clock.now()
    try:
        payload = _serializer().loads(request.form.get("token", ""))
    except BadSignature:
        return _refuse(_("The drill's question token is not valid; reload the drill."), 400)
    if not isinstance(payload, dict) or payload.get("run") != run.id:
        return _refuse(_("This answer was for another drill run."), 400)
    number = payload.get("n")
    if number != run.number:
        return _refuse(_("You already answered that question."), 409)
    if _is_over(run, now):
        return _refuse(_("This run is over: time is up or it ended at a miss."), 409)
    question = DrillQuestion.from_json(json.loads(run.question))
    given = request.form.get("answer", "")
    try:
        correct = question.check(given)
    except DrillAnswerError:
        return _refuse(_("That is not one of the choices."), 400)
    streak = run.streak + 1 if correct else 0
    ends_run = not correct and run.ends_at is None
    values = {
        "answered": run.answered + 1,
        "correct": run.correct + correct,
        "streak": streak,
        "best_streak": max(run.best_streak, streak),
        "over": ends_run,
        "number": run.number + 1,
        "question": json.dumps(make_question(question.deck, _rng).to_json()),
        "asked_at": now,
        "last_result": json.dumps(
            {"correct": correct, "given": given.strip(), "question": question.to_json()}
        ),
    }
    # Only the first answer to this question number counts, even if two arrive at once.
    changed = db.session.execute(_ANSWER_ONCE, {"run_id": run.id, "expected": run.number, **values})
    if changed.rowcount != 1:  # type: ignore[attr-defined]
        db.session.rollback()
        return _refuse(_("You already answered that question."), 409)
    if not correct:
        asked = as_utc(run.asked_at)
        taken = int((now - asked).total_seconds() * 1000)
        note_answer(run.learner_id, Answer("bower-drill", (question.skill,), False, taken), now)
    # The row now holds exactly ``values``: show them without reading it back (a commit
    # expires what the session holds, so the run leaves the session first).
    db.session.expunge(run)
    db.session.commit()
    for name, value in values.items():
        setattr(run, name, value)
    best = payload.get("best")
    return _render_run(run, best if isinstance(best, int) and best >= 0 else None)
