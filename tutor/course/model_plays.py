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

from collections.abc import Sequence

from tutor.analysis.seeing import play_view
from tutor.course.tables import loner_shape
from tutor.engine import (
    Action,
    Card,
    Deal,
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
) -> list[str]:
    """Why a round-one call of a lesson's deal is no model call, by the calling lessons'
    own measure (issue 30: a worked hand had the dealer's partner pass the A♥ K♥ with the
    9♥ going to the dealer, another the dealer turn down three trumps, a third seat 3 order
    up two trumps):

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
    problems = []
    for seat, action in calls[:4]:
        hand = list(hands[seat])
        if isinstance(action, OrderUp) and not action.alone:
            opponent_takes = (seat - dealer) % 2 == 1 and not variant.caller_takes_upcard
            trumps = [c for c in hand if effective_suit(c, trump) is trump]
            if opponent_takes and len(trumps) < 3:
                problems.append(
                    f"seat {(seat - dealer) % 4} orders up with {len(trumps)} trumps, handing "
                    "the turn-up to the dealer; the calling table has two trumps pass there"
                )
        if not isinstance(action, Pass):
            break
        if seat == dealer:
            trumps = [c for c in [*hand, upcard] if effective_suit(c, trump) is trump]
            if len(trumps) >= DEALER_TAKE_UP_BAR:
                problems.append(
                    f"the dealer passes with {len(trumps)} trumps counting the turn-up; the "
                    f"order-up table has the dealer gain by taking up with {DEALER_TAKE_UP_BAR} "
                    "(A-11)"
                )
        elif seat == (dealer + 2) % 4 and not variant.canadian_loner:
            own = [c for c in hand if effective_suit(c, trump) is trump]
            high = _high_trumps([*hand, upcard], trump)
            if len(own) >= PARTNER_ASSIST_BAR:
                problems.append(
                    f"the dealer's partner passes with {len(own)} trumps; the order-up table "
                    f"has the dealer's partner gain by assisting with {PARTNER_ASSIST_BAR}"
                )
            elif len(high) >= 2:
                problems.append(
                    "the dealer's partner passes with two high trumps counting the turn-up "
                    "the dealer takes; the calling lessons assist with them (S0-3)"
                )
    return problems


def round_two_calls_against_the_course(
    variant: Variant,
    hands: Sequence[Sequence[Card]],
    dealer: int,
    upcard: Card | None,
    calls: Sequence[tuple[int, Action]],
) -> list[str]:
    """Why a round-two call of a lesson's deal is no model call: a seat names a suit with
    fewer trumps than ``ROUND_TWO_BAR`` asks of that seat. The bars are the next-vs-reverse
    table's (``lessons/tables/next-vs-reverse``, 8,000 deals): at the bar the seat's mean net
    points for naming the suit, next or reverse, lie above zero with their whole 95%
    interval (the dealer's left with two trumps: next +0.27, +0.16 to +0.38; reverse +0.12,
    +0.03 to +0.20), and one trump fewer lies below zero with its whole interval (the
    dealer's partner with two: next -0.55, reverse -0.32). ``tests/lessons/
    test_model_plays.py`` ties the bars to the committed table.

    A dealer stuck under stick the dealer must name something, so its call is never judged;
    nor is a lone call (the loner rule judges those). The same deals as the round-one
    calls: the five-card four-player game with a suit turned up, no stated score."""
    if variant.players != 4 or variant.is_bid or variant.hand_size != 5:
        return []
    if upcard is None or upcard.suit is None or len(calls) < 5:
        return []
    if not all(isinstance(action, Pass) for _, action in calls[:4]):
        return []
    for seat, action in calls[4:8]:
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
                f"seat {position + 1} names {action.suit.name.lower()} with {trumps} in "
                f"round two; the next-vs-reverse table has that seat lose points naming a "
                f"suit with fewer than {bar}"
            ]
        return []
    return []
