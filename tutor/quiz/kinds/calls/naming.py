"""The name-trump position (``Naming``): judging its options by playing them out, and the themes
and principles it shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import (
    PASS,
    SAMPLES,
    CallJudgement,
    Contract,
    OptionJudge,
    Outcome,
    Table,
    play_out,
    rest_of_calling,
)
from tutor.analysis.hearing import CallingModel
from tutor.analysis.position import item_variant
from tutor.analysis.proof import (
    Confirmation,
    confirm,
)
from tutor.engine import (
    SUITS,
    Card,
    Suit,
    Variant,
    card_power,
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    GenerationError,
    Spec,
)
from tutor.quiz.kinds.calls.basics import (
    _dealer,
    _high_trumps,
    _role,
    _trumps,
    alone_code,
    naming_action,
)
from tutor.quiz.symmetry import call_twins


@dataclass(frozen=True)
class Naming:
    variant: Variant
    dealer: int
    seat: int
    hand: list[Card]
    upcard: Card  # turned down

    @property
    def stuck(self) -> bool:
        return self.seat == self.dealer and self.variant.stick_the_dealer

    def options(self) -> list[str]:
        """Pass (unless stuck), each suit but the turned-down one, and where the variant
        allows loners each suit named alone (``"H-alone"``: issue 10, review of 801/2 and
        802/25, where five trumps were taught as a partnership call)."""
        suits = [s.code for s in SUITS if s is not self.upcard.suit]
        if self.variant.allow_alone:
            suits += [alone_code(code) for code in suits]
        return suits if self.stuck else [PASS, *suits]

    def earlier(self) -> list[int]:
        order = [(self.dealer + i) % 4 for i in range(1, 5)]
        return order[: order.index(self.seat)]


def _play_naming(naming: Naming) -> Callable[[Table, str], Outcome]:
    def play(table: Table, option: str) -> Outcome:
        if option == PASS:
            contract = rest_of_calling(table, naming.seat, 2)
            return Outcome(None, (0, 0)) if contract is None else play_out(table, contract)
        code, alone = naming_action(option)
        return play_out(table, Contract(Suit.parse(code), naming.seat, alone, taken=False))

    return play


def naming_judge(
    naming: Naming, item_id: str, stream: str = "samples", model: CallingModel | None = None
) -> OptionJudge:
    """The options played out on deals that fit every pass, read by the hard cut of the
    calling count or (``model``) heard through its likelihood (``basics._dealer``)."""
    everyone_else = [s for s in range(4) if s != naming.seat]
    deal = _dealer(
        naming.variant,
        naming.dealer,
        naming.seat,
        naming.hand,
        naming.upcard,
        everyone_else,
        naming.earlier(),
        model,
        round_number=2,
    )
    # Deals under a model are other deals: remembered apart.
    key = repr(naming) if model is None else f"{naming!r}|{model.name}"
    return OptionJudge(
        item_id,
        naming.options(),
        deal,
        _play_naming(naming),
        naming.seat % 2,
        stream=stream,
        memory_key=key,
    )


def judge_naming(naming: Naming, item_id: str, samples: int = SAMPLES) -> CallJudgement:
    return naming_judge(naming, item_id).extend(samples)


def confirm_naming(
    naming: Naming,
    item_id: str,
    answer: str,
    *,
    samples: int | None = None,
    model: CallingModel | None = None,
) -> Confirmation[str]:
    judge = naming_judge(naming, item_id, "confirm", model)
    return confirm(judge.draw, answer, samples=samples)


def _naming_has_twin(naming: Naming, answer: str) -> bool:
    """Naming one suit or another that nothing tells apart (♠ and ♣ with neither held),
    alone or not."""
    code, _alone = naming_action(answer)
    options = sorted({naming_action(o)[0] for o in naming.options()})
    twins = call_twins(naming.hand, [naming.upcard], options)
    return any(code in pair for pair in twins)


def _naming_themes(naming: Naming, answer: str) -> list[str]:
    themes: list[str] = []
    turned = naming.upcard.suit
    role = _role(naming.seat, naming.dealer)
    code, alone = naming_action(answer)
    if answer != PASS and turned is not None:
        named = Suit.parse(code)
        if role == 1 and named is turned.sister:
            themes.append("call-next")
        if role in (0, 2) and named.color is not turned.color:
            themes.append("reverse-next")
    if naming.stuck:
        themes.append("stick-the-dealer")
    if answer == PASS and not naming.stuck and not _callable_suits(naming):
        themes.append("pass-round-two")
    if alone:
        themes.append("go-alone")
    return themes


def _callable_suits(naming: Naming) -> list[Suit]:
    """Suits that may be named where the hand holds two high trumps (S0-3's baseline)."""
    turned = naming.upcard.suit
    return [s for s in SUITS if s is not turned and len(_high_trumps(naming.hand, s)) >= 2]


def _naming_fits(naming: Naming, theme: str) -> bool:
    """The seat a round-two theme is about (call next: left of the dealer; reverse next:
    the dealer's side)."""
    role = _role(naming.seat, naming.dealer)
    if theme == "call-next":
        return role == 1
    if theme == "reverse-next":
        return role in (0, 2)
    return theme != "stick-the-dealer" or naming.stuck


_NAMING_PRINCIPLES = {
    "call-next": "A-2",
    "reverse-next": "A-3",
    "stick-the-dealer": "S0-3",
    "pass-round-two": "S0-3",
    # A suit named alone, which the round-two themes above state first.
    "go-alone": "A-9",
}


# A round-two set may ask some of a theme's items for a hand of a named shape
# (``deal_shape``: a list per theme that the theme's items take in turn, its
# counter-examples among them; "" asks for none), and its counter-examples for one of
# their own ("<theme>-counter", in the same turn). The deal is the generator's own, kept
# only where it has the shape, so the deals of that shape stay equally likely and a set
# without the option deals as before. (The turn counts every item of the theme, so a
# counter-example slot that becomes a plain item once its attempts are spent moves no
# other item's shape, and takes the theme's own entry, not the counter-example's.)
NAMING_SHAPES = {
    # Opposite the dealer, a suit of the other colour reaches A-3's minimum, while the next
    # suit (the turned-down card's sister) holds more trumps than each such suit, or as
    # many with more high ones: reverse next against the suit a count of trumps prefers.
    "reverse-over-next",
}


def _naming_shape(spec: Spec, number: int, theme: str | None) -> str | None:
    """The hand shape ``deal_shape`` asks of item ``number`` (None: any hand)."""
    shapes = spec.options.get("deal_shape")
    if not shapes or theme is None:
        return None
    listed = shapes.get(f"{theme}-counter") if spec.is_theme_counter(number) else None
    if not listed:
        listed = shapes.get(theme)
    if not listed:
        return None
    place = sum(1 for m in range(1, number) if spec.theme_for(m) == theme)
    shape = str(listed[place % len(listed)])
    if shape and shape not in NAMING_SHAPES:
        raise GenerationError(f"unknown deal_shape {shape!r}: one of {sorted(NAMING_SHAPES)}")
    return shape or None


def _has_naming_shape(naming: Naming, shape: str) -> bool:
    turned = naming.upcard.suit
    if shape != "reverse-over-next" or turned is None:
        return False
    if _role(naming.seat, naming.dealer) != 2:
        return False
    reverse = _reverse_suits(naming)
    nxt = _trump_weight(naming.hand, turned.sister)
    return bool(reverse) and all(nxt > _trump_weight(naming.hand, s) for s in reverse)


def _naming_alone_unexplained(naming: Naming, answer: str) -> bool:
    """A suit named with the partner on a lone hand (the top three trumps or four) where
    going alone was a choice: nothing in the item says why not alone, so it is not built
    (as ``_alone_unexplained`` in round one)."""
    code, alone = naming_action(answer)
    if alone or answer == PASS or alone_code(code) not in naming.options():
        return False
    return principles.lone_hand(naming.hand, Suit.parse(code))


def _reverse_minimum(hand: Sequence[Card], suit: Suit) -> bool:
    """A-3's minimum, the spec's "minimal standard holding K-9 of that suit plus an off
    ace", read as the floor of strength it is: K-9 or better with an off-suit ace, or trumps
    that outweigh the ace they lack (``_reverse_strong``). Every sentence that says a suit
    reaches (or falls short of) the minimum is measured by this one test, so it never
    contradicts the advice the banner quotes, nor calls five trumps short of a K-9."""
    return _reverse_k9_ace(hand, suit) or _reverse_strong(hand, suit)


def _reverse_k9_ace(hand: Sequence[Card], suit: Suit) -> bool:
    """The spec's holding itself, or better card for card: two trumps or more, the highest
    a K or above, and an off-suit ace."""
    trumps = _trumps(hand, suit)
    return len(trumps) >= 2 and _tops_king(trumps, suit) and bool(principles.off_aces(hand, suit))


def _reverse_strong(hand: Sequence[Card], suit: Suit) -> bool:
    """Trumps worth more than K-9 and an ace without the ace: two high trumps (S0-3's own
    call), three trumps with a bower or the ace among them, or four trumps."""
    trumps = _trumps(hand, suit)
    high = len(_high_trumps(hand, suit))
    return high >= 2 or (len(trumps) >= 3 and high >= 1) or len(trumps) >= 4


def _tops_king(trumps: Sequence[Card], suit: Suit) -> bool:
    """The highest of ``trumps`` (sorted high first) ranks at least the K of ``suit``."""
    king = parse_card(f"K{suit.code}")
    return bool(trumps) and card_power(trumps[0], suit, suit) >= card_power(king, suit, suit)


def _reverse_suits(naming: Naming) -> list[Suit]:
    """Suits of the other colour from the turned-down one that reach A-3's minimum."""
    turned = naming.upcard.suit
    if turned is None:
        return []
    return [s for s in SUITS if s.color is not turned.color and _reverse_minimum(naming.hand, s)]


def _trump_weight(hand: Sequence[Card], suit: Suit) -> tuple[int, int]:
    """How many trumps, then how many high ones, a suit would give (S0-3, stuck)."""
    return len(_trumps(hand, suit)), len(_high_trumps(hand, suit))


def _naming_counter_fits(naming: Naming, theme: str, answer: str) -> bool:
    """A position for a counter-example to ``theme`` whose answer does not follow it. The
    stuck dealer's counter-example to reverse next names a suit of the turned-down colour;
    where a suit of the other colour reaches A-3's minimum, the named suit must hold more
    (or higher) trumps: a tie is no reason to leave the rule."""
    if not _naming_fits(naming, theme) or theme in _naming_themes(naming, answer):
        return False
    if naming_action(answer)[1]:
        # A loner leaves the seat's colour rule for A-9, not for where the trumps are: its
        # note would speak of the colour, so it is not built as a counter-example.
        return False
    if theme != "reverse-next" or not naming.stuck or answer == PASS:
        return True
    weight = _trump_weight(naming.hand, Suit.parse(answer))
    return all(weight > _trump_weight(naming.hand, s) for s in _reverse_suits(naming))


def _naming_rule_applies(naming: Naming, theme: str) -> bool:
    """As ``_offer_rule_applies``: a hand too weak to call next (or reverse next) at all is
    one where the rule does not apply, not one where it gives way. The stuck dealer must
    name a suit, so reverse next applies whenever a suit of the other colour reaches its
    minimum."""
    if theme == "reverse-next" and naming.stuck:
        return bool(_reverse_suits(naming))
    principle = _NAMING_PRINCIPLES.get(theme)
    return any(
        theme in _naming_themes(naming, action)
        and (principle is None or principles.fits(principle, _naming_call(naming, action)))
        for action in naming.options()
    )


def _naming_call(naming: Naming, action: str) -> principles.Call:
    code, alone = naming_action(action)
    return principles.Call(
        naming.dealer,
        naming.seat,
        tuple(naming.hand),
        naming.upcard,
        2,
        code,
        naming.stuck,
        alone=alone,
    )


def _principle_of_naming(themes: Sequence[str], wanted: str | None) -> str | None:
    if wanted in themes and wanted is not None:
        return _NAMING_PRINCIPLES[wanted]
    for name in themes:
        return _NAMING_PRINCIPLES[name]
    return None


def naming_from_item(item: Mapping[str, Any]) -> Naming:
    return Naming(
        item_variant(item),
        int(item["dealer"]),
        int(item["seat"]),
        [parse_card(str(c)) for c in item["hand"]],
        parse_card(str(item["upcard"])),
    )
