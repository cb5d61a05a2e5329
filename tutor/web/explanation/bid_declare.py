"""Words for the bid-declare kind's explanation facts (``tutor.quiz.kinds.bids.declare_facts``):
the trumps or top cards each contract gives, the count of top cards and losers, the bid they
must make, the figures and a close race. Shares, options and the close race's frame are
bid-amount's words (``tutor.web.explanation.bid_amount``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.bidding import contract_of
from tutor.grammar import grammar
from tutor.quiz.kinds.bids.common import CLOSE_MARGIN
from tutor.quiz.kinds.bids.declare_facts import (
    AgainstBid,
    ContractHand,
    DeclareBest,
    DeclareClose,
    DeclareCounterNote,
    DeclareFigures,
    DeclareScoring,
    DeclareValues,
    EveryContractLoses,
    LoserCount,
    LoserVerdict,
)
from tutor.web.explanation.bid_amount import contract_as, points, share, with_particle
from tutor.web.explanation.registry import renders
from tutor.web.text import _, clauses, p_
from tutor.web.words import Words

_CONTEXT = "bid-declare"


def _name(code: str, item: Mapping[str, Any], lang: str) -> str:
    """A contract by name: "spades as trump", "no-trump low" (Korean 스페이드 으뜸패)."""
    trump, low = contract_of(code)
    if trump is not None:
        return p_(_CONTEXT, "%(suit)s as trump", suit=Words(item, lang).suit(trump.code))
    return p_(_CONTEXT, "no-trump low") if low else p_(_CONTEXT, "no-trump high")


def _cards(codes: Sequence[str], item: Mapping[str, Any], lang: str, particle: str = "") -> str:
    return Words(item, lang).cards(codes, particle)


@renders(DeclareCounterNote)
def counter_note(fact: DeclareCounterNote, item: Mapping[str, Any], lang: str) -> str:
    lesson = _(
        "The lesson “%(lesson)s” says under “%(section)s”: “%(words)s.”",
        lesson=_("Bid Euchre: bidding and choosing the game"),
        section=_("Choosing trump"),
        words=_("With a long suit that holds bowers, choose it as trump"),
    )
    w = Words(item, lang)
    answer = _name(fact.answer, item, lang)
    if len(fact.longest) == 1:
        said = _(
            "Here the longest such suit is %(suits)s, and as trump it leaves more losers outside "
            "trump than %(answer)s: the count is below.",
            suits=w.suit(fact.longest[0], "을"),
            answer=answer,
        )
    else:
        # Korean joins the suits with 이나/나: "하트나 스페이드".
        joined = w.suit(fact.longest[0])
        for code in fact.longest[1:]:
            joined = p_(
                _CONTEXT,
                "%(suits)s and %(suit)s",
                suits=with_particle(joined, "이나", lang),
                suit=w.suit(code),
            )
        said = _(
            "Here the longest such suits are %(suits)s, and as trump each leaves more losers "
            "outside trump than %(answer)s: the count is below.",
            suits=with_particle(joined, "을", lang),
            answer=answer,
        )
    return f"{lesson} {said}"


@renders(DeclareScoring)
def declare_scoring(fact: DeclareScoring, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Made, each side scores one point per trick; set (fewer than %(bid)d tricks), your side "
        "loses %(bid)d points and the other side scores its tricks.",
        bid=fact.bid,
    )


@renders(ContractHand)
def contract_hand(fact: ContractHand, item: Mapping[str, Any], lang: str) -> str:
    trump, low = contract_of(fact.code)
    if trump is not None:
        held = {
            "suit": Words(item, lang).suit(trump.code, "을"),
            "count": len(fact.cards),
            "cards": _cards(fact.cards, item, lang),
            "bowers": _cards(fact.bowers, item, lang),
        }
        if not fact.bowers:
            return _("With %(suit)s as trump you hold %(count)d trumps (%(cards)s).", **held)
        if len(fact.bowers) == 1:
            return _(
                "With %(suit)s as trump you hold %(count)d trumps (%(cards)s, with %(bowers)s as "
                "bower).",
                **held,
            )
        return _(
            "With %(suit)s as trump you hold %(count)d trumps (%(cards)s, with %(bowers)s as "
            "bowers).",
            **held,
        )
    cards = _cards(fact.cards, item, lang, "이")
    if low:
        if not fact.cards:
            return _("In no-trump low you hold none of the 9s.")
        if len(fact.cards) == 1:
            return _("In no-trump low your %(cards)s is the best card of a suit.", cards=cards)
        return _("In no-trump low your %(cards)s are each the best card of a suit.", cards=cards)
    if not fact.cards:
        return _("In no-trump high you hold none of the aces.")
    if len(fact.cards) == 1:
        return _("In no-trump high your %(cards)s is the best card of a suit.", cards=cards)
    return _("In no-trump high your %(cards)s are each the best card of a suit.", cards=cards)


def _row(
    row: tuple[str, tuple[str, ...], tuple[tuple[str, tuple[str, ...]], ...]],
    item: Mapping[str, Any],
    lang: str,
) -> str:
    code, tops, lost = row
    side = contract_of(code)[0] is not None
    if not tops:
        top_words = p_(_CONTEXT, "no top cards")
    elif len(tops) == 1:
        top_words = p_(_CONTEXT, "1 top card (%(cards)s)", cards=_cards(tops, item, lang))
    else:
        top_words = p_(
            _CONTEXT,
            "%(count)d top cards (%(cards)s)",
            count=len(tops),
            cards=_cards(tops, item, lang),
        )
    if not lost:
        lost_words = p_(_CONTEXT, "no side-suit losers") if side else p_(_CONTEXT, "no losers")
    else:
        over = clauses(
            p_(
                _CONTEXT,
                "%(card)s: %(out)s out",
                card=_cards([card], item, lang),
                out=_cards(out, item, lang, "가"),
            )
            for card, out in lost
        )
        # ``listed``: the losers named, which only the Korean sentence lists (the English
        # names them in ``over``); empty in English.
        listed = _cards([card for card, _ in lost], item, lang) if grammar(lang).head_final else ""
        counted = {"count": len(lost), "listed": listed, "over": over}
        if side and len(lost) == 1:
            lost_words = p_(_CONTEXT, "%(listed)s1 side-suit loser (%(over)s)", **counted)
        elif side:
            lost_words = p_(_CONTEXT, "%(listed)s%(count)d side-suit losers (%(over)s)", **counted)
        elif len(lost) == 1:
            lost_words = p_(_CONTEXT, "%(listed)s1 loser (%(over)s)", **counted)
        else:
            lost_words = p_(_CONTEXT, "%(listed)s%(count)d losers (%(over)s)", **counted)
    return p_(
        _CONTEXT,
        "%(contract)s, %(tops)s and %(losers)s",
        contract=_name(code, item, lang),
        tops=top_words,
        losers=lost_words,
    )


@renders(LoserCount)
def loser_count(fact: LoserCount, item: Mapping[str, Any], lang: str) -> str:
    # English lists the contracts as clauses of one sentence, Korean as sentences (the
    # separator is the catalogue's).
    rows = p_("contract rows", "; ").join(_row(row, item, lang) for row in fact.rows)
    return _(
        "Count the losers, the cards outside trump outranked by more unseen cards of their "
        "suit than by cards of your own (an opponent holding those can beat them), and the "
        "top cards, which no unseen card of their suit outranks: %(rows)s.",
        rows=rows,
    )


@renders(LoserVerdict)
def loser_verdict(fact: LoserVerdict, item: Mapping[str, Any], lang: str) -> str:
    answer = contract_as(fact.answer, item, lang)
    if fact.case == "fewest":
        opening = grammar(lang).capital(answer)
        if fact.side:
            return _("%(answer)s leaves the fewest losers outside trump.", answer=opening)
        return _("%(answer)s leaves the fewest losers.", answer=opening)
    if fact.case == "tie":
        if fact.side:
            return _(
                "The count of losers outside trump alone does not tell them apart: the "
                "deals below do."
            )
        return _("The count of losers alone does not tell them apart: the deals below do.")
    names = grammar(lang).joined([_name(code, item, lang) for code in fact.fewer])
    better = {"names": with_particle(names, "이", lang), "answer": answer}
    if fact.side:
        return _(
            "By the count of losers outside trump alone %(names)s would look better; the deals "
            "below show %(answer)s scoring more all the same.",
            **better,
        )
    return _(
        "By the count of losers alone %(names)s would look better; the deals below show "
        "%(answer)s scoring more all the same.",
        **better,
    )


def _top_cards(count: int) -> str:
    if count == 1:
        return p_(_CONTEXT, "1 top card")
    return p_(_CONTEXT, "%(count)d top cards", count=count)


@renders(AgainstBid)
def against_bid(fact: AgainstBid, item: Mapping[str, Any], lang: str) -> str:
    tops, bid = fact.tops, fact.bid
    if tops < bid:
        more = bid - tops
        if tops == 0:
            if more == 1:
                return _(
                    "Against your bid of %(bid)d: no top cards, so at least 1 trick must come "
                    "from your partner or your other cards.",
                    bid=bid,
                )
            return _(
                "Against your bid of %(bid)d: no top cards, so at least %(more)d tricks must "
                "come from your partner or your other cards.",
                bid=bid,
                more=more,
            )
        top_words = (
            p_(_CONTEXT, "1 top card")
            if tops == 1
            else p_(_CONTEXT, "%(count)d top cards", count=tops)
        )
        if more == 1:
            return _(
                "Against your bid of %(bid)d: %(tops)s, so at least 1 more trick must come from "
                "your partner or your other cards.",
                bid=bid,
                tops=top_words,
            )
        return _(
            "Against your bid of %(bid)d: %(tops)s, so at least %(more)d more tricks must come "
            "from your partner or your other cards.",
            bid=bid,
            tops=top_words,
            more=more,
        )
    top_words = (
        p_(_CONTEXT, "1 top card") if tops == 1 else p_(_CONTEXT, "%(count)d top cards", count=tops)
    )
    counted = {"bid": bid, "tops": top_words, "extra": tops - bid}
    if tops == bid:
        if fact.ruffable:
            return _(
                "Against your bid of %(bid)d: %(tops)s, as many as the bid (a plain one can "
                "still be trumped).",
                **counted,
            )
        return _("Against your bid of %(bid)d: %(tops)s, as many as the bid.", **counted)
    if tops - bid == 1:
        if fact.ruffable:
            return _(
                "Against your bid of %(bid)d: %(tops)s, one more than the bid (a plain one can "
                "still be trumped).",
                **counted,
            )
        return _("Against your bid of %(bid)d: %(tops)s, one more than the bid.", **counted)
    if fact.ruffable:
        return _(
            "Against your bid of %(bid)d: %(tops)s, %(extra)d more than the bid (a plain one can "
            "still be trumped).",
            **counted,
        )
    return _("Against your bid of %(bid)d: %(tops)s, %(extra)d more than the bid.", **counted)


@renders(DeclareFigures)
def declare_figures(fact: DeclareFigures, item: Mapping[str, Any], lang: str) -> str:
    rows = clauses(
        _(
            "%(contract)s: made in %(made)s, average tricks %(average).1f",
            contract=_name(code, item, lang),
            made=share(made, fact.samples),
            average=tricks / max(1, fact.samples),
        )
        for code, made, tricks in fact.rows
    )
    if item.get("calling_model") is not None:
        # Heard (issue 33): the deals are drawn by the likelihood of the bids, not cut by them.
        return _(
            "Played out on %(samples)d deals of the unseen cards, each drawn as often as it "
            "would lead to the bidding (you lead first, each deal played with every card seen, "
            "which favours the declarer): %(rows)s.",
            samples=fact.samples,
            rows=rows,
        )
    return _(
        "Played out on %(samples)d deals of the unseen cards that fit the bidding (you lead "
        "first, each deal played with every card seen, which favours the declarer): %(rows)s.",
        samples=fact.samples,
        rows=rows,
    )


@renders(DeclareValues)
def declare_values(fact: DeclareValues, item: Mapping[str, Any], lang: str) -> str:
    values = ", ".join(f"{_name(code, item, lang)} {points(v)}" for code, v in fact.values)
    return _("Expected points for your side, less the opponents': %(values)s.", values=values)


@renders(EveryContractLoses)
def every_contract_loses(fact: EveryContractLoses, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Every contract loses points here on average, but you won the auction and must name "
        "one: %(answer)s loses least.",
        answer=contract_as(fact.answer, item, lang),
    )


@renders(DeclareClose)
def declare_close(fact: DeclareClose, item: Mapping[str, Any], lang: str) -> str:
    answer = _name(fact.answer, item, lang)
    race = {
        "answer_topic": with_particle(answer, "은", lang),
        "answer": answer,
        "runner": _name(fact.runner, item, lang),
        "margin": fact.margin,
        "bound": fact.bound,
        "deals": fact.deals,
    }
    if fact.margin < CLOSE_MARGIN:
        close = _(
            "This one is close: %(answer_topic)s leads %(runner)s, the next best, by "
            "%(margin).2f points a hand on average; on the %(deals)d fresh deals that prove it, "
            "the lead is at least %(bound).2f with 99%% confidence, so %(answer)s is the better "
            "choice, though not by much",
            **race,
        )
    else:
        close = _(
            "This one is close: %(answer_topic)s leads %(runner)s, the next best, by "
            "%(margin).2f points a hand on average; on the %(deals)d fresh deals that prove it, "
            "the lead is at least %(bound).2f with 99%% confidence, so %(answer)s is the better "
            "choice, though the lead may be as small as %(bound).2f",
            **race,
        )
    samples = int(item["samples"])
    runner = _name(fact.runner, item, lang)
    topics = {
        "answer_topic": with_particle(answer, "는", lang),
        "runner_topic": with_particle(runner, "는", lang),
    }
    if fact.why == "made":
        why = _(
            "%(answer_topic)s is made in %(answer_share)s of the deals, %(runner_topic)s in "
            "%(share)s",
            answer_share=share(fact.answer_count, samples),
            share=share(fact.runner_count, samples),
            **topics,
        )
    elif fact.why == "tricks":
        why = _(
            "%(answer_topic)s takes %(answer_tricks).1f tricks on average, %(runner_topic)s "
            "%(runner_tricks).1f",
            answer_tricks=fact.answer_count / max(1, samples),
            runner_tricks=fact.runner_count / max(1, samples),
            **topics,
        )
    else:
        return p_("bid-amount close", "%(close)s.", close=close)
    return p_("bid-amount close", "%(close)s: %(why)s.", close=close, why=why)


@renders(DeclareBest)
def declare_best(fact: DeclareBest, item: Mapping[str, Any], lang: str) -> str:
    return p_("bid-amount", "Best: %(option)s.", option=_name(fact.answer, item, lang))
