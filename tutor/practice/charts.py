"""The learner's answers per day: the classes' server-drawn SVG chart, with its table.

The chart code is the class report's (``tutor.classes.charts.timeline_svg``): one row for
all answers and one for each of the learner's most-answered skills, a column per day of
the last ``days`` days (days without answers included, so gaps show).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Protocol

from markupsafe import Markup

from tutor.classes.charts import DayTally, ThemeTimeline, timeline_svg
from tutor.practice.skills import skill_name
from tutor.web.text import _

TOP_SKILLS = 4


class Answered(Protocol):
    @property
    def themes(self) -> Sequence[str]: ...
    @property
    def correct(self) -> bool: ...
    @property
    def created_at(self) -> datetime: ...


@dataclass(frozen=True)
class DayChart:
    svg: Markup
    days: list[date]
    rows: list[ThemeTimeline]


def answers_per_day(
    answers: Iterable[Answered], now: datetime, days: int, *, title: str
) -> DayChart:
    last = now.date()
    shown = [last - timedelta(days=back) for back in range(days - 1, -1, -1)]
    first = shown[0]
    totals: dict[date, list[int]] = {}
    per_skill: dict[tuple[str, date], list[int]] = {}
    skill_answers: dict[str, int] = {}
    for answer in answers:
        day = answer.created_at.date()
        if day < first or day > last:
            continue
        total = totals.setdefault(day, [0, 0])
        total[0] += 1
        total[1] += answer.correct
        for theme in dict.fromkeys(answer.themes):
            tally = per_skill.setdefault((theme, day), [0, 0])
            tally[0] += 1
            tally[1] += answer.correct
            skill_answers[theme] = skill_answers.get(theme, 0) + 1
    top = sorted(skill_answers, key=lambda s: (-skill_answers[s], s))[:TOP_SKILLS]
    rows = [
        ThemeTimeline(_("All answers"), tuple(DayTally(d, *totals.get(d, [0, 0])) for d in shown))
    ]
    rows += [
        ThemeTimeline(
            skill_name(skill),
            tuple(DayTally(d, *per_skill.get((skill, d), [0, 0])) for d in shown),
        )
        for skill in top
    ]
    svg = Markup(timeline_svg(shown, rows, title=title))  # noqa: S704  (timeline_svg escapes every label)
    return DayChart(svg, shown, rows)
