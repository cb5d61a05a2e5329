"""Lessons: the curriculum (files and course order), the example checker, the measured
strategy tables and the rendering of a lesson to HTML.

Layers, each importing only those before it: ``curriculum`` (lesson files, front matter,
course order, stand-alone blocks), ``tables`` (strategy tables measured by the engine),
``blocks`` (the blocks examples read into), ``model_plays`` (plays and calls held to the
principles), ``examples`` (every example block read and replayed), ``checks`` (a lesson
and the whole course checked), ``rendering`` (Markdown to HTML with diagrams, for the web).
"""
