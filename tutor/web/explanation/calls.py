"""Words for the calling kinds' explanation facts (``tutor.quiz.kinds.calls.facts``): the
dealer's discard and why, each option's expected points, a counter-example's note. Korean
particles after cards and suits through ``tutor.korean`` (``Words``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine import Suit
from tutor.grammar import grammar
from tutor.quiz.kinds.calls.basics import COUNTER_RULES
from tutor.quiz.kinds.calls.discard import DealerAddsTurnUp
from tutor.quiz.kinds.calls.facts import (
    CounterRule,
    DealersDiscardRule,
    DiscardAnswer,
    DiscardMakesVoid,
    ExpectedPoints,
    LoneAcesKept,
    LowestOfSuit,
    NoSingleton,
)
from tutor.quiz.principles import advice_in
from tutor.web.explanation.heard import proof_heard
from tutor.web.explanation.registry import renders
from tutor.web.labels import label_of
from tutor.web.text import _, p_
from tutor.web.words import Words


def _one_of_suit(suit: str, lang: str, particle: str = "") -> str:
    """The suit of one card: "your only heart" (Korean: the suit's name, with its particle)."""
    names = {
        Suit.SPADES: _("spade"),
        Suit.HEARTS: _("heart"),
        Suit.DIAMONDS: _("diamond"),
        Suit.CLUBS: _("club"),
    }
    name = names[Suit.parse(suit)]
    return grammar(lang).particle(name, particle)


@renders(CounterRule)
def counter_rule(fact: CounterRule, item: Mapping[str, Any], lang: str) -> str:
    # The advice quoted as rules-spec §4 states it (``principles.ADVICE``).
    rule = advice_in(COUNTER_RULES[fact.theme], lang)
    if fact.applies:
        return _("The usual advice — %(rule)s — gives way here.", rule=rule)
    # The hand falls short of the advice's condition (``tutor.quiz.kinds.base.counter_note``).
    return _("The usual advice — %(rule)s — asks for more than this hand holds.", rule=rule)


def _option_label(item: Mapping[str, Any], option: str, lang: str) -> str:
    if item["kind"] == "discard":
        return _("Discard %(card)s", card=Words(item, lang).card(option))
    # The buttons' own words.
    return label_of(item, option, lang)


@renders(DealerAddsTurnUp)
def dealer_adds_turn_up(fact: DealerAddsTurnUp, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    card, trump = w.card(fact.upcard), w.suit(fact.trump)
    if fact.maker == w.you:
        return p_(
            "discard",
            "You are the dealer and picked up the %(card)s: %(suit)s are trump. "
            "Which card do you discard?",
            card=card,
            suit=trump,
        )
    maker = w.player(fact.maker)
    return p_(
        "discard",
        "%(seat)s ordered up the %(card)s, so you, the dealer, add it to your hand: %(suit)s "
        "are trump. Which card do you discard?",
        seat=w.grammar.capital(maker),
        card=card,
        suit=trump,
    )


@renders(ExpectedPoints)
def expected_points(fact: ExpectedPoints, item: Mapping[str, Any], lang: str) -> str:
    points = ", ".join(f"{_option_label(item, o, lang)} {v:+.2f}" for o, v in fact.points)
    if proof_heard(item) and fact.at_score:
        return _(
            "Playing out %(samples)d deals of the unseen cards, each drawn as often as it would "
            "lead to the calls made, and counting each side's points only up to what it needs "
            "for the game, the expected points for your side are: %(points)s.",
            samples=fact.samples,
            points=points,
        )
    if proof_heard(item):
        return _(
            "Playing out %(samples)d deals of the unseen cards, each drawn as often as it would "
            "lead to the calls made, the expected points for your side are: %(points)s.",
            samples=fact.samples,
            points=points,
        )
    if fact.at_score:
        # calling.team_value: each side's points count only up to what it needs for the game.
        return _(
            "Playing out %(samples)d deals of the unseen cards, and counting each side's "
            "points only up to what it needs for the game, the expected points for your side "
            "are: %(points)s.",
            samples=fact.samples,
            points=points,
        )
    return _(
        "Playing out %(samples)d deals of the unseen cards, the expected points for your side "
        "are: %(points)s.",
        samples=fact.samples,
        points=points,
    )


@renders(DealersDiscardRule)
def dealers_discard_rule(fact: DealersDiscardRule, item: Mapping[str, Any], lang: str) -> str:
    return _("The dealer's discard: never a trump while you hold a plain card, and keep your aces.")


@renders(DiscardMakesVoid)
def discard_makes_void(fact: DiscardMakesVoid, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "Throwing the %(card)s, your only %(one)s, leaves you void: you can trump %(suit)s at "
        "once.",
        card=w.card(fact.card, "은"),
        one=_one_of_suit(fact.suit, lang),
        suit=w.suit(fact.suit, "이"),
    )


@renders(LoneAcesKept)
def lone_aces_kept(fact: LoneAcesKept, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if len(fact.aces) == 1:
        return _(
            "Your only %(one)s is the %(ace)s: throwing it would make a void, but an ace wins a "
            "trick of its own, so keep it.",
            one=_one_of_suit(fact.suit, lang, "은"),
            ace=w.card(fact.aces[0]),
        )
    aces = w.grammar.listing([w.card(code) for code in fact.aces], particle="은")
    return _(
        "Your %(aces)s are each alone in their suit: throwing any of them would make a void, "
        "but an ace wins a trick of its own, so keep them.",
        aces=aces,
    )


@renders(NoSingleton)
def no_singleton(fact: NoSingleton, item: Mapping[str, Any], lang: str) -> str:
    return _("No side suit has just one card here, so no discard makes a void.")


@renders(LowestOfSuit)
def lowest_of_suit(fact: LowestOfSuit, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "The %(card)s is the lowest of your %(suit)s (%(held)s) and the card your hand needs "
        "least.",
        card=w.card(fact.card, "은"),
        suit=w.suit(fact.suit),
        held=w.cards(fact.held),
    )


@renders(DiscardAnswer)
def discard_answer(fact: DiscardAnswer, item: Mapping[str, Any], lang: str) -> str:
    return _("Discard the %(card)s.", card=Words(item, lang).card(fact.card, "을"))
