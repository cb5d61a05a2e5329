"""Words for the name-trump kind's explanation facts (``tutor.quiz.kinds.calls.naming_facts``).
Every message carries a context starting "name-trump"; the reason line's parts are
sentences joined with spaces, a conclusion ("so") ending the sentence before it. Where the
Korean names a suit twice with two particles, the second is a particle mark on the bare
name (``%(plain)s{은}``), so every Korean placeholder is one the English has too."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.engine import SUITS, Suit, parse_card
from tutor.quiz import principles
from tutor.quiz.kinds.calls.naming_facts import (
    NamedAlone,
    NamedTrumps,
    NamingReason,
    TurnedDownSuit,
)
from tutor.quiz.principles import advice_in
from tutor.web.explanation.lone import capital, lone_hand_words, particle, trumps_words
from tutor.web.explanation.registry import renders
from tutor.web.text import p_
from tutor.web.words import Words

_C = "name-trump"

Part = tuple[str, ...]


def _codes(csv: str) -> tuple[str, ...]:
    return tuple(csv.split()) if csv else ()


def _and(codes: Sequence[str], w: Words) -> str:
    """Cards joined "A♥ and K♠" (Korean: with commas)."""
    return w.grammar.joined([w.card(c) for c in codes])


def _edge_cards(codes: Sequence[str], w: Words) -> str:
    """Cards listed with commas, the joker by its British name (the Benny, 베니)."""
    names = [p_(_C, "Benny") if parse_card(c).is_joker else w.card(c) for c in codes]
    return ", ".join(names)


@renders(TurnedDownSuit)
def turned_down_suit(fact: TurnedDownSuit, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    suit = capital(w.suit(fact.suit, "은"), lang)
    return p_(_C, "%(suit)s were turned down and cannot be named.", suit=suit)


def _held(part: Part, w: Words) -> str:
    kind, bower, which = part[3], part[4], part[5]
    if kind == "both":
        return p_(_C, "its bowers")
    if kind == "none":
        return p_(_C, "its high trumps")
    if which == "right":
        return p_(_C, "the %(card)s, the right bower", card=w.card(bower))
    return p_(_C, "the %(card)s, the left bower", card=w.card(bower))


def _a2(part: Part, w: Words) -> str:
    said = {
        "named": w.suit(part[1]),
        "turned": w.suit(part[2], "와"),
        "held": _held(part, w),
    }
    buried = part[6]
    if buried:
        return p_(
            _C,
            "Sitting left of the dealer, call next (%(named)s, the suit of the same colour as "
            "the turned-down %(turned)s): the dealer's side showed no interest in that colour, "
            "so your partner is likelier to hold %(held)s (the %(card)s was turned down and is "
            "out of play). Your hand is strong enough for it: two trumps with a bower and an "
            "off-suit ace, or three trumps.",
            card=w.card(buried, "은"),
            **said,
        )
    return p_(
        _C,
        "Sitting left of the dealer, call next (%(named)s, the suit of the same colour as the "
        "turned-down %(turned)s): the dealer's side showed no interest in that colour, so your "
        "partner is likelier to hold %(held)s. Your hand is strong enough for it: two trumps "
        "with a bower and an off-suit ace, or three trumps.",
        **said,
    )


def _a3(part: Part, w: Words) -> str:
    turned = Suit.parse(part[1])
    other = [s for s in SUITS if s.color is not turned.color]
    return p_(
        _C,
        "The usual advice — %(advice)s — here means %(first)s or %(second)s, the other colour "
        "from the turned-down %(turned)s (reverse next).",
        advice=advice_in(principles.ADVICE["A-3"], w.lang),
        first=w.suit(other[0].code),
        second=w.suit(other[1].code),
        turned=w.suit(part[1], "와"),
    )


_NUMBER = {
    2: lambda: p_(_C, "two"),
    3: lambda: p_(_C, "three"),
    4: lambda: p_(_C, "four"),
}


def _held_trumps(csv: str, w: Words) -> dict[str, str]:
    codes = _codes(csv)
    return {"count": trumps_words(len(codes)), "cards": w.cards(codes)}


def _reach(part: Part, w: Words) -> str:
    kind, suit = part[0], part[1]
    said = {"suit": capital(w.suit(suit, "을"), w.lang), **_held_trumps(part[2], w)}
    if kind == "reach-k9-ace":
        aces = _codes(part[3])
        said["aces"] = particle(_and(aces, w), "이", w.lang)
        if len(aces) > 1:
            return p_(
                _C,
                "%(suit)s give you %(count)s (%(cards)s) and the %(aces)s as off-suit aces: "
                "that holding or better.",
                **said,
            )
        return p_(
            _C,
            "%(suit)s give you %(count)s (%(cards)s) and the %(aces)s as an off-suit ace: that "
            "holding or better.",
            **said,
        )
    if kind == "reach-strong":
        high = _codes(part[3])
        if len(high) >= 2:
            said["high"] = _NUMBER[len(high)]()
            return p_(
                _C,
                "%(suit)s give you %(count)s (%(cards)s), %(high)s of them ranked ace or "
                "higher: more trump than the K‑9 the minimum asks for, which makes up for the "
                "off-suit ace you lack.",
                **said,
            )
        if high:
            return p_(
                _C,
                "%(suit)s give you %(count)s (%(cards)s), the %(high)s among them: more trump "
                "than the K‑9 the minimum asks for, which makes up for the off-suit ace you "
                "lack.",
                high=w.card(high[0], "을"),
                **said,
            )
        return p_(
            _C,
            "%(suit)s give you %(count)s (%(cards)s): more trump than the K‑9 the minimum asks "
            "for, which makes up for the off-suit ace you lack.",
            **said,
        )
    aces = _codes(part[3])
    if aces:
        return p_(
            _C,
            "%(suit)s give you %(count)s (%(cards)s) and the %(aces)s: no trump as high as the "
            "K, below that minimum, but the deals favour it here.",
            aces=_and(aces, w),
            **said,
        )
    return p_(
        _C,
        "%(suit)s give you %(count)s (%(cards)s): no off-suit ace, below that minimum, but the "
        "deals favour it here.",
        **said,
    )


_MINIMUM = "K‑9 of the suit plus an off-suit ace, or stronger trumps in the ace's place"


def _pass(part: Part, w: Words) -> str:
    kind = part[0]
    if kind == "lowered-next":
        trumps = _codes(part[2])
        suit = w.suit(part[1], "을")
        if not trumps:
            return p_(
                _C,
                "Even the lowered bar for next is not met: %(suit)s would give you no trump.",
                suit=suit,
            )
        return p_(
            _C,
            "Even the lowered bar for next is not met: %(suit)s would give you %(count)s "
            "(%(cards)s).",
            suit=suit,
            **_held_trumps(part[2], w),
        )
    if kind == "lowered-reverse":
        return p_(
            _C,
            "No suit of the other colour reaches the reverse-next minimum (K‑9 of the suit plus "
            "an off-suit ace, or stronger trumps in the ace's place).",
        )
    if kind == "nor-two-high":
        return p_(
            _C,
            "Nor does any suit hold two high trumps (the bowers or the ace), the usual bar, so "
            "pass.",
        )
    return p_(
        _C,
        "Name a suit only with two high trumps in it (the bowers or the ace); no suit gives "
        "you that, so pass.",
    )


def _stuck(part: Part, w: Words) -> str:
    kind = part[0]
    if kind == "stuck-most":
        return p_(
            _C,
            "Stuck as dealer, name the suit where you hold the most trumps: %(suit)s give you "
            "%(count)s, no other suit more.",
            suit=w.suit(part[1], "을"),
            count=trumps_words(int(part[2])),
        )
    if kind == "stuck-no-reverse":
        return p_(
            _C,
            "No suit of the other colour reaches the reverse-next minimum (K‑9 of the suit plus "
            "an off-suit ace, or stronger trumps in the ace's place), so the colour does not "
            "decide here: your trumps do.",
        )
    other, named, why = part[1], part[2], part[3]
    held = w.cards(_codes(part[4]))
    aces = _codes(part[5])
    if aces:
        held = p_(_C, "%(cards)s with the %(aces)s", cards=held, aces=_and(aces, w))
    named_cards = w.cards(_codes(part[6]))
    if why == "more":
        reason = p_(
            _C,
            "you hold more trumps in %(named)s (%(cards)s) than in %(other)s (%(theirs)s)",
            named=w.suit(named),
            cards=named_cards,
            other=w.suit(other),
            theirs=part[7],
        )
    elif why == "higher":
        reason = p_(
            _C,
            "%(named)s give as many trumps with more of them ranked ace or higher (%(cards)s)",
            named=w.suit(named, "은"),
            cards=named_cards,
        )
    else:
        reason = p_(
            _C,
            "%(named)s give you as many trumps (%(cards)s)",
            named=w.suit(named),
            cards=named_cards,
        )
    return p_(
        _C,
        "%(other)s would reach the reverse-next minimum (%(held)s), but %(reason)s, so name "
        "%(named)s.",
        other=capital(w.suit(other), w.lang),
        held=held,
        reason=reason,
        named=w.suit(named, "을"),
    )


def _same(part: Part, w: Words) -> str:
    same, turned, named, more = part[1], part[2], part[3], part[4]
    if more == "more":
        more_words = p_(_C, "more trumps")
    else:
        more_words = p_(_C, "as many trumps, more of them high")
    return p_(
        _C,
        "%(same)s, the colour of the turned-down %(turned)s, would give you %(more)s "
        "(%(cards)s), but reverse next favours the other colour, and the deals agree: "
        "%(named)s %(value)s, %(plain)s %(other)s.",
        same=capital(w.suit(same, "을"), w.lang),
        turned=w.suit(turned, "과"),
        more=more_words,
        cards=w.cards(_codes(part[5])),
        named=w.suit(named),
        value=part[6],
        plain=w.suit(same),
        other=part[7],
    )


def _short(part: Part, w: Words) -> str:
    suit, trumps, aces = part[1], _codes(part[2]), part[3] == "1"
    said = {"suit": capital(w.suit(suit, "을"), w.lang), "cards": w.cards(trumps)}
    if not trumps:
        return p_(_C, "%(suit)s would give you no trump at all: short of that minimum.", **said)
    if len(trumps) == 1:
        return p_(
            _C,
            "%(suit)s would give you only one trump (%(cards)s): short of that minimum.",
            **said,
        )
    said["count"] = trumps_words(len(trumps))
    if aces:
        return p_(
            _C,
            "%(suit)s would give you %(count)s (%(cards)s) with none as high as the K: short "
            "of that minimum.",
            **said,
        )
    return p_(
        _C,
        "%(suit)s would give you %(count)s (%(cards)s) and no off-suit ace: short of that minimum.",
        **said,
    )


def _count_ko_or_en(codes: Sequence[str], w: Words) -> str:
    """Trumps counted: "2 (J♣, A♣)" (Korean "J♣ 한 장", "2장(J♣, A♣)")."""
    cards = _edge_cards(codes, w)
    if len(codes) == 1:
        return p_(_C, "1 (%(cards)s)", cards=cards)
    return p_(_C, "%(num)d (%(cards)s)", num=len(codes), cards=cards)


def _against(count: int, other: str, w: Words) -> str:
    suit = w.suit(other, "으로")
    if count:
        return p_(_C, "against %(num)d in %(suit)s", num=count, suit=suit)
    return p_(_C, "against none in %(suit)s", suit=suit)


def _edge_words(edge: Part, w: Words) -> str:
    kind = edge[0]
    if kind == "more-trumps":
        return p_(
            _C,
            "more trumps: %(count)s %(against)s",
            count=_count_ko_or_en(_codes(edge[1]), w),
            against=_against(int(edge[2]), edge[3], w),
        )
    if kind == "right-bower":
        return p_(_C, "the %(card)s as the right bower", card=w.card(edge[1], "이"))
    if kind == "more-high-trumps":
        return p_(
            _C,
            "more high trumps: %(count)s %(against)s",
            count=_count_ko_or_en(_codes(edge[1]), w),
            against=_against(int(edge[2]), edge[3], w),
        )
    aces = _codes(edge[1])
    names = w.grammar.joined([w.card(c) for c in aces])  # off-suit aces: never the Benny
    return p_(
        _C,
        "as many trumps and the %(aces)s as an off-suit ace besides",
        aces=particle(names, "가", w.lang),
    )


def _rival(part: Part, w: Words) -> str:
    if part[0] == "reach-edge":
        other, named, both = part[1], part[2], part[3] == "1"
        held = w.cards(_codes(part[4]))
        aces = _codes(part[5])
        if aces:
            held = p_(_C, "%(cards)s with the %(aces)s", cards=held, aces=_and(aces, w))
        said = {
            "held": held,
            "named": w.suit(named, "을"),
            "edge": _edge_words(part[6:], w),
        }
        if both:
            return p_(
                _C,
                "%(other)s reach it as well (%(held)s), but %(named)s give you %(edge)s.",
                other=capital(w.suit(other), w.lang),
                **said,
            )
        return p_(
            _C,
            "%(other)s reach it (%(held)s), but %(named)s give you %(edge)s.",
            other=capital(w.suit(other, "은"), w.lang),
            **said,
        )
    other, named = part[1], part[2]
    return p_(
        _C,
        "%(other)s would give you as many (%(held)s), but %(named)s give you %(edge)s.",
        other=capital(w.suit(other), w.lang),
        held=w.cards(_codes(part[3])),
        named=w.suit(named, "을"),
        edge=_edge_words(part[4:], w),
    )


def _so(part: Part, sentence: str, w: Words) -> str:
    """The sentence with its conclusion: "…, so name hearts." (stuck: "…, so, stuck as
    dealer, you name hearts.")."""
    suit = w.suit(part[1], "을")
    if part[2] == "1":
        ending = p_(_C, ", so, stuck as dealer, you name %(suit)s.", suit=suit)
    else:
        ending = p_(_C, ", so name %(suit)s.", suit=suit)
    if w.grammar.joins_clauses:
        return sentence.rstrip(".") + ending
    return f"{sentence} {ending.lstrip()}"


_PARTS = {
    "a2": _a2,
    "a3": _a3,
    "reach-k9-ace": _reach,
    "reach-strong": _reach,
    "reach-below": _reach,
    "lowered-next": _pass,
    "lowered-reverse": _pass,
    "nor-two-high": _pass,
    "pass-two-high": _pass,
    "stuck-most": _stuck,
    "stuck-no-reverse": _stuck,
    "stuck-reverse": _stuck,
    "same": _same,
    "short": _short,
    "reach-edge": _rival,
    "many-edge": _rival,
}


@renders(NamingReason)
def naming_reason(fact: NamingReason, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    sentences: list[str] = []
    for part in fact.parts:
        if part[0] == "so":
            sentences[-1] = _so(part, sentences[-1], w)
        else:
            sentences.append(_PARTS[part[0]](part, w))
    return " ".join(sentences)


@renders(NamedTrumps)
def named_trumps(fact: NamedTrumps, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return p_(
        _C,
        "With %(suit)s trump you hold %(cards)s.",
        suit=w.suit(fact.suit, "을"),
        cards=w.cards(fact.trumps),
    )


@renders(NamedAlone)
def named_alone(fact: NamedAlone, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    hand = lone_hand_words(fact.trumps, fact.top_three, fact.aces, fact.discard, w)
    return p_(
        _C,
        "With %(hand)s, name %(suit)s and go alone: a lone march scores %(lone)d points "
        "instead of %(march)d.",
        hand=particle(hand, "이", lang),
        suit=w.suit(fact.suit, "을"),
        lone=fact.lone,
        march=fact.march,
    )
