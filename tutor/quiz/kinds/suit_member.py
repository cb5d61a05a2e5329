"""effective-suit, the other way round: "Hearts are trump. Which of these cards is a diamond?"

Asking which suit one card belongs to has few questions whose answer is not the printed
suit: four left bowers (one per trump) and four Benny questions, so a set of them is
answered by "the suit printed on the card" almost every time (87% of effective-suit-24).
Asking which of four cards belongs to a suit puts the same rule into many positions: the
left bower offered among the sister suit's cards (printed alike, only one belongs), the left
bower as the only trump (no card printed in trump's suit is offered), a jack of the other
colour that stays in its own suit, the Benny in trump. An item of this form has
``"ask": "member"``, ``"ask_suit"`` and four card choices, exactly one of the asked suit.
"""

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
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import N_, Mistake
from tutor.quiz.kinds.base import Item, Spec, base_item, require
from tutor.quiz.kinds.rules_facts import Contract
from tutor.quiz.words import (
    suit_en,
)

MEMBER = "member"
CHOICES = 4

# Which suit is asked about: trump (the left bower or the Benny may be its only card on
# offer), the left bower's printed suit (the bower offered beside the real members), or a
# suit of the other colour (its jack stays in it).
_ASKED = {"trump": 0.35, "sister": 0.35, "other": 0.3}


def _singular_en(suit: Suit) -> str:
    return suit_en(suit)[:-1]


def _belongs(card: Card, trump: Suit) -> Suit:
    return effective_suit(card, trump) or trump  # a suit contract: the Benny is trump


def _is_trap(card: Card, asked: Suit, trump: Suit) -> bool:
    """A card the printed suit misreads here: printed in the asked suit but not in it, or
    in it without being printed so (the left bower, the Benny)."""
    printed = None if card.is_joker else card.suit
    return (printed is asked) != (_belongs(card, trump) is asked)


def member_themes(choices: list[Card], asked: Suit, trump: Suit) -> list[str]:
    themes = ["effective-suit"]
    if any(is_left_bower(c, trump) for c in choices):
        themes.append("left-bower")
    if any(is_right_bower(c, trump) for c in choices):
        themes.append("right-bower")
    if any(c.is_joker for c in choices):
        themes.append("joker")
    return themes


def generate_member(spec: Spec, number: int, rng: random.Random) -> Item | None:
    variant = spec.rules
    deck = list(variant.cards())
    trump = rng.choice(SUITS)
    others = [s for s in SUITS if s not in (trump, trump.sister)]
    which = rng.choices(list(_ASKED), weights=list(_ASKED.values()))[0]
    asked = trump if which == "trump" else trump.sister if which == "sister" else rng.choice(others)
    members = [c for c in deck if _belongs(c, trump) is asked]
    outside = [c for c in deck if _belongs(c, trump) is not asked]
    bower = left_bower(trump)
    joker = [c for c in deck if c.is_joker]
    if which == "trump" and rng.random() < 0.6:
        answer = joker[0] if joker and rng.random() < 0.35 else bower
    elif which == "other" and rng.random() < 0.6:
        answer = next(c for c in members if c.rank is Rank.JACK)
    else:
        answer = rng.choice(members)
    pool = list(outside)
    traps: list[Card] = []
    if which == "sister" and rng.random() < 0.8:
        traps.append(bower)  # printed like the asked suit, but a trump
    if which == "trump":
        # A jack of the other colour (no bower, whatever its rank says) and a card printed
        # in the left bower's suit (read by the print, the bower would go with it).
        jacks = [c for c in pool if not c.is_joker and c.rank is Rank.JACK]
        traps.append(rng.choice(jacks))
        sister = [c for c in pool if not c.is_joker and c.suit is trump.sister]
        traps.append(rng.choice(sister))
    if which == "other":
        jacks = [c for c in pool if c.rank is Rank.JACK and not c.is_joker and c.suit in others]
        traps.extend(jacks[:1])  # the other jack of that colour: in its own suit too
    traps = traps[: CHOICES - 1]
    rest = [c for c in pool if c not in traps]
    distractors = traps + rng.sample(rest, CHOICES - 1 - len(traps))
    choices = [answer, *distractors]
    rng.shuffle(choices)
    if not any(_is_trap(c, asked, trump) for c in choices) and rng.random() < 0.5:
        return None  # keep most items about the rule, not about reading a print
    item = base_item(spec, number)
    item.update(contract_fields(trump, False))
    item.update(
        {
            "hand": None,
            "card": None,
            "ask": MEMBER,
            "ask_suit": asked.code,
            "choices": [c.code for c in choices],
            "answer": [answer.code],
            "themes": member_themes(choices, asked, trump),
        }
    )
    item["explanation_facts"] = facts_json(member_facts(item))
    item["prompt_facts"] = facts_json(member_prompt(item))
    return item


@explanation_fact("ask/which-card-is-of-suit")
@dataclass(frozen=True)
class WhichCardIsOfSuit:
    """The question: which of the cards belongs to ``suit`` in this contract."""

    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        asked = str(item.get("ask_suit"))
        return None if asked == self.suit else f"the item asks for a {asked}"


def member_prompt(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The contract, then which card is of the asked suit."""
    return [Contract(str(item["trump"])), WhichCardIsOfSuit(str(item["ask_suit"]))]


def _a_suit(suit: Suit) -> str:
    """ "a diamond", "a heart": one card of the suit."""
    word = _singular_en(suit)
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def member_role(card: Card, asked: Suit, trump: Suit) -> str:
    """Why ``card`` is or is not of the ``asked`` suit: "benny", "left-bower",
    "right-bower", "plain-jack" (a jack of the other colour, no bower), "printed" (of the
    asked suit as printed) or "other" (of another suit)."""
    belongs = _belongs(card, trump)
    if card.is_joker:
        return "benny"
    if is_left_bower(card, trump):
        return "left-bower"
    if is_right_bower(card, trump):
        return "right-bower"
    if card.rank is Rank.JACK and belongs is not trump:
        return "plain-jack"
    return "printed" if belongs is asked else "other"


@explanation_fact("member-why")
@dataclass(frozen=True)
class MemberWhy:
    """The offered ``card`` belongs to ``suit``, as its ``role`` says (``member_role``)."""

    card: str
    suit: str
    role: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        trump, asked = Suit.parse(str(item["trump"])), Suit.parse(str(item["ask_suit"]))
        card = parse_card(self.card)
        if self.card not in item["choices"]:
            return f"{self.card} is not offered"
        actual = (_belongs(card, trump).code, member_role(card, asked, trump))
        if actual != (self.suit, self.role):
            return f"{self.card} belongs to {actual[0]} ({actual[1]})"
        return None


@explanation_fact("member-answer")
@dataclass(frozen=True)
class MemberAnswer:
    """``card`` is the only offered card of the asked ``suit``."""

    card: str
    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        trump, asked = Suit.parse(str(item["trump"])), Suit.parse(str(item["ask_suit"]))
        members = [c for c in item["choices"] if _belongs(parse_card(str(c)), trump) is asked]
        if (members, asked.code) != ([self.card], self.suit):
            return f"the offered cards of {asked.code} are {members}"
        return None


def member_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The contract, why the answer is in the asked suit, and why each offered card the
    print misreads is not (the answer first, then the traps in the order shown)."""
    trump, asked = Suit.parse(str(item["trump"])), Suit.parse(str(item["ask_suit"]))
    choices = [parse_card(str(c)) for c in item["choices"]]
    answer = parse_card(str(item["answer"][0]))

    def why(card: Card) -> MemberWhy:
        return MemberWhy(card.code, _belongs(card, trump).code, member_role(card, asked, trump))

    said: list[ExplanationFact] = [Contract(trump.code), why(answer)]
    for card in choices:
        jack_misread = asked is trump and card.rank is Rank.JACK and not card.is_joker
        if card != answer and (_is_trap(card, asked, trump) or jack_misread):
            said.append(why(card))
    said.append(MemberAnswer(answer.code, asked.code))
    return said


def check_member(item: Mapping[str, Any]) -> None:
    """Re-derive the one card of the asked suit with the engine."""
    variant = item_variant(item)
    trump = Suit.parse(str(item["trump"]))
    asked = Suit.parse(str(item["ask_suit"]))
    choices = [parse_card(str(c)) for c in item["choices"]]
    require(len(choices) == CHOICES, item, f"choices: {CHOICES} cards")
    require(len(set(choices)) == len(choices), item, "choices: a card twice")
    require(all(c in variant.cards() for c in choices), item, "a card is not in the pack")
    members = [c.code for c in choices if _belongs(c, trump) is asked]
    require(members == list(item["answer"]), item, f"the cards of the suit are {members}")
    require(
        set(item.get("themes", [])) <= set(member_themes(choices, asked, trump)), item, "themes"
    )


def diagnose_member(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    """What the chosen card shows: the print read instead of the bower rule."""
    trump = Suit.parse(str(quiz_item.get("trump")))
    asked = Suit.parse(str(quiz_item.get("ask_suit")))
    chosen = parse_card(given[0])
    answer = parse_card(str(quiz_item.answer[0]))
    belongs = _belongs(chosen, trump)
    if is_left_bower(chosen, trump):
        return Mistake(
            "left-bower-as-printed-suit",
            message=N_("chose %(card)s by its print: as the left bower it is a %(suit)s"),
            cards={"card": chosen.code},
            suit_words={"suit": trump.code},
        )
    if chosen.rank is Rank.JACK and not chosen.is_joker and asked is trump:
        return Mistake(
            "every-jack-is-trump",
            message=N_(
                "took %(card)s, a jack of the other colour, for a trump: it stays a %(suit)s"
            ),
            cards={"card": chosen.code},
            suit_words={"suit": belongs.code},
        )
    if is_left_bower(answer, trump) or answer.is_joker:
        return Mistake(
            "left-bower-as-printed-suit" if not answer.is_joker else "joker-suit",
            message=N_("missed that %(card)s belongs to %(suit)s"),
            cards={"card": answer.code},
            suits={"suit": trump.code},
        )
    return Mistake(
        "printed-suit",
        message=N_("%(card)s is a %(suit)s, not a %(asked)s"),
        cards={"card": chosen.code},
        suit_words={"suit": belongs.code, "asked": asked.code},
    )
