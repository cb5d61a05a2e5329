"""Why an option: the rule of thumb that fits it, in the quiz explanations' own words.

For a card play, each option the quiz layer's checks find a §4 principle for (the very
themes and facts a best-play item's explanation is made of,
``tutor.quiz.kinds.best_play.principle_facts``, worded through the catalogue) gets that
sentence and a link to the lesson section that teaches it
(``tutor.web.position.principle_link``, as the quizzes and the coach link). The board's
numbers say whether the rule wins here; the sentence says what the rule is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import view_from_item
from tutor.board.judging import Analysis
from tutor.engine import parse_card
from tutor.quiz import principles
from tutor.quiz.kinds import best_play
from tutor.quiz.kinds.best_play.fact_types import Unconverted
from tutor.web.explanation import render_fact
from tutor.web.position import LessonLink, principle_link
from tutor.web.text import in_language


@dataclass(frozen=True)
class Reason:
    option: str
    sentences: str
    lesson: LessonLink | None


def reasons(item: Mapping[str, Any], analysis: Analysis, lang: str) -> list[Reason]:
    """The principle that fits each option of a card play, best option first."""
    if item.get("kind") != "best-play":
        return []
    try:
        view = view_from_item(item)
    except ValueError:
        return []
    situation = principles.Situation(view.position, view.seat)
    found = []
    for value in analysis.options:
        card = parse_card(value.option)
        try:
            themes = best_play.themes_of(situation, card)
            principle = best_play.principle_of(themes, None)
            if principle is None:
                continue
            facts = best_play.principle_facts(principle, situation, card)
            with in_language(lang):
                text = " ".join(render_fact(fact, item, lang) for fact in facts)
        except (KeyError, TypeError, ValueError, Unconverted):
            continue  # a principle's words fit the positions quizzes teach; not this one
        found.append(Reason(value.option, text, principle_link(principle, themes, lang)))
    return found
