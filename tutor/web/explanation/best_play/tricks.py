"""What the principle says about the trick in progress, in words: playing low or winning
cheaply (S0-6), leaving partner's card to win or overtrumping it (S0-4, S0-5), and the
ties among the cards that leave the trick."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine import parse_card
from tutor.quiz.kinds.best_play.fact_types import (
    CheapestWinner,
    CouldWin,
    KeepOvertrump,
    LetItRide,
    LowestOfTied,
    LowestTie,
    NoneBeats,
    NoTrumpDiscard,
    OnlyWinner,
    OnlyWinnerOvertakable,
    OvertrumpThreat,
    PartnerAlreadyWins,
    PartnerSafeLow,
    PartnerWinsTurnUpOut,
    WeakestWinnerThreatened,
)
from tutor.quiz.words import capital
from tutor.web.explanation.best_play.phrases import quoted
from tutor.web.explanation.registry import renders
from tutor.web.text import _
from tutor.web.words import Words

# -- what the principle says here -------------------------------------------------------------


@renders(NoneBeats)
def _none_beats(fact: NoneBeats, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"held": w.held(fact.winner_seat, fact.winner), "answer": w.card(fact.answer)}
    if fact.low_game:
        line = _(
            "None of your cards beats %(held)s: play your weakest card, %(answer)s, and keep "
            "the stronger ones for later tricks.",
            **values,
        )
    else:
        line = _(
            "None of your cards beats %(held)s: play your lowest card, %(answer)s, and keep "
            "the higher ones for later tricks.",
            **values,
        )
    return quoted(fact.quote, fact.advice, line)


@renders(NoTrumpDiscard)
def _no_trump_discard(fact: NoTrumpDiscard, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "led": w.suit(fact.led),
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
    }
    if fact.boss is not None and fact.boss_suit is not None:
        boss = {"boss": w.card(fact.boss), "suit": w.suit_one(fact.boss_suit)}
        # No-trump low's strongest card left is its suit's lowest: never "the highest".
        message = (
            "You have no %(led)s and none of your cards beats %(held)s: throw %(answer)s "
            "and keep the %(boss)s, the strongest %(suit)s left, which can still win a "
            "later trick."
            if fact.low_game
            else "You have no %(led)s and none of your cards beats %(held)s: throw "
            "%(answer)s and keep the %(boss)s, the highest %(suit)s left, which can still "
            "win a later trick."
        )
        line = _(message, **values, **boss)
    else:
        line = _(
            "You have no %(led)s and none of your cards beats %(held)s: throw %(answer)s "
            "and keep %(kept)s for the tricks to come.",
            **values,
            kept=w.cards_listed(fact.kept),
        )
    return quoted(fact.quote, fact.advice, line)


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
        line = _(
            "None of your cards beats %(held)s: play any of your weakest cards (%(tied)s) and "
            "keep the stronger ones for later tricks. Of these, the deals favour %(answer)s.",
            **values,
        )
    else:
        line = _(
            "None of your cards beats %(held)s: play any of your lowest cards (%(tied)s) and "
            "keep the higher ones for later tricks. Of these, the deals favour %(answer)s.",
            **values,
        )
    return quoted(fact.quote, fact.advice, line)


@renders(PartnerSafeLow)
def _partner_safe_low(fact: PartnerSafeLow, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"held": w.held(fact.winner_seat, fact.winner), "answer": w.card(fact.answer)}
    if fact.low_game:
        line = _(
            "%(held)s already wins the trick: no opponent still to play can beat it. Play your "
            "weakest card, %(answer)s, and keep the stronger ones for later tricks.",
            **values,
        )
    else:
        line = _(
            "%(held)s already wins the trick: no opponent still to play can beat it. Play your "
            "lowest card, %(answer)s, and keep the higher ones for later tricks.",
            **values,
        )
    return quoted(fact.quote, fact.advice, capital(line))


@renders(CouldWin)
def _could_win(fact: CouldWin, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "winners": w.cards_listed(fact.winners, joint="or"),
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
    }
    if fact.low_game:
        line = _(
            "You could win this trick (%(winners)s beats %(held)s), but over the deals "
            "winning it costs more than it brings: play your weakest card, %(answer)s, and "
            "keep the stronger ones for later tricks.",
            **values,
        )
    else:
        line = _(
            "You could win this trick (%(winners)s beats %(held)s), but over the deals "
            "winning it costs more than it brings: play your lowest card, %(answer)s, and "
            "keep the higher ones for later tricks.",
            **values,
        )
    return quoted(fact.quote, fact.advice, line)


@renders(OnlyWinner)
def _only_winner(fact: OnlyWinner, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"held": w.held(fact.winner_seat, fact.winner), "answer": w.card(fact.answer)}
    if fact.last:
        line = _(
            "You can win this trick: %(answer)s is your only card that beats %(held)s, and "
            "you play last, so take it.",
            **values,
        )
    else:
        line = _(
            "You can win this trick: %(answer)s is your only card that beats %(held)s, and "
            "no opponent still to play can beat it, so take it.",
            **values,
        )
    return quoted(fact.quote, fact.advice, line)


@renders(OnlyWinnerOvertakable)
def _only_winner_overtakable(
    fact: OnlyWinnerOvertakable, item: Mapping[str, Any], lang: str
) -> str:
    w = Words(item, lang)
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "who": w.players_named(fact.who),
        "over": w.cards_listed(fact.over, joint="or"),
    }
    if fact.ruff:
        line = _(
            "Only %(answer)s beats %(held)s so far: ruff it, and make %(who)s, still to "
            "play, overtake it if they can (%(over)s).",
            **values,
        )
    else:
        line = _(
            "Only %(answer)s beats %(held)s so far: play it, and make %(who)s, still to "
            "play, overtake it if they can (%(over)s).",
            **values,
        )
    return quoted(fact.quote, fact.advice, line)


@renders(WeakestWinnerThreatened)
def _weakest_winner_threatened(
    fact: WeakestWinnerThreatened, item: Mapping[str, Any], lang: str
) -> str:
    w = Words(item, lang)
    if fact.upcard is not None and fact.holder is not None and fact.rest:
        over = _(
            "%(holder)s holds the %(upcard)s turn-up; the %(rest)s is still out",
            holder=w.player(fact.holder),
            upcard=w.card(fact.upcard),
            rest=w.cards_listed(fact.rest, joint="or"),
        )
    elif fact.upcard is not None and fact.holder is not None:
        over = _(
            "%(holder)s holds the %(upcard)s turn-up",
            holder=w.player(fact.holder),
            upcard=w.card(fact.upcard),
        )
    else:
        over = _("the %(rest)s is still out", rest=w.cards_listed(fact.rest, joint="or"))
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "who": capital(w.players_named(fact.who)),
        "over": over,
        "keep": w.cards_listed(fact.stronger),
    }
    if len(fact.stronger) == 1:
        line = _(
            "%(answer)s is your weakest card that beats %(held)s. %(who)s, still to play, may "
            "beat it (%(over)s); the %(keep)s would be safer on this trick, but the deals "
            "favour keeping it for the tricks to come.",
            **values,
        )
    else:
        line = _(
            "%(answer)s is your weakest card that beats %(held)s. %(who)s, still to play, may "
            "beat it (%(over)s); the %(keep)s would be safer on this trick, but the deals "
            "favour keeping them for the tricks to come.",
            **values,
        )
    return quoted(fact.quote, fact.advice, line)


@renders(CheapestWinner)
def _cheapest_winner(fact: CheapestWinner, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "keep": w.cards_listed(fact.stronger),
    }
    if fact.last:
        line = _(
            "You can win this trick, and you play last: %(answer)s is your weakest card "
            "that beats %(held)s, so win with it and keep the %(keep)s for the tricks to "
            "come.",
            **values,
        )
    else:
        line = _(
            "You can win this trick, and no opponent still to play can beat the %(answer)s: it "
            "is your weakest card that beats %(held)s, so win with it and keep the %(keep)s "
            "for the tricks to come.",
            **values,
        )
    return quoted(fact.quote, fact.advice, line)


@renders(PartnerAlreadyWins)
def _partner_already_wins(fact: PartnerAlreadyWins, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.why == "last":
        safe = _("you are the last to play")
    elif fact.why == "void":
        message = "%(who)s, still to play, has shown out of trump"
        if len(fact.after) > 1:
            message = "%(who)s, still to play, have shown out of trump"
        safe = _(message, who=w.players_named(fact.after))
    elif not fact.mine:
        safe = _("it is the highest trump left")
    elif len(fact.mine) == 1:
        safe = _(
            "no trump still to come beats it (the %(mine)s is yours)",
            mine=w.cards_listed(fact.mine),
        )
    else:
        safe = _(
            "no trump still to come beats it (the %(mine)s are yours)",
            mine=w.cards_listed(fact.mine),
        )
    return _already_wins(fact, w, safe)


@renders(PartnerWinsTurnUpOut)
def _partner_wins_turn_up_out(
    fact: PartnerWinsTurnUpOut, item: Mapping[str, Any], lang: str
) -> str:
    w = Words(item, lang)
    gone = w.card(fact.gone)
    if not fact.mine:
        safe = _("no trump still to come beats it (the %(gone)s turn-up is out of play)", gone=gone)
    elif len(fact.mine) == 1:
        safe = _(
            "no trump still to come beats it (the %(mine)s is yours and the %(gone)s turn-up "
            "is out of play)",
            mine=w.cards_listed(fact.mine),
            gone=gone,
        )
    else:
        safe = _(
            "no trump still to come beats it (the %(mine)s are yours and the %(gone)s turn-up "
            "is out of play)",
            mine=w.cards_listed(fact.mine),
            gone=gone,
        )
    return _already_wins(fact, w, safe)


def _already_wins(fact: PartnerAlreadyWins | PartnerWinsTurnUpOut, w: Words, safe: str) -> str:
    """Partner's card already wins the trick, for the reason ``safe``; the card to keep."""
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "safe": safe,
        "spend": w.card(fact.spend) if fact.spend is not None else "",
    }
    if fact.must_follow:
        line = _(
            "%(held)s already wins the trick: %(safe)s. You must follow with a trump anyway: "
            "play %(answer)s and keep the %(spend)s for later.",
            **values,
        )
    elif fact.spend is not None:
        line = _(
            "%(held)s already wins the trick: %(safe)s. Playing the %(spend)s would spend a "
            "trump for nothing.",
            **values,
        )
    else:
        line = _("%(held)s already wins the trick: %(safe)s.", **values)
    return quoted(fact.quote, fact.advice, capital(line))


@renders(OvertrumpThreat)
def _overtrump_threat(fact: OvertrumpThreat, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "maybe": w.cards_listed(fact.maybe, joint="or"),
    }
    if fact.known is not None and fact.holder is not None and fact.maybe:
        line = _(
            "%(held)s is winning, but %(holder)s, still to play, holds the %(known)s turn-up "
            "and may hold more (%(more)s). Overtrump with %(answer)s: no card left can beat "
            "it, so the trick stays yours.",
            holder=w.player(fact.holder),
            known=w.card(fact.known),
            more=w.cards_listed(fact.maybe),
            **values,
        )
    elif fact.known is not None and fact.holder is not None:
        line = _(
            "%(held)s is winning, but %(holder)s, still to play, holds the %(known)s turn-up. "
            "Overtrump with %(answer)s: no card left can beat it, so the trick stays yours.",
            holder=w.player(fact.holder),
            known=w.card(fact.known),
            **values,
        )
    else:
        line = _(
            "%(held)s is winning, but %(who)s, still to play, may hold a higher trump "
            "(%(maybe)s). Overtrump with %(answer)s: no card left can beat it, so the trick "
            "stays yours.",
            who=w.players_named(fact.who),
            **values,
        )
    return quoted(fact.quote, fact.advice, capital(line))


@renders(KeepOvertrump)
def _keep_overtrump(fact: KeepOvertrump, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {
        "held": w.held(fact.winner_seat, fact.winner),
        "answer": w.card(fact.answer),
        "who": w.players_named(fact.who),
        "best": w.card(fact.best),
    }
    if fact.lost and len(fact.threats) == 1:
        line = _(
            "The %(threats)s is still out and %(who)s plays after you. If %(who)s holds it, "
            "your %(best)s would lose to it anyway; if not, %(held)s wins the trick as it is. "
            "Either way the %(best)s gains nothing here: play %(answer)s and keep the "
            "%(best)s for later.",
            threats=w.cards_listed(fact.threats),
            **values,
        )
    elif fact.lost:
        line = _(
            "The %(threats)s are still out and %(who)s plays after you. If %(who)s holds one "
            "of them, your %(best)s would lose to it anyway; if not, %(held)s wins the trick "
            "as it is. Either way the %(best)s gains nothing here: play %(answer)s and keep "
            "the %(best)s for later.",
            threats=w.cards_listed(fact.threats),
            **values,
        )
    else:
        line = capital(
            _(
                "%(held)s is winning, but %(who)s, still to play, may hold a higher trump "
                "(%(threats)s). Over the deals, keeping your %(best)s for a later trick is "
                "worth more than overtrumping with it: play %(answer)s.",
                threats=w.cards_listed(fact.threats, joint="or"),
                **values,
            )
        )
    return quoted(fact.quote, fact.advice, line)


@renders(LetItRide)
def _let_it_ride(fact: LetItRide, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    line = _(
        "You have no %(led)s, but %(held)s is winning: let it ride and throw %(answer)s.",
        led=w.suit(fact.led),
        held=w.held(fact.winner_seat, fact.winner),
        answer=w.card(fact.answer),
    )
    return quoted(fact.quote, fact.advice, line)


@renders(LowestTie)
def _lowest_tie(fact: LowestTie, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    values = {"answer": w.card(fact.answer), "others": w.cards_listed(fact.others)}
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
    return _(message, **values)
