"""The principles of rules-spec §4 as checks: each one's condition (``holds``) and recommendation
(``follows``), ``PRINCIPLES`` and ``fits``, with the card-play and lone-hand counts they rest
on."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from tutor.analysis.calling import ALONE, ORDER_UP, PASS
from tutor.analysis.deal import dealer_discard
from tutor.analysis.position import Position
from tutor.engine import (
    Card,
    Rank,
    Suit,
    card_power,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
)
from tutor.quiz.principles.decisions import (
    Call,
    DealerDiscard,
    Decision,
    Play,
    Situation,
    high_trumps,
    off_aces,
    trumps_in,
)

# -- the principles -------------------------------------------------------------------------


@dataclass(frozen=True)
class Principle:
    holds: Callable[[Decision], bool]
    follows: Callable[[Decision], bool]


_D = TypeVar("_D", Play, Call, DealerDiscard)


def _need(decision: Decision, kind: type[_D]) -> _D:
    """A principle's recommendation is asked only of the decisions it is about."""
    if not isinstance(decision, kind):
        raise TypeError(f"this principle does not judge a {type(decision).__name__}")
    return decision


def _play(decision: Decision) -> Situation | None:
    return decision.situation if isinstance(decision, Play) else None


def _s01_holds(d: Decision) -> bool:
    s = _play(d)
    return s is not None and s.on_lead and s.makers and bool(s.trumps()) and s.trumps_against()


def _s01_follows(d: Decision) -> bool:
    """A trump; my highest when partner is the maker (even if it is only the 9)."""
    d = _need(d, Play)
    s = d.situation
    if not s.is_trump(d.card):
        return False
    if s.position.maker != s.seat and s.position.maker in s.side:
        return s.low_key(d.card) == max(s.low_key(c) for c in s.trumps())
    return True


def _defending_lead(s: Situation | None) -> bool:
    return s is not None and s.on_lead and not s.makers and bool(s.plain())


def _s02_holds(d: Decision) -> bool:
    return _defending_lead(_play(d))


def _s02_follows(d: Decision) -> bool:
    """My highest non-trump, an off-suit ace if I have one."""
    d = _need(d, Play)
    s = d.situation
    if s.is_trump(d.card) or s.low:
        return False
    return d.card.rank is max(c.rank for c in s.plain())


def _s03_holds(d: Decision) -> bool:
    return isinstance(d, Call) and not (d.round == 2 and d.action == PASS and d.stuck)


def _s03_follows(d: Decision) -> bool:
    """Call with two trumps ace or higher (counting a turn-up the partner takes), else pass;
    stuck, name the suit with the most trumps."""
    d = _need(d, Call)
    if d.stuck:
        return _most_trumps(d)
    if d.action == PASS:
        if d.round == 1:
            trump = d.upcard.suit
            return trump is not None and not _s03_calls(d, trump)
        return not any(_s03_calls(d, s) for s in _nameable(d))
    suit = d.suit
    return suit is not None and _call_strength(d, suit) >= 2 and _third_trick(d, suit)


def _s03_calls(d: Call, trump: Suit) -> bool:
    return _call_strength(d, trump) >= 2 and _third_trick(d, trump)


def _third_trick(d: Call, trump: Suit) -> bool:
    """S0-3 counts on partner for one trick; a three-hand maker has no partner, so the
    third trick must be in the hand: a third trump or an off-suit ace."""
    if d.players == 4:
        return True
    holding = d.holding(trump)
    return len(trumps_in(holding, trump)) >= 3 or bool(off_aces(holding, trump))


def _call_strength(d: Call, trump: Suit) -> int:
    high = len(high_trumps(d.holding(trump), trump))
    partner_takes = d.round == 1 and d.role == 2 and d.players == 4 and not d.caller_takes
    if partner_takes and high_trumps([d.upcard], trump):
        high += 1
    return high


def _nameable(d: Call) -> list[Suit]:
    return [s for s in Suit if s is not d.upcard.suit]


def _most_trumps(d: Call) -> bool:
    """The named suit holds at least as many trumps as any other nameable suit, and no
    fewer high ones among those with as many."""
    suit = d.suit
    if suit is None:
        return False

    def weight(s: Suit) -> tuple[int, int]:
        return len(trumps_in(d.hand, s)), len(high_trumps(d.hand, s))

    return all(weight(suit) >= weight(other) for other in _nameable(d))


def _s04_holds(d: Decision) -> bool:
    """Partner wins with a trump and I could overtrump, or play under it."""
    s = _play(d)
    if s is None or s.winner_card is None or not s.partner_winning:
        return False
    if not s.is_trump(s.winner_card):
        return False
    return any(s.beats_winner(c) for c in s.legal) and any(not s.beats_winner(c) for c in s.legal)


def still_to_play(s: Situation) -> list[int]:
    """The seats that play to this trick after me, in order."""
    p = s.position
    seats = []
    seat = s.seat
    for _ in range(len(p.active) - len(p.trick) - 1):
        seat = p.next_active(seat)
        seats.append(seat)
    return seats


def overruffers(s: Situation) -> list[int]:
    """Opponents still to play to this trick who have not shown out of trump."""
    voids = s.position.voids()
    return [x for x in still_to_play(s) if x not in s.side and s.trump not in voids[x]]


def partner_threats(s: Situation) -> list[Card]:
    """Trumps that could still beat partner's winning trump, strongest first: unseen trumps
    above it, where an opponent still to play to this trick has not shown out of trump
    (S0-4's exception). A turn-up taken by an opponent who has already played here is no
    threat."""
    winner = s.winner_card
    if winner is None or not s.partner_winning or not s.is_trump(winner):
        return []
    threatening = overruffers(s)
    if not threatening:
        return []
    p = s.position
    gone = out_of_play(s)
    threats = [
        c
        for c in s.unseen_trumps()
        if s.beats_winner(c)
        and c not in gone
        and not (p.upcard_taken and c == p.upcard and p.upcard_holder not in threatening)
    ]
    return sorted(threats, key=s._power, reverse=True)  # strongest first


def out_of_play(s: Situation) -> list[Card]:
    """Unplayed cards the player knows nobody holds: a turn-up nobody took (turned down, or
    dead under a dealer's partner's loner) and the player's own discard."""
    p = s.position
    gone = []
    if p.upcard is not None and not p.upcard_taken:
        gone.append(p.upcard)
    if p.discard is not None and p.upcard_taken and p.upcard_holder == s.seat:
        gone.append(p.discard)
    return gone


def beaters(s: Situation, card: Card) -> list[Card]:
    """Unseen cards that could beat ``card`` if I played it to this trick, strongest first:
    for all I know, an opponent still to play holds each, one who has not shown out of the
    suit it needs (trump for a ruff, the led suit otherwise; ``overruffers`` for trumps).
    Cards out of play are none, and a turn-up an opponent took counts only if that
    opponent is still to play here."""
    seen = _Seen.of(s)  # once for every card and seat asked about
    later = still_to_play(s)
    found = [
        c
        for c in s.unplayed_elsewhere
        if s._power(c) > s._power(card) and any(seen.may_play(x, c) for x in later)
    ]
    return sorted(found, key=s._power, reverse=True)


def may_play(s: Situation, seat: int, card: Card) -> bool:
    """Whether ``seat``, still to play to this trick, may be an opponent holding the unseen
    ``card`` for all I know: not on my side, not shown out of the suit the card is of
    (trump, for a trump: ``overruffers``), the card not out of play, and a turn-up that was
    taken only in the hand that took it."""
    return _Seen.of(s).may_play(seat, card)


@dataclass(frozen=True)
class _Seen:
    """What ``may_play`` reads of a position, found once per question rather than once
    per card and seat: the cards out of play, the shown voids, who can still ruff."""

    s: Situation
    gone: frozenset[Card]
    unseen: frozenset[Card]
    voids: dict[int, set[Suit | None]]
    ruffers: frozenset[int]

    @classmethod
    def of(cls, s: Situation) -> _Seen:
        return cls(
            s,
            frozenset(out_of_play(s)),
            frozenset(s.unplayed_elsewhere),
            s.position.voids(),
            frozenset(overruffers(s)),
        )

    def may_play(self, seat: int, card: Card) -> bool:
        s, p = self.s, self.s.position
        if seat in s.side or card in self.gone or card not in self.unseen:
            return False
        if p.upcard_taken and card == p.upcard and seat != p.upcard_holder:
            return False
        if s.is_trump(card):
            return seat in self.ruffers
        return effective_suit(card, s.trump) not in self.voids[seat]


def cheapest_winner(s: Situation) -> Card | None:
    """My weakest legal card that beats the trick's winner (None if none does)."""
    winners = [c for c in s.legal if s.beats_winner(c)]
    return min(winners, key=s._power) if winners else None


def cheap_winner_threats(s: Situation, answer: Card) -> list[Card]:
    """Why win with ``answer`` and not the cheapest card that wins: the unseen cards a
    player still to act could beat the cheapest winner with (``beaters``), where nothing
    out can beat ``answer``, a stronger card of mine that also beats an opponent's winning
    card. Empty when that is not the case: the cheap winner is safe, or ``answer`` is no
    stronger winner, or it could be beaten too."""
    cheap = cheapest_winner(s)
    if cheap is None or s.partner_winning or answer == cheap or not s.beats_winner(answer):
        return []
    if beaters(s, answer):
        return []
    return beaters(s, cheap)


def partner_safe(s: Situation) -> str | None:
    """Why partner's winning trump cannot be beaten by a card still to come, as the player
    sees it: "last" (nobody plays after me), "void" (everyone after me has shown out of
    trump), "none-out" (no higher trump is unplayed outside my hand, counting the known
    dead turn-up and my discard out); None when a player still to act may beat it."""
    winner = s.winner_card
    if winner is None or not s.partner_winning or not s.is_trump(winner):
        return None
    if not still_to_play(s):
        return "last"
    if not overruffers(s):
        return "void"
    if partner_threats(s):
        return None
    return "none-out"


def covers_partner(s: Situation, card: Card) -> bool:
    """Overtrumping partner with ``card`` stops an overruff: an opponent still to play may
    beat partner's trump, and nothing left out can beat ``card``."""
    return (
        s.is_trump(card) and s.beats_winner(card) and s.is_boss(card) and bool(partner_threats(s))
    )


def _s04_follows(d: Decision) -> bool:
    # Play under partner; overtrump only to stop a later opponent beating partner, with a
    # trump nothing can beat (rules-spec S0-4, "needlessly").
    d = _need(d, Play)
    return not d.situation.beats_winner(d.card) or covers_partner(d.situation, d.card)


def _s05_holds(d: Decision) -> bool:
    s = _play(d)
    if s is None or s.winner_card is None or not s.partner_winning:
        return False
    if s.is_trump(s.winner_card) or s.winner_card.rank is not Rank.ACE:
        return False
    return s.void_in_led() and bool(s.trumps()) and bool(s.plain())


def _s05_follows(d: Decision) -> bool:
    d = _need(d, Play)
    return not d.situation.is_trump(d.card)


def _s06_holds(d: Decision) -> bool:
    """A trick in progress and a choice of cards: either none of mine beats the winner
    (play the weakest), or an opponent is winning and I can beat it (win cheaply)."""
    s = _play(d)
    if s is None or s.winner_card is None or len(s.legal) < 2:
        return False
    winners = [c for c in s.legal if s.beats_winner(c)]
    return not winners or not s.partner_winning


def _s06_follows(d: Decision) -> bool:
    d = _need(d, Play)
    s = d.situation
    winners = [c for c in s.legal if s.beats_winner(c)]
    if not winners:
        return s.low_key(d.card) == min(s.low_key(c) for c in s.legal)
    return d.card in winners and s._power(d.card) == min(s._power(c) for c in winners)


def _s07_holds(d: Decision) -> bool:
    """On lead with a winner in a plain suit, and an opponent has shown out of trump."""
    s = _play(d)
    if s is None or s.trump is None or not s.on_lead or not s.unseen_trumps():
        return False
    voids = s.position.voids()
    shown_out = any(s.trump in voids[x] for x in s.opponents())
    return shown_out and any(not s.is_trump(c) and s.is_boss(c) for c in s.legal)


def spent_high_trumps(p: Position) -> dict[int, Card]:
    """Who followed a trump lead with a high trump (a bower, the ace or the Benny) that
    could not win: most likely their last trump (S0-7's soft read), by seat."""
    spent: dict[int, Card] = {}
    trump = p.trump
    if trump is None:
        return spent
    for finished in p.history:
        if effective_suit(finished[0][1], trump) is not trump:
            continue
        best = max(card_power(c, trump, trump) for _, c in finished)
        for seat, card in finished[1:]:
            high = card.is_joker or card.rank in (Rank.JACK, Rank.ACE)
            if is_trump(card, trump) and high and card_power(card, trump, trump) < best:
                spent[seat] = card
    return spent


def _cashes_boss(d: Decision) -> bool:
    d = _need(d, Play)
    s = d.situation
    return not s.is_trump(d.card) and s.is_boss(d.card)


def _a01_holds(d: Decision) -> bool:
    """On lead holding a plain winner, and no opponent can hold a trump any more."""
    s = _play(d)
    if s is None or s.trump is None or not s.on_lead or s.trumps_against():
        return False
    return any(not s.is_trump(c) and s.is_boss(c) for c in s.legal)


def _a02_holds(d: Decision) -> bool:
    return isinstance(d, Call) and d.round == 2 and d.role == 1


def _a02_follows(d: Decision) -> bool:
    """Next, with two trumps including a bower plus an off-suit ace, or three trumps."""
    d = _need(d, Call)
    suit = d.suit
    turned = d.upcard.suit
    if suit is None or turned is None or suit is not turned.sister:
        return False
    return _next_strength(d.hand, suit)


def _next_strength(hand: Sequence[Card], suit: Suit) -> bool:
    trumps = trumps_in(hand, suit)
    bower = any(is_right_bower(c, suit) or is_left_bower(c, suit) for c in trumps)
    return len(trumps) >= 3 or (len(trumps) >= 2 and bower and bool(off_aces(hand, suit)))


def _a03_holds(d: Decision) -> bool:
    return isinstance(d, Call) and d.round == 2 and d.role in (0, 2)


def _a03_follows(d: Decision) -> bool:
    """A suit of the other colour, with at least two trumps and an off-suit ace (K-9 and
    an ace is the minimum), or three trumps."""
    d = _need(d, Call)
    suit = d.suit
    turned = d.upcard.suit
    if suit is None or turned is None or suit.color is turned.color:
        return False
    trumps = trumps_in(d.hand, suit)
    if d.stuck and not _most_trumps(d):
        return False
    return len(trumps) >= 3 or (len(trumps) >= 2 and bool(off_aces(d.hand, suit)))


def _a04_holds(d: Decision) -> bool:
    return isinstance(d, DealerDiscard)


def _a04_follows(d: Decision) -> bool:
    """Never a trump while a plain card is left; keep aces; make a void if a card can go
    that way, else throw the lowest card of its suit."""
    d = _need(d, DealerDiscard)
    trump = d.upcard.suit
    if trump is None:
        return False
    held = [*d.hand, d.upcard]
    plain = [c for c in held if not is_trump(c, trump)]
    if is_trump(d.card, trump):
        return not plain
    if d.card.rank is Rank.ACE and any(c.rank is not Rank.ACE for c in plain):
        return False
    suit = effective_suit(d.card, trump)
    same = [c for c in held if effective_suit(c, trump) is suit]
    if len(same) == 1:
        return True
    singletons = [
        c
        for c in plain
        if c.rank is not Rank.ACE
        and sum(1 for x in held if effective_suit(x, trump) is effective_suit(c, trump)) == 1
    ]
    if singletons:
        return False
    return all(c.rank >= d.card.rank for c in same)


def _a05_holds(d: Decision) -> bool:
    """Defending on lead with a trump and a plain card; not the exception (eldest with
    three trumps after the dealer took up). The reason, that a trump lead draws the
    partner's trumps for the makers, needs a trump an opponent may hold and a partner who
    may hold one (a lone defender has none to lose)."""
    s = _play(d)
    if not _defending_lead(s) or s is None or not s.trumps() or not s.trumps_against():
        return False
    p = s.position
    voids = p.voids()
    partners = [x for x in s.side if x != s.seat and x in p.active]
    if partners and all(p.trump in voids[x] for x in partners):
        return False
    eldest = s.seat == p.next_active(p.dealer)
    exception = eldest and not p.history and p.upcard_taken and len(s.trumps()) >= 3
    return not exception


def _not_trump(d: Decision) -> bool:
    d = _need(d, Play)
    return not d.situation.is_trump(d.card)


def short_suits(p: Position) -> set[Suit]:
    """The next suit (five cards in a 24-card pack) and the turned-down suit (one lost)."""
    if p.trump is None:
        return set()
    short = {p.trump.sister}
    if p.upcard is not None and p.upcard.suit is not None and p.upcard.suit is not p.trump:
        short.add(p.upcard.suit)
    return short


def _a06_holds(d: Decision) -> bool:
    s = _play(d)
    if not _defending_lead(s) or s is None or s.trump is None or s.low:
        return False
    p = s.position
    trump_led = any(effective_suit(t[0][1], p.trump) is p.trump for t in p.history)
    aces = off_aces(s.legal, s.trump)
    short = short_suits(p)
    return (
        not trump_led
        and any(c.suit in short for c in aces)
        and any(c.suit not in short for c in aces)
    )


def _a06_follows(d: Decision) -> bool:
    d = _need(d, Play)
    s = d.situation
    trump = s.trump
    if trump is None or d.card.rank is not Rank.ACE or s.is_trump(d.card):
        return False
    return d.card.suit not in short_suits(s.position)


def _a07_holds(d: Decision) -> bool:
    """Defending on lead, the maker (with a partner) plays next, on my left."""
    s = _play(d)
    if not _defending_lead(s) or s is None or not s.trumps():
        return False
    p = s.position
    right_turned = p.upcard is not None and is_right_bower(p.upcard, p.trump)
    # The lead makes the maker play before my partner, who can then beat the maker's trump:
    # a partner who has shown out of trump has nothing to beat it with, and a maker who
    # has shown out has no trump to beat.
    voids = p.voids()
    partner_has_trump = p.trump not in voids[(s.seat + 2) % 4]
    return (
        p.players == 4
        and not p.alone
        and p.next_active(s.seat) == p.maker
        and not right_turned
        and partner_has_trump
        and p.trump not in voids[p.maker]
    )


def through_maker_trumps(s: Situation, card: Card) -> tuple[list[Card], list[Card]]:
    """A-7's reason for leading ``card`` through the maker, read from the cards still out:
    the trumps above ``card`` the maker may hold (to take the lead) and, for each, the
    higher ones my partner may hold (to beat it). Empty when the reason is idle: nothing
    out beats ``card``, or nothing out could beat the maker's trump in partner's hand."""
    p = s.position
    if p.trump is None or not s.is_trump(card):
        return [], []
    unseen = s.unseen_trumps()
    up = p.upcard if p.upcard_taken and p.upcard in unseen else None
    holder = p.upcard_holder if up is not None else None
    power = s._power
    maker_may = [c for c in unseen if power(c) > power(card) and (c != up or holder == p.maker)]
    partner_may = [c for c in unseen if c != up]
    taken = p.upcard
    held = taken is not None and p.upcard_taken and taken not in p.played()
    if held and taken is not None and p.upcard_holder == (s.seat + 2) % 4 and s.is_trump(taken):
        partner_may.append(taken)  # the turn-up my partner took and still holds
    takes = [m for m in maker_may if any(power(t) > power(m) for t in partner_may)]
    if not takes:
        return [], []
    beats = [t for t in partner_may if power(t) > min(power(m) for m in takes)]
    return sorted(takes, key=power, reverse=True), sorted(beats, key=power, reverse=True)


def _a07_follows(d: Decision) -> bool:
    """A trump the maker may take with a trump my partner may then beat (the cards still
    out say so): a trump nothing can beat, or a maker whose trumps partner cannot top,
    is no lead through the maker."""
    d = _need(d, Play)
    return bool(through_maker_trumps(d.situation, d.card)[0])


def _a08_holds(d: Decision) -> bool:
    """Defending the opening lead against a loner who may still hold a trump (rules-spec
    §4.2: "I (or partner) lead first"). A trick or more in, the cards played say more than
    the advice does (the expert review of issue 10's against-loner counters)."""
    s = _play(d)
    return (
        s is not None
        and s.on_lead
        and not s.position.history
        and not s.makers
        and s.position.alone
        and s.position.players == 4
        and bool(s.plain())
        and s.trumps_against()
    )


def _a09_holds(d: Decision) -> bool:
    return isinstance(d, Call) and (
        d.action in (ALONE, ORDER_UP) or (d.round == 2 and d.action != PASS) or _canadian_choice(d)
    )


def _canadian_choice(d: Call) -> bool:
    """Under the Canadian loner the dealer's partner accepts the turn-up only alone, so a
    pass there is A-9's choice between a loner and nothing."""
    return d.canadian_loner and d.round == 1 and d.role == 2


def lone_hand(cards: Sequence[Card], trump: Suit) -> bool:
    """A hand A-9 would play alone: the top three trumps (the bowers and the ace, or with
    the Benny the Benny and the bowers), or any four trumps."""
    trumps = trumps_in(cards, trump)
    tops = {c for c in trumps if is_right_bower(c, trump) or is_left_bower(c, trump)}
    ace = any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    benny = any(c.is_joker for c in trumps)
    return (len(tops) == 2 and (ace or benny)) or len(trumps) >= 4


def lone_march_doubtful(cards: Sequence[Card], trump: Suit) -> bool:
    """A-9's second clause, "stay with partner when ... a march alone is doubtful", as the
    course states it (strategy-calling, "When to go alone", and its measured table
    ``lessons/tables/alone-top-trumps.json``): a lone march is likely with the top three
    trumps and a side ace, with five trumps, or with four trumps including a bower (or the
    Benny) and nothing but an ace beside them; any other hand has a card that usually loses
    a trick alone, or both bowers against it. A fourth trump does not stand in for the side
    ace: the top three with a fourth trump and a small side card came out alone +1.43
    against +1.47 with partner (20,000 deals), so that march is doubtful."""
    trumps = trumps_in(cards, trump)
    plain_losers = [c for c in cards if not is_trump(c, trump) and c.rank is not Rank.ACE]
    tops = {c for c in trumps if is_right_bower(c, trump) or is_left_bower(c, trump)}
    ace = any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    if len(tops) == 2 and (ace or any(c.is_joker for c in trumps)):
        # The top three trumps: both bowers with the ace, or in a Benny pack with the Benny.
        # Alone they gain with a side ace or nothing but trumps beside them.
        return bool(plain_losers) and not off_aces(cards, trump)
    bower = any(c.is_joker or is_right_bower(c, trump) or is_left_bower(c, trump) for c in trumps)
    return len(trumps) < 4 or not bower or bool(plain_losers)


def marches_alone(kept: Sequence[Card], trump: Suit) -> bool:
    """A-9 as the course rules it: the five cards the caller plays with are a lone hand
    (the top three trumps, or four trumps) whose march alone is not in doubt. The one
    lone-hand criterion every calling kind and its texts derive from."""
    return lone_hand(kept, trump) and not lone_march_doubtful(kept, trump)


def higher_trumps_out(
    kept: Sequence[Card], trump: Suit, pack: Iterable[Card], dead: Iterable[Card] = ()
) -> tuple[list[Card], list[Card]]:
    """The trumps a lone hand does not hold that can take a trick from it, strongest first:
    those above its best trump (any of them wins a trick for the side holding it), and
    those between its best and its second best (the best trump draws one trump a round, so
    such a trump held beside another takes a trick). ``dead`` are out of play (a turn-up
    nobody takes)."""
    held = trumps_in(kept, trump)
    if not held:
        return [], []
    gone = set(kept) | set(dead)
    out = trumps_in([c for c in pack if c not in gone], trump)

    def power(card: Card) -> int:
        return card_power(card, trump, trump)

    above = [c for c in out if power(c) > power(held[0])]
    second = power(held[1]) if len(held) > 1 else power(held[0])
    between = [c for c in out if power(held[0]) > power(c) > second]
    return above, between


def kept_cards(d: Call, trump: Suit) -> list[Card]:
    """The five cards the caller plays with: a dealer who picks up discards one (A-4)."""
    holding = d.holding(trump)
    if len(holding) > len(d.hand):
        holding.remove(dealer_discard(holding, trump))
    return holding


def _a09_follows(d: Decision) -> bool:
    """Alone only with a lone hand; with the partner unless the hand is a lone hand whose
    march alone is not in doubt."""
    d = _need(d, Call)
    suit = d.suit
    if suit is None and _canadian_choice(d) and d.upcard.suit is not None:
        suit = d.upcard.suit  # the pass: no loner here
    if suit is None:
        return False
    lone = d.action == ALONE or d.alone
    strong = lone_hand(d.holding(suit), suit)
    if _canadian_choice(d):
        # The doubtful-march clause weighs a loner against a partnership call, which the
        # Canadian loner does not offer here: a lone hand's 1 point for three or four
        # tricks is still more than a pass.
        return strong if lone else not strong
    # Exactly one of alone and with the partner follows A-9 for any hand, so the principle
    # always decides between them.
    marches = marches_alone(kept_cards(d, suit), suit)
    return marches if lone else not marches


def _a10_holds(d: Decision) -> bool:
    """The score matters: my side is two points from the game, or the opponents are one
    lone march (4) from it."""
    if not isinstance(d, Call) or d.scores is None:
        return False
    mine, theirs = d.scores
    return mine >= d.target - 2 or theirs >= d.target - 4


def _a10_follows(d: Decision) -> bool:
    """No loner when two points already win the game."""
    d = _need(d, Call)
    lone = d.action == ALONE or d.alone
    return d.scores is None or not (d.scores[0] >= d.target - 2 and lone)


def _a11_holds(d: Decision) -> bool:
    return isinstance(d, Call) and d.round == 1 and d.role == 0


def _a11_follows(d: Decision) -> bool:
    """Pick up with two trumps or more counting the turn-up; with three it is standard."""
    d = _need(d, Call)
    trump = d.upcard.suit
    if trump is None:
        return False
    trumps = len(trumps_in(d.holding(trump), trump))
    if d.action == PASS:
        return trumps < 3
    return trumps >= 2


PRINCIPLES: dict[str, Principle] = {
    "S0-1": Principle(_s01_holds, _s01_follows),
    "S0-2": Principle(_s02_holds, _s02_follows),
    "S0-3": Principle(_s03_holds, _s03_follows),
    "S0-4": Principle(_s04_holds, _s04_follows),
    "S0-5": Principle(_s05_holds, _s05_follows),
    "S0-6": Principle(_s06_holds, _s06_follows),
    "S0-7": Principle(_s07_holds, _cashes_boss),
    "A-1": Principle(_a01_holds, _cashes_boss),
    "A-2": Principle(_a02_holds, _a02_follows),
    "A-3": Principle(_a03_holds, _a03_follows),
    "A-4": Principle(_a04_holds, _a04_follows),
    "A-5": Principle(_a05_holds, _not_trump),
    "A-6": Principle(_a06_holds, _a06_follows),
    "A-7": Principle(_a07_holds, _a07_follows),
    "A-8": Principle(_a08_holds, _not_trump),
    "A-9": Principle(_a09_holds, _a09_follows),
    "A-10": Principle(_a10_holds, _a10_follows),
    "A-11": Principle(_a11_holds, _a11_follows),
}


def holds(principle: str, decision: Decision) -> bool:
    """Does the principle's condition hold in this position (may a quiz quote it)?"""
    return PRINCIPLES[principle].holds(decision)


def follows(principle: str, decision: Decision) -> bool:
    """Is the action what the principle recommends? (Only meaningful where it holds.)"""
    return PRINCIPLES[principle].follows(decision)


def fits(principle: str | None, decision: Decision) -> bool:
    """The principle applies here and the action is the one it recommends."""
    if principle is None or principle not in PRINCIPLES:
        return False
    if not (holds(principle, decision) and follows(principle, decision)):
        return False
    # Going alone is A-9's call whatever else the item teaches (the dealer's pick-up, the
    # score): a hand A-9 would not play alone is never taught as a loner.
    lone = isinstance(decision, Call) and (decision.action == ALONE or decision.alone)
    if isinstance(decision, Call) and lone and principle != "A-9":
        return follows("A-9", decision)
    return True


def decides(principle: str | None, choices: Iterable[Decision]) -> bool:
    """Some choice does not follow the principle: one that every choice keeps cannot be why
    the answer is best, so an item may not quote it."""
    return any(not fits(principle, choice) for choice in choices)


def rivals(principle: str | None, answer: Decision, choices: Iterable[Decision]) -> list[Decision]:
    """The other choices the principle recommends as well: on its own it cannot say why the
    answer beats them."""
    return [c for c in choices if c != answer and fits(principle, c)]
