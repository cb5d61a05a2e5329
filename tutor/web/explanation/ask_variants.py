"""The words of British and three-hand calls' questions (``tutor.quiz.kinds.variant_calls.ask``)
and of their buttons, from the catalogue. The course's verbs (lessons/en/glossary.md):
whoever adds the turn-up to his own hand takes it up (the dealer, and under the British rule
any caller); an opponent of the dealer who gives it to him orders it up."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.calling import ALONE, ORDER_UP, PASS
from tutor.quiz.kinds.calls.basics import ALONE_SUFFIX
from tutor.quiz.kinds.variant_calls.ask import BennyNamed, StuckDealer, TheTurnUp, VariantRules
from tutor.quiz.kinds.variant_calls.call import WITH_PARTNER, call_from_item
from tutor.web.explanation.registry import renders
from tutor.web.labels import writes_labels
from tutor.web.text import _
from tutor.web.words import Words


@renders(VariantRules)
def variant_rules(fact: VariantRules, item: Mapping[str, Any], lang: str) -> str:
    if fact.case == "three-hand":
        return _("Three-hand Euchre: whoever makes trump plays alone against the other two.")
    if fact.case == "round-two-pickup":
        return _(
            "British Euchre: whoever names trump in round two takes the turned-down card into "
            "their own hand, and if everyone passes again the cards are redealt."
        )
    if fact.case == "must-go-alone":
        return _(
            "British Euchre: whoever accepts the turn-up takes it into their own hand, and as "
            "the dealer's partner you may accept it only by going alone."
        )
    return _("British Euchre: whoever accepts the turn-up takes it into their own hand.")


@renders(TheTurnUp)
def the_turn_up(fact: TheTurnUp, item: Mapping[str, Any], lang: str) -> str:
    return _("The turn-up is the %(card)s.", card=Words(item, lang).card(fact.card))


@renders(StuckDealer)
def stuck_dealer(fact: StuckDealer, item: Mapping[str, Any], lang: str) -> str:
    return _("Under stick the dealer you may not pass: name a suit.")


@renders(BennyNamed)
def benny_named(fact: BennyNamed, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "British Euchre. The Benny (the joker) was turned up, so there is no first round: "
        "you, the dealer, had to name trump before looking at your hand, and you named "
        "%(suit)s. Now you take the Benny and look at your cards. You may still go alone "
        "until you discard. What do you do?",
        suit=Words(item, lang).suit(fact.suit),
    )


def _variant_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    call = call_from_item(item)
    dealer = call.role == 0
    takes = call.round == 1 and not call.benny and call.taker() == call.seat
    if code == PASS:
        return _("Turn it down") if dealer and call.round == 1 else _("Pass")
    if code == ORDER_UP:
        return _("Take it up") if takes else _("Order it up")
    if code == ALONE:
        if call.benny:
            return _("Go alone")
        return _("Take it up and go alone") if takes else _("Order it up and go alone")
    if code == WITH_PARTNER:
        return _("Play with your partner")
    suit = code.removesuffix(ALONE_SUFFIX)
    if suit not in ("S", "H", "D", "C"):
        return None
    name = Words(item, lang).suit(suit)
    if code.endswith(ALONE_SUFFIX):
        return _("Name %(suit)s and go alone", suit=name)
    return _("Name %(suit)s", suit=name)


writes_labels("british-call")(_variant_label)
writes_labels("three-hand-call")(_variant_label)
