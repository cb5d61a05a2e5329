"""Checking a learner's answer against an item: validation first, then the verdict.

The diagnosis of a wrong answer (the misconception it shows) is registered in
``DIAGNOSERS``: for card plays and calls by ``tutor.quiz.feedback.choices`` (facts from
comparing the choice with the answer), for the rules kinds by their kind modules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from tutor.engine import InvalidCardError, parse_card
from tutor.quiz.bank import QuizItem
from tutor.quiz.feedback.facts import Feedback

MAX_ANSWER_VALUES = 12


class InvalidAnswerError(ValueError):
    """The submitted answer cannot be an answer to this item (bad code, not a choice…)."""


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue: a mistake's words are looked up and filled in by
    the web layer (``tutor.web.feedback.mistake_text``) in the request's language."""
    return message


@dataclass(frozen=True)
class Mistake:
    """What a wrong answer shows, e.g. key "left-bower-as-printed-suit": facts from
    comparing the choice with the answer (``feedback``), or a diagnoser's sentence as a
    catalogue message (``message``, English, marked with ``N_``) naming ``cards`` and
    ``suits`` by code (the web writes them in the page's language; the Korean msgstr marks
    their particles, ``%(card)s{을}``); ``suit_words`` name one card's suit ("a diamond");
    ``numbers`` are points as they are.
    ``text`` is the sentence pair of a diagnoser not converted yet."""

    key: str
    text: Mapping[str, str] = field(default_factory=dict)
    feedback: Feedback | None = None
    message: str | None = None
    cards: Mapping[str, str] = field(default_factory=dict)
    suits: Mapping[str, str] = field(default_factory=dict)
    suit_words: Mapping[str, str] = field(default_factory=dict)
    numbers: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Grade:
    correct: bool
    given: tuple[str, ...]
    expected: tuple[str, ...]
    mistake: Mistake | None = None


Diagnoser = Callable[[QuizItem, list[str]], Mistake | None]
DIAGNOSERS: dict[str, Diagnoser] = {}

# A wrong answer's diagnosis depends only on the item and the answer, and rebuilding the
# position to find it costs more than the rest of grading: each is found once per process.
# Keyed by the item object's id (each entry keeps its item, so the id is not reused while
# it is here) and the answer; bounded, as the banks are.
_MAX_DIAGNOSES = 4096
_diagnoses: dict[tuple[int, tuple[str, ...]], tuple[QuizItem, Mistake | None]] = {}


def _diagnosis(item: QuizItem, given: list[str]) -> Mistake | None:
    key = (id(item), tuple(given))
    kept = _diagnoses.get(key)
    if kept is not None and kept[0] is item:
        return kept[1]
    mistake = DIAGNOSERS[item.kind](item, given)
    if len(_diagnoses) >= _MAX_DIAGNOSES:
        _diagnoses.clear()
    _diagnoses[key] = (item, mistake)
    return mistake


def _is_card_code(value: str) -> bool:
    try:
        parse_card(value)
    except InvalidCardError:
        return False
    return True


def normalise_answer(item: QuizItem, values: Sequence[str]) -> list[str]:
    """The answer as choice strings, or ``InvalidAnswerError`` saying what is wrong."""
    if not values:
        raise InvalidAnswerError("no answer was given")
    if len(values) > MAX_ANSWER_VALUES or any(len(v) > 40 for v in values):
        raise InvalidAnswerError("the answer is too long")
    choices = item.choices
    card_choices = all(_is_card_code(c) for c in choices)
    normalised: list[str] = []
    for value in values:
        text = value.strip()
        if card_choices:
            try:
                text = parse_card(text).code
            except InvalidCardError as error:
                raise InvalidAnswerError(str(error)) from None
        if text not in choices:
            raise InvalidAnswerError(f"{value!r} is not one of this question's choices")
        if text in normalised:
            raise InvalidAnswerError(f"{value!r} was given twice")
        normalised.append(text)
    mode = item.answer_mode
    if mode == "single" and len(normalised) != 1:
        raise InvalidAnswerError("this question takes exactly one answer")
    if mode == "order" and sorted(normalised) != sorted(choices):
        raise InvalidAnswerError("put every card in order, each once")
    return normalised


def grade(item: QuizItem, values: Sequence[str]) -> Grade:
    """Validate and judge an answer; wrong answers carry the mistake they show, if known."""
    given = normalise_answer(item, values)
    expected = item.answer
    if item.answer_mode == "order":
        correct = given == expected
    else:
        correct = sorted(given) == sorted(expected)
    mistake = None
    if not correct and item.kind in DIAGNOSERS:
        mistake = _diagnosis(item, given)
    return Grade(correct, tuple(given), tuple(expected), mistake)
