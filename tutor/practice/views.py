"""The review deck (``/review/``) and the learner's weak spots (``/me/``, ``/me/practise``).

Review serves the skill due soonest, as a fresh bank item of that skill; its answer form
posts back to ``/review/`` and is graded and recorded like any quiz answer (the quiz
pages' ``record_attempt``), which rates the skills in the deck. An htmx request gets the
review panel or the answered item; a plain request the whole page.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, NamedTuple

from flask import (
    Blueprint,
    abort,
    current_app,
    get_template_attribute,
    redirect,
    render_template,
    request,
    url_for,
)
from flask.typing import ResponseReturnValue
from flask_babel import format_date, format_timedelta
from markupsafe import Markup
from sqlalchemy import select

from tutor.extensions import db
from tutor.models import Attempt
from tutor.practice import deck, ordering, serving
from tutor.practice.drill import MissedAnswer, missed_answer
from tutor.practice.mastery import MIN_ANSWERS, Mastery, mastery
from tutor.practice.models import DrillMiss, DrillRun, SkillCard
from tutor.practice.scheduling import LEECH_MISSES, slow_after_ms
from tutor.practice.skills import SKILLS, skill_name
from tutor.quiz import Grade, InvalidAnswerError, grade
from tutor.web import answer_token, chrome, clock, content, pages, progress
from tutor.web.clock import as_utc
from tutor.web.explanation import explanation_text
from tutor.web.feedback import mistake_text
from tutor.web.i18n import current_lang
from tutor.web.position import sentences
from tutor.web.text import _

review_bp = Blueprint("review", __name__, url_prefix="/review")
me_bp = Blueprint("me", __name__, url_prefix="/me")

MISSES_DAYS = 30
CHART_DAYS = 14


def wants_fragment() -> bool:
    from tutor.web.quizzes import wants_fragment as quiz_wants_fragment

    return quiz_wants_fragment()


# -- the lesson section to reread -------------------------------------------------------


@dataclass(frozen=True)
class Reread:
    url: str
    lesson: str
    section: str


_rereads: dict[tuple[str, str, str], Reread | None] = {}


def reread(skill: str) -> Reread | None:
    """The lesson section that teaches ``skill``, in the request's language (lessons are
    files read once per process, so the answer is kept)."""
    key = (str(current_app.config["LESSONS_DIR"]), current_lang(), skill)
    if key not in _rereads:
        _rereads[key] = _find_reread(skill)
    return _rereads[key]


def _find_reread(skill: str) -> Reread | None:
    from tutor.course.rendering import render_lesson

    known = SKILLS.get(skill)
    english = content.find_lesson(known.lesson, "en") if known else None
    if known is None or english is None:
        return None
    headings = [line[3:].strip() for line in english.body.splitlines() if line.startswith("## ")]
    if known.heading not in headings:
        return None
    lang = current_lang()
    lesson = content.find_lesson(known.lesson, lang)
    if lesson is None:  # pragma: no cover  (the English one exists, so the course has it)
        return None
    sections = [entry for entry in render_lesson(lesson, lang).toc if entry.level == 2]
    position = headings.index(known.heading)
    if position >= len(sections):
        return None
    section = sections[position]
    url = url_for("lessons.lesson", slug=lesson.slug, _anchor=section.anchor)
    return Reread(url, lesson.title, section.title)


# A named tuple: every review page makes one, and a frozen dataclass sets each field
# through a call.
class CardView(NamedTuple):
    skill: str
    name: str
    due: datetime
    now: datetime
    is_due: bool
    misses: int
    reviews: int
    is_leech: bool
    reread: Reread | None
    suspended: bool = False  # a leech out of review until the learner brings it back

    @property
    def due_in(self) -> str:
        return when(self.due, self.now)


def card_view(card: deck.DeckEntry | SkillCard, now: datetime) -> CardView:
    due = as_utc(card.due)
    return CardView(
        skill=card.skill,
        name=_review_text(card.skill, skill_name),
        due=due,
        now=now,
        is_due=due <= now,
        misses=card.misses,
        reviews=card.reviews,
        is_leech=card.misses >= LEECH_MISSES,
        reread=reread(card.skill) if card.misses >= LEECH_MISSES else None,
        suspended=card.suspended,
    )


def when(moment: datetime, now: datetime) -> str:
    """ "now", or "in 3 days" / "3일 후" in the request's language."""
    if moment <= now:
        return _("now")
    return str(format_timedelta(moment - now, add_direction=True, granularity="minute"))


# -- /review/ ----------------------------------------------------------------------------


# A named tuple: every review page makes one, and a frozen dataclass sets each field
# through a call.
class ReviewState(NamedTuple):
    """What the review page shows a learner now: the item it serves for the skill due
    soonest (with that skill, how many are due and how many are leeches), or, when no
    skill with bank items is due, the whole deck to say what comes next."""

    learner_id: int | None
    now: datetime
    due_count: int
    leech_count: int
    skill: CardView | None
    placed: serving.Placed | None
    positions_due: list[int]
    cards: list[deck.DeckEntry]  # the whole deck, read only when no item is served


_COUNT_LINE = "Review: %(skill)s · skills due: %(n)s"


def _count_line(skill: CardView, state: ReviewState) -> str:
    return _review_text(_COUNT_LINE, _) % {"skill": skill.name, "n": state.due_count}


def _review_text(text: str, translate: Callable[[str], str]) -> str:
    """``translate(text)`` in the request's language, kept per app and language: a review
    page's only translated words are its count line and the skill's name, and finding the
    request's catalogue for them cost more than the rest of the line."""
    app: Any = current_app._get_current_object()  # type: ignore[attr-defined]
    kept: dict[tuple[str, object, str], str] = app.extensions.setdefault("tutor.review_texts", {})
    key = (current_lang(), translate, text)
    found = kept.get(key)
    if found is None:
        found = kept[key] = translate(text)
    return found


def _review_state() -> ReviewState:
    now = clock.now()
    # One row says whose the learner is, what is due first and how many positions are:
    # a visitor's learner is checked by the owner it reads (as current_learner_id would).
    with_positions = _serves_positions()
    claim = progress.claim()
    head = deck.review_head(claim.learner_id, now, with_positions=with_positions)
    learner_id = claim.confirm(head.exists, head.owner_user_id)
    if learner_id is None:
        head = deck.review_head(None, now)
    positions = _positions_due(learner_id, now) if head.positions_due else []
    # The skill due soonest is served, as a fresh item of it: one row of the deck tells,
    # however large the deck, unless that skill has no bank items (a drill-only skill).
    if head.first is not None:
        placed = serving.fresh_item(learner_id, head.first.skill, head.rating)
        if placed is not None:
            skill = card_view(head.first, now)
            return ReviewState(
                learner_id, now, head.due_count, head.leech_count, skill, placed, positions, []
            )
    # Else the whole deck: the first due skill with items is served, or the page says
    # what is due next and which due skills only the drill practises.
    cards, level = deck.deck_and_rating(learner_id)  # soonest due first, times in UTC
    due = [card for card in cards if card.due <= now and not card.suspended]
    leeches = sum(card.misses >= LEECH_MISSES for card in cards)
    for card in due:
        placed = serving.fresh_item(learner_id, card.skill, level)
        if placed is not None:
            skill = card_view(card, now)
            return ReviewState(learner_id, now, len(due), leeches, skill, placed, positions, cards)
    return ReviewState(learner_id, now, len(due), leeches, None, None, positions, cards)


def _review_context(state: ReviewState, *, kept: bool = False) -> dict[str, Any]:
    """The review page's context; ``kept`` puts placeholders where the learner's own
    parts go around a served item (see ``index``)."""
    # Only the cards the page names get a view (names and times cost a catalogue lookup).
    upcoming = next((card for card in state.cards if card.due > state.now), None)
    by_skill = serving.bank_index().by_skill
    context: dict[str, Any] = {
        "cards": state.cards,
        "leech_count": state.leech_count,
        "next_due": card_view(upcoming, state.now) if upcoming is not None else None,
        "skill": state.skill,
        "without_items": [
            card_view(card, state.now)
            for card in state.cards
            if card.due <= state.now and not card.suspended and card.skill not in by_skill
        ],
        "leech_misses": LEECH_MISSES,
        "positions_due": state.positions_due,
    }
    if state.placed is not None and state.skill is not None:
        context |= serving.item_context(
            state.placed,
            url_for("review.index"),
            kept=kept,
            count_line=pages.placeholder("count") if kept else _count_line(state.skill, state),
            next_target="#review-panel",
        )
        if kept:
            context |= {
                "leech_html": pages.placeholder("leech"),
                "extras_html": pages.placeholder("extras"),
            }
    return context


def _kept_review(state: ReviewState, placed: serving.Placed, skill: CardView, template: str) -> str:
    """The review page of a served item, kept per process like a quiz item's page
    (``tutor.web.pages``): the item's part depends on the item, the language and its
    level line; the learner's count line, leech note, due positions and leech summary,
    the answer token, the CSRF token and the site header are this request's."""
    level = serving.level_of(placed)
    key = (
        "review",
        template,
        placed.quiz_set.id,
        placed.number,
        current_lang(),
        # What the level line says, without translating it here.
        (level.level, level.answers),
    )

    def render() -> str:
        context = _review_context(state, kept=True)
        return render_template(template, **context, **pages.template_overrides())

    def part(name: str, shown: bool, key: Hashable, *args: Any) -> Callable[[], Markup]:
        # Most reviews have neither part: the macro, which would render nothing, is skipped.
        if not shown:
            return Markup
        return lambda: _review_part(name, key, *args)

    extras = (state.positions_due, state.leech_count, LEECH_MISSES)
    leech_key = (skill.skill, skill.misses)
    extras_key = (tuple(state.positions_due), state.leech_count)
    slots = chrome.common_slots() | {
        "token": lambda: answer_token.issue(placed.item.id),
        "count": lambda: _count_line(skill, state),
        "leech": part("leech_note", skill.is_leech, leech_key, skill),
        "extras": part("extras", bool(extras_key[0] or extras_key[1]), extras_key, *extras),
    }
    return pages.kept_page(key, (placed.item,), render, slots)


def _review_part(name: str, key: Hashable, *args: Any) -> Markup:
    """The macro ``name`` of review/_parts.html, kept per language and what it shows
    (``key`` names everything of ``args`` the macro reads): the same few notes recur on
    every page of a learner's review."""
    macro = get_template_attribute("review/_parts.html", name)
    kept = pages.kept_page(("review-part", name, current_lang(), key), (), lambda: macro(*args), {})
    return Markup(kept)  # noqa: S704  (an autoescaped macro)


def _serves_positions() -> bool:
    return "play.index" in current_app.view_functions


def _positions_due(learner_id: int | None, now: datetime) -> list[int]:
    """Decisions from the table the learner saved to try again, due now: part of the same
    deck, answered on their own page (``/play/positions/<id>``)."""
    if learner_id is None or not _serves_positions():
        return []
    from tutor.play.models import due_positions

    return due_positions(learner_id, now)


@review_bp.get("/")
def index() -> ResponseReturnValue:
    state = _review_state()
    template = "review/_panel.html" if wants_fragment() else "review/index.html"
    if state.placed is not None and state.skill is not None and pages.enabled():
        return _kept_review(state, state.placed, state.skill, template)
    return render_template(template, **_review_context(state))


def _refuse(message: str, status: int = 400) -> tuple[str, int]:
    """A bad answer form: say what is wrong, record nothing."""
    template = "_error.html" if wants_fragment() else "error.html"
    return render_template(template, code=status, message=message, path=request.path), status


def answer_placed(placed: serving.Placed, next_url: str, **extra: Any) -> ResponseReturnValue:
    """Grade and record the posted answer to ``placed``; show the verdict (shared by
    review and practise)."""
    from tutor.web.quizzes import already_answered_message, answered_key, fragment, record_attempt

    try:
        token = answer_token.read(request.form.get("token"), placed.item.id)
        verdict: Grade = grade(
            placed.item, [v for v in request.form.getlist("answer") if v.strip()]
        )
    except (answer_token.AnswerTokenError, InvalidAnswerError) as error:
        return _refuse(str(error))
    if not record_attempt(placed.quiz_set, placed.item, verdict, token):
        return _refuse(already_answered_message(), 409)
    learner_id = progress.current_learner_id()
    outcome = (
        deck.answer_outcome(learner_id, token.nonce, placed.item.themes)
        if learner_id is not None
        else None
    )
    lang = current_lang()
    context = serving.item_context(placed, request.path, **extra) | {
        "verdict": verdict,
        "explanation": sentences(explanation_text(placed.item.data, lang)),
        "mistake": mistake_text(verdict.mistake, placed.item.data, lang),
        "next_url": next_url,
        "retry_url": url_for("quizzes.item", set_id=placed.quiz_set.id, number=placed.number),
        "schedule": schedule_lines(outcome, placed.item.kind) if outcome is not None else None,
    }
    # The position marks the right answer and a wrong pick, as on the quiz pages.
    context["position_html"] = fragment(
        "quizzes/_position.html", placed.quiz_set, placed.item, context, answered_key(verdict)
    )
    if wants_fragment():
        return render_template("quizzes/_item.html", **context)
    return render_template("practice/answered.html", **context)


@review_bp.post("/")
def answer() -> ResponseReturnValue:
    placed = serving.find(request.form.get("set", ""), request.form.get("item_id", ""))
    if placed is None:
        return _refuse(_("That question is not one we can review; load the review again."))
    line = _("Review: %(skill)s", skill=", ".join(skill_name(t) for t in placed.item.themes))
    return answer_placed(
        placed,
        url_for("review.index"),
        count_line=line,
        next_target="#review-panel",
        page_title=_("Review"),
    )


@dataclass(frozen=True)
class Schedule:
    """What a verdict says of the deck: right but slow (rated Hard), and when each of the
    answer's skills comes back (or that it became a leech and left the reviews)."""

    slow: bool
    slow_limit_s: int
    lines: list[str]
    suspended: list[str]


def schedule_lines(outcome: deck.AnswerOutcome, kind: str) -> Schedule:
    now = clock.now()
    lines = []
    suspended = []
    for entry in outcome.skills:
        name = skill_name(entry.skill)
        if entry.suspended:
            suspended.append(name)
        else:
            lines.append(next_review_line(name, entry.due, now))
    return Schedule(outcome.slow, slow_after_ms(kind) // 1000, lines, suspended)


def next_review_line(name: str, due: datetime, now: datetime) -> str:
    """ "Left bower: next review in 3 days (December 10, 2026)", in the request's language."""
    return _(
        "%(skill)s: next review %(when)s (%(date)s).",
        skill=name,
        when=when(due, now),
        date=format_date(due, "long"),
    )


# -- /me/ ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SkillRow:
    skill: str
    name: str
    answers: int
    right: int
    card: CardView | None

    @property
    def enough(self) -> bool:
        return self.answers >= MIN_ANSWERS

    @property
    def percent(self) -> int:
        return round(100 * self.right / self.answers) if self.answers else 0


@dataclass(frozen=True)
class LessonMastery:
    slug: str
    title: str
    mastery: Mastery


@dataclass(frozen=True)
class Miss:
    url: str
    title: str
    answered_at: datetime


@dataclass(frozen=True)
class AnsweredRow:
    set_id: str
    item_id: str
    themes: tuple[str, ...]
    correct: bool
    created_at: datetime


def _answers(learner_id: int | None) -> list[AnsweredRow]:
    if learner_id is None:
        return []
    rows = db.session.execute(
        select(Attempt.set_id, Attempt.item_id, Attempt.themes, Attempt.correct, Attempt.created_at)
        .where(Attempt.learner_id == learner_id)
        .order_by(Attempt.created_at.desc(), Attempt.id.desc())
    )
    return [
        AnsweredRow(set_id, item_id, tuple(themes.split()), bool(correct), as_utc(created_at))
        for set_id, item_id, themes, correct, created_at in rows
    ]


def _skill_rows(answers: list[AnsweredRow], cards: dict[str, CardView]) -> list[SkillRow]:
    tally: dict[str, list[int]] = {}
    for row in answers:
        for theme in dict.fromkeys(row.themes):
            counts = tally.setdefault(theme, [0, 0])
            counts[0] += 1
            counts[1] += row.correct
    for skill in cards:
        tally.setdefault(skill, [0, 0])
    rows = [
        SkillRow(skill, skill_name(skill), answered, right, cards.get(skill))
        for skill, (answered, right) in tally.items()
    ]
    # Weakest first among those with enough answers; then the rest by name.
    return sorted(
        rows, key=lambda r: (not r.enough, r.percent if r.enough else 0, r.name.casefold())
    )


def _mastery(answers: list[AnsweredRow]) -> list[LessonMastery]:
    result = []
    for lesson in content.course(current_lang()):
        sets = set(lesson.quiz_sets)
        results = [row.correct for row in answers if row.set_id in sets]
        result.append(LessonMastery(lesson.slug, lesson.title, mastery(results)))
    return result


@dataclass(frozen=True)
class MissGroup:
    """One skill's misses on ``/me/``: bank items to replay, and the drill's questions
    missed with the answers given (a skill the drill alone practises has only these)."""

    name: str
    items: list[Miss]
    drill: list[MissedAnswer]


# The drill questions shown per skill: the latest, each question once.
DRILL_MISSES_SHOWN = 3


def _misses(answers: list[AnsweredRow], learner_id: int | None, now: datetime) -> list[MissGroup]:
    since = now - timedelta(days=MISSES_DAYS)
    index = serving.bank_index()
    by_skill: dict[str, dict[str, Miss]] = {}
    lang = current_lang()
    for row in answers:
        if row.correct or row.created_at < since:
            continue
        placed = index.by_id.get(row.item_id)
        if placed is None or placed.quiz_set.id != row.set_id:
            continue
        url = url_for("quizzes.item", set_id=row.set_id, number=placed.number)
        # Named as the set's pages number it: by its place in the difficulty order.
        place = ordering.set_order(placed.quiz_set).position(placed.number)
        title = f"{placed.quiz_set.title_for(lang)} {place}"
        for theme in dict.fromkeys(row.themes):
            by_skill.setdefault(theme, {}).setdefault(row.item_id, Miss(url, title, row.created_at))
    drill = _drill_misses(learner_id, since)
    groups = [
        MissGroup(skill_name(skill), list(by_skill.get(skill, {}).values()), drill.get(skill, []))
        for skill in {**by_skill, **drill}
    ]
    return sorted(groups, key=lambda group: group.name.casefold())


def _drill_misses(learner_id: int | None, since: datetime) -> dict[str, list[MissedAnswer]]:
    """Each skill's latest drill misses since ``since`` (``DRILL_MISSES_SHOWN``, each
    question once), newest first."""
    if learner_id is None:
        return {}
    rows = db.session.execute(
        select(DrillMiss.skill, DrillMiss.question, DrillMiss.given, DrillMiss.created_at)
        .where(DrillMiss.learner_id == learner_id, DrillMiss.created_at >= since)
        .order_by(DrillMiss.created_at.desc(), DrillMiss.id.desc())
    )
    shown: dict[str, list[MissedAnswer]] = {}
    for skill, code, given, created_at in rows:
        kept = shown.setdefault(skill, [])
        if len(kept) >= DRILL_MISSES_SHOWN or any(miss.code == code for miss in kept):
            continue
        miss = missed_answer(code, given, as_utc(created_at))
        if miss is not None:
            kept.append(miss)
    return {skill: misses for skill, misses in shown.items() if misses}


def _personal_bests(learner_id: int | None) -> dict[str, int]:
    if learner_id is None:
        return {}
    from sqlalchemy import func

    rows = db.session.execute(
        select(DrillRun.mode, func.max(DrillRun.best_streak))
        .where(DrillRun.learner_id == learner_id)
        .group_by(DrillRun.mode)
    )
    return {mode: int(best or 0) for mode, best in rows}


@me_bp.get("/")
def dashboard() -> ResponseReturnValue:
    from tutor.practice.charts import answers_per_day

    learner = progress.current_learner(create=False)
    learner_id = learner.id if learner else None
    now = clock.now()
    cards = {card.skill: card_view(card, now) for card in deck.deck(learner_id)}
    answers = _answers(learner_id)
    chart = answers_per_day(answers, now, CHART_DAYS, title=_("Answers per day"))
    from tutor.practice.drill import MODES

    return render_template(
        "practice/me.html",
        skills=_skill_rows(answers, cards),
        lessons=_mastery(answers),
        misses=_misses(answers, learner_id, now),
        chart=chart,
        due=[card for card in cards.values() if card.is_due],
        leeches=sorted(
            (card for card in cards.values() if card.is_leech),
            key=lambda card: (not card.suspended, -card.misses, card.name.casefold()),
        ),
        leech_misses=LEECH_MISSES,
        resumed=cards.get(request.args.get("resumed", "")),
        rating=deck.learner_rating(learner_id),
        bests=_personal_bests(learner_id),
        modes=MODES,
        min_answers=MIN_ANSWERS,
        total=len(answers),
    )


def _practise_skills() -> list[str]:
    wanted = request.values.get("skill", "")
    if wanted:
        if wanted not in serving.bank_index().by_skill:
            abort(404)
        return [wanted]
    learner = progress.current_learner(create=False)
    cards = deck.deck(learner.id if learner else None)
    return [card.skill for card in cards if not card.suspended]


@me_bp.post("/leeches/resume")
def resume_leech() -> ResponseReturnValue:
    """Bring one of the learner's suspended leeches back into review (their own only: a
    skill they have no suspended card of is a 404, and nothing changes)."""
    skill = request.form.get("skill", "")[:80]
    learner_id = progress.current_learner_id()
    if learner_id is None or not skill or not deck.resume_leech(learner_id, skill, clock.now()):
        abort(404)
    return redirect(url_for("me.dashboard", resumed=skill, _anchor="leeches-title"), code=303)


@me_bp.route("/practise", methods=["GET", "POST"])
def practise() -> ResponseReturnValue:
    skills = _practise_skills()
    here = url_for("me.practise", skill=request.values.get("skill") or None)
    line = _("Practise at your level")
    if request.method == "POST":
        placed = serving.find(request.form.get("set", ""), request.form.get("item_id", ""))
        if placed is None:
            return _refuse(_("That question is not one we can review; load the review again."))
        return answer_placed(placed, here, count_line=line, page_title=line)
    learner = progress.current_learner(create=False)
    placed = serving.practise_item(learner.id if learner else None, skills)
    if placed is None:
        abort(404)
    context = serving.item_context(placed, here, count_line=line, page_title=line)
    if wants_fragment():
        return render_template("quizzes/_item.html", **context)
    return render_template("practice/answered.html", **context)


# -- teachers: their students' leeches -------------------------------------------------------


def leeches_by_user(
    user_ids: list[int], since: dict[int, datetime] | None = None
) -> dict[int, list[CardView]]:
    """Each user's leeches (for a class teacher's pages), with the section to reread.

    ``since`` (a class's join dates by user id): only misses from then on count, read from
    the answers as the class's ``attempts.csv`` is, so a class never learns what a student
    missed before joining it (issue 32); a leech is then a skill missed ``LEECH_MISSES``
    times in the class's time."""
    from tutor.models import Learner

    if not user_ids:
        return {}
    learners = dict(
        db.session.execute(
            select(Learner.id, Learner.user_id).where(Learner.user_id.in_(user_ids))
        ).all()
    )
    now = clock.now()
    result: dict[int, list[CardView]] = {}
    for learner_id, cards in deck.leeches_of(learners).items():
        user_id = learners[learner_id]
        if not cards or user_id is None:
            continue
        views = [card_view(card, now) for card in cards]
        if since is not None:
            missed = _misses_since(learner_id, since.get(user_id, now))
            views = [
                view._replace(misses=missed.get(view.skill, 0))
                for view in views
                if missed.get(view.skill, 0) >= LEECH_MISSES
            ]
        if views:
            result[user_id] = views
    return result


def _misses_since(learner_id: int, moment: datetime) -> dict[str, int]:
    """Wrong answers per skill (quiz theme) from ``moment`` on."""
    counts: dict[str, int] = {}
    for themes, created_at in db.session.execute(
        select(Attempt.themes, Attempt.created_at).where(
            Attempt.learner_id == learner_id, Attempt.correct.is_(False)
        )
    ):
        if as_utc(created_at) < moment:
            continue
        for skill in set((themes or "").split()):
            counts[skill] = counts.get(skill, 0) + 1
    return counts
