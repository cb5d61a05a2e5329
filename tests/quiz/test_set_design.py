"""The set-design rules hold over every committed set (tutor/quiz/design.py):

* no answer value and no button position right in more than 60% of a set's items
  (where the set has more than one possible answer);
* no question asked twice;
* every theme set has 20-40% counter-examples, each with its own note;
* items run from easy to hard, and every item's difficulty is measured, not a constant;
* in serving order no answer or button is right more than three times in a row and
  counter-examples come at an even pace (tutor/quiz/sequence.py);
* no shortcut a learner could find answers more than 80% of a set (tutor/quiz/shortcuts.py).
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from typing import Any

import pytest

from tutor.quiz.bank import QuizItem, QuizSet, default_quiz_dir, load_catalogue
from tutor.quiz.build import balance_choices
from tutor.quiz.design import (
    button_balance_problems,
    design_problems,
    drilled_rule,
    question_key,
    ruff_counts,
    seat_answers,
    seat_problems,
    set_stats,
    winning_ruff_trumps,
)
from tutor.quiz.difficulty import Calibration, measure, rate
from tutor.quiz.kinds import KINDS
from tutor.quiz.sequence import item_steps, spread
from tutor.quiz.shortcuts import (
    CALLING_KINDS,
    CARD_KINDS,
    MOST_TRUMPS,
    best_shortcut,
    calling_features,
)

CATALOGUE = load_catalogue()

# Engine-judged sets that still break a set rule, each with the rule it breaks.
# A counter-example is a position where the theme's rule applies and gives way to a
# stronger one (tutor.quiz.kinds.best_play.is_exception) or a trap of it, which looks like
# the rule's own but where its condition fails (best_play.is_trap_of); a near miss, where
# the rule's question does not come up, is neither (review finding N7). An entry whose set
# has come right fails the test below.
KNOWN_ENGINE_JUDGED_FAILURES: dict[str, str] = {
    # Empty: best-play-against-loner came off with its redesign (A-8 speaks at the opening
    # lead only); its counter-examples are now S0-6's trap against the lone hand, a trump
    # that beats the loner's winner (see its TOML).
}


def _judged(quiz_set: QuizSet) -> bool:
    return quiz_set.kind in KINDS and KINDS[quiz_set.kind].engine_judged


def _as_theme_set(quiz_set: QuizSet) -> QuizSet:
    """Engine-judged sets drill a strategy rule, so each is a theme set: its declared rule
    or, until the rebuilt TOMLs declare one, its first theme (``design.drilled_rule``,
    which ``quizzes stats`` reports by too)."""
    return dataclasses.replace(quiz_set, rule=drilled_rule(quiz_set))


@pytest.mark.parametrize("set_id", [s.id for s in CATALOGUE])
def test_every_set_keeps_the_set_design_rules(set_id: str) -> None:
    quiz_set = _as_theme_set(CATALOGUE[set_id])
    # The shortcut rule is checked once over every set below.
    problems = design_problems(quiz_set, shortcuts=False)
    if set_id in KNOWN_ENGINE_JUDGED_FAILURES:
        assert _judged(quiz_set), "only engine-judged sets may be known failures"
        assert problems, f"{set_id} keeps the rules now: take it off the allow-list"
        pytest.xfail(KNOWN_ENGINE_JUDGED_FAILURES[set_id])
    assert problems == []


def test_the_allow_list_names_real_sets() -> None:
    assert set(KNOWN_ENGINE_JUDGED_FAILURES) <= {s.id for s in CATALOGUE}
    assert set(KNOWN_SHORTCUT_SETS) <= {s.id for s in CATALOGUE}


# Sets a mechanical shortcut still answers (more than 80% of the items), each with the
# reason it is still here. Empty this at the merge of the branches that rebalance them; an
# entry whose set has come right fails the test below.
KNOWN_SHORTCUT_SETS: dict[str, str] = {
    # Empty (issue 30). name-trump-stick, order-up-canadian and order-up-score were calling
    # sets whose own principle was the shortcut (the most trumps; the top three or four
    # trumps: alone, else pass; two high trumps and our score), and the engine gave no
    # positions that break it. They are rule-questions sets now: what the stuck dealer, the
    # Canadian loner and the score allow and score, worked out by the engine (see each TOML).
}


def test_no_shortcut_answers_a_set() -> None:
    """Issue 10: no rule a learner could read off the surface (a depth-two tree over the
    trump count, high trumps, side aces, seat, score and round; the highest or lowest
    offered card, trump or non-trump) answers more than 80% of a set's items."""
    broken: dict[str, str] = {}
    for quiz_set in CATALOGUE:
        if quiz_set.kind in CALLING_KINDS | CARD_KINDS:
            # Every calling and card-play bank is read (a bank the measure cannot read has
            # no shortcut at all, which would pass it unmeasured).
            assert set_stats(quiz_set).shortcut is not None, quiz_set.id
        problems = [p for p in design_problems(quiz_set) if "a shortcut answers" in p]
        if problems:
            broken[quiz_set.id] = problems[0]
    assert {k: v for k, v in broken.items() if k not in KNOWN_SHORTCUT_SETS} == {}
    assert sorted(set(KNOWN_SHORTCUT_SETS) - set(broken)) == [], "off the allow-list now"


def _round_two(number: int, hand: list[str], answer: str) -> dict[str, Any]:
    return {
        "id": f"name-trump/standard/1/{number}",
        "kind": "name-trump",
        "variant": "standard",
        "dealer": 0,
        "seat": 1,
        "round": 2,
        "upcard": "9S",
        "hand": hand,
        "choices": ["pass", "H", "D", "C"],
        "answer": [answer],
    }


# Five hands of one shape: three trumps of one suit (the right bower and the ace among
# them), two of another, one of a third; the suits rotate, so no suit is always right.
SHAPES = [
    (["JH", "AH", "KH", "TC", "9C"], "H", "C"),
    (["JD", "AD", "QD", "KH", "9H"], "D", "H"),
    (["JC", "AC", "TC", "QD", "9D"], "C", "D"),
    (["JH", "AH", "9H", "KD", "TD"], "H", "D"),
    (["JD", "AD", "TD", "QC", "KC"], "D", "C"),
]


def test_a_set_the_most_trumps_answers_is_caught_and_one_it_does_not_is_not() -> None:
    most = [_round_two(n, hand, long_) for n, (hand, long_, _) in enumerate(SHAPES * 2)]
    shortcut = best_shortcut("name-trump", most)
    assert shortcut is not None
    assert shortcut.hits == 10
    assert shortcut.total == 10
    assert shortcut.rule == MOST_TRUMPS
    problems = design_problems(_calling_set(most, kind="name-trump"))
    assert any(
        "a shortcut answers 10 of 10 (over 80%): the suit with the most" in p for p in problems
    )
    # The same shapes where half the answers are the shorter suit: every item reads alike
    # (three trumps, two high, no side ace), so no tree tells them apart.
    mixed = most[:5] + [_round_two(5 + n, hand, short) for n, (hand, _, short) in enumerate(SHAPES)]
    shortcut = best_shortcut("name-trump", mixed)
    assert shortcut is not None
    assert shortcut.hits == 5
    assert not any("shortcut" in p for p in design_problems(_calling_set(mixed, kind="name-trump")))
    # Fewer than ten items are too few to tell.
    assert not any(
        "shortcut" in p for p in design_problems(_calling_set(most[:9], kind="name-trump"))
    )


def test_a_calling_tree_reads_the_pick_up_the_bowers_and_the_score() -> None:
    # The dealer counts the turn-up; the Benny and both bowers are trumps, the ace high.
    dealer = {
        "kind": "order-up", "variant": "british", "dealer": 2, "seat": 2, "round": 1,
        "upcard": "9S", "hand": ["JO", "JC", "AS", "AH", "TD"], "scores": [3, 8],
    }  # fmt: skip
    features = calling_features(dealer)
    assert features["trumps"] == 4
    assert features["high trumps"] == 3
    assert features["side aces"] == 1
    assert features["seat is the dealer"] == 1
    assert (features["our score"], features["their score"]) == (3, 8)
    # British: the caller beside the dealer takes the turn-up too; his discard is gone.
    beside = {**dealer, "seat": 1, "discard": "AH"}
    features = calling_features(beside)
    assert features["trumps"] == 4
    assert features["side aces"] == 0
    assert features["seat is the dealer's right"] == 1
    assert features["our score"] == 8
    # A standard caller away from the dealer does not take it.
    standard = {**dealer, "variant": "standard", "seat": 3, "hand": ["JS", "JC", "AS", "AH", "TD"]}
    assert calling_features(standard)["trumps"] == 3

    # Ten order-ups where "two high trumps: order up, otherwise pass" answers nine.
    def offer(number: int, hand: list[str], answer: str) -> dict[str, Any]:
        return {
            "id": f"order-up/standard/1/{number}", "kind": "order-up", "variant": "standard",
            "dealer": 0, "seat": 1, "round": 1, "upcard": "9H", "hand": hand,
            "choices": ["pass", "order-up", "alone"], "answer": [answer],
        }  # fmt: skip

    strong = [["JH", "AH", "TC", "9D", "QS"], ["JD", "JH", "KC", "9C", "TS"]]
    weak = [["TH", "AC", "KC", "9D", "QS"], ["KH", "QH", "TC", "9D", "AS"]]
    items = [offer(n, strong[n % 2], "order-up") for n in range(5)]
    items += [offer(5 + n, weak[n % 2], "pass") for n in range(4)]
    items.append(offer(9, weak[0], "order-up"))
    shortcut = best_shortcut("order-up", items)
    assert shortcut is not None
    assert shortcut.hits == 9
    assert "high trumps ≥ 2" in shortcut.rule


def test_a_calling_tree_sees_a_high_turn_up() -> None:
    """Opposite the dealer, one high trump beside a bower turned up orders up and beside a 9
    passes: two high trumps alone cannot tell them apart, the turn-up's rank can."""

    def offer(number: int, upcard: str, hand: list[str], answer: str) -> dict[str, Any]:
        return {
            "id": f"order-up/american/1/{number}", "kind": "order-up", "variant": "american",
            "dealer": 0, "seat": 2, "round": 1, "upcard": upcard, "hand": hand,
            "choices": ["pass", "order-up", "alone"], "answer": [answer],
        }  # fmt: skip

    one_high = ["AH", "TH", "KC", "9D", "QS"]
    assert calling_features(offer(0, "JH", one_high, "order-up"))["turn-up is high"] == 1
    assert calling_features(offer(0, "9H", one_high, "pass"))["turn-up is high"] == 0
    items = [offer(n, "JH" if n % 2 else "9H", one_high, "order-up" if n % 2 else "pass")
             for n in range(10)]  # fmt: skip
    shortcut = best_shortcut("order-up", items)
    assert shortcut is not None
    assert shortcut.hits == 10
    assert "the turn-up is high" in shortcut.rule


def test_a_card_rule_is_caught_by_the_cards_power_in_the_contract() -> None:
    def lead(number: int, choices: list[str], answer: str, trump: str = "H") -> dict[str, Any]:
        return {
            "id": f"best-play/standard/1/{number}",
            "kind": "best-play",
            "variant": "standard",
            "trump": trump,
            "choices": choices,
            "answer": [answer],
        }

    # Hearts trump: the left bower (JD) is the highest trump, the ace of spades the highest
    # non-trump; two side aces tie, and the rule is worth half an item there.
    items = [lead(n, ["9H", "JD", "AS", "KC"], "AS") for n in range(9)]
    items.append(lead(9, ["AS", "AC", "JD"], "AC"))
    shortcut = best_shortcut("best-play", items)
    assert shortcut is not None
    assert shortcut.rule == "play the highest offered non-trump"
    assert shortcut.hits == 9.5
    trumps = [lead(n, ["9H", "JD", "AH", "KC"], "JD") for n in range(10)]
    shortcut = best_shortcut("best-play", trumps)
    assert shortcut is not None
    assert shortcut.hits == 10
    assert shortcut.rule == "play the highest offered card"


# Engine-judged banks built before per-item difficulty carry one constant per set; the
# rebuild measures them (difficulty.measure reads the proven margin and tricks left).
# The lead empties this list with the rebuild (a set already in order passes as it is).
KNOWN_UNMEASURED: frozenset[str] = frozenset()


def _in_serving_order(quiz_set: QuizSet) -> bool:
    steps = item_steps([item.data for item in quiz_set.items], quiz_set.answer_mode)
    return spread(steps) == list(range(len(steps)))


def _measured_easy_to_hard(quiz_set: QuizSet) -> bool:
    return _in_serving_order(quiz_set) and all(
        item.difficulty == measure(item.data) for item in quiz_set.items
    )


@pytest.mark.parametrize("set_id", [s.id for s in CATALOGUE])
def test_items_run_from_easy_to_hard_with_measured_difficulty(set_id: str) -> None:
    quiz_set = CATALOGUE[set_id]
    if set_id in KNOWN_UNMEASURED and not _measured_easy_to_hard(quiz_set):
        pytest.xfail("engine-judged bank not yet rebuilt with measured difficulty")
    levels = [item.difficulty for item in quiz_set.items]
    assert all(1 <= level <= 5 for level in levels)
    # Easy to hard in broad strokes: never more than a level below an earlier item (the
    # serving order trades exact sorting for no runs of one answer, tests/quiz/test_sequence).
    assert all(level >= max(levels[:place], default=0) - 1 for place, level in enumerate(levels))
    third = max(1, len(levels) // 3)
    assert sum(levels[:third]) <= sum(levels[-third:]), "the first third is the harder"
    # The bank is what `build` and `quizzes reorder` write: spreading it changes nothing.
    assert _in_serving_order(quiz_set)
    for item in quiz_set.items:
        assert item.difficulty == measure(item.data), item.id


def _item(**fields: object) -> QuizItem:
    base = {"id": "x/standard/1/1", "kind": "trick-winner", "variant": "standard"}
    return QuizItem({**base, **fields})


def test_a_repeated_question_and_a_dominant_answer_are_caught() -> None:
    item = {
        "id": "effective-suit/standard/1/1",
        "kind": "effective-suit",
        "variant": "standard",
        "trump": "H",
        "card": "JD",
        "choices": ["S", "H", "D", "C"],
        "answer": ["H"],
        "prompt": {"en": "?", "ko": "?"},
        "explanation": {"en": ".", "ko": "."},
    }
    twin = {**item, "id": "effective-suit/standard/1/2"}
    other = {**item, "id": "effective-suit/standard/1/3", "card": "JC", "answer": ["C"]}
    assert question_key(item) == question_key(twin) != question_key(other)
    quiz_set = QuizSet(
        id="demo",
        kind="effective-suit",
        variant="standard",
        title={"en": "d", "ko": "d"},
        description={"en": "", "ko": ""},
        themes=(),
        count=3,
        seed=1,
        difficulty=1,
        lessons=(),
        items=tuple(QuizItem(i) for i in (item, twin, other)),
    )
    stats = set_stats(quiz_set)
    assert stats.answers == {"H": 2, "C": 1}
    assert stats.positions == {"2": 2, "4": 1}
    problems = design_problems(quiz_set)
    assert any("1 repeated questions" in p for p in problems)
    assert any("answer 'H' is right in 2 of 3" in p for p in problems)
    assert any("button 2 is right in 2 of 3" in p for p in problems)


def _calling_set(items: list[dict[str, Any]], kind: str = "british-call") -> QuizSet:
    return QuizSet(
        id="calls",
        kind=kind,
        variant="british",
        title={"en": "c", "ko": "c"},
        description={"en": "", "ko": ""},
        themes=(),
        count=len(items),
        seed=1,
        difficulty=1,
        lessons=(),
        items=tuple(QuizItem(i) for i in items),
    )


def test_a_seat_that_gives_the_answer_away_is_caught() -> None:
    """F2/F19: in a calling set no seat relation to the dealer with three or more items
    has one answer for all of them, and where passing is a choice there it is neither
    always nor never right (a call alone and a call with the partner are both calls)."""

    def call(number: int, seat: int, answer: str) -> dict[str, Any]:
        return {
            "id": f"british-call/british/1/{number}",
            "kind": "british-call",
            "variant": "british",
            "dealer": 0,
            "seat": seat,
            "round": 1,
            "upcard": "9S",
            "hand": [f"{number}"],
            "choices": ["pass", "order-up", "alone"],
            "answer": [answer],
        }

    # The dealer's right (seat 3) never passes: order-up and alone are both calls.
    beside = [call(1, 3, "order-up"), call(2, 3, "alone"), call(3, 3, "order-up")]
    balanced = [call(4, 1, "pass"), call(5, 1, "order-up"), call(6, 1, "pass")]
    stats = set_stats(_calling_set(beside + balanced))
    assert stats.seats == {
        "dealer's left": {"pass": 2, "order-up": 1},
        "dealer's right": {"order-up": 2, "alone": 1},
    }
    problems = design_problems(_calling_set(beside + balanced))
    assert any("from the dealer's right passing is never right (3 items)" in p for p in problems)
    assert not any("dealer's left" in p for p in problems)
    same = [call(n, 2, "pass") for n in (7, 8, 9)]
    problems = design_problems(_calling_set(balanced + same))
    assert any("from the dealer's partner the answer is 'pass' in all 3" in p for p in problems)
    # Two items at a seat are too few to tell; other kinds have no seats.
    assert not any("seat" in p or "from the" in p for p in design_problems(_calling_set(same[:2])))
    assert set_stats(_calling_set(same, kind="trick-winner")).seats == {}


@pytest.mark.parametrize(
    "set_id", [s.id for s in CATALOGUE if s.kind in ("british-call", "three-hand-call")]
)
def test_no_seat_gives_a_variant_calling_answer_away(set_id: str) -> None:
    items = [item.data for item in CATALOGUE[set_id].items]
    assert seat_problems(items, CATALOGUE[set_id].kind) == []
    # The generators find passes beside the dealer and calls opposite him (F2, F19): from
    # each side of the dealer asked three times or more, passes and calls both; beside him
    # together, at least a quarter passes.
    answers = seat_answers(items, CATALOGUE[set_id].kind)
    beside = [answers.get(seat, {}) for seat in ("dealer's left", "dealer's right")]
    for counts in beside:
        if sum(counts.values()) >= 3:
            assert counts.get("pass", 0) >= 1, counts
            assert sum(n for a, n in counts.items() if a != "pass") >= 1, counts
    passes = sum(counts.get("pass", 0) for counts in beside)
    assert passes >= 0.25 * sum(sum(counts.values()) for counts in beside), beside
    if "dealer's partner" in answers:
        assert sum(n for a, n in answers["dealer's partner"].items() if a != "pass") >= 1


def test_a_theme_set_without_counter_examples_is_caught() -> None:
    quiz_set = dataclasses.replace(CATALOGUE["trick-winner-bowers"], rule="left-bower")
    items = tuple(
        QuizItem({k: v for k, v in item.data.items() if not k.startswith("counter_")})
        for item in quiz_set.items
    )
    stripped = dataclasses.replace(quiz_set, items=items)
    assert any("counter-examples" in p for p in design_problems(stripped))


def test_traps_and_reading_make_an_item_harder() -> None:
    plain = {
        "kind": "trick-winner",
        "trump": "H",
        "trick": [
            {"seat": 0, "card": "9S"},
            {"seat": 1, "card": "AS"},
            {"seat": 2, "card": "TS"},
            {"seat": 3, "card": "QS"},
        ],
        "choices": ["9S", "AS", "TS", "QS"],
        "answer": ["AS"],
        "themes": ["highest-of-led-suit"],
    }
    # The left bower played on a lead of its printed suit: it wins as a trump.
    trap = {
        **plain,
        "trick": [
            {"seat": 0, "card": "AD"},
            {"seat": 1, "card": "JD"},
            {"seat": 2, "card": "TD"},
            {"seat": 3, "card": "QD"},
        ],
        "choices": ["AD", "JD", "TD", "QD"],
        "answer": ["JD"],
        "themes": ["left-bower", "left-bower-on-its-suit", "trump-beats-led-suit"],
    }
    read = {**plain, "history": [[{"seat": 0, "card": "AC"}]] * 3}
    assert measure(plain) < measure(trap)
    assert measure(plain) < measure(read)
    assert measure({**plain, "counter_example": True}) > measure(plain)


def test_calibration_moves_difficulty_only_with_enough_first_tries() -> None:
    item = {"id": "t/1", "kind": "trick-winner", "choices": ["AS", "KS"], "answer": ["AS"]}
    assert rate(item, Calibration({"t/1": (5, 0)})) == measure(item)  # too few
    assert rate(item, Calibration({"t/1": (40, 4)})) > measure(item)  # most got it wrong
    hard = {**item, "themes": ["left-bower-on-its-suit", "overruff", "joker"]}
    assert rate(hard, Calibration({"t/1": (40, 39)})) < measure(hard)


def test_stats_prints_every_measure_and_problems() -> None:
    from click.testing import CliRunner

    from tutor.cli.quizzes import quizzes

    result = CliRunner().invoke(quizzes, ["stats", "--set", "game-to-ten"])
    assert result.exit_code == 0, result.output
    assert "game-to-ten [scoring, standard] 40 items, 40 distinct questions" in result.output
    assert "rule game-over: 12 counter-examples" in result.output
    assert "play-on 12" in result.output
    assert "1 sets, 0 breaking a set-design rule" in result.output
    as_json = CliRunner().invoke(quizzes, ["stats", "--set", "order-up-alone", "--json"])
    row = json.loads(as_json.output)
    bank = json.loads((default_quiz_dir() / "order-up-alone.json").read_text())["items"]
    answers = Counter(str(item["answer"][0]) for item in bank)
    assert row["answers"] == dict(answers)
    top, count = answers.most_common(1)[0]
    too_many = f"order-up-alone: answer '{top}' is right in {count} of {len(bank)} items"
    assert (too_many in row["problems"]) == (count > 0.6 * len(bank))
    # The best shortcut, in words, with its hits over the set's items.
    assert row["shortcut"]["total"] == len(bank)
    assert row["shortcut"]["hits"] <= 0.8 * len(bank)
    calling = CliRunner().invoke(quizzes, ["stats", "--set", "three-hand-calling"])
    assert "  shortcut:   if " in calling.output
    assert f"of {len(CATALOGUE['three-hand-calling'].items)} (" in calling.output


def test_calibrate_counts_first_tries_and_the_next_build_reads_them(
    app: Any, runner: Any, tmp_path: Any
) -> None:
    from tutor.extensions import db
    from tutor.models import Attempt, Learner
    from tutor.quiz.build import generate_items, spec_for
    from tutor.quiz.difficulty import load_calibration

    quiz_set = CATALOGUE["trick-winner-basics"]
    easy = quiz_set.items[0]
    with app.app_context():
        for number in range(25):
            learner = Learner()
            db.session.add(learner)
            db.session.flush()
            # Everyone gets the easiest item wrong first, then right: only the first counts.
            for correct in (False, True):
                db.session.add(
                    Attempt(
                        learner_id=learner.id,
                        set_id=quiz_set.id,
                        item_id=easy.id,
                        kind=easy.kind,
                        answer=easy.answer[0],
                        correct=correct,
                        nonce=f"n{number}{correct}",
                    )
                )
        db.session.commit()
    out = tmp_path / "calibration.json"
    result = runner.invoke(args=["quizzes", "calibrate", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "1 items from 25 first tries" in result.output
    stored = json.loads(out.read_text(encoding="utf-8"))["items"][easy.id]
    assert stored == {"first_tries": 25, "first_try_right": 0, "accuracy": 0.0}
    rebuilt = generate_items(spec_for(quiz_set), quiz_set.count, calibration=load_calibration(out))
    moved = next(item for item in rebuilt if item["id"] == easy.id)
    assert moved["difficulty"] > easy.difficulty
    # Still easy to hard after the move.
    levels = [item["difficulty"] for item in rebuilt]
    assert levels == sorted(levels)


PUZZLE_SETS = [s for s in CATALOGUE if s.kind == "puzzle"]


@pytest.mark.parametrize("set_id", [s.id for s in PUZZLE_SETS])
def test_a_puzzle_set_drills_no_single_rule_so_it_has_no_counter_examples(set_id: str) -> None:
    """The 20-40% counter-example rule cannot apply to hand puzzles. A counter-example breaks
    the one rule a theme set drills; a puzzle strings two to four decisions of one hand, each
    proven on its own and quoting its own principle (win cheaply, then count the trumps), so
    no one rule runs through the set for an item to break, and a puzzle mixing a rule with its
    exception would be neither. So a puzzle set declares no rule and no themes (the theme-set
    test above then asks no counter-examples of it), its puzzles do mix principles, and the
    other rules (answer value and button position at most 60%, counted over every move; no
    repeated question) hold for it like any set."""
    quiz_set = CATALOGUE[set_id]
    assert quiz_set.rule is None
    assert quiz_set.themes == ()
    assert _as_theme_set(quiz_set).rule is None
    mixed = [item for item in quiz_set.items if len(set(item.data["principles"])) > 1]
    assert len(mixed) >= len(quiz_set.items) // 2
    assert design_problems(quiz_set) == []
    stats = set_stats(quiz_set)
    assert sum(stats.answers.values()) == sum(len(i.data["moves"]) for i in quiz_set.items)


def test_lopsided_buttons_are_caught_and_the_build_evens_them_out() -> None:
    # british-calling before the fix: the first of two buttons right in 14 of 20 (F20).
    items: list[dict[str, Any]] = [
        {
            "id": f"x/{n}",
            "choices": ["order-up", "pass"],
            "answer": ["order-up" if n < 14 else "pass"],
        }
        for n in range(20)
    ]
    assert button_balance_problems(items)
    balance_choices(items)
    assert button_balance_problems(items) == []
    right = Counter(i["choices"].index(i["answer"][0]) for i in items)
    assert right == Counter({0: 10, 1: 10})
    # Cards and numbers keep their order: only named choices are balanced.
    cards = [{"id": "c/1", "choices": ["JH", "9S"], "answer": ["JH"]}] * 5
    balance_choices(cards)
    assert all(i["choices"] == ["JH", "9S"] for i in cards)


def test_stats_report_an_engine_judged_sets_rule_as_the_design_test_reads_it() -> None:
    # quizzes stats and this file's design test read the same rule for every set, so the
    # stats never show fewer broken sets than the test allows for.
    for quiz_set in CATALOGUE:
        assert set_stats(quiz_set).rule == _as_theme_set(quiz_set).rule, quiz_set.id
    play_low = CATALOGUE["best-play-play-low"]
    assert play_low.rule is None
    assert set_stats(play_low).rule == play_low.themes[0]


def test_a_question_is_counted_the_way_a_learner_sees_it() -> None:
    """Shuffled cards are the same question (bower-rank-24's /18, /19, /23 and /25 asked
    the same six trumps); the same hand at 8-1 and 8-0 is a repeat unless the answer
    changes; where no hand is shown, the score is the question itself."""
    rank = {
        "id": "bower-rank/standard/1/1",
        "kind": "bower-rank",
        "variant": "standard",
        "trump": "D",
        "hand": ["JH", "AD", "TD", "9D", "JD", "QD"],
        "choices": ["JH", "AD", "TD", "9D", "JD", "QD"],
        "answer": ["JD", "JH", "AD", "QD", "TD", "9D"],
    }
    shuffled = {
        **rank,
        "hand": ["9D", "JD", "QD", "AD", "JH", "TD"],
        "choices": ["QD", "9D", "AD", "JD", "TD", "JH"],
    }
    fewer = {**rank, "hand": rank["hand"][:5], "choices": rank["choices"][:5]}
    assert question_key(rank) == question_key(shuffled) != question_key(fewer)

    call = {
        "id": "order-up/standard/1/1",
        "kind": "order-up",
        "variant": "standard",
        "trump": "S",
        "hand": ["JS", "JC", "AS", "KH", "9D"],
        "upcard": "9S",
        "dealer": 0,
        "seat": 1,
        "scores": [8, 1],
        "choices": ["pass", "order-up", "alone"],
        "answer": ["order-up"],
    }
    twin = {**call, "scores": [8, 0]}
    changed = {**call, "scores": [8, 0], "answer": ["alone"]}
    assert question_key(call) == question_key(twin) != question_key(changed)

    game = {
        "id": "scoring/standard/1/1",
        "kind": "scoring",
        "variant": "standard",
        "hand": None,
        "maker": 1,
        "maker_tricks": 5,
        "scores": [4, 4],
        "choices": ["play-on", "north-south", "east-west"],
        "answer": ["east-west"],
    }
    assert question_key(game) != question_key({**game, "scores": [4, 3]})


def test_a_card_play_set_whose_ruffs_seldom_choose_among_winning_trumps_is_caught() -> None:
    """Issue 30: 16 of 17 ruffs of best-play-against-loner had one winning trump, so "trump
    it" answered them; the set-design rule wants a third of the ruffs to choose."""
    loner = CATALOGUE["best-play-against-loner"]
    ruffs = [i for i in loner.items if winning_ruff_trumps(i.data) is not None]
    several = [i for i in ruffs if len(winning_ruff_trumps(i.data) or ()) >= 2]
    assert (len(ruffs), len(several)) == ruff_counts([i.data for i in loner.items])
    assert len(ruffs) >= 15
    assert 3 * len(several) >= len(ruffs)
    assert not any("ruffs choose" in p for p in design_problems(loner, shortcuts=False))
    # Without enough of the ruffs that choose, the share falls under a third: reported.
    dropped = next(k for k in range(1, len(several) + 1) if 3 * (len(several) - k) < len(ruffs) - k)
    fewer = dataclasses.replace(
        loner, items=tuple(i for i in loner.items if i not in several[:dropped])
    )
    assert (
        f"best-play-against-loner: {len(several) - dropped} of {len(ruffs) - dropped} ruffs "
        "choose among several winning trumps (a third or more wanted)"
    ) in design_problems(fewer, shortcuts=False)


def _trick(plays: str) -> list[dict[str, str]]:
    return [dict(zip(("seat", "card"), play.split(":"), strict=True)) for play in plays.split()]


def test_a_ruff_is_a_trump_on_a_plain_lead_that_beats_the_trick() -> None:
    base = {
        "id": "best-play/standard/1/1",
        "kind": "best-play",
        "variant": "standard",
        "trump": "H",
        "dealer": 3,
        "maker": 1,
        "seat": 2,
        "hand": ["JH", "9H", "QC", "KC", "9D"],
        "history": [],
    }
    # Spades led by the dealer's left, the K♠ winning; South has no spade.
    spade_lead = {**base, "trick": _trick("0:AS 1:KH"), "answer": ["JH"]}
    club_lead = {**base, "trick": _trick("0:AC 1:9C"), "answer": ["JH"]}
    assert winning_ruff_trumps(spade_lead) == ["JH"]  # the 9♥ does not beat the K♥
    assert winning_ruff_trumps(club_lead) is None  # South must follow clubs: no ruff
    assert winning_ruff_trumps({**spade_lead, "answer": ["QC"]}) is None
