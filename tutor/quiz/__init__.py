"""Quiz kinds, generators, validation and banks. Imports the engine, never Flask."""

from tutor.quiz.bank import (
    ANSWER_MODES,
    BankError,
    Catalogue,
    QuizItem,
    QuizSet,
    default_quiz_dir,
    load_catalogue,
)
from tutor.quiz.grading import DIAGNOSERS, Grade, InvalidAnswerError, Mistake, grade

__all__ = [
    "ANSWER_MODES",
    "DIAGNOSERS",
    "BankError",
    "Catalogue",
    "Grade",
    "InvalidAnswerError",
    "Mistake",
    "QuizItem",
    "QuizSet",
    "default_quiz_dir",
    "grade",
    "load_catalogue",
]
