"""The table from each kind of explanation fact to the function that writes it, and the
kept renderings (see the package's docstring)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from tutor.catalogue import languages
from tutor.quiz.explaining import (
    EXPLANATION_FIELD,
    PROMPT_FIELD,
    ExplanationFact,
    counter_note_fact,
    reading_order,
    stored_facts,
)
from tutor.quiz.kinds import KINDS
from tutor.web.text import in_language

T = TypeVar("T")
Renderer = Callable[[Any, Mapping[str, Any], str], str]

_RENDERERS: dict[type, Renderer] = {}
# (item id, field, language) -> (the stored facts it was rendered from, the text). The
# stored list is kept and compared by identity, so an item of the same id with other facts
# (a test's copy, a bank loaded again) is rendered afresh instead of reading another's words.
_KEPT: dict[tuple[str, str, str], tuple[object, str]] = {}


def renders(cls: type[T]) -> Callable[[Callable[[T, Mapping[str, Any], str], str]], Renderer]:
    """Register the function that writes ``cls`` facts: ``(fact, item, lang) -> text``
    (one or more sentences, one per line)."""

    def register(function: Callable[[T, Mapping[str, Any], str], str]) -> Renderer:
        if cls in _RENDERERS:
            raise ValueError(f"{cls.__name__} has two renderers")
        _RENDERERS[cls] = function
        return function

    return register


def render_fact(fact: ExplanationFact, item: Mapping[str, Any], lang: str) -> str:
    renderer = _RENDERERS.get(type(fact))
    if renderer is None:
        raise TypeError(f"no words for {type(fact).__name__}")
    return renderer(fact, item, lang)


def _render_stored(item: Mapping[str, Any], field: str, lang: str, joiner: str) -> str | None:
    """The facts ``item`` stores under ``field`` rendered in ``lang`` and joined, or None
    when it stores none. Kept per item id, field and language."""
    stored = item.get(field)
    if stored is None:
        return None
    item_id = str(item.get("id", ""))
    key = (item_id, field, lang)
    kept = _KEPT.get(key)
    if kept is not None and kept[0] is stored:
        return kept[1]
    facts = stored_facts(item, field) or ()
    if field == EXPLANATION_FIELD:  # a counter-example's note after the position's facts
        facts = reading_order(facts)
    with in_language(lang):
        text = joiner.join(line for fact in facts if (line := render_fact(fact, item, lang)))
    if item_id:
        _KEPT[key] = (stored, text)
    return text


def render_explanation(item: Mapping[str, Any], lang: str) -> str | None:
    """The item's explanation in ``lang`` from its stored facts, one sentence per line, or
    None for an item that still stores prose."""
    return _render_stored(item, EXPLANATION_FIELD, lang, "\n")


def prompt_text(item: Mapping[str, Any], lang: str) -> str:
    """What a learner reads as the item's question in ``lang``: rendered from its
    ``prompt_facts``, or the prose an unconverted item stores (English where it has no
    ``lang``). Every reader of a prompt goes through here.

    The facts' sentences run on, one space apart (a question is a short paragraph: "Hearts
    are trump. Put these trumps in order, highest first."), or one per line for a kind
    whose prompt is lines (``Kind.prompt_lines``: the calls heard, one per line)."""
    kind = KINDS.get(str(item.get("kind")))
    joiner = "\n" if kind is not None and kind.prompt_lines else " "
    rendered = _render_stored(item, PROMPT_FIELD, lang, joiner)
    if rendered is not None:
        return rendered
    prose = item.get("prompt")
    if not isinstance(prose, Mapping):
        return str(prose or "")
    return str(prose.get(lang) or prose.get("en") or "")


def prompt_texts(item: Mapping[str, Any]) -> dict[str, str]:
    """The prompt in every language, as the export format stores it."""
    return {lang: prompt_text(item, lang) for lang in languages()}


def counter_note_text(item: Mapping[str, Any], lang: str) -> str | None:
    """A counter-example's note in ``lang`` as its explanation says it (after the facts
    of the position: ``reading_order``), or None for an item with no stored note."""
    fact = counter_note_fact(item)
    if fact is None:
        return None
    with in_language(lang):
        return render_fact(fact, item, lang)


def explanation_text(item: Mapping[str, Any], lang: str) -> str:
    """What a learner reads as the item's explanation in ``lang``: rendered from its facts,
    or the prose an unconverted item stores (English where it has no ``lang``). Every
    reader of an explanation goes through here."""
    rendered = render_explanation(item, lang)
    if rendered is not None:
        return rendered
    prose = item.get("explanation")
    if not isinstance(prose, Mapping):
        return str(prose or "")
    return str(prose.get(lang) or prose.get("en") or "")


def explanation_texts(item: Mapping[str, Any]) -> dict[str, str]:
    """The explanation in every language, as the export format stores it."""
    return {lang: explanation_text(item, lang) for lang in languages()}


def forget_rendered() -> None:
    """Drop every kept explanation (tests that swap catalogues or banks)."""
    _KEPT.clear()
