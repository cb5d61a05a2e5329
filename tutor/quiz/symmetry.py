"""Options that are worth exactly the same because the position cannot tell them apart.

Renaming suits changes nothing in Euchre as long as trump stays trump and each suit keeps
its same-colour partner (the left bower's suit). If such a renaming leaves everything the
player knows unchanged (their hand, every card played and by whom, the turn-up, their own
discard) but turns one option into another, the two options have the same value: a quiz
that calls one of them "best" is a coin flip. With clubs trump, a hand of Q♠ and Q♥ with no
spade or heart seen is no such case (spades and hearts differ in colour), but Q♠ and Q♣ in
a hearts contract with neither black suit seen are.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence

from tutor.analysis.position import Position
from tutor.engine import SUITS, Card, Suit, card_of

Renaming = Mapping[Suit, Suit]


def _keeps_colours(renaming: Renaming) -> bool:
    return all(renaming[suit.sister] is renaming[suit].sister for suit in SUITS)


def renamings(trump: Suit | None, *, trump_fixed: bool = True) -> list[Renaming]:
    """The suit renamings (identity excluded) that keep the rules the same.

    With a trump suit: trump stays, and so does the colour pairing. In no-trump every
    renaming keeps the rules. Before trump is chosen (calling), ``trump_fixed=False``: any
    renaming that keeps the colour pairing.
    """
    out: list[Renaming] = []
    for image in itertools.permutations(SUITS):
        renaming = dict(zip(SUITS, image, strict=True))
        if all(renaming[s] is s for s in SUITS):
            continue
        if trump is None and trump_fixed:
            out.append(renaming)
            continue
        if not _keeps_colours(renaming):
            continue
        if trump_fixed and trump is not None and renaming[trump] is not trump:
            continue
        out.append(renaming)
    return out


def rename(card: Card, renaming: Renaming) -> Card:
    if card.suit is None:
        return card
    return card_of(card.rank, renaming[card.suit])


def _same_cards(cards: Iterable[Card], renaming: Renaming) -> bool:
    held = list(cards)
    return {rename(c, renaming) for c in held} == set(held)


def keeps_view(position: Position, seat: int, renaming: Renaming) -> bool:
    """Whether ``renaming`` leaves everything ``seat`` knows in ``position`` unchanged."""
    if not _same_cards(position.hands[seat], renaming):
        return False
    for trick in [*position.history, position.trick]:
        if any(rename(card, renaming) != card for _, card in trick):
            return False
    known = [c for c in (position.upcard, position.discard) if c is not None]
    return all(rename(c, renaming) == c for c in known)


def twin_options(
    options: Sequence[str],
    renamings_that_keep: Iterable[Renaming],
    rename_option: Callable[[str, Renaming], str],
) -> list[tuple[str, str]]:
    """Pairs of distinct options that one of the renamings turns into each other."""
    pairs: list[tuple[str, str]] = []
    offered = set(options)
    for renaming in renamings_that_keep:
        for option in options:
            image = rename_option(option, renaming)
            if image != option and image in offered:
                pair = (min(option, image), max(option, image))
                if pair not in pairs:
                    pairs.append(pair)
    return pairs


def card_twins(position: Position, seat: int, cards: Sequence[Card]) -> list[tuple[str, str]]:
    """Card options of a play that are worth the same by symmetry (as code pairs)."""
    keeping = [r for r in renamings(position.trump) if keeps_view(position, seat, r)]
    return twin_options([c.code for c in cards], keeping, _rename_code)


def call_twins(
    hand: Sequence[Card], known: Sequence[Card], options: Sequence[str]
) -> list[tuple[str, str]]:
    """Calling options (suit codes, "pass", card codes to discard…) worth the same.

    ``known`` are the other cards the caller has seen (the turn-up).
    """
    keeping = [
        r
        for r in renamings(None, trump_fixed=False)
        if _same_cards(hand, r) and all(rename(c, r) == c for c in known)
    ]
    return twin_options(list(options), keeping, _rename_code)


def _rename_code(option: str, renaming: Renaming) -> str:
    """Rename a suit code ("S"), a card code ("QS") or leave a word ("pass") as it is."""
    if len(option) == 1:
        try:
            return renaming[Suit.parse(option)].code
        except ValueError:
            return option
    from tutor.engine import parse_card

    try:
        card = parse_card(option)
    except ValueError:
        return option
    return rename(card, renaming).code
