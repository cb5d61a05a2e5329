"""Words for the defend-alone kind's explanation facts
(``tutor.quiz.kinds.defend_facts``): the trumps the defender holds, what a lone defence
scores, how often each defence stopped the makers, why the answer is worth more, and the
expected points. Short words that other
families may also say ("under 1%", "3 trumps") carry the context "defend-alone", so each
family's catalogue entries stay its own. No message holds a bare "%" (templates format every
message): a share is a placeholder's value."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine import parse_card
from tutor.grammar import grammar
from tutor.quiz.kinds.defend_facts import (
    DEFEND_ALONE,
    TOGETHER,
    DefenceOutcomes,
    DefenceValues,
    DefenceVerdict,
    DefenderTrumps,
    LoneDefenceScoring,
    LoneEuchreWorthMore,
    PointsNeeded,
)
from tutor.web.explanation.heard import proof_heard
from tutor.web.explanation.registry import renders
from tutor.web.labels import label_of
from tutor.web.text import _, p_
from tutor.web.words import Words

_CONTEXT = "defend-alone"


def _share(count: int, total: int) -> str:
    """A share of the deals as a whole percent: rounding never says 0% of a share that is
    not nothing, nor 100% of one that is not all (issue 10)."""
    whole = round(100 * count / max(1, total))
    if count > 0 and whole == 0:
        return p_(_CONTEXT, "under %(share)s", share="1%")
    if count < total and whole == 100:
        return p_(_CONTEXT, "over %(share)s", share="99%")
    return f"{whole}%"


def _share_to(share: str, lang: str) -> str:
    """Korean: the share with 으로/로 as it is read, "25%로" (퍼센트), "1% 미만으로"."""
    return grammar(lang).particle(share, "으로")


def _counts(item: Mapping[str, Any]) -> tuple[int, int, int, int, int]:
    """(deals, lone three-trick hands, lone marches, partnership euchres, their marches)."""
    alone, pair = item["lone_outcomes"][DEFEND_ALONE], item["lone_outcomes"][TOGETHER]
    total = sum(int(n) for n in alone.values())
    return (
        total,
        int(alone["euchred"]),
        int(alone["march"]),
        int(pair["euchred"]),
        int(pair["march"]),
    )


def _capital(text: str, lang: str) -> str:
    return grammar(lang).capital(text)


@renders(LoneEuchreWorthMore)
def lone_euchre_worth_more(fact: LoneEuchreWorthMore, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Defending alone, a euchre scores %(alone)d points instead of %(together)d; in this "
        "position the deals below show that worth more than your partner's help.",
        alone=fact.alone,
        together=fact.together,
    )


def _trumps(number: int) -> str:
    if number == 1:
        return p_(_CONTEXT, "1 trump")
    return p_(_CONTEXT, "%(num)d trumps", num=number)


@renders(DefenderTrumps)
def defender_trumps(fact: DefenderTrumps, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    makers = (
        p_(_CONTEXT, "a lone maker") if fact.alone else p_(_CONTEXT, "the makers playing together")
    )
    names = ", ".join(
        p_(_CONTEXT, "the Benny") if parse_card(code).is_joker else w.card(code)
        for code in fact.trumps
    )
    said = {
        "suit": _capital(w.suit(fact.trump), lang),
        "makers": grammar(lang).particle(makers, "이"),
        "count": _trumps(len(fact.trumps)),
    }
    if not fact.trumps:
        return _("%(suit)s are trump, made by %(makers)s; you hold %(count)s.", **said)
    return _(
        "%(suit)s are trump, made by %(makers)s; you hold %(count)s: %(trumps)s.",
        trumps=names,
        **said,
    )


_NUMBERS = {
    3: lambda: p_(_CONTEXT, "three"),
    4: lambda: p_(_CONTEXT, "four"),
    5: lambda: p_(_CONTEXT, "five"),
    6: lambda: p_(_CONTEXT, "six"),
}


@renders(LoneDefenceScoring)
def lone_defence_scoring(fact: LoneDefenceScoring, item: Mapping[str, Any], lang: str) -> str:
    low, high = _NUMBERS[fact.made_from](), _NUMBERS[fact.made_to]()
    if fact.made_to == fact.made_from + 1:
        made = _("%(low)s or %(high)s tricks", low=low, high=high)
    else:
        made = _("%(low)s to %(high)s tricks", low=low, high=high)
    return _(
        "A lone defender who takes three or more tricks scores %(lone)d; if the lone defence "
        "takes fewer, the makers score as usual: %(made)d for %(tricks)s, %(march)d for a "
        "march. Defending with your partner, a euchre scores %(pair)d. Defending alone also "
        "takes your partner's cards out of the hand.",
        lone=fact.lone,
        made=fact.made,
        tricks=made,
        march=fact.march,
        pair=fact.pair,
    )


@renders(DefenceOutcomes)
def defence_outcomes(fact: DefenceOutcomes, item: Mapping[str, Any], lang: str) -> str:
    # A count of none says so, not "on 0% of them" (review 6).
    total = fact.samples
    alone_march = _share(fact.alone_march, total)
    pair_march = _share(fact.pair_march, total)
    if fact.alone_euchred:
        alone = _(
            "defending alone took three or more tricks on %(share)s of them (the makers "
            "marched on %(march)s)",
            share=_share(fact.alone_euchred, total),
            march=alone_march,
        )
    else:
        alone = _(
            "defending alone never took three or more tricks (the makers marched on "
            "%(march)s of them)",
            march=alone_march,
        )
    if fact.pair_euchred:
        pair = _(
            "with your partner you euchred the makers on %(share)s of them (they marched on "
            "%(march)s)",
            share=_share(fact.pair_euchred, total),
            march=pair_march,
        )
    else:
        pair = _(
            "with your partner you never euchred the makers (they marched on %(march)s of them)",
            march=pair_march,
        )
    if proof_heard(item):
        return _(
            "Played out on %(samples)d deals of the unseen cards, each drawn as often as it "
            "would lead to the calls made and played with every card seen: %(alone)s; %(pair)s.",
            samples=total,
            alone=alone,
            pair=pair,
        )
    return _(
        "Played out on %(samples)d deals of the unseen cards, each with every card seen: "
        "%(alone)s; %(pair)s.",
        samples=total,
        alone=alone,
        pair=pair,
    )


def _points(number: int) -> str:
    if number == 1:
        return p_(_CONTEXT, "1 point")
    return p_(_CONTEXT, "%(num)d points", num=number)


@renders(PointsNeeded)
def points_needed(fact: PointsNeeded, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "At this score your side needs %(ours)s and the makers %(theirs)s: points beyond "
        "that win nothing more.",
        ours=_points(fact.ours),
        theirs=_points(fact.theirs),
    )


_OFTEN = {
    1: lambda: _("less often"),
    2: lambda: _("less than half as often"),
    3: lambda: _("less than a third as often"),
    4: lambda: _("less than a quarter as often"),
    5: lambda: _("less than a fifth as often"),
    6: lambda: _("less than a sixth as often"),
    7: lambda: _("less than a seventh as often"),
    8: lambda: _("less than an eighth as often"),
    9: lambda: _("less than a ninth as often"),
    10: lambda: _("less than a tenth as often"),
}


def often_words(often: int) -> str:
    """How much rarer the lone euchres are ("less than a third as often"; Korean "3분의 1도
    안 됩니다"), from ``DefenceVerdict.often``."""
    return _OFTEN[often]()


def _verdict(fact: DefenceVerdict, item: Mapping[str, Any], lang: str) -> str:
    total, alone_euchred, alone_marched, pair_euchred, pair_marched = _counts(item)
    alone, pair = _share(alone_euchred, total), _share(pair_euchred, total)
    alone_march, pair_march = _share(alone_marched, total), _share(pair_marched, total)
    points = {"lone": fact.lone, "pair_points": fact.pair}
    if fact.case == "any-euchre-wins":
        if fact.answer == TOGETHER:
            return _(
                "Defend with your partner: any euchre wins you the game, so the question is "
                "only how often you stop the makers: together %(pair)s, alone %(alone)s.",
                pair=pair,
                alone=alone,
            )
        return _(
            "Defend alone: any euchre wins you the game, so the question is only how often "
            "you stop the makers: alone %(alone)s, together %(pair)s.",
            alone=alone,
            pair=pair,
        )
    if fact.case == "alone-worth-more":
        return _(
            "Defend alone: alone you take three or more tricks on %(alone)s of the deals, "
            "together you euchre the makers on %(pair)s; at %(lone)d points against "
            "%(pair_points)d, the lone defence's euchres are worth more.",
            alone=alone,
            pair=pair,
            **points,
        )
    if fact.case == "march-decides":
        return _(
            "Defend with your partner: without your partner's cards the makers march on "
            "%(alone_march)s of the deals, against %(pair_march)s together; a euchre is rare "
            "either way (alone %(alone)s, together %(pair)s).",
            alone_march=alone_march,
            pair_march=pair_march,
            alone=alone,
            pair=pair,
        )
    if fact.case == "falls-short":
        shown = {
            "alone": _share_to(alone, lang),
            "pair": pair,
            "alone_cost": fact.alone_cost,
            "pair_cost": fact.pair_cost,
            **points,
        }
        if fact.capped:
            return _(
                "Alone you take three or more tricks on %(alone)s of the deals, at least half "
                "as often as together (%(pair)s), so at %(lone)d points against "
                "%(pair_points)d the euchres alone are worth as much. But on the deals where "
                "the lone defence falls short the makers score: %(alone_cost).2f points a hand "
                "on average against %(pair_cost).2f when you defend together, and at this "
                "score a 4-point euchre wins no more than the points your side needs. Defend "
                "with your partner.",
                **shown,
            )
        return _(
            "Alone you take three or more tricks on %(alone)s of the deals, at least half as "
            "often as together (%(pair)s), so at %(lone)d points against %(pair_points)d the "
            "euchres alone are worth as much. But on the deals where the lone defence falls "
            "short the makers score: %(alone_cost).2f points a hand on average against "
            "%(pair_cost).2f when you defend together. Defend with your partner.",
            **shown,
        )
    if fact.case == "alone-never":
        if pair_euchred:
            together = _("together you euchre the makers on %(pair)s of them", pair=pair)
        else:
            together = _("together you do not euchre them either")
        said = _(
            "Defend with your partner: alone you take three or more tricks on none of the "
            "%(total)d deals played out, so defending alone never earns its %(lone)d points on "
            "them; %(together)s",
            total=total,
            lone=fact.lone,
            together=together,
        )
    else:
        shown = {"alone": alone, "often": often_words(fact.often), "pair": pair, **points}
        if alone_euchred > 0 and round(100 * alone_euchred / max(1, total)) == 0:
            # Not "only under 1%": a share under 1% says its own smallness.
            said = _(
                "Defend with your partner: alone you take three or more tricks on %(alone)s of "
                "the deals, %(often)s as together (%(pair)s), so even at %(lone)d points the "
                "lone euchres are worth less than the partnership's %(pair_points)d-point ones",
                **shown,
            )
        else:
            said = _(
                "Defend with your partner: alone you take three or more tricks on only "
                "%(alone)s of the deals, %(often)s as together (%(pair)s), so even at %(lone)d "
                "points the lone euchres are worth less than the partnership's "
                "%(pair_points)d-point ones",
                **shown,
            )
    if fact.march_too:
        said += _(
            "; and without your partner's cards the makers march on %(alone_march)s of the "
            "deals, against %(pair_march)s",
            alone_march=alone_march,
            pair_march=_share_to(pair_march, lang),
        )
    return f"{said}."


@renders(DefenceVerdict)
def defence_verdict(fact: DefenceVerdict, item: Mapping[str, Any], lang: str) -> str:
    said = _verdict(fact, item, lang)
    if not fact.lone_wins_game:
        return said
    ends = _(
        "At this score a lone euchre (%(lone)d points) wins you the game and a partnership "
        "euchre (%(pair)d) does not.",
        lone=fact.lone,
        pair=fact.pair,
    )
    return f"{ends} {said}"


@renders(DefenceValues)
def defence_values(fact: DefenceValues, item: Mapping[str, Any], lang: str) -> str:
    def label(option: str) -> str:
        return label_of(item, option, lang)

    values = ", ".join(
        f"{grammar(lang).in_sentence(label(option))} {value:+.2f}" for option, value in fact.values
    )
    if fact.capped:
        expected = p_(
            _CONTEXT, "Expected points for your side at this score: %(values)s.", values=values
        )
    else:
        expected = p_(_CONTEXT, "Expected points for your side: %(values)s.", values=values)
    return f"{expected}\n{p_(_CONTEXT, 'Best: %(option)s.', option=label(fact.best))}"
