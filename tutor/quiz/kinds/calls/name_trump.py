"""Generating and checking name-trump items."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tutor.analysis.deal import CALL_THRESHOLD, hand_strength
from tutor.analysis.hearing import CallingModel
from tutor.analysis.proof import (
    MARGIN_POINTS,
    item_fields,
    replay_problem,
)
from tutor.analysis.sampling import SamplingError
from tutor.quiz import principles
from tutor.quiz.explaining import counter_note_fact, facts_json
from tutor.quiz.kinds.base import (
    Item,
    Spec,
    base_item,
    require,
)
from tutor.quiz.kinds.calls.ask import naming_prompt
from tutor.quiz.kinds.calls.basics import (
    PRESCREEN,
    SELECTION_MARGIN,
    _check_hand,
    _require_counter,
    _require_modelled,
    _require_principle,
    _require_stored,
    item_model,
    reprove_stored,
)
from tutor.quiz.kinds.calls.naming import (
    Naming,
    _has_naming_shape,
    _naming_alone_unexplained,
    _naming_call,
    _naming_counter_fits,
    _naming_has_twin,
    _naming_shape,
    _naming_themes,
    _principle_of_naming,
    confirm_naming,
    judge_naming,
    naming_from_item,
)
from tutor.quiz.kinds.calls.naming_facts import naming_counter_fact, naming_facts


def generate_name_trump(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    _require_modelled(variant, "name-trump")
    dealer = rng.randrange(4)
    # A set of the stuck dealer's calls (``stuck = true``): every item is the dealer's.
    stuck_only = theme == "stick-the-dealer" or bool(spec.options.get("stuck"))
    if stuck_only:
        seat = dealer
    elif theme == "call-next":
        seat = (dealer + 1) % 4
    elif theme == "reverse-next":
        seat = (dealer + rng.choice((0, 2))) % 4
    else:
        seat = rng.randrange(4)
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    naming = Naming(variant, dealer, seat, sorted(deck[1:6]), deck[0])
    if naming.upcard.suit is None:
        return None
    shape = _naming_shape(spec, number, theme)
    if shape is not None and not _has_naming_shape(naming, shape):
        return None  # the set asks this item for a hand of that shape (``deal_shape``)
    if hand_strength([*naming.hand, naming.upcard], naming.upcard.suit) >= CALL_THRESHOLD:
        return None  # this hand would have called in round one
    if stuck_only and not naming.stuck:
        return None
    counter = theme is not None and spec.is_theme_counter(number)
    item_id = spec.item_id(number)
    try:
        glance = judge_naming(naming, item_id, PRESCREEN)
        if glance.margin < MARGIN_POINTS:
            return None
        if theme is not None and (theme in _naming_themes(naming, glance.best)) is counter:
            return None
        judgement = judge_naming(naming, item_id)
        themes = _naming_themes(naming, judgement.best)
        if judgement.margin < SELECTION_MARGIN:
            return None
        if theme is not None and (theme in themes) is counter:
            return None
        principle = _principle_of_naming(themes, None if counter else theme)
        if principle is None or _naming_has_twin(naming, judgement.best):
            return None
        if (
            counter
            and theme is not None
            and not _naming_counter_fits(naming, theme, judgement.best)
        ):
            return None
        if not principles.fits(principle, _naming_call(naming, judgement.best)):
            return None
        if _naming_alone_unexplained(naming, judgement.best):
            return None
        if not principles.decides(principle, (_naming_call(naming, o) for o in naming.options())):
            return None
        if principles.unseparated(
            principle,
            _naming_call(naming, judgement.best),
            (_naming_call(naming, o) for o in naming.options()),
        ):
            return None
        proof = confirm_naming(naming, item_id, judgement.best)
    except SamplingError:
        return None
    if not proof.proven:
        return None
    item = base_item(spec, number)
    item.update(
        {
            "trump": None,
            "no_trump": None,
            "dealer": dealer,
            "maker": None,
            "alone": False,
            "seat": seat,
            "upcard": naming.upcard.code,
            "upcard_taken": False,
            "history": [],
            "trick": [],
            "hand": [c.code for c in naming.hand],
            "round": 2,
            "choices": naming.options(),
            "answer": [proof.answer],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
        }
    )
    # The question is facts too (words: tutor.web.explanation.ask_calls), as are the
    # buttons' words.
    item["prompt_facts"] = facts_json(naming_prompt(item))
    # The explanation is facts (words: tutor.web.explanation.naming); a counter-example's
    # note opens them.
    facts = naming_facts(item)
    if counter and theme is not None:
        item["counter_example"] = True
        item["counter_theme"] = theme
        note = naming_counter_fact(item, theme)
        if note is None:
            return None
        facts = [note, *facts]
    item["explanation_facts"] = facts_json(facts)
    return item


def check_name_trump(item: Mapping[str, Any], *, prove: bool = True) -> None:
    naming = naming_from_item(item)
    _check_hand(item, [*naming.hand, naming.upcard], naming.variant)
    require(
        sorted(item["choices"]) == sorted(naming.options()),  # shuffled by item id
        item,
        "choices: pass (unless stuck) and suits",
    )
    _require_stored(item)
    answer = str(item["answer"][0])
    _require_principle(item, lambda action: _naming_call(naming, action))
    require(set(item["themes"]) <= set(_naming_themes(naming, answer)), item, "themes")
    require(not _naming_has_twin(naming, answer), item, "another suit is worth the same")
    require(
        not _naming_alone_unexplained(naming, answer),
        item,
        "a lone hand named with the partner says nothing of going alone",
    )
    _require_counter(
        item,
        lambda theme: _naming_counter_fits(naming, theme, answer),
    )
    if item.get("counter_example"):
        note = naming_counter_fact(item, str(item["counter_theme"]))
        require(counter_note_fact(item) == note, item, "the counter note says why")
    if prove:
        # Replayed under the reading it was proven under (``calling_model``; none: the cut).
        proof = confirm_naming(
            naming,
            str(item["id"]),
            answer,
            samples=int(item["samples"]),
            model=item_model(item),
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")


def reprove_name_trump(
    item: Mapping[str, Any], model: CallingModel
) -> tuple[str, dict[str, Any] | None]:
    """Prove a stored round-two call afresh (the banks' proof rule) with every pass heard
    under ``model``; the outcome and, where it holds, the item with the new proof and
    ``calling_model`` (its facts still to be rewritten: ``quizzes facts``)."""
    naming = naming_from_item(item)
    answer = str(item["answer"][0])
    return reprove_stored(
        item, model, lambda: (confirm_naming(naming, str(item["id"]), answer, model=model), {})
    )
