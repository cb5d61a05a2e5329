"""Set design: what a set looks like to a learner, and the rules a good set keeps.

A learner who sees that every answer of a set is "alone", or that the right button is
always the first, stops thinking. ``set_stats`` measures a set the way a teacher would
(answers by value and by button position, distinct questions, difficulty spread, theme
mix, counter-examples) and ``design_problems`` lists where it breaks the rules:

* no answer value and no button position is right in more than 60% of the items (where
  the set has more than one possible answer);
* no question is asked twice;
* in a calling set (the kinds in ``CALLING_KINDS``), no seat relation to the dealer with
  at least ``SEAT_MIN_ITEMS`` items has one answer for every item, and where passing is a
  choice at that seat, passing is neither always nor never right there (ordering up and
  ordering up alone are both "a call"): otherwise the seat, not the hand, gives the answer;
* a theme set (one that declares the rule it drills, ``rule = "..."`` in its TOML) has
  20-40% counter-examples: items where the rule does not apply or gives way to a stronger
  one, each with its own note saying why (``counter_example`` + ``counter_note``);
* among items with named choices (not cards or numbers), each button is right within 15%
  of the items (and always within one) of its fair share, by the number of choices;
* no shortcut a learner could find answers more than 80% of the items
  (``tutor.quiz.shortcuts``: a depth-two tree over a calling item's trump count, high
  trumps, side aces, seat, score and round; "the highest / lowest offered card, trump or
  non-trump" in card play), where the set has more than one possible answer and at least
  ``shortcuts.SHORTCUT_MIN_ITEMS`` questions; 80% is one less the least counter-example
  share, so a theme set's own rule is held to the bar its counter-examples set;
* in a card-play set with at least ``RUFF_MIN_ITEMS`` answers that ruff (the answer trumps a
  plain-suit lead its player cannot follow and beats the trick so far), at least
  ``SEVERAL_RUFFS_SHARE`` (a third) of those ruffs choose among two or more trumps that would
  win: where nearly every ruff has one winning trump, "trump it" answers them without the
  choice a player meets at the table, the lowest of several winners (issue 30: 16 of 17
  ruffs of best-play-against-loner had one);
* in the order the bank serves them, no answer and no button is right more than
  ``MAX_RUN`` times in a row, no item is more than a level easier than one before it, and
  every third of a theme set holds at least half its share of the counter-examples
  (``tutor.quiz.sequence``).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from tutor.analysis.position import view_from_item
from tutor.catalogue import shipped_languages
from tutor.engine import Variant, parse_card
from tutor.quiz.bank import QuizSet
from tutor.quiz.build import named_choices, position_key
from tutor.quiz.explaining import counter_note_fact
from tutor.quiz.principles import Situation
from tutor.quiz.sequence import item_steps, run_problems

# Calling sets (CALLING_KINDS): the answer given the caller's seat relation to the dealer.
from tutor.quiz.shortcuts import CALLING_KINDS as CALLING_KINDS
from tutor.quiz.shortcuts import Shortcut, best_shortcut, seat_role, shortcut_problem

MAX_SHARE = 0.60
SEAT_MIN_ITEMS = 3
PASS_ANSWER = "pass"  # noqa: S105 - a call, not a password
COUNTER_SHARE = (0.20, 0.40)
CARD_PLAY_KIND = "best-play"  # tutor.quiz.kinds.best_play's KIND (the kinds import this module)
RUFF_MIN_ITEMS = 6
SEVERAL_RUFFS_SHARE = 1 / 3


def question_key(item: Mapping[str, Any]) -> str:
    """The question a learner sees: the builder's repeat test (shuffled cards and a near-twin
    at another score are repeats), across kinds and house rules too."""
    return json.dumps(
        [item.get("kind"), item.get("variant_options"), position_key(item)],
        sort_keys=True,
        ensure_ascii=False,
    )


def _answer_value(item: Mapping[str, Any], mode: str) -> str:
    answer = [str(a) for a in item["answer"]]
    if mode == "single":
        return answer[0]
    return " ".join(answer)


def seat_relation(item: Mapping[str, Any]) -> str | None:
    """The caller's seat relative to the dealer (a calling item), or None."""
    if "dealer" not in item or "seat" not in item or "round" not in item:
        return None
    players = Variant.preset(str(item["variant"])).players
    return seat_role(int(item["seat"]), int(item["dealer"]), players)


def seat_answers(items: Sequence[Mapping[str, Any]], kind: str) -> dict[str, dict[str, int]]:
    """A calling set's answers by the caller's seat relation to the dealer."""
    if kind not in CALLING_KINDS:
        return {}
    by_seat: dict[str, Counter[str]] = {}
    for item in items:
        relation = seat_relation(item)
        if relation is not None:
            by_seat.setdefault(relation, Counter())[str(item["answer"][0])] += 1
    return {seat: dict(counts.most_common()) for seat, counts in sorted(by_seat.items())}


def seat_problems(items: Sequence[Mapping[str, Any]], kind: str) -> list[str]:
    """Seats whose answer the seat alone gives away (see the module's rules)."""
    problems: list[str] = []
    for seat, answers in seat_answers(items, kind).items():
        n = sum(answers.values())
        if n < SEAT_MIN_ITEMS:
            continue
        if len(answers) == 1:
            answer = next(iter(answers))
            problems.append(f"from the {seat} the answer is {answer!r} in all {n} items")
            continue
        here = [i for i in items if seat_relation(i) == seat]
        if all(PASS_ANSWER in i["choices"] for i in here):
            passes = answers.get(PASS_ANSWER, 0)
            if passes in (0, n):
                how = "never" if passes == 0 else "always"
                problems.append(f"from the {seat} passing is {how} right ({n} items)")
    return problems


def winning_ruff_trumps(item: Mapping[str, Any]) -> list[str] | None:
    """The trumps that would win the trick, when a card-play item's answer ruffs (trumps a
    plain-suit lead its player cannot follow and beats the trick so far); None otherwise."""
    if item.get("kind") != CARD_PLAY_KIND or not item.get("trick"):
        return None
    view = view_from_item(item)
    s = Situation(view.position, view.seat)
    answer = parse_card(str(item["answer"][0]))
    led = view.position.trick[0][1]
    if answer not in s.legal or s.is_trump(led) or not s.is_trump(answer):
        return None
    if not s.beats_winner(answer):
        return None
    return [c.code for c in s.legal if s.is_trump(c) and s.beats_winner(c)]


def ruff_counts(items: Sequence[Mapping[str, Any]]) -> tuple[int, int]:
    """How many card-play items answer with a ruff, and how many of those offer two or
    more winning trumps."""
    ruffs = [winners for item in items if (winners := winning_ruff_trumps(item)) is not None]
    return len(ruffs), sum(1 for winners in ruffs if len(winners) >= 2)


def ruff_problems(ruffs: int, several: int) -> list[str]:
    """The several-ruffs rule (see the module's rules)."""
    if ruffs < RUFF_MIN_ITEMS or several >= SEVERAL_RUFFS_SHARE * ruffs:
        return []
    return [
        f"{several} of {ruffs} ruffs choose among several winning trumps (a third or more wanted)"
    ]


@dataclass
class SetStats:
    set_id: str
    kind: str
    variant: str
    items: int
    mode: str
    rule: str | None
    distinct_questions: int
    answers: dict[str, int] = field(default_factory=dict)
    positions: dict[str, int] = field(default_factory=dict)
    difficulty: dict[str, int] = field(default_factory=dict)
    themes: dict[str, int] = field(default_factory=dict)
    counter_examples: int = 0
    possible_answers: int = 0
    choice_counts: dict[str, int] = field(default_factory=dict)
    seats: dict[str, dict[str, int]] = field(default_factory=dict)
    shortcut: Shortcut | None = None
    ruffs: int = 0  # card-play answers that ruff
    several_ruffs: int = 0  # of them, with two or more winning trumps to choose from

    @property
    def level(self) -> int:
        return level_of(self.difficulty)

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["level"] = self.level
        data["counter_share"] = self.counter_share
        return data

    @property
    def counter_share(self) -> float:
        return self.counter_examples / self.items if self.items else 0.0


def level_of(difficulty: Mapping[str, int]) -> int:
    """The median item difficulty (a set's level for ordering), 1 if there are none."""
    values = sorted(int(d) for d, n in difficulty.items() for _ in range(n))
    return values[(len(values) - 1) // 2] if values else 1


def drilled_rule(quiz_set: QuizSet) -> str | None:
    """The rule a set drills: the one its TOML declares, or for an engine-judged set (each
    drills a strategy rule) its first theme until its TOML declares one."""
    if quiz_set.rule is not None or not quiz_set.themes:
        return quiz_set.rule
    from tutor.quiz.kinds import KINDS  # the kinds import the quiz modules this one does

    kind = KINDS.get(quiz_set.kind)
    return quiz_set.themes[0] if kind is not None and kind.engine_judged else None


def set_stats(quiz_set: QuizSet, rule: str | None = None) -> SetStats:
    mode = quiz_set.answer_mode
    items = [item.data for item in quiz_set.items]
    answers: Counter[str] = Counter()
    positions: Counter[str] = Counter()
    choice_counts: Counter[str] = Counter()
    possible: set[str] = set()
    for item in items:
        if mode == "puzzle":
            # Each move of a hand puzzle is a choice of its own: count them all.
            for move in item["moves"]:
                choices = [str(c) for c in move["choices"]]
                answer = str(move["answer"][0])
                choice_counts[str(len(choices))] += 1
                answers[answer] += 1
                possible.update(choices)
                positions[str(choices.index(answer) + 1)] += 1
            continue
        choices = [str(c) for c in item["choices"]]
        choice_counts[str(len(choices))] += 1
        answers[_answer_value(item, mode)] += 1
        if mode == "single":
            possible.update(choices)
            positions[str(choices.index(str(item["answer"][0])) + 1)] += 1
        elif mode == "multi":
            possible.add("*")  # many subsets: value dominance is measured all the same
            possible.add(_answer_value(item, mode))
    ruffs, several = ruff_counts(items)
    return SetStats(
        set_id=quiz_set.id,
        kind=quiz_set.kind,
        variant=quiz_set.variant,
        items=len(items),
        mode=mode,
        rule=rule if rule is not None else drilled_rule(quiz_set),
        distinct_questions=len({question_key(item) for item in items}),
        answers=dict(answers.most_common()),
        positions=dict(sorted(positions.items(), key=lambda kv: int(kv[0]))),
        difficulty=dict(sorted(Counter(str(item.get("difficulty", 1)) for item in items).items())),
        themes=dict(
            Counter(theme for item in items for theme in item.get("themes", [])).most_common()
        ),
        counter_examples=sum(1 for item in items if item.get("counter_example")),
        possible_answers=len(possible),
        choice_counts=dict(sorted(choice_counts.items(), key=lambda kv: int(kv[0]))),
        seats=seat_answers(items, quiz_set.kind),
        shortcut=best_shortcut(quiz_set.kind, items),
        ruffs=ruffs,
        several_ruffs=several,
    )


def design_problems(
    quiz_set: QuizSet, *, shortcuts: bool = True, stats: SetStats | None = None
) -> list[str]:
    """Every way this set breaks the set-design rules (empty when it keeps them all);
    ``shortcuts=False`` leaves out the shortcut rule (``tutor.quiz.shortcuts``). A caller
    that has the set's ``set_stats`` already passes them: the shortcut search is the
    costly part and need not run twice."""
    if stats is None:
        stats = set_stats(quiz_set)
    problems: list[str] = []
    n = stats.items
    if n == 0:
        return [f"{quiz_set.id}: the bank is empty"]
    if stats.mode in ("single", "puzzle") and stats.possible_answers > 1:
        # Over the questions asked: one per item, or one per move of a hand puzzle.
        asked = sum(stats.answers.values())
        unit = "moves" if stats.mode == "puzzle" else "items"
        value, count = next(iter(stats.answers.items()))
        if count > MAX_SHARE * asked:
            problems.append(f"answer {value!r} is right in {count} of {asked} {unit}")
        if len(stats.positions) > 0:
            position, count = max(stats.positions.items(), key=lambda kv: kv[1])
            if count > MAX_SHARE * asked and any(int(k) > 1 for k in stats.choice_counts):
                problems.append(f"button {position} is right in {count} of {asked} {unit}")
    if stats.mode == "single":
        problems.extend(button_balance_problems([item.data for item in quiz_set.items]))
    if stats.distinct_questions < n:
        problems.append(f"{n - stats.distinct_questions} repeated questions ({n} items)")
    items = [item.data for item in quiz_set.items]
    problems.extend(seat_problems(items, stats.kind))
    if shortcuts and stats.possible_answers > 1:
        shortcut = shortcut_problem(stats.shortcut)
        if shortcut is not None:
            problems.append(shortcut)
    problems.extend(ruff_problems(stats.ruffs, stats.several_ruffs))
    problems.extend(run_problems(item_steps(items, stats.mode)))
    if stats.rule is not None:
        low, high = COUNTER_SHARE
        if not low <= stats.counter_share <= high:
            problems.append(
                f"{stats.counter_examples} of {n} items are counter-examples to "
                f"{stats.rule!r} (20-40% wanted)"
            )
        notes = []
        languages = shipped_languages()
        for item in items:
            if not item.get("counter_example"):
                continue
            if "explanation_facts" in item:  # the note is a fact, rendered first
                if counter_note_fact(item) is None:
                    problems.append(f"{item['id']}: a counter-example whose facts lack its note")
                continue
            note = item.get("counter_note")
            if not isinstance(note, Mapping) or not all(note.get(lang) for lang in languages):
                problems.append(
                    f"{item['id']}: a counter-example without its note in {' and '.join(languages)}"
                )
                continue
            notes.append(str(note["en"]))
            if str(note["en"]) not in str(item["explanation"]["en"]):
                problems.append(f"{item['id']}: the explanation does not give its counter note")
            if stats.rule in item.get("themes", []):
                problems.append(f"{item['id']}: a counter-example tagged with the rule itself")
    return [f"{quiz_set.id}: {p}" for p in problems]


# Named choices (shuffled, then balanced by ``build.balance_choices``): each button is right
# within this share of the items of its size of its fair share (and always within one).
BUTTON_SLACK = 0.15


def button_balance_problems(items: list[Mapping[str, Any]]) -> list[str]:
    """Buttons right too often or too seldom among items with named choices, by the number
    of choices: a learner who sees the first of two right 14 times in 20 learns a position."""
    groups: dict[int, Counter[int]] = {}
    sizes: Counter[int] = Counter()
    for item in items:
        choices = [str(c) for c in item.get("choices") or ()]
        answer = [str(a) for a in item.get("answer") or ()]
        if len(answer) != 1 or answer[0] not in choices or not named_choices(choices):
            continue
        sizes[len(choices)] += 1
        groups.setdefault(len(choices), Counter())[choices.index(answer[0]) + 1] += 1
    problems = []
    for size, counts in sorted(groups.items()):
        total = sizes[size]
        fair = total / size
        slack = max(1.0, BUTTON_SLACK * total)
        for position in range(1, size + 1):
            if abs(counts[position] - fair) > slack:
                problems.append(
                    f"button {position} of {size} is right in {counts[position]} of {total} "
                    f"items (fair share {fair:.1f})"
                )
    return problems


def format_stats(stats: SetStats) -> str:
    """A few lines a teacher can read in a terminal."""

    def share(counts: Mapping[str, int], limit: int = 8) -> str:
        shown = list(counts.items())[:limit]
        text = ", ".join(f"{k} {v}" for k, v in shown)
        if len(counts) > limit:
            text += f", … ({len(counts) - limit} more)"
        return text or "-"

    rule = f" · rule {stats.rule}: {stats.counter_examples} counter-examples" if stats.rule else ""
    lines = [
        f"{stats.set_id} [{stats.kind}, {stats.variant}] {stats.items} items, "
        f"{stats.distinct_questions} distinct questions, level {stats.level}{rule}",
        f"  answers:    {share(stats.answers)}",
    ]
    if stats.positions:
        lines.append(
            f"  buttons:    {share(stats.positions)} (choices per item: "
            f"{share(stats.choice_counts)})"
        )
    for seat, answers in stats.seats.items():
        lines.append(f"  {seat + ':':<20}{share(answers)}")
    if stats.ruffs:
        lines.append(
            f"  ruffs:      {stats.ruffs}, {stats.several_ruffs} with several winning trumps"
        )
    if stats.shortcut is not None:
        lines.append(f"  shortcut:   {stats.shortcut.describe()} ({stats.shortcut.share:.0%})")
    lines.append(f"  difficulty: {share(stats.difficulty)}")
    lines.append(f"  themes:     {share(stats.themes)}")
    return "\n".join(lines)
