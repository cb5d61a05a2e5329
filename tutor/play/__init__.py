"""Coached play: whole games against engine players, with a coach grading every decision.

Layers: ``seeing`` (what a seat may know), ``heuristic`` (rules of thumb), ``evaluate``
(every option's value in points), ``bots`` (three strengths), ``table`` (a game rebuilt
from its action log), ``coach`` (hints and grades); ``models``, ``layout`` and ``views``
are the web side (``/play/``).
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    from tutor.play import (
        models,  # noqa: F401  (the tables must be known to migrations)
        views,
    )

    app.register_blueprint(views.bp)
