"""Long commands show progress in a log too (tutor/cli/progress.py): off a terminal, a
line at each tenth of the work instead of click's bar, which draws only on a terminal."""

from __future__ import annotations

import io

from tutor.cli.progress import LineProgress, progressbar


def test_off_a_terminal_a_line_marks_each_tenth_of_the_work() -> None:
    out = io.StringIO()
    with progressbar(length=20, label="Checking items", file=out) as bar:
        assert isinstance(bar, LineProgress)
        for _ in range(20):
            bar.update(1)
    lines = out.getvalue().splitlines()
    assert lines[0] == "Checking items: 0/20"
    assert lines[1] == "Checking items: 10% (2/20)"
    assert lines[-1] == "Checking items: 100% (20/20)"
    assert len(lines) == 11


def test_an_iterable_is_walked_and_counted() -> None:
    out = io.StringIO()
    seen = []
    with progressbar(["9H", "JD", "AS"], label="Re-proving", file=out) as bar:
        for card in bar:
            seen.append(card)
    assert seen == ["9H", "JD", "AS"]
    assert out.getvalue().splitlines()[-1] == "Re-proving: 100% (3/3)"


def test_work_that_stops_early_does_not_claim_it_finished() -> None:
    out = io.StringIO()
    try:
        with progressbar(length=4, label="Writing facts", file=out) as bar:
            bar.update(1)
            raise RuntimeError("stopped")
    except RuntimeError:
        pass
    assert "100%" not in out.getvalue()
