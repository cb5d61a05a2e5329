"""The strategy principles of rules-spec §4 as small checks over a position.

Each principle answers two questions for a decision: does its condition hold here (so a
quiz may quote it), and is the action what it recommends (so an item whose best action
contradicts the principle it would teach is not built). ``fits(principle, decision)`` is
both at once; ``holds`` and ``follows`` apart.

A decision is a card play (``Play``: a ``Situation`` and the card), a call in round one or
two (``Call``) or the dealer's discard (``DealerDiscard``). Only what the acting player
knows is used: their hand, the cards played, the turn-up, the calls and the score.

``LESSON_SECTIONS`` names the lesson section that teaches each principle, so learner text
never shows a rule id: the web links to the section instead.

Modules: ``decisions`` (the decisions); ``checks`` (the checks); ``ties`` (tie-breaks);
``advice`` (the advice a text may quote); ``lessons`` (where each principle is taught);
``certainty`` (facts the cards out prove); ``plays`` (the principles every shown play is
held to).
"""

from __future__ import annotations

from tutor.quiz.principles.advice import (
    ADVICE,
    ADVICE_MESSAGES,
    advice_in,
)
from tutor.quiz.principles.certainty import (
    SURE_DEALS_LIMIT,
    Goal,
    certain_goal,
    certain_tricks,
    nobody_follows,
    side_goal,
    sure_of,
)
from tutor.quiz.principles.checks import (
    PRINCIPLES,
    Principle,
    beaters,
    cheap_winner_threats,
    cheapest_winner,
    covers_partner,
    decides,
    fits,
    follows,
    higher_trumps_out,
    holds,
    kept_cards,
    lone_hand,
    lone_march_doubtful,
    marches_alone,
    may_play,
    out_of_play,
    overruffers,
    partner_safe,
    partner_threats,
    rivals,
    short_suits,
    spent_high_trumps,
    still_to_play,
    through_maker_trumps,
)
from tutor.quiz.principles.decisions import (
    Call,
    DealerDiscard,
    Decision,
    Play,
    Situation,
    high_trumps,
    off_aces,
    trumps_in,
)
from tutor.quiz.principles.lessons import (
    LESSON_SECTIONS,
    THEME_SECTIONS,
    VARIANT_SECTIONS,
    LessonSection,
    lesson_section,
)
from tutor.quiz.principles.plays import (
    HIDDEN_HANDS,
    PLAY_PRINCIPLES,
    BrokenPlay,
    broken_principles,
    hidden_hands_field,
    history_breaks,
    recorded_hands,
    recorded_history_breaks,
)
from tutor.quiz.principles.ties import (
    HOLDING_EDGES,
    holding_edges,
    holding_profile,
    tie_break,
    unseparated,
)

__all__ = [
    "ADVICE",
    "ADVICE_MESSAGES",
    "HIDDEN_HANDS",
    "HOLDING_EDGES",
    "LESSON_SECTIONS",
    "PLAY_PRINCIPLES",
    "PRINCIPLES",
    "SURE_DEALS_LIMIT",
    "THEME_SECTIONS",
    "VARIANT_SECTIONS",
    "BrokenPlay",
    "Call",
    "DealerDiscard",
    "Decision",
    "Goal",
    "LessonSection",
    "Play",
    "Principle",
    "Situation",
    "advice_in",
    "beaters",
    "broken_principles",
    "certain_goal",
    "certain_tricks",
    "cheap_winner_threats",
    "cheapest_winner",
    "covers_partner",
    "decides",
    "fits",
    "follows",
    "hidden_hands_field",
    "high_trumps",
    "higher_trumps_out",
    "history_breaks",
    "holding_edges",
    "holding_profile",
    "holds",
    "kept_cards",
    "lesson_section",
    "lone_hand",
    "lone_march_doubtful",
    "marches_alone",
    "may_play",
    "nobody_follows",
    "off_aces",
    "out_of_play",
    "overruffers",
    "partner_safe",
    "partner_threats",
    "recorded_hands",
    "recorded_history_breaks",
    "rivals",
    "short_suits",
    "side_goal",
    "spent_high_trumps",
    "still_to_play",
    "sure_of",
    "through_maker_trumps",
    "tie_break",
    "trumps_in",
    "unseparated",
]
