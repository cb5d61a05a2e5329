"""What the principle says here, in words: each principle line of a best-play explanation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine import parse_card
from tutor.quiz.kinds.best_play.fact_types import (
    CashWinner,
    CheapestWinner,
    CouldWin,
    CuratedWhy,
    DrawTrumps,
    HighestSide,
    HighestTrumpTie,
    KeepOvertrump,
    LeadIt,
    LetItRide,
    LowestOfTied,
    LowestTie,
    NoneBeats,
    OnlyWinner,
    OnlyWinnerOvertakable,
    OvertrumpThreat,
    PartnerAlreadyWins,
    PartnerSafeLow,
    ReadCards,
    ShortSuits,
    ThroughMaker,
    TrumpCount,
    WeakestWinnerThreatened,
)
from tutor.quiz.kinds.curated import POSITIONS
from tutor.quiz.principles.advice import ADVICE
from tutor.quiz.words import capital
from tutor.web.explanation.best_play.words import Words, makers_led, p_, t_
from tutor.web.explanation.registry import renders
from tutor.web.text import _

# -- what the principle says here -------------------------------------------------------------


def _quoted(quote: str, advice: str | None, line: str) -> str:
    """The principle line: the advice quoted as fitting, then what it means here."""
    if quote == "none" or advice is None:
        return line
    words = _(ADVICE[advice][0])
    if quote == "bid":
        said = t_(
            "The usual advice — %(advice)s — is for the side that made trump: here that is "
            "your side, which won the bid.",
            advice=words,
        )
    elif quote == "rest":
        said = t_(
            "The usual advice — %(advice)s — gives way here to the rest of it: %(exception)s.",
            advice=words,
            exception=_(ADVICE["S0-4-except"][0]),
        )
    elif quote == "three-hand":
        said = t_(
            "The usual advice — %(advice)s — is for the side that made trump: here that is "
            "you, the maker, alone against the other two.",
            advice=words,
        )
    else:
        said = t_("The usual advice — %(advice)s — fits here.", advice=words)
    return f"{said} {line}"


@renders(NoneBeats)
def _none_beats(fact: NoneBeats, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"held": w.held(fact.winner_seat, fact.winner), "answer": w.card(fact.answer)}
    if fact.low_game:
        line = t_(
            "None of your cards beats %(held)s: play your weakest card, %(answer)s, and keep "
            "the stronger ones for later tricks.",
            **values,
        )
    else:
        line = t_(
            "None of your cards beats %(held)s: play your lowest card, %(answer)s, and keep "
            "the higher ones for later tricks.",
            **values,
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(LowestOfTied)
def _lowest_of_tied(fact: LowestOfTied, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        # Named as codes write them in both languages (a parenthesis, no particle).
        "tied": ", ".join(str(parse_card(c)) for c in fact.tied),
    }
    if fact.low_game:
        line = t_(
            "None of your cards beats %(held)s: play any of your weakest cards (%(tied)s) and "
            "keep the stronger ones for later tricks. Of these, the deals favour %(answer)s.",
            **values,
        )
    else:
        line = t_(
            "None of your cards beats %(held)s: play any of your lowest cards (%(tied)s) and "
            "keep the higher ones for later tricks. Of these, the deals favour %(answer)s.",
            **values,
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(PartnerSafeLow)
def _partner_safe_low(fact: PartnerSafeLow, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"held": w.held(fact.winner_seat, fact.winner), "answer": w.card(fact.answer)}
    if fact.low_game:
        line = t_(
            "%(held)s already wins the trick: nobody still to play can beat it. Play your "
            "weakest card, %(answer)s, and keep the stronger ones for later tricks.",
            **values,
        )
    else:
        line = t_(
            "%(held)s already wins the trick: nobody still to play can beat it. Play your "
            "lowest card, %(answer)s, and keep the higher ones for later tricks.",
            **values,
        )
    return _quoted(fact.quote, fact.advice, capital(line))


@renders(CouldWin)
def _could_win(fact: CouldWin, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "winners": w.cards(fact.winners, joint="or"),
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
    }
    if fact.low_game:
        line = t_(
            "You could win this trick (%(winners)s beats %(held)s), but over the deals "
            "winning it costs more than it brings: play your weakest card, %(answer)s, and "
            "keep the stronger ones for later tricks.",
            **values,
        )
    else:
        line = t_(
            "You could win this trick (%(winners)s beats %(held)s), but over the deals "
            "winning it costs more than it brings: play your lowest card, %(answer)s, and "
            "keep the higher ones for later tricks.",
            **values,
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(OnlyWinner)
def _only_winner(fact: OnlyWinner, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"held": w.held(fact.winner_seat, fact.winner), "answer": w.card(fact.answer)}
    if fact.last:
        line = t_(
            "You can win this trick: %(answer)s is your only card that beats %(held)s, and "
            "you play last, so take it.",
            **values,
        )
    else:
        line = t_(
            "You can win this trick: %(answer)s is your only card that beats %(held)s, and "
            "nobody still to play can beat it, so take it.",
            **values,
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(OnlyWinnerOvertakable)
def _only_winner_overtakable(
    fact: OnlyWinnerOvertakable, item: Mapping[str, Any], lang: str
) -> str:
    w = Words(item, lang)
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "who": w.seats(fact.who),
        "over": w.cards(fact.over, joint="or"),
    }
    if fact.ruff:
        line = t_(
            "Only %(answer)s beats %(held)s so far: ruff it, and make %(who)s, still to "
            "play, overtake it if they can (%(over)s).",
            **values,
        )
    else:
        line = t_(
            "Only %(answer)s beats %(held)s so far: play it, and make %(who)s, still to "
            "play, overtake it if they can (%(over)s).",
            **values,
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(WeakestWinnerThreatened)
def _weakest_winner_threatened(
    fact: WeakestWinnerThreatened, item: Mapping[str, Any], lang: str
) -> str:
    w = Words(item, lang)
    if fact.upcard is not None and fact.holder is not None and fact.rest:
        over = t_(
            "%(holder)s holds the %(upcard)s turn-up; the %(rest)s is still out",
            holder=w.seat(fact.holder),
            upcard=w.card(fact.upcard),
            rest=w.cards(fact.rest, joint="or"),
        )
    elif fact.upcard is not None and fact.holder is not None:
        over = t_(
            "%(holder)s holds the %(upcard)s turn-up",
            holder=w.seat(fact.holder),
            upcard=w.card(fact.upcard),
        )
    else:
        over = t_("the %(rest)s is still out", rest=w.cards(fact.rest, joint="or"))
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "who": capital(w.seats(fact.who)),
        "over": over,
        "keep": w.cards(fact.stronger),
    }
    if len(fact.stronger) == 1:
        line = t_(
            "%(answer)s is your weakest card that beats %(held)s. %(who)s, still to play, may "
            "beat it (%(over)s); the %(keep)s would be safer on this trick, but the deals "
            "favour keeping it for the tricks to come.",
            **values,
        )
    else:
        line = t_(
            "%(answer)s is your weakest card that beats %(held)s. %(who)s, still to play, may "
            "beat it (%(over)s); the %(keep)s would be safer on this trick, but the deals "
            "favour keeping them for the tricks to come.",
            **values,
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(CheapestWinner)
def _cheapest_winner(fact: CheapestWinner, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "keep": w.cards(fact.stronger),
    }
    if fact.last:
        line = t_(
            "You can win this trick, and you play last: %(answer)s is your weakest card "
            "that beats %(held)s, so win with it and keep the %(keep)s for the tricks to "
            "come.",
            **values,
        )
    else:
        line = t_(
            "You can win this trick, and nobody still to play can beat %(answer)s: it is "
            "your weakest card that beats %(held)s, so win with it and keep the %(keep)s "
            "for the tricks to come.",
            **values,
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(PartnerAlreadyWins)
def _partner_already_wins(fact: PartnerAlreadyWins, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.why == "last":
        safe = _("you are the last to play")
    elif fact.why == "void":
        message = "%(who)s, still to play, has shown out of trump"
        if len(fact.after) > 1:
            message = "%(who)s, still to play, have shown out of trump"
        safe = t_(message, who=w.seats(fact.after))
    elif not fact.mine:
        safe = _("it is the highest trump left")
    elif len(fact.mine) == 1:
        safe = t_(
            "no trump still to come beats it (the %(mine)s is yours)", mine=w.cards(fact.mine)
        )
    else:
        safe = t_(
            "no trump still to come beats it (the %(mine)s are yours)", mine=w.cards(fact.mine)
        )
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "safe": safe,
        "spend": w.card(fact.spend) if fact.spend is not None else "",
    }
    if fact.must_follow:
        line = t_(
            "%(held)s already wins the trick: %(safe)s. You must follow with a trump anyway: "
            "play %(answer)s and keep the %(spend)s for later.",
            **values,
        )
    elif fact.spend is not None:
        line = t_(
            "%(held)s already wins the trick: %(safe)s. Playing the %(spend)s would spend a "
            "trump for nothing.",
            **values,
        )
    else:
        line = t_("%(held)s already wins the trick: %(safe)s.", **values)
    return _quoted(fact.quote, fact.advice, capital(line))


@renders(OvertrumpThreat)
def _overtrump_threat(fact: OvertrumpThreat, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "maybe": w.cards(fact.maybe, joint="or"),
    }
    if fact.known is not None and fact.holder is not None and fact.maybe:
        line = t_(
            "%(held)s is winning, but %(holder)s, still to play, holds the %(known)s turn-up "
            "and may hold more (%(more)s). Overtrump with %(answer)s: no card left can beat "
            "it, so the trick stays yours.",
            holder=w.seat(fact.holder),
            known=w.card(fact.known),
            more=w.cards(fact.maybe),
            **values,
        )
    elif fact.known is not None and fact.holder is not None:
        line = t_(
            "%(held)s is winning, but %(holder)s, still to play, holds the %(known)s turn-up. "
            "Overtrump with %(answer)s: no card left can beat it, so the trick stays yours.",
            holder=w.seat(fact.holder),
            known=w.card(fact.known),
            **values,
        )
    else:
        line = t_(
            "%(held)s is winning, but %(who)s, still to play, may hold a higher trump "
            "(%(maybe)s). Overtrump with %(answer)s: no card left can beat it, so the trick "
            "stays yours.",
            who=w.seats(fact.who),
            **values,
        )
    return _quoted(fact.quote, fact.advice, capital(line))


@renders(KeepOvertrump)
def _keep_overtrump(fact: KeepOvertrump, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "who": w.seats(fact.who),
        "best": w.card(fact.best),
    }
    if fact.lost and len(fact.threats) == 1:
        line = t_(
            "The %(threats)s is still out and %(who)s plays after you. If %(who)s holds it, "
            "your %(best)s would lose to it anyway; if not, %(held)s wins the trick as it is. "
            "Either way the %(best)s gains nothing here: play %(answer)s and keep the "
            "%(best)s for later.",
            threats=w.cards(fact.threats),
            **values,
        )
    elif fact.lost:
        line = t_(
            "The %(threats)s are still out and %(who)s plays after you. If %(who)s holds one "
            "of them, your %(best)s would lose to it anyway; if not, %(held)s wins the trick "
            "as it is. Either way the %(best)s gains nothing here: play %(answer)s and keep "
            "the %(best)s for later.",
            threats=w.cards(fact.threats),
            **values,
        )
    else:
        line = capital(
            t_(
                "%(held)s is winning, but %(who)s, still to play, may hold a higher trump "
                "(%(threats)s). Over the deals, keeping your %(best)s for a later trick is "
                "worth more than overtrumping with it: play %(answer)s.",
                threats=w.cards(fact.threats, joint="or"),
                **values,
            )
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(LetItRide)
def _let_it_ride(fact: LetItRide, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    line = t_(
        "You have no %(led)s, but %(held)s is winning: let it ride and throw %(answer)s.",
        led=w.suit(fact.led),
        held=w.held(fact.winner_seat, fact.winner),
        answer=w.card(fact.answer),
    )
    return _quoted(fact.quote, fact.advice, line)


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
        line += " " + t_(
            "Your partner called, so lead your highest trump, %(answer)s, even if it is small.",
            answer=w.card(fact.answer),
        )
    elif fact.partner_called:
        line += " " + t_(
            "Your partner called, so lead your highest trump, %(answer)s.",
            answer=w.card(fact.answer),
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(HighestSide)
def _highest_side(fact: HighestSide, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "answer": w.card(fact.answer),
        "suit": w.suit(fact.suit),
        "higher": w.cards(fact.higher, joint="or"),
        "who": w.seats(fact.out) if fact.out else "",
        "makers": makers_led(fact.makers, fact.loner, w),
    }
    # The Korean says "none of them" of several higher cards, "it" of one.
    cards = "one card" if len(fact.higher) == 1 else "several cards"
    single = fact.makers in ("maker", "loner")
    if fact.out and len(fact.out) == 1 and fact.higher:
        line = t_(
            "%(answer)s is your highest card outside trump; %(who)s has shown out of "
            "%(suit)s, so only a trump can take it (or the %(higher)s).",
            **values,
        )
    elif fact.out and len(fact.out) == 1:
        line = t_(
            "%(answer)s is your highest card outside trump; %(who)s has shown out of "
            "%(suit)s, so only a trump can take it.",
            **values,
        )
    elif fact.out and fact.higher:
        line = t_(
            "%(answer)s is your highest card outside trump; both opponents have shown out of "
            "%(suit)s, so only a trump can take it (or the %(higher)s).",
            **values,
        )
    elif fact.out:
        line = t_(
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
        line = t_(
            "%(answer)s is your highest card outside trump, and no opponent can beat it.", **values
        )
    else:
        line = t_(
            "%(answer)s is your highest card outside trump and can take a trick before "
            "%(makers)s can trump that suit.",
            **values,
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(ReadCards)
def _read_cards(fact: ReadCards, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    said = [t_("Read the cards: %(who)s showed out of trump.", who=w.seats(fact.out))]
    for seat, card in zip(fact.read, fact.spent, strict=True):
        said.append(
            capital(
                t_(
                    "%(who)s spent the %(card)s on a trump lead it could not win: most likely "
                    "their last trump.",
                    who=w.seat(seat),
                    card=w.card(card),
                )
            )
        )
    values = {"answer": w.card(fact.answer), "suit": w.suit_one(fact.suit)}
    if fact.left:
        said.append(
            t_(
                "Only %(who)s could still trump %(answer)s, the highest %(suit)s left: lead it "
                "now.",
                who=w.seats(fact.left),
                **values,
            )
        )
    elif fact.read:
        said.append(
            t_(
                "Most likely nobody is left to trump %(answer)s, the highest %(suit)s left: "
                "cash it now.",
                **values,
            )
        )
    else:
        said.append(
            t_(
                "Nobody is left to trump %(answer)s, the highest %(suit)s left: cash it now.",
                **values,
            )
        )
    return _quoted(fact.quote, fact.advice, " ".join(said))


@renders(CashWinner)
def _cash_winner(fact: CashWinner, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    one = fact.loner is not None
    values = {
        "against": w.seat(fact.loner) if fact.loner is not None else _("the opponents"),
        "answer": w.card(fact.answer),
        "suit": w.suit_one(fact.suit),
    }
    if fact.reason == "gone" and fact.alone:
        message = (
            "Here every trump is played or in your hand, so %(against)s have none. %(answer)s "
            "is the highest %(suit)s left and nobody can trump it: cash it while you have the "
            "lead."
        )
        return _quoted(fact.quote, fact.advice, t_(message, **values))
    if fact.reason == "gone" and one:
        message = (
            "Here every trump is played or on your side, so %(against)s has none. %(answer)s "
            "is the highest %(suit)s left and nobody can trump it: cash it while you have the "
            "lead."
        )
        return _quoted(fact.quote, fact.advice, t_(message, **values))
    if fact.reason == "gone":
        # A side is a team (팀) at four, 쪽 at three.
        message = (
            "Here every trump is played or on your side, so %(against)s have none. %(answer)s "
            "is the highest %(suit)s left and nobody can trump it: cash it while you have the "
            "lead."
        )
        return _quoted(fact.quote, fact.advice, p_(w.hands(), message, **values))
    if one:
        message = (
            "Here %(against)s has shown out of trump, so %(against)s has none. %(answer)s is "
            "the highest %(suit)s left and nobody can trump it: cash it while you have the lead."
        )
        return _quoted(fact.quote, fact.advice, t_(message, **values))
    message = (
        "Here %(against)s have shown out of trump, so %(against)s have none. %(answer)s is "
        "the highest %(suit)s left and nobody can trump it: cash it while you have the lead."
    )
    return _quoted(fact.quote, fact.advice, t_(message, **values))


@renders(HighestTrumpTie)
def _highest_trump_tie(fact: HighestTrumpTie, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return t_(
        "Lead your highest trump, %(answer)s, rather than the %(others)s.",
        answer=w.card(fact.answer),
        others=w.cards(fact.others, joint="or"),
    )


@renders(LowestTie)
def _lowest_tie(fact: LowestTie, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"answer": w.card(fact.answer), "others": w.cards(fact.others)}
    if fact.which == "S0-4":
        message = (
            "Of the cards that leave the trick to your partner, %(answer)s is the lowest: "
            "keep the %(others)s for later tricks."
        )
    elif fact.which == "S0-5":
        message = (
            "Of the cards you can throw, %(answer)s is the lowest: keep the %(others)s for "
            "later tricks."
        )
    else:
        message = "Of these cards, %(answer)s is the lowest: keep the %(others)s for later tricks."
    return t_(message, **values)


@renders(CuratedWhy)
def _curated_why(fact: CuratedWhy, item: Mapping[str, Any], lang: str) -> str:
    why = POSITIONS[fact.number - 1].why
    if why is None:
        raise ValueError(f"curated position {fact.number} has no reason of its own")
    return t_(why[0])


@renders(ThroughMaker)
def _through_maker(fact: ThroughMaker, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    higher = ""
    if len(fact.out) == 1:
        higher = t_("the %(cards)s is still out", cards=w.cards(fact.out))
    elif fact.out:
        higher = t_("the %(cards)s are still out", cards=w.cards(fact.out))
    if fact.known is not None and higher:
        higher += t_(", and your partner holds the %(card)s turned up", card=w.card(fact.known))
    elif fact.known is not None:
        higher = t_("your partner holds the %(card)s turned up", card=w.card(fact.known))
    said = capital(
        t_(
            "%(maker)s made trump and plays right after you: %(maker)s must play to your "
            "%(answer)s before your partner, who sees the maker's card and can beat it with a "
            "higher trump (%(higher)s).",
            maker=w.seat(fact.maker),
            answer=w.card(fact.answer),
            higher=higher,
        )
    )
    if not fact.contrast:
        return said
    other = t_(
        "Here, over the deals, this comes before the other advice — %(advice)s.",
        advice=_(ADVICE["A-5"][0]),
    )
    return f"{said} {other}"


@renders(ShortSuits)
def _short_suits(fact: ShortSuits, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    answer = w.card(fact.answer)
    ace_suit = parse_card(fact.ace).suit if fact.ace is not None else None
    if fact.ace is not None and ace_suit is None:
        raise ValueError("A-6's off-suit ace is the joker")
    if fact.ace is not None and ace_suit is not None and fact.both:
        line = t_(
            "Both opponents have shown out of %(suits)s, so your %(ace)s will be trumped by any "
            "trump they hold. Lead %(answer)s.",
            suits=w.suit(ace_suit.value),
            ace=w.card(fact.ace),
            answer=answer,
        )
    elif fact.ace is not None and ace_suit is not None:
        line = capital(
            t_(
                "%(who)s has shown out of %(suits)s, so your %(ace)s will be trumped by any "
                "trump they hold. Lead %(answer)s.",
                who=w.seats(fact.who),
                suits=w.suit(ace_suit.value),
                ace=w.card(fact.ace),
                answer=answer,
            )
        )
    elif fact.turned_down:
        line = t_(
            "The short suits here are %(short)s: trump's sister suit has only %(size)d cards and "
            "the turned-down suit lost a card, so they are ruffed more often. Lead %(answer)s.",
            short=w.suits(fact.short),
            size=fact.sister_size,
            answer=answer,
        )
    else:
        line = t_(
            "The short suits here are %(short)s: trump's sister suit has only %(size)d cards, so "
            "they are ruffed more often. Lead %(answer)s.",
            short=w.suits(fact.short),
            size=fact.sister_size,
            answer=answer,
        )
    return _quoted(fact.quote, fact.advice, line)


@renders(TrumpCount)
def _trump_count(fact: TrumpCount, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.played:
        played = t_(
            "%(count)d played (%(cards)s)", count=len(fact.played), cards=w.cards_text(fact.played)
        )
    else:
        played = _("none has been played")
    values = {
        "total": fact.total,
        "played": played,
        "count": len(fact.mine),
        "mine": w.cards_text(fact.mine),
        "known": w.card(fact.known) if fact.known is not None else "",
        "left": len(fact.rest),
        "rest": w.cards_text(fact.rest),
        "winners": w.cards(fact.winners),
    }
    if fact.known is not None and fact.dead:
        message = (
            "Count the trumps: of the %(total)d, %(played)s, and you hold %(count)d (%(mine)s); "
            "the %(known)s turn-up is out of play. That leaves %(left)d (%(rest)s) an opponent "
            "may hold, so your %(winners)s can still be trumped."
        )
    elif fact.known is not None:
        message = (
            "Count the trumps: of the %(total)d, %(played)s, and you hold %(count)d (%(mine)s); "
            "your partner took the %(known)s turn-up. That leaves %(left)d (%(rest)s) an "
            "opponent may hold, so your %(winners)s can still be trumped."
        )
    else:
        message = (
            "Count the trumps: of the %(total)d, %(played)s, and you hold %(count)d (%(mine)s). "
            "That leaves %(left)d (%(rest)s) an opponent may hold, so your %(winners)s can "
            "still be trumped."
        )
    return t_(message, **values)


@renders(LeadIt)
def _lead_it(fact: LeadIt, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _quoted(fact.quote, fact.advice, t_("Lead %(answer)s.", answer=w.card(fact.answer)))
