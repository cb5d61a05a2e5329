"""The analysis board: any position, every option valued in points (``/analyse/``).

Layers: ``fields`` reads a posted position (the quiz item format) and says which field is
wrong; ``judging`` turns a position into its decision and values every option with the
quizzes' own judges and proof statistics; ``codec`` is the compact position string of the
board's URL; ``views`` serves the page and ``POST /api/analyse``.
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    from tutor.board import links, tasks, views

    tasks.init_queue(app)

    app.register_blueprint(views.bp)
    app.register_blueprint(views.api)
    # "Analyse this position" on quiz items and coached-play reviews.
    app.jinja_env.globals["analyse_item_link"] = links.item_link
