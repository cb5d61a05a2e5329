"""What a wrong answer to a rule question (``tutor.quiz.kinds.rule_questions``) missed, by
question, as catalogue messages (their Korean is in the catalogue). The question, its
choices' labels and the explanation are facts, worded in the catalogue
(``tutor.web.explanation.rule_question_prompts`` and ``rule_questions``).
"""

from __future__ import annotations

from tutor.quiz.grading import N_

MISTAKES: dict[str, str] = {
    "round-one-calls": N_(
        "mixed up whom the Canadian loner binds: only the dealer's partner, only in round one"
    ),
    "round-two-partner": N_(
        "forgot that the Canadian loner ends with round one, and that the turned-down "
        "suit is barred in round two"
    ),
    "hand-points": N_(
        "misscored the hand: count the tricks against what the makers need, then see who went alone"
    ),
    "stuck-may-pass": N_(
        "mixed up who is stuck: only the dealer, and only when the other three passed"
    ),
    "stuck-barred-suit": N_(
        "forgot that the turned-down suit is barred in round two, even for a stuck dealer"
    ),
    "most-trumps-suit": N_(
        "miscounted the trumps: the left bower belongs to the trump suit, and the "
        "turned-down suit cannot be named"
    ),
    "higher-trumps-suit": N_("misranked the trumps: the right bower, then the left, then the ace"),
    "make-wins-game": N_(
        "misscored the hand or the target: add the points the hand gives, then compare"
    ),
    "loner-adds": N_(
        "forgot what each side still needs: a march with partner is 2, a lone march 4"
    ),
    "partner-may-take": N_(
        "mixed up who may take a hand alone under this house rule: the maker's partner only"
    ),
    "partner-alone-sits-out": N_(
        "forgot that the partner who takes the hand alone plays it, and the maker sits out"
    ),
    "kitty": N_("miscounted the cards left after the deal"),
    "trump-count": N_("forgot a bower or a rank of this pack"),
    "tricks-to-make": N_("forgot how many tricks a hand of this size needs"),
    "after-deal": N_(
        "mixed up a misdeal (a fault in the deal: the same dealer deals again) with a "
        "hand everybody passed"
    ),
    "in-the-pack": N_("forgot which ranks this pack holds"),
}
