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
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import (
    SAMPLES,
    CallJudgement,
    Contract,
    OptionJudge,
    Outcome,
    Table,
    play_out,
)
from tutor.analysis.deal import ALONE_THRESHOLD, CALL_THRESHOLD, hand_strength
from tutor.analysis.hearing import CallingModel, CallScript, call_script
from tutor.analysis.position import item_variant
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
    card_power,
    is_trump,
    parse_card,
)
from tutor.quiz.explaining import (
    ExplanationFact,
    counter_note_fact,
    explanation_fact,
    facts_json,
)
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
from tutor.quiz.kinds.lone import tally
from tutor.quiz.words import (
    made_points,
)

DEFEND_ALONE_KIND = "defend-alone"
DEFEND_ALONE = "defend-alone"
TOGETHER = "defend-together"
OPTIONS = (DEFEND_ALONE, TOGETHER)
# defend-together: the partnership's euchre is worth more; lone-defence-costs is added when
# the lone defence euchres at least half as often as the partnership (its 4 points against
# 2 would make up for it), yet the hands where it falls short hand the makers more points (a
# march, a lone march), or the score caps what a euchre is worth. defend-alone: the lone
# defence is worth more, the counter-example to the set's rule.
THEMES = ("defend-together", "defend-alone", "lone-defence-costs")
# Rules-spec §4 states no advice on defending alone, so the set's default is what its deals
# measured, and a counter-example's note says so, never calling it "the usual advice".
COUNTER_RULES = ("defend-together",)


@dataclass(frozen=True)
class Defence:
    """``maker`` has made ``trump`` (alone or not) in round one or two; the defender
    ``seat``, on the maker's left, is the first to be offered to defend alone."""

    variant: Variant
    dealer: int
    maker: int
    alone: bool  # the maker plays alone
    hand: list[Card]  # the defender's five cards
    upcard: Card
    round: int
    trump: Suit
    scores: list[int] | None = None

    @property
    def seat(self) -> int:
        return (self.maker + 1) % 4

    @property
    def taker(self) -> int | None:
        """Who took the turn-up into a hand: the caller where the caller takes it (P3, and
        in round two where the turned-down card is picked up), else the dealer in round one
        unless he sits out behind his lone partner (E4: the card is dead); nobody after it
        is turned down."""
        variant = self.variant
        if self.round == 2:
            return self.maker if variant.round_two_pickup else None
        if variant.caller_takes_upcard:
            return self.maker
        if self.alone and self.maker == (self.dealer + 2) % 4:
            return None
        return self.dealer

    def order(self) -> list[int]:
        return [(self.dealer + i) % 4 for i in range(1, 5)]

    def spoke(self) -> list[tuple[int, int]]:
        """(seat, round) of every pass before the call, in order."""
        order = self.order()
        if self.round == 1:
            return [(s, 1) for s in order[: order.index(self.maker)]]
        return [(s, 1) for s in order] + [(s, 2) for s in order[: order.index(self.maker)]]

    def contract(self, lone_defender: bool) -> Contract:
        taker = self.taker
        return Contract(
            self.trump,
            self.maker,
            self.alone,
            taken=taker is not None,
            taker=taker,
            lone_defender=self.seat if lone_defender else None,
        )


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
    others = [s for s in range(4) if s not in (defence.seat, defence.maker)]

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
            taken = set(maker_hand)
            rest = [c for c in pool if c not in taken]
            rng.shuffle(rest)
            hands: list[list[Card]] = [[] for _ in range(4)]
            hands[defence.seat] = sorted(defence.hand)
            hands[defence.maker] = maker_hand
            for index, seat in enumerate(others):
                hands[seat] = sorted(rest[index * size : (index + 1) * size])
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
            taken = set(maker_hand)
            rest = [c for c in pool if c not in taken]
            rng.shuffle(rest)
            hands: list[list[Card]] = [[] for _ in range(4)]
            hands[defence.seat] = sorted(defence.hand)
            hands[defence.maker] = maker_hand
            for index, seat in enumerate(others):
                hands[seat] = sorted(rest[index * size : (index + 1) * size])
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


def euchre_share(outcomes: Mapping[str, Mapping[str, int]], option: str) -> float:
    """The share of deals on which the makers were euchred under ``option``."""
    counts = outcomes[option]
    return counts["euchred"] / max(1, sum(counts.values()))


def _euchre_points(defence: Defence) -> tuple[int, int]:
    """What a euchre scores: defending alone, and defending together (P2, E6)."""
    v = defence.variant
    return v.lone_defender_euchre_points, v.lone_euchre_points if defence.alone else v.euchre_points


def _worth_alone(defence: Defence, outcomes: Mapping[str, Mapping[str, int]]) -> bool:
    """The set's rule holds: the lone defence's euchres, at 4 points, add up to at least
    the partnership's at 2 (alone euchres at least half as often)."""
    lone, pair = _euchre_points(defence)
    alone = lone * euchre_share(outcomes, DEFEND_ALONE)
    return alone > 0 and alone >= pair * euchre_share(outcomes, TOGETHER)


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


def defence_from_item(item: Mapping[str, Any]) -> Defence:
    scores = item.get("scores")
    return Defence(
        item_variant(item),
        int(item["dealer"]),
        int(item["maker"]),
        bool(item["alone"]),
        [parse_card(str(c)) for c in item["hand"]],
        parse_card(str(item["upcard"])),
        int(item["round"]),
        Suit.parse(str(item["trump"])),
        None if scores is None else [int(s) for s in scores],
    )


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


def _maker_points(
    defence: Defence, outcomes: Mapping[str, Mapping[str, int]], option: str
) -> float:
    """The makers' average points per deal under ``option``: 1 for three or four tricks,
    the march's points for five."""
    v = defence.variant
    march = v.lone_march_points if defence.alone else v.march_points
    counts = outcomes[option]
    return (counts["made"] + march * counts["march"]) / max(1, sum(counts.values()))


def euchre_wins_game(defence: Defence, points: int) -> bool:
    """A euchre worth ``points`` ends the game for the defenders at the item's score (at or
    past the target, two clear where the game is won by two)."""
    if defence.scores is None:
        return False
    ours, theirs = defence.scores[defence.seat % 2], defence.scores[1 - defence.seat % 2]
    reached = ours + points >= defence.variant.target
    return reached and (not defence.variant.win_by_two or ours + points - theirs >= 2)


def _less_than_half(outcomes: Mapping[str, Mapping[str, int]]) -> bool:
    """The lone defence euchres less than half as often as the partnership (counts)."""
    return 2 * outcomes[DEFEND_ALONE]["euchred"] < outcomes[TOGETHER]["euchred"]


# -- explanation facts ------------------------------------------------------------------------
# What the explanation says, from the position and the stored counts alone (words:
# tutor.web.explanation.defend). Each fact's check makes the fact again and compares.


def _outcomes_of(item: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    return {o: {r: int(n) for r, n in item["lone_outcomes"][o].items()} for o in OPTIONS}


@explanation_fact("lone-euchre-worth-more", counter_note=True)
@dataclass(frozen=True)
class LoneEuchreWorthMore:
    """A counter-example's note: defending alone, a euchre scores ``alone`` points instead of
    ``together`` (the scoring rule, E6, in the variant's points), and the deals show that
    worth more than the partner's help. No rule of play is claimed."""

    alone: int
    together: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lone_euchre_worth_more(item)
        return None if actual == self else f"the note is {actual}"


def lone_euchre_worth_more(item: Mapping[str, Any]) -> LoneEuchreWorthMore | None:
    if [str(a) for a in item["answer"]] != [DEFEND_ALONE]:
        return None
    variant = item_variant(item)
    return LoneEuchreWorthMore(variant.lone_defender_euchre_points, variant.euchre_points)


def counter_fact(item: Mapping[str, Any], rule: str) -> LoneEuchreWorthMore | None:
    """The note of a lone defence proven worth more, a counter-example to ``rule``."""
    return lone_euchre_worth_more(item) if rule in COUNTER_RULES else None


@explanation_fact("defender-trumps", position=True)
@dataclass(frozen=True)
class DefenderTrumps:
    """``trump`` was made (by a lone maker when ``alone``); the defender holds ``trumps``,
    highest first."""

    trump: str
    alone: bool
    trumps: tuple[str, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = defender_trumps(item)
        return None if actual == self else f"the hand holds {actual}"


def defender_trumps(item: Mapping[str, Any]) -> DefenderTrumps:
    defence = defence_from_item(item)
    trump = defence.trump
    held = sorted(
        (c for c in defence.hand if is_trump(c, trump)), key=lambda c: -card_power(c, trump, trump)
    )
    return DefenderTrumps(trump.code, defence.alone, tuple(c.code for c in held))


@explanation_fact("lone-defence-scoring")
@dataclass(frozen=True)
class LoneDefenceScoring:
    """What the hand scores: ``lone`` for a lone defender's three tricks; else the makers'
    ``made`` for ``made_from`` to ``made_to`` tricks and ``march`` for a march; ``pair`` for
    a partnership euchre (the variant's own scoring, issue 10)."""

    lone: int
    made: int
    made_from: int
    made_to: int
    march: int
    pair: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = lone_defence_scoring(item)
        return None if actual == self else f"the variant scores {actual}"


def lone_defence_scoring(item: Mapping[str, Any]) -> LoneDefenceScoring:
    defence = defence_from_item(item)
    v = defence.variant
    pair = v.lone_euchre_points if defence.alone else v.euchre_points
    march = v.lone_march_points if defence.alone else v.march_points
    made = made_points(v, alone=defence.alone)
    return LoneDefenceScoring(
        v.lone_defender_euchre_points, made, v.tricks_to_make, v.hand_size - 1, march, pair
    )


@explanation_fact("defence-outcomes")
@dataclass(frozen=True)
class DefenceOutcomes:
    """On ``samples`` confirming deals: how often each defence took three tricks (alone) or
    euchred the makers (together), and how often the makers marched."""

    samples: int
    alone_euchred: int
    alone_march: int
    pair_euchred: int
    pair_march: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = defence_outcomes(item)
        return None if actual == self else f"the stored counts are {actual}"


def defence_outcomes(item: Mapping[str, Any]) -> DefenceOutcomes:
    outcomes = _outcomes_of(item)
    alone, pair = outcomes[DEFEND_ALONE], outcomes[TOGETHER]
    return DefenceOutcomes(
        int(item["samples"]), alone["euchred"], alone["march"], pair["euchred"], pair["march"]
    )


@explanation_fact("points-needed")
@dataclass(frozen=True)
class PointsNeeded:
    """At a score where one hand can end the game, your side needs ``ours`` and the makers
    ``theirs``: points beyond that count for nothing (``team_value`` caps them)."""

    ours: int
    theirs: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = points_needed(defence_from_item(item))
        return None if actual == self else f"the score says {actual}"


def points_needed(defence: Defence) -> PointsNeeded | None:
    if defence.scores is None:
        return None
    target = defence.variant.target
    ours, theirs = defence.scores[defence.seat % 2], defence.scores[1 - defence.seat % 2]
    need_ours, need_theirs = target - ours, target - theirs
    biggest = max(defence.variant.lone_defender_euchre_points, defence.variant.lone_march_points)
    if min(need_ours, need_theirs) >= biggest:
        return None
    return PointsNeeded(need_ours, need_theirs)


# The verdict's cases: "any-euchre-wins" (any euchre ends the game: only how often counts),
# "alone-worth-more", "march-decides" (euchres rare either way, the lone defence lets the
# makers march), "alone-never" (no deal gave the lone defence its points), "alone-rarer"
# (the lone euchres, ``often`` times rarer, are worth less), "falls-short" (the lone
# euchres are worth as much, but the makers score more where it falls short).
VERDICTS = (
    "any-euchre-wins",
    "alone-worth-more",
    "march-decides",
    "alone-never",
    "alone-rarer",
    "falls-short",
)


@explanation_fact("defence-verdict")
@dataclass(frozen=True)
class DefenceVerdict:
    """Why ``answer`` is worth more, by ``case`` (see VERDICTS), with a lone euchre worth
    ``lone`` and a partnership one ``pair``. ``lone_wins_game``: at this score a lone euchre
    wins the game and a partnership one does not. ``often``: the largest n up to 10 with n
    times the lone euchres short of the partnership's (1: not even twice). ``march_too``: the
    lone defence also lets the makers march on at least a twentieth more of the deals.
    ``alone_cost``/``pair_cost``: the makers' average points a hand (falls-short only).
    ``capped``: the score caps what a euchre is worth."""

    case: str
    answer: str
    lone: int
    pair: int
    lone_wins_game: bool
    often: int
    march_too: bool
    alone_cost: float
    pair_cost: float
    capped: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = defence_verdict(item)
        return None if actual == self else f"the counts say {actual}"


def how_often(outcomes: Mapping[str, Mapping[str, int]]) -> int:
    """How the lone defence's euchres compare with the partnership's, from the counts
    (review 6: "less than half as often" for 5% against 60%): the largest n up to 10 with n
    times the lone euchres still short of the partnership's; 1 where not even twice."""
    lone, pair = outcomes[DEFEND_ALONE]["euchred"], outcomes[TOGETHER]["euchred"]
    n = min(10, -(-pair // lone) - 1) if lone else 10
    return max(1, n)


def defence_verdict(item: Mapping[str, Any]) -> DefenceVerdict:
    defence = defence_from_item(item)
    outcomes = _outcomes_of(item)
    answer = str(item["answer"][0])
    lone, pair = _euchre_points(defence)
    total = sum(outcomes[DEFEND_ALONE].values())
    alone_euchred, pair_euchred = outcomes[DEFEND_ALONE]["euchred"], outcomes[TOGETHER]["euchred"]
    march_alone, march_pair = outcomes[DEFEND_ALONE]["march"], outcomes[TOGETHER]["march"]
    ends = euchre_wins_game(defence, lone) and not euchre_wins_game(defence, pair)
    capped = points_needed(defence) is not None

    def verdict(case: str, **rest: Any) -> DefenceVerdict:
        fields: dict[str, Any] = {
            "often": 0,
            "march_too": False,
            "alone_cost": 0.0,
            "pair_cost": 0.0,
            "capped": False,
        }
        fields.update(rest)
        return DefenceVerdict(case, answer, lone, pair, ends, **fields)

    if euchre_wins_game(defence, pair) and (answer == TOGETHER) != (alone_euchred > pair_euchred):
        # Any euchre ends the game: 4 points are worth no more than 2, only how often counts.
        return verdict("any-euchre-wins")
    if answer == DEFEND_ALONE:
        return verdict("alone-worth-more")
    if not _worth_alone(defence, outcomes):
        rare = 20 * max(alone_euchred, pair_euchred) < total
        if march_alone > march_pair and (rare or not _less_than_half(outcomes)):
            return verdict("march-decides")
        # A further reason only when it is one: a few deals' difference is none.
        march_too = 20 * (march_alone - march_pair) >= total
        if alone_euchred == 0:
            return verdict("alone-never", march_too=march_too)
        return verdict("alone-rarer", often=how_often(outcomes), march_too=march_too)
    return verdict(
        "falls-short",
        alone_cost=_maker_points(defence, outcomes, DEFEND_ALONE),
        pair_cost=_maker_points(defence, outcomes, TOGETHER),
        capped=capped,
    )


@explanation_fact("defence-values")
@dataclass(frozen=True)
class DefenceValues:
    """The expected points of each option, best first (``capped``: at a score that caps
    them), and the ``best`` option."""

    values: tuple[tuple[str, float], ...]
    best: str
    capped: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = defence_values(item)
        return None if actual == self else f"the evaluation says {actual}"


def defence_values(item: Mapping[str, Any]) -> DefenceValues:
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    capped = points_needed(defence_from_item(item)) is not None
    return DefenceValues(tuple(judgement.ranked()), judgement.best, capped)


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored defend-alone item says, from its position, counts
    and evaluation (nothing played out)."""
    said: list[ExplanationFact] = [
        defender_trumps(item),
        lone_defence_scoring(item),
        defence_outcomes(item),
    ]
    needed = points_needed(defence_from_item(item))
    if needed is not None:
        said.append(needed)
    said.extend([defence_verdict(item), defence_values(item)])
    return said


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
