"""Words for the order-up kind's explanation facts (``tutor.quiz.kinds.calls.offer_facts``).
Every message carries a context starting "order-up", so the kind's catalogue entries stay
its own; where one English fragment reads two ways in Korean, each way has its context.
A lone hand, a count of trumps or points and a disputed loner are worded as go-alone words
them (``tutor.web.explanation.lone``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.grammar import grammar
from tutor.quiz import principles
from tutor.quiz.kinds.calls.basics import COUNTER_RULES
from tutor.quiz.kinds.calls.offer_facts import (
    BestAtLove,
    CallAnswer,
    CallRuleMoreThanMet,
    CanadianAloneOrPass,
    CanadianPassCount,
    DealerCountsTurnUp,
    DealerPartnerAssists,
    DealerTurnDown,
    GamePoint,
    HighTurnUpGiven,
    LonerAtScore,
    LonerGivesWay,
    NotAlone,
    OfferLoneMarch,
    OfferTrumpsHeld,
    OpponentsCouldWin,
    OpponentsNearGame,
    RoundTwoChance,
    S03Count,
    S03PartnerShort,
    ScoreChangesNothing,
    ScoreNoLoner,
    StrongPass,
    TurnUpGoes,
    TurnUpMakesTrump,
    WhyCall,
)
from tutor.quiz.principles import advice_in
from tutor.web.explanation.lone import (
    capital,
    lone_hand_words,
    made_tricks_words,
    number_words,
    particle,
    points_words,
    trumps_words,
)
from tutor.web.explanation.registry import renders
from tutor.web.labels import label_of
from tutor.web.text import p_
from tutor.web.words import Words

_C = "order-up"


def _advice(code: str, lang: str) -> str:
    return advice_in(principles.ADVICE[code], lang)


def _rule(theme: str, lang: str) -> str:
    return advice_in(COUNTER_RULES[theme], lang)


def _value(value: float) -> str:
    return f"{value:+.2f}"


def _label(item: Mapping[str, Any], option: str, lang: str) -> str:
    return label_of(item, option, lang)


def _and_list(codes: Sequence[str], w: Words) -> str:
    """Cards as a sentence lists them: "Q♦, 10♦ and 9♦" (Korean: with commas)."""
    return w.grammar.listing([w.card(code) for code in codes])


@renders(TurnUpMakesTrump)
def turn_up_makes_trump(fact: TurnUpMakesTrump, item: Mapping[str, Any], lang: str) -> str:
    suit = Words(item, lang).suit(fact.trump, "이")
    return p_(_C, "Accepting the turn-up makes %(suit)s trump.", suit=suit)


@renders(OfferTrumpsHeld)
def offer_trumps_held(fact: OfferTrumpsHeld, item: Mapping[str, Any], lang: str) -> str:
    cards = Words(item, lang).cards(fact.trumps)
    number = len(fact.trumps)
    if not number:
        return p_(_C, "You would hold no trump at all.")
    if fact.with_turn_up:
        if number == 1:
            return p_(_C, "You would hold 1 trump (with the turn-up): %(cards)s.", cards=cards)
        return p_(
            _C,
            "You would hold %(num)d trumps (with the turn-up): %(cards)s.",
            num=number,
            cards=cards,
        )
    if number == 1:
        return p_(_C, "You would hold 1 trump: %(cards)s.", cards=cards)
    return p_(_C, "You would hold %(num)d trumps: %(cards)s.", num=number, cards=cards)


@renders(TurnUpGoes)
def turn_up_goes(fact: TurnUpGoes, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.role == 0:
        return p_(
            _C,
            "You would pick up the %(card)s and discard one card.",
            card=w.card(fact.upcard, "을"),
        )
    card = w.card(fact.upcard, "은")
    if fact.canadian:
        return p_(
            _C,
            "Under the Canadian loner rule you may accept the turn-up only by going alone: "
            "your partner, the dealer, then sits out, and the %(card)s is dead (nobody takes "
            "it).",
            card=card,
        )
    if fact.role == 2 and fact.loner_allowed:
        return p_(
            _C,
            "The %(card)s would go to the dealer, your partner: one more trump on your side. "
            "(If you go alone, the dealer sits out and the %(card)s is dead.)",
            card=card,
        )
    if fact.role == 2:
        return p_(
            _C,
            "The %(card)s would go to the dealer, your partner: one more trump on your side.",
            card=card,
        )
    # The dealer sits at your right when you are at his left (role 1), else at your left.
    right = fact.role == 1
    dealer = p_(_C, "the right opponent") if right else p_(_C, "the left opponent")
    return p_(
        _C,
        "The %(card)s would go to the dealer, %(dealer)s: one more trump against you.",
        card=card,
        dealer=dealer,
    )


def _own_high(context: str, number: int) -> str:
    """The high trumps the caller holds, as one S0-3 sentence says it (``context``)."""
    if number == 0:
        return p_(context, "none")
    if number == 1:
        return p_(context, "1 high trump")
    return p_(context, "%(num)d high trumps", num=number)


def _s03_pass(fact: S03Count, w: Words) -> str:
    card = w.card(fact.upcard, "을")
    if fact.partner_up:
        said = p_(
            _C,
            "Call with two high trumps (the bowers or the ace); you hold %(own)s, and counting "
            "the %(card)s your partner takes, your side holds only %(side)d, so pass.",
            own=_own_high("order-up s03 partner", len(fact.high)),
            card=card,
            side=fact.side,
        )
    elif fact.dealer_up:
        said = p_(
            _C,
            "Call with two high trumps (the bowers or the ace); counting the %(card)s you pick "
            "up, you hold only %(num)d, so turn it down.",
            card=card,
            num=len(fact.high),
        )
    elif fact.dealer:
        said = p_(
            _C,
            "Call with two high trumps (the bowers or the ace); you hold %(own)s, so turn it down.",
            own=_own_high("order-up s03 dealer", len(fact.high)),
        )
    else:
        said = p_(
            _C,
            "Call with two high trumps (the bowers or the ace); you hold %(own)s, so pass.",
            own=_own_high("order-up s03", len(fact.high)),
        )
    if fact.trumps >= 2 and not fact.dealer:
        weak = p_(_C, "%(num)d trumps without two high ones are too weak.", num=fact.trumps)
        said = f"{said} {weak}"
    return said


@renders(S03Count)
def s03_count(fact: S03Count, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.passes:
        return _s03_pass(fact, w)
    card = w.card(fact.upcard, "을")
    if fact.partner_up and len(fact.high) < 2:
        return p_(
            _C,
            "Count on your partner when you call: here your partner is the dealer and takes "
            "the %(card)s, so with your %(high)s your side holds two high trumps.",
            card=card,
            high=w.cards(fact.high, "과"),
        )
    if fact.dealer_up:
        return p_(
            _C,
            "Two high trumps make a call: counting the %(card)s you pick up, you hold "
            "%(high)s, and your partner is good for a trick.",
            card=card,
            high=w.cards(fact.high, "이"),
        )
    return p_(
        _C,
        "Two high trumps make a call: you hold %(high)s, and your partner is good for a trick.",
        high=w.cards(fact.high, "이"),
    )


@renders(CanadianPassCount)
def canadian_pass_count(fact: CanadianPassCount, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    cards = w.cards(fact.high) or "-"
    if len(fact.high) == 1:
        had = p_(_C, "1 high trump (%(cards)s)", cards=cards)
    else:
        had = p_(_C, "%(num)d high trumps (%(cards)s)", num=len(fact.high), cards=cards)
    count = len(fact.high) + (1 if fact.taken else 0)
    if count >= 2 and fact.taken:
        return p_(
            _C,
            "With %(had)s and the %(card)s your partner the dealer would take, you could assist "
            "in American Euchre, but here the only way to accept is a loner, and without the "
            "top three trumps or four trumps a loner rarely marches: pass.",
            had=had,
            card=w.card(fact.upcard),
        )
    if count >= 2:
        return p_(
            _C,
            "With %(had)s you could assist in American Euchre, but here the only way to accept "
            "is a loner, and without the top three trumps or four trumps a loner rarely "
            "marches: pass.",
            had=particle(had, "이", lang),
        )
    return p_(
        _C,
        "With %(had)s you would not assist even in American Euchre, and here the only way to "
        "accept is a loner, and without the top three trumps or four trumps a loner rarely "
        "marches: pass.",
        had=particle(had, "으로", lang),
    )


@renders(OfferLoneMarch)
def offer_lone_march(fact: OfferLoneMarch, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    hand = particle(
        lone_hand_words(fact.trumps, fact.top_three, fact.aces, fact.discard, w), "이", lang
    )
    if fact.case == "canadian-doubtful":
        return p_(
            _C,
            "With %(hand)s this is no march hand, but here it is alone or nothing: four trumps "
            "usually take %(need)s tricks, and %(made)s alone beats a pass.",
            hand=hand,
            need=number_words(fact.made_from),
            made=points_words(fact.made),
        )
    if fact.case == "canadian":
        return p_(
            _C,
            "With %(hand)s, go alone: here it is alone or nothing, and a lone hand scores "
            "%(made)d for %(tricks)s and %(march)d for all %(all)s.",
            hand=hand,
            made=fact.made,
            tricks=particle(made_tricks_words(fact.made_from, fact.made_to), "을", lang),
            march=fact.march_alone,
            all=number_words(fact.hand_size),
        )
    return p_(
        _C,
        "With %(hand)s, go alone: a lone march scores %(march)s instead of %(pair)d.",
        hand=hand,
        march=points_words(fact.march_alone),
        pair=fact.march_pair,
    )


def _trumps_out(fact: NotAlone, w: Words) -> list[str]:
    """What the trumps out do to four trumps, then the small side cards, each a clause."""
    parts: list[str] = []
    if fact.to_dealer is not None:
        parts.append(
            p_(
                _C,
                "the %(card)s goes to the dealer and outranks every trump you hold: it takes a "
                "trick from you whatever you do",
                card=w.card(fact.to_dealer, "은"),
            )
        )

    def subject(codes: Sequence[str]) -> str:
        names = _and_list(codes, w)
        return w.grammar.also(names) if parts else w.grammar.particle(names, "은")

    if fact.above:
        cards = subject(fact.above)
        many, more = len(fact.above) > 1, bool(parts)
        if many and more:
            said = (
                "the %(cards)s outrank every trump you hold too and can each take a trick from you"
            )
        elif many:
            said = "the %(cards)s outrank every trump you hold and can each take a trick from you"
        elif more:
            said = "the %(cards)s outranks every trump you hold too and can take a trick from you"
        else:
            said = "the %(cards)s outranks every trump you hold and can take a trick from you"
        parts.append(p_(_C, said, cards=cards))
    if fact.between:
        parts.append(_between(fact, w, subject(fact.between), bool(parts)))
    if fact.losers:
        cards = _and_list(fact.losers, w)
        if parts:
            parts.append(p_(_C, "your %(cards)s can lose a trick alone too", cards=cards))
        else:
            parts.append(p_(_C, "your %(cards)s can lose a trick alone", cards=cards))
    return parts


def _between(fact: NotAlone, w: Words, cards: str, also: bool) -> str:
    """The trumps between the loner's best and second best: held beside another trump,
    each takes a trick."""
    said = {
        "cards": cards,
        "second": w.card(fact.trumps[1]),
        "top": w.card(fact.trumps[0], "으로"),
    }
    many = len(fact.between) > 1
    dealer = fact.between_to_dealer
    if many and dealer is not None:
        said["card"] = w.card(dealer, "은")
        if also:
            message = (
                "the %(cards)s (the %(card)s goes to the dealer) also outrank your %(second)s, "
                "and your %(top)s draws only one trump a round, so an opponent holding one of "
                "them with another trump takes a trick with it"
            )
        else:
            message = (
                "the %(cards)s (the %(card)s goes to the dealer) outrank your %(second)s, and "
                "your %(top)s draws only one trump a round, so an opponent holding one of them "
                "with another trump takes a trick with it"
            )
    elif many:
        if also:
            message = (
                "the %(cards)s also outrank your %(second)s, and your %(top)s draws only one "
                "trump a round, so an opponent holding one of them with another trump takes a "
                "trick with it"
            )
        else:
            message = (
                "the %(cards)s outrank your %(second)s, and your %(top)s draws only one trump a "
                "round, so an opponent holding one of them with another trump takes a trick "
                "with it"
            )
    elif dealer is not None:
        if also:
            message = (
                "the %(cards)s, which goes to the dealer, also outranks your %(second)s, and "
                "your %(top)s draws only one trump a round, so an opponent holding it with "
                "another trump takes a trick with it"
            )
        else:
            message = (
                "the %(cards)s, which goes to the dealer, outranks your %(second)s, and your "
                "%(top)s draws only one trump a round, so an opponent holding it with another "
                "trump takes a trick with it"
            )
    elif also:
        message = (
            "the %(cards)s also outranks your %(second)s, and your %(top)s draws only one "
            "trump a round, so an opponent holding it with another trump takes a trick with it"
        )
    else:
        message = (
            "the %(cards)s outranks your %(second)s, and your %(top)s draws only one trump a "
            "round, so an opponent holding it with another trump takes a trick with it"
        )
    return p_(_C, message, **said)


def _shortfall(fact: NotAlone, w: Words) -> str:
    """What keeps the hand from A-9's lone march: a clause completing "Not alone: ..."."""
    lang = w.lang
    if fact.case == "top-three-fourth":
        return p_(
            _C,
            "you hold the top three trumps (%(top)s) and a fourth trump (%(fourth)s), but no "
            "side ace: your %(side)s can lose a trick alone, and a fourth trump does not make "
            "up for the side ace",
            top=w.cards(fact.trumps[:3]),
            fourth=w.cards(fact.trumps[3:]),
            side=particle(_and_list(fact.losers, w), "이", lang),
        )
    if fact.case == "top-three":
        return p_(
            _C,
            "you hold the top three trumps (%(top)s), but two side cards (%(side)s) can each "
            "lose a trick alone",
            top=w.cards(fact.trumps[:3]),
            side=w.cards(fact.losers),
        )
    if fact.case == "four":
        parts = _trumps_out(fact, w)
        parts = [parts[0], *(w.grammar.capital(p) for p in parts[1:])]
        return p_(
            _C,
            "you hold %(count)s (%(cards)s), but %(reasons)s",
            count=trumps_words(len(fact.trumps)),
            cards=w.cards(fact.trumps),
            reasons=". ".join(parts),
        )
    if not fact.trumps:
        return p_(
            _C,
            "the advice is to consider going alone with the top three trumps (right, left, "
            "ace) or four trumps, though four trumps with no side ace seldom gain by it, and "
            "you hold only no trump",
        )
    return p_(
        _C,
        "the advice is to consider going alone with the top three trumps (right, left, ace) "
        "or four trumps, though four trumps with no side ace seldom gain by it, and you hold "
        "only %(count)s (%(cards)s)",
        count=trumps_words(len(fact.trumps)),
        cards=w.cards(fact.trumps),
    )


def not_alone_words(fact: NotAlone, w: Words) -> str:
    lang = w.lang
    short = _shortfall(fact, w)
    tricks = made_tricks_words(fact.made_from, fact.made_to)
    said = {
        "short": short,
        "tricks": capital(particle(tricks, "을", lang), lang),
        "alone": fact.made_alone,
    }
    if fact.made_alone == fact.made_pair:
        return p_(
            _C,
            "Not alone: %(short)s. %(tricks)s alone score %(alone)d, no more than with your "
            "partner, who may win a trick you would lose.",
            **said,
        )
    return p_(
        _C,
        "Not alone: %(short)s. %(tricks)s alone score %(alone)d, against %(pair)d with your "
        "partner, who may win a trick you would lose.",
        pair=fact.made_pair,
        **said,
    )


@renders(NotAlone)
def not_alone(fact: NotAlone, item: Mapping[str, Any], lang: str) -> str:
    return not_alone_words(fact, Words(item, lang))


@renders(DealerTurnDown)
def dealer_turn_down(fact: DealerTurnDown, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    said = {
        "card": w.card(fact.upcard, "을"),
        "count": trumps_words(len(fact.trumps)),
        "cards": w.cards(fact.trumps),
    }
    if len(fact.trumps) == 2:
        text = p_(
            _C,
            "As dealer, count the turn-up as yours: even with the %(card)s you hold only "
            "%(count)s (%(cards)s). Three trumps make picking up standard; with two, the rest "
            "of the hand decides, and here turning it down is worth more.",
            **said,
        )
    else:
        text = p_(
            _C,
            "As dealer, count the turn-up as yours: even with the %(card)s you hold only "
            "%(count)s (%(cards)s). Three trumps make picking up standard; with fewer than "
            "two, turn it down.",
            **said,
        )
    if fact.suit is None:
        return text
    held = w.cards(fact.held)
    if fact.aces:
        aces = w.grammar.joined([w.card(a) for a in fact.aces])
        held = p_(_C, "%(cards)s with the %(aces)s", cards=held, aces=aces)
    later = p_(
        _C,
        "You keep the chance to name %(suit)s in round two (%(held)s).",
        suit=w.suit(fact.suit, "을"),
        held=held,
    )
    return f"{text} {later}"


@renders(DealerCountsTurnUp)
def dealer_counts_turn_up(fact: DealerCountsTurnUp, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return p_(
        _C,
        "As dealer, count the turn-up as yours: with the %(card)s you hold %(count)s "
        "(%(cards)s), and your discard improves the hand once more.",
        card=w.card(fact.upcard, "을"),
        count=trumps_words(len(fact.trumps)),
        cards=w.cards(fact.trumps),
    )


@renders(GamePoint)
def game_point(fact: GamePoint, item: Mapping[str, Any], lang: str) -> str:
    mine, theirs, target = fact.mine, fact.theirs, fact.target
    if mine + 1 >= target:
        make = p_(_C, "one point wins your side the game")
    elif mine + 2 >= target:
        make = p_(_C, "a march wins your side the game")
    else:
        make = p_(_C, "your side needs %(points)s", points=points_words(target - mine))
    if theirs + 2 >= target:
        euchre = p_(_C, "a euchre gives the opponents the game")
    else:
        euchre = p_(_C, "a euchre gives the opponents 2 points (%(total)d)", total=theirs + 2)
    why = {
        "pass": lambda: p_(_C, "Here the euchre risks more than the call can win: pass."),
        "loner-extra": lambda: p_(
            _C, "Here the loner's extra points count for less than your partner's help."
        ),
        "any-hand": lambda: p_(
            _C,
            "Here taking the call is worth more than leaving it to the opponents, who win the "
            "game with any hand they make.",
        ),
        "call": lambda: p_(
            _C, "Here taking the call is worth more than leaving it to the opponents."
        ),
    }[fact.why]()
    said = p_(
        _C,
        "Play to the score (%(mine)d–%(theirs)d in a game to %(target)d): %(make)s, and "
        "%(euchre)s.",
        mine=mine,
        theirs=theirs,
        target=target,
        make=make,
        euchre=euchre,
    )
    return f"{said} {why}"


@renders(ScoreNoLoner)
def score_no_loner(fact: ScoreNoLoner, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.need <= 1:
        said = p_(
            _C,
            "Play to the score: at %(mine)d your side needs only 1 point; three tricks with "
            "your partner already score it, so the loner's extra points are worth nothing, and "
            "going alone only raises the risk of falling short.",
            mine=fact.mine,
        )
    else:
        said = p_(
            _C,
            "Play to the score: at %(mine)d your side needs only %(need)d points; a march with "
            "your partner already gives them, so the loner's extra points are worth nothing, "
            "and going alone only raises the risk of falling short.",
            mine=fact.mine,
            need=fact.need,
        )
    if not fact.trumps:
        return said
    hand = lone_hand_words(fact.trumps, fact.top_three, fact.aces, fact.discard, w)
    by_hand = p_(_C, "By the cards this is a loner (%(hand)s).", hand=hand)
    return f"{by_hand} {said}"


@renders(LonerAtScore)
def loner_at_score(fact: LonerAtScore, item: Mapping[str, Any], lang: str) -> str:
    return p_(
        _C,
        "Play to the score: the opponents need only %(need)s, so a euchre costs you no more "
        "than that, while a lone march still scores %(march)d: here the loner is worth its "
        "risk.",
        need=points_words(fact.need),
        march=fact.march,
    )


@renders(OpponentsNearGame)
def opponents_near_game(fact: OpponentsNearGame, item: Mapping[str, Any], lang: str) -> str:
    return p_(
        _C,
        "Play to the score: the opponents are %(need)s from the game, and what you call "
        "decides what they can still score this hand.",
        need=points_words(fact.need),
    )


@renders(WhyCall)
def why_call(fact: WhyCall, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    said: dict[str, Any] = {"call": _value(fact.call), "passing": _value(fact.passing)}
    if fact.case == "dealer-three":
        return p_(
            _C,
            "Picking it up beats turning it down (%(call)s against %(passing)s): as dealer "
            "with %(count)s after the pick-up, picking it up is standard.",
            count=trumps_words(fact.trumps),
            **said,
        )
    if fact.case == "two-high":
        said["high"] = w.cards(fact.high)
        if fact.dealer:
            return p_(
                _C,
                "Picking it up beats passing (%(call)s against %(passing)s): two high trumps "
                "(%(high)s) and your partner's help make three tricks likely.",
                **said,
            )
        return p_(
            _C,
            "Ordering up beats passing (%(call)s against %(passing)s): two high trumps "
            "(%(high)s) and your partner's help make three tricks likely.",
            **said,
        )
    said["count"] = trumps_words(fact.trumps)
    if fact.dealer:
        return p_(
            _C,
            "Picking it up beats passing (%(call)s against %(passing)s): %(count)s with your "
            "partner's help should take three tricks.",
            **said,
        )
    return p_(
        _C,
        "Ordering up beats passing (%(call)s against %(passing)s): %(count)s with your "
        "partner's help should take three tricks.",
        **said,
    )


@renders(StrongPass)
def strong_pass(fact: StrongPass, item: Mapping[str, Any], lang: str) -> str:
    return p_(
        _C,
        "Passing is worth more than ordering up with your partner here (%(passing)s against "
        "%(call)s): these cards also defend well. Only the loner, whose march scores "
        "%(march)d, is worth more (%(alone)s).",
        passing=_value(fact.passing),
        call=_value(fact.call),
        march=fact.march,
        alone=_value(fact.alone),
    )


_ALL_HIGH = {
    2: lambda: p_("order-up all high", "both high trumps"),
    3: lambda: p_("order-up all high", "three high trumps"),
    4: lambda: p_("order-up all high", "four high trumps"),
}


def _some_high(trumps: int, high: int) -> str:
    if trumps >= 4 and high == 2:
        return p_("order-up some high", "%(num)d trumps, two of them high", num=trumps)
    if trumps >= 4 and high == 3:
        return p_("order-up some high", "%(num)d trumps, three of them high", num=trumps)
    if trumps >= 4:
        return p_("order-up some high", "%(num)d trumps, one of them high", num=trumps)
    if high == 2:
        return p_("order-up some high", "two of them high trumps")
    return p_("order-up some high", "one of them high trump")


@renders(RoundTwoChance)
def round_two_chance(fact: RoundTwoChance, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    number = len(fact.trumps)
    if number >= 2 and fact.high == number:
        holding = p_(
            "order-up all high",
            "%(cards)s (%(high)s)",
            cards=_and_list(fact.trumps, w),
            high=_ALL_HIGH[number](),
        )
    else:
        holding = p_(
            "order-up some high",
            "%(cards)s (%(high)s)",
            cards=particle(_and_list(fact.trumps, w), "로", lang),
            high=_some_high(number, fact.high),
        )
    before = "" if fact.first else p_(_C, ", unless a player before you names a suit first")
    return p_(
        _C,
        "Passing keeps round two open: if everyone passes the %(card)s, you can name %(suit)s "
        "there, holding %(holding)s%(before)s.",
        card=w.card(fact.upcard, "을"),
        suit=w.suit(fact.suit, "을"),
        holding=holding,
        before=before,
    )


@renders(HighTurnUpGiven)
def high_turn_up_given(fact: HighTurnUpGiven, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    what = {
        "right": lambda: p_(_C, "the right bower, the top trump"),
        "left": lambda: p_(_C, "the left bower"),
        "ace": lambda: p_(_C, "the ace of trumps"),
    }[fact.rank]()
    if fact.rank == "right":
        costs = p_(_C, "a sure trick for them")
    else:
        costs = p_(_C, "a trick they may take")
    call = p_(_C, "Going alone") if fact.alone else p_(_C, "Ordering up")
    said = {
        "call": call,
        "card": w.card(fact.upcard, "이"),
        "what": what,
        "costs": costs,
        "suit": w.suit(fact.trump, "을"),
        "value": _value(fact.value),
        "passing": _value(fact.passing),
    }
    if fact.theirs_wins is not None:
        return p_(
            _C,
            "%(call)s gives the dealer the %(card)s, %(what)s: %(costs)s. Passing does not keep "
            "it from them: the dealer may take it up and make %(suit)s trump against "
            "you, and at %(theirs)d any hand they make wins them the game. Your call is worth "
            "more than the pass all the same (%(value)s against %(passing)s).",
            theirs=fact.theirs_wins,
            **said,
        )
    return p_(
        _C,
        "%(call)s gives the dealer the %(card)s, %(what)s: %(costs)s. Passing does not keep it "
        "from them: the dealer may take it up and make %(suit)s trump against you. "
        "Your call is worth more than the pass all the same (%(value)s against %(passing)s).",
        **said,
    )


@renders(OpponentsCouldWin)
def opponents_could_win(fact: OpponentsCouldWin, item: Mapping[str, Any], lang: str) -> str:
    how = {
        "make": lambda: p_(_C, "with any call they make"),
        "march": lambda: p_(_C, "with a march"),
        "loner": lambda: p_(_C, "with a loner"),
    }[fact.how]()
    if fact.euchre_wins:
        return p_(
            _C,
            "The opponents, at %(theirs)d, could win the game %(how)s this hand; calling takes "
            "the call from them, though a euchre of our call would give them the game too.",
            theirs=fact.theirs,
            how=how,
        )
    return p_(
        _C,
        "The opponents, at %(theirs)d, could win the game %(how)s this hand; calling takes the "
        "call from them and blocks it.",
        theirs=fact.theirs,
        how=how,
    )


@renders(DealerPartnerAssists)
def dealer_partner_assists(fact: DealerPartnerAssists, item: Mapping[str, Any], lang: str) -> str:
    return p_(
        _C,
        "As the dealer's partner you may assist: order it up and still play with the dealer. "
        "(In British Euchre, and under the Canadian loner house rule, you could accept it only "
        "by going alone.)",
    )


@renders(BestAtLove)
def best_at_love(fact: BestAtLove, item: Mapping[str, Any], lang: str) -> str:
    label = _label(item, fact.option, lang)
    return p_(
        _C,
        "Without a score to play to (at 0–0), %(option)s would be best; at this score it is "
        "not, which is the point of this question.",
        option=grammar(lang).particle(grammar(lang).in_sentence(label), "이"),
    )


@renders(CallAnswer)
def call_answer(fact: CallAnswer, item: Mapping[str, Any], lang: str) -> str:
    return p_(_C, "Best: %(option)s.", option=_label(item, fact.option, lang))


# -- counter-example notes -----------------------------------------------------------------


@renders(CallRuleMoreThanMet)
def call_rule_more_than_met(fact: CallRuleMoreThanMet, item: Mapping[str, Any], lang: str) -> str:
    return p_(
        _C,
        "The usual advice — %(rule)s — is more than met here: with this much, %(loner)s.",
        rule=_rule(fact.theme, lang),
        loner=_advice("A-9", lang),
    )


@renders(S03PartnerShort)
def s03_partner_short(fact: S03PartnerShort, item: Mapping[str, Any], lang: str) -> str:
    return p_(
        _C,
        "The usual advice — %(rule)s — asks for more than your side holds, even counting the "
        "%(card)s your partner takes.",
        rule=_rule(fact.theme, lang),
        card=Words(item, lang).card(fact.upcard, "을"),
    )


@renders(LonerGivesWay)
def loner_gives_way(fact: LonerGivesWay, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    said = p_(
        _C,
        "The usual advice — %(rule)s — gives way here to the rest of it: %(stay)s.",
        rule=_rule(fact.theme, lang),
        stay=_advice("A-9-stay", lang),
    )
    if not fact.passes:
        return said
    short = _shortfall(fact, w)
    return f"{said} {capital(short, lang)}."


@renders(CanadianAloneOrPass)
def canadian_alone_or_pass(fact: CanadianAloneOrPass, item: Mapping[str, Any], lang: str) -> str:
    return p_(
        _C,
        "The usual advice — %(rule)s — does not apply opposite the dealer here: under the "
        "Canadian loner you may accept the turn-up only by going alone, so no partner plays "
        "with you. The choice is a loner or a pass, and this hand goes alone.",
        rule=_rule(fact.theme, lang),
    )


@renders(ScoreChangesNothing)
def score_changes_nothing(fact: ScoreChangesNothing, item: Mapping[str, Any], lang: str) -> str:
    said = {
        "mine": fact.mine,
        "theirs": fact.theirs,
        "target": fact.target,
        "limit": fact.target - 2,
    }
    if fact.case == "far":
        return p_(
            _C,
            "Playing to the score changes nothing here: the opponents, at %(theirs)d, cannot "
            "reach %(target)d even with a loner, and your side, at %(mine)d, is short of the "
            "%(limit)d points where a loner no longer pays.",
            **said,
        )
    if fact.case == "pass":
        return p_(
            _C,
            "The score does not change this call: at %(mine)d–%(theirs)d one hand can decide "
            "the game, but passing is best at 0–0 as well.",
            mine=fact.mine,
            theirs=fact.theirs,
        )
    if fact.alone:
        return p_(
            _C,
            "The score matters here: the opponents, at %(theirs)d, could win the game with a "
            "loner this hand, and calling takes that chance from them. It does not change the "
            "call, though: going alone blocks their loner as surely as ordering up with your "
            "partner, and your side, at %(mine)d, has not reached the %(limit)d points where a "
            "loner no longer pays.",
            **said,
        )
    return p_(
        _C,
        "The score matters here: the opponents, at %(theirs)d, could win the game with a loner "
        "this hand, and calling takes that chance from them. It does not change the call, "
        "though: ordering up blocks their loner as surely as a loner would, and your side, at "
        "%(mine)d, has not reached the %(limit)d points where a loner no longer pays.",
        **said,
    )
