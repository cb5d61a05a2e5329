"""legal-plays: your hand and the trick so far; pick every card you may play.

Positions come from real deals: on the first trick the seats before you played legal
cards from their dealt hands; later in the hand every card so far was played legally, so
your hand, the played tricks and the led card always fit together.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.deal import deal_cards
from tutor.analysis.position import (
    Position,
    PositionError,
    contract_fields,
    contract_from,
    item_variant,
    trick_from_json,
    trick_to_json,
    view_from_item,
)
from tutor.engine import (
    SUITS,
    Card,
    Reason,
    Suit,
    Variant,
    effective_suit,
    explain_legal,
    is_left_bower,
    is_trump,
    left_bower,
    legal_plays,
    parse_card,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import DIAGNOSERS, Mistake
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require, text
from tutor.quiz.kinds.rules_facts import Contract, suit_code
from tutor.quiz.words import (
    card_ko,
    contract_en,
    contract_ko,
    ko_object,
    ko_subject,
    suit_en,
    suit_ko,
)

KIND = "legal-plays"


class Situation:
    def __init__(self, hand: list[Card], led: Card, trump: Suit | None, low: bool) -> None:
        self.hand = hand
        self.led = led
        self.trump = trump
        self.low = low
        self.led_suit = effective_suit(led, trump)
        self.legal = legal_plays(hand, led, trump)
        self.follows = [c for c in hand if effective_suit(c, trump) is self.led_suit]

    @property
    def left(self) -> Card | None:
        return None if self.trump is None else left_bower(self.trump)


def _left_bower_led(s: Situation) -> bool:
    return s.trump is not None and is_left_bower(s.led, s.trump)


def _left_bower_only_trump(s: Situation) -> bool:
    return (
        s.trump is not None
        and s.led_suit is s.trump
        and s.follows == [left_bower(s.trump)]
        and len(s.hand) > 1
    )


def _void_in_left_suit(s: Situation) -> bool:
    return (
        s.trump is not None
        and s.led_suit is s.trump.sister
        and left_bower(s.trump) in s.hand
        and not s.follows
    )


THEMES: dict[str, Callable[[Situation], bool]] = {
    "left-bower-led": _left_bower_led,
    "left-bower-only-trump": _left_bower_only_trump,
    "void-in-left-bower-suit": _void_in_left_suit,
    "left-bower-trap": lambda s: (
        _left_bower_led(s) or _left_bower_only_trump(s) or _void_in_left_suit(s)
    ),
    "follow-suit": lambda s: bool(s.follows) and len(s.follows) < len(s.hand),
    "void": lambda s: not s.follows,
    "joker": lambda s: any(c.is_joker for c in [*s.hand, s.led]),
    "no-trump-high": lambda s: s.trump is None and not s.low,
    "no-trump-low": lambda s: s.trump is None and s.low,
}


def themes_of(s: Situation) -> list[str]:
    return [name for name, holds in THEMES.items() if holds(s)]


def _contract(variant: Variant, theme: str | None, rng: random.Random) -> tuple[Suit | None, bool]:
    if variant.is_bid:
        if theme in ("no-trump-high", "no-trump-low"):
            return None, theme == "no-trump-low"
        choice = rng.randrange(6)
        return (SUITS[choice], False) if choice < 4 else (None, choice == 5)
    return rng.choice(SUITS), False


def _seed_cards(
    theme: str | None, trump: Suit | None, deck: list[Card]
) -> tuple[list[Card], Card | None]:
    """Cards the theme needs in the hand, and the led card it needs, if any."""
    if trump is None:
        return [], None
    left = left_bower(trump)
    if theme == "left-bower-led":
        return [], left
    if theme in ("left-bower-only-trump", "void-in-left-bower-suit"):
        return [left], None
    if theme == "joker":
        joker = [c for c in deck if c.is_joker]
        return joker, None
    return [], None


# Tricks already played before the question, drawn per item: most items come later in
# the hand, with fewer cards held and the played tricks on the table.
_EARLIER_TRICKS = (0, 1, 1, 2, 2, 3)


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    earlier = rng.choice(_EARLIER_TRICKS)
    if earlier and theme not in ("left-bower-led", "left-bower-only-trump", "joker"):
        return _generate_later(spec, number, theme, rng, earlier)
    return _generate_first_trick(spec, number, theme, rng)


def _generate_later(
    spec: Spec, number: int, theme: str | None, rng: random.Random, earlier: int
) -> Item | None:
    """A position later in a real hand: every card so far played legally at random."""
    variant = spec.rules
    trump, low = _contract(variant, theme, rng)
    hands, _ = deal_cards(variant, rng)
    players = variant.players
    dealer = rng.randrange(players)
    maker = rng.randrange(players)
    position = Position(variant, trump, low, dealer, maker, False, [list(h) for h in hands])
    for _ in range(earlier * players + rng.randrange(1, players)):
        position = position.play(rng.choice(position.legal()))
    seat = position.to_act()
    hand = sorted(position.hands[seat])
    situation = Situation(hand, position.trick[0][1], trump, low)
    if theme is not None and not THEMES[theme](situation):
        return None
    item = base_item(spec, number)
    item.update(contract_fields(trump, low))
    item.update(
        {
            "dealer": dealer,
            "maker": maker,
            "alone": False,
            "seat": seat,
            "upcard": None,
            "upcard_taken": False,
            "history": [trick_to_json(t) for t in position.history],
            "trick": trick_to_json(position.trick),
            "hand": [c.code for c in hand],
            "choices": [c.code for c in hand],
            "answer": [c.code for c in situation.legal],
            "themes": themes_of(situation),
        }
    )
    if variant.is_bid:
        item["bid"] = rng.randint(3, 5)
    item["prompt"] = _prompt(trump, low, situation.led, len(position.history))
    item["explanation_facts"] = facts_json(explanation_facts(item))
    return item


def _prompt(trump: Suit | None, low: bool, led: Card, played: int) -> dict[str, str]:
    when_en = f"{played} tricks have been played. " if played > 1 else ""
    when_en = "One trick has been played. " if played == 1 else when_en
    when_ko = f"{played}트릭이 끝났습니다. " if played else ""
    # The joker is the Benny, the course's name for it: "The Benny was led."
    led_en = "The Benny" if led.is_joker else str(led)
    return text(
        f"{contract_en(trump, low)} {when_en}{led_en} was led. "
        "Which cards may you play? Pick every one.",
        f"{contract_ko(trump, low)} {when_ko}{ko_subject(card_ko(led))} 리드되었습니다. "
        "낼 수 있는 카드를 모두 고르세요.",
    )


def _generate_first_trick(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    trump, low = _contract(variant, theme, rng)
    deck = list(variant.cards())
    players = variant.players
    seat = rng.randrange(players)
    leader_offset = rng.randrange(1, players)  # seats that play before you
    leader = (seat - leader_offset) % players
    in_hand, led_needed = _seed_cards(theme, trump, deck)
    rest = [c for c in deck if c not in in_hand and c != led_needed]
    rng.shuffle(rest)
    size = variant.hand_size
    hand = sorted(in_hand + rest[: size - len(in_hand)])
    pool = rest[size - len(in_hand) :]
    hands: dict[int, list[Card]] = {}
    for offset in range(leader_offset):
        other = (leader + offset) % players
        hands[other] = pool[offset * size : (offset + 1) * size]
    if led_needed is not None:
        hands[leader] = [led_needed, *hands[leader][1:]]
        led = led_needed
    else:
        led = rng.choice(hands[leader])
    plays = [(leader, led)]
    for offset in range(1, leader_offset):
        other = (leader + offset) % players
        plays.append((other, rng.choice(legal_plays(hands[other], led, trump))))
    situation = Situation(hand, led, trump, low)
    if theme is not None and not THEMES[theme](situation):
        return None
    item = base_item(spec, number)
    item.update(contract_fields(trump, low))
    maker = leader if variant.is_bid else rng.randrange(players)
    item.update(
        {
            "dealer": None if variant.is_bid else (leader - 1) % players,
            "maker": maker,
            "alone": False,
            "seat": seat,
            "upcard": None,
            "upcard_taken": False,
            "history": [],
            "trick": trick_to_json(plays),
            "hand": [c.code for c in hand],
            "choices": [c.code for c in hand],
            "answer": [c.code for c in situation.legal],
            "themes": themes_of(situation),
        }
    )
    if variant.is_bid:
        item["bid"] = rng.randint(3, 5)
    item["prompt"] = _prompt(trump, low, led, 0)
    item["explanation_facts"] = facts_json(explanation_facts(item))
    return item


# -- explanation facts -------------------------------------------------------------------
# The contract, the engine's reasons (suit to follow, what you hold), the cards that would
# be a renege (words: tutor.web.explanation.rules).


@explanation_fact("legal-reasons")
@dataclass(frozen=True)
class LegalReasons:
    """The engine's reasons (``tutor.engine.explain_legal``) for what ``hand`` may play to
    the ``led`` card in this contract."""

    hand: tuple[str, ...]
    led: str
    trump: str | None

    def check(self, item: Mapping[str, Any]) -> str | None:
        s = situation_from_item(item)
        actual = (tuple(c.code for c in s.hand), s.led.code, suit_code(s.trump))
        if actual != (self.hand, self.led, self.trump):
            return f"the hand is {' '.join(actual[0])} to {actual[1]}, trump {actual[2]}"
        return None

    def reasons(self) -> list[Reason]:
        trump = None if self.trump is None else Suit.parse(self.trump)
        hand = [parse_card(c) for c in self.hand]
        return explain_legal(hand, parse_card(self.led), trump)


@explanation_fact("renege-cards")
@dataclass(frozen=True)
class RenegeCards:
    """Playing any of ``cards`` (the hand's cards that may not be played) is a renege."""

    cards: tuple[str, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        s = situation_from_item(item)
        others = tuple(c.code for c in s.hand if c not in s.legal)
        return None if others == self.cards else f"the cards you may not play are {others}"


@explanation_fact("left-bower-not-held", counter_note=True)
@dataclass(frozen=True)
class LeftBowerNotHeld:
    """A counter-example to the left-bower trap: the hand lacks the ``left`` bower."""

    left: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        s = situation_from_item(item)
        if s.left is None or s.left.code != self.left:
            return f"the left bower is {None if s.left is None else s.left.code}"
        return f"you hold {self.left}" if s.left in s.hand else None


@explanation_fact("left-bower-just-trump", counter_note=True)
@dataclass(frozen=True)
class LeftBowerJustTrump:
    """A counter-example to the left-bower trap: the hand holds the ``left`` bower, but
    the ``led`` suit is neither trump nor its sister, so it is just a trump."""

    left: str
    led: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        s = situation_from_item(item)
        if s.trump is None or s.left is None or s.left.code != self.left or s.left not in s.hand:
            return f"you do not hold the left bower {self.left}"
        if s.led_suit is None or s.led_suit.code != self.led:
            return f"the led suit is {suit_code(s.led_suit)}"
        if s.led_suit in (s.trump, s.trump.sister):
            return "the lead is trump or its sister suit"
        return None


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation says of a stored position, from the position alone."""
    s = situation_from_item(item)
    said: list[ExplanationFact] = [
        Contract(suit_code(s.trump), s.low),
        LegalReasons(tuple(c.code for c in s.hand), s.led.code, suit_code(s.trump)),
    ]
    others = tuple(c.code for c in s.hand if c not in s.legal)
    if others:
        said.append(RenegeCards(others))
    return said


def situation_from_item(item: Mapping[str, Any]) -> Situation:
    trump, low = contract_from(item)
    hand = [parse_card(str(c)) for c in item["hand"]]
    trick = trick_from_json(item["trick"])
    return Situation(hand, trick[0][1], trump, low)


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-derive the answer with the engine (``prove`` is moot: nothing is sampled)."""
    variant = item_variant(item)
    s = situation_from_item(item)
    trick = trick_from_json(item["trick"])
    deck = set(variant.cards())
    seen = [*s.hand, *(c for _, c in trick)]
    require(all(c in deck for c in seen), item, "a card is not in the pack")
    require(len(set(seen)) == len(seen), item, "a card appears twice")
    players = variant.players
    seat = int(item["seat"])
    seats = [p for p, _ in trick]
    expected = [(seats[0] + i) % players for i in range(len(seats))]
    require(seats == expected and (seats[-1] + 1) % players == seat, item, "turn order")
    if item.get("history"):
        # Later in the hand: the played tricks could have happened (turn order, winners
        # leading, nobody following a suit they showed out of, your own plays legal).
        try:
            view_from_item(item)
        except PositionError as error:
            require(False, item, f"impossible history: {error}")
    else:
        require(len(s.hand) == variant.hand_size, item, "a first-trick hand has every card")
    require(item["answer"] == [c.code for c in s.legal], item, "the legal cards differ")
    require(item["choices"] == [c.code for c in s.hand], item, "choices are the hand")
    for theme in item.get("themes", []):
        require(THEMES[theme](s), item, f"theme {theme} does not hold")


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    s = situation_from_item(quiz_item.data)
    chosen = {parse_card(c) for c in given}
    legal = set(s.legal)
    missing = legal - chosen
    extra = chosen - legal
    left = s.left
    trump = s.trump
    if left is not None and trump is not None:
        if left in missing and s.led_suit is trump:
            return Mistake(
                "left-bower-as-printed-suit",
                text(
                    f"treated the left bower {left} as a {suit_en(trump.sister)[:-1]}: "
                    "it is a trump and must follow a trump lead",
                    f"레프트 바우어 {ko_object(card_ko(left))} "
                    f"{suit_ko(trump.sister)}로 보았습니다: "
                    "으뜸패이므로 으뜸패 리드에 따라 내야 합니다",
                ),
            )
        if left in extra or (left in missing and s.led_suit is trump.sister):
            return Mistake(
                "left-bower-as-printed-suit",
                text(
                    f"treated the left bower {left} as a {suit_en(trump.sister)[:-1]}",
                    f"레프트 바우어 {ko_object(card_ko(left))} "
                    f"{suit_ko(trump.sister)}로 보았습니다",
                ),
            )
    if any(c.is_joker for c in missing | extra):
        return Mistake(
            "joker-suit",
            text("forgot that the Benny is a trump", "베니(조커)가 으뜸패임을 놓쳤습니다"),
        )
    if extra:
        return Mistake(
            "renege",
            text(
                "picked a card that does not follow suit while holding the led suit (a renege)",
                "리드 무늬가 있는데 다른 무늬를 골랐습니다(리니그)",
            ),
        )
    if not s.follows and trump is not None and chosen and all(is_trump(c, trump) for c in chosen):
        return Mistake(
            "must-trump-myth",
            text(
                "thought you must trump when void: any card may be played",
                "무늬가 없으면 으뜸패를 내야 한다고 보았습니다: 아무 카드나 낼 수 있습니다",
            ),
        )
    if not s.follows:
        return Mistake(
            "void-any-card",
            text(
                "forgot that a player void in the led suit may play any card",
                "리드 무늬가 없으면 아무 카드나 낼 수 있다는 것을 놓쳤습니다",
            ),
        )
    return Mistake(
        "follow-suit-missed",
        text("left out a card of the led suit", "리드 무늬 카드를 빠뜨렸습니다"),
    )


def counter_fact(
    item: Mapping[str, Any], rule: str
) -> LeftBowerNotHeld | LeftBowerJustTrump | None:
    """Why no left-bower trap decides this hand: the bower is out of it, or the lead is a
    suit it has nothing to do with."""
    if rule != "left-bower-trap":
        return None
    s = situation_from_item(item)
    trump, left = s.trump, s.left
    if trump is None or left is None:
        return None
    if left not in s.hand:
        return LeftBowerNotHeld(left.code)
    if s.led_suit is None or s.led_suit in (trump, trump.sister):
        return None
    return LeftBowerJustTrump(left.code, s.led_suit.code)


KIND_DEF = Kind(
    KIND,
    tuple(THEMES),
    generate,
    check,
    facts=explanation_facts,
    counter_fact=counter_fact,
)
DIAGNOSERS[KIND] = diagnose
