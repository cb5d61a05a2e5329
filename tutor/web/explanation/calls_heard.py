"""Words for the read-the-calls kind's explanation facts (``tutor.quiz.kinds.calls_heard``):
the share with the calls unheard, the share with them weighed, what moved it, the answer.
Seats are named as the learner sees them; Korean particles through ``tutor.korean``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.quiz.kinds.calls_heard import (
    PLACES,
    CallsAnswer,
    CallsMoveShare,
    CardSpread,
    LikeliestHolder,
    TrumpsHeldShares,
)
from tutor.quiz.kinds.calls_heard_ask import (
    AskShareHoldingTrumps,
    AskWhoHoldsCard,
    CallsHeard,
    DealtTurnUp,
)
from tutor.quiz.words import percents
from tutor.web.explanation.registry import renders
from tutor.web.labels import option_label, writes_labels
from tutor.web.text import _, p_
from tutor.web.words import Words


def _sentence(text: str) -> str:
    """The sentence-start form of a sentence opening with a seat ("Your partner ...")."""
    return text[:1].upper() + text[1:]


def _place(code: str, w: Words, particle: str = "") -> str:
    """A seat seen from the learner, or "not dealt", inside a sentence."""
    names = {
        "left": p_("seat", "the left opponent"),
        "partner": p_("seat", "your partner"),
        "right": p_("seat", "the right opponent"),
        "undealt": p_("card place", "not dealt"),
    }
    name = names[code]
    return w.grammar.particle(name, particle)


def _percent(share: float) -> str:
    """A stored share as a whole percent; never 0% of something nor 100% of less than all
    (as ``tutor.quiz.words.percent`` over 1,000)."""
    count = round(share * 1000)
    whole = round(100 * count / 1000)
    if count > 0 and whole == 0:
        return _("under %(percent)d%%", percent=1)
    if count < 1000 and whole == 100:
        return _("over %(percent)d%%", percent=99)
    return f"{whole}%"


def _deals(number: int) -> str:
    return f"{number:,}"


def _at_least(count: int) -> str:
    """ "at least one trump", "at least 2 trumps" (Korean: 으뜸패를 2장 이상)."""
    if count == 1:
        return _("at least one trump")
    return _("at least %(count)d trumps", count=count)


@renders(TrumpsHeldShares)
def trumps_held(fact: TrumpsHeldShares, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return "\n".join(
        (
            _(
                "Dealt at random, with the calls unheard, %(seat)s would hold %(trumps)s in "
                "%(share)s of the deals.",
                seat=_place(fact.subject, w, "이"),
                trumps=_at_least(fact.at_least),
                share=_percent(fact.uniform),
            ),
            _(
                "Weighing each deal by how likely every other player was to make the calls "
                "they made (our calling model: the point count our engine players call by, "
                "with room for a misjudged hand), the share is %(share)s (over %(deals)s "
                "deals).",
                share=_percent(fact.heard),
                deals=_deals(fact.deals),
            ),
        )
    )


@renders(CallsMoveShare)
def calls_move_share(fact: CallsMoveShare, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.case == "maker-raises":
        return _sentence(
            _(
                "%(seat)s made trump, and a player who makes trump usually holds several "
                "trumps: the call raises the share.",
                seat=_place(fact.subject, w, "이"),
            )
        )
    if fact.case == "passer-lowers":
        return _sentence(
            _(
                "%(seat)s passed, and a player who passes seldom holds enough trumps to call: "
                "the pass lowers the share.",
                seat=_place(fact.subject, w, "은"),
            )
        )
    if fact.case == "raise":
        return _("Read together, the calls raise the share.")
    return _("Read together, the calls lower the share.")


def _spread(shares: Sequence[float], w: Words) -> str:
    """Where the card lies, place by place: the places split the deals, so the shares add
    up to 100 (``percents``, over the stored shares as counts of 1,000)."""
    written = percents([round(share * 1000) for share in shares], w.lang)
    return ", ".join(
        f"{_place(code, w)} {said}" for code, said in zip(PLACES, written, strict=True)
    )


@renders(CardSpread)
def card_spread(fact: CardSpread, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return "\n".join(
        (
            _(
                "Dealt at random, with the calls unheard, the %(card)s would be anywhere you "
                "cannot see: %(shares)s.",
                card=w.card(fact.card, "은"),
                shares=_spread(fact.uniform, w),
            ),
            _(
                "Weighing each deal by how likely every other player was to make the calls "
                "they made (our calling model: the point count our engine players call by, "
                "with room for a misjudged hand): %(shares)s (over %(deals)s deals).",
                shares=_spread(fact.heard, w),
                deals=_deals(fact.deals),
            ),
        )
    )


@renders(LikeliestHolder)
def likeliest_holder(fact: LikeliestHolder, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.maker:
        return _sentence(
            _(
                "%(seat)s made trump, and a player who makes trump usually holds the high trumps.",
                seat=_place(fact.holder, w, "이"),
            )
        )
    return _(
        "The calls make %(seat)s the likeliest holder: %(share)s of the weighted deals put "
        "it there, more than any other place.",
        seat=_place(fact.holder, w, "이"),
        share=_percent(fact.share),
    )


@renders(CallsAnswer)
def calls_answer(fact: CallsAnswer, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.choice in PLACES:
        answer = _place(fact.choice, w)
    else:
        answer = option_label(item, fact.choice, lang) or fact.choice
    return p_("read-the-calls", "Answer: %(answer)s.", answer=answer)


# -- the question ---------------------------------------------------------------------------


@renders(DealtTurnUp)
def dealt_turn_up(fact: DealtTurnUp, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    card = w.card(fact.upcard)
    if fact.dealer == w.you:
        return p_("read-the-calls", "You dealt and turned up the %(card)s.", card=card)
    dealer = w.player(fact.dealer)
    return p_(
        "read-the-calls",
        "%(seat)s dealt and turned up the %(card)s.",
        seat=_sentence(dealer),
        card=card,
    )


def _heard(seat: int, what: str, code: str | None, w: Words) -> str:
    """One call as the learner heard it (Korean: a pass takes 은/는, a call 이/가)."""
    who = _sentence(w.player(seat))
    topic = w.grammar.particle(who, "은")
    subject = w.grammar.particle(who, "이")
    ctx = "read-the-calls"
    if what == "pass-again":
        return p_(ctx, "%(seat)s passed again.", seat=topic)
    if what == "turn-down":
        return p_(ctx, "%(seat)s turned the card down.", seat=topic)
    if what == "pass":
        return p_(ctx, "%(seat)s passed.", seat=topic)
    if what == "order-up":
        return p_(ctx, "%(seat)s ordered it up.", seat=subject)
    if what == "take-up":
        return p_(ctx, "%(seat)s picked it up.", seat=subject)
    if what == "name" and code is not None:
        return p_(ctx, "%(seat)s named %(suit)s.", seat=subject, suit=w.suit(code, "을"))
    if what == "discard" and code is not None:
        return p_(ctx, "You discarded the %(card)s.", card=w.card(code, "을"))
    raise ValueError(f"no words for the call {what!r}")


@renders(CallsHeard)
def calls_heard(fact: CallsHeard, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return "\n".join(_heard(seat, what, code, w) for seat, what, code in fact.calls)


@renders(AskShareHoldingTrumps)
def ask_share_holding_trumps(
    fact: AskShareHoldingTrumps, item: Mapping[str, Any], lang: str
) -> str:
    w = Words(item, lang)
    who = w.player(fact.subject)
    if fact.at_least == 1:
        many = p_("read-the-calls", "at least one trump")
    else:
        many = p_("read-the-calls", "at least %(count)d trumps", count=fact.at_least)
    return p_(
        "read-the-calls",
        "Of the deals of the cards you cannot see that fit these calls, in what share does "
        "%(seat)s hold %(many)s when play begins?",
        seat=w.grammar.particle(who, "이"),
        many=many,
    )


@renders(AskWhoHoldsCard)
def ask_who_holds_card(fact: AskWhoHoldsCard, item: Mapping[str, Any], lang: str) -> str:
    card = Words(item, lang).card(fact.card, "은")
    return p_(
        "read-the-calls", "Reading these calls, who most likely holds the %(card)s?", card=card
    )


@writes_labels("read-the-calls")
def read_the_calls_labels(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """A share's range, or a seat seen from the learner, or "not dealt"."""
    words = {
        "under-25": p_("read-the-calls", "Under %(share)s", share="25%"),
        "25-50": p_("read-the-calls", "%(low)s to %(high)s", low="25%", high="50%"),
        "50-75": p_("read-the-calls", "%(low)s to %(high)s", low="50%", high="75%"),
        "over-75": p_("read-the-calls", "Over %(share)s", share="75%"),
        "left": _("Left opponent"),
        "partner": _("Partner"),
        "right": _("Right opponent"),
        "undealt": p_("read-the-calls", "Nobody: it was not dealt"),
    }
    return words.get(code)
