"""Building banks: generate a set's items deterministically, and re-prove committed ones.

Item ``n`` of a spec is drawn from a random generator fixed by its id and an attempt
number, so the same arguments always give the same items. A candidate the kind rejects,
or one that repeats an earlier position of the set, is simply retried.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence, Set
from typing import Any

from tutor.analysis.bidding import Call, partner_equalled
from tutor.analysis.position import Position, position_fields, view_from_item
from tutor.analysis.sampling import item_rng
from tutor.engine import parse_card
from tutor.quiz import principles
from tutor.quiz.bank import ANSWER_MODES, QuizSet, write_bank
from tutor.quiz.difficulty import CALIBRATION_FILE, Calibration, load_calibration, rate
from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds import KINDS, Item, ItemCheckError, Kind, Spec
from tutor.quiz.kinds.base import GenerationError
from tutor.quiz.sequence import item_steps, spread

MAX_ATTEMPTS = 5000
# A counter-example is looked for this many times before the item becomes a plain one.
COUNTER_ATTEMPTS = 300

# Fields that make two items "the same question" (a repeat is retried).
POSITION_FIELDS = (
    "variant",
    "trump",
    "no_trump",
    "history",
    "trick",
    "hand",
    "upcard",
    "dealer",
    "seat",
    "maker",
    "alone",
    "maker_tricks",
    "card",
    "scores",
    "bid",
    "ask",
    "defender_alone",
    "question",
    "tricks_won",
    "ask_side",
    "bids",
)


def spec_for(quiz_set: QuizSet) -> Spec:
    return Spec(
        kind=quiz_set.kind,
        variant=quiz_set.variant,
        seed=quiz_set.seed,
        themes=quiz_set.themes,
        difficulty=quiz_set.difficulty,
        options=dict(quiz_set.options),
        rules_options=dict(quiz_set.rules_options),
        rule=quiz_set.rule,
    )


# A hand or a set of offered cards is the same question in any order: the learner sees the
# cards, not the order they were dealt or shuffled into.
UNORDERED_FIELDS = frozenset({"hand", "choices"})
# A hand that differs only in the game score is a near-twin: the same question unless the
# score changes the answer. (Where no hand is shown, the score is the question itself.)
SCORE_FIELDS = frozenset({"scores"})


def position_key(item: Mapping[str, Any]) -> str:
    """Two items with the same key ask the learner the same question (a repeat is retried).

    Unordered card lists are compared as sets, and a position that differs only in the score
    repeats another unless its answer differs too.
    """
    twin = bool(item.get("hand"))
    fields: list[Any] = []
    for name in (*POSITION_FIELDS, "choices"):
        value = item.get(name)
        if twin and name in SCORE_FIELDS:
            continue
        if name in UNORDERED_FIELDS and isinstance(value, list):
            value = sorted(str(v) for v in value)
        fields.append(value)
    if twin and any(item.get(name) is not None for name in SCORE_FIELDS):
        fields.append(sorted(str(a) for a in item.get("answer") or []))
    return json.dumps(fields, sort_keys=True)


def generate_items(
    spec: Spec,
    count: int,
    *,
    progress: Callable[[int], None] | None = None,
    calibration: Calibration | None = None,
) -> list[Item]:
    """``count`` items of ``spec``, numbered from 1, ordered easy to hard without runs to
    learn (``tutor.quiz.sequence``); deterministic.

    Each item's ``difficulty`` is measured from the item itself and, once learners have
    answered it often enough, from their first-try accuracy (``quizzes/calibration.json``).
    """
    if calibration is None:
        calibration = load_calibration()
    items = list(iter_items(spec, count, progress=progress))
    if ANSWER_MODES.get(spec.kind, "single") == "single":
        balance_choices(items)
    return in_serving_order(items, ANSWER_MODES.get(spec.kind, "single"), calibration)


def in_serving_order(
    items: list[Item], answer_mode: str, calibration: Calibration | None
) -> list[Item]:
    """The items rated (``difficulty``: measured, then calibrated) and in the order a
    bank serves them: easy to hard without runs to learn (``tutor.quiz.sequence``)."""
    for item in items:
        item["difficulty"] = rate(item, calibration)
    return [items[i] for i in spread(item_steps(items, answer_mode))]


def set_calibration(quiz_set: QuizSet) -> Calibration | None:
    """The first-try accuracy stored beside the set's definition, if it has a folder."""
    if quiz_set.source is None:
        return None
    return load_calibration(quiz_set.source.parent / CALIBRATION_FILE)


def _is_card(value: str) -> bool:
    try:
        parse_card(value)
    except ValueError:
        return False
    return True


def _is_number(value: str) -> bool:
    return value.lstrip("-").isdigit()


def named_choices(choices: Sequence[Any]) -> bool:
    """Choices whose order carries nothing (order up / pass, suits, teams…): cards keep
    the order they lie in (play order, or the hand as it is held), numbers their numeric
    order, and an auction's calls are pass, then the bids from low to high."""
    names = [str(c) for c in choices]
    if all(_is_card(c) for c in names) or all(_is_number(c) for c in names):
        return False
    return not (names[0] == "pass" and all(_is_number(c) for c in names[1:]))


def shuffle_choices(item: Item) -> None:
    """Shuffle named choices by the item id (``balance_choices`` then evens out the set)."""
    choices = [str(c) for c in item["choices"]]
    if not named_choices(choices):
        return
    rng = item_rng(str(item["id"]), "choices")
    rng.shuffle(choices)
    item["choices"] = choices


def balance_choices(items: Sequence[Item]) -> None:
    """Even out the buttons over a set: items shuffled one by one still leave one button
    right more often by chance (70% on the first of two in a 20-item set). In bank order,
    each item with named choices is rotated so its answer lies on the button, among items
    with as many choices, that has been right least often so far (ties drawn by the item
    id). Every position then ends within one of its fair share (``design_problems``)."""
    used: Counter[tuple[int, int]] = Counter()
    for item in items:
        choices = [str(c) for c in item["choices"]]
        answer = [str(a) for a in item.get("answer") or ()]
        if len(answer) != 1 or answer[0] not in choices or not named_choices(choices):
            continue
        size = len(choices)
        least = min(used[(size, p)] for p in range(size))
        free = [p for p in range(size) if used[(size, p)] == least]
        target = item_rng(str(item["id"]), "balance").choice(free)
        shift = (target - choices.index(answer[0])) % size
        item["choices"] = choices[size - shift :] + choices[: size - shift]
        used[(size, target)] += 1


def _counter_example(kind: Kind, spec: Spec, item: Item) -> bool:
    """Mark ``item`` as a counter-example to the set's rule with its own note; False when
    it does not make one (the rule applies after all)."""
    rule = spec.rule
    if rule is None or rule in item.get("themes", []):
        return False
    # The note is the first of the item's facts (a kind without facts makes no rule
    # counter-examples: ``_kind`` refuses its set).
    if kind.facts is None or kind.counter_fact is None or kind.counter_fact(item, rule) is None:
        return False
    item["counter_example"] = True
    item["explanation_facts"] = explanation_facts_of(kind, item, rule)
    return True


def explanation_facts_of(kind: Kind, item: Mapping[str, Any], rule: str | None) -> list[Any]:
    """The stored form of what a converted kind's item explains, from its position and
    stored data alone: a counter-example's note first (``rule`` is its set's rule)."""
    if kind.facts is None:
        raise ItemCheckError(str(item.get("id")), f"{kind.name} items store prose")
    facts = kind.facts(item)
    # A kind with no separate note fact (best-play) makes a counter-example's note among
    # its own facts.
    if item.get("counter_example") and kind.counter_fact is not None:
        # An engine-judged kind's counter-example names the theme it counters itself.
        theme = item.get("counter_theme")
        rule = str(theme) if theme is not None else rule
        note = None if rule is None or kind.counter_fact is None else kind.counter_fact(item, rule)
        if note is None:
            raise ItemCheckError(str(item.get("id")), f"the rule {rule!r} decides this item")
        facts = [note, *facts]
    return facts_json(facts)


def with_question_facts(kind: Kind, item: Item) -> Item:
    """``item`` (changed in place) storing its question as facts where its kind makes them:
    ``prompt_facts`` in place of the ``prompt`` prose, and no ``choice_labels`` where the
    kind's labels come from the catalogue."""
    if kind.prompt is not None:
        item["prompt_facts"] = facts_json(kind.prompt(item))
        item.pop("prompt", None)
    if kind.labels_in_catalogue:
        item.pop("choice_labels", None)
    return item


def iter_items(
    spec: Spec, count: int, *, progress: Callable[[int], None] | None = None
) -> Iterator[Item]:
    kind = _kind(spec)
    seen: set[str] = set()
    for number in range(1, count + 1):
        item = generate_item(kind, spec, number, seen)
        seen.add(position_key(item))
        if progress is not None:
            progress(1)
        yield item


def _kind(spec: Spec) -> Kind:
    kind = KINDS.get(spec.kind)
    if kind is None:
        raise GenerationError(f"unknown quiz kind {spec.kind!r}: one of {', '.join(KINDS)}")
    if spec.rule is not None and kind.counter_fact is None:
        # Items 3, 6, 9 of every ten would wait for counter-examples the kind never makes.
        raise GenerationError(
            f"{spec.kind} makes no rule counter-examples: drop `rule = {spec.rule!r}` and ask "
            "for theme counter-examples (counter_share or counter_every in [options])"
        )
    return kind


# A further test a new item must pass (``generate_item``): the item to keep (it may add to
# it, such as a second proof), or None to try the next attempt.
Accept = Callable[[Item], Item | None]


def attempts(spec: Spec, number: int) -> Iterator[tuple[Spec, str | None, random.Random]]:
    """Item ``number``'s attempts in order: the spec and theme each is generated under, and
    its own random stream (fixed by the item id and the attempt)."""
    theme = spec.theme_for(number)
    item_id = spec.item_id(number)
    # Rare counter-examples (a documented exception) may ask for a longer search, which
    # does not eat into the attempts left for a plain item.
    counter_attempts = int(spec.options.get("counter_attempts") or COUNTER_ATTEMPTS)
    limit = MAX_ATTEMPTS + max(0, counter_attempts - COUNTER_ATTEMPTS)
    counter = spec.is_counter(number)
    for attempt in range(limit):
        # A set's rule (rules kinds) or its themes (engine-judged kinds) may ask for
        # counter-examples; a theme counter-example not found in time becomes plain.
        wanted = spec if attempt < counter_attempts else spec.without_counters()
        yield wanted, None if counter else theme, item_rng(item_id, f"generate/{attempt}")


def dealt_position(
    spec: Spec,
    item: Mapping[str, Any],
    deal: Callable[[Spec, int, str | None, random.Random], Position],
) -> Position | None:
    """The position, every hand dealt, that a committed generated item was drawn as: its
    attempts replayed with ``deal`` (the kind's first step, as ``best_play.dealt_position``)
    until one deals the item's hand and tricks; None when none does (the generator has
    changed since the item was made)."""
    number = int(str(item["id"]).rsplit("/", 1)[1])
    seat = int(item["seat"])
    wanted = position_key({**item, "choices": None})
    for attempted, asked, rng in attempts(spec, number):
        position = deal(attempted, number, asked, rng)
        if position.to_act() != seat:
            continue
        drawn = {**item, **position_fields(position, seat), "choices": None}
        if position_key(drawn) == wanted:
            return position
    return None


def generate_item(
    kind: Kind, spec: Spec, number: int, seen: Set[str], accept: Accept | None = None
) -> Item:
    """Item ``number`` of ``spec``: the first attempt (each with its own random stream,
    fixed by the item id) that makes an item whose position is not in ``seen`` and that
    ``accept`` keeps (as it returns it)."""
    theme = spec.theme_for(number)
    item_id = spec.item_id(number)
    counter = spec.is_counter(number)
    tries = 0
    for wanted, asked, rng in attempts(spec, number):
        tries += 1
        item = kind.generate(wanted, number, asked, rng)
        if item is None:
            continue
        if counter and not _counter_example(kind, spec, item):
            continue
        shuffle_choices(item)
        if position_key(item) in seen:
            continue
        if kind.facts is not None and "explanation_facts" not in item:
            # A kind whose generator leaves the words to the build (best-play): the bank
            # stores the facts made from the position; one whose explanation is not all
            # facts yet is not used.
            try:
                item["explanation_facts"] = explanation_facts_of(kind, item, spec.rule)
            except ItemCheckError:
                continue
        if accept is not None:
            kept = accept(item)
            if kept is None:
                continue
            item = kept
        with_question_facts(kind, item)
        return item
    raise GenerationError(f"{item_id}: no item with theme {theme!r} after {tries} tries")


def regenerate_items(
    quiz_set: QuizSet,
    numbers: Sequence[int],
    *,
    progress: Callable[[int], None] | None = None,
    accept: Accept | None = None,
) -> list[Item]:
    """The set's bank with items ``numbers`` generated afresh and the rest as they are,
    in serving order: for a change that reaches only some items (a set's counter slots),
    without solving the others again. Each new item is what a whole build makes for its
    number, but for a position already in the bank (and, with ``accept``, the first such
    item it keeps)."""
    spec = spec_for(quiz_set)
    kind = _kind(spec)
    wanted = set(numbers)
    if not wanted <= set(range(1, quiz_set.count + 1)):
        raise GenerationError(f"{quiz_set.id} has items 1 to {quiz_set.count}")
    fresh = {spec.item_id(n): n for n in wanted}
    by_number = {
        _number(item.data): dict(item.data)
        for item in quiz_set.items
        if str(item.data["id"]) not in fresh
    }
    seen = {position_key(item) for item in by_number.values()}
    for number in sorted(wanted):
        item = generate_item(kind, spec, number, seen, accept)
        seen.add(position_key(item))
        by_number[number] = item
        if progress is not None:
            progress(1)
    # In number order, as a whole build balances the buttons before it orders the bank.
    items = [by_number[n] for n in sorted(by_number)]
    mode = ANSWER_MODES.get(spec.kind, "single")
    if mode == "single":
        balance_choices(items)
    return in_serving_order(items, mode, set_calibration(quiz_set))


def _number(item: Mapping[str, Any]) -> int:
    """An item's number in its set: the last part of its id."""
    return int(str(item["id"]).rsplit("/", 1)[1])


def stored_auction_problem(item: Mapping[str, Any]) -> str | None:
    """Where an item stores a Bid Euchre auction (``bids``), a player in it equalling its
    own partner's high bid: legal for the dealer (P4), but it only moves the side's
    contract to the other hand, so no strong player does it (issue 30)."""
    bids = item.get("bids")
    if not bids:
        return None
    calls: list[Call] = [
        (int(b["seat"]), None if b["bid"] is None else int(b["bid"])) for b in bids
    ]
    seat = partner_equalled(calls)
    if seat is None:
        return None
    return f"the stored auction shows seat {seat} equalling its own partner's high bid"


def recorded_plays_problem(item: Mapping[str, Any]) -> str | None:
    """Where an item records the other seats' hands (``principles.HIDDEN_HANDS``, written by
    the best-play generator), the shown plays of every seat that break a play principle as
    its player saw them; None when none does or the item records no hands."""
    hidden = item.get(principles.HIDDEN_HANDS)
    if hidden is None:
        return None
    view = view_from_item(item)
    broken = principles.recorded_history_breaks(view.position, view.seat, hidden)
    return "; ".join(str(b) for b in broken) or None


def check_item(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-prove one committed item with the engine; ``ItemCheckError`` if it fails.

    ``prove=False`` checks everything but the sampled judgement of engine-judged kinds
    (position, legality, themes, and that the stored evaluation backs the answer).
    """
    kind = KINDS.get(str(item.get("kind")))
    if kind is None:
        raise ItemCheckError(str(item.get("id")), f"unknown kind {item.get('kind')!r}")
    try:
        kind.check(item, prove=prove)
        false_fact = first_false_fact(item)
        broken = recorded_plays_problem(item) or stored_auction_problem(item)
    except ItemCheckError:
        raise
    except (ValueError, KeyError, TypeError, IndexError) as error:
        raise ItemCheckError(str(item.get("id")), f"malformed item: {error!r}") from error
    if false_fact is not None:
        raise ItemCheckError(str(item.get("id")), f"false explanation fact {false_fact}")
    if broken is not None:
        raise ItemCheckError(str(item.get("id")), broken)
    if kind.facts is not None and "explanation" in item and "explanation_facts" not in item:
        raise ItemCheckError(
            str(item.get("id")), "stores prose where its kind stores facts (flask quizzes facts)"
        )
    if kind.prompt is not None and "prompt_facts" not in item:
        raise ItemCheckError(
            str(item.get("id")),
            "stores its prompt as prose where its kind stores facts (flask quizzes facts)",
        )
    if kind.labels_in_catalogue and "choice_labels" in item:
        raise ItemCheckError(
            str(item.get("id")), "stores choice labels its kind takes from the catalogue"
        )


def build_set(quiz_set: QuizSet, *, progress: Callable[[int], None] | None = None) -> int:
    """Generate and write one set's bank; returns the number of items."""
    items = generate_items(
        spec_for(quiz_set), quiz_set.count, progress=progress, calibration=set_calibration(quiz_set)
    )
    write_bank(quiz_set, items)
    return len(items)
