"""What a best-play position shows, as typed values and no words: the trumps still out
and who is known to hold one, the highest card left of a suit, who still to play may beat
a card, a thin proof. The fact makers (``explaining``, ``note_facts``) choose the facts of
an explanation from these; the catalogue words them (``tutor.web.explanation.best_play``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine import Card, card_power, effective_suit
from tutor.quiz import principles
from tutor.quiz.kinds.best_play.themes import _suit_top
from tutor.quiz.principles import Situation

# The trumps still out are counted where one or two are left.
TRUMPS_OUT_MAX = 2
# The lower cards still out of a suit whose highest card is led, named up to this many.
BOSS_LISTED = 3
# A proven lead is called close when its mean is under this many points a hand, or its
# one-sided 99% bound (what the fresh deals are sure of) under the second figure: right,
# but no big edge (issue 10 review). Every proven lead is at least MARGIN_POINTS (0.15)
# sure; a hand of Bid Euchre scores about twice what a hand of the knock games does, so
# its thresholds are twice as high.
CLOSE_PLAY = (0.25, 0.2)
CLOSE_PLAY_BID = (0.5, 0.4)


def unit_of(item: Mapping[str, Any]) -> str:
    """What an item's values count: points, or tricks (older banks)."""
    return "points" if item.get("evaluation_unit") == "points" else "tricks"


def is_close_play(confirm: Mapping[str, Any] | None, *, bid: bool) -> bool:
    """Whether a card play's stored proof (``confirm``) leads the runner-up only thinly."""
    if confirm is None:
        return False
    margin, bound = CLOSE_PLAY_BID if bid else CLOSE_PLAY
    return float(confirm["margin"]) < margin or float(confirm["lower_bound"]) < bound


def trumps_out_fact(s: Situation) -> list[Card]:
    """The trumps still out (``Situation.unseen_trumps``) where a strong player's count of
    them bears on the lead: on lead after the first trick, one or two left."""
    p = s.position
    if p.trump is None or p.variant.is_bid or not s.on_lead or not p.history:
        return []
    gone = set(principles.out_of_play(s))
    out = principles.trumps_in([c for c in s.unseen_trumps() if c not in gone], p.trump)
    return out if 1 <= len(out) <= TRUMPS_OUT_MAX else []


def known_turn_up(s: Situation) -> tuple[Card, int] | None:
    """A trump turn-up taken and not yet played by another player of the hand (partner or
    opponent): a trump known to be in that hand, and no unseen card."""
    p = s.position
    up = p.upcard
    if (
        up is None
        or not p.upcard_taken
        or p.upcard_holder is None
        or not s.is_trump(up)
        or up in p.played()
        or p.upcard_holder == s.seat
        or p.upcard_holder not in p.active
    ):
        return None
    return up, p.upcard_holder


def partner_may_hold_trump(s: Situation) -> bool:
    """A partner in play who has not shown out of trump: the only trumps a defender's trump
    lead could draw for the makers besides the leader's own (A-5's reason)."""
    p = s.position
    voids = p.voids()
    partners = [x for x in s.side if x != s.seat and x in p.active]
    return any(p.trump not in voids[x] for x in partners)


def trump_count(s: Situation) -> tuple[list[Card], list[Card], Card | None, list[Card]]:
    """A-1's count as the player makes it: the trumps played, those in hand, a turn-up
    known to be out of the opponents' hands (dead, or taken by my side), and the rest,
    which an opponent may hold."""
    p = s.position
    if p.trump is None:
        return [], [], None, []
    played = principles.trumps_in([c for c in p.played() if s.is_trump(c)], p.trump)
    mine = principles.trumps_in(s.hand, p.trump)
    up = p.upcard
    known = (
        up
        if up is not None
        and s.is_trump(up)
        and up not in played
        and up not in s.hand
        and (not p.upcard_taken or p.upcard_holder in s.side)
        else None
    )
    return played, mine, known, principles.trumps_in(s.unseen_trumps(), p.trump)


def boss_lead_fact(s: Situation, answer: Card) -> bool:
    """The answer is a lead of the highest card left of a plain suit that others may still
    follow (``Situation.is_boss``; the last cards of a suit have their own sentence), not
    its suit's top card (an ace) and with no higher one of its suit in the hand."""
    suit = effective_suit(answer, s.trump)
    if not s.on_lead or suit is None or s.is_trump(answer) or not s.is_boss(answer):
        return False
    # Where nothing of its suit ranks above it anyway (an ace), its being highest is no news.
    top = _suit_top(s, suit)
    power = card_power(answer, s.trump, suit, low=s.low)
    higher_held = any(
        effective_suit(c, s.trump) is suit and card_power(c, s.trump, suit, low=s.low) > power
        for c in s.hand
    )
    return answer != top and not higher_held and not principles.nobody_follows(s, answer)


def higher_out(s: Situation, card: Card) -> list[Card]:
    """Unseen cards of ``card``'s suit that rank above it: a led king is no sure winner
    while the ace is out."""
    suit = effective_suit(card, s.trump)
    p = s.position

    def rank(c: Card) -> int:
        return card_power(c, s.trump, suit, low=s.low)

    return sorted(
        (
            c
            for c in s.unplayed_elsewhere
            if effective_suit(c, s.trump) is suit
            and rank(c) > rank(card)
            and not (c == p.upcard and not p.upcard_taken)
        ),
        key=rank,
        reverse=True,
    )


def overtakers(s: Situation, card: Card) -> tuple[list[int], list[Card]]:
    """The opponents still to play to this trick who may beat ``card`` and the unseen cards
    that would: a card of the led suit from one who has not shown out of it, a trump from
    one who has not shown out of trump (a turn-up only from the player who took it)."""
    p = s.position
    voids = p.voids()
    cards = [c for c in s.unplayed_elsewhere if s._power(c) > s._power(card)]
    who: list[int] = []
    over: list[Card] = []
    for x in principles.still_to_play(s):
        if x in s.side:
            continue
        mine = []
        for c in cards:
            if c == p.upcard and (not p.upcard_taken or p.upcard_holder != x):
                continue
            if effective_suit(c, s.trump) in voids[x]:
                continue
            mine.append(c)
        if mine:
            who.append(x)
            over += [c for c in mine if c not in over]
    return who, sorted(over, key=s._power, reverse=True)


def soft_reads(s: Situation) -> dict[int, Card]:
    """S0-7's second half: an opponent not yet shown out of trump who spent a high trump
    that could not win "probably holds no lower trump". Only where every trump still
    unseen ranks below that card does the read say they hold none (British 608/37: the
    A♠ spent says nothing of the Benny above it). By seat, the card spent."""
    if s.trump is None:
        return {}
    voids = s.position.voids()
    spent = principles.spent_high_trumps(s.position)
    unseen = s.unseen_trumps()
    return {
        x: card
        for x, card in spent.items()
        if x in s.opponents()
        and s.trump not in voids[x]
        and all(s._power(c) < s._power(card) for c in unseen)
    }


def rejected_reason(s: Situation, answer: Card, card: Card) -> str:
    """What one rejected choice does that the answer does not (``fact_types.REASONS``), as
    the position shows it: a trump led on defence, a trick given up, partner's trick
    overtaken, a higher winner spent, a trump spent on a trick it need not win."""
    if s.on_lead:
        if (
            s.is_trump(card)
            and not s.makers
            and not s.is_trump(answer)
            and partner_may_hold_trump(s)
        ):
            return "helps-draw"
        if not s.is_trump(card) and s.is_trump(answer) and s.makers:
            return "leaves-trumps-out"
        return "scores-less"
    if s.partner_winning and s.beats_winner(card):
        return "overtakes-partner"
    if s.beats_winner(answer) and not s.beats_winner(card):
        return "gives-up"
    if s.beats_winner(card) and not s.beats_winner(answer):
        return "spends-stronger"
    if s.beats_winner(card) and s._power(card) > s._power(answer):
        return "beats-stronger"
    if (
        s.beats_winner(card)
        and principles.cheap_winner_threats(s, answer)
        and principles.beaters(s, card)
    ):
        return "may-be-beaten"
    if s.is_trump(card) and not s.is_trump(answer):
        return "spends-trump"
    return "scores-less"


def unseparated(s: Situation, principle: str | None, answer: Card) -> list[Card]:
    """The legal cards the principle fits as well as the answer, with no tie-breaker that
    prefers the answer (``principles.unseparated``)."""
    plays = [principles.Play(s, c) for c in s.legal]
    chosen = next(p for p in plays if p.card == answer)
    return [p.card for p in principles.unseparated(principle, chosen, plays)]  # type: ignore[union-attr]
