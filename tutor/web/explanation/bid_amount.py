"""Words for the bid-amount kind's explanation facts (``tutor.quiz.kinds.bids.amount_facts``):
what the auction lets you bid, the played-out figures, why the answer beats a lower bid or a
pass, a close race. Korean particles after options and suits through ``tutor.korean``; a
Korean sentence that needs an option with its particle gets it as ``*_topic`` (English: the
option as it is), so both languages name the same placeholders."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.bidding import PASS, contract_of
from tutor.grammar import grammar
from tutor.quiz.kinds.bids.amount_facts import (
    AmountBest,
    AmountClose,
    AmountCounterNote,
    AmountFigures,
    AmountRule,
    AmountValues,
    BidScoring,
    EveryChoiceLoses,
    LowBidLosesContract,
    LowestBidSet,
    PassCostsMore,
    SmallGain,
    side_can_declare,
    side_can_defend,
)
from tutor.quiz.kinds.bids.common import CLOSE_MARGIN, auction_from_item
from tutor.quiz.words import percents, rounds_to_nothing
from tutor.web.explanation.registry import renders
from tutor.web.text import _, clauses, p_
from tutor.web.words import Words

_CONTEXT = "bid-amount"


def share(count: int, total: int) -> str:
    """A share of the deals as a whole percent, never 0% of some nor 100% of not all."""
    whole = round(100 * count / max(1, total))
    if count > 0 and whole == 0:
        return p_(_CONTEXT, "under %(share)s", share="1%")
    if count < total and whole == 100:
        return p_(_CONTEXT, "over %(share)s", share="99%")
    return f"{whole}%"


def _option(option: str) -> str:
    """ "pass", "bid 4" (Korean 패스, 4 비드)."""
    return p_(_CONTEXT, "pass") if option == PASS else p_(_CONTEXT, "bid %(n)s", n=option)


def with_particle(word: str, particle: str, lang: str) -> str:
    return grammar(lang).particle(word, particle)


def points(value: float) -> str:
    return f"{value:+.2f}"


def contract_as(plan: str, item: Mapping[str, Any], lang: str) -> str:
    """The contract you declare: "spades as trump" (Korean "스페이드를 으뜸패로")."""
    trump, low = contract_of(plan)
    if trump is not None:
        suit = Words(item, lang).suit(trump.code, "을")
        return p_(_CONTEXT, "%(suit)s as trump", suit=suit)
    return p_(_CONTEXT, "no-trump low") if low else p_(_CONTEXT, "no-trump high")


@renders(AmountCounterNote)
def counter_note(fact: AmountCounterNote, item: Mapping[str, Any], lang: str) -> str:
    lesson = _(
        "The lesson “%(lesson)s” says under “%(section)s”: “%(words)s.”",
        lesson=_("Bid Euchre: bidding and choosing the game"),
        section=_("Count sure tricks, then add partner"),
        words=_(
            "Bid the lowest number that wins you the contract: the minimum you may bid, or just "
            "enough that the players after you are unlikely to outbid you"
        ),
    )
    lowest = with_particle(fact.lowest, "로", lang)
    if fact.several:
        said = _(
            "Here the minimum, %(lowest)s, is not enough: see below how often the opponents "
            "after you take the contract away from a bid of %(bid)s.",
            lowest=lowest,
            bid=fact.lowest,
        )
    else:
        said = _(
            "Here the minimum, %(lowest)s, is not enough: see below how often the opponent "
            "after you takes the contract away from a bid of %(bid)s.",
            lowest=lowest,
            bid=fact.lowest,
        )
    return f"{lesson} {said}"


@renders(BidScoring)
def bid_scoring(fact: BidScoring, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "A made bid scores each side one point per trick it took, whatever the number bid; a "
        "set bid costs the bidders the whole bid, and the other side still scores its tricks."
    )


@renders(AmountRule)
def amount_rule(fact: AmountRule, item: Mapping[str, Any], lang: str) -> str:
    high = str(fact.high)
    if fact.case == "dealer-forced":
        return _("The dealer may not pass when all three others passed: 3 is the least.")
    if fact.case == "dealer-equal-partner":
        return _(
            "As the dealer you may take the contract by equalling the high bid, your partner's "
            "%(high)s.",
            high=with_particle(high, "은", lang),
        )
    if fact.case == "dealer-equal":
        return _(
            "As the dealer you may take the contract by equalling the high bid, %(high)s.",
            high=with_particle(high, "와", lang),
        )
    if fact.case == "above-high":
        return _(
            "To bid you must go above %(high)s; the dealer, bidding last, may equal yours.",
            high=high,
        )
    return _("The later players must bid higher than you, but the dealer may equal you.")


def row_shares(item: Mapping[str, Any], option: str, lang: str) -> dict[str, str]:
    """``option``'s outcomes as shares of the deals, only those that can happen (the dealer
    who bids never defends: "defends in 0%" said nothing): they split the deals, so they
    add up to 100 (``percents``), and every sentence that names one takes it from here, so a
    share reads the same in the figure line and after it."""
    auction = auction_from_item(item)
    declares, defends = side_can_declare(auction, option), side_can_defend(auction, option)
    outcomes = [
        outcome
        for outcome, can in (("made", declares), ("set", declares), ("defended", defends))
        if can
    ]
    counts = item["bid_outcomes"][option]
    return dict(zip(outcomes, percents([int(counts[o]) for o in outcomes], lang), strict=True))


def outcome_share(item: Mapping[str, Any], option: str, outcome: str, lang: str) -> str:
    """One outcome's share, as the figure line writes it ("0%" for one that cannot happen)."""
    return row_shares(item, option, lang).get(outcome, "0%")


def _figures_row(option: str, item: Mapping[str, Any], lang: str) -> str:
    shares = row_shares(item, option, lang)
    counts = item["bid_outcomes"][option]
    # "makes 0%, set 0%, defends 100%" says one thing three times: a side that never
    # declared in the deals drawn defends in every one of them.
    if "made" not in shares or int(counts["made"]) + int(counts["set"]) == 0:
        return _("%(option)s: your side defends in every deal", option=_option(option))
    if "defended" not in shares:
        return _(
            "%(option)s: your side makes a contract in %(made)s and is set in %(set)s",
            option=_option(option),
            **shares,
        )
    return _(
        "%(option)s: your side makes a contract in %(made)s, is set in %(set)s and defends "
        "in %(defended)s",
        option=_option(option),
        **shares,
    )


@renders(AmountFigures)
def amount_figures(fact: AmountFigures, item: Mapping[str, Any], lang: str) -> str:
    rows = clauses(_figures_row(row[0], item, lang) for row in fact.rows)
    if item.get("calling_model") is not None:
        # Heard (issue 33): the deals are drawn by the likelihood of the bids, not cut by them.
        return _(
            "Played out on %(samples)d deals of the unseen cards, each drawn as often as it "
            "would lead to the bids so far (the others bid by their count, you declare "
            "%(contract)s, each deal played with every card seen, which favours the declarer): "
            "%(rows)s.",
            samples=fact.samples,
            contract=contract_as(fact.plan, item, lang),
            rows=rows,
        )
    return _(
        "Played out on %(samples)d deals of the unseen cards that fit the bids so far (the "
        "others bid by their count, you declare %(contract)s, each deal played with every card "
        "seen, which favours the declarer): %(rows)s.",
        samples=fact.samples,
        contract=contract_as(fact.plan, item, lang),
        rows=rows,
    )


@renders(AmountValues)
def amount_values(fact: AmountValues, item: Mapping[str, Any], lang: str) -> str:
    values = ", ".join(f"{_option(o)} {points(v)}" for o, v in fact.values)
    return _("Expected points for your side, less the opponents': %(values)s.", values=values)


@renders(EveryChoiceLoses)
def every_choice_loses(fact: EveryChoiceLoses, item: Mapping[str, Any], lang: str) -> str:
    if fact.answer == PASS:
        return _(
            "Every choice loses points here, and passing loses least: what your side gives up "
            "after a pass costs less, on average, than a bid of your own would."
        )
    return _(
        "Every bid loses points here on average, but you may not pass: bid %(answer)s loses least.",
        answer=with_particle(fact.answer, "을", lang),
    )


@renders(LowBidLosesContract)
def low_bid_loses_contract(fact: LowBidLosesContract, item: Mapping[str, Any], lang: str) -> str:
    shares = {
        "lowest": fact.lowest,
        "answer": fact.answer,
        "lost_low": outcome_share(item, fact.lowest, "defended", lang),
        "lost_answer": outcome_share(item, fact.answer, "defended", lang),
    }
    if fact.several:
        taken = _(
            "Bid %(lowest)s and the opponents after you take the contract away in %(lost_low)s "
            "of the deals; bid %(answer)s and only in %(lost_answer)s.",
            **shares,
        )
    else:
        taken = _(
            "Bid %(lowest)s and the opponent after you takes the contract away in %(lost_low)s "
            "of the deals; bid %(answer)s and only in %(lost_answer)s.",
            **shares,
        )
    if fact.set_answer > fact.set_low:
        sets = _(
            "Keeping them out is worth more than the sets it adds: bid %(answer)s is set in "
            "%(set_answer)s, bid %(lowest)s in %(set_low)s.",
            answer=fact.answer,
            set_answer=outcome_share(item, fact.answer, "set", lang),
            lowest=fact.lowest,
            set_low=outcome_share(item, fact.lowest, "set", lang),
        )
    else:
        sets = _(
            "And bid %(answer)s is set no more often than bid %(lowest)s.",
            answer=fact.answer,
            lowest=fact.lowest,
        )
    return f"{taken}\n{sets}"


@renders(PassCostsMore)
def pass_costs_more(fact: PassCostsMore, item: Mapping[str, Any], lang: str) -> str:
    values = {"value_pass": points(fact.value_pass), "value_bid": points(fact.value_bid)}
    if fact.partners:
        return _(
            "Passing leaves your partner's contract on your side, with your partner's trump, "
            "made in %(pass_made)s of the deals. Taking it over is right only when your hand "
            "plays it better: with %(contract)s, bid %(answer)s is made in %(bid_made)s, "
            "%(value_bid)s against %(value_pass)s for passing.",
            pass_made=outcome_share(item, PASS, "made", lang),
            contract=contract_as(fact.plan, item, lang),
            answer=fact.answer,
            bid_made=outcome_share(item, fact.answer, "made", lang),
            **values,
        )
    defended = outcome_share(item, PASS, "defended", lang)
    if fact.bid_set:  # a bid never set has no sets to count in
        return _(
            "Pass and your side defends in %(defended)s of the deals, scoring only the tricks it "
            "takes against the contract: %(value_pass)s for your side, against %(value_bid)s "
            "for bid %(answer)s, its sets counted in.",
            defended=defended,
            answer=fact.answer,
            **values,
        )
    return _(
        "Pass and your side defends in %(defended)s of the deals, scoring only the tricks it "
        "takes against the contract: %(value_pass)s for your side, against %(value_bid)s for "
        "bid %(answer)s.",
        defended=defended,
        answer=fact.answer,
        **values,
    )


@renders(LowestBidSet)
def lowest_bid_set(fact: LowestBidSet, item: Mapping[str, Any], lang: str) -> str:
    sets = outcome_share(item, fact.lowest, "set", lang)
    if fact.value_pass < 0:  # passing loses too, only less
        return _(
            "Bid %(lowest)s and your side is set in %(sets)s of the deals, each time losing "
            "%(lowest)s points; passing costs less (%(value_pass)s).",
            lowest=fact.lowest,
            sets=sets,
            value_pass=points(fact.value_pass),
        )
    return _(
        "Bid %(lowest)s and your side is set in %(sets)s of the deals, each time losing "
        "%(lowest)s points; passing scores more (%(value_pass)s).",
        lowest=fact.lowest,
        sets=sets,
        value_pass=points(fact.value_pass),
    )


@renders(SmallGain)
def small_gain(fact: SmallGain, item: Mapping[str, Any], lang: str) -> str:
    value = points(fact.value)
    if fact.answer == PASS:
        return _(
            "Passing gains little here (%(value)s a hand on average), but every other choice "
            "loses points.",
            value=value,
        )
    if fact.passing is None:
        return _(
            "Bid %(answer)s gains little here (%(value)s a hand on average), but every other "
            "choice loses points.",
            answer=fact.answer,
            value=value,
        )
    return _(
        "Bid %(answer)s gains little here (%(value)s a hand on average), but every other "
        "choice loses points, passing %(passing)s.",
        answer=fact.answer,
        value=value,
        passing=points(fact.passing),
    )


def _why(fact: AmountClose, item: Mapping[str, Any], lang: str) -> str:
    samples = int(item["samples"])
    # The counts compared: how often a later bidder takes the contract, or how often it is set.
    counted = "defended" if fact.why in ("pass-defends", "taken-less") else "set"
    words = {
        "answer": _option(fact.answer),
        "runner": _option(fact.runner),
        "answer_topic": with_particle(_option(fact.answer), "는", lang),
        "runner_topic": with_particle(_option(fact.runner), "는", lang),
        "answer_share": outcome_share(item, fact.answer, counted, lang),
        "share": outcome_share(item, fact.runner, counted, lang),
    }
    if fact.why == "pass-defends":
        return _(
            "after a pass your side defends in %(share)s of the deals, and these deals, played "
            "with every card seen, favour the declarer, so at the table the edge over passing "
            "may be smaller still",
            share=words["share"],
        )
    if fact.why == "runner-set":
        runner = {"runner_topic": words["runner_topic"]}
        if fact.runner_count == 0:
            return _("%(runner_topic)s is never set", **runner)
        if rounds_to_nothing(fact.runner_count, samples):
            return _(
                "%(runner_topic)s is set in only %(count)d of the %(samples)d deals",
                count=fact.runner_count,
                samples=samples,
                **runner,
            )
        return _(
            "%(runner_topic)s is set in %(share)s of the deals", share=words["share"], **runner
        )
    if fact.why == "never-set":
        return _(
            "%(answer_topic)s is never set, %(runner_topic)s is set in %(share)s of the deals",
            answer_topic=words["answer_topic"],
            runner_topic=words["runner_topic"],
            share=words["share"],
        )
    if fact.why == "rarely-set":
        return _(
            "%(answer_topic)s is set in only %(count)d of the %(samples)d deals, "
            "%(runner_topic)s is set in %(share)s of the deals",
            answer_topic=words["answer_topic"],
            count=fact.answer_count,
            samples=samples,
            runner_topic=words["runner_topic"],
            share=words["share"],
        )
    if fact.why == "set-less":
        return _(
            "%(answer_topic)s is set in %(answer_share)s of the deals, %(runner_topic)s in "
            "%(share)s",
            answer_topic=words["answer_topic"],
            answer_share=words["answer_share"],
            runner_topic=words["runner_topic"],
            share=words["share"],
        )
    if fact.why == "taken-less":
        return _(
            "a later bidder takes the contract away from %(answer)s in %(answer_share)s of the "
            "deals, from %(runner)s in %(share)s",
            answer=words["answer"],
            answer_share=words["answer_share"],
            runner=words["runner"],
            share=words["share"],
        )
    return ""


@renders(AmountClose)
def amount_close(fact: AmountClose, item: Mapping[str, Any], lang: str) -> str:
    answer = _option(fact.answer)
    race = {
        "answer_topic": with_particle(answer, "은", lang),
        "answer": answer,
        "runner": _option(fact.runner),
        "margin": fact.margin,
        "bound": fact.bound,
        "deals": fact.deals,
    }
    if fact.margin < CLOSE_MARGIN:  # the lead itself is small
        close = _(
            "This one is close: %(answer_topic)s leads %(runner)s, the next best, by "
            "%(margin).2f points a hand on average; on the %(deals)d fresh deals that prove it, "
            "the lead is at least %(bound).2f with 99%% confidence, so %(answer)s is the better "
            "choice, though not by much",
            **race,
        )
    else:
        # A mean lead of a point or more is not small; what is uncertain is its bound.
        close = _(
            "This one is close: %(answer_topic)s leads %(runner)s, the next best, by "
            "%(margin).2f points a hand on average; on the %(deals)d fresh deals that prove it, "
            "the lead is at least %(bound).2f with 99%% confidence, so %(answer)s is the better "
            "choice, though the lead may be as small as %(bound).2f",
            **race,
        )
    why = _why(fact, item, lang)
    if why:
        return p_("bid-amount close", "%(close)s: %(why)s.", close=close, why=why)
    return p_("bid-amount close", "%(close)s.", close=close)


@renders(AmountBest)
def amount_best(fact: AmountBest, item: Mapping[str, Any], lang: str) -> str:
    return p_(_CONTEXT, "Best: %(option)s.", option=_option(fact.answer))
