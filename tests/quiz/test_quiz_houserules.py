"""Quiz sets derived under a class's house rules: regenerated, re-proven, stable."""

from __future__ import annotations

import pytest

from tutor.analysis.position import item_variant
from tutor.engine import parse_card
from tutor.quiz import QuizSet, load_catalogue
from tutor.quiz.build import check_item
from tutor.quiz.houserules import _generated, house_rules_set, house_rules_spec
from tutor.quiz.kinds import ItemCheckError, Spec
from tutor.quiz.kinds.base import base_item

CATALOGUE = load_catalogue()
JOKER_32 = {"canadian_loner": True, "deck": 32, "joker": True}


def derived(set_id: str, preset: str, options: dict[str, object]) -> QuizSet:
    found = house_rules_set(CATALOGUE[set_id], preset, options)
    assert found is not None
    return found


def test_plain_items_keep_their_ids_and_carry_no_rule_options() -> None:
    spec = Spec(kind="trick-winner", variant="standard", seed=102)
    assert spec.item_id(3) == "trick-winner/standard/102/3"
    assert "variant_options" not in base_item(spec, 3)
    ruled = Spec(kind="trick-winner", variant="standard", seed=102, rules_options={"joker": True})
    assert ruled.item_id(3) == "trick-winner/standard+joker/102/3"
    assert base_item(ruled, 3)["variant_options"] == {"joker": True}
    assert ruled.rules.joker
    assert not spec.rules.joker


def test_trick_winner_under_a_joker_32_card_deck_is_re_proven() -> None:
    quiz_set = derived("trick-winner-bowers", "standard", JOKER_32)
    original = CATALOGUE["trick-winner-bowers"]
    assert (quiz_set.id, quiz_set.kind, quiz_set.seed) == (original.id, "trick-winner", 102)
    assert len(quiz_set.items) == original.count
    first = quiz_set.items[0]
    # The Canadian loner does not change who wins a trick: only the deck is named.
    assert first.id.startswith("trick-winner/standard+joker+deck32/102/")
    assert first.get("variant_options") == {"deck": 32, "joker": True}
    variant = item_variant(first.data)
    assert variant.joker
    assert variant.deck.low_ranks
    cards = {c for item in quiz_set.items for c in item.choices}
    assert "JO" in cards
    assert any(parse_card(c).rank.name in ("SEVEN", "EIGHT") for c in cards if c != "JO")
    for item in quiz_set.items:
        check_item(item.data)
        # The set's own themes, or a counter-example to its rule (a jack that is no bower).
        assert set(item.themes) & set(original.themes) or item.get("counter_example")
    # Without its rule options the joker item is no longer possible: the checker reads them.
    with_joker = next(item for item in quiz_set.items if "JO" in item.choices)
    plain = {k: v for k, v in with_joker.data.items() if k != "variant_options"}
    with pytest.raises(ItemCheckError):
        check_item(plain)


def test_game_situations_follow_the_target_and_win_by_two() -> None:
    quiz_set = derived("game-win-by-two", "standard", {"target_score": 15, "win_by_two": True})
    assert quiz_set.themes == ("win-by-two", "game-over")
    assert quiz_set.items[0].id.startswith("scoring/standard+target15+win-by-two/507/")
    for item in quiz_set.items:
        assert item.get("target") == 15
        assert item_variant(item.data).win_by_two
        check_item(item.data)
    assert any("win-by-two" in item.themes for item in quiz_set.items)
    assert any(item.answer == ["play-on"] for item in quiz_set.items)
    # To 15 without the win-by-two rule, that theme cannot occur: it is dropped.
    plain = derived("game-win-by-two", "standard", {"target_score": 15})
    assert plain.themes == ("game-over",)
    assert all("win-by-two" not in item.themes for item in plain.items)


def test_finished_hands_ignore_the_target() -> None:
    spec = house_rules_spec(CATALOGUE["scoring-standard"], "standard", {"target_score": 15})
    assert spec is None  # the committed items already score the same
    british = derived("scoring-standard", "british", {"target_score": 15})
    assert british.items[0].id.startswith("scoring/british/501/")
    for item in british.items:
        check_item(item.data)


def test_themes_that_cannot_occur_are_dropped_or_the_set_stays_as_it_is() -> None:
    # No-trump is only played in Bid Euchre: a no-trump-only set is not derived.
    assert house_rules_set(CATALOGUE["trick-winner-no-trump-low"], "standard", {}) is None
    # The Benny theme needs the joker; the others survive.
    quiz_set = derived("trick-winner-british", "standard", {})
    assert "joker" in CATALOGUE["trick-winner-british"].themes
    assert quiz_set.themes == (
        "left-bower-on-its-suit",
        "overruff",
        "highest-of-led-suit",
        "left-bower",
    )
    assert all("JO" not in item.choices for item in quiz_set.items)


def test_sets_that_fit_and_engine_judged_sets_keep_their_committed_items() -> None:
    assert house_rules_set(CATALOGUE["trick-winner-bowers"], "standard", {}) is None
    bowers = CATALOGUE["trick-winner-bowers"]
    assert house_rules_set(bowers, "standard", {"canadian_loner": True}) is None
    assert house_rules_set(CATALOGUE["best-play-lead-trump"], "standard", JOKER_32) is None
    assert house_rules_set(CATALOGUE["order-up-basics"], "standard", {"joker": True}) is None
    assert house_rules_set(bowers, "bid", {"joker": True}) is None  # impossible rules


def test_the_same_arguments_give_the_same_items() -> None:
    first = derived("legal-plays-basics", "standard", JOKER_32)
    _generated.cache_clear()
    again = derived("legal-plays-basics", "standard", JOKER_32)
    assert [i.data for i in first.items] == [i.data for i in again.items]
    assert derived("legal-plays-basics", "standard", JOKER_32) is not None
    ids = [item.id for item in first.items]
    assert len(set(ids)) == len(ids)
    for item in first.items:
        check_item(item.data)


@pytest.mark.parametrize("set_id", ["bower-rank-24", "effective-suit-24", "legal-plays-left-bower"])
def test_card_order_and_suit_sets_under_the_joker(set_id: str) -> None:
    quiz_set = derived(set_id, "standard", {"joker": True})
    assert quiz_set.items[0].get("variant_options") == {"joker": True}
    for item in quiz_set.items:
        check_item(item.data)
