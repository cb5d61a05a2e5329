"""order-up, name-trump and discard: calling decisions judged by playing the hand out.

Each option is played out over sampled deals of the unseen cards (``tutor.analysis.calling``)
and valued in points for the caller's side; an item is published only when the best
option clears the second by ``MARGIN_POINTS`` and follows a principle of rules-spec §4.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    PASS,
    SAMPLES,
    CallJudgement,
    Contract,
    OptionJudge,
    Outcome,
    Table,
    play_out,
    rejudge,
    rest_of_calling,
    sample_table,
)
from tutor.analysis.deal import CALL_THRESHOLD, dealer_discard, hand_strength
from tutor.analysis.position import item_variant
from tutor.analysis.proof import (
    MARGIN_POINTS,
    Confirmation,
    claim_problem,
    confirm,
    item_fields,
    replay_problem,
)
from tutor.analysis.sampling import SamplingError
from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Suit,
    Variant,
    card_power,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
    left_bower,
    parse_card,
    right_bower,
)
from tutor.quiz import principles
from tutor.quiz.grading import Mistake
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    Kind,
    Spec,
    base_item,
    counter_note,
    mark_counter,
    more_than_met_note,
    require,
    text,
    with_counter_note,
)
from tutor.quiz.kinds.lone_dispute import disputed_loner_text
from tutor.quiz.symmetry import call_twins
from tutor.quiz.words import (
    NUMBER_WORDS_EN,
    NUMBER_WORDS_KO,
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    cards_text,
    count_en,
    josa,
    lines,
    lone_march_gain,
    made_points,
    made_tricks,
    march_points,
    points_en,
    seat_name,
    suit_en,
    suit_ko,
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

LABELS: dict[str, dict[str, str]] = {
    PASS: {"en": "Pass", "ko": "패스"},
    ORDER_UP: {"en": "Order it up", "ko": "오더업"},
    ALONE: {"en": "Order it up and go alone", "ko": "오더업하고 혼자 하기"},
}
DEALER_LABELS: dict[str, dict[str, str]] = {
    PASS: {"en": "Turn it down", "ko": "패스(엎기)"},
    ORDER_UP: {"en": "Pick it up", "ko": "테이크업"},
    ALONE: {"en": "Pick it up and go alone", "ko": "테이크업하고 혼자 하기"},
}
SEAT_ROLE_EN = (
    "the dealer",
    "first to speak, on the dealer's left",
    "the dealer's partner",
    "on the dealer's right",
)
SEAT_ROLE_KO = ("딜러", "딜러 왼쪽의 첫 번째 차례", "딜러의 파트너", "딜러 오른쪽")


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


def _points(value: float) -> str:
    return f"{value:+.2f}"


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
) -> Callable[[random.Random], Table]:
    def deal(rng: random.Random) -> Table:
        for _ in range(PASSING_DEAL_TRIES):
            table = sample_table(variant, dealer, seat, hand, upcard, rng)
            if _others_passed(table, passed_first, 1) and _others_passed(table, passed_second, 2):
                return table
        raise SamplingError("no deal of the unseen cards fits the earlier passes")

    return deal


# -- counter-examples -------------------------------------------------------------------

# A-11's clause with the dealer's call as this kind's button says it ("Pick it up"): one
# verb for the take-up in a text (review 6).
A11_THREE: tuple[str, str] = principles.ADVICE["A-11-pick"]

# The rule each calling theme teaches, as a counter-example names it when it gives way.
COUNTER_RULES: dict[str, tuple[str, str]] = {
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
# spare: ``more_than_met_note``).
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
    expected = note(theme) or counter_note(COUNTER_RULES[theme], applies=applies(theme))
    require(item.get("counter_note") == expected, item, "the counter note says why")


def _offer_counter_note(offer: Offer, theme: str, answer: str) -> dict[str, str] | None:
    """Playing to the score, a counter-example whose call is the one at 0-0: where the
    opponents could win the game with a loner (A-10's second clause), the score does
    matter, and the note says what the position shows: any call, alone or not, takes the
    call from them, and the no-loner clause starts only at 8. A pass at a score where one
    hand can decide the game says the score changes nothing (the pass is proven at 0-0
    too). A loner against a call rule (two high trumps, the dealer's three trumps) is that
    rule more than met, giving way upward to A-9. Elsewhere the usual note."""
    if answer == ALONE and COUNTER_RULES[theme] in _CALL_THRESHOLDS and theme != "canadian-pass":
        return more_than_met_note(COUNTER_RULES[theme], principles.ADVICE["A-9"])
    up = offer.upcard
    if (
        answer == PASS
        and COUNTER_RULES[theme] == principles.ADVICE["S0-3"]
        and partner_takes_turn_up(offer)
        and up in s03_high(offer)
        and not _offer_note_applies(offer, theme, answer)
    ):
        # S0-3 counts the side's high trumps with the turn-up the dealer takes (``s03_high``):
        # the note says whose cards fall short, as the explanation's count does.
        rule_en, rule_ko = COUNTER_RULES[theme]
        return text(
            f"The usual advice — {rule_en} — asks for more than your side holds, even "
            f"counting the {up} your partner takes.",
            f"파트너가 가져갈 {card_josa(up, '을')} 더해도 우리 팀은 '{rule_ko}'는 원칙의 "
            "조건에 못 미칩니다.",
        )
    if theme == "go-alone" and answer != ALONE:
        shortfall = _loner_shortfall(offer)
        if shortfall is None or not principles.lone_hand(offer.holding, offer.trump):
            return None
        rule_en, rule_ko = COUNTER_RULES[theme]
        stay_en, stay_ko = principles.ADVICE["A-9-stay"]
        en = f"The usual advice — {rule_en} — gives way here to the rest of it: {stay_en}."
        ko = (
            f"보통은 '{rule_ko}'는 원칙을 따르지만, 여기서는 같은 원칙의 뒷부분인 "
            f"'{stay_ko}'가 우선합니다."
        )
        if answer == PASS:  # an order-up says why not alone in its own "Not alone" line
            en += f" {capital(shortfall[0])}."
            ko += f" {shortfall[1]}."
        return text(en, ko)
    if theme == "canadian-pass" and answer == ALONE:
        rule_en, rule_ko = COUNTER_RULES[theme]
        return text(
            f"The usual advice — {rule_en} — does not apply opposite the dealer here: under "
            "the Canadian loner you may accept the turn-up only by going alone, so no partner "
            "plays with you. The choice is a loner or a pass, and this hand goes alone.",
            f"'{rule_ko}'는 원칙은 여기서 딜러의 파트너 자리에 맞지 않습니다. 캐나디안 로너 "
            "규칙에서는 혼자 하기로만 턴업을 받을 수 있어 함께 칠 파트너가 없습니다. 혼자 "
            "하거나 패스하거나 둘 중 하나이고, 이 손패라면 혼자 합니다.",
        )
    if theme != "play-to-score" or offer.scores is None:
        return None
    target = offer.variant.target
    mine, theirs = offer.scores[offer.seat % 2], offer.scores[1 - offer.seat % 2]
    if answer == ALONE and not _score_matters(offer):
        return text(
            f"Playing to the score changes nothing here: the opponents, at {theirs}, cannot "
            f"reach {target} even with a loner, and your side, at {mine}, is short of the "
            f"{target - 2} points where a loner no longer pays.",
            "점수를 보고 판단해도 여기서는 달라지는 것이 없습니다. "
            f"상대 팀은 {theirs}점이라 혼자 해서 전승해도 {target}점에 못 미치고, "
            f"우리 팀은 {mine}점이라 혼자 하기가 의미 없어지는 {target - 2}점에 이르지 "
            "않았습니다.",
        )
    if answer == PASS:
        if not _score_matters(offer):
            return None
        return text(
            f"The score does not change this call: at {mine}–{theirs} one hand can decide "
            "the game, but passing is best at 0–0 as well.",
            f"여기서는 점수가 판단을 바꾸지 않습니다. 지금 점수({mine}대 {theirs})에서는 이번 "
            "판이 게임을 가를 수 있지만, 0대 0이어도 패스가 가장 좋습니다.",
        )
    if theirs < target - 4 or mine >= target - 2:
        return None
    how_en = "going alone" if answer == ALONE else "ordering up"
    how_ko = "혼자 해도" if answer == ALONE else "오더업해도"
    same_en = (
        "as surely as ordering up with your partner"
        if answer == ALONE
        else "as surely as a loner would"
    )
    same_ko = "파트너와 함께 오더업할 때처럼" if answer == ALONE else "혼자 할 때처럼"
    return text(
        f"The score matters here: the opponents, at {theirs}, could win the game with a "
        "loner this hand, and calling takes that chance from them. It does not change the "
        f"call, though: {how_en} blocks their loner {same_en}, and your side, at {mine}, "
        f"has not reached the {target - 2} points where a loner no longer pays.",
        f"여기서는 점수가 중요합니다. 상대 팀은 {theirs}점이라 이번 판에 혼자 해서 전승하면 "
        "게임을 이기는데, 우리가 부르면 그 기회가 없어집니다. 그래도 판단은 바뀌지 "
        f"않습니다. {how_ko} {same_ko} 상대의 혼자 하기를 막고, 우리 팀은 {mine}점이라 "
        f"혼자 하기가 의미 없어지는 {target - 2}점에 이르지 않았습니다.",
    )


# -- order-up -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Offer:
    """Round one: the turn-up is offered to ``seat``; the seats before it passed."""

    variant: Variant
    dealer: int
    seat: int
    hand: list[Card]
    upcard: Card
    scores: list[int] | None

    @property
    def trump(self) -> Suit:
        return self.upcard.suit or Suit.SPADES

    @property
    def holding(self) -> list[Card]:
        """The cards the caller would play with: the dealer counts the turn-up (A-11)."""
        return [*self.hand, self.upcard] if self.seat == self.dealer else list(self.hand)

    def earlier(self) -> list[int]:
        order = [(self.dealer + i) % 4 for i in range(1, 5)]
        return order[: order.index(self.seat)]

    @property
    def canadian(self) -> bool:
        """The dealer's partner under the Canadian loner rule (rules-spec 2.6, E4): they
        may accept the turn-up only by going alone, so "order up" is not a choice."""
        return self.variant.canadian_loner and self.seat == (self.dealer + 2) % 4

    def options(self) -> list[str]:
        return [PASS, ALONE] if self.canadian else [PASS, ORDER_UP, ALONE]


def _play_offer(offer: Offer) -> Callable[[Table, str], Outcome]:
    def play(table: Table, option: str) -> Outcome:
        if option == PASS:
            contract = rest_of_calling(table, offer.seat, 1)
            return Outcome(None, (0, 0)) if contract is None else play_out(table, contract)
        alone = option == ALONE
        partner_of_dealer = offer.seat == (offer.dealer + 2) % 4
        contract = Contract(offer.trump, offer.seat, alone, taken=not (alone and partner_of_dealer))
        return play_out(table, contract)

    return play


def _offer_judge(offer: Offer, item_id: str, stream: str = "samples") -> OptionJudge:
    deal = _dealer(
        offer.variant, offer.dealer, offer.seat, offer.hand, offer.upcard, offer.earlier(), []
    )
    return OptionJudge(
        item_id,
        offer.options(),
        deal,
        _play_offer(offer),
        offer.seat % 2,
        scores=offer.scores,
        target=offer.variant.target,
        stream=stream,
        memory_key=repr(offer),
    )


def judge_offer(
    offer: Offer, item_id: str, samples: int = SAMPLES
) -> tuple[CallJudgement, CallJudgement]:
    """The judgement at the item's score, and the same deals valued at 0–0."""
    judge = _offer_judge(offer, item_id)
    judgement = judge.extend(samples)
    neutral = rejudge(judge.outcomes, offer.seat % 2, None, offer.variant.target)
    return judgement, neutral


def confirm_offer(
    offer: Offer, item_id: str, answer: str, *, neutral: bool = False, samples: int | None = None
) -> Confirmation[str]:
    """Prove ``answer`` on fresh deals, at the item's score or (``neutral``) at 0–0."""
    if neutral:
        judge = _offer_judge(offer, item_id, "confirm-neutral")
        return confirm(judge.draw_neutral, answer, samples=samples)
    judge = _offer_judge(offer, item_id, "confirm")
    return confirm(judge.draw, answer, samples=samples)


def _confirmed(proof: Confirmation[str]) -> CallJudgement:
    """The confirming deals' averages, which explanations quote."""
    return CallJudgement(dict(proof.means), proof.samples)


def partner_takes_turn_up(offer: Offer) -> bool:
    """The dealer's partner's call gives the turn-up to the dealer, the caller's partner
    (round one, four players), as S0-3's count has it (``principles._call_strength``).
    Not under the Canadian loner, where the dealer's partner accepts only alone and the
    turn-up is then out of play."""
    return _assists(offer)


def s03_high(offer: Offer) -> list[Card]:
    """S0-3's count, the one every theme and sentence of this kind uses: the high trumps
    of the caller's side that the caller can see, i.e. those in the hand he plays with
    (the dealer's holds the turn-up, A-11) and the turn-up his partner the dealer takes
    (``principles._call_strength``). Its partner's help beyond that is the "one trick"
    S0-3 counts on."""
    high = _high_trumps(offer.holding, offer.trump)
    if partner_takes_turn_up(offer) and _high_trumps([offer.upcard], offer.trump):
        high.append(offer.upcard)
    return high


def _offer_themes(offer: Offer, answer: str, neutral_best: str) -> list[str]:
    trump = offer.trump
    holding = offer.holding
    trumps = _trumps(holding, trump)
    high = s03_high(offer)  # the side's, as S0-3 counts them
    themes: list[str] = []
    if answer == ORDER_UP and len(high) >= 2:
        themes.append("two-high-trumps")
    if answer == PASS and len(trumps) <= 1:
        themes.append("pass-weak")
    if answer == PASS and len(trumps) >= 2 and len(high) < 2:
        # Trumps in hand, but not the two high ones a call needs: the borderline pass.
        themes.append("short-of-two-high")
    if answer == ALONE:
        themes.append("go-alone")
        tops = {c for c in holding if is_right_bower(c, trump) or is_left_bower(c, trump)}
        if len(tops) == 2 and any(c.rank is Rank.ACE and c.suit is trump for c in holding):
            themes.append("top-three-trumps")
    if offer.seat == offer.dealer and answer in (ORDER_UP, ALONE):
        themes.append("dealer-pick-up")
        if len(trumps) >= 3:
            themes.append("three-trumps")
    if offer.scores is not None and answer != neutral_best:
        themes.append("play-to-score")
    if offer.canadian:
        themes.append("canadian-alone" if answer == ALONE else "canadian-pass")
    if answer == ORDER_UP and _assists(offer):
        themes.append("dealer-partner-assists")
    return themes


def _assists(offer: Offer) -> bool:
    """The dealer's partner may order up and play with the dealer (S1 American; not where
    the Canadian loner rule makes them go alone)."""
    partner_of_dealer = offer.seat == (offer.dealer + 2) % 4
    return partner_of_dealer and not offer.variant.canadian_loner


_OFFER_PRINCIPLES = {
    # Under the Canadian loner the dealer's partner weighs a loner against a pass (A-9).
    "canadian-alone": "A-9",
    "canadian-pass": "A-9",
    "play-to-score": "A-10",
    "top-three-trumps": "A-9",
    "go-alone": "A-9",
    "dealer-pick-up": "A-11",
    "three-trumps": "A-11",
    "two-high-trumps": "S0-3",
    "pass-weak": "S0-3",
    "dealer-partner-assists": "S0-3",
    "short-of-two-high": "S0-3",
}


def _principle(themes: Sequence[str], wanted: str | None) -> str | None:
    if wanted is not None and wanted in themes and wanted in _OFFER_PRINCIPLES:
        return _OFFER_PRINCIPLES[wanted]
    for name in _OFFER_PRINCIPLES:
        if name in themes:
            return _OFFER_PRINCIPLES[name]
    return None


def _offer_counter_fits(offer: Offer, theme: str) -> bool:
    """A position for a counter-example to ``theme``: one the rule is about, or a near
    miss that looks like it (trumps in hand, but not two high ones, for two-high-trumps)."""
    if theme != "go-alone" and _offer_fits(offer, theme):
        return True
    if theme == "go-alone":
        # A-9's own trigger, the top three trumps or any four: only there could a learner
        # think the rule applies (a two- or three-trump hand is no exception to it).
        return principles.lone_hand(offer.holding, offer.trump)
    if theme == "two-high-trumps":
        # Trumps, but not the two high ones a call needs (S0-3's count, ``s03_high``).
        trumps = _trumps(offer.holding, offer.trump)
        return len(trumps) >= 2 and len(s03_high(offer)) < 2
    if theme == "play-to-score":
        # Any hand at a score where one hand can decide the game (A-10's condition):
        # where the call is the one at 0-0, the score changes nothing.
        return offer.scores is not None and principles.holds("A-10", _offer_call(offer, PASS))
    return False


def _offer_fits(offer: Offer, theme: str | None) -> bool:
    holding = offer.holding
    trumps = _trumps(holding, offer.trump)
    strength = hand_strength(holding, offer.trump)
    if theme in ("canadian-alone", "canadian-pass"):
        # A lone hand (the loner the rule allows), or a hand that would assist elsewhere.
        if theme == "canadian-alone":
            return offer.canadian and principles.lone_hand(holding, offer.trump)
        return offer.canadian and len(_high_trumps([*holding, offer.upcard], offer.trump)) >= 2
    if theme in ("dealer-pick-up", "three-trumps"):
        return offer.seat == offer.dealer and len(trumps) >= (3 if theme == "three-trumps" else 2)
    if theme in ("go-alone", "top-three-trumps"):
        return strength >= 9.0
    if theme == "two-high-trumps":
        return len(s03_high(offer)) >= 2
    if theme == "pass-weak":
        return len(trumps) <= 1
    if theme == "play-to-score":
        return strength >= 5.0
    if theme == "dealer-partner-assists":
        return _assists(offer) and strength >= 4.0
    return True


# Play to the score: the share of positions dealt any hand (not only loner material), and
# the scores (the caller's side, the opponents) where one hand can end the game.
# At 9 (or 8) a made hand already wins (or a march does), and at their 8 or 9 a euchre
# costs only what the opponents still need: calls change places with the 0-0 ones.
SCORE_ANY_HAND = 0.35
OPPONENTS_AT_GAME = 0.5
GAME_POINT_SCORES = (
    (9, 8), (9, 9), (9, 6), (9, 4), (9, 2), (8, 9), (8, 8), (8, 6), (7, 9), (6, 9),
)  # fmt: skip


# Playing to the score, a set may plan how the score changes each plain item's call
# (``score_plan``, in turn): the call at 0-0, the call at the score, the trumps dealt.
SCORE_PLANS: dict[str, tuple[str, str, tuple[int, ...]]] = {
    # A loner at 0-0 (A-9's lone march) that two points already win: no loner (A-10).
    "no-loner": (ALONE, ORDER_UP, (3, 4, 5)),
    # A pass at 0-0 that calls at the score: the opponents could win with a loner, or
    # any hand your side makes ends the game.
    "call": (PASS, ORDER_UP, (2, 3)),
    # A call at 0-0 that passes at the score: a euchre would give the opponents the game.
    "pass": (ORDER_UP, PASS, (2, 3)),
}
SCORE_PLAN_OPTION = "score_plan"
# The share of a planned item's attempts dealt as any plan: a plan the engine cannot
# prove for this item still lets the item be built.
SCORE_PLAN_SLACK = 0.5


def _plan_scores(plan: str, rng: random.Random) -> tuple[int, int]:
    """The caller's side's score and the opponents' for a planned change of call."""
    if plan == "no-loner":
        return rng.choice((8, 8, 9)), rng.randint(0, 9)
    if plan == "call":
        return rng.choice((9, rng.randint(3, 7))), rng.randint(6, 9)
    return rng.randint(0, 8), rng.choice((8, 9))


def _score_plan(spec: Spec, number: int, counter: bool, rng: random.Random) -> str | None:
    """Plain item ``number``'s planned change of call (``score_plan``), in turn."""
    plans = [str(p) for p in spec.options.get(SCORE_PLAN_OPTION) or ()]
    if counter or not plans:
        return None
    if rng.random() < SCORE_PLAN_SLACK:
        return rng.choice(plans)
    plain = sum(1 for m in range(1, number) if not spec.is_theme_counter(m))
    return plans[plain % len(plans)]


def _high_card(card: Card) -> bool:
    """A high trump as a learner counts them (given it is a trump): a bower, the Benny or
    the ace."""
    return card.is_joker or card.rank is Rank.JACK or card.rank is Rank.ACE


def _random_offer(
    variant: Variant,
    theme: str | None,
    rng: random.Random,
    counter: bool = False,
    *,
    role: int | None = None,
    wanted: str | None = None,
    counts: Sequence[int] | None = None,
    plan: str | None = None,
    aces: Sequence[int] | None = None,
    high: Sequence[int] | None = None,
    turn_up: Sequence[int] | None = None,
) -> Offer | None:
    """A round-one offer for ``theme``; a planned set (``_planned``) fixes the caller's
    ``role`` (seat relation to the dealer) and a counter-example's ``wanted`` answer, for
    which the hand is dealt: a pass gets the near miss of two or three trumps."""
    dealer = rng.randrange(4)
    if role is not None:
        seat = (dealer + role) % 4
    elif theme in ("dealer-pick-up", "three-trumps"):
        seat = dealer
    elif theme in ("dealer-partner-assists", "canadian-alone", "canadian-pass"):
        seat = (dealer + 2) % 4
    else:
        seat = rng.randrange(4)
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    if turn_up:
        # The set asks for a high turn-up (a bower or the ace: 1) or a low one (0)
        # (``deal_turn_up``): the first such card of the shuffled pack is turned up, so
        # the pack stays uniform otherwise and no other set's deals change.
        want = bool(rng.choice(list(turn_up)))
        first = next(i for i, c in enumerate(deck) if _high_card(c) == want)
        deck[0], deck[first] = deck[first], deck[0]
    upcard = deck[0]
    trump = upcard.suit or Suit.SPADES
    if counts:
        # The set fixes how many trumps the caller holds (``deal_trumps``), the dealer's
        # counting the turn-up: hands that break a count-the-trumps shortcut; and it may fix
        # how many off-suit aces sit beside them (``aces``, from ``deal_side_aces``).
        tops = [c for c in deck[1:] if is_trump(c, trump)]
        rng.shuffle(tops)
        take = max(0, rng.choice(list(counts)) - (1 if seat == dealer else 0))
        if high:
            # And how many of them are high (``deal_high_trumps``: bowers, Benny, ace).
            up_high = seat == dealer and _high_card(upcard)
            wanted_high = rng.choice(list(high)) - (1 if up_high else 0)
            highs = [c for c in tops if _high_card(c)]
            lows = [c for c in tops if not _high_card(c)]
            if not 0 <= wanted_high <= min(take, len(highs)) or take - wanted_high > len(lows):
                return None
            tops = highs[:wanted_high] + lows[: take - wanted_high]
        rest = [c for c in deck[1:] if c not in tops[:take]]
        if high:
            # The count is exact: no further trump among the other cards.
            rest = [c for c in rest if not is_trump(c, trump)]
        if aces:
            side = [c for c in rest if c.rank is Rank.ACE and not is_trump(c, trump)]
            wanted_aces = side[: rng.choice(list(aces))]
            rest = wanted_aces + [
                c for c in rest if not is_trump(c, trump) and c.rank is not Rank.ACE
            ]
        hand = sorted(tops[:take] + rest[: 5 - take])
    elif theme in (
        "go-alone",
        "top-three-trumps",
        "two-high-trumps",
        "three-trumps",
        "play-to-score",
        "canadian-alone",
        "canadian-pass",
    ):
        # Deal the caller some of the top trumps so strong hands come up often (at a score,
        # a hand worth a loner at 0-0 is where the score most clearly changes the call).
        tops = [c for c in deck[1:] if is_trump(c, trump)]
        rng.shuffle(tops)
        take = rng.randint(3, 4) if theme == "play-to-score" else rng.randint(2, 4)
        if theme == "play-to-score" and (counter or rng.random() < SCORE_ANY_HAND):
            # Any hand worth thinking about: where a euchre or a make ends the game, the
            # pass and the plain order-up change places too (dealer at 9-8: pick it up?).
            # Its counter-examples, where the score changes nothing: a loner at a score far
            # from the game, or a pass with one trump.
            take = rng.choice((1, 3, 4)) if counter else rng.randint(2, 3)
        if theme == "canadian-pass":
            # Its counter-examples are lone hands, where the loner beats the pass.
            take = rng.randint(3, 4) if counter else rng.randint(1, 3)
        if wanted is not None and theme == "play-to-score":
            # A pass at a game-point score (one or two trumps, the dealer's with the
            # turn-up), or a loner far from it.
            low = 0 if seat == dealer else 1
            take = rng.randint(low, low + 1) if wanted == PASS else rng.randint(3, 4)
        elif wanted == PASS:
            # The near miss: two or three trumps (the dealer's two with the turn-up).
            take = 1 if seat == dealer else rng.randint(2, 3)
        rest = [c for c in deck[1:] if c not in tops[:take]]
        hand = sorted(tops[:take] + rest[: 5 - take])
    else:
        hand = sorted(deck[1:6])
    scores = None
    if theme == "play-to-score" and plan is not None:
        mine, theirs = _plan_scores(plan, rng)
        scores = [mine, theirs] if seat % 2 == 0 else [theirs, mine]
    elif theme == "play-to-score":
        mine = rng.choice((8, 8, 9, rng.randint(4, 7)))
        theirs = rng.choice((8, 9, rng.randint(4, 7)))
        if counter and take >= 3:
            mine, theirs = rng.randint(0, 6), rng.randint(0, 7)
        elif take < 3:
            mine, theirs = rng.choice(GAME_POINT_SCORES)
        elif rng.random() < OPPONENTS_AT_GAME:
            # The opponents one or two points from the game: a euchre costs only what they
            # still need, so the loner's 4 points weigh more than at 0-0.
            mine, theirs = rng.randint(2, 6), rng.choice((8, 9))
        scores = [mine, theirs] if seat % 2 == 0 else [theirs, mine]
    return Offer(variant, dealer, seat, hand, upcard, scores)


# A calling set may plan its seats and its counter-examples' answers (``[options]``):
# ``seat_cycle = true`` seats item n's caller at relation (n - 1) % 4 to the dealer (the
# dealer, his left, his partner, his right), so every seat is asked as often;
# ``seat_cycle = "counters"`` seats only the counter-examples so, the k-th at relation
# k % 4 (the other items keep their seats, and a rebuild keeps them as they were);
# ``counter_answers = ["pass", "order-up"]`` gives each seat's counter-examples those
# answers in turn (the seat's first counter-example a pass, its second an order-up...), so
# no seat's answer is given away by the seat (``design.seat_problems``).
SEAT_CYCLE_OPTION = "seat_cycle"
COUNTER_ANSWERS_OPTION = "counter_answers"


def _planned(spec: Spec, number: int, counter: bool) -> tuple[int | None, str | None]:
    """Item ``number``'s planned seat relation to the dealer and, for a counter-example,
    its planned answer (None where the set plans neither)."""
    cycle = spec.options.get(SEAT_CYCLE_OPTION)
    counters = [m for m in range(1, number) if spec.is_theme_counter(m)]

    def role_of(m: int, index: int) -> int | None:
        if cycle == "counters":
            return index % 4
        return (m - 1) % 4 if cycle else None

    if cycle == "counters" and not counter:
        return None, None
    role = role_of(number, len(counters))
    answers = [str(a) for a in spec.options.get(COUNTER_ANSWERS_OPTION) or ()]
    if not counter or not answers:
        return role, None
    same_seat = sum(1 for index, m in enumerate(counters) if role_of(m, index) == role)
    return role, answers[same_seat % len(answers)]


def _plain_order_up_counter(theme: str | None, counter: bool, answer: str) -> bool:
    """Playing to the score: the set's rule items are mostly a plain order-up (a loner at
    0-0); its counter-examples, where the score changes nothing, are kept to the other
    calls (a loner far from the game, a pass), so no answer runs the set."""
    return counter and theme == "play-to-score" and answer == ORDER_UP


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


def generate_order_up(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    _require_modelled(variant, "order-up")
    if theme == "play-to-score" and variant.win_by_two:
        raise GenerationError(_WIN_BY_TWO_UNMODELLED)
    counter = theme is not None and spec.is_theme_counter(number)
    role, wanted = _planned(spec, number, counter)
    plan = _score_plan(spec, number, counter, rng) if theme == "play-to-score" else None
    key = f"{theme}-counter" if counter else str(theme)
    place = sum(
        1
        for m in range(1, number)
        if spec.theme_for(m) == theme and spec.is_theme_counter(m) == counter
    )
    counts = _in_turn((spec.options.get("deal_trumps") or {}).get(key), place)
    aces = _in_turn((spec.options.get("deal_side_aces") or {}).get(key), place)
    high = _in_turn((spec.options.get("deal_high_trumps") or {}).get(key), place)
    roles = _in_turn((spec.options.get("deal_roles") or {}).get(key), place)
    turn_up = _in_turn((spec.options.get("deal_turn_up") or {}).get(key), place)
    if role is None and roles:
        # The set seats the theme's items in turn (``deal_roles``: 0 the dealer, 1 his
        # left...), so no seat gives the answer (issue 10).
        role = rng.choice(roles)
    offer = _random_offer(
        variant,
        theme,
        rng,
        counter,
        role=role,
        wanted=wanted,
        counts=counts,
        plan=plan,
        aces=aces,
        high=high,
        turn_up=turn_up,
    )
    if offer is None:
        return None
    neutral_wanted, wanted_at_score = (None, None)
    if plan is not None:
        neutral_wanted, wanted_at_score, _ = SCORE_PLANS[plan]
        wanted = wanted_at_score
    if offer.upcard.suit is None:
        return None
    if counter and theme is not None:
        if not _offer_counter_fits(offer, theme):
            return None
    elif not _offer_fits(offer, theme):
        return None
    item_id = spec.item_id(number)
    try:
        glance, glance_neutral = judge_offer(offer, item_id, PRESCREEN)
        if glance.margin < MARGIN_POINTS or wanted not in (None, glance.best):
            return None
        if neutral_wanted not in (None, glance_neutral.best):
            return None
        if _plain_order_up_counter(theme, counter, glance.best):
            return None
        if (
            theme is not None
            and (theme in _offer_themes(offer, glance.best, glance_neutral.best)) is counter
        ):
            return None
        judgement, neutral = judge_offer(offer, item_id)
        if judgement.margin < SELECTION_MARGIN:
            return None
        answer = judgement.best
        if _plain_order_up_counter(theme, counter, answer) or wanted not in (None, answer):
            return None
        if counter and theme == "play-to-score" and neutral.best != answer:
            return None  # "the score changes nothing": the same call at 0-0
        # "At 0–0 the call would differ" is a claim too: made only when proven.
        neutral_proof = None
        if offer.scores is not None and neutral.best != answer:
            neutral_proof = confirm_offer(offer, item_id, neutral.best, neutral=True)
            if not neutral_proof.proven:
                neutral_proof = None
        neutral_best = neutral.best if neutral_proof is not None else answer
        if neutral_wanted not in (None, neutral_best):
            return None
        if neutral_best == ALONE and not _a9_alone(offer):
            return None  # "at 0-0 alone" only of a hand A-9 plays alone
        if (
            answer == PASS
            and offer.seat == offer.dealer
            and len(_trumps(offer.holding, offer.trump)) >= 3
            and not (counter and theme in ("dealer-pick-up", "three-trumps"))
        ):
            return None  # a dealer's turn-down with three trumps is A-11's exception
        themes = _offer_themes(offer, answer, neutral_best)
        principle = _principle(themes, None if counter else theme)
        if counter and theme == "go-alone" and principle is None:
            principle = "A-9"  # alone or the partner: the course's lone-hand ruling
        calls = [_offer_call(offer, o) for o in offer.options()]
        chosen = _offer_call(offer, answer)
        if principle is not None and principles.unseparated(principle, chosen, calls):
            # The theme's principle fits another call as well (the dealer with two trumps:
            # A-11 allows both the pick-up and the pass): quote another of the answer's
            # principles that picks it, if one does.
            principle = next(
                (
                    _OFFER_PRINCIPLES[name]
                    for name in _OFFER_PRINCIPLES
                    if name in themes
                    and principles.fits(_OFFER_PRINCIPLES[name], chosen)
                    and not principles.unseparated(_OFFER_PRINCIPLES[name], chosen, calls)
                ),
                principle,
            )
        if (
            counter
            and theme not in (None, "play-to-score")
            and not _offer_rule_applies(offer, str(theme))
        ):
            # A near miss: the rule's own principle, below its threshold, may decide it
            # (the dealer with two trumps, A-11), where it picks the answer. (Where the
            # score changes nothing, A-10 is not why: the call's own reason is.)
            own = _OFFER_PRINCIPLES.get(theme)
            if (
                own is not None
                and principles.fits(own, chosen)
                and not principles.unseparated(own, chosen, calls)
            ):
                principle = own
        if (theme is not None and (theme in themes) is counter) or principle is None:
            return None
        if not principles.fits(principle, _offer_call(offer, answer)):
            return None
        if not principles.decides(principle, (_offer_call(offer, o) for o in offer.options())):
            return None
        if principles.unseparated(
            principle, _offer_call(offer, answer), (_offer_call(offer, o) for o in offer.options())
        ):
            return None
        if _alone_unexplained(offer, answer, principle):
            return None
        same_at_love = None
        if counter and theme == "play-to-score" and _score_matters(offer):
            # "The score changes nothing" at a score where it could: proven at 0-0 too.
            same_at_love = confirm_offer(offer, item_id, answer, neutral=True)
            if not same_at_love.proven:
                return None
        proof = confirm_offer(offer, item_id, answer)
    except SamplingError:
        return None
    if not proof.proven:
        return None
    item = base_item(spec, number)
    item.update(_offer_fields(offer))
    labels = _offer_labels(offer)
    shown_neutral = _confirmed(neutral_proof) if neutral_proof is not None else _confirmed(proof)
    explanation = _offer_explanation(
        offer, _confirmed(proof), shown_neutral, principle, labels, proof.fields()
    )
    item.update(
        {
            "choices": offer.options(),
            "choice_labels": labels,
            "answer": [answer],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
            "prompt": _offer_prompt(offer),
            "explanation": explanation,
        }
    )
    if counter and theme is not None:
        applies = _offer_note_applies(offer, theme, answer)
        note = _offer_counter_note(offer, theme, answer)
        mark_counter(item, theme, COUNTER_RULES[theme], applies=applies, note=note)
    if neutral_proof is not None:
        # What would be best at 0–0 (proven too): the slip of a learner who ignores the score.
        item["neutral"] = {"answer": neutral_best, **item_fields(neutral_proof)}
        item["best_without_score"] = neutral_best
    if same_at_love is not None:
        # The same call at 0-0, proven: the score changes nothing (no slip to diagnose).
        item["neutral"] = {"answer": answer, **item_fields(same_at_love)}
    return item


def _score_matters(offer: Offer) -> bool:
    """A score at which one hand can decide the game (A-10's condition holds)."""
    return offer.scores is not None and principles.holds("A-10", _offer_call(offer, PASS))


def _offer_labels(offer: Offer) -> dict[str, dict[str, str]]:
    """The buttons' words: the dealer picks it up or turns it down (테이크업, 엎기:
    the lessons' 딜러가 턴업을 엎다, lessons/ko-style.toml)."""
    labels = DEALER_LABELS if offer.seat == offer.dealer else LABELS
    return {o: dict(labels[o]) for o in offer.options()}


def _offer_rule_applies(offer: Offer, theme: str) -> bool:
    """Whether the theme's rule recommends a call for this hand that its principle agrees
    with (a counter-example then shows the rule giving way); a hand below the rule's own
    threshold (the dealer's partner with one trump; no two high trumps) is one where the
    rule does not apply."""
    if theme == "dealer-pick-up":
        # A-11: with three trumps counting the turn-up, taking up is standard; with two,
        # the rest of the hand decides (a turn-down there is a near miss).
        return len(_trumps(offer.holding, offer.trump)) >= 3
    if theme == "go-alone":
        # A-9's trigger holds (the top three trumps or four): the rule gives way.
        return principles.lone_hand(offer.holding, offer.trump)
    if theme == "canadian-pass":
        # Its rule is about a hand that would assist elsewhere: a lone hand is one, so a
        # loner there shows the rule giving way, not a hand it does not speak of.
        return _offer_fits(offer, theme)
    principle = _OFFER_PRINCIPLES.get(theme)
    return any(
        theme in _offer_themes(offer, action, action)
        and (principle is None or principles.fits(principle, _offer_call(offer, action)))
        for action in (PASS, ORDER_UP, ALONE)
    )


def _offer_note_applies(offer: Offer, theme: str, answer: str) -> bool:
    """Whether a counter-example's note says its rule gives way (else that the hand does
    not meet the rule's condition). S0-3 is a threshold both ways, call at two high trumps
    and pass below: a call below it breaks the rule for another reason (the turn-up the
    dealer takes, three trumps for the dealer), so the rule gives way there, as it does
    wherever its condition holds."""
    if _offer_rule_applies(offer, theme):
        return True
    return COUNTER_RULES[theme] == principles.ADVICE["S0-3"] and answer != PASS


def _alone_unexplained(offer: Offer, answer: str, principle: str | None) -> bool:
    """An order-up (with the partner) where going alone was a choice and A-9 says alone,
    quoting a principle that a loner keeps as well ("call with two high trumps"): nothing
    in the item says why not alone, and it would teach the lesson's lone hand both ways.
    A-10 (no loner when two points win the game) does say why."""
    alone = _offer_call(offer, ALONE)
    return (
        answer == ORDER_UP
        and ALONE in offer.options()
        and principles.follows("A-9", alone)
        and principles.fits(principle, alone)
    )


def _kept(offer: Offer) -> list[Card]:
    """The five cards a loner would play with (the dealer discards one, A-4)."""
    return principles.kept_cards(_offer_call(offer, ALONE), offer.trump)


def _marches(offer: Offer) -> bool:
    """The course's A-9 ruling (``principles.marches_alone``): a lone hand whose march
    alone is not in doubt. Every lone-hand sentence of this kind is derived from it."""
    return principles.marches_alone(_kept(offer), offer.trump)


def _a9_alone(offer: Offer) -> bool:
    """A-9 plays this hand alone: the lone march (``_marches``), or under the Canadian
    loner, where only a loner accepts, any lone hand."""
    return principles.follows("A-9", _offer_call(offer, ALONE))


def _loner_shortfall(offer: Offer) -> tuple[str, str] | None:
    """What keeps this hand from A-9's lone march, true of its cards (None where it is a
    lone hand by the course's ruling): a clause "four trumps, but ..." and its Korean. The
    trumps out against a loner come first, as they are what beats him (the turn-up given to
    the opposing dealer above all his trumps is a sure trick for them); a small side card
    that can lose a trick comes after them."""
    return _shortfall_text(_kept(offer), offer.trump, lambda t: _trumps_against_loner(offer, t))


def _shortfall_text(
    kept: Sequence[Card],
    trump: Suit,
    against: Callable[[Sequence[Card]], tuple[list[str], list[str]]],
) -> tuple[str, str] | None:
    """``_loner_shortfall`` for any five cards a loner would play with: ``against`` says
    what the trumps out do to four trumps (round one: the turn-up's fate; round two: the
    turned-down card is dead)."""
    if principles.marches_alone(kept, trump):
        return None
    trumps = principles.trumps_in(kept, trump)
    losers = [c for c in kept if not is_trump(c, trump) and c.rank is not Rank.ACE]
    bowers = [c for c in trumps if c.rank is Rank.JACK]
    tops = len(bowers) == 2 and any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    if tops:
        return (
            f"you hold the top three trumps ({cards_text(trumps[:3])}), but two side cards "
            f"({cards_text(losers)}) can each lose a trick alone",
            f"가장 높은 으뜸패 세 장({cards_ko(trumps[:3])})이 있지만, 혼자 하면 다른 무늬 "
            f"{cards_ko(losers)}에서 각각 트릭을 내줄 수 있습니다",
        )
    if len(trumps) >= 4:
        parts_en, parts_ko = against(trumps)
        if losers:
            too_en = " too" if parts_en else ""
            lose_ko = "에서도" if parts_ko else "에서"
            parts_en.append(f"your {cards_list(losers)} can lose a trick alone{too_en}")
            parts_ko.append(f"혼자 하면 {cards_ko(losers)}{lose_ko} 트릭을 내줄 수 있습니다")
        # The first reason completes "..., but"; each further one is a sentence of its own.
        return (
            f"you hold {count_en(len(trumps), 'trump')} ({cards_text(trumps)}), but "
            + ". ".join([parts_en[0], *(capital(p) for p in parts_en[1:])]),
            f"으뜸패가 {len(trumps)}장({cards_ko(trumps)})이지만, " + ". ".join(parts_ko),
        )
    held_en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})" if trumps else "no trump"
    held_ko = f"으뜸패 {len(trumps)}장({cards_ko(trumps)})뿐" if trumps else "으뜸패가 없음"
    return (
        f"the advice is to {principles.ADVICE['A-9'][0]}, and you hold only {held_en}",
        f"{held_ko}입니다. 혼자 하기는 가장 높은 으뜸패 세 장(라이트 바우어, 레프트 바우어, "
        "에이스)이나 으뜸패 네 장이 있을 때 생각합니다",
    )


def _trumps_against_loner(offer: Offer, trumps: Sequence[Card]) -> tuple[list[str], list[str]]:
    """The trumps out against a loner holding ``trumps`` (``principles.higher_trumps_out``),
    said as what they do to him: the turn-up the opposing dealer takes, if it outranks them
    all, is a sure trick; any other trump above his best can take one; one between his best
    and his second best takes one when held beside another trump."""
    role = _role(offer.seat, offer.dealer)
    up = offer.upcard
    # Alone opposite the dealer the turn-up is dead; the dealer going alone holds it.
    dead = [up] if role == 2 else []
    to_dealer = up if role in (1, 3) else None
    return _trumps_out_text(trumps, offer.trump, offer.variant.cards(), dead, to_dealer)


def _trumps_out_text(
    trumps: Sequence[Card],
    trump: Suit,
    pack: Sequence[Card],
    dead: Sequence[Card],
    to_dealer: Card | None,
) -> tuple[list[str], list[str]]:
    """``_trumps_against_loner``'s sentences from the pack, the dead cards and the
    turn-up the opposing dealer takes (None: none does)."""
    above, between = principles.higher_trumps_out(trumps, trump, pack, dead)
    parts_en: list[str] = []
    parts_ko: list[str] = []
    if to_dealer is not None and to_dealer in above:
        parts_en.append(
            f"the {to_dealer} goes to the dealer and outranks every trump you hold: it takes "
            "a trick from you whatever you do"
        )
        parts_ko.append(
            f"딜러에게 가는 {josa(card_ko(to_dealer), '은')} 당신의 어느 으뜸패보다도 높아서 "
            "어떻게 쳐도 트릭 하나를 가져갑니다"
        )
    rest = [c for c in above if c != to_dealer]
    if rest:
        many = len(rest) > 1
        too_en = " too" if parts_en else ""
        parts_en.append(
            f"the {cards_list(rest)} {'outrank' if many else 'outranks'} every trump you "
            f"hold{too_en} and can {'each ' if many else ''}take a trick from you"
        )
        parts_ko.append(
            f"{_subject_ko(rest, bool(parts_ko))} "
            f"당신의 어느 으뜸패보다도 높아 {'각각 ' if many else ''}트릭을 가져갈 수 있습니다"
        )
    if between:
        many = len(between) > 1
        second, top = trumps[1], trumps[0]
        named_en, named_ko = f"the {cards_list(between)}", _subject_ko(between, bool(parts_ko))
        dealer_ko = ""
        if to_dealer is not None and to_dealer in between:
            if many:
                named_en += f" (the {to_dealer} goes to the dealer)"
                dealer_ko = f"({josa(card_ko(to_dealer), '은')} 딜러에게 갑니다)"
            else:
                named_en += ", which goes to the dealer,"
                named_ko = "딜러에게 가는 " + named_ko
        also_en = " also" if parts_en else ""
        parts_en.append(
            f"{named_en}{also_en} {'outrank' if many else 'outranks'} your {second}, and "
            f"your {top} draws only one trump a round, so an opponent holding "
            f"{'one of them' if many else 'it'} with another trump takes a trick with it"
        )
        parts_ko.append(
            f"{named_ko} 당신의 {card_ko(second)}보다 높습니다"
            f"{dealer_ko}. {card_josa(top, '으로')} 으뜸패를 리드해도 한 바퀴에 한 장씩만 "
            f"끌어내므로, 상대가 {'이 중 한 장을' if many else '그 카드를'} 다른 으뜸패와 함께 "
            f"쥐고 있으면 {'그 카드로 ' if many else ''}트릭 하나를 가져갑니다"
        )
    return parts_en, parts_ko


def _subject_ko(cards: Sequence[Card], more: bool) -> str:
    """Cards as a sentence's subject: "J♦, A♥은", or "J♦도" after another reason."""
    return f"{cards_ko(cards)}도" if more else josa(cards_ko(cards), "은")


def _not_alone_text(offer: Offer) -> tuple[str, str]:
    """Why the partner and not a loner, by A-9 as the course rules it (``_marches``); the
    hand-based reason only: a lone hand whose loner the score rules out says so itself."""
    shortfall = _loner_shortfall(offer)
    if shortfall is None:  # pragma: no cover - callers ask only where the hand falls short
        raise ValueError("a lone hand: the reason against the loner is not the hand")
    return _not_alone_sentence(shortfall, offer.variant)


def _not_alone_sentence(shortfall: tuple[str, str], variant: Variant) -> tuple[str, str]:
    """The "Not alone" sentence from a shortfall clause (``_shortfall_text``), its points
    from the variant's own scoring (issue 10: never a figure written into it)."""
    short_en, short_ko = shortfall
    made_en, made_ko = made_tricks(variant), made_tricks(variant, "ko")
    alone, pair = made_points(variant, alone=True), made_points(variant, alone=False)
    if alone == pair:
        score_en = f"{capital(made_en)} alone score {alone}, no more than with your partner"
        score_ko = f"혼자 {josa(made_ko, '을')} 따도 파트너와 함께 할 때와 같은 {alone}점이고"
    else:
        score_en = f"{capital(made_en)} alone score {alone}, against {pair} with your partner"
        score_ko = f"혼자 {josa(made_ko, '을')} 따면 {alone}점, 파트너와 함께면 {pair}점이고"
    return (
        f"Not alone: {short_en}. {score_en}, who may win a trick you would lose.",
        f"혼자 하지는 않습니다. {short_ko}. {score_ko}, 당신이 내줄 트릭을 파트너가 대신 "
        "가져올 수도 있습니다.",
    )


def _why_call_text(offer: Offer, judgement: CallJudgement) -> tuple[str, str]:
    """Why the order-up beats the pass, where the item's principle speaks only of alone
    versus the partner: the hand's own reason for a call, and the two values."""
    trump = offer.trump
    holding = offer.holding
    trumps = _trumps(holding, trump)
    high = _high_trumps(holding, trump)
    order, passing = judgement.evaluation[ORDER_UP], judgement.evaluation[PASS]
    verb_en = "Picking it up" if offer.seat == offer.dealer else "Ordering up"
    verb_ko = "테이크업이" if offer.seat == offer.dealer else "오더업이"
    values_en = f"({_points(order)} against {_points(passing)})"
    values_ko = f"({_points(order)} 대 {_points(passing)})"
    if offer.seat == offer.dealer and len(trumps) >= 3:
        return (
            f"{verb_en} beats turning it down {values_en}: as dealer with "
            f"{count_en(len(trumps), 'trump')} after the pick-up, picking it up is standard.",
            f"{verb_ko} 턴업을 엎는 것보다 낫습니다{values_ko}. 딜러가 테이크업 후 으뜸패가 "
            f"{len(trumps)}장이면 테이크업하는 것이 정석입니다.",
        )
    if len(high) >= 2:
        return (
            f"{verb_en} beats passing {values_en}: two high trumps ({cards_text(high)}) and "
            "your partner's help make three tricks likely.",
            f"{verb_ko} 패스보다 낫습니다{values_ko}. 높은 으뜸패 두 장({cards_ko(high)})에 "
            "파트너의 도움이면 세 트릭을 딸 가능성이 큽니다.",
        )
    return (
        f"{verb_en} beats passing {values_en}: {count_en(len(trumps), 'trump')} with your "
        "partner's help should take three tricks.",
        f"{verb_ko} 패스보다 낫습니다{values_ko}. 으뜸패 {len(trumps)}장에 파트너의 도움이면 "
        "세 트릭은 딸 만합니다.",
    )


def _high_turn_up_text(offer: Offer, judgement: CallJudgement) -> tuple[str, str] | None:
    """A call that hands the opposing dealer a high trump (a bower or the ace): why it still
    beats the pass, which does not keep the card from them (the dealer may take it up
    himself, and the opponents then make trump with it)."""
    up = offer.upcard
    answer = judgement.best
    if _role(offer.seat, offer.dealer) not in (1, 3) or answer == PASS:
        return None
    if PASS not in judgement.evaluation or not _high_trumps([up], offer.trump):
        return None
    top = up == principles.trumps_in(offer.variant.cards(), offer.trump)[0]
    what_en, what_ko = "the ace of trumps", "으뜸패 에이스"
    if top:
        what_en, what_ko = "the right bower, the top trump", "가장 높은 으뜸패인 라이트 바우어"
    elif is_left_bower(up, offer.trump):
        what_en, what_ko = "the left bower", "레프트 바우어"
    costs_en = "a sure trick for them" if top else "a trick they may take"
    costs_ko = "상대가 반드시 가져갈 트릭 하나" if top else "상대가 가져갈 수 있는 트릭 하나"
    call_en = "Going alone" if answer == ALONE else "Ordering up"
    call_ko = "혼자 하면" if answer == ALONE else "오더업하면"
    game_en, game_ko = "", ""
    if offer.scores is not None:
        theirs = offer.scores[1 - offer.seat % 2]
        if theirs + 1 >= offer.variant.target:
            game_en = f", and at {theirs} any hand they make wins them the game"
            game_ko = (
                f" 상대 팀은 {theirs}점이라 이번 판에 으뜸패를 정해 이기기만 하면 게임을 이깁니다."
            )
    ev = judgement.evaluation
    values_en = f"({_points(ev[answer])} against {_points(ev[PASS])})"
    values_ko = f"({_points(ev[answer])} 대 {_points(ev[PASS])})"
    return (
        f"{call_en} gives the dealer the {up}, {what_en}: {costs_en}. Passing does not keep "
        f"it from them: the dealer may take it up himself and make {suit_en(offer.trump)} "
        f"trump against you{game_en}. Your call is worth more than the pass all the same "
        f"{values_en}.",
        f"{call_ko} {what_ko} {josa(card_ko(up), '이')} 딜러에게 가서 {costs_ko}가 됩니다. "
        "패스해도 그 카드는 상대 차지가 될 수 있습니다. 딜러가 직접 테이크업해서 "
        f"{josa(suit_ko(offer.trump), '을')} 으뜸패로 정할 수 있기 때문입니다.{game_ko} "
        f"그래도 직접 부르는 편이 패스보다 낫습니다{values_ko}.",
    )


# A round-two chance for a player who does not name first.
ROUND_TWO_FIRST_KO = " 다만 당신보다 먼저 부르는 사람이 무늬를 정하면 그 기회는 없습니다."


def _round_two_text(offer: Offer) -> tuple[str, str] | None:
    """A round-one pass whose point is round two: a suit the player could name there, if
    everyone passes the turn-up, with the two high trumps S0-3 asks for (the dealer's own
    turn-down says it in ``_dealer_turn_down_text``)."""
    if offer.seat == offer.dealer:
        return None
    scores = None
    if offer.scores is not None:
        scores = (offer.scores[offer.seat % 2], offer.scores[1 - offer.seat % 2])

    def naming(suit: Suit) -> principles.Call:
        return principles.Call(
            offer.dealer,
            offer.seat,
            tuple(offer.hand),
            offer.upcard,
            2,
            suit.code,
            scores=scores,
            target=offer.variant.target,
        )

    suits = [s for s in SUITS if s is not offer.trump and principles.fits("S0-3", naming(s))]
    if not suits:
        return None
    # Between suits as strong, the seat's own round-two colour (rules-spec A-2, A-3): next
    # beside the dealer, reverse next on the dealer's side (review W4: the dealer's partner
    # was sent to next with a reverse-next suit as strong in hand).
    dealer_side = _role(offer.seat, offer.dealer) in (0, 2)

    def weight(s: Suit) -> tuple[int, bool, int]:
        trumps, high = _trump_weight(offer.hand, s)
        return high, (s.color is not offer.trump.color) is dealer_side, trumps

    suit = max(suits, key=weight)
    trumps = _trumps(offer.hand, suit)
    high = _high_trumps(offer.hand, suit)
    first = _role(offer.seat, offer.dealer) == 1
    before_en = "" if first else ", unless a player before you names a suit first"
    before_ko = ROUND_TWO_FIRST_KO if not first else ""
    return (
        f"Passing keeps round two open: if everyone passes the {offer.upcard}, you can name "
        f"{suit_en(suit)} there, holding {cards_list(trumps)} ({_high_count_en(trumps, high)})"
        f"{before_en}.",
        f"패스하면 둘째 바퀴가 남습니다. 모두 {card_josa(offer.upcard, '을')} 패스하면 둘째 "
        f"바퀴에서 {josa(suit_ko(suit), '을')} 부를 수 있고, {_round_two_holding_ko(trumps, high)}"
        f"{before_ko}",
    )


def _round_two_holding_ko(trumps: Sequence[Card], high: Sequence[Card]) -> str:
    """The trumps round two would give, for the pass sentence above: "그때 으뜸패 J♣, J♠,
    A♣ 3장이 모두 높은 으뜸패입니다" when every one is high (not "그중 … 3장"), else how
    many of them are."""
    if len(trumps) >= 2 and len(high) == len(trumps):
        return f"그때 으뜸패 {cards_ko(trumps)} {len(trumps)}장이 모두 높은 으뜸패입니다."
    count = f"{len(trumps)}장이고, " if len(trumps) >= 4 and len(high) < len(trumps) else ""
    of_them = f"그중 높은 으뜸패가 {len(high)}장입니다." if high else "그중 높은 으뜸패는 없습니다."
    return f"그때 으뜸패는 {josa(cards_ko(trumps), '로')} {count}{of_them}"


def _high_count_en(trumps: Sequence[Card], high: Sequence[Card]) -> str:
    """ "two high trumps" when every trump is high, else "two of them high trumps"."""
    words = ("no", "one", "two", "three", "four", "five")
    noun = "high trump" if len(high) == 1 else "high trumps"
    if len(high) == len(trumps):
        return f"{'both' if len(high) == 2 else words[len(high)]} {noun}"
    if len(trumps) >= 4:
        # Four or five trumps are a lone hand's count (A-9): say it, not only the high ones.
        return f"{count_en(len(trumps), 'trump')}, {words[len(high)]} of them high"
    return f"{words[len(high)]} of them {noun}"


def _strong_pass_text(offer: Offer, judgement: CallJudgement) -> tuple[str, str]:
    """A loner whose pass is worth more than the plain order-up: why alone beats it. The
    lone march's worth is the variant's (a house rule may change it)."""
    ev = judgement.evaluation
    march = offer.variant.lone_march_points
    return (
        f"Passing is worth more than ordering up with your partner here ({_points(ev[PASS])} "
        f"against {_points(ev[ORDER_UP])}): these cards also defend well. Only the loner, "
        f"whose march scores {march}, is worth more ({_points(ev[ALONE])}).",
        f"여기서는 파트너와 함께 오더업하는 것보다 패스가 낫습니다({_points(ev[PASS])} 대 "
        f"{_points(ev[ORDER_UP])}). 이 카드는 수비에도 강합니다. 그보다 나은 것은 전승하면 "
        f"{march}점인 혼자 하기뿐입니다({_points(ev[ALONE])}).",
    )


def _offer_call(offer: Offer, action: str) -> principles.Call:
    scores = None
    if offer.scores is not None:
        scores = (offer.scores[offer.seat % 2], offer.scores[1 - offer.seat % 2])
    return principles.Call(
        offer.dealer,
        offer.seat,
        tuple(offer.hand),
        offer.upcard,
        1,
        action,
        scores=scores,
        target=offer.variant.target,
        canadian_loner=offer.variant.canadian_loner,
    )


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


def _offer_fields(offer: Offer) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "trump": None,
        "no_trump": None,
        "dealer": offer.dealer,
        "maker": None,
        "alone": False,
        "seat": offer.seat,
        "upcard": offer.upcard.code,
        "upcard_taken": False,
        "history": [],
        "trick": [],
        "hand": [c.code for c in offer.hand],
        "round": 1,
    }
    if offer.scores is not None:
        fields["scores"] = list(offer.scores)
        fields["target"] = offer.variant.target
    return fields


def _offer_from_item(item: Mapping[str, Any]) -> Offer:
    variant = item_variant(item)
    scores = item.get("scores")
    return Offer(
        variant,
        int(item["dealer"]),
        int(item["seat"]),
        [parse_card(str(c)) for c in item["hand"]],
        parse_card(str(item["upcard"])),
        None if scores is None else [int(s) for s in scores],
    )


def _check_hand(item: Mapping[str, Any], cards: Sequence[Card], variant: Variant) -> None:
    require(len(set(cards)) == len(cards), item, "a card appears twice")
    require(all(c in variant.cards() for c in cards), item, "a card is not in the pack")


def check_order_up(item: Mapping[str, Any], *, prove: bool = True) -> None:
    offer = _offer_from_item(item)
    _check_hand(item, [*offer.hand, offer.upcard], offer.variant)
    require(len(offer.hand) == offer.variant.hand_size, item, "a full hand")
    require(offer.scores is None or not offer.variant.win_by_two, item, _WIN_BY_TWO_UNMODELLED)
    require(
        sorted(item["choices"]) == sorted(offer.options()),  # shuffled by item id
        item,
        "choices: pass, order up (unless the Canadian loner forbids it), alone",
    )
    require(item.get("choice_labels") == _offer_labels(offer), item, "the buttons' words")
    _require_stored(item)
    answer = str(item["answer"][0])
    _require_principle(item, lambda action: _offer_call(offer, action))
    require(
        not _alone_unexplained(offer, answer, item.get("principle")),
        item,
        "ordering up where A-9 would go alone: no principle says why not alone",
    )
    neutral_claim = item.get("neutral")
    neutral_best = answer
    if neutral_claim is not None:
        require(offer.scores is not None, item, "a 0–0 claim needs a score")
        problem = claim_problem(neutral_claim)
        require(problem is None, item, f"the 0–0 claim: {problem}")
        neutral_best = str(neutral_claim["answer"])
        require(
            neutral_best != answer or item.get("counter_theme") == "play-to-score",
            item,
            "the 0–0 claim names the answer (only a counter-example where the score "
            "changes nothing claims that)",
        )
    require(
        neutral_best != ALONE or _a9_alone(offer),
        item,
        "alone at 0–0 is claimed only of a hand A-9 plays alone (the top three trumps with "
        "at most one small side card, or four trumps with a bower and nothing else but an ace)",
    )
    if item.get("counter_theme") == "play-to-score" and _score_matters(offer):
        require(
            neutral_claim is not None and neutral_best == answer,
            item,
            "the score changes nothing: the same call is proven at 0–0 too",
        )
    require(
        item.get("best_without_score") == (None if neutral_best == answer else neutral_best),
        item,
        "the 0–0 slip is not the proven 0–0 answer",
    )
    themes = _offer_themes(offer, answer, neutral_best)
    require(set(item["themes"]) <= set(themes), item, "a theme does not hold")
    _require_counter(
        item,
        lambda theme: _offer_counter_fits(offer, theme) and theme not in themes,
        lambda theme: _offer_note_applies(offer, theme, answer),
        lambda theme: _offer_counter_note(offer, theme, answer),
    )
    if not prove:
        return
    proof = confirm_offer(offer, str(item["id"]), answer, samples=int(item["samples"]))
    problem = replay_problem(item, proof)
    require(problem is None, item, problem or "")
    if neutral_claim is not None:
        neutral_proof = confirm_offer(
            offer,
            str(item["id"]),
            neutral_best,
            neutral=True,
            samples=int(neutral_claim["samples"]),
        )
        problem = replay_problem(neutral_claim, neutral_proof)
        require(problem is None, item, f"the 0–0 claim: {problem}")


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


@dataclass(frozen=True)
class Naming:
    variant: Variant
    dealer: int
    seat: int
    hand: list[Card]
    upcard: Card  # turned down

    @property
    def stuck(self) -> bool:
        return self.seat == self.dealer and self.variant.stick_the_dealer

    def options(self) -> list[str]:
        """Pass (unless stuck), each suit but the turned-down one, and where the variant
        allows loners each suit named alone (``"H-alone"``: issue 10, review of 801/2 and
        802/25, where five trumps were taught as a partnership call)."""
        suits = [s.code for s in SUITS if s is not self.upcard.suit]
        if self.variant.allow_alone:
            suits += [alone_code(code) for code in suits]
        return suits if self.stuck else [PASS, *suits]

    def earlier(self) -> list[int]:
        order = [(self.dealer + i) % 4 for i in range(1, 5)]
        return order[: order.index(self.seat)]


def _play_naming(naming: Naming) -> Callable[[Table, str], Outcome]:
    def play(table: Table, option: str) -> Outcome:
        if option == PASS:
            contract = rest_of_calling(table, naming.seat, 2)
            return Outcome(None, (0, 0)) if contract is None else play_out(table, contract)
        code, alone = naming_action(option)
        return play_out(table, Contract(Suit.parse(code), naming.seat, alone, taken=False))

    return play


def _naming_judge(naming: Naming, item_id: str, stream: str = "samples") -> OptionJudge:
    everyone_else = [s for s in range(4) if s != naming.seat]
    deal = _dealer(
        naming.variant,
        naming.dealer,
        naming.seat,
        naming.hand,
        naming.upcard,
        everyone_else,
        naming.earlier(),
    )
    return OptionJudge(
        item_id,
        naming.options(),
        deal,
        _play_naming(naming),
        naming.seat % 2,
        stream=stream,
        memory_key=repr(naming),
    )


def judge_naming(naming: Naming, item_id: str, samples: int = SAMPLES) -> CallJudgement:
    return _naming_judge(naming, item_id).extend(samples)


def confirm_naming(
    naming: Naming, item_id: str, answer: str, *, samples: int | None = None
) -> Confirmation[str]:
    return confirm(_naming_judge(naming, item_id, "confirm").draw, answer, samples=samples)


def _naming_has_twin(naming: Naming, answer: str) -> bool:
    """Naming one suit or another that nothing tells apart (♠ and ♣ with neither held),
    alone or not."""
    code, _alone = naming_action(answer)
    options = sorted({naming_action(o)[0] for o in naming.options()})
    twins = call_twins(naming.hand, [naming.upcard], options)
    return any(code in pair for pair in twins)


def _naming_themes(naming: Naming, answer: str) -> list[str]:
    themes: list[str] = []
    turned = naming.upcard.suit
    role = _role(naming.seat, naming.dealer)
    code, alone = naming_action(answer)
    if answer != PASS and turned is not None:
        named = Suit.parse(code)
        if role == 1 and named is turned.sister:
            themes.append("call-next")
        if role in (0, 2) and named.color is not turned.color:
            themes.append("reverse-next")
    if naming.stuck:
        themes.append("stick-the-dealer")
    if answer == PASS and not naming.stuck and not _callable_suits(naming):
        themes.append("pass-round-two")
    if alone:
        themes.append("go-alone")
    return themes


def _callable_suits(naming: Naming) -> list[Suit]:
    """Suits that may be named where the hand holds two high trumps (S0-3's baseline)."""
    turned = naming.upcard.suit
    return [s for s in SUITS if s is not turned and len(_high_trumps(naming.hand, s)) >= 2]


def _naming_fits(naming: Naming, theme: str) -> bool:
    """The seat a round-two theme is about (call next: left of the dealer; reverse next:
    the dealer's side)."""
    role = _role(naming.seat, naming.dealer)
    if theme == "call-next":
        return role == 1
    if theme == "reverse-next":
        return role in (0, 2)
    return theme != "stick-the-dealer" or naming.stuck


_NAMING_PRINCIPLES = {
    "call-next": "A-2",
    "reverse-next": "A-3",
    "stick-the-dealer": "S0-3",
    "pass-round-two": "S0-3",
    # A suit named alone (A-9), which the round-two themes above state first.
    "go-alone": "A-9",
}


def generate_name_trump(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    _require_modelled(variant, "name-trump")
    dealer = rng.randrange(4)
    # A set of the stuck dealer's calls (``stuck = true``): every item is the dealer's.
    stuck_only = theme == "stick-the-dealer" or bool(spec.options.get("stuck"))
    if stuck_only:
        seat = dealer
    elif theme == "call-next":
        seat = (dealer + 1) % 4
    elif theme == "reverse-next":
        seat = (dealer + rng.choice((0, 2))) % 4
    else:
        seat = rng.randrange(4)
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    naming = Naming(variant, dealer, seat, sorted(deck[1:6]), deck[0])
    if naming.upcard.suit is None:
        return None
    shape = _naming_shape(spec, number, theme)
    if shape is not None and not _has_naming_shape(naming, shape):
        return None  # the set asks this item for a hand of that shape (``deal_shape``)
    if hand_strength([*naming.hand, naming.upcard], naming.upcard.suit) >= CALL_THRESHOLD:
        return None  # this hand would have called in round one
    if stuck_only and not naming.stuck:
        return None
    counter = theme is not None and spec.is_theme_counter(number)
    item_id = spec.item_id(number)
    try:
        glance = judge_naming(naming, item_id, PRESCREEN)
        if glance.margin < MARGIN_POINTS:
            return None
        if theme is not None and (theme in _naming_themes(naming, glance.best)) is counter:
            return None
        judgement = judge_naming(naming, item_id)
        themes = _naming_themes(naming, judgement.best)
        if judgement.margin < SELECTION_MARGIN:
            return None
        if theme is not None and (theme in themes) is counter:
            return None
        principle = _principle_of_naming(themes, None if counter else theme)
        if principle is None or _naming_has_twin(naming, judgement.best):
            return None
        if (
            counter
            and theme is not None
            and not _naming_counter_fits(naming, theme, judgement.best)
        ):
            return None
        if not principles.fits(principle, _naming_call(naming, judgement.best)):
            return None
        if _naming_alone_unexplained(naming, judgement.best):
            return None
        if not principles.decides(principle, (_naming_call(naming, o) for o in naming.options())):
            return None
        if principles.unseparated(
            principle,
            _naming_call(naming, judgement.best),
            (_naming_call(naming, o) for o in naming.options()),
        ):
            return None
        proof = confirm_naming(naming, item_id, judgement.best)
    except SamplingError:
        return None
    if not proof.proven:
        return None
    explanation = _naming_explanation(
        naming, _confirmed(proof), principle, _naming_labels(naming), proof.fields()
    )
    labels = _naming_labels(naming)
    item = base_item(spec, number)
    item.update(
        {
            "trump": None,
            "no_trump": None,
            "dealer": dealer,
            "maker": None,
            "alone": False,
            "seat": seat,
            "upcard": naming.upcard.code,
            "upcard_taken": False,
            "history": [],
            "trick": [],
            "hand": [c.code for c in naming.hand],
            "round": 2,
            "choices": naming.options(),
            "choice_labels": labels,
            "answer": [proof.answer],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
            "prompt": _naming_prompt(naming),
            "explanation": explanation,
        }
    )
    if counter and theme is not None:
        applies = _naming_rule_applies(naming, theme)
        mark_counter(item, theme, COUNTER_RULES[theme], applies=applies)
    return item


# A round-two set may ask some of a theme's items for a hand of a named shape
# (``deal_shape``: a list per theme that the theme's items take in turn, its
# counter-examples among them; "" asks for none), and its counter-examples for one of
# their own ("<theme>-counter", in the same turn). The deal is the generator's own, kept
# only where it has the shape, so the deals of that shape stay equally likely and a set
# without the option deals as before. (The turn counts every item of the theme, so a
# counter-example slot that becomes a plain item once its attempts are spent moves no
# other item's shape, and takes the theme's own entry, not the counter-example's.)
NAMING_SHAPES = {
    # Opposite the dealer, a suit of the other colour reaches A-3's minimum, while the next
    # suit (the turned-down card's sister) holds more trumps than each such suit, or as
    # many with more high ones: reverse next against the suit a count of trumps prefers.
    "reverse-over-next",
}


def _naming_shape(spec: Spec, number: int, theme: str | None) -> str | None:
    """The hand shape ``deal_shape`` asks of item ``number`` (None: any hand)."""
    shapes = spec.options.get("deal_shape")
    if not shapes or theme is None:
        return None
    listed = shapes.get(f"{theme}-counter") if spec.is_theme_counter(number) else None
    if not listed:
        listed = shapes.get(theme)
    if not listed:
        return None
    place = sum(1 for m in range(1, number) if spec.theme_for(m) == theme)
    shape = str(listed[place % len(listed)])
    if shape and shape not in NAMING_SHAPES:
        raise GenerationError(f"unknown deal_shape {shape!r}: one of {sorted(NAMING_SHAPES)}")
    return shape or None


def _has_naming_shape(naming: Naming, shape: str) -> bool:
    turned = naming.upcard.suit
    if shape != "reverse-over-next" or turned is None:
        return False
    if _role(naming.seat, naming.dealer) != 2:
        return False
    reverse = _reverse_suits(naming)
    nxt = _trump_weight(naming.hand, turned.sister)
    return bool(reverse) and all(nxt > _trump_weight(naming.hand, s) for s in reverse)


def _naming_alone_unexplained(naming: Naming, answer: str) -> bool:
    """A suit named with the partner on a lone hand (the top three trumps or four) where
    going alone was a choice: nothing in the item says why not alone, so it is not built
    (as ``_alone_unexplained`` in round one)."""
    code, alone = naming_action(answer)
    if alone or answer == PASS or alone_code(code) not in naming.options():
        return False
    return principles.lone_hand(naming.hand, Suit.parse(code))


def _reverse_minimum(hand: Sequence[Card], suit: Suit) -> bool:
    """A-3's minimum, the spec's "minimal standard holding K-9 of that suit plus an off
    ace", read as the floor of strength it is: K-9 or better with an off-suit ace, or trumps
    that outweigh the ace they lack (``_reverse_strong``). Every sentence that says a suit
    reaches (or falls short of) the minimum is measured by this one test, so it never
    contradicts the advice the banner quotes, nor calls five trumps short of a K-9."""
    return _reverse_k9_ace(hand, suit) or _reverse_strong(hand, suit)


def _reverse_k9_ace(hand: Sequence[Card], suit: Suit) -> bool:
    """The spec's holding itself, or better card for card: two trumps or more, the highest
    a K or above, and an off-suit ace."""
    trumps = _trumps(hand, suit)
    return len(trumps) >= 2 and _tops_king(trumps, suit) and bool(principles.off_aces(hand, suit))


def _reverse_strong(hand: Sequence[Card], suit: Suit) -> bool:
    """Trumps worth more than K-9 and an ace without the ace: two high trumps (S0-3's own
    call), three trumps with a bower or the ace among them, or four trumps."""
    trumps = _trumps(hand, suit)
    high = len(_high_trumps(hand, suit))
    return high >= 2 or (len(trumps) >= 3 and high >= 1) or len(trumps) >= 4


def _tops_king(trumps: Sequence[Card], suit: Suit) -> bool:
    """The highest of ``trumps`` (sorted high first) ranks at least the K of ``suit``."""
    king = parse_card(f"K{suit.code}")
    return bool(trumps) and card_power(trumps[0], suit, suit) >= card_power(king, suit, suit)


def _reverse_suits(naming: Naming) -> list[Suit]:
    """Suits of the other colour from the turned-down one that reach A-3's minimum."""
    turned = naming.upcard.suit
    if turned is None:
        return []
    return [s for s in SUITS if s.color is not turned.color and _reverse_minimum(naming.hand, s)]


def _trump_weight(hand: Sequence[Card], suit: Suit) -> tuple[int, int]:
    """How many trumps, then how many high ones, a suit would give (S0-3, stuck)."""
    return len(_trumps(hand, suit)), len(_high_trumps(hand, suit))


def _naming_counter_fits(naming: Naming, theme: str, answer: str) -> bool:
    """A position for a counter-example to ``theme`` whose answer does not follow it. The
    stuck dealer's counter-example to reverse next names a suit of the turned-down colour;
    where a suit of the other colour reaches A-3's minimum, the named suit must hold more
    (or higher) trumps: a tie is no reason to leave the rule."""
    if not _naming_fits(naming, theme) or theme in _naming_themes(naming, answer):
        return False
    if naming_action(answer)[1]:
        # A loner leaves the seat's colour rule for A-9, not for where the trumps are: its
        # note would speak of the colour, so it is not built as a counter-example.
        return False
    if theme != "reverse-next" or not naming.stuck or answer == PASS:
        return True
    weight = _trump_weight(naming.hand, Suit.parse(answer))
    return all(weight > _trump_weight(naming.hand, s) for s in _reverse_suits(naming))


def _naming_rule_applies(naming: Naming, theme: str) -> bool:
    """As ``_offer_rule_applies``: a hand too weak to call next (or reverse next) at all is
    one where the rule does not apply, not one where it gives way. The stuck dealer must
    name a suit, so reverse next applies whenever a suit of the other colour reaches its
    minimum."""
    if theme == "reverse-next" and naming.stuck:
        return bool(_reverse_suits(naming))
    principle = _NAMING_PRINCIPLES.get(theme)
    return any(
        theme in _naming_themes(naming, action)
        and (principle is None or principles.fits(principle, _naming_call(naming, action)))
        for action in naming.options()
    )


def _naming_call(naming: Naming, action: str) -> principles.Call:
    code, alone = naming_action(action)
    return principles.Call(
        naming.dealer,
        naming.seat,
        tuple(naming.hand),
        naming.upcard,
        2,
        code,
        naming.stuck,
        alone=alone,
    )


def _principle_of_naming(themes: Sequence[str], wanted: str | None) -> str | None:
    if wanted in themes and wanted is not None:
        return _NAMING_PRINCIPLES[wanted]
    for name in themes:
        return _NAMING_PRINCIPLES[name]
    return None


def _naming_labels(naming: Naming) -> dict[str, dict[str, str]]:
    labels = {s.code: {"en": f"Name {suit_en(s)}", "ko": f"{suit_ko(s)} 부르기"} for s in SUITS}
    for s in SUITS:
        # As round one's "Order it up and go alone" / "오더업하고 혼자 하기".
        labels[alone_code(s.code)] = {
            "en": f"Name {suit_en(s)} and go alone",
            "ko": f"{suit_ko(s)} 부르고 혼자 하기",
        }
    labels[PASS] = {"en": "Pass", "ko": "패스"}
    return {o: labels[o] for o in naming.options()}


def _naming_from_item(item: Mapping[str, Any]) -> Naming:
    return Naming(
        item_variant(item),
        int(item["dealer"]),
        int(item["seat"]),
        [parse_card(str(c)) for c in item["hand"]],
        parse_card(str(item["upcard"])),
    )


def check_name_trump(item: Mapping[str, Any], *, prove: bool = True) -> None:
    naming = _naming_from_item(item)
    _check_hand(item, [*naming.hand, naming.upcard], naming.variant)
    require(
        sorted(item["choices"]) == sorted(naming.options()),  # shuffled by item id
        item,
        "choices: pass (unless stuck) and suits",
    )
    _require_stored(item)
    answer = str(item["answer"][0])
    _require_principle(item, lambda action: _naming_call(naming, action))
    require(set(item["themes"]) <= set(_naming_themes(naming, answer)), item, "themes")
    require(not _naming_has_twin(naming, answer), item, "another suit is worth the same")
    require(
        not _naming_alone_unexplained(naming, answer),
        item,
        "a lone hand named with the partner says nothing of going alone",
    )
    _require_counter(
        item,
        lambda theme: _naming_counter_fits(naming, theme, answer),
        lambda theme: _naming_rule_applies(naming, theme),
    )
    if prove:
        proof = confirm_naming(naming, str(item["id"]), answer, samples=int(item["samples"]))
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")


def naming_partner_mistake(chosen: str, answer: str) -> Mistake | None:
    """Round two (name-trump and British): the right suit named, the wrong choice of
    going alone or not (as round one's loner mistakes)."""
    chosen_code, chosen_alone = naming_action(chosen)
    answer_code, answer_alone = naming_action(answer)
    if chosen == PASS or chosen_code != answer_code or chosen_alone == answer_alone:
        return None
    if chosen_alone:
        return Mistake(
            "alone-without-the-top-trumps",
            text(
                "went alone without the trumps to take all five",
                "다섯 트릭을 모두 가져올 으뜸패 없이 혼자 했습니다",
            ),
        )
    return Mistake(
        "missed-a-loner",
        text(
            "did not go alone with a hand that marches",
            "전승할 수 있는 손패로 혼자 하지 않았습니다",
        ),
    )


# -- discard ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Exchange:
    """The dealer has taken the turn-up and must discard one of the original five."""

    variant: Variant
    dealer: int
    maker: int
    hand: list[Card]  # the five dealt cards
    upcard: Card

    @property
    def trump(self) -> Suit:
        return self.upcard.suit or Suit.SPADES


def _exchange_judge(exchange: Exchange, item_id: str, stream: str = "samples") -> OptionJudge:
    contract = Contract(exchange.trump, exchange.maker, False, taken=True)

    def deal(rng: random.Random) -> Table:
        return sample_table(
            exchange.variant, exchange.dealer, exchange.dealer, exchange.hand, exchange.upcard, rng
        )

    def play(table: Table, option: str) -> Outcome:
        return play_out(table, contract, discard=parse_card(option))

    options = [c.code for c in exchange.hand]
    return OptionJudge(
        item_id, options, deal, play, exchange.dealer % 2, stream=stream, memory_key=repr(exchange)
    )


def judge_exchange(exchange: Exchange, item_id: str, samples: int = SAMPLES) -> CallJudgement:
    return _exchange_judge(exchange, item_id).extend(samples)


def confirm_exchange(
    exchange: Exchange, item_id: str, answer: str, *, samples: int | None = None
) -> Confirmation[str]:
    return confirm(_exchange_judge(exchange, item_id, "confirm").draw, answer, samples=samples)


def _exchange_has_twin(exchange: Exchange, answer: str) -> bool:
    held = [*exchange.hand, exchange.upcard]
    twins = call_twins(held, [exchange.upcard], [c.code for c in exchange.hand])
    return any(answer in pair for pair in twins)


def _singleton(exchange: Exchange, card: Card) -> bool:
    suit = effective_suit(card, exchange.trump)
    if is_trump(card, exchange.trump):
        return False
    held = [*exchange.hand, exchange.upcard]
    return sum(1 for c in held if effective_suit(c, exchange.trump) is suit) == 1


def _discard_fits(exchange: Exchange, theme: str) -> bool:
    """A short-suit position: some plain card other than an ace is alone in its suit."""
    if theme != "short-suit":
        return True
    return any(_singleton(exchange, c) and c.rank is not Rank.ACE for c in exchange.hand)


def _lone_aces(exchange: Exchange) -> list[Card]:
    """Plain aces alone in their suit: discarding one makes a void, but loses an ace."""
    return [c for c in exchange.hand if _singleton(exchange, c) and c.rank is Rank.ACE]


def _discard_counter_fits(exchange: Exchange, theme: str) -> bool:
    """A position for a counter-example to short-suit: two plain cards or more, none below
    the ace alone in its suit. Either the only singletons are aces (keep aces: the rule
    gives way) or no suit is a singleton (no discard makes a void: the rule does not
    apply). Where a lower card is alone, A-4 itself says to throw it."""
    if theme != "short-suit":
        return False
    plain = [c for c in [*exchange.hand, exchange.upcard] if not is_trump(c, exchange.trump)]
    return len(plain) >= 2 and not _discard_fits(exchange, theme)


def _discard_rule_applies(exchange: Exchange, theme: str) -> bool:
    """Short-suit applies when a discard can make a void; here only an ace could do it."""
    return theme != "short-suit" or bool(_lone_aces(exchange))


def _discard_themes(exchange: Exchange, answer: Card) -> list[str]:
    trump = exchange.trump
    held = [*exchange.hand, exchange.upcard]
    non_trumps = [c for c in held if not is_trump(c, trump)]
    themes: list[str] = []
    keeps_trump = not is_trump(answer, trump) or not non_trumps
    keeps_ace = answer.rank is not Rank.ACE or all(c.rank is Rank.ACE for c in non_trumps)
    if keeps_trump and keeps_ace:
        themes.append("dealer-discard")
        if _singleton(exchange, answer):
            themes.append("short-suit")
    return themes


def generate_discard(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    _require_modelled(variant, "discard")
    dealer = rng.randrange(4)
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    upcard = deck[0]
    hand = sorted(deck[1:6])
    trump = upcard.suit
    if trump is None:
        return None
    maker = dealer if rng.random() < 0.5 else (dealer + rng.choice((1, 2, 3))) % 4
    if maker == dealer and hand_strength([*hand, upcard], trump) < CALL_THRESHOLD - 1:
        return None
    exchange = Exchange(variant, dealer, maker, hand, upcard)
    counter = theme is not None and spec.is_theme_counter(number)
    if counter and not _discard_counter_fits(exchange, str(theme)):
        return None
    item_id = spec.item_id(number)
    glance = judge_exchange(exchange, item_id, PRESCREEN)
    if glance.margin < MARGIN_POINTS:
        return None
    glance_themes = _discard_themes(exchange, parse_card(glance.best))
    if theme is not None and (theme in glance_themes) is counter:
        return None
    judgement = judge_exchange(exchange, item_id)
    answer = parse_card(judgement.best)
    themes = _discard_themes(exchange, answer)
    if judgement.margin < SELECTION_MARGIN or "dealer-discard" not in themes:
        return None
    if theme is not None and (theme in themes) is counter:
        return None
    if _exchange_has_twin(exchange, answer.code):
        return None
    if not principles.fits("A-4", principles.DealerDiscard(tuple(hand), upcard, answer)):
        return None
    discards = [principles.DealerDiscard(tuple(hand), upcard, c) for c in [*hand, upcard]]
    if not principles.decides("A-4", discards):
        return None
    if principles.unseparated(
        "A-4", principles.DealerDiscard(tuple(hand), upcard, answer), discards
    ):
        return None  # two discards A-4 allows alike: it cannot say which
    proof = confirm_exchange(exchange, item_id, answer.code)
    if not proof.proven:
        return None
    labels = {c.code: {"en": f"Discard {c}", "ko": f"{card_ko(c)} 버리기"} for c in hand}
    item = base_item(spec, number)
    item.update(
        {
            "trump": trump.code,
            "no_trump": None,
            "dealer": dealer,
            "maker": maker,
            "alone": False,
            "seat": dealer,
            "upcard": upcard.code,
            "upcard_taken": True,
            "history": [],
            "trick": [],
            "hand": [c.code for c in sorted([*hand, upcard])],
            "round": 1,
            "choices": [c.code for c in hand],
            "answer": [answer.code],
            "themes": themes,
            "principle": "A-4",
            **item_fields(proof),
            "prompt": _discard_prompt(exchange),
            "explanation": _discard_explanation(exchange, _confirmed(proof), themes, labels),
        }
    )
    if counter and theme is not None:
        applies = _discard_rule_applies(exchange, theme)
        mark_counter(item, theme, COUNTER_RULES[theme], applies=applies)
    return item


def _exchange_from_item(item: Mapping[str, Any]) -> Exchange:
    return Exchange(
        item_variant(item),
        int(item["dealer"]),
        int(item["maker"]),
        [parse_card(str(c)) for c in item["choices"]],
        parse_card(str(item["upcard"])),
    )


def check_discard(item: Mapping[str, Any], *, prove: bool = True) -> None:
    exchange = _exchange_from_item(item)
    held = [parse_card(str(c)) for c in item["hand"]]
    _check_hand(item, held, exchange.variant)
    require(
        sorted(held) == sorted([*exchange.hand, exchange.upcard]), item, "hand = five + turn-up"
    )
    _require_stored(item)
    answer = parse_card(str(item["answer"][0]))
    _require_principle(
        item,
        lambda code: principles.DealerDiscard(
            tuple(exchange.hand), exchange.upcard, parse_card(code)
        ),
    )
    require(set(item["themes"]) <= set(_discard_themes(exchange, answer)), item, "themes")
    require(not _exchange_has_twin(exchange, answer.code), item, "another card is worth the same")
    themes = _discard_themes(exchange, answer)
    _require_counter(
        item,
        lambda theme: _discard_counter_fits(exchange, theme) and theme not in themes,
        lambda theme: _discard_rule_applies(exchange, theme),
    )
    if prove:
        proof = confirm_exchange(
            exchange, str(item["id"]), answer.code, samples=int(item["samples"])
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")


# -- text shared by the calling kinds -----------------------------------------------------
# Seats are named as the player sees them (``words.seat_name``), as on the table; no rule
# id appears: the web links the item's principle to the lesson section that teaches it.


def _seat(seat: int, you: int, lang: str) -> str:
    return seat_name(seat, you, 4, lang)


def turned_down(
    up: Card, dealer_sentence: tuple[str, str], you_deal: bool
) -> list[tuple[str, str]]:
    """The round-two opening: the turn-up passed and turned down, then who deals; one
    sentence where you dealt (review 6: "…딜러가 엎었습니다. 당신이 딜러입니다." read as
    two choppy sentences): "딜러인 당신이 엎었습니다" / "and you, the dealer, turned it
    down"."""
    if you_deal:
        return [
            (
                f"Everyone passed the {up} turn-up, and you, the dealer, turned it down.",
                f"모두가 턴업 {card_josa(up, '을')} 패스해서 딜러인 당신이 엎었습니다.",
            )
        ]
    return [
        (
            f"Everyone passed the {up} turn-up; it is turned down.",
            f"모두가 턴업 {card_josa(up, '을')} 패스해서 딜러가 엎었습니다.",
        ),
        dealer_sentence,
    ]


def _dealer_sentence(dealer: int, seat: int, *, turns: bool = False) -> tuple[str, str]:
    """Who deals and when you speak; ``turns`` words the Korean as a calling turn (가장
    먼저 부를 차례), as the calling kinds ask it."""
    role = _role(seat, dealer)
    if role == 0:
        return "You are the dealer.", "당신이 딜러입니다."
    name_en, name_ko = _seat(dealer, seat, "en"), _seat(dealer, seat, "ko")
    order_en = {1: "; you speak first", 2: "", 3: "; you speak just before the dealer"}[role]
    order_ko = {
        1: " 당신이 가장 먼저 부를 차례입니다." if turns else " 당신이 가장 먼저 말합니다.",
        2: "",
        3: " 당신은 딜러 바로 앞 차례입니다." if turns else " 당신은 딜러 바로 앞에 말합니다.",
    }[role]
    return f"The dealer is {name_en}{order_en}.", f"딜러는 {name_ko}입니다.{order_ko}"


def _passed_sentence(seats: Sequence[int], you: int, again: bool) -> tuple[str, str]:
    if not seats:
        return "", ""
    names_en = [_seat(x, you, "en") for x in seats]
    names_ko = [_seat(x, you, "ko") for x in seats]
    joined_en = ", ".join(names_en[:-1]) + (" and " if len(names_en) > 1 else "") + names_en[-1]
    if len(names_ko) == 2:
        joined_ko = f"{josa(names_ko[0], '와')} {names_ko[1]}"
    else:
        joined_ko = ", ".join(names_ko)
    again_en, again_ko = (" again" if again else ""), (" 다시" if again else "")
    return (
        f"{capital(joined_en)} passed{again_en}.",
        f"{josa(joined_ko, '은')}{again_ko} 패스했습니다.",
    )


def _score_sentence(
    scores: Sequence[int] | None, seat: int, target: int, *, win_by_two: bool = False
) -> tuple[str, str]:
    """The score, and the game it is played to: ``win_by_two`` (rules-spec E11) says that
    reaching the target wins only two points ahead."""
    if scores is None:
        return "", ""
    mine, theirs = scores[seat % 2], scores[1 - seat % 2]
    if win_by_two:
        return (
            f"Your side has {count_en(mine, 'point')}, the opponents {theirs}, in a game to "
            f"{target} that must be won by two points.",
            f"{target}점 게임(2점 이상 앞서야 이김)에서 우리 팀 {mine}점, 상대 팀 "
            f"{theirs}점입니다.",
        )
    return (
        f"Your side has {count_en(mine, 'point')}, the opponents {theirs}, in a game to {target}.",
        f"{target}점 게임에서 우리 팀 {mine}점, 상대 팀 {theirs}점입니다.",
    )


def _sentences(parts: Sequence[tuple[str, str]]) -> tuple[str, str]:
    return (
        " ".join(en for en, _ in parts if en),
        " ".join(ko for _, ko in parts if ko),
    )


def _evaluation_text(
    judgement: CallJudgement, labels: Mapping[str, Mapping[str, str]], *, at_score: bool = False
) -> tuple[str, str]:
    # As stored (two decimals), equal values in the order of their labels: the same text
    # whether written from the solved deals or again from a stored item.
    ranked = sorted(judgement.evaluation.items(), key=lambda pair: (-round(pair[1], 2), pair[0]))
    parts_en = ", ".join(f"{labels[o]['en']} {_points(v)}" for o, v in ranked)
    parts_ko = ", ".join(f"{labels[o]['ko']} {_points(v)}" for o, v in ranked)
    if at_score:
        # calling.team_value: each side's points count only up to what it needs for the game.
        return (
            f"Playing out {judgement.samples} deals of the unseen cards, and counting each "
            "side's points only up to what it needs for the game, the expected points for "
            f"your side are: {parts_en}.",
            f"보이지 않는 카드를 {judgement.samples}가지 방식으로 나눠 끝까지 쳐 보고, 각 팀의 "
            f"점수를 게임에 필요한 만큼까지만 세면 우리 팀의 기대 점수는 {parts_ko}입니다.",
        )
    return (
        f"Playing out {judgement.samples} deals of the unseen cards, the expected points "
        f"for your side are: {parts_en}.",
        f"보이지 않는 카드를 {judgement.samples}가지 방식으로 나눠 끝까지 쳐 보면 우리 팀의 "
        f"기대 점수는 {parts_ko}입니다.",
    )


# -- order-up text ------------------------------------------------------------------------


def _offer_prompt(offer: Offer) -> dict[str, str]:
    en, ko = _sentences(
        [
            (f"The turn-up is {offer.upcard}.", f"턴업은 {card_ko(offer.upcard)}입니다."),
            _dealer_sentence(offer.dealer, offer.seat, turns=True),
            _passed_sentence(offer.earlier(), offer.seat, again=False),
            _score_sentence(
                offer.scores,
                offer.seat,
                offer.variant.target,
                win_by_two=offer.variant.win_by_two,
            ),
            ("What do you do?", "어떻게 할까요?"),
        ]
    )
    return text(en, ko)


def _turn_up_goes(offer: Offer) -> tuple[str, str]:
    """Where the turn-up goes if trump is made: the dealer adds it to their hand."""
    up, up_ko = str(offer.upcard), card_ko(offer.upcard)
    role = _role(offer.seat, offer.dealer)
    if role == 0:
        return (
            f"You would pick up the {up} and discard one card.",
            f"테이크업하면 당신이 {josa(up_ko, '을')} 가져오고 한 장을 버립니다.",
        )
    dealer_en, dealer_ko = (
        _seat(offer.dealer, offer.seat, "en"),
        _seat(offer.dealer, offer.seat, "ko"),
    )
    if offer.canadian:
        return (
            "Under the Canadian loner rule you may accept the turn-up only by going alone: "
            f"your partner, the dealer, then sits out, and the {up} is dead (nobody takes it).",
            "캐나디안 로너 규칙에서는 혼자 하기로만 턴업을 받을 수 있습니다. 그러면 딜러인 "
            f"파트너는 쉬고, {josa(up_ko, '은')} 아무도 가져가지 않는 죽은 카드가 됩니다.",
        )
    if role == 2:
        en = f"The {up} would go to the dealer, your partner: one more trump on your side."
        ko = f"{josa(up_ko, '은')} 딜러인 파트너에게 갑니다. 우리 팀 으뜸패가 한 장 늘어납니다."
        if offer.variant.allow_alone:
            en += f" (If you go alone, the dealer sits out and the {up} is dead.)"
            ko += f" (혼자 하면 딜러가 쉬고 {josa(up_ko, '은')} 죽은 카드가 됩니다.)"
        return en, ko
    return (
        f"The {up} would go to the dealer, {dealer_en}: one more trump against you.",
        f"{josa(up_ko, '은')} 딜러인 {dealer_ko}에게 갑니다. 상대 팀 으뜸패가 한 장 늘어납니다.",
    )


def _s03_text(offer: Offer, answer: str) -> tuple[str, str]:
    """S0-3 for this hand, counted as ``s03_high`` counts (review: one rule for every
    sentence), saying whose cards: yours, the turn-up you pick up as dealer, the turn-up
    your partner the dealer takes."""
    trump, up = offer.trump, offer.upcard
    high = _high_trumps(offer.holding, trump)  # the caller's own (the dealer's: with the turn-up)
    side = s03_high(offer)
    trumps = _trumps(offer.holding, trump)
    partner_up = partner_takes_turn_up(offer) and up in side
    dealer_up = offer.seat == offer.dealer and up in high
    high_en, high_ko = cards_text(high), cards_ko(high)
    if answer == PASS:
        own_en = count_en(len(high), "high trump") if high else "none"
        if partner_up:
            own_ko = f"당신에게는 {len(high)}장이고" if high else "당신에게는 없고"
            en = (
                f"Call with two high trumps (the bowers or the ace); you hold {own_en}, and "
                f"counting the {up} your partner takes, your side holds only {len(side)}, so "
                "pass."
            )
            ko = (
                f"높은 으뜸패(바우어나 에이스)가 두 장이면 부릅니다. {own_ko}, 파트너가 "
                f"가져갈 {card_josa(up, '을')} 더해도 우리 팀에 {len(side)}장뿐이니 패스합니다."
            )
        elif dealer_up:
            # The dealer's pass is his button's "Turn it down" / 패스(엎기) (review: 702/27).
            en = (
                f"Call with two high trumps (the bowers or the ace); counting the {up} you "
                f"pick up, you hold only {len(high)}, so turn it down."
            )
            ko = (
                "높은 으뜸패(바우어나 에이스)가 두 장이면 부릅니다. 테이크업할 "
                f"{card_josa(up, '을')} 더해도 당신에게 {len(high)}장뿐입니다. 그래서 턴업을 "
                "엎습니다."
            )
        elif offer.seat == offer.dealer:
            own_ko = f"당신에게는 {len(high)}장뿐입니다" if high else "당신에게는 없습니다"
            en = (
                f"Call with two high trumps (the bowers or the ace); you hold {own_en}, so "
                "turn it down."
            )
            ko = (
                f"높은 으뜸패(바우어나 에이스)가 두 장이면 부릅니다. {own_ko}. 그래서 턴업을 "
                "엎습니다."
            )
        else:
            own_ko = f"당신에게는 {len(high)}장뿐이니" if high else "당신에게는 없으니"
            en = f"Call with two high trumps (the bowers or the ace); you hold {own_en}, so pass."
            ko = f"높은 으뜸패(바우어나 에이스)가 두 장이면 부릅니다. {own_ko} 패스합니다."
        if len(trumps) >= 2 and offer.seat != offer.dealer:
            en += f" {capital(count_en(len(trumps), 'trump'))} without two high ones are too weak."
            ko += f" 높은 으뜸패 두 장 없이 으뜸패 {len(trumps)}장만으로는 약합니다."
        return en, ko
    if partner_up and len(high) < 2:
        return (
            "Count on your partner when you call: here your partner is the dealer and "
            f"takes the {up}, so with your {high_en} your side holds two high trumps.",
            "부를 때는 파트너의 도움을 셉니다. 여기서는 파트너가 딜러라서 "
            f"{card_josa(up, '을')} 가져가니, 당신의 {josa(high_ko, '과')} 함께 "
            "우리 팀에 높은 으뜸패가 두 장 있습니다.",
        )
    if dealer_up:
        return (
            f"Two high trumps make a call: counting the {up} you pick up, you hold "
            f"{high_en}, and your partner is good for a trick.",
            f"높은 으뜸패 두 장이면 부릅니다. 테이크업할 {card_josa(up, '을')} 더해 당신에게 "
            f"{josa(high_ko, '이')} 있고, 파트너가 한 트릭은 가져올 수 있습니다.",
        )
    return (
        f"Two high trumps make a call: you hold {high_en}, and your partner is good for a trick.",
        f"높은 으뜸패 두 장이면 부릅니다. 당신에게 {josa(high_ko, '이')} 있고, 파트너가 "
        "한 트릭은 가져올 수 있습니다.",
    )


def _offer_principle_text(
    offer: Offer, principle: str, answer: str, neutral_best: str | None = None
) -> tuple[str, str]:
    """What the principle says about this hand, with its cards (no rule id)."""
    trump = offer.trump
    holding = offer.holding
    high = _high_trumps(holding, trump)
    trumps = _trumps(holding, trump)
    high_en, high_ko = cards_text(high), cards_ko(high)
    if principle == "S0-3":
        return _s03_text(offer, answer)
    if principle == "A-9" and offer.canadian and answer == PASS:
        # S0-3's American count takes in the turn-up the partner, the dealer, would take
        # (review finding 5): said, and "could", as the count is a bar, not a verdict.
        up = offer.upcard
        taken = _role(offer.seat, offer.dealer) == 2 and bool(_high_trumps([up], trump))
        count = len(high) + (1 if taken else 0)
        had_en = f"{count_en(len(high), 'high trump')} ({high_en or '-'})"
        had_ko = f"높은 으뜸패 {len(high)}장({high_ko or '-'})"
        rest_en = (
            "the only way to accept is a loner, and without the top three trumps or four "
            "trumps a loner rarely marches: pass."
        )
        rest_ko = (
            "여기서는 혼자 하기로만 받을 수 있습니다. 가장 높은 으뜸패 세 장이나 으뜸패 네 "
            "장이 없으면 혼자서 전승하는 경우가 드무니 패스합니다."
        )
        if count >= 2:
            with_en = f" and the {up} your partner the dealer would take," if taken else ""
            with_ko = (
                f"{had_ko}에 딜러인 파트너가 가져갈 {card_ko(up)}까지 더하면"
                if taken
                else f"{josa(had_ko, '이')}면"
            )
            return (
                f"With {had_en}{with_en} you could assist in American Euchre, but here " + rest_en,
                f"{with_ko} 미국식 유커에서는 어시스트할 수도 있지만, " + rest_ko,
            )
        return (
            f"With {had_en} you would not assist even in American Euchre, and here " + rest_en,
            f"{josa(had_ko, '으로')}는 미국식 유커에서도 어시스트하기에 모자라고, " + rest_ko,
        )
    if principle == "A-9":
        if answer == ALONE:
            what_en, what_ko = lone_hand_text(holding, trump)
            # The variant's own scoring (issue 10): what a made or marched loner scores.
            v = offer.variant
            made, lone_march = made_points(v, alone=True), march_points(v, alone=True)
            made_en, made_ko = made_tricks(v), made_tricks(v, "ko")
            need_en, need_ko = NUMBER_WORDS_EN[v.tricks_to_make], NUMBER_WORDS_KO[v.tricks_to_make]
            all_en, all_ko = NUMBER_WORDS_EN[v.hand_size], NUMBER_WORDS_KO[v.hand_size]
            if offer.canadian and principles.lone_march_doubtful(
                principles.kept_cards(_offer_call(offer, ALONE), trump), trump
            ):
                return (
                    f"With {what_en} this is no march hand, but here it is alone or nothing: "
                    f"four trumps usually take {need_en} tricks, and {points_en(made)} alone "
                    "beats a pass.",
                    f"{josa(what_ko, '이')} 있어도 전승할 손패는 아니지만, 여기서는 혼자 하거나 "
                    f"패스하거나 둘 중 하나입니다. 으뜸패 네 장이면 대개 {need_ko} 트릭은 "
                    f"가져오니, 혼자 해서 {made}점을 내는 편이 패스보다 낫습니다.",
                )
            if offer.canadian:
                return (
                    f"With {what_en}, go alone: here it is alone or nothing, and a lone hand "
                    f"scores {made} for {made_en} and {lone_march} for all {all_en}.",
                    f"{josa(what_ko, '이')} 있으면 혼자 합니다. 여기서는 혼자 하거나 패스하거나 "
                    f"둘 중 하나이고, 혼자 해서 {josa(made_ko, '을')} 따면 {made}점, {all_ko} "
                    f"트릭을 모두 따면 {lone_march}점입니다.",
                )
            return (
                f"With {what_en}, go alone: {lone_march_gain(offer.variant)}.",
                f"{josa(what_ko, '이')} 있으면 혼자 합니다. "
                f"{lone_march_gain(offer.variant, 'ko')}.",
            )
        # A hand short of the course's lone march: say what stops it, from its cards.
        return _not_alone_text(offer)
    if principle == "A-11" and answer == PASS:
        return _dealer_turn_down_text(offer, trumps)
    if principle == "A-11":
        return (
            f"As dealer, count the turn-up as yours: with the {offer.upcard} you hold "
            f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)}), and your discard "
            "improves the hand once more.",
            f"딜러는 턴업을 자기 카드로 셉니다. {josa(card_ko(offer.upcard), '을')} 더하면 "
            f"으뜸패가 {len(trumps)}장({cards_ko(trumps)})이고, 한 장을 버려 손패를 한 번 "
            "더 다듬을 수 있습니다.",
        )
    scores = offer.scores or [0, 0]
    mine, theirs = scores[offer.seat % 2], scores[1 - offer.seat % 2]
    target = offer.variant.target
    # At 0-0 a loner: the score only takes the loner's extra points away (A-10's own case).
    loner_at_love = neutral_best == ALONE or (neutral_best is None and len(high) >= 2)
    if answer == PASS or (answer == ORDER_UP and not (loner_at_love and mine >= target - 2)):
        return _game_point_text(mine, theirs, target, answer, neutral_best)
    if mine >= target - 2:
        need = target - mine
        enough_en = (
            "three tricks with your partner already score it"
            if need <= 1
            else "a march with your partner already gives them"
        )
        enough_ko = (
            "파트너와 함께 세 트릭만 따도 충분하니"
            if need <= 1
            else "파트너와 함께 전승하면 충분하니"
        )
        by_hand_en, by_hand_ko = "", ""
        if _marches(offer):
            what_en, what_ko = lone_hand_text(holding, trump)
            by_hand_en = f"By the cards this is a loner ({what_en}). "
            by_hand_ko = f"카드만 보면 혼자 할 손패입니다({what_ko}). 하지만 "
        return (
            f"{by_hand_en}Play to the score: at {mine} your side needs only "
            f"{count_en(need, 'point')}; {enough_en}, so the loner's extra points are worth "
            "nothing, and going alone only raises the risk of falling short.",
            f"{by_hand_ko}점수를 보고 판단합니다. 우리 팀은 {mine}점이라 {need}점만 더 "
            f"있으면 되고, {enough_ko} 혼자 하기의 추가 점수는 의미가 없습니다. 혼자 하면 "
            "모자랄 위험만 커집니다.",
        )
    if answer == ALONE and theirs >= target - 2:
        return (
            f"Play to the score: the opponents need only {count_en(target - theirs, 'point')}, "
            "so a euchre costs you no more than that, while a lone march still scores "
            f"{march_points(offer.variant, alone=True)}: "
            "here the loner is worth its risk.",
            f"점수를 보고 판단합니다. 상대 팀은 {target - theirs}점만 더 있으면 되니 유커를 당해도 "
            "잃는 것은 그만큼뿐이고, 혼자 전승하면 그대로 "
            f"{march_points(offer.variant, alone=True)}점입니다. 여기서는 혼자 할 만합니다.",
        )
    return (
        f"Play to the score: the opponents are {count_en(target - theirs, 'point')} from the "
        "game, and what you call decides what they can still score this hand.",
        f"점수를 보고 판단합니다. 상대 팀은 게임까지 {target - theirs}점 남았고, 당신의 선택이 "
        "이번 판에서 상대가 얻을 수 있는 점수를 정합니다.",
    )


def _offer_ties(offer: Offer, principle: str, answer: str) -> list[str]:
    """The tie-breakers (``principles.tie_break``) that pick the answer over the other
    calls its principle fits, each once; A-9 against ordering up with the partner is
    already said by ``_not_alone_text``."""
    chosen = _offer_call(offer, answer)
    calls = [_offer_call(offer, o) for o in offer.options()]
    ties: list[str] = []
    for rival in principles.rivals(principle, chosen, calls):
        tie = principles.tie_break(principle, chosen, rival)
        if tie is not None and tie not in ties and not (tie == "A-9" and answer == ORDER_UP):
            ties.append(tie)
    return ties


def _offer_tie_text(offer: Offer, tie: str, answer: str) -> tuple[str, str]:
    if tie == "A-9":
        return _offer_principle_text(offer, "A-9", ALONE)
    if tie == "S0-3":
        return _offer_principle_text(offer, "S0-3", PASS if answer == PASS else ORDER_UP)
    # A-10's second clause: the opponents could win the game this hand. What they need
    # decides how: any make (1 point), a march (2) or only a loner (4).
    scores = offer.scores or [0, 0]
    theirs = scores[1 - offer.seat % 2]
    variant = offer.variant
    need = variant.target - theirs
    if need <= 1:  # a make scores 1 (tutor.engine.scoring)
        how_en, how_ko = "with any call they make", "으뜸패를 정해 이기기만 해도"
    elif need <= variant.march_points:
        how_en, how_ko = "with a march", "전승하면"
    else:
        how_en, how_ko = "with a loner", "혼자 해서 전승하면"
    en = (
        f"The opponents, at {theirs}, could win the game {how_en} this hand; calling "
        "takes the call from them"
    )
    ko = (
        f"상대 팀은 {theirs}점이라 이번 판에 {how_ko} 게임을 이깁니다. "
        "우리가 부르면 그 기회를 가져옵니다"
    )
    if need <= variant.euchre_points:
        en += ", though a euchre of our call would give them the game too."
        ko += ". 다만 우리가 유커를 당해도 상대가 게임을 이깁니다."
    else:
        en += " and blocks it."
        ko += "."
    return en, ko


def _dealer_turn_down_text(offer: Offer, trumps: Sequence[Card]) -> tuple[str, str]:
    """A-11 below its threshold: two trumps counting the turn-up leave the call to the
    rest of the hand (fewer are too few); a suit with two high trumps is named if it can
    be called later. The table's coach quotes it for any dealer's turn-down."""
    up, up_ko = str(offer.upcard), card_ko(offer.upcard)
    en = (
        f"As dealer, count the turn-up as yours: even with the {up} you hold only "
        f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)}). Three trumps make picking "
        "up standard; "
    )
    ko = (
        f"딜러는 턴업을 자기 카드로 셉니다. {josa(up_ko, '을')} 더해도 으뜸패는 "
        f"{len(trumps)}장({cards_ko(trumps)})뿐입니다. 으뜸패가 세 장이면 테이크업하는 것이 "
        "정석이지만, "
    )
    if len(trumps) == 2:
        en += "with two, the rest of the hand decides, and here turning it down is worth more."
        ko += "두 장이면 나머지 카드에 달려 있고 여기서는 턴업을 엎는 편이 낫습니다."
    else:
        en += "with fewer than two, turn it down."
        ko += "두 장보다 적으면 턴업을 엎습니다."
    # Round two's suits: two high trumps (S0-3), or for the dealer a suit of the other
    # colour at A-3's minimum, which the dealer's side favours (review W4).
    later = [
        s
        for s in SUITS
        if s is not offer.trump
        and (
            len(_high_trumps(offer.hand, s)) >= 2
            or (s.color is not offer.trump.color and _reverse_minimum(offer.hand, s))
        )
    ]
    if later:

        def weight(s: Suit) -> tuple[bool, int, int]:
            trumps, high = _trump_weight(offer.hand, s)
            return s.color is not offer.trump.color, high, trumps

        suit = max(later, key=weight)
        held, held_ko = _reverse_holding(offer.hand, suit)
        en += f" You keep the chance to name {suit_en(suit)} in round two ({held})."
        ko += f" 둘째 바퀴에서 {josa(suit_ko(suit), '을')} 부를 기회도 남습니다({held_ko})."
    return en, ko


def _game_point_text(
    mine: int, theirs: int, target: int, answer: str, neutral_best: str | None = None
) -> tuple[str, str]:
    """What one hand does to the game at this score, and why that decides the call."""
    if mine + 1 >= target:
        make_en, make_ko = "one point wins your side the game", "1점이면 우리 팀이 게임을 이기고"
    elif mine + 2 >= target:
        make_en, make_ko = "a march wins your side the game", "전승하면 우리 팀이 게임을 이기고"
    else:
        make_en = f"your side needs {count_en(target - mine, 'point')}"
        make_ko = f"우리 팀은 {target - mine}점이 더 필요하고"
    if theirs + 2 >= target:
        euchre_en, euchre_ko = (
            "a euchre gives the opponents the game",
            "유커를 당하면 상대가 게임을 이깁니다",
        )
    else:
        euchre_en = f"a euchre gives the opponents 2 points ({theirs + 2})"
        euchre_ko = f"유커를 당하면 상대가 2점을 얻습니다({theirs + 2}점)"
    if answer == PASS:
        why_en = "Here the euchre risks more than the call can win: pass."
        why_ko = "여기서는 부를 때 얻을 것보다 유커의 위험이 더 크니 패스합니다."
    elif neutral_best == ALONE:
        why_en = "Here the loner's extra points count for less than your partner's help."
        why_ko = "여기서는 혼자 하기의 추가 점수보다 파트너의 도움이 더 중요합니다."
    elif theirs + 1 >= target:
        why_en = (
            "Here taking the call is worth more than leaving it to the opponents, who win "
            "the game with any hand they make."
        )
        why_ko = (
            "여기서는 상대에게 부를 기회를 넘기지 않는 편이 낫습니다. 상대는 어떤 판이든 "
            "이기기만 하면 게임을 이깁니다."
        )
    else:
        why_en = "Here taking the call is worth more than leaving it to the opponents."
        why_ko = "여기서는 상대에게 부를 기회를 넘기지 않는 편이 낫습니다."
    return (
        f"Play to the score ({mine}–{theirs} in a game to {target}): {make_en}, and "
        f"{euchre_en}. {why_en}",
        f"점수를 보고 판단합니다({target}점 게임에서 {mine}대 {theirs}). {make_ko}, {euchre_ko}. "
        f"{why_ko}",
    )


def lone_hand_text(holding: Sequence[Card], trump: Suit) -> tuple[str, str]:
    """A lone hand named as the lessons name it (strategy-calling, "When to go alone"): the
    top three trumps or the trump count, then what stands beside them, with the dealer's
    discard (A-4) left out and said."""
    kept = holding
    if len(holding) > 5:
        discard = dealer_discard(holding, trump)
        kept = [c for c in holding if c != discard]
    trumps = principles.trumps_in(kept, trump)
    tops = [c for c in trumps if is_right_bower(c, trump) or is_left_bower(c, trump)]
    top_three = len(tops) == 2 and any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    rest = trumps[3:] if top_three else []
    if top_three:
        en = f"the top three trumps ({cards_text(trumps[:3])})"
        ko = f"가장 높은 으뜸패 세 장({cards_ko(trumps[:3])})"
    else:
        en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
        ko = f"으뜸패 {len(trumps)}장({cards_ko(trumps)})"
    aces = principles.off_aces(kept, trump)
    more_ko = [f"으뜸패 {cards_ko(rest)}"] if rest else []
    if rest:
        # "with the Q♠ and the A♥ on the side" would put the trump on the side too.
        en += f" and the {' and '.join(str(c) for c in rest)} too"
    if aces:
        en += f"{',' if rest else ''} with the {' and '.join(str(c) for c in aces)} on the side"
        more_ko.append(f"다른 무늬 {cards_ko(aces)}")
    if more_ko:
        ko += "에 " + (f"{josa(more_ko[0], '과')} {more_ko[1]}" if len(more_ko) > 1 else more_ko[0])
    if len(holding) > 5:
        # A clause, not a second parenthesis after the cards' own (review 6: "5 trumps
        # (J♠, …) (after discarding the 10♥)").
        en += f", after discarding the {discard}"
        ko = f"{card_josa(discard, '을')} 버리고 나서도 {ko}"
    return en, ko


def _offer_explanation(
    offer: Offer,
    judgement: CallJudgement,
    neutral: CallJudgement,
    principle: str,
    labels: Mapping[str, Mapping[str, str]],
    confirm: Mapping[str, Any],
) -> dict[str, str]:
    trump = offer.trump
    trumps = _trumps(offer.holding, trump)
    en = [f"Accepting the turn-up makes {suit_en(trump)} trump."]
    ko = [f"턴업을 받으면 {josa(suit_ko(trump), '이')} 으뜸패가 됩니다."]
    with_up_en = " (with the turn-up)" if offer.seat == offer.dealer else ""
    with_up_ko = " 턴업을 포함해" if offer.seat == offer.dealer else ""
    if trumps:
        en.append(
            f"You would hold {count_en(len(trumps), 'trump')}{with_up_en}: {cards_text(trumps)}."
        )
        ko.append(f"으뜸패는{with_up_ko} {len(trumps)}장입니다: {cards_ko(trumps)}.")
    else:
        en.append("You would hold no trump at all.")
        ko.append("으뜸패가 한 장도 없습니다.")
    goes_en, goes_ko = _turn_up_goes(offer)
    en.append(goes_en)
    ko.append(goes_ko)
    rule_en, rule_ko = _offer_principle_text(offer, principle, judgement.best, neutral.best)
    en.append(rule_en)
    ko.append(rule_ko)
    if (
        judgement.best == ORDER_UP
        and ALONE in offer.options()
        and principle != "A-9"
        and not _marches(offer)
    ):
        # The hand's reason against the loner; a lone hand the score keeps from going
        # alone is explained by the score alone (A-10's text).
        not_alone_en, not_alone_ko = _not_alone_text(offer)
        en.append(not_alone_en)
        ko.append(not_alone_ko)
    if judgement.best == ORDER_UP and PASS in judgement.evaluation and principle == "A-9":
        # A-9 weighs alone against the partner: why the call beats the pass, too.
        call_en, call_ko = _why_call_text(offer, judgement)
        en.append(call_en)
        ko.append(call_ko)
    if (
        judgement.best == ALONE
        and ORDER_UP in judgement.evaluation
        and round(judgement.evaluation[PASS], 2) > round(judgement.evaluation[ORDER_UP], 2)
    ):
        pass_en, pass_ko = _strong_pass_text(offer, judgement)
        en.append(pass_en)
        ko.append(pass_ko)
    if judgement.best == PASS:
        later = _round_two_text(offer)
        if later is not None:
            en.append(later[0])
            ko.append(later[1])
    high_up = _high_turn_up_text(offer, judgement)
    if high_up is not None:
        en.append(high_up[0])
        ko.append(high_up[1])
    for tie in _offer_ties(offer, principle, judgement.best):
        if tie == "S0-3" and neutral.best == PASS and judgement.best != PASS:
            # At 0-0 this hand passes (proven): "two high trumps make a call" would read
            # as a 0-0 reason; the score's own reason, said above, is why it calls here.
            continue
        tie_en, tie_ko = _offer_tie_text(offer, tie, judgement.best)
        en.append(tie_en)
        ko.append(tie_ko)
    if _assists(offer) and judgement.best == ORDER_UP and principle == "S0-3":
        en.append(
            "As the dealer's partner you may assist: order it up and still play with the "
            "dealer. (In British Euchre, and under the Canadian loner house rule, you could "
            "accept it only by going alone.)"
        )
        ko.append(
            "딜러의 파트너도 어시스트할 수 있습니다. 오더업하고도 딜러와 함께 칩니다. "
            "(영국식 유커나 캐나디안 로너 하우스 룰이라면 혼자 하기로만 받을 수 있습니다.)"
        )
    if judgement.best == ALONE:
        disputed = disputed_loner_text(
            offer.holding,
            trump,
            confirm,
            benny_in_pack=offer.variant.joker,
            partner_call=ORDER_UP in offer.options(),
            other_choices=len(offer.options()) - 1,
        )
        if disputed is not None:
            en.append(disputed[0])
            ko.append(disputed[1])
    eval_en, eval_ko = _evaluation_text(judgement, labels, at_score=offer.scores is not None)
    en.append(eval_en)
    ko.append(eval_ko)
    if offer.scores is not None and neutral.best != judgement.best:
        at_love_en = labels[neutral.best]["en"].lower()
        at_love_ko = labels[neutral.best]["ko"]
        en.append(
            f"Without a score to play to (at 0–0), {at_love_en} would be best; at this score "
            "it is not, which is the point of this question."
        )
        ko.append(
            f"점수를 생각하지 않는다면(0대 0) {josa(at_love_ko, '이')} 가장 좋지만, 이 점수에서는 "
            "그렇지 않습니다. 이 문제의 핵심이 바로 그것입니다."
        )
    best = labels[judgement.best]
    en.append(f"Best: {best['en']}.")
    ko.append(f"최선: {best['ko']}.")
    return text(lines(en), lines(ko))


# -- name-trump text ----------------------------------------------------------------------


def _stick_sentence(naming: Naming) -> tuple[str, str]:
    """Stick the dealer matters to every seat: the dealer cannot pass, and a player who
    passes leaves the dealer to name a suit."""
    if not naming.variant.stick_the_dealer:
        return "", ""
    if naming.stuck:
        return (
            "You are stuck: under stick the dealer, the dealer may not pass and must name a suit.",
            "스틱 더 딜러 규칙이라 딜러인 당신은 패스할 수 없고 무늬를 불러야 합니다.",
        )
    dealer_en = _seat(naming.dealer, naming.seat, "en")
    dealer_ko = _seat(naming.dealer, naming.seat, "ko")
    return (
        f"Stick the dealer is played: if everyone passes, the dealer, {dealer_en}, must name "
        "a suit.",
        f"스틱 더 딜러 규칙이라 모두 패스하면 딜러인 {josa(dealer_ko, '이')} 무늬를 불러야 합니다.",
    )


def naming_question(*, stuck: bool, alone: bool) -> tuple[str, str]:
    """Round two's question: a stuck dealer must name a suit; anyone else may pass, so the
    question offers the pass rather than take a call for granted (review finding 2)."""
    if stuck:
        return (
            ("Which suit do you name, and do you go alone?", "어떤 무늬를 부를까요? 혼자 할까요?")
            if alone
            else ("Which suit do you name?", "어떤 무늬를 부를까요?")
        )
    return (
        (
            "Do you name a suit or pass? If you name a suit, do you go alone?",
            "무늬를 부를까요, 패스할까요? 부른다면 혼자 할까요?",
        )
        if alone
        else ("Do you name a suit or pass?", "무늬를 부를까요, 패스할까요?")
    )


def _naming_prompt(naming: Naming) -> dict[str, str]:
    up = naming.upcard
    everyone = [(naming.dealer + i) % 4 for i in range(1, 5)]
    en, ko = _sentences(
        [
            *turned_down(
                up,
                _dealer_sentence(naming.dealer, naming.seat, turns=True),
                naming.dealer == naming.seat,
            ),
            _passed_sentence(
                [x for x in everyone[: everyone.index(naming.seat)]], naming.seat, again=True
            ),
            _stick_sentence(naming),
            naming_question(stuck=naming.stuck, alone=naming.variant.allow_alone),
        ]
    )
    return text(en, ko)


def _partner_bowers(naming: Naming, named: Suit) -> tuple[str, str, str]:
    """What of the named suit's bowers the partner may hold (en; ko with its object
    particle; a Korean sentence on a turned-down bower): not one in your own hand, nor the
    turned-down card, which is out of play (a turned-down jack is next's left bower:
    name-trump-next/21 had said "its bowers")."""
    bowers = [c for c in (right_bower(named), left_bower(named)) if c not in naming.hand]
    buried = naming.upcard if naming.upcard in bowers else None
    left = [c for c in bowers if c != buried]
    note_en = f" (the {buried} was turned down and is out of play)" if buried else ""
    note_ko = (
        f" 딜러가 엎은 {josa(card_ko(buried), '은')} 이번 판에 쓰이지 않습니다." if buried else ""
    )
    if len(left) == 2:
        return "its bowers", "바우어를", ""
    if not left:
        return f"its high trumps{note_en}", "높은 으뜸패를", note_ko
    bower = left[0]
    which_en, which_ko = ("right", "라이트") if bower == right_bower(named) else ("left", "레프트")
    return (
        f"the {bower}, the {which_en} bower{note_en}",
        f"{card_ko(bower)}({which_ko} 바우어)를",
        note_ko,
    )


def _naming_principle_text(naming: Naming, principle: str, answer: str) -> tuple[str, str]:
    turned = naming.upcard.suit or Suit.SPADES
    if principle == "A-2":
        named = turned.sister
        held_en, held_ko, buried_ko = _partner_bowers(naming, named)
        return (
            f"Sitting left of the dealer, call next ({suit_en(named)}, the suit of the same "
            f"colour as the turned-down {suit_en(turned)}): the dealer's side showed no "
            f"interest in that colour, so your partner is likelier to hold {held_en}. Your "
            "hand is strong enough for it: two trumps with a bower and an off-suit ace, or "
            "three trumps.",
            f"딜러 왼쪽 자리에서는 넥스트({suit_ko(named)}, 딜러가 엎은 "
            f"{josa(suit_ko(turned), '와')} 같은 색)를 부릅니다. 딜러 쪽이 그 색에 관심을 "
            f"보이지 않았으니 파트너가 {held_ko} 가졌을 가능성이 큽니다.{buried_ko} 당신 손패도 "
            "충분합니다: 바우어를 포함한 으뜸패 두 장과 다른 무늬 에이스, 또는 으뜸패 세 장.",
        )
    if principle == "A-3":
        a3_en, a3_ko = principles.ADVICE["A-3"]
        other_colour = [x for x in SUITS if x.color is not turned.color]
        en = (
            f"The usual advice — {a3_en} — here means {' or '.join(map(suit_en, other_colour))}, "
            f"the other colour from the turned-down {suit_en(turned)} (reverse next)."
        )
        ko = (
            f"'{a3_ko}'는 원칙이 있습니다. 여기서 그 무늬는 딜러가 엎은 "
            f"{josa(suit_ko(turned), '와')} 색이 다른 "
            f"{'나 '.join(map(suit_ko, other_colour))}(리버스 넥스트)입니다."
        )
        if answer != PASS:
            reached_en, reached_ko = _reverse_reached(naming, Suit.parse(answer))
            en += f" {reached_en}"
            ko += f" {reached_ko}"
        return en, ko
    if answer == PASS:
        lowered = _lowered_bar_text(naming)
        if lowered is not None:
            # The seat's own lowered bar first (A-2 left of the dealer, A-3 on the dealer's
            # side): S0-3's two high trumps alone would read as the only bar (review C4).
            return (
                f"{lowered[0]} Nor does any suit hold two high trumps (the bowers or the "
                "ace), the usual bar, so pass.",
                f"{lowered[1]} 보통 기준인 높은 으뜸패(바우어나 에이스) 두 장이 있는 무늬도 "
                "없으니 패스합니다.",
            )
        return (
            "Name a suit only with two high trumps in it (the bowers or the ace); no suit "
            "gives you that, so pass.",
            "높은 으뜸패(바우어나 에이스)가 두 장 있는 무늬만 부릅니다. 그런 무늬가 없으니 "
            "패스합니다.",
        )
    named = Suit.parse(answer)
    count = len(_trumps(naming.hand, named))
    en = (
        f"Stuck as dealer, name the suit where you hold the most trumps: {suit_en(named)} give you "
        f"{count_en(count, 'trump')}, no other suit more."
    )
    ko = (
        f"꼭 불러야 하는 딜러는 으뜸패가 가장 많은 무늬를 부릅니다. {josa(suit_ko(named), '을')} "
        f"부르면 으뜸패가 {count}장이고, 그보다 많은 무늬는 없습니다."
    )
    if naming.stuck and named.color is turned.color:
        # The stuck dealer leaves reverse next: say whether it had a suit to offer.
        reverse = _reverse_suits(naming)
        if not reverse:
            en += (
                f" No suit of the other colour reaches the reverse-next minimum "
                f"({_REVERSE_MINIMUM_EN}), so the colour does not decide here: your trumps do."
            )
            ko += (
                f" 다른 색 무늬 중에는 리버스 넥스트의 최소 조건({_REVERSE_MINIMUM_KO})을 "
                "채우는 무늬가 없으니, 여기서는 색이 아니라 으뜸패로 정합니다."
            )
        else:
            other = max(reverse, key=lambda s: _trump_weight(naming.hand, s))
            other_cards, other_ko = _reverse_holding(naming.hand, other)
            named_cards = cards_text(_trumps(naming.hand, named))
            named_ko = cards_ko(_trumps(naming.hand, named))
            # Say what the comparison is (review 6: "stronger" overclaimed a longer suit):
            # more trumps, or as many with more of them high (``_trump_weight``'s order).
            ours, theirs = _trump_weight(naming.hand, named), _trump_weight(naming.hand, other)
            if ours[0] > theirs[0]:
                why_en = (
                    f"you hold more trumps in {suit_en(named)} ({named_cards}) than in "
                    f"{suit_en(other)} ({theirs[0]})"
                )
                why_ko = (
                    f"으뜸패는 {suit_ko(named)} 쪽이 {ours[0]}장({named_ko})으로 "
                    f"{suit_ko(other)}({theirs[0]}장)보다 많습니다"
                )
            elif ours[1] > theirs[1]:
                why_en = (
                    f"{suit_en(named)} give as many trumps with more of them ranked ace or "
                    f"higher ({named_cards})"
                )
                why_ko = (
                    f"{josa(suit_ko(named), '은')} 으뜸패 수는 같아도 에이스보다 높거나 같은 "
                    f"으뜸패가 더 많습니다({named_ko})"
                )
            else:
                why_en = f"{suit_en(named)} give you as many trumps ({named_cards})"
                why_ko = f"{suit_ko(named)}로도 으뜸패가 같은 수만큼 있습니다({named_ko})"
            # The comparison ends in the call it decides (review: round-two conclusions).
            en += (
                f" {capital(suit_en(other))} would reach the reverse-next minimum "
                f"({other_cards}), but {why_en}, so name {suit_en(named)}."
            )
            ko += (
                f" {suit_ko(other)}도 리버스 넥스트의 최소 조건은 채우지만({other_ko}), "
                f"{why_ko}. 그래서 {josa(suit_ko(named), '을')} 부릅니다."
            )
    return en, ko


# A-3's minimum as ``_reverse_minimum`` reads it, in the words every sentence about it uses.
_REVERSE_MINIMUM_EN = (
    "K\u20119 of the suit plus an off-suit ace, or stronger trumps in the ace's place"
)
_REVERSE_MINIMUM_KO = "그 무늬의 K과 9에 다른 무늬 에이스, 또는 에이스 대신 더 강한 으뜸패"


def _lowered_bar_text(naming: Naming) -> tuple[str, str] | None:
    """Why a pass misses the seat's lowered bar in round two: next left of the dealer
    (A-2), reverse next for the dealer's partner (A-3); None elsewhere, or where the bar is
    met (the pass is then no shortfall of it)."""
    turned = naming.upcard.suit
    if turned is None or naming.stuck:
        return None
    role = (naming.seat - naming.dealer) % naming.variant.players
    if role == 1:
        nxt = turned.sister
        if principles.fits("A-2", _naming_call(naming, nxt.code)):
            return None
        trumps = _trumps(naming.hand, nxt)
        held_en, held_ko = "no trump", "으뜸패가 하나도 없습니다"
        if trumps:
            held_en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
            held_ko = f"으뜸패가 {len(trumps)}장({cards_ko(trumps)})뿐입니다"
        return (
            f"Even the lowered bar for next is not met: {suit_en(nxt)} would give you {held_en}.",
            f"넥스트의 낮춘 기준에도 못 미칩니다. {josa(suit_ko(nxt), '을')} 부르면 {held_ko}.",
        )
    if role == 2 and not _reverse_suits(naming):
        return (
            f"No suit of the other colour reaches the reverse-next minimum "
            f"({_REVERSE_MINIMUM_EN}).",
            f"다른 색 무늬 중에는 리버스 넥스트의 최소 조건({_REVERSE_MINIMUM_KO})을 채우는 "
            "무늬가 없습니다.",
        )
    return None


def _reverse_holding(hand: Sequence[Card], suit: Suit) -> tuple[str, str]:
    """A suit's trumps as a reach of A-3's minimum is read, with the off-suit ace beside them
    where the K-9-and-ace reading is the one it meets, so the reader can check the claim."""
    trumps = _trumps(hand, suit)
    en, ko = cards_text(trumps), cards_ko(trumps)
    if not _reverse_k9_ace(hand, suit):
        return en, ko
    aces = principles.off_aces(hand, suit)
    return (
        f"{en} with the {' and '.join(str(c) for c in aces)}",
        f"{en}에 다른 무늬 에이스 {cards_ko(aces)}",
    )


def _reverse_reached(naming: Naming, named: Suit) -> tuple[str, str]:
    """What naming ``named`` holds against A-3's minimum (K-9 of the suit and an off-suit
    ace), with the cards; where the hand falls short of those words, what decides it."""
    trumps = _trumps(naming.hand, named)
    aces = principles.off_aces(naming.hand, named)
    held_en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
    held_ko = f"으뜸패 {len(trumps)}장({cards_ko(trumps)})"  # a particle after it reads 장
    # The stuck dealer's "must name a suit" is said where the suit is concluded
    # (``conclude_named``), not beside the minimum (issue 10, 801/2, 802/25, 802/29).
    if _reverse_k9_ace(naming.hand, named):
        aces_en = " and ".join(str(c) for c in aces)
        as_en = "as off-suit aces" if len(aces) > 1 else "as an off-suit ace"
        return (
            f"{capital(suit_en(named))} give you {held_en} and the {aces_en} {as_en}: that "
            "holding or better.",
            f"{josa(suit_ko(named), '을')} 부르면 {held_ko}에 다른 무늬 에이스 "
            f"{josa(cards_ko(aces), '이')} 있어 그 기준 이상입니다.",
        )
    if _reverse_strong(naming.hand, named):
        # Which of ``_reverse_strong``'s holdings it is, said: "more trump than the K-9"
        # alone fits K-Q-10 too, which falls short (review: 801/8 against 801/10).
        high = _high_trumps(naming.hand, named)
        if len(high) >= 2:
            why_en = f", {NUMBER_WORDS_EN[len(high)]} of them ranked ace or higher"
            why_ko = f"에이스 이상의 으뜸패가 {len(high)}장으로"
        elif high:
            why_en = f", the {high[0]} among them"
            why_ko = f"{card_josa(high[0], '을')} 포함한 {len(trumps)}장으로"
        else:
            why_en, why_ko = "", f"으뜸패가 {len(trumps)}장으로"
        return (
            f"{capital(suit_en(named))} give you {held_en}{why_en}: more trump than the "
            "K\u20119 the minimum asks for, which makes up for the off-suit ace you lack.",
            f"{josa(suit_ko(named), '을')} 부르면 {held_ko}입니다. {why_ko} 최소 조건인 K과 "
            "9보다 강해서, 다른 무늬 에이스가 없어도 그 기준 이상입니다.",
        )
    aces_part_en = f" and the {' and '.join(str(c) for c in aces)}" if aces else ""
    aces_part_ko = f"과 다른 무늬 에이스 {cards_ko(aces)}" if aces else ""
    short_en = "no off-suit ace" if not aces else "no trump as high as the K"
    short_ko = "다른 무늬 에이스가 없어" if not aces else "가장 높은 으뜸패가 K보다 낮아"
    return (
        f"{capital(suit_en(named))} give you {held_en}{aces_part_en}: {short_en}, below that "
        "minimum, but the deals favour it here.",
        f"{josa(suit_ko(named), '을')} 부르면 {held_ko}{aces_part_ko}입니다. {short_ko} "
        "최소 조건에 못 미치지만, 여러 배치를 계산해 보면 여기서는 이 무늬가 낫습니다.",
    )


def benny_ko(card: Card) -> str:
    """A card in a Korean sentence, the joker by the glossary's name for it (베니)."""
    return "베니" if card.is_joker else card_ko(card)


def _edge_cards_ko(cards: Sequence[Card]) -> str:
    return ", ".join(benny_ko(c) for c in cards)


def _edge_cards_en(cards: Sequence[Card]) -> str:
    """Cards in an English list, the joker by its British name (the Benny)."""
    return ", ".join("Benny" if c.is_joker else str(c) for c in cards)


def conclude_named(sentence: tuple[str, str], named: Suit, stuck: bool) -> tuple[str, str]:
    """A sentence that weighs the named suit against another, with its conclusion said
    (issue 10: "...다이아몬드로는 2장뿐입니다" left "so name hearts" implied). ``stuck``:
    being stuck is the reason the suit is named at all, which holds only where it is below
    the minimum for naming it (``stuck_is_reason``): "…, so, stuck as dealer, you name
    hearts." / "… 그래서 패스할 수 없는 딜러는 하트를 부릅니다."; a suit the hand would
    name anyway, or the stuck dealer's most-trumps rule (which says "stuck" itself), ends
    plainly: "…, so name hearts." / "… 그래서 하트를 부릅니다." (review: 802/29, 802/27)."""
    en, ko = sentence
    suit = josa(suit_ko(named), "을")
    if stuck:
        return (
            f"{en.rstrip('.')}, so, stuck as dealer, you name {suit_en(named)}.",
            f"{ko} 그래서 패스할 수 없는 딜러는 {suit} 부릅니다.",
        )
    return f"{en.rstrip('.')}, so name {suit_en(named)}.", f"{ko} 그래서 {suit} 부릅니다."


def holding_edge_text(hand: Sequence[Card], named: Suit, other: Suit, edge: str) -> tuple[str, str]:
    """How naming ``named`` beats naming ``other`` on one tie-breaker
    (``principles.HOLDING_EDGES``), with the cards: the end of a sentence "..., but
    <named> give you ..." and its Korean "<named>을 부르면 ..."."""
    mine, theirs = _trumps(hand, named), _trumps(hand, other)
    if edge == "more-trumps":
        return (
            f"more trumps: {len(mine)} ({_edge_cards_en(mine)}) against {len(theirs) or 'none'}",
            f"으뜸패가 {_count_ko(mine)}이고, {_against_ko(other, len(theirs))}",
        )
    if edge == "right-bower":
        right = next(c for c in mine if is_right_bower(c, named))
        # The card is in the hand either way: what naming the suit changes is its rank.
        return (
            f"the {right} as the right bower",
            f"{card_josa(right, '이')} 라이트 바우어가 됩니다",
        )
    if edge == "more-high-trumps":
        high, other_high = _high_trumps(hand, named), _high_trumps(hand, other)
        return (
            f"more high trumps: {len(high)} ({_edge_cards_en(high)}) against "
            f"{len(other_high) or 'none'}",
            f"높은 으뜸패가 {_count_ko(high)}이고, {_against_ko(other, len(other_high))}",
        )
    # The first edge (HOLDING_EDGES order): as many trumps, as high, and an ace beside them.
    aces = principles.off_aces(hand, named)
    return (
        f"as many trumps and the {' and '.join(str(c) for c in aces)} as an off-suit ace besides",
        f"으뜸패 수는 같고 {josa(_edge_cards_ko(aces), '가')} 다른 무늬 에이스로 남습니다",
    )


def _count_ko(cards: Sequence[Card]) -> str:
    """Trumps counted as a Korean editor counts them (review of 802/30: "1장(J♣)으로 0장보다
    많습니다" read badly): "J♣ 한 장", else "5장(J♥, J♦, …)"."""
    if len(cards) == 1:
        return f"{_edge_cards_ko(cards)} 한 장"
    return f"{len(cards)}장({_edge_cards_ko(cards)})"


def _against_ko(other: Suit, count: int) -> str:
    """The rival suit's count beside it: "다이아몬드로는 2장뿐입니다" / "…한 장도 없습니다"."""
    with_other = f"{josa(suit_ko(other), '으로')}는"
    return f"{with_other} {count}장뿐입니다" if count else f"{with_other} 한 장도 없습니다"


def _short_of_reverse(hand: Sequence[Card], suit: Suit) -> tuple[str, str]:
    """Why ``suit`` does not reach A-3's minimum, with its cards."""
    trumps = _trumps(hand, suit)
    name_en = capital(suit_en(suit))
    call_ko = f"{josa(suit_ko(suit), '을')} 부르면"
    if not trumps:
        return (
            f"{name_en} would give you no trump at all: short of that minimum.",
            f"{call_ko} 으뜸패가 하나도 없어 최소 조건에 못 미칩니다.",
        )
    if len(trumps) == 1:
        return (
            f"{name_en} would give you only one trump ({cards_text(trumps)}): short of that "
            "minimum.",
            f"{call_ko} 으뜸패가 {cards_ko(trumps)} 한 장뿐이라 최소 조건에 못 미칩니다.",
        )
    if principles.off_aces(hand, suit):
        return (
            f"{name_en} would give you {count_en(len(trumps), 'trump')} ({cards_text(trumps)}) "
            "with none as high as the K: short of that minimum.",
            f"{call_ko} 으뜸패 {len(trumps)}장({cards_ko(trumps)})이 모두 K보다 "
            "낮아 최소 조건에 못 미칩니다.",
        )
    return (
        f"{name_en} would give you {count_en(len(trumps), 'trump')} ({cards_text(trumps)}) "
        "and no off-suit ace: short of that minimum.",
        f"{call_ko} 으뜸패 {len(trumps)}장({cards_ko(trumps)})에 다른 무늬 에이스가 "
        "없어 최소 조건에 못 미칩니다.",
    )


def _stuck_is_reason(naming: Naming, principle: str, named: Suit) -> bool:
    """Whether being stuck is why the dealer names ``named``: only where the suit is below
    A-3's minimum for naming trump. A suit that reaches it would be named anyway, and the
    most-trumps rule (S0-3) says "stuck as dealer" itself (review: 802/29, 802/27)."""
    return naming.stuck and principle == "A-3" and not _reverse_minimum(naming.hand, named)


def _naming_rivals_text(naming: Naming, principle: str, answer: str) -> tuple[str, str, bool]:
    """The offered suits the principle's first test does not rule out, and why the answer
    beats each: a reason that fits two suits must say why this one (the rival falls short
    of the rule's minimum, or the answer holds more by ``principles.tie_break``). The last
    comparison says the conclusion (``conclude_named``); the flag says whether one did."""
    if answer == PASS or naming.upcard.suit is None:
        return "", "", False
    turned = naming.upcard.suit
    named = Suit.parse(answer)
    hand = naming.hand
    if principle == "A-3":
        close = [s for s in _callable(naming) if s is not named and s.color is not turned.color]
    elif principle == "S0-3" and naming.stuck:
        count = len(_trumps(hand, named))
        close = [s for s in _callable(naming) if s is not named and len(_trumps(hand, s)) == count]
    else:
        return "", "", False
    en: list[str] = []
    ko: list[str] = []
    last_edge: int | None = None  # the last sentence that weighs a suit against the answer
    answer_call = _naming_call(naming, answer)
    for other in close:
        rival = _naming_call(naming, other.code)
        if principle == "A-3":
            other_trumps, other_trumps_ko = _reverse_holding(hand, other)
        else:
            other_trumps, other_trumps_ko = (
                cards_text(_trumps(hand, other)),
                cards_ko(_trumps(hand, other)),
            )
        if principle == "A-3" and not _reverse_minimum(hand, other):
            short_en, short_ko = _short_of_reverse(hand, other)
            en.append(short_en)
            ko.append(short_ko)
            continue
        edge = principles.tie_break(principle, answer_call, rival)
        if edge is None and naming.stuck:
            # The stuck dealer's own test (S0-3, and A-3 when stuck): the most trumps, then
            # the most high ones; the other suit's edge elsewhere (an ace) does not count.
            mine, theirs = _trump_weight(hand, named), _trump_weight(hand, other)
            if mine[0] > theirs[0]:
                edge = "more-trumps"
            elif mine[0] == theirs[0] and mine[1] > theirs[1]:
                edge = "more-high-trumps"
        if edge is None:
            continue  # not built (principles.unseparated), or equal by symmetry
        edge_en, edge_ko = holding_edge_text(hand, named, other, edge)
        if principle == "A-3":
            # "As well" only beside a named suit that reaches the minimum itself.
            both = _reverse_minimum(hand, named)
            en.append(
                f"{capital(suit_en(other))} reach it{' as well' if both else ''} "
                f"({other_trumps}), but {suit_en(named)} give you {edge_en}."
            )
            other_ko = (
                f"{suit_ko(other)}도 최소 조건은"
                if both
                else (f"{josa(suit_ko(other), '은')} 최소 조건을")
            )
            ko.append(
                f"{other_ko} 채우지만({other_trumps_ko}), "
                f"{josa(suit_ko(named), '을')} 부르면 {edge_ko}."
            )
            last_edge = len(en) - 1
        else:
            en.append(
                f"{capital(suit_en(other))} would give you as many ({other_trumps}), but "
                f"{suit_en(named)} give you {edge_en}."
            )
            ko.append(
                f"{suit_ko(other)}도 으뜸패 수는 같지만({other_trumps_ko}), "
                f"{josa(suit_ko(named), '을')} 부르면 {edge_ko}."
            )
            last_edge = len(en) - 1
    if last_edge is None and en:
        # The conclusion follows the last suit weighed, short of the minimum as it may be
        # (the dealer's partner's too: review, 801/8).
        last_edge = len(en) - 1
    if last_edge is not None:
        en[last_edge], ko[last_edge] = conclude_named(
            (en[last_edge], ko[last_edge]), named, _stuck_is_reason(naming, principle, named)
        )
    return " ".join(en), " ".join(ko), last_edge is not None


def _naming_alone_text(naming: Naming, named: Suit) -> tuple[str, str]:
    """Why a suit named alone (A-9): the lone hand, as the lessons name it, and what a
    march alone scores (the variant's points)."""
    what_en, what_ko = lone_hand_text(naming.hand, named)
    lone, march = naming.variant.lone_march_points, naming.variant.march_points
    return (
        f"With {what_en}, name {suit_en(named)} and go alone: a lone march scores {lone} "
        f"points instead of {march}.",
        f"{josa(what_ko, '이')} 있으면 {josa(suit_ko(named), '을')} 부르고 혼자 합니다. "
        f"혼자 전승하면 {march}점이 아니라 {lone}점입니다.",
    )


def _naming_not_alone_text(naming: Naming, named: Suit) -> tuple[str, str] | None:
    """Why a suit named with the partner and not alone where going alone is a choice
    (A-9, as round one and British round two say it): None where no loner is offered or
    the hand would march alone (a loner the judge turned down says so in its numbers)."""
    if alone_code(named.code) not in naming.options():
        return None
    shortfall = _shortfall_text(
        naming.hand,
        named,
        lambda t: _trumps_out_text(t, named, naming.variant.cards(), [naming.upcard], None),
    )
    return None if shortfall is None else _not_alone_sentence(shortfall, naming.variant)


def _callable(naming: Naming) -> list[Suit]:
    """The suits that may be named (not the turned-down one), in the usual order."""
    return [s for s in SUITS if s is not naming.upcard.suit]


def _naming_explanation(
    naming: Naming,
    judgement: CallJudgement,
    principle: str,
    labels: Mapping[str, Mapping[str, str]],
    confirm: Mapping[str, Any],
) -> dict[str, str]:
    turned = naming.upcard.suit or Suit.SPADES
    en = [f"{capital(suit_en(turned))} were turned down and cannot be named."]
    ko = [f"딜러가 엎은 {josa(suit_ko(turned), '은')} 부를 수 없습니다."]
    # The suit is chosen as with the partner; a loner then says why alone (A-9).
    code, alone = naming_action(judgement.best)
    rule_en, rule_ko = _naming_principle_text(naming, principle, code)
    rivals_en, rivals_ko, concluded = _naming_rivals_text(naming, principle, code)
    if naming.stuck and principle == "A-3" and code != PASS and not concluded:
        # No other suit weighed: the reach of the minimum concludes, with the stuck
        # dealer's reason to name a suit at all.
        named = Suit.parse(code)
        rule_en, rule_ko = conclude_named(
            (rule_en, rule_ko), named, _stuck_is_reason(naming, principle, named)
        )
    # The turned-down colour's suit a count of trumps would name is weighed before the
    # other suits' comparison ends in the conclusion (test_calling_review5).
    same_en, same_ko = _same_colour_text(naming, judgement, principle, code) or ("", "")
    en.append(" ".join(part for part in (rule_en, same_en, rivals_en) if part))
    ko.append(" ".join(part for part in (rule_ko, same_ko, rivals_ko) if part))
    if code != PASS and principle != "A-3":  # A-3's text names the cards
        named = Suit.parse(code)
        trumps = _trumps(naming.hand, named)
        if trumps:
            en.append(f"With {suit_en(named)} trump you hold {cards_text(trumps)}.")
            ko.append(f"{josa(suit_ko(named), '을')} 부르면 으뜸패는 {cards_ko(trumps)}입니다.")
    if alone:
        lone_en, lone_ko = _naming_alone_text(naming, Suit.parse(code))
        en.append(lone_en)
        ko.append(lone_ko)
        disputed = disputed_loner_text(
            naming.hand,
            Suit.parse(code),
            confirm,
            benny_in_pack=naming.variant.joker,
            partner_call=code in naming.options(),
            other_choices=len(naming.options()) - 1,
        )
        if disputed is not None:
            en.append(disputed[0])
            ko.append(disputed[1])
    elif code != PASS:
        not_alone = _naming_not_alone_text(naming, Suit.parse(code))
        if not_alone is not None:
            en.append(not_alone[0])
            ko.append(not_alone[1])
    eval_en, eval_ko = _evaluation_text(judgement, labels)
    en.append(eval_en)
    ko.append(eval_ko)
    en.append(f"Best: {labels[judgement.best]['en']}.")
    ko.append(f"최선: {labels[judgement.best]['ko']}.")
    return text(lines(en), lines(ko))


def _same_colour_text(
    naming: Naming, judgement: CallJudgement, principle: str, code: str
) -> tuple[str, str] | None:
    """Reverse next named where the turned-down colour's other suit holds more trumps, or
    as many with more high ones: what a count of trumps would name instead, and that
    reverse next and the deals both set it aside (None where no such suit outweighs it)."""
    turned = naming.upcard.suit
    if principle != "A-3" or code == PASS or turned is None:
        return None
    named, same = Suit.parse(code), turned.sister
    mine, theirs = _trump_weight(naming.hand, named), _trump_weight(naming.hand, same)
    if named.color is turned.color or theirs <= mine or same.code not in judgement.evaluation:
        return None
    held = _trumps(naming.hand, same)
    if theirs[0] > mine[0]:
        more_en, more_ko = "more trumps", "으뜸패가 더 많습니다"
    else:
        more_en, more_ko = (
            "as many trumps, more of them high",
            "으뜸패 수는 같아도 높은 으뜸패가 더 많습니다",
        )
    value = round(judgement.evaluation[judgement.best], 2)
    other = round(judgement.evaluation[same.code], 2)
    return (
        f"{capital(suit_en(same))}, the colour of the turned-down {suit_en(turned)}, would "
        f"give you {more_en} ({cards_text(held)}), but reverse next favours the other colour, "
        f"and the deals agree: {suit_en(named)} {_points(value)}, {suit_en(same)} "
        f"{_points(other)}.",
        f"{josa(suit_ko(same), '을')} 부르면 {more_ko}({cards_ko(held)}). 하지만 "
        f"{josa(suit_ko(same), '은')} 딜러가 엎은 {josa(suit_ko(turned), '과')} 같은 색이고, "
        "리버스 넥스트는 다른 색 무늬를 우선합니다. 계산해 봐도 마찬가지입니다: "
        f"{suit_ko(named)} {_points(value)}, {suit_ko(same)} {_points(other)}.",
    )


# -- discard text -------------------------------------------------------------------------


def _discard_prompt(exchange: Exchange) -> dict[str, str]:
    up, trump = exchange.upcard, exchange.trump
    if exchange.maker == exchange.dealer:
        took_en = f"You are the dealer and picked up the {up}: {suit_en(trump)} are trump."
        took_ko = (
            f"당신은 딜러이고 {card_josa(up, '을')} 테이크업했습니다. 으뜸패는 "
            f"{suit_ko(trump)}입니다."
        )
    else:
        maker_en = _seat(exchange.maker, exchange.dealer, "en")
        maker_ko = _seat(exchange.maker, exchange.dealer, "ko")
        took_en = (
            f"{capital(maker_en)} ordered up the {up}, so you, the dealer, add it to your "
            f"hand: {suit_en(trump)} are trump."
        )
        took_ko = (
            f"{josa(maker_ko, '이')} {card_josa(up, '을')} 오더업해서 딜러인 당신이 손패에 "
            f"더합니다. 으뜸패는 {suit_ko(trump)}입니다."
        )
    return text(
        f"{took_en} Which card do you discard?",
        f"{took_ko} 어떤 카드를 버릴까요?",
    )


def _discard_explanation(
    exchange: Exchange,
    judgement: CallJudgement,
    themes: Sequence[str],
    labels: Mapping[str, Mapping[str, str]],
) -> dict[str, str]:
    answer = parse_card(judgement.best)
    trump = exchange.trump
    held = [*exchange.hand, exchange.upcard]
    en = ["The dealer's discard: never a trump while you hold a plain card, and keep your aces."]
    ko = ["딜러가 버릴 때는 일반 카드가 있는 한 으뜸패를 버리지 않고, 에이스는 지킵니다."]
    suit = effective_suit(answer, trump) or trump
    if "short-suit" in themes:
        en.append(
            f"Throwing the {answer}, your only {suit_en(suit)[:-1]}, leaves you void: you can "
            f"trump {suit_en(suit)} at once."
        )
        ko.append(
            f"{card_josa(answer, '은')} 당신의 유일한 {suit_ko(suit)} 카드라 버리면 그 무늬가 "
            f"비어서, {josa(suit_ko(suit), '이')} 나오면 바로 으뜸패로 자를 수 있습니다."
        )
    else:
        lone_aces = _lone_aces(exchange)
        if len(lone_aces) == 1:
            ace = lone_aces[0]
            ace_suit = effective_suit(ace, trump) or trump
            en.append(
                f"Your only {suit_en(ace_suit)[:-1]} is the {ace}: throwing it would make a "
                "void, but an ace wins a trick of its own, so keep it."
            )
            ko.append(
                f"{josa(suit_ko(ace_suit), '은')} {card_ko(ace)}뿐이라 버리면 보이드가 되지만, "
                "에이스는 그것만으로 트릭을 따는 카드이니 남겨 둡니다."
            )
        elif lone_aces:
            aces = cards_ko(lone_aces)
            aces_en = f"{cards_text(lone_aces[:-1])} and {lone_aces[-1]}"
            en.append(
                f"Your {aces_en} are each alone in their suit: throwing any of them would "
                "make a void, but an ace wins a trick of its own, so keep them."
            )
            ko.append(
                f"{josa(aces, '은')} 각각 그 무늬의 유일한 카드라 버리면 보이드가 되지만, "
                "에이스는 그것만으로 트릭을 따는 카드이니 남겨 둡니다."
            )
        elif not any(_singleton(exchange, c) for c in exchange.hand):
            en.append("No side suit has just one card here, so no discard makes a void.")
            ko.append("카드가 한 장뿐인 무늬가 없어서 어떤 카드를 버려도 보이드가 생기지 않습니다.")
        same = [c for c in held if effective_suit(c, trump) is suit]
        en.append(
            f"The {answer} is the lowest of your {suit_en(suit)} ({cards_text(same)}) and the "
            "card your hand needs least."
        )
        ko.append(
            f"{card_josa(answer, '은')} 당신의 {suit_ko(suit)}({cards_ko(same)}) 중 가장 "
            "낮고, 손패에서 가장 덜 필요한 카드입니다."
        )
    eval_en, eval_ko = _evaluation_text(judgement, labels)
    en.append(eval_en)
    ko.append(eval_ko)
    en.append(f"Discard the {answer}.")
    ko.append(f"{card_josa(answer, '을')} 버리세요.")
    return text(lines(en), lines(ko))


def text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """The prompt and explanation the text builders write for a stored calling item,
    without playing anything out: for checking the text itself."""
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    labels: Mapping[str, Mapping[str, str]] = item.get("choice_labels") or {}
    principle = str(item.get("principle"))
    if item["kind"] == ORDER_UP_KIND:
        offer = _offer_from_item(item)
        neutral = judgement
        if item.get("best_without_score") is not None:
            neutral = CallJudgement({str(item["best_without_score"]): 1.0}, judgement.samples)
        explanation = _offer_explanation(
            offer, judgement, neutral, principle, labels, item["confirm"]
        )
        return _offer_prompt(offer), with_counter_note(item, explanation)
    if item["kind"] == NAME_TRUMP_KIND:
        naming = _naming_from_item(item)
        explanation = _naming_explanation(naming, judgement, principle, labels, item["confirm"])
        return _naming_prompt(naming), with_counter_note(item, explanation)
    exchange = _exchange_from_item(item)
    labels = {c.code: {"en": f"Discard {c}", "ko": f"{card_ko(c)} 버리기"} for c in exchange.hand}
    themes = list(item["themes"])
    explanation = _discard_explanation(exchange, judgement, themes, labels)
    return _discard_prompt(exchange), with_counter_note(item, explanation)


def counter_note_from_item(item: Mapping[str, Any]) -> dict[str, str]:
    """The note today's builders write for a stored counter-example (what the checkers
    require), so ``quizzes reword`` carries a changed rule's wording into the banks."""
    theme = str(item["counter_theme"])
    answer = str(item["answer"][0])
    rule = COUNTER_RULES[theme]
    if item["kind"] == ORDER_UP_KIND:
        offer = _offer_from_item(item)
        note = _offer_counter_note(offer, theme, answer)
        return note or counter_note(rule, applies=_offer_note_applies(offer, theme, answer))
    if item["kind"] == NAME_TRUMP_KIND:
        naming = _naming_from_item(item)
        return counter_note(rule, applies=_naming_rule_applies(naming, theme))
    exchange = _exchange_from_item(item)
    return counter_note(rule, applies=_discard_rule_applies(exchange, theme))


def audit_order_up(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    """Each option's mean in points at the item's score over an independent audit stream."""
    return _offer_judge(_offer_from_item(item), str(item["id"]), "audit").extend(deals).evaluation


def audit_name_trump(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    naming = _naming_from_item(item)
    return _naming_judge(naming, str(item["id"]), "audit").extend(deals).evaluation


def audit_discard(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    exchange = _exchange_from_item(item)
    return _exchange_judge(exchange, str(item["id"]), "audit").extend(deals).evaluation


ORDER_UP_DEF = Kind(
    ORDER_UP_KIND,
    tuple(_OFFER_PRINCIPLES),
    generate_order_up,
    check_order_up,
    engine_judged=True,
    audit=audit_order_up,
    text=text_from_item,
    stored_counter_note=counter_note_from_item,
)
NAME_TRUMP_DEF = Kind(
    NAME_TRUMP_KIND,
    tuple(_NAMING_PRINCIPLES),
    generate_name_trump,
    check_name_trump,
    engine_judged=True,
    audit=audit_name_trump,
    text=text_from_item,
    stored_counter_note=counter_note_from_item,
)
DISCARD_DEF = Kind(
    DISCARD_KIND,
    ("dealer-discard", "short-suit"),
    generate_discard,
    check_discard,
    engine_judged=True,
    audit=audit_discard,
    text=text_from_item,
    stored_counter_note=counter_note_from_item,
)


# What a calling principle says about a hand, for the table's coach (``tutor.play.coach``).
offer_principle_text = _offer_principle_text
naming_principle_text = _naming_principle_text
