"""bower-rank (put trumps in order) and effective-suit (which suit is this card?)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import contract_fields, item_variant
from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Suit,
    effective_suit,
    is_left_bower,
    is_right_bower,
    left_bower,
    parse_card,
    right_bower,
    trump_order,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import DIAGNOSERS, Mistake
from tutor.quiz.kinds import suit_member
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require, text
from tutor.quiz.kinds.rules_facts import CardRole, Contract
from tutor.quiz.words import card_ko, contract_en, contract_ko, ko_topic, suit_en, suit_ko

BOWER_RANK = "bower-rank"
EFFECTIVE_SUIT = "effective-suit"

BOWER_THEMES = ("trump-order", "left-bower", "joker", "32-card")
SUIT_THEMES = ("effective-suit", "left-bower", "right-bower", "joker")


# -- bower-rank ---------------------------------------------------------------------------


def _bower_themes(cards: list[Card], trump: Suit) -> list[str]:
    themes = ["trump-order"]
    if left_bower(trump) in cards:
        themes.append("left-bower")
    if any(c.is_joker for c in cards):
        themes.append("joker")
    if any(c.rank in (Rank.SEVEN, Rank.EIGHT) for c in cards):
        themes.append("32-card")
    return themes


def generate_bower_rank(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    trump = rng.choice(SUITS)
    order = trump_order(trump, variant)
    size = rng.randint(4, min(6, len(order)))
    must = [left_bower(trump)] if rng.random() < 0.8 else []
    if variant.joker and rng.random() < 0.8:
        must.append(order[0])
    others = [c for c in order if c not in must]
    cards = must + rng.sample(others, size - len(must))
    themes = _bower_themes(cards, trump)
    if theme is not None and theme not in themes:
        return None
    rng.shuffle(cards)
    ranked = [c for c in order if c in cards]
    item = base_item(spec, number)
    item.update(contract_fields(trump, False))
    item.update(
        {
            "hand": [c.code for c in cards],
            "choices": [c.code for c in cards],
            "answer": [c.code for c in ranked],
            "themes": themes,
            "prompt": text(
                f"{contract_en(trump, False)} Put these trumps in order, highest first.",
                f"{contract_ko(trump, False)} 이 으뜸패들을 높은 것부터 차례로 놓으세요.",
            ),
        }
    )
    item["explanation_facts"] = facts_json(bower_rank_facts(item))
    return item


def _special(card: Card, trump: Suit) -> bool:
    return card.is_joker or is_right_bower(card, trump) or is_left_bower(card, trump)


@explanation_fact("short-pack-low-ranks")
@dataclass(frozen=True)
class ShortPackLowRanks:
    """On 32 cards the 8 and 7 rank below the 9, in trump too."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return None if item_variant(item).deck.low_ranks else "the pack has no 8s and 7s"


@explanation_fact("trump-order")
@dataclass(frozen=True)
class TrumpOrder:
    """Every trump of this pack, highest first."""

    cards: tuple[str, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        order = trump_order(Suit.parse(str(item["trump"])), item_variant(item))
        codes = tuple(c.code for c in order)
        return None if codes == self.cards else f"the trump order is {' '.join(codes)}"


@explanation_fact("ranked-order")
@dataclass(frozen=True)
class RankedOrder:
    """The item's trumps, highest first (its answer)."""

    cards: tuple[str, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        order = trump_order(Suit.parse(str(item["trump"])), item_variant(item))
        cards = {parse_card(str(c)) for c in item["choices"]}
        ranked = tuple(c.code for c in order if c in cards)
        return None if ranked == self.cards else f"the trumps rank {' '.join(ranked)}"


def bower_rank_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The contract, what each special card is, the pack's order, then the answer."""
    variant = item_variant(item)
    trump = Suit.parse(str(item["trump"]))
    order = trump_order(trump, variant)
    cards = {parse_card(str(c)) for c in item["choices"]}
    ranked = [c for c in order if c in cards]
    said: list[ExplanationFact] = [Contract(trump.code)]
    said.extend(CardRole(c.code, trump.code, variant.joker) for c in ranked if _special(c, trump))
    if variant.deck.low_ranks:
        said.append(ShortPackLowRanks())
    said.append(TrumpOrder(tuple(c.code for c in order)))
    said.append(RankedOrder(tuple(c.code for c in ranked)))
    return said


def check_bower_rank(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-derive the answer with the engine (``prove`` is moot: nothing is sampled)."""
    variant = item_variant(item)
    trump = Suit.parse(str(item["trump"]))
    cards = [parse_card(str(c)) for c in item["choices"]]
    order = trump_order(trump, variant)
    require(all(c in order for c in cards), item, "every card must be a trump of this pack")
    require(len(set(cards)) == len(cards), item, "a card appears twice")
    ranked = [c.code for c in order if c in cards]
    require(item["answer"] == ranked, item, f"the order is {ranked}")
    require(set(item.get("themes", [])) <= set(_bower_themes(cards, trump)), item, "themes")


def diagnose_bower_rank(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    trump = Suit.parse(str(quiz_item.get("trump")))
    cards = [parse_card(c) for c in given]
    answer = [parse_card(c) for c in quiz_item.answer]
    right, left = right_bower(trump), left_bower(trump)
    if right in cards and left in cards and cards.index(left) < cards.index(right):
        return Mistake(
            "left-above-right",
            text(
                "ranked the left bower above the right bower",
                "레프트 바우어를 라이트 바우어보다 높게 놓았습니다",
            ),
        )
    joker = next((c for c in cards if c.is_joker), None)
    if joker is not None and cards[0] != joker:
        return Mistake(
            "joker-not-top-trump",
            text(
                "did not put the Benny above the bowers",
                "베니(조커)를 바우어보다 위에 놓지 않았습니다",
            ),
        )
    for bower in (right, left):
        if bower in cards and cards.index(bower) > answer.index(bower):
            return Mistake(
                "bower-as-plain-jack",
                text(
                    f"ranked {bower} like an ordinary jack, below the ace",
                    f"{ko_topic(card_ko(bower))} 보통 잭처럼 에이스 아래에 놓았습니다",
                ),
            )
    low = [c for c in cards if c.rank in (Rank.SEVEN, Rank.EIGHT)]
    if low and any(cards.index(c) < answer.index(c) for c in low):
        return Mistake(
            "low-cards-order",
            text("put a 7 or 8 above the 9", "7이나 8을 9보다 위에 놓았습니다"),
        )
    return Mistake(
        "trump-order",
        text("mixed up the order of the ordinary trumps", "일반 으뜸패의 순서를 헷갈렸습니다"),
    )


# -- effective-suit -----------------------------------------------------------------------


def _suit_themes(card: Card, trump: Suit) -> list[str]:
    themes = ["effective-suit"]
    if is_left_bower(card, trump):
        themes.append("left-bower")
    if is_right_bower(card, trump):
        themes.append("right-bower")
    if card.is_joker:
        themes.append("joker")
    return themes


# What an effective-suit item asks about, weighted so the answer is the trump suit in
# well under half the items and every trap comes up: the left bower, a jack of the other
# colour (not a bower), a plain card of the left bower's suit, the right bower or a plain
# trump, a card of the other colour, and the Benny where the pack has one. (There are
# only four left-bower questions, one per trump: repeats are retried, so the weights
# give way once a category is used up.)
_SUIT_CATEGORIES = {
    "left": 0.2,
    "other-jack": 0.2,
    "sister-plain": 0.2,
    "trump": 0.15,
    "other-plain": 0.25,
}


def _category_cards(category: str, trump: Suit, deck: list[Card]) -> list[Card]:
    def plain(suit: Suit) -> list[Card]:
        return [c for c in deck if not c.is_joker and c.suit is suit and c.rank is not Rank.JACK]

    others = [s for s in SUITS if s not in (trump, trump.sister)]
    if category == "left":
        return [left_bower(trump)]
    if category == "other-jack":
        return [c for c in deck if c.rank is Rank.JACK and c.suit in others]
    if category == "sister-plain":
        return plain(trump.sister)
    if category == "trump":
        return [right_bower(trump), *plain(trump)]
    if category == "joker":
        return [c for c in deck if c.is_joker]
    return [c for s in others for c in plain(s)]


def generate_effective_suit(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    share = float(spec.options.get("member_share") or 0)
    if share and rng.random() < share:
        return suit_member.generate_member(spec, number, rng)
    variant = spec.rules
    trump = rng.choice(SUITS)
    deck = list(variant.cards())
    weights = dict(_SUIT_CATEGORIES)
    if variant.joker:
        weights["joker"] = 0.15
    category = rng.choices(list(weights), weights=list(weights.values()))[0]
    card = rng.choice(_category_cards(category, trump, deck))
    themes = _suit_themes(card, trump)
    if theme is not None and theme not in themes:
        return None
    suit = effective_suit(card, trump) or trump  # suit contracts: every card has a suit
    item = base_item(spec, number)
    item.update(contract_fields(trump, False))
    item.update(
        {
            "hand": None,
            "card": card.code,
            "choices": [s.code for s in SUITS],
            "choice_labels": {
                s.code: {"en": f"{s.symbol} {suit_en(s)}", "ko": f"{s.symbol} {suit_ko(s)}"}
                for s in SUITS
            },
            "answer": [suit.code],
            "themes": themes,
            "prompt": text(
                f"{contract_en(trump, False)} Which suit does "
                f"{'the Benny' if card.is_joker else card} belong to?",
                f"{contract_ko(trump, False)} {ko_topic(card_ko(card))} 어느 무늬에 속할까요?",
            ),
        }
    )
    item["explanation_facts"] = facts_json(effective_suit_facts(item))
    return item


@explanation_fact("suit-of-card")
@dataclass(frozen=True)
class SuitOfCard:
    """Why ``card`` belongs to ``suit``: ``how`` is "left-bower" (it follows trump's leads,
    not its printed suit's), "benny" (no suit of its own: trump's) or "printed"."""

    card: str
    suit: str
    how: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        trump = Suit.parse(str(item["trump"]))
        card = parse_card(self.card)
        if str(item.get("card")) != self.card:
            return f"the card asked about is {item.get('card')}"
        belongs = effective_suit(card, trump) or trump
        how = (
            "left-bower" if is_left_bower(card, trump) else "benny" if card.is_joker else "printed"
        )
        if (belongs.code, how) != (self.suit, self.how):
            return f"{self.card} belongs to {belongs.code} ({how})"
        return None


def effective_suit_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The contract, what a special card is, how the card keeps or leaves its printed
    suit, then the answer."""
    if item.get("ask") == suit_member.MEMBER:
        return suit_member.member_facts(item)
    variant = item_variant(item)
    trump = Suit.parse(str(item["trump"]))
    card = parse_card(str(item["card"]))
    said: list[ExplanationFact] = [Contract(trump.code)]
    if _special(card, trump):
        said.append(CardRole(card.code, trump.code, variant.joker))
    belongs = effective_suit(card, trump) or trump
    how = "left-bower" if is_left_bower(card, trump) else "benny" if card.is_joker else "printed"
    said.append(SuitOfCard(card.code, belongs.code, how))
    return said


def check_effective_suit(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-derive the answer with the engine (``prove`` is moot: nothing is sampled)."""
    if item.get("ask") == suit_member.MEMBER:
        suit_member.check_member(item)
        return
    variant = item_variant(item)
    trump = Suit.parse(str(item["trump"]))
    card = parse_card(str(item["card"]))
    require(card in variant.cards(), item, "the card is not in the pack")
    suit = effective_suit(card, trump)
    require(suit is not None and item["answer"] == [suit.code], item, "wrong suit")
    require(
        sorted(item["choices"]) == sorted(s.code for s in SUITS), item, "choices: the four suits"
    )
    require(set(item.get("themes", [])) <= set(_suit_themes(card, trump)), item, "themes")


def diagnose_effective_suit(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    if quiz_item.get("ask") == suit_member.MEMBER:
        return suit_member.diagnose_member(quiz_item, given)
    trump = Suit.parse(str(quiz_item.get("trump")))
    card = parse_card(str(quiz_item.get("card")))
    chosen = Suit.parse(given[0])
    if is_left_bower(card, trump) and chosen is card.suit:
        return Mistake(
            "left-bower-as-printed-suit",
            text(
                f"treated the left bower as a {suit_en(trump.sister)[:-1]}",
                f"레프트 바우어를 {suit_ko(trump.sister)}로 보았습니다",
            ),
        )
    if card.is_joker:
        return Mistake(
            "joker-suit",
            text(
                "forgot that the Benny belongs to trump",
                "베니(조커)가 으뜸패 무늬에 속함을 놓쳤습니다",
            ),
        )
    if card.rank is Rank.JACK and chosen is trump:
        return Mistake(
            "every-jack-is-trump",
            text(
                "thought a jack of the other colour becomes trump",
                "다른 색 잭도 으뜸패가 된다고 보았습니다",
            ),
        )
    return Mistake(
        "printed-suit",
        text("a plain card keeps its printed suit", "일반 카드는 적힌 무늬 그대로입니다"),
    )


BOWER_RANK_KIND = Kind(
    BOWER_RANK, BOWER_THEMES, generate_bower_rank, check_bower_rank, facts=bower_rank_facts
)
EFFECTIVE_SUIT_KIND = Kind(
    EFFECTIVE_SUIT,
    SUIT_THEMES,
    generate_effective_suit,
    check_effective_suit,
    facts=effective_suit_facts,
)
DIAGNOSERS[BOWER_RANK] = diagnose_bower_rank
DIAGNOSERS[EFFECTIVE_SUIT] = diagnose_effective_suit
