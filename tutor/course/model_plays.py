"""Model plays: every card a lesson's example plays is held to the card-play principles
the quiz items are held to (rules-spec §4: S0-4, S0-5, S0-6 and A-8).

A lesson shows a strong player's play, or says why not: a play that breaks one of these
principles is a problem unless the block marks it as the mistake the text is about
(``N:QH?``, see lessons/AUTHORING.md), and a play marked as a mistake that breaks none of
them is a problem too, so the marker stays honest.

Each play is judged as its player saw it at the time (``situation_before``: its own hand,
the tricks so far, the contract and the turn-up, never another seat's cards) by the quiz
layer's rule (``tutor.quiz.principles.broken_principles``), the one the tricks before a
best-play item are held to as well.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from gettext import ngettext as english_plural

from tutor.analysis.seeing import play_view
from tutor.course.blocks import seat_word
from tutor.course.tables import (
    best_round_two_suit,
    best_sure_tricks,
    defence_sure_tricks,
    high_trumps,
    loner_shape,
    trump_run,
)
from tutor.engine import (
    SUITS,
    Action,
    Bid,
    Card,
    Deal,
    Deck,
    DefendAloneAction,
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    Rank,
    Suit,
    Variant,
    effective_suit,
    is_left_bower,
    is_right_bower,
    trick_winner,
)
from tutor.quiz.principles import Situation

# The fewest trumps, counting the turn-up, with which the dealer gains by taking up in the
# order-up table (see round_one_calls_against_the_course).
DEALER_TAKE_UP_BAR = 2
# The fewest trumps in its own hand with which the dealer's partner gains by assisting there.
PARTNER_ASSIST_BAR = 2
# Round two: the fewest trumps in the named suit with which each seat (0 = the dealer's
# left, 3 = the dealer) gains by naming it, next or reverse alike, in the next-vs-reverse
# table (see round_two_calls_against_the_course).
ROUND_TWO_BAR: dict[int, int] = {0: 2, 1: 3, 2: 2, 3: 3}

# The hand shapes that gained by going alone in the engine's measure (the alone-top-trumps
# table, 20,000 deals; the calling lesson's rule). The top three with a fourth trump and no
# side ace is not among them: alone and with partner came out even.
LONER_GAINS: frozenset[str] = frozenset(
    {
        "top-three-side-ace",
        "top-three-fourth-trump-side-ace",
        "four-with-bower-side-ace",
        "five-trumps",
    }
)

# What each principle asks of the player, for the checker's messages.
ADVICE: dict[str, str] = {
    "S0-4": "do not overtrump a partner who is winning with a trump",
    "S0-5": "do not trump a partner's winning ace",
    "S0-6": "play your lowest card when you cannot win the trick",
    "A-8": "against a loner, open with trump's sister suit (never a trump)",
}


def situation_before(deal: Deal, seat: int) -> Situation:
    """The position as ``seat``, about to play, sees it."""
    view = play_view(deal.public_view(seat))
    return Situation(view.position, seat)


def loner_kept_with_partner(deal: Deal, score: dict[int, int] | None) -> str | None:
    """Why a shown call is no model call: the maker holds a hand the course says to play
    alone (``LONER_GAINS``) and plays it with partner, and no stated score (``score``:
    points per side before the hand) makes a loner worthless, which is when a march with
    partner (2) already wins the game. None when the call is a model one."""
    maker, trump = deal.maker, deal.trump
    variant = deal.variant
    if maker is None or trump is None or deal.alone or variant.players != 4 or variant.is_bid:
        return None
    hand = list(deal.hand(maker))
    if len(hand) != variant.hand_size:
        return None
    shape = loner_shape(hand, trump)
    if shape not in LONER_GAINS:
        return None
    side = maker % 2
    if score is not None and score.get(side, 0) >= variant.target - 2:
        return None
    return (
        f"the maker holds a loner by the calling lesson's rule ({shape}) and plays with "
        "partner: go alone, or give 'score:' at which a march with partner already wins"
    )


def thrown_aces(trump: Suit | None, low: bool, cards: list[Card]) -> list[int]:
    """The plays of a stand-alone trick (no deal: nobody's hand is known) that throw away
    an off-suit ace: an ace, not a trump and not led, that cannot win the trick when it is
    played (an earlier card already beats it, or it neither follows nor trumps).

    A strong player keeps an ace for a trick of its own and gives up the lowest card it
    can; it throws an ace only when it has nothing else of the suit (or no other card at
    all), which the lesson then says with ``only:`` (issue 30: a partner's A♣ shown falling
    under an opponent's trump). In no-trump low the ace is the weakest card of its suit, so
    dropping it is a strong play there, never a thrown ace."""
    if trump is None and low:
        return []
    thrown = []
    for index in range(1, len(cards)):
        card = cards[index]
        if card.rank is not Rank.ACE or (
            trump is not None and effective_suit(card, trump) is trump
        ):
            continue
        if trick_winner(cards[: index + 1], trump, low=low) != index:
            thrown.append(index)
    return thrown


def _high_trumps(cards: Sequence[Card], trump: Suit) -> list[Card]:
    """S0-3's high trumps: the bowers and the ace of trump."""
    return [
        c
        for c in cards
        if is_right_bower(c, trump)
        or is_left_bower(c, trump)
        or (c.suit is trump and c.rank is Rank.ACE)
    ]


def round_one_calls_against_the_course(
    variant: Variant,
    hands: Sequence[Sequence[Card]],
    dealer: int,
    upcard: Card | None,
    calls: Sequence[tuple[int, Action]],
) -> list[tuple[int, str]]:
    """Why a round-one call of a lesson's deal is no model call, with the call's index, by
    the calling lessons' own measure (issue 30: a worked hand had the dealer's partner pass
    the A♥ K♥ with the 9♥ going to the dealer, another the dealer turn down three trumps, a
    third seat 3 order up two trumps):

    - seat 1 or seat 3 orders up with fewer than three trumps, where the order-up table has
      two trumps do better passing (the turn-up goes to an opponent);

    - the dealer with ``DEALER_TAKE_UP_BAR`` (two) or more trumps counting the turn-up
      takes up (A-11). The bar is the order-up table's (``lessons/tables/order-up-by-trumps``,
      1,500 deals, the seats before having passed): the dealer with two trumps nets +0.07
      taking up (95% interval -0.10 to +0.24) against -0.40 passing (-0.56 to -0.24), the
      intervals apart; with the turn-up alone passing is better (-0.20 against -0.58).
      ``tests/lessons/test_model_plays.py`` ties the bar to the committed table;
    - the dealer's partner with ``PARTNER_ASSIST_BAR`` (two) trumps of its own assists: the
      same table has it net +0.69 assisting (+0.56 to +0.82) against +0.37 passing (+0.22
      to +0.52); and with two high trumps (bowers, ace) counting a high turn-up the dealer
      would take (S0-3 as the seat lesson counts it). Not under the Canadian loner, where
      the only way to accept is alone.

    Only the ordinary five-card four-player game with a suit turned up, where the tables
    were measured; the caller of this function skips a deal that states its score, since
    the score may make a pass right (A-10)."""
    if variant.players != 4 or variant.is_bid or variant.hand_size != 5:
        return []
    if upcard is None or upcard.suit is None:
        return []
    trump = upcard.suit
    problems: list[tuple[int, str]] = []
    for index, (seat, action) in enumerate(calls[:4]):
        hand = list(hands[seat])
        if isinstance(action, OrderUp) and not action.alone:
            opponent_takes = (seat - dealer) % 2 == 1 and not variant.caller_takes_upcard
            trumps = [c for c in hand if effective_suit(c, trump) is trump]
            if opponent_takes and len(trumps) < 3:
                problems.append(
                    (
                        index,
                        f"seat {(seat - dealer) % 4} orders up with {len(trumps)} trumps, "
                        "handing the turn-up to the dealer; the calling table has two trumps "
                        "pass there",
                    )
                )
        if not isinstance(action, Pass):
            break
        if seat == dealer:
            trumps = [c for c in [*hand, upcard] if effective_suit(c, trump) is trump]
            if len(trumps) >= DEALER_TAKE_UP_BAR:
                problems.append(
                    (
                        index,
                        f"the dealer passes with {len(trumps)} trumps counting the turn-up; the "
                        "order-up table has the dealer gain by taking up with "
                        f"{DEALER_TAKE_UP_BAR} (A-11)",
                    )
                )
        elif seat == (dealer + 2) % 4 and not variant.canadian_loner:
            own = [c for c in hand if effective_suit(c, trump) is trump]
            high = _high_trumps([*hand, upcard], trump)
            if len(own) >= PARTNER_ASSIST_BAR:
                problems.append(
                    (
                        index,
                        f"the dealer's partner passes with {len(own)} trumps; the order-up "
                        "table has the dealer's partner gain by assisting with "
                        f"{PARTNER_ASSIST_BAR}",
                    )
                )
            elif len(high) >= 2:
                problems.append(
                    (
                        index,
                        "the dealer's partner passes with two high trumps counting the turn-up "
                        "the dealer takes; the calling lessons assist with them (S0-3)",
                    )
                )
    return problems


def round_two_calls_against_the_course(
    variant: Variant,
    hands: Sequence[Sequence[Card]],
    dealer: int,
    upcard: Card | None,
    calls: Sequence[tuple[int, Action]],
) -> list[tuple[int, str]]:
    """Why a round-two call of a lesson's deal is no model call, with the call's index: a
    seat names a suit with fewer trumps than ``ROUND_TWO_BAR`` asks of that seat. The bars
    are the next-vs-reverse table's (``lessons/tables/next-vs-reverse``, 8,000 deals): at
    the bar the seat's mean net points for naming the suit, next or reverse, lie above zero
    with their whole 95% interval (the dealer's left with two trumps: next +0.27, +0.16 to
    +0.38; reverse +0.12, +0.03 to +0.20), and one trump fewer lies below zero with its
    whole interval (the dealer's partner with two: next -0.55, reverse -0.32).
    ``tests/lessons/test_model_plays.py`` ties the bars to the committed table.

    A dealer stuck under stick the dealer must name something, so its call is never judged;
    nor is a lone call (the loner rule judges those). The same deals as the round-one
    calls: the five-card four-player game with a suit turned up, no stated score."""
    if variant.players != 4 or variant.is_bid or variant.hand_size != 5:
        return []
    if upcard is None or upcard.suit is None or len(calls) < 5:
        return []
    if not all(isinstance(action, Pass) for _, action in calls[:4]):
        return []
    for index, (seat, action) in enumerate(calls[4:8], start=4):
        if isinstance(action, Pass):
            continue
        position = (seat - dealer - 1) % 4
        stuck = position == 3 and variant.stick_the_dealer
        if not isinstance(action, NameTrump) or action.alone or stuck:
            return []
        held = sum(1 for c in hands[seat] if effective_suit(c, action.suit) is action.suit)
        bar = ROUND_TWO_BAR[position]
        if held < bar:
            trumps = "1 trump" if held == 1 else f"{held} trumps"
            return [
                (
                    index,
                    f"seat {position + 1} names {action.suit.name.lower()} with {trumps} in "
                    f"round two; the next-vs-reverse table has that seat lose points naming a "
                    f"suit with fewer than {bar}",
                )
            ]
        return []
    return []


# -- calls in three-hand, seven cards each and Bid Euchre -------------------------------------
# Each bar is its table's (``lessons/tables/<name>.json``, drawn by ``tutor.course.tables``);
# ``tests/lessons/test_model_plays.py`` derives every bar from the committed table again.
# A call is held to a bar where the table shows passing do better (intervals apart), a pass
# where it shows the call do better: where the intervals overlap, either is a model call.


@dataclass(frozen=True)
class CallBars:
    """One round of one game's calls, as its measured table (``lessons/tables/<table>``)
    has them, by seat (1: the dealer's left; the dealer last): ``call``, the fewest held
    (``count``: top trumps or high trumps in the suit called) with which calling is not
    shown to lose to a pass; ``passing``, the fewest held from which a pass is shown to
    lose to the call at every count (None: at no count the table measures). A dealer stuck
    in round two has no bar."""

    table: str
    words: str  # how a message names the table
    count: Callable[[list[Card], Suit], int]
    held: str  # what ``count`` counts, in a message
    call: dict[int, int]
    passing: dict[int, int | None]


# Three-hand, round one (three-hand-calls, 60,000 deals, 32 cards): the seats before the
# dealer lose points ordering up with two top trumps (``trump_run``: the trumps in an unbroken
# run from the right bower down; the dealer's count the turn-up), the dealer's left +0.48
# (+0.38 to +0.58) against +0.95 passing (+0.89 to +1.01), whatever side aces they hold: side
# aces are no sure tricks against two opponents and nine trumps. The dealer, stuck in round
# two, gains by taking up with one (+0.01 against -0.77) and loses with none (-0.97 against
# -0.77). Passing loses for the dealer's right with the top three (+1.27, +1.14 to +1.40,
# against +0.72, +0.48 to +0.95) and the dealer with one; the dealer's left with the top
# three comes out even (+1.59 against +1.43).
# Seven cards each, round one (seven-card-calls, 12,000 deals): the fewest high trumps
# (bowers, ace; the dealer's count the turn-up). The dealer's left with two nets +0.38 (+0.30
# to +0.47) against +0.70 passing (+0.62 to +0.78); the third seat with one -0.78 against
# -0.08; the dealer's partner with none -0.07 against +0.26; the dealer never does clearly
# worse taking up (with none: -0.23 against -0.33, the intervals overlapping). Passing loses
# for the dealer's partner with two (+0.96 ordering up, +0.90 to +1.02, against +0.47, +0.39
# to +0.55) and the dealer with one (+0.47 against -0.33).
# Three-hand, round two (three-hand-round-two, 40,000 deals, 32 cards; the seat names the suit
# of its longest top-trump run): both seats before the dealer lose naming a suit with one top
# trump (the dealer's left -0.33, -0.36 to -0.30, against +0.47 passing, +0.46 to +0.49). The
# dealer's left gains naming one with two (+1.12, +1.03 to +1.21, against +0.59, +0.54 to
# +0.64); the dealer's right comes out even with two (+0.59 against +0.62) and gains with
# three (+1.46 against +0.74). The dealer, stuck, has no choice to judge.
# Three-hand on 24 cards (three-hand-24-calls, 30,000 deals; three-hand-24-round-two, 40,000):
# the same bars as on 32 cards. Round one: the dealer's left with two +0.35 ordering up against
# +0.91 passing, the dealer's right with the top three +1.26 against +0.71, the dealer with one
# -0.02 against -0.71. Round two: the dealer's left with two +1.08 naming against +0.47
# passing; the dealer's right with two +0.52 against +0.58, with three +1.38 against +0.71.
# Seven cards each, round two (seven-card-round-two, 24,000 deals): naming a suit is never
# shown to lose to a pass (the dealer's left with none: -0.55 against -0.38, the intervals
# overlapping); the dealer's partner passing three high trumps loses (+1.22 naming, +1.07 to
# +1.36, against +0.44, -0.03 to +0.90).
TOP_TRUMPS = "top trumps"
HIGH_TRUMPS = "high trumps"
CALL_BARS: dict[str, CallBars] = {
    "three-hand-calls": CallBars(
        "three-hand-calls",
        "the three-hand table",
        trump_run,
        TOP_TRUMPS,
        {1: 3, 2: 3, 3: 1},
        {1: None, 2: 3, 3: 1},
    ),
    "three-hand-round-two": CallBars(
        "three-hand-round-two",
        "the three-hand round-two table",
        trump_run,
        TOP_TRUMPS,
        {1: 2, 2: 2},
        {1: 2, 2: 3},
    ),
    "three-hand-24-calls": CallBars(
        "three-hand-24-calls",
        "the 24-card three-hand table",
        trump_run,
        TOP_TRUMPS,
        {1: 3, 2: 3, 3: 1},
        {1: None, 2: 3, 3: 1},
    ),
    "three-hand-24-round-two": CallBars(
        "three-hand-24-round-two",
        "the 24-card three-hand round-two table",
        trump_run,
        TOP_TRUMPS,
        {1: 2, 2: 2},
        {1: 2, 2: 3},
    ),
    "seven-card-calls": CallBars(
        "seven-card-calls",
        "the seven-card table",
        high_trumps,
        HIGH_TRUMPS,
        {1: 3, 2: 1, 3: 2, 4: 0},
        {1: None, 2: 2, 3: None, 4: 1},
    ),
    "seven-card-round-two": CallBars(
        "seven-card-round-two",
        "the seven-card round-two table",
        high_trumps,
        HIGH_TRUMPS,
        {1: 0, 2: 0, 3: 0},
        {1: None, 2: 3, 3: None},
    ),
}
# The tables of each game's two rounds, by the deck of three-hand (32 or 24 cards) or the
# seven cards each of the 32-card game.
GAME_TABLES: dict[tuple[int, Deck], tuple[str, str]] = {
    (3, Deck.D32): ("three-hand-calls", "three-hand-round-two"),
    (3, Deck.D24): ("three-hand-24-calls", "three-hand-24-round-two"),
    (7, Deck.D32): ("seven-card-calls", "seven-card-round-two"),
}
# Bid Euchre (bid-sure-tricks, 12,000 deals, each seat declaring the contract it counts most
# sure tricks in): by sure tricks, the highest bid whose net points are not shown to lie
# below zero. With two sure tricks a bid of 4 nets +0.18 (+0.11 to +0.26) and 5 loses -2.26;
# with three, 5 nets +0.14 and 6 loses -3.09; with four, 6 loses -1.10 (-1.32 to -0.89); with
# five, 6 nets -0.06 (-0.54 to +0.42). With one sure trick even a bid of 3 loses (-0.60,
# -0.71 to -0.50): 2, below every bid, is its ceiling.
BID_CEILING: dict[int, int] = {0: 2, 1: 2, 2: 4, 3: 5, 4: 5, 5: 6, 6: 6}


# Defending alone (defending-alone, 160,000 deals under the cardgames rules, the contract the
# calling heuristics make): by whether the maker is alone and whether the defender sits on
# the maker's left, the fewest sure tricks on defence (``defence_sure_tricks``: only the trump
# run from the right bower down, counted in the hand the defender plays; side aces are no
# sure tricks on defence) with which defending alone is not shown to lose points against
# defending with partner. Against makers with partner one sure trick loses from both seats
# (-0.44, -0.46 to -0.42, against +0.06, +0.04 to +0.08, on the maker's left), two come out
# even (+1.00 against +1.12 on the left, +1.20 against +0.98 on the right) and three, the
# top three trumps, gain (+4.00 against +2.00 from both seats: three certain tricks). Against
# a lone maker one sure trick loses on the maker's left (-0.95, -0.99 to -0.92, against -0.75,
# -0.80 to -0.69) and comes out even on the right (-0.94 against -0.91); a lone maker almost
# never leaves a defender two (7 hands a seat in 160,000 deals).
DEFEND_ALONE_SURE: dict[tuple[bool, bool], int | None] = {
    (True, True): 2,
    (True, False): 1,
    (False, True): 2,
    (False, False): 2,
}


def _sure_tricks(count: int) -> str:
    """ "1 sure trick", "2 sure tricks": the checker's messages are English only (authors
    read them), so the stdlib's ``ngettext`` without a catalogue picks the form; renamed so
    that the catalogue's extraction, which looks for ``ngettext``, leaves it out."""
    return english_plural("%(n)d sure trick", "%(n)d sure tricks", count) % {"n": count}


def lone_defences_against_the_course(
    variant: Variant,
    hands: Sequence[Sequence[Card]],
    dealer: int,
    upcard: Card | None,
    calls: Sequence[tuple[int, Action]],
) -> list[tuple[int, str]]:
    """A defender who defends alone with fewer sure tricks than ``DEFEND_ALONE_SURE`` asks
    of its seat, with the index of the call: the calls are replayed on the engine to find
    the contract and the hand the defender plays (after the dealer's exchange). A lone
    defence on another pack than the table's 24 cards is reported as one the checker cannot
    judge."""
    defences = [i for i, (_, action) in enumerate(calls) if isinstance(action, DefendAloneAction)]
    if not defences:
        return []
    if variant.deck is not Deck.D24 or variant.hand_size != 5:
        return [
            (
                defences[0],
                f"a lone defence on {variant.deck.size} cards is not measured (the "
                "defending-alone table deals 24): the checker cannot judge it",
            )
        ]
    deal = Deal(variant, [list(hand) for hand in hands], dealer=dealer, upcard=upcard)
    for index, (seat, action) in enumerate(calls):
        if isinstance(action, DefendAloneAction) and deal.maker is not None and deal.trump:
            sure = defence_sure_tricks(deal.hand(seat), deal.trump)
            left = seat == (deal.maker + 1) % 4
            bar = DEFEND_ALONE_SURE[(deal.alone, left)]
            if bar is None or sure < bar:
                maker = "a lone maker" if deal.alone else "makers with partner"
                where = "on the maker's left" if left else "on the maker's right"
                needs = "at every count" if bar is None else f"with fewer than {bar}"
                return [
                    (
                        index,
                        f"{seat_word(seat, variant)} defends alone {where} with "
                        f"{_sure_tricks(sure)} against {maker}; the defending-alone table has "
                        f"a lone defence there lose points against defending with partner {needs}",
                    )
                ]
            return []
        deal.push(action)
    return []


def other_calls_against_the_course(
    variant: Variant,
    hands: Sequence[Sequence[Card]],
    dealer: int,
    upcard: Card | None,
    calls: Sequence[tuple[int, Action]],
) -> list[tuple[int, str]]:
    """Why a call of a three-hand, seven-card or Bid Euchre deal is no model call, by that
    game's measured table, with the index of the call in ``calls``:

    - three-hand (32 or 24 cards) and seven cards each, both rounds: a call below the seat's
      bar in ``CALL_BARS``, or a pass at or above its pass bar (``variant_calls``); a
      three-hand deck no table measures (a joker's) is reported as one the checker cannot
      judge, never passed silently;
    - a lone defence with fewer sure tricks than ``DEFEND_ALONE_SURE`` asks of its seat
      (``lone_defences_against_the_course``);
    - Bid Euchre: a bid above ``BID_CEILING`` for the bidder's sure tricks in its best
      contract; a dealer forced to bid after three passes is never judged.

    Lone calls are judged by the loner rule, not here. The five-card four-player deals are
    ``round_one_calls_against_the_course`` and ``round_two_calls_against_the_course``'s."""
    if not variant.is_bid:
        return [
            *variant_calls(variant, hands, dealer, upcard, calls),
            *lone_defences_against_the_course(variant, hands, dealer, upcard, calls),
        ]
    problems: list[tuple[int, str]] = []
    passes = 0
    for index, (seat, action) in enumerate(calls):
        position = (seat - dealer - 1) % variant.players + 1
        if isinstance(action, Bid):
            forced = seat == dealer and passes == variant.players - 1
            sure = best_sure_tricks(list(hands[seat]))
            ceiling = BID_CEILING[min(sure, variant.hand_size)]
            if action.tricks > ceiling and not forced:
                problems.append(
                    (
                        index,
                        f"seat {position} bids {action.tricks} with {_sure_tricks(sure)}; "
                        f"the bid-sure-tricks table has every bid above {ceiling} lose "
                        "points there",
                    )
                )
        passes += isinstance(action, Pass)
    return problems


def _game_tables(variant: Variant) -> tuple[str, str] | str | None:
    """The round-one and round-two tables of a three-hand or seven-card deal; None for
    another game (not this function's to judge); a message for a three-hand deck that no
    table measures."""
    if variant.players == 3:
        tables = GAME_TABLES.get((3, variant.deck))
        if tables is None:
            return (
                f"three-hand calls on {variant.deck.size} cards are not measured (the "
                "three-hand tables deal 32 or 24 cards): the checker cannot judge them"
            )
        return tables
    if variant.players == 4 and variant.hand_size == 7 and not variant.is_bid:
        return GAME_TABLES.get((7, variant.deck))
    return None


def variant_calls(
    variant: Variant,
    hands: Sequence[Sequence[Card]],
    dealer: int,
    upcard: Card | None,
    calls: Sequence[tuple[int, Action]],
) -> list[tuple[int, str]]:
    """The calls of a three-hand or seven-card deal that break their round's ``CallBars``
    (round one counts the suit turned up, the dealer with the turn-up; round two the suit
    named, or for a pass the suit the table's seat would name, ``best_round_two_suit``),
    stopping at the first call that makes trump or goes alone."""
    tables = _game_tables(variant)
    if tables is None or not calls or upcard is None or upcard.suit is None:
        return []
    if isinstance(tables, str):
        return [(0, tables)]
    players, turned = variant.players, upcard.suit
    problems: list[tuple[int, str]] = []
    for index, (seat, action) in enumerate(calls[: 2 * players]):
        round_two = index >= players
        bars = CALL_BARS[tables[round_two]]
        position = (seat - dealer - 1) % players + 1  # 1: the dealer's left; the dealer last
        if getattr(action, "alone", False) or isinstance(action, Discard):
            break
        own = list(hands[seat])
        if round_two:
            if position not in bars.call:
                break  # the dealer stuck: no choice to judge
            options = [suit for suit in SUITS if suit is not turned]
            suit = action.suit if isinstance(action, NameTrump) else None
            suit = suit or best_round_two_suit(own, options, bars.count)
            held = bars.count(own, suit)
        else:
            suit = turned
            held = bars.count([*own, upcard] if seat == dealer else own, suit)
        problem = _against_bars(bars, position, held, suit, action, round_two)
        if problem is not None:
            problems.append((index, problem))
        if not isinstance(action, Pass):
            break
    return problems


def _against_bars(
    bars: CallBars, position: int, held: int, suit: Suit, action: Action, round_two: bool
) -> str | None:
    """Why one call breaks its round's bars (None when it is a model call)."""
    call_bar, pass_bar = bars.call[position], bars.passing[position]
    name = suit.name.lower()
    calling = not isinstance(action, Pass)
    if calling and held < call_bar:
        if round_two:
            return (
                f"seat {position} names {name} with {held} {bars.held} in round two; "
                f"{bars.words} has that seat lose points naming a suit with fewer than "
                f"{call_bar}"
            )
        return (
            f"seat {position} orders up {name} with {held} {bars.held}; {bars.words} has "
            f"that seat lose points ordering up with fewer than {call_bar}"
        )
    if not calling and pass_bar is not None and held >= pass_bar:
        if round_two:
            return (
                f"seat {position} passes round two with {held} {bars.held} in {name}; "
                f"{bars.words} has that seat gain by naming a suit with {pass_bar} or more"
            )
        return (
            f"seat {position} passes {name} with {held} {bars.held}; {bars.words} has that "
            f"seat gain by ordering up with {pass_bar} or more"
        )
    return None
