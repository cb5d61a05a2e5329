"""Generating and checking order-up items."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    PASS,
)
from tutor.analysis.hearing import CallingModel
from tutor.analysis.proof import (
    MARGIN_POINTS,
    claim_problem,
    item_fields,
    replay_problem,
)
from tutor.analysis.sampling import SamplingError
from tutor.engine import (
    Card,
    Rank,
    Suit,
    Variant,
    is_trump,
)
from tutor.quiz import principles
from tutor.quiz.explaining import counter_note_fact, facts_json
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    Spec,
    base_item,
    require,
)
from tutor.quiz.kinds.calls.ask import offer_prompt
from tutor.quiz.kinds.calls.basics import (
    _WIN_BY_TWO_UNMODELLED,
    HELD,
    PRESCREEN,
    SELECTION_MARGIN,
    UNEXPLAINED,
    _check_hand,
    _in_turn,
    _require_counter,
    _require_modelled,
    _require_principle,
    _require_stored,
    _trumps,
    item_model,
    reproof_outcome,
)
from tutor.quiz.kinds.calls.offer import (
    _OFFER_PRINCIPLES,
    Offer,
    _a9_alone,
    _alone_unexplained,
    _offer_call,
    _offer_counter_fits,
    _offer_fields,
    _offer_fits,
    _offer_rule_applies,
    _offer_themes,
    _principle,
    _score_matters,
    confirm_offer,
    judge_offer,
    offer_from_item,
)
from tutor.quiz.kinds.calls.offer_facts import offer_counter_fact, offer_facts

# Play to the score: the share of positions dealt any hand (not only loner material), and
# the scores (the caller's side, the opponents) where one hand can end the game.
# At 9 (or 8) a made hand already wins (or a march does), and at their 8 or 9 a euchre
# costs only what the opponents still need: calls change places with the 0-0 ones.
SCORE_ANY_HAND = 0.35


OPPONENTS_AT_GAME = 0.5


GAME_POINT_SCORES = (
    (9, 8), (9, 9), (9, 6), (9, 4), (9, 2), (8, 9), (8, 8), (8, 6), (7, 9), (6, 9),
)  # fmt: skip


# Playing to the score, a set may plan how the score changes each plain item's call
# (``score_plan``, in turn): the call at 0-0, the call at the score, the trumps dealt.
SCORE_PLANS: dict[str, tuple[str, str, tuple[int, ...]]] = {
    # A loner at 0-0 (A-9's lone march) that two points already win: no loner (A-10).
    "no-loner": (ALONE, ORDER_UP, (3, 4, 5)),
    # A pass at 0-0 that calls at the score: the opponents could win with a loner, or
    # any hand your side makes ends the game.
    "call": (PASS, ORDER_UP, (2, 3)),
    # A call at 0-0 that passes at the score: a euchre would give the opponents the game.
    "pass": (ORDER_UP, PASS, (2, 3)),
}


SCORE_PLAN_OPTION = "score_plan"


# The share of a planned item's attempts dealt as any plan: a plan the engine cannot
# prove for this item still lets the item be built.
SCORE_PLAN_SLACK = 0.5


def _plan_scores(plan: str, rng: random.Random) -> tuple[int, int]:
    """The caller's side's score and the opponents' for a planned change of call."""
    if plan == "no-loner":
        return rng.choice((8, 8, 9)), rng.randint(0, 9)
    if plan == "call":
        return rng.choice((9, rng.randint(3, 7))), rng.randint(6, 9)
    return rng.randint(0, 8), rng.choice((8, 9))


def _score_plan(spec: Spec, number: int, counter: bool, rng: random.Random) -> str | None:
    """Plain item ``number``'s planned change of call (``score_plan``), in turn."""
    plans = [str(p) for p in spec.options.get(SCORE_PLAN_OPTION) or ()]
    if counter or not plans:
        return None
    if rng.random() < SCORE_PLAN_SLACK:
        return rng.choice(plans)
    plain = sum(1 for m in range(1, number) if not spec.is_theme_counter(m))
    return plans[plain % len(plans)]


def _high_card(card: Card) -> bool:
    """A high trump as a learner counts them (given it is a trump): a bower, the Benny or
    the ace."""
    return card.is_joker or card.rank is Rank.JACK or card.rank is Rank.ACE


def _random_offer(
    variant: Variant,
    theme: str | None,
    rng: random.Random,
    counter: bool = False,
    *,
    role: int | None = None,
    wanted: str | None = None,
    counts: Sequence[int] | None = None,
    plan: str | None = None,
    aces: Sequence[int] | None = None,
    high: Sequence[int] | None = None,
    turn_up: Sequence[int] | None = None,
) -> Offer | None:
    """A round-one offer for ``theme``; a planned set (``_planned``) fixes the caller's
    ``role`` (seat relation to the dealer) and a counter-example's ``wanted`` answer, for
    which the hand is dealt: a pass gets the near miss of two or three trumps."""
    dealer = rng.randrange(4)
    if role is not None:
        seat = (dealer + role) % 4
    elif theme in ("dealer-pick-up", "three-trumps"):
        seat = dealer
    elif theme in ("dealer-partner-assists", "canadian-alone", "canadian-pass"):
        seat = (dealer + 2) % 4
    else:
        seat = rng.randrange(4)
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    if turn_up:
        # The set asks for a high turn-up (a bower or the ace: 1) or a low one (0)
        # (``deal_turn_up``): the first such card of the shuffled pack is turned up, so
        # the pack stays uniform otherwise and no other set's deals change.
        want = bool(rng.choice(list(turn_up)))
        first = next(i for i, c in enumerate(deck) if _high_card(c) == want)
        deck[0], deck[first] = deck[first], deck[0]
    upcard = deck[0]
    trump = upcard.suit or Suit.SPADES
    if counts:
        # The set fixes how many trumps the caller holds (``deal_trumps``), the dealer's
        # counting the turn-up: hands that break a count-the-trumps shortcut; and it may fix
        # how many off-suit aces sit beside them (``aces``, from ``deal_side_aces``).
        tops = [c for c in deck[1:] if is_trump(c, trump)]
        rng.shuffle(tops)
        take = max(0, rng.choice(list(counts)) - (1 if seat == dealer else 0))
        if high:
            # And how many of them are high (``deal_high_trumps``: bowers, Benny, ace).
            up_high = seat == dealer and _high_card(upcard)
            wanted_high = rng.choice(list(high)) - (1 if up_high else 0)
            highs = [c for c in tops if _high_card(c)]
            lows = [c for c in tops if not _high_card(c)]
            if not 0 <= wanted_high <= min(take, len(highs)) or take - wanted_high > len(lows):
                return None
            tops = highs[:wanted_high] + lows[: take - wanted_high]
        rest = [c for c in deck[1:] if c not in tops[:take]]
        if high:
            # The count is exact: no further trump among the other cards.
            rest = [c for c in rest if not is_trump(c, trump)]
        if aces:
            side = [c for c in rest if c.rank is Rank.ACE and not is_trump(c, trump)]
            wanted_aces = side[: rng.choice(list(aces))]
            rest = wanted_aces + [
                c for c in rest if not is_trump(c, trump) and c.rank is not Rank.ACE
            ]
        hand = sorted(tops[:take] + rest[: 5 - take])
    elif theme in (
        "go-alone",
        "top-three-trumps",
        "two-high-trumps",
        "three-trumps",
        "play-to-score",
        "canadian-alone",
        "canadian-pass",
    ):
        # Deal the caller some of the top trumps so strong hands come up often (at a score,
        # a hand worth a loner at 0-0 is where the score most clearly changes the call).
        tops = [c for c in deck[1:] if is_trump(c, trump)]
        rng.shuffle(tops)
        take = rng.randint(3, 4) if theme == "play-to-score" else rng.randint(2, 4)
        if theme == "play-to-score" and (counter or rng.random() < SCORE_ANY_HAND):
            # Any hand worth thinking about: where a euchre or a make ends the game, the
            # pass and the plain order-up change places too (dealer at 9-8: pick it up?).
            # Its counter-examples, where the score changes nothing: a loner at a score far
            # from the game, or a pass with one trump.
            take = rng.choice((1, 3, 4)) if counter else rng.randint(2, 3)
        if theme == "canadian-pass":
            # Its counter-examples are lone hands, where the loner beats the pass.
            take = rng.randint(3, 4) if counter else rng.randint(1, 3)
        if wanted is not None and theme == "play-to-score":
            # A pass at a game-point score (one or two trumps, the dealer's with the
            # turn-up), or a loner far from it.
            low = 0 if seat == dealer else 1
            take = rng.randint(low, low + 1) if wanted == PASS else rng.randint(3, 4)
        elif wanted == PASS:
            # The near miss: two or three trumps (the dealer's two with the turn-up).
            take = 1 if seat == dealer else rng.randint(2, 3)
        rest = [c for c in deck[1:] if c not in tops[:take]]
        hand = sorted(tops[:take] + rest[: 5 - take])
    else:
        hand = sorted(deck[1:6])
    scores = None
    if theme == "play-to-score" and plan is not None:
        mine, theirs = _plan_scores(plan, rng)
        scores = [mine, theirs] if seat % 2 == 0 else [theirs, mine]
    elif theme == "play-to-score":
        mine = rng.choice((8, 8, 9, rng.randint(4, 7)))
        theirs = rng.choice((8, 9, rng.randint(4, 7)))
        if counter and take >= 3:
            mine, theirs = rng.randint(0, 6), rng.randint(0, 7)
        elif take < 3:
            mine, theirs = rng.choice(GAME_POINT_SCORES)
        elif rng.random() < OPPONENTS_AT_GAME:
            # The opponents one or two points from the game: a euchre costs only what they
            # still need, so the loner's 4 points weigh more than at 0-0.
            mine, theirs = rng.randint(2, 6), rng.choice((8, 9))
        scores = [mine, theirs] if seat % 2 == 0 else [theirs, mine]
    return Offer(variant, dealer, seat, hand, upcard, scores)


# A calling set may plan its seats and its counter-examples' answers (``[options]``):
# ``seat_cycle = true`` seats item n's caller at relation (n - 1) % 4 to the dealer (the
# dealer, his left, his partner, his right), so every seat is asked as often;
# ``seat_cycle = "counters"`` seats only the counter-examples so, the k-th at relation
# k % 4 (the other items keep their seats, and a rebuild keeps them as they were);
# ``counter_answers = ["pass", "order-up"]`` gives each seat's counter-examples those
# answers in turn (the seat's first counter-example a pass, its second an order-up...), so
# no seat's answer is given away by the seat (``design.seat_problems``).
SEAT_CYCLE_OPTION = "seat_cycle"


COUNTER_ANSWERS_OPTION = "counter_answers"


def _planned(spec: Spec, number: int, counter: bool) -> tuple[int | None, str | None]:
    """Item ``number``'s planned seat relation to the dealer and, for a counter-example,
    its planned answer (None where the set plans neither)."""
    cycle = spec.options.get(SEAT_CYCLE_OPTION)
    counters = [m for m in range(1, number) if spec.is_theme_counter(m)]

    def role_of(m: int, index: int) -> int | None:
        if cycle == "counters":
            return index % 4
        return (m - 1) % 4 if cycle else None

    if cycle == "counters" and not counter:
        return None, None
    role = role_of(number, len(counters))
    answers = [str(a) for a in spec.options.get(COUNTER_ANSWERS_OPTION) or ()]
    if not counter or not answers:
        return role, None
    same_seat = sum(1 for index, m in enumerate(counters) if role_of(m, index) == role)
    return role, answers[same_seat % len(answers)]


def _plain_order_up_counter(theme: str | None, counter: bool, answer: str) -> bool:
    """Playing to the score: the set's rule items are mostly a plain order-up (a loner at
    0-0); its counter-examples, where the score changes nothing, are kept to the other
    calls (a loner far from the game, a pass), so no answer runs the set."""
    return counter and theme == "play-to-score" and answer == ORDER_UP


def generate_order_up(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    _require_modelled(variant, "order-up")
    if theme == "play-to-score" and variant.win_by_two:
        raise GenerationError(_WIN_BY_TWO_UNMODELLED)
    counter = theme is not None and spec.is_theme_counter(number)
    role, wanted = _planned(spec, number, counter)
    plan = _score_plan(spec, number, counter, rng) if theme == "play-to-score" else None
    key = f"{theme}-counter" if counter else str(theme)
    place = sum(
        1
        for m in range(1, number)
        if spec.theme_for(m) == theme and spec.is_theme_counter(m) == counter
    )
    counts = _in_turn((spec.options.get("deal_trumps") or {}).get(key), place)
    aces = _in_turn((spec.options.get("deal_side_aces") or {}).get(key), place)
    high = _in_turn((spec.options.get("deal_high_trumps") or {}).get(key), place)
    roles = _in_turn((spec.options.get("deal_roles") or {}).get(key), place)
    turn_up = _in_turn((spec.options.get("deal_turn_up") or {}).get(key), place)
    if role is None and roles:
        # The set seats the theme's items in turn (``deal_roles``: 0 the dealer, 1 his
        # left...), so no seat gives the answer (issue 10).
        role = rng.choice(roles)
    offer = _random_offer(
        variant,
        theme,
        rng,
        counter,
        role=role,
        wanted=wanted,
        counts=counts,
        plan=plan,
        aces=aces,
        high=high,
        turn_up=turn_up,
    )
    if offer is None:
        return None
    neutral_wanted, wanted_at_score = (None, None)
    if plan is not None:
        neutral_wanted, wanted_at_score, _ = SCORE_PLANS[plan]
        wanted = wanted_at_score
    if offer.upcard.suit is None:
        return None
    if counter and theme is not None:
        if not _offer_counter_fits(offer, theme):
            return None
    elif not _offer_fits(offer, theme):
        return None
    item_id = spec.item_id(number)
    try:
        glance, glance_neutral = judge_offer(offer, item_id, PRESCREEN)
        if glance.margin < MARGIN_POINTS or wanted not in (None, glance.best):
            return None
        if neutral_wanted not in (None, glance_neutral.best):
            return None
        if _plain_order_up_counter(theme, counter, glance.best):
            return None
        if (
            theme is not None
            and (theme in _offer_themes(offer, glance.best, glance_neutral.best)) is counter
        ):
            return None
        judgement, neutral = judge_offer(offer, item_id)
        if judgement.margin < SELECTION_MARGIN:
            return None
        answer = judgement.best
        if _plain_order_up_counter(theme, counter, answer) or wanted not in (None, answer):
            return None
        if counter and theme == "play-to-score" and neutral.best != answer:
            return None  # "the score changes nothing": the same call at 0-0
        # "At 0–0 the call would differ" is a claim too: made only when proven.
        neutral_proof = None
        if offer.scores is not None and neutral.best != answer:
            neutral_proof = confirm_offer(offer, item_id, neutral.best, neutral=True)
            if not neutral_proof.proven:
                neutral_proof = None
        neutral_best = neutral.best if neutral_proof is not None else answer
        if neutral_wanted not in (None, neutral_best):
            return None
        if neutral_best == ALONE and not _a9_alone(offer):
            return None  # "at 0-0 alone" only of a hand A-9 plays alone
        if (
            answer == PASS
            and offer.seat == offer.dealer
            and len(_trumps(offer.holding, offer.trump)) >= 3
            and not (counter and theme in ("dealer-pick-up", "three-trumps"))
        ):
            return None  # a dealer's turn-down with three trumps is A-11's exception
        themes = _offer_themes(offer, answer, neutral_best)
        principle = _principle(themes, None if counter else theme)
        if counter and theme == "go-alone" and principle is None:
            principle = "A-9"  # alone or the partner: the course's lone-hand ruling
        calls = [_offer_call(offer, o) for o in offer.options()]
        chosen = _offer_call(offer, answer)
        if principle is not None and principles.unseparated(principle, chosen, calls):
            # The theme's principle fits another call as well (the dealer with two trumps:
            # A-11 allows both the pick-up and the pass): quote another of the answer's
            # principles that picks it, if one does.
            principle = next(
                (
                    _OFFER_PRINCIPLES[name]
                    for name in _OFFER_PRINCIPLES
                    if name in themes
                    and principles.fits(_OFFER_PRINCIPLES[name], chosen)
                    and not principles.unseparated(_OFFER_PRINCIPLES[name], chosen, calls)
                ),
                principle,
            )
        if (
            counter
            and theme not in (None, "play-to-score")
            and not _offer_rule_applies(offer, str(theme))
        ):
            # A near miss: the rule's own principle, below its threshold, may decide it
            # (the dealer with two trumps, A-11), where it picks the answer. (Where the
            # score changes nothing, A-10 is not why: the call's own reason is.)
            own = _OFFER_PRINCIPLES.get(theme)
            if (
                own is not None
                and principles.fits(own, chosen)
                and not principles.unseparated(own, chosen, calls)
            ):
                principle = own
        if (theme is not None and (theme in themes) is counter) or principle is None:
            return None
        if not principles.fits(principle, _offer_call(offer, answer)):
            return None
        if not principles.decides(principle, (_offer_call(offer, o) for o in offer.options())):
            return None
        if principles.unseparated(
            principle, _offer_call(offer, answer), (_offer_call(offer, o) for o in offer.options())
        ):
            return None
        if _alone_unexplained(offer, answer, principle):
            return None
        same_at_love = None
        if counter and theme == "play-to-score" and _score_matters(offer):
            # "The score changes nothing" at a score where it could: proven at 0-0 too.
            same_at_love = confirm_offer(offer, item_id, answer, neutral=True)
            if not same_at_love.proven:
                return None
        proof = confirm_offer(offer, item_id, answer)
    except SamplingError:
        return None
    if not proof.proven:
        return None
    item = base_item(spec, number)
    item.update(_offer_fields(offer))
    item.update(
        {
            "choices": offer.options(),
            "answer": [answer],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
        }
    )
    # The question is facts too (words: tutor.web.explanation.ask_calls), as are the
    # buttons' words (the catalogue's, by the learner's seat).
    item["prompt_facts"] = facts_json(offer_prompt(item))
    if neutral_proof is not None:
        # What would be best at 0–0 (proven too): the slip of a learner who ignores the score.
        item["neutral"] = {"answer": neutral_best, **item_fields(neutral_proof)}
        item["best_without_score"] = neutral_best
    if same_at_love is not None:
        # The same call at 0-0, proven: the score changes nothing (no slip to diagnose).
        item["neutral"] = {"answer": answer, **item_fields(same_at_love)}
    # The explanation is facts (words: tutor.web.explanation.offer), made once the 0-0
    # answer is stored; a counter-example's note opens them.
    facts = offer_facts(item)
    if counter and theme is not None:
        item["counter_example"] = True
        item["counter_theme"] = theme
        note = offer_counter_fact(item, theme)
        if note is None:
            return None
        facts = [note, *facts]
    item["explanation_facts"] = facts_json(facts)
    return item


def check_order_up(item: Mapping[str, Any], *, prove: bool = True) -> None:
    offer = offer_from_item(item)
    _check_hand(item, [*offer.hand, offer.upcard], offer.variant)
    require(len(offer.hand) == offer.variant.hand_size, item, "a full hand")
    require(offer.scores is None or not offer.variant.win_by_two, item, _WIN_BY_TWO_UNMODELLED)
    require(
        sorted(item["choices"]) == sorted(offer.options()),  # shuffled by item id
        item,
        "choices: pass, order up (unless the Canadian loner forbids it), alone",
    )
    _require_stored(item)
    answer = str(item["answer"][0])
    _require_principle(item, lambda action: _offer_call(offer, action))
    require(
        not _alone_unexplained(offer, answer, item.get("principle")),
        item,
        "ordering up where A-9 would go alone: no principle says why not alone",
    )
    neutral_claim = item.get("neutral")
    neutral_best = answer
    if neutral_claim is not None:
        require(offer.scores is not None, item, "a 0–0 claim needs a score")
        problem = claim_problem(neutral_claim)
        require(problem is None, item, f"the 0–0 claim: {problem}")
        neutral_best = str(neutral_claim["answer"])
        require(
            neutral_best != answer or item.get("counter_theme") == "play-to-score",
            item,
            "the 0–0 claim names the answer (only a counter-example where the score "
            "changes nothing claims that)",
        )
    require(
        neutral_best != ALONE or _a9_alone(offer),
        item,
        "alone at 0–0 is claimed only of a hand A-9 plays alone (the top three trumps with "
        "a side ace or nothing but trumps beside them, or four trumps with a bower and "
        "nothing else but an ace)",
    )
    if item.get("counter_theme") == "play-to-score" and _score_matters(offer):
        require(
            neutral_claim is not None and neutral_best == answer,
            item,
            "the score changes nothing: the same call is proven at 0–0 too",
        )
    require(
        item.get("best_without_score") == (None if neutral_best == answer else neutral_best),
        item,
        "the 0–0 slip is not the proven 0–0 answer",
    )
    themes = _offer_themes(offer, answer, neutral_best)
    require(set(item["themes"]) <= set(themes), item, "a theme does not hold")
    _require_counter(
        item,
        lambda theme: _offer_counter_fits(offer, theme) and theme not in themes,
    )
    if item.get("counter_example"):
        note = offer_counter_fact(item, str(item["counter_theme"]))
        require(counter_note_fact(item) == note, item, "the counter note says why")
    if not prove:
        return
    # Replayed under the reading it was proven under (``calling_model``; none: the cut).
    model = item_model(item)
    proof = confirm_offer(offer, str(item["id"]), answer, samples=int(item["samples"]), model=model)
    problem = replay_problem(item, proof)
    require(problem is None, item, problem or "")
    if neutral_claim is not None:
        neutral_proof = confirm_offer(
            offer,
            str(item["id"]),
            neutral_best,
            neutral=True,
            samples=int(neutral_claim["samples"]),
            model=model,
        )
        problem = replay_problem(neutral_claim, neutral_proof)
        require(problem is None, item, f"the 0–0 claim: {problem}")


def reprove_order_up(
    item: Mapping[str, Any], model: CallingModel
) -> tuple[str, dict[str, Any] | None]:
    """Prove a stored order-up answer afresh (the banks' proof rule, up to 1,024 deals)
    with the earlier passes heard under ``model``, and its 0–0 claim too. Returns the
    outcome and, where both hold, the item with the new proofs and ``calling_model`` (its
    explanation facts still to be rewritten from them: ``quizzes facts``)."""
    offer = offer_from_item(item)
    item_id, answer = str(item["id"]), str(item["answer"][0])
    try:
        proof = confirm_offer(offer, item_id, answer, model=model)
        outcome = reproof_outcome(proof)
        neutral_claim = item.get("neutral")
        neutral: dict[str, Any] | None = None
        if outcome == HELD and neutral_claim is not None:
            neutral_answer = str(neutral_claim["answer"])
            neutral_proof = confirm_offer(offer, item_id, neutral_answer, neutral=True, model=model)
            outcome = reproof_outcome(neutral_proof)
            neutral = {"answer": neutral_answer, **item_fields(neutral_proof)}
    except SamplingError:
        return UNEXPLAINED, None
    if outcome != HELD:
        return outcome, None
    heard = {**item, **item_fields(proof), "calling_model": model.name}
    if neutral is not None:
        heard["neutral"] = neutral
    return HELD, heard
