"""Imports every family's renderers so that they register (one line a family)."""

from tutor.web.explanation import auction as auction
from tutor.web.explanation import calls_heard as calls_heard
from tutor.web.explanation import rules as rules
from tutor.web.explanation import scoring as scoring
