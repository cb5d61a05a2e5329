"""``flask lessons``: check the course's examples, and measure the strategy tables."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from tutor.cli.progress import progressbar
from tutor.course.checks import check_course
from tutor.course.curriculum import LANGS, load_lessons
from tutor.course.tables import CHECK_DEALS, DEALS, TABLE_NAMES, build, compute, load_table, write


@click.group("lessons")
def lessons() -> None:
    """The course: example checks and measured tables."""


@lessons.command("check")
@click.option(
    "--dir",
    "lessons_dir",
    type=click.Path(file_okay=False, exists=True, path_type=Path),
    default=None,
    help="A lessons folder (with en/ and ko/) other than the course's.",
)
def check_command(lessons_dir: Path | None) -> None:
    """Replay every example of every lesson (en and ko) with the engine."""
    count = sum(len(load_lessons(lang, lessons_dir)) for lang in LANGS)
    click.echo(f"checking the examples of {count} lessons", err=True)
    problems = check_course(lessons_dir)
    for problem in problems:
        click.echo(str(problem))
    click.echo(f"{count} lessons, {len(problems)} problems")
    if problems:
        sys.exit(1)


@lessons.command("tables")
@click.option(
    "--name",
    "names",
    multiple=True,
    type=click.Choice(TABLE_NAMES),
    help="Only this table (repeatable); every table by default.",
)
@click.option(
    "--deals", type=int, default=None, help="Deals per table (default: each table's own count)."
)
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Write the files here instead of lessons/tables.",
)
@click.option(
    "--verify",
    is_flag=True,
    help=f"Recompute the first {CHECK_DEALS} deals of each committed table and compare.",
)
def tables_command(
    names: tuple[str, ...], deals: int | None, out: Path | None, verify: bool
) -> None:
    """Measure the strategy tables from a fixed seed into lessons/tables/*.json."""
    chosen = names or TABLE_NAMES
    if verify:
        bad = [
            name for name in chosen if compute(name, CHECK_DEALS) != load_table(name, out)["check"]
        ]
        for name in bad:
            click.echo(f"{name}: the committed table does not match this code; rerun the command")
        click.echo(f"verified {len(chosen)} tables, {len(bad)} out of date")
        if bad:
            sys.exit(1)
        return
    counts = {name: deals or DEALS[name] for name in chosen}
    click.echo(f"measuring {len(chosen)} tables from {sum(counts.values())} deals", err=True)
    written = []
    with progressbar(
        length=sum(counts.values()), label="Playing out deals", file=sys.stderr
    ) as bar:
        for name in chosen:
            data = build(name, counts[name], progress=bar.update)
            written.append((write(name, data, out), sum(row_n(row) for row in data["rows"])))
    for path, cells in written:
        click.echo(f"wrote {path}: {cells} played-out decisions")
    click.echo(f"wrote {len(written)} tables from {sum(counts.values())} deals")


def row_n(row: dict[str, object]) -> int:
    return sum(
        int(value["n"]) for value in row.values() if isinstance(value, dict) and "n" in value
    )
