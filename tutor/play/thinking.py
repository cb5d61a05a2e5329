"""The table's engine work through the analysis queue (``tutor.board.tasks``).

The coach's evaluation of a decision (for a hint and for the grade of the choice made) and
an engine player's move that samples deals take up to seconds: they are jobs of the queue
(``tutor.play.work``), named by the game's setup and action log, so the answer is the
position's and a poll or a second worker finds it. A request asks and then waits up to its
own limit: an htmx request briefly (``HTMX_WAIT_S``; then the table polls), a plain form up
to ``ANALYSIS_WAIT_S``. The first request to queue a job pays the client's engine budget
(``tutor.web.budget.spend_engine_once``); polls and repeats of the same position pay
nothing. Moves by a rule of thumb (forced, the beginner's, the club player's calls) cost
nothing and are made at once.
"""

from __future__ import annotations

from typing import Any

from tutor.analysis.evaluate import Evaluation
from tutor.board.tasks import queue
from tutor.engine import Action
from tutor.play import work
from tutor.play.bots import samples_deals
from tutor.play.table import TableGame
from tutor.web import budget

HTMX_WAIT_S = 0.5  # most engine moves and many evaluations are back within it
COACH = "play.coach"
BOT = "play.bot"


def ask(job: str, table: TableGame, *, cost: int, wait: float) -> Any:
    """The result of ``job`` at the table's position, queued (and paid for) if nobody has
    yet, waited for up to ``wait`` seconds; None while it is still being worked out."""
    setup = work.setup_json(table.setup)
    log = [list(actions) for actions in table.log]
    task_id = work.job_key(job, setup, log)
    jobs = queue()
    found = jobs.result(task_id)
    if found is not None:
        return found
    if jobs.claim(task_id):
        try:
            budget.spend_engine_once(cost)
        except budget.OverBudget:
            jobs.release(task_id)
            raise
        jobs.enqueue(task_id, jobs.coach if job == COACH else jobs.bot, setup, log)
    return jobs.wait(task_id, wait)


def coach_evaluation(table: TableGame, *, cost: int, wait: float) -> Evaluation | None:
    """The coach's evaluation of the decision in front of the learner, or None for now."""
    found = ask(COACH, table, cost=cost, wait=wait)
    return None if found is None else work.evaluation_from_json(found)


def bot_action(table: TableGame, *, cost: int, wait: float) -> Action | None:
    """The move of the engine player to act, or None while it is still thinking."""
    deal = table.deal
    if deal is not None and not samples_deals(deal, table.setup.strength):
        return table.bot_decision().action
    found = ask(BOT, table, cost=cost, wait=wait)
    return None if found is None else Action.parse(str(found))
