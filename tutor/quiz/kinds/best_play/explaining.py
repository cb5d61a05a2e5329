"""best-play explanations as facts (issue 28, item 2): each sentence of an answer's
explanation is a typed fact with the values it states (card codes, suit letters, seats,
stored points) and no words; ``tutor.web.explanation.best_play`` writes them.

``item_facts(item)`` makes an item's facts from its stored position, answer,
evaluation and proof, without solving anything (a counter-example's note first,
``note_facts``), choosing them from the position's typed values (``reading``). Every
sentence the banks say has a fact; one that has none (``Unconverted``: a note naming a play
§4 has no advice for, a no-trump discard...) makes the whole item None, and the build does
not use it. Where one fact depends on another (a turn-up named once, a led card called the
highest once), the facts already made decide.

The facts themselves, and their checks, are in ``fact_types``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from tutor.analysis.judge import Judgement
from tutor.engine import SUITS, Card, Rank, Suit, card_power, effective_suit, parse_card
from tutor.quiz import principles
from tutor.quiz.kinds.best_play.fact_types import (
    CashWinner,
    Certain,
    CheapestWinner,
    Close,
    Contract,
    CouldWin,
    CuratedWhy,
    DeadTopTrump,
    DrawTrumps,
    HandMade,
    HighestLeft,
    HighestSide,
    HighestTrumpTie,
    KeepOvertrump,
    LeadAgainstLoner,
    LeadIt,
    LetItRide,
    LowestOfTied,
    LowestTie,
    NobodyFollows,
    NoMarch,
    NoneBeats,
    NoTrumpDiscard,
    OnlyWinner,
    OnlyWinnerOvertakable,
    OvertrumpThreat,
    PartnerAlreadyWins,
    PartnerSafeLow,
    PartnerWinsTurnUpOut,
    Play,
    ReadCards,
    Rejected,
    SaferWinner,
    ShortSuits,
    ShownOut,
    Side,
    StopsMarch,
    ThroughMaker,
    TricksSoFar,
    TrumpCount,
    TrumpsOut,
    TrumpsYours,
    TurnUpHeld,
    Unconverted,
    UnquotedLead,
    Value,
    WeakestWinnerThreatened,
    WinningSoFar,
    recomputes_facts,
)
from tutor.quiz.kinds.best_play.note_facts import (
    GivesWayToVoids,
    SaferWinnerNote,
    TrapDrawn,
    TrapLonerLater,
    note_fact,
)
from tutor.quiz.kinds.best_play.reading import (
    BOSS_LISTED,
    boss_lead_fact,
    higher_out,
    is_close_play,
    known_turn_up,
    overtakers,
    rejected_reason,
    soft_reads,
    trump_count,
    trumps_out_fact,
    unit_of,
)
from tutor.quiz.kinds.best_play.themes import (
    _loner_void,
    _next_suit,
    _off_ace,
    principle_of,
    quoted_principle,
    situation_from_item,
)
from tutor.quiz.kinds.best_play.traps import is_trap
from tutor.quiz.kinds.curated import POSITIONS
from tutor.quiz.principles import Situation


def _code(card: Card) -> str:
    return card.code


def _codes(cards: list[Card]) -> tuple[str, ...]:
    return tuple(c.code for c in cards)


# -- making the facts -------------------------------------------------------------------------


def _contract_fact(s: Situation) -> Contract:
    p = s.position
    return Contract(None if p.trump is None else p.trump.value, p.low)


def _side_fact(s: Situation) -> Side:
    p = s.position
    if p.players == 3:
        return Side("maker-alone" if s.makers else "against-lone-maker")
    if p.variant.is_bid:
        return Side("won-bid" if s.makers else "defending-bid")
    return Side("made" if s.makers else "defending")


def _dead_top_fact(s: Situation) -> DeadTopTrump | None:
    p = s.position
    up = p.upcard
    if up is None or p.trump is None or p.upcard_taken or not s.is_trump(up):
        return None
    in_play = [c for c in [*s.unplayed_elsewhere, *s.hand] if c != up and s.is_trump(c)]
    if not in_play:
        return None
    top = max(in_play, key=lambda c: card_power(c, p.trump, p.trump))
    if card_power(up, p.trump, p.trump) < card_power(top, p.trump, p.trump):
        return None
    return DeadTopTrump(up.code, top.code)


def _shown_out_facts(s: Situation) -> list[ShownOut]:
    p = s.position
    voids = p.voids()
    out: list[ShownOut] = []
    for seat in p.active:
        if seat == s.seat:
            continue
        suits = sorted((x for x in SUITS if x in voids[seat]), key=lambda x: x is not p.trump)
        if suits:
            out.append(ShownOut(seat, tuple(x.value for x in suits), p.trump in suits))
    return out


def _known_trump_facts(s: Situation) -> list[TurnUpHeld | TrumpsYours]:
    """Hard facts about the trumps still out: a turn-up an opponent holds, or every trump
    still out in your hand."""
    p = s.position
    if p.trump is None or p.variant.is_bid:
        return []
    out = s.unseen_trumps()
    up = p.upcard
    if (
        up is not None
        and p.upcard_taken
        and s.is_trump(up)
        and up in out
        and p.upcard_holder is not None
        and p.upcard_holder not in s.side
        and p.upcard_holder in p.active
    ):
        return [TurnUpHeld(p.upcard_holder, up.code, out == [up])]
    mine = [c for c in s.hand if s.is_trump(c)]
    elsewhere = [
        c for c in s.unplayed_elsewhere if s.is_trump(c) and not (c == up and not p.upcard_taken)
    ]
    if mine and not elsewhere and p.history:
        return [TrumpsYours(_codes(mine))]
    return []


def _trumps_out_fact(s: Situation) -> TrumpsOut:
    """The count of the trumps not in your hand (``reading.trumps_out_fact``): each one named,
    a known one with the hand that holds it."""
    p = s.position
    if p.trump is None:
        raise ValueError("no trump to count")
    out = trumps_out_fact(s)
    mine = principles.trumps_in(s.hand, p.trump)
    known = known_turn_up(s)
    ours: tuple[str | None, int | None] = (None, None)
    theirs: tuple[str | None, int | None] = (None, None)
    if known is not None:
        up, holder = known
        if holder in s.side:
            ours = (up.code, holder)
        elif up in out:
            theirs = (up.code, holder)
            out = [c for c in out if c != up]
    return TrumpsOut(_codes(mine), *ours, _codes(out), *theirs)


def _tie_facts(s: Situation, principle: str | None, answer: Card) -> list[Any]:
    """Why the answer and not the other cards the principle fits as well: each tie-breaker
    (``principles.tie_break``) once, with the cards it sets
    aside (S0-2's is its whole line)."""
    plays = [principles.Play(s, c) for c in s.legal]
    chosen = next(p for p in plays if p.card == answer)
    by_tie: dict[str, list[Card]] = {}
    for rival in principles.rivals(principle, chosen, plays):
        tie = principles.tie_break(principle, chosen, rival)
        if tie is not None and isinstance(rival, principles.Play):
            by_tie.setdefault(tie, []).append(rival.card)
    partner_called = s.position.maker != s.seat and s.position.maker in s.side
    made: list[Any] = []
    for tie, cards in by_tie.items():
        others = _codes(sorted(cards, key=s.low_key, reverse=True))
        if tie == "highest-trump" and not partner_called:
            made.append(HighestTrumpTie(answer.code, others))
        elif tie == "lowest":
            which = principle if principle in ("S0-4", "S0-5") else "other"
            made.append(LowestTie(str(which), answer.code, others))
        elif tie == "S0-2":
            opening, advice = _quote_of("S0-2", s, answer, True)
            made.append(_highest_side_fact(s, answer, opening, advice))
    return made


def _makers_led(s: Situation) -> tuple[str, int | None]:
    """The side a defender plays against, as ``MAKERS_LED`` names it, and a loner's seat."""
    p = s.position
    if p.alone and p.players == 4 and not s.makers:
        return "loner", p.maker
    if p.variant.is_bid:
        return "bidders", None
    return ("maker" if p.players == 3 else "makers"), None


def _certain_fact(s: Situation, answer: Card) -> Certain | None:
    """Where counting the cards out proves the answer reaches the side's next score
    (``principles.certain_goal``), and the other cards as sure or sure of fewer tricks."""
    goal = principles.certain_goal(s, answer)
    if goal is None:
        return None
    p = s.position
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    left = p.variant.hand_size - len(p.history)
    need = goal.tricks - mine
    sure = max(need, principles.certain_tricks(s, answer, need))
    also = [c for c in s.legal if c != answer and principles.certain_goal(s, c) == goal]
    counts = {c: max(need, principles.certain_tricks(s, c, need)) for c in also}
    fewer = [c for c in also if counts[c] < sure]
    return Certain(
        answer.code,
        s.on_lead,
        p.players == 3 and s.makers,
        sure,
        left,
        str(goal.what),
        *_makers_led(s),
        _codes([c for c in also if counts[c] >= sure]),
        _codes(fewer),
        tuple(counts[c] for c in fewer),
    )


# The advice that names your highest card (S0-1's trump lead, S0-2's side lead): a fact
# quoting it beside the led card already says that card is highest.
_HIGHEST_ADVICE = ("S0-1", "S0-1-lead", "S0-2")


def _calls_highest(fact: object, answer: str) -> bool:
    """Whether ``fact`` already calls the led ``answer`` the highest, or says it beside the
    advice to lead your highest card: the highest card left is then not said again."""
    if isinstance(fact, HighestSide | ReadCards | CashWinner | HighestLeft):
        return fact.answer == answer
    if isinstance(fact, TrapLonerLater):
        return fact.answer == answer and not fact.void
    if isinstance(fact, TrapDrawn):
        named = bool(fact.trumps) and fact.suit is not None
        return fact.answer == answer and named and fact.rule in _HIGHEST_ADVICE
    if isinstance(fact, GivesWayToVoids):
        advice = fact.rule in _HIGHEST_ADVICE or fact.name in _HIGHEST_ADVICE
        return fact.answer == answer and (fact.draw == "top" or advice)
    return False


def _turn_up_named(up: str, said: Sequence[object]) -> bool:
    """Whether a fact ``said`` already names the ``up`` turn-up an opponent holds: a later
    fact then says that player "has one", and the opening fact of it is not repeated."""
    return any(_names_turn_up(fact, up) for fact in said)


def _names_turn_up(fact: object, up: str) -> bool:
    if isinstance(fact, TurnUpHeld):
        return fact.upcard == up
    if isinstance(fact, TrumpsOut):
        return fact.their_up == up
    if isinstance(fact, WeakestWinnerThreatened | SaferWinnerNote):
        return fact.upcard == up and fact.holder is not None
    if isinstance(fact, OvertrumpThreat):
        return fact.known == up and fact.holder is not None
    if isinstance(fact, HighestLeft | NobodyFollows):
        return fact.upcard == up and not fact.has_one
    return False


def _cards_named(fact: TurnUpHeld | TrumpsYours) -> tuple[str, ...]:
    return (fact.upcard,) if isinstance(fact, TurnUpHeld) else fact.trumps


def _turn_up_against(s: Situation) -> tuple[int | None, str | None]:
    """A trump turn-up an opponent took and has not played (None, None: none)."""
    p = s.position
    up = p.upcard
    if (
        up is None
        or not p.upcard_taken
        or not s.is_trump(up)
        or up in p.played()
        or p.upcard_holder in s.side
        or p.upcard_holder not in p.active
    ):
        return None, None
    return p.upcard_holder, up.code


def _highest_left(s: Situation, answer: Card, said: Sequence[object]) -> HighestLeft | None:
    """The led answer is the highest card left of its suit (``reading.boss_lead_fact``),
    where no fact ``said`` before already calls it the highest (None)."""
    if not boss_lead_fact(s, answer) or any(_calls_highest(f, answer.code) for f in said):
        return None
    p = s.position
    suit = effective_suit(answer, s.trump)
    if suit is None:
        return None
    gone = set(principles.out_of_play(s))
    lower = sorted(
        (c for c in s.unplayed_elsewhere if effective_suit(c, s.trump) is suit and c not in gone),
        key=s.low_key,
        reverse=True,
    )
    listed = _codes(lower) if len(lower) <= BOSS_LISTED else None
    if s.trump is None:
        return HighestLeft(answer.code, suit.value, listed, "wins", (), None, False)
    if not s.trumps_against():
        return HighestLeft(answer.code, suit.value, listed, "no-trump-left", (), None, False)
    voids = p.voids()
    who = [x for x in s.opponents() if suit in voids[x] and s.trump not in voids[x]]
    up = p.upcard
    known = (
        up is not None
        and p.upcard_taken
        and s.is_trump(up)
        and up not in p.played()
        and p.upcard_holder in who
        and len(who) == 1
    )
    upcard = up.code if known and up is not None else None
    has_one = known and up is not None and _turn_up_named(up.code, said)
    return HighestLeft(answer.code, suit.value, listed, "trumpable", tuple(who), upcard, has_one)


def _nobody_follows_facts(s: Situation, said: Sequence[object]) -> list[NobodyFollows]:
    """On lead, each suit of the legal cards no other player can follow
    (``principles.nobody_follows``), one fact a suit; a turn-up a fact ``said`` before
    names is "one" its holder has."""
    by_suit: dict[Suit, list[Card]] = {}
    for card in s.legal:
        if principles.nobody_follows(s, card):
            suit = effective_suit(card, s.trump)
            if suit is not None:
                by_suit.setdefault(suit, []).append(card)
    gone = set(principles.out_of_play(s))
    holder, upcard = _turn_up_against(s)
    made: list[NobodyFollows] = []
    for suit, cards in by_suit.items():
        cards = sorted(cards, key=s.low_key, reverse=True)
        trump = s.is_trump(cards[0])
        out = any(
            c in gone and effective_suit(c, s.trump) is suit for c in s.position.variant.cards()
        )
        if trump:
            end = "wins"
        elif s.trump is not None and s.trumps_against():
            end = "trumpable"
        else:
            end = "no-trump-left" if s.trump is not None else "wins"
        held = end == "trumpable" and upcard is not None
        has_one = held and upcard is not None and _turn_up_named(upcard, said)
        made.append(
            NobodyFollows(
                suit.value,
                _codes(cards),
                trump,
                out,
                end,
                holder if held else None,
                upcard if held else None,
                has_one,
            )
        )
    return made


def _trump_count_fact(s: Situation) -> TrumpCount | None:
    """A-1's count of the trumps (``reading.trump_count``): said where the answer leads
    trump while a plain winner waits in the hand."""
    winners = [c for c in s.legal if not s.is_trump(c) and s.is_boss(c)]
    if not winners or not s.on_lead or not s.trumps_against():
        return None
    played, mine, known, rest = trump_count(s)
    total = len([c for c in s.position.variant.cards() if s.is_trump(c)])
    return TrumpCount(
        total,
        _codes(played),
        _codes(mine),
        None if known is None else known.code,
        known is not None and not s.position.upcard_taken,
        _codes(rest),
        _codes(winners),
    )


def _makers_word(s: Situation) -> tuple[str, int | None]:
    p = s.position
    if p.alone and p.players == 4:
        return ("you" if p.maker == s.seat else "loner"), p.maker
    return ("maker" if p.players == 3 else "makers"), None


def _trick_facts(s: Situation) -> list[Any]:
    p = s.position
    if not p.history:
        return []
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    theirs = sum(won.values()) - mine
    lone_maker = p.players == 3
    made: list[Any] = [TricksSoFar(mine, theirs, lone_maker and s.makers)]
    if p.variant.is_bid:
        return made
    makers = mine if s.makers else theirs
    defenders = theirs if s.makers else mine
    who, loner = _makers_word(s)
    if defenders == 0 and makers >= 3:
        made.append(HandMade(who, loner, makers))
    elif 1 <= defenders < 3 and makers < 3:
        made.append(NoMarch(who, loner, defenders, 3 - makers, 3 - defenders, s.makers))
    return made


def _stops_march_fact(s: Situation, answer: Card) -> StopsMarch | None:
    """The answer takes the trick from a lone maker who has every trick so far: the one
    trick that stops a march (``StopsMarch``)."""
    p = s.position
    if not p.alone or p.players != 4 or p.variant.is_bid or s.makers:
        return None
    won = p.tricks_won()
    if any(won[x] for x in s.side):
        return None  # the defence has its trick already (``NoMarch``)
    if s.winner_seat != p.maker or not s.beats_winner(answer):
        return None  # the loner is not winning, or the answer does not take it
    return StopsMarch(p.maker, len(p.history), answer.code, p.variant.lone_march_points)


def _winning_fact(s: Situation) -> WinningSoFar | None:
    if s.winner_card is None:
        return None
    seat = s.winner_seat if s.winner_seat is not None else s.seat
    return WinningSoFar(seat, s.winner_card.code)


def _quote_of(principle: str, s: Situation, answer: Card, quote: bool) -> tuple[str, str | None]:
    """How the principle line opens: the advice quoted as fitting ("fits", its key), said of
    the side that won the bid or of the three-hand maker ("bid", "three-hand"), giving way
    to the rest of S0-4 ("rest"), or not quoted ("none", None: a counter-example, whose note
    quotes it, or a principle §4 does not quote here). A-8's opening where its next-suit
    lead is not the answer has no fact yet."""
    if not quote or quoted_principle(s, principle) is None or principle not in principles.ADVICE:
        return "none", None
    p = s.position
    if principle == "S0-4" and s.beats_winner(answer):
        return "rest", "S0-4"
    if principle == "S0-1" and p.variant.is_bid:
        return "bid", "S0-1-lead"
    if principle == "S0-1" and p.players == 3:
        return "three-hand", "S0-1-lead"
    if principle == "A-8" and p.trump is not None and not _next_suit(s, answer):
        held = any(_next_suit(s, c) for c in s.legal)
        return ("gives-way" if held else "no-sister"), "A-8"
    return "fits", "S0-7-void" if principle == "S0-7" and not soft_reads(s) else principle


def _low_play_fact(s: Situation, answer: Card, quote: str, advice: str | None) -> Any:
    """S0-6's line: no card wins, or how the answer wins (only winner, weakest winner, who
    may still beat it)."""
    seat = s.winner_seat if s.winner_seat is not None else s.seat
    winner = s.winner_card
    if winner is None:
        raise Unconverted("S0-6 with no trick in progress")
    base = (quote, advice, seat, winner.code, answer.code)
    winners = [c for c in s.legal if s.beats_winner(c)]
    who, over = overtakers(s, answer)
    last = not principles.still_to_play(s)
    if len(winners) == 1 and who:
        ruff = s.is_trump(answer) and s.led is not s.trump
        return OnlyWinnerOvertakable(*base, ruff, tuple(who), _codes(over))
    if len(winners) == 1:
        return OnlyWinner(*base, last)
    if winners and who:
        p = s.position
        up = p.upcard if p.upcard_taken and p.upcard in over else None
        return WeakestWinnerThreatened(
            *base,
            tuple(who),
            _codes([c for c in winners if c != answer]),
            None if up is None else up.code,
            None if up is None else p.upcard_holder,
            _codes([c for c in over if c != up]),
        )
    if winners and answer in winners:
        return CheapestWinner(*base, _codes([c for c in winners if c != answer]), last)
    if winners:
        return CouldWin(*base, _codes(winners), s.low)
    if s.trump is None and s.void_in_led():
        kept = [c for c in s.legal if c != answer]
        bosses = [c for c in kept if s.is_boss(c)]
        boss = bosses[0] if bosses and not s.is_boss(answer) else None
        boss_suit = None if boss is None else effective_suit(boss, s.trump) or Suit.SPADES
        return NoTrumpDiscard(
            *base,
            (s.led or Suit.SPADES).value,
            None if boss is None else boss.code,
            None if boss_suit is None else boss_suit.value,
            _codes(kept),
            s.low,
        )
    weakest = [c for c in s.legal if s.low_key(c) == s.low_key(answer)]
    if len(weakest) > 1:
        return LowestOfTied(*base, _codes(weakest), s.low)
    if s.partner_winning and not overtakers(s, winner)[0]:
        return PartnerSafeLow(*base, s.low)
    return NoneBeats(*base, s.low)


def _must(s: Situation, spend: list[Card]) -> bool:
    """A trump lead the player must follow with a trump that beats nothing it needs to."""
    return bool(spend) and s.led is not None and s.led is s.trump


def _partner_fact(
    principle: str, s: Situation, answer: Card, quote: str, advice: str | None
) -> Any:
    """S0-4 and S0-5's lines, as facts (a turn-up held by a player who has played, among
    the trumps that could beat partner's, is not converted yet)."""
    seat = s.winner_seat if s.winner_seat is not None else s.seat
    winner = s.winner_card
    if winner is None:
        raise Unconverted(f"{principle} with no trick in progress")
    base = (quote, advice, seat, winner.code, answer.code)
    if principle == "S0-5":
        return LetItRide(*base, (s.led or Suit.SPADES).value)
    spend = [c for c in s.legal if s.is_trump(c) and s.beats_winner(c)]
    if s.beats_winner(answer):
        threats = principles.partner_threats(s)
        p = s.position
        known = p.upcard if p.upcard_taken and p.upcard in threats else None
        return OvertrumpThreat(
            *base,
            tuple(principles.overruffers(s)),
            None if known is None else known.code,
            None if known is None else p.upcard_holder,
            _codes([c for c in threats if c != known]),
        )
    if spend and principles.partner_safe(s) is None:
        threats = principles.partner_threats(s)
        best = max(spend, key=s._power)
        lost = all(s._power(c) > s._power(best) for c in threats)
        return KeepOvertrump(
            *base, _codes(threats), tuple(principles.overruffers(s)), best.code, lost
        )
    why = principles.partner_safe(s)
    after = tuple(principles.still_to_play(s))
    mine: tuple[str, ...] = ()
    if why == "none-out":
        played = set(s.position.played())
        higher = [
            c
            for c in s.position.variant.cards()
            if s.is_trump(c) and c not in played and s.beats_winner(c) and c not in s.position.trick
        ]
        ranked = sorted(higher, key=s._power, reverse=True)
        mine = _codes([c for c in ranked if c in s.hand])
        gone = [c for c in ranked if c not in s.hand]
        # The turn-up nobody took may be among them; one a player holds is not converted.
        if gone and (len(gone) > 1 or s.position.upcard_taken or gone[0] != s.position.upcard):
            raise Unconverted("S0-4: a turn-up with a player among the higher trumps")
        if gone:
            return PartnerWinsTurnUpOut(
                *base, mine, gone[0].code, spend[0].code if spend else None, _must(s, spend)
            )
    elif why not in ("last", "void"):
        raise Unconverted("S0-4: partner's trump may be beaten")
    must = _must(s, spend)
    return PartnerAlreadyWins(*base, str(why), after, mine, spend[0].code if spend else None, must)


def _highest_side_fact(s: Situation, answer: Card, quote: str, advice: str | None) -> HighestSide:
    """S0-2's line: the answer is your highest side card, and who may beat or trump it."""
    p = s.position
    suit = effective_suit(answer, s.trump)
    if suit is None:
        raise Unconverted("S0-2 with the joker")
    voids = p.voids()
    following = [x for x in s.opponents() if suit not in voids[x]]
    higher = higher_out(s, answer) if following else []
    if p.upcard_taken and p.upcard in higher and p.upcard_holder not in s.opponents():
        higher.remove(p.upcard)  # the turn-up is in a partner's hand
    trumping = s.trump is not None and bool(s.trumps_against())
    out = [x for x in s.opponents() if suit in voids[x] and p.trump not in voids[x]]
    if not trumping:
        out = []  # said only of a suit an opponent may trump
    makers, loner = _makers_led(s)
    return HighestSide(
        quote, advice, answer.code, suit.value, tuple(out), _codes(higher), trumping, makers, loner
    )


def _read_fact(s: Situation, answer: Card, quote: str, advice: str | None) -> ReadCards:
    """S0-7's line: who has shown out of trump, whose spent trump is read, who may still trump."""
    p = s.position
    suit = effective_suit(answer, p.trump)
    if p.trump is None or suit is None:
        raise Unconverted("S0-7 with no trump or the joker")
    voids = p.voids()
    opponents = s.opponents()
    out = [x for x in opponents if p.trump in voids[x]]
    if not out:
        raise Unconverted("S0-7 with nobody shown out of trump")
    spent = soft_reads(s)
    read = [x for x in opponents if x not in out and x in spent]
    left = [x for x in opponents if x not in out and x not in read]
    return ReadCards(
        quote,
        advice,
        answer.code,
        suit.value,
        tuple(out),
        tuple(read),
        _codes([spent[x] for x in read]),
        tuple(left),
    )


def _unquoted_lead_fact(s: Situation, answer: Card) -> UnquotedLead | HighestLeft:
    """A lead that follows no §4 advice (against a loner): why it is played."""
    p = s.position
    if s.is_trump(answer):
        return UnquotedLead(answer.code, "top-trump", None)
    if p.maker is not None and _loner_void(s, answer):
        return UnquotedLead(answer.code, "loner-void", None)
    boss = _highest_left(s, answer, ())
    if boss is not None:
        return boss
    suit = effective_suit(answer, p.trump)
    if suit is None or not s.is_boss(answer):
        raise ValueError("a side-card lead against a loner that follows no principle")
    return UnquotedLead(answer.code, "only-trump", suit.value)


def _through_maker_fact(
    s: Situation, answer: Card, quote: str, advice: str | None, *, contrast: bool
) -> ThroughMaker:
    """A-7's line: the maker plays right after you, your partner after the maker."""
    p = s.position
    if p.maker is None:
        raise ValueError("A-7 with no maker")
    takes, beats = principles.through_maker_trumps(s, answer)
    if not takes:
        raise ValueError("A-7: nothing the maker may hold is topped by a trump partner may hold")
    higher = sorted(beats, key=s._power, reverse=True)
    up = p.upcard
    partners = (s.seat + 2) % 4
    known = up if up in higher and p.upcard_taken and p.upcard_holder == partners else None
    out = [c for c in higher if c != known]
    known_code = None if known is None else known.code
    return ThroughMaker(p.maker, answer.code, _codes(out), known_code, contrast, quote, advice)


def _short_suits_fact(s: Situation, answer: Card, quote: str, advice: str | None) -> ShortSuits:
    """A-6's line: the short suits an opponent may trump."""
    p = s.position
    short = sorted(principles.short_suits(p), key=SUITS.index)
    sister_size = (8 if p.variant.deck.low_ranks else 6) - 1
    turned_down = p.trump is not None and any(x is not p.trump.sister for x in short)
    voids = p.voids()
    shown = [
        (c, [x for x in s.opponents() if c.suit in voids[x]])
        for c in s.legal
        if _off_ace(s, c) and c.suit in short and c != answer
    ]
    shown = [(c, who) for c, who in shown if who]
    ace, who = shown[0] if shown else (None, [])
    return ShortSuits(
        quote,
        advice,
        answer.code,
        tuple(x.value for x in short),
        sister_size,
        turned_down,
        None if ace is None else ace.code,
        tuple(who),
        bool(who) and len(who) == len(s.opponents()),
    )


def _principle_fact(principle: str | None, s: Situation, answer: Card, *, quote: bool) -> Any:
    if principle is None and s.on_lead:
        return _unquoted_lead_fact(s, answer)
    if principle is None:
        winner = s.winner_card
        if winner is None:
            raise ValueError("a safer winner with no trick in progress")
        seat = s.winner_seat if s.winner_seat is not None else s.seat
        winners = sorted((c for c in s.legal if s.beats_winner(c)), key=s._power)
        return SaferWinner(seat, winner.code, answer.code, _codes(winners))
    opening, advice = _quote_of(principle, s, answer, quote)
    if principle == "S0-6":
        return _low_play_fact(s, answer, opening, advice)
    if principle in ("S0-4", "S0-5"):
        return _partner_fact(principle, s, answer, opening, advice)
    p = s.position
    if principle == "S0-1":
        partner_called = p.maker != s.seat and p.maker in s.side
        small = (
            answer.rank is not None
            and answer.rank < Rank.ACE
            and answer.rank is not Rank.JACK
            and any(s._power(c) > s._power(answer) for c in s.unseen_trumps())
        )
        return DrawTrumps(
            opening, advice, answer.code, p.players == 3, partner_called, small and partner_called
        )
    if principle == "A-5":
        return LeadIt(opening, advice, answer.code)
    if principle == "S0-2":
        return _highest_side_fact(s, answer, opening, advice)
    if principle == "S0-7":
        return _read_fact(s, answer, opening, advice)
    if principle == "A-7":
        return _through_maker_fact(s, answer, opening, advice, contrast=quote)
    if principle == "A-6":
        return _short_suits_fact(s, answer, opening, advice)
    if principle == "A-8":
        if p.maker is None:
            raise ValueError("A-8 with no maker")
        sister = p.trump.sister if p.trump is not None else None
        held = _codes([c for c in s.legal if _next_suit(s, c)]) if opening == "gives-way" else ()
        return LeadAgainstLoner(
            opening,
            advice,
            p.maker,
            answer.code,
            None if sister is None else sister.value,
            _next_suit(s, answer),
            held,
        )
    if principle == "A-1":
        suit = effective_suit(answer, p.trump)
        if suit is None:
            raise Unconverted("A-1 with the joker")
        loner = p.maker if p.alone and p.players == 4 and not s.makers else None
        reason = "shown-out" if s.unseen_trumps() else "gone"
        alone = p.players == 3 and s.makers
        return CashWinner(opening, advice, answer.code, suit.value, reason, loner, alone)
    raise Unconverted(f"the line of {principle}")


def principle_facts(principle: str, s: Situation, answer: Card) -> tuple[Any, ...]:
    """What ``principle`` says of ``answer`` at this position, as the facts an explanation
    states it with (the advice quoted, then what it means here): the words the table's
    coach and the analysis board render (``Unconverted`` where a line has no fact)."""
    return (_principle_fact(principle, s, answer, quote=True),)


def _rejected_fact(s: Situation, judgement: Judgement, unit: str) -> Rejected | None:
    ranked = judgement.ranked()[1:]
    if not ranked:
        return None
    answer = judgement.best
    p = s.position
    helps = p.maker if p.alone and p.players == 4 and not s.makers else None
    return Rejected(
        answer.code,
        unit,
        _codes([c for c, _ in ranked]),
        tuple(rejected_reason(s, answer, c) for c, _ in ranked),
        tuple(v for _, v in ranked),
        helps,
    )


def _close_fact(
    judgement: Judgement, confirm: Mapping[str, Any] | None, *, bid: bool
) -> Close | None:
    if not is_close_play(confirm, bid=bid) or confirm is None:
        return None
    runner = judgement.runner_up
    if runner is None:
        return None
    return Close(
        judgement.best.code, runner.code, float(confirm["margin"]), float(confirm["lower_bound"])
    )


def facts_of(
    s: Situation,
    judgement: Judgement,
    principle: str | None,
    unit: str,
    *,
    quote: bool,
    confirm: Mapping[str, Any] | None,
    note: object | None = None,
    curated: int | None = None,
) -> list[Any]:
    """The facts of an explanation, in reading order (a counter-example's ``note``, made
    first, is stored before them); ``Unconverted`` for a sentence with no fact yet. Where one
    fact depends on another (a turn-up named once, a led card called highest once), the
    facts already made decide."""
    p = s.position
    answer = judgement.best
    made: list[Any] = [_contract_fact(s), _side_fact(s)]
    dead = _dead_top_fact(s)
    if dead is not None:
        made.append(dead)
    made += _shown_out_facts(s)
    known_facts = _known_trump_facts(s)
    made += known_facts
    # The trumps out are not counted where S0-1's count does, or where the known trumps
    # already name every one of them.
    counted = principle == "S0-1" and _trump_count_fact(s) is not None
    named = {code for fact in known_facts for code in _cards_named(fact)}
    out = trumps_out_fact(s)
    if out and not ((known_facts and all(c.code in named for c in out)) or counted):
        made.append(_trumps_out_fact(s))
    made += _trick_facts(s)
    winning = _winning_fact(s)
    if winning is not None:
        made.append(winning)
    made.append(_principle_fact(principle, s, answer, quote=quote))
    made += _tie_facts(s, principle, answer)
    stops = _stops_march_fact(s, answer)
    if stops is not None:
        made.append(stops)
    count = _trump_count_fact(s) if principle == "S0-1" else None
    if count is not None:
        made.append(count)
    if curated is not None:
        made.append(CuratedWhy(curated))
    noted = [] if note is None else [note]
    # Who holds an opponent's turn-up is said once (602/47, 602/24): the opening fact is
    # dropped where a later one (the note, a trump count, a threat to the trick) names it.
    turn_up = known_turn_up(s)
    if known_facts and turn_up is not None and turn_up[1] not in s.side:
        later = [*noted, *(f for f in made if f not in known_facts)]
        if _turn_up_named(turn_up[0].code, later):
            made = [f for f in made if f not in known_facts]
    if s.on_lead:
        boss = _highest_left(s, answer, [*noted, *made])
        if boss is not None and boss not in made:  # not where a trap's lead said it
            made.append(boss)
        made += _nobody_follows_facts(s, [*noted, *made])
    certain = _certain_fact(s, answer)
    if certain is not None:
        made.append(certain)
    ranked = judgement.ranked()
    made.append(
        Value(
            judgement.samples,
            unit,
            p.players == 3 and s.makers,
            answer.code,
            ranked[0][1],
            ranked[1][0].code,
            ranked[1][1],
        )
    )
    rejected = _rejected_fact(s, judgement, unit)
    if rejected is not None:
        made.append(rejected)
    close = _close_fact(judgement, confirm, bid=p.variant.is_bid) if unit == "points" else None
    if close is not None:
        made.append(close)
    made.append(Play(answer.code))
    return made


# The fields an item's facts are made from (its position and stored data; no prose).
_SOURCE_FIELDS = (
    "id", "variant", "variant_options", "seat", "hand", "history", "trick", "trump", "maker",
    "dealer", "alone", "defender_alone", "upcard", "upcard_taken", "discard", "bid",
    "no_trump", "low", "answer", "evaluation", "evaluation_unit", "samples", "confirm",
    "principle", "themes", "counter_example", "counter_theme", "source", "calling_model",
)  # fmt: skip


def _source(item: Mapping[str, Any]) -> str:
    return json.dumps({k: item.get(k) for k in _SOURCE_FIELDS}, sort_keys=True)


def _curated_number(item: Mapping[str, Any]) -> int | None:
    """A curated position's number (``curated.POSITIONS``, from 1) where it has a reason of
    its own (``CuratedWhy``)."""
    if item.get("source") is None:
        return None
    number = int(str(item["id"]).rsplit("/", 1)[1])
    if 1 <= number <= len(POSITIONS) and POSITIONS[number - 1].why is not None:
        return number
    return None


@recomputes_facts
def item_facts(item: Mapping[str, Any]) -> tuple[Any, ...] | None:
    """The facts of a stored best-play item's explanation, or None while one of its
    sentences has no fact (the build does not use it). Kept per item source: every fact of an
    item checks against one computation."""
    return _item_facts(_source(item))


@lru_cache(maxsize=64)
def _item_facts(source: str) -> tuple[Any, ...] | None:
    item = json.loads(source)
    s = situation_from_item(item)
    judgement = Judgement(
        {parse_card(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    principle = item.get("principle") or principle_of(list(item["themes"]), None)
    try:
        # A counter-example's note opens its explanation.
        note = note_fact(s, item) if item.get("counter_example") else None
        return (
            *([] if note is None else [note]),
            *facts_of(
                s,
                judgement,
                None if principle is None else str(principle),
                unit_of(item),
                quote=not item.get("counter_example") or is_trap(s, item),
                confirm=item.get("confirm"),
                note=note,
                curated=_curated_number(item),
            ),
        )
    except Unconverted:
        return None
