"""Imports every family's renderers so that they register (one line a family)."""
