"""Words for the table-facts kind's question (``tutor.quiz.kinds.table_facts``): the rules
in play, the table the question is asked at and the question, and its choices' labels. One
catalogue lookup a sentence; Korean particles marked in the msgstr."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.position import item_variant
from tutor.quiz.kinds.table_facts import NOBODY, TableQuestion, TableRules
from tutor.web.explanation.registry import renders
from tutor.web.labels import writes_labels
from tutor.web.text import _, p_
from tutor.web.words import Words


def preset_name(name: str) -> str:
    """A preset as the rules line names it ("standard Euchre", "표준 유커")."""
    names = {
        "standard": p_("rules in play", "standard Euchre"),
        "cardgames": p_("rules in play", "Euchre as cardgames.io plays it"),
        "american": p_("rules in play", "American Euchre"),
        "british": p_("rules in play", "British Euchre"),
        "three-hand": p_("rules in play", "three-hand Euchre"),
        "bid": p_("rules in play", "Bid Euchre"),
    }
    return names.get(name, name)


@renders(TableRules)
def table_rules(fact: TableRules, item: Mapping[str, Any], lang: str) -> str:
    extras = [
        words
        for said, words in (
            (fact.benny, p_("rules in play", "with the Benny")),
            (fact.pack_32, p_("rules in play", "32-card pack")),
            (fact.left_of_loner, p_("rules in play", "the player left of a lone maker leads")),
            (fact.canadian_loner, p_("rules in play", "Canadian loner")),
        )
        if said
    ]
    rules = preset_name(fact.preset)
    if extras:
        rules = _("%(preset)s (%(house_rules)s)", preset=rules, house_rules=", ".join(extras))
    return _("Rules: %(rules)s.", rules=rules)


def _seat(words: Words, seat: int | None) -> str:
    if seat is None:
        raise ValueError("the question names no seat here")
    return words.seat(seat, words.players)


def _first_lead(fact: TableQuestion, words: Words) -> list[str]:
    maker = _seat(words, fact.maker)
    if item_variant(words.item).is_bid:
        if fact.no_trump:
            contract = _("%(maker)s wins the bidding and declares no-trump.", maker=maker)
        else:
            contract = _("%(maker)s wins the bidding.", maker=maker)
    elif fact.alone:
        contract = _("%(maker)s makes trump and goes alone.", maker=maker)
    else:
        contract = _("%(maker)s makes trump.", maker=maker)
    said = [contract]
    if fact.defender is not None:
        said.append(_("%(defender)s defends alone.", defender=_seat(words, fact.defender)))
    said.append(_("Who leads the first trick?"))
    return said


def _defend_alone(fact: TableQuestion, words: Words) -> str:
    maker, defender = _seat(words, fact.maker), _seat(words, fact.defender)
    if fact.alone:
        return _(
            "%(maker)s makes trump and goes alone. May %(defender)s defend alone?",
            maker=maker,
            defender=defender,
        )
    return _(
        "%(maker)s makes trump and plays with partner. May %(defender)s defend alone?",
        maker=maker,
        defender=defender,
    )


def _turn_up(fact: TableQuestion, words: Words) -> list[str]:
    """Round one: a seat accepts the turn-up (the dealer picks it up, another orders it up),
    alone or not; then what is asked about the turn-up or the hand."""
    caller = _seat(words, fact.caller)
    if fact.caller == fact.dealer:
        if fact.alone:
            accepted = _(
                "In round one %(caller)s picks up the turn-up and goes alone.", caller=caller
            )
        else:
            accepted = _("In round one %(caller)s picks up the turn-up.", caller=caller)
    elif fact.alone:
        accepted = _("In round one %(caller)s orders up the turn-up and goes alone.", caller=caller)
    else:
        accepted = _("In round one %(caller)s orders up the turn-up.", caller=caller)
    asked = {
        "sits-out": _("Who sits out this hand?"),
        "turnup-taker": _("Who adds the turn-up to their hand?"),
        "discard-turnup": _(
            "May whoever takes the turn-up throw that very card away as the discard?"
        ),
    }
    return [accepted, asked[fact.question]]


@renders(TableQuestion)
def table_question(fact: TableQuestion, item: Mapping[str, Any], lang: str) -> str:
    words = Words(item, lang)
    question = fact.question
    if question == "trump-count":
        suit = words.suit(str(fact.trump))
        return _(
            "%(suit)s are trump. How many cards in the pack are trumps?",
            suit=words.grammar.capital(suit),
        )
    if question == "kitty":
        return _("After the deal, how many cards are not in anyone's hand (the turn-up included)?")
    if question == "target":
        return _("How many points win the game?")
    if question == "all-pass":
        return _("Everybody passes in both rounds, the dealer too if allowed. What happens?")
    dealer = _seat(words, fact.dealer)
    if question == "bid-forced":
        return _(
            "%(dealer)s deals and the other three pass. May %(dealer)s pass too?", dealer=dealer
        )
    if question == "bid-dealer-equal":
        return _(
            "%(dealer)s deals. %(bidder)s bids %(bid)d, the others pass. May %(dealer)s take "
            "the contract by also bidding %(bid)d?",
            dealer=dealer,
            bidder=_seat(words, fact.bidder),
            bid=fact.bid,
        )
    deals = _("%(dealer)s deals.", dealer=dealer)
    if question == "first-lead":
        return " ".join([deals, *_first_lead(fact, words)])
    if question == "defend-alone":
        return f"{deals} {_defend_alone(fact, words)}"
    return " ".join([deals, *_turn_up(fact, words)])


@writes_labels("table-facts")
def table_facts_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """A seat (or nobody), yes or no, or what happens when everybody passes; numbers are
    not labelled."""
    labels = {
        "north": _("North"),
        "east": _("East"),
        "south": _("South"),
        "west": _("West"),
        NOBODY: _("Nobody"),
        "yes": _("Yes"),
        "no": _("No"),
        "redeal": _("The hand is thrown in and the next player deals"),
        "dealer-names": _("The dealer must name trump"),
        "turned-suit": _("The turned-down suit becomes trump"),
    }
    return labels.get(code)
