"""Model plays: the card-play principles every shown play is held to (rules-spec §4: S0-4,
S0-5, S0-6 and A-8), one rule for the lessons' examples (``tutor.course.model_plays``) and
for the tricks played before a best-play item's position (issue 30: an against-loner item
opened with the Q♥ from Q♥ 9♥ holding the A♦, another threw an ace under a trick already
trumped).

Each play is judged as its player saw it at the time: its own hand, the tricks so far, the
contract and the turn-up, never another seat's cards. Which clause holds:

- S0-4 and S0-5 as the quiz items hold them;
- S0-6 only where no legal card beats the trick's winner (the spec's "play low when you
  can't win"; winning cheaply is a technique §4 does not state, as for the quiz items);
- A-8, the opening lead against a loner: not a trump, and trump's sister suit when the
  leader holds a card of it ("prefer leading the next suit").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutor.analysis.position import Position
from tutor.engine import Card, effective_suit, parse_card
from tutor.quiz.principles.checks import follows, holds
from tutor.quiz.principles.decisions import Play, Situation

PLAY_PRINCIPLES: tuple[str, ...] = ("S0-4", "S0-5", "S0-6", "A-8")


def _sister_leads(s: Situation) -> list[Card]:
    if s.trump is None:
        return []
    return [c for c in s.legal if effective_suit(c, s.trump) is s.trump.sister]


def broken_principles(s: Situation, card: Card) -> list[str]:
    """The principles of ``PLAY_PRINCIPLES`` whose condition holds here and which ``card``
    does not follow (empty for a play a strong player would make by them)."""
    play = Play(s, card)
    broken: list[str] = []
    for principle in ("S0-4", "S0-5"):
        if holds(principle, play) and not follows(principle, play):
            broken.append(principle)
    cannot_win = not any(s.beats_winner(c) for c in s.legal)
    if cannot_win and holds("S0-6", play) and not follows("S0-6", play):
        broken.append("S0-6")
    if holds("A-8", play):
        sister = _sister_leads(s)
        if not follows("A-8", play) or (sister and card not in sister):
            broken.append("A-8")
    return broken


@dataclass(frozen=True)
class BrokenPlay:
    """A play of the shown tricks that breaks ``principles``: trick ``trick`` (from 1)."""

    trick: int
    seat: int
    card: Card
    principles: tuple[str, ...]

    def __str__(self) -> str:
        return (
            f"trick {self.trick}: seat {self.seat} plays {self.card}, against "
            f"{', '.join(self.principles)}"
        )


def history_breaks(
    position: Position, hands: Sequence[Sequence[Card]], *, presume: bool = True
) -> list[BrokenPlay]:
    """The plays of ``position``'s finished tricks and trick in progress that break a
    principle of ``PLAY_PRINCIPLES``, each judged from the hand its player held then: the
    cards of ``hands`` (what each seat holds now, as far as it is known) and those it played
    from then on. A generator knows every hand; a committed item's record shows the
    learner's whole, and of the others the cards they played later. A play from a hand not
    wholly known is held to A-8 alone: a trump led while a plain card is known, or another
    suit led while a card of trump's sister suit is, breaks it whatever the unknown cards
    are; which card was the lowest, or whether one could win, is not known. Not so with
    ``presume`` off: a hand puzzle's line is double-dummy play with every hand in view, where
    a lead that suits the cards beats the advice for unseen ones (as
    ``plausible.history_problems`` reads it)."""
    plays = [
        (number, index, seat, card)
        for number, trick in enumerate([*position.history, position.trick])
        for index, (seat, card) in enumerate(trick)
    ]
    tricks = [*position.history, position.trick]
    broken: list[BrokenPlay] = []
    for at, (number, index, seat, card) in enumerate(plays):
        later = [c for _, _, s, c in plays[at:] if s == seat]
        held = [*later, *(c for c in hands[seat] if c not in later)]
        whole = len(held) >= position.variant.hand_size - number
        then: list[list[Card]] = [[] for _ in position.hands]
        then[seat] = held  # the player's own view: no other seat's cards
        before = replace(
            position, hands=then, history=list(tricks[:number]), trick=tricks[number][:index]
        )
        principles = broken_principles(Situation(before, seat), card)
        if not whole:
            principles = [p for p in principles if p == "A-8" and presume]
        if principles:
            broken.append(BrokenPlay(number + 1, seat, card, tuple(principles)))
    return broken


# -- the other seats' hands, as a generated item records them --------------------------------

# A best-play item's field: what each other seat holds at the position (card codes, one list
# per seat, the learner's own empty). A generator deals every hand, so it records them and
# ``quizzes check`` holds every seat's shown plays to all of PLAY_PRINCIPLES; without the
# field only the learner's own plays are, and the others' to A-8 (``history_breaks``).
# The samplers never read it: the learner's view stays its own hand (``view_from_item``).
HIDDEN_HANDS = "hidden_hands"


def hidden_hands_field(position: Position, seat: int) -> list[list[str]]:
    """The ``HIDDEN_HANDS`` value of ``position`` with ``seat`` to act (a partner sitting
    out a loner holds no cards in play: its dealt hand is not recorded)."""
    return [
        [] if other == seat or other in position.sitting_out else [c.code for c in sorted(hand)]
        for other, hand in enumerate(position.hands)
    ]


def recorded_hands(
    position: Position, seat: int, hidden: Sequence[Sequence[str]]
) -> list[list[Card]]:
    """Every seat's hand now: ``seat``'s from the position, the others' from ``hidden``
    (a ``HIDDEN_HANDS`` value). ``ValueError`` where they cannot be the hands of this
    position: a card twice or already played, or a seat holding more or fewer cards than
    the plays leave it (a partner sitting out a loner holds none)."""
    if len(hidden) != position.players:
        raise ValueError(f"{HIDDEN_HANDS} has {len(hidden)} hands for {position.players} seats")
    hands = [
        list(position.hands[other]) if other == seat else [parse_card(code) for code in codes]
        for other, codes in enumerate(hidden)
    ]
    plays = [(s, c) for trick in [*position.history, position.trick] for s, c in trick]
    seen = [card for hand in hands for card in hand] + [card for _, card in plays]
    if len(seen) != len(set(seen)):
        raise ValueError(f"{HIDDEN_HANDS} repeats a card held or played")
    dealt = len(hands[seat]) + sum(1 for s, _ in plays if s == seat)
    for other, hand in enumerate(hands):
        played = sum(1 for s, _ in plays if s == other)
        left = 0 if other in position.sitting_out else dealt - played
        if len(hand) != left:
            raise ValueError(f"{HIDDEN_HANDS}: seat {other} holds {len(hand)} cards, not {left}")
    return hands


def recorded_history_breaks(
    position: Position, seat: int, hidden: Sequence[Sequence[str]]
) -> list[BrokenPlay]:
    """``history_breaks`` with every hand known: each seat's shown plays held to all of
    PLAY_PRINCIPLES as its player saw them."""
    return history_breaks(position, recorded_hands(position, seat, hidden))
