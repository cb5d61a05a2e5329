"""best-play: a position mid-hand from one player's view; pick the best card.

The answer is proved by the solver over many deals of the cards this player cannot see
(``tutor.quiz.judge``); an item is published only when the best card beats the second
best by a clear margin, and only when the answer follows a strategy principle of
rules-spec §4, which the explanation names. Themes are tagged by one small predicate per
theme over the position and the answer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from tutor.engine import (
    Card,
    Rank,
    Suit,
    Variant,
    card_power,
    effective_suit,
    is_trump,
    parse_card,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.deal import make_trump, play_until
from tutor.quiz.grading import DIAGNOSERS, Mistake
from tutor.quiz.judge import (
    SELECTION_SAMPLES,
    Judgement,
    PlayJudge,
    confirm_play,
    judge_play,
    score_decided,
)
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    ItemCheckError,
    Kind,
    Spec,
    base_item,
    require,
    text,
)
from tutor.quiz.kinds.curated import POSITIONS
from tutor.quiz.position import Position, position_fields, view_from_item
from tutor.quiz.proof import (
    MARGIN_POINTS,
    Confirmation,
    claim_problem,
    item_fields,
    replay_problem,
)
from tutor.quiz.symmetry import card_twins
from tutor.quiz.words import (
    card_ko,
    contract_en,
    contract_ko,
    ko_object,
    ko_subject,
    ko_topic,
    lines,
    seat_en,
    seat_ko,
)

KIND = "best-play"
# (deals seen, margin needed so far): a candidate must look clear early to be finished.
# Only the confirming deals prove an answer (tutor.quiz.proof); these choose candidates.
STAGES = ((4, MARGIN_POINTS), (12, MARGIN_POINTS), (SELECTION_SAMPLES, 1.5 * MARGIN_POINTS))
# Hand-written positions get more selection deals: they are few and their leads small.
CURATED_SAMPLES = 96


class Situation:
    """The facts of a position as the player to act sees them."""

    def __init__(self, position: Position, seat: int) -> None:
        self.position = position
        self.seat = seat
        self.trump = position.trump
        self.low = position.low
        self.hand = position.hands[seat]
        self.legal = position.legal(seat)
        self.on_lead = not position.trick
        self.side = position.side(seat)
        self.makers = seat in position.maker_side()
        self.winner_seat: int | None = None
        self.winner_card: Card | None = None
        self.led: Suit | None = None
        if position.trick:
            cards = [c for _, c in position.trick]
            self.led = effective_suit(cards[0], self.trump)
            powers = [self._power(c) for c in cards]
            best = max(range(len(cards)), key=powers.__getitem__)
            self.winner_seat, self.winner_card = position.trick[best]
        played = set(position.played())
        self.unplayed_elsewhere = [
            c for c in position.variant.cards() if c not in played and c not in self.hand
        ]

    def _power(self, card: Card) -> int:
        return card_power(card, self.trump, self.led, low=self.low)

    def is_trump(self, card: Card) -> bool:
        return self.trump is not None and is_trump(card, self.trump)

    @property
    def partner_winning(self) -> bool:
        return self.winner_seat is not None and self.winner_seat in self.side

    def beats_winner(self, card: Card) -> bool:
        return self.winner_card is not None and self._power(card) > self._power(self.winner_card)

    def is_boss(self, card: Card) -> bool:
        """Highest card still out in its suit (no unseen card of that suit ranks above it)."""
        suit = effective_suit(card, self.trump)
        power = card_power(card, self.trump, suit, low=self.low)
        return all(
            card_power(other, self.trump, suit, low=self.low) < power
            for other in self.unplayed_elsewhere
            if effective_suit(other, self.trump) is suit
        )

    def trumps_against(self) -> bool:
        """Could an opponent still hold a trump? (Count them, and read shown voids, A-1/S0-7.)"""
        if self.trump is None:
            return False
        voids = self.position.voids()
        opponents = [s for s in self.position.active if s not in self.side]
        unseen_trumps = [c for c in self.unplayed_elsewhere if self.is_trump(c)]
        position = self.position
        # A turn-up still in partner's hand (or my own) is a trump we know is ours.
        upcard = position.upcard
        holder = position.upcard_holder
        if position.upcard_taken and upcard in unseen_trumps and holder in self.side:
            unseen_trumps.remove(upcard)
        if not unseen_trumps:
            return False
        return any(self.trump not in voids[s] for s in opponents)

    def low_key(self, card: Card) -> tuple[int, int]:
        """Cheapest first: plain before trump, then by rank within the suit."""
        suit = effective_suit(card, self.trump)
        return (1 if self.is_trump(card) else 0, card_power(card, self.trump, suit, low=self.low))


# -- themes: (is the position right for it?, does the answer follow it?) -----------------


@dataclass(frozen=True)
class Theme:
    principle: str | None
    fits: Callable[[Situation], bool]
    follows: Callable[[Situation, Card], bool]


def _trumps(s: Situation) -> list[Card]:
    return [c for c in s.legal if s.is_trump(c)]


def _plain(s: Situation) -> list[Card]:
    return [c for c in s.legal if not s.is_trump(c)]


def _lead_trump_fits(s: Situation) -> bool:
    return s.on_lead and s.makers and bool(_trumps(s)) and bool(_plain(s)) and s.trumps_against()


def _defence_lead_fits(s: Situation) -> bool:
    return s.on_lead and not s.makers and bool(_plain(s))


def _off_ace(s: Situation, card: Card) -> bool:
    return not s.is_trump(card) and card.rank is Rank.ACE and not s.low


def _overtrump_fits(s: Situation) -> bool:
    """Partner is winning with a trump and I could spend a high trump on the trick."""
    winner = s.winner_card
    if winner is None or not s.partner_winning or not s.is_trump(winner):
        return False
    can_overtrump = any(s.beats_winner(c) for c in s.legal)
    return (can_overtrump and any(not s.beats_winner(c) for c in s.legal)) or len(_trumps(s)) >= 2


def _partner_ace_fits(s: Situation) -> bool:
    winner = s.winner_card
    if winner is None or not s.partner_winning or s.is_trump(winner) or winner.rank is not Rank.ACE:
        return False
    return (
        s.led is not None
        and not any(effective_suit(c, s.trump) is s.led for c in s.hand)
        and bool(_trumps(s))
        and bool(_plain(s))
    )


def _cannot_win_fits(s: Situation) -> bool:
    if s.winner_card is None or s.partner_winning or len(s.legal) < 2:
        return False
    return not any(s.beats_winner(c) for c in s.legal)


def _lowest(s: Situation, card: Card) -> bool:
    return s.low_key(card) == min(s.low_key(c) for c in s.legal)


def _win_cheaply_fits(s: Situation) -> bool:
    if s.winner_card is None or s.partner_winning:
        return False
    return sum(1 for c in s.legal if s.beats_winner(c)) >= 2


def _cheapest_winner(s: Situation, card: Card) -> bool:
    winners = [c for c in s.legal if s.beats_winner(c)]
    return card in winners and s._power(card) == min(s._power(c) for c in winners)


def _void_fits(s: Situation) -> bool:
    return (
        s.led is not None
        and not any(effective_suit(c, s.trump) is s.led for c in s.hand)
        and bool(_trumps(s))
        and bool(_plain(s))
    )


def _void_follows(s: Situation, card: Card) -> bool:
    if s.partner_winning:
        return not s.is_trump(card)
    return (s.is_trump(card) and _cheapest_winner(s, card)) or (
        not s.is_trump(card) and not any(s.beats_winner(c) for c in _trumps(s))
    )


def _cash_fits(s: Situation) -> bool:
    return s.on_lead and any(s.is_boss(c) and not s.is_trump(c) for c in s.legal)


def _count_fits(s: Situation) -> bool:
    return _cash_fits(s) and s.trump is not None and not s.trumps_against()


def _boss_plain(s: Situation, card: Card) -> bool:
    return not s.is_trump(card) and s.is_boss(card)


def _loner_fits(s: Situation) -> bool:
    p = s.position
    return s.on_lead and not s.makers and p.alone and p.players == 4


def _short_suit_fits(s: Situation) -> bool:
    p = s.position
    if not s.on_lead or p.trump is None or s.makers:
        return False
    trump_led = any(effective_suit(t[0][1], p.trump) is p.trump for t in p.history)
    aces = [c for c in s.legal if _off_ace(s, c)]
    short = {p.trump.sister}
    if p.upcard is not None and p.upcard.suit is not None and p.upcard.suit is not p.trump:
        short.add(p.upcard.suit)
    return (
        not trump_led
        and any(c.suit in short for c in aces)
        and any(c.suit not in short for c in aces)
    )


def _green_ace(s: Situation, card: Card) -> bool:
    p = s.position
    if not _off_ace(s, card) or p.trump is None:
        return False
    return card.suit is not p.trump.sister and card.suit is not (
        p.upcard.suit if p.upcard else None
    )


def _through_maker_fits(s: Situation) -> bool:
    """Defending on lead with the maker (a partnership's calling hand) next to play, on my
    left, and a choice between a trump and a plain card (A-7)."""
    p = s.position
    return (
        _defence_lead_fits(s)
        and p.players == 4
        and not p.alone
        and p.next_active(s.seat) == p.maker
        and bool(_trumps(s))
    )


def _read_fits(s: Situation) -> bool:
    p = s.position
    if p.trump is None or not s.on_lead:
        return False
    voids = p.voids()
    opponents = [x for x in p.active if x not in s.side]
    return any(p.trump in voids[x] for x in opponents) and _cash_fits(s)


THEMES: dict[str, Theme] = {
    "lead-trump-as-maker": Theme("S0-1", _lead_trump_fits, lambda s, c: s.is_trump(c)),
    "lead-off-ace-on-defence": Theme(
        "S0-2", lambda s: _defence_lead_fits(s) and any(_off_ace(s, c) for c in s.legal), _off_ace
    ),
    "dont-overtrump-partner": Theme("S0-4", _overtrump_fits, lambda s, c: not s.beats_winner(c)),
    "dont-trump-partner-ace": Theme("S0-5", _partner_ace_fits, lambda s, c: not s.is_trump(c)),
    "play-low-when-cannot-win": Theme("S0-6", _cannot_win_fits, _lowest),
    "win-cheaply": Theme("S0-6", _win_cheaply_fits, _cheapest_winner),
    "trump-or-discard": Theme("S0-6", _void_fits, _void_follows),
    "read-the-cards": Theme("S0-7", _read_fits, _boss_plain),
    "count-trumps": Theme("A-1", _count_fits, _boss_plain),
    "cash-winners": Theme("A-1", _cash_fits, _boss_plain),
    "no-trump-lead-on-defence": Theme(
        "A-5",
        lambda s: _defence_lead_fits(s) and bool(_trumps(s)),
        lambda s, c: not s.is_trump(c),
    ),
    "avoid-short-suit-lead": Theme("A-6", _short_suit_fits, _green_ace),
    "lead-through-maker": Theme("A-7", _through_maker_fits, lambda s, c: s.is_trump(c)),
    "lead-against-loner": Theme("A-8", _loner_fits, lambda s, c: not s.is_trump(c)),
    "joker": Theme(None, lambda s: any(c.is_joker for c in s.hand), lambda s, c: True),
    "no-trump-high": Theme(None, lambda s: s.trump is None and not s.low, lambda s, c: True),
    "no-trump-low": Theme(None, lambda s: s.trump is None and s.low, lambda s, c: True),
}


def themes_of(s: Situation, answer: Card) -> list[str]:
    return [name for name, theme in THEMES.items() if theme.fits(s) and theme.follows(s, answer)]


def principle_of(themes: list[str], wanted: str | None) -> str | None:
    """The §4 principle the item teaches: the wanted theme's, else the first one tagged."""
    if wanted is not None and THEMES[wanted].principle is not None and wanted in themes:
        return THEMES[wanted].principle
    for name in themes:
        if THEMES[name].principle is not None:
            return THEMES[name].principle
    return None


# -- generation ---------------------------------------------------------------------------

_LEAD_THEMES = {
    "lead-trump-as-maker",
    "lead-off-ace-on-defence",
    "no-trump-lead-on-defence",
    "count-trumps",
    "cash-winners",
    "lead-against-loner",
    "read-the-cards",
    "avoid-short-suit-lead",
    "lead-through-maker",
}


# Tricks already played before a lead of these themes (five-card hands). Leads down to
# two cards are cheap to solve and often clear; against a loner, an opening lead seldom is
# (openings stay, with the cheap test of ``_promising``).
_LEAD_TRICKS: dict[str, tuple[int, ...]] = {
    "lead-trump-as-maker": (0, 1, 1, 2, 2, 3),
    "lead-off-ace-on-defence": (0, 1, 1, 2, 2, 3),
    "no-trump-lead-on-defence": (0, 1, 1, 2, 2, 3),
    "lead-against-loner": (0, 0, 1, 1, 2, 2, 3),
}


def random_position(variant: Variant, theme: str | None, rng: random.Random) -> Position:
    position = make_trump(variant, rng)
    if variant.is_bid and theme in ("no-trump-high", "no-trump-low"):
        # The calling heuristic seldom picks no-trump; the declarer simply names it here.
        position = replace(position, trump=None, low=theme == "no-trump-low")
    loner_wanted = theme == "lead-against-loner" and variant.players == 4
    if loner_wanted and not position.alone and position.maker != (position.dealer + 2) % 4:
        position = replace(position, alone=True)
    size = variant.hand_size
    active = len(position.active)
    if theme in _LEAD_THEMES:
        # Mostly a trick or two in: full-hand leads rarely have one clearly best card.
        if size == 5:
            tricks = rng.choice(_LEAD_TRICKS.get(theme or "", (0, 1, 1, 2, 2)))
        else:
            tricks = rng.randrange(0, size - 2)
        if theme == "avoid-short-suit-lead":
            tricks = 0
        if theme in ("count-trumps", "read-the-cards"):
            tricks = rng.randrange(2, size - 1)
        in_trick = 0
    else:
        tricks = rng.randrange(0, size - 1)
        in_trick = rng.randrange(1, active)
    return play_until(position, rng, tricks=tricks, cards_in_trick=in_trick)


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    if spec.options.get("curated"):
        return generate_curated(spec, number)
    variant = spec.rules
    counter = theme is not None and spec.is_counter(number)
    position = random_position(variant, theme, rng)
    seat = position.to_act()
    situation = Situation(position, seat)
    if len(situation.legal) < 2:
        return None
    if theme is not None and not THEMES[theme].fits(situation):
        return None
    if theme is not None and not counter and not _promising(situation, theme):
        return None
    item = base_item(spec, number)
    fields = position_fields(position, seat)
    item.update(fields)
    view = view_from_item({**item, "hand": fields["hand"]})
    if score_decided(position, seat):
        return None  # nothing left to play for: every card scores the same
    # Look at a few deals first and give up early: most candidates have no clear answer.
    judge = PlayJudge(view, str(item["id"]))
    for stage, margin in STAGES:
        glance = judge.extend(stage)
        if glance.margin < margin or not _fits_item(situation, glance.best, theme, counter):
            return None
    answer = glance.best
    if _has_twin(situation, answer):
        return None
    themes = themes_of(situation, answer)
    principle = principle_of(themes, None if counter else theme)
    if principle is None:
        return None
    proof = confirm_play(view, str(item["id"]), answer)
    if not proof.proven:
        return None
    explanation = explain(situation, _confirmed(proof), principle, themes)
    if counter and theme is not None:
        item["counter_example"] = theme
        explanation = counter_explanation(theme, explanation)
    item.update(
        {
            "choices": [c.code for c in situation.legal],
            "answer": [answer.code],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
            "prompt": prompt(situation),
            "explanation": explanation,
        }
    )
    return item


def _fits_item(situation: Situation, answer: Card, theme: str | None, counter: bool) -> bool:
    """A plain item's answer follows its theme; a counter-example's answer breaks the
    theme's rule for another principle's sake."""
    if not counter or theme is None:
        return _teaches(situation, answer, theme)
    if THEMES[theme].follows(situation, answer):
        return False
    return principle_of(themes_of(situation, answer), None) is not None


# The rule each theme teaches, as a counter-example names it when it gives way.
COUNTER_RULES: dict[str, tuple[str, str]] = {
    "lead-trump-as-maker": (
        "lead trump when your side made it",
        "우리 편이 으뜸패를 정했으면 으뜸패를 리드한다",
    ),
    "lead-off-ace-on-defence": (
        "on defence, lead an off-suit ace",
        "수비할 때는 으뜸패가 아닌 무늬의 에이스를 리드한다",
    ),
    "dont-overtrump-partner": (
        "don't overtrump your partner",
        "파트너의 으뜸패 위에 더 높은 으뜸패를 내지 않는다",
    ),
    "dont-trump-partner-ace": (
        "don't trump your partner's ace",
        "파트너의 에이스를 으뜸패로 자르지 않는다",
    ),
    "play-low-when-cannot-win": (
        "play your lowest card when you can't win",
        "이길 수 없으면 가장 낮은 카드를 낸다",
    ),
    "win-cheaply": ("win with your cheapest winner", "이길 때는 가장 싼 카드로 이긴다"),
    "trump-or-discard": (
        "when you can't follow, trump or throw your least useful card",
        "무늬를 따를 수 없으면 으뜸패로 자르거나 가장 쓸모없는 카드를 버린다",
    ),
    "read-the-cards": (
        "cash the winner the shown voids make safe",
        "드러난 보이드로 안전해진 이기는 카드를 먼저 낸다",
    ),
    "count-trumps": (
        "cash your side winners once the trumps are counted out",
        "으뜸패가 다 나온 것을 세었으면 다른 무늬의 이기는 카드를 낸다",
    ),
    "cash-winners": ("cash your winners", "이기는 카드를 먼저 낸다"),
    "no-trump-lead-on-defence": (
        "don't lead trump on defence",
        "수비할 때는 으뜸패를 리드하지 않는다",
    ),
    "avoid-short-suit-lead": (
        "lead a green-suit ace, not an ace of a short suit",
        "짧은 무늬보다 그린 무늬의 에이스를 리드한다",
    ),
    "lead-through-maker": (
        "lead trump through the maker on your left",
        "왼쪽의 메이커를 지나가도록 으뜸패를 리드한다",
    ),
    "lead-against-loner": (
        "against a loner, don't lead trump",
        "혼자 하는 상대에게는 으뜸패를 리드하지 않는다",
    ),
}


def counter_explanation(theme: str, explanation: Mapping[str, str]) -> dict[str, str]:
    """A counter-example says first which usual rule gives way, then why (the rest)."""
    rule_en, rule_ko = COUNTER_RULES[theme]
    return text(
        lines([f"The usual advice — {rule_en} — gives way here.", explanation["en"]]),
        lines([f"보통은 '{rule_ko}'는 원칙을 따르지만, 여기서는 예외입니다.", explanation["ko"]]),
    )


def _has_twin(situation: Situation, answer: Card) -> bool:
    """Whether another choice is worth exactly as much by a renaming of suits."""
    twins = card_twins(situation.position, situation.seat, situation.legal)
    return any(answer.code in pair for pair in twins)


def _confirmed(proof: Confirmation[Card]) -> Judgement:
    """The confirming deals' averages, which the explanation quotes."""
    return Judgement(dict(proof.means), proof.samples)


def generate_curated(spec: Spec, number: int) -> Item:
    """Item ``number`` of the hand-written positions, proven like a generated one."""
    if not 1 <= number <= len(POSITIONS):
        raise GenerationError(f"there are only {len(POSITIONS)} curated positions")
    curated = POSITIONS[number - 1]
    item = base_item(spec, number)
    item.update(curated.item_fields())
    view = view_from_item(item)
    situation = Situation(view.position, view.seat)
    judgement = judge_play(view, str(item["id"]), samples=CURATED_SAMPLES)
    answer = judgement.best
    themes = themes_of(situation, answer)
    principle = principle_of(themes, curated.theme)
    proof = confirm_play(view, str(item["id"]), answer)
    if answer.code != curated.expected or not proof.proven or principle is None:
        raise GenerationError(
            f"{item['id']}: the engine does not prove {curated.expected} "
            f"(best {answer.code}, {proof.reason}, lower bound {proof.lower_bound:.2f} "
            f"after {proof.samples} deals): {curated.note}"
        )
    if _has_twin(situation, answer) or score_decided(view.position, view.seat):
        raise GenerationError(f"{item['id']}: the answer cannot be told apart: {curated.note}")
    if curated.theme is not None and curated.theme not in themes:
        raise GenerationError(f"{item['id']}: not a {curated.theme} position: {curated.note}")
    item.update(
        {
            "choices": [c.code for c in situation.legal],
            "answer": [answer.code],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
            "prompt": prompt(situation),
            "explanation": explain(situation, _confirmed(proof), principle, themes, curated.why),
            # The seed's strategy section (S0-x) or the further principles of §4.2 (A-x).
            "source": "S0" if principle.startswith("S0") else "4.2",
        }
    )
    return item


def _promising(s: Situation, theme: str) -> bool:
    """Cheap tests before any deal is solved: skip positions of a theme that (counted over
    hundreds of candidates) almost never have one clearly best card."""
    opening = not s.position.history
    bosses = sum(1 for c in s.legal if _boss_plain(s, c))
    if theme == "lead-off-ace-on-defence":
        # Two winners to cash (0 clear in 53); an opening lead holding no trump (0 in 20).
        return bosses < 2 and (not opening or bool(_trumps(s)))
    if theme == "no-trump-lead-on-defence":
        if opening:
            # No off-suit ace to lead instead (0 in 36), or two trumps (0 in 28).
            return any(_off_ace(s, c) for c in s.legal) and len(_trumps(s)) < 2
        # One trick in with no winner to lead (0 in 80).
        return bosses > 0 or len(s.position.history) > 1
    if theme in ("lead-against-loner", "lead-trump-as-maker") and opening:
        # Clear openings against a loner were nearly all off-suit aces; a maker's opening
        # trump lead without an off-suit ace behind it was never clear (0 in 35).
        return any(_off_ace(s, c) for c in s.legal)
    return True


def _teaches(situation: Situation, answer: Card, theme: str | None) -> bool:
    themes = themes_of(situation, answer)
    if theme is not None and theme not in themes:
        return False
    return principle_of(themes, theme) is not None


# -- text -----------------------------------------------------------------------------------


def _who(seat: int, s: Situation) -> tuple[str, str]:
    players = s.position.players
    if seat == s.seat:
        return "you", "당신"
    if players == 4 and seat == (s.seat + 2) % 4:
        return f"your partner {seat_en(seat)}", f"파트너 {seat_ko(seat)}"
    return seat_en(seat, players), seat_ko(seat, players)


def prompt(s: Situation) -> dict[str, str]:
    p = s.position
    maker_en, maker_ko = _who(p.maker, s)
    alone_en = " alone" if p.alone else ""
    alone_ko = " 혼자 하기로" if p.alone else ""
    en = [contract_en(p.trump, p.low)]
    ko = [contract_ko(p.trump, p.low)]
    if p.variant.is_bid:
        en.append(f"{maker_en.capitalize()} won the bid at {p.bid}.")
        ko.append(f"{ko_subject(maker_ko)} {p.bid}트릭 비드를 따냈습니다.")
    else:
        en.append(f"{maker_en.capitalize()} made trump{alone_en}.")
        ko.append(f"{ko_subject(maker_ko)}{alone_ko} 으뜸패를 정했습니다.")
    if s.on_lead:
        en.append("You are on lead. Which card is best?")
        ko.append("당신이 리드할 차례입니다. 어떤 카드가 가장 좋을까요?")
    else:
        en.append("It is your turn. Which card is best?")
        ko.append("당신 차례입니다. 어떤 카드가 가장 좋을까요?")
    return text(" ".join(en), " ".join(ko))


def _principle_sentences(
    principle: str, themes: list[str], s: Situation, answer: Card
) -> tuple[str, str]:
    winner = s.winner_card
    w = str(winner) if winner is not None else ""
    a, ak = str(answer), card_ko(answer)
    if principle == "S0-1":
        return (
            "Your side made trump, so lead trump (S0-1): it draws the opponents' trumps.",
            "우리 팀이 으뜸패를 정했으니 으뜸패를 리드합니다(S0-1): 상대의 으뜸패를 뽑아냅니다.",
        )
    if principle == "S0-2":
        return (
            "On defence, lead your best off-suit card, an ace if you have one (S0-2).",
            "수비할 때는 가장 좋은 비으뜸 카드, 있으면 에이스를 리드합니다(S0-2).",
        )
    if principle == "S0-4":
        return (
            f"Don't overtrump your partner needlessly (S0-4): partner's {w} already wins.",
            f"파트너를 불필요하게 오버트럼프하지 않습니다(S0-4): 파트너의 {ko_subject(w)} "
            "이미 이기고 있습니다.",
        )
    if principle == "S0-5":
        return (
            f"Don't trump your partner's ace (S0-5): let {w} ride and keep your trumps.",
            f"파트너의 에이스를 자르지 않습니다(S0-5): {ko_subject(w)} 트릭을 가져가게 두고 "
            "으뜸패는 아낍니다.",
        )
    if principle == "S0-6":
        if "win-cheaply" in themes or (s.is_trump(answer) and s.beats_winner(answer)):
            return (
                f"Win as cheaply as you can: {a} is the lowest card that takes the trick, "
                "and your higher cards stay for later tricks (S0-6).",
                f"가능한 한 싸게 이깁니다: {ko_topic(ak)} 트릭을 이기는 가장 낮은 카드이고, "
                "높은 카드는 나중 트릭을 위해 남습니다(S0-6).",
            )
        if "trump-or-discard" in themes and s.partner_winning:
            return (
                "Your partner is already winning, so don't spend a trump: discard (S0-4, S0-6).",
                "파트너가 이미 이기고 있으니 으뜸패를 쓰지 말고 버립니다(S0-4, S0-6).",
            )
        return (
            "You can't win this trick, so play your lowest card (S0-6) and keep the higher "
            "ones for later tricks.",
            "이 트릭은 이길 수 없으니 가장 낮은 카드를 냅니다(S0-6). 높은 카드는 나중 "
            "트릭을 위해 아낍니다.",
        )
    if principle == "S0-7":
        return (
            "Read the cards (S0-7): an opponent has shown out of trump, so your winners "
            "are safe to cash.",
            "카드를 읽습니다(S0-7): 상대가 으뜸패가 없음을 보였으니 이길 카드를 안전하게 "
            "낼 수 있습니다.",
        )
    if principle == "A-1":
        return (
            f"Count the trumps (A-1): {a} is the highest card left in its suit; cash it "
            "while it cannot be trumped.",
            f"으뜸패를 셉니다(A-1): {ko_topic(ak)} 그 무늬에서 남은 가장 높은 카드입니다. "
            "잘리기 전에 먼저 냅니다.",
        )
    if principle == "A-5":
        return (
            "Don't lead trump on defence (A-5): it only helps the makers draw trumps.",
            "수비할 때는 으뜸패를 리드하지 않습니다(A-5): 메이커의 으뜸패 뽑기를 도울 뿐입니다.",
        )
    if principle == "A-6":
        return (
            "Early on, prefer an ace of a green suit to one of the short next or turned-down "
            "suit, which is trumped more often (A-6).",
            "초반에는 짧은 넥스트 무늬나 뒤집힌 무늬의 에이스보다 다른 색 무늬의 에이스를 "
            "리드합니다. 짧은 무늬는 잘리기 쉽습니다(A-6).",
        )
    if principle == "A-7":
        return (
            "The maker sits on your left: lead through the strong hand (A-7). On your trump "
            "lead the maker must play before your partner does; here that beats the usual "
            "'don't lead trump on defence' (A-5).",
            "메이커가 당신의 왼쪽에 앉아 있으니 강한 손을 거쳐 가도록 리드합니다(A-7). "
            "당신이 으뜸패를 리드하면 메이커는 파트너보다 먼저 카드를 내야 합니다. 여기서는 "
            "'수비할 때 으뜸패를 리드하지 않는다'(A-5)보다 이쪽이 낫습니다.",
        )
    return (
        "Against a loner, don't lead trump into the lone hand; make it use its trumps on "
        "your side suits (A-8).",
        "혼자 하는 상대에게는 으뜸패를 리드하지 않고, 다른 무늬로 상대의 으뜸패를 쓰게 "
        "만듭니다(A-8).",
    )


def _side_sentence(s: Situation) -> tuple[str, str]:
    p = s.position
    if p.players == 3:
        if s.makers:
            return (
                "You are the maker, alone against the other two.",
                "당신이 메이커이고, 혼자서 두 사람을 상대합니다.",
            )
        return (
            "You and the other defender play together against the maker.",
            "당신과 다른 수비자가 함께 메이커를 상대합니다.",
        )
    if p.variant.is_bid:
        if s.makers:
            return "Your side won the bid.", "우리 팀이 비드를 따냈습니다."
        return (
            "The other side won the bid: you are defending.",
            "상대 팀이 비드를 따냈고, 당신은 수비 쪽입니다.",
        )
    if s.makers:
        return "Your side made trump.", "우리 팀이 으뜸패를 정했습니다."
    return "You are defending.", "당신은 수비 쪽입니다."


def explain(
    s: Situation,
    judgement: Judgement,
    principle: str,
    themes: list[str],
    why: tuple[str, str] | None = None,
) -> dict[str, str]:
    p = s.position
    answer = judgement.best
    en = [contract_en(p.trump, p.low)]
    ko = [contract_ko(p.trump, p.low)]
    en_side, ko_side = _side_sentence(s)
    en.append(en_side)
    ko.append(ko_side)
    if s.winner_card is not None:
        who_en, who_ko = _who(s.winner_seat if s.winner_seat is not None else 0, s)
        en.append(f"So far {who_en}'s {s.winner_card} is winning the trick.")
        ko.append(f"지금은 {who_ko}의 {ko_subject(card_ko(s.winner_card))} 트릭을 이기고 있습니다.")
    rule_en, rule_ko = _principle_sentences(principle, themes, s, answer)
    en.append(rule_en)
    ko.append(rule_ko)
    if why is not None:
        en.append(why[0])
        ko.append(why[1])
    ranked = judgement.ranked()
    best_value = ranked[0][1]
    second, second_value = ranked[1]
    en.append(
        f"Solving {judgement.samples} deals of the cards you cannot see, {answer} averages "
        f"{best_value:.2f} tricks for your side; the next best, {second}, {second_value:.2f}."
    )
    ko.append(
        f"보이지 않는 카드를 {judgement.samples}가지로 나눠 풀어 보면 {ko_topic(card_ko(answer))} "
        f"우리 쪽에 평균 {best_value:.2f}트릭, 다음으로 좋은 {ko_topic(card_ko(second))} "
        f"{second_value:.2f}트릭입니다."
    )
    en.append(f"Play {answer}.")
    ko.append(f"{ko_object(card_ko(answer))} 내세요.")
    return text(lines(en), lines(ko))


# -- checking -------------------------------------------------------------------------------


def situation_from_item(item: Mapping[str, Any]) -> Situation:
    view = view_from_item(item)
    return Situation(view.position, view.seat)


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-prove: the position is possible, the choices are the legal cards, the answer
    follows its themes, and (``prove``) the same sampled deals give the same evaluation
    with the answer clear of the rest."""
    item_id = str(item["id"])
    try:
        view = view_from_item(item)
    except ValueError as error:
        raise ItemCheckError(item_id, f"impossible position: {error}") from error
    s = Situation(view.position, view.seat)
    require(item["choices"] == [c.code for c in s.legal], item, "choices are the legal cards")
    answer = parse_card(str(item["answer"][0]))
    for theme in item["themes"]:
        spec = THEMES[theme]
        require(spec.fits(s) and spec.follows(s, answer), item, f"theme {theme} does not hold")
    countered = item.get("counter_example")
    if countered is not None:
        rule = THEMES[str(countered)]
        require(rule.fits(s), item, f"not a position for {countered}")
        require(not rule.follows(s, answer), item, f"the answer follows {countered}")
    require(principle_of(list(item["themes"]), None) is not None, item, "no principle")
    stored = Judgement({parse_card(k): float(v) for k, v in item["evaluation"].items()}, 0)
    require(sorted(item["evaluation"]) == sorted(item["choices"]), item, "evaluation keys")
    require(stored.best == answer, item, "the answer is not the best evaluation")
    require(not _has_twin(s, answer), item, "another card is worth the same by symmetry")
    require(not score_decided(view.position, view.seat), item, "the score is already decided")
    problem = claim_problem(item)
    require(problem is None, item, problem or "")
    if not prove:
        return
    proof = confirm_play(view, item_id, answer, samples=int(item["samples"]))
    problem = replay_problem(item, proof)
    require(problem is None, item, problem or "")


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    s = situation_from_item(quiz_item.data)
    chosen = parse_card(given[0])
    answer = parse_card(quiz_item.answer[0])
    evaluation = quiz_item.get("evaluation") or {}
    loss = float(evaluation.get(answer.code, 0)) - float(evaluation.get(chosen.code, 0))
    cost_en = f" (about {loss:.2f} tricks worse on average)"
    cost_ko = f" (평균 약 {loss:.2f}트릭 손해)"
    if s.partner_winning and s.is_trump(chosen) and s.beats_winner(chosen):
        return Mistake(
            "overtrumped-partner",
            text(
                "overtrumped a partner who was already winning" + cost_en,
                "이미 이기고 있는 파트너를 오버트럼프했습니다" + cost_ko,
            ),
        )
    if s.partner_winning and s.is_trump(chosen):
        return Mistake(
            "trumped-partner-ace",
            text(
                "spent a trump on a trick partner was winning" + cost_en,
                "파트너가 이기고 있는 트릭에 으뜸패를 썼습니다" + cost_ko,
            ),
        )
    if s.on_lead and not s.makers and s.is_trump(chosen):
        return Mistake(
            "led-trump-on-defence",
            text("led trump on defence" + cost_en, "수비하면서 으뜸패를 리드했습니다" + cost_ko),
        )
    if s.on_lead and s.makers and not s.is_trump(chosen) and s.is_trump(answer):
        return Mistake(
            "did-not-draw-trumps",
            text(
                "did not lead trump for the makers" + cost_en,
                "메이커 쪽인데 으뜸패를 리드하지 않았습니다" + cost_ko,
            ),
        )
    if s.winner_card is not None and not s.partner_winning and not s.beats_winner(chosen):
        if any(s.beats_winner(c) for c in s.legal) and s.beats_winner(answer):
            return Mistake(
                "gave-up-the-trick",
                text(
                    "let the opponents win a trick you could take" + cost_en,
                    "딸 수 있는 트릭을 상대에게 넘겼습니다" + cost_ko,
                ),
            )
        return Mistake(
            "wasted-high-card",
            text(
                "threw a higher card than needed on a lost trick" + cost_en,
                "질 트릭에 필요 이상으로 높은 카드를 버렸습니다" + cost_ko,
            ),
        )
    if s.beats_winner(chosen) and s.beats_winner(answer):
        return Mistake(
            "won-too-expensively",
            text(
                "won with a higher card than needed" + cost_en,
                "필요 이상으로 높은 카드로 이겼습니다" + cost_ko,
            ),
        )
    return Mistake(
        "weaker-play",
        text(
            f"chose a card the engine rates lower than {answer}" + cost_en,
            f"엔진이 {card_ko(answer)}보다 낮게 평가한 카드를 골랐습니다" + cost_ko,
        ),
    )


KIND_DEF = Kind(KIND, tuple(THEMES), generate, check, engine_judged=True)
DIAGNOSERS[KIND] = diagnose
