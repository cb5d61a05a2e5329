"""What the principle says here, in words: the principle lines of a best-play explanation
about a lead (S0-1, S0-2, S0-7, A-1, A-5 to A-8), the ties and counts said with them, and a
curated position's own reason. The lines about the trick in progress are in ``tricks``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine import parse_card
from tutor.quiz.kinds.best_play.fact_types import (
    CashWinner,
    CuratedWhy,
    DrawTrumps,
    HighestSide,
    HighestTrumpTie,
    LeadAgainstLoner,
    LeadIt,
    ReadCards,
    ShortSuits,
    ThroughMaker,
    TrumpCount,
)
from tutor.quiz.kinds.curated import POSITIONS
from tutor.quiz.principles.advice import ADVICE_MESSAGES
from tutor.quiz.words import capital
from tutor.web.explanation.best_play.phrases import makers_led, quoted
from tutor.web.explanation.registry import renders
from tutor.web.text import _, p_
from tutor.web.words import Words

# -- what the principle says here -------------------------------------------------------------


@renders(DrawTrumps)
def _draw_trumps(fact: DrawTrumps, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.three_hand:
        line = _("You made trump and the opponents may still hold trumps: a trump lead draws them.")
    else:
        line = _(
            "Your side made trump and the opponents may still hold trumps: a trump lead draws them."
        )
    if fact.partner_called and fact.small:
        line += " " + _(
            "Your partner called, so lead your highest trump, %(answer)s, even if it is small.",
            answer=w.card(fact.answer),
        )
    elif fact.partner_called:
        line += " " + _(
            "Your partner called, so lead your highest trump, %(answer)s.",
            answer=w.card(fact.answer),
        )
    return quoted(fact.quote, fact.advice, line)


@renders(HighestSide)
def _highest_side(fact: HighestSide, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "answer": w.card(fact.answer),
        "suit": w.suit(fact.suit),
        "higher": w.cards_listed(fact.higher, joint="or"),
        "who": w.players_named(fact.out) if fact.out else "",
        "makers": makers_led(fact.makers, fact.loner, w),
    }
    # The Korean says "none of them" of several higher cards, "it" of one.
    cards = "one card" if len(fact.higher) == 1 else "several cards"
    single = fact.makers in ("maker", "loner")
    if fact.out and len(fact.out) == 1 and fact.higher:
        line = _(
            "%(answer)s is your highest card outside trump; %(who)s has shown out of "
            "%(suit)s, so only a trump can take it (or the %(higher)s).",
            **values,
        )
    elif fact.out and len(fact.out) == 1:
        line = _(
            "%(answer)s is your highest card outside trump; %(who)s has shown out of "
            "%(suit)s, so only a trump can take it.",
            **values,
        )
    elif fact.out and fact.higher:
        line = _(
            "%(answer)s is your highest card outside trump; both opponents have shown out of "
            "%(suit)s, so only a trump can take it (or the %(higher)s).",
            **values,
        )
    elif fact.out:
        line = _(
            "%(answer)s is your highest card outside trump; both opponents have shown out of "
            "%(suit)s, so only a trump can take it.",
            **values,
        )
    elif fact.higher and fact.trumping and single:
        line = p_(
            cards,
            "%(answer)s is your highest card outside trump; it wins unless the %(higher)s is "
            "played over it or %(makers)s trumps the suit.",
            **values,
        )
    elif fact.higher and fact.trumping:
        line = p_(
            cards,
            "%(answer)s is your highest card outside trump; it wins unless the %(higher)s is "
            "played over it or %(makers)s trump the suit.",
            **values,
        )
    elif fact.higher:
        line = p_(
            cards,
            "%(answer)s is your highest card outside trump; it wins unless the %(higher)s is "
            "played over it.",
            **values,
        )
    elif not fact.trumping:
        line = _(
            "%(answer)s is your highest card outside trump, and no opponent can beat it.", **values
        )
    else:
        line = _(
            "%(answer)s is your highest card outside trump and can take a trick before "
            "%(makers)s can trump that suit.",
            **values,
        )
    return quoted(fact.quote, fact.advice, line)


@renders(ReadCards)
def _read_cards(fact: ReadCards, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    said = [_("Read the cards: %(who)s showed out of trump.", who=w.players_named(fact.out))]
    for seat, card in zip(fact.read, fact.spent, strict=True):
        said.append(
            capital(
                _(
                    "%(who)s spent the %(card)s on a trump lead it could not win: most likely "
                    "their last trump.",
                    who=w.player(seat),
                    card=w.card(card),
                )
            )
        )
    values = {"answer": w.card(fact.answer), "suit": w.suit_one(fact.suit)}
    if fact.left:
        said.append(
            _(
                "Only %(who)s could still trump %(answer)s, the highest %(suit)s left: lead it "
                "now.",
                who=w.players_named(fact.left),
                **values,
            )
        )
    elif fact.read:
        said.append(
            _(
                "Most likely nobody is left to trump %(answer)s, the highest %(suit)s left: "
                "cash it now.",
                **values,
            )
        )
    else:
        said.append(
            _(
                "Nobody is left to trump %(answer)s, the highest %(suit)s left: cash it now.",
                **values,
            )
        )
    return quoted(fact.quote, fact.advice, " ".join(said))


@renders(CashWinner)
def _cash_winner(fact: CashWinner, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    one = fact.loner is not None
    values = {
        "against": w.player(fact.loner) if fact.loner is not None else _("the opponents"),
        "answer": w.card(fact.answer),
        "suit": w.suit_one(fact.suit),
    }
    if fact.reason == "gone" and fact.alone:
        message = (
            "Here every trump is played or in your hand, so %(against)s have none. %(answer)s "
            "is the highest %(suit)s left and no opponent can trump it: cash it while you have the "
            "lead."
        )
        return quoted(fact.quote, fact.advice, _(message, **values))
    if fact.reason == "gone" and one:
        message = (
            "Here every trump is played or on your side, so %(against)s has none. %(answer)s "
            "is the highest %(suit)s left and no opponent can trump it: cash it while you have the "
            "lead."
        )
        return quoted(fact.quote, fact.advice, _(message, **values))
    if fact.reason == "gone":
        # A side is a team (팀) at four, 쪽 at three.
        message = (
            "Here every trump is played or on your side, so %(against)s have none. %(answer)s "
            "is the highest %(suit)s left and no opponent can trump it: cash it while you have the "
            "lead."
        )
        return quoted(fact.quote, fact.advice, p_(w.hands(), message, **values))
    if one:
        message = (
            "Here %(against)s has shown out of trump, so %(against)s has none. %(answer)s is "
            "the highest %(suit)s left and no opponent can trump it: cash it while you have the "
            "lead."
        )
        return quoted(fact.quote, fact.advice, _(message, **values))
    message = (
        "Here %(against)s have shown out of trump, so %(against)s have none. %(answer)s is "
        "the highest %(suit)s left and no opponent can trump it: cash it while you have the lead."
    )
    return quoted(fact.quote, fact.advice, _(message, **values))


@renders(HighestTrumpTie)
def _highest_trump_tie(fact: HighestTrumpTie, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "Lead your highest trump, %(answer)s, rather than the %(others)s.",
        answer=w.card(fact.answer),
        others=w.cards_listed(fact.others, joint="or"),
    )


@renders(CuratedWhy)
def _curated_why(fact: CuratedWhy, item: Mapping[str, Any], lang: str) -> str:
    why = POSITIONS[fact.number - 1].why
    if why is None:
        raise ValueError(f"curated position {fact.number} has no reason of its own")
    return _(why)


@renders(ThroughMaker)
def _through_maker(fact: ThroughMaker, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    higher = ""
    if len(fact.out) == 1:
        higher = _("the %(cards)s is still out", cards=w.cards_listed(fact.out))
    elif fact.out:
        higher = _("the %(cards)s are still out", cards=w.cards_listed(fact.out))
    if fact.known is not None and higher:
        higher += _(", and your partner holds the %(card)s turned up", card=w.card(fact.known))
    elif fact.known is not None:
        higher = _("your partner holds the %(card)s turned up", card=w.card(fact.known))
    said = capital(
        _(
            "%(maker)s made trump and plays right after you: %(maker)s must play to your "
            "%(answer)s before your partner, who sees the maker's card and can beat it with a "
            "higher trump (%(higher)s).",
            maker=w.player(fact.maker),
            answer=w.card(fact.answer),
            higher=higher,
        )
    )
    if fact.contrast:
        other = _(
            "Here, over the deals, this comes before the other advice — %(advice)s.",
            advice=_(ADVICE_MESSAGES["A-5"]),
        )
        said = f"{said} {other}"
    return quoted(fact.quote, fact.advice, said)


@renders(ShortSuits)
def _short_suits(fact: ShortSuits, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    answer = w.card(fact.answer)
    ace_suit = parse_card(fact.ace).suit if fact.ace is not None else None
    if fact.ace is not None and ace_suit is None:
        raise ValueError("A-6's off-suit ace is the joker")
    if fact.ace is not None and ace_suit is not None and fact.both:
        line = _(
            "Both opponents have shown out of %(suits)s, so your %(ace)s will be trumped by any "
            "trump they hold. Lead %(answer)s.",
            suits=w.suit(ace_suit.value),
            ace=w.card(fact.ace),
            answer=answer,
        )
    elif fact.ace is not None and ace_suit is not None:
        line = capital(
            _(
                "%(who)s has shown out of %(suits)s, so your %(ace)s will be trumped by any "
                "trump they hold. Lead %(answer)s.",
                who=w.players_named(fact.who),
                suits=w.suit(ace_suit.value),
                ace=w.card(fact.ace),
                answer=answer,
            )
        )
    elif fact.turned_down:
        line = _(
            "The short suits here are %(short)s: trump's sister suit has only %(size)d cards and "
            "the turned-down suit lost a card, so they are ruffed more often. Lead %(answer)s.",
            short=w.suits(fact.short),
            size=fact.sister_size,
            answer=answer,
        )
    else:
        line = _(
            "The short suits here are %(short)s: trump's sister suit has only %(size)d cards, so "
            "they are ruffed more often. Lead %(answer)s.",
            short=w.suits(fact.short),
            size=fact.sister_size,
            answer=answer,
        )
    return quoted(fact.quote, fact.advice, line)


@renders(TrumpCount)
def _trump_count(fact: TrumpCount, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.played:
        played = _(
            "%(count)d played (%(cards)s)", count=len(fact.played), cards=w.cards(fact.played)
        )
    else:
        played = _("none has been played")
    values = {
        "total": fact.total,
        "played": played,
        "count": len(fact.mine),
        "mine": w.cards(fact.mine),
        "known": w.card(fact.known) if fact.known is not None else "",
        "left": len(fact.rest),
        "rest": w.cards(fact.rest),
        "winners": w.cards_listed(fact.winners),
        # A partner who plays may hold the trumps left too (none sits beside a lone maker
        # or a three-hand seat): the count names who may hold them.
        "holders": _("an opponent")
        if w.players == 3 or (item.get("alone") and item.get("maker") == item.get("seat"))
        else _("your partner or an opponent"),
    }
    if fact.known is not None and fact.dead:
        message = (
            "Count the trumps: of the %(total)d, %(played)s, and you hold %(count)d (%(mine)s); "
            "the %(known)s turn-up is out of play. That leaves %(left)d (%(rest)s) "
            "%(holders)s may hold, so your %(winners)s can still be trumped."
        )
    elif fact.known is not None:
        message = (
            "Count the trumps: of the %(total)d, %(played)s, and you hold %(count)d (%(mine)s); "
            "your partner took the %(known)s turn-up. That leaves %(left)d (%(rest)s) "
            "%(holders)s may hold, so your %(winners)s can still be trumped."
        )
    else:
        message = (
            "Count the trumps: of the %(total)d, %(played)s, and you hold %(count)d (%(mine)s). "
            "That leaves %(left)d (%(rest)s) %(holders)s may hold, so your %(winners)s can "
            "still be trumped."
        )
    return _(message, **values)


@renders(LeadIt)
def _lead_it(fact: LeadIt, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return quoted(fact.quote, fact.advice, _("Lead %(answer)s.", answer=w.card(fact.answer)))


@renders(LeadAgainstLoner)
def _lead_against_loner(fact: LeadAgainstLoner, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"loner": w.player(fact.loner), "answer": w.card(fact.answer)}
    if fact.in_sister and fact.sister is not None:
        line = _(
            "%(loner)s is playing alone: lead %(answer)s (%(suit)s, trump's sister suit).",
            suit=w.suit(fact.sister),
            **values,
        )
    else:
        line = _("%(loner)s is playing alone: lead %(answer)s.", **values)
    line = capital(line)
    advice = _(ADVICE_MESSAGES["A-8"])
    if fact.quote == "gives-way":
        said = _(
            "The usual advice — %(advice)s — gives way here: the deals favour %(answer)s over "
            "your %(held)s.",
            advice=advice,
            answer=w.card(fact.answer),
            held=w.cards_listed(fact.held),
        )
        return f"{said} {line}"
    if fact.quote == "no-sister" and fact.sister is not None:
        said = _(
            "The usual advice — %(advice)s — cannot be followed here: you hold no %(suit)s.",
            advice=advice,
            suit=w.suit(fact.sister),
        )
        return f"{said} {line}"
    return quoted(fact.quote, fact.advice, line)
