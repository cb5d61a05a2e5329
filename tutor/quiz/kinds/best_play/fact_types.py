"""The facts of a best-play explanation (issue 28, item 2): one frozen dataclass per sort
of sentence, with the values it states (card codes, suit letters, seats, stored points) and
no words. ``explaining`` makes them from an item's stored data; ``tutor.web.explanation.
best_play`` writes them.

Every fact's ``check`` recomputes the item's facts and requires the same fact, field for
field: a fact the position does not bear out, or a stored value that changed, fails naming
the field. The function that recomputes them (``explaining.item_facts``) registers itself
here (``recomputes_facts``): it imports these classes, so they cannot import it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from tutor.quiz.explaining import explanation_fact

ItemFacts = Callable[[Mapping[str, Any]], "tuple[Any, ...] | None"]
_RECOMPUTE: list[ItemFacts] = []


def recomputes_facts(function: ItemFacts) -> ItemFacts:
    """Register the function that makes an item's facts, which every check recomputes."""
    _RECOMPUTE[:] = [function]
    return function


class Unconverted(Exception):
    """A sentence the explanation says that has no fact yet."""


class Checked:
    """A fact whose check recomputes the item's facts and finds itself among them."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        try:
            made = _RECOMPUTE[0](item)
        except ValueError as error:
            return f"the position cannot be read: {error}"
        if made is None:
            return "the item's explanation cannot be made from facts"
        if self in made:
            return None
        same_kind = [f for f in made if type(f) is type(self)]
        if not same_kind:
            return "the position gives no such sentence"
        other = same_kind[0]
        for field in dataclasses.fields(self):  # type: ignore[arg-type]
            mine, theirs = getattr(self, field.name), getattr(other, field.name)
            if mine != theirs:
                return f"{field.name} is {mine!r}, but the position gives {theirs!r}"
        return "the position gives this fact in another place"


# -- the setting ------------------------------------------------------------------------------


@explanation_fact("best-play/contract", position=True)
@dataclasses.dataclass(frozen=True)
class Contract(Checked):
    """What is trump (a suit letter), or no trump, high or low."""

    trump: str | None
    low: bool


# A side as the side sentence says it.
SIDES = ("maker-alone", "against-lone-maker", "won-bid", "defending-bid", "made", "defending")


@explanation_fact("best-play/side", position=True)
@dataclasses.dataclass(frozen=True)
class Side(Checked):
    """Whose contract it is, from the player's side (one of ``SIDES``)."""

    side: str


@explanation_fact("best-play/dead-top-trump", position=True)
@dataclasses.dataclass(frozen=True)
class DeadTopTrump(Checked):
    """A dead turn-up above every trump in play, and the trump that is top instead."""

    upcard: str
    top: str


@explanation_fact("best-play/shown-out", position=True)
@dataclasses.dataclass(frozen=True)
class ShownOut(Checked):
    """A player who failed to follow these suits (trump first, when it is one)."""

    seat: int
    suits: tuple[str, ...]
    trump_first: bool


@explanation_fact("best-play/turn-up-held", position=True)
@dataclasses.dataclass(frozen=True)
class TurnUpHeld(Checked):
    """An opponent took the trump turn-up and still holds it (``only``: the only trump
    left against you)."""

    holder: int
    upcard: str
    only: bool


@explanation_fact("best-play/trumps-yours", position=True)
@dataclasses.dataclass(frozen=True)
class TrumpsYours(Checked):
    """Every trump still out is in your hand."""

    trumps: tuple[str, ...]


@explanation_fact("best-play/trumps-out", position=True)
@dataclasses.dataclass(frozen=True)
class TrumpsOut(Checked):
    """The count of the trumps not in your hand (``reading.trumps_out_fact``): your
    own (``mine``), a turn-up your partner holds (``ours_up``, ``ours_holder``), the ones
    still out (``out``) and a turn-up an opponent holds among them (``their_up``,
    ``their_holder``), named last."""

    mine: tuple[str, ...]
    ours_up: str | None
    ours_holder: int | None
    out: tuple[str, ...]
    their_up: str | None
    their_holder: int | None


@explanation_fact("best-play/tricks-so-far", position=True)
@dataclasses.dataclass(frozen=True)
class TricksSoFar(Checked):
    """Tricks won so far by your side (or you, the three-hand maker) and the others."""

    mine: int
    theirs: int
    lone_maker: bool


# Who the makers are in the count of tricks: the makers (four-hand), the lone three-hand
# maker, or a loner by seat (``you`` when it is you).
MAKERS = ("makers", "maker", "loner", "you")


@explanation_fact("best-play/hand-made", position=True)
@dataclasses.dataclass(frozen=True)
class HandMade(Checked):
    """The makers have three or more tricks and the defenders none: only a march adds."""

    makers: str
    loner: int | None
    tricks: int


@explanation_fact("best-play/no-march", position=True)
@dataclasses.dataclass(frozen=True)
class NoMarch(Checked):
    """The defenders have a trick or two: what each side still needs."""

    makers: str
    loner: int | None
    defenders_have: int
    makers_need: int
    defenders_need: int
    you_make: bool


@explanation_fact("best-play/stops-march")
@dataclasses.dataclass(frozen=True)
class StopsMarch(Checked):
    """Defending against a ``loner`` who has taken every trick so far (``loner_tricks``):
    the loner has played to this trick and the ``answer`` beats its card, so the trick is
    your side's (only your partner may still play), and that one trick stops the march,
    which scores ``march_points`` where three or four tricks score 1 (issue 30: the ruffs
    never said why the trick matters)."""

    loner: int
    loner_tricks: int
    answer: str
    march_points: int


@explanation_fact("best-play/winning-so-far", position=True)
@dataclasses.dataclass(frozen=True)
class WinningSoFar(Checked):
    """The card winning the trick so far and who played it."""

    seat: int
    card: str


# -- what the principle says here -------------------------------------------------------------

# How a principle line opens: the advice quoted as fitting, giving way to the rest of it
# (S0-4's exception), said of the side that won the bid or of the three-hand maker (S0-1's
# recommendation), or not quoted at all.
QUOTES = ("fits", "rest", "bid", "three-hand", "gives-way", "no-sister", "none")


@explanation_fact("best-play/none-beats")
@dataclasses.dataclass(frozen=True)
class NoneBeats(Checked):
    """S0-6: no card beats the winner: play the lowest (``low_game``: the weakest, in
    no-trump low)."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    low_game: bool


@explanation_fact("best-play/lowest-of-tied")
@dataclasses.dataclass(frozen=True)
class LowestOfTied(Checked):
    """S0-6 with several cards of the lowest rank: the deals choose among them."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    tied: tuple[str, ...]
    low_game: bool


@explanation_fact("best-play/partner-safe-low")
@dataclasses.dataclass(frozen=True)
class PartnerSafeLow(Checked):
    """S0-6 with partner's card winning and no opponent still to play able to beat it."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    low_game: bool


@explanation_fact("best-play/could-win")
@dataclasses.dataclass(frozen=True)
class CouldWin(Checked):
    """S0-6 where a card would win, but the deals give the trick up."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    winners: tuple[str, ...]
    low_game: bool


@explanation_fact("best-play/no-trump-discard")
@dataclasses.dataclass(frozen=True)
class NoTrumpDiscard(Checked):
    """S0-6 with no trump and no card of the suit led: nothing wins, and what the discard
    keeps is the reason (``boss``: the strongest card left of ``boss_suit``, kept to win a
    later trick; else the ``kept`` cards; ``low_game``: no-trump low, where the strongest
    is the lowest)."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    led: str
    boss: str | None
    boss_suit: str | None
    kept: tuple[str, ...]
    low_game: bool


@explanation_fact("best-play/only-winner")
@dataclasses.dataclass(frozen=True)
class OnlyWinner(Checked):
    """The answer is the one card that beats the winner, and no opponent still to play can beat
    it (``last``: you play last)."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    last: bool


@explanation_fact("best-play/only-winner-overtakable")
@dataclasses.dataclass(frozen=True)
class OnlyWinnerOvertakable(Checked):
    """The answer is the one card that beats the winner; opponents still to play may
    overtake it with these cards."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    ruff: bool
    who: tuple[int, ...]
    over: tuple[str, ...]


@explanation_fact("best-play/weakest-winner-threatened")
@dataclasses.dataclass(frozen=True)
class WeakestWinnerThreatened(Checked):
    """The answer is the weakest of several winners, which opponents still to play (``who``)
    may beat: a turn-up one of them holds (``upcard``, ``holder``) or cards still out
    (``rest``); the deals keep the ``stronger`` ones."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    who: tuple[int, ...]
    stronger: tuple[str, ...]
    upcard: str | None
    holder: int | None
    rest: tuple[str, ...]


@explanation_fact("best-play/cheapest-winner")
@dataclasses.dataclass(frozen=True)
class CheapestWinner(Checked):
    """The answer is the weakest of several winners and no opponent still to play can beat it
    (``last``: you play last)."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    stronger: tuple[str, ...]
    last: bool


@explanation_fact("best-play/partner-already-wins")
@dataclasses.dataclass(frozen=True)
class PartnerAlreadyWins(Checked):
    """S0-4 or S0-5's "partner already wins" with why nothing beats it (``why``: last,
    void, none-out; ``higher``: the trumps above it and where they are), and a trump the
    answer keeps (``spend``). Only the reasons without a turn-up are converted."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    why: str
    after: tuple[int, ...]
    mine: tuple[str, ...]
    spend: str | None
    must_follow: bool


@explanation_fact("best-play/partner-wins-turn-up-out")
@dataclasses.dataclass(frozen=True)
class PartnerWinsTurnUpOut(Checked):
    """S0-4's "partner already wins" where the trumps above partner's are yours (``mine``)
    and the turn-up nobody took (``gone``): no trump still to come beats it."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    mine: tuple[str, ...]
    gone: str
    spend: str | None
    must_follow: bool


@explanation_fact("best-play/let-it-ride")
@dataclasses.dataclass(frozen=True)
class LetItRide(Checked):
    """S0-5: void in the led suit, partner winning: throw the answer."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    led: str


@explanation_fact("best-play/draw-trumps")
@dataclasses.dataclass(frozen=True)
class DrawTrumps(Checked):
    """S0-1: your side made trump and the opponents may hold trumps: a trump lead draws
    them (``partner_called``: lead the highest, ``small``: even if it is small)."""

    quote: str
    advice: str | None
    answer: str
    three_hand: bool
    partner_called: bool
    small: bool


@explanation_fact("best-play/lead-it")
@dataclasses.dataclass(frozen=True)
class LeadIt(Checked):
    """A-5's line: lead the answer."""

    quote: str
    advice: str | None
    answer: str


@explanation_fact("best-play/highest-side")
@dataclasses.dataclass(frozen=True)
class HighestSide(Checked):
    """S0-2: the answer is your highest card outside trump, and who may still beat it: the
    opponents shown out of its suit who may trump it (``out``), the higher cards of its suit
    an opponent may hold (``higher``), whether the makers may trump at all (``trumping``).
    ``makers`` names the side led against (``MAKERS_LED``; ``loner`` its seat)."""

    quote: str
    advice: str | None
    answer: str
    suit: str
    out: tuple[int, ...]
    higher: tuple[str, ...]
    trumping: bool
    makers: str
    loner: int | None


# The side a defender leads against, as the S0-2 line names it.
MAKERS_LED = ("makers", "maker", "bidders", "loner")


@explanation_fact("best-play/cash-winner")
@dataclasses.dataclass(frozen=True)
class CashWinner(Checked):
    """A-1: nobody against you holds a trump (``reason``: "gone", every trump played or
    yours; "shown-out"), so the answer, the highest card of its suit left, is a sure trick.
    ``loner``: the lone maker led against, by seat; ``alone``: you are the three-hand maker."""

    quote: str
    advice: str | None
    answer: str
    suit: str
    reason: str
    loner: int | None
    alone: bool


@explanation_fact("best-play/tie-highest-trump")
@dataclasses.dataclass(frozen=True)
class HighestTrumpTie(Checked):
    """A tie-breaker: of the trumps the principle fits as well, lead the highest."""

    answer: str
    others: tuple[str, ...]


# Whose cards a "lowest" tie-breaker sets aside: S0-4's (leaving the trick to partner),
# S0-5's (the cards you can throw) or any other principle's.
TIED = ("S0-4", "S0-5", "other")


@explanation_fact("best-play/tie-lowest")
@dataclasses.dataclass(frozen=True)
class LowestTie(Checked):
    """A tie-breaker: of the cards the principle fits as well, the answer is the lowest."""

    which: str
    answer: str
    others: tuple[str, ...]


@explanation_fact("best-play/trump-count")
@dataclasses.dataclass(frozen=True)
class TrumpCount(Checked):
    """A-1's count where a plain winner waits (``reading.trump_count``): of ``total``
    trumps, those played, yours, a turn-up out of play (``dead``) or taken by your partner
    (``known``), and the ``rest`` an opponent may hold, so the ``winners`` may be trumped."""

    total: int
    played: tuple[str, ...]
    mine: tuple[str, ...]
    known: str | None
    dead: bool
    rest: tuple[str, ...]
    winners: tuple[str, ...]


@explanation_fact("best-play/read-cards")
@dataclasses.dataclass(frozen=True)
class ReadCards(Checked):
    """S0-7: the opponents shown out of trump (``out``), those read as out from a high trump
    spent on a lead it could not win (``read``, the cards ``spent``), and who may still
    trump the answer, the highest card of its suit left (``left``)."""

    quote: str
    advice: str | None
    answer: str
    suit: str
    out: tuple[int, ...]
    read: tuple[int, ...]
    spent: tuple[str, ...]
    left: tuple[int, ...]


@explanation_fact("best-play/certain")
@dataclasses.dataclass(frozen=True)
class Certain(Checked):
    """Counting the cards out proves the answer reaches the side's next score
    (``principles.certain_goal``): ``sure`` of the ``left`` tricks, the ``goal``
    (``principles.certain_goal``), the cards as sure (``same``) and those sure of fewer
    (``fewer``, with ``fewer_sure``). ``makers``/``loner`` name whom a euchre is of."""

    answer: str
    lead: bool
    alone: bool
    sure: int
    left: int
    goal: str
    makers: str
    loner: int | None
    same: tuple[str, ...]
    fewer: tuple[str, ...]
    fewer_sure: tuple[int, ...]


# How a lead that follows no §4 advice is said (``explaining._unquoted_lead_fact``):
# the highest trump left, a suit the lone hand cannot follow, or the highest card of its
# suit left, which only a trump can take.
UNQUOTED_LEADS = ("top-trump", "loner-void", "only-trump")


@explanation_fact("best-play/unquoted-lead")
@dataclasses.dataclass(frozen=True)
class UnquotedLead(Checked):
    """A trap's lead that follows no §4 advice, and what it does (``UNQUOTED_LEADS``)."""

    answer: str
    lead: str
    suit: str | None


# How a lead no other player can follow, or the highest card left of its suit, ends: only a
# trump can take it, it wins (no opponent can hold a trump), or it wins in no-trump.
LEAD_ENDS = ("trumpable", "no-trump-left", "wins")


@explanation_fact("best-play/nobody-follows")
@dataclasses.dataclass(frozen=True)
class NobodyFollows(Checked):
    """On lead, the ``cards`` of a suit no other player holds
    (``principles.nobody_follows``): ``trump`` when the suit is trump; ``out_of_play`` when a
    card of it is out of play; ``end`` (``LEAD_ENDS``); an opponent known to hold a trump
    turn-up (``holder``, ``upcard``; ``has_one`` where an earlier sentence named it)."""

    suit: str
    cards: tuple[str, ...]
    trump: bool
    out_of_play: bool
    end: str
    holder: int | None
    upcard: str | None
    has_one: bool


@explanation_fact("best-play/highest-left")
@dataclasses.dataclass(frozen=True)
class HighestLeft(Checked):
    """The led answer is the highest card left of its suit (``reading.boss_lead_fact``): the
    ``lower`` cards still out (None: too many to name), how it ends (``LEAD_ENDS``) and the
    opponents out of the suit who may trump it (``who``; one known to hold the ``upcard``
    turn-up, ``has_one`` where an earlier sentence named it)."""

    answer: str
    suit: str
    lower: tuple[str, ...] | None
    end: str
    who: tuple[int, ...]
    upcard: str | None
    has_one: bool


@explanation_fact("best-play/curated-why")
@dataclasses.dataclass(frozen=True)
class CuratedWhy(Checked):
    """A curated position's own reason (``curated.POSITIONS``, numbered from 1)."""

    number: int


@explanation_fact("best-play/overtrump-threat")
@dataclasses.dataclass(frozen=True)
class OvertrumpThreat(Checked):
    """S0-4's exception: partner's trump may be beaten by a player still to act (``who``),
    with the turn-up they hold (``known``, ``holder``) or the higher trumps still out
    (``maybe``); the answer overtrumps it and nothing left beats that."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    who: tuple[int, ...]
    known: str | None
    holder: int | None
    maybe: tuple[str, ...]


@explanation_fact("best-play/keep-overtrump")
@dataclasses.dataclass(frozen=True)
class KeepOvertrump(Checked):
    """S0-4 where partner's trump may still be beaten (``threats``, by ``who``) and the
    answer plays under it, keeping the ``best`` overtrump: ``lost`` when every threat beats
    that trump too (it would lose anyway)."""

    quote: str
    advice: str | None
    winner_seat: int
    winner: str
    answer: str
    threats: tuple[str, ...]
    who: tuple[int, ...]
    best: str
    lost: bool


@explanation_fact("best-play/safer-winner")
@dataclasses.dataclass(frozen=True)
class SaferWinner(Checked):
    """A winner stronger than the cheapest makes the trick sure (the counter note says who
    could beat the cheaper one): the ``winners`` that beat the card winning so far."""

    winner_seat: int
    winner: str
    answer: str
    winners: tuple[str, ...]


@explanation_fact("best-play/through-maker")
@dataclasses.dataclass(frozen=True)
class ThroughMaker(Checked):
    """A-7: the ``maker`` plays right after you and must play to the answer before your
    partner, who may beat the maker's trump with a higher one still out (``out``) or holds
    the turn-up (``known``); ``contrast``: said against A-5's advice (not in a note).
    ``quote``/``advice``: the advice quoted first, as the coach says it (no bank item quotes
    A-7: its items are counter-examples of A-5, whose note quotes it)."""

    maker: int
    answer: str
    out: tuple[str, ...]
    known: str | None
    contrast: bool
    quote: str = "none"
    advice: str | None = None


@explanation_fact("best-play/lead-against-loner")
@dataclasses.dataclass(frozen=True)
class LeadAgainstLoner(Checked):
    """A-8: the ``loner`` plays alone: lead the answer, of trump's sister suit (``sister``)
    where it is (``in_sister``). Where it is not, the advice gives way to the deals, which
    favour the answer over the sister-suit cards ``held`` ("gives-way"), or cannot be
    followed, holding none ("no-sister")."""

    quote: str
    advice: str | None
    loner: int
    answer: str
    sister: str | None
    in_sister: bool
    held: tuple[str, ...]


@explanation_fact("best-play/short-suits")
@dataclasses.dataclass(frozen=True)
class ShortSuits(Checked):
    """A-6: the ``short`` suits (trump's sister, ``sister_size`` cards; the turned-down suit
    lost one, ``turned_down``) are ruffed more often; or an ``ace`` of one is sure to be
    trumped by the opponents shown out of its suit (``who``; ``both`` of them)."""

    quote: str
    advice: str | None
    answer: str
    short: tuple[str, ...]
    sister_size: int
    turned_down: bool
    ace: str | None
    who: tuple[int, ...]
    both: bool


# -- the deals --------------------------------------------------------------------------------


@explanation_fact("best-play/value")
@dataclasses.dataclass(frozen=True)
class Value(Checked):
    """The answer's and the runner-up's stored values over ``deals`` deals, in ``unit``
    (points or tricks), for your side (or you, the three-hand maker)."""

    deals: int
    unit: str
    alone: bool
    answer: str
    answer_value: float
    second: str
    second_value: float


# What a rejected card does that the answer does not (``reading.rejected_reason``).
REASONS = (
    "helps-draw",
    "leaves-trumps-out",
    "scores-less",
    "overtakes-partner",
    "gives-up",
    "spends-stronger",
    "beats-stronger",
    "may-be-beaten",
    "spends-trump",
)


@explanation_fact("best-play/rejected")
@dataclasses.dataclass(frozen=True)
class Rejected(Checked):
    """Each other choice, what it does and its stored value, best first. ``helps`` names
    who a defender's trump lead helps (a loner's seat, or None for the makers)."""

    answer: str
    unit: str
    cards: tuple[str, ...]
    reasons: tuple[str, ...]
    values: tuple[float, ...]
    helps: int | None


@explanation_fact("best-play/close")
@dataclasses.dataclass(frozen=True)
class Close(Checked):
    """A thin lead over the runner-up: its mean and its 99% bound from the stored proof."""

    answer: str
    runner: str
    margin: float
    bound: float


@explanation_fact("best-play/play")
@dataclasses.dataclass(frozen=True)
class Play(Checked):
    """The card to play."""

    answer: str
