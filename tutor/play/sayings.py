"""The coach's words: its facts (``tutor.play.coach``) and the actions' names, said through
the message catalogue in the page's language (``tutor.web.text``), with the particles of
``tutor.korean``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields
from enum import Enum
from typing import Any

from tutor.analysis.position import position_fields
from tutor.analysis.seeing import play_view
from tutor.engine import (
    Action,
    Bid,
    Card,
    Deal,
    Declare,
    DefendAloneAction,
    Discard,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Phase,
    Play,
    Suit,
    TakeUp,
    Variant,
)
from tutor.grammar import grammar
from tutor.play.coach import (
    Advice,
    AgainstPrinciple,
    BestValue,
    CallReason,
    ChoiceLoses,
    ChoiceTies,
    ChoiceWithinBest,
    CoachFact,
    KeepTrumpsAndAces,
    PrincipleReason,
    TiedWithBest,
)
from tutor.quiz.explaining import ExplanationFact
from tutor.web.explanation import render_fact
from tutor.web.text import _, in_language, p_
from tutor.web.words import Words


def _declared(trump: Suit | None, low: bool, words: Words) -> str:
    """The contract a declarer names: "Hearts are trump", "No-trump low"."""
    if trump is not None:
        return p_("declared", "%(suit)s are trump", suit=words.suit(trump.code).capitalize())
    return _("No-trump low") if low else _("No-trump high")


def action_label(action: Action, deal: Deal | None, lang: str) -> str:
    """The action as a button or a sentence names it, in ``lang`` (the page's language:
    the catalogue looked up is the request's)."""
    words = Words({}, lang)
    if isinstance(action, Pass):
        dealer_turn = deal is not None and deal.to_act == deal.dealer
        if deal is not None and deal.phase is Phase.ROUND_ONE and dealer_turn:
            return _("Turn it down")
        return _("Pass")
    if isinstance(action, OrderUp):
        return _("Order it up and go alone") if action.alone else _("Order it up")
    if isinstance(action, TakeUp):
        return _("Pick it up and go alone") if action.alone else _("Pick it up")
    if isinstance(action, NameTrump):
        suit = words.suit(action.suit.code)
        return (
            _("Name %(suit)s and go alone", suit=suit)
            if action.alone
            else _("Name %(suit)s", suit=suit)
        )
    if isinstance(action, GoAlone):
        return _("Go alone")
    if isinstance(action, DefendAloneAction):
        return _("Defend alone")
    if isinstance(action, Bid):
        return _("Bid %(n)s", n=action.tricks)
    if isinstance(action, Declare):
        # The contract's name as the bid quizzes write it, up to its explanation.
        return _("Declare: %(contract)s", contract=_declared(action.trump, action.low, words))
    if isinstance(action, Discard):
        return _("Discard %(card)s", card=words.card(action.card.code))
    if isinstance(action, Play):
        return _("Play %(card)s", card=words.card(action.card.code))
    return str(action)  # pragma: no cover - every action above


def _label(deal: Deal, action: str, lang: str) -> str:
    return action_label(Action.parse(action), deal, lang)


def _quoted(label: str, lang: str, particle: str = "") -> str:
    """A label quoted as each language quotes it, in Korean with its particle."""
    return grammar(lang).quoted(label, particle)


def _rules_options(variant: Variant) -> dict[str, Any]:
    """The table's rules as an item names them: each field that differs from its preset."""
    preset = Variant.preset(variant.name)
    options: dict[str, Any] = {}
    for field in fields(Variant):
        value = getattr(variant, field.name)
        if field.name != "name" and value != getattr(preset, field.name):
            options[field.name] = value.value if isinstance(value, Enum) else value
    return options


def call_item(
    variant: Variant, dealer: int, seat: int, hand: Sequence[Card], upcard: Card, round: int
) -> dict[str, Any]:
    """A call as a quiz item of the calling kind that asks it (order-up in round one,
    name-trump in round two): the quiz explanations' renderers word a call's facts from it
    (seats seen from the caller, the buttons' words)."""
    return {
        "kind": "order-up" if round == 1 else "name-trump",
        "variant": variant.name,
        "variant_options": _rules_options(variant),
        "seat": seat,
        "dealer": dealer,
        "hand": [c.code for c in hand],
        "upcard": upcard.code,
        "round": round,
    }


def call_position(fact: CallReason, deal: Deal) -> dict[str, Any]:
    """The call the coach explains at ``deal``, as ``call_item``."""
    seat = deal.to_act
    upcard = deal.upcard
    if seat is None or upcard is None:
        raise ValueError("no call to explain")
    hand = deal.public_view(seat).hand
    return call_item(deal.variant, deal.dealer, seat, hand, upcard, fact.round)


def play_position(deal: Deal) -> dict[str, Any]:
    """The card play the coach explains at ``deal``, as a best-play item (seats seen from
    the player to act): the quiz explanations' renderers word a play's facts from it."""
    seat = deal.to_act
    if seat is None:
        raise ValueError("no card to play")
    view = play_view(deal.public_view(seat))
    return {
        "kind": "best-play",
        "variant": deal.variant.name,
        "variant_options": _rules_options(deal.variant),
        **position_fields(view.position, seat),
    }


def facts_said(facts: Sequence[ExplanationFact], item: Mapping[str, Any], lang: str) -> str:
    """Facts of the quiz explanations as one paragraph, in the request's language."""
    return " ".join(render_fact(fact, item, lang) for fact in facts)


def say(fact: CoachFact, deal: Deal, lang: str) -> str:
    """One fact as the coach says it, in ``lang``."""
    if isinstance(fact, PrincipleReason):
        return facts_said(fact.facts, play_position(deal), lang)
    if isinstance(fact, CallReason):
        return facts_said(fact.facts, call_position(fact, deal), lang)
    if isinstance(fact, KeepTrumpsAndAces):
        card = Words({}, lang).card(fact.card.code, "이")
        return _(
            "Keep your trumps and your aces: throw a low side card, best a lone one, so the "
            "discard leaves you void in a suit. Here that is the %(card)s.",
            card=card,
        )
    if isinstance(fact, BestValue) and fact.heard:
        return _best_heard(fact, deal, lang)
    if isinstance(fact, BestValue):
        return _(
            "Over %(deals)s deals of the cards you cannot see, %(best)s is worth "
            "%(value)s points to your side on average.",
            deals=fact.samples,
            best=_quoted(_label(deal, fact.best, lang), lang),
            value=f"{fact.value:+.2f}",
        )
    if isinstance(fact, TiedWithBest):
        others = ", ".join(_quoted(_label(deal, a, lang), lang) for a in fact.others)
        return _(
            "%(others)s: worth exactly as much, a tie, which the rules of thumb break the "
            "way the engine players do, with %(best)s.",
            others=others,
            best=_quoted(_label(deal, fact.best, lang), lang, "를"),
        )
    if isinstance(fact, ChoiceTies):
        return _(
            "Yours, “%(chosen)s”, is just as good (%(worth)s).",
            chosen=_label(deal, fact.chosen, lang),
            worth=f"{fact.worth:+.2f}",
        )
    if isinstance(fact, ChoiceWithinBest):
        return _(
            "Yours, “%(chosen)s”, %(worth)s, is as good as the best within what the deals "
            "can tell: it may lose anything from %(low)s to %(high)s points.",
            chosen=_label(deal, fact.chosen, lang),
            worth=f"{fact.worth:+.2f}",
            low=f"{fact.low:.2f}",
            high=f"{fact.high:.2f}",
        )
    if isinstance(fact, ChoiceLoses):
        return _(
            "Yours, “%(chosen)s”, %(worth)s: %(loss)s points less, and at least %(low)s "
            "within what the deals can tell.",
            chosen=_label(deal, fact.chosen, lang),
            worth=f"{fact.worth:+.2f}",
            loss=f"{fact.loss:.2f}",
            low=f"{fact.low:.2f}",
        )
    if isinstance(fact, AgainstPrinciple):
        return _("Yours goes against that principle, and gains nothing for it.")
    raise TypeError(type(fact).__name__)  # pragma: no cover - every fact above


def _best_heard(fact: BestValue, deal: Deal, lang: str) -> str:
    """``BestValue`` over deals that heard the calls (issue 33), as the quiz items say it."""
    best = _quoted(_label(deal, fact.best, lang), lang)
    value = f"{fact.value:+.2f}"
    if deal.variant.is_bid:
        return _(
            "Over %(deals)s deals of the cards you cannot see, each drawn as often as it would "
            "lead to the bids so far, %(best)s is worth %(value)s points to your side on "
            "average.",
            deals=fact.samples,
            best=best,
            value=value,
        )
    return _(
        "Over %(deals)s deals of the cards you cannot see, each drawn as often as it would "
        "lead to the calls so far, %(best)s is worth %(value)s points to your side on average.",
        deals=fact.samples,
        best=best,
        value=value,
    )


def advice_lines(advice: Advice, deal: Deal, lang: str) -> list[str]:
    """The coach's sentences, one per fact, in ``lang`` (the request's language)."""
    return [say(fact, deal, lang) for fact in advice.facts]


def advice_text(advice: Advice, deal: Deal, lang: str) -> str:
    """The coach's sentences in ``lang`` whatever the request's, one per line (a test)."""
    with in_language(lang):
        return "\n".join(advice_lines(advice, deal, lang))
