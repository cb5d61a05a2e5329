"""The go-alone position (``LoneCall``): alone or with the partner, judged by playing it out, and
the themes and principles it shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    SAMPLES,
    CallJudgement,
    Contract,
    OptionJudge,
    Outcome,
    Table,
    play_out,
)
from tutor.analysis.hearing import CallingModel
from tutor.analysis.position import item_variant
from tutor.analysis.proof import (
    Confirmation,
    confirm,
)
from tutor.engine import Card, Suit, Variant, parse_card
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    GenerationError,
)
from tutor.quiz.kinds.calls.basics import (
    _dealer,
    _role,
    reprove_stored,
)

GO_ALONE_KIND = "go-alone"


PARTNER = "with-partner"


OPTIONS = (ALONE, PARTNER)


THEMES = ("go-alone", "stay-with-partner", "march-doubtful", "play-to-score")


# The rule a counter-example gives way from: A-9 in the spec's words (``principles.ADVICE``),
# never a rule the course made up; its note names what takes over (``lone_counter_note``).
COUNTER_RULES: dict[str, str] = {
    "go-alone": principles.ADVICE["A-9"],
}


# The best option's value (points for the caller's side) a position needs: a call that
# loses points on average is a question about calling, not about going alone.
WORTH_CALLING = 0.5


# How a hand ends for the caller's side, in the order the explanation names them.
RESULTS = ("march", "made", "euchred")


@dataclass(frozen=True)
class LoneCall:
    """``seat`` has made ``trump``: ordered up (or, as dealer, picked up) the turn-up in
    round one, or named a suit in round two; the players before it passed."""

    variant: Variant
    dealer: int
    seat: int
    hand: list[Card]  # the five dealt cards
    upcard: Card
    round: int
    trump: Suit
    scores: list[int] | None = None

    @property
    def role(self) -> int:
        return _role(self.seat, self.dealer)

    @property
    def holding(self) -> list[Card]:
        """The dealer who picks up counts the turn-up (and discards one card after)."""
        if self.round == 1 and self.role == 0:
            return [*self.hand, self.upcard]
        return list(self.hand)

    def taken(self, alone: bool) -> bool:
        """Whether the dealer takes the turn-up: round one only, and not when the dealer's
        partner goes alone (the dealer sits out; the card is dead, E4)."""
        return self.round == 1 and not (alone and self.role == 2)

    def passed_first(self) -> list[int]:
        order = [(self.dealer + i) % 4 for i in range(1, 5)]
        if self.round == 2:
            return [s for s in order if s != self.seat]
        return order[: order.index(self.seat)]

    def passed_second(self) -> list[int]:
        if self.round == 1:
            return []
        order = [(self.dealer + i) % 4 for i in range(1, 5)]
        return order[: order.index(self.seat)]

    def call(self, alone: bool) -> principles.Call:
        scores = None
        if self.scores is not None:
            scores = (self.scores[self.seat % 2], self.scores[1 - self.seat % 2])
        action = ORDER_UP if self.round == 1 else self.trump.code
        return principles.Call(
            self.dealer,
            self.seat,
            tuple(self.hand),
            self.upcard,
            self.round,
            ALONE if alone and self.round == 1 else action,
            scores=scores,
            target=self.variant.target,
            canadian_loner=self.variant.canadian_loner,
            alone=alone,
        )


def _require_modelled(variant: Variant) -> None:
    if (
        variant.players != 4
        or variant.is_bid
        or variant.joker
        or variant.caller_takes_upcard
        or not variant.allow_alone
        or variant.canadian_loner
    ):
        raise GenerationError(
            "go-alone items are generated for four-player Euchre with loners, the dealer "
            f"taking the turn-up and no Canadian loner (standard, cardgames, american), not "
            f"{variant.name}"
        )


def _play(lone: LoneCall) -> Callable[[Table, str], Outcome]:
    def play(table: Table, option: str) -> Outcome:
        alone = option == ALONE
        contract = Contract(lone.trump, lone.seat, alone, taken=lone.taken(alone))
        return play_out(table, contract)

    return play


def lone_judge(
    lone: LoneCall, item_id: str, stream: str = "samples", model: CallingModel | None = None
) -> OptionJudge:
    """Both options played out on deals that fit the passes before the call, read by the
    hard cut of the calling count or (``model``) heard through its likelihood
    (``basics._dealer``), as the other calling kinds read them."""
    deal = _dealer(
        lone.variant,
        lone.dealer,
        lone.seat,
        lone.hand,
        lone.upcard,
        lone.passed_first(),
        lone.passed_second(),
        model,
        round_number=lone.round,
    )
    # Deals under a model are other deals: remembered apart.
    key = repr(lone) if model is None else f"{lone!r}|{model.name}"
    return OptionJudge(
        item_id,
        list(OPTIONS),
        deal,
        _play(lone),
        lone.seat % 2,
        scores=lone.scores,
        target=lone.variant.target,
        stream=stream,
        memory_key=key,
    )


def judge_lone(lone: LoneCall, item_id: str, samples: int = SAMPLES) -> CallJudgement:
    return lone_judge(lone, item_id).extend(samples)


def tally(
    outcomes: Sequence[Mapping[str, Outcome]], team: int, options: Sequence[str] = OPTIONS
) -> dict[str, dict[str, int]]:
    """How often ``team`` (the makers) marched, made its three or four tricks, or was
    euchred under each option, from the points of each played-out deal (a march scores 2,
    alone 4; a euchre scores for the other side)."""
    counts = {option: dict.fromkeys(RESULTS, 0) for option in options}
    for results in outcomes:
        for option, outcome in results.items():
            mine, theirs = outcome.points[team], outcome.points[1 - team]
            result = "euchred" if theirs > 0 else "march" if mine >= 2 else "made"
            counts[option][result] += 1
    return counts


def confirm_lone(
    lone: LoneCall,
    item_id: str,
    answer: str,
    *,
    samples: int | None = None,
    model: CallingModel | None = None,
) -> tuple[Confirmation[str], dict[str, dict[str, int]]]:
    """Prove ``answer`` on the confirming deals (the passes read by the hard cut or heard
    under ``model``); how each option ended on those deals."""
    judge = lone_judge(lone, item_id, "confirm", model)
    proof = confirm(judge.draw, answer, samples=samples)
    return proof, tally(judge.outcomes[: proof.samples], lone.seat % 2)


def reprove_go_alone(
    item: Mapping[str, Any], model: CallingModel
) -> tuple[str, dict[str, Any] | None]:
    """Prove a stored go-alone answer afresh (the banks' proof rule) with the passes before
    the call heard under ``model``; the outcome (``basics.CALL_REPROOF_OUTCOMES``) and, where
    it holds, the item with the new proof, its ``lone_outcomes`` and ``calling_model`` (its
    facts still to be rewritten from them: ``quizzes facts``)."""
    lone = lone_from_item(item)
    answer = str(item["answer"][0])

    def confirm() -> tuple[Confirmation[str], dict[str, Any]]:
        proof, outcomes = confirm_lone(lone, str(item["id"]), answer, model=model)
        return proof, {"lone_outcomes": outcomes}

    return reprove_stored(item, model, confirm)


# -- themes and principles ------------------------------------------------------------------


def _lone_hand(lone: LoneCall) -> bool:
    return principles.lone_hand(lone.holding, lone.trump)


def _two_points_win(lone: LoneCall) -> bool:
    return lone.scores is not None and lone.scores[lone.seat % 2] >= lone.variant.target - 2


def _themes(lone: LoneCall, answer: str) -> list[str]:
    themes: list[str] = []
    if answer == ALONE:
        themes.append("go-alone")
    elif not _lone_hand(lone):
        themes.append("stay-with-partner")
    else:
        if principles.lone_march_doubtful(_kept(lone), lone.trump):
            themes.append("march-doubtful")
        if _two_points_win(lone):
            themes.append("play-to-score")
    return themes


def _kept(lone: LoneCall) -> list[Card]:
    return principles.kept_cards(lone.call(False), lone.trump)


def _fits(lone: LoneCall, theme: str) -> bool:
    """The position a theme is about: a lone hand for go-alone, a hand strong enough to
    call but not a lone hand for stay-with-partner."""
    if theme == "go-alone":
        return _lone_hand(lone)
    if theme == "stay-with-partner":
        return not _lone_hand(lone)
    return True


def _principle(lone: LoneCall, answer: str, themes: Sequence[str]) -> str | None:
    call = lone.call(answer == ALONE)
    options = [lone.call(option == ALONE) for option in OPTIONS]
    # A-9 first: the score is the reason only for a hand A-9 would play alone.
    for principle in ("A-9", "A-10") if "play-to-score" in themes else ("A-9",):
        if principles.fits(principle, call) and principles.decides(principle, options):
            return principle
    return None


def _fields(lone: LoneCall) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "trump": lone.trump.code,
        "no_trump": None,
        "dealer": lone.dealer,
        "maker": lone.seat,
        "alone": False,
        "seat": lone.seat,
        "upcard": lone.upcard.code,
        "upcard_taken": lone.round == 1,
        "history": [],
        "trick": [],
        "hand": [c.code for c in sorted(lone.holding)],
        "dealt": [c.code for c in lone.hand],
        "round": lone.round,
    }
    if lone.scores is not None:
        fields["scores"] = list(lone.scores)
        fields["target"] = lone.variant.target
    return fields


def lone_from_item(item: Mapping[str, Any]) -> LoneCall:
    scores = item.get("scores")
    return LoneCall(
        item_variant(item),
        int(item["dealer"]),
        int(item["seat"]),
        [parse_card(str(c)) for c in item["dealt"]],
        parse_card(str(item["upcard"])),
        int(item["round"]),
        Suit.parse(str(item["trump"])),
        None if scores is None else [int(s) for s in scores],
    )
