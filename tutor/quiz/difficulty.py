"""How hard an item is: measured from the item, then calibrated by learners' answers.

``measure`` scores what makes a Euchre question hard for a learner: how many choices
there are, traps (the left bower on a lead of its printed suit, the Benny, an overruff,
a follow-suit trap), inference (voids and counting over played tricks), how many tricks
are left to see through, a thin proven margin, and counter-examples where the rule of the
set does not decide. ``rate`` blends it with the first-try accuracy stored in
``quizzes/calibration.json`` (written by ``flask quizzes calibrate`` from the attempts
table) once an item has enough first tries, so the next build orders items by how hard
learners actually found them. Between builds, the pages serve a set in the order its
trusted Glicko-2 item ratings give, this measured order standing wherever ratings are
too thin (``tutor.practice.ordering``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from tutor.engine import Card, Suit, effective_suit, is_left_bower, is_trump, parse_card

MIN_ATTEMPTS = 20
CALIBRATION_FILE = "calibration.json"

# Themes that set a trap or need a rule beyond "highest card of the led suit wins".
_TRAP_THEMES = {
    "left-bower-on-its-suit": 2.0,
    "left-bower": 0.5,
    "trump-beats-led-suit": 0.5,
    "off-suit-cannot-win": 0.5,
    "lone-hand": 0.5,
    "overruff": 1.0,
    "left-bower-led": 1.0,
    "left-bower-only-trump": 1.0,
    "void-in-left-bower-suit": 1.0,
    "joker": 0.5,
    "no-trump-low": 1.0,
    "win-by-two": 1.0,
    "bid-win-rule": 1.5,
    "three-hand-tie": 1.5,
    "lone-defender-euchre": 0.5,
    "lone-march": 0.5,
    "bid-set": 0.5,
    "who-leads-loner": 0.5,
    "canadian-loner": 1.0,
    "renege-penalty": 0.5,
    "trumps-out": 1.0,
    "where-is-card": 0.5,
    "void-in-suit": 0.5,
    "score-after": 0.5,
    "loner-worth": 1.0,
}


@dataclass(frozen=True)
class Calibration:
    """Per item: first tries and how many of them were right."""

    first_tries: Mapping[str, tuple[int, int]] = field(default_factory=dict)

    def observed(self, item_id: str) -> int | None:
        """The difficulty learners' first tries show, 1-5, or None with too few of them."""
        tries, right = self.first_tries.get(item_id, (0, 0))
        if tries < MIN_ATTEMPTS:
            return None
        accuracy = right / tries
        for level, floor in ((1, 0.9), (2, 0.75), (3, 0.6), (4, 0.45)):
            if accuracy >= floor:
                return level
        return 5


def load_calibration(path: Path | None = None) -> Calibration:
    if path is None:
        from tutor.quiz.bank import default_quiz_dir

        path = default_quiz_dir() / CALIBRATION_FILE
    return _load(path, path.stat().st_mtime_ns if path.exists() else 0)


@lru_cache(maxsize=8)
def _load(path: Path, _mtime: int) -> Calibration:
    if not path.exists():
        return Calibration()
    raw = json.loads(path.read_text(encoding="utf-8"))
    items = raw.get("items", {}) if isinstance(raw, dict) else {}
    return Calibration(
        {
            str(item_id): (int(entry["first_tries"]), int(entry["first_try_right"]))
            for item_id, entry in items.items()
        }
    )


def write_calibration(path: Path, first_tries: Mapping[str, tuple[int, int]]) -> None:
    """Deterministic (sorted) so a rerun over the same attempts changes nothing."""
    items = {
        item_id: {
            "first_tries": tries,
            "first_try_right": right,
            "accuracy": round(right / tries, 3) if tries else None,
        }
        for item_id, (tries, right) in sorted(first_tries.items())
    }
    payload = {"min_attempts": MIN_ATTEMPTS, "items": items}
    path.write_text(json.dumps(payload, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def _trick_traps(item: Mapping[str, Any]) -> float:
    """Traps in the current trick: the left bower on its printed suit, an overruff."""
    trump_code = item.get("trump")
    trick = item.get("trick") or []
    if not trump_code or not trick:
        return 0.0
    trump = Suit.parse(str(trump_code))
    cards = [parse_card(str(play["card"])) for play in trick]
    led = effective_suit(cards[0], trump)
    score = 0.0
    if led is not trump and any(is_left_bower(c, trump) and c.suit is led for c in cards[1:]):
        score += 1.0
    trumps = [c for c in cards[1:] if is_trump(c, trump)]
    if led is not trump and len(trumps) >= 2:
        score += 0.5
    return score


def _suit_trap(item: Mapping[str, Any]) -> float:
    """The left bower, a jack that is no bower, a card of the left bower's printed suit."""
    trump = Suit.parse(str(item["trump"]))
    if item.get("ask") == "member":
        return _member_traps(item, trump)
    card = parse_card(str(item["card"]))
    if card.is_joker or is_left_bower(card, trump):
        return 1.5
    if card.suit is trump.sister or (card.rank.name == "JACK" and card.suit is not trump):
        return 1.0
    return 0.0


def _member_traps(item: Mapping[str, Any], trump: Suit) -> float:
    """ "Which of these is a diamond?": the cards whose print misleads (printed in the asked
    suit but not in it, or in it but not printed so); hardest when the answer is one."""
    asked = Suit.parse(str(item["ask_suit"]))
    answer = parse_card(str(item["answer"][0]))

    def misleads(card: Card) -> bool:
        printed = None if card.is_joker else card.suit
        return (printed is asked) != ((effective_suit(card, trump) or trump) is asked)

    traps = [c for c in (parse_card(str(code)) for code in item["choices"]) if misleads(c)]
    if not traps:
        return 0.0
    return (1.5 if answer in traps else 1.0) + 0.25 * (len(traps) - 1)


def measure(item: Mapping[str, Any]) -> int:
    """Difficulty 1-5 from the item alone."""
    if item.get("kind") == "puzzle":
        return _measure_puzzle(item)
    score = 1.0
    choices = item.get("choices") or []
    answer = item.get("answer") or []
    kind = str(item.get("kind"))
    if kind == "legal-plays":
        # Many cards in hand with only some of them legal is the hard case.
        if 0 < len(answer) < len(choices):
            score += 0.5 + 0.25 * max(0, len(choices) - len(answer) - 1)
    elif kind == "bower-rank":
        score += 0.25 * max(0, len(choices) - 4)
    elif kind == "effective-suit":
        score += _suit_trap(item)
    elif len(choices) >= 5:
        score += 0.5
    elif len(choices) <= 2:
        score -= 0.5
    themes = set(item.get("themes", []))
    score += sum(weight for theme, weight in _TRAP_THEMES.items() if theme in themes)
    if kind in ("trick-winner", "legal-plays") and not themes & set(_TRAP_THEMES):
        score += _trick_traps(item)  # items made before the trap themes existed
    history = item.get("history") or []
    if history and kind != "legal-plays":  # legal plays do not depend on the past tricks
        score += 0.5 * min(3, len(history))  # reading played tricks: voids, counting
    hand = item.get("hand") or []
    if item.get("evaluation") is not None and hand:
        score += 0.25 * max(0, len(hand) - 2)  # more tricks left to see through
    confirm = item.get("confirm")
    if isinstance(confirm, Mapping) and "margin" in confirm:
        margin = float(confirm["margin"])
        score += 1.0 if margin < 0.15 else 0.5 if margin < 0.4 else 0.0
    question = item.get("question")
    if kind == "read-the-calls" and isinstance(question, Mapping):
        score += _calls_reading(item, question)
    # A lone hand or a lone defender means working out who sits out first.
    if isinstance(question, Mapping) and (
        question.get("alone") or question.get("defender") is not None
    ):
        score += 1.0
    if item.get("counter_example"):
        # The learner must see that the rule gives way; more than that, a whole level
        # would push every counter-example to the end of its set.
        score += 0.5
    if item.get("alone") or item.get("defender_alone") is not None:
        score += 0.25
    return _clamp(score)


# The seat codes of a read-the-calls card-holder answer, as offsets from the learner.
_HOLDER_OFFSETS = {"left": 1, "partner": 2, "right": 3}


def _calls_reading(item: Mapping[str, Any], question: Mapping[str, Any]) -> float:
    """read-the-calls: a share to place in a range is harder than a likeliest seat; what a
    pass says is harder to read than what a call says; and an answer near its range's edge,
    or a likeliest seat only a little ahead of the next, is harder than a plain one."""
    reading = item.get("reading") or {}
    heard = {str(k): float(v) for k, v in (reading.get("heard") or {}).items()}
    maker = item.get("maker")
    you = int(item.get("seat") or 0)
    score = 0.0
    if question.get("type") == "trumps-held":
        score += 0.5
        if question.get("subject") != maker:
            score += 1.0
        share = heard.get("held", 0.5)
        if min(abs(share - edge) for edge in (0.25, 0.5, 0.75)) < 0.1:
            score += 0.5
        return score
    answer = str((item.get("answer") or [""])[0])
    offset = _HOLDER_OFFSETS.get(answer)
    if offset is not None and (you + offset) % 4 != maker:
        score += 1.0
    ranked = sorted(heard.values(), reverse=True)
    if len(ranked) > 1 and ranked[0] - ranked[1] < 0.2:
        score += 0.5
    return score


def _measure_puzzle(item: Mapping[str, Any]) -> int:
    """A hand puzzle: its moves measured as the best-play items they were proven as,
    averaged, plus half a level for each decision beyond two (the whole line must be
    kept in mind, and one slip costs a share of the score)."""
    from tutor.quiz.kinds.puzzle import move_items  # the kinds import this module's users

    moves = [measure(move) for move in move_items(item)]
    return _clamp(sum(moves) / len(moves) + 0.5 * (len(moves) - 2))


def _clamp(score: float) -> int:
    return max(1, min(5, int(score + 0.5)))  # halves round up, not to even


def rate(item: Mapping[str, Any], calibration: Calibration | None = None) -> int:
    """The stored difficulty: measured, pulled towards what learners' first tries show."""
    measured = measure(item)
    if calibration is None:
        return measured
    observed = calibration.observed(str(item["id"]))
    if observed is None:
        return measured
    return _clamp((measured + 2 * observed) / 3)
