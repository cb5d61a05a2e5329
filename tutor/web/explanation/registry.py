"""The table from each kind of explanation fact to the function that writes it, and the
kept renderings (see the package's docstring)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from tutor.quiz.explaining import ExplanationFact, stored_facts

T = TypeVar("T")
Renderer = Callable[[Any, Mapping[str, Any], str], str]

_RENDERERS: dict[type, Renderer] = {}
_KEPT: dict[tuple[str, str], str] = {}


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


def render_explanation(item: Mapping[str, Any], lang: str) -> str | None:
    """The item's explanation in ``lang`` from its stored facts, one sentence per line, or
    None for an item that still stores prose. Kept per item id and language."""
    item_id = str(item.get("id", ""))
    key = (item_id, lang)
    if item_id and key in _KEPT:
        return _KEPT[key]
    facts = stored_facts(item)
    if facts is None:
        return None
    text = "\n".join(line for fact in facts if (line := render_fact(fact, item, lang)))
    if item_id:
        _KEPT[key] = text
    return text


def forget_rendered() -> None:
    """Drop every kept explanation (tests that swap catalogues or banks)."""
    _KEPT.clear()
