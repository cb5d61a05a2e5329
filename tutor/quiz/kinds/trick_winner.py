"""trick-winner: a finished trick; pick the card that wins it.

Tricks are played from real dealt hands (each card legal for its player), so the trick
is always one that could happen. One small predicate per theme tags it.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.deal import deal_cards
from tutor.analysis.position import (
    contract_fields,
    contract_from,
    item_variant,
    trick_from_json,
    trick_to_json,
)
from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Reason,
    Suit,
    Variant,
    effective_suit,
    explain_trick,
    is_left_bower,
    is_right_bower,
    is_trump,
    legal_plays,
    parse_card,
    trick_winner,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import DIAGNOSERS, N_, Mistake
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require
from tutor.quiz.kinds.rules_facts import Contract, suit_code

KIND = "trick-winner"


class TrickFacts:
    """A trick with its contract, and the facts the themes and the explanation use."""

    def __init__(
        self, plays: Sequence[tuple[int, Card]], trump: Suit | None, low: bool, players: int
    ) -> None:
        self.plays = list(plays)
        self.cards = [c for _, c in plays]
        self.trump = trump
        self.low = low
        self.players = players
        self.led = effective_suit(self.cards[0], trump)
        self.winner_index = trick_winner(self.cards, trump, low=low)
        self.winner = self.cards[self.winner_index]
        self.trumps = [c for c in self.cards if trump is not None and is_trump(c, trump)]

    def off_suit(self) -> list[Card]:
        return [
            c
            for c in self.cards
            if effective_suit(c, self.trump) is not self.led and c not in self.trumps
        ]


def _left_bower(f: TrickFacts) -> bool:
    return f.trump is not None and any(is_left_bower(c, f.trump) for c in f.cards)


def _right_bower(f: TrickFacts) -> bool:
    return f.trump is not None and any(is_right_bower(c, f.trump) for c in f.cards)


def _trump_beats_led(f: TrickFacts) -> bool:
    return (
        f.led is not f.trump
        and bool(f.trumps)
        and any(effective_suit(c, f.trump) is f.led for c in f.cards)
    )


def _off_suit_cannot_win(f: TrickFacts) -> bool:
    return not f.trumps and any(int(c.rank) > int(f.winner.rank) for c in f.off_suit())


def _highest_of_led(f: TrickFacts) -> bool:
    followers = [c for c in f.cards if effective_suit(c, f.trump) is f.led]
    return not f.trumps and len(followers) >= 2 and f.trump is not None


def _left_bower_on_its_suit(f: TrickFacts) -> bool:
    """The classic trap: the left bower played to a lead of its printed suit, where it is
    no follower but a trump."""
    return (
        f.trump is not None
        and f.led is f.trump.sister
        and any(is_left_bower(c, f.trump) for c in f.cards[1:])
    )


def _overruff(f: TrickFacts) -> bool:
    """A plain suit led, a player trumps, and a later player trumps higher."""
    if f.trump is None or f.led is f.trump or len(f.trumps) < 2:
        return False
    return f.winner in f.trumps and f.winner != f.trumps[0]


THEMES: dict[str, Callable[[TrickFacts], bool]] = {
    "left-bower": _left_bower,
    "right-bower": _right_bower,
    "trump-beats-led-suit": _trump_beats_led,
    "off-suit-cannot-win": _off_suit_cannot_win,
    "highest-of-led-suit": _highest_of_led,
    "joker": lambda f: any(c.is_joker for c in f.cards),
    "no-trump-high": lambda f: f.trump is None and not f.low,
    "no-trump-low": lambda f: f.trump is None and f.low,
    "lone-hand": lambda f: f.players == 4 and len(f.cards) == 3,
    "left-bower-on-its-suit": _left_bower_on_its_suit,
    "overruff": _overruff,
}


def themes_of(facts: TrickFacts) -> list[str]:
    return [name for name, holds in THEMES.items() if holds(facts)]


# -- generation ---------------------------------------------------------------------------


def _contract(
    variant: Variant, theme: str | None, rng: random.Random, set_themes: tuple[str, ...] = ()
) -> tuple[Suit | None, bool]:
    if variant.is_bid:
        # A set about one no-trump contract keeps to it whatever theme the item draws.
        if theme == "no-trump-high" or ("no-trump-high" in set_themes and theme is not None):
            return None, False
        if theme == "no-trump-low" or ("no-trump-low" in set_themes and theme is not None):
            return None, True
        choice = rng.randrange(6)
        return (SUITS[choice], False) if choice < 4 else (None, choice == 5)
    return rng.choice(SUITS), False


def _pick(
    legal: list[Card],
    trump: Suit | None,
    theme: str | None,
    rng: random.Random,
    *,
    leading: bool = False,
) -> Card:
    """A legal card, leaning towards the cards the theme is about so items come quickly
    (and away from the Benny when the theme is not about it: it would win every trick)."""
    favoured = [c for c in legal if _favoured(c, trump, theme, leading)]
    if favoured and rng.random() < 0.6:
        return rng.choice(favoured)
    if theme not in (None, "joker") and rng.random() < 0.8:
        legal = [c for c in legal if not c.is_joker] or legal
    return rng.choice(legal)


def _favoured(card: Card, trump: Suit | None, theme: str | None, leading: bool) -> bool:
    if theme == "left-bower-on-its-suit" and trump is not None:
        if leading:
            return effective_suit(card, trump) is trump.sister
        return is_left_bower(card, trump)
    if theme == "overruff" and trump is not None:
        return not is_trump(card, trump) if leading else is_trump(card, trump)
    if theme == "joker":
        return card.is_joker
    if theme == "left-bower":
        return trump is not None and is_left_bower(card, trump)
    if theme == "right-bower":
        return trump is not None and is_right_bower(card, trump)
    if theme == "trump-beats-led-suit":
        return trump is not None and is_trump(card, trump)
    if theme == "off-suit-cannot-win":
        return card.rank in (Rank.ACE, Rank.KING)
    return False


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    trump, low = _contract(variant, theme, rng, spec.themes)
    hands, _ = deal_cards(variant, rng)
    players = variant.players
    lone = theme == "lone-hand" or (players == 4 and theme is None and rng.random() < 0.15)
    sitting_out = {rng.randrange(4)} if lone and players == 4 and not variant.is_bid else set()
    maker = None
    if sitting_out:
        maker = (next(iter(sitting_out)) + 2) % 4
    active = [s for s in range(players) if s not in sitting_out]
    leader = rng.choice(active)
    order = [s for s in ((leader + i) % players for i in range(players)) if s in active]
    plays: list[tuple[int, Card]] = []
    for seat in order:
        led = plays[0][1] if plays else None
        card = _pick(legal_plays(hands[seat], led, trump), trump, theme, rng, leading=not plays)
        plays.append((seat, card))
    facts = TrickFacts(plays, trump, low, players)
    if theme is not None and not THEMES[theme](facts):
        return None
    item = base_item(spec, number)
    item.update(contract_fields(trump, low))
    item.update(
        {
            "dealer": None,
            "maker": maker,
            "alone": bool(sitting_out),
            "seat": None,
            "upcard": None,
            "upcard_taken": False,
            "history": [],
            "trick": trick_to_json(plays),
            "hand": None,
            "choices": [c.code for c in facts.cards],
            "answer": [facts.winner.code],
            "themes": themes_of(facts),
        }
    )
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


# -- the question's facts (words: tutor.web.explanation.rules) -----------------------------


@explanation_fact("ask/partner-sits-out")
@dataclass(frozen=True)
class PartnerSitsOut:
    """Four play, one goes alone: the trick has three cards, the lone hand's partner none."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        players = item_variant(item).players
        if players != 4 or len(item["trick"]) != 3:
            return "no player sits this trick out"
        return None


@explanation_fact("ask/seat-leads")
@dataclass(frozen=True)
class SeatLeads:
    """``seat`` leads the trick (``players`` at the table name the seats)."""

    seat: int
    players: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        first = int(item["trick"][0]["seat"])
        players = item_variant(item).players
        if (first, players) != (self.seat, self.players):
            return f"seat {first} of {players} leads"
        return None


@explanation_fact("ask/which-card-wins")
@dataclass(frozen=True)
class WhichCardWins:
    """The question: which of the trick's cards (the choices) wins it."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        played = [str(play["card"]) for play in item["trick"]]
        if sorted(played) != sorted(item["choices"]):
            return "the choices are not the trick's cards"
        return None


def prompt_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The contract, who leads, the question; a lone hand's partner sitting out first."""
    f = facts_from_item(item)
    said: list[ExplanationFact] = []
    if f.players == 4 and len(f.cards) == 3:
        said.append(PartnerSitsOut())
    said.append(Contract(suit_code(f.trump), f.low))
    said += [SeatLeads(f.plays[0][0], f.players), WhichCardWins()]
    return said


# -- explanation facts -------------------------------------------------------------------
# The contract, the led suit, the engine's reasons card by card, then who takes the trick
# (words: tutor.web.explanation.rules).


@explanation_fact("trick-led", position=True)
@dataclass(frozen=True)
class TrickLed:
    """``card`` opened the trick, so ``suit`` (its suit as played: trump for a bower) is
    the led suit; a trump lead when that is trump."""

    card: str
    suit: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        f = facts_from_item(item)
        if f.led is None or (f.cards[0].code, f.led.code) != (self.card, self.suit):
            return f"the trick opens with {f.cards[0].code}, led suit {suit_code(f.led)}"
        return None


@explanation_fact("trick-reasons")
@dataclass(frozen=True)
class TrickReasons:
    """The engine's reasons (``tutor.engine.explain_trick``) for this trick in this
    contract, with the Benny in the pack or not (the right bower is then the second)."""

    cards: tuple[str, ...]
    trump: str | None
    low: bool
    benny: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        f = facts_from_item(item)
        actual = (tuple(c.code for c in f.cards), suit_code(f.trump), f.low)
        if actual != (self.cards, self.trump, self.low):
            return f"the trick is {' '.join(actual[0])} with trump {actual[1]}, low {actual[2]}"
        if item_variant(item).joker != self.benny:
            return "the Benny is " + ("in" if item_variant(item).joker else "not in") + " the pack"
        return None

    def reasons(self) -> list[Reason]:
        trump = None if self.trump is None else Suit.parse(self.trump)
        return explain_trick([parse_card(c) for c in self.cards], trump, low=self.low)


@explanation_fact("benny-above-right")
@dataclass(frozen=True)
class BennyAboveRight:
    """With the Benny in the pack, the right bower played here is only the second trump."""

    right: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        f = facts_from_item(item)
        right = parse_card(self.right)
        if not item_variant(item).joker or f.trump is None or not is_right_bower(right, f.trump):
            return f"{self.right} is no right bower under a Benny"
        return None if right in f.cards else f"{self.right} is not in the trick"


@explanation_fact("trick-taken")
@dataclass(frozen=True)
class TrickTaken:
    """``card`` wins the trick for the player at ``seat`` (compass, of ``players``)."""

    card: str
    seat: int
    players: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        f = facts_from_item(item)
        seat = f.plays[f.winner_index][0]
        if (f.winner.code, seat, f.players) != (self.card, self.seat, self.players):
            return f"{f.winner.code} wins for seat {seat} of {f.players}"
        return None


@explanation_fact("no-bower-here", counter_note=True)
@dataclass(frozen=True)
class NoBowerHere:
    """A counter-example to the bowers' rule: with this trump the ``jack`` in the trick is
    no bower but a plain card of its suit."""

    trump: str
    jack: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        f = facts_from_item(item)
        jack = parse_card(self.jack)
        if f.trump is None or f.trump.code != self.trump:
            return f"trump is {suit_code(f.trump)}"
        if _left_bower(f) or _right_bower(f):
            return "a bower is in the trick"
        if jack not in f.cards or jack.rank is not Rank.JACK or jack.is_joker:
            return f"{self.jack} is no jack of the trick"
        return None


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation says of a stored trick, from its position alone."""
    f = facts_from_item(item)
    benny = item_variant(item).joker
    # The engine's reasons already state the no-trump low order.
    said: list[ExplanationFact] = [] if f.low else [Contract(suit_code(f.trump), f.low)]
    if f.led is not None:
        said.append(TrickLed(f.cards[0].code, f.led.code))
    said.append(TrickReasons(tuple(c.code for c in f.cards), suit_code(f.trump), f.low, benny))
    if benny and f.trump is not None:
        said.extend(BennyAboveRight(c.code) for c in f.cards if is_right_bower(c, f.trump))
    said.append(TrickTaken(f.winner.code, f.plays[f.winner_index][0], f.players))
    return said


# -- checking -----------------------------------------------------------------------------


def facts_from_item(item: Mapping[str, Any]) -> TrickFacts:
    variant = item_variant(item)
    trump, low = contract_from(item)
    plays = trick_from_json(item["trick"])
    return TrickFacts(plays, trump, low, variant.players)


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-derive the answer with the engine (``prove`` is moot: nothing is sampled)."""
    variant = item_variant(item)
    facts = facts_from_item(item)
    deck = set(variant.cards())
    require(all(c in deck for c in facts.cards), item, "a card is not in the pack")
    require(len(set(facts.cards)) == len(facts.cards), item, "a card appears twice")
    players = variant.players
    expected_size = players - (1 if item.get("alone") and players == 4 else 0)
    require(len(facts.cards) == expected_size, item, f"a trick here has {expected_size} cards")
    seats = [s for s, _ in facts.plays]
    require(len(set(seats)) == len(seats), item, "a seat plays twice")
    for before, after in itertools.pairwise(seats):
        step = (after - before) % players
        require(step in (1, 2), item, "seats must play clockwise")
        if step == 2:
            require(item.get("alone") is True, item, "a seat was skipped without a lone hand")
    if facts.trump is None:
        require(variant.no_trump, item, "no-trump is only played in Bid Euchre")
    require(item["answer"] == [facts.winner.code], item, f"the winner is {facts.winner.code}")
    require(sorted(item["choices"]) == sorted(c.code for c in facts.cards), item, "choices")
    for theme in item.get("themes", []):
        require(THEMES[theme](facts), item, f"theme {theme} does not hold")


# -- diagnosis ----------------------------------------------------------------------------


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    facts = facts_from_item(quiz_item.data)
    chosen = parse_card(given[0])
    answer = facts.winner
    trump, led = facts.trump, facts.led
    if trump is not None and is_left_bower(answer, trump):
        return Mistake(
            "left-bower-as-printed-suit",
            message=N_("treated the left bower %(card)s as a %(suit)s, not a trump"),
            cards={"card": answer.code},
            suit_words={"suit": trump.sister.code},
        )
    if trump is not None and is_left_bower(chosen, trump) and is_right_bower(answer, trump):
        return Mistake(
            "left-above-right", message=N_("ranked the left bower above the right bower")
        )
    if answer.is_joker:
        return Mistake(
            "joker-not-top-trump", message=N_("forgot that the Benny is the highest trump")
        )
    if effective_suit(chosen, trump) is not led and not (
        trump is not None and is_trump(chosen, trump)
    ):
        return Mistake(
            "off-suit-wins",
            message=N_("thought a card that neither follows suit nor trumps could win"),
        )
    if trump is not None and is_trump(answer, trump) and not is_trump(chosen, trump):
        return Mistake("trump-ignored", message=N_("forgot that any trump beats the led suit"))
    if trump is None and facts.low:
        return Mistake("no-trump-low-order", message=N_("ranked the cards high in no-trump low"))
    if trump is None and chosen.rank is Rank.JACK:
        return Mistake("bower-in-no-trump", message=N_("treated a jack as a bower in no-trump"))
    return Mistake("card-order", message=N_("misread the order of the cards"))


def counter_fact(item: Mapping[str, Any], rule: str) -> NoBowerHere | None:
    """Why the bowers do not decide this trick: the jack in it is not a bower."""
    if rule != "left-bower":
        return None
    facts = facts_from_item(item)
    trump = facts.trump
    if trump is None or _left_bower(facts) or _right_bower(facts):
        return None
    jacks = [c for c in facts.cards if c.rank is Rank.JACK and not c.is_joker]
    if not jacks:
        return None
    return NoBowerHere(trump.code, jacks[0].code)


KIND_DEF = Kind(
    KIND,
    tuple(THEMES),
    generate,
    check,
    facts=explanation_facts,
    counter_fact=counter_fact,
    prompt=prompt_facts,
)
DIAGNOSERS[KIND] = diagnose
