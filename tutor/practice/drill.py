"""The bower drill (``/drill/bowers``): quick engine-made questions, a streak and a best.

Modes: a 60-second run, or an endless run that ends at the first miss; each over the
24-card deck, the 32-card deck, or 24 cards with the Benny. The run lives in the database
(``DrillRun``) with the question being asked, so the server alone decides what is right:

- the form carries a signed token naming the run and the question number (and the
  question itself, so that an answer is one conditional update: ``_answer_at_once``); a
  forged token or a value that is not one of the question's choices is a 400;
- an answer to a question already answered (a replayed form) is a 409;
- an answer after the minute is up is a 409;

and in each of those cases nothing is recorded. A miss also rates the question's skill
``Again`` in the learner's review deck.
"""

from __future__ import annotations

import json
import os
import random
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any, NamedTuple

from flask import (
    Blueprint,
    abort,
    current_app,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask.typing import ResponseReturnValue
from flask_htmx import make_response as htmx_response
from flask_login import current_user
from itsdangerous import BadSignature
from markupsafe import Markup
from sqlalchemy import (
    Integer,
    and_,
    bindparam,
    case,
    false,
    func,
    insert,
    or_,
    select,
    true,
    update,
)
from sqlalchemy.sql.elements import ColumnElement

from tutor.extensions import db
from tutor.models import Learner
from tutor.practice.deck import Answer, note_answer
from tutor.practice.models import DrillMiss, DrillRun
from tutor.quiz.bower_drill import YES, DrillAnswerError, DrillQuestion, make_question
from tutor.web import chrome, clock, pages, progress, signing
from tutor.web.cards import card_face, card_inner, suit_face
from tutor.web.clock import as_utc
from tutor.web.database import DirectStatement, rows
from tutor.web.i18n import current_lang
from tutor.web.text import _

bp = Blueprint("drill", __name__, url_prefix="/drill")

RUN_SECONDS = 60
TIMINGS: tuple[str, ...] = ("sixty", "endless")
DECK_NAMES: tuple[str, ...] = ("24", "32", "benny")
MODES: tuple[str, ...] = tuple(f"{timing}-{deck}" for timing in TIMINGS for deck in DECK_NAMES)
# The next question is drawn from a Mersenne Twister seeded from the operating system, and
# seeded afresh in every forked worker so that no two gunicorn workers ask the same run of
# questions. ``SystemRandom`` would cost a system call for every draw (half a dozen per
# answer) to guard questions that are not secret: each one's answer is on the page after.
_rng = random.Random(secrets.randbits(128))  # noqa: S311  (not secret, above)
os.register_at_fork(after_in_child=lambda: _rng.seed(secrets.randbits(128)))


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


def _serializer() -> signing.UntimedSerializer:
    # Made once per key: every drill page signs a token and every answer reads one.
    return signing.untimed_serializer(current_app.config["SECRET_KEY"], "bower-drill")


def _line_signer() -> signing.LineSigner:
    # Its own salt: a line token and a JSON token are never read as each other.
    return signing.line_signer(current_app.config["SECRET_KEY"], "bower-drill-line")


def _token(run: Run, best_before: int, question: DrillQuestion) -> str:
    """The form's signed token: the run and the number of the question asked, and what an
    answer would otherwise read from the run's row (see ``_answer_at_once``): the personal
    best from other runs (which does not change during a run), when the question was
    asked (epoch milliseconds) and the question itself, as one signed line
    ``run~number~best~asked~question`` (a run id is URL-safe, a question's line holds no
    "~"); signing a line costs half what a JSON payload does."""
    asked_ms = int(as_utc(run.asked_at).timestamp() * 1000)
    line = f"{run.id}~{run.number}~{best_before}~{asked_ms}~{question.code()}"
    return _line_signer().sign(line)


def _read_token(token: str) -> dict[str, Any] | None:
    """A drill token's payload (``run``, ``n``, ``best`` and, but for a token from before
    questions rode in it, ``t`` and ``q``), or None if we did not sign it. Reads both the
    signed line and the JSON payload earlier drill pages carry."""
    if token.count("~") >= 4:
        line = _line_signer().unsign(token)
        if line is None:
            return None
        run_id, number, best, asked_ms, question = line.split("~", 4)
        try:
            return {
                "run": run_id,
                "n": int(number),
                "best": int(best),
                "t": int(asked_ms),
                "q": question,
            }
        except ValueError:
            return None
    try:
        payload = _serializer().loads(token)
    except BadSignature:
        return None
    return payload if isinstance(payload, dict) else None


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


# An answer in one statement (``_answer_at_once``): the run moves on to its next question
# only if it is still at the question the token names, is not over, has time left and is
# this request's learner's; it returns what the page shows. SET reads the row as it was.
_RIGHT = bindparam("right", type_=Integer)  # 1 for a right answer, 0 for a miss
_NEXT_STREAK = DrillRun.streak + 1


def _advance(owner: ColumnElement[bool]) -> Any:
    return (
        update(DrillRun)
        .where(
            DrillRun.id == bindparam("run_id"),
            DrillRun.number == bindparam("expected"),
            DrillRun.over.is_(False),
            or_(DrillRun.ends_at.is_(None), DrillRun.ends_at > bindparam("now")),
            owner,
        )
        .values(
            answered=DrillRun.answered + 1,
            correct=DrillRun.correct + _RIGHT,
            streak=case((_RIGHT == 1, _NEXT_STREAK), else_=0),
            best_streak=case(
                (and_(_RIGHT == 1, DrillRun.best_streak < _NEXT_STREAK), _NEXT_STREAK),
                else_=DrillRun.best_streak,
            ),
            # An endless run ends at its first miss.
            over=case((and_(_RIGHT == 0, DrillRun.ends_at.is_(None)), true()), else_=false()),
            number=DrillRun.number + 1,
            question=bindparam("question"),
            asked_at=bindparam("now"),
            last_result=bindparam("last_result"),
        )
        .returning(*(getattr(DrillRun, name) for name in _RETURNED))
    )


# What the page shows of the run moved on: whose it is, its mode and end, and the counters
# the answer changed (the first six of ``_ANSWER_VALUES``; the rest the caller knows).
_RETURNED = ("learner_id", "mode", "ends_at", *_ANSWER_VALUES[:6])
# Whose run it is, as ``progress.is_own_learner`` decides: a signed-in account's learners,
# or the visitor's own learner while no account holds it.
_ADVANCE_SIGNED_IN = DirectStatement(
    _advance(
        DrillRun.learner_id.in_(select(Learner.id).where(Learner.user_id == bindparam("user_id")))
    )
)
_ADVANCE_VISITOR = DirectStatement(
    _advance(
        and_(
            DrillRun.learner_id == bindparam("visitor_id"),
            select(Learner.id)
            .where(Learner.id == DrillRun.learner_id, Learner.user_id.is_(None))
            .exists(),
        )
    )
)


def _bests(learner_id: int | None, exclude: str | None = None) -> dict[str, int]:
    if learner_id is None:
        return {}
    # No run has an empty id, so "" excludes none.
    rows = db.session.execute(_BESTS, {"learner_id": learner_id, "exclude": exclude or ""})
    return {mode: int(best or 0) for mode, best in rows}


class Run(NamedTuple):
    """A drill run as its row holds it (read with one Core select: an answer reads it,
    updates it and shows it, with no need for a tracked ORM object). A named tuple: an
    answer makes one, and a frozen dataclass sets each field through a call."""

    id: str
    learner_id: int
    mode: str
    ends_at: datetime | None
    answered: int
    correct: int
    streak: int
    best_streak: int
    over: bool
    number: int
    question: str
    asked_at: datetime
    last_result: str | None

    @classmethod
    def of(cls, run: DrillRun) -> Run:
        return cls(*(getattr(run, name) for name in _RUN_COLUMNS))


_RUN_COLUMNS = Run._fields
# The run with its learner's account, so that whose run it is needs no second read.
_RUN = (
    select(*(getattr(DrillRun, name) for name in _RUN_COLUMNS), Learner.user_id)
    .join(Learner, Learner.id == DrillRun.learner_id)
    .where(DrillRun.id == bindparam("run_id"))
)


def _is_over(run: Run, now: datetime) -> bool:
    return run.over or (run.ends_at is not None and now >= as_utc(run.ends_at))


@dataclass(frozen=True)
class DrillCard:
    code: str
    face: Markup  # the card as the drill shows it (its rank, suit and spoken name)


@dataclass(frozen=True)
class SuitChoice:
    code: str
    key: str  # the key that picks it
    face: Markup


class RunView(NamedTuple):
    """Everything ``drill/_run.html`` shows, worked out here: the template shows fields as
    they are, so a page can be kept with placeholders in them (``_kept_run``). A named
    tuple, like ``Run``: every answer makes one of these two dozen fields."""

    # What the page's shape depends on (the kept page's key).
    lang: str
    mode: str
    mode_label: str
    over: bool
    new_best: bool
    timed: bool
    last_correct: bool | None
    form: str
    suit_choices: tuple[SuitChoice, ...]
    # What each answer changes (the kept page's slots).
    number: Any
    streak: Any
    best_streak: Any
    personal_best: Any
    correct: Any
    answered: Any
    seconds_left: Any
    last_trump: Any
    last_explanation: Any
    trump_code: Any
    trump: Any
    card_codes: Any
    cards: tuple[DrillCard, ...]
    answer_url: Any
    token: Any


# The fields an answer changes, as the kept page's slots (the cards are slots too).
_SLOTS = (
    "number",
    "streak",
    "best_streak",
    "personal_best",
    "correct",
    "answered",
    "seconds_left",
    "last_trump",
    "last_explanation",
    "trump_code",
    "trump",
    "card_codes",
    "answer_url",
    "token",
)


@lru_cache(maxsize=256)
def _drill_card(lang: str, code: str) -> DrillCard:
    return DrillCard(code, _drill_card_face(lang, code))


@lru_cache(maxsize=64)
def _suit_choices(lang: str, codes: tuple[str, ...]) -> tuple[SuitChoice, ...]:
    # Called only while ``lang`` is the request's language (the suits' names).
    return tuple(SuitChoice(code, code.lower(), suit_face(code, lang)) for code in codes)


@lru_cache(maxsize=256)
def _drill_card_face(lang: str, code: str) -> Markup:
    # Called only while ``lang`` is the request's language (the card's spoken name).
    face = card_face(code)
    return Markup('<span class="card card-{} suit-{}" data-card="{}">{}</span>').format(
        face.colour, face.suit, face.code, card_inner(code)
    )


class MissedAnswer(NamedTuple):
    """A missed drill question as ``/me/`` shows it: what was asked, the cards and the
    trump, the answer given, and the explanation of the right one."""

    code: str
    prompt: str
    trump: Markup
    cards: tuple[Markup, ...]
    given: Markup
    explanation: str
    answered_at: datetime


def missed_answer(code: str, given: str, answered_at: datetime) -> MissedAnswer | None:
    """A stored miss (``DrillMiss``) in the request's language; None if its question or
    answer no longer reads (a question code from an older drill)."""
    try:
        question = DrillQuestion.from_code(code)
        question.check(given)
    except (ValueError, DrillAnswerError):
        return None
    lang = current_lang()
    prompts = {
        "is-trump": _("Is this card a trump?"),
        "higher": _("Which of these two is higher?"),
        "follows": _("Which suit does this card follow?"),
    }
    if question.form == "is-trump":
        shown = Markup.escape(_("Yes, a trump") if given == YES else _("No"))
    elif question.form == "higher":
        shown = _drill_card_face(lang, given.upper())
    else:
        shown = suit_face(given, lang)
    return MissedAnswer(
        code,
        prompts[question.form],
        suit_face(question.trump.code, lang),
        tuple(_drill_card_face(lang, card.code) for card in question.cards),
        shown,
        question.explanation(lang),
        answered_at,
    )


class Decoded(NamedTuple):
    """A run's question and last verdict as objects, where the caller has them already
    (an answer has just made both: reading them back from their JSON would repeat it)."""

    question: DrillQuestion
    last_question: DrillQuestion
    last_correct: bool


def _view(
    run: Run, now: datetime, best_before: int | None = None, decoded: Decoded | None = None
) -> RunView:
    if best_before is None:
        best_before = _bests(run.learner_id, exclude=run.id).get(run.mode, 0)
    lang = current_lang()  # asked once: each ask goes through the app context
    last_question: DrillQuestion | None
    if decoded is not None:
        question, last_question = decoded.question, decoded.last_question
        last: dict[str, Any] | None = {"correct": decoded.last_correct}
    else:
        question = DrillQuestion.from_json(json.loads(run.question))
        last = json.loads(run.last_result) if run.last_result else None
        last_question = DrillQuestion.from_json(last["question"]) if last is not None else None
    codes = [card.code for card in question.cards]
    seconds_left = None
    if run.ends_at is not None:
        seconds_left = max(0, int((as_utc(run.ends_at) - now).total_seconds()))
    suit_choices: tuple[SuitChoice, ...] = ()
    if question.form == "follows":
        suit_choices = _suit_choices(lang, question.choices)
    return RunView(
        lang=lang,
        mode=run.mode,
        mode_label=_mode_labels(lang)[run.mode],
        over=_is_over(run, now),
        new_best=run.best_streak > best_before,
        timed=seconds_left is not None,
        last_correct=bool(last["correct"]) if last is not None else None,
        form=question.form,
        suit_choices=suit_choices,
        number=run.number,
        streak=run.streak,
        best_streak=run.best_streak,
        personal_best=max(best_before, run.best_streak),
        correct=run.correct,
        answered=run.answered,
        seconds_left=seconds_left,
        last_trump=suit_face(last_question.trump.code, lang) if last_question is not None else "",
        last_explanation=last_question.explanation(lang) if last_question else "",
        trump_code=question.trump.code,
        trump=suit_face(question.trump.code, lang),
        card_codes=" ".join(codes),
        cards=tuple(_drill_card(lang, code) for code in codes),
        answer_url=_answer_url(run.id),
        token=_token(run, best_before, question),
    )


# A run's id is ``secrets.token_urlsafe``'s: letters, digits, "-" and "_", which a URL
# holds as they are.
_URLSAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
# The answer URL up to the run's id, per app and the path the app is mounted at.
_ANSWER_PREFIX: dict[tuple[int, str], tuple[object, str | None]] = {}


def _answer_url(run_id: str) -> str:
    """``url_for("drill.answer", run_id=run_id)``, without building the URL afresh for
    every answer: what comes before the id is the same for every run."""
    if not run_id or not _URLSAFE.issuperset(run_id):
        return url_for("drill.answer", run_id=run_id)
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    key = (id(app), request.script_root)
    found = _ANSWER_PREFIX.get(key)
    if found is None or found[0] is not app:
        if len(_ANSWER_PREFIX) >= 64:
            _ANSWER_PREFIX.clear()
        sample = url_for("drill.answer", run_id="x")
        # A URL that does not end with the id (none of ours) is built every time.
        found = _ANSWER_PREFIX[key] = (app, sample[:-1] if sample.endswith("/x") else None)
    if found[1] is None:
        return url_for("drill.answer", run_id=run_id)
    return found[1] + run_id


def _kept_run(view: RunView) -> Markup:
    """``drill/_run.html`` for ``view``, from a page kept per process for every view of
    the same shape (mode, language, question form, whether the run is over, timed, just
    answered right or wrong, a new best): the numbers, the question's cards and trump,
    the verdict on the last one, the form's URL and tokens are this request's."""
    key = (
        "drill-run",
        view.lang,
        view.mode,
        view.over,
        view.new_best,
        view.timed,
        view.last_correct,
        view.form,
        len(view.cards),
        tuple(choice.code for choice in view.suit_choices),
    )

    def render() -> str:
        shown = view._replace(
            cards=tuple(
                DrillCard(pages.placeholder(f"card-{n}-code"), pages.placeholder(f"card-{n}-face"))
                for n in range(len(view.cards))
            ),
            **_placeholders(),
        )
        return render_template("drill/_run.html", view=shown, **pages.template_overrides())

    slots: dict[str, pages.SlotValue] = {"csrf": signing.csrf_token}
    for name, slot in _SLOT_NAMES:
        slots[slot] = _shown(getattr(view, name))
    for n, card in enumerate(view.cards):
        code_slot, face_slot = _card_slots(n)
        slots[code_slot] = _shown(card.code)
        slots[face_slot] = _shown(card.face)
    return Markup(pages.kept_page(key, (), render, slots))  # noqa: S704  (autoescaped)


def _placeholders() -> dict[str, Any]:
    return {name: pages.placeholder(name.replace("_", "-")) for name in _SLOTS}


def _shown(value: object) -> pages.SlotValue:
    """A field as the template shows it, as a slot's value: Markup as it is, anything
    else as text (a bound method: an answer fills in a dozen and a half of these)."""
    return value.__html__ if isinstance(value, Markup) else str(value).__str__


_SLOT_NAMES = tuple((name, name.replace("_", "-")) for name in _SLOTS)


@lru_cache(maxsize=8)
def _card_slots(n: int) -> tuple[str, str]:
    return f"card-{n}-code", f"card-{n}-face"


def _render_run(
    run: Run,
    best_before: int | None = None,
    decoded: Decoded | None = None,
    now: datetime | None = None,
) -> str:
    """The run's page or fragment; ``now``: the request's time, where the caller has it."""
    view = _view(run, now or clock.now(), best_before, decoded)
    fragment = _wants_fragment()
    if not pages.enabled():
        template = "drill/_run.html" if fragment else "drill/run.html"
        return render_template(template, view=view)
    html = _kept_run(view)
    if fragment:
        return html
    # The page around the run is the same for every run in a language.
    return chrome.kept_layout("drill/run.html", html)


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
        question=make_question(deck, _rng).stored(),
        asked_at=now,
    )
    db.session.add(run)
    db.session.commit()
    url = url_for("drill.run", run_id=run.id)
    if _wants_fragment():
        response = htmx_response(_render_run(Run.of(run)), push_url=url)
        return response  # type: ignore[no-any-return]
    return redirect(url, code=303)


def _own_run(run_id: str) -> Run:
    found = rows(_RUN, {"run_id": run_id}).first() if len(run_id) <= 32 else None
    if found is None:
        abort(404)
    *values, owner_user_id = tuple(found)
    run = Run(*values)
    if not progress.is_own_learner(run.learner_id, owner_user_id):
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
    now = clock.now()
    return _answer_at_once(run_id, now) or _answer_checked(run_id, now)


def _answer_at_once(run_id: str, now: datetime) -> ResponseReturnValue | None:
    """A drill answer with one statement: the question and when it was asked come from
    the token, which we signed when we asked it, and the conditional update
    (``_ADVANCE_*``) both checks the run and moves it on, returning what the page shows.

    The token names its run and question number, and a run's question changes only with
    its number, so the question it carries is the one the run asks while the update
    finds the run at that number. None when the answer may have to be refused (a bad
    token, a value that is not a choice, no row updated): ``_answer_checked`` then reads
    the run and says what is wrong in the same order as always, recording nothing.
    """
    payload = _read_token(request.form.get("token", ""))
    if payload is None or payload.get("run") != run_id:
        return None
    number, question_code, asked_ms = payload.get("n"), payload.get("q"), payload.get("t")
    if type(number) is not int or type(asked_ms) is not int or type(question_code) is not str:
        return None  # a token from before questions rode in it
    question = DrillQuestion.from_code(question_code)
    given = request.form.get("answer", "")
    try:
        correct = question.check(given)
    except DrillAnswerError:
        return None
    if current_user.is_authenticated:
        statement, owner = _ADVANCE_SIGNED_IN, {"user_id": current_user.id}
    else:
        learner_id = session.get(progress.SESSION_KEY)
        if learner_id is None:
            return None
        statement, owner = _ADVANCE_VISITOR, {"visitor_id": learner_id}
    next_question = make_question(question.deck, _rng)
    stored_question = next_question.stored()
    last_result = _last_result(correct, given.strip(), question)
    params = {
        "run_id": run_id,
        "expected": number,
        "now": now,
        "right": int(correct),
        "question": stored_question,
        "last_result": last_result,
        **owner,
    }
    # A right answer changes the run and nothing else: its own short transaction. A miss
    # also goes into the review deck, in the session's transaction with the run's update.
    returned = statement.rows_committed(params) if correct else statement.rows(params)
    if not returned:
        db.session.rollback()
        return None
    learner_id, mode, ends_at, answered, right, streak, best_streak, over, next_number = returned[0]
    if not correct:
        taken = int(now.timestamp() * 1000) - asked_ms
        note_answer(learner_id, Answer("bower-drill", (question.skill,), False, taken), now)
        _note_miss(learner_id, question, given, now)
        db.session.commit()
    shown = Run(
        run_id,
        learner_id,
        mode,
        ends_at,
        answered,
        right,
        streak,
        best_streak,
        bool(over),
        next_number,
        stored_question,
        now,
        last_result,
    )
    best = payload.get("best")
    decoded = Decoded(next_question, question, correct)
    return _render_run(shown, best if type(best) is int and best >= 0 else None, decoded, now)


_INSERT_MISS = insert(DrillMiss.__table__)


def _note_miss(learner_id: int, question: DrillQuestion, given: str, now: datetime) -> None:
    """Keep the missed question and the answer given for ``/me/`` (in the caller's
    transaction, with the miss's review rating). ``given`` passed the question's check."""
    db.session.execute(
        _INSERT_MISS,
        {
            "learner_id": learner_id,
            "skill": question.skill,
            "question": question.code(),
            "given": given.strip()[:16],
            "created_at": now,
        },
    )


def _last_result(correct: bool, given: str, question: DrillQuestion) -> str:
    """What the run stores of the answer just given: ``json.dumps({"correct": correct,
    "given": given, "question": question.to_json()})``, written out around the question's
    own stored text (``given`` passed the question's check: a choice's code of letters
    or digits, which JSON writes as it is)."""
    if not (given.isascii() and given.isalnum()):
        return json.dumps({"correct": correct, "given": given, "question": question.to_json()})
    verdict = "true" if correct else "false"
    return f'{{"correct": {verdict}, "given": "{given}", "question": {question.stored()}}}'


def _answer_checked(run_id: str, now: datetime) -> ResponseReturnValue:
    """A drill answer read against the run's row: every refusal, and tokens that carry no
    question."""
    run = _own_run(run_id)
    payload = _read_token(request.form.get("token", ""))
    if payload is None:
        return _refuse(_("The drill's question token is not valid; reload the drill."), 400)
    if payload.get("run") != run.id:
        return _refuse(_("This answer was for another drill run."), 400)
    number = payload.get("n")
    if number != run.number:
        return _refuse(_("You already answered that question."), 409)
    if _is_over(run, now):
        if not _wants_fragment() and run.ends_at is not None:
            # The 60 seconds ran out while a plain form was on its way: the answer is not
            # counted, and the learner lands on the run's summary, not an error page.
            return redirect(url_for("drill.run", run_id=run.id), code=303)
        return _refuse(_("This run is over: time is up or it ended at a miss."), 409)
    question = DrillQuestion.from_json(json.loads(run.question))
    given = request.form.get("answer", "")
    try:
        correct = question.check(given)
    except DrillAnswerError:
        return _refuse(_("That is not one of the choices."), 400)
    streak = run.streak + 1 if correct else 0
    ends_run = not correct and run.ends_at is None
    next_question = make_question(question.deck, _rng)
    values: dict[str, Any] = {
        "answered": run.answered + 1,
        "correct": run.correct + correct,
        "streak": streak,
        "best_streak": max(run.best_streak, streak),
        "over": ends_run,
        "number": run.number + 1,
        "question": next_question.stored(),
        "asked_at": now,
        "last_result": _last_result(correct, given.strip(), question),
    }
    # Only the first answer to this question number counts, even if two arrive at once.
    # A Core update on the session's connection (no ORM objects to synchronise).
    params = {"run_id": run.id, "expected": run.number, **values}
    changed = db.session.connection().execute(_ANSWER_ONCE, params)
    if changed.rowcount != 1:
        db.session.rollback()
        return _refuse(_("You already answered that question."), 409)
    if not correct:
        asked = as_utc(run.asked_at)
        taken = int((now - asked).total_seconds() * 1000)
        note_answer(run.learner_id, Answer("bower-drill", (question.skill,), False, taken), now)
        _note_miss(run.learner_id, question, given, now)
    db.session.commit()
    # The row now holds exactly ``values``: show them without reading it back.
    best = payload.get("best")
    shown = Run(run.id, run.learner_id, run.mode, run.ends_at, **values)
    decoded = Decoded(next_question, question, correct)
    return _render_run(shown, best if isinstance(best, int) and best >= 0 else None, decoded, now)
