"""Counter-examples of the best-play theme sets, over every committed bank (issue 10): each
is a position where its rule gives way to a stronger one, or a trap of it, where the rule
does not apply though the position looks like its own. A trap offers the card the rule
would play, the deals prove that card worse, and its note says which condition fails.

Positions are spelled in card codes where one is named.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest

from tests.quiz.bank_items import bank_items
from tests.quiz.loner_positions import loner_lead_item
from tutor.engine import Card, parse_card
from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import stored_facts
from tutor.quiz.kinds import ItemCheckError
from tutor.quiz.kinds import best_play as bp
from tutor.quiz.kinds.best_play.checking import TRAP_NOTES
from tutor.quiz.kinds.best_play.note_facts import TrapLonerLater, _trap_facts
from tutor.quiz.principles import Situation
from tutor.web.explanation import counter_note_text, explanation_texts

CATALOGUE = load_catalogue()
COUNTERS = [
    dict(item.data)
    for quiz_set in CATALOGUE
    if quiz_set.kind == bp.KIND
    for item in quiz_set.items
    if item.data.get("counter_example")
]


def _note(item: dict[str, Any]) -> dict[str, str]:
    """A counter-example's note as the learner reads it (a fact of its own, read after the
    position; no prose note is stored)."""
    return {lang: counter_note_text(item, lang) or "" for lang in ("en", "ko")}


# The words a trap's note says, and no other note: its rule does not apply here.
DOES_NOT_APPLY = ("does not apply here: ", "여기에는 해당하지 않습니다")
TRAPS = [item for item in COUNTERS if DOES_NOT_APPLY[0] in _note(item)["en"]]


def _situation_and_answer(item: dict[str, Any]) -> tuple[Situation, Card]:
    return bp.situation_from_item(item), parse_card(str(item["answer"][0]))


def test_every_counter_example_gives_way_or_is_a_trap_and_says_which() -> None:
    sorts: Counter[str] = Counter()
    for item in COUNTERS:
        s, answer = _situation_and_answer(item)
        theme = str(item["counter_theme"])
        note = _note(item)["en"]
        if bp.is_exception(s, theme):
            sorts["gives way"] += 1
            assert DOES_NOT_APPLY[0] not in note, item["id"]
            assert not bp.is_trap_of(s, theme, answer), item["id"]
        else:
            sorts["trap"] += 1
            assert bp.is_trap(s, item), item["id"]
            assert DOES_NOT_APPLY[0] in note, item["id"]
            assert DOES_NOT_APPLY[1] in _note(item)["ko"], item["id"]
            assert "gives way" not in note, item["id"]
    assert sorts["gives way"] >= 60
    assert sorts["trap"] >= 40


@pytest.mark.parametrize("item", TRAPS, ids=lambda item: str(item["id"]))
def test_a_trap_offers_the_rules_card_and_the_deals_prove_it_worse(item: dict[str, Any]) -> None:
    s, answer = _situation_and_answer(item)
    rule = bp.THEMES[str(item["counter_theme"])]
    trap = bp.TRAPS[str(item["counter_theme"])]
    # The rule's own words (A-8's next suit), where they are narrower than its theme's.
    literal = [c for c in s.legal if trap.plays(s, rule, c)]
    assert literal, "the card the rule would play is on offer"
    assert answer not in literal
    value = item["evaluation"]
    for card in literal:
        assert value[card.code] < value[answer.code], card
    assert bp.is_trap_of(s, str(item["counter_theme"]), answer)
    assert isinstance(stored_facts(item)[0], TRAP_NOTES)  # type: ignore[index]
    note = {lang: counter_note_text(item, lang) or "" for lang in ("en", "ko")}
    assert DOES_NOT_APPLY[0] in note["en"]
    assert DOES_NOT_APPLY[1] in note["ko"]
    # The note is read after the position (issue 30).
    for lang in ("en", "ko"):
        lines = explanation_texts(item)[lang].splitlines()
        assert note[lang] in lines[1:]


def test_each_set_that_drills_a_rule_has_its_traps_where_expected() -> None:
    by_set = Counter(str(item["id"]).rsplit("/", 1)[0] for item in TRAPS)
    assert by_set["best-play/standard/606"] >= 10  # count the trumps: some are still out
    assert by_set["best-play/standard/604"] >= 10  # play low: a trump of yours wins
    assert by_set["best-play/standard/602"] >= 10  # don't lead trump: partner is out of it
    assert by_set["best-play/standard/607"] >= 10  # the next suit against a loner: not now


def test_a_defenders_trump_lead_once_partner_is_out_of_trump() -> None:
    # A-5's reason, that a trump lead draws the partner's trumps for the makers, is gone:
    # the lead follows no advice, and the text says what it does and links A-5's section.
    items = [i for i in TRAPS if i["counter_theme"] == "no-trump-lead-on-defence"]
    assert len(items) >= 10
    for item in items:
        s, answer = _situation_and_answer(item)
        assert s.is_trump(answer)
        assert item["principle"] is None
        assert bp.lesson_principle(item) == "A-5"
        en, ko = explanation_texts(item)["en"], explanation_texts(item)["ko"]
        assert "your partner has shown out of trump" in (counter_note_text(item, "en") or "")
        assert "Your partner has shown out of " in en
        assert f"Your {answer} " in en
        assert "으뜸패가 남아 있는 상대는 모두 으뜸패를 따라 내야 합니다" in ko
        # Forged to quote A-5 for it, or to say the rule gives way, the check refuses it.
        quoting = copy.deepcopy(item)
        quoting["principle"] = "A-5"
        with pytest.raises(ItemCheckError):
            bp.check(quoting, prove=False)
        gives_way = copy.deepcopy(item)
        gives_way["explanation_facts"][0] = {
            "fact": "best-play/own-exception",
            "rule": "A-5",
            "exception": "S0-4-except",
        }
        with pytest.raises(ItemCheckError, match="counter note"):
            bp.check(gives_way, prove=False)


def test_bid_euchre_counters_lead_a_trick_or_more_in_and_its_plain_leads_open() -> None:
    # The declarer's opening lead never gave S0-1 away: the counter slots are the bidders
    # on lead a trick or three in, where a side ace goes first (S0-7) or no trump is left
    # against them (a trap of S0-1).
    items = bank_items("best-play-bid")
    counters = [i for i in items if i.get("counter_example")]
    assert 10 <= len(counters) <= 20
    for item in counters:
        assert item["counter_theme"] == "lead-trump-as-maker"
        assert 1 <= len(item["history"]) <= 3, item["id"]
    plain = [
        i for i in items if not i.get("counter_example") and "lead-trump-as-maker" in i["themes"]
    ]
    assert plain
    assert all(not i["history"] for i in plain)


def _loner_lead(hand: list[str], history: list[list[dict[str, Any]]]) -> Situation:
    return bp.situation_from_item(loner_lead_item(hand, history))


def test_the_next_suit_against_a_loner_is_a_trap_a_trick_in() -> None:
    # Trick 1: your A♣ held, the loner showing out of clubs (10♦). Now the next suit
    # (diamonds) is A-8's card, and a club lead the loner must trump is the trap's answer.
    trick = [{"card": "AC", "seat": 1}, {"card": "9C", "seat": 3}, {"card": "TD", "seat": 0}]
    s = _loner_lead(["QC", "9D", "KS", "9H"], [trick])
    theme = "lead-against-loner"
    assert bp.THEMES[theme].fits(s)  # a lead against a loner, a trump held
    assert not bp.is_exception(s, theme)  # but A-8 speaks at the opening lead only
    assert bp.is_trap_of(s, theme, parse_card("QC"))
    # Why A-8 does not apply, as a fact: the lone hand (the right opponent) is out of clubs.
    loner = s.position.maker
    assert loner == (s.seat - 1) % 4
    assert _trap_facts(s, theme, parse_card("QC")) == TrapLonerLater("A-8", "QC", loner, "C", True)
    assert not bp.is_trap_of(s, theme, parse_card("9D"))  # the rule's own card
    # K♠ is no boss (A♠ is out) and the loner may hold spades: the cards say nothing.
    assert not bp.is_trap_of(s, theme, parse_card("KS"))
    # An ace is the highest of its suit before any card falls: the tricks told nothing.
    # A king once the ace has gone is what they told (the review of the redesign).
    ace = _loner_lead(["AS", "9D", "KS", "9H"], [trick])
    assert not bp.is_trap_of(ace, theme, parse_card("AS"))
    gone = [{"card": "AS", "seat": 1}, {"card": "9S", "seat": 3}, {"card": "QS", "seat": 0}]
    king = _loner_lead(["KS", "9D", "TS", "9H"], [gone])
    assert bp.is_trap_of(king, theme, parse_card("KS"))
    # The K♠ is the highest spade left: the loner, not out of spades, must trump it.
    expected = TrapLonerLater("A-8", "KS", loner, "S", False)
    assert _trap_facts(king, theme, parse_card("KS")) == expected
    # The same hand at the opening lead: A-8 applies, so nothing is a trap of it.
    opening = _loner_lead(["AC", "QC", "9D", "KS", "9H"], [])
    assert bp.is_exception(opening, theme)
    assert not bp.is_trap_of(opening, theme, parse_card("QC"))
