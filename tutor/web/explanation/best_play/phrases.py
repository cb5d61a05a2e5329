"""Phrases more than one kind of best-play sentence says: the side a defender leads
against, and the usual advice quoted before what it means here."""

from __future__ import annotations

from tutor.quiz.principles.advice import ADVICE_MESSAGES
from tutor.web.text import _
from tutor.web.words import Words


def makers_led(makers: str, loner: int | None, w: Words) -> str:
    """The side a defender leads against: the makers, the bidders, the three-hand maker or
    the lone hand by seat."""
    if makers == "loner" and loner is not None:
        return w.player(loner)
    return {"makers": _("the makers"), "maker": _("the maker"), "bidders": _("the bidders")}[makers]


def quoted(quote: str, advice: str | None, line: str) -> str:
    """The principle line: the advice quoted as fitting, then what it means here."""
    if quote == "none" or advice is None:
        return line
    words = _(ADVICE_MESSAGES[advice])
    if quote == "bid":
        said = _(
            "The usual advice — %(advice)s — is for the side that made trump: here that is "
            "your side, which won the bid.",
            advice=words,
        )
    elif quote == "rest":
        said = _(
            "The usual advice — %(advice)s — gives way here to the rest of it: %(exception)s.",
            advice=words,
            exception=_(ADVICE_MESSAGES["S0-4-except"]),
        )
    elif quote == "three-hand":
        said = _(
            "The usual advice — %(advice)s — is for the side that made trump: here that is "
            "you, the maker, alone against the other two.",
            advice=words,
        )
    else:
        said = _("The usual advice — %(advice)s — fits here.", advice=words)
    return f"{said} {line}"
