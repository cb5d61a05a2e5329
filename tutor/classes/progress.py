"""Progress on assignments, as pure functions over attempts and lesson reads.

A quiz set in an assignment counts each item once, by the student's *first* answer to it
after the assignment was set: answering again after reading the explanation should not
turn a miss into mastery. A set is done when at least ``min_items`` items were answered
and the share right reaches ``accuracy_percent``.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime


def as_utc(moment: datetime) -> datetime:
    """SQLite hands datetimes back without a zone; everything here is stored in UTC."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


@dataclass(frozen=True)
class AttemptRecord:
    """One answer by one student (a row of the core's Attempt, keyed by the student's user)."""

    user_id: int
    set_id: str
    item_id: str
    themes: tuple[str, ...]
    answer: str
    correct: bool
    mistake: str | None
    created_at: datetime


@dataclass(frozen=True)
class PlayRecord:
    """One game a student played at the table under the class's house rules: the hands
    finished and the coach's grade of each of their decisions (``tutor.play.coach``)."""

    user_id: int
    created_at: datetime
    hands: int
    grades: tuple[str, ...]


# The coach's grades, best first (``tutor.play.coach.GRADES``; kept here so progress stays
# free of the engine). A decision graded Best or Good counts as right.
PLAY_GRADES: tuple[str, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")
PLAY_RIGHT: frozenset[str] = frozenset({"best", "good"})


@dataclass(frozen=True)
class Goal:
    accuracy_percent: int = 80
    min_items: int = 10


class CellStatus(enum.Enum):
    DONE = "done"
    IN_PROGRESS = "in-progress"
    NOT_STARTED = "not-started"
    # A practice assignment set for some students only: nothing is expected of the rest.
    NOT_ASSIGNED = "not-assigned"


@dataclass(frozen=True)
class Cell:
    status: CellStatus
    answered: int = 0
    correct: int = 0
    # A "play N hands" item: hands finished, and decisions per grade (PLAY_GRADES order).
    hands: int = 0
    grades: tuple[int, ...] = ()

    @property
    def accuracy(self) -> int | None:
        """Whole percent right, or None when nothing was answered."""
        if self.answered == 0:
            return None
        return round(100 * self.correct / self.answered)

    @property
    def credit(self) -> float:
        """How far along, 0..1, for ranking students: in progress counts half."""
        return {CellStatus.DONE: 1.0, CellStatus.IN_PROGRESS: 0.5}.get(self.status, 0.0)


@dataclass(frozen=True)
class Column:
    """One assignment item: a lesson to read or a quiz set to practise."""

    key: str
    kind: str  # "lesson" | "quiz" | "play"
    ref: str  # lesson slug, quiz set id, or the number of hands to play
    title: str
    goal: Goal | None = None
    since: datetime | None = None
    recipients: frozenset[int] | None = None  # None: the whole class


@dataclass(frozen=True)
class Student:
    user_id: int
    name: str


@dataclass
class Row:
    student: Student
    cells: list[Cell] = field(default_factory=list)

    @property
    def done(self) -> int:
        return sum(1 for cell in self.cells if cell.status is CellStatus.DONE)

    @property
    def assigned(self) -> list[Cell]:
        return [cell for cell in self.cells if cell.status is not CellStatus.NOT_ASSIGNED]

    @property
    def credit(self) -> float:
        """Share of the assigned work done, 0..1 (in progress counts half)."""
        assigned = self.assigned
        return sum(cell.credit for cell in assigned) / len(assigned) if assigned else 1.0

    @property
    def percent_done(self) -> int:
        return round(100 * self.credit)


def first_answers(attempts: Iterable[AttemptRecord]) -> list[AttemptRecord]:
    """The earliest answer to each item, in time order."""
    first: dict[str, AttemptRecord] = {}
    for attempt in sorted(attempts, key=lambda a: as_utc(a.created_at)):
        first.setdefault(attempt.item_id, attempt)
    return list(first.values())


def quiz_cell(attempts: Iterable[AttemptRecord], goal: Goal) -> Cell:
    answers = first_answers(attempts)
    if not answers:
        return Cell(CellStatus.NOT_STARTED)
    right = sum(1 for a in answers if a.correct)
    cell = Cell(CellStatus.IN_PROGRESS, len(answers), right)
    if len(answers) >= goal.min_items and 100 * right >= goal.accuracy_percent * len(answers):
        return Cell(CellStatus.DONE, len(answers), right)
    return cell


def play_cell(games: Iterable[PlayRecord], hands_needed: int) -> Cell:
    """Hands played at the table toward ``hands_needed``; the share of decisions graded
    Best or Good is the cell's accuracy."""
    hands = 0
    counts = dict.fromkeys(PLAY_GRADES, 0)
    for game in games:
        hands += game.hands
        for grade in game.grades:
            if grade in counts:
                counts[grade] += 1
    graded = sum(counts.values())
    right = sum(counts[g] for g in PLAY_RIGHT)
    grades = tuple(counts[g] for g in PLAY_GRADES)
    if hands == 0:
        return Cell(CellStatus.NOT_STARTED, graded, right, 0, grades)
    status = CellStatus.DONE if hands >= hands_needed else CellStatus.IN_PROGRESS
    return Cell(status, graded, right, hands, grades)


def lesson_cell(read: bool) -> Cell:
    return Cell(CellStatus.DONE if read else CellStatus.NOT_STARTED)


def build_rows(
    students: Sequence[Student],
    columns: Sequence[Column],
    attempts: Iterable[AttemptRecord],
    lessons_read: Iterable[tuple[int, str]],
    plays: Iterable[PlayRecord] = (),
) -> list[Row]:
    """One row per student, one cell per column, in the given orders."""
    games: dict[int, list[PlayRecord]] = {}
    for game in plays:
        games.setdefault(game.user_id, []).append(game)
    by_student_set: dict[tuple[int, str], list[AttemptRecord]] = {}
    for attempt in attempts:
        by_student_set.setdefault((attempt.user_id, attempt.set_id), []).append(attempt)
    read = set(lessons_read)
    rows = []
    for student in students:
        row = Row(student)
        for column in columns:
            if column.recipients is not None and student.user_id not in column.recipients:
                row.cells.append(Cell(CellStatus.NOT_ASSIGNED))
                continue
            if column.kind == "lesson":
                row.cells.append(lesson_cell((student.user_id, column.ref) in read))
                continue
            if column.kind == "play":
                played = games.get(student.user_id, [])
                if column.since is not None:
                    since = as_utc(column.since)
                    played = [g for g in played if as_utc(g.created_at) >= since]
                needed = int(column.ref) if column.ref.isdigit() else 1
                row.cells.append(play_cell(played, needed))
                continue
            own = by_student_set.get((student.user_id, column.ref), [])
            if column.since is not None:
                since = as_utc(column.since)
                own = [a for a in own if as_utc(a.created_at) >= since]
            row.cells.append(quiz_cell(own, column.goal or Goal()))
        rows.append(row)
    return rows


SORT_KEYS = ("behind", "ahead", "name")


def sort_rows(rows: list[Row], sort: str) -> list[Row]:
    """``behind`` (default: furthest behind first), ``ahead``, ``name``, or ``col-N``.

    Raises ValueError for anything else, so a bad ``?sort=`` is a 400, not a guess.
    """
    if sort == "name":
        return sorted(rows, key=lambda r: (r.student.name.casefold(), r.student.user_id))
    if sort in ("behind", "ahead"):
        ordered = sorted(rows, key=lambda r: (r.credit, r.student.name.casefold()))
        return (
            ordered
            if sort == "behind"
            else sorted(rows, key=lambda r: (-r.credit, r.student.name.casefold()))
        )
    if sort.startswith("col-") and sort[4:].isdigit():
        index = int(sort[4:])
        if rows and index >= len(rows[0].cells):
            raise ValueError(f"no column {index}")

        def by_column(row: Row) -> tuple[bool, float, int, str]:
            cell = row.cells[index]
            unassigned = cell.status is CellStatus.NOT_ASSIGNED
            return (unassigned, cell.credit, cell.accuracy or 0, row.student.name.casefold())

        return sorted(rows, key=by_column)
    raise ValueError(f"unknown sort {sort!r}")
