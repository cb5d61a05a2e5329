"""A small server-drawn SVG chart of a student's answers by theme over time.

One row per theme, one column per day with answers; each mark is a bar whose height is
the number of answers and whose filled part is the number right. Drawn as plain SVG text
(no JavaScript, no external assets) with every label escaped; the page shows the same
numbers as a table for screen readers and for anyone who does not read charts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from html import escape

from tutor.classes.progress import AttemptRecord, as_utc


@dataclass(frozen=True)
class DayTally:
    day: date
    answered: int
    correct: int


@dataclass(frozen=True)
class ThemeTimeline:
    theme: str
    days: tuple[DayTally, ...]

    @property
    def answered(self) -> int:
        return sum(d.answered for d in self.days)

    @property
    def correct(self) -> int:
        return sum(d.correct for d in self.days)


def theme_timelines(
    attempts: Iterable[AttemptRecord], *, max_themes: int = 8, max_days: int = 14
) -> tuple[list[date], list[ThemeTimeline]]:
    """The last ``max_days`` days with answers and the ``max_themes`` most-answered themes."""
    tallies: dict[tuple[str, date], list[int]] = {}
    days: set[date] = set()
    theme_totals: dict[str, int] = {}
    for attempt in attempts:
        day = as_utc(attempt.created_at).date()
        days.add(day)
        for theme in dict.fromkeys(attempt.themes):
            tally = tallies.setdefault((theme, day), [0, 0])
            tally[0] += 1
            tally[1] += attempt.correct
            theme_totals[theme] = theme_totals.get(theme, 0) + 1
    shown_days = sorted(days)[-max_days:]
    themes = sorted(theme_totals, key=lambda t: (-theme_totals[t], t))[:max_themes]
    timelines = [
        ThemeTimeline(
            theme,
            tuple(DayTally(day, *tallies.get((theme, day), [0, 0])) for day in shown_days),
        )
        for theme in themes
    ]
    return shown_days, timelines


LABEL_WIDTH = 160
DAY_WIDTH = 40
ROW_HEIGHT = 40
TOP = 24


def timeline_svg(days: list[date], timelines: list[ThemeTimeline], *, title: str) -> str:
    """The chart as an ``<svg>`` string; ``title`` becomes its accessible name."""
    width = LABEL_WIDTH + DAY_WIDTH * max(len(days), 1) + 10
    height = TOP + ROW_HEIGHT * max(len(timelines), 1) + 10
    peak = max((d.answered for t in timelines for d in t.days), default=1) or 1
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" class="theme-chart" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
        f"<title>{escape(title)}</title>",
    ]
    for column, day in enumerate(days):
        x = LABEL_WIDTH + column * DAY_WIDTH + DAY_WIDTH // 2
        parts.append(
            f'<text x="{x}" y="14" font-size="11" text-anchor="middle">{day.month}/{day.day}</text>'
        )
    bar_space = ROW_HEIGHT - 8
    for row, timeline in enumerate(timelines):
        base = TOP + row * ROW_HEIGHT + ROW_HEIGHT - 4
        parts.append(f'<text x="4" y="{base - 8}" font-size="13">{escape(timeline.theme)}</text>')
        for column, tally in enumerate(timeline.days):
            if not tally.answered:
                continue
            x = LABEL_WIDTH + column * DAY_WIDTH + 8
            full = max(2, round(bar_space * tally.answered / peak))
            right = round(full * tally.correct / tally.answered)
            parts.append(
                f'<rect x="{x}" y="{base - full}" width="24" height="{full}" '
                f'fill="none" stroke="currentColor"><title>{escape(timeline.theme)} '
                f"{tally.day.isoformat()}: {tally.correct}/{tally.answered}</title></rect>"
            )
            if right:
                parts.append(
                    f'<rect x="{x}" y="{base - right}" width="24" height="{right}" '
                    f'fill="currentColor" opacity="0.6"/>'
                )
    parts.append("</svg>")
    return "".join(parts)
