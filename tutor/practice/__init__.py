"""Practice that sticks: the spaced review deck (``/review/``), the bower drill
(``/drill/bowers``) and the learner's weak spots (``/me/``), with adaptive difficulty.

Pure parts: ``scheduling`` (FSRS), ``rating`` (Glicko-2), ``skills`` (names and lesson
sections). The database side: ``models`` and ``deck``; serving bank items: ``serving``;
the pages: ``views`` (review and me) and ``drill``.
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    from tutor.practice import drill, views

    app.register_blueprint(views.review_bp)
    app.register_blueprint(views.me_bp)
    app.register_blueprint(drill.bp)
