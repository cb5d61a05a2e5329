"""What the calling principles say about a hand, worded as the quiz explanations and the
table's coach word it: the principle's facts rendered through the catalogue (the Python
en/ko pairs that wrote it are gone, issue 28)."""

from __future__ import annotations

from tutor.play.sayings import call_item, facts_said
from tutor.quiz.kinds.calls.naming import Naming
from tutor.quiz.kinds.calls.naming_facts import naming_principle_facts
from tutor.quiz.kinds.calls.offer import Offer
from tutor.quiz.kinds.calls.offer_facts import principle_facts
from tutor.web.text import in_language


def offer_said(offer: Offer, principle: str, answer: str) -> tuple[str, str]:
    """(en, ko): what ``principle`` says of ``answer`` with the offer's hand (round one)."""
    item = call_item(offer.variant, offer.dealer, offer.seat, offer.hand, offer.upcard, 1)
    facts = principle_facts(offer, principle, answer)
    with in_language("en"):
        en = facts_said(facts, item, "en")
    with in_language("ko"):
        ko = facts_said(facts, item, "ko")
    return en, ko


def naming_said(naming: Naming, principle: str, answer: str) -> tuple[str, str]:
    """(en, ko): what ``principle`` says of ``answer`` with the hand in round two."""
    item = call_item(naming.variant, naming.dealer, naming.seat, naming.hand, naming.upcard, 2)
    facts = naming_principle_facts(naming, principle, answer)
    with in_language("en"):
        en = facts_said(facts, item, "en")
    with in_language("ko"):
        ko = facts_said(facts, item, "ko")
    return en, ko
