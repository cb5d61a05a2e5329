"""Feedback on a card played (best-play items and the moves of hand puzzles): the chosen
card compared with the answer on the same trick, as the player to act sees it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.engine import Card, card_power, is_left_bower, parse_card
from tutor.quiz.feedback.facts import Fact, Feedback, points_cost
from tutor.quiz.kinds.best_play import situation_from_item
from tutor.quiz.principles import Situation


def _situation(item: Mapping[str, Any]) -> Situation:
    return situation_from_item(item)


def _power(s: Situation, card: Card) -> int:
    return card_power(card, s.trump, s.led, low=s.low)


def _higher(s: Situation, card: Card, other: Card) -> bool:
    """``card`` is the more expensive of the two: a trump over a plain card, else the higher
    rank in its own suit (the order a player keeps cheap cards by)."""
    return s.low_key(card) > s.low_key(other)


@dataclass(frozen=True)
class TrickComparison:
    """The chosen card and the answer set against the card winning the trick so far:
    whether each beats it, whose it is (partner's or an opponent's), whether each card is a
    trump and which of the two is the higher."""

    chosen: str
    answer: str
    winner: str
    partner_winning: bool
    chosen_beats: bool
    answer_beats: bool
    chosen_trump: bool
    chosen_higher: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        fresh = trick_comparison(_situation(item), self.chosen, self.answer)
        return None if fresh == self else f"the position gives {fresh}"


def trick_comparison(s: Situation, chosen: str, answer: str) -> TrickComparison | None:
    if s.winner_card is None:
        return None
    chosen_card, answer_card = parse_card(chosen), parse_card(answer)
    return TrickComparison(
        chosen,
        answer,
        s.winner_card.code,
        s.partner_winning,
        s.beats_winner(chosen_card),
        s.beats_winner(answer_card),
        s.is_trump(chosen_card),
        _higher(s, chosen_card, answer_card),
    )


@dataclass(frozen=True)
class OvertakingCard:
    """A card still unseen (not in the hand, not played) that beats the chosen card but not
    the answer in this trick, with an opponent still to play after the player."""

    chosen: str
    answer: str
    unseen: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        s = _situation(item)
        card = parse_card(self.unseen)
        if card not in unseen_cards(s):
            return f"the {self.unseen} is not unseen"
        if not _opponent_still_to_play(s):
            return "no opponent plays after the player in this trick"
        chosen, answer = parse_card(self.chosen), parse_card(self.answer)
        power = _power(s, card)
        if not _power(s, chosen) < power < _power(s, answer):
            return (
                f"the {self.unseen} does not rank between the {self.chosen} and the {self.answer}"
            )
        return None


def unseen_cards(s: Situation) -> list[Card]:
    """Cards the player has not seen that may still be played: not in the hand, not
    played, not the player's own discard, and not a turn-up the player's side took up or
    that nobody took (as ``Situation.unseen_trumps`` counts them)."""
    p = s.position
    unseen = [c for c in s.unplayed_elsewhere if c != p.discard or p.upcard_holder != s.seat]
    if p.upcard in unseen and (not p.upcard_taken or p.upcard_holder in s.side):
        unseen.remove(p.upcard)
    return unseen


def _opponent_still_to_play(s: Situation) -> bool:
    p = s.position
    seated = {seat for seat, _ in p.trick} | {s.seat}
    return any(seat not in seated for seat in s.opponents())


def overtaking_card(s: Situation, chosen: str, answer: str) -> OvertakingCard | None:
    """The highest unseen card that would beat the chosen card and lose to the answer."""
    if s.led is None or not _opponent_still_to_play(s):
        return None
    chosen_power, answer_power = _power(s, parse_card(chosen)), _power(s, parse_card(answer))
    between = [c for c in unseen_cards(s) if chosen_power < _power(s, c) < answer_power]
    if not between:
        return None
    return OvertakingCard(chosen, answer, max(between, key=lambda c: _power(s, c)).code)


@dataclass(frozen=True)
class LeadComparison:
    """On lead: whether the chosen card and the answer are trumps, and whether the player's
    side made trump."""

    chosen: str
    answer: str
    chosen_trump: bool
    answer_trump: bool
    makers: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        fresh = lead_comparison(_situation(item), self.chosen, self.answer)
        return None if fresh == self else f"the position gives {fresh}"


def lead_comparison(s: Situation, chosen: str, answer: str) -> LeadComparison | None:
    if not s.on_lead or s.trump is None:
        return None
    chosen_card, answer_card = parse_card(chosen), parse_card(answer)
    return LeadComparison(
        chosen, answer, s.is_trump(chosen_card), s.is_trump(answer_card), s.makers
    )


@dataclass(frozen=True)
class LeftBower:
    """The card is the left bower: a trump of ``trump``'s suit, not of its printed suit."""

    card: str
    trump: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        s = _situation(item)
        if s.trump is None or s.trump.code != self.trump:
            return f"trump is not {self.trump}"
        if not is_left_bower(parse_card(self.card), s.trump):
            return f"the {self.card} is not the left bower"
        return None


def _left_bowers(s: Situation, chosen: str, answer: str) -> list[Fact]:
    trump = s.trump
    if trump is None:
        return []
    return [
        LeftBower(code, trump.code)
        for code in (chosen, answer)
        if is_left_bower(parse_card(code), trump)
    ]


def _key(s: Situation, trick: TrickComparison | None, lead: LeadComparison | None) -> str:
    """The mistake key the classes' reports count, chosen by what the comparison shows."""
    if trick is not None:
        if trick.partner_winning and trick.chosen_beats:
            return "overtrumped-partner" if trick.chosen_trump else "overtook-partner"
        if trick.partner_winning and trick.chosen_trump:
            return "trumped-partner-ace"
        if not trick.partner_winning and trick.answer_beats and not trick.chosen_beats:
            return "gave-up-the-trick"
        if trick.chosen_beats and trick.answer_beats:
            return "won-too-expensively" if trick.chosen_higher else "won-too-low"
        if not trick.chosen_beats and not trick.answer_beats and trick.chosen_higher:
            return "wasted-high-card"
    if lead is not None and lead.chosen_trump != lead.answer_trump:
        if lead.chosen_trump:
            return "led-trump-on-defence" if not lead.makers else "led-trump-too-soon"
        return "did-not-draw-trumps" if lead.makers else "kept-off-trump-on-defence"
    return "weaker-play"


def card_feedback(item: Mapping[str, Any], chosen: str) -> Feedback:
    """The chosen card against the item's answer: the trick, the lead, the bowers, and what
    it costs over the item's confirming deals."""
    s = _situation(item)
    answer = str(item["answer"][0])
    chosen = parse_card(chosen).code
    trick = trick_comparison(s, chosen, answer)
    lead = lead_comparison(s, chosen, answer)
    facts: list[Fact] = []
    if trick is not None:
        facts.append(trick)
        if trick.chosen_beats and trick.answer_beats and not trick.chosen_higher:
            overtake = overtaking_card(s, chosen, answer)
            if overtake is not None:
                facts.append(overtake)
    if lead is not None:
        facts.append(lead)
    facts.extend(_left_bowers(s, chosen, answer))
    cost = points_cost(item, chosen, answer)
    if cost is not None:
        facts.append(cost)
    return Feedback(_key(s, trick, lead), chosen, answer, tuple(facts))
