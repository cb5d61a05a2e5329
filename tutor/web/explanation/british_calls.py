"""Words for the British call's own explanation facts
(``tutor.quiz.kinds.variant_calls.british_facts``): the turn-up the caller takes, the Benny
named blind, the loner A-9 weighs and what keeps its march in doubt, round two's
turned-down card. Shared facts' words and helpers: ``tutor.web.explanation.variant_calls``;
a disputed loner's numbers: ``tutor.web.explanation.lone``, as every calling kind says them.

Korean clauses that end a sentence or join the next take their ending from the message's
context (``variant-call-end`` / ``variant-call-and``), so the particle rule stays in
``tutor.korean`` and no Korean ending is built in code.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.engine import parse_card
from tutor.grammar import grammar
from tutor.quiz.kinds.variant_calls.british_facts import (
    BennyNamedBlind,
    BritishCallRule,
    BritishCounterNote,
    BritishRoundTwo,
    BritishTurnUp,
    DealerCount,
    LoneGoes,
    LoneHand,
    LoneRule,
    NotAlone,
    OppositeDealer,
    StrongPass,
)
from tutor.quiz.kinds.variant_calls.themes import COUNTER_RULES
from tutor.quiz.principles import advice_in
from tutor.web.explanation.registry import renders
from tutor.web.explanation.variant_calls import (
    _CTX,
    _and_cards,
    _card,
    _cards,
    _suit,
    _with_particle,
    _word,
)
from tutor.web.text import p_


def _rule() -> str:
    """A-9's lone hands as the course states them with the Benny in the pack."""
    return p_(
        _CTX,
        "the top three trumps (the Benny and both bowers), both bowers with the ace, or four "
        "trumps",
    )


def _stay() -> str:
    return p_(_CTX, "stay with your partner when a march alone is doubtful")


def _points(n: int) -> str:
    """ "1 point", "4 points" / 1점, 4점."""
    if abs(n) == 1:
        return p_(_CTX, "%(count)d point", count=n)
    return p_(_CTX, "%(count)d points", count=n)


def _made(hand: LoneHand) -> str:
    """ "three or four tricks" / 세 트릭이나 네 트릭."""
    values = {"low": _word(hand.made_low), "high": _word(hand.made_high)}
    if hand.made_high == hand.made_low + 1:
        return p_(_CTX, "%(low)s or %(high)s tricks", **values)
    return p_(_CTX, "%(low)s to %(high)s tricks", **values)


def _no_more(hand: LoneHand, lang: str) -> str:
    """Why a lone hand in doubt stays with the partner (``words.alone_no_more``); the
    Korean is a stem its sentence ends."""
    made = _made(hand)
    if hand.made_alone <= hand.made_pair:
        return p_(
            _CTX,
            "%(made)s alone score no more than with your partner",
            made=_with_particle(made, "을", lang),
        )
    return p_(
        _CTX,
        "%(made)s alone score %(alone)s, with your partner %(pair)s",
        made=_with_particle(made, "은", lang),
        alone=_points(hand.made_alone),
        pair=_points(hand.made_pair),
    )


def _the(codes: Sequence[str], lang: str) -> str:
    return _and_cards(codes, lang)


def _what(hand: LoneHand, lang: str) -> str:
    """The cards a loner plays with: the trumps (the top three said as such), what stands beside
    them, the discard."""
    trumps = list(hand.trumps)
    benny = any(parse_card(c).is_joker for c in trumps)
    if hand.top_three and benny:
        what = p_(_CTX, "the top three trumps (%(cards)s)", cards=_cards(trumps[:3], lang))
        rest = trumps[3:]
        if rest or hand.side:
            if grammar(lang).head_final:  # "으뜸패 … 과 다른 무늬 …": each group named
                parts = (
                    [p_(_CTX, "trumps %(cards)s", cards=_cards(rest, lang))] if rest else []
                ) + (
                    [p_(_CTX, "side cards %(cards)s", cards=_cards(hand.side, lang))]
                    if hand.side
                    else []
                )
                beside = (
                    _with_particle(parts[0], "과", lang) + " " + parts[1]
                    if len(parts) > 1
                    else parts[0]
                )
            else:
                beside = _the([*rest, *hand.side], lang)
            what = p_(_CTX, "%(hand)s, beside them the %(cards)s", hand=what, cards=beside)
    else:
        if len(trumps) == 1:
            what = p_(_CTX, "%(count)d trump (%(cards)s)", count=1, cards=_cards(trumps, lang))
        else:
            what = p_(
                _CTX, "%(count)d trumps (%(cards)s)", count=len(trumps), cards=_cards(trumps, lang)
            )
        if hand.top_three:
            what = p_(_CTX, "%(hand)s, both bowers and the ace among them", hand=what)
        if hand.side:
            what = p_(
                _CTX,
                "%(hand)s, beside them the %(side)s",
                hand=what,
                side=_the(hand.side, lang),
            )
    if hand.discarded:
        what = p_(
            _CTX,
            "%(hand)s, after discarding the %(card)s",
            hand=what,
            card=_card(hand.discarded, lang, "을"),
        )
    return what


def _out(codes: Sequence[str], lang: str) -> str:
    """The trumps out against the loner: "the Benny and J♣" / 베니와 J♣은."""
    names = [_card(c, lang) for c in codes]
    if len(names) == 2:  # "the Benny and J♣" / "베니와 J♣"
        return _with_particle(grammar(lang).chain(names), "은", lang)
    return _with_particle(grammar(lang).listing(names), "은", lang)


def _clause(context: str, hand: LoneHand, which: str, lang: str) -> str:
    """One reason a march alone is in doubt, ending its sentence or joining the next."""
    if which == "loser":
        return p_(
            context,
            "your fifth card, the %(card)s, is neither an ace nor a trump",
            card=_card(hand.loser, lang, "은"),
        )
    values = {
        "out": _out(hand.out, lang),
        "second": _card(hand.second, lang) if hand.second else "",
    }
    many = len(hand.out) > 1
    if hand.second and many:
        message = "the %(out)s rank above your %(second)s and can each take a trick from you"
    elif hand.second:
        message = "the %(out)s ranks above your %(second)s and can take a trick from you"
    elif many:
        message = "the %(out)s outrank every trump you hold and can each take a trick from you"
    else:
        message = "the %(out)s outranks every trump you hold and can take a trick from you"
    return p_(context, message, **values)


def _lack(hand: LoneHand, lang: str) -> str:
    """What keeps the hand from A-9's loner, a whole clause (the trumps out against it first,
    then a small fifth card)."""
    if hand.lack == "no-trump":
        return p_(_CTX, "you would hold no trump at all")
    if hand.lack == "no-hand":
        values = {"count": len(hand.trumps), "cards": _cards(hand.trumps, lang)}
        if len(hand.trumps) == 1:
            return p_(_CTX, "your %(count)d trump (%(cards)s) make no such hand", **values)
        return p_(_CTX, "your %(count)d trumps (%(cards)s) make no such hand", **values)
    if hand.lack == "top-losers":
        return p_(
            _CTX,
            "beside the top trumps the %(cards)s would likely each lose a trick alone",
            cards=_and_cards(hand.losers, lang, "은"),
        )
    if hand.lack == "":
        return ""
    parts = (["out"] if hand.out else []) + (["loser"] if hand.loser else [])
    if len(parts) == 1:
        return _clause("variant-call-end", hand, parts[0], lang)
    return p_(
        _CTX,
        "%(first)s, and %(second)s",
        first=_clause("variant-call-and", hand, parts[0], lang),
        second=_clause("variant-call-end", hand, parts[1], lang),
    )


# -- the position -----------------------------------------------------------------------------


@renders(BritishTurnUp)
def british_turn_up(fact: BritishTurnUp, item: Mapping[str, Any], lang: str) -> str:
    if fact.dealer:
        return p_(
            _CTX,
            "You would take up the %(card)s and discard one card.",
            card=_card(fact.card, lang, "을"),
        )
    return p_(
        _CTX,
        "Under the British rule the %(card)s would come to you, not to the dealer: count it as "
        "your own card. (In most rules elsewhere the dealer would take it.)",
        card=_card(fact.card, lang, "이"),
    )


def _counted(codes: Sequence[str], lang: str) -> str:
    """The high trumps named; Korean counts them after ("J♣, J♠ 두")."""
    if not grammar(lang).head_final:
        return _cards(codes, lang)
    return p_(
        _CTX, "%(cards)s, %(count)s of them", cards=_cards(codes, lang), count=_word(len(codes))
    )


@renders(BritishCallRule)
def british_call_rule(fact: BritishCallRule, item: Mapping[str, Any], lang: str) -> str:
    if fact.case == "pass":
        values = {
            "upcard": _card(fact.upcard, lang, "을"),
            "count": fact.count,
            "card": _card(fact.high[0], lang) if fact.high else "",
        }
        if fact.high and fact.count == 1:
            message = (
                "Call with two trumps ranked ace or higher, counting on your partner for one "
                "trick, and count the turn-up you would take: with the %(upcard)s you hold "
                "%(count)d trump, but only the %(card)s is ranked ace or higher. That is not the "
                "two a call needs: pass."
            )
        elif fact.high:
            message = (
                "Call with two trumps ranked ace or higher, counting on your partner for one "
                "trick, and count the turn-up you would take: with the %(upcard)s you hold "
                "%(count)d trumps, but only the %(card)s is ranked ace or higher. That is not the "
                "two a call needs: pass."
            )
        elif fact.count == 1:
            message = (
                "Call with two trumps ranked ace or higher, counting on your partner for one "
                "trick, and count the turn-up you would take: with the %(upcard)s you hold "
                "%(count)d trump, but none is ranked ace or higher. That is not the two a call "
                "needs: pass."
            )
        else:
            message = (
                "Call with two trumps ranked ace or higher, counting on your partner for one "
                "trick, and count the turn-up you would take: with the %(upcard)s you hold "
                "%(count)d trumps, but none is ranked ace or higher. That is not the two a call "
                "needs: pass."
            )
        return p_(_CTX, message, **values)
    if fact.case == "up-high":
        return p_(
            _CTX,
            "Call with two trumps ranked ace or higher, counting on your partner for one trick; "
            "the turn-up you take counts among them: you hold %(cards)s.",
            cards=_counted(fact.high, lang),
        )
    return p_(
        _CTX,
        "Call with two trumps ranked ace or higher, counting on your partner for one trick: you "
        "hold %(cards)s.",
        cards=_counted(fact.high, lang),
    )


@renders(BritishRoundTwo)
def british_round_two(fact: BritishRoundTwo, item: Mapping[str, Any], lang: str) -> str:
    if fact.case == "pass":
        return p_(
            _CTX,
            "Call with two trumps ranked ace or higher, counting the turned-down card you would "
            "take; no suit gives you that, so pass (if everyone passes, the cards are redealt).",
        )
    if fact.case == "bower":
        return p_(
            _CTX,
            "Call with two trumps ranked ace or higher, counting on your partner for one trick. "
            "The %(card)s you would take is the left bower of %(suit)s: counting it, you hold two "
            "high trumps.",
            card=_card(fact.upcard, lang, "은"),
            suit=_suit(fact.suit, item, lang),
        )
    values = {
        "suit": _suit(fact.suit, item, lang, "이"),
        "cards": _counted(fact.high, lang),
        "card": _card(fact.upcard, lang, "은"),
    }
    if fact.ace:
        message = (
            "Call with two trumps ranked ace or higher, counting on your partner for one trick: "
            "%(suit)s give you %(cards)s. The %(card)s you would take comes to you as a side "
            "card, an off-suit ace, and you discard one card."
        )
    else:
        message = (
            "Call with two trumps ranked ace or higher, counting on your partner for one trick: "
            "%(suit)s give you %(cards)s. The %(card)s you would take comes to you as a side "
            "card, and you discard one card."
        )
    return p_(_CTX, message, **values)


@renders(DealerCount)
def dealer_count(fact: DealerCount, item: Mapping[str, Any], lang: str) -> str:
    count = _word(fact.count)
    if fact.case == "pass":
        return p_(
            _CTX,
            "Count the turn-up as part of your hand: taking it up is standard with three trumps, "
            "and here it gives you only %(count)s.",
            count=count,
        )
    if fact.case == "standard":
        return p_(
            _CTX,
            "Count the turn-up as part of your hand, and your discard as a free improvement: with "
            "%(count)s trumps after the take-up, taking it up is standard.",
            count=count,
        )
    return p_(
        _CTX,
        "Count the turn-up as part of your hand, and your discard as a free improvement: "
        "%(count)s trumps are short of the standard three, so count the tricks they bring.",
        count=count,
    )


# -- the loner --------------------------------------------------------------------------------


def _gain(hand: LoneHand) -> str:
    return p_(
        _CTX,
        "a lone march scores %(alone)s instead of %(pair)d",
        alone=_points(hand.march_alone),
        pair=hand.march_pair,
    )


def _lone_sentence(fact: LoneGoes, item: Mapping[str, Any], lang: str) -> str:
    if fact.suit:
        action = p_(_CTX, "name %(suit)s and go alone", suit=_suit(fact.suit, item, lang, "을"))
    else:
        action = p_(_CTX, "go alone")
    values = {
        "what": _with_particle(_what(fact, lang), "이", lang),
        "action": action,
        "gain": _gain(fact),
        "rule": _rule(),
    }
    if fact.said:
        return p_(_CTX, "With %(what)s, %(action)s: %(gain)s.", **values)
    return p_(
        _CTX,
        "With %(what)s, %(action)s: your hand is among those to consider going alone with — "
        "%(rule)s — and %(gain)s.",
        **values,
    )


@renders(LoneGoes)
def lone_goes(fact: LoneGoes, item: Mapping[str, Any], lang: str) -> str:
    return _lone_sentence(fact, item, lang)


@renders(OppositeDealer)
def opposite_dealer(fact: OppositeDealer, item: Mapping[str, Any], lang: str) -> str:
    if fact.case == "pass":
        return p_(
            _CTX,
            "Opposite the dealer you choose between a loner and a pass: a hand that would help "
            "your partner in another game is a pass here. Go alone only with a hand that can "
            "take the tricks itself: %(rule)s, whose march alone is not in doubt; here %(lack)s.",
            rule=_rule(),
            lack=_lack(fact, lang),
        )
    what = _with_particle(_what(fact, lang), "이", lang)
    if fact.case == "marches":
        return p_(
            _CTX,
            "With %(what)s, go alone: your hand is among those to consider going alone with — "
            "%(rule)s — and a lone march scores %(points)s.",
            what=what,
            rule=_rule(),
            points=_points(fact.march_alone),
        )
    if fact.top_three and any(parse_card(c).is_joker for c in fact.trumps):
        count = p_(_CTX, "the top three trumps make it")
    elif fact.top_three:
        count = p_(_CTX, "both bowers and the ace make it")
    else:
        count = p_(_CTX, "four trumps make it")
    return p_(
        _CTX,
        "A lone hand is %(rule)s, but %(stay)s. You would hold %(what)s: %(count)s a lone hand "
        "by the count, but %(lack)s, so a march alone is in doubt, and elsewhere you would play "
        "it with your partner. Here you may take it up only alone; if you pass, your partner, "
        "the dealer, may still take it up and play it with you, but over the deals your loner "
        "scores more, as %(made)s alone still score %(points)s, so go alone.",
        rule=_rule(),
        stay=_stay(),
        what=what,
        count=count,
        lack=_lack(fact, lang),
        made=_made(fact),
        points=_points(fact.made_alone),
    )


@renders(LoneRule)
def lone_rule(fact: LoneRule, item: Mapping[str, Any], lang: str) -> str:
    return p_(
        _CTX,
        "Consider going alone only with %(rule)s, and %(stay)s: %(no_more)s.",
        rule=_rule(),
        stay=_stay(),
        no_more=_no_more(fact, lang),
    )


def _held(fact: BennyNamedBlind, lang: str) -> str:
    """The Benny's dealer's cards after the discard, short of a lone hand."""
    values = {
        "count": len(fact.trumps),
        "cards": _cards(fact.trumps, lang),
        "side": _the(fact.side, lang),
    }
    if fact.trumps and fact.side:
        if len(fact.trumps) == 1:
            held = p_(_CTX, "only %(count)d trump (%(cards)s) beside the %(side)s", **values)
        else:
            held = p_(_CTX, "only %(count)d trumps (%(cards)s) beside the %(side)s", **values)
    elif fact.trumps:
        if len(fact.trumps) == 1:
            held = p_(_CTX, "only %(count)d trump (%(cards)s)", **values)
        else:
            held = p_(_CTX, "only %(count)d trumps (%(cards)s)", **values)
    elif fact.side:
        held = p_(_CTX, "no trump beside the %(side)s", **values)
    else:
        held = p_(_CTX, "no trump")
    if fact.discarded:
        return p_(
            _CTX,
            "After discarding the %(card)s you hold %(held)s",
            card=_card(fact.discarded, lang, "을"),
            held=held,
        )
    return p_(_CTX, "You hold %(held)s", held=held)


@renders(BennyNamedBlind)
def benny_named_blind(fact: BennyNamedBlind, item: Mapping[str, Any], lang: str) -> str:
    blind = p_(
        _CTX,
        "Before you looked, naming %(suit)s was worth exactly as much as naming any other suit: "
        "for every deal there is an equally likely deal with the suits swapped, where the other "
        "suit plays out the same. That is why the rule makes the dealer name trump first: the "
        "dealer cannot choose the best suit, and the Benny is luck enough.",
        suit=_suit(fact.named, item, lang, "을"),
    )
    after = p_(_CTX, "Once you see the hand, decide alone or with your partner as after any call:")
    if fact.case == "alone":
        values = {
            "what": _with_particle(_what(fact, lang), "이", lang),
            "action": p_(_CTX, "go alone"),
            "gain": _gain(fact),
            "rule": _rule(),
        }
        then = p_(
            _CTX,
            "With %(what)s, %(action)s: your hand is among those to consider going alone with — "
            "%(rule)s — and %(gain)s.",
            **values,
        )
        then = grammar(lang).lower_start(then)
    elif fact.case == "no-hand":
        then = p_(
            _CTX,
            "with %(rule)s a loner is worth considering, but %(stay)s. %(held)s, which makes no "
            "such hand; %(no_more)s, so play with your partner.",
            rule=_rule(),
            stay=_stay(),
            held=_held(fact, lang),
            no_more=_no_more(fact, lang),
        )
    else:
        then = p_(
            _CTX,
            "with %(rule)s a loner is worth considering, but %(stay)s. You hold %(what)s, but "
            "%(lack)s; %(no_more)s, so play with your partner.",
            rule=_rule(),
            stay=_stay(),
            what=_with_particle(_what(fact, lang), "이", lang),
            lack=_lack(fact, lang),
            no_more=_no_more(fact, lang),
        )
    return f"{blind} {after} {then}"


@renders(NotAlone)
def not_alone(fact: NotAlone, item: Mapping[str, Any], lang: str) -> str:
    if fact.case == "doubt":
        return p_(
            _CTX,
            "Not alone, though: with %(rule)s a loner is worth considering, but %(stay)s. You "
            "would hold %(what)s, but %(lack)s, and %(no_more)s.",
            rule=_rule(),
            stay=_stay(),
            what=_with_particle(_what(fact, lang), "이", lang),
            lack=_lack(fact, lang),
            no_more=_no_more(fact, lang),
        )
    values = {"rule": _rule(), "cards": _cards(fact.held, lang)}
    if fact.passes and fact.held:
        message = (
            "Going alone is further still: a loner wants %(rule)s, and you would hold only "
            "%(cards)s."
        )
    elif fact.passes:
        message = (
            "Going alone is further still: a loner wants %(rule)s, and you would hold no trump."
        )
    elif fact.held:
        message = "Not alone: a loner wants %(rule)s, and you would hold only %(cards)s."
    else:
        message = "Not alone: a loner wants %(rule)s, and you would hold no trump."
    return p_(_CTX, message, **values)


@renders(StrongPass)
def strong_pass(fact: StrongPass, item: Mapping[str, Any], lang: str) -> str:
    call = p_(_CTX, "taking it up") if fact.takes else p_(_CTX, "ordering it up")
    if fact.suit:
        why = p_(
            _CTX,
            "these cards also defend well, and if everyone passes you can name %(suit)s in round "
            "two (%(cards)s)",
            suit=_suit(fact.suit, item, lang, "을"),
            cards=_cards(fact.trumps, lang),
        )
    else:
        why = p_(_CTX, "these cards also defend well")
    return p_(
        _CTX,
        "Passing is worth more here than %(call)s with your partner (%(pass)s against "
        "%(order)s): %(why)s. Only the loner, whose march scores %(march)d, is worth more "
        "(%(alone)s).",
        call=call,
        why=why,
        march=fact.march,
        **{
            "pass": f"{fact.pass_value:+.2f}",
            "order": f"{fact.call_value:+.2f}",
            "alone": f"{fact.alone_value:+.2f}",
        },
    )


@renders(BritishCounterNote)
def british_counter_note(fact: BritishCounterNote, item: Mapping[str, Any], lang: str) -> str:
    rule = advice_in(COUNTER_RULES[fact.theme], lang)
    if fact.case == "more-than-met":
        return p_(
            _CTX,
            "The usual advice — %(rule)s — is more than met here: with this much, consider going "
            "alone with %(lone)s. Under the British rule the %(card)s comes to you, and with it "
            "this hand needs no trick from your partner: it plays alone.",
            rule=rule,
            lone=_rule(),
            card=_card(fact.upcard, lang, "이"),
        )
    if fact.case == "opposite-dealer" and fact.alone:
        return p_(
            _CTX,
            "The usual advice — %(rule)s — does not apply opposite the British dealer: you may "
            "accept the turn-up only by going alone, so no partner plays with you. The choice is "
            "a loner or a pass, and this hand goes alone.",
            rule=rule,
        )
    if fact.case == "opposite-dealer":
        return p_(
            _CTX,
            "The usual advice — %(rule)s — does not apply opposite the British dealer: you may "
            "accept the turn-up only by going alone, so no partner plays with you. The choice is "
            "a loner or a pass, and this hand passes.",
            rule=rule,
        )
    return p_(_CTX, "The usual advice — %(rule)s — gives way here.", rule=rule)
