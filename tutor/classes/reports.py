"""What the class pages show, assembled from the database, the catalogue and the lessons."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from flask import url_for
from flask_babel import gettext as _

from tutor.classes import services
from tutor.classes.charts import ThemeTimeline, theme_timelines, timeline_svg
from tutor.classes.houserules import fits_house_rules, options_from_json
from tutor.classes.misconceptions import ThemeStat, theme_stats
from tutor.classes.models import Assignment, Classroom
from tutor.classes.progress import (
    PLAY_GRADES,
    Cell,
    CellStatus,
    Column,
    Goal,
    Row,
    Student,
    build_rows,
)
from tutor.classes.questions import OWN_SET, own_set, own_set_class, own_title
from tutor.engine import Variant
from tutor.models import User
from tutor.quiz import InvalidAnswerError, QuizItem, QuizSet, grade
from tutor.quiz.houserules import DERIVABLE_KINDS, house_rules_set, house_rules_spec
from tutor.web import content, feedback
from tutor.web.explanation import prompt_text
from tutor.web.i18n import current_lang
from tutor.web.text import clauses

PRACTICE_SETS = 3
PRACTICE_DAYS = 7


# -- names of things -----------------------------------------------------------------------


def titles(lang: str) -> dict[tuple[str, str], str]:
    found = {("lesson", lesson.slug): lesson.title for lesson in content.course(lang)}
    for quiz_set in content.quiz_catalogue():
        found[("quiz", quiz_set.id)] = quiz_set.title_for(lang)
    return found


def safe_variant(classroom: Classroom) -> Variant:
    try:
        return services.class_variant(classroom)
    except ValueError:
        # Options stored under an older engine that now refuses them: show the preset.
        return Variant.preset(classroom.variant_preset)


def other_rules(quiz_set: QuizSet, house: Variant) -> str | None:
    """The preset a set's questions are answered under, when it is not the class's own."""
    if fits_house_rules(quiz_set.kind, quiz_set.variant, house):
        return None
    return quiz_set.variant


def shows_house_rules(classroom: Classroom, quiz_set: QuizSet) -> bool:
    """Whether the class's pages show ``quiz_set`` regenerated under the house rules
    (cheap: nothing is generated to answer this)."""
    options = options_from_json(classroom.variant_options)
    return house_rules_spec(quiz_set, classroom.variant_preset, options) is not None


def class_quiz_set(classroom: Classroom, quiz_set: QuizSet) -> QuizSet | None:
    """``quiz_set`` with its items under the class's house rules, or None when the
    committed items are the ones to answer (see ``tutor.quiz.houserules``)."""
    options = options_from_json(classroom.variant_options)
    return house_rules_set(quiz_set, classroom.variant_preset, options)


def house_rules_line(classroom: Classroom) -> str:
    """The class's rules in one line, for the quiz pages."""
    return clauses(f"{label}: {value}" for label, value in house_rules(classroom))


def class_quiz_url(classroom: Classroom, set_id: str) -> str:
    return url_for("classes.quiz_next", class_id=classroom.id, set_id=set_id)


def preset_label(name: str) -> str:
    """A preset's short name in the reader's language."""
    labels = {
        "standard": _("standard"),
        "cardgames": _("cardgames.io"),
        "american": _("American"),
        "british": _("British"),
        "three-hand": _("three-hand"),
        "bid": _("Bid Euchre"),
    }
    return str(labels.get(name, name))


def house_rules(classroom: Classroom) -> list[tuple[str, str]]:
    """The class's rules as (label, value), translated, for a definition list."""
    variant = safe_variant(classroom)
    yes, no = _("yes"), _("no")
    defend = {
        "off": _("no"),
        "vs_loner_only": _("against a loner only"),
        "any": _("yes"),
    }
    return [
        (_("Preset"), preset_label(variant.name)),
        (_("Deck"), _("%(n)d cards", n=variant.deck.size)),
        (_("Points to win"), str(variant.target)),
        (_("Stick the dealer"), yes if variant.stick_the_dealer else no),
        (_("Canadian loner"), yes if variant.canadian_loner else no),
        (_("Win by two"), yes if variant.win_by_two else no),
        (_("Defend alone"), defend.get(variant.defend_alone.value, variant.defend_alone.value)),
    ]


def status_label(cell: Cell) -> str:
    """The cell in words (the grid never relies on colour alone)."""
    labels = {
        CellStatus.DONE: _("done"),
        CellStatus.IN_PROGRESS: _("in progress"),
        CellStatus.NOT_STARTED: _("not started"),
        CellStatus.NOT_ASSIGNED: _("not assigned"),
    }
    return str(labels[cell.status])


def accuracy_label(cell: Cell) -> str:
    if cell.grades:
        return play_label(cell)
    if cell.accuracy is None:
        return ""
    text: str = _(
        "%(pct)d%% right (%(right)d/%(answered)d)",
        pct=cell.accuracy,
        right=cell.correct,
        answered=cell.answered,
    )
    return text


def play_label(cell: Cell) -> str:
    """A "play N hands" cell: hands played, and the coach's grades of the decisions."""
    counts = dict(zip(PLAY_GRADES, cell.grades or (0,) * len(PLAY_GRADES), strict=True))
    text: str = _(
        "Hands: %(hands)d · Best %(best)d · Good %(good)d · Inaccuracy %(inaccuracy)d · "
        "Mistake %(mistake)d · Blunder %(blunder)d",
        hands=cell.hands,
        **counts,
    )
    return text


# -- the grid ------------------------------------------------------------------------------


@dataclass
class ClassGrid:
    columns: list[Column]
    rows: list[Row]
    assignment_of: dict[str, Assignment] = field(default_factory=dict)


def class_grid(
    classroom: Classroom, lang: str, *, assignments: Sequence[Assignment] | None = None
) -> ClassGrid:
    chosen = list(classroom.assignments if assignments is None else assignments)
    columns = services.columns_of(chosen, titles(lang))
    students = services.class_students(classroom)
    user_ids = [s.user_id for s in students]
    set_ids = sorted({c.ref for c in columns if c.kind == "quiz"})
    attempts = services.class_attempt_records(classroom, user_ids, set_ids) if set_ids else []
    reads = [(r.user_id, r.slug) for r in services.class_lesson_reads(classroom, user_ids)]
    plays = (
        services.class_play_records(classroom, user_ids)
        if any(c.kind == "play" for c in columns)
        else []
    )
    assignment_of = {f"{a.id}-{item.id}": a for a in chosen for item in a.items}
    return ClassGrid(columns, build_rows(students, columns, attempts, reads, plays), assignment_of)


def grid_table(grid: ClassGrid) -> tuple[list[str], list[list[object]]]:
    header = ["student", "percent_done"]
    for column in grid.columns:
        assignment = grid.assignment_of[column.key]
        name = f"{assignment.title} / {column.title}"
        header += [f"{name} status", f"{name} accuracy"]
        if column.kind == "play":
            header += [f"{name} hands", *(f"{name} {grade}" for grade in PLAY_GRADES)]
    rows: list[list[object]] = []
    for row in grid.rows:
        line: list[object] = [row.student.name, row.percent_done]
        for column, cell in zip(grid.columns, row.cells, strict=True):
            line += [cell.status.value, "" if cell.accuracy is None else cell.accuracy]
            if column.kind == "play":
                line += [cell.hands, *(cell.grades or (0,) * len(PLAY_GRADES))]
        rows.append(line)
    return header, rows


def attempts_table(classroom: Classroom) -> tuple[list[str], list[list[object]]]:
    students = {m.user_id: m.user for m in classroom.students}
    header = [
        "student",
        "username",
        "set_id",
        "item_id",
        "themes",
        "answer",
        "correct",
        "mistake",
        "answered_at",
    ]
    rows: list[list[object]] = [
        [
            students[a.user_id].name,
            students[a.user_id].username,
            a.set_id,
            a.item_id,
            " ".join(a.themes),
            a.answer,
            "yes" if a.correct else "no",
            a.mistake or "",
            a.created_at.isoformat(timespec="seconds"),
        ]
        for a in services.class_attempt_records(classroom)
    ]
    return header, rows


# -- what a student sees -------------------------------------------------------------------


@dataclass(frozen=True)
class ItemProgress:
    kind: str
    ref: str
    title: str
    url: str
    cell: Cell
    goal: Goal | None
    variant: str | None  # a quiz set's rules, when they differ from the class's
    house: bool = False  # shown under the class's house rules (on the class's pages)
    judged: bool = False  # engine-judged: keeps the rules it was made for


@dataclass(frozen=True)
class StudentSummary:
    assignment: Assignment
    classroom: Classroom
    items: list[ItemProgress]

    @property
    def done(self) -> int:
        return sum(1 for i in self.items if i.cell.status is CellStatus.DONE)

    @property
    def started(self) -> bool:
        return any(i.cell.status is not CellStatus.NOT_STARTED for i in self.items)

    @property
    def overdue(self) -> bool:
        due = self.assignment.due_on
        return due is not None and due < services.now().date() and self.done < len(self.items)


@dataclass(frozen=True)
class QuizRules:
    """Under which rules a class meets an assigned item, and where it is answered."""

    variant: str | None = None  # the set's own preset, when it differs from the class's
    house: bool = False
    judged: bool = False
    url: str | None = None  # the class's own pages, for sets shown under house rules


def quiz_rules(classroom: Classroom, house: Variant, kind: str, ref: str) -> QuizRules:
    if kind == "quiz" and own_set_class(ref) == classroom.id:
        # The class's own questions: proven under its house rules, on its own pages.
        return QuizRules(house=True, url=class_quiz_url(classroom, OWN_SET))
    catalogue = content.quiz_catalogue()
    if kind != "quiz" or ref not in catalogue:
        return QuizRules()
    quiz_set = catalogue[ref]
    if shows_house_rules(classroom, quiz_set):
        return QuizRules(house=True, url=class_quiz_url(classroom, ref))
    variant = other_rules(quiz_set, house)
    return QuizRules(variant, judged=variant is not None and quiz_set.kind not in DERIVABLE_KINDS)


def item_url(kind: str, ref: str, classroom: Classroom | None = None) -> str:
    if kind == "play":
        # The table's new-game form, with the class's house rules chosen.
        return f"/play/?rules={classroom.id}" if classroom is not None else "/play/"
    return f"/lessons/{ref}" if kind == "lesson" else f"/quizzes/{ref}/"


def student_summaries(user: User, assignments: Sequence[Assignment]) -> list[StudentSummary]:
    if not assignments:
        return []
    names = titles(current_lang())
    reads = [(r.user_id, r.slug) for r in services.lesson_reads([user.id])]
    summaries = []
    for assignment in assignments:
        house = safe_variant(assignment.classroom)
        columns = services.columns_of([assignment], names)
        set_ids = sorted({c.ref for c in columns if c.kind == "quiz"})
        # The same count the class's teachers see: only what was done since joining.
        attempts = (
            services.class_attempt_records(assignment.classroom, [user.id], set_ids)
            if set_ids
            else []
        )
        plays = (
            services.class_play_records(assignment.classroom, [user.id])
            if any(c.kind == "play" for c in columns)
            else []
        )
        (row,) = build_rows([Student(user.id, user.name)], columns, attempts, reads, plays)
        items = []
        for column, cell in zip(columns, row.cells, strict=True):
            rules = quiz_rules(assignment.classroom, house, column.kind, column.ref)
            items.append(
                ItemProgress(
                    column.kind,
                    column.ref,
                    column.title,
                    rules.url or item_url(column.kind, column.ref, assignment.classroom),
                    cell,
                    column.goal,
                    rules.variant,
                    rules.house,
                    rules.judged,
                )
            )
        summaries.append(StudentSummary(assignment, assignment.classroom, items))
    return summaries


def home_assignments(user: User) -> list[StudentSummary]:
    return student_summaries(user, services.assignments_for_student(user))


# -- the assignment form -------------------------------------------------------------------


@dataclass(frozen=True)
class PickableSet:
    id: str
    title: str
    variant: str
    kind: str
    items: int


@dataclass(frozen=True)
class PickableLesson:
    slug: str
    title: str


@dataclass(frozen=True)
class Picker:
    lessons: list[PickableLesson]
    preferred: list[PickableSet]  # sets answered the same under the class's house rules
    others: list[PickableSet]


def assignment_picker(classroom: Classroom, lang: str) -> Picker:
    lessons = [PickableLesson(lesson.slug, lesson.title) for lesson in content.course(lang)]
    sets = [
        PickableSet(s.id, s.title_for(lang), s.variant, s.kind, len(s.items))
        for s in content.playable_sets()
    ]
    house = safe_variant(classroom)
    fits = {s.id for s in sets if fits_house_rules(s.kind, s.variant, house)}
    own = own_set(classroom)
    # The class's own questions first: made for this class, under its house rules.
    mine = (
        []
        if own is None
        else [PickableSet(own.id, own_title(lang), own.variant, own.kind, len(own.items))]
    )
    return Picker(
        lessons,
        mine + [s for s in sets if s.id in fits],
        [s for s in sets if s.id not in fits],
    )


@dataclass(frozen=True)
class TeacherItem:
    id: int
    kind: str
    ref: str
    title: str
    url: str
    goal: Goal | None
    variant: str | None
    house: bool = False
    judged: bool = False


def assignment_items(classroom: Classroom, assignment: Assignment, lang: str) -> list[TeacherItem]:
    names = titles(lang)
    found = []
    house = safe_variant(classroom)
    for item in assignment.items:
        rules = quiz_rules(classroom, house, item.kind, item.ref)
        found.append(
            TeacherItem(
                item.id,
                item.kind,
                item.ref,
                services.item_title(item.kind, item.ref, names),
                rules.url or item_url(item.kind, item.ref, classroom),
                services.item_goal(item),
                rules.variant,
                rules.house,
                rules.judged,
            )
        )
    return found


# -- misconceptions ------------------------------------------------------------------------


@dataclass(frozen=True)
class MissedItemView:
    item_id: str
    prompt: str
    set_title: str
    url: str
    wrong: int
    attempts: int


@dataclass(frozen=True)
class MistakeView:
    key: str
    text: str
    count: int


@dataclass(frozen=True)
class ThemeView:
    stat: ThemeStat
    missed: list[MissedItemView]
    mistakes: list[MistakeView]
    students_missing: list[str]


IndexedItem = tuple[QuizSet, QuizItem, str]  # the set, the item, the page that shows it


def _item_index(classroom: Classroom) -> dict[str, IndexedItem]:
    """Every committed item, and the items the class's pages show under its house rules."""
    index = {
        item.id: (quiz_set, item, f"/quizzes/{quiz_set.id}/{number}")
        for quiz_set in content.quiz_catalogue()
        for number, item in enumerate(quiz_set.items, start=1)
    }
    own = own_set(classroom)
    for number, item in enumerate(own.items if own else (), start=1):
        url = url_for("classes.quiz_item", class_id=classroom.id, set_id=OWN_SET, number=number)
        index.setdefault(item.id, (own, item, url))
    catalogue = content.quiz_catalogue()
    assigned = {i.ref for a in classroom.assignments for i in a.items if i.kind == "quiz"}
    for set_id in sorted(assigned):
        if set_id not in catalogue or not shows_house_rules(classroom, catalogue[set_id]):
            continue
        derived = class_quiz_set(classroom, catalogue[set_id])
        for number, item in enumerate(derived.items if derived else (), start=1):
            url = url_for("classes.quiz_item", class_id=classroom.id, set_id=set_id, number=number)
            index.setdefault(item.id, (catalogue[set_id], item, url))
    return index


def mistake_text(item: QuizItem | None, key: str, answer: str, lang: str) -> str:
    """The grader's own sentence for the mistake, or the key in words when it has none."""
    if item is not None:
        try:
            verdict = grade(item, answer.split())
        except InvalidAnswerError:
            verdict = None
        if verdict is not None and verdict.mistake is not None and verdict.mistake.key == key:
            return feedback.mistake_text(verdict.mistake, item.data, lang) or key
    return key.replace("-", " ")


def class_misconceptions(classroom: Classroom, lang: str) -> list[ThemeView]:
    students = {m.user_id: m.user.name for m in classroom.students}
    stats = theme_stats(services.class_attempt_records(classroom))
    index = _item_index(classroom)
    views = []
    for stat in stats:
        missed = []
        for item in stat.most_missed:
            found = index.get(item.item_id)
            missed.append(
                MissedItemView(
                    item.item_id,
                    prompt_text(found[1].data, lang) if found is not None else item.item_id,
                    found[0].title_for(lang) if found is not None else item.set_id,
                    found[2] if found is not None else "",
                    item.wrong,
                    item.attempts,
                )
            )
        mistakes = []
        for m in stat.mistakes:
            example = index.get(m.example_item_id)
            quiz_item = example[1] if example is not None else None
            mistakes.append(
                MistakeView(m.key, mistake_text(quiz_item, m.key, m.example_answer, lang), m.count)
            )
        names = sorted((students[u] for u in stat.students_missing), key=str.casefold)
        views.append(ThemeView(stat, missed, mistakes, names))
    return views


class PracticeRefused(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def practice_sets(theme: str, house: Variant) -> list[QuizSet]:
    """Playable sets that practise ``theme``, the class's own rules first."""
    matching = [
        s
        for s in content.playable_sets()
        if theme in s.themes or any(theme in item.themes for item in s.items)
    ]
    matching.sort(
        key=lambda s: (not fits_house_rules(s.kind, s.variant, house), s.difficulty, s.id)
    )
    return matching[:PRACTICE_SETS]


def make_practice(classroom: Classroom, teacher: User, theme: str) -> Assignment:
    stats = {s.theme: s for s in theme_stats(services.class_attempt_records(classroom))}
    if theme not in stats:
        raise PracticeRefused(404, _("Nobody in this class has answered questions on that theme."))
    missing = stats[theme].students_missing
    if not missing:
        raise PracticeRefused(422, _("Nobody in this class misses that theme."))
    sets = practice_sets(theme, safe_variant(classroom))
    if not sets:
        raise PracticeRefused(422, _("No quiz set practises that theme yet."))
    items = [services.PlannedItem("quiz", s.id, Goal(80, min(10, len(s.items)))) for s in sets]
    return services.create_assignment(
        classroom,
        teacher,
        title=_("Practice: %(theme)s", theme=theme),
        note="",
        due_on=services.now().date() + timedelta(days=PRACTICE_DAYS),
        items=items,
        practice_theme=theme,
        recipients=missing,
    )


# -- one student ---------------------------------------------------------------------------


@dataclass(frozen=True)
class LessonReadView:
    slug: str
    title: str
    read_at: datetime | None  # None: read before joining the class


@dataclass(frozen=True)
class StudentReport:
    user: User
    lessons: list[LessonReadView]
    days: list[date]
    timelines: list[ThemeTimeline]
    chart_svg: str
    last_active: datetime | None
    answered: int
    correct: int
    summaries: list[StudentSummary]


def student_report(classroom: Classroom, user: User, lang: str) -> StudentReport:
    names = titles(lang)
    joined = services.joined_at(classroom).get(user.id)
    reads = services.class_lesson_reads(classroom, [user.id])
    attempts = services.class_attempt_records(classroom, [user.id])
    days, timelines = theme_timelines(attempts)
    chart = timeline_svg(
        days, timelines, title=_("Answers by theme over time for %(name)s", name=user.name)
    )
    moments = [a.created_at for a in attempts] + [
        r.read_at for r in reads if joined is None or r.read_at >= joined
    ]
    assignments = [a for a in classroom.assignments if services.assignment_for(a, user.id)]
    return StudentReport(
        user=user,
        lessons=[
            LessonReadView(
                r.slug,
                names.get(("lesson", r.slug), r.slug),
                # When it was read is the class's business only from the day of joining.
                r.read_at if joined is None or r.read_at >= joined else None,
            )
            for r in reads
        ],
        days=days,
        timelines=timelines,
        chart_svg=chart,
        last_active=max(moments) if moments else None,
        answered=len(attempts),
        correct=sum(a.correct for a in attempts),
        summaries=student_summaries(user, assignments),
    )
