"""Why the top three trumps with a fourth trump and no side ace stay with the partner.

The calling lesson's measured table (``lessons/tables/alone-top-trumps.json``, 20,000
deals) found that hand no better alone than with a partner: a fourth trump does not stand
in for the side ace, because the small side card still loses a trick alone
(``principles.lone_march_doubtful``). This clause completes "Not alone: ..." the way
``lone_words._shortfall_text``'s other clauses do.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine import Card
from tutor.quiz.words import cards_ko, cards_list, cards_text, josa


def fourth_trump_shortfall(trumps: Sequence[Card], losers: Sequence[Card]) -> tuple[str, str]:
    """The clause for the top three trumps (``trumps[:3]``), a fourth trump and the small
    side cards ``losers`` (no side ace), in English and Korean."""
    side_en = cards_list(losers)
    side_ko = cards_ko(losers)
    return (
        f"you hold the top three trumps ({cards_text(trumps[:3])}) and a fourth trump "
        f"({cards_text(trumps[3:])}), but no side ace: your {side_en} can lose a trick alone, "
        "and a fourth trump does not make up for the side ace",
        f"가장 높은 으뜸패 세 장({cards_ko(trumps[:3])})에 네 번째 으뜸패"
        f"({cards_ko(trumps[3:])})까지 있지만 다른 무늬 에이스가 없습니다. 혼자 하면 "
        f"{josa(side_ko, '이')} 트릭을 내줄 수 있고, 네 번째 으뜸패가 에이스를 대신하지는 "
        "못합니다",
    )
