"""The project's tests as a regular package.

A regular package named ``tests`` elsewhere on the path (the ``glicko2`` wheel installs
one into site-packages) would otherwise win over this folder, and ``from tests.web...``
imports would find the wrong one. As a regular package at the project root, which pytest
puts first on the path, this one is found.
"""
