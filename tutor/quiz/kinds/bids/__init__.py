"""Bid Euchre's auction: how many to bid and what to declare (judged in points), and the
auction's rules (worked out by the engine).

``bid-amount``: the player has seen the bids so far and holds six cards; pass, or which
bid? ``bid-declare``: the player won the auction; which contract (a trump suit, no-trump
high, no-trump low)? Both play every option out on sampled deals of the unseen cards that
agree with the bids seen (``tutor.analysis.bidding``) and are proven on fresh deals by the one
proof (``tutor.analysis.proof``). Bid Euchre has no strategy principle in rules-spec §4, so
their explanations rest on the scoring (§2.5) and the proven figures.

``bid-auction``: the auction's rules as the engine applies them: the lowest bid a player
may make (higher than the high bid; the dealer may equal it, ruling P4), whether the
dealer may pass (not when all three others passed, E17b), who declares, who leads the
first trick (the declarer), and what a made or set bid scores.

Modules: ``common`` (the auction in words and from an item); ``amount`` (bid-amount);
``declare`` (bid-declare); ``stored`` (text from a stored item, the kind definitions).
"""

from __future__ import annotations

from tutor.quiz.kinds.bids.amount import (
    AMOUNT_COUNTER_RULES,
    AMOUNT_THEMES,
    LOWEST,
    amount_options,
    amount_tally,
    amount_themes,
    audit_amount,
    check_amount,
    confirm_amount,
    generate_amount,
    losing_bid,
)
from tutor.quiz.kinds.bids.amount_facts import SMALL_GAIN
from tutor.quiz.kinds.bids.common import (
    BID_AMOUNT_KIND,
    BID_AUCTION_KIND,
    BID_DECLARE_KIND,
    CLOSE_BOUND,
    CLOSE_MARGIN,
    NO_PRINCIPLE,
    PRESCREEN,
    SELECTION_MARGIN,
    SELECTION_SAMPLES,
    contract_words,
    is_close,
)
from tutor.quiz.kinds.bids.declare import (
    DECLARE_COUNTER_RULES,
    DECLARE_THEMES,
    LONG_SUIT,
    audit_declare,
    bowers,
    check_declare,
    confirm_declare,
    declare_reason_holds,
    declare_tally,
    declare_themes,
    generate_declare,
    higher_out,
    long_bower_suits,
    losers,
    suit_length,
    top_cards,
)
from tutor.quiz.kinds.bids.stored import (
    BID_AMOUNT_DEF,
    BID_DECLARE_DEF,
)

__all__ = [
    "AMOUNT_COUNTER_RULES",
    "AMOUNT_THEMES",
    "BID_AMOUNT_DEF",
    "BID_AMOUNT_KIND",
    "BID_AUCTION_KIND",
    "BID_DECLARE_DEF",
    "BID_DECLARE_KIND",
    "CLOSE_BOUND",
    "CLOSE_MARGIN",
    "DECLARE_COUNTER_RULES",
    "DECLARE_THEMES",
    "LONG_SUIT",
    "LOWEST",
    "NO_PRINCIPLE",
    "PRESCREEN",
    "SELECTION_MARGIN",
    "SELECTION_SAMPLES",
    "SMALL_GAIN",
    "amount_options",
    "amount_tally",
    "amount_themes",
    "audit_amount",
    "audit_declare",
    "bowers",
    "check_amount",
    "check_declare",
    "confirm_amount",
    "confirm_declare",
    "contract_words",
    "declare_reason_holds",
    "declare_tally",
    "declare_themes",
    "generate_amount",
    "generate_declare",
    "higher_out",
    "is_close",
    "long_bower_suits",
    "losers",
    "losing_bid",
    "suit_length",
    "top_cards",
]
