"""The engine's answers to the rule questions (``tutor.quiz.kinds.rule_questions``).

Each answer is worked out under the item's rules: the calls a seat may make are the deal's
legal actions, points are ``score_hand`` and a won game is ``game_winner``, a trump is
``is_trump`` and the stronger of two trumps comes first in ``trump_order``. Nothing here
is worded: ``rule_words`` asks, ``rule_question_facts`` explains.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.engine import (
    SUITS,
    Card,
    Deal,
    Discard,
    EngineError,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Suit,
    TakeUp,
    Variant,
    game_winner,
    is_trump,
    parse_card,
    score_hand,
)
from tutor.engine.misdeal import after_deal
from tutor.engine.ranking import trump_order

SEAT_CODES_4 = ("north", "east", "south", "west")
SEAT_CODES_3 = ("north", "east", "west")


QUESTIONS = (
    "round-one-calls",
    "round-two-partner",
    "hand-points",
    "stuck-may-pass",
    "stuck-barred-suit",
    "most-trumps-suit",
    "higher-trumps-suit",
    "make-wins-game",
    "loner-adds",
    "partner-may-take",
    "partner-alone-sits-out",
    "kitty",
    "trump-count",
    "tricks-to-make",
    "in-the-pack",
    "after-deal",
)
# What may have gone wrong in an ``after-deal`` question (a hand everybody passed is none).
DEAL_FAULTS = ("too-many", "too-few", "exposed", "all-pass", "packets")
THEMES = QUESTIONS


# -- seats and the engine's calls ---------------------------------------------------------


def seat_codes(variant: Variant) -> tuple[str, ...]:
    return SEAT_CODES_4 if variant.players == 4 else SEAT_CODES_3


def deal_with_upcard(variant: Variant, dealer: int, upcard: Card) -> Deal:
    """A fresh deal with this turn-up; the other cards do not matter to these rules."""
    pack = [c for c in variant.cards() if c != upcard]
    size, n = variant.hand_size, variant.players
    hands: list[list[Card]] = [[] for _ in range(n)]
    for i in range(n):
        hands[(dealer + 1 + i) % n] = pack[i * size : (i + 1) * size]
    return Deal(variant, hands, dealer=dealer, upcard=upcard, kitty=pack[n * size :])


def _pass_until(deal: Deal, seat: int) -> None:
    while deal.to_act != seat:
        deal.push(Pass())


def _accepts(deal: Deal) -> list[OrderUp | TakeUp]:
    return [a for a in deal.legal_actions() if isinstance(a, OrderUp | TakeUp)]


def _round_one_calls(variant: Variant, q: Mapping[str, Any]) -> str:
    deal = deal_with_upcard(variant, int(q["dealer"]), parse_card(str(q["upcard"])))
    _pass_until(deal, int(q["seat"]))
    accepts = _accepts(deal)
    if not accepts:
        return "pass-only"
    return "pass-or-lone-hand" if all(a.alone for a in accepts) else "pass-or-accept"


def _round_two(variant: Variant, q: Mapping[str, Any]) -> Deal:
    """Round one passed out, then round two passed up to ``seat``."""
    deal = deal_with_upcard(variant, int(q["dealer"]), parse_card(str(q["upcard"])))
    for _ in range(variant.players):
        deal.push(Pass())
    _pass_until(deal, int(q["seat"]))
    return deal


def _partner_offer(variant: Variant, q: Mapping[str, Any]) -> Deal:
    """``caller`` orders up (alone or not) and the dealer discards: the deal as it stands
    when the maker's partner may take the hand alone (E5), or at the opening lead."""
    deal = deal_with_upcard(variant, int(q["dealer"]), parse_card(str(q["upcard"])))
    caller = int(q["caller"])
    _pass_until(deal, caller)
    wanted = [a for a in _accepts(deal) if a.alone == bool(q.get("alone"))]
    if not wanted:
        raise EngineError("this player cannot accept the turn-up so")
    deal.push(wanted[0])
    discards = [a for a in deal.legal_actions() if isinstance(a, Discard)]
    if discards:
        deal.push(discards[0])
    return deal


def nameable_suits(variant: Variant, q: Mapping[str, Any]) -> list[Suit]:
    """The suits the stuck dealer may name (round two, everybody else passed)."""
    deal = _round_two(variant, {**q, "seat": q["dealer"]})
    legal = deal.legal_actions()
    return [s for s in SUITS if NameTrump(s) in legal]


def trumps_in(hand: Sequence[Card], trump: Suit) -> list[Card]:
    return [c for c in hand if is_trump(c, trump)]


def best_trump_index(hand: Sequence[Card], trump: Suit, variant: Variant) -> int:
    order = trump_order(trump, variant)
    return min(order.index(c) for c in trumps_in(hand, trump))


def _hand_points(variant: Variant, q: Mapping[str, Any]) -> int:
    score = score_hand(variant, maker_tricks=int(q["tricks"]), alone=bool(q.get("alone")))
    return score.makers if q["ask"] == "makers" else score.defenders


def after_hand(variant: Variant, q: Mapping[str, Any]) -> list[int]:
    score = score_hand(variant, maker_tricks=int(q["tricks"]), alone=bool(q.get("alone")))
    after = [int(s) for s in q["scores"]]
    maker_side = int(q["maker"]) % 2
    after[maker_side] += score.makers
    after[1 - maker_side] += score.defenders
    return after


def answer_of(variant: Variant, q: Mapping[str, Any]) -> str:
    """The answer to question ``q`` under ``variant``, worked out by the engine."""
    kind = str(q["type"])
    if kind == "round-one-calls":
        return _round_one_calls(variant, q)
    if kind == "round-two-partner":
        deal = _round_two(variant, q)
        return "yes" if NameTrump(Suit.parse(str(q["suit"]))) in deal.legal_actions() else "no"
    if kind == "hand-points":
        return str(_hand_points(variant, q))
    if kind == "stuck-may-pass":
        return "yes" if Pass() in _round_two(variant, q).legal_actions() else "no"
    if kind == "stuck-barred-suit":
        barred = [s for s in SUITS if s not in nameable_suits(variant, q)]
        if len(barred) != 1:
            raise EngineError("the stuck dealer is barred from exactly one suit here")
        return barred[0].code
    if kind == "most-trumps-suit":
        hand = [parse_card(c) for c in q["hand"]]
        counts = {s: len(trumps_in(hand, s)) for s in nameable_suits(variant, q)}
        top = max(counts.values())
        best = [s for s, n in counts.items() if n == top]
        if len(best) != 1:
            raise EngineError("two suits give as many trumps")
        return best[0].code
    if kind == "higher-trumps-suit":
        hand = [parse_card(c) for c in q["hand"]]
        pair = [Suit.parse(str(s)) for s in q["suits"]]
        if len({len(trumps_in(hand, s)) for s in pair}) != 1 or not trumps_in(hand, pair[0]):
            raise EngineError("the two suits must give as many trumps, at least one")
        ranks = {s: best_trump_index(hand, s, variant) for s in pair}
        if ranks[pair[0]] == ranks[pair[1]]:
            raise EngineError("the best trumps rank alike")
        return min(pair, key=lambda s: ranks[s]).code
    if kind == "make-wins-game":
        winner = game_winner(variant, after_hand(variant, q))
        return "yes" if winner == int(q["ask_side"]) else "no"
    if kind == "loner-adds":
        side = int(q["maker"]) % 2
        with_partner = game_winner(variant, after_hand(variant, {**q, "alone": False}))
        alone = game_winner(variant, after_hand(variant, {**q, "alone": True}))
        if with_partner == side:
            return "nothing"
        return "the-game" if alone == side else "two-points"
    if kind == "partner-may-take":
        deal = _partner_offer(variant, q)
        asked = int(q["seat"])
        may = deal.to_act == asked and GoAlone() in deal.legal_actions()
        return "yes" if may else "no"
    if kind == "partner-alone-sits-out":
        deal = _partner_offer(variant, q)
        deal.push(GoAlone())
        out = [s for s in range(variant.players) if s not in deal.active_seats]
        if len(out) != 1:
            raise EngineError("one seat sits out behind a lone hand")
        return seat_codes(variant)[out[0]]
    if kind == "kitty":
        deal = deal_with_upcard(variant, 0, variant.cards()[-1])
        return str(len(deal.kitty) + 1)
    if kind == "trump-count":
        trump = Suit.parse(str(q["trump"]))
        return str(sum(1 for card in variant.cards() if is_trump(card, trump)))
    if kind == "tricks-to-make":
        made = [t for t in range(variant.hand_size + 1) if score_hand(variant, maker_tricks=t).made]
        return str(min(made))
    if kind == "in-the-pack":
        return "yes" if parse_card(str(q["card"])) in variant.deck.card_set() else "no"
    if kind == "after-deal":
        return _after_deal(variant, q)
    raise ValueError(f"unknown rule question {kind!r}")


def _after_deal(variant: Variant, q: Mapping[str, Any]) -> str:
    """A misdeal (``tutor.engine.misdeal``), or a hand everybody passed, played out."""
    fault = str(q["fault"])
    if fault == "all-pass":
        deal = deal_with_upcard(variant, int(q["dealer"]), card_of(str(q["upcard"])))
        while not deal.passed_out and Pass() in deal.legal_actions():
            deal.push(Pass())
        return "next-dealer" if deal.passed_out else "dealer-names"
    if fault not in DEAL_FAULTS:
        raise EngineError(f"unknown fault {fault!r}")
    if fault == "packets":
        # Every player dealt the same two packets, e.g. 3 cards and then 2.
        return after_deal(variant, [sum(int(n) for n in q["packets"])] * variant.players).value
    sizes = [variant.hand_size] * variant.players
    seat = int(q["seat"])
    if fault == "too-many":
        sizes[seat] += 1
    elif fault == "too-few":
        sizes[seat] -= 1
    return after_deal(variant, sizes, card_exposed=fault == "exposed").value


def card_of(code: str) -> Card:
    return parse_card(code)


def turned_suit(q: Mapping[str, Any]) -> Suit:
    """The suit of the question's turn-up (never the joker: these questions turn a suit)."""
    suit = card_of(str(q["upcard"])).suit
    if suit is None:
        raise EngineError("the joker turned up has no suit to turn down")
    return suit
