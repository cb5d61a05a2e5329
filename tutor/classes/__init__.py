"""Teachers' classes, assignments and progress views: `/classes/…` and `/join`."""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask_login import current_user

from tutor.classes import models  # noqa: F401  (tables must be known to migrations)
from tutor.classes.views import bp

__all__ = ["bp", "init_app"]


def init_app(app: Flask) -> None:
    """Template helpers (the home page's "your assignments" partial, progress cells) and
    the ``flask classes-translate`` commands."""
    from tutor.classes.catalogue import translate

    app.context_processor(_home_helpers)
    app.cli.add_command(translate)


def _home_helpers() -> dict[str, Any]:
    from tutor.classes.reports import accuracy_label, preset_label, status_label

    return {
        "class_assignments": _class_assignments,
        "preset_label": preset_label,
        "status_label": status_label,
        "accuracy_label": accuracy_label,
    }


def _class_assignments() -> list[Any]:
    from tutor.classes.reports import home_assignments

    if not current_user.is_authenticated:
        return []
    return list(home_assignments(current_user.user()))
