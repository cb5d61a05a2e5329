"""A build-time memory of solved deals, so rebuilding a bank does not solve them again.

Generation is deterministic: rebuilding a set after a change to its wording or to a
filter meets the same candidate positions and draws the same deals from the same streams.
Solving is what costs; the deals themselves are cheap to draw again. So a build may keep,
per position and stream, the values each solved deal gave, and on the next build draw the
deal (to keep the random stream in step) but take its values from memory.

Off unless ``tutor.analysis.draws.use(path)`` is called (``flask quizzes build --reuse``);
checks never use it: a re-proof always solves.
"""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import Any

_memory: dict[str, list[Any]] | None = None
_path: Path | None = None


def use(path: Path) -> None:
    """Remember solved deals in ``path`` (read now if it exists, written by ``save``)."""
    global _memory, _path
    _path = path
    _memory = {}
    if path.exists():
        with path.open("rb") as file:
            loaded = pickle.load(file)  # noqa: S301 - our own build cache, never user input
        if isinstance(loaded, dict):
            _memory = loaded


def save() -> None:
    if _memory is None or _path is None:
        return
    _path.parent.mkdir(parents=True, exist_ok=True)
    with _path.open("wb") as file:
        pickle.dump(_memory, file)


def stop() -> None:
    global _memory, _path
    _memory = None
    _path = None


def recall(key: str, index: int) -> Any | None:
    """The values deal ``index`` of ``key`` gave, if remembered."""
    if _memory is None:
        return None
    values = _memory.get(key)
    if values is None or index >= len(values):
        return None
    return values[index]


def remember(key: str, index: int, value: Any) -> None:
    if _memory is None:
        return
    values = _memory.setdefault(key, [])
    if index == len(values):
        values.append(value)
