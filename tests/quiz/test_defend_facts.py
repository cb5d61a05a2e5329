"""The defend-alone kind's explanation facts (issue 28 item 2): each recomputes itself from
the position, the stored counts and the evaluation (a true and a false instance), and the
words they render in both languages for the cases the banks do not hold."""

from __future__ import annotations

import dataclasses
from typing import Any

from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds import defend_facts
from tutor.quiz.kinds.defend_ask import defend_alone_prompt
from tutor.web.explanation import counter_note_text, explanation_texts, prompt_texts

CATALOGUE = load_catalogue()


def _item(
    hand: str,
    *,
    alone: tuple[int, int, int],
    together: tuple[int, int, int],
    answer: str = defend_facts.TOGETHER,
    scores: list[int] | None = None,
) -> dict[str, Any]:
    """West (seat 3) orders up North's (the dealer's) QS; you, North, sit on the maker's left
    and are asked first. ``alone``/``together``: (euchred, made, march) of 256 deals."""
    counts = {
        defend_facts.DEFEND_ALONE: dict(zip(("euchred", "made", "march"), alone, strict=True)),
        defend_facts.TOGETHER: dict(zip(("euchred", "made", "march"), together, strict=True)),
    }
    item: dict[str, Any] = {
        "id": "test/defend-alone",
        "kind": "defend-alone",
        "variant": "cardgames",
        "dealer": 0,
        "maker": 3,
        "seat": 0,
        "alone": False,
        "round": 1,
        "trump": "S",
        "upcard": "QS",
        "upcard_taken": True,
        "hand": hand.split(),
        "answer": [answer],
        "samples": 256,
        "lone_outcomes": counts,
        "evaluation": {defend_facts.DEFEND_ALONE: -1.86, defend_facts.TOGETHER: -1.05},
    }
    if scores is not None:
        item["scores"], item["target"] = scores, 10
    return item


def _said(item: dict[str, Any]) -> dict[str, str]:
    facts = defend_facts.explanation_facts(item)
    return explanation_texts({**item, "explanation_facts": facts_json(facts)})


def test_the_trumps_held_are_named_highest_first() -> None:
    # Spades trump: the JC is the left bower, above the KS and 10S.
    item = _item("TS KS JC AH 9D", alone=(0, 36, 220), together=(34, 108, 114))
    assert defend_facts.defender_trumps(item) == defend_facts.DefenderTrumps(
        "S", False, ("JC", "KS", "TS")
    )
    assert defend_facts.DefenderTrumps("S", False, ("KS", "TS")).check(item) is not None
    assert defend_facts.DefenderTrumps("S", True, ("JC", "KS", "TS")).check(item) is not None
    said = _said(item)
    assert said["en"].startswith(
        "Spades are trump, made by the makers playing together; you hold 3 trumps: J♣, K♠, 10♠."
    )
    assert said["ko"].startswith("으뜸패는 스페이드이고 함께 치는 메이커 팀이 정했습니다.")


def test_the_scoring_and_the_counts_are_the_variants_and_the_items() -> None:
    item = _item("TS KS JC AH 9D", alone=(0, 36, 220), together=(34, 108, 114))
    scoring = defend_facts.lone_defence_scoring(item)
    assert scoring == defend_facts.LoneDefenceScoring(4, 1, 3, 4, 2, 2)
    assert dataclasses.replace(scoring, pair=4).check(item) is not None
    counts = defend_facts.defence_outcomes(item)
    assert counts == defend_facts.DefenceOutcomes(256, 0, 220, 34, 114)
    assert defend_facts.DefenceOutcomes(256, 34, 114, 0, 220).check(item) is not None
    assert first_false_fact({**item, "explanation_facts": facts_json([scoring, counts])}) is None


def test_a_lone_defence_that_never_takes_three_tricks_earns_nothing() -> None:
    item = _item("TS KS JC AH 9D", alone=(0, 36, 220), together=(34, 108, 114))
    verdict = defend_facts.defence_verdict(item)
    assert (verdict.case, verdict.march_too) == ("alone-never", True)
    assert dataclasses.replace(verdict, case="alone-rarer").check(item) is not None
    en = _said(item)["en"]
    assert "on none of the 256 deals played out" in en
    assert "the makers march on 86% of the deals, against 45%." in en


def test_the_lone_euchres_worth_as_much_still_lose_where_the_lone_defence_falls_short() -> None:
    # Alone 120 of 256 (4 points each) against 200 together (2 each): worth as much, yet
    # the makers score more on the other deals.
    item = _item("TS KS JC AH 9D", alone=(120, 60, 76), together=(200, 50, 6))
    verdict = defend_facts.defence_verdict(item)
    assert verdict.case == "falls-short"
    assert (round(verdict.alone_cost, 2), round(verdict.pair_cost, 2)) == (0.83, 0.24)
    assert dataclasses.replace(verdict, alone_cost=0.5).check(item) is not None
    said = _said(item)
    assert "Alone you take three or more tricks on 47% of the deals, at least half as" in said["en"]
    assert "0.83 points a hand on average against 0.24" in said["en"]
    assert "혼자서 세 트릭 이상을 가져오는 판이 47%로 함께" in said["ko"]


def test_a_rarer_lone_euchre_says_how_much_rarer() -> None:
    # 10 against 70: seven times as many, "less than a sixth as often".
    item = _item("TS KS JC AH 9D", alone=(10, 200, 46), together=(70, 180, 6))
    verdict = defend_facts.defence_verdict(item)
    assert (verdict.case, verdict.often) == ("alone-rarer", 6)
    assert dataclasses.replace(verdict, often=2).check(item) is not None
    said = _said(item)
    assert "on only 4% of the deals, less than a sixth as often as together (27%)" in said["en"]
    assert "6분의 1도 안 됩니다" in said["ko"]


def test_at_nine_points_any_euchre_wins_and_only_how_often_counts() -> None:
    item = _item("TS KS JC AH 9D", alone=(10, 200, 46), together=(70, 180, 6), scores=[9, 5])
    verdict = defend_facts.defence_verdict(item)
    assert verdict.case == "any-euchre-wins"
    assert defend_facts.points_needed(
        defend_facts.defence_from_item(item)
    ) == defend_facts.PointsNeeded(1, 5)
    assert defend_facts.PointsNeeded(1, 6).check(item) is not None
    said = _said(item)
    assert "At this score your side needs 1 point and the makers 5 points" in said["en"]
    assert "Expected points for your side at this score: defend with your partner" in said["en"]
    assert said["ko"].endswith("최선: 파트너와 함께 수비하기.")


def test_a_counter_example_opens_with_what_a_lone_euchre_scores() -> None:
    item = _item(
        "JS JC AS KS 9D",
        alone=(190, 66, 0),
        together=(237, 19, 0),
        answer=defend_facts.DEFEND_ALONE,
    )
    note = defend_facts.counter_fact(item, "defend-together")
    assert note == defend_facts.LoneEuchreWorthMore(4, 2)
    assert defend_facts.counter_fact(item, "defend-alone") is None
    assert defend_facts.LoneEuchreWorthMore(4, 3).check(item) is not None
    together = {**item, "answer": [defend_facts.TOGETHER]}
    assert defend_facts.LoneEuchreWorthMore(4, 2).check(together) is not None
    item["evaluation"] = {defend_facts.DEFEND_ALONE: 2.71, defend_facts.TOGETHER: 1.78}
    values = defend_facts.defence_values(item)
    assert values == defend_facts.DefenceValues(
        ((defend_facts.DEFEND_ALONE, 2.71), (defend_facts.TOGETHER, 1.78)),
        defend_facts.DEFEND_ALONE,
        False,
    )
    assert dataclasses.replace(values, best=defend_facts.TOGETHER).check(item) is not None
    facts = facts_json([note, *defend_facts.explanation_facts(item)])
    said = explanation_texts({**item, "explanation_facts": facts})
    # The note is read after the position's line (the defender's trumps).
    note_en = counter_note_text({**item, "explanation_facts": facts}, "en") or ""
    assert note_en.startswith("Defending alone, a euchre scores 4 points instead of 2;")
    assert said["en"].split("\n")[1] == note_en
    assert "Defend alone: alone you take three or more tricks on 74% of the deals" in said["en"]


def test_the_stored_prompts_are_what_the_kind_writes_today() -> None:
    # The question is facts too: stored as the kind makes them from the position.
    stale = [
        item.id
        for set_id in ("defend-alone-british", "defend-alone-cardgames")
        for item in CATALOGUE[set_id].items
        if facts_json(defend_alone_prompt(item.data)) != item.data["prompt_facts"]
        or not prompt_texts(item.data)["ko"].endswith("혼자 수비할까요?")
    ]
    assert stale == []
