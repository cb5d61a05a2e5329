"""The words of the calling kinds' questions (``tutor.quiz.kinds.calls.ask``) and of their
buttons (order-up's "Order it up", name-trump's "Name hearts"), from the catalogue."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.calling import ALONE, ORDER_UP, PASS
from tutor.quiz.kinds.calls.ask import (
    DealerIs,
    DoYouGoAlone,
    NameOrPass,
    ScoreIs,
    StickTheDealer,
    TheyPassed,
    TurnedDown,
    TurnUpIs,
    WhatDoYouDo,
    YouCall,
)
from tutor.quiz.kinds.calls.basics import ALONE_SUFFIX
from tutor.quiz.kinds.defend_ask import (
    DefendAloneRule,
    DoYouDefendAlone,
    PassedBeforeCall,
    TheyCall,
    WonByTwo,
)
from tutor.quiz.kinds.defend_facts import DEFEND_ALONE, TOGETHER, defence_from_item
from tutor.quiz.words import capital
from tutor.web.explanation.registry import renders
from tutor.web.labels import writes_labels
from tutor.web.text import _, p_
from tutor.web.words import Words

# The Korean of a calling kind's question words where the seat speaks as a calling turn
# (가장 먼저 부를 차례), as against the play's turn to speak (가장 먼저 말합니다).
_TURNS = "calling-turn"
_SPEAKS = "speaking-turn"


@renders(TurnUpIs)
def turn_up_is(fact: TurnUpIs, item: Mapping[str, Any], lang: str) -> str:
    return _("The turn-up is %(card)s.", card=Words(item, lang).card(fact.card))


@renders(DealerIs)
def dealer_is(fact: DealerIs, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    role = (w.you - fact.dealer) % w.players
    if role == 0:
        return _("You are the dealer.")
    context = _TURNS if fact.turns else _SPEAKS
    dealer = w.player(fact.dealer)
    if role == 1:
        return p_(context, "The dealer is %(dealer)s; you speak first.", dealer=dealer)
    if role == w.players - 1:
        return p_(
            context, "The dealer is %(dealer)s; you speak just before the dealer.", dealer=dealer
        )
    return _("The dealer is %(dealer)s.", dealer=dealer)


def _seats_listed(seats: tuple[int, ...], w: Words) -> str:
    """ "Your partner, the right opponent and the left opponent"; Korean pairs two with 와
    and lists three with commas, as the calling texts always have."""
    names = [w.player(seat) for seat in seats]
    if len(names) == 1:
        return capital(names[0])
    if len(names) == 2:
        return capital(p_("seats", "%(first)s and %(second)s", first=names[0], second=names[1]))
    return capital(p_("seats", "%(rest)s and %(last)s", rest=", ".join(names[:-1]), last=names[-1]))


@renders(TheyPassed)
def they_passed(fact: TheyPassed, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if w.players == 3 and len(fact.seats) == 2:
        if fact.again:
            return _("Both opponents passed again.")
        return _("Both opponents passed.")
    seats = _seats_listed(fact.seats, w)
    if fact.again:
        return _("%(seats)s passed again.", seats=seats)
    return _("%(seats)s passed.", seats=seats)


@renders(PassedBeforeCall)
def passed_before_call(fact: PassedBeforeCall, item: Mapping[str, Any], lang: str) -> str:
    seats = _seats_listed(fact.seats, Words(item, lang))
    if fact.again:
        return _("%(seats)s passed again.", seats=seats)
    return _("%(seats)s passed.", seats=seats)


@renders(ScoreIs)
def score_is(fact: ScoreIs, item: Mapping[str, Any], lang: str) -> str:
    values = {"mine": fact.mine, "theirs": fact.theirs, "target": fact.target}
    if fact.win_by_two:
        if fact.mine == 1:
            return _(
                "Your side has %(mine)d point, the opponents %(theirs)d, in a game to "
                "%(target)d that must be won by two points.",
                **values,
            )
        return _(
            "Your side has %(mine)d points, the opponents %(theirs)d, in a game to "
            "%(target)d that must be won by two points.",
            **values,
        )
    if fact.mine == 1:
        return _(
            "Your side has %(mine)d point, the opponents %(theirs)d, in a game to %(target)d.",
            **values,
        )
    return _(
        "Your side has %(mine)d points, the opponents %(theirs)d, in a game to %(target)d.",
        **values,
    )


@renders(WhatDoYouDo)
def what_do_you_do(fact: WhatDoYouDo, item: Mapping[str, Any], lang: str) -> str:
    return _("What do you do?")


@renders(TurnedDown)
def turned_down(fact: TurnedDown, item: Mapping[str, Any], lang: str) -> str:
    card = Words(item, lang).card(fact.card)
    if fact.you_deal:
        return _(
            "Everyone passed the %(card)s turn-up, and you, the dealer, turned it down.",
            card=card,
        )
    return _("Everyone passed the %(card)s turn-up; it is turned down.", card=card)


@renders(StickTheDealer)
def stick_the_dealer(fact: StickTheDealer, item: Mapping[str, Any], lang: str) -> str:
    if fact.stuck:
        return _(
            "You are stuck: under stick the dealer, the dealer may not pass and must name a suit."
        )
    w = Words(item, lang)
    return _(
        "Stick the dealer is played: if everyone passes, the dealer, %(dealer)s, must name a suit.",
        dealer=w.player(int(item["dealer"])),
    )


@renders(NameOrPass)
def name_or_pass(fact: NameOrPass, item: Mapping[str, Any], lang: str) -> str:
    if fact.stuck:
        if fact.alone:
            return _("Which suit do you name, and do you go alone?")
        return _("Which suit do you name?")
    if fact.alone:
        return _("Do you name a suit or pass? If you name a suit, do you go alone?")
    return _("Do you name a suit or pass?")


@renders(YouCall)
def you_call(fact: YouCall, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    suit = w.suit(fact.trump)
    if int(item["round"]) == 2:
        return _("You name %(suit)s: %(suit)s are trump.", suit=suit)
    card = w.card(str(item["upcard"]))
    dealer = int(item["dealer"])
    role = (w.you - dealer) % 4
    if role == 0:
        return _(
            "You pick up the %(card)s: %(suit)s are trump, and you will discard one card.",
            card=card,
            suit=suit,
        )
    if role == 2:
        # The partner, the dealer, sits out a loner and the turn-up with them.
        return _(
            "You order up the %(card)s: %(suit)s are trump. If you play together, your "
            "partner, the dealer, takes the %(card)s; if you go alone, your partner sits out "
            "and the %(card)s is dead.",
            card=card,
            suit=suit,
        )
    return _(
        "You order up the %(card)s: %(suit)s are trump, and the dealer, %(dealer)s, takes "
        "the %(card)s.",
        card=card,
        suit=suit,
        dealer=w.player(dealer),
    )


@renders(DoYouGoAlone)
def do_you_go_alone(fact: DoYouGoAlone, item: Mapping[str, Any], lang: str) -> str:
    return _("Do you go alone?")


def _call_made(fact: TheyCall, item: Mapping[str, Any], w: Words) -> str:
    """The maker's call, "The right opponent orders up the Q♠: spades are trump."."""
    maker = w.player(fact.maker)
    maker = w.grammar.capital(maker)
    suit = w.suit(fact.trump)
    if int(item["round"]) == 2:
        if fact.alone:
            return _(
                "%(maker)s names %(suit)s and goes alone: %(suit)s are trump.",
                maker=maker,
                suit=suit,
            )
        return _("%(maker)s names %(suit)s: %(suit)s are trump.", maker=maker, suit=suit)
    card = w.card(str(item["upcard"]))
    values = {"maker": maker, "card": card, "suit": suit}
    if (fact.maker - int(item["dealer"])) % 4 == 0:
        if fact.alone:
            return _(
                "%(maker)s picks up the %(card)s and goes alone: %(suit)s are trump.", **values
            )
        return _("%(maker)s picks up the %(card)s: %(suit)s are trump.", **values)
    if fact.alone:
        return _("%(maker)s orders up the %(card)s and goes alone: %(suit)s are trump.", **values)
    return _("%(maker)s orders up the %(card)s: %(suit)s are trump.", **values)


@renders(TheyCall)
def they_call(fact: TheyCall, item: Mapping[str, Any], lang: str) -> str:
    """The call, then what the rules make of it: a Canadian loner, who takes the turn-up
    (or that it is dead), and the lone maker's partner sitting out."""
    w = Words(item, lang)
    defence = defence_from_item(item)
    card = w.card(str(item["upcard"]))
    said = [_call_made(fact, item, w)]
    must = defence.round == 1 and (defence.maker - defence.dealer) % 4 == 2
    if must and defence.variant.canadian_loner:
        said.append(_("In this game a dealer's partner who orders up must play alone."))
    taker = defence.taker
    if taker is not None and taker != defence.dealer:
        said.append(_("The caller takes the %(card)s and discards one card.", card=card))
    elif taker is not None and taker != defence.maker:
        said.append(
            _(
                "The dealer, %(dealer)s, takes the %(card)s and discards one card.",
                dealer=w.player(defence.dealer),
                card=card,
            )
        )
    elif defence.round == 1 and taker is None:
        said.append(_("The dealer sits out, and the %(card)s is dead.", card=card))
    if fact.alone:
        said.append(_("Your left opponent, the maker's partner, sits out."))
    return " ".join(said)


@renders(WonByTwo)
def won_by_two(fact: WonByTwo, item: Mapping[str, Any], lang: str) -> str:
    return _("The game must be won by two points.")


@renders(DefendAloneRule)
def defend_alone_rule(fact: DefendAloneRule, item: Mapping[str, Any], lang: str) -> str:
    if fact.vs_loner_only:
        return _("Here a defender may defend alone against a lone maker.")
    return _("Here a defender may defend alone against any call.")


@renders(DoYouDefendAlone)
def do_you_defend_alone(fact: DoYouDefendAlone, item: Mapping[str, Any], lang: str) -> str:
    return _("Of the two defenders, you are asked first. Do you defend alone?")


# -- the buttons ------------------------------------------------------------------------


@writes_labels("order-up")
def order_up_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """The dealer picks it up or turns it down (테이크업, 엎기: the lessons' 딜러가 턴업을
    엎다); anyone else orders it up or passes."""
    if int(item["seat"]) == int(item["dealer"]):
        words = {
            PASS: _("Turn it down"),
            ORDER_UP: _("Pick it up"),
            ALONE: _("Pick it up and go alone"),
        }
    else:
        words = {PASS: _("Pass"), ORDER_UP: _("Order it up"), ALONE: _("Order it up and go alone")}
    return words.get(code)


@writes_labels("name-trump")
def name_trump_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    if code == PASS:
        return _("Pass")
    alone = code.endswith(ALONE_SUFFIX)
    suit = code.removesuffix(ALONE_SUFFIX)
    if suit not in ("S", "H", "D", "C"):
        return None
    name = Words(item, lang).suit(suit)
    if alone:
        return _("Name %(suit)s and go alone", suit=name)
    return _("Name %(suit)s", suit=name)


@writes_labels("go-alone")
def go_alone_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    return {"alone": _("Go alone"), "with-partner": _("Play with your partner")}.get(code)


@writes_labels("defend-alone")
def defend_alone_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    # The quiz's button, as against the class pages' name for the rule (단독 수비).
    alone = p_("defend-alone", "Defend alone")
    return {DEFEND_ALONE: alone, TOGETHER: _("Defend with your partner")}.get(code)
