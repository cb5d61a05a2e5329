"""The words of a quiz item's choices ("Order it up", "Go alone"): written from the
catalogue by the kind's label writer, else the labels an unconverted item stores. Every
reader of a choice's words (the answer buttons, the explanations, feedback) goes through
``option_label``. Kept apart from ``tutor.web.explanation`` so ``tutor.web.words``, which
the renderers import, can name an option without importing them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tutor.catalogue import SOURCE_LANGUAGE, languages
from tutor.web.text import in_language

LabelWriter = Callable[[str, Mapping[str, Any], str], str | None]

# Kind name -> the function that writes its choices' labels from the catalogue.
_LABELS: dict[str, LabelWriter] = {}


def writes_labels(kind: str) -> Callable[[LabelWriter], LabelWriter]:
    """Register the function that writes a kind's choice labels from the catalogue:
    ``(option code, item, lang) -> label``, or None for a code it has no words for."""

    def register(function: LabelWriter) -> LabelWriter:
        if kind in _LABELS:
            raise ValueError(f"{kind} has two label writers")
        _LABELS[kind] = function
        return function

    return register


def option_label(item: Mapping[str, Any], code: str, lang: str) -> str | None:
    """The words of choice ``code`` in ``lang``: the kind's catalogue labels, else the
    labels an unconverted item stores, else None (a card, or a code the page names)."""
    writer = _LABELS.get(str(item.get("kind")))
    if writer is not None:
        with in_language(lang):
            label = writer(code, item, lang)
        if label is not None:
            return label
    stored = (item.get("choice_labels") or {}).get(code)
    if isinstance(stored, Mapping) and (stored.get(lang) or stored.get(SOURCE_LANGUAGE)):
        return str(stored.get(lang) or stored.get(SOURCE_LANGUAGE))
    return None


def label_of(item: Mapping[str, Any], code: str, lang: str) -> str:
    """``option_label`` for a renderer that needs words: ``ValueError`` when there are none."""
    label = option_label(item, code, lang)
    if label is None:
        raise ValueError(f"no label for {item.get('kind')} option {code!r}")
    return label


def choice_labels(
    item: Mapping[str, Any], langs: tuple[str, ...] | None = None
) -> dict[str, dict[str, str]]:
    """Every labelled choice's words in every language, as the export format stores
    ``choice_labels`` (choices with no words, cards, are left out)."""
    labels: dict[str, dict[str, str]] = {}
    for code in item.get("choices") or ():
        words = {lang: option_label(item, str(code), lang) for lang in langs or languages()}
        if all(words.values()):
            labels[str(code)] = {lang: str(word) for lang, word in words.items()}
    return labels
