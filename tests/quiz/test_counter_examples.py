"""Counter-examples of the best-play theme sets: the rule gives way to a stronger one, or
the position is a trap of it (it looks like the rule's own, but the rule's condition fails).

Positions are spelled in card codes; each item is proven by the engine like any other.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from tutor.analysis.sampling import item_rng
from tutor.engine import parse_card
from tutor.quiz.build import spec_for
from tutor.quiz.explaining import facts_json, to_json
from tutor.quiz.kinds import ItemCheckError, Spec
from tutor.quiz.kinds import best_play as bp
from tutor.quiz.kinds.base import counter_note
from tutor.quiz.kinds.best_play.note_facts import OwnException, TrapRuff
from tutor.web.explanation import counter_note_text, explanation_texts

PLAY_LOW = "play-low-when-cannot-win"


def _counter_slot_items(spec: Spec, attempts: int = 3000) -> Iterator[dict[str, Any]]:
    """The items the first counter slot of ``spec`` yields, attempt by attempt."""
    number = next(n for n in range(1, 60) if spec.is_theme_counter(n))
    theme = spec.theme_for(number)
    for attempt in range(attempts):
        rng = item_rng(spec.item_id(number), f"generate/{attempt}")
        item = bp.generate(spec, number, theme, rng)
        if item is not None:
            yield item


def _play_low_spec() -> Spec:
    return Spec(
        kind="best-play",
        variant="standard",
        seed=9104,
        themes=(PLAY_LOW,),
        options={"counter_every": 1, "counter_near": {PLAY_LOW: "win-cheaply"}},
    )


def test_a_trap_is_a_counter_example_that_says_why_the_rule_does_not_apply() -> None:
    # An opponent's plain card wins and you hold no card of its suit to beat it, but a
    # trump of yours takes the trick: "play low when you cannot win" looks like the rule
    # here and is wrong. The slot serves it as a counter-example whose note says so.
    item = next(i for i in _counter_slot_items(_play_low_spec()) if i.get("counter_example"))
    s = bp.situation_from_item(item)
    answer = parse_card(item["answer"][0])
    assert item["counter_theme"] == PLAY_LOW
    assert not bp.THEMES[PLAY_LOW].fits(s)
    assert s.winner_card is not None
    assert not s.is_trump(s.winner_card)
    assert s.is_trump(answer)
    assert s.beats_winner(answer)
    lowest = [c for c in s.legal if bp.THEMES[PLAY_LOW].follows(s, c)]
    assert lowest
    assert not any(s.beats_winner(c) for c in lowest)
    facts = bp.item_facts(item)
    assert facts is not None
    assert isinstance(facts[0], TrapRuff)
    assert facts[0].answer == answer.code
    stored = {**item, "explanation_facts": facts_json(facts)}
    note = counter_note_text(stored, "en") or ""
    assert f"— does not apply here: your {answer} is " in note
    bp.check(item, prove=True)
    bp.check(stored, prove=False)
    # A "gives way" note is refused on it: the rule does not apply here at all.
    forged = copy.deepcopy(stored)
    forged["explanation_facts"][0] = to_json(OwnException("S0-6", "S0-4-except"))
    with pytest.raises(ItemCheckError, match="counter note"):
        bp.check(forged, prove=False)


def test_a_near_miss_that_is_no_trap_is_served_plain() -> None:
    # You can win, but not by a trump on a plain card's trick (you follow a trump lead with
    # a higher trump, or a plain suit with a higher card): "play low when you cannot win"
    # does not come up. That is no exception to the rule and no trap of it (review finding
    # N7), so the item is a plain one.
    item = next(i for i in _counter_slot_items(_play_low_spec()) if not i.get("counter_example"))
    situation = bp.situation_from_item(item)
    answer = parse_card(item["answer"][0])
    assert not item.get("counter_example")
    assert not bp.THEMES[PLAY_LOW].fits(situation)
    assert situation.beats_winner(answer)
    assert not bp.is_trap_of(situation, PLAY_LOW, answer)
    bp.check(item, prove=True)
    # Marked as a counter-example, the check refuses it: a near miss is none.
    forged = copy.deepcopy(item)
    forged.update(counter_example=True, counter_theme=PLAY_LOW)
    with pytest.raises(ItemCheckError, match="near miss"):
        bp.check(forged, prove=False)


def test_a_counter_note_names_the_principle_the_rule_gives_way_to() -> None:
    # best-play-lead-trump: the maker cashes a winner instead of leading trump (S0-7).
    from tutor.quiz.bank import load_catalogue

    quiz_set = {s.id: s for s in load_catalogue()}["best-play-lead-trump"]
    # S0-7 in the spec's words (principles.ADVICE), then the void that makes the lead safe.
    s07 = "gives way here to another: a player who fails to follow the led suit is certainly"

    def note(data: dict[str, Any]) -> str:  # the first line of its explanation: its note
        return counter_note_text(data, "en") or ""

    item = copy.deepcopy(
        next(
            i.data
            for i in quiz_set.items
            if i.data.get("counter_example") and s07 in note(dict(i.data))
        )
    )
    assert item["principle"] == "S0-7"
    assert "shown out of trump, so that player cannot trump your" in note(item)
    bp.check(item, prove=False)
    # The bare "gives way here", naming no principle and no reason, is refused.
    forged = copy.deepcopy(item)
    forged["explanation_facts"][0] = {
        "fact": "calls-counter-rule",
        "theme": "lead-trump-as-maker",
        "applies": True,
    }
    with pytest.raises(ItemCheckError, match="counter note"):
        bp.check(forged, prove=False)


def test_a_counter_example_whose_answer_follows_the_rule_fails_the_check() -> None:
    # A plain dont-overtrump-partner item relabelled as its own counter-example.
    from tutor.quiz.bank import load_catalogue

    catalogue = {s.id: s for s in load_catalogue()}
    plain = next(
        i.data
        for i in catalogue["best-play-partner-winning"].items
        if "dont-overtrump-partner" in i.data["themes"] and not i.data.get("counter_example")
    )
    forged = copy.deepcopy(plain)
    forged["counter_example"] = True
    forged["counter_theme"] = "dont-overtrump-partner"
    with pytest.raises(ItemCheckError, match="follows dont-overtrump-partner"):
        bp.check(forged, prove=False)


def test_the_partner_set_covers_partner_in_its_counter_examples() -> None:
    # best-play-partner-winning: the rule gives way (S0-4's exception), never a near miss.
    from tutor.quiz.bank import load_catalogue

    quiz_set = {s.id: s for s in load_catalogue()}["best-play-partner-winning"]
    counters = [i.data for i in quiz_set.items if i.data.get("counter_example")]
    assert len(counters) >= 0.2 * len(quiz_set.items)
    for item in counters:
        situation = bp.situation_from_item(item)
        answer = parse_card(item["answer"][0])
        assert "cover-partner" in item["themes"]
        assert bp.THEMES["dont-overtrump-partner"].fits(situation)
        assert situation.beats_winner(answer)
        assert situation.is_boss(answer)


def test_set_options_name_real_themes() -> None:
    from tutor.quiz.bank import load_catalogue

    for quiz_set in load_catalogue(with_items=False):
        spec = spec_for(quiz_set)
        for theme, near in (spec.options.get("counter_near") or {}).items():
            assert theme in spec.themes, (quiz_set.id, theme)
            assert near in bp.THEMES, (quiz_set.id, near)
            assert near != theme, (quiz_set.id, near)


def _curated(note_start: str) -> dict[str, Any]:
    from tutor.quiz.kinds.curated import POSITIONS

    number = next(i for i, c in enumerate(POSITIONS, 1) if c.note.startswith(note_start))
    spec = Spec(kind="best-play", variant="standard", seed=611, options={"curated": True})
    item = bp.generate_curated(spec, number)
    # Its explanation as the build stores it: facts made from the position.
    return {**item, "explanation_facts": facts_json(bp.stored_facts_of(item))}


def test_the_cover_names_a_turn_up_the_last_player_holds() -> None:
    # West dealt and took the A♠; partner leads the K♠, East shows out: West certainly holds
    # a trump above partner's, so the explanation says so rather than "may hold".
    item = _curated("S0-4 exception: West took the A♠ turn-up")
    assert item["answer"] == ["JS"]
    assert item["counter_theme"] == "dont-overtrump-partner"
    en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
    assert "the left opponent, still to play, holds the A♠ turn-up" in en
    assert "턴업 A♠를 가지고 있" in ko
    assert "Overtrump with J♠" in en
    assert "J♠으로 덮으세요" in ko


def test_the_cover_lists_the_trumps_that_may_beat_partner() -> None:
    # The 9♠ West took is below partner's Q♠: only unseen trumps threaten it.
    item = _curated("S0-4 exception: partner's Q♠ leads")
    en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
    assert "the left opponent, still to play, may hold a higher trump (J♣, A♠ or K♠)" in en
    assert "왼쪽 상대에게 더 높은 으뜸패(J♣, A♠, K♠)가 있을 수 있습니다" in ko


def _bank_item(set_id: str, item_id: str) -> dict[str, Any]:
    from tutor.quiz.bank import load_catalogue

    quiz_set = {s.id: s for s in load_catalogue()}[set_id]
    return copy.deepcopy(next(i.data for i in quiz_set.items if i.id == item_id))


@pytest.mark.parametrize(
    ("set_id", "item_id", "rule"),
    [
        # The dealer's partner holds one trump (J♥ with diamonds turned): not a "fair hand".
        ("order-up-american", "order-up/american/707/3", "dealer-partner-assists"),
        # Kings and two low diamonds, clubs turned down: no suit to call next with at all.
        ("name-trump-next", "name-trump/standard/801/5", "call-next"),
    ],
)
def test_a_calling_counter_below_the_rules_threshold_says_it_does_not_apply(
    set_id: str, item_id: str, rule: str
) -> None:
    from tutor.quiz.kinds import calls

    item = _bank_item(set_id, item_id)
    assert item["counter_theme"] == rule
    expected = counter_note(calls.COUNTER_RULES[rule], applies=False)
    assert counter_note_text(item, "en") == expected["en"]
    assert counter_note_text(item, "ko") == expected["ko"]
    assert "— asks for more than this hand holds." in explanation_texts(item)["en"]
    forged = copy.deepcopy(item)
    if "explanation_facts" in forged:  # order-up: the note is its first fact
        forged["explanation_facts"][0]["applies"] = True
    else:
        forged["counter_note"] = counter_note(calls.COUNTER_RULES[rule], applies=True)
    check = calls.check_order_up if set_id.startswith("order-up") else calls.check_name_trump
    check(item, prove=False)
    with pytest.raises(ItemCheckError, match="counter note"):
        check(forged, prove=False)
