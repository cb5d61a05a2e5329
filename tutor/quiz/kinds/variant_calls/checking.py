"""Checking British and three-hand call items, and the two kinds' definitions."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tutor.analysis.hearing import CallingModel
from tutor.analysis.proof import (
    replay_problem,
)
from tutor.quiz import principles
from tutor.quiz.explaining import counter_note_fact, stored_facts
from tutor.quiz.kinds.base import (
    Kind,
    require,
)
from tutor.quiz.kinds.calls import (
    _require_stored,
)
from tutor.quiz.kinds.calls.basics import item_model, reprove_stored
from tutor.quiz.kinds.variant_calls.ask import variant_prompt
from tutor.quiz.kinds.variant_calls.british_facts import british_counter_fact, british_facts
from tutor.quiz.kinds.variant_calls.call import (
    BRITISH_KIND,
    THREE_HAND_KIND,
    call_from_item,
    call_judge,
    confirm_call,
    plausible,
)
from tutor.quiz.kinds.variant_calls.explanation import (
    losing_call,
    unseparated,
)
from tutor.quiz.kinds.variant_calls.facts import call_facts, counter_fact, three_hand_facts
from tutor.quiz.kinds.variant_calls.generation import (
    _generate,
)
from tutor.quiz.kinds.variant_calls.themes import (
    BRITISH_THEMES,
    COUNTER_RULES,
    THREE_HAND_THEMES,
    _alone_unexplained,
    _has_twin,
    fits,
    themes_of,
)

# -- checking ------------------------------------------------------------------------------------


def _check(kind: str) -> Callable[..., None]:
    def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
        call = call_from_item(item)
        variant = call.variant
        require((variant.players == 3) == (kind == THREE_HAND_KIND), item, "the kind's variant")
        cards = [*call.hand, call.upcard]
        require(len(set(cards)) == len(cards), item, "a card appears twice")
        require(all(c in variant.cards() for c in cards), item, "a card is not in the pack")
        require(len(call.hand) == variant.hand_size, item, "a full hand")
        require(call.benny == call.upcard.is_joker, item, "the Benny turned up: trump named blind")
        require(plausible(call, str(item["id"])), item, "the earlier passes are implausible")
        require(sorted(item["choices"]) == sorted(call.options()), item, "the choices of this seat")
        _require_stored(item)
        answer = str(item["answer"][0])
        principle = str(item.get("principle"))
        require(
            "go-alone" not in themes_of(call, answer) or principle == "A-9",
            item,
            f"a loner quotes A-9, the loner principle, not {principle}",
        )
        require(
            principles.fits(principle, call.decision(answer)),
            item,
            f"the answer does not follow the principle it quotes ({principle})",
        )
        others = unseparated(call, principle, answer)
        require(
            not others,
            item,
            f"{principle} fits {', '.join(others)} as well as the answer, and nothing the item "
            "says prefers the answer",
        )
        value = float(item["evaluation"][answer])
        require(
            not losing_call(call, answer, value),
            item,
            "every choice loses points and the answer is a call no rule forces: S0-3 and A-9 "
            "are reasons for a good call, not for the least bad one",
        )
        themes = themes_of(call, answer)
        require(set(item["themes"]) <= set(themes), item, "a theme does not hold")
        require(not _has_twin(call, answer), item, "another suit is worth the same")
        require(
            not _alone_unexplained(call, answer),
            item,
            "a lone hand named with the partner says nothing of going alone",
        )
        countered = item.get("counter_theme")
        require(
            bool(item.get("counter_example")) == (countered is not None), item, "counter fields"
        )
        # The explanation is facts, each checked against the position (quizzes check);
        # every one of them is there, in order, and a counter-example's note opens them.
        made = call_facts(item)
        if countered is not None:
            theme = str(countered)
            require(theme in COUNTER_RULES, item, f"unknown counter-example {theme}")
            require(theme not in themes and fits(call, theme), item, f"not a position for {theme}")
            note = (counter_fact if call.players == 3 else british_counter_fact)(item, theme)
            require(counter_note_fact(item) == note, item, "the counter note says why")
            made = [note, *made] if note is not None else made
        require(
            stored_facts(item) == tuple(made), item, "the explanation facts are not the position's"
        )
        if prove:
            proof = confirm_call(
                call,
                str(item["id"]),
                answer,
                samples=int(item["samples"]),
                model=item_model(item),
            )
            problem = replay_problem(item, proof)
            require(problem is None, item, problem or "")

    return check


def reprove_variant_call(
    item: Mapping[str, Any], model: CallingModel
) -> tuple[str, dict[str, Any] | None]:
    """Prove a stored British or three-hand call afresh (the banks' proof rule) with the
    earlier passes heard under ``model``. Returns the outcome and, where it holds, the item
    with the new proof and ``calling_model`` (its facts still to be made afresh)."""
    call = call_from_item(item)
    answer = str(item["answer"][0])
    return reprove_stored(
        item, model, lambda: (confirm_call(call, str(item["id"]), answer, model=model), {})
    )


def _audit(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    call = call_from_item(item)
    return call_judge(call, str(item["id"]), "audit", item_model(item)).extend(deals).evaluation


BRITISH_DEF = Kind(
    BRITISH_KIND,
    BRITISH_THEMES,
    _generate(BRITISH_KIND),
    _check(BRITISH_KIND),
    engine_judged=True,
    audit=_audit,
    facts=british_facts,
    counter_fact=british_counter_fact,
    prompt=variant_prompt,
    labels_in_catalogue=True,
)


THREE_HAND_DEF = Kind(
    THREE_HAND_KIND,
    THREE_HAND_THEMES,
    _generate(THREE_HAND_KIND),
    _check(THREE_HAND_KIND),
    engine_judged=True,
    audit=_audit,
    facts=three_hand_facts,
    counter_fact=counter_fact,
    prompt=variant_prompt,
    labels_in_catalogue=True,
)
