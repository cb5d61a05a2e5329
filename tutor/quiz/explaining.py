"""What an item's explanation says, as typed facts that recompute themselves (issue 28,
item 2). A bank stores an item's explanation as ``explanation_facts``: a list of JSON
objects, each ``{"fact": NAME, ...fields}``. No prose is stored; the web layer renders each
fact to sentences through the message catalogue when the page is shown
(``tutor.web.explanation``), so a wording fix is a catalogue change, never a bank rebuild.

A fact is a frozen dataclass registered under a stable name with ``@explanation_fact``.
Its fields are plain JSON values (card codes such as ``"JH"``, suit letters, seat numbers,
points as stored); ``check(item)`` recomputes the fact from the item's position and stored
evaluation and returns what is false about it, or None when it holds. ``quizzes check``
runs every stored fact's check (``first_false_fact``).

Families of facts live one module each beside the kinds that make them
(``tutor.quiz.kinds.<kind>`` or a ``facts`` module in a kind's package); this module holds
only the registry and the JSON form, and imports nothing of the kinds.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeVar


class ExplanationFact(Protocol):
    """One thing an explanation says, with the values it states and no words."""

    def check(self, item: Mapping[str, Any]) -> str | None: ...


F = TypeVar("F", bound=type)

FACTS: dict[str, type] = {}
_NAMES: dict[type, str] = {}
# Facts that say why the rule a set drills does not decide a counter-example: such an
# item's facts open with one (``counter_note_fact``).
_COUNTER_NOTES: set[type] = set()
# Facts that state the position (the contract, whose side, the tricks so far): a reader
# meets them before a counter-example's note (``reading_order``).
_POSITION: set[type] = set()


def explanation_fact(
    name: str, *, counter_note: bool = False, position: bool = False
) -> Callable[[F], F]:
    """Register a frozen dataclass as the fact stored under ``name`` (names are stable:
    banks hold them; renaming one is a bank migration). ``counter_note``: the fact is a
    counter-example's note; ``position``: it states the position, which is read first."""

    def register(cls: F) -> F:
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls.__name__} is not a dataclass")
        if name in FACTS and FACTS[name] is not cls:
            raise ValueError(f"two explanation facts are named {name!r}")
        FACTS[name] = cls
        _NAMES[cls] = name
        if counter_note:
            _COUNTER_NOTES.add(cls)
        if position:
            _POSITION.add(cls)
        return cls

    return register


def fact_name(fact: object) -> str:
    try:
        return _NAMES[type(fact)]
    except KeyError:
        raise TypeError(f"{type(fact).__name__} is not a registered explanation fact") from None


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def to_json(fact: object) -> dict[str, Any]:
    """The fact as a bank stores it: its name and its fields (tuples become lists)."""
    fields = {f.name: _plain(getattr(fact, f.name)) for f in dataclasses.fields(fact)}  # type: ignore[arg-type]
    return {"fact": fact_name(fact), **fields}


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def from_json(data: Mapping[str, Any]) -> ExplanationFact:
    """The stored fact; ``ValueError`` naming the problem for an unknown name or fields."""
    name = str(data.get("fact", ""))
    cls = FACTS.get(name)
    if cls is None:
        raise ValueError(f"unknown explanation fact {name!r}")
    values = {k: _tupled(v) for k, v in data.items() if k != "fact"}
    try:
        fact: ExplanationFact = cls(**values)
    except TypeError as error:
        raise ValueError(f"explanation fact {name!r}: {error}") from None
    return fact


def facts_json(facts: Iterable[object]) -> list[dict[str, Any]]:
    return [to_json(f) for f in facts]


# Where an item stores the facts of its explanation, and of its question (issue 28: a kind
# whose prompt is facts stores ``prompt_facts`` and no ``prompt`` prose).
EXPLANATION_FIELD = "explanation_facts"
PROMPT_FIELD = "prompt_facts"
FACT_FIELDS = (EXPLANATION_FIELD, PROMPT_FIELD)


def stored_facts(
    item: Mapping[str, Any], field: str = EXPLANATION_FIELD
) -> tuple[ExplanationFact, ...] | None:
    """The item's explanation facts (or, with ``field=PROMPT_FIELD``, its question's), or
    None for an item that still stores prose."""
    stored: Sequence[Mapping[str, Any]] | None = item.get(field)
    if stored is None:
        return None
    return tuple(from_json(data) for data in stored)


def counter_note_fact(item: Mapping[str, Any]) -> ExplanationFact | None:
    """The counter-example's note its stored facts open with, or None."""
    facts = stored_facts(item)
    if facts and type(facts[0]) in _COUNTER_NOTES:
        return facts[0]
    return None


def reading_order(facts: Sequence[ExplanationFact]) -> tuple[ExplanationFact, ...]:
    """The facts in the order a learner reads them. A counter-example's note is stored
    first (``counter_note_fact``) but read after the facts of the position that follow it
    (issue 30: "the usual advice ... does not apply here" came before the position it
    speaks of): the position first, then why the usual advice gives way."""
    if not facts or type(facts[0]) not in _COUNTER_NOTES:
        return tuple(facts)
    note, rest = facts[0], list(facts[1:])
    at = 0
    while at < len(rest) and type(rest[at]) in _POSITION:
        at += 1
    return (*rest[:at], note, *rest[at:])


def first_false_fact(item: Mapping[str, Any]) -> str | None:
    """The first stored fact, of the explanation and then of the prompt, that does not hold
    for ``item`` (its name and what is false), or None when every one holds (or the item
    stores prose)."""
    for field in FACT_FIELDS:
        where = "prompt " if field == PROMPT_FIELD else ""
        try:
            facts = stored_facts(item, field)
        except ValueError as error:
            return f"{where}{error}"
        for fact in facts or ():
            try:
                problem = fact.check(item)
            except ValueError as error:  # a card or suit code the fact cannot hold
                problem = str(error)
            if problem is not None:
                return f"{where}{fact_name(fact)}: {problem}"
    return None
