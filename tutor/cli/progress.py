"""The commands' progress: click's bar on a terminal, and lines a log can show elsewhere.

Click draws its bar only on a terminal; written to a file or a CI log it prints the label
once and nothing until the end, so a 3-minute ``quizzes check --all`` looks stuck. Off a
terminal the progress is a line at every tenth of the work instead.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from types import TracebackType
from typing import Any, Generic, Protocol, TextIO, TypeVar, overload

import click

T = TypeVar("T")
STEPS = 10  # lines off a terminal: one per tenth of the work


class Progress(Protocol[T]):
    def __enter__(self) -> Progress[T]: ...

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None: ...

    def __iter__(self) -> Iterator[T]: ...

    def update(self, steps: int) -> None: ...


class LineProgress(Generic[T]):
    """A line ``label: 30% (3/10)`` each time the work passes another tenth."""

    def __init__(self, iterable: Iterable[T] | None, length: int, label: str, file: TextIO) -> None:
        self.iterable = iterable
        self.length = length
        self.label = label
        self.file = file
        self.done = 0
        self.shown = 0  # tenths already written

    def __enter__(self) -> LineProgress[T]:
        click.echo(f"{self.label}: 0/{self.length}", file=self.file)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if kind is None and self.shown < STEPS:
            click.echo(f"{self.label}: 100% ({self.done}/{self.length})", file=self.file)

    def __iter__(self) -> Iterator[T]:
        for element in self.iterable or ():
            yield element
            self.update(1)

    def update(self, steps: int) -> None:
        self.done += steps
        if self.length <= 0:
            return
        tenths = min(STEPS, self.done * STEPS // self.length)
        if tenths > self.shown:
            self.shown = tenths
            percent = tenths * 100 // STEPS
            click.echo(f"{self.label}: {percent}% ({self.done}/{self.length})", file=self.file)


@overload
def progressbar(
    iterable: None = None, *, length: int, label: str, file: TextIO | None = None
) -> Progress[int]: ...


@overload
def progressbar(
    iterable: Iterable[T], *, length: int | None = None, label: str, file: TextIO | None = None
) -> Progress[T]: ...


def progressbar(
    iterable: Iterable[T] | None = None,
    *,
    length: int | None = None,
    label: str,
    file: TextIO | None = None,
) -> Progress[Any]:
    """Click's progress bar on a terminal, else ``LineProgress`` (same use: ``with``, then
    iterate or ``update``)."""
    out = sys.stderr if file is None else file
    if length is None:
        length = len(iterable) if hasattr(iterable, "__len__") else 0  # type: ignore[arg-type]
    if out.isatty():
        bar: Progress[Any] = click.progressbar(iterable, length=length, label=label, file=out)
        return bar
    return LineProgress(iterable, length, label, out)
