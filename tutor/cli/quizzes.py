"""`flask quizzes build|facts|reprove|reorder|check|record-hands|check-feedback|export`: banks
and their proofs.

Plain click (Flask only for ``calibrate``, which reads the attempts table): the app
factory adds this group to ``flask``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import click
from flask.cli import with_appcontext

from tutor.analysis import draws
from tutor.analysis.hearing import COUNT, READINGS, CallingModel
from tutor.analysis.proof import MARGIN_POINTS
from tutor.catalogue import languages
from tutor.cli.progress import progressbar
from tutor.quiz import principles
from tutor.quiz.bank import QuizItem, QuizSet, load_catalogue, write_bank
from tutor.quiz.build import (
    Accept,
    build_set,
    check_item,
    dealt_position,
    explanation_facts_of,
    in_serving_order,
    iter_items,
    recorded_plays_problem,
    regenerate_items,
    set_calibration,
    spec_for,
    with_question_facts,
)
from tutor.quiz.design import design_problems, format_stats, set_stats
from tutor.quiz.feedback.choices import (
    diagnosis_problems,
    feedback_problems,
    has_feedback,
    wrong_choices,
)
from tutor.quiz.kinds import KINDS, Item, ItemCheckError, Spec, best_play, puzzle
from tutor.quiz.kinds.base import GenerationError
from tutor.quiz.kinds.best_play.checking import (
    HELD,
    REPROOF_OUTCOMES,
    UNEXPLAINED,
    UNHEARD,
    reprove_heard,
)
from tutor.quiz.kinds.best_play.generation import dealt_position as deal_best_play
from tutor.quiz.kinds.bids.amount import reprove_amount
from tutor.quiz.kinds.bids.common import BID_AMOUNT_KIND, BID_DECLARE_KIND
from tutor.quiz.kinds.bids.declare import reprove_declare
from tutor.quiz.kinds.calls.basics import DISCARD_KIND, NAME_TRUMP_KIND, ORDER_UP_KIND
from tutor.quiz.kinds.calls.discard import reprove_discard
from tutor.quiz.kinds.calls.name_trump import reprove_name_trump
from tutor.quiz.kinds.calls.order_up import reprove_order_up
from tutor.quiz.kinds.defend import DEFEND_ALONE_KIND, reprove_defend_alone
from tutor.quiz.kinds.lone import GO_ALONE_KIND, reprove_go_alone
from tutor.quiz.kinds.variant_calls import BRITISH_KIND, THREE_HAND_KIND
from tutor.quiz.kinds.variant_calls.checking import reprove_variant_call
from tutor.quiz.shortcuts import best_shortcut, shortcut_problem
from tutor.web.explanation import explanation_texts, option_label, prompt_texts
from tutor.web.labels import choice_labels


def _sets(quiz_dir: Path | None, set_ids: tuple[str, ...], *, with_items: bool) -> list[QuizSet]:
    catalogue = load_catalogue(quiz_dir, with_items=with_items)
    if not set_ids:
        return list(catalogue)
    unknown = [s for s in set_ids if s not in catalogue]
    if unknown:
        raise click.BadParameter(f"no such set: {', '.join(unknown)}", param_hint="--set")
    return [catalogue[s] for s in set_ids]


_QUIZ_DIR = click.option(
    "--quiz-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of set definitions (default: the project's quizzes/).",
)


@click.group("quizzes")
def quizzes() -> None:
    """Quiz banks: build, check, stats, calibrate, export."""


@quizzes.command("build")
@click.option("--set", "set_ids", multiple=True, help="Only this set (repeatable).")
@click.option(
    "--reuse",
    "reuse_dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Keep solved deals in this folder and reuse them on the next build (same items, "
    "far faster after a wording change).",
)
@click.option(
    "--number",
    "numbers",
    type=click.IntRange(min=1),
    multiple=True,
    help="Generate only item N afresh (repeatable; one --set), keeping the others as they "
    "are: for a change that reaches a few items, such as a set's counter slots.",
)
@click.option(
    "--hold-under",
    "hold_under",
    default=None,
    type=click.Choice(sorted(READINGS)),
    help="With --number, for the calling kinds (order-up, name-trump, defend-alone, "
    "go-alone): keep only a new item whose answer, proven with the passes read by the hard "
    "cut, holds again re-proven under this calling model, and store it under the model "
    "(an item that holds under both readings).",
)
@click.option(
    "--no-shortcut",
    "no_shortcut",
    is_flag=True,
    help="With --number, keep only a new item that leaves the set's best shortcut within "
    "the set-design rule (`quizzes stats`): for a slot whose first holding item lets a "
    "shortcut answer too much of the set.",
)
@_QUIZ_DIR
def build(
    set_ids: tuple[str, ...],
    reuse_dir: Path | None,
    numbers: tuple[int, ...],
    hold_under: str | None,
    no_shortcut: bool,
    quiz_dir: Path | None,
) -> None:
    """(Re)generate the banks quizzes/<set>.json from the set definitions."""
    if numbers and len(set_ids) != 1:
        raise click.BadParameter("name exactly one --set with --number", param_hint="--number")
    if hold_under is not None and not numbers:
        raise click.BadParameter("--hold-under regenerates named items: add --number")
    if no_shortcut and not numbers:
        raise click.BadParameter("--no-shortcut regenerates named items: add --number")
    chosen = _sets(quiz_dir, set_ids, with_items=bool(numbers))
    total = len(set(numbers)) if numbers else sum(s.count for s in chosen)
    written = 0
    with progressbar(length=total, label="Generating items", file=sys.stderr) as bar:
        for quiz_set in chosen:
            if reuse_dir is not None:
                draws.use(reuse_dir / f"{quiz_set.id}.pickle")
            try:
                if numbers:
                    accept = None
                    if hold_under is not None:
                        accept = _holding_under(quiz_set, READINGS[hold_under])
                    if no_shortcut:
                        accept = _without_shortcut(quiz_set, numbers, accept)
                    items = regenerate_items(quiz_set, numbers, progress=bar.update, accept=accept)
                    write_bank(quiz_set, items)
                    written += len(set(numbers))
                else:
                    written += build_set(quiz_set, progress=bar.update)
            except GenerationError as error:
                raise click.ClickException(str(error)) from error
            finally:
                draws.save()
                draws.stop()
    click.echo(f"wrote {written} items in {len(chosen)} banks")


def _holding_under(quiz_set: QuizSet, model: CallingModel) -> Callable[[Item], Item | None]:
    """``build --hold-under``'s test of a new calling item: re-proven under ``model``
    (``CALL_REPROOFS``), kept with that proof and its facts made afresh from it where it
    holds, refused otherwise."""
    reprove = CALL_REPROOFS.get(quiz_set.kind)
    if reprove is None:
        kinds = ", ".join(sorted(CALL_REPROOFS))
        raise click.BadParameter(f"--hold-under re-proves {kinds} items, not {quiz_set.kind}")
    kind = KINDS[quiz_set.kind]

    def accept(item: Item) -> Item | None:
        _outcome, heard = reprove(item, model)
        if heard is None:
            return None
        try:
            facts = explanation_facts_of(kind, heard, quiz_set.rule)
        except ItemCheckError:
            return None
        return {**heard, "explanation_facts": facts}

    return accept


def _without_shortcut(quiz_set: QuizSet, numbers: tuple[int, ...], accept: Accept | None) -> Accept:
    """``build --no-shortcut``'s test of a new item (after ``accept``, if any): refused
    where the set's best shortcut, measured over the items kept and this one, answers more
    than the set-design rule allows. With several numbers each is measured against the
    kept items only, so the whole set is still to be checked with `quizzes stats`."""
    fresh = {f"/{n}" for n in numbers}
    kept = [dict(i.data) for i in quiz_set.items if not any(i.id.endswith(f) for f in fresh)]

    def without_shortcut(item: Item) -> Item | None:
        chosen = item if accept is None else accept(item)
        if chosen is None:
            return None
        if shortcut_problem(best_shortcut(quiz_set.kind, [*kept, chosen])) is not None:
            return None
        return chosen

    return without_shortcut


@quizzes.command("facts")
@click.argument("set_ids", nargs=-1)
@click.option(
    "--allow-changes",
    is_flag=True,
    help="Write a migrated set even where its facts read otherwise than its stored prose.",
)
@_QUIZ_DIR
def facts(set_ids: tuple[str, ...], allow_changes: bool, quiz_dir: Path | None) -> None:
    """(Re)write the explanation facts of every item of a kind that stores facts, from
    its stored position and data: nothing is generated or judged again (default: every
    such set).

    An item that still stores prose is migrated: its facts, rendered, must read as that
    prose in every language, character for character. A set where any item reads
    otherwise is listed and left as it is, unless --allow-changes.
    """
    chosen = [
        s
        for s in _sets(quiz_dir, set_ids, with_items=True)
        if s.kind in KINDS and KINDS[s.kind].facts is not None
    ]
    total = sum(len(s.items) for s in chosen)
    written = changed = 0
    differences: list[str] = []
    with progressbar(length=total, label="Writing facts", file=sys.stderr) as bar:
        for quiz_set in chosen:
            kind = KINDS[quiz_set.kind]
            items = []
            differ: list[str] = []
            for item in quiz_set.items:
                # A counter-example's note is the first of its facts: no prose note.
                dropped = ("explanation", "counter_note")
                data = {k: v for k, v in item.data.items() if k not in dropped}
                try:
                    if quiz_set.kind == puzzle.KIND:  # its moves' facts first: it reads them
                        data = puzzle.with_move_facts(data)
                        differ.extend(_moves_differ(item.data, data))
                    data["explanation_facts"] = explanation_facts_of(kind, data, quiz_set.rule)
                    with_question_facts(kind, data)
                except ItemCheckError as error:
                    raise click.ClickException(str(error)) from error
                differ.extend(_question_differs(item.data, data))
                prose = item.data.get("explanation")
                if isinstance(prose, dict):
                    rendered = explanation_texts(data)
                    differ.extend(
                        f"{item.id} [{lang}]\n  stored:   {prose.get(lang)!r}\n"
                        f"  rendered: {rendered[lang]!r}"
                        for lang in rendered
                        if rendered[lang] != prose.get(lang)
                    )
                changed += data != item.data
                items.append(data)
                bar.update(1)
            differences.extend(differ)
            if differ and not allow_changes:
                continue
            write_bank(quiz_set, items)
            written += len(items)
    for difference in differences:
        click.echo(f"DIFFERS {difference}", err=True)
    summary = (
        f"{written} of {total} items written in {len(chosen)} banks ({changed} changed); "
        f"{len(differences)} renderings differ from the stored prose"
    )
    if differences and not allow_changes:
        raise click.ClickException(summary + " (sets with differences left as they are)")
    click.echo(summary)


def _question_differs(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Where a migrated item's prompt or choice labels, rendered from the catalogue, read
    otherwise than the prose it stored."""
    differ: list[str] = []
    prose = before.get("prompt")
    if isinstance(prose, dict) and "prompt" not in after:
        rendered = prompt_texts(after)
        differ.extend(
            f"{before['id']} prompt [{lang}]\n  stored:   {prose.get(lang)!r}\n"
            f"  rendered: {rendered[lang]!r}"
            for lang in rendered
            if rendered[lang] != prose.get(lang)
        )
    labels = before.get("choice_labels")
    if isinstance(labels, dict) and "choice_labels" not in after:
        for code, words in labels.items():
            for lang in languages():
                label = option_label(after, code, lang)
                if label != words.get(lang):
                    differ.append(
                        f"{before['id']} label {code} [{lang}]\n  stored:   "
                        f"{words.get(lang)!r}\n  rendered: {label!r}"
                    )
    return differ


def _moves_differ(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Where a puzzle move's facts, rendered, read otherwise than the prose it stored."""
    differ: list[str] = []
    for index, move in enumerate(before["moves"]):
        prose = move.get("explanation")
        if not isinstance(prose, dict):
            continue
        rendered = explanation_texts(puzzle.move_item(after, index))
        differ.extend(
            f"{before['id']} move {index + 1} [{lang}]\n  stored:   {prose.get(lang)!r}\n"
            f"  rendered: {rendered[lang]!r}"
            for lang in rendered
            if rendered[lang] != prose.get(lang)
        )
    return differ


def _with_facts_afresh(kind: str, data: Mapping[str, Any], rule: str | None) -> dict[str, Any]:
    """An item with its explanation's and its question's facts made afresh from its
    position, answer and stored proof (nothing solved; ``rule``: its set's), as a re-proof
    stores it."""
    # A puzzle's own facts are made from its moves': those are made first.
    item = dict(puzzle.reworded(data) if kind == puzzle.KIND else data)
    # A counter-example's note is the first of its facts: no prose note.
    item.pop("explanation", None)
    item.pop("counter_note", None)
    try:
        facts = explanation_facts_of(KINDS[kind], item, rule)
    except ItemCheckError as error:
        raise click.ClickException(str(error)) from error
    return with_question_facts(KINDS[kind], {**item, "explanation_facts": facts})


@quizzes.command("reprove")
@click.option("--set", "set_ids", multiple=True, help="Only this set (repeatable).")
@click.option(
    "--model",
    "model_name",
    default=COUNT.name,
    show_default=True,
    type=click.Choice(sorted(READINGS)),
    help="The calling model the calls are read with (tutor/analysis/hearing.py).",
)
@click.option("--dry-run", is_flag=True, help="Report only: write nothing.")
@click.option(
    "--again",
    is_flag=True,
    help="Re-prove the items already under the model too: after the model (or the engine "
    "players' calling it reads) changed.",
)
@_QUIZ_DIR
def reprove(
    set_ids: tuple[str, ...],
    model_name: str,
    dry_run: bool,
    again: bool,
    quiz_dir: Path | None,
) -> None:
    """Re-prove committed best-play items under a reading of the calls heard.

    Each item's answer is proven afresh by the banks' rule (``tutor.analysis.proof``) on
    deals drawn in proportion to the likelihood of the calls its position implies. Items
    that hold are stored with ``calling_model`` and the new proof's numbers, their text
    rewritten from them; the others stay as they are, and the `build --number` that makes
    them afresh is printed (under the model once the set's options name its
    ``calling_model``). Prints per set: held, open, thin, decided, changed, unexplained,
    unheard. Hand puzzles are re-proven move by move, each move as the best-play item it
    was proven as; a puzzle is stored under the model only when every move holds.
    """
    model = READINGS[model_name]
    every = _sets(quiz_dir, set_ids, with_items=True)
    puzzles = [s for s in every if s.kind == puzzle.KIND]
    _reprove_puzzles(puzzles, model, dry_run=dry_run, again=again)
    calls = [s for s in every if s.kind in CALL_REPROOFS]
    _reprove_calls(calls, model, dry_run=dry_run, again=again)
    chosen = [s for s in every if s.kind == best_play.KIND]
    if not chosen:
        return
    todo = _to_reprove(chosen, model, again=again)
    outcomes: dict[str, dict[str, int]] = {
        s.id: dict.fromkeys(("items", "already", *REPROOF_OUTCOMES), 0) for s in chosen
    }
    rewritten: dict[str, dict[str, dict[str, Any]]] = {s.id: {} for s in chosen}
    failing: dict[str, list[int]] = {s.id: [] for s in chosen}
    with progressbar(todo, label=f"Re-proving under {model.name}", file=sys.stderr) as bar:
        for quiz_set, item in bar:
            heard = reprove_heard(item.data, model)
            outcomes[quiz_set.id][heard.outcome] += 1
            if heard.outcome == HELD:
                data = _with_facts_afresh(
                    quiz_set.kind, heard.item(item.data, model), quiz_set.rule
                )
                rewritten[quiz_set.id][item.id] = data
            elif heard.outcome not in (UNHEARD, UNEXPLAINED):
                failing[quiz_set.id].append(int(item.id.rsplit("/", 1)[1]))
    click.echo("| set | items | already | " + " | ".join(REPROOF_OUTCOMES) + " |")
    click.echo("|---|---:|---:|" + "---:|" * len(REPROOF_OUTCOMES))
    for quiz_set in chosen:
        row = outcomes[quiz_set.id]
        row["items"] = len(quiz_set.items)
        row["already"] = sum(1 for i in quiz_set.items if i.data.get("calling_model") == model.name)
        cells = " | ".join(str(row[o]) for o in ("items", "already", *REPROOF_OUTCOMES))
        click.echo(f"| {quiz_set.id} | {cells} |")
    _rebuild_hints(chosen, failing)
    held = sum(len(r) for r in rewritten.values())
    if dry_run:
        click.echo(f"{held} of {len(todo)} items hold under {model.name} (nothing written)")
        return
    _write_reproved(chosen, rewritten)
    click.echo(f"{held} of {len(todo)} items hold under {model.name} and were rewritten")


def _to_reprove(
    chosen: list[QuizSet], model: CallingModel, *, again: bool
) -> list[tuple[QuizSet, QuizItem]]:
    """The items ``reprove`` proves afresh: those not yet under ``model``, or (``again``)
    every one, where the model itself changed under the items proven by it."""
    return [
        (s, i)
        for s in chosen
        for i in s.items
        if again or i.data.get("calling_model") != model.name
    ]


def _write_reproved(chosen: list[QuizSet], rewritten: Mapping[str, Mapping[str, Any]]) -> None:
    """Each set with re-proven items written back: rated again from the new proofs and put
    in serving order, as `build` writes."""
    for quiz_set in chosen:
        new = rewritten[quiz_set.id]
        if new:
            items = [new.get(i.id, dict(i.data)) for i in quiz_set.items]
            calibration = set_calibration(quiz_set)
            write_bank(quiz_set, in_serving_order(items, quiz_set.answer_mode, calibration))


def _rebuild_hints(chosen: list[QuizSet], failing: Mapping[str, list[int]]) -> None:
    """The `build` command that makes afresh the items that no longer hold, per set."""
    for quiz_set in chosen:
        if failing[quiz_set.id]:
            flags = " ".join(f"--number {n}" for n in sorted(failing[quiz_set.id]))
            click.echo(f"{quiz_set.id} no longer holds: quizzes build --set {quiz_set.id} {flags}")


# The calling kinds whose deals fit the earlier calls, and their re-proof under a model:
# (outcome, the item under the model where it holds).
CALL_REPROOFS: dict[
    str, Callable[[Mapping[str, Any], CallingModel], tuple[str, dict[str, Any] | None]]
] = {
    ORDER_UP_KIND: reprove_order_up,
    NAME_TRUMP_KIND: reprove_name_trump,
    DEFEND_ALONE_KIND: reprove_defend_alone,
    GO_ALONE_KIND: reprove_go_alone,
    DISCARD_KIND: reprove_discard,
    BID_AMOUNT_KIND: reprove_amount,
    BID_DECLARE_KIND: reprove_declare,
    BRITISH_KIND: reprove_variant_call,
    THREE_HAND_KIND: reprove_variant_call,
}


def _reprove_calls(
    chosen: list[QuizSet], model: CallingModel, *, dry_run: bool, again: bool
) -> None:
    """``reprove`` for the calling kinds: per set, the items held, open, changed (and the
    rest); those that do not hold stay under the hard cut and are listed."""
    if not chosen:
        return
    todo = _to_reprove(chosen, model, again=again)
    outcomes: dict[str, dict[str, int]] = {s.id: {} for s in chosen}
    rewritten: dict[str, dict[str, dict[str, Any]]] = {s.id: {} for s in chosen}
    failing: dict[str, list[str]] = {s.id: [] for s in chosen}
    with progressbar(todo, label=f"Re-proving calls under {model.name}", file=sys.stderr) as bar:
        for quiz_set, item in bar:
            outcome, heard = CALL_REPROOFS[quiz_set.kind](item.data, model)
            counts = outcomes[quiz_set.id]
            counts[outcome] = counts.get(outcome, 0) + 1
            if heard is not None:
                # Its facts quote the stored evaluation: `quizzes facts` makes them afresh.
                rewritten[quiz_set.id][item.id] = heard
            else:
                failing[quiz_set.id].append(f"{item.id} ({outcome})")
    for quiz_set in chosen:
        already = sum(1 for i in quiz_set.items if i.data.get("calling_model") == model.name)
        found = ", ".join(f"{n} {o}" for o, n in sorted(outcomes[quiz_set.id].items()))
        click.echo(f"{quiz_set.id}: {len(quiz_set.items)} items, {already} already; {found}")
        for line in failing[quiz_set.id]:
            click.echo(f"  left under the hard cut: {line}")
    if dry_run:
        return
    _write_reproved(chosen, rewritten)


def _reprove_puzzles(
    chosen: list[QuizSet], model: CallingModel, *, dry_run: bool, again: bool
) -> None:
    """``reprove`` for hand puzzles: per set, the puzzles (already under the model, held on
    every move now) and their moves' outcomes; the puzzles that do not hold are printed
    as the `build --number` that makes them afresh."""
    if not chosen:
        return
    todo = _to_reprove(chosen, model, again=again)
    moves: dict[str, dict[str, int]] = {s.id: dict.fromkeys(REPROOF_OUTCOMES, 0) for s in chosen}
    rewritten: dict[str, dict[str, dict[str, Any]]] = {s.id: {} for s in chosen}
    failing: dict[str, list[int]] = {s.id: [] for s in chosen}
    with progressbar(todo, label=f"Re-proving puzzles under {model.name}", file=sys.stderr) as bar:
        for quiz_set, item in bar:
            heard = puzzle.reprove_heard(item.data, model)
            for outcome in heard.outcomes:
                moves[quiz_set.id][outcome] += 1
            if heard.item is not None:
                data = _with_facts_afresh(quiz_set.kind, heard.item, quiz_set.rule)
                rewritten[quiz_set.id][item.id] = data
            elif not set(heard.outcomes) <= {HELD, UNHEARD, UNEXPLAINED}:
                failing[quiz_set.id].append(int(item.id.rsplit("/", 1)[1]))
    click.echo(
        "| puzzle set | puzzles | already | hold | moves | " + " | ".join(REPROOF_OUTCOMES) + " |"
    )
    click.echo("|---|---:|---:|---:|---:|" + "---:|" * len(REPROOF_OUTCOMES))
    for quiz_set in chosen:
        already = sum(1 for i in quiz_set.items if i.data.get("calling_model") == model.name)
        row = moves[quiz_set.id]
        cells = " | ".join(str(row[o]) for o in REPROOF_OUTCOMES)
        click.echo(
            f"| {quiz_set.id} | {len(quiz_set.items)} | {already} | "
            f"{len(rewritten[quiz_set.id])} | {sum(row.values())} | {cells} |"
        )
    _rebuild_hints(chosen, failing)
    held = sum(len(r) for r in rewritten.values())
    if dry_run:
        click.echo(f"{held} of {len(todo)} puzzles hold under {model.name} (nothing written)")
        return
    _write_reproved(chosen, rewritten)
    click.echo(f"{held} of {len(todo)} puzzles hold under {model.name} and were rewritten")


@quizzes.command("reorder")
@click.option("--set", "set_ids", multiple=True, help="Only this set (repeatable).")
@_QUIZ_DIR
def reorder(set_ids: tuple[str, ...], quiz_dir: Path | None) -> None:
    """Re-rate each item's difficulty and put every bank in serving order.

    What `build` does after generating (difficulty measured and calibrated, then
    `tutor.quiz.sequence.spread`), for banks whose items stay as they are: nothing is
    generated or solved, so a change to the measure or the order reaches them in seconds.
    """
    chosen = _sets(quiz_dir, set_ids, with_items=True)
    total = sum(len(s.items) for s in chosen)
    moved = 0
    with progressbar(length=total, label="Ordering items", file=sys.stderr) as bar:
        for quiz_set in chosen:
            items = [dict(item.data) for item in quiz_set.items]
            ordered = in_serving_order(items, quiz_set.answer_mode, set_calibration(quiz_set))
            moved += sum(
                1 for old, new in zip(quiz_set.items, ordered, strict=True) if old.data != new
            )
            write_bank(quiz_set, ordered)
            bar.update(len(items))
    click.echo(f"{moved} of {total} items moved or re-rated in {len(chosen)} banks")


# The default check re-proves this share of the engine-judged items on their confirming
# deals (every item gets every other check), a quick look; `quizzes check --all`, which CI
# runs, re-proves all of them.
CI_PROVE_SHARE = 8


def proved_in_ci(item_id: str, share: int = CI_PROVE_SHARE) -> bool:
    """Whether the default check replays this item's deals: a fixed 1-in-``share`` choice
    by a hash of its id, the same on every machine and every run."""
    digest = hashlib.sha256(item_id.encode()).digest()
    return int.from_bytes(digest[:4], "big") % share == 0


@quizzes.command("check")
@click.option("--set", "set_ids", multiple=True, help="Only this set (repeatable).")
@click.option(
    "--all",
    "prove_all",
    is_flag=True,
    help=f"Replay every engine-judged item's deals (default: 1 in {CI_PROVE_SHARE}, by id).",
)
@_QUIZ_DIR
def check(set_ids: tuple[str, ...], prove_all: bool, quiz_dir: Path | None) -> None:
    """Re-prove committed items with the engine; exit 1 naming any that fails.

    Rules items are re-derived in full. Engine-judged items get every check (position,
    legality, themes, symmetry, the stored proof clearing the margin) and, for a fixed
    share or with --all, a replay of their confirming deals that must give the same numbers.
    """
    failures: list[str] = []
    chosen = _sets(quiz_dir, set_ids, with_items=True)
    total = sum(len(s.items) for s in chosen)
    checked = replayed = 0
    with progressbar(length=total, label="Checking items", file=sys.stderr) as bar:
        for quiz_set in chosen:
            if len(quiz_set.items) != quiz_set.count:
                failures.append(
                    f"{quiz_set.id}: the bank holds {len(quiz_set.items)} items, "
                    f"the set asks for {quiz_set.count}"
                )
            judged = KINDS[quiz_set.kind].engine_judged if quiz_set.kind in KINDS else False
            for item in quiz_set.items:
                prove = not judged or prove_all or proved_in_ci(item.id)
                checked += 1
                replayed += judged and prove
                try:
                    check_item(item.data, prove=prove)
                except ItemCheckError as error:
                    failures.append(str(error))
                bar.update(1)
    for failure in failures:
        click.echo(f"FAIL {failure}", err=True)
    if failures:
        raise click.ClickException(f"{len(failures)} of {checked} items no longer hold")
    click.echo(f"all {checked} items hold ({replayed} engine-judged items replayed on fresh deals)")


@quizzes.command("record-hands")
@click.option("--set", "set_ids", multiple=True, help="Only this set (repeatable).")
@click.option(
    "--write",
    is_flag=True,
    help="Add the hands to the items whose shown plays keep every principle (no rebuild).",
)
@_QUIZ_DIR
def record_hands(set_ids: tuple[str, ...], write: bool, quiz_dir: Path | None) -> None:
    """Find again the deal of every generated best-play item that records no other hands:
    its attempts are replayed (nothing is solved) until one deals its position. Lists the
    items whose shown plays break S0-4, S0-5, S0-6 or A-8 with every hand known (rebuild
    them); with --write, the others get their ``hidden_hands``, which `check` then holds."""
    chosen = [s for s in _sets(quiz_dir, set_ids, with_items=True) if s.kind == best_play.KIND]
    recorded = breaking = lost = 0
    for quiz_set in chosen:
        spec = spec_for(quiz_set)
        if spec.options.get("curated"):
            continue  # hand-written positions: nobody dealt the other hands
        items = [dict(item.data) for item in quiz_set.items]
        for item in items:
            if principles.HIDDEN_HANDS in item:
                continue
            position = dealt_position(spec, item, deal_best_play)
            if position is None:
                lost += 1
                click.echo(f"LOST {item['id']}: no attempt deals its position", err=True)
                continue
            hidden = principles.hidden_hands_field(position, int(item["seat"]))
            problem = recorded_plays_problem({**item, principles.HIDDEN_HANDS: hidden})
            if problem is not None:
                breaking += 1
                click.echo(f"BREAKS {item['id']}: {problem}")
                continue
            recorded += 1
            item[principles.HIDDEN_HANDS] = hidden
        if write:
            write_bank(quiz_set, items)
    click.echo(
        f"{recorded} items {'record' if write else 'would record'} their hands, "
        f"{breaking} break a play principle, {lost} not found"
    )


@quizzes.command("check-feedback")
@click.option("--set", "set_ids", multiple=True, help="Only this set (repeatable).")
@_QUIZ_DIR
def check_feedback(set_ids: tuple[str, ...], quiz_dir: Path | None) -> None:
    """Check what every wrong choice of every committed item is told; exit 1 naming any
    false fact.

    Card plays and calls get feedback by comparing the choice with the answer: each fact is
    recomputed from the position and the stored evaluation (nothing is solved) and must
    agree with the item's explanation. The rules kinds' own diagnosers are graded for every
    wrong choice too.
    """
    failures: list[str] = []
    chosen = _sets(quiz_dir, set_ids, with_items=True)
    total = sum(len(s.items) for s in chosen)
    compared = diagnosed = 0
    with progressbar(length=total, label="Checking feedback", file=sys.stderr) as bar:
        for quiz_set in chosen:
            for item in quiz_set.items:
                if has_feedback(item.data):
                    compared += sum(1 for _ in wrong_choices(item.data))
                    failures.extend(feedback_problems(item.data, explanation_texts))
                else:
                    diagnosed += len(item.choices) - len(item.answer)
                    failures.extend(diagnosis_problems(item))
                bar.update(1)
    for failure in failures:
        click.echo(f"FAIL {failure}", err=True)
    if failures:
        raise click.ClickException(f"{len(failures)} wrong choices get false feedback")
    click.echo(
        f"feedback holds for all {compared + diagnosed} wrong choices of {total} items "
        f"({compared} compared with the answer, {diagnosed} by the rules kinds' diagnosers)"
    )


@quizzes.command("stats")
@click.option("--set", "set_ids", multiple=True, help="Only this set (repeatable).")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per set.")
@_QUIZ_DIR
def stats(set_ids: tuple[str, ...], quiz_dir: Path | None, as_json: bool) -> None:
    """Per set: answers by value and by button, distinct questions, difficulty, themes,
    counter-examples; and where a set breaks the set-design rules."""
    chosen = _sets(quiz_dir, set_ids, with_items=True)
    broken = 0
    for quiz_set in chosen:
        numbers = set_stats(quiz_set)
        problems = design_problems(quiz_set, stats=numbers)
        broken += bool(problems)
        if as_json:
            click.echo(json.dumps({**numbers.as_dict(), "problems": problems}, ensure_ascii=False))
            continue
        click.echo(format_stats(numbers))
        for problem in problems:
            click.echo(f"  PROBLEM {problem}")
    if not as_json:
        click.echo(f"{len(chosen)} sets, {broken} breaking a set-design rule")


@quizzes.command("calibrate")
@with_appcontext
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Where to write (default: quizzes/calibration.json).",
)
def calibrate(out: Path | None) -> None:
    """Store each item's first-try accuracy from the attempts table for the next build."""
    from tutor.extensions import db
    from tutor.models import Attempt
    from tutor.quiz.bank import default_quiz_dir
    from tutor.quiz.difficulty import CALIBRATION_FILE, MIN_ATTEMPTS, write_calibration

    rows = db.session.execute(
        db.select(Attempt.learner_id, Attempt.item_id, Attempt.correct).order_by(Attempt.id)
    ).all()
    first: dict[tuple[int, str], bool] = {}
    with progressbar(rows, label="Reading first tries", file=sys.stderr) as bar:
        for learner_id, item_id, correct in bar:
            first.setdefault((learner_id, item_id), bool(correct))
    tallies: dict[str, tuple[int, int]] = {}
    for (_, item_id), correct in first.items():
        tries, right = tallies.get(item_id, (0, 0))
        tallies[item_id] = (tries + 1, right + int(correct))
    path = out or default_quiz_dir() / CALIBRATION_FILE
    write_calibration(path, tallies)
    enough = sum(1 for tries, _ in tallies.values() if tries >= MIN_ATTEMPTS)
    click.echo(
        f"wrote {path.name}: {len(tallies)} items from {len(first)} first tries "
        f"({enough} with {MIN_ATTEMPTS}+ first tries will move their difficulty)"
    )


@quizzes.command("audit")
@click.option("--set", "set_ids", multiple=True, help="Only this set (repeatable).")
@click.option("--deals", default=1000, show_default=True, type=click.IntRange(32, 100_000))
@click.option(
    "--share", default=1, show_default=True, type=click.IntRange(1, 1000), help="1 in N items."
)
@click.option("--json", "as_json", is_flag=True, help="One JSON line per item.")
@_QUIZ_DIR
def audit(
    set_ids: tuple[str, ...], deals: int, share: int, as_json: bool, quiz_dir: Path | None
) -> None:
    """Re-judge engine-judged items on deals that neither chose nor proved them.

    Reports, per item, whether the answer is still the best option and its lead over the
    runner-up in points; exits 1 if any answer is not the best or leads by less than the
    margin the items are built with.
    """
    chosen = [
        s
        for s in _sets(quiz_dir, set_ids, with_items=True)
        if s.kind in KINDS and KINDS[s.kind].audit is not None
    ]
    items = [i for s in chosen for i in s.items if share == 1 or proved_in_ci(i.id, share)]
    weak: list[str] = []
    leads: list[float] = []
    with progressbar(items, label=f"Auditing on {deals} fresh deals", file=sys.stderr) as bar:
        for item in bar:
            auditor = KINDS[item.kind].audit
            if auditor is None:  # chosen above: only kinds that can be audited
                continue
            means = auditor(item.data, deals)
            answer = str(item.answer[0])
            lead = means[answer] - max(v for o, v in means.items() if o != answer)
            leads.append(lead)
            if lead < MARGIN_POINTS:
                weak.append(f"{item.id}: lead {lead:.3f} points")
            if as_json:
                click.echo(json.dumps({"id": item.id, "answer": answer, "lead": round(lead, 3)}))
    for line in weak:
        click.echo(f"WEAK {line}", err=True)
    worst = min(leads) if leads else 0.0
    summary = (
        f"{len(items)} items on {deals} deals: {len(weak)} below {MARGIN_POINTS} points, "
        f"smallest lead {worst:.3f}"
    )
    if weak:
        raise click.ClickException(summary)
    click.echo(summary)


@quizzes.command("export")
@click.option("--kind", required=True, type=click.Choice(sorted(KINDS)))
@click.option("--count", default=10, show_default=True, type=click.IntRange(1, 10_000))
@click.option("--seed", default=1, show_default=True, type=int)
@click.option("--variant", default="standard", show_default=True)
@click.option("--theme", "themes", multiple=True, help="Only items with this theme.")
def export(kind: str, count: int, seed: int, variant: str, themes: tuple[str, ...]) -> None:
    """Print COUNT items as JSON lines (design.md format); same arguments, same items."""
    from tutor.engine import Variant, VariantError

    try:
        Variant.preset(variant)
    except VariantError as error:
        raise click.BadParameter(str(error), param_hint="--variant") from error
    unknown = [t for t in themes if t not in KINDS[kind].themes]
    if unknown:
        raise click.BadParameter(f"{kind} has no theme {', '.join(unknown)}", param_hint="--theme")
    spec = Spec(kind=kind, variant=variant, seed=seed, themes=themes)
    try:
        for item in iter_items(spec, count):
            # The export format keeps `explanation` {en, ko}: rendered from the facts.
            # ... and `prompt` {en, ko}, rendered from its facts where it stores them.
            exported = {
                **item,
                "prompt": prompt_texts(item),
                "explanation": explanation_texts(item),
            }
            # ... and `choice_labels` where a kind's buttons have words (from the catalogue).
            labels = choice_labels(item)
            if labels:
                exported["choice_labels"] = labels
            click.echo(json.dumps(exported, ensure_ascii=False, sort_keys=True))
    except GenerationError as error:
        raise click.ClickException(str(error)) from error
