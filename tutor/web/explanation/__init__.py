"""Explanation facts (``tutor.quiz.explaining``) rendered to sentences in the request's
language, one catalogue lookup per sentence (``tutor.web.text``), Korean particles through
``tutor.korean``. A rendered explanation is kept per item and language for the life of the
process (the catalogue does not change while it runs), so a page pays for the words once.

Each family of facts has its renderers in a module of this package, registered with
``@renders(FactClass)``; importing this package imports them all.
"""

from __future__ import annotations

from tutor.web.explanation import families as _families  # noqa: F401  (registers renderers)
from tutor.web.explanation.registry import (
    counter_note_text,
    explanation_text,
    explanation_texts,
    forget_rendered,
    prompt_text,
    prompt_texts,
    render_explanation,
    render_fact,
    renders,
)
from tutor.web.labels import option_label, writes_labels

__all__ = [
    "counter_note_text",
    "explanation_text",
    "explanation_texts",
    "forget_rendered",
    "option_label",
    "prompt_text",
    "prompt_texts",
    "render_explanation",
    "render_fact",
    "renders",
    "writes_labels",
]
