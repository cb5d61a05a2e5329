"""british-call and three-hand-call: the calls that differ from standard Euchre, in points.

British Euchre (rules-spec 2.3, the ``british`` preset):

* the caller takes the turn-up into his own hand (ruling P3), so a caller in any seat
  counts it as his own card, and the dealer's partner, who may accept it only by going
  alone (E4), takes it himself;
* when the Benny (the joker) is turned up there is no first round: the dealer names trump
  before looking at his hand (E2), takes the Benny, and may still go alone before he
  discards. Before he looks, nothing tells the four suits apart, so every suit is worth
  exactly the same (``benny_suits_are_equal`` shows it deal by deal); the decision the
  engine judges is the one he makes after looking: alone or with his partner;
* in round two the caller takes the turned-down card (P3, E9): a turned-down jack comes to
  him as the left bower of its sister suit (theme ``take-turned-down``). Positions are
  asked only where the earlier passes are plausible (``plausible``), and everyone passing a
  jack the caller would take happens in fewer than 1 deal in 300, so no set drills it yet.
  Each suit may also be named alone (``"H-alone"``, as name-trump offers it): the judge
  plays the loner out, A-9 rules it, and a suit named with the partner on a lone hand is
  not built (``_alone_unexplained``).

Three-hand Euchre (rules-spec 2.4, E16): the maker always plays alone against the other two,
3 points for a march, 2 to each defender on a euchre, stick the dealer. A call is valued
for the caller's own seat: his points minus the average of the two opponents'.

Each option is played out over sampled deals of the unseen cards (``tutor.analysis.calling``,
the earlier players' passes respected) and the answer is proven on fresh deals
(``tutor.analysis.proof``), as for order-up and name-trump. The simulation does not model a
British defender defending alone against a loner.

Modules: ``call`` (the position, its judging and card words); ``themes`` (themes and
principles); ``generation`` (generation); ``wording`` (the prompt and the loner's cards);
``explanation`` (what an explanation weighs: a losing call, round two kept);
``facts`` and ``british_facts`` (the explanation as facts; words:
``tutor.web.explanation.variant_calls`` and ``british_calls``); ``checking`` (checking and
the kind definitions).
"""

from __future__ import annotations

from tutor.quiz.kinds.variant_calls.call import (
    BRITISH_KIND,
    PASSING_DEAL_TRIES,
    PLAUSIBILITY_DEALS,
    PLAUSIBLE_PASSES,
    THREE_HAND_KIND,
    WITH_PARTNER,
    VariantCall,
    benny_suits_are_equal,
    call_from_item,
    card_en,
    cards_text,
    confirm_call,
    item_position,
    judge_call,
    plausible,
)
from tutor.quiz.kinds.variant_calls.checking import (
    BRITISH_DEF,
    THREE_HAND_DEF,
)
from tutor.quiz.kinds.variant_calls.explanation import (
    losing_call,
    round_two_chance,
    round_two_fallback,
    unseparated,
)
from tutor.quiz.kinds.variant_calls.generation import (
    ASSIST,
    BORDERLINE,
    FEW_HIGH_TRUMPS,
    MARCHING,
    MARCHING_THREE,
    NAME_A_SUIT,
    NO_SUIT,
    PASS_BESIDE_DEALER,
    ROUND_TWO_ROLES,
    SHORT_HIGH_SUIT,
    THREE_TRUMPS,
    TWO_HIGH_BARE,
    TWO_TRUMPS,
    TWO_TRUMPS_AND_ACE,
    slot,
    wanted_shape,
)
from tutor.quiz.kinds.variant_calls.themes import (
    ALONE_AGAINST_TWO,
    BRITISH_THEMES,
    COUNTER_RULES,
    PRINCIPLE_OF,
    THREE_HAND_THEMES,
    counter_rule,
    fits,
    marches,
    theme_rule,
    themes_of,
)
from tutor.quiz.kinds.variant_calls.wording import (
    LoneFacts,
    lone_facts,
    stuck_ties,
    third_trick_cards,
)

__all__ = [
    "ALONE_AGAINST_TWO",
    "ASSIST",
    "BORDERLINE",
    "BRITISH_DEF",
    "BRITISH_KIND",
    "BRITISH_THEMES",
    "COUNTER_RULES",
    "FEW_HIGH_TRUMPS",
    "MARCHING",
    "MARCHING_THREE",
    "NAME_A_SUIT",
    "NO_SUIT",
    "PASSING_DEAL_TRIES",
    "PASS_BESIDE_DEALER",
    "PLAUSIBILITY_DEALS",
    "PLAUSIBLE_PASSES",
    "PRINCIPLE_OF",
    "ROUND_TWO_ROLES",
    "SHORT_HIGH_SUIT",
    "THREE_HAND_DEF",
    "THREE_HAND_KIND",
    "THREE_HAND_THEMES",
    "THREE_TRUMPS",
    "TWO_HIGH_BARE",
    "TWO_TRUMPS",
    "TWO_TRUMPS_AND_ACE",
    "WITH_PARTNER",
    "LoneFacts",
    "VariantCall",
    "benny_suits_are_equal",
    "call_from_item",
    "card_en",
    "cards_text",
    "confirm_call",
    "counter_rule",
    "fits",
    "item_position",
    "judge_call",
    "lone_facts",
    "losing_call",
    "marches",
    "plausible",
    "round_two_chance",
    "round_two_fallback",
    "slot",
    "stuck_ties",
    "theme_rule",
    "themes_of",
    "third_trick_cards",
    "unseparated",
    "wanted_shape",
]
