"""Lessons: the curriculum (files and course order), the example checker, the measured
strategy tables and the rendering of a lesson to HTML.

Layers, each importing only those before it: ``curriculum`` (lesson files, front matter,
course order), ``tables`` (strategy tables measured by the engine), ``examples`` (every
example block read and replayed), ``checks`` (a lesson and the whole course checked),
``rendering`` (Markdown to HTML with diagrams, for the web).
"""
