"""What the three calling kinds share: kind names, labels, seats, counter rules and the
checks of a stored item (their sentences are facts worded in ``tutor.web.explanation``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tutor.analysis.calling import (
    CallJudgement,
    Table,
    sample_table,
)
from tutor.analysis.deal import CALL_THRESHOLD, hand_strength
from tutor.analysis.hearing import READINGS, UNIFORM, CallingModel, CallScript, call_script
from tutor.analysis.proof import (
    MARGIN_POINTS,
    Confirmation,
    claim_problem,
    item_fields,
)
from tutor.analysis.sampling import SamplingError
from tutor.engine import (
    SUITS,
    Call,
    Card,
    Deal,
    Pass,
    Rank,
    Suit,
    Variant,
    card_power,
    is_trump,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    GenerationError,
    ItemCheckError,
    counter_note,
    require,
)

ORDER_UP_KIND = "order-up"


NAME_TRUMP_KIND = "name-trump"


DISCARD_KIND = "discard"


PRESCREEN = 6


# The selection deals must show at least this lead before the confirming deals are spent.
SELECTION_MARGIN = 1.5 * MARGIN_POINTS


# Rejection sampling of deals where the earlier players would have passed: uniform over
# those deals; a position where none turns up is dropped.
PASSING_DEAL_TRIES = 4000


# The calling simulation counts each side's points up to the target (calling.team_value),
# and the score texts say "one point wins the game": win by two (E11) is not modelled.
_WIN_BY_TWO_UNMODELLED = (
    "order-up items at a score are made without win by two: the simulation and the texts "
    "count a game won at the target"
)


def _require_modelled(variant: Variant, kind: str) -> None:
    """The calling simulation models four-player knock Euchre without the joker."""
    if variant.players != 4 or variant.is_bid or variant.joker or variant.caller_takes_upcard:
        raise GenerationError(
            f"{kind} items are generated for four-player Euchre with the dealer taking the "
            f"turn-up (standard, cardgames, american), not {variant.name}"
        )


def _role(seat: int, dealer: int) -> int:
    return (seat - dealer) % 4


def _trumps(hand: Sequence[Card], trump: Suit) -> list[Card]:
    cards = [c for c in hand if is_trump(c, trump)]
    return sorted(cards, key=lambda c: -card_power(c, trump, trump))


def _high_trumps(hand: Sequence[Card], trump: Suit) -> list[Card]:
    return [c for c in _trumps(hand, trump) if c.rank is Rank.ACE or c.rank is Rank.JACK]


def _others_passed(table: Table, seats: Sequence[int], round_number: int) -> bool:
    """Would the heuristic players in ``seats`` have passed? (Samples must agree with it.)"""
    trump = table.upcard.suit
    for seat in seats:
        if round_number == 1 and trump is not None:
            hand = table.hands[seat] + ([table.upcard] if seat == table.dealer else [])
            if hand_strength(hand, trump) >= CALL_THRESHOLD:
                return False
        if round_number == 2:
            best = max(
                (hand_strength(table.hands[seat], s) for s in SUITS if s is not trump),
                default=0.0,
            )
            if best >= CALL_THRESHOLD:
                return False
    return True


def _dealer(
    variant: Variant,
    dealer: int,
    seat: int,
    hand: Sequence[Card],
    upcard: Card,
    passed_first: Sequence[int],
    passed_second: Sequence[int],
    model: CallingModel | None = None,
    round_number: int = 1,
) -> Callable[[random.Random], Table]:
    """Deals of the unseen cards that fit the earlier passes. Without ``model`` (items
    proven before the calls were read softly) a deal is kept only where every seat that
    passed is under the calling count; with it, a deal is kept with probability the
    likelihood of those passes under the model (``passes_heard``): exact rejection
    sampling of the deals weighted by what the seat heard, as ``tutor.analysis.hearing``
    draws them. Either way a position no deal fits raises, never falls back to uniform."""
    script: list[CallScript] = []

    def deal(rng: random.Random) -> Table:
        for _ in range(PASSING_DEAL_TRIES):
            table = sample_table(variant, dealer, seat, hand, upcard, rng)
            if model is None:
                if _others_passed(table, passed_first, 1) and _others_passed(
                    table, passed_second, 2
                ):
                    return table
                continue
            if not script:
                calls = heard_passes(dealer, seat, round_number, passed_first, passed_second)
                script.append(call_script(engine_deal(table), calls, seat, model))
            if not script[0].seats:
                return table  # nothing heard: every deal alike, drawn as without a model
            pick = rng.random()
            if pick < script[0].likelihood(table.hands, None, stop_below=pick):
                return table
        raise SamplingError("no deal of the unseen cards fits the earlier passes")

    return deal


def heard_passes(
    dealer: int,
    seat: int,
    round_number: int,
    passed_first: Sequence[int],
    passed_second: Sequence[int],
) -> tuple[Call, ...]:
    """The passes ``seat`` heard before its call in ``round_number``, in turn order, its
    own round-one pass included in round two."""
    order = [(dealer + i) % 4 for i in range(1, 5)]
    before = order[: order.index(seat)]
    first = order if round_number == 2 else before
    second = before if round_number == 2 else []
    if set(first) - {seat} != set(passed_first) or set(second) != set(passed_second):
        raise ValueError("the seats that passed are not the seats before the call")
    return tuple(Call(s, Pass()) for s in [*first, *second])


def engine_deal(table: Table) -> Deal:
    """``table`` as a freshly dealt engine deal (nothing called), the rest in the kitty."""
    held = {c for hand in table.hands for c in hand} | {table.upcard}
    kitty = [c for c in table.variant.cards() if c not in held]
    return Deal(table.variant, table.hands, dealer=table.dealer, upcard=table.upcard, kitty=kitty)


def item_model(item: Mapping[str, Any]) -> CallingModel | None:
    """The calling model an item was proven under (its ``calling_model``; absent or
    "uniform": the hard cut of the calling count, as items made before it read)."""
    reading = item.get("calling_model")
    if reading is None or reading == UNIFORM:
        return None
    model = READINGS.get(str(reading))
    if model is None:
        raise ItemCheckError(str(item.get("id", "?")), f"unknown calling model {reading!r}")
    return model


# What re-proving a stored calling item under a calling model finds (the words of
# ``best_play.checking.REPROOF_OUTCOMES``): proven (``HELD``); another option now best
# (``CHANGED``); every option alike (``DECIDED``); the answer leads but is not cleared
# (``OPEN``); or no deal explains the passes (``UNEXPLAINED``).
HELD, OPEN, DECIDED, CHANGED, UNEXPLAINED = "held", "open", "decided", "changed", "unexplained"
# A re-proof that holds but leaves the item failing its own check (a counter-example's note
# reads the tally the new proof changed).
UNCHECKED = "unchecked"
CALL_REPROOF_OUTCOMES = (HELD, OPEN, DECIDED, CHANGED, UNEXPLAINED)


def reproof_outcome(proof: Confirmation[str]) -> str:
    """What a re-proof of a stored answer under a calling model found."""
    if proof.proven:
        return HELD
    means = proof.means
    if max(means.values()) - min(means.values()) <= 1e-9:
        return DECIDED
    if means[proof.answer] < max(means.values()) - 1e-9:
        return CHANGED
    return OPEN


def reprove_stored(
    item: Mapping[str, Any],
    model: CallingModel,
    confirm: Callable[[], tuple[Confirmation[str], Mapping[str, Any]]],
    check: Callable[[dict[str, Any]], None] | None = None,
) -> tuple[str, dict[str, Any] | None]:
    """Re-prove a stored answer: ``confirm`` proves it afresh under ``model`` and returns
    the proof with the fields its tally adds to the item. The outcome and, where it holds,
    the item with the new proof, the tally and ``calling_model`` (its facts still to be made
    afresh: ``quizzes facts``). ``check`` (a kind whose counter-example's note reads the
    tally) must still pass the re-proven item, without replaying the proof: else the
    outcome is ``UNCHECKED``."""
    try:
        proof, tally = confirm()
    except SamplingError:
        return UNEXPLAINED, None
    outcome = reproof_outcome(proof)
    if outcome != HELD:
        return outcome, None
    heard = {**item, **item_fields(proof), **tally, "calling_model": model.name}
    if check is not None:
        try:
            check(heard)
        except ItemCheckError:
            return UNCHECKED, None
    return HELD, heard


# -- counter-examples -------------------------------------------------------------------

# A-11's clause with the dealer's call as this kind's button says it ("Pick it up"): one
# verb for the take-up in a text (review 6).
A11_THREE: str = principles.ADVICE["A-11-pick"]


# The rule each calling theme teaches, as a counter-example names it when it gives way.
COUNTER_RULES: dict[str, str] = {
    # Each is advice rules-spec §4 states, in its words (``principles.ADVICE``): a banner
    # never quotes a rule the course made up.
    "go-alone": principles.ADVICE["A-9"],
    "top-three-trumps": principles.ADVICE["A-9"],
    "dealer-partner-assists": principles.ADVICE["S0-3"],
    "two-high-trumps": principles.ADVICE["S0-3"],
    "pass-weak": principles.ADVICE["S0-3"],
    # A turn-down with fewer than three trumps is below the clause; with three it gives way.
    "dealer-pick-up": A11_THREE,
    # The id stays (stored items, exports); the theme is three trumps or more.
    "three-trumps": A11_THREE,
    "call-next": principles.ADVICE["A-2"],
    "reverse-next": principles.ADVICE["A-3"],
    # Opposite the dealer under the Canadian loner, S0-3's call with the partner is not
    # offered: its note says so (``_offer_counter_note``).
    "canadian-pass": principles.ADVICE["S0-3"],
    "play-to-score": principles.ADVICE["A-10"],
    "short-suit": principles.ADVICE["A-4"],
}


# The rules that set a call's threshold (a loner countering them meets them with room to
# spare: the catalogue's "The usual advice — %(rule)s — is more than met here").
_CALL_THRESHOLDS = (
    principles.ADVICE["S0-3"],
    A11_THREE,
    principles.ADVICE["A-2"],
    principles.ADVICE["A-3"],
)


def _require_counter(
    item: Mapping[str, Any],
    holds: Callable[[str], bool],
    applies: Callable[[str], bool] = lambda theme: True,
    note: Callable[[str], dict[str, str] | None] = lambda theme: None,
) -> None:
    """A counter-example's theme fits the position, its answer breaks the theme's rule, and
    its note says whether the rule gives way or, below the rule's own threshold, does not
    apply (``applies``)."""
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if countered is None:
        return
    theme = str(countered)
    require(theme in COUNTER_RULES, item, f"unknown counter-example {countered}")
    require(theme not in item["themes"], item, "a counter-example follows its theme")
    require(holds(theme), item, f"not a position for {countered}")
    if "explanation_facts" in item:
        return  # its note is its first explanation fact, which the kind checks
    expected = note(theme) or counter_note(COUNTER_RULES[theme], applies=applies(theme))
    require(item.get("counter_note") == expected, item, "the counter note says why")


def _confirmed(proof: Confirmation[str]) -> CallJudgement:
    """The confirming deals' averages, which explanations quote."""
    return CallJudgement(dict(proof.means), proof.samples)


def _in_turn(option: Any, place: int) -> list[int] | None:
    """A ``deal_trumps`` / ``deal_side_aces`` entry for the item at ``place`` among its
    theme's items (counter-examples counted apart): a list of counts to draw from, or a
    list of such lists that the items take in turn."""
    if not option:
        return None
    values = list(option)
    if isinstance(values[0], list):
        return [int(v) for v in values[place % len(values)]]
    return [int(v) for v in values]


def _require_principle(
    item: Mapping[str, Any], decision: Callable[[str], principles.Decision]
) -> None:
    """The answer follows the principle the item quotes, and some choice does not: a
    principle every choice keeps cannot be why the answer is best."""
    principle = item.get("principle")
    require(
        principles.fits(principle, decision(str(item["answer"][0]))),
        item,
        f"the answer does not follow the principle it quotes ({principle})",
    )
    require(
        principles.decides(principle, (decision(str(c)) for c in item["choices"])),
        item,
        f"every choice follows {principle}: it decides nothing",
    )
    _require_separated(item, decision)


def _require_separated(
    item: Mapping[str, Any], decision: Callable[[str], principles.Decision]
) -> None:
    """The principle the item quotes picks its answer over every choice: where it fits
    another choice too, a tie-breaker the explanation states prefers the answer
    (``principles.tie_break``)."""
    principle = item.get("principle")
    answer = decision(str(item["answer"][0]))
    others = principles.unseparated(principle, answer, (decision(str(c)) for c in item["choices"]))
    require(
        not others,
        item,
        f"{principle} fits {', '.join(_action_name(o) for o in others)} as well as the answer, "
        "and nothing the item says prefers the answer",
    )


def _action_name(decision: principles.Decision) -> str:
    if isinstance(decision, principles.Call):
        return decision.action
    if isinstance(decision, principles.Play):
        return decision.card.code
    return decision.card.code


def _check_hand(item: Mapping[str, Any], cards: Sequence[Card], variant: Variant) -> None:
    require(len(set(cards)) == len(cards), item, "a card appears twice")
    require(all(c in variant.cards() for c in cards), item, "a card is not in the pack")


def _require_stored(item: Mapping[str, Any]) -> None:
    """The stored evaluation covers every choice, its best is the answer, and the stored
    proof on fresh deals clears the margin."""
    stored = CallJudgement({str(k): float(v) for k, v in item["evaluation"].items()}, 0)
    require(sorted(stored.evaluation) == sorted(item["choices"]), item, "evaluation keys")
    require(item["answer"] == [stored.best], item, "the answer is not the best evaluation")
    problem = claim_problem(item)
    require(problem is None, item, problem or "")


# -- name-trump (round two) -------------------------------------------------------------


# A round-two call named alone: the suit's code and this suffix ("H-alone").
ALONE_SUFFIX = "-alone"


def alone_code(suit_code: str) -> str:
    return f"{suit_code}{ALONE_SUFFIX}"


def naming_action(option: str) -> tuple[str, bool]:
    """A round-two option as (the suit code or "pass", whether named alone)."""
    if option.endswith(ALONE_SUFFIX):
        return option[: -len(ALONE_SUFFIX)], True
    return option, False


# -- text shared by the calling kinds -----------------------------------------------------
# Seats are named as the player sees them (``words.seat_name``), as on the table; no rule
# id appears: the web links the item's principle to the lesson section that teaches it.
