"""Coached play: whole games against engine players, with a coach grading every decision.

Layers: ``seeing`` (what a seat may know), ``heuristic`` (rules of thumb), ``evaluate``
(every option's value in points), ``bots`` (three strengths), ``table`` (a game rebuilt
from its action log), ``coach`` (hints and grades); ``models`` and ``views`` are the web.
"""
