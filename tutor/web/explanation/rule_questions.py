"""Words for the rule questions' explanation facts (``tutor.quiz.kinds.rule_question_facts``):
the pack's numbers, the calling rule that binds a seat, what a hand scores and the score
after it, a stuck dealer's trumps, a fault in the deal; one catalogue lookup a sentence,
Korean particles through ``tutor.web.words``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import parse_card, parse_cards
from tutor.grammar import grammar
from tutor.quiz.kinds.rule_question_facts import (
    AllPassNoMisdeal,
    AlreadyAlone,
    AskedScoresNothing,
    BestTrumpWith,
    CardInPack,
    GameAfter,
    HandScores,
    KittyCount,
    LeftBowerCounts,
    LoneHandScores,
    LoneMarchStill,
    LonerAdds,
    MakerSitsOut,
    MarchValues,
    MostTrumps,
    RuleForSeat,
    RuleStatement,
    ScoreEndsGame,
    ScoresAfter,
    StrongerBestTrump,
    TricksToMake,
    TrumpsBySuit,
    TrumpsInPack,
    TurnedDownBarred,
    UsualPackets,
    WrongCardCount,
)
from tutor.quiz.words import cards_list
from tutor.web.explanation.registry import renders
from tutor.web.text import _, clauses, p_
from tutor.web.words import Words


def _seat(item: Mapping[str, Any], lang: str, seat: int, particle: str = "") -> str:
    return Words(item, lang).seat(seat, item_variant(item).players, particle)


def _side(side: int, lang: str, particle: str = "") -> str:
    """A side of the score: 0 North–South, 1 East–West (Korean: 남북 팀, 동서 팀)."""
    name = (p_("score", "North–South"), p_("score", "East–West"))[side]
    return grammar(lang).particle(name, particle)


# -- statements with no numbers ---------------------------------------------------------------


def _rule_sentence(rule: str) -> str:
    if rule == "canadian-partner-only-alone":
        return _(
            "Under the Canadian loner the dealer's partner may accept the turn-up only by "
            "going alone: the dealer sits out and nobody takes the turn-up."
        )
    if rule == "anyone-may-accept":
        return _("In round one every player may pass or accept the turn-up, with partner or alone.")
    if rule == "canadian-ends-round-one":
        return _(
            "The Canadian loner holds only while the turn-up is offered: in round two the "
            "dealer's partner names a suit like anybody else, with partner or alone."
        )
    if rule == "stuck-dealer-must-name":
        return _(
            "Stick the dealer: when the other three pass in round two, the dealer may not pass "
            "and must name a suit."
        )
    if rule == "only-dealer-stuck":
        return _("Only the dealer is stuck: every other player may pass in round two.")
    if rule == "any-other-suit":
        return _("Any other suit may be named.")
    if rule == "play-to-score":
        return _(
            "The advice is to play to the score: what going alone is worth depends on what "
            "the makers still need."
        )
    if rule == "partner-may-take":
        return _(
            "Under this house rule (an old law of the game) the maker's partner may take the "
            "hand alone after trump is fixed and before the first lead; the maker then sits out."
        )
    if rule == "only-partner-may-take":
        return _(
            "Only the maker's partner may take the hand over; a defender may not, and these "
            "rules have no defending alone."
        )
    if rule == "exposed-card-misdeal":
        return _("A card turned face up while dealing makes a misdeal.")
    if rule == "misdeal-deals-again":
        return _("After a misdeal the same dealer shuffles and deals again, and nobody scores.")
    raise ValueError(f"no words for the rule {rule!r}")


@renders(RuleStatement)
def rule_statement(fact: RuleStatement, item: Mapping[str, Any], lang: str) -> str:
    return _rule_sentence(fact.rule)


@renders(RuleForSeat)
def rule_for_seat(fact: RuleForSeat, item: Mapping[str, Any], lang: str) -> str:
    seat = _seat(item, lang, fact.seat, "은")
    if fact.dealer:
        return _(
            "The Canadian loner binds only the dealer's partner. %(seat)s is the dealer, so may "
            "pass, accept the turn-up with partner, or go alone.",
            seat=seat,
        )
    return _(
        "The Canadian loner binds only the dealer's partner. %(seat)s is an opponent of the "
        "dealer, so may pass, accept the turn-up with partner, or go alone.",
        seat=seat,
    )


@renders(LoneHandScores)
def lone_hand_scores(fact: LoneHandScores, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Alone, a march scores %(march)d and 3 or 4 tricks score 1; euchred, the defenders "
        "score %(euchre)d.",
        march=fact.march,
        euchre=fact.euchre,
    )


@renders(TurnedDownBarred)
def turned_down_barred(fact: TurnedDownBarred, item: Mapping[str, Any], lang: str) -> str:
    suit = Words(item, lang).suit(fact.suit)
    if fact.stuck:
        return _(
            "Nobody may name the turned-down suit in round two, a stuck dealer neither: "
            "%(suit)s were turned down.",
            suit=suit,
        )
    return _(
        "Nobody may name the turned-down suit in round two: %(suit)s were turned down.",
        suit=suit,
    )


# -- the pack ---------------------------------------------------------------------------------


@renders(KittyCount)
def kitty_count(fact: KittyCount, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "The pack has %(size)d cards and %(players)d players get %(hand)d each: "
        "%(size)d - %(dealt)d = %(left)d cards stay out of the hands.",
        size=fact.size,
        players=fact.players,
        hand=fact.hand,
        dealt=fact.players * fact.hand,
        left=fact.left,
    )


@renders(TrumpsInPack)
def trumps_in_pack(fact: TrumpsInPack, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Trumps are the %(plain)d other %(suit)s, the right bower and the left bower: "
        "%(count)d cards.",
        plain=fact.plain,
        suit=Words(item, lang).suit(fact.suit),
        count=fact.count,
    )


@renders(TricksToMake)
def tricks_to_make(fact: TricksToMake, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "With %(hand)d cards each there are %(hand)d tricks: the makers need %(need)d of "
        "them, and all %(hand)d are a march.",
        hand=fact.hand,
        need=fact.need,
    )


@renders(CardInPack)
def card_in_pack(fact: CardInPack, item: Mapping[str, Any], lang: str) -> str:
    card = Words(item, lang).card(fact.card, "은")
    if fact.low and fact.inside:
        return _(
            "The %(size)d-card pack holds the 7, 8, 9, 10, J, Q, K and A of each suit. "
            "So the %(card)s is in it.",
            size=fact.size,
            card=card,
        )
    if fact.low:
        return _(
            "The %(size)d-card pack holds the 7, 8, 9, 10, J, Q, K and A of each suit. "
            "So the %(card)s is not in it.",
            size=fact.size,
            card=card,
        )
    if fact.inside:
        return _(
            "The %(size)d-card pack holds the 9, 10, J, Q, K and A of each suit; the 7s and "
            "8s stay in the box. So the %(card)s is in it.",
            size=fact.size,
            card=card,
        )
    return _(
        "The %(size)d-card pack holds the 9, 10, J, Q, K and A of each suit; the 7s and 8s "
        "stay in the box. So the %(card)s is not in it.",
        size=fact.size,
        card=card,
    )


# -- what a hand scores -----------------------------------------------------------------------


def _march(fact: HandScores) -> str:
    if fact.alone:
        return _(
            "All %(size)d tricks alone are a march: the maker scores %(points)d.",
            size=fact.size,
            points=fact.makers,
        )
    if fact.three:
        return _(
            "All %(size)d tricks are a march: the maker scores %(points)d.",
            size=fact.size,
            points=fact.makers,
        )
    return _(
        "All %(size)d tricks are a march: the makers score %(points)d.",
        size=fact.size,
        points=fact.makers,
    )


def _made(fact: HandScores) -> str:
    last = fact.size - 1
    if fact.alone:
        return _(
            "%(need)d to %(last)d tricks make the contract: the maker scores 1, alone or not.",
            need=fact.need,
            last=last,
        )
    if fact.three:
        return _(
            "%(need)d to %(last)d tricks make the contract: the maker scores 1.",
            need=fact.need,
            last=last,
        )
    return _(
        "%(need)d to %(last)d tricks make the contract: the makers score 1.",
        need=fact.need,
        last=last,
    )


def _euchred(fact: HandScores) -> str:
    if fact.three:
        return _(
            "Fewer than %(need)d tricks: the maker is euchred and each defender scores %(points)d.",
            need=fact.need,
            points=fact.defenders,
        )
    if fact.alone and fact.usual_euchre is not None:
        return _(
            "Fewer than %(need)d tricks: the lone maker is euchred, and under this house rule "
            "that gives the defenders %(points)d, not %(usual)d.",
            need=fact.need,
            points=fact.defenders,
            usual=fact.usual_euchre,
        )
    if fact.alone:
        return _(
            "Fewer than %(need)d tricks: the maker is euchred and the defenders score "
            "%(points)d, as against a pair.",
            need=fact.need,
            points=fact.defenders,
        )
    return _(
        "Fewer than %(need)d tricks: the makers are euchred and the defenders score %(points)d.",
        need=fact.need,
        points=fact.defenders,
    )


@renders(HandScores)
def hand_scores(fact: HandScores, item: Mapping[str, Any], lang: str) -> str:
    if fact.march:
        return _march(fact)
    if fact.made:
        return _made(fact)
    return _euchred(fact)


@renders(AskedScoresNothing)
def asked_scores_nothing(fact: AskedScoresNothing, item: Mapping[str, Any], lang: str) -> str:
    if fact.side == "maker":
        return _("So the maker scores nothing.")
    if fact.side == "each-defender":
        return _("So each defender scores nothing.")
    side = ("north-south", "east-west").index(fact.side)
    return _("So %(side)s score nothing.", side=_side(side, lang, "은"))


@renders(MarchValues)
def march_values(fact: MarchValues, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "A march with partner scores %(march)d, a lone march %(lone)d. %(side)s have "
        "%(score)d and need %(need)d.",
        march=fact.march,
        lone=fact.lone,
        side=_side(fact.side, lang, "은"),
        score=fact.score,
        need=fact.need,
    )


@renders(LonerAdds)
def loner_adds(fact: LonerAdds, item: Mapping[str, Any], lang: str) -> str:
    if fact.adds == "nothing":
        return _(
            "%(march)d already reaches %(target)d: at this score going alone adds nothing, "
            "and it would give up partner's help.",
            march=fact.march,
            target=fact.target,
        )
    if fact.adds == "the-game":
        return _(
            "Only the lone march reaches %(target)d: going alone wins the game now.",
            target=fact.target,
        )
    return _(
        "Neither reaches %(target)d: far from the target a lone march simply adds %(more)d points.",
        target=fact.target,
        more=fact.lone - fact.march,
    )


@renders(ScoresAfter)
def scores_after(fact: ScoresAfter, item: Mapping[str, Any], lang: str) -> str:
    scores = ", ".join(
        _("%(side)s %(points)d", side=_side(side, lang), points=points)
        for side, points in enumerate(fact.scores)
    )
    return _("After the hand: %(scores)s.", scores=scores)


@renders(GameAfter)
def game_after(fact: GameAfter, item: Mapping[str, Any], lang: str) -> str:
    if fact.winner is None:
        return _("Nobody has %(target)d yet: play on.", target=fact.target)
    return _(
        "%(side)s reach %(target)d and win the game.",
        side=_side(fact.winner, lang, "이"),
        target=fact.target,
    )


@renders(ScoreEndsGame)
def score_ends_game(fact: ScoreEndsGame, item: Mapping[str, Any], lang: str) -> str:
    if fact.euchre:
        return _(
            "At %(score)d a euchre of the makers ends the game for the defenders.",
            score=fact.score,
        )
    return _(
        "At %(score)d any make ends the game, with partner or alone, a single point or a march.",
        score=fact.score,
    )


# -- the stuck dealer's hand ------------------------------------------------------------------


def _trumps(codes: Sequence[str], lang: str) -> str:
    if not codes:
        return p_("cards", "none")
    cards = parse_cards(" ".join(codes))
    return cards_list(cards, lang)


@renders(TrumpsBySuit)
def trumps_by_suit(fact: TrumpsBySuit, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    counts = clauses(
        p_(
            "trumps-by-suit",
            "%(suit)s %(count)d (%(cards)s)",
            suit=w.suit(suit),
            count=len(cards),
            cards=_trumps(cards, lang),
        )
        for suit, cards in zip(fact.suits, fact.trumps, strict=True)
    )
    return _("Trumps in each suit: %(counts)s.", counts=counts)


@renders(LeftBowerCounts)
def left_bower_counts(fact: LeftBowerCounts, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "The %(card)s is the left bower when %(suit)s are trump: it counts as one of them, "
        "not as one of its printed suit.",
        card=w.card(fact.card, "은"),
        suit=w.suit(fact.suit, "이"),
    )


@renders(MostTrumps)
def most_trumps(fact: MostTrumps, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Naming %(suit)s gives the most trumps: a stuck dealer goes where the trumps are.",
        suit=Words(item, lang).suit(fact.suit, "을"),
    )


@renders(BestTrumpWith)
def best_trump_with(fact: BestTrumpWith, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "With %(suit)s trump the best is the %(card)s, trump number %(place)d from the top.",
        suit=Words(item, lang).suit(fact.suit, "이"),
        card=str(parse_card(fact.card)),
        place=fact.place,
    )


@renders(StrongerBestTrump)
def stronger_best_trump(fact: StrongerBestTrump, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "So %(suit)s give the stronger best trump.",
        suit=Words(item, lang).suit(fact.suit, "로"),
    )


# -- the partner's take-over ------------------------------------------------------------------


@renders(MakerSitsOut)
def maker_sits_out(fact: MakerSitsOut, item: Mapping[str, Any], lang: str) -> str:
    if fact.picked_up:  # the dealer who took the turn-up did not order it up
        return _(
            "Under this house rule, once trump is fixed the maker's partner may take the hand "
            "and play it alone; %(seat)s, who picked up the turn-up, then lays the cards down "
            "and sits out.",
            seat=_seat(item, lang, fact.caller, "은"),
        )
    return _(
        "Under this house rule, once trump is fixed the maker's partner may take the hand and "
        "play it alone; %(seat)s, who ordered up, then lays the cards down and sits out.",
        seat=_seat(item, lang, fact.caller, "은"),
    )


@renders(LoneMarchStill)
def lone_march_still(fact: LoneMarchStill, item: Mapping[str, Any], lang: str) -> str:
    return _("A lone march still scores %(points)d for the side.", points=fact.points)


@renders(AlreadyAlone)
def already_alone(fact: AlreadyAlone, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "%(seat)s already went alone: the partner sits out and has no hand to take over.",
        seat=_seat(item, lang, fact.caller, "이"),
    )


# -- after the deal ---------------------------------------------------------------------------


@renders(AllPassNoMisdeal)
def all_pass_no_misdeal(fact: AllPassNoMisdeal, item: Mapping[str, Any], lang: str) -> str:
    if fact.thrown_in:
        return _(
            "Everybody passing is no misdeal: the deal itself was fine; under these rules the "
            "hand is thrown in, nobody scores and the next player deals."
        )
    return _(
        "Everybody passing is no misdeal: the deal itself was fine; under stick the dealer the "
        "dealer must name a suit in round two."
    )


@renders(UsualPackets)
def usual_packets(fact: UsualPackets, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Packets of %(first)d and %(second)d are the usual way to deal: every player holds "
        "%(total)d, nothing is wrong, and the calling begins.",
        first=fact.first,
        second=fact.second,
        total=fact.first + fact.second,
    )


@renders(WrongCardCount)
def wrong_card_count(fact: WrongCardCount, item: Mapping[str, Any], lang: str) -> str:
    return _(
        "Every player is dealt %(hand)d cards; %(seat)s holds %(held)d: a misdeal.",
        hand=fact.hand,
        seat=_seat(item, lang, fact.seat, "이"),
        held=fact.held,
    )
