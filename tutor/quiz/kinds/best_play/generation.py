"""best-play generation: choosing and proving an item's answer (themed, near-miss and
hand-written positions)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from tutor.analysis.hearing import READINGS, UNIFORM, Hearing, HearingError, item_hearing
from tutor.analysis.judge import (
    SELECTION_SAMPLES,
    PlayJudge,
    confirm_play,
    judge_play,
    score_decided,
)
from tutor.analysis.plausible import history_problems, known_hands
from tutor.analysis.position import Position, View, position_fields, view_from_item
from tutor.analysis.proof import (
    MARGIN_POINTS,
    item_fields,
)
from tutor.engine import (
    Card,
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    Spec,
    base_item,
)
from tutor.quiz.kinds.best_play.asking import best_play_prompt_of
from tutor.quiz.kinds.best_play.counters import (
    SAFER_WINNER_THEME,
    _may_give_way,
    _safer_winner,
)
from tutor.quiz.kinds.best_play.reading import unseparated
from tutor.quiz.kinds.best_play.themes import (
    KIND,
    THEMES,
    _has_twin,
    _may_break,
    _promising,
    _slot_side,
    is_exception,
    principle_of,
    quoted_principle,
    random_position,
    rival_principle,
    shortcut_slot,
    shortcuts_giving,
    situation_from_item,
    themes_of,
)
from tutor.quiz.kinds.best_play.traps import TRAPS, is_trap_of, trap_rule
from tutor.quiz.kinds.curated import POSITIONS
from tutor.quiz.principles import Situation
from tutor.quiz.words import (
    cards_text,
)

# (deals seen, margin needed so far): a candidate must look clear early to be finished.
# Only the confirming deals prove an answer (tutor.analysis.proof); these choose candidates.
STAGES = ((4, MARGIN_POINTS), (12, MARGIN_POINTS), (SELECTION_SAMPLES, 1.5 * MARGIN_POINTS))
# Hand-written positions get more selection deals: they are few and their leads small.
CURATED_SAMPLES = 96


@dataclass(frozen=True)
class Draw:
    """A candidate's first step from its random stream: the position dealt (every hand) and
    what ``generate`` judges it by; or, with no position, the neighbouring theme ``near`` a
    counter slot tries instead (``_near_miss``)."""

    position: Position | None
    theme: str | None
    counter: bool
    slot: tuple[list[str], str | None] | None
    near: str | None = None


def draw_candidate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Draw:
    counter = theme is not None and spec.is_theme_counter(number)
    slot = None if counter else shortcut_slot(spec, number)
    if slot is not None and slot[1] is not None:
        theme = slot[1]
    near = _near_miss_theme(spec, theme) if counter else None
    if theme is not None and near is not None and rng.random() < NEAR_MISS_SHARE:
        return Draw(None, theme, counter, slot, near)
    lone = bool(spec.options.get("lone_hands"))
    early = slot is not None and bool((spec.options.get("shortcuts") or {}).get("early"))
    position = random_position(spec.rules, theme, rng, lone=lone, early=early, counter=counter)
    return Draw(position, theme, counter, slot)


def dealt_position(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Position:
    """The position, every hand dealt, that ``generate`` draws from ``rng`` before judging
    it: a committed item's deal is found again by replaying its attempts (``quizzes
    record-hands``)."""
    draw = draw_candidate(spec, number, theme, rng)
    if draw.position is None:
        return dealt_position(_near_miss_spec(spec), number, draw.near, rng)
    return draw.position


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    if spec.options.get("curated"):
        return generate_curated(spec, number)
    draw = draw_candidate(spec, number, theme, rng)
    theme, counter, slot = draw.theme, draw.counter, draw.slot
    if draw.position is None:
        if theme is None or draw.near is None:
            raise GenerationError("a near miss needs its slot's theme and its neighbour")
        return _near_miss(spec, number, theme, draw.near, rng)
    position = draw.position
    lone = bool(spec.options.get("lone_hands"))
    if lone and not position.alone:
        return None
    seat = position.to_act()
    if history_problems(position, position.hands) or history_problems(
        position, known_hands(position, seat)
    ):
        return None  # the tricks shown hold a card no player would choose
    # Every hand is dealt here, so every seat's shown plays are held to the play principles
    # as `quizzes check` holds the item's record of them (``recorded_plays_problem``).
    hidden = principles.hidden_hands_field(position, seat)
    if principles.recorded_history_breaks(position, seat, hidden):
        return None  # a shown play breaks a principle the lessons' plays are held to too
    situation = Situation(position, seat)
    # A set may ask for three cards or more to choose from: between two, one is often a
    # card nobody would throw (a bower under a trick it cannot win).
    if len(situation.legal) < int(spec.options.get("min_choices") or 2):
        return None
    if spec.options.get("side") == "defence" and situation.makers:
        return None  # a set about defending asks the defenders only
    # A counter slot also takes a trap of its rule (``is_trap_of``), which does not fit it.
    trap = counter and theme is not None and _trap_candidate(situation, trap_rule(theme))
    if theme is not None and not THEMES[theme].fits(situation) and not trap:
        return None
    if theme is not None and not counter and not _promising(situation, theme):
        return None
    if counter and not trap and not _may_give_way(situation, theme):
        return None
    if slot is not None and not _may_break(situation, theme, slot[0]):
        return None
    if slot is not None and _slot_side(spec) == "defence" and situation.makers:
        return None  # a defence set's shortcut items defend too
    several = number in (spec.options.get("several_ruff_places") or ())
    if several and len(winning_trumps(situation)) < 2:
        return None
    item = base_item(spec, number)
    fields = position_fields(position, seat)
    item.update(fields)
    view = view_from_item({**item, "hand": fields["hand"]})
    if score_decided(position, seat):
        return None  # nothing left to play for: every card scores the same
    reading = set_reading(spec)
    try:
        hearing = item_hearing(reading, view)
    except ValueError:
        return None  # the set reads the calls, and this position's cannot be read
    try:
        judged = _judged(spec, item, view, situation, theme, counter, trap, slot, hearing)
    except HearingError:
        return None  # no deal explains the calls the position implies
    if several and judged is not None and judged["answer"] != [cheapest_ruff(situation)]:
        return None  # the lesson of the slot: of the trumps that win, the lowest
    if judged is not None:
        judged[principles.HIDDEN_HANDS] = hidden  # what `quizzes check` holds the plays by
    return judged


def winning_trumps(s: Situation) -> list[Card]:
    """The trumps of yours that would take the trick from the card winning it."""
    return [c for c in s.legal if s.is_trump(c) and s.beats_winner(c)]


def cheapest_ruff(s: Situation) -> str | None:
    """The code of the lowest trump of yours that takes the trick (None: none does)."""
    winning = winning_trumps(s)
    return min(winning, key=s.low_key).code if winning else None


def set_reading(spec: Spec) -> str | None:
    """The calling model a set's items are proven under (its ``calling_model`` option:
    none, or "uniform", deals the unseen cards as if the calls said nothing)."""
    reading = spec.options.get("calling_model")
    if reading is not None and reading != UNIFORM and reading not in READINGS:
        raise GenerationError(f"unknown calling_model {reading!r}: use one of {sorted(READINGS)}")
    return None if reading is None else str(reading)


def _judged(
    spec: Spec,
    item: Item,
    view: View,
    situation: Situation,
    theme: str | None,
    counter: bool,
    trap: bool,
    slot: tuple[list[str], str | None] | None,
    hearing: Hearing | None,
) -> Item | None:
    """A candidate position's answer chosen, fitted to the slot and proven (``hearing``:
    the calls read as the set asks)."""
    # Look at a few deals first and give up early: most candidates have no clear answer.
    judge = PlayJudge(view, str(item["id"]), hearing=hearing)
    for stage, margin in STAGES:
        glance = judge.extend(stage)
        if glance.margin < margin:
            return None
        if trap and theme is not None:
            if not is_trap_of(situation, trap_rule(theme), glance.best):
                return None
        elif not _fits_item(situation, glance.best, theme, counter):
            return None
    answer = glance.best
    if slot is not None and set(shortcuts_giving(situation, answer)) & set(slot[0]):
        return None  # a slot that must break the set's shortcuts
    if _has_twin(situation, answer):
        return None
    themes = themes_of(situation, answer)
    if counter and not trap and theme is not None:
        # The rule gives way: to a principle its own cards do not keep.
        principle = rival_principle(situation, theme, themes)
    else:
        principle = principle_of(themes, None if counter else theme)
    safer = counter and principle is None and _safer_winner(situation, answer, theme)
    # A trap's answer may follow no §4 advice (a defender's trump lead): its note says why
    # the rule does not apply, its text what the lead does, and the deals the rest.
    unquoted = trap and theme is not None and TRAPS[trap_rule(theme)].unquoted
    if principle is None and not safer and not unquoted:
        return None
    if principle is not None and not principles.fits(principle, principles.Play(situation, answer)):
        return None
    if unseparated(situation, principle, answer):
        return None
    proof = confirm_play(view, str(item["id"]), answer, hearing=hearing)
    if not proof.proven:
        return None
    # A set may keep only answers that hold under both readings of the calls (issue 33: the
    # strongest items), the uniform one on its own confirming deals.
    both = hearing is not None and spec.options.get("hold_uniform")
    if both and not confirm_play(view, str(item["id"]), answer).proven:
        return None
    item.update(
        {
            "choices": [c.code for c in situation.legal],
            "answer": [answer.code],
            "themes": themes,
            "principle": quoted_principle(situation, principle),
            **item_fields(proof),
            "prompt_facts": facts_json(best_play_prompt_of(situation)),
        }
    )
    if hearing is not None:
        item["calling_model"] = hearing.name
    # A safer winner found in a trumping slot is still the exception to winning cheaply.
    counter_of = SAFER_WINNER_THEME if safer else theme
    if trap and theme is not None:
        counter_of = trap_rule(theme)
    countered = counter and counter_of is not None and is_exception(situation, counter_of)
    if counter and not (countered or trap):
        # Neither an exception nor a trap: the slot looks on (it takes a plain item only
        # once its counter attempts are spent, ``build.generate_item``).
        return None
    if (countered or trap) and counter_of is not None:
        # A counter slot's item whose rule neither gives way nor sets a trap is plain.
        _mark_counter(item, counter_of)
    return item


def _trap_candidate(s: Situation, theme: str) -> bool:
    """Cheap test before solving: the position could be a trap of ``theme``'s rule for
    some card the rule would not play (``is_trap_of`` decides on the proven answer)."""
    trap = TRAPS.get(theme)
    if trap is None or is_exception(s, theme):
        return False
    rule = THEMES[theme]
    literal = [c for c in s.legal if trap.plays(s, rule, c)]
    return bool(literal) and any(trap.cue(s, c) and c not in literal for c in s.legal)


def prove_position(
    position: Position, seat: int, item: Item, *, hold_uniform: bool = False
) -> Item | None:
    """``item`` completed as a best-play item of ``position`` (``seat`` to act) when its best
    card is proven exactly as a generated item's is (selection stages, a principle that
    fits, the confirming deals); None when no card is clearly best.

    ``item`` holds the id (which fixes the sampled deals), kind, variant and rule options,
    and may name the ``calling_model`` its deals are read under (none: uniform deals);
    hand puzzles (``tutor.quiz.kinds.puzzle``) prove each of their moves through this.
    ``hold_uniform``: an answer proven under a calling model must be proven on uniform deals
    as well (the set option of that name: an answer that holds under both readings).
    """
    situation = Situation(position, seat)
    if len(situation.legal) < 2 or score_decided(position, seat):
        return None
    item = {**item, **position_fields(position, seat)}
    view = view_from_item({**item, "kind": KIND})
    try:
        hearing = item_hearing(item.get("calling_model"), view)
    except ValueError:
        return None  # the calls are to be read, and this position's cannot be
    try:
        proven = _proven_position(situation, view, item, hearing)
    except HearingError:
        return None  # no deal explains the calls the position implies
    if proven is not None and hold_uniform and hearing is not None:
        answer = parse_card(str(proven["answer"][0]))
        if not confirm_play(view, str(item["id"]), answer).proven:
            return None
    return proven


def _proven_position(
    situation: Situation, view: View, item: Item, hearing: Hearing | None
) -> Item | None:
    """``prove_position``'s proof, its deals heard under ``hearing``."""
    judge = PlayJudge(view, str(item["id"]), hearing=hearing)
    for stage, margin in STAGES:
        glance = judge.extend(stage)
        if glance.margin < margin or not _teaches(situation, glance.best, None):
            return None
    answer = glance.best
    if _has_twin(situation, answer):
        return None
    themes = themes_of(situation, answer)
    principle = principle_of(themes, None)
    if principle is None or not principles.fits(principle, principles.Play(situation, answer)):
        return None
    if unseparated(situation, principle, answer):
        return None
    proof = confirm_play(view, str(item["id"]), answer, hearing=hearing)
    if not proof.proven:
        return None
    item.update(
        {
            "choices": [c.code for c in situation.legal],
            "answer": [answer.code],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
            "prompt_facts": facts_json(best_play_prompt_of(situation)),
        }
    )
    if hearing is not None:
        item["calling_model"] = hearing.name
    else:
        item.pop("calling_model", None)  # "uniform" is stored as no model
    return item


# A theme set's counter-examples are positions of the rule's own sort (its trigger holds)
# where the best card departs from it for a stronger principle's sake: S0-4's own exception,
# a maker who cashes a winner the shown voids make safe instead of leading trump (S0-7), a
# winner held back while trumps are still out (S0-1); or traps of it (below). A near miss,
# where the rule's question does not come up at all (you are not on lead, you win by
# following suit, you hold no ace), is no exception to it and is never marked as one
# (review finding N7). A set may still ask for near items in its counter slots
# (``counter_near``): this share of a slot's attempts look for an item of the named
# neighbouring theme, a counter-example where it is a trap of the slot's rule and a plain
# item otherwise, so a slot where no real exception is found is filled from a theme the
# learner must tell apart.
NEAR_MISS_SHARE = 0.5


def _near_miss_theme(spec: Spec, theme: str | None) -> str | None:
    near = spec.options.get("counter_near") or {}
    return None if theme is None else near.get(theme)


def _near_miss_spec(spec: Spec) -> Spec:
    """The spec a near item is drawn under: no counter-examples, no shortcut slots."""
    plain = spec.without_counters()
    return replace(plain, options={**plain.options, "shortcuts": None})


def _near_miss(spec: Spec, number: int, theme: str, near: str, rng: random.Random) -> Item | None:
    """An item of theme ``near`` whose position does not fit ``theme``: a counter-example
    where the position is a trap of ``theme``'s rule (``is_trap_of``), else a plain item (a
    near miss is no exception to the rule, N7)."""
    item = generate(_near_miss_spec(spec), number, near, rng)
    if item is None:
        return None
    s = situation_from_item(item)
    # A rule that every choice keeps is no near miss ("don't lead trump" without a trump).
    if THEMES[theme].fits(s) or all(THEMES[theme].follows(s, c) for c in s.legal):
        return None
    answer = parse_card(str(item["answer"][0]))
    rule = trap_rule(theme)
    if is_trap_of(s, rule, answer):
        # The near item is a trap of the slot's rule: a counter-example where it does not
        # apply. Its own explanation (quoting the principle its answer follows) stays.
        _mark_counter(item, rule)
    return item


def _fits_item(situation: Situation, answer: Card, theme: str | None, counter: bool) -> bool:
    """A plain item's answer follows its theme; a counter-example's answer breaks the
    theme's rule for another principle's sake, or wins with a safer card than the cheapest
    winner (``_safer_winner``)."""
    if not counter or theme is None:
        return _teaches(situation, answer, theme)
    if THEMES[theme].follows(situation, answer):
        return False
    if rival_principle(situation, theme, themes_of(situation, answer)) is not None:
        return True
    return _safer_winner(situation, answer, theme)


def _mark_counter(item: Item, theme: str) -> None:
    """Mark ``item`` a counter-example of ``theme``. Its note is no prose: it is the first
    of the facts the build stores (``stored_facts_of``), made from the position."""
    item["counter_example"] = True
    item["counter_theme"] = theme


def generate_curated(spec: Spec, number: int) -> Item:
    """Item ``number`` of the hand-written positions, proven like a generated one."""
    if not 1 <= number <= len(POSITIONS):
        raise GenerationError(f"there are only {len(POSITIONS)} curated positions")
    curated = POSITIONS[number - 1]
    item = base_item(spec, number)
    item.update(curated.item_fields())
    view = view_from_item(item)
    known = known_hands(view.position, view.seat)
    # The checker's plausibility rule too (``check_item``): no shown play a player would
    # not choose.
    broken = [
        *history_problems(view.position, known),
        *principles.history_breaks(view.position, known),
    ]
    if broken:
        # A hand-written history is held to the lessons' play rules too (611/14's discard).
        raise GenerationError(f"{item['id']}: {'; '.join(map(str, broken))}: {curated.note}")
    situation = Situation(view.position, view.seat)
    # Proven under the set's reading of the calls (issue 33: ``count``) and, as a build
    # rule, under the uniform one too: a hand-written answer must not rest on how the calls
    # are read.
    hearing = item_hearing(set_reading(spec), view)
    judgement = judge_play(view, str(item["id"]), samples=CURATED_SAMPLES, hearing=hearing)
    answer = judgement.best
    themes = themes_of(situation, answer)
    principle = principle_of(themes, curated.theme)
    proof = confirm_play(view, str(item["id"]), answer, hearing=hearing)
    uniform = proof if hearing is None else confirm_play(view, str(item["id"]), answer)
    if principle is None:
        raise GenerationError(f"{item['id']}: {answer.code} follows no principle: {curated.note}")
    for reading, confirmation in (("heard", proof), ("uniform", uniform)):
        if answer.code != curated.expected or not confirmation.proven:
            raise GenerationError(
                f"{item['id']}: the engine does not prove {curated.expected} on {reading} "
                f"deals (best {answer.code}, {confirmation.reason}, lower bound "
                f"{confirmation.lower_bound:.2f} after {confirmation.samples} deals): "
                f"{curated.note}"
            )
    if _has_twin(situation, answer) or score_decided(view.position, view.seat):
        raise GenerationError(f"{item['id']}: the answer cannot be told apart: {curated.note}")
    if not principles.fits(principle, principles.Play(situation, answer)):
        raise GenerationError(f"{item['id']}: {answer.code} does not follow {principle}")
    others = unseparated(situation, principle, answer)
    if others:
        raise GenerationError(
            f"{item['id']}: {principle} fits {cards_text(others)} as well as {answer.code}, "
            f"and nothing the item says prefers the answer: {curated.note}"
        )
    if curated.theme is not None and curated.theme not in themes:
        raise GenerationError(f"{item['id']}: not a {curated.theme} position: {curated.note}")
    item.update(
        {
            "choices": [c.code for c in situation.legal],
            "answer": [answer.code],
            "themes": themes,
            "principle": quoted_principle(situation, principle),
            **item_fields(proof),
            "prompt_facts": facts_json(best_play_prompt_of(situation)),
            # The seed's strategy section (S0-x) or the further principles of §4.2 (A-x).
            "source": "S0" if principle.startswith("S0") else "4.2",
        }
    )
    if hearing is not None:
        item["calling_model"] = hearing.name
    if curated.counter_of is not None:
        if not is_exception(situation, curated.counter_of) or curated.counter_of in themes:
            raise GenerationError(f"{item['id']}: not a counter-example: {curated.note}")
        _mark_counter(item, curated.counter_of)
    return item


def _teaches(situation: Situation, answer: Card, theme: str | None) -> bool:
    themes = themes_of(situation, answer)
    if theme is not None and theme not in themes:
        return False
    return principle_of(themes, theme) is not None
