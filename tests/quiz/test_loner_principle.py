"""A British loner quotes A-9, the loner principle, in round two as in round one (issue 10:
british-calling 1101/24, "name spades and go alone", kept S0-3, the theme "round-two"'s
principle, where round one's loners quote A-9), and every explanation states A-9's lone
hands once (1101/24, /25, /13, /5 said them in the note or banner and again in the loner
sentence). Checked over every committed bank, one loop per test."""

from __future__ import annotations

from tests.quiz.lone_rule import LONE_RULE_EN, LONE_RULE_KO
from tutor.quiz import principles
from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import counter_note_fact
from tutor.quiz.kinds import calls, variant_calls
from tutor.quiz.kinds.variant_calls.themes import _principle
from tutor.web.explanation import counter_note_text, explanation_texts

CATALOGUE = load_catalogue()
ITEMS = [dict(i.data) for s in CATALOGUE for i in s.items]
VARIANT_CALLS = [
    i for i in ITEMS if i["kind"] in (variant_calls.BRITISH_KIND, variant_calls.THREE_HAND_KIND)
]

# A-9's lone hands as the texts state them: the British pack's (with the Benny) and the
# spec's words for the 24-card pack.
LONE_RULES_EN = (LONE_RULE_EN, "the top three trumps (right, left, ace)")
LONE_RULES_KO = (
    LONE_RULE_KO,
    "가장 높은 으뜸패 세 장(라이트 바우어, 레프트 바우어, 에이스)",
)


def _plays_alone(item: dict[str, object]) -> bool:
    answer = str(item["answer"][0])  # type: ignore[index]
    return answer == "alone" or calls.naming_action(answer)[1]


def test_every_british_loner_quotes_a9() -> None:
    loners = [i for i in VARIANT_CALLS if _plays_alone(i)]
    assert any(int(i["round"]) == 2 for i in loners)
    wrong = [(i["id"], i["principle"]) for i in loners if i["principle"] != "A-9"]
    assert wrong == []


def test_the_reviewed_round_two_loner_quotes_a9() -> None:
    item = next(i for i in VARIANT_CALLS if i["id"] == "british-call/british/1101/24")
    assert item["answer"] == ["S-alone"]
    assert item["principle"] == "A-9"
    call = variant_calls.call_from_item(item)
    assert principles.fits("A-9", call.decision("S-alone"))
    # No "more than met" banner over S0-3: the loner's own sentence says why alone.
    assert "is more than met" not in explanation_texts(item)["en"]
    assert "넉넉히 넘습니다" not in explanation_texts(item)["ko"]
    assert (
        "name spades and go alone: your hand is among those to consider going alone with"
        in explanation_texts(item)["en"]
    )


def test_a_generated_round_two_loner_quotes_a9() -> None:
    themes = ["go-alone", "round-two"]
    assert _principle(themes, "round-two") == "A-9"
    assert _principle(["round-two"], "round-two") == "S0-3"
    assert _principle(["go-alone", "benny-up"], None) == "A-9"


def test_every_explanation_states_the_lone_hands_once() -> None:
    wrong = []
    for item in ITEMS:
        explanation = explanation_texts(item)
        if not isinstance(explanation, dict):
            continue
        en = sum(explanation["en"].count(rule) for rule in LONE_RULES_EN)
        ko = sum(explanation["ko"].count(rule) for rule in LONE_RULES_KO)
        if en > 1 or ko > 1:
            wrong.append((item["id"], en, ko))
    assert wrong == []


def test_a_loner_under_a_note_that_states_the_rule_keeps_its_cards_and_points() -> None:
    """The note says the lone hands; the loner sentence still says the cards and what a lone
    march scores (British round one's counter-examples: 1101/25, /13, /5)."""
    seen = 0
    for item in VARIANT_CALLS:
        # The note is the first fact stored, read after the position.
        texts = explanation_texts(item)
        note = {}
        if counter_note_fact(item) is not None:
            note = {lang: counter_note_text(item, lang) or "" for lang in ("en", "ko")}
        if LONE_RULE_EN not in note.get("en", "") or not _plays_alone(item):
            continue
        seen += 1
        body_en = texts["en"].replace(note["en"], "", 1)
        body_ko = texts["ko"].replace(note["ko"], "", 1)
        assert "go alone: a lone march scores 4 points instead of 2." in body_en, item["id"]
        assert "혼자 합니다. 혼자 전승하면 2점이 아니라 4점입니다." in body_ko, item["id"]
    assert seen >= 3
