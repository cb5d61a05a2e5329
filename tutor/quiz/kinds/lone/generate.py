"""Generating and checking go-alone items."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import ALONE
from tutor.analysis.deal import CALL_THRESHOLD, hand_strength
from tutor.analysis.proof import (
    MARGIN_POINTS,
    item_fields,
    replay_problem,
)
from tutor.analysis.sampling import SamplingError
from tutor.engine import SUITS, Card, Rank, Suit, Variant, is_trump
from tutor.quiz import principles
from tutor.quiz.explaining import counter_note_fact, facts_json
from tutor.quiz.kinds.base import (
    Item,
    ItemCheckError,
    Spec,
    base_item,
    require,
)
from tutor.quiz.kinds.calls import PRESCREEN, SELECTION_MARGIN
from tutor.quiz.kinds.calls.ask import go_alone_prompt
from tutor.quiz.kinds.calls.basics import (
    _in_turn,
    _require_stored,
    item_model,
)
from tutor.quiz.kinds.lone.call import (
    COUNTER_RULES,
    OPTIONS,
    WORTH_CALLING,
    LoneCall,
    _fields,
    _fits,
    _principle,
    _require_modelled,
    _themes,
    confirm_lone,
    judge_lone,
    lone_from_item,
    lone_judge,
)
from tutor.quiz.kinds.lone.facts import lone_counter_fact, lone_facts

# -- generating ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Shape:
    """A position shape a set asks for (``DEAL_OPTIONS``): the trumps, high trumps and
    off-suit aces the caller's holding may have (the dealer's counting the turn-up in round
    one), the score, seat and round; None leaves that to the deal."""

    trumps: Sequence[int] | None = None
    high: Sequence[int] | None = None
    aces: Sequence[int] | None = None
    # ``deal_our_score``: the caller's side's score drawn from these (an empty list: no
    # score); None leaves the score to the deal.
    our_score: Sequence[int] | None = None
    # ``deal_roles``: the caller's seat relation to the dealer (0 the dealer, 1 his left...).
    roles: Sequence[int] | None = None
    # ``deal_rounds``: the round the call was made in.
    rounds: Sequence[int] | None = None


def _high(card: Card, trump: Suit) -> bool:
    """A bower, the Benny or the trump ace (the high trumps a learner counts)."""
    return card.is_joker or card.rank is Rank.JACK or card.rank is Rank.ACE


def _shaped_hand(
    deck: Sequence[Card],
    upcard: Card,
    trump: Suit,
    dealer_holds: bool,
    shape: Shape,
    rng: random.Random,
) -> list[Card] | None:
    """Five dealt cards (from ``deck``, the turn-up apart) whose holding has the shape's
    trumps, high trumps and off-suit aces; None where the shape cannot be dealt."""
    fixed = [upcard] if dealer_holds else []
    trumps = [c for c in deck if is_trump(c, trump)]
    high = [c for c in trumps if _high(c, trump)]
    low = [c for c in trumps if not _high(c, trump)]
    rng.shuffle(high)
    rng.shuffle(low)
    n = rng.choice(list(shape.trumps)) - len(fixed) if shape.trumps else rng.randint(2, 3)
    if shape.high:
        h = rng.choice(list(shape.high)) - sum(1 for c in fixed if _high(c, trump))
    else:
        h = sum(1 for c in trumps[:n] if _high(c, trump))
    if not 0 <= h <= min(n, len(high)) or not 0 <= n - h <= len(low) or n > 5:
        return None
    hand = high[:h] + low[: n - h]
    side = [c for c in deck if not is_trump(c, trump)]
    rng.shuffle(side)
    if shape.aces:
        a = rng.choice(list(shape.aces))
        aces = [c for c in side if c.rank is Rank.ACE][:a]
        if len(aces) < a:
            return None
        side = aces + [c for c in side if c.rank is not Rank.ACE]
    return sorted(hand + side[: 5 - n])


def _random_lone(
    variant: Variant,
    theme: str | None,
    counter: bool,
    rng: random.Random,
    shape: Shape | None = None,
) -> LoneCall | None:
    dealer = rng.randrange(4)
    seat = rng.randrange(4)
    if shape is not None and shape.roles:
        seat = (dealer + rng.choice(list(shape.roles))) % 4
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    upcard = deck[0]
    round_number = 1 if rng.random() < 0.7 else 2
    if shape is not None and shape.rounds:
        round_number = rng.choice(list(shape.rounds))
    turned = upcard.suit or Suit.SPADES
    others = [s for s in SUITS if s is not turned]
    trump = turned if round_number == 1 else rng.choice(others)
    if shape is not None:
        # The set asks for hand shapes that break a counting shortcut (issue 10).
        dealt = _shaped_hand(
            deck[1:], upcard, trump, round_number == 1 and seat == dealer, shape, rng
        )
        if dealt is None:
            return None
        hand = dealt
    else:
        # Deal the caller some of the top trumps: lone hands and near-lone hands.
        tops = [c for c in deck[1:] if is_trump(c, trump)]
        rng.shuffle(tops)
        take = rng.randint(3, 4) if theme == "go-alone" else rng.randint(2, 3)
        rest = [c for c in deck[1:] if c not in tops[:take]]
        hand = sorted(tops[:take] + rest[: 5 - take])
    scores = None
    if shape is not None and shape.our_score is not None:
        if shape.our_score:
            mine, theirs = rng.choice(list(shape.our_score)), rng.randint(2, 9)
            scores = [mine, theirs] if seat % 2 == 0 else [theirs, mine]
    elif counter and rng.random() < 0.4:
        mine, theirs = rng.choice((8, 9)), rng.randint(2, 9)
        scores = [mine, theirs] if seat % 2 == 0 else [theirs, mine]
    return LoneCall(variant, dealer, seat, hand, upcard, round_number, trump, scores)


def _shape(spec: Spec, number: int, theme: str | None, counter: bool) -> Shape | None:
    """Item ``number``'s asked-for hand shape: ``DEAL_OPTIONS`` keyed by its theme
    (``<theme>-counter`` for its counter-examples), each a list of counts or a list of
    such lists the theme's items take in turn."""
    key = f"{theme}-counter" if counter else str(theme)
    options = [spec.options.get(name) or {} for name in DEAL_OPTIONS]
    if not any(key in option for option in options):
        return None
    place = sum(
        1
        for m in range(1, number)
        if spec.theme_for(m) == theme and spec.is_theme_counter(m) == counter
    )
    trumps, high, aces, our_score, roles, rounds = (
        _in_turn(option.get(key), place) for option in options
    )
    if key in options[3] and our_score is None:
        our_score = []
    return Shape(trumps, high, aces, our_score, roles, rounds)


DEAL_OPTIONS = (
    "deal_trumps",
    "deal_high_trumps",
    "deal_side_aces",
    "deal_our_score",
    "deal_roles",
    "deal_rounds",
)


def _would_call(lone: LoneCall) -> bool:
    """The caller's hand is one the calling heuristics would call with (round two: and no
    round-one call from it), so the position is a real one."""
    if lone.round == 2:
        turned = lone.upcard.suit or Suit.SPADES
        first_round = [*lone.hand, lone.upcard] if lone.role == 0 else lone.hand
        if hand_strength(first_round, turned) >= CALL_THRESHOLD:
            return False
    return hand_strength(lone.holding, lone.trump) >= CALL_THRESHOLD


def generate_go_alone(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    _require_modelled(variant)
    counter = theme is not None and spec.is_theme_counter(number)
    lone = _random_lone(variant, theme, counter, rng, _shape(spec, number, theme, counter))
    if lone is None or lone.upcard.suit is None or not _would_call(lone):
        return None
    if theme is not None and not _fits(lone, theme):
        return None
    item_id = spec.item_id(number)
    try:
        glance = lone_judge(lone, item_id).extend(PRESCREEN)
        if glance.margin < MARGIN_POINTS:
            return None
        if theme is not None and (theme in _themes(lone, glance.best)) is counter:
            return None
        judgement = judge_lone(lone, item_id)
        answer = judgement.best
        themes = _themes(lone, answer)
        if judgement.margin < SELECTION_MARGIN or not themes:
            return None
        # Only a call worth making: the question is how, not whether, to play the hand.
        if judgement.evaluation[answer] < WORTH_CALLING:
            return None
        if theme is not None and (theme in themes) is counter:
            return None
        principle = _principle(lone, answer, themes)
        if principle is None:
            return None
        proof, outcomes = confirm_lone(lone, item_id, answer)
    except SamplingError:
        return None
    if not proof.proven:
        return None
    item = base_item(spec, number)
    item.update(_fields(lone))
    item.update(
        {
            "choices": list(OPTIONS),
            "answer": [answer],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
            "lone_outcomes": outcomes,
        }
    )
    # The explanation is facts (words: tutor.web.explanation.lone); a counter-example's
    # note opens them.
    if counter and theme is not None:
        item["counter_example"] = True
        item["counter_theme"] = theme
    facts = lone_facts(item)
    if counter and theme is not None:
        note = lone_counter_fact(item, theme)
        if note is None:
            return None
        facts = [note, *facts]
    item["explanation_facts"] = facts_json(facts)
    # The question is facts too (words: tutor.web.explanation.ask_calls).
    item["prompt_facts"] = facts_json(go_alone_prompt(item))
    return item


# -- checking -------------------------------------------------------------------------------


def check_go_alone(item: Mapping[str, Any], *, prove: bool = True) -> None:
    lone = lone_from_item(item)
    _require_modelled(lone.variant)
    cards = [*lone.hand, lone.upcard]
    require(len(set(cards)) == len(cards), item, "a card appears twice")
    require(all(c in lone.variant.cards() for c in cards), item, "a card is not in the pack")
    require(len(lone.hand) == lone.variant.hand_size, item, "a full hand")
    require(lone.round in (1, 2), item, "round one or two")
    turned = lone.upcard.suit
    if lone.round == 1:
        require(lone.trump is turned, item, "round one makes the turn-up's suit trump")
    else:
        require(lone.trump is not turned, item, "the turned-down suit cannot be named")
    require(
        [str(c) for c in item["hand"]] == [c.code for c in sorted(lone.holding)],
        item,
        "the hand shown is the dealt hand (and the dealer's turn-up)",
    )
    require(_would_call(lone), item, "a hand the caller would not call with")
    require(sorted(item["choices"]) == sorted(OPTIONS), item, "choices: alone, with partner")
    _require_stored(item)
    answer = str(item["answer"][0])
    themes = _themes(lone, answer)
    require(bool(item["themes"]) and set(item["themes"]) <= set(themes), item, "themes")
    principle = item.get("principle")
    require(
        principle in ("A-9", "A-10") and principles.fits(principle, lone.call(answer == ALONE)),
        item,
        f"the answer does not follow the principle it quotes ({principle})",
    )
    require(
        principles.decides(principle, (lone.call(option == ALONE) for option in OPTIONS)),
        item,
        f"both choices follow {principle}: it decides nothing",
    )
    _require_lone_counter(item, lone, themes)
    outcomes = item.get("lone_outcomes")
    if not isinstance(outcomes, Mapping):
        raise ItemCheckError(str(item["id"]), "lone_outcomes missing")
    require(
        all(sum(outcomes[o].values()) == int(item["samples"]) for o in OPTIONS),
        item,
        "lone_outcomes do not count the confirming deals",
    )
    if prove:
        # Replayed under the reading it was proven under (``calling_model``; none: the cut).
        proof, counted = confirm_lone(
            lone, str(item["id"]), answer, samples=int(item["samples"]), model=item_model(item)
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")
        require(counted == outcomes, item, "lone_outcomes differ from the confirming deals")


def _require_lone_counter(item: Mapping[str, Any], lone: LoneCall, themes: Sequence[str]) -> None:
    """A counter-example is a lone hand (the rule's own condition, so the rule gives way)
    whose proven answer is the partner, with the note that says so."""
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if countered is None:
        return
    theme = str(countered)
    require(theme in COUNTER_RULES, item, f"unknown counter-example {countered}")
    require(theme not in item["themes"] and theme not in themes, item, "follows its theme")
    require(_fits(lone, theme), item, f"not a position for {countered}")
    note = lone_counter_fact(item, theme)
    require(counter_note_fact(item) == note, item, "the counter note says what takes over")
