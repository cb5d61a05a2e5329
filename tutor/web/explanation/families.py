"""Imports every family's renderers so that they register (one line a family)."""

from tutor.web.explanation import best_play  # noqa: F401
