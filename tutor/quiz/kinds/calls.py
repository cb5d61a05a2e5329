"""order-up, name-trump and discard: calling decisions judged by playing the hand out.

Each option is played out over sampled deals of the unseen cards (``tutor.quiz.calling``)
and valued in points for the caller's side; an item is published only when the best
option clears the second by ``MARGIN_POINTS`` and follows a principle of rules-spec §4.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

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
    parse_card,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.calling import (
    ALONE,
    MARGIN_POINTS,
    ORDER_UP,
    PASS,
    SAMPLES,
    CallJudgement,
    Contract,
    Outcome,
    Table,
    judge_options,
    play_out,
    rejudge,
    rest_of_calling,
    sample_table,
)
from tutor.quiz.deal import CALL_THRESHOLD, hand_strength
from tutor.quiz.grading import DIAGNOSERS, Mistake
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    Kind,
    Spec,
    base_item,
    item_variant,
    require,
    text,
)
from tutor.quiz.words import (
    card_ko,
    cards_text,
    ko_object,
    ko_subject,
    ko_topic,
    lines,
    suit_en,
    suit_ko,
)

ORDER_UP_KIND = "order-up"
NAME_TRUMP_KIND = "name-trump"
DISCARD_KIND = "discard"
PRESCREEN = 6

LABELS: dict[str, dict[str, str]] = {
    PASS: {"en": "Pass", "ko": "패스"},
    ORDER_UP: {"en": "Order it up", "ko": "오더업"},
    ALONE: {"en": "Order it up and go alone", "ko": "오더업하고 혼자 하기"},
}
DEALER_LABELS: dict[str, dict[str, str]] = {
    PASS: {"en": "Turn it down", "ko": "패스(턴다운)"},
    ORDER_UP: {"en": "Pick it up", "ko": "집어 들기"},
    ALONE: {"en": "Pick it up and go alone", "ko": "집어 들고 혼자 하기"},
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
        table = sample_table(variant, dealer, seat, hand, upcard, rng)
        for _ in range(60):
            if _others_passed(table, passed_first, 1) and _others_passed(table, passed_second, 2):
                break
            table = sample_table(variant, dealer, seat, hand, upcard, rng)
        return table

    return deal


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


def judge_offer(
    offer: Offer, item_id: str, samples: int = SAMPLES
) -> tuple[CallJudgement, CallJudgement]:
    """The judgement at the item's score, and the same deals valued at 0–0."""
    deal = _dealer(
        offer.variant, offer.dealer, offer.seat, offer.hand, offer.upcard, offer.earlier(), []
    )
    judgement, outcomes = judge_options(
        item_id,
        [PASS, ORDER_UP, ALONE],
        deal,
        _play_offer(offer),
        offer.seat % 2,
        scores=offer.scores,
        target=offer.variant.target,
        samples=samples,
    )
    neutral = rejudge(outcomes, offer.seat % 2, None, offer.variant.target)
    return judgement, neutral


def _offer_themes(offer: Offer, answer: str, neutral_best: str) -> list[str]:
    trump = offer.trump
    holding = offer.holding
    trumps = _trumps(holding, trump)
    high = _high_trumps(holding, trump)
    themes: list[str] = []
    if answer == ORDER_UP and len(high) >= 2:
        themes.append("two-high-trumps")
    if answer == PASS and len(trumps) <= 1:
        themes.append("pass-weak")
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
    if answer == ORDER_UP and _assists(offer):
        themes.append("dealer-partner-assists")
    return themes


def _assists(offer: Offer) -> bool:
    """The dealer's partner may order up and play with the dealer (S1 American; not where
    the Canadian loner rule makes them go alone)."""
    partner_of_dealer = offer.seat == (offer.dealer + 2) % 4
    return partner_of_dealer and not offer.variant.canadian_loner


_OFFER_PRINCIPLES = {
    "play-to-score": "A-10",
    "top-three-trumps": "A-9",
    "go-alone": "A-9",
    "dealer-pick-up": "A-11",
    "three-trumps": "A-11",
    "two-high-trumps": "S0-3",
    "pass-weak": "S0-3",
    "dealer-partner-assists": "S0-3",
}


def _principle(themes: Sequence[str], wanted: str | None) -> str | None:
    if wanted is not None and wanted in themes and wanted in _OFFER_PRINCIPLES:
        return _OFFER_PRINCIPLES[wanted]
    for name in _OFFER_PRINCIPLES:
        if name in themes:
            return _OFFER_PRINCIPLES[name]
    return None


def _offer_fits(offer: Offer, theme: str | None) -> bool:
    holding = offer.holding
    trumps = _trumps(holding, offer.trump)
    strength = hand_strength(holding, offer.trump)
    if theme in ("dealer-pick-up", "three-trumps"):
        return offer.seat == offer.dealer and len(trumps) >= (3 if theme == "three-trumps" else 2)
    if theme in ("go-alone", "top-three-trumps"):
        return strength >= 9.0
    if theme == "two-high-trumps":
        return len(_high_trumps(holding, offer.trump)) >= 2
    if theme == "pass-weak":
        return len(trumps) <= 1
    if theme == "play-to-score":
        return strength >= 5.0
    if theme == "dealer-partner-assists":
        return _assists(offer) and strength >= 4.0
    return True


def _random_offer(variant: Variant, theme: str | None, rng: random.Random) -> Offer:
    dealer = rng.randrange(4)
    if theme in ("dealer-pick-up", "three-trumps"):
        seat = dealer
    elif theme == "dealer-partner-assists":
        seat = (dealer + 2) % 4
    else:
        seat = rng.randrange(4)
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    upcard = deck[0]
    trump = upcard.suit or Suit.SPADES
    if theme in ("go-alone", "top-three-trumps", "two-high-trumps", "three-trumps"):
        # Deal the caller some of the top trumps so strong hands come up often.
        tops = [c for c in deck[1:] if is_trump(c, trump)]
        rng.shuffle(tops)
        take = rng.randint(2, 4)
        rest = [c for c in deck[1:] if c not in tops[:take]]
        hand = sorted(tops[:take] + rest[: 5 - take])
    else:
        hand = sorted(deck[1:6])
    scores = None
    if theme == "play-to-score":
        mine = rng.choice((8, 9, rng.randint(4, 7)))
        theirs = rng.choice((8, 9, rng.randint(4, 7)))
        scores = [mine, theirs] if seat % 2 == 0 else [theirs, mine]
    return Offer(variant, dealer, seat, hand, upcard, scores)


def generate_order_up(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    _require_modelled(variant, "order-up")
    offer = _random_offer(variant, theme, rng)
    if offer.upcard.suit is None or not _offer_fits(offer, theme):
        return None
    item_id = spec.item_id(number)
    glance, glance_neutral = judge_offer(offer, item_id, PRESCREEN)
    if glance.margin < MARGIN_POINTS / 2:
        return None
    if theme is not None and theme not in _offer_themes(offer, glance.best, glance_neutral.best):
        return None
    judgement, neutral = judge_offer(offer, item_id)
    if judgement.margin < MARGIN_POINTS:
        return None
    answer = judgement.best
    themes = _offer_themes(offer, answer, neutral.best)
    principle = _principle(themes, theme)
    if (theme is not None and theme not in themes) or principle is None:
        return None
    item = base_item(spec, number)
    item.update(_offer_fields(offer))
    labels = DEALER_LABELS if offer.seat == offer.dealer else LABELS
    item.update(
        {
            "choices": [PASS, ORDER_UP, ALONE],
            "choice_labels": labels,
            "answer": [answer],
            "themes": themes,
            "principle": principle,
            "evaluation": judgement.rounded(),
            "evaluation_unit": "points",
            "samples": judgement.samples,
            "prompt": _offer_prompt(offer),
            "explanation": _offer_explanation(offer, judgement, neutral, principle, labels),
        }
    )
    return item


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


def _score_en(offer: Offer) -> str:
    if offer.scores is None:
        return ""
    mine, theirs = offer.scores[offer.seat % 2], offer.scores[1 - offer.seat % 2]
    return f" Your side has {mine}, the opponents {theirs}, in a game to {offer.variant.target}."


def _score_ko(offer: Offer) -> str:
    if offer.scores is None:
        return ""
    mine, theirs = offer.scores[offer.seat % 2], offer.scores[1 - offer.seat % 2]
    return f" {offer.variant.target}점 게임에서 우리 팀 {mine}점, 상대 팀 {theirs}점입니다."


def _offer_prompt(offer: Offer) -> dict[str, str]:
    role = _role(offer.seat, offer.dealer)
    passed = len(offer.earlier())
    before_en = f" {passed} player{'s' if passed != 1 else ''} passed before you." if passed else ""
    before_ko = f" 앞의 {passed}명은 패스했습니다." if passed else ""
    return text(
        f"The turn-up is {offer.upcard}. You are {SEAT_ROLE_EN[role]}.{before_en}"
        f"{_score_en(offer)} What do you do?",
        f"턴업은 {offer.upcard}입니다. 당신은 {SEAT_ROLE_KO[role]}입니다.{before_ko}"
        f"{_score_ko(offer)} 어떻게 할까요?",
    )


def _offer_principle_text(principle: str, answer: str) -> tuple[str, str]:
    if principle == "S0-3" and answer == PASS:
        return (
            "Call with two high trumps (S0-3); with one trump or none, pass.",
            "높은 으뜸패가 두 장 있으면 부르고(S0-3), 한 장 이하라면 패스합니다.",
        )
    if principle == "S0-3":
        return (
            "Two high trumps (a bower or the ace) make a call: partner is good for a trick (S0-3).",
            "높은 으뜸패(바우어나 에이스) 두 장이면 부릅니다: 파트너가 한 트릭은 해 줍니다(S0-3).",
        )
    if principle == "A-9":
        return (
            "With the top trumps, go alone (A-9): a lone march scores 4.",
            "가장 높은 으뜸패들이 있으면 혼자 합니다(A-9): 혼자 하기 마치는 4점입니다.",
        )
    if principle == "A-11":
        return (
            "As dealer, count the turn-up as part of your hand, and the discard as a free "
            "improvement (A-11).",
            "딜러는 턴업을 자기 손패로 세고, 버리기로 손패를 한 번 더 다듬을 수 있습니다(A-11).",
        )
    return (
        "Play to the score (A-10): points beyond what wins the game are worth nothing, and "
        "the opponents' points can end it.",
        "점수를 보고 합니다(A-10): 게임을 이기는 데 필요한 것보다 많은 점수는 의미가 없고, "
        "상대의 점수는 게임을 끝낼 수 있습니다.",
    )


def _evaluation_text(
    judgement: CallJudgement, labels: Mapping[str, Mapping[str, str]]
) -> tuple[str, str]:
    parts_en = ", ".join(f"{labels[o]['en']} {_points(v)}" for o, v in judgement.ranked())
    parts_ko = ", ".join(f"{labels[o]['ko']} {_points(v)}" for o, v in judgement.ranked())
    return (
        f"Playing out {judgement.samples} deals of the unseen cards, the average in points "
        f"for your side is: {parts_en}.",
        f"보이지 않는 카드를 {judgement.samples}가지로 나눠 끝까지 두어 보면 우리 쪽 평균 "
        f"점수는 {parts_ko}입니다.",
    )


def _offer_explanation(
    offer: Offer,
    judgement: CallJudgement,
    neutral: CallJudgement,
    principle: str,
    labels: Mapping[str, Mapping[str, str]],
) -> dict[str, str]:
    trump = offer.trump
    trumps = _trumps(offer.holding, trump)
    en = [f"Accepting the turn-up makes {suit_en(trump)} trump."]
    ko = [f"턴업을 받으면 {ko_subject(suit_ko(trump))} 으뜸패가 됩니다."]
    with_up_en = " (with the turn-up)" if offer.seat == offer.dealer else ""
    with_up_ko = " (턴업 포함)" if offer.seat == offer.dealer else ""
    if trumps:
        en.append(
            f"You would hold {len(trumps)} trump{'s' if len(trumps) > 1 else ''}"
            f"{with_up_en}: {cards_text(trumps)}."
        )
        ko.append(f"으뜸패는{with_up_ko} {len(trumps)}장입니다: {cards_text(trumps)}.")
    else:
        en.append("You would hold no trump at all.")
        ko.append("으뜸패가 한 장도 없습니다.")
    rule_en, rule_ko = _offer_principle_text(principle, judgement.best)
    if principle == "S0-3" and judgement.best == ORDER_UP and _assists(offer):
        if len(_high_trumps(offer.holding, trump)) < 2:
            rule_en, rule_ko = (
                "Count on your partner when you call (S0-3): here your partner is the "
                "dealer and gets the turn-up.",
                "부를 때는 파트너의 도움을 셉니다(S0-3): 여기서는 파트너가 딜러라서 턴업을 "
                "받습니다.",
            )
        up_en, up_ko = str(offer.upcard), card_ko(offer.upcard)
        en.append(rule_en)
        ko.append(rule_ko)
        rule_en, rule_ko = (
            f"As the dealer's partner you may assist: order it up and still play with the dealer, "
            f"who takes the {up_en} into the hand: a sure trump on your side. (Under the "
            "Canadian loner rule of British Euchre you could accept it only by going alone.)",
            f"딜러의 파트너도 어시스트할 수 있습니다. 오더업하고도 딜러와 함께 치며, 딜러가 "
            f"{ko_object(up_ko)} 손패에 넣으니 우리 편에 확실한 으뜸패가 하나 생깁니다. "
            "(영국식 유커의 캐나디안 로너 규칙이라면 혼자 하기로만 받을 수 있습니다.)",
        )
    en.append(rule_en)
    ko.append(rule_ko)
    eval_en, eval_ko = _evaluation_text(judgement, labels)
    en.append(eval_en)
    ko.append(eval_ko)
    if offer.scores is not None and neutral.best != judgement.best:
        en.append(
            f"At 0–0 the best call would be {labels[neutral.best]['en'].lower()}; "
            "the score changes it."
        )
        ko.append(
            f"0대 0이라면 {labels[neutral.best]['ko']}가 가장 좋지만, 점수가 판단을 바꿉니다."
        )
    best = labels[judgement.best]
    en.append(f"Best: {best['en']}.")
    ko.append(f"최선: {best['ko']}.")
    return text(lines(en), lines(ko))


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
    require(
        sorted(item["choices"]) == sorted([PASS, ORDER_UP, ALONE]),  # shuffled by item id
        item,
        "choices: pass, order up, alone",
    )
    _require_stored(item)
    if not prove:
        neutral_free = [t for t in item["themes"] if t != "play-to-score"]
        require(
            set(neutral_free) <= set(_offer_themes(offer, item["answer"][0], "")), item, "themes"
        )
        return
    judgement, neutral = judge_offer(offer, str(item["id"]), int(item["samples"]))
    _require_judgement(item, judgement)
    themes = _offer_themes(offer, judgement.best, neutral.best)
    require(set(item["themes"]) <= set(themes), item, "a theme does not hold")


def _require_stored(item: Mapping[str, Any]) -> None:
    """The stored evaluation covers every choice and its best is the answer, clearly."""
    stored = CallJudgement({str(k): float(v) for k, v in item["evaluation"].items()}, 0)
    require(sorted(stored.evaluation) == sorted(item["choices"]), item, "evaluation keys")
    require(item["answer"] == [stored.best], item, "the answer is not the best evaluation")
    require(stored.margin >= MARGIN_POINTS - 0.01, item, "the stored margin is not clear")


def _require_judgement(item: Mapping[str, Any], judgement: CallJudgement) -> None:
    require(item["answer"] == [judgement.best], item, f"the engine now prefers {judgement.best}")
    require(judgement.margin >= MARGIN_POINTS, item, "the answer is no longer clear")
    stored = {str(k): float(v) for k, v in item["evaluation"].items()}
    require(stored == judgement.rounded(), item, "the evaluation differs")


def diagnose_order_up(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    answer, chosen = quiz_item.answer[0], given[0]
    if chosen == PASS:
        return Mistake(
            "passed-a-strong-hand",
            text("passed a hand strong enough to call", "부를 만큼 강한 손패를 패스했습니다"),
        )
    if chosen == ALONE and answer == ORDER_UP:
        return Mistake(
            "alone-without-the-top-trumps",
            text(
                "went alone without the trumps to take all five",
                "다섯 트릭을 모두 딸 으뜸패 없이 혼자 했습니다",
            ),
        )
    if chosen == ORDER_UP and answer == ALONE:
        return Mistake(
            "missed-a-loner",
            text(
                "did not go alone with a hand that marches",
                "마치할 수 있는 손패로 혼자 하지 않았습니다",
            ),
        )
    return Mistake(
        "called-a-weak-hand",
        text("called trump with too weak a hand", "너무 약한 손패로 으뜸패를 불렀습니다"),
    )


# -- name-trump (round two) -------------------------------------------------------------


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
        suits = [s.code for s in SUITS if s is not self.upcard.suit]
        return suits if self.stuck else [PASS, *suits]

    def earlier(self) -> list[int]:
        order = [(self.dealer + i) % 4 for i in range(1, 5)]
        return order[: order.index(self.seat)]


def _play_naming(naming: Naming) -> Callable[[Table, str], Outcome]:
    def play(table: Table, option: str) -> Outcome:
        if option == PASS:
            contract = rest_of_calling(table, naming.seat, 2)
            return Outcome(None, (0, 0)) if contract is None else play_out(table, contract)
        return play_out(table, Contract(Suit.parse(option), naming.seat, False, taken=False))

    return play


def judge_naming(naming: Naming, item_id: str, samples: int = SAMPLES) -> CallJudgement:
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
    judgement, _ = judge_options(
        item_id,
        naming.options(),
        deal,
        _play_naming(naming),
        naming.seat % 2,
        samples=samples,
    )
    return judgement


def _naming_themes(naming: Naming, answer: str) -> list[str]:
    themes: list[str] = []
    turned = naming.upcard.suit
    role = _role(naming.seat, naming.dealer)
    if answer != PASS and turned is not None:
        named = Suit.parse(answer)
        if role == 1 and named is turned.sister:
            themes.append("call-next")
        if role in (0, 2) and named.color is not turned.color:
            themes.append("reverse-next")
    if naming.stuck:
        themes.append("stick-the-dealer")
    return themes


_NAMING_PRINCIPLES = {"call-next": "A-2", "reverse-next": "A-3", "stick-the-dealer": "S0-3"}


def generate_name_trump(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    _require_modelled(variant, "name-trump")
    dealer = rng.randrange(4)
    if theme == "stick-the-dealer":
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
    if hand_strength([*naming.hand, naming.upcard], naming.upcard.suit) >= CALL_THRESHOLD:
        return None  # this hand would have called in round one
    if theme == "stick-the-dealer" and not naming.stuck:
        return None
    item_id = spec.item_id(number)
    glance = judge_naming(naming, item_id, PRESCREEN)
    if glance.margin < MARGIN_POINTS / 2:
        return None
    if theme is not None and theme not in _naming_themes(naming, glance.best):
        return None
    judgement = judge_naming(naming, item_id)
    themes = _naming_themes(naming, judgement.best)
    if judgement.margin < MARGIN_POINTS or (theme is not None and theme not in themes):
        return None
    principle = _principle_of_naming(themes, theme)
    if principle is None:
        return None
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
            "answer": [judgement.best],
            "themes": themes,
            "principle": principle,
            "evaluation": judgement.rounded(),
            "evaluation_unit": "points",
            "samples": judgement.samples,
            "prompt": _naming_prompt(naming),
            "explanation": _naming_explanation(naming, judgement, principle, labels),
        }
    )
    return item


def _principle_of_naming(themes: Sequence[str], wanted: str | None) -> str | None:
    if wanted in themes and wanted is not None:
        return _NAMING_PRINCIPLES[wanted]
    for name in themes:
        return _NAMING_PRINCIPLES[name]
    return None


def _naming_labels(naming: Naming) -> dict[str, dict[str, str]]:
    labels = {s.code: {"en": f"Name {suit_en(s)}", "ko": f"{suit_ko(s)} 부르기"} for s in SUITS}
    labels[PASS] = {"en": "Pass", "ko": "패스"}
    return {o: labels[o] for o in naming.options()}


def _naming_prompt(naming: Naming) -> dict[str, str]:
    role = _role(naming.seat, naming.dealer)
    stuck_en = " You are stuck: the dealer must name a suit." if naming.stuck else ""
    stuck_ko = " 딜러는 패스할 수 없고 무늬를 불러야 합니다." if naming.stuck else ""
    return text(
        f"Everyone passed the turn-up {naming.upcard}; it is turned down. "
        f"You are {SEAT_ROLE_EN[role]}.{stuck_en} Which suit do you name?",
        f"모두가 턴업 {ko_object(card_ko(naming.upcard))} 패스해서 뒤집었습니다. "
        f"당신은 {SEAT_ROLE_KO[role]}입니다.{stuck_ko} 어떤 무늬를 부를까요?",
    )


def _naming_explanation(
    naming: Naming,
    judgement: CallJudgement,
    principle: str,
    labels: Mapping[str, Mapping[str, str]],
) -> dict[str, str]:
    turned = naming.upcard.suit or Suit.SPADES
    en = [f"{suit_en(turned).capitalize()} were turned down and cannot be named."]
    ko = [f"{ko_topic(suit_ko(turned))} 뒤집혔으니 부를 수 없습니다."]
    if principle == "A-2":
        en.append(
            f"From the seat left of the dealer, call next ({suit_en(turned.sister)}): the "
            "dealer's side showed no interest in that colour, so your partner likely holds "
            "its bowers (A-2)."
        )
        ko.append(
            f"딜러 왼쪽 자리에서는 넥스트({suit_ko(turned.sister)})를 부릅니다: 딜러 쪽이 "
            "그 색에 관심이 없었으니 파트너가 바우어를 가졌을 가능성이 큽니다(A-2)."
        )
    elif principle == "A-3":
        en.append("On the dealer's side, favour a suit of the other colour (reverse next, A-3).")
        ko.append("딜러 쪽 자리에서는 다른 색 무늬(리버스 넥스트)를 우선합니다(A-3).")
    else:
        en.append("Stuck as dealer, name the suit where your high trumps are (S0-3).")
        ko.append("딜러가 꼭 불러야 할 때는 높은 으뜸패가 있는 무늬를 부릅니다(S0-3).")
    if judgement.best != PASS:
        named = Suit.parse(judgement.best)
        trumps = _trumps(naming.hand, named)
        if trumps:
            en.append(f"With {suit_en(named)} trump you hold {cards_text(trumps)}.")
            ko.append(
                f"{ko_subject(suit_ko(named))} 으뜸패면 {ko_object(cards_text(trumps))} 가집니다."
            )
    eval_en, eval_ko = _evaluation_text(judgement, labels)
    en.append(eval_en)
    ko.append(eval_ko)
    en.append(f"Best: {labels[judgement.best]['en']}.")
    ko.append(f"최선: {labels[judgement.best]['ko']}.")
    return text(lines(en), lines(ko))


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
    require(set(item["themes"]) <= set(_naming_themes(naming, item["answer"][0])), item, "themes")
    if prove:
        judgement = judge_naming(naming, str(item["id"]), int(item["samples"]))
        _require_judgement(item, judgement)


def diagnose_name_trump(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    chosen = given[0]
    if chosen == PASS:
        return Mistake(
            "passed-round-two",
            text("passed a hand that should name trump", "으뜸패를 불러야 할 손패로 패스했습니다"),
        )
    if quiz_item.answer[0] == PASS:
        return Mistake(
            "named-a-weak-suit",
            text(
                "named a suit without the trumps to make it", "이길 으뜸패 없이 무늬를 불렀습니다"
            ),
        )
    return Mistake(
        "named-the-wrong-suit",
        text("named a suit where your hand is weaker", "손패가 더 약한 무늬를 불렀습니다"),
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


def judge_exchange(exchange: Exchange, item_id: str, samples: int = SAMPLES) -> CallJudgement:
    options = [c.code for c in exchange.hand]
    contract = Contract(exchange.trump, exchange.maker, False, taken=True)

    def deal(rng: random.Random) -> Table:
        return sample_table(
            exchange.variant, exchange.dealer, exchange.dealer, exchange.hand, exchange.upcard, rng
        )

    def play(table: Table, option: str) -> Outcome:
        return play_out(table, contract, discard=parse_card(option))

    judgement, _ = judge_options(item_id, options, deal, play, exchange.dealer % 2, samples=samples)
    return judgement


def _singleton(exchange: Exchange, card: Card) -> bool:
    suit = effective_suit(card, exchange.trump)
    if is_trump(card, exchange.trump):
        return False
    held = [*exchange.hand, exchange.upcard]
    return sum(1 for c in held if effective_suit(c, exchange.trump) is suit) == 1


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
    item_id = spec.item_id(number)
    glance = judge_exchange(exchange, item_id, PRESCREEN)
    if glance.margin < MARGIN_POINTS / 2:
        return None
    if theme is not None and theme not in _discard_themes(exchange, parse_card(glance.best)):
        return None
    judgement = judge_exchange(exchange, item_id)
    answer = parse_card(judgement.best)
    themes = _discard_themes(exchange, answer)
    if judgement.margin < MARGIN_POINTS or "dealer-discard" not in themes:
        return None
    if theme is not None and theme not in themes:
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
            "evaluation": judgement.rounded(),
            "evaluation_unit": "points",
            "samples": judgement.samples,
            "prompt": text(
                f"You are the dealer and picked up {upcard}: {suit_en(trump)} are trump. "
                "Which card do you discard?",
                f"당신은 딜러이고 {ko_object(card_ko(upcard))} 집어 들었습니다: 으뜸패는 "
                f"{suit_ko(trump)}입니다. 어떤 카드를 버릴까요?",
            ),
            "explanation": _discard_explanation(exchange, judgement, themes, labels),
        }
    )
    return item


def _discard_explanation(
    exchange: Exchange,
    judgement: CallJudgement,
    themes: Sequence[str],
    labels: Mapping[str, Mapping[str, str]],
) -> dict[str, str]:
    answer = parse_card(judgement.best)
    en = ["The dealer's discard (A-4): never a trump while you hold a plain card; keep aces."]
    ko = ["딜러의 버리기(A-4): 일반 카드가 있으면 으뜸패는 버리지 않고, 에이스는 지킵니다."]
    if "short-suit" in themes:
        en.append(
            f"Throwing {answer}, your only {suit_en(answer.suit or exchange.trump)[:-1]}, "
            "leaves you void: you can trump that suit at once."
        )
        ko.append(
            f"{ko_topic(card_ko(answer))} 그 무늬의 유일한 카드이므로 버리면 보이드가 "
            "되어 그 무늬가 나올 때 바로 으뜸패로 자를 수 있습니다."
        )
    else:
        en.append(f"{answer} is the card your hand needs least.")
        ko.append(f"{ko_topic(card_ko(answer))} 손패에서 가장 덜 필요한 카드입니다.")
    eval_en, eval_ko = _evaluation_text(judgement, labels)
    en.append(eval_en)
    ko.append(eval_ko)
    en.append(f"Discard {answer}.")
    ko.append(f"{ko_object(card_ko(answer))} 버리세요.")
    return text(lines(en), lines(ko))


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
    require(set(item["themes"]) <= set(_discard_themes(exchange, answer)), item, "themes")
    if prove:
        judgement = judge_exchange(exchange, str(item["id"]), int(item["samples"]))
        _require_judgement(item, judgement)


def diagnose_discard(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    exchange = _exchange_from_item(quiz_item.data)
    chosen = parse_card(given[0])
    if is_trump(chosen, exchange.trump):
        return Mistake(
            "discarded-a-trump",
            text(
                "discarded a trump while holding plain cards",
                "일반 카드가 있는데 으뜸패를 버렸습니다",
            ),
        )
    if chosen.rank is Rank.ACE:
        return Mistake("discarded-an-ace", text("discarded an ace", "에이스를 버렸습니다"))
    answer = parse_card(quiz_item.answer[0])
    if _singleton(exchange, answer):
        return Mistake(
            "missed-a-void",
            text(
                "kept a singleton instead of making a void",
                "보이드를 만들 수 있는 한 장짜리 카드를 남겼습니다",
            ),
        )
    return Mistake(
        "discarded-a-useful-card",
        text("discarded a card the hand needed more", "손패에 더 필요한 카드를 버렸습니다"),
    )


ORDER_UP_DEF = Kind(
    ORDER_UP_KIND, tuple(_OFFER_PRINCIPLES), generate_order_up, check_order_up, engine_judged=True
)
NAME_TRUMP_DEF = Kind(
    NAME_TRUMP_KIND,
    tuple(_NAMING_PRINCIPLES),
    generate_name_trump,
    check_name_trump,
    engine_judged=True,
)
DISCARD_DEF = Kind(
    DISCARD_KIND,
    ("dealer-discard", "short-suit"),
    generate_discard,
    check_discard,
    engine_judged=True,
)
DIAGNOSERS[ORDER_UP_KIND] = diagnose_order_up
DIAGNOSERS[NAME_TRUMP_KIND] = diagnose_name_trump
DIAGNOSERS[DISCARD_KIND] = diagnose_discard
