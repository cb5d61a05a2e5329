"""defend-alone: trump is made against you; defend alone or with your partner? Judged in points.

The variants that allow it (rules-spec E6, parameter ``defend_alone``): ``cardgames``
(``any``: a defender may defend alone even when the makers play together) and ``british``
(``vs_loner_only``: only against a lone maker). After the call the defenders are asked in
clockwise order from the maker's left; the items ask that first defender. A lone defender
who takes three or more tricks scores 4 (``lone_defender_euchre_points``); otherwise the
makers score as usual (1 for three or four tricks, 2 for a march, 4 for a lone march). A
partnership that euchres the makers scores 2.

rules-spec §4 has no strategy principle for defending alone, so none is taught here: the
answer and its explanation rest on the scoring rule and on what the proof measured. Each
option is played out over sampled deals of the unseen cards (``tutor.analysis.calling``):
the earlier passes and the maker's call (alone or not) are respected, the play is solved
exactly and scored by the variant. The item states how often each option ended in a
march, a made contract or a euchre on the confirming deals (``lone_outcomes``, as for the
go-alone kind), and the answer is proven there (``tutor.analysis.proof``).

A set drills the measured default, defending with the partner (what most of its deals
show; no rule of §4 states it); its counter-examples are the positions where the lone
defence is proven worth more: alone your cards take three tricks at least half as often as
the partnership euchres, and 4 points against 2 make up for it. Their note says just that.

Here: what the calling tells the defender, the judging, the themes, generating and
checking. The position (``Defence``), what the counts weigh and the explanation facts are
``defend_facts``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tutor.analysis.calling import (
    SAMPLES,
    OptionJudge,
    Outcome,
    Table,
    play_out,
)
from tutor.analysis.deal import ALONE_THRESHOLD, CALL_THRESHOLD, hand_strength
from tutor.analysis.hearing import CallingModel, CallScript, call_script
from tutor.analysis.proof import MARGIN_POINTS, Confirmation, confirm, item_fields, replay_problem
from tutor.analysis.sampling import SamplingError
from tutor.engine import (
    SUITS,
    Action,
    Call,
    Card,
    DefendAlone,
    NameTrump,
    OrderUp,
    Pass,
    Suit,
    TakeUp,
    Variant,
    is_trump,
)
from tutor.quiz.explaining import counter_note_fact, facts_json
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    ItemCheckError,
    Kind,
    Spec,
    base_item,
    require,
)
from tutor.quiz.kinds.calls import PASSING_DEAL_TRIES, PRESCREEN, SELECTION_MARGIN
from tutor.quiz.kinds.calls.basics import (
    HELD,
    UNEXPLAINED,
    _require_stored,
    engine_deal,
    item_model,
    reproof_outcome,
)
from tutor.quiz.kinds.defend_ask import defend_alone_prompt
from tutor.quiz.kinds.defend_facts import (
    COUNTER_RULES,
    DEFEND_ALONE,
    OPTIONS,
    TOGETHER,
    Defence,
    _worth_alone,
    counter_fact,
    defence_from_item,
    euchre_share,
    explanation_facts,
    lone_euchre_worth_more,
)
from tutor.quiz.kinds.lone import tally

DEFEND_ALONE_KIND = "defend-alone"
# defend-together: the partnership's euchre is worth more; lone-defence-costs is added when
# the lone defence euchres at least half as often as the partnership (its 4 points against
# 2 would make up for it), yet the hands where it falls short hand the makers more points (a
# march, a lone march), or the score caps what a euchre is worth. defend-alone: the lone
# defence is worth more, the counter-example to the set's rule.
THEMES = ("defend-together", "defend-alone", "lone-defence-costs")


def _require_modelled(variant: Variant) -> None:
    if (
        variant.players != 4
        or variant.is_bid
        or variant.defend_alone is DefendAlone.OFF
        or not variant.allow_alone
        # The explanations weigh a lone euchre as twice a partnership's (rules-spec P2).
        or variant.lone_defender_euchre_points != 2 * variant.euchre_points
        or variant.lone_euchre_points != variant.euchre_points
    ):
        raise GenerationError(
            "defend-alone items are generated for four-player Euchre where a defender may "
            "defend alone and a lone defender's euchre scores twice a partnership's "
            f"(cardgames, british), not {variant.name}"
        )


# -- what the calling tells the defender ---------------------------------------------------


def _call_holding(
    defence: Defence, seat: int, hand: Sequence[Card], round_number: int
) -> list[Card]:
    """The cards ``seat`` would call with: its hand and the turn-up where calling takes it
    (the dealer in round one, or the caller under P3)."""
    variant = defence.variant
    takes = (
        variant.round_two_pickup
        if round_number == 2
        else variant.caller_takes_upcard or seat == defence.dealer
    )
    return [*hand, defence.upcard] if takes else list(hand)


def _strength(
    defence: Defence, seat: int, hand: Sequence[Card], round_number: int, trump: Suit
) -> float:
    return hand_strength(_call_holding(defence, seat, hand, round_number), trump)


def _best_second(defence: Defence, seat: int, hand: Sequence[Card]) -> tuple[Suit, float]:
    barred = defence.upcard.suit
    options = [s for s in SUITS if s is not barred]
    best = max(options, key=lambda s: _strength(defence, seat, hand, 2, s))
    return best, _strength(defence, seat, hand, 2, best)


def _passes(defence: Defence, seat: int, hand: Sequence[Card], round_number: int) -> bool:
    """Would the calling heuristics pass ``hand`` in this round? (``tutor.analysis.calling``)"""
    if round_number == 1:
        turned = defence.upcard.suit
        return turned is None or _strength(defence, seat, hand, 1, turned) < CALL_THRESHOLD
    if seat == defence.dealer and defence.variant.stick_the_dealer:
        return False
    return _best_second(defence, seat, hand)[1] < CALL_THRESHOLD


def _makes_the_call(defence: Defence, hand: Sequence[Card]) -> bool:
    """Would the maker's heuristic call be this one: this trump, alone or not (and, for a
    round-two call, a pass in round one)?"""
    maker = defence.maker
    if defence.round == 1:
        strength = _strength(defence, maker, hand, 1, defence.trump)
    else:
        if not _passes(defence, maker, hand, 1):
            return False
        best, strength = _best_second(defence, maker, hand)
        if best is not defence.trump:
            return False
    forced = defence.round == 2 and maker == defence.dealer and defence.variant.stick_the_dealer
    if strength < CALL_THRESHOLD and not forced:
        return False
    must = (
        defence.round == 1 and maker == (defence.dealer + 2) % 4 and defence.variant.canadian_loner
    )
    return defence.alone == (must or strength >= ALONE_THRESHOLD)


def fits_the_calling(defence: Defence, table: Table) -> bool:
    """Whether a full deal agrees with what the defender saw: every pass before the call
    and the maker's call itself."""
    passed = all(
        _passes(defence, s, table.hands[s], r)
        for s, r in defence.spoke()
        if s not in (defence.seat, defence.maker)
    )
    return passed and _makes_the_call(defence, table.hands[defence.maker])


# Draws of the maker's hand for one deal before the position counts as one the calling
# (almost) never reaches, and is dropped.
MAKER_HAND_TRIES = 3000


def _hands_around(
    defence: Defence, maker_hand: list[Card], pool: list[Card], rng: random.Random
) -> list[list[Card]]:
    """The four hands once the maker's is drawn: the defender's own, the maker's, and the
    rest of the unseen ``pool`` shuffled and dealt to the other two seats."""
    size = defence.variant.hand_size
    taken = set(maker_hand)
    rest = [c for c in pool if c not in taken]
    rng.shuffle(rest)
    hands: list[list[Card]] = [[] for _ in range(4)]
    hands[defence.seat] = sorted(defence.hand)
    hands[defence.maker] = maker_hand
    others = [s for s in range(4) if s not in (defence.seat, defence.maker)]
    for index, seat in enumerate(others):
        hands[seat] = sorted(rest[index * size : (index + 1) * size])
    return hands


def _dealer(
    defence: Defence, model: CallingModel | None = None
) -> Callable[[random.Random], Table]:
    """Deals of the unseen cards where the maker calls as they did and the players before
    the call passed: uniform over those deals. The maker's hand, the rare one, is drawn
    until it makes the call; then the other hands, and a deal whose passes do not fit
    starts again from the maker's hand (rejection sampling of the whole deal, so every
    consistent deal stays equally likely). With ``model`` the calls are heard softly:
    the maker's hand is kept with probability the likelihood of its calls, the others'
    with that of their passes (``_heard_calls``), the same two stages of exact rejection
    sampling of the deals weighted by what the defender heard."""
    if model is not None:
        return _heard_dealer(defence, model)
    variant = defence.variant
    known = {*defence.hand, defence.upcard}
    pool = [c for c in variant.cards() if c not in known]
    size = variant.hand_size

    def deal(rng: random.Random) -> Table:
        for _ in range(PASSING_DEAL_TRIES):
            for _ in range(MAKER_HAND_TRIES):
                # Judged as the table holds it (sorted): the heuristics' float sums can
                # tie two suits one way round and not the other.
                maker_hand = sorted(rng.sample(pool, size))
                if _makes_the_call(defence, maker_hand):
                    break
            else:
                raise SamplingError("the maker's call fits almost no deal of the unseen cards")
            hands = _hands_around(defence, maker_hand, pool, rng)
            table = Table(variant, defence.dealer, hands, defence.upcard)
            if all(
                _passes(defence, s, hands[s], r)
                for s, r in defence.spoke()
                if s not in (defence.seat, defence.maker)
            ):
                return table
        raise SamplingError("no deal of the unseen cards fits the calling")

    return deal


def _heard_dealer(defence: Defence, model: CallingModel) -> Callable[[random.Random], Table]:
    variant = defence.variant
    known = {*defence.hand, defence.upcard}
    pool = [c for c in variant.cards() if c not in known]
    size = variant.hand_size
    others = [s for s in range(4) if s not in (defence.seat, defence.maker)]
    script = _heard_calls(defence, pool, model)

    def deal(rng: random.Random) -> Table:
        for _ in range(PASSING_DEAL_TRIES):
            for _ in range(MAKER_HAND_TRIES):
                maker_hand = sorted(rng.sample(pool, size))
                if rng.random() < script.factor(defence.maker, maker_hand, None):
                    break
            else:
                raise SamplingError("the maker's call fits almost no deal of the unseen cards")
            hands = _hands_around(defence, maker_hand, pool, rng)
            passes = math.prod(script.factor(s, hands[s], None) for s in others)
            if rng.random() < passes:
                return Table(variant, defence.dealer, hands, defence.upcard)
        raise SamplingError("no deal of the unseen cards fits the calling")

    return deal


def _heard_calls(defence: Defence, pool: Sequence[Card], model: CallingModel) -> CallScript:
    """The calls the defender heard (every pass before the call, then the maker's call),
    replayed on one arrangement of the unseen cards: their likelihood per seat depends
    on that seat's hand alone."""
    hands: list[list[Card]] = []
    rest = list(pool)
    for seat in range(4):
        if seat == defence.seat:
            hands.append(sorted(defence.hand))
        else:
            hands.append(rest[: defence.variant.hand_size])
            rest = rest[defence.variant.hand_size :]
    reference = engine_deal(Table(defence.variant, defence.dealer, hands, defence.upcard))
    calls = [Call(s, Pass()) for s, _ in defence.spoke()]
    replay = reference.copy()
    for call in calls:
        replay.push(call.action)
    made: Action | None = (
        NameTrump(defence.trump, alone=defence.alone)
        if defence.round == 2
        else next(
            (
                a
                for a in replay.legal_actions()
                if isinstance(a, OrderUp | TakeUp) and a.alone == defence.alone
            ),
            None,
        )
    )
    if made is None or made not in replay.legal_actions():
        raise SamplingError("the engine's rules do not allow the maker's call")
    calls.append(Call(defence.maker, made))
    return call_script(reference, calls, defence.seat, model)


def _play(defence: Defence) -> Callable[[Table, str], Outcome]:
    def play(table: Table, option: str) -> Outcome:
        return play_out(table, defence.contract(option == DEFEND_ALONE))

    return play


def defence_judge(
    defence: Defence, item_id: str, stream: str = "samples", model: CallingModel | None = None
) -> OptionJudge:
    # Deals under a model are other deals: remembered apart.
    key = repr(defence) if model is None else f"{defence!r}|{model.name}"
    return OptionJudge(
        item_id,
        list(OPTIONS),
        _dealer(defence, model),
        _play(defence),
        defence.seat % 2,
        scores=defence.scores,
        target=defence.variant.target,
        stream=stream,
        memory_key=key,
    )


def confirm_defence(
    defence: Defence,
    item_id: str,
    answer: str,
    *,
    samples: int | None = None,
    model: CallingModel | None = None,
) -> tuple[Confirmation[str], dict[str, dict[str, int]]]:
    """Prove ``answer`` on the confirming deals; how each option ended there for the
    makers (march, made, euchred)."""
    judge = defence_judge(defence, item_id, "confirm", model)
    proof = confirm(judge.draw, answer, samples=samples)
    makers = defence.maker % 2
    return proof, tally(judge.outcomes[: proof.samples], makers, OPTIONS)


# -- themes --------------------------------------------------------------------------------


def _themes(defence: Defence, answer: str, outcomes: Mapping[str, Mapping[str, int]]) -> list[str]:
    if answer == DEFEND_ALONE:
        return ["defend-alone"]
    if _worth_alone(defence, outcomes):
        return ["defend-together", "lone-defence-costs"]
    return ["defend-together"]


# -- generating ---------------------------------------------------------------------------

# Positions where either defence euchres on every deal (defending alone simply doubles a
# sure euchre), or where the lone defence never does, are easy; only this share of them is
# kept, so a set is not made of them.
EASY_KEPT = 0.3


def _easy(outcomes: Mapping[str, Mapping[str, int]]) -> bool:
    alone = euchre_share(outcomes, DEFEND_ALONE)
    return alone == 0.0 or all(euchre_share(outcomes, option) == 1.0 for option in OPTIONS)


# The share of positions with a score on the table. Under win by two, only scores that no
# hand can carry to the target (the points of one hand never reach a cap) are shown.
WITH_SCORE = 0.4
EARLY_SCORE = 5


def _random_defence(variant: Variant, rng: random.Random, counter: bool = False) -> Defence | None:
    dealer = rng.randrange(4)
    maker = rng.randrange(4)
    deck = list(variant.cards())
    rng.shuffle(deck)
    upcard = deck[0]
    if upcard.suit is None:  # the Benny turned: the dealer names trump blind (E2)
        return None
    round_number = 1 if rng.random() < 0.6 else 2
    trump = upcard.suit
    if round_number == 2:
        trump = rng.choice([s for s in SUITS if s is not upcard.suit])
    must = round_number == 1 and maker == (dealer + 2) % 4 and variant.canadian_loner
    if variant.defend_alone is DefendAlone.VS_LONER_ONLY:
        alone = True
    else:
        alone = must or rng.random() < 0.35
    # The defender holds two to four trumps: the hands where defending alone is a question.
    tops = [c for c in deck[1:] if is_trump(c, trump)]
    take = rng.randint(2, 4)
    rest = [c for c in deck[1:] if c not in tops[:take]]
    hand = sorted(tops[:take] + rest[: 5 - take])
    scores = None
    capped = not counter and not variant.win_by_two and rng.random() < 0.25
    if capped or rng.random() < WITH_SCORE:
        top = EARLY_SCORE if variant.win_by_two else variant.target - 1
        scores = [rng.randint(0, top), rng.randint(0, top)]
        if capped:
            # Two points win the game: a 4-point euchre is worth no more than a 2-point one.
            scores[(maker + 1) % 2] = rng.randint(variant.target - 2, variant.target - 1)
    defence = Defence(variant, dealer, maker, alone, hand, upcard, round_number, trump, scores)
    return defence if _plausible(defence) else None


def _plausible(defence: Defence) -> bool:
    """The defender's own passes fit the calling heuristics, the defender did not take the
    turn-up (a dealer who picked up would first have discarded), and the maker's call is
    one the rules allow."""
    if defence.taker == defence.seat:
        return False
    if defence.variant.defend_alone is DefendAlone.VS_LONER_ONLY and not defence.alone:
        return False
    spoke = [(s, r) for s, r in defence.spoke() if s == defence.seat]
    return all(_passes(defence, s, defence.hand, r) for s, r in spoke)


def generate_defend_alone(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    _require_modelled(variant)
    counter = theme is not None and spec.is_theme_counter(number)
    defence = _random_defence(variant, rng, counter)
    if defence is None:
        return None
    item_id = spec.item_id(number)
    # The set's rule is the partnership; its counter-examples are lone defences.
    wanted = {"defend-together": TOGETHER, "lone-defence-costs": TOGETHER}.get(theme or "")
    if counter or theme == "defend-alone":
        wanted = DEFEND_ALONE
    try:
        judge = defence_judge(defence, item_id)
        glance = judge.extend(PRESCREEN)
        if glance.margin < MARGIN_POINTS or (wanted is not None and glance.best != wanted):
            return None
        judgement = judge.extend(SAMPLES)
        answer = judgement.best
        selection = tally(judge.outcomes, defence.maker % 2, OPTIONS)
        if _easy(selection) and rng.random() >= EASY_KEPT:
            return None
        if judgement.margin < SELECTION_MARGIN or (wanted is not None and answer != wanted):
            return None
        proof, outcomes = confirm_defence(defence, item_id, answer)
    except SamplingError:
        return None
    if not proof.proven:
        return None
    themes = _themes(defence, answer, outcomes)
    if theme is not None and not counter and theme not in themes:
        return None
    if counter and themes != ["defend-alone"]:
        return None
    item = base_item(spec, number)
    item.update(_fields(defence))
    item.update(
        {
            "choices": list(OPTIONS),
            "answer": [answer],
            "themes": themes,
            # rules-spec §4 has no principle for defending alone: the answer rests on the
            # scoring rule (E6) and the proof, which the explanation quotes.
            "principle": None,
            **item_fields(proof),
            "lone_outcomes": outcomes,
        }
    )
    if counter and theme is not None:
        item["counter_example"] = True
        item["counter_theme"] = theme
    said = explanation_facts(item)
    note = counter_fact(item, theme) if counter and theme is not None else None
    item["explanation_facts"] = facts_json(said if note is None else [note, *said])
    # The question is facts too (words: tutor.web.explanation.ask_calls).
    item["prompt_facts"] = facts_json(defend_alone_prompt(item))
    return item


def _fields(defence: Defence) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "trump": defence.trump.code,
        "no_trump": None,
        "dealer": defence.dealer,
        "maker": defence.maker,
        "alone": defence.alone,
        "seat": defence.seat,
        "upcard": defence.upcard.code,
        "upcard_taken": defence.taker is not None,
        "history": [],
        "trick": [],
        "hand": [c.code for c in sorted(defence.hand)],
        "round": defence.round,
    }
    if defence.scores is not None:
        fields["scores"] = list(defence.scores)
        fields["target"] = defence.variant.target
    return fields


# -- checking -------------------------------------------------------------------------------


def check_defend_alone(item: Mapping[str, Any], *, prove: bool = True) -> None:
    defence = defence_from_item(item)
    variant = defence.variant
    _require_modelled(variant)
    cards = [*defence.hand, defence.upcard]
    require(len(set(cards)) == len(cards), item, "a card appears twice")
    require(all(c in variant.cards() for c in cards), item, "a card is not in the pack")
    require(len(defence.hand) == variant.hand_size, item, "a full hand")
    require(defence.round in (1, 2), item, "round one or two")
    require(defence.upcard.suit is not None, item, "the Benny turned up is called blind (E2)")
    if defence.round == 1:
        require(defence.trump is defence.upcard.suit, item, "round one makes the turn-up trump")
    else:
        require(defence.trump is not defence.upcard.suit, item, "the turned-down suit is barred")
    require(
        int(item["seat"]) == defence.seat, item, "the defender asked first sits on the maker's left"
    )
    require(
        bool(item["upcard_taken"]) == (defence.taker is not None),
        item,
        "who took the turn-up",
    )
    must = defence.round == 1 and defence.maker == (defence.dealer + 2) % 4
    if must and variant.canadian_loner:
        require(defence.alone, item, "the dealer's partner who orders up plays alone (E4)")
    require(_plausible(defence), item, "a position the calling cannot reach")
    require(sorted(item["choices"]) == sorted(OPTIONS), item, "choices: alone, with partner")
    _require_stored(item)
    outcomes = item.get("lone_outcomes")
    if not isinstance(outcomes, Mapping) or sorted(outcomes) != sorted(OPTIONS):
        raise ItemCheckError(str(item["id"]), "lone_outcomes missing")
    require(
        all(sum(outcomes[o].values()) == int(item["samples"]) for o in OPTIONS),
        item,
        "lone_outcomes do not count the confirming deals",
    )
    answer = str(item["answer"][0])
    themes = _themes(defence, answer, outcomes)
    require(list(item["themes"]) == themes, item, f"themes: {themes}")
    _require_counter(item, themes)
    require(item.get("principle", "") is None, item, "no §4 principle covers defending alone")
    if prove:
        # Replayed under the reading it was proven under (``calling_model``; none: the cut).
        proof, counted = confirm_defence(
            defence, str(item["id"]), answer, samples=int(item["samples"]), model=item_model(item)
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")
        require(counted == outcomes, item, "lone_outcomes differ from the confirming deals")


def _require_counter(item: Mapping[str, Any], themes: Sequence[str]) -> None:
    """A counter-example is a position where the rule (defend with your partner) gives
    way: the lone defence is proven worth more, and its note says so."""
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if countered is None:
        return
    theme = str(countered)
    require(theme in COUNTER_RULES, item, f"unknown counter-example {countered}")
    require(list(themes) == ["defend-alone"], item, "a counter-example is a lone defence")
    note = lone_euchre_worth_more(item)
    require(counter_note_fact(item) == note, item, "the note")


def audit_defend_alone(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    # The calls read as the item's proof read them (``calling_model``).
    defence = defence_from_item(item)
    judge = defence_judge(defence, str(item["id"]), "audit", item_model(item))
    return judge.extend(deals).evaluation


DEFEND_ALONE_DEF = Kind(
    DEFEND_ALONE_KIND,
    THEMES,
    generate_defend_alone,
    check_defend_alone,
    engine_judged=True,
    audit=audit_defend_alone,
    facts=explanation_facts,
    counter_fact=counter_fact,
    prompt=defend_alone_prompt,
    labels_in_catalogue=True,
)


# A re-proof that holds but counts the makers' outcomes so that the stored themes no
# longer fit them: the item is left as it is.
RETHEMED = "rethemed"


def reprove_defend_alone(
    item: Mapping[str, Any], model: CallingModel
) -> tuple[str, dict[str, Any] | None]:
    """Prove a stored defence afresh (the banks' proof rule) with the calls heard under
    ``model``; the outcome and, where it holds with the same themes, the item with the new
    proof, its ``lone_outcomes`` and ``calling_model`` (facts rewritten: ``quizzes facts``)."""
    defence = defence_from_item(item)
    answer = str(item["answer"][0])
    try:
        proof, outcomes = confirm_defence(defence, str(item["id"]), answer, model=model)
    except SamplingError:
        return UNEXPLAINED, None
    outcome = reproof_outcome(proof)
    if outcome != HELD:
        return outcome, None
    if _themes(defence, answer, outcomes) != list(item["themes"]):
        return RETHEMED, None
    heard = {**item, **item_fields(proof), "lone_outcomes": outcomes}
    return HELD, {**heard, "calling_model": model.name}
