"""A counter-example whose answer is a loner departs from a call rule UPWARD: the hand meets
the rule's threshold with room to spare (issue 10, review of order-up 701/4, where both
bowers read "the usual advice ... gives way here", as if the hand were too weak). Checked
over every committed bank, one loop per test."""

from __future__ import annotations

from typing import Any

from tutor.quiz.bank import load_catalogue
from tutor.web.explanation import counter_note_text

CATALOGUE = load_catalogue()

# The words of a note that reads as a hand short of its rule, or as a bare exception.
DOWNWARD_EN = ("gives way here", "asks for more than")
DOWNWARD_KO = ("예외입니다", "못 미칩니다")
# The words of a note that says the rule is more than met (the catalogue's "The usual advice
# — %(rule)s — is more than met here: …").
MORE_THAN_MET_EN = "is more than met here"
MORE_THAN_MET_KO = "넉넉히 넘습니다"


def _loner(item: dict[str, Any]) -> bool:
    """The answer plays alone: "alone" in round one, a suit named alone in round two."""
    return any(str(a) == "alone" or str(a).endswith("-alone") for a in item["answer"])


def _counter_loners() -> list[dict[str, Any]]:
    return [
        dict(item.data)
        for quiz_set in CATALOGUE
        for item in quiz_set.items
        if item.data.get("counter_example") and _loner(dict(item.data))
    ]


def _note(item: dict[str, Any]) -> dict[str, str]:
    """The counter-example's note: stored prose, or its note fact rendered."""
    if "counter_note" in item:
        return dict(item["counter_note"])
    return {lang: counter_note_text(item, lang) or "" for lang in ("en", "ko")}


def test_a_loner_counter_example_never_reads_as_a_hand_too_weak() -> None:
    wrong = []
    for item in _counter_loners():
        note = _note(item)
        if any(w in note["en"] for w in DOWNWARD_EN) or any(w in note["ko"] for w in DOWNWARD_KO):
            wrong.append((item["id"], note["en"]))
    assert wrong == []


def test_a_loner_against_a_call_rule_says_the_rule_is_more_than_met() -> None:
    """Where the note quotes a call rule as "the usual advice" for a loner, it says the
    advice is more than met, in English and Korean (the Canadian and British notes that
    say the partnership call is not offered at that seat are about the seat, not the
    hand's strength)."""
    seen = 0
    wrong = []
    for item in _counter_loners():
        note = _note(item)
        if "does not apply" in note["en"] or not note["en"].startswith("The usual advice"):
            continue
        seen += 1
        if MORE_THAN_MET_EN not in note["en"] or MORE_THAN_MET_KO not in note["ko"]:
            wrong.append(item["id"])
    assert seen > 0
    assert wrong == []


def test_more_than_met_is_said_only_of_a_loner() -> None:
    wrong = [
        str(item.data["id"])
        for quiz_set in CATALOGUE
        for item in quiz_set.items
        if MORE_THAN_MET_EN in str((item.data.get("counter_note") or {}).get("en", ""))
        and not _loner(dict(item.data))
    ]
    assert wrong == []
