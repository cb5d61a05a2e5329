"""best-play explanation facts (``tutor.quiz.kinds.best_play.explaining``) in words.

One catalogue lookup a sentence (English msgid, Korean msgstr); where the English says one
sentence that the Korean says two ways (one suit or several, a team or a side), a context
tells them apart. Names of seats, suits and cards are passed bare; the Korean msgstr marks
each particle after a name in braces ("%(answer)s{을}") and ``_particles`` writes the form
that fits the name (``tutor.korean.pick``), so one name takes any particle a sentence needs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import Suit, parse_card
from tutor.korean import PARTICLES, card_ko, josa, pick
from tutor.quiz.kinds.best_play.explaining import (
    CheapestWinner,
    Close,
    Contract,
    CouldWin,
    DeadTopTrump,
    DrawTrumps,
    HandMade,
    LeadIt,
    LetItRide,
    LowestOfTied,
    NoMarch,
    NoneBeats,
    OnlyWinner,
    OnlyWinnerOvertakable,
    PartnerAlreadyWins,
    PartnerSafeLow,
    Play,
    Rejected,
    ShownOut,
    Side,
    TricksSoFar,
    TrumpsYours,
    TurnUpHeld,
    Value,
    WeakestWinnerThreatened,
    WinningSoFar,
)
from tutor.quiz.principles.advice import ADVICE
from tutor.quiz.words import capital, seat_name
from tutor.web.explanation.registry import renders
from tutor.web.text import _, translations

# Counts in Korean prose are read with native numbers, as the lessons write them.
_KO_COUNTS = ("한", "두", "세", "네", "다섯", "여섯")
_PARTICLE = re.compile(r"\{(" + "|".join(PARTICLES) + r")\}")


def _particles(text: str) -> str:
    """Each "{을}" after a name becomes the form that fits it ("J♠을", "Q♥를")."""
    while (found := _PARTICLE.search(text)) is not None:
        before = text[: found.start()]
        text = before + pick(before, found.group(1)) + text[found.end() :]
    return text


def t_(message: str, **variables: Any) -> str:
    return _particles(_(message, **variables))


def p_(context: str, message: str, **variables: Any) -> str:
    """A sentence whose English is one and whose Korean is two, told apart by context."""
    text = str(translations().upgettext(context, message))
    return _particles(text % variables if variables else text)


class _Words:
    """How one language names an item's cards, seats, suits and counts (bare: the Korean
    sentence marks the particle)."""

    def __init__(self, item: Mapping[str, Any], lang: str) -> None:
        self.korean = lang == "ko"
        self.lang = lang
        self.you = int(item["seat"])
        self.players = item_variant(item).players

    def card(self, code: str) -> str:
        card = parse_card(code)
        return card_ko(card) if self.korean else str(card)

    def cards(self, codes: Iterable[str], joint: str = "and") -> str:
        """ "Q♦, 10♦ and 9♦" (``joint`` "or": "K♦ or 9♦"); Korean lists them with commas."""
        names = [self.card(c) for c in codes]
        if self.korean or len(names) < 2:
            return ", ".join(names)
        return f"{', '.join(names[:-1])} {joint} {names[-1]}"

    def cards_text(self, codes: Iterable[str]) -> str:
        """Cards in a parenthesis, with commas in both languages."""
        return ", ".join(self.card(c) for c in codes)

    def seat(self, seat: int) -> str:
        return seat_name(seat, self.you, self.players, self.lang)

    def seats(self, seats: Iterable[int]) -> str:
        names = [self.seat(x) for x in seats]
        if not self.korean:
            return " and ".join(names)
        return "".join(josa(n, "와") + " " for n in names[:-1]) + names[-1]

    def suit(self, code: str) -> str:
        return {
            Suit.SPADES: _("spades"),
            Suit.HEARTS: _("hearts"),
            Suit.DIAMONDS: _("diamonds"),
            Suit.CLUBS: _("clubs"),
        }[Suit.parse(code)]

    def suits(self, codes: Iterable[str], joint: str = " and ") -> str:
        names = [self.suit(c) for c in codes]
        if not self.korean:
            return joint.join(names)
        return "".join(josa(n, "와") + " " for n in names[:-1]) + names[-1]

    def count(self, number: int) -> str:
        if self.korean and 1 <= number <= len(_KO_COUNTS):
            return _KO_COUNTS[number - 1]
        return str(number)

    def tricks(self, number: int, more: bool = False) -> str:
        """ "2 tricks", "1 more trick"; Korean "두 트릭" (the sentence says 더)."""
        num = self.count(number)
        if more:
            if number == 1:
                return _("%(num)s more trick", num=num)
            return _("%(num)s more tricks", num=num)
        return _("%(num)s trick", num=num) if number == 1 else _("%(num)s tricks", num=num)

    def held(self, seat: int, code: str) -> str:
        """A card on the table and who played it: "the left opponent's J♠"."""
        return _("%(who)s's %(card)s", who=self.seat(seat), card=self.card(code))

    def hands(self) -> str:
        """The context of a sentence that names a side: a team (팀) at four, a side (쪽)
        at three, where nobody has a team."""
        return "four-hand" if self.players == 4 else "three-hand"


# -- the setting ------------------------------------------------------------------------------


@renders(Contract)
def _contract(fact: Contract, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    if fact.trump is not None:
        return capital(t_("%(suit)s are trump.", suit=w.suit(fact.trump)))
    if fact.low:
        return _("No-trump low: the 9 is the strongest card of each suit and the ace the weakest.")
    return _("No-trump high: ace is best.")


@renders(Side)
def _side(fact: Side, item: Mapping[str, Any], lang: str) -> str:
    return {
        "maker-alone": lambda: _("You are the maker, alone against the other two."),
        "against-lone-maker": lambda: _(
            "You and the other defender play together against the maker."
        ),
        "won-bid": lambda: _("Your side won the bid."),
        "defending-bid": lambda: _("The other side won the bid: you are defending."),
        "made": lambda: _("Your side made trump."),
        "defending": lambda: _("You are defending."),
    }[fact.side]()


@renders(DeadTopTrump)
def _dead_top(fact: DeadTopTrump, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    return t_(
        "The %(upcard)s turn-up is dead, so the %(top)s is the highest trump in play.",
        upcard=w.card(fact.upcard),
        top=w.card(fact.top),
    )


@renders(ShownOut)
def _shown_out(fact: ShownOut, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    shown = w.suits(fact.suits)
    if fact.trump_first:
        trump = w.suit(fact.suits[0])
        shown = shown.replace(trump, _("%(suit)s (trump)", suit=trump), 1)
    # The Korean counts the suits ("두 무늬가 모두"); the English names them again.
    context = ("one suit", "two suits", "three suits")[len(fact.suits) - 1]
    return capital(
        p_(
            context,
            "%(who)s has shown out of %(shown)s: no %(suits)s are left in that hand.",
            who=w.seat(fact.seat),
            shown=shown,
            suits=w.suits(fact.suits, " or "),
        )
    )


@renders(TurnUpHeld)
def _turn_up_held(fact: TurnUpHeld, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    who, upcard = w.seat(fact.holder), w.card(fact.upcard)
    if fact.only:
        message = (
            "%(who)s still holds the %(upcard)s turn-up: it is the only trump left against you."
        )
        return capital(t_(message, who=who, upcard=upcard))
    return capital(t_("%(who)s still holds the %(upcard)s turn-up.", who=who, upcard=upcard))


@renders(TrumpsYours)
def _trumps_yours(fact: TrumpsYours, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    return t_(
        "Every trump still out is in your hand (%(trumps)s).", trumps=w.cards_text(fact.trumps)
    )


@renders(TricksSoFar)
def _tricks_so_far(fact: TricksSoFar, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    if fact.lone_maker:
        return t_(
            "Tricks so far: you %(mine)d, the defenders %(theirs)d.",
            mine=fact.mine,
            theirs=fact.theirs,
        )
    return p_(
        w.hands(),
        "Tricks so far: your side %(mine)d, the opponents %(theirs)d.",
        mine=fact.mine,
        theirs=fact.theirs,
    )


def _makers_key(makers: str, loner: int | None, w: _Words) -> str:
    """Who the makers are, as the sentences name them: makers, maker (three-hand), you, or
    the lone hand's seat (left, right)."""
    if makers != "loner" or loner is None:
        return makers
    return "left" if (loner - w.you) % w.players == 1 else "right"


@renders(HandMade)
def _hand_made(fact: HandMade, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    tricks = w.tricks(fact.tricks)
    return {
        "makers": lambda: t_(
            "The makers have %(tricks)s: the hand is made, and only taking all five (a march) "
            "scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
        "maker": lambda: t_(
            "The maker has %(tricks)s: the hand is made, and only taking all five (a march) "
            "scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
        "you": lambda: t_(
            "You have %(tricks)s: the hand is made, and only taking all five (a march) "
            "scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
        "left": lambda: t_(
            "The left opponent has %(tricks)s: the hand is made, and only taking all five "
            "(a march) scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
        "right": lambda: t_(
            "The right opponent has %(tricks)s: the hand is made, and only taking all five "
            "(a march) scores more. A fourth trick on its own adds nothing.",
            tricks=tricks,
        ),
    }[_makers_key(fact.makers, fact.loner, w)]()


@renders(NoMarch)
def _no_march(fact: NoMarch, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    values = {
        "defenders": w.tricks(fact.defenders_have),
        "need": w.tricks(fact.makers_need, more=True),
        "left": w.count(fact.defenders_need),
    }
    # The Korean says the march is out of reach (making) or stopped (defending).
    context = "making" if fact.you_make else "defending"
    messages = {
        "makers": "The defenders have %(defenders)s, so there is no march: the makers need "
        "%(need)s to score, the defenders %(left)s to euchre them.",
        "maker": "The defenders have %(defenders)s, so there is no march: the maker needs "
        "%(need)s to score, the defenders %(left)s to euchre the maker.",
        "you": "The defenders have %(defenders)s, so there is no march: you need "
        "%(need)s to score, the defenders %(left)s to euchre you.",
        "left": "The defenders have %(defenders)s, so there is no march: the left opponent "
        "needs %(need)s to score, the defenders %(left)s to euchre the lone hand.",
        "right": "The defenders have %(defenders)s, so there is no march: the right opponent "
        "needs %(need)s to score, the defenders %(left)s to euchre the lone hand.",
    }
    return p_(context, messages[_makers_key(fact.makers, fact.loner, w)], **values)


@renders(WinningSoFar)
def _winning(fact: WinningSoFar, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    return t_("So far %(held)s is winning the trick.", held=w.held(fact.seat, fact.card))


# -- what the principle says here -------------------------------------------------------------


def _quoted(quote: str, advice: str | None, line: str) -> str:
    """The principle line: the advice quoted as fitting, then what it means here."""
    if quote == "none" or advice is None:
        return line
    said = t_("The usual advice — %(advice)s — fits here.", advice=_(ADVICE[advice][0]))
    return f"{said} {line}"


@renders(NoneBeats)
def _none_beats(fact: NoneBeats, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
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
    w = _Words(item, lang)
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
    w = _Words(item, lang)
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
    w = _Words(item, lang)
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
    w = _Words(item, lang)
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
    w = _Words(item, lang)
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
    w = _Words(item, lang)
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
    w = _Words(item, lang)
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
    w = _Words(item, lang)
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


@renders(LetItRide)
def _let_it_ride(fact: LetItRide, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    line = t_(
        "You have no %(led)s, but %(held)s is winning: let it ride and throw %(answer)s.",
        led=w.suit(fact.led),
        held=w.held(fact.winner_seat, fact.winner),
        answer=w.card(fact.answer),
    )
    return _quoted(fact.quote, fact.advice, line)


@renders(DrawTrumps)
def _draw_trumps(fact: DrawTrumps, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
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


@renders(LeadIt)
def _lead_it(fact: LeadIt, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    return _quoted(fact.quote, fact.advice, t_("Lead %(answer)s.", answer=w.card(fact.answer)))


# -- the deals --------------------------------------------------------------------------------


def _number(value: float, unit: str) -> str:
    return f"{value:+.2f}" if unit == "points" else f"{value:.2f}"


@renders(Value)
def _value(fact: Value, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    values = {
        "deals": fact.deals,
        "answer": w.card(fact.answer),
        "value": _number(fact.answer_value, fact.unit),
        "second": w.card(fact.second),
        "second_value": _number(fact.second_value, fact.unit),
    }
    if fact.unit == "points" and fact.alone:
        return t_(
            "Over %(deals)d deals of the cards you cannot see, %(answer)s gives you "
            "%(value)s expected points; the next best, %(second)s, %(second_value)s.",
            **values,
        )
    if fact.unit == "points":
        return p_(
            w.hands(),
            "Over %(deals)d deals of the cards you cannot see, %(answer)s gives your side "
            "%(value)s expected points; the next best, %(second)s, %(second_value)s.",
            **values,
        )
    if fact.alone:
        return t_(
            "Over %(deals)d deals of the cards you cannot see, %(answer)s averages "
            "%(value)s tricks for you; the next best, %(second)s, %(second_value)s.",
            **values,
        )
    return p_(
        w.hands(),
        "Over %(deals)d deals of the cards you cannot see, %(answer)s averages %(value)s "
        "tricks for your side; the next best, %(second)s, %(second_value)s.",
        **values,
    )


def _clause(reason: str, card: str, helps: str) -> str:
    """What one rejected card does (``explain._rejected_clause``), a clause of its own."""
    if reason == "helps-draw":
        return t_("leading the %(card)s helps %(who)s draw trumps", card=card, who=helps)
    return {
        "leaves-trumps-out": lambda: t_(
            "the %(card)s leaves the opponents' trumps out to ruff it", card=card
        ),
        "scores-less": lambda: t_("the %(card)s scores less over the deals", card=card),
        "overtakes-partner": lambda: t_(
            "the %(card)s overtakes your partner's winning card", card=card
        ),
        "gives-up": lambda: t_("the %(card)s gives up the trick", card=card),
        "spends-stronger": lambda: t_(
            "the %(card)s spends a stronger card on this trick", card=card
        ),
        "beats-stronger": lambda: t_("the %(card)s beats it with a stronger card", card=card),
        "may-be-beaten": lambda: t_(
            "the %(card)s may be beaten by an opponent still to play", card=card
        ),
        "spends-trump": lambda: t_("the %(card)s spends a trump", card=card),
    }[reason]()


@renders(Rejected)
def _rejected(fact: Rejected, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    if fact.helps is not None:
        helps = w.seat(fact.helps)
    elif item_variant(item).is_bid:
        helps = _("the bidders")
    elif w.players == 3:
        helps = _("the maker")
    else:
        helps = _("the makers")
    clauses = [
        t_(
            "%(clause)s (%(value)s)",
            clause=_clause(reason, w.card(card), helps),
            value=_number(value, fact.unit),
        )
        for card, reason, value in zip(fact.cards, fact.reasons, fact.values, strict=True)
    ]
    # Each Korean clause is a whole sentence: a full stop between them.
    return t_(
        "Compared with %(answer)s: %(clauses)s.",
        answer=w.card(fact.answer),
        clauses=_("; ").join(clauses),
    )


@renders(Close)
def _close(fact: Close, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    return t_(
        "It is close: the %(answer)s leads the %(runner)s by %(margin)s points a hand on "
        "average, and with 99%% confidence the lead is at least %(bound)s. The %(answer)s is "
        "the better card, but not by much.",
        answer=w.card(fact.answer),
        runner=w.card(fact.runner),
        margin=f"{fact.margin:.2f}",
        bound=f"{fact.bound:.2f}",
    )


@renders(Play)
def _play(fact: Play, item: Mapping[str, Any], lang: str) -> str:
    w = _Words(item, lang)
    return t_("Play %(answer)s.", answer=w.card(fact.answer))
