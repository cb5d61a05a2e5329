"""Feedback on a call (order up, pass, alone, name trump, defend alone, British and
three-hand calling): the chosen call compared with the answer, from the item's stored
evaluation and the hand."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import PASS
from tutor.analysis.position import item_variant
from tutor.engine import Card, Suit, is_trump, parse_card
from tutor.quiz.feedback.facts import Fact, Feedback, points_cost

ALONE_CALLS = ("alone", "defend-alone")
ALONE_SUFFIX = "-alone"
SUIT_CODES = ("S", "H", "D", "C")


def is_alone(option: str) -> bool:
    return option in ALONE_CALLS or option.endswith(ALONE_SUFFIX)


def named_suit(option: str) -> str | None:
    """The suit a round-two option names ("H", "H-alone"), or None."""
    code = option.removesuffix(ALONE_SUFFIX)
    return code if code in SUIT_CODES else None


def trump_of(item: Mapping[str, Any], option: str) -> Suit | None:
    """The suit that would be trump after ``option``: trump already made, the suit the
    option names, or the turn-up's suit in round one; None when nothing names one."""
    if item.get("trump"):
        return Suit.parse(str(item["trump"]))
    code = named_suit(option)
    if code is not None:
        return Suit.parse(code)
    upcard = item.get("upcard")
    if upcard and int(item.get("round") or 1) == 1:
        return parse_card(str(upcard)).suit
    return None


@dataclass(frozen=True)
class TrumpHolding:
    """The trumps the player's hand holds if ``suit`` is trump, and ``upcard``: the
    turn-up of that suit that the call would bring into the hand (the dealer's own call,
    or any caller's under the British rule), or None."""

    suit: str
    trumps: tuple[str, ...]
    upcard: str | None = None

    def check(self, item: Mapping[str, Any]) -> str | None:
        fresh = trump_holding(item, Suit.parse(self.suit))
        return None if fresh == self else f"the hand gives {fresh}"


def trump_holding(item: Mapping[str, Any], suit: Suit) -> TrumpHolding:
    hand = [parse_card(str(code)) for code in item["hand"]]
    trumps = tuple(c.code for c in hand if is_trump(c, suit))
    return TrumpHolding(suit.code, trumps, _upcard_to_hand(item, suit, hand))


def _upcard_to_hand(item: Mapping[str, Any], suit: Suit, hand: list[Card]) -> str | None:
    """The turn-up that a round-one call making ``suit`` trump puts in the player's hand."""
    if item.get("trump") or not item.get("upcard") or int(item.get("round") or 1) != 1:
        return None
    upcard = parse_card(str(item["upcard"]))
    if upcard in hand or not is_trump(upcard, suit):
        return None
    takes = item_variant(item).caller_takes_upcard or item.get("dealer") == item.get("seat")
    return upcard.code if takes else None


@dataclass(frozen=True)
class LoneOutcomes:
    """How the hand ended for the makers under ``option`` on the item's confirming deals
    (stored as ``lone_outcomes`` by go-alone and defend-alone items): marches, three or
    four tricks, euchres."""

    option: str
    march: int
    made: int
    euchred: int

    @property
    def deals(self) -> int:
        return self.march + self.made + self.euchred

    def check(self, item: Mapping[str, Any]) -> str | None:
        fresh = lone_outcomes(item, self.option)
        return None if fresh == self else f"the stored outcomes give {fresh}"


def lone_outcomes(item: Mapping[str, Any], option: str) -> LoneOutcomes | None:
    tally = (item.get("lone_outcomes") or {}).get(option)
    if tally is None:
        return None
    return LoneOutcomes(option, int(tally["march"]), int(tally["made"]), int(tally["euchred"]))


@dataclass(frozen=True)
class BestAtLoveAll:
    """The chosen call is the best at 0–0 (proven and stored as ``best_without_score``);
    at this item's score the answer is."""

    chosen: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        if item.get("best_without_score") != self.chosen:
            return f"the best call at 0–0 is {item.get('best_without_score')}, not {self.chosen}"
        return None


# British and three-hand calling: a theme the item checker holds to the position names what
# the learner overlooked (its feedback states the same through the facts).
THEME_KEYS: tuple[tuple[str, str | None, str | None, str], ...] = (
    # theme, the chosen call, the answer (None: any), key
    ("no-third-trick", "order-up", None, "counted-on-a-partner"),
    ("few-high-trumps", "order-up", None, "counted-trumps-not-high-trumps"),
    ("dealer-turn-down", "order-up", PASS, "picked-up-without-a-partner"),
    ("take-turned-down", None, None, "forgot-the-turned-down-bower"),
    ("caller-takes-turn-up", PASS, None, "did-not-count-the-turn-up"),
)


def _key(kind: str, themes: list[str], chosen: str, answer: str) -> str:
    """The mistake key the classes' reports count (the keys of the old diagnosers)."""
    if kind in ("british-call", "three-hand-call"):
        for theme, chosen_call, answer_call, key in THEME_KEYS:
            if theme in themes and chosen_call in (None, chosen) and answer_call in (None, answer):
                return key
    if kind == "bid-amount":
        if chosen == PASS:
            return "passed-a-contract"
        if answer == PASS:
            return "bid-a-weak-hand"
        return "overbid" if int(chosen) > int(answer) else "underbid"
    if kind == "bid-declare":
        no_trump = ("NTH", "NTL")
        if chosen in no_trump:
            return "no-trump-upside-down" if answer in no_trump else "no-trump-without-stoppers"
        return "trump-without-length" if answer in no_trump else "weaker-trump-suit"
    if chosen == PASS:
        return "passed-round-two" if kind == "name-trump" else "passed-a-strong-hand"
    if answer == PASS:
        return "named-a-weak-suit" if kind == "name-trump" else "called-a-weak-hand"
    if kind == "defend-alone":
        if not is_alone(chosen):
            return "missed-a-lone-defence"
        if "lone-defence-costs" in themes:
            return "lone-defence-that-costs-points"
        return "lone-defence-without-three-tricks"
    if kind == "go-alone" and is_alone(chosen) and "play-to-score" in themes:
        return "alone-when-two-points-win"
    if named_suit(chosen) != named_suit(answer):
        return "named-the-wrong-suit"
    if is_alone(chosen) and not is_alone(answer):
        return (
            "alone-without-a-sure-march" if kind == "go-alone" else "alone-without-the-top-trumps"
        )
    if is_alone(answer) and not is_alone(chosen):
        return "missed-a-loner"
    return "weaker-call"


def call_feedback(item: Mapping[str, Any], chosen: str) -> Feedback:
    """The chosen call against the answer: what each is worth over the confirming deals,
    and where going alone is at stake, the trumps the hand holds."""
    answer = str(item["answer"][0])
    facts: list[Fact] = []
    key = _key(str(item["kind"]), list(item.get("themes") or ()), chosen, answer)
    if item.get("best_without_score") == chosen:
        facts.append(BestAtLoveAll(chosen))
        key = "ignored-the-score"
    if is_alone(chosen) != is_alone(answer) and str(item["kind"]) != "defend-alone":
        loner = chosen if is_alone(chosen) else answer
        suit = trump_of(item, loner)
        if suit is not None:
            facts.append(trump_holding(item, suit))
    chosen_suit, answer_suit = named_suit(chosen), named_suit(answer)
    if chosen_suit is not None and answer_suit is not None and chosen_suit != answer_suit:
        facts.append(trump_holding(item, Suit.parse(chosen_suit)))
        facts.append(trump_holding(item, Suit.parse(answer_suit)))
    for option in (chosen, answer):
        outcomes = lone_outcomes(item, option)
        if outcomes is not None:
            facts.append(outcomes)
    cost = points_cost(item, chosen, answer)
    if cost is not None:
        facts.append(cost)
    return Feedback(key, chosen, answer, tuple(facts))
