"""`flask quizzes facts [--set ID...]`: best-play banks store explanation facts, not prose.

Each best-play item's facts are made from its stored position, answer, evaluation and
proof (``best_play.explaining.item_facts``); nothing is solved, so the command can be run
again on any bank after it is rebuilt or re-proved. An item that stores prose keeps it
unless the facts render to exactly that prose in English and Korean (the migration check);
an item whose sentences are not all facts yet keeps its prose. An item that already stores
facts gets them made afresh (its numbers may have been re-proved).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click
from flask import current_app, g
from flask.cli import with_appcontext
from flask_babel import force_locale

from tutor.cli.quizzes import _QUIZ_DIR, _sets, quizzes
from tutor.quiz.bank import write_bank
from tutor.quiz.explaining import facts_json
from tutor.quiz.kinds.best_play import KIND
from tutor.quiz.kinds.best_play.explaining import item_facts
from tutor.web.explanation import forget_rendered, render_explanation
from tutor.web.text import _G_KEY

LANGS = ("en", "ko")


def rendered(item: Mapping[str, Any], lang: str) -> str | None:
    """The item's explanation from its facts in ``lang`` (inside a request context)."""
    forget_rendered()
    with force_locale(lang):
        g.pop(_G_KEY, None)  # the catalogue kept for the request is the other language's
        text = render_explanation(item, lang)
    g.pop(_G_KEY, None)
    return text


def with_facts(item: Mapping[str, Any]) -> tuple[dict[str, Any], str]:
    """The item as the bank should store it, and what became of it: "facts" (converted or
    refreshed), "prose" (a sentence has no fact yet) or "differs" (the facts do not render
    to the stored prose: kept as it is, for a person to look at)."""
    facts = item_facts(item)
    if facts is None:
        return dict(item), "prose"
    converted = {k: v for k, v in item.items() if k != "explanation"}
    converted["explanation_facts"] = facts_json(facts)
    prose = item.get("explanation")
    if prose is not None and any(rendered(converted, lang) != prose[lang] for lang in LANGS):
        return dict(item), "differs"
    return converted, "facts"


@quizzes.command("facts")
@click.option("--set", "set_ids", multiple=True, help="Only this set (repeatable).")
@_QUIZ_DIR
@with_appcontext
def facts(set_ids: tuple[str, ...], quiz_dir: Path | None) -> None:
    """Store best-play explanations as facts made from each item's stored data."""
    chosen = [s for s in _sets(quiz_dir, set_ids, with_items=True) if s.kind == KIND]
    total = sum(len(s.items) for s in chosen)
    counts = {"facts": 0, "prose": 0, "differs": 0}
    differing: list[str] = []
    bar = click.progressbar(length=total, label="Writing facts", file=sys.stderr)
    with current_app.test_request_context(), bar:
        for quiz_set in chosen:
            items = []
            for item in quiz_set.items:
                data, outcome = with_facts(item.data)
                counts[outcome] += 1
                if outcome == "differs":
                    differing.append(str(item.data["id"]))
                items.append(data)
                bar.update(1)
            write_bank(quiz_set, items)
    for item_id in differing:
        click.echo(f"{item_id}: the facts do not render to the stored prose; kept as prose")
    click.echo(
        f"{counts['facts']} of {total} items store facts in {len(chosen)} banks; "
        f"{counts['prose']} keep prose (sentences not yet facts), {counts['differs']} differ"
    )
