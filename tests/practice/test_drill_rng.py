"""The drill's questions come from a per-process generator (no system call per draw) that
every forked worker seeds afresh: two gunicorn workers never ask the same questions."""

from __future__ import annotations

import os
import random

import pytest

from tutor.practice import drill
from tutor.quiz.bower_drill import make_question


def _draws_in_child() -> list[int]:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: as a gunicorn worker forked from the app's master
        os.close(read)
        os.write(write, " ".join(str(drill._rng.getrandbits(32)) for _ in range(8)).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        text = pipe.read()
    os.waitpid(pid, 0)
    return [int(word) for word in text.split()]


def test_a_forked_worker_draws_other_questions_than_its_parent() -> None:
    state = drill._rng.getstate()
    first_child, second_child = _draws_in_child(), _draws_in_child()
    # The parent's generator is where it was: the children drew from their own seeds.
    assert drill._rng.getstate() == state
    parent = [drill._rng.getrandbits(32) for _ in range(8)]
    assert len(first_child) == 8
    assert first_child != parent
    assert second_child != parent
    assert first_child != second_child


def test_drawing_a_question_reads_no_entropy(monkeypatch: pytest.MonkeyPatch) -> None:
    # A SystemRandom reads the operating system's entropy (a system call) for every draw.
    def refuse(_size: int) -> bytes:
        raise AssertionError("a draw read the operating system's entropy")

    monkeypatch.setattr(os, "urandom", refuse)
    monkeypatch.setattr(random, "_urandom", refuse)  # what SystemRandom calls
    questions = [make_question("24", drill._rng) for _ in range(50)]
    assert len({(q.trump, q.cards) for q in questions}) > 10
