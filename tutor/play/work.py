"""The table's heavy work as plain functions of a game's setup and action log, for the
analysis queue (``tutor.board.tasks``): the coach's evaluation of the decision in front of
the learner (a hint, and the grade of the choice made) and an engine player's move.

Each takes only JSON (the setup and the log), rebuilds the table by replaying the log
(``tutor.play.table``) and returns JSON, so a consumer process (or another machine) does
the work and the answer is the position's: ``job_key`` names it by the setup and the log,
and the same position asked again is answered from the queue's results.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.evaluate import Evaluation
from tutor.play import coach
from tutor.play.table import Setup, TableGame


def setup_json(setup: Setup) -> dict[str, Any]:
    return {
        "preset": setup.preset,
        "options": dict(setup.options),
        "seed": setup.seed,
        "strength": setup.strength,
    }


def table_of(setup: Mapping[str, Any], log: Sequence[Sequence[str]]) -> TableGame:
    return TableGame(
        Setup(
            str(setup["preset"]),
            dict(setup["options"]),
            int(setup["seed"]),
            str(setup["strength"]),
        ),
        [list(actions) for actions in log],
    )


def job_key(job: str, setup: Mapping[str, Any], log: Sequence[Sequence[str]]) -> str:
    """The name of ``job`` at this position: every worker and machine finds the same."""
    text = json.dumps([job, dict(setup), [list(a) for a in log]], sort_keys=True)
    return f"{job}-{hashlib.sha256(text.encode()).hexdigest()[:32]}"


def evaluation_json(evaluation: Evaluation) -> dict[str, Any]:
    return {
        "values": dict(evaluation.values),
        "samples": evaluation.samples,
        "bounds": {a: [low, high] for a, (low, high) in evaluation.bounds.items()},
        "named": evaluation.named,
        "reading": evaluation.reading,
    }


def evaluation_from_json(data: Mapping[str, Any]) -> Evaluation:
    return Evaluation(
        {str(a): float(v) for a, v in data["values"].items()},
        int(data["samples"]),
        {str(a): (float(b[0]), float(b[1])) for a, b in data["bounds"].items()},
        None if data.get("named") is None else str(data["named"]),
        str(data.get("reading", "uniform")),
    )


def coach_job(setup: Mapping[str, Any], log: Sequence[Sequence[str]]) -> dict[str, Any]:
    """The coach's evaluation of the decision now in front of the learner."""
    table = table_of(setup, log)
    deal = table.deal
    if deal is None:
        raise ValueError("no hand has been dealt")
    hand = table.hand_number - 1
    move = len(table.log[-1])
    evaluation = coach.coach_evaluation(
        deal, f"{table.setup.seed}|{hand}|{move}", table.score_before_hand()
    )
    return evaluation_json(evaluation)


def bot_job(setup: Mapping[str, Any], log: Sequence[Sequence[str]]) -> str:
    """The action (as the engine's text) of the engine player to act."""
    return str(table_of(setup, log).bot_decision().action)
