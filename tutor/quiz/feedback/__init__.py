"""Feedback after a wrong answer, derived by comparing the chosen option with the answer on
the same position (issue 28, item 3). The facts are in ``facts``; one module per family of
kinds (``card_play``, ``calls``); ``choices`` says which kind goes where and checks them.

This package's ``__init__`` imports nothing of the kinds, so ``tutor.quiz.grading`` can use
``facts`` without an import circle.
"""
