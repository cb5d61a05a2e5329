"""What a lead does, in words: the last cards of a suit nobody else holds, and the highest
card left of its suit (``NobodyFollows``, ``HighestLeft``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.quiz.kinds.best_play.fact_types import HighestLeft, NobodyFollows
from tutor.web.explanation.registry import renders
from tutor.web.text import _, p_
from tutor.web.words import Words


def _turn_up_clause(w: Words, holder: int | None, upcard: str | None, has_one: bool) -> str:
    """An opponent who holds a trump turn-up can take the lead: named with the card, or as
    having one where an earlier sentence named it."""
    if holder is None or upcard is None:
        return ""
    if has_one:
        return _(", and %(who)s has one", who=w.player(holder))
    return _(
        ", and %(who)s holds the %(upcard)s turn-up", who=w.player(holder), upcard=w.card(upcard)
    )


# The sentence of the last cards of a suit, by how it ends, one card or several, and
# whether a card of the suit is out of play. Whole sentences: the Korean names the suit
# again in the middle ("아무도 하트를 따라 낼 수 없으니").
_NOBODY_FOLLOWS = {
    ("trump", True, False): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played): nobody can follow the %(these)s or beat it; it wins the trick when led.",
    ("trump", False, False): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played): nobody can follow the %(these)s or beat them; each wins the trick when led.",
    ("trump", True, True): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played or is out of play): nobody can follow the %(these)s or beat it; it wins the "
    "trick when led.",
    ("trump", False, True): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played or is out of play): nobody can follow the %(these)s or beat them; each wins the "
    "trick when led.",
    ("trumpable", True, False): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played), so nobody can follow the %(these)s: only a trump can take it%(held)s.",
    ("trumpable", False, False): "Nobody else holds a %(word)s (every other %(word)s has "
    "been played), so nobody can follow the %(these)s: only a trump can take them%(held)s.",
    ("trumpable", True, True): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played or is out of play), so nobody can follow the %(these)s: only a trump can take "
    "it%(held)s.",
    ("trumpable", False, True): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played or is out of play), so nobody can follow the %(these)s: only a trump can take "
    "them%(held)s.",
    ("no-trump-left", True, False): "Nobody else holds a %(word)s (every other %(word)s has "
    "been played), so nobody can follow the %(these)s, and no opponent can hold a trump: it "
    "wins the trick when led.",
    ("no-trump-left", False, False): "Nobody else holds a %(word)s (every other %(word)s has "
    "been played), so nobody can follow the %(these)s, and no opponent can hold a trump: "
    "each wins the trick when led.",
    ("no-trump-left", True, True): "Nobody else holds a %(word)s (every other %(word)s has "
    "been played or is out of play), so nobody can follow the %(these)s, and no opponent can "
    "hold a trump: it wins the trick when led.",
    ("no-trump-left", False, True): "Nobody else holds a %(word)s (every other %(word)s has "
    "been played or is out of play), so nobody can follow the %(these)s, and no opponent can "
    "hold a trump: each wins the trick when led.",
    ("wins", True, False): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played), so nobody can follow the %(these)s: it wins the trick when led.",
    ("wins", False, False): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played), so nobody can follow the %(these)s: each wins the trick when led.",
    ("wins", True, True): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played or is out of play), so nobody can follow the %(these)s: it wins the trick when "
    "led.",
    ("wins", False, True): "Nobody else holds a %(word)s (every other %(word)s has been "
    "played or is out of play), so nobody can follow the %(these)s: each wins the trick "
    "when led.",
}


@renders(NobodyFollows)
def _nobody_follows(fact: NobodyFollows, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    word = p_("nobody follows", "trump") if fact.trump else w.suit_one(fact.suit)
    end = "trump" if fact.trump else fact.end
    message = _NOBODY_FOLLOWS[(end, len(fact.cards) == 1, fact.out_of_play)]
    return _(
        message,
        word=word,
        these=w.cards_listed(fact.cards, joint="or"),
        held=_turn_up_clause(w, fact.holder, fact.upcard, fact.has_one),
    )


@renders(HighestLeft)
def _highest_left(fact: HighestLeft, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    suit = w.suit_one(fact.suit)
    if fact.end == "wins":
        end = _("it wins the trick")
    elif fact.end == "no-trump-left":
        end = _("no opponent can hold a trump, so it wins the trick")
    else:
        who = {"who": w.players_named(fact.who) if fact.who else "", "suits": w.suit(fact.suit)}
        if not fact.who:
            clause = ""
        elif fact.upcard is not None and fact.has_one:
            clause = _(", and %(who)s, out of %(suits)s, has one", **who)
        elif fact.upcard is not None:
            clause = _(
                ", and %(who)s, out of %(suits)s, holds the %(upcard)s turn-up",
                upcard=w.card(fact.upcard),
                **who,
            )
        else:
            clause = _(", which %(who)s, out of %(suits)s, may do", **who)
        end = _("only a trump can take it%(who)s", who=clause)
    values = {"answer": w.card(fact.answer), "suit": suit, "end": end}
    if fact.lower is None:
        message = (
            "The %(answer)s is the highest %(suit)s left (every higher %(suit)s has been "
            "played): %(end)s."
        )
    elif len(fact.lower) == 1:
        message = (
            "The %(answer)s is the highest %(suit)s left (only the %(cards)s is still out): "
            "%(end)s."
        )
    else:
        message = (
            "The %(answer)s is the highest %(suit)s left (only the %(cards)s are still out): "
            "%(end)s."
        )
    return _(message, cards=w.cards_listed(fact.lower or ()), **values)
