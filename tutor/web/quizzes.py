"""Quizzes: the set list, a set's next item, and one item with its answer form.

``/quizzes/<set>/<n>`` shows item ``n`` (1-based); its form POSTs back to the same URL.
An htmx request gets just the item component; a plain request the whole page, so the quiz
works without JavaScript. Answers are graded by ``tutor.quiz.grade`` only.

A class's pages (``/classes/<id>/quizzes/<set>/<n>``) show a set under the class's house
rules through the same ``show_next``/``show_item``/``answer_item``, with their own ``Place``.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    g,
    get_template_attribute,
    render_template,
    request,
    url_for,
)
from flask.typing import ResponseReturnValue
from flask_htmx import make_response as htmx_response
from markupsafe import Markup
from sqlalchemy import Connection
from sqlalchemy.exc import IntegrityError

from tutor.engine import Suit
from tutor.extensions import db, htmx
from tutor.practice import ordering
from tutor.quiz import Grade, InvalidAnswerError, QuizItem, QuizSet, grade
from tutor.web import (
    answer_token,
    budget,
    chrome,
    clock,
    content,
    pages,
    progress,
    puzzles,
    ratelimit,
)
from tutor.web.cards import is_card_code, suit_name
from tutor.web.database import session_in_transaction
from tutor.web.explanation import explanation_text, option_label, prompt_text
from tutor.web.feedback import mistake_text
from tutor.web.i18n import current_lang
from tutor.web.position import cached_position_view, lesson_link, sentences
from tutor.web.text import _

bp = Blueprint("quizzes", __name__, url_prefix="/quizzes")

KIND_ORDER = (
    "table-facts",
    # What the rules and house rules allow and score (the Canadian loner, the stuck dealer,
    # the score), asked before the cards are played.
    "rule-questions",
    "effective-suit",
    "bower-rank",
    "trick-winner",
    "legal-plays",
    "order-up",
    "name-trump",
    "discard",
    "go-alone",
    "british-call",
    "three-hand-call",
    # Bid Euchre's kinds come after the calling of the games a learner meets first.
    "bid-auction",
    "bid-amount",
    "bid-declare",
    "defend-alone",
    "read-the-play",
    "read-the-calls",
    "renege",
    "best-play",
    # Hand puzzles come after the single best-play decisions they string together.
    "puzzle",
    "scoring",
)


@dataclass(frozen=True)
class Choice:
    value: str
    is_card: bool
    label: str


def choice_label(value: str) -> str:
    words = {
        "pass": _("Pass"),
        "order": _("Order it up"),
        "order-up": _("Order it up"),
        "alone": _("Go alone"),
        "order-alone": _("Order up and go alone"),
        "pick-up": _("Pick it up"),
        "yes": _("Yes"),
        "no": _("No"),
        "none": _("None"),
        "nt-high": _("No-trump (high)"),
        "nt-low": _("No-trump (low)"),
        "north-south": _("North–South"),
        "east-west": _("East–West"),
        "play-on": _("Nobody yet: play on"),
        "north": _("North"),
        "east": _("East"),
        "south": _("South"),
        "west": _("West"),
    }
    key = value.strip().lower()
    if key in words:
        return words[key]
    try:
        suit = Suit.parse(value)
    except ValueError:
        return value.replace("-", " ")
    return f"{suit.symbol} {suit_name(suit)}"


def choices_of(item: QuizItem, lang: str) -> list[Choice]:
    def label(value: str) -> str:
        given = option_label(item.data, value, lang)
        if given is not None:
            return given
        return "" if is_card_code(value) else choice_label(value)

    return [Choice(value, is_card_code(value), label(value)) for value in item.choices]


@dataclass(frozen=True)
class HandCard:
    """A card of the learner's hand in the answer form: a choice, or shown but not one."""

    code: str
    choice: Choice | None
    key: int | None  # the number key that picks it


def hand_choices(item: QuizItem, choices: list[Choice]) -> list[HandCard] | None:
    """When every choice is a card in the hand, the hand itself is the answer form."""
    hand = [str(card) for card in item.get("hand") or []]
    by_value = {choice.value: choice for choice in choices}
    if not hand or not all(choice.is_card for choice in choices) or not set(by_value) <= set(hand):
        return None
    # Number keys follow the cards as they are shown, left to right.
    in_hand_order = [code for code in hand if code in by_value]
    keys = {code: number for number, code in enumerate(in_hand_order, start=1)}
    return [HandCard(code, by_value.get(code), keys.get(code)) for code in hand]


def _quiz_set(set_id: str) -> QuizSet:
    catalogue = content.quiz_catalogue()
    if set_id not in catalogue or not catalogue[set_id].items:
        abort(404)
    return catalogue[set_id]


def _item(quiz_set: QuizSet, number: int) -> QuizItem:
    try:
        return quiz_set.item(number)
    except IndexError:
        abort(404)


@bp.get("/")
def index() -> ResponseReturnValue:
    sets = content.playable_sets()
    learner = progress.current_learner(create=False)
    by_set = progress.set_progress(learner, (s.id for s in sets))
    kinds = sorted({s.kind for s in sets}, key=lambda k: (*KIND_ORDER, k).index(k))
    # Within a kind: the standard game first, then its house rules, then the other games;
    # easy before hard within each (``QuizSet.teaching_order``).
    groups = [
        (kind, sorted((s for s in sets if s.kind == kind), key=lambda s: s.teaching_order))
        for kind in kinds
    ]
    return render_template("quizzes/index.html", groups=groups, by_set=by_set)


def next_number(quiz_set: QuizSet) -> int | None:
    """The learner's next item in the set's difficulty order (``tutor.practice.ordering``):
    the first not tried yet, then the first not yet right."""
    learner_id = progress.current_learner_id()
    tried = progress.items_attempted(learner_id, quiz_set.id)
    right = progress.items_answered_right(learner_id, quiz_set.id)
    numbers = ordering.set_order(quiz_set).numbers
    for number in numbers:
        if quiz_set.items[number - 1].id not in tried:
            return number
    for number in numbers:
        if quiz_set.items[number - 1].id not in right:
            return number
    return None


@dataclass(frozen=True)
class Place:
    """Where a set's item pages are served: the plain quiz pages, or a class's pages that
    show the set under its house rules. Both share the form, grading and recording."""

    item_endpoint: str = "quizzes.item"
    next_endpoint: str = "quizzes.next_item"
    url_args: Mapping[str, Any] = field(default_factory=dict)
    path_prefix: str = "/quizzes/"
    page_template: str = "quizzes/item.html"
    extra: Mapping[str, Any] = field(default_factory=dict)
    # Whether an unanswered item's page may be kept whole (``tutor.web.pages``): only where
    # the page shows nothing but the item, its set and the learner's counts (a class's
    # pages also show the class, which its teacher may rename).
    keep: bool = False
    # A set whose address is not its id: a class's own set (class/<id>/own) is served at
    # .../quizzes/own/ (``tutor.classes.questions``).
    url_set_ids: Mapping[str, str] = field(default_factory=dict)

    def item_url(self, set_id: str, number: int) -> str:
        shown = self.url_set_ids.get(set_id, set_id)
        return url_for(self.item_endpoint, set_id=shown, number=number, **self.url_args)

    def next_url(self, set_id: str) -> str:
        shown = self.url_set_ids.get(set_id, set_id)
        return url_for(self.next_endpoint, set_id=shown, **self.url_args)


QUIZ_PAGES = Place(keep=True)


@bp.get("/<set_id>/")
def next_item(set_id: str) -> ResponseReturnValue:
    return show_next(_quiz_set(set_id), QUIZ_PAGES)


@bp.route("/<set_id>/<int:number>", methods=["GET", "POST"])
def item(set_id: str, number: int) -> ResponseReturnValue:
    quiz_set = _quiz_set(set_id)
    if request.method == "POST":
        return answer_item(quiz_set, number, QUIZ_PAGES)
    return show_item(quiz_set, number, QUIZ_PAGES)


def show_next(quiz_set: QuizSet, place: Place) -> ResponseReturnValue:
    """The learner's next item of the set, or the page saying the set is done."""
    number = next_number(quiz_set)
    if number is None:
        learner = progress.current_learner(create=False)
        summary = progress.set_progress(learner, [quiz_set.id])[quiz_set.id]
        template = "quizzes/_done.html" if wants_fragment() else "quizzes/done.html"
        return render_template(
            template,
            quiz_set=quiz_set,
            summary=summary,
            first_url=place.item_url(quiz_set.id, ordering.set_order(quiz_set).numbers[0]),
            **place.extra,
        )
    return show_item(quiz_set, number, place)


# The set's right items as an answer's transaction read them: (set id, learner id, items).
_G_SOLVED = "_tutor_solved_after_answer"


def _solved(quiz_set: QuizSet) -> int:
    # A visitor who has never answered claims no learner, so has none to look up.
    if progress.claim().learner_id is None:
        return 0
    kept = g.get(_G_SOLVED)
    if kept is not None and kept[:2] == (quiz_set.id, progress.current_learner_id()):
        right: set[str] = kept[2]
    else:
        right = progress.my_items_answered_right(quiz_set.id)
    # Only items still in the bank count (a rebuilt bank may have dropped some).
    return len(right & quiz_set.item_ids) if right else 0


def _context(
    quiz_set: QuizSet, number: int, item: QuizItem, place: Place, *, kept: bool = False
) -> dict[str, Any]:
    """What an item's page shows; ``kept`` gives placeholders for the per-request values
    (the answer token, the learner's solved count) of a page ``tutor.web.pages`` keeps."""
    lang = current_lang()
    choices = choices_of(item, lang)
    order = ordering.set_order(quiz_set)
    return {
        **place.extra,
        "quiz_set": quiz_set,
        "number": number,
        # "Question k of N": k is the item's place in the set's difficulty order.
        "place_in_order": order.position(number),
        **ordering.level_context(order.level(number)),
        "item": item,
        "lang": lang,
        "prompt": prompt_text(item.data, lang),
        "choices": choices,
        "hand_choices": hand_choices(item, choices),
        "asked_card": item.get("card"),
        "position": cached_position_view(item, lang),
        "history_open": history_open(item),
        "action": place.item_url(quiz_set.id, number),
        "token": pages.placeholder("token") if kept else answer_token.issue(item.id),
        "solved": None if kept else _solved(quiz_set),
        "teaching": [
            lesson
            for slug in quiz_set.lessons
            if (lesson := content.find_lesson(slug, lang)) is not None
        ],
    } | (
        {"solved_html": pages.placeholder("solved")}
        if kept
        else puzzle_context(item, puzzles.step_view(item, 0, lang))
        if item.kind == "puzzle"
        else {}
    )


def history_open(item: QuizItem) -> bool:
    """Kinds whose question is about the played tricks show them open."""
    return item.kind in ("read-the-play", "renege")


def answered_key(verdict: Grade) -> tuple[Any, ...]:
    """What of a verdict the position fragment shows (``fragment``'s ``answer``)."""
    return ("answered", tuple(verdict.expected), tuple(verdict.given))


def wants_fragment() -> bool:
    """An htmx request wants the component; a history restore needs the whole page.

    Flask-HTMX's ``bool(htmx)`` and ``history_restore_request``, read from the environ
    where the server put the headers: asked through ``request.headers``, a header the
    request lacks (HX-Request, on every plain page view) raises and catches a
    ``BadRequestKeyError``."""
    environ = request.environ
    return (
        environ.get("HTTP_HX_REQUEST") == "true"
        and environ.get("HTTP_HX_HISTORY_RESTORE_REQUEST") != "true"
    )


# Parts of an item's page rendered once per process: by (part, set, id(item), language,
# the answer shown). Each entry keeps its item alive, so while it is here no other item can
# have that id.
_fragments: dict[tuple[Any, ...], tuple[QuizItem, Markup]] = {}
MAX_CACHED_FRAGMENTS = 8192


def fragment(
    template: str,
    quiz_set: QuizSet,
    item: QuizItem,
    context: dict[str, Any],
    answer: tuple[Any, ...] = (),
) -> Markup:
    """A part of the page that depends on nothing but the item, its set, the language and
    (once answered) the answer given: the position and the choices, half of the page's
    work. ``answer`` must hold everything of the verdict the template reads."""
    key = (template, quiz_set.id, id(item), str(context["lang"]), answer)
    cached = _fragments.get(key)
    if cached is not None and cached[0] is item:
        return cached[1]
    html = Markup(render_template(template, **context))  # noqa: S704  (autoescaped template)
    if len(_fragments) >= MAX_CACHED_FRAGMENTS:
        _fragments.clear()
    _fragments[key] = (item, html)
    return html


def show_item(quiz_set: QuizSet, number: int, place: Place) -> ResponseReturnValue:
    item = _item(quiz_set, number)
    if _keeps(place, item):
        return _kept_item(quiz_set, number, item, place)
    context = _context(quiz_set, number, item, place)
    context["position_html"] = fragment("quizzes/_position.html", quiz_set, item, context)
    context["choices_html"] = fragment("quizzes/_choices.html", quiz_set, item, context)
    if not wants_fragment():
        return render_template(place.page_template, **context)
    body = render_template("quizzes/_item.html", **context)
    # On the quiz pages the address follows the question shown (not inside a lesson).
    on_quiz_page = urlsplit(htmx.current_url or "").path.startswith(place.path_prefix)
    push_url = place.item_url(quiz_set.id, number) if on_quiz_page else None
    response: Response = htmx_response(body, push_url=push_url)
    return response


def _keeps(place: Place, item: QuizItem) -> bool:
    """Whether this item's page is served from a kept page here. A hand puzzle's page
    starts a run of moves (a row per page), so it is never kept."""
    return place.keep and item.kind != "puzzle" and pages.enabled()


def solved_note(quiz_set: QuizSet) -> Markup:
    """The learner's "✓ n solved" after the question count (empty before the first)."""
    solved = _solved(quiz_set)
    if not solved:
        return Markup("")
    # The same few dozen notes on every page view: kept per language and count.
    note = get_template_attribute("quizzes/_parts.html", "solved_note")
    key = ("solved-note", current_lang(), solved)
    return Markup(pages.kept_page(key, (), lambda: note(solved), {}))  # noqa: S704  (a macro)


def _item_page_key(
    quiz_set: QuizSet, number: int, place: Place, as_fragment: bool
) -> tuple[Hashable, ...]:
    """What a kept item page depends on besides the item: fragment or page, where it is
    served, its number and place in the set's order, its level line and the language."""
    order = ordering.set_order(quiz_set)
    level = order.level(number)
    return (
        as_fragment,
        place.item_endpoint,
        quiz_set.id,
        number,
        current_lang(),
        order.position(number),
        # What the level line says, without translating it (a kept page needs no catalogue).
        None if level is None else (level.level, level.answers),
    )


def _kept_item(quiz_set: QuizSet, number: int, item: QuizItem, place: Place) -> ResponseReturnValue:
    """``show_item`` from a page kept per process (``tutor.web.pages``): the page depends on
    the item, its set and number, the language, its place in the set's order and its
    level line; the answer token, the solved count, the CSRF token and the site header are
    this request's."""
    as_fragment = wants_fragment()
    key = ("quiz-item", *_item_page_key(quiz_set, number, place, as_fragment))

    def render() -> str:
        context = _context(quiz_set, number, item, place, kept=True)
        context["position_html"] = fragment("quizzes/_position.html", quiz_set, item, context)
        context["choices_html"] = fragment("quizzes/_choices.html", quiz_set, item, context)
        template = "quizzes/_item.html" if as_fragment else place.page_template
        return render_template(template, **context, **pages.template_overrides())

    slots = chrome.common_slots() | {
        "token": lambda: answer_token.issue(item.id),
        "solved": lambda: solved_note(quiz_set),
    }
    body = pages.kept_page(key, (item,), render, slots)
    if not as_fragment:
        return body
    on_quiz_page = urlsplit(htmx.current_url or "").path.startswith(place.path_prefix)
    push_url = place.item_url(quiz_set.id, number) if on_quiz_page else None
    response: Response = htmx_response(body, push_url=push_url)
    return response


def _refuse(
    quiz_set: QuizSet, number: int, place: Place, message: str, status: int = 400
) -> tuple[str, int]:
    """A bad answer form: say what is wrong and record nothing."""
    if wants_fragment():
        return render_template("_error.html", code=status, message=message), status
    item = _item(quiz_set, number)
    context = _context(quiz_set, number, item, place) | {"error": message}
    return render_template(place.page_template, **context), status


def answer_item(quiz_set: QuizSet, number: int, place: Place) -> ResponseReturnValue:
    """Grade the posted answer to item ``number`` and record it as an Attempt."""
    item = _item(quiz_set, number)
    if item.answer_mode == "puzzle":
        return answer_move(quiz_set, number, item, place)
    if request.form.get("item_id", item.id) != item.id:
        return _refuse(quiz_set, number, place, _("This answer was for another question."))
    try:
        token = answer_token.read(request.form.get("token"), item.id)
        verdict = grade(item, [v for v in request.form.getlist("answer") if v.strip()])
    except (answer_token.AnswerTokenError, InvalidAnswerError) as error:
        return _refuse(quiz_set, number, place, str(error))
    if not record_attempt(quiz_set, item, verdict, token, read_solved=True):
        return _refuse(quiz_set, number, place, already_answered_message())
    return _result(quiz_set, number, item, verdict, place)


def answer_move(
    quiz_set: QuizSet, number: int, item: QuizItem, place: Place
) -> ResponseReturnValue:
    """One decision of a hand puzzle (``tutor.web.puzzles``): grade it, store it, and show
    its verdict with the play up to the next decision (or the puzzle's score)."""
    if request.form.get("item_id", item.id) != item.id:
        return _refuse(quiz_set, number, place, _("This answer was for another question."))
    try:
        step, code, token = puzzles.read_move(item)
        results = puzzles.record_move(quiz_set, item, step, code, token)
    except puzzles.MoveRefused as refused:
        return _refuse(quiz_set, number, place, refused.message, refused.status)
    lang = current_lang()
    result = puzzles.move_result(item, step, code, lang)
    view = puzzles.step_view(item, step + 1, lang, result=result, right=results.count("1"))
    context = _context(quiz_set, number, item, place) | puzzle_context(item, view)
    context["token"] = request.form.get("token", "")
    context["next_url"] = place.next_url(quiz_set.id)
    if wants_fragment():
        body = render_template("quizzes/_item.html", **context)
        trigger = None
        if view.finished:
            trigger = {"quiz-answered": {"correct": view.right == view.total, "set": quiz_set.id}}
        response: Response = htmx_response(body, trigger=trigger)
        return response
    return render_template(place.page_template, **context)


def puzzle_context(item: QuizItem, view: puzzles.PuzzleStep) -> dict[str, Any]:
    """What ``_puzzle.html`` reads for one step, over the item page's context."""
    choices = [Choice(code, True, "") for code in view.choices]
    shown = QuizItem({**item.data, "hand": list(view.hand), "choices": list(view.choices)})
    lang = current_lang()
    summary = explanation_text(item.data, lang) if view.finished else ""
    return {
        "puzzle": view,
        "position": view.position,
        "choices": choices,
        "hand_choices": hand_choices(shown, choices) if choices else None,
        "summary": puzzles.sentences_by_line(summary) if summary else [],
    }


def already_answered_message() -> str:
    return _("You already answered this question. Load it again to retry.")


def record_attempt(
    quiz_set: QuizSet,
    item: QuizItem,
    verdict: Grade,
    token: answer_token.AnswerToken,
    *,
    read_solved: bool = False,
) -> bool:
    """Store the answer, its review-deck ratings and its Glicko-2 game in one transaction.

    False (and nothing stored) if an answer with this token's nonce is already stored.
    ``read_solved``: the page shows the set's solved count (``_solved``), read in the
    same transaction, with this answer in it.

    Where the request's session has begun a transaction (a signed-in answer: the account
    was read on the session's connection) the answer goes on in it, and the session
    commits. Otherwise (a visitor's answer) the anonymous budget and then the answer run
    on one pooled connection of their own, each in its own transaction: the budget's is
    committed before the answer's work, so a refused or failed answer still counts, and
    the session's transaction (with its own checkout, begin and commit) is not begun.
    """
    if session_in_transaction():
        # Before anything is stored (a visitor's learner included): OverBudget is a 429.
        budget.spend_on_anonymous_answer()
        learner_id = progress.learner_id_for_update()
        # The session's own commit, not one on its connection: a caller may go on with
        # the session in this request (a class's house quiz records more).
        connection = db.session.connection()
        try:
            _store_answer(quiz_set, item, verdict, token, learner_id, connection, read_solved)
            db.session.commit()
        except IntegrityError:
            db.session.rollback()
            return False
        return True
    with db.engine.connect() as connection:
        with ratelimit.counters_on(connection):
            budget.spend_on_anonymous_answer()
        transaction = connection.begin()
        try:
            # A new visitor's learner is made (and committed) through the session; this
            # transaction has run nothing yet, so holds no lock that would wait for it.
            learner_id = progress.learner_id_for_update(connection)
            _store_answer(quiz_set, item, verdict, token, learner_id, connection, read_solved)
            transaction.commit()
        except IntegrityError:
            transaction.rollback()
            return False
    return True


def _store_answer(
    quiz_set: QuizSet,
    item: QuizItem,
    verdict: Grade,
    token: answer_token.AnswerToken,
    learner_id: int,
    connection: Connection,
    read_solved: bool,
) -> None:
    """``record_attempt``'s statements, in the transaction ``connection`` is in (the
    caller commits): the attempt, the deck and the ratings, and the solved count."""
    from tutor.practice.deck import Answer, insert_attempt, note_answer

    time_taken_ms = token.time_taken_ms()
    now = clock.now()
    # Core statements, not ORM objects: see tutor/practice/deck.py. A replayed nonce
    # fails on this insert, before the deck is touched.
    insert_attempt(
        {
            "learner_id": learner_id,
            "set_id": quiz_set.id,
            "item_id": item.id,
            "kind": item.kind,
            "themes": " ".join(item.themes),
            "answer": " ".join(verdict.given),
            "correct": verdict.correct,
            "mistake": verdict.mistake.key if verdict.mistake else None,
            "time_taken_ms": time_taken_ms,
            "nonce": token.nonce,
            "created_at": now,
            "score": None,
        },
        connection,
    )
    answer = Answer(
        item.kind,
        tuple(item.themes),
        verdict.correct,
        time_taken_ms,
        item_id=item.id,
        difficulty=item.difficulty,
    )
    note_answer(learner_id, answer, now, connection, learner_row=progress.known_learner_row())
    if read_solved:
        # After the commit this read would begin (and end) a transaction of its own.
        right = progress.items_answered_right(learner_id, quiz_set.id, connection)
        setattr(g, _G_SOLVED, (quiz_set.id, learner_id, right))


def _result(
    quiz_set: QuizSet, number: int, item: QuizItem, verdict: Grade, place: Place
) -> ResponseReturnValue:
    as_fragment = wants_fragment()
    if _keeps(place, item):
        body = _kept_result(quiz_set, number, item, verdict, place, as_fragment)
    else:
        context = _result_context(quiz_set, number, item, verdict, place)
        template = "quizzes/_item.html" if as_fragment else place.page_template
        body = render_template(template, **context)
    if as_fragment:
        response = current_app.response_class(body)
        response.headers["HX-Trigger"] = answered_trigger(verdict.correct, quiz_set.id)
        return response
    return body


@functools.cache
def answered_trigger(correct: bool, set_id: str) -> str:
    """The ``HX-Trigger`` of an answer's fragment (the page's script updates the set's
    count from it), as Flask-HTMX's ``make_response(trigger=...)`` writes it: the same
    two values on every answer, so written once per value."""
    return json.dumps({"quiz-answered": {"correct": correct, "set": set_id}})


def _result_context(
    quiz_set: QuizSet,
    number: int,
    item: QuizItem,
    verdict: Grade,
    place: Place,
    *,
    kept: bool = False,
) -> dict[str, Any]:
    lang = current_lang()
    context = _context(quiz_set, number, item, place, kept=kept) | {
        "verdict": verdict,
        "explanation": sentences(explanation_text(item.data, lang)),
        "lesson_link": lesson_link(item, lang),
        "mistake": mistake_text(verdict.mistake, item.data, lang),
        "next_url": place.next_url(quiz_set.id),
    }
    # The position marks the right answer and a wrong pick (_table.html, _hand.html).
    shown = answered_key(verdict)
    context["position_html"] = fragment("quizzes/_position.html", quiz_set, item, context, shown)
    return context


def _kept_result(
    quiz_set: QuizSet, number: int, item: QuizItem, verdict: Grade, place: Place, as_fragment: bool
) -> str:
    """``_result``'s page kept per process, as ``_kept_item`` keeps the question: by the
    item, the answer given and its verdict; the solved count (one more after a right
    answer), the CSRF token and the site header are this request's."""
    key = (
        "quiz-answered",
        *_item_page_key(quiz_set, number, place, as_fragment),
        verdict.correct,
        verdict.given,
        verdict.expected,
        verdict.mistake.key if verdict.mistake else None,
    )

    def render() -> str:
        context = _result_context(quiz_set, number, item, verdict, place, kept=True)
        template = "quizzes/_item.html" if as_fragment else place.page_template
        return render_template(template, **context, **pages.template_overrides())

    slots = chrome.common_slots() | {
        "token": lambda: answer_token.issue(item.id),
        "solved": lambda: solved_note(quiz_set),
    }
    return pages.kept_page(key, (item,), render, slots)
