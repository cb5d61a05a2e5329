"""Words for the scoring kind's facts (``tutor.quiz.kinds.scoring``): the question (the
game, the scores before the hand, the hand as played, what is asked) and its choices' labels;
the explanation (what a hand scores and why, the scores after it and the rule that decides
the game), one catalogue lookup a sentence."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.position import item_variant
from tutor.grammar import grammar
from tutor.quiz.kinds.scoring import (
    PLAY_ON,
    AskGameWinner,
    AskHandPoints,
    AskScoreNow,
    BidQualifier,
    BidRuleTakesNothing,
    GameRule,
    GameWon,
    HandPlayed,
    HandScored,
    LeadBeyondTwo,
    LeadByTwoPlayOn,
    LonerWorth,
    NobodyReachesTarget,
    NoTieAtTop,
    PointsAnswer,
    ScoresAfter,
    ScoresBefore,
    ScoreSum,
    SideScoresNothing,
    StrictlyHighestWins,
    TopTiePlayOn,
    TwoPointRuleIdle,
)
from tutor.web.explanation.registry import renders
from tutor.web.labels import writes_labels
from tutor.web.text import _, p_
from tutor.web.words import Words


def _counted(tricks: int, message: str, none: str, **values: Any) -> str:
    """``message`` about ``tricks`` taken, or ``none`` when no trick was taken: Korean says
    한 트릭도 못 가져왔습니다, never 0트릭을 가져왔습니다 (lessons/ko-style.toml)."""
    if tricks == 0:
        return _(none, **values)
    return _(message, tricks=tricks, **values)


def _took(tricks: int, size: int, message: str, none: str, every: str) -> str:
    """The tricks a side took of the hand's ``size``: ``every`` when it took them all, as
    Korean says 6트릭을 모두 가져왔습니다, never 6트릭 중 6트릭 (lessons/ko-style.toml)."""
    if tricks == size:
        return _(every, size=size)
    return _counted(tricks, message, none, size=size)


def _side(code: str, lang: str, particle: str = "") -> str:
    """A side of the score: a team ("North–South") or, three-handed, a player ("North")."""
    names = {
        "north-south": p_("score", "North–South"),
        "east-west": p_("score", "East–West"),
        "north": _("North"),
        "east": _("East"),
        "west": _("West"),
    }
    name = names[code]
    return grammar(lang).particle(name, particle)


def _codes(item: Mapping[str, Any]) -> tuple[str, ...]:
    if item_variant(item).is_three_hand:
        return ("north", "east", "west")
    return ("north-south", "east-west")


def _scores(item: Mapping[str, Any], scores: Sequence[int], lang: str) -> str:
    """ "North–South 10, East–West 7" (Korean: "남북 팀 10점, 동서 팀 7점")."""
    return ", ".join(
        _("%(side)s %(points)d", side=_side(code, lang), points=points)
        for code, points in zip(_codes(item), scores, strict=True)
    )


def _bid_hand(fact: HandScored) -> list[str]:
    bid = fact.bid or 0
    said = []
    if fact.made:
        said.append(
            _(
                "The bidders needed %(bid)d and took %(tricks)d: the bid is made.",
                bid=bid,
                tricks=fact.tricks,
            )
        )
        said.append(_("Each side scores one point per trick it won."))
    else:
        said.append(
            _counted(
                fact.tricks,
                "The bidders needed %(bid)d but took %(tricks)d: they are set.",
                "The bidders needed %(bid)d but took no trick: they are set.",
                bid=bid,
            )
        )
        said.append(
            _(
                "A set side loses its bid (%(loss)d) and scores nothing for its tricks.",
                loss=-bid,
            )
        )
    taken = fact.hand_size - fact.tricks
    if taken == 0:
        said.append(_("The other side took no trick and scores nothing."))
    elif taken == 1:  # not ngettext: the catalogue check reads no plural forms
        said.append(_("The other side scores a point for each trick: 1 trick."))
    else:
        said.append(_("The other side scores a point for each trick: %(num)d tricks.", num=taken))
    said.append(
        _(
            "Bidders %(makers)+d, defenders %(defenders)+d.",
            makers=fact.makers,
            defenders=fact.defenders,
        )
    )
    return said


def _made(fact: HandScored) -> str:
    three = fact.game == "three-hand"
    if fact.march and three:
        return _(
            "The maker took every trick: a march, worth %(points)d in three-hand Euchre.",
            points=fact.makers,
        )
    if fact.march and fact.alone:
        return _("A lone maker who takes all five tricks scores %(points)d.", points=fact.makers)
    if fact.march:
        return _("The makers took all five tricks: a march, worth %(points)d.", points=fact.makers)
    if three and fact.alone:
        return _(
            "The maker took %(need)d or 4 tricks, which scores 1, alone or not.", need=fact.need
        )
    if three:
        return _("The maker took %(need)d or 4 tricks, which scores 1.", need=fact.need)
    if fact.alone:
        return _(
            "The makers took %(need)d or 4 tricks, which scores 1, alone or not.", need=fact.need
        )
    return _("The makers took %(need)d or 4 tricks, which scores 1.", need=fact.need)


def _euchred(fact: HandScored) -> list[str]:
    if fact.game == "three-hand":
        return [
            _("The maker took fewer than %(need)d tricks: the maker is euchred.", need=fact.need),
            _("In three-hand Euchre each defender scores %(points)d.", points=fact.defenders),
        ]
    said = _("The makers took fewer than %(need)d tricks: they are euchred.", need=fact.need)
    if fact.lone_defender:
        scored = _(
            "A lone defender who euchres the makers scores %(points)d.", points=fact.defenders
        )
    elif fact.alone:
        scored = _(
            "The defenders score %(points)d (a lone maker's euchre is still %(points)d here).",
            points=fact.defenders,
        )
    else:
        scored = _("The defenders score %(points)d.", points=fact.defenders)
    return [said, scored]


@renders(HandScored)
def hand_scored(fact: HandScored, item: Mapping[str, Any], lang: str) -> str:
    if fact.game == "bid":
        return "\n".join(_bid_hand(fact))
    if fact.made:
        return _made(fact)
    return "\n".join(_euchred(fact))


@renders(SideScoresNothing)
def side_scores_nothing(fact: SideScoresNothing, item: Mapping[str, Any], lang: str) -> str:
    if item_variant(item).is_three_hand:
        if fact.makers:
            return _("So the maker does not score this hand.")
        return _("So each defender does not score this hand.")
    if fact.makers:
        return _("So the makers do not score this hand.")
    return _("So the defenders do not score this hand.")


@renders(PointsAnswer)
def points_answer(fact: PointsAnswer, item: Mapping[str, Any], lang: str) -> str:
    return _("Answer: %(points)d.", points=fact.points)


@renders(ScoresAfter)
def scores_after(fact: ScoresAfter, item: Mapping[str, Any], lang: str) -> str:
    return _("After the hand: %(scores)s.", scores=_scores(item, fact.scores, lang))


@renders(BidQualifier)
def bid_qualifier(fact: BidQualifier, item: Mapping[str, Any], lang: str) -> str:
    said = _(
        "Only a side that made its bid or set the bidders can win; this hand that is %(side)s.",
        side=_side(fact.side, lang),
    )
    if not fact.short:
        return said
    short = _(
        "%(side)s is below %(target)d, so nobody wins yet.",
        side=_side(fact.side, lang, "이"),
        target=fact.target,
    )
    return f"{said}\n{short}"


@renders(TopTiePlayOn)
def top_tie_play_on(fact: TopTiePlayOn, item: Mapping[str, Any], lang: str) -> str:
    return _("Two players share the highest score at or above the target: play on until one leads.")


@renders(StrictlyHighestWins)
def strictly_highest_wins(fact: StrictlyHighestWins, item: Mapping[str, Any], lang: str) -> str:
    return _("Two players reached the target; the strictly highest score wins.")


@renders(LeadByTwoPlayOn)
def lead_by_two_play_on(fact: LeadByTwoPlayOn, item: Mapping[str, Any], lang: str) -> str:
    return _("A side at the target must also lead by two: play on.")


@renders(GameWon)
def game_won(fact: GameWon, item: Mapping[str, Any], lang: str) -> str:
    return _("%(side)s wins the game.", side=_side(fact.side, lang, "이"))


@renders(ScoreSum)
def score_sum(fact: ScoreSum, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "%(side)s: %(before)d + %(gained)d = %(after)d.",
        side=_side(fact.side, lang),
        before=fact.before,
        gained=fact.gained,
        after=fact.after,
    )


@renders(LonerWorth)
def loner_worth(fact: LonerWorth, item: Mapping[str, Any], lang: str) -> str:
    if fact.need <= fact.march:
        return _(
            "They needed only %(need)d: a march with partner (%(march)d) would have won the "
            "game too, so at this score going alone gained nothing.",
            need=fact.need,
            march=fact.march,
        )
    if fact.need <= fact.lone:
        return _(
            "They needed %(need)d: only the lone march (%(lone)d) wins the game here; a march "
            "with partner (%(march)d) would not have.",
            need=fact.need,
            lone=fact.lone,
            march=fact.march,
        )
    return _(
        "Far from the target a lone march simply counts double: %(lone)d against %(march)d for "
        "a march with partner.",
        lone=fact.lone,
        march=fact.march,
    )


# -- counter-examples' notes --------------------------------------------------------------


@renders(NobodyReachesTarget)
def nobody_reaches_target(fact: NobodyReachesTarget, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Nobody reaches %(target)d after this hand (%(scores)s): the game goes on.",
        target=fact.target,
        scores=_scores(item, fact.scores, lang),
    )


@renders(TwoPointRuleIdle)
def two_point_rule_idle(fact: TwoPointRuleIdle, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Nobody reaches %(target)d (%(scores)s), so the two-point rule never comes in.",
        target=fact.target,
        scores=_scores(item, fact.scores, lang),
    )


@renders(LeadBeyondTwo)
def lead_beyond_two(fact: LeadBeyondTwo, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "The lead is %(lead)d points (%(scores)s), so winning by two changes nothing here.",
        lead=fact.lead,
        scores=_scores(item, fact.scores, lang),
    )


@renders(BidRuleTakesNothing)
def bid_rule_takes_nothing(fact: BidRuleTakesNothing, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Only the side at %(target)d or more that made its bid or set the bidders can win; "
        "here that rule takes nothing away from anyone (%(scores)s).",
        target=fact.target,
        scores=_scores(item, fact.scores, lang),
    )


@renders(NoTieAtTop)
def no_tie_at_top(fact: NoTieAtTop, item: Mapping[str, Any], lang: str) -> str:
    scores = _scores(item, fact.scores, lang)
    if fact.one:
        return _(
            "No tie at the top: at or above %(target)d there is one player (%(scores)s).",
            target=fact.target,
            scores=scores,
        )
    return _(
        "No tie at the top: the players at or above %(target)d each have a different score "
        "(%(scores)s).",
        target=fact.target,
        scores=scores,
    )


# -- the question -------------------------------------------------------------------------


@writes_labels("scoring")
def scoring_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """A game item's choices: a side of the score, or nobody yet (points are numbers)."""
    if code == PLAY_ON:
        return _("Nobody yet: play on")
    if code in _codes(item):
        return _side(code, lang)
    return None


@renders(GameRule)
def game_rule(fact: GameRule, item: Mapping[str, Any], lang: str) -> str:
    target = fact.target
    if fact.game == "bid":
        if fact.win_by_two:
            return _("Game to %(target)d, win by two (Bid Euchre).", target=target)
        return _("Game to %(target)d (Bid Euchre).", target=target)
    if fact.game == "three-hand":
        if fact.win_by_two:
            return _("Game to %(target)d, win by two (three-hand).", target=target)
        return _("Game to %(target)d (three-hand).", target=target)
    if fact.win_by_two:
        return _("Game to %(target)d, win by two.", target=target)
    return _("Game to %(target)d.", target=target)


@renders(ScoresBefore)
def scores_before(fact: ScoresBefore, item: Mapping[str, Any], lang: str) -> str:
    return _("Before this hand: %(scores)s.", scores=_scores(item, fact.scores, lang))


def _contract(fact: HandPlayed, words: Words) -> str:
    """Who made trump (or won the bidding), alone or not, against a lone defender or not.
    The Korean clause runs on into the tricks taken."""
    seat = words.seat(fact.maker, words.players)
    if fact.bid is not None:
        if fact.trump is None:
            return _("%(seat)s won the bidding at %(bid)d.", seat=seat, bid=fact.bid)
        return _(
            "%(seat)s won the bidding at %(bid)d with %(suit)s trump.",
            seat=seat,
            bid=fact.bid,
            suit=words.suit(fact.trump),
        )
    if fact.trump is None:
        raise ValueError("only a Bid Euchre bid names no trump")
    suit = words.suit(fact.trump)
    if fact.defender_alone is not None:
        defender = words.seat(fact.defender_alone, words.players)
        if fact.alone:
            return _(
                "%(seat)s made %(suit)s trump and went alone; %(defender)s defended alone.",
                seat=seat,
                suit=suit,
                defender=defender,
            )
        return _(
            "%(seat)s made %(suit)s trump; %(defender)s defended alone.",
            seat=seat,
            suit=suit,
            defender=defender,
        )
    if fact.alone:
        return _("%(seat)s made %(suit)s trump and went alone.", seat=seat, suit=suit)
    return _("%(seat)s made %(suit)s trump.", seat=seat, suit=suit)


@renders(HandPlayed)
def hand_played(fact: HandPlayed, item: Mapping[str, Any], lang: str) -> str:
    words = Words(item, lang)
    size = item_variant(item).hand_size
    if words.players == 3:
        took = _took(
            fact.tricks,
            size,
            "The maker took %(tricks)d of %(size)d tricks.",
            "The maker took none of the %(size)d tricks.",
            "The maker took all %(size)d tricks.",
        )
    elif fact.bid is not None:
        took = _took(
            fact.tricks,
            size,
            "The bidders took %(tricks)d of %(size)d tricks.",
            "The bidders took none of the %(size)d tricks.",
            "The bidders took all %(size)d tricks.",
        )
    else:
        took = _took(
            fact.tricks,
            size,
            "The makers took %(tricks)d of %(size)d tricks.",
            "The makers took none of the %(size)d tricks.",
            "The makers took all %(size)d tricks.",
        )
    return f"{_contract(fact, words)} {took}"


@renders(AskHandPoints)
def ask_hand_points(fact: AskHandPoints, item: Mapping[str, Any], lang: str) -> str:
    variant = item_variant(item)
    if variant.is_three_hand:
        if fact.makers:
            return _("How many points does the maker score?")
        return _("How many points does each defender score?")
    if variant.is_bid:
        if fact.makers:
            return _("How many points does the bidding side score?")
        return _("How many points does the other side score?")
    if fact.makers:
        return _("How many points do the makers score?")
    return _("How many points do the defenders score?")


@renders(AskGameWinner)
def ask_game_winner(fact: AskGameWinner, item: Mapping[str, Any], lang: str) -> str:
    return _("Who has won the game?")


@renders(AskScoreNow)
def ask_score_now(fact: AskScoreNow, item: Mapping[str, Any], lang: str) -> str:
    return _("What is %(side)s's score now?", side=_side(fact.side, lang))
