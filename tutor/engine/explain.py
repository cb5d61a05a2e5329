"""Explanations as data: why a card wins, why a card may (not) be played, why a score.

Each ``Reason`` names a case (``key``), the cards involved and the rules-spec section
(``rule``). ``describe(reason, lang)`` turns one into an English or Korean sentence; the
quiz and web layers call it rather than writing their own.

>>> from tutor.engine.cards import parse_cards
>>> reasons = explain_trick(parse_cards("9S JS AS TD"), Suit.CLUBS)
>>> [r.key for r in reasons]
['left-bower', 'trumped', 'beaten-by-trump', 'beaten-by-trump', 'off-suit']
>>> describe(reasons[0], "en")
'J♠ is the left bower and counts as a club'
>>> describe(reasons[0], "ko")
'J♠은 레프트 바우어로, 클럽으로 칩니다'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from tutor.catalogue import N_, languages, messages, say
from tutor.engine.cards import ALL_CARDS, Card, Rank, Suit
from tutor.engine.ranking import (
    card_power,
    effective_suit,
    is_left_bower,
    is_right_bower,
    trick_winner,
)
from tutor.engine.scoring import HandScore

__all__ = [
    "Reason",
    "card_label",
    "card_name",
    "describe",
    "explain_effective_suit",
    "explain_illegal_play",
    "explain_legal",
    "explain_score",
    "explain_trick",
    "suit_name",
]


@dataclass(frozen=True)
class Reason:
    """One rule at work. ``cards[0]`` is the card the reason is about; ``other`` the card
    it is compared with. ``suit`` is the suit concerned (led suit, followed suit);
    ``trump`` the contract's trump; ``number`` points or tricks; ``side`` "makers" or
    "defenders" for score reasons; ``who`` a side (or three-hand player) of ``sides``."""

    key: str
    rule: str
    cards: tuple[Card, ...] = ()
    suit: Suit | None = None
    trump: Suit | None = None
    low: bool = False
    number: int | None = None
    other: Card | None = None
    side: str | None = None
    who: int | None = None
    sides: int | None = None


# -- tricks ------------------------------------------------------------------------------


def explain_trick(cards: Sequence[Card], trump: Suit | None, *, low: bool = False) -> list[Reason]:
    """Why the winner wins and why each other card does not, in play order of the losers.

    The first reason is always about the winning card's status (a bower, the joker, a
    trump, the best of the led suit); then one reason per losing card.
    """
    winner_index = trick_winner(cards, trump, low=low)
    winner = cards[winner_index]
    led = effective_suit(cards[0], trump)
    reasons: list[Reason] = []
    if trump is None:
        reasons.append(Reason("no-trump-low" if low else "no-trump", "1.5", (), low=low))
    winner_is_trump = trump is not None and effective_suit(winner, trump) is trump
    if winner.is_joker and trump is not None:
        reasons.append(Reason("joker", "1.5", (winner,), trump=trump))
    elif is_right_bower(winner, trump):
        reasons.append(Reason("right-bower", "1.5", (winner,), trump=trump))
    elif is_left_bower(winner, trump):
        reasons.append(Reason("left-bower", "1.4", (winner,), trump=trump))
    if winner_is_trump and led is not trump:
        reasons.append(Reason("trumped", "1.6", (winner,), suit=led, trump=trump))
    elif winner_is_trump:
        reasons.append(Reason("highest-trump", "1.6", (winner,), trump=trump))
    else:
        reasons.append(Reason("highest-of-led", "1.6", (winner,), suit=led, trump=trump, low=low))
    for i, card in enumerate(cards):
        if i == winner_index:
            continue
        power = card_power(card, trump, led, low=low)
        if power == 0:
            reasons.append(Reason("off-suit", "1.6", (card,), suit=led, trump=trump, other=winner))
        elif trump is not None and effective_suit(card, trump) is trump:
            reasons.append(Reason("lower-trump", "1.5", (card,), trump=trump, other=winner))
        elif winner_is_trump:
            reasons.append(Reason("beaten-by-trump", "1.6", (card,), suit=led, other=winner))
        else:
            reasons.append(
                Reason("lower-card", "1.5", (card,), suit=led, trump=trump, low=low, other=winner)
            )
    return reasons


# -- legal plays -------------------------------------------------------------------------


def explain_legal(hand: Sequence[Card], led: Card | None, trump: Suit | None) -> list[Reason]:
    """Why these cards (and only these) may be played to a trick led by ``led``."""
    if led is None:
        return [Reason("lead-anything", "1.6", tuple(hand), trump=trump)]
    led_suit = effective_suit(led, trump)
    reasons: list[Reason] = []
    if is_left_bower(led, trump) or (led.is_joker and trump is not None):
        reasons.append(Reason("trump-lead", "E13", (led,), suit=led_suit, trump=trump))
    if led_suit is None:
        return [*reasons, Reason("void", "E7", tuple(hand), trump=trump)]
    follow = [c for c in hand if effective_suit(c, trump) is led_suit]
    for card in hand:
        if card.suit is led_suit and card not in follow:
            # The left bower printed in the led suit is a trump, not a card of that suit.
            reasons.append(Reason("left-bower-not-printed", "E13", (card,), card.suit, trump))
        elif card in follow and (is_left_bower(card, trump) or card.is_joker):
            reasons.append(Reason("counts-as-trump", "E13", (card,), led_suit, trump))
    if follow:
        reasons.append(Reason("must-follow", "1.6", tuple(follow), suit=led_suit, trump=trump))
    else:
        reasons.append(Reason("void", "1.6", tuple(hand), suit=led_suit, trump=trump))
        reasons.append(Reason("no-duty-to-trump", "1.6", (), suit=led_suit, trump=trump))
    return reasons


def explain_effective_suit(card: Card, trump: Suit | None) -> Reason:
    """Which suit ``card`` belongs to under this contract, and why (rules-spec 1.4)."""
    suit = effective_suit(card, trump)
    if suit is not None and suit is trump and card.suit is not trump:
        return Reason("counts-as-trump", "1.4", (card,), suit=suit, trump=trump)
    if suit is None:
        return Reason("joker-no-suit", "E7", (card,))
    return Reason("own-suit", "1.4", (card,), suit=suit, trump=trump)


def explain_illegal_play(
    hand: Sequence[Card], led: Card | None, trump: Suit | None, card: Card
) -> list[Reason]:
    """Why ``card`` may not be played to this trick (empty if it may), for any language.

    >>> from tutor.engine.cards import parse_card, parse_cards
    >>> reasons = explain_illegal_play(parse_cards("JD AC"), parse_card("TH"), Suit.HEARTS,
    ...                                parse_card("AC"))
    >>> [describe(r, "ko") for r in reasons]
    ['하트가 있으므로 무늬를 따라야 합니다: J♦', '하트가 으뜸패일 때 J♦은 하트입니다']
    """
    if card not in hand:
        return [Reason("not-held", "1.6", (card,))]
    reasons = explain_legal(hand, led, trump)
    must = [r for r in reasons if r.key == "must-follow"]
    if not must or card in must[0].cards:
        return []
    details = [
        r
        for r in reasons
        if r.key == "counts-as-trump" or (r.key == "left-bower-not-printed" and r.cards[0] == card)
    ]
    return [must[0], *details]


def article(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def explain_score(score: HandScore) -> list[Reason]:
    """The scoring rules a hand's points came from (one reason per side that scored)."""
    return [Reason(r.key, r.rule, number=r.points, side=r.side) for r in score.reasons]


# -- words -------------------------------------------------------------------------------
# Every word and sentence is a catalogue message (English msgid, the Korean in
# tutor/translations): another language is another catalogue. Names are looked up once per
# language and kept (``_names``), so a card costs a dictionary lookup, not a gettext.


@dataclass(frozen=True)
class _Names:
    """One language's names: a suit alone ("heart"), of several ("hearts"), with its
    article ("a heart"); a card as a sentence writes it ("J♦", the joker "Benny") and as
    it is spoken ("jack of diamonds")."""

    suit: Mapping[Suit | None, str]
    suits: Mapping[Suit | None, str]
    a_suit: Mapping[Suit | None, str]
    joker: str
    joker_spoken: str
    rank: Mapping[Rank, str]
    # Each card as a sentence writes it, by ``Card.index``: a list lookup, not a hash.
    written: Sequence[str]


@cache
def _names(lang: str) -> _Names:
    _check_lang(lang)
    t = messages(lang)
    led = t.gettext("the led suit")
    joker = t.pgettext("written card", "Benny")
    written = [joker if card.is_joker else str(card) for card in ALL_CARDS]
    return _Names(
        suit={
            Suit.SPADES: t.gettext("spade"),
            Suit.CLUBS: t.gettext("club"),
            Suit.HEARTS: t.gettext("heart"),
            Suit.DIAMONDS: t.gettext("diamond"),
            None: led,
        },
        suits={
            Suit.SPADES: t.gettext("spades"),
            Suit.CLUBS: t.gettext("clubs"),
            Suit.HEARTS: t.gettext("hearts"),
            Suit.DIAMONDS: t.gettext("diamonds"),
            None: led,
        },
        a_suit={
            Suit.SPADES: t.gettext("a spade"),
            Suit.CLUBS: t.gettext("a club"),
            Suit.HEARTS: t.gettext("a heart"),
            Suit.DIAMONDS: t.gettext("a diamond"),
            None: led,
        },
        joker=joker,
        joker_spoken=t.gettext("Benny (joker)"),
        rank={
            Rank.SEVEN: t.gettext("seven"),
            Rank.EIGHT: t.gettext("eight"),
            Rank.NINE: t.gettext("nine"),
            Rank.TEN: t.gettext("ten"),
            Rank.JACK: t.gettext("jack"),
            Rank.QUEEN: t.gettext("queen"),
            Rank.KING: t.gettext("king"),
            Rank.ACE: t.gettext("ace"),
        },
        written=written,
    )


def suit_name(suit: Suit, lang: str, *, plural: bool = False) -> str:
    """ "heart"/"hearts" in English; "하트" in Korean (no plural)."""
    names = _names(lang)
    return (names.suits if plural else names.suit)[suit]


@cache
def card_name(card: Card, lang: str) -> str:
    """Spoken card name: "jack of diamonds", "다이아몬드 잭", "Benny (joker)"."""
    names = _names(lang)
    if card.suit is None:
        return names.joker_spoken
    return say(
        lang, N_("%(rank)s of %(suits)s"), rank=names.rank[card.rank], suits=names.suits[card.suit]
    )


def points_text(points: int, lang: str) -> str:
    """ "1 point", "-1 point", "4 points" (the catalogue has no plural forms: English
    singular for one either way)."""
    if abs(points) == 1:
        return say(lang, N_("%(num)d point"), num=points)
    return say(lang, N_("%(num)d points"), num=points)


def written_card(card: Card, lang: str) -> str:
    """A card as a sentence writes it: "J♦", "10♣", the joker by its name ("Benny", 베니)."""
    return _names(lang).written[card.index]


@cache
def card_label(
    card: Card, trump: Suit | None = None, *, low: bool = False, lang: str = "en"
) -> str:
    """An accessible label: the card's name and its role under this contract.

    >>> from tutor.engine.cards import parse_card
    >>> card_label(parse_card("JD"), Suit.HEARTS)
    'jack of diamonds, left bower'
    >>> card_label(parse_card("JD"), Suit.HEARTS, lang="ko")
    '다이아몬드 잭, 레프트 바우어'
    """
    name = card_name(card, lang)
    if trump is None:
        return name
    if card.is_joker:
        return say(lang, N_("%(card)s, highest trump"), card=name)
    if is_right_bower(card, trump):
        return say(lang, N_("%(card)s, right bower"), card=name)
    if is_left_bower(card, trump):
        return say(lang, N_("%(card)s, left bower"), card=name)
    if card.suit is trump:
        return say(lang, N_("%(card)s, trump"), card=name)
    return name


def _check_lang(lang: str) -> None:
    if lang not in languages():
        raise ValueError(f"no explanations in {lang!r}: choose one of {', '.join(languages())}")


def describe(reason: Reason, lang: str = "en") -> str:
    """One sentence for a reason, in English ("en") or Korean ("ko")."""
    sentence = _SENTENCES.get(reason.key)
    words = _words(lang)
    if sentence is None:
        raise ValueError(f"no sentence for reason {reason.key!r}")
    return sentence(reason, words)


@cache
def _words(lang: str) -> _Words:
    _check_lang(lang)
    return _Words(lang)


class _Words:
    """What a sentence fills in, in one language."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.names = _names(lang)

    def __call__(self, message: str, **values: str | int | None) -> str:
        return say(self.lang, message, **values)

    def card(self, card: Card | None) -> str:
        return "" if card is None else self.names.written[card.index]

    def first(self, reason: Reason) -> str:
        return self.names.written[reason.cards[0].index] if reason.cards else ""

    def cards(self, reason: Reason) -> str:
        return ", ".join(self.names.written[card.index] for card in reason.cards)

    def points(self, number: int | None) -> str:
        return points_text(number or 0, self.lang)

    def side(self, reason: Reason) -> str:
        """A side of a game's score: a team at four, a player at three. Every sentence that
        names a side says what that side did, so a reason without one cannot be said (it
        once read "nobody reached the target and wins", in Korean "아무도가 …": 아무도 takes
        no particle)."""
        if reason.who is None:
            raise ValueError(f"the reason {reason.key!r} names a side: give its who")
        if reason.sides == 3:
            return self(N_("player %(who)s"), who=reason.who)
        return self(
            N_("team %(who)s (seats %(who)s and %(partner)s)"),
            who=reason.who,
            partner=reason.who + 2,
        )

    def scoring_side(self, side: str | None) -> str:
        """The side a renege's points go to."""
        t = messages(self.lang)
        if side == "makers":
            return t.pgettext("renege", "the makers")
        if side == "defenders":
            return t.pgettext("renege", "the defenders")
        return t.pgettext("renege", "the other side")


def _highest_of_led(r: Reason, w: _Words) -> str:
    """The led suit's best card won. In no-trump nothing else could win (there is no trump
    to be played), and in no-trump low the best card is the lowest, not the highest."""
    card, suit = w.first(r), w.names.suit[r.suit]
    if r.trump is not None:
        return w(
            N_("%(card)s is the highest %(suit)s and no trump was played"), card=card, suit=suit
        )
    if r.low:
        return w(
            N_(
                "%(card)s is the lowest %(suit)s played, and in no-trump low the lowest card "
                "of the led suit wins"
            ),
            card=card,
            suit=suit,
        )
    return w(
        N_("%(card)s is the highest %(suit)s played, and in no-trump only the led suit can win"),
        card=card,
        suit=suit,
    )


def _lower_card(r: Reason, w: _Words) -> str:
    values = {"card": w.first(r), "other": w.card(r.other), "suits": w.names.suits[r.suit]}
    if r.low:
        return w(
            N_(
                "%(card)s ranks above %(other)s in %(suits)s, and in no-trump low the higher "
                "card loses"
            ),
            **values,
        )
    return w(N_("%(card)s ranks below %(other)s in %(suits)s"), **values)


def _made(r: Reason, w: _Words) -> str:
    if r.number == 1:
        return w(N_("the makers took 3 or 4 tricks: %(points)s"), points=w.points(r.number))
    return w(N_("the makers took enough tricks: %(points)s"), points=w.points(r.number))


_SENTENCES: dict[str, Callable[[Reason, _Words], str]] = {
    "no-trump": lambda r, w: w(N_("no trump: jacks are plain cards and there are no bowers")),
    "no-trump-low": lambda r, w: w(
        N_("no-trump low: the 9 is the best card of each suit, the ace the worst")
    ),
    "joker": lambda r, w: w(N_("the Benny (joker) is the highest trump")),
    "right-bower": lambda r, w: w(
        N_("%(card)s is the right bower, the highest trump"), card=w.first(r)
    ),
    "left-bower": lambda r, w: w(
        N_("%(card)s is the left bower and counts as %(a_trump)s"),
        card=w.first(r),
        a_trump=w.names.a_suit[r.trump],
    ),
    "trumped": lambda r, w: w(
        N_("%(card)s trumped the led %(suit)s"), card=w.first(r), suit=w.names.suit[r.suit]
    ),
    "highest-trump": lambda r, w: w(N_("%(card)s is the highest trump played"), card=w.first(r)),
    "highest-of-led": _highest_of_led,
    "off-suit": lambda r, w: w(N_("%(card)s could not win: off suit"), card=w.first(r)),
    "lower-trump": lambda r, w: w(
        N_("%(card)s is a lower trump than %(other)s"), card=w.first(r), other=w.card(r.other)
    ),
    "beaten-by-trump": lambda r, w: w(
        N_("%(card)s followed suit but %(other)s is a trump"),
        card=w.first(r),
        other=w.card(r.other),
    ),
    "lower-card": _lower_card,
    "lead-anything": lambda r, w: w(N_("you are on lead: you may lead any card")),
    "not-held": lambda r, w: w(N_("you do not hold %(card)s"), card=w.first(r)),
    "trump-lead": lambda r, w: w(
        N_("%(card)s is a trump, so leading it leads %(trumps)s"),
        card=w.first(r),
        trumps=w.names.suits[r.trump],
    ),
    "must-follow": lambda r, w: w(
        N_("you hold %(a_suit)s, so you must follow: %(cards)s"),
        a_suit=w.names.a_suit[r.suit],
        cards=w.cards(r),
    ),
    "own-suit": lambda r, w: w(
        N_("%(card)s is %(a_suit)s"), card=w.first(r), a_suit=w.names.a_suit[r.suit]
    ),
    "joker-no-suit": lambda r, w: w(
        N_("in no-trump the joker has no suit: it can be played only when you cannot follow")
    ),
    "void": lambda r, w: w(
        N_("you hold no %(suits)s, so you may play any card"), suits=w.names.suits[r.suit]
    ),
    "no-duty-to-trump": lambda r, w: (
        w(N_("you need not trump or beat the winning card"))
        if r.trump is not None
        else w(N_("you need not beat the winning card"))
    ),
    "counts-as-trump": lambda r, w: w(
        N_("%(card)s is %(a_trump)s while %(trumps)s are trump"),
        card=w.first(r),
        a_trump=w.names.a_suit[r.trump],
        trumps=w.names.suits[r.trump],
    ),
    "left-bower-not-printed": lambda r, w: w(
        N_("%(card)s is not %(a_suit)s: it is the left bower, %(a_trump)s"),
        card=w.first(r),
        a_suit=w.names.a_suit[r.suit],
        a_trump=w.names.a_suit[r.trump],
    ),
    "made": _made,
    "march": lambda r, w: w(
        N_("the makers took every trick, a march: %(points)s"), points=w.points(r.number)
    ),
    "lone-march": lambda r, w: w(
        N_("the lone maker took every trick: %(points)s"), points=w.points(r.number)
    ),
    "euchre": lambda r, w: w(
        N_("the makers were euchred: the defenders score %(points)s"), points=w.points(r.number)
    ),
    "lone-euchre": lambda r, w: w(
        N_("the lone maker was euchred: the defenders score %(points)s"),
        points=w.points(r.number),
    ),
    "lone-defender-euchre": lambda r, w: w(
        N_("the lone defender euchred the makers: %(points)s"), points=w.points(r.number)
    ),
    "bid-made": lambda r, w: w(
        N_("the bidders made their bid and score their tricks: %(points)s"),
        points=w.points(r.number),
    ),
    "bid-set": lambda r, w: w(
        N_("the bidders were set and lose their bid: %(points)s"), points=w.points(r.number)
    ),
    "defender-tricks": lambda r, w: w(
        N_("the defenders score their tricks: %(points)s"), points=w.points(r.number)
    ),
    "renege": lambda r, w: w(
        N_(
            "a renege (a card off suit while holding the led suit): %(side)s score "
            "%(points)s instead of the hand's score"
        ),
        side=w.scoring_side(r.side),
        points=w.points(r.number),
    ),
    "target-reached": lambda r, w: w(
        N_("%(side)s reached the target of %(number)s and wins"), side=w.side(r), number=r.number
    ),
    "not-two-ahead": lambda r, w: w(
        N_("%(side)s has reached the target but is not two points ahead: play on"),
        side=w.side(r),
    ),
    "tie-at-target": lambda r, w: w(
        N_("two players share the highest score at the target: play on")
    ),
    "not-qualifying": lambda r, w: w(
        N_(
            "%(side)s has %(number)s but did not make or set the bid this hand, so it "
            "cannot win yet"
        ),
        side=w.side(r),
        number=r.number,
    ),
    "below-target": lambda r, w: w(
        N_("nobody has reached the target of %(number)s yet"), number=r.number
    ),
}
