"""The order-up position (``Offer``): judging its options by playing them out, and the themes and
principles it shows.
"""

from __future__ import annotations

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
)
from tutor.analysis.deal import hand_strength
from tutor.analysis.hearing import CallingModel
from tutor.analysis.position import item_variant
from tutor.analysis.proof import (
    Confirmation,
    confirm,
)
from tutor.engine import (
    Card,
    Rank,
    Suit,
    Variant,
    is_left_bower,
    is_right_bower,
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.kinds.calls.basics import (
    COUNTER_RULES,
    _dealer,
    _high_trumps,
    _trumps,
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


def offer_judge(
    offer: Offer, item_id: str, stream: str = "samples", model: CallingModel | None = None
) -> OptionJudge:
    """The options played out on deals that fit the passes, read by the hard cut of the
    calling count or (``model``) heard through its likelihood (``basics._dealer``)."""
    deal = _dealer(
        offer.variant,
        offer.dealer,
        offer.seat,
        offer.hand,
        offer.upcard,
        offer.earlier(),
        [],
        model,
    )
    # Deals under a model are other deals: remembered apart.
    key = repr(offer) if model is None else f"{offer!r}|{model.name}"
    return OptionJudge(
        item_id,
        offer.options(),
        deal,
        _play_offer(offer),
        offer.seat % 2,
        scores=offer.scores,
        target=offer.variant.target,
        stream=stream,
        memory_key=key,
    )


def judge_offer(
    offer: Offer, item_id: str, samples: int = SAMPLES
) -> tuple[CallJudgement, CallJudgement]:
    """The judgement at the item's score, and the same deals valued at 0–0."""
    judge = offer_judge(offer, item_id)
    judgement = judge.extend(samples)
    neutral = rejudge(judge.outcomes, offer.seat % 2, None, offer.variant.target)
    return judgement, neutral


def confirm_offer(
    offer: Offer,
    item_id: str,
    answer: str,
    *,
    neutral: bool = False,
    samples: int | None = None,
    model: CallingModel | None = None,
) -> Confirmation[str]:
    """Prove ``answer`` on fresh deals, at the item's score or (``neutral``) at 0–0; the
    passes read by the hard cut or heard under ``model``."""
    if neutral:
        judge = offer_judge(offer, item_id, "confirm-neutral", model)
        return confirm(judge.draw_neutral, answer, samples=samples)
    judge = offer_judge(offer, item_id, "confirm", model)
    return confirm(judge.draw, answer, samples=samples)


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
    # Under the Canadian loner the dealer's partner weighs a loner against a pass.
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


def _score_matters(offer: Offer) -> bool:
    """A score at which one hand can decide the game (A-10's condition holds)."""
    return offer.scores is not None and principles.holds("A-10", _offer_call(offer, PASS))


def _offer_rule_applies(offer: Offer, theme: str) -> bool:
    """Whether the theme's rule recommends a call for this hand that its principle agrees
    with (a counter-example then shows the rule giving way); a hand below the rule's own
    threshold (the dealer's partner with one trump; no two high trumps) is one where the
    rule does not apply."""
    if theme == "dealer-pick-up":
        # with three trumps counting the turn-up, taking up is standard; with two,
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


def offer_from_item(item: Mapping[str, Any]) -> Offer:
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
