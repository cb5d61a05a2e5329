"""Where a hand stands: the phases of a deal, from the calling to the last trick."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    """Where a hand stands. The turn-up rounds and the auction never mix."""

    BLIND_TRUMP = "blind-trump"  # E2: the joker was turned; the dealer names trump unseen
    ROUND_ONE = "round-one"  # accept the turn-up's suit or pass
    ROUND_TWO = "round-two"  # name another suit or pass
    DISCARD = "discard"  # whoever took the turn-up lays one card away
    PARTNER_ALONE = "partner-alone"  # E5: the maker's partner may take the lone hand
    DEFEND_ALONE = "defend-alone"  # E6: a defender may play alone
    BIDDING = "bidding"  # Bid Euchre auction
    DECLARE = "declare"  # Bid Euchre: the declarer names the contract
    PLAY = "play"
    OVER = "over"  # scored, or passed out (``passed_out``)
