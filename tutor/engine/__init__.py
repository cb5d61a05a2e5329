"""The Euchre rules engine: pure Python, no web or database imports.

The public contract (``../shared/design.md``) is re-exported here. ``DefendAlone`` here is
the variant option (off / vs_loner_only / any); the action of that name is exported as
``DefendAloneAction`` (``tutor.engine.actions.DefendAlone``).

>>> deal = Deal.new("standard", dealer=0, seed=1)
>>> while not deal.is_over:
...     deal.push(deal.legal_actions()[0])      # always the first legal action
>>> len(deal.tricks), sum(deal.tricks_won), deal.score().made in (True, False)
(5, 5, True)

Modules: ``cards`` and ``variant`` (values), ``ranking`` (effective suit, trick winner,
legal plays), ``scoring`` (score_hand), ``actions`` and ``deal`` (one hand as a state
machine with push/pop), ``game`` (hands to the target, game_winner), ``explain``
(reasons as data, English and Korean sentences, card labels).
"""

from tutor.engine.actions import (
    Action,
    Bid,
    Declare,
    Discard,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    TakeUp,
)
from tutor.engine.actions import DefendAlone as DefendAloneAction
from tutor.engine.cards import (
    ALL_CARDS,
    JOKER,
    SUITS,
    Card,
    Color,
    Rank,
    Suit,
    card_of,
    cards_code,
    parse_card,
    parse_cards,
)
from tutor.engine.deal import Call, Deal, PlayedCard, PublicView, Renege, Trick
from tutor.engine.errors import (
    EngineError,
    IllegalPlayError,
    InvalidActionError,
    InvalidCardError,
    VariantError,
)
from tutor.engine.explain import (
    Reason,
    card_label,
    card_name,
    describe,
    explain_effective_suit,
    explain_illegal_play,
    explain_legal,
    explain_score,
    explain_trick,
    suit_name,
)
from tutor.engine.game import Game, GameResult, HandRecord, game_result, game_winner
from tutor.engine.phase import Phase
from tutor.engine.ranking import (
    card_power,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
    left_bower,
    legal_plays,
    plain_order,
    right_bower,
    suit_counts,
    trick_winner,
    trump_order,
)
from tutor.engine.scoring import HandScore, ScoreReason, score_hand
from tutor.engine.variant import (
    PRESET_NAMES,
    AllPass,
    DealerPartnerOrder,
    Deck,
    DefendAlone,
    FirstLead,
    RenegeMode,
    TrumpSelection,
    Variant,
)

__all__ = [
    "ALL_CARDS",
    "JOKER",
    "PRESET_NAMES",
    "SUITS",
    "Action",
    "AllPass",
    "Bid",
    "Call",
    "Card",
    "Color",
    "Deal",
    "DealerPartnerOrder",
    "Deck",
    "Declare",
    "DefendAlone",
    "DefendAloneAction",
    "Discard",
    "EngineError",
    "FirstLead",
    "Game",
    "GameResult",
    "GoAlone",
    "HandRecord",
    "HandScore",
    "IllegalPlayError",
    "InvalidActionError",
    "InvalidCardError",
    "NameTrump",
    "OrderUp",
    "Pass",
    "Phase",
    "Play",
    "PlayedCard",
    "PublicView",
    "Rank",
    "Reason",
    "Renege",
    "RenegeMode",
    "ScoreReason",
    "Suit",
    "TakeUp",
    "Trick",
    "TrumpSelection",
    "Variant",
    "VariantError",
    "card_label",
    "card_name",
    "card_of",
    "card_power",
    "cards_code",
    "describe",
    "effective_suit",
    "explain_effective_suit",
    "explain_illegal_play",
    "explain_legal",
    "explain_score",
    "explain_trick",
    "game_result",
    "game_winner",
    "is_left_bower",
    "is_right_bower",
    "is_trump",
    "left_bower",
    "legal_plays",
    "parse_card",
    "parse_cards",
    "plain_order",
    "right_bower",
    "score_hand",
    "suit_counts",
    "suit_name",
    "trick_winner",
    "trump_order",
]
