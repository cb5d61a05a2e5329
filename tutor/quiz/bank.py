"""Quiz sets and their committed banks: `quizzes/<set>.toml` + `quizzes/<set>.json`.

A set's TOML defines what to generate; the JSON bank beside it holds the generated,
engine-proven items in the export format of design.md. The web app reads banks only
through this module.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from tutor.catalogue import shipped_languages
from tutor.engine import PRESET_NAMES

# How an answer is given: one choice, several choices (checkboxes), or all in order.
ANSWER_MODES: dict[str, str] = {
    "trick-winner": "single",
    "legal-plays": "multi",
    "bower-rank": "order",
    "effective-suit": "single",
    "scoring": "single",
    "best-play": "single",
    "order-up": "single",
    "name-trump": "single",
    "discard": "single",
    "go-alone": "single",
    "british-call": "single",
    "three-hand-call": "single",
    "defend-alone": "single",
    "table-facts": "single",
    "rule-questions": "single",
    "read-the-play": "single",
    "read-the-calls": "single",
    "renege": "single",
    # One card per move, move by move (tutor.quiz.kinds.puzzle).
    "puzzle": "puzzle",
}


class BankError(ValueError):
    """A set definition or bank file is malformed."""


@dataclass(frozen=True)
class QuizItem:
    """One item in the export format of design.md, with typed accessors."""

    data: Mapping[str, Any]

    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def kind(self) -> str:
        return str(self.data["kind"])

    @property
    def variant(self) -> str:
        return str(self.data["variant"])

    @property
    def choices(self) -> list[str]:
        return [str(c) for c in self.data["choices"]]

    @property
    def answer(self) -> list[str]:
        return [str(a) for a in self.data["answer"]]

    @property
    def themes(self) -> list[str]:
        """The skills the item practises (review deck, class reports, the lesson link): its
        stored themes, or for a counter-example whose answer follows no theme (a stronger
        winner where the cheapest could be beaten) the rule it is the exception to."""
        stored = [str(t) for t in self.data.get("themes", [])]
        if not stored and self.data.get("counter_theme"):
            return [str(self.data["counter_theme"])]
        return stored

    @property
    def difficulty(self) -> int:
        return int(self.data.get("difficulty", 1))

    @property
    def answer_mode(self) -> str:
        return ANSWER_MODES.get(self.kind, "single")

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


@dataclass(frozen=True)
class QuizSet:
    """A set definition and its bank."""

    id: str
    kind: str
    variant: str
    title: Mapping[str, str]
    description: Mapping[str, str]
    themes: tuple[str, ...]
    count: int
    seed: int
    difficulty: int
    lessons: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    items: tuple[QuizItem, ...] = ()
    source: Path | None = None
    # The rule a theme set drills (one of its themes); its counter-examples are the items
    # where that rule does not apply or gives way to a stronger one.
    rule: str | None = None
    rules_options: Mapping[str, Any] = field(default_factory=dict)

    def title_for(self, lang: str) -> str:
        return _localised(self.title, lang)

    def description_for(self, lang: str) -> str:
        return _localised(self.description, lang)

    @cached_property
    def item_ids(self) -> frozenset[str]:
        """The ids of the set's items (every quiz page counts the learner's solved ones)."""
        return frozenset(item.id for item in self.items)

    def item(self, number: int) -> QuizItem:
        """The item at 1-based position ``number``; ``IndexError`` if there is none."""
        if not 1 <= number <= len(self.items):
            raise IndexError(number)
        return self.items[number - 1]

    @property
    def answer_mode(self) -> str:
        return ANSWER_MODES.get(self.kind, "single")

    @property
    def level(self) -> int:
        """The set's level, 1-5: the median difficulty of its items (the TOML's before a
        bank exists). Lists of sets run from easy to hard by it."""
        values = sorted(item.difficulty for item in self.items)
        return values[(len(values) - 1) // 2] if values else self.difficulty

    @property
    def single_level(self) -> bool:
        """Every item is at the same difficulty: a list says so, as "level 2 of 5" alone
        would promise a climb the set does not make."""
        return len({item.difficulty for item in self.items}) == 1

    @property
    def teaching_order(self) -> tuple[int, int, int, str]:
        """Where the set goes in a list of its kind: the standard game before its house
        rules, and both before the other games (in ``PRESET_NAMES`` order), so a learner
        meets a rule in its usual form first; then easy before hard."""
        preset = PRESET_NAMES.index(self.variant) if self.variant in PRESET_NAMES else 99
        return (preset, 1 if self.rules_options else 0, self.level, self.id)


@dataclass(frozen=True)
class Catalogue:
    """Every quiz set, in a stable order (by file name)."""

    sets: Mapping[str, QuizSet]

    def __getitem__(self, set_id: str) -> QuizSet:
        return self.sets[set_id]

    def __contains__(self, set_id: object) -> bool:
        return set_id in self.sets

    def __iter__(self) -> Any:
        return iter(self.sets.values())

    def __len__(self) -> int:
        return len(self.sets)

    def find_item(self, item_id: str) -> QuizItem | None:
        for quiz_set in self.sets.values():
            for item in quiz_set.items:
                if item.id == item_id:
                    return item
        return None


def default_quiz_dir() -> Path:
    """`quizzes/` in a checkout, or the copy packed into an installed wheel."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package.parent / "quizzes", package / "quizzes"):
        if candidate.is_dir():
            return candidate
    raise BankError("no quizzes/ folder found beside the tutor package")


def load_set_definition(path: Path) -> QuizSet:
    """Read one `quizzes/<set>.toml` (without its bank)."""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise BankError(f"{path.name}: {error}") from error
    try:
        set_id = str(raw.get("id", path.stem))
        if set_id != path.stem:
            raise BankError(f"{path.name}: id {set_id!r} must match the file name")
        title = _lang_table(raw["title"], "title", path)
        # No description: an empty one in every shipped language.
        blank = dict.fromkeys(shipped_languages(), "")
        description = _lang_table(raw.get("description", blank), "description", path)
        return QuizSet(
            id=set_id,
            kind=str(raw["kind"]),
            variant=str(raw["variant"]),
            title=title,
            description=description,
            themes=tuple(str(t) for t in raw.get("themes", [])),
            count=int(raw["count"]),
            seed=int(raw["seed"]),
            difficulty=int(raw.get("difficulty", 1)),
            lessons=tuple(str(s) for s in raw.get("lessons", [])),
            options=dict(raw.get("options", {})),
            source=path,
            rule=str(raw["rule"]) if "rule" in raw else None,
            rules_options=dict(raw.get("rules_options", {})),
        )
    except KeyError as missing:
        raise BankError(f"{path.name}: missing field {missing}") from None


def bank_path(quiz_set: QuizSet) -> Path:
    if quiz_set.source is None:
        raise BankError(f"set {quiz_set.id} has no source file")
    return quiz_set.source.with_suffix(".json")


def load_bank(quiz_set: QuizSet) -> QuizSet:
    """The set with the items of its committed JSON bank (none if not generated yet)."""
    path = bank_path(quiz_set)
    if not path.exists():
        return quiz_set
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise BankError(f"{path.name}: {error}") from error
    items = raw.get("items") if isinstance(raw, dict) else None
    if not isinstance(items, list):
        raise BankError(f"{path.name}: a bank is an object with an 'items' list")
    return QuizSet(**{**quiz_set.__dict__, "items": tuple(QuizItem(item) for item in items)})


def write_bank(quiz_set: QuizSet, items: Sequence[Mapping[str, Any]]) -> Path:
    """Write a bank deterministically (sorted keys, one item per line for small diffs)."""
    path = bank_path(quiz_set)
    lines = ",\n".join(
        "  " + json.dumps(item, ensure_ascii=False, sort_keys=True) for item in items
    )
    header = json.dumps(quiz_set.id, ensure_ascii=False)
    path.write_text(f'{{"set": {header}, "items": [\n{lines}\n]}}\n', encoding="utf-8")
    return path


def load_catalogue(quiz_dir: Path | None = None, *, with_items: bool = True) -> Catalogue:
    """Every set under ``quiz_dir`` (default: the project's `quizzes/`), with its bank."""
    folder = quiz_dir or default_quiz_dir()
    sets: dict[str, QuizSet] = {}
    for path in sorted(folder.glob("*.toml")):
        quiz_set = load_set_definition(path)
        sets[quiz_set.id] = load_bank(quiz_set) if with_items else quiz_set
    return Catalogue(sets)


def _lang_table(value: Any, name: str, path: Path) -> dict[str, str]:
    # Written in every language the package ships (a language added as a catalogue only
    # shows the English).
    needed = shipped_languages()
    if not isinstance(value, dict) or any(lang not in value for lang in needed):
        raise BankError(f"{path.name}: {name} needs {' and '.join(repr(c) for c in needed)}")
    return {lang: str(value[lang]) for lang in needed}


def _localised(value: Any, lang: str) -> str:
    if isinstance(value, Mapping):
        text = value.get(lang) or value.get("en") or ""
        return str(text)
    return "" if value is None else str(value)
