"""What a lesson block says about its deal, checked against the engine's state: the trump
and the trick's winner a block names, and the claims (``void:``, ``holds:``, ``out:``,
``gone:``, ``leads:``, ``taken:``) and the score a deal block states. Read by
``tutor.course.examples``; the syntax is lessons/AUTHORING.md's.
"""

from __future__ import annotations

from tutor.course.blocks import SEAT_WORDS, cards_text, seat_word, where_is
from tutor.course.curriculum import (
    LessonBlockError,
    parse_card_field,
    parse_contract,
    parse_seat,
    seat_letters,
)
from tutor.engine import Card, Deal, Phase, Suit, Variant, effective_suit


def check_trump_field(fields: dict[str, str], deal: Deal, line: int) -> None:
    if "trump" not in fields or not deal.contract_fixed:
        return
    stated, low = parse_contract(fields["trump"], deal.variant, line)
    if (stated, low) != (deal.trump, deal.low):
        actual = deal.trump.code if deal.trump else "no-trump"
        raise LessonBlockError(
            f"the block says trump {fields['trump']}, but the deal's trump is {actual}", line=line
        )


def check_winner(stated: str, winner: int, card: Card, deal: Deal, line: int) -> None:
    v = deal.variant
    letters = seat_letters(v)
    if stated.upper() in letters:
        if letters.index(stated.upper()) != winner:
            raise LessonBlockError(
                f"the block says {SEAT_WORDS[stated.upper()]} wins, but the engine says "
                f"{seat_word(winner, v)} wins with {card}",
                line=line,
            )
        return
    stated_card = parse_card_field(stated, v, line)
    if stated_card != card:
        raise LessonBlockError(
            f"the block says {stated_card} wins, but the engine says {card} wins", line=line
        )


CLAIMS = ("void", "holds", "out", "gone", "leads", "taken")


def no_claims(fields: dict[str, str], line: int) -> None:
    for claim in CLAIMS:
        if fields.get(claim):
            raise LessonBlockError(
                f"'{claim}:' is checked against a deal: add 'deal: <id>' to this block", line=line
            )


def check_claims(
    fields: dict[str, str], deal: Deal, deal_id: str, line: int, *, taken_allowed: bool
) -> None:
    v = deal.variant
    trump = deal.trump
    for token in fields.get("void", "").split():
        seat_text, sep, suit_text = token.partition(":")
        if not sep:
            raise LessonBlockError(
                f"{token!r}: write 'void: N:S' (North void in spades)", line=line
            )
        seat = parse_seat(seat_text, v, line)
        try:
            suit = Suit.parse(suit_text)
        except ValueError as error:
            raise LessonBlockError(str(error), line=line) from None
        holding = [c for c in deal.hand(seat) if effective_suit(c, trump) is suit]
        if holding:
            raise LessonBlockError(
                f"deal {deal_id!r}: the block says {seat_word(seat, v)} is void in "
                f"{suit.name.lower()}, but {seat_word(seat, v)} holds {cards_text(holding)}",
                line=line,
            )
    for token in fields.get("holds", "").split():
        seat_text, sep, card_text = token.partition(":")
        if not sep:
            raise LessonBlockError(f"{token!r}: write 'holds: N:KS'", line=line)
        seat = parse_seat(seat_text, v, line)
        card = parse_card_field(card_text, v, line)
        if card not in deal.hand(seat):
            raise LessonBlockError(
                f"deal {deal_id!r}: the block says {seat_word(seat, v)} holds {card}, but "
                f"{where_is(deal, card)}",
                line=line,
            )
    in_hands = {c for hand in deal.hands for c in hand}
    for text in fields.get("out", "").split():
        card = parse_card_field(text, v, line)
        if card not in in_hands:
            raise LessonBlockError(
                f"deal {deal_id!r}: the block says {card} is still out, but {where_is(deal, card)}",
                line=line,
            )
    for text in fields.get("gone", "").split():
        card = parse_card_field(text, v, line)
        if card in in_hands:
            raise LessonBlockError(
                f"deal {deal_id!r}: the block says {card} is gone, but {where_is(deal, card)}",
                line=line,
            )
    if fields.get("leads"):
        seat = parse_seat(fields["leads"], v, line)
        if deal.phase is not Phase.PLAY or deal.to_act != seat or deal.trick:
            actual = (
                seat_word(deal.to_act, v)
                if deal.phase is Phase.PLAY and deal.to_act is not None
                else "nobody (the hand is over)"
            )
            raise LessonBlockError(
                f"deal {deal_id!r}: the block says {seat_word(seat, v)} leads next, but "
                f"{actual} does",
                line=line,
            )
    if fields.get("taken"):
        if not taken_allowed:
            raise LessonBlockError("'taken:' belongs to a trick block", line=line)
        stated = parse_side_tricks(fields["taken"], v, line)
        taken = deal.side_tricks
        for side, count in stated.items():
            if taken[side] != count:
                raise LessonBlockError(
                    f"deal {deal_id!r}: the block says {side_name(side, v)} took {count} "
                    f"tricks, but they took {taken[side]}",
                    line=line,
                )


def side_name(side: int, variant: Variant) -> str:
    letters = seat_letters(variant)
    if variant.players == 4:
        return f"{letters[side]}{letters[side + 2]}"
    return letters[side]


def parse_side_tricks(text: str, variant: Variant, line: int) -> dict[int, int]:
    names = {side_name(side, variant): side for side in range(2 if variant.players == 4 else 3)}
    if variant.players == 4:
        names.update({"SN": 0, "WE": 1})
    result = {}
    for token in text.split():
        name, sep, count = token.partition(":")
        if not sep or name.upper() not in names or not count.isdigit():
            raise LessonBlockError(
                f"{token!r}: write tricks taken per side, like 'taken: NS:3 EW:1'", line=line
            )
        result[names[name.upper()]] = int(count)
    return result


def parse_score(text: str, variant: Variant, line: int) -> dict[int, int]:
    """A deal's ``score:`` (points per side before the hand, like 'score: NS:8 EW:4')."""
    score = parse_side_tricks(text, variant, line)
    if any(points >= variant.target for points in score.values()):
        raise LessonBlockError(
            f"'score: {text.strip()}': a side with {variant.target} has already won", line=line
        )
    return score
