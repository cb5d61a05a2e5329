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
    SUITS,
    Action,
    Bid,
    Card,
    Deal,
    NameTrump,
    OrderUp,
    Pass,
    Rank,
    Suit,
    TakeUp,
    Variant,
    card_of,
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


# -- calls in the deals the tables were not measured on ---------------------------------------

# Three-hand Euchre: the fewest sure tricks with which a seat calls (the three-hand strategy
# lesson: "about three sure tricks make a call; two high trumps and hope do not").
THREE_HAND_CALL_SURE = 3
# The seven-card game: the fewest high trumps (bowers, ace) with which a seat calls, S0-3's
# baseline; the five-card tables' bars do not carry over (the trump-order lesson).
SEVEN_CARD_HIGH_TRUMPS = 2
# Bid Euchre: the tricks a bidder counts on from partner above its own sure tricks (the
# bidding lesson: "count your sure tricks, add about one for partner": a ceiling).
BID_PARTNER_TRICKS = 1

_TRUMP_RUN = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
_HIGH_RUN = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE)


def _run(hand: Sequence[Card], order: Sequence[Card]) -> int:
    """How many of ``order`` the hand holds in an unbroken run from its top."""
    count = 0
    for card in order:
        if card not in hand:
            break
        count += 1
    return count


def sure_tricks(hand: Sequence[Card], trump: Suit | None, *, low: bool = False) -> int:
    """The tricks a hand takes on its own, as the three-hand and bidding lessons count them:
    with a trump suit, its trumps in an unbroken run from the right bower down (the left
    bower counts behind the right, the ace behind both) and its side aces; in no-trump, each
    suit's unbroken run from its best card (the ace, or the 9 in no-trump low)."""
    if trump is None:
        order = tuple(reversed(_HIGH_RUN)) if low else _HIGH_RUN
        return sum(_run(hand, [card_of(rank, suit) for rank in order]) for suit in SUITS)
    trumps = [card_of(Rank.JACK, trump), card_of(Rank.JACK, trump.sister)]
    trumps += [card_of(rank, trump) for rank in _TRUMP_RUN]
    side_aces = sum(
        1 for c in hand if c.rank is Rank.ACE and c.suit is not None and c.suit is not trump
    )
    return _run(hand, trumps) + side_aces


def best_sure_tricks(hand: Sequence[Card]) -> int:
    """A Bid Euchre hand's sure tricks in the contract that gives it the most."""
    contracts = [sure_tricks(hand, suit) for suit in SUITS]
    return max([*contracts, sure_tricks(hand, None), sure_tricks(hand, None, low=True)])


def _called_suit(action: Action, upcard: Card | None) -> Suit | None:
    if isinstance(action, (OrderUp, TakeUp)) and upcard is not None:
        return upcard.suit
    if isinstance(action, NameTrump):
        return action.suit
    return None


def other_calls_against_the_course(
    variant: Variant,
    hands: Sequence[Sequence[Card]],
    dealer: int,
    upcard: Card | None,
    calls: Sequence[tuple[int, Action]],
) -> list[tuple[int, str]]:
    """Why a call of a deal the calling tables were not measured on (three-hand, seven
    cards, Bid Euchre) is no model call, by the rule the course states for that game, with
    the index of the call in ``calls``:

    - three-hand: a seat calls with fewer than ``THREE_HAND_CALL_SURE`` sure tricks of its
      own (``sure_tricks``; the dealer counts the turn-up it takes), or passes with that many
      in round one; a dealer stuck under stick the dealer is never judged;
    - seven cards: a seat calls with fewer than ``SEVEN_CARD_HIGH_TRUMPS`` high trumps
      (bowers, ace; the dealer counts the turn-up), S0-3's baseline;
    - Bid Euchre: a bid above the bidder's sure tricks in its best contract plus
      ``BID_PARTNER_TRICKS``; a dealer forced to bid after three passes is never judged.

    Lone calls are judged by the loner rule, not here. The five-card four-player deals are
    ``round_one_calls_against_the_course`` and ``round_two_calls_against_the_course``'s."""
    problems: list[tuple[int, str]] = []
    players = variant.players
    passes = 0
    for index, (seat, action) in enumerate(calls):
        own = list(hands[seat])
        position = (seat - dealer - 1) % players + 1  # 1: the dealer's left; the dealer last
        round_two = index >= players
        if variant.is_bid:
            if isinstance(action, Bid):
                forced = seat == dealer and passes == players - 1
                ceiling = best_sure_tricks(own) + BID_PARTNER_TRICKS
                if action.tricks > ceiling and not forced:
                    problems.append(
                        (
                            index,
                            f"seat {position} bids {action.tricks} with {ceiling - 1} sure "
                            f"tricks; the bidding lesson counts sure tricks plus one for "
                            "partner as the most to bid",
                        )
                    )
            passes += isinstance(action, Pass)
            continue
        suit = _called_suit(action, upcard)
        round_one_suit = upcard.suit if upcard is not None and not round_two else None
        if isinstance(action, Pass) and round_one_suit is not None:
            suit = round_one_suit
        if suit is None or getattr(action, "alone", False):
            continue
        takes_up = seat == dealer and upcard is not None and not round_two
        counted = [*own, upcard] if takes_up and upcard is not None else own
        calling = not isinstance(action, Pass)
        stuck = round_two and position == players and variant.stick_the_dealer
        if players == 3 and not stuck:
            sure = sure_tricks(counted, suit)
            if calling and sure < THREE_HAND_CALL_SURE:
                problems.append(
                    (
                        index,
                        f"seat {position} calls {suit.name.lower()} with {sure} sure tricks; "
                        f"the three-hand lesson calls with {THREE_HAND_CALL_SURE}",
                    )
                )
            elif not calling and sure >= THREE_HAND_CALL_SURE:
                problems.append(
                    (
                        index,
                        f"seat {position} passes {suit.name.lower()} with {sure} sure tricks; "
                        f"the three-hand lesson calls with {THREE_HAND_CALL_SURE}",
                    )
                )
        elif players == 4 and variant.hand_size != 5 and calling:
            high = len(_high_trumps(counted, suit))
            if high < SEVEN_CARD_HIGH_TRUMPS:
                problems.append(
                    (
                        index,
                        f"seat {position} calls {suit.name.lower()} with {high} high trumps; "
                        f"S0-3 calls with {SEVEN_CARD_HIGH_TRUMPS} (bowers, ace)",
                    )
                )
        if calling:
            break
    return problems
