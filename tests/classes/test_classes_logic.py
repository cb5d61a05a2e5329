"""Join codes, progress cells, grid ordering, misconception statistics, charts and CSV."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.classes.charts import theme_timelines, timeline_svg
from tutor.classes.csvexport import spreadsheet_safe, to_csv
from tutor.classes.houserules import fits_house_rules, house_variant, rule_lines
from tutor.classes.joincodes import (
    JOIN_CODE_ALPHABET,
    JOIN_CODE_LENGTH,
    display_join_code,
    new_join_code,
    normalise_join_code,
)
from tutor.classes.misconceptions import students_missing, theme_stats
from tutor.classes.passwords import new_managed_password, parse_bulk_names, username_stem
from tutor.classes.progress import (
    AttemptRecord,
    CellStatus,
    Column,
    Goal,
    Student,
    build_rows,
    quiz_cell,
    sort_rows,
)

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def attempt(
    user: int,
    item: str,
    correct: bool,
    *,
    set_id: str = "trick-winner-bowers",
    themes: tuple[str, ...] = ("left-bower",),
    answer: str = "JD",
    mistake: str | None = None,
    minutes: int = 0,
) -> AttemptRecord:
    return AttemptRecord(
        user_id=user,
        set_id=set_id,
        item_id=item,
        themes=themes,
        answer=answer,
        correct=correct,
        mistake=mistake,
        created_at=T0 + timedelta(minutes=minutes),
    )


def test_join_codes_are_long_unambiguous_and_distinct() -> None:
    codes = {new_join_code() for _ in range(500)}
    assert len(codes) == 500
    for code in codes:
        assert len(code) == JOIN_CODE_LENGTH >= 8
        assert set(code) <= set(JOIN_CODE_ALPHABET)
    assert not set("0O1IL") & set(JOIN_CODE_ALPHABET)
    # 31**8 codes: more than 2**39, so guessing under a rate limit is hopeless.
    assert len(JOIN_CODE_ALPHABET) ** JOIN_CODE_LENGTH > 2**39


@settings(max_examples=50)
@given(st.text(alphabet=JOIN_CODE_ALPHABET, min_size=8, max_size=8))
def test_join_code_survives_display_case_and_spaces(code: str) -> None:
    shown = display_join_code(code)
    assert normalise_join_code(shown) == code
    assert normalise_join_code(f"  {shown.lower()} ") == code


@pytest.mark.parametrize("text", ["", "K7QX3MP", "K7QX3MPAB", "K7QX3MP0", "K7QX3MPI", "<b>x</b>"])
def test_malformed_join_codes_are_refused(text: str) -> None:
    assert normalise_join_code(text) is None


def test_managed_passwords_and_usernames() -> None:
    passwords = {new_managed_password() for _ in range(200)}
    assert len(passwords) == 200
    assert all(len(p) == 10 and p.isalnum() and p == p.lower() for p in passwords)
    assert username_stem("  Min-ji   Kim ") == "minji.kim"
    assert username_stem("김민지") == "student"
    assert username_stem("Zoë O'Neil") == "zoe.oneil"
    assert parse_bulk_names("Ann\n\n  Bo   Lee \r\n김민지\n") == ["Ann", "Bo Lee", "김민지"]


def test_quiz_cell_counts_first_answer_per_item_against_goal() -> None:
    goal = Goal(accuracy_percent=80, min_items=5)
    assert quiz_cell([], goal).status is CellStatus.NOT_STARTED
    # A miss on item 1 fixed by a second try still counts as a miss.
    answers = [attempt(1, "i1", False), attempt(1, "i1", True, minutes=1)]
    answers += [attempt(1, f"i{n}", True, minutes=n) for n in range(2, 6)]
    cell = quiz_cell(answers, goal)
    assert (cell.status, cell.answered, cell.correct, cell.accuracy) == (
        CellStatus.DONE,
        5,
        4,
        80,
    )
    short = quiz_cell(answers[:4], goal)
    assert short.status is CellStatus.IN_PROGRESS
    assert short.accuracy == 67


def test_grid_rows_put_the_student_furthest_behind_first() -> None:
    students = [Student(1, "Ann"), Student(2, "Bo"), Student(3, "Cy")]
    columns = [
        Column("l1", "lesson", "trump-and-bowers", "Trump and the bowers"),
        Column("q1", "quiz", "trick-winner-bowers", "Bowers", Goal(50, 2)),
    ]
    attempts = [
        attempt(1, "i1", True),
        attempt(1, "i2", True, minutes=1),
        attempt(2, "i1", False),
    ]
    rows = build_rows(students, columns, attempts, [(1, "trump-and-bowers")])
    ann, bo, cy = rows
    assert [c.status for c in ann.cells] == [CellStatus.DONE, CellStatus.DONE]
    assert [c.status for c in bo.cells] == [CellStatus.NOT_STARTED, CellStatus.IN_PROGRESS]
    assert [c.status for c in cy.cells] == [CellStatus.NOT_STARTED, CellStatus.NOT_STARTED]
    assert [r.student.name for r in sort_rows(rows, "behind")] == ["Cy", "Bo", "Ann"]
    assert [r.student.name for r in sort_rows(rows, "ahead")] == ["Ann", "Bo", "Cy"]
    assert [r.student.name for r in sort_rows(rows, "name")] == ["Ann", "Bo", "Cy"]
    assert [r.student.name for r in sort_rows(rows, "col-1")] == ["Cy", "Bo", "Ann"]
    assert ann.percent_done == 100
    assert cy.percent_done == 0
    with pytest.raises(ValueError, match="unknown sort"):
        sort_rows(rows, "DROP TABLE")
    with pytest.raises(ValueError, match="no column"):
        sort_rows(rows, "col-7")


def test_answers_before_the_assignment_do_not_count() -> None:
    column = Column("q", "quiz", "trick-winner-bowers", "B", Goal(50, 1), since=T0)
    early = attempt(1, "i1", True, minutes=-10)
    (row,) = build_rows([Student(1, "Ann")], [column], [early], [])
    assert row.cells[0].status is CellStatus.NOT_STARTED


def test_theme_stats_rank_left_bower_and_name_its_mistake() -> None:
    bower_mistake = "left-bower-as-printed-suit"
    attempts = [
        attempt(1, "tw/1", False, mistake=bower_mistake, answer="AD"),
        attempt(2, "tw/1", False, mistake=bower_mistake, answer="AD"),
        attempt(3, "tw/1", True),
        attempt(1, "tw/2", True, themes=("left-bower", "follow-suit")),
        attempt(2, "lp/1", True, set_id="legal-plays-basics", themes=("follow-suit",)),
        attempt(3, "lp/2", True, set_id="legal-plays-basics", themes=("follow-suit",)),
    ]
    left, follow = theme_stats(attempts)
    assert (left.theme, left.attempts, left.wrong, left.error_percent) == ("left-bower", 4, 2, 50)
    assert left.students_missing == [1, 2]
    assert left.most_missed[0].item_id == "tw/1"
    assert left.most_missed[0].wrong == 2
    assert left.mistakes[0].key == bower_mistake
    assert left.mistakes[0].count == 2
    assert left.mistakes[0].example_answer == "AD"
    assert (follow.theme, follow.error_percent, follow.students_missing) == ("follow-suit", 0, [])


def test_one_slip_in_many_is_not_a_missed_theme() -> None:
    many = [attempt(1, f"i{n}", n != 0, minutes=n) for n in range(10)]
    assert students_missing(many) == []
    assert students_missing(many[:3]) == [1]


def test_timeline_chart_escapes_labels_and_tallies_days() -> None:
    attempts = [
        attempt(1, "a", True),
        attempt(1, "b", False, minutes=5),
        attempt(1, "c", True, minutes=60 * 24, themes=("<script>",)),
    ]
    days, timelines = theme_timelines(attempts)
    assert [d.isoformat() for d in days] == ["2026-11-02", "2026-11-03"]
    by_theme = {t.theme: t for t in timelines}
    assert (by_theme["left-bower"].answered, by_theme["left-bower"].correct) == (2, 1)
    svg = timeline_svg(days, timelines, title="Ann & themes")
    assert svg.startswith("<svg")
    assert svg.endswith("</svg>")
    assert "<script>" not in svg
    assert "&lt;script&gt;" in svg
    assert "<title>Ann &amp; themes</title>" in svg
    assert "left-bower 2026-11-02: 1/2" in svg


def test_csv_cells_cannot_become_formulas() -> None:
    assert spreadsheet_safe("=HYPERLINK(1)") == "'=HYPERLINK(1)"
    assert spreadsheet_safe("-3") == "-3"
    assert spreadsheet_safe("@x") == "'@x"
    text = to_csv(["student", "score"], [["=cmd()", 80], ["Ann, B", None]])
    assert list(csv.reader(io.StringIO(text))) == [
        ["student", "score"],
        ["'=cmd()", "80"],
        ["Ann, B", ""],
    ]


def test_house_rules_use_the_engine_and_its_refusals() -> None:
    variant = house_variant("standard", {"canadian_loner": True, "target_score": 11})
    assert dict(rule_lines(variant))["canadian_loner"] == "yes"
    assert dict(rule_lines(variant))["target"] == "11"
    with pytest.raises(ValueError, match="three-hand Euchre has none"):
        house_variant("three-hand", {"canadian_loner": True})
    with pytest.raises(ValueError, match="joker"):
        house_variant("bid", {"joker": True})
    with pytest.raises(ValueError, match="unknown preset"):
        house_variant("pinochle", {})


def test_students_outside_a_practice_assignment_are_not_behind_on_it() -> None:
    practice = Column(
        "p", "quiz", "trick-winner-bowers", "Practice", Goal(80, 1), recipients=frozenset({2})
    )
    lesson = Column("l", "lesson", "trump-and-bowers", "Trump")
    rows = build_rows(
        [Student(1, "Ann"), Student(2, "Bo")],
        [lesson, practice],
        [attempt(2, "i1", False)],
        [(1, "trump-and-bowers"), (2, "trump-and-bowers")],
    )
    ann, bo = rows
    assert ann.cells[1].status is CellStatus.NOT_ASSIGNED
    assert ann.percent_done == 100
    assert bo.percent_done == 75
    assert [r.student.name for r in sort_rows(rows, "behind")] == ["Bo", "Ann"]


def test_a_set_fits_the_house_rules_when_its_kind_ignores_the_differences() -> None:
    loner_house = house_variant("standard", {"canadian_loner": True})
    # Who wins a trick is the same under cardgames.io rules and ours...
    assert fits_house_rules("trick-winner", "cardgames", loner_house)
    assert fits_house_rules("legal-plays", "standard", loner_house)
    # ...but not with Benny in the pack, or with three players.
    assert not fits_house_rules("trick-winner", "british", loner_house)
    assert not fits_house_rules("legal-plays", "three-hand", loner_house)
    # Ordering up depends on the Canadian loner; scoring on win-by-two.
    assert not fits_house_rules("order-up", "standard", loner_house)
    assert fits_house_rules("order-up", "standard", house_variant("standard", {}))
    assert not fits_house_rules("scoring", "cardgames", house_variant("standard", {}))
    assert fits_house_rules("scoring", "american", house_variant("standard", {}))
    assert not fits_house_rules("trick-winner", "pinochle", loner_house)
    assert fits_house_rules("new-kind", "standard", house_variant("standard", {}))
    assert not fits_house_rules("new-kind", "standard", loner_house)
