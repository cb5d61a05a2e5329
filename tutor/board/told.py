"""What the calls told: for a card play after another seat made trump, how often the maker
holds at least two (three) trumps in the deals that fit the calls, against the same deals
read as if the calls said nothing (issue 33 item 3).

The deals are the hearing sampler's (``tutor.analysis.hearing.hear``): uniform deals of
the unseen cards weighed by the likelihood of every call heard (passes included) under the
engine players' own calling model, so the board says what a strong player reads from the
table. With too few deals carrying the weight (effective sample size under
``hearing.MIN_ESS``) the board says it cannot tell, rather than show a share of noise.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tutor.analysis.hearing import HearingError, hear, implied_calls, maker_trumps_at_least
from tutor.analysis.position import PositionError, view_from_item
from tutor.board.judging import position_seed

HEARING_DEALS = 1024  # about 0.5 s here, in the queue's consumer; the weight often rests on a tenth
TRUMP_COUNTS = (2, 3)


def calls_told(item: Mapping[str, Any]) -> dict[str, Any] | None:
    """What the calls told about the maker's hand, as JSON; None where the position has no
    such calls (not a card play, the player made trump, every hand shown, no replayable
    calls)."""
    if item.get("kind") != "best-play" or item.get("hands") is not None:
        return None
    maker = item.get("maker")
    if maker is None or maker == item.get("seat") or item.get("trump") is None:
        return None
    try:
        view = view_from_item(item)
        calls = implied_calls(view)
        if not calls:
            return None
        rng = random.Random(f"{position_seed(item)}:told")  # noqa: S311 - deals, not secrets
        heard = hear(view, calls, samples=HEARING_DEALS, rng=rng)
        facts = []
        for count in TRUMP_COUNTS:
            holds = maker_trumps_at_least(view, count)
            uniform = sum(1 for hands in heard.at_lead if holds(hands)) / len(heard.at_lead)
            facts.append(
                {
                    "fact": "maker-trumps-at-least",
                    "seat": maker,
                    "count": count,
                    "share": round(heard.share(holds), 3),
                    "uniform": round(uniform, 3),
                }
            )
    except (HearingError, PositionError, ValueError):
        return None
    return {
        "deals": HEARING_DEALS,
        "effective_samples": round(heard.effective_samples, 1),
        "enough": heard.enough,
        "facts": facts if heard.enough else [],
    }
