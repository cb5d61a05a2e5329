"""The package's compiled catalogues for the quiz layer: ``tutor.catalogue``'s loader
(the engine's own words read it too, so it sits beside ``tutor.korean``, under the engine)."""

from __future__ import annotations

from tutor.catalogue import N_, catalogue, messages, say, translated

__all__ = ["N_", "catalogue", "messages", "say", "translated"]
