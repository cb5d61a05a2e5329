"""Which family of feedback each kind gets, the puzzle's per-move feedback, and the check
over every wrong choice of an item (``flask quizzes check-feedback``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.catalogue import languages
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import stored_facts

# Modules, not their names: the kinds' package imports this module, and card_play may be
# the one importing the kinds (its names are looked up when feedback is asked for).
from tutor.quiz.feedback import calls, card_play, discard
from tutor.quiz.feedback.facts import Feedback, PointsCost
from tutor.quiz.grading import DIAGNOSERS, InvalidAnswerError, Mistake, grade
from tutor.quiz.kinds.best_play import ALREADY_WINS, NONE_BEATS
from tutor.quiz.kinds.puzzle import move_item

FeedbackFor = Callable[[Mapping[str, Any], str], Feedback]

CARD_PLAY, CALL, DISCARD = "card-play", "call", "discard"
FAMILIES: dict[str, str] = {
    "best-play": CARD_PLAY,
    "order-up": CALL,
    "name-trump": CALL,
    "go-alone": CALL,
    "defend-alone": CALL,
    "british-call": CALL,
    "three-hand-call": CALL,
    "bid-amount": CALL,
    "bid-declare": CALL,
    "discard": DISCARD,
}


def _family(name: str) -> FeedbackFor:
    if name == CARD_PLAY:
        return card_play.card_feedback
    return discard.discard_feedback if name == DISCARD else calls.call_feedback


PUZZLE_KIND = "puzzle"


@dataclass(frozen=True)
class PuzzleMove:
    """The wrong card was played at move ``number`` (from 1) of a hand puzzle; ``feedback``
    compares it with that move's answer, on that move's position."""

    number: int
    feedback: Feedback

    def check(self, item: Mapping[str, Any]) -> str | None:
        moves = item.get("moves") or []
        if not 1 <= self.number <= len(moves):
            return f"the puzzle has no move {self.number}"
        problem = self.feedback.problem(move_item(item, self.number - 1))
        return None if problem is None else f"move {self.number}: {problem}"


def move_feedback(item: Mapping[str, Any], index: int, given: str) -> Feedback:
    """A wrong card at move ``index`` (from 0) of a puzzle, as a best-play item's."""
    return card_play.card_feedback(move_item(item, index), given)


def puzzle_feedback(item: Mapping[str, Any], given: list[str]) -> Feedback | None:
    """The first wrong move of ``given`` (one card per move, in order)."""
    moves = item["moves"]
    for index, card in enumerate(given[: len(moves)]):
        if card == str(moves[index]["answer"][0]):
            continue
        inner = move_feedback(item, index, card)
        return Feedback(inner.key, inner.chosen, inner.answer, (PuzzleMove(index + 1, inner),))
    return None


def feedback_for(item: Mapping[str, Any], given: list[str]) -> Feedback | None:
    """What a wrong answer ``given`` (choice strings) is told, or None where this package
    does not judge the item's kind."""
    kind = str(item["kind"])
    if kind == PUZZLE_KIND:
        return puzzle_feedback(item, given)
    family = FAMILIES.get(kind)
    return None if family is None else _family(family)(item, given[0])


def _diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    found = feedback_for(quiz_item.data, given)
    return None if found is None else Mistake(found.key, {}, found)


def register() -> None:
    """Grade the kinds above with feedback from comparison (``tutor.quiz.grading``)."""
    for kind in (*FAMILIES, PUZZLE_KIND):
        DIAGNOSERS[kind] = _diagnose


def wrong_choices(item: Mapping[str, Any]) -> Iterator[tuple[Mapping[str, Any], str]]:
    """Every (item, choice) a learner can answer wrongly: a puzzle's moves one by one."""
    if item["kind"] == PUZZLE_KIND:
        for index in range(len(item["moves"])):
            as_item = move_item(item, index)
            for choice in as_item["choices"]:
                if choice not in as_item["answer"]:
                    yield as_item, str(choice)
        return
    if item["kind"] not in FAMILIES:
        return
    for choice in item["choices"]:
        if choice not in item["answer"]:
            yield item, str(choice)


def has_feedback(item: Mapping[str, Any]) -> bool:
    return item["kind"] == PUZZLE_KIND or item["kind"] in FAMILIES


def diagnosis_problems(item: QuizItem) -> Iterator[str]:
    """A rules kind's wrong choices (single-answer items: each other choice; multi-answer
    items: each choice left out or added alone) graded by its own diagnoser: it must grade
    them wrong without error."""
    if item.answer_mode != "single":
        return
    for choice in item.choices:
        if choice in item.answer:
            continue
        try:
            verdict = grade(item, [choice])
        except InvalidAnswerError as error:
            yield f"{item.id} {choice}: {error}"
            continue
        if verdict.correct:
            yield f"{item.id} {choice}: a wrong choice is graded right"


# The explanation a learner reads, in every language, of an item or a puzzle's move: the
# web layer's ``tutor.web.explanation.explanation_texts`` (rendered from stored facts, or
# the stored prose), passed in because words are rendered above this layer.
Explainer = Callable[[Mapping[str, Any]], Mapping[str, str]]


def feedback_problems(item: Mapping[str, Any], explain: Explainer) -> Iterator[str]:
    """What is false in the feedback of any wrong choice of ``item`` (nothing when all
    hold): each fact is recomputed from the position and the stored evaluation, and must
    agree with the explanation ``explain`` gives of the item it is about."""
    for as_item, choice in wrong_choices(item):
        if item["kind"] == PUZZLE_KIND:
            found: Feedback | None = card_play.card_feedback(as_item, choice)
        else:
            found = feedback_for(as_item, [choice])
        if found is None:
            yield f"{as_item['id']} {choice}: no feedback"
            continue
        problem = found.problem(as_item) or explanation_conflict(found, explain(as_item), as_item)
        if problem is not None:
            yield f"{as_item['id']} {choice}: {problem}"


def explanation_conflict(
    found: Feedback, explanation: Mapping[str, str], item: Mapping[str, Any] | None = None
) -> str | None:
    """Where the feedback says something the item's own explanation contradicts: points
    other than those the explanation (by language) quotes, or a trick the explanation's
    facts say no card of the hand can win, or partner's card already wins."""
    facts = () if item is None else stored_facts(item) or ()
    for fact in found.facts:
        if isinstance(fact, PointsCost):
            for lang in languages():
                text = str(explanation.get(lang, ""))
                for value in (fact.chosen_points, fact.answer_points):
                    if f"{value:+.2f}" not in text:
                        return f"the {lang} explanation does not quote {value:+.2f}"
        if isinstance(fact, card_play.TrickComparison):
            says_none_beats = any(isinstance(f, NONE_BEATS) for f in facts)
            if says_none_beats and (fact.chosen_beats or fact.answer_beats):
                return "says a card beats the winner; the explanation says none does"
            says_partner_wins = any(isinstance(f, ALREADY_WINS) for f in facts)
            if says_partner_wins and not fact.partner_winning:
                return "says an opponent is winning; the explanation says partner's card wins"
    return None


register()
