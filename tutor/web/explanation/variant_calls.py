"""Words for the three-hand call's explanation facts (``tutor.quiz.kinds.variant_calls.facts``):
the trumps a call gives, where the turn-up goes, the maker's three tricks alone against two,
the stuck dealer's suit, the other choices, the values and the answer. Messages carry the
context ``variant-call``; Korean particles after cards and suits through ``tutor.korean``.

The maker plays alone: the Korean says 메이커 (one player), never 메이커 쪽 (a side).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.engine import parse_card
from tutor.grammar import grammar
from tutor.quiz.kinds.variant_calls.facts import (
    BestCall,
    CallPoints,
    DealerCountAlone,
    EveryChoiceLoses,
    MakerAloneCall,
    MakerAlonePass,
    OtherSuitHolding,
    RoundTwoChance,
    RoundTwoPass,
    StuckDealerSuit,
    StuckLater,
    SuitEdge,
    ThreeHandTurnUp,
    TrumpHolding,
    TurnedDownSuit,
    VariantCounterNote,
)
from tutor.quiz.kinds.variant_calls.themes import COUNTER_RULES
from tutor.quiz.principles import advice_in
from tutor.quiz.words import capital, seat_name
from tutor.web.explanation.heard import proof_heard
from tutor.web.explanation.registry import renders
from tutor.web.labels import label_of
from tutor.web.text import p_
from tutor.web.words import Words

_CTX = "variant-call"
# Numbers as words: "two trumps" / 두 장 (Korean counts a word before 장).
_WORDS = ("no", "one", "two", "three", "four", "five", "six")


def _word(n: int) -> str:
    """ "two" / 두."""
    return p_("variant-call-number", _WORDS[n])


def _digit(n: int) -> str:
    """ "two" / 2 (Korean writes the digit before 장)."""
    return p_("variant-call-count", _WORDS[n])


def _with_particle(text: str, particle: str, lang: str) -> str:
    return grammar(lang).particle(text, particle)


def _name(code: str) -> str:
    """A card as these sentences write it, the joker by its British name (Benny, 베니)."""
    card = parse_card(code)
    return p_("written card", "Benny") if card.is_joker else str(card)


def _cards(codes: Sequence[str], lang: str, particle: str = "") -> str:
    """Cards listed with commas, the joker as the Benny; the particle after the last."""
    return _with_particle(", ".join(_name(c) for c in codes), particle, lang)


def _card(code: str, lang: str, particle: str = "") -> str:
    return _cards((code,), lang, particle)


def _and_cards(codes: Sequence[str], lang: str, particle: str = "") -> str:
    """ "the A♣", "the Q♣ and 9♣" (after "the"); Korean lists them with commas."""
    return grammar(lang).listing([_name(c) for c in codes], particle=particle)


def _suit(code: str, item: Mapping[str, Any], lang: str, particle: str = "") -> str:
    return Words(item, lang).suit(code, particle)


def _label(item: Mapping[str, Any], option: str, lang: str) -> str:
    return label_of(item, option, lang)


# -- the counter-example's note -------------------------------------------------------------


@renders(VariantCounterNote)
def counter_note(fact: VariantCounterNote, item: Mapping[str, Any], lang: str) -> str:
    # The advice quoted as rules-spec §4 states it (``principles.ADVICE``).
    rule = advice_in(COUNTER_RULES[fact.theme], lang)
    if fact.case == "three-hand":
        return p_(
            _CTX,
            "The usual advice — %(rule)s — does not carry over to three-hand Euchre: there is "
            "no partner, so every trick must come from your own hand.",
            rule=rule,
        )
    if fact.case == "short-take-up":
        if fact.count == 1:
            return p_(
                _CTX,
                "The usual advice — %(rule)s — does not decide this hand: the take-up gives you "
                "only %(count)s trump, so count the tricks your cards bring.",
                rule=rule,
                count=_word(fact.count),
            )
        return p_(
            _CTX,
            "The usual advice — %(rule)s — does not decide this hand: the take-up gives you "
            "only %(count)s trumps, so count the tricks your cards bring.",
            rule=rule,
            count=_word(fact.count),
        )
    if fact.case == "turn-down-pass":
        if fact.high:
            return p_(
                _CTX,
                "The usual advice — %(rule)s — gives way here. Alone against two, three trumps "
                "are not three tricks: only the %(card)s ranks ace or higher.",
                rule=rule,
                card=_card(fact.high[0], lang),
            )
        return p_(
            _CTX,
            "The usual advice — %(rule)s — gives way here. Alone against two, three trumps are "
            "not three tricks: none of them ranks ace or higher.",
            rule=rule,
        )
    return p_(_CTX, "The usual advice — %(rule)s — gives way here.", rule=rule)


# -- the position -----------------------------------------------------------------------------


@renders(TurnedDownSuit)
def turned_down_suit(fact: TurnedDownSuit, item: Mapping[str, Any], lang: str) -> str:
    return p_(
        _CTX,
        "%(suit)s were turned down and cannot be named.",
        suit=capital(_suit(fact.suit, item, lang, "은")),
    )


@renders(TrumpHolding)
def trump_holding(fact: TrumpHolding, item: Mapping[str, Any], lang: str) -> str:
    if not fact.trumps:
        return p_(_CTX, "You would hold no trump at all.")
    values = {
        "suit": _suit(fact.trump, item, lang, "이"),
        "count": len(fact.trumps),
        "cards": _cards(fact.trumps, lang),
    }
    if fact.taken:
        values["card"] = _card(fact.taken, lang, "을")
        if len(fact.trumps) == 1:
            return p_(
                _CTX,
                "With %(suit)s trump you would hold %(count)d trump (with the %(card)s): "
                "%(cards)s.",
                **values,
            )
        return p_(
            _CTX,
            "With %(suit)s trump you would hold %(count)d trumps (with the %(card)s): %(cards)s.",
            **values,
        )
    if len(fact.trumps) == 1:
        return p_(_CTX, "With %(suit)s trump you would hold %(count)d trump: %(cards)s.", **values)
    return p_(_CTX, "With %(suit)s trump you would hold %(count)d trumps: %(cards)s.", **values)


@renders(ThreeHandTurnUp)
def three_hand_turn_up(fact: ThreeHandTurnUp, item: Mapping[str, Any], lang: str) -> str:
    if fact.other_seat < 0:
        return p_(
            _CTX,
            "If you take up the %(card)s, you discard one card and play alone against both "
            "opponents.",
            card=_card(fact.card, lang, "을"),
        )
    return p_(
        _CTX,
        "Ordering it up gives the %(card)s to the dealer, %(dealer)s, and you play alone "
        "against the dealer and %(other)s.",
        card=_card(fact.card, lang, "은"),
        dealer=seat_name(fact.dealer_seat, fact.seat, 3, lang),
        other=seat_name(fact.other_seat, fact.seat, 3, lang),
    )


# -- the principle's sentence -------------------------------------------------------------------


@renders(StuckDealerSuit)
def stuck_dealer_suit(fact: StuckDealerSuit, item: Mapping[str, Any], lang: str) -> str:
    values = {
        "named": capital(_suit(fact.named, item, lang, "을")),
        "cards": _cards(fact.trumps, lang),
        "high": _digit(fact.high),
    }
    if fact.high:
        line = p_(
            _CTX,
            "Stuck as dealer, you play the suit you name alone against both opponents: name "
            "the suit with the most trumps, and among those with as many, the most ranked ace "
            "or higher. %(named)s give you %(cards)s (%(high)s ranked ace or higher).",
            **values,
        )
    else:
        line = p_(
            _CTX,
            "Stuck as dealer, you play the suit you name alone against both opponents: name "
            "the suit with the most trumps, and among those with as many, the most ranked ace "
            "or higher. %(named)s give you %(cards)s (none ranked ace or higher).",
            **values,
        )
    if not fact.tied:
        return line
    names = [_suit(code, item, lang) for code in fact.tied]
    tied = names[0]
    if len(names) == 2:
        tied = p_(
            _CTX,
            "%(first)s and %(second)s",
            first=_with_particle(names[0], "와", lang),
            second=names[1],
        )
    # The tie-breaks the suit sentences then apply, announced (review 6: 1102/20 decided on
    # the right bower, a rule the text had not stated): ``principles.HOLDING_EDGES``.
    tail = p_(
        _CTX,
        "%(tied)s would give you as many of both, so the counts do not decide: then the suit "
        "where you would hold the right bower, and after that the one with an off-suit ace "
        "beside its trumps.",
        tied=capital(tied),
    )
    return f"{line} {tail}"


def _maker_intro() -> str:
    return p_(
        _CTX,
        "Alone against both opponents, the maker needs three tricks of the five from their own "
        "hand: two trumps ranked ace or higher, and a third trick from another trump or an "
        "off-suit ace.",
    )


@renders(MakerAlonePass)
def maker_alone_pass(fact: MakerAlonePass, item: Mapping[str, Any], lang: str) -> str:
    done = p_(_CTX, "Turn it down.") if fact.dealer else p_(_CTX, "Pass.")
    if len(fact.high) >= 2:
        reason = p_(
            _CTX,
            "You hold two high trumps (%(cards)s), but no third trick of your own: no third "
            "trump and no off-suit ace.",
            cards=_cards(fact.high, lang, "로"),
        )
        return f"{_maker_intro()} {reason} {done}"
    if fact.high:
        high = p_(
            _CTX, "Here only the %(card)s ranks ace or higher", card=_card(fact.high[0], lang)
        )
    else:
        high = p_(_CTX, "Here none of your trumps ranks ace or higher")
    likely = len(fact.high) + len(fact.aces)
    aces = _and_cards(fact.aces, lang, "과")
    if fact.aces and fact.high and likely == 1:
        side = p_(
            _CTX, ", and with the %(aces)s beside it you can count on one trick at most", aces=aces
        )
    elif fact.aces and fact.high:
        side = p_(
            _CTX,
            ", and with the %(aces)s beside it you can count on %(count)s tricks at most",
            aces=aces,
            count=_word(likely),
        )
    elif fact.aces and likely == 1:
        side = p_(
            _CTX,
            ", and with the %(aces)s beside them you can count on one trick at most",
            aces=aces,
        )
    elif fact.aces:
        side = p_(
            _CTX,
            ", and with the %(aces)s beside them you can count on %(count)s tricks at most",
            aces=aces,
            count=_word(likely),
        )
    elif fact.high:
        # The one high trump was just named (``high``): the sentence does not repeat it.
        side = p_(_CTX, ", and you hold no off-suit ace beside that one trump")
    else:
        side = p_(_CTX, ", and you hold no off-suit ace: no trick you can count on")
    line = p_(_CTX, "%(high)s%(side)s, short of the three you need.", high=high, side=side)
    if fact.trumps >= 3:
        if fact.high:
            count = p_(
                _CTX,
                "Counting trumps is not enough: the %(lows)s rank below the ace.",
                lows=_and_cards(fact.lows, lang, "은"),
            )
        else:
            count = p_(_CTX, "Counting trumps is not enough: all of them rank below the ace.")
        line = f"{line} {count}"
    return f"{_maker_intro()} {line} {done}"


def _third_trick(fact: MakerAloneCall, lang: str) -> str:
    """ "your 10♦ and 8♦ (a third and a fourth trump) can give you the third trick"."""
    parts: list[str] = []
    if fact.extra:
        # English joins the cards with "and", Korean with commas.
        cards = grammar(lang).joined([_name(c) for c in fact.extra])
        ordinals = (
            p_(_CTX, "your %(cards)s (a third trump)", cards=cards),
            p_(_CTX, "your %(cards)s (a third and a fourth trump)", cards=cards),
            p_(_CTX, "your %(cards)s (a third, a fourth, a fifth trump)", cards=cards),
            # A dealer alone with six trumps (the turn-up taken) names four beyond the top two.
            p_(_CTX, "your %(cards)s (a third, a fourth, a fifth, a sixth trump)", cards=cards),
        )
        parts.append(ordinals[len(fact.extra) - 1])
    if fact.aces:
        cards = grammar(lang).joined([_name(c) for c in fact.aces])
        if len(fact.aces) > 1:
            parts.append(p_(_CTX, "your %(cards)s (off-suit aces)", cards=cards))
        else:
            parts.append(p_(_CTX, "your %(cards)s (an off-suit ace)", cards=cards))
    if len(parts) == 1:
        return p_(
            _CTX,
            "%(cards)s can give you the third trick",
            cards=_with_particle(parts[0], "이", lang),
        )
    return p_(
        _CTX,
        "%(first)s and %(second)s can give you the third trick",
        first=_with_particle(parts[0], "와", lang),
        second=_with_particle(parts[1], "이", lang),
    )


@renders(MakerAloneCall)
def maker_alone_call(fact: MakerAloneCall, item: Mapping[str, Any], lang: str) -> str:
    act = p_(_CTX, "take it up") if fact.dealer else p_(_CTX, "order it up")
    if fact.top_three:
        first, second, third = (_card(c, lang) for c in fact.top_three)
        cards = p_(
            _CTX,
            "the %(first)s, the %(second)s and the %(third)s",
            first=first,
            second=second,
            third=third,
        )
        line = p_(
            _CTX,
            "Here %(cards)s are the top three trumps, three sure tricks: %(act)s.",
            cards=_with_particle(cards, "이", lang),
            act=act,
        )
    else:
        first, second = (_card(c, lang) for c in fact.top)
        cards = p_(_CTX, "the %(first)s and the %(second)s", first=first, second=second)
        line = p_(
            _CTX,
            "Here %(cards)s are two high trumps, and %(third)s: %(act)s.",
            cards=_with_particle(cards, "이", lang),
            third=_third_trick(fact, lang),
            act=act,
        )
    line = f"{_maker_intro()} {line}"
    if fact.upcard:
        card = _card(fact.upcard, lang, "이")
        if fact.top_card:
            given = p_(
                _CTX,
                "Ordering up does give the dealer the %(card)s, the top trump, but passing does "
                "not keep it from the dealer, who may take it up and play alone against you "
                "two. Your hand is worth the call all the same.",
                card=card,
            )
        else:
            given = p_(
                _CTX,
                "Ordering up does give the dealer the %(card)s, a high trump, but passing does "
                "not keep it from the dealer, who may take it up and play alone against you "
                "two. Your hand is worth the call all the same.",
                card=card,
            )
        line = f"{line} {given}"
    if fact.counted:
        # A-11 read for a dealer alone against two: the count first, then the tricks.
        counted = p_(
            _CTX,
            "Count the turn-up as part of your hand, and your discard as a free improvement: "
            "in four-player Euchre three trumps counting the turn-up make taking it up "
            "standard, but alone against two it is the tricks of your own that count.",
        )
        line = f"{counted} {line}"
    return line


@renders(DealerCountAlone)
def dealer_count_alone(fact: DealerCountAlone, item: Mapping[str, Any], lang: str) -> str:
    intro = p_(
        _CTX,
        "Count the turn-up as part of your hand, and your discard as a free improvement. In "
        "four-player Euchre three trumps counting the turn-up make taking it up standard, but "
        "alone against two it is the tricks of your own that count.",
    )
    count = _word(fact.count)
    if fact.case == "pass" and fact.count == 1:
        here = p_(_CTX, "Here the take-up gives you only %(count)s trump.", count=count)
    elif fact.case == "pass":
        here = p_(_CTX, "Here the take-up gives you only %(count)s trumps.", count=count)
    elif fact.case == "short":
        here = p_(
            _CTX,
            "Here the take-up gives you %(count)s trumps; count the tricks they bring.",
            count=count,
        )
    else:
        values = {
            "count": count,
            "likely": _and_cards(fact.likely, lang, "이"),
            "lows": _and_cards(fact.lows, lang, "으로"),
        }
        one = len(fact.likely) == 1
        if fact.high == 1 and one:
            message = (
                "Here the take-up gives you %(count)s trumps, only one of them ranked ace or "
                "higher, so count tricks, not trumps: the %(likely)s is a likely trick, and with "
                "the %(lows)s to ruff a side suit a third trick is within reach: take it up."
            )
        elif fact.high == 1:
            message = (
                "Here the take-up gives you %(count)s trumps, only one of them ranked ace or "
                "higher, so count tricks, not trumps: the %(likely)s are likely tricks, and with "
                "the %(lows)s to ruff a side suit a third trick is within reach: take it up."
            )
        elif one:
            message = (
                "Here the take-up gives you %(count)s trumps, none of them ranked ace or "
                "higher, so count tricks, not trumps: the %(likely)s is a likely trick, and with "
                "the %(lows)s to ruff a side suit a third trick is within reach: take it up."
            )
        else:
            message = (
                "Here the take-up gives you %(count)s trumps, none of them ranked ace or "
                "higher, so count tricks, not trumps: the %(likely)s are likely tricks, and with "
                "the %(lows)s to ruff a side suit a third trick is within reach: take it up."
            )
        here = p_(_CTX, message, **values)
    return f"{intro} {here}"


# -- the other choices ------------------------------------------------------------------------


def _concluded(
    line: str, fact: SuitEdge | OtherSuitHolding, item: Mapping[str, Any], lang: str
) -> str:
    """The last suit weighed ends with the suit named (issue 10)."""
    if not fact.concludes:
        return p_(_CTX, "%(sentence)s.", sentence=line)
    return p_(
        _CTX,
        "%(sentence)s, so name %(suit)s.",
        sentence=line,
        suit=_suit(fact.named, item, lang, "을"),
    )


def _count_held(codes: Sequence[str], lang: str) -> str:
    """ "4 (J♠, …)"; Korean "J♣ 한 장" or "4장(J♠, …)"."""
    if len(codes) == 1:
        return p_(_CTX, "1 (%(cards)s)", cards=_cards(codes, lang))
    return p_(_CTX, "%(count)d (%(cards)s)", count=len(codes), cards=_cards(codes, lang))


def _against(fact: SuitEdge, item: Mapping[str, Any], lang: str) -> str:
    """The other suit's count: "2" / "none"; Korean names the suit there ("다이아몬드로는
    2장뿐입니다"), so its messages are Korean's own (their msgids gloss them)."""
    if not grammar(lang).head_final:
        return str(fact.against) if fact.against else p_(_CTX, "none")
    suit = _suit(fact.other, item, lang, "으로")
    if fact.against:
        return p_(_CTX, "only %(count)d by %(suit)s", count=fact.against, suit=suit)
    return p_(_CTX, "not one by %(suit)s", suit=suit)


@renders(SuitEdge)
def suit_edge(fact: SuitEdge, item: Mapping[str, Any], lang: str) -> str:
    if fact.edge == "more-trumps":
        edge = p_(
            _CTX,
            "more trumps: %(mine)s against %(against)s",
            mine=_count_held(fact.cards, lang),
            against=_against(fact, item, lang),
        )
    elif fact.edge == "more-high-trumps":
        edge = p_(
            _CTX,
            "more high trumps: %(mine)s against %(against)s",
            mine=_count_held(fact.cards, lang),
            against=_against(fact, item, lang),
        )
    elif fact.edge == "right-bower":
        # The card is in the hand either way: what naming the suit changes is its rank.
        edge = p_(_CTX, "the %(card)s as the right bower", card=_card(fact.cards[0], lang, "이"))
    else:
        cards = _with_particle(grammar(lang).joined([_name(c) for c in fact.cards]), "가", lang)
        edge = p_(_CTX, "as many trumps and the %(cards)s as an off-suit ace besides", cards=cards)
    values = {
        "other": capital(_suit(fact.other, item, lang, "을")),
        "named": _suit(fact.named, item, lang, "을"),
        "held": _cards(fact.held, lang),
        "edge": edge,
    }
    if fact.held:
        line = p_(
            _CTX, "%(other)s would give you %(held)s, but %(named)s give you %(edge)s", **values
        )
    else:
        line = p_(
            _CTX, "%(other)s would give you no trump, but %(named)s give you %(edge)s", **values
        )
    return _concluded(line, fact, item, lang)


@renders(OtherSuitHolding)
def other_suit_holding(fact: OtherSuitHolding, item: Mapping[str, Any], lang: str) -> str:
    values = {
        "suit": capital(_suit(fact.suit, item, lang, "을")),
        "cards": _cards(fact.trumps, lang),
        "high": _digit(fact.high),
    }
    if not fact.trumps:
        line = p_(_CTX, "%(suit)s would give you no trump", **values)
    elif fact.high:
        line = p_(
            _CTX, "%(suit)s would give you %(cards)s (%(high)s ranked ace or higher)", **values
        )
    else:
        line = p_(_CTX, "%(suit)s would give you %(cards)s (none ranked ace or higher)", **values)
    return _concluded(line, fact, item, lang)


@renders(RoundTwoPass)
def round_two_pass(fact: RoundTwoPass, item: Mapping[str, Any], lang: str) -> str:
    if fact.suit:
        return p_(
            _CTX,
            "Passing hands the call to the players after you, and if everyone passes the cards "
            "are redealt; with two high trumps in %(suit)s, your own call is worth more.",
            suit=_suit(fact.suit, item, lang),
        )
    return p_(
        _CTX,
        "Passing as the dealer ends the calling: the cards are redealt and nobody scores, while "
        "your call is worth points.",
    )


@renders(RoundTwoChance)
def round_two_chance(fact: RoundTwoChance, item: Mapping[str, Any], lang: str) -> str:
    cards = _cards(fact.trumps, lang)
    takes = ""
    if fact.takes:
        # Korean puts the particle after the parenthesis, as fits the cards before it.
        taken = p_(_CTX, " (with the %(card)s you would take)", card=_card(fact.upcard, lang))
        takes = taken + grammar(lang).particle_after(cards, "로")
    else:
        cards = _with_particle(cards, "로", lang)
    values = {
        "upcard": _card(fact.upcard, lang, "을"),
        "suit": _suit(fact.suit, item, lang, "을"),
        "cards": cards,
        "takes": takes,
        "high": _digit(fact.high),
    }
    if fact.high == len(fact.trumps) == 2:
        message = (
            "Passing keeps round two open: if everyone passes the %(upcard)s, you can name "
            "%(suit)s there, with %(cards)s%(takes)s, both ranked ace or higher"
        )
    else:
        message = (
            "Passing keeps round two open: if everyone passes the %(upcard)s, you can name "
            "%(suit)s there, with %(cards)s%(takes)s, %(high)s of them ranked ace or higher"
        )
    line = p_(_CTX, message, **values)
    if fact.first:
        return p_(_CTX, "%(sentence)s.", sentence=line)
    return p_(_CTX, "%(sentence)s, unless a player before you names a suit first.", sentence=line)


@renders(StuckLater)
def stuck_later(fact: StuckLater, item: Mapping[str, Any], lang: str) -> str:
    if not fact.trumps:
        return p_(
            _CTX,
            "If you turn it down and both opponents pass again, stick the dealer makes you name "
            "a suit in round two, and you would hold no trump in any other suit.",
        )
    values = {
        "suit": _suit(fact.suit, item, lang, "로"),
        "cards": _cards(fact.trumps, lang),
        "cards_with": _cards(fact.trumps, lang, "로"),
        "high": _digit(fact.high),
    }
    if len(fact.trumps) == 1:
        message = (
            "If you turn it down and both opponents pass again, stick the dealer makes you name "
            "a suit in round two: your best would be %(suit)s, with %(cards)s."
        )
    elif fact.bowers:
        message = (
            "If you turn it down and both opponents pass again, stick the dealer makes you name "
            "a suit in round two: your best would be %(suit)s, with %(cards_with)s, both bowers."
        )
    elif fact.high:
        message = (
            "If you turn it down and both opponents pass again, stick the dealer makes you name "
            "a suit in round two: your best would be %(suit)s, with %(cards)s, %(high)s of them "
            "ranked ace or higher."
        )
    else:
        message = (
            "If you turn it down and both opponents pass again, stick the dealer makes you name "
            "a suit in round two: your best would be %(suit)s, with %(cards)s, none of them "
            "ranked ace or higher."
        )
    return p_(_CTX, message, **values)


@renders(EveryChoiceLoses)
def every_choice_loses(fact: EveryChoiceLoses, item: Mapping[str, Any], lang: str) -> str:
    if fact.case == "stuck":
        return p_(
            _CTX,
            "Every suit loses points here on average, but you may not pass: name the suit that "
            "loses least.",
        )
    if fact.case == "benny":
        label = _label(item, str(item["answer"][0]), lang)
        return p_(
            _CTX,
            "Every choice loses points here, but the Benny has already made your side the "
            "makers: %(answer)s loses least.",
            answer=_with_particle(grammar(lang).lower_start(label), "이", lang),
        )
    if fact.case == "turn-down":
        return p_(
            _CTX,
            "Every choice loses points here. Turning it down loses least, even counting the suit "
            "you must name in round two if both opponents pass again.",
        )
    return p_(
        _CTX,
        "Every choice loses points here. Passing loses least: what the opponents score after "
        "your pass costs less, on average, than a call of your own would.",
    )


@renders(CallPoints)
def call_points(fact: CallPoints, item: Mapping[str, Any], lang: str) -> str:
    points = ", ".join(f"{_label(item, o, lang)} {v:+.2f}" for o, v in fact.points)
    if proof_heard(item) and fact.players == 3:
        return p_(
            _CTX,
            "Playing out %(samples)d deals of the unseen cards, each drawn as often as it would "
            "lead to the calls made, your expected points minus the average of your opponents' "
            "are: %(points)s.",
            samples=fact.samples,
            points=points,
        )
    if proof_heard(item):
        return p_(
            _CTX,
            "Playing out %(samples)d deals of the unseen cards, each drawn as often as it would "
            "lead to the calls made, the expected points for your side are: %(points)s.",
            samples=fact.samples,
            points=points,
        )
    if fact.players == 3:
        return p_(
            _CTX,
            "Playing out %(samples)d deals of the unseen cards, your expected points minus the "
            "average of your opponents' are: %(points)s.",
            samples=fact.samples,
            points=points,
        )
    return p_(
        _CTX,
        "Playing out %(samples)d deals of the unseen cards, the expected points for your side "
        "are: %(points)s.",
        samples=fact.samples,
        points=points,
    )


@renders(BestCall)
def best_call(fact: BestCall, item: Mapping[str, Any], lang: str) -> str:
    return p_(_CTX, "Best: %(answer)s.", answer=_label(item, fact.answer, lang))
